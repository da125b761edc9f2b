"""The structural judgment: does a slot's free prose only connect, or does it claim?

Prose around the placeholders may order, summarise, set the manner of presenting, greet,
thank, or perform the speaker's own speech act toward the reader ("요점만 말씀드리면",
"끝으로", "조급해하지 않고", "말씀드리겠습니다"). Anything that predicates something about
the customer, the world, time, quantities, causes, outcomes or the future is a claim and
fails. The judgment is read off Kiwi's morphemes, tags and endings:

* numerals (NR, SN, numeral determiners) unless they count the message's own parts;
* time nouns — months, native and Sino-Korean day counts, times of day, seasons;
* evaluative, relief and epistemic sentence adverbs; causal/contrastive connectives and
  cause/result nouns; evidential framings (``흐름상``, ``추세로 보면``);
* every predicate chain that is not the speaker's speech act: honorific ``-시-`` (the
  customer as subject), past ``-었-``, conjectural ``-겠-`` / ``-ㄹ 거``, a final ending,
  a causal or conditional link, a co-occurring event (``-며``, ``-고``). What such a
  predicate may still do is colour the manner: ``-게``, ``-지 않고/않게``, a modifier of
  a noun, or a verb chained into a speech act (``풀어서 말씀드리면``).

Returns a reason code or ``None``; pure, no I/O.
"""

from __future__ import annotations

from collections.abc import Sequence

from services.expression.validation import word_classes as classes
from services.expression.validation.clauses import Chain, chains
from services.expression.validation.predicates import (
    HONORIFIC_ENDINGS,
    NOUNS,
    PAST_ENDINGS,
    PLACEHOLDER_MARK,
    asks_leave_to_speak,
    chain_reason,
    changes_telling_way,
    effort_greeting,
    frames_message,
    is_speech,
    object_of,
    offers_action,
    offers_speech,
    reading_ease,
    reading_leave_span,
    review_asked_with_thanks,
    softener_adverb,
    softener_manner,
    softens_speech,
    view_withheld,
    walk_points_ahead,
    wording_left_as_is,
)
from services.expression.validation.stems import Morph
from services.expression.validation.word_rules import WORD_TAGS, telling_jeok_adverb, word_reason

__all__ = ["PLACEHOLDER_MARK", "judge", "waived_indices"]


def judge(
    morphs: Sequence[Morph], slot_id: str, found: Sequence[Chain] | None = None
) -> str | None:
    """The first reason the prose claims something, or ``None`` if it only connects."""
    found = chains(morphs) if found is None else found
    # One pass finds every morpheme a later check looks at: the placeholders, the words the
    # word rules judge, and the tags of the closing checks. Each check below then tests only
    # those indices, in order, so it decides as a scan of the whole analysis would.
    marks: list[int] = []
    words: list[int] = []
    tagged: dict[str, list[int]] = {tag: [] for tag in _CLOSING_TAGS}
    for index, morph in enumerate(morphs):
        if morph.form == PLACEHOLDER_MARK:
            marks.append(index)
        if morph.tag in WORD_TAGS or morph.form == "대로":
            words.append(index)  # the same filter word_reason starts with, without the call
        listed = tagged.get(morph.tag)
        if listed is not None:
            listed.append(index)
    first_mark = marks[0] if marks else len(morphs)
    # "[[P:01]]. 궁금하시면 위 내용을 다시 보셔도 돼요.": a closed sentence form, judged whole
    leave = reading_leave_span(morphs) if marks else None
    covered = leave if leave is not None else range(0)
    for index in words:
        if index in covered:
            continue
        reason = word_reason(morphs, index, slot_id, opening=index < first_mark, found=found)
        if reason is not None:
            return reason
    for position, chain in enumerate(found):
        if chain.first in covered:
            continue
        following = found[position + 1] if position + 1 < len(found) else None
        reason = chain_reason(morphs, chain, following, slot_id)
        if reason is not None:
            return reason
    if any(_reader_before_issued(morphs, i) for i in marks):
        return "reader_claim"  # "회원님은 [[P:01]]": the issued fact made one about the reader
    if any(_likeness_between_issued(morphs, marks[n - 1], marks[n]) for n in range(1, len(marks))):
        return "causal_link"  # "[[P:01]]. 이처럼 [[P:02]].": the second tied to the first
    if any(_likened_to_above(morphs, i) for i in marks):
        return "causal_link"  # "위와 같이 [[P:01]]": the issued sentence tied to what is above
    if any(i > 0 and morphs[i - 1].tag == "ETM" for i in marks):
        return "predication"  # "이미 확정된 [[P:01]]": a clause predicating of the issued one
    if any(_concessive(morphs, i) for i in tagged["ETN"]):
        return "causal_link"  # "그럼에도 [[A:01]]", "바쁘심에도": "despite" - a contrast asserted
    if any(_existence_as_noun(morphs, i) for i in tagged["ETN"]):
        return "predication"  # "특이 사항 없음을 보고드립니다": a state reported as a noun
    if any(_likelihood_noun(morphs, i) for i in tagged["XSN"]):
        return "evaluative_or_epistemic"  # "부종 가능성과 별개로": a likelihood asserted
    if any(_root_glued_to_noun(morphs, i) for i in tagged["XR"]):
        return "unanalysed_word"  # "추이상," read as 추 + 이상: a word Kiwi could not read
    if any(morphs[i].form in _IMPORTANCE_OR_URGENCY for i in tagged["NNG"]):
        # "중요, [[P:01]].", "요주의, …", "속보, …", "정정, …", "중요한 부분부터 말씀드리면"
        return "evaluative_or_epistemic"
    if any(_priority_named(morphs, i) for i in tagged["NNG"]):
        return "evaluative_or_epistemic"  # "중요도 순으로", "최우선으로", "우선순위대로": ranked
    if any(morphs[i].form == "던" for i in tagged["ETM"]):
        return "past_event"  # "정리하던 중에", "말씀드리던 대로": an act recalled from before
    if any(morphs[i].form in _AS_AT_FIRST for i in tagged["MAG"] + tagged["NNG"]):
        return "past_event"  # "원래 순서대로", "본래 순서로": an order from before this message
    if any(morphs[i].form in _NOW_AND_THEN for i in tagged["MAG"]):
        return "time"  # "틈틈이 안내해 드릴게요", "그때그때 정리해 드릴게요": how often
    if any(_after_a_while(morphs, i) for i in tagged["NNG"]):
        return "time"  # "조금 뒤에 말씀드릴게요", "잠시 뒤 이어서": a later time, not a place
    if any(_habitual(morphs, i) for i in tagged["VX"]):
        return "time"  # "말씀드리곤 해요", "정리해 드리곤 합니다": a habit, other occasions
    if any(_graded_order(morphs, i) for i in tagged["NNG"] + tagged["NNB"]):
        return "evaluative_or_epistemic"  # "시급한 것부터", "쉬운 순서대로": items graded
    if any(_bare_heading_names_else(morphs, i) for i in marks):
        return "new_fact"  # "축하, [[P:01]]", "재안내, …", "권고, …": a heading that says more
    if any(_heading_phrase_names_else(morphs, i) for i in marks):
        return "new_fact"  # "오늘의 할 일, [[P:01]]", "오늘의 과제, …": a to-do or a task
    if any(_step_of_a_process(morphs, i) for i in tagged["NNG"]):
        return "new_fact"  # "다음 단계로, [[P:01]]", "마지막 단계는": a step the reader takes
    if any(_a_persons_turn(morphs, i) for i in tagged["NNG"]):
        return "instruction"  # "이제 운영자님 차례죠", "코치님 순서입니다": whose move it is
    if any(_a_persons_standing(morphs, i) for i in tagged["NNG"]):
        return "evaluative_or_epistemic"  # "트레이너로서 말씀드리면": a professional's judgment
    if any(morphs[i].form in _SCALAR_PARTICLES for i in tagged["JX"]):
        return "evaluative_or_epistemic"  # "남은 항목마저": the others presupposed done
    if any(
        _conditional_outcome(morphs, found, i)
        and not review_asked_with_thanks(morphs, found[i], found[i + 1], slot_id)
        and found[i].first not in covered
        for i in range(len(found) - 1)
    ):
        return "causal_or_conditional_link"  # "살펴 주시면 마무리됩니다": an outcome promised
    if any(morphs[i].form in _HEARSAY_ENDINGS for i in tagged["EF"]):
        return "evidential_framing"  # "정리했대요", "드린답니다": what someone else said
    if any(_plain_register(morphs, i) for i in tagged["EF"]):
        return "register"  # "정리해 줄게.", "근거는 이래.": 반말 in the product's polite prose
    if any(_note_ending(morphs, i) for i in tagged["ETN"]):
        return "register"  # "순서대로 정리함.", "사유를 적음,": a note's ending, not polite prose
    if any(morphs[i].form == "당신" for i in tagged["NP"]):
        return "register"  # "당신의 오늘 안내입니다": no polite address in Korean service prose
    if any(_other_audience(morphs, i, slot_id) for i in tagged["NNG"]):
        return "addressee"  # "코치님, [[P:01]]" on daily, "회원님, [[P:01]]" on a card
    if any(_others_words(morphs, i) for i in tagged["NNG"]):
        return "evidential_framing"  # "트레이너 피드백을 정리하면": what someone else said
    if any(_told_elsewhere(morphs, i, found) for i in tagged["MAG"] + tagged["NNG"]):
        return "prediction"  # "[[P:01]]. 나머지는 따로 말씀드릴게요": another message promised
    if any(morphs[i].form in _CUSTOMER_STATE_NOUNS for i in tagged["NNG"]):
        return "customer_state"  # "몸 상태를 여쭙니다": the customer's body, told or asked about
    if any(
        _customers_own(morphs, i) and not _beside_in_cheer(morphs, i, found) for i in tagged["NNG"]
    ):
        return "customer_state"  # "회원님 사정을 여쭙니다", "회원님 체형에 맞춰": the customer's
    if any(morphs[i].form in _CONTACT_NOUNS for i in tagged["NNG"]):
        return "approval_delivery"  # "따로 연락드리지 않을게요": contact outside this message
    return None


