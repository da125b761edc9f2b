"""S1-S6 classification of submitted free text and the structured tests (pure).

``classify(flow, texts, calories=...)`` runs at finalize for both flows and returns the typed
``Safety`` verdict stored on the event: one ``SafetyReason`` per matched rule and field
(class, flow, declared field, the person's own words around the match, and for S1 what kind
of urgency it is), the matching signals, ``coaching_held`` and ``stop_and_escalate`` for S1 /
``monitor`` otherwise.

How a text is read (ADR 0017): sentence by sentence; Korean through Kiwi's morphemes
(``lexicon.KOREAN`` cues on stems with their part of speech), the unambiguous slang and
compounds on the compact view, English on word boundaries; then each match is checked for
scope (``scope.py``: negated, healed, someone else's). Numbers are read as written
(``numbers.py``): the >= 5 kg in <= 14 days goal (S6) and a day's intake under 1,000 kcal
(S4) hold in free text too. If the analyser cannot run, the text is held (S1,
``unanalysed``) - never passed.

At most six reasons fit a ``Safety``; when more match, each rule keeps its first field
(in declared field order) so every matched class stays visible, then the rest fill up.
"""

from __future__ import annotations

import functools
import logging
import re
import unicodedata
from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import dataclass, replace
from itertools import pairwise
from typing import Final, get_args

from services.checkin.safety import learned, lexicon, numbers, scope
from services.checkin.safety.lexicon import Cue, UrgentKind
from shared.contracts.safety import (
    FLOW_FIELDS,
    MAX_REASONS,
    RULE_CLASSES,
    RuleId,
    Safety,
    SafetyReason,
    SourceFlow,
    normalize_excerpt,
)
from shared.korean import ANALYZER, Morph

_logger = logging.getLogger("dualcoach.checkin.safety")

RULE_IDS: Final[tuple[RuleId, ...]] = get_args(RuleId)
CALORIE_FLOOR_KCAL: Final = 1000  # S4: a customer intake below this is an eating risk
GOAL_MIN_KG: Final = 5.0  # S6: a stated change of at least this much ...
GOAL_MAX_DAYS: Final = 14  # ... within at most this many days
_APOSTROPHES = frozenset("'’‘`´")
_INVISIBLE = frozenset("\u200b\u200c\u200d\u2060\ufeff\u202a\u202b\u202c\u202d\u202e\u200e\u200f")
_SCRIPT_CHANGE = re.compile(r"(?<=[a-z])(?=[가-힣])|(?<=[가-힣])(?=[a-z])")


@dataclass(frozen=True, slots=True)
class _View:
    """A normalised form of a text and, per character, where it came from in the original."""

    text: str
    origin: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class _Finding:
    rule: RuleId
    start: int
    end: int
    detail: UrgentKind | None = None


# Hanja written as a form's answer: 無 "none" (``통증 無``) reads as 없, 有 "present" as 있.
_HANJA_ANSWERS: Final = {"無": "없", "有": "있"}


# _clean, _light, _views and _sentences are pure and asked for the same text by most of the
# ~90 rule tests that read one text (a third of the classifier's CPU before they were kept).
# They are kept only while that text is read: ``matches`` forgets them when it returns, so no
# customer's sentence outlives its reading here (shared.korean's ``analyze`` keeps nothing for
# the same reason); the bound only caps one very long text.
_KEPT: Final = 4096


@functools.lru_cache(maxsize=_KEPT)
def _clean(text: str) -> str:
    """NFC, invisible and control characters as spaces, a Hanja answer as its Korean word:
    the text Kiwi reads (same length)."""
    composed = unicodedata.normalize("NFC", text)
    if len(composed) != len(text):
        composed = text
    return "".join(
        " "
        if char in _INVISIBLE or unicodedata.category(char) == "Cc"
        else _HANJA_ANSWERS.get(char, char)
        for char in composed
    )


@functools.lru_cache(maxsize=_KEPT)
def _views(text: str) -> tuple[_View, _View]:
    """The compact view (Korean strings) and the word view (English, amounts)."""
    compact: list[str] = []
    compact_origin: list[int] = []
    words: list[str] = []
    words_origin: list[int] = []
    for index, char in enumerate(text):
        if char in _APOSTROPHES or char in _INVISIBLE:
            continue
        for folded in unicodedata.normalize("NFKC", char).casefold():
            if folded.isalnum():
                compact.append(folded)
                compact_origin.append(index)
                words.append(folded)
                words_origin.append(index)
                continue
            between_digits = (
                folded in ".,"
                and words
                and words[-1].isdigit()
                and index + 1 < len(text)
                and text[index + 1].isdigit()
            )
            if between_digits:
                words.append(".")
                words_origin.append(index)
            elif unicodedata.category(folded)[0] not in "PZC" and not folded.isspace():
                compact.append(folded)
                compact_origin.append(index)
            if not between_digits and words and words[-1] != " ":
                words.append(" ")
                words_origin.append(index)
    return (
        _View("".join(compact), tuple(compact_origin)),
        _english_view(_View("".join(words), tuple(words_origin))),
    )


def _english_view(view: _View) -> _View:
    """Long letter runs collapsed (``painnnn``), a space where Latin meets Hangul."""
    text, origin = view.text, list(view.origin)
    out: list[str] = []
    out_origin: list[int] = []
    index = 0
    while index < len(text):
        char = text[index]
        run = index
        while run + 1 < len(text) and text[run + 1] == char and "a" <= char <= "z":
            run += 1
        out.append(char)
        out_origin.append(origin[index])
        if run - index >= 2:
            index = run + 1
            continue
        if run > index:
            out.append(char)
            out_origin.append(origin[run])
        index = run + 1
        if index < len(text) and _SCRIPT_CHANGE.match(char + text[index], 1):
            out.append(" ")
            out_origin.append(origin[index])
    return _View("".join(out), tuple(out_origin))


@functools.lru_cache(maxsize=_KEPT)
def _sentences(text: str) -> tuple[tuple[int, str], ...]:
    spans = []
    start = 0
    for index, char in enumerate(text):
        neighbours = text[index - 1 : index] + text[index + 1 : index + 2]
        end_of_sentence = char in "!?\n。！？;" or (
            char == "."
            and "." not in neighbours  # an ellipsis ("숨이.. 안쉬어져요") does not end it
            and not (
                0 < index < len(text) - 1
                and text[index - 1].isdigit()
                and text[index + 1].isdigit()
            )
        )
        if end_of_sentence:
            if text[start : index + 1].strip():
                spans.append((start, text[start : index + 1]))
            start = index + 1
    if text[start:].strip():
        spans.append((start, text[start:]))
    return tuple(spans)


# --- Korean morphemes ----------------------------------------------------------------------


def _analysed(sentence: str) -> tuple[Morph, ...]:
    """Kiwi's morphemes, with one misreading undone: ``약`` as the determiner "about" (``약
    3kg``) when no amount follows it is the noun "medicine" (``ADHD 약 하루 두 번``)."""
    morphs = ANALYZER.analyze(sentence)
    return tuple(
        replace(morph, tag="NNG")
        if _medicine_misread(morphs, index) or _knee_misread(morphs, index)
        else morph
        for index, morph in enumerate(morphs)
    )


# Round 35: 슬 (the knee, in 슬개골, 슬관절, 슬괵근) read as an adverb when written straight
# against the rest of the word ("강아지 슬개골 수술" read as 슬/MAG + 개 + 골): the word's first
# syllable, a noun, so the noun phrase it begins stays one phrase (whose knee it is).
_KNEE_REST: Final = ("개", "관", "괵")


def _knee_misread(morphs: Sequence[Morph], index: int) -> bool:
    morph = morphs[index]
    following = morphs[index + 1] if index + 1 < len(morphs) else None
    return (
        morph.form == "슬"
        and morph.tag == "MAG"
        and following is not None
        and following.start == morph.end
        and following.form.startswith(_KNEE_REST)
    )


def _medicine_misread(morphs: Sequence[Morph], index: int) -> bool:
    if morphs[index].form != "약" or morphs[index].tag != "MM":
        return False
    following = morphs[index + 1] if index + 1 < len(morphs) else None
    return following is None or not (
        following.tag in ("SN", "NR") or (following.tag == "MM" and following.form != "약")
    )


def _tag_fits(morph: Morph, cue: Cue) -> bool:
    if cue.tag == "any":
        return True
    if cue.tag == "N":
        return morph.tag.startswith(("N", "XR", "SL", "SH"))
    return morph.tag.startswith("V") or morph.tag in ("XSV", "XSA")


def _forms_near(morphs: Sequence[Morph], index: int, window: int) -> set[str]:
    low, high = max(0, index - window), min(len(morphs), index + window + 1)
    forms = {
        morphs[i].form for i in range(low, high) if i != index and not _completed_action(morphs[i])
    }
    # Kiwi keeps "16:8" (an eating window) as one serial token: its numbers count as words.
    return forms | {
        part for form in forms if _EATING_WINDOW.fullmatch(form) for part in form.split(":")
    }


_DAYS_WORDS: Final = frozenset({"이틀", "사흘", "나흘", "닷새", "엿새", "열흘", "일주일"})


def _days_long(morphs: Sequence[Morph]) -> bool:
    """A span of two days or more (``3일째``, ``사흘``, ``일주일``)."""
    return any(
        m.form in _DAYS_WORDS
        or (
            m.tag == "SN"
            and m.form.isdigit()
            and int(m.form) >= 2
            and i + 1 < len(morphs)
            and morphs[i + 1].form == "일"
        )
        for i, m in enumerate(morphs)
    )


_EATING_WINDOW = re.compile(r"\d{1,2}:\d{1,2}")


def _completed_action(morph: Morph) -> bool:
    """The auxiliary of "끝나고 나니" (after it ended) is not the pronoun 나 (me)."""
    return morph.form == "나" and morph.tag == "VX"


_TAKING: Final = frozenset({"먹", "복용", "맞", "삼키", "쓰", "얻어먹", "받", "피우"})


# Who gives an injection as care, not as a drug passed on: a nurse's shot is no misuse.
_MEDICAL_GIVERS: Final = frozenset(
    {"간호사", "의사", "병원", "선생님", "원장", "약사", "보건소", "의원", "클리닉", "쌤"}
)


# Round 56 (fresh52-0085, ``엄마 수면제 처방 받아오는 길에``): another person's drug fetched
# for them - received or picked up and brought back (받아 오, 받으러, 타러, 타 오), or brought to
# them (갖다/사다 드리) - is an errand, not the drug taken, when nothing in the sentence takes it
# (먹, 복용, 맞, 삼키 ...).
_FETCH_VERBS: Final = frozenset({"받", "타", "사", "갖", "가지"})
_FETCH_AFTER: Final = frozenset({"오", "러", "으러", "드리", "다"})
_SWALLOWED: Final = frozenset({"먹", "복용", "맞", "삼키", "얻어먹", "투약", "투여"})
_A_SHARE: Final = frozenset({"좀", "몇", "알", "반", "개", "정", "조금", "하나"})
_ERRAND: Final = frozenset({"처방", "처방전", "약국", "병원", "의원", "러", "으러", "드리"})


def _fetched_for_another(morphs: Sequence[Morph], index: int) -> bool:
    owner = next(
        (
            p
            for p in range(index - 1, max(-1, index - 4), -1)
            if scope.other_person_at(morphs, p)
            and all(m.tag.startswith(("N", "XSN")) for m in morphs[p + 1 : index])
        ),
        None,
    )
    if owner is None:
        return False
    if any(m.form in _SWALLOWED and m.tag.startswith("V") for m in morphs):
        return False
    after = morphs[index + 1 : index + 8]
    # Some of it, a few pills (좀, 몇 알, 반): a share for the customer - fail closed.
    if any(m.form in _A_SHARE for m in after):
        return False
    fetched = any(
        m.form in _FETCH_VERBS
        and m.tag == "VV"
        and any(n.form in _FETCH_AFTER for n in after[i + 1 : i + 4])
        for i, m in enumerate(after)
    )
    # An errand said as one: a prescription, a pharmacy or a clinic, going to fetch (-러) or
    # bringing it to them (드리) - not a bare "받아왔어", which may be the customer's share.
    forms = {m.form for m in morphs}
    return fetched and bool(forms & _ERRAND)


def _taken_by_customer(morphs: Sequence[Morph], index: int) -> bool:
    """``엄마 갑상선약 먹어봤어요``: another person's drug (possessive), taken by the customer;
    ``동생이 다이어트약 먹는대요`` is the sibling's own doing (the other is the subject)."""
    if _fetched_for_another(morphs, index):
        return False
    if _asked_and_admitted_use(morphs, index):
        return True  # "엄마가 다이어트약 먹냐고 물어봐서 먹고 있다고 했어요" (set 17)
    after = morphs[index + 1 :]
    if any(m.form in ("놔주", "놓아주") and m.tag.startswith("V") for m in morphs[index:]) and not (
        {m.form for m in morphs} & _MEDICAL_GIVERS
    ):
        return True  # "로이더 형들이 주사 놔줌": another put the needle in the customer (round 13)
    taken = any(m.form in _TAKING and m.tag.startswith("V") for m in after)
    if any(
        m.form == "주" and m.tag in ("VV", "VX") and not _listened_or_helped(after, position)
        for position, m in enumerate(after)
    ):
        # "친구가 anavar 줘서 먹는 중", "형이 놔줘서 맞는 중" (놓아 주다, 사 주다, 구해 주다):
        # given by another, taken by the customer. Round 28: given with no taking verb said
        # ("언니가 수면제 몇 알 나눠줬어요") is the customer's to take all the same.
        return taken or _given_to_customer(morphs)
    if any(m.form in _HANDED_OVER and m.tag.startswith("V") for m in after):
        return _given_to_customer(morphs)  # "친구가 남은 다이어트약 넘겼어요" (round 28)
    if any(m.form in _RECEIVED and m.tag.startswith("V") for m in after):
        return True  # "엄마 옥시코돈 좀 얻었어요": got from another (round 28)
    if _offer_taken_up(morphs, index):
        return True  # "친구가 SARMs 해보라는데 한번 해볼까 생각중" (set 15, family P)
    subject = any(
        scope.other_person_at(morphs, position)
        and position + 1 < index
        and morphs[position + 1].tag in ("JKS", "JX")
        for position, m in enumerate(morphs[:index])
    )
    return taken and not subject


# The lead's probe gaps, set 15 (family P): a drug another person offers - sells it (팔다),
# urges it (권하다, 추천하다), or tells the customer to try it (해 보라는데, 먹어 보라고) - and the
# customer then takes it or weighs taking it (먹었어요, 먹고 있어요, 해볼까, 먹어볼까, 고민 중) is
# the customer's drug, not the other person's own use. The other person's use with no offer
# ("친구가 SARMs 한다는데") names none; a refusal (거절했어요, 안 할 거예요) has no uptake, and a
# refusal anywhere in the clause is `_declined`'s, checked after (fail closed).
_OFFERING: Final = frozenset({"팔", "권하", "권유", "권", "추천"})
_TOLD_TO_TRY: Final = frozenset(
    {"라는", "라고", "래", "래요", "래서", "라며", "라던데", "라는데", "라", "래서요"}
)
_WEIGHING_IT: Final = frozenset({"고민", "혹하", "솔깃", "끌리"})


def _offer_position(morphs: Sequence[Morph], index: int) -> int | None:
    """Where another person's offer of the drug at ``index`` is said after it, if anywhere."""
    for position in range(index + 1, len(morphs)):
        morph = morphs[position]
        if morph.form in _OFFERING and morph.tag in ("VV", "NNG"):
            return position
        following = morphs[position + 1] if position + 1 < len(morphs) else None
        if (
            morph.form == "보"
            and morph.tag == "VX"
            and following is not None
            and following.form in _TOLD_TO_TRY
        ):
            return position + 1  # 해 보라는데, 먹어 보라고: told to try it
    return None


def _taken_up_after(morphs: Sequence[Morph], start: int) -> bool:
    """After the offer, the customer takes it (먹었어요, 맞고 있어요), tries it (해 봤어요, 해
    볼까) or weighs it (고민 중, 혹해요) - a taking verb not denied (안/못 before, -지 않/말
    after); 하다 only as trying (해 보-), since 운동만 할래요 is another thing done."""
    rest = morphs[start + 1 :]
    for position, morph in enumerate(rest):
        if morph.form in _WEIGHING_IT:
            return True
        if not morph.tag.startswith("V") or morph.form not in (_TAKING | {"하"}):
            continue
        before = rest[position - 1] if position else None
        next_forms = [m.form for m in rest[position + 1 : position + 3]]
        if (before is not None and before.form in ("안", "못")) or next_forms in (
            ["지", "않"],
            ["지", "말"],
        ):
            continue
        if morph.form == "하" and not (
            len(next_forms) == 2 and next_forms[1] == "보" and rest[position + 2].tag == "VX"
        ):
            continue
        return True
    return False


def _given_just_before(morphs: Sequence[Morph], index: int) -> bool:
    """The drug named as what another gave or sold (``friend가 준 Adderall``, ``형이 판
    클렌``): 주다 or 팔다 as a modifier right before it (the analyser reads a lone 준 as a
    prefix)."""
    before = morphs[max(0, index - 2) : index]
    forms = [(m.form, m.tag) for m in before]
    return ("준", "XPN") in forms[-1:] or (
        len(forms) == 2 and forms[0][0] in ("주", "팔") and forms[1] == ("ᆫ", "ETM")
    )


def _offer_taken_up(morphs: Sequence[Morph], index: int) -> bool:
    if _given_just_before(morphs, index) and _taken_up_after(morphs, index):
        return True
    offer = _offer_position(morphs, index)
    return offer is not None and _taken_up_after(morphs, offer)


# Round 28: another person's prescription drug handed to the customer with no taking verb
# said - "언니가 수면제 몇 알 나눠줬어요", "친구가 자기 식욕억제제 넘겨줬어요", "엄마 옥시코돈 좀
# 얻었어요" - is taken outside its prescription (S5: a real reader would be unsure). Not when
# the one given it is another person ("언니가 엄마한테 나눠줬대요", "제가 동생한테 줬어요") or
# the giver is a doctor or pharmacist (a prescription given as care).
_HANDED_OVER: Final = frozenset({"넘겨주", "넘기", "건네", "건네주", "쥐이", "쥐여주"})
_RECEIVED: Final = frozenset({"얻", "구하", "챙기"})
_TO_SOMEONE: Final = frozenset({"한테", "에게", "께", "더러"})
_TO_ME: Final = frozenset({"제게", "내게"})


def _given_to_customer(morphs: Sequence[Morph]) -> bool:
    """Nothing in the sentence gives it to another person (``엄마한테``) or makes the giver a
    doctor; a first-person recipient (``저한테``, ``제게``) always counts as the customer."""
    forms = {m.form for m in morphs}
    to_me = bool(forms & _TO_ME) or any(
        m.form in lexicon.KOREAN_SELF
        and m.tag == "NP"
        and position + 1 < len(morphs)
        and morphs[position + 1].form in _TO_SOMEONE
        for position, m in enumerate(morphs)
    )
    if to_me:
        return True
    if forms & _MEDICAL_GIVERS:
        return False
    return not any(
        scope.other_person_at(morphs, position)
        and (rest := [m for m in morphs[position + 1 :] if m.tag != "XSN"])
        and rest[0].tag == "JKB"
        and rest[0].form in _TO_SOMEONE
        for position in range(len(morphs))
    )


# Round 27: "얘기 들어줬어요", "도와줬어요" - the customer listened to or helped another; this 주
# gives nothing ("친구가 수면제 먹는다길래 걱정돼서 얘기 들어줬어요" is the friend's drug). Only
# the 주 right after 듣 or 돕 (and its 어/아) is set aside; any other 주 still reads as given.
_LISTEN_OR_HELP: Final = frozenset({"듣", "들", "돕", "도와", "도우"})


def _listened_or_helped(morphs: Sequence[Morph], position: int) -> bool:
    """The 주 at ``position`` is listening or helping, and nothing is taken after it ("얘기
    들어줬는데 저도 하나 얻어먹었어요" is still the customer taking it)."""
    before = [m for m in morphs[max(0, position - 2) : position] if m.tag != "EC"]
    return (
        morphs[position].tag == "VX"
        and bool(before)
        and before[-1].form in _LISTEN_OR_HELP
        and not any(m.form in _TAKING and m.tag.startswith("V") for m in morphs[position + 1 :])
    )


def _another_persons(rule: RuleId, morphs: Sequence[Morph], index: int) -> bool:
    """Said of another person (Korean), unless it is their drug the customer takes."""
    if not scope.korean_other_person(morphs, index):
        return False
    return not (rule == "S5" and _taken_by_customer(morphs, index))


_FOOD_AFTER_YAK: Final = frozenset({"밥", "과", "수", "수터"})
_VACCINE: Final = frozenset({"백신", "접종", "예방접종", "예방주사"})
# The lead's probes of 2026-12-07, set 4 (drugs): a shot against an illness the vaccines prevent
# (독감 주사, 코로나 주사) is a vaccination, as 독감 백신 is; and an injection at a clinic - a drip
# of vitamins or nutrients named right before 주사 (비타민 주사, 마늘주사, 백옥주사), a doctor,
# a clinic or a hospital named in the sentence, or a vaccine's illness named right before it
# (대상포진 주사) - is care, not a drug taken outside a prescription. Not with a lay source
# (헬스장 형, 지인, 인터넷, 직구) or a purpose of muscle or
# weight (살, 다이어트, 지방, 근육, 벌크, 스테로이드, 호르몬) anywhere in the sentence: "헬스장 형이
# 비타민이라는데 주사로 맞아요" and "피부과에서 살 빼는 주사" stay held.
_VACCINE_PREVENTED: Final = frozenset(
    {"독감", "인플루엔자", "코로나", "대상포진", "폐렴", "파상풍", "간염", "홍역", "수두", "백일해"}
)
_SHOT: Final = frozenset({"주사", "샷", "예방주사"})
_CLINIC_DRIPS: Final = frozenset(
    {"비타민", "영양", "마늘", "백옥", "태반", "신데렐라", "감초", "수액", "링거", "철분", "포도당"}
)
_CLINIC_GIVERS: Final = frozenset(
    {"병원", "의원", "클리닉", "의사", "간호사", "보건소", "피부과", "내과", "정형외과", "한의원"}
    | {"응급실", "의료원", "치과", "산부인과", "이비인후과", "소아과", "외과"}
)
_INJECTION_PURPOSE = re.compile(
    r"살|다이어트|지방|근육|벌크|스테|테스토|호르몬|성장|커팅|컷팅|바디 ?프로필|감량|식욕|"
    r"삭센다|위고비|마운자로|오젬픽|분해"
)


def _clinic_injection(morphs: Sequence[Morph], index: int) -> bool:
    before = morphs[index - 1] if index > 0 else None
    drip = (
        before is not None
        and before.form in _CLINIC_DRIPS
        and before.tag.startswith("NN")
        and morphs[index].start - before.end <= 1
    )
    vaccine = before is not None and before.form in _VACCINE_PREVENTED
    given = any(m.form in _CLINIC_GIVERS and m.tag.startswith("NN") for m in morphs)
    if not (drip or vaccine or given):
        return False
    spoken = " ".join(m.form for m in morphs)
    return not (_INJECTION_PURPOSE.search(spoken) or _lay_giver(morphs))


# A lay person, the gym or the internet is the injection's source only where something is given,
# got or bought in the sentence (놔주다, 주다, 받다, 구하다, 사다, 얻다) - not a companion (언니랑
# 같이 맞았어요) nor a friend who drove the customer there (친구가 데려다줌).
_GIVING: Final = frozenset({"놔주", "놓아주", "주", "받", "구하", "사", "얻", "팔", "건네", "넘기"})
_GIVEN_AFTER: Final = frozenset({"놓", "놔", "구하", "사", "갖", "가지"})
_COMPANION: Final = frozenset({"랑", "이랑", "하고", "와", "과"})


def _lay_giver(morphs: Sequence[Morph]) -> bool:
    spoken = " ".join(
        m.form
        for i, m in enumerate(morphs)
        if not (i + 1 < len(morphs) and morphs[i + 1].form in _COMPANION)
    )
    if not _LAY_SOURCE.search(spoken):
        return False
    return any(
        m.form in _GIVING
        and (
            m.tag == "VV"
            or (m.form == "주" and i > 0 and morphs[i - 1].form in _GIVEN_AFTER)
            or (m.form == "주" and i > 1 and morphs[i - 2].form in _GIVEN_AFTER)
        )
        for i, m in enumerate(morphs)
    )


_DISK_WORDS: Final = frozenset({"조각모음", "용량", "공간", "포맷", "드라이브", "파티션", "정리"})


def _computer_disk(morphs: Sequence[Morph], index: int) -> bool:
    forms = [m.form for m in morphs[index + 1 : index + 4]]
    return bool(forms) and (
        forms[0] in _DISK_WORDS or (forms[:2] == ["조각", "모으"])  # Kiwi splits 조각모음
    )


# A word written fused to 자살 that makes it a sports play (an own goal, a squeeze bunt).
_SPORTS_AFTER_SUICIDE: Final = frozenset({"골", "번트", "스퀴즈"})


def _idiom(morphs: Sequence[Morph], index: int) -> bool:
    """``아픈 손가락`` (a favourite), ``약밥``/``약과``/``약수``, a title with ``님``: not what
    the word says."""
    following = morphs[index + 1] if index + 1 < len(morphs) else None
    after = morphs[index + 2] if index + 2 < len(morphs) else None
    if _disgust_simile(morphs, index) or _mayak_dish(morphs, index) or _mayak_simile(morphs, index):
        return True
    if _mayak_as_predicate(morphs, index) or _mayak_policed(morphs, index):
        return True
    if (
        morphs[index].form == "대마"
        and following is not None
        and following.form in _HEMP_SEED
        and following.tag.startswith("NN")
    ):
        return True  # "대마씨 오일", "대마 종자유": hemp seed, a food (lead probes set 4)
    if following is not None and following.form in _VACCINE:
        return True  # "독감 백신", "코로나 접종": a shot against it, not the illness
    if (
        morphs[index].form in _VACCINE_PREVENTED
        and following is not None
        and following.form in _SHOT
        and following.tag.startswith("NN")
    ):
        return True  # "독감 주사 맞았어요": the flu shot, a vaccination (lead probes set 4)
    if morphs[index].form == "주사" and _clinic_injection(morphs, index):
        return True  # "비타민 주사 맞고 왔어요", a doctor's injection: care, not a drug
    if following is not None and following.form == "님" and following.tag == "XSN":
        return True  # "관장님" (the gym's head coach) is a title, not 관장 (an enema)
    if morphs[index].form == "디스크" and _computer_disk(morphs, index):
        return True  # "디스크 조각모음" (defragmenting), "디스크 용량": a computer's disk
    if (
        morphs[index].form == "자살"
        and following is not None
        and following.start == morphs[index].end
        and following.form in _SPORTS_AFTER_SUICIDE
    ):
        return True  # "자살골" (an own goal), "자살번트" (a squeeze bunt): a play, not a death
    if (
        morphs[index].form == "정신"
        and following is not None
        and following.form == "줄"
        and following.tag == "NNG"
    ):
        return True  # "정신줄 놓고 놀았어요": letting go, an idiom - not consciousness (2026-12-07)
    if morphs[index].form == "아프" and _troublesome(morphs, index):
        return True  # "골치 아파요" (it is a headache, a bother): no head that hurts
    if morphs[index].form == "죽" and _dying_to(morphs, index):
        return True  # "가보고 싶어서 죽겠어요": dying to go, a wish (round 23)
    if morphs[index].form == "아프" and following is not None and following.tag == "ETM":
        return after is not None and after.form == "손가락"
    return (
        morphs[index].form == "약"
        and following is not None
        and following.start == morphs[index].end
        and following.form in _FOOD_AFTER_YAK
    )


def _dying_to(morphs: Sequence[Morph], index: int) -> bool:
    """``V-고 싶어(서) 죽겠다`` / ``죽을 것 같다``: "dying to" do something, the wish being the
    verb before 싶 (round 23). ``죽고 싶어`` itself is the 싶 after 죽, and stays held."""
    following = [m.form for m in morphs[index + 1 : index + 4]]
    dying = following[:1] == ["겠"] or (
        len(following) >= 3
        and following[0] in ("ᆯ", "을")
        and following[1] == "것"
        and following[2] == "같"
    )
    if not dying or index < 3:
        return False
    ending, wish, linker = morphs[index - 1], morphs[index - 2], morphs[index - 3]
    return (
        ending.tag == "EC"
        and ending.form in ("어", "어서", "아", "아서")
        and wish.form == "싶"
        and linker.form == "고"
        and index >= 4
        and morphs[index - 4].form not in ("죽", "사라지", "없어지", "끝내", "떠나")
    )


def _troublesome(morphs: Sequence[Morph], index: int) -> bool:
    """``골치(가) 아프다``: the word before 아프, particles aside, is 골치 (round 9); and
    ``마음이 (좀) 아파요``, sorrow over a loss or a heartbreak, not a body part (round 20)."""
    before = [m for m in morphs[:index] if not m.tag.startswith("J")]
    if before and before[-1].form == "골치":
        return True
    words = [m for m in before if m.tag != "MAG"]
    return (
        bool(words)
        and words[-1].form in _HEART_AS_MIND | _MONEY_THINGS
        and words[-1].tag.startswith("NN")
    )


# Round 65 (the sixty-second batch's theme, money): "통장이 아파요", "이번 달 지갑이 아프다" -
# the bank account or the wallet that aches is money spent, as 마음이 아파요 is sorrow.
_MONEY_THINGS: Final = frozenset(
    {"통장", "텅장", "지갑", "잔고", "계좌", "가계부", "주머니", "카드값"}
)


# "마음이 아파요", "맘이 너무 아파": the mind that aches - sadness, held for S1 only by its own
# words; 가슴 (the chest) is not among them.
_HEART_AS_MIND: Final = frozenset({"마음", "맘"})


# "마약김밥", "마약 옥수수", "마약베개": 마약 as a dish's (or a thing's) nickname for "addictively
# good", not a drug.
_NICKNAMED_MAYAK: Final = frozenset(
    [
        "옥수수",
        "김밥",
        "떡볶이",
        "떡",
        "계란",
        "달걀",
        "빵",
        "소금빵",
        "토스트",
        "치킨",
        "소스",
        "라면",
        "쿠키",
        "만두",
        "핫도그",
        "찐빵",
        "감자",
        "어묵",
        "족발",
        "육회",
        "김치",
        "닭강정",
        "강정",
        "크림",
        "과자",
        "팝콘",
        "버터",
        "간장",
        "쌈장",
        "양념",
        "주먹밥",
        "베개",
        "방석",
        "이불",
        "샌드위치",
        "빙수",
        "호떡",
        "튀김",
        "순대",
        "국수",
        "냉면",
        "곱창",
        "닭발",
        "라떼",
        "커피",
        "음료",
        "요거트",
        "젤리",
        "누룽지",
    ]
)


# Round 94 (fresh101-0111, "마약탐지견이랑 같이 새벽 순찰 돌았어요"): 마약 straight before a noun of
# detecting or policing it - a detection dog (탐지견, 마약견), detection, a crackdown, an
# investigation or its squad - names a job or a dog's work, not a drug the customer takes. Any
# other drug word in the text is its own finding.
_MAYAK_POLICED: Final = frozenset(
    {"탐지", "탐지견", "견", "단속", "수사", "수사대", "수사관", "수사팀", "단속반", "수색"}
)


def _mayak_policed(morphs: Sequence[Morph], index: int) -> bool:
    following = morphs[index + 1] if index + 1 < len(morphs) else None
    return (
        morphs[index].form == "마약"
        and following is not None
        and following.tag.startswith("NN")
        and following.form in _MAYAK_POLICED
    )


def _mayak_dish(morphs: Sequence[Morph], index: int) -> bool:
    following = morphs[index + 1] if index + 1 < len(morphs) else None
    return (
        morphs[index].form == "마약"
        and following is not None
        and following.tag.startswith("NN")
        and following.form in _NICKNAMED_MAYAK
    )


# Round 87 (fresh95-0131, "이 노래 진짜 마약 같음.. 하루 종일 흥얼거림"): 마약 as the measure of
# a song, a dance or a taste that will not let go ("마약 같아", "마약처럼", "마약 같은 노래") is
# "addictive", as 마약김밥 is - not a drug. Not "마약 같은 거 / 약 / 성분" (a thing like a
# drug is a drug), and not where the sentence takes something after it (먹다, 복용, 투약, 흡입,
# 피우다, 맞다, 하다, up to the sentence's end): "마약 같은 걸 해봤어요" stays held. Any drug
# word beside it is its own finding and holds.
_MAYAK_AS_A_THING: Final = frozenset(
    {"거", "것", "걸", "게", "건", "약", "물질", "성분", "종류", "가루", "알약", "주사", "애", "놈"}
)
_MAYAK_TAKEN: Final = frozenset({"먹", "복용", "투약", "흡입", "피우", "맞", "하", "들이키"})


def _mayak_simile(morphs: Sequence[Morph], index: int) -> bool:
    if morphs[index].form != "마약":
        return False
    after = morphs[index + 1 : index + 4]
    if not after:
        return False
    first = after[0]
    likened = first.form in ("처럼", "마냥") or (first.form == "같이" and first.tag != "VA")
    like_a = first.form == "같" and first.tag == "VA"
    a_drug_like_thing = (
        like_a and len(after) > 2 and after[1].tag == "ETM" and after[2].form in _MAYAK_AS_A_THING
    )
    if not (likened or like_a) or a_drug_like_thing:
        return False
    rest = morphs[index + 1 :]
    ends = [i for i, m in enumerate(rest) if m.tag == "SF"]
    return not any(
        m.form in _MAYAK_TAKEN and m.tag.startswith(("VV", "NNG"))
        for m in rest[: ends[0] if ends else len(rest)]
    )


# The lead's probes of 2026-12-07, set 4 (drugs): 마약 said of a dish, a song or a thing as its
# predicate - the copula in any ending (마약임, 마약이야, 마약이네, 마약이다, 마약이라고), "마약 그
# 자체", "마약이 따로 없어요", or bare after a word of degree at the sentence's end ("완전
# 마약 ㅋㅋ") - is "addictive", as 마약김밥 and "마약 같아" are. Not when what is called 마약 is a
# thing taken (먹은 게, 피운 거, 그 약, 이 가루 - a noun of _MAYAK_AS_A_THING just before it),
# when the sentence names a way of taking a drug (투약, 흡입, 피우다, 맞다, 복용), nor as a
# question ("이거 마약이에요?"), nor in the past (그게 마약이었어요 - a thing found to have been a
# drug): "어제 먹은 게 마약이었대요" stays held. Any other drug word is its own finding.
# Hemp seed and its oil (대마씨, 대마 씨앗, 대마 종자유) are a food, not cannabis.
_HEMP_SEED: Final = frozenset({"씨", "씨앗", "씨드", "종자", "종자유", "씨유"})
_MAYAK_ROUTES: Final = frozenset({"복용", "투약", "투여", "흡입", "피우", "맞", "들이키", "주사"})
_MAYAK_DEGREE: Final = frozenset({"완전", "진짜", "거의", "그냥", "걍", "찐", "완죤", "레알"})


def _mayak_as_predicate(morphs: Sequence[Morph], index: int) -> bool:
    if morphs[index].form != "마약":
        return False
    after = morphs[index + 1 : index + 4]
    forms = [m.form for m in after]
    copula = bool(after) and (
        after[0].tag == "VCP"
        or (after[0].form == "이" and len(after) > 1 and after[1].tag == "Z_CODA")
    )
    nothing_like_it = forms[:1] in (["이"], ["가"]) and "없" in forms[1:3] and "따로" in forms
    itself = forms[:2] == ["그", "자체"]
    bare_end = (
        index > 0
        and morphs[index - 1].form in _MAYAK_DEGREE
        and all(m.tag in ("SW", "SF", "SE", "SS") for m in morphs[index + 1 :])
    )
    if not (copula or nothing_like_it or itself or bare_end):
        return False
    if any(m.tag == "SF" and "?" in m.form for m in morphs[index + 1 :]):
        return False  # "이거 마약이에요?": asked of a thing, not said of a taste
    if copula and len(after) > 1 and after[1].tag == "EP":
        return False  # "그거 마약이었대요": a thing found to have been a drug, not a taste
    before = [m for m in morphs[max(0, index - 3) : index] if not m.tag.startswith("J")]
    if any(m.form in _MAYAK_AS_A_THING and m.tag.startswith("N") for m in before):
        return False  # "먹은 게 마약이었대요", "그 약 마약이래요": the thing taken is a drug
    return not any(m.form in _MAYAK_ROUTES and m.tag.startswith(("VV", "NNG")) for m in morphs)


_SIMILE: Final = frozenset({"같이", "처럼", "듯", "듯이"})
_TASTE: Final = frozenset({"맛", "맛없", "노맛", "비주얼", "냄새", "식감"})


def _disgust_simile(morphs: Sequence[Morph], index: int) -> bool:
    """``토할 것같이 맛없는``, ``토 나올 듯한 냄새``: vomiting as a measure of bad taste."""
    if morphs[index].form not in ("토하", "토", "게우"):
        return False
    after = morphs[index + 1 : index + 8]
    forms = [m.form for m in after]
    simile = [i for i, form in enumerate(forms) if form in _SIMILE]
    return bool(simile) and any(form in _TASTE for form in forms[simile[0] + 1 :])


_MEALS: Final = frozenset({"아침", "점심", "저녁"})


def _meal_made_up_after(morphs: Sequence[Morph], found: _Finding, offset: int, after: str) -> bool:
    """Round 23: one meal skipped, and the next sentence eats the next one (``점심 굶었어요.
    대신 저녁 든든히 먹었어요``), as ``_one_meal_skipped`` reads it within one sentence."""
    index = _morph_at(morphs, found.start - offset)
    index = next(
        (
            i
            for i in range(index or 0, len(morphs))
            if morphs[i].start < found.end - offset and morphs[i].form == "굶"
        ),
        None,
    )
    if index is None or len({m.form for m in morphs} & _MEALS) != 1 or not after.strip():
        return False
    following = _analysed(after)
    return (
        bool({m.form for m in following} & _MEALS)
        and any(m.form == "먹" and m.tag == "VV" for m in following)
        and not _NOT_EATING.search(_light(after))
    )


# Round 65 (the sixty-second batch's theme, money): a fright at a price or a bill - "카드값 보고
# 숨이 턱 막혔어요 ㅋㅋ", "통장 잔고 보고 기절할 뻔", "I almost passed out when I saw the heating
# bill" - and living on nothing but breath ("월급날까지 숨만 쉬고 살아요") are idioms, as round
# 36's "nearly had a heart attack when i saw the bill" is: the sign only almost happened, or is
# laughed at, on seeing money. Any real sign beside it (가슴, 통증, 어지러, 병원, a workout ...)
# keeps the S1.
_PRICE_SEEN = re.compile(
    r"(?:카드 ?값|명세서|고지서|청구서|영수증|잔고|잔액|통장|가격|요금|월세|관리비|난방비|"
    r"전기세|전기 ?요금|가스비|세금|환율|주가|계좌|계산서|견적)(?:을|를|이|가|은|는|도)? ?"
    r"(?:보고|보니|보니까|봤는데|보자마자|확인하고|확인하니|열어보고|받고|받아보고|나온 거 보고)|"
    r"\b(?:when (?:i|we) (?:saw|see|opened|read|got|checked|looked at)|seeing|opening|reading|"
    r"at) (?:the |my |our |this |that )?(?:\w+ ){0,2}(?:bill|bills|price|prices|receipt|"
    r"statement|total|invoice|rent|balance|tab|quote)\b"
)
_ONLY_ALMOST = re.compile(
    r"뻔|줄 ?알았|줄|ㅋㅋ|ㅎㅎ|\b(?:almost|nearly|practically|about to|lol|lmao|haha\w*)\b|"
    r"숨이 ?(?:턱|탁|콱|확)? ?막"
)
_REAL_SIGN_NEAR = re.compile(
    r"가슴|흉통|통증|병원|응급|구급|진짜로|실제로|식은땀|어지러|어지럼|두근|운동|헬스|러닝|뛰|"
    r"\b(?:chest|pain|hospital|er|ambulance|actually|dizz\w*|workout|gym|run\w*|lift\w*|"
    r"really did|for real)\b"
)
_BREATH_ONLY_LIVING = re.compile(
    r"숨만 ?쉬고 ?(?:살|사는|삽|버티|버팀)|숨만 ?쉬어도 ?(?:돈|통장|카드|지출|나가|깨지)"
)


# Round 65 (fresh11-0219, "my back is killing me... jk, back day went great"; probing, "the
# heat made me so dizzy i almost fainted lol jk it was fine"): a sign taken back straight after
# as a joke (jk, just kidding, 농담이고 ...) and then said to be fine is not stated. Never a
# self-harm word (a joke about it still holds), never "not kidding", and only with the all-clear
# after the joke word.
_TAKEN_BACK = re.compile(
    r"^[^.!?]{0,40}?[.!?…,\s]*(?<!not )(?<!no )(?:\bjk\b|\bj ?/ ?k\b|\bjust kidding\b|"
    r"\bjust joking\b|농담이고|농담이에요|농담임|장난이고|훼이크)[^.!?]{0,24}?"
    r"(?:\bfine\b|\bgreat\b|\bgood\b|\bok(?:ay)?\b|괜찮|멀쩡|좋았|잘 ?(?:됐|했|끝))"
)


def _taken_back_as_a_joke(light_after: str) -> bool:
    return bool(_TAKEN_BACK.search(light_after))


# Round 83 (fresh90-0159, "조교 일이랑 논문 때문에 숨 쉴 틈도 없어요ㅋㅋ"): no time to breathe -
# 숨 쉴 / 숨 돌릴 + a gap of time (틈, 새, 겨를, 시간, 여유) + none of it (없, 안 나) - is the idiom
# "too busy to breathe", not breathlessness. A real sign of the breath or the chest in the same
# sentence (숨이 차, 가쁘, 막혀, 헐떡, 호흡 곤란, 가슴, 답답, 어지러) keeps the S1, also with
# one word between (숨이 너무 가빠요).
_NO_TIME_TO_BREATHE = re.compile(
    r"숨 ?(?:쉴|돌릴) ?(?:틈|새|겨를|시간|여유)(?:도|이|가|조차)? ?(?:없|안 ?나|안 ?생)"
)
_IDIOM_BREATH_SIGN = re.compile(
    r"숨(?:이|을|도)? ?(?:[가-힣]{1,3} )?(?:차|찼|찰|가쁘|가빠|가빴|막|턱)|"
    r"헐떡|쌕쌕|호흡|가슴|흉통|답답|어지러|어지럼|쓰러|기절"
)


def _no_time_to_breathe(light: str) -> bool:
    return bool(_NO_TIME_TO_BREATHE.search(light)) and not _IDIOM_BREATH_SIGN.search(light)


def _fright_at_a_price(light: str) -> bool:
    if _REAL_SIGN_NEAR.search(light):
        return False
    if _BREATH_ONLY_LIVING.search(light):
        return True
    return bool(_PRICE_SEEN.search(light)) and bool(_ONLY_ALMOST.search(light))


# Round 65 (fresh60-0052, "아침 경기라 breakfast는 바나나 하나만 먹고 뛰고, 점심은 제대로
# 먹었어요"): one meal of one food (바나나 하나만, 커피만 마시고) with a later meal of the day
# then eaten properly (제대로, 든든히, 충분히 ...) in the rest of the sentence or the next one is
# an ordinary light meal - not "only bananas" as a diet. A whole day or days of it, or the later
# meal not eaten (제대로 못 먹었어요), stay held.
_ONE_FOOD_ONLY = re.compile(r"^(?:사과|바나나|오이|계란|요거트|커피|아메리카노)")
_PROPER_MEAL_LATER = re.compile(
    r"(?:아침|점심|저녁|브런치|\b(?:breakfast|brunch|lunch|dinner))[^.!?]{0,12}?"
    r"(?:제대로|든든(?:히|하게)|충분히|배부르게|푸짐하게|넉넉히|\bproperly\b|\bfull\b)"
)
_WHOLE_DAYS = re.compile(r"하루 ?(?:종일|내내)|온종일|며칠|일주일|\ball day\b|\bdays\b|매일|요즘")


# The lead's probe gaps, set 9 (session 22): the other meal of the day named with a dish
# ("아침은 커피만 마셨어요 점심은 김치찌개", "점심에 국밥 먹고 저녁은 바나나만") or eaten (점심은
# 먹었어요) is that ordinary day too - one meal of one food while another meal is named. Not a
# light food as the other meal (점심도 사과 하나), the other meal not eaten (점심은 굶었어요,
# 김치찌개 시켰는데 못 먹었어요), nor a whole day or days of it (_WHOLE_DAYS).
_A_DISH = (
    r"(?:[가-힣]*(?:밥|찌개|국수|탕|전골|볶음|구이|덮밥|비빔밥|김밥|라면|짜장면?|짬뽕|냉면|"
    r"국밥|칼국수|떡볶이|돈까스|돈가스|카츠|제육|불고기|삼겹살|갈비|고기|치킨|피자|버거|햄버거|"
    r"파스타|스파게티|샌드위치|도시락|백반|정식|뷔페|초밥|회덮밥|카레|스테이크|마라탕|쌀국수|"
    r"닭가슴살|부대찌개|순대|족발|보쌈|찜닭|한식|중식|양식|일식|분식|회식|외식)|"
    r"\b(?:rice|pasta|noodles?|burgers?|pizza|steak|sandwich(?:es)?|curry|sushi|ramen|"
    r"chicken|beef|pork|bibimbap|stew|soup|buffet))"
)
_OTHER_MEAL_NAMED = re.compile(
    r"(?:아침|점심|저녁|브런치|\b(?:breakfast|brunch|lunch|dinner))(?![가-힣]*(?:도|까지|마저))"
    r"[^.!?]{0,12}?"
    rf"(?:{_A_DISH}(?! ?(?:만|뿐|밖에|only))|(?<!안)(?<!안 )(?<!못)(?<!못 )먹(?:었|음|고|어요)|"
    r"\b(?:had|ate)\b)"
)


def _one_food_meal_made_up(sentence: str, found: _Finding, offset: int, after: str) -> bool:
    start, end = found.start - offset, found.end - offset
    if not _ONE_FOOD_ONLY.match(_views(sentence[start:end])[0].text):
        return False
    if _WHOLE_DAYS.search(_light(sentence)):
        return False
    rest = _light(sentence[end:] + " " + after)
    later = _PROPER_MEAL_LATER.search(rest) or _OTHER_MEAL_NAMED.search(rest)
    if later is not None and not _NOT_EATING.search(rest[later.start() :]):
        return True
    # the other meal before: up to the finding's own meal word (저녁은 커피만 ...)
    before = _light(sentence[:start])
    own = [meal.start() for meal in _MEAL_WORDS.finditer(before)]
    earlier = before[: own[-1]] if own else ""
    named = _OTHER_MEAL_NAMED.search(earlier)
    return named is not None and not _NOT_EATING.search(earlier[named.start() :])


def _one_meal_skipped(morphs: Sequence[Morph], index: int) -> bool:
    """``점심 굶었다가 저녁에 든든하게 먹었어요``: one meal skipped, the next one eaten."""
    if morphs[index].form != "굶":
        return False
    meals = {m.form for m in morphs} & _MEALS
    ate_later = any(m.form == "먹" and m.tag == "VV" for m in morphs[index + 1 :])
    return len(meals) >= 1 and ate_later


_OPERATION: Final = frozenset({"수술"})
_ELECTIVE_PROCEDURE: Final = frozenset(
    {
        "라식",
        "라섹",
        "렌즈삽입",
        "쌍꺼풀",
        "쌍커풀",
        "쌍수",
        "성형",
        "지방흡입",
        "사랑니",
        "발치",
        "임플란트",
        "치아교정",
        "포경",
        "제모",
        "눈매교정",
    }
)


def _elective_operation(morphs: Sequence[Morph], index: int) -> bool:
    """Round 58 (fresh54-0109, ``회원 다음달 라식 수술 예정``): 수술 right after an elective
    procedure (vision correction, eyelids, a wisdom tooth, implants) names no disease; a bare
    수술 later in the text is read in ``_elective_operation_again``."""
    return (
        morphs[index].form in _OPERATION
        and index > 0
        and morphs[index - 1].form in _ELECTIVE_PROCEDURE
        and morphs[index - 1].tag.startswith("NN")
    )


_PAST_MARKS: Final = frozenset({"과거", "이력", "예전", "옛날", "작년", "재작년", "old"})
_ALL_CLEAR: Final = frozenset({"멀쩡", "괜찮", "문제없", "회복", "완치", "아물"})
_ABSENT_AFTER: Final = frozenset({"문제", "통증", "이상", "증상", "불편"})
_STILL_NOW: Final = frozenset({"아직", "여전히", "가끔", "조금", "좀", "덜", "살짝", "다시", "또"})


def _operation_healed(morphs: Sequence[Morph], index: int) -> bool:
    """An operation in the past with no trouble now (``작년에 맹장 수술했었는데 이젠 아무 문제
    없어요``, ``10년 전 수술, 통증 전혀 없음``): an event, like an injury, that healed. A
    disease it treated is its own word and stays held."""
    forms = [m.form for m in morphs]
    past = any(
        (m.tag == "EP" and m.form in ("었", "았", "었었", "았었", "였"))
        or m.form in _PAST_MARKS
        or (m.form == "적" and m.tag == "NNB")
        or (m.form == "전" and i > 0 and forms[i - 1] in ("년", "달", "개월", "해"))
        # Round 23: school days (``고등학생 때``) and a wound healed (``다 아문 지``) are past.
        or (m.form in _SCHOOL_DAYS | _STUDENTS and "때" in forms[i + 1 : i + 3])
        or m.form == "아물"
        for i, m in enumerate(morphs)
    )
    after = forms[index + 1 :] or forms  # "통증 전혀 없음, 10년 전 수술": said before it
    if not past or set(forms) & _STILL_NOW:
        return False
    absent = any(
        form == "없" and any(f in _ABSENT_AFTER for f in after[max(0, i - 3) : i])
        for i, form in enumerate(after)
    )
    # "빼고는 건강해요": healthy (the adjective 건강하, not 건강 관리) is no trouble either.
    healthy = any(
        m.form == "건강" and i + 1 < len(morphs) and morphs[i + 1].tag == "XSA"
        for i, m in enumerate(morphs[index + 1 :], start=index + 1)
    )
    # "재활 다 끝났고 지금은 no issues": rehab finished, nothing the matter now (round 13).
    rehab_done = "재활" in after and "끝나" in after[after.index("재활") :]
    # "지금은 아무렇지 않아요": nothing the matter now, as an injury healed reads it (round 31).
    untroubled = "아무렇" in after and "않" in after[after.index("아무렇") :]
    lowered = [form.casefold() for form in after]
    no_issues = any(
        form == "no" and i + 1 < len(lowered) and lowered[i + 1] in _NO_ISSUE_WORDS
        for i, form in enumerate(lowered)
    )
    return (
        absent or healthy or rehab_done or untroubled or no_issues or bool(set(after) & _ALL_CLEAR)
    )


_NO_ISSUE_WORDS: Final = frozenset({"issues", "issue", "problems", "problem", "pain", "symptoms"})


# Round 95: shingles and chickenpox run their course and, once over, are a past minor illness
# (lexicon.KOREAN_MINOR_ILLNESS) - but only said wholly over. Almost or partly better, or with
# something left behind (거의, 덜, 아직, 남, 조금), they are still there, where a cold "almost
# better" (감기 거의 나았어요) is not held.
_RUN_THEIR_COURSE: Final = frozenset({"대상포진", "수두"})
_NOT_WHOLLY: Final = frozenset({"거의", "덜", "아직", "아직도", "남", "조금", "좀", "살짝", "반쯤"})


def _passing_illness(morphs: Sequence[Morph], index: int) -> bool:
    """The term at ``index`` is a minor illness that can be over (see ``_RUN_THEIR_COURSE``)."""
    form = morphs[index].form
    if form not in lexicon.KOREAN_MINOR_ILLNESS:
        return False
    return form not in _RUN_THEIR_COURSE or not any(
        m.form in _NOT_WHOLLY for m in morphs[index + 1 :]
    )


_INJURED: Final = frozenset({"다치", "부상", "삐", "삐끗"})
_NOW_MARKS: Final = frozenset({"이제", "이젠", "지금", "지금은", "요즘", "now", "현재"})


def _injury_healed(morphs: Sequence[Morph], index: int) -> bool:
    """An injury said to be of the past (``예전에 다친 손목은``) and now without pain (``이제
    전혀 안 아파요``, ``이제 no pain``): an old sprain healed (round 9). Pain still there or
    back again (``아직``, ``다시``, ``또``) keeps it held."""
    if morphs[index].form not in _INJURED:
        return False
    forms = [m.form for m in morphs]
    after = forms[index + 1 :]
    if not set(forms[:index]) & _PAST_MARKS or set(forms) & _STILL_NOW:
        return False
    if not set(after) & _NOW_MARKS:
        return False
    no_pain = any(
        (form in ("안", "못") and i + 1 < len(after) and after[i + 1] in ("아프", "아파"))
        or (form.casefold() == "no" and i + 1 < len(after) and after[i + 1].casefold() == "pain")
        for i, form in enumerate(after)
    )
    # "지금은 아무렇지도 않습니다": nothing the matter now (round 11).
    untroubled = "아무렇" in after and "않" in after[after.index("아무렇") :]
    # "현재 이상 없음", "지금은 문제 없어요": nothing the matter now (round 12).
    absent = any(
        form == "없" and any(f in _ABSENT_AFTER for f in after[max(0, i - 3) : i])
        for i, form in enumerate(after)
    )
    return no_pain or untroubled or absent or bool(set(after) & _ALL_CLEAR)


_WOUNDS: Final = frozenset({"상처"})
_HEALED_ENDINGS: Final = frozenset({"었", "았", "ᆷ", "ᆫ"})


def _wound_healed(morphs: Sequence[Morph], index: int) -> bool:
    """Round 89 (fresh97-0017, a cut of last month "상처 완전히 아묾" in a pain note that
    denies pain): a wound whose own clause says it has closed (상처 ... 아물었/아묾/아문) is
    healed. Only adverbs may stand between (다, 잘, 완전히); a negator or a still-open mark
    (안, 못, 덜, 아직, 다시 ...) anywhere in the text, 아물지 않 or a healing still under way
    (아물어 가) keeps it held, and a pain said beside it is its own cue."""
    if morphs[index].form not in _WOUNDS:
        return False
    forms = [m.form for m in morphs]
    if set(forms) & (_STILL_NOW | {"안", "못"}):
        return False
    i = index + 1
    while i < len(morphs) and i <= index + 4:
        if morphs[i].form == "아물" and morphs[i].tag == "VV":
            return i + 1 < len(morphs) and morphs[i + 1].form in _HEALED_ENDINGS
        if not (morphs[i].tag.startswith("J") or morphs[i].tag == "MAG"):
            return False
        i += 1
    return False


# Round 90 (fresh98-0149, "예전에 새끼손가락 골절됐던거 완전히 붙었어요" in a pain field): a broken
# or cracked bone said to have knit (붙었, 붙음, 붙은) is healed, as round 89's wound said closed.
_BROKEN_BONE: Final = frozenset({"골절", "금"})
_KNIT_NOUNS: Final = frozenset({"거", "것", "건", "부위", "뼈", "데", "곳"})
_KNIT_ENDINGS: Final = frozenset({"었", "았", "ᆷ", "음", "ᆫ"})


def _bone_knitted(morphs: Sequence[Morph], index: int) -> bool:
    """Round 90: 골절 or 금 (가다) followed in its own clause by 붙 in the past or as a noun
    (골절됐던 거 완전히 붙었어요, 골절 부위 다 붙음, 금 갔던 뼈 다 붙었어요). Only the break's own
    verb and ending, 거 / 부위 / a bone (갈비뼈), particles and adverbs between; a still-open mark
    anywhere in the text (안, 못, 덜, 아직, 다시, 또 ...) keeps it held, and a pain said beside it
    is its own cue."""
    if morphs[index].form not in _BROKEN_BONE:
        return False
    if {m.form for m in morphs} & (_STILL_NOW | {"안", "못"}):
        return False
    i = index + 1
    while i < len(morphs) and i <= index + 8:
        morph = morphs[i]
        if morph.form == "붙" and morph.tag == "VV":
            return i + 1 < len(morphs) and morphs[i + 1].form in _KNIT_ENDINGS
        between = (
            morph.tag.startswith("J")
            or morph.tag in ("MAG", "EP", "ETM", "XSV")
            or (morph.form == "가" and morph.tag == "VV")
            or (
                (morph.form in _KNIT_NOUNS or morph.form.endswith("뼈"))
                and morph.tag.startswith("NN")
            )
        )
        if not between:
            return False
        i += 1
    return False


def _tissue_injury_healed(morphs: Sequence[Morph], index: int) -> bool:
    """Round 42: a tissue or a part named with its injury verb right after it (``예전에 발목 인대
    다쳤던 건 재활 끝나고 이제 아무렇지 않아요``): the injury verb's healing is the tissue's, read
    with the same guards (past, now, nothing the matter; 아직/다시/또 keep it)."""
    following = [
        i
        for i in range(index + 1, min(len(morphs), index + 3))
        if not morphs[i].tag.startswith("J")
    ]
    return (
        bool(following)
        and morphs[following[0]].form in _INJURED
        and _injury_healed(morphs, following[0])
    )


def _operation_healed_after(
    morphs: Sequence[Morph], sentence: str, found: _Finding, offset: int, after: str
) -> bool:
    """Round 23: an operation in a compound (``맹장 수술한 흉터``) whose healing the next
    sentence tells (``다 아문 지 10년 됐어요``): read over both sentences together."""
    span = [
        i
        for i, m in enumerate(morphs)
        if found.start - offset <= m.start < found.end - offset and m.form in _OPERATION
    ]
    if not span or not after.strip():
        return False
    both = (*morphs, *_analysed(after))
    return _operation_healed(both, span[0])


def _healed_operation_at(morphs: Sequence[Morph], position: int) -> bool:
    """A compound's operation (``수술 받은``) read like the noun's: healed if past and no
    trouble now (``20년 전에 맹장 수술 받은 거 말고는 건강합니다``)."""
    index = _morph_at(morphs, position)
    return (
        index is not None and morphs[index].form in _OPERATION and _operation_healed(morphs, index)
    )


# Round 37: people who use a drug, named by a relative clause on the drug ("약물 쓰는 사람들",
# "스테로이드 하는 형들"), with the customer's own use denied after them ("본인은 절대 안 한다고",
# "저는 내추럴로") - the drug is theirs, not the customer's.
_DRUG_USE_VERBS: Final = frozenset({"쓰", "하", "먹", "맞", "사용하", "돌리"})
_DRUG_USERS: Final = frozenset(
    {"사람", "형", "애", "분", "선수", "회원", "친구", "누나", "언니", "놈"}
)
_SELF_WORDS: Final = frozenset({"본인", "저", "나", "전", "난", "제"})
_OWN_USE_DENIED: Final = frozenset({"안", "않", "절대", "내추럴"})
_OWN_USE_OPEN: Final = frozenset(
    {"시작", "고민", "해보", "보", "권유", "추천", "구하", "구매", "사", "생각", "궁금", "관심"}
    | {"처방", "복용", "주사", "사이클", "클렌", "먹", "맞"}
)


def _drug_users_denied(morphs: Sequence[Morph], index: int) -> bool:
    after = morphs[index + 1 : index + 5]
    users_end = next(
        (
            index + 1 + i + 3
            for i in range(len(after) - 2)
            if after[i].form in _DRUG_USE_VERBS
            and after[i].tag.startswith("V")
            and after[i + 1].tag == "ETM"
            and after[i + 2].form in _DRUG_USERS
        ),
        None,
    )
    if users_end is None:
        return False
    rest = morphs[users_end:]
    forms = [m.form for m in rest]
    selves = [i for i, m in enumerate(rest) if m.form in _SELF_WORDS and m.tag.startswith("N")]
    if any(forms[i + 1 : i + 2] == ["도"] for i in selves) or set(forms) & _OWN_USE_OPEN:
        return False  # "저도 해볼까", "본인도 사이클", or a use of the customer's own after it
    return any(set(forms[i + 1 : i + 5]) & _OWN_USE_DENIED for i in selves)


# Round 98 (fresh104-0125, fresh66-0146): a drug named only in another person's question to
# the customer - the drug, at most a word or two (뭐, 그런), a use verb with a question's ending
# (하냐고, 먹냐고, 쓰는지, 했냐고) and an asking or saying verb (물어보, 묻, 여쭤보, 하) - with
# the customer's own use denied after it (저 내추럴임, 전 그런거 안 먹는다고 했어요, 안 한다고
# 했어요, 아니라고). A use of the customer's own after the question (저도 해볼까, 고민 중,
# 궁금해서 ...), or no denial at all, keeps the drug held.
_DRUG_QUESTION_ENDINGS: Final = frozenset(
    {"냐고", "느냐고", "으냐고", "냐는", "느냐는", "는지", "ᆫ지"}
)
_DRUG_ASKING: Final = frozenset({"묻", "물", "물어보", "여쭈", "여쭤보", "질문", "하"})
_DRUG_QUESTION_FILLERS: Final = frozenset({"뭐", "무슨", "어떤", "그런", "혹시", "같은", "좀"})
_DENIED_AFTER_QUESTION: Final = frozenset({"내추럴", "natty", "아니"})
_OWN_USE_AFTER_QUESTION: Final = frozenset(
    {"시작", "고민", "해보", "권유", "추천", "구하", "구매", "생각", "궁금", "관심", "사이클"}
    | {"처방", "복용", "주사", "도"}
)


def _asked_and_denied_span(morphs: Sequence[Morph], end: int) -> bool:
    """A drug word's match ending at ``end`` (식욕억제, 다이어트약), read by
    ``_asked_and_denied_use`` from the morpheme it ends in."""
    index = _morph_at(morphs, max(0, end - 1))
    return index is not None and _asked_and_denied_use(morphs, index)


def _asked_and_denied_use(morphs: Sequence[Morph], index: int) -> bool:
    asked = _drug_question_end(morphs, index)
    if asked is None:
        return False
    rest = morphs[asked:]
    forms = [m.form for m in rest]
    if set(forms) & _OWN_USE_AFTER_QUESTION:
        return False  # "저도 해볼까 고민", "궁금해서": a use of the customer's own after it
    if set(forms) & _DENIED_AFTER_QUESTION:
        return True  # "저 내추럴임", "아니라고 했어요"
    # "전 그런거 안 먹는다고 했어요", "안 한다고 함": a use verb denied (안 before, 않 after)
    return any(
        (form == "안" and forms[i + 1 : i + 2] and forms[i + 1] in _DRUG_USE_VERBS)
        or (form in _DRUG_USE_VERBS and "않" in forms[i + 1 : i + 3])
        for i, form in enumerate(forms)
    )


# Lead probe gaps, set 17: the same question answered with the customer's use admitted ("엄마가
# 다이어트약 먹냐고 물어봐서 먹고 있다고 했어요", "한다고 했어요", "네 먹는다고") is the customer's
# drug - another person is the asker, not the user. After the question any use verb not denied
# (no 안 before it, no 않 / 못 after it) and not the saying verb of a report (다고 / 라고 하다),
# or a yes (네, 응, 예), is an admission (fail closed: any such word anywhere after it holds).
_YES: Final = frozenset({"네", "예", "응", "웅", "엉", "그렇", "그래"})
_REPORTED_BEFORE_SAYING: Final = frozenset({"다고", "ᆫ다고", "는다고", "라고", "이라고", "고"})


def _asked_and_admitted_use(morphs: Sequence[Morph], index: int) -> bool:
    asked = _drug_question_end(morphs, index)
    if asked is None:
        return False
    rest = morphs[asked:]
    forms = [m.form for m in rest]
    for i, m in enumerate(rest):
        if m.form in _YES and m.tag in ("IC", "VA", "VV", "MAG"):
            return True
        if m.form not in _DRUG_USE_VERBS or not m.tag.startswith("V"):
            continue
        if i and (rest[i - 1].form in _REPORTED_BEFORE_SAYING or rest[i - 1].tag == "JKQ"):
            continue  # "먹는다고 했어요": the saying verb of the report, not a use
        if (i and forms[i - 1] == "안") or {"않", "못"} & set(forms[i + 1 : i + 4]):
            continue
        return True
    return False


def _drug_question_end(morphs: Sequence[Morph], index: int) -> int | None:
    """After a drug word at ``index`` asked about in another person's question (다이어트약 먹냐고
    물어보, 약 하냐고 하), the position right after the asking verb; else None."""
    while (
        index + 1 < len(morphs)
        and morphs[index + 1].tag.startswith("NN")
        and morphs[index + 1].start == morphs[index].end
    ):
        index += 1  # the rest of the drug's word (식욕|억제제, 다이어트|약)
    verb = index + 1
    while verb < min(len(morphs), index + 4) and (
        morphs[verb].tag.startswith("J") or morphs[verb].form in _DRUG_QUESTION_FILLERS
    ):
        verb += 1
    if verb + 2 >= len(morphs) or morphs[verb].form not in _DRUG_USE_VERBS:
        return None
    ending = verb + 1
    while ending < len(morphs) and morphs[ending].tag == "EP":
        ending += 1
    if ending + 1 >= len(morphs) or morphs[ending].form not in _DRUG_QUESTION_ENDINGS:
        return None
    if morphs[ending + 1].form not in _DRUG_ASKING:
        return None
    return ending + 2


_MEDICAL_FAST: Final = frozenset(
    {"검진", "건강검진", "내시경", "수술", "채혈", "피검사", "검사", "혈액", "시술", "마취"}
    | {"조영제", "조영술", "위내시경", "대장내시경", "수면내시경"}
)
# Weight as the aim of going without food: no clinic's fast, whatever test is named beside it
# ("건강검진 끝나고도 계속 굶는 중이에요 살 빼려고").
_WEIGHT_AIM: Final = frozenset({"살", "다이어트", "다욧", "감량", "체중"})


_STUDENTS: Final = frozenset({"초등학생", "중학생", "고등학생", "대학생"})
_SCHOOL_DAYS: Final = frozenset(
    {"고등학교", "중학교", "초등학교", "학창", "대학", "대학교", "학생", "고딩", "중딩"}
    | {"어릴", "어리"}
)
_RECURRING: Final = frozenset(
    {"다시", "또", "아직", "가끔", "최근", "자주", "여전히", "요새", "지난주", "지난달", "어제"}
)


def _long_over(morphs: Sequence[Morph], index: int) -> bool:
    """A faint or a fast told as long over (round 13): dated years back or to school days
    (``10년 전``, ``고등학교 때``) and said never to have come back (``그 뒤로 한번도 없었어요``)
    or followed by eating well now (``요즘은 잘 먹어요``). Anything recent or recurring (``또``,
    ``요즘도``, ``가끔``) keeps it held."""
    forms = [m.form for m in morphs]
    long_ago = any(
        (form == "전" and i > 0 and forms[i - 1] == "년" and i > 1 and morphs[i - 2].tag == "SN")
        or (form in _SCHOOL_DAYS and "때" in forms[i + 1 : i + 3])
        or form in ("예전", "옛날")
        for i, form in enumerate(forms)
    )
    if not long_ago or set(forms) & _RECURRING:
        return False
    if any(f == "요즘" and forms[i + 1 : i + 2] == ["도"] for i, f in enumerate(forms)):
        return False
    after = forms[index + 1 :]
    never_since = any(
        f == "번" and after[i + 1 : i + 2] == ["도"] and {"없", "안"} & set(after[i + 2 : i + 5])
        for i, f in enumerate(after)
    )
    eats_now = any(
        f in ("요즘", "지금", "이제", "이젠")
        and after[i + 1 : i + 5].count("먹") >= 1
        and "잘" in after[i + 1 : i + 4]
        for i, f in enumerate(after)
    )
    return never_since if morphs[index].form != "굶" else (never_since or eats_now)


_DELIBERATE: Final = frozenset({"일부러", "억지로", "손가락", "먹"})


def _motion_sickness(morphs: Sequence[Morph], index: int) -> bool:
    """``차멀미해서 토할뻔``: sick from a ride, not purging - unless it was made to happen."""
    forms = {m.form for m in morphs}
    return (
        morphs[index].form in ("토하", "토", "게우")
        and bool(forms & {"멀미", "차멀미", "뱃멀미"})
        and not forms & _DELIBERATE
    )


# Round 31: vomiting only nearly or as a feeling (``토할 것 같았는데 다 뛰었다``, ``토할 뻔했어요``,
# ``토할 듯``): nausea - at a hard set, at a food one is sick of - is no purging, which is done.
# Not when the sentence names eating, a deliberate act, a weight aim, a binge or a recurrence
# (``먹으면 토할 것 같아요``, ``자꾸 토할 것 같아요``): a real reader would ask (fail closed).
_NEAR_MISS: Final = frozenset({"뻔", "듯", "지경", "만큼"})
_LIKELY: Final = frozenset({"것", "거"})
_PURGE_CONTEXT: Final = (
    _DELIBERATE
    | _WEIGHT_AIM
    | {"폭식", "먹토", "칼로리", "살찌", "찌", "죄책감", "화장실", "변기", "게워내", "토해내"}
    | {"자꾸", "매일", "맨날", "계속", "요즘", "또", "자주", "항상", "매번", "싶"}
)


def _near_vomiting(morphs: Sequence[Morph], index: int) -> bool:
    if morphs[index].form not in ("토하", "게우") or index + 2 >= len(morphs):
        return False
    ending, noun = morphs[index + 1], morphs[index + 2]
    if ending.tag != "ETM" or ending.form not in ("ᆯ", "을"):
        return False
    likely = (
        noun.form in _LIKELY
        and index + 3 < len(morphs)
        and morphs[index + 3].form == "같"
        and morphs[index + 3].tag == "VA"
    )
    if not (noun.form in _NEAR_MISS or likely):
        return False
    return not {m.form for m in morphs} & _PURGE_CONTEXT


# Round 87 (fresh95-0105, "무대 세트 모서리에 부딪힐 뻔했는데 잘 피해서 다친 데 없어요"): a knock,
# a fall or a twist that only nearly happened (V-ㄹ 뻔, as 넘어질 뻔 always read) is no injury.
# Only the nearly verb's own S2 cue is set aside; a pain, a hurt or an injury said beside it
# ("부딪힐 뻔했는데 결국 부딪혀서 멍", "삐끗할 뻔했는데 허리가 아파요") is its own cue and holds.
_NEARLY_HURT: Final = frozenset(
    {"다치", "부딪히", "부딪치", "삐끗", "접질리", "질리", "삐", "넘어지", "미끄러지", "자빠지"}
)


# The lead's probe gaps, set 11, family B (a fail-open): 예방 near a condition clears it only
# when the condition is what is prevented; one said to be had first (디스크 있어서 예방 운동,
# 디스크가 있어서, 고혈압 진단 받고 예방 차원) is the customer's, whatever they prevent next.
_HAD: Final = frozenset({"있", "진단", "앓", "환자", "판정", "생기"})


def _had_then_prevented(morphs: Sequence[Morph], index: int) -> bool:
    following = [m for m in morphs[index + 1 : index + 4] if not m.tag.startswith("J")]
    return bool(following) and following[0].form in _HAD and following[0].form != "안"


def _near_injury(morphs: Sequence[Morph], index: int) -> bool:
    if morphs[index].form not in _NEARLY_HURT:
        return False
    if morphs[index].form == "질리" and not (index and morphs[index - 1].form == "접"):
        return False
    rest = morphs[index + 1 : index + 4]
    if rest and rest[0].tag == "XSV":
        rest = rest[1:]
    return (
        len(rest) >= 2
        and rest[0].tag == "ETM"
        and rest[0].form in ("ᆯ", "을")
        and rest[1].form == "뻔"
    )


# Round 88 (fresh97-0105, "옆집 할머니 심정지로 쓰러지셨대요ㅠㅠ 저는 괜찮은데", -0117, "이장님이
# 줄다리기 하시다 쓰러지셔서 119 불렀어요"): a faint in the honorific (쓰러지시다, 기절하시다,
# 실신하시다) after another person is named - a word for another person (lexicon.KOREAN_OTHERS)
# or a title with 님 - is that person's, not the customer's. Not where the text names the member
# (회원, 고객, 멤버): a trainer writes the member's faint in the honorific too ("회원님이 운동 중
# 쓰러지셨어요" stays held), and not a faint without the honorific.
_MEMBER_WORDS: Final = frozenset({"회원", "고객", "멤버", "본인", "수강생", "클라이언트"})


def _anothers_honorific_faint(morphs: Sequence[Morph], index: int) -> bool:
    if morphs[index].form not in ("쓰러지", "기절", "실신", "졸도"):
        return False
    rest = morphs[index + 1 : index + 3]
    if rest and rest[0].tag == "XSV":
        rest = rest[1:]
    if not (rest and rest[0].tag == "EP" and rest[0].form in ("시", "으시")):
        return False
    if any(m.form in _MEMBER_WORDS for m in morphs):
        return False
    before = morphs[:index]
    return any(
        (m.form in lexicon.KOREAN_OTHERS and m.tag.startswith("NN"))
        or (
            m.tag.startswith("NN")
            and i + 1 < len(before)
            and before[i + 1].tag == "XSN"
            and before[i + 1].form == "님"
        )
        for i, m in enumerate(before)
    )


# Round 92 (fresh99-0009, "관장님 당뇨 있으셔서 회식은 샐러드집으로 ㅋㅋ"): a condition had
# with the honorific (당뇨 있으셔서, 고혈압이세요) after a person named by a title with 님
# (관장님, 코치님) is that person's, as round 88's honorific faint is: the customer does not
# honour themselves. A first person or a member word anywhere keeps it held.
_FIRST_PERSON: Final = frozenset({"저", "제", "나", "내"})


def _anothers_honorific_condition(morphs: Sequence[Morph], index: int) -> bool:
    rest = list(morphs[index + 1 : index + 4])
    if rest and rest[0].tag.startswith("J"):
        rest = rest[1:]
    if not (
        len(rest) >= 2
        and ((rest[0].form == "있" and rest[0].tag.startswith("V")) or rest[0].tag == "VCP")
        and rest[1].tag == "EP"
        and rest[1].form in ("시", "으시")
    ):
        return False
    if any(m.form in _MEMBER_WORDS or (m.form in _FIRST_PERSON and m.tag == "NP") for m in morphs):
        return False
    before = morphs[:index]
    return any(
        m.tag.startswith("NN") and before[i + 1].tag == "XSN" and before[i + 1].form == "님"
        for i, m in enumerate(before[:-1])
    )


# Round 93 (fresh100-0047, "점장님이 당뇨라 간식 같이 못먹음"): a condition that is the predicate
# of a person named by a title with 님 - the title, 님, then at most a subject or topic particle
# (이/가, 께서, 은/는, 도) and the condition straight after, followed by the copula - is that
# person's ("사장님은 고혈압이라", "매니저님도 디스크라서"), with or without the honorific, as
# round 92's 있으시 is. Not a member's title (회원님, 고객님: the customer), nor a quoted verdict
# (당뇨래요, 당뇨라고 하셨어요: the titled person may be telling the customer's own); a first
# person's own condition elsewhere is its own match.
_TITLED_SUBJECT_PARTICLES: Final = frozenset({"이", "가", "께서", "은", "는", "도"})
_QUOTED_COPULA_ENDINGS: Final = frozenset(
    {"래", "래요", "랍니다", "라고", "라는", "라던데", "라네", "라네요", "래서", "라더라"}
)
_SAYING_AFTER_COPULA: Final = frozenset({"하", "하시", "말씀", "말하", "그러", "그렇"})


def _titled_persons_condition(morphs: Sequence[Morph], index: int) -> bool:
    if not morphs[index].tag.startswith("NN"):
        return False
    back = index - 1
    if back >= 0 and morphs[back].tag == "XPN":
        back -= 1  # 고 + 혈압: the analyser's prefix of the condition's own word
    if back >= 0 and morphs[back].tag.startswith("J"):
        if morphs[back].form not in _TITLED_SUBJECT_PARTICLES:
            return False
        back -= 1
    if not (
        back >= 1
        and morphs[back].form == "님"
        and morphs[back].tag == "XSN"
        and morphs[back - 1].tag.startswith("NN")
        and morphs[back - 1].form not in _MEMBER_WORDS
    ):
        return False
    rest = list(morphs[index + 1 : index + 4])
    if not rest or rest[0].tag != "VCP":
        return False
    rest = rest[1:]
    if rest and rest[0].tag == "EP" and rest[0].form in ("시", "으시"):
        rest = rest[1:]
    if not rest or rest[0].tag not in ("EC", "EF") or rest[0].form in _QUOTED_COPULA_ENDINGS:
        return False
    # "선생님이 편두통이라 하셨어요" (fresh20-0041): the copula then a verb of saying is a quoted
    # verdict, the customer's own condition told by the titled person.
    said = morphs[index + 1 :]
    ending = next(i for i, m in enumerate(said) if m is rest[0])
    following = said[ending + 1 : ending + 2]
    return not (following and following[0].form in _SAYING_AFTER_COPULA)


# Round 93 (fresh100-0073, "쓰러진 마네킹 다시 세우느라 땀뺌"): 쓰러지다 said of a thing - a
# mannequin, a box, a shelf, a sign, a tree - falls over; no one fainted. The thing is the noun
# the verb's adnominal form modifies straight after it (쓰러진 마네킹, 쓰러져 있던 박스), or the
# subject straight before it (박스가 쓰러져서, 입간판이 바람에 쓰러졌어요, 음료 박스가 와르르
# 쓰러짐: an adverb or one place or cause in 에/으로 between), as round 77 reads "the shelf
# collapsed". A person, a time (쓰러진 적, 쓰러진 날) or the customer while handling a thing
# ("마네킹 옮기다가 쓰러졌어요") still holds.
_FALLING_THING_WORDS: Final = (
    "마네킹 박스 상자 선반 진열대 진열장 매대 입간판 간판 배너 표지판 안내판 팔레트 파레트 "
    "카트 자전거 오토바이 나무 화분 우산 의자 책장 탑 더미 물건 재고 병 캔 트리 기둥 사다리 "
    "울타리 펜스 텐트 도미노 인형 행거 옷걸이 랙 거치대 짐 택배 적재물 트롤리 등신대 pop"
)
_FALLING_THINGS: Final = frozenset(_FALLING_THING_WORDS.split())
_FALL_ADVERBS: Final = frozenset(
    {"와르르", "우르르", "다", "또", "갑자기", "그냥", "통째로", "완전", "옆", "싹", "전부", "자꾸"}
)


def _thing_fell(morphs: Sequence[Morph], index: int) -> bool:
    if morphs[index].form != "쓰러지":
        return False
    after = list(morphs[index + 1 : index + 6])
    if after and after[0].tag == "EC" and after[0].form in ("어", "아"):
        if len(after) > 2 and after[1].form == "있" and after[2].tag == "EP":
            after = after[3:]  # 쓰러져 있던
        elif len(after) > 1 and after[1].form == "있":
            after = after[2:]
    if after and after[0].tag == "EP":
        after = after[1:]
    if after and after[0].tag == "ETM" and after[0].form in ("ᆫ", "은", "는", "던"):
        run = []
        for morph in after[1:3]:
            if not morph.tag.startswith("NN"):
                break
            run.append(morph)
        if any(m.form.lower() in _FALLING_THINGS for m in run):
            return True  # 쓰러진 마네킹, 쓰러진 음료 박스, 쓰러진 박스 정리
    back = index - 1
    while back >= 0 and morphs[back].tag == "MAG" and morphs[back].form in _FALL_ADVERBS:
        back -= 1
    if back >= 1 and morphs[back].tag == "JKB" and morphs[back].form in ("에", "으로", "로"):
        back -= 2  # 바람에, 옆으로: one place or cause between the subject and the verb
        while back >= 0 and morphs[back].tag == "MAG" and morphs[back].form in _FALL_ADVERBS:
            back -= 1
    return (
        back >= 1
        and morphs[back].tag in ("JKS", "JX")
        and morphs[back].form in ("이", "가", "은", "는", "도")
        and morphs[back - 1].tag.startswith("NN")
        and morphs[back - 1].form.lower() in _FALLING_THINGS
    )


# Round 51 (fresh48-tune): a blackout (필름 끊기다) said not to have happened - "필름 끊길
# 뻔했는데 안 끊김", "필름은 안 끊겼어요", "필름 끊긴 적은 없어요" - is no heavy drinking told:
# every 끊기 of the sentence is denied or only nearly (뻔), one at least denied; not a blackout
# nearly and no more ("필름 끊길 뻔 ㅋㅋ", fail closed), one that happened beside it, a day
# without one denied ("필름 끊기지 않은 날이 없어요") or one said again or often (매일, 또 ...).
_BLACKOUT_OFTEN: Final = frozenset(
    {"매일", "맨날", "날마다", "자주", "또", "계속", "연속", "항상", "만날", "툭하면", "번번이"}
)
_ADNOMINAL: Final = frozenset({"ᆫ", "은", "는", "던"})


def _cut_denied(forms: list[str], i: int) -> bool:
    """The 끊기 at ``i`` denied (안 끊겼어요, 끊기지 않았어요, 끊긴 적 없어요) - not a day
    or a time without it denied (안 끊긴 날이 없어요)."""
    after = forms[i + 1 : i + 9]
    if i > 0 and forms[i - 1] in _NEGATORS:
        return not (after[:1] and after[0] in _ADNOMINAL and after[1:2] in (["날"], ["때"]))
    if after[:1] == ["지"] and "않" in after[1:3]:
        return after[after.index("않") + 1 :][:1] not in [[form] for form in _ADNOMINAL]
    return after[:2] in (["ᆫ", "적"], ["은", "적"]) and "없" in after[2:]


def _blackout_every_day(morphs: Sequence[Morph]) -> bool:
    """``필름 안 끊긴 날이 없어요``: a day without a blackout denied - one every time (S5), which
    the cue's own 안 must not clear."""
    forms = [m.form for m in morphs]
    if "필름" not in forms:
        return False
    for i, form in enumerate(forms):
        after = forms[i + 1 : i + 9]
        if form != "끊기" or not (i > 0 and forms[i - 1] in _NEGATORS):
            continue
        if after[:1] and after[0] in _ADNOMINAL and after[1:2] in (["날"], ["때"]):
            return "없" in after[2:]
    return False


def _blackout_denied(morphs: Sequence[Morph]) -> bool:
    forms = [m.form for m in morphs]
    if "필름" not in forms or set(forms) & _BLACKOUT_OFTEN:
        return False
    cuts = [i for i, m in enumerate(morphs) if m.form == "끊기" and m.tag.startswith("VV")]
    nearly = [i for i in cuts if forms[i + 1 : i + 3] in (["ᆯ", "뻔"], ["을", "뻔"])]
    denied = [i for i in cuts if i not in nearly and _cut_denied(forms, i)]
    return bool(denied) and len(nearly) + len(denied) == len(cuts)


_PLEASURE: Final = frozenset({"좋아하", "낙", "개운", "힐링", "즐기", "취미", "상쾌"})
_WEIGHT_CONTEXT: Final = frozenset(
    {"체중", "몸무게", "키로", "킬로", "kg", "계체", "계체량", "감량", "대회", "시합", "경기"}
    | {"수분", "물", "촬영", "바프", "전날", "앞두", "살", "다이어트", "이뇨제"}
    | {"빠지", "빠졌", "빠져"}
)


def _sauna_for_pleasure(morphs: Sequence[Morph], index: int) -> bool:
    """``사우나에서 땀 빼는 거 좋아해요``: sweating in a sauna as a pleasure (round 14) - the
    sentence's only "빼" is 땀's, it says it is liked, and it names no weight, weigh-in, event,
    water or diet; any of those keeps the sauna a weigh-in method."""
    if morphs[index].form not in ("사우나", "반신욕"):
        return False
    forms = [m.form for m in morphs]
    if not set(forms) & _PLEASURE or set(forms) & _WEIGHT_CONTEXT:
        return False
    sweats = [i for i, form in enumerate(forms) if form in ("빼", "뺄", "뺐", "뺀")]
    return all(i > 0 and forms[i - 1] == "땀" for i in sweats)


# 조부상 (a grandfather's funeral) is analysed 조 + 부상, which would read as an injury.
_GRANDPARENT: Final = frozenset({"조", "외조", "시조", "처조", "증조"})

# Round 90 (fresh98-0123, "탈수 안되게 물 2리터 챙겨마셨어요 주방 더워서"): a harm named as what
# is guarded against - the cue, its particles, then 안 + 되 / 당하 / 나 / 생기 / 오 / 걸리 with the
# purpose ending 게 or 도록 ("탈수 안 되게", "부상 안 당하게", "쥐 안 나게"), or 방지 straight after
# it ("탈수 방지용") - is a care taken, not the harm: the scope already reads "되지 않도록" and
# "안 생기게" so, but not 안 되 (also "cannot") or 안 당하 / 안 나 before 게. Only an injury (S2)
# or a weight-cut (S6) word; the harm said to have come anyway is its own cue and holds.
_GUARD_VERBS: Final = frozenset({"되", "당하", "나", "생기", "오", "걸리"})


def _guarded_against(morphs: Sequence[Morph], index: int) -> bool:
    """The cue at ``index`` named as the harm a purpose clause guards against (round 90)."""
    i = index + 1
    while i < len(morphs) and morphs[i].tag.startswith("J"):
        i += 1
    if i < len(morphs) and morphs[i].form == "방지" and morphs[i].tag.startswith("NN"):
        return True
    return (
        i + 2 < len(morphs)
        and morphs[i].form == "안"
        and morphs[i].tag == "MAG"
        and morphs[i + 1].form in _GUARD_VERBS
        and morphs[i + 1].tag == "VV"
        and morphs[i + 2].form in ("게", "도록")
        and morphs[i + 2].tag == "EC"
    )


# Round 65 (fresh60-0140, "여름 사이클 대회라 땀 엄청 흘렸어요"): 사이클 straight before a
# race, a rider, a team or the kit is the sport (사이클 대회, 사이클 선수, 사이클복), never a
# steroid cycle, which is run (돌리), started or injected - those words still hold it.
_CYCLING_EVENT_AFTER: Final = frozenset(
    {"대회", "경기", "선수", "레이스", "복", "팀", "투어", "대표", "화", "슈즈", "헬멧", "센터"}
)


def _latin_cue_of_another(cue: Cue, morphs: Sequence[Morph], index: int) -> bool:
    """Round 65 (fresh62-0023, "my roommate takes adderall for her adhd, she offered me some
    but I said no"): a Korean cue written in Latin letters (ADHD, SARMs, DNP) in an English
    sentence is read with the English scope too - another person named before it makes it
    theirs, as the English pattern for the same word already does (unless the customer says
    the same of themselves, or takes their drug)."""
    if morphs[index].tag != "SL" or cue.detail == "self_harm":
        return False
    before = " ".join(m.form.casefold() for m in morphs[:index])
    after = " ".join(m.form.casefold() for m in morphs[index + 1 :])
    return _said_of_another(cue.rule, before, after) and not _ME_TOO.search(after)


def _cue_holds(cue: Cue, morphs: Sequence[Morph], index: int) -> bool:
    if _idiom(morphs, index) or _one_meal_skipped(morphs, index):
        return False
    if _latin_cue_of_another(cue, morphs, index):
        return False
    if (
        cue.rule == "S5"
        and morphs[index].form == "사이클"
        and index + 1 < len(morphs)
        and morphs[index + 1].form in _CYCLING_EVENT_AFTER
    ):
        return False  # "여름 사이클 대회라 땀 엄청 흘렸어요": the bike race (round 65)
    if _motion_sickness(morphs, index) or _near_vomiting(morphs, index):
        return False
    if cue.rule == "S2" and _near_injury(morphs, index):
        return False
    if cue.rule == "S1" and _anothers_honorific_faint(morphs, index):
        return False
    if cue.rule == "S3" and _anothers_honorific_condition(morphs, index):
        return False  # "관장님 당뇨 있으셔서": the titled person's condition (round 92)
    if cue.rule == "S3" and _titled_persons_condition(morphs, index):
        return False  # "점장님이 당뇨라": the titled person's condition (round 93)
    if cue.rule == "S1" and _thing_fell(morphs, index):
        return False  # "쓰러진 마네킹": a thing fell over (round 93)
    if (
        morphs[index].form == "임신"
        and index + 1 < len(morphs)
        and morphs[index + 1].form in ("준비", "계획")
    ):
        return False  # "임신 준비 중이라": planning a pregnancy is no condition (round 14)
    if (
        morphs[index].form == "부상"
        and index > 0
        and morphs[index - 1].form in _GRANDPARENT
        and morphs[index - 1].end == morphs[index].start
    ):
        return False  # "조부상으로 2주 휴식": a grandfather's funeral, no injury (round 24)
    if (
        morphs[index].form == "멍"
        and index + 1 < len(morphs)
        and morphs[index + 1].form in ("때리", "때림", "하니", "청")
    ):
        return False  # "멍때리다 출근함": zoning out, not a bruise (round 25)
    if cue.rule in ("S2", "S6") and _guarded_against(morphs, index):
        return False  # "탈수 안되게 물 챙겨마셨어요": a harm guarded against (round 90)
    if (
        cue.rule == "S3"
        and morphs[index].tag == "IC"
        and index + 1 < len(morphs)
        and morphs[index + 1].start == morphs[index].end
        and not morphs[index + 1].tag.startswith("S")
    ):
        # Round 57 (fresh53-0034, "암막커튼 달았더니 수면점수 88"): a disease word the analyser
        # reads as an interjection is a syllable of another word (암막 = blackout), never
        # the disease, which is a noun. Round 58: only when a letter follows it in the same
        # word - "암 다 나았어요" (Kiwi's 암/IC, then a space) is the disease.
        return False
    if cue.rule == "S3" and _elective_operation(morphs, index):
        return False  # "회원 다음달 라식 수술 예정" (round 58)
    if cue.rule == "S5" and _drug_users_denied(morphs, index):
        return False  # "주변에 약물 쓰는 사람들 ... 본인은 절대 안 한다고" (round 37)
    if cue.rule == "S5" and _asked_and_denied_use(morphs, index):
        return False  # "누가 다이어트약 뭐 먹냐고 물어보길래 전 안 먹는다고 했어요" (round 98)
    if cue.rule == "S6" and _sauna_for_pleasure(morphs, index):
        return False
    if cue.detail != "self_harm" and cue.rule in ("S1", "S4") and _long_over(morphs, index):
        return False
    if cue.detail == "self_harm" and _a_task_ended(morphs, index):
        return False  # "숙제 다 끝내고 싶어요": a named task wished done (session 22)
    if cue.detail == "breathing" and _breathing_recovered(morphs, index):
        return False  # breathless at a sprint, back to normal at once: ordinary exertion
    near = _forms_near(morphs, index, cue.window)
    if cue.near and not near & cue.near:
        return False
    if (
        cue.rule == "S5"
        and (morphs[index].form == "필름" or near & cue.near == {"필름"})
        and _blackout_denied(morphs)
    ):
        return False  # "필름 끊길 뻔했는데 안 끊김": no blackout (round 51)
    every_blackout = cue.rule == "S5" and _blackout_every_day(morphs)
    idiom_words = near & cue.unless
    if "예방" in idiom_words and _had_then_prevented(morphs, index):
        idiom_words -= {"예방"}  # "디스크 있어서 예방 운동": theirs, prevented worse (set 11)
    if cue.detail == "breathing" and _breath_sign_follows(morphs, index):
        idiom_words -= _BUSY_IDIOM_COMPANIONS
    if cue.detail == "breathing" and _any_recovery_asked(morphs, index):
        idiom_words -= _RECOVERY_COMPANIONS  # "숨 찼는데 정상인지 모르겠어요" (set 13)
    if (
        cue.unless
        and idiom_words
        and not (cue.rule == "S4" and _days_long(morphs))
        and not every_blackout  # "필름 안 끊긴 날이 없어요": a blackout every time (round 51)
    ):
        return False  # a schedule clears a fast, but not one of days ("단식 3일째")
    if (
        morphs[index].form in ("금식", "단식", "굶")
        and {m.form for m in morphs} & _MEDICAL_FAST
        and not _days_long(morphs)
        and not {m.form for m in morphs}
        & ((_RECURRING - {"어제"}) | _WEIGHT_AIM | {"매일", "계속", "요즘", "핑계"})
    ):
        # "내일 건강검진이라 오늘 저녁부터 금식": a fast a clinic asked for (round 12), also
        # said with 굶 ("금식 검사 때문에 내일 아침은 굶고 갈게요"; round 14) - not one of days,
        # a recurring one, a test as the excuse (핑계) or weight as the aim. "어제 저녁부터" is
        # how a test's fast starts ("내시경 때문에 어제 저녁부터 굶어서"), not a recurrence.
        return False
    if scope.korean_other_person(morphs, index) and not (
        cue.rule == "S5" and _taken_by_customer(morphs, index)
    ):
        return False
    if cue.rule == "S5" and _without(morphs, index):
        return False  # "수면제 없이도 잘 자요"
    if cue.rule == "S5" and _medicine_stopped_on_own(morphs, index):
        return True  # "고혈압약 제 맘대로 일주일째 안먹고": the not-taking is the risk (round 40)
    if not cue.negatable or cue.detail == "self_harm":
        return True
    # Round 18: a pain or warning sign only supposed ("아프면 말씀드릴게요"), feared ("아플까
    # 봐"), asked about ("통증 있었는지 물어보니") or mistaken ("아픈 줄 알았는데") is not stated.
    if cue.rule in ("S1", "S2") and scope.korean_supposed(morphs, index):
        return False
    # Round 98: asked about and answered as none ("무릎 통증 물어봤는데 없다고 함").
    if cue.rule in ("S1", "S2") and scope.korean_asked_and_denied(morphs, index):
        return False
    # A warning sign that passed (S1) still happened; a named disease stays one (S3). An
    # operation is an event, like an injury: one in the past with no trouble now is healed
    # (a disease it treated is its own word, and stays).
    if morphs[index].form in _OPERATION and _operation_healed(morphs, index):
        return False
    if cue.rule == "S2" and _injury_healed(morphs, index):
        return False
    if cue.rule == "S2" and _tissue_injury_healed(morphs, index):
        return False
    if cue.rule == "S2" and _wound_healed(morphs, index):
        return False
    if cue.rule == "S2" and _bone_knitted(morphs, index):
        return False
    minor = _passing_illness(morphs, index)
    healed = cue.rule not in ("S1", "S3") or minor
    if cue.rule == "S3" and minor and scope.minor_illness_gone(morphs, index):
        return False  # "독감 다 없어졌어요": a passing illness gone is over (round 59)
    if cue.rule == "S3" and minor and scope.minor_illness_long_past(morphs, index):
        return False  # "예전에 장염 한번 걸렸었는데": a passing illness long over (round 65)
    if cue.rule == "S3" and not minor and scope.disease_gone(morphs, index):
        return True  # "암세포 다 없어졌대요": a disease gone is one in remission (round 58)
    # "지난달 독감 때문에 쉬었는데 이젠 멀쩡해요": a passing illness, like an injury, is over
    # when a past clause is followed by a present all-clear (round 12).
    if scope.korean_negated(morphs, index, past_resolved=cue.rule == "S2" or minor, healed=healed):
        return False
    # Round 56 (round 53's left probe): the term in a "no day without it" clause (``발목 안
    # 붓는 날이 없어요``), not healed since (that returned above), is the term every day - its
    # companion (the ankle) is not denied by the term's own negation.
    if scope.no_day_without(morphs, index):
        return True
    # The companion negated ("가슴 통증은 없었고", "숨도 안 찼어요"): the pair is denied.
    companions = [
        i
        for i in range(max(0, index - cue.window), min(len(morphs), index + cue.window + 1))
        if i != index and morphs[i].form in cue.near
    ]
    # A negator that is a companion itself ("숨이 안 쉬어져") is the symptom; beside a symptom
    # word it negates ("숨도 안 찼어요"), it is only the negation. Breath that will not come
    # (쉬, 쉬어지) stays a symptom when negated.
    symptoms = [i for i in companions if morphs[i].form not in _NEGATORS]
    if symptoms and len(symptoms) < len(companions):
        if any(morphs[i].form in _NEGATED_IS_SYMPTOM for i in symptoms):
            return True
        companions = symptoms
    return not (companions and all(_companion_denied(cue, morphs, i) for i in companions))


def _companion_denied(cue: Cue, morphs: Sequence[Morph], index: int) -> bool:
    """The companion at ``index`` denied: by itself, or - a warning sign's companion said by a
    word and its verb (round 52) - by that verb.

    ``핑 돌진 않았어요``, ``핑 안 돌았어요``, ``식은땀은 안 났어요``, ``눈앞이 캄캄하진 않았어요``:
    the companion (핑, 식은땀, 눈앞) is an adverb or a noun whose verb follows it, and the
    negation is the verb's, past the companion's own reach. Only a racing heart's or a faint's
    companion (S1's cardiac and fainting cues), only the first verb after it with particles and
    adverbs between, and not a day or a time without it denied (``핑 안 돈 날이 없어요``, every
    day; fail closed).
    """
    if scope.korean_negated(morphs, index):
        return True
    if cue.detail not in ("cardiac", "fainting") or morphs[index].tag not in ("MAG", "NNG", "XR"):
        return False
    for verb in range(index + 1, min(len(morphs), index + 5)):
        tag = morphs[verb].tag
        if tag in ("VV", "VA", "XSA", "XSV"):
            if any(
                m.form in ("날", "적", "때") and m.tag.startswith("NN")
                for m in morphs[verb + 1 : verb + 8]
            ):
                return False
            return scope.korean_negated(morphs, verb)
        if not (tag.startswith("J") or tag in ("MAG", "XR")):
            return False
    return False


_NEGATORS: Final = frozenset({"안", "못"})
_NEGATED_IS_SYMPTOM: Final = frozenset({"쉬", "쉬어지", "멈추", "멎"})


def _without(morphs: Sequence[Morph], index: int) -> bool:
    """``X 없이`` (without X), unless the person cannot do without it (``약 없이 못 자요``)."""
    following = [m for m in morphs[index + 1 : index + 3] if not m.tag.startswith("J")]
    return bool(following) and following[0].form == "없이" and scope.korean_negated(morphs, index)


def _companion_span(cue: Cue, morphs: Sequence[Morph], index: int) -> tuple[int, int]:
    """The head and its nearest companion (``가슴`` ... ``아파요``), for the excerpt."""
    start, end = morphs[index].start, morphs[index].end
    low, high = max(0, index - cue.window), min(len(morphs), index + cue.window + 1)
    companions = [i for i in range(low, high) if i != index and morphs[i].form in cue.near]
    if companions:
        nearest = min(companions, key=lambda i: abs(i - index))
        start, end = min(start, morphs[nearest].start), max(end, morphs[nearest].end)
    return start, end


def _agent(morph: Morph, morphs: Sequence[Morph], index: int, agents: frozenset[str]) -> bool:
    """``연소`` + ``제`` (two morphemes) or ``항우울제`` (one noun): an agent of ``agents``."""
    if morph.tag == "XSN" and morph.form == "제" and index > 0:
        return morphs[index - 1].form in agents or any(
            morphs[index - 1].form.endswith(stem) for stem in agents
        )
    return (
        morph.tag.startswith("NN")
        and len(morph.form) > 1
        and morph.form.endswith("제")
        and any(morph.form[:-1].endswith(stem) for stem in agents)
    )


_LATIN_PRESCRIBED: Final = frozenset(
    {
        "ssri",
        "ssris",
        "snri",
        "snris",
        "prozac",
        "zoloft",
        "lexapro",
        "wellbutrin",
        "metformin",
        "statin",
        "statins",
        "insulin",
        "levothyroxine",
        "synthroid",
        "lithium",
    }
)


def _medicine(morph: Morph, morphs: Sequence[Morph], index: int) -> bool:
    """A medicine: an agent noun, ``약`` or a noun ending in it (``혈압약``), a named drug."""
    if _agent(morph, morphs, index, lexicon.KOREAN_MEDICINE_AGENTS):
        return True
    # Round 16: a prescribed drug named in Latin letters in a Korean sentence ("SSRI 끊은지").
    if morph.tag == "SL" and morph.form.lower() in _LATIN_PRESCRIBED:
        return True
    if not morph.tag.startswith("NN") or morph.form in lexicon.KOREAN_NOT_MEDICINE:
        return False
    return morph.form.endswith("약") or morph.form in ("처방약", "인슐린", "약물")


# "약은 따로 안 먹어요", "약 전혀 안 먹어요": medicine in general, none taken at all - not a
# prescribed one stopped. Only the bare word 약 (혈압약 names one that is prescribed), and not
# when a word of change says it was taken before (요즘, 이제, 며칠째, 최근).
_NONE_AT_ALL: Final = frozenset(
    {"따로", "별도로", "별도", "딱히", "전혀", "일절", "아무것", "아무"}
)
_CHANGED: Final = frozenset({"요즘", "이제", "최근", "며칠", "째", "부터", "지난", "동안", "끊"})


def _no_medicine_at_all(morphs: Sequence[Morph], index: int) -> bool:
    morph = morphs[index]
    compound = index > 0 and morphs[index - 1].end == morph.start
    if morph.form != "약" or compound:
        return False
    forms = {m.form for m in morphs}
    return bool(forms & _NONE_AT_ALL) and not forms & _CHANGED


def _stopped(morphs: Sequence[Morph], index: int) -> bool:
    """The medicine at ``index`` stopped or skipped: ``끊었어요``, ``안 먹어요``, ``중단``."""
    if _no_medicine_at_all(morphs, index):
        return False
    after = morphs[index + 1 : index + 7]
    for position, morph in enumerate(after):
        if morph.form in lexicon.KOREAN_STOPPING and morph.tag.startswith(("V", "NN", "MAG")):
            return True
        negated_taking = (
            morph.form in ("먹", "드시", "복용", "맞")
            and position > 0
            and after[position - 1].form in ("안", "못")
            and after[position - 1].tag == "MAG"
        )
        if negated_taking:
            return True
        if morph.tag == "EF":
            return False
    return _stopped_at_clause_end(morphs, index)


def _stopped_at_clause_end(morphs: Sequence[Morph], index: int) -> bool:
    """Round 22: the medicine as the clause's topic or object and the stopping verb at its
    end, after a reason (``고혈압약은 살 빠지면 필요 없을 것 같아서 그냥 끊었어요``): read on to
    the sentence's end - unless another noun takes the topic or the object (``혈압약은 먹고 술은
    끊었어요``) or the medicine is said to be taken. Round 35: the medicine may also stand bare
    at the sentence's start, a topic with its particle dropped (``고혈압약 여름엔 혈압 떨어진다길래
    그냥 혼자 끊었어요``)."""
    if index + 1 >= len(morphs):
        return False
    received = _received_at(morphs, index)
    if received is None:
        received = _told_to_take_at(morphs, index)
    if morphs[index + 1].tag in ("JX", "JKO"):
        first = index + 2
    elif _bare_at_sentence_start(morphs, index):
        first = index + 1
    elif received is not None:
        first = received + 1
    else:
        return False
    for position in range(first, len(morphs)):
        morph, previous = morphs[position], morphs[position - 1]
        if morph.tag == "EF":
            return False
        if (
            morph.tag in ("JX", "JKO")
            and morph.form not in _TIME_PARTICLES
            and previous.tag.startswith(("NN", "XSN"))
            and not _not_even_once(morphs, position)
        ):
            return False
        taken = morph.form in ("먹", "드시", "복용") and morph.tag.startswith(("V", "NN"))
        negated = previous.form in ("안", "못") and previous.tag == "MAG"
        if taken and not negated:
            return False
        if taken and _not_taken_as_a_statement(morphs, position):
            return True
        if morph.form in lexicon.KOREAN_STOPPING and morph.tag.startswith(("V", "NN", "MAG")):
            return True
    return False


# Round 96 (fresh103-0077, "고혈압 약 받았는데 졸려서 한 2주 전부터 안 먹고 있어요"): a medicine
# as the clause's topic or object, or one the customer was given - 약 (or 혈압약) straight before
# 받다 or 타다, its object particle dropped or not (약 받았는데, 약을 처방 받았는데, 약 타왔는데) -
# then said not taken as a fact (안 먹고 있어요, 못 먹었어요, 안 먹어서) however long the reason
# between, is stopped: S5, as 끊었어요 at the clause's end is. Not a condition or a concession (안
# 먹으면, 안 먹어도), a purpose (안 먹게) or a modifier (안 먹는 날); another noun taking the object
# or the topic first (밥을, 술은) or the medicine said taken ends the reading, as for 끊었어요; a
# time with 부터, 까지 or 마다 (2주 전부터) and 한 번도 (never once) take no topic.
_RECEIVING: Final = frozenset({"받", "타"})
# A time said with 부터, 까지 or 마다 (2주 전부터, 지난주까지) takes no topic from the medicine.
_TIME_PARTICLES: Final = frozenset({"부터", "까지", "마다"})


def _received_at(morphs: Sequence[Morph], index: int) -> int | None:
    """The receiving verb's position when the medicine at ``index`` is what was given: 받/타
    right after it, after its object particle, or after 처방 (``약 처방 받았는데``)."""
    position = index + 1
    if position < len(morphs) and morphs[position].tag == "JKO":
        position += 1
    if position < len(morphs) and morphs[position].form in ("처방", "처방전"):
        position += 1
    if position < len(morphs) and morphs[position].form in _RECEIVING:
        return position if morphs[position].tag == "VV" else None
    return None


# Round 96 (fresh19-0158, "의사가 statin 먹으라는데 운동으로 버텨보려고 안 먹고 있어요"): a
# medicine the customer was told to take (먹으라는데, 먹으라고 했는데, 드시라고 했는데, with 꼭
# or 좀 between) is one given as much as 약 받았는데: its not being taken after is read the same.
_TOLD_TO: Final = ("으라", "라")
_TAKING_TOLD: Final = frozenset({"먹", "드시", "복용하"})


def _told_to_take_at(morphs: Sequence[Morph], index: int) -> int | None:
    """Where the telling ends when the medicine at ``index`` is what one was told to take: the
    imperative quoted (``먹으라는데``) or, with ``하다`` after it (``먹으라고 했는데``), the
    verb."""
    position = index + 1
    if position < len(morphs) and morphs[position].tag == "JKO":
        position += 1
    if position < len(morphs) and morphs[position].tag == "MAG" and morphs[position].form != "안":
        position += 1
    if position + 1 >= len(morphs):
        return None
    verb, ending = morphs[position], morphs[position + 1]
    if verb.form not in _TAKING_TOLD or not verb.tag.startswith("V"):
        return None
    if ending.tag != "EC" or not ending.form.startswith(_TOLD_TO):
        return None
    after = position + 2
    if after < len(morphs) and morphs[after].form == "하" and morphs[after].tag == "VV":
        return after
    return position + 1


def _not_even_once(morphs: Sequence[Morph], position: int) -> bool:
    """``한 번도`` (not even once) before a negated verb: no topic, the negation's own words."""
    return (
        position >= 2
        and morphs[position].form == "도"
        and morphs[position - 1].form == "번"
        and morphs[position - 2].form in ("한", "1")
    )


def _not_taken_as_a_statement(morphs: Sequence[Morph], position: int) -> bool:
    """The negated taking at ``position`` is said as a fact: a tense, a sentence end, -고 (안
    먹고 있어요) or -어서 after it - not -면, -도, -게, -지 or a modifier's ending."""
    after = morphs[position + 1] if position + 1 < len(morphs) else None
    if after is None:
        return True
    if after.tag in ("EP", "EF"):
        return True
    return after.tag == "EC" and after.form in ("고", "어서", "아서", "어", "아", "는데", "었는데")


def _bare_at_sentence_start(morphs: Sequence[Morph], index: int) -> bool:
    """The medicine's word opens the sentence, written as one word (``고혈압약``), and a space
    follows it before the next word: a topic whose particle was dropped."""
    word = morphs[: index + 1]
    joined = all(later.start == earlier.end for earlier, later in pairwise(word))
    return (
        joined
        and all(m.tag.startswith(("NN", "XSN", "XPN", "SL")) for m in word)
        and morphs[index + 1].start > morphs[index].end
    )


# The lead's probe gaps, set 15 (family P): another person's medicine for a condition that
# is prescribed (the condition named right before a bare 약: ADHD 약, 우울증 약, 수면 약),
# given to the customer (주다, 나눠주다, 넘겨주다) and then taken (먹었어요) - a prescription
# drug taken outside its prescription (S5). An ordinary remedy (감기약, 소화제) names no
# prescribed condition, and a medicine fetched for them is not given (`_fetched_for_another`).
_PRESCRIBED_FOR: Final = frozenset(
    {"ADHD", "adhd", "SSRI", "ssri", "우울증", "우울", "공황", "공황장애", "불안", "수면"}
    | {"정신과", "신경과", "갑상선", "혈압", "고혈압", "당뇨", "호르몬", "식욕", "식욕억제"}
)
_GIVEN_TO: Final = frozenset({"주", "나눠주", "나누", "넘겨주", "건네주", "건네", "챙겨주"})


def _others_prescription_taken(morphs: Sequence[Morph], index: int) -> bool:
    morph = morphs[index]
    if morph.form != "약" or not morph.tag.startswith("NN") or index == 0:
        return False
    if morphs[index - 1].form not in _PRESCRIBED_FOR:
        return False
    if not any(scope.other_person_at(morphs, position) for position in range(index)):
        return False
    after = morphs[index + 1 :]
    given = next(
        (p for p, m in enumerate(after) if m.form in _GIVEN_TO and m.tag in ("VV", "VX")), None
    )
    return given is not None and _taken_up_after(after, given)


def _korean_drugs(morphs: Sequence[Morph], offset: int, *, topic: bool) -> list[_Finding]:
    """S5 by meaning: a drug agent taken (``지방 연소제``), or any medicine stopped."""
    if topic:
        return []
    for index, morph in enumerate(morphs):
        agent = _agent(morph, morphs, index, lexicon.KOREAN_DRUG_AGENTS)
        agent = agent or _others_prescription_taken(morphs, index)
        stopped = _medicine(morph, morphs, index) and _stopped(morphs, index)
        if not (agent or stopped):
            continue
        if _another_persons("S5", morphs, index):
            continue
        if not stopped and scope.korean_negated(morphs, index):
            continue  # "수면제 없이도 잘 자요"
        start = morphs[index - 1].start if morph.tag == "XSN" else morph.start
        return [_Finding("S5", offset + start, offset + morph.end)]
    return []


_WORD_PARTS: Final = ("NNG", "NNP", "MM", "XSN", "XPN", "XR")


def _compound_words(morphs: Sequence[Morph]) -> list[tuple[int, str]]:
    """Each run of adjacent noun-like morphemes (no space between) as one word, with the index
    of its last morpheme: ``이`` ``석`` ``증`` → ``이석증``, ``족저 근막염`` → ``족저근막염``."""
    words: list[tuple[int, str]] = []
    run: list[Morph] = []
    for index, morph in enumerate(morphs):
        if morph.tag in _WORD_PARTS and (not run or run[-1].end == morph.start):
            run.append(morph)
        else:
            if run:
                words.append((index - 1, "".join(m.form for m in run).replace(" ", "")))
            run = [morph] if morph.tag in _WORD_PARTS else []
    if run:
        words.append((len(morphs) - 1, "".join(m.form for m in run).replace(" ", "")))
    return words


def _korean_conditions(morphs: Sequence[Morph], offset: int, *, topic: bool) -> list[_Finding]:
    """S3 by word-formation: a word ending in a disease suffix (``lexicon``) said of the
    customer, not negated, not a topic."""
    if topic:
        return []
    for index, word in _compound_words(morphs):
        if (
            word in lexicon.KOREAN_NOT_DISEASE
            or len(word) < 2
            or lexicon.KOREAN_BOTTLE_COUNTS.match(word)
        ):
            continue
        if not any(
            word.endswith(suffix) and len(word) > len(suffix)
            for suffix in lexicon.KOREAN_DISEASE_SUFFIXES
        ):
            continue
        if any(word.endswith(other) for other in lexicon.KOREAN_NOT_DISEASE if len(other) > 1):
            continue
        if scope.korean_other_person(morphs, index) or scope.korean_negated(morphs, index):
            continue
        if scope.minor_illness_long_past(morphs, index):
            continue  # "예전에 장염 한번 걸렸었는데" (round 65)
        return [_Finding("S3", offset + morphs[index].start, offset + morphs[index].end)]
    return []


def _korean(morphs: Sequence[Morph], offset: int, *, topic: bool) -> list[_Finding]:
    found = _korean_drugs(morphs, offset, topic=topic)
    found += _korean_conditions(morphs, offset, topic=topic)
    for cue in lexicon.KOREAN:
        if topic and cue.detail != "self_harm":
            continue  # a documentary, a video, a drama: not the customer's condition
        for index, morph in enumerate(morphs):
            if morph.form in cue.heads and _tag_fits(morph, cue) and _cue_holds(cue, morphs, index):
                start, end = _companion_span(cue, morphs, index)
                found.append(_Finding(cue.rule, offset + start, offset + end, cue.detail))
                break
    return found


def _morph_at(morphs: Sequence[Morph], position: int) -> int | None:
    for index, morph in enumerate(morphs):
        if morph.start <= position < max(morph.end, morph.start + 1):
            return index
    return None


_BREATHING_RECOVERED: Final = frozenset(
    ["돌아오", "회복", "완주", "최고", "정상", "금방", "괜찮", "바쁘", "없이", "기분", "좋"]
)
# Round 56 (fresh52-0009): 정상 with a place's particle or a place's verb after it is the
# summit (정상 근처에서, 정상까지, 정상 찍고), not breath back to normal.
_SUMMIT_AFTER: Final = frozenset(
    {"근처", "부근", "까지", "에서", "에", "찍", "도착", "올라가", "오르", "앞", "바로"}
)


# Round 69 (fresh67-0001): care sought for it - the school nurse, a hospital, the emergency
# room, an ambulance, an inhaler - after the breath word.
_CARE_SOUGHT = re.compile(r"보건실|양호실|응급실|응급|병원|119|구급차|앰뷸런스|흡입기|인헤일러")


def _breathing_recovered(morphs: Sequence[Morph], index: int | None) -> bool:
    """Round 56: breathlessness told as back to normal (``숨 찼는데 금방 괜찮아졌어요``) - the
    recovery word said after the breath word, never before it: a good mood, the weather or a
    best time told first (``날씨 좋아서 등산했는데 숨이 안 쉬어져서``) is no recovery from what
    came after. 정상 that is the summit is no recovery anywhere. Without a position (no morph
    at the match), the whole sentence is read, as before. Round 69: breathlessness that sent
    the customer for care (``숨이 안 쉬어져서 보건실 갔어요.. 지금은 좀 괜찮아요``) was a
    warning sign that happened - no later all-clear recovers it."""
    after = "".join(m.form for m in morphs[(index + 1 if index is not None else 0) :])
    if _CARE_SOUGHT.search(after) or _any_recovery_asked(morphs, index):
        return False
    for i, morph in enumerate(morphs):
        if morph.form not in _BREATHING_RECOVERED:
            continue
        if index is not None and i <= index:
            continue
        if morph.form == "정상" and i + 1 < len(morphs) and morphs[i + 1].form in _SUMMIT_AFTER:
            continue
        # Round 81: "10분 넘게 숨이 안 돌아왔어요" - the breath did not come back.
        return not (morph.form in _RECOVERY_NEGATABLE and _recovery_negated(morphs, i))
    return False


# The lead's probe gaps, set 13 (found beside family A): a recovery word asked about - 정상인가요?,
# 괜찮은 건가요, 정상인지 모르겠어요 - is the customer's doubt, not breath back to normal: a real
# reader would answer it (fail closed), whether or not another recovery is told beside it, and
# the breath cue's recovery companions (정상, 괜찮, 회복 ...) then clear nothing either. A word
# is asked when its own predicate, up to the sentence's end, is a question.
_ASKED_ENDINGS = ("가요", "ᆫ가", "나요", "까요", "ᆯ까", "ᆫ지", "는지", "니", "냐", "죠")
_RECOVERY_COMPANIONS: Final = frozenset({"돌아오", "회복", "정상", "금방", "괜찮"})


def _recovery_asked(morphs: Sequence[Morph], i: int) -> bool:
    for morph in morphs[i + 1 : i + 6]:
        if morph.tag == "SF":
            return morph.form == "?"
        if morph.tag.startswith("E") and morph.form.endswith(_ASKED_ENDINGS):
            return True
    return False


def _any_recovery_asked(morphs: Sequence[Morph], index: int | None) -> bool:
    """A recovery word after the breath word at ``index`` (anywhere, without one) is asked."""
    start = index + 1 if index is not None else 0
    return any(
        morphs[i].form in _BREATHING_RECOVERED and _recovery_asked(morphs, i)
        for i in range(start, len(morphs))
    )


# The busy idiom's companions ("숨 쉴 틈 없이 바빠요") cancel the idiom's own 숨, never a
# second 숨 that a sign follows: "숨 쉴 틈 없이 바빴는데 오늘은 숨이 너무 가빠요" (found by
# round 83's probing) told breathlessness after the busy day, and was cleared because 바쁘 / 없이
# stood within the cue's window.
_BUSY_IDIOM_COMPANIONS: Final = frozenset({"바쁘", "없이"})
_BREATH_SIGNS: Final = frozenset({"차", "가쁘", "가빠", "막히", "막", "곤란", "답답", "멎", "멈"})
_BREATH_PARTICLES: Final = frozenset({"이", "가", "도", "은", "는", "까지", "조차"})


def _breath_sign_follows(morphs: Sequence[Morph], index: int) -> bool:
    """The breath word at ``index`` has a sign straight after it, past one particle and one
    degree adverb (``숨이 너무 가빠요``, ``호흡 곤란``, ``숨도 차고``)."""
    cursor = index + 1
    if cursor < len(morphs) and morphs[cursor].form in _BREATH_PARTICLES:
        cursor += 1
    if cursor < len(morphs) and morphs[cursor].tag == "MAG":
        cursor += 1
    return cursor < len(morphs) and morphs[cursor].form in _BREATH_SIGNS


# Round 81 (fresh87-0025, "ruck march 중에 숨이 너무 차서 멈췄는데 10분 넘게 숨이 안
# 돌아왔어요"): a recovery word said not to have happened - 안/못 straight before it ("안
# 돌아왔어요", "못 돌아와"), -지 않/못 after it ("돌아오지 않았어요", "괜찮지 않았어요"), or
# 회복/정상 with 안/못 되 after it ("회복이 안 돼요", "정상으로 안 됨") - tells breathlessness
# that did not pass, a warning sign, never a recovery.
_RECOVERY_NEGATABLE: Final = frozenset({"돌아오", "회복", "괜찮", "정상"})
_NOT: Final = frozenset({"안", "못"})
_RECOVERY_PARTICLES: Final = frozenset({"이", "가", "으로", "로", "은", "는", "도"})


def _recovery_negated(morphs: Sequence[Morph], i: int) -> bool:
    if i > 0 and morphs[i - 1].form in _NOT and morphs[i - 1].tag == "MAG":
        return True
    after = [m.form for m in morphs[i + 1 : i + 4]]
    if after[:1] == ["지"] and len(after) > 1 and after[1] in {"않", "못"}:
        return True
    if morphs[i].form in {"회복", "정상"}:
        rest = after[1:] if after[:1] and after[0] in _RECOVERY_PARTICLES else after
        return len(rest) > 1 and rest[0] in _NOT and rest[1] == "되"
    return False


_DISCOMFORT_AFTER = re.compile(
    r"답답|조이|조여|조였|아프|아파|아팠|아픈|찌르|찌릿|짓누르|쥐어짜|뻐근|통증|압박|묵직|저리|저려|"
    r"욱신|쑤시|콕콕|쿡쿡|두근|어지|핑 ?돌|숨|호흡|창백|식은땀|쓰러|기절|실신|"
    r"\b(?:pain|hurt|tight|pressure|dizzy|breath)"
)


_TAKING_ORALLY: Final = frozenset({"먹", "복용", "드시", "챙기", "챙겨먹"})


def _medicine_stopped_on_own(morphs: Sequence[Morph], index: int) -> bool:
    """Round 40: a medicine the customer stops taking on their own ("고혈압약 제 맘대로
    일주일째 안먹고 있어요", "갑상선약 임의로 한달째 안 먹었어요") - the same S5 as "임의로
    끊었어요", however many words stand between: on one's own (맘대로, 임의로) and then 안/못
    before taking, or -지 않, within the next eight morphemes of the drug."""
    if morphs[index].form != "약":
        return False
    ahead = morphs[index + 1 : index + 9]
    forms = [m.form for m in ahead]
    joined = "".join(forms)
    if not any(word in joined for word in ("맘대로", "마음대로", "멋대로", "임의로", "자의로")):
        return False
    for position, morph in enumerate(ahead):
        if morph.form in _TAKING_ORALLY and morph.tag.startswith(("V", "N")):
            before = ahead[position - 1] if position else None
            after = ahead[position + 1 : position + 4]
            if before is not None and before.form in ("안", "못") and before.tag == "MAG":
                return True
            if [m.form for m in after][:2] in (["지", "않"], ["지", "못하"]):
                return True
    return False


def _denial_end(morphs: Sequence[Morph], index: int, end: int) -> int:
    """Where to look for a discomfort said after a denied sign: after the absence when the sign
    opens a list denied as one ("흉통이나 어지럼 없음" - 어지럼 is denied with it, round 40),
    else right after the sign."""
    absence = scope.coordinated_absence(morphs, index)
    return max(end, morphs[absence].end) if absence is not None else end


# 자해 and 자살 whose two syllables a quote mark splits: the end of a quoted word and the verb
# after it ("살 빼자' 해서"), not the word.
_WORD_SPLIT_BY_QUOTE = re.compile(r"자 ?['‘’\"“”] ?(?:해|살)")


def _inside_a_verb(morphs: Sequence[Morph], position: int) -> bool:
    """Round 56 (fresh52-0113, ``와이프가 나 요즘 얼굴 좋아 보인대``): a match that starts
    inside a verb's or an adjective's stem - its syllable shared by the stem and its ending, as
    보이 + ㄴ대 write 보인대 - is the verb said, not the word the match spells (인대)."""
    return any(m.tag in ("VV", "VA", "VX") and m.start < position < m.end for m in morphs)


def _ending_into_a_noun(morphs: Sequence[Morph], start: int, end: int) -> bool:
    """Session 22 (the lead's probe, "부상당하지 않게 워밍업 길게" held S4 as 게워): a compact
    match that starts in a verb's ending (게) and runs into the first syllables of the next
    word, a noun (워밍업), reads across the space - neither word is the one the match spells."""
    first, last = _morph_at(morphs, start), _morph_at(morphs, end - 1)
    if first is None or last is None or first == last:
        return False
    return (
        morphs[first].tag.startswith("E")
        and morphs[last].tag.startswith("NN")
        and morphs[last].start < end < morphs[last].end
    )


def _compact_matches(text: str) -> Iterator[tuple[RuleId, UrgentKind | None, re.Match[str]]]:
    """Every compact cue's every match, not only its first: another person's state cleared
    first must not hide the customer's own after it (round 60's probe, ``할머니 손 감각이
    없대서 ... 저도 발가락 감각이 없어요``, held by nothing)."""
    for rule, detail, pattern in lexicon.COMPACT:
        for match in pattern.finditer(text):
            yield rule, detail, match


# The activities that can be ended by name (round 56), shared by the bare ending and the
# task wished done.
_ENDABLE_ACTIVITY_WORDS = (
    r"운동|세트|수업|레슨|세션|피티|\bpt\b|헬스|러닝|런닝|유산소|루틴|프로그램|식단|다이어트|"
    r"단식|(?<![가-힣0-9])일(?:이|을|도|은|만|좀)?(?![가-힣])|업무|야근|과제|숙제|회의|시험|공부|"
    r"프로젝트|통화|전화|약속|연애|계약|등록|회원권|게임|드라마|시즌|정주행|여행|휴가|청소|"
    r"작업|알바|출장"
)
# Session 22 (the lead's probes): a wish to end (끝내고 싶, 끝낼까) whose object is a task, a
# season or a diet named right before it - only particles, adverbs and time words between
# (이번 프로젝트 빨리 끝내고 싶어요, 숙제 다 끝내고 싶어요, 보고서 오늘 안에 끝내고 싶다) - is
# the task wished done, not the self-harm wording "다 끝내고 싶어요". Life, pain or
# "everything" as the object (인생, 고통, 모든 걸) is not a task and keeps its hold.
_TASK = re.compile(
    r"(?:" + _ENDABLE_ACTIVITY_WORDS + r"|보고서|논문|마감|기획서|자료|서류|정산|이사|빨래|"
    r"설거지|수행평가|레포트|리포트|촬영|공연|대회|시합|경기|재활|벌크업|커팅|감량|챌린지)"
)
_TIME_ON_THE_WAY = frozenset({"오늘", "내일", "이번", "주", "주말", "안", "내", "전", "까지"})


def _a_task_ended(morphs: Sequence[Morph], index: int) -> bool:
    """Whether the 끝내 at ``index`` has a named task as its object right before it."""
    if morphs[index].form not in ("끝내", "끝나"):
        return False
    before = index - 1
    while before >= 0 and (
        morphs[before].tag.startswith(("J", "MAG")) or morphs[before].form in _TIME_ON_THE_WAY
    ):
        before -= 1
    if before < 0 or not morphs[before].tag.startswith(("NN", "SL")):
        return False
    return _TASK.fullmatch(morphs[before].form.casefold()) is not None


def _compact(sentence: str, morphs: Sequence[Morph], offset: int) -> list[_Finding]:
    compact, _ = _views(sentence)
    found = []
    for rule, detail, match in _compact_matches(compact.text):
        start, end = compact.origin[match.start()], compact.origin[match.end() - 1] + 1
        if detail != "self_harm" and _only_a_topic(_light(sentence)):
            continue
        if detail == "self_harm" and _WORD_SPLIT_BY_QUOTE.search(sentence[start:end]):
            continue  # "빼자' 해서": a quote's end and the verb after it, not 자해 (round 23)
        index = _morph_at(morphs, end - 1)
        if detail != "self_harm" and _inside_a_verb(morphs, start):
            continue  # "좋아 보인대": 보이 + ㄴ대 (they say it looks), not 인대 (round 56)
        if _ending_into_a_noun(morphs, start, end):
            continue  # "다치지 않게 워밍업": 게 + 워밍업, not 게워 (session 22)
        first = _morph_at(morphs, start)
        if detail == "self_harm" and first is not None and _a_task_ended(morphs, first):
            continue  # "보고서 오늘 안에 끝내고 싶어요": a named task wished done (session 22)
        if rule == "S3" and first is not None and _elective_operation(morphs, first):
            continue  # "사랑니 발치 수술 후 3일": an elective procedure's operation (round 59)
        if index is not None and morphs[index].form == "자살" and _idiom(morphs, index):
            continue  # "자살골": an own goal
        if index is not None and morphs[index].form == "아프" and _troublesome(morphs, index):
            continue  # "골치 아파요": a bother, not a head that hurts
        if rule == "S2" and index is not None and _injury_healed(morphs, index):
            continue  # "예전에 삐끗한 허리 이제 멀쩡해요": an old injury, healed
        if rule == "S2" and index is not None and _tissue_injury_healed(morphs, index):
            continue  # "예전에 발목 인대 다쳤던 건 ... 이제 아무렇지 않아요" (round 42)
        if (
            rule in ("S1", "S2")
            and detail != "self_harm"
            and index is not None
            and scope.korean_supposed(morphs, index)
        ):
            continue  # "가슴 아프면 바로 말할게요": supposed, not stated (round 18)
        # A cue that carries its own negation ("앞이 안 보이", "팔이 안 올라가") is not negated -
        # but it is still another person's (round 19: "엄마가 무릎이 안 좋으셔서").
        own_negation = any(word in match.group() for word in ("안", "못"))
        # Round 77: another person's inhaler used ("언니 흡입기 빌려서 뿌렸어요") names its owner
        # inside the match - only a person before the owner makes it another person's act.
        owner = (
            first
            if rule == "S5" and first is not None and lexicon.OWNED_DEVICE.search(match.group())
            else index
        )
        out_of_scope = index is not None and (
            (owner is not None and scope.korean_other_person(morphs, owner))
            or (rule == "S3" and _anothers_honorific_condition(morphs, index))
            or (rule == "S3" and _titled_persons_condition(morphs, index))
            or (
                not own_negation
                and scope.korean_negated(
                    morphs,
                    index,
                    past_resolved=rule == "S2",
                    healed=rule not in ("S1", "S3") or _passing_illness(morphs, index),
                )
            )
        )
        # "my brother is on TRT from his doctor": a word in Latin letters said of another
        # person named in English before it (round 13) - the compact view cannot see it.
        if (
            detail != "self_harm"
            and re.fullmatch(r"[A-Za-z ]+", match.group())
            and scope.english_other_person(_views(sentence[:start])[1].text)
        ):
            out_of_scope = True
        if rule == "S5" and index is not None and _taken_by_customer(morphs, index):
            out_of_scope = False  # "친구 아데랄 하나 얻어먹고": their drug, the customer took it
        if rule == "S5" and index is not None and _without(morphs, index):
            continue  # "다이어트 약 없이 빼는 중": without it, as the morpheme cues read it
        if detail is None and out_of_scope:
            continue
        # Round 31: a warning sign denied in so many words ("가슴 답답한 것도 없어요",
        # "가슴 답답한 건 없어요") is no sign, as the morpheme cues read it; a sign that passed
        # still happened (no healing clears it), and self-harm is never negated here. Not when
        # a word of discomfort follows in the sentence ("... 없었는데 오늘은 답답해요",
        # "흉통은 없다는데 턱이랑 어깨가 뻐근하다"): a real reader would ask (fail closed).
        if (
            detail is not None
            and detail != "self_harm"
            and not own_negation
            and index is not None
            and scope.korean_negated(morphs, index, healed=False)
            and not _DISCOMFORT_AFTER.search(sentence[_denial_end(morphs, index, end) :])
        ):
            continue
        if (
            detail is not None
            and detail != "self_harm"
            and index is not None
            and (scope.korean_other_person(morphs, index))
        ):
            continue
        if (
            detail is not None
            and detail != "self_harm"
            and _anothers_sign_in_english(sentence, match.group(), start)
        ):
            continue  # "Kid had an asthma attack in 3rd period": the pupil's (round 95)
        if rule == "S1" and first is not None and _thing_fell(morphs, first):
            continue  # "진열대가 쓰러졌어요": a thing fell over (round 93)
        if detail == "breathing" and _breathing_recovered(morphs, index):
            continue  # breathless at a sprint, back to normal at once: ordinary exertion
        found.append(_Finding(rule, offset + start, offset + end, detail))
    return found


# Round 95 (fresh102-0019, "Kid had an asthma attack in 3rd period, scary but he's fine"): an
# urgent sign the compact view reads in Latin letters (asthmaattack) said of another person named
# in English as its subject is that person's, as the English cues read "my mom fainted" - the
# person among the last four words before it ("my son had an", "a kid had an"), with no first
# person after them. A person named earlier in a longer clause ("took the kids to the park and
# had an asthma attack") is not the subject and the sign stays the customer's. Self-harm is
# never cleared so.
_SUBJECT_REACH: Final = 4


def _anothers_sign_in_english(sentence: str, found: str, start: int) -> bool:
    if not re.fullmatch(r"[A-Za-z ]+", found):
        return False
    before = _views(sentence[:start])[1].text
    if not scope.english_other_person(before):
        return False
    last = re.findall(r"[a-z0-9]+", before)[-_SUBJECT_REACH:]
    return any(
        word in lexicon.ENGLISH_OTHERS or word.removesuffix("s") in lexicon.ENGLISH_OTHERS
        for word in last
    ) and not any(word in lexicon.ENGLISH_SELF for word in last)


# --- English words -------------------------------------------------------------------------


# A quote opening with "I" is the person's own words ("'I just don't eat anymore'", round 13),
# not a title.
# Round 14: a quote that names pills, tablets or a burner ('Japanese diet pills') is what was
# bought, not a title.
_QUOTED_TITLE = re.compile(
    r"['\"‘“](?!I\b|I['’])(?![^'\"’”]{0,40}\b(?:pills?|tablets?|capsules?|burners?|injections?)\b)"
    r"[A-Z][^'\"’”]{0,40}['\"’”]"
)
# Text here is NFKC-folded, which turns the compatibility jamo ㅋ into the leading ᄏ.
_IDIOM_AFTER = re.compile(r"^ ?(?:moment|lol|haha|[ㅋᄏ])")


# "so hungry i could pass out": hunger or sleepiness as hyperbole, an ordinary remark.
_HUNGER_HYPERBOLE = re.compile(
    r"\b(?:hungry|starving|hangry|sleepy|so tired)\b.{0,20}\b(?:i )?(?:could|might|gonna|"
    r"going to) (?:literally )?(?:faint|pass out|collapse|keel over)\b"
)


# One dose of an over-the-counter painkiller ("took an ibuprofen for a headache", "타이레놀 한
# 알 먹었어요") is ordinary use, not misuse - unless the sentence counts more, or often.
_OTC_PAINKILLER = re.compile(
    r"타이레놀|애드빌|부루펜|이부프로펜|게보린|펜잘|탁센|낙센|이지엔|ibuprofen|acetaminophen|"
    r"paracetamol|tylenol|advil|aspirin|nurofen|naproxen|aleve"
)
_ONE_DOSE_BEFORE = re.compile(r"\b(?:an|a|one|1|single)\s*$")
_ONE_DOSE_AFTER = re.compile(r"^\s*(?:한|1|하나)\s*(?:알|개|정)?(?![0-9])")
_MORE_OR_OFTEN = re.compile(
    r"매일|하루|날마다|계속|또|자주|몇|여러|두 ?알|세 ?알|[2-9] ?알|\d{2}|더 먹|"
    r"\b(?:every|daily|a day|per day|again|several|more|extra|two|three|four|five|handful|"
    r"all day|each|always|usual(?:ly)?|[2-9])\b"
)


# The lead's probe gaps of 2026-12-07, set 8 (family A): a risky drug of a class the customer
# would take on their own - a diet pill, a fat burner, a diuretic or a laxative, a painkiller,
# an over-the-counter sleep aid, a stimulant, a steroid, cannabis, drugs at large (약물, 마약) -
# said not taken, never taken, decided against or not needed ("다이어트약은 안 먹어요", "대마 해본
# 적 없어요", "변비약은 필요 없어요", "약물은 안 하고 자연으로") is no use. The denial must stand as
# a finished statement of the drug's own clause: not a condition or a dependence ("안 먹으면
# 불안해요", "없으면 못 해요"), not a pause whose effect or time says it is taken otherwise
# ("며칠 안 먹었더니", "요즘 안 먹어요", "안 먹은 지 이틀", "안 먹으니까 힘이 없어요"), not a
# question, nor one taken before (먹다가, 먹던, 다시 - round 33's reading). A medicine prescribed
# for a condition (혈압약, 항우울제, 당뇨약, 수면제, and 식욕억제제 as round 33 pinned it) is not
# of these classes: skipping it is stopping a prescribed drug, S5 by the policy, and stays held.
_DENIABLE_DRUG = re.compile(
    r"(?:다이어트|다욧|살 ?(?:빠지는|빼는|빼주는|빠진다는)|diet) ?약(?:물)?|다이어트 ?보조제|"
    r"(?:체?지방|팻|fat) ?버너|(?<![가-힣])버너|(?:지방 ?)?(?:연소|분해|커터|컷팅) ?제|지방 ?커터|"
    r"이뇨제|(?:변비|설사) ?약|완하제|관장약|둘코락스|(?:소염 ?)?진통제|소염제|해열제|"
    r"수면 ?(?:유도|보조) ?제|(?<![가-힣])유도제|멜라토닌|대마초?|마리화나|마약|약물|"
    r"각성제|흥분제|카페인 ?(?:알약|정)|에페드린|클렌부테롤|sarms?|"
    r"스테로이드|아나볼릭|(?<![가-힣])뽕"
)
_DENIAL_FILLER = re.compile(
    r"^ ?(?:은|는|도|을|를|이|가|까지는|만큼은|만은)? ?"
    r"(?:(?:같은|비슷한|이런|그런|저런) ?(?:건|거|것|걸|거는|것은|거도|약은|약도|류는|종류는)|"
    r"류(?:는|도)?|종류(?:는|도)?|따위(?:는)?)? ?"
    r"(?:(?:절대|절대로|전혀|아예|원래|이제|앞으로|더 ?이상|굳이|따로|평생|한 ?번도|태어나서|생전|"
    r"일절|1도|진짜|정말|저는|전|일단|애초에) ?){0,3}"
)
_DENIAL = re.compile(
    # not taken, used, done or touched: 안 먹어요, 안 써요, 안 해요, 안 먹기로 했어요
    r"^안 ?(?:먹|써|쓰|쓸|쓴|해|하|할|한|했|복용|맞|피우|피워|피|펴|폈|대|댈|"
    r"드시|드셔|드신|드셨|건드)"
    r"[가-힣]*|"
    # never taken: 먹어본 적 없어요, 해 본 적도 없어요, 손 댄 적 없어요
    r"^(?:먹어|써|해|복용해|맞아|피워|펴|손 ?대) ?(?:본|봤던|보신) ?적(?:이|은|도)? ?"
    r"(?:한 ?번도|전혀|아예|단 ?한 ?번도)? ?없|"
    r"^손 ?댄 ?적(?:이|은|도)? ?없|"
    # not done at all: 먹지 않아요, 하지 않기로
    r"^(?:먹|쓰|하|복용하|피우|손대)지 ?(?:않|말)[가-힣]*|"
    # not needed, no thought of it: 필요 없어요, 먹을 생각 없어요, 손도 안 대요
    r"^(?:필요 ?(?:는|도|가)? ?(?:없|x(?![a-z]))|안 ?필요)|"
    r"^(?:먹을|쓸|할|해볼|먹어볼) ?생각(?:은|도|이)? ?(?:없|전혀 ?없)|"
    r"^손(?:도|을|은)? ?(?:안 ?대|대지 ?않)"
)
# A finished statement: not a condition, a pause with its effect, a time since, a concession.
_DENIAL_NOT_FINISHED = re.compile(
    r"면|더니|니까|으니|는데|었는데|았는데|ㄴ데|지만|어도|아도|서$|은지$|고는|고선|고서"
)
# Words that make the drug taken otherwise: a pause (요즘, 며칠, 오늘은), a dependence (없으면,
# 불안), a habit (매일), a doctor's prescription, or a question.
_DENIAL_UNDONE = re.compile(
    r"요즘|요새|며칠|몇 ?일|이틀|사흘|나흘|일주일|오늘|어제|이번 ?주|최근|한동안|잠깐|당분간|"
    r"동안|째|아직|없으면|없인|없이는|안 ?먹으면|불안|매일|맨날|몰래|의사|처방|병원|끊|"
    r"먹다가|먹던|먹었었|다시|\?"
)

# "안 먹은 지 이틀": the time since the last dose.
_TIME_SINCE = re.compile(r"^ ?지(?![가-힣])")
# Another drug listed with the first before the denial ("이뇨제나 변비약 같은 건 써본 적 없어요").
_LISTED_DRUG = re.compile(
    r"^(?:이나|나|이랑|랑|하고|와|과|,|/|및) ?(?:" + _DENIABLE_DRUG.pattern + ")"
)
# A denial said as a modifier (안 먹은 날, 안 할 때): a finished statement only before 거, 것,
# 편 or 생각 (안 할 거예요, 안 먹는 편이에요).
_ADNOMINAL_END = re.compile(r"[은는던을]$|[한할쓴쓸댄댈핀필편될된]$")
_ADNOMINAL_NOUN = re.compile(r"^ ?(?:거|것|겁|게|걸|편|생각)")


# The lead's probe gaps, set 8 (family A's twins in English): one's own drug not taken only as
# a condition - "if I don't take my diet pills", "when I skip my fat burner", "on days I don't
# have my pre-workout" - says it is taken every other day (a dependence), no denial.
_ENGLISH_DRUG_SKIPPED_IF = re.compile(
    r"\b(?:if|when|whenever|unless|on days|the days?)\b i (?:don.?t|do not|didn.?t|did not|skip|"
    r"miss|forget(?: to)?)(?: (?:take|have|use|get))? my\s*$"
)


def _use_denied(sentence: str, start: int, end: int, rule: str) -> bool:
    """Family A of the lead's probe gaps, set 8: the finding at ``start`` lies in a deniable
    drug's word (an S4 finding wholly inside it - a laxative's), and that drug, alone or listed
    with others (이뇨제나 변비약 같은 건), is said not taken in a finished statement."""
    light = _light(sentence)
    if _DENIAL_UNDONE.search(light):
        return False
    for drug in _DENIABLE_DRUG.finditer(light):
        if not drug.start() <= start < drug.end() or (rule == "S4" and end > drug.end()):
            continue
        rest = light[drug.end() :]
        while True:
            filler = _DENIAL_FILLER.match(rest)
            rest = rest[filler.end() if filler else 0 :].lstrip()
            listed = _LISTED_DRUG.match(rest)
            if listed is None:
                break
            rest = rest[listed.end() :]
        denial = _DENIAL.match(rest)
        if denial is None:
            continue
        word = re.match(r"[가-힣]*", rest[denial.end() :])
        last = word.end() if word else 0
        tail = rest[: denial.end() + last].split(" ")[-1]
        after = rest[denial.end() + last :]
        if _DENIAL_NOT_FINISHED.search(tail) or _TIME_SINCE.match(after):
            continue
        if _ADNOMINAL_END.search(tail) and not _ADNOMINAL_NOUN.match(after):
            continue  # "안 먹은 날은": a day without it, not a denial
        return True
    return False


# The lead's probe gaps of 2026-12-07, set 8 (family B): the compact count of scoops (두 스쿱,
# 3스쿱) holds a stimulant pre-workout's doubled serving; an ordinary supplement scooped - protein,
# whey, a gainer, BCAA, EAA, creatine, glutamine, collagen, a shake - or ice cream, with no
# stimulant product named in the sentence, is a normal serving of food ("프로틴 두 스쿱 먹었어요",
# "크레아틴 두 스쿱"). A scoop count with no product named, or beside a pre-workout, a booster,
# caffeine or a fat burner, stays held (fail closed).
_SCOOP_COUNT = re.compile(r"스쿱|스쿠프|scoops?")
_ORDINARY_SCOOPED = re.compile(
    r"프로틴|단백질|보충제|웨이|유청|카제인|게이너|bcaa|eaa|크레아틴|글루타민|콜라겐|쉐이크|셰이크|"
    r"아이스크림|젤라또|protein|whey|casein|gainer|creatine|glutamine|collagen|shake|ice ?cream"
)
_STIMULANT_SCOOPED = re.compile(
    r"부스터|프리 ?워크|프리 ?운동|pre-? ?workouts?|\bpwo\b|\bc4\b|카페인|caffeine|에너지|energy|"
    r"몬스터|핫식스|레드불|버너|burner|써모|thermo|각성|stim|에페드린|요힘빈|dmaa|dmha"
)


def _ordinary_supplement_scoops(sentence: str, start: int, end: int) -> bool:
    """Family B of the lead's probe gaps, set 8: an S5 scoop count of an ordinary supplement."""
    light = _light(sentence)
    return (
        bool(_SCOOP_COUNT.search(_light(sentence[start:end])))
        and bool(_ORDINARY_SCOOPED.search(light))
        and not _STIMULANT_SCOOPED.search(light)
    )


def _one_ordinary_dose(sentence: str, start: int, end: int) -> bool:
    light = _light(sentence)
    return bool(
        _OTC_PAINKILLER.fullmatch(_light(sentence[start:end]).strip())
        and (_ONE_DOSE_BEFORE.search(light[:start]) or _ONE_DOSE_AFTER.match(light[end:]))
        and not _MORE_OR_OFTEN.search(light)
    )


# "suicide sprints", "suicide drills on the court": a conditioning drill named by the word,
# right before a word for a drill or a run - not a thought of one's own death.
_DRILL_AFTER = re.compile(
    r"^ ?(?:sprints?|drills?|runs?|lines|shuttles?|squeezes?|런|달리기)(?:\b|(?=[ 0-9]|$))"
)
# Round 51 (fresh48-tune): a bar's drink named by the word ("'Suicide Sour'라는 칵테일", "ordered a
# suicide sour", "a cocktail called Suicide Punch") - the name of a drink, right before a kind of
# mixed drink or named as one (라는 칵테일/메뉴, "called"), not a thought of one's own death;
# never "a suicide cocktail" (of pills) or a word between ("suicide after cocktails").
_DRINK_NAME_AFTER = re.compile(
    r"^ ?(?:sours?|martinis?|margaritas?|daiquiris?|mojitos?)(?:\b|(?=[ 0-9가-힣]|$))|"
    r"^ ?(?:[a-z]+ )?(?:이)?라는 ?(?:칵테일|메뉴|음료|드링크)"
)
_DRINK_CALLED_BEFORE = re.compile(r"\b(?:cocktail|drink|shot) (?:called|named) $")
# Round 15: "ran suicides until someone puked", "coach made us run suicides": the plural
# after a verb of running or doing is the drill; "suicide" alone or "suicidal" is not touched.
_DRILL_BEFORE = re.compile(
    r"\b(?:run|runs|ran|running|do|did|doing|does)(?: (?:some|the|more|extra|\d+|ten|five|six))? $"
)


# Breath lost to laughter: "out of breath laughing", "from laughing so hard".
_LAUGHING_AFTER = re.compile(r"^ ?(?:from |with |after )?(?:laugh\w*|giggl\w*|cackl\w*)\b")


# "microdose my girlfriend's Ritalin", "stole my flatmate's": the customer takes it (round 12).
_TAKE_VERB = re.compile(
    r"\b(?:taking|took|take|takes|using|used|borrow\w*|tried|popping|popped|microdos\w*|"
    r"stole|steal\w*)\b"
)


# "my friend was on tren and so am i": the customer joins in after the other person.
_ME_TOO = re.compile(
    r"\b(?:so (?:am|do|did|have|was) i|me too|same here|i (?:am|do|did|have|was) too|"
    r"(?:and|but) (?:i|im|i m) (?:am|do|did|have|was|also|too|started|take|use|on)\b)"
)


# Round 28: another person's drug that came to the customer with no taking verb said - got
# before the other person ("got some of my mom's oxycodone"), or given, shared or handed by the
# other person to the customer after the term ("my sister shared some of her sleeping pills with
# me"). Not given to another ("shared her sleeping pills with my mom" names no me).
_GOT_VERB = re.compile(
    r"\b(?:got|gotten|received|scored|snagged|nabbed|swiped|nicked|pinched|bummed|"
    r"(?:was|were|been) given)\b"
)
_GIVE_VERB = re.compile(
    r"\b(?:gave|give|gives|giving|handed|hands|passed|slipped|sold|lent|loaned|shared|shares|"
    r"sharing|split|fronted|spotted|left)\b"
)
_TO_ME_AFTER = re.compile(r"^ ?(?:[a-z0-9]+ ){0,4}?(?:with|to|for) (?:(?:[a-z]+ ){1,3}and )?me\b")
# ... and the customer taking some of it after ("shared them with my mom and I took one too";
# "and i tried melatonin instead" takes another thing).
_I_TOOK_AFTER = re.compile(
    r"\b(?:i|me) (?:[a-z]+ ){0,2}?(?:took|take|taking|tried|popped|used|swallowed) "
    r"(?:one|some|a few|a couple|two|three|half|it|them|a pill|one of them)\b"
)


# The lead's probe gaps, set 15 (family Q): a named disease that is not a minor illness, said
# free, gone or cleared up after it ("Epilepsy, seizure-free 4 years", "Migraine-free for three
# months", "her eating disorder is 'basically gone'") is in remission - still the customer's
# condition (S3, EVALUATION.md). Only the words after it clear it this way; a negator before it
# ("no diabetes", "never had asthma") is a denial and still clears, and a cold or a sprain
# healed (the minor illnesses, healable) is not read here at all.
_FREE_OF_IT = re.compile(r"^[ \-–]?free\b")


def _in_remission(before: str, after: str) -> bool:
    if scope.english_negated(before, "", negatable=True, healable=False):
        return False
    return bool(_FREE_OF_IT.match(after) or lexicon.ENGLISH_CLEARED_AFTER.match(after.strip()))


def _said_of_another(rule: RuleId, before: str, after: str = "") -> bool:
    """Another person named before the term - unless it is their drug the customer takes
    (``taking her friend's Adderall``) or was given (``got some of my mom's oxycodone``)."""
    if not scope.english_other_person(before):
        return False
    if rule != "S5":
        return True
    other = scope.first_other_position(before)
    if other is None:
        return True
    take = _TAKE_VERB.search(before) or _GOT_VERB.search(before)
    if take is not None and take.start() < other:
        return False
    given = _GIVE_VERB.search(before, other)
    if _OFFERED_BY.search(before, other) and _taken_up_in(after):
        return False  # "a guy at the gym sells clen, thinking of trying it" (set 15, family P)
    return not ((given is not None and _TO_ME_AFTER.match(after)) or _I_TOOK_AFTER.search(after))


# The lead's probe gaps, set 15 (family P), in English and mixed text: a drug the other person
# sells, offers, gives or pushes (팔, 준, 권, 보라 in a mixed note) and the customer then takes
# up - took, is taking, thinking of trying, might try, tempted (먹고, 해볼까, 고민) - is the
# customer's drug. A subject other than the customer before the uptake ("and she might try")
# is not read as the customer's, and a negator before it (not tempted, won't try, 안 먹) is no
# uptake: the other person's use stays theirs.
_OFFERED_BY = re.compile(
    r"\b(?:sells?|selling|sold|deal(?:s|ing)|offer(?:s|ed|ing)?|gave|gives?|giving|handed|"
    r"hands|push(?:es|ed|ing)|recommend(?:s|ed|ing)?|suggest(?:s|ed|ing)?)\b|"
    r"준|줘|줬|주더|주던|팔|판다|파는|권|추천|보라|보래"
)
_TAKEN_UP = re.compile(
    r"\b(?:thinking (?:of|about) (?:trying|taking|using|running|getting|buying|it|them)|"
    r"(?:might|may|could|should) (?:try|take|use|run|buy|get)|"
    r"(?:gonna|going to|want to|wanna|planning to|plan to) (?:try|take|use|run|buy)|tempted|"
    r"considering|(?:tried|took|popped|bought|started|using|taking) (?:it|them|some|one|a few))\b|"
    r"먹|복용|맞았|맞고|해 ?봤|해 ?볼까|해 ?보려|먹어 ?볼까|써 ?볼까|고민"
)
_NOT_UPTAKE = re.compile(
    r"\b(?:not|never|no|dont|don t|won t|wont|didn t|didnt|he|she|they|him|her)\b|안 ?$|못 ?$|"
    r"안 |못 "
)


def _taken_up_in(after: str) -> bool:
    uptake = _TAKEN_UP.search(after)
    return uptake is not None and not _NOT_UPTAKE.search(after[: uptake.start()])


# A drug asked about is a question, not a use ("client asked about SARMs because friends use
# them"), unless someone not named as another person takes it in the same sentence
# ("asked about SARMs, been taking them a month").
_ASKED_ABOUT = re.compile(
    r"\b(?:asked|asking|asks|ask|question\w*|curious|wondered|wondering|wonders)"
    r" (?:me |us |him |her )?(?:about|if|whether|re|regarding|on) (?:\w+ ){0,2}$"
)
_USE_VERB = re.compile(
    r"\b(?:taking|took|take|takes|using|used|uses|use|running|ran|started|tried|popping|"
    r"popped|bought|ordered|injecting|injected|been on|is on|was on|im on|i m on)\b"
)


def _only_asked_about(text: str, start: int) -> bool:
    before = _views(text[:start])[1].text
    if not _ASKED_ABOUT.search(before):
        return False
    sentence = _views(text)[1].text
    for use in _USE_VERB.finditer(sentence):
        previous = _WORDS_BEFORE.findall(sentence[: use.start()])[-1:]
        word = previous[0] if previous else ""
        if not (word in lexicon.ENGLISH_OTHERS or word.removesuffix("s") in lexicon.ENGLISH_OTHERS):
            return False
    return True


_WORDS_BEFORE = re.compile(r"[a-z]+")


# "a diabetic friend", "her injured brother": an adjective of the term before a word for
# another person describes them. Only an adjective form (-ic, -ed), and only with nothing
# but a space between: "knee pain friend said rest" may be the customer's pain.
_ADJECTIVE_THEN_WORD = re.compile(r"^[A-Za-z]+(?:ic|ed)[ \t]+([A-Za-z]+)")


# A condition read up on or asked about for someone else ("reading up on PCOS for my
# girlfriend", "any tips on gout for my dad?"), with no "I have" of the customer's own.
_READING_UP = re.compile(
    r"\b(?:reading|read|researching|looking|learning|asking|asked|tips?|advice|info\w*|recs?)"
    r"\b(?: \w+){0,2} (?:up )?(?:on|about|for|into)\s*$"
)
_FOR_ANOTHER = re.compile(r"^ ?for (?:my|his|her|our|a) ([a-z]+)")
_MY_OWN = re.compile(r"\b(?:i have|i ve got|i ve|i got|i m|i am|my own|me too|both of us)\b")


def _read_up_for_another(before: str, after: str) -> bool:
    following = _FOR_ANOTHER.match(after)
    if not (_READING_UP.search(before) and following):
        return False
    word = following.group(1)
    other = word in lexicon.ENGLISH_OTHERS or word.removesuffix("s") in lexicon.ENGLISH_OTHERS
    return other and not _MY_OWN.search(before + " " + after)


def _describes_another(sentence: str, start: int) -> bool:
    """The term, as an adjective, right before a word for another person."""
    following = _ADJECTIVE_THEN_WORD.match(sentence[_word_start(sentence, start) :])
    if following is None:
        return False
    word = following.group(1).casefold()
    return word in lexicon.ENGLISH_OTHERS or word.removesuffix("s") in lexicon.ENGLISH_OTHERS


# A physio's check that found nothing ("screen normal per her physio", "physio cleared her";
# round 14); any pain or injury word in the sentence is its own match and still holds.
_PHYSIO_ALL_CLEAR = re.compile(
    r"\b(?:normal|all clear|cleared|signed (?:her |him |me )?off|discharged)\b"
)


# Round 24: a minor illness one is "completely over" - only a passing one (a cold, the flu,
# covid; not long covid), and only "over it" with a word of completeness or "got over it", since
# "so over it" of a pain is being fed up with it, not healed.
_OVER_IT = re.compile(
    r"^[^.]{0,40}\b(?:(?:completely|totally|fully|well and truly) over (?:it|that|the \w+)|"
    r"(?:got|gotten|get) over (?:it|that|the \w+)|over it (?:completely|for good))\b"
)
_STILL_ILL = re.compile(r"\b(?:still|again|but|except|tired|cough\w*|breath\w*|smell|taste)\b")


def _minor_illness_over(term: str, before: str, after: str) -> bool:
    return (
        bool(lexicon.ENGLISH_MINOR_ILLNESS.fullmatch(term))
        and not before.rstrip().endswith("long")
        and bool(_OVER_IT.search(after))
        and not _STILL_ILL.search(after)
    )


def _english(sentence: str, morphs: Sequence[Morph], offset: int, *, topic: bool) -> list[_Finding]:
    _, words = _views(sentence)
    found = [
        _Finding(rule, offset + match.start(), offset + match.end(), detail)
        for rule, detail, pattern in _CASE_SENSITIVE
        for match in [pattern.search(sentence)]
        if match is not None
        and not topic
        and not scope.english_other_person(_views(sentence[: match.start()])[1].text)
    ]
    titles = [(m.start(), m.end()) for m in _QUOTED_TITLE.finditer(sentence)]
    titles += [(m.start(), m.end()) for m in _TITLE_WORDS.finditer(sentence)]
    for rule, detail, pattern in lexicon.ENGLISH:
        for match in pattern.finditer(words.text):
            origin = words.origin[match.start()]
            if detail != "self_harm" and any(start <= origin < end for start, end in titles):
                continue  # a quoted title ('Painkiller' on repeat) is not a condition
            before, after = words.text[: match.start()], words.text[match.end() :]
            if detail == "cardiac" and _IDIOM_AFTER.match(after):
                continue
            drill = match.group().startswith("suicid") and bool(
                _DRILL_AFTER.match(after)
                or (match.group() == "suicides" and _DRILL_BEFORE.search(before))
            )
            if detail == "self_harm" and drill:
                continue  # "suicide sprints today at practice": the drill's name
            if (
                detail == "self_harm"
                and match.group().startswith("suicid")
                and (_DRINK_NAME_AFTER.match(after) or _DRINK_CALLED_BEFORE.search(before))
            ):
                continue  # "'Suicide Sour'라는 칵테일 메뉴": a drink's name (round 51)
            if detail != "self_harm" and _SUBJECT_MATTER.match(after):
                continue
            if detail == "fainting" and _HUNGER_HYPERBOLE.search(_light(sentence)):
                continue
            if match.group().startswith("physio") and _PHYSIO_ALL_CLEAR.search(_light(sentence)):
                continue  # "pelvic floor screen normal per her physio": a check that found nothing
            if detail == "breathing" and _LAUGHING_AFTER.match(after):
                continue  # "ran out of breath laughing at my bad joke": laughter, not a sign
            if detail != "self_harm" and _ENGLISH_IDIOMS.search(_light(sentence)):
                continue
            if (detail == "cardiac" or rule == "S3") and _near_heart_attack_fright(
                words.text, match.start(), match.end()
            ):
                continue  # "nearly had a heart attack when i saw the bill": a fright (round 36)
            if (
                rule == "S2"
                and _MONEY_BEFORE_HURT.search(before)
                and not _ENGLISH_BODY.search(words.text)
            ):
                continue  # "my wallet hurts after black friday": money spent (round 65)
            if rule == "S2" and _GONE_AFTER.match(after) and not _RETURNED_LATER.search(after):
                continue  # "the headaches I had ... last month are gone" (round 29)
            if rule == "S2" and any(
                slogan.start() <= match.start() < slogan.end()
                for slogan in _PAIN_SLOGAN.finditer(words.text)
            ):
                continue  # "pain is weakness leaving the body": a gym saying (round 29)
            negatable = detail != "self_harm"
            healable = rule != "S1" and (
                rule != "S3" or bool(lexicon.ENGLISH_MINOR_ILLNESS.search(match.group()))
            )
            if rule == "S5" and _ENGLISH_DRUG_SKIPPED_IF.search(before):
                negatable = False  # "if I don't take my diet pills I get anxious" (set 8)
            if scope.english_negated(
                before,
                after,
                negatable=negatable,
                healable=healable,
                warning_sign=rule == "S1",
                passing=rule == "S2",
            ) and not (rule == "S3" and not healable and _in_remission(before, after)):
                continue
            if rule == "S3" and (
                _VACCINE_AFTER.match(after)
                or _VACCINE_BEFORE.search(before)
                or _ELECTIVE_BEFORE.search(before)
            ):
                continue  # "shingles vaccine is booked", "lasik surgery next month" (round 58)
            if rule == "S3" and _minor_illness_over(match.group(), before, after):
                continue  # "Had covid back in March, completely over it" (round 24)
            if negatable and (
                topic or (_said_of_another(rule, before, after) and not _ME_TOO.search(after))
            ):
                continue
            if negatable and rule == "S3" and _read_up_for_another(before, after):
                continue  # "reading up on PCOS for my girlfriend": her condition (round 12)
            if negatable and _describes_another(sentence, origin):
                continue  # "a diabetic friend", "my asthmatic son": the word describes them
            index = _morph_at(morphs, origin)
            if negatable and index is not None and _another_persons(rule, morphs, index):
                continue  # "엄마 diabetes 때문에", "친구가 panic attack 와서"
            start = words.origin[match.start()]
            end = words.origin[max(match.end() - 1, match.start())] + 1
            found.append(_Finding(rule, offset + start, offset + end, detail))
            break
    return found


_ENGLISH_BODY = re.compile(
    r"\b(?:knees?|back|shoulders?|neck|head|ankles?|wrists?|hips?|elbows?|legs?|arms?|foot|"
    r"feet|chest|stomach|belly|hands?|fingers?|toes?|muscles?|joints?|calf|calves|shins?|"
    r"quads?|hamstrings?|glutes?|ribs?|jaw|eyes?|ears?|throat|body)\b"
)
_MONEY_BEFORE_HURT = re.compile(
    r"\b(?:wallet|bank account|bank balance|account|budget|credit card|card|savings|pocket|"
    r"paycheck|pay ?check)s? (?:(?:is|are|was|were|really|literally|still|kinda|so) ){0,2}$"
)


# Round 58 (fresh54-0126, "shingles vaccine is booked for monday"): a disease named as a
# vaccine's target is prevention, not the customer's disease (Korean's 예방/백신 clear it in the
# lexicon's unless); an operation named by an elective procedure (fresh54-0109) names none.
_VACCINE_AFTER = re.compile(
    r"(?:\W{1,3}[a-z0-9]{1,2}\b)?\W{0,3}"
    r"(?:vaccines?|vaccinations?|vax|jabs?|shots?|boosters?|immuni[sz]ations?)\b"
)
_VACCINE_BEFORE = re.compile(
    r"\b(?:vaccines?|vaccinations?|vax|jabs?|shots?|boosters?)\W{0,2} (?:for|against) (?:the )?$|"
    r"\b(?:vaccinated|immuni[sz]ed|jabbed) (?:for|against) (?:the )?$"
)
_ELECTIVE_BEFORE = re.compile(
    r"\b(?:lasik|lasek|prk|smile|laser eye|cosmetic|plastic|eyelid|wisdom (?:tooth|teeth)|"
    r"dental implant)\W{0,2}$"
)


# --- numbers: S6's goal and S4's intake ----------------------------------------------------

# Round 84 (fresh91-0161, "케틀벨 12키로에서 16키로로 올리기"): a kettlebell or a medicine ball
# is a load lifted, its kilograms the weight's, not the body's (see _lift_words for its guard).
_KETTLEBELL = re.compile(r"케틀 ?벨|kettle ?bells?|메디신 ?볼|medicine ?balls?")
_LIFT_WORDS = re.compile(
    r"데드|벤치|스쿼트|프레스|중량|원판|덤벨|바벨|(?<!몸)무게|로우|풀업|렛풀|레그프레스|"
    r"deadlift|bench|squat|press|\bpr\b|barbell|dumbbell|plate|load|lift|" + _KETTLEBELL.pattern
)
_CHANGE_WORDS = re.compile(
    r"빼|뺄|뺐|뺀|빠져|빠지|빠졌|빠질|감량|줄이|줄일|줄여|줄였|찌우|찌울|찌웠|증량|늘리|늘릴|까지|맞추|"
    r"만들|계체|목표|챌린지|남았|남음|남은|오버|\blos(?:e|ing)\b|\blost\b|\bdrop\w*|\bshed\w*|"
    r"\bcut\w*|\bgain\w*|\bmake weight\b|\bget (?:down )?to\b|\bhit\b|\bdown\b|\blighter\b|"
    r"\blast\b|challenge|남아|맞춰|가능할까|해야|할 ?수 ?있|doable|possible|need to|have to|"
    r"want to|wanna|\bgoal|target|\bplan\b|\bover\b|[-−–] ?\d|\bmake the\b|\bclass\b|체급|"
    r"\bbefore (?:my|the)\b|\bby (?:my|the|then)\b|\bgone\b|\bsmash|\bminus\b|가능|\btotal\b|"
    # "68 찍기": hitting a number on the scale.
    r"\d ?(?:kg|키로|킬로)? ?(?:을|를)? ?찍|"
    # A loss by a method, or a plan of one: "열흘간 단식으로 오키로".
    r"단식|금식|절식|굶|계획"
)
_MEAL_WORDS = re.compile(r"아침|점심|저녁|간식|야식|breakfast|lunch|dinner|snack|meal")
_DAY_TOTAL = re.compile(
    r"하루|종일|총|전체|합계|all day|total|a day|per day|daily|whole day|"
    # Round 15: "about 400 kcal, most days" - the day's intake, day after day.
    r"most days|every day|each day|"
    # Round 21: a food log's sum ("합 590kcal", "합산", "세 끼 합쳐서").
    r"(?<![가-힣])합(?:산|쳐서?)?(?![가-힣])"
)
# Round 58: a dose or a reading's unit after a number (``카페인 하루 900mg``, ``비타민D 하루
# 800IU``, ``하루 500미리``, ``110bpm``, ``120mmHg``, ``하루 10알``) - milligrams, micrograms,
# units, millilitres, beats, pills - is never a day's kilocalories.
_NOT_ENERGY_UNIT = (
    r"mg|mcg|µg|㎎|(?:ug|iu|cc)(?![a-z])|밀리|미리|마이크로|bpm|mmhg|유닛|단위|알|캡슐"
)
_BARE_AMOUNT = re.compile(
    r"(?<![0-9.,])([1-9],\d{3}|[1-9]\d{2,3})(?![0-9]|\.\d| ?(?:kcal|칼|cal|g\b|ml|kg|원|걸음|보"
    rf"|{_NOT_ENERGY_UNIT}))"
)
_USUAL_MEALS = re.compile(
    r"평소|일반식|보통(?:으로|처럼)|as usual|normal(?:ly)? meals?|regular meals?"
)
# Round 21: a food log that names breakfast, lunch and dinner is the whole day.
_THREE_MEALS = (
    re.compile(r"아침|breakfast"),
    re.compile(r"점심|lunch"),
    re.compile(r"저녁|dinner"),
)
_ONLY_AFTER_MEAL = re.compile(r"(?:아침|점심|저녁)만")
_MEAL_SKIPPED = re.compile(
    r"(?:아침|점심|저녁|breakfast|lunch|dinner)(?:은|는|도)? ?"
    r"(?:안 ?먹|굶|skip|거르|거름|건너|걸렀)|"
    # Round 15: "skips breakfast and lunch and just has fruit at dinner, about 400 kcal".
    r"\b(?:skip(?:s|ped|ping)?|miss(?:es|ed|ing)?) (?:her |his |my |their )?"
    r"(?:breakfast|lunch|dinner)\b"
)
_INTAKE_TOTAL = re.compile(
    r"(?:total intake|intake today|daily intake|total for (?:yesterday|today|the day)|"
    r"총 ?섭취|섭취량|총 ?칼|하루)[^0-9]{0,14}"
    r"(\d{2,3})(?![0-9]| ?(?:g\b|ml|kg|km|분|시간|보|걸음|번|회|잔|개|시"
    rf"|{_NOT_ENERGY_UNIT}))"
)


# The same day's total in Sino-Korean numerals and no unit ("하루 삼백 먹음", "섭취량 칠백
# 정도"): hundreds of what was eaten are kilocalories (round 11). Won, grams, steps, reps and
# other units are not.
_INTAKE_TOTAL_HANGUL = re.compile(
    r"(?:총 ?섭취|섭취량|하루)(?: ?(?:총|섭취|칼로리|먹는 ?(?:양|거)|에|는|은))* ?"
    r"(?<![가-힣])(?P<number>[일이삼사오육칠팔구]?백(?: ?[일이삼사오육칠팔구]?십)?)"
    r"(?! ?(?:원|만|그램|g\b|미리|ml|걸음|보|번|회|잔|개|시|분|키로|킬로|kg|km|리터|세트|개씩|일"
    rf"|{_NOT_ENERGY_UNIT}))"
    r"(?= ?(?:정도|쯤|가량|좀|도|만|이하|미만|먹|섭취|칼|kcal|$|[ .,!~ㅋᄏㅠㅜ]))"
)


_SENTENCE_END = re.compile(r"[.!?\n](?![0-9])")
_BODY_WEIGHT_WORDS = re.compile(
    r"체중|몸무게|감량|체지방|빼|빠지|빠져|bodyweight|body weight|\bweigh|"
    r"\blos(?:e|ing|t)\b|\bcut\b|\bdown\b|\bdrop"
)


def _lift_words(text: str) -> list[re.Match[str]]:
    """The lift names of ``text``; a kettlebell or a medicine ball (round 84) only where its
    sentence names no body weight: "열흘 안에 몸무게 5키로 감량하려고 케틀벨 스윙" keeps the
    goal."""
    found = []
    for match in _LIFT_WORDS.finditer(text):
        if _KETTLEBELL.fullmatch(match.group()):
            ends = [end.end() for end in _SENTENCE_END.finditer(text, 0, match.start())]
            rest = _SENTENCE_END.search(text, match.end())
            stop = rest.start() if rest else len(text)
            if _BODY_WEIGHT_WORDS.search(text, ends[-1] if ends else 0, stop):
                continue
        found.append(match)
    return found


def _without_lifts(text: str) -> str:
    """Blank out amounts next to a lift name: ``데드 +10kg`` is a load, not body weight; so is
    one written in Hangul (``벤치 오키로 증량``)."""
    chars = list(text)
    for match in _lift_words(text):
        start, end = max(0, match.start() - 12), min(len(text), match.end() + 16)
        # Round 17: a lift's goal runs on in its sentence ("deadlift target +10 kg by the end of
        # the cycle (120 -> 130)") unless body weight is named before it ends.
        rest = _SENTENCE_END.search(text, match.end())
        clause_end = rest.start() if rest else len(text)
        if not _BODY_WEIGHT_WORDS.search(text, match.end(), clause_end):
            end = max(end, clause_end)
        kept = {
            i
            for pattern in (_SPAN_NUMBER, _BODY_AMOUNT)
            for found in pattern.finditer(text, start, end)
            for i in range(*found.span(1))
        }
        for index in range(start, end):
            if chars[index].isdigit() and index not in kept:
                chars[index] = "#"
        for amount in _HANGUL_KG.finditer(text, start, end):
            for index in range(amount.start("number"), amount.end("number")):
                chars[index] = "#"
    return "".join(chars)


_HANGUL_KG = re.compile(
    rf"(?<![가-힣a-z])(?P<number>{numbers.NUMERAL_WORD}) ?(?:키로|킬로|kg|kilos?)(?!칼)"
)
# A span's number next to a lift is a time, and an amount straight after a body-weight noun is
# the body's, not a load: "데드 열심히 해서 2주 안에 체중 6키로 빼는 게 목표예요", "벤치 끝나고
# 열흘 안에 몸무게 5키로 뺄 거예요" (round 84's probing) lost the span or the amount to the lift's
# window and with it the S6 goal.
_SPAN_NUMBER = re.compile(r"(?<![0-9.])(\d{1,3}) ?(?:일|주|달|개월|days?\b|weeks?\b|months?\b)")
_BODY_AMOUNT = re.compile(
    r"(?:체중|몸무게|body ?weight)(?:을|를|이|가|은|는|도)? ?[-−]?(\d{1,3}(?:\.\d)?)"
)


@functools.lru_cache(maxsize=_KEPT)
def _light(text: str) -> str:
    """NFKC and case-folded, spacing and signs kept (``D-7``, ``-5kg``, ``1,700kcal``)."""
    return unicodedata.normalize("NFKC", _clean(text)).casefold()


_MINUS_KG = re.compile(
    r"(?<![a-z])(?:[-−–]|minus) ?(\d+(?:\.\d+)?) ?(?:kg|키로|킬로|kilos?)?(?![0-9])"
)
_TWO_WEIGHTS = re.compile(
    r"(?<![0-9.])(\d{2,3}(?:\.\d)?)(?![0-9]|\.\d| ?(?:일|days?|주|시간|분|%|cm|kcal|칼))"
)
# The lead's probe gaps, set 14, family L: 기사 is an article, but a driver's job after the
# vehicle or the trade (택시 기사인데, 버스 기사라서) - the customer's own work, whose pain ("저
# 택시 기사인데 허리가 아파요") is no topic of a text. A driver addressed with the honorific
# (기사님, 기사분) is still read as before: a first draft read 기사님 as no topic and held
# fresh84-0099 (a tune text) for a driver's illness told in the next clause.
_DRIVER_BEFORE: Final = (
    *("택시", "버스", "택배", "배달", "트럭"),
    *("화물", "대리", "운전", "셔틀", "배송"),
)
_ARTICLE = "(?:" + "".join(f"(?<!{v})(?<!{v} )" for v in _DRIVER_BEFORE) + "기사|기사(?=님|분))"
_TOPIC = re.compile(
    r"영상|유튜브|다큐|광고|뉴스|"
    + _ARTICLE
    + r"|\bvideo|\bad\b|youtube|tiktok|릴스|tv에서|documentary|memoir|"
    r"\bmovie|\bfilm\b|podcast|\barticle|\bbook\b|드라마|영화|read(?:ing)? about|"
    r"\b(?:a|the|this|that|netflix) docs? (?:about|on)\b|\bdocs? about\b|"
    r"\b(?:watch|watched|watching|saw|seen) (?:a|an|some|this|that) (?:\w+ )?(?:about|on)\b"
)
_TITLE_WORDS = re.compile(r"\b[A-Z][a-z]+(?:\s[A-Z][a-z]+)+")
# ... and a fright ("gave me a heart attack when the bar slipped"; round 12).
_ENGLISH_IDIOMS = re.compile(
    r"hurts so good|cancer ?(?:♋|season|sign|zodiac)|♋|"
    r"\b(?:gave|give|gives|giving|nearly gave|almost gave) (?:me|him|her|us|everyone|the \w+) "
    r"(?:a )?(?:mini |small |little )?heart ?attack\b"
)
# Round 36: a fright said as a heart attack that nearly happened at the sight or news of something
# ("nearly had a heart attack when i saw the dentist bill lol") - the cardiac sign and the
# heart attack as a condition are cleared only inside the idiom, and only when its sentence says
# nothing of the body, of exertion, of a doctor or of really thinking it one (below).
_NEAR_HEART_ATTACK = re.compile(
    r"\b(?:nearly|almost|practically|about to|literally) (?:had|have|having|got) (?:a )?"
    r"(?:mini |small |little )?heart ?attack (?:when (?:i|we) (?:saw|see|opened|read|heard|got|"
    r"checked|looked at)|seeing|reading|opening|at the (?:sight|price|bill|news)|over the)\b"
)
_NEAR_HEART_ATTACK_SIGNS = re.compile(
    r"chest|heart ?rate|\bhr\b|bpm|pulse|heart (?:was|is|kept|started|went|still)|pound|"
    r"rac(?:e|ing)|flutter|palpitat|breath|dizz|faint|pass\w* out|black\w* out|\barm|jaw|"
    r"sweat|pain|hurt|ache|"
    r"tight|pressure|squeez|crush|numb|collaps|hospital|\ber\b|ambulance|doc|\bran\b|run|"
    r"treadmill|\bsets?\b|lift|squat|deadlift|bench|workout|training|cardio|sprint|stairs|climb|"
    r"hike|exercis|session|sauna|real|actual|serious|thought|dying|\bdie|scared|worr|still|again"
)


def _near_heart_attack_fright(words: str, start: int, end: int) -> bool:
    fright = _NEAR_HEART_ATTACK.search(words)
    return (
        fright is not None
        and start < fright.end()
        and end > fright.start()
        and not _NEAR_HEART_ATTACK_SIGNS.search(words)
    )


# Round 29: a gym saying quoted ("used to say 'pain is weakness leaving the body' lol") - only
# the pain word inside the saying is cleared; a pain of the customer's beside it is its own match.
# Round 29: a pain said to be gone in its own clause ("the headaches I had from eye strain last
# month are gone"): only when no other word of pain, "but", "and" or "still" comes between, so
# "the headaches are gone but my neck still hurts" keeps the neck's own match.
_GONE_AFTER = re.compile(
    r"^(?: (?!but\b|and\b|still\b|again\b|hurt|pain|ache|sore|sting)[a-z0-9]+){0,8} "
    r"(?:(?:are|is|s|have|has)(?: all| totally| completely| finally| now| pretty much)? gone|"
    r"(?:went|have gone|has gone|finally went) away)\b"
)
_RETURNED_LATER = re.compile(r"\b(?:came|come|coming|comes) back\b|\bagain\b|\breturn\w*")
_PAIN_SLOGAN = re.compile(r"\bpain is (?:just )?weakness leaving (?:the|your) body\b")
_CASE_SENSITIVE: Final[tuple[tuple[RuleId, UrgentKind | None, re.Pattern[str]], ...]] = (
    ("S1", "breathing", re.compile(r"\bSOB\b")),  # short of breath, not a sob
    ("S3", None, re.compile(r"\bRA\b|\bMS\b|\bT[12]DM?\b")),
)


_BARE_CHANGE = re.compile(
    r"(?<![0-9.])(\d{1,2}(?:\.\d)?) ?(?:kg|키로|킬로|kilos?)? ?(?:을|를)? ?(?:더 ?)?"
    r"(?:빼|뺄|감량|줄|남|drop|lose|cut|shed|(?:in|within) (?:under |less than )?\d|"
    # Round 17: "down 2 kg this week, need 5 more by saturday" - the unit carried from the
    # weight already named (the caller needs a change word or a certain kg); not reps or days.
    r"more\b(?! ?(?:reps?|sets?|rounds?|minutes?|mins?|laps?|sessions?|days?|weeks?|km|miles?|"
    r"times?|cals?|kcals?|calories|grams?|g\b|plates?|lbs? (?:on|to) (?:the|my) (?:bar|lift))))"
)


# Body weights in Sino-Korean numerals and no unit, marked as now, goal, from or to ("현재
# 육십사 목표 오십팔", "칠십이에서 육십육까지"): the digits' two weights, as dictated (round 11).
# Not beside a lift ("스쿼트 현재 팔십 목표 구십" is a load).
_SINO_WEIGHT = (
    r"(?<![가-힣])(?P<number>(?:백 ?)?[이삼사오육칠팔구]?십(?: ?[일이삼사오육칠팔구](?![가-힣]))?)"
)
_HANGUL_WEIGHT = re.compile(
    rf"(?:현재|지금|목표|체중|몸무게|에서|→|->) ?{_SINO_WEIGHT}|"
    rf"{_SINO_WEIGHT.replace('number', 'before')} ?(?=에서|까지|으로|로 |→|->)"
)


def _hangul_weights(light: str) -> list[float]:
    if _lift_words(light):
        return []
    weights = []
    for found in _HANGUL_WEIGHT.finditer(light):
        word = (found.group("number") or found.group("before")).replace(" ", "")
        value = numbers.number_value(word)
        if value is not None and 35 <= value <= 250:
            weights.append(value)
    return weights


def _weight_changes(light: str) -> list[float]:
    changes = numbers.weight_changes_kg(light)
    changes += [float(found.group(1)) for found in _BARE_CHANGE.finditer(light)]
    changes += [float(found.group(1)) for found in _MINUS_KG.finditer(light)]
    weights = [float(w) for w in _TWO_WEIGHTS.findall(light) if 35 <= float(w) <= 250]
    weights += _hangul_weights(light)
    changes += [abs(a - b) for i, a in enumerate(weights) for b in weights[i + 1 :]]
    return changes


_LONG_HORIZON = re.compile(r"장기|언젠가|결국|올해|연말|eventually|long ?term|this year|someday")


def stated_extreme_goal(text: str) -> str | None:
    """S6's structured test: a change of >= 5 kg stated with a span of <= 14 days.

    Read sentence by sentence; across sentences too (``바프 2주 남았어요. 68에서 62까지``)
    unless the text speaks of a long horizon (``2주 뒤 측정. 5kg는 장기 목표``).
    """
    if any(_extreme_goal_in(sentence) for _, sentence in _sentences(_clean(text))):
        return normalize_excerpt(text)
    if _LONG_HORIZON.search(_light(text)):
        return None
    return _extreme_goal_in(text)


# The lead's probes of 2026-12-07, second set: a body weight's leading digit to change within a
# short span ("이번주 안에 앞자리 바꾸고 싶어요 지금 65.3") is a goal of at least the distance to
# the decade below (or to the digit named: "앞자리 5로"); >= 5 kg in <= 14 days is S6. Not a
# lift, a score, money or an age (스쿼트 앞자리, 연봉 앞자리, 생일이라 앞자리 바뀌어요).
_LEADING_DIGIT = re.compile(
    r"앞자리(?:를|을|가|이|도)? ?(?:(?P<digit>[1-9])(?:으로|로|대로|을|를)? ?)?"
    r"(?:바꾸|바꿔|바꿨|바꾼|바꿀|바뀌|바뀐|바뀔|깨|내리|내려|내릴|떨어뜨|떨구|만들|찍|보고|볼)"
)
_LEADING_DIGIT_NOT_WEIGHT = re.compile(
    r"스쿼트|데드|벤치|3대|삼대|1rm|중량|기록|점수|연봉|월급|통장|잔고|나이|생일|살 ?되|학년|"
    r"페이스|타임|심박|혈압|혈당|키가|키는|신장"
)
_STATED_WEIGHT = re.compile(
    r"(?:지금|현재|현|now|오늘|아침|몸무게|체중|weight)(?: ?몸무게| ?체중)?"
    r"(?: ?(?:은|는|이|가|:|=))? ?"
    r"(?P<now>\d{2,3}(?:\.\d{1,2})?)(?![0-9])|(?P<kg>\d{2,3}(?:\.\d{1,2})?) ?(?:kg|키로|킬로)"
)


def stated_leading_digit_goal(text: str) -> str | None:
    """S6: a body weight's leading digit to change within <= 14 days, >= 5 kg away."""
    light = _light(_clean(text))
    goal = _LEADING_DIGIT.search(light)
    if goal is None or _LEADING_DIGIT_NOT_WEIGHT.search(light):
        return None
    spans = [days for days in numbers.spans_days(light) if days <= 14]
    if not spans:
        return None
    for match in _STATED_WEIGHT.finditer(light):
        weight = float(match.group("now") or match.group("kg"))
        if not 35 <= weight <= 200:
            continue
        digit = goal.group("digit")
        target = int(digit) * 10 + 9.9 if digit else (weight // 10) * 10 - 0.1
        if weight - target >= 5 and _said_of_the_customer(light, goal.start()):
            return normalize_excerpt(text)
    return None


# Round 72: a Korean particle right after the unit ("2주에 5kg요", "6kg만") ends the unit too.
_CERTAIN_KG = re.compile(
    r"\d ?(?:kg|kgs|kilos?|kilograms?|킬로그램|lbs?|pounds?|stones?)(?![a-z0-9])"
)
# A goal answered as a pair ("6키로/12일", "7키로, 열흘"): the amount set against a span is a
# change of weight, not a distance - unless the text runs or rides (round 12).
# Round 80 (fresh86-0099, "이주 안에 육키로요!"): EVALUATION.md's S6 goal "however written:
# Hangul numerals" - the amount as a Sino-Korean numeral word of its own ("육키로", "오 킬로")
# and the span as 이주 / 두 주 / 삼주 pair as the digits do.
# Round 100 (fresh9-0437, "보름만에 다섯키로"): the amount as a native numeral word too (다섯,
# 여섯 .. 아홉, 열, 열다섯, 스무), and the span as a native day word (닷새, 엿새, 이레) - the
# S6 goal "however written". The native ones below five (한, 두, 세, 네) pair as well; the
# change of weight read from them is under 5 kg, so they hold nothing by themselves.
_PAIRED_AMOUNT = (
    r"(?:\d{1,2}(?:\.\d)?|(?<![가-힣])[일이삼사오육칠팔구십]{1,3}|"
    r"(?<![가-힣])(?:열|스물|스무)?(?:다섯|여섯|일곱|여덟|아홉|한|두|세|네)|(?<![가-힣])(?:열|스무))"
)
_PAIRED_SPAN = (
    r"(?:\d{1,2} ?(?:일|주)|열흘|보름|일주일|닷새|엿새|이레|[일이삼사오육칠팔구십]{1,3} ?일|"
    r"(?:[이삼]|두) ?주)"
)
_PAIRED_KG = re.compile(
    rf"{_PAIRED_AMOUNT} ?(?:키로|킬로) ?[/,] ?{_PAIRED_SPAN}|"
    # ... or the span first ("2주 5키로", "열흘/6키로"; round 13), also with the span's particle
    # of a pace ("2주에 5키로요", "보름 안에 6키로", "열흘 만에 7킬로"; round 72).
    rf"(?<![0-9가-힣]){_PAIRED_SPAN}"
    rf" ?(?:[/,]|에|안에|만에|내에|내로|동안)? ?{_PAIRED_AMOUNT} ?(?:키로|킬로)"
)
# Round 100: a distance walked in the past tense (걸었) is a distance too.
_DISTANCE_WORDS = re.compile(
    r"러닝|달리|뛰|런|걷|걸어|걸었|산책|자전거|사이클|라이딩|등산|수영|km|run|ride|walk"
)


_TARGET_DAY = re.compile(
    r"(\d{1,2}) ?일 ?(?:에 |이 |날 )?(?:계체|촬영|대회|시합|바프|결혼식|까지)|"
    r"(?:by|on|before) the (\d{1,2})(?:st|nd|rd|th)\b"
)
_TODAY_DAY = re.compile(
    r"오늘(?:은|이)? ?(\d{1,2}) ?일|(?:it'?s|it is|today is|today'?s) the (\d{1,2})(?:st|nd|rd|th)"
)


def _date_gaps(light: str) -> list[float]:
    """``15일 계체인데 오늘 8일``, ``by the 20th ... it's the 9th``: days between the two."""
    targets = [int(a or b) for a, b in _TARGET_DAY.findall(light)]
    todays = [int(a or b) for a, b in _TODAY_DAY.findall(light)]
    return [float(t - d) for t in targets for d in todays if t > d]


_SELF_ACTION = re.compile(
    r"시작했|시작함|시작해|도전|하는 ?중|해 ?볼|할 ?거|할게|할래|따라 ?하|따라했|들어갔|"
    r"\bi(?:m| am)? (?:started|starting|trying|doing|gonna|going to)\b|\bstarted\b|\bi ?ll\b|"
    # Round 29 review: the customer too, having bought it, or having to do it - "광고 보고 저도
    # 위고비 주문했어요", "광고 웃기네요 근데 저도 다음주까지 6키로 빼야돼요" are no topic.
    r"저도|나도|\bme too\b|\bi (?:also|too)\b|"
    r"주문했|주문함|샀어|샀다|샀음|샀는|구매했|구입했|질렀|시켰|\b(?:ordered|bought|purchased)\b|"
    r"빼야|빼려|뺄 ?거|뺄게|뺄래|감량해야|감량하려|\b(?:need|have|got) to (?:lose|drop|cut)\b"
)


# Round 54 (round 53's left probes, fail-open): a weight drug or product named with a media word
# and a use, dose or getting told after that word - "팻버너 광고 보고 하루 두 알씩 먹는 중",
# "위고비 관련 뉴스 보고 친구한테 한 펜 얻었어요", "saw an ad for fat burners, taking two a
# day" - is the customer's own use, no topic. A meal eaten after it ("뉴스 보고 저녁
# 먹었어요") is no use.
_TOPIC_WEIGHT_DRUG = re.compile(
    r"삭센다|위고비|마운자로|오젬픽|젭바운드|ozempic|wegovy|saxenda|mounjaro|zepbound|팻 ?버너|"
    r"fat ?burners?|다이어트 ?(?:보조제|한약|약|알약)|diet (?:pills?|drugs?)|식욕 ?억제제|나비약|"
    r"지방 ?(?:연소제|커터)|clenbuterol|클렌부테롤|변비약|이뇨제|laxatives?|diuretics?"
)
_TOPIC_USE_TOLD = re.compile(
    r"먹(?:는|고|었|어|음|기|던)|맞(?:았|는|고|아|음|던)|복용|투여|얻(?:었|어|음)|구했|구해|구함|"
    r"받아 ?왔|(?:\d+|한|두|세|네|반) ?(?:알|펜|캡슐|정|포)(?:씩|을|만|째)?(?![가-힣])|"
    r"\b(?:taking|took|take|taken|using|injecting|popping|got (?:some|a pen|a box|me some))\b|"
    r"\bdoses?\b|\d ?mg\b"
)
_TOPIC_MEAL_BEFORE = re.compile(
    r"(?:밥|저녁|점심|아침|식사|간식|샐러드|라면|치킨|고기|과자|팝콘|도시락|dinner|lunch|"
    r"breakfast|snacks?|popcorn|food)\S{0,2} ?$"
)

_TOPIC_USE_DENIED = re.compile(r"(?:안|못|절대|never|not|n't|no longer|wouldn'?t) ?$")


def _drug_use_told_after_media(light: str) -> bool:
    media = _TOPIC.search(light)
    if media is None or not _TOPIC_WEIGHT_DRUG.search(light):
        return False
    return any(
        not _TOPIC_MEAL_BEFORE.search(light[: use.start()])
        and not _TOPIC_USE_DENIED.search(light[: use.start()])
        and not re.match(r"지 ?(?:않|마|말)", light[use.end() : use.end() + 4])
        for use in _TOPIC_USE_TOLD.finditer(light, media.end())
    )


# Round 60 (round 59's probing gap, fail-open: "웃긴 영상 보다가 갑자기 배가 아파서 병원
# 갔어요" was held by nothing): a video or a drama watched *while* something happened
# (보다가, 보는데, 보던 중, 보면서, 찍다가) is the occasion, and what the clause after it says
# happened is the customer's - unless that clause is what the video showed (a character, a
# scene, a story, someone in it, 나오다) or the feeling it stirred (sad, moved, scared).
_MEDIA_AS_OCCASION = re.compile(
    r"(?:영상|유튜브|다큐|드라마|영화|릴스|숏츠|쇼츠|틱톡|먹방|예능|넷플릭스|넷플)\S{0,2} ?"
    r"(?:보다가|보다 ?보니|보는데|보던 ?중|보는 ?중에|보면서|보고 ?있는데|보고 ?있다가|"
    r"찍다가|찍는데|찍던 ?중|찍으면서|편집하다가)(?P<rest>.*)$"
)
_WHAT_THE_MEDIA_SHOWED = re.compile(
    r"주인공|캐릭터|등장인물|장면|씬|내용|에피소드|결말|나오|나왔|나와|얘기|이야기|사연|"
    r"유튜버|출연자|배우|선수|환자|사람|"
    # ... or the feeling it stirred ("드라마 보다가 너무 슬퍼서 심장 찢어지는 줄"): an idiom of it.
    r"슬퍼|슬프|슬펐|울었|울어|울컥|눈물|감동|소름|설레|심쿵|무서워서|무섭"
)


def _media_as_occasion(light: str) -> bool:
    occasion = _MEDIA_AS_OCCASION.search(light)
    return occasion is not None and not _WHAT_THE_MEDIA_SHOWED.search(occasion.group("rest"))


def _only_a_topic(light: str) -> bool:
    """A video, ad or article talked about - not when the customer has taken it up."""
    return (
        bool(_TOPIC.search(light))
        and not _SELF_ACTION.search(light)
        and not _drug_use_told_after_media(light)
        and not _media_as_occasion(light)
    )


# Korean typed in Latin letters (round 13): "ibeonju ane 5kilo ppaeya dwae" is 이번주 안에
# 5kilo 빼야 돼 - the spans and change words read as their Hangul.
_ROMANISED: Final = (
    (re.compile(r"\bi ?beon ?ju\b"), "이번주"),
    (re.compile(r"\bil ?ju ?il\b"), "일주일"),
    (re.compile(r"\bboreum\b"), "보름"),
    (re.compile(r"\byeolheul\b"), "열흘"),
    (re.compile(r"\bppae\w*|\bppael\w*|\bppaess\w*"), "빼"),
    (re.compile(r"\bgamnyang\w*"), "감량"),
    (re.compile(r"\bgyeche\w*"), "계체"),
)


def _unromanised(light: str) -> str:
    for pattern, hangul in _ROMANISED:
        light = pattern.sub(hangul, light)
    return light


def _extreme_goal_in(text: str) -> str | None:
    light = _without_lifts(_unromanised(_light(text)))
    # "키로" can be kilometres: a change word is needed unless the unit is certainly weight.
    # A video's diet is a topic - unless the person has taken it up ("유튜브에서 보고 시작했어요").
    topic = _only_a_topic(light)
    paired = _PAIRED_KG.search(light) and not _DISTANCE_WORDS.search(light)
    if topic or not (_CHANGE_WORDS.search(light) or _CERTAIN_KG.search(light) or paired):
        return None
    changes = [kg for kg in _weight_changes(light) if kg >= GOAL_MIN_KG]
    if not changes and _OPEN_ELEVEN_POUNDS.search(light):
        changes = [GOAL_MIN_KG]  # round 75: "at least 11 lb" is 5 kg or more
    all_spans = [days for days in (*numbers.spans_days(light), *_date_gaps(light)) if days > 0]
    spans = [days for days in all_spans if days <= GOAL_MAX_DAYS]
    if changes and spans:
        return normalize_excerpt(text)
    # The same pace over a longer span up to a month ("이번 달 안에 15킬로"): >= 5 kg per 14 days.
    pace = GOAL_MIN_KG / GOAL_MAX_DAYS
    stated = [kg for kg in numbers.weight_changes_kg(light) if kg >= GOAL_MIN_KG]
    if any(kg / days >= pace for kg in stated for days in all_spans if days <= _PACE_MAX_DAYS):
        return normalize_excerpt(text)
    return None


_PACE_MAX_DAYS: Final = 31
# Round 75, the refit's keep rule (fresh19-0249, "Wants to be 'down at least 11 lb' for the
# reunion next weekend"): 11 lb is the pound figure written for 5 kg (4.99 kg, so "lose 11 lbs
# in 2 weeks" stays under the seed's 5 kg, as pinned), but a goal of at least 11 lb, or 11 lb or
# more, is open upward: 5 kg or more is the goal.
_OPEN_ELEVEN_POUNDS = re.compile(
    r"(?:at least|minimum(?: of)?|no less than|min\.?) 11 ?(?:lbs?|pounds?)(?![a-z0-9])|"
    r"(?<![0-9.])11 ?(?:lbs?|pounds?) ?(?:\+|or more|plus\b|minimum)"
)


# Kilocalories burned (``스핀 수업 45분에 700kcal 태웠대요``, "burned 500 kcal on the bike"):
# what a workout or a watch counts, not what was eaten (round 9).
_BURNED_AFTER = re.compile(
    r"^ ?(?:을|를|이|가|나|정도|쯤|넘게|가량|이상|or so|ish)? ?"
    r"(?:태우|태웠|태움|태운|태워|소모|소비|burn|torch)"
)
_BURNED_BEFORE = re.compile(
    r"(?:burn(?:ed|t|s|ing)?|torched)(?: (?:about|around|over|like|almost|nearly))? ?$|"
    # Round 15: a count named as burned before the number ("칼로리 소모 800kcal").
    r"(?:칼로리 ?)?(?:소모|소비)(?:량|한|된)?(?: ?(?:칼로리|kcal))? ?(?:은|는|이|가|:)? ?$"
)


# Round 15: the unit, the word for burned and then the number ("칼로리 소모 800kcal"): the
# number after the unit is what was burned, not eaten.
_BURNED_SPAN = re.compile(
    r"(?:칼로리|kcal|cals?|calories) ?(?:소모|소비|burn(?:ed|t)?)(?:량)? ?(?:은|는|이|가|:)? ?"
    r"[0-9][0-9,.]*(?: ?(?:kcal|칼로리|cals?|calories))?|"
    # Round 57 (fresh53-0122, "활동칼로리 800 넘었어요"): a watch's activity, active, exercise
    # or workout calories, then the number - what was moved away, not eaten.
    r"(?:(?:활동|운동|액티브) ?(?:칼로리|kcal)|\b(?:active|activity|exercise|workout|move) ?"
    r"(?:calories|cals?|kcal))(?: ?(?:은|는|이|가|:|도|was|were|at|hit|of|over|about))? ?"
    r"(?:약|거의|총)? ?[0-9][0-9,.]*(?: ?(?:kcal|칼로리|cals?|calories))?"
)


def _burned(light: str, start: int, end: int) -> bool:
    return bool(_BURNED_AFTER.match(light[end : end + 12]) or _BURNED_BEFORE.search(light[:start]))


# Lead probe gaps, set 16 (issue 12): the day's number after 하루 or an intake word that is
# grams of a macronutrient (하루 단백질 600g은, 탄수화물 하루 150g으로, 하루 지방 80그램) or
# kilocalories burned (오늘 하루 800칼로리 태웠어요) is no day's intake. `g\b` let a gram unit
# through when a Korean particle followed it (a particle is a word character); grams count only
# with a macronutrient named in the text (a bare "하루 600g" of food stays held), and a burn is
# read past the kilocalorie unit, as ``_burned`` reads a quantity's.
_GRAMS_AFTER = re.compile(r" ?(?:g(?![a-z])|grams?(?![a-z])|그램)")
_MACRONUTRIENT = re.compile(
    r"protein|단백질|탄수|carb|\bfats?\b|지방|sugar|당류|당질|fiber|fibre|식이섬유|나트륨|sodium"
)
_KCAL_UNIT_AFTER = re.compile(r" ?(?:kcals?|칼로리|칼|cals?|calories)(?![a-z])")


def _grams_or_burned(light: str, start: int, end: int) -> bool:
    if _GRAMS_AFTER.match(light, end) and _MACRONUTRIENT.search(light):
        return True
    unit = _KCAL_UNIT_AFTER.match(light, end)
    return _burned(light, start, unit.end() if unit else end)


# A number in the hundreds written alone ("850", "about 700", "칠백 정도요"): the answer of
# someone asked what they ate, below 1,000 kcal; a real reader would ask, so it holds (round
# 12). Thousands ("1,200ish"), decimals and small counts ("5.5", "3") are not.
_BARE_HUNDREDS = re.compile(
    r"^(?:about|around|approx\.?|roughly|maybe|약|대략|한)? ?~?"
    r"(?P<number>[1-9]\d{2}|"
    r"[일이삼사오육칠팔구]?백(?: ?[일이삼사오육칠팔구]?십)?(?: ?[일이삼사오육칠팔구])?)"
    r" ?(?:ish|-ish|쯤|정도|정도요|요|이요|예요|\?|!|\.|~)* ?$"
)


def stated_bare_hundreds(text: str) -> str | None:
    """S4: a whole text that is only a number between 100 and 999."""
    found = _BARE_HUNDREDS.match(_light(text).strip())
    if found is None:
        return None
    value = numbers.number_value(found.group("number").replace(" ", ""))
    if value is not None and 100 <= value < CALORIE_FLOOR_KCAL:
        return normalize_excerpt(text)
    return None


_STATED_TOTAL = re.compile(
    r"(?:총|합계|(?<![가-힣])합|전체|total|in all|altogether)[ :=]*(?:약|about|around|~)? ?$"
)


# Round 46 (fresh45-tune): a day's or days' intake stated as zero or next to it ("diet log 보니
# 3일 연속 거의 0 kcal", "basically 0 cal for two days") - the floor was read from 1 kcal up.
# A zero is an intake only when its sentence counts a day or days (하루, 3일 연속, daily) or says
# "almost" right before it, and never when the sentence names a zero-calorie product (제로콜라
# 0kcal, a 0 kcal jelly, dressing, tea or sweetener) or a log left empty.
_ALMOST_BEFORE = re.compile(
    r"(?:거의|사실상|대충|almost|nearly|basically|practically|virtually|like|about|around|약)"
    r" ?~?$"
)
_ZERO_DAY = re.compile(
    r"(?:\d+|[이삼사오육칠]|일주) ?일 ?(?:째|연속|동안|간|내내)|이틀|사흘|나흘|며칠|하루|종일|"
    r"연속|\b(?:daily|days)\b|\b(?:a|per|each|every|all) day\b|/ ?day\b"
)
# A single day named (오늘, yesterday) counts only with the eating said ("ate 0 calories today").
_ZERO_TODAY = re.compile(r"오늘|어제|\b(?:today|yesterday)\b")
_ZERO_EATEN = re.compile(r"먹|섭취|\b(?:ate|eaten|eat|intake)\b")
_ZERO_PRODUCT = re.compile(
    r"제로|\bzero\b|콜라|\bcoke\b|pepsi|soda|음료|drinks?\b|탄산|사이다|sprite|젤리|jelly|곤약|"
    r"(?<![가-힣])껌|\bgum\b|감미료|sweeten|스테비아|stevia|알룰로스|에리스리톨|소스|sauce|드레싱|"
    r"dressing|스프레이|spray|\btea\b|녹차|보리차|(?<![가-힣])차(?![가-힣])|커피|coffee|아메리카노|"
    r"americano|아아|\bwater\b|(?<![가-힣])물(?![가-힣])|탄산수|\bdiet (?:coke|soda|pop)\b|"
    # ... nor a log left empty ("기록을 안 해서 0kcal로 찍혀요", "forgot to log").
    r"기록(?:을|도)? ?(?:안|못)|입력(?:을|도)? ?(?:안|못)|\b(?:didn'?t|did not|forgot to|not) log"
)


def _zero_intake(light: str) -> bool:
    """A zero kilocalorie amount said as a day's or days' intake (round 46)."""
    for _, sentence in _sentences(light):
        if _ZERO_PRODUCT.search(sentence):
            continue
        for q in numbers.quantities(sentence):
            if q.unit != "kcal" or q.value != 0 or _burned(sentence, q.start, q.end):
                continue
            if (
                _ALMOST_BEFORE.search(sentence[: q.start])
                or _ZERO_DAY.search(sentence)
                or (_ZERO_TODAY.search(sentence) and _ZERO_EATEN.search(sentence))
            ):
                return True
    return False


# Round 60 (fresh56-0098, "recipe: 'skinny' chicken alfredo, 450 cal per serving, made 4
# servings for the week"): a dish's kilocalories per serving, bowl or piece is the recipe's, not
# the day's intake - unless the note names the day's total too ("one serving all day").
_PER_SERVING = re.compile(
    r" ?(?:per|a|each|/) ?(?:serving|portion|bowl|plate|piece|slice|bar|cookie|muffin)s?\b|"
    r" ?(?:짜리 ?)?(?:/ ?)?(?:1 ?인분|인분당|한 ?그릇|1 ?회 ?제공량)"
)


# Round 65 (fresh62-0018, "다이어트 도시락 정기배송 신청했어요 한 끼에 400칼로리짜리"): a
# product's or a meal's kilocalories said per meal (한 끼에, 끼니당, per meal) or as what the
# product is (400칼로리짜리 도시락) are the box's, not the day's intake - unless the day is named
# (하루, 총, daily ...) or only that is eaten or lived on (만 먹, only, 버티).
_PER_MEAL_BEFORE = re.compile(
    r"(?:한 ?끼|끼니|1 ?식|\bper meal|\ba meal|\beach meal)(?:에|당|마다)? ?(?:약|대략|딱)? ?$"
)
_PRODUCT_AFTER = re.compile(
    r"^ ?짜리(?: ?(?:다이어트|식단|저칼로리))? ?(?:도시락|세트|메뉴|제품|밀키트|쉐이크|식품|"
    r"박스)|^ ?짜리 ?$"
)
_ONLY_THAT = re.compile(r"만 ?(?:먹|섭취|드시|드셨)|\bonly\b|\bjust that\b|버티|버텨|버텼|버팀")


def _per_meal_product(light: str, start: int, end: int) -> bool:
    per_meal = _PER_MEAL_BEFORE.search(light[max(0, start - 14) : start])
    product = _PRODUCT_AFTER.match(light[end:].rstrip()) or _PRODUCT_AFTER.match(light[end:])
    return (
        bool(per_meal or product) and not _DAY_TOTAL.search(light) and not _ONLY_THAT.search(light)
    )


def stated_low_intake(text: str) -> str | None:
    """S4's intake rule in free text: a day's intake stated below 1,000 kcal."""
    light = _light(text)
    zero_intake = _zero_intake(light)
    amounts = [
        (q.value, light[q.end : q.end + 12])
        for q in numbers.quantities(light)
        if q.unit == "kcal"
        and not _burned(light, q.start, q.end)
        and not (_PER_SERVING.match(light[q.end :]) and not _DAY_TOTAL.search(light))
        and not _per_meal_product(light, q.start, q.end)
    ]
    unburned = _BURNED_SPAN.sub(" ", light)
    amounts += [(value, "") for value in numbers.kilocalories_after_unit(unburned)]
    amounts += [
        (float(found.group(1)), "")
        for found in _INTAKE_TOTAL.finditer(light)
        if not _grams_or_burned(light, found.start(1), found.end(1))
    ]
    for found in _INTAKE_TOTAL_HANGUL.finditer(light):
        value = numbers.number_value(found.group("number").replace(" ", ""))
        if value is not None:
            amounts.append((value, light[found.end() : found.end() + 12]))
    # Round 17: meals listed with the day's total stated at or above the floor ("점심 450kcal,
    # 저녁 600kcal, 간식 200kcal. 총 1,250kcal"): the total is the day's intake.
    if any(
        q.unit == "kcal"
        and q.value >= CALORIE_FLOOR_KCAL
        and _STATED_TOTAL.search(light[max(0, q.start - 10) : q.start])
        for q in numbers.quantities(light)
    ):
        return None
    for value, tail in amounts:
        below = (
            0 < value < CALORIE_FLOOR_KCAL
            or (
                value == CALORIE_FLOOR_KCAL
                and re.search(r"도 ?안|미만|이하|under|less|below|안 ?되|안 ?넘", tail)
            )
            or (value == 0 and zero_intake)
        )
        if not below:
            continue
        day_total = bool(_DAY_TOTAL.search(light.replace("점심만", "").replace("저녁만", "")))
        # Round 21: all three meals named, their kilocalories summing below the floor ("아침 0,
        # 점심 0, 저녁 컵라면 (500kcal)"): the log is the day's; meals of 300, 500 and 700 are not.
        # Other bare hundreds or thousands count too ("lunch ~700, dinner ~900", "1800쯤"); a
        # meal eaten alone ("점심만") or beside meals eaten as usual ("아침 저녁은 평소처럼") is
        # not the day's.
        if (
            all(meal.search(light) for meal in _THREE_MEALS)
            and not _ONLY_AFTER_MEAL.search(light)
            and not _USUAL_MEALS.search(light)
        ):
            logged = sum(
                q.value
                for q in numbers.quantities(light)
                if q.unit == "kcal" and not _burned(light, q.start, q.end)
            ) + sum(float(n.replace(",", "")) for n in _BARE_AMOUNT.findall(light))
            day_total = day_total or 0 < logged < CALORIE_FLOOR_KCAL
        skipped_meal = _MEAL_SKIPPED.search(light)
        meal_only = bool(_MEAL_WORDS.search(light)) and not day_total and not skipped_meal
        if _ONLY_AFTER_MEAL.search(light) and re.search(r"(?:도|랑|하고) ?(?:먹|조금)", light):
            meal_only = True
        if not meal_only:
            return normalize_excerpt(text)
    return None


_NOT_EATING = re.compile(
    r"(?:안|못|거의 ?안|제대로 ?못|제대로 ?안|하나도 ?안|아무것도 ?안) ?(?:먹|드시|드셨|드신)|"
    r"먹지 ?(?:않|못|말)|굶|식사(?:를)? ?(?:거의 ?|제대로 ?|통 ?)?(?:안|못|하지 ?않|거르|건너)|"
    # Round 40: not inside "breakfast" (a meal eaten, "a huge pancake breakfast").
    r"(?<!break)fast(?:ed|ing)?\b|단식|금식|"
    r"(?:물|커피|아메리카노|아아|차|electrolyte)(?:이랑|랑|하고|과|와)?.{0,12}만 ?(?:먹|마시|섭취)|"
    r"zero food|water[ -]only|"
    r"물만|공복|\bno food\b|\bnot eat\w*|\bdidnt eat\b|\bhavent eaten\b|\bate nothing\b|"
    r"\bnothing to eat\b|\bwithout (?:food|eating)\b|"
    # Every meal of the day passed (아침점심저녁 다 패스, 삼시세끼 스킵, "skipped every meal").
    r"(?:아침 ?점심 ?저녁|삼시 ?세끼|세 ?끼|끼니|식사|밥)"
    r"(?: ?(?:은|는|도|을|를|다|모두|전부|싹|죄다))*"
    r" ?(?:패스|스킵|skip|거르|걸러|걸렀|건너 ?뛰|건너 ?뛴)|"
    r"\bskip(?:ped|ping)? (?:all|every|each) (?:my |of my |single )?meals?\b|"
    # Round 18: "no 밥 2 days" as chat writes it, and juice in place of food ("a two-day
    # juice-only reset", 주스만) - round 15's juice cleanse, S4.
    r"\bno ?(?:밥|식사|끼니|meals?)(?![가-힣])|juice[- ]only|주스만|주스 ?클렌즈|"
    r"juice (?:cleanse|fast|reset|detox)|"
    # Round 51 (fresh48-tune): no meal at all, said as its absence ("사흘째 식사 없이 안주만",
    # "금토일 밥 한 끼도 없음"): not eating, counted like the others only with days.
    r"식사 ?없이|끼니 ?없이|한 ?끼도 ?(?:없|x\b)"
)
# Round 18: not eating at all, from a day on or until an event, with no end of days named
# ("내일부터 아예 안 먹으려고요. 바프 촬영 전까지는 물이랑 아메리카노만") - open-ended, S4; not
# an evening cut-off ("저녁 7시 이후로는 안 먹어요").
_AT_ALL = re.compile(r"아예|아무것도|전혀|하나도|\bat all\b|completely|entirely|\bnothing\b")
_OPEN_HORIZON = re.compile(
    r"(?:내일|오늘|지금|이제|담주|다음 ?주|월요일|다음 ?달)부터|까지|\buntil\b|\btill\b|"
    r"from now on|앞으로|당분간|for a while"
)
_CLOCK = re.compile(r"\d ?시|\d{1,2} ?(?:am|pm)\b|이후|\bafter \d")
# One food or meal cut out for good is a diet rule, not a fast ("내일부터 야식은 아예 안
# 먹으려고요", "밀가루는 아예"); food itself (밥, 음식, 식사) is not one item.
_ONE_ITEM_CUT = re.compile(r"([가-힣]{1,6})(?:은|는|도) ?(?:아예|전혀|하나도)")
_FOOD_ITSELF: Final = frozenset({"밥", "음식", "식사", "끼니", "아무것", "먹는 거", "먹을 거"})


def _one_item_cut(light: str) -> bool:
    return any(match.group(1) not in _FOOD_ITSELF for match in _ONE_ITEM_CUT.finditer(light))


_MANY_DAYS = re.compile(
    r"오늘 ?내일|today and tomorrow|[월화수목금토일] ?[-~] ?[월화수목금토일]|월화수|화수목|수목금|"
    r"이틀|사흘|나흘|며칠|일주일|(?:[2-9]|[이삼사오])\s?일\s?(?:째|동안|간|연속)|"
    r"\d+ ?days|day ?[2-9]|종일|하루 ?종일|all day|whole day|"
    # Round 51 (fresh48-tune): a weekend through (주말 내내, "all weekend") and a run of three
    # weekdays written as their first syllables (금토일) are days too.
    r"주말 ?내내|\ball weekend\b|\b(?:the )?(?:whole|entire) weekend\b|목금토|금토일|토일월|일월화"
)
_WHOLE_DAY_NOTHING = re.compile(
    r"아무것도 ?(?:안|못) ?먹|\bate nothing\b|\bdidnt eat anything\b|"
    r"\bnothing all day\b|하루 ?한 ?끼"
)


_TINY_DAY = re.compile(
    # Round 17: a day got through on a food or two ("두유 한 팩이랑 사과 하나로 하루 버텨볼게요").
    r"(?:하나|한 ?(?:개|팩|잔|컵|봉지?|줌|조각|알)|반 ?(?:개|쪽)|두 ?(?:개|알|조각))"
    r"(?:으로|로|만으로) ?(?:하루|온종일|종일|one day|a day)(?:를|는|을)? ?"
    r"(?:버티|버텨|버텼|버틴|버틸|때우|때워|때웠|견디|견뎌|견뎠)|"
    r"(?:어제 ?오늘|이틀|오늘 ?하루) ?(?:요거트|바나나|사과|계란|두유)\s?(?:하나|한 ?개)|"
    r"intake ?:.{0,40}끝|"
    r"(?:바나나|사과|계란|요거트|두유|고구마)\s?(?:하나|한 ?개|반쪽|반 ?개)(?:가|이)? ?전부|"
    # Round 19: a day that ends at one small thing ("하루에 두유 한 팩 먹고 말아요"; 경상도 묵고),
    # not a drink one limits oneself to (커피 한 잔 먹고 말아요).
    r"하루(?:에|는)? ?(?!커피|아메리카노|술|맥주|소주|와인|콜라|차 )[가-힣]{1,5} ?"
    r"(?:하나|한 ?(?:개|팩|잔|컵|봉지?|줌|조각|알)|반 ?(?:개|쪽)) ?(?:만 ?)?(?:먹|묵)고 ?"
    r"(?:마는|말아|말았|말고|만다|끝)|"
    r"(?:오늘|하루|어제) ?(?:종일 ?)?먹은 ?(?:게|거|건|것)[^0-9]{0,40}?[.!~]* ?"
    r"(?:끝|전부|이게 ?다|뿐|다예요|가 ?다)"
)
_SCHEDULED_FASTING = re.compile(r"간헐|\d{2} ?: ?\d|intermittent|\bif\b|omad|1일 ?[12] ?식")
# A fast of one day at most on a doctor's plan or a set rhythm ("24h fast once a month per my
# doctor's plan"); a fast of days stays risky whoever planned it.
_ROUTINE_FAST = re.compile(
    r"(?:per|as|on) (?:my |the )?doctor|의사 ?(?:선생님)?(?:이|가|의)? ?(?:권|지시|처방|계획)|"
    r"once a (?:week|month)|(?:한 ?달|일주일|매주|매달)에? ?한 ?번"
)
_ONE_DAY_FAST = re.compile(r"(?:1|one|하루|24) ?(?:-?day|h|hr|hour|시간|일)")
# A fast a faith sets (Yom Kippur, Ramadan's daylight hours, Lent, a prayer fast) is a
# schedule, not days without food: it holds only if days of not eating are still written once
# the calendar words are set aside (a weekday, today or tomorrow, Ramadan's month).
_OBSERVANCE_FAST = re.compile(
    r"yom kippur|ramadan|라마단|\blent\b|사순절|금식 ?기도|기도 ?금식|church|교회|성당|절에서|"
    r"religious|종교|신앙"
)
_CALENDAR_WORDS = re.compile(
    r"[월화수목금토일]요일|\b(?:mon|tues|wednes|thurs|fri|satur|sun)day\b|"
    r"\b(?:today|tomorrow|tonight)\b|오늘|내일|모레|한 ?달|이번 ?달|a month|this month"
)


# Round 22: a fast until a day that is days away - a holiday, a weekday, the weekend or next
# week ("fast till New Year", "starve until Monday"; Korean's "새해까지 굶을래요" was already
# held) - is days without food; not a fast until a meal or an hour ("fast till lunch",
# "fasting till Christmas dinner"), not one food cut until then ("not eating sugar till
# Christmas": only the words for going without food itself), not a faith's fast.
_FAST_WORD = r"(?:fast(?:ing)?|starv(?:e|ing)|not eat(?:ing)? (?:anything|at all)|eat nothing)"
_DAYS_AWAY = (
    r"(?:new ?year'?s?|christmas|xmas|thanksgiving|chuseok|the weekend|next (?:week|month)|"
    r"(?:mon|tues|wednes|thurs|fri|satur|sun)day)"
)
_FAST_UNTIL_DAYS_AWAY = re.compile(
    rf"\b{_FAST_WORD} (?:un)?till? (?:the )?{_DAYS_AWAY}\b"
    r"(?! (?:eve\b|dinner|lunch|breakfast|brunch|meal|feast|party))"
)


_FASTED_CARDIO = re.compile(
    r"공복 ?(?:에 ?)?(?:cardio|유산소|러닝|런닝|걷기|산책|인터벌|운동|런|조깅|천국의 ?계단)|"
    r"\bfasted (?:cardio|run|walk|training|workout)\b"
)


def stated_days_without_food(text: str) -> str | None:
    """S4: not eating for days (``이틀 동안 거의 안 먹어서``, ``3 days no food``)."""
    light = _light(text)
    if _TINY_DAY.search(light):
        return normalize_excerpt(text)  # "오늘 먹은 거: 아아 두 잔, 방울토마토 다섯 개. 끝."
    if _SCHEDULED_FASTING.search(light):
        return None
    if _FAST_UNTIL_DAYS_AWAY.search(light) and not _OBSERVANCE_FAST.search(light):
        return normalize_excerpt(text)
    # Round 29: fasted cardio ("공복 cardio 40분", "공복 유산소") is a time of day to train,
    # not a fast; only that 공복 is set aside, any other not-eating word still counts.
    light = _FASTED_CARDIO.sub(" ", light)
    if not _NOT_EATING.search(light):
        return None
    if _ROUTINE_FAST.search(light) and _ONE_DAY_FAST.search(light):
        # "once a month" is how often, not how long: the fast itself is a day.
        routine = _ROUTINE_FAST.sub(" ", light)
        if not any(days >= 2 for days in numbers.spans_days(routine)):
            return None
    if _OBSERVANCE_FAST.search(light):
        light = _CALENDAR_WORDS.sub(" ", light)
    spans = [days for days in numbers.spans_days(light) if days >= 2]
    if (
        _AT_ALL.search(light)
        and _OPEN_HORIZON.search(light)
        and not _CLOCK.search(light)
        and not _one_item_cut(light)
    ):
        return normalize_excerpt(text)
    whole_day = _WHOLE_DAY_NOTHING.search(light) and not _MEAL_WORDS.search(light)
    if (spans or _MANY_DAYS.search(light) or whole_day) and _days_unfed_nearby(text):
        return normalize_excerpt(text)
    return None


# Round 40: a medicine not taken ("고혈압약 제 맘대로 일주일째 안먹고") is no food not eaten:
# a word ending in 약 (or pills, meds) and 안 먹 with no other 먹 between them.
_MEDICINE_NOT_TAKEN = re.compile(
    r"(?:약|\bpills?|\bmeds\b|medication)(?:을|를|은|는|도)?(?: (?![^ ]*먹)[^ .!?]{1,8}){0,3} ?"
    r"안 ?먹"
)


def _unfed_for_days(light: str) -> bool:
    """Not eating and a span of days, a run of days or a whole day, in ``light`` alone."""
    light = _MEDICINE_NOT_TAKEN.sub(" ", _FASTED_CARDIO.sub(" ", light))
    if not _NOT_EATING.search(light):
        return False
    whole_day = _WHOLE_DAY_NOTHING.search(light) and not _MEAL_WORDS.search(light)
    return bool(
        any(days >= 2 for days in numbers.spans_days(light))
        or _MANY_DAYS.search(light)
        or whole_day
    )


def _days_unfed_nearby(text: str) -> bool:
    """Round 40: in a long note the not-eating and the days are said within two neighbouring
    sentences - "Had a huge pancake breakfast" and, three sentences on, "Recovery week next
    week?" are no fast of days; a note of one or two sentences is read whole."""
    sentences = [sentence for _, sentence in _sentences(_clean(text)) if sentence.strip(" .!?")]
    if len(sentences) <= 2:
        return _unfed_for_days(_light(text)) or not _MEDICINE_NOT_TAKEN.search(_light(text))
    return any(
        _unfed_for_days(_light(" ".join(sentences[i : i + 2]))) for i in range(len(sentences))
    )


# A day's intake written as foods: rough kilocalories of a portion of the small, light foods
# people list when they barely eat (each a meaning, in both languages).
_LIGHT_FOODS: Final[tuple[tuple[re.Pattern[str], float], ...]] = (
    (re.compile(r"쌀과자|떡뻥|rice ?cakes?"), 35),
    (re.compile(r"사과|apples?"), 95),
    (re.compile(r"바나나|bananas?"), 105),
    (re.compile(r"계란|달걀|\beggs?\b"), 75),
    (re.compile(r"오이|cucumbers?"), 15),
    (re.compile(r"방울토마토|cherry tomato(?:es)?"), 4),
    (re.compile(r"(?<!방울)토마토|(?<!cherry )\btomato(?:es)?\b"), 20),
    (re.compile(r"요거트|요구르트|yogh?urts?"), 100),
    (re.compile(r"두유|soy ?milk"), 130),
    (re.compile(r"고구마|sweet potato(?:es)?"), 130),
    (re.compile(r"아메리카노|아아|블랙 ?커피|커피|black coffee|\bcoffee|americano|espresso"), 10),
    (re.compile(r"다이어트 ?콜라|제로 ?콜라|diet (?:coke|soda)|coke zero"), 1),
    (re.compile(r"크래커|crackers?"), 15),
    (re.compile(r"프로틴 ?바|단백질 ?바|protein bars?"), 200),
    (re.compile(r"샐러드|salad"), 120),
    (re.compile(r"녹차|green tea|\btea\b|물\b|\bwater\b"), 0),
)
_DAY_WHOLE = re.compile(
    r"오늘|하루|종일|어제|today|all day|yesterday|whole day|"
    # "'a banana and a protein bar' as full daily intake" (round 13)
    r"\b(?:full|whole|entire|total) (?:daily |day'?s )?intake\b"
)
_DAY_CLOSED = re.compile(
    r"끝|전부|이게 ?다|뿐|밖에|다예요|다에요|that'?s (?:it|all)|nothing else|\bonly\b|\bjust\b|"
    r"and that'?s|가 ?다야|이 ?다야|\b(?:full|whole|entire|total) (?:daily |day'?s )?intake\b"
)
_PORTION = re.compile(
    rf"(?P<number>{numbers.NUMERAL_WORD}|반) ?(?:개|쪽|조각|알|잔|컵|장|봉|pieces?|cups?)?$"
)
_LIGHT_DAY_KCAL: Final = 600
_LIGHT_DRINK = re.compile(r"커피|콜라|녹차|물|coffee|coke|soda|tea|water")
_SOLID_KCAL: Final = 15


def stated_light_day(text: str) -> str | None:
    """S4: a whole day's intake listed as a few light foods and closed (``ate 2 rice cakes
    today. that's it``, ``오늘 먹은 건 바나나 하나랑 계란 두 개가 전부``), well under 1,000 kcal."""
    light = _light(text)
    if _MEAL_WORDS.search(light):
        return None
    if _DAY_WHOLE.search(light) and _DAY_CLOSED.search(light):
        total, found = _light_foods_kcal(light)  # drinks alone ("Diet Coke only") are no food
        if found and total < _LIGHT_DAY_KCAL:
            return normalize_excerpt(text)
    return _day_intake_listed(text, light)


# The lead's probe gaps, set 9 (session 22): a day's intake introduced as what was eaten that
# day (오늘 먹은 거, 어제 하루 먹은 거, 오늘 섭취한 건, 회원님 오늘 드신 거, "what I ate today:")
# and answered by a list of the light foods alone, to the end of its sentence (사과 반 개랑
# 커피요, 계란 두 개, 방울토마토 다섯 개뿐), is the whole day told - the heading closes it as
# "that's it" does - well under 1,000 kcal. Not a list with a meal, a dish or any other word in
# it (오늘 먹은 거 아침 오트밀 점심 ..., 오늘 먹은 거 사진 보낼게요), nor a food eaten with no
# day's heading (간식으로 사과 반 개 먹었어요).
_DAY_INTAKE_HEAD = re.compile(
    r"(?:(?<![가-힣])(?:오늘|어제|금일)(?: ?하루)?(?: ?(?:종일|동안|내내))?|"
    r"(?<![가-힣])하루 ?(?:종일|동안|내내)) ?(?:(?:제가|내가|회원님(?:이|께서)?) ?)?"
    r"(?:먹은|섭취한|먹었던|드신|드셨던) ?(?:거|것|건|게|음식|것들)(?:은|는|이|들은)?"
    r"(?: ?[:=-])?(?= )|"
    r"(?<![가-힣])(?:오늘|어제)(?: ?하루)? ?(?:섭취|식단)(?:은|는)?(?: ?[:=-])?(?= )|"
    r"\bwhat i (?:ate|had|'ve eaten|have eaten) (?:today|yesterday|all day)(?: was| is)?:?(?= )|"
    r"\b(?:today|yesterday)'?s (?:food|intake|eating)(?: was| is)?:?(?= )|"
    r"\b(?:food|intake) (?:today|yesterday)(?: was| is)?:?(?= )"
)
_LISTED_FOOD = "|".join(f"(?:{pattern.pattern})" for pattern, _ in _LIGHT_FOODS)
_LISTED_AMOUNT = (
    r"(?:\d+(?:\.\d+)?|반|한|두|세|네|다섯|여섯|일곱|여덟|아홉|열|하나|둘|셋|넷|몇|두세|서너|"
    r"(?:a|an|one|two|three|four|five|half an?|half)(?= ))"
    r"(?: ?(?:개|쪽|조각|알|잔|컵|장|봉지?|캔|팩|줌|스푼|숟갈|입|pieces?|cups?|slices?|cans?))?"
)
_LISTED_ITEM = (
    rf"(?:{_LISTED_AMOUNT} )?(?:{_LISTED_FOOD})(?: ?{_LISTED_AMOUNT})?"
    r"(?: ?(?:만|정도|쯤|조금|약간))?"
)
_LISTED_JOIN = r"(?: ?(?:,|/|\+|&|이랑|랑|하고|과|와|그리고|and|with|plus) ?| )"
_LISTED_CLOSE = (
    r"(?: ?(?:이|가)? ?(?:전부|다|끝|뿐)?(?:이에요|이예요|예요|에요|입니다|이요|요|임|야|이야|"
    r"이었어요|였어요|였음)?| ?밖에 ?안 ?(?:먹었어요|먹음|먹었음|먹었네요)|"
    r" that'?s (?:it|all))?"
)
_DAY_INTAKE_LIST = re.compile(
    rf"(?:{_LISTED_ITEM})(?:{_LISTED_JOIN}(?:{_LISTED_ITEM}))*{_LISTED_CLOSE}"
    r"[\s.!?~;^\u1100-\u11ff\u3130-\u318f]*"
)
_INTAKE_VERBS: Final = frozenset({"먹", "드시", "섭취"})


def _day_intake_listed(text: str, light: str) -> str | None:
    for _, sentence in _sentences(light):
        head = _DAY_INTAKE_HEAD.search(sentence)
        if head is None:
            continue
        listed = sentence[head.end() :].strip()
        if not _DAY_INTAKE_LIST.fullmatch(listed):
            continue
        total, _ = _light_foods_kcal(listed)
        if total >= _LIGHT_DAY_KCAL:
            continue
        morphs = _analysed(sentence)
        if any(  # another person's day (엄마가 오늘 먹은 거 ...)
            head.start() <= morph.start < head.end()
            and morph.form in _INTAKE_VERBS
            and scope.korean_other_person(morphs, index)
            for index, morph in enumerate(morphs)
        ):
            continue
        return normalize_excerpt(text)
    return None


# Round 48 (fresh46-tune): a whole day told as nothing but coffee or a diet soda (``only had one
# black coffee all day``, ``하루종일 아메리카노 한 잔만``) is a day's intake of next to nothing,
# as sg-0355 and fresh33-0182 are labelled; not a day that names a meal or a food beside it, nor
# water or tea (a fast's own words, read elsewhere), nor a morning's coffee ("오늘 아침은 커피만").
_WHOLE_DAY_ONLY = re.compile(r"하루 ?종일|온종일|\ball day\b|\b(?:whole|entire) day\b")
_COFFEE_WORD = r"(?:아메리카노|아아|블랙 ?커피|커피|다이어트 ?콜라|제로 ?콜라)"
_COFFEE_ENGLISH = r"(?:coffees?|americanos?|espressos?|diet cokes?|coke zero)"
_DRINK_ONLY = re.compile(
    rf"{_COFFEE_WORD}(?: ?(?:{numbers.NUMERAL_WORD}) ?(?:잔|캔|개|컵))? ?(?:만|뿐|밖에)|"
    rf"\b(?:only|just|nothing but) (?:had |drank |drunk |been on )?"
    rf"(?:(?:a|one|two|three|\d) )?(?:(?:cups?|cans?|mugs?) of )?(?:black |iced |hot )?"
    rf"{_COFFEE_ENGLISH}\b|\b{_COFFEE_ENGLISH} only\b"
)
_OTHER_FOOD = re.compile(
    r"밥|고기|빵|라면|치킨|피자|과자|간식|야식|식사|\bfood\b|\bpizza\b|\bburgers?\b|\bsnacks?\b|"
    r"\bsandwich\w*|\bprotein\b|\bshakes?\b|\bmilk\b|우유|라떼|\blattes?\b|쉐이크|단백질"
)


_CAFFEINE_CUT = re.compile(r"caffeine|카페인|cut(?:ting)? (?:down|back)|줄이|줄였|줄임|줄여")


# Round 51 (fresh48-tune): days told as nothing but a drink, the English way ("nothing but black
# coffee since Thursday", "only water for three days", "just diet coke all weekend") - days
# without food (S4), as "havent eaten since thursday" is; here water and tea count too (a fast of
# days), and not a drink swapped for another ("only black coffee since monday instead of
# lattes").
_DAYS_SINCE = re.compile(
    r"\bsince (?:(?:last )?(?:mon|tues|wednes|thurs|fri|satur|sun)day|the weekend|last week)\b|"
    r"\bfor (?:\d+|two|three|four|five|six|seven|several|a few|a couple of) (?:whole )?days\b|"
    r"\b(?:all|the whole|the entire) weekend\b|"
    r"\b(?:\d+|two|three|four|five) days (?:straight|now|in a row)\b"
)
_DRINK_ONLY_FOR_DAYS = re.compile(
    r"\b(?:only|just|nothing but) (?:had |drank |drunk |been on |been having |been drinking )?"
    r"(?:(?:a|one|two|three|\d) )?(?:(?:cups?|cans?|mugs?|glasses|bottles) of )?"
    rf"(?:black |iced |hot |green |herbal )?(?:{_COFFEE_ENGLISH}|water|tea)\b|"
    rf"\b(?:{_COFFEE_ENGLISH}|water|tea) only\b"
)
_DRINK_SWAPPED = re.compile(r"\binstead of\b|\bno more\b|\bswitch\w*|\bswapp?\w*|\breplac\w*")


def stated_day_on_coffee(text: str) -> str | None:
    """S4: a whole day told as nothing but coffee or a diet soda (round 48), or days as nothing
    but a drink (round 51)."""
    for _, sentence in _sentences(_light(text)):
        drink = _DRINK_ONLY.search(sentence)
        if not (drink and _WHOLE_DAY_ONLY.search(sentence)):
            drink = _DRINK_ONLY_FOR_DAYS.search(sentence)
            if not (drink and _DAYS_SINCE.search(sentence)) or _DRINK_SWAPPED.search(sentence):
                continue
        if (
            _MEAL_WORDS.search(sentence)
            or _OTHER_FOOD.search(sentence)
            or _CAFFEINE_CUT.search(sentence)
            or not _said_of_the_customer(sentence, drink.start())
        ):
            continue
        if _light_foods_kcal(sentence)[1]:
            continue  # a solid food beside it: a light day's reading, not this one
        return normalize_excerpt(text)
    return None


# Round 62 (round 61's gap): a caffeine drink taken to keep hunger away, with no count and no
# days ("coffee all day so I don't feel hungry", "energy drink to curb my appetite", "배 안
# 고프게 아메리카노 마셔요", "커피로 끼니 때워요") - intake held down by a stimulant, which a
# reader cannot tell from a restriction (S4, as "커피로 배고픔 참는 중" already is); not coffee
# only said to dull the appetite ("coffee kills my appetite in the morning"), to stay awake, or
# beside a food that is the meal ("coffee and a bagel so I'm not hungry at the meeting").
_CAFFEINE_DRINK = re.compile(
    r"커피|아메리카노|아아|에스프레소|콜드 ?브루|카페인|에너지 ?드링크|핫식스|레드불|몬스터|"
    r"제로 ?콜라|다이어트 ?콜라|\bcoffees?\b|\bamericanos?\b|\bespressos?\b|\bcold brews?\b|"
    r"\bcaffeine\b|\benergy drinks?\b|\bred ?bulls?\b|\bmonsters?\b|\bdiet cokes?\b|"
    r"\bcoke zero\b|\bpre-?workout\b"
)
_HUNGER_KEPT_AWAY = re.compile(
    r"\bso (?:that )?(?:i |i'?ll |i can )?(?:don'?t|do not|won'?t|will not|never) "
    r"(?:feel |get |be )?hungry\b|\bso (?:that )?(?:i'?m|i am) (?:not|never) hungry\b|"
    r"\b(?:to|so i can) (?:kill|curb|suppress|blunt|dull|numb|quiet|fight|trick|cheat|stave off|"
    r"keep (?:away|down)) (?:my |the )?(?:appetite|hunger)\b|"
    r"\b(?:to |so i can )?(?:keep|keeps|keeping) (?:my |the )?(?:hunger|appetite) "
    r"(?:away|at bay|down|in check|under control|off)\b|"
    r"\bso (?:that )?i can (?:skip|replace) (?:meals|eating|food|lunch|dinner|breakfast)\b|"
    r"\binstead of (?:meals|eating|food|real food|actual food)\b|"
    r"배 ?(?:가 )?안 ?고프게|배고프지 ?않게|"
    r"(?:배고픔|허기|식욕)(?:을|를)? ?(?:참으려|버티려|잊으려|달래려|속이려|잠재우려|없애려|누르려|"
    r"억누르려|떨어뜨리려|죽이려|참기 ?위해|잊기 ?위해|달래기 ?위해)|"
    r"(?:밥|끼니|식사) ?대신|끼니(?:를)? ?(?:때우|때워|때움|해결)"
)

# Something eaten beside the drink (the meal itself, or an eating verb not negated).
_EATEN_BESIDE = re.compile(
    r"\bbagels?\b|\bmuffins?\b|\btoast\b|\bcereal\b|\boat\w*|\bgranola\b|\bcroissants?\b|"
    r"\bate\b|샌드위치|토스트|베이글|김밥|도시락|시리얼|견과|"
    r"(?<!안 )(?<!안)(?<!못 )(?<!못)먹(?:고|어서|었)"
)


def stated_caffeine_against_hunger(text: str) -> str | None:
    """S4: a caffeine drink taken to keep hunger away or in place of meals (round 62), in a
    sentence said of the customer that names no other food."""
    for _, sentence in _sentences(_light(text)):
        drink = _CAFFEINE_DRINK.search(sentence)
        purpose = _HUNGER_KEPT_AWAY.search(sentence)
        if drink is None or purpose is None:
            continue
        rest = sentence[: purpose.start()] + " " + sentence[purpose.end() :]
        if _OTHER_FOOD.search(rest) or _EATEN_BESIDE.search(rest) or _light_foods_kcal(rest)[1]:
            continue  # a food beside the drink: it is eaten, not kept away
        if not _said_of_the_customer(sentence, min(drink.start(), purpose.start())):
            continue
        return normalize_excerpt(text)
    return None


_MEAL_NAMES: Final = (
    re.compile(r"아침|breakfast"),
    re.compile(r"점심|lunch"),
    re.compile(r"저녁|dinner|supper"),
)
_MEAL_OR_END = re.compile(r"아침|점심|저녁|야식|간식|breakfast|lunch|dinner|supper|snack|[.!?\n]")
_MEAL_GONE = re.compile(
    r"걸렀|거름|거르|굶|건너 ?뛰|건너 ?뜀|패스|스킵|skip\w*|안 ?먹|못 ?먹|없음|x\b|nothing|none"
)
# What may stand beside a light food in one meal's slot: amounts, particles, eating verbs.
_MEAL_FILLER = re.compile(
    rf"{numbers.NUMERAL_WORD}|반|half|개|쪽|조각|알|잔|컵|장|봉|pieces?|cups?|"
    r"은|는|도|만|이랑|랑|하고|그리고|and|just|only|a|an|had|ate|먹었\w*|먹음|먹고|먹|[0-9.,:~+/&-]"
)


def stated_meals_all_light(text: str) -> str | None:
    """S4: a day told meal by meal, every meal skipped or a light food alone
    (``아침 바나나 반 개, 점심 걸렀고 저녁은 오이 하나``): all three meals named, under 600 kcal."""
    light = _light(text)
    if not all(meal.search(light) for meal in _MEAL_NAMES):
        return None
    total, skipped = 0.0, 0
    for meal in _MEAL_OR_END.finditer(light):
        if meal.group() in ".!?\n":
            continue
        following = _MEAL_OR_END.search(light, meal.end())
        slot = light[meal.end() : following.start() if following else len(light)]
        if _MEAL_GONE.search(slot):
            skipped += 1
            continue
        rest, eaten = slot, 0
        for pattern, kcal in _LIGHT_FOODS:
            for _food in pattern.finditer(slot):
                total += kcal
                eaten += 1
            rest = pattern.sub(" ", rest)
        if not eaten or re.sub(r"\s+", "", _MEAL_FILLER.sub(" ", rest)):
            return None  # a meal not told, or a food not on the light list: a real meal
    return normalize_excerpt(text) if total < _LIGHT_DAY_KCAL and skipped < 3 else None


# Round 23: a day told meal by meal with a bare number for each meal eaten ("Breakfast 180,
# lunch 310, dinner 450", "아침은 건너뛰고 점심 삼각김밥 하나(200), 저녁 컵라면(300)"): the
# numbers are the meals' kilocalories, and their sum is the day's.
_MEAL_NUMBER = re.compile(
    r"(?<![0-9.,:])([1-9]\d{1,2}|1,?\d{3})(?![0-9]|[.:]\d| ?(?:g\b|ml|kg|km|원|걸음|보|번|회|"
    r"잔|개|시|분|초|세트|set|rep|lb|lbs|kcal|칼|cal|%|일|주|달|년|층|m\b|min|h\b|hr))"
)


def stated_meal_log_numbers(text: str) -> str | None:
    """S4: all three meals named, each skipped or given one bare number, the numbers summing
    below 1,000 (a meal not skipped and without a number, or a number with a unit, is no
    such log)."""
    light = _light(text)
    if not all(meal.search(light) for meal in _MEAL_NAMES) or _USUAL_MEALS.search(light):
        return None
    total, eaten = 0.0, 0
    for name in _MEAL_NAMES:
        meal = name.search(light)
        if meal is None:
            return None
        following = _MEAL_OR_END.search(light, meal.end())
        slot = light[meal.end() : following.start() if following else len(light)]
        amounts = _MEAL_NUMBER.findall(slot)
        if len(amounts) == 1:
            total += float(amounts[0].replace(",", ""))
            eaten += 1
        elif not amounts and _MEAL_GONE.search(slot):
            continue
        else:
            return None
    return normalize_excerpt(text) if eaten and total < CALORIE_FLOOR_KCAL else None


# A usual day's eating told as a few bites of a light food ("eats 'a few crackers'",
# "떡뻥 몇 개로 버텨요"), not one meal.
_FEW_BITES = re.compile(
    r"\b(?:eats?|eating|lives? on|living on|survives? on|surviving on|gets? by on)\W{0,2} ?"
    r"(?:only |just )?(?:a few|a couple(?: of)?|some|one or two|two or three|bits of|a handful of)"
    r" (?:crackers|rice ?cakes|grapes|almonds|bites|nuts|cherry tomatoes|carrot sticks)\b|"
    r"(?:크래커|쌀과자|떡뻥|아몬드|방울토마토|견과류?)(?:를|을)? ?"
    r"(?:몇 ?(?:개|알|조각)|한두 ?(?:개|알|조각)|조금)"
    r"(?:만 ?먹|(?:으로|로|만)? ?(?:버티|버텨|때우|때워|연명))"
)


def stated_few_bites(text: str) -> str | None:
    """S4: what someone lives on told as a few bites of a light food."""
    return normalize_excerpt(text) if _FEW_BITES.search(_light(text)) else None


# Days on end of a morsel: a span of days and only a fraction or a bite ("사흘동안 단백질쉐이크
# 반잔만 먹음", "for three days just half a shake"). A limit on one dish ("일주일째 밥은 반
# 공기만", "dessert only a bite") is portion control, not what the day is.
_DAYS_SPAN = re.compile(
    r"(?:이틀|사흘|나흘|닷새|엿새|이레|열흘|일주일|며칠|보름|(?<![0-9])(?:[2-9]|[1-9][0-9]) ?일)"
    r" ?(?:동안|째|내내|연속|간|넘게|이나|채)|"
    r"\b(?:for|past|last|over) (?:the )?(?:[2-9]|two|three|four|five|six|seven|several|few) days\b|"
    r"\b(?:[2-9]|two|three|four|five|six|seven|several) days (?:in a row|straight|now)\b|"
    r"\ball week\b|\bfor days\b"
)
_MORSEL = re.compile(
    r"(?P<what>[가-힣a-z]*) ?(?:반 ?(?:잔|개|공기|그릇|컵|캔|봉|조각|쪽|팩)|"
    r"한 ?(?:입|숟갈|숟가락|모금|조각|쪽)|한두 ?(?:입|숟갈|모금|조각)|몇 ?(?:입|숟갈|모금))"
    r"(?:씩)? ?(?:만|밖에|정도만)|"
    r"\b(?:only|just) (?:half a|a (?:few )?bites? of|a sip of|a spoon(?:ful)? of|a couple of bites)"
)
_ONE_DISH = re.compile(r"^(?:밥|야식|간식|디저트|과자|라면|면|빵|치킨|술|탄수|떡|아이스크림)")


def stated_days_on_a_morsel(text: str) -> str | None:
    """S4: days on end of only a fraction or a bite of something."""
    for _, sentence in _sentences(_clean(text)):
        light = _light(sentence)
        if not _DAYS_SPAN.search(light):
            continue
        for morsel in _MORSEL.finditer(light):
            what = morsel.group("what") or ""
            if not _ONE_DISH.match(what):
                return normalize_excerpt(sentence)
    return None


_BINGE = re.compile(r"binge\w*|폭식|폭주|먹토|overate|over ?ate|ate too much|과식|너무 많이 먹")
_COMPENSATION = re.compile(
    r"죄책감|guilt\w*|보상|만회|벌(?:로|주)|불태|태우|"
    r"burn (?:it |that |them )?off|make up for|undo|"
    r"fast(?:ed|ing)?\b|단식|금식|굶|안 ?먹|starv\w*|purg\w*|토하|"
    r"\d ?시간 ?(?:유산소|cardio|런닝|걷)|"
    r"\d ?(?:h|hrs?|hours?) (?:of )?cardio"
)


def stated_binge_compensation(text: str) -> str | None:
    """S4: a binge followed by guilt or by fasting, purging or hours of cardio to undo it
    (``어제 폭식해서 오늘 굶고 유산소 2시간``, ``binged, so fasting today to make up for it``)."""
    light = _light(text)
    binge = _BINGE.search(light)
    if binge and _COMPENSATION.search(light, binge.end()):
        return normalize_excerpt(text)
    return None


# The lead's probe gaps, set 11, family C: exercise owed for what was eaten, under guilt or a
# compulsion - burning off (태우, 소모, burn off, work off) all that was eaten as a must (-야,
# have to, must, need to, gotta), with guilt, relief only after it, no sleep without it, or
# hours of it (먹은 만큼 다 태워야 해서 저녁 먹고 두 시간 뛰었어요 죄책감 때문에; if I eat
# anything I have to burn it off or I can't sleep) - is eating risk (S4), as a binge undone by
# hours of cardio is. Not a cheerful resolve to move as much as one ate (먹은 만큼 운동하자는
# 마음으로 ㅎㅎ), a longer walk on a big day, a walk to digest: no must, or no guilt, relief,
# sleep or hours beside it.
_EATEN: Final = re.compile(
    r"먹은 ?만큼|먹은 ?거|먹은 ?것|먹고 ?나(?:서|면)|먹으면|먹은 ?날|먹었으니|먹은 ?칼로리|칼로리|"
    r"\beat(?:s|ing)?\b|\bate\b|\beaten\b|\bcalories\b|\bfood\b|\bmeals?\b"
)
_BURN_OFF_OWED: Final = re.compile(
    r"(?:태워|소모해)야|(?:다|전부|싹) ?빼야|"
    r"\b(?:have to|has to|must|need to|got to|gotta)\b[^.!?]{0,20}?\b(?:burn|work|run)"
    r"(?: (?:it|that|them|everything|it all|every calorie))? off\b"
)
_BURN_OFF_DRIVEN: Final = re.compile(
    r"죄책감|죄짓|마음이 ?놓|안심|불안|못 ?자|잠이 ?안|잠을 ?못|무조건|강박|"
    r"(?:두|세|네|다섯|[2-9]) ?시간|"
    r"\bguilt\w*|\bcan['’]?t sleep\b|\bcan['’]?t rest\b|\banxious\b|\bpanic\w*|\bor else\b|"
    r"\bor i can['’]?t\b|\bcompuls\w*|\b(?:[2-9]|two|three|four) hours?\b"
)


def _burn_off_owed(light: str) -> bool:
    return bool(
        _BURN_OFF_OWED.search(light) and _EATEN.search(light) and _BURN_OFF_DRIVEN.search(light)
    )


def stated_compulsive_burn_off(text: str) -> str | None:
    """S4: what was eaten owed back in exercise, under guilt or a compulsion (set 11). The
    excerpt is the sentence that says it all, else the whole text when it is said across
    sentences."""
    for _, sentence in _sentences(_clean(text)):
        if _burn_off_owed(_light(sentence)):
            return normalize_excerpt(sentence)
    if _burn_off_owed(_light(_clean(text))):
        return normalize_excerpt(text)
    return None


_FOOD = re.compile(r"먹|음식|식사|끼니|밥|\bfood\b|\beat(?:ing|s)?\b|\bmeals?\b|\bate\b|식단")
_FEAR = re.compile(
    r"무섭|무서|두렵|두려|겁(?:나|이 ?나)|공포|패닉|\bpanic\w*|\bscar(?:ed|es|y)\b|\bafraid\b|"
    r"\bterrif\w*|\bfear\w*|\banxious\b|\banxiety\b|\bdread\w*|\bfreak\w* (?:me )?out\b"
)
_FEAR_OF_SOMETHING_ELSE = re.compile(
    r"맵|매운|매워|spicy|벌레|\bbugs?\b|비싸|expensive|price|식중독|poison|raw|날것|"
    r"scary (?:good|fast|cheap)|scarily|무섭게|무서울 ?정도로 ?(?:맛|잘)|"
    r"먹방|horror|공포 ?영화|귀신|ghost|\bdentist|치과|needle|주사|\bheights?\b|고소"
)


# Round 48 (fresh46-tune): a long fast feared and so not done (``36시간 단식 이런건 무서워서
# 못하고``, "too scared to try a 48h fast") is fear of fasting, not of food: the clause is read
# out of the sentence, and any other fear of food in it still counts.
_FAST_FEARED = re.compile(
    r"(?:단식|금식|굶는 ?(?:거|건|것)|물단식|fasting|\bfasts?\b)[^.!?]{0,12}?"
    r"(?:무서워서|무서워|무섭고|겁나서|겁이 ?나서|두려워서)[^.!?]{0,4}?(?:못|안 ?해|엄두)|"
    r"\b(?:too )?(?:scared|afraid) (?:to (?:try|do) (?:an? )?(?:\w+ )?fast\w*|"
    r"of (?:long |extended )?fast(?:s|ing)\b)"
)


# The lead's probe gaps, set 10: 마음 (을) 먹다, "to make up one's mind", is no eating (나쁜 마음
# 먹을까 봐 무서워요).
_MIND_EATEN = re.compile(r"(?:마음|맘) ?(?:을|를)? ?먹")


# Lead probe gaps, set 16 (family F): fear of eating one particular food for a stated reason that
# is not weight - 매운 거 먹는 게 무서워요, 회 먹는 게 좀 무서워요 식중독 걸릴까봐, 굴 먹는 게
# 무서워요 한번 체해서, 엄마 음식 먹는 게 무서워요 너무 짜서, "scared to eat oysters since that
# food poisoning" - is a dislike or a caution, not a fear of food. All of it must be written: the
# food named straight before the eating (not 밥, 음식 or 식사 alone - 엄마 음식, 회사 음식 name a
# cook or a place's food -, nor anything, everything, a meal, nor a food dieters fear: carbs,
# bread, rice, noodles, sweets, snacks, late-night food), a reason that is the food's own (spicy,
# salty, fishy, gone off, raw, bones, allergy, food poisoning, an upset stomach, a bad night after
# it, teeth), and not one word of weight, shape, calories, a diet, purging, guilt, bingeing,
# control or going without anywhere in the text: then a real reader would ask (fail closed).
_FOOD_FEAR_GENERAL = re.compile(
    r"^(?:밥|음식|식사|끼니|뭐|뭘|뭔가|무언가|무엇|아무거나|아무것도|아무거|다|모든|먹을 ?거|"
    r"탄수(?:화물)?|빵|떡|면|라면|디저트|간식|야식|과자|단 ?거|단것|달달한 ?거|케이크|초콜릿|"
    r"치킨|피자|햄버거|기름진 ?거|고기|술|밀가루|쌀|흰 ?쌀|고칼로리|칼로리)$"
)
_FOOD_FEAR_MAKER = re.compile(
    r"(?:엄마|아빠|할머니|할머님|시어머니|어머니|장모님|남편|아내|와이프|회사|학교|급식|식당|"
    r"길거리|외국|기내|병원|편의점|배달|현지) ?(?:표|집)? ?(?:음식|밥)$"
)
_FOOD_FEARED_KO = re.compile(
    r"(?P<food>(?:[가-힣]+ )?[가-힣]+?) ?(?:을|를)? ?먹(?:는|기|을) ?(?:게|거|것이|것|건|기가|기) ?"
    r"(?:(?:좀|너무|진짜|넘|조금|살짝|약간|아직|아직도|또|늘) )*(?:무서|무섭|두려|두렵|겁)"
)
_FOOD_FEARED_EN = re.compile(
    r"\b(?:scared|afraid|terrified|nervous|wary) (?:to eat|of eating) "
    r"(?P<food>(?:raw |spicy |street |undercooked |gas station )?[a-z]+)"
)
_FOOD_FEAR_GENERAL_EN = re.compile(
    r"^(?:food|foods|anything|everything|much|more|again|at|in|meals?|breakfast|lunch|dinner|"
    r"carbs?|sugar|fat|bread|rice|pasta|dessert|sweets|snacks?|junk|normally|out|too|a|the|"
    r"enough|solid|real|it|that|this|something)$"
)
_FOOD_FEAR_REASON = re.compile(
    r"맵|매운|매워|짜서|짜고|짜요|짠|싱거|비려|비린|비림|상했|상할|상한|쉬었|식중독|살모넬라|노로|"
    r"기생충|날것|날 ?거|덜 ?익|안 ?익|체(?:해|할|했|한|하)|탈 ?(?:날|나|났)|배탈|장염|설사|"
    r"알레르기|알러지|두드러기|가시|목에 ?걸|뼈 ?걸|이가|이 ?시려|치아|충치|교정|사랑니|임플란트|"
    r"뜨거|데일|데었|입천장|식감|냄새|\bspicy|\braw\b|undercooked|poison|salmonella|"
    r"\bsick\b|allerg|\bbones?\b|braces|\bteeth\b|\btooth\b|salty|fishy|gone off|expired|"
    r"stomach bug|upset stomach"
)
_FOOD_FEAR_WEIGHT = re.compile(
    r"살(?:이|찔|쪄|찌|빠|뺄|빼|붙)|살 ?찔|찔까|쪄|체중|몸무게|칼로리|다이어트|식단|뚱뚱|뱃살|"
    r"배 ?나올|"
    r"붓|부을|부어|토하|토할|토했|게워|죄책|폭식|통제|식욕|말라|거울|굶|안 ?먹|못 ?먹|아무것도|"
    r"며칠|모든|다 ?무서|kg|키로|weight|\bfat\b|calorie|\bcals?\b|diet|gain|binge|purg|"
    r"guilt|control|starv|skip|throw(?:ing)? up|\bpuke|anything|everything|all food|\bmeals?\b"
)


_VAGUE_BEFORE_THING = (
    "먹을",
    "먹는",
    "아무",
    "이런",
    "그런",
    "저런",
    "무슨",
    "뭐",
    "단",
    "달달한",
    "기름진",
)


def _particular_food_fear(light: str, start: int | None = None) -> bool:
    """A feared eating of one food, for its own reason; with ``start``, the match must hold the
    finding starting there."""
    if not _FOOD_FEAR_REASON.search(light) or _FOOD_FEAR_WEIGHT.search(light):
        return False
    for found in list(_FOOD_FEARED_KO.finditer(light)) + list(_FOOD_FEARED_EN.finditer(light)):
        if start is not None and not found.start() <= start < found.end():
            continue
        food = found.group("food").strip()
        last = food.split()[-1]
        english = found.re is _FOOD_FEARED_EN
        if english and _FOOD_FEAR_GENERAL_EN.match(last):
            continue
        if not english and _FOOD_FEAR_GENERAL.match(last) and not _FOOD_FEAR_MAKER.search(food):
            continue
        vague = len(food.split()) < 2 or food.split()[0] in _VAGUE_BEFORE_THING
        if not english and last in ("거", "것") and vague:
            continue
        return True
    return False


# Lead probe gaps, set 16 (family H): nothing eaten since an earlier meal of the same day - "haven't
# eaten since lunch, starving now haha", 아침 먹고 아직 아무것도 안 먹었어요 이제 저녁 먹으러 가요 -
# is hours, not a fast. Only the going-without finding right after the meal that anchors it
# (since breakfast / lunch / this morning / noon / 10am; 아침 / 점심 / 브런치 먹고, 먹은 뒤,
# 이후로, 부터), and not one word in the text of days (어제, 며칠, 이틀, 일째, a weekday, "days",
# yesterday), of a diet, weight, calories or fasting, of going without on purpose or of a meal
# skipped next (저녁도 안, skip dinner): a real reader would ask (fail closed). "월요일 이후로
# 아무것도 안 먹었어요" stays S4.
_MEAL_TODAY_BEFORE = re.compile(
    r"(?:아침|점심|브런치|오전|출근 ?전)(?: ?(?:밥|을|은|에|식사))? ?"
    r"(?:먹고|먹은 ?(?:후|뒤|다음|이후)"
    r"(?:로|에|론)?|이후(?:로)?|부터|때부터)"
)
_MEAL_TODAY_AFTER = re.compile(
    r"^ ?(?:breakfast|lunch|brunch|this morning|noon|midday|earlier(?: today)?|the morning|"
    r"(?:my )?(?:breakfast|lunch)|(?:[1-9]|1[0-2])(?::[0-5][0-9])? ?(?:am|pm|a\.m\.|p\.m\.))\b"
)
_NOT_ONE_DAY = re.compile(
    r"어제|그제|그저께|며칠|몇 ?일|이틀|사흘|나흘|일째|일 ?동안|\d ?일|주말|주일|"
    r"[월화수목금토일]요일|지난|"
    r"다이어트|살|체중|몸무게|칼로리|굶|단식|금식|공복|참았|참고|일부러|안 ?먹을|안 ?먹으려|"
    r"(?:저녁|밤|야식)(?:도|은|는) ?(?:안|못|건너|거르|스킵)|"
    r"\bdays?\b|yesterday|\bmonday|tuesday|wednesday|thursday|friday|saturday|sunday|\bweek|"
    r"last night|\bnights?\b|\bdiet|weight|\bcals?\b|calorie|\bfast|on purpose|\bskip|"
    r"won'?t eat|not (?:going|gonna) (?:to )?eat|\btrying not\b|\bpurg|\bbinge"
)


def _hours_since_a_meal_today(cleaned: str, finding: _Finding) -> bool:
    if finding.rule != "S4":
        return False
    text = _light(cleaned)
    if _NOT_ONE_DAY.search(text):
        return False
    window = max(0, finding.start - 16)
    return bool(_MEAL_TODAY_AFTER.match(text[finding.end :])) or any(
        window + found.start() < finding.start
        for found in _MEAL_TODAY_BEFORE.finditer(text[window : finding.end])
    )


def _particular_food_feared(cleaned: str, finding: _Finding) -> bool:
    if finding.rule != "S4":
        return False
    return _particular_food_fear(_light(cleaned), finding.start)


def stated_fear_of_eating(text: str) -> str | None:
    """S4: food or eating together with fear in one sentence, in either language
    (``요즘 eating 자체가 무서움``, ``food makes me panic``, ``먹는 게 두려워요``)."""
    for _, sentence in _sentences(_clean(text)):
        light = _MIND_EATEN.sub(" ", _FAST_FEARED.sub(" ", _light(sentence)))
        if _TOPIC.search(light):
            continue
        if (
            _FOOD.search(light)
            and _FEAR.search(light)
            and not _FEAR_OF_SOMETHING_ELSE.search(light)
            and not _particular_food_fear(_light(_clean(text)))
        ):
            return normalize_excerpt(text)
    return None


# Round 100 (fresh100-0033, "i get weird about eating in front of coworkers so i just dont,
# whole shift every shift, then nothing after either"): eating in front of others avoided - at
# work, before people, coworkers, 남들 앞에서, 사람들 있는 데서 - and the food then not eaten
# (so i dont, can't eat, skip, 안 먹, 못 먹, 굶) across a whole span (the whole shift, all day,
# nothing after, 근무 내내, 하루 종일, 퇴근하고도): skipping all meals, a fear of eating, S4.
# Not eating alone by choice, nor the meal eaten elsewhere (in the car, at home, later, 혼자,
# 따로, 차에서); another person's avoidance is theirs (the caller's ``_said_of_the_customer``).
_EATING_BEFORE_OTHERS = re.compile(
    r"\beat(?:ing)? (?:in front of|around|near|where) (?:\w+ ){0,2}?(?:people|others|"
    r"(?:co-?)?workers|colleagues|anyone|everyone|(?:the|my) (?:team|crew)|strangers|them)\b|"
    r"(?:사람들?|남들?|동료들?|직원들?|다른 ?사람들?|팀원들?|누가|남) ?(?:앞|있는 ?데|보는 ?데)"
    r"(?:에서|선|에선)? ?(?:밥|뭘|뭐|음식)?(?:을|를|은|는)? ?(?:먹|식사)"
)
_NOT_EATEN = re.compile(
    r"\bso i (?:just )?(?:dont|don't|do not|cant|can't|never|skip\w*)\b|"
    r"\b(?:dont|don't|do not|cant|can't|never|wont|won't) (?:\w+ )?eat\b|\bskip\w*|"
    r"안 ?먹|못 ?먹|굶|거르|걸러|거른|스킵"
)
_WHOLE_SPAN_UNEATEN = re.compile(
    r"\b(?:the )?(?:whole|entire|all|every) (?:shift|day|workday|work ?day)\b|"
    r"\bnothing (?:after|afterwards|later|at home|till|until|when i get home|either)\b|"
    r"\bthen nothing\b|\ball day\b|근무 ?내내|일하는 ?내내|하루 ?종일|(?<![가-힣])종일|"
    r"퇴근 ?(?:하고|후|해서|후에)(?:도|에도)|집에 ?(?:와서|가서)도"
)
_EATEN_ELSEWHERE = re.compile(
    r"\beat (?:\w+ )?(?:in (?:my|the) car|alone|outside|at my desk|later|at home|before|after|"
    r"on my own|by myself)\b|\bby choice\b|혼자 ?(?:먹|식사)|차에서 ?(?:먹|식사)|따로 ?(?:먹|식사)|"
    r"집에서 ?(?:먹|챙겨)|나중에 ?먹"
)


def stated_uneaten_before_others(text: str) -> str | None:
    """S4: eating in front of others avoided, and no food across the shift or the day."""
    light = _light(text)
    if (
        _TOPIC.search(light)
        or _EATEN_ELSEWHERE.search(light)
        or not _NOT_EATEN.search(light)
        or not _WHOLE_SPAN_UNEATEN.search(light)
    ):
        return None
    for _, sentence in _sentences(light):
        for found in _EATING_BEFORE_OTHERS.finditer(sentence):
            if _said_of_the_customer(sentence, found.start()):
                return normalize_excerpt(text)
    return None


# The lead's probe gaps, set 13 (family C): fear of gaining weight that drives a meal, the day's
# food or water away - the gain feared in any of its words (살찔까 봐, 체중 늘까봐, 몸무게 오를까
# 봐, 살 붙을까 봐, 살찔 것 같아서, "scared of gaining") and then, in that sentence, a meal, food,
# anything or water not eaten or drunk, skipped or gone without (점심 걸렀어요, 물도 잘 안
# 마셔요, 저녁은 아예 안 먹어요, 굶었어요, "skipped lunch") - is restriction for fear of
# eating, S4, as 살찔까봐 못 먹어요 already read in the compact form. Not a snack, a treat or a
# dish passed up (야식은 참았어요, 라면 대신 샐러드): only a meal, food as a whole or water is
# named, so an ordinary swap stays cleared. Another person's fear is theirs (the caller's
# ``_said_of_customer``).
_GAIN_FEARED = re.compile(
    r"(?:살|체중|몸무게|체지방|뱃살)(?:이|가)? ?(?:다시 ?|또 ?|더 ?)?"
    r"(?:찔|쪄질|늘|늘어날|오를|불|붙을)(?: ?까 ?(?:봐|바)| ?(?:것|거|꺼) ?같아서)|"
    r"\b(?:afraid|scared|terrified|worried|fear\w*|anxious)\b[^.!?]{0,30}\b(?:gain(?:ing)?|"
    r"get(?:ting)? fat|put(?:ting)? on (?:weight|pounds|kilos)|the scale (?:going|creeping) up)\b"
)
_MEAL_OR_WATER = (
    r"(?:(?:아침|점심|저녁|끼니|(?<![가-힣])밥|식사|한 ?끼|두 ?끼|(?<![가-힣])물|아무것도|음식)"
    r"(?:이랑|하고|랑|과|와|,)? ?)+"
)
_WITHOUT_DEGREE = (
    r"(?:은|는|도|을|를|이|가|까지)? ?(?:(?:아예|거의|잘|전혀|그냥|계속|일부러|또|하나도|다|둘 ?다|"
    r"모두|하루 ?종일|종일|오늘|어제|요즘) )*"
)
_GONE_WITHOUT = re.compile(
    _MEAL_OR_WATER
    + _WITHOUT_DEGREE
    + r"(?:안|못) ?(?:먹|마시|마셔|마셨|마심|드|삼키|넘)|"
    + _MEAL_OR_WATER
    + _WITHOUT_DEGREE
    + r"(?:걸렀|거르|걸러|건너 ?뛰|스킵|생략|패스|굶|참았|참고|참아)|"
    r"(?:식사|끼니)(?:는|도|를|을)? ?(?:아예 |거의 |잘 |전혀 )?(?:안|못) ?하|"
    r"(?<![가-힣])굶(?:었|어|고|는|음)|"
    r"\b(?:skipp(?:ed|ing)|skip|didn'?t eat|haven'?t eaten|not eating|won'?t eat|stopped eating|"
    r"barely (?:eat\w*|ate))\b(?: \w+){0,2}? (?:breakfast|lunch|dinner|meals?|food|anything)\b|"
    r"\b(?:barely|not|didn'?t|don'?t|won'?t) (?:even )?drink(?:ing)? (?:any |much )?water\b"
)


def stated_restriction_for_fear_of_gain(text: str) -> str | None:
    """S4: a meal, food or water gone without for fear of gaining weight, in one sentence."""
    for _, sentence in _sentences(_clean(text)):
        light = _light(sentence)
        feared = _GAIN_FEARED.search(light)
        if feared and _GONE_WITHOUT.search(light, feared.end()):
            return normalize_excerpt(text)
    return None


_OTC = re.compile(
    r"진통제|소염제|해열제|타이레놀|애드빌|부루펜|이부프로펜|게보린|펜잘|탁센|낙센|이지엔|"
    r"약(?!속|간|과|밥|수|점|하|국|도|해)|"
    r"painkillers?|ibuprofen|acetaminophen|paracetamol|tylenol|advil|aspirin|nurofen|"
    r"naproxen|aleve|pills?|tablets?|meds|medications?|medicines?|\bdos(?:e|es|age)\b|"
    r"antidepress\w*|prescri\w*|용량|복용|"
    # Round 31: sleep aids and antihistamines sold over the counter are medicines too - one at
    # its dose is ordinary, a doubled or stacked one is not ("doubled my melatonin to 10mg").
    r"멜라토닌|수면 ?유도제|항히스타민|지르텍|melatonin|benadryl|diphenhydramine|unisom|"
    r"zzzquil|nyquil|doxylamine|antihistamines?|sleep ?aids?|zyrtec|cetirizine|claritin|"
    r"loratadine"
)
_SUPPLEMENT = re.compile(
    r"비타민|영양제|오메가|유산균|마그네슘|크레아틴|철분|vitamin|fish ?oil|omega|probiotic|"
    r"magnesium|creatine|supplement|multi"
)
_PILL_COUNT = re.compile(
    # Round 93: a native range run together (여섯일곱알, 대여섯 알) counts as its upper bound.
    rf"(?<![0-9a-z가-힣])(?P<number>{numbers.NATIVE_RANGE}|{numbers.NUMERAL_WORD}) ?"
    r"(?:알|정|캡슐|tabs?|tablets?|pills?|capsules?)(?![a-z])"
)
_PER_DAY = re.compile(r"하루|매일|날마다|a day|per day|daily|every day|/day")
_OVER_DOSE = re.compile(
    r"두 ?배|2배|세 ?배|3배|권장량.{0,6}(?:넘|초과|이상|두|2)|용량.{0,6}(?:넘|초과|두|2)|"
    r"doubl\w*|tripl\w*|more than (?:the |it )?(?:says|recommended|prescribed|allowed|label)|"
    r"over the (?:limit|recommended)|max(?:imum)? dose|한 ?통|whole (?:bottle|pack|box)|"
    # The dose raised by the customer: more per time or more often than prescribed.
    r"(?:용량|복용량|dose|dosage|약)(?:을|를|은|도)?"
    r"(?: ?(?:좀|더|살짝|조금|제가|제 ?맘대로|맘대로|임의로)){0,2} ?"
    r"(?:늘리|늘려|늘렸|늘린|올리|올려|올렸|올린|높이|높여|높였)|"
    r"(?:한|1|하루 ?한) ?(?:번|회|알|정|포|캡슐|개)"
    r"(?:인데|이었는데|이지만|짜리인데|이라는데|이랬는데).{0,30}"
    r"(?:(?:두|세|네|2|3|4) ?(?:번|회|알|정|포|캡슐|개)|"
    r"(?:아침|점심|저녁|밤)에도|한 ?번 ?더|또 ?먹)|"
    r"\b(?:upped|increased|raised|bumped up|bumping up|upping|increasing) "
    r"(?:my |the |it |his |her )?"
    r"(?:\w+ )?(?:dose|dosage|meds|pills)?\b(?=.{0,30}(?:myself|on my own|lose|weight|fat|diet|"
    r"faster|more|without))|\bextra (?:dose|pill|tablet)s?\b|"
    r"\b(?:once|one) (?:a|per) day\b.{0,40}\b(?:twice|two|three|2|3)\b|\bmore often than\b"
)


# Round 59 (fresh55-0054, "코푸시럽 반병 원샷했어요 기침 멈추라고"): a cough or cold medicine
# drunk by the bottle - half a bottle, a bottle, from the bottle, in one shot, far over its
# measure - is a medicine above its dose. Only a medicine word right before the amount: a
# coffee's syrup, or a beer after a cold medicine ("감기약 먹고 맥주 한 병"), is none.
_LIQUID_MEDICINE_BY_THE_BOTTLE = re.compile(
    r"(?:기침 ?약|감기 ?약|코푸 ?시럽|코푸|기침 ?시럽|감기 ?시럽|물약|cough (?:syrup|medicine)|"
    r"nyquil|dayquil|robitussin)(?: ?(?:을|를|은|는|도|시럽|물약))? ?"
    r"(?:반 ?병|한 ?병|병째|원샷|정량보다 ?(?:훨씬 ?|몇 ?배 ?)?(?:많이|더)|"
    r"(?:like |about )?half (?:a |the )?bottle|(?:a |the )?whole bottle|straight from the bottle)|"
    r"\b(?:drank|drink|drinking|chugg?\w*|downed|took|had) (?:like |about |almost )?"
    r"(?:half (?:a |the )?|(?:a |the )?whole )bottle of (?:\w+ )?"
    r"(?:cough (?:syrup|medicine)|nyquil|dayquil|robitussin)"
)


# Round 67 (fresh64-0087, "애들이 약 올려서 저도 모르게 소리 질렀네요"): 약(을) 올리다 with a
# person who does it (애들이, 동생이 ...) or the anger it causes after it (화, 짜증, 소리 지르) is
# to tease, not a dose raised - that 약 is no medicine. A dose word (용량, mg) keeps the raise.
_TEASER = (
    r"(?:애들|아이들?|애|동생|남편|아내|와이프|신랑|친구들?|형|누나|언니|오빠|아들|딸|손주|조카|"
    r"강아지|고양이|냥이|걔|쟤|얘|사람들?|시어머니|시누이?|엄마|아빠)"
)
_TEASING = re.compile(
    rf"{_TEASER}(?:이|가|들이|들이랑|는|은)? ?(?:자꾸|계속|또|맨날|일부러|괜히)? ?"
    r"약 ?(?:을|를)? ?(?:올리|올려|올렸|올린)(?![^.!?]{0,20}(?:용량|mg|밀리))|"
    r"약 ?(?:을|를)? ?(?:올리|올려|올렸|올린)(?![^.!?]{0,20}(?:용량|mg|밀리))"
    r"(?=[^.!?]{0,20}(?:화가|화나|화났|화내|짜증|열받|열 받|소리 ?(?:질|지르)|얄밉|얄미|싸우|싸웠))"
)


def stated_medicine_overuse(text: str) -> str | None:
    """S5: a medicine above its dose - five or more pills a day, three at once, a doubled or
    exceeded dose (``타이레놀 하루에 열 알``, ``doubled my ibuprofen``); one or two painkillers
    for a headache are ordinary."""
    light = _TEASING.sub(" ", _light(text))
    if _LIQUID_MEDICINE_BY_THE_BOTTLE.search(light):
        return normalize_excerpt(text)
    if not _OTC.search(light) or _SUPPLEMENT.search(light):
        return None
    if _OVER_DOSE.search(light):
        return normalize_excerpt(text)
    for found in _PILL_COUNT.finditer(light):
        value = numbers.number_value(found.group("number"))
        if value is not None and (value >= 5 or (value >= 3 and not _PER_DAY.search(light))):
            return normalize_excerpt(text)
    return None


# Round 39: a prescribed medicine used more than prescribed, said as a count more each time
# ("천식 흡입기 처방받은거 경기 전에 몇번씩 더 뿌려요", "extra puffs of my prescribed inhaler") or
# more than the prescription ("처방보다 더 많이"): S5 whatever the medicine is - not when a
# doctor or a nurse set the extra ("선생님이 두 번씩 더 뿌리라고 하셨어요").
_PRESCRIBED = re.compile(r"처방|prescri")
_BEYOND_PRESCRIPTION = re.compile(
    r"(?:몇|두|세|네|여러|[2-9]) ?(?:번|회|방|퍼프|알|개|칙)씩? ?더 ?"
    r"(?:뿌리|뿌려|뿌렸|뿌림|먹|흡입|쓰|써|썼|맞|복용|넣)|"
    r"처방(?:량|받은 ?(?:것|거|양)|된 ?(?:것|거|양)|해 ?준 ?(?:것|거|양))? ?보다 ?(?:더|많이)|"
    r"\b(?:extra|additional) (?:puffs?|hits?|doses?|pills?|tablets?|sprays?)\b|"
    r"\bmore (?:puffs?|hits?|doses?|pills?|sprays?|often) than\b|"
    r"\bmore than (?:i ?m |i am |i was |it ?s |is )?(?:prescribed|supposed to)\b"
)
_EXTRA_SET_BY_DOCTOR = re.compile(
    r"(?:의사|선생님|주치의|간호사|병원|doctor|\bdoc\b|\bgp\b|physician|nurse)[^.]{0,30}"
    r"(?:라고|래요|랬|라셔|라 ?하|하라|하래|\bsaid\b|\btold\b|\bsays\b|\badvised\b|"
    r"\brecommended\b|\bupped\b|\bincreased\b|\braised\b)"
)


def stated_use_beyond_prescription(text: str) -> str | None:
    """S5: a prescribed medicine used more than prescribed, unless a doctor set the extra."""
    light = _light(text)
    if not _PRESCRIBED.search(light) or not _BEYOND_PRESCRIPTION.search(light):
        return None
    if _EXTRA_SET_BY_DOCTOR.search(light):
        return None
    return normalize_excerpt(text)


# A whole supply of pills, swallowed at once or thought of: an overdose (S1 self-harm), not a
# dose question (``약 한 통 다 먹어버릴까``, ``thought about taking all my pills at once``).
# The supply and the wish or act are read together, close to each other.
_KOREAN_OVERDOSE = re.compile(
    r"(?:한 ?통|통째|(?:몽땅|전부|싹|있는 ?(?:거|것|약)?) ?다? ?(?:먹|삼키|삼켜|털어)|"
    r"모아 ?(?:둔|놓은|뒀|놨)|한 ?(?:줌|움큼)|한꺼번에|한 ?번에 ?다)"
    r".{0,20}?(?:싶|생각|버릴까|볼까|할까|충동|삼키|삼켰|삼켜|털어)"
)
_ENGLISH_SUPPLY = (
    r"(?:whole (?:bottle|pack|box|packet|strip|supply)|"
    r"all (?:of )?(?:my|the|those|these) (?:\w+ )?(?:pills|meds|tablets|painkillers|medication)|"
    r"handfuls? of|stockpil\w*|saved up (?:my |the )?(?:pills|meds|tablets))"
)
_ENGLISH_OVERDOSE = re.compile(
    r"\b(?:thought|thinking|think|want\w*|wanna|urge|tempt\w*|might|could just|swallow\w*|"
    r"end it)\b.{0,40}?"
    + _ENGLISH_SUPPLY
    + "|"
    + _ENGLISH_SUPPLY
    + r".{0,20}?\b(?:at once|in one go|all together)\b"
)
# A supply used up over time (``진통제 한 통 이번 달에 다 먹었네요``) is no overdose.
_OVER_TIME = re.compile(
    r"이번 ?(?:달|주)|한 ?달|몇 ?(?:주|달)|동안|다 ?떨어|\bthis (?:month|week)\b|"
    r"\bover (?:a|the) (?:month|week)|\bran out\b"
)


def stated_overdose(text: str) -> str | None:
    """S1 (self-harm): a whole supply of medicine swallowed at once or thought of."""
    light = _light(text)
    medicine = _OTC.search(light) or _PRESCRIPTION_DRUG.search(light)
    if not medicine or _SUPPLEMENT.search(light):
        return None
    overdose = _KOREAN_OVERDOSE.search(light) or _ENGLISH_OVERDOSE.search(light)
    if overdose and not _OVER_TIME.search(light):
        return normalize_excerpt(text)
    return None


# A sedative taken with alcohol (``수면제 남은 거 술이랑 같이 먹었어요``, ``took my sleeping
# pills with a few beers``): the two together can stop a person's breathing - S1, whatever
# the intent. Read in one sentence; a rule kept apart ("술 마신 날은 수면제 안 먹어요",
# "never with alcohol") is no mix.
_SEDATIVE = re.compile(
    r"수면제|수면 ?유도제|수면약|신경 ?안정제|안정제|졸피뎀|스틸녹스|자낙스|알프라졸람|로라제팜|"
    r"디아제팜|벤조|sleeping (?:pills?|tablets?|meds)|sleep(?:ing)? (?:aid|med)s?|xanax|valium|"
    r"ambien|zolpidem|benzos?\b|diazepam|lorazepam|alprazolam|klonopin|clonazepam|trazodone"
)
_DRINK = re.compile(
    r"술|소주|맥주|와인|양주|막걸리|보드카|위스키|하이볼|음주|취해|취한|취했|"
    r"\b(?:alcohol|booze|drinks?|drinking|drank|wine|beers?|vodka|whiske?y|shots|drunk)\b"
)
_MIX_KEPT_APART = re.compile(
    r"안 ?(?:먹|마시|마셔|섞)|않|말(?:라|아야)|절대|금지|끊|금주|피하|주의|"
    r"\b(?:never|don ?t|do not|doesn ?t|avoid|not with|no alcohol|without|warned|careful)\b"
)


def stated_sedative_with_alcohol(text: str) -> str | None:
    """S1: a sedative (sleeping pill, benzodiazepine) taken together with alcohol."""
    for _, sentence in _sentences(_clean(text)):
        light = _light(sentence)
        if (
            _SEDATIVE.search(light)
            and _DRINK.search(light)
            and not _MIX_KEPT_APART.search(light)
            and not _TOPIC.search(light)
        ):
            return normalize_excerpt(sentence)
    return None


_CAFFEINE = re.compile(
    r"caffeine|pre-?workout|"
    r"에너지 ?드링크|에너지 ?음료|핫식스|레드불|몬스터|커피|에스프레소|아메리카노|"
    r"샷|카페인|energy drink|red ?bull|monster|coffee|espresso|pre ?workout"
)
_ALCOHOL = re.compile(
    r"bottle of (?:red|white|rose)|\bred wine|six ?-?pack|booze|alcohol|\bdrinks\b|숙취|"
    r"hangover|hungover|\bdrunk\b|취했|취해서|(?:can'?t|cannot) [^.]{0,30}without (?:a )?drinks?\b|"
    r"소주|맥주|와인|양주|위스키|막걸리|보드카|술|wine|beer|soju|vodka|whisk|liquor"
)
_ALCOHOL_DAILY = re.compile(
    r"most nights|every other night|안 ?빼고|안 ?빠지고|매일|날마다|매일 ?밤|매일매일|"
    r"하루도 ?안 ?빠지|"
    r"every (?:night|day)|daily|nightly|"
    # Round 18: drinking or a hangover days running ("hungover again, 4th day in a row",
    # "사흘 연속 술") - round 14's three nights running, S5.
    r"\b(?:days|nights) (?:in a row|running|straight)\b|\bin a row\b|"
    r"(?:이틀|사흘|나흘|닷새|[2-9] ?일) ?(?:째|연속)|연속으로"
)
_ALCOHOL_CLEAR = re.compile(r"끊(?!으면)|안 ?마시(?!면)|줄이|금주|quit|stopped|no alcohol|sober")
# Signs of dependence: drinking to stop the shakes, in the morning, or to get through at all.
_ALCOHOL_DEPENDENT = re.compile(
    r"(?:안 ?마시면|못 ?마시면|없으면|끊으면|안 ?들어가면).{0,20}"
    r"(?:떨|잠(?:이)? ?안|못 ?자|불안|초조|식은땀|미치|힘들)|"
    r"아침(?:에도|부터|마다|에)? ?(?:술|소주|맥주|와인|막걸리|한 ?잔|해장술)|해장술|"
    r"\b(?:shak\w*|tremor\w*|jitter\w*|the shakes)\b.{0,40}\b(?:drink|beer|wine|vodka|alcohol)|"
    r"\b(?:drink|beer|vodka|wine|shot)s? (?:\w+ )?"
    r"(?:in the morning|first thing|before work|at breakfast)|"
    r"\bmorning (?:drink|beer|shot|vodka|wine)s?\b|\beye ?opener|"
    r"\b(?:can'?t|cannot|can not) (?:sleep|function|get through (?:the|a) day|work) "
    r"without (?:a |my )?"
    r"(?:drink|drinks|beer|wine|alcohol|vodka)"
)


_PRESCRIPTION_DRUG = re.compile(
    r"당뇨 ?약|혈압 ?약|갑상선 ?약|수면제|수면 ?유도제|신경안정제|안정제|항우울제|식욕 ?억제제|"
    r"다이어트 ?약|삭센다|위고비|오젬픽|마운자로|메트포르민|스테로이드|이뇨제|"
    r"처방 ?약|전문 ?의약품|"
    r"ozempic|wegovy|saxenda|mounjaro|metformin|semaglutide|phentermine|adderall|xanax|"
    r"prescription (?:meds|drugs?|pills)"
)
_NO_PRESCRIPTION = re.compile(
    r"처방(?:전)? ?(?:없이|안 ?받고|안 ?받은|없는)|해외 ?직구|직구|"
    r"without (?:a |any )?(?:prescription|script|doctor)|no (?:prescription|script)|"
    r"off (?:the )?(?:internet|dark ?web)|bought (?:it |them )?online"
)


# Round 92 (fresh99-0093, "ADHD약 친구한테 얻어서 계체 주간에 식욕 떨어뜨리려고 먹어요"): a
# prescription drug got from a lay person - a friend, a sibling, a roommate, an acquaintance,
# the person marked as the source (한테, 에게, 한테서, 께) and a getting verb after it (얻, 받,
# 구하, 빌리, 나눠 받) - is got without a prescription of the customer's own. A drug fetched for the
# person (받아다 드렸), asked for and refused, and a lay person's own prescription (친구가
# 처방받아서) are not; another person's taking is ``_said_of_customer``'s call.
_PRESCRIPTION_FROM_LAY = re.compile(
    r"(?:친구|언니|누나|오빠|(?<![가-힣])형|동생|선배|후배|지인|룸메(?:이트)?|동료|"
    r"아는 ?(?:사람|형|언니|분))"
    r"(?:님)?(?:한테서?|에게서?|께) ?(?:[^.!?]{0,30}?)"
    r"(?:얻(?:어|었|음|은)|받(?:아서|았|음|은)|구(?:해|했|함|한)|빌려|빌렸|나눠 ?(?:받|줬|주))"
)
_PRESCRIPTION_DELIVERED = re.compile(
    r"받아다|갖다 ?(?:드|줬|주)|전해 ?(?:드|줬|주)|드렸|거절|안 ?받|못 ?받|안 ?된다|싫다"
)
_LAY_PRESCRIPTION_DRUG = re.compile(
    r"adhd ?약|콘서타|애더럴|아데랄|리탈린|메틸페니데이트|각성제|"
    r"\b(?:adderall|ritalin|vyvanse|concerta)\b"
)


def stated_unprescribed_drug(text: str) -> str | None:
    """S5: a prescription drug got without a prescription (``당뇨약 처방 없이 직구``,
    ``ozempic without a prescription``), or from a lay person (round 92)."""
    light = _light(text)
    if _PRESCRIPTION_DRUG.search(light) and _NO_PRESCRIPTION.search(light):
        return normalize_excerpt(text)
    for _, sentence in _sentences(light):
        if (
            (_PRESCRIPTION_DRUG.search(sentence) or _LAY_PRESCRIPTION_DRUG.search(sentence))
            and _PRESCRIPTION_FROM_LAY.search(sentence)
            and not _PRESCRIPTION_DELIVERED.search(sentence)
        ):
            return normalize_excerpt(text)
    return None


# Round 94 (fresh101-0147, "Popping ranger candy every morning, like 3-4 a day, just so my knees
# dont bug me on post", held S2 only): ranger candy, vitamin M or grunt candy is soldiers' slang
# for 800 mg ibuprofen, a prescription strength. Taken on the customer's own as a habit or in
# counts - popped, taken, lived on, every morning or shift, a day, daily, by the handful - it is a
# prescription-strength painkiller taken outside a prescription. Not in a sentence where a medic,
# a doctor or sick call hands it out, not when only named (what the old sergeants call it), and
# not when the taking is denied or stopped.
_RANGER_CANDY = re.compile(r"\branger ?candy\b|\bvitamin m\b|\bgrunt candy\b|레인저 ?캔디")
_RANGER_CANDY_TAKEN = re.compile(
    r"\b(?:pop|pops|popp\w*|take|takes|taking|took|eat|eats|eating|ate|liv\w* on|running on|"
    r"runs on|ran on|munch\w*|chew\w*|swallow\w*|throw\w* back|downing|downed)\b|"
    r"\b(?:every|each) (?:morning|day|night|shift|march|ruck)\b|\ba day\b|\bdaily\b|\bper day\b|"
    r"\bhandfuls?\b|먹|매일|하루"
)
_RANGER_CANDY_GIVEN = re.compile(
    r"\b(?:medic|medics|doc|doctor|pa|nurse|corpsman|sick call|prescri\w*)\b|처방|군의관|의무"
)
_RANGER_CANDY_DENIED = re.compile(
    r"\b(?:(?:didn|don|haven|hasn|wasn|isn|aren|won) ?'?t|did not|do not|have not|never|no longer|"
    r"stopped|quit|not)\b(?: \w+){0,2}? ?"
    r"(?:take|taking|took|pop|popping|eat|eating|any|using)\b|"
    r"\bno (?:more )?(?:ranger|vitamin m)\b|안 ?먹|끊"
)


def stated_ranger_candy(text: str) -> str | None:
    """S5: soldiers' 800 mg ibuprofen (ranger candy) taken as a habit on one's own (round 94)."""
    for _, sentence in _sentences(_light(text)):
        if (
            _RANGER_CANDY.search(sentence)
            and _RANGER_CANDY_TAKEN.search(sentence)
            and not _RANGER_CANDY_GIVEN.search(sentence)
            and not _RANGER_CANDY_DENIED.search(sentence)
        ):
            return normalize_excerpt(text)
    return None


# Alcohol counted in units ("40ish units, most nights", "about 35 units a week"): twice the
# weekly guideline of 14 or more, or four or more a night on most nights, is heavy drinking
# (round 12). Units of insulin or of a course are not drinks.
_ALCOHOL_UNITS = re.compile(
    r"(?<![\d.])(\d{1,3})(?: ?-? ?ish)? ?units?\b(?! of (?!alcohol|booze|drink))"
)
_UNITS_NIGHTLY = re.compile(
    r"most (?:nights|days)|every (?:night|day)|nightly|a night|per night|a day|per day|daily|"
    r"매일|매일밤|거의 매일"
)
_UNITS_WEEKLY = re.compile(
    r"a week|per week|weekly|most weeks|each week|every week|일주일|주에|한 주"
)
_NOT_DRINKS = re.compile(
    r"insulin|인슐린|\bcredits?\b|\bcourse\b|\bstudy\b|apartment|rental|housing"
)


def _heavy_units(light: str) -> bool:
    if _NOT_DRINKS.search(light):
        return False
    for found in _ALCOHOL_UNITS.finditer(light):
        value = int(found.group(1))
        if _UNITS_NIGHTLY.search(light) and value >= 4:
            return True
        if (_UNITS_WEEKLY.search(light) or _ALCOHOL.search(light)) and value >= 28:
            return True
    return False


# Round 31: an energy drink comes in a can whether or not the can is named ("4 monsters");
# and a drink counted by its place in the day ("since the 4th monster today", "third red bull",
# "커피 네 번째", "네 번째 아메리카노") is that many drinks.
_ENERGY_DRINK = re.compile(
    r"에너지 ?드링크|에너지 ?음료|핫식스|레드불|몬스터|energy drinks?|red ?bulls?|monsters?"
)
_ORDINAL_WORDS: Final = {
    "second": 2,
    "third": 3,
    "fourth": 4,
    "fifth": 5,
    "sixth": 6,
    "seventh": 7,
    "eighth": 8,
    "ninth": 9,
    "tenth": 10,
}
_MEASURE_OF = re.compile(r"^(?:(?:cup|can|shot|glass|bottle|mug)s? of |(?:잔|캔|병)(?:째)? ?)")
_ORDINAL = re.compile(
    r"\b(?P<digits>\d{1,2})(?:st|nd|rd|th)\b|\b(?P<word>" + "|".join(_ORDINAL_WORDS) + r")\b|"
    r"(?P<korean>\d{1,2}|두|세|네|다섯|여섯|일곱|여덟|아홉|열) ?번째"
)


def _ordinal_drinks(light: str) -> list[float]:
    """The place of a caffeine drink in the day, when the drink is the word right after it (or
    after a cup or can of) or right before it ("the 4th monster", "3rd cup of coffee", "커피
    오늘 다섯 번째"); "the 5th set, then a coffee" counts no drink."""
    values: list[float] = []
    for found in _ORDINAL.finditer(light):
        before = light[: found.start()].split()
        before = before[:-1] if before[-1:] in (["오늘"], ["today"]) else before
        after = _MEASURE_OF.sub("", light[found.end() :].lstrip(), count=1)
        if not (_CAFFEINE.match(after) or (before and _CAFFEINE.search(before[-1]))):
            continue
        if found.group("digits"):
            values.append(float(found.group("digits")))
        elif found.group("word"):
            values.append(float(_ORDINAL_WORDS[found.group("word")]))
        else:
            value = numbers.number_value(found.group("korean"))
            if value is not None:
                values.append(float(value))
    return values


# Round 61 (fresh56-tune): a running tally of caffeine drinks said as where the writer stands
# ("espresso shots all day ... think I'm at 9 by 5pm", "i'm up to 7 already", "6 so far") - the
# drink is named earlier in the sentence and the count has no unit. Not a clock time, a weight,
# a percentage or any other measure after the number ("I'm at 9am", "im at 62", "at 20%",
# "I'm at 8 hours of sleep", "at 7 on the pain scale"), and only counts 5 to 29 (a weight or
# a calorie figure is larger).
_TALLY = re.compile(
    r"\b(?:(?:i'?m|im|i am) (?:at|on|up to)|up to|that'?s|thats) (?:like |about |maybe |around |"
    r"probably |already )?(?P<n>[5-9]|1\d|2\d)\b(?!\.\d|:| ?(?:am|pm|a\.m|p\.m|o'?clock|%|"
    r"kgs?|kilos?|lbs?|pounds?|hours?|hrs?|h\b|kms?|k\b|miles?|steps?|reps?|sets?|mins?|"
    r"minutes?|k?cals?|calories|days?|weeks?|months?|years?|bmi|percent|grams?|g\b|mg|ml|oz|"
    r"floors?|laps?|times?|pages?|people|tabs?|emails?|on the|out of|/))|"
    r"\b(?P<so_far>[5-9]|1\d|2\d) (?:so far|already today|and counting)\b"
)


def _tallied_drinks(light: str) -> list[float]:
    """Round 61: the unit-less running tally after a caffeine drink in the same sentence."""
    values: list[float] = []
    for found in _TALLY.finditer(light):
        if _CAFFEINE.search(light[: found.start()]):
            values.append(float(found.group("n") or found.group("so_far")))
    return values


# Round 103 (fresh107-0027, "매일 저녁 맥주 한캔 마시면서 정산해요"): one drink a day - a can,
# glass or bottle of beer, a glass of wine, makgeolli or a highball, one or half of one (한 캔,
# 한 잔, 한두 잔, 반 잔, 한 병 of beer only; "a beer", "one glass of wine", "a can of beer") - is
# not heavy daily drinking (S5), however daily it is said to be. Only when every drink word of
# the text is in such a measure - 술 한 잔 and 소주 한 잔 are also said of a whole evening's
# drinking, so they and any other 술 or 소주 keep the hold - and never with a larger or open count
# anywhere (두 잔, 몇 캔, 이상, 넘게, 부터, 까지, 더, 2차, a few, a couple, more, another), a
# bottle of wine or spirits, a word of drinking too much (폭음, 과음, 취해, 필름, drunk, hungover)
# or of dependence or need (꼭, 없으면, 안 마시면, 마셔야, 못 끊, 해장술, 아침부터, need, can't
# ... without, in the morning).
_ONE_DRINK = re.compile(
    r"(?:맥주|생맥|와인|막걸리|하이볼)(?:를|을|는|은|도|만|로|만큼)? ?"
    r"(?:(?:딱 ?|그냥 ?|작은 ?)?(?:한|1|반) ?(?:캔|잔|컵)|한두 ?잔|1~2 ?잔|"
    r"(?<=맥주)(?:를|을|는|은|도|만)? ?(?:딱 ?)?(?:한|1) ?병)(?:씩|만|정도|쯤|가량)?|"
    r"\b(?:a|one|1|single|small)(?: small| cold)? "
    r"(?:beer|glass of (?:red |white )?wine|can of beer|bottle of beer|pint|glass of beer|"
    r"wine|glass)\b"
)
_MORE_THAN_ONE_DRINK = re.compile(
    r"(?:두|세|네|다섯|여러|몇|[2-9]|\d{2}) ?(?:캔|잔|병|컵|개|팩)|"
    r"이상|넘게|넘어|최소|적어도|부터|시작해|까지|더 ?(?:마|먹|땡|까|따)|추가|또 ?(?:마|따|까)|"
    r"[2-9] ?차|다 ?(?:마|비)|전부|한 ?병 ?다|박스|짝|"
    r"폭음|과음|취해|취했|취한|만취|필름|해장|숙취|중독|의존|"
    r"꼭|없으면|안 ?마시면|못 ?마시면|마셔야|못 ?끊|끊을 ?수|참을 ?수|아침부터|아침에도|"
    r"\b(?:two|three|four|five|several|few|couple|more|another|other|refills?|bottles|"
    r"beers|glasses|cans|pints|drinks|shots|drunk|hungover|hangover|need|needs|have to|"
    r"has to|can'?t|cannot|without|morning)\b"
)


def _one_drink_a_day(light: str) -> bool:
    """Round 103: every drink of the text is one drink (or half of one), nothing more said."""
    if not _ONE_DRINK.search(light) or _MORE_THAN_ONE_DRINK.search(light):
        return False
    return not _ALCOHOL.search(_ONE_DRINK.sub(" ", light))


def stated_heavy_use(text: str) -> str | None:
    """S5: very high caffeine (>= 5 cups or shots, >= 3 cans), heavy daily alcohol, or
    drinking as dependence shows it (in the morning, against the shakes)."""
    light = _light(text)
    amounts = numbers.counts(light)
    if _CAFFEINE.search(light):
        cans = re.search(r"캔|can|병|bottle", light) or _ENERGY_DRINK.search(light)
        amounts = amounts + _ordinal_drinks(light) + _tallied_drinks(light)
        milligrams = [float(m) for m in re.findall(r"(\d{3,4}) ?mg", light)]
        if any(value >= (3 if cans else 5) for value in amounts) or any(
            value >= 400 for value in milligrams
        ):
            return normalize_excerpt(text)
    if _heavy_units(light) and not _ALCOHOL_CLEAR.search(light):
        return normalize_excerpt(text)
    if _ALCOHOL.search(light) and not _ALCOHOL_CLEAR.search(light) and not _one_drink_a_day(light):
        bottles = re.search(r"병|bottle", light)
        daily = _ALCOHOL_DAILY.search(light) or _ALCOHOL_DEPENDENT.search(light)
        if daily or any(value >= (2 if bottles else 8) for value in amounts):
            return normalize_excerpt(text)
    return None


_PALPITATION = re.compile(
    # Round 71 (fresh70-0032, a trainer's "dizzy + 심계항진"): 심계항진, the clinical word for
    # palpitations, is a racing heart like 두근.
    r"두근|쿵쾅|벌렁|불규칙|맥박|심박|심계항진|"
    r"심장이? ?(?:좀|조금|많이|계속)? ?(?:빨리|막|미친 ?듯이?|너무)? ?뛰|한 ?박자|"
    r"racing|pounding|palpitat|irregular|skipp|\bhr\b|heart ?rate|heartbeat|flutter"
)
_DIZZY = re.compile(
    r"spins?\b|spinning|tilted|머리 ?띵|멍해|vision|spotty|seeing spots|시야|어지|어질|현기증|"
    r"핑 ?(?:돌|도는)|아득|dizz|lightheaded|light headed|faint|woozy|"
    # Round 18: 핑 on its own, as a short answer writes it ("두근두근 + 핑") - not 핑크, 핑계,
    # 쇼핑 or 테이핑.
    r"(?<![가-힣])핑(?![가-힣])"
)


# Round 40: dizziness denied in so many words, alone or in a list denied as one ("어지럼이나
# 흉통 없음 확인", "흉통이나 어지럼 없음", "no dizziness or chest pain", "not dizzy") - in a long
# note the racing heart may be in another sentence, and a denied dizziness is no companion.
_DIZZY_WORD = r"(?:어지럼증?|어지러움|현기증)"
_DIZZY_DENIED = re.compile(
    rf"{_DIZZY_WORD}(?: ?(?:이나|나|과|와|이랑|랑|하고|및) ?[가-힣]{{1,4}})? ?(?:은|는|도|이|가)? ?"
    r"(?:전혀 |하나도 |딱히 )?(?:없(?!는 ?(?:건|게|거) ?아니)|x\b)|"
    rf"[가-힣]{{1,4}} ?(?:이나|나|과|와|이랑|랑|하고|및) ?{_DIZZY_WORD} ?(?:은|는|도|이|가)? ?"
    r"(?:전혀 |하나도 |딱히 )?(?:없(?!는 ?(?:건|게|거) ?아니)|x\b)|"
    r"\bno (?:\w+ (?:or|and|nor) )?(?:dizziness|lightheadedness|light headedness)\b|"
    r"\b(?:not|never|wasnt|isnt|was not|is not) (?:\w+ )?(?:dizzy|lightheaded|light headed)\b|"
    # Round 51 (fresh48-tune): denied by its verb ("어지럽진 않았고요", "어지럽지는 않았어요", "안
    # 어지러웠어요", "핑 돌진 않았어요") - not a day without it denied ("안 어지러운 날이 없어요",
    # "어지럽지 않은 적이 없"). English denials are round 40's; an English racing heart is S1 alone.
    r"(?:어지럽|어지러|어질하|핑 ?돌)(?:지|진)(?: ?(?:는|도|가))? ?(?:전혀 |하나도 |딱히 )?"
    r"않(?!(?:은|는|던) ?(?:날|적|때))|"
    r"(?:안|전혀 안|하나도 안|별로 안) ?"
    r"(?:어지러(?:웠|워|움)|어지럽(?:고|네|더라|다|지만|습)|핑 ?(?:돌았|돌고|돌아|돔))"
    r"(?!(?:던|ᆫ|은) ?(?:날|적|때))|"
    # Round 52 (fresh49-tune's theme, round 51's left probe): the same words by their adverb
    # and verb - 어질어질하다, 아득하다, and 핑 with the negation before its verb ("핑 안
    # 돌았어요", "어질어질하진 않았어요", "아득하지는 않았고") - with the same day guard.
    r"(?:어질어질하|아득하)(?:지|진)(?: ?(?:는|도|가))? ?(?:전혀 |하나도 |딱히 )?"
    r"않(?!(?:은|는|던) ?(?:날|적|때))|"
    r"핑 ?(?:은|도|까지는?)? ?(?:안|전혀 안|하나도 안|별로 안) ?(?:돌았|돌고|돌아|돔|돌더라)"
    r"(?!(?:던|ᆫ|은) ?(?:날|적|때))"
)


def stated_palpitations_with_dizziness(text: str) -> str | None:
    """S1: a racing or irregular heart together with dizziness, anywhere in the text - not a
    dizziness denied (round 40)."""
    light = _light(text)
    if _PALPITATION.search(light) and _DIZZY.search(_DIZZY_DENIED.sub(" ", light)):
        return normalize_excerpt(text)
    return None


# A strong stimulant or fat burner (clenbuterol, ephedrine, DNP, amphetamines, yohimbine):
# with a racing heart a real reader would not wait for dizziness (round 9).
_HARSH_STIMULANT = re.compile(
    r"클렌|클렌부테롤|\bclen\w*|에페드린|ephedr\w*|\bdnp\b|암페타민|amphetamin\w*|애더럴|"
    r"adderall|요힘빈|yohimbin\w*|"
    # Round 67 (fresh65-0040, "다욧 한약 먹는데 마황 들어간거래요. 먹고나면 심장이 좀 빨리 뛰는
    # 느낌"): 마황 is ephedra, the herb ephedrine is made from - a diet remedy's 마황 is as harsh.
    r"마황"
)


def stated_palpitations_on_a_stimulant(text: str) -> str | None:
    """S1: a racing or irregular heart on a strong stimulant (``클렌 사이클 2주차. 심장이 좀
    빨리 뛰는데``): a cardiac warning sign beside the S5 of the drug, dizziness or not."""
    light = _light(text)
    if _PALPITATION.search(light) and _HARSH_STIMULANT.search(light):
        return normalize_excerpt(text)
    return None


_WEIGH_IN = re.compile(
    r"신검|신체 ?검사|입대|\bclass\b|\bbout\b|\bfight\b|grading|\bcomp\b|\bmatch\b|"
    r"weigh ?-?ins?|계체|계근|계량|촬영|바프|바디 ?프로 ?필|시합|대회|shoot|photo ?shoot|\bmeet\b|"
    r"competition|체중 ?맞추"
)
# No cut to make ("already in my weight class so no cutting needed", "감량 필요 없음";
# round 12); "no carbs and cutting water" is a method all the same.
_NO_CUT = re.compile(
    r"\bno (?:water |weight )?(?:cut|cutting)(?: \w+)? (?:needed|required|necessary|planned)\b|"
    # Round 31: "no water cut planned", "not doing a water cut", "no plans to cut water".
    r"\b(?:not|never|wont|won t) (?:be )?(?:doing|planning|going to do|gonna do) (?:a |any )?"
    r"(?:water |weight )?cut\b|\bno plans? (?:to cut|for a (?:water |weight )?cut)\b|"
    r"\bno need to (?:cut|drop|lose)\b|\balready (?:in|on|at|under) (?:my |the )?weight\b|"
    r"(?:감량|컷|뺄|수분 ?컷) ?(?:할 ?)?필요(?:가|는)? ?(?:없|x\b)|"
    # Round 26: "물 빼기 필요 없음", "cutting water for the meet? no way" - the cut turned down.
    r"물 ?빼기? ?(?:는 |도 )?(?:할 ?)?필요(?:가|는)? ?(?:없|x\b)"
)
# A water cut asked about and answered no at once ("cutting water for the meet? no way"); the
# answer starts the next sentence, so the question and the answer are read together.
_CUT_ASKED_REFUSED = re.compile(
    r"\bcut(?:ting)? (?:water|weight)\b[^.!?]{0,30}\?\s*(?:no way|nope|nah|hell no|never)\b"
)
_NO_WEIGH_IN = re.compile(
    r"(?:weigh ?-?in|계체|시합|대회)[^.]{0,12}(?:없|no\b|not\b|아니)|" + _NO_CUT.pattern
)
# Round 31: a cut said not to be needed clears nothing when the text names another way of
# drying out ("no water cut needed but I'll sit in the sauna the night before weigh-in",
# "물 빼기 필요 없음 근데 사우나는 갈 거예요" matched no rule before): fail closed.
_OTHER_DRYING = re.compile(
    r"사우나|반신욕|땀복|침 ?뱉|이뇨|라식스|푸로세미드|설사약|변비약|둘코락스|관장약|sauna|sweat|"
    r"\bspit\w*|trash bag|heater|hot bath|diuretic|lasix|furosemide|water pills?|laxative|dulcolax"
)


def _no_cut(light: str) -> bool:
    """A cut said not to be needed or planned, or asked about and refused, with no other way of
    drying out named in the same text."""
    refused = _NO_CUT.search(light) or _CUT_ASKED_REFUSED.search(light)
    return bool(refused) and not _OTHER_DRYING.search(light)


def _no_weigh_in(light: str) -> bool:
    if _NO_CUT.search(light) or _CUT_ASKED_REFUSED.search(light):
        return _no_cut(light)
    return bool(_NO_WEIGH_IN.search(light))


_WEIGH_IN_METHOD = re.compile(
    r"사우나|반신욕|땀복|수분|물 ?(?:제한|끊|안 ?마시|컷)|침 ?뱉|sauna|sweat|spit|water|"
    r"trash bag|heater|hot bath|diuretic|lasix|furosemide|푸로세미드|water pills?|이뇨|"
    # Round 20: a diuretic by its Korean brand name, and a laxative, taken to make the weight.
    r"라식스|설사약|변비약|둘코락스|관장약|laxative|dulcolax|"
    r"물 ?(?:한 ?방울|(?:을|만|도)? ?안 ?마|끊)|zero food|"
    r"cutting|컷팅|물 ?거의 ?안|no food|굶|안 ?먹|물.{0,16}제한|nothing to drink|stop drinking|"
    r"skip (?:water|drinking)|"
    r"salt ?load|no water|"
    # Round 73 (fresh74-0070, "체중계 올라가기 전에 일부러 토하고 올라가요.. weigh-in 날만"): a
    # purge made on purpose to make the weight - 일부러 / 억지로 토하, fingers down the throat,
    # 먹토, "made myself throw up" - is a weigh-in method as sweating one out is (S4 holds the
    # purge itself); vomiting from nerves or a hard round names no such act.
    r"(?:일부러|억지로) ?(?:다 ?)?(?:토 ?(?:하|했|해|함|할|해서|하고)|게우|게워|구토)|"
    r"손가락 ?(?:넣|집어 ?넣)|먹토|(?:토해|게워) ?내|"
    r"\bma(?:de|ke|king) (?:myself|me) (?:throw up|puke|vomit|sick)\b|\bpurg(?:e|ed|ing)\b"
)


# Round 81 (fresh87-0075, "이뇨제 좀 먹고 측정 들어가면 되지 않을까요? 기준까지 1.5키로 남음"):
# a weighing the job or a test sets, named as the measurement (측정 들어가 / 전 / 날 / 당일) or as
# a weight standard to reach (기준 체중, 기준까지, a weight standard) rather than as a weigh-in,
# is the weigh-in all the same when a drug that sheds water - a diuretic or a laxative - is
# taken for it: a dehydration method for a weigh-in (S6). The customer weighing themselves
# (체중 재, 몸무게 잴 - sf-0321, fresh24-0150: S5 as written), another measurement (혈압, 혈당,
# 체력) and a diuretic with no weighing stay as they were (S5 only).
_WEIGHING = re.compile(
    r"(?<![압당력])(?<![압당력] )측정 ?(?:들어가|들어갈|전|날|당일|때)|"
    r"기준 ?체중|체중 ?기준|기준까지|\bweight standard"
)
_WATER_DRUG = re.compile(
    r"이뇨|라식스|푸로세미드|설사약|변비약|둘코락스|관장약|diuretic|water pills?|lasix|"
    r"furosemide|laxative|dulcolax"
)


def stated_weigh_in_method(text: str) -> str | None:
    """S6: a weigh-in together with a sweating, spitting or water-cutting method."""
    light = _light(text)
    if _WEIGH_IN.search(light) and _WEIGH_IN_METHOD.search(light) and not _no_weigh_in(light):
        return normalize_excerpt(text)
    if _WEIGHING.search(light) and _WATER_DRUG.search(light) and not _no_weigh_in(light):
        return normalize_excerpt(text)
    return None


# Round 24: a stage as the event - a bodybuilding or physique show, a contest, a stage day
# ("Show's in 9 days", "on stage Saturday", 무대) - which the weigh-in words above do not name,
# and a drying method that is not water alone: salt or sodium cut to nothing, a diuretic
# (dandelion root is one), water cut or withheld. Drinking water before a show is no method;
# a TV show, "show me" and "no show" are no stage.
_STAGE = re.compile(
    r"\bshow(?: ?'?s| is)? (?:in|on|day|this|next)\b|\b(?:before|for|until|till|after|at|"
    r"prepping for|prep for) (?:the|my|his|her|a) (?:bodybuilding |physique |bikini |fitness )?"
    r"show\b|\b(?:bodybuilding|physique|bikini|fitness) (?:show|contest|comp\w*)\b|"
    r"\bon stage\b|\bstage day\b|\bcontest\b|무대|" + _WEIGH_IN.pattern
)
_DRYING = re.compile(
    r"\b(?:cut|cutting|drop|dropping|no|zero|stop|stopping|ditch|ditching)(?: \w+)? (?:the )?"
    r"(?:sodium|salt)\b|\b(?:sodium|salt) (?:to )?(?:zero|nothing|0)\b|\bdandelion\w*|"
    r"민들레|(?:소금|나트륨|염분) ?(?:을|도|은)? ?(?:끊|컷|제로|0|안 ?먹)|"
    r"diuretic|water pills?|lasix|furosemide|이뇨|라식스|water ?cut|cut(?:ting)? water|no water|"
    r"물 ?(?:제한|끊|안 ?마시|컷)|수분 ?(?:컷|제한|빼|조절)"
)


def stated_drying_for_a_stage(text: str) -> str | None:
    """S6: drying out for a stage - a show, a contest, a shoot or a weigh-in - by cutting salt to
    nothing, a diuretic or withheld water (round 24: ``Show's in 9 days ... dandelion pills and
    cut sodium to zero the last 3 days``)."""
    light = _light(text)
    if _STAGE.search(light) and _DRYING.search(light) and not _no_weigh_in(light):
        return normalize_excerpt(text)
    return None


_FAREWELL = re.compile(
    r"그동안 ?(?:정말 ?|너무 ?)?(?:감사|고마)|thank(?:s| you) (?:so much )?for everything|"
    r"고마웠(?:어|습니다)|잘 ?지내(?:세요|요)\.? ?(?:저는|전)"
)
_RETURN_PLAN = re.compile(
    r"다음|또 ?(?:올|뵙|봬|봐)|다시|재등록|돌아올|복귀|see you|next|again|come back|재개"
)
_GIVING_AWAY = re.compile(
    r"giv\w* (?:\w+ ){0,2}(?:stuff|things|belongings) away|나눠 ?주|줬|넘겼|드렸|"
    r"gave (?:away|my)|giving (?:away|my)|give away"
)
_NOT_NEEDED = re.compile(
    r"sorted (?:out )?my (?:stuff|things|affairs)|skipping the rest|필요 ?(?:없|가 ?없)|"
    r"won'?t need|won ?t need|don'?t need|no longer need|체념|다 ?정리|마음 ?편"
)


def stated_farewell_or_giving_away(text: str) -> str | None:
    """S1 (self-harm): a farewell without any return, or giving things away as no longer needed."""
    light = _light(text)
    farewell = _FAREWELL.search(light) and not _RETURN_PLAN.search(light)
    giving_away = _GIVING_AWAY.search(light) and _NOT_NEEDED.search(light)
    return normalize_excerpt(text) if farewell or giving_away else None


# The lead's probe gaps, set 13 (family F): an indirect farewell done - an apology, thanks, love
# or a goodbye sent or written to one's family or to everyone as a whole (가족한테 미안하다는 문자
# 다 보내놨어요, 부모님께 편지 써놨어요, 다들한테 고마웠다고 연락했어요, "texted my family that
# I'm sorry for everything") - is a warning sign of self-harm, as giving one's things away is:
# S1, a real reader would be unsure. The message, its kind and the whole (a family, 다들, 모두,
# everyone; or sent 다, 전부, 한 명씩) in one sentence. Not when the text gives it an ordinary
# reason or occasion - a party, a leaving do, a birthday, a holiday, being late, a quarrel, a
# move, a new job (동료들한테 고맙다는 문자 보냈어요 송별회 끝나고) - nor one friend for one
# reason (친구한테 미안하다고 카톡했어요 약속 늦어서).
_FAREWELL_KIND = re.compile(
    r"미안|죄송|고마|고맙|감사|사랑(?:한다|해|했|하는 ?마음)|잘 ?(?:있어|지내)|용서|"
    r"\bsorry\b|\bapolog\w*|\bthank\w*|\blove (?:you|them|him|her)\b|\bgoodbye|\bfarewell"
)
_FAREWELL_MEDIUM = re.compile(
    r"문자|카톡|톡|메시지|메세지|편지|연락|인사|전화|디엠|\bdms?\b|\btext\w*|\bmessag\w*|"
    r"\bletters?\b|\bnotes?\b|\bcall(?:ed)?\b|\bwrote\b"
)
_TO_THE_WHOLE = re.compile(
    r"가족|식구|부모님|엄마 ?(?:랑|하고|와|,) ?아빠|아빠 ?(?:랑|하고|와|,) ?엄마|다들|모두|"
    r"모든 ?사람|주변 ?사람|아는 ?사람|지인들|사랑하는 ?사람|"
    r"(?<![가-힣])(?:다|전부|한 ?명씩|한 ?명 ?한 ?명|하나하나|일일이) ?(?:보내|보냈|돌렸|연락|"
    r"전했|남겼|남겨|써 ?(?:놨|뒀|놓|두)|썼)|"
    r"\bmy (?:family|parents|kids|children|wife|husband|mom and dad)\b|\beveryone\b|"
    r"\beverybody\b|\ball (?:my|of them)\b|\beach of them\b"
)
_FAREWELL_OCCASION = re.compile(
    r"늦|약속|생일|명절|추석|설날|연휴|어버이날|크리스마스|새해|연말|송별|결혼|졸업|이사|선물|"
    r"여행|회식|야근|입대|전역|출국|유학|퇴사|이직|전학|은퇴|발령|전근|축하|안부|때문|"
    r"못 ?(?:가|간|갈|와|온|먹|만나)|싸워|싸웠|싸운|다퉈|다퉜|화내|화냈|짜증|실수|"
    r"\bbirthday|\bwedding|\bchristmas|\bholiday|new year|\blate\b|\bparty|\btrip\b|graduat|"
    r"\bmoving\b|\bmoved\b|\bfight\b|\bargument|\bnew job|\bleaving do\b|\bretir"
)


# A letter to them left ready (부모님께 편지 써놨어요) needs no word of its kind: written in
# advance and left is the farewell's own form.
_LETTER_LEFT = re.compile(
    r"편지[^.!?]{0,12}(?:써 ?(?:놨|뒀|놓|두)|남겨 ?(?:놨|뒀|놓|두)|남겼)|"
    r"\bleft (?:a )?letters?\b|\bletters? (?:ready|left)\b"
)


def stated_farewell_messages(text: str) -> str | None:
    """S1 (self-harm): an apology, thanks or goodbye sent to one's family or to everyone as a
    whole, with no ordinary occasion named (set 13, F)."""
    cleaned = _clean(text)
    if _FAREWELL_OCCASION.search(_light(cleaned)):
        return None
    for _, sentence in _sentences(cleaned):
        light = _light(sentence)
        if not _TO_THE_WHOLE.search(light):
            continue
        if (_FAREWELL_KIND.search(light) and _FAREWELL_MEDIUM.search(light)) or (
            _LETTER_LEFT.search(light)
        ):
            return normalize_excerpt(text)
    return None


# Round 56 (a left question since round 49, ``이제 끝내야겠다``): an intention to end, said
# with no object - the sentence is only time or degree words (이제, 그냥, 다, 그만, 오늘로 ...)
# and 끝내 with a will (-야겠, -야지, -ㄹ래, -ㄹ게, -려고, -자, -버릴) - is the unsure reader's
# case, and a real reader would be unsure: S1 (self-harm), fail closed. Not when anything is
# ended by name in that sentence (운동 이제 끝내야겠다, 이 관계 이제 끝내야겠다: a noun before
# 끝내 makes the sentence no longer bare), nor when the text names an activity that can be
# ended (a workout, a set, a session, work, a diet, a class, a call, a meeting ...) - not
# affairs put in order (정리), which is a warning sign of its own.
_BARE_ENDING = re.compile(
    # A trainer's record of it names the member first (회원님이 ... 하심).
    r"^[\s.,~…!?ㅠㅜᅲᅮ]*(?:(?:회원|고객|멤버)님?(?:이|께서|은|는)?\s*)?(?:(?:이제|인제|그냥|걍|진짜|정말|참|다|모두|전부|그만|이만|여기서|"
    r"이쯤에서|이쯤|오늘로|오늘부로|이번엔|차라리|나|난|저|전|나도|저도|그냥저냥|조용히)"
    r"[\s.,~…]*)*"
    r"끝(?:내야 ?(?:겠|지|할 ?(?:듯|것 ?같|까|거))|낼 ?(?:래|게|거|까)|내려(?:고|구|한다|해)|"
    r"내련|내자|내 ?버릴|내 ?버려야|내고 ?말겠)"
    r"[가-힣]{0,4}?"
    # Told of (``이제 끝내야겠다고 하심``, ``... 혼잣말``), as in a trainer's note.
    r"(?:(?:고|라고)\s*(?:하|말|혼잣말|얘기|중얼|함|했)[가-힣]{0,4})?"
    r"[\s.,~…!?ㅠㅜᅲᅮㅎㅋ]*$"
)
# The lead's probe gaps, set 11, family D: English self-harm said indirectly - life's point
# doubted as a whole (what's the point of any of this / of anything / of living / anymore),
# wanting it all to stop or end, dark or intrusive thoughts had again - is S1 (self-harm), a
# reader's unsure case, fail closed. Not the point of one named thing (what's the point of
# cardio if I eat pizza after), a named thing wished to stop (this rain), dark chocolate or a
# dark room: the doubt must be of no named thing, and the wish's object is it, it all,
# everything or all of this, with the point's doubt beside it.
_POINT_OF_NOTHING: Final = re.compile(
    r"\bwhat['’]?s (?:even )?the point(?: of (?:any of (?:this|it)|anything|it all|living|life|"
    r"going on|being here|me|trying anymore|even trying)|(?: in)? (?:living|trying) anymore|"
    r" anymore)\b|"
    r"\b(?:there['’]?s|i see) no point (?:in )?(?:living|going on|anything|being here)\b"
)
_WANT_IT_TO_STOP: Final = re.compile(
    r"\bwant (?:it all|everything|all of (?:it|this)|this all|it) to (?:stop|end)\b"
)
_POINT_DOUBTED: Final = re.compile(r"\bwhat['’]?s the point\b|\bno point\b")
_DARK_THOUGHTS: Final = re.compile(
    r"\b(?:having|had|have|getting|get|been having|fighting|battling)\b[^.!?]{0,12}?"
    r"\b(?:dark|intrusive|suicidal|morbid) thoughts\b|\bdark thoughts (?:again|lately|creeping)\b"
)
_NOT_ME_DARK: Final = re.compile(r"\b(?:movie|book|show|song|novel|podcast|character)\b")


def stated_indirect_despair_en(text: str) -> str | None:
    """S1 (self-harm): English despair said indirectly (set 11)."""
    light = _light(_clean(text)).casefold()
    if _POINT_OF_NOTHING.search(light):
        return normalize_excerpt(text)
    if _WANT_IT_TO_STOP.search(light) and _POINT_DOUBTED.search(light):
        return normalize_excerpt(text)
    if _DARK_THOUGHTS.search(light) and not _NOT_ME_DARK.search(light):
        return normalize_excerpt(text)
    return None


_QUOTED = re.compile(r"[\"“”'‘’]([^\"“”'‘’]{1,40})[\"“”'‘’]")
_ENDABLE_ACTIVITY = re.compile(
    _ENDABLE_ACTIVITY_WORDS + r"|workout|session|class|diet|work|meeting|call|game|set\b"
)


def stated_bare_ending(text: str) -> str | None:
    """S1 (self-harm): ``이제 끝내야겠다`` - ending, with nothing ended named (round 56)."""
    cleaned = _clean(text)
    if _ENDABLE_ACTIVITY.search(_light(cleaned)):
        return None
    spans = [sentence for _, sentence in _sentences(cleaned)]
    spans += [quoted.group(1) for quoted in _QUOTED.finditer(cleaned)]
    if any(_BARE_ENDING.search(_light(span)) for span in spans):
        return normalize_excerpt(text)
    return None


_WOUND = re.compile(
    r"상처|자국|흉터|멍|화상|지진|긁|피 ?(?:가 ?)?(?:났|나|남)|딱지|"
    r"\bcuts?\b|\bburns?\b|\bscratch\w*|\bmarks\b|\bbruis\w*|\bscars?\b"
)
_BY_ONESELF = re.compile(
    r"본인이 ?(?:직접 ?)?(?:했|한|낸|그었|그은|만든)|스스로 ?(?:한|했|낸|그었|그은|다치게|만든)|"
    r"(?:제가|내가|자기가|지가) ?(?:직접 ?)?(?:낸|그은|그었|만든|했다|한 ?(?:거|것|건))|"
    r"일부러 ?(?:낸|그은|긁|다치|상처)|(?:습관|버릇)(?:이라|처럼|적으로)?.{0,12}긁|"
    r"긁.{0,12}(?:습관|버릇)"
)


def stated_self_inflicted(text: str) -> str | None:
    """S1 (self-harm): a wound said to be made by the person themselves, across sentences
    (``팔에 상처 여러 개. 본인이 했다고 인정``, ``내가 낸 거``, ``습관처럼 긁어서 피남``)."""
    light = _light(text)
    return normalize_excerpt(text) if _WOUND.search(light) and _BY_ONESELF.search(light) else None


# The lead's probe gaps, set 13 (family D): self-harm said as harming or wounding oneself, in
# the verb's every form - the self as the object (나 자신을, 저 자신을, 자신을, 스스로를; 나를 or
# 저를 with no one else named before it; 제가 저를, 내가 나를) of a verb of harm (해치다 as 해칠,
# 해쳐, 해쳤; 해하다; 다치게 하다; 상처를 내다 / 주다; 아프게 하다; 때리다; 죽이다) - wished,
# feared or done (나 자신을 다치게 하고 싶은 마음이 들어요, 스스로를 해칠까봐, 제가 저를 해칠
# 것 같아서 무서워요). The compact form read only 스스로를 해치 and 나를 해치 as written, not
# 해칠 (one syllable, 해치 + ㄹ). Not advice on training safely (무리하면 자신을 다치게 할 수
# 있으니 조심: the exercise named and a caution or a possibility said), never merely negated
# (self-harm is not negated here, fail closed).
_HARM_VERB = (
    r"(?:해치|해칠|해쳐|해쳤|해친|해하|해할|해했|해한|다치게|"
    r"상처 ?(?:를|을)? ?(?:내|낼|냈|낸|주|줄|줬|준)|"
    r"아프게 ?(?:하|할|했|한|만들)|때리|때릴|때렸|때린|죽이|죽일|죽였|죽인)"
)
_HARM_TO_SELF = re.compile(
    r"(?:(?:나|저|내|제|자기) ?)?자신(?:을|를)? ?" + _HARM_VERB + r"|스스로(?:를)? ?" + _HARM_VERB
)
_ME_AS_OBJECT = r"(?<![가-힣])(?:나를|저를|날|절|내 ?몸을|제 ?몸을) ?"
_BY_ME_FIRST = re.compile(r"(?:제가|내가) ?" + _ME_AS_OBJECT + _HARM_VERB)
# 나를 / 저를 alone is the self only with no one else as the subject before it: "쌤이 하체로 날
# 죽이려고" (fresh38-0094) is the trainer's workout as a hyperbole, "운동이 나를 아프게 해요"
# the workout. Killing and hitting are left to the reflexive forms and to 제가 저를.
_HARM_TO_ME = re.compile(
    _ME_AS_OBJECT
    + r"(?:해치|해칠|해쳐|해쳤|해친|해하|해할|해했|해한|다치게|상처 ?(?:를|을)? ?(?:내|낼|냈|낸)|"
    r"아프게 ?(?:하|할|했|한|만들))"
)
_A_SUBJECT_BEFORE = re.compile(r"[가-힣a-z]+(?:이|가|께서|님) ")
_SAFE_TRAINING_ADVICE = re.compile(r"무리|부상|자세|폼|스트레칭|워밍업|운동|훈련")
_CAUTION = re.compile(r"않도록|않게|않으려|안 ?다치|조심|주의|수 ?(?:도 )?있")


def stated_harm_to_oneself(text: str) -> str | None:
    """S1 (self-harm): harming or wounding oneself, in any form of the verb (set 13, D)."""
    for _, sentence in _sentences(_clean(text)):
        light = _light(sentence)
        if _SAFE_TRAINING_ADVICE.search(light) and _CAUTION.search(light):
            continue
        if _HARM_TO_SELF.search(light):
            return normalize_excerpt(text)
        if _BY_ME_FIRST.search(light):
            return normalize_excerpt(text)
        me = _HARM_TO_ME.search(light)
        if me and not _A_SUBJECT_BEFORE.search(light[: me.start()]):
            return normalize_excerpt(text)
    return None


# Set 13 (D): a wound made (상처를 내다, transitive) on one's own body part (팔에 또 상처
# 냈어요) with no accident or outside cause named - an activity it happened in (하다가, 요리,
# 면도), a thing that cut (칼, 종이, 유리) or a creature that scratched or bit - is a wound the
# customer made themselves: S1, as 본인이 낸 상처 already is. A wound that happened (상처 났어요,
# 나다) is not this class.
_WOUND_MADE_ON_BODY = re.compile(
    r"(?:팔|팔뚝|손목|손등|허벅지|다리|종아리|배|몸|피부|어깨|발목)(?:에|에다|에다가)? ?"
    r"(?:또|다시|계속|자꾸|일부러|몰래|조금|살짝)? ?상처 ?(?:를|을)? ?(?:냈|내|낸|낼)"
)
_WOUND_BY_ACCIDENT = re.compile(
    r"하다가?|하는데|하면서|하던|중에|(?<![가-힣])때|요리|칼질|면도|종이|유리|가위|넘어|부딪|"
    r"긁혀|베여|베었|찔려|물려|할퀴|고양이|강아지|(?<![가-힣])개(?:가|한테)|철봉|바벨|덤벨|기구"
)


def stated_wound_made_on_oneself(text: str) -> str | None:
    """S1 (self-harm): a wound made on one's own body with no accident named (set 13, D)."""
    light = _light(_clean(text))
    if _WOUND_MADE_ON_BODY.search(light) and not _WOUND_BY_ACCIDENT.search(light):
        return normalize_excerpt(text)
    return None


# Set 13 (D): a creature or another person that scratched, bit, kicked or hit - then a wound, a
# bruise or pain on a body part (고양이가 할퀴어서 손목에 상처 났어요) - wounded the customer:
# their injury, S2 (policy: an injury of the customer; a scratch or a bite can need care). The
# other named first is the one who acted, not the one hurt; an injury of the creature's own
# (고양이가 다쳐서) is no such act.
_DEALT_TO_A_BODY_PART = re.compile(
    r"(?:할퀴|할켜|긁어|긁었|물어|물었|깨물|발로 ?차|걷어차|차서|밀어서|밀쳐|때려|쳐서|밟아|쪼아)"
    r"[가-힣]{0,3} ?(?:제 |내 )?"
    r"(?:손목|손등|손가락|손|팔|팔뚝|다리|종아리|허벅지|발목|발|얼굴|볼|이마|목|어깨|정강이)"
    r"(?:에|이|가|을|를|도)? ?(?:상처|멍|피|긁힌|긁혔|부었|붓|찢어|아프|아파|까졌|까짐)"
)


def stated_wound_dealt_to_the_customer(text: str) -> str | None:
    """S2: a wound dealt by a creature or another person to the customer's body part."""
    light = _light(_clean(text))
    return normalize_excerpt(text) if _DEALT_TO_A_BODY_PART.search(light) else None


_PAIN_FIELDS: Final = frozenset({"pain_text", "pain_note"})
_PAIN_DENIED = re.compile(
    r"(?<!almost )(?<!nearly )(?<!not )(?<!not quite )(?<!mostly )\bgone\b|"
    r"n/a|denies|false alarm|mistake|100 ?%|소실|(?<!not )pain[- ]?free|\bnah\b|all good|"
    r"느껴지지|안 ?느껴|없|안 ?아|않|아니|사라졌|나았|회복|\bx\b|(?<![0-9])0(?![0-9])|\bno\b|"
    r"\bnone\b|\bzero\b|"
    # 음슴, 업슴: chat spellings of 없음.
    r"음슴|업슴|엄슴|"
    r"\bnothing\b|괜찮|\bfine\b|멀쩡|\bpainless\b|"
    # Round 18: the trainer's "denied" and a customer's "no" in Korean ("통증은 부정", "'아뇨
    # 하나도요'") - not 부정맥, an arrhythmia.
    r"부정(?!맥)|아뇨|아니요|"
    # Round 103: 부인 (denied) ending its clause or taking 하다 - not 부인과 (gynaecology) or a
    # wife (부인이, 부인 걱정).
    r"부인(?= ?(?:[.,;!)\n]|$|하|함|했|됨))|"
    # Round 62: "통증은 전혀요", "아픈 데는 하나도요!" - "not at all" ending the clause, the
    # verb left out (not "전혀 안 나아요", not asked: "전혀요?").
    r"(?:전혀|하나도|일절)(?: ?요)?(?= ?(?:\.(?!\.)|[!~,]|ㅎ|ㅋ|\n|$))|"
    # Resolved, asymptomatic: "완전히 해소, 현재 무증상", "resolved, asymptomatic now".
    r"무증상|asymptomatic|해소(?:됨|됐|되었|했)?(?= ?[,.!]|$)|(?<!not )(?<!never )\bresolved\b|"
    # An old injury that "hasn't bothered me in years" (round 12) - unless "until today".
    r"\b(?:has ?n'?t|has not|have ?n'?t|have not|never) (?:really )?(?:bothered|troubled) "
    r"(?:me|him|her)\b(?![^.]{0,24}\b(?:until|till|but|except)\b)"
)


# Round 17: a pain score above zero ("maybe a 1/10 now", "통증 3/10", "2 out of 10") is pain,
# whatever else the answer says ("almost gone but not quite").
_PAIN_SCORE = re.compile(r"(?<![0-9.])(?:[1-9]|10)(?:\.\d)? ?(?:/|out of|of) ?10(?![0-9])")


# Round 18: a denial the same sentence then contradicts with what was seen or felt ("고관절 통증
# 없다고 했으나 스트레칭 때 '아 거기' 반응", "denies pain but winced on the last rep") - the
# brief's denial-and-but; pain, fail-closed.
_DENIAL_BUT_SIGN = re.compile(
    r"(?:했으나|였으나|으나|지만|는데|했는데|\bbut\b|\bthough\b|\bhowever\b|\byet\b)[^.!?\n]{0,40}"
    r"(?:반응|찡그|움찔|멈칫|인상|아 ?거기|아야|악 ?소리|winc\w*|grimac\w*|flinch\w*|guard\w*|"
    r"ouch|pulled a face|쑤|결리|저리|뻐근|시큰|욱신)"
)


def stated_pain_detail(text: str) -> str | None:
    """S2: the pain detail is only asked after "pain: yes", so any answer that does not deny it
    describes pain (``오른쪽 무릎 안쪽이요. 계단 내려갈 때만 살짝?``)."""
    light = _light(text)
    if _PAIN_SCORE.search(light) or _DENIAL_BUT_SIGN.search(light):
        return normalize_excerpt(text)
    if _PAIN_MARKED_ABSENT.match(text):
        return None  # round 30: "LBP (-). 데드 100kg 5x3 깔끔하게 완료"
    question = text.find("?")
    if (
        question > 0
        and "." not in text[:question]
        and _healed_answer(text[: question + 1], text[question + 1 :])
    ):
        return None  # round 35: "the ankle thing from 2 yrs ago? it's healed"
    if _soreness_not_injury(light):
        return None  # round 39: "DOMS 제대로 왔는데 그냥 평소 알배김이에요 부상 아님"
    if not _PAIN_WORD.search(light) and _a_bone_knitted(text):
        return None  # round 90: "예전에 새끼손가락 골절됐던거 완전히 붙었어요"
    return None if _PAIN_DENIED.search(light) else normalize_excerpt(text)


def _a_bone_knitted(text: str) -> bool:
    """Round 90: the pain answer says a break has knit (``_bone_knitted``), as round 35's
    answer "it's healed" - with no pain word anywhere in it."""
    morphs = _analysed(text)
    return any(_bone_knitted(morphs, index) for index in range(len(morphs)))


def _soreness_not_injury(light: str) -> bool:
    """Round 39: a pain answer that is training soreness called ordinary with an injury denied
    in so many words, and no pain word, lasting, sharp or swollen sign beside it."""
    return bool(
        _INJURY_DENIED.search(light)
        and _SORENESS.search(light)
        and _SORENESS_BENIGN.search(light)
        and not _SORE_NOT_ONLY.search(light)
        and not _SORENESS_WORSE.search(_INJURY_DENIED.sub(" ", light))
    )


# Round 30: a pain note that opens with the pain marked absent in shorthand.
_PAIN_MARKED_ABSENT = re.compile(r"\s*(?:lbp|pain|통증)\s*\(\s*[-−]\s*\)", re.IGNORECASE)


# Round 57 (fresh53's theme, numbers): the two figures also written with 에, over, a dash or
# 에서 ("혈압 155에 98", "BP 150 over 95"), and the upper one said alone ("혈압 160 넘게", "수축기
# 170") - a unit after it (kg, 키로, mg, bpm ...) makes it another number.
_BLOOD_PRESSURE = re.compile(
    r"(?:\bbp\b|혈압|blood pressure)[^0-9]{0,20}(\d{2,3}) ?(?:/|에|over|-|–|에서) ?(\d{2,3})"
    r"(?! ?(?:kg|키로|킬로|mg|bpm|회|개|번|분|초|km|cm|%))"
)
_UPPER_ALONE = re.compile(
    r"(?:\bbp\b|혈압|blood pressure|수축기|systolic)[^0-9]{0,12}(\d{3})(?![0-9])"
    r"(?! ?(?:/|에 ?\d|over|-|–|에서 ?\d))"
    r"(?! ?(?:kg|키로|킬로|mg|bpm|회|개|번|분|초|km|cm|%|kcal|칼로리|lbs?|파운드))"
)
# Round 58 (round 57's probing): the lower figure said alone - 이완기, diastolic, 최저혈압, or
# 혈압's 아래/밑 (``이완기 95 나왔어요``, ``혈압 아래가 100이래요``, ``diastolic was 96``) - is a
# measured hypertension at 90 or more, as the pair is; a unit after it makes it another number.
_LOWER_ALONE = re.compile(
    r"(?:이완기|확장기|diastolic|최저 ?혈압|"
    r"(?:혈압|\bbp\b|blood pressure)(?: ?(?:의|이|은|는|'s))? ?"
    r"(?:아래|아랫|밑|하단|lower|bottom)(?: ?(?:쪽|숫자|수치|number|reading|figure|one))?)"
    r"[^0-9]{0,12}(\d{2,3})(?![0-9])"
    r"(?! ?(?:/|에 ?\d|over|-|–|에서 ?\d))"
    r"(?! ?(?:kg|키로|킬로|mg|bpm|회|개|번|분|초|km|cm|%|kcal|칼로리|lbs?|파운드))"
)
_OXYGEN = re.compile(r"spo2[^0-9]{0,6}(\d{2})\s?%")
_HEART_RATE_STUCK = re.compile(
    r"(?:\bhr\b|심박수?|heart ?rate|pulse|맥박)[^0-9]{0,8}(1[89]\d|2\d\d)"
    r".{0,30}(?:지속|안 ?내려|stay|stuck|wouldn|would not|didnt come down|not coming down)"
)
_STROKE_SIGNS = re.compile(
    r"(?:말|발음)(?:이)? ?어눌(?!한 ?(?:편|스타일|성격|사람|말투)|해서 ?(?:발표|면접))|"
    r"(?:한쪽|오른|왼)[^.]{0,8}힘이 ?(?:빠|없)|얼굴(?:이)? ?한쪽|"
    r"입(?:이)? ?돌아|slurred speech|slurring|face droop|drooping face|"
    r"weakness (?:in|on) (?:one|his|her|my) "
    r"(?:side|arm|hand)|(?:one|left|right) side (?:went )?(?:numb|weak)|"
    # The lead's probes of 2026-12-07, set 3: the face drooping, numb or paralysed on one side
    # (한쪽 얼굴이 처지는 느낌, 입꼬리 한쪽이 처졌어요, 얼굴 반쪽이 감각이 없어요); one side of
    # the body or both limbs of one side weak or numb (한쪽 팔다리가 저리고 힘이 안 들어가요);
    # speech that suddenly tangles, or beside a one-sided sign (갑자기 발음이 꼬이고, 말이
    # 헛나와요); in English a face drooping on one side, one side of the face or body numb or
    # weak, speech slurred, words that suddenly would not come. A drooping eyelid, sagging
    # cheeks, a dropped shoulder, words tangled after drinking or a trait (말이 어눌한 편) are
    # none; another person's stroke is theirs.
    r"^(?!.*(?:마취|치과|보톡스|필러|시술|사랑니)).*?(?:"
    r"(?:한 ?쪽|반 ?쪽|왼 ?쪽|오른 ?쪽|좌측|우측)[^.]{0,6}(?:얼굴|입꼬리|입가|안면|입술|볼)"
    r"[^.]{0,10}(?:처지|처져|처졌|처짐|마비|비뚤|돌아가|돌아갔|감각(?:이)? ?없|무감각|"
    r"저리|저려|저림|굳|안 ?움직)|"
    r"(?:얼굴|입꼬리|입가|안면|입술)(?:이|가|은|는)? ?(?:한 ?쪽|반 ?쪽|왼 ?쪽|오른 ?쪽|좌측|우측)"
    r"[^.]{0,10}(?:처지|처져|처졌|처짐|마비|비뚤|돌아가|돌아갔|감각(?:이)? ?없|무감각|"
    r"저리|저려|저림|굳|안 ?움직))|"
    r"(?:한 ?쪽|반 ?쪽|왼 ?쪽|오른 ?쪽|좌측|우측) ?(?:팔다리|팔 ?다리|몸|반신|편측|손발|팔과 ?다리)"
    r"(?:이|가|에|은|는|만|전체가?)?[^.]{0,12}(?:힘이 ?(?:안|없|빠|풀)|마비|저리|저려|저림|"
    r"감각(?:이)? ?없|무감각|안 ?움직)|편마비|반신 ?마비|"
    r"^(?!.*(?:술|취해|취했|취한|어이|기가 ?막|감동|황당|ㅋㅋ)).*?"
    r"(?:(?:갑자기|한 ?쪽|반 ?쪽)[^.]{0,24}(?:말|발음|혀)(?:이|가)? ?(?:잘 ?)?"
    r"(?:꼬이|꼬여|꼬였|꼬임|헛나|잘 ?안 ?나와|어둔|뭉개|굳어|안 ?돌아)|"
    r"(?:말|발음|혀)(?:이|가)? ?(?:잘 ?)?(?:꼬이|꼬여|꼬였|꼬임|헛나|어둔|뭉개|굳어|안 ?돌아)"
    r"[^.]{0,24}(?:갑자기|한 ?쪽|반 ?쪽))|"
    r"\bface (?:\w+ ){0,3}(?:drooping|droopy|sagging|numb|weak|paraly[sz]ed|frozen) "
    r"(?:on|down) (?:one|the left|the right|the|my left|my right) side\b|"
    r"\b(?:one|left|right) side of (?:my |his |her |the )?(?:face|mouth|body)(?: \w+){0,3} "
    r"(?:droop\w*|numb|weak|sagg\w*|went dead|paraly\w*|tingl\w*|wont move|wouldnt move)|"
    r"\b(?:speech|words?) (?:\w+ ){0,2}slurr\w*|"
    r"^(?!.*\b(?:drunk|beers?|wine|shots|lol|haha)\b).*?\bsuddenly (?:\w+ ){0,3}"
    r"(?:couldn'?t|could not|can'?t|cannot) (?:get (?:my|the) words out|speak|talk properly|"
    r"find (?:my|the) words)"
)


def stated_urgent_measurement(text: str) -> str | None:
    """S1: blood pressure >= 180/110, a heart rate stuck >= 180, or stroke signs."""
    light = _light(text)
    for found in _BLOOD_PRESSURE.finditer(light):
        if int(found.group(1)) >= 180 or int(found.group(2)) >= 110:
            return normalize_excerpt(text)
    if _HEART_RATE_STUCK.search(light) or _STROKE_SIGNS.search(light):
        return normalize_excerpt(text)
    if any(int(found.group(1)) < 92 for found in _OXYGEN.finditer(light)):
        return normalize_excerpt(text)  # oxygen saturation below 92 %
    return None


# The lead's probe gaps of 2026-12-07, set 10 (family A): a vital sign alarming at rest. A
# heart rate of 120 or more read while the customer is at rest (안정 시, 가만히 있어도, 쉬고
# 있는데도, 누워 있는데, 아무것도 안 했는데, resting, at rest, lying in bed, on the couch), an
# oxygen saturation below 92 in words (산소포화도 88, oxygen sat 87, o2 sats 86 - spo2 with %
# was read before), or a heart that races at rest (가만히 있는데 심장이 막 뛰어요, 자려고
# 누웠는데 쿵쾅거려요) is a cardiac warning sign (S1). A reading in the same clause as a peak
# or the exercise itself (최대, 인터벌, 운동 중, zone, sprints, 찍고 쿨다운), a rest between
# sets (쉬는 시간), a reading straight after a run, a normal resting figure and a heart that
# races from excitement (설레, 고백, 신나) are none; nor is an oxygen reading taken in sleep (a
# sleep disorder's, S3 - fresh53-0077 stays as it was); another person's reading is theirs
# (_said_of_customer).
_REST_CUE = (
    r"안정 ?시|안정 ?(?:상태|중)|가만히|쉬고 ?있|쉬는 ?(?:중|데|동안에도)|쉬는데|휴식 ?중|"
    r"누워 ?(?:있|서)|누웠는데|누워도|앉아 ?있|자려고|자다가|아무것도 ?안 ?(?:했|하)|"
    r"\bresting\b|\bat rest\b|\bwhile resting\b|\bsitting (?:still|down|on the couch|at my desk)|"
    r"\b(?:lying|laying) (?:down|in bed)|\bin bed\b|\bon the couch\b|\bdoing nothing\b|"
    r"\bjust sitting\b|\brhr\b"
)
_REST = re.compile(_REST_CUE)
_HEART_RATE_READING = re.compile(
    r"(?:\bhr\b|\brhr\b|심박(?!변이|변동)수?|심장 ?박동 ?수?|heart ?rate|\bpulse\b|맥박)"
    r"[^0-9.!?]{0,14}?(?<![0-9.])(\d{2,3})"
    r"(?![0-9]| ?(?:kg|키로|킬로|km|분|초|시간|세|살|%|m\b|회 ?(?:이상 ?)?(?:뛰|달)))"
)
_ACTIVE_READING = re.compile(
    r"최대|최고|맥스|\bmax\b|\bpeak\b|운동 ?(?:중|할 ?때|하면서|하는 ?동안)|인터벌|스프린트|"
    r"\bsprints?\b|\bintervals?\b|달릴 ?때|뛸 ?때|뛰면서|달리면서|구간|\bzone\b|존 ?\d|쉬는 ?시간|"
    r"세트 ?사이|\bbetween sets\b|쿨 ?다운|\bcool ?down\b|끝나고 ?바로|직후|\bright after\b|"
    r"\bduring\b|\bon the (?:hill|bike|run|treadmill)\b|목표|\btarget\b"
)
_OXYGEN_WORDS = re.compile(
    r"(?:산소 ?포화도|산소 ?포화|포화도|\bspo2\b|\bo2 ?sat(?:uration)?s?\b|\bsats\b|"
    r"\boxygen (?:sat(?:uration)?s?|levels?)\b)"
    r"(?:(?!\bhr\b|심박|맥박|pulse|heart|bpm|혈압|\bbp\b|체온|temp)[^0-9.!?,/])"
    r"{0,12}?(?<![0-9.])(\d{2})(?![0-9]| ?(?:kg|키로|km|분|초|세|살|번|회|일|bpm|도\b|°))"
)
_SLEEP_STUDY = re.compile(
    r"수면|자는 ?동안|잘 ?때|잠잘 ?때|밤에|밤사이|무호흡|코골|\bapnea\b|\bsleep\w*|\bnight\w*|"
    r"\bovernight\b|\bsnor\w*|\bcpap\b"
)
_RACING_AT_REST = re.compile(
    r"심장(?:이|은|도)? ?(?:좀 |계속 |자꾸 |혼자 )?(?:막|미친 ?듯이?|너무 ?빨리|엄청 ?빨리|빨리|"
    r"엄청|마구|쿵쾅 ?쿵쾅|두근 ?두근|쿵쾅|벌렁|두근) ?(?:뛰|뜀|거리|대)|"
    r"(?:심장|가슴)(?:이|은|도)? ?(?:계속 |자꾸 |막 )?(?:쿵쾅|벌렁|두근)(?:거리|거려|대|댄|댔)"
)
_RACING_FROM_FEELING = re.compile(
    r"설레|설렘|설렜|고백|신나|신났|좋아서|좋아하는|짝사랑|데이트|썸|긴장|발표|면접|시험|"
    r"공포 ?영화|무서운 ?영화|ㅋㅋ|ㅎㅎ"
)
_CLAUSE_BREAK = re.compile(r",|/|·|그리고|\band\b|\bbut\b|\bthen\b|근데|하지만|지만|는데 ?(?=운동)")


# The lead's probe gaps of 2026-12-07, set 10 (family B): a bad, dark or harmful thought or
# intent (나쁜 / 안 좋은 / 몹쓸 / 못된 생각, 나쁜 마음) said to come, recur or be feared - 자꾸
# 나쁜 생각이 들어요, 안 좋은 생각을 하게 돼요, 나쁜 마음 먹을까 봐 무서워요, 몹쓸 생각이 나요 -
# is the indirect wording of suicidal thoughts (S1); a strange thought (이상한 생각) only with
# fear or death beside it (무서워요 죽는 거). In English, dark or bad thoughts that keep coming.
# Not a thought set aside (나쁜 생각 말고, 떨치려고), not "not a bad idea" (나쁜 생각은 아닌,
# 나쁘지 않은), not a naughty wish named straight before (야식 먹고 싶은 나쁜 생각, 운동 쉬고
# 싶은 안 좋은 생각) or a naughty deed done (나쁜 마음 먹고 치킨 시켰어요), nor another
# person's (친구가 나쁜 생각 할까 봐, _said_of_customer).
_DARK_THOUGHT = re.compile(
    r"(?:나쁜|안 ?좋은|몹쓸|못된|어두운|이상한) ?(?:생각|마음|맘)"
    r"(?:이|을|를|만|도|까지|들이|들을)? ?(?:자꾸|계속|또|요즘|자주|문득|가끔|매일|계속해서|"
    r"자꾸만|점점|혹시|진짜|정말|막|혼자|다시)? ?(?:자꾸|계속|또|막)? ?"
    r"(?:들|드는|든다|듭|나요|나서|난다|나네|나고|떠오르|떠올라|떠올랐|머리에|머릿속|하게 ?되|"
    r"하게 ?돼|하게 ?됨|할까|할 ?것 ?같|할까 ?봐|먹을까|먹게 ?될까|먹을 ?것 ?같|먹을 ?수도|"
    r"먹으면 ?어떡|먹을 ?뻔|생기|생겨|사라지지 ?않|안 ?떠나|안 ?사라)"
)
_NAUGHTY_CONTENT = re.compile(
    r"싶은 ?$|싶다는 ?$|[가-힣]자는 ?$|(?:야식|치킨|라면|피자|간식|디저트|과자|폭식|치팅|쇼핑|지름|"
    r"땡땡이)(?:을|를|에 ?대한)? ?$"
)
_THINKER_ANOTHER = re.compile(
    r"(?:친구|동생|언니|오빠|누나|형|엄마|아빠|어머니|아버지|남편|아내|와이프|남친|여친|동료|"
    r"딸|아들|애|아이|지인)(?:가|이|는|이가|도) ?(?:또 |요즘 |혹시 )?$"
)
_THOUGHT_FEARED = re.compile(r"무섭|무서워|무서운|겁나|겁이|두려|죽|끝내|사라지고")
_DARK_THOUGHT_EN = re.compile(
    r"\b(?:dark|bad|scary|intrusive|ugly|awful) thoughts\b(?! about (?:skipping|food|eating|"
    r"pizza|junk|leg|cheat|quitting the gym))"
)
_THOUGHT_RECURS_EN = re.compile(
    r"\bkeeps?\b|\bkept\b|\bhaving\b|\blately\b|\bagain\b|\bcreep\w*|\bcoming back\b|"
    r"\bwon'?t (?:stop|go away|leave)\b|\bcan'?t (?:shake|stop)\b|\bat night\b|\bscared\b"
)


def stated_dark_thoughts(text: str) -> str | None:
    """S1: bad or dark thoughts, or a bad intent, that come, recur or are feared (the lead's
    probe gaps, set 10)."""
    for _, sentence in _sentences(_light(text)):
        for found in _DARK_THOUGHT.finditer(sentence):
            if _NAUGHTY_CONTENT.search(sentence[: found.start()]):
                continue  # "야식 먹고 싶은 나쁜 생각": the naughty wish is named
            if _THINKER_ANOTHER.search(sentence[: found.start()]):
                continue  # "친구가 나쁜 생각 할까 봐": another person's thoughts
            strange = found.group(0).startswith("이상한")
            if strange and not _THOUGHT_FEARED.search(sentence):
                continue
            return normalize_excerpt(text)
        if _DARK_THOUGHT_EN.search(sentence) and _THOUGHT_RECURS_EN.search(sentence):
            return normalize_excerpt(text)
    return None


def _clauses(sentence: str) -> list[str]:
    return [part for part in _CLAUSE_BREAK.split(sentence) if part.strip()]


# A reading that went from one figure to another (120에서 65로, from 125 to 58, 120~130) is
# read as its last figure.
_CHAIN_ON = re.compile(r" ?(?:에서|→|->|-|~|to) ?(\d{2,3})(?![0-9])")


def _last_of_chain(clause: str, found: re.Match[str]) -> int:
    value, end = int(found.group(1)), found.end()
    while step := _CHAIN_ON.match(clause, end):
        value, end = int(step.group(1)), step.end()
    return value


# The lead's probe gaps, set 13 (family I): set 10 drew the resting line at 120; a resting heart
# rate above 100 is already tachycardia, a cardiac warning sign a real reader would ask about
# (심박수가 가만히 있어도 110 넘게 나와요). A reading during or just after exercise is still
# none (``_ACTIVE_READING``), and 100 itself is not above the line.
_RESTING_HEART_RATE_ALARM: Final = 100


def stated_vital_sign_at_rest(text: str) -> str | None:
    """S1: a heart rate above 100 at rest, an oxygen saturation below 92 in words, or a heart
    racing at rest (the lead's probe gaps, sets 10 and 13)."""
    light = _light(text)
    for _, sentence in _sentences(light):
        for clause in _clauses(sentence):
            if _ACTIVE_READING.search(clause):
                continue
            rest = _REST.search(clause)
            if rest and any(
                _last_of_chain(clause, found) > _RESTING_HEART_RATE_ALARM
                for found in _HEART_RATE_READING.finditer(clause)
            ):
                return normalize_excerpt(text)
            if rest and _RACING_AT_REST.search(clause) and not _RACING_FROM_FEELING.search(light):
                return normalize_excerpt(text)
        if _SLEEP_STUDY.search(sentence):
            continue  # "spo2 dips to 85 at night": a sleep disorder's reading (S3, its own)
        if any(50 <= int(found.group(1)) < 92 for found in _OXYGEN_WORDS.finditer(sentence)):
            return normalize_excerpt(text)
    return None


# --- Round 25 (fresh26-tune) ---------------------------------------------------------------
# A surgical site, stitches or an incision that pulls or hurts is pain of the customer (S2),
# which the condition word 수술 alone (S3) does not say: "수술 부위가 아직 당겨요", "실밥 있어서
# 웃을 때 땡겨요", "the incision still pulls when I cough". Not when the pulling is denied ("안
# 당겨요", "no pulling") or the site has healed ("다 아물었", "fully healed").
_SURGICAL_SITE = re.compile(
    r"수술 ?(?:부위|자리|한 ?(?:데|곳)|상처|흉터)|절개 ?(?:부위|자리)|실밥|꿰맨 ?(?:데|곳|자리)|"
    r"봉합 ?(?:부위|자리)|\bincisions?\b|\bstitch(?:es)?\b|\bsutures?\b|"
    r"\b(?:surgical|op|operation|surgery) (?:site|wound|scar)\b|\bwhere they (?:cut|operated)\b"
)
_SITE_HURTS = re.compile(
    r"당기|당겨|당김|땡기|땡겨|땡김|아프|아파|아픔|욱신|쑤시|쑤셔|따가|찌릿|"
    r"\bpull(?:s|ing|ed)?\b|\btug(?:s|ging)?\b|\bhurts?\b|\bhurting\b|\bsore\b|\btender\b|"
    r"\bach(?:e|es|ing|y)\b|\bstings?\b|\bstinging\b|\bthrob\w*"
)
_SITE_FINE = re.compile(
    r"안 ?(?:당|땡|아프|아파|쑤)|(?:당기|땡기|아프|아픈|통증)(?:는|은|거|건)? ?(?:없|전혀|하나도)|"
    r"다 ?아물|아문 지|\bno (?:pulling|pain|tugging)\b|\b(?:doesn ?t|does not|didn ?t|"
    r"don ?t|not|never) (?:\w+ )?(?:pull|hurt|sore|tender|ache)|\bfully healed\b|"
    r"\bhealed (?:up|fine|well)\b"
)


def stated_surgical_site_hurting(text: str) -> str | None:
    """S2: a surgical site, stitches or an incision that pulls or hurts (round 25:
    ``수술 부위가 아직 좀 당겨서 deadlift 할때 힘을 못줬어요``)."""
    light = _light(text)
    for site in _SURGICAL_SITE.finditer(light):
        around = light[max(0, site.start() - 15) : site.end() + 25]
        if _SITE_HURTS.search(around) and not _SITE_FINE.search(around):
            return normalize_excerpt(text)
    return None


# Painkillers left over from a prescription, or taken for training: an opioid or a painkiller
# "남은 거" or "leftover", or taken "운동 전에", "before the gym", "for the pump" - a drug taken
# outside its prescription (S5). Not when they were thrown away or handed back, and not a
# painkiller taken for the pain it was given for ("진통제 먹고 잤어요").
_PAINKILLER = re.compile(
    r"\boxy\b|\boxy(?:codone|contin)\b|\bpercocets?\b|\bvicodin\b|\btramadol\b|\bcodeine\b|"
    r"\bhydrocodone\b|\bopioids?\b|\bpainkillers?\b|\bpain ?pills?\b|\bpain meds?\b|"
    r"옥시코돈|옥시|트라마돌|코데인|마약성 ?진통제|진통제"
)
_LEFT_OVER_OR_FOR_TRAINING = re.compile(
    r"남은 ?(?:거|것|걸|약)?|남아 ?있는|\bleft ?over\b|\bspare\b|"
    r"운동 ?(?:전|하기 ?전|할 ?때|용)|헬스 ?(?:전|가기 ?전)|펌핑|\bpump\b|\bpre-?workout\b|"
    r"\bbefore (?:the |my |a )?(?:gym|workouts?|sessions?|training|lifting|runs?)\b|"
    r"\bto (?:train|lift) (?:through|harder)\b|기분 ?(?:좋|up)|\bfor fun\b|\bthe buzz\b"
)
_DISPOSED = re.compile(
    r"버렸|버림|반납|갖다 ?줬|\bthrew\b|\bthrown\b|\bdispos\w*|"
    r"\bhanded (?:them |it )?back\b|\breturned\b"
)


def stated_leftover_painkillers(text: str) -> str | None:
    """S5: painkillers left over from a prescription, or taken for training (round 25:
    ``수술 후에 받은 oxy 남은거 그냥 운동 전에 하나씩 먹어요``)."""
    light = _light(text)
    for drug in _PAINKILLER.finditer(light):
        around = light[max(0, drug.start() - 25) : drug.end() + 30]
        # The disposal must be said of these pills, near them: "returned from the gym" or
        # "threw a ball" elsewhere in the note clears nothing (fail closed).
        if _LEFT_OVER_OR_FOR_TRAINING.search(around) and not _DISPOSED.search(around):
            return normalize_excerpt(text)
    return None


# A fragment that is only dizziness ("dizzy", "어지러워요", "핑 돌아요") - when nothing else is
# said, a real reader cannot tell a passing head rush from presyncope, so it is held (S1, fainting);
# a cause given ("어지러운 건 굶어서") or a denial ("no dizziness") is no bare fragment.
_BARE_DIZZY = re.compile(
    r"^(?:(?:so|very|really|kinda|a bit|bit|super|좀|너무|많이|계속|살짝|자꾸) ?)*"
    r"(?:dizzy|light-?headed|woozy|어지러워요?|어지럽(?:다|네요?|고|어요)?|어지러움|어질어질(?:해요?)?|"
    r"핑 ?돌(?:아요?|았어요?|아)?|현기증)$"
)


def _bare_words(text: str) -> str:
    """The words alone: signs, emoji and lone jamo (ㅠㅠ, ㅋㅋ, NFKC's ᅲ) dropped."""
    light = re.sub(r"[^\w\s-]|_|[\u1100-\u11ff\u3131-\u318e]", " ", _light(text))
    return " ".join(light.split())


def stated_bare_dizziness(text: str) -> str | None:
    """S1: the whole text is dizziness alone (round 25: ``dizzy`` as the answer)."""
    return normalize_excerpt(text) if _BARE_DIZZY.match(_bare_words(text)) else None


# The lead's probes of 2026-12-07 (issue 12): dizziness felt, in any context - after a set, on
# standing, what it made the person do (sat down, leaned on a wall, stopped) - is held as the bare
# word is (the tune halves label every such text S1: "어지러워서 오늘은 쉴게요"); pallor with a
# cold sweat, or a cold sweat with nausea, is presyncope too. Not dizziness denied (round 40's
# _DIZZY_DENIED, "어지러운 건 아니고"), supposed ("어지러우면 말할게요"), a room that is a mess
# ("방이 어지러워서 청소", 어지럽히다), nor dizziness given its cause - fasting or too little food
# (S4), a drug (S5), a named condition (S3) or a knock to the head (S2), as the halves label them
# - and not a cold sweat of nerves or a film, nor dizziness reported of someone else (환자분이
# 어지럽다고 하셔서, 엄마가 어지러워하셔서).
_DIZZY_FELT = re.compile(
    r"(?<![가-힣])(?:어지러(?:워|웠|운|움|우(?!면)|울(?! ?(?:까|수|것|거|듯|경우)))|"
    r"어지럽(?!히|혀|힌|혔)|어지럼|현기증|어질어질|어질(?:하|했|해)|핑 ?(?:돌았|돌아|돌고|돔|도는))"
)
# Another person's dizziness: a word for another person (lexicon.KOREAN_OTHERS) with its subject
# or topic particle, then the dizziness reported (-다고 하셔서, -대요) or shown (-워하다) or in
# the honorific (어지러우시다); the honorific report alone says another person too.
_OTHERS_DIZZY = re.compile(
    r"(?<![가-힣])(?:"
    + "|".join(sorted(map(re.escape, lexicon.KOREAN_OTHERS), key=len, reverse=True))
    + r")(?:님|분)?(?:이|가|께서|은|는|도)? ?[^.!?\n]{0,16}?"
    r"어지(?:럽다 ?(?:고|며|면서)|럽대|러워 ?하|러우시|러우셔|러우신|럽다네|럽다던)|"
    # The honorific alone says another person (어르신이 어지럽다고 하시면).
    r"어지(?:럽다 ?(?:고|며|면서) ?하(?:시|셔|셨)|러워 ?하(?:시|셔|셨)|러우(?:시|셔|셨|신))"
)
_DIZZY_NOT_FELT = re.compile(
    r"어지러운 ?(?:건|게|거|것은?) ?(?:아니|아닌)|어지럽거나[가-힣 ]{0,10}(?:없|않|아니)|"
    r"(?:방|집|책상|서랍|옷장|거실|주방|부엌|현관|세상|시국|상황|뉴스|바닥)"
    r"(?:이|가|은|는|도|안이?)? ?(?:너무 |좀 |엄청 |많이 |완전 |진짜 )?어지러|"
    r"어지러(?:워|운|웠)[가-힣 ]{0,8}(?:청소|정리|치우|치웠)"
)
_DIZZY_CAUSE = re.compile(
    r"굶|단식|금식|공복|끼니|곡기|(?:안|못) ?먹|먹지 ?(?:않|못)|거르|걸러|건너뛰|먹어서|"
    r"먹은 ?(?:게|거|것)|"
    r"(?<!예)(?<!계)(?<!절)(?<!요)(?<!공)(?<!언)약(?!간|속|하|해|했|한|점|과|수|국|혼)|"
    r"(?:우울|진통|수면|이뇨|억제|보조|해열|안정)제|부작용|버너|burner|클렌|카페인|에너지 ?드링크|"
    r"식사|(?:안|못) ?드(?:셨|시|심|셔)|"
    r"(?<!수)(?<!기)(?<!마)(?<!예)술|숙취|이석증|메니에르|빈혈|저혈압|기립성|멀미|뇌진탕|"
    r"충돌|부딪|머리(?:를|에)? ?(?:박|맞)|"
    r"생리|임신|입덧"
)
_COLD_SWEAT_SIGNS = re.compile(
    r"창백[가-힣 ,+/]{0,16}식은 ?땀|"
    r"식은 ?땀[가-힣 ,+/]{0,16}(?:창백|메스꺼|메슥|울렁|구역|토 ?할|토 ?나|눈앞|숨이|가슴)|"
    r"(?:메스꺼|메슥|울렁|구역)[가-힣 ,+/]{0,16}식은 ?땀"
)
_COLD_SWEAT_NERVES = re.compile(
    r"공포|무서|호러|영화|드라마|면접|발표|시험|긴장|떨려|떨렸|상사|혼날|들킬|깜짝|놀라|놀랐|소름"
)


def _dizziness_felt(light: str) -> bool:
    """The customer's own dizziness, not denied, supposed, a mess or another person's."""
    undenied = _OTHERS_DIZZY.sub(" ", _DIZZY_NOT_FELT.sub(" ", _DIZZY_DENIED.sub(" ", light)))
    return _DIZZY_FELT.search(undenied) is not None


def stated_dizziness_in_context(text: str) -> str | None:
    """S1: dizziness felt, beyond the bare fragment, or pallor and a cold sweat together."""
    light = _light(text)
    if _dizziness_felt(light) and not _DIZZY_CAUSE.search(light):
        return normalize_excerpt(text)
    if _COLD_SWEAT_SIGNS.search(light) and not _COLD_SWEAT_NERVES.search(light):
        return normalize_excerpt(text)
    return None


# In a pain field the chest named alone ("가슴", "chest", "가슴 왼쪽") is where it hurts: chest
# pain, S1 - not a chest workout's muscles ("가슴 근육", "chest day", "pecs").
_BARE_CHEST = re.compile(
    r"^(?:(?:my|the|left|right|middle of (?:my |the )?|center of (?:my |the )?|왼쪽|오른쪽|"
    r"좀|약간) ?)*(?:가슴|흉부|명치|chest)(?: ?(?:쪽|부분|가운데|한가운데|왼쪽|오른쪽|area|"
    r"left side|middle))*(?: ?(?:이요|요|이에요|예요))?$"
)


def stated_chest_as_the_pain(text: str) -> str | None:
    """S1: the pain field names only the chest (round 25: ``가슴``)."""
    return normalize_excerpt(text) if _BARE_CHEST.match(_bare_words(text)) else None


# --- Round 26 (fresh27-tune) ---------------------------------------------------------------
# Not eating since a day now past, or eating only every other day: days without food (S4) said
# the English way - "haven't eaten anything since friday", "been eating once every other day
# to stretch the groceries", "이틀에 한 끼" - which the count of days in _NOT_EATING misses.
_SINCE_A_DAY_UNFED = re.compile(
    r"\b(?:have ?n[o']?t|hav(?:e|ent) not|had ?n[o']?t|not|didn ?t|did not|barely) "
    r"(?:really |properly |actually )?(?:eaten|ate|eat|had (?:a )?(?:meal|food|anything))"
    r"(?: anything| a thing| a bite| much| properly| real food| food)? "
    r"(?:since (?:(?:last )?(?:mon|tues|wednes|thurs|fri|satur|sun)day|the weekend|last week|"
    r"the breakup|the funeral|(?:the )?day before yesterday)|in (?:\w+ )?days|for (?:\w+ )?days)\b|"
    r"\b(?:eat(?:ing)?|ate|a meal|one meal|meals?) (?:only )?(?:once )?every (?:other|second|"
    r"two|three|2|3|couple(?: of)?) days?\b|\bevery other day (?:i |we )?(?:eat|skip)\b|"
    r"(?:이틀|사흘|삼일|3일|2일)에 ?한 ?(?:끼|번(?: 먹| 밥))"
)


def stated_every_other_day_eating(text: str) -> str | None:
    """S4: not eating since a day now past, or eating every other day (round 26: ``been eating
    once every other day to stretch the groceries``)."""
    return normalize_excerpt(text) if _SINCE_A_DAY_UNFED.search(_light(text)) else None


# --- Round 27 (fresh28-tune) ---------------------------------------------------------------
# A day's food given as a rate of one light food, lived on ("I've been on like 4 rice cakes a
# day since Monday", "living on 3 crackers a day", "하루에 계란 두 개만 먹고 버텨요"): well under
# 1,000 kcal a day (S4), which stated_light_day misses when no "today" or "that's it" closes
# the day. Read sentence by sentence; a sentence naming a meal is a meal plan, not held here.
_LIVED_ON = re.compile(
    r"\b(?:been|living|live|lived|surviving|survive|survived|existing|running) on\b|"
    r"\b(?:only|just) (?:eat|eating|ate|having|had)\b|만 ?(?:먹|묵)|밖에 ?안 ?(?:먹|묵)|"
    r"(?:으로|로) ?(?:버티|버텨|버텼|살|때우|때워)"
)
_A_DAY_RATE = re.compile(r"\ba day\b|\bper day\b|\bdaily\b|\beach day\b|하루(?:에|에는)?|매일")


def _light_foods_kcal(light: str) -> tuple[float, int]:
    """Rough kilocalories of the light foods named, and how many of them are solid food."""
    total, found = 0.0, 0
    for pattern, kcal in _LIGHT_FOODS:
        for match in pattern.finditer(light):
            before = light[max(0, match.start() - 6) : match.start()].strip()
            after = light[match.end() : match.end() + 6].strip()
            amount = 1.0
            number = re.match(rf"(?:{numbers.NUMERAL_WORD}|반)", after)
            portion = _PORTION.search(before)
            if "반" in after[:3] or "half" in before[-5:]:
                amount = 0.5
            elif number and numbers.number_value(number.group()):
                amount = numbers.number_value(number.group()) or 1.0
            elif portion and numbers.number_value(portion.group("number")):
                amount = numbers.number_value(portion.group("number")) or 1.0
            total += kcal * min(amount, 10)
            # a solid food however light a piece (방울토마토 다섯 개), not a drink
            found += kcal >= _SOLID_KCAL or not _LIGHT_DRINK.search(pattern.pattern)
    return total, found


def stated_light_food_daily(text: str) -> str | None:
    """S4: a day's food as a rate of a light food lived on (round 27: ``been on like 4 rice
    cakes a day``), under 600 kcal, in a sentence that names no meal."""
    for _, sentence in _sentences(_clean(text)):
        light = _light(sentence)
        if not (_A_DAY_RATE.search(light) and _LIVED_ON.search(light)) or _MEAL_WORDS.search(light):
            continue
        total, found = _light_foods_kcal(light)
        if found and total < _LIGHT_DAY_KCAL:
            return normalize_excerpt(text)
    return None


# --- Round 30 (a review probe, not a corpus) -----------------------------------------------
# A one-food diet named with its daily ration and no "only" word ("원푸드 다이어트 오늘부터
# 해요 하루 바나나 세 개", "starting the banana diet, 3 bananas a day"): the ration is the whole
# day, well under 1,000 kcal (S4), which stated_light_food_daily misses without 만 or "only".
# Not when the text names a meal or ordinary meals beside it (a one-food snack, bananas
# counted beside meals); another person's diet is set aside by _said_of_customer.
_ONE_FOOD_DIET = re.compile(
    r"원 ?푸드|(?:바나나|계란|달걀|사과|오이|고구마|토마토|요거트|두유|쌀과자) ?(?:만 ?먹는 ?)?"
    r"다이어트|\bone[- ]?food diet\b|\bmono[- ]?(?:diet|food)\b|"
    r"\b(?:banana|egg|apple|cucumber|sweet potato|tomato|yogh?urt|rice ?cake)s? (?:only )?diet\b"
)
_JOINS_IN = re.compile(
    r"저도|나도|저두|나두|같이 ?(?:해|하|시작)|따라 ?(?:해|하)|\bme too\b|"
    r"\bi(?:'m| am)? (?:also|too)\b|\b(?:with|joining) (?:her|him|them)\b"
)
_ORDINARY_MEALS = re.compile(r"끼(?:니)?|(?<![가-힣])밥|식사|\bmeals?\b")


def stated_one_food_diet_ration(text: str) -> str | None:
    """S4: a one-food diet named with its daily ration of a light food (round 30: ``원푸드
    다이어트 오늘부터 해요 하루 바나나 세 개``), under 600 kcal, no meal named beside it."""
    light = _light(text)
    if not (_ONE_FOOD_DIET.search(light) and _A_DAY_RATE.search(light)):
        return None
    if _MEAL_WORDS.search(light) or _ORDINARY_MEALS.search(light) or _USUAL_MEALS.search(light):
        return None
    if not any(_own_one_food_diet(sentence) for _, sentence in _sentences(_clean(text))):
        return None  # "언니가 원푸드 다이어트 한대요": the sister's diet
    total, found = _light_foods_kcal(light)
    return normalize_excerpt(text) if found and total < _LIGHT_DAY_KCAL else None


def _own_one_food_diet(sentence: str) -> bool:
    """A one-food diet named in ``sentence`` that no other person is the subject or owner of
    - or that the customer joins (``친구가 ... 한다는데 저도 같이 해요``)."""
    if _JOINS_IN.search(sentence.lower()):
        return True
    if _OTHER_SUBJECT.search(_views(sentence)[1].text):
        return False
    morphs = _analysed(sentence)
    for diet in _ONE_FOOD_DIET.finditer(sentence.lower()):
        index = next((i for i, m in enumerate(morphs) if m.end > diet.start()), None)
        if index is None or not scope.korean_other_person(morphs, index):
            return True
    return False


# Round 44 (fresh43-tune): one meal a day whose one meal is then told as a count of small foods
# ("1일1식인데 그것도 삶은계란 2개", "OMAD and that one meal is just 3 rice cakes"): the schedule is
# harmless in itself (OMAD at 1,500 kcal), but the day's intake so told is far below 1,000 kcal
# (S4), as a reader counting the foods would see. Read sentence by sentence: the schedule, then
# a word that says the meal is no more than that (그것도, 그게, 그마저, 만, 뿐, 전부, only, just,
# that's it), then light foods under 600 kcal. Not with anything hearty beside them (밥, 고기,
# 든든, a big meal, a kcal figure of four digits), nor a schedule tried and given up (해봤는데,
# 그만, 안 맞아서, quit).
_ONE_MEAL_SCHEDULE = re.compile(
    r"(?<![가-힣0-9])(?:1 ?일 ?1 ?(?:식|끼)|일일 ?(?:일|한|1) ?(?:식|끼)|"
    # not one of the day's meals ("하루 한 끼는 샐러드만": the other meals are eaten)
    r"하루 ?(?:1|한) ?(?:식|끼)(?! ?(?:는|은|정도|쯤|씩)))|"
    r"(?<![a-z])omad(?![a-z])|\bone meal a day\b"
)
_ONE_MEAL_NO_MORE = re.compile(
    r"그것도|그거도|그것마저|그마저|그게|그건|그 ?한 ?끼(?:가|도|는|마저)?|그 ?끼니|"
    r"만 ?(?:먹|묵)|뿐|전부|밖에|(?:이|가) ?다(?:예요|에요|야|임|$)|끝|\b(?:only|just)\b|"
    r"that'?s (?:it|all)|\b(?:the|that|my) (?:one )?meal (?:is|was)\b"
)
_ONE_MEAL_HEARTY = re.compile(
    r"(?<![가-힣])밥|공기|고기|치킨|피자|삼겹|국밥|뷔페|파스타|든든|배불리|배 ?터지|푸짐|"
    r"많이 ?(?:먹|묵)|"
    r"\b(?:big|huge|large|full|normal|hearty|feast)\b|\d ?,?\d{3} ?(?:kcal|칼로리|cal)|"
    r"간식|\bsnacks?\b"
)
_ONE_MEAL_GIVEN_UP = re.compile(
    r"해 ?봤는데|해 ?봤다가|그만|안 ?맞|접었|포기|다시 ?(?:세|3|두|2) ?끼|\bquit\b|\bstopped\b|"
    r"\bgave up\b|\bdidn ?t work\b"
)


def stated_one_meal_of_little(text: str) -> str | None:
    """S4: one meal a day, that one meal told as a few light foods (round 44: ``1일1식인데
    그것도 삶은계란 2개``), under 600 kcal, nothing hearty beside them."""
    sentences = [sentence for _, sentence in _sentences(_clean(text))]
    for number in range(len(sentences)):
        # the schedule's sentence and the next ("OMAD. Only 2 eggs lol")
        light = _light(" ".join(sentences[number : number + 2]))
        schedule = _ONE_MEAL_SCHEDULE.search(_light(sentences[number]))
        if not schedule or _ONE_MEAL_HEARTY.search(light) or _ONE_MEAL_GIVEN_UP.search(light):
            continue
        rest = light[schedule.end() :]
        if not _ONE_MEAL_NO_MORE.search(rest):
            continue
        total, found = _light_foods_kcal(rest)
        if found and total < _LIGHT_DAY_KCAL:
            return normalize_excerpt(text)
    return None


# Round 30 (fresh30-tune): a message that breaks off at a body part, its predicate never
# written ("... 근데 어제부터 왼쪽 가슴이", "... 그리고 발목은 이제"): what was about to be said
# of it is unknown, and a real reader would ask - S2 (fail closed), and S1 when it is the chest
# (chest pain is S1). Only at the very end of the text, with a particle after the part.
_BROKEN_OFF_PART = re.compile(
    r"(?:^|\s)(?:왼쪽 ?|오른쪽 ?|양쪽 ?)?"
    r"(?P<part>무릎|발목|손목|어깨|허리|목|등|가슴|팔|다리|종아리|"
    r"허벅지|발바닥|발|손|머리|골반|고관절|엉덩이|옆구리|배|명치|팔꿈치|햄스트링|아킬레스|정강이|"
    r"날개뼈|꼬리뼈|갈비뼈)(?: ?쪽)?(?:이|가|은|는|도)(?: (?:이제|좀|계속|또|요즘|아직|자꾸|갑자기|"
    r"아까부터|어제부터|오늘|지금))?\s*[.…~]*\s*$"
)


def stated_broken_off_at_a_body_part(text: str) -> str | None:
    """S2: the text breaks off at a body part with its particle (``그리고 발목은 이제``)."""
    return normalize_excerpt(text) if _BROKEN_OFF_PART.search(text.strip()) else None


def stated_broken_off_at_the_chest(text: str) -> str | None:
    """S1: the text breaks off at the chest (``근데 어제부터 왼쪽 가슴이``)."""
    found = _BROKEN_OFF_PART.search(text.strip())
    return normalize_excerpt(text) if found and found.group("part") == "가슴" else None


# Round 58 (fresh54-0016, "Client short of breath and grabbing her chest between sets"): a
# hand clutching, grabbing or pressing one's own chest is chest pain shown, not said - S1 with
# S2 beside it, as "chest pain" is; a chest strap, a chest press or another's chest is not.
_CHEST_CLUTCHED = re.compile(
    r"\b(?:grabb?(?:ing|ed|s)?|clutch(?:ing|ed|es)?|clasp(?:ing|ed|s)?|clench(?:ing|ed)?|"
    r"press(?:ing|ed)? on|hold(?:ing|s)?|held|rubb(?:ing|ed)|rubs?)"
    r" (?:at |onto |on to )?(?:her|his|my|their|the client'?s|own) chest\b"
    r"(?! ?(?:strap|press|fly|flies|day|machine|harness|band|monitor|belt|pad|supported|up\b|out\b|"
    r"high|proud))|"
    r"가슴(?:을|를|팍을|팍)? ?(?:움켜|부여잡|부여 ?잡|쥐어 ?잡|쥐어뜯|쥐고|붙잡|부여안|감싸 ?쥐|"
    r"치면서 ?(?:주저앉|쓰러))"
)


def stated_chest_clutched(text: str) -> str | None:
    """S1 and S2: the customer's own chest clutched or grabbed (``grabbing her chest``,
    ``가슴을 움켜쥐고``) - chest pain shown."""
    return _first_own(_CHEST_CLUTCHED, text)


# A limb or joint still swollen or puffy ("my wrist is still puffy" after a fall) is swelling
# of the customer (S2); the face and eyes puffy from salt or sleep are not (fresh5-0241).
_PUFFY_PART = re.compile(
    r"\b(?:wrist|ankle|knee|hand|finger|thumb|toe|foot|feet|elbow|shin|calf|leg|arm|shoulder|"
    r"hip|joint|knuckle)s?\b[^.!?]{0,30}?\b(?:puffy|puffed(?: up)?|swollen|swelling|swelled)\b|"
    r"\b(?:puffy|swollen) (?:\w+ )?(?:wrist|ankle|knee|hand|finger|thumb|toe|foot|feet|elbow|"
    r"shin|calf|leg|arm|joint|knuckle)s?\b"
)
_NOT_PUFFY = re.compile(
    r"\b(?:no|not|isn[' ]?t|wasn[' ]?t|aren[' ]?t|never) (?:\w+ )?(?:puffy|swollen|swelling)\b|"
    r"\b(?:puffy|swollen|swelling)\b ?(?:은|는|도)? ?(?:없|x\b|none\b|nil\b|gone\b|0\b)"
)


def stated_swollen_limb(text: str) -> str | None:
    """S2: a limb or joint said to be puffy or swollen (round 26: ``my wrist is still puffy``)."""
    light = _light(text)
    for part in _PUFFY_PART.finditer(light):
        # The denial must be said of this part ("wrist not swollen"), not of another one
        # elsewhere in the note ("ankle no swelling, but knee swollen" stays held).
        around = light[max(0, part.start() - 10) : part.end() + 15]
        if not _NOT_PUFFY.search(around):
            return normalize_excerpt(text)
    return None


# Knocked out, or a blow to the head (sparring, a fall): a head injury of the customer (S2),
# beside the S1 a blackout already gives - "KO 당했어요", "got KO'd", "concussion", "뇌진탕",
# "머리를 세게 맞아서". Not knocking someone else out ("KO 시켰", "KO'd him").
_HEAD_KNOCK = re.compile(
    r"(?:\bko|케이오)'?d?\b ?(?:당|됐|되었|먹)|\b(?:got|was|been|get) (?:ko'?d|knocked out|"
    r"knocked (?:cold|silly))\b|\bknocked me (?:out|cold)\b|\bconcuss\w*|뇌진탕|"
    r"머리(?:를|에|가)? ?(?:세게 |크게 |좀 |살짝 )?(?:맞|부딪|박|찧)|"
    r"\b(?:took|got|caught) (?:a |some )?(?:hard |big |few )?(?:shots?|hits?|punch\w*|knocks?|"
    r"blows?|kicks?) (?:to|on) (?:the|my) (?:head|temple|jaw|chin)\b|"
    r"\b(?:hit|banged|bumped|knocked) my head\b"
)


def stated_head_knock(text: str) -> str | None:
    """S2: knocked out or a blow to the head (round 26: ``sparring에서 KO 당했어요``)."""
    return normalize_excerpt(text) if _HEAD_KNOCK.search(_light(text)) else None


# A blood thinner stopped or skipped on the customer's own (S5): "와파린 … 그냥 끊어봤어요",
# "skipped my eliquis this week". Bruising from it ("멍이 잘 들어서") is its side effect.
_BLOOD_THINNER = re.compile(
    r"와파린|쿠마딘|엘리퀴스|자렐토|프라닥사|릭시아나|항응고제|항혈전제|피 ?묽게 ?하는 ?약|"
    r"\bwarfarin\b|\bcoumadin\b|\beliquis\b|\bapixaban\b|\bxarelto\b|\brivaroxaban\b|"
    r"\bpradaxa\b|\bclopidogrel\b|\bplavix\b|\bblood ?thinners?\b|\banticoagulants?\b"
)
_STOPPED_IT = re.compile(
    r"끊|중단|안 ?먹|건너뛰|빼먹|쉬어 ?봤|\bstop(?:ped|ping)?\b|\bquit\b|\bskip(?:ped|ping)?\b|"
    r"\boff (?:my|the|it|them)\b|\bcame off\b|\bhaven ?t (?:been )?tak\w*\b|\bditch\w*"
)


def stated_stopped_blood_thinner(text: str) -> str | None:
    """S5: a blood thinner stopped or skipped (round 26: ``와파린 … 말 안하고 끊어봤어요``)."""
    light = _light(text)
    for drug in _BLOOD_THINNER.finditer(light):
        around = light[max(0, drug.start() - 30) : drug.end() + 60]
        if _STOPPED_IT.search(around):
            return normalize_excerpt(text)
    return None


# Bone loss and ear infections named (S3): osteopenia beside the lexicon's osteoporosis, and
# "swimmer's ear", an ear infection or otitis, hedged or not ("swimmer's ear 같음").
_NAMED_ROUND_26 = re.compile(
    r"\bosteopeni\w*|골감소증|\bswimmer'?s ear\b|\bear infections?\b|\botitis\b|중이염|외이도염"
)


def stated_bone_loss_or_ear_infection(text: str) -> str | None:
    """S3: osteopenia or an ear infection named (round 26: ``DEXA showed osteopenia``)."""
    return normalize_excerpt(text) if _NAMED_ROUND_26.search(_light(text)) else None


# --- Round 29 (fresh29-tune) ------------------------------------------------------------------


def _said_of_the_customer(sentence: str, start: int) -> bool:
    """No other person named before ``start`` in the sentence (English words or Korean
    morphemes): "my dad's blood pressure pills", "훈련소 동기가 열사병으로" are theirs."""
    if scope.english_other_person(_views(sentence[:start])[1].text):
        return False
    morphs = _analysed(sentence)
    index = _morph_at(morphs, start)
    return index is None or not scope.korean_other_person(morphs, index)


def _first_own(pattern: re.Pattern[str], text: str) -> str | None:
    """The text, if ``pattern`` matches in some sentence said of the customer (after a
    correction to another person with the customer said to have nothing, only what follows
    it: "client takes blood pressure meds... no wait, that was her dad")."""
    read = _clean(text)
    correction = _CORRECTED_TO_ANOTHER.search(read)
    if correction is not None and _CUSTOMER_HAS_NOTHING.search(read, correction.end()):
        read = read[correction.end() :]
    for _, sentence in _sentences(_light(read)):
        for found in pattern.finditer(sentence):
            if _said_of_the_customer(sentence, found.start()):
                return normalize_excerpt(text)
    return None


# Heat illness (S1): named, or its signs in the heat - stopped sweating, confusion - as in "34
# degrees on the trail, I stopped sweating and got confused". A friend's heatstroke is theirs.
_HEAT_ILLNESS_NAMED = re.compile(
    r"열사병|일사병|온열 ?질환|\bheat ?stroke|\bheat ?exhaustion|\bsun ?stroke"
)
_HEAT = re.compile(
    r"\b\d{2} ?(?:degrees|°|c\b)|\bheat\b|\bhot\b|\bhumid|\bsun\b|폭염|더위|더운|더워|땡볕|"
    r"[3-4]\d ?(?:도|°)"
)
_HEAT_SIGN = re.compile(
    r"\bstopped sweating\b|\b(?:got|felt|was|went|became|getting) (?:\w+ )?"
    r"(?:confused|disoriented)\b|땀이 ?(?:안 ?나|멈|그쳤|뚝)|횡설수설|"
    r"정신이 ?(?:몽롱|혼미|오락가락)"
)


def stated_heat_illness(text: str) -> str | None:
    """S1: heat illness named or its signs in the heat (round 29)."""
    if _first_own(_HEAT_ILLNESS_NAMED, text):
        return normalize_excerpt(text)
    for _, sentence in _sentences(_light(text)):
        if _HEAT.search(sentence) and _HEAT_SIGN.search(sentence):
            found = _HEAT_SIGN.search(sentence)
            if found and _said_of_the_customer(sentence, found.start()):
                return normalize_excerpt(text)
    return None


# Frostbite (S2), hedged or not: "발가락 동상 살짝 걸린 것 같아요", "frostnip on two fingers";
# not 동상 the statue.
_FROSTBITE = re.compile(
    r"동상 ?(?:을|이|에)? ?(?:좀 |살짝 |약간 |조금 )?(?:걸리|걸렸|걸린|걸려|입었|입은|입어)|"
    r"\bfrost ?bit\w*|\bfrost ?nip\w*"
)


_NO_FROSTBITE_BEFORE = re.compile(r"\b(?:no|not|without|avoid\w*|prevent\w*)\s*$")


def stated_frostbite(text: str) -> str | None:
    """S2: frostbite (round 29); not "no frostbite" or "to avoid frostbite"."""
    for _, sentence in _sentences(_light(text)):
        for found in _FROSTBITE.finditer(sentence):
            if _NO_FROSTBITE_BEFORE.search(sentence[: found.start()]):
                continue
            if _said_of_the_customer(sentence, found.start()):
                return normalize_excerpt(text)
    return None


# Round 62 (fresh57-0005, "서서 일하는 12시간 근무라 퇴근하면 발바닥이 불타는 것 같아요"): a
# burning feeling in the feet or hands - the soles, toes, palms or fingers "on fire", 불타는 것
# 같다, 화끈거린다 - is a pain sensation (S2), after a standing shift or a long walk as much as
# anywhere. Only the feet and hands: a thigh or a core that "burns" in a set is the training's
# burn, and 발에 불나게 / 불이 나도록 (run about busily) is an idiom; not another person's, not
# denied ("발바닥 화끈거림은 없어요").
_BURNING_HAND_OR_FOOT = re.compile(
    r"(?<![가-힣])(?:오른|왼|양)?(?:발바닥|발가락|발등|발|손바닥|손가락|손)"
    r"(?:이|가|은|는|도|까지)? ?"
    r"(?:(?:불(?:이)? ?)?타는 ?(?:것|거|듯)|불타(?:요|고|서|는데|올라|는 ?느낌)|"
    r"불(?:이)? ?나(?:요|서|는데|고|는 ?느낌|는 ?것|는 ?듯)|불났|화끈(?:거|화끈|해|하|함))|"
    r"\b(?:my )?(?:feet|foot|soles?|toes|palms|hands)\b (?:\w+ ){0,2}(?:(?:are|is|were|was|feel|"
    r"feels|felt|keep|kept) )?(?:like (?:they'?re |they are |it'?s )?)?(?:burning|on fire)\b|"
    r"\bburning (?:feet|soles|toes|palms)\b"
)
_BURNING_DENIED_AFTER = re.compile(
    r"^\w* ?(?:은|는|이|가)? ?(?:전혀 |하나도 )?(?:없|안 ?나|x\b)|^ ?(?:게|도록)"
)


def stated_burning_hand_or_foot(text: str) -> str | None:
    """S2: the feet or hands said to burn (round 62), said of the customer, not denied."""
    for _, sentence in _sentences(_light(text)):
        for found in _BURNING_HAND_OR_FOOT.finditer(sentence):
            after = sentence[found.end() :]
            if _BURNING_DENIED_AFTER.match(after) or re.search(
                r"\b(?:no|not|never|without)\b[^.]{0,12}$", sentence[: found.start()]
            ):
                continue
            if _said_of_the_customer(sentence, found.start()):
                return normalize_excerpt(text)
    return None


# Periods stopped for months (S3: amenorrhoea, fail closed - "다이어트 시작하고 생리가 석달째
# 없어요", "haven't had a period in 4 months"); not pregnancy, menopause or a hormonal IUD said
# as the reason ("임신 아닌데" is no reason).
_NO_PERIOD = re.compile(
    r"생리(?:가|를|는|도)? ?(?:(?:[2-9]|두|세|네|다섯|여섯|석|넉) ?(?:달|개월)"
    r"(?:째|이나|동안|넘게)? ?(?:없|안 ?(?:해|하|나와|와|오|옴|함))|"
    r"(?:가 )?(?:끊겼|끊김|멈췄|멈춤|없어졌))|무월경|"
    r"\b(?:haven[' ]?t|have not|hasn[' ]?t|has not|didn[' ]?t|did not|no) (?:had |got |gotten )?"
    r"(?:my |a )?periods? (?:in|for) (?:[2-9]|two|three|four|five|six|several|a few) months?\b|"
    r"\b(?:lost|missing|missed) my periods?\b|"
    r"\bperiods? (?:has |have )?(?:stopped|gone|vanished)\b|"
    r"\bamenorr?h\w*"
)
_PERIOD_REASON = re.compile(
    r"임신(?! ?(?:아니|아닌|아님|은 ?아니|x|테스트 ?음성))|폐경|갱년기|미레나|루프|\biud\b|"
    r"(?<!not )(?<!n t )\bpregnan\w*|menopaus\w*|\bmirena\b"
)


def stated_stopped_periods(text: str) -> str | None:
    """S3: periods stopped for months with no ordinary reason (round 29)."""
    light = _light(text)
    if _NO_PERIOD.search(light) and not _PERIOD_REASON.search(light):
        return _first_own(_NO_PERIOD, text)
    return None


# High blood pressure said in words, a pregnancy's hypertension, blood pressure pills (S3, fail
# closed): "doc said my BP was high at the 30 week check, they're watching for preeclampsia",
# "I'm supposed to take my blood pressure pills". Not another person's, not a normal reading.
_HIGH_BP_WORDS = re.compile(
    r"\bpre-?eclamps\w*|\beclamps\w*|임신 ?중독증|자간전증|자간증|\bgestational hypertension\b|"
    r"임신성 ?고혈압|"
    r"\b(?:bp|blood pressure)(?: \w+){0,2} (?:was|is|s|been|came back|running|reading|went)"
    r"(?: \w+){0,2}? (?:high|elevated|up)\b|"
    r"\b(?:bp|blood pressure) (?:pills?|meds?|medications?|medicine|tablets?)\b|"
    r"혈압이? ?(?:좀 |많이 |조금 |살짝 |약간 )?(?:높|올라)"
)


def stated_high_blood_pressure_words(text: str) -> str | None:
    """S3: high blood pressure in words, pre-eclampsia, blood pressure pills (round 29)."""
    return _first_own(_HIGH_BP_WORDS, text)


# A pre-workout doubled or stacked with another caffeine drink or pill (S5, very high
# caffeine): "2 scoops of C4 plus a Monster"; one scoop, or protein scoops, are ordinary.
# A vaccine booster (부스터 샷, 부스터 접종) is no pre-workout (the lead's probes of 2026-12-07).
_PRE_WORKOUT = re.compile(
    r"\bpre-?\s?workouts?\b|\bpwo\b|\bc4\b|부스터(?! ?(?:샷|shot|접종|주사|백신|맞))|"
    r"프리 ?워크(?:아웃|(?! ?(?:샵|숍)))"
)
# The lead's probes of 2026-12-07, second set: more than one scoop in halves too - a scoop and
# a half (한 스쿱 반, 1.5스쿱, one and a half scoops), as the tune halves hold two and clear one
# or a half; 네 / 다섯 and Sino-Korean 이 / 삼 counts with them.
_DOUBLED_PRE = re.compile(
    r"(?:\b(?:[2-9]|two|three|four|double|triple)|두|세|네|다섯|[2-9]) ?(?:scoops?|스쿱|스쿠프)|"
    r"\b(?:double|triple|2x|3x) (?:dose|scoop|serving)|"
    r"(?:한|1|일) ?(?:스쿱|스쿠프|scoop) ?(?:하고 ?)?반|"
    r"(?<![0-9.])[1-9]\.[1-9] ?(?:scoops?|스쿱|스쿠프)|"
    r"\b(?:one|1) and a half scoops?\b|\ba scoop and a half\b|"
    r"(?<![가-힣])(?:이|삼|사) ?(?:스쿱|스쿠프)"
)
_MORE_CAFFEINE = re.compile(
    r"\bmonsters?\b|\bred ?bulls?\b|\benergy drinks?\b|\bcaffeine (?:pills?|tablets?)\b|"
    r"\bbang\b|\bcelsius\b|\bespresso shots?\b|\bshots? of espresso\b|"
    r"에너지 ?(?:드링크|음료)|핫식스|몬스터|레드불|카페인 ?(?:알약|정)"
)


# The lead's probes of 2026-12-07, set 4 (drugs): an injection from a lay source - the gym (a
# gym senior, 관장, a trainer), an acquaintance, a friend, the internet or a direct order - that
# the customer had (맞았어요, 놔줬어요, 혼자 놨어요) for muscle, weight or nothing named is a drug
# outside any prescription (S5), however far the purpose stands from 주사 ("헬스장 형이 주사 한
# 방이면 근육 금방 붙는다고 해서 맞아봤어요"). In English, a pin (an injection) from a lay source
# or with a steroid named, and being injected with something to lose weight or build muscle. Not
# a vaccine, not a shot at a clinic or from a doctor, not an offer turned down, and not another
# person's own shot (the sentence's subject, by ``_said_of_customer``).
_LAY_SOURCE = re.compile(
    r"헬스장|헬스 ?클럽|체육관|짐에서|관장|트레이너|코치|pt ?쌤|"
    r"(?<![가-힣])형(?:님|이|한테|이랑|들)?|"
    r"언니|누나|선배|지인|친구|아는 ?(?:사람|형|언니|분)|"
    r"인터넷|온라인|직구|해외|텔레그램|당근|중고|"
    r"로이더|동호회"
)
_INJECTION = re.compile(r"주사(?!위)|주삿 ?바늘|한 ?방(?= ?(?:을|만|씩)? ?(?:놔|놓아|맞))")
_INJECTION_TAKEN = re.compile(
    r"맞았|맞아 ?봤|맞아봄|맞고 ?있|맞는 ?중|맞기 ?시작|맞음|맞는 ?거|놔 ?줬|놔 ?주|놔 ?줌|"
    r"놓아 ?줬|놓아 ?주|(?:혼자|직접|제가|셀프로?) ?놨|놨어|놓았"
)
_INJECTION_MEDICAL = re.compile(
    r"독감|백신|접종|예방|코로나|대상포진|폐렴|파상풍|간염|홍역|수두|백일해|인플루엔자|"
    r"병원|의원|클리닉|의사|간호사|보건소|응급실|의료원|피부과|내과|외과|한의원|치과|산부인과|"
    r"이비인후과|비뇨기과|안과|소아과|처방대로|"
    # A clinic's drip named right before the shot (언니랑 비타민 주사 맞고 왔어요).
    r"(?:비타민|영양|마늘|백옥|태반|신데렐라|감초|철분|포도당) ?주사|수액|링거"
)
_INJECTION_DECLINED = re.compile(
    r"거절|안 ?맞|안 ?할|안 ?하기로|싫|무서워서|무섭|맞아 ?보라고|맞으라고|맞자고|권유"
)
_LAY_PIN = re.compile(
    r"\b(?:pins?|pinned|pinning|injections?)\b(?! and needles)|"
    # A shot or a jab only when put into the body or made of a drug (not a drink, a punch or a
    # basketball shot): "gave me a shot of something in my glute".
    r"\b(?:shots?|jabs?)\b(?= (?:\w+ ){0,4}?(?:in (?:my|the|her|his) (?:glute|butt|ass|arm|"
    r"stomach|belly|thigh|quad|delt|shoulder|hip)|of (?:something|stuff|test|tren|hgh|peptides?|"
    r"b12|vitamins?|sema\w*|tirz\w*)))"
)
_PIN_STEROID = re.compile(
    r"\b(?:test|tren|deca|gear|oil|cycle|sarms?|hgh|peptides?|steroids?|roids?|juice)\b"
)
_PIN_LAY_SOURCE = re.compile(
    r"\b(?:guy|bro|dude|someone|somebody|friend|mate|buddy|coach|trainer|dealer)s? (?:at|from) "
    r"(?:the |my |our )?gym\b|\bgym (?:bro|guy|buddy|friend|mate)s?\b|\bonline\b|\btelegram\b|"
    r"\bblack market\b|\bunderground\b"
)
_INJECTED_FOR = re.compile(
    r"\binject(?:ed|ing|s)? (?:me|her|him|myself|herself|himself|them) with (?:something|stuff|"
    r"some\w*)\b[^.!?]{0,40}\b(?:lose|losing|weight|fat|muscle|bulk\w*|grow|size|cut\w*)\b|"
    r"\b(?:pinn(?:ing|ed)|inject(?:ing|ed)|jabb(?:ing|ed)) (?:me|myself)\b"
)
_PIN_MEDICAL = re.compile(
    r"\bflu\b|\bvaccin\w*|\bbooster\b|\bcovid\b|\btetanus\b|\bdoctor\b|\bdoc\b|\bgp\b|"
    r"\bnurse\b|\bclinic\b|\bhospital\b|\bprescri\w*|\bpharmac\w*|\bsaid no\b|"
    r"\bturned (?:it|him|them) down\b|\bdeclined\b|\brefused\b|\bno thanks\b|\bbowling\b|"
    r"\bstack\b|\bcable\b|\bmachine\b|"
    r"\bbadge\b|\brace (?:number|bib)\b|\bespresso\b"
)


# Whose injection it is is read here, not by ``_said_of_customer``: the lay source is another
# person by its nature (헬스장 형이 놔줬어요, a guy at my gym), so the sentence is the customer's
# unless the one injected is another - an honorific or a hearsay ending on 맞다 with nobody in the
# first person and no member named (엄마가 비타민 주사 맞고 오셨대요), the needle given to someone
# (엄마한테 놔줬어요), or in English another person named before it with no "me" or "her" (a
# trainer's client) as the one injected.
_INJECTED_OTHER = re.compile(
    r"맞으(?:시|셨|셔)|맞(?:는|았|았었)(?:대|다고|다더|다던|다네)|"
    r"(?<!저)(?<!제)(?:한테|에게|께) ?(?:주사 ?)?(?:놔|놓아)"
)
_INJECTED_SELF = re.compile(r"저도|제가|저는|나도|내가|저한테|제게|회원|고객|본인")
_PIN_ME = re.compile(
    r"\b(?:me|myself|client|member)\b|\bi (?:got|did|took|tried|started|bought|had|am|m)\b"
)


def stated_lay_injection(text: str) -> str | None:
    """S5: an injection from a lay source had by the customer (the lead's probes, set 4)."""
    for _, sentence in _sentences(_clean(text)):
        light = _light(sentence)
        if _TOPIC.search(light):
            continue
        korean = bool(
            _INJECTION.search(light)
            and _LAY_SOURCE.search(light)
            and _INJECTION_TAKEN.search(light)
            and not _INJECTION_MEDICAL.search(light)
            and not _INJECTION_DECLINED.search(light)
            and not (_INJECTED_OTHER.search(light) and not _INJECTED_SELF.search(light))
        )
        _, words = _views(sentence)
        english = not _PIN_MEDICAL.search(words.text) and bool(
            (
                _LAY_PIN.search(words.text)
                and (_PIN_STEROID.search(words.text) or _PIN_LAY_SOURCE.search(words.text))
            )
            or _INJECTED_FOR.search(words.text)
        )
        if english and scope.english_other_person(words.text):
            english = bool(_PIN_ME.search(words.text) or _INJECTED_FOR.search(words.text))
        if korean or english:
            return normalize_excerpt(text)
    return None


# The lead's probes of 2026-12-07, set 4 (drugs): a sleep aid relied on every night - the
# customer cannot sleep without it (수면유도제 없으면 못 자요, 없인 잠이 안 와요, "can't fall asleep
# without my sleep aid"), or takes more than one at a time every night (매일 두세 알, "two benadryl
# every night") - is a drug beyond its label (S5), over the counter or not, as "수면제 매일" is.
# One melatonin now and then, a dose as the doctor prescribed, sleeping fine without it and a
# dependence only once feared (못 잘 줄 알았는데) are not; another person's is theirs
# (``_said_of_customer``).
_SLEEP_AID = re.compile(
    r"수면 ?(?:유도|보조)제|(?<!배란)유도제|수면제|수면 ?약|잠 ?(?:오는|자는) ?약|"
    r"슬리펠|쿨슬립|졸리민|아론정|"
    r"독시라민|디펜히드라민|멜라토닌|"
    r"\bsleep(?:ing)? ?(?:aids?|pills?|tablets?|tabs?|meds)\b|\bunisom\b|\bzzzquil\b|\bnyquil\b|"
    r"\bbenadryl\b|\bdiphenhydramine\b|\bdoxylamine\b|\bmelatonin\b|\b(?:tylenol|advil) pm\b"
)
_CANNOT_SLEEP_WITHOUT = re.compile(
    r"(?:없으면|없인|없이는|없이 ?는|없이|안 ?먹으면|안 ?먹고는|안 ?먹으면은)"
    r"(?: ?(?:진짜|아예|절대|도저히|전혀|요즘|이제))? ?(?:잠(?:을|이|도)? ?)?"
    r"(?:못 ?(?:자|잠|잡|들|주무)|안 ?(?:와|오|들|자져|잡)|"
    r"잠이 ?안)|"
    r"\b(?:can ?t|cannot|can not|couldn ?t|unable to) (?:\w+ )?(?:sleep|fall asleep|get to sleep|"
    r"drift off|nod off)\b[^.!?]{0,25}\bwithout\b|"
    r"\b(?:rely|relies|relying|dependent|depend|depends|hooked|addicted)\b (?:on|to)\b"
)
_MORE_THAN_ONE_NIGHTLY = re.compile(
    r"(?:매일|밤마다|매일 ?밤|맨날|하루도 빠짐없이|\bevery ?night\b|\bnightly\b|\ba night\b|"
    r"\beach night\b|\bevery day\b|\bdaily\b)"
)
_MORE_THAN_ONE = re.compile(
    r"(?<![0-9])(?:두|세|네|두세|서너|[2-9]|2 ?[-~] ?3)(?: ?(?:알|정|개|캡슐|포))|"
    r"\b(?:two|three|four|2|3|4|a couple(?: of)?|2 ?- ?3)(?: \w+)? ?(?:pills?|tabs?|tablets?|"
    r"doses?|caps?|capsules?|gummies|benadryl|unisom|zzzquil|melatonin|a night|every night|"
    r"each night|nightly)\b|\bdouble dos\w*"
)
_SLEPT_BY_ANOTHER = re.compile(r"주무(?:시|신|셔|세)")
_I_RELY = re.compile(
    r"\bi (?:cant|cannot|can not|couldnt|rely|take|took|am|m|need|have|ve|pop|popped)\b|"
    r"\b(?:client|member)\b"
)
_ONLY_FEARED = re.compile(
    r"줄 ?알았|줄 ?았는데|\bthought i\b|\bused to\b|\bno longer\b|\banymore\b(?= but)"
)


def stated_sleep_aid_reliance(text: str) -> str | None:
    """S5: a sleep aid the customer cannot sleep without, or takes more than one of nightly."""
    for _, sentence in _sentences(_clean(text)):
        # The word view too: it drops apostrophes ("can't" -> "cant").
        light = _light(sentence) + " | " + _views(sentence)[1].text
        if not _SLEEP_AID.search(light) or _TOPIC.search(light):
            continue
        if _AS_PRESCRIBED.search(light) or _ONLY_FEARED.search(light):
            continue
        if _SLEPT_BY_ANOTHER.search(light) and not _INJECTED_SELF.search(light):
            continue  # "엄마가 ... 못 주무신대요": an elder's sleep, not the member's
        words = _views(sentence)[1].text
        if scope.english_other_person(words) and not _I_RELY.search(words):
            continue  # "my dad can't sleep without his sleeping aid"
        if _CANNOT_SLEEP_WITHOUT.search(light) or (
            _MORE_THAN_ONE_NIGHTLY.search(light) and _MORE_THAN_ONE.search(light)
        ):
            return normalize_excerpt(text)
    return None


# Round 101 (fresh17-0243, "pre-workout 없으면 운동 못하겠어요ㅋㅋ 요즘 하루 두번 먹음 아침
# 저녁"): a pre-workout taken more than once a day is a doubled day's stimulant, as a doubled
# scoop is (the lexicon already holds three and more a day). A cut already made (줄였어요,
# stopped) is the customer's own correction, not a dose; the count must follow the pre-workout
# closely, with no other product or a single serving between ("pre-workout once, protein twice
# a day" is protein's count).
_PRE_MORE_THAN_DAILY = re.compile(
    r"하루 ?(?:에 ?)?(?:두|세|네|[2-4]) ?(?:번|회|차례|잔|봉|포)|"
    r"\b(?:twice|three times|[23] ?x|[23] times) (?:a|per|each|every) day\b|\btwice daily\b|"
    r"아침 ?(?:이랑|하고|랑|,)? ?(?:저녁|밤)(?:에|으로|마다)?(?![가-힣])|"
    r"\bmorning and (?:night|evening)\b"
)
_PRE_CUT_DONE = re.compile(
    r"줄였|끊었|안 ?먹(?:어요|음|는 ?중)|\b(?:stopped|quit|cut (?:back|down))\b"
)


def stated_stacked_pre_workout(text: str) -> str | None:
    """S5: a pre-workout doubled or stacked with more caffeine (round 29), or taken more
    than once a day (round 101)."""
    for _, sentence in _sentences(_light(text)):
        pre = _PRE_WORKOUT.search(sentence)
        if pre is None or not _said_of_the_customer(sentence, pre.start()):
            continue
        if _DOUBLED_PRE.search(sentence) or _MORE_CAFFEINE.search(sentence):
            return normalize_excerpt(text)
        often = _PRE_MORE_THAN_DAILY.search(sentence, pre.end(), pre.end() + 32)
        between = sentence[pre.end() : often.start()] if often else ""
        if (
            often
            and not _PRE_CUT_DONE.search(sentence)
            and not re.search(r"[,;]|\bonce\b|한 ?번", between)
            and not _ORDINARY_SCOOPED.search(between)
        ):
            return normalize_excerpt(text)
    return None


# Round 65 (fresh62-0077, "Client c/o dizziness + racing heart 15 min after a pre-workout she
# ordered online"): a stimulant - a pre-workout, an energy drink, caffeine pills, a fat burner -
# in the sentence of a cardiac warning sign the rules hold (S1) is a stimulant at a dose the body
# says is too much (S5 as well). The sign alone stays S1 only; the stimulant alone is what it was.
_STIMULANT = re.compile(
    r"\bpre-?\s?workouts?\b|\bpwo\b|\bc4\b|부스터|프리 ?워크아웃|\bmonsters?\b|\bred ?bulls?\b|"
    r"\benergy drinks?\b|\bcaffeine (?:pills?|tablets?)\b|\bfat ?burners?\b|"
    r"에너지 ?(?:드링크|음료)|핫식스|몬스터|레드불|카페인 ?(?:알약|정)|(?:지방|팻) ?버너"
)


def stated_stimulant_with_a_warning_sign(text: str) -> str | None:
    """S5: a stimulant in the sentence of a cardiac warning sign held S1 (round 65)."""
    for _, sentence in _sentences(_clean(text)):
        light = _light(sentence)
        stimulant = _STIMULANT.search(light)
        if stimulant is None or not _said_of_the_customer(light, stimulant.start()):
            continue
        if any(f.rule == "S1" and f.detail == "cardiac" for f in findings(sentence)) or any(
            _STRUCTURAL_DETAIL.get(test.__name__) == "cardiac" and _said_of_customer(sentence, test)
            for test in _STRUCTURAL["S1"]
        ):
            return normalize_excerpt(text)
    return None


# Round 67 (fresh65-0040): 마황 (ephedra) in a diet remedy the customer takes, with a racing heart
# in the text (S1 by stated_palpitations_on_a_stimulant), is a stimulant the body answers too
# strongly - S5 beside the S1, as round 65's stimulant in a warning sign's sentence is.
_EPHEDRA = re.compile(r"마황|\bephedra\b")


def stated_ephedra_with_a_warning_sign(text: str) -> str | None:
    """S5: 마황 (ephedra) said of the customer, in a text with a racing heart held S1."""
    if stated_palpitations_on_a_stimulant(text) is None:
        return None
    for _, sentence in _sentences(_light(_clean(text))):
        herb = _EPHEDRA.search(sentence)
        if herb is not None and _said_of_the_customer(sentence, herb.start()):
            return normalize_excerpt(text)
    return None


def stated_high_blood_pressure(text: str) -> str | None:
    """S3: a measured blood pressure of 140/90 or more (undiagnosed hypertension) - the
    customer's, not a reading named as another person's before it in its sentence (round 48:
    "my mom's bp was 160/100 at her checkup ... mine's totally fine", "아빠 혈압 150/95")."""
    for _, sentence in _sentences(_light(_clean(text))):
        for found in _BLOOD_PRESSURE.finditer(sentence):
            high = int(found.group(1)) >= 140 or int(found.group(2)) >= 90
            if high and _said_of_the_customer(sentence, found.start()):
                return normalize_excerpt(text)
        for found in _UPPER_ALONE.finditer(sentence):
            if 140 <= int(found.group(1)) <= 280 and _said_of_the_customer(sentence, found.start()):
                return normalize_excerpt(text)
        for found in _LOWER_ALONE.finditer(sentence):
            if 90 <= int(found.group(1)) <= 160 and _said_of_the_customer(sentence, found.start()):
                return normalize_excerpt(text)
        # ... and the customer's own beside it ("my dad's bp was 150/90 and mine was 150/95").
        for found in _OWN_READING.finditer(sentence):
            if int(found.group(1)) >= 140 or int(found.group(2)) >= 90:
                return normalize_excerpt(text)
    return None


_OWN_READING = re.compile(
    r"(?:\bmine\b|\bmy own\b|\bi was\b|\bi got\b|저는|나는|제 ?(?:것|거|꺼|수치|혈압))"
    r"[^0-9/]{0,20}(\d{2,3}) ?/ ?(\d{2,3})"
)


# Round 18: short answers to the condition questions. Asked how strong the symptom is, a
# high score or a word of severity with nothing else named ("9/10 the worst", "너무 심해요",
# "😣😣", "견딜 만해요") answers about a symptom - fail-closed, pain (S2) - unless the answer
# names what else is strong (energy, tiredness, hunger, mood) or is about the session's
# intensity ("강도 낮춰주세요", "full send"), or denies pain.
_INTENSITY_ANSWER: Final = "answer.Q-COND-INTENSITY"
_SYMPTOM_ANSWER: Final = "answer.Q-COND-SYMPTOM"
_HIGH_SCORE = re.compile(
    r"(?<![0-9.])(?:[5-9]|10)(?:\.\d)? ?(?:/|out of|of) ?10(?![0-9])|"
    r"(?<![0-9.])(?:[5-9]|10) ?점(?! ?만점)"
)
_SEVERE = re.compile(
    r"심함|심해|심하|심각|최악|worst|severe|unbearable|excruciating|terrible|killing me|"
    r"참을 ?만|견딜 ?만|못 ?참|못 ?견디|barely bearable|bearable|ㅠ|ㅜ|😭|😣|😖|😫|😩|🤕"
)
_OTHER_DIMENSION = re.compile(
    r"energy|에너지|피곤|피로|tired|fatigue|졸|sleepy|배고|hunger|hungry|기분|mood|"
    r"motivation|의욕|스트레스|stress|귀찮|lazy"
)
_SESSION_INTENSITY = re.compile(
    r"강도|가볍|가볍게|light|평소|normal|보통|medium|세게|hard|\bmax|최대|full|%|살살|낮춰|"
    r"올려|빡세|하체|상체|운동|session|workout|training"
)
_NO_PAIN = re.compile(
    r"아픈 ?(?:데|곳|건) ?(?:없|아니)|안 ?아파|no pain|nothing hurts|(?:pain|통증) ?(?:은|는)? ?없|"
    # Severity denied: "별로 안 심해요 괜찮아요" (fresh17-0121), "not that bad".
    r"안 ?심|not (?:that |too |so |very )?(?:bad|severe)|괜찮"
)


def stated_severity_answer(text: str) -> str | None:
    """S2 in the intensity answer: a high score or a severity word, nothing else named."""
    light = _light(text)
    if not (_HIGH_SCORE.search(light) or _SEVERE.search(light) or _part_scored(light)):
        return None
    if _OTHER_DIMENSION.search(light) or _SESSION_INTENSITY.search(light):
        return None
    return None if _NO_PAIN.search(light) else normalize_excerpt(text)


# Asked what the symptom is, a hurt face (🤕) answers with an injury (S2), as a body part alone
# does (round 15's "knee"); breath short in two syllables ("숨참", "숨차요") is S1.
_HURT_EMOJI = re.compile(r"🤕")
_SHORT_OF_BREATH = re.compile(
    r"숨 ?(?:이 )?(?:차|참|찬|막히|막혀)|short of breath|\bsob\b|breathless|can'?t breathe"
)


def stated_hurt_emoji(text: str) -> str | None:
    """S2 in the symptom answer: the hurt face."""
    return normalize_excerpt(text) if _HURT_EMOJI.search(text) else None


def stated_short_of_breath(text: str) -> str | None:
    """S1 in the symptom answer: short of breath, said as the symptom."""
    light = _light(text)
    if _SHORT_OF_BREATH.search(light) and not _NO_PAIN.search(light):
        return normalize_excerpt(text)
    return None


# --- Round 66 (ADR 0084): what only the learned reader held ----------------------------------
# Ten risky tune texts were held by the round-10 reader alone, so a refit that cleared them
# failed the keep rule. Each test below reads one class of language the rules did not, said of
# the customer (``_said_of_customer`` in ``_rule_reasons``), listed last in ``_STRUCTURAL``.

# S2: numbness or tingling in a limb that "resolved" after rest is still a warning sign told
# of today (fresh4-0132, "numbness down left arm during bench, resolved after rest") - as
# "went away after rest" already was; not numbness denied, nor one long ago.
_LIMB_NUMBNESS_PASSED = re.compile(
    r"\b(?:numbness|tingling|pins and needles|went numb|gone numb)\b[^.!?]{0,40}?"
    r"\b(?:arms?|hands?|fingers?|legs?|feet|foot|toes)\b[^.!?]{0,40}?"
    r"\b(?:resolved|settled|eased|passed|subsided)\b"
)
_NUMBNESS_LONG_AGO = re.compile(
    r"\b(?:no|not|never|without|denies|denied)\b[^.!?]{0,16}(?:numb|tingl|pins)|"
    r"\b(?:years?|months?) ago\b|\blast (?:year|month)\b|\bas a (?:kid|child|teen)"
)


def stated_numbness_that_passed(text: str) -> str | None:
    """S2: a limb's numbness or tingling told with its easing (round 66)."""
    for _, sentence in _sentences(_light(text)):
        if _NUMBNESS_LONG_AGO.search(sentence):
            continue
        found = _LIMB_NUMBNESS_PASSED.search(sentence)
        if found and _said_of_the_customer(sentence, found.start()):
            return normalize_excerpt(text)
    return None


# S2: a burning feeling at a joint, tendon or band (fresh9-0104, "IT band 쪽 burning 느낌") -
# an overuse flare-up; not a muscle burning through a set ("quads burning on the last rep"),
# nor fat or calories burnt.
_JOINT_BURNING = re.compile(
    r"\b(?:it ?band|itb|knees?|achilles|shins?|hips?(?! (?:thrusts?|bridges?|openers?))|"
    r"elbows?|wrists?|ankles?|heels?|tendons?|kneecaps?|lower back)\b"
    r"(?: ?(?:쪽|부위|area|side|outside|inside))?"
    r"(?: (?:\w+ ){0,2}?)?(?:is |are |has |have |feels? |felt |got |a )?"
    r"(?:burning|burns)\b(?! (?:\d+ )?(?:calories|cals?|fat|kcal))|"
    r"\bburning (?:feeling |sensation |pain )?(?:in|on|around|at) (?:my |the |her |his )?"
    r"(?:outer |inner |left |right )?"
    r"(?:it ?band|itb|knees?|achilles|shins?|hips?|elbows?|wrists?|ankles?|heels?|tendons?)\b"
)


def stated_joint_burning(text: str) -> str | None:
    """S2: a joint, tendon or band said to burn (round 66), not denied."""
    for _, sentence in _sentences(_light(text)):
        for found in _JOINT_BURNING.finditer(sentence):
            if re.search(r"\b(?:no|not|never|without)\b[^.]{0,16}$", sentence[: found.start()]):
                continue
            if _BURNING_DENIED_AFTER.match(sentence[found.end() :]):
                continue
            if _said_of_the_customer(sentence, found.start()):
                return normalize_excerpt(text)
    return None


# S2: a body part strapped, bandaged, splinted, in a cast or a sling (fresh13-0450, "turned up
# with strapping on her wrist") - an injury being kept still; not lifting straps or wrist
# wraps for a lift, nor a cast taken off long ago.
_PART = r"(?:wrists?|ankles?|knees?|elbows?|shoulders?|fingers?|thumbs?|hands?|arms?|feet|foot)"
_PART_STRAPPED = re.compile(
    r"\b(?:strapping|bandages?|splints?|a cast|a sling|a brace) (?:on|around|round) "
    r"(?:my|her|his|their|the) (?:left |right )?" + _PART + r"\b|"
    r"\b(?:my|her|his|their) (?:left |right )?" + _PART + r" (?:\w+ )?"
    r"(?:strapped|strapped up|bandaged|splinted|in a cast|in a sling|in plaster)\b|"
    r"\b" + _PART + r" (?:is |was )?(?:strapped up|bandaged|splinted|in a cast|in a sling)\b"
)
_STRAPPED_OVER = re.compile(
    r"\b(?:cast|splint|sling|bandage|strapping) (?:came|come|is|was) off\b|"
    r"\b(?:years?|months?) ago\b|\bfor (?:the )?(?:deadlifts?|pulls?|rows?|shrugs?|grip)\b"
)


def stated_part_strapped(text: str) -> str | None:
    """S2: a body part strapped, bandaged or kept in a cast or sling (round 66)."""
    for _, sentence in _sentences(_light(text)):
        if _STRAPPED_OVER.search(sentence):
            continue
        found = _PART_STRAPPED.search(sentence)
        if found and _said_of_the_customer(sentence, found.start()):
            return normalize_excerpt(text)
    return None


# Round 94 (fresh101-0043, "Medic put me on a profile for my knee, no running for 2 weeks", missed):
# a duty restriction given for a body part or an injury - a (temporary) profile, light, limited or
# restricted duty, excused from PT, runs or rucks; in Korean 열외 because of a body part or an
# injury (무릎 때문에 구보 열외) - is the injury kept from use, as a part strapped is. A restriction
# lifted or over (off profile, 열외 풀림), one for a reason that is no body part (당직이라 열외), a
# "body profile" (a photo shoot: fresh39-0152, fresh40-0003, fresh44-0076, sc-0559 were held S2
# by the first draft) or another person's is not.
_EN_INJURY = (
    r"(?:(?:left |right |bad |busted |messed up )?(?!body\b)"
    + _ENGLISH_BODY.pattern
    + r"|shin splints|"
    r"stress fracture|sprain\w*|strain\w*|tendonitis|tendinitis|blisters?|injur\w*)"
)
_DUTY_RESTRICTED = re.compile(
    r"\b(?:(?:temp(?:orary)?|medical|perm(?:anent)?|\d+[- ]day) )?(?:profile|light duty|"
    r"limited duty|restricted duty|excused from (?:pt|running|runs|rucks?|ruck marches|marches|"
    r"drills?|the run|the ruck|the march))\b(?:\W+\w+){0,4}?\W+(?:for|because of|cause of|cuz of|"
    r"due to|from|with|on) (?:my |the |a |an )?" + _EN_INJURY + r"|"
    r"\b" + _EN_INJURY + r" (?:profile|light duty)\b|"
    r"(?:" + "|".join(lexicon.BODY_WORDS.split()) + r"|부상|염좌|골절|물집|인대|통증|발목|정강이)"
    r"(?:[^.!?\n]{0,12}?(?:때문에|땜에|탓에)|으로|로)[^.!?\n]{0,16}?열외"
    r"(?! ?(?:풀|끝|해제|없))"
)
_DUTY_RESTRICTION_OVER = re.compile(
    r"\boff (?:my |the |of )?(?:profile|light duty)\b|"
    r"\bprofile (?:ended|is over|expired|was lifted|got lifted|is done|lifted)\b|\bcame off\b|"
    r"\bcleared (?:from|off)\b|열외 ?(?:풀|끝|해제)"
)


def stated_duty_restriction(text: str) -> str | None:
    """S2: a duty restriction given for a body part or an injury (round 94)."""
    for _, sentence in _sentences(_light(text)):
        if _DUTY_RESTRICTION_OVER.search(sentence):
            continue
        found = _DUTY_RESTRICTED.search(sentence)
        if found and _said_of_the_customer(sentence, found.start()):
            return normalize_excerpt(text)
    return None


# S1: heat illness's signs together with no heat word (fresh15-0172, an outdoor session: "땀이
# 멈춤, 말이 횡설수설") - sweating stopped and confusion in one sentence are heat stroke's own
# pair; either alone is not ("횡설수설" of a talk, sweat stopping after a cool-down).
_SWEAT_STOPPED = re.compile(r"\bstopped sweating\b|땀이 ?(?:안 ?나|멈|그쳤|뚝)")
_CONFUSED = re.compile(
    r"횡설수설|정신이 ?(?:몽롱|혼미|오락가락)|말이 ?어눌|"
    r"\b(?:got|felt|was|went|became|getting|seemed|seems) (?:\w+ )?(?:confused|disoriented)\b"
)


def stated_heat_signs_together(text: str) -> str | None:
    """S1: sweating stopped and confusion in one sentence (round 66)."""
    for _, sentence in _sentences(_light(text)):
        sweat, confused = _SWEAT_STOPPED.search(sentence), _CONFUSED.search(sentence)
        if (
            sweat
            and confused
            and _said_of_the_customer(sentence, min(sweat.start(), confused.start()))
        ):
            return normalize_excerpt(text)
    return None


# S1: breathless past speaking (fresh47-0020, "계단 3층 올라가는데 숨차서 말을 못함") - too out of
# breath to talk is breathlessness whatever climbed; not laughter, not a denial ("말 못 할 정도는
# 아님").
_BREATHLESS_PAST_SPEECH = re.compile(
    r"숨(?:이|도)? ?(?:차|가빠|헐떡)\w* ?(?:서|갖고|가지고)? ?"
    r"말(?:을|도|이)? ?(?:못|안 ?나|안 ?나오)|"
    r"숨(?:이|도)? ?(?:차|가빠)\w* 말(?:을|도)? ?못 ?할 ?정도|"
    r"\b(?:too )?(?:out of breath|breathless|winded|short of breath) to (?:talk|speak)\b|"
    r"\bcould ?n'?t (?:talk|speak|get (?:a )?words? out)\b[^.!?]{0,20}"
    r"\b(?:breath|breathless|winded)"
)
_SPEECH_STILL_FINE = re.compile(r"정도는 ?(?:아니|아님|아냐)|\bnot (?:that|so) (?:bad|winded)\b")


def stated_breathless_past_speech(text: str) -> str | None:
    """S1: too out of breath to talk (round 66), not denied."""
    for _, sentence in _sentences(_light(text)):
        found = _BREATHLESS_PAST_SPEECH.search(sentence)
        if (
            found
            and not _SPEECH_STILL_FINE.search(sentence[found.end() :])
            and not re.search(r"\b(?:not|never)\b[^.]{0,12}$", sentence[: found.start()])
            and _said_of_the_customer(sentence, found.start())
        ):
            return normalize_excerpt(text)
    return None


# S4: nothing eaten, said in English in a mixed note, and another day skipped (fresh20-0087,
# "어제 eating 0 today도 skip 예정") - as "어제 0끼 오늘도 굶을 예정" already was; not zero of
# one food ("0 carbs", "0 sugar"), nor a workout skipped.
_ATE_ZERO = re.compile(
    r"\b(?:eating|eaten|ate|eat|food|meals?|intake)[: ]+(?:0|zero|nothing|none)\b"
    r"(?! ?(?:carbs?|sugar|snacks?|junk|sweets|dessert|fries|bread|rice|after|past|since|"
    r"before|kcal|cal|%|g\b))"
)
_DAY_SKIPPED = re.compile(
    r"(?:today|tomorrow|오늘|내일)(?:도|두)? ?(?:\w+ )?(?:skip|굶|안 ?먹|no food|nothing)|"
    r"\bskip(?:ping)? (?:eating |food |meals )?(?:today|tomorrow)\b"
)
_SKIP_NOT_FOOD = re.compile(r"\bskip(?:ping)? (?:the )?(?:gym|workout|leg day|class|run|cardio)")


def stated_nothing_eaten_two_days(text: str) -> str | None:
    """S4: zero eaten one day and the next to be skipped (round 66)."""
    light = _light(text)
    found = _ATE_ZERO.search(light)
    if found is None or _SKIP_NOT_FOOD.search(light) or not _DAY_SKIPPED.search(light):
        return None
    sentence = light[max(0, found.start() - 40) : found.end()]
    if _said_of_the_customer(sentence, len(sentence) - (found.end() - found.start())):
        return normalize_excerpt(text)
    return None


# S6: a weekly rate over a count of weeks (fresh27-0173, "일주일에 삼 키로씩 이주 동안") - 3 kg a
# week for two weeks is 6 kg in 14 days; read as its product, >= 5 kg in <= 14 days; not a
# lift's load, not a slower rate or a longer span.
_NUM = r"(\d+(?:\.\d+)?|[일이삼사오육칠팔구십]|한|두|세|네|다섯|one|two|three|four|five|six)"
_WEEKLY_RATE = re.compile(
    r"(?:일주일에|한 ?주에|주에|매주|주당|a week|per week|each week|every week)? ?"
    + _NUM
    + r" ?(?:kg|키로|킬로|kilos?)(?:씩)?(?: (?:a|per|each|every) week|/ ?(?:week|wk|주))?"
)
_WEEK_SPAN = re.compile(
    r"(?:^|[^0-9a-z가-힣])" + _NUM + r" ?(?:주|weeks?)(?: ?(?:동안|간|만에)|\b)"
)
_PER_WEEK = re.compile(
    r"일주일에|한 ?주에|(?<![0-9이두])주에|매주|주당|a week|per week|each week|every week|"
    r"/ ?(?:week|wk|주)"
)


def _amount(word: str) -> float | None:
    english = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6}
    if word in english:
        return float(english[word])
    value = numbers.number_value(word)
    return float(value) if value is not None else None


def stated_weekly_rate_over_weeks(text: str) -> str | None:
    """S6: a weekly loss rate times its weeks is >= 5 kg within <= 14 days (round 66)."""
    for _, sentence in _sentences(_without_lifts(_light(text))):
        if not _PER_WEEK.search(sentence):
            continue
        for rate in _WEEKLY_RATE.finditer(sentence):
            kilos = _amount(rate.group(1))
            if kilos is None:
                continue
            rest = (
                sentence[: rate.start()]
                + " " * (rate.end() - rate.start())
                + sentence[rate.end() :]
            )
            for span in _WEEK_SPAN.finditer(rest):
                weeks = _amount(span.group(1))
                extreme = weeks and weeks <= 2 and kilos * weeks >= 5 and kilos <= 10
                if extreme and _said_of_the_customer(sentence, rate.start()):
                    return normalize_excerpt(text)
    return None


# S2: a pain noun the analyser splits when a word follows it (fresh17-0451, "두통 살짝" after a
# clause is read 두 "two" + 통 "can") - 두통, 편두통, 복통, 요통, 치통, 관절통 as written, a
# word of their own; not 두 통 (two cans, spaced), 두통약 (the medicine's name), a pain denied
# or gone.
_PAIN_NOUN = re.compile(r"(?<![가-힣])(?:편두통|두통|복통|요통|치통|관절통)(?![가-힣]{2})(?!약)")
_PAIN_NOUN_GONE = re.compile(
    r"^ ?(?:은|는|이|가|도)? ?(?:[가-힣]+(?:은|는|도) )?(?:전혀 |하나도 |이제 |다 )?"
    r"(?:없|안 ?나|안 ?와|안 ?오|안 ?옴|안 ?생기|안 ?느껴|사라졌|사라짐|나았|괜찮아졌|x\b|0\b|아니)"
)


_PAIN_NOUN_COUNTED = re.compile(
    r"(?:막걸리|맥주|소주|와인|물|생수|콜라|사이다|우유|주스|음료|커피|캔|페트|통조림)\s*$"
)


def _pain_noun_passed(sentence: str, end: int) -> bool:
    """The pain noun ending at ``end`` read as the cue's own word is: in a past clause and over
    since (``scope.pain_passed``, the same reading and guards)."""
    morphs = _analysed(sentence)
    index = _morph_at(morphs, end - 1)
    return index is not None and scope.pain_passed(morphs, index)


def stated_pain_noun(text: str) -> str | None:
    """S2: a pain noun written whole, not denied or gone (round 66)."""
    for _, sentence in _sentences(_light(text)):
        for found in _PAIN_NOUN.finditer(sentence):
            if _PAIN_NOUN_GONE.match(sentence[found.end() :]):
                continue
            if _pain_noun_passed(sentence, found.end()):
                continue  # "두통 있었는데 자고 나니 괜찮아요": a pain that passed (session 22)
            if re.search(r"(?:안|없|no|not)\s*$", sentence[: found.start()]):
                continue
            # 막걸리 두 통, a drink by the can or bottle: "막걸리 두통 까는게 낙".
            if _PAIN_NOUN_COUNTED.search(sentence[: found.start()]) or re.match(
                r"^ ?(?:까|따|마시|마셔|비웠|샀)", sentence[found.end() :]
            ):
                continue
            if _writers_own_in_a_note(text, sentence[: found.start()]):
                continue
            if _said_of_the_customer(sentence, found.start()):
                return normalize_excerpt(text)
    return None


# S3: a current cold of the customer's (fresh15-0215 "감기 기운 있어서 판피린 먹었는데",
# fresh17-0160 "코감기 살짝") - the policy exempts a cold only once it has healed (round 14's
# call). Read only as a cold now: a touch of one, caught, or mild/bad now - not one over, nearly
# caught or guarded against, denied, or someone else's (round 16 held the bare word and it
# cost seven tune false holds: colds in passing, over, another's).
_COLD = r"(?<![가-힣])(?:코|목|몸살|여름|독)?감기"
_CURRENT_COLD = re.compile(
    _COLD
    + r" ?(?:기운|기)(?:이|가|도)? ?(?:좀 |살짝 |약간 |조금 )?(?:있|와|왔|옴|올라)|"
    + _COLD
    + r" ?(?:에|가|이|도)? ?(?:걸렸|걸려|걸림|걸린 ?(?:것 ?같|듯|거 ?같))|"
    + _COLD
    + r" ?(?:살짝|약간|조금|좀|심해|심함)(?:요)?(?![가-힣])"
)
_COLD_NOT_NOW = re.compile(
    r"나았|낫(?!지)|다 ?나|끝났|끝남|회복|뻔|조심|예방|지난|저번|작년|예전|떨어졌|떨어짐|"
    r"괜찮아졌|없어졌|했었|였었|걸렸었|걸렸던|"
    r"(?:이제|지금은?|\bnow\b) ?(?:완전 ?|다 ?)?(?:fine|괜찮|멀쩡|ok)|멀쩡해졌|"
    # "푹 자고 나니 괜찮아요" (fresh64-0026): fine again after something done since.
    r"(?:나니|나니까|나서|더니|니까) ?(?:이제 |다 |완전 |싹 )?"
    r"(?:괜찮(?:아요|아졌|네|음|습니다|아(?!지))|멀쩡(?:해|함)|나았)"
)
_COLD_OF_ANOTHER = re.compile(
    r"^[^.!?]{0,8}(?:친구|동료|아이|애들?|아들|딸|사람|분들?|가족|남편|아내|와이프|엄마|아빠|"
    r"동생|언니|오빠|형|누나|회원|직원)"
)


def _writers_own_in_a_note(text: str, before: str) -> bool:
    """The writer's own state in a note about the customer: "제가 감기 기운 있어서 마스크 끼고
    진행했습니다. 회원님 컨디션 양호" - the trainer's first person where the customer is named in
    the third (회원, 고객, client, member)."""
    return bool(
        re.search(r"(?:^|\s)(?:제가|저는|저도|내가|나는|나도)\s", " " + before)
        and re.search(r"회원|고객|\b(?:client|member)\b", _light(text))
    )


def stated_current_cold(text: str) -> str | None:
    """S3: a cold the customer has now (round 66)."""
    for _, sentence in _sentences(_light(text)):
        if _COLD_NOT_NOW.search(sentence):
            continue
        for found in _CURRENT_COLD.finditer(sentence):
            if re.match(
                r"^ ?(?:은|는|이|가)? ?(?:전혀 |하나도 )?(?:없|아니|안 )", sentence[found.end() :]
            ):
                continue
            if _COLD_OF_ANOTHER.match(sentence[found.end() :]) or _writers_own_in_a_note(
                text, sentence[: found.start()]
            ):
                continue
            if _said_of_the_customer(sentence, found.start()):
                return normalize_excerpt(text)
    return None


# The lead's probes of 2026-12-07, set 3: a fever the customer has now is an acute illness (S3),
# as a current cold already is (감기 기운 있고 열이 38도예요): 열이 나요, 열 있어요, 미열, 고열,
# 발열, 오한, a body temperature of 37.5 or more (체온 39도 넘었는데), "I've got a fever of
# 39.5". Not a fever gone down or denied (열 내렸어요, 열은 없어요, 열이 나지는 않아요), a normal
# reading (체온 36.5), 열 as ten (열 나흘, 열 개), zeal (열정이 40도), slang (열나게 뛰었다),
# someone else's (애기가 열이 나서) or the trainer's own. "A bit of a fever", "a slight fever"
# in English are left alone: a tune half labels one beside a sore throat S2 only (fresh17-0316).
_FEVER = re.compile(
    r"(?<![가-힣])열(?:이|도|은|까지)? ?"
    r"(?:좀 |살짝 |약간 |많이 |계속 |자꾸 |막 |펄펄 |또 |아직 |아직도 |조금 |은근 |으슬으슬 )*"
    r"(?:나(?!흘|게|라|지 ?(?:는|도)? ?않)|났|올라(?!가 ?(?:서|요))|오르|있(?!는 ?(?:편|줄))|"
    r"있어|끓|심해|안 ?(?:떨어|내려)|떨어지지 ?않|내리지 ?않)|"
    r"(?<![가-힣])(?:미열|고열|발열|오한)(?!\s?(?:체크|검사|없|x\b))|"
    r"(?:체온|(?<![가-힣])열(?:이|은|도)?(?![가-힣]))(?:[^0-9.\n]{0,8})"
    r"(37\.[5-9]|3[89](?:\.\d)?|4[0-2](?:\.\d)?)(?![0-9])|"
    r"(?<!a bit of a )(?<!slight )(?<!low-grade )(?<!low grade )(?<!little )(?<!mild )"
    r"\bfever(?:ish)?\b(?! (?:dream|pitch|tree|ray))|"
    r"\b(?:temp|temperature)(?: (?:of|is|was|at|reading|hit|spiked to|up to|around))? "
    r"(37\.[5-9]|3[89](?:\.\d)?|4[0-2](?:\.\d)?|99\.[5-9]|10[0-5](?:\.\d)?)\b"
)
_FEVER_NOT_NOW = re.compile(
    _COLD_NOT_NOW.pattern
    + r"|내렸|내림|내려갔|떨어졌|떨어짐|정상|나음|열(?:은|이|도)? ?(?:전혀 |하나도 |다 )?없|"
    r"\b(?:gone|broke|went down|"
    r"came down|is down|no fever|normal)\b"
)


def _stated_now(text: str, pattern: re.Pattern[str]) -> str | None:
    """The customer's state ``pattern`` names, now: not in a sentence saying it is over, not
    another person's or the trainer's own (the fever and the aches below share this)."""
    for _, sentence in _sentences(_light(text)):
        if _FEVER_NOT_NOW.search(sentence):
            continue
        for found in pattern.finditer(sentence):
            if _COLD_OF_ANOTHER.match(sentence[found.end() :]) or _writers_own_in_a_note(
                text, sentence[: found.start()]
            ):
                continue
            if _said_of_the_customer(sentence, found.start()):
                return normalize_excerpt(text)
    return None


def stated_current_fever(text: str) -> str | None:
    """S3: a fever the customer has now (the lead's probes of 2026-12-07, set 3)."""
    return _stated_now(text, _FEVER)


# Aches all over (몸살) the customer has now are pain (S2), as the tune halves label them (몸살
# 기운에 온몸이 쑤셔요, 몸살기 있는 정도): 몸살 나서 누워있어요, 몸살 기운 있어요, 몸살이에요.
# Not aches over (싹 나음), nearly had or guarded against, breast engorgement's 젖몸살 (already
# held), another person's or the trainer's own.
_BODY_ACHES = re.compile(
    r"(?<![가-힣])몸살(?!감기)(?:기운|기)?(?:이|가|도|은|는|에)? ?"
    r"(?:좀 |살짝 |약간 |심하게 |제대로 |또 )*"
    r"(?:나|났|남(?![가-힣])|와|왔|옴|올라|있|걸|인|이라|이에요|이예요|이어서|이네|같|기운|기|심해|"
    r"때문|땜에|ㅠ|$)"
)


def stated_current_body_aches(text: str) -> str | None:
    """S2: aches all over (몸살) the customer has now (the lead's probes, set 3)."""
    return _stated_now(text, _BODY_ACHES)


# S3: a seasonal allergy blamed for a symptom now (fresh17-0451, "sinus 막혀서 두통 살짝,
# allergy season이라 그런듯") - the customer's hay fever at work, as 비염 already is S3; not the
# season named with the customer fine ("allergy season again ... took a zyrtec and i'm fine",
# harmless), nor the season only as a time of year.
_ALLERGY_SEASON = re.compile(
    r"\b(?:allergy|allergies|hay ?fever|pollen) season(?![a-z])|\bhay ?fever(?![a-z])|"
    r"\bseasonal allerg[a-z]*|"
    r"(?:알레르기|알러지|꽃가루) ?(?:시즌|철)"
)
_ALLERGY_SYMPTOM = re.compile(
    r"막혀|막힘|막혔|막히|코막|두통|머리 ?아|눈 ?가려|목 ?간질|"
    r"\b(?:stuffy|stuffed up|blocked|congest\w*|itchy|headaches?|sinus\w*|watery eyes)\b"
)
_ALLERGY_FINE = re.compile(
    r"\b(?:i'?m|im|i am|feel|feeling) (?:totally |all )?(?:fine|good|ok|okay|great)\b|괜찮|멀쩡|"
    r"\bno (?:symptoms|issues)\b|증상 ?(?:은|는)? ?없"
)


def stated_allergy_season_symptom(text: str) -> str | None:
    """S3: a seasonal allergy with a symptom blamed on it, not said to be fine (round 66)."""
    light = _light(text)
    if _ALLERGY_FINE.search(light):
        return None
    if not _ALLERGY_SYMPTOM.search(light):
        return None
    for _, sentence in _sentences(light):
        found = _ALLERGY_SEASON.search(sentence)
        if found and _said_of_the_customer(sentence, found.start()):
            return normalize_excerpt(text)
    return None


# Session 22 (the lead's probes, set 6, fail-open): an inner organ said to have a problem (심장
# 쪽 문제 있어서, 간 쪽이 안 좋아서, 심장에 잡음이 있대요, 폐 쪽에 뭐가 보인대서), followed up
# by a clinic (추적 검사, 경과 관찰, 정기적으로 검사, 때문에 병원), or a psychiatric, neurology
# or organ-specialty clinic attended (정신과 다니고 있어요, 신경과 진료, 심장내과 다녀요) is a
# named disorder said by another wording - S3, as 콩팥이 안 좋대요 and 갑상선 쪽 문제로 already
# read. Not "bad for" an organ (심장에 안 좋아요), a check that found nothing (이상 없대요,
# 정상이래요), another person's visit (엄마 따라, 모시고), a clinic only named as a place or a
# job (정신과 간호사, 심장내과 앞 카페), counselling or a therapist alone (labelled harmless in
# the tune halves), an organ only feared or said to go bad in general (간이 안 좋아질까 봐, 술
# 마시면 간이 안 좋아지니까), nor the idioms (간이 콩알만 해졌어요, 심장이 쫄깃, 간 떨어질 뻔).
_INNER_ORGAN = (
    r"(?<![가-힣0-9a-z])(?:심장|간|폐|신장|콩팥|위장|대장|소장|췌장|전립선|방광|자궁|난소|담낭|"
    r"쓸개|갑상선|부신|식도|십이지장|기관지|심혈관|뇌혈관|뇌|위(?= ?(?:가|는|도|쪽이|쪽에))|"
    r"장(?=이 |은 |도 ))"
)
_ORGAN_TROUBLE = re.compile(
    _INNER_ORGAN + r"(?: ?쪽)?(?P<particle>이|가|은|는|에|에서|에도|도|으로|이랑|하고)? ?"
    r"(?:좀 |약간 |살짝 |조금 |많이 |계속 |원래 |예전부터 |요즘 |자꾸 |또 )?"
    r"(?:문제(?:가|도)? ?(?:좀 )?(?:있|생겼|생겨|생긴|로|때문)|"
    r"이상(?:이|이 좀)? ?(?:있|생겼|생겨|소견|발견|나왔|나와|보인|보여)|"
    r"(?P<bad>안 ?좋(?!아지|아질|을까)|좋지 ?(?:않|못)|나빠(?!지|질)|나쁘|말썽)|"
    r"잡음|혹(?:이|이 좀)? ?(?:있|생겼|보|발견|나왔)|결절|물혹|용종|낭종|석회화|결석|"
    r"(?:뭐가|뭔가|무언가|그림자가|점이|덩어리가) ?(?:좀 )?"
    r"(?:보인|보여|보였|보이|있|생겼|발견|나왔|잡혔|잡힌)|"
    r"기능(?:이|도)? ?(?:좀 |많이 )?(?:떨어|저하|안 ?좋|나빠|약해|약하)|"
    r"(?:때문에|땜에|때매|쪽으로) ?(?:병원|진료|치료|약)|"
    r"추적 ?(?:검사|관찰|중)|경과 ?관찰|정기적으로 ?(?:검사|진료|체크|병원)|치료 ?(?:중|받))"
)
_DISORDER_CLINIC = re.compile(
    r"(?<![가-힣])(?:정신건강의학과|정신건강과|신경정신과|정신과|신경과|심장내과|순환기내과|"
    r"신장내과|내분비내과|호흡기내과|류마티스내과|혈액종양내과|종양내과|소화기내과)"
    r"(?: ?쪽)?(?:에|에서|을|를|도|은|는)? ?"
    r"(?:(?:계속|꾸준히|정기적으로|요즘|아직|다시|처음|오늘|어제|몇 ?년째|\S+ ?째|"
    r"한 ?달에 ?한 ?번(?:씩)?|매달|주기적으로) )*"
    r"(?:다니|다녀|다녔|다닌|진료|치료|상담|약|처방|입원|통원|외래|갔|가서|가 ?봤|가 ?보|가야|"
    r"예약|검사)"
)
_ORGAN_TROUBLE_EN = re.compile(
    r"\b(?:heart|liver|lungs?|kidneys?|thyroid|prostate|bladder|pancreas|gall ?bladder|"
    r"bowels?|brain)\b (?:problems?|issues?|troubles?|murmur|nodules?|cysts?|disease)|"
    r"\b(?:spot|shadow|mass|something|nodule|lesion|cyst)s? on (?:my|the|his|her) "
    r"(?:lungs?|liver|kidneys?|thyroid|pancreas|brain|heart)\b|"
    r"\b(?:liver|kidney|heart|lung|thyroid) function (?:is |was )?(?:down|low|declin\w*|"
    r"reduced|dropp\w*|not great|bad)|"
    r"\b(?:see|sees|seeing|saw|visit\w*|my|have an?|got an?|with an?|to an?|to my)\b "
    r"(?:a |my |the )?(?:psychiatrists?|neurologists?|cardiologists?|nephrologists?|"
    r"oncologists?|endocrinologists?|pulmonologists?|hepatologists?|urologists?)\b"
)
# Another person's visit (엄마 따라, 아빠 모시고, 보호자로), a clinic's staff or patients
# (정신과 간호사, 다니는 환자들), and a check that found nothing.
_VISIT_FOR_ANOTHER = re.compile(
    r"따라|모시고|모셔|데리고|데려|병문안|간병|보호자|\b(?:took|taking|drove|driving) (?:my )?"
    r"(?:mom|mum|dad|father|mother|grandma|grandpa|wife|husband|son|daughter)\b"
)
_CLINIC_PEOPLE_AFTER = re.compile(r"^[가-힣]{0,3} ?(?:환자|사람|분들?|친구|애들|학생|동료|회원)")


def stated_organ_trouble(text: str) -> str | None:
    """S3: an inner organ's problem, its follow-up, or a disorder's clinic attended (session 22)."""
    for _, sentence in _sentences(_light(text)):
        if _VISIT_FOR_ANOTHER.search(sentence):
            continue
        if _NORMAL_RESULT.search(sentence) and not _OFF_RESULT.search(sentence):
            continue
        for found in (
            *_ORGAN_TROUBLE.finditer(sentence),
            *_DISORDER_CLINIC.finditer(sentence),
            *_ORGAN_TROUBLE_EN.finditer(sentence),
        ):
            groups = found.groupdict()
            if groups.get("bad") and groups.get("particle") in ("에", "에서", "에도"):
                continue  # "심장에 안 좋아요": bad for the heart, not the heart's trouble
            rest = sentence[found.end() :]
            if re.match(r"^[가-힣]{0,4} ?(?:건|게|거|것은?) ?아니", rest):
                continue  # "문제 있는 건 아니래요"
            if _CLINIC_PEOPLE_AFTER.match(rest):
                continue
            if _said_of_the_customer(sentence, found.start()):
                return normalize_excerpt(text)
    return None


# S2: a body part's pain told as bearable (fresh5-0099, "무릎 괜찮냐고요? 음.. 참을만은 해요") -
# what is bearable is there. Not hunger, heat, a workout's effort or a mood said to be bearable,
# and only a body part named as a word of its own (등, 배, 발, 팔 and 목 are too often other
# words to count here).
_BEARABLE = re.compile(r"참을 ?만|견딜 ?만|\bbearable\b")
_BEARABLE_PART = re.compile(
    r"(?<![가-힣])(?:무릎|허리|어깨|발목|손목|골반|고관절|햄스트링|종아리|허벅지|팔꿈치|"
    r"정강이|발바닥|아킬레스|손가락|발가락|옆구리|꼬리뼈|날개뼈|관절|인대|힘줄)|"
    r"\b(?:knees?|back|shoulders?|ankles?|wrists?|hips?|elbows?|hamstrings?|calf|calves|"
    r"shins?|achilles|neck|joints?)\b"
)
_BEARABLE_OTHER = re.compile(
    r"배고|허기|공복|hunger|hungry|더위|추위|heat|cold|졸|피곤|tired|힘든 ?(?:건|게)|"
    r"운동(?:은|이|도)? ?(?:힘들|빡세)|workout|session|기분|mood|스트레스|stress|"
    r"(?:아픈|통증|pain)(?: ?(?:은|는|이|가))? ?(?:없|전혀|안)|안 ?아파|안 ?아픔|멀쩡|"
    r"\bno pain\b|\b(?:does ?n'?t|not) hurt"
)


# Session 22 (the lead's probes, fail-open): a denial of pain said by the customer and, in the
# same sentence after a contrast (-는데, -지만, but), the pain shown anyway - a grimace, a
# flinch, a part clutched or guarded, a face gone bad at a movement ("통증 없다고 했는데 스쿼트
# 때 찡그림", "아프지 않다고 하는데 런지 때 움찔함", "괜찮다고 했지만 무릎 감싸쥠") - is the
# reader's unsure case: S2, fail closed. Not a denial with nothing shown after it, nor a face
# that is good (표정 밝음).
_PAIN_DENIED_BY_THEM = re.compile(
    r"(?:통증|아픈 ?(?:데|곳)|불편(?:감|한 ?(?:데|곳))?)(?:은|는|이|가|도)? ?"
    r"(?:전혀 |하나도 |딱히 )?없(?:다|단|대|다고|다는|다며|었다고|음이라고|음이라)|"
    r"(?:안|전혀 안|하나도 안) ?아프(?:다|단|대|다고|다는|다며)|"
    r"아프지 ?(?:않|안)(?:다|단|대|다고|다는)|"
    r"괜찮(?:다|단|대|다고|다는|다며)|"
    r"\b(?:says?|said|claims?|claimed|insists?|insisted)\b[^.!?]{0,12}"
    r"\b(?:no pain|fine|ok|okay)\b"
)
_CONTRAST_AFTER = re.compile(
    r"^[^.!?]{0,12}?(?:는데|은데|ㄴ데|지만|데도|더니|\bbut\b|\bthough\b|\byet\b)"
)
_PAIN_SHOWN = re.compile(
    r"찡그|움찔|흠칫|감싸 ?쥐|감싸 ?쥠|부여 ?잡|움켜 ?쥐|절뚝|절룩|표정(?:이|은)? ?일그러|"
    r"\bwinc\w*|\bflinch\w*|\bgrimac\w*|\blimp\w*|\bguard(?:ing|ed)\b|\bfavou?r(?:ing|ed)\b"
)
# A face gone bad counts only at a movement ("하체 때 표정 안 좋음"), not a mood (요즘 회사 일로).
_FACE_AT_A_MOVEMENT = re.compile(r"표정(?:이|은)? ?(?:안 ?좋|굳)")
_AT_A_MOVEMENT = re.compile(r"때|중에|하다가|\bwhen\b|\bduring\b")


def stated_pain_shown_despite_denial(text: str) -> str | None:
    """S2: pain denied in words, then shown at a movement in the same sentence."""
    for _, sentence in _sentences(_light(text)):
        for denied in _PAIN_DENIED_BY_THEM.finditer(sentence):
            rest = sentence[denied.end() :]
            contrast = _CONTRAST_AFTER.search(rest)
            if contrast is None:
                continue
            shown = rest[contrast.end() :]
            if _PAIN_SHOWN.search(shown) or (
                _FACE_AT_A_MOVEMENT.search(shown) and _AT_A_MOVEMENT.search(shown)
            ):
                return normalize_excerpt(text)
    return None


# Session 22 (the lead's probe, fail-open: "클럽에서 약 했어요" cleared): 약 as the object of the
# plain verb 하다 - "did drugs" (약 했어요, 약 좀 하고, 약을 해 봤어요) - is not how a medicine
# is taken (약 먹다, 복용하다): S5. Not denied (안/못 before 하, 않/없/말 after it: 약 안 했어요,
# 약 했던 적 없어요), not another person's (the structural scope's reading).
_DONE_WITH: Final = frozenset({"좀", "조금", "살짝", "또", "다시", "처음", "같이", "몰래", "많이"})


def stated_drug_done(text: str) -> str | None:
    """S5: 약 (drugs) as what the customer did - 약 + (particle / adverb) + 하다."""
    for _, sentence in _sentences(_clean(text)):
        morphs = _analysed(sentence)
        for index, morph in enumerate(morphs):
            if (morph.form, morph.tag) != ("약", "NNG"):
                continue
            verb = index + 1
            while verb < len(morphs) and (
                morphs[verb].tag in ("JKO", "JX")
                or (morphs[verb].tag == "MAG" and morphs[verb].form in _DONE_WITH)
            ):
                verb += 1
            if verb >= len(morphs) or morphs[verb].form != "하":
                continue
            if morphs[verb].tag not in ("VV", "XSV") or morphs[verb - 1].form in ("안", "못"):
                continue
            if {m.form for m in morphs[verb + 1 : verb + 7]} & {"않", "없", "말"}:
                continue
            if _asked_and_denied_use(morphs, index):
                continue  # "형이 약 하냐고 물어봐서 웃었어요 저 내추럴임" (round 98)
            return normalize_excerpt(text)
    return None


# Round 100 (fresh13-0127, "test 250 한 주에 한 번, 첫 cycle이에요"): testosterone named as the
# lifters write it - test, testo, 테스토, with or without its ester (test-e, test c, prop,
# cyp) - then a dose (250, 500mg, 테스토 300미리), and a schedule or a cycle in the text (한 주에
# 한 번, 주 2회, weekly, a week, e3d, eod, cycle, 사이클, 주사, pinning): a steroid cycle, S5.
# Not an exam's, a speed test's or a blood test's number (test 250문제, speed test 250 mbps,
# 혈액 test), not another person's (a friend's cycle: the caller's ``_said_of_the_customer``).
_TEST_DOSE = re.compile(
    r"(?<![a-z가-힣])(?:test(?:osterone)?|testo|테스토(?:스테론)?)"
    r"(?:[- ]?(?:e|c|p|cyp\w*|enan\w*|prop\w*))? ?(?P<dose>\d{2,4})"
    r"(?: ?(?:mg|밀리그램|밀리|미리)|(?![0-9a-z가-힣%.]))"
)
_TEST_SCHEDULE = re.compile(
    r"한 ?주에 ?(?:한|두|세|[1-3]) ?번|주 ?[1-3] ?(?:회|번)|일주일에 ?(?:한|두|세|[1-3])? ?번|"
    r"매주|\ba (?:week|wk)\b|\bper (?:week|wk)\b|\bweekly\b|/ ?(?:wk|week)\b|\be[2-7]d\b|"
    r"\beod\b|\bevery (?:week|other day|\d+ days)\b|cycle|사이클|주사|\bpin\w*|\binject\w*"
)
_TEST_NOT_A_DRUG = re.compile(
    r"시험|문제|문항|점수|exam|quiz|score|questions?\b|mbps|speed|blood|혈액|피검사|pcr|covid|"
    r"코로나|kit|키트|drive|주행|\bpoints?\b|\bmarks?\b|\bkm\b|자전거|라이딩|\bbikes?\b"
)


def stated_testosterone_dose(text: str) -> str | None:
    """S5: testosterone with a dose and a schedule or a cycle, said of the customer."""
    light = _light(text)
    if not _TEST_SCHEDULE.search(light) or _TEST_NOT_A_DRUG.search(light):
        return None
    for _, sentence in _sentences(light):
        for found in _TEST_DOSE.finditer(sentence):
            if 50 <= int(found.group("dose")) <= 1500 and _said_of_the_customer(
                sentence, found.start()
            ):
                return normalize_excerpt(text)
    return None


# Round 105 (fresh109-0155, a trainer's note: "하루종일 에너지드링크로 버티고 밥은 거의 안먹는
# 중"): a day got through on a stimulant - an energy drink, a pre-workout, caffeine pills - as what
# one lives or runs on ("에너지드링크로 버텨요", "핫식스로 연명 중", "running on energy drinks",
# "surviving on Red Bull") is a stimulant used beyond a drink's measure (S5). Coffee is not a
# stimulant here; a stimulant given up, cut down or done without (끊, 줄이, 없이, quit, no longer,
# used to) in the sentence, or someone else's, is not held.
_ON_A_STIMULANT = re.compile(
    r"(?P<ko>(?:으로|로|만으로|만 ?마시면서|만 ?마시고) ?(?:하루(?:를|하루)? ?)?"
    r"(?:버티|버텨|버텼|버팀|버틴|연명|살고|살아|사는|삽니다|살았))|"
    r"\b(?:living|live|lives|running|run|runs|surviving|survive|survives|existing|getting by|"
    r"get by|gets by|powering through(?: the day)?|getting through(?: the day)?) on "
    r"(?:(?:nothing but|only|just|pure|straight|cans of|like) )?$"
)
_STIMULANT_GIVEN_UP = re.compile(
    r"끊|그만|줄이|줄였|줄여|없이|안 ?마시|안 ?마셔|안 ?마셨|못 ?마시|\bquit\b|\bstopped\b|"
    r"\bno longer\b|\bused to\b|\bwithout\b|\bcut (?:out|back|down)\b|\bgave up\b"
)


def stated_living_on_a_stimulant(text: str) -> str | None:
    """S5: a day lived, run or got through on an energy drink or another stimulant, said of the
    customer and not given up in its sentence (round 105)."""
    for _, sentence in _sentences(_clean(text)):
        light = _light(sentence)
        if _STIMULANT_GIVEN_UP.search(light):
            continue
        for found in _STIMULANT.finditer(light):
            after = light[found.end() : found.end() + 16]
            before = light[max(0, found.start() - 48) : found.start()]
            korean = _ON_A_STIMULANT.match(after)
            english = _ON_A_STIMULANT.search(before)
            if korean is not None and korean.group("ko") is None:
                korean = None
            if english is not None and english.group("ko") is not None:
                english = None
            if (korean or english) and _said_of_the_customer(light, found.start()):
                return normalize_excerpt(text)
    return None


def stated_bearable_part(text: str) -> str | None:
    """S2: a body part named and its trouble called bearable (round 66, the refit's keep
    rule)."""
    sentences = [sentence for _, sentence in _sentences(_light(text))]
    for at, sentence in enumerate(sentences):
        if not _BEARABLE.search(sentence) or _BEARABLE_OTHER.search(sentence):
            continue
        # The part may be named in the sentence or asked about just before it ("무릎요?").
        for named in sentences[max(0, at - 1) : at + 1]:
            part = _BEARABLE_PART.search(named)
            if part and _said_of_the_customer(named, part.start()):
                return normalize_excerpt(text)
    return None


# S4: the day's whole eating named as a couple of light foods and nothing else (fresh29-0065,
# "하루에 닭가슴살 두 쪽이랑 브로콜리만 먹어요") - 하루에 (a day, as a habit) with only light
# foods, their amounts and 만 before the eating verb, well under 1,000 kcal; not one meal
# ("점심엔 ...만"), a food named beside a meal, or a drink alone (read elsewhere).
_DAILY_ONLY = re.compile(r"하루(?:에| 종일|종일)|(?<![가-힣])매일(?![가-힣])")
_ONLY_EATEN = re.compile(r"만 ?(?:먹|섭취)|(?:밖에|뿐) ?(?:안 ?먹|못 ?먹|없)")
_DAILY_LIGHT_FOODS: Final[tuple[tuple[re.Pattern[str], float], ...]] = (
    *_LIGHT_FOODS,
    (re.compile(r"닭가슴살|chicken breasts?"), 120),
    (re.compile(r"브로콜리|broccoli"), 30),
)


def stated_daily_light_foods_only(text: str) -> str | None:
    """S4: a day's eating, as a habit, only a few light foods (round 66, the refit's keep
    rule)."""
    for _, sentence in _sentences(_light(text)):
        day = _DAILY_ONLY.search(sentence)
        only = _ONLY_EATEN.search(sentence, day.end()) if day else None
        if day is None or only is None or _MEAL_WORDS.search(sentence):
            continue
        slot, total, eaten = sentence[day.end() : only.start() + 1], 0.0, 0
        rest = slot
        for pattern, kcal in _DAILY_LIGHT_FOODS:
            for _food in pattern.finditer(slot):
                total += kcal
                eaten += 1
            rest = pattern.sub(" ", rest)
        leftover = re.sub(r"\s+", "", _MEAL_FILLER.sub(" ", rest))
        if not eaten or total >= _LIGHT_DAY_KCAL or leftover:
            continue
        if _said_of_the_customer(sentence, day.start()):
            return normalize_excerpt(text)
    return None


# Round 75, the refit's keep rule (fresh19-0170, "My partner keeps saying I look too thin and
# need to eat, but I'm fine."): another person - family, a partner, friends, people around -
# telling the customer they look too thin is an eating concern said of the customer (S4), the
# customer's own "I'm fine" beside it or not. Not the other person or an animal being thin, not
# a concern denied ("doesn't think I'm too thin"), not one from years ago.
_CONCERNED_OTHER = re.compile(
    r"\b(?:partner|husband|wife|boyfriend|girlfriend|bf|gf|fianc[ée]e?|mom|mum|mother|dad|"
    r"father|parents|family|friends?|sister|brother|roommate|coworkers?|colleagues?|everyone|"
    r"everybody|people)\b[^.!?]{0,20}?\b(?:keeps? |kept )?(?:says?|said|saying|tell|tells|told|"
    r"telling|thinks?|thought|worried|worries|worry|comments?|commented|nag\w*)\b"
    r"|(?:남편|아내|와이프|남친|여친|남자 ?친구|여자 ?친구|엄마|아빠|부모님|가족|친구|"
    r"언니|오빠|누나|동료|다들|주변|사람들)"
)
_TOLD_TOO_THIN = re.compile(
    r"\b(?:i|i'm|im|i am|me|you|you're|youre)\b[^.!?]{0,16}?\b(?:too|so|way too|really|"
    r"dangerously|scary|scarily) (?:thin|skinny|bony|underweight)\b"
    r"(?! ?(?:hair|skin|nails?|crust|slices?|layers?|walls?|ice|air|soles?|blood))"
    r"|(?:너무|많이|심하게) ?"
    r"(?:말랐다고|말랐대|말랐냐고|말라 ?보인다고|말라 ?보인대|뼈만 ?남았다고)"
)
_THIN_ONE_ELSE = re.compile(
    r"(?:동생|언니|오빠|누나|친구|동료|아이|애기|아기|딸|아들|강아지|고양이|개|냥이)(?:가|이|는|도)"
)
_CONCERN_DENIED = re.compile(r"\b(?:not|never|no longer)\b|n't|안 ?말랐")
_CONCERN_LONG_AGO = re.compile(
    r"used to|as a (?:kid|child|teen)|in (?:high )?school|back then|years ago|when i was|"
    r"예전|어릴 ?때|학창 ?시절|옛날"
)


def stated_told_too_thin(text: str) -> str | None:
    """S4: another person tells the customer they look too thin (round 75, the refit's keep
    rule)."""
    for _, sentence in _sentences(_light(text)):
        thin = _TOLD_TOO_THIN.search(sentence)
        other = _CONCERNED_OTHER.search(sentence, 0, thin.start()) if thin else None
        if thin is None or other is None or _CONCERN_LONG_AGO.search(sentence):
            continue
        if _CONCERN_DENIED.search(sentence[other.start() : thin.end()]):
            continue
        if _THIN_ONE_ELSE.search(sentence, other.end(), thin.start()):
            continue  # "엄마가 강아지가 너무 말랐다고": someone or something else is thin
        return normalize_excerpt(text)
    return None


# S2 in the intensity answer: a body part named with a bare score of 5 or more and no scale
# written (fresh19-0220, "무릎 어제 밤엔 8, 지금은 4") - the question asked how strong it is, so
# the number is the score; not a number with a unit (8시간, 5km, 6세트), nor a lower score.
_BARE_SCORE = re.compile(
    r"(?<![0-9.,:/~-])(?:[5-9]|10)(?![0-9]|[.,:]\d| ?(?:/|시|분|초|kg|키로|킬로|km|k\b|개|번|"
    r"회|세트|set|rep|일|주|달|살|층|잔|%|h\b|m\b|단계|점 ?만점))"
)


def _part_scored(light: str) -> bool:
    return bool(_BEARABLE_PART.search(light) and _BARE_SCORE.search(light))


# Every structural test by rule, in the order they are tried (the first that states the rule
# gives its reason); round 66/68's tests of what only the round-10 reader held come last.
_STRUCTURAL_DETAIL: Final[dict[str, UrgentKind]] = {
    "stated_short_of_breath": "breathing",
    "stated_palpitations_with_dizziness": "cardiac",
    "stated_palpitations_on_a_stimulant": "cardiac",
    "stated_farewell_or_giving_away": "self_harm",
    "stated_farewell_messages": "self_harm",
    "stated_self_inflicted": "self_harm",
    "stated_harm_to_oneself": "self_harm",
    "stated_wound_made_on_oneself": "self_harm",
    "stated_bare_ending": "self_harm",
    "stated_indirect_despair_en": "self_harm",
    "stated_overdose": "self_harm",
    "stated_dark_thoughts": "self_harm",
    "stated_urgent_measurement": "cardiac",
    "stated_vital_sign_at_rest": "cardiac",
    "stated_bare_dizziness": "fainting",
    "stated_dizziness_in_context": "fainting",
    "stated_chest_as_the_pain": "cardiac",
    "stated_heat_illness": "fainting",
    "stated_broken_off_at_the_chest": "cardiac",
    "stated_chest_clutched": "cardiac",
    "stated_heat_signs_together": "fainting",
    "stated_breathless_past_speech": "breathing",
}
_STRUCTURAL: Final = {
    "S1": (
        stated_farewell_or_giving_away,
        stated_farewell_messages,
        stated_self_inflicted,
        stated_harm_to_oneself,
        stated_wound_made_on_oneself,
        stated_bare_ending,
        stated_indirect_despair_en,
        stated_overdose,
        stated_dark_thoughts,
        stated_sedative_with_alcohol,
        stated_palpitations_with_dizziness,
        stated_palpitations_on_a_stimulant,
        stated_urgent_measurement,
        stated_vital_sign_at_rest,
        stated_bare_dizziness,
        stated_dizziness_in_context,
        stated_heat_illness,
        stated_broken_off_at_the_chest,
        stated_chest_clutched,
        stated_heat_signs_together,
        stated_breathless_past_speech,
    ),
    "S2": (
        stated_surgical_site_hurting,
        stated_swollen_limb,
        stated_head_knock,
        stated_frostbite,
        stated_burning_hand_or_foot,
        stated_broken_off_at_a_body_part,
        stated_chest_clutched,
        stated_numbness_that_passed,
        stated_joint_burning,
        stated_part_strapped,
        stated_duty_restriction,
        stated_pain_noun,
        stated_bearable_part,
        stated_pain_shown_despite_denial,
        stated_current_body_aches,
        stated_wound_dealt_to_the_customer,
    ),
    "S3": (
        stated_high_blood_pressure,
        stated_bone_loss_or_ear_infection,
        stated_stopped_periods,
        stated_high_blood_pressure_words,
        stated_current_cold,
        stated_allergy_season_symptom,
        stated_current_fever,
        stated_organ_trouble,
    ),
    "S4": (
        stated_low_intake,
        stated_bare_hundreds,
        stated_days_without_food,
        stated_fear_of_eating,
        stated_light_day,
        stated_meals_all_light,
        stated_meal_log_numbers,
        stated_binge_compensation,
        stated_few_bites,
        stated_days_on_a_morsel,
        stated_every_other_day_eating,
        stated_light_food_daily,
        stated_one_food_diet_ration,
        stated_one_meal_of_little,
        stated_day_on_coffee,
        stated_caffeine_against_hunger,
        stated_nothing_eaten_two_days,
        stated_daily_light_foods_only,
        stated_told_too_thin,
        stated_compulsive_burn_off,
        stated_restriction_for_fear_of_gain,
        stated_uneaten_before_others,
    ),
    "S5": (
        stated_heavy_use,
        stated_medicine_overuse,
        stated_unprescribed_drug,
        stated_ranger_candy,
        stated_leftover_painkillers,
        stated_stopped_blood_thinner,
        stated_stacked_pre_workout,
        stated_lay_injection,
        stated_sleep_aid_reliance,
        stated_use_beyond_prescription,
        stated_stimulant_with_a_warning_sign,
        stated_ephedra_with_a_warning_sign,
        stated_drug_done,
        stated_testosterone_dose,
        stated_living_on_a_stimulant,
    ),
    "S6": (
        stated_extreme_goal,
        stated_weigh_in_method,
        stated_drying_for_a_stage,
        stated_weekly_rate_over_weeks,
        stated_leading_digit_goal,
    ),
}


# --- assembling reasons --------------------------------------------------------------------


def _word_start(text: str, index: int) -> int:
    while index > 0 and not text[index - 1].isspace():
        index -= 1
    return index


def _word_end(text: str, index: int) -> int:
    while index < len(text) and not text[index].isspace():
        index += 1
    return index


def _excerpt(text: str, start: int, end: int) -> str:
    """The matched words plus one word of context on each side, normalised and bounded."""
    start, end = _word_start(text, start), _word_end(text, end)
    before = start
    while before > 0 and text[before - 1].isspace():
        before -= 1
    after = end
    while after < len(text) and text[after].isspace():
        after += 1
    if before > 0:
        start = _word_start(text, before)
    if after < len(text):
        end = _word_end(text, after)
    return normalize_excerpt(text[start:end]) or normalize_excerpt(text)


def _reason(
    flow: SourceFlow, field: str, rule: RuleId, excerpt: str, detail: UrgentKind | None = None
) -> SafetyReason:
    return SafetyReason.model_validate(
        {
            "class": RULE_CLASSES[rule],
            "source_flow": flow,
            "matched_field": field,
            "excerpt": excerpt,
            "rule_id": rule,
            "detail": detail if rule == "S1" else None,
        }
    )


_DETAIL_ORDER: Final[tuple[UrgentKind, ...]] = get_args(UrgentKind)


# Round 65 (round 64's probing gap, "i was prescribed propranolol ... but ditched them"): "as"
# is a word of its own - "was prescribed", "was told", "has directed" are not a dose taken as
# told, and cleared every S5 of their sentence.
_AS_PRESCRIBED = re.compile(
    r"\bas (?:told|prescribed|directed)|처방대로|용법대로|용량대로|시간 ?맞춰|제때|꼬박꼬박|"
    r"(?:의사|선생님) ?말(?:씀)?대로|\b(?:as|like) (?:my|the) doctor (?:said|told|says)|"
    r"\bon schedule\b"
)
# Round 14: a prescription whose dose the doctor sets ("위고비 처방받아서 주 1회 맞는 중, dose는
# 의사 선생님이 조절해요") is taken as told - unless the same sentence says it is not: more,
# double, on one's own, stopped, someone else's, bought abroad.
_DOCTOR_SETS_DOSE = re.compile(
    r"처방 ?받아서[^.]*(?:의사|선생님|주치의|병원)[^.]{0,12}(?:조절|정해|맞춰|정하)"
)
_MISUSE = re.compile(
    r"두 ?배|배로|더 ?많이|몰래|맘대로|마음대로|임의로|늘려|늘렸|추가로|끊|안 ?맞|남은|지인|친구|"
    r"직구|없이|보다|효과 ?없|\bdoubl\w*|\bextra\b|\bmore\b|\bown\b"
)


def _dose_set_by_doctor(light: str) -> bool:
    return bool(_DOCTOR_SETS_DOSE.search(light)) and not _MISUSE.search(light)


_OTHER_SUBJECT = re.compile(
    r"\b(?:friend|friends|mom|mother|dad|father|brother|sister|husband|wife|boyfriend|girlfriend|"
    r"partner|coworker|colleague|roommate|cousin|guy|someone|mate|trainer|coach|"
    # Round 60 (round 59's probing gap, "my son drank half a bottle of cough syrup"): a child,
    # a grandparent or the wider family drinking or swallowing something is theirs too.
    r"son|daughter|kid|child|children|toddler|baby|grandma|grandmother|grandpa|grandfather|"
    r"aunt|uncle|niece|nephew|neighbou?r)s? "
    r"(?:is|was|has|had|does|did|training|doing|eating|cutting|going|"
    r"got|says|said|keeps|uses|used|takes|took|wants|lost|dropped|"
    r"drank|drinks|drinking|chugged|downed|swallowed|ate)\b"
)
_DECLINED = re.compile(
    r"no thanks|said no|refused|declined|decided against|not interested|거절|말렸|안 할래|"
    r"안 할 거|안 해요|no 했|패스|\bpass\b|관심 ?없|싫다고 했|"
    # Round 29: a drug offered for sale and not bought ("... 살사람' 하길래 안산다고 함").
    r"안 ?산다|안 ?사요|안 ?샀|안 ?삼(?![가-힣])|안 ?살래|안 ?사기로|"
    r"\b(?:didn ?t|did not|won ?t|will not|not gonna) buy\b|\bnot buying\b"
)
# Round 29: a refusal clears nothing when the same sentence then says the customer takes or
# took something after it ("팔길래 거절했는데 사실 친구가 준 거 먹고 있어요").
_TAKEN_AFTER_REFUSAL = re.compile(
    r"먹고 ?있|먹었|먹어 ?봤|먹는 ?중|복용|맞고 ?있|맞았|얻어 ?먹|빌려 ?먹|"
    r"\b(?:took|taking|been on|using|used|popped|tried (?:one|it|some|them))\b"
)


# "저녁은 패스", "passed on lunch": a meal skipped, not an offer turned down.
_MEAL_PASSED = re.compile(
    r"(?:아침|점심|저녁|야식|간식|밥|끼니|식사|한 ?끼)(?: ?(?:은|는|도|을|를|다|모두|전부|싹))*"
    r" ?(?:패스|pass)|"
    r"\bpass(?:ed|ing)? on (?:\w+ )?(?:breakfast|lunch|dinner|meals?|food|eating)\b"
)


# Round 48: care turned down after a collapse ("She refused an ambulance", "병원은 거절") declines
# the care, not what was stated before it (fresh46-0117: a day on one black coffee).
_CARE_REFUSED = re.compile(
    r"\b(?:refused|declined) (?:an? |the |any |to (?:go to|see) (?:an? |the )?)?(?:ambulance|"
    r"paramedics|ems|hospital|er|a&e|doctor|gp|medical (?:help|attention|care)|"
    r"check ?-?up)\b|"
    r"(?:구급차|앰뷸런스|119|병원|응급실|진료)(?:는|은|도|를|을)? ?(?:거절|거부|싫다)"
)


# A contrast opens a clause the refusal before it does not reach: "대마는 안 해요 근데 아데랄은
# 가끔 먹어요" turns one drug down and then says another is taken. A refusal after the drug
# ("아데랄 주던데 근데 안 해요") still reaches it.
_CONTRAST: Final = re.compile(
    r"\s(?:근데|그런데|하지만|그렇지만|그치만|but|though)\s", re.IGNORECASE
)


def _from_its_clause(sentence: str, position: int) -> str:
    """The sentence from the start of the clause holding ``position`` to its end."""
    start = max(
        (m.start() for m in _CONTRAST.finditer(sentence) if m.start() < position), default=0
    )
    return sentence[start:]


def _declined(light: str) -> bool:
    # Round 29: "생리가 두 달째 안 해요" is no offer turned down either.
    plain = _NO_PERIOD.sub(" ", _MEAL_PASSED.sub(" ", _CARE_REFUSED.sub(" ", light)))
    refusal = _DECLINED.search(plain)
    return refusal is not None and not _TAKEN_AFTER_REFUSAL.search(plain[refusal.end() :])


# Hearsay endings of a finished deed: "뺐대요", "먹었다더라", "했었대".
_HEARSAY_ENDINGS: Final = frozenset(
    {"대요", "대", "래요", "래", "다더라", "다더라고요", "답니다", "랍니다", "다네요", "대더라"}
)
_PAST: Final = frozenset({"었", "았", "었었", "았었", "였"})
_HEARSAY_CONNECTIVES: Final = frozenset({"다던데", "다더니", "대서", "다는데", "다던", "대는데"})
_SOMEBODY: Final = frozenset({"누구", "누군가"})


def _reported_of_another(morphs: Sequence[Morph]) -> bool:
    """``회사 동료가 … 2주에 7키로 뺐대요``: another person, the subject, did it, and the
    speaker only reports it (a past deed with a hearsay ending, ``뺐다고 하더라고요`` too) -
    with nobody in the first person anywhere in the sentence."""
    if any(
        m.form in lexicon.KOREAN_SELF
        and not m.tag.startswith(("V", "E", "J"))
        and not scope.other_person_at(morphs, i)
        for i, m in enumerate(morphs)
    ):
        return False
    subjects = [
        i
        for i in range(len(morphs) - 1)
        if (
            scope.other_person_at(morphs, i)
            # Round 42: somebody unnamed ("TV에서 누가 한 달 만에 15키로 뺐다던데").
            or (morphs[i].form in _SOMEBODY and morphs[i].tag == "NP")
        )
        and next((m.tag for m in morphs[i + 1 :] if m.tag != "XSN"), "") in ("JKS", "JX")
    ]
    for i, morph in enumerate(morphs):
        if morph.tag != "EP" or morph.form not in _PAST or not subjects or subjects[0] > i:
            continue
        following = morphs[i + 1 : i + 4]
        if following and following[0].tag == "EF" and following[0].form in _HEARSAY_ENDINGS:
            return True
        # Round 42: the hearsay as a connective ("뺐다던데", "뺐다더니", "뺐대서"): the same
        # report, the sentence going on to say something of it.
        if following and following[0].tag == "EC" and following[0].form in _HEARSAY_CONNECTIVES:
            return True
        if (
            len(following) >= 2
            and following[0].form in ("다고", "라고", "고")
            and following[1].form in ("하", "그러")
            and following[1].tag.startswith("V")
        ):
            return True
    return False


# Round 22: another person's words quoted, the goal or plan inside the quotes only, and the
# customer's own way set against it ("친구가 '이번 주 안에 10kg 빼야지' 하는데 저는 그냥
# 웃었어요 저는 유지중"): the other's, not the customer's. Joining in ("저도 하기로") keeps it.
_QUOTED = re.compile(r"['‘\"“]([^'’\"”]{3,160})['’\"”]")
_OWN_WAY = re.compile(
    r"(?:저는|전|나는|난) ?(?:그냥 ?|계속 ?|걍 ?)?(?:유지|웃|안 ?하|안 ?할|안 ?해|천천히|무리 ?안|"
    # Round 23: one's own pace kept ("저는 그냥 원래 페이스대로 갈게요").
    r"(?:원래|제|내|평소) ?(?:페이스|속도|하던 ?대로|대로))|"
    r"\bi'?m (?:just |still )?(?:maintaining|staying|not doing)\b|\bi (?:just )?laughed\b|"
    r"\bnot me\b|"
    # Round 60 (fresh56-tune): such a thing refused in so many words ("난 저런거 안해요",
    # "not doing that", "I could never").
    r"(?:저는|전|나는|난) ?(?:저런|그런|이런) ?(?:거|건|것|식단|다이어트)?(?:은|는)? ?"
    r"(?:절대 ?)?(?:안|못) ?(?:해|함|할|하|먹)|"
    r"\bnot doing (?:that|this|it)\b|\bi (?:could|would|'d) never\b"
)


def _quoted_of_another(text: str, test: Callable[[str], str | None]) -> bool:
    if not _OWN_WAY.search(_light(text)):
        return False
    for match in _QUOTED.finditer(text):
        outside = text[: match.start()] + " " + text[match.end() :]
        if test(match.group(1)) is None or test(outside) is not None:
            continue
        before = text[: match.start()]
        morphs = _analysed(before) if before.strip() else ()
        if any(scope.other_person_at(morphs, i) for i in range(len(morphs))) or (
            scope.first_other_position(_views(before)[1].text) is not None
        ):
            return True
    return False


# Round 29: an ad or a claim quoted and mocked ("친구가 보낸 링크인데 '일주일 5키로 빠지는 레몬
# 디톡스' ㅋㅋ 이런거 누가 믿어요"): only what is inside the quotes is cleared, and only when the
# words outside them mock it and hold nothing of their own ("... 누가 믿어요 근데 저도 이번주
# 5키로 빼야 돼서 굶을까봐요" stays held).
_MOCKED = re.compile(
    r"누가 ?믿|말이 ?(?:돼|되냐|됨|되나)|말도 ?안 ?(?:돼|되)|사기(?:꾼|네|임|같|야)|어이 ?없|"
    r"\bwho (?:even |actually )?(?:believes|falls for|buys)\b|\byeah right\b|\bwhat a scam\b|"
    r"\bscam\b|\bridiculous\b"
)
# ... unless the customer joins in all the same ("who believes this, I'm trying it tomorrow").
_JOINING_IN = re.compile(
    r"\btry(?:ing)? (?:it|this|that)\b|\bgonna try\b|\bdoing (?:it|this|that)\b|\bordered\b|"
    r"\bbought\b|\bsign(?:ed|ing)? up\b|해 ?보|해볼|할래|할 ?거|시작|주문|샀|사 ?봤|도전|저도|나도|"
    r"\bme too\b|\bi (?:will|ll|might)\b"
)


def _in_mocked_quote(sentence: str, position: int) -> bool:
    for match in _QUOTED.finditer(sentence):
        if match.start(1) <= position < match.end(1):
            outside = sentence[: match.start()] + " " + sentence[match.end() :]
            return (
                bool(_MOCKED.search(_light(outside)))
                and not _JOINING_IN.search(_light(outside))
                and not _findings(_clean(outside))
            )
    return False


def _quoted_and_mocked(text: str, test: Callable[[str], str | None]) -> bool:
    for match in _QUOTED.finditer(text):
        outside = text[: match.start()] + " " + text[match.end() :]
        if (
            test(match.group(1)) is not None
            and test(outside) is None
            and _MOCKED.search(_light(outside))
            and not _JOINING_IN.search(_light(outside))
            and not _findings(_clean(outside))
        ):
            return True
    return False


# Round 23: the same in reported speech, without quotes ("남편이 2주 안에 5키로 뺀다고
# 난리예요 ㅋㅋ 저는 그냥 원래 페이스대로 갈게요"): another person the subject of a clause
# ending in -다고/-라고, nobody in the first person inside it, the customer's own way said
# after, and nothing left held once that sentence is taken out.
_REPORTING_ENDINGS: Final = frozenset({"ᆫ다고", "는다고", "다고", "라고", "자고", "냐고"})
# Round 56 (fresh52-0083, ``회사 동료가 하루 800칼로리 다이어트한다는데 미친 거 아님?ㅋㅋ 난
# 못해``): a hearsay connective (-ㄴ다는데, -ㄴ다던데, -ㄴ대서) is a report of another's
# doing by its form, so it needs no own way said after it - only that the customer does not
# join in anywhere in the text (저도, 나도, 해 볼래, 시작 ...).
_HEARSAY_REPORTING: Final = frozenset(
    {
        "ᆫ다는데",
        "는다는데",
        "다는데",
        "라는데",
        "ᆫ다던데",
        "는다던데",
        "다던데",
        "ᆫ다더니",
        "다더니",
        "ᆫ대서",
        "대서",
    }
)


def _reported_goal_of_another(text: str, test: Callable[[str], str | None]) -> bool:
    own_way = bool(_OWN_WAY.search(_light(text)))
    if not own_way and _JOINING_IN.search(_light(text)):
        return False
    cleaned = _clean(text)
    for offset, sentence in _sentences(cleaned):
        if test(sentence) is None:
            continue
        rest = cleaned[:offset] + " " + cleaned[offset + len(sentence) :]
        if test(rest) is not None:
            continue
        morphs = _analysed(sentence)
        endings = _REPORTING_ENDINGS | _HEARSAY_REPORTING if own_way else _HEARSAY_REPORTING
        reported = next(
            (i for i, m in enumerate(morphs) if m.tag == "EC" and m.form in endings),
            None,
        )
        if reported is None:
            continue
        subject = next(
            (
                i
                for i in range(reported)
                if scope.other_person_at(morphs, i)
                # Round 56: an honorific between (팀장님이, 친구분이).
                and next((m.tag for m in morphs[i + 1 :] if m.tag != "XSN"), "") in ("JKS", "JX")
            ),
            None,
        )
        if subject is None:
            continue
        if any(m.form in lexicon.KOREAN_SELF for m in morphs[subject:reported]):
            continue
        return True
    return False


def _declined_where_stated(text: str, test: Callable[[str], str | None]) -> bool:
    """Round 42: an offer turned down clears a structural test only where the test is stated -
    in that sentence or the one right after it ("코치가 사우나로 빼자고 했어요. 거절했어요") - not
    anywhere in the text ("친구가 팻버너 같이 먹자는데 거절했어요. 열흘 안에 7키로 뺄 거예요"
    holds). A test met only across sentences reads the whole text, as before."""
    sentences = _sentences(_clean(text))
    stated = [n for n, (_, sentence) in enumerate(sentences) if test(sentence) is not None]
    if not stated:
        return _declined(_light(text))
    return all(_declined(_light(" ".join(s for _, s in sentences[n : n + 2]))) for n in stated)


# Round 60 (fresh56-0006, 0082, 0146): an intake or a fast seen in a video ("유튜브에서 하루
# 300칼로리 먹는 사람 영상 봤는데", "watched a model's 'what I eat in a day', like 800 calories",
# "틱톡에서 '물만 먹고 일주일' 영상 봤는데"), with the customer's own way set against it elsewhere
# in the note (난 평소대로, 난 저런거 안해요, not doing that) and no joining in, is the video's:
# its sentence is read as another's. Without the customer's own way set against it, it holds.
_SEEN_IN_MEDIA = re.compile(
    r"\b(?:watched|watching)\b|what i eat in a day|\bmukbang|먹방|틱톡|쇼츠|숏츠|인스타|"
    r"인플루언서|influencer"
)
_INTAKE_TESTS: Final = ("stated_low_intake", "stated_days_without_food")


def _intake_seen_in_media(text: str, sentence: str, test: Callable[[str], str | None]) -> bool:
    if test.__name__ not in _INTAKE_TESTS:
        return False
    light, whole = _light(sentence), _light(text)
    return (
        bool(_TOPIC.search(light) or _SEEN_IN_MEDIA.search(light))
        and not _SELF_ACTION.search(light)
        and bool(_OWN_WAY.search(whole))
        and not _JOINING_IN.search(re.sub(r"\bnot doing (?:that|this|it)\b", " ", whole))
    )


def _said_of_customer(text: str, test: Callable[[str], str | None]) -> str | None:
    """A structural test, unless the text only reports another person (``동료가 ... 뺐대요``)."""
    excerpt = test(text)
    if excerpt is not None and test is stated_lay_injection:
        return excerpt  # the lay source is another person by its nature; the test reads whose
    if excerpt is not None and test is stated_wound_dealt_to_the_customer:
        return excerpt  # set 13: the other named is the one who acted; the test reads the part hurt
    if excerpt is not None and test is stated_told_too_thin:
        # Round 75: the other person is the one telling; the test itself reads that the
        # customer (I, me, 저) is the one they call too thin.
        return excerpt
    if (
        excerpt is None
        or _declined_where_stated(text, test)
        or _quoted_of_another(text, test)
        or _quoted_and_mocked(text, test)
        or _reported_goal_of_another(text, test)
    ):
        return None
    for _, sentence in _sentences(_clean(text)):
        if test(sentence) is None:
            continue
        morphs = _analysed(sentence)
        _, words = _views(sentence)
        content = [i for i, m in enumerate(morphs) if not m.tag.startswith(("E", "S", "J"))]
        another = (
            (content and scope.korean_other_person(morphs, content[-1]))
            or _OTHER_SUBJECT.search(words.text)
            or _reported_of_another(morphs)
            or _intake_seen_in_media(text, sentence, test)
        )
        if not another:
            return excerpt
    if any(test(s) is not None for _, s in _sentences(_clean(text))):
        return None
    return None if _story_set_against_own_way(text) else excerpt


# Round 42: a test met only across sentences whose amounts are all in sentences about someone
# else's result - a video's or a TV story's (a topic) or a report ("누가 ... 뺐다던데") - with the
# customer's own way set against it ("저는 천천히 할게요") and no joining in: the story's, as a
# goal quoted of another already reads.
_CHANGE_AMOUNT = re.compile(r"\d|키로|kg|kilo|킬로")


def _story_set_against_own_way(text: str) -> bool:
    light = _light(text)
    if not _OWN_WAY.search(light) or _JOINING_IN.search(light) or re.search(r"저도|나도", light):
        return False
    with_amounts = [s for _, s in _sentences(_clean(text)) if _CHANGE_AMOUNT.search(_light(s))]
    return bool(with_amounts) and all(
        _only_a_topic(_light(s)) or _reported_of_another(_analysed(s)) for s in with_amounts
    )


# A note that corrects itself (round 13): "client takes prescribed thyroid... no wait, that was
# her mum. client herself takes nothing" - the condition and the drug were another's, and the
# customer is then said to take or have nothing. Without that denial it stays held.
_CORRECTED_TO_ANOTHER = re.compile(
    r"\b(?:no wait|wait no|wait|oops|sorry|correction|my bad|scratch that)\W+(?:that|it|this)"
    r"(?: one)? (?:was|is|s|'s) (?:actually )?(?:her|his|their|my|the client'?s) "
    r"(?:mum|mom|mother|dad|father|sister|brother|husband|wife|partner|friend|son|daughter|"
    r"boyfriend|girlfriend|grandma|grandmother|grandpa|grandfather)\b",
    re.IGNORECASE,
)
_CUSTOMER_HAS_NOTHING = re.compile(
    r"\b(?:client|customer|she|he|i)(?: (?:herself|himself|myself|themself))? "
    r"(?:takes|is on|uses|has|takes no|is on no) (?:nothing|no (?:meds|medication|medicine|"
    r"drugs|condition|conditions|diagnosis))\b",
    re.IGNORECASE,
)


def _corrected_away(cleaned: str, found: list[_Finding]) -> list[_Finding]:
    correction = _CORRECTED_TO_ANOTHER.search(cleaned)  # offsets of the text the finds use
    if correction is None:
        return found
    denial = _CUSTOMER_HAS_NOTHING.search(cleaned, correction.end())
    if denial is None:
        return found
    return [
        f
        for f in found
        if not (f.rule in ("S3", "S5") and f.detail is None and f.start < correction.start())
    ]


# Round 58 (fresh54-0109, "회원 다음달 라식 수술 예정. 수술 후 1주간 운동 조정 예정."): a bare 수술
# that opens its sentence or clause after an elective procedure was named (라식, 라섹, 쌍꺼풀,
# 사랑니 ...) is that procedure again - unless another operation is named by its own noun.
_ELECTIVE_WORD = re.compile(
    r"라식|라섹|렌즈삽입|쌍꺼풀|쌍커풀|쌍수|성형|지방흡입|사랑니|임플란트|치아교정|포경|제모|눈매교정"
)
_BARE_BEFORE = re.compile(r"(?:^|[.!?,~]\s*|(?<![가-힣])(?:그|이|해당) ?)$")
_NAMED_OPERATION = re.compile(r"([가-힣a-z]+) ?수술")


def _elective_operation_again(text: str, finding: _Finding) -> bool:
    if finding.rule != "S3" or not text[finding.start :].startswith("수술"):
        return False
    before = text[: finding.start]
    if not _ELECTIVE_WORD.search(before) or not _BARE_BEFORE.search(before):
        return False
    return all(
        _ELECTIVE_WORD.search(named.group(1)) or named.group(1) in ("그", "이", "해당")
        for named in _NAMED_OPERATION.finditer(text.casefold())
    )


def findings(text: str) -> list[_Finding]:
    """Every match in ``text`` (raises if the analyser cannot run)."""
    return _read(text)[0]


def _read(text: str, *, with_matches: bool = False) -> tuple[list[_Finding], list[_Finding]]:
    """The findings kept, and every match the finders made in either reading. When nothing
    is kept, each match was explained away by a rule (a denial, a scope, an idiom, another
    person, a correction, a normal reading): what session 24's measurement blanked for the
    learned reader (``tests/evaluation/reader_reads_the_unexplained.py``; ADR 0084). The
    matches are gathered only when asked: the service's readings never pay for them."""
    cleaned = _clean(text)
    found, matched = _findings_and_matches(cleaned, with_matches=with_matches)
    found = _reading_in_range(cleaned, _tested_normal(cleaned, _corrected_away(cleaned, found)))
    cleared = [
        f
        for f in found
        if f not in _others_condition(cleaned, found) or _cleared(cleaned, f, _CLEARS)
    ]
    if not cleared:
        return found, matched
    # Round 30: a cleared finding may hide another in its sentence (a finder reports its first
    # match), so the text is read again with the cleared words blanked; a cleared condition
    # whose sentence still names one stays held (fail closed).
    blanked = list(cleaned)
    for finding in cleared:
        blanked[finding.start : finding.end] = " " * (finding.end - finding.start)
    again_text = "".join(blanked)
    again, matched_again = _findings_and_matches(again_text, with_matches=with_matches)
    again = _reading_in_range(
        again_text, _tested_normal(again_text, _corrected_away(again_text, again))
    )
    sentences = _light_sentences(cleaned)
    kept = [f for f in again if not _cleared(again_text, f, _CLEARS_READ_AGAIN)]
    for finding in cleared:
        sentence = next(((o, t) for o, t in sentences if _within(finding, o, t)), (0, ""))
        if finding.rule == "S3" and any(g.rule == "S3" and _within(g, *sentence) for g in again):
            kept.append(finding)
    return sorted(kept, key=lambda f: f.start), matched + matched_again


# --- Round 35: scoped clears, each of its own finding (the text is read again without it) ----


def _fast_feared_not_done(cleaned: str, finding: _Finding) -> bool:
    """Round 48: a fast named only as too frightening to do (``단식은 무서워서 못하겠고``, "too
    scared to try a 48h fast"): the finding is the fast's word at the start of that clause."""
    if finding.rule != "S4":
        return False
    start = max(0, finding.start - 30)
    for found in _FAST_FEARED.finditer(_light(cleaned[start : finding.end + 30])):
        if found.start() <= finding.start - start + 3 and found.end() >= finding.end - start:
            return True
    return False


# Round 78 (fresh82-0013, "단식은 안 해요. 세 끼 다 먹어요"): a fast said not done - the fast's
# word, at most a topic or additive particle and a word of degree, then 안 and a finished form of
# 하다 (안 해요, 안 했어요, 안 하고, 안 함, 안 합니다) - is a denial of fasting, as the other eating
# words' denials are. Not a condition or a concession (안 하면, 안 해도), a fast not done yet or
# for now (아직, 지금은 안 하지만), nor 못 (a fast one cannot keep); any other eating risk in the
# text is its own finding and still holds.
_FAST_NOT_DONE = re.compile(
    r"(?<![가-힣])(?:단식|금식)(?:은|는|도|까지는)? ?(?:아예|전혀|절대|따로|굳이)? ?안 ?"
    r"(?:해요|했어요|했음|해|했다|하고|함|합니다|했습니다|하는 ?편)(?![가-힣]|\?| ?\?)"
)
_FAST_NOT_DONE_YET = re.compile(r"아직|지금은|당분간|이번 ?주는|오늘은")


def _fast_not_done(cleaned: str, finding: _Finding) -> bool:
    """Round 78: a fast said not done (``단식은 안 해요``): the finding is the fast's word at the
    start of that denial."""
    if finding.rule != "S4":
        return False
    start = max(0, finding.start - 30)
    window = _light(cleaned[start : finding.end + 30])
    for found in _FAST_NOT_DONE.finditer(window):
        if found.start() <= finding.start - start + 3 and found.end() >= finding.end - start:
            before = window[max(0, found.start() - 12) : found.start()]
            return not _FAST_NOT_DONE_YET.search(before + found.group())
    return False


# Lead probe gaps, set 16 (family M): another person's medicine that the customer looks after or
# hands to them - 엄마 수면제 챙겨드리는 게 일이에요, 할머니 혈압약이랑 수면제 챙겨드리고
# 출근했어요 - is caregiving, not the customer's use. All of it must be written in the drug's
# sentence: a family member or one cared for (엄마, 아빠, 할머니, 남편, 아이, 환자, 어르신 ...)
# straight before the drug (at most three words between: other medicines, 의, 한테, 드실), a
# caregiving verb after it (챙겨 드리다 / 주다, 갖다 / 사다 / 타다 드리다, 먹여 드리다, 약국에서
# 받아다, 관리해 드리다), and not one word anywhere in the text of the customer taking any of it
# (얻어먹, 빌려, 몰래, 저도, 나도, 제가 먹, 먹었, 먹어요, 복용, 한 알, took, borrowed): a real
# reader would ask (fail closed).
# "엄마 수면제 몇 알 얻어먹었어요" stays S5.
# Lead probe gaps, set 19 (family D) extends it: a medicine given to a child, a pupil or a pet
# by the customer (아이 해열제 먹이고 재웠어요, 고양이 당뇨라 인슐린 놔줘요, 학생 천식 흡입기
# 챙겨줬어요, 할머니 혈당 재드리고 인슐린 놔드렸어요) - the one cared for now also a pupil, a
# member trained or an animal, the caregiving verb also 먹이다 and 놔 주다 / 드리다 (an injection
# given), and the other's disease (S3) named in the same sentence as well as the drug. Not with
# the one cared for marked as the giver (엄마가 인슐린 놔줬어요), nor with the customer's own
# disease or body named anywhere (저도 당뇨, 제 혈당, 나도): those stay held.
_CARED_FOR_BEFORE = re.compile(
    r"(?:엄마|아빠|어머니|아버지|어머님|아버님|할머니|할아버지|할머님|할아버님|남편|아내|와이프|"
    r"아이|애기|아기|딸|아들|동생|언니|오빠|누나|(?<![가-힣])형|장모님|장인어른|시어머니|시아버지|"
    r"부모님|환자|환자분|어르신|외할머니|외할아버지|학생|원생|회원|회원분|고양이|냥이|강아지|"
    r"댕댕이|반려견|반려묘|멍멍이|(?<![가-힣])개)(?:님)?"
    r"(?: ?(?:의|꺼|거|께|한테|에게|드실|드시는|드시던|용))? ?"
    r"(?:[가-힣]{1,6}(?:이랑|하고|랑|과|와|,)? ?){0,3}$"
)
_CAREGIVING_AFTER = re.compile(
    r"(?:챙겨|갖다|가져다|사다|타다|받아다|먹여|찾아다|넣어|정리해|관리해|나눠 ?담아) ?"
    r"(?:드리|드려|드렸|드림|드립|주|줘|줬|줌|놓)|"
    r"약국|처방 ?받으러|타러|대신 ?(?:타|받)|챙기는|챙겨요|챙겨야|챙깁니다|챙겼|"
    r"먹이(?:고|느라|는|니|면|기)|먹였|먹여(?:요|서|야)|"
    r"(?:놔|놓아) ?(?:드리|드려|드렸|드림|주|줘|줬|줌)"
)
# Set 19 (family D): the one cared for named as the giver (엄마가 인슐린 놔줬어요), and the
# customer's own disease or body named beside the care (저도 당뇨, 제 혈당).
_CARED_FOR_AS_GIVER = re.compile(
    r"(?:엄마|아빠|어머니|아버지|할머니|할아버지|남편|아내|와이프|언니|오빠|누나|(?<![가-힣])형|"
    r"동생|부모님)(?:님)?(?:가|이가|께서|이)(?![가-힣])"
)
_CUSTOMER_OWN_CONDITION = re.compile(
    r"(?<![가-힣])(?:저|제|나|내|전|난)(?:는|도|가|의)?(?![가-힣])|저는|제가|나는|내가|"
    r"\bmy own\b|\bi have\b|\bim (?:diabetic|asthmatic)\b"
)
_CUSTOMER_TAKES_IT = re.compile(
    r"얻어|빌려|몰래|훔|슬쩍|저도|나도|제가 ?(?:먹|한)|내가 ?(?:먹|한)|같이 ?먹|먹었|먹어요|"
    r"먹어 ?봤|"
    r"먹고 ?(?:자|잤|있)|먹음|먹는 ?중|복용(?:해|했|중)|[한두세몇] ?알|하나 ?(?:먹|삼켰)|"
    r"\bi (?:took|take|popped|borrowed|stole)|\bme too\b|\bmyself\b"
)


def _medicine_cared_for_another(cleaned: str, finding: _Finding) -> bool:
    if finding.rule not in ("S3", "S5") or _CUSTOMER_TAKES_IT.search(_light(cleaned)):
        return False
    if finding.rule == "S3" and _CUSTOMER_OWN_CONDITION.search(_light(cleaned)):
        return False
    sentence = _finding_light_sentence(cleaned, finding)
    if sentence is None:
        return False
    offset, text = sentence
    before, after = text[: finding.start - offset], text[finding.end - offset :]
    return (
        bool(_CARED_FOR_BEFORE.search(before))
        and bool(_CAREGIVING_AFTER.search(after))
        and not _CARED_FOR_AS_GIVER.search(text)
    )


# Round 102 (fresh106-0159, "엄마 간병 일지에 혈당 식사량 대변 다 적어요ㅋㅋ"): what a caregiver
# writes in the record kept of the one cared for - a care log (간병 일지, 병간호 수첩, 돌봄 노트,
# 복약 기록) or a record named as another person's (엄마 건강 수첩, 아빠 혈압 노트) - is that
# person's reading or condition, not the customer's. All of it must be in the finding's sentence:
# the record and its 에 (에는, 에다, 에다가) before the finding, at most three words between (other
# readings listed: 식사량, 체온, 대변), and a writing verb after it (적, 기록, 쓰, 메모, 체크, 표시,
# 정리, 남기). Not with the customer's own marked in the sentence (제 혈당, 저도, 나도, my own) - a
# real reader would ask (fail closed); a record without care or another's name (건강 수첩에 혈당
# 적어요) may be the customer's and keeps its hold. 투병 일지 is one's own illness: not a care log.
_CARE_RECORD = re.compile(
    r"(?:(?:간병|병간호|간호|돌봄|요양|케어|복약|투약) ?"
    r"(?:일지|수첩|노트|기록장|기록지|기록|다이어리|일기|장부|차트|표)|"
    r"(?:엄마|아빠|어머니|아버지|어머님|아버님|할머니|할아버지|할머님|할아버님|남편|아내|와이프|"
    r"아이|딸|아들|시어머니|시아버지|장모님|장인어른|부모님|환자|환자분|어르신|외할머니|외할아버지)"
    r"(?:님)?(?:의|꺼|거)? ?(?:[가-힣]{1,4} ?)?"
    r"(?:일지|수첩|노트|기록장|기록지|다이어리|일기|장부|차트))"
    r"(?:에|엔|에는|에다|에다가) ?(?:[가-힣0-9]{1,6}(?:이랑|하고|랑|과|와|,)? ?){0,3}$"
)
_WRITTEN_AFTER = re.compile(
    r"^[^.!?\n]*?(?:적(?:어|었|는|느|고|음|기|을|은|습)|기록|쓰(?!러)|써|썼|쓴|메모|체크|표시|정리|"
    r"남기|남겨|남겼)"
)
_OWN_IN_THE_RECORD = re.compile(
    r"(?:(?<![가-힣])제|(?<![가-힣])내|저의|나의) ?(?:[가-힣]{1,4} ?)?$|저도|나도|저두|제 것|"
    r"\bmy own\b|\bmine\b"
)


def _written_in_a_care_record(cleaned: str, finding: _Finding) -> bool:
    if finding.rule not in ("S2", "S3"):
        return False
    sentence = _finding_light_sentence(cleaned, finding)
    if sentence is None:
        return False
    offset, text = sentence
    before, after = text[: finding.start - offset], text[finding.end - offset :]
    return (
        bool(_CARE_RECORD.search(before))
        and bool(_WRITTEN_AFTER.search(after))
        and not _OWN_IN_THE_RECORD.search(before[-8:])
        and not re.search(r"저도|나도|저두|\bmy own\b", text)
    )


# Lead probe gaps, set 16 (family V): a wish to disappear or vanish INTO one's bed or under the
# covers, to sleep or rest for a bounded time - "i want to disappear into my bed all weekend lol",
# "i just want to vanish under a blanket and sleep till monday", 이불 속으로 사라지고 싶어요 ㅋㅋ
# 주말 내내 잘래요 - is a figure for staying in bed. All of it must be written: the bed, the covers,
# a blanket or a duvet as the place, straight after the English wish (into / under / in) or
# straight before the Korean one (이불 속으로, 침대 속에), sleep, rest or a bounded time in the text
# (sleep, nap, all weekend, till monday, 주말, 잘래요, 오늘은), and not one word anywhere of
# forever, never, for good, waking, dying, ending, nobody, a burden, being tired of it all,
# hurting oneself, 영원히, 다시는, 죽, 끝내, 아무도, 힘들, 지쳐, 우울 ...: a real reader would ask
# (fail closed). "i want to disappear and never come back" and 사라지고 싶어요 stay S1.
_INTO_BED_AFTER = re.compile(
    r"^ ?(?:into|under|in|beneath)(?: (?:my|the|a|her|his|our|some|cozy|warm|big|soft))* ?"
    r"(?:bed|blankets?|covers|duvet|comforter|sheets|doona|quilt|blanket fort)\b"
)
_INTO_BED_BEFORE = re.compile(
    r"(?:이불|침대|담요|이불장) ?(?:속|안|밑|속에|안에)? ?(?:으로|로|에|에서)? ?(?:쏙|폭|푹)? ?$"
)
_BED_REST = re.compile(
    r"\bsleep|\bnap|\brest\b|weekend|all day|\btill\b|\buntil\b|tomorrow|tonight|\bmonday|"
    r"friday|saturday|sunday|for a (?:day|bit|while)|\blol\b|\bhaha|"
    r"잠|자고|잘래|잘 ?거|자야|쉬고|쉴래|주말|하루 ?종일|오늘은|내일까지|월요일까지|[ㅋᄏ]{2}"
)
_BED_NOT_ONLY = re.compile(
    r"forever|\bnever\b|for good|permanent|wake|woke|\bdie\b|\bdied|dead|death|\bkill|"
    r"\bend (?:it|things|my)|\bgone\b|\bexist|nobody|no one|anyone|everyone|burden|hopeless|"
    r"pointless|worthless|tired of|can'?t (?:go on|do this|take)|hurt myself|myself|\bcut\b|"
    r"pills|\bsad\b|depress|cry|alone|\bsuicid|"
    r"영원히|다시는|다신|죽|끝내|끝나|없어지|존재|아무도|다들|짐이|힘들|지쳤|지쳐|우울|괴로|의미|"
    r"눈 ?뜨|깨어나|깨지|안 ?깨|못 ?깨|혼자|외로|울고|울었|눈물|자해|약|세상|살기 ?싫|사는 ?게"
)


def _disappear_into_bed(cleaned: str, finding: _Finding) -> bool:
    if finding.detail != "self_harm":
        return False
    text = _light(cleaned)
    span = _light(cleaned[finding.start : finding.end])
    if not re.search(r"disappear|vanish|사라지", span):
        return False
    if _BED_NOT_ONLY.search(text) or not _BED_REST.search(text):
        return False
    after = _light(cleaned[finding.end : finding.end + 40])
    before = _light(cleaned[max(0, finding.start - 14) : finding.start])
    return bool(_INTO_BED_AFTER.match(after) or _INTO_BED_BEFORE.search(before))


# Round 99 (fresh105-0137, a water fast said not to be done): a fast refused ahead - the fast's
# word (a water, juice or detox fast too), at most a topic particle or 같은 건 / 따위는 ("such
# a thing"), a word of degree, then 안 and a coming or intended form of 하다 (안 할 거예요, 안
# 할게요, 안 할래요, 안 하려고요, 안 할 생각이에요), or round 78's finished forms after 같은 건 -
# is a refusal, as round 78's denial is. Not a refusal for now only (아직, 지금은, 이번 주는, as
# round 78), nor one that says a fast was done before (다시는, 이제, 더 이상, 또, 앞으로는), nor a
# condition or a question (안 할 거면, 안 할 거예요?); any other eating risk in the text is its own
# finding and still holds.
_FAST_REFUSED_AHEAD = re.compile(
    r"(?<![가-힣])(?:물|주스|효소|레몬|디톡스|해독|원푸드)?(?:단식|금식)"
    r"(?: ?같은 ?(?:건|거|것은|거는|건요)| ?따위는|은|는|도|까지는)? ?"
    r"(?:아예|전혀|절대|절대로|따로|굳이|진짜|정말)? ?안 ?"
    r"(?:할 ?(?:거|꺼)(?:예요|에요|야|임|다|고요|구요)|할 ?겁니다|할게요|할께요|할래요|"
    r"하려고요|하려구요|하려고 ?해요|할 ?생각(?:이에요|입니다|이에여|임)?|"
    r"할 ?계획(?:이에요|입니다|임)?|할 ?예정(?:이에요|입니다|임)?|"
    r"(?<=같은 건 안 )(?:해요|함|합니다)|(?<=같은건 안 )(?:해요|함|합니다)|"
    r"(?<=같은 거 안 )(?:해요|함|합니다)|(?<=같은거 안 )(?:해요|함|합니다))"
    r"(?![가-힣]|\?| ?\?)"
)
_FAST_DONE_BEFORE = re.compile(r"다시는|다신|이제|더 ?이상|더는|또|앞으로는")


def _fast_refused_ahead(cleaned: str, finding: _Finding) -> bool:
    """Round 99: a fast refused ahead (``물단식 같은건 안할거에요``): the finding is the fast's
    word at the start of that refusal."""
    if finding.rule != "S4":
        return False
    start = max(0, finding.start - 30)
    window = _light(cleaned[start : finding.end + 40])
    for found in _FAST_REFUSED_AHEAD.finditer(window):
        if found.start() <= finding.start - start + 3 and found.end() >= finding.end - start:
            before = window[max(0, found.start() - 12) : found.start()]
            said = before + found.group()
            return not (_FAST_NOT_DONE_YET.search(said) or _FAST_DONE_BEFORE.search(said))
    return False


# Round 99 (fresh105-0151, fresh96-0151: a trainer's note of a client who drank too much at
# a year-end party or a company dinner last night): heavy drinking on one occasion - 과음 or 폭음
# with, in its sentence, the one night or the one event it happened at (어제, 어젯밤, 지난
# 주말, 회식, 송년회, 결혼식, 생일, 뒤풀이, 술자리 ...) - is not heavy daily drinking (S5): the
# labels clear one night's drinking too much ("drank too much soju yesterday because of a company
# dinner"). Not when the text says it recurs or lasts anywhere (매일, 맨날, 마다, 연속, 자주, 또,
# 요즘, 며칠, 이번 주, 주 2회 or more, every, again, daily), nor with a word of dependence
# (중독, 의존, 해장술, 아침부터); another S5 word of the text (술 매일, a medicine) is its own
# finding and still holds.
_HEAVY_DRINKING = re.compile(r"과음|폭음")
_ONE_OCCASION = re.compile(
    r"어제|어젯밤|엊그제|그저께|그제|지난 ?밤|전날|지난 ?주말|주말에|[월화수목금토일]요일에|"
    r"회식|송년회|망년회|신년회|종무식|시무식|결혼식|피로연|생일|생파|파티|뒤풀이|동창회|모임|"
    r"술자리|환영회|환송회|송별회|워크숍|워크샵|집들이|명절|돌잔치|체육대회|엠티|\bmt\b"
)
_DRINKING_RECURS = re.compile(
    r"매일|날마다|맨날|만날|매번|매주|마다|연속|연일|연달아|계속|자주|또|요즘|요새|최근|며칠|"
    r"째|습관|항상|거의|이번 ?주|이틀|사흘|나흘|주 ?[2-7] ?(?:회|번)|일주일에 ?[2-7]|"
    r"중독|의존|해장술|아침부터|\bevery\b|\bagain\b|\bdaily\b|\bnightly\b"
)


def _one_night_of_drinking(cleaned: str, finding: _Finding) -> bool:
    """Round 99: 과음 or 폭음 on one night or at one event, nowhere said to recur."""
    if finding.rule != "S5":
        return False
    if not _HEAVY_DRINKING.match(_light(cleaned[finding.start : finding.end + 2])):
        return False
    light = _light(cleaned)
    if _DRINKING_RECURS.search(light):
        return False
    sentence = next((t for o, t in _sentences(cleaned) if o <= finding.start < o + len(t)), "")
    return bool(_ONE_OCCASION.search(_light(sentence)))


# Round 42: a wish to die relayed as another person's speech - "죽고 싶다는 말까지 해서", "죽고
# 싶대요", "she told me she wanted to end it all" - whose teller is named in that sentence before
# it or in the sentence right before ("친구가 요즘 많이 힘들대요. 죽고 싶다는 말까지 해서 ...",
# "My best friend's been in a dark place. She told me ..."): the other person's, not the
# customer's. Only speech (말, 얘기, 했다, told, said) - "죽고 싶다는 생각" is the speaker's own
# thought and holds; not with the customer in either sentence (저, 나, 회원, client, I want), nor
# with the customer joining in anywhere (저도, 나도, me too, same here).
_RELAYED_AFTER = re.compile(
    r"^[가-힣]{0,3}?(?:(?:다|라)는 ?(?:말|얘기|이야기|소리|문자|메시지|카톡|톡)|"
    r"(?:다|라)고 ?(?:했|하더|하네|하길|하면서|말|그러)|(?:대요|래요|댔|다네|다더))"
)
_RELAYED_BEFORE = re.compile(
    r"\b(?:she|he|they)\b[^.!?]{0,30}\b(?:told|said|says|texted|messaged|admitted|mentioned)\b"
    r"[^.!?]{0,15}\b(?:she|he|they)(?: (?:really|just|still|kind of))?\s*$"
)
_THE_CUSTOMER_HERE = re.compile(
    r"저는|제가|저도|나도|내가|나는|회원|고객|본인|\bclient|\bcustomer|\bmember\b|"
    r"\bi (?:want|wanted|feel|felt|think|have|had|ve|m|am)\b|\bmyself\b"
)
_JOINS_THE_WISH = re.compile(r"저도|나도|\bme too\b|\bsame here\b|\bi do too\b|\bso do i\b")


def _wish_relayed_of_another(cleaned: str, finding: _Finding) -> bool:
    if finding.detail != "self_harm" or _JOINS_THE_WISH.search(_light(cleaned)):
        return False
    sentences = _sentences(cleaned)
    number = next(
        (n for n, (o, t) in enumerate(sentences) if o <= finding.start < o + len(t)), None
    )
    if number is None:
        return False
    offset, sentence = sentences[number]
    before = sentence[: finding.start - offset]
    after = _light(cleaned[finding.end : offset + len(sentence)])
    relayed = bool(_RELAYED_AFTER.match(after)) or bool(_RELAYED_BEFORE.search(_light(before)))
    if not relayed or _THE_CUSTOMER_HERE.search(_light(before)):
        return False
    previous = sentences[number - 1][1] if number > 0 else ""
    if _THE_CUSTOMER_HERE.search(_light(previous)):
        return False
    return (bool(before.strip()) and _names_another(before)) or (
        bool(previous.strip()) and _names_another(previous)
    )


# Round 44 (fresh43-tune): ``ㅈㅅ`` has two readings, 자살 and 죄송. It stays S1 (fail closed)
# unless the words around it in its own sentence plainly make it the apology: it stands bare (not
# ``ㅈㅅ각``, ``ㅈㅅ하고``), and the sentence is about a late or missed reply or arrival ("ㅈㅅ 어제
# 답장 못드렸어요 야근ㅠ", "늦어서 ㅈㅅ") with no word of a thought, a wish, a way or a plan
# (생각, 싶, 충동, 방법, 시도, 자꾸) - an apology that then says a wish to die holds by its own
# words.
_INITIALISM = unicodedata.normalize("NFKC", "ㅈㅅ")
_APOLOGY_FOR = re.compile(
    r"답장|답(?:이|을|도)? ?(?:늦|못|안 ?(?:하|했|드)|이제)|"
    r"연락(?:이|을|도)? ?(?:늦|못|안 ?(?:하|했|드)|이제)|"
    r"(?:카톡|톡|문자|메시지|메세지|dm|체크인|확인)(?:이|을|도)? ?(?:늦|못|이제|깜빡)|"
    r"늦(?:어서|었|게|음|은|네)|지각|깜빡|"
    # Round 50 (fresh47-tune): an apology for one's own message - a boast, a rant, an aside
    # ("거울 속 내가 너무 멋있어서 기절할 뻔ㅋㅋ 자뻑 ㅈㅅ", "tmi ㅈㅅ", "징징 ㅈㅅ").
    r"자뻑|\btmi\b|뻘글|뻘소리|징징|도배|헛소리|투정|잡담|사담"
)
_INITIALISM_RISK = re.compile(
    r"생각|싶|시퍼|충동|방법|시도|계획|각\b|자꾸|맨날|매일|계속|죽|끝내|끝낼|사라|없어지|유서|"
    r"진심|장난 ?(?:아니|아님)|농담 ?(?:아니|아님)|\bthink|\bthought|\bwant"
)


def _initialism_as_apology(cleaned: str, finding: _Finding) -> bool:
    if finding.detail != "self_harm":
        return False
    if unicodedata.normalize("NFKC", cleaned[finding.start : finding.end]) != _INITIALISM:
        return False
    following = cleaned[finding.end : finding.end + 1]
    if following and (
        "가" <= following <= "힣" or (following.isalpha() and following not in "ㅠㅜㅋㅎ")
    ):
        return False  # ``ㅈㅅ각``, ``ㅈㅅ하고``: a word built on it, not the bare apology
    sentence = next((t for o, t in _sentences(cleaned) if o <= finding.start < o + len(t)), "")
    light = _light(sentence)
    return bool(_APOLOGY_FOR.search(light)) and not _INITIALISM_RISK.search(light)


# Round 50 (fresh47-tune): a near-faint whose cause, right before it, is delight - a look, a
# laugh, a taste, a cute sight ("거울 속 내가 너무 멋있어서 기절할 뻔ㅋㅋ", "귀여워서
# 쓰러질 뻔") - is a hyperbole, as "기절할 만큼 맛있었음" always was. Only the near-miss (뻔),
# only with the cause joined to it (an intensifier between at most); a flutter (설레서), heat
# or effort stays a warning sign, and a faint that happened ("기절했어요") is never cleared.
_DELIGHT_CAUSE = re.compile(
    r"(?:멋있어서|멋져서|예뻐서|이뻐서|귀여워서|잘생겨서|웃겨서|맛있어서|감동해서|감동받아서)"
    r"(?:진짜|완전|거의|너무|넘|정말|그냥)?$"
)
_NEAR_FAINT = re.compile(r"^(?:기절|쓰러)(?:할|질)?뻔")


# Round 59 (fresh55-0132, "너무 웃겨서 배아파 죽는줄ㅋㅋㅋ"): a belly aching from laughter is the
# idiom, not pain - only 배 right after the laughter (웃겨서, 웃다가, 웃느라, 빵 터져서), only the
# ache word itself, and nothing in the text of a real belly complaint (a clinic, diarrhoea,
# vomiting, medicine, still or all the time).
_LAUGHED_BELLY = re.compile(
    r"(?:웃겨서|웃겨가지고|웃다가|웃느라|웃어서|너무웃어|빵터져서|빵터지고)"
    r"(?:너무|진짜|넘|완전|ㅋ)*배(?:가|이)?(?:너무|진짜|넘|완전)*$"
)
_REAL_BELLY = re.compile(r"병원|설사|구토|토했|토할|토하|약|계속|아직|체했|체한|장염|식중독")


# Round 67 (fresh65-0071, "I used to take fat burners back in college, haven't touched them in
# years"): a drug the customer used to take, given up years ago in so many words, is a past
# resolved use - S5 findings only, 'used to' or 'back in' before the drug in its sentence and an
# explicit stop measured in years; never with the use current or back ("again", "back on",
# "lately", "now", "this week", "started").
_USED_TO = re.compile(r"\bused to\b|\bback in (?:college|uni|high ?school|school|the day)\b")
_GIVEN_UP_YEARS_AGO = re.compile(
    r"\bhaven['’]?t (?:touched|taken|used|had|done) (?:them|it|those|any|one)?(?: since)? ?"
    r"(?:in|for) (?:years|ages|a decade|\d+ years|(?:two|three|four|five|ten) years)\b|"
    r"\b(?:quit|stopped|gave (?:them|it) up)(?: (?:them|it|those))? (?:years|ages|a decade|"
    r"\d+ years|(?:two|three|four|five|ten) years) ago\b"
)
# Round 69 (round 67's left probe, "예전에 ... 먹었는데 끊은 지 몇 년"): the same in Korean - a
# time gone by before the drug (예전에, 옛날에, 대학 때, 학생 때, 20대 때, 젊을 때) and the stop
# measured in years (끊은 지 몇 년, 안 먹은 지 5년, 3년 전에 끊었).
_USED_TO_KO = re.compile(r"예전에|옛날에|대학 ?때|학생 ?때|[1-9]0대 ?때|젊을 ?때|학창 ?시절")
_GIVEN_UP_YEARS_AGO_KO = re.compile(
    r"(?:끊은|끊고|안 ?먹은|손 ?뗀|그만둔|그만 ?먹은) ?(?:지|지가) ?"
    r"(?:몇|수|[1-9]\d?|한|두|세|네|다섯|십) ?년|"
    r"(?:몇|수|[1-9]\d?|한|두|세|네|다섯|십) ?년 ?(?:전에|전|째) ?"
    r"(?:끊었|끊음|끊고|안 ?먹|손 ?뗐|그만)"
)
_USE_CURRENT_KO = re.compile(
    r"요즘|다시|또 |최근|지금도|아직|이번 ?주|시작|먹고 ?있|먹는 ?중|복용 ?중|생각 ?중"
)
_USE_CURRENT = re.compile(
    r"\bagain\b|\bback on\b|\blately\b|\bnow\b|\bthis (?:week|month)\b|\bstart(?:ed|ing)\b|"
    r"\bthinking (?:of|about)\b|\bcurrently\b|\brecently\b"
)


def _drug_given_up_long_ago(cleaned: str, finding: _Finding) -> bool:
    if finding.rule != "S5":
        return False
    light = _light(cleaned)
    for start, sentence in _light_sentences(cleaned):
        if start <= finding.start < start + len(sentence):
            before = sentence[: finding.start - start]
            break
    else:
        return False
    english = (
        bool(_USED_TO.search(before) or _USED_TO.search(light[finding.end : finding.end + 30]))
        and bool(_GIVEN_UP_YEARS_AGO.search(light))
        and not _USE_CURRENT.search(light)
    )
    korean = (
        bool(_USED_TO_KO.search(before))
        and bool(_GIVEN_UP_YEARS_AGO_KO.search(light))
        and not _USE_CURRENT_KO.search(light)
    )
    return english or korean


# Round 69 (fresh67-0152, "손목 깁스 풀었어요! 이제 하나도 안 아파요"): a cast taken off, with no
# pain now in so many words, is an injury healed - a past resolved event. Only 깁스, only with
# the cast's removal right after it and a present all-clear after that; never with the pain
# still there or back, or swelling, stiffness or discomfort named anywhere.
_CAST_OFF = re.compile(
    r"^(?:를|은|는|도)?(?:드디어|오늘|어제|이제|드뎌)?(?:풀었|풀었어|풀고|풀렀|뺐|제거했|벗었|뗐)"
)
_PAINLESS_NOW = re.compile(
    r"(?:이제|지금은?|현재)(?:는)?(?:하나도|전혀|다|완전|진짜)?(?:안아파|안아프|괜찮|멀쩡|통증없)"
)
_CAST_STILL = re.compile(
    r"아직|다시|또|여전|붓|부어|부었|시큰|욱신|저려|저리|뻣뻣|불편|찌릿|통증있|아파서"
)


def _cast_off_and_painless(cleaned: str, finding: _Finding) -> bool:
    if finding.rule != "S2" or "깁스" not in cleaned[finding.start : finding.end]:
        return False
    light = "".join(_light(cleaned).split())
    rest = "".join(_light(cleaned[finding.end :]).split())
    found = _CAST_OFF.match(rest)
    return (
        found is not None
        and _PAINLESS_NOW.search(rest, found.end()) is not None
        and not _CAST_STILL.search(light)
    )


def _spanned_without_sign(
    phrase: re.Pattern[str], sign: re.Pattern[str], text: str, at: int
) -> bool:
    """``at`` lies inside a match of the harmless ``phrase`` (an idiom, a question) and
    ``sign`` - what would make the finding real after all - is nowhere else in ``text``."""
    for found in phrase.finditer(text):
        if found.start() <= at < found.end():
            return not sign.search(text[: found.start()] + text[found.end() :])
    return False


def _without_spaces(cleaned: str, finding: _Finding) -> tuple[str, int]:
    """``cleaned`` without spaces, and the finding's place in it (Korean spacing varies)."""
    return "".join(cleaned.split()), len("".join(cleaned[: finding.start].split()))


# Round 70 (fresh69-0129, "숨 막히게 아름다운 산토리니 노을 ㅠㅠ"): breath said to stop
# at a sight's beauty - 숨 막히게 / 숨이 막힐 정도로 / 숨막힐 듯 + a word of beauty or
# awe, or 숨 막히는 + a view - is the idiom "breathtaking", not breathlessness. Only with the
# beauty word straight after the blocked breath, and never with a body sign (the chest,
# dizziness, a racing heart, a faint, breath short or hard) or care sought anywhere in the text.
_BREATHTAKING = re.compile(
    r"숨이?막(?:히게|히도록|힐정도로|힐만큼|힐듯이?|힐것같이|힐것처럼|혀버릴듯이?)"
    r"(?:진짜|너무|정말|넘|완전)?"
    r"(?:아름답|아름다운|아름다웠|아름다워|예쁘|예쁜|예뻤|예뻐|이쁘|이쁜|이뻤|이뻐|멋지|멋진|멋졌|"
    r"멋있|황홀|근사|웅장|경이|장엄|눈부시|눈부신|화려|장관|감동)|"
    r"숨이?막히는(?:풍경|경치|장관|야경|노을|절경|뷰|광경|비주얼|미모|일몰|일출|석양)"
)
_BREATH_SIGN = re.compile(
    r"가슴|어지|어질|쓰러|식은땀|심장|두근|기절|실신|호흡|숨\s*(?:이\s*)?(?:차|가빠|가쁘)|숨찼|"
    r"숨\s*(?:이\s*)?(?:안|못)\s*쉬|병원|응급|119|천식|흡입기"
)


def _breathtaking_beauty(cleaned: str, finding: _Finding) -> bool:
    if finding.rule != "S1" or finding.detail != "breathing":
        return False
    return _spanned_without_sign(_BREATHTAKING, _BREATH_SIGN, *_without_spaces(cleaned, finding))


# Round 70 (fresh68-0107, "머리 아픈 팀플 드디어 끝났어요"): 머리 아픈 said before a task, a problem
# or a matter - a team project, homework, paperwork, a situation - is the idiom "a headache of a
# task", not the head hurting. Only 머리(가) 아픈 straight before such a noun; never with the head's
# pain said otherwise (두통, 편두통, 머리가 아파, 지끈, 깨질), or a body sign, anywhere in the text.
_TASK_HEADACHE = re.compile(
    r"머리(?:가)?아픈(?:팀플|팀프로젝트|과제|숙제|문제|일|상황|업무|프로젝트|보고서|서류|회의|결정|"
    r"고민|계산|정산|수학|행정|절차|시험|공부|논문|코딩|버그|민원|협상|인간관계|관계|이슈|과목)"
)
_HEAD_HURTS = re.compile(
    r"두통|편두통|머리(?:가)?(?:아파|아팠|아프|아픔|지끈|깨질|띵|울려)|지끈|어지|어질|토할|구토|"
    r"메스꺼|열이|열나|약먹|진통제|타이레놀"
)


def _headache_of_a_task(cleaned: str, finding: _Finding) -> bool:
    if finding.rule != "S2":
        return False
    return _spanned_without_sign(_TASK_HEADACHE, _HEAD_HURTS, *_without_spaces(cleaned, finding))


# Round 70 (fresh68-0119, "i'm so OCD about my macros lol"): OCD said as a degree of fussiness -
# so / a bit / kinda / super / totally OCD about or with something - is the casual word for being
# particular, not the disorder named. Only the adjective after a degree word and before about,
# with or when; never with "my OCD", a diagnosis, treatment, medicine, a therapist, intrusive
# thoughts or compulsions anywhere in the text.
_OCD_FUSSY = re.compile(
    r"\b(?:so|such|a (?:bit|little|lil)|bit|lil|little|kinda|kind of|sorta|sort of|super|totally|"
    r"very|mega|hella|lowkey|low key|slightly|abit|too|extremely|rly|really) ocd "
    r"(?:about|with|when|abt|w/)\b",
    re.IGNORECASE,
)
_OCD_REAL = re.compile(
    r"\bmy ocd\b|diagnos|therap|treat|medic|meds\b|ssri|prescri|psychiatr|intrusive|compulsion|"
    r"ritual|can['’]?t stop|anxiety|강박|진단|약",
    re.IGNORECASE,
)


def _ocd_as_fussiness(cleaned: str, finding: _Finding) -> bool:
    if finding.rule != "S3" or cleaned[finding.start : finding.end].casefold() != "ocd":
        return False
    return _spanned_without_sign(_OCD_FUSSY, _OCD_REAL, cleaned, finding.start)


# Round 70 (fresh68-0113, "No pain reported. Client asked how to avoid back pain during long desk
# days"): pain asked about as something to prevent - how to / tips to / ways to avoid or prevent
# (a body part's) pain - names no pain the customer has. Only English, only the pain word inside
# that question; never with the pain said to be there, started, back or worse, or another pain
# word, anywhere else in the text.
_PAIN_TO_PREVENT = re.compile(
    r"\b(?:how (?:to|do i|can i|could i|should i|would i)|tips? (?:to|for|on)|ways? to|advice on|"
    r"asked about|help me|best way to) (?:avoid|avoiding|prevent|preventing|stop getting|not get)"
    r"(?: getting)? (?:\w+ ){0,2}?(?:pain|aches?|soreness|injur(?:y|ies))\b",
    re.IGNORECASE,
)
_PAIN_THERE = re.compile(
    r"\b(?:started|since|again|still|worse|already|flare\w*|hurt\w*|ach(?:e|es|ing|y)|sore|"
    r"twinge\w*|keeps?|came back|coming back|niggl\w*|tweak\w*|strain\w*|sprain\w*|swell\w*|"
    r"numb\w*|tingl\w*|stiff\w*)\b|아프|아파|통증",
    re.IGNORECASE,
)


def _pain_to_prevent(cleaned: str, finding: _Finding) -> bool:
    if finding.rule != "S2":
        return False
    return _spanned_without_sign(_PAIN_TO_PREVENT, _PAIN_THERE, cleaned, finding.start)


# Round 72 (fresh73-0059, "이별하고 맨날 울어서 눈이 퉁퉁 부었어요ㅋㅋ"): eyes swollen from crying
# - 울어서 / 울었더니 / 울다가 / 눈물 ... 눈(이) (퉁퉁) 부었어요, or the eyes first and the crying
# after - are tears, not an injury. Only the swelling of the eyes or the eyelids with the crying
# beside it; never with pain, an itch, redness that stays, a sty, a blow, a doctor or another
# swollen part anywhere else in the text.
_CRIED_EYES = re.compile(
    r"(?:울(?:어서|었더니|고나서|고|다가|다|었|어)|눈물(?:을|이)?(?:흘려서|흘렸더니|쏟|펑펑|나서)?|"
    r"오열|통곡|펑펑)"
    r"\S{0,14}?(?:눈|눈두덩|눈두덩이|눈꺼풀|눈가)(?:이|가|도|은|는|이가)?"
    r"(?:완전|엄청|너무|진짜|많이|좀|살짝|또)?(?:퉁퉁|팅팅|땡땡|탱탱)?"
    r"(?:부었|부어|붓|부음|부은|부운)|"
    r"(?:눈|눈두덩|눈두덩이|눈꺼풀|눈가)(?:이|가|도|은|는|이가)?"
    r"(?:완전|엄청|너무|진짜|많이|좀|살짝|또)?(?:퉁퉁|팅팅|땡땡|탱탱)?"
    r"(?:부었|부어|붓|부음|부은|부운)\S{0,14}?(?:울어서|울었더니|울었|울고|울다|눈물|오열|통곡)"
)
_EYE_SIGN = re.compile(
    r"아프|아파|아팠|통증|따가|따끔|가려|가렵|간지|충혈|빨개|빨갛|다래끼|결막|염증|안과|병원|"
    r"맞아|맞았|부딪|다쳐|다치|멍|시려|시리|침침|흐려|안보|안 ?보여|얼굴(?:이|도)?(?:퉁퉁)?부|"
    r"손|발|다리|무릎|발목|손목|입술|목(?:이|도)?부"
)


def _eyes_swollen_from_crying(cleaned: str, finding: _Finding) -> bool:
    if finding.rule != "S2":
        return False
    return _spanned_without_sign(_CRIED_EYES, _EYE_SIGN, *_without_spaces(cleaned, finding))


# The lead's probes of 2026-12-07, set 3 ("두드러기 가라앉았어요 알레르기약 먹고 괜찮아요"): an
# allergy pill (알레르기약, 항히스타민, 지르텍 ...) taken and the reaction said settled or the
# customer fine is an ordinary over-the-counter pill taken as meant, and a reaction that has
# passed - neither a drug misused (S5) nor, by the pill's name alone, a condition (S3). Only the
# finding inside the pill's name or its taking straight after it is cleared; never with more
# than one dose or a regular one, a sign still there (아직, 계속, 또, the throat, the breath) or
# an allergy named apart from the pill (its own finding holds).
_ALLERGY_PILL = re.compile(
    r"(?:알레르기|알러지) ?약|항히스타민(?:제)?|지르텍|알레그라|클라리틴|씨잘|페니라민|"
    r"\b(?:zyrtec|claritin|allegra|antihistamines?|cetirizine|loratadine|fexofenadine)\b",
    re.IGNORECASE,
)
_ALLERGY_SETTLED = re.compile(
    r"가라앉|들어갔|들어감|괜찮|나았|멀쩡|진정(?:됐|되|됨)|없어졌|사라졌|양호|\b(?:fine|ok|okay|"
    r"all good|settled|went away|gone|cleared up)\b"
)
_ALLERGY_STILL = re.compile(
    r"아직|계속|또|여전|매일|하루|자주|두 ?알|세 ?알|[2-9] ?알|몇 ?알|여러|목이|목구멍|숨|호흡|"
    r"붓|부어|부었|조여|조이|어지러|\b(?:still|again|daily|every|two|three|several|throat|"
    r"breath\w*|swell\w*|[2-9])\b"
)


def _allergy_pill_settled(cleaned: str, finding: _Finding) -> bool:
    if finding.rule not in ("S3", "S5"):
        return False
    light = _light(cleaned)
    if not _ALLERGY_SETTLED.search(light) or _ALLERGY_STILL.search(light):
        return False
    return any(
        pill.start() <= finding.start <= pill.end() + 2 for pill in _ALLERGY_PILL.finditer(cleaned)
    )


# Round 74 (fresh77-0139, "어제 본 뮤지컬 2막에서 심장 찢어지는 줄.. 너무 슬퍼서 엉엉 울었어요"):
# the heart, the chest or the mind said to tear (심장 / 가슴 / 마음 + 찢어지 / 찢기) with
# sorrow said in the text - sad, crying, tears, moved, a parting - is heartbreak, the idiom the
# policy names ("drama that breaks my heart"), not a torn muscle. Only with the tearing word
# straight after the heart (a particle or a degree word between), only with the sorrow said, and
# never with a pain, a body sign, the breath, a muscle or a lift anywhere else in the text (fail
# closed).
_HEART_TORN = re.compile(
    r"(?:심장|가슴|마음)(?:이|가|은|는|도)?(?:진짜|정말|너무|완전|막|그냥|다)?"
    r"찢(?:어지|어질|어졌|어져|어진|기|겨|겼|긴)"
)
_SORROW = re.compile(
    r"슬퍼|슬프|슬펐|슬픈|울었|울어|울고|울면서|울다|울컥|울먹|눈물|오열|엉엉|펑펑|먹먹|서럽|서러|"
    r"감동|이별|헤어지|헤어졌|떠나보내|떠나보냈|그리워|그리움|안타까|"
    # Round 84 (fresh91-0159, a grandchild failing a test, "제 가슴이 찢어지는줄ㅠㅠ"): the
    # crying face typed (ㅠㅠ, ㅜㅜ) and dismay (속상, 실망, 안쓰럽, 짠하) are sorrow said.
    r"[ㅠㅜ]{2}|속상|실망|안쓰러|안쓰럽|짠하|짠해|짠했"
)
_HEART_TORN_SIGN = re.compile(
    r"아프|아파|아팠|아픔|통증|쑤시|쑤셔|결리|결려|뻐근|욱신|찌릿|콕콕|쿡쿡|근육|인대|힘줄|파열|흉근|"
    r"벤치|푸시업|덤벨|바벨|숨|호흡|답답|조이|조여|조임|짓누|두근|벌렁|어지|어질|식은땀|쓰러|기절|"
    r"실신|병원|응급|119|왼팔|팔저|저리|저려|pain|hurt"
)


def _heartbreak(cleaned: str, finding: _Finding) -> bool:
    if finding.rule != "S2":
        return False
    text, at = _without_spaces(cleaned, finding)
    return bool(_SORROW.search(text)) and _spanned_without_sign(
        _HEART_TORN, _HEART_TORN_SIGN, text, at
    )


# Round 77 (fresh80-0045): 붓다 with a substance poured - a cleaner, a medicine, water, oil,
# fertiliser, soil or paint straight before 붓 / 부었 / 부어 (a particle or a degree word
# between) - is the transitive "pour", not the intransitive "swell", which takes no object.
# Never with pain, a swelling word, a burn or care sought, nor a body part named (발목 약 부었어요
# is "slightly swollen"), anywhere else in the text (fail closed).
_POURED = re.compile(
    r"(?:약|세제|락스|표백제|식초|베이킹소다|과탄산소다|과탄산|소다|물|뜨거운물|끓는물|기름|"
    r"비료|퇴비|영양제|흙|상토|모래|시멘트|페인트|우유|소주|술)"
    r"(?:을|를|도|좀|만|까지)?(?:다|좀|한통|반통|잔뜩|콸콸|듬뿍|쫙|왕창|한가득)?"
    r"(?:부었|붓고|붓는|부어|부으|부을|부은|붓기전|붓자|붓다)"
)
_POURED_SIGN = re.compile(
    r"아프|아파|아팠|아픔|통증|퉁퉁|부기|붓기|땡땡|부종|염증|쑤시|쑤셔|욱신|저리|저려|따가|화끈|"
    r"데였|데여|데인|화상|물집|다쳤|다친|병원|응급|알레르기|두드러기|배(?:이|가|은|는|도)|"
    r"얼굴|눈|발목|무릎|다리|손|발|종아리|팔|손목|발등|허벅지|입술|눈두덩|눈꺼풀|잇몸|편도|목|"
    r"혀(?:가|는|도|끝)|어깨|허리|정강이|관절|뒤꿈치|림프"
)


def _poured(cleaned: str, finding: _Finding) -> bool:
    if finding.rule != "S2":
        return False
    text, at = _without_spaces(cleaned, finding)
    return _spanned_without_sign(_POURED, _POURED_SIGN, text, at)


# Round 72 (fresh72-0052, "다음주엔 강도 올려도 될거같아요 물리치료 졸업했거든요!"): a course of
# physical, manual or rehabilitation therapy said finished - 졸업했 / 끝났 / 끝냈 / 마쳤 / 종료 - is
# an injury healed, as "재활 끝났어요" already reads. Only the therapy word with its ending
# straight after it; never with pain (other than denied, 안 아파), a sign, the trouble still, again
# or back, or more therapy booked anywhere else in the text.
_THERAPY_FINISHED = re.compile(
    r"(?:물리치료|도수치료|재활치료)(?:는|도|가|이|를|을)?"
    r"(?:다|드디어|무사히|완전히|오늘로|이번주로|이제|벌써)?"
    r"(?:졸업|끝났|끝남|끝냈|끝나서|끝나고|마쳤|마침|마무리했|종료)"
)
_THERAPY_STILL = re.compile(
    r"(?<!안)(?:아프|아파|아팠|아픔)|통증(?!없|0|x|X|없음)|쑤시|쑤셔|결려|결리|뻐근|저려|저리|욱신|"
    r"찌릿|시큰|붓|부었|부어|불편|아직|다시|또|재발|도졌|심해|악화|예약|다음주에?또|추가|연장"
)


def _therapy_finished(cleaned: str, finding: _Finding) -> bool:
    if finding.rule != "S2":
        return False
    return _spanned_without_sign(
        _THERAPY_FINISHED, _THERAPY_STILL, *_without_spaces(cleaned, finding)
    )


# Session 22 (the lead's probes): the same idiom said the other way round - the belly's ache
# or tearing as the degree of the laughter that follows it ("배가 아플 정도로 웃었어요", "배
# 아프게 웃었어요", "배가 찢어지게 웃었어요") - only 배 right before the ache, only a degree
# ending (-ㄹ 정도로, -ㄹ 만큼, -게, -도록) joining it to 웃 at once.
_BELLY_BEFORE = re.compile(r"배(?:가|이)?(?:너무|진짜|넘|완전)*$")
_DEGREE_OF_LAUGHING = re.compile(r"^(?:[을ㄹ]?(?:정도로|만큼|지경으로)|어지게|게|도록)웃")


def _belly_ache_from_laughing(cleaned: str, finding: _Finding) -> bool:
    said = cleaned[finding.start : finding.end]
    if finding.rule != "S2" or said not in ("아파", "아팠", "아프", "아플", "찢어지"):
        return False
    before = "".join(cleaned[max(0, finding.start - 20) : finding.start].split())
    after = "".join(cleaned[finding.end : finding.end + 12].split())
    laughed_first = said != "찢어지" and _LAUGHED_BELLY.search(before)
    if said == "아플" and laughed_first and not after.startswith("뻔"):
        laughed_first = None  # "웃다가 배 아플 때가 있어요": a belly that can ache, not the idiom
    degree = _BELLY_BEFORE.search(before) and _DEGREE_OF_LAUGHING.match(
        after if said != "아플" else "ㄹ" + after
    )
    return bool(laughed_first or degree) and not _REAL_BELLY.search(cleaned)


def _delight_faint(cleaned: str, finding: _Finding) -> bool:
    if finding.detail != "fainting":
        return False
    after = "".join(cleaned[finding.start : finding.start + 12].split())
    before = "".join(cleaned[max(0, finding.start - 16) : finding.start].split())
    return bool(_NEAR_FAINT.match(after)) and bool(_DELIGHT_CAUSE.search(before))


# Round 56 (fresh52-0125, ``애기 재우다 나도 같이 기절함ㅋㅋ 9시간 꿀잠``): 기절 said of sleep -
# fell asleep at once and slept hard (기절하듯 잤다, 기절잠, 기절 + 꿀잠/숙면/N시간 잠) - is the
# idiom, not a faint: only 기절, only when its sentence names sleep as what happened, and
# nothing in the text of a real faint (쓰러지다, 정신을 잃다, 의식, 실신, 119, dizziness, a cold
# sweat, a knock to the head).
_SLEEP_AS_FAINT = re.compile(
    r"꿀잠|숙면|꿀 ?잤|잠들|잠 ?들|잤|자 ?버렸|자버림|재우|기절 ?(?:하듯|한 ?듯|잠|수면)|"
    r"\d+ ?시간 ?(?:동안 ?)?(?:잠|자|숙면)|눕자 ?마자|베개"
)
_REAL_FAINT = re.compile(
    r"쓰러|정신 ?(?:을|이)? ?(?:잃|없|나가)|의식|실신|119|응급|어지러|어지럽|어질|핑 ?(?:돌|도)|"
    r"식은땀|머리 ?(?:를|가)? ?(?:박|부딪)|부딪|눈앞|창백|구급"
)


def _faint_as_sleep(cleaned: str, finding: _Finding) -> bool:
    if finding.detail != "fainting" or "기절" not in cleaned[finding.start : finding.end]:
        return False
    sentence = next(
        (t for o, t in _light_sentences(cleaned) if o <= finding.start < o + len(t)), ""
    )
    return bool(_SLEEP_AS_FAINT.search(sentence)) and not _REAL_FAINT.search(_light(cleaned))


# Round 85 (fresh92-0111, "쓰러질 뻔할 정도로 바빴어요ㅋㅋ 병동 풀베드"): a faint named only as the
# measure of how busy the customer was (쓰러질 정도로 바빴다, 기절할 만큼 정신없었다, 쓰러지기
# 직전까지 바빴어요) is the idiom, as fresh57-0014's "죽을 만큼 바빠요" is harmless - the faint word
# straight before 정도로 / 만큼 / 지경 and then busy (바쁘, 바빴, 정신없, 일이 많). Only that
# fainting finding, and only when nothing in the text says a real faint or its signs (쓰러졌,
# 어지러, 핑 돌, 식은땀, 눈앞 ... round 56's _REAL_FAINT, with 쓰러 itself left out of it here
# since the idiom is 쓰러질).
_BUSY_FAINT = re.compile(
    r"^(?:쓰러질|쓰러지기|기절할|기절하기|실신할)(?:뻔할|뻔한|것같을|것같은|듯한|듯|직전|일보직전)?"
    r"(?:까지|정도로|정도|만큼|지경으로|지경|지경까지)(?:로)?(?:너무|엄청|진짜|넘)?"
    r"(?:바쁘|바빴|바빠|바쁜|바쁨|정신없|정신이없|일이많|일많)"
)
_REAL_FAINT_NOT_IDIOM = re.compile(
    r"쓰러졌|쓰러짐|쓰러져|정신 ?(?:을|이)? ?(?:잃|나가)|의식|실신했|119|응급|어지러|어지럽|어질|"
    r"핑 ?(?:돌|도)|식은땀|머리 ?(?:를|가)? ?(?:박|부딪)|부딪|눈앞|창백|구급|숨"
)


def _busy_faint(cleaned: str, finding: _Finding) -> bool:
    if finding.detail != "fainting":
        return False
    after = "".join(_light(cleaned[finding.start : finding.start + 24]).split())
    return bool(_BUSY_FAINT.match(after)) and not _REAL_FAINT_NOT_IDIOM.search(_light(cleaned))


# Family B's S4 twin: 마음 (을) 먹다 is "to make up one's mind", not eating - an eating finding
# whose 먹 has 마음 / 맘 as its object straight before (나쁜 마음 먹을까 봐 무서워요, 독한 맘 먹을까
# 봐) is no fear of eating; food named in the text keeps it (fail closed).
_MIND_BEFORE = re.compile(r"(?:마음|맘)(?:을|를)?$")
_FOOD_NAMED = re.compile(
    r"밥|음식|식사|끼니|간식|야식|먹는 ?게|먹는 ?거|먹기|살찔|살 ?찔|칼로리|체중|몸무게"
)


def _mind_made_up(cleaned: str, finding: _Finding) -> bool:
    if finding.rule != "S4" or not cleaned[finding.start : finding.end].startswith("먹"):
        return False
    before = "".join(_light(cleaned[max(0, finding.start - 8) : finding.start]).split())
    return bool(_MIND_BEFORE.search(before)) and not _FOOD_NAMED.search(_light(cleaned))


# The lead's probe gaps, set 13 (family B): a fall or a knock told with no injury in so many
# words after it - 넘어졌는데 안 다쳤어요, 자전거 타다 넘어졌는데 멀쩡해요, 부딪혔는데 다친 데
# 없어요, 상처 하나 없어요 - is no injury; a fall with no word on injury at all stays held as
# before. Only the fall's own finding (the text is read again without it, so any other hurt
# holds), and never with a hurt, a mark or care named anywhere in the text (아프, 멍, 까졌,
# 부었, 시큰, 병원 ...), the head (a knock there wants watching), an all-clear only for now or
# mistaken (일단, 아직은, 지금은, 괜찮은 줄 알았는데), a later turn (근데, 다음날, 자고
# 일어나니) or a question: a real reader would ask (fail closed).
_FALL_WORD = re.compile(r"넘어|부딪|자빠|미끄러|굴렀|엎어")
_UNHURT_AFTER = re.compile(
    r"(?:(?:하나도|전혀|아무 ?(?:데|곳)도|다행히|크게)? ?안 ?다쳤|"
    r"다친 ?(?:데|곳|거|건)(?:는|도|은)? ?"
    r"(?:하나도|전혀|1도)? ?없|멀쩡|무사|상처 ?(?:하나|1)?(?:도|는)? ?없|아무렇지 ?(?:도)? ?않|"
    r"(?:다행히|다행이|몸은|몸도|완전|진짜|전혀|다) ?괜찮)(?![가-힣]*(?:나요|는지|을까|ㄹ까|지\b))"
)
_HURT_SAID_OR_DOUBTED = re.compile(
    r"아프|아파|아팠|아픈|통증|멍|까지|까졌|까짐|피 ?(?:가|나|났)|피멍|부었|붓|부어|삐|접질|욱신|"
    r"시큰|찌릿|저리|저려|쑤시|결리|뻐근|절뚝|절었|깁스|병원|정형외과|응급|엑스레이|골절|금 ?갔|"
    r"인대|상처(?! ?(?:하나|1)?(?:도|는)? ?없)|머리|뒤통수|이마|얼굴|목이|허리|어지|기절|쓰러|정신|"
    r"일단|아직|지금은|당장은|줄 ?알았|근데|그런데|하지만|다음 ?날|자고 ?일어나|나중에|모르|\?"
)


def _fall_unhurt(cleaned: str, finding: _Finding) -> bool:
    if finding.rule != "S2" or not _FALL_WORD.match(cleaned[finding.start : finding.end]):
        return False
    light = _light(cleaned)
    after = _light(cleaned[finding.end :])
    return bool(_UNHURT_AFTER.search(after)) and not _HURT_SAID_OR_DOUBTED.search(light)


# The lead's probe gaps of 2026-12-07, set 10 (family C): a wish to die, vanish or let go used as
# the degree of an ordinary state - the wish straight before 을 / ㄹ 만큼, 정도로, 지경으로, then
# embarrassed, busy, tired, sleepy, full, hungry or bored (사라지고 싶을 만큼 창피했어요, 다 놓고
# 싶을 만큼 바빴지만, 죽고 싶을 만큼 피곤했는데 그래도 갔어요) - is the idiom, as round 85's busy
# faint is. Only that self-harm finding, and never when the text says distress beside it (힘들,
# 괴롭, 우울, 외롭, 지쳐, 슬프, 버티 ...) - 죽고 싶을 만큼 힘들어요 keeps S1: a life's hardship is
# no ordinary state (fail closed).
_WISH_AS_DEGREE = re.compile(
    r"^(?:을|ㄹ)?(?:만큼|만치|정도로|정도|지경으로|지경)(?:로)?"
    r"(?:너무|엄청|진짜|정말|넘|완전|개|좀|많이|겁나|미친듯이)?"
    r"(?:창피|부끄|민망|쪽팔|바쁘|바빴|바빠|바쁜|바쁨|정신없|피곤|졸리|졸려|졸렸|졸린|"
    r"배부르|배불|배고프|배고팠|배고파|배고픈|지루|심심)"
)
_DISTRESS_BESIDE = re.compile(
    r"힘들|힘드|힘듦|힘겹|괴롭|괴로|우울|외롭|외로|지쳐|지쳤|지치|슬프|슬퍼|슬펐|비참|절망|"
    r"무기력|버티|버틸|살기|사는 ?게|인생|삶|의미 ?없|불안|공황|눈물|울고|울었|자해|자살|"
    r"진심|진짜로|농담 ?아니|매일|맨날|요즘 ?계속"
)


def _wish_as_degree_of_a_plain_state(cleaned: str, finding: _Finding) -> bool:
    if finding.rule != "S1" or finding.detail != "self_harm":
        return False
    if not cleaned[finding.start : finding.end].rstrip().endswith(("싶", "시퍼")):
        return False
    after = "".join(_light(cleaned[finding.end : finding.end + 24]).split())
    return bool(_WISH_AS_DEGREE.match(after)) and not _DISTRESS_BESIDE.search(_light(cleaned))


# Family D: 유서 깊다, "historic" (유서 깊은 동네 맛집, 역사가 유서 깊어요) - 유서 with an adjective
# form of 깊다 after it (a subject particle between) - is no farewell note; 유서 같은 걸 써봤어요
# and 유서를 깊이 생각했어요 (깊이, an adverb) stay held.
_HISTORIC = re.compile(
    r"^(?:가|이|도|는)?(?:참|꽤|아주|무척|정말|되게|엄청)?깊(?:은|어|다|대|고|지|음|네|습|었|던)"
)


def _historic_yuseo(cleaned: str, finding: _Finding) -> bool:
    if finding.detail != "self_harm" or cleaned[finding.start : finding.end].strip() != "유서":
        return False
    after = "".join(_light(cleaned[finding.end : finding.end + 12]).split())
    return bool(_HISTORIC.match(after))


# Family E: an extreme plan the customer rejects - 극단적인 식단 / 다이어트 / 감량 followed by
# a refusal (은 안 하려고요, 은 안 할 거예요, 하지 않기로, 말고, 대신, 보다는, 은 피하려고요) - is
# no stated extreme manipulation; a refusal that is then conceded (안 하려고 했는데 결국), and any
# stated goal of its own (2주에 7키로) stay S6.
_EXTREME_REJECTED = re.compile(
    r"^(?:은|는|도|까지는|만큼은)?(?:절대|아예|굳이|이제|다시는|더는|더이상|진짜|정말)?"
    r"(?:안하|안할|안해|안했|안함|하지않|하지말|피하|피할|피해|말고|대신|보다는|보단|싫|no|x(?![a-z]))"
)
_REJECTION_CONCEDED = re.compile(r"는데|지만|으나|결국|그래도|근데|but")


def _extreme_plan_rejected(cleaned: str, finding: _Finding) -> bool:
    if finding.rule != "S6" or "극단" not in cleaned[finding.start : finding.end]:
        return False
    after = "".join(_light(cleaned[finding.end : finding.end + 30]).split())
    rejected = _EXTREME_REJECTED.match(after)
    if rejected is None:
        return False
    rest = after[rejected.end() :]
    return not _REJECTION_CONCEDED.search(rest[:10])


# A label answered "no" on its own ("pain: no.", "swelling - no"): the checklist's denial, as
# "pain: none" already read. Only S2, only when "no" ends the sentence: "pain: no change",
# "pain: no, but the knee aches" and "pain: not sure" stay held.
_LABEL_NO = re.compile(r"\s*[:：=\-–]\s*(?:no|nope|nah|negative|n)\s*(?:[.;!\n]|$)", re.IGNORECASE)


# Round 69 (fresh66-0110, "Back pain? none. Sleep? 7.5h. Mood? pretty good"): the term asked
# as a checklist's question and answered with nothing - only when the answer ends the text or
# the next checklist question follows ("pain? none... well actually a little" stays held), and
# no later answer names a symptom or says yes ("chest pain? none. dizzy? a little" stays held).
_LATER_SYMPTOM = re.compile(
    r"dizz|faint|breath|chest|heart|palpitat|numb|swell|swoll|hurt|ache|sore|injur|sprain|pain|"
    r"tight|stiff|\byes\b|\byeah\b|\byep\b|\bkinda\b|\bsorta\b|\ba (?:little|bit)\b|\bsome\b",
    re.IGNORECASE,
)
_ASKED_NO = re.compile(
    r"\s*\?\s*(?:none|nil|no|nope|nah|zero)[.;,!]*\s*(?:$|[a-z][a-z ]{0,20}\?)", re.IGNORECASE
)


def _label_answered_no(cleaned: str, finding: _Finding) -> bool:
    return finding.rule == "S2" and (
        _LABEL_NO.match(cleaned, finding.end) is not None
        or (
            (asked := _ASKED_NO.match(cleaned, finding.end)) is not None
            and not _LATER_SYMPTOM.search(cleaned, asked.end())
        )
    )


# The trainer naming themself as the one with the complaint ("Trainer (me) had a headache",
# "me (trainer) had a cold", "트레이너(본인) 두통"): the trainer's own, not the customer's. Only S2
# and S3, only in the marker's own sentence and with no word for the customer between the
# marker and the term ("Trainer (me) had a cold and the client's knee hurt" holds).
_TRAINER_SELF = re.compile(
    r"\b(?:trainer|coach|pt)\s*\(\s*(?:me|myself|i)\s*\)|"
    r"\b(?:i|me|myself)\s*\(\s*(?:the\s+)?(?:trainer|coach|pt)\s*\)|"
    r"트레이너\s*\(\s*(?:본인|나|저)\s*\)|(?:저|나|본인)\s*\(\s*트레이너\s*\)",
    re.IGNORECASE,
)
_CUSTOMER_WORDS = re.compile(
    r"\b(?:client|clients|customer|member|she|he|her|his|him|hers|they|them|their)\b|"
    r"회원|고객|님|그분",
    re.IGNORECASE,
)


def _trainers_own(cleaned: str, finding: _Finding) -> bool:
    if finding.rule not in ("S2", "S3"):
        return False
    before = cleaned[: finding.start]
    sentence = before[max(before.rfind(end) for end in ".!?;\n") + 1 :]
    markers = list(_TRAINER_SELF.finditer(sentence))
    if not markers:
        return False
    between = sentence[markers[-1].end() :]
    return len(between) <= 40 and not _CUSTOMER_WORDS.search(between)


# A pain answer that echoes an old injury back as a question and answers it healed in the next
# breath ("the ankle thing from 2 yrs ago? it's healed, I only listed it bc the form asked"):
# the pain detail denied. Only as the answer's opening, short, dated in the past, the healed
# word opening what follows, and nothing after the question saying it still troubles (still,
# again, hurts, sore, not, but ...). A pain word in the echo ("The March sprain? Long gone.")
# is a finding of its own and is not cleared here (left: the reader then holds it as S1).
_PAST_MARK = re.compile(
    r"\bago\b|\blast (?:year|month|summer|winter|spring|fall|autumn|season)\b|\bback in\b|"
    r"\bold\b|\bwhen i was\b|\b(?:19|20)\d\d\b|\b(?:january|february|march|april|june|july|"
    r"august|september|october|november|december)\b|작년|재작년|예전|옛날|\d+ ?년 ?전",
    re.IGNORECASE,
)
_HEALED_ANSWER = re.compile(
    r"\s*(?:(?:it'?s|its|it is|that'?s|thats|all|totally|fully|completely|long)\s+)?"
    r"(?:long gone|gone|healed|recovered|all good|fine|fine now|100 ?%)\b|"
    r"\s*(?:다 ?나았|완치|완전 ?회복|멀쩡)",
    re.IGNORECASE,
)
_TROUBLES_AFTER = re.compile(
    r"\b(?:still|again|aches?|aching|hurts?|hurting|sore|flares?|painful|pain|swell\w*|"
    r"but|though|except|sometimes|twinge\w*|not)\b|아직|여전히|다시|아프|아파|가끔|근데|지만",
    re.IGNORECASE,
)


def _healed_answer(opening: str, answer: str) -> bool:
    if len(opening) > 60 or not _PAST_MARK.search(opening):
        return False
    return bool(_HEALED_ANSWER.match(answer)) and not _TROUBLES_AFTER.search(answer)


# The weather said to be stifling ("숨막히게 덥다", "나가자마자 숨이 턱 막히더라구요 습도 미쳤음"):
# heat or humidity, not a breath that stopped. S1 only when the finding is breath blocked (막히,
# 턱), the sentence names the weather, says nothing of exertion or any other sign (하다가, 뛰,
# 계단, 가슴, 어지, 쉬어도, 병원, ㅠ ...), and no other word of breathing is left in it once the
# finding is taken out (fail closed).
_BLOCKED_BREATH = re.compile(r"숨 ?(?:이 ?)?(?:턱 ?)?막|숨 ?(?:이 ?)?턱")
_WEATHER = re.compile(
    r"습도|습해|습하|습함|습기|덥|더워|더웠|더위|폭염|찜통|무더|후덥|열대야|한증막|푹푹|날씨|"
    r"미세먼지|황사"
)
_EXERTION_OR_SIGN = re.compile(
    r"하다가|하는 ?중|하는데|도중|중에|뛰|달리|오르|계단|걷다|걷는|운동 ?중|세트|인터벌|"
    r"가슴|어지|쓰러|식은땀|창백|쉬어도|계속|안 ?돌아|병원|응급|ㅠ|ㅜ|무서|심장|두근|"
    r"자다가|밤새|기침|천식|입술|쌕쌕|쉬기|안 ?쉬어|못 ?쉬|호흡"
)


# Round 54 (fresh51-tune): 디스크 that is an object, not the spine's disc - a flying disc thrown
# ("공원에서 디스크 던지기", "frisbee 디스크 새로 샀어요 ... 던질 예정") or a computer's disk
# ("디스크 조각 모음 돌려놓고"): a throw, a defrag, a drive or its space right after the bare word,
# or a frisbee, a hard drive or a computer right before it, in a sentence that names no spine or
# body part, no pain, tear, surgery, diagnosis or cause (때문에). "허리 디스크 있어서 던지기는
# 피해요", "디스크 때문에 프리스비 못 해요", "디스크 터져서 던지기 못 함" stay held.
_DISC_OBJECT_AFTER = re.compile(
    r"^ ?(?:를|을|도|는|가)? ?(?:던지|던질|던져|던졌|날리|조각 ?모음|용량|공간|드라이브|포맷|"
    r"굴리|golf|throw)"
)
_DISC_OBJECT_BEFORE = re.compile(
    r"(?:플라잉|frisbee|프리스비|프리즈비|원반|하드|외장|컴퓨터|노트북|pc|ultimate|디스크 ?골프|"
    # Round 81 (fresh88-0011, "그라인더 디스크 새걸로 갈고 작업했더니"): a power tool's or a
    # machine's disc - a grinder's, a cutting or an abrasive disc, a saw's, a brake's.
    r"그라인더|grinder|절단|커팅|컷팅|연마|샌딩|sanding|다이아몬드|브레이크|brake) ?$"
)
_DISC_OF_THE_BODY = re.compile(
    r"허리|목|척추|요추|경추|꼬리뼈|골반|다리|엉덩|신경|탈출|돌출|터졌|터져|파열|수술|시술|주사|통증|"
    r"아프|"
    r"아파|아팠|저리|저려|당기|진단|병원|정형|한의원|도수|치료|때문|탓|\bback\b|\bneck\b|spine|"
    r"herniat|slipped|bulg|pain|hurt|sciatica|ache|nerve"
)


def _disc_as_an_object(cleaned: str, finding: _Finding) -> bool:
    if finding.rule not in ("S2", "S3"):
        return False
    if _light(cleaned[finding.start : finding.end]).strip() != "디스크":
        return False
    offset, sentence = next(
        ((o, t) for o, t in _sentences(cleaned) if o <= finding.start < o + len(t)),
        (0, cleaned),
    )
    before = _light(sentence[: finding.start - offset])
    after = _light(sentence[finding.end - offset :])
    rest = before + " " + after
    return bool(
        (_DISC_OBJECT_AFTER.match(after) or _DISC_OBJECT_BEFORE.search(before))
        and not _DISC_OF_THE_BODY.search(rest)
    )


# Round 54 (fresh51-tune): 물리치료사 named as a person - a friend, a job, an exam ("물리치료사
# 친구가 거북목 자가진단법 알려줬는데 전 해당 없대요") - is no treatment taken: the finding is
# 물리치료 straight before 사, in a sentence that says no treatment received or visited (받, 다니,
# 치료 중, 재활), no finding of the therapist's (소견, 진단, 검사 결과) and no body complaint (아프,
# 통증, 다쳤, 염좌, 붓, 저리 ...). "물리치료사한테 치료 받는 중", "물리치료사 소견: 햄스트링 염좌"
# stay held.
_THERAPIST_TREATING = re.compile(
    r"받|다니|다녀|다닌|치료 ?중|치료하|재활|소견|(?<!자가)진단|검사|결과|"
    r"아프|아파|아팠|통증|다쳤|다친|부상|"
    r"염좌|파열|염증|붓|부었|저리|저려|쑤시|결리|삐|뻐근|시큰|찌릿|수술|시술|주사|"
    r"\btreat|\bsession|pain|hurt|injur|sore|strain|sprain|swell"
)


def _therapist_as_a_person(cleaned: str, finding: _Finding) -> bool:
    if finding.rule != "S2":
        return False
    if _light(cleaned[finding.start : finding.end]).strip() != "물리치료":
        return False
    if cleaned[finding.end : finding.end + 1] != "사":
        return False
    offset, sentence = next(
        ((o, t) for o, t in _sentences(cleaned) if o <= finding.start < o + len(t)),
        (0, cleaned),
    )
    rest = _light(sentence[: finding.start - offset] + " " + sentence[finding.end - offset + 1 :])
    return not _THERAPIST_TREATING.search(rest)


def _weather_stifling(cleaned: str, finding: _Finding) -> bool:
    if finding.rule != "S1" or finding.detail != "breathing":
        return False
    if not _BLOCKED_BREATH.search(cleaned[finding.start : finding.end]):
        return False
    offset, sentence = next(
        ((o, t) for o, t in _sentences(cleaned) if o <= finding.start < o + len(t)),
        (0, cleaned),
    )
    rest = (
        sentence[: finding.start - offset]
        + " " * (finding.end - finding.start)
        + sentence[finding.end - offset :]
    )
    return (
        bool(_WEATHER.search(sentence))
        and not _EXERTION_OR_SIGN.search(rest)
        and not _BREATH_WORD.search(rest)
    )


# The chest's muscle sore after chest training ("chest day 다음날이라 가슴 근육이 뻐근해요",
# "chest 운동하고 나서 가슴 근육이 뻐근해요 ㅋㅋ"): ordinary soreness, not a cardiac warning - the
# tune halves' call (fresh7-0334, fresh19-0007, fresh22-0384). S1 is the last place to clear,
# so all of it must be written: the muscle named (가슴 근육), a soreness word only (뻐근,
# 근육통, 알 배김, 뭉침), chest training named (chest day, 가슴 운동, 벤치, 푸쉬업 ...), and not one
# word anywhere in the text of any other sign (the arm, the jaw, breath, dizziness, pressure,
# tightness, pain words, days it has lasted, a night, ㅠ ...); either code of the same soreness
# (S1 chest, S2 soreness) is cleared, nothing else.
_CHEST_MUSCLE = re.compile(r"가슴 ?근육|가슴근|흉근")
_DOMS_ONLY = re.compile(r"^[^아통쑤찌조답쥐눌압묵저욱]*(?:뻐근|근육통|알 ?배|뭉치|뭉쳤|뭉쳐)")
_CHEST_TRAINING = re.compile(
    r"chest ?day|chest ?운동|가슴 ?운동|체스트|벤치|bench|푸쉬업|푸시업|push ?ups?|딥스|"
    r"플라이|펙덱|pec ?deck|가슴 ?(?:날|데이)"
)
_CHEST_SIGNS = re.compile(
    r"팔|턱|어깨|등|목|숨|호흡|어지|식은땀|두근|벌렁|조이|조여|조임|답답|쥐어짜|눌리|누르|눌려|짓누|"
    r"찌릿|찌르|쑤시|쑤셔|쿡쿡|콕콕|아프|아파|아픈|아팠|아려|아림|통증|묵직|무겁|무거|압박|"
    r"저리|저려|저림|찢|안쪽|왼쪽|명치|심장|가만히|계속|며칠|째|점점|심해|안 ?풀|안 ?한 ?날|"
    r"안 ?할 ?때|쉴 ?때|밤|자다|새벽|불안|창백|메스꺼|구역|토할|토했|ㅠ|ㅜ|병원|쿵쾅|빨리 ?뛰|"
    r"pull|tight|pressure|pain|hurt|ache|numb|breath|dizz|arm|jaw|heart|"
    # Chest training denied: "가슴 운동 안 했는데", "rest day", "without training".
    r"안 ?했|안 ?하|않|안 ?한|쉬는 ?날|휴식|\bdidn|\bwithout\b|\brest ?day|\bno\b|\bnot\b|"
    # Another mention of the chest than its muscle or its training.
    r"가슴(?! ?근| ?운동| ?(?:날|데이))"
)


def _chest_muscle_after_training(cleaned: str, finding: _Finding) -> bool:
    if not (finding.rule == "S1" and finding.detail == "chest_pain") and finding.rule != "S2":
        return False
    text = _light(cleaned)
    muscle = _CHEST_MUSCLE.search(text)
    if muscle is None or not _CHEST_TRAINING.search(text) or _CHEST_SIGNS.search(text):
        return False
    if not _DOMS_ONLY.search(text[muscle.end() :]):
        return False
    span = _light(cleaned[finding.start : finding.end])
    return bool(_CHEST_MUSCLE.search(span) or _DOMS_ONLY.match(span))


# Round 85 (fresh92-0061, "CPR 교육 받느라 가슴압박 백번 넘게 함ㅋㅋ 팔 털림"): 가슴압박 / 흉부압박
# / chest compressions is what a rescuer does to someone's chest in CPR, no pressure felt in the
# customer's - where the text names CPR (CPR, 심폐소생, 소생술, BLS, ACLS, 마네킹) or the
# compressions are counted (백 번, 30회, 100 compressions). Not a pressure felt (압박감, 가슴이
# 압박되는, "chest pressure"): 압박 straight before 감 or a passive ending is no compression. Only
# the compression's own S1 chest and S2 findings are cleared; any other chest word of the text is
# its own finding and still holds.
_COMPRESSION = re.compile(
    r"(?:가슴|흉부) ?압박(?!감|되|돼|됐|당|받|하는 ?느낌|같|처럼)|\bchest compressions?\b"
)
_RESCUE_NAMED = re.compile(
    r"\bcpr\b|cpr|심폐 ?소생|소생술|\bbls\b|\bacls\b|마네킹|\bmanikin|\bmannequin|"
    r"(?:가슴|흉부) ?압박 ?(?:을|를)? ?(?:[0-9]+|백|서른|삼십|이백|수백|몇 ?백) ?(?:번|회|개|세트)|"
    r"\b[0-9]+ (?:chest )?compressions\b"
)


def _chest_compressions(cleaned: str, finding: _Finding) -> bool:
    if not (finding.rule == "S1" and finding.detail == "chest_pain") and finding.rule != "S2":
        return False
    text = _light(cleaned)
    if not _RESCUE_NAMED.search(text):
        return False
    return any(
        found.start() <= finding.start and finding.end <= found.end() + 1
        for found in _COMPRESSION.finditer(text)
    )


# Round 85 (fresh93-0057, "굶주린 하이에나처럼 저녁 먹음 ㅋㅋ"): a starving creature or person in a
# simile (굶주린 하이에나처럼, 며칠 굶은 사람처럼, 쫄쫄 굶은 애마냥) said of how the customer ate
# - an eating word follows the simile - is a hearty meal, an ordinary hungry remark. Only the
# simile's own S4 finding is cleared: a fast or a skipped meal said elsewhere in the text is its
# own finding and holds, and so does a simile with no eating after it ("굶은 사람처럼 어지러워요").
_STARVING_SIMILE = re.compile(
    r"(?:굶주린|굶은|굶던|굶었던)(?: ?[가-힣]{1,5}){0,1}? ?[가-힣]{0,5}?(?:처럼|같이|마냥|듯이?)"
    r"(?= ?(?:[가-힣]{1,6} ?){0,3}?(?:먹|흡입|해치|폭풍|들이|마셨|털었))"
)


def _starving_simile(cleaned: str, finding: _Finding) -> bool:
    if finding.rule != "S4":
        return False
    text = _light(cleaned)
    return any(
        found.start() <= finding.start < found.end() for found in _STARVING_SIMILE.finditer(text)
    )


# Round 86 (fresh94-0049, "라마단 기간이라 낮엔 같이 금식하고 해 지면 잘 먹고 있어요"): a religious
# fast named in the fast's own sentence (라마단 / Ramadan, 사순절 / Lent, 금식기도, Yom Kippur,
# iftar, suhoor) is a fasting schedule, harmless as the tune halves label it (sg-0310, fresh9-0391,
# fresh15-0356, fresh75-0072), though the religious word stands beyond the cue's own window. Only
# the fast word's S4 finding (금식, 단식, 굶, fast) is cleared, and not where the text says days
# without food, water only, a day's calories, meals skipped beyond the fast or a weight aim - the
# tune halves' risky religious fasts (fresh15-0435, fresh30-0031, fresh69-0059, -0060,
# fresh81-0089, fresh15-0251).
_RELIGIOUS_FAST = re.compile(
    r"라마단|\bramadan\b|사순절|\blent\b|금식 ?기도|yom kippur|욤 ?키푸르|이프타르|\biftar\b|"
    r"수후르|\bsuhoor\b|\bsuhur\b"
)
_RELIGIOUS_FAST_WORD = re.compile(r"금식|단식|굶|\bfast")
_RELIGIOUS_FAST_RISK = re.compile(
    r"며칠|사흘|이틀|나흘|일주일|[0-9일이삼사오육칠팔구십] ?일 ?(?:째|동안|간|넘게|내내|연속)|"
    r"\b(?:[0-9]+|two|three|four|five|several) days\b|물만|물 ?말고|only water|칼로리|kcal|cal\b|"
    r"거르|걸러|거름|건너뛰|안 ?먹|못 ?먹|skip|isn.t eating|not eating|살|체중|몸무게|kg|키로|"
    r"킬로|빼|뺄|감량|다이어트|\blighter\b|\bweight\b|\blose\b|토|purg|vomit"
)


def _religious_fast(cleaned: str, finding: _Finding) -> bool:
    if finding.rule != "S4":
        return False
    span = _light(cleaned[finding.start : finding.end])
    if not _RELIGIOUS_FAST_WORD.search(span):
        return False
    text = _light(cleaned)
    if _RELIGIOUS_FAST_RISK.search(text):
        return False
    sentence = next(
        (t for o, t in _light_sentences(cleaned) if o <= finding.start < o + len(t)), ""
    )
    return bool(_RELIGIOUS_FAST.search(sentence))


# Round 32: a pain or condition of people in general ("무릎 아픈 사람들은 무슨 운동해요?", "what do
# people with bad knees do?") is a question about others only when the text also says the customer
# has none of it ("저는 안 아픈데", "mine are fine") or that someone else asked ("동료가 물어봐서",
# "asking for a coworker"). Asked alone it may be the customer's own trouble, said at one remove,
# and holds (fail closed); only S2 and S3 are cleared, and any pain of the customer's beside it is
# its own match and still holds (the text is read again with the clause blanked).
_PEOPLE_AFTER = re.compile(
    r"^(?:[은는픈한린친인]|[이가] )? ?(?:있는 |걸린 |생긴 |심한 |안 ?좋은 |아픈 )?"
    r"(?:사람|분들|환자)"
)
_PEOPLE_BEFORE = re.compile(
    r"\b(?:people|anyone|anybody|someone|somebody|those|folks|others|clients)"
    r" (?:who (?:have|get|has|gets) |with )(?:\w+ ){0,2}$"
)
_NOT_MINE = re.compile(
    r"(?:저는|전|나는|난|제 ?(?:거|건)는?) ?(?:전혀 |하나도 |아직 )?"
    r"(?:안 ?아[프픈파팠픕]|괜찮|멀쩡|"
    r"(?:통증|문제)(?:은|는)? ?없)|(?:동료|친구|지인|가족|엄마|아빠|회원)\w{0,2} ?물어|"
    r"\bmine (?:are|is|'re|'s|re|s)? ?(?:fine|ok|okay|good|all good)\b|\bnot (?:for )?me\b|"
    r"\bi (?:don'?t|do not|dont) have (?:it|that|them|any)\b|"
    r"\basking for (?:a|my|our) (?!\w*self)\w+"
)


def _people_in_general(cleaned: str, finding: _Finding) -> bool:
    if finding.rule not in ("S2", "S3"):
        return False
    span = _light(cleaned[finding.start : finding.end])
    after = _light(cleaned[finding.end : finding.end + 12])
    before = _light(cleaned[max(0, finding.start - 40) : finding.start])
    general = bool(
        re.search(r"(?:ᆫ|은|는|픈|한|린|친|인) ?(?:사람|분들|환자)", span)
        or _PEOPLE_AFTER.search(after)
        or _PEOPLE_BEFORE.search(before)
    )
    return general and bool(_NOT_MINE.search(_around(cleaned, finding.start, others=True)))


# Round 32: training soreness (DOMS, 근육통, 뻐근, "sore") in a text that denies pain in so many
# words ("통증 X, just sore", "pain 없음! 그냥 좀 뻐근한 정도?", "관절 이상 없음") is the ordinary
# soreness of training, not a pain: every tune text with both is labelled harmless. Only an S2
# whose matched words are soreness and nothing else is cleared, and not when the text says the
# soreness lasts, returns or worsens (일주일째, 계속, 안 풀려요, still, worse); a real pain word,
# a swelling or a numbness beside it is its own match and still holds (the text is read again).
_TRAINING_SORE = re.compile(r"doms|근육통|뻐근|\bsore(?:ness)?\b|알 ?배")
_SORE_NOT_ONLY = re.compile(
    r"아프|아파|아팠|아픈|아픕|통증|쑤시|쑤셔|찌르|찌릿|욱신|시큰|저리|저려|붓|부었|부어|부종|"
    r"\bpain|\bhurt|\bach|swell|numb|tingl|sharp|stabb"
)
_PAIN_DENIED_IN_TEXT = re.compile(
    r"통증 ?(?:은|는|이)? ?(?:x\b|없|無|0\b|아님)|\bpain ?(?:은|는|이)? ?(?:없|x\b|0\b)|"
    r"\bno pain\b|아픈 ?(?:건|거|데)(?:는|은)? ?(?:아니|아님|없)|"
    r"관절 ?(?:은|는)? ?이상 ?(?:없|x\b)|"
    r"\bpain[- ]?free\b|\bnot (?:a |real )?pain\b"
)
_SORE_LASTS = re.compile(
    r"째|계속|안 ?풀|심해지|심해져|점점|며칠|\bstill\b|\bworse|\bagain\b|\bfor (?:a |two |2 )?"
    r"(?:week|days)"
)


# Lead probe gaps, set 16 (family K): a worked muscle only a little stiff after its own workout
# (러닝 10키로 뛰고 다리가 뻐근한 정도예요, 하체 하고 허벅지가 좀 뻐근한 정도예요) is the ordinary
# soreness of training, as round 32's soreness with pain denied is. All of it must be written,
# in one sentence: a workout that works the part named before the part (running, 하체, 스쿼트,
# 런지, 등산 ... for the legs and thighs, 풀업, 로우 for the back, 팔 운동, 벤치 for the arms),
# the part as a muscle (다리, 허벅지, 종아리, 엉덩이, 등, 팔, 이두, 삼두, 복근 - no joint, and
# not the shoulder, the lower back or the neck), its stiffness (뻐근) minimised - 정도 / 수준
# after it, or 좀 / 살짝 / 약간 / 조금 before it -, and not one word in the text of another
# sign, a joint, a spread, a duration or care (아프, 찌릿, 저리, 붓, 무릎, 발목, 허리, 어깨,
# 며칠, 계속, 안 풀, 까지, 병원, ㅠ ...): a real reader would ask (fail closed). "어깨가 뻐근하다
# 못해 찌릿해요" stays S2.
_WORKED_PARTS = (
    (
        r"다리|허벅지|종아리|엉덩이|둔근|햄스트링|대퇴",
        r"러닝|런닝|달리기|뛰고|뛰었|뛰니|km|키로|마라톤|하체|레그 ?데이|스쿼트|런지|레그 ?프레스|"
        r"등산|자전거|사이클|스피닝|계단|점프|줄넘기|힙 ?쓰러스트",
    ),
    (r"(?<![가-힣])등", r"등 ?운동|풀업|턱걸이|로우|랫 ?풀|데드"),
    (r"(?<![가-힣])팔|이두|삼두|전완", r"팔 ?운동|상체|벤치|푸쉬업|푸시업|컬|딥스|턱걸이|풀업"),
    (r"복근|(?<![가-힣])배", r"복근 ?운동|크런치|플랭크|싯업|레그 ?레이즈"),
)
_STIFF_MINIMISED = re.compile(r"(?:좀|살짝|약간|조금) ?뻐근|뻐근(?:한|하는|할|함) ?(?:정도|수준)")
_STIFF_NOT_ONLY = re.compile(
    r"아프|아파|아팠|아픈|통증|쑤시|쑤셔|찌르|찌릿|욱신|시큰|저리|저려|붓|부었|부어|결리|뭉쳐서|"
    r"무릎|발목|관절|허리|어깨|(?<![가-힣])목|손목|골반|고관절|인대|힘줄|근육 ?파열|"
    r"째|계속|안 ?풀|심해|점점|며칠|이틀|사흘|일주일|까지|타고|번지|퍼지|내려|올라|"
    r"병원|파스|약(?!간)|못 ?(?:걷|하|움직|일어)|절뚝|ㅠ|ㅜ|걱정|이상|심하|너무|엄청|진짜|죽겠"
)


def _worked_muscle_a_little_stiff(cleaned: str, finding: _Finding) -> bool:
    if finding.rule != "S2" or "뻐근" not in cleaned[finding.start : finding.end]:
        return False
    text = _light(cleaned)
    if _STIFF_NOT_ONLY.search(text):
        return False
    found = _finding_light_sentence(cleaned, finding)
    sentence = found[1] if found else None
    if sentence is None or not _STIFF_MINIMISED.search(sentence):
        return False
    for part, workout in _WORKED_PARTS:
        trained = re.search(workout, sentence)
        if trained and re.search(part, sentence[trained.end() :]):
            return True
    return False


def _soreness_with_pain_denied(cleaned: str, finding: _Finding) -> bool:
    if finding.rule != "S2":
        return False
    span = _light(cleaned[finding.start : finding.end])
    text = _light(cleaned)
    return (
        bool(_TRAINING_SORE.search(span))
        and not _SORE_NOT_ONLY.search(span)
        and bool(_PAIN_DENIED_IN_TEXT.search(_around(cleaned, finding.start)))
        and not _SORE_LASTS.search(text)
    )


# Round 33: a fat burner or a diet herbal medicine (over-the-counter weight products, not a
# prescription) that the customer says in Korean they do not take ("fat burner 는 안 먹고 그냥
# green tea 마셔요", "다이어트 한약은 안 먹기로 했어요") is a product declined, as "I don't take fat
# burners" already read. Only S5 on those products is cleared, only when 안 먹 / 먹지 않
# follows the product straight after its particle, and not as a condition or a permission
# (안 먹으면, 안 먹고는, 안 먹어도), nor when the text says it was taken before (먹다가, 먹던,
# 끊, 중단, 그만, 다시): a prescribed drug left off is S5 by policy and is never in this list.
# Another drug or another risk beside it is its own match and still holds (the text is read
# again with the cleared words blanked).
_DECLINABLE_PRODUCT = re.compile(
    r"^(?:fat ?burners?|팻 ?버너|지방 ?연소제|다이어트 ?한약|살 ?(?:빼는|빠지는) ?한약)$"
)
_DIET_BEFORE = re.compile(r"(?:다이어트|살 ?(?:빼는|빠지는)) ?$")
_DECLINED_AFTER = re.compile(
    r"^ ?(?:은|는|이|가|도)? ?(?:안 ?먹|먹지 ?않)(?!으면|고는|어도|을 ?수|으면)"
    # The lead's probe gaps, set 8: not a pause whose effect or time says it is taken otherwise
    # (안 먹었더니, 안 먹으니까, 안 먹은 지, 안 먹은 날은, 안 먹었는데).
    r"(?![가-힣]*(?:더니|니까|으니|는데|ㄴ데|지만)|[가-힣]* ?(?:지|날|때|동안)(?![가-힣]))"
)
_TAKEN_BEFORE = re.compile(r"먹다가|먹던|먹었었|끊|중단|그만|다시")
# Round 53 (fresh50-tune): the same products named as what something else replaces -
# "다이어트 보조제 대신 물 2리터 마시기로 함", "팻버너 대신 유산소 늘렸어요", "instead of
# fat burners I do more cardio" - are declined too; a diet supplement (다이어트 보조제, an
# over-the-counter weight product) joins them for this reading only. Not a product that
# replaces something ("밥 대신 다이어트 보조제 먹어요"), nor one taken before; a product or
# drug named after 대신 is its own match and still holds ("보조제 대신 변비약 먹어요", the
# text read again with the cleared words blanked).
_REPLACEABLE_PRODUCT = re.compile(r"^(?:다이어트 ?보조제|체지방 ?보조제|diet ?supplements?)$")
_REPLACED_AFTER = re.compile(r"^ ?(?:은|는)? ?대신(?:에|으로)?(?: |$)")
_REPLACED_BEFORE = re.compile(r"\b(?:instead of|rather than|in place of)(?: (?:the|any|those))? ?$")


# Round 53 (fresh50-tune): a weight drug or product named only as the subject of the news, an
# ad, an article or a video - "위고비 뉴스 보니까 신기하네요 저는 식단으로 할게요", "삭센다 광고
# 봤는데 저는 운동할래요", "saw a news story about ozempic, wild" - is no use told: the media word
# follows the name (or "news/article/video about" comes before it) and the text says no taking,
# buying, dosing or starting, and not "me too". Any of those keeps it held ("위고비 뉴스 보고
# 나도 맞아봤어요", "광고 보고 바로 주문함"); another drug or risk is its own match.
_NEWS_DRUG = re.compile(
    r"^(?:삭센다|위고비|마운자로|오젬픽|ozempic|wegovy|saxenda|mounjaro|팻 ?버너|fat ?burners?|"
    r"다이어트 ?보조제|다이어트 ?한약)$"
)
_MEDIA_AFTER = re.compile(
    r"^ ?(?:관련 ?)?(?:뉴스|기사|광고|영상|유튜브|다큐|news|articles?|ads?|videos?|documentary)\b"
)
_MEDIA_BEFORE = re.compile(
    r"\b(?:news|article|ad|video|documentary|story|post)(?: \w+)? (?:about|on) $"
)
_NEWS_TAKEN_UP = re.compile(
    r"맞|먹|복용|투여|주사|처방|시작|샀|사서|사 ?봤|구매|구입|주문|구했|구해|얻|써 ?보|쓰고|쓰는|"
    r"용량|mg|저도|나도|\btak\w*|\btook\b|\bon (?:it|them)\b|inject|dose|order|bought|"
    r"start|tried|\btry\b|using|\bused\b|me too|\bi (?:also|too)\b"
)


def _drug_only_in_the_news(cleaned: str, finding: _Finding) -> bool:
    if finding.rule != "S5":
        return False
    span = _light(cleaned[finding.start : finding.end])
    if not _NEWS_DRUG.match(span):
        return False
    media = _MEDIA_AFTER.match(_light(cleaned[finding.end :])) or _MEDIA_BEFORE.search(
        _light(cleaned[: finding.start])
    )
    return (
        bool(media)
        and not _NEWS_TAKEN_UP.search(_light(cleaned))
        and not _drug_use_told_after_media(_light(cleaned))
    )


# Round 93 (fresh100-0009, -0103, -0151): an over-the-counter weight product - laxatives, diet
# pills, a diet supplement, fat burners, diuretics - named as the goods a shop worker handles
# ("다이어트 보조제랑 변비약 코너 리셋함", "'살빼는약' 전단지 돌리는 알바", "faced all the
# laxatives and diet pills") is stock on a shelf, not a product taken: a word of shelf, stock or
# till work (진열, 코너, 매대, 재고, 입고, 전단지, 알바 ...; aisle, shelf, stocked, restocked,
# faced, rang up ...) in the product's sentence, and nothing in the text of taking, buying,
# trying or joining in (먹, 복용, 샀, 사 봤, 주문, 저도; took, bought, tried, me too ...) once a
# plain denial of taking (안 먹어요, 난 안먹음, "I don't take them") is set aside. A prescription
# or street drug is not read here, and any taking keeps it held ("진열하다 하나 먹어봤어요").
_SHELF_PRODUCT = re.compile(
    r"^(?:변비약|설사약|(?:다이어트 ?)?보조제|체지방 ?보조제|다이어트 ?(?:약|알약|한약)|"
    r"살 ?빼는 ?약|팻 ?버너|이뇨제|laxatives?|diet (?:pills?|supplements?)|fat ?burners?|"
    r"diuretics?|appetite suppressants?)$"
)
_SHELF_WORK = re.compile(
    r"진열|코너|매대|선반|재고|입고|검수|발주|품절|리셋|전단지?|포스기?|계산대|바코드|가격표|"
    r"알바|상하차|피킹|물류|박스 ?(?:까|깠|뜯|정리)|채워 ?넣|\baisles?\b|\bshel(?:f|ves)\b|"
    r"\b(?:re)?stock\w*|\bfac(?:ed|ing)\b|\binventory\b|\bdisplays?\b|\brang (?:up|them up)\b|"
    r"\bcheckout\b|\bregister\b|\bpricing\b|\bprice tags?\b|\bflyers?\b|\bleaflets?\b"
)
_SHELF_DENIAL = re.compile(
    r"(?:안|않) ?(?:먹|사)\w*|먹지 ?(?:는|도)? ?않\w*|\b(?:i )?(?:don'?t|do not|never|didn'?t|"
    r"wouldn'?t) (?:take|use|buy|touch|try) (?:them|those|it|any)\b|\bnot (?:taking|using) "
    r"(?:them|those|it|any)\b"
)
_SHELF_TAKEN = re.compile(
    r"먹|복용|마시|마셔|마셨|맞|샀|사서|사 ?봤|사 ?먹|사왔|사 ?옴|구매|구입|주문|구했|구해|챙겨|"
    r"써 ?보|쓰고|쓰는|시작|저도|나도|달고|끼고|의존|매일|날마다|하루에|효과|빠졌|빠짐|"
    r"\btak\w*|\btook\b|\bbought\b|\bbuy\w*|\btried\b|\btry\w*|\bus(?:e|ed|ing)\b|\bpopp\w*|"
    r"\bon (?:it|them)\b|me too|\bi (?:also|too)\b|\bdaily\b|\bevery day\b"
)


def _goods_on_the_shelf(cleaned: str, finding: _Finding) -> bool:
    if finding.rule not in ("S4", "S5"):
        return False
    if not _SHELF_PRODUCT.match(_light(cleaned[finding.start : finding.end]).strip()):
        return False
    found = _finding_light_sentence(cleaned, finding)
    sentence = found[1] if found else ""
    whole = _SHELF_DENIAL.sub(" ", _light(cleaned))
    return bool(_SHELF_WORK.search(sentence)) and not _SHELF_TAKEN.search(whole)


def _weight_product_declined(cleaned: str, finding: _Finding) -> bool:
    if finding.rule != "S5":
        return False
    span = _light(cleaned[finding.start : finding.end])
    before = _light(cleaned[: finding.start])
    after = _light(cleaned[finding.end :])
    product = bool(_DECLINABLE_PRODUCT.match(span)) or (
        span == "한약" and bool(_DIET_BEFORE.search(before))
    )
    replaced = (product or bool(_REPLACEABLE_PRODUCT.match(span))) and bool(
        _REPLACED_AFTER.match(after) or _REPLACED_BEFORE.search(before)
    )
    return (
        replaced or (product and bool(_DECLINED_AFTER.match(after)))
    ) and not _TAKEN_BEFORE.search(_light(cleaned))


# Round 31: a brace, sleeve or wrap is equipment; it says an injury only when nothing else
# explains it. Worn to prevent one, out of habit or for warmth, or with the text saying there is
# no pain or that all went fine with it ("무릎 보호대 샀어요! 아픈 건 아니고 예방용", "knee brace
# 덕분인듯, 무릎 괜찮았어요"), the brace alone holds nothing - read over the whole text, since
# the reason often comes in the next sentence. Any pain word is its own match and still holds
# (the text is read again with the brace blanked).
_BRACE = re.compile(r"보호대|\bbraces?\b|\bknee sleeves?\b|\bwrist wraps?\b")
_BRACE_REASON = re.compile(
    r"예방|미리|방지|습관|괜찮|멀쩡|아픈 ?(?:데|곳|건|거)(?:는|은|도)? ?(?:없|아니|아님)|"
    r"통증(?:은|는)? ?(?:없|x\b)|안 ?아프|안 ?아파|\bprevent\w*|\bjust in case\b|\bhabit\w*|"
    r"\bwarmth\b|\bno pain\b|\bpain ?free\b|\bfine\b|"
    # Round 67 (fresh65-0062, "손목보호대 샀어요 데드 무게 올리려구"): worn to lift more - the
    # weight or a lift's load raised, heavy sets - is equipment for load, not an injury.
    r"(?:무게|중량|증량|기록)(?:을|를|도)? ?(?:좀 |더 )?(?:올리|올려|늘리|늘려|치려|치고|도전)|"
    r"고중량|\blift(?:ing)? heavier\b|\bgo(?:ing)? heavier\b|\bheavier (?:sets|lifts|pulls)\b"
)


def _brace_explained(cleaned: str, finding: _Finding) -> bool:
    span = _light(cleaned[finding.start : finding.end])
    return (
        finding.rule == "S2"
        and bool(_BRACE.search(span))
        and not _PAIN_WORD.search(span)
        and bool(_BRACE_REASON.search(_around(cleaned, finding.start)))
    )


# Round 31: "Hx" (a history) is only a heading; what follows it names its own condition. With
# nothing current said ("Hx: tonsillitis as a kid, appendectomy 2015. nothing current.", "hx R
# ankle sprain, 현재 무증상") the heading alone holds nothing; a condition named after it is its own
# match and, with the sentence read again, still holds ("hx lumbar HNP, asymptomatic today").
_HISTORY_HEADING = re.compile(r"\bhx\b|\bh/o\b")
_NOTHING_CURRENT = re.compile(
    r"\bnothing (?:current|now|active|ongoing)\b|\bno current (?:issues?|problems?|complaints?|"
    r"symptoms?|conditions?)\b|\basymptomatic\b|\bfully recovered\b|\bno restrictions\b|"
    r"(?:현재|지금은?) ?(?:무증상|(?:증상|이상|문제|통증)(?:은|는|이|가)? ?없)"
)


def _history_with_nothing_current(cleaned: str, finding: _Finding) -> bool:
    span = _light(cleaned[finding.start : finding.end])
    return (
        finding.rule == "S3"
        and bool(_HISTORY_HEADING.fullmatch(span.strip()))
        and bool(_NOTHING_CURRENT.search(_around(cleaned, finding.start)))
    )


# Round 30: a condition said to run in the family ("HTN runs in the family", "FHx MI", 가족력)
# or said to be another person's, not the customer's ("고지혈 얘기 나왔는데 회원 본인 아니고
# 아버님 이야기"). Only S3 findings; a family history clears its sentence's S3 findings unless
# that sentence gives the customer the condition too (diagnosed, 본인도, high, meds ...); the
# "not the customer's but X's" correction clears only the findings before it in its sentence.
_FAMILY_HISTORY = re.compile(
    r"\bfhx\b|\bfh\b|family history|runs? in (?:the|my|his|her|our|their) family|가족력|집안 ?내력"
)
_OWN_TOO = re.compile(
    r"저도|나도|본인도|회원님?도|고객님?도|\b(?:i|she|he|they) (?:also|too)\b|\bas well\b|\btoo\b|"
    r"진단|diagnos\w*|\bdx\b|\bhas (?:it|high|low)\b|\bhave (?:it|high|low)\b"
)
_NOT_THE_CUSTOMER = re.compile(
    r"(?:회원님?|고객님?|본인|저|제)(?:이|가|은|는)? ?(?:이 ?아니고|아니고|아니라|말고) ?(?:\S+ )?"
    r"(?:아버|어머|엄마|아빠|부친|모친|남편|아내|와이프|언니|누나|형|오빠|동생|친구|할머니|할아버지|"
    r"가족|아들|딸|시어머|장모|장인)"
)


def _others_condition(cleaned: str, found: list[_Finding]) -> list[_Finding]:
    kept = []
    sentences = _light_sentences(cleaned)
    for finding in found:
        if finding.rule == "S3":
            offset, sentence = next(
                ((o, light) for o, light in sentences if o <= finding.start < o + len(light)),
                (0, ""),
            )
            if (
                _FAMILY_HISTORY.search(sentence)
                and not _OWN_TOO.search(sentence)
                and not _OFF_RESULT.search(sentence)
            ):
                continue
            correction = _NOT_THE_CUSTOMER.search(sentence)
            if (
                correction
                and finding.start - offset < correction.start()
                and not any(
                    f.rule == "S3" and f.start - offset >= correction.end()
                    for f in found
                    if _within(f, offset, sentence)
                )
            ):
                continue
        kept.append(finding)
    return kept


def _within(finding: _Finding, offset: int, sentence: str) -> bool:
    return offset <= finding.start < offset + len(sentence)


def _finding_light_sentence(cleaned: str, finding: _Finding) -> tuple[int, str] | None:
    """The light sentence (with its offset) the finding starts in, if any."""
    return next(((o, t) for o, t in _light_sentences(cleaned) if _within(finding, o, t)), None)


# Round 30: a trainer's shorthand finding marked absent right after it ("LBP (-)", "LBP -"):
# only that finding; another in the same note ("LBP (-), but R knee pain 3/10") is its own.
_ABSENT_MARK = re.compile(r"\s*(?:\(\s*[-−]\s*\)|[-−](?![\w(])|\(\s*neg\w*\s*\))")


def _marked_absent(cleaned: str, finding: _Finding) -> bool:
    return (
        finding.rule == "S2"
        and cleaned[finding.start : finding.end].lower() == "lbp"
        and _ABSENT_MARK.match(cleaned, finding.end) is not None
    )


# Session 22 (the lead's probes, set 6, a false hold): an orthopaedic clinic visited for a check
# whose result is nothing abnormal (정형외과 가서 검진만 받았어요 이상 없대요, 정형외과 다녀왔는데
# 이상무) - the clinic word's own S2 finding is cleared, as a condition tested normal is (round 18).
# Not where the result is off or something was done (round 18's _OFF_RESULT: 근데, 약, 치료 ...),
# nor a pain, a part or an injury said in those sentences, each its own finding.
_ORTHOPAEDIC_VISIT = re.compile(r"정형 ?외과")
_ALL_CLEAR_AFTER_A_VISIT = re.compile(
    r"정상|이상 ?(?:은|이)? ?없|이상 ?무|문제 ?(?:는|가)? ?없|깨끗하|괜찮대|괜찮다고|멀쩡하대|"
    r"멀쩡하다고|\bnormal\b|all clear"
)


def _clinic_visit_all_clear(cleaned: str, finding: _Finding) -> bool:
    if finding.rule != "S2" or not _ORTHOPAEDIC_VISIT.match(_light(cleaned[finding.start :])):
        return False
    around = _around(cleaned, finding.start)
    return bool(_ALL_CLEAR_AFTER_A_VISIT.search(around)) and not _OFF_RESULT.search(around)


# The lead's probe gaps, set 11, family A: a harm that only nearly happened - any S2 finding
# whose word is the verb of a near-miss (V-ㄹ 뻔: 쥐 날 뻔했는데, 삐끗할 뻔했는데, 허리 나갈 뻔)
# - is no harm, as round 87 read the analyser's nearly-hurt verbs; this reads every finder's.
# Only that finding: a pain, a hurt or an injury said beside it (넘어질 뻔하다가 손목을 짚어서
# 시큰해요) is its own finding and holds; a near-faint (S1) is a warning sign and stays.
_NEARLY_AFTER: Final = re.compile(r"^(?P<tail>[가-힣]?)뻔(?:했|하|한|함|해|ㅋ|ㅠ|!|\.|$)")


def _rieul_final(syllable: str) -> bool:
    code = ord(syllable) - 0xAC00
    return 0 <= code < 11172 and code % 28 == 8


def _harm_only_nearly(cleaned: str, finding: _Finding) -> bool:
    if finding.rule != "S2" or finding.end <= finding.start:
        return False
    after = _NEARLY_AFTER.match("".join(cleaned[finding.end : finding.end + 8].split()))
    if not after:
        return False
    last = after.group("tail") or cleaned[finding.end - 1]
    return _rieul_final(last)


# Family A too: a near-faint whose cause, said after it, is laughter or delight (기절할 뻔했어요
# 너무 웃겨서) is round 50's hyperbole in the other order. Only the cause at once after the
# near-miss clause (an intensifier between at most) and the sentence ending there; a near-faint
# after exercise (기절할 뻔했어요 운동 끝나고 일어서다가 눈앞이 캄캄) stays a warning sign.
_DELIGHT_AFTER = re.compile(
    r"^(?:할|질)?뻔(?:했어요|했어|했음|했다|했네|함|했네요)?[ㅋㅎㅠ.!~]*"
    r"(?:진짜|완전|너무|넘|정말|그냥)?"
    r"(?:멋있어서|멋져서|예뻐서|이뻐서|귀여워서|잘생겨서|웃겨서|맛있어서|감동해서|감동받아서)"
    r"[ㅋㅎㅠ.!~]*$"
)


def _delight_faint_after(cleaned: str, finding: _Finding) -> bool:
    if finding.detail != "fainting":
        return False
    clause = re.split(r"[\n?!]|\.(?=\s*\S)", cleaned[finding.start : finding.start + 40])[0]
    said = "".join(clause.split())
    if not (said.startswith("기절") or said.startswith("쓰러")):
        return False
    return bool(_DELIGHT_AFTER.match(said[2:]))


# Family B: a disease or an injury named as what the customer prevents - the term with at
# most a particle, then 예방, 방지, 안 걸리려고/게/도록, 안 생기게, 위험(을) 줄이려고 (당뇨
# 예방하려고, 고혈압 안 걸리려고, 부상 예방 차원에서, 골다공증 예방으로) - is not theirs. Never
# where the sentence says they have it or something of it (있어서, 진단, 전단계, 판정, 걸렸,
# 앓, 수치, 약 먹, 환자, 재발, 초기, 경계): 당뇨 전단계라 예방하려고 stays S3.
_PREVENTED_AFTER: Final = re.compile(
    r"^(?:을|를|은|는|도|이|가|의)?(?:예방|방지|안걸리(?:려고|게|도록|기)|안생기(?:게|도록|려고)|"
    r"위험(?:을|도)?줄이|위험(?:을|도)?낮추)"
)
_PREVENTED_BUT_HAD: Final = re.compile(
    r"있어|있는|있고|있음|있다|있었|진단|전단계|판정|걸렸|걸려서|생겼|앓|수치|약 ?먹|환자|재발|"
    r"초기|경계|높아|높대|높게|받았|치료|수술|아파|아프|통증|다쳤|다친"
)


def _harm_prevented(cleaned: str, finding: _Finding) -> bool:
    if finding.rule not in ("S2", "S3"):
        return False
    after = "".join(cleaned[finding.end : finding.end + 12].split())
    if not _PREVENTED_AFTER.match(after):
        return False
    sentence = next(
        (t for o, t in _light_sentences(cleaned) if o <= finding.start < o + len(t)), cleaned
    )
    return not _PREVENTED_BUT_HAD.search(sentence)


# Lead probe gaps, set 18 (family A, false holds): a pain or an injury named only as what the
# customer avoids or prevents - the pain word inside a purpose or a wish against it (안
# 아프게 / 안 다치게 / 안 삐게 하는, 아프지 않도록, 다치기 싫어서, 부상 안 당하려고, 통증 예방
# 차원에서; avoid hurting, keep my shoulders from hurting, don't want to get injured, so my
# knees wouldn't ache) - names no pain the customer has. Only the finding inside that phrase,
# and never with any sign anywhere else in the text that a pain or an injury is there, was,
# or is feared to worsen (아파서, 다친, 디스크, 더, 또, 계속, 병원, ㅠ, hurts, still, more, worse,
# because, my old injury ...): "허리 아파서 안 아프게 하는 스트레칭 찾는 중" and "avoiding
# squats because my knee hurts" stay S2 (fail closed).
_PAIN_AVOIDED: Final = re.compile(
    r"(?:안|덜) ?(?:아프|아파지|다치|삐|삐끗하|결리|쑤시|(?:부상|통증)(?:을|이)? ?(?:당하|입|생기))"
    r"(?:게끔|게|도록|려고|려구|기 ?위해|기 ?위한)|"
    r"안 ?(?:다칠|아플) ?(?:려고|려구)|"
    r"(?:아프|다치|삐|삐끗하|부상 ?당하)지 ?(?:않게|않도록|않으려고|않기 ?위해|말라고)|"
    r"(?:다치|아프|부상 ?당하)기 ?(?:싫어서|싫으니까|싫어 ?가지고|싫어갖고)|"
    r"(?:통증|부상|근육통)(?:을|를|도)? ?(?:예방|방지|막으려고|막으려구|막기 ?위해)|"
    r"(?:통증|부상)(?:을|이)? ?안 ?(?:당하|입|생기)(?:게|도록|려고|려구|기 ?위해)|"
    r"\b(?:avoid(?:ing)?|prevent(?:ing)?|(?:keep|stop)(?:ping)? (?:\w+ ){1,3}?from|"
    r"(?:don['’]?t|do not|didn['’]?t|never) want to|to (?:not|never)|not to|"
    r"so (?:that )?(?:i|it|they|my (?:\w+ ){0,2}?\w+) (?:don['’]?t|doesn['’]?t|do not|does not|"
    r"won['’]?t|wouldn['’]?t|will not|would not|never)) "
    r"(?:get(?:ting)? |be(?:ing)? |end up )?"
    r"(?:hurt(?:ing)?|injur(?:ed|ing|y|ies)|ach(?:e|ing)|pain(?:ful)?|strain(?:ed|ing)?)\b",
    re.IGNORECASE,
)
_PAIN_OR_INJURY_THERE: Final = re.compile(
    r"아프|아파|아팠|아픈|아픕|통증|쑤시|쑤셔|찌릿|찌르|욱신|시큰|저리|저려|결리|결려|붓|부었|부어|"
    r"다쳤|다친|다쳐|부상|삐었|삐어|삐끗|접질|심해|심하|악화|재발|(?<![가-힣])더(?![가-힣])|"
    r"(?<![가-힣])또|다시|이미|원래|예전|계속|아직|며칠|째|디스크|수술|파열|염증|관절염|병원|"
    r"정형외과|한의원|치료|재활|ㅠ|ㅜ|걱정|때문|뻐근|지난번|저번|"
    r"\b(?:pain\w*|hurt\w*|ach(?:e|es|ing|y|ed)|sore\w*|injur\w*|sprain\w*|strain\w*|tweak\w*|"
    r"pulled|torn|tear|swell\w*|swollen|numb\w*|tingl\w*|stiff\w*|twinge\w*|niggl\w*|worse|more|"
    r"again|still|already|since|flare\w*|recover\w*|rehab\w*|surgery|doctor|physio\w*|pt|"
    r"killing|bad|old|because|cause|cuz|bc|problem\w*|issues?|last time)\b",
    re.IGNORECASE,
)


def _pain_avoided(cleaned: str, finding: _Finding) -> bool:
    if finding.rule != "S2":
        return False
    return _spanned_without_sign(_PAIN_AVOIDED, _PAIN_OR_INJURY_THERE, cleaned, finding.start)


# Lead probe gaps, set 18 (family B, false holds): a disease the customer was only checked for
# and told they do not have - the disease, then in its sentence 아니래요 / 아니라고 / 아니었어요
# / 아님 after a test or a doctor (당뇨 검사 받았는데 아니래요, 빈혈인 줄 알았는데 검사해보니
# 아니었어요), or in English tested negative for it, ruled out, or the doctor said I don't have
# it - is no condition of the customer's, as a test "정상" is (round 18). A test or a doctor
# must be named in the text; nothing between the disease and the denial may say it is there or
# turn the clause (이고, 있, 판정, 근데, 지만, another person named ...), and never with a word
# anywhere else in the text of a result off or pending, a diagnosis, a treatment, a symptom, a
# turn or a question (전단계, borderline, 의심된, 재검, 기다리, 약, 판정, 어지러, 근데, but, ?):
# "당뇨 전단계래요", "빈혈은 아닌데 갑상선 저하증이래요", "tested negative for covid but they said
# it's pneumonia" stay S3 (fail closed).
_RULED_OUT_BY: Final = re.compile(
    r"검사|검진|결과|병원|의원|내과|의사|선생님|쌤|진료|\btest\w*|\bchecked\b|\bresults?\b|"
    r"\blabs?\b|blood ?work|\bruled out\b|\bnegative\b|\bdoctors?\b|\bdr\b|\bdoc\b|\bgp\b|"
    r"\bclinic\b",
    re.IGNORECASE,
)
_RULED_OUT_KO: Final = re.compile(r"아니(?=[래라었였더랬란에예야다네랍])|아님|아녔")
_RULED_OUT_GAP_TURNS: Final = re.compile(
    r"고요|이고|예요|에요|이래|이라|있|판정|진단|근데|지만|그런데|하지만|대신|[.?!\n]|"
    r"엄마|아빠|남편|아내|와이프|동생|언니|오빠|누나|형|친구|아들|딸|아이|애"
)
_RULED_OUT_EN_BEFORE: Final = re.compile(
    r"\b(?:tested|came back|test (?:was|came back)) negative (?:for|on) (?:\w+ )?$|"
    r"\bruled out (?:\w+ )?$",
    re.IGNORECASE,
)
_RULED_OUT_EN_AFTER: Final = re.compile(
    r"^(?: test| tests| screen(?:ing)?)?(?: was| is| has been| got| came back)? "
    r"(?:ruled out|negative)\b|"
    r"^,? and (?:the |my )?(?:doctor|dr|doc|gp|they|results?) (?:said|says|told me|showed) "
    r"(?:that )?i (?:don['’]?t|do not|didn['’]?t|did not) have (?:it|that|one)\b",
    re.IGNORECASE,
)
_RULED_OUT_BUT: Final = re.compile(
    r"전단계|경계|의심(?:돼|된|되|이래|이라)|재검|다시 ?검사|기다리|아직|약(?!간)|치료|수술|판정|"
    r"진단|근데|하지만|그런데|지만|대신|다른|어지러|어지럽|계속|증상|아파|아프|통증|높|낮|걱정|"
    r"있어|있대|있다|있음|있고|ㅠ|ㅜ|\?|"
    r"\b(?:borderline|pre-?\w*|prediab\w*|re-?test\w*|waiting|pending|awaiting|still|meds?|"
    r"medic\w*|pills?|treat\w*|surgery|diagnos\w*|but|though|however|instead|another|other|"
    r"dizz\w*|symptoms?|pain\w*|high|low|worr\w*|except|although|suspect\w*)\b",
    re.IGNORECASE,
)


def _ruled_out_by_a_test(cleaned: str, finding: _Finding) -> bool:
    if finding.rule != "S3" or not _RULED_OUT_BY.search(cleaned):
        return False
    found = _finding_light_sentence(cleaned, finding)
    if found is None:
        return False
    offset, sentence = found
    start, end = finding.start - offset, finding.end - offset
    if re.fullmatch(r"[가-힣 ]+", sentence[start:end]):
        denial = _RULED_OUT_KO.search(sentence, end, min(len(sentence), end + 30))
        if denial is None or _RULED_OUT_GAP_TURNS.search(sentence[end : denial.start()]):
            return False
        phrase = (start, denial.end())
    else:
        before = _RULED_OUT_EN_BEFORE.search(sentence[:start])
        after = _RULED_OUT_EN_AFTER.match(sentence[end:])
        if before:
            phrase = (before.start(), end)
        elif after:
            phrase = (start, end + after.end())
        else:
            return False
    light = _light(cleaned)
    at, to = offset + phrase[0], offset + phrase[1]
    return not _RULED_OUT_BUT.search(light[:at] + " " + light[to:])


# The lead's probe gaps, set 11, family E (false holds): an injury or a pain marked absent in
# a record's shorthand - its history denied right after it (부상 이력 없음, 통증 병력 없음,
# 부상 이력 X) or the English 'no' right before a Korean term (no 통증, all good) - is none.
# Only that finding, only the denial at once; never with a turn after it in its sentence
# (but, 근데, until, then, 말고, 빼고), and a history said to be there (이력 있음) stays; the
# English 'no' only with the clause closed and all said well after it (no 통증, all good).
_HISTORY_NONE_AFTER: Final = re.compile(
    r"^(?:이력|병력|과거력|기왕력)(?:은|는|도|이|가)?(?:없음|없어요|없습니다|없다|없고|없었음|전무|x(?![a-z]))"
)
_NO_THEN_ALL_WELL: Final = re.compile(
    r"^\s*(?:[,.!~]+\s*|$)(?:$|all good|all fine|good|fine|ok|괜찮|좋아|양호|컨디션 ?좋|👍)",
    re.IGNORECASE,
)
_NO_BEFORE: Final = re.compile(r"(?:^|[\s,(])(?:no|zero|without)\s*$", re.IGNORECASE)
_DENIAL_TURNS: Final = re.compile(
    r"\b(?:but|until|till|except|then|after|though)\b|근데|그런데|하지만|말고|빼고|다만|단,",
    re.IGNORECASE,
)


def _denied_in_a_record(cleaned: str, finding: _Finding) -> bool:
    if finding.rule not in ("S2", "S3") or not re.fullmatch(
        r"[가-힣]+", cleaned[finding.start : finding.end]
    ):
        return False
    after = "".join(cleaned[finding.end : finding.end + 12].split()).lower()
    before = cleaned[max(0, finding.start - 10) : finding.start]
    no_then_well = _NO_BEFORE.search(before) and _NO_THEN_ALL_WELL.match(
        cleaned[finding.end : finding.end + 16]
    )
    if not (_HISTORY_NONE_AFTER.match(after) or no_then_well):
        return False
    sentence = next((t for o, t in _sentences(cleaned) if o <= finding.start < o + len(t)), cleaned)
    return not _DENIAL_TURNS.search(sentence)


_Clearing = Callable[[str, _Finding], bool]
# The clearing classes, tried in this order: each reads a finding as not the customer's own
# condition after all (an idiom, a denial, another person's, a test come back normal ...). A
# new class is added here once, not in each reading of ``findings``.
_CLEARS: Final[tuple[_Clearing, ...]] = (
    _marked_absent,
    _brace_explained,
    _history_with_nothing_current,
    _people_in_general,
    _soreness_with_pain_denied,
    _weight_product_declined,
    _drug_only_in_the_news,
    _goods_on_the_shelf,
    _label_answered_no,
    _trainers_own,
    _weather_stifling,
    _chest_muscle_after_training,
    _wish_relayed_of_another,
    _initialism_as_apology,
    _delight_faint,
    _faint_as_sleep,
    _fast_feared_not_done,
    _fast_not_done,
    _fast_refused_ahead,
    _one_night_of_drinking,
    _disc_as_an_object,
    _therapist_as_a_person,
    _elective_operation_again,
    _belly_ache_from_laughing,
    _drug_given_up_long_ago,
    _cast_off_and_painless,
    _breathtaking_beauty,
    _headache_of_a_task,
    _ocd_as_fussiness,
    _pain_to_prevent,
    _eyes_swollen_from_crying,
    _therapy_finished,
    _heartbreak,
    _poured,
    _chest_compressions,
    _starving_simile,
    _busy_faint,
    _religious_fast,
    _allergy_pill_settled,
    _clinic_visit_all_clear,
    _mind_made_up,
    _wish_as_degree_of_a_plain_state,
    _historic_yuseo,
    _extreme_plan_rejected,
    _harm_only_nearly,
    _delight_faint_after,
    _harm_prevented,
    _denied_in_a_record,
    _fall_unhurt,
    _particular_food_feared,
    _hours_since_a_meal_today,
    _worked_muscle_a_little_stiff,
    _disappear_into_bed,
    _medicine_cared_for_another,
    _written_in_a_care_record,
    _pain_avoided,
    _ruled_out_by_a_test,
)
# The reading again with cleared words blanked uses them all but round 58's elective
# procedure named again, which that round added to the first reading only (kept so).
_CLEARS_READ_AGAIN: Final = tuple(c for c in _CLEARS if c is not _elective_operation_again)


def _cleared(text: str, finding: _Finding, clears: tuple[_Clearing, ...]) -> bool:
    return any(clear(text, finding) for clear in clears)


# Round 18: a condition only tested for, with a normal result ("갑상선 검사했는데 정상",
# "blood sugar test came back normal") is no condition of the customer's - unless the same
# sentence says anything was off (높, 경계, borderline, 의심).
_TEST_WORDS = re.compile(
    # Round 30: a reading said within its range ("본인 BP, 콜레스테롤 다 정상 범위").
    r"정상 ?범위|normal range|within normal|\breadings?\b|"
    r"검사|검진|결과|수치|공복혈당|\btests?\b|\bresults?\b|\bscreen\w*|blood ?work|labs?\b|"
    # The lead's probes of 2026-12-07, set 3: a reading taken at home (혈당 체크해봤는데 정상,
    # 재보니 정상) is a test as well.
    r"체크|측정|재 ?봤|재 ?보니|재 ?봄|쟀|\bchecked\b|\bmeasured\b"
)
_NORMAL_RESULT = re.compile(
    r"정상|이상 ?(?:은|이)? ?없|문제 ?(?:는|가)? ?없|음성|\bnormal\b|\bnegative\b|all clear|"
    r"came back (?:fine|clear|ok)"
)
_OFF_RESULT = re.compile(
    r"높|낮|경계|전단계|의심|이상 ?(?:이 )?있|재검|나쁘|위험|약간|살짝|\bhigh\b|\blow\b|borderline|"
    r"\bpre-?\w+|abnormal|elevated|slightly|but\b|근데|지만|"
    # A condition kept normal by treatment is still one (in remission, controlled: S3).
    r"수술|치료|암|약|관해|조절|cancer|surgery|treat\w*|remission|medic\w*|meds\b|"
    r"\bon \w+ ?(?:pills|tablets)|controlled|"
    # Round 101 (a twin the round-75 reader alone held): the condition's own drug named beside the
    # normal result ("thyroid results normal since I started levothyroxine") keeps it normal.
    r"levothyroxine|synthroid|metformin|insulin|statins?\b|신지로이드|씬지로이드|레보티록신|"
    r"메트포르민|인슐린"
)


# The lead's probe gaps, set 15 (family Q): a normal result clears a disease only as a test
# for it ("당뇨 검사 정상", "검사해 보니 당뇨 아니래요"); a disease the customer is said to have
# or have had - a history or a diagnosis after it (당뇨 이력, 고혈압 진단받았는데, 당뇨 있는데,
# 앓았), or "my Hashimoto's labs" (the disease as the customer's own, its labs or levels) - with
# a normal result is a condition controlled or in remission: still S3. 있는지 / 있나 (whether
# there is one) is a test for it, not a diagnosis.
_HAD_AFTER = re.compile(
    r"^ ?(?:이|가|은|는|도)? ?(?:이력|병력|진단|판정|앓|투병|환자|있(?!는지|나|을까|는 ?줄|을지)|"
    r"있었)"
)
_MY_BEFORE = re.compile(r"\b(?:my|diagnosed with|history of|i have|i ve had|i had) $")
_ITS_READINGS_AFTER = re.compile(r"^(?: ?'s)? (?:labs?|levels?|numbers|markers|bloodwork)\b")


def _said_to_have(cleaned: str, finding: _Finding) -> bool:
    after = cleaned[finding.end : finding.end + 12].casefold().replace("’", "'")
    before = cleaned[max(0, finding.start - 20) : finding.start].casefold()
    if _HAD_AFTER.match(after):
        return True
    return bool(_MY_BEFORE.search(before)) and bool(_ITS_READINGS_AFTER.match(after))


def _tested_normal(cleaned: str, found: list[_Finding]) -> list[_Finding]:
    kept = []
    for finding in found:
        if finding.rule == "S3":
            sentence = next(
                (
                    light
                    for offset, light in _light_sentences(cleaned)
                    if offset <= finding.start < offset + len(light)
                ),
                "",
            )
            if (
                (
                    _TEST_WORDS.search(sentence)
                    and _NORMAL_RESULT.search(sentence)
                    and not _OFF_RESULT.search(sentence)
                )
                or _retested_normal(sentence)
            ) and not _said_to_have(cleaned, finding):
                continue
        kept.append(finding)
    return kept


# Round 62 (fresh57-0085, "건강검진에서 콜레스테롤 살짝 높다고 재검하래서 했는데 정상이었어요"): an
# off screening result retested, and the retest normal - the last word on it is normal, as a
# test "정상" is (round 18). Only when nothing after the retest is off, and nothing in the
# sentence says it was treated (a value brought to normal by a drug or a treatment is a
# condition controlled: S3).
_RETEST = re.compile(
    r"재검(?:사)?|다시 ?(?:검사|쟀|재|측정)|\bre-?test\w*|\bre-?check\w*|\bsecond test\b|"
    r"\bfollow-?up (?:test|labs?|blood ?work)\b"
)
_TREATED = re.compile(
    r"수술|치료|암|약(?!간)|관해|조절|\bcancer|\bsurgery|\btreat\w*|remission|\bmedic\w*|"
    r"\bmeds\b|\bpills?\b|\btablets?\b|\bstatins?\b|controlled"
)


def _retested_normal(sentence: str) -> bool:
    retests = list(_RETEST.finditer(sentence))
    if not retests or _TREATED.search(sentence):
        return False
    tail = sentence[retests[-1].end() :]
    return bool(_NORMAL_RESULT.search(tail)) and not _OFF_RESULT.search(_RETEST.sub(" ", tail))


# Round 57 (fresh53-0066 "A1c 5.2, fasting glucose 88", fresh53-0098 "아침 든든하게 먹었어요
# 혈당 재보니 102"): a blood-sugar reading said as a number within the screening range - an A1c
# below 5.7 %, a fasting or unspecified glucose of 70 to 99, 70 to 139 after a meal - is a
# reading in range, as a test "정상" is (round 18): it clears only the reading's own word
# (혈당, 당화혈색소, A1c, glucose, blood sugar), only when every such reading in the sentence is
# in range, nothing in it is off (round 18's 높/경계/약/borderline ...) and no other condition
# is named there. A reading at or above the line (공복혈당 118, A1c 6.1, 식후 180), below 70, or
# of no number stays held.
_SUGAR_WORD = re.compile(
    r"^(?:공복 ?혈당|식후 ?혈당|혈당|당화 ?혈색소|hba1c|a1c|glucose|blood sugar)$"
)
_SUGAR_READING = re.compile(
    r"(?P<word>당화 ?혈색소|hba1c|a1c|(?:공복|식후) ?혈당|혈당|"
    r"(?:fasting )?(?:blood )?(?:glucose|sugar))"
    r"(?P<between>[^0-9.]{0,12}?)(?P<value>\d{1,3}(?:\.\d)?)(?![0-9])"
)
_FASTING = re.compile(r"공복 ?혈당|fasting (?:blood )?(?:glucose|sugar)|아침 ?공복 ?혈당")
_AFTER_A_MEAL = re.compile(
    r"식후|먹었|먹고|먹은 ?(?:후|뒤|다음)|식사 ?(?:후|하고)|after (?:a |my |the )?"
    r"(?:meal|lunch|dinner|breakfast|eating)|post[- ]?meal"
)


def _sugar_in_range(sentence: str) -> bool:
    readings = list(_SUGAR_READING.finditer(sentence))
    if not readings:
        return False
    for reading in readings:
        value = float(reading.group("value"))
        word = reading.group("word")
        if re.search(r"a1c|혈색소", word):
            if not 4.0 <= value < 5.7:
                return False
            continue
        after_meal = not _FASTING.search(word) and bool(
            _AFTER_A_MEAL.search(sentence[: reading.start()]) or "식후" in word
        )
        if not 70 <= value < (140 if after_meal else 100):
            return False
    return True


def _reading_in_range(cleaned: str, found: list[_Finding]) -> list[_Finding]:
    kept = []
    sentences = _light_sentences(cleaned)
    for finding in found:
        if finding.rule == "S3" and _SUGAR_WORD.match(_light(cleaned[finding.start : finding.end])):
            offset, sentence = next(
                ((o, t) for o, t in sentences if o <= finding.start < o + len(t)), (0, "")
            )
            others = [
                f
                for f in found
                if f.rule == "S3"
                and _within(f, offset, sentence)
                and not _SUGAR_WORD.match(_light(cleaned[f.start : f.end]))
            ]
            if not others and not _OFF_RESULT.search(sentence) and _sugar_in_range(sentence):
                continue
        kept.append(finding)
    return kept


def _light_sentences(cleaned: str) -> list[tuple[int, str]]:
    return [(offset, _light(sentence)) for offset, sentence in _sentences(cleaned)]


def _names_another(sentence: str) -> bool:
    """Does ``sentence`` name another person (a friend, 남편, 동생은, my sister)?"""
    morphs = _analysed(sentence)
    return any(scope.other_person_at(morphs, i) for i in range(len(morphs))) or (
        scope.first_other_position(_views(sentence)[1].text) is not None
    )


def _around(cleaned: str, position: int, *, others: bool = False) -> str:
    """Round 42: where a clear may read what clears a finding at ``position`` - its own
    sentence and the sentences right before and after it (light text), not the whole text: a
    denial, an all-clear or a reason said two sentences away, or in a neighbouring sentence
    about another person ("남편은 오늘 통증 없대요"), is not said of this finding. ``others``
    keeps a neighbour that names another person (where the clear is someone else's asking)."""
    sentences = _sentences(cleaned)
    number = next(
        (n for n, (o, t) in enumerate(sentences) if o <= position < o + len(t)),
        len(sentences) - 1,
    )
    parts = []
    for n in range(max(0, number - 1), min(len(sentences), number + 2)):
        sentence = sentences[n][1]
        if n == number or others or not _names_another(sentence):
            parts.append(_light(sentence))
    return " ".join(parts)


# Round 63 (fresh59-0017, "Chest. tight pressure in the middle, went into my left arm"): a
# warning site named alone as a heading sentence ("Chest.", "Heart.", "Left arm:") is the
# subject of the sentence after it, so the two are read as one, as "Chest: tight ..." already is.
_HEADING_SITES: Final = frozenset(["chest", "heart", "sternum", "left arm", "chest area"])


def _headings_joined(cleaned: str, sentences: Sequence[tuple[int, str]]) -> list[tuple[int, str]]:
    joined: list[tuple[int, str]] = []
    index = 0
    while index < len(sentences):
        offset, sentence = sentences[index]
        heading = sentence.strip().rstrip(".:").strip().casefold()
        if heading in _HEADING_SITES and index + 1 < len(sentences):
            next_offset, next_sentence = sentences[index + 1]
            joined.append((offset, cleaned[offset : next_offset + len(next_sentence)]))
            index += 2
            continue
        joined.append((offset, sentence))
        index += 1
    return joined


def _findings(cleaned: str) -> list[_Finding]:
    return _findings_and_matches(cleaned, with_matches=False)[0]


def _words_known(sentence: str, offset: int) -> list[_Finding]:
    """Every match of the compact and English word lists, before the finders' own checks (a
    denial, an idiom, another person) pass over it. The Korean cues are not here: their heads
    (먹, 물, 살 ...) are risk words only with their companions, which the finders test."""
    compact, words = _views(sentence)
    found = [
        _Finding(rule, offset + compact.origin[m.start()], offset + compact.origin[m.end() - 1] + 1)
        for rule, _, m in _compact_matches(compact.text)
    ]
    found += [
        _Finding(rule, offset + words.origin[m.start()], offset + words.origin[m.end() - 1] + 1)
        for rule, _, pattern in lexicon.ENGLISH
        for m in pattern.finditer(words.text)
        if m.end() > m.start()
    ]
    return found


def _findings_and_matches(
    cleaned: str, *, with_matches: bool
) -> tuple[list[_Finding], list[_Finding]]:
    """The findings kept, and every match the finders made before any scope, denial, idiom
    or name check cleared one (see ``_read``)."""
    found: list[_Finding] = []
    matched: list[_Finding] = []
    sentences = _headings_joined(cleaned, _sentences(cleaned))
    for number, (offset, sentence) in enumerate(sentences):
        morphs = _analysed(sentence)
        after = sentences[number + 1][1] if number + 1 < len(sentences) else ""
        topic = _only_a_topic(_light(sentence))
        in_sentence = _korean(morphs, offset, topic=topic)
        in_sentence += _compact(sentence, morphs, offset)
        in_sentence += _english(sentence, morphs, offset, topic=topic)
        if with_matches:
            matched += in_sentence + _words_known(sentence, offset)
        # An offer turned down ("fat burners? I said no") is not a drug taken or a cut made,
        # and a prescription taken as told is no misuse.
        prescribed = bool(_AS_PRESCRIBED.search(_light(sentence))) or _dose_set_by_doctor(
            _light(sentence)
        )
        kept = [
            f
            for f in in_sentence
            if not _a_name(sentence, f.start - offset, f.end - offset, f.detail)
            and not (
                f.rule in ("S5", "S6")
                and _declined(_light(_from_its_clause(sentence, f.start - offset)))
            )
            and not (f.rule in ("S4", "S5", "S6") and _in_mocked_quote(sentence, f.start - offset))
            and not (prescribed and f.rule == "S5")
            and not (f.rule == "S6" and _no_cut(_light(sentence)))
            and not (f.rule == "S6" and _no_cut(_light(sentence + " " + after)))
            and not (f.rule == "S5" and _only_asked_about(sentence, f.start - offset))
            and not (f.rule == "S5" and _asked_and_denied_span(morphs, f.end - offset))
            and not (
                f.rule == "S5" and _one_ordinary_dose(sentence, f.start - offset, f.end - offset)
            )
            # Round 103: one drink a day (매일 맥주 한 캔) is no heavy daily drinking.
            and not (
                f.rule == "S5"
                and _ALCOHOL.search(_light(sentence[f.start - offset : f.end - offset]))
                and _one_drink_a_day(_light(cleaned))
            )
            and not (
                f.rule in ("S4", "S5")
                and _use_denied(sentence, f.start - offset, f.end - offset, f.rule)
            )
            and not (
                f.rule == "S5"
                and _ordinary_supplement_scoops(sentence, f.start - offset, f.end - offset)
            )
            and not (
                f.rule == "S2" and _ordinary_soreness(sentence, f.start - offset, f.end - offset)
            )
            # Round 31: the heart as the breath ("심장이 멎는 줄 ㅋㅋ"): a hyperbole of effort.
            and not (
                f.detail in ("breathing", "cardiac")
                and _breath_hyperbole(sentence[f.end - offset :])
            )
            and not (
                f.detail == "breathing"
                and _breathing_easier(sentence, f.start - offset, f.end - offset)
            )
            and not (
                f.detail == "breathing"
                and _exertion_breath_passed(cleaned, sentence, f.end - offset, after)
            )
            and not (
                f.rule == "S2"
                and _judged_ordinary_soreness(_light(sentence), _around(cleaned, f.start))
            )
            and not (f.detail == "breathing" and _breathtaking(morphs, f.end - 1 - offset))
            and not (
                f.rule == "S2" and _water_puffiness(sentence, f.start - offset, f.end - offset)
            )
            and not (f.rule == "S2" and _puffiness_tea(sentence, f.start - offset, f.end - offset))
            and not (
                f.detail == "self_harm" and _in_a_story(sentence, f.start - offset, f.end - offset)
            )
            and not (f.rule == "S3" and _healed_operation_at(morphs, f.start - offset))
            and not (f.rule == "S3" and _operation_healed_after(morphs, sentence, f, offset, after))
            and not (f.rule == "S4" and _meal_made_up_after(morphs, f, offset, after))
            and not (f.rule == "S4" and _one_food_meal_made_up(sentence, f, offset, after))
            and not (
                f.rule == "S1" and f.detail != "self_harm" and _fright_at_a_price(_light(sentence))
            )
            and not (
                f.rule == "S1" and f.detail == "breathing" and _no_time_to_breathe(_light(sentence))
            )
            and not (
                f.detail != "self_harm"
                and _taken_back_as_a_joke(_light(sentence[f.end - offset :] + " " + after))
            )
            and not (f.rule == "S2" and _pain_in_the_neck(sentence, f.start - offset))
            and not (f.rule == "S2" and _pain_check_all_zero(sentence, f.end - offset))
            and not (f.rule == "S2" and _injury_over_nothing_now(cleaned, sentence, f.start))
            and not (
                f.detail == "cardiac"
                and _racing_while_watching(
                    cleaned, _around(cleaned, f.start), sentence[f.start - offset : f.end - offset]
                )
            )
            and not (
                f.rule == "S6"
                and _slow_cut_to_weigh_in(cleaned, sentence, f.start - offset, f.end - offset)
            )
        ]
        # A painful condition of the customer acting up is pain too (a migraine, gout, a disc);
        # a diagnosis alone is not.
        kept += [
            _Finding("S2", f.start, f.end)
            for f in kept
            if f.rule == "S3"
            and _PAINFUL_CONDITION.search(_light(cleaned[f.start : f.end]))
            and _FLARE.search(_light(sentence))
        ]
        # Chest pain is pain too: S2 accompanies S1 when the chest is said to hurt - round 99,
        # also when it is said to squeeze or stab in Korean (쥐어짜는 느낌, 콕콕 찔러요).
        kept += [
            _Finding("S2", f.start, f.end)
            for f in kept
            if f.detail == "chest_pain"
            and (
                _PAIN_WORD.search(_light(sentence))
                or _CHEST_SQUEEZED_OR_STABBED.search(_light(sentence))
            )
        ]
        found += kept
    return found, matched


# Round 39: a weigh-in with the weight still over it stated as a slow cut - every stated change
# under 5 kg and every stated span over 14 days ("weigh-in 3주 남음 현재 계체보다 1.5키로 오버,
# 천천히 빼는중") - is below S6's goal; only the 계체 word's own finding is cleared, and not when
# the text names any way of drying out (a sauna, a sweat suit, water cut, diuretics, spitting).
_CUT_METHOD = re.compile(
    r"사우나|땀복|수분|물 ?(?:을|도)? ?(?:끊|빼|안 ?마|제한|컷|로딩|줄)|이뇨|탈수|침 ?뱉|반신욕|"
    r"워터|\bwater\b|sauna|sweat|diuretic|\bspit|dehydrat"
)


def _slow_cut_to_weigh_in(cleaned: str, sentence: str, start: int, end: int) -> bool:
    if not _light(sentence[start:end]).startswith("계체") or _CUT_METHOD.search(_light(cleaned)):
        return False
    light = _without_lifts(_unromanised(_light(sentence)))
    changes = _weight_changes(light)
    spans = [days for days in (*numbers.spans_days(light), *_date_gaps(light)) if days > 0]
    return bool(changes and spans and max(changes) < GOAL_MIN_KG and min(spans) > GOAL_MAX_DAYS)


# Round 39: a pain check scored part by part, every score zero ("통증 체크: 무릎 0, 허리 0, 어깨
# 0.", "pain check: knee 0/10, back 0"): the word 통증 names the check, and nothing hurts. Any
# score above zero, or a pain word of its own in the sentence, keeps it held.
_PAIN_CHECK_AFTER = re.compile(
    r"^ ?(?:체크|check|점검|확인|점수|scores?|nrs|vas)\s*[:：\-]?\s*(?P<scores>[^.!?\n]*)"
)
_CHECK_SCORE = re.compile(r"(?<![0-9.])(\d+(?:\.\d+)?)(?: ?/ ?10)?(?![0-9.])")


def _pain_check_all_zero(sentence: str, end: int) -> bool:
    found = _PAIN_CHECK_AFTER.match(_light(sentence)[end:])
    if found is None:
        return False
    scores = [float(value) for value in _CHECK_SCORE.findall(found.group("scores"))]
    return (
        bool(scores)
        and all(score == 0 for score in scores)
        and not _SORE_NOT_ONLY.search(found.group("scores"))
    )


# Round 39: an injury told as a history ("2021년 어깨 탈구 이력, 재활 완료") or a swelling said
# all gone ("발목 붓기 다 빠짐"), in a text that says nothing hurts now in so many words (오늘 통증
# 없음, 통증 없이 러닝, 재활 완료, 제한 없음): healed, as an old sprain is. A pain word left once
# the denials are taken out, a part that is only partly better, or again/still keeps it held.
_INJURY_HISTORY = re.compile(
    r"(?:탈구|골절|염좌|파열|부상|수술|sprain|fracture|dislocat\w*|injury|tear)[^.]{0,4}"
    r"(?:이력|과거력|병력|\bhistory\b|\bhx\b)"
)
_SWELLING_ALL_GONE = re.compile(
    r"(?:붓기|부기|부종)(?:가|는|도|이)? ?(?:다|완전히|싹|전부|싹다) ?"
    r"(?:빠짐|빠졌|빠진|빠져|가라앉|없어)"
)
_NOTHING_NOW = re.compile(
    r"(?:오늘|현재|지금)(?:은|는)? ?(?:통증|증상|이상)(?:은|이|도)? ?(?:없|x\b)|통증 ?없이|"
    r"재활 ?완료|완치|제한 ?(?:없|x\b)|\bno restrictions\b|\bfully recovered\b|\bpain[- ]?free\b|"
    # Round 40: "현재 불편감 전혀 없다고 하심", "No pain today", "no knee pain anymore".
    r"(?:오늘|현재|지금)(?:은|는)? ?(?:불편감?|불편함)(?:은|이|도)? ?(?:전혀 |하나도 )?(?:없|x\b)|"
    r"\bno (?:\w+ )?pain (?:today|now|anymore|any more)\b"
)
# Round 40: in a long note the history is often a date, not the word 이력 ("5년 전 십자인대
# 재건술 받으셨고 재활 완료"); a discomfort said gone for good ("손목 불편감은 wrist wrap 쓰고
# 나서 완전히 없어졌다고 함"); a treatment the pain went away with ("no knee pain anymore since
# the physio stuff") - each only with nothing hurting now said in so many words, as above.
_INJURY_DATED = re.compile(
    r"(?:\d+ ?(?:년|개월|달) ?전|작년|재작년|예전에|\d+ years? ago|last year)[^.]{0,16}"
    r"(?:인대|탈구|골절|염좌|파열|부상|수술|재건술|sprain|fracture|dislocat\w*|injury|surgery|"
    r"reconstruction|tear)"
)
_DISCOMFORT_GONE = re.compile(
    r"(?:불편감?|불편함|통증|discomfort|pain)(?:은|는|도|이|가)? ?(?:[^ .]+ ){0,5}"
    r"(?:완전히|싹|다|fully|completely) ?(?:없어졌|없어짐|사라졌|사라짐|나았|gone|resolved)"
)
_TREATED_AND_GONE = re.compile(
    r"\bno (?:\w+ )?pain (?:anymore|any more)\b[^.]{0,20}\b(?:physio|rehab|pt)\b|"
    r"\b(?:physio|rehab)\b[^.]{0,30}\bno (?:\w+ )?pain (?:anymore|any more)\b|"
    r"(?:물리치료|재활)[^.]{0,20}(?:이제|더 ?이상) ?(?:안 ?아파|안 ?아프|통증 ?(?:이|은)? ?없)"
)
_STILL_OR_AGAIN = re.compile(r"다시|또|재발|아직|여전|\bagain\b|\bstill\b|조금|좀|살짝|덜")


def _injury_over_nothing_now(cleaned: str, sentence: str, position: int) -> bool:
    light, whole = _light(sentence), _light(cleaned)
    if not (
        _INJURY_HISTORY.search(light)
        or _SWELLING_ALL_GONE.search(light)
        or _INJURY_DATED.search(light)
        or _DISCOMFORT_GONE.search(light)
        or _TREATED_AND_GONE.search(light)
    ):
        return False
    if not _NOTHING_NOW.search(_around(cleaned, position)) or _STILL_OR_AGAIN.search(whole):
        return False
    rest = _DISCOMFORT_GONE.sub(" ", _TREATED_AND_GONE.sub(" ", whole))
    rest = _PAIN_DENIED_IN_TEXT.sub(" ", _NOTHING_NOW.sub(" ", rest))
    return not _SORE_NOT_ONLY.search(_SWELLING_WORD.sub(" ", rest))


# "a total pain in the neck", "such a pain in the butt": a bother, not a neck that hurts;
# "I have a pain in the neck" and "my neck is a total pain" stay held (round 9).
_PAIN_IN_THE_NECK = re.compile(
    r"\b(?:total|real|royal|absolute|such an?|what an?|(?:is|was|be|being|s) an?)"
    r" pain in the (?:neck|butt|ass|backside|rear)\b"
)


def _pain_in_the_neck(sentence: str, start: int) -> bool:
    light = sentence.casefold()
    return any(m.start() <= start < m.end() for m in _PAIN_IN_THE_NECK.finditer(light))


# A heart racing while watching a game, a shootout or a film: excitement, not a warning sign -
# unless the text also says dizzy, faint or chest (round 9).
_RACING_WORD = re.compile(r"racing|raced|pounding|pounded")
_WATCHING = re.compile(
    r"\b(?:watching|watched|on tv|penalty shoot ?-?outs?|penalties|the movie|the film|"
    r"horror|thriller|the episode|the concert|the last (?:minute|lap|over|inning))\b"
)


def _racing_while_watching(text: str, near: str, matched: str) -> bool:
    """``near``: the watching is read around the heart's sentence (round 42), the signs that
    keep it held over the whole text."""
    light = _light(text)
    return bool(
        _RACING_WORD.search(matched.casefold())
        and _WATCHING.search(near)
        and not _DIZZY.search(light)
        and not re.search(r"chest|breath|가슴|숨", light)
    )


# A risk word as what others talk about or one's work is about, not a symptom: "chest pain
# is all I hear about" (a cardiology nurse), "knee injuries are all we see at the clinic".
_SUBJECT_MATTER = re.compile(
    r"^\S*\s(?:\w+\s){0,2}(?:is|are|was|were) all (?:i|we|she|he|they|you|people|my \w+|our \w+)"
    r" (?:ever )?(?:hear|see|talk|read|deal with|treat)\w* ?(?:about|of|at|in|on)?\b"
)


# "숨이 턱 막히는 줄", "숨 넘어갈 뻔": breath that only nearly stopped, as a figure of speech
# (like 죽는 줄); "숨이 차서 죽는 줄" is breathlessness that happened, then the figure.
_BREATH_HYPERBOLE = re.compile(r"^(?P<between>[가-힣 ]{0,6}?)(?:는 ?줄|줄 ?알|뻔)")


# "숨막히는 명승부", "숨 막히는 경치": breath-stopping said of a contest or a view (what the
# English call breathtaking), the verb's adnominal form right before a noun of a spectacle.
# Before a feeling or a moment (숨막히는 느낌, 숨막히는 순간) it is the person's breath.
_SPECTACLE: Final = frozenset(
    {
        "경기",
        "승부",
        "명승부",
        "접전",
        "대결",
        "결승",
        "결승전",
        "장면",
        "명장면",
        "경치",
        "풍경",
        "야경",
        "전개",
        "공연",
        "무대",
        "영화",
        "드라마",
        "추격전",
        "레이스",
        "엔딩",
        "반전",
        "긴장감",
        "스릴",
        "몸매",
        "미모",
    }
)
# Round 16: a day's business that feels stifling ("숨막히는 회의 일정"), not a breath.
_STIFLING: Final = frozenset(
    {"회의", "일정", "스케줄", "업무", "마감", "분위기", "출근길", "퇴근길", "지하철", "교통체증"}
)


def _breathtaking(morphs: Sequence[Morph], position: int) -> bool:
    index = _morph_at(morphs, position)
    if index is None:
        return False
    following = morphs[index + 1 : index + 3]
    if not (len(following) == 2 and following[0].tag == "ETM"):
        return False
    # The noun as written, however the analyser cut it ("회의 연속" read as 회 + 의).
    word = following[1].form
    for morph in morphs[index + 3 :]:
        if morph.start != len(word) + following[1].start:
            break
        word += morph.form
    return (following[1].tag.startswith("NN") and following[1].form in _SPECTACLE) or any(
        word.startswith(noun) for noun in _STIFLING
    )


# Round 26: breathing said to be easier than it was ("전자담배 끊은지 한달! 숨이 덜 차는
# 느낌이에요", "less out of breath on the stairs") is an improvement, not breathlessness.
_BREATHING_EASIER = re.compile(
    r"숨(?:이|은|도)? ?덜 ?(?:차|가빠|가쁘|막히)|"
    r"\bless (?:out of|short of) breath\b|\bbreath(?:ing|e)? (?:is |feels )?easier\b"
)


# Any other word of breathing left in the sentence once the easier breathing is taken out.
_BREATH_WORD = re.compile(r"숨|호흡|breath|winded|dyspn")


def _breathing_easier(sentence: str, start: int, end: int) -> bool:
    """The finding is the easier breathing, and the sentence says nothing else of breath: a
    second breathlessness beside it ("숨이 덜 차긴 한데 자다가 숨이 막혀서 깨요") stays held -
    a sentence's finder may report only the first of the two (fail closed)."""
    lower = sentence.lower()
    spans = [found.span() for found in _BREATHING_EASIER.finditer(lower)]
    if not any(left < end and start < right for left, right in spans):
        return False
    rest = lower
    for left, right in spans:
        rest = rest[:left] + " " * (right - left) + rest[right:]
    return not _BREATH_WORD.search(rest)


# The lead's probe gaps, set 13 (family A): breathlessness at exercise that passed - the
# customer rested and went on (쉬고 다시 했어요, 마저 했어요, 다음 세트, caught my breath and
# finished the set), recovered (recovered quickly) or called it what the effort should do
# (인터벌이라 당연, 체력 부족, "that's expected", "need more cardio") - is ordinary exertion, as
# round 56's recovery words already read it in Korean. The exercise must be named or the going
# on itself said (going on is the exertion). Never with any other warning sign anywhere in the
# text (the chest, the heart, dizziness, fainting, nausea, blue lips, wheeze, care sought),
# breath short at rest or at little effort (가만히, 앉아 있는데, 조금만 걸어도, at rest,
# sitting), a breath that lasted, keeps coming or did not come back (한참, 요즘, 자꾸, 계속,
# 안 돌아와, didn't settle, lately, still), worse than before (평소보다), worry or a question,
# or the session stopped (중단, 포기): a real reader would ask (fail closed).
_EXERTION_NAMED = re.compile(
    r"운동|줄넘기|인터벌|스프린트|전력 ?질주|달리|달렸|뛰|러닝|런닝|조깅|등산|산행|수영|"
    r"자전거|라이딩|사이클|스피닝|버피|세트|서킷|크로스핏|타바타|마라톤|훈련|복싱|스파링|축구|"
    r"농구|피구|배구|테니스|배드민턴|풋살|수업|레슨|로잉|점프|스쿼트|에어로빅|줌바|스텝퍼|계단|"
    r"\b(?:sprint|run|ran|running|jog|hike|hiking|hill|interval|hiit|burpee|sets?|circuit|"
    r"workout|training|class|spin|cycling|bike|swim|rowing|cardio|crossfit|tabata|wod|game|"
    r"match|practice|drills?|laps?|repeats?|stairs|stairmaster|race|5k|10k)\w*"
)
# Going on after it: rested and went on, or finished what was under way.
_WENT_ON = re.compile(
    r"다시 ?(?:했|하고|해서|하니|뛰|달|시작|올라|들어가|진행|이어|탔)|마저 ?(?:했|하고|뛰|끝)|"
    r"끝까지 ?(?:했|하고|뛰|달|완주|마무리|마쳤)|다음 ?세트|이어서 ?(?:했|하고|진행)|완주|"
    r"\bkept going\b|\bcarried on\b|\bfinished (?:the|my|it|all)\b|\bwent again\b|"
    r"\bback (?:at|to|into) it\b|\bresumed\b|\bpicked (?:it )?back up\b"
)
# Back to normal after it (round 56's Korean recovery words are read where the cue is found).
_BREATH_SETTLED = re.compile(
    r"숨 ?(?:을|도)? ?(?:고르|돌리)|호흡 ?(?:을)? ?(?:고르|가다듬)|금방 ?(?:괜찮|돌아|회복|진정)|"
    r"\b(?:caught|catch|got) (?:my|his|her|their) breath\b|\brecovered\b|\bback to normal\b|"
    r"\bsettled (?:quickly|fast|right away|in a (?:minute|min|sec|second))\b"
)
# The breath called what the effort should do.
_EFFORT_EXPECTED = re.compile(
    r"당연|그럴 ?만|원래 ?그렇|원래 ?그런|좋은 ?신호|체력(?:이|은)? ?(?:부족|약하|약해|키워|길러|"
    r"올려|늘려)|\bexpected\b|\bof course\b|\bneed (?:more|to work on (?:my )?)cardio\b|"
    r"\bout of shape\b|\bthat'?s the point\b"
)
# Anything that makes a real reader ask, anywhere in the text.
_BREATH_NOT_PASSED = re.compile(
    r"가슴|흉통|흉부|심장|심박|맥박|명치|어지|현기|핑 ?돌|쓰러|기절|실신|눈앞|식은땀|토할|토했|"
    r"구역|메스꺼|울렁|입술|쌕쌕|천식|흡입기|병원|응급|119|구급|가만히|앉아 ?(?:있|만)|누워|누우|"
    r"쉬어도|쉬는데도|쉬는 ?(?:중|동안)|쉴 ?때|쉬고 ?있는데|자다가|(?:또|다시) ?숨|조금만|"
    r"몇 ?걸음|걷기만|걸어도|말하기|말도 ?못|"
    r"말을 ?못|계단 ?(?:한 ?층|몇 ?개|조금)|요즘|자꾸|매일|맨날|매번|항상|"
    r"(?<![가-힣])늘(?![가-힣])|"
    r"며칠|몇 ?주|한참|오래|아직|여전히|계속(?! ?(?:했|하고|해서|뛰었|뛰고|달렸|달리고|진행|이어))|"
    r"[분시] ?(?:넘게|이상|동안|째)|안 ?(?:돌아|가라앉|멈|진정|풀리|괜찮)|"
    r"회복(?:이|은|도)? ?(?:안|못|느리|더디)|평소보다|예전보다|전보다|이상하|무서|걱정|불안|"
    r"중단|포기|못 ?하겠|\?|"
    r"chest|heart|pulse|dizz|light ?head|faint|pass(?:ed)? out|black(?:ed)? out|nause|"
    r"throw up|threw up|puk|vomit|wheez|inhaler|asthma|doctor|hospital|\ber\b|at rest|resting|"
    r"sitting|lying|in bed|even walking|just walking|barely|talk|lately|recently|always|"
    r"every time|\bkeeps?\b(?! going)|still|for days|for (?:a )?(?:while|hours|ages)|"
    r"\d+ ?(?:min|hour)|scar|worr|weird|unusual|had to stop|stopped (?:the|my)|quit|"
    r"(?:n'?t|not|never) (?:\w+ ){0,2}(?:recover|catch|settle|come back|go away|stop|get better|"
    r"normal)"
)


def _exertion_breath_passed(cleaned: str, sentence: str, end: int, after: str) -> bool:
    """Set 13 (A): the breath finding ending at ``end`` in ``sentence`` (``after``: the next
    sentence) is exercise's own and passed - going on after it, or, with the exercise named, a
    recovery after it or the effort named as its cause in its sentence or the next."""
    light = _light(cleaned)
    if _BREATH_NOT_PASSED.search(light):
        return False
    later = _light(sentence[end:] + " " + after)
    if _WENT_ON.search(later):
        return True
    passed = _BREATH_SETTLED.search(later) or _EFFORT_EXPECTED.search(
        _light(sentence) + " " + _light(after)
    )
    return bool(passed) and bool(_EXERTION_NAMED.search(light))


# Round 26: a complaint the trainer checked and judged ordinary soreness, with no pain beyond
# it said ("어깨 아프다고 하셔서 확인해보니 … 근육통 수준. 특이 통증 없음"): both the judgement
# and the denial must be written; either alone stays held. The judgement must be in the
# finding's own sentence: another part's pain ("무릎 통증 있음. 허벅지는 근육통 수준. 다른 통증
# 없음") is no soreness the trainer judged, and stays held (fail closed).
_JUDGED_SORENESS = re.compile(r"(?:근육통|doms|알 ?배긴) ?(?:수준|정도|범위)|\bjust doms\b")
_NO_OTHER_PAIN = re.compile(
    r"(?:특이 ?|다른 ?|별다른 ?)(?:통증|증상|이상)(?:은|는)? ?(?:없|x\b)|"
    r"\bno (?:other|real|joint|sharp) pain\b"
)


def _judged_ordinary_soreness(sentence: str, text: str) -> bool:
    return bool(_JUDGED_SORENESS.search(sentence) and _NO_OTHER_PAIN.search(text))


def _breath_hyperbole(after: str) -> bool:
    found = _BREATH_HYPERBOLE.match(after)
    return bool(found and not re.search(r"서|고 |면|니까", found.group("between")))


# The word as a name: "진통제라는 밴드", "a band called Overdose", "the Heart Attack song".
_NAME_AFTER = re.compile(
    r"^\S*?(?:이)?라는 ?(?:이름의 ?)?(?:밴드|노래|곡|가게|카페|식당|브랜드|이름|제목|책|영화|"
    r"게임|앱|가수|그룹|메뉴|술집|칵테일|닉네임|별명|팀|유튜버|채널)|"
    r"^\S* (?:song|album|playlist|lyrics)\b"
)
_NAME_BEFORE = re.compile(
    r"\b(?:band|song|track|album|cafe|bar|restaurant|brand|game|movie|show|podcast|cocktail|"
    r"shop|channel|dish|burger)s? (?:called|named|titled)\s*['\"‘“]?$"
)


# A quoted name after the word for a name: "회사 이름이 '통증없는정형외과'", "nickname 'X'".
# Round 95 (fresh102-0131, "반 애들이 제 별명을 '디스크'라고 부름ㅋㅋ 맨날 USB 들고 다녀서"):
# the name as an object too (별명을, 닉네임으로).
_QUOTED_NAME_BEFORE = re.compile(
    r"(?:이름|상호|간판|닉네임|별명|제목|\bname|\bnickname|\btitle)"
    r"(?:이|은|는|도|을|를|으로|로)? ?"
    r"(?:is |was )?['\"‘“「『][^'\"’”」』]*$"
)
# Round 95: the word as what the customer is called - the word (and the rest of its own word,
# 당뇨쌤) followed by (이)라고 and a verb of calling (부르다, 불리다), in a sentence that says who
# is called or that it is a nickname (저를, 나를, 저보고, 별명, 닉네임, 별칭): "애들이 저를
# '당뇨쌤'이라고 불러요". A word followed by 라고 and a verb of saying is what someone said the
# customer has ("의사가 디스크라고 했어요") and is not read so; nor is the name when the word is
# said again in the sentence or the sentence says the customer really has something (진짜,
# 실제로, 있, 진단, 앓, 판정) - "저를 '디스크'라고 부르는데 실제로 허리 디스크 있어요".
_CALLED_AFTER = re.compile(
    r"^[^'\"’”」』\s]{0,6}['\"’”」』]? ?(?:이)?라고 ?(?:부르|불러|부름|불렀|불리|불림|불려)"
)
_CALLED_WHO = re.compile(
    r"별명|닉네임|별칭|(?:^|\s)(?:저를|절|나를|날|저보고|나보고|저더러|나더러)(?=\s)"
)
_REALLY_HAS = re.compile(r"진짜|실제|사실|정말|있|진단|앓|판정|걸렸|걸린|\bhave\b|\bhas\b")


def _called(sentence: str, start: int, end: int) -> bool:
    """The word as what the customer is called, and nothing in the sentence of really having it."""
    rest = sentence[end:]
    if sentence[start:end].casefold() in rest.casefold():
        return False
    return bool(
        _CALLED_AFTER.match(rest)
        and _CALLED_WHO.search(sentence)
        and not _REALLY_HAS.search(sentence[:start] + " " + rest)
    )


# Round 56 (fresh52-0101, ``어제 남편이랑 '숨 막히는 밤' 정주행하다 둘 다 울었음``): a quoted
# phrase watched, read or listened to right after its closing quote (정주행, 봤, 보는 중, 시청,
# 읽, 들었, a drama, a film, an episode) is a title; the quote opens before the match and
# closes after it within the span.
_QUOTE_OPEN_BEFORE = re.compile(r"['\"‘“「『][^'\"’”」』]{0,30}$")
_TITLE_USE_AFTER = re.compile(
    r"^[^'\"’”」』]{0,30}['\"’”」』] ?(?:을|를|은|는|이|가|도|에서|의)? ?"
    r"(?:정주행|몰아 ?보|봤|보는|보다가|보고|봄|시청|재방|읽|완독|들었|듣|드라마|영화|웹툰|"
    r"예능|시리즈|시즌|\d+ ?화|ost|노래|책|소설)"
)


def _a_name(sentence: str, start: int, end: int, detail: UrgentKind | None) -> bool:
    if detail == "self_harm":
        return False
    before = sentence[:start].casefold()
    return bool(
        _NAME_AFTER.match(sentence[end:])
        or _NAME_BEFORE.search(before)
        or (_QUOTED_NAME_BEFORE.search(before) and re.search(r"['\"’”」』]", sentence[end:]))
        or _called(sentence, start, end)
        or (_QUOTE_OPEN_BEFORE.search(before) and _TITLE_USE_AFTER.match(sentence[end:].casefold()))
    )


# Self-harm as what happens in a story: "영화에서 주인공이 자살하는 장면", "the character's
# suicide scene". Not when the person says it of themselves as well (싶, 나도, "made me want").
_STORY_AFTER = re.compile(
    r"^[가-힣 ]{0,6}?(?:장면|씬|내용|에피소드|결말)|^\S* (?:scene|episode|plot)"
)
_STORY_BEFORE = re.compile(r"(?:주인공|캐릭터|등장인물|character|protagonist|hero)\S*\s?\S*\s?$")
_STORY_SELF = re.compile(
    r"싶|생각|충동|나도|저도|\bi (?:want|wanna|wish|thought|think|feel like|have|did)|"
    r"made me (?:want|think)|\bmyself|\bme too"
)


def _in_a_story(sentence: str, start: int, end: int) -> bool:
    light = _light(sentence)
    return bool(
        _TOPIC.search(light)
        and (_STORY_AFTER.match(light[end:]) or _STORY_BEFORE.search(light[:start]))
        and not _STORY_SELF.search(light)
    )


_PAINFUL_CONDITION = re.compile(
    r"편두통|두통|디스크|통풍|관절염|류마티스|대상포진|협착증|오십견|섬유근|좌골|측만|건초염|"
    r"족저근막|migraine|gout|arthritis|sciatica|shingles|herniat|disc|fibromyalg|endo\b|"
    r"endometriosis|rheumat|plantar|tendin"
)
_FLARE = re.compile(
    # ... or one lived with, coming back again and again ("달고 살아요", "한달에 몇번씩").
    r"달고 ?살|몇 ?번씩|수시로|자주|\boften\b|every (?:week|month)|"
    r"와서|왔|오면|도지|도졌|재발|심해|심하|때문에|땜에|터졌|올라|힘들|못 ?(?:하|가|앉|걷|자)|"
    r"따끔|\bflar\w*|acting up|playing up|on fire|kicking|\bbad\b|again|killing|hurts?|couldn'?t|"
    r"can'?t|\bweek\b"
)
# Round 99 (fresh105-0003 "가슴 한가운데가 쥐어짜는 느낌", fresh11-0097 "가슴이 콕콕 찔러요"):
# the chest squeezed (쥐어짜) or stabbing (찔러, the conjugated 찌르 that _PAIN_WORD already
# reads) is chest pain as English "squeezing" and "stabbing" are, so S2 comes with S1. Only beside
# S1's own chest finding; the seed's tightness (조여, 조이는) and 답답 stay S1 alone (round 5).
_CHEST_SQUEEZED_OR_STABBED = re.compile(r"쥐어 ?짜|쥐어 ?짰|찔러")
_PAIN_WORD = re.compile(
    r"아프|아파|아팠|아픈|아픕|통증|흉통|쑤시|쑤셔|찌르|찌릿|욱신|\bpain\w*|\bhurt\w*|\bach\w*|"
    r"\bsore\b|\bstabbing\b|"
    # Pressing, squeezing, tightness of the chest: pain of the chest too (in Korean the
    # pressing kind, 압박감, 짓눌림; the seed keeps 조여/답답 as S1 alone).
    r"\bpressure\b|\btight\w*|\bsqueez\w*|\bheav(?:y|iness)\b|압박|짓눌|짓누르"
)
_SORENESS = re.compile(
    r"근육통|뻐근|알 ?배|알이 ?배|뭉치|뭉쳤|뭉침|땡기|당기|\bsore\w*|\bdoms\b|\bstiff\w*|"
    r"\btight\b|\bachy\b|\bache\w*"
)
_SORENESS_BENIGN = re.compile(
    r"기분 ?좋|좋은|개운|정상 ?(?:범위|수준|적)|"
    r"정상(?:임|이에요|입니다|이네요|이라|으로 ?보)(?! ?\?)|"
    r"통증은? ?(?:아니|아님|아냐)|괜찮|\bin a good way\b|"
    r"아픈 ?(?:건|거|게|것은) ?(?:아니|아님|아냐)|"
    r"\bgood (?:kind|sore|pain)\b|\bthe good kind\b|\bnormal\b|\bexpected\b|\bfeels? good\b|"
    r"운동한 ?(?:티|느낌)|\bworked\b|[ㅋᄏ]{2}|웃기|웃김|웃겨|평소|좋아요|좋네|좋음|"
    # Laughter in Latin letters at a workout's soreness: "so sore from leg day lol".
    r"\b(?:(?:leg|arm|chest|back|push|pull|shoulder|glute) day|workout|squats?|lunges?|"
    r"deadlifts?|burpees?|class|session|training)\b.{0,60}\b(?:lo+l|lmf?ao+|ha(?:ha)+|hehe)\b|"
    r"(?:근육통|doms|뻐근함?|알) ?(?:만|뿐)|(?:pain|통증)\S* ?없|"
    # Soreness that stops nothing: "걷는 거 문제없어요", "no problem walking".
    r"문제 ?(?:없|x\b)|지장 ?없|\bno (?:problem|issue)s?\b"
)
# (``_light`` folds ㅋ to ᄏ: both are listed.)
_SORENESS_WORSE = re.compile(
    r"[2-9] ?일 ?째|[이삼사오]일 ?째|며칠|이틀|사흘|일주일|\b\d+ days\b|\ba week\b|"
    r"\b(?:two|three|four|five|six|seven|several|few) days\b|"
    r"찌릿|욱신|붓|부었|sharp|stabb|swell|swollen|numb|tingl|pop|찢|삐|접질|injur|부상|"
    r"안 ?좋|심해|worse|못 ?(?:걷|하|움직)|can ?t (?:walk|move|lift)|"
    # A hedge is not a reassurance: "별로 안 아픈데 좀 sore" still holds.
    r"안 ?아픈데|안 ?아프긴|\bnot (?:really|that|too) (?:painful|bad)\b"
)


# Round 39: an injury denied in so many words ("평소 알배김이에요 부상 아님", "not an injury") is
# no sign of one: the denial is taken out before the worse signs are read, so "부상" in it does
# not keep ordinary soreness held. An injury said ("부상 같아요", "부상인지") still is a sign.
_INJURY_DENIED = re.compile(
    r"부상(?:은|는|이)? ?(?:아님|아니(?!고 ?뭐|면)|아냐|없|x\b)|\bnot (?:an? )?injur\w*|"
    r"\bno injur\w*"
)


def _ordinary_soreness(sentence: str, start: int, end: int) -> bool:
    """Post-workout soreness the person calls good or normal (``기분 좋은 뻐근함``,
    ``sore in a good way``, ``근육통 정상 범위``): not an injury - unless it lasts days or
    comes with a sharp, swollen or numb sign."""
    matched = _light(sentence[start:end])
    light = _light(sentence)
    return bool(
        _SORENESS.search(matched)
        and _SORENESS_BENIGN.search(light)
        and not _SORENESS_WORSE.search(_INJURY_DENIED.sub(" ", light))
    )


# 붓기 of no body part, going down or put down to water, salt or the cycle ("물 많이
# 마셨더니 붓기가 빠진 느낌", "생리 전이라 붓기로 보임"): water the body holds, not a swollen
# injury. A named body part, a pain word or an injury sign keeps it S2.
_PUFFINESS = re.compile(r"붓기|부기")
_PUFFINESS_EXPLAINED = re.compile(
    # Round 14: puffiness one means to take down (붓기 빼려고 호박즙) is the same puffiness.
    r"빠지|빠졌|빠진|빠짐|빠져|가라앉|빼려|빼는|빼기|빼러|빼주|"
    # Round 39: puffiness one tries to take down or manages ("붓기 빼보려고", "붓기 관리만").
    r"빼 ?보|빼 ?볼|(?:붓기|부기) ?관리|"
    # Session 22 (the lead's probes): a wish to take it down ("결혼식이라 붓기 빼고 싶어요").
    r"빼고 ?(?:싶|파|시퍼)|빼야|뺄 ?(?:래|거|까|게)|"
    r"덜|줄었|줄어|줄음|생리|월경|짜게|짠 ?(?:거|것|음식)|"
    r"염분|나트륨|저염|라면|야식|술 ?(?:먹|마시|마셨)|수분|물 ?(?:많이|을|을 ?많이)? ?마"
)
_SWELLING_SITE = re.compile(
    r"무릎|발목|손목|손가락|발가락|발등|발|손|다리|종아리|허벅지|팔|어깨|허리|목|팔꿈치|관절|인대|"
    r"부위|상처|멍|골반|고관절|정강이|아킬레스|knee|ankle|wrist|finger|toe|foot|feet|leg|calf|"
    r"thigh|arm|shoulder|elbow|joint|back|"
    # or an injury or operation it may come from
    r"넘어|다치|다쳐|다친|다쳤|부딪|찧|수술|골절|염좌|깁스|벌레|물렸|\bfell\b|\bfall"
)


# Round 27: 붓기차 (a tea sold "for puffiness", drunk in the evening) is a drink's name, not a
# swelling. Only the finding inside the name is cleared, and only when the sentence says
# nothing else of swelling, pain or a body part once the name is taken out ("붓기차 마시는데
# 발목 붓기가 안 빠져요" stays held: the finder may report the tea's 붓기 first - fail closed).
_PUFFINESS_TEA = re.compile(
    # Not "붓기 차도가 없어요" (no improvement), "붓기차이" (a difference) or "붓기 티 나요"
    # (it shows).
    r"(?:붓기|부기)차(?!이|도 ?가|도 ?없|도 ?안)|(?:붓기|부기) ?빼는 ?차|붓기 ?tea|puffiness tea"
)
_SWELLING_WORD = re.compile(r"붓|부었|부어|부음|부종|부기|swell|swollen|puffy|edema")


def _puffiness_tea(sentence: str, start: int, end: int) -> bool:
    light = _light(sentence)
    spans = [found.span() for found in _PUFFINESS_TEA.finditer(light)]
    if not any(left <= start and end <= right for left, right in spans):
        return False
    rest = light
    for left, right in spans:
        rest = rest[:left] + " " * (right - left) + rest[right:]
    return not (
        _SWELLING_WORD.search(rest)
        or _SWELLING_SITE.search(rest)
        or _PAIN_WORD.search(rest)
        or _SORENESS_WORSE.search(rest)
    )


# Session 22 (the lead's probes): a face or eyes gone puffy, put down to salt, a late meal,
# drink, sleep or crying ("라면 먹고 자서 얼굴이 퉁퉁 부었어요", "울고 자서 눈이 부었어요"), is
# the same water the body holds. Not with the lips, the throat, hives, a sting or breathing
# named (an allergic reaction), nor any other body part, pain or injury sign.
_PUFFY_FACE = re.compile(r"얼굴|눈 ?(?:이|두덩|덩이)|눈두덩|\bface\b|\beyes\b")
_SWOLLEN_VERB = re.compile(r"부었|부어|부은|붓고|붓는|퉁퉁|puffy|swollen")
_FACE_EXPLAINED = re.compile(
    r"자고 ?일어나|아침에|울어서|울고|울었|잠을? ?(?:못|설)|밤새|늦게 ?(?:먹|자)|"
    r"ramen|salty|late|crying|cried|woke up"
)
_ALLERGY_SIGN = re.compile(
    r"입술|목구멍|목이 ?(?:조|막|부)|숨|호흡|두드러기|알레르기|알러지|쏘|물렸|가려|"
    r"\blips?\b|throat|breath|hives|allerg|sting|stung|"
    # nor a blow, a sore or red eye (round 72's twins: 공에 맞아서, 따갑고 빨개요)
    r"맞아서|맞았|맞고|따갑|따가|빨개|빨갛|충혈|\bhit\b|\bred\b|\bsore\b"
)


def _puffy_face(light: str, found: str) -> bool:
    """A puffy face or eyes, explained, with no allergic sign."""
    return bool(
        _SWOLLEN_VERB.search(found)
        and _PUFFY_FACE.search(light)
        and (_PUFFINESS_EXPLAINED.search(light) or _FACE_EXPLAINED.search(light))
        and not _ALLERGY_SIGN.search(light)
    )


def _water_puffiness(sentence: str, start: int, end: int) -> bool:
    light = _light(sentence)
    found = _light(sentence[start:end]) + light[start : end + 2]
    if _PUFFINESS.search(found):
        explained = _PUFFINESS_EXPLAINED.search(light) is not None
        rest = _PUFFINESS.sub(" ", light)
    elif _puffy_face(light, found):
        explained, rest = True, _SWOLLEN_VERB.sub(" ", _PUFFINESS.sub(" ", light))
    else:
        return False
    return bool(
        explained
        and not _SWELLING_SITE.search(light)
        and not _PAIN_WORD.search(light)
        and not _SORENESS_WORSE.search(rest)
    )


def matches(flow: SourceFlow, field: str, text: str) -> list[SafetyReason]:
    """Every rule ``text`` matches, in rule order (one reason per rule)."""
    if field not in FLOW_FIELDS[flow]:
        raise ValueError(f"{field} is not a declared field of {flow}")
    try:
        found = findings(text)
        reasons = _rule_reasons(flow, field, text, found)
        if not reasons:
            reasons = _second_reading(flow, field, text)
    except Exception:
        _logger.exception("safety_analysis_failed")
        excerpt = normalize_excerpt(text) or "?"
        return [_reason(flow, field, "S1", excerpt, "unanalysed")]
    finally:
        _forget_the_text()
    return reasons


def _forget_the_text() -> None:
    """Drop the forms kept while one text was read (see ``_KEPT``)."""
    for kept in (_clean, _light, _views, _sentences):
        kept.cache_clear()


# Round 44 (fresh43-tune): the workout in a playful or mistyped spelling (운둥, 운덩, 운동ㅇ, 헬장)
# is the same word. The reader, fitted on 운동, read ``운둥 빼먹음.. 회식ㅠ`` (a session skipped for
# a work dinner) by its grams of 빼먹 as a meal skipped (S4), when ``운동 빼먹음`` holds nothing:
# it reads these spellings as 운동 and 헬스장. Only a word of its own (not ``구운 덩어리``'s
# ``구운덩``); the rules read the text as written, and their holds stand.
_WORKOUT_SPELLINGS: Final = (
    (re.compile(r"(?<![가-힣])운(?:둥|덩|댱|듕|뚱|동[ㅇㅡ]+)(?![가-힣])"), "운동"),
    (re.compile(r"(?<![가-힣])운(?:둥|덩|댱|듕|뚱)(?=[을를은는도이가하했에])"), "운동"),
    (re.compile(r"(?<![가-힣])(?:헬장|헬쓰장|헬스쟝|헬짱)"), "헬스장"),
)


def _workout_spelled(text: str) -> str:
    for pattern, word in _WORKOUT_SPELLINGS:
        text = pattern.sub(word, text)
    return text


def _second_reading(flow: SourceFlow, field: str, text: str) -> list[SafetyReason]:
    """The learned reader's hold on a text the rules left unheld (ADR 0084): the whole text
    is the excerpt, since no one word was matched. It raises when it cannot load, and the
    caller then holds the text as unanalysed.

    Session 24 measured reading only what the rules did not explain (the text with every
    match of ``_read`` blanked) and did not take it: the words the rules clear wrongly are
    where the reader is the safety net (ADR 0084)."""
    if len("".join(text.split())) < learned.MIN_CHARACTERS:
        return []
    verdict = learned.read(_workout_spelled(text))
    if not verdict.held:
        return []
    return [_reason(flow, field, verdict.code, normalize_excerpt(text) or "?")]


def _rule_reasons(
    flow: SourceFlow, field: str, text: str, found: list[_Finding]
) -> list[SafetyReason]:
    reasons: list[SafetyReason] = []
    if flow == "trainer_session" and field not in _PAIN_FIELDS:
        cleaned = _clean(text)
        found = [f for f in found if not _trainers_own_body(cleaned, f)]
    for rule in RULE_IDS:
        of_rule = [f for f in found if f.rule == rule]
        if of_rule:
            # S1's kind: self-harm first (it changes what Richard must do today).
            first = min(
                of_rule,
                key=lambda f: (_DETAIL_ORDER.index(f.detail) if f.detail else 99, f.start),
            )
            reasons.append(
                _reason(flow, field, rule, _excerpt(text, first.start, first.end), first.detail)
            )
            continue
        tests = _STRUCTURAL.get(rule, ())
        if rule == "S2" and field in _PAIN_FIELDS:
            tests = (*tests, stated_pain_detail)
        if rule == "S2" and field == _INTENSITY_ANSWER:
            tests = (*tests, stated_severity_answer)
        if rule == "S2" and field in (_INTENSITY_ANSWER, _SYMPTOM_ANSWER):
            tests = (*tests, stated_hurt_emoji)
        if rule == "S1" and field == _SYMPTOM_ANSWER:
            tests = (*tests, stated_short_of_breath)
        if rule == "S1" and field in _PAIN_FIELDS:
            tests = (*tests, stated_chest_as_the_pain)
        for test in tests:
            if (
                flow == "trainer_session"
                and test.__name__ in _WRITERS_OWN_ILLNESS
                and _trainer_speaks_of_self(text)
            ):
                continue  # "제가 어제부터 몸살이라 세션 짧게": the trainer's own (fresh19-0208)
            stated = _said_of_customer(text, test)
            if stated:
                detail = _STRUCTURAL_DETAIL.get(test.__name__)
                reasons.append(_reason(flow, field, rule, stated, detail))
                break
    if not reasons:
        # A cause beside the dizziness leaves it to the cause's own code (굶어서 -> S4, 약 -> S5).
        # When that code holds nothing - a meal eaten well, "약 5분" as "about", a cold remedy -
        # the dizziness is held after all: a cause word alone never clears it (fail closed).
        stated = _said_of_customer(text, stated_dizziness_with_an_unheld_cause)
        if stated:
            reasons.append(_reason(flow, field, "S1", stated, "fainting"))
    return reasons


# The lead's probe gaps, set 9 (session 22): in a trainer's own note (not the pain note), a
# pain or a condition whose subject is the writer - 제가, 저는, 저도, 내가, 나는, "트레이너 본인",
# "코치 본인", "my own" - straight before the part, with no word for the customer and no word of
# seeing, judging or telling between ("제가 어깨가 안 좋아서 시범은 말로 했어요", "트레이너 본인
# 허리 안 좋아서 시범 생략"), is the trainer's own body. Bare 본인 is the customer's in a trainer's
# note (회원 본인이 ...) and stays held, as does "제가 보기엔 허리가 안 좋아 보여요" (the
# trainer only sees) and any note without the writer as the subject (회원 허리 안 좋아서 데드 생략).
_TRAINER_AS_SUBJECT = re.compile(
    r"(?:^|(?<=[\s,(]))(?:제가|저는|저도|저 ?역시|내가|나는|나도|"
    r"(?:트레이너|코치|강사|pt ?쌤|쌤)(?:인 ?제가| ?본인| ?자신)(?:이|은|도|의)?)(?=\s)|"
    r"\bmy own\b|\bmyself\b|\bi (?:have|had|ve got|got) (?:a |an )?(?=\w)|"
    r"\bmy (?=(?:left |right |lower |upper )?(?:back|neck|knee|shoulder|hip|ankle|wrist|"
    r"elbow|hamstring|calf|foot|heel|shin|arm|leg|head)s?\b)",
    re.IGNORECASE,
)
_SEEN_OR_TOLD = re.compile(
    r"보기|보니|보이|봤|보면|느끼기|생각|판단|확인|체크|말씀|설명|얘기|전달|권유|안내|물어|여쭤|"
    r"들었|듣고|\b(?:think|thought|noticed|saw|see|felt|checked|asked|told|said|cued|suspect|"
    r"guess|believe|watched|looked|observed|worried)\b",
    re.IGNORECASE,
)


def _trainers_own_body(cleaned: str, finding: _Finding) -> bool:
    if finding.rule not in ("S2", "S3"):
        return False
    before = cleaned[: finding.start]
    sentence = before[max(before.rfind(end) for end in ".!?;\n") + 1 :]
    markers = list(_TRAINER_AS_SUBJECT.finditer(sentence))
    if not markers:
        return False
    between = sentence[markers[-1].end() :]
    return (
        len(between) <= 16
        and not _CUSTOMER_WORDS.search(between)
        and not _SEEN_OR_TOLD.search(between)
        and not _OTHER_SUBJECT_KO.search(between)
    )


_OTHER_SUBJECT_KO = re.compile(r"[가-힣]+(?:씨|님)|엄마|아빠|남편|아내|와이프|친구|동료")


# The lead's probes of 2026-12-07, set 3: in a trainer's note, an illness after the writer's
# own first person (제가, 저는, 내가, I) with no word for the customer in the text is the
# trainer's own.
_WRITERS_OWN_ILLNESS: Final = frozenset({"stated_current_fever", "stated_current_body_aches"})
_TRAINER_FIRST_PERSON = re.compile(
    r"(?:^|\s)(?:제가|저는|저도|내가|나는|나도|본인)\s|\bi\b|\bi'?m\b"
)


def _trainer_speaks_of_self(text: str) -> bool:
    light = _light(text)
    return bool(_TRAINER_FIRST_PERSON.search(" " + light)) and not _CUSTOMER_WORDS.search(light)


def stated_dizziness_with_an_unheld_cause(text: str) -> str | None:
    """S1, asked only when no rule holds the text: the customer's dizziness, whatever its cause."""
    return normalize_excerpt(text) if _dizziness_felt(_light(text)) else None


def _bounded(found: Sequence[SafetyReason]) -> tuple[SafetyReason, ...]:
    """At most six unique reasons, keeping each matched rule's first one."""
    unique: list[SafetyReason] = []
    for reason in found:
        identity = (reason.rule_id, reason.matched_field, reason.excerpt)
        if identity not in {(r.rule_id, r.matched_field, r.excerpt) for r in unique}:
            unique.append(reason)
    chosen: list[SafetyReason] = []
    for rule in RULE_IDS:
        first = next((reason for reason in unique if reason.rule_id == rule), None)
        if first is not None:
            chosen.append(first)
    for reason in unique:
        if len(chosen) >= MAX_REASONS:
            break
        if reason not in chosen:
            chosen.append(reason)
    return tuple(chosen[:MAX_REASONS])


def classify(
    flow: SourceFlow, texts: Iterable[tuple[str, str | None]], *, calories: int | None = None
) -> Safety:
    """The typed verdict for one submission: ``texts`` are ``(declared field, text)`` pairs.

    ``calories`` is the customer's stated intake (S4 below 1000 kcal); trainer records
    have none.
    """
    found: list[SafetyReason] = []
    order = {field: index for index, field in enumerate(FLOW_FIELDS[flow])}
    for field, text in sorted(texts, key=lambda item: order.get(item[0], len(order))):
        if text and text.strip():
            found += matches(flow, field, text)
    if calories is not None:
        if flow != "customer_checkin":
            raise ValueError("only the customer check-in states calories")
        if calories < CALORIE_FLOOR_KCAL:
            found.append(_reason(flow, "calories", "S4", f"{calories}kcal"))
    return Safety.from_reasons(_bounded(found))
