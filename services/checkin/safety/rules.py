"""S1-S6 classification of submitted free text and the structured tests (pure).

``classify(flow, texts, calories=...)`` runs at finalize for both flows and returns the typed
``Safety`` verdict stored on the event: one ``SafetyReason`` per matched rule and field
(class, flow, declared field, the customer's own words around the match), the matching
signals, ``coaching_held`` and ``stop_and_escalate`` for S1 / ``monitor`` otherwise.

At most six reasons fit a ``Safety``; when more match, each rule keeps its first field
(in declared field order) so every matched class stays visible, then the rest fill up.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Final, get_args

from services.checkin.events.safety import (
    FLOW_FIELDS,
    MAX_REASONS,
    Safety,
    SafetyReason,
    SourceFlow,
    normalize_excerpt,
)
from services.checkin.safety import patterns
from shared.safety import RULE_CLASSES, RuleId

RULE_IDS: Final[tuple[RuleId, ...]] = get_args(RuleId)
CALORIE_FLOOR_KCAL: Final = 1000  # S4: a customer intake below this is an eating risk
_APOSTROPHES = frozenset("'’‘`´")
_SENTENCE_END = re.compile(r"[!?\n。！？]|\.(?!\d)")


@dataclass(frozen=True, slots=True)
class _View:
    """A normalised form of a text and, per character, where it came from in the original."""

    text: str
    origin: tuple[int, ...]


def _views(text: str) -> tuple[_View, _View]:
    """The compact view (Korean patterns) and the word view (English patterns, amounts)."""
    compact: list[str] = []
    compact_origin: list[int] = []
    words: list[str] = []
    words_origin: list[int] = []
    for index, char in enumerate(text):
        if char in _APOSTROPHES:
            continue
        for folded in unicodedata.normalize("NFKC", char).casefold():
            category = unicodedata.category(folded)
            if folded.isalnum():
                compact.append(folded)
                compact_origin.append(index)
                words.append(folded)
                words_origin.append(index)
                continue
            between_digits = (
                folded == "."
                and words
                and words[-1].isdigit()
                and index + 1 < len(text)
                and text[index + 1].isdigit()
            )
            if between_digits:
                words.append(folded)
                words_origin.append(index)
            elif category[0] not in "PZC" and not folded.isspace():
                compact.append(folded)
                compact_origin.append(index)
            if not between_digits and words and words[-1] != " ":
                words.append(" ")
                words_origin.append(index)
    return (
        _View("".join(compact), tuple(compact_origin)),
        _View("".join(words), tuple(words_origin)),
    )


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
    return normalize_excerpt(text[start:end])


def _span(view: _View, match: re.Match[str]) -> tuple[int, int]:
    first = view.origin[match.start()]
    last = view.origin[max(match.end() - 1, match.start())]
    return first, last + 1


def _phrase_match(rule: RuleId, text: str, compact: _View, words: _View) -> str | None:
    for pattern in patterns.KOREAN_COMPILED[rule]:
        found = pattern.search(compact.text)
        if found:
            return _excerpt(text, *_span(compact, found))
    for pattern in patterns.ENGLISH_COMPILED[rule]:
        found = pattern.search(words.text)
        if found:
            return _excerpt(text, *_span(words, found))
    return None


def _period_days(sentence: str) -> list[int]:
    days = [
        int(found.group(1)) * factor
        for pattern, factor in patterns.PERIODS
        for found in pattern.finditer(sentence)
    ]
    days += [value for pattern, value in patterns.NAMED_PERIODS if pattern.search(sentence)]
    return days


def _amounts_kg(sentence: str) -> list[float]:
    amounts = []
    for found in patterns.AMOUNT.finditer(sentence):
        value = float(found.group(1))
        unit = found.group(2)
        amounts.append(
            value * patterns.POUND_KG if unit.startswith(("lb", "pound", "파운드")) else value
        )
    return amounts


def stated_extreme_goal(text: str) -> str | None:
    """S6's structured test: a sentence stating a change of >= 5 kg within <= 14 days."""
    for sentence in _SENTENCE_END.split(text):
        _, words = _views(sentence)
        if not words.text.strip() or not patterns.CHANGE_WORDS.search(words.text):
            continue
        periods = [days for days in _period_days(words.text) if days <= patterns.GOAL_MAX_DAYS]
        amounts = _amounts_kg(words.text)
        weights = [kg for kg in amounts if kg >= patterns.BODY_WEIGHT_FLOOR_KG]
        changes = [kg for kg in amounts if kg < patterns.BODY_WEIGHT_FLOOR_KG]
        changes += [abs(a - b) for i, a in enumerate(weights) for b in weights[i + 1 :]]
        if any(days > 0 for days in periods) and any(kg >= patterns.GOAL_MIN_KG for kg in changes):
            return normalize_excerpt(sentence)
    return None


def _reason(flow: SourceFlow, field: str, rule: RuleId, excerpt: str) -> SafetyReason:
    return SafetyReason.model_validate(
        {
            "class": RULE_CLASSES[rule],
            "source_flow": flow,
            "matched_field": field,
            "excerpt": excerpt,
            "rule_id": rule,
        }
    )


def matches(flow: SourceFlow, field: str, text: str) -> list[SafetyReason]:
    """Every rule ``text`` matches, in rule order (at most one reason per rule)."""
    if field not in FLOW_FIELDS[flow]:
        raise ValueError(f"{field} is not a declared field of {flow}")
    compact, words = _views(text)
    found: list[SafetyReason] = []
    for rule in RULE_IDS:
        excerpt = _phrase_match(rule, text, compact, words)
        if excerpt is None and rule == "S6":
            excerpt = stated_extreme_goal(text)
        if excerpt:
            found.append(_reason(flow, field, rule, excerpt))
    return found


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