# Round 122: contact outside this message - a call, a contact said to come or not to come
# ("따로 연락드리지 않을게요", "연락 안 드릴게요"), a phone number - is a statement of delivery,
# negated too. Checked last, so the reason an earlier check gives ("다시 연락드리겠습니다",
# action_offer; "연락 바랍니다", instruction) is kept.
_CONTACT_NOUNS = frozenset({"연락", "연락처", "통화", "전화"})


def _customers_own(morphs: Sequence[Morph], index: int) -> bool:
    """Round 64: the customer with 님, then (의 and) a noun - "회원님 사정을 헤아려", "고객님의
    일정에 맞춰", "회원님 근황을 여쭙니다" - names something of the customer's: their body,
    habits, plans or circumstances, which the policy keeps out of the prose. A part of the
    message after it ("회원님 안내") and a 하- word ("회원님 안녕하세요") are not the customer's."""
    person = morphs[index]
    if person.form not in _CUSTOMER_NOUNS or index + 2 >= len(morphs):
        return False
    honorific = morphs[index + 1]
    if honorific.form != "님" or honorific.tag != "XSN":
        return False
    at = index + 2
    if morphs[at].form == "의" and morphs[at].tag == "JKG":
        at += 1
    if at >= len(morphs) or morphs[at].tag != "NNG" or morphs[at].form in _MESSAGE_PART_NOUNS:
        return False
    after = morphs[at + 1] if at + 1 < len(morphs) else None
    return after is None or after.tag not in {"XSV", "XSA"}


# Round 121: the places beside someone, where the speaker stands to cheer them on.
_BESIDE_NOUNS = frozenset({"곁", "옆"})
_CHEER_MANNER_ADVERBS = classes.FREQUENCY_ADVERBS | classes.CONSTANCY_ADVERBS


def _beside_in_cheer(morphs: Sequence[Morph], index: int, found: Sequence[Chain]) -> bool:
    """``회원님 곁에서 늘 응원할게요``, ``회원님 옆에서 응원합니다`` (round 121): the customer with
    님, then 곁 or 옆 in 에서 - the place beside them - where the speaker's cheer follows in a
    final ending (응원 as the verb's noun; at most 늘/항상/언제나 or 한결같이/변함없이 between),
    is where the speaker stands, not anything of the customer's, as "곁에서 응원할게요" is.
    Beside them for anything else ("회원님 곁에서 지켜볼게요", "회원님 옆에서 운동"), the
    cheer in a connective ending, or another place ("회원님 편에서") stays round 64's
    reading."""
    at = index + 2
    if at + 1 >= len(morphs) or morphs[at].form not in _BESIDE_NOUNS:
        return False
    if (morphs[at + 1].form, morphs[at + 1].tag) != ("에서", "JKB"):
        return False
    cheer = next((c for c in found if c.first > at + 1), None)
    if cheer is None or cheer.noun not in classes.CHEER_NOUNS:
        return False
    if cheer.last_ending is None or cheer.last_ending.tag != "EF":
        return False
    between = morphs[at + 2 : cheer.first - 1]
    return all(m.tag == "MAG" and m.form in _CHEER_MANNER_ADVERBS for m in between)


# Round 64: the body itself (몸) or the mood (기분), named anywhere in the slot, is the
# customer's body or feelings, which the policy names (every tunable text with either is a
# claim, none harmless). Checked last, so the reason an earlier check gives its claims is
# kept; 몸소 is an adverb, 몸살 and 몸무게 nouns of their own, already refused as medical and
# decision words.
_CUSTOMER_STATE_NOUNS = frozenset({"몸", "기분"})
_CUSTOMER_NOUNS = frozenset({"고객", "회원", "손님"})
_MESSAGE_PART_NOUNS = classes.CLOSING_PART_NOUNS | frozenset({"말씀", "메시지", "문장"})


# Round 58: where else the speaker may promise to tell something - apart from this message.
_ELSEWHERE_ADVERBS = frozenset({"따로"})
_ELSEWHERE_NOUNS = frozenset({"별도", "추가"})  # "별도로", "추가로"


