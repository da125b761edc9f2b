"""Word-level rules: numerals, time words, evaluative adverbs, causal and evidential words.

Each looks at one morpheme (and its neighbours) of the analysed prose. A numeral passes
only when it counts the message's own parts ("한 가지 더") or is a manner adverb
("하나씩"); a time noun only when it is the surface's own period (``오늘은`` on daily).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from functools import lru_cache
from itertools import pairwise
from typing import Final

from services.expression.validation import word_classes as classes
from services.expression.validation.clauses import Chain, chains
from services.expression.validation.predicates import (
    FUTURE_MODIFIERS,
    HEARD_DEGREE,
    LENGTH_DEGREE,
    PAST_ENDINGS,
    PLACEHOLDER_MARK,
    PURPOSE_ENDINGS,
    as_above_closing,
    cares_for_reading,
    clear_manner_root,
    concedes_own_length,
    concedes_wording_heard,
    frames_message,
    grades_own_cutting,
    into_issued,
    is_speech,
    laid_out,
    legible,
    manner_run_into_speech,
    names_message_part,
    nothing_new_added,
    offers_action,
    order_reason,
    own_length_reason,
    placed_in_front,
    placed_on_the_way,
    reading_time,
    reads_below_first,
    reads_smoothly,
    repeats_earlier_speech,
    set_in_front,
    softens_speech,
    view_withheld,
)
from services.expression.validation.stems import ANALYZER, Morph

ONE: Final = frozenset({"하나", "한"})
# Counters of the speaker's own parts ("한 가지 더", "한 마디만"). Not 번: "한 번 더"
# counts a repetition and presupposes the earlier one.
SPEECH_COUNTERS: Final = frozenset({"마디", "가지"})
ORDINALS: Final = frozenset({"첫째", "둘째", "셋째", "넷째"})
NOUNS: Final = frozenset({"NNG", "NNP", "NNB", "NP"})
# Tag and word sets the rules test per morpheme, joined once here rather than per call.
_NOUN_OR_ADVERB_TAGS: Final = NOUNS | {"MAG"}
_NOUN_OR_ROOT_TAGS: Final = NOUNS | {"XR"}
_NOUN_OR_NUMERAL_TAGS: Final = NOUNS | {"NR"}
_PEOPLE_NOUNS: Final = classes.PERSON_NOUNS | classes.READER_NOUNS
_SUBJECT_ANAPHORS: Final = classes.ANAPHORS | {"이것", "그것"}
OPENERS: Final = frozenset({"그럼"})
SEQUENCE_HEADS: Final = frozenset({"다음", "대로"})
SINCE_UNTIL: Final = frozenset({"까지", "부터", "껏", "처럼"})
# The only tags a word rule can fire on (numerals, nouns, determiners, adverbs, roots and
# the suffixes 째/상); every other morpheme is left to the predicate rules.
WORD_TAGS: Final = frozenset(
    {"SN", "NR", "MM", "NNG", "NNP", "NNB", "NP", "MAG", "MAJ", "XR", "XSN", "IC"}
)
DEMONSTRATIVES: Final = frozenset({"이", "그", "저", "이런", "그런", "저런", "이러한", "그러한"})


def _next_noun(morphs: Sequence[Morph], index: int) -> Morph | None:
    for morph in morphs[index + 1 : index + 3]:
        if morph.tag in NOUNS:
            return morph
        if morph.tag not in {"MM", "XPN"}:
            return None
    return None


def _next_chain_is_speech(
    morphs: Sequence[Morph], index: int, found: Sequence[Chain] | None = None
) -> bool:
    """The next predicate is the speaker's speech act, with no issued sentence between: an
    adverb before a placeholder modifies that sentence ("늘, [[P:01]]. 응원할게요" says
    "always X"), whatever the speaker does after it."""
    later = [chain for chain in (chains(morphs) if found is None else found) if chain.first > index]
    if not later:
        return False
    if any(m.form == PLACEHOLDER_MARK for m in morphs[index + 1 : later[0].first]):
        return False
    return is_speech(later[0], later[1] if len(later) > 1 else None, morphs)


def _act_noun_before_the_telling(
    morphs: Sequence[Morph], index: int, found: Sequence[Chain]
) -> bool:
    """``잘 검토 부탁드립니다``, ``잘 확인 부탁드려요`` (round 103): a bare noun straight before
    the speech act's own noun (검토 + 부탁/NNG 드리) names the act asked of the reader, so a
    manner adverb before it says how the reader is to do it (잘: quality), not how the
    speaker asks or tells; "잘 부탁드립니다", "잘 말씀드릴게요" (the adverb straight before
    the act's own noun) keep round 12's reading."""
    later = [chain for chain in found if chain.first > index]
    if not later or not later[0].noun:
        return False
    own = later[0].first - 1
    return (
        own - 1 > index
        and morphs[own].form == later[0].noun
        and morphs[own - 1].tag in {"NNG", "NNP"}
    )


def _affect_follows(morphs: Sequence[Morph], index: int, found: Sequence[Chain]) -> bool:
    """Round 50: the speech act after a frequency adverb is the speaker's cheer, thanks or
    greeting ("늘 응원합니다", "늘 고맙습니다", "언제나 반갑습니다", "늘 응원하는 마음
    보냅니다") - how the speaker feels toward the reader, not a telling that recurs across
    messages ("늘 먼저 말씀드릴게요", "늘 순서대로 적어 보면")."""
    later = next((chain for chain in found if chain.first > index), None)
    if later is None:
        return False
    affect = classes.CHEER_NOUNS | classes.AFFECT_OBJECT_NOUNS
    return later.noun in affect or later.stem in classes.AFFECT_SPEECH_PREDICATES


def _followed_in_text(morphs: Sequence[Morph], index: int) -> bool:
    """``그 뒤를 이어``: the head is the object of a verb of moving along the message."""
    window = morphs[index + 1 : index + 3]
    return (
        len(window) == 2
        and window[0].tag == "JKO"
        and window[1].tag == "VV"
        and window[1].form in classes.ORDERING_VERBS
    )


def _after_manner_negation(morphs: Sequence[Morph], index: int) -> bool:
    """``있는 그대로``, ``덧칠하지 않고 그대로``, ``가감 없이 그대로``, ``내용 그대로``:
    fidelity of the presentation to the message itself."""
    before = morphs[max(0, index - 3) : index]
    forms = [m.form for m in before]
    if forms[-2:] == ["있", "는"]:
        return True
    if forms[-1:] == ["꾸밈없이"]:
        return True
    if len(forms) >= 2 and forms[-1] == "없이":
        return forms[-2] in classes.ALTERATION_NOUNS | classes.DISCOURSE_NOUNS
    if forms and before[-1].tag == "NNG" and forms[-1] in classes.DISCOURSE_NOUNS:
        return True
    return len(forms) >= 2 and forms[-2:] == ["않", "고"]


def _counted_into(morphs: Sequence[Morph], index: int) -> bool:
    """``한 가지로``, ``두 가지로``: the numeral's counted noun takes 로 — "as one item",
    "into two kinds" — a count of items, not the next part."""
    head = _next_noun(morphs, index)
    if head is None:
        return False
    at = morphs.index(head, index)
    after = morphs[at + 1] if at + 1 < len(morphs) else None
    return after is not None and after.form in {"로", "으로"}


def _only_so_many(morphs: Sequence[Morph], index: int) -> bool:
    """``한 가지만 말씀드릴게요``, ``끝으로 한 가지만 덧붙이면`` (round 86): the limiting 만
    (JX) straight on the numeral's counted noun says how many things there are to tell -
    only one, as "두 가지만" says two - a count, not the next part. "한 가지 더", "또 한
    가지", "한 가지씩" stay the order of the message."""
    head = _next_noun(morphs, index)
    if head is None:
        return False
    at = morphs.index(head, index)
    after = morphs[at + 1] if at + 1 < len(morphs) else None
    return after is not None and after.tag == "JX" and after.form == "만"


def _only_one(morphs: Sequence[Morph], index: int) -> bool:
    """``하나만 먼저 말씀드리면``, ``끝으로 하나만 덧붙이면`` (round 107): the limiting 만 (JX)
    straight on the numeral 하나 says how many things there are to tell - only one, as
    round 86's "한 가지만" does - a count, not the next part. "하나 더", "또 하나",
    "하나씩" and "하나하나" are left to their rules."""
    after = morphs[index + 1] if index + 1 < len(morphs) else None
    return (
        morphs[index].form == "하나"
        and morphs[index].tag == "NR"
        and after is not None
        and after.tag == "JX"
        and after.form == "만"
    )


def _counts_speech(morphs: Sequence[Morph], index: int, found: Sequence[Chain]) -> bool:
    if morphs[index].form not in ONE or _counted_into(morphs, index):
        return False
    head = _next_noun(morphs, index)
    if head is not None and head.form == "가지" and _only_so_many(morphs, index):
        return False  # "한 가지만 말씀드릴게요" (round 86): how many, judged below
    if _only_one(morphs, index):
        return False  # "하나만 먼저 말씀드리면" (round 107): only one - how many, a count
    if _one_more_to_say(morphs, index, head):
        return _next_chain_is_speech(morphs, index, found)
    if head is None and _one_more_added(morphs, index, found):
        return True
    return (head is None or head.form in SPEECH_COUNTERS) and _next_chain_is_speech(
        morphs, index, found
    )


# Round 130: a vague few (never an exact number) and the units of words it may measure.
_FEW_COUNTS: Final = frozenset({"한두", "두어", "두세", "몇", "몇몇", "여러"})
_WORD_UNITS: Final = frozenset({"마디", "말", "말씀"})


def _few_words_of_telling(morphs: Sequence[Morph], index: int, found: Sequence[Chain]) -> bool:
    """``한두 마디로 간추리면``, ``몇 마디만 드리자면``, ``여러 말 없이``, ``여러 말씀에 앞서``
    (round 130): a vague few (``_FEW_COUNTS``) straight on a unit of words (마디, 말, 말씀)
    measures how briefly the speaker puts it - "in a word or two", "without many words" - and
    counts nothing of the world or of the message's parts ("몇 가지만", "한 가지만" stay a
    count, rounds 35 and 86). The words are the speaker's: no noun, numeral, genitive or
    subject straight before the determiner, and the next predicate after them, before any
    issued sentence, carries no -시- and no past ("몇 마디 남기셨는데" is someone's act)."""
    if morphs[index].form not in _FEW_COUNTS or index + 1 >= len(morphs):
        return False
    head = morphs[index + 1]
    if head.tag not in NOUNS or head.form not in _WORD_UNITS:
        return False
    if index and morphs[index - 1].tag in _NOUN_OR_NUMERAL_TAGS | {"JKG", "JKS"}:
        return False
    later = [chain for chain in found if chain.first > index + 1]
    if later and not any(m.form == PLACEHOLDER_MARK for m in morphs[index + 1 : later[0].first]):
        return not any(ending.tag == "EP" for ending in later[0].endings)
    return True


# Round 87: 그러니까 and its spoken 그니까 as "that is, in short", when what follows sums up
# the issued sentence: a noun of its gist as the topic, 한마디로 (하면), or a verb of summing
# up in -면/-자면.
_SO_THAT_IS: Final = frozenset({"그러니까", "그니까"})
_GIST_NOUNS: Final = frozenset({"요점", "요지", "핵심", "골자"})
_SUMMING_UP_VERBS: Final = frozenset({"정리하", "요약하", "간추리", "추리", "줄이"})


def _so_in_short(morphs: Sequence[Morph], index: int, found: Sequence[Chain]) -> bool:
    """``그러니까 요점은, [[P:01]].``, ``그러니까 한마디로 하면,``, ``그러니까 정리하면,``
    (round 87): 그러니까 opening the slot (the caller's ``opening``: before any issued
    sentence, so there is no statement before it to give a reason for) straight before a
    summing-up that leads, past a comma at most, into the issued sentence - "that is, in
    short", as 요컨대 is. Between issued sentences ("[[P:01]]. 그러니까 요점은, [[P:02]]"),
    alone before one ("그러니까 [[A:01]]"), or before anything else ("그러니까 결국") it still
    links a consequence."""
    if morphs[index].form not in _SO_THAT_IS:
        return False
    cursor = index + 1
    forms = [(m.form, m.tag) for m in morphs[cursor : cursor + 3]]
    if forms[:1] and forms[0][1] == "NNG" and forms[0][0] in _GIST_NOUNS:
        if len(forms) < 2 or forms[1][1] != "JX" or forms[1][0] not in {"은", "는"}:
            return False
        cursor += 2  # "요점은"
    elif forms[:3] == [("한", "MM"), ("마디", "NNG"), ("로", "JKB")] or forms[:2] == [
        ("한마디", "NNG"),
        ("로", "JKB"),
    ]:
        cursor += 3 if forms[0][0] == "한" else 2  # "한마디로"
        said = next((c for c in found if c.first == cursor), None)
        if said is not None:
            last = said.last_ending
            if said.stem != "하" or said.auxiliaries or last is None or len(said.endings) != 1:
                return False
            if last.form not in {"면", "으면", "자면"}:
                return False
            cursor = said.last + 1  # "한마디로 하면"
    else:
        summed_to = _summing_up_to(morphs, cursor, found)
        if summed_to is None:
            told_to = _ordered_telling_to(morphs, cursor, found)
            return told_to is not None and _into_the_issued_sentence(
                morphs, told_to, found, first_allowed=True
            )  # "그러니까 순서대로 말씀드리면, 먼저 [[P:01]]." (round 120)
        cursor = summed_to  # "정리하면", "요약하자면", "짧게 정리하면", "간추려 말씀드리면"
        return _into_the_issued_sentence(morphs, cursor, found)
    if cursor < len(morphs) and morphs[cursor].tag == "SP":
        cursor += 1
    return cursor < len(morphs) and morphs[cursor].form == PLACEHOLDER_MARK


# Round 120: how briefly the speaker sums up - a brevity manner straight before the verb of
# summing up ("짧게 정리하면", "간단히 요약하면").
_BRIEF_MANNER_ADVERBS: Final = frozenset({"간단히", "간략히", "짤막히"})
_BRIEF_MANNER_STEMS: Final = frozenset({"짧", "간단하", "간략하", "짤막하", "간결하"})
_SUMMING_IN: Final = frozenset({"면", "으면", "자면"})


def _summing_up_to(morphs: Sequence[Morph], cursor: int, found: Sequence[Chain]) -> int | None:
    """Where the speaker's summing-up that starts at ``cursor`` ends (the index after it), or
    None: a verb of summing up (``_SUMMING_UP_VERBS``) in -면/-자면 (round 87), and since round
    120 also after a brevity manner (간단히, 짧게, 간단하게 - nothing else in -게), with the
    speaker's trying or offering auxiliary (정리해 보면, 요약해 드리면), or in -어 straight
    into 말씀드리- in -면/-자면 (간추려 말씀드리면). No -시-, no past, no other auxiliary."""
    tried_once = False
    if [(m.form, m.tag) for m in morphs[cursor : cursor + 2]] == [("한", "MM"), ("번", "NNB")]:
        cursor, tried_once = cursor + 2, True  # "한번 정리해 보면": a try, counting nothing
    if cursor < len(morphs) and morphs[cursor].tag == "MAG":
        if morphs[cursor].form in _BRIEF_MANNER_ADVERBS:
            cursor += 1  # "간단히 정리하면"
    else:
        manner = next((c for c in found if c.first == cursor), None)
        if (
            manner is not None
            and manner.stem in _BRIEF_MANNER_STEMS
            and not manner.auxiliaries
            and [(e.form, e.tag) for e in manner.endings] == [("게", "EC")]
        ):
            cursor = manner.last + 1  # "짧게 정리하면", "간단하게 정리하면"
    position = next((i for i, c in enumerate(found) if c.first == cursor), None)
    if position is None:
        return None
    summed = found[position]
    if summed.stem not in _SUMMING_UP_VERBS or any(e.tag == "EP" for e in summed.endings):
        return None
    forms = [e.form for e in summed.endings]
    if tried_once:  # 한번 only before the trying auxiliary: "한번 정리해 보면"
        return (
            summed.last + 1
            if summed.auxiliaries == ("보",)
            and len(forms) == 2
            and forms[0] in {"어", "아", "여"}
            and forms[1] in _SUMMING_IN
            else None
        )
    if not summed.auxiliaries and forms[-1:] and forms[-1] in _SUMMING_IN and len(forms) == 1:
        return summed.last + 1  # "정리하면", "요약하자면" (round 87)
    if (
        len(summed.auxiliaries) == 1
        and summed.auxiliaries[0] in {"보", "드리"}
        and len(forms) == 2
        and forms[0] in {"어", "아", "여"}
        and forms[1] in _SUMMING_IN
    ):
        return summed.last + 1  # "정리해 보면", "요약해 드리면"
    if summed.auxiliaries or forms not in (["어"], ["아"], ["여"]):
        return None
    if position + 1 >= len(found):
        return None
    telling = found[position + 1]
    if (
        telling.first == summed.last + 2
        and morphs[summed.last + 1].form == "말씀"
        and telling.stem == "드리"
        and telling.noun == "말씀"
        and not telling.auxiliaries
        and [e.form for e in telling.endings] in (["면"], ["자면"])
    ):
        return telling.last + 1  # "간추려 말씀드리면", "요약해 말씀드리면"
    return None


def _so_summing_up(morphs: Sequence[Morph], index: int, found: Sequence[Chain]) -> bool:
    """``그래서 정리하면, [[P:01]].``, ``그래서 요약해 드리면,`` (round 120): 그래서 as the
    slot's very first word, straight before the speaker's summing-up (``_summing_up_to``:
    a verb of summing up, not a gist noun or 한마디로) that leads, past a comma at most or
    "이래요.", into the issued sentence - "so, to sum up", a turn to the speaker's own act
    with no statement of the slot before it. After anything ("[[P:01]]. 그래서 요약하면"),
    before the issued sentence alone ("그래서 [[P:01]]"), before the plain telling ("그래서
    말씀드리면") or anything else it still links a consequence."""
    if index != 0 or morphs[index].form != "그래서":
        return False
    summed_to = _summing_up_to(morphs, index + 1, found)
    return summed_to is not None and _into_the_issued_sentence(morphs, summed_to, found)


# Round 120: the order a telling goes in, and the telling verbs 그러니까 may lead into with it.
_TELLING_ORDER_NOUNS: Final = frozenset({"순서", "차례"})
_TELLING_ORDER_ADVERBS: Final = frozenset({"차례차례", "차근차근"})
_ORDERED_TELLING_STEMS: Final = frozenset({"적", "전하", "짚", "안내하"})


def _ordered_telling_to(morphs: Sequence[Morph], cursor: int, found: Sequence[Chain]) -> int | None:
    """Where the speaker's ordered telling that starts at ``cursor`` ends, or None (round
    120): an order of telling (순서대로, 차례대로, 차례차례, 차근차근) straight before the
    speaker's own telling - 말씀드리-, or 적다/전하다/짚다/안내하다 bare or with the offering
    드리 - in -면/-자면, no -시-, no past: "순서대로 말씀드리면", "차례대로 적어 드리면"."""
    pair = [(m.form, m.tag) for m in morphs[cursor : cursor + 2]]
    if len(pair) == 2 and pair[0][1] == "NNG" and pair[0][0] in _TELLING_ORDER_NOUNS:
        if pair[1] != ("대로", "JX"):
            return None
        cursor += 2  # "순서대로"
    elif pair[:1] and pair[0][1] == "MAG" and pair[0][0] in _TELLING_ORDER_ADVERBS:
        cursor += 1  # "차근차근"
    else:
        return None
    if cursor < len(morphs) and (morphs[cursor].form, morphs[cursor].tag) == ("말씀", "NNG"):
        cursor += 1  # "말씀드리면": the chain starts at 드리
        telling = next((c for c in found if c.first == cursor), None)
        if telling is None or telling.stem != "드리" or telling.noun != "말씀":
            return None
        if telling.auxiliaries or [e.form for e in telling.endings] not in (["면"], ["자면"]):
            return None
        return telling.last + 1
    telling = next((c for c in found if c.first == cursor), None)
    if telling is None or telling.stem not in _ORDERED_TELLING_STEMS:
        return None
    forms = [e.form for e in telling.endings]
    if not telling.auxiliaries and forms in (["면"], ["으면"], ["자면"]):
        return telling.last + 1  # "차례대로 적으면"
    if (
        telling.auxiliaries == ("드리",)
        and len(forms) == 2
        and forms[0] in {"어", "아", "여"}
        and forms[1] in _SUMMING_IN
    ):
        return telling.last + 1  # "순서대로 적어 드리면"
    return None


def _into_the_issued_sentence(
    morphs: Sequence[Morph], cursor: int, found: Sequence[Chain], first_allowed: bool = False
) -> bool:
    """After the summing-up, past a comma at most, the issued sentence - or, as its own
    sentence, "이래요"/"이렇습니다" (이렇다 in a present final ending), then the issued
    sentence (round 120: "정리하면 이래요. [[P:01]]."). After an ordered telling
    (``first_allowed``) 먼저 or 우선 may lead the issued sentence after the comma."""
    if cursor < len(morphs) and morphs[cursor].tag == "SP":
        cursor += 1
        if (
            first_allowed
            and cursor < len(morphs)
            and (morphs[cursor].form, morphs[cursor].tag) in {("먼저", "MAG"), ("우선", "MAG")}
        ):
            cursor += 1
    if cursor < len(morphs) and morphs[cursor].form == PLACEHOLDER_MARK:
        return True
    like_this = next((c for c in found if c.first == cursor), None)
    if (
        like_this is None
        or like_this.stem != "이렇"
        or like_this.auxiliaries
        or len(like_this.endings) != 1
        or like_this.endings[0].tag != "EF"
        or like_this.endings[0].form not in {"어요", "습니다", "ᆸ니다", "다"}
    ):
        return False
    after = morphs[like_this.last + 1 : like_this.last + 3]
    return len(after) == 2 and after[0].tag == "SF" and after[1].form == PLACEHOLDER_MARK


def _one_more_added(morphs: Sequence[Morph], index: int, found: Sequence[Chain]) -> bool:
    """``하나 더 얹어 전하면``, ``하나 더 보태 말씀드리면`` (round 28): 하나 더, then one verb
    of adding to the message (no -시-, past or -겠-) chained in ``-어`` straight into the
    speaker's speech act - one more part of this message, as "하나 더 말씀드리면". Any other
    verb between ("하나 더 늘려 말씀드리면") or a past act keeps counting."""
    if morphs[index].form != "하나" or index + 1 >= len(morphs) or morphs[index + 1].form != "더":
        return False
    position = next((i for i, c in enumerate(found) if c.first == index + 2), None)
    if position is None or position + 1 >= len(found):
        return False
    adding, act = found[position], found[position + 1]
    last = adding.last_ending
    return (
        adding.stem in classes.ADDING_SPEECH_PREDICATES
        and not any(e.tag == "EP" for e in adding.endings)
        and last is not None
        and last.form in {"어", "아", "여"}
        and act.first == adding.last + 1
        and not any(e.tag == "EP" for e in act.endings)
        and is_speech(act, found[position + 2] if position + 2 < len(found) else None, morphs)
    )


def _one_more_to_say(morphs: Sequence[Morph], index: int, head: Morph | None) -> bool:
    """``또 하나 말씀드리면`` (round 17): additive 또 before 하나 whose next noun is the 말씀
    of the speaker's own 말씀드리- straight after it - one more part of this message, as
    "하나 더 말씀드리면". "하나 말씀드리면" without 또, or "두 가지", are counts."""
    return (
        morphs[index].form == "하나"
        and index > 0
        and morphs[index - 1].form == "또"
        and head is not None
        and head.form == "말씀"
        and index + 2 < len(morphs)
        and morphs[index + 1] is head
        and morphs[index + 2].form == "드리"
    )


def _one_more_point(morphs: Sequence[Morph], index: int, found: Sequence[Chain]) -> bool:
    """``또 하나 살펴볼 점은``, ``또 하나 덧붙일 말씀은`` (round 27): additive 또 before 하나,
    then a reading act or the speaker's speech in ``-ㄹ`` (no -시-, past or -겠-) whose head
    is a part of this message - one more part of it, as "또 하나," and "또 하나 말씀드리면".
    Without 또 ("하나 살펴볼 점"), with any other verb ("또 하나 나아진 점") or head ("또 하나
    살펴볼 기록") it counts."""
    if morphs[index].form != "하나" or index == 0 or morphs[index - 1].form != "또":
        return False
    chain = next((c for c in found if c.first == index + 1), None)
    if chain is None or any(e.tag == "EP" for e in chain.endings):
        return False
    last = chain.last_ending
    if last is None or last.tag != "ETM" or last.form not in FUTURE_MODIFIERS:
        return False
    if chain.stem not in classes.READER_ACTS and not is_speech(chain, None, morphs):
        return False
    head = morphs[chain.last + 1] if chain.last + 1 < len(morphs) else None
    return head is not None and head.tag in NOUNS and head.form in classes.DISCOURSE_NOUNS


def _split_syllable(morphs: Sequence[Morph], index: int) -> bool:
    """Kiwi cut a final consonant off this noun ("줄로" → ``주`` + ``ᆯ로``): not that noun."""
    after = morphs[index + 1] if index + 1 < len(morphs) else None
    return after is not None and after.tag.startswith("J") and "\u11a8" <= after.form[0] <= "\u11ff"


_TIME_SUFFIXES: Final = tuple(classes.TIME_NOUN_SUFFIXES)
_STANDING: Final = tuple(classes.STANDING_NOUN_PREFIXES)


def _jeok_adverb(morphs: Sequence[Morph], index: int) -> bool:
    """``X적으로``: an adverb of -적 grades or qualifies what follows (``최종적으로``,
    ``잠정적으로``, ``개인적으로``) unless its root only lays the message out
    (``구체적으로``, ``전반적으로``, ``순차적으로``)."""
    morph = morphs[index]
    if morph.tag != "XSN" or morph.form != "적" or index == 0 or index + 1 >= len(morphs):
        return False
    after = morphs[index + 1]
    if not after.form.startswith(("으로", "로")):
        return False
    return morphs[index - 1].form not in classes.LAYOUT_JEOK_ADVERB_ROOTS


def telling_jeok_adverb(morphs: Sequence[Morph], index: int, found: Sequence[Chain]) -> bool:
    """Round 50: ``단도직입적으로 말씀드리면``, ``결론적으로 말씀드리면`` - a -적으로 of how
    directly the speaker tells, or of the part of the message that comes
    (``TELLING_JEOK_ADVERB_ROOTS``; ``index`` is the root), straight before the speaker's
    present speech act. 결론 only before the first issued sentence (between two it would
    conclude one from the other, as "결론부터" there)."""
    if index + 2 >= len(morphs) or morphs[index].form not in classes.TELLING_JEOK_ADVERB_ROOTS:
        return False
    suffix, particle = morphs[index + 1], morphs[index + 2]
    if suffix.tag != "XSN" or suffix.form != "적" or not particle.form.startswith(("으로", "로")):
        return False
    if morphs[index].form in classes.MESSAGE_PART_DENY_NOUNS and any(
        m.form == PLACEHOLDER_MARK for m in morphs[:index]
    ):
        return False
    later = [c for c in found if c.first > index + 2]
    if not later or any(e.tag == "EP" and e.form != "겠" for e in later[0].endings):
        return False  # "단도직입적으로 말씀드렸어요": a past telling
    return _modifies_speech(morphs, index + 2, found)


def _some_degree(morphs: Sequence[Morph], index: int) -> bool:
    """``어느 정도``: "to some degree"."""
    return morphs[index].form == "정도" and index > 0 and morphs[index - 1].form == "어느"


_SPLIT_ADVERBS: Final = classes.RELATION_ADVERBS | classes.EMPHASIS_ADVERBS
_ADVERB_TAGS: Final = frozenset({"MAG", "MAJ", "NNG"})


def _at_most(morphs: Sequence[Morph], index: int) -> bool:
    """``어디까지나``: "strictly, only" — read as 어디 + 까지 + 나."""
    return [m.form for m in morphs[index : index + 3]] == ["어디", "까지", "나"]


def _grades_own_length(morphs: Sequence[Morph], index: int, found: Sequence[Chain]) -> bool:
    """``조금 길어지더라도 차례대로 안내드리겠습니다`` (round 112): 조금/좀/다소 straight before the
    conceded length of the speaker's own telling (``concedes_own_length``) grades that length,
    not an issued sentence; and (round 119, 약간 too) the conceded sound of its wording
    (``concedes_wording_heard``)."""
    if morphs[index].form not in HEARD_DEGREE:
        return False
    for position, chain in enumerate(found):
        if chain.first == index + 1:
            following = found[position + 1] if position + 1 < len(found) else None
            if concedes_wording_heard(morphs, chain, following):
                return True  # "약간 딱딱하게 들릴 수 있지만" (round 119)
            return morphs[index].form in LENGTH_DEGREE and concedes_own_length(
                morphs, chain, following
            )
    return False


def _modifies_speech(morphs: Sequence[Morph], index: int, found: Sequence[Chain]) -> bool:
    """The next predicate that is not a manner adjective (``짧게``) is the speaker's
    speech act, and no issued sentence stands between."""
    later = [
        (i, c)
        for i, c in enumerate(found)
        if c.first > index and not _manner_only(c) and not _manner_phrase(morphs, c)
    ]
    if not later:
        return False
    position, chain = later[0]
    if any(m.form == PLACEHOLDER_MARK for m in morphs[index + 1 : chain.first]):
        return False
    following = found[position + 1] if position + 1 < len(found) else None
    if is_speech(chain, following, morphs):
        return True
    # one serial verb chained into the act: "전부 모아 말씀드리면"
    last = chain.last_ending
    return (
        last is not None
        and last.form in {"어", "아", "여", "고"}
        and following is not None
        and not any(m.form == PLACEHOLDER_MARK for m in morphs[chain.last + 1 : following.first])
        and is_speech(following, None, morphs)
    )


# Round 130: what may stand between a hedge and the reader's reading it lays the message out
# for ("모두 한 번에 보실 수 있게"), and the ease a reading may be given ("보기 쉽게").
_AT_ONCE: Final = frozenset({"한번에", "한눈에", "한꺼번에"})
_READING_EASE: Final = (classes.EASE_ADJECTIVES - {"어렵"}) | classes.READING_EASE_QUALITY


def _hedge_past_reading_purpose(
    morphs: Sequence[Morph], index: int, found: Sequence[Chain]
) -> bool:
    """``모두 한 번에 보실 수 있게 정리하면``, ``전부 보기 쉽게 말씀드리면`` (round 130): a hedge
    adverb (``DEGREE_HEDGE_ADVERBS``: 모두, 전부, 조금 …) before the reader's reading laid out
    for - a reading act (no auxiliary, -시- at most) in -기 with an ease word in -게 ("보기
    쉽게", "보시기 편하게"), or in -ㄹ 수 있게 ("보실 수 있게") - and straight after it the
    speaker's present telling, with no issued sentence anywhere between: the hedge says how the
    speaker lays the message out, as "모두 정리하면" does with nothing between. Nothing but an
    at-once phrase (한 번에, 한눈에) or adverbs may stand before the reading: an object or a subject
    ("기록을 보실 수 있게") is something else looked at. A hard reading ("보기 어렵게"), the
    past, another act after the reading or no act keep the hedge's class."""
    if morphs[index].form not in classes.DEGREE_HEDGE_ADVERBS:
        return False
    later = [c for c in found if c.first > index]
    if len(later) < 3:
        return False
    reading, purpose, act = later[0], later[1], later[2]
    between = morphs[index + 1 : reading.first]
    if "".join(m.form for m in between) not in _AT_ONCE and any(m.tag != "MAG" for m in between):
        return False
    if reading.stem not in classes.READER_ACTS or reading.auxiliaries or reading.noun:
        return False
    if any(e.tag == "EP" and e.form != "시" for e in reading.endings):
        return False
    last = reading.last_ending
    if [(e.form, e.tag) for e in purpose.endings] != [("게", "EC")] or last is None:
        return False
    if (last.form, last.tag) == ("기", "ETN"):
        laid_out = purpose.stem in _READING_EASE and purpose.first == reading.last + 1
    elif last.tag == "ETM" and last.form in {"ᆯ", "을"}:
        laid_out = (
            purpose.stem == "있"
            and purpose.noun == "수"
            and purpose.first == reading.last + 2
            and morphs[reading.last + 1].form == "수"
        )
    else:
        return False
    if not laid_out:
        return False
    if any(m.form == PLACEHOLDER_MARK for m in morphs[index + 1 : act.first]):
        return False
    if any(e.tag == "EP" for e in act.endings):
        return False
    following = later[3] if len(later) > 3 else None
    return is_speech(act, following, morphs)


def _manner_phrase(morphs: Sequence[Morph], chain: Chain) -> bool:
    """``차분한 말투로``, ``간결한 방식으로``: a presenting-manner adjective
    (``PRESENTING_MANNER_ADJECTIVES``, as "차분하게") in the present modifier of a noun of the
    telling's manner (``MANNER_NOUNS`` but the speaker's mood: 마음, 기분 …) in 로/으로 - it
    only colours the next predicate (round 39). Any other adjective ("무거운 어조로", "엄중한
    표현으로") or a mood ("다소 무거운 마음으로") may grade the news and is not skipped."""
    last = chain.last_ending
    if chain.tag not in {"VA", "XSA"} or last is None or last.tag != "ETM":
        return False
    if len(chain.endings) != 1 or chain.stem not in classes.PRESENTING_MANNER_ADJECTIVES:
        return False
    head = chain.last + 1
    if head + 1 >= len(morphs) or morphs[head].tag != "NNG":
        return False
    manner = classes.MANNER_NOUNS - classes.MOOD_NOUNS
    return morphs[head].form in manner and morphs[head + 1].form in {"로", "으로"}


# Round 83: degree words that grade the manner of the speaker's own telling or cutting ("꽤
# 간략하게 정리하면", "훨씬 평이한 말로 적어 보면", "덜 복잡하게 줄여 보면"), the manners they may
# grade and the acts they must lead into - built once.
_TELLING_DEGREE: Final = classes.COMPARATIVE_ADVERBS | frozenset({"꽤", "덜"})
_GRADED_MANNERS: Final = classes.PRESENTING_MANNER_ADJECTIVES | frozenset(
    {"평이하", "간명하", "복잡하", "장황하", "딱딱하"}
)
_MANNER_HEADS: Final = (classes.MANNER_NOUNS - classes.MOOD_NOUNS) | frozenset(
    {"낱말", "단어", "어휘", "용어", "문장", "말씨"}  # the wording: "한층 더 쉬운 낱말로"
)
_HUMBLE_TELLING_NOUNS: Final = frozenset({"말씀", "설명", "안내"})
_TELLING_OR_CUTTING: Final = (
    classes.SPEECH_PREDICATES | classes.COMPOSING_PREDICATES | frozenset({"줄이"})
)


def _grades_the_telling(morphs: Sequence[Morph], index: int, found: Sequence[Chain]) -> bool:
    """``꽤 간략하게 정리하면``, ``훨씬 짧게 줄이자면``, ``훨씬 평이한 말로 적어 보면`` (round
    83): the degree word grades a presenting manner (``_GRADED_MANNERS``) in -게, or in the
    present modifier of a manner noun in 로/으로, and that manner leads at once into the
    speaker's own act of telling, composing or cutting, present and without -시-. Straight
    before an issued sentence ("꽤 짧게, [[P:01]]"), on another verb ("훨씬 짧게 끝나서") or
    a past act it keeps its class."""
    start = index + 1
    if start < len(morphs) and morphs[start].form == "더" and morphs[start].tag == "MAG":
        start += 1  # "한결 더 짧게", "한층 더 쉬운 낱말로"
    manner = next((c for c in found if c.first == start), None)
    if manner is None or manner.stem not in _GRADED_MANNERS or len(manner.endings) != 1:
        return False
    ending = manner.endings[0]
    after = manner.last + 1
    if ending.tag == "ETM" and ending.form in {"ᆫ", "은"}:
        if after + 1 >= len(morphs) or morphs[after].form not in _MANNER_HEADS:
            return False
        if morphs[after + 1].form not in {"로", "으로"}:
            return False
        after += 2
    elif not (ending.tag == "EC" and ending.form == "게"):
        return False
    act = next((c for c in found if c.first == after), None)
    if act is None:
        act = _humble_telling_at(morphs, after, found)
    if act is None or act.stem not in _TELLING_OR_CUTTING | {"드리"}:
        return False
    return not any(e.tag == "EP" for e in act.endings)


def _humble_telling_at(morphs: Sequence[Morph], start: int, found: Sequence[Chain]) -> Chain | None:
    """Round 130: the speaker's telling as a noun of speech and the verb 드리 (``말씀드리면``,
    ``설명드리자면``, ``안내드릴게요``), whose chain Kiwi starts at 드리, not at the noun - so a
    degree word's manner straight before the noun leads into the telling as it does before
    ``정리하면`` ("꽤 간단하게 말씀드리면", round 83's "꽤 간략하게 정리하면"). Only a noun in
    ``_HUMBLE_TELLING_NOUNS`` (말씀, 설명, 안내) and no particle between it and 드리; "부탁드리면",
    "약속드리면" and the like are not the telling, and -시- or the past keep the class."""
    if start >= len(morphs) or morphs[start].tag != "NNG":
        return None
    chain = next((c for c in found if c.first == start + 1), None)
    if chain is None or chain.stem != "드리" or chain.noun != morphs[start].form:
        return None
    return chain if chain.noun in _HUMBLE_TELLING_NOUNS else None


@lru_cache(maxsize=8192)
def _starts_with_time_noun(form: str) -> bool:
    """``form`` begins with a noun of the time vocabulary ("보름날", "지난달에").

    One set probe per prefix length, rather than ``startswith`` against every time noun;
    kept per form (bounded), as forms recur from response to response."""
    return not classes.TIME_NOUN_PREFIXES.isdisjoint(
        [form[:length] for length in range(1, min(len(form), 5) + 1)]
    )


def _every_period(form: str) -> bool:
    """The distributive 매 glued to a time noun ("매년", "매월", "매해", "매시간"): every
    year, month, hour. Kiwi reads some as one adverb and some as one noun, neither of which
    the time vocabulary lists as written."""
    rest = form.removeprefix(classes.DISTRIBUTIVE)
    if rest == form or not rest:
        return False
    return rest in classes.TIME_NOUNS_EXACT or _starts_with_time_noun(rest)


def _recurring(morphs: Sequence[Morph], index: int) -> bool:
    """A period said to recur ("매년", "매시간", "매 순간", "다달이"): something happens
    every year, hour or moment - a claim about time even when it times the speaker's own
    act ("매월 정리해 드리면" promises a monthly report). "매 항목마다", each part of this
    message, counts no time."""
    morph = morphs[index]
    if morph.tag in _NOUN_OR_ADVERB_TAGS and (
        _every_period(morph.form) or morph.form in classes.RECURRING_ADVERBS
    ):
        return True
    after = morphs[index + 1] if index + 1 < len(morphs) else None
    return (
        morph.tag == "MM"
        and morph.form == classes.DISTRIBUTIVE
        and after is not None
        and after.tag in NOUNS
        and after.form not in classes.DISCOURSE_NOUNS
    )


def _calendar_adverb(morphs: Sequence[Morph], index: int, slot_id: str) -> bool:
    """A time noun of the vocabulary that Kiwi reads as an adverb ("어제/MAG", "내일/MAG")
    straight before a noun: it dates that noun ("어제 내용", "어제 현황"), so the speech act
    after it ("말씀드리면") does not make it the speaker's. The surface's own period
    ("오늘 내용" on daily) stays its own."""
    morph = morphs[index]
    if morph.tag != "MAG" or morph.form not in classes.TIME_NOUN_PREFIXES:
        return False
    if morph.form in classes.SURFACE_OWN_PERIOD.get(slot_id.split(".")[0], ()):
        return False
    after = morphs[index + 1] if index + 1 < len(morphs) else None
    # not a pronoun: "어제 여기까지 안내드렸습니다" times the act (a past telling), dates nothing
    return after is not None and after.tag in NOUNS - {"NP"}


def _dates_an_occasion(
    morphs: Sequence[Morph], index: int, found: Sequence[Chain], slot_id: str
) -> bool:
    """A time word that names a day, a part of a day or an occasion ("어제/MAG", "내일/MAG",
    "이따/MAG", "그저께", "다음번" as Kiwi splits it) dates what follows even when what follows
    is the speaker's speech act: "어제 드린 말씀입니다", "내일 드릴 말씀은 다음과 같습니다" tell
    of another message, and the act's modifier form (드린/드릴 + a message noun) is accepted
    as this message's own words, so excusing the time word as "the act's time" let it through
    (round 47's hole). Only the adverbs of duration (``TIME_ADVERBS``: "잠시 짚고 넘어가면")
    may time the speaker's act; the surface's own period stays its own."""
    morph = morphs[index]
    if morph.form in classes.TIME_ADVERBS:
        return False
    if _past_telling_follows(morphs, index, found):
        return False  # "어제 여기까지 안내드렸습니다": refused as the past telling it is
    return morph.form not in classes.SURFACE_OWN_PERIOD.get(slot_id.split(".")[0], ())


def _past_telling_follows(morphs: Sequence[Morph], index: int, found: Sequence[Chain]) -> bool:
    """The next predicate that is not a manner adjective is in the finite past (드렸습니다):
    the chain rule refuses that telling as ``past_speech_act`` whatever times it. Round 59:
    not a verb of composing or laying out without 드리 ("안내만 어제 적었습니다") - the chain
    rule may take that as the composing of this message, so the time word is judged here."""
    later = [c for c in found if c.first > index and not _manner_only(c)]
    if not later:
        return False
    composing = classes.COMPOSING_PREDICATES | classes.LAYING_OUT_VERBS
    if later[0].stem in composing and "드리" not in later[0].auxiliaries:
        return False
    last = later[0].last_ending
    past = any(e.tag == "EP" and e.form in {"었", "았", "였", "ᆻ"} for e in later[0].endings)
    return past and last is not None and last.tag == "EF"


def _provisional(morphs: Sequence[Morph], index: int, found: Sequence[Chain]) -> bool:
    """``일단은`` ("for now", "for the time being"): 일단 made the topic states that what
    follows holds only provisionally - on an issued action it changes the action's force.
    Leading into the speaker's own act ("일단은 말씀드리면") it only orders; bare "일단" before
    an issued sentence ("일단 [[P:01]]") stays the ordering "first"."""
    morph = morphs[index]
    after = morphs[index + 1] if index + 1 < len(morphs) else None
    return (
        morph.tag == "MAG"
        and morph.form in classes.PROVISIONAL_ADVERBS
        and after is not None
        and after.tag == "JX"
        and after.form in {"은", "는"}
        and not _modifies_speech(morphs, index, found)
    )


def _time_adverb(morphs: Sequence[Morph], index: int) -> bool:
    """An adverb of time ("잠시", "이윽고"), or a time noun of the time vocabulary that Kiwi
    reads as an adverb ("당분간/MAG", "매일/MAG") or as a pronoun and a suffix ("그/NP
    간/XSN"): the noun rule never sees those, and on an issued sentence they still say when
    or for how long."""
    morph = morphs[index]
    if morph.form in classes.TIME_ADVERBS:
        return True
    if morph.tag == "MAG" and morph.form in classes.TIME_NOUN_PREFIXES:
        return True
    after = morphs[index + 1] if index + 1 < len(morphs) else None
    return (
        morph.tag == "NP"
        and after is not None
        and after.tag == "XSN"
        and morph.form + after.form in classes.TIME_NOUN_PREFIXES
    )


def _split_time_word(morphs: Sequence[Morph], index: int, slot_id: str) -> bool:
    """A time word of two or more syllables that Kiwi cut into pieces none of which is that
    noun ("그끄저께" → 그/MM 끄/NNG 저/MM 께/XSN, "석가탄신일" → 석가/NNP 탄신일/NNG) or
    glued to its particle ("간만에/MAG"): the word as written, from the start of a space-
    separated word up to its first particle, ending or punctuation, is read against the time
    vocabulary. A single noun is left to the noun rule."""
    morph = morphs[index]
    if index and morphs[index - 1].end == morph.start:
        return False  # not the start of a written word
    parts = [morph]
    for later in morphs[index + 1 :]:
        if later.start != parts[-1].end or later.tag[0] in {"J", "S", "E"}:
            break
        parts.append(later)
    if len(parts) == 1 and morph.tag in NOUNS:
        return False
    written = "".join(part.form for part in parts)
    last = len(parts) + index
    if last < len(morphs) and _contracted_genitive(parts[-1], morphs[last]):
        # "그제" as Kiwi's 그/MM 저/NP 의/JKG: the pronoun and 의 share one written syllable
        written = written[: -len(parts[-1].form)] + _CONTRACTED[parts[-1].form]
    own = classes.SURFACE_OWN_PERIOD.get(slot_id.split(".")[0], frozenset())
    candidates = {written, written.removesuffix("에")} - own
    return any(len(word) >= 2 and word in classes.TIME_NOUN_PREFIXES for word in candidates)


_CONTRACTED: Final = {"저": "제", "나": "내", "너": "네"}


def _contracted_genitive(pronoun: Morph, particle: Morph) -> bool:
    """A pronoun and the genitive 의 that Kiwi gives the same one syllable (저의 → 제)."""
    return (
        pronoun.tag == "NP"
        and pronoun.form in _CONTRACTED
        and particle.form == "의"
        and (particle.start, particle.end) == (pronoun.start, pronoun.end)
    )


def _first_in_message(morphs: Sequence[Morph], index: int) -> bool:
    """Not "X에 앞서" unless X is the message's own part: "산책에 앞서 말씀드리면" would
    place an event of the customer's before the issued sentence."""
    if index < 2 or morphs[index - 1].form != "에":
        return True
    noun = morphs[index - 2]
    return noun.tag in NOUNS and noun.form in classes.DISCOURSE_NOUNS


# Round 122: the parts of an operator card below the slot that "X에 앞서" may name (round 42's
# card parts, round 44's 문구, and 표시 - the status display).
_CARD_PARTS_AHEAD: Final = classes.CARD_PARTS_BELOW | frozenset({"문구", "표시"})


def _card_part_below_ahead(morphs: Sequence[Morph], index: int, slot_id: str) -> bool:
    """``아래 상태 문구에 앞서``, ``카드 아래쪽 상태 표시에 앞서`` (round 122): on an operator
    card, X에 before 앞서 is a part of the card below - 아래 or 아래쪽 (카드 at most before it,
    at the sentence's start) + card-part nouns - a place in the message, as round 44 read the
    same words before a comma. On the customer's surfaces (상태 there is the customer's),
    without 아래, or with another noun ("아래 상태 변화에") 앞서 keeps saying when."""
    if slot_id.split(".")[0] not in _OPERATOR_CARD_PREFIXES:
        return False
    if index < 3 or morphs[index - 1].form != "에":
        return False
    cursor = index - 2
    while cursor >= 0 and morphs[cursor].tag == "NNG" and morphs[cursor].form in _CARD_PARTS_AHEAD:
        cursor -= 1
    if cursor == index - 2 or cursor < 0 or morphs[cursor].form not in {"아래", "아래쪽"}:
        return False
    if cursor >= 1 and (morphs[cursor - 1].form, morphs[cursor - 1].tag) == ("카드", "NNG"):
        cursor -= 1
    return cursor == 0 or morphs[cursor - 1].tag in {"SF", "SP"}


def _saying_follows(
    morphs: Sequence[Morph], index: int, found: Sequence[Chain], coming: bool = False
) -> bool:
    """The next predicate that is not a manner adjective is a verb of saying or presenting
    itself (``정리해 드리면``, ``말씀드리자면``, ``전해 드릴게요``), with no issued sentence
    between — not any verb with a humble 드리 ("맞춰 드리면" adjusts something for the
    reader, "약속드릴게요" promises)."""
    later = [c for c in found if c.first > index and not _manner_only(c)]
    if not later or any(m.form == PLACEHOLDER_MARK for m in morphs[index + 1 : later[0].first]):
        return False
    chain = later[0]
    if coming:  # the speaker's act now or to come: "말씀드릴", not "말씀드린", "말씀드렸"
        last = chain.last_ending
        if any(e.tag == "EP" for e in chain.endings):
            return False
        if last is not None and last.tag == "ETM" and last.form not in {"ᆯ", "을", "는"}:
            return False
    if chain.stem == "드리":
        return chain.noun in classes.SPEECH_OBJECT_NOUNS
    return chain.stem in classes.SPEECH_PREDICATES


def _eases_the_reading(morphs: Sequence[Morph], index: int, found: Sequence[Chain]) -> bool:
    """``한결 편하게 보실 수 있도록 정리하면``, ``훨씬 보기 편하게 정리해 드리면`` (round 117):
    a comparative adverb straight before an ease adjective in -게 (``EASE_ADJECTIVES``, no
    -시-, no past) that says how easily the reader reads this message - either after the
    reader's 보기/읽기, or followed by the reader's reading laid out for (a reading act in a
    purpose ending, or in -ㄹ 수 있 + a purpose ending; no past, no object) - and then
    straight into the speaker's present telling, with no issued sentence between: how easy
    the speaker makes the message to read, as "한결 가볍게 정리해 드리면" is how it is put,
    not that something grew easier. An ease of something else ("운동이 한결 편하게"), the
    reader's reading as the end ("한결 편하게 보실 수 있어요"), an object read ("기록을") or
    the past keep the comparison a change."""
    later = [c for c in found if c.first > index]
    if not later:
        return False
    cursor = 0
    reading = False
    first = later[0]
    if (
        first.first == index + 1
        and first.stem in classes.READER_ACTS
        and [(e.form, e.tag) for e in first.endings] == [("기", "ETN")]
    ):
        reading, cursor = True, 1  # "한결 보기 편하게"
    if cursor >= len(later):
        return False
    ease = later[cursor]
    if ease.stem not in classes.EASE_ADJECTIVES or not _manner_only(ease):
        return False
    if any(e.tag == "EP" for e in ease.endings) or ease.auxiliaries:
        return False
    if not reading and ease.first != index + 1:
        return False
    cursor += 1
    if not reading:
        if cursor >= len(later) or not _reading_laid_out(morphs, later[cursor]):
            return False
        cursor += 1
        if cursor < len(later) and later[cursor].stem == "있" and later[cursor].noun == "수":
            cursor += 1  # "보실 수 있도록": 있 after 수, its own chain
    if cursor >= len(later):
        return False
    telling = later[cursor]
    if any(m.form == PLACEHOLDER_MARK for m in morphs[index + 1 : telling.first]):
        return False
    if any(e.tag == "EP" for e in telling.endings):
        return False
    if telling.stem == "드리":
        return telling.noun in classes.SPEECH_OBJECT_NOUNS
    return telling.stem in classes.SPEECH_PREDICATES


def _reading_laid_out(morphs: Sequence[Morph], chain: Chain) -> bool:
    """The reader's reading as the purpose of the layout: a reading act (``READER_ACTS``) in a
    purpose ending ("읽으시도록"), or in -ㄹ + 수 + 있 + a purpose ending ("보실 수 있도록"),
    with no past and nothing before it but the ease adjective."""
    if chain.stem not in classes.READER_ACTS or chain.auxiliaries:
        return False
    if any(e.tag == "EP" and e.form not in {"시", "으시"} for e in chain.endings):
        return False
    last = chain.last_ending
    if last is None:
        return False
    if last.tag == "EC" and last.form in PURPOSE_ENDINGS:
        return True
    if last.tag != "ETM" or last.form not in FUTURE_MODIFIERS:
        return False
    window = morphs[chain.last + 1 : chain.last + 4]
    return (
        len(window) == 3
        and window[0].form == "수"
        and window[1].form == "있"
        and window[2].tag == "EC"
        and window[2].form in PURPOSE_ENDINGS
    )


def _is_time_noun(morphs: Sequence[Morph], index: int) -> bool:
    morph = morphs[index]
    if morph.tag not in NOUNS:
        return False
    if morph.form in classes.TIME_NOUNS_EXACT:
        before = morphs[index - 1] if index else None
        if morph.form in classes.BOUND_ONLY_TIME_UNITS and (
            before is None or before.tag not in {"NR", "SN", "MM"}
        ):
            return False  # "부탁드릴 일", "검토하시는 분께": not a day or a minute
        if morph.form == "앞" and before is not None and before.form == "님":
            return False  # "운영자님 앞으로": addressed to the reader
        if morph.form in classes.POSITION_IN_MESSAGE_NOUNS and _before_message_part(morphs, index):
            return False  # "앞의 항목에 이어", "맨 앞 항목부터": a place in this message
        if morph.form in classes.POSITION_IN_MESSAGE_NOUNS and _part_placed(morphs, index):
            return False  # "핵심을 앞에 두고 말씀드리면": where the message puts its part
        if morph.form in classes.POSITION_IN_MESSAGE_NOUNS and front_of_message(morphs, index):
            return False  # "맨 앞에 둘 요점은", "가장 앞에 정리해 드리면": a place in it
        if morph.form in classes.POSITION_IN_MESSAGE_NOUNS and _order_place(morphs, index):
            return False  # "이 부분이 앞이라서, [[P:01]]": its place in this message's order
        if morph.form in classes.POSITION_IN_MESSAGE_NOUNS and _split_position_part(morphs, index):
            return False  # "…정리했고, 앞부분은": Kiwi's 앞/NNG 부분/NNG for the one word
        return not _split_syllable(morphs, index)
    form = morph.form
    if len(form) > 1 and form.endswith(_TIME_SUFFIXES):
        return True  # "사나흘", "보름날", "어린이날"
    return _starts_with_time_noun(form)


def _order_place(morphs: Sequence[Morph], index: int) -> bool:
    """Round 87: 앞 as the complement of ``order_reason``'s copula ("말씀드리는 순서상 이
    부분이 앞이라서"): a place in this message's order, not a time."""
    copula = next((c for c in chains(morphs) if c.first == index + 1), None)
    return copula is not None and order_reason(morphs, copula)


def _split_position_part(morphs: Sequence[Morph], index: int) -> bool:
    """``앞부분``/``뒷부분`` written as one word that Kiwi cut into 앞/NNG + 부분/NNG (it does
    after a clause in -고: "차례대로 정리했고, 앞부분은"): read as the one noun, which
    ``POSITION_PART_NOUNS`` already holds as a part of this message (round 34). Written
    apart ("앞 부분"), or glued to another noun ("앞날"), it is left to the other tests."""
    if index + 1 >= len(morphs):
        return False
    morph, after = morphs[index], morphs[index + 1]
    if after.tag not in NOUNS or after.start != morph.end:
        return False
    return morph.form + after.form in classes.POSITION_PART_NOUNS


PLACE_PARTICLES: Final = frozenset({"에", "부터", "에서"})
_TOPIC_PARTICLES: Final = frozenset({"은", "는", "도"})
# The operator cards' slot prefix (predicates.OPERATOR_CARDS, which imports this module's
# neighbours; kept here as a literal to avoid a cycle).
_OPERATOR_CARD_PREFIXES: Final = frozenset({"adaptive"})


def _before_message_part(morphs: Sequence[Morph], index: int) -> bool:
    """``앞의 항목에``, ``맨 앞 항목부터``: the noun stands straight before the message's own
    part (``의`` may sit between), so it points at a place in this message. Compared with
    it ("앞의 항목처럼", "앞의 내용과 같이") the issued sentence is set beside another."""
    cursor = index + 1
    if cursor < len(morphs) and morphs[cursor].tag == "JKG":
        cursor += 1
    if cursor >= len(morphs) or morphs[cursor].tag not in NOUNS:
        return False
    plural = cursor + 1 < len(morphs) and morphs[cursor + 1].form == "들"  # "앞의 항목들에"
    after = morphs[cursor + 1 + plural] if cursor + 1 + plural < len(morphs) else None
    # A place to start from or follow on ("앞의 항목에 이어", "맨 앞 항목부터"): as an object
    # it may become a basis ("앞의 내용을 바탕으로"), after 과/처럼/보다 a comparison. As the
    # topic ("앞 문장은 해석입니다", "앞의 내용은 이렇게 정리됩니다" - round 39) it is the part
    # the sentence talks about; what the sentence says of it is judged on its own.
    topic = after is not None and after.tag == "JX" and after.form in _TOPIC_PARTICLES
    kept_apart = after is not None and _kept_apart(morphs, cursor + 1 + plural)
    gathered = after is not None and _gathered_to_tell(morphs, cursor + 1 + plural)
    return (
        morphs[cursor].form in classes.DISCOURSE_NOUNS
        and after is not None
        and (after.form in PLACE_PARTICLES or topic or kept_apart or gathered)
    )


# Round 87: the verbs that gather or sum up the part before into this telling, and the only
# adverbs that may stand before them ("한데 모아").
_GATHERING_TO_TELL: Final = classes.COMPOSING_PREDICATES | classes.GATHERING_VERBS
_GATHERING_ADVERBS: Final = frozenset({"한데", "간단히"})
_TELLING_CONDITIONALS: Final = frozenset({"면", "으면", "자면"})


def _gathered_to_tell(morphs: Sequence[Morph], particle: int) -> bool:
    """Round 87: ``앞의 내용을 묶어서 말씀드리면``, ``앞의 항목들을 정리해 드리면``, ``앞의
    내용을 한데 모아 보면``: the part before, as the object (을/를) of a verb of gathering or
    summing up (``COMPOSING_PREDICATES``, ``GATHERING_VERBS``; no -시-, past or -겠-) that is
    the speaker's telling in -면/-자면 - on its own, with 보 or 드리 - or runs in -어/-어서
    straight into the present telling: the earlier lines of this message gathered into what
    follows. As a basis ("앞의 내용을 바탕으로"), with another verb ("앞의 내용을 고쳐서"),
    or the reader's act ("묶어 주시면") it keeps 앞 a time."""
    if particle >= len(morphs) or morphs[particle].tag != "JKO":
        return False
    cursor = particle + 1
    if cursor < len(morphs) and morphs[cursor].form in _GATHERING_ADVERBS:
        cursor += 1
    found = chains(morphs)
    position = next((i for i, c in enumerate(found) if c.first == cursor), None)
    if position is None:
        return False
    gathering = found[position]
    last = gathering.last_ending
    if gathering.stem not in _GATHERING_TO_TELL or last is None:
        return False
    if any(e.tag == "EP" for e in gathering.endings):
        return False
    if not set(gathering.auxiliaries) <= {"드리", "보"}:
        return False
    if last.form in _TELLING_CONDITIONALS:
        return True  # "정리해 드리면", "한데 모아 보면", "묶으면"
    if gathering.auxiliaries or last.form not in {"어", "아", "어서", "아서"}:
        return False
    telling = found[position + 1] if position + 1 < len(found) else None
    if telling is None or any(e.tag == "EP" for e in telling.endings):
        return False
    between = morphs[gathering.last + 1 : telling.first]
    if any(m.tag != "NNG" or m.form != telling.noun for m in between):
        return False
    return is_speech(telling, None, morphs)


_KEPT_APART_ENDINGS: Final = frozenset({"도록", "게"})


def _kept_apart(morphs: Sequence[Morph], particle: int) -> bool:
    """Round 62: ``앞의 내용과 겹치지 않도록``, ``앞의 사유들과 섞이지 않도록``: the part
    before, with 과/와, as what the telling is kept apart from - one verb straight after it,
    negated by -지 않- in a purpose ending (-도록, -게) and nothing else. Said outright ("앞의
    항목과 겹치더라도", "앞의 내용과 같이") the issued sentence is set beside another."""
    if particle + 3 < len(morphs) and morphs[particle].form in {"과", "와"}:
        noun, passive, purpose = morphs[particle + 1 : particle + 4]
        if (
            (noun.form, noun.tag) in {("구분", "NNG"), ("구별", "NNG")}
            and (passive.form, passive.tag) == ("되", "XSV")
            and purpose.tag == "EC"
            and purpose.form in _KEPT_APART_ENDINGS
        ):
            return True  # "앞의 내용과 구분되도록" (round 87): told apart from it, said plainly
    if particle + 4 >= len(morphs) or morphs[particle].form not in {"과", "와"}:
        return False
    verb, link, negator, purpose = morphs[particle + 1 : particle + 5]
    return (
        verb.tag == "VV"
        and link.form == "지"
        and link.tag == "EC"
        and negator.form == "않"
        and purpose.tag == "EC"
        and purpose.form in _KEPT_APART_ENDINGS
    )


def _part_placed(morphs: Sequence[Morph], index: int) -> bool:
    """``핵심을 앞에 두고 말씀드리면``: 앞/뒤 + 에 as the place where a verb of placing puts
    the message's own part - its object, straight before the noun - chained in the present
    straight into the speaker's present speech act. Anything else before 앞 ("시합을 앞에
    두고", "며칠 앞에"), no speech act, the past or an issued sentence between keep it time."""
    if index < 2 or index + 2 >= len(morphs) or morphs[index + 1].form != "에":
        return False
    part, particle = morphs[index - 2], morphs[index - 1]
    if particle.tag != "JKO" or part.tag not in NOUNS or part.form not in classes.DISCOURSE_NOUNS:
        return False
    rest = morphs[index + 2 :]
    later = chains(rest)
    if len(later) < 2 or later[0].first != 0 or later[0].stem not in classes.PLACING_VERBS:
        return False
    placing, speech = later[0], later[1]
    last = placing.last_ending
    if last is None or last.form not in {"고", "어", "아"} or len(placing.endings) != 1:
        return False  # a pre-final ending (past, honorific) or any other link
    if speech.first != placing.last + 1 and not (
        speech.first == placing.last + 2 and rest[placing.last + 1].form in {"말씀"}
    ):
        return False
    following = later[2] if len(later) > 2 else None
    return is_speech(speech, following, rest) and not any(e.tag == "EP" for e in speech.endings)


def _placing_modifier(morphs: Sequence[Morph], index: int) -> bool:
    """``앞에 둘 요점은``: 두 + -ㄹ (Kiwi sometimes reads it as the numeral 둘) straight after
    a place in this message + 에 and straight before a part of the message - the part the
    speaker puts there. "둘 다", "둘이서", "사과 둘" stay numbers."""
    morph = morphs[index]
    if morph.form == "둘" and morph.tag == "NR":
        head_at = index + 1
    elif morph.form == "두" and index + 1 < len(morphs) and morphs[index + 1].form == "ᆯ":
        head_at = index + 2
    else:
        return False
    if index < 2 or morphs[index - 1].form != "에":
        return False
    place = morphs[index - 2]
    if place.form not in classes.PLACE_IN_MESSAGE_NOUNS:
        return False
    head = morphs[head_at] if head_at < len(morphs) else None
    return head is not None and head.tag in NOUNS and head.form in classes.DISCOURSE_NOUNS


_END_PLACES: Final = classes.DISCOURSE_NOUNS | classes.LAYOUT_NOUNS | classes.MESSAGE_MEDIUM_NOUNS


def _likewise_in_manner(morphs: Sequence[Morph], index: int, found: Sequence[Chain]) -> bool:
    """``꾸밈없이 [[P:01]]. 마찬가지로 담백하게, [[P:02]].``: 마찬가지로 straight after an issued
    sentence's period and straight before a presenting-manner adjective in a bare -게
    (``PRESENTING_MANNER_ADJECTIVES``) says the next sentence is put in the same manner - how
    the speaker presents, nothing compared with what someone said or thought (ADR 0020 round
    40). After a noun ("의견과 마찬가지로"), before the issued sentence itself ("마찬가지로
    [[P:02]]") or before any other adjective it stays a standard of comparison."""
    if morphs[index].form != "마찬가지" or index < 2:
        return False
    if morphs[index - 1].tag != "SF" or morphs[index - 2].form != PLACEHOLDER_MARK:
        return False
    after = morphs[index + 1] if index + 1 < len(morphs) else None
    if after is None or (after.form, after.tag) != ("로", "JKB"):
        return False
    manner = next((c for c in found if c.first in {index + 2, index + 3}), None)
    return (
        manner is not None
        and manner.first <= index + 2
        and manner.tag in {"VA", "XSA"}
        and manner.stem in classes.PRESENTING_MANNER_ADJECTIVES
        and len(manner.endings) == 1
        and manner.endings[0].form == "게"
        and not manner.auxiliaries
    )


def _after_a_process(morphs: Sequence[Morph], index: int) -> bool:
    """``오랜 고민 끝에``, ``논의 끝에``, ``신중하게 검토한 끝에``: 끝 + 에 after a clause or after
    a noun that is not a part or the medium of this message is "at the end of" a process -
    a deliberation or an effort said to have happened before the issued sentence (ADR 0020
    round 40). After a part of the message ("카드 끝에", "이 줄 끝에") or in 의 ("정리의 끝에")
    it is a place in the message."""
    if morphs[index].form != "끝" or morphs[index].tag != "NNG" or index == 0:
        return False
    after = morphs[index + 1] if index + 1 < len(morphs) else None
    if after is None or (after.form, after.tag) != ("에", "JKB"):
        return False
    before = morphs[index - 1]
    if before.tag == "ETM":
        return True
    return before.tag in {"NNG", "NNP"} and before.form not in _END_PLACES


def front_of_message(morphs: Sequence[Morph], index: int) -> bool:
    """``맨 앞에 둘 내용은``, ``가장 앞에 정리해 드리면``, ``요점을 맨 앞에 두고, 세부 항목은
    아래에 … 정리해 두었습니다``: 앞/뒤 + 에 as a place in this message - what stands before
    it is nothing, 맨/가장 or a part of the message as object, and what follows is the verb
    of placing as a modifier of a part of the message, the speaker's present speech act, or
    placing that part on the way to the speaker's act. "시합 앞에", "며칠 앞에 말씀드리면"
    or "앞에 두고 보시면" keep 앞 a time word."""
    if index + 2 >= len(morphs) or morphs[index + 1].form != "에":
        return False
    if _issued_set_in_front(morphs, index) or _front_before_first_issued(morphs, index):
        return True
    cursor = index - 1
    while cursor >= 0 and morphs[cursor].form in {"맨", "가장", "제일"}:
        cursor -= 1
    if cursor >= 1 and morphs[cursor].tag == "JKO":
        if morphs[cursor - 1].form not in classes.DISCOURSE_NOUNS:
            return False
    elif cursor >= 0 and morphs[cursor].tag not in {"SF", "SP", "SW", "MAG"}:
        return False
    after = index + 2
    if _placing_modifier(morphs, after):
        return True
    found = chains(morphs)
    later = [(p, c) for p, c in enumerate(found) if c.first >= after]
    if not later:
        return False
    position, chain = later[0]
    following = found[position + 1] if position + 1 < len(found) else None
    if placed_on_the_way(morphs, chain, following):
        return True
    between = morphs[after : chain.first]
    if not all(m.tag == "MAG" for m in between):
        return False
    return is_speech(chain, following, morphs) and not any(
        e.tag == "EP" and e.form != "겠" for e in chain.endings
    )


def _issued_set_in_front(morphs: Sequence[Morph], index: int) -> bool:
    """Round 116: 앞 + 에 straight before predicates.set_in_front's verb of placing - the
    issued sentence's place in this message, not a time."""
    if morphs[index].form != "앞" or index + 2 >= len(morphs) or morphs[index + 1].form != "에":
        return False
    verb = next((c for c in chains(morphs) if c.first == index + 2), None)
    return verb is not None and set_in_front(morphs, verb)


def _front_before_first_issued(morphs: Sequence[Morph], index: int) -> bool:
    """Round 126: 앞 + 에 (먼저 or 우선 at most after it) straight before
    predicates.placed_in_front's verb of placing - the front of this message the first
    issued sentence is set at, not a time."""
    cursor = index + 2
    while (
        cursor < len(morphs)
        and morphs[cursor].tag == "MAG"
        and morphs[cursor].form
        in {
            "먼저",
            "우선",
        }
    ):
        cursor += 1
    verb = next((c for c in chains(morphs) if c.first == cursor), None)
    return verb is not None and placed_in_front(morphs, verb)


def _laid_out_misread(morphs: Sequence[Morph], index: int, found: Sequence[Chain]) -> bool:
    """Kiwi reads the auxiliary 두 of "이어 두었습니다" as the numeral determiner 두 when a
    pre-final ending follows it: judge it as the auxiliary of the verb before it."""
    after = morphs[index + 1] if index + 1 < len(morphs) else None
    if morphs[index].form != "두" or after is None or after.tag != "EP":
        return False
    verb = next((c for c in found if c.last == index - 1), None)
    if verb is None or verb.auxiliaries:
        return False
    end = index + 1
    while end < len(morphs) and morphs[end].tag in {"EP", "EF", "EC"}:
        end += 1
    whole = replace(verb, auxiliaries=("두",), endings=(*verb.endings, *morphs[index + 1 : end]))
    return laid_out(morphs, replace(whole, last=end - 1))


def _closing_extent(morphs: Sequence[Morph], index: int, found: Sequence[Chain]) -> bool:
    """``이 정도로 맺을게요``, ``이쯤으로 마치겠습니다``: 이 + 정도/쯤 + 로 straight before a
    verb of closing the message, not in the past - how far the speaker goes. "이 정도로
    충분합니다", "이 정도로 유지하시면" stay a basis. Round 68: "이걸로 마무리합니다" - 이것으로
    written as one word, which Kiwi may misread as 이/MM + 걸/NNG + 로 - closes the same way;
    spaced ("이 걸로") it is no contraction and stays a basis."""
    if index == 0 or morphs[index - 1].form != "이":
        return False
    misread = morphs[index].form == "걸" and morphs[index - 1].end == morphs[index].start
    if morphs[index].form not in {"정도", "쯤"} and not misread:
        return False
    if index + 1 >= len(morphs) or morphs[index + 1].form not in {"로", "으로"}:
        return False
    closing = next((c for c in found if c.first == index + 2), None)
    return (
        closing is not None
        and closing.stem in classes.CLOSING_VERBS
        and not any(e.tag == "EP" and e.form != "겠" for e in closing.endings)
    )


def _after_the_last_issued(morphs: Sequence[Morph], index: int) -> bool:
    """``index`` opens a sentence of its own after an issued sentence, and no issued sentence
    follows it: what it says is said of the telling just given (round 127)."""
    if index == 0 or morphs[index - 1].tag not in {"SF", "SP"}:
        return False
    before = morphs[:index]
    return any(m.form == PLACEHOLDER_MARK for m in before) and not any(
        m.form == PLACEHOLDER_MARK for m in morphs[index:]
    )


def _closes_its_sentence(morphs: Sequence[Morph], chain: Chain) -> bool:
    """``chain`` is its sentence's plain present or coming final: no -시-, no past, a final
    ending, and only the period or the slot's end after it."""
    last = chain.last_ending
    if last is None or last.tag != "EF":
        return False
    if any(e.tag == "EP" and e.form != "겠" for e in chain.endings):
        return False
    if last.form.startswith(("세", "셔", "시", "십")):
        return False  # "말씀하세요": the reader told to act, -시- fused into the final
    return all(m.tag in {"SF", "SP"} for m in morphs[chain.last + 1 :])


def _told_this_far(morphs: Sequence[Morph], index: int, found: Sequence[Chain]) -> bool:
    """``[[P:01]]. 이 정도로 간단히 말씀드려요.``, ``설명은 이 정도로만 짧게 드릴게요.`` (round
    127): 이 + 정도 + 로 (만 at most) opening the last sentence, or after the speech noun as its
    topic, straight after the last issued sentence, then only a presenting manner (adverbs,
    manner adjectives in -게) into the speaker's own speech act in a plain present or coming
    final (no -시-, no past) that ends the slot - how far the speaker tells what was just
    given, as "이 정도로 맺을게요" closes it. "이 정도로 유지하시면", "이 정도로 충분합니다",
    "이 정도로 드시면", a past telling, a sentence before an issued one or a telling with
    more after it keep the basis reading."""
    if morphs[index].form != "정도" or index == 0:
        return False
    pointer = morphs[index - 1]
    if (pointer.form, pointer.tag) != ("이", "MM"):
        return False
    start = index - 1
    if (
        start >= 2
        and morphs[start - 1].form in {"은", "는"}
        and morphs[start - 2].form in classes.SPEECH_OBJECT_NOUNS
    ):
        start -= 2  # "설명은 이 정도로만": the telling named as its topic
    if not _after_the_last_issued(morphs, start):
        return False
    cursor = index + 1
    if cursor >= len(morphs) or morphs[cursor].form not in {"로", "으로"}:
        return False
    cursor += 1
    if cursor < len(morphs) and (morphs[cursor].form, morphs[cursor].tag) == ("만", "JX"):
        cursor += 1
    if not manner_run_into_speech(morphs, cursor):
        return False
    act = next((c for c in found if c.first >= cursor and is_speech(c, None, morphs)), None)
    return (
        act is not None and set(act.auxiliaries) <= {"드리"} and _closes_its_sentence(morphs, act)
    )


# The nouns a closing after 이로써 may name as what it closes: this message's own parts.
_HEREBY_CLOSED: Final = (
    classes.DISCOURSE_NOUNS | classes.SPEECH_OBJECT_NOUNS | classes.CLOSING_PART_NOUNS
)


def _closes_hereby(morphs: Sequence[Morph], index: int, found: Sequence[Chain]) -> bool:
    """``[[P:01]]. 이로써 사유 항목을 마칩니다.`` (round 127): 이로써 ("hereby") opening the
    last sentence straight after an issued sentence, then at most this message's own part as
    object (its nouns all parts of the message, 이 before them at most) and a verb of closing
    the message (``CLOSING_VERBS``) in a plain present or coming final that ends the slot -
    the telling closed by the words just given, as "이것으로 안내를 마칩니다" is. "이로써 한
    고비는 넘기셨습니다", "이로써 [[P:02]]", another object ("운동을 마칩니다"), -시- or the
    past keep 이로써 the means or the result of what came before."""
    morph = morphs[index]
    if (morph.form, morph.tag) != ("이", "NP") or index + 1 >= len(morphs):
        return False
    if morphs[index + 1].form not in {"로써", "으로써"}:
        return False
    if not _after_the_last_issued(morphs, index):
        return False
    act = next((c for c in found if c.first > index + 1), None)
    if act is None or act.stem not in classes.CLOSING_VERBS or act.auxiliaries:
        return False
    between = [m for m in morphs[index + 2 : act.first] if m.tag != "SP"]
    if between:
        if between[-1].form not in {"을", "를"}:
            return False
        for m in between[:-1]:
            part = m.form in _HEREBY_CLOSED and m.tag in NOUNS
            if not ((m.form, m.tag) == ("이", "MM") or part):
                return False
    return _closes_its_sentence(morphs, act)


def _at_once(morphs: Sequence[Morph], index: int, found: Sequence[Chain]) -> bool:
    """``한 번에 보실 수 있게``, ``한 번에 모아 드리면``: 한 번에 ("all at once") straight
    before the reader's reading of the message or the speaker's gathering or speech act,
    not in the past. "한 번에 끝내셨어요", "한 번에 드세요" keep 한 a count."""
    if morphs[index].form != "한" or index + 2 >= len(morphs):
        return False
    if morphs[index + 1].form != "번" or morphs[index + 2].form != "에":
        return False
    act = next((c for c in found if c.first == index + 3), None)
    if act is None or any(e.tag == "EP" and e.form in {"었", "았", "였"} for e in act.endings):
        return False
    return act.stem in classes.READER_ACTS | classes.GATHERING_VERBS or is_speech(act, None, morphs)


def _speaking_here(morphs: Sequence[Morph], index: int, found: Sequence[Chain]) -> bool:
    """``이 자리에서 짚어 드리면``, ``이 기회에 말씀드리면``: the proximal 이 + an occasion of
    speaking + 에/에서, leading straight into the speaker's speech act (no issued sentence
    between). "그 자리에서" (that earlier occasion) or "이 자리에서 [[P:01]]" stay links."""
    if morphs[index].form not in classes.SPEAKING_OCCASION_NOUNS or index == 0:
        return False
    pointer = morphs[index - 1]
    after = morphs[index + 1] if index + 1 < len(morphs) else None
    return (
        pointer.tag == "MM"
        and pointer.form == "이"
        and after is not None
        and after.form in {"에", "에서"}
        and _saying_follows(morphs, index, found)
    )


def _here_in_manner(morphs: Sequence[Morph], index: int) -> bool:
    """``이 자리에서는 가볍게, [[P:01]].``, ``이 카드에서는 천천히, [[A:01]].`` (round 91): the
    proximal 이 opening the slot + this occasion of speaking or this message's medium
    (SPEAKING_OCCASION_NOUNS, MESSAGE_MEDIUM_NOUNS) + 에서, 는 at most, then one manner word
    (an adverb in -히, or an adjective in -게) and a comma straight before the first issued
    sentence: the seed's own shape ("오늘은 차분히, [[P:01]].") with the place of this telling
    for the day - how this message presents it, no basis. The manner word keeps its own rules. The
    bare place ("이 자리에서, [[A:01]]": on the spot), 그 자리 (that earlier occasion), a place
    after an issued sentence, two words or none before the comma keep the link."""
    morph = morphs[index]
    nouns = classes.SPEAKING_OCCASION_NOUNS | classes.MESSAGE_MEDIUM_NOUNS
    if morph.tag != "NNG" or morph.form not in nouns or index != 1:
        return False
    if (morphs[0].form, morphs[0].tag) != ("이", "MM"):
        return False
    cursor = index + 1
    if cursor >= len(morphs) or (morphs[cursor].form, morphs[cursor].tag) != ("에서", "JKB"):
        return False
    cursor += 1
    if cursor < len(morphs) and (morphs[cursor].form, morphs[cursor].tag) == ("는", "JX"):
        cursor += 1
    rest = morphs[cursor : cursor + 4]
    if rest and rest[0].tag == "MAG" and rest[0].form.endswith("히"):
        rest = rest[1:]  # a manner -히 adverb; not "바로", "당장" (right here, on the spot)
    elif len(rest) > 1 and rest[0].tag == "VA" and (rest[1].form, rest[1].tag) == ("게", "EC"):
        rest = rest[2:]
    else:
        return False
    return (
        len(rest) >= 2
        and (rest[0].form, rest[0].tag) == (",", "SP")
        and rest[1].form == PLACEHOLDER_MARK
    )


def _another_surfaces_period(morphs: Sequence[Morph], index: int, slot_id: str) -> bool:
    """A period word that is another surface's own (``금주``, ``주간`` - the weekly
    surface's week) on a surface whose period it is not: on daily or a card it dates the
    issued sentence or the part it modifies to a week, as 이번 주 does there. Every surface's
    own-period word is read against every other surface, so no word is listed twice
    (round 34: "금주 안내를 말씀드리면" passed on daily - 금주 is in no time vocabulary)."""
    morph = morphs[index]
    if morph.tag not in NOUNS:
        return False
    return morph.form in _OTHER_SURFACES_PERIODS.get(slot_id.split(".")[0], _EVERY_OWN_PERIOD)


# Built once, not per word: every surface's own-period words, and for each surface those of
# the others (a surface with no period of its own sees them all).
_EVERY_OWN_PERIOD: Final = frozenset().union(*classes.SURFACE_OWN_PERIOD.values())
_OTHER_SURFACES_PERIODS: Final = {
    surface: _EVERY_OWN_PERIOD - own for surface, own in classes.SURFACE_OWN_PERIOD.items()
}


def _own_period(morphs: Sequence[Morph], index: int, slot_id: str) -> bool:
    """The surface's own period: ``오늘`` on daily (seed 001), ``이번 주`` on weekly - alone,
    as a topic, or before the message's part or the report itself ("오늘 현황을 말씀드리면")."""
    own = classes.SURFACE_OWN_PERIOD.get(slot_id.split(".")[0], frozenset())
    form = morphs[index].form
    before = morphs[index - 1].form if index else ""
    if form not in own and f"{before}_{form}" not in own:
        return False
    after = morphs[index + 1] if index + 1 < len(morphs) else None
    return (
        after is None
        or after.form in {"은", "는", "의"}
        or after.tag in {"SP", "SF", "MAG"}
        or (
            after.tag in NOUNS
            and after.form
            in classes.DISCOURSE_NOUNS | classes.SPEECH_OBJECT_NOUNS | classes.REPORT_NOUNS
        )
    )


def _is_evaluative_root(morph: Morph) -> bool:
    """A noun, root or adverb that contains a root of relief, luck or outcome."""
    if morph.tag not in {"NNG", "NNP", "XR", "MAG"} or len(morph.form) < 2:
        return False
    return _has_evaluative_root(morph.form)


@lru_cache(maxsize=8192)
def _has_evaluative_root(form: str) -> bool:
    """``form`` begins or ends with an evaluative root (kept per form, as forms recur)."""
    ends = [form[:2], form[:3], form[:4], form[-2:], form[-3:], form[-4:]]
    return not classes.EVALUATIVE_ROOTS.isdisjoint(ends)


# Nouns a demonstrative may point at with a means particle and still only present: the
# message's manner, order and own parts ("이런 방식으로", "이 순서로", "이 내용으로").
_PRESENTATION_NOUNS: Final = (
    classes.MANNER_NOUNS
    | classes.ORDER_NOUNS
    | (classes.DISCOURSE_NOUNS - classes.BASIS_NOUNS)
    | classes.SPEECH_OBJECT_NOUNS
    | classes.DEICTIC_NOUNS
    | classes.ADDITIVE_NOUNS
)


DEICTIC_STEMS: Final = frozenset({"이렇", "그렇", "저렇", "이러", "그러", "저러"})
BOUND_PLACE_NOUNS: Final = frozenset({"속", "가운데", "선상", "위", "아래", "안"})
ANAPHORIC_PRONOUNS: Final = frozenset({"이", "그"})


def _points_back(morphs: Sequence[Morph], index: int) -> bool:
    """The noun at ``index`` is pointed at by a demonstrative ("그", "이런") or a deictic
    modifier ("그러한", "이런", "그렇게 된")."""
    pointer = morphs[index - 1] if index else None
    if pointer is None:
        return False
    if pointer.tag == "MM":
        return pointer.form in classes.ANAPHORS
    if pointer.tag != "ETM" or index < 2:
        return False
    stem = morphs[index - 2]
    if stem.form in DEICTIC_STEMS:
        return True
    return stem.tag == "XSA" and index >= 3 and morphs[index - 3].form in DEICTIC_STEMS


SUBJECT_PARTICLES: Final = frozenset({"이", "가", "은", "는"})


def _likeness_adverb_between(morphs: Sequence[Morph], index: int) -> bool:
    """``[[P:01]]. 똑같이 [[P:02]].``, ``이와 다름없이`` (round 69): an adverb Kiwi reads whole
    from a sameness adjective + -이 (``SAMENESS_ADJECTIVES``: 똑같이, 다름없이, 동일히)
    straight before an issued sentence that follows another likens the two, as the same
    adjective in -게 does (``likens_to_an_issued_sentence``). 같이 ("together") is no
    likeness of sentences; elsewhere the adverb is left to the other rules."""
    morph = morphs[index]
    if morph.tag != "MAG" or not morph.form.endswith("이") or morph.form == "같이":
        return False
    if morph.form[:-1] not in classes.SAMENESS_ADJECTIVES:
        return False
    earlier = any(m.form == PLACEHOLDER_MARK for m in morphs[:index])
    return earlier and _straight_onto_token(morphs, index)


def _straight_onto_token(morphs: Sequence[Morph], index: int) -> bool:
    """``정말 [[P:01]]``, ``진짜로, [[A:01]]``: the word, then (a 로 and) a comma at most, then
    an issued sentence."""
    cursor = index + 1
    if cursor < len(morphs) and morphs[cursor].form in {"로", "으로"}:
        cursor += 1
    return into_issued(morphs, cursor)


def _polite_onto_token(morphs: Sequence[Morph], index: int) -> bool:
    """``진짜요, [[P:01]]``, ``정말로요, [[A:01]]``, ``정말요. [[P:01]]`` (round 78): the word
    (and a 로) closed by the polite 요 - Kiwi's JX, EF or MM - then a comma or a period at most,
    then an issued sentence: the word said as a one-word sentence still vouches for what
    follows, as round 52's bare "정말 [[P:01]]" does."""
    cursor = index + 1
    if cursor < len(morphs) and morphs[cursor].form in {"로", "으로"}:
        cursor += 1
    if cursor >= len(morphs) or morphs[cursor].form != "요":
        return False
    cursor += 1
    while cursor < len(morphs) and morphs[cursor].tag in {"SP", "SF"}:
        cursor += 1
    return cursor < len(morphs) and morphs[cursor].form == PLACEHOLDER_MARK


def _anaphor_as_subject(morphs: Sequence[Morph], index: int) -> bool:
    """``그게 바로 [[P:02]]``: an earlier sentence made the subject of the next one."""
    morph = morphs[index]
    if morph.tag != "NP" or morph.form not in _SUBJECT_ANAPHORS:
        return False
    cursor = index + 1
    if cursor >= len(morphs) or morphs[cursor].form not in SUBJECT_PARTICLES:
        return False
    cursor += 1
    while cursor < len(morphs) and morphs[cursor].tag in {"MAG", "SP"}:
        cursor += 1
    return cursor < len(morphs) and morphs[cursor].form == PLACEHOLDER_MARK


def _trouble_negated(morphs: Sequence[Morph], index: int) -> bool:
    morph = morphs[index]
    after = morphs[index + 1] if index + 1 < len(morphs) else None
    if morph.tag not in NOUNS or after is None or not after.form.startswith("없"):
        return False
    return morph.form in classes.TROUBLE_NOUNS or _error_place(morphs, index)


def _error_place(morphs: Sequence[Morph], index: int) -> bool:
    """``틀린 곳 없이``, ``빠진 데 없이``: a place of the message modified by a verb of error or
    omission - with 없 after it the speaker vouches for accuracy or completeness."""
    if morphs[index].form not in classes.ERROR_PLACE_NOUNS or index < 2:
        return False
    modifier, stem = morphs[index - 1], morphs[index - 2]
    return modifier.tag == "ETM" and stem.form in classes.ERROR_VERBS


def _anaphoric_basis(morphs: Sequence[Morph], index: int) -> bool:
    """``그런 맥락에서``, ``이를 바탕으로``, ``이 점으로``: what follows derives from before.

    A demonstrative pointing back at an issued sentence, then any noun that is not the
    message's manner, order or own part, then a means or source particle, makes that
    earlier sentence the reason, basis or means of what follows.
    """
    morph = morphs[index]
    after = morphs[index + 1] if index + 1 < len(morphs) else None
    if morph.tag == "NP" and morph.form in classes.ANAPHORS:
        if after is not None and after.form in {"로써", "으로써"}:
            return True
        # "이로 인해", "그로부터": the bare pronoun as source or means
        return (
            morph.form in ANAPHORIC_PRONOUNS
            and after is not None
            and after.tag == "JKB"
            and after.form.startswith(("로", "으로"))
        )
    if morph.tag not in NOUNS or after is None:
        return False
    if after.tag in NOUNS and after.form in BOUND_PLACE_NOUNS:  # "그 흐름 속에서"
        after = morphs[index + 2] if index + 2 < len(morphs) else None
    if after is None or after.form not in classes.MEANS_PARTICLES:
        return False
    if _beside_the_last(morphs, index, after):
        return False  # "[[P:01]]. 그 옆에 나란히, [[P:02]]": beside the sentence just given
    if _about_this_card(morphs, index):
        return False  # "이 카드에 대한 안내입니다": what this message is about
    if _speaking_in_this_card(morphs, index):
        return False  # "이 카드에서 드릴 안내입니다": the card as where the speaker speaks
    if _made_into(morphs, index, after):
        return True  # "이를 기점으로 [[A:01]]": the last sentence taken as a starting point
    if morph.form in classes.BASIS_NOUNS:
        before = morphs[max(0, index - 3) : index]
        if any(m.form in classes.ANAPHORS and m.tag in {"MM", "NP"} for m in before):
            return True
    return _points_back(morphs, index) and morph.form not in _PRESENTATION_NOUNS


# The pronouns pointing back that can be an object (이를, 그것을): round 69's _made_into.
ANAPHORIC_OBJECTS: Final = frozenset({"이", "그", "이것", "그것", "이거", "그거"})


def _made_into(morphs: Sequence[Morph], index: int, after: Morph) -> bool:
    """``이를 기점으로``, ``그것을 출발점으로`` (round 69): the anaphoric pronoun as the object
    (이/그/이것/그것 + 를) straight before a noun + 로/으로 takes the sentence pointed back at
    *as* that noun for what follows - a starting point, a lesson, a signal - whatever the
    noun, as "이를 바탕으로" and "이를 발판으로" (``BASIS_NOUNS``) already are. Any noun
    object before a basis noun ("위 내용을 바탕으로") is so too, as "앞의 내용을 바탕으로"
    is refused. A noun of the message's manner, order or own part ("이를 순서로") is left
    to the other rules."""
    if index < 2 or morphs[index].tag != "NNG" or after.form not in {"로", "으로"}:
        return False
    case, pointer = morphs[index - 1], morphs[index - 2]
    if case.tag != "JKO" or morphs[index].form in _PRESENTATION_NOUNS:
        return False
    if pointer.tag == "NP" and pointer.form in ANAPHORIC_OBJECTS:
        return True
    # any object made the basis ("위 내용을 바탕으로", "아래 항목을 토대로"): what it says
    # is made the ground of what follows, as "앞의 내용을 바탕으로" (refused) is
    return pointer.tag in NOUNS and morphs[index].form in classes.BASIS_NOUNS


def _beside_the_last(morphs: Sequence[Morph], index: int, after: Morph) -> bool:
    """``그 옆에``, ``이 곁에`` (round 47): the bare demonstrative 그/이 pointing at a place
    beside (``SIDE_PLACE_NOUNS``) with 에 alone - beside the issued sentence just given,
    where the next is laid. 에서/로 after it ("그 옆으로"), a noun between ("그 결과 옆에")
    or a modifier pointer ("그런 옆에") keep the basis reading; what follows is judged as
    ever."""
    pointer = morphs[index - 1] if index else None
    return (
        morphs[index].tag == "NNG"
        and morphs[index].form in classes.SIDE_PLACE_NOUNS
        and after.form == "에"
        and pointer is not None
        and pointer.tag == "MM"
        and pointer.form in ANAPHORIC_PRONOUNS
    )


def _about_this_card(morphs: Sequence[Morph], index: int) -> bool:
    """``이 카드에 대한 안내``: the card pointed at, with 에 대하- in the modifier -ㄴ straight
    before a noun of this message - what the message is about, no basis (round 18)."""
    window = morphs[index : index + 5]
    return (
        len(window) == 5
        and window[0].form == "카드"
        and window[1].form == "에"
        and window[2].form == "대하"
        and window[3].tag == "ETM"
        and window[4].form in classes.SPEECH_OBJECT_NOUNS | classes.DISCOURSE_NOUNS
    )


def _speaking_in_this_card(morphs: Sequence[Morph], index: int) -> bool:
    """``이 카드에서 드릴 안내``, ``이 카드에서 말씀드릴 내용``: the message's own medium (카드,
    메시지, 글, 문단) + 에서 straight before the speaker's speech act as a modifier with no
    pre-final ending, then a noun of this message - where the speaker speaks, no basis
    (round 20). "이 카드에서 확인된 내용" (no speech act), "이 카드에서 드린 안내" (past)
    and "이 카드에서 [[P:01]]" keep their reasons."""
    if morphs[index].form not in classes.MESSAGE_MEDIUM_NOUNS or morphs[index].tag != "NNG":
        return False
    if index + 1 >= len(morphs) or morphs[index + 1].form != "에서":
        return False
    start = index + 2
    if start < len(morphs) and morphs[start].form == "말씀":
        start += 1  # "말씀드릴": Kiwi's 말씀/NNG + 드리/VV
    act = next((c for c in chains(morphs) if c.first == start), None)
    if act is None or not (act.stem in classes.SPEECH_PREDICATES or "드리" in act.auxiliaries):
        return False
    last = act.last_ending
    if last is None or last.tag != "ETM" or last.form not in {"ᆯ", "을", "는"}:
        return False
    if any(e.tag == "EP" for e in act.endings):
        return False
    head = morphs[act.last + 1] if act.last + 1 < len(morphs) else None
    return head is not None and head.form in classes.SPEECH_OBJECT_NOUNS | classes.DISCOURSE_NOUNS


def _closes_message(morphs: Sequence[Morph], index: int, found: Sequence[Chain]) -> bool:
    """``그럼 이만 줄일게요``: the opener is followed by the message's own closing."""
    later = [chain for chain in found if chain.first > index]
    return bool(later) and frames_message(morphs, later[0])


_MOVING_ON_WORDS: Final = frozenset({"나머지", "다음", "남은"})
_MOVING_ON_ADVERBS: Final = frozenset({"마저", "계속", "바로"})


# Round 124: the words that name the message's next part before 넘어가 ("다음 항목으로").
_NEXT_PART_WORDS: Final = frozenset({"다음", "그다음"})
# ... and the speaker's coming finals it may end in (-겠습니다, -겠어요, -ㄹ게요).
_MOVING_ON_FINALS: Final = (["겠", "습니다"], ["겠", "어요"], ["ᆯ게요"], ["을게요"])


def _moves_on_to_next_part(morphs: Sequence[Morph], index: int, found: Sequence[Chain]) -> bool:
    """``[[P:01]]. 그럼 다음 항목으로 넘어가 볼게요.`` (round 124): "well then" before the
    speaker's own move on to this message's next part - the sentence after 그럼 is only
    다음/그다음 + a noun of the message's own parts (``DISCOURSE_NOUNS``) + 으로/로 and 넘어가
    (with 보 at most) in the speaker's coming final (-겠습니다, -겠어요, -ㄹ게요; no past, no
    -시-), closing its sentence with the next issued sentence or the slot's end straight
    after it, as "다음 항목으로 넘어가 볼게요" alone already is. Another noun ("다음 단계로",
    a plan's step), anything more in the sentence, the past, an instruction ("넘어가세요"),
    a plain present or another verb keep 그럼 a link between two statements."""
    act = next((chain for chain in found if chain.first > index), None)
    if act is None or act.stem != "넘어가" or act.noun or act.auxiliaries not in {(), ("보",)}:
        return False
    endings = [e.form for e in act.endings]
    if act.auxiliaries:
        endings = endings[1:] if endings[:1] in (["어"], ["아"]) else ["?"]
    if endings not in _MOVING_ON_FINALS:
        return False
    between = [(m.form, m.tag) for m in morphs[index + 1 : act.first]]
    if len(between) != 3:
        return False
    (next_word, _), (noun, noun_tag), (particle, particle_tag) = between
    if next_word not in _NEXT_PART_WORDS or particle not in {"으로", "로"}:
        return False
    if noun_tag != "NNG" or noun not in classes.DISCOURSE_NOUNS or particle_tag != "JKB":
        return False
    after = morphs[act.last + 1 : act.last + 3]
    if not after or after[0].tag != "SF":
        return False
    return len(after) == 1 or after[1].form == PLACEHOLDER_MARK


def _moves_on_to_tell(morphs: Sequence[Morph], index: int, found: Sequence[Chain]) -> bool:
    """``[[P:01]]. 그럼 나머지 내용도 마저 전해 드릴게요. [[P:02]].`` (round 44): "well then"
    before the speaker's own telling of the rest of this message - the sentence after 그럼
    holds only the message's own parts (나머지, 내용 ...) with 도/은/는/을/를, 마저/계속/바로,
    at most "이어서", and the speaker's speech act not in the past, in a final ending, with
    the next issued sentence straight after it. Another word ("결과를", "운동도"), the past,
    a -면 ending or no issued sentence after keep 그럼 a link between two statements."""
    later = [chain for chain in found if chain.first > index]
    if not later:
        return False
    act = later[0]
    if act.stem == "잇" and [e.form for e in act.endings] == ["어서"] and len(later) > 1:
        act = later[1]
    last = act.last_ending
    if last is None or last.tag != "EF" or any(e.form in PAST_ENDINGS for e in act.endings):
        return False
    if not is_speech(act, None, morphs):
        return False
    after = morphs[act.last + 1 : act.last + 3]
    if len(after) < 2 or after[0].tag != "SF" or after[1].form != PLACEHOLDER_MARK:
        return False
    allowed = classes.DISCOURSE_NOUNS | _MOVING_ON_WORDS
    for morph in morphs[index + 1 : act.first]:
        if morph.tag in {"NNG", "NNB"} and morph.form in allowed:
            continue
        if morph.tag in {"JX", "JKO"} and morph.form in {"도", "은", "는", "을", "를"}:
            continue
        if morph.tag == "MAG" and morph.form in _MOVING_ON_ADVERBS:
            continue
        if (morph.form, morph.tag) in {("잇", "VV"), ("어서", "EC")}:
            continue
        if morph.tag == "NNG" and morph.form == act.noun:
            continue  # "말씀/NNG 드리": the speech noun belongs to the act
        return False
    return True


def _presents_own_reason(
    morphs: Sequence[Morph], index: int, slot_id: str, found: Sequence[Chain]
) -> bool:
    """A reason noun as the object of the speaker's speech act on a slot whose issued
    sentence *is* the reason (the weekly rationale, a dual card's review line)."""
    if not slot_id.startswith(classes.REASON_SLOTS):
        return False
    after = morphs[index + 1] if index + 1 < len(morphs) else None
    if after is None or after.tag not in {"JKO", "JX"}:
        return False
    later = [c for c in found if c.first > index and not _manner_only(c)]
    if not later:
        return False
    if is_speech(later[0], later[1] if len(later) > 1 else None, morphs):
        return True
    # Lead probe gaps, set 2: "까닭은 이렇습니다. [[A:01]].", "이유는 다음과 같습니다. …" - the
    # reason as topic of the "as follows" that points at the issued sentence straight after
    # it is the same naming as "이유를 말씀드리면" ("근거는 이렇습니다" already passes).
    return after.form in {"은", "는"} and _reason_as_follows(morphs, index + 2, later[0])


_AS_FOLLOWS_POINTERS: Final = frozenset({("다음", "NNG"), ("아래", "NNG"), ("이", "NP")})


def _reason_as_follows(morphs: Sequence[Morph], start: int, chain: Chain) -> bool:
    """A deictic "like this" / "as follows" (이렇, 이러하, 다음과/아래와/이와 같) starting at
    ``start`` in a present declarative final with no auxiliary, its sentence closed by a
    period and an issued sentence straight after it: it points at that sentence. A copula
    ("까닭은 피로입니다"), the past, a question, a comma or no issued sentence after it are
    not."""
    if chain.auxiliaries or [e.tag for e in chain.endings] != ["EF"]:
        return False
    if chain.endings[-1].form not in {"ᆸ니다", "습니다", "어요", "아요", "에요", "예요"}:
        return False
    between = [(m.form, m.tag) for m in morphs[start : chain.first]]
    if chain.stem in {"이렇", "이러하"}:
        pointing = not between  # "까닭은 이렇습니다"
    else:
        pointing = (
            chain.stem == "같"
            and len(between) == 2
            and between[0] in _AS_FOLLOWS_POINTERS
            and between[1][0] in {"와", "과"}
        )  # "이유는 다음과 같습니다"
    if not pointing:
        return False
    period = chain.last + 1
    return (
        period + 1 < len(morphs)
        and (morphs[period].form, morphs[period].tag) == (".", "SF")
        and morphs[period + 1].form == PLACEHOLDER_MARK
    )


POLITE_HEDGES: Final = frozenset({"혹시", "혹여", "행여"})


def _softener_follows(morphs: Sequence[Morph], index: int, found: Sequence[Chain]) -> bool:
    """The next predicate is a polite softener leading into the speaker's speech act."""
    later = [(i, c) for i, c in enumerate(found) if c.first > index]
    if not later:
        return False
    position, chain = later[0]
    if any(m.form == PLACEHOLDER_MARK for m in morphs[index + 1 : chain.first]):
        return False  # "혹시 [[P:01]]. 괜찮으시면 …": the hedge sits on the issued sentence
    following = found[position + 1] if position + 1 < len(found) else None
    return softens_speech(morphs, chain, following)


def _care_follows(morphs: Sequence[Morph], index: int, found: Sequence[Chain]) -> bool:
    """The hedge stands right before the speaker's care for the reader's reading (round 49)."""
    chain = next((c for c in found if c.first == index + 1), None)
    return chain is not None and cares_for_reading(morphs, chain)


def _one_part_exists(morphs: Sequence[Morph], index: int) -> bool:
    """``소식이 하나 있어요``: "one" between a message-part subject and 있."""
    if morphs[index].form not in ONE or index < 2 or index + 1 >= len(morphs):
        return False
    particle, subject, after = morphs[index - 1], morphs[index - 2], morphs[index + 1]
    message = classes.DISCOURSE_NOUNS | classes.SPEECH_OBJECT_NOUNS
    return (
        particle.tag in {"JKS", "JX"}
        and subject.form in message
        and after.form == "있"
        and not any(e.tag == "EP" for e in chains(morphs[index + 1 :])[0].endings)
    )


def _when_reading(morphs: Sequence[Morph], index: int, found: Sequence[Chain]) -> bool:
    """``편하실 때 … 읽어 주세요``, ``카드를 보실 때 참고해 주세요``: 때 as the time of the
    reader's reading of this message (``reading_time``), round 17."""
    if morphs[index].form != "때":
        return False
    before = next((c for c in found if c.last == index - 1), None)
    return before is not None and reading_time(morphs, before)


def _before_speaking(morphs: Sequence[Morph], index: int, found: Sequence[Chain]) -> bool:
    """``말씀드리기 전에``: 전/앞서 after the speaker's own act in ``-기`` orders the message."""
    if morphs[index].form != "전" or index == 0:
        return False
    nominal = morphs[index - 1]
    if nominal.tag != "ETN" or nominal.form != "기":
        return False
    spoken = [c for c in found if c.last == index - 1]
    return (
        bool(spoken)
        and is_speech(spoken[0], None, morphs)
        and not any(e.tag == "EP" for e in spoken[0].endings)
    )


def _before_reading_below(
    morphs: Sequence[Morph], index: int, found: Sequence[Chain], slot_id: str
) -> bool:
    """``아래 상태를 보시기 전에`` on an operator card: 전 after the reader's reading of a part
    of the card below orders the card's reading (``reads_below_first``, round 42)."""
    if morphs[index].form != "전" or not slot_id:
        return False
    read = next((c for c in found if c.last == index - 1), None)
    return read is not None and reads_below_first(morphs, read, slot_id)


# Round 90: an ordinal adverb (N 번 째 로: 첫/두/세 번째로) is a number word that counts, even
# straight into the speaker's own act ("두 번째로 말씀드리면" - the second of how many, the
# second time); round 13 let it order the lines, and the corpora's writers label it a claim
# three times to once, so it is refused with every other counted ordinal (fail closed). The
# bare ordinals of a list (첫째로, 둘째로: ``ORDINALS``) are not touched.


KEEPING_VERBS: Final = frozenset({"두", "놓", "지키"})


def _order_kept(morphs: Sequence[Morph], index: int, found: Sequence[Chain]) -> bool:
    """``앞뒤 순서를 그대로 둔 채 … 말씀드리면``: 그대로 straight before a verb of keeping
    (두, 놓, 지키) whose object is the message's own order or part, in the present, on the way
    to the speaker's present speech act later in the same stretch (no issued sentence
    between). Keeping anything else ("식단을 그대로 두고"), the past, or no speech act
    after it keeps 그대로 a claim that something stays unchanged."""
    if morphs[index].form != "그대로" or index < 2 or index + 1 >= len(morphs):
        return False
    particle, kept = morphs[index - 1], morphs[index - 2]
    if particle.tag not in {"JKO", "JX"} or kept.tag not in NOUNS:
        return False
    own = classes.ORDER_NOUNS | classes.DISCOURSE_NOUNS
    if kept.form not in own:
        return False
    owner = morphs[index - 3] if index >= 3 else None
    if owner is not None and owner.tag in NOUNS and owner.form not in own | {"앞뒤"}:
        return False  # "식사 순서를 그대로 두고": someone else's order kept unchanged
    keeping = next((c for c in found if c.first == index + 1), None)
    if keeping is None or keeping.stem not in KEEPING_VERBS:
        return False
    if any(e.tag == "EP" for e in keeping.endings):
        return False
    for later in found:
        if later.first <= keeping.last:
            continue
        if any(m.form == PLACEHOLDER_MARK for m in morphs[keeping.last + 1 : later.first]):
            return False
        if is_speech(later, None, morphs) and not any(e.tag == "EP" for e in later.endings):
            return True
    return False


# The ordinals in the order they number a list (round 131).
_ORDINAL_SEQUENCE: Final = ("첫째", "둘째", "셋째", "넷째")


def _ordinal_list_position(morphs: Sequence[Morph], index: int) -> bool:
    """An ordinal numeral standing as a list marker: straight before an issued sentence (a
    comma at most between: "둘째, [[P:02]]"), in 로/으로 ("둘째로는"), or on a part of this
    message ("첫째 항목부터")."""
    after = morphs[index + 1] if index + 1 < len(morphs) else None
    if after is None:
        return False
    if after.form in {"로", "으로"}:
        return True
    if after.tag in NOUNS and after.form in classes.DISCOURSE_NOUNS:
        return True
    if after.form == "," and index + 2 < len(morphs):
        after = morphs[index + 2]
    return after.form == PLACEHOLDER_MARK


def _ordinals_number_issued_lines(morphs: Sequence[Morph], index: int) -> bool:
    """``첫째, [[P:01]]. 둘째, [[P:02]].`` (round 131): bare ordinals as list markers number
    the text's own issued sentences, nothing else, when the text's ordinals run from 첫째 in
    order (둘째 after 첫째, no gap, none repeated), there are at least two, an issued sentence
    stands between each and the next, and each is a list marker (``_ordinal_list_position``:
    a bare one straight before its issued sentence). A lone "첫째, [[P:01]]." may
    count a first of many the text does not hold (fx31-0001, a claim) and stays a number, as
    does "둘째," without a 첫째 before it, "첫째 주에" (a week) or "첫째 세트" (a count)."""
    if not _ordinal_list_position(morphs, index):
        return False
    positions = [i for i, m in enumerate(morphs) if m.tag == "NR" and m.form in ORDINALS]
    if len(positions) < 2:
        return False
    if tuple(morphs[i].form for i in positions) != _ORDINAL_SEQUENCE[: len(positions)]:
        return False
    if not all(_ordinal_list_position(morphs, i) for i in positions):
        return False
    return all(
        any(m.form == PLACEHOLDER_MARK for m in morphs[first + 1 : second])
        for first, second in pairwise(positions)
    )


def _manner_numeral_pair(morphs: Sequence[Morph], index: int) -> bool:
    """``하나둘``: a numeral pair straight before a verb, as a manner adverb."""
    for start in (index, index - 1):
        if start < 0 or start + 2 >= len(morphs):
            continue
        first, second, verb = morphs[start], morphs[start + 1], morphs[start + 2]
        if (first.form, second.form) in classes.MANNER_NUMERAL_PAIRS and verb.tag in {
            "VV",
            "NNG",
        }:
            return verb.tag == "VV" or (start + 3 < len(morphs) and morphs[start + 3].tag == "XSV")
    return False


def _presupposes_occasion(morphs: Sequence[Morph], index: int, found: Sequence[Chain]) -> bool:
    """``이번에도``, ``이번 역시``: an occasion noun with an additive particle or a simile
    particle (``이번처럼``, round 69); with a contrastive topic (``이번엔``) unless the
    speaker's own act follows."""
    if morphs[index].form not in classes.OCCASION_NOUNS:
        return False
    for after in morphs[index + 1 : index + 3]:
        if after.form in classes.ADDITIVE_PARTICLES:
            return True
        if after.tag == "JKB" and after.form in classes.SIMILE_PARTICLES:
            return True  # "이번처럼 [[A:01]]": as on this occasion - so there are others
        if after.tag == "JX" and after.form in classes.CONTRASTIVE_PARTICLES:
            later = [c for c in found if c.first > index and not _manner_only(c)]
            return not (later and is_speech(later[0], None, morphs))
        if after.tag not in {"JKB", "JX"}:
            return False
    return False


def _first_time(morphs: Sequence[Morph], index: int) -> bool:
    """``처음으로 [[P:01]]``, ``생애 처음으로``: 처음 + 으로 with no order set up before it in
    the slot is "for the first time" - an occurrence with none before it, a history of the
    customer's record (round 117). An order noun earlier in the slot (``순서대로 안내해 드리면,
    처음으로``, ``차례대로 말씀드리면``) makes it the first of the parts told, and a genitive
    before it (``목록의 처음으로``) the start of a part of the message."""
    morph = morphs[index]
    if morph.form != "처음" or morph.tag != "NNG" or index + 1 >= len(morphs):
        return False
    after = morphs[index + 1]
    if after.form != "으로" or after.tag != "JKB":
        return False
    if index and morphs[index - 1].tag == "JKG":
        return False
    return not any(m.form in classes.ORDER_NOUNS for m in morphs[:index])


def _one_place_idiom(morphs: Sequence[Morph], index: int) -> bool:
    """``한눈에``, ``한자리에``, ``한곳으로``: 한 + a noun of place or glance + 에/로."""
    if morphs[index].form != "한" or index + 2 >= len(morphs):
        return False
    noun, particle = morphs[index + 1], morphs[index + 2]
    return noun.form in classes.ONE_PLACE_NOUNS and particle.form in {"에", "로", "으로"}


def _in_one_flow(morphs: Sequence[Morph], index: int, found: Sequence[Chain]) -> bool:
    """``한 흐름으로 이어서 말씀드리면``, ``한 호흡으로 정리해 드리면``: 한 + a noun of flow
    (``ONE_FLOW_NOUNS``) + 으로, straight into the speaker's speech or composing act - at
    most one verb of joining (잇, 이어지, 엮) in -어(서)/-도록/-게 between. It says how the
    telling runs and counts nothing; the act's tense is judged by the predicate rules.
    "한 흐름으로 [[P:01]]", "한 호흡으로 드세요" or any other noun ("한 끼로") keep 한 a
    number (round 34)."""
    if morphs[index].form != "한" or morphs[index].tag != "MM" or index + 3 >= len(morphs):
        return False
    if morphs[index + 1].form not in classes.ONE_FLOW_NOUNS:
        return False
    if morphs[index + 2].form not in {"으로", "로"}:
        return False
    later = [c for c in found if c.first >= index + 3]
    if not later or not all(
        m.tag in NOUNS and m.form in classes.DISCOURSE_NOUNS
        for m in morphs[index + 3 : later[0].first]
    ):
        return False  # straight into the act (the 말씀 of "말씀드리면" may stand before it)
    act = later[0]
    last = act.last_ending
    if (
        act.stem in classes.FLOW_JOINING_VERBS
        and last is not None
        and len(act.endings) == 1
        and last.form in {"어", "아", "어서", "아서", "도록", "게"}
        and len(later) > 1
    ):
        between = morphs[act.last + 1 : later[1].first]
        if not all(m.tag in NOUNS and m.form in classes.DISCOURSE_NOUNS for m in between):
            return False  # only the 말씀 of "말씀드리면" between
        act = later[1]
        later = later[1:]
    following = later[1] if len(later) > 1 else None
    return act.stem in classes.COMPOSING_PREDICATES or is_speech(act, following, morphs)


def _step_back_idiom(morphs: Sequence[Morph], index: int, found: Sequence[Chain]) -> bool:
    """``한 걸음 물러서 정리해 드리면``: 한 + a step + a verb of stepping back in ``-어(서)``,
    straight into the speaker's present speech act - the vantage the speaker speaks from.
    Any other count ("두 걸음"), no speech act after it, the past, the reader's act or an
    issued sentence between keep 한 a number ("한 걸음 더 나아가셨어요")."""
    if morphs[index].form != "한" or morphs[index].tag != "MM" or index + 2 >= len(morphs):
        return False
    if morphs[index + 1].form not in classes.STEP_NOUNS:
        return False
    later = [c for c in found if c.first >= index + 1]
    if len(later) < 2 or later[0].first != index + 2:
        return False
    step, speech = later[0], later[1]
    last = step.last_ending
    if step.stem not in classes.STEP_BACK_VERBS or last is None or len(step.endings) != 1:
        return False
    if last.form not in {"어", "아", "어서", "아서"}:
        return False
    between = morphs[step.last + 1 : speech.first]
    if not all(m.form == "말씀" for m in between):
        return False  # only the 말씀 of "말씀드리면" between the step and the speech act
    following = later[2] if len(later) > 2 else None
    return is_speech(speech, following, morphs) and not any(e.tag == "EP" for e in speech.endings)


def _legibility_follows(morphs: Sequence[Morph], index: int, found: Sequence[Chain]) -> bool:
    """잘 straight before a legibility predicate in a manner ending ("잘 보이도록")."""
    later = [c for c in found if c.first == index + 1]
    if not later:
        return False
    return legible(morphs, later[0])


def _smooth_reading(morphs: Sequence[Morph], index: int, found: Sequence[Chain]) -> bool:
    """술술 straight before 읽히다 made legible and running into the present telling
    ("술술 읽히게 정리하면", round 89); "술술 풀리면", "술술 읽히셨으면" keep it evaluative."""
    later = [c for c in found if c.first == index + 1]
    return bool(later) and reads_smoothly(morphs, later[0])


def _distributive_adverb(morph: Morph) -> bool:
    """A reduplicated stem in ``-이`` ("틈틈이", "짬짬이", "다달이", "일일이"): every gap,
    every month, each one - how often or how thoroughly something is done."""
    stem = morph.form[:-1]
    half = len(stem) // 2
    return (
        morph.tag == "MAG"
        and morph.form.endswith("이")
        and len(stem) >= 2
        and len(stem) % 2 == 0
        and stem[:half] == stem[half:]
    )


# Round 17. Totality adverbs that may say the speaker gathered all of this message.
_ALL_OF: Final = frozenset({"전부", "모두"})
# Verbs of composing or gathering the message's text.
_COMPOSING: Final = classes.LAYING_OUT_VERBS | classes.GATHERING_VERBS


def _all_of_message_composed(morphs: Sequence[Morph], index: int, found: Sequence[Chain]) -> bool:
    """``안내할 내용을 전부 한자리에 모아 두었어요``, ``모두 보시기 편하게 정리해
    두었습니다``: 전부/모두 on the speaker's own past composing or gathering of this
    message - the next predicate (past a manner adjective in -게 or the reader's reading in
    -기, "보시기 편하게") a composing verb with no -시-, no -겠- and no auxiliary but 두/놓,
    in the past or chained (-어) into one, before any issued sentence; if the adverb follows
    an object, a part of the message ("내용을 전부"). "기록을 전부 모아 두었어요", "전부
    드셨어요", "모두 정리해 드릴게요" (a promise, judged as before) keep their reasons;
    the composing verb is still judged on its own ("기록을 정리했어요" is a past event)."""
    if morphs[index].form not in _ALL_OF:
        return False
    if (
        index >= 2
        and morphs[index - 1].tag == "JKO"
        and morphs[index - 2].form not in classes.DISCOURSE_NOUNS
    ):
        return False
    later = [c for c in found if c.first > index]
    for position, chain in enumerate(later):
        if any(m.form == PLACEHOLDER_MARK for m in morphs[index + 1 : chain.first]):
            return False
        last = chain.last_ending
        if _manner_only(chain):
            continue
        if chain.stem in classes.READER_ACTS and last is not None and last.form == "기":
            continue  # "보시기 편하게": the reader's reading, how it is laid out
        if chain.stem not in _COMPOSING or not set(chain.auxiliaries) <= {"두", "놓"}:
            return False
        if any(e.tag == "EP" and e.form != "었" and e.form != "았" for e in chain.endings):
            return False
        if any(e.tag == "EP" and e.form in {"었", "았"} for e in chain.endings):
            return True
        serial = last is not None and last.form in {"어", "아"}
        # the composing it is chained into, past a manner word ("모아 이렇게 정리했어요")
        nxt = next((c for c in later[position + 1 :] if not _manner_only(c)), None)
        return (
            serial
            and nxt is not None
            and nxt.stem in _COMPOSING
            and any(e.tag == "EP" and e.form in {"었", "았"} for e in nxt.endings)
            and not any(e.tag == "EP" and e.form not in {"었", "았"} for e in nxt.endings)
        )
    return False


def _manner_only(chain: Chain) -> bool:
    """An adjective in ``-게`` ("짧게", "간단하게") that colours the next predicate."""
    last = chain.last_ending
    return chain.tag in {"VA", "XSA"} and last is not None and last.form == "게"


# Round 131: "by way of" - a frame noun in 에서 after the speaker's summing up.
_PURPOSE_FRAME_NOUNS: Final = frozenset({"차원", "뜻", "의미"})
# The nouns and verbs of summing this message up that such a frame may follow (not the
# wider composing verbs: "마음을 담는 뜻에서" frames a mood).
_SUMMING_UP_NOUNS: Final = frozenset({"정리", "요약", "개요", "개괄", "오버뷰", "갈무리"})
_SUMMING_UP_STEMS: Final = frozenset(
    {"정리하", "요약하", "간추리", "추리", "개괄하", "개관하", "약술하", "갈무리하", "정돈하"}
)


def _by_way_of_summing_up(morphs: Sequence[Morph], index: int, found: Sequence[Chain]) -> bool:
    """``정리 차원에서, [[P:01]]``, ``가볍게 정리하는 뜻에서, [[P:01]]`` (round 131): a frame
    noun (차원, 뜻, 의미) in 에서 after a noun of summing up (``_SUMMING_UP_NOUNS``, opening
    its phrase: "식단 정리 차원에서" tidies something else) or after the speaker's summing up
    in the present modifier -는 (``_SUMMING_UP_STEMS``; no -시-, no past; its object, if
    any, a discourse noun) says why the speaker puts the issued sentence so - to sum up -
    and places it nowhere. What follows must be the issued sentence (a comma and manner
    adjectives in -게 at most between) or the speaker's telling. "건강 차원에서", "리마인드
    차원에서" (an earlier notice), "정리하시는 뜻에서", "정리한 뜻에서" stay circumstances."""
    if morphs[index].form not in _PURPOSE_FRAME_NOUNS or index == 0:
        return False
    before = morphs[index - 1]
    if before.tag == "NNG" and before.form in _SUMMING_UP_NOUNS:
        if index >= 2 and morphs[index - 2].tag in NOUNS | {"NR", "XR", "MM", "JKG"}:
            return False  # "식단 정리 차원에서": something else tidied
    elif before.tag == "ETM" and before.form == "는":
        summing = next((c for c in found if c.last == index - 1), None)
        if summing is None or summing.stem not in _SUMMING_UP_STEMS or summing.auxiliaries:
            return False
        if len(summing.endings) != 1:
            return False  # "정리하시는", "정리했던": the reader's act or the past
        start = summing.first
        if (
            start > 0
            and morphs[start - 1].tag == "JKO"
            and (start < 2 or morphs[start - 2].form not in classes.DISCOURSE_NOUNS)
        ):
            return False  # "운동을 정리하는 뜻에서": something else summed up
    else:
        return False
    if _modifies_speech(morphs, index, found):
        return True
    cursor = index + 2  # past 에서
    while cursor < len(morphs) and morphs[cursor].form != PLACEHOLDER_MARK:
        chain = next((c for c in found if c.first == cursor), None)
        if morphs[cursor].form == ",":
            cursor += 1
        elif chain is not None and _manner_only(chain):
            cursor = chain.last + 1
        else:
            return False
    return cursor < len(morphs)


def _circumstance(morphs: Sequence[Morph], index: int, found: Sequence[Chain]) -> bool:
    """A content noun as a place, a companion or a recipient ("헬스장에서, [[P:01]]", "친구와
    함께", "트레이너에게"): it places the issued facts somewhere or beside someone, a new
    fact. A name (NNP: a person, a place, a brand) always is; a common noun is not when it
    leads into the speaker's own act ("이 자리에서 말씀드리면") or names a part, a point or
    the occasion of this message ("이쯤에서", "끝맺는 자리에서", "요점과 순서를"). A simile
    (처럼, 같이) colours the manner and is judged as before ("잔잔한 물결처럼,")."""
    morph = morphs[index]
    if morph.tag == "NNP":
        return True  # "삼성전자,", "처음처럼,", "김철수 님께": a name is content wherever it stands
    step = index + 1
    honorific = step < len(morphs) and (morphs[step].form, morphs[step].tag) == ("님", "XSN")
    if honorific:
        step += 1  # "코치님과": the honorific between the noun and its particle
    if step < len(morphs) and morphs[step].form == "들" and morphs[step].tag == "XSN":
        step += 1  # "동료들과": the plural between the noun and its particle
    after = morphs[step] if step < len(morphs) else None
    if morph.tag != "NNG" or after is None or after.start != morphs[step - 1].end:
        return False
    if after.tag not in {"JKB", "JC"} or after.form not in classes.CIRCUMSTANCE_PARTICLES:
        return False
    own = (classes.MESSAGE_PLACE_NOUNS, classes.DISCOURSE_NOUNS, classes.SPEAKING_OCCASION_NOUNS)
    if any(morph.form in nouns for nouns in own):
        return False  # a part, a point or the occasion of this message
    if _by_way_of_summing_up(morphs, index, found):
        return False  # "정리 차원에서, [[P:01]]", "정리하는 뜻에서": the speaker's purpose
    if honorific:
        # "코치님과 나눈 이야기예요" only: a salutation ("회원님께,") and the reader before an
        # issued sentence ("회원님과 [[P:01]]") are judged by the addressee and reader rules
        return _joint_past_act(morphs, step, found)
    if morph.form == "이상" and any(
        c.first == step + 1 and as_above_closing(morphs, c) for c in found
    ):
        return False  # "[[P:01]]. 해석은 이상과 같습니다.": as above, closing (round 44)
    if _joint_past_act(morphs, step, found):
        return True  # "코치님과 나눈 이야기예요": an act done with someone, not this telling
    return not _modifies_speech(morphs, index, found)


def _joint_past_act(morphs: Sequence[Morph], particle: int, found: Sequence[Chain]) -> bool:
    """``코치님과 함께 확인한 내용이에요``, ``동료와 나눈 이야기예요``, ``선생님이랑 미리
    정리한 부분입니다`` (the lead's probes of 2026-12-07): a companion in the comitative
    (와/과, 랑/이랑, 하고; 님 and 들 allowed before it), adverbs only between, straight on a
    verb in the past modifier ``-ㄴ`` before a noun states an act done with that person
    before this message, an event the canonical text does not hold, even when the act is a
    telling or a composing the speaker may otherwise perform ("오늘 정리한 내용이에요" has
    no companion and stays the speaker's own). A conjoined noun ("요점과 흐름을") is no
    companion: the predicate must start after the particle and its adverbs; nor is the
    speaker's mood ("감사한 마음과 함께"). A past final ("코치님과 함께 정리했어요") is
    refused by the chain rules (round 15)."""
    if morphs[particle].form not in classes.COMITATIVE_PARTICLES:
        return False
    if morphs[particle - 1].form in classes.AFFECT_OBJECT_NOUNS | classes.MOOD_NOUNS:
        return False  # "감사의 마음과 함께 정리한": the speaker's mood beside the act, no one
    start = particle + 1
    while start < len(morphs) and morphs[start].tag == "MAG":
        start += 1  # "코치님과 함께", "선생님이랑 같이 미리"
    chain = next((c for c in found if c.first >= start), None)
    if chain is None or chain.first != start:
        return False
    last = chain.last_ending
    return (
        last is not None
        and last.tag == "ETM"
        and last.form in {"ᆫ", "은"}
        and chain.tag in {"VV", "XSV"}
    )


def _again_like_this(morphs: Sequence[Morph], index: int, found: Sequence[Chain]) -> bool:
    """``또 이렇게, [[P:01]]``, ``또 이처럼``, ``또 이번처럼``: 또 straight before a manner
    deictic or a simile says the issued sentence happens again as before - not "also". Into
    the speaker's act ("또 이렇게 말씀드리면") it only restates."""
    if morphs[index].form != "또" or morphs[index].tag != "MAG" or index + 1 >= len(morphs):
        return False
    after = morphs[index + 1]
    particle = morphs[index + 2] if index + 2 < len(morphs) else None
    deictic = (
        (after.tag == "MAG" and after.form in classes.MANNER_DEICTICS)
        or (after.tag in {"VA", "VV"} and after.form in classes.MANNER_DEICTIC_STEMS)
        or (
            after.tag in NOUNS | {"MM"}  # "그/MM 처럼": Kiwi's reading of 그처럼
            and particle is not None
            and particle.tag == "JKB"
            and particle.form in classes.SIMILE_PARTICLES
        )
    )
    return deictic and not _modifies_speech(morphs, index, found)


def _continues_from_above(
    morphs: Sequence[Morph], index: int, found: Sequence[Chain], slot_id: str
) -> bool:
    """``앞서 정리한 내용에 이어, [[P:01]]``, ``앞서 말씀드린 내용과 함께, [[A:01]]``: 앞서
    before the speaker's composing (any surface) or telling (the customer's surfaces, with
    something of this message above it: an issued sentence in the slot, or the weekly
    rationale under its interpretation) of a part of the message, which the issued sentence
    straight after continues or joins. A comparison ("앞서 보여 드린 항목들과 같이"), a
    part that is not the message's ("앞서 정리한 식단에 이어"), a sending, an operator
    card's telling or a daily line with nothing above keep 앞서 "earlier"."""
    if morphs[index].form != "앞서" or morphs[index].tag != "MAG":
        return False
    chain = next((c for c in found if c.first > index), None)
    if chain is None or any(m.form != "말씀" for m in morphs[index + 1 : chain.first]):
        return False
    last = chain.last_ending
    if last is None or last.tag != "ETM" or last.form not in {"ᆫ", "은"}:
        return False
    if any(e.tag == "EP" for e in chain.endings) or "드리" in chain.auxiliaries:
        return False
    composed = chain.stem in classes.COMPOSING_PREDICATES or (
        chain.stem.endswith("되") and chain.stem[:-1] + "하" in classes.COMPOSING_PREDICATES
    )
    told = not composed and chain.stem == "드리" and chain.noun == "말씀"
    if told:
        surface = slot_id.split(".")[0]
        above = any(m.form == PLACEHOLDER_MARK for m in morphs[:index])
        if surface not in {"daily", "weekly"} or not (above or slot_id == "weekly.rationale"):
            return False
    elif not composed:
        return False
    cursor = chain.last + 1
    if cursor >= len(morphs) or morphs[cursor].tag not in NOUNS:
        return False
    # Round 125: "앞서 말씀드린 흐름에 이어, [[A:01]]." - the flow of the speaker's own telling
    # or composing is a part of the message here, as its content and order are (흐름 only
    # after that modifier: "체중 흐름" stays the record's).
    if morphs[cursor].form not in classes.DISCOURSE_NOUNS | _TELLING_FLOW_NOUNS:
        return False
    cursor += 1
    if cursor < len(morphs) and morphs[cursor].form == "들":
        cursor += 1
    link = [m.form for m in morphs[cursor : cursor + 3]]
    if link[:1] == ["에"] and len(link) == 3 and link[1] in classes.CONTINUING_VERBS:
        ending = morphs[cursor + 2]
        if ending.tag != "EC" or ending.form not in {"어", "아", "여", "어서"}:
            return False
        cursor += 3
    elif link[:2] in (["과", "함께"], ["와", "함께"]):
        cursor += 2
    else:
        return False
    if cursor < len(morphs) and morphs[cursor].tag == "SP":
        cursor += 1
    return cursor < len(morphs) and morphs[cursor].form == PLACEHOLDER_MARK


# The flow of the telling, a part of the message only after the speaker's telling or composing
# (round 125).
_TELLING_FLOW_NOUNS: Final = frozenset({"흐름"})


# --- Round 18: urging, another occasion, the speaker's act starting now ----------------------

# Adverbs that urge the issued action on ("지금 바로", "지금 당장"): with 지금 they date it.
URGENCY_ADVERBS: Final = frozenset({"바로", "당장", "곧바로", "즉시", "곧", "얼른", "어서"})


def _next_time(morphs: Sequence[Morph], index: int) -> bool:
    """``다음에 다시 안내드리겠습니다``, ``다음에는``: 다음 with no modifier before it and 에
    after it is "next time" - another occasion. "그다음에", "위 항목 다음에", "다음으로"
    (Kiwi's 그/MM or a noun before it, or 으로 after it) only order the message. Round 53:
    after a topic or subject particle too - "나머지는 다음에 말씀드릴게요", "세부 내용은
    다음에 이어집니다" put a part of the message off to another occasion (a later message);
    "아래에 이어집니다" keeps it in this one."""
    morph = morphs[index]
    if morph.form != "다음" or morph.tag != "NNG":
        return False
    after = morphs[index + 1] if index + 1 < len(morphs) else None
    if after is None or after.form != "에":
        return False
    before = morphs[index - 1] if index else None
    topic = before is not None and before.tag in {"JX", "JKS"} and before.form in _TOPIC_FORMS
    return before is None or topic or before.tag in {"SP", "SF", "SW", "MAG", "MAJ"}


# Topic and subject particles after which "다음에" is another occasion (round 53).
_TOPIC_FORMS: Final = frozenset({"은", "는", "도", "이", "가"})


def _again_later(morphs: Sequence[Morph], index: int, found: Sequence[Chain]) -> bool:
    """``[[P:01]]. 다시 안내드리겠습니다``: 다시 straight before the speaker's speech act in a
    final ending with -겠- or -ㄹ게(요) promises another message. "다시 말씀드리면" (in
    other words, a connective ending) keeps passing."""
    if morphs[index].form != "다시" or morphs[index].tag != "MAG":
        return False
    later = [chain for chain in found if chain.first > index]
    if not later or any(m.form == PLACEHOLDER_MARK for m in morphs[index + 1 : later[0].first]):
        return False
    position = 0
    # Round 76: "[[P:01]]. 다시 정리해서 알려 드릴게요" - through a serial verb in -어서/-어 that
    # runs straight into the next verb, 다시 reaches the promised act
    while position + 1 < len(later) and _serial_into(morphs, later[position], later[position + 1]):
        position += 1
    chain = later[position]
    last = chain.last_ending
    if last is None or last.tag != "EF":
        return False
    promised = chain.has_ending("겠", tag="EP") or last.form.startswith(("ᆯ게", "을게"))
    if not promised or offers_action(morphs, chain):
        return False  # "다시 연락드리겠습니다": an action offered, judged as one (round 10)
    following = later[position + 1] if position + 1 < len(later) else None
    return is_speech(chain, following, morphs)


# Round 76: the serial links a promise of another message runs through ("정리해서 알려 드릴게요").
_SERIAL_LINKS: Final = frozenset({"어서", "아서", "어", "아"})


def _serial_into(morphs: Sequence[Morph], chain: Chain, following: Chain) -> bool:
    """``정리해서 알려``: ``chain`` ends in a serial link and ``following`` starts right after
    - or, round 77, after the 말씀 of 말씀드리 ("다시 정리해 말씀드리겠습니다"), which Kiwi
    reads as a noun before the verb 드리."""
    last = chain.last_ending
    if last is None or last.form not in _SERIAL_LINKS:
        return False
    if following.first == chain.last + 1:
        return True
    between = chain.last + 1
    return (
        following.first == between + 1
        and morphs[between].form == "말씀"
        and morphs[between].tag == "NNG"
        and following.stem == "드리"
    )


def _from_now_speaking(morphs: Sequence[Morph], index: int, found: Sequence[Chain]) -> bool:
    """``지금부터 안내를 시작하겠습니다``, ``지금부터 말씀드릴게요``: 지금부터 straight into the
    speaker's present or coming speech act (or its opening of the message), with nothing
    but the message named between, starts this message. "지금부터 [[P:01]]", "지금부터
    운동을 시작하겠습니다", "지금부터 말씀드렸어요" stay time."""
    if morphs[index].form != "지금" or index + 1 >= len(morphs) or morphs[index + 1].form != "부터":
        return False
    later = [chain for chain in found if chain.first > index + 1]
    # "지금부터 짧게 안내해 드릴게요" (round 41): a presenting manner in a bare -게 before the
    # act says how the speaker tells, as a manner adverb there already did
    manner: set[int] = set()
    while later and _bare_presenting_manner(later[0]):
        manner.update(range(later[0].first, later[0].last + 1))
        later = later[1:]
    if not later:
        return False
    chain = later[0]
    span = enumerate(morphs[index + 2 : chain.first], index + 2)
    between = [m for i, m in span if i not in manner]
    message = classes.DISCOURSE_NOUNS | classes.SPEECH_OBJECT_NOUNS
    if not all(m.form in message or m.tag in {"JKO", "MAG"} or m.form == "말씀" for m in between):
        return False
    if any(e.tag == "EP" and e.form != "겠" for e in chain.endings):
        return False
    following = later[1] if len(later) > 1 else None
    return is_speech(chain, following, morphs) or frames_message(morphs, chain)


def _bare_presenting_manner(chain: Chain) -> bool:
    """``짧게``, ``차분하게``: a presenting-manner adjective in a bare -게, nothing else."""
    return (
        chain.stem in classes.PRESENTING_MANNER_ADJECTIVES
        and not chain.auxiliaries
        and [e.form for e in chain.endings] == ["게"]
    )


# --- Round 19: the speaker trying once, hearsay in someone's words --------------------------


_MORE_OR_AGAIN: Final = frozenset({"더", "다시", "또", "다시금", "거듭", "또다시", "재차"})
# The nouns of the speaker's telling that 드리 makes a speech act ("말씀드리", "안내드리").
_TELLING_NOUNS: Final = frozenset({"말씀", "안내", "설명", "정리", "요약"})


def _tries_once(morphs: Sequence[Morph], index: int, found: Sequence[Chain]) -> bool:
    """``한번 정리해 보겠습니다``: 한 번 straight before the speaker's own speech or composing
    verb with the auxiliary 보 ("try"), present or coming, no -시- - an attempt, no count.
    After 다시/또 it still counts a repetition ("다시 한번 정리해 보겠습니다", round 8); the
    reader's trying ("한번 해 보세요"), the past and any other verb keep 한 a count."""
    if morphs[index].form != "한" or index + 1 >= len(morphs) or morphs[index + 1].form != "번":
        return False
    before = morphs[index - 1] if index else None
    if before is not None and before.form in {"다시", "또", "다시금", "거듭"}:
        return False
    start = index + 2
    # Manner adverbs may stand between ("한번 차근차근 풀어 보겠습니다", round 25); a word
    # of more or again ("한번 더", "한번 다시") still makes it a count.
    while (
        start < len(morphs)
        and morphs[start].tag == "MAG"
        and morphs[start].form not in _MORE_OR_AGAIN
    ):
        start += 1
    act = next((c for c in found if c.first == start), None)
    if act is None and start + 1 < len(morphs) and morphs[start].tag == "NNG":
        # Round 101: the telling in its noun form ("한번 말씀드려 볼게요", "안내드려 보면") - the
        # speech noun is the act's own (말씀/NNG 드리), and only with 보 it tries
        act = next((c for c in found if c.first == start + 1), None)
        if act is None or act.stem != "드리" or act.noun != morphs[start].form:
            return False
        if act.noun not in _TELLING_NOUNS or "보" not in act.auxiliaries:
            return False
    if act is None:
        return False
    # The speaker's benefactive act ("한번 정리해 드리면", round 24) tries as 보 does, but only
    # written as the one word 한번: "한 번 정리해 드리면" counts the times.
    solid = morphs[index].end == morphs[index + 1].start
    if "보" not in act.auxiliaries and not ("드리" in act.auxiliaries and solid):
        return False
    if any(e.tag == "EP" and e.form != "겠" for e in act.endings):
        return False
    return act.stem in classes.SPEECH_PREDICATES | classes.COMPOSING_PREDICATES


# Nouns of what someone said: "고객 말로는", "코치님 말씀으로는" pass on another's words.
HEARSAY_NOUNS: Final = frozenset({"말", "말씀", "얘기", "이야기", "전언"})


def _in_someones_words(morphs: Sequence[Morph], index: int) -> bool:
    """``고객 말로는 [[P:01]]``: 말/말씀 + (으)로 straight after a person (with 님 or 의),
    or after any noun or nothing as a topic (는), is "according to what X says" - a source
    (round 19). After a modifier clause it is the speaker's own wording and keeps passing
    ("정리하는 말로," fx8-0060; "덧붙여 드릴 말씀으로는," fx12-0211), as does "마지막
    말씀으로,"."""
    morph = morphs[index]
    if morph.form not in HEARSAY_NOUNS or morph.tag != "NNG":
        return False
    after = morphs[index + 1] if index + 1 < len(morphs) else None
    if after is None or after.form not in {"로", "으로"}:
        return False
    topic = index + 2 < len(morphs) and morphs[index + 2].form in {"는", "은"}
    cursor = index - 1
    while cursor >= 0 and morphs[cursor].form in {"의", "님"}:
        cursor -= 1
    owner = morphs[cursor] if cursor >= 0 else None
    if owner is not None and owner.tag in NOUNS:
        # someone's words: a person's, or any owner's as a topic ("시스템 말로는")
        return topic or owner.form in _PEOPLE_NOUNS
    # no owner: only a topic opening its sentence; "덧붙여 드릴 말씀으로는" (a clause
    # before it) names the speaker's own words (fx12-0211)
    return topic and (owner is None or owner.tag in {"SF", "SP", "SW"})


def _reacts(morphs: Sequence[Morph], index: int) -> bool:
    """An interjection outside the closed class that only manages the talk
    (``DISCOURSE_INTERJECTIONS``): the speaker's reaction - surprise, delight, pity ("와",
    "아이고", "어머") - to what is issued, an evaluation the canonical text does not make
    (ADR 0020 round 36). 아 straight before 참 is the recall "아 참"; alone it may be either,
    and is refused (fail closed)."""
    form = morphs[index].form
    if form in classes.DISCOURSE_INTERJECTIONS:
        return False
    after = morphs[index + 1] if index + 1 < len(morphs) else None
    # "아 참"; "아시는 것처럼" misread as 아 + 시 (left to the predicate rules)
    joined = after is not None and (after.form, after.tag) in {("참", "IC"), ("시", "VA")}
    return not (form == "아" and joined)


def _one_at_a_time(morphs: Sequence[Morph], index: int) -> bool:
    """``한 걸음씩``, ``한 단계씩``, ``한 줄씩``: "one" + a step or a part of the message +
    the distributive 씩 - one at a time, how the message is gone through, nothing counted
    (round 39). Kiwi splits the step adverb 한걸음씩 (``STEP_ADVERBS``) so, spaced or not.
    Any other noun ("한 잔씩", "한 알씩", "한 세트씩") keeps the number reason: one of a
    quantity each time."""
    if morphs[index].form not in ONE or index + 2 >= len(morphs):
        return _one_by_one(morphs, index)
    head, each = morphs[index + 1], morphs[index + 2]
    steps = head.form in {"걸음", "단계"} or head.form in classes.DISCOURSE_NOUNS
    return (head.tag in {"NNG", "NNB"} and steps and each.form == "씩") or _one_by_one(
        morphs, index
    )


# Round 115: the steps a reduplicated "한 X 한 X" goes by - a step, a stage or a stitch of
# careful work ("한 땀 한 땀") - beside the message's own parts (round 39's "한 줄씩").
_ONE_BY_ONE_NOUNS: Final = frozenset({"걸음", "단계", "땀"})


def _one_by_one(morphs: Sequence[Morph], index: int) -> bool:
    """``한 땀 한 땀``, ``한 걸음 한 걸음`` (round 115): "one" + a step noun
    (``_ONE_BY_ONE_NOUNS``) said twice - one by one, the manner of going through the message,
    as round 39's "한 걸음씩", counting nothing. Either 한 of the pair; another noun ("한 잔
    한 잔"), another number ("두 걸음 두 걸음") or a pair of different nouns keep the number
    reason."""
    if morphs[index].form not in ONE or morphs[index].tag != "MM":
        return False
    if index + 3 < len(morphs) and _is_pair(morphs, index, index + 2):
        return True
    return index >= 2 and _is_pair(morphs, index - 2, index)


def _is_pair(morphs: Sequence[Morph], first: int, second: int) -> bool:
    one, noun = morphs[first], morphs[first + 1]
    again, noun_again = morphs[second], morphs[second + 1]
    return (
        (one.form, one.tag) == (again.form, again.tag) == ("한", "MM")
        and noun.tag in {"NNG", "NNB"}
        and noun.form in _ONE_BY_ONE_NOUNS
        and (noun_again.form, noun_again.tag) == (noun.form, noun.tag)
    )


def first_misread(morphs: Sequence[Morph], index: int) -> bool:
    """``제일 먼저 보여 드릴 내용입니다`` (round 67): Kiwi reads the superlative adverb 제일
    ("most", as 가장) as 제/XPN + 일/NR - an ordinal, "the first" - in some sentences.
    Written as one word straight before 먼저 (the order of the telling) it counts nothing:
    the words after it are judged as after 가장 먼저 (an evaluation, a fact or an
    instruction keeps its own refusal). "제 일 먼저" (my work) and the misread 제일 before
    anything else ("제일 앞에", "제일 중요한") keep the number reason."""
    if index < 1 or index + 1 >= len(morphs):
        return False
    one, prefix, after = morphs[index], morphs[index - 1], morphs[index + 1]
    if (one.form, one.tag) != ("일", "NR") or (prefix.form, prefix.tag) != ("제", "XPN"):
        return False
    if prefix.end != one.start:
        return False
    return (after.form, after.tag) == ("먼저", "MAG")


_COMPARATIVES: Final = frozenset({"더", "덜"})
# Round 73: the roots of detail ("더 자세한 내용", "더 상세한 설명"): how fully a part of this
# message goes into things, not a grade of anything it says.
_DETAIL_ROOTS: Final = frozenset({"자세", "상세", "세세"})
_FRAME_CASES: Final = frozenset({"로", "으로", "에서"})


def compared_attribute(morphs: Sequence[Morph], index: int, found: Sequence[Chain]) -> bool:
    """``그보다 더 중요한 건``, ``더 큰 문제는``, ``그보다 급한 건`` (round 69): a comparison -
    더/덜 (MAG) or a noun + 보다 (JKB) - straight before an adjective in a modifier (ETM)
    grades one thing above or below another, as the superlative 가장 does ("가장 중요한 건"
    is a claim): an evaluation. A modified noun that only frames the speaker's telling in
    로/으로/에서 ("조금 더 차분한 말투로 안내드리면", "세부 사항보다 큰 틀에서 말씀드리면")
    colours the act and is left to the other rules; 더 before a verb or an adverb ("더 짧게
    적어 드릴게요") is no modifier."""
    morph = morphs[index]
    if morph.tag == "MAG" and morph.form in _COMPARATIVES:
        cursor = index + 1
    elif (
        morph.tag in NOUNS
        and index + 1 < len(morphs)
        and (morphs[index + 1].form, morphs[index + 1].tag) == ("보다", "JKB")
    ):
        cursor = index + 2
        if (
            cursor < len(morphs)
            and morphs[cursor].tag == "MAG"
            and morphs[cursor].form in _COMPARATIVES
        ):
            cursor += 1
    else:
        return False
    if cursor >= len(morphs):
        return False
    root = morphs[cursor].form
    if morphs[cursor].tag in {"XR", "NNG"} and cursor + 1 < len(morphs):
        if morphs[cursor + 1].tag != "XSA":
            return False
        cursor += 1
    elif morphs[cursor].tag != "VA":
        return False
    cursor += 1
    if cursor >= len(morphs) or morphs[cursor].tag != "ETM":
        return False
    head = cursor + 1
    while head < len(morphs) and morphs[head].tag in NOUNS:
        head += 1
    if (
        morph.form == "더"
        and root in _DETAIL_ROOTS
        and morphs[head - 1].form in classes.DISCOURSE_NOUNS
    ):
        return False  # "더 자세한 내용은 [[P:02]]" (round 73): the fuller part of this message
    framing = (
        head > cursor + 1
        and head < len(morphs)
        and morphs[head].tag == "JKB"
        and morphs[head].form in _FRAME_CASES
        and _modifies_speech(morphs, head, found)
    )
    return not framing


# What Kiwi may fuse with 대로 into one adverb that is not "according to" a noun: the
# demonstratives ("그대로", "이대로": as it is) and 제대로 (properly).
_DEMONSTRATIVE_DAERO: Final = frozenset({"이", "그", "저", "요", "제"})


def fused_according_to(morph: Morph) -> bool:
    """``뜻대로``, ``마음대로``, ``멋대로`` as one MAG: Kiwi fuses some nouns with 대로 into an
    adverb, where "생각대로", "요청대로" stay noun + 대로/JX and are refused as according to
    someone - the fused one says the same (the reader's will, wish or whim) and is judged the
    same (ADR 0020 round 68). The order words ("순서대로", "차례대로") keep their reading, as
    the unfused rule does; a demonstrative or 제 before 대로, or an adverb ("곧이곧대로"), is
    no noun."""
    if morph.tag != "MAG" or not morph.form.endswith("대로") or len(morph.form) < 3:
        return False
    noun = morph.form[:-2]
    if noun in _DEMONSTRATIVE_DAERO or noun in classes.ORDER_NOUNS:
        return False
    # What is fused is a noun only if Kiwi reads the rest alone as one ("곧이곧대로" is not).
    read = ANALYZER.analyze_kept(noun)
    return bool(read) and read[-1].tag in {"NNG", "NNP"} and read[-1].end == len(noun)


def _earlier_by_verb(morphs: Sequence[Morph], index: int) -> bool:
    """``앞선 체크인``, ``앞선 리포트`` (round 85): Kiwi reads the pointer 앞선 as 앞서/VV and
    ᆫ/ETM, which ``EARLIER_DOCUMENT_POINTERS`` never meets - another, earlier document or
    record. A part of this very message ("앞선 문단", ``MESSAGE_MEDIUM_NOUNS``) is not one."""
    return (
        index >= 2
        and morphs[index].form not in classes.MESSAGE_MEDIUM_NOUNS
        and morphs[index - 1].tag == "ETM"
        and morphs[index - 1].form == "ᆫ"
        and (morphs[index - 2].form, morphs[index - 2].tag) == ("앞서", "VV")
    )


def word_reason(
    morphs: Sequence[Morph],
    index: int,
    slot_id: str,
    opening: bool,
    found: Sequence[Chain] | None = None,
) -> str | None:
    """Why the morpheme at ``index`` claims something (``opening``: before any placeholder)."""
    morph = morphs[index]
    if morph.tag not in WORD_TAGS and morph.form != "대로":
        return None  # particles (but "말씀대로"), endings, predicates and punctuation
    found = chains(morphs) if found is None else found
    if morph.tag == "NNB" and morph.form == "때문" and own_length_reason(morphs, index):
        return None  # "말씀드릴 내용이 짧기 때문에, 바로 적을게요.": the message's length
    if morph.tag == "SN":
        return "number"
    if morph.tag in NOUNS and morph.form in classes.DOCUMENT_NOUNS and index:
        pointer = morphs[index - 1].form
        if pointer in classes.LATER_DOCUMENT_POINTERS:
            return "prediction"  # "다음 카드에서 말씀드릴 내용은": a later message promised
        if pointer in classes.EARLIER_DOCUMENT_POINTERS:
            return "time"  # "지난 리포트에서 말씀드린": an earlier message
        if _earlier_by_verb(morphs, index):
            return "time"  # "앞선 체크인 내용과 합쳐": an earlier record, 앞서 read as a verb
        if pointer in classes.OTHER_DOCUMENT_POINTERS:
            return "evidential_framing"  # "다른 보고서에서": what another text says
    if morph.tag == "IC" and _reacts(morphs, index):
        return "evaluative_or_epistemic"  # "와, [[P:01]].", "아이고, …": the speaker's reaction
    if morph.tag in {"NR", "MM"} and _counts_speech(morphs, index, found):
        return None  # "하나 더 말씀드리면", "한 번 더 정리하면": counts the speaker's acts
    if morph.tag == "MM" and _few_words_of_telling(morphs, index, found):
        return None  # "한두 마디로 간추리면", "여러 말 없이": how briefly it is put (round 130)
    if morph.tag in {"NR", "MM"} and _placing_modifier(morphs, index):
        return None  # "앞자리에 둘 요점은": the verb 두 read as the numeral 둘
    if morph.tag == "MM" and _laid_out_misread(morphs, index, found):
        return None  # "세부 사항은 아래에 이어 두었습니다": the auxiliary 두, read as 두/MM
    if morph.tag == "MM" and _at_once(morphs, index, found):
        return None  # "한 번에 보실 수 있게 모아 드리면": all at once
    if morph.tag == "MM" and _tries_once(morphs, index, found):
        return None  # "한번 정리해 보겠습니다": the speaker tries, nothing counted
    if _in_someones_words(morphs, index):
        return "evidential_framing"  # "고객 말로는 [[P:01]]": what someone else says
    if morph.form in classes.PACE_WORDS and not _modifies_speech(morphs, index, found):
        return "evaluative_or_epistemic"  # "일사천리로 [[A:01]].": the issued action hurried
    if (
        morph.tag in NOUNS
        and morph.form in classes.CHEER_NOUNS
        and slot_id.split(".")[0] in _OPERATOR_CARD_PREFIXES
    ):
        return "approval_delivery"  # "코치님, 늘 응원합니다" on a card: backing his decision
    if morph.tag in NOUNS and morph.form in classes.MEASURE_UNIT_NOUNS:
        return "number"  # "킬로 단위로 풀어 말씀드리면": the issued sentence as a quantity
    if morph.tag in NOUNS and morph.form in classes.LOANWORD_NUMERALS:
        return "number"  # "넘버원 이슈는", "쓰리 스텝으로" (round 109): a count in a loanword
    if morph.tag == "NR" and first_misread(morphs, index):
        return None  # "제일 먼저 보여 드릴 내용입니다": 제일 (most) misread as 제 + 일
    if morph.tag == "NR":
        after = morphs[index + 1] if index + 1 < len(morphs) else None
        if morph.form in classes.MANNER_NUMERALS or (after is not None and after.form == "씩"):
            return None
        if _manner_numeral_pair(morphs, index):
            return None  # "하나둘 짚어 보면": one by one, before a verb
        if morph.form in ORDINALS and after is not None and after.form in {"로", "으로"}:
            return None
        if morph.form in ORDINALS and _ordinals_number_issued_lines(morphs, index):
            return None  # "첫째, [[P:01]]. 둘째, [[P:02]].": the lines numbered, nothing counted
        if morph.form in ONE and (after is None or after.tag in {"SP", "SF", "SW"}):
            return None  # "또 하나, [[P:02]]": names the next part, counts nothing
        if _one_more_point(morphs, index, found):
            return None  # "또 하나 살펴볼 점은": one more part of this message
        if _one_part_exists(morphs, index):
            return None  # "전해 드릴 소식이 하나 있어요": one part of the message
        if names_message_part(morphs, index):
            return None  # "전해 드릴 말씀은 하나예요": counts the message's own parts
        return "number"
    if _one_place_idiom(morphs, index):
        return None  # "한눈에", "한자리에 모아": one glance, one place — nothing counted
    if morph.tag == "MM" and _in_one_flow(morphs, index, found):
        return None  # "한 흐름으로 이어서 말씀드리면": the manner of the telling
    if _step_back_idiom(morphs, index, found):
        return None  # "한 걸음 물러서 정리해 드리면": a vantage for speaking, not a count
    if morph.tag == "MM" and _one_at_a_time(morphs, index):
        return None  # "한 걸음씩", "한 줄씩": one at a time - the step adverb Kiwi splits
    if morph.tag == "MM" and morph.form in classes.NUMERAL_DETERMINERS:
        head = _next_noun(morphs, index)
        # Only "one" or an ordinal of the message's own parts orders ("한 가지 더", "첫
        # 대목"); any other count of them states a quantity ("세 가지로 나눠").
        ordering = morph.form in ONE or morph.form in classes.ORDINAL_DETERMINERS
        if head is None or head.form not in classes.DISCOURSE_NOUNS or not ordering:
            return "number"
        if morph.form in ONE and head.form == "가지" and _counted_into(morphs, index):
            return "number"  # "또 한 가지로": one more item of a kind, counted
        if morph.form in ONE and head.form == "가지" and _only_so_many(morphs, index):
            return "number"  # "한 가지만 말씀드릴게요": only one thing - how many there are
    if (
        morph.form in classes.APPROXIMATORS
        and index
        and morphs[index - 1].tag in _NOUN_OR_NUMERAL_TAGS
        and morphs[index - 1].form not in classes.DISCOURSE_NOUNS
    ):
        return "number"  # "달포 가까이", "해포 남짓", "절반 가량": an approximate amount
    if morph.tag in NOUNS and morph.form in classes.QUANTITY_NOUNS:
        return "number"  # "반 그릇만", "절반쯤": a fraction of something
    if morph.tag in NOUNS and _presupposes_occasion(morphs, index, found):
        return "time"  # "이번에도", "이번만큼은", "이번엔 [[P:01]]": earlier occasions
    if _first_time(morphs, index):
        return "time"  # "처음으로 [[P:01]]": for the first time, with no order set up (round 117)
    if morph.form == "이상" and index and morphs[index - 1].form == "더":
        return "evaluative_or_epistemic"  # "더 이상": no longer, presupposes before
    if _another_surfaces_period(morphs, index, slot_id):
        return "time"  # "금주 안내를 말씀드리면" on daily: a week that is not this message's
    if (
        _is_time_noun(morphs, index)
        and not _own_period(morphs, index, slot_id)
        and not _before_speaking(morphs, index, found)
        and not _before_reading_below(morphs, index, found, slot_id)
        and not _when_reading(morphs, index, found)
        and not _from_now_speaking(morphs, index, found)
    ):
        return "time"
    if morph.tag == "NNB" and morph.form == "만" and index and morphs[index - 1].tag in NOUNS:
        return "time"  # "사나흘 만에": within a span
    if morph.tag == "XSN" and morph.form == "째" and index and morphs[index - 1].tag in NOUNS:
        return "time"  # "며칠째", "사흘째": a running count
    if _is_evaluative_root(morph):
        return "evaluative_or_epistemic"
    if _after_a_process(morphs, index):
        return "past_event"  # "오랜 고민 끝에", "검토한 끝에": something done before it
    if (
        _anaphoric_basis(morphs, index)
        and not _speaking_here(morphs, index, found)
        and not _closing_extent(morphs, index, found)
        and not _told_this_far(morphs, index, found)
        and not _closes_hereby(morphs, index, found)
        and not _here_in_manner(morphs, index)
    ) or _anaphor_as_subject(morphs, index):
        return "causal_link"
    if _trouble_negated(morphs, index):
        return "evaluative_or_epistemic"  # "탈 없이", "지장 없이": it went without trouble
    after = morphs[index + 1] if index + 1 < len(morphs) else None
    if morph.form == "지금" and after is not None and after.form in URGENCY_ADVERBS:
        return "time"  # "지금 바로, [[A:01]]": the action dated to now, urged
    if _next_time(morphs, index):
        return "time"  # "다음에 다시 안내드리겠습니다": another occasion, a promise
    if morph.form == "중심" and morph.tag in NOUNS and after is not None and after.form == "으로":
        return "evaluative_or_epistemic"  # "구조화된 항목을 중심으로": something singled out
    if _again_later(morphs, index, found):
        return "prediction"  # "[[P:01]]. 다시 안내드리겠습니다": another message promised
    if (
        morph.form in {"지금", "이제"}
        and after is not None
        and after.form in SINCE_UNTIL
        and not _from_now_speaking(morphs, index, found)
    ):
        return "time"
    if (
        morph.form in classes.NOW_NOUNS
        and after is not None
        and after.tag.startswith("J")
        and not _from_now_speaking(morphs, index, found)
    ):
        return "time"  # "지금은", "현재로서는": as of now, against another time
    if _jeok_adverb(morphs, index) and not telling_jeok_adverb(morphs, index - 1, found):
        return "evaluative_or_epistemic"  # "최종적으로", "잠정적으로", "개인적으로"
    if (
        morph.tag in {"MAG", "NNG"}  # Kiwi reads "이내 [[P:01]]" as the noun 이내
        and morph.form in classes.NOW_ADVERBS
        and not _modifies_speech(morphs, index, found)
    ):
        return "time"  # "지금 [[P:01]]", "곧바로, [[A:01]]": the issued sentence dated (round 50)
    suffixed = morph.form + (after.form if after is not None and after.tag == "XSN" else "")
    if morph.tag in _NOUN_OR_ROOT_TAGS and suffixed.startswith(_STANDING):
        return "evaluative_or_epistemic"  # "최종", "임시로", "조건부로": how binding it is
    # "반대/NNG 로/JKB", "무엇/NP 보다/JKB": Kiwi splits the adverb; read the pair as one
    pair = morph.form + (after.form if after is not None else "")
    word = pair if morph.tag in NOUNS and pair in _SPLIT_ADVERBS else morph.form
    relation = word in classes.RELATION_ADVERBS and (
        word != morph.form or morph.tag in _ADVERB_TAGS
    )
    # "다시 말해" is Kiwi's 다시 + 말하: the idiom "in other words", not a speech act
    restated = morph.form == "다시" and after is not None and after.form in {"말", "말하"}
    if restated:
        word = "다시말해"
        relation = True
    if morph.tag in NOUNS and morph.form in classes.CONTRAST_NOUNS:
        return "causal_link"  # "[[P:01]]. 반면에 [[P:02]]": one fact set against another
    summary = opening and word in classes.SUMMARY_ADVERBS  # "요컨대 [[P:01]]": in short
    # Round 100: after an issued sentence the relation holds on the speaker's act too -
    # "[[P:01]]. 반대로 말씀드리면, [[A:01]]" sets what follows against what went before.
    if (
        relation
        and not summary
        and (restated or not opening or not _modifies_speech(morphs, index, found))
    ):
        return "causal_link"  # "[[P:01]]. 반대로 [[P:02]]", "대신", "즉": a relation
    if _likeness_adverb_between(morphs, index):
        return "causal_link"  # "[[P:01]]. 똑같이 [[P:02]]": one likened to the other (round 69)
    if morph.form in classes.TRUTH_INTENSIFIERS and (
        _straight_onto_token(morphs, index) or _polite_onto_token(morphs, index)
    ):
        return "evaluative_or_epistemic"  # "정말 [[P:01]]", "진짜요, [[P:01]]": vouched for
    if word in classes.EMPHASIS_ADVERBS and not _modifies_speech(morphs, index, found):
        skip = index + (2 if word != morph.form else 1)
        after_word = morphs[skip].form if skip < len(morphs) else ""
        in_front = after_word in {"앞", "뒤"} and front_of_message(morphs, skip)
        if after_word not in {"먼저", "우선"} and not in_front:  # "가장 앞에 둘 말씀"
            return "evaluative_or_epistemic"  # "특히 [[P:02]]": singled out, ranked
    if compared_attribute(morphs, index, found):
        return "evaluative_or_epistemic"  # "그보다 더 중요한 건": one thing graded over another
    if _recurring(morphs, index):
        return "time"  # "매년 [[P:01]]", "다달이 정리해 드리면": every year, every month
    if _calendar_adverb(morphs, index, slot_id):
        return "time"  # "어제 내용을 말씀드리면": yesterday's content, not the speaker's act
    if _provisional(morphs, index, found):
        return "evaluative_or_epistemic"  # "일단은 [[A:01]]": for now, provisionally
    if _again_like_this(morphs, index, found):
        return "evaluative_or_epistemic"  # "또 이렇게, [[P:01]]": again, as before
    if (
        (_time_adverb(morphs, index) or _split_time_word(morphs, index, slot_id))
        and (
            _dates_an_occasion(morphs, index, found, slot_id)
            or not _modifies_speech(morphs, index, found)
        )
        and morph.form not in classes.SURFACE_OWN_PERIOD.get(slot_id.split(".")[0], ())
    ):  # "오늘/MAG" on daily is the surface's own period, as the noun is
        preceding = "".join(m.form for m in morphs[max(0, index - 2) : index])
        if not preceding.endswith(tuple(classes.PAUSE_ADVERBS)):
            return "time"  # "잠시, [[P:01]]", "이윽고 [[P:01]]" (not "여기서 잠시,")
    if grades_own_cutting(morphs, index, found):
        return None  # "상당히 간추려서 말씀드리면": how much the speaker cuts (round 128)
    hedge = (
        morph.form in classes.DEGREE_HEDGE_ADVERBS
        or _some_degree(morphs, index)
        or _at_most(morphs, index)
    )
    if hedge and not _modifies_speech(morphs, index, found):
        if _grades_own_length(morphs, index, found):
            return None  # "조금 길어지더라도 안내드리겠습니다": the telling's length (round 112)
        if _all_of_message_composed(morphs, index, found):
            return None  # "안내할 내용을 전부 한자리에 모아 두었어요": all of this message
        if _hedge_past_reading_purpose(morphs, index, found):
            return None  # "모두 한 번에 보실 수 있게 정리하면" (round 130): how it is laid out
        return "evaluative_or_epistemic"  # "다소, [[P:01]]", "어느 정도 [[P:01]]"
    if morph.form in classes.FREQUENCY_ADVERBS and _next_chain_is_speech(morphs, index, found):
        later = next(chain for chain in found if chain.first > index)
        if not _affect_follows(morphs, index, found) and not repeats_earlier_speech(morphs, later):
            return "time"  # "늘 먼저 말씀드릴게요": a habit of telling, other messages (round 50)
        return None  # "늘 말씀드리듯" is refused as an earlier telling (round 10)
    if (
        morph.tag == "MAG"
        and morph.form in classes.CONSTANCY_ADVERBS
        and _next_chain_is_speech(morphs, index, found)
        and _affect_follows(morphs, index, found)
    ):
        return None  # "한결같이 응원할게요" (round 121): the speaker's cheer, as "늘 응원합니다"
    if (
        morph.tag == "MAG"
        and morph.form in classes.COMPARATIVE_ADVERBS
        and _saying_follows(morphs, index, found)
    ):
        return None  # "한결 가볍게 정리해 드리면": how the speaker puts it, nothing changed
    if (
        morph.tag == "MAG"
        and morph.form in classes.COMPARATIVE_ADVERBS
        and _eases_the_reading(morphs, index, found)
    ):
        return None  # "한결 편하게 보실 수 있도록 정리하면": how easily it reads (round 117)
    if (
        morph.tag == "MAG"
        and morph.form in _TELLING_DEGREE
        and _grades_the_telling(morphs, index, found)
    ):
        return None  # "꽤 간략하게 정리하면", "덜 복잡하게 줄여 보면": how the speaker puts it
    if (
        morph.tag == "MAG"
        and morph.form in classes.ORDER_BEFORE_SPEECH_ADVERBS
        and (_first_in_message(morphs, index) or _card_part_below_ahead(morphs, index, slot_id))
        and _saying_follows(morphs, index, found, coming=True)
    ):
        return None  # "앞서 말씀드릴 것은": what the speaker says first, not "earlier"
    if (
        morph.tag == "MAG"
        and morph.form in classes.SPEECH_MANNER_ADVERBS
        and not _act_noun_before_the_telling(morphs, index, found)
        and (_next_chain_is_speech(morphs, index, found) or _after_manner_negation(morphs, index))
    ):
        return None  # "잘 부탁드립니다", "있는 그대로 전해 올리겠습니다"
    if morph.form == "잘" and morph.tag == "MAG" and _legibility_follows(morphs, index, found):
        return None  # "잘 보이도록": how legible the message is, not how it went
    if morph.form == "술술" and morph.tag == "MAG" and _smooth_reading(morphs, index, found):
        return None  # "술술 읽히게 정리하면" (round 89): how the message reads
    if morph.form in POLITE_HEDGES and _softener_follows(morphs, index, found):
        return None  # "혹시 괜찮으시면 말씀드릴게요": politeness, not a likelihood
    if morph.form in POLITE_HEDGES and _care_follows(morphs, index, found):
        return None  # "혹시 헷갈리실까 봐 적어 보면": the speaker's care, not a likelihood
    if _distributive_adverb(morph) and not _modifies_speech(morphs, index, found):
        return "evaluative_or_epistemic"  # "[[P:01]]. 틈틈이 [[A:01]]": how often it is done
    if _order_kept(morphs, index, found):
        return None  # "앞뒤 순서를 그대로 둔 채 옮겨 두려고 해요": the message's order kept
    if _continues_from_above(morphs, index, found, slot_id):
        return None  # "앞서 정리한 내용에 이어, [[P:01]]": the part above, continued
    evaluative = morph.tag in {"MAG", "MAJ", "NNG", "XR"}
    if evaluative and morph.form in classes.EVALUATIVE_OR_EPISTEMIC_ADVERBS:
        if clear_manner_root(morphs, index):
            return None  # "분명하게 적으면": how plainly the speaker puts it
        if nothing_new_added(morphs, index, found):
            return None  # "해석을 새로 만들지 않고" (round 122): nothing new added
        return "evaluative_or_epistemic"
    if morph.tag == "MAJ" and opening and _so_in_short(morphs, index, found):
        return None  # "그러니까 요점은, [[P:01]].": "that is, in short" - nothing before it
    if morph.tag == "MAJ" and _so_summing_up(morphs, index, found):
        return None  # "그래서 정리하면, [[P:01]].": "so, to sum up" - the slot's first word
    if morph.tag in {"MAG", "MAJ"} and (
        morph.form in classes.CAUSAL_CONNECTIVES
        or (
            morph.form in OPENERS
            and not opening
            and not _closes_message(morphs, index, found)
            and not _moves_on_to_tell(morphs, index, found)
            and not _moves_on_to_next_part(morphs, index, found)
        )
    ):
        return "causal_link"  # "그럼" may open or close the message, not link two statements
    if morph.tag in NOUNS and morph.form in classes.CAUSAL_NOUNS:
        if _presents_own_reason(morphs, index, slot_id, found):
            return None  # "이유를 짧게 말씀드리면" on a slot that states a reason
        return "causal_link"
    if morph.tag == "MM" and morph.form in DEMONSTRATIVES:
        head = _next_noun(morphs, index)
        if (
            head is not None
            and head.form in classes.CAUSAL_OR_TIME_HEADS - SEQUENCE_HEADS
            and not _followed_in_text(morphs, morphs.index(head, index))
        ):
            return "causal_link"  # "그런 만큼", "그 바람에" ("그다음으로" only orders)
    if (
        morph.tag in NOUNS
        and morph.form in classes.OPINION_NOUNS
        and index
        and (
            morphs[index - 1].form in {"제", "저희", "나", "내", "우리"}
            or (
                morphs[index - 1].form == "의"
                and index > 1
                and morphs[index - 2].form in {"저", "저희", "나", "우리"}
            )
        )
        and not view_withheld(morphs, index, found)
    ):
        return "evidential_framing"  # "제 생각엔 [[P:01]]": the speaker's view
    if morph.tag in NOUNS and morph.form in classes.EVIDENTIAL_NOUNS:
        if _likewise_in_manner(morphs, index, found):
            return None  # "[[P:01]]. 마찬가지로 담백하게, [[P:02]].": put as plainly again
        if view_withheld(morphs, index, found):
            return None  # "다른 의견은 섞지 않고" (round 122): no view given
        return "evidential_framing"
    if _circumstance(morphs, index, found):
        return "new_fact"  # "헬스장에서, [[P:01]]", "친구와 함께": where, with whom
    if fused_according_to(morph):
        return "evidential_framing"  # "회원님 뜻대로", "마음대로": as the noun + 대로 is
    before = morphs[index - 1] if index else None
    if before is None or before.tag not in NOUNS:
        return None
    if morph.form == "대로" and before.form not in classes.ORDER_NOUNS:
        return "evidential_framing"  # "말씀대로", "예상대로": according to someone
    if morph.tag == "XSN" and morph.form == "상" and before.form not in classes.LAYOUT_NOUNS:
        return "evidential_framing"  # "흐름상", "수치상" (but "순서상", "편의상")
    return None
