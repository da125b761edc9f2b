"""Chain-level rules: a predicate either is the speaker's speech act, colours the manner,
or claims something.

The speaker's act toward the reader (saying, presenting, greeting, thanking — or any verb
carrying the humble benefactive ``드리``) passes with any ending, including the humble
future ("말씀드리겠습니다"). Any other predicate claims, unless it only colours the manner:
``-게``, ``-지 않고/않게``, a modifier of a noun, or a verb chained into a speech act
("풀어서 말씀드리면"). Honorific ``-시-`` (the customer as subject), past ``-었-``,
conjectural ``-겠-`` and ``-ㄹ 거``, a final ending, a causal or conditional link, a subject
with its predicate, or a co-occurring event (``-며``, ``-고``) are claims.

Speech acts also include writing the message out ("적어 두면", "옮기면"), humble offering
("말씀 올리면", "정리해 올리겠습니다", "응원의 마음 보냅니다"), and opening or closing it
("이만 줄입니다", "매듭을 지으며"); the reader reading it ("검토하시는 분께", "보시기
편하게") is not a claim about the customer; verbs of moving along the message order it
("뒤이어", "이와 더불어"). A speech act in the past ("알려 드렸습니다", "안내해 드린
것처럼") or toward someone who is not the surface's reader ("고객님께 전달드립니다" on an
operator card) claims a delivery.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Final

from services.expression.validation import word_classes as classes
from services.expression.validation.clauses import Chain, chains
from services.expression.validation.stems import Morph

PLACEHOLDER_MARK: Final = "■"
HONORIFIC_ENDINGS: Final = frozenset({"시", "으시", "세", "셔"})
HONORIFIC_STEMS: Final = frozenset({"계시", "주무시", "드시", "잡수", "편찮"})
PAST_ENDINGS: Final = frozenset({"었", "았", "였", "었었", "았었", "ㅆ"})
SERIAL_ENDINGS: Final = frozenset({"어", "아", "여", "어서", "아서", "여서"})
_SERIAL_OR_GO_ENDINGS: Final = SERIAL_ENDINGS | {"고"}
MANNER_ENDINGS: Final = frozenset({"게", "듯이", "듯", "도록", "게끔"})
# Manner endings of purpose ("읽으시도록", "보시게"): how the message is laid out for
# the reader. "-듯(이)" is a comparison instead ("보셨듯이": as the reader has seen).
PURPOSE_ENDINGS: Final = frozenset({"게", "도록", "게끔"})
EVENT_ENDINGS: Final = frozenset({"며", "으며", "면서", "으면서", "고", "다가"})
NEGATORS: Final = frozenset({"않", "말"})
FUTURE_MODIFIERS: Final = frozenset({"ᆯ", "을", "를"})
PRESENT_MODIFIERS: Final = frozenset({"는"})
SENDING_VERBS: Final = frozenset({"보내", "띄우", "건네", "바치"})
RECIPIENT_PARTICLES: Final = frozenset({"께", "에게", "한테", "께서", "더러"})
PAST_MODIFIERS: Final = frozenset({"ᆫ", "은", "던", "었던", "았던"})
# Heads that point back at an earlier act ("드린 대로", "드린 것처럼", "드린 바와 같이").
REFERENCE_HEADS: Final = frozenset({"대로", "것", "바", "듯", "듯이", "만큼"})
PERCEPTION_STEMS: Final = frozenset(
    {
        *("보", "보이", "지켜보", "살펴보", "눈여겨보", "주목하", "나타나", "드러나"),
        *("느끼", "느껴지", "알", "미루", "비추", "따르", "듣", "들", "생각하", "여기"),
    }
)
SPEAKER_PRONOUNS: Final = frozenset({"제", "저", "저희", "나", "우리"})
# Round 86: the speaker alone, humbly ("제가", "저는" - Kiwi's 저/NP): the one person who tells
# this message. 저희 and 우리 may take in the coach's team or the reader too, 나 another register.
SPEAKER_SELF: Final = frozenset({"저", "제"})
NOUNS: Final = frozenset({"NNG", "NNP", "NNB", "NP"})
# Word sets several rules test per chain, joined once here rather than per call.
_RECEIVING_STEMS: Final = classes.RECEPTION_PREDICATES | classes.READER_ACTS
_SPEAKING_STEMS: Final = classes.SPEECH_PREDICATES | classes.COMPOSING_PREDICATES
CAUSAL_ENDINGS: Final = frozenset(
    {
        "니",
        "으니",
        "니까",
        "으니까",
        "므로",
        "으므로",
        "어서",
        "아서",
        "여서",
        "라서",
        "기에",
        "길래",
    }
)
# Endings that can only link a cause or an explanation: reason (``-므로``, ``-기에``,
# ``-니까``) and the explicative ``-ㄴ즉`` ("그 말인즉": what it means is). Unlike ``-어서``
# or ``-니`` they never chain a manner into a speech act or open what the speaker found.
LINKING_ENDINGS: Final = frozenset(
    {"므로", "으므로", "기에", "길래", "니까", "으니까", "ᆫ즉", "은즉", "는즉", "인즉"}
)
MESSAGE_ONE: Final = frozenset({"하나", "한"})
DESTINATION_PARTICLES: Final = frozenset({"로", "으로"})
DISCOVERY_ENDINGS: Final = frozenset({"니", "으니", "니까", "으니까", "더니", "았더니", "었더니"})


def names_message_part(morphs: Sequence[Morph], index: int) -> bool:
    """``말씀은 하나예요``: "one" as the complement of a topic that is the message's part.
    Round 90: only as a statement of its own - the copula in a connective ending ("말씀드릴
    내용은 하나라서", "하나니까", "하나인데") makes the count a reason or ground for what
    follows, and it stays a count."""
    after = morphs[index + 1] if index + 1 < len(morphs) else None
    if morphs[index].form not in MESSAGE_ONE or after is None or after.tag != "VCP":
        return False
    ending = morphs[index + 2] if index + 2 < len(morphs) else None
    if ending is not None and ending.tag == "EC":
        return False
    window = morphs[max(0, index - 2) : index]
    return (
        len(window) == 2
        and window[0].tag in NOUNS
        and window[0].form in classes.DISCOURSE_NOUNS
        and window[1].tag in {"JX", "JKS"}
    )


def _chained(morphs: Sequence[Morph], chain: Chain, following: Chain | None) -> bool:
    """``following`` comes straight after ``chain`` (a speech noun may sit between them)."""
    if following is None:
        return False
    between = morphs[chain.last + 1 : following.first]
    return all(m.tag in NOUNS and m.form in classes.DISCOURSE_NOUNS for m in between)


def object_of(morphs: Sequence[Morph], chain: Chain) -> Morph | None:
    """The noun the chain takes as object (``말씀을 올리``, ``말씀 올리``), if any."""
    cursor = chain.first - 1
    if cursor >= 0 and morphs[cursor].tag == "JKO":
        cursor -= 1
    elif cursor >= 0 and morphs[cursor].tag == "JKG":  # "응원의 마음" keeps its head
        return None
    if cursor >= 0 and morphs[cursor].tag in NOUNS:
        return morphs[cursor]
    return None


def _after_serial_verb(morphs: Sequence[Morph], chain: Chain) -> bool:
    """``정리해 올리``, ``적어 올리``: a verb in ``-어`` comes straight before the chain."""
    before = morphs[chain.first - 1] if chain.first > 0 else None
    return before is not None and before.tag == "EC" and before.form in SERIAL_ENDINGS


def _manner_skipped_object(morphs: Sequence[Morph], chain: Chain) -> Morph | None:
    """The object, past a manner adverb or ``-게`` phrase ("사유를 간결하게 올립니다")."""
    cursor = chain.first - 1
    while cursor >= 0 and (
        morphs[cursor].tag in {"MAG", "XR", "XSA", "VA"}
        or (morphs[cursor].tag == "EC" and morphs[cursor].form == "게")
    ):
        cursor -= 1
    if cursor >= 1 and morphs[cursor].tag == "JKO" and morphs[cursor - 1].tag in NOUNS:
        return morphs[cursor - 1]
    return None


def _leaves_note(morphs: Sequence[Morph], chain: Chain) -> bool:
    """``검토 안내를 짧게 남깁니다``: 남기 with a word the speaker says as its object
    (``LEFT_NOTE_NOUNS``), plain - no auxiliary, no -시-, no tense - the speaker leaving
    this message (round 32). "기록을 남깁니다", "식사를 남기셨네요", "여지를 남깁니다",
    "검토 항목으로 남겨 둡니다" or "안내를 남겼습니다" keep their reasons."""
    if chain.stem != "남기" or chain.auxiliaries:
        return False
    if any(e.tag == "EP" for e in chain.endings):
        return False
    left = object_of(morphs, chain) or _manner_skipped_object(morphs, chain)
    if left is not None:
        return left.form in classes.LEFT_NOTE_NOUNS
    return _left_as_note(morphs, chain)


# Round 113: the nouns of a form that may follow the note the speaker leaves this message as
# ("메모 형식으로").
_FORM_NOUNS: Final = frozenset({"형식", "형태"})
_NOTE_LEFT_ENDINGS: Final = (["자면"], ["면"], ["으면"], ["ᆸ니다"], ["ᆯ게요"])


def _left_as_note(morphs: Sequence[Morph], chain: Chain) -> bool:
    """``노트로 남기자면, [[A:01]]``, ``노트 형식으로 짧게 남기면, [[P:01]]`` (round 113): 남기
    with a note the speaker writes (round 85's ``WRITTEN_NOTE_NOUNS``) in 로/으로 - the form
    this message is left in, as "메모로 적자면" is; a manner adverb or ``-게`` may stand between,
    and 형식/형태 after the note noun. Called by ``_leaves_note`` only when there is no object
    (plain 남기: no auxiliary, no -시-, no tense); "기록으로 남기면" (a record, not the message)
    keeps its reason. Only in the speaker's own endings (``_NOTE_LEFT_ENDINGS``: -자면, -면,
    -ㅂ니다, -ㄹ게요): "메모로 남기세요" or "메모로 남깁시다" ask the reader to."""
    if [e.form for e in chain.endings] not in _NOTE_LEFT_ENDINGS:
        return False
    cursor = chain.first - 1
    while cursor >= 0 and (
        morphs[cursor].tag in {"MAG", "XR", "XSA", "VA"}
        or (morphs[cursor].tag == "EC" and morphs[cursor].form == "게")
    ):
        cursor -= 1
    if cursor < 1 or morphs[cursor].tag != "JKB" or morphs[cursor].form not in {"로", "으로"}:
        return False
    noun = cursor - 1
    if morphs[noun].form in _FORM_NOUNS and morphs[noun].tag == "NNG":
        noun -= 1
    if noun < 0 or morphs[noun].tag != "NNG":
        return False
    if morphs[noun].form not in classes.WRITTEN_NOTE_NOUNS:
        return False
    return noun == 0 or morphs[noun - 1].tag in {"SF", "SP"}


def _offers_speech(morphs: Sequence[Morph], chain: Chain) -> bool:
    """A humble verb of offering used as the speaker's act ("말씀 올리면", "마음 보냅니다")."""
    if chain.stem not in classes.OFFERING_VERBS:
        return False
    offered = object_of(morphs, chain) or _manner_skipped_object(morphs, chain)
    if offered is not None:
        if chain.stem == "올리" and offered.form in classes.DISCOURSE_NOUNS:
            return True  # "사유를 올립니다": submitting the message's own items
        if chain.stem in SENDING_VERBS:
            return offered.form in classes.AFFECT_OBJECT_NOUNS
        return offered.form in classes.SPEECH_OBJECT_NOUNS
    return chain.stem == "올리" and _after_serial_verb(morphs, chain)


def _comes_into_view(morphs: Sequence[Morph], chain: Chain) -> bool:
    """``한눈에 들어오시도록 간단히 줄이면``, ``한눈에 들어오시게 정리하면`` (round 87): 들어오다
    straight after 한눈에 with the honorific -시- in a purpose ending (-도록, -게) - the
    message coming into the reader's one glance, said with the reader's honorific, as the
    plain "한눈에 들어오도록 추리면" already passes - leading, past presenting-manner -히
    adverbs, into the speaker's present telling. Anything else before it ("눈에 잘", "몸이"),
    another ending or anything else after it keep the -시- the customer's."""
    if chain.stem != "들어오" or chain.auxiliaries or chain.first < 2:
        return False
    if [e.form for e in chain.endings] not in (["시", "도록"], ["시", "게"]):
        return False
    if [(m.form, m.tag) for m in morphs[chain.first - 2 : chain.first]] != [
        ("한눈", "NNG"),
        ("에", "JKB"),
    ]:
        return False
    cursor = chain.last + 1
    while cursor < len(morphs) and morphs[cursor].tag == "SP":
        cursor += 1
    while (
        cursor < len(morphs)
        and morphs[cursor].tag == "MAG"
        and morphs[cursor].form.endswith("히")
        and f"{morphs[cursor].form[:-1]}하" in classes.PRESENTING_MANNER_ADJECTIVES
    ):
        cursor += 1
    return _into_present_speech(morphs, cursor)


def _briefly_shortened(morphs: Sequence[Morph], chain: Chain) -> bool:
    """``간단히 줄이면``, ``간략히 줄여 보면`` (round 87): 줄이다 straight after a -히 adverb of
    the presenting manner (its root with 하 in ``PRESENTING_MANNER_ADJECTIVES``) that opens
    its clause - no object, so what is shortened is this telling, as in "짧게 줄이면" (whose
    -게 already counts as the frame). No pre-final ending; with an object before the adverb
    ("칼로리를 간단히 줄이면") or another adverb ("조금씩 줄이면") it adjusts something."""
    if chain.stem != "줄이" or chain.first < 1 or any(e.tag == "EP" for e in chain.endings):
        return False
    if not set(chain.auxiliaries) <= {"보"}:
        return False
    adverb = morphs[chain.first - 1]
    if adverb.tag != "MAG" or not adverb.form.endswith("히"):
        return False
    if f"{adverb.form[:-1]}하" not in classes.PRESENTING_MANNER_ADJECTIVES:
        return False
    opener = morphs[chain.first - 2] if chain.first >= 2 else None
    return opener is None or opener.tag in {"SP", "SF", "SW", "EC", "MAG"}


def frames_message(morphs: Sequence[Morph], chain: Chain) -> bool:
    """Opening or closing the message itself ("이만 줄입니다", "매듭을 지으며", "시작하며")."""
    if chain.stem in classes.FRAME_LIGHT_VERBS:
        cursor = chain.first - 1
        if cursor >= 0 and morphs[cursor].tag == "JKO":
            cursor -= 1
        if cursor < 0:
            return False
        light_object = morphs[cursor]
        if light_object.tag == "ETN":  # "맺음 삼아"
            return cursor > 0 and morphs[cursor - 1].form in classes.FRAME_PREDICATES
        return light_object.form in classes.FRAME_NOUNS
    if chain.stem not in classes.FRAME_PREDICATES:
        return False
    before = morphs[chain.first - 1] if chain.first > 0 else None
    if before is None or before.tag in {"SP", "SF", "SW", "EC"}:
        return True  # "시작하며,", "전하며 줄입니다"
    if before.tag == "MAG":
        if _briefly_shortened(morphs, chain):
            return True  # "간단히 줄이면, [[P:01]]" (round 87): as "짧게 줄이면"
        return before.form in classes.FRAME_ADVERBS  # "이만 줄입니다", not "조금씩 줄이면"
    framed = object_of(morphs, chain)
    if framed is None and before.tag in {"JKB", "JX"} and chain.first >= 2:
        framed = morphs[chain.first - 2]  # "이것으로 마치겠습니다", "여기까지 줄입니다"
    message = classes.DISCOURSE_NOUNS | classes.SPEECH_OBJECT_NOUNS | classes.DEICTIC_NOUNS
    return framed is not None and framed.form in message


def offers_speech(morphs: Sequence[Morph], chain: Chain) -> bool:
    return _offers_speech(morphs, chain)


def _moves_along_message(morphs: Sequence[Morph], chain: Chain) -> bool:
    """A verb of moving whose destination is the message's own part ("본론으로 갈게요"); round
    127: or its details or points ("세부로 들어가면", "디테일로 넘어가면", "세부 포인트로"),
    as a destination only (``DETAIL_PART_NOUNS``). Round 128: the part may be plural ("다음
    항목들로 넘어가기 전에"), and after 아래 or 다음 it may be the daily surface's own heading
    오늘 할 일 as "할 일" ("아래 할 일로 넘어가기 전에") - a bare "할 일로" is the customer's
    to-do and stays outside."""
    if chain.stem not in classes.MOTION_VERBS:
        return False
    cursor = chain.first - 1
    while cursor >= 0 and morphs[cursor].tag in {"MAG", "SP"}:
        cursor -= 1
    if cursor < 1 or morphs[cursor].form not in DESTINATION_PARTICLES:
        return False
    cursor -= 1
    if morphs[cursor].form == "들" and morphs[cursor].tag == "XSN" and cursor >= 1:
        cursor -= 1  # "항목들로": the parts, plural
    part = morphs[cursor]
    if part.tag in NOUNS and part.form in classes.DISCOURSE_NOUNS | classes.DETAIL_PART_NOUNS:
        return True
    return _heading_to_do_below(morphs, cursor)


# The daily surface's heading 오늘 할 일, named after a place in the message (Kiwi: 하/VV ᆯ/ETM
# 일/NNG).
_TO_DO_HEADING: Final = (("하", "VV"), ("ᆯ", "ETM"), ("일", "NNG"))


def _heading_to_do_below(morphs: Sequence[Morph], end: int) -> bool:
    """``아래 할 일``, ``다음 할 일`` ending at ``end``: the daily surface's own heading (오늘 할
    일) pointed at as a part of this message."""
    start = end - 2
    if start < 1 or tuple((m.form, m.tag) for m in morphs[start : end + 1]) != _TO_DO_HEADING:
        return False
    return (morphs[start - 1].form, morphs[start - 1].tag) in {("아래", "NNG"), ("다음", "NNG")}


# Passive stems of the speaker's writing verbs: 적히 (적), 쓰이 (쓰), 나뉘 (나누), 담기 (담).
WRITING_PASSIVES: Final = {"적히": "적", "쓰이": "쓰", "나뉘": "나누", "담기": "담"}


def _speech_passive(chain: Chain) -> bool:
    """The passive of a speech predicate ("이렇게 정리돼요", "요약됩니다"), of a writing verb
    ("아래에 적혀 있습니다", "다음 문장으로 쓰여집니다", "나뉘어") and the double passive
    -어지 on one ("옮겨집니다"): the message being put down, in the present (ADR 0020 round
    31). A past one ("옮겨졌습니다") is still a finished act and keeps that reading."""
    return chain.stem.endswith("되") and f"{chain.stem[:-1]}하" in classes.SPEECH_PREDICATES


def _writing_passive(chain: Chain) -> bool:
    return chain.stem in WRITING_PASSIVES or (
        "지" in chain.auxiliaries and chain.stem in classes.SPEECH_PREDICATES
    )


def message_passive(morphs: Sequence[Morph], chain: Chain) -> bool:
    """A writing passive whose sentence names only this message: every noun before it in
    the sentence is one of its parts, its order or a place in it ("이 사유는 아래 문장으로
    적혀 있습니다"), present. Written anywhere else ("메모에 적혀 있듯이", "식단표에 쓰여 있는
    대로") it reports what another text says - `evidential_framing`."""
    if not _writing_passive(chain) or any(e.tag == "EP" for e in chain.endings):
        return False
    start = chain.first
    while start > 0 and morphs[start - 1].tag not in {"SF", "SW"}:
        start -= 1
    own = classes.DISCOURSE_NOUNS | classes.ORDER_NOUNS | classes.HEADING_PART_LABELS
    own |= POSITION_NOUNS
    return all(m.form in own for m in morphs[start : chain.first] if m.tag in NOUNS)


def written_elsewhere(morphs: Sequence[Morph], chain: Chain) -> bool:
    """``메모에 적혀 있듯이``: a writing passive located in something other than this message."""
    place = morphs[max(0, chain.first - 2) : chain.first]
    return (
        chain.stem in WRITING_PASSIVES
        and not message_passive(morphs, chain)
        and any(m.tag == "JKB" and m.form in {"에", "에서"} for m in place)
        and not _above_in_this_message(morphs, chain.first - 2)
    )


# What may stand before a place in this message that heads its sentence ("바로 위에"), and
# the places themselves (위, 아래, 앞 - not 여기/이곳, which may point anywhere).
_MESSAGE_PLACES: Final = frozenset({"위", "아래", "앞", "다음", "이하"})
_PLACE_LEADERS: Final = frozenset({"바로", "맨"})


def _above_in_this_message(morphs: Sequence[Morph], index: int) -> bool:
    """``위에 적힌 내용``, ``바로 아래에 쓰인``: the place a writing passive is located in is
    a place in this message (``_MESSAGE_PLACES``) heading its sentence, owned by nothing - "메모
    위에", "식단표 아래에" stay another text (ADR 0020 round 33)."""
    if index < 0 or morphs[index].tag not in NOUNS:
        return False
    if morphs[index].form not in _MESSAGE_PLACES:
        return False
    cursor = index - 1
    if cursor >= 0 and morphs[cursor].tag == "MAG" and morphs[cursor].form in _PLACE_LEADERS:
        cursor -= 1
    return cursor < 0 or morphs[cursor].tag in {"SF", "SW"}


def _opens_speech(morphs: Sequence[Morph], chain: Chain) -> bool:
    """``운을 떼자면``, ``말문을 열며``: the speaker beginning to talk."""
    if chain.stem not in classes.SPEECH_OPENING_VERBS:
        return False
    opened = object_of(morphs, chain)
    return opened is not None and opened.form in classes.SPEECH_OPENING_OBJECTS


def _passes_on_after_speech(morphs: Sequence[Morph], chain: Chain) -> bool:
    """``짚고 넘어가면``: moving on right after a speech act in ``-고``/``-어``."""
    if chain.stem not in classes.PASSING_VERBS or chain.first == 0:
        return False
    link = morphs[chain.first - 1]
    if link.tag != "EC" or link.form not in _SERIAL_OR_GO_ENDINGS:
        return False
    before = [c for c in chains(morphs[: chain.first]) if c.last == chain.first - 1]
    return bool(before) and is_speech(before[0], None, morphs[: chain.first])


# Round 122: the nouns of talk 하 makes the speaker's telling ("다른 이야기는 하지 않겠습니다").
_TALK_NOUNS: Final = frozenset({"이야기", "얘기", "말", "말씀"})


def _talk_not_had(morphs: Sequence[Morph], chain: Chain) -> bool:
    """``다른 이야기는 하지 않겠습니다``, ``긴 말은 하지 않을게요`` (round 122): 하 with a noun of
    talk as its object or topic straight before it (다른/긴/별다른 at most before the noun, at the
    sentence's start or after the speaker's own -고), negated with -지 않, with no -시- and no
    past - the speaker's telling, not done: how this message is told. "이야기를 했어요", "말씀을
    하시면", "운동 이야기는 하지 않겠습니다" (a topic named) keep their reasons."""
    if chain.stem != "하" or chain.auxiliaries != ("않",) or chain.first < 2:
        return False
    if any(e.tag == "EP" and e.form not in {"겠"} for e in chain.endings):
        return False
    if (chain.endings[0].form, chain.endings[0].tag) != ("지", "EC"):
        return False
    particle, noun = morphs[chain.first - 1], morphs[chain.first - 2]
    if particle.form not in {"을", "를", "은", "는", "도"} or noun.form not in _TALK_NOUNS:
        return False
    at = chain.first - 3
    if at >= 0 and morphs[at].form in {"다른", "긴", "별다른"}:
        at -= 1
    elif at >= 1 and morphs[at].form == "ᆫ" and morphs[at - 1].form == "길":
        at -= 2  # "긴 말은" as 길/VA ᆫ/ETM
    if at < 0 or morphs[at].tag in {"SF", "SP"}:
        return True
    return (morphs[at].form, morphs[at].tag) == ("고", "EC")


def is_speech(chain: Chain, following: Chain | None, morphs: Sequence[Morph] = ()) -> bool:
    """The speaker's own speech act (or a speech idiom chained into one)."""
    if morphs and _adds_a_thing(morphs, chain):
        return False
    if chain.stem in classes.SPEECH_PREDICATES or chain.stem.endswith("드리"):
        return True
    if morphs and _talk_not_had(morphs, chain):
        return True
    if morphs and (_opens_speech(morphs, chain) or _passes_on_after_speech(morphs, chain)):
        return True
    if _speech_passive(chain) or (morphs and message_passive(morphs, chain)):
        return True
    if morphs and _moves_along_message(morphs, chain):
        return True
    if "드리" in chain.auxiliaries:
        return humble_presenting(morphs, chain)
    if morphs and (_offers_speech(morphs, chain) or frames_message(morphs, chain)):
        return True
    if morphs and _leaves_note(morphs, chain):
        return True
    if morphs and _composing_split(morphs, chain):
        return True
    if morphs and adds_explanation(morphs, chain):
        return True
    if morphs and _adds_alongside(morphs, chain):
        return True
    serial = chain.last_ending is not None and chain.last_ending.form in SERIAL_ENDINGS
    return (
        chain.stem in classes.SPEECH_IDIOM_VERBS
        and serial
        and _chained(morphs, chain, following)
        and following is not None
        and is_speech(following, None, morphs)
    )


def adds_explanation(morphs: Sequence[Morph], chain: Chain) -> bool:
    """``근거를 붙이면``, ``설명을 곁들이면`` (lead probe gaps, set 2): a verb of attaching
    (``ADDING_VERBS``) with an explanation of the message as its object
    (``EXPLANATION_NOUNS``) is the speaker adding it to the telling, as 덧붙이 is - plain, with
    no auxiliary but the humble 드리 ("근거를 붙여 드리면"), no -시- and no past; the object
    may stand before a manner adverb ("이유를 짧게 곁들이자면"). Another object ("샐러드를
    곁들이면"), no object, the reader's -시- or the past keep the verb an ordinary one."""
    if chain.stem not in classes.ADDING_VERBS or set(chain.auxiliaries) - {"드리"}:
        return False
    if any(e.tag == "EP" for e in chain.endings):
        return False
    given = object_of(morphs, chain) or _manner_skipped_object(morphs, chain)
    return given is not None and given.form in classes.EXPLANATION_NOUNS


_WHY_ADVERBS: Final = frozenset({"왜", "어째서"})
_SO_STEMS: Final = frozenset({"그렇", "그러하"})


def asks_why_to_tell(morphs: Sequence[Morph], chain: Chain, following: Chain | None) -> bool:
    """``왜 그런지 말씀드리면, [[A:01]].`` (lead probe gaps, set 2): the indirect question
    "why it is so" - 왜/어째서 straight before 그렇/그러하 in -ㄴ지 (present, no auxiliary),
    opening its sentence, with at most 를 and adverbs after it - as the object of the speaker's
    present telling (no -시-, no past) names the reason the slot's issued sentence is, as
    "이유를 말씀드리면" does. Only on a slot whose issued sentence is itself a reason
    (``REASON_SLOTS``, the caller's test, as round 8's reason nouns); the reader addressed
    ("왜 그런지 아시죠"), a past ("왜 그랬는지") or another clause stay claims."""
    if chain.stem not in _SO_STEMS or chain.auxiliaries or chain.first < 1:
        return False
    if [(e.form, e.tag) for e in chain.endings] not in ([("ᆫ지", "EC")], [("은지", "EC")]):
        return False
    why = morphs[chain.first - 1]
    if why.tag != "MAG" or why.form not in _WHY_ADVERBS:
        return False
    opening = chain.first - 1
    if opening > 0 and morphs[opening - 1].tag not in {"SF", "SP"}:
        return False
    if any(m.form == PLACEHOLDER_MARK for m in morphs[:opening]):
        return False
    if following is None:
        return False
    between = morphs[chain.last + 1 : following.first]
    if following.noun:
        between = between[:-1]  # "말씀/NNG 드리": the speech noun belongs to the act
    if between and (between[0].form, between[0].tag) == ("를", "JKO"):
        between = between[1:]
    if any(m.tag != "MAG" for m in between):
        return False  # only adverbs of the telling between ("차근차근", "간단히")
    if any(e.tag == "EP" for e in following.endings):
        return False
    return is_speech(following, None, morphs)


# Session 22 (the lead's probe, fail-open: "채소를 덧붙이면, [[P:01]]." passed): the adding
# verbs that also add things of the world (덧붙이, 보태, 얹) are the speaker's telling only
# with nothing or the message's own material as object ("한마디 덧붙이면", "설명을 덧붙이면");
# with a thing of the world as object ("채소를 덧붙이면", "유산소를 보태면") they are advice.
_WORLDLY_ADDING_VERBS: Final = frozenset({"덧붙이", "보태", "얹"})
# The message's own parts an adding verb may take besides the discourse and speech nouns: a
# comment, the basis of the judgment, the rest of the message, a note (fx26-0099, fx9-0053,
# x49-025 in the tunable halves).
_ADDED_MESSAGE_PARTS: Final = frozenset(
    {"코멘트", "바탕", "나머지", "메모", "사족", "첨언", "덧말"}
)


def _adds_a_thing(morphs: Sequence[Morph], chain: Chain) -> bool:
    """An adding verb whose object is not the message's own material."""
    if chain.stem not in _WORLDLY_ADDING_VERBS:
        return False
    added = object_of(morphs, chain) or _manner_skipped_object(morphs, chain)
    message = (
        classes.DISCOURSE_NOUNS
        | classes.SPEECH_OBJECT_NOUNS
        | classes.EXPLANATION_NOUNS
        | _ADDED_MESSAGE_PARTS
    )
    return added is not None and added.tag.startswith("NN") and added.form not in message


def _adds_alongside(morphs: Sequence[Morph], chain: Chain) -> bool:
    """``참고 삼아 곁들이면, [[P:01]].``, ``혹시나 해서 곁들이자면, [[P:01]].`` (round 118):
    곁들이 - adding on the side - is the speaker adding to this message, as 덧붙이 is, only
    bare: no object but the message's own material ("말씀을 곁들이면"), nothing straight
    before it but the start, a comma, an adverb, a connective ending ("참고 삼아", "혹시나
    해서") or that object, no -시-, past or auxiliary, in -면/-자면 and straight before the
    issued sentence (a comma between at most). With a thing of the world ("채소를 곁들이면",
    "채소 곁들이면", "국에 곁들이면", "반찬으로 곁들이면") or with 함께/같이 ("같이 곁들이면")
    it is eating advice; with -시- ("곁들여 드시면") the reader's act; before another
    predicate ("곁들이면 좋아요") an outcome."""
    if chain.stem != "곁들이" or chain.auxiliaries or chain.noun:
        return False
    if [e.form for e in chain.endings] not in (["면"], ["으면"], ["자면"]):
        return False
    added = object_of(morphs, chain)
    message = classes.DISCOURSE_NOUNS | classes.SPEECH_OBJECT_NOUNS
    if added is not None and added.form not in message:
        return False
    before = morphs[chain.first - 1] if chain.first > 0 else None
    if before is not None and before.tag not in {"SP", "MAG", "EC", "JKO"}:
        return False  # "채소 곁들이면", "국에 곁들이면", "반찬으로 곁들이면": the world's
    if before is not None and before.form in {"함께", "같이"}:
        return False  # "같이 곁들이면": eaten together
    after = morphs[chain.last + 1 : chain.last + 3]
    if after[:1] and after[0].tag == "SP":
        after = after[1:]
    return bool(after) and after[0].form == PLACEHOLDER_MARK


_COMPOSING_SPLIT_PARTICLES: Final = frozenset({("부터", "JX"), ("을", "JKO"), ("를", "JKO")})


def _composing_split(morphs: Sequence[Morph], chain: Chain) -> bool:
    """``정리부터 하면``, ``요약을 하면`` (round 90): a verb of composing the message
    (``COMPOSING_PREDICATES``) split by 부터 or its object particle into its noun and the bare
    light verb 하다 is the same telling as ``정리하면``: 하 (no auxiliary, no pre-final ending)
    in -면/-자면, the noun opening the slot or after adverbs only, and then a comma and an
    issued sentence. Someone's material before the noun ("식단 정리를 하면"), another noun
    ("운동부터 하면"), the honorific or the past, or anything but an issued sentence after it
    stay what they were."""
    if chain.stem != "하" or chain.tag != "VV" or chain.auxiliaries or chain.first < 2:
        return False
    if len(chain.endings) != 1 or chain.endings[0].form not in {"면", "자면"}:
        return False
    particle, noun = morphs[chain.first - 1], morphs[chain.first - 2]
    if (particle.form, particle.tag) not in _COMPOSING_SPLIT_PARTICLES:
        return False
    if noun.tag != "NNG" or noun.form + "하" not in classes.COMPOSING_PREDICATES:
        return False
    if any(m.tag != "MAG" or m.form in {"안", "못"} for m in morphs[: chain.first - 2]):
        return False  # a word before the noun, or a negator ("안 정리를 하면")
    after = morphs[chain.last + 1 : chain.last + 3]
    return (
        len(after) == 2
        and (after[0].form, after[0].tag) == (",", "SP")
        and after[1].form == PLACEHOLDER_MARK
    )


def _slot_own_any() -> frozenset[str]:
    """Every slot's own heading words ("근거를 덧붙여 드릴게요" on the rationale)."""
    return frozenset().union(*classes.SLOT_OWN_TERMS.values())


def humble_presenting(morphs: Sequence[Morph], chain: Chain) -> bool:
    """A humble auxiliary 드리 after a verb of saying, presenting or laying out the message
    ("전해 드릴게요", "정리해 드리면", "펼쳐 보여 드리겠습니다"). After any other verb it
    offers an action ("가볍게 해 드릴게요", "줄여 드리겠습니다", "확인해 드릴게요"): a plan
    change or a promise in speech form. An editing verb counts only with the message's own
    material as object ("말을 줄여 드리면"); Kiwi splits 안내드리 as 안 + 내."""
    if chain.stem in classes.TWO_WAY_SPEECH_VERBS and morphs:
        given = object_of(morphs, chain)  # "힘을 보태 드릴게요", "긴장을 풀어 드리면"
        message = classes.DISCOURSE_NOUNS | classes.SPEECH_OBJECT_NOUNS
        return given is None or given.form in message or given.form in _slot_own_any()
    if chain.stem in _SPEAKING_STEMS:
        return True
    if chain.stem in classes.HUMBLE_PRESENTING_VERBS:
        return True
    if morphs and adds_explanation(morphs, chain):
        return True  # "근거를 붙여 드리면": an explanation added to the telling
    if chain.stem.endswith("하") and chain.noun in classes.COMMUNICATION_NOUNS:
        return True  # "전달해 드릴게요", "공유해 드리면"
    if not morphs:
        return False
    before = morphs[chain.first - 1] if chain.first > 0 else None
    if chain.stem == "내" and before is not None and before.form == "안":
        return True
    if _offers_speech(morphs, chain):
        return True  # "응원의 마음을 보내 드립니다": sending a feeling, not content
    if chain.stem in classes.MESSAGE_EDIT_VERBS | classes.SPEECH_IDIOM_VERBS:
        edited = object_of(morphs, chain)
        message = classes.DISCOURSE_NOUNS | classes.SPEECH_OBJECT_NOUNS
        if edited is None and _telling_cut_short(morphs, chain):
            return True  # "짧게 줄여 드립니다. [[P:01]]." (round 123): this telling shortened
        return edited is not None and edited.form in message
    return False


def _telling_cut_short(morphs: Sequence[Morph], chain: Chain) -> bool:
    """``짧게 줄여 드립니다. [[P:01]].``, ``읽으시기 편하게 짧게 줄여 드리면, [[P:01]]``
    (round 123): 줄이 with the humble 드리 alone, straight after 짧게 that opens its clause
    (or follows a purpose or reading-ease clause, judged on its own), in a present final or
    -면 with no pre-final ending, and an issued sentence straight after - what is cut short is
    the telling that follows, as in round 87's "짧게 줄이면". An object ("운동 시간을"), another
    adverb ("조금 더"), the past or a coming promise (드렸어요, 드릴게요), or nothing issued
    straight after ("[[P:01]]. 짧게 줄여 드립니다.") keep 줄여 드리 an action offered."""
    if chain.stem != "줄이" or tuple(chain.auxiliaries) != ("드리",) or chain.first < 2:
        return False
    if any(e.tag == "EP" for e in chain.endings):
        return False
    last = chain.last_ending
    if last is None or not (
        (last.tag == "EF" and last.form in _PRESENT_HUMBLE_FINALS)
        or (last.tag == "EC" and last.form in {"면", "으면"})
    ):
        return False
    if (morphs[chain.first - 1].form, morphs[chain.first - 1].tag) != ("게", "EC"):
        return False
    if (morphs[chain.first - 2].form, morphs[chain.first - 2].tag) != ("짧", "VA"):
        return False
    if _window_start(morphs, chain.first - 2) != chain.first - 2:
        return False
    after = morphs[chain.last + 1 : chain.last + 3]
    return len(after) == 2 and after[0].tag in {"SF", "SP"} and after[1].form == PLACEHOLDER_MARK


# Present finals of a humble telling ("드립니다", "드려요").
_PRESENT_HUMBLE_FINALS: Final = frozenset({"ᆸ니다", "습니다", "어요", "아요", "요"})


def offers_action(morphs: Sequence[Morph], chain: Chain) -> bool:
    """A humble 드리 that gives the reader something other than speech: after a verb that
    is not one of saying ("해 드릴게요", "바꿔 드리면") or with a noun that is not speech
    ("도움 드릴게요", "도움을 드리면"). Negated it only sets a manner ("부담 드리지 않게")."""
    if "드리" in chain.auxiliaries:
        return not humble_presenting(morphs, chain)
    if chain.stem != "드리" or any(aux in NEGATORS for aux in chain.auxiliaries):
        return False
    given = chain.noun
    if not given:
        offered = object_of(morphs, chain)
        given = offered.form if offered is not None else ""
    if not given:
        return False
    speech = (
        classes.SPEECH_OBJECT_NOUNS
        | classes.COMMUNICATION_NOUNS
        | classes.HUMBLE_GIVEN_NOUNS
        | classes.DISCOURSE_NOUNS
    )
    return given not in speech and f"{given}드리" not in classes.REQUEST_PREDICATES


def congratulates(morphs: Sequence[Morph], chain: Chain) -> bool:
    """Congratulating or praising ("축하드립니다", "축하해요", "경하드립니다", "박수를
    보냅니다", "축하의 마음을 전합니다"): the act presupposes an achievement."""
    if chain.noun in classes.CONGRATULATION_NOUNS:
        return True
    start = max(0, chain.first - 4)
    for cursor in range(chain.first - 1, start - 1, -1):
        morph = morphs[cursor]
        if morph.tag in {"SF", "SP", "SW", "EC", "EF"}:
            return False
        if morph.tag in NOUNS and morph.form in classes.CONGRATULATION_NOUNS:
            return True
    return False


def repeats_earlier_speech(morphs: Sequence[Morph], chain: Chain) -> bool:
    """``다시 말씀드리지만``, ``늘 말씀드리듯``, ``말씀드리다시피``: the speaker's saying as a
    reference back to an earlier telling (a repetition or habit adverb with a concessive
    or comparative ending, or -다시피). "다시 말씀드리면" restates and is not one."""
    last = chain.last_ending
    if last is None:
        return False
    head = _head_after(morphs, chain)
    pointing = last.tag == "ETM" and head is not None and head.form in REFERENCE_HEADS
    if last.form not in classes.BACK_REFERENCE_ENDINGS and not pointing:
        return False  # "늘 말씀드리는 대로" points back like "늘 말씀드리듯"
    if last.form == "다시피":
        return True
    cursor = chain.first - 1
    if cursor >= 0 and chain.noun and morphs[cursor].form == chain.noun:
        cursor -= 1  # "다시 말씀드리지만": 말씀 belongs to the chain
    while cursor >= 0 and morphs[cursor].tag in {"MAG", "SP"}:
        if morphs[cursor].tag == "MAG" and morphs[cursor].form in classes.REPETITION_ADVERBS:
            return True
        cursor -= 1
    return False


def _recipient(morphs: Sequence[Morph], chain: Chain) -> Morph | None:
    """The person a speech act is addressed to ("회원님께", "고객에게"), if named."""
    start = max(0, chain.first - 6)
    for cursor in range(chain.first - 1, start - 1, -1):
        morph = morphs[cursor]
        if morph.tag in {"SF", "SW"}:
            return None
        if morph.tag == "JKB" and morph.form in RECIPIENT_PARTICLES:
            noun = cursor - 1
            if noun >= 0 and morphs[noun].form == "님":
                noun -= 1
            if noun >= 1 and morphs[noun].form == "여러분" and morphs[noun - 1].tag == "NNG":
                # "회원 여러분께" (round 64): the plural address names its person noun as
                # "회원님께" does; a bare "여러분께" names nobody and stays someone else.
                noun -= 1
            return morphs[noun] if noun >= 0 else None
    return None


def addressed_elsewhere(morphs: Sequence[Morph], chain: Chain, slot_id: str) -> bool:
    """A speech act toward someone who is not this surface's reader: a delivery claim."""
    recipient = _recipient(morphs, chain)
    if recipient is None:
        return False
    readers = classes.READERS.get(slot_id.split(".")[0], frozenset())
    return recipient.form not in readers


def _past(chain: Chain) -> bool:
    return any(e.tag == "EP" and e.form in PAST_ENDINGS for e in chain.endings)


def _written_out(morphs: Sequence[Morph], chain: Chain) -> bool:
    """``편하게 읽히도록 풀어 썼습니다``, ``옮겨 썼습니다`` (round 71): the writing verb 쓰 after
    a speech or composing verb in the serial -어/-아 is the speaker writing this message out
    in that manner. 쓰 alone in the past ("썼습니다") may be using, spending or wearing, and
    stays a past act."""
    if chain.stem != "쓰" or chain.first < 2:
        return False
    serial = morphs[chain.first - 1]
    if serial.tag != "EC" or serial.form not in {"어", "아"}:
        return False
    verb = next((c for c in chains(morphs) if c.last == chain.first - 1), None)
    negated = (
        verb is not None
        and verb.first > 0
        and (morphs[verb.first - 1].form, morphs[verb.first - 1].tag)
        in {("안", "MAG"), ("못", "MAG")}
    )  # "안 풀어 썼습니다", "못 옮겨 썼어요": what was not written is no composing shown
    return (
        verb is not None
        and not negated
        and len(verb.endings) == 1
        and not verb.auxiliaries
        and (verb.stem in classes.SPEECH_PREDICATES or verb.stem in classes.COMPOSING_PREDICATES)
    )


# Round 72: the negations of a predicate - 안/못 straight before it, or -지 않/못/말 after it.
_NEGATING_ADVERBS: Final = frozenset({("안", "MAG"), ("못", "MAG")})
_NEGATING_AUXILIARIES: Final = frozenset({"않", "못", "말"})


def _negated(morphs: Sequence[Morph], chain: Chain) -> bool:
    """``못 적었습니다``, ``안 정리했습니다``, ``정리하지 않았습니다`` (round 72): the predicate
    under a negation - 안/못 before it (straight, or with adverbs and -게 manners between:
    "못 다 적었습니다", "안 짧게 정리했습니다" - round 73) or a -지 negator among its
    auxiliaries."""
    if _NEGATING_AUXILIARIES & set(chain.auxiliaries):
        return True
    return any(m.form in {"안", "못"} for m in _adverbs_before(morphs, chain))


def _adverbs_before(morphs: Sequence[Morph], chain: Chain) -> list[Morph]:
    """The adverbs (MAG) of the run straight before ``chain`` - adverbs and -게 manners (짧/VA
    게, 간단/XR 하/XSA 게, 보/VV 기/ETN 쉽/VA 게), through a serial verb in -어/-아 before it
    ("안 옮겨 적었습니다") - nearest first (round 73): what colours, negates or dates it."""
    found: list[Morph] = []
    cursor = chain.first - 1
    for _ in range(6):
        if cursor < 0:
            break
        morph = morphs[cursor]
        if morph.tag == "MAG":
            found.append(morph)
            cursor -= 1
        elif morph.tag == "EC" and morph.form == "게" and cursor >= 1:
            cursor -= 2 if morphs[cursor - 1].tag == "VA" else 3
            if cursor >= 1 and morphs[cursor].tag == "ETN" and morphs[cursor - 1].tag == "VV":
                cursor -= 2
        elif morph.tag == "EC" and morph.form in {"어", "아"}:
            serial = next((c for c in chains(morphs) if c.last == cursor), None)
            if serial is None or serial.first >= chain.first:
                break
            cursor = serial.first - 1
        else:
            break
    return found


def _beforehand(morphs: Sequence[Morph], chain: Chain) -> bool:
    """``미리 정리했습니다``, ``안내만 미리 적었습니다`` (round 73): 미리 in the composing
    verb's clause dates it before this message - an earlier act, not the message composing
    itself."""
    clause = morphs[_window_start(morphs, chain.first) : chain.first]
    return any(m.tag == "MAG" and m.form == "미리" for m in clause)


_COMPOSING_SELVES: Final = SPEAKER_SELF | frozenset({"저희"})


def _composed_here(morphs: Sequence[Morph], chain: Chain) -> bool:
    composing = chain.stem in classes.COMPOSING_PREDICATES or _written_out(morphs, chain)
    if not composing or "드리" in chain.auxiliaries:
        return False
    # Round 72: what was not composed ("못 적었습니다", "안 정리했습니다", "정리하지
    # 않았습니다") is no composing shown - a statement of what was (not) done, a past act.
    if _negated(morphs, chain):
        return False
    if _beforehand(morphs, chain):
        return False
    last = chain.last_ending
    if last is None or last.tag != "EF":
        return False
    # Only the message's own material in its clause: "트레이너가 내용을 정리했습니다", "요점은
    # 코치님과 함께 정리했어요", "일정은 아래에 적어 두었어요" report someone else's act or
    # another record (round 15, found probing) - past the speaker naming itself as the one
    # who composed it ("저는 이렇게 정리해 보았어요", "제가 …": round 86), or (round 98) as the
    # humble plural 저희 - it never takes in the reader, and what it composed is this message
    # ("저희가 순서대로 정리했습니다. [[A:01]]."); a telling stays the speaker's alone.
    start = _speaker_opener(
        morphs, _window_start(morphs, chain.first), frozenset({"는", "가"}), _COMPOSING_SELVES
    )
    return _only_message_material(morphs[start : chain.first])[0]


def _past_desire(morphs: Sequence[Morph], chain: Chain) -> bool:
    """``짚어 두고 싶었습니다``: the past sits on the desire 싶, not on the speech act — the
    polite way of saying what the speaker wants to say now, in a final ending only
    ("말씀드리고 싶었지만" leads into something else and stays a past act)."""
    last = chain.last_ending
    if "싶" not in chain.auxiliaries or last is None or last.tag != "EF":
        return False
    pasts = [
        i
        for i in range(chain.first, chain.last + 1)
        if morphs[i].tag == "EP" and morphs[i].form in PAST_ENDINGS
    ]
    return bool(pasts) and all(morphs[i - 1].form == "싶" for i in pasts)


def _reports_earlier_speech(morphs: Sequence[Morph], chain: Chain) -> bool:
    """A speech act in the past ("알려 드렸습니다", "안내해 드린 것처럼"): a delivery claim.

    Composing this message in the past ("정리해 봤어요") is not one: the result is the
    message itself, unless it points back at an earlier one ("정리해 드린 대로")."""
    if _past(chain) and not _composed_here(morphs, chain) and not _past_desire(morphs, chain):
        return True
    last = chain.last_ending
    head = _head_after(morphs, chain)
    return (
        last is not None
        and last.tag == "ETM"
        and last.form in PAST_MODIFIERS
        and head is not None
        and head.form in REFERENCE_HEADS
    )


def _before_presenting_manner(morphs: Sequence[Morph], cursor: int) -> int:
    """The index before a run ending at ``cursor`` of -히 adverbs of the presenting manner
    adjectives ("여기까지 차분히 정리해 드렸습니다", "이상으로 간단히 안내드렸습니다" -
    round 38), their bare -게 and the -히 adverbs of laying the message out (나란히,
    가지런히 - round 50): how this message was put, nothing else. Another adverb ("다시", "분명히",
    "이미") ends the run and keeps the standing reading."""
    while cursor >= 0:
        morph = morphs[cursor]
        if morph.tag == "EC" and morph.form == "게":
            # Round 50: the same adjectives in a bare -게 ("이상으로 짧게 정리해 드렸습니다",
            # "간단하게"): Kiwi's 짧/VA 게 or 간단/XR 하/XSA 게
            before = morphs[cursor - 1] if cursor >= 1 else None
            if before is not None and before.tag == "VA":
                if before.form not in classes.PRESENTING_MANNER_ADJECTIVES:
                    break
                cursor -= 2
                continue
            root = morphs[cursor - 2] if cursor >= 2 else None
            if before is None or before.form != "하" or before.tag != "XSA" or root is None:
                break
            if f"{root.form}하" not in classes.PRESENTING_MANNER_ADJECTIVES:
                break
            cursor -= 3
            continue
        if morph.tag != "MAG" or not morph.form.endswith("히"):
            break
        manner = f"{morph.form[:-1]}하" in classes.PRESENTING_MANNER_ADJECTIVES
        if not manner and morph.form not in classes.LAYOUT_MANNER_ADVERBS:
            break
        cursor -= 1
    return cursor


def _composed_like_this(morphs: Sequence[Morph], chain: Chain) -> bool:
    """``이렇게 정리해 드렸습니다`` closing the text (round 34): a verb of composing this
    message (``COMPOSING_PREDICATES``; 드리 and 보 its only auxiliaries, no -시-) whose whole
    sentence before it is 이렇게 - "like this", the issued sentences just given. A recipient,
    an object, a time or any other word in the sentence ("이렇게 고객님께 정리해 드렸습니다",
    "어제 이렇게 …"), a speech or sending verb ("이렇게 전해 드렸습니다") keep it a past
    telling; ``closes_here``'s own conditions (after the last issued sentence, a final ending,
    the customer's surfaces) still hold."""
    if chain.stem not in classes.COMPOSING_PREDICATES or chain.noun not in {"", chain.stem[:-1]}:
        return False
    if not set(chain.auxiliaries) <= {"드리", "보"} or "드리" not in chain.auxiliaries:
        return False
    if any(e.tag == "EP" and e.form in {"시", "으시"} for e in chain.endings):
        return False
    start = _before_presenting_manner(morphs, chain.first - 1) - 1
    if start < 1 or morphs[start].form != "이렇" or not morphs[start].tag.startswith("VA"):
        return False
    if morphs[start + 1].form != "게":
        return False
    boundary = morphs[start - 1]
    return boundary.tag in {"SF", "SP"} or boundary.form == PLACEHOLDER_MARK


# Round 51: the verbs a closing may tell, compose or add this message with when no extent
# names it - the reader's humble 드리 on them is required below.
_CLOSING_ADDING: Final = frozenset({"덧붙이", "보태"})
_CLOSING_SENDING: Final = frozenset({"전하", "전달", "전달하", "전송", "전송하", "발송", "발송하"})


def _told_like_this_or_in_manner(morphs: Sequence[Morph], chain: Chain) -> bool:
    """``[[P:01]]. 이렇게 안내해 드렸어요``, ``[[A:01]]. 짧게나마 덧붙여 드렸어요`` closing the
    customer's text (round 51): the speaker's telling, composing or adding to the reader (the
    humble 드리, no -시-) whose whole sentence before it is 이렇게 - "like this", the issued
    sentences just given, as 여기까지 names them - and/or a run of the presenting-manner words
    (``_before_presenting_manner``; a concessive 나마 on the last: "짧게나마"). The bare verb
    ("말씀드렸습니다"), a sending verb ("이렇게 전해 드렸습니다", as round 34 left it), a time,
    a recipient, an object, 다시 or any other word keep it a past telling; ``closes_here``'s
    own conditions (after the last issued sentence, a final ending, the customer's surfaces)
    still hold."""
    told = (chain.stem == "드리" and bool(chain.noun)) or chain.stem in classes.CLOSING_TELLING
    verb = told or chain.stem in classes.COMPOSING_PREDICATES or chain.stem in _CLOSING_ADDING
    if chain.stem in _CLOSING_SENDING or chain.noun in _CLOSING_SENDING:
        return False  # "이렇게 전해 드렸습니다": sending, left out as round 34 left it
    if not verb or (chain.stem != "드리" and "드리" not in chain.auxiliaries):
        return False
    if any(e.tag == "EP" and e.form in {"시", "으시"} for e in chain.endings):
        return False
    cursor = chain.first - 1
    if chain.stem == "드리" and cursor >= 0 and morphs[cursor].tag in NOUNS:
        cursor -= 1  # "말씀/NNG 드리": the speech noun belongs to the act
    cursor = _composed_into_telling(morphs, chain, cursor)  # "이렇게 정리해 말씀드렸어요"
    if cursor >= 1 and (morphs[cursor].tag, morphs[cursor].form) == ("JX", "나마"):
        softened = morphs[cursor - 1]
        if not (softened.form == "게" or softened.form.endswith("히")):
            return False
        cursor -= 1  # "짧게나마": "if only briefly", the manner conceded
    before = _before_presenting_manner(morphs, cursor)
    manner = before < cursor
    like_this = (
        before >= 1
        and (morphs[before].tag, morphs[before].form) == ("EC", "게")
        and morphs[before - 1].form == "이렇"
        and morphs[before - 1].tag.startswith("VA")
    )
    if like_this:
        before -= 2
    elif before >= 0 and (morphs[before].tag, morphs[before].form) == ("MAG", "이렇게"):
        like_this, before = True, before - 1  # Kiwi's one adverb 이렇게 after two tokens
    if not (manner or like_this) or before < 0:
        return False
    boundary = morphs[before]
    return boundary.tag in {"SF", "SP"} or boundary.form == PLACEHOLDER_MARK


def _in_order_alone(morphs: Sequence[Morph], cursor: int) -> bool:
    """``순서대로``/``차례대로``/``차례로`` ending at ``cursor`` as the whole sentence before
    the speaker's act (round 44): the order the issued sentences were just told in. A time,
    a recipient, a subject or any other word before it ("어제 순서대로 …", "고객님께 …")
    keeps it a past telling. Round 101: the proximal determiner 이 before the noun ("이
    순서로 말씀드렸어요") points at the issued sentences just given, as 이렇게 does (round 51);
    any other determiner ("그 순서로", "원래 순서로") stays out."""
    if cursor < 2 or morphs[cursor].form not in {"대로", "로"}:
        return False
    if morphs[cursor - 1].tag not in NOUNS or morphs[cursor - 1].form not in {"순서", "차례"}:
        return False
    boundary = morphs[cursor - 2]
    if (boundary.tag, boundary.form) == ("MM", "이") and cursor >= 3:
        boundary = morphs[cursor - 3]  # "이 순서로": this order, the one just told
    return boundary.tag in {"SF", "SP"} or boundary.form == PLACEHOLDER_MARK


def _composed_into_telling(morphs: Sequence[Morph], chain: Chain, cursor: int) -> int:
    """Round 129: ``[[P:01]]. 이상으로 정리해 말씀드렸습니다`` - the index before a verb of
    composing this message (정리하, 요약하, 간추리, ...; ``COMPOSING_PREDICATES``) in -어 with no
    auxiliary, no pre-final ending and no object, ending at ``cursor`` straight before a
    closing telling with its speech noun (말씀드리, 안내드리): the telling just finished, told
    summed up - the same closing as the telling alone. Anything else leaves ``cursor``."""
    if not (chain.stem == "드리" and chain.noun) or cursor < 1:
        return cursor
    if morphs[cursor].tag != "EC" or morphs[cursor].form not in {"어", "아", "여"}:
        return cursor
    composing = next((c for c in chains(morphs) if c.last == cursor), None)
    if composing is None or composing.stem not in classes.COMPOSING_PREDICATES:
        return cursor
    if composing.auxiliaries or len(composing.endings) != 1:
        return cursor
    before = composing.first - 1
    if before >= 0 and morphs[before].tag == "JKO":
        return cursor  # "이상으로 내용을 정리해 말씀드렸습니다": an object keeps it as it was
    return before


def closes_here(morphs: Sequence[Morph], chain: Chain) -> bool:
    """``[[P:01]]. 여기까지 안내드렸습니다``: the speaker's speech act in the past, in a final
    ending, whose only complement is the extent of this message (여기까지, 이상으로) — it
    closes this message, after its last issued sentence (on the customer's surfaces only:
    on an operator card it may report a delivery). Anything else before the extent
    ("어제 여기까지 …"), a placeholder after it, or a modifier ending ("여기까지 안내드렸던
    내용") keeps it a past telling."""
    last = chain.last_ending
    if not _past(chain) or last is None or last.tag != "EF":
        return False
    if _negated(morphs, chain):
        return False  # "여기까지 말씀드리지 않았어요" (round 101): what was not told, no close
    if any(m.form == PLACEHOLDER_MARK for m in morphs[chain.last + 1 :]):
        return False
    if not any(m.form == PLACEHOLDER_MARK for m in morphs[: chain.first]):
        return False
    if _composed_like_this(morphs, chain):
        return True  # "[[P:01]]. 이렇게 정리해 드렸습니다.": the message just given, closed
    if _told_like_this_or_in_manner(morphs, chain):
        return True  # "[[P:01]]. 이렇게 안내해 드렸어요.", "짧게나마 덧붙여 드렸어요."
    cursor = chain.first - 1
    if chain.stem == "드리" and chain.noun and cursor >= 0 and morphs[cursor].tag in NOUNS:
        cursor -= 1  # "안내/NNG 드리": the speech noun belongs to the act
    cursor = _composed_into_telling(morphs, chain, cursor)  # "정리해 말씀드렸습니다" (round 129)
    cursor = _before_presenting_manner(morphs, cursor)
    if _in_order_alone(morphs, cursor):
        return True  # "[[P:01]]. [[A:01]]. 순서대로 말씀드렸습니다.": told in order, closed
    told = (chain.stem == "드리" and bool(chain.noun)) or chain.stem in classes.CLOSING_TELLING
    if (
        told
        and cursor >= 3
        and morphs[cursor].tag == "JKO"
        and morphs[cursor - 1].tag in NOUNS
        and morphs[cursor - 1].form in classes.CLOSING_PART_NOUNS
    ):
        # "이상으로 해석을 말씀드렸습니다" (round 44): the part of this message just told
        cursor = _before_presenting_manner(morphs, cursor - 2)
    if cursor < 2 or morphs[cursor].form not in classes.CLOSING_EXTENT_PARTICLES:
        return False
    extent, boundary = morphs[cursor - 1], morphs[cursor - 2]
    if extent.form == "것" and boundary.tag == "MM" and boundary.form == "이" and cursor >= 3:
        extent, boundary = Morph("이것", "NP"), morphs[cursor - 3]  # Kiwi's 이/MM 것/NNB
    return (
        extent.tag in NOUNS
        and extent.form in classes.CLOSING_EXTENT_NOUNS
        and (boundary.tag in {"SF", "SP"} or boundary.form == PLACEHOLDER_MARK)
    )


def _into_present_speech(morphs: Sequence[Morph], index: int, spoken: bool = False) -> bool:
    """The next chain, from ``index`` on, is the speaker's speech act, not in the past; only
    a speech noun may stand before it ("말씀/NNG 드리면") - or, with ``spoken``, a speech noun
    as its object ("말씀을 꺼내 보면", round 57)."""
    rest = morphs[index:]
    later = chains(rest)
    if not later:
        return False
    lead = rest[: later[0].first]
    if not (spoken and _speech_object(lead)) and not all(
        m.tag in NOUNS and m.form in classes.DISCOURSE_NOUNS for m in lead
    ):
        return False
    following = later[1] if len(later) > 1 else None
    return is_speech(later[0], following, rest) and not _past(later[0])


# Endings of purpose only ("so that"); -게 also says how, and stays manner before a token.
_PURPOSE_ONLY_ENDINGS: Final = frozenset({"도록", "게끔"})


def _accordingly(morphs: Sequence[Morph], chain: Chain) -> bool:
    """``그에 맞게``, ``이에 걸맞게`` (round 54): a verb of fitting in -게 after an anaphor
    and 에 - what follows is made to fit what came before, as ``그에 맞춰`` and ``그에 따라``
    are; "순서에 맞게" (a noun of the message's order) is not an anaphor."""
    if chain.stem not in classes.CONFORMING_VERBS or chain.first < 2:
        return False
    particle, pointer = morphs[chain.first - 1], morphs[chain.first - 2]
    return (
        particle.form == "에"
        and particle.tag == "JKB"
        and pointer.tag == "NP"
        and pointer.form in classes.ANAPHORS | {"거기", "여기"}
    )


# The message's own order as a noun ("아래 순서에 맞춰"), and what may stand before it: the slot's
# or a sentence's start, a pause, or a pointer into this message (아래, 위, 이).
_MESSAGE_ORDER_NOUNS: Final = frozenset({"순서", "차례"})
_BEFORE_MESSAGE_ORDER: Final = frozenset({"아래", "위", "이"})


def fits_message_order(morphs: Sequence[Morph], chain: Chain) -> bool:
    """``아래 순서에 맞춰 천천히, [[A:01]].`` (round 96): 맞추 in exactly -어 on the message's
    own order (순서/차례 + 에, alone or after 아래/위/이) says how the message is gone through,
    as ``순서에 맞게`` and ``순서대로`` do. Another order ("운동 순서에", "지난주 순서에"), an
    anaphor ("그에 맞춰"), a goal or record ("목표에 맞춰"), an auxiliary, -시-/the past, or
    straight before an issued sentence (the issued act made to follow it) stay refused."""
    endings = [(e.form, e.tag) for e in chain.endings]
    if chain.stem != "맞추" or endings != [("어", "EC")] or chain.auxiliaries:
        return False
    if chain.first < 2 or into_issued(morphs, chain.last + 1):
        return False
    particle, noun = morphs[chain.first - 1], morphs[chain.first - 2]
    if (particle.form, particle.tag) != ("에", "JKB") or noun.form not in _MESSAGE_ORDER_NOUNS:
        return False
    before = morphs[chain.first - 3] if chain.first >= 3 else None
    return (
        before is None
        or before.tag in {"SF", "SP"}
        or before.form == PLACEHOLDER_MARK
        or (before.form in _BEFORE_MESSAGE_ORDER and before.tag in {"NNG", "MM"})
    )


def into_issued(morphs: Sequence[Morph], index: int) -> bool:
    """Only a pause stands between ``index`` and the next issued sentence."""
    while index < len(morphs) and morphs[index].tag == "SP":
        index += 1
    return index < len(morphs) and morphs[index].form == PLACEHOLDER_MARK


def clear_manner_root(morphs: Sequence[Morph], index: int) -> bool:
    """``분명하게 적으면``: a clarity root (``CLARITY_ROOTS``) made an adjective in ``-게``
    that leads at once into the speaker's present speech act says how plainly the speaker
    puts it, as ``또렷하게`` does. Alone ("분명 [[P:01]]"), in ``-히`` ("분명히 말씀드리면"),
    before another verb or a past telling it keeps its class."""
    if morphs[index].form not in classes.CLARITY_ROOTS or index + 2 >= len(morphs):
        return False
    light, ending = morphs[index + 1], morphs[index + 2]
    if light.form != "하" or light.tag not in {"XSA", "XSV", "VV"}:
        return False
    if ending.form != "게" or ending.tag != "EC":
        return False
    return _into_present_speech(morphs, index + 3)


def clear_manner(morphs: Sequence[Morph], chain: Chain) -> bool:
    """The chain of ``clear_manner_root`` ("분명하/XSA 게"), judged the same way."""
    if chain.stem.removesuffix("하") not in classes.CLARITY_ROOTS or chain.stem == chain.noun:
        return False
    if chain.auxiliaries or any(e.tag == "EP" for e in chain.endings):
        return False
    return chain.first + 2 == chain.last and clear_manner_root(morphs, chain.first)


def _wish_on(morphs: Sequence[Morph], chain: Chain, following: Chain | None) -> bool:
    """``chain`` is the clause in ``-기`` (then only ``를``/``만``) that a present wish
    (``바라``, ``빌``, ``기원하``) takes as its object: "…기를 바랍니다", "…길 바라며"."""
    last = chain.last_ending
    if last is None or last.tag != "ETN" or last.form != "기" or following is None:
        return False
    if following.stem not in classes.WISH_STEMS or _past(following):
        return False
    between = morphs[chain.last + 1 : following.first]
    return all(m.tag in {"JKO", "JX"} for m in between)


def _ease_before(morphs: Sequence[Morph], chain: Chain) -> Chain | None:
    """The ease word in ``-게`` straight before ``chain`` ("수월하게 살펴보시길"), with nothing
    before it but the message's start, a pause, or a message noun as subject ("이 짧은 안내가
    편안하게 읽히기를")."""
    before = [c for c in chains(morphs[: chain.first]) if c.last == chain.first - 1]
    if not before:
        return None
    ease = before[0]
    last = ease.last_ending
    if ease.stem not in classes.WISHED_READING_EASE or last is None or last.form != "게":
        return None
    if ease.auxiliaries or any(e.tag == "EP" for e in ease.endings):
        return None
    if ease.first == 0 or morphs[ease.first - 1].tag in {"SF", "SP", "SW"}:
        return ease
    if ease.first >= 2 and morphs[ease.first - 1].tag == "JKS":
        subject = morphs[ease.first - 2]
        if subject.tag in NOUNS and subject.form in classes.DISCOURSE_NOUNS:
            return ease
    return None


def wished_reading(
    morphs: Sequence[Morph], chain: Chain, following: Chain | None, slot_id: str
) -> bool:
    """``수월하게 살펴보시길 바라며``, ``이 안내가 편안하게 읽히기를 바랍니다``: the speaker
    wishes the reading of this message goes easily - how it is read, in the present, with no
    object but the message. The ease word is required: "살펴보시길 바랍니다" alone asks the
    reader to act, and "통증을 살피시길 바랍니다" names something else to look at. The
    reader's own reading (``-시-``) only on the operator's cards: to the customer it stays a
    request to read (round 8's "천천히 읽어 주세요"); there only the message is read (읽히)."""
    if chain.stem not in classes.WISHED_READING_ACTS or chain.auxiliaries:
        return False
    honorific = any(e.tag == "EP" and e.form in HONORIFIC_ENDINGS for e in chain.endings)
    if any(e.tag == "EP" and e.form not in HONORIFIC_ENDINGS for e in chain.endings):
        return False
    if honorific and slot_id.split(".")[0] in CUSTOMER_SURFACES:
        return False
    return _wish_on(morphs, chain, following) and _ease_before(morphs, chain) is not None


def ease_of_wished_reading(morphs: Sequence[Morph], chain: Chain, slot_id: str) -> bool:
    """The ease word of ``wished_reading`` ("편안하게" in "안내가 편안하게 읽히기를")."""
    # The ease word ``_ease_before`` must find is this chain itself (it ends where the reading
    # starts and begins at ``chain.first``), so only an ease stem can pass: tested before the
    # rest of the analysis is chained again, for every chain of every slot.
    if chain.stem not in classes.WISHED_READING_EASE:
        return False
    later = chains(morphs[chain.last + 1 :])
    if len(later) < 2 or later[0].first != 0:
        return False
    offset = chain.last + 1
    reading, wish = (
        Chain(c.stem, c.tag, c.noun, c.auxiliaries, c.endings, c.first + offset, c.last + offset)
        for c in later[:2]
    )
    ease = _ease_before(morphs, reading)
    return (
        ease is not None
        and ease.first == chain.first
        and wished_reading(morphs, reading, wish, slot_id)
    )


def outcome_wish(morphs: Sequence[Morph], chain: Chain, following: Chain | None) -> bool:
    """``별일 아니길 바랍니다``, ``이 흐름 그대로 이어지길 바랍니다``: a wish whose object is
    not the reader's act (``-시-``, judged as the reader's predicate) nor this message being
    read (``wished_reading``) hopes for an outcome - the issued facts' import or what comes
    next. Greetings of well-being ("평안하시길 바랍니다") are the speaker's speech."""
    if not _wish_on(morphs, chain, following) or is_speech(chain, following, morphs):
        return False
    if any(e.tag == "EP" and e.form in HONORIFIC_ENDINGS for e in chain.endings):
        return False
    return chain.stem != "읽히"


def _speech_object(lead: Sequence[Morph]) -> bool:
    """``말씀을``, ``이야기를``: a noun of the telling and its object particle, nothing else."""
    return (
        len(lead) == 2
        and lead[0].tag in NOUNS
        and lead[0].form in classes.DISCOURSE_NOUNS | classes.SPEECH_OBJECT_NOUNS
        and lead[1].tag == "JKO"
    )


def softener_manner(morphs: Sequence[Morph], chain: Chain, following: Chain | None) -> bool:
    """``조심스럽게 말씀드리면``: the speaker's softener (not the reader's leave) as the
    manner of the speech act that follows it at once, in the present - with its speech noun
    bare or as its object ("조심스럽게 말씀을 꺼내 보면", round 57). Alone
    ("조심스럽게, [[P:01]]"), before another verb ("조심스럽게 운동하시면") or a past
    telling ("조심스럽게 말씀드렸듯이") it keeps its class."""
    last = chain.last_ending
    if following is None or chain.stem not in classes.SOFTENER_PREDICATES:
        return False
    spoken = _speech_object(morphs[chain.last + 1 : following.first])
    return (
        chain.stem not in classes.LEAVE_PREDICATES
        and last is not None
        and last.form == "게"
        and not any(e.tag == "EP" for e in chain.endings)
        and (spoken or _chained(morphs, chain, following))
        and _into_present_speech(morphs, chain.last + 1, spoken=spoken)
    )


def softener_adverb(morphs: Sequence[Morph], index: int) -> bool:
    """``조심스레 짚어 드리면`` (round 57): the adverb spelling of ``softener_manner``'s
    조심스럽게, straight before the speaker's present speech act (a bare speech noun may
    stand between). Alone, before another verb or a past telling it keeps its class."""
    morph = morphs[index]
    return (
        morph.tag == "MAG"
        and morph.form in classes.SOFTENER_ADVERBS
        and _into_present_speech(morphs, index + 1)
    )


def reading_ease(morphs: Sequence[Morph], chain: Chain) -> bool:
    """``보기 좋게 정리해 드리면``, ``읽기 좋게 옮겨 드릴게요``: a quality adjective saying
    only how easy the message is to read — straight after the reader's reading act in
    ``-기``, in ``-게`` with no pre-final ending, straight into the speaker's present speech
    act. "보기 좋은 변화", "보기 좋게 빠지셨어요", "먹기 좋게" keep their class."""
    last = chain.last_ending
    if chain.stem not in classes.READING_EASE_QUALITY or last is None or last.form != "게":
        return False
    if any(e.tag == "EP" for e in chain.endings) or chain.first == 0:
        return False
    before = [c for c in chains(morphs[: chain.first]) if c.last == chain.first - 1]
    argument = bool(before) and before[0].first > 0
    if argument:
        previous = morphs[before[0].first - 1]
        if previous.tag.startswith("J") or previous.tag in NOUNS:
            return False  # "몸이 보기 좋게", "몸을 보기 좋게": something else is looked at
    reading = (
        bool(before)
        and before[0].stem in classes.READER_ACTS
        and before[0].last_ending is not None
        and before[0].last_ending.form == "기"
        and before[0].last_ending.tag == "ETN"
    )
    return reading and _into_present_speech(morphs, chain.last + 1)


def coordinated_manner(morphs: Sequence[Morph], chain: Chain, following: Chain | None) -> bool:
    """``짧고 편안하게 적어 드릴게요``: a plain adjective in ``-고`` coordinated with a manner
    adjective in ``-게`` that leads at once into the speaker's present speech act — both
    say how the speaker puts it. Round 127: the ``-게`` word may be a clarity root
    (``clear_manner``: "짧고 분명하게 전해 드릴게요"), judged as it is alone. With a
    subject ("몸이 가볍고"), -시- or the past, an evaluative adjective, or no speech act
    after the ``-게`` word it keeps its class."""
    last = chain.last_ending
    if chain.tag not in {"VA", "XSA"} or last is None or last.form != "고":
        return False
    if any(e.tag == "EP" for e in chain.endings) or chain.auxiliaries:
        return False
    if chain.stem not in classes.PRESENTING_MANNER_ADJECTIVES:
        return False
    if following is None or following.first != chain.last + 1:
        return False
    if clear_manner(morphs, following):
        return True  # "짧고 분명하게 전해 드릴게요" (round 127): how plainly, as 분명하게 alone
    manner = following.last_ending
    return (
        following.tag in {"VA", "XSA"}
        and manner is not None
        and manner.form == "게"
        and not any(e.tag == "EP" for e in following.endings)
        and not following.auxiliaries
        and following.stem not in classes.EVALUATIVE_ADJECTIVES
        and following.stem not in classes.OUTCOME_MANNER_ADJECTIVES
        and not _evaluative_derivation(following)
        and _into_present_speech(morphs, following.last + 1)
    )


def _plain_manner_adjective(chain: Chain) -> bool:
    """An adjective of how something is put, not how it went: no -시-, no tense, not
    evaluative ("담백하", "딱딱하", "길"; not "훌륭하", "대견스럽", "빠르")."""
    return (
        chain.tag in {"VA", "XSA"}
        and not any(e.tag == "EP" for e in chain.endings)
        and chain.stem not in classes.EVALUATIVE_ADJECTIVES
        and chain.stem not in classes.OUTCOME_MANNER_ADJECTIVES
        and chain.stem not in classes.PACE_ADJECTIVES
        and not _evaluative_derivation(chain)
    )


def _manner_step(chain: Chain, following: Chain | None, negated_before: bool) -> bool:
    """One step of a run of manner words before the speaker's act (round 35): a plain manner
    adjective in -게, negated or not ("담백하게", "딱딱하지도 않게"); a negated one in -고
    ("길지 않고"); one in -고 coordinated with the next -게 word ("짧고 담백하게"); or
    그렇다고 balancing two negated manners ("길지 않게, 그렇다고 딱딱하지도 않게")."""
    last = chain.last_ending
    if last is None:
        return False
    negated = bool(chain.auxiliaries) and set(chain.auxiliaries) <= NEGATORS
    if chain.auxiliaries and not negated:
        return False
    if chain.stem == "그렇" and last.form == "다고" and not chain.auxiliaries:
        nxt = following.last_ending if following is not None else None
        return (
            negated_before
            and following is not None
            and nxt is not None
            and nxt.form == "게"
            and bool(following.auxiliaries)
            and set(following.auxiliaries) <= NEGATORS
        )
    if not _plain_manner_adjective(chain):
        return False
    if last.form == "게":
        return True
    if last.form == "고":
        return negated or (
            chain.stem in classes.PRESENTING_MANNER_ADJECTIVES
            and following is not None
            and following.first == chain.last + 1
            and following.last_ending is not None
            and following.last_ending.form == "게"
        )
    return False


def _balances_manner(morphs: Sequence[Morph], chain: Chain, following: Chain | None) -> bool:
    """``너무 길지 않게, 그렇다고 딱딱하지도 않게 짚어 드릴게요``: 그렇다고 ("nor, for that
    matter") between two negated manner words, the first of them straight before it (a comma
    at most between) and the run after it going into the speaker's present speech act. Before
    an issued sentence ("그렇다고 [[A:01]]") or after anything else it keeps its reason."""
    last = chain.last_ending
    if chain.stem != "그렇" or last is None or last.form != "다고" or chain.auxiliaries:
        return False
    earlier = [c for c in chains(morphs[: chain.first]) if c.last < chain.first]
    if not earlier:
        return False
    before = earlier[-1]
    if not all(m.tag == "SP" for m in morphs[before.last + 1 : chain.first]):
        return False
    before_end = before.last_ending
    if before_end is None or before_end.form != "게" or not _plain_manner_adjective(before):
        return False
    if not before.auxiliaries or not set(before.auxiliaries) <= NEGATORS:
        return False
    return _manner_step(chain, following, True) and manner_run_into_speech(morphs, chain.last + 1)


# Verbs that handle this message's lines on the way to the speech act.
_MESSAGE_HANDLING_VERBS: Final = (
    classes.COMPOSING_PREDICATES | classes.LAYING_OUT_VERBS | classes.GATHERING_VERBS
)


def changes_telling_way(morphs: Sequence[Morph], chain: Chain) -> bool:
    """``화제를 바꾸어 이어서 말씀드리면``, ``정리하는 방식만 바꾸어 짧게 말씀드리면`` (round
    129): 바꾸 with no pre-final ending whose object (을/를, or 만/은/는; adverbs between at
    most) is the telling's own topic (화제, 화두) or a way of it (방식, 방법, 순서, 말투, ...)
    named by a present telling or composing verb in -는 straight before it, no -시- and no
    tense ("정리하는 방식", "말씀드리는 순서") - how this message is told is changed, not a
    plan. Another object ("식단을", "운동 방식을", "드시는 방식을"), the reader's way
    ("말씀하시는 방식") or the past ("정리했던 방식") keep 바꾸 a change of plan."""
    if chain.stem != "바꾸" or any(e.tag == "EP" for e in chain.endings):
        return False
    cursor = chain.first - 1
    while cursor >= 0 and morphs[cursor].tag == "MAG":
        cursor -= 1
    if cursor < 1 or not (
        morphs[cursor].tag == "JKO"
        or (morphs[cursor].tag == "JX" and morphs[cursor].form in {"만", "은", "는"})
    ):
        return False
    noun = morphs[cursor - 1]
    if noun.tag != "NNG":
        return False
    if noun.form in classes.TELLING_TOPIC_NOUNS:
        return cursor < 2 or morphs[cursor - 2].tag not in NOUNS | {"JKG", "ETM"}
    if noun.form not in classes.TELLING_WAY_NOUNS or cursor < 2:
        return False
    modifier = morphs[cursor - 2]
    if modifier.tag != "ETM" or modifier.form != "는":
        return False
    telling = next((c for c in chains(morphs) if c.last == cursor - 2), None)
    if telling is None or any(e.tag == "EP" for e in telling.endings) or telling.auxiliaries:
        return False
    return telling.stem in _SPEAKING_STEMS or (
        telling.stem == "드리" and telling.noun in classes.COMMUNICATION_NOUNS | {"말씀"}
    )


def handles_message(morphs: Sequence[Morph], chain: Chain) -> bool:
    """A verb in -어(서), no -시-, no tense, handling this message (round 35): a verb of
    composing, laying out or gathering it, or any verb whose object or topic - past adverbs
    and 만/은/을 - is this message's own part ("이 항목만 따로 떼어서", "줄을 바꾸어"). A verb
    with no such object ("걸어서", "확인해서", "만나서") or an adjective ("바빠서", "늦어서" as
    a state) is a cause or an event, not how the message is handled."""
    last = chain.last_ending
    if last is None or last.form not in SERIAL_ENDINGS or any(e.tag == "EP" for e in chain.endings):
        return False
    if chain.tag not in {"VV", "XSV"} or chain.auxiliaries:
        return False
    if chain.stem in _MESSAGE_HANDLING_VERBS or changes_telling_way(morphs, chain):
        return True  # round 129: "화제를 바꾸어", "정리하는 방식만 바꾸어"
    cursor = chain.first - 1
    while cursor >= 0 and morphs[cursor].tag == "MAG":
        cursor -= 1
    if cursor < 1 or morphs[cursor].tag not in {"JKO", "JX"}:
        return False
    noun = morphs[cursor - 1]
    return noun.tag in {"NNG", "NNB"} and (
        noun.form in classes.DISCOURSE_NOUNS or noun.form in classes.PART_QUALIFIER_NOUNS
    )


def _message_manner_gap(words: Sequence[Morph]) -> bool:
    """What may stand between the steps of a manner run: commas, adverbs and this message's
    own material (``_only_message_material``), with "X 없이" on an alteration noun ("군더더기
    없이", "가감 없이") and 하나씩 taken as manner words."""
    kept: list[Morph] = []
    for position, morph in enumerate(words):
        after = words[position + 1] if position + 1 < len(words) else None
        if morph.tag in {"MAG", "SP"}:
            continue
        if morph.form in classes.ALTERATION_NOUNS and after is not None and after.form == "없이":
            continue
        if morph.tag == "NR" and morph.form == "하나" and after is not None and after.form == "씩":
            continue
        if morph.tag == "XSN" and morph.form == "씩":
            continue
        kept.append(morph)
    return _only_message_material(kept)[0]


def manner_run_into_speech(morphs: Sequence[Morph], start: int) -> bool:
    """From ``start`` on, only manner words (``_manner_step``), adverbs, commas and the 말씀
    of "말씀드리면", up to the speaker's own speech act not in the past, with no issued
    sentence between: "… 떼어서 짧고 담백하게, 너무 딱딱하지 않게 천천히 짚어 드릴게요"
    (round 35)."""
    rest = morphs[start:]
    found = chains(rest)
    cursor = 0
    negated_before = False
    for position, chain in enumerate(found):
        if not _message_manner_gap(rest[cursor : chain.first]):
            return False
        following = found[position + 1] if position + 1 < len(found) else None
        if is_speech(chain, following, rest):
            return not _past(chain)
        if not handles_message(rest, chain) and not _manner_step(chain, following, negated_before):
            return False  # a verb handling the message may lead on: "핵심만 간추려서 …"
        negated_before = bool(chain.auxiliaries)
        cursor = chain.last + 1
    return False


# The obligation ending before its auxiliary ("보셔야 할", "읽어야 하는", "봐야 될").
OBLIGATION_ENDINGS: Final = frozenset({"어야", "아야", "여야", "야"})


def reading_required(chain: Chain) -> bool:
    """``먼저 보셔야 할 내용입니다``, ``꼭 읽어야 하는 대목``: a reading act in the obligation
    -어야 with 하/되 after it says the reader has to read it - an instruction to the reader,
    as "보셔야 합니다" is (ADR 0020 round 68), not the reader's reading of this message that
    "보실 내용" names. Whoever the subject, the need is stated."""
    return any(e.form in OBLIGATION_ENDINGS and e.tag == "EC" for e in chain.endings) and any(
        aux in {"하", "되"} for aux in chain.auxiliaries
    )


def _addresses_reader(morphs: Sequence[Morph], chain: Chain, following: Chain | None) -> bool:
    """The reader's reading of this message ("검토하시는 분께", "보시기 편하게", "알기 쉽게")."""
    if chain.stem not in classes.READER_ACTS:
        return False
    last = chain.last_ending
    if last is None or _someone_named_reads(morphs, chain):
        return False  # "트레이너님도 보실 내용": another person's reading, not this one's
    if last.tag == "ETM" and (last.form in PAST_MODIFIERS or _past(chain)):
        return False  # "함께 보신 내용으로": a reading that already happened (a review)
    if last.tag == "ETN" and last.form == "기":
        return (
            following is not None
            and following.first == chain.last + 1
            and (
                following.stem in classes.EASE_ADJECTIVES
                or reading_ease(morphs, following)  # "보기 좋게 정리해 드리면"
            )
        )
    if last.form in PURPOSE_ENDINGS and not _past(chain):
        return True  # "편하게 읽으시도록": how the message is laid out for the reader
    if last.form in MANNER_ENDINGS:
        return False  # "보셨듯이", "보시듯": the reader's perception as evidence
    if reading_required(chain):
        return False  # "먼저 보셔야 할 내용": a reading the reader is told is needed
    head = _head_after(morphs, chain)
    if _reader_can(morphs, chain):
        return True  # "편히 읽으실 수 있게", "확인하실 수 있도록": laid out for reading
    if last.tag == "ETM" and head is not None and _simile_after(morphs, chain.last + 1):
        # "보시는 것처럼", "보시는 바와 같이": the reader's seeing of this message, now;
        # "아시는 것처럼", "짐작하시는 바와 같이" presume what the customer knows
        return chain.stem in classes.SEEING_ACTS and last.form == "는" and head.form in {"것", "바"}
    if (
        last.tag == "ETM"
        and last.form == "는"
        and head is not None
        and head.form in classes.DISCOURSE_NOUNS
        and chain.stem in classes.KNOWING_ACTS
        and _honours_reader(chain)
    ):
        # "다 아시는 내용이겠지만", "익히 아시는 이야기로" (round 70): the reader's present
        # knowing (or understanding) of the content - not a seeing or reviewing of
        # this message as it is read ("보시는 내용", "검토하시는 순서") - presumes what the
        # customer knows, as "아시는 것처럼" does (_misread_knowing when Kiwi misreads it).
        return False
    return (
        last.tag == "ETM"
        and head is not None
        and (head.form == "분" or head.form in classes.DISCOURSE_NOUNS)
    )


def _honours_reader(chain: Chain) -> bool:
    """-시- among the chain's endings: the reader honoured as the one who acts."""
    return any(e.tag == "EP" and e.form in {"시", "으시"} for e in chain.endings)


def _simile_after(morphs: Sequence[Morph], head: int) -> bool:
    """The head at ``head`` is the standard of a simile: 처럼, or 와/과 + 같이."""
    following = [m.form for m in morphs[head + 1 : head + 3]]
    return following[:1] == ["처럼"] or following in (["와", "같이"], ["과", "같이"])


def _someone_named_reads(morphs: Sequence[Morph], chain: Chain) -> bool:
    """A person named with a subject or topic particle before the reading act
    ("트레이너님도 함께 보신", "코치님이 보실"): the act is that person's, so it reports a
    review or a delivery rather than laying the message out for its reader."""
    cursor = chain.first - 1
    while cursor >= 0 and morphs[cursor].tag in {"MAG", "SP"}:
        cursor -= 1
    if cursor < 1 or morphs[cursor].tag not in {"JKS", "JX"}:
        return False
    person = morphs[cursor - 1]
    return person.form in classes.READER_NOUNS and person.tag in {"NNG", "NNB", "NP", "XSN"}


def _reader_can(morphs: Sequence[Morph], chain: Chain) -> bool:
    """``살펴보실 수 있게``, ``읽으실 수 있도록``: the reader being able to read the message,
    as the purpose of how it is laid out — a reading act in ``-ㄹ`` + 수 + 있 in a purpose
    ending, with no object but the message's own material ("변화를 보실 수 있게" claims).
    "-듯(이)" is not one: "알 수 있듯이 [[P:01]]" cites what can be seen as evidence."""
    last = chain.last_ending
    if last is None or last.tag != "ETM" or last.form not in FUTURE_MODIFIERS or _past(chain):
        return False
    window = morphs[chain.last + 1 : chain.last + 4]
    if len(window) < 3 or window[0].form != "수" or window[1].form != "있":
        return False
    if window[2].tag != "EC" or window[2].form not in PURPOSE_ENDINGS:
        return False
    read = object_of(morphs, chain)
    return read is None or read.form in classes.DISCOURSE_NOUNS | classes.SPEECH_OBJECT_NOUNS


def _arranges_message(morphs: Sequence[Morph], chain: Chain) -> bool:
    """``요점을 앞세우면``, ``핵심을 내세우면``: the speaker placing the message's own
    part, in ``-면``/``-자면`` with no -시- and no past; any other object ("휴식을
    앞세우면") is advice."""
    if chain.stem not in classes.ARRANGING_VERBS or any(e.tag == "EP" for e in chain.endings):
        return False
    if [e.form for e in chain.endings] not in (["면"], ["으면"], ["자면"]):
        return False
    cursor = chain.first - 1
    if cursor >= 1 and morphs[cursor].form == "에" and morphs[cursor - 1].form == "앞":
        cursor -= 2  # "앞에 놓으면"
    while cursor >= 0 and morphs[cursor].tag == "MAG" and morphs[cursor].form in {"먼저", "맨"}:
        cursor -= 1
    if cursor < 1 or morphs[cursor].tag not in {"JKO", "JX"}:
        return False
    placed = morphs[cursor - 1]
    return placed.tag in NOUNS and placed.form in classes.DISCOURSE_NOUNS


def _message_layout(morphs: Sequence[Morph], chain: Chain) -> bool:
    """``다음 내용은 차례대로 이어집니다``: a sentence whose topic is the message's
    own part and whose predicate only says where that part goes — a present verb of
    continuing, with nothing between but order words ("차례대로", "순서를 따라").
    Round 53: the part may be named by 세부 alone as 나머지 is ("세부는 아래에
    이어집니다"), and the place by 아래 with a part of the message after it and 에서
    ("자세한 내용은 아래 항목에서 이어집니다") - still this message, below."""
    last = chain.last_ending
    if chain.stem not in classes.LAYOUT_VERBS or last is None or last.tag != "EF":
        return False
    if any(e.tag == "EP" for e in chain.endings):
        return False
    start = chain.first
    while start > 0 and morphs[start - 1].tag not in {"SF", "SW", "SP"}:
        start -= 1
    words = morphs[start : chain.first]
    pointer = _pointing_ahead(words)
    if pointer:
        # Round 72: "설명은 이렇게 이어집니다. [[A:01]].", "내용은 다음과 같이 이어집니다":
        # the manner that points at what follows, straight before the verb, only with an
        # issued sentence straight after this one - still where the part goes, shown.
        after = chain.last + 1
        while after < len(morphs) and morphs[after].tag in {"SF", "SP"}:
            after += 1
        if after >= len(morphs) or morphs[after].form != PLACEHOLDER_MARK:
            return False
        words = words[:-pointer]
    topic = next((i for i, m in enumerate(words) if m.tag in {"JX", "JKS"}), None)
    if topic is None or topic == 0 or words[topic].form not in {"은", "는", "이", "가", "도"}:
        return False
    head = words[topic - 1]
    # "나머지는", "세부는": the rest of it, its details
    rest_of_message = head.form in classes.REST_OF_MESSAGE_NOUNS and topic == 1
    if head.tag not in NOUNS or (head.form not in classes.DISCOURSE_NOUNS and not rest_of_message):
        return False
    # Round 125: "제 말씀은 이렇게 이어집니다. [[P:01]].": the speaker's own 제/저의 (Kiwi's
    # 저/NP + 의/JKG) as the sentence's first words straight before the part - the speaker's
    # own telling goes on; another person's words ("트레이너님 말씀은") keep their reason.
    own = _speakers_own(words, topic - 1)
    if not all(
        _qualifies_part(m) or _fuller_detail(words, n)
        for n, m in enumerate(words[: topic - 1])
        if n >= own
    ):
        return False  # only "세부", "나머지", "자세한" ... may name which part
    order = classes.ORDER_NOUNS | POSITION_NOUNS
    for place, morph in enumerate(words[topic + 1 :], topic + 1):
        if morph.tag in NOUNS and morph.form in order:
            continue
        if morph.tag in {"JKO", "JKB", "JX"} and morph.form in {"를", "을", "로", "대로", "에"}:
            continue
        if _below_in_message(words, place):
            continue  # "아래 항목에서": a part of this message below
        if _same_order(words, morph):
            continue  # "이와 같은 순서로", "같은 순서로": in this message's own order
        if morph.form in {"따르", "어", "아", "라"} and morph.tag in {"VV", "EC"}:
            continue
        if morph.tag == "MAG" and morph.form in classes.STEP_ADVERBS:
            continue
        return False
    return True


def _speakers_own(words: Sequence[Morph], head: int) -> int:
    """2 when ``words`` open with the speaker's own 저 + 의 ("제", "저의") straight before the
    noun at ``head`` (round 125), else 0."""
    if head != 2:
        return 0
    speaker = words[0].tag == "NP" and words[0].form == "저"
    return 2 if speaker and words[1].tag == "JKG" and words[1].form == "의" else 0


def _pointing_ahead(words: Sequence[Morph]) -> int:
    """How many of the last ``words`` say "like this" or "as follows": 이렇게 (Kiwi's
    이렇/VA + 게 or 이렇게/MAG), or 다음/아래/이 + 와/과 + 같이 (round 72); 0 for anything
    else ("그렇게", "이처럼", "길게" are not taken)."""
    tail = [(m.form, m.tag) for m in words[-3:]]
    if tail[-1:] == [("이렇게", "MAG")]:
        return 1
    verb = len(tail) >= 2 and tail[-2][0] == "이렇" and tail[-2][1].startswith("VA")
    if verb and tail[-1] == ("게", "EC"):
        return 2
    if len(tail) == 3 and tail[2] == ("같이", "MAG") and tail[1][1] == "JKB":
        pointed = tail[0] in {("다음", "NNG"), ("아래", "NNG"), ("이", "NP")}
        if pointed and tail[1][0] in {"와", "과"}:
            return 3
    return 0


def _below_in_message(words: Sequence[Morph], place: int) -> bool:
    """A word of "아래 항목에서" or "아래에서" (round 53): a part of the message straight
    after 아래, or 에서 straight after 아래 or after such a part. Only 아래 - "다음 안내에서"
    may be a later message."""
    morph = words[place]
    before = words[place - 1] if place else None
    below = before is not None and before.tag in NOUNS and before.form == "아래"
    if morph.tag in NOUNS and morph.form in classes.DISCOURSE_NOUNS:
        return below
    if morph.tag != "JKB" or morph.form != "에서" or before is None:
        return False
    part = before.tag in NOUNS and before.form in classes.DISCOURSE_NOUNS
    return below or (part and place >= 2 and words[place - 2].form == "아래")


def _same_order(words: Sequence[Morph], morph: Morph) -> bool:
    """A word of "이와 같은 순서로": 같 in a modifier straight before an order noun, or the
    pointer 이 + 와 before it."""
    index = next(i for i, m in enumerate(words) if m is morph)
    after = words[index + 1 : index + 4]
    if morph.tag == "VA" and morph.form == "같":
        return len(after) >= 2 and after[0].tag == "ETM" and after[1].form in classes.ORDER_NOUNS
    if morph.tag == "ETM" and index and words[index - 1].form == "같":
        return True
    if morph.tag == "NP" and morph.form == "이":
        return len(after) >= 2 and after[0].form in {"와", "과"} and after[1].form == "같"
    pointer = index > 0 and words[index - 1].form == "이"
    return morph.tag == "JKB" and morph.form in {"와", "과"} and pointer


# Round 75: the roots Kiwi splits a detail adjective into after 더 ("더 자세한": 자세/XR 하/XSA).
_DETAIL_ROOTS: Final = frozenset({"자세", "상세", "세세"})


def _fuller_detail(words: Sequence[Morph], index: int) -> bool:
    """``더 자세한 내용은 아래에 이어집니다`` (round 75): 더 straight before a detail adjective,
    or that adjective as Kiwi splits it (자세/XR 하/XSA), names the fuller part of this message
    as "더 자세한 내용은 [[P:02]]" does (round 73) - no grade; "상세한" likewise."""
    morph = words[index]
    if morph.tag == "MAG" and morph.form == "더":
        return index + 1 < len(words) and words[index + 1].form in _DETAIL_ROOTS
    if morph.tag == "XR":
        return morph.form in _DETAIL_ROOTS
    if morph.tag == "XSA" and morph.form == "하":
        return index > 0 and words[index - 1].tag == "XR" and words[index - 1].form in _DETAIL_ROOTS
    return False


def _qualifies_part(morph: Morph) -> bool:
    """A word naming which part of the message is meant: "세부", "나머지", "자세한"."""
    if morph.tag in NOUNS:
        return morph.form in classes.PART_QUALIFIER_NOUNS | POSITION_NOUNS  # "아래 항목도"
    if morph.tag == "VA":
        return morph.form in classes.PART_QUALIFIER_ADJECTIVES
    return morph.form == "이어질" or (morph.tag == "ETM" and morph.form == "ᆫ")


def _into_speech(morphs: Sequence[Morph], chain: Chain) -> bool:
    """The next predicate follows this chain straight (a speech noun may sit between) and
    is the speaker's speech act: "빠뜨리지 않고 말씀드리면" is how the speaker speaks."""
    rest = morphs[chain.last + 1 :]
    later = chains(rest)
    if not later:
        return False
    message = classes.DISCOURSE_NOUNS | classes.SPEECH_OBJECT_NOUNS
    between = rest[: later[0].first]
    if not all(m.tag in NOUNS and m.form in message for m in between):
        return False
    return is_speech(later[0], later[1] if len(later) > 1 else None, rest)


def legible(morphs: Sequence[Morph], chain: Chain) -> bool:
    """``잘 보이도록``, ``눈에 띄게``: the message made legible, in a purpose ending, with no
    subject of its own, no -시- and no past ("기록이 잘 보이도록" has a subject)."""
    last = chain.last_ending
    return (
        chain.stem in classes.LEGIBILITY_PREDICATES
        and last is not None
        and last.form in PURPOSE_ENDINGS
        and all(e.tag != "EP" for e in chain.endings)
        and not _has_subject(morphs, chain)
    )


def reads_smoothly(morphs: Sequence[Morph], chain: Chain) -> bool:
    """``술술 읽히게 정리하면`` (round 89): 읽히다 made legible (``legible``: a purpose ending,
    no subject, no -시-, no past) leading straight into the speaker's present telling - with
    술술 before it, how easily this message reads, not how smoothly something went."""
    return (
        chain.stem == "읽히"
        and legible(morphs, chain)
        and _into_present_speech(morphs, chain.last + 1)
    )


def _step_lead_in(morphs: Sequence[Morph], end: int) -> int:
    """Where the adverbs of order or steps straight before ``end`` start (``end`` if none):
    "차례로", "하나씩", "순서대로", and any of them stacked ("하나씩 차례로", round 27)."""
    start = end
    while start > 0:
        before = morphs[start - 1]
        if before.tag == "MAG" and before.form in classes.STEP_ADVERBS:
            start -= 1
        elif start < 2:
            break
        elif before.form == "씩" and morphs[start - 2].form in {"하나", "한", "항목"}:
            start -= 2  # "하나씩", "항목씩"
        elif before.form in {"대로", "로"} and morphs[start - 2].form in classes.ORDER_NOUNS:
            start -= 2  # "순서대로", "차례로"
        else:
            break
    return start


# Lead probe gaps, set 2: a part of this message named by its place in it - the compounds
# (앞부분, 뒷부분 ...) and a place noun with 의/엣 before 것 or 부분 ("앞의 것", "앞엣것",
# "위의 부분"). Places only: 앞 is this message's front here, never a time ("지난 것",
# "예전 것", "어제 것" are not in the set).
_PLACED_PART_COMPOUNDS: Final = frozenset(
    {"앞부분", "뒷부분", "윗부분", "아랫부분", "첫부분", "끝부분"}
)
_PART_PLACES: Final = frozenset({"앞", "뒤", "위", "아래"})
_FIRST_PART: Final = frozenset({"먼저", "우선", "일단"})


def _placed_part_start(morphs: Sequence[Morph], index: int) -> int | None:
    """Where a part of this message named by its place ends at ``index`` and starts - the
    compound (``앞부분``) or a place noun + 의/엣 + 것/부분 (``앞의 것``) - or None."""
    noun = morphs[index]
    if noun.tag == "NNG" and noun.form in _PLACED_PART_COMPOUNDS:
        return index
    if (noun.form, noun.tag) not in {("것", "NNB"), ("부분", "NNG")} or index < 2:
        return None
    particle, place = morphs[index - 1], morphs[index - 2]
    if particle.tag != "JKG" or particle.form not in {"의", "엣"}:
        return None
    if place.tag != "NNG" or place.form not in _PART_PLACES:
        return None
    return index - 2


def _outline_first(morphs: Sequence[Morph], chain: Chain) -> bool:
    """``큰 줄기부터 보면, [[P:01]].``, ``요점부터 살펴보면, [[P:01]].`` (round 92): a noun of
    the message's own material (``DISCOURSE_NOUNS`` but the bare 것) in 부터 straight before
    the walking verb (already in -면/-자면, no object), opening the slot or after one
    adjective in -ㄴ/-은 that opens it (judged by its own rules), then a comma and the first
    issued sentence: the speaker going through the message from that part. Anything else
    looked at first ("기록부터", "식단부터"), a noun before the noun, the verb between issued
    sentences or with no comma after keep the look an observation."""
    at = chain.first
    if at < 2 or (morphs[at - 1].form, morphs[at - 1].tag) != ("부터", "JX"):
        return False
    noun = morphs[at - 2]
    opening = _placed_part_start(morphs, at - 2)
    if opening is None:
        if noun.tag != "NNG" or noun.form not in classes.DISCOURSE_NOUNS or noun.form == "것":
            return False
        opening = at - 2
        if opening >= 2 and morphs[opening - 1].tag == "ETM" and morphs[opening - 2].tag == "VA":
            opening -= 2
    # Lead probe gaps, set 2: one adverb of the first part may open it ("먼저 앞부분부터 보면").
    if opening > 0 and morphs[opening - 1].tag == "MAG" and morphs[opening - 1].form in _FIRST_PART:
        opening -= 1
    if opening > 0 and morphs[opening - 1].tag not in {"SP", "SF"}:
        return False
    if any(m.form == PLACEHOLDER_MARK for m in morphs[:opening]):
        return False
    after = chain.last + 1
    return (
        after + 1 < len(morphs)
        and morphs[after].form == ","
        and morphs[after + 1].form == PLACEHOLDER_MARK
    )


def _following_order(morphs: Sequence[Morph], end: int) -> int:
    """Where ``순서를 따라`` / ``차례를 따라`` (an order noun + 을/를 + 따르 in -아/-어)
    straight before ``end`` starts (``end`` if it is not there): going through the message
    in its order, as ``차례로`` does (round 92). "순서에 따라" is left out: its 따르 reads
    "according to" and is judged by its own rules."""
    if end < 4:
        return end
    noun, particle, verb, ending = morphs[end - 4 : end]
    if (
        noun.tag == "NNG"
        and noun.form in classes.ORDER_NOUNS
        and particle.form in {"을", "를"}
        and particle.tag == "JKO"
        and (verb.form, verb.tag) == ("따르", "VV")
        and (ending.form, ending.tag) in {("어", "EC"), ("아", "EC")}
    ):
        return end - 4
    return end


def _paced_end(morphs: Sequence[Morph], end: int) -> int:
    """``end`` less one pacing adverb (천천히) straight before it, when a lead-in of order or
    steps comes before that adverb ("차례대로 천천히 보면", round 92); else ``end``. Alone
    ("천천히 보면") the pace may announce a finding, as "자세히 보면" does."""
    if end < 2 or morphs[end - 1].tag != "MAG" or morphs[end - 1].form not in classes.PACE_ADVERBS:
        return end
    inner = end - 1
    if _step_lead_in(morphs, inner) < inner or _following_order(morphs, inner) < inner:
        return inner
    return end


# Round 124: 먼저/우선/일단 straight before the lead-in of a walk through the message (Kiwi
# reads 먼저 before a noun such as 차례 as a noun).
_FIRST_PART_LEADS: Final = frozenset(("MAG", form) for form in classes.WALK_OPENERS) | {
    ("NNG", "먼저")
}
# Round 124: the interjections that may stand before the message's opener 그럼 ("자, 그럼").
_OPENER_INTERJECTIONS: Final = frozenset({"자", "음"})
# Round 124: the slot's openers - 그럼 ("well then"), and 이제 as the discourse marker "now"
# (the word rules pass "자, 이제 [[P:01]]." already).
_MESSAGE_OPENERS: Final = frozenset({("그럼", "MAJ"), ("그럼", "MAG"), ("이제", "MAG")})


def message_opener(morphs: Sequence[Morph], at: int) -> bool:
    """``그럼 하나씩 살펴보면``, ``자, 그럼 차근차근 보겠습니다``, ``이제 차례대로 살펴볼게요``
    (round 124): 그럼 or 이제 as the slot's first word - nothing before it but 자 or 음 and a
    comma - opens the message and links nothing (the word rules read it so before the first
    issued sentence), so what the speaker does after it starts the slot as if it stood
    first. The opener after anything else ("[[P:01]]. 그럼 하나씩 보면", "그래서 그럼") is
    not this."""
    if at < 0 or (morphs[at].form, morphs[at].tag) not in _MESSAGE_OPENERS:
        return False
    if at == 0:
        return True
    lead = [(m.form, m.tag) for m in morphs[:at]]
    if lead[-1] == (",", "SP"):
        lead = lead[:-1]
    return len(lead) == 1 and lead[0][1] == "IC" and lead[0][0] in _OPENER_INTERJECTIONS


def _walk_may_start_after(morphs: Sequence[Morph], start: int) -> bool:
    """What may stand before a walk through the message that starts at ``start`` (the
    speaker's and the reader's alike): nothing, punctuation, the message's own material as
    object, or (round 94) the speaker's own present telling in -되 - never an issued
    sentence, as "보면" between two would derive one from the other."""
    if any(m.form == PLACEHOLDER_MARK for m in morphs[:start]):
        return False
    lead = morphs[start - 1] if start > 0 else None
    if lead is None or lead.tag in {"SP", "SF"}:
        return True
    if message_opener(morphs, start - 1):
        return True  # "그럼 하나씩 살펴보면, [[P:01]]." (round 124): 그럼 opens the message
    if (lead.tag, lead.form) in _FIRST_PART_LEADS:
        # Round 124: "먼저 하나씩 보면": the first part taken up, where the walk may start
        return _walk_may_start_after(morphs, start - 1)
    if (lead.tag, lead.form) == ("EC", "되"):
        # Round 94: "간단히 말씀드리되 순서대로 보면": the speaker's own present telling in
        # -되 (no past, no honorific) sets the manner of the walk through the message.
        spoken = next((c for c in chains(morphs) if c.last == start - 1), None)
        return (
            spoken is not None
            and [e.form for e in spoken.endings] == ["되"]
            and _speech_before(morphs, spoken)
            and _no_teller_named(morphs, spoken.first)
        )
    message = classes.DISCOURSE_NOUNS | classes.SPEECH_OBJECT_NOUNS
    return lead.tag == "JKO" and start >= 2 and morphs[start - 2].form in message


def _walks_through(morphs: Sequence[Morph], chain: Chain) -> bool:
    """``하나하나 보면``, ``차례로 살펴보면``, ``내용을 하나씩 보면``: going through the message
    part by part, before the first issued sentence. Only an adverb of order or steps may
    lead in (not "자세히 보면", which announces a finding), with no object but the
    message's own material, no -시-/past, in ``-면``/``-자면``."""
    if chain.stem not in classes.WALKING_VERBS or [e.form for e in chain.endings] not in (
        ["면"],
        ["으면"],
        ["자면"],
    ):
        return False
    if object_of(morphs, chain) is not None:
        return False
    if _goes_over_opening(morphs, chain):
        return True  # "살펴보면, [[P:01]].", "함께 살펴보면 [[P:01]]."
    if chain.first == 0:
        return False
    start, end = _walk_lead_in(morphs, chain)
    if start == end:
        return _outline_first(morphs, chain)
    # Nothing but the start of the text, punctuation or the message's own material as
    # object may come before: "흐름을 하나씩 보면" looks at the record for a finding.
    return _walk_may_start_after(morphs, start)


# Lead probe gaps, set 2: the verbs of going over a text, which may open the slot bare
# ("살펴보면, [[P:01]]."; 훑어보 and 짚어 보 are speech predicates already). Not the bare
# 보 ("보면," - "as it turns out") nor 들여다보 (looking into something).
_GOING_OVER_VERBS: Final = frozenset({"살펴보", "훑어보", "짚어보"})
_GOING_OVER_OPENERS: Final = _FIRST_PART | {"함께", "같이"}


def _goes_over_opening(morphs: Sequence[Morph], chain: Chain) -> bool:
    """``살펴보면, [[P:01]].``, ``함께 살펴보면 [[P:01]].`` (lead probe gaps, set 2): a verb of
    going over a text (``_GOING_OVER_VERBS``; the caller has checked -면/-자면 and no object)
    opening the slot - nothing before it but one or two of 먼저/우선/일단/함께/같이 - with the
    first issued sentence straight after it (past a comma at most): the speaker going through
    this message, as "차근차근 보면" does. Any other adverb ("자세히 살펴보면", a finding), an
    object ("기록을 살펴보면"), an issued sentence before it, the reader's -시-, the past or
    a finding ending ("살펴보니") are not this."""
    if chain.stem not in _GOING_OVER_VERBS or chain.auxiliaries:
        return False
    start = chain.first
    while (
        start > 0
        and chain.first - start < 2
        and morphs[start - 1].tag == "MAG"
        and morphs[start - 1].form in _GOING_OVER_OPENERS
    ):
        start -= 1
    if start > 0:
        return False  # the slot's first words only
    after = chain.last + 1
    if after < len(morphs) and morphs[after].form == ",":
        after += 1
    return after < len(morphs) and morphs[after].form == PLACEHOLDER_MARK


def walk_points_ahead(morphs: Sequence[Morph], condition: Chain, outcome: Chain) -> bool:
    """``차례대로 보면 이렇습니다. [[P:01]].``, ``하나씩 보면 다음과 같습니다. [[P:01]].``
    (round 117): round 27's walk through the message (``_walks_through``: an adverb of order
    or steps leads in, no object but the message's own material, no -시-, no past, -면) whose
    whole outcome is "like this" or "as follows" - 이렇, or 다음과 같, straight after the
    condition in a plain present final (no -시-, -겠-, past or auxiliary) - closing its
    sentence with an issued sentence straight after it. The issued sentence is what the walk
    shows, as "정리하면 이렇습니다" shows what the summary is; nothing follows from the look.
    A finding adverb ("자세히 보면"), the record as object, the reader's -시-, another outcome
    ("좋습니다", "달라집니다"), the past or no issued sentence after keep it an outcome."""
    if not _walks_through(morphs, condition):
        return False
    if outcome.auxiliaries or outcome.noun or any(e.tag == "EP" for e in outcome.endings):
        return False
    between = [(m.form, m.tag) for m in morphs[condition.last + 1 : outcome.first]]
    this_way = outcome.stem in classes.DEICTIC_PREDICATES and outcome.tag == "VA" and not between
    as_follows = outcome.stem == "같" and between == [("다음", "NNG"), ("과", "JKB")]
    return (this_way or as_follows) and _sentence_then_issued(morphs, outcome)


def _walk_lead_in(morphs: Sequence[Morph], chain: Chain) -> tuple[int, int]:
    """Where the lead-in of a walk through the message stands before the walking verb, as
    ``(start, end)``: an adverb of order or steps (``차례대로``, ``하나씩``) or an order followed
    (``차례를 따라``), past one pacing adverb (``천천히``). ``start == end`` when there is none."""
    end = _paced_end(morphs, chain.first)
    start = _step_lead_in(morphs, end)
    if start == end:
        start = _following_order(morphs, end)
    return start, end


_LOOKING_AT_PART: Final = frozenset({"보", "살펴보", "짚어보"})
_COMING_FINALS: Final = (["겠", "습니다"], ["겠", "어요"], ["ᆯ게요"], ["을게요"])
_THIS_PART_NOUNS: Final = frozenset({"부분", "대목", "항목", "내용", "문장"})
# Round 63: the same look proposed to the reader as a joint one ("이 내용부터 함께 봅시다")
# - a propositive (or plain polite) final, only after 함께/같이 straight before the verb.
_JOINT_ADVERBS: Final = frozenset({"함께", "같이"})
_PROPOSITIVE_FINALS: Final = (["ᆸ시다"], ["읍시다"], ["어요"], ["아요"], ["죠"], ["지요"])


def _looks_at_next_part(morphs: Sequence[Morph], chain: Chain) -> bool:
    """``우선 이 부분부터 보겠습니다. [[P:01]].`` (round 44): the speaker's own coming look at
    "this part" of the message - 이 + a part noun in 부터 or as object, at most one of
    먼저/우선/일단 before it from the sentence's start - a whole sentence in a final ending
    with an issued sentence straight after it, which is the part looked at. Another thing
    looked at ("기록부터", "몸 상태부터"), an adverb ("자세히"), the past, -시-, a finding
    ending ("보니") or no issued sentence after keep the look an observation.

    Round 63: the look proposed as a joint one - ``우선 이 내용부터 함께 봅시다. [[P:01]].``,
    ``이 부분부터 같이 봐요. [[P:01]].`` - a propositive ``-ㅂ시다`` (or ``-어요``/``-죠``)
    with 함께 or 같이 straight before the verb and the rest as above: the speaker and the
    reader taking up the issued sentence that follows. Without 함께/같이, with ``-시-``
    ("보시죠", the reader's act), another object ("식단부터", "체중을") or no issued sentence
    after, the look stays an observation."""
    if chain.stem not in _LOOKING_AT_PART or chain.auxiliaries or chain.noun:
        return False
    finals = [e.form for e in chain.endings]
    joint = (
        finals in _PROPOSITIVE_FINALS
        and chain.first >= 1
        and morphs[chain.first - 1].tag == "MAG"
        and morphs[chain.first - 1].form in _JOINT_ADVERBS
    )
    if finals not in _COMING_FINALS and not joint:
        return False
    if not _sentence_then_issued(morphs, chain):
        return False
    cursor = chain.first - (2 if joint else 1)
    return _this_part_opens_sentence(morphs, cursor)


def _walks_through_next(morphs: Sequence[Morph], chain: Chain) -> bool:
    """``차례대로 보겠습니다. [[P:01]].``, ``하나씩 살펴볼게요. [[P:01]].`` (round 97): the
    speaker's own coming walk through the message - a looking verb (보, 살펴보, 짚어보) with
    no object, auxiliary, -시- or past, in a coming final (-겠습니다, -겠어요, -ㄹ게요) - led in
    by an adverb of order or steps (as round 42's "차례대로 보면"), the whole sentence the
    slot's first (only its start, a pause or an interjection before the lead-in), with an
    issued sentence straight after it. A finding adverb ("자세히"), an object ("기록을"), a
    time or a teller before it, the look between or after issued sentences, a propositive
    or no issued sentence after keep the look an observation or a plan."""
    if chain.stem not in _LOOKING_AT_PART or chain.auxiliaries or chain.noun:
        return False
    if [e.form for e in chain.endings] not in _COMING_FINALS:
        return False
    if object_of(morphs, chain) is not None:
        return False
    if not (_sentence_then_issued(morphs, chain) or _sentence_then_first_issued(morphs, chain)):
        return False
    start, end = _walk_lead_in(morphs, chain)
    if start == end:
        return False
    cursor = start - 1
    if cursor >= 0 and (morphs[cursor].tag, morphs[cursor].form) in _FIRST_PART_LEADS:
        cursor -= 1  # "먼저 차례대로 살펴볼게요." (round 124): the first part taken up
    if cursor >= 0 and morphs[cursor].tag == "SP":
        cursor -= 1
    if message_opener(morphs, cursor):
        return True  # "그럼 차근차근 보겠습니다." (round 124): 그럼 opens the message
    if cursor >= 0 and morphs[cursor].tag == "IC":
        cursor -= 1  # "자, 차례대로 보겠습니다."
    return cursor < 0


# Round 121: the manner words of a look at the message proposed as a joint one or announced
# step by step, opening the slot: together, at an even pace (never a finding adverb such as
# 자세히 or 꼼꼼히), and round 97's steps (하나씩, 차례대로 ...; ``_step_lead_in``).
_JOINT_LOOK_MANNER: Final = frozenset({"함께", "같이", "천천히", "차분히", "찬찬히", "차근차근"})
# The readers a vocative may name before it (whether the surface's reader is named is the
# addressee rule's call, round 18); the greetings that may stand before it as a sentence.
_ADDRESSED_READERS: Final = frozenset().union(*classes.READERS.values()) - {"분"}
_OPENING_GREETINGS: Final = frozenset({"안녕하", "반갑"})


def _past_address(morphs: Sequence[Morph], found: Sequence[Chain], cursor: int) -> int:
    """Where the slot's address ends, reading from ``cursor`` (0): any run of a vocative
    naming a reader with 님 (``회원님,``, ``코치님.``) and a set greeting in a present polite
    final (``안녕하세요,``, ``반갑습니다.``), each closed by a comma or a period. Stops at
    anything else; returns the index after the last unit."""
    while cursor < len(morphs):
        if (
            cursor + 2 < len(morphs)
            and morphs[cursor].tag == "NNG"
            and morphs[cursor].form in _ADDRESSED_READERS
            and (morphs[cursor + 1].form, morphs[cursor + 1].tag) == ("님", "XSN")
            and morphs[cursor + 2].tag in {"SP", "SF"}
        ):
            cursor += 3
            continue
        greeting = next((c for c in found if c.first == cursor), None)
        if (
            greeting is not None
            and greeting.stem in _OPENING_GREETINGS
            and not greeting.auxiliaries
            and not any(e.tag == "EP" for e in greeting.endings)
            and greeting.last_ending is not None
            and greeting.last_ending.tag == "EF"
            and greeting.last + 1 < len(morphs)
            and morphs[greeting.last + 1].tag in {"SP", "SF"}
        ):
            cursor = greeting.last + 2
            continue
        break
    return cursor


def _joint_look_opens(morphs: Sequence[Morph], chain: Chain) -> bool:
    """``회원님, 차분히 함께 봐요. [[P:01]].``, ``함께 천천히 봐요. [[A:01]].``, ``회원님,
    반갑습니다. 하나씩 볼게요. [[P:01]].`` (round 121): the look at this message proposed as a
    joint one - 함께/같이 before 보 or 살펴보 in a propositive or plain polite final (-아요,
    -ㅂ시다, -죠) or a coming one (-ㄹ게요, -겠습니다, -겠어요) - or announced step by step
    (round 97's adverbs of steps, in a coming final), with at most an even pace (천천히,
    차분히, 찬찬히, 차근차근) beside; no object, auxiliary, -시- or past; the slot's first
    sentence after at most its address (a vocative to a reader, 안녕하세요/반갑습니다) and the
    daily surface's own 오늘은, with an issued sentence straight after it. That is the speaker
    and the reader taking up what follows, as round 63's "이 부분부터 같이 봐요" is. A finding
    adverb ("자세히"), an object ("기록을"), a companion ("친구와"), another verb (지켜보), the
    reader's -시-, the past, a finding ending ("보니"), a bare pace ("차분히 봐요"), anything
    else before it or no issued sentence after keep the look an observation."""
    if chain.stem not in {"보", "살펴보"} or chain.auxiliaries or chain.noun:
        return False
    finals = [e.form for e in chain.endings]
    coming, proposed = finals in _COMING_FINALS, finals in _PROPOSITIVE_FINALS
    if not (coming or proposed) or object_of(morphs, chain) is not None:
        return False
    if not (_sentence_then_issued(morphs, chain) or _sentence_then_first_issued(morphs, chain)):
        return False
    cursor, joint, stepped, words = chain.first, False, False, 0
    while cursor > 0 and words < 3:
        before = morphs[cursor - 1]
        step = _step_lead_in(morphs, cursor)
        if step < cursor and not stepped:
            cursor, stepped = step, True
        elif before.tag == "MAG" and before.form in _JOINT_LOOK_MANNER:
            joint = joint or before.form in _JOINT_ADVERBS
            cursor -= 1
        else:
            break
        words += 1
    if not (joint or (stepped and coming)):
        return False
    if cursor >= 2 and (morphs[cursor - 2].form, morphs[cursor - 1].form) == ("오늘", "은"):
        cursor -= 2  # the seed's own "오늘은 차분히" - the time rules judge 오늘 by surface
    if any(m.form == PLACEHOLDER_MARK for m in morphs[:cursor]):
        return False
    return _past_address(morphs, chains(morphs), 0) == cursor


def _this_part_opens_sentence(morphs: Sequence[Morph], cursor: int) -> bool:
    """The sentence before the look is only ``이 <part noun>`` in 부터/을/를 (the particle at
    ``cursor``), with at most one of 먼저/우선/일단 before it (rounds 44 and 63)."""
    if cursor < 1 or morphs[cursor].form not in {"부터", "을", "를"}:
        return False
    if (morphs[cursor - 1].form, morphs[cursor - 1].tag) == ("앞부분", "NNG"):
        cursor -= 2  # round 120: "앞부분부터" - the message's front part - as "이 부분부터"
    else:
        if cursor < 2:
            return False
        part, this = morphs[cursor - 1], morphs[cursor - 2]
        if part.tag != "NNG" or part.form not in _THIS_PART_NOUNS:
            return False
        front = (this.form, this.tag) == ("앞", "NNG") and part.form == "부분"
        if (this.tag != "MM" or this.form != "이") and not front:
            return False  # "앞 부분부터" as Kiwi may split it (round 120)
        cursor -= 3
    if (
        cursor >= 0
        and morphs[cursor].tag == "MAG"
        and morphs[cursor].form in {"먼저", "우선", "일단"}
    ):
        cursor -= 1
    return cursor < 0 or morphs[cursor].tag in {"SF", "SP"}


# Round 63: the operator invited, in -시죠, to look at this part of the card.
_SUGGESTION_FINALS: Final = (["시", "죠"], ["시", "지요"], ["으시", "죠"], ["으시", "지요"])
_CARD_LOOK_STEMS: Final = frozenset({"보", "살펴보"})


def _operator_looks_at_part(morphs: Sequence[Morph], chain: Chain) -> bool:
    """``[[P:01]]. 이 부분부터 함께 보시죠.`` on an operator card (the caller checks; round
    63): the operator invited to look at this part of the card - 보 or 살펴보 in ``-시죠``
    (``-시지요``) ending the sentence, the sentence holding only 이 + a part noun (부분, 대목,
    항목, 내용, 문장) in 부터/을/를, at most one of 먼저/우선/일단 before it and 함께/같이
    after it - the card's review, as "이 부분 살펴봐 주세요" already is there (round 33).
    Another thing looked at ("기록부터", "현재 판단을"), an adverb of attention ("눈여겨"),
    another verb, the past or a customer's surface keep the -시- the customer's."""
    if chain.stem not in _CARD_LOOK_STEMS or chain.auxiliaries or chain.noun:
        return False
    if [e.form for e in chain.endings] not in _SUGGESTION_FINALS:
        return False
    after = morphs[chain.last + 1 : chain.last + 3]
    if not after or after[0].tag != "SF":
        return False
    if len(after) == 2 and after[1].form != PLACEHOLDER_MARK:
        return False
    cursor = chain.first - 1
    if cursor >= 0 and morphs[cursor].tag == "MAG" and morphs[cursor].form in _JOINT_ADVERBS:
        cursor -= 1
    return _this_part_opens_sentence(morphs, cursor)


# Round 58: the speaker's coming act of shaping the message's order or outline.
_SHAPING_VERBS: Final = frozenset({"맞추", "잡", "남기"})
_SHAPED_PARTS: Final = frozenset({"앞뒤", "순서", "뼈대"})
_SHAPING_ADVERBS: Final = frozenset({"먼저", "우선", "일단", "가지런히", "차근차근"})
_SHAPING_FINALS: Final = (["어", "겠", "습니다"], ["겠", "습니다"])


def _shapes_next_part(morphs: Sequence[Morph], chain: Chain) -> bool:
    """``말씀드릴 순서를 먼저 잡아 보겠습니다. [[P:01]].``, ``앞뒤를 가지런히 맞춰
    보겠습니다. [[P:01]].``, ``말씀드린 내용의 뼈대만 남겨 보겠습니다. [[A:01]].`` (round 58):
    the speaker's coming act of shaping the message - 맞추, 잡 or 남기 (with or without 보) in
    -겠습니다, a whole sentence with an issued sentence straight after it, whose object (을/를
    or 만) is the message's order or outline (앞뒤, 순서, 뼈대), at most one of 먼저, 우선,
    일단, 가지런히, 차근차근 between; before the object only the sentence's start, the
    speaker's speech act as its modifier ("말씀드릴") or a part of the message in 의 after
    one ("말씀드린 내용의"). Any other object or modifier ("운동 순서를", "일정을", "기록만"),
    -시-, the past or no issued sentence after keep the -겠- a prediction."""
    if chain.stem not in _SHAPING_VERBS or chain.auxiliaries not in ((), ("보",)) or chain.noun:
        return False
    if [e.form for e in chain.endings] not in _SHAPING_FINALS:
        return False
    if not _sentence_then_issued(morphs, chain):
        return False
    cursor = chain.first - 1
    if cursor >= 0 and morphs[cursor].tag == "MAG" and morphs[cursor].form in _SHAPING_ADVERBS:
        cursor -= 1
    if cursor < 1 or (morphs[cursor].tag, morphs[cursor].form) not in {
        ("JKO", "을"),
        ("JKO", "를"),
        ("JX", "만"),
    }:
        return False
    part = morphs[cursor - 1]
    if part.tag != "NNG" or part.form not in _SHAPED_PARTS:
        return False
    cursor -= 2
    if (
        cursor >= 1
        and morphs[cursor].tag == "JKG"
        and morphs[cursor - 1].tag == "NNG"
        and morphs[cursor - 1].form in classes.DISCOURSE_NOUNS
    ):
        cursor -= 2  # "내용의 뼈대": the outline of the message's content
    return cursor < 0 or morphs[cursor].tag in {"SF", "SP"} or _speech_modifier(morphs, cursor)


def _speech_modifier(morphs: Sequence[Morph], index: int) -> bool:
    """``말씀드릴``, ``말씀드린``: a modifier ending at ``index`` on the speaker's speech act
    that starts the sentence."""
    if morphs[index].tag != "ETM" or index < 2:
        return False
    verb, noun = morphs[index - 1], morphs[index - 2]
    if (noun.form, verb.form) != ("말씀", "드리"):
        return False
    return index == 2 or morphs[index - 3].tag in {"SF", "SP"}


_LEAVE_READING: Final = frozenset({"보", "읽", "훑어보", "살펴보"})
_LEAVE_PLACES: Final = frozenset({"위", "아래"})
_LEAVE_PARTS: Final = frozenset({"내용", "항목", "대목", "부분"})
# Rereading and reading together only. The reader's pace (천천히, round 44 until the lead's
# probes of 2026-12-07) is the reader's time: leave to read slowly or later is a new
# permission, refused as "나중에 보셔도", "편하실 때", "부담 없이", "느긋하게" are.
_LEAVE_ADVERBS: Final = frozenset({"다시", "함께"})
_CURIOUS_POINTS: Final = frozenset({"점", "대목", "부분"})


def _reader_condition(morphs: Sequence[Morph], at: int) -> int | None:
    """Where a condition of the reader's wish to look (from ``at``) ends: "궁금하시면",
    "필요하시면", "궁금하신 점이 생기면", "궁금하신 대목이 있으면" - ``None`` if none is there."""
    forms = [(m.form, m.tag) for m in morphs[at : at + 9]]
    if forms[:1] == [("궁금하", "VA")]:
        rest, used = forms[1:], 1
    elif forms[:2] in ([("궁금", "XR"), ("하", "XSA")], [("필요", "NNG"), ("하", "XSA")]):
        rest, used = forms[2:], 2
    else:
        return None
    if not rest or rest[0] not in {("시", "EP"), ("으시", "EP")}:
        return None
    if rest[1:2] in ([("면", "EC")], [("으면", "EC")]):
        return at + used + 2
    if forms[0][0] == "필요" or len(rest) < 6 or rest[1] != ("ᆫ", "ETM"):
        return None
    point, subject, verb, ending = rest[2], rest[3], rest[4], rest[5]
    if point[1] != "NNG" or point[0] not in _CURIOUS_POINTS or subject != ("이", "JKS"):
        return None
    if verb[0] not in {"있", "생기"} or verb[1] not in {"VV", "VA"}:
        return None
    if ending not in {("면", "EC"), ("으면", "EC")}:
        return None
    return at + used + 6


def reading_leave_span(morphs: Sequence[Morph]) -> range | None:
    """``[[P:01]]. 궁금하시면 위 내용을 다시 보셔도 돼요.`` (round 44): the last sentence,
    after the issued ones, leaves the reader free to (re)read this message - at most one
    condition of the reader's wish to look (``_reader_condition``), then 위/아래 + a part
    noun (내용, 항목, 대목, 부분; 들 allowed) as object, or in 과/와 straight before 함께 (round
    119: "아래 내용과 함께 보셔도 괜찮아요"), or no object, only 다시 (다시 한 번)
    and 함께 between (not the reader's pace, 천천히: 2026-12-07), a reading verb in -시- +
    -어도 and 되/괜찮 in a final ending, a period and nothing after. A closed form: every
    morpheme of the sentence is one of these, so the span is judged as a whole and its
    괜찮/필요 are not claims. Another verb or object ("식단을", "기록을"), a feeling
    ("불안하시면"), an obligation ("보셔야"), the past, a time, a count or anything after it
    keep the sentence to the ordinary rules."""
    if len(morphs) < 6 or morphs[-1].tag != "SF":
        return None
    start = len(morphs) - 2
    while start > 0 and morphs[start - 1].tag != "SF":
        start -= 1
    if start < 2 or morphs[start - 2].form != PLACEHOLDER_MARK:
        return None
    cursor = start
    condition_end = _reader_condition(morphs, cursor)
    if condition_end is not None:
        cursor = condition_end
    if morphs[cursor].form in _LEAVE_PLACES and morphs[cursor].tag == "NNG":
        while morphs[cursor].form in _LEAVE_PLACES and morphs[cursor].tag == "NNG":
            cursor += 1
        if morphs[cursor].tag != "NNG" or morphs[cursor].form not in _LEAVE_PARTS:
            return None
        cursor += 1
        if morphs[cursor].form == "들" and morphs[cursor].tag == "XSN":
            cursor += 1
        together = (morphs[cursor].form, morphs[cursor].tag) in {("과", "JKB"), ("와", "JKB")}
        if together and (morphs[cursor + 1].form, morphs[cursor + 1].tag) != ("함께", "MAG"):
            return None  # round 119: "아래 내용과 함께", the part read beside, 함께 said
        if morphs[cursor].tag != "JKO" and not together:
            return None
        cursor += 1
    while morphs[cursor].tag == "MAG" and morphs[cursor].form in _LEAVE_ADVERBS:
        again = morphs[cursor].form == "다시"
        cursor += 1
        if again and [(m.form, m.tag) for m in morphs[cursor : cursor + 2]] == [
            ("한", "MM"),
            ("번", "NNB"),
        ]:
            cursor += 2  # "다시 한 번": once more, counting nothing
    tail = [(m.form, m.tag) for m in morphs[cursor:-1]]
    if len(tail) != 5 or tail[0][1] != "VV" or tail[0][0] not in _LEAVE_READING:
        return None
    if tail[1] not in {("시", "EP"), ("으시", "EP")} or tail[2] != ("어도", "EC"):
        return None
    if tail[3] not in {("되", "VV"), ("괜찮", "VA")} or tail[4][1] != "EF":
        return None
    if tail[4][0] not in {"어요", "ᆸ니다", "습니다", "아요"}:
        return None
    return range(start, len(morphs))


def _sentence_then_issued(morphs: Sequence[Morph], chain: Chain) -> bool:
    """The chain ends its sentence and the next sentence is an issued one: ``… 보겠습니다.
    [[P:01]].``"""
    after = morphs[chain.last + 1 : chain.last + 3]
    return len(after) == 2 and after[0].tag == "SF" and after[1].form == PLACEHOLDER_MARK


# Round 108: the adverbs that open the first part of a walk just announced ("먼저 [[P:01]]").
_FIRST_PART_ADVERBS: Final = frozenset({"먼저", "우선", "일단"})


def _sentence_then_first_issued(morphs: Sequence[Morph], chain: Chain) -> bool:
    """``순서대로 볼게요. 먼저 [[P:01]]. 다음으로 [[P:02]].`` (round 108): the chain ends its
    sentence and the next sentence is an issued one opened by one adverb of the first part
    (먼저, 우선, 일단) straight before it - the walk just announced, begun."""
    after = morphs[chain.last + 1 : chain.last + 4]
    return (
        len(after) == 3
        and after[0].tag == "SF"
        and after[0].form == "."
        and after[1].tag == "MAG"
        and after[1].form in _FIRST_PART_ADVERBS
        and after[2].form == PLACEHOLDER_MARK
    )


def _issued_sentence_next(morphs: Sequence[Morph], chain: Chain) -> bool:
    """The first issued sentence follows the chain with nothing but a comma between."""
    after = morphs[chain.last + 1 : chain.last + 3]
    if after and after[0].tag == "SP":
        after = after[1:]
    return bool(after) and after[0].form == PLACEHOLDER_MARK


_READER_WALK_ENDINGS: Final = (["시", "면"], ["으시", "면"], ["시", "면서"], ["으시", "면서"])


def _reader_walks_through(morphs: Sequence[Morph], chain: Chain) -> bool:
    """``하나씩 보시면, [[P:01]]``, ``일단 순서대로 보시면서, [[A:01]]``, ``항목을 하나하나
    짚어 보시면서, [[A:01]]``: the reader going through this message part by part - round
    27's ``_walks_through`` with the reader's -시- and ``-면서`` - leading straight into the
    first issued sentence (round 39), on the operator's cards only (the caller checks): on
    the customer's surfaces round 27 kept "하나씩 차례로 보시면" the customer's looking. An
    adverb of order or steps must lead in (one of 먼저/우선/일단 may open it), with nothing
    before but the start, punctuation or the message's own material as object; nothing but
    a comma may stand between the chain and the issued sentence; round 117: or 한눈에, the card
    taken in at a glance (``_at_a_glance``). "자세히 보시면" (a
    finding), "기록을 하나씩 보시면" (the record), "하나씩 보시면 아실 거예요" (a
    prediction), "하나씩 보셨으면" (the past), "하나씩 해 보시면" (not reading) and any
    issued sentence before it keep their reasons."""
    endings = [e.form for e in chain.endings]
    if chain.auxiliaries == ("보",) and chain.stem in classes.WALKING_WITH_BO:
        endings = endings[1:] if endings and endings[0] in SERIAL_ENDINGS else ["?"]
    elif chain.auxiliaries or chain.stem not in classes.WALKING_VERBS:
        return False
    if endings not in _READER_WALK_ENDINGS or object_of(morphs, chain) is not None:
        return False
    if not _issued_sentence_next(morphs, chain):
        return False
    start = _step_lead_in(morphs, chain.first)
    if start == chain.first:
        start = _at_a_glance(morphs, chain)
    if start == chain.first:
        return False
    opener = morphs[start - 1] if start > 0 else None
    if opener is not None and opener.tag == "MAG" and opener.form in classes.WALK_OPENERS:
        start -= 1
    return _walk_may_start_after(morphs, start)


# Round 117: the seeing verbs the operator may take the card in with at a glance (Kiwi splits
# 훑어보시면 into two predicates, so 훑어보 is not among them).
_GLANCING_VERBS: Final = frozenset({"보", "살펴보"})


def _at_a_glance(morphs: Sequence[Morph], chain: Chain) -> int:
    """Where 한눈에 (Kiwi's 한/MM 눈/NNG 에 or 한눈/NNG 에) straight before a seeing verb
    with no auxiliary starts, or ``chain.first`` if it is not there (round 117): "먼저 한눈에
    보시면, [[P:01]]." on a card is the operator taking the card in at a glance - its whole,
    as the steps take it part by part - before the first issued sentence."""
    if chain.stem not in _GLANCING_VERBS or chain.auxiliaries:
        return chain.first
    before = [(m.form, m.tag) for m in morphs[max(0, chain.first - 3) : chain.first]]
    if before == [("한", "MM"), ("눈", "NNG"), ("에", "JKB")]:
        return chain.first - 3
    if before[-2:] == [("한눈", "NNG"), ("에", "JKB")]:
        return chain.first - 2
    return chain.first


_ALONG_ENDINGS: Final = (["며"], ["으며"], ["면서"], ["으면서"])
ALONG_VERBS: Final = classes.WALKING_VERBS | frozenset({"따라가", "따라오"})


def _walks_along_card(morphs: Sequence[Morph], chain: Chain) -> bool:
    """``한 걸음씩 따라가며, [[A:01]]`` on an operator card (the caller checks): going along the
    card step by step - round 39's walk-through without -시-, in -며/-면서, with 따라가 as a
    walking verb - straight into the first issued sentence (round 42). An adverb of order or
    steps, or 한 + 걸음/단계 + 씩, must lead in from the slot's start (one of 먼저/우선/일단 may
    open it); no object, no -시-, no auxiliary; nothing but a comma before the issued
    sentence. "한 걸음씩 나아가며" (progress), "식단을 … 따라가며" (an object), another
    surface and anything between keep the co-occurring event a claim."""
    if chain.stem not in ALONG_VERBS or chain.auxiliaries:
        return False
    if [e.form for e in chain.endings] not in _ALONG_ENDINGS or object_of(morphs, chain):
        return False
    if not _issued_sentence_next(morphs, chain):
        return False
    start = _step_lead_in(morphs, chain.first)
    if start == chain.first and chain.first >= 3:
        one, step, each = morphs[chain.first - 3 : chain.first]
        steps = one.form == "한" and one.tag == "MM" and step.form in {"걸음", "단계"}
        if steps and each.form == "씩":
            start = chain.first - 3
    if start == chain.first:
        return False
    opener = morphs[start - 1] if start > 0 else None
    if opener is not None and opener.tag == "MAG" and opener.form in classes.WALK_OPENERS:
        start -= 1
    return start == 0


def _as_down_a_list(morphs: Sequence[Morph], chain: Chain) -> bool:
    """``체크리스트 보듯이 하나씩, [[A:01]]`` on an operator card (the caller checks): a simile
    of looking down a list (a bare list-form noun, 보 in -듯/-듯이, no -시-, no past) straight
    before an adverb of order or steps, a comma and the issued sentence, from the slot's
    start - how the card is gone through, not what something shows (round 42). Another
    thing looked at ("그래프 보듯이"), a particle, the reader's -시-, the past or anything
    between keep the perception evidential."""
    if chain.stem != "보" or chain.auxiliaries:
        return False
    if [e.form for e in chain.endings] not in (["듯이"], ["듯"]):
        return False
    nouns = morphs[: chain.first]
    if not nouns or nouns[-1].tag != "NNG" or nouns[-1].form not in classes.LIST_FORM_NOUNS:
        return False
    if not all(m.tag == "NNG" and m.form in classes.LIST_FORM_MODIFIERS for m in nouns[:-1]):
        return False
    at = chain.last + 1
    ends = [e for e in range(at + 1, min(at + 6, len(morphs))) if _step_lead_in(morphs, e) == at]
    if not ends:
        return False
    end = ends[-1]
    rest = morphs[end : end + 2]
    return [m.form for m in rest] == [",", PLACEHOLDER_MARK]


def _deictic_part_to_give(morphs: Sequence[Morph], chain: Chain) -> bool:
    """``이것이 전해 드릴 내용이에요``, ``여기까지가 덧붙일 말씀입니다``: the subject is a
    deictic pointing into this message and belongs to the copula; the speech act is the
    speaker's coming one (``-ㄹ`` before a message noun). "이것이 말해 주듯" stays a claim."""
    last = chain.last_ending
    head = _head_after(morphs, chain)
    if last is None or head is None:
        return False
    if head.form not in classes.DISCOURSE_NOUNS | classes.SPEECH_OBJECT_NOUNS:
        return False
    if last.form not in FUTURE_MODIFIERS:
        # "[[A:01]]. 여기까지가 덧붙이는 말씀입니다" (round 41): the extent shown so far names
        # the speaker's adding or humble giving now - present, no pre-final ending. "이것이
        # 말해 주는 내용" (something else speaks) and any other verb stay claims.
        adding = chain.stem in classes.ADDING_SPEECH_PREDICATES or "드리" in chain.auxiliaries
        present = last.tag == "ETM" and last.form == "는"
        present = present and not any(e.tag == "EP" for e in chain.endings)
        return adding and present and _extent_so_far(morphs, _window_start(morphs, chain.first))
    cursor = chain.first - 1
    while cursor >= 0 and morphs[cursor].tag in {"MAG", "SP", "JKS", "JX"}:
        cursor -= 1
    return cursor >= 0 and morphs[cursor].form in classes.DEICTIC_NOUNS


_WISHED_PART_NOUNS: Final = frozenset({"부분", "대목", "내용"})
_WISHED_HEADS: Final = frozenset({"말씀", "내용", "이야기", "안내"})


def _this_part_wished_to_give(morphs: Sequence[Morph], chain: Chain) -> bool:
    """``바로 이 부분이 전해 드리고 싶은 말씀이에요. [[A:01]].`` (round 44): "this part" (이 +
    부분/대목/내용 as subject, at most 바로 before it, from the sentence's start) is the
    message the speaker wishes to give - a speech act in -고 싶은 (present, no pre-final
    ending) before a message noun and a present copula, the sentence ended and the issued
    sentence straight after it, which is the part. Another subject ("이 기록이", "코치님이"),
    the past ("싶었던"), a degree ("가장", "꼭"), another head ("소식") or no issued sentence
    after it keep the subject something else that speaks."""
    last = chain.last_ending
    if last is None or last.tag != "ETM" or last.form != "은":
        return False
    if "싶" not in chain.auxiliaries or any(e.tag == "EP" for e in chain.endings):
        return False
    rest = morphs[chain.last + 1 : chain.last + 6]
    if len(rest) < 5 or rest[0].tag != "NNG" or rest[0].form not in _WISHED_HEADS:
        return False
    if rest[1].tag != "VCP" or rest[2].tag != "EF" or rest[3].tag != "SF":
        return False
    if rest[4].form != PLACEHOLDER_MARK or any(e.tag == "EP" for e in (rest[2],)):
        return False
    start = _window_start(morphs, chain.first)
    words = [(m.form, m.tag) for m in morphs[start : chain.first]]
    if words[:1] == [("바로", "MAG")]:
        words = words[1:]
    if (
        len(words) != 3
        or words[0] != ("이", "MM")
        or words[2] not in {("이", "JKS"), ("가", "JKS")}
    ):
        return False
    return words[1][1] == "NNG" and words[1][0] in _WISHED_PART_NOUNS


def _extent_so_far(morphs: Sequence[Morph], start: int) -> bool:
    """``[[P:01]]. 여기까지가 …``: a sentence opening with 여기 + 까지 as its subject or topic,
    after an issued sentence - the extent of this message shown so far (round 41). Before
    any issued sentence it points at nothing yet."""
    words = morphs[start : start + 3]
    return (
        len(words) == 3
        and (words[0].form, words[0].tag) == ("여기", "NP")
        and (words[1].form, words[1].tag) == ("까지", "JX")
        and (words[2].form, words[2].tag) in {("가", "JKS"), ("는", "JX")}
        and any(m.form == PLACEHOLDER_MARK for m in morphs[:start])
    )


def _deictic_composed(morphs: Sequence[Morph], chain: Chain) -> bool:
    """``이상이 정리된 내용입니다``, ``여기까지가 요약된 내용입니다``: a deictic pointing at
    this message is what the passive of composing it (정리되, 요약되: no auxiliary, no other
    ending) made into a message noun, the complement of the copula - the speaker saying
    what the lines above are. Kiwi sometimes cuts 이상 ("the above") into 이/MM 상/NNG.
    Only after an issued sentence, with the copula in the present and a final ending.
    Another subject ("기록이 정리된"), another verb ("전달된", "확인된"), the past or
    another shape stay claims."""
    if chain.tag != "XSV" or chain.stem != chain.noun + "되" or chain.auxiliaries:
        return False
    if chain.noun + "하" not in classes.COMPOSING_PREDICATES:
        return False
    if len(chain.endings) != 1 or chain.endings[0].tag != "ETM" or chain.endings[0].form != "ᆫ":
        return False
    head = _head_after(morphs, chain)
    after_head = morphs[chain.last + 2] if chain.last + 2 < len(morphs) else None
    if head is None or head.form not in classes.DISCOURSE_NOUNS | classes.SPEECH_OBJECT_NOUNS:
        return False
    if after_head is None or after_head.tag != "VCP":
        return False
    rest = morphs[chain.last + 3 :]
    end = next((i for i, m in enumerate(rest) if m.tag in {"SF", "SW"}), len(rest))
    if any(m.tag == "EP" for m in rest[:end]) or not any(m.tag == "EF" for m in rest[:end]):
        return False  # "정리된 내용이었습니다", "정리된 내용이라서": not what is shown now
    if not any(m.form == PLACEHOLDER_MARK for m in morphs[: chain.first]):
        return False  # "이상" points back at an issued sentence already shown
    cursor = chain.first - 1
    if cursor < 0 or morphs[cursor].tag not in {"JKS", "JX"}:
        return False
    while cursor >= 0 and morphs[cursor].tag in {"JKS", "JX"}:
        cursor -= 1
    if cursor < 0:
        return False
    subject = morphs[cursor]
    if subject.form == "상" and cursor and morphs[cursor - 1].form == "이":
        return cursor - 1 == 0 or morphs[cursor - 2].tag in {"SF", "SP", "SW"}
    return subject.form in classes.DEICTIC_NOUNS and subject.tag in NOUNS


def effort_greeting(morphs: Sequence[Morph], chain: Chain, slot_id: str) -> bool:
    """``수고 많으십니다``, ``수고하십니다`` to the operator of an adaptive card: a greeting,
    in the present and a final ending, standing alone (nothing before it in its sentence
    but the effort noun). To the customer, or in the past, it says how hard they worked."""
    if not slot_id.startswith("adaptive") or chain.noun not in classes.EFFORT_GREETING_NOUNS:
        return False
    if chain.stem not in {"많", "수고하"}:
        return False
    last = chain.last_ending
    if last is None or last.tag != "EF" or _past(chain) or chain.has_ending("겠", tag="EP"):
        return False
    noun_at = chain.first - 1 if chain.stem == "많" else chain.first
    before = morphs[noun_at - 1] if noun_at > 0 else None
    return before is None or before.tag in {"SF", "SP", "SW"}


# The endings of the polite formula: -겠지만, and (round 73, x64-065) the concessive
# -더라도 ("번거로우시더라도, [[A:01]]": even if it is a bother), with -시- either way.
_IMPOSITION_ENDINGS: Final = (
    ["시", "겠", "지만"],
    ["으시", "겠", "지만"],
    ["시", "더라도"],
    ["으시", "더라도"],
)


def imposition_softener(morphs: Sequence[Morph], chain: Chain, slot_id: str) -> bool:
    """``번거로우시겠지만, [[A:01]]`` to the operator of an adaptive card: the polite formula
    before a request - an adjective of imposition (closed class) with honorific -시-,
    conjectural -겠- and concessive -지만 and nothing else, opening its sentence, followed
    (past a comma) by the issued sentence or the speaker's present speech act. To the
    customer it guesses their feelings; in the past, with a subject or an adverb before
    it, in any other ending or before anything else it keeps its old reading."""
    if not slot_id.startswith("adaptive") or chain.stem not in classes.IMPOSITION_ADJECTIVES:
        return False
    forms = [e.form for e in chain.endings]
    if chain.auxiliaries or forms not in _IMPOSITION_ENDINGS:
        return False
    before = morphs[chain.first - 1] if chain.first > 0 else None
    if before is not None and before.tag not in {"SF", "SW"}:
        return False
    cursor = chain.last + 1
    while cursor < len(morphs) and morphs[cursor].tag == "SP":
        cursor += 1
    if cursor >= len(morphs):
        return False
    if morphs[cursor].form == PLACEHOLDER_MARK:
        return True
    later = [c for c in chains(morphs) if c.first >= cursor]
    if later and _plain_request_at(morphs, later[0], cursor):
        return True  # "번거로우시겠지만 부탁드려요" (round 121): the request it softens
    if not later or later[0].first != cursor + (morphs[cursor].form == "말씀"):
        return False
    following = later[1] if len(later) > 1 else None
    return is_speech(later[0], following, morphs) and not _past(later[0])


# Round 121: what may stand before 부탁 in the request an imposition softener opens - 잘 (the
# set "잘 부탁드립니다") or the card's own review asked for as a noun (검토, 확인).
_REQUEST_LEADS: Final = frozenset({("잘", "MAG"), ("검토", "NNG"), ("확인", "NNG")})


def _plain_request_at(morphs: Sequence[Morph], chain: Chain, cursor: int) -> bool:
    """``부탁드려요``, ``잘 부탁드립니다``, ``검토 부탁드립니다`` starting at ``cursor`` (round
    121): the speaker's humble request with no object but the card's own review (or the set
    잘), in a present final ending its sentence - the request "번거로우시겠지만" softens on the
    operator's card, as round 12's "번거로우시겠지만, [[A:01]]" softens the issued instruction.
    Any other object ("식단 관리 부탁드려요"), the past or a request for later keep the
    softener's old reading."""
    if chain.stem != "드리" or chain.noun != "부탁" or chain.auxiliaries:
        return False
    if [e.tag for e in chain.endings] != ["EF"] or _past(chain):
        return False
    noun = chain.first - 1
    if noun < cursor or morphs[noun].form != "부탁":
        return False
    lead = morphs[cursor:noun]
    if len(lead) > 1 or (lead and (lead[0].form, lead[0].tag) not in _REQUEST_LEADS):
        return False
    after = morphs[chain.last + 1] if chain.last + 1 < len(morphs) else None
    return after is None or after.tag == "SF"


def apology_before_request(morphs: Sequence[Morph], chain: Chain, slot_id: str) -> bool:
    """``죄송하지만, [[A:01]]`` on the physique card (round 30): the speaker's bare apology in
    ``-지만`` (no -시-, no -겠-, no past, no auxiliary), opening its sentence and followed,
    past a comma at most, by the issued instruction - pardon asked for a request, like
    fx18-0264. Before an issued fact ("죄송하지만, [[P:01]]") it colours the fact as bad news
    and stays a claim, as does an apology with a reason before it."""
    if slot_id != "adaptive.physique.review_instruction":
        return False
    if chain.stem not in classes.APOLOGY_ADJECTIVES or chain.auxiliaries:
        return False
    if [e.form for e in chain.endings] != ["지만"] and not _humble_concessive(chain):
        return False  # round 93: "송구하오나, [[A:01]]" is this -지만 in the formal register
    before = morphs[chain.first - 1] if chain.first > 0 else None
    opening = before is None or before.tag in {"SF", "SW"}
    bother = next((c for c in chains(morphs) if c.last == chain.first - 1), None)
    if bother is not None and sorry_for_the_bother(morphs, bother):
        opening = True  # "번거롭게 해 드려 죄송하지만, [[A:01]]" (round 66): the set apology
    if not (opening or _sorry_to_say(morphs, chain)):
        return False
    cursor = chain.last + 1
    return into_issued(morphs, cursor)


def sorry_for_the_bother(morphs: Sequence[Morph], chain: Chain) -> bool:
    """``번거롭게 해 드려 죄송하지만`` (round 66): the set apology for the bother the message
    itself gives - an adjective of imposition in -게 opening its sentence, then 하 with the
    humble 드리 in -어 (nothing else: no past, no -시-, no adverb before it), straight before
    an apology adjective (죄송하, 송구하, ...). The humble 드리 here gives the reader no
    action, so it is not an offer; the apology after it is judged as the bare apology is (it
    passes only before the speaker's own speech act or the physique card's instruction).
    "매번 번거롭게 해 드려" (a habit), "번거롭게 해 드렸는데" and 해 드리 before anything else
    keep their refusal."""
    if chain.stem != "하" or chain.tag != "VV" or chain.auxiliaries != ("드리",):
        return False
    if [(e.form, e.tag) for e in chain.endings] not in (
        [("어", "EC"), ("어", "EC")],
        [("어", "EC"), ("어서", "EC")],
    ):
        return False
    if chain.first < 2:
        return False
    manner, adjective = morphs[chain.first - 1], morphs[chain.first - 2]
    if (manner.form, manner.tag) != ("게", "EC") or adjective.tag != "VA":
        return False
    if adjective.form not in classes.IMPOSITION_ADJECTIVES:
        return False
    opening = chain.first == 2 or morphs[chain.first - 3].tag in {"SF", "SW"}
    if not opening:
        return False
    after = next((c for c in chains(morphs) if c.first == chain.last + 1), None)
    return (
        after is not None
        and after.stem in classes.APOLOGY_ADJECTIVES
        and not after.auxiliaries
        and not any(e.tag == "EP" for e in after.endings)
    )


_OWN_WORDS: Final = frozenset({"말", "말씀", "글", "설명", "안내", "이야기"})
# 길어지 (길 + -어 + 지) kept from happening, or feared: "길어지지 않도록/않게",
# "길어질까 싶어/봐".
_KEPT_SHORT: Final[dict[tuple[str, ...], tuple[tuple[str, ...], ...]]] = {
    ("지", "않"): (("어", "지", "도록"), ("어", "지", "게")),
    ("지", "싶"): (("어", "ᆯ까", "어"),),
    ("지", "보"): (("어", "ᆯ까", "어"),),
}


def keeps_words_short(morphs: Sequence[Morph], chain: Chain) -> bool:
    """``말이 길어질까 싶어 핵심만 말씀드려요``, ``제 말이 길어지지 않도록 줄여서
    말씀드리면`` (round 66): the speaker's own words (말, 말씀, 글, 설명, 안내, 이야기 as the
    subject, opening the sentence or after 제) kept from getting long - why the telling after
    it is short, a manner of presenting. Only before the speaker's present telling later in
    the same sentence; the words' length stated ("글이 다소 길어", "말이 길어져 송구합니다"),
    the past, another subject ("운동이 길어지지 않도록") and no telling after keep their
    refusal."""
    if chain.stem != "길" or chain.tag != "VA":
        return False
    allowed = _KEPT_SHORT.get(chain.auxiliaries)
    if allowed is None or tuple(e.form for e in chain.endings) not in allowed:
        return False
    if chain.first < 2:
        return False
    marker, noun = morphs[chain.first - 1], morphs[chain.first - 2]
    if marker.tag != "JKS" or noun.tag != "NNG" or noun.form not in _OWN_WORDS:
        return False
    start = chain.first - 2
    if start >= 2 and [(m.form, m.tag) for m in morphs[start - 2 : start]] == [
        ("저", "NP"),
        ("의", "JKG"),
    ]:
        start -= 2  # 제 말이
    if start > 0 and morphs[start - 1].tag not in {"SF", "SW"}:
        return False
    later = [c for c in chains(morphs) if c.first > chain.last]
    for index, telling in enumerate(later):
        between = morphs[chain.last + 1 : telling.first]
        if any(m.tag == "SF" for m in between):
            return False
        if any((m.form, m.tag) == ("나", "NP") for m in between):
            return False  # Kiwi reads "싶어 내일 가려" as 나 + 의 + 일: fail closed
        following = later[index + 1] if index + 1 < len(later) else None
        if is_speech(telling, following, morphs):
            return not _past(telling)
    return False


# Round 112: the length or brevity of the speaker's own telling, conceded ("짧지만", "간단하지만",
# "조금 길어지더라도"), and the degree adverbs that may soften it.
_OWN_LENGTH_STEMS: Final = frozenset({"짧", "간단하", "길"})
_CONCESSIVE_ENDINGS: Final = frozenset({"지만", "더라도", "어도", "아도"})
LENGTH_DEGREE: Final = frozenset({"조금", "좀", "다소"})
_NOT_BETWEEN: Final = frozenset({"SF", "SW", "SP", "JKS", "JKO"})
# Round 114: the speaker's own wording as the subject of such a concession ("말투가 조금
# 딱딱하더라도 그대로 안내드리면"), and the adjectives of its manner conceded beside length.
_OWN_WORDING_NOUNS: Final = frozenset({"말투", "어투", "표현", "문장"})
_OWN_WORDING_STEMS: Final = _OWN_LENGTH_STEMS | frozenset({"딱딱하", "어색하", "투박하", "건조하"})


def concedes_own_length(morphs: Sequence[Morph], chain: Chain, following: Chain | None) -> bool:
    """``간단하지만 먼저 적어 드리면``, ``짧지만 먼저 안내드릴게요``, ``조금 길어지더라도 차례대로
    안내드리겠습니다`` (round 112): a bare length adjective (짧다, 간단하다, 길다 or 길어지다) in a
    concessive ending, opening its sentence with at most 조금/좀/다소 before it, conceded of the
    speaker's present telling that follows in the same sentence - how the message is told, not
    what it says. A subject ("운동은 짧지만"), the past, anything between it and the telling or
    no telling after it ("짧지만 [[P:01]]") keep their refusal."""
    if chain.stem not in _OWN_WORDING_STEMS or chain.tag not in {"VA", "XSA"}:
        return False
    if chain.auxiliaries not in {(), ("지",)} or any(e.tag == "EP" for e in chain.endings):
        return False
    last = chain.last_ending
    if last is None or last.form not in _CONCESSIVE_ENDINGS:
        return False
    before = morphs[: chain.first]
    if before and before[-1].tag == "MAG" and before[-1].form in LENGTH_DEGREE:
        before = before[:-1]
    if _own_wording_subject(before):
        before = before[:-2]  # "말투가 조금 딱딱하더라도" (round 114)
    elif chain.stem not in _OWN_LENGTH_STEMS:
        return False
    if before and before[-1].tag != "SF":
        return False
    if following is None or following.first <= chain.last:
        return False
    between = morphs[chain.last + 1 : following.first]
    if any(m.tag in _NOT_BETWEEN or m.form == PLACEHOLDER_MARK for m in between):
        return False  # another sentence, an issued one, a comma, a subject or an object
    later = [c for c in chains(morphs) if c.first > following.last]
    after = later[0] if later else None
    honorific = any(e.tag == "EP" and e.form in HONORIFIC_ENDINGS for e in following.endings)
    return is_speech(following, after, morphs) and not _past(following) and not honorific


# Round 120: the message's own content named as the subject of its length given as a reason
# ("말씀드릴 내용이 짧기 때문에, 바로 적을게요."), and the adverbs that may stand before the
# speaker's telling after it.
_OWN_CONTENT_NOUNS: Final = frozenset({"내용", "말씀", "안내"})
_BEFORE_THE_TELLING: Final = frozenset({"바로", "먼저", "우선", "간단히", "간략히"})


def own_length_reason(morphs: Sequence[Morph], index: int) -> bool:
    """``말씀드릴 내용이 짧기 때문에, 바로 적을게요. [[P:01]].`` (round 120): 때문에 (때문/NNB at
    ``index``, 에/JKB) after a bare length adjective (짧다, 간단하다, 길다; round 112's stems, no
    past, no -시-, no degree adverb) in -기, whose subject in 이/가 is this message's
    content (내용, 말씀, 안내 - after the speaker's own coming telling in -ㄹ at most) and which
    opens the slot, then a comma and the speaker's present telling (no past, no -시-; at most
    바로/먼저/우선/간단히/간략히 before it) leading straight into the issued sentence - in a final
    ending and a period, or in -면/-자면 and a comma. The reason given is the message's length,
    for how the speaker tells it; nothing in the world. Another subject ("운동이 짧기
    때문에"), no subject, the past, the reason given straight to the issued sentence ("짧기
    때문에, [[P:01]]") or anything else after it keep it a reason."""
    if (morphs[index].form, morphs[index].tag) != ("때문", "NNB") or index < 4:
        return False
    if index + 2 >= len(morphs) or (morphs[index + 1].form, morphs[index + 1].tag) != ("에", "JKB"):
        return False
    found = chains(morphs)
    length = next((c for c in found if c.last == index - 1), None)
    if length is None or length.stem not in _OWN_LENGTH_STEMS or length.auxiliaries:
        return False
    if [(e.form, e.tag) for e in length.endings] != [("기", "ETN")]:
        return False
    before = list(morphs[: length.first])
    if len(before) < 2 or before[-1].tag != "JKS" or before[-1].form not in {"이", "가"}:
        return False
    if before[-2].tag != "NNG" or before[-2].form not in _OWN_CONTENT_NOUNS:
        return False
    before = before[:-2]
    spoken = next((c for c in found if c.last == len(before) - 1), None) if before else None
    if spoken is not None:
        if [(e.form, e.tag) for e in spoken.endings][-1:] != [("ᆯ", "ETM")]:
            return False
        if not _speech_before(morphs, spoken):
            return False
        start = spoken.first
        if spoken.noun and start and morphs[start - 1].form == spoken.noun:
            start -= 1  # "말씀드릴": the speech noun belongs to the act
        before = before[:start]
    if before and before[-1].tag != "SF":
        return False
    if any(m.form == PLACEHOLDER_MARK for m in before):
        return False  # only before the issued sentences: "[[P:01]]. 말씀드릴 내용이 …" is not
    cursor = index + 2
    if morphs[cursor].tag != "SP":
        return False
    cursor += 1
    if cursor < len(morphs) and morphs[cursor].tag == "MAG":
        if morphs[cursor].form not in _BEFORE_THE_TELLING:
            return False
        cursor += 1
    if cursor < len(morphs) and (morphs[cursor].form, morphs[cursor].tag) == ("말씀", "NNG"):
        cursor += 1  # "말씀드릴게요": the chain starts at 드리, its noun 말씀
    position = next((i for i, c in enumerate(found) if c.first == cursor), None)
    if position is None:
        return False
    telling = found[position]
    after = found[position + 1] if position + 1 < len(found) else None
    if not is_speech(telling, after, morphs) or any(e.tag == "EP" for e in telling.endings):
        return False
    last = telling.last_ending
    if last is None:
        return False
    rest = morphs[telling.last + 1 : telling.last + 3]
    if last.tag == "EF":
        return len(rest) == 2 and rest[0].tag == "SF" and rest[1].form == PLACEHOLDER_MARK
    return (
        last.form in {"면", "으면", "자면"}
        and len(rest) == 2
        and rest[0].tag == "SP"
        and rest[1].form == PLACEHOLDER_MARK
    )


def own_length_reason_chain(morphs: Sequence[Morph], chain: Chain) -> bool:
    """The length adjective of ``own_length_reason``, judged by its 때문 straight after it."""
    at = chain.last + 1
    return at < len(morphs) and morphs[at].form == "때문" and own_length_reason(morphs, at)


# Round 119: the speaker's own wording conceded as possibly sounding stiff ("조금 딱딱하게 들릴
# 수 있지만 그대로 말씀드리면"): the manner stems of round 114 in -게 before 들리 in -ㄹ 수 있.
_HEARD_MANNER_STEMS: Final = frozenset({"딱딱하", "어색하", "투박하", "건조하"})
HEARD_DEGREE: Final = LENGTH_DEGREE | frozenset({"약간"})


def concedes_wording_heard(morphs: Sequence[Morph], chain: Chain, following: Chain | None) -> bool:
    """``약간 딱딱하게 들릴 수 있지만 그대로 말씀드리면, [[P:01]]``, ``조금 딱딱하게 들리실 수
    있지만, [[A:01]]`` (round 119): a manner adjective of wording (딱딱하, 어색하, 투박하, 건조하)
    in -게 before 들리 (the reader's -시- allowed, no past, no -겠-) in -ㄹ 수 있 + a concessive
    ending, opening its sentence after at most 조금/좀/다소/약간 (or round 114's wording subject),
    is the speaker conceding how this message's own wording may sound - before the speaker's
    present telling, or straight (after a comma) before the issued sentence whose wording it is.
    ``chain`` may be any of the three predicates (the manner, 들리, 있). Another stem ("힘들게
    들릴"), 느껴지 or 보이, the past, anything else before or between keep their refusal."""
    found = chains(morphs)
    heard = [c for c in found if c.stem == "있" and c.noun == "수"]
    for concession in heard:
        parts = _heard_parts(morphs, found, concession)
        if parts is None or chain not in (*parts, concession):
            continue
        if _heard_then_told(morphs, found, concession):
            return True
    return False


def _heard_parts(
    morphs: Sequence[Morph], found: Sequence[Chain], concession: Chain
) -> tuple[Chain, Chain] | None:
    """The manner (-게) and 들리 (-ㄹ) chains of a conceded ``딱딱하게 들릴 수 있지만``."""
    if concession.tag != "VA" or concession.auxiliaries:
        return None
    if any(e.tag == "EP" for e in concession.endings):
        return None
    last = concession.last_ending
    if last is None or last.form not in _CONCESSIVE_ENDINGS or len(concession.endings) != 1:
        return None
    start = concession.first
    if start < 3 or (morphs[start - 1].form, morphs[start - 1].tag) != ("수", "NNB"):
        return None
    sound = next((c for c in found if c.last == start - 2), None)
    if sound is None or sound.stem != "들리" or sound.tag != "VV" or sound.auxiliaries:
        return None
    if [e.form for e in sound.endings if e.tag == "EP"] not in ([], ["시"]):
        return None
    if sound.endings[-1].tag != "ETM" or len(sound.endings) > 2:
        return None
    manner = next((c for c in found if c.last == sound.first - 1), None)
    if manner is None or manner.stem not in _HEARD_MANNER_STEMS or manner.auxiliaries:
        return None
    if manner.tag not in {"VA", "XSA"} or [e.form for e in manner.endings] != ["게"]:
        return None
    before = morphs[: manner.first]
    if before and before[-1].tag == "MAG" and before[-1].form in HEARD_DEGREE:
        before = before[:-1]
    if _own_wording_subject(before):
        before = before[:-2]
    if before and before[-1].tag != "SF":
        return None
    return manner, sound


def _heard_then_told(morphs: Sequence[Morph], found: Sequence[Chain], concession: Chain) -> bool:
    """After the conceded sound: a comma and the issued sentence, or the speaker's telling."""
    rest = morphs[concession.last + 1 :]
    if rest and rest[0].tag == "SP" and rest[0].form == ",":
        rest = rest[1:]
    if rest and rest[0].form == PLACEHOLDER_MARK:
        return True
    later = [c for c in found if c.first > concession.last]
    if not later:
        return False
    telling = later[0]
    between = morphs[concession.last + 1 : telling.first]
    if any(m.tag in _NOT_BETWEEN or m.form == PLACEHOLDER_MARK for m in between):
        return False
    after = later[1] if len(later) > 1 else None
    honorific = any(e.tag == "EP" and e.form in HONORIFIC_ENDINGS for e in telling.endings)
    return is_speech(telling, after, morphs) and not _past(telling) and not honorific


def _own_wording_subject(before: Sequence[Morph]) -> bool:
    """``말투가``, ``표현이`` (round 114): the speaker's own wording (``_OWN_WORDING_NOUNS``, a
    bare noun) in 이/가 as the subject of the conceded manner - the message's wording, not the
    reader's or a thing's ("운동이", "회원님 말투가" keep their refusal)."""
    if len(before) < 2 or before[-1].tag != "JKS" or before[-1].form not in {"이", "가"}:
        return False
    if before[-2].tag != "NNG" or before[-2].form not in _OWN_WORDING_NOUNS:
        return False
    return len(before) == 2 or before[-3].tag == "SF"


def _sorry_to_say(morphs: Sequence[Morph], chain: Chain) -> bool:
    """``말씀드리기 송구하지만, [[A:01]]`` (round 33): what the apology is for is the speaker's
    own present speech act in ``-기``, opening the sentence - the apology is still for asking,
    not for a fact. Any other -기 clause ("늦어지기", "알려 드리기 어렵지만") is a reason."""
    if morphs[chain.first - 1].tag != "ETN" or morphs[chain.first - 1].form != "기":
        return False
    said = [c for c in chains(morphs[: chain.first]) if c.last == chain.first - 1]
    if not said or not is_speech(said[0], None, morphs[: chain.first]):
        return False
    if said[0].auxiliaries or any(e.tag == "EP" for e in said[0].endings):
        return False
    start = said[0].first
    if start > 0 and morphs[start - 1].tag == "NNG" and morphs[start - 1].form == said[0].noun:
        start -= 1  # Kiwi's 말씀 + 드리, 안내 + 드리
    return start == 0 or morphs[start - 1].tag in {"SF", "SW"}


def asks_indulgence(morphs: Sequence[Morph], chain: Chain, slot_id: str) -> bool:
    """``양해를 구하며 말씀드리면``, ``양해를 구합니다`` (round 30): 구하 with 양해/이해 as its
    object is the speaker asking the reader's indulgence (fx19-0017, fx23-0071) - in the
    present, without -시- (the reader's own asking). Straight before an issued sentence only
    on the physique card, before its instruction ("양해를 구하며, [[A:01]]"): before an issued
    fact it colours the fact as bad news, as "죄송하지만, [[P:01]]" does. Asking for anything
    else ("도움을 구하며") keeps its old reading."""
    if chain.stem != "구하" or chain.auxiliaries or _past(chain):
        return False
    if any(e.tag == "EP" for e in chain.endings):
        return False
    asked = object_of(morphs, chain)
    if asked is None or asked.form not in classes.INDULGENCE_NOUNS:
        return False
    cursor = chain.last + 1
    while cursor < len(morphs) and morphs[cursor].tag == "SP":
        cursor += 1
    if cursor < len(morphs) and morphs[cursor].form == PLACEHOLDER_MARK:
        return slot_id == "adaptive.physique.review_instruction"
    return True


def _gathers_message(morphs: Sequence[Morph], chain: Chain) -> bool:
    """``한꺼번에 모아 보자면``, ``내용을 엮어 보면``: the speaker gathering the message, in
    ``-어 보-`` + ``-면``/``-자면``, no -시-/past, no object but the message's own material,
    before the first issued sentence ("사진을 모아 보면" looks at something else)."""
    if chain.stem not in classes.GATHERING_VERBS:
        return False
    if not chain.auxiliaries and [e.form for e in chain.endings] in (["면"], ["으면"], ["자면"]):
        return _gathers_part_into_one(morphs, chain)  # "말씀드릴 내용을 한데 모으면"
    if chain.auxiliaries != ("보",):
        return False
    if [e.form for e in chain.endings] not in (["어", "면"], ["아", "면"], ["어", "자면"]):
        return False
    if any(m.form == PLACEHOLDER_MARK for m in morphs[: chain.first]):
        return False
    gathered = object_of(morphs, chain)
    if chain.first >= 3 and morphs[chain.first - 1].form == "한데":
        # "내용을 한데 모아 보면" (round 87): the object before 한데 (one place, which Kiwi
        # may read as a noun), gathered into one
        particle, noun = morphs[chain.first - 2], morphs[chain.first - 3]
        if particle.tag == "JKO" and noun.tag in NOUNS:
            gathered = noun
    message = classes.DISCOURSE_NOUNS | classes.SPEECH_OBJECT_NOUNS
    if gathered is not None:
        return gathered.form in message
    # With no object only the speaker's hortative "-자면" says who gathers: "한꺼번에 모아
    # 보면" could be the customer putting something together.
    before = morphs[chain.first - 1] if chain.first > 0 else None
    hortative = chain.endings[-1].form == "자면"
    return hortative and (before is None or before.tag in {"MAG", "SP"})


def _gathers_part_into_one(morphs: Sequence[Morph], chain: Chain) -> bool:
    """``말씀드릴 내용을 한데 모으면``: gathering, with no auxiliary, into one place (한데,
    한자리에) a part of the message as object, before the first issued sentence. "사진을 한데
    모으면" or "기록을 모으면" stay conditions."""
    if any(m.form == PLACEHOLDER_MARK for m in morphs[: chain.first]) or chain.first < 3:
        return False
    place = morphs[chain.first - 1]
    if chain.noun == "한데":
        cursor = chain.first - 2
    elif place.form == "에" and morphs[chain.first - 2].form in {"한자리", "한곳"}:
        cursor = chain.first - 3
    else:
        return False
    return (
        cursor >= 1
        and morphs[cursor].tag == "JKO"
        and morphs[cursor - 1].form in classes.DISCOURSE_NOUNS | classes.SPEECH_OBJECT_NOUNS
    )


def _honorific_exempt(chain: Chain) -> bool:
    if chain.stem in classes.GREETING_PREDICATES:
        return True
    receiving = _RECEIVING_STEMS
    return chain.stem in receiving and "주" in chain.auxiliaries


def _copula_complement(morphs: Sequence[Morph], chain: Chain) -> Morph | None:
    cursor = chain.first - 1
    while cursor >= 0 and morphs[cursor].tag == "JX":  # "여기까지입니다"
        cursor -= 1
    return morphs[cursor] if cursor >= 0 else None


def _evaluative_jeok(morphs: Sequence[Morph], chain: Chain, complement: Morph | None) -> bool:
    """A -적 noun as a modifier (``합리적인``, ``인상적인``): it grades what it modifies,
    unless its root only says how the message is laid out (``구체적인``, ``전반적인``)."""
    if complement is None or complement.tag != "XSN" or complement.form != "적":
        return False
    last = chain.last_ending
    if last is None or last.tag != "ETM":
        return False
    root_at = chain.first - 2
    return root_at < 0 or morphs[root_at].form not in classes.LAYOUT_JEOK_ROOTS


def _opening_formula(morphs: Sequence[Morph], chain: Chain) -> bool:
    """``다름이 아니라``: a negated copula whose complement is "the difference"."""
    if chain.tag != "VCN":
        return False
    cursor = chain.first - 1
    if cursor >= 0 and morphs[cursor].tag in {"JKC", "JKS"}:
        cursor -= 1
    if cursor < 0:
        return False
    if morphs[cursor].form in classes.OPENING_FORMULA_NOUNS:
        return True
    return morphs[cursor].tag == "ETN" and cursor > 0 and morphs[cursor - 1].form == "다르"


def _additive_formula(morphs: Sequence[Morph], chain: Chain) -> bool:
    """``[[P:01]]. 그뿐 아니라 [[P:02]]``: 그/이 (것) + 뿐 (만) + 아니라, opening a sentence
    after an issued one and straight before the next (a comma may follow) - "not only
    that", an addition like 또한 (round 19). After a noun ("체중뿐 아니라"), before anything
    but the issued sentence, opening the slot or in a final ending it keeps its reason."""
    last = chain.last_ending
    if chain.tag != "VCN" or last is None or last.form != "라" or last.tag != "EC":
        return False
    cursor = chain.first - 1
    if cursor >= 0 and morphs[cursor].form == "만" and morphs[cursor].tag == "JX":
        cursor -= 1
    if cursor < 1 or morphs[cursor].form != "뿐":
        return False
    anaphor = morphs[cursor - 1]
    if anaphor.form not in {"그", "이", "그것", "이것"} or anaphor.tag not in {"NP", "MM"}:
        return False
    opened = morphs[cursor - 3 : cursor - 1] if cursor >= 3 else []
    if len(opened) != 2 or opened[0].form != PLACEHOLDER_MARK or opened[1].tag != "SF":
        return False
    rest = morphs[chain.last + 1 : chain.last + 3]
    if rest and rest[0].tag == "SP":
        rest = rest[1:]
    return bool(rest) and rest[0].form == PLACEHOLDER_MARK


def _ordering(morphs: Sequence[Morph], chain: Chain) -> bool:
    """Moving along the message: "뒤이어", "이와 더불어", "순서를 따라", "이어지는 내용"."""
    if chain.stem not in classes.ORDERING_VERBS:
        return False
    last = chain.last_ending
    if last is None or not (last.form in SERIAL_ENDINGS or last.tag == "ETM"):
        return False
    if _has_subject(morphs, chain):
        return False  # "그게 이어져": something else continues, a claim about it
    if chain.stem == "따르":
        followed = object_of(morphs, chain)
        return followed is not None and followed.form in classes.ORDER_NOUNS
    return True


_THIS_MESSAGE: Final = frozenset({"이", "이것", "이거", "여기"})


def _adds_to_this(morphs: Sequence[Morph], chain: Chain) -> bool:
    """``[[P:01]]. 여기에 더해 [[A:01]]``: 더하 in ``-어`` whose only complement is this
    message (이/이것/여기 + 에), opening its clause after an issued sentence and leading
    straight into the next one - "in addition", as 덧붙여 and 이와 더불어 are. Adding to
    anything else ("체중에 더해"), in another ending ("여기에 더하면") or with more before
    or between it still links two statements."""
    last = chain.last_ending
    if chain.stem != "더하" or len(chain.endings) != 1 or last is None:
        return False
    if last.form not in {"어", "아", "여"} or chain.first < 3:
        return False
    particle, deictic, opener = (
        morphs[chain.first - 1],
        morphs[chain.first - 2],
        morphs[chain.first - 3],
    )
    if (
        deictic.tag == "NNG"
        and deictic.form in classes.DISCOURSE_NOUNS
        and opener.form == "이"
        and opener.tag == "MM"
        and chain.first >= 4
    ):
        # "이 내용에 더하여", "이 말씀에 더해": a part of this message named by 이 + its noun
        # (round 24); "이 체중에 더하여", "그 내용에 더하여" keep their reasons.
        deictic, opener = morphs[chain.first - 3], morphs[chain.first - 4]
    elif particle.form != "에" or deictic.tag != "NP" or deictic.form not in _THIS_MESSAGE:
        return False
    if particle.form != "에":
        return False
    if opener.tag != "SF" or PLACEHOLDER_MARK not in {m.form for m in morphs[: chain.first]}:
        return False
    cursor = chain.last + 1
    if cursor < len(morphs) and morphs[cursor].tag == "SP":
        cursor += 1
    return cursor < len(morphs) and morphs[cursor].form == PLACEHOLDER_MARK


# Round 75: the message's items, as "항목별" lays them out.
_ITEM_NOUNS: Final = frozenset({"항목"})


def _precedes_part(morphs: Sequence[Morph], chain: Chain) -> bool:
    """``이어지는 안내에 앞서``: going before the message's own part (in ``-어`` only);
    before anything else ("산책에 앞서") it says when something happens."""
    last = chain.last_ending
    if chain.stem != "앞서" or last is None or last.form not in SERIAL_ENDINGS:
        return False
    if len(chain.endings) != 1 or chain.first < 3 or morphs[chain.first - 1].form != "에":
        return False
    part = morphs[chain.first - 2]
    if part.tag == "ETN" and part.form == "기":
        # "짚어 드리기에 앞서": before the speaker's own present act, as "말씀드리기 전에"
        spoken = [c for c in chains(morphs[: chain.first - 1]) if c.last == chain.first - 2]
        return bool(spoken) and _speech_before(morphs, spoken[0])
    if part.tag not in NOUNS or part.form not in classes.DISCOURSE_NOUNS:
        return False
    # Only a part still to come in this message ("이어지는 안내", "아래 설명"): "안내에
    # 앞서 [[P:01]]" could date the issued sentence before a guidance given elsewhere.
    coming = morphs[chain.first - 3]
    if coming.tag in NOUNS:
        # Round 75: "세부 내용에 앞서" - the details of this message, as "세부는 아래에
        # 이어집니다" (round 53) names them
        return coming.form in POSITION_NOUNS | classes.REST_OF_MESSAGE_NOUNS
    if (coming.form, coming.tag) == ("별", "XSN") and chain.first >= 4:
        # Round 75: "항목별 내용에 앞서" - this message's item-by-item part (x66-147)
        return morphs[chain.first - 4].form in _ITEM_NOUNS and morphs[chain.first - 4].tag in NOUNS
    if coming.tag != "ETM" or coming.form not in {"는", "ᆯ", "을"}:
        return False  # "이어진 안내에 앞서": a part that already followed
    modifier = [c for c in chains(morphs[: chain.first - 2]) if c.last == chain.first - 3]
    return (
        bool(modifier)
        and modifier[0].stem in classes.LAYOUT_VERBS | classes.ORDERING_VERBS
        and not _past(modifier[0])
    )


def _before_card_part_below(morphs: Sequence[Morph], chain: Chain, slot_id: str) -> bool:
    """``아래 상태 문구에 앞서, [[A:01]].`` on an operator card (round 44): the issued sentence
    comes before a part of the card below - 아래 + card-part nouns (round 42's, with 문구)
    from the sentence's start, 에, 앞서 in -어 alone, a comma and straight away the issued
    sentence. Without 아래, on the customer's surfaces (상태 there is the customer's), with
    another noun ("아래 상태 변화에"), anything between or no issued sentence after, 앞서
    keeps saying when something happens."""
    if slot_id.split(".")[0] not in OPERATOR_CARDS or chain.stem != "앞서":
        return False
    if [e.form for e in chain.endings] != ["어"] or chain.auxiliaries:
        return False
    if not _issued_sentence_next(morphs, chain) or morphs[chain.last + 1].tag != "SP":
        return False
    if chain.first < 3 or morphs[chain.first - 1].form != "에":
        return False
    cursor = chain.first - 2
    parts = classes.CARD_PARTS_BELOW | {"문구"}
    while cursor >= 0 and morphs[cursor].tag == "NNG" and morphs[cursor].form in parts:
        cursor -= 1
    if cursor == chain.first - 2 or cursor < 0 or morphs[cursor].form != "아래":
        return False
    return cursor == 0 or morphs[cursor - 1].tag in {"SF", "SP"}


# Round 128: degree words that may grade the speaker's own cutting of the message
# ("상당히 간추려서 말씀드리면", "말을 조금 아껴서 전하면", "설명은 대부분 빼고") - the hedges
# and 꽤, 상당히, 대부분, which elsewhere grade a fact ("꽤 [[P:01]]", "대부분 [[P:01]]").
CUT_DEGREE: Final = classes.DEGREE_HEDGE_ADVERBS | frozenset({"꽤", "상당히", "대부분"})
# The verbs of cutting the message down: trimming (``MESSAGE_TRIM_VERBS``), condensing
# (간추리, 요약하, 압축하) and sparing words (아끼, with the message's words as object).
CUTTING_VERBS: Final = classes.MESSAGE_TRIM_VERBS | frozenset(
    {"간추리", "요약하", "압축하", "아끼"}
)
# Explanations of the message, which may be what is cut ("자세한 풀이는 조금 덜어 내고").
CUT_EXPLANATIONS: Final = frozenset({"설명", "풀이", "해설", "부연"})


def grades_own_cutting(morphs: Sequence[Morph], index: int, found: Sequence[Chain]) -> bool:
    """Round 128: a degree word (``CUT_DEGREE``) straight before the speaker's own cutting of
    the message (``CUTTING_VERBS``; 대부분 also as its object, "드릴 말씀의 대부분을
    간추리면") grades how much the speaker cuts, not a fact: "상당히 간추려서 말씀드리면", "꽤
    압축해서 옮기면", "말을 조금 아껴서 전하면", "설명은 대부분 덜어 내고 말씀드리면". What
    is cut is nothing named or the message's own material (a discourse noun or an
    explanation as topic or object straight before the degree word, or before 의 ahead of
    대부분을); the cut has no pre-final ending, and it is the speaker's present telling
    itself, or runs (-어/-어서/-고, no issued sentence between) into the speaker's present
    telling. "식사량을 상당히 줄여서", "꽤 줄이셨으면", "상당히 간추렸고", a cut in -고 straight
    before the issued sentence ("설명은 대부분 빼고, [[P:01]]" - round 12 wants the telling
    after the trim) or a degree word with no cut after it keep their class."""
    degree = morphs[index]
    if degree.form not in CUT_DEGREE or degree.tag not in {"MAG", "NNG"}:
        return False
    at = index + 1
    share = degree.form == "대부분" and at < len(morphs) and morphs[at].tag == "JKO"
    if share:
        at += 1  # "말씀의 대부분을 간추리면": the share of the message cut
    cut = next((c for c in found if c.first == at), None)
    if cut is None or cut.stem not in CUTTING_VERBS or any(e.tag == "EP" for e in cut.endings):
        return False
    own = classes.DISCOURSE_NOUNS | CUT_EXPLANATIONS
    if share:
        if index >= 2 and morphs[index - 1].form == "의":
            if morphs[index - 2].tag not in NOUNS or morphs[index - 2].form not in own:
                return False
        elif index and morphs[index - 1].tag not in {"SF", "SP", "SW"}:
            return False
    elif index >= 2 and morphs[index - 1].tag in {"JKO", "JX"}:
        if morphs[index - 2].tag not in NOUNS or morphs[index - 2].form not in own:
            return False
    elif index and morphs[index - 1].tag not in {"SF", "SP", "SW"}:
        return False
    last = cut.last_ending
    if last is None:
        return False
    position = found.index(cut)
    following = found[position + 1] if position + 1 < len(found) else None
    if last.form in {"면", "으면", "자면"} and is_speech(cut, following, morphs):
        return [m.form for m in morphs[cut.last + 1 : cut.last + 3]] == [",", PLACEHOLDER_MARK]
    if last.form not in SERIAL_ENDINGS | {"고"} or following is None:
        return False
    if any(m.form == PLACEHOLDER_MARK for m in morphs[cut.last + 1 : following.first]):
        return False
    return is_speech(following, None, morphs) and not any(
        e.tag == "EP" and e.form != "겠" for e in following.endings
    )


def _trims_on_the_way(morphs: Sequence[Morph], chain: Chain) -> bool:
    """``어려운 말은 덜어 내고 쉬운 말로 풀어서, … 이어 가겠습니다``: trimming the message's
    own material (its object or topic) in ``-고``, with no pre-final ending, on the way to
    a present speech act later in the same stretch of prose - no issued sentence between.
    Trimming anything else ("간식은 덜어 내고"), the past, or an issued sentence before the
    speech act keeps it a co-occurring event (round 12: "어려운 말은 덜어 내고, [[P:01]].
    말씀드릴게요." is refused). Round 128: a degree word of the cut (``CUT_DEGREE``: "설명은
    대부분 빼고 말씀드리면") may stand between, and the material may be an explanation
    (``CUT_EXPLANATIONS``: "풀이는 조금 덜어 내고 말씀드리면")."""
    last = chain.last_ending
    if chain.stem not in classes.MESSAGE_TRIM_VERBS or last is None or last.form != "고":
        return False
    if any(e.tag == "EP" for e in chain.endings) or chain.first < 2:
        return False
    start = chain.first
    if morphs[start - 1].form in CUT_DEGREE and morphs[start - 1].tag in {"MAG", "NNG"}:
        start -= 1  # "설명은 대부분 빼고": how much of it is cut
    if start < 2:
        return False
    material, particle = morphs[start - 2], morphs[start - 1]
    if particle.tag not in {"JKO", "JX"} or material.tag not in NOUNS:
        return False
    if material.form not in classes.DISCOURSE_NOUNS | CUT_EXPLANATIONS:
        return False
    for later in chains(morphs[chain.last + 1 :]):
        rest = morphs[chain.last + 1 :]
        if any(m.form == PLACEHOLDER_MARK for m in rest[: later.first]):
            return False
        if is_speech(later, None, rest) and not _past(later):
            return True
    return False


_HEADING_REASON_NOUNS: Final = frozenset({"이유", "까닭"})


def _own_heading_as_clause(morphs: Sequence[Morph], chain: Chain, slot_id: str) -> bool:
    """``검토가 필요한 사항부터 말씀드리면`` on a 검토 필요 line: the slot's own heading
    (``검토 필요``) spelled as a clause - one heading word as the subject of the other's
    light verb in a present modifier - of the message's own part, which is the topic or
    object of the speaker's present speech act that follows at once. On any other slot
    ("조정이 필요한", "검토가 필요했던", no speech act after it) it claims a need."""
    own = classes.SLOT_OWN_TERMS.get(slot_id.rstrip("0123456789").rstrip("."), frozenset())
    last = chain.last_ending
    if chain.noun not in own or chain.tag not in {"XSA", "XSV"} or chain.first < 2:
        return False
    if last is None or last.tag != "ETM" or len(chain.endings) != 1:
        return False
    if last.form not in {"ᆫ", "은", "는"} or (chain.tag == "XSV" and last.form != "는"):
        return False  # "검토가 필요한", "검토가 필요하는"; a verb's ᆫ is its past
    subject, particle = morphs[chain.first - 2], morphs[chain.first - 1]
    if particle.tag != "JKS" or subject.tag not in NOUNS or subject.form not in own:
        return False
    head = _head_after(morphs, chain)
    if head is None or head.tag not in NOUNS:
        return False
    # Round 122: on a line that is itself a reason ("검토 필요"), the reason for the heading
    # ("검토가 필요한 까닭을 그대로 적으면") is this line's own content, as 사유 is.
    reason = slot_id.startswith(classes.REASON_SLOTS) and head.form in _HEADING_REASON_NOUNS
    if head.form not in classes.DISCOURSE_NOUNS and not reason:
        return False
    label = morphs[chain.last + 2 : chain.last + 5]
    if chain.first == 2 and [(m.form, m.tag) for m in label[:2]] in (
        [("으로", "JKB"), (",", "SP")],
        [("로", "JKB"), (",", "SP")],
    ):
        # "검토가 필요한 부분으로, [[P:01]]." (round 41): the heading, opening the message,
        # labels the issued sentence that follows straight after the comma
        return len(label) == 3 and label[2].form == PLACEHOLDER_MARK
    later = [c for c in chains(morphs) if c.first > chain.last + 1]
    if not later:
        return False
    between = morphs[chain.last + 2 : later[0].first]
    if not all(m.tag in {"JX", "JKO"} or m.form == "말씀" for m in between):
        # "검토가 필요한 부분을 차례대로, 군더더기 없이 간추려서 말씀드리겠습니다": the part
        # handled on the way to the speech act, with only manner between (round 35)
        return manner_run_into_speech(morphs, chain.last + 2)
    following = later[1] if len(later) > 1 else None
    return is_speech(later[0], following, morphs) and not _past(later[0])


def _keeps_message_in_order(morphs: Sequence[Morph], chain: Chain, following: Chain | None) -> bool:
    """``순서가 흐트러지지 않도록 말씀드릴게요``: the message's own material (순서, 문장 …) as
    the subject of a negated verb of disorder in a purpose ending, with no pre-final
    ending, leading with no issued sentence between into the speaker's present speech act.
    Any other subject ("리듬이", "식단이"), the past, no negation or another act after it
    ("… 않도록 조심하시면") keep it a predication."""
    last = chain.last_ending
    if chain.stem not in classes.DISORDER_VERBS or last is None or last.form not in PURPOSE_ENDINGS:
        return False
    if not any(aux in NEGATORS for aux in chain.auxiliaries):
        return False
    if any(e.tag == "EP" for e in chain.endings) or chain.first < 2:
        return False
    subject, particle = morphs[chain.first - 2], morphs[chain.first - 1]
    if particle.tag != "JKS" or subject.tag not in NOUNS:
        return False
    if subject.form not in classes.DISCOURSE_NOUNS:
        return False
    if following is None or _past(following):
        return False
    if any(m.form == PLACEHOLDER_MARK for m in morphs[chain.last + 1 : following.first]):
        return False
    return is_speech(following, None, morphs)


# Round 129: predicates of a part of this message coming into view ("핵심이 먼저 드러나도록",
# "요점부터 보이게"), and the adverbs of order or plainness that may stand before them.
_COMING_INTO_VIEW: Final = frozenset({"보이", "드러나", "띄", "들어오"})
_VIEW_ADVERBS: Final = frozenset({"먼저", "우선", "바로", "곧바로", "또렷이", "뚜렷이", "분명히"})


def part_brought_to_view(morphs: Sequence[Morph], chain: Chain) -> bool:
    """``핵심이 먼저 드러나도록 짧게 말씀드리면``, ``핵심부터 드러나게 간추리면`` (round 129): a
    part of this message (a discourse noun - 핵심, 요점, 내용, ... - opening its sentence, in
    이/가 or 부터; 먼저/우선/바로/또렷이 ... at most between) as what comes into view (보이,
    드러나, 띄, 들어오) in a purpose ending (-도록, -게, -게끔), no auxiliary, no pre-final
    ending, leading with only manner words between into the speaker's present telling - how
    the message is laid out, not a thing revealed. Another subject ("체중이", "꾸준함이",
    "변화가"), a word before it, the past, -시-, a cause, no telling after it or an
    instruction keep their reasons."""
    last = chain.last_ending
    if chain.stem not in _COMING_INTO_VIEW or last is None or last.form not in PURPOSE_ENDINGS:
        return False
    if chain.auxiliaries or any(e.tag == "EP" for e in chain.endings):
        return False
    cursor = chain.first - 1
    while cursor >= 0 and morphs[cursor].tag == "MAG" and morphs[cursor].form in _VIEW_ADVERBS:
        cursor -= 1
    if cursor < 1:
        return False
    particle, part = morphs[cursor], morphs[cursor - 1]
    if not (
        (particle.tag == "JKS" and particle.form in {"이", "가"})
        or (particle.tag == "JX" and particle.form == "부터")
    ):
        return False
    if part.tag != "NNG" or part.form not in classes.DISCOURSE_NOUNS:
        return False
    if cursor >= 2 and morphs[cursor - 2].tag not in {"SF", "SW"}:
        return False
    return manner_run_into_speech(morphs, chain.last + 1)


def _speech_before(morphs: Sequence[Morph], spoken: Chain) -> bool:
    """The chain is the speaker's speech act with no pre-final ending (no past, no
    honorific: "운동하시기에 앞서" is the reader's act, "말씀드렸기에" a reason)."""
    return is_speech(spoken, None, morphs) and not any(e.tag == "EP" for e in spoken.endings)


def _has_subject(morphs: Sequence[Morph], chain: Chain, adverbials: bool = False) -> bool:
    """A subject in 이/가 before the chain, past adverbs and commas - and, with ``adverbials``,
    past the clause's other nouns with their particles too ("시스템이 자동으로 짚어 낸", "기계가
    요점을 간추린": round 36)."""
    cursor = chain.first - 1
    if chain.stem in {"없", "있"} and chain.noun and cursor >= 1:
        cursor -= 1  # "검토가 필요 없는": the subject of the noun's existence
    while cursor >= 0:
        if morphs[cursor].tag in {"MAG", "SP"}:
            cursor -= 1
        elif (
            adverbials
            and morphs[cursor].tag in {"JKB", "JKO", "JX"}
            and cursor
            and morphs[cursor - 1].tag in {"NNG", "NNB"}
        ):
            cursor -= 2
        else:
            break
    return cursor >= 0 and morphs[cursor].tag == "JKS"


def _speaker_subject(morphs: Sequence[Morph], chain: Chain) -> bool:
    return any(m.form in SPEAKER_PRONOUNS for m in morphs[max(0, chain.first - 4) : chain.first])


# Round 94: the bound nouns of a coming act ("말씀드릴 거니까", "말씀드릴 테니까").
_COMING_ACT_HEADS: Final = frozenset({"거", "것", "터"})


def _no_teller_named(morphs: Sequence[Morph], end: int) -> bool:
    """Nothing before ``end`` names who tells or what it is about (round 94): no subject, no
    pronoun, proper noun or -님, no topic or other JX but 대로 ("차례대로")."""
    for morph in morphs[:end]:
        if morph.tag in {"JKS", "NP", "NNP"} or (morph.tag, morph.form) == ("XSN", "님"):
            return False  # "코치님이 말씀드릴 거니까": someone else's telling
        if morph.tag == "JX" and morph.form != "대로":
            return False  # "인사는 짧게 할 거니까": a topic of its own
    return True


def coming_telling_reason(morphs: Sequence[Morph], chain: Chain) -> bool:
    """``짧게 말씀드릴 거니까, [[P:01]]``, ``차례대로 정리해 드릴 테니까,`` (round 94): the
    copula in -니까 on 거/것/터 after the speaker's own coming speech act (-ㄹ, no past, no
    honorific), the slot's first sentence, a comma and the first issued sentence straight
    after. The reason given is how the speaker is about to tell it, nothing in the world.
    Another's act ("운동하실 거니까", "코치님이 말씀하실 거니까"), a past telling
    ("말씀드렸으니까"), no comma, or one between issued sentences keep it a reason. Round 120:
    the bare -니 on 터 ("말씀드릴 테니,") is the same reason (not on 거: "드릴 거니"), and the
    issued sentence may come after one sentence naming the part taken up first
    (``_first_part_then_issued``: "먼저 이것부터요.", "앞부분부터 볼게요.")."""
    endings = [(e.form, e.tag) for e in chain.endings]
    if chain.tag != "VCP" or endings not in ([("니까", "EC")], [("니", "EC")]):
        return False
    if chain.first < 2:
        return False
    head, modifier = morphs[chain.first - 1], morphs[chain.first - 2]
    if head.tag != "NNB" or head.form not in _COMING_ACT_HEADS:
        return False
    if endings == [("니", "EC")] and head.form != "터":
        return False  # round 120: the bare -니 only in "드릴 테니"
    if (modifier.tag, modifier.form) != ("ETM", "ᆯ"):
        return False
    spoken = next((c for c in chains(morphs) if c.last == chain.first - 2), None)
    if spoken is None or not _speech_before(morphs, spoken):
        return False
    if not _no_teller_named(morphs, spoken.first):
        return False  # "코치님이 말씀드릴 거니까", "인사는 짧게 할 거니까"
    start = _window_start(morphs, spoken.first)
    if start != 0 or any(m.form == PLACEHOLDER_MARK for m in morphs[: chain.first]):
        return False  # only as the slot's first sentence, before any issued one
    after = chain.last + 1
    if after >= len(morphs) or morphs[after].tag != "SP":
        return False
    return into_issued(morphs, after) or _first_part_then_issued(morphs, after + 1)


# Round 120: the speaker's announcement of the part taken up first, between round 94's reason
# and the issued sentence ("먼저 이것부터요.", "앞부분부터 볼게요.").
_FIRST_ADVERBS: Final = frozenset({"먼저", "우선", "일단"})
_COMING_LOOK_FINALS: Final = (["ᆯ게요"], ["을게요"], ["겠", "습니다"], ["겠", "어요"])


def _first_part_then_issued(morphs: Sequence[Morph], cursor: int) -> bool:
    """``차근차근 말씀드릴 테니, 먼저 이것부터요. [[P:01]].``, ``… 테니까, 앞부분부터 볼게요.
    [[P:01]].`` (round 120): after round 94's reason about the coming telling, one sentence that
    only names the part of the message taken up first - at most 먼저/우선/일단, then 이것 +
    부터 + 요, or this part (이 + a part noun, or 앞부분) + 부터 + 보다/살펴보다 in a coming
    final - closed by a period with the issued sentence straight after it: the telling's first
    step, nothing in the world. Anything else in that sentence, the past or no issued sentence
    straight after keep the reason a reason."""
    if (
        cursor < len(morphs)
        and morphs[cursor].tag == "MAG"
        and morphs[cursor].form in _FIRST_ADVERBS
    ):
        cursor += 1
    window = [(m.form, m.tag) for m in morphs[cursor : cursor + 3]]
    if window == [("이것", "NP"), ("부터", "JX"), ("요", "JX")]:
        end = cursor + 3  # "이것부터요."
    else:
        if window[:1] == [("앞부분", "NNG")]:
            cursor += 1
        elif window[:2] == [("앞", "NNG"), ("부분", "NNG")] or (
            window[:1] == [("이", "MM")]
            and len(window) > 1
            and window[1][1] == "NNG"
            and window[1][0] in _THIS_PART_NOUNS
        ):
            cursor += 2
        else:
            return False
        if cursor >= len(morphs) or (morphs[cursor].form, morphs[cursor].tag) != ("부터", "JX"):
            return False
        look = next((c for c in chains(morphs) if c.first == cursor + 1), None)
        if look is None or look.stem not in _LOOKING_AT_PART or look.auxiliaries or look.noun:
            return False
        if [e.form for e in look.endings] not in _COMING_LOOK_FINALS:
            return False
        end = look.last + 1  # "앞부분부터 볼게요."
    rest = morphs[end : end + 2]
    return len(rest) == 2 and rest[0].tag == "SF" and rest[1].form == PLACEHOLDER_MARK


# Round 87: the places in this message's order a copula reason may name, and the nouns and
# particles its clause may hold besides the telling's own words.
_ORDER_PLACES: Final = frozenset({"먼저", "앞", "끝", "마지막", "처음"})


def order_reason(morphs: Sequence[Morph], chain: Chain) -> bool:
    """``말씀드리는 순서상 이것이 먼저라서, [[P:01]]``, ``… 이 부분이 앞이라서,``, ``목록의
    끝이라서 짧게 덧붙이면,`` (round 87): a copula in -라서 whose complement is a place in the
    order (``_ORDER_PLACES``) of this very message - its clause, from the sentence start,
    names only that order (the telling's 순서상, or a part of the message with 의) and this
    part (이것이, 이 부분이) - leading, past a comma or a presenting manner, into the
    speaker's present telling in -면/-자면 or straight into the issued sentence. The reason
    is where the line stands, nothing in the world. Any other subject or owner ("체중이
    먼저라서", "운동의 끝이라서"), a time ("주말이라서") or anything after it but the telling
    keep it a reason."""
    if chain.tag != "VCP" or [e.form for e in chain.endings] != ["라서"] or chain.first < 2:
        return False
    if morphs[chain.first - 1].form not in _ORDER_PLACES:
        return False
    clause = morphs[_window_start(morphs, chain.first) : chain.first - 1]
    named = False
    for position, morph in enumerate(clause):
        after = clause[position + 1] if position + 1 < len(clause) else None
        if morph.tag == "NNG" and morph.form in classes.ORDER_NOUNS and after is not None:
            named = named or (after.tag, after.form) == ("XSN", "상")  # "순서상"
            continue
        if morph.tag == "NNG" and morph.form in classes.DISCOURSE_NOUNS:
            named = named or (after is not None and after.tag == "JKG")  # "목록의"
            continue
        if morph.form in {"이것", "이"} and morph.tag in {"NP", "MM"}:
            continue
        if morph.tag in {"JKS", "JKG", "SP", "ETM"} or (morph.tag, morph.form) == ("XSN", "상"):
            continue
        if morph.tag == "VV" and morph.form == "드리":
            continue  # "말씀드리는": the telling's own words, judged as its chain
        return False
    if not named:
        return False
    cursor = chain.last + 1
    if cursor < len(morphs) and morphs[cursor].tag == "SP":
        cursor += 1
    if cursor < len(morphs) and morphs[cursor].form == PLACEHOLDER_MARK:
        return True
    later = [c for c in chains(morphs) if c.first >= cursor]
    manner = None
    if later and later[0].stem in classes.PRESENTING_MANNER_ADJECTIVES:
        manner = later.pop(0)
        if [e.form for e in manner.endings] != ["게"]:
            return False
    if not later or not _speech_before(morphs, later[0]):
        return False
    # Between: the manner chain, adverbs and the telling's own noun, nothing else
    skipped = set(range(manner.first, manner.last + 1)) if manner is not None else set()
    for index in range(cursor, later[0].first):
        morph = morphs[index]
        if index in skipped or morph.tag in {"MAG", "SP"}:
            continue
        if morph.tag == "NNG" and morph.form == later[0].noun:
            continue
        return False
    last = later[0].last_ending
    return last is not None and last.form in {"면", "으면", "자면"}


def _for_the_telling(morphs: Sequence[Morph], chain: Chain) -> bool:
    """``차례대로 말씀드리기 위해 우선 [[P:01]]``, ``짧게 정리해 드리기 위해서,`` (round 87):
    위하다 in -어/-어서 after the speaker's own present telling in -기 (no pre-final ending)
    - the purpose is the telling itself - leading past a comma or an ordering adverb
    (``HEADING_ADVERBS``) straight into the issued sentence or into the telling in -면. A
    purpose in the world ("체중을 줄이기 위해", "목표에 다가가기 위해"), the reader's act
    ("보시기 위해") or anything else after it keep it a purpose."""
    if chain.stem != "위하" or chain.auxiliaries or chain.first < 2:
        return False
    if [e.form for e in chain.endings] not in (["어"], ["어서"], ["여"], ["여서"]):
        return False
    if (morphs[chain.first - 1].form, morphs[chain.first - 1].tag) != ("기", "ETN"):
        return False
    found = chains(morphs)
    telling = next((c for c in found if c.last == chain.first - 1), None)
    if telling is None or not _speech_before(morphs, telling):
        return False
    cursor = chain.last + 1
    while cursor < len(morphs) and (
        morphs[cursor].tag == "SP"
        or (morphs[cursor].tag == "MAG" and morphs[cursor].form in classes.HEADING_ADVERBS)
    ):
        cursor += 1
    if cursor < len(morphs) and morphs[cursor].form == PLACEHOLDER_MARK:
        return True
    after = next((c for c in found if c.first >= cursor), None)
    if after is None or not _speech_before(morphs, after):
        return False
    if any(m.tag != "NNG" or m.form != after.noun for m in morphs[cursor : after.first]):
        return False
    last = after.last_ending
    return last is not None and last.form in {"면", "으면", "자면"}


def _in_a_word(morphs: Sequence[Morph], chain: Chain) -> bool:
    """``한마디로 하면``, ``한마디로 하자면`` (round 87): the bare 하다 straight after 한마디로
    (한마디/NNG or 한/MM 마디/NNG, then 로/JKB) in -면/-자면, with no auxiliary or pre-final
    ending, is saying - "to put it in a word", as "한마디로 말하면" is. 하다 after anything
    else ("운동을 하면") stays a condition."""
    last = chain.last_ending
    if chain.stem != "하" or chain.tag != "VV" or chain.auxiliaries or chain.noun:
        return False
    if last is None or len(chain.endings) != 1 or last.form not in {"면", "으면", "자면"}:
        return False
    before = [(m.form, m.tag) for m in morphs[max(0, chain.first - 3) : chain.first]]
    return before[-2:] == [("한마디", "NNG"), ("로", "JKB")] or before == [
        ("한", "MM"),
        ("마디", "NNG"),
        ("로", "JKB"),
    ]


def _speaker_as_subject(morphs: Sequence[Morph], chain: Chain) -> bool:
    """``_has_subject``'s subject is the speaker alone, 제가 (저/NP + 가/JKS; round 86)."""
    cursor = chain.first - 1
    while cursor >= 0 and morphs[cursor].tag in {"MAG", "SP"}:
        cursor -= 1
    return (
        cursor >= 1
        and morphs[cursor].tag == "JKS"
        and morphs[cursor - 1].tag == "NP"
        and morphs[cursor - 1].form in SPEAKER_SELF
    )


def _speaker_opener(
    morphs: Sequence[Morph],
    start: int,
    particles: frozenset[str],
    selves: frozenset[str] = SPEAKER_SELF,
) -> int:
    """Past the speaker named as itself opening the clause at ``start`` - 제가 or 저는 (저/NP
    and one of ``particles``; round 86) - else ``start``. Who tells or composes this message
    is the speaker whether it says so or not: "제가 먼저 말씀드릴 부분이에요" is judged as
    "먼저 말씀드릴 부분이에요", "저는 이렇게 정리해 보았어요" as "이렇게 정리해 보았어요"."""
    if start + 1 >= len(morphs):
        return start
    pronoun, particle = morphs[start], morphs[start + 1]
    if pronoun.tag != "NP" or pronoun.form not in selves:
        return start
    if particle.tag not in {"JKS", "JX"} or particle.form not in particles:
        return start
    start += 2
    if start < len(morphs) and morphs[start].tag == "SP":
        start += 1
    return start


def _speaker_manner_of_telling(
    morphs: Sequence[Morph], chain: Chain, following: Chain | None
) -> bool:
    """``제가 짧게 덧붙이면``, ``제가 차분하게 말씀드릴게요`` (round 86): 제가 is the subject of
    the speech act the presenting manner (``PRESENTING_MANNER_ADJECTIVES`` in a bare -게, no
    pre-final ending) runs into with nothing between, not of the adjective - the speaker is
    not said to be short. Any other subject ("회원님이 짧게 덧붙이면"), another adjective
    ("제가 늦게 말씀드리면"), a past or honorific telling, or no telling after it keep the
    predication."""
    last = chain.last_ending
    if last is None or last.form != "게" or len(chain.endings) != 1 or chain.auxiliaries:
        return False
    if chain.stem not in classes.PRESENTING_MANNER_ADJECTIVES:
        return False
    if not _speaker_as_subject(morphs, chain):
        return False
    if following is None:
        return False
    # Nothing between but the telling's own noun ("차분하게 말씀드릴게요": 말씀/NNG + 드리/VV)
    between = morphs[chain.last + 1 : following.first]
    if any(m.tag != "NNG" or m.form != following.noun for m in between):
        return False
    return _speech_before(morphs, following)


def _worth(morphs: Sequence[Morph], chain: Chain) -> bool:
    """``가치 있는``, ``의미 없는``, ``도움이 될``, ``힘이 되는``: worth or benefit."""
    if chain.stem in {"있", "없"}:
        return chain.noun in classes.VALUE_NOUNS
    if chain.stem != "되" or chain.first < 1:
        return False
    cursor = chain.first - 1
    if morphs[cursor].tag in {"JKC", "JKS"}:
        cursor -= 1
    if cursor >= 0 and morphs[cursor].tag == "ETN":
        return True  # "보탬이 될" read as 보태 + -ㅁ: a nominalised verb becoming
    return cursor >= 0 and morphs[cursor].form in classes.VALUE_NOUNS


def _message_exists(morphs: Sequence[Morph], chain: Chain) -> bool:
    """``전해 드릴 소식이 있어요``: the speaker has a message part for the reader (present)."""
    if chain.stem != "있" or _past(chain) or chain.first < 4:
        return False
    # "소식이 하나 있어요": one part, counted between the subject and 있
    skip = 1 if morphs[chain.first - 1].form in MESSAGE_ONE and chain.first >= 5 else 0
    particle, subject, modifier = (morphs[chain.first - k - skip] for k in (1, 2, 3))
    message = classes.DISCOURSE_NOUNS | classes.SPEECH_OBJECT_NOUNS
    if particle.tag != "JKS" or subject.tag not in NOUNS or subject.form not in message:
        return False
    # The part must be one the speaker is about to give: "전해 드릴", "말씀드릴", "덧붙일".
    if modifier.tag != "ETM" or modifier.form not in FUTURE_MODIFIERS:
        return False
    speaker = [c for c in chains(morphs) if c.last == chain.first - 3 - skip]
    return bool(speaker) and is_speech(speaker[0], None, morphs)


# Nouns of position in the message that "X과 같습니다" may point with ("아래와 같아요").
POSITION_NOUNS: Final = frozenset({"다음", "아래", "이하", "하기"})


def _as_follows(morphs: Sequence[Morph], chain: Chain) -> bool:
    """``다음과 같습니다``, ``아래와 같아요``: the deictic "as follows" that points at the
    placeholder (never "예상과 같습니다", which reports an expectation)."""
    return (
        chain.stem == "같"
        and chain.first >= 2
        and morphs[chain.first - 2].form in POSITION_NOUNS
        and morphs[chain.first - 1].form in {"와", "과"}
    ) or as_above_closing(morphs, chain)


_DECLARATIVE_ENDINGS: Final = frozenset({"ᆸ니다", "습니다", "어요", "아요", "에요", "예요", "다"})


def _as_follows_topic(morphs: Sequence[Morph], cursor: int) -> bool:
    """What may stand before round 47's "as follows" (``_this_as_follows``), ending at
    ``cursor``: nothing (the sentence starts there), a part of this message as topic or
    subject ("해석은", "말씀드릴 내용은", "판단 요지는" - only a modifier ending or another
    part noun before it), or the speaker's present speech act in -면/-자면 ("정리하자면").
    Anyone or anything else ("고객님 상태는", "결과는") keeps the standing reading."""
    if cursor < 0 or morphs[cursor].tag in {"SF", "SP"} or morphs[cursor].form == PLACEHOLDER_MARK:
        return True
    parts = classes.DISCOURSE_NOUNS | classes.CLOSING_PART_NOUNS
    current = morphs[cursor]
    if current.tag in {"JX", "JKS"} and current.form in {"은", "는", "이", "가"} and cursor >= 1:
        noun = morphs[cursor - 1]
        if noun.tag not in NOUNS or noun.form not in parts:
            return False
        before = morphs[cursor - 2] if cursor >= 2 else None
        return (
            before is None
            or before.tag in {"SF", "SP", "ETM"}
            or before.form == PLACEHOLDER_MARK
            or (before.tag in NOUNS and before.form in parts)
        )
    if current.tag == "EC" and current.form in {"면", "으면", "자면"}:
        spoken = next((c for c in chains(morphs) if c.last == cursor), None)
        return spoken is not None and is_speech(spoken, None, morphs) and not _past(spoken)
    return False


def _this_as_follows(morphs: Sequence[Morph], chain: Chain) -> bool:
    """``해석은 이러합니다. [[P:01]].``, ``정리하자면 이와 같습니다. [[P:01]].`` (round 47):
    the uncontracted 이러하 (the same word as 이렇, "like this") and the proximal 이 + 와/과
    + 같 (as 다음과 같 - "as follows"), each in the present and a final ending with no
    auxiliary, its sentence closed by a period and the issued sentence straight after: it
    points at that sentence. In the past, the future or a linking ending ("이러하여",
    "이와 같아서"), before a comma or with no issued sentence after it ("[[P:01]]. 다른
    항목도 이와 같습니다.") it keeps its reading; the words before it are judged as ever."""
    if chain.auxiliaries or [e.tag for e in chain.endings] != ["EF"]:
        return False
    pronoun = morphs[chain.first - 2] if chain.first >= 2 else None
    this_like = (
        chain.stem == "같"
        and pronoun is not None
        and (pronoun.form, pronoun.tag) == ("이", "NP")
        and morphs[chain.first - 1].form in {"와", "과"}
    )
    if chain.stem != "이러하" and not this_like:
        return False
    if chain.endings[-1].form not in _DECLARATIVE_ENDINGS:
        return False  # "이와 같습니까": a question
    if not _as_follows_topic(morphs, chain.first - 3 if this_like else chain.first - 1):
        return False
    period = chain.last + 1
    if period >= len(morphs) or (morphs[period].form, morphs[period].tag) != (".", "SF"):
        return False
    return period + 1 < len(morphs) and morphs[period + 1].form == PLACEHOLDER_MARK


def as_above_closing(morphs: Sequence[Morph], chain: Chain) -> bool:
    """``[[P:01]]. [[P:02]]. 해석은 이상과 같습니다.`` (round 44): "as above", the last
    sentence after the last issued sentence - 이상 + 과, at most a part of this message as
    topic before it (``CLOSING_PART_NOUNS`` + 은/는), 같 in the present and a final ending,
    nothing after. Before an issued sentence, in the past, with another topic ("결과는") or
    another compared thing ("지난주와") it compares."""
    if chain.stem != "같" or chain.auxiliaries or chain.first < 3:
        return False
    if [e.tag for e in chain.endings] != ["EF"]:
        return False
    if (morphs[chain.first - 2].form, morphs[chain.first - 1].form) != ("이상", "과"):
        return False
    if any(m.form == PLACEHOLDER_MARK for m in morphs[chain.last + 1 :]):
        return False
    cursor = chain.first - 3
    if morphs[cursor].tag == "JX" and morphs[cursor].form in {"은", "는"}:
        if cursor < 1 or morphs[cursor - 1].form not in classes.CLOSING_PART_NOUNS:
            return False
        cursor -= 2
    return (
        cursor >= 1 and morphs[cursor].tag == "SF" and morphs[cursor - 1].form == PLACEHOLDER_MARK
    )


def _head_after(morphs: Sequence[Morph], chain: Chain) -> Morph | None:
    return morphs[chain.last + 1] if chain.last + 1 < len(morphs) else None


EVALUATIVE_SUFFIXES: Final = ("스럽", "직하", "답")
EVALUATIVE_COMPOUND_FINALS: Final = frozenset({"차", "지"})


def _evaluative_derivation(chain: Chain) -> bool:
    """An adjective built to evaluate: ``-스럽``/``-직하``/``-답`` (대견스럽, 바람직하) or a
    compound in ``-차``/``-지`` (보람차, 힘차, 멋들어지)."""
    if chain.tag not in {"VA", "XSA"} or len(chain.stem) < 2:
        return False
    if chain.stem.endswith(EVALUATIVE_SUFFIXES):
        return True
    return chain.tag == "VA" and chain.stem[-1] in EVALUATIVE_COMPOUND_FINALS


def _orients_decision(morphs: Sequence[Morph], chain: Chain) -> bool:
    """A modifier clause heading 방향/쪽/선 + 으로/에서: the orientation of a decision."""
    last = chain.last_ending
    if last is None or last.tag != "ETM" or chain.last + 2 >= len(morphs):
        return False
    head, after_head = morphs[chain.last + 1], morphs[chain.last + 2]
    return (
        head.tag in NOUNS
        and head.form in classes.ORIENTATION_HEADS
        and after_head.form in {"로", "으로", "에서"}
    )


def _opening_then(morphs: Sequence[Morph], chain: Chain) -> bool:
    """``그럼 [[P:01]]``: Kiwi reads the opener 그럼 as 그렇 + ``-ㅁ``; before the first
    placeholder it only opens the message (between two it would link them)."""
    return (
        chain.stem == "그렇"
        and [e.form for e in chain.endings] == ["ᆷ"]
        and all(m.form != PLACEHOLDER_MARK for m in morphs[: chain.first])
    )


def _no_imposition(morphs: Sequence[Morph], chain: Chain) -> bool:
    """``실례가 안 된다면``, ``폐가 되지 않는다면``: an imposition noun + negated 되."""
    if chain.stem != "되":
        return False
    cursor = chain.first - 1
    negated = "않" in chain.auxiliaries
    if cursor >= 0 and morphs[cursor].form == "안" and morphs[cursor].tag == "MAG":
        negated, cursor = True, cursor - 1
    return (
        negated
        and cursor >= 1
        and morphs[cursor].tag in {"JKS", "JKC"}
        and morphs[cursor - 1].form in classes.IMPOSITION_NOUNS
    )


def _last_occasion(morphs: Sequence[Morph], chain: Chain) -> bool:
    """``지난번``, ``지난 안내``, ``지난 회차``: Kiwi reads 지난 as 지나 + ``-ㄴ``; before a
    noun it points at an earlier occasion, a claim about what happened before."""
    last = chain.last_ending
    head = _head_after(morphs, chain)
    return (
        chain.stem == "지나"
        and last is not None
        and last.tag == "ETM"
        and last.form in PAST_MODIFIERS
        and head is not None
        and head.tag in NOUNS | {"MM", "NR"}
    )


def _singles_out(morphs: Sequence[Morph], chain: Chain) -> bool:
    """``눈에 띄는 건``, ``두드러지는 점은``, ``돋보이는 부분은``: a predicate of standing out
    as the modifier of a point (거, 것, 점, 부분 …) singles that point out as salient - the
    speaker weighing the facts, not ordering them (round 20). 띄 only after 눈에 (adverbs
    between); "눈에 띄게 정리하면" (the message made legible, -게) keeps passing."""
    if chain.stem not in classes.SALIENCE_PREDICATES:
        return False
    if chain.stem == "띄":
        cursor = chain.first - 1
        while cursor >= 0 and morphs[cursor].tag == "MAG":
            cursor -= 1
        if cursor < 1 or morphs[cursor].form != "에" or morphs[cursor - 1].form != "눈":
            return False
    last = chain.last_ending
    head = _head_after(morphs, chain)
    return (
        last is not None
        and last.tag == "ETM"
        and head is not None
        and head.form in classes.SALIENCE_HEADS
    )


# Round 122: what may stand between the withheld view and its adding verb, or before the view
# ("따로 판단을 보태지 않고", "제 생각을 굳이 보태지 않고"); no adverb of degree or certainty.
_WITHHOLDING_ADVERBS: Final = frozenset({"따로", "굳이", "별도로", "새로", "더"})
_VIEW_DETERMINERS: Final = frozenset({"다른", "별다른", "제"})  # Kiwi may tag 제 as MM


def _opens_withholding(morphs: Sequence[Morph], at: int) -> bool:
    """Before the withheld view (from ``at`` back): the start of a sentence, a comma, or a
    subject that is the speaker or this message ("제가", "저는", "이 문단은") - never another
    owner ("코치님 판단을", "회원님의 의견을") or a noun the view is about."""
    while at >= 0 and morphs[at].form in _WITHHOLDING_ADVERBS and morphs[at].tag == "MAG":
        at -= 1
    if at < 0 or morphs[at].tag in {"SF", "SP"}:
        return True
    if morphs[at].form not in {"은", "는", "이", "가"} or at < 1:
        return False
    subject = morphs[at - 1]
    if subject.form == "저" and subject.tag == "NP":
        return at < 2 or morphs[at - 2].tag in {"SF", "SP"}
    if subject.form not in classes.WITHHOLDING_SUBJECTS or subject.tag != "NNG":
        return False
    # "이 문단은": only the demonstrative 이 before the message, at the sentence's start
    return (
        at >= 2
        and morphs[at - 2].form == "이"
        and morphs[at - 2].tag == "MM"
        and (at < 3 or morphs[at - 3].tag in {"SF", "SP"})
    )


def view_withheld(morphs: Sequence[Morph], index: int, found: Sequence[Chain]) -> bool:
    """``제 생각을 보태지 않고``, ``제 의견은 섞지 않고``, ``이 문단은 평가를 담고 있지
    않습니다``, ``덧붙이는 판단 없이`` (round 122): the speaker's own view, judgement or reading
    (``WITHHELD_VIEW_NOUNS``) named only as what the speaker does not add to the message.

    Either the view, as object or topic (을/를/은/는/도), is taken by an adding verb
    (``WITHHOLDING_VERBS``: 보태, 덧붙이, 곁들이, 섞, 얹, 담 ...) negated with -지 않 (through
    "-고 있" at most), in no past; or an adding verb's present modifier names it right before
    없이. Only the speaker's view (제/저의, 다른, 별다른 or nothing before it), after the start of
    a sentence, a comma, the speaker or this message as subject, and 따로/굳이/별도로/새로/더 at
    most around it. "제 생각엔", "제 생각을 말씀드리면", "판단을 보태면", "판단을
    보태지 않았습니다", "코치님 판단을 보태지 않고" and "판단 없이" keep their reasons.
    """
    noun = morphs[index]
    if noun.form not in classes.WITHHELD_VIEW_NOUNS or noun.tag != "NNG":
        return False
    before = index - 1
    if before >= 1 and morphs[before].form == "의" and morphs[before - 1].form == "저":
        before -= 2  # "제 생각을" (저/NP 의/JKG)
    elif before >= 0 and morphs[before].tag == "MM" and morphs[before].form in _VIEW_DETERMINERS:
        before -= 1  # "다른 해석을", "제/MM 생각은"
    after = index + 1
    if after < len(morphs) and morphs[after].form == "없이" and morphs[after].tag == "MAG":
        # "덧붙이는 판단 없이": the adding verb's present modifier straight before the view
        adding = next((c for c in found if c.last == before), None)
        return (
            adding is not None
            and adding.stem in classes.WITHHOLDING_VERBS
            and adding.last_ending is not None
            and adding.last_ending.tag == "ETM"
            and adding.last_ending.form in {"는", "ᆫ", "은"}
            and not adding.auxiliaries
            and len(adding.endings) == 1
            and _opens_withholding(morphs, adding.first - 1)
        )
    if not _opens_withholding(morphs, before):
        return False
    if after >= len(morphs) or morphs[after].form not in {"을", "를", "은", "는", "도"}:
        return False
    at = after + 1
    while at < len(morphs) and morphs[at].form in _WITHHOLDING_ADVERBS and morphs[at].tag == "MAG":
        at += 1
    adding = next((c for c in found if after < c.first <= at), None)  # "더하" starts at 더
    if adding is None or adding.stem not in classes.WITHHOLDING_VERBS:
        return False
    if adding.auxiliaries not in {("않",), ("있", "않")} or _past(adding):
        return False
    forms = [(e.form, e.tag) for e in adding.endings]
    negation = [("지", "EC")] if adding.auxiliaries == ("않",) else [("고", "EC"), ("지", "EC")]
    if forms[: len(negation)] != negation:
        return False
    last = adding.last_ending
    return last is not None and (last.tag == "EF" or (last.form == "고" and last.tag == "EC"))


def _polite_go_final(morphs: Sequence[Morph], chain: Chain) -> bool:
    """``없고요,`` (round 122): the connective -고 closed by the polite 요 (Kiwi: 고/EC + 요/JX)
    ends the speaker's sentence as a final does - said only of round 20's nothing to add."""
    last = chain.last_ending
    after = morphs[chain.last + 1] if chain.last + 1 < len(morphs) else None
    return (
        last is not None
        and (last.form, last.tag) == ("고", "EC")
        and len(chain.endings) == 1
        and after is not None
        and (after.form, after.tag) == ("요", "JX")
    )


def nothing_new_added(morphs: Sequence[Morph], index: int, found: Sequence[Chain]) -> bool:
    """``해석을 새로 만들지 않고``, ``새로 드릴 말씀은 없고요``, ``새로 보태는 말씀 없이``
    (round 122): 새로 on the speaker's act of adding to or making the message, where that act
    is not done - negated with -지 않 in no past (a final or -고), or the act's modifier naming
    what would be said (``ADDED_SPEECH_NOUNS``) before round 20's present 없 or before 없이.
    Nothing new is added: the message's manner, no change in the world. Making (만들) takes only
    a discourse or view noun as its object ("식단을 새로 만들지 않고" keeps its reason); the
    subject, if any, is the speaker or this message. "새로 말씀드릴 게 있어요", "새로 바뀐",
    "새로 정리했어요" and "새로 만들었어요" keep their reasons."""
    if morphs[index].form != "새로" or morphs[index].tag != "MAG":
        return False
    act = next((c for c in found if c.first == index + 1), None)
    if (
        act is None
        or _past(act)
        or any(e.tag == "EP" and e.form in HONORIFIC_ENDINGS for e in act.endings)
    ):
        return False
    last = act.last_ending
    if last is None:
        return False
    adding = act.stem in classes.WITHHOLDING_VERBS | classes.ADDING_SPEECH_PREDICATES
    if last.tag == "ETM":
        speech = adding or "드리" in act.auxiliaries
        head = act.last + 1
        if not speech or len(act.endings) != 1 or last.form not in {"ᆯ", "을", "는"}:
            return False
        if head >= len(morphs) or morphs[head].form not in classes.ADDED_SPEECH_NOUNS:
            return False
        if head + 1 < len(morphs) and (morphs[head + 1].form, morphs[head + 1].tag) == (
            "없이",
            "MAG",
        ):
            return True
        gone = next((c for c in found if c.first > head), None)
        if gone is None or not _nothing_more_to_say(morphs, gone):
            return False
        between = morphs[head + 2 : gone.first]
        return morphs[head + 1].form in {"은", "는", "이", "가"} and all(
            m.form in classes.ADDED_SPEECH_ADVERBS for m in between
        )
    if act.auxiliaries != ("않",) or (act.endings[0].form, act.endings[0].tag) != ("지", "EC"):
        return False
    if not (last.tag == "EF" or (last.form, last.tag) == ("고", "EC")):
        return False
    before = index - 1
    if before >= 0 and morphs[before].form in {"을", "를"}:
        made = morphs[before - 1] if before >= 1 else None
        named = classes.WITHHELD_VIEW_NOUNS | classes.DISCOURSE_NOUNS | classes.SPEECH_OBJECT_NOUNS
        if made is None or made.tag != "NNG" or made.form not in named:
            return False
        before -= 2
        if before >= 0 and morphs[before].tag == "MM" and morphs[before].form in _VIEW_DETERMINERS:
            before -= 1
    elif not adding:
        return False  # "새로 만들지 않고": made anew - what, unsaid
    return (adding or act.stem == "만들") and _opens_withholding(morphs, before)


# Round 122: the wording of this message (the issued sentence's words and the speaker's), and the
# verbs of altering it, negated in "문구는 손대지 않고", "다른 말로 바꾸지 않고".
_WORDING_NOUNS: Final = frozenset({"문구", "문장", "표현", "원문", "말", "말씀", "글귀", "어구"})
_ALTERING_VERBS: Final = frozenset({"바꾸", "손대", "고치", "건드리"})


def wording_left_as_is(morphs: Sequence[Morph], chain: Chain) -> bool:
    """``판단 문구는 손대지 않고``, ``안내 문구를 바꾸지 않고``, ``다른 말로 바꾸지 않고``
    (round 122): a verb of altering (바꾸, 손대, 고치, 건드리) negated with -지 않 in no past and
    no -시-, in -고 or a present final, whose object or topic is the wording of this message
    (``_WORDING_NOUNS``, at most one noun before it: "안내 문구", "판단 문장") or which turns it
    "into other words" (다른 말로) - the issued wording kept as it is, a manner of presenting,
    not a plan or a record changed. Any other object ("식단을 바꾸지 않고", "계획은"), no
    negation, the past or the reader's act keep their classes."""
    if chain.stem not in _ALTERING_VERBS or chain.auxiliaries != ("않",):
        return False
    if _past(chain) or any(e.tag == "EP" for e in chain.endings):
        return False
    if (chain.endings[0].form, chain.endings[0].tag) != ("지", "EC"):
        return False
    last = chain.last_ending
    if last is None or not (last.tag == "EF" or (last.form, last.tag) == ("고", "EC")):
        return False
    at = chain.first - 1
    if at < 1:
        return False
    particle, noun = morphs[at], morphs[at - 1]
    if (particle.form, particle.tag) in {("로", "JKB"), ("으로", "JKB")}:
        # "다른 말로 바꾸지 않고": into other words
        return (
            noun.form in {"말", "표현"}
            and at >= 2
            and (morphs[at - 2].form, morphs[at - 2].tag) == ("다른", "MM")
        )
    if particle.form not in {"을", "를", "은", "는"} or noun.tag != "NNG":
        return False
    if noun.form not in _WORDING_NOUNS:
        return False
    start = at - 2
    if start >= 0 and morphs[start].tag == "NNG":
        start -= 1  # "안내 문구", "판단 문장": one noun naming whose wording
    return start < 0 or morphs[start].tag in {"SF", "SP"}


def _nothing_more_to_say(morphs: Sequence[Morph], chain: Chain) -> bool:
    """``덧붙일 말씀은 따로 없습니다``, ``더 드릴 말씀은 없어요``: what the speaker would add
    (a speech verb in the prospective modifier, no pre-final ending) as the topic or subject
    of a present 없 in a final ending - the message closes, nothing is said of the world
    (round 20). "변경할 내용은 없습니다" (no speech act), "덧붙이실 말씀은" (the reader's),
    "없었습니다" (past) and "없을 겁니다" keep their reasons."""
    last = chain.last_ending
    if chain.stem != "없" or last is None or chain.auxiliaries:
        return False
    if last.tag != "EF" and not _polite_go_final(morphs, chain):
        return False
    if any(e.tag == "EP" for e in chain.endings):
        return False
    cursor = chain.first - 1
    while cursor >= 0 and morphs[cursor].form in classes.ADDED_SPEECH_ADVERBS:
        cursor -= 1
    if cursor < 0 or morphs[cursor].form not in {"은", "는", "이", "가"}:
        return False
    cursor -= 1
    if cursor < 0 or morphs[cursor].form not in classes.ADDED_SPEECH_NOUNS:
        return False
    act = next((c for c in chains(morphs[:cursor]) if c.last == cursor - 1), None)
    if act is None:
        return False
    ending = act.last_ending
    speech = act.stem in classes.ADDING_SPEECH_PREDICATES or "드리" in act.auxiliaries
    return (
        speech
        and ending is not None
        and ending.tag == "ETM"
        and ending.form in {"ᆯ", "을"}
        and not any(e.tag == "EP" for e in act.endings)
    )


def _states_sameness(morphs: Sequence[Morph], chain: Chain) -> bool:
    """``똑같은 말씀이에요``, ``동일한 흐름입니다``: a final copula whose complement is
    modified by a sameness adjective says the content repeats something before it —
    a comparison the canonical text does not make. As a manner ("같은 순서로 안내해
    드릴게요") the adjective modifies no final copula and passes."""
    last = chain.last_ending
    if chain.tag != "VCP" or last is None or last.tag != "EF" or chain.first < 2:
        return False
    modifier = morphs[chain.first - 2]
    if modifier.tag != "ETM":
        return False
    adjective = [c for c in chains(morphs[: chain.first - 1]) if c.last == chain.first - 2]
    return bool(adjective) and adjective[0].stem in classes.SAMENESS_ADJECTIVES


# Round 93: the archaic humble concessive -(사)오나 ("송구하오나", "외람되오나"; Kiwi's 오/EP or
# 사오/EP + 나/EC, nothing else) is the formal register's -지만 of the same softener.
_HUMBLE_CONCESSIVES: Final = ([("오", "EP"), ("나", "EC")], [("사오", "EP"), ("나", "EC")])


def _humble_concessive(chain: Chain) -> bool:
    """``송구하오나``, ``외람되오나`` (round 93): the softener in the archaic humble
    concessive, judged as its -지만 is - only before the speaker's own speech act."""
    return [(e.form, e.tag) for e in chain.endings] in _HUMBLE_CONCESSIVES


def softens_speech(morphs: Sequence[Morph], chain: Chain, following: Chain | None) -> bool:
    """``실례지만 덧붙여 적습니다``, ``괜찮으시다면 짧게 말씀드릴게요``: a polite softener
    whose clause leads into the speaker's own speech act before the next placeholder.

    Only the speaker's apology or the reader's leave; honorific ``-시-`` only on the
    latter ("괜찮으시다면"). Manner and ordering chains may sit between ("짧게",
    "덧붙여"); without a speech act after it the softener frames the issued sentence
    ("죄송하지만 [[P:01]]") and stays a claim.
    """
    last = chain.last_ending
    if last is None:
        return False
    if last.form not in classes.SOFTENER_ENDINGS and not _humble_concessive(chain):
        return False
    copula = chain.tag == "VCP" and chain.noun in classes.SOFTENER_COPULA_NOUNS
    if not (copula or chain.stem in classes.SOFTENER_PREDICATES or _no_imposition(morphs, chain)):
        return False
    if _past(chain) or chain.has_ending("겠", tag="EP"):
        return False
    honorific = any(e.tag == "EP" and e.form in HONORIFIC_ENDINGS for e in chain.endings)
    if honorific and chain.stem not in classes.LEAVE_PREDICATES:
        return False
    # "괜찮으시다면 … 짧고 담백하게, 너무 딱딱하지 않게 짚어 드릴게요" (round 35)
    return _leads_into_speech(morphs[chain.last + 1 :], otherwise=manner_run_into_speech)


def _leads_into_speech(
    shifted: Sequence[Morph],
    otherwise: Callable[[Sequence[Morph], int], bool] | None = None,
) -> bool:
    """Before the next placeholder, through manner and serial chains only, a present speech
    act of the speaker's. At the first other chain, ``otherwise(shifted, its start)``
    decides if given, else the answer is no."""
    for later in chains(shifted):
        if any(m.form == PLACEHOLDER_MARK for m in shifted[: later.first]):
            return False
        if is_speech(later, None, shifted):
            return not _past(later)
        end = later.last_ending
        if not (end is not None and (end.form in MANNER_ENDINGS or end.form in SERIAL_ENDINGS)):
            return otherwise is not None and otherwise(shifted, later.first)
    return False


def cares_for_reading(morphs: Sequence[Morph], chain: Chain) -> bool:
    """``혹시 헷갈리실까 봐 순서대로 적어 보면``: the speaker's care for the reader's
    understanding, in -ᆯ까 봐, leading into the speaker's own speech act (round 49).

    Only a confusion or curiosity predicate (``READER_CARE_PREDICATES``) with honorific -시-,
    -ᆯ까/을까 and 보 in 봐, in the present, at the start of a sentence (혹시 alone may stand
    before it) and followed - before the next placeholder, through manner and serial chains
    only - by a present speech act of the speaker. Anything else (a state or feeling of the
    customer's, a subject, the past, no speech act after it) keeps its reason.
    """
    if chain.stem not in classes.READER_CARE_PREDICATES or chain.auxiliaries != ("보",):
        return False
    forms = [(e.form, e.tag) for e in chain.endings]
    if forms not in (
        [("시", "EP"), ("ᆯ까", "EC"), ("어", "EC")],
        [("으시", "EP"), ("ᆯ까", "EC"), ("어", "EC")],
        [("시", "EP"), ("을까", "EC"), ("아", "EC")],
        [("시", "EP"), ("ᆯ까", "EC"), ("아", "EC")],
    ):
        return False
    start = chain.first
    if start > 0 and morphs[start - 1].form in {"혹시", "혹여", "행여"}:
        start -= 1
    if start > 0 and morphs[start - 1].tag != "SF":
        return False
    return _leads_into_speech(morphs[chain.last + 1 :])


def asks_leave_to_speak(morphs: Sequence[Morph], chain: Chain) -> bool:
    """``말씀드려도 될까요``: asking the reader's leave for the speaker's own speech act."""
    if chain.stem not in {"되", "괜찮"} or chain.first == 0 or _past(chain):
        return False
    link = morphs[chain.first - 1]
    if link.tag != "EC" or link.form not in {"어도", "아도", "여도"}:
        return False
    before = [c for c in chains(morphs[: chain.first]) if c.last == chain.first - 1]
    return bool(before) and is_speech(before[0], None, morphs[: chain.first])


CUSTOMER_SURFACES: Final = frozenset({"daily", "weekly"})
OPERATOR_CARDS: Final = frozenset({"adaptive"})
# The reader's reading acts as nouns asked for ("참고 바랍니다", "양해 부탁드려요").
REQUESTED_NOUNS: Final = frozenset({"양해", "이해", "숙지", "유의", "주의", "협조", "기억", "관심"})
REQUEST_STEMS: Final = frozenset({"바라"})
_ASKING_STEMS: Final = classes.REQUEST_PREDICATES | REQUEST_STEMS


def _asks_reader_to_act(morphs: Sequence[Morph], chain: Chain) -> bool:
    """``참고해 주세요``, ``읽어 주시길 바랍니다``, ``정리해 주시면 감사하겠습니다``: the
    reader made the agent of an act the speaker asks for — honorific ``-시-`` (or an
    honorific request ending) on a benefactive ``주``, in any form but thanks for it
    (``읽어 주셔서``) or a modifier (``읽어 주시는 분께``). Non-honorific ``정리해 줄게요`` is
    the speaker's own act."""
    if "주" not in chain.auxiliaries:
        return False
    last = chain.last_ending
    if last is None or last.tag == "ETM":
        return False
    if last.tag == "EC" and last.form in SERIAL_ENDINGS | {"셔서", "으셔서"}:
        return False  # "읽어 주셔서 감사합니다": thanks, not a request
    return any(
        (e.tag == "EP" and e.form in HONORIFIC_ENDINGS)
        or (e.tag == "EF" and e.form.startswith(("세", "으세", "십", "으십", "시", "으시")))
        for e in chain.endings
    )


def _requested_noun(morphs: Sequence[Morph], chain: Chain) -> str | None:
    """The act asked of the reader as a noun: ``참고`` in ``참고 바랍니다``, ``회신`` in
    ``회신을 요청드립니다`` (``None`` when the request has no noun object)."""
    humble = chain.stem == "드리" and f"{chain.noun}드리" in classes.REQUEST_PREDICATES
    if not (chain.stem in _ASKING_STEMS or humble):
        return None
    cursor = chain.first - (2 if humble else 1)
    if cursor >= 0 and morphs[cursor].tag in {"JKO", "JX"}:
        cursor -= 1
    if cursor < 0 or morphs[cursor].tag not in NOUNS:
        return None
    return morphs[cursor].form


def _requests_other_than_review(morphs: Sequence[Morph], chain: Chain) -> bool:
    """On the operator cards a request is the card's review only when the noun asked for is a
    reading act (``검토``, ``참고``, ``확인``); any other act asked for - heeding, excusing,
    cooperating (``REQUESTED_NOUNS``, round 25), replying or getting in touch (``회신``,
    ``연락``) - is an instruction (ADR 0020 round 26: the reading nouns are allowed, not the
    others denied)."""
    noun = _requested_noun(morphs, chain)
    if noun is None:
        return False
    return noun in REQUESTED_NOUNS or f"{noun}하" not in classes.READER_ACTS


# The speaker's thanks a request on an operator card ends in (round 33).
_THANKS_STEMS: Final = frozenset({"감사하", "고맙"})


def review_asked_with_thanks(
    morphs: Sequence[Morph], chain: Chain, following: Chain | None, slot_id: str
) -> bool:
    """``[[P:01]]. 이 부분 살펴봐 주시면 감사하겠습니다.``: on an operator card, the reader
    asked to read or check the card in ``-어 주시면``, straight into the speaker's thanks in
    ``-겠-`` that ends the sentence - the polite request ``살펴봐 주세요`` already passes
    there (ADR 0020 round 33). Only a reading act (``_RECEIVING_STEMS``) and only thanks:
    "… 주시면 좋겠습니다" keeps its class, and on daily and weekly the request is an
    instruction before this is asked."""
    if slot_id.split(".")[0] in CUSTOMER_SURFACES or following is None:
        return False
    last = chain.last_ending
    if chain.stem not in _RECEIVING_STEMS or last is None or last.form != "면":
        return False
    if not _asks_reader_to_act(morphs, chain) or _past(chain):
        return False
    if following.first != chain.last + 1:
        return False
    thanks = f"{following.noun}{following.stem}" if following.stem == "하" else following.stem
    if thanks not in _THANKS_STEMS or following.auxiliaries:
        return False
    if not following.has_ending("겠", tag="EP") or _past(following):
        return False
    closing = following.last_ending
    after = morphs[following.last + 1] if following.last + 1 < len(morphs) else None
    return closing is not None and closing.tag == "EF" and (after is None or after.tag == "SF")


def instructs_reader(
    morphs: Sequence[Morph], chain: Chain, following: Chain | None, slot_id: str
) -> bool:
    """A request that the reader do something is an instruction. On the operator cards
    reviewing the card is the reader's task (``참고해 주세요``, ``검토 부탁드립니다`` keep
    passing there); asking the operator to speak, write or sum up is still one. On the
    customer's surfaces (daily, weekly) every such request is an instruction. Asking the
    operator to excuse, understand or heed (``양해 부탁드립니다``, ``주의 바랍니다``) is not
    reviewing the card: it presupposes a fault or a risk, so it is one on the cards too (ADR
    0020 round 25)."""
    asked = _asks_reader_to_act(morphs, chain)
    reading = chain.stem in _RECEIVING_STEMS
    if slot_id.split(".")[0] not in CUSTOMER_SURFACES:
        return (asked and not reading) or _requests_other_than_review(morphs, chain)
    # On the customer's surfaces any act asked for as a noun is an instruction (round 26).
    if asked or _requested_noun(morphs, chain) is not None:
        return True
    last = chain.last_ending
    # "확인해 보세요", "읽어 봐요": the reader told to try reading
    return (
        reading
        and "보" in chain.auxiliaries
        and last is not None
        and last.tag == "EF"
        and not last.form.endswith(("ᆯ게요", "ᆯ게", "을게요", "겠습니다"))
        and not any(e.tag == "EP" for e in chain.endings if e.form in {"겠"})
    )


# --- Round 15: the message's own layout, named or narrated --------------------------------

# Nouns a sentence about this message's layout may hold besides its parts: places in the
# message, its order, its manner of speaking.
_LAYOUT_WORDS: Final = frozenset({"말투", "방식", "결", "짜임", "항목별"})
# Round 17: the one place the message's parts are gathered into ("한자리에 모아 두었어요")
# and the report this message is ("보고 내용을 … 모았어요").
_GATHERED_WORDS: Final = frozenset({"한자리", "한곳", "보고"})
_MESSAGE_POINTERS: Final = frozenset({"이", "이것", "여기"})


def _able_purpose(morphs: Sequence[Morph], index: int) -> bool:
    """``-ㄹ 수 있게`` ending at ``index`` (round 17): a purpose clause, as ``-도록``."""
    return (
        index >= 2
        and morphs[index].tag == "EC"
        and morphs[index].form == "게"
        and morphs[index - 1].form == "있"
        and morphs[index - 2].form == "수"
    )


def _window_start(morphs: Sequence[Morph], first: int) -> int:
    """Where the clause ending at ``first`` begins: the sentence start, or just after a
    purpose clause ("보시기 편하도록"), which is judged on its own."""
    start = first
    while start > 0:
        before = morphs[start - 1]
        if before.tag in {"SF", "SW"} or (before.tag == "EC" and before.form in {"도록", "게끔"}):
            break
        if _able_purpose(morphs, start - 1):
            break  # "한 번에 보실 수 있게": the reader able to read, judged on its own
        if _honoured_reading_ease(morphs, start - 1):
            break  # "고객님께서 보시기 쉽게" (round 123): the reader's reading, judged on its own
        start -= 1
    return start


def _honoured_reading_ease(morphs: Sequence[Morph], index: int) -> bool:
    """-게 at ``index`` ends "보시기 쉽게", "읽으시기 편하게": a seeing act with -시- in -기
    straight before an ease adjective (round 123) - a manner clause of the reader's reading,
    judged on its own like a purpose clause."""
    if index < 4 or (morphs[index].form, morphs[index].tag) != ("게", "EC"):
        return False
    ease, nominal, honour, seeing = (morphs[index - k] for k in (1, 2, 3, 4))
    return (
        ease.form in _READING_EASE_HONORIFIC
        and ease.tag == "VA"
        and (nominal.form, nominal.tag) == ("기", "ETN")
        and honour.tag == "EP"
        and honour.form in HONORIFIC_ENDINGS
        and seeing.form in classes.SEEING_ACTS
        and seeing.tag == "VV"
    )


# Round 59: a head of a line of this message that its section label may name ("판단
# 문구", "근거 문장") - the heading heads and 문구, the wording of one line.
_LABELLED_PART_HEADS: Final = classes.HEADING_PART_HEADS | frozenset({"문구"})


def _labelled_part(words: Sequence[Morph], position: int) -> bool:
    """Round 59: a part of this message named by its section label - a label of the
    surfaces' own sections (``HEADING_PART_LABELS``: 판단, 근거, 해석, 사유, 검토, 안내)
    straight before a head of a line (문장, 문구, 부분, 단락 …), or that head after its
    label ("판단 문구만 적었습니다", "판단 문장은 그대로 옮겨 두었습니다"): the line, not the
    judgment or the reason itself. A label alone ("판단을", "근거를") or before another noun
    ("판단 배경을") is not read so."""
    morph = words[position]
    if morph.tag != "NNG":
        return False
    after = words[position + 1] if position + 1 < len(words) else None
    before = words[position - 1] if position > 0 else None
    if morph.form in classes.HEADING_PART_LABELS:
        return after is not None and after.tag == "NNG" and after.form in _LABELLED_PART_HEADS
    return (
        morph.form in _LABELLED_PART_HEADS
        and before is not None
        and before.tag == "NNG"
        and before.form in classes.HEADING_PART_LABELS
    )


def _only_message_material(words: Sequence[Morph]) -> tuple[bool, bool]:
    """Whether ``words`` name nothing but this message (its parts, places, order, manner),
    with no subject, recipient or issued sentence - and whether a part of the message is
    their object or topic ("세부 사항은", "요점을")."""
    allowed = (
        classes.DISCOURSE_NOUNS
        | classes.PART_QUALIFIER_NOUNS
        | classes.ORDER_NOUNS
        | classes.PLACE_IN_MESSAGE_NOUNS
        | classes.MESSAGE_PLACE_NOUNS
        | POSITION_NOUNS
        | _LAYOUT_WORDS
        | _GATHERED_WORDS
        | classes.SPEECH_OBJECT_NOUNS  # "차분한 마음으로", "안내는"
    )
    part = False
    for position, morph in enumerate(words):
        if morph.form == PLACEHOLDER_MARK or morph.tag in {"JKS", "NNP", "NR", "SN"}:
            return False, part
        if morph.tag.startswith("J") and morph.form in RECIPIENT_PARTICLES:
            return False, part
        if morph.tag == "NP" and morph.form not in _MESSAGE_POINTERS:
            return False, part
        one_place = morph.form == "자리" and position > 0 and words[position - 1].form == "한"
        if (
            morph.tag in {"NNG", "NNB"}
            and morph.form not in allowed
            and not one_place
            and not _labelled_part(words, position)
        ):
            return False, part  # (Kiwi reads 한자리 as one noun or as 한/MM + 자리)
        after = words[position + 1] if position + 1 < len(words) else None
        if (
            morph.tag in {"NNG", "NNB"}
            and morph.form in classes.DISCOURSE_NOUNS | classes.PART_QUALIFIER_NOUNS
            and after is not None
            and after.tag in {"JKO", "JX"}
        ):
            part = True
    return True, part


def laid_out(morphs: Sequence[Morph], chain: Chain) -> bool:
    """``세부 사항은 아래에 이어 두었습니다``, ``요점을 앞에 두고 … 짧게 끊어 적었어요``,
    ``이렇게 정리했어요``: the speaker saying, in the past, how this message's lines were
    composed - a verb of composing (no 드리, no -시-, no -겠-), its object or topic a part of
    the message and nothing in its clause but the message's parts, places, order and manner
    (or only 이렇게, "like this"). A composing verb cannot report a delivery; another object
    ("기록을 정리했습니다"), a subject ("트레이너가"), a recipient ("고객님께") or an
    issued sentence in the clause keep it a past event."""
    if chain.stem not in classes.LAYING_OUT_VERBS or not set(chain.auxiliaries) <= {"두", "놓"}:
        return False
    if not _past(chain) or any(
        e.tag == "EP" and (e.form in HONORIFIC_ENDINGS or e.form == "겠") for e in chain.endings
    ):
        return False
    if _negated(morphs, chain) or _beforehand(morphs, chain):
        return False  # round 73: "안내만 안 적었습니다", "안내만 미리 적었습니다"
    last = chain.last_ending
    if last is None or not (last.tag == "EF" or last.form in {"고", "어", "아"}):
        return False
    start = _window_start(morphs, chain.first)
    only, part = _only_message_material(morphs[start : chain.first])
    if not only:
        return False
    if part:
        return True
    return chain.first >= 2 and [m.form for m in morphs[chain.first - 2 : chain.first]] == [
        "이렇",
        "게",
    ]


def order_set_for_reading(morphs: Sequence[Morph], chain: Chain) -> bool:
    """``[[P:01]]. 보시기 편하도록 순서를 맞춰 두었어요`` (round 123): the speaker setting
    this message's order - 맞추 (with at most 두 or 놓) in the past, no -시-, no -겠-, ending
    its sentence, its object an order noun (순서를, 차례를) and nothing else in its clause -
    straight after a purpose or manner clause of the reader's easy reading (a reading act in
    -기, an ease adjective in -도록 or -게). Another object ("식단을", "운동 순서를"), no such
    purpose before it ("순서를 맞춰 두었어요" alone might be a plan's order), -시- or the
    future keep it a past event."""
    if chain.stem != "맞추" or not set(chain.auxiliaries) <= {"두", "놓"} or not _past(chain):
        return False
    if any(
        e.tag == "EP" and (e.form in HONORIFIC_ENDINGS or e.form == "겠") for e in chain.endings
    ):
        return False
    last = chain.last_ending
    if last is None or last.tag != "EF":
        return False
    start = _window_start(morphs, chain.first)
    clause = morphs[start : chain.first]
    if len(clause) != 2 or clause[1].tag != "JKO":
        return False
    if clause[0].tag != "NNG" or clause[0].form not in classes.ORDER_NOUNS:
        return False
    if start < 4 or morphs[start - 1].tag != "EC" or morphs[start - 1].form not in {"도록", "게"}:
        return False
    ease, nominal = morphs[start - 2], morphs[start - 3]
    if ease.form not in classes.EASE_ADJECTIVES - {"어렵"} or (nominal.form, nominal.tag) != (
        "기",
        "ETN",
    ):
        return False
    reading = next((c for c in chains(morphs) if c.last == start - 3), None)
    return reading is not None and reading.stem in classes.READER_ACTS and not _past(reading)


def set_in_front(morphs: Sequence[Morph], chain: Chain) -> bool:
    """Round 116: ``[[P:01]]. 한눈에 보이도록 앞에 두었습니다``: straight after an issued
    sentence, a sentence of its own saying the speaker set it in front - (맨/가장/제일) 앞 + 에
    and a verb of placing (두/놓) in the past, no -시-, no -겠-, no auxiliary, ending the
    sentence - led by nothing or by a purpose clause of its being seen (보이 + 도록/게, no
    -시-, with only 한눈에, 잘 or 바로 before it). 앞 is that sentence's place in this message
    and the placing is the speaker's laying out of it. "문 앞에 두었습니다", "시합을 앞에
    두었습니다", "며칠 앞에", "앞에 두셨습니다", "앞에 두겠습니다", "보이시도록" or no issued
    sentence before keep their reasons."""
    if chain.stem not in {"두", "놓"} or chain.auxiliaries:
        return False
    last = chain.last_ending
    if last is None or last.tag != "EF":
        return False
    eps = [e.form for e in chain.endings if e.tag == "EP"]
    if not eps or not set(eps) <= PAST_ENDINGS:
        return False
    if chain.last + 1 < len(morphs) and morphs[chain.last + 1].tag != "SF":
        return False
    cursor = chain.first - 1
    if cursor < 1 or morphs[cursor].form != "에" or morphs[cursor - 1].form != "앞":
        return False
    cursor -= 2
    while cursor >= 0 and morphs[cursor].form in {"맨", "가장", "제일"}:
        cursor -= 1
    if cursor >= 1 and morphs[cursor].tag == "EC" and morphs[cursor].form in {"도록", "게"}:
        if morphs[cursor - 1].form != "보이" or morphs[cursor - 1].tag != "VV":
            return False
        cursor -= 2
        lead = [m.form for m in morphs[max(0, cursor - 2) : cursor + 1]]
        if lead[-2:] == ["한눈", "에"]:
            cursor -= 2
        elif lead == ["한", "눈", "에"]:
            cursor -= 3
        elif cursor >= 0 and morphs[cursor].form in {"잘", "바로"} and morphs[cursor].tag == "MAG":
            cursor -= 1
    return (
        cursor >= 1 and morphs[cursor].tag == "SF" and morphs[cursor - 1].form == PLACEHOLDER_MARK
    )


def _placed_object(morphs: Sequence[Morph], chain: Chain) -> Morph | None:
    """The object of a verb of placing past its place ("요점을 (맨) 앞에 두고")."""
    cursor = chain.first - 1
    if (
        cursor >= 1
        and morphs[cursor].form == "에"
        and (morphs[cursor - 1].form in classes.PLACE_IN_MESSAGE_NOUNS)
    ):
        cursor -= 2
        while cursor >= 0 and morphs[cursor].form in {"맨", "가장", "제일"}:
            cursor -= 1
    if cursor >= 1 and morphs[cursor].tag == "JKO" and morphs[cursor - 1].tag in NOUNS:
        return morphs[cursor - 1]
    return None


def placed_on_the_way(morphs: Sequence[Morph], chain: Chain, following: Chain | None) -> bool:
    """``요점을 앞에 두고, 세부 항목은 아래에 … 정리해 두었습니다``: a verb of placing in the
    present with a part of the message as object, coordinated (-고/-어) with the speaker's
    present speech act or with the speaker's narrated composing of this message, no issued
    sentence between. "시합을 앞에 두고", "간식을 앞에 두고" or no such act after it stay
    events."""
    if chain.stem not in classes.PLACING_VERBS or chain.auxiliaries:
        return False
    if [e.form for e in chain.endings] not in (["고"], ["어"], ["아"]):
        return False
    placed = _placed_object(morphs, chain)
    if placed is None or placed.form not in classes.DISCOURSE_NOUNS:
        return False
    # The act it is coordinated with: past modifiers, manner words and serial verbs between
    # ("같은 순서로", "짧게 끊어") are judged on their own.
    for later in chains(morphs):
        if later.first <= chain.last:
            continue
        last = later.last_ending
        if (
            last is not None
            and (last.tag == "ETM" or last.form in {"게"} | SERIAL_ENDINGS)
            and not any(e.tag == "EP" for e in later.endings)
        ):
            continue
        following = later
        break
    else:
        return False
    if any(m.form == PLACEHOLDER_MARK for m in morphs[chain.last + 1 : following.first]):
        return False
    spoken = is_speech(following, None, morphs) and not any(
        e.tag == "EP" and e.form != "겠" for e in following.endings
    )
    return spoken or laid_out(morphs, following)


def reader_reads_on(morphs: Sequence[Morph], chain: Chain) -> bool:
    """``나머지 내용은 아래에서 이어 보실 수 있어요``: the reader able to read on in this
    message - a reading act (or 잇 + 보) with -시- in -ㄹ + 수 + 있 and a present final
    ending, its clause naming only the message's parts and places with a part as topic.
    "결과는 아래에서 확인하실 수 있어요" or "고객님도 보실 수 있어요" stay claims."""
    reading_on = chain.stem == "잇" and "보" in chain.auxiliaries
    reading = chain.stem in classes.READER_ACTS or reading_on
    if not reading or [e.form for e in chain.endings if e.tag == "EP"] not in (["시"], ["으시"]):
        return False
    last = chain.last_ending
    if last is None or last.tag != "ETM" or last.form not in FUTURE_MODIFIERS:
        return False
    rest = morphs[chain.last + 1 : chain.last + 5]
    if len(rest) < 3 or rest[0].form != "수" or rest[1].form != "있" or rest[2].tag != "EF":
        return False
    start = _after_speech_in_go(morphs, _window_start(morphs, chain.first), chain.first)
    only, part = _only_message_material(morphs[start : chain.first])
    return only and part


def _after_speech_in_go(morphs: Sequence[Morph], start: int, end: int) -> int:
    """Just after "… 말씀드리고," when the speaker's present speech act in -고 and a comma
    open the clause before ``end`` (round 44: "판단부터 간추려 말씀드리고, 나머지는 아래에서
    차례로 보실 수 있어요"): the speaker's act is judged as its own chain, the reader's
    reading on after it as its own clause. Anything else (the past "말씀드렸고", another
    verb "바꾸고") leaves ``start`` where it was."""
    for comma in range(end - 1, start, -1):
        if morphs[comma].tag != "SP" or morphs[comma - 1].form != "고":
            continue
        spoken = [c for c in chains(morphs[:comma]) if c.last == comma - 1]
        told = bool(spoken) and is_speech(spoken[0], None, morphs) and not _past(spoken[0])
        if told and set(spoken[0].auxiliaries) <= {"드리"}:
            return comma + 1
        return start
    return start


# --- Round 17: reading formulas, gathering all of the message, one more part -------------

# Negations that would turn a reading formula into telling the reader what to skip.
_NOT_ADVERBS: Final = frozenset({"안", "못", "굳이"})


# The reader's convenience as the time of reading ("편하실 때 … 보시면 됩니다").
_CONVENIENCE_STEMS: Final = frozenset({"편하", "편안하"})
# What a reading act's object may be besides the message's parts: the card it is on.
_READ_OBJECTS: Final = frozenset({"카드"})
# Round 32. The operator's reviewing is the reading an operator card is written for
# ("검토하실 때 함께 보실 부분입니다"); the reader's reading act must still follow it.
_REVIEWING_STEMS: Final = frozenset({"검토하"})


def reading_time(morphs: Sequence[Morph], chain: Chain) -> bool:
    """``편하실 때``, ``카드를 보실 때``: the time of the reader's reading of this message -
    the reader's convenience (편하, 편안하) or a present seeing act whose object, if any, is
    a part of the message or the card, with -시- in -ㄹ straight before 때, and the reader's
    reading act (or, on an operator card, a request to read) the next predicate, no issued
    sentence between; the request itself is still judged (on daily and weekly "편하실 때
    읽어 주세요" stays an instruction, round 8). "식사하실 때", "운동하실 때 참고해 주세요",
    "기록을 보실 때" or 때 before anything but a reading keep 때 a time."""
    if chain.auxiliaries or [e.form for e in chain.endings] not in (["시", "ᆯ"], ["으시", "ᆯ"]):
        return False
    if chain.last + 1 >= len(morphs) or morphs[chain.last + 1].form != "때":
        return False
    if chain.stem not in classes.SEEING_ACTS | _CONVENIENCE_STEMS | _REVIEWING_STEMS:
        return False
    # Nothing before it in its clause but manner adverbs and, for a seeing act, its object
    # ("몸이 편하실 때", "고객님이 보실 때" are someone's state or act).
    before = list(morphs[_window_start(morphs, chain.first) : chain.first])
    if chain.stem in _REVIEWING_STEMS and before:
        return False  # "식단을 검토하실 때": only the bare reviewing, of this card
    if chain.stem in classes.SEEING_ACTS and len(before) >= 2 and before[-1].tag == "JKO":
        if before[-2].form not in classes.DISCOURSE_NOUNS | _READ_OBJECTS:
            return False
        before = before[:-2]
    if any(m.tag not in {"MAG", "SP"} for m in before):
        return False
    later = next((c for c in chains(morphs) if c.first > chain.last + 1), None)
    if later is None or later.stem not in classes.READER_ACTS:
        return False
    return not any(m.form == PLACEHOLDER_MARK for m in morphs[chain.last + 1 : later.first])


# Ease adjectives that may take the reader's -시- after a reading nominal ("읽기
# 편하시도록"); not 어렵.
_READING_EASE_HONORIFIC: Final = frozenset({"쉽", "편하", "수월하", "간편하", "편리하", "용이하"})
# Heads after which a reading act orders the reader's reading ("보신 뒤").
_AFTER_HEADS: Final = frozenset({"뒤", "다음", "후"})


def reader_ease_honorific(morphs: Sequence[Morph], chain: Chain) -> bool:
    """``읽기 편하시도록``, ``보시기 쉬우시게``: the ease of the reader's reading of this
    message with the reader's -시-, in a purpose or manner ending, straight after a present
    reading act in -기 with nothing before it in its clause but manner adverbs. "몸이
    편하시도록", "지내시기 편하시게" (not a reading) stay the customer's state."""
    if chain.stem not in _READING_EASE_HONORIFIC or chain.auxiliaries:
        return False
    if [e.form for e in chain.endings] not in (
        ["시", "도록"],
        ["으시", "도록"],
        ["시", "게"],
        ["으시", "게"],
    ):
        return False
    if chain.first < 2 or morphs[chain.first - 1].form != "기":
        return False
    read = next((c for c in chains(morphs) if c.last == chain.first - 1), None)
    if read is None or read.stem not in classes.SEEING_ACTS or read.auxiliaries:
        return False
    if any(e.tag == "EP" and e.form not in HONORIFIC_ENDINGS for e in read.endings):
        return False
    before = morphs[_window_start(morphs, read.first) : read.first]
    return all(m.tag in {"MAG", "SP"} for m in before)


# Round 123: the customer as a customer surface names its reader, with 님 and a subject particle.
_CUSTOMER_READERS: Final = frozenset({"고객", "회원"})
_SUBJECT_PARTICLES: Final = frozenset({"께서", "이", "가"})


def customer_named_reading_ease(
    morphs: Sequence[Morph], chain: Chain, following: Chain | None, slot_id: str
) -> bool:
    """``고객님께서 보시기 쉽게``, ``회원님이 읽으시기 편하도록`` (round 123): on a customer
    surface the customer named as the subject of a present seeing act with -시- in -기,
    straight before an ease adjective in -게 or -도록 - the reading of this very message, laid
    out for its reader, as the bare "보시기 쉽게" is. The name opens its sentence (nothing
    before it but the issued sentence's end or a comma); only 고객님/회원님 with 께서, 이 or 가.
    On an operator card ("고객님께서 보시기 쉽게" would say the customer is shown it), another
    person ("코치님께서"), a topic or 도 ("고객님도"), an object ("기록을"), the past, an
    auxiliary or a hard reading (어렵) keep the named reading a claim."""
    if slot_id.split(".")[0] not in CUSTOMER_SURFACES:
        return False
    if chain.stem not in classes.SEEING_ACTS or chain.auxiliaries:
        return False
    if [e.form for e in chain.endings] not in (["시", "기"], ["으시", "기"]):
        return False
    if following is None or following.first != chain.last + 1 or following.auxiliaries:
        return False
    ease = following.last_ending
    if following.stem not in _READING_EASE_HONORIFIC or ease is None:
        return False
    if ease.form not in {"게", "도록"} or any(
        e.tag == "EP" and e.form not in HONORIFIC_ENDINGS for e in following.endings
    ):
        return False
    at = chain.first
    if at < 3 or morphs[at - 1].tag != "JKS" or morphs[at - 1].form not in _SUBJECT_PARTICLES:
        return False
    if (morphs[at - 2].form, morphs[at - 2].tag) != ("님", "XSN"):
        return False
    if morphs[at - 3].form not in _CUSTOMER_READERS or morphs[at - 3].tag != "NNG":
        return False
    return at == 3 or morphs[at - 4].tag in {"SF", "SP"}


# Round 123: how the reader may take the message in, before a reading in the speaker's purpose.
_EASY_READING_ADVERBS: Final = frozenset({"찬찬히", "천천히", "차분히", "편히", "편안히", "느긋이"})
# The speaker's own acts a reading in -시라고 may be the purpose of (beside the telling verbs).
_PURPOSED_ACTS: Final = _SPEAKING_STEMS | classes.LAYING_OUT_VERBS


def reading_as_purpose(morphs: Sequence[Morph], chain: Chain) -> bool:
    """``부담 없이 보시라고 짧게 적어요``, ``찬찬히 보시라고 풀어서 적어 봤어요``, ``편하실 때
    보시라고 짧게 적어 둘게요`` (round 123): the reader's reading of this message (보, 살펴보,
    훑어보, 읽, 듣) with -시- in the purpose quotative -라고, as the purpose of the speaker's
    act that follows in the same sentence - its clause naming nothing but an easy way of
    reading (찬찬히, 천천히, 차분히, 편히, 편안히, 느긋이, 부담 없이) and a leading time of
    reading (round 17's "편하실 때"), and the next predicate, past at most a plain manner in
    -게 (짧게), a telling, composing or laying-out verb of the speaker's (no -시-). An object
    ("사진을 보시라고"), a person ("코치님이"), 꼭 or 매일, another act (드시라고), an auxiliary
    (보여 주시라고) or no speaker's act straight after keep the reader's act a claim or an
    instruction."""
    if chain.stem not in classes.SEEING_ACTS | {"듣"} or chain.auxiliaries:
        return False
    if [e.form for e in chain.endings] not in (["시", "라고"], ["으시", "라고"]):
        return False
    words = list(_reading_words(morphs, chain))
    cursor = 0
    while cursor < len(words):
        word = words[cursor]
        if word.tag == "MAG" and word.form in _EASY_READING_ADVERBS:
            cursor += 1
        elif (word.form, word.tag) == ("부담", "NNG") and [
            m.form for m in words[cursor + 1 : cursor + 2]
        ] == ["없이"]:
            cursor += 2
        else:
            return False
    after = _act_after(morphs, chain)
    return after is not None and after.stem in _PURPOSED_ACTS and not _honours_reader(after)


# Round 123: a worry before the reader's missing nothing ("혹시나 놓치지 않으시게"), and the
# manner words that may stand between that purpose and the speaker's act ("따로 적어 둡니다").
_WORRY_ADVERBS: Final = frozenset({"혹시나"})
_SET_APART_ADVERBS: Final = classes.STEP_ADVERBS | frozenset({"따로", "따로따로"})


def nothing_missed_as_purpose(morphs: Sequence[Morph], chain: Chain) -> bool:
    """``혹시나 놓치지 않으시게 순서대로 적을게요``, ``놓치지 않으시도록 따로 적어 둡니다``
    (round 123): the reader missing nothing - 놓치 negated by 않 with the reader's -시- (on
    either verb) in -게 or -도록, with no object but this message's own material (내용을) and
    at most the worry adverb 혹시나 before it in its clause (a bare 혹시 stays its word
    rule's) - as the purpose of the speaker's telling, composing or laying-out act straight
    after it (no -시-), past at most a step or set-apart adverb (따로, 차근차근) or an order noun
    in 대로/로 (순서대로). A meal, a dose or any other object ("식사를", "약을"), a person, the
    reader told (놓치지 마세요), the past (놓치셨지만) or no speaker's act after ("꼭
    챙기세요") keep it a claim or an instruction."""
    if chain.stem != "놓치" or tuple(chain.auxiliaries) != ("않",):
        return False
    if [e.form for e in chain.endings] not in (
        ["지", "으시", "게"],
        ["지", "으시", "도록"],
        ["시", "지", "게"],
        ["시", "지", "도록"],
    ):
        return False
    before = list(morphs[_window_start(morphs, chain.first) : chain.first])
    if len(before) >= 2 and before[-1].tag == "JKO":
        if before[-2].tag != "NNG" or before[-2].form not in classes.DISCOURSE_NOUNS:
            return False
        before = before[:-2]
    if not all(m.tag == "MAG" and m.form in _WORRY_ADVERBS for m in before):
        return False
    cursor = chain.last + 1
    while cursor < len(morphs):
        word = morphs[cursor]
        if word.tag == "MAG" and word.form in _SET_APART_ADVERBS:
            cursor += 1
        elif (
            word.tag == "NNG"
            and word.form in classes.ORDER_NOUNS
            and [m.form for m in morphs[cursor + 1 : cursor + 2]] in (["대로"], ["로"])
        ):
            cursor += 2
        else:
            break
    act = next((c for c in chains(morphs) if c.first == cursor), None)
    return act is not None and act.stem in _PURPOSED_ACTS and not _honours_reader(act)


def _act_after(morphs: Sequence[Morph], chain: Chain) -> Chain | None:
    """The predicate that ``chain``'s clause leads into: the next chain in the same issued
    sentence, past at most a plain manner in -게 ("짧게": how the speaker puts it); None when
    a sentence end or a placeholder comes first (round 123's purpose and place clauses)."""
    for after in chains(morphs):
        if after.first <= chain.last:
            continue
        between = morphs[chain.last + 1 : after.first]
        if any(m.tag in {"SF", "SP"} or m.form == PLACEHOLDER_MARK for m in between):
            return None
        manner = not after.auxiliaries and [e.form for e in after.endings] == ["게"]
        if manner and after.stem in classes.PRESENTING_MANNER_ADJECTIVES:
            continue
        return after
    return None


def attention_filler(morphs: Sequence[Morph], chain: Chain) -> bool:
    """``있잖아요, [[P:01]].`` (round 124): the spoken call for attention "you know" - 있 in
    -잖아요 (Kiwi's 있/VA 잖아요/EF, or 있/VV 지/EC 않/VX 어요/EF before a comma) - as the
    slot's whole first sentence (자 or 음 and a comma at most before it), closed by a comma
    or a period with the first issued sentence straight after it: it asks the reader to
    listen and says nothing is there. Anything in its sentence ("그런 말도 있잖아요",
    "시간이 있잖아요"), the past, the honorific, after an issued sentence or with no issued
    sentence straight after, it says that something exists and stays a claim."""
    if chain.stem != "있" or chain.noun:
        return False
    endings = [(e.form, e.tag) for e in chain.endings]
    bare = not chain.auxiliaries and endings == [("잖아요", "EF")]
    split = chain.auxiliaries == ("않",) and endings == [("지", "EC"), ("어요", "EF")]
    if not (bare or split):
        return False
    lead = [(m.form, m.tag) for m in morphs[: chain.first]]
    if lead and lead[-1] == (",", "SP"):
        lead = lead[:-1]
    if lead and not (len(lead) == 1 and lead[0][1] == "IC" and lead[0][0] in {"자", "음"}):
        return False
    after = morphs[chain.last + 1 : chain.last + 3]
    return len(after) == 2 and after[0].form in {",", "."} and after[1].form == PLACEHOLDER_MARK


def wherever_read(morphs: Sequence[Morph], chain: Chain) -> bool:
    """``어디에 계시든 편히 보실 수 있도록 짧게 적었습니다`` (round 123): the reader's place
    left open - 계시 in the free-choice concessive -든 after 어디 with 에 or 에서, opening its
    sentence - says nothing of where the reader is; the next predicate, with no issued
    sentence between and past at most a plain manner in -게 (짧게), must be the reader's
    present reading of this message (-시-) or the speaker's own telling, composing or
    laying-out act, each judged on its own. A named place ("집에 계시든"), a person, 언제 (a
    time), another verb (운동하시든), the past, or anything but a reading or the speaker's act
    after it ("어디에 계시든 꼭 챙겨 드세요") keep it a claim."""
    if chain.stem != "계시" or chain.auxiliaries:
        return False
    if [e.form for e in chain.endings] != ["든"]:
        return False
    if chain.first != 2 and not (chain.first > 2 and morphs[chain.first - 3].tag in {"SF", "SW"}):
        return False
    where, particle = morphs[chain.first - 2], morphs[chain.first - 1]
    if (where.form, where.tag) != ("어디", "NP") or particle.form not in {"에", "에서"}:
        return False
    after = _act_after(morphs, chain)
    if after is None:
        return False
    if after.stem in classes.READER_ACTS and _honours_reader(after) and not _past(after):
        return True
    return after.stem in _PURPOSED_ACTS and not _honours_reader(after)


def read_before(morphs: Sequence[Morph], chain: Chain) -> bool:
    """``위 항목을 보신 뒤 이어서 읽으실 안내입니다``: the reader's reading of a part of this
    message above (or of nothing named) in -시- + -ㄴ before 뒤/다음/후, and the reader's
    reading act the next predicate, no issued sentence between - the order in which this
    message is read. "사진을 보신 뒤", "운동하신 뒤", "보신 뒤 [[A:01]]" stay claims."""
    if chain.stem not in classes.SEEING_ACTS or chain.auxiliaries:
        return False
    if [e.form for e in chain.endings] not in (["시", "ᆫ"], ["으시", "ᆫ"]):
        return False
    if chain.last + 1 >= len(morphs) or morphs[chain.last + 1].form not in _AFTER_HEADS:
        return False
    before = list(morphs[_window_start(morphs, chain.first) : chain.first])
    if len(before) >= 2 and before[-1].tag == "JKO":
        if before[-2].form not in classes.DISCOURSE_NOUNS:
            return False
        before = before[:-2]
    if not all(m.tag in {"MAG", "SP"} or m.form in classes.MESSAGE_PLACE_NOUNS for m in before):
        return False
    later = next((c for c in chains(morphs) if c.first > chain.last + 1), None)
    if later is None or later.stem not in classes.READER_ACTS or _past(later):
        return False
    return not any(m.form == PLACEHOLDER_MARK for m in morphs[chain.last + 1 : later.first])


def _reading_words(morphs: Sequence[Morph], chain: Chain) -> Sequence[Morph]:
    """The clause before a reading act, without a leading time of reading ("편하실 때")."""
    start = _window_start(morphs, chain.first)
    for earlier in chains(morphs):
        if (
            start <= earlier.first
            and earlier.last + 1 < chain.first
            and reading_time(morphs, earlier)
        ):
            start = earlier.last + 2
    return morphs[start : chain.first]


def _may_follow(morphs: Sequence[Morph], chain: Chain) -> bool:
    """되 in a present final ending straight after ``chain`` ("보시면 돼요")."""
    may = next((c for c in chains(morphs) if c.first == chain.last + 1), None)
    return (
        may is not None
        and may.stem == "되"
        and not may.auxiliaries
        and [e.tag for e in may.endings] == ["EF"]
    )


def reader_may_read(morphs: Sequence[Morph], chain: Chain) -> bool:
    """``아래 안내도 천천히 살펴보시면 돼요``, ``위 항목들과 나란히 보시면 됩니다``: the
    reader told how this message may be read - a present seeing act (보, 살펴보, 훑어보, 읽)
    with -시- in -면, straight into 되 in a present final ending, its clause naming only
    the message's parts, places, order and manner (a time of reading, "편하실 때", aside),
    one of its parts among them. Any other object ("체중을 보시면 돼요"), a time, a
    subject, a negation ("안 보시면"), the past or no part of the message named ("천천히
    살펴보시면 돼요" after an issued sentence) keep the reader's act a claim or an
    instruction."""
    if chain.stem not in classes.SEEING_ACTS or chain.auxiliaries:
        return False
    if [e.form for e in chain.endings] not in (["시", "면"], ["으시", "면"]):
        return False
    if not _may_follow(morphs, chain):
        return False
    words = _reading_words(morphs, chain)
    if any(m.form in _NOT_ADVERBS for m in words):
        return False
    only, _ = _only_message_material(words)
    named = any(m.tag in {"NNG", "NNB"} and m.form in classes.DISCOURSE_NOUNS for m in words)
    return only and named


def _may_after_reading(morphs: Sequence[Morph], chain: Chain) -> bool:
    """The 되 of ``보시면 돼요`` after a reading formula (``reader_may_read``)."""
    if chain.stem != "되":
        return False
    read = next((c for c in chains(morphs) if c.last == chain.first - 1), None)
    return read is not None and reader_may_read(morphs, read)


def _side_by_side(words: Sequence[Morph]) -> bool:
    """Words that only set this message's parts side by side for reading: 함께/나란히/같이,
    and "X와/과" on a part of it, a place in it or 이 ("이와", "위 내용과") - one of those
    at least, nothing else (round 32)."""
    together = False
    for index, m in enumerate(words):
        if m.tag == "MAG" and m.form in classes.SIDE_BY_SIDE_ADVERBS:
            together = True
        elif m.tag == "JKB" and m.form in {"와", "과"} and index > 0:
            owner = words[index - 1]
            if not (
                (owner.tag == "NP" and owner.form == "이")
                or owner.form in classes.DISCOURSE_NOUNS | POSITION_NOUNS
            ):
                return False
            together = True
        elif m.form in classes.DISCOURSE_NOUNS | POSITION_NOUNS | {"위"} and m.tag in NOUNS:
            continue  # "위 내용과": the part read alongside
        elif (
            (m.tag == "NP" and m.form == "이")
            or (m.tag == "MM" and m.form in {"이", "위", "아래"})
            or m.tag == "SP"
        ):
            continue
        else:
            return False
    return together


def _seeing_read(chain: Chain) -> bool:
    """A plain seeing act, the reader's -시- at most, no auxiliary and no tense."""
    if chain.stem not in classes.SEEING_ACTS or chain.auxiliaries:
        return False
    return all(e.tag != "EP" or e.form in {"시", "으시"} for e in chain.endings)


def _placed_to_read(morphs: Sequence[Morph], chain: Chain) -> bool:
    """``이와 나란히 놓고 보실 내용으로``, ``함께 놓고 볼 내용이에요``: 놓 in ``-고`` with no
    object, straight into a plain seeing act, its clause only setting this message's parts
    side by side (``_side_by_side``) - the reader reading them together, not a thing put
    anywhere (round 32). "약을 놓고 보시면", "마음을 놓고 보시면" or 놓고 with nothing side
    by side keep their reasons."""
    if chain.stem != "놓" or chain.auxiliaries or [e.form for e in chain.endings] != ["고"]:
        return False
    seen = next((c for c in chains(morphs) if c.first == chain.last + 1), None)
    if seen is None or not _seeing_read(seen):
        return False
    return _side_by_side(morphs[_window_start(morphs, chain.first) : chain.first])


def _part_read_together(morphs: Sequence[Morph], chain: Chain) -> bool:
    """``함께 보실 부분입니다``: a present copula with no subject on a part of this message,
    named by the reader's plain seeing act in ``-ㄹ`` straight before it, read side by side
    with the other parts (``_side_by_side``, or 놓고 as ``_placed_to_read``) and nothing
    else (round 32). "꼭 보실 부분입니다", "주의해서 보실 부분입니다" or "체중과 함께 보실
    부분입니다" keep their reasons; so does the past ("함께 보셨던 부분입니다")."""
    if chain.tag != "VCP" or chain.noun not in classes.DISCOURSE_NOUNS:
        return False
    last = chain.last_ending
    if last is None or last.tag != "EF" or any(e.tag == "EP" for e in chain.endings):
        return False
    if chain.first < 3 or morphs[chain.first - 2].form not in FUTURE_MODIFIERS:
        return False
    seen = next((c for c in chains(morphs) if c.last == chain.first - 2), None)
    if seen is None or not _seeing_read(seen):
        return False
    words = _reading_words(morphs, seen)  # a leading time of reading ("검토하실 때") aside
    placed = next((c for c in chains(morphs) if c.last == seen.first - 1), None)
    if placed is not None and _placed_to_read(morphs, placed):
        return True  # "함께 놓고 볼 내용이에요": its words were judged with 놓
    return _side_by_side(words)


_LAYING_CONDITIONALS: Final = frozenset({"면", "으면", "자면", "으자면"})


def _lays_out_in_turn(morphs: Sequence[Morph], chain: Chain) -> bool:
    """``나란히 놓자면``, ``요점을 추려 차례로 놓으면``, ``말씀드릴 것부터 차례로 놓아
    보면``: 놓 (보 as its only auxiliary) in a present ``-면``/``-자면`` straight before an
    issued sentence, its clause naming only this message's material and setting it in order
    or side by side (a step adverb, 나란히/함께, or 차례/순서 + 로/대로) with no other adverb -
    the speaker laying the message out (round 32). "간식을 차례로 놓으면", "식판에 나란히
    놓으면", "마음을 놓으면", "나란히 놓으니" or "차례로 놓았더니" keep their reasons."""
    if chain.stem != "놓" or not set(chain.auxiliaries) <= {"보"}:
        return False
    last = chain.last_ending
    if last is None:
        return False
    endings = [e.form for e in chain.endings]
    if chain.auxiliaries and endings[:1] in (["어"], ["아"]):
        endings = endings[1:]  # "놓아 보겠습니다": the -어 before the auxiliary
    if endings in _COMING_FINALS:
        # "말씀드릴 내용을 차례로 놓아 보겠습니다. [[P:01]]." (round 44): the speaker's coming
        # laying out, a whole sentence with the issued sentence straight after it
        if not _sentence_then_issued(morphs, chain):
            return False
    else:
        if last.form not in _LAYING_CONDITIONALS or any(e.tag == "EP" for e in chain.endings):
            return False
        after = [m for m in morphs[chain.last + 1 : chain.last + 3] if m.tag != "SP"]
        if not after or after[0].form != PLACEHOLDER_MARK:
            return False
    words, ordered = _steps_aside(morphs[_window_start(morphs, chain.first) : chain.first])
    only, _ = _only_message_material(words)
    if not only:
        return False
    adverbs = classes.STEP_ADVERBS | classes.SIDE_BY_SIDE_ADVERBS | classes.HEADING_ADVERBS
    for index, m in enumerate(words):
        if m.tag == "MAG":
            if m.form not in adverbs | {"가지런히"}:
                return False
            ordered = ordered or m.form not in classes.HEADING_ADVERBS
        elif m.tag == "JX" and m.form == "대로" and index > 0:
            # "순서대로 놓아 보면" (round 115): Kiwi reads this 대로 as JX
            ordered = ordered or words[index - 1].form in classes.ORDER_NOUNS
        elif m.tag == "JKB" and m.form in {"로", "으로", "대로"} and index > 0:
            ordered = ordered or words[index - 1].form in classes.ORDER_NOUNS
        elif m.tag == "JKB":
            return False  # "식판에 나란히 놓으면": a place in the world
    return ordered


# Round 126: the front of this message as a place (앞, 위 and 앞자리/첫머리, 쪽 after 앞 or 위
# at most), and the words that may stand before it.
_FRONT_PLACES: Final = frozenset({"앞", "위", "앞자리", "첫머리"})
_FRONT_DEGREE: Final = frozenset({"맨", "가장", "제일"})
_FIRST_WORDS: Final = frozenset({"먼저", "우선"})


def _placing_lead_in_end(morphs: Sequence[Morph], chain: Chain) -> int | None:
    """Where the lead-in of a verb of placing (두/놓, 보 as its only auxiliary) ends: its
    present ``-면``/``-자면`` ("두면", "놓아 보면", "두자면"), or Kiwi's 두/VV 자고/EC +
    하/VV 면/EC for "두자면" - no pre-final ending anywhere."""
    if chain.stem not in {"두", "놓"} or not set(chain.auxiliaries) <= {"보"}:
        return None
    endings = [e.form for e in chain.endings]
    if any(e.tag == "EP" for e in chain.endings):
        return None
    if chain.auxiliaries and endings[:1] in (["어"], ["아"]):
        endings = endings[1:]
    if endings in (["면"], ["으면"], ["자면"], ["으자면"]):
        return chain.last
    if endings == ["자고"] and not chain.auxiliaries:
        said = next((c for c in chains(morphs) if c.first == chain.last + 1), None)
        if (
            said is not None
            and said.stem == "하"
            and not said.auxiliaries
            and [(e.form, e.tag) for e in said.endings] == [("면", "EC")]
        ):
            return said.last
    return None


def _says_placing_in_front(morphs: Sequence[Morph], chain: Chain) -> bool:
    """The 하/VV 면/EC of Kiwi's misread "두자면" (두/VV 자고/EC 하/VV 면/EC), when the verb
    of placing before it is ``placed_in_front``."""
    if chain.stem != "하" or chain.first == 0:
        return False
    placing = next((c for c in chains(morphs) if c.last == chain.first - 1), None)
    return placing is not None and placed_in_front(morphs, placing)


def placed_in_front(morphs: Sequence[Morph], chain: Chain) -> bool:
    """``맨 앞에 두면, [[P:01]].``, ``한눈에 들어오도록 위쪽에 먼저 두자면, [[P:01]].``,
    ``요지를 맨 앞에 놓아 보면, [[P:01]].`` (round 126): the speaker setting the first issued
    sentence at the front of this message - a verb of placing in its present lead-in
    (``_placing_lead_in_end``) straight before the slot's first issued sentence (a comma at
    most between), its place the message's front (맨/가장/제일 at most, then 앞, 위, 앞자리 or
    첫머리, 쪽 at most, and 에; 먼저 or 우선 at most after it) and nothing else in its clause
    but a part of the message as object - a purpose clause before it is judged on its own.
    Another object ("물병을"), a place in the world ("식탁 위에", "문 앞에"), a time ("며칠
    앞에"), -시- ("앞에 두시면"), the past, a reading after it ("앞에 두고 보시면") or an
    issued sentence before it keep their reasons."""
    end = _placing_lead_in_end(morphs, chain)
    if end is None:
        return False
    after = [m for m in morphs[end + 1 : end + 3] if m.tag != "SP"]
    if not after or after[0].form != PLACEHOLDER_MARK:
        return False
    if any(m.form == PLACEHOLDER_MARK for m in morphs[: chain.first]):
        return False
    cursor = chain.first - 1
    while cursor >= 0 and morphs[cursor].tag == "MAG" and morphs[cursor].form in _FIRST_WORDS:
        cursor -= 1
    if cursor < 1 or (morphs[cursor].form, morphs[cursor].tag) != ("에", "JKB"):
        return False
    cursor -= 1
    if morphs[cursor].form == "쪽" and morphs[cursor].tag == "NNB" and cursor >= 1:
        cursor -= 1
    if morphs[cursor].tag != "NNG" or morphs[cursor].form not in _FRONT_PLACES:
        return False
    cursor -= 1
    while (
        cursor >= 0
        and morphs[cursor].form in _FRONT_DEGREE
        and morphs[cursor].tag
        in {
            "MM",
            "MAG",
        }
    ):
        cursor -= 1
    start = _window_start(morphs, chain.first)
    rest = [m for m in morphs[start : cursor + 1] if m.tag != "SP"]
    if len(rest) >= 2 and rest[-1].tag == "JKO":
        if rest[-2].tag != "NNG" or rest[-2].form not in classes.DISCOURSE_NOUNS:
            return False
        rest = rest[:-2]
    return not rest


def _steps_aside(words: Sequence[Morph]) -> tuple[list[Morph], bool]:
    """``words`` without the step phrases Kiwi splits - 하나/NR + 씩 ("하나씩") and 한/MM +
    걸음/단계 + 씩 ("한 걸음씩") - and whether there was one (round 115): one at a time, the
    order the message is laid out in, as the step adverbs are."""
    kept: list[Morph] = []
    stepped = False
    index = 0
    while index < len(words):
        m = words[index]
        if (
            (m.form, m.tag) == ("하나", "NR")
            and index + 1 < len(words)
            and words[index + 1].form == "씩"
        ):
            stepped, index = True, index + 2
            continue
        if (
            (m.form, m.tag) == ("한", "MM")
            and index + 2 < len(words)
            and words[index + 1].form in {"걸음", "단계"}
            and words[index + 2].form == "씩"
        ):
            stepped, index = True, index + 3
            continue
        kept.append(m)
        index += 1
    return kept, stepped


_UNDERSTANDING_NOUNS: Final = frozenset({"이해"})
_PLAIN_MANNERS: Final = frozenset({"짧", "간단하", "간략하", "쉽", "차분하", "담백하", "편하"})


_GUIDANCE_HEADS: Final = frozenset({"안내", "말씀", "설명"})


def guidance_for_reading(morphs: Sequence[Morph], chain: Chain, slot_id: str) -> bool:
    """``검토를 돕기 위한 안내를 덧붙입니다. [[A:01]].`` (round 44): the speaker's words named by
    what they are for - 이해 (anywhere) or, on an operator card, its reader's 검토 as the object
    of 돕 in -기, 위한, a speech noun (안내/말씀/설명) as the object of the speaker's present
    speech act in a final ending, from the sentence's start, the sentence ended. The customer's
    surfaces do not review ("검토를 돕기 위한" there is the customer's act), and any other
    purpose ("건강을", "회복을", "승인을"), head ("식단을"), the past or anything between keep
    위하 a purpose of the customer's or the plan's."""
    if chain.auxiliaries or [e.form for e in chain.endings] != ["ᆫ"]:
        return False
    start = _window_start(morphs, chain.first)
    before = [(m.form, m.tag) for m in morphs[start : chain.first]]
    nouns = {"이해"} | ({"검토"} if slot_id.split(".")[0] in OPERATOR_CARDS else set())
    if len(before) != 4 or before[0][1] != "NNG" or before[0][0] not in nouns:
        return False
    if before[1:] != [("를", "JKO"), ("돕", "VV"), ("기", "ETN")] and before[1:] != [
        ("을", "JKO"),
        ("돕", "VV"),
        ("기", "ETN"),
    ]:
        return False
    rest = morphs[chain.last + 1 : chain.last + 3]
    if len(rest) < 2 or rest[0].tag != "NNG" or rest[0].form not in _GUIDANCE_HEADS:
        return False
    if rest[1].tag != "JKO":
        return False
    later = [c for c in chains(morphs) if c.first > chain.last + 2]
    if not later or later[0].first != chain.last + 3:
        return False
    act, last = later[0], later[0].last_ending
    if last is None or last.tag != "EF" or _past(act) or not is_speech(act, None, morphs):
        return False
    if act.stem == "드리":
        return False  # "안내를 드립니다" to someone: giving, judged on its own
    end = morphs[act.last + 1 : act.last + 2]
    return bool(end) and end[0].tag == "SF"


def presentation_purpose(morphs: Sequence[Morph], chain: Chain) -> bool:
    """``이해를 돕기 위해 덧붙이면``, ``알아보기 쉽게 하기 위해 짧게 적으면``: 위하 in -어
    after a purpose in -기 that is only the reader's understanding or reading of this
    message (이해를 돕, a reading act made easy), straight into the speaker's present speech
    act with only manner adverbs and plain manner words in -게 between - the speaker's
    purpose in presenting (round 32). Any other purpose ("이기기 위해", "버티기 위해",
    "목표에 맞추기 위해", "건강을 위해") says what the customer or the plan is for."""
    if chain.stem != "위하" or chain.auxiliaries:
        return False
    if [e.form for e in chain.endings] not in (["어"], ["어서"], ["아"], ["아서"]):
        return False
    before = morphs[_window_start(morphs, chain.first) : chain.first]
    if not before or before[-1].tag != "ETN" or before[-1].form != "기":
        return False
    reading = classes.READER_ACTS | {"돕"}
    for index, m in enumerate(before):
        if m.tag in NOUNS and m.form not in _UNDERSTANDING_NOUNS:
            return False
        if m.tag == "VV" and m.form not in reading:
            return False
        if m.tag == "VA" and m.form not in _READING_EASE_HONORIFIC:
            return False
        if m.tag == "VX" and m.form != "하":
            return False
        if m.tag.startswith("J") and m.tag != "JKO":
            return False
        if m.tag in {"EP", "MAG", "XSV", "XSA", "NR", "SN", "SW", "MM"}:
            return False
        if m.tag == "JKO" and (index == 0 or before[index - 1].form not in _UNDERSTANDING_NOUNS):
            return False
    found: dict[int, Chain] = {}
    for each in chains(morphs):
        glued = each.noun and each.first > 0 and morphs[each.first - 1].form == each.noun
        found[each.first - 1 if glued else each.first] = each  # "말씀드리" from 말씀
    cursor = chain.last + 1
    while cursor < len(morphs):
        later = found.get(cursor)
        if later is None:
            if morphs[cursor].tag not in {"MAG", "SP"}:
                return False  # an issued sentence, a noun: anything but a manner adverb
            cursor += 1
            continue
        manner = later.last_ending
        if later.stem in _PLAIN_MANNERS and manner is not None and manner.form == "게":
            cursor = later.last + 1  # "짧게": how it is put
            continue
        return is_speech(later, None, morphs) and not _past(later)
    return False


def _names_coming_part(morphs: Sequence[Morph], chain: Chain) -> bool:
    """``이어서 말씀드릴 항목입니다``, ``먼저 짚어 드릴 부분입니다``: a sentence with no
    subject whose present copula names a part of the message by the speaker's coming speech
    act - the ``-ㄹ`` modifier straight before it - or the act in hand (``-는``, round 21:
    "정리해 드리는 사유입니다"), to the reader named with 님 and 께 or to no one (round 21:
    "코치님께 정리해 드리는 사유입니다"; someone who does not read the surface is refused by
    the recipient rule). "주의하실 부분입니다" (the reader's act), "말씀드린 항목입니다" (the
    past), "문제가 될 부분입니다" or "말씀드릴 항목이었습니다" stay claims."""
    if chain.tag != "VCP" or chain.noun not in classes.DISCOURSE_NOUNS | classes.SPEECH_PLACES:
        return False
    if any(e.tag == "EP" for e in chain.endings):
        return False
    last = chain.last_ending
    if last is None or last.tag != "EF" or chain.first < 3:
        return False
    modifier = morphs[chain.first - 2]
    if modifier.tag != "ETM" or modifier.form not in FUTURE_MODIFIERS | PRESENT_MODIFIERS:
        return False
    spoken = next((c for c in chains(morphs) if c.last == chain.first - 2), None)
    if spoken is None or any(e.tag == "EP" for e in spoken.endings):
        return False
    if _has_subject(morphs, spoken) and not _speaker_as_subject(morphs, spoken):
        return False
    opener = _past_talk_opener(morphs, _window_start(morphs, spoken.first))
    # Round 86: "제가 먼저 말씀드릴 부분이에요" - the speaker as the subject of its telling
    opener = _speaker_opener(morphs, opener, frozenset({"가"}))
    start = _part_topic_end(morphs, opener, spoken.first)
    if not is_speech(spoken, None, morphs):
        # Round 32: "다음으로 살펴볼 사유입니다" - walking on through the message, only
        # after an ordering word and nothing else ("주의 깊게 살펴볼 부분" is advice).
        return _walks_on_to(morphs, spoken, start, modifier)
    # The act in hand with an adverb of how often ("늘 정리해 드리는") says the reason
    # recurs; only an ordering adverb may stand before it.
    in_hand = modifier.form in PRESENT_MODIFIERS
    objects = classes.SPEECH_OBJECT_NOUNS | classes.HEADING_PART_LABELS
    return all(
        (m.tag == "MAG" and not (in_hand and m.form not in classes.HEADING_ADVERBS))
        or m.tag in {"SP", "VV", "EC"}
        or m.form in classes.SPEECH_OBJECT_NOUNS | POSITION_NOUNS  # "다음으로 짚어 드릴"
        or _split_heading_adverb(morphs, index)  # "끝으로 안내드릴": 끝/NNG + 으로/JKB
        or (m.tag == "NNG" and m.form in classes.HEADING_PART_LABELS)  # "근거를 적어 드리는"
        or (m.tag == "JKO" and index > start and morphs[index - 1].form in objects)
        or (m.tag == "JKB" and m.form in DESTINATION_PARTICLES)
        or _named_recipient(morphs, index)  # "코치님께 정리해 드리는"
        for index, m in enumerate(morphs[start : spoken.first], start=start)
    )


def _past_talk_opener(morphs: Sequence[Morph], start: int) -> int:
    """Past an interjection that only manages the talk ("자, 짚어 둘 대목입니다": 자 calls
    attention, ``DISCOURSE_INTERJECTIONS``) and its comma, opening the clause at ``start``
    (ADR 0020 round 68); else ``start``. It names nothing, so the part named after it is
    judged as without it."""
    opener = morphs[start] if start < len(morphs) else None
    if opener is not None and opener.tag == "IC" and opener.form in classes.DISCOURSE_INTERJECTIONS:
        start += 1
        if start < len(morphs) and morphs[start].tag == "SP":
            start += 1
    return start


def _split_heading_adverb(morphs: Sequence[Morph], index: int) -> bool:
    """A heading adverb Kiwi splits into a noun and 으로 ("끝으로", "마지막으로" as 끝/NNG +
    으로/JKB): the noun at ``index`` with the particle after it spells one of
    ``HEADING_ADVERBS`` - the closing order of the message, as "다음으로" is (round 68)."""
    if morphs[index].tag != "NNG" or index + 1 >= len(morphs):
        return False
    after = morphs[index + 1]
    return after.tag == "JKB" and f"{morphs[index].form}{after.form}" in classes.HEADING_ADVERBS


def _part_topic_end(morphs: Sequence[Morph], start: int, end: int) -> int:
    """Past a topic that is this message's part ("이 부분은", "이 단락은") opening the
    clause at ``start`` (round 32: "이 부분은 근거를 밝히는 자리입니다"); else ``start``."""
    cursor = start
    if cursor < end and morphs[cursor].tag == "MM" and morphs[cursor].form == "이":
        cursor += 1
    if cursor >= end or morphs[cursor].tag != "NNG":
        return start
    if morphs[cursor].form not in classes.PART_TOPIC_NOUNS:
        return start
    cursor += 1
    if cursor < end and morphs[cursor].tag == "JX" and morphs[cursor].form in {"은", "는"}:
        return cursor + 1
    return start


def _walks_on_to(morphs: Sequence[Morph], spoken: Chain, start: int, modifier: Morph) -> bool:
    """``다음으로 살펴볼``: a verb of looking through the message in the ``-ㄹ`` modifier,
    plain (no auxiliary, no -시-), with only an ordering word before it."""
    if spoken.stem not in classes.WALKING_VERBS or spoken.auxiliaries:
        return False
    if modifier.form not in FUTURE_MODIFIERS:
        return False
    before = morphs[start : spoken.first]
    opener = "".join(m.form for m in before)
    return bool(before) and opener in classes.HEADING_ADVERBS


def _named_recipient(morphs: Sequence[Morph], index: int) -> bool:
    """A morpheme of "X님께" - a person noun, the honorific 님 and the particle 께 - the one
    the speaker's act is for. Whether X reads the surface is the recipient rule's call."""
    for first in range(index - 2, index + 1):
        if first < 0 or first + 2 >= len(morphs):
            continue
        person, honorific, particle = morphs[first : first + 3]
        if (
            person.tag == "NNG"
            and person.form in classes.PERSON_NOUNS
            and (honorific.form, honorific.tag) == ("님", "XSN")
            and (particle.form, particle.tag) == ("께", "JKB")
        ):
            return True
    return False


def _hedged_speech(morphs: Sequence[Morph], spoken: Chain, able: Chain) -> bool:
    """``이렇게 말씀드릴 수 있겠네요``: the speaker's own present speech act in ``-ㄹ 수
    있`` (with or without ``-겠-``), in a final ending, its clause only 이렇게/그렇게 - a
    softened way of presenting - after a summing-up adverb (즉, 요컨대) at most.
    "좋아지실 수 있겠네요", "이렇게 될 수 있겠네요" (not a
    speech act), "다음 주에 말씀드릴 수 있겠네요", "소식을 말씀드릴 수 있었네요" keep
    their reasons."""
    last = able.last_ending
    if last is None or last.tag != "EF" or able.first != spoken.last + 2:
        return False
    if any(e.tag == "EP" and e.form != "겠" for e in able.endings):
        return False
    ending = spoken.last_ending
    if ending is None or ending.tag != "ETM" or ending.form not in FUTURE_MODIFIERS:
        return False
    if any(e.tag == "EP" for e in spoken.endings) or not is_speech(spoken, None, morphs):
        return False
    if _has_subject(morphs, spoken):
        return False
    start = _window_start(morphs, spoken.first)
    before = list(morphs[start : spoken.first])
    if start == 0 and before and before[0].form in classes.SUMMARY_ADVERBS:
        # "요컨대 이렇게 말씀드릴 수 있어요" (round 61): the summing-up adverb that may open
        # the slot (round 9), opening it, before the same hedged act - a comma after it at most
        before = before[1:]
        if before and before[0].form == ",":
            before = before[1:]
    allowed = {"이렇", "그렇", "게", "이렇게", "그렇게", "말씀"}
    return all(m.form in allowed for m in before)


def _misread_knowing(morphs: Sequence[Morph], chain: Chain) -> bool:
    """``아시는 것처럼``: Kiwi reads the customer's knowing (알 + -시-) at a sentence's start
    as the interjection 아 and the adjective 시 ("sour"); no prose means the latter."""
    return (
        chain.stem == "시"
        and chain.tag == "VA"
        and chain.first > 0
        and morphs[chain.first - 1].form == "아"
        and morphs[chain.first - 1].tag == "IC"
    )


def _names_position_part(morphs: Sequence[Morph], chain: Chain) -> bool:
    """``먼저 앞부분입니다. [[P:01]].``: a present copula with no subject whose complement
    is a part of the message named by its place in it (앞부분, 끝부분, 첫머리) or by its
    section label (해석/근거/안내 … + 부분/문장/단락: "해석 부분입니다"), with at most
    an ordering adverb before it and an issued sentence straight after - a heading. Any
    modifier ("어려운 부분입니다"), the past ("앞부분이었습니다") or no issued sentence after
    it keep their reasons."""
    if chain.tag != "VCP":
        return False
    last = chain.last_ending
    if last is None or last.tag != "EF" or any(e.tag == "EP" for e in chain.endings):
        return False
    start = _window_start(morphs, chain.first)
    before = list(morphs[start : chain.first - 1])
    if chain.noun in classes.HEADING_PART_HEADS:
        # "해석 부분입니다", "검토 안내 문장입니다": the part named by its section label.
        labels = 0
        while before and before[-1].tag == "NNG" and before[-1].form in classes.HEADING_PART_LABELS:
            before.pop()
            labels += 1
        if not 1 <= labels <= 2:
            return False
    elif chain.noun not in classes.POSITION_PART_NOUNS:
        return False
    opener = "".join(m.form for m in before)  # "끝으로" is Kiwi's 끝/NNG + 으로/JKB
    if opener and (opener not in classes.HEADING_ADVERBS or before[-1].tag not in {"MAG", "JKB"}):
        return False
    heading = morphs[chain.last + 1 : chain.last + 3]
    # "." or, after a final ending Kiwi read before a comma (round 39), ",".
    ends = heading[0].tag in {"SF", "SP"} if heading else False
    return len(heading) == 2 and ends and heading[1].form == PLACEHOLDER_MARK


# "[[P:01]]. [[P:02]]. 여기까지가 요약이에요." (round 70): the verbal noun of a closing telling
# (요약하, 정리하, 설명하, 안내하: the noun a closing's own telling verb is made of) names the
# extent shown so far as the speaker's act of presenting it, as "여기까지가 설명이에요" (round
# 60) does - derived from CLOSING_TELLING, not listed.
_TOLD_ACT_NOUNS: Final = frozenset(
    stem[:-1] for stem in classes.CLOSING_TELLING if stem.endswith("하") and len(stem) > 2
)


def _part_names_itself(morphs: Sequence[Morph], chain: Chain) -> bool:
    """``이어지는 내용은 근거입니다``, ``이 부분은 사유입니다``, ``위 항목들의 요약
    문단입니다``: a present copula whose complement is a section label or a part of the
    message, in a sentence made only of this message's parts, places and labels - a topic
    (이/위/아래 and 이어지는 may qualify it) and the complement's owner or label - the
    message saying what one of its parts is (round 32). No verb but 이어지 in the present,
    no adverb but the surface's own 오늘, no subject-predicate clause: "이어지는 내용은
    문제입니다", "이 부분은 체중이 늘어난 사유입니다", "이어지는 내용은 근거였습니다" keep
    their reasons. A part pointed to backwards with a relating label ("위 내용이
    근거입니다", "앞 문장이 사유입니다") says one issued sentence grounds another - a claim."""
    if chain.tag != "VCP" or chain.first < 1:
        return False
    last = chain.last_ending
    if last is None or last.tag != "EF" or any(e.tag == "EP" for e in chain.endings):
        return False
    start = _window_start(morphs, chain.first)
    extent = _extent_so_far(morphs, start)
    complements = classes.HEADING_PART_LABELS | classes.PART_COMPLEMENT_NOUNS
    if extent:
        # "[[A:01]]. 여기까지가 설명이에요." (round 60): the extent shown so far named as what
        # was just told - the parts a closing may name (round 44's CLOSING_PART_NOUNS), as
        # "이상으로 설명을 마칩니다" already passes; a relating label is refused below.
        complements = complements | classes.CLOSING_PART_NOUNS | _TOLD_ACT_NOUNS
    if chain.noun not in complements:
        return False
    if start > 0 and morphs[start - 1].tag != "SF":
        return False  # after a purpose clause: judged with it, not here
    words = morphs[start : chain.first]
    if extent:
        words = words[2:]  # "여기까지가 해석 부분이에요": the extent so far as the topic
        told = classes.CLOSING_PART_NOUNS | _TOLD_ACT_NOUNS
        if words and words[-1].form == chain.noun and chain.noun in told:
            words = words[:-1]  # "여기까지가 설명이에요": the told part as the complement
    own = classes.PART_TOPIC_NOUNS | classes.HEADING_PART_LABELS | POSITION_NOUNS
    own |= classes.BACKWARD_PLACES | {"요약"}
    topic = 0
    for index, m in enumerate(words):
        if m.tag in NOUNS:
            if m.form not in own and not _card_owns(words, index):
                return False
        elif m.tag == "MM":
            if m.form not in {"이", "위", "아래"}:
                return False
        elif m.tag in {"JX", "JKS"}:
            if m.form not in {"은", "는", "이", "가"}:
                return False
            topic += 1
        elif (m.tag == "JKG" and m.form == "의") or (m.tag == "XSN" and m.form == "들"):
            continue
        elif m.tag == "VV" and m.form == "이어지":
            modifier = words[index + 1] if index + 1 < len(words) else None
            if modifier is None or modifier.tag != "ETM" or modifier.form != "는":
                return False
        elif m.tag == "ETM" and m.form == "는" and index > 0 and words[index - 1].form == "이어지":
            continue
        elif m.tag == "MAG" and m.form == "오늘":
            continue  # the surface's own period; the time rule judges it on its own
        else:
            return False
    if topic > 1:
        return False
    forms = {m.form for m in words} | {chain.noun}
    if not forms & classes.RELATING_LABELS:
        return True
    if extent:
        return False  # "여기까지가 근거 부분입니다": what the lines above are to another
    # A relating label only heads the issued sentence straight after it. After one
    # ("[[A:01]]. 근거 부분입니다", round 22) or pointed backwards it says what that
    # sentence is to another.
    if forms & classes.BACKWARD_PLACES:
        return False
    return _sentence_then_issued(morphs, chain)


def _card_owns(words: Sequence[Morph], index: int) -> bool:
    """``카드의 판단 항목입니다. [[P:01]].`` (round 60): the card this line stands on, opening
    the sentence (after 이 at most) and owning, in 의, a part named by its section label - the
    owner round 18 takes before a sentence's own name ("이 카드의 안내 문장입니다"). Another
    card ("지난 카드의", "다른 카드의", "고객 카드의"), the card as a subject or a part with no
    label ("이 카드의 문장입니다", round 18's look-alike) keep their reasons."""
    lead = [(m.form, m.tag) for m in words[:index]]
    after = words[index + 1 : index + 3]
    return (
        (words[index].form, words[index].tag) == ("카드", "NNG")
        and lead in ([], [("이", "MM")])
        and len(after) == 2
        and (after[0].form, after[0].tag) == ("의", "JKG")
        and after[1].tag == "NNG"
        and after[1].form in classes.HEADING_PART_LABELS
    )


def rests_on_basis(morphs: Sequence[Morph], chain: Chain) -> bool:
    """``규정에 의거하여 안내드립니다``, ``자료에 기반해 말씀드리면``: a noun + 에 + a verb of
    resting on a basis (``BASIS_VERBS``) grounds what follows on a source - rule, record or
    data - an evidential framing, as "규정에 따라" is (ADR 0020 round 68). The message's own
    order ("순서에 의거하여", as "순서에 따라") only lays it out."""
    if chain.stem not in classes.BASIS_VERBS or chain.first < 2:
        return False
    if (morphs[chain.first - 1].form, morphs[chain.first - 1].tag) != ("에", "JKB"):
        return False
    source = morphs[chain.first - 2]
    return source.tag in NOUNS and source.form not in {"순서", "차례"}


def _follows_order(morphs: Sequence[Morph], chain: Chain, following: Chain | None) -> bool:
    """``순서에 따라 안내드리면``: 따르 in ``-어`` after the message's order (순서/차례 + 에,
    nothing else), straight into the speaker's present speech act. "기록에 따라", "결과에
    따라" (a source), "순서에 따라 [[P:01]]" or "순서에 따라 운동하시면" keep 따르 a
    framing."""
    last = chain.last_ending
    if chain.stem != "따르" or last is None or last.form not in SERIAL_ENDINGS:
        return False
    if chain.first < 2 or morphs[chain.first - 1].form != "에":
        return False
    order = morphs[chain.first - 2]
    if order.tag not in NOUNS or order.form not in {"순서", "차례"}:
        return False
    if chain.first - 2 != _window_start(morphs, chain.first):
        return False
    if following is None or any(e.tag == "EP" for e in following.endings):
        return False
    between = morphs[chain.last + 1 : following.first]
    if any(m.form != "말씀" and m.tag not in {"NNG"} for m in between):
        return False
    return is_speech(following, None, morphs)


def _in_regard_to_message(morphs: Sequence[Morph], chain: Chain) -> bool:
    """``이 안내에 있어서``, ``설명함에 있어``: the translationese postposition "as for" (에
    있어(서)) after a part of this message or the speaker's own present act, with the speaker's
    speech act still to come in the sentence before any issued one ("이 안내에 있어서 먼저
    말씀드리면", "검토 안내에 있어서 다음과 같이 말씀드립니다"). 있 here locates nothing and
    gives no reason; after any other noun ("체중 관리에 있어서") or before an issued sentence
    ("안내에 있어서 [[P:01]]") it keeps its reading (ADR 0020 round 31)."""
    last = chain.last_ending
    if chain.stem != "있" or last is None or last.form not in SERIAL_ENDINGS:
        return False
    if len(chain.endings) != 1 or chain.auxiliaries or chain.first < 2:
        return False
    if morphs[chain.first - 1].form != "에" or morphs[chain.first - 1].tag != "JKB":
        return False
    topic = morphs[chain.first - 2]
    if topic.tag == "ETN" and topic.form in {"ᆷ", "음"}:
        spoken = [c for c in chains(morphs[: chain.first - 1]) if c.last == chain.first - 2]
        if not spoken or not _speech_before(morphs, spoken[0]):
            return False  # "운동하심에 있어서": the reader's act; "말씀드렸음에 있어": past
    elif topic.tag not in NOUNS or topic.form not in classes.DISCOURSE_NOUNS:
        return False
    rest = morphs[chain.last + 1 :]
    for later in chains(rest):
        if any(m.form == PLACEHOLDER_MARK or m.tag == "SF" for m in rest[: later.first]):
            return False
        manner = later.last_ending is not None and later.last_ending.form in MANNER_ENDINGS
        if _as_follows(rest, later) or (manner and not later.endings[:-1]):
            continue  # "다음과 같이 말씀드립니다", "짧게 말씀드리면"
        return is_speech(later, None, rest) and not any(e.tag == "EP" for e in later.endings)
    return False


def _presents_parts(morphs: Sequence[Morph], chain: Chain) -> bool:
    """``말씀드릴 요점을 나란히 놓아 드릴게요``: a verb of placing with a humble 드리 and a
    part of the message as its object - the speaker setting the message out, in the present.
    "간식을 놓아 드릴게요" or "자리를 배치해 드릴게요" stay offers of an action."""
    if chain.stem not in classes.PLACING_VERBS or "드리" not in chain.auxiliaries:
        return False
    if any(e.tag == "EP" and e.form != "겠" for e in chain.endings):
        return False
    placed = (
        _manner_skipped_object(morphs, chain)
        or object_of(morphs, chain)
        or _in_order_skipped_object(morphs, chain)
    )
    return placed is not None and placed.form in classes.DISCOURSE_NOUNS


# Round 63: the message's order named between a placed part and the placing verb.
_IN_ORDER: Final = frozenset({("차례", "대로"), ("순서", "대로"), ("차례", "로")})


def _in_order_skipped_object(morphs: Sequence[Morph], chain: Chain) -> Morph | None:
    """``함께 보실 내용을 차례대로 놓아 드릴게요`` (round 63): the object of a placing verb
    past 차례대로, 순서대로 or 차례로 straight before the verb - the order the speaker lays
    the message out in, as 나란히 already is. Only those ordering words; the caller still
    asks for a part of the message as the object."""
    cursor = chain.first - 2
    if cursor < 2 or (morphs[cursor].form, morphs[cursor + 1].form) not in _IN_ORDER:
        return None
    if morphs[cursor].tag != "NNG" or morphs[cursor - 1].tag != "JKO":
        return None
    placed = morphs[cursor - 2]
    return placed if placed.tag in NOUNS else None


def _names_own_sentence(morphs: Sequence[Morph], chain: Chain) -> bool:
    """``이 카드의 안내 문장입니다``: a present copula, no subject, on 문장/글 compounded with
    a noun the speaker may say (안내, 인사, 말씀 …), optionally owned by "이 카드의" - the
    sentence naming what it is (round 18). "이 카드의 문장입니다" or "좋은 안내 문장입니다"
    keep their reasons (no compound, or an evaluation)."""
    last = chain.last_ending
    if chain.tag != "VCP" or chain.noun not in {"문장", "글"} or chain.first < 2:
        return False
    if last is None or last.tag != "EF" or any(e.tag == "EP" for e in chain.endings):
        return False
    compound = morphs[chain.first - 2]
    if compound.tag != "NNG" or compound.form not in classes.SPEAKER_NOUNS:
        return False
    owner = morphs[max(0, chain.first - 5) : chain.first - 2]
    if chain.first - 2 == 0:
        return True
    return [(m.form, m.tag) for m in owner] == [("이", "MM"), ("카드", "NNG"), ("의", "JKG")]


def _weighs_mood(morphs: Sequence[Morph], chain: Chain) -> bool:
    """A weight adjective modifying a mood noun ("무거운 마음으로", "가벼운 기분으로"): the
    speaker's heart weighed says the news is grave or light (round 42)."""
    last = chain.last_ending
    head = _head_after(morphs, chain)
    return (
        chain.stem in classes.MOOD_WEIGHT_ADJECTIVES
        and last is not None
        and last.tag == "ETM"
        and head is not None
        and head.form in classes.MOOD_NOUNS
    )


# Round 87: the ordering adverbs that may stand between 전에 and the telling in
# ``reads_below_first`` - this line comes first, as 전에 already says.
_FIRST_OF_ALL: Final = frozenset({"먼저", "우선"})


def reads_below_first(morphs: Sequence[Morph], chain: Chain, slot_id: str) -> bool:
    """``아래 상태를 보시기 전에 (말씀드리면), [[A:01]]`` on an operator card: the reader's
    reading of a part of the card below (아래 + card-part nouns as object, from the slot's
    start) in -시- + -기 before 전에, then at most the speaker's present speech act in -면,
    a comma and straight away the issued sentence - the order in which the card is read
    (round 42); 먼저 or 우선 may stand before the speech act (round 87). Anything else before
    or between, another verb, the past, 상태 without 아래 or a customer's surface keeps 전 a
    time and the -시- the customer's."""
    if slot_id.split(".")[0] not in OPERATOR_CARDS:
        return False
    if chain.stem not in classes.SEEING_ACTS or chain.auxiliaries:
        return False
    if [e.form for e in chain.endings] not in (["시", "기"], ["으시", "기"]):
        return False
    before = morphs[: chain.first]
    if len(before) < 3 or before[0].form != "아래" or before[-1].tag != "JKO":
        return False
    if not all(m.tag == "NNG" and m.form in classes.CARD_PARTS_BELOW for m in before[1:-1]):
        return False
    at = chain.last + 1
    if [m.form for m in morphs[at : at + 2]] != ["전", "에"]:
        return False
    rest = morphs[at + 2 :]
    if len(rest) >= 2 and rest[0].form == "," and rest[1].form == PLACEHOLDER_MARK:
        return True
    speech = next((c for c in chains(morphs) if c.first > at + 1), None)
    if speech is None or any(e.tag == "EP" for e in speech.endings):
        return False
    start = speech.first - 1 if speech.noun and speech.first - 1 >= at + 2 else speech.first
    opening = at + 2
    if morphs[opening].tag == "MAG" and morphs[opening].form in _FIRST_OF_ALL:
        opening += 1  # "… 보시기 전에 먼저 말씀드리면" (round 87): first, in the card's order
    if start != opening:
        return False
    if speech.stem == "드리":
        if speech.noun not in classes.SPEECH_OBJECT_NOUNS:
            return False
    elif speech.stem not in classes.SPEECH_PREDICATES:
        return False
    last = speech.last_ending
    if last is None or last.form not in {"면", "으면", "자면"}:
        return False
    tail = morphs[speech.last + 1 : speech.last + 3]
    return [m.form for m in tail] == [",", PLACEHOLDER_MARK]


def hereby_telling(morphs: Sequence[Morph], chain: Chain) -> bool:
    """Round 65: the formal register's "hereby" - the speaker's own present telling, then
    -는 바입니다 ("덧붙여 안내드리는 바입니다", "아래와 같이 알려 드리는 바입니다"): 바 names
    the telling itself, so the copula asserts nothing past it. Only the polite -ㅂ니다 ending
    and a present telling: the past ("말씀드렸던 바입니다"), a will (-겠-), a note's ending
    ("알려드리는 바임") and 바 after any other verb ("우려되는 바입니다") keep their refusal;
    the telling's own words are judged as before."""
    if chain.tag != "VCP" or chain.noun != "바" or chain.first < 2:
        return False
    nominal, modifier = morphs[chain.first - 1], morphs[chain.first - 2]
    if nominal.tag != "NNB" or (modifier.form, modifier.tag) != ("는", "ETM"):
        return False
    if [(e.form, e.tag) for e in chain.endings] != [("ᆸ니다", "EF")]:
        return False
    telling = next((c for c in chains(morphs) if c.last == chain.first - 2), None)
    return (
        telling is not None
        and not _past(telling)
        and not telling.has_ending("겠", tag="EP")
        and telling.stem not in HONORIFIC_STEMS
        and is_speech(telling, chain, morphs)
    )


# The honorific imperative and request finals: the reader is the one told to act.
_READER_IMPERATIVES: Final = frozenset({"세요", "으세요", "셔요", "으셔요", "십시오", "으십시오"})


def reader_told_to_close(chain: Chain) -> bool:
    """``여기서 마치세요``, ``이 정도로 마무리하세요``, ``이걸로 마치세요``: a verb of closing
    (``CLOSING_VERBS``) with the reader as its subject - -시- or the honorific imperative -
    tells the reader to stop or finish, an instruction (ADR 0020 round 68), where the same
    verb without it ("이걸로 마무리합니다", "여기서 마칠게요") is the speaker closing the
    message."""
    if chain.stem not in classes.CLOSING_VERBS:
        return False
    return any(
        (e.tag == "EP" and e.form in HONORIFIC_ENDINGS) or e.form in _READER_IMPERATIVES
        for e in chain.endings
    )


# The set greetings and thanks among the speech predicates: "안녕하세요" greets, it tells
# the reader to do nothing.
_GREETING_SPEECH: Final = frozenset({"안녕하", "감사하", "고맙", "반갑", "실례하"})


def reader_told_to_tell(chain: Chain) -> bool:
    """``한번 말씀해 보세요``, ``정리해 보세요``, ``요약하십시오``: a verb of telling or composing
    (``SPEECH_PREDICATES``, ``COMPOSING_PREDICATES``) in an honorific imperative or request
    final (-세요, -십시오) makes the reader the one who tells or composes - an instruction
    (ADR 0020 round 103), where the same verb with the speaker's own final ("한번 말씀드려
    볼게요", "정리해 보겠습니다") is the speaker's act. The set greetings and thanks
    ("안녕하세요") and the requests with 주 (round 8's and 33's calls, ``instructs_reader``)
    are left to their rules."""
    speech = classes.SPEECH_PREDICATES | classes.COMPOSING_PREDICATES
    if chain.stem not in speech or chain.stem in _GREETING_SPEECH or "주" in chain.auxiliaries:
        return False
    last = chain.last_ending
    return last is not None and last.tag == "EF" and last.form in _READER_COMMAND_FINALS


# -세요 and the formal -(으)십시오 (analysed as 시 + ᆸ시오): the reader is told to act.
_READER_COMMAND_FINALS: Final = _READER_IMPERATIVES | frozenset({"ᆸ시오", "읍시오"})


_LIKENESS_STEMS: Final = classes.SAMENESS_ADJECTIVES | frozenset({"못지않", "맞", "다르"})


def likens_to_an_issued_sentence(morphs: Sequence[Morph], chain: Chain) -> bool:
    """``[[P:01]]. 이와 비슷하게 [[P:02]].``, ``그 못지않게``, ``이와 맞게 [[A:01]]`` (round
    69): an adjective of likeness, difference or measure (``SAMENESS_ADJECTIVES``, 다르,
    못지않, 맞) in a bare -게, or in a modifier of a noun that is no manner of presenting +
    로/으로 ("비슷한 맥락으로"), straight before an issued sentence that follows another - or
    after a standard named with 와/과 ("위와 비슷하게 [[P:01]]") - says the one is like,
    unlike, no less than or in keeping with the other - a relation the canonical text does
    not make, as "마찬가지로 [[P:02]]", "앞의 내용과 같이" and "이와 달리" are. Put before
    the speaker's act ("같은 순서로 말씀드리면"), before a manner noun ("같은 말투로") or
    before the first issued sentence with no standard named it is left to the other rules."""
    if chain.stem not in _LIKENESS_STEMS or len(chain.endings) != 1 or chain.auxiliaries:
        return False
    standard = (
        chain.first >= 2
        and morphs[chain.first - 1].tag == "JKB"
        and morphs[chain.first - 1].form in {"와", "과"}
        and morphs[chain.first - 2].tag in {"NNG", "NNB", "NP"}
    )  # "위와 비슷하게 [[P:01]]": a standard named before the one issued sentence
    if not standard and not any(m.form == PLACEHOLDER_MARK for m in morphs[: chain.first]):
        return False
    ending = chain.endings[0]
    cursor = chain.last + 1
    if ending.form == "게" and ending.tag == "EC":
        pass
    elif ending.tag == "ETM":
        if cursor >= len(morphs) or morphs[cursor].tag != "NNG":
            return False
        if morphs[cursor].form in classes.MANNER_NOUNS:
            return False
        cursor += 1
        if cursor >= len(morphs) or morphs[cursor].form not in {"로", "으로"}:
            return False
        cursor += 1
    else:
        return False
    return into_issued(morphs, cursor)


_ANAPHORIC_PRONOUNS: Final = frozenset({"이", "그", "이것", "그것", "이거", "그거"})


def acts_on_the_last_sentence(morphs: Sequence[Morph], chain: Chain) -> bool:
    """``[[P:01]]. 이를 뒷받침하듯 [[P:02]].``, ``이를 말해 주듯``, ``이에 화답하듯`` (round
    69): a verb in the simile ending -듯/-듯이 whose object or 에-complement is the pronoun
    pointing back (이를, 그것을, 이에), straight before an issued sentence that follows another,
    says the next sentence supports, answers or carries on the last - a relation the canonical
    text does not make, whatever the verb. Without the pronoun, or before the speaker's act,
    it is left to the other rules."""
    last = chain.last_ending
    if last is None:
        return False
    modifier = last.tag == "ETM"
    if not modifier and (last.tag != "EC" or last.form not in {"듯", "듯이"}):
        return False
    if chain.first < 2:
        return False
    case, pointer = morphs[chain.first - 1], morphs[chain.first - 2]
    cases = {"에", "와", "과"} if modifier else {"에"}
    if not (
        (case.tag == "JKO" or (case.tag == "JKB" and case.form in cases))
        and pointer.tag == "NP"
        and pointer.form in _ANAPHORIC_PRONOUNS
    ):
        return False
    if not any(m.form == PLACEHOLDER_MARK for m in morphs[: chain.first]):
        return False
    cursor = chain.last + 1
    if modifier:
        # "[[P:01]]. 이를 뒷받침하는 내용으로 [[A:01]].", "이와 상반된 내용으로", "그와 맞물린
        # 이야기로" (round 70): the same relation as a modifier of the noun that presents the
        # next sentence (one noun, then 로/으로 or the topic 은/는). A verb of moving along the
        # message (ORDERING_VERBS: "이에 이어지는", "이를 덧붙이는", "이와 관련된" as round 69's
        # "이와 관련해") or the speaker's humble telling ("이를 정리해 드리는") only orders.
        ordering = (
            chain.stem in classes.ORDERING_VERBS
            or chain.stem.removesuffix("이") in classes.ORDERING_VERBS  # 덧붙 -> 덧붙이
            or (bool(chain.noun) and f"{chain.noun}하" in classes.ORDERING_VERBS)
        )
        if ordering or "드리" in chain.auxiliaries:
            return False
        if cursor + 1 >= len(morphs) or morphs[cursor].tag not in {"NNG", "NNB"}:
            return False
        particle = morphs[cursor + 1]
        if not (
            (particle.tag == "JKB" and particle.form in {"로", "으로"})
            or (particle.tag == "JX" and particle.form in {"은", "는"})
        ):
            return False
        cursor += 2
        # "[[P:01]]. 이를 뒷받침하는 내용으로 말씀드리면, [[A:01]]." (round 71, round 70's left
        # probe): the speaker's present telling between the noun and the next sentence does
        # not undo the relation - the telling still presents that sentence as backing,
        # answering or opposing the last one.
        telling = next(
            (
                c
                for c in chains(morphs)
                if c.first == cursor  # "정리하면", "전해 드리면"
                or (c.first == cursor + 1 and c.noun == morphs[cursor].form)  # 말씀 + 드리면
            ),
            None,
        )
        if (
            telling is not None
            and particle.form in {"로", "으로"}
            and not _past(telling)
            and telling.last_ending is not None
            and telling.last_ending.tag == "EC"
            and is_speech(telling, None, morphs)
        ):
            cursor = telling.last + 1
    return into_issued(morphs, cursor)


# Round 74: what a content is to its reader or against what came before - known or strange,
# new, repeated or the same (같, 비슷하 only with no standard: "다음과 같은 내용" points).
_FAMILIARITY_STEMS: Final = frozenset(
    {"낯설", "익숙하", "생소하", "새롭", "반복되", "되풀이되", "뻔하", "같", "똑같", "비슷하"}
)
_LIKENESS_NEEDING_NO_STANDARD: Final = frozenset({"같", "똑같", "비슷하"})
# The nouns that name what the message says (not its order or manner).
_CONTENT_HEADS: Final = frozenset(
    {"내용", "이야기", "얘기", "말씀", "소식", "안내", "설명", "정보"}
)


def _content_familiarity(morphs: Sequence[Morph], chain: Chain) -> bool:
    """``낯설지 않은 내용이지만``, ``익숙한 내용입니다``, ``새로운 내용이지만``, ``같은 내용이지만``
    (round 74): a modifier of familiarity, novelty or sameness on the message's own noun says
    what the issued sentence is to the reader (known, strange) or against an earlier message
    (new, repeated, the same) - a claim the canonical text does not make. Only on a noun of
    what is said (``_CONTENT_HEADS``): "같은 순서로", "같은 말투로" are the manner of presenting;
    같/비슷하 after a standard in 와/과 ("다음과 같은 내용") point at the message and stay."""
    last = chain.last_ending
    if chain.stem not in _FAMILIARITY_STEMS or last is None or last.tag != "ETM":
        return False
    head = morphs[chain.last + 1] if chain.last + 1 < len(morphs) else None
    if head is None or head.form not in _CONTENT_HEADS:
        return False  # "같은 순서로", "같은 말투로": the manner of presenting, not the content
    if chain.stem in _LIKENESS_NEEDING_NO_STANDARD and chain.first > 0:
        before = morphs[chain.first - 1]
        if before.tag == "JKB" and before.form in {"와", "과"}:
            return False
    return True


# Round 132: the brevity manners a concessive 라도 may soften ("짧게라도": if only briefly).
_BRIEF_MANNERS: Final = frozenset({"짧", "간단하", "간략하", "짤막하", "간결하"})


def _even_if_only_briefly(morphs: Sequence[Morph], chain: Chain) -> bool:
    """The copula Kiwi reads in ``짧게라도``, ``간단하게라도`` (이/VCP + 라도/EC) straight after a
    brevity manner in -게 (round 132): "if only briefly" softens how the speaker puts it and
    claims nothing itself - what it leads into (the summing-up, or anything else) is judged
    on its own. Only 이 with 라도 alone, only after 짧게, 간단하게, 간략하게, 짤막하게,
    간결하게; "좋게라도", a noun's "조금이라도" or "이라도" after anything else are not read."""
    if chain.stem != "이" or chain.tag != "VCP" or chain.auxiliaries or chain.first < 2:
        return False
    if [(e.form, e.tag) for e in chain.endings] != [("라도", "EC")]:
        return False
    if (morphs[chain.first - 1].form, morphs[chain.first - 1].tag) != ("게", "EC"):
        return False
    manner = morphs[chain.first - 2]
    if manner.tag == "VA":
        return manner.form in _BRIEF_MANNERS
    return (
        manner.tag == "XSA"
        and manner.form == "하"
        and morphs[chain.first - 3].form + "하" in _BRIEF_MANNERS
        if chain.first >= 3
        else False
    )


# Round 133: the summary nouns a closing copula names the message by ("이상 요약이었습니다"),
# and the words that may stand before them in that closing: the closing marker (이상, 여기까지)
# and the summary's own brevity (간단, 간략, 짧) - as a root or a present modifier.
_SUMMARY_NOUNS: Final = frozenset({"요약", "정리"})
_SIGN_OFF_MARKERS: Final = frozenset(
    {("이상", "NNG"), ("이상", "NP"), ("여기", "NP"), ("까지", "JX")}
)
_BREVITY_ROOTS: Final = frozenset({("간단", "XR"), ("간략", "XR"), ("짧", "VA")})
_BREVITY_TAILS: Final = frozenset({("하", "XSA"), ("ᆫ", "ETM"), ("은", "ETM")})


def summary_signs_off(morphs: Sequence[Morph], chain: Chain) -> bool:
    """``[[P:01]]. 이상 간단 정리였습니다.``, ``[[P:01]]. 간단한 요약이었습니다.`` (round 133):
    a final copula (present or past, no -시-, no -겠-) on 요약 or 정리, in a sentence after an
    issued one that holds nothing before the noun but the closing marker (이상, 여기까지) and
    the summary's brevity (간단, 간략, 짧 - a root or a present modifier), names what the message
    just was as it signs off - the speaker's own telling, like "이상입니다" or "간단한
    안내였습니다". Anything else before the noun - whose summary ("트레이너의 요약"), of what
    ("짐 정리", "식단 정리"), when ("어제의", "지난"), how good ("완벽한") - keeps its reason."""
    last = chain.last_ending
    if chain.tag != "VCP" or chain.noun not in _SUMMARY_NOUNS or last is None:
        return False
    if last.tag != "EF" or any(e.tag == "EP" and e.form not in PAST_ENDINGS for e in chain.endings):
        return False
    if chain.last + 1 < len(morphs) and morphs[chain.last + 1].tag != "SF":
        return False
    noun_at = chain.first - 1
    if noun_at < 0 or morphs[noun_at].form not in _SUMMARY_NOUNS:
        return False
    start = noun_at
    while start > 0 and morphs[start - 1].tag not in {"SF"}:
        start -= 1
    if start == 0 or not any(m.form == PLACEHOLDER_MARK for m in morphs[:start]):
        return False  # no issued sentence before it: nothing to have summed up
    words = [(m.form, m.tag) for m in morphs[start:noun_at] if m.tag != "SP"]
    allowed = _SIGN_OFF_MARKERS | _BREVITY_ROOTS | _BREVITY_TAILS
    return all(word in allowed for word in words)


def chain_reason(
    morphs: Sequence[Morph], chain: Chain, following: Chain | None, slot_id: str = ""
) -> str | None:
    """Why this predicate chain claims something, or ``None`` if it only connects."""
    if _even_if_only_briefly(morphs, chain):
        return None  # "짧게라도 정리해 드리면": the manner softened (round 132)
    if reader_told_to_close(chain):
        return "instruction"  # "여기서 마치세요", "이 정도로 마무리하세요": the reader told
    if reader_told_to_tell(chain):
        return "instruction"  # "한번 말씀해 보세요", "정리해 보세요": the reader told to tell
    if likens_to_an_issued_sentence(morphs, chain):
        return "causal_link"  # "[[P:01]]. 이와 비슷하게 [[P:02]]": one likened to the other
    if acts_on_the_last_sentence(morphs, chain):
        return "causal_link"  # "[[P:01]]. 이를 뒷받침하듯 [[P:02]]": one said to back the other
    if _opening_then(morphs, chain) or softens_speech(morphs, chain, following):
        return None
    if attention_filler(morphs, chain):
        return None  # "있잖아요, [[P:01]]." (round 124): a call for attention, nothing said
    if hereby_telling(morphs, chain):
        return None  # "덧붙여 안내드리는 바입니다": the speaker's present telling, hereby
    if asks_leave_to_speak(morphs, chain):
        return None
    if summary_signs_off(morphs, chain):
        return None  # "[[P:01]]. 이상 간단한 요약이었습니다.": the message named as it closes
    if keeps_words_short(morphs, chain):
        return None  # "말이 길어질까 싶어 핵심만 말씀드려요": the telling kept short
    if concedes_own_length(morphs, chain, following):
        return None  # "짧지만 먼저 안내드릴게요": the telling's own length conceded (round 112)
    if concedes_wording_heard(morphs, chain, following):
        return None  # "조금 딱딱하게 들릴 수 있지만": the wording's sound conceded (round 119)
    if own_length_reason_chain(morphs, chain):
        return (
            None  # "말씀드릴 내용이 짧기 때문에, 바로 적을게요.": the message's length (round 120)
        )
    if cares_for_reading(morphs, chain):
        return None  # "혹시 헷갈리실까 봐 순서대로 적어 보면": care for the reader's reading
    if _balances_manner(morphs, chain, following):
        return None  # "너무 길지 않게, 그렇다고 딱딱하지도 않게 짚어 드릴게요" (round 35)
    if slot_id and effort_greeting(morphs, chain, slot_id):
        return None  # "수고 많으십니다" to the operator: a greeting
    if slot_id and imposition_softener(morphs, chain, slot_id):
        return None  # "번거로우시겠지만, [[A:01]]" to the operator: asking politely
    if slot_id and apology_before_request(morphs, chain, slot_id):
        return None  # "죄송하지만, [[A:01]]" to the operator: pardon asked for a request
    if asks_indulgence(morphs, chain, slot_id):
        return None  # "양해를 구하며 말씀드리면": the speaker asks the reader's indulgence
    if sorry_for_the_bother(morphs, chain):
        return None  # "번거롭게 해 드려 죄송하지만": the set apology, no action offered
    if chain.stem == "위하":
        if presentation_purpose(morphs, chain):
            return None  # "이해를 돕기 위해 덧붙이면": how the speaker presents it
        if _for_the_telling(morphs, chain):
            return None  # "차례대로 말씀드리기 위해 우선 [[P:01]]" (round 87)
        if guidance_for_reading(morphs, chain, slot_id):
            return None  # "검토를 돕기 위한 안내를 덧붙입니다" on a card: what the words are for
        return "causal_or_conditional_link"  # "이기기 위해": a purpose of the customer's
    if written_elsewhere(morphs, chain):
        return "evidential_framing"  # "메모에 적혀 있듯이": what another text says
    if _orients_decision(morphs, chain):
        return "decision_action"  # "완화하는 방향으로", "풀어 주는 쪽으로": a decision
    if _last_occasion(morphs, chain):
        return "time"  # "지난 회차처럼", "지난번 안내와": an earlier occasion
    if _states_sameness(morphs, chain):
        return "comparison"  # "똑같은 말씀이에요": the same as something before
    if _singles_out(morphs, chain):
        return "evaluative_or_epistemic"  # "눈에 띄는 건, [[P:01]]": judged salient
    if _nothing_more_to_say(morphs, chain):
        return None  # "덧붙일 말씀은 따로 없습니다": the speaker closes, no fact
    if slot_id and instructs_reader(morphs, chain, following, slot_id):
        return "instruction"  # "[[P:01]]. 참고해 주세요.": the reader told to act
    if slot_id and (
        wished_reading(morphs, chain, following, slot_id)
        or ease_of_wished_reading(morphs, chain, slot_id)
    ):
        return None  # "수월하게 살펴보시길 바라며": the reading of this message, wished easy
    if outcome_wish(morphs, chain, following):
        return "prediction"  # "[[P:01]]. 별일 아니길 바랍니다": an outcome hoped for
    if slot_id and customer_named_reading_ease(morphs, chain, following, slot_id):
        return None  # "고객님께서 보시기 쉽게 정리했습니다" (round 123): this message's reader
    if _addresses_reader(morphs, chain, following):
        return None
    if reading_ease(morphs, chain) or softener_manner(morphs, chain, following):
        return None  # "보기 좋게 정리해 드리면", "조심스럽게 말씀드리면": how it is put
    if clear_manner(morphs, chain):
        return None  # "분명하게 적어 두자면": how plainly it is put, as 또렷하게
    if reader_reads_on(morphs, chain):
        return None  # "나머지 내용은 아래에서 이어 보실 수 있어요": reading on, in here
    if reader_may_read(morphs, chain) or _may_after_reading(morphs, chain):
        return None  # "아래 내용과 함께 보시면 돼요": how this message may be read
    if reading_time(morphs, chain):
        if chain.stem in _REVIEWING_STEMS and slot_id.split(".")[0] not in OPERATOR_CARDS:
            return "customer_predicate"  # the customer does not review: "검토하실 때" on daily
        return None  # "편하실 때 아래 내용과 나란히 보시면 됩니다": when it is read
    if reader_ease_honorific(morphs, chain) or read_before(morphs, chain):
        return None  # "읽기 편하시도록", "위 항목을 보신 뒤 이어서 읽으실 안내입니다"
    if reading_as_purpose(morphs, chain):
        return None  # "부담 없이 보시라고 짧게 적어요" (round 123): the speaker's purpose
    if nothing_missed_as_purpose(morphs, chain):
        return None  # "놓치지 않으시도록 따로 적어 둡니다" (round 123): the speaker's purpose
    if wherever_read(morphs, chain):
        return None  # "어디에 계시든 편히 보실 수 있도록" (round 123): no place said
    if chain.stem in {"있", "있으"} and chain.noun == "수":
        able = next((c for c in chains(morphs) if c.last == chain.first - 2), None)
        if able is not None and reader_reads_on(morphs, able):
            return None
        if able is not None and _hedged_speech(morphs, able, chain):
            return None  # "이렇게 말씀드릴 수 있겠네요": how the speaker may put it
    if _misread_knowing(morphs, chain):
        return "customer_predicate"  # "아시는 것처럼": Kiwi's 아/IC + 시/VA for 알 + -시-
    honorific = chain.stem in HONORIFIC_STEMS or any(
        e.tag == "EP" and e.form in HONORIFIC_ENDINGS for e in chain.endings
    )
    card = slot_id.split(".")[0] in OPERATOR_CARDS
    if card and not honorific and _as_down_a_list(morphs, chain):
        return None  # "체크리스트 보듯이 하나씩, [[A:01]]" on a card: how it is gone through
    if card and not honorific and _walks_along_card(morphs, chain):
        return None  # "한 걸음씩 따라가며, [[A:01]]" on a card: going along it step by step
    if honorific and card and _reader_walks_through(morphs, chain):
        return None  # "하나씩 보시면, [[P:01]]" on a card: the operator going through it
    if honorific and card and reads_below_first(morphs, chain, slot_id):
        return None  # "아래 상태를 보시기 전에 말씀드리면," on a card: the card read in order
    if honorific and card and _operator_looks_at_part(morphs, chain):
        return None  # "[[P:01]]. 이 부분부터 함께 보시죠." on a card: its review (round 63)
    if honorific and _comes_into_view(morphs, chain):
        return None  # "한눈에 들어오시도록 간단히 줄이면" (round 87): the reader's one glance
    if honorific and not _honorific_exempt(chain):
        return "customer_predicate"
    last = chain.last_ending
    head = _head_after(morphs, chain)
    if last is not None and last.tag == "ETN" and last.form == "기" and head is not None:
        after_head = morphs[chain.last + 2] if chain.last + 2 < len(morphs) else None
        if head.form in {"로", "으로"} and after_head is not None and after_head.form == "는":
            return "evidential_framing"  # "듣기로는", "알기로는": what the speaker heard
    if last is not None and last.form == "게" and head is not None and head.form == "도":
        return "evaluative_or_epistemic"  # "다행스럽게도", "반갑게도": a sentence evaluation
    reception = chain.stem in _RECEIVING_STEMS and bool({"주", "보"} & set(chain.auxiliaries))
    if laid_out(morphs, chain) or _presents_parts(morphs, chain):
        return None  # "세부 사항은 아래에 이어 두었습니다", "요점을 나란히 놓아 드릴게요"
    if order_set_for_reading(morphs, chain):
        return None  # "보시기 편하도록 순서를 맞춰 두었어요" (round 123): this message's order
    if set_in_front(morphs, chain):
        return None  # "[[P:01]]. 한눈에 보이도록 앞에 두었습니다" (round 116)
    if congratulates(morphs, chain):
        return "presupposed_achievement"  # "축하드립니다": an achievement presupposed
    if offers_action(morphs, chain):
        return "action_offer"  # "가볍게 해 드릴게요", "도움 드릴게요": a plan in speech form
    if is_speech(chain, following, morphs) or reception:
        if repeats_earlier_speech(morphs, chain):
            return "earlier_speech"  # "다시 말씀드리지만": a telling outside this message
        if (
            chain.stem in classes.AFFECT_SPEECH_PREDICATES
            and last is not None
            and last.tag == "ETM"
            and head is not None
            and head.form not in classes.AFFECT_HEADS
        ):
            return "evaluative_or_epistemic"  # "반가운 소식": the news is good
        closing = closes_here(morphs, chain) and slot_id.split(".")[0] in CUSTOMER_SURFACES
        if _reports_earlier_speech(morphs, chain) and not closing:
            # On an operator card a finished telling may be the customer's delivery.
            return "past_speech_act"  # "알려 드렸습니다", "안내해 드린 것처럼": a delivery
        if slot_id and addressed_elsewhere(morphs, chain, slot_id):
            return "approval_delivery"  # "고객님께 전달드립니다" on an operator card
        if last is not None and last.form in DISCOVERY_ENDINGS:
            return "evidential_framing"  # "짚어 보니": what the speaker found, not said
        if (
            _has_subject(morphs, chain, adverbials=True)
            and not _speaker_subject(morphs, chain)
            and not _deictic_part_to_give(morphs, chain)
            and not _deictic_composed(morphs, chain)
            and not _this_part_wished_to_give(morphs, chain)
        ):
            return "evidential_framing"  # "그래프가 말해 주듯": something else speaks
        return None
    if _in_a_word(morphs, chain):
        return None  # "한마디로 하면, [[P:01]]": to put it in a word (round 87)
    if order_reason(morphs, chain):
        return None  # "말씀드리는 순서상 이것이 먼저라서, [[P:01]]" (round 87)
    if slot_id.startswith(classes.REASON_SLOTS) and asks_why_to_tell(morphs, chain, following):
        return None  # "왜 그런지 말씀드리면, [[A:01]]": the reason slot's reason, told
    if coming_telling_reason(morphs, chain):
        return None  # "짧게 말씀드릴 거니까, [[P:01]]": how it is about to be told (round 94)
    if last is not None and last.form in LINKING_ENDINGS:
        return "causal_link"  # "그 말인즉", "그러하므로", "그렇기에": a reason or a gloss
    if last is not None and last.tag == "ETM" and head is not None and head.form == "즉":
        return "causal_link"  # "그러한즉", read as a modifier and the adverb 즉
    if (
        chain.stem in classes.DEICTIC_PREDICATES
        or _as_follows(morphs, chain)
        or _this_as_follows(morphs, chain)
    ):
        if last is not None and last.form in CAUSAL_ENDINGS:
            return "causal_link"  # "이러니", "이래서"
        return None
    if (
        _ordering(morphs, chain)
        or _opening_formula(morphs, chain)
        or _additive_formula(morphs, chain)
    ):
        return None
    if _adds_to_this(morphs, chain):
        return None  # "[[P:01]]. 여기에 더해 [[A:01]]": in addition, as 덧붙여
    if _precedes_part(morphs, chain) or _gathers_message(morphs, chain):
        return None  # "이어지는 안내에 앞서", "한꺼번에 모아 보자면"
    if slot_id and _before_card_part_below(morphs, chain, slot_id):
        return None  # "아래 상태 문구에 앞서, [[A:01]]." on a card: this line comes first
    if _arranges_message(morphs, chain) or _message_layout(morphs, chain):
        return None  # "요점을 앞세우면", "다음 내용은 차례대로 이어집니다"
    if _lays_out_in_turn(morphs, chain):
        return None  # "나란히 놓자면, [[P:01]]": the speaker laying the message out
    if placed_in_front(morphs, chain) or _says_placing_in_front(morphs, chain):
        return None  # "맨 앞에 두면, [[P:01]]" (round 126): the message's front
    if _placed_to_read(morphs, chain) or _part_read_together(morphs, chain):
        return None  # "나란히 놓고 보실", "함께 보실 부분입니다": parts read side by side
    if _names_coming_part(morphs, chain):
        return None  # "이어서 말씀드릴 항목입니다": the part the speaker gives next
    if _names_position_part(morphs, chain):
        return None  # "먼저 앞부분입니다. [[P:01]].": a heading naming where we are
    if _part_names_itself(morphs, chain):
        return None  # "이어지는 내용은 근거입니다": the message names one of its parts
    if _follows_order(morphs, chain, following):
        return None  # "순서에 따라 안내드리면": the message's order, not a source
    if _in_regard_to_message(morphs, chain):
        return None  # "이 안내에 있어서 먼저 말씀드리면": translationese "as for this"
    if chain.tag == "VCP":
        complement = _copula_complement(morphs, chain)
        if complement is not None and complement.form in classes.DEICTIC_NOUNS:
            return None  # "첫 대목은 이것입니다", "해석은 여기까지입니다"
        if complement is not None and names_message_part(morphs, chain.first - 1):
            return None  # "전해 드릴 말씀은 하나예요"
        if _evaluative_jeok(morphs, chain, complement):
            return "evaluative_or_epistemic"  # "합리적인 판단으로", "인상적인 점은"
    if chain.stem in classes.EVALUATIVE_ADJECTIVES or _worth(morphs, chain):
        return "evaluative_or_epistemic"  # "가치 있는 내용", "도움이 될 대목"
    if _weighs_mood(morphs, chain):
        return "evaluative_or_epistemic"  # "무거운 마음으로": the news graded by its weight
    if _message_exists(morphs, chain):
        return None  # "전해 드릴 소식이 있어요": the speaker has something to say
    if slot_id and _own_heading_as_clause(morphs, chain, slot_id):
        return None  # "검토가 필요한 사항부터 말씀드리면" on a 검토 필요 line: its heading
    if _keeps_message_in_order(morphs, chain, following):
        return None  # "순서가 흐트러지지 않도록 말씀드릴게요": how the message is laid out
    if part_brought_to_view(morphs, chain):
        return None  # "핵심이 먼저 드러나도록 짧게 말씀드리면": the layout (round 129)
    if _has_subject(morphs, chain) and not _speaker_manner_of_telling(morphs, chain, following):
        return "predication"  # "부담이 없도록", "봄이 오면서": a subject and its predicate
    if chain.tag == "VCP" and chain.noun in classes.SPEAKER_NOUNS:
        if chain.has_ending("겠", tag="EP"):
            # Round 73: "낯설지 않은 내용이겠지만", "익숙한 내용이겠지만" - the conjectural
            # -겠- on the copula of the speaker's noun guesses how the content will seem
            return "prediction"
        return None
    if _names_own_sentence(morphs, chain):
        return None  # "이 카드의 안내 문장입니다": the sentence names itself
    if _walks_through(morphs, chain) or legible(morphs, chain):
        return None  # "하나하나 보면", "잘 보이도록": going through or laying out the message
    if _looks_at_next_part(morphs, chain):
        return None  # "우선 이 부분부터 보겠습니다. [[P:01]].": the speaker takes up this part
    if _walks_through_next(morphs, chain) or _joint_look_opens(morphs, chain):
        return None  # "차례대로 보겠습니다. [[P:01]].": the walk through it, announced (round 97)
    if _shapes_next_part(morphs, chain):
        return None  # "말씀드릴 순서를 먼저 잡아 보겠습니다. [[P:01]].": the telling's shape
    if chain.stem in PERCEPTION_STEMS or rests_on_basis(morphs, chain):
        return "evidential_framing"
    if chain.has_ending("겠", tag="EP"):
        return "prediction"
    if _past(chain):
        return "past_event"
    if last is None:
        return None  # a bare stem Kiwi left unended: nothing is asserted by it alone
    if last.tag == "ETM":
        after_head = morphs[chain.last + 2] if chain.last + 2 < len(morphs) else None
        if (
            head is not None
            and head.form in classes.FLAWLESS_HEADS
            and after_head is not None
            and after_head.form.startswith("없")
        ):
            return "evaluative_or_epistemic"  # "나무랄 데 없이", "더할 나위 없이"
        if (
            head is not None
            and head.form in classes.CONJECTURE_HEADS
            and last.form in FUTURE_MODIFIERS
        ):
            return "prediction"
        if head is not None and head.form in classes.CAUSAL_OR_TIME_HEADS:
            return "causal_link"
        if _content_familiarity(morphs, chain):
            if chain.stem in _LIKENESS_NEEDING_NO_STANDARD:
                return "comparison"  # "같은 내용이지만": the same as an earlier message
            return "evaluative_or_epistemic"  # "익숙한 내용이지만": known or new to the reader
        return None  # modifies a noun: "편안한 마음으로", "남은 말씀"
    if last.tag == "ETN":
        return None
    if last.tag == "EF":
        return "predication"
    if last.form in MANNER_ENDINGS:
        if last.form in _PURPOSE_ONLY_ENDINGS and into_issued(morphs, chain.last + 1):
            # "[[P:01]]. 흐름을 놓치지 않도록 [[A:01]]": a purpose given to the issued sentence
            return "causal_or_conditional_link"
        if _accordingly(morphs, chain) and into_issued(morphs, chain.last + 1):
            # "[[P:01]]. 그에 맞게 [[P:02]]": the issued sentence made to follow the last
            return "causal_or_conditional_link"
        evaluative = (
            _evaluative_derivation(chain)
            or chain.stem in classes.OUTCOME_MANNER_ADJECTIVES
            or chain.stem in classes.PACE_ADJECTIVES
        )
        into_speech = (
            following is not None
            and is_speech(following, None, morphs)
            and not any(
                m.form == PLACEHOLDER_MARK for m in morphs[chain.last + 1 : following.first]
            )
        )
        if evaluative and not into_speech:
            return "evaluative_or_epistemic"  # "대견스럽게", "보람차게": how it went
        return None
    negated = any(aux in NEGATORS for aux in chain.auxiliaries)
    if negated and chain.stem in classes.LAPSE_VERBS and not _into_speech(morphs, chain):
        return "adherence_claim"  # "거르지 않고", "포기하지 않고": the customer kept at it
    if negated and last.form in {"고", "게", "고서"}:
        return None  # manner negation: "서두르지 않고", "장황하지 않게"
    serial = last.form in _SERIAL_OR_GO_ENDINGS and _chained(morphs, chain, following)
    if serial and following is not None and is_speech(following, None, morphs):
        if chain.stem in classes.SOON_ADJECTIVES:
            return "time"  # "머지않아 말씀드릴 내용은": before long is no manner of telling
        return None  # manner of the speech act: "풀어서 말씀드리면", "마음 다해 응원"
    if handles_message(morphs, chain) and manner_run_into_speech(morphs, chain.last + 1):
        return None  # "이 항목만 따로 떼어서 담백하게 짚어 드릴게요": manner between (round 35)
    if _manner_step(chain, following, False) and manner_run_into_speech(morphs, chain.first):
        return None  # "짧고 담백하게, 너무 딱딱하지 않게 짚어 드릴게요" (round 35)
    if fits_message_order(morphs, chain):
        return None  # "아래 순서에 맞춰 천천히, [[A:01]].": the message's order (round 96)
    if placed_on_the_way(morphs, chain, following):
        return None  # "요점을 앞에 두고, 세부 항목은 아래에 … 정리해 두었습니다"
    if _trims_on_the_way(morphs, chain):
        return None  # "어려운 말은 덜어 내고 쉬운 말로 풀어서 … 이어 가겠습니다"
    if head is not None and head.tag in {"SF"} and last.tag == "EC":
        return "predication"
    if coordinated_manner(morphs, chain, following):
        return None  # "짧고 편안하게 적어 드릴게요": two words of one manner
    if last.form in EVENT_ENDINGS:
        return "predication"
    return "causal_or_conditional_link"