def _told_elsewhere(morphs: Sequence[Morph], index: int, found: Sequence[Chain]) -> bool:
    """``[[P:01]]. 나머지는 따로 안내해 드릴게요``, ``자세한 건 별도로 말씀드리겠습니다``,
    ``보충 설명은 추가로 드릴게요`` (round 58): 따로, 별도로 or 추가로 straight before the
    speaker's speech act in a final ending with -겠- or -ㄹ게(요) (at most a noun of the
    telling and its object particle between) promises the details, the rest or more
    explanation in another message - beside "다시 안내드리겠습니다" (round 10) and "다음
    카드에서 말씀드릴" a message the canonical text does not give. A part of this message
    set apart before its issued sentence ("이 항목을 따로 짚어 드릴게요. [[P:01]].") and
    laying-out verbs ("따로 떼어서 말씀드리겠습니다", "따로 덧붙이지 않고") are not one.
    Checked after every other judgment, so no earlier reason changes."""
    morph = morphs[index]
    if morph.tag == "MAG" and morph.form in _ELSEWHERE_ADVERBS:
        end = index + 1
    elif (
        morph.tag == "NNG"
        and morph.form in _ELSEWHERE_NOUNS
        and index + 1 < len(morphs)
        and (morphs[index + 1].form, morphs[index + 1].tag) == ("로", "JKB")
    ):
        end = index + 2
    else:
        return False
    later = [chain for chain in found if chain.first >= end]
    if not later:
        return False
    chain = later[0]
    told = classes.DISCOURSE_NOUNS | classes.SPEECH_OBJECT_NOUNS
    between = morphs[end : chain.first]
    if not all(m.form in told or m.tag == "JKO" for m in between):
        return False
    last = chain.last_ending
    if last is None or last.tag != "EF":
        return False
    promised = chain.has_ending("겠", tag="EP") or last.form.startswith(("ᆯ게", "을게"))
    if not promised or offers_action(morphs, chain):
        return False
    if "않" in chain.auxiliaries:
        return False  # "따로 부연하지 않을게요" (round 122): no telling apart promised

    if not is_speech(chain, later[1] if len(later) > 1 else None, morphs):
        return False
    return not _this_part_before_issued(morphs, index, chain)


def _this_part_before_issued(morphs: Sequence[Morph], index: int, chain: Chain) -> bool:
    """``이 항목을 따로 짚어 드릴게요. [[P:01]].``: 이 + a part noun and its particle straight
    before the adverb, and the issued sentence straight after the speech act's sentence -
    the part set apart is the one told here."""
    if index < 3:
        return False
    this, part, particle = morphs[index - 3], morphs[index - 2], morphs[index - 1]
    if (this.form, this.tag) != ("이", "MM") or part.form not in classes.DISCOURSE_NOUNS:
        return False
    if not particle.tag.startswith("J"):
        return False
    after = morphs[chain.last + 1 : chain.last + 3]
    return len(after) == 2 and after[0].tag == "SF" and after[1].form == PLACEHOLDER_MARK


def _others_words(morphs: Sequence[Morph], index: int) -> bool:
    """``트레이너 피드백을 정리하면``, ``코치님의 말씀으로``, ``쌤 피드백대로`` (round 57):
    another person's words (``OTHERS_WORD_NOUNS`` straight after a person noun, with or
    without 님 and 의) as what the slot passes on - the issued sentence made that person's
    saying, a source the canonical text does not give. A speech noun the speaker's own act
    takes at once ("회원님 말씀드리면", a vocative without its comma) is not one. Round 85: a
    person's written note (``WRITTEN_NOTE_NOUNS``, "트레이너 메모를 요약하면") too, but not
    as the form of the speaker's telling ("코치 노트 형식으로")."""
    person = morphs[index]
    if person.form not in classes.WORD_GIVERS:
        return False
    cursor = index + 1
    for form, tag in (("님", "XSN"), ("의", "JKG")):
        if cursor < len(morphs) and morphs[cursor].form == form and morphs[cursor].tag == tag:
            cursor += 1
    if cursor >= len(morphs):
        return False
    words = morphs[cursor]
    after = morphs[cursor + 1] if cursor + 1 < len(morphs) else None
    if words.tag == "NNG" and words.form in classes.WRITTEN_NOTE_NOUNS:
        # round 85: a person's note, unless it names the form of the telling ("코치 노트 형식으로")
        return after is None or after.form not in classes.NOTE_FORM_NOUNS
    if words.tag != "NNG" or words.form not in classes.OTHERS_WORD_NOUNS:
        return False
    return after is None or after.form != "드리"


def _likeness_between_issued(morphs: Sequence[Morph], first: int, second: int) -> bool:
    """``[[P:01]]. 이처럼 [[P:02]].``: between two issued sentences only the first's period, a
    word of likeness pointing back (``LIKENESS_LINKS``, Kiwi's pieces joined) and at most a
    comma - the second issued sentence is said to follow from, or sum up, the first (ADR
    0020 round 40). With a verb of the speaker's act after it ("이처럼 정리해 드립니다") or
    before the first issued sentence ("이와 같이, [[P:01]].") the word presents."""
    between = list(morphs[first + 1 : second])
    if not between or between[0].tag != "SF":
        return False
    between = between[1:]
    if between and between[-1].form == ",":
        between = between[:-1]
    return bool(between) and "".join(m.form for m in between) in classes.LIKENESS_LINKS


# Round 73: the words of a likeness to what is above ("위와 같이", "위처럼", "위 내용과 같이"),
# Kiwi's pieces joined.
_ABOVE_LIKENESS = frozenset(
    {
        *("위와같이", "위처럼", "위에서처럼", "위에서와같이", "위의내용과같이", "위의내용처럼"),
        *("위내용과같이", "위내용처럼", "위와마찬가지로", "위와똑같이"),
    }
)


def _likened_to_above(morphs: Sequence[Morph], mark: int) -> bool:
    """``위와 같이 [[P:01]].``, ``[[P:01]]. 위처럼, [[P:02]].`` (round 73): a sentence that is
    only a likeness to what stands above, straight before an issued sentence - the issued
    sentence said to be like, or to follow from, something else, as "[[P:01]]. 이와 같이
    [[P:02]]." is (round 40). "아래와 같이", "다음과 같이" point ahead at it and present;
    "위와 같이 정리했습니다" is the speaker's composing."""
    cursor = mark - 1
    if cursor >= 0 and morphs[cursor].form == ",":
        cursor -= 1
    words: list[str] = []
    while cursor >= 0 and morphs[cursor].tag not in {"SF", "SW"}:
        words.append(morphs[cursor].form)
        cursor -= 1
    return "".join(reversed(words)) in _ABOVE_LIKENESS


# Round 74: the words a bare heading before an issued sentence may be made of - the
# message's own parts, its summary and the surface's own report ("요약, [[P:01]]", "핵심,",
# "오늘 현황,", "현재 상태,"); a request or a favour named as a heading labels the issued
# sentence as one and is left out.
_HEADING_WORDS = (
    classes.DISCOURSE_NOUNS
    | classes.CLOSING_PART_NOUNS
    | classes.CLOSING_EXTENT_NOUNS
    | classes.REPORT_NOUNS
    | frozenset({"요약", "메모", "끝", "마무리", "상태", "현재", "오늘", "이번", "주", "주간"})
    | frozenset({"차례", "간단", "참고"})
    # the cards' own section labels ("현재 판단", "상세 근거", "검토 안내")
    | frozenset({"판단", "상세", "검토"})
) - frozenset({"부탁", "요청"})
_HEADING_TAGS = frozenset({"NNG", "NNP", "NNB", "XR", "XPN", "XSN"})


