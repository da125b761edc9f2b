"""Word-level rules: numerals, time words, evaluative adverbs, causal and evidential words.

Each looks at one morpheme (and its neighbours) of the analysed prose. A numeral passes
only when it counts the message's own parts ("한 가지 더") or is a manner adverb
("하나씩"); a time noun only when it is the surface's own period (``오늘은`` on daily).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final

from services.expression.validation import word_classes as classes
from services.expression.validation.clauses import chains
from services.expression.validation.predicates import is_speech
from services.expression.validation.stems import Morph

ONE: Final = frozenset({"하나", "한"})
SPEECH_COUNTERS: Final = frozenset({"번", "마디", "가지"})
ORDINALS: Final = frozenset({"첫째", "둘째", "셋째", "넷째"})
NOUNS: Final = frozenset({"NNG", "NNP", "NNB", "NP"})
OPENERS: Final = frozenset({"그럼"})
SEQUENCE_HEADS: Final = frozenset({"다음", "대로"})
SINCE_UNTIL: Final = frozenset({"까지", "부터", "껏", "처럼"})
DEMONSTRATIVES: Final = frozenset({"이", "그", "저", "이런", "그런", "저런", "이러한", "그러한"})


def _next_noun(morphs: Sequence[Morph], index: int) -> Morph | None:
    for morph in morphs[index + 1 : index + 3]:
        if morph.tag in NOUNS:
            return morph
        if morph.tag not in {"MM", "XPN"}:
            return None
    return None


def _next_chain_is_speech(morphs: Sequence[Morph], index: int) -> bool:
    found = chains(morphs[index + 1 :])
    return bool(found) and is_speech(found[0], found[1] if len(found) > 1 else None)


def _counts_speech(morphs: Sequence[Morph], index: int) -> bool:
    if morphs[index].form not in ONE:
        return False
    head = _next_noun(morphs, index)
    return (head is None or head.form in SPEECH_COUNTERS) and _next_chain_is_speech(morphs, index)


def _is_time_noun(morph: Morph) -> bool:
    if morph.tag not in NOUNS:
        return False
    if morph.form in classes.TIME_NOUNS_EXACT:
        return True
    # One set probe per prefix length, rather than ``startswith`` against every time noun.
    return any(morph.form[:length] in classes.TIME_NOUN_PREFIXES for length in range(1, 6))


def _own_period(morphs: Sequence[Morph], index: int, slot_id: str) -> bool:
    """``오늘은`` / ``오늘`` on the daily surface names the surface's own day (seed 001)."""
    own = classes.SURFACE_OWN_PERIOD.get(slot_id.split(".")[0])
    if own is None or morphs[index].form != own:
        return False
    after = morphs[index + 1] if index + 1 < len(morphs) else None
    return after is None or after.form in {"은", "는"} or after.tag in {"SP", "SF", "MAG"}


def word_reason(morphs: Sequence[Morph], index: int, slot_id: str, opening: bool) -> str | None:
    """Why the morpheme at ``index`` claims something (``opening``: before any placeholder)."""
    morph = morphs[index]
    if morph.tag == "SN":
        return "number"
    if morph.tag in {"NR", "MM"} and _counts_speech(morphs, index):
        return None  # "하나 더 말씀드리면", "한 번 더 정리하면": counts the speaker's acts
    if morph.tag == "NR":
        after = morphs[index + 1] if index + 1 < len(morphs) else None
        if morph.form in classes.MANNER_NUMERALS or (after is not None and after.form == "씩"):
            return None
        if morph.form in ORDINALS and after is not None and after.form in {"로", "으로"}:
            return None
        return "number"
    if morph.tag == "MM" and morph.form in classes.NUMERAL_DETERMINERS:
        head = _next_noun(morphs, index)
        if head is None or head.form not in classes.DISCOURSE_NOUNS:
            return "number"
    if _is_time_noun(morph) and not _own_period(morphs, index, slot_id):
        return "time"
    after = morphs[index + 1] if index + 1 < len(morphs) else None
    if morph.form in {"지금", "이제"} and after is not None and after.form in SINCE_UNTIL:
        return "time"
    if morph.form in classes.FREQUENCY_ADVERBS and _next_chain_is_speech(morphs, index):
        return None
    evaluative = morph.tag in {"MAG", "MAJ", "NNG", "XR"}
    if evaluative and morph.form in classes.EVALUATIVE_OR_EPISTEMIC_ADVERBS:
        return "evaluative_or_epistemic"
    if morph.tag in {"MAG", "MAJ"} and (
        morph.form in classes.CAUSAL_CONNECTIVES or (morph.form in OPENERS and not opening)
    ):
        return "causal_link"  # "그럼" may open the message, not link two statements
    if morph.tag in NOUNS and morph.form in classes.CAUSAL_NOUNS:
        return "causal_link"
    if morph.tag == "MM" and morph.form in DEMONSTRATIVES:
        head = _next_noun(morphs, index)
        if head is not None and head.form in classes.CAUSAL_OR_TIME_HEADS - SEQUENCE_HEADS:
            return "causal_link"  # "그런 만큼", "그 바람에" ("그다음으로" only orders)
    if morph.tag in NOUNS and morph.form in classes.EVIDENTIAL_NOUNS:
        return "evidential_framing"
    before = morphs[index - 1] if index else None
    if before is None or before.tag not in NOUNS:
        return None
    if morph.form == "대로" and before.form not in classes.ORDER_NOUNS:
        return "evidential_framing"  # "말씀대로", "예상대로": according to someone
    if morph.tag == "XSN" and morph.form == "상":
        return "evidential_framing"  # "흐름상", "수치상"
    return None