def _heading_before(morphs: Sequence[Morph], mark: int, *, as_topic: bool = False) -> list[Morph]:
    """The morphemes of the sentence closed by a comma or a period straight before ``mark`` (an
    issued sentence) - or, ``as_topic``, by the topic particle 은/는 - in text order; empty when
    nothing closes straight before it."""
    cursor = mark - 1
    if cursor < 0:
        return []
    closer = morphs[cursor]
    topic = as_topic and closer.tag == "JX" and closer.form in {"은", "는"}
    if closer.form not in {",", "."} and not topic:
        return []
    start = cursor
    while start > 0 and morphs[start - 1].tag not in {"SF", "SW"}:
        start -= 1
    return list(morphs[start:cursor])


def _bare_heading_names_else(morphs: Sequence[Morph], mark: int) -> bool:
    """``축하, [[P:01]].``, ``재안내, …``, ``권고, …``, ``긍정적, …``, ``순항 중, …`` (round 74):
    a bare heading - a sentence of nouns alone (no particle, no 님, no adverb, no predicate),
    closed by a comma or a period straight before an issued sentence - labels the issued
    sentence. It passes only when every noun is one of the message's own parts, its summary
    or the surface's report (``_HEADING_WORDS``: "요약,", "핵심,", "오늘 현황,"); any other
    noun names what the sentence is (a congratulation, a recommendation, a re-notice, an
    evaluation) - a fact the canonical text does not state. A noun with a case particle
    ("다음으로,", "말미에,") or a vocative ("고객님,") is no bare heading."""
    segment = _heading_before(morphs, mark)
    if not segment or any(m.tag not in _HEADING_TAGS or m.form == "님" for m in segment):
        return False
    return any(m.form not in _HEADING_WORDS for m in segment if m.tag != "XSN")


# Round 76: the words of a while before 뒤 ("조금 뒤", "잠시 뒤", "얼마 뒤").
_A_WHILE = frozenset({("조금", "MAG"), ("잠시", "MAG"), ("좀", "MAG"), ("얼마", "NNG")})


def _after_a_while(morphs: Sequence[Morph], index: int) -> bool:
    """``조금 뒤에 이어서 말씀드릴게요``, ``[[P:01]]. 잠시 뒤 이어서 말씀드릴게요.`` (round 76):
    뒤 after a while (조금, 잠시, 좀, 얼마) is a later time - the telling put off to after this
    message, a time word as "잠시 후" is - not a place in it ("바로 뒤에 이어집니다", "뒤에
    이어질 내용")."""
    if (morphs[index].form, morphs[index].tag) != ("뒤", "NNG") or index == 0:
        return False
    return (morphs[index - 1].form, morphs[index - 1].tag) in _A_WHILE


def _habitual(morphs: Sequence[Morph], index: int) -> bool:
    """``정리해 드리곤 해요``, ``말씀드리곤 합니다``, ``순서대로 말씀드리곤 하는데요`` (round 76):
    the habitual -곤 하- says the act is done again and again - the speaker's telling on
    other occasions than this message, or anyone's habit: a time the canonical text does
    not state, as "늘", "매번" are time words."""
    return (
        morphs[index].form == "하"
        and index > 0
        and (morphs[index - 1].form, morphs[index - 1].tag) in {("곤", "EC"), ("고는", "EC")}
    )


# Round 75: the heads of an order of the items (것부터, 순서대로, 순으로) and what follows them.
_ORDER_HEADS = frozenset({("것", "NNB"), ("순서", "NNG"), ("순", "NNG")})
_ORDER_FOLLOWERS = frozenset({"부터", "대로", "으로", "로"})


def _graded_order(morphs: Sequence[Morph], index: int) -> bool:
    """``시급한 것부터, [[P:01]].``, ``쉬운 것부터``, ``간단한 순으로``, ``쉬운 순서대로`` (round
    75): an adjective in a modifier (VA, or a root with 하/XSA) on the head of an order - 것
    with 부터, 순서 or 순 with 대로/으로 - sets the message's order by how the items are
    (urgent, easy, simple, big): the items graded, an evaluation, as "중요한 순서대로" is
    (round 74). An order by place in the message ("앞의 것부터", "위에 있는 것부터") or by the
    speaker's composing ("짧게 정리한 것부터") grades nothing, nor does an order kept alike
    ("같은 순서로")."""
    morph = morphs[index]
    if (morph.form, morph.tag) not in _ORDER_HEADS or index < 2 or index + 1 >= len(morphs):
        return False
    if morphs[index + 1].form not in _ORDER_FOLLOWERS:
        return False
    if morph.form == "것" and morphs[index + 1].form != "부터":
        return False
    if morphs[index - 1].tag != "ETM" or morphs[index - 2].tag not in {"VA", "XSA"}:
        return False
    root = morphs[index - 2] if morphs[index - 2].tag == "VA" else morphs[index - 3]
    return root.form not in _SAME_ORDER  # "같은 순서로 안내해 드릴게요": the manner kept


# Round 75: a likeness of the order ("같은 순서로", "이와 같은 순서로"), the manner of presenting.
_SAME_ORDER = frozenset({"같", "똑같", "비슷하", "동일"})


# Round 75: what a heading phrase may hold besides its nouns - 의, a modifier clause (its verb,
# -시-, -어야 하-, the modifier ending) and an adverb inside that clause.
_PHRASE_TAGS = _HEADING_TAGS | frozenset(
    {"JKG", "VV", "VX", "VA", "XSV", "XSA", "EP", "EC", "ETM", "MAG"}
)
_CLAUSE_VERB_TAGS = frozenset({"VV", "VX", "VA", "XSV", "XSA"})


def _heading_phrase_names_else(morphs: Sequence[Morph], mark: int) -> bool:
    """``오늘의 할 일, [[P:01]].``, ``해야 할 일, …``, ``오늘의 과제, …`` (round 75): a heading
    phrase - nouns joined by 의 or under a modifier clause (no other particle, no predicate),
    closed by a comma or a period straight before an issued sentence - names what the issued
    sentence is as round 74's bare heading does. It passes only when every noun it names (the
    nouns outside the modifier clause's own object or root: 말씀 in "말씀드릴 내용" is the
    clause's) is one of ``_HEADING_WORDS`` ("오늘의 요약,", "말씀드릴 내용,", "이번 안내의
    핵심,"); a to-do, a task or a goal ("할 일", "과제", "숙제", "미션") makes the issued
    sentence something the reader is to do - a fact the canonical text does not state. A
    modifier clause on a dependent noun of manner ("말씀드리는 대로,") is no heading."""
    # Round 77: the same phrase as the topic of the issued sentence ("오늘의 할 일은 [[P:01]].")
    # names it just as the heading does.
    segment = _heading_before(morphs, mark, as_topic=True)
    if not segment or segment[-1].tag not in _HEADING_TAGS:
        return False
    if segment[-1].tag == "NNB" and segment[-1].form != "것":
        return False  # "말씀드리는 대로,": a manner clause (대로, 듯, 만큼), not a heading
    if any(m.tag not in _PHRASE_TAGS or m.form == "님" for m in segment):
        return False
    if any(m.tag == "JKG" and m.form != "의" for m in segment):
        return False
    if any(m.tag == "EC" and m.form not in {"어야", "아야"} for m in segment):
        return False
    if not any(m.tag in {"JKG", "ETM"} for m in segment):
        return False
    named = [
        m
        for n, m in enumerate(segment)
        if m.tag in {"NNG", "NNP", "NNB", "XR"}
        and not (n + 1 < len(segment) and segment[n + 1].tag in _CLAUSE_VERB_TAGS)
    ]
    return any(m.form not in _HEADING_WORDS for m in named)


# Round 74: nouns that grade the issued sentence by importance or urgency, or make it a
# correction of an earlier message ("중요, [[P:01]].", "요주의,", "속보,", "정정,", "중요한
# 부분부터 말씀드리면") - as "가장 중요한 점은" (round 13) ranks it. A closing check, after the
# word and chain rules, so the reasons they give ("중요한 항목입니다," predication) stay.
_IMPORTANCE_OR_URGENCY = frozenset({"중요", "요주의", "속보", "정정", "긴요"})


# Round 77: words of the state or order as it was at first ("원래 순서대로, [[P:01]].",
# "본래 순서대로" - Kiwi reads 원래 as an adverb, 본래 as a noun): the message's order, or the
# issued sentence, set against an earlier one - a time before this message the canonical text
# does not state. A closing check, so the reasons earlier rules give ("원래대로") stay.
_AS_AT_FIRST = frozenset({"원래", "본래"})
# Round 77: adverbs of now and then, as each time comes ("[[P:01]]. 틈틈이 안내해 드릴게요",
# "그때그때 정리해 드릴게요"): the speaker's telling on other occasions than this message, as
# 수시로 and 때때로 (word classes) already are - not a manner of this telling (일일이,
# 하나하나, 차근차근). A closing check, so the reasons earlier rules give stay.
_NOW_AND_THEN = frozenset({"틈틈이", "그때그때"})


# Round 77: nouns of rank and priority ("중요도 순으로, [[P:01]].", "우선순위대로,"; "최우선으로,"
# is Kiwi's 최/XPN 우선/NNG): the message's order set by how much the items matter - the
# items graded, as round 74's importance nouns and round 75's "중요한 순서대로" are. 우선
# alone ("우선, [[P:01]]": first) only orders.
_RANK_NOUNS = frozenset({"중요도", "순위", "우선순위"})


def _priority_named(morphs: Sequence[Morph], index: int) -> bool:
    """``중요도 순으로``, ``우선순위대로``, ``최우선으로`` (round 77): a noun of rank, or 우선
    under the prefix 최 (the first of all by priority), that sets an order - followed by a noun
    ("중요도 순", "최우선 사항"), 대로 or 으로/로. The rank as an object ("중요도를 따로 매기지
    않고", x53-037) sets none."""
    morph = morphs[index]
    before = morphs[index - 1] if index > 0 else None
    ranked = morph.form in _RANK_NOUNS or (
        morph.form == "우선" and before is not None and before.tag == "XPN" and before.form == "최"
    )
    after = morphs[index + 1] if index + 1 < len(morphs) else None
    return (
        ranked
        and after is not None
        and (after.tag == "NNG" or after.form == "대로" or after.form in {"으로", "로"})
    )


def _step_of_a_process(morphs: Sequence[Morph], index: int) -> bool:
    """``다음 단계로, [[P:01]].``, ``마지막 단계로,``, ``다음 단계는 [[P:01]].`` (round 77): 단계
    with 으로/로 or the topic 은/는 makes the issued sentence a step of a process - something
    the reader goes through, a fact the canonical text does not state - where "다음으로" only
    orders the message. 단계 under -적 or -별 (XSN) is not this noun alone."""
    if morphs[index].form != "단계" or index + 1 >= len(morphs):
        return False
    after = morphs[index + 1]
    return (after.tag == "JKB" and after.form in {"으로", "로"}) or (
        after.tag == "JX" and after.form in {"은", "는"}
    )


# Round 78: the nouns of a turn - whose move it is when a person owns them.
_TURN_NOUNS = frozenset({"차례", "순서"})


def _a_persons_turn(morphs: Sequence[Morph], index: int) -> bool:
    """``이제 운영자님 차례죠. [[A:01]].`` (x69-003), ``다음은 코치님 차례예요.``, ``운영자님의
    순서입니다.`` (round 78): 차례 or 순서 owned by a person (a person noun, with or without 님
    and 의) says it is that person's move now - the reader told to act, a state of the work the
    canonical text does not state. The message's own order ("다음 차례로", "차례대로", "마지막
    내용 차례예요") and the speaker's turn to tell ("이제 말씀드릴 차례예요") name no person."""
    if morphs[index].form not in _TURN_NOUNS:
        return False
    at = index - 1
    if at >= 0 and morphs[at].tag == "JKG" and morphs[at].form == "의":
        at -= 1
    if at >= 0 and morphs[at].tag == "XSN" and morphs[at].form == "님":
        at -= 1
    return at >= 0 and morphs[at].tag == "NNG" and morphs[at].form in classes.PERSON_NOUNS


# Round 80: the nouns of a standing the speaker may speak from ("트레이너로서", "전문가 입장에서").
_STANDING_PERSONS = classes.PERSON_NOUNS | frozenset({"전문가"})
_STANDING_NOUNS = frozenset({"입장", "관점", "시각"})


def _a_persons_standing(morphs: Sequence[Morph], index: int) -> bool:
    """``트레이너로서 말씀드리면, [[P:01]].`` (x71-047), ``코치 입장에서 말씀드리면``,
    ``전문가로서,`` (round 80): a person noun (with or without 님) in 로서/으로서, or before
    입장, 관점 or 시각 in 에서/으로, says whose capacity the issued sentence is told from - a
    professional's judgment or opinion laid over the fact, which the canonical text does not
    make. The speaker's act or the message named in 로서 ("요약으로서", "전하는 사람으로서")
    names no person of the list."""
    if morphs[index].form not in _STANDING_PERSONS:
        return False
    at = index + 1
    if at < len(morphs) and morphs[at].tag == "XSN" and morphs[at].form == "님":
        at += 1
    if at >= len(morphs):
        return False
    if morphs[at].tag == "JKB" and morphs[at].form in {"로서", "으로서"}:
        return True
    if morphs[at].tag == "JKG" and morphs[at].form == "의":
        at += 1
    return (
        at + 1 < len(morphs)
        and morphs[at].tag == "NNG"
        and morphs[at].form in _STANDING_NOUNS
        and morphs[at + 1].tag == "JKB"
        and morphs[at + 1].form in {"에서", "으로", "로", "에서는"}
    )


# The tags the closing checks of ``judge`` look at (``_other_audience`` only ever names an NNG).
_CLOSING_TAGS = ("ETN", "XSN", "XR", "JX", "EF", "NP", "NNG", "NNB", "VX", "ETM", "MAG")


# Scalar additive particles ("even X"): 마저, 조차 presuppose that the other members of the
# set already hold ("남은 항목마저 살펴 주시면", "이것조차"); the adverb 마저 ("the rest", MAG)
# is another word (ADR 0020 round 24).
_SCALAR_PARTICLES = frozenset({"마저", "조차"})


def _concessive(morphs: Sequence[Morph], index: int) -> bool:
    """A nominalised predicate with 에 + 도 ("그럼에도", "바쁘심에도", "말씀드렸음에도"):
    "despite X" sets what follows against X - a contrast or a fault the canonical text does
    not state, whatever the predicate (the connectives 그런데도, 하지만 fail as
    ``causal_link`` already; ADR 0020 round 25)."""
    after = morphs[index + 1 : index + 3]
    return (
        len(after) == 2
        and (after[0].tag, after[0].form) == ("JKB", "에")
        and (after[1].tag, after[1].form) == ("JX", "도")
    )


def _existence_as_noun(morphs: Sequence[Morph], index: int) -> bool:
    """있/없 nominalised (``-음``/``-ㅁ``): "특이 사항 없음", "변동 있음" - the note form of a
    status report, a state of the customer's record or plan asserted; the speaker's prose only
    connects the issued sentences and never reports what there is (ADR 0020 round 26)."""
    before = morphs[index - 1] if index > 0 else None
    return before is not None and before.form in {"있", "없"} and before.tag in {"VA", "VV", "VX"}


# Roots of likelihood that 성 turns into a noun of chance ("가능성", "개연성"): whatever it
# qualifies, the prose asserts that something may be so (ADR 0020 round 26).
_LIKELIHOOD_ROOTS = frozenset({"가능", "개연", "위험", "필연", "확실"})


def _likelihood_noun(morphs: Sequence[Morph], index: int) -> bool:
    return (
        morphs[index].form == "성"
        and index > 0
        and morphs[index - 1].form in _LIKELIHOOD_ROOTS
        and morphs[index - 1].end == morphs[index].start
    )


def _root_glued_to_noun(morphs: Sequence[Morph], index: int) -> bool:
    """A root (``XR``) with a noun straight after it in the same written word: Kiwi could not
    read the word as one ("추이상" as 추 + 이상), so what it says is unknown - fail closed
    (ADR 0020 round 26). A root before its suffix (``XSA``/``XSN``) or a space is read."""
    after = morphs[index + 1] if index + 1 < len(morphs) else None
    return (
        after is not None
        and after.tag in {"NNG", "NNP", "NNB"}
        and after.start == morphs[index].end
    )


def _conditional_outcome(morphs: Sequence[Morph], found: Sequence[Chain], position: int) -> bool:
    """A condition (``-면``) that is not the speaker's speech act, with a sentence-final
    predicate straight after it in the same sentence: the prose states what follows if it
    holds ("살펴 주시면 마무리됩니다", "읽어 주시면 정리됩니다") - a consequence, not the
    presentation. Only ``-면 되`` (the reader may read it so: "함께 보시면 됩니다") is left
    to the reading rules, which still judge what is read (ADR 0020 round 24)."""
    condition, outcome = found[position], found[position + 1]
    last, final = condition.last_ending, outcome.last_ending
    if last is None or last.tag != "EC" or last.form not in {"면", "으면"}:
        return False
    if final is None or final.tag != "EF" or outcome.stem == "되":
        return False
    between = morphs[condition.last + 1 : outcome.first]
    if any(m.form == PLACEHOLDER_MARK or m.tag == "SF" for m in between):
        return False
    if softens_speech(morphs, condition, outcome):
        return False  # "괜찮으시면 말씀드릴게요": the reader's leave for the speaker's act
    if walk_points_ahead(morphs, condition, outcome):
        return False  # "차례대로 보면 이렇습니다. [[P:01]].": the walk shows it (round 117)
    return not is_speech(condition, outcome, morphs)


def _other_audience(morphs: Sequence[Morph], index: int, slot_id: str) -> bool:
    """A person addressed with 님 and no particle (a vocative: "코치님, [[P:01]]", "안녕하세요,
    트레이너님.") or as a letter's salutation ("코치님께, [[P:01]]") who does not read this
    surface: daily and weekly are read by the customer,
    the adaptive cards by the operator (``word_classes.READERS``). The message then speaks
    to someone else, or tells the reader what was said to someone else (round 18)."""
    person = morphs[index]
    if person.tag != "NNG" or person.form not in classes.PERSON_NOUNS:
        return False
    honorific = morphs[index + 1] if index + 1 < len(morphs) else None
    if honorific is None or honorific.form != "님" or honorific.tag != "XSN":
        return False
    after = morphs[index + 2] if index + 2 < len(morphs) else None
    if after is not None and after.tag.startswith("J"):
        comma = morphs[index + 3] if index + 3 < len(morphs) else None
        salutation = after.form in _RECIPIENT_FORMS and comma is not None and comma.tag == "SP"
        if not salutation:
            return False  # a role particle: judged by the speech act or the reader rules
    readers = classes.READERS.get(slot_id.split(".")[0], frozenset())
    return person.form not in readers


# Final endings of reported speech (-대요, -래요, -답니다, -랍니다): the sentence passes on
# what someone else said, an evidential claim even on the speaker's composing ("정리했대요"),
# round 17, found probing.
_HEARSAY_ENDINGS = frozenset(
    {"대요", "ᆫ대요", "는대요", "래요", "답니다", "ᆫ답니다", "는답니다", "랍니다"}
    | {"대", "ᆫ대", "는대", "래"}
)


# Final endings of the polite and the formal speech levels (해요체, 하십시오체): any ending in
# 요 (or followed by 요 as a particle), the contracted 죠, and -ㅂ니다/-ㅂ니까/-ㅂ시오/-ㅂ시다.
_POLITE_FINAL_TAILS = ("요", "죠", "니다", "니까", "시오", "시다")


def _plain_register(morphs: Sequence[Morph], index: int) -> bool:
    """A final ending of the plain or intimate speech level (반말 "줄게", "이래", "봐"; 해라체
    "이렇다"): the product speaks to the customer and the operator politely, so a sentence in
    반말 is a register slip, whatever it says. Kiwi's 그렇/VA + ㅁ/EF for the conjunction 그럼
    ("그럼 [[P:01]]") is no sentence end."""
    ending = morphs[index]
    if ending.form.endswith(_POLITE_FINAL_TAILS):
        return False
    after = morphs[index + 1] if index + 1 < len(morphs) else None
    if after is not None and after.form == "요" and after.tag == "JX":
        return False  # "-더라고" + 요
    if ending.form == "ᆷ" and index > 0 and morphs[index - 1].form == "그렇":
        return after is not None and after.form not in {PLACEHOLDER_MARK, ","}
    return True


def _keeps_own_order(morphs: Sequence[Morph], chain: Chain) -> bool:
    """``차례를 지켜 말씀드리면``, ``순서를 그대로 지키면서``: 지키 with the message's order as
    its object is how the speaker lays the message out, not the customer's adherence - the
    vocabulary family 지키 stands for (ADR 0020 round 31). Present and without -시- only: "순서를
    지키셨고" is the reader's, "순서를 지켰습니다" a report of the past; any other object
    ("식단을 지켜") keeps the class."""
    if chain.stem != "지키" or any(e.tag == "EP" for e in chain.endings):
        return False
    kept = object_of(morphs, chain)
    if kept is None:
        cursor = chain.first - 1
        while cursor >= 0 and morphs[cursor].tag == "MAG":
            cursor -= 1  # "순서를 그대로 지키면서"
        if cursor < 1 or morphs[cursor].tag != "JKO":
            return False
        kept = morphs[cursor - 1]
    return kept.tag in {"NNG", "NNB"} and kept.form in classes.ORDER_NOUNS


# The nominalisers a note or a bullet ends its sentence on (개조식: "정리함", "적음", "참고하기").
_NOTE_NOMINALISERS = frozenset({"ᆷ", "음", "기"})


def _note_ending(morphs: Sequence[Morph], index: int) -> bool:
    """A sentence or clause that ends on a nominaliser ("검토 안내 정리함.", "사유를 간단히
    적음, [[P:01]]."): the note style, no speech level at all, so like 반말 it is a register
    slip in the product's polite prose whatever it says - Kiwi reads some of these as a final
    ending already ("이상임" as 이 + ㅁ/EF), the rest as ``ETN`` (ADR 0020 round 31). A
    nominaliser followed by a particle ("말씀드림에 있어서") is a noun inside the sentence."""
    if morphs[index].form not in _NOTE_NOMINALISERS:
        return False
    after = morphs[index + 1] if index + 1 < len(morphs) else None
    return after is None or after.tag in {"SF", "SP"}


# Particles that make the reader the topic, subject or owner of what follows ("회원님은",
# "고객님께서", "회원님의"), its recipient ("고객님께", "회원님에게"), companion or standard
# ("회원님과", "회원님처럼", "회원님으로서는").
_READER_ROLE_TAGS = frozenset({"JX", "JKS", "JKG", "JKB", "JKC", "JKO", "JC"})
_RECIPIENT_FORMS = frozenset({"께", "에게", "한테", "께로"})


def _reader_before_issued(morphs: Sequence[Morph], mark: int) -> bool:
    """The reader (고객님, 회원님, 선생님, 여러분 …) with a role particle straight before an
    issued sentence. A vocative ("회원님, [[P:01]]") has no particle and passes; a recipient
    set off by a comma is a letter's salutation ("회원님께, [[P:01]]") and passes too."""
    cursor = mark - 1
    comma = cursor >= 0 and morphs[cursor].tag == "SP"
    if comma:
        cursor -= 1
    particles: list[Morph] = []
    while cursor >= 0 and morphs[cursor].tag in _READER_ROLE_TAGS:
        particles.append(morphs[cursor])
        cursor -= 1
    if not particles or cursor < 0:
        return False
    if comma and all(p.form in _RECIPIENT_FORMS for p in particles):
        return False  # "검토하시는 분께, [[P:01]]": a salutation
    reader = morphs[cursor]
    return reader.form in classes.READER_NOUNS and reader.tag in {"NNG", "NNB", "NP", "XSN"}


def _slot_terms(slot_id: str) -> frozenset[str]:
    key = slot_id.rstrip("0123456789").rstrip(".")
    return classes.SLOT_OWN_TERMS.get(key, frozenset())


def _speakers_own_check(chain: Chain) -> bool:
    """``확인해 보겠습니다``, ``검토해 볼게요``: a reading act promised in the speaker's own
    volition (-겠- or -ㄹ게, no -시-, nothing done for the reader with 드리) is no reading of
    this message by the reader - it is the speaker's own future act of checking or reviewing,
    a promise about what happens after the message (ADR 0020 round 68). Such a chain keeps
    its vocabulary class; the reader's act ("검토하시는 분께", "확인해 보세요") and the
    speaker's telling keep theirs."""
    last = chain.last_ending
    if last is None or "드리" in chain.auxiliaries:
        return False
    if any(e.tag == "EP" and e.form in HONORIFIC_ENDINGS for e in chain.endings):
        return False
    return chain.has_ending("겠", tag="EP") or last.form.startswith(("ᆯ게", "을게"))


# Round 121: the causal endings of thanks for the reader's act ("검토해 주셔서", "주시니").
_THANKED_FOR = frozenset({"어서", "아서", "셔서", "으셔서", "니", "으니"})


def _thanked_as_done(chain: Chain) -> bool:
    """``검토해 주셔서 감사합니다`` (round 121): the reader's act on a benefactive 주 with -시-
    in a causal ending - thanked because it is done. For reading this message that is the
    courtesy it always was ("읽어 주셔서", "살펴 주셔서"); for a deny-listed act - the review a
    card asks for (검토), done before the card is read - it says the card was reviewed, so the
    chain keeps its vocabulary class, as the past "검토해 주셨어요" does."""
    last = chain.last_ending
    return (
        "주" in chain.auxiliaries
        and any(e.tag == "EP" and e.form in HONORIFIC_ENDINGS for e in chain.endings)
        and last is not None
        and last.tag == "EC"
        and last.form in _THANKED_FOR
    )


def _present(chain: Chain) -> bool:
    return not any(e.tag == "EP" and e.form in PAST_ENDINGS for e in chain.endings)


def _requested_reading(morphs: Sequence[Morph], chain: Chain) -> int | None:
    """``검토 부탁드립니다``, ``확인을 부탁드려요``: asking the reader to read this message.

    The index of the requested noun when it names a reading act of the reader (``검토``,
    ``확인``) and the request is the speaker's present act; asking for anything else
    (``승인 부탁드립니다``) keeps its class.
    """
    humble = chain.stem == "드리" and f"{chain.noun}드리" in classes.REQUEST_PREDICATES
    if not (chain.stem in classes.REQUEST_PREDICATES or humble) or not _present(chain):
        return None
    cursor = chain.first - (2 if humble else 1)
    if cursor >= 0 and morphs[cursor].tag == "JKO":
        cursor -= 1
    if cursor < 0 or morphs[cursor].tag not in NOUNS:
        return None
    return cursor if f"{morphs[cursor].form}하" in classes.READER_ACTS else None


def _part_to_present(morphs: Sequence[Morph], index: int, found: Sequence[Chain]) -> bool:
    """``결론만 먼저 말씀드리면``, ``결론을 짚어 드리면``: a deny-listed noun that names the
    message's own part, as the topic or object of the speaker's present speech act, before
    the first issued sentence."""
    if morphs[index].form not in classes.MESSAGE_PART_DENY_NOUNS or morphs[index].tag != "NNG":
        return False
    if telling_jeok_adverb(morphs, index, found):
        return True  # "결론적으로 말씀드리면" (round 50), as "결론부터 말씀드리면"
    if any(m.form == PLACEHOLDER_MARK for m in morphs[:index]):
        return False  # between two issued sentences it would conclude one from the other
    after = morphs[index + 1] if index + 1 < len(morphs) else None
    if after is None or after.tag not in {"JX", "JKO"}:
        return False
    later = [(i, c) for i, c in enumerate(found) if c.first > index + 1]
    if not later:
        return False
    position, chain = later[0]
    following = found[position + 1] if position + 1 < len(found) else None
    between = morphs[index + 2 : chain.first]
    if not all(m.tag == "MAG" or m.form == "말씀" for m in between):
        return False  # only the particle, an adverb or the 말씀 of "말씀드리면" between
    return is_speech(chain, following, morphs) and _present(chain)


def _degree_of_overstating(chain: Chain, following: Chain | None) -> bool:
    """A degree adjective in ``-게`` straight before a negated verb of overstating the
    message ("무리하게 부풀리지 않고", "과하게 과장하지 않고"): the manner of presenting."""
    last = chain.last_ending
    return (
        chain.tag in {"VA", "XSA"}
        and last is not None
        and last.form == "게"
        and following is not None
        and following.first == chain.last + 1
        and following.stem in classes.OVERSTATING_VERBS
        and any(aux in {"않", "말"} for aux in following.auxiliaries)
        and not any(e.tag == "EP" for e in following.endings)
    )


# Round 88: the endings of a simile of manner ("물 흐르듯", "물 흐르듯이").
_SIMILE_ENDINGS = frozenset({"듯", "듯이"})


def _water_flowing(morphs: Sequence[Morph], index: int) -> bool:
    """``물 흐르듯 이어서``, ``물 흐르듯이 짚어 드리면`` (round 88): 물 straight before 흐르다
    in a simile ending (-듯, -듯이) with no pre-final ending - the idiom "smoothly, as water
    flows", the manner of the telling, not water to drink. 물 with another verb ("물을
    마시듯"), another ending ("물이 흐르면", "물 흐른 뒤", "흘렀듯이") or alone ("물처럼")
    keeps its class."""
    if (morphs[index].form, morphs[index].tag) != ("물", "NNG") or index + 2 >= len(morphs):
        return False
    verb, ending = morphs[index + 1], morphs[index + 2]
    return (verb.form, verb.tag) == ("흐르", "VV") and (
        ending.tag == "EC" and ending.form in _SIMILE_ENDINGS
    )


def waived_indices(
    morphs: Sequence[Morph], slot_id: str, found: Sequence[Chain] | None = None
) -> frozenset[int]:
    """Deny-listed morphemes that here serve the speaker's act on the message itself.

    Speech idioms (``줄여 말씀드리면``), humble offering (``말씀 올리면``, ``마음
    보냅니다``), opening and closing the message (``이만 줄입니다``, ``시작하며``), editing
    the message (``설명을 늘리지 않고``), conveying it in the present (``전달드려요``), the
    reader reading it (``검토하시는 분께``), the slot's own heading words (``판단 근거`` on
    the rationale), ``잘 부탁드립니다``, ``가감 없이`` and the reader's leave before a speech
    act (``괜찮으시다면 말씀드릴게요``). Everything else keeps its class.
    """
    found = chains(morphs) if found is None else found
    waived: set[int] = set()
    own = _slot_terms(slot_id)
    for position, chain in enumerate(found):
        following = found[position + 1] if position + 1 < len(found) else None
        if chain.stem in classes.SPEECH_IDIOM_VERBS and is_speech(chain, following, morphs):
            waived.add(chain.first)
        if frames_message(morphs, chain) or offers_speech(morphs, chain):
            waived.add(chain.first)
        edited = object_of(morphs, chain)
        if (
            chain.stem in classes.MESSAGE_EDIT_VERBS
            and edited is not None
            and edited.form in classes.DISCOURSE_NOUNS | classes.SPEECH_OBJECT_NOUNS
        ) or changes_telling_way(morphs, chain):
            waived.add(chain.first)  # round 129: "화제를 바꾸어", "정리하는 방식만 바꾸어"
        if chain.stem == "드리" and chain.noun in classes.COMMUNICATION_NOUNS and _present(chain):
            waived.add(chain.first - 1)
        if (
            chain.stem in classes.READER_ACTS
            and not _speakers_own_check(chain)
            and not _thanked_as_done(chain)
            and chain_reason(morphs, chain, following) is None
        ):
            waived.add(chain.first)
        if softens_speech(morphs, chain, following) or asks_leave_to_speak(morphs, chain):
            waived.add(chain.first)  # "괜찮으시다면 말씀드릴게요", "조심스럽지만 말씀드리면"
        requested = _requested_reading(morphs, chain)
        if requested is not None:
            waived.add(requested)
        if effort_greeting(morphs, chain, slot_id):
            waived.add(chain.first - 1 if chain.stem == "많" else chain.first)
        if reading_ease(morphs, chain) or softener_manner(morphs, chain, following):
            waived.add(chain.first)  # "보기 좋게 정리해 드리면", "조심스럽게 말씀드리면"
        if _degree_of_overstating(chain, following):
            waived.add(chain.first)  # "무리하게 부풀리지 않고": how much not to overstate
        if _keeps_own_order(morphs, chain):
            waived.add(chain.first)  # "차례를 지켜 말씀드리면": the message's own order kept
        if wording_left_as_is(morphs, chain):
            waived.add(chain.first)  # "문구는 손대지 않고" (round 122): the wording kept
    # The speaker's own check promised ("검토해 보겠습니다") keeps its class on the slot whose
    # heading word it spells (검토 on the review cards): the heading names the line, not a
    # promise to review after the message (round 69); so does the reader's review thanked as
    # done ("검토해 주셔서 감사합니다", round 121) - not the line's heading but a review past.
    promised = {
        chain.first
        for chain in found
        if chain.stem in classes.READER_ACTS
        and (_speakers_own_check(chain) or _thanked_as_done(chain))
    }
    leave = reading_leave_span(morphs)
    if leave is not None and any(m.form == PLACEHOLDER_MARK for m in morphs):
        waived.update(leave)  # "필요하시면 위 항목들을 다시 훑어보셔도 괜찮아요": judged whole
    for index, morph in enumerate(morphs):
        after = morphs[index + 1] if index + 1 < len(morphs) else None
        own_heading = morph.tag in NOUNS and morph.form in own and index not in promised
        unaltered = (
            morph.form in classes.ALTERATION_NOUNS and after is not None and after.form == "없이"
        )
        speech_manner = morph.form in classes.SPEECH_MANNER_ADVERBS and (
            word_reason(morphs, index, slot_id, opening=False, found=found) is None
        )
        if own_heading or unaltered or speech_manner or _part_to_present(morphs, index, found):
            waived.add(index)
        if softener_adverb(morphs, index):
            waived.add(index)  # "조심스레 짚어 드리면": as "조심스럽게 짚어 드리면"
        if _water_flowing(morphs, index):
            waived.add(index)  # "물 흐르듯 이어서" (round 88): the telling's manner
        if morph.tag == "NNG" and view_withheld(morphs, index, found):
            waived.add(index)  # "판단을 보태지 않고" (round 122): a view named as not added
    return frozenset(waived)
