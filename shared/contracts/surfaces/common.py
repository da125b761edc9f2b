"""Building blocks shared by the four canonical surface grammars.

Every grammar is a pair of pure functions: ``render(facts) -> CanonicalSurface`` and a strict
``parse(body) -> facts`` that refuses anything it would not have rendered itself, so that
``render(parse(body)).body == body`` for every accepted body. Numbers are rendered in one
fixed notation (a value with a given number of decimals is refused unless it already has
exactly that precision), so a parse never has to round.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from datetime import date
from decimal import Decimal, InvalidOperation

from shared.contracts.presentation import (
    Button,
    CanonicalSurface,
    Placeholder,
    ProseSlot,
    SlotManifest,
    SurfaceVersion,
    byte_span,
    canonical_slot_text,
)


class SurfaceGrammarError(ValueError):
    """A body (or render input) does not follow its surface grammar exactly."""

    def __init__(self, surface: str, reason: str) -> None:
        super().__init__(f"{surface}: {reason}")
        self.surface = surface
        self.reason = reason


def require(condition: bool, surface: str, reason: str) -> None:
    """Raise ``SurfaceGrammarError`` unless ``condition`` holds."""
    if not condition:
        raise SurfaceGrammarError(surface, reason)


# ---------------------------------------------------------------- text values

_CONTROL = re.compile(r"[\x00-\x1f\x7f-\x9f\u2028\u2029\ufeff]")


def check_text(
    value: str, *, surface: str, field: str, max_chars: int, forbidden: Iterable[str] = ()
) -> str:
    """A single-line NFC text without control characters or surrounding blanks."""
    require(isinstance(value, str) and value != "", surface, f"{field} must be non-empty text")
    require(unicodedata.normalize("NFC", value) == value, surface, f"{field} must be NFC")
    require(_CONTROL.search(value) is None, surface, f"{field} must be one line of text")
    require(value == value.strip(), surface, f"{field} must not start or end with blanks")
    require(len(value) <= max_chars, surface, f"{field} is longer than {max_chars} characters")
    for fragment in forbidden:
        require(fragment not in value, surface, f"{field} must not contain {fragment!r}")
    return value


def check_int(value: int, *, surface: str, field: str, low: int, high: int) -> int:
    require(
        isinstance(value, int) and not isinstance(value, bool) and low <= value <= high,
        surface,
        f"{field} must be an integer in [{low}, {high}]",
    )
    return value


# ---------------------------------------------------------------- numbers

_GROUPED = re.compile(r"^(0|[1-9][0-9]{0,2}(,[0-9]{3})*)$")


def check_decimal(
    value: Decimal, *, surface: str, field: str, places: int, low: Decimal, high: Decimal
) -> Decimal:
    """A finite Decimal with exactly ``places`` decimals inside ``[low, high]``."""
    require(isinstance(value, Decimal) and value.is_finite(), surface, f"{field} must be a Decimal")
    exponent = value.as_tuple().exponent
    require(exponent == -places, surface, f"{field} must have exactly {places} decimal(s)")
    require(low <= value <= high, surface, f"{field} must be within [{low}, {high}]")
    return value


def format_fixed(value: Decimal, *, signed: bool = False) -> str:
    """``70.2``; with ``signed`` also ``+0.29`` / ``-0.50`` / ``+0.00``."""
    text = f"{abs(value):f}" if signed else f"{value:f}"
    if signed:
        return ("-" if value < 0 else "+") + text
    return text


def parse_fixed(text: str, *, places: int, signed: bool, surface: str, field: str) -> Decimal:
    sign = r"[+-]" if signed else ""
    digits = r"(0|[1-9][0-9]*)" + (rf"\.[0-9]{{{places}}}" if places else "")
    require(re.fullmatch(sign + digits, text) is not None, surface, f"{field} is malformed")
    try:
        value = Decimal(text)
    except InvalidOperation as error:  # pragma: no cover - the pattern already rules it out
        raise SurfaceGrammarError(surface, f"{field} is malformed") from error
    require(not (signed and value == 0 and text.startswith("-")), surface, f"{field} is -0")
    return value


def format_grouped(value: int) -> str:
    """``2300`` → ``2,300``."""
    return f"{value:,}"


def parse_grouped(text: str, *, surface: str, field: str) -> int:
    require(_GROUPED.fullmatch(text) is not None, surface, f"{field} is malformed")
    return int(text.replace(",", ""))


def parse_plain_int(text: str, *, surface: str, field: str) -> int:
    require(re.fullmatch(r"0|[1-9][0-9]{0,5}", text) is not None, surface, f"{field} is malformed")
    return int(text)


def format_korean_date(day: date) -> str:
    """``2026년 12월 2일``."""
    return f"{day.year}년 {day.month}월 {day.day}일"


def parse_korean_date(text: str, *, surface: str, field: str) -> date:
    match = re.fullmatch(r"([0-9]{4})년 ([1-9][0-9]?)월 ([1-9][0-9]?)일", text)
    require(match is not None, surface, f"{field} is not a date")
    assert match is not None
    try:
        return date(int(match.group(1)), int(match.group(2)), int(match.group(3)))
    except ValueError as error:
        raise SurfaceGrammarError(surface, f"{field} is not a date") from error


# ---------------------------------------------------------------- shared value types


@dataclass(frozen=True, slots=True)
class WeeklyRateRange:
    """A target weekly body-weight change in percent, e.g. ``+0.10 … +0.25``."""

    min_percent: Decimal
    max_percent: Decimal

    def validate(self, surface: str) -> None:
        for name in ("min_percent", "max_percent"):
            check_decimal(
                getattr(self, name),
                surface=surface,
                field=name,
                places=2,
                low=Decimal("-5.00"),
                high=Decimal("5.00"),
            )
        require(self.min_percent <= self.max_percent, surface, "range minimum exceeds maximum")

    def contains(self, rate_percent: Decimal) -> bool:
        return self.min_percent <= rate_percent <= self.max_percent

    def render(self) -> str:
        return f"{format_fixed(self.min_percent, signed=True)}% ~ " + (
            f"{format_fixed(self.max_percent, signed=True)}%"
        )

    @classmethod
    def parse(cls, text: str, *, surface: str) -> WeeklyRateRange:
        match = re.fullmatch(r"(\S+)% ~ (\S+)%", text)
        require(match is not None, surface, "rate range is malformed")
        assert match is not None
        low = parse_fixed(match.group(1), places=2, signed=True, surface=surface, field="min")
        high = parse_fixed(match.group(2), places=2, signed=True, surface=surface, field="max")
        parsed = cls(low, high)
        parsed.validate(surface)
        return parsed


@dataclass(frozen=True, slots=True)
class CalorieTarget:
    """The current daily calorie target and the proposed one (equal when unchanged)."""

    current_kcal: int
    proposed_kcal: int

    def validate(self, surface: str) -> None:
        check_int(self.current_kcal, surface=surface, field="current_kcal", low=500, high=9000)
        check_int(self.proposed_kcal, surface=surface, field="proposed_kcal", low=500, high=9000)

    def render(self) -> str:
        current = f"{format_grouped(self.current_kcal)}kcal"
        if self.current_kcal == self.proposed_kcal:
            return f"{current} 유지"
        return f"{current} → {format_grouped(self.proposed_kcal)}kcal"

    @classmethod
    def parse(cls, text: str, *, surface: str) -> CalorieTarget:
        kept = re.fullmatch(r"(\S+)kcal 유지", text)
        if kept is not None:
            value = parse_grouped(kept.group(1), surface=surface, field="kcal")
            parsed = cls(value, value)
        else:
            changed = re.fullmatch(r"(\S+)kcal → (\S+)kcal", text)
            require(changed is not None, surface, "calorie target is malformed")
            assert changed is not None
            current = parse_grouped(changed.group(1), surface=surface, field="kcal")
            proposed = parse_grouped(changed.group(2), surface=surface, field="kcal")
            require(current != proposed, surface, "an unchanged target must say 유지")
            parsed = cls(current, proposed)
        parsed.validate(surface)
        return parsed


# ---------------------------------------------------------------- placeholders and layout


def issue_placeholders(
    glossary: Mapping[str, str], semantic_ids: Sequence[str]
) -> tuple[Placeholder, ...]:
    """Placeholders for ``semantic_ids`` in order: ``[[P:01]]``, ``[[P:02]]``, ``[[A:01]]``..."""
    counters = {"P": 0, "A": 0}
    issued = []
    for semantic_id in semantic_ids:
        kind = semantic_id[0]
        counters[kind] += 1
        issued.append(
            Placeholder(
                token=f"[[{kind}:{counters[kind]:02d}]]",
                semantic_id=semantic_id,
                expansion=glossary[semantic_id],
            )
        )
    return tuple(issued)


def slot_text(glossary: Mapping[str, str], semantic_ids: Sequence[str]) -> str:
    """The canonical bytes of a slot stating ``semantic_ids`` (see contracts.presentation)."""
    return canonical_slot_text(issue_placeholders(glossary, semantic_ids))


def match_slot_text(
    text: str,
    branches: Iterable[tuple[str, ...]],
    glossary: Mapping[str, str],
    *,
    surface: str,
    field: str,
) -> tuple[str, ...]:
    """The one typed branch whose canonical slot text is exactly ``text``."""
    for branch in branches:
        if slot_text(glossary, branch) == text:
            return branch
    raise SurfaceGrammarError(surface, f"{field} is not a known typed text")


@dataclass(frozen=True, slots=True)
class _PendingSlot:
    char_start: int
    text: str
    slot_id: str
    placeholders: tuple[Placeholder, ...]
    max_generated_chars: int


class LayoutBuilder:
    """Assembles a body line by line and records each slot's exact UTF-8 byte span."""

    def __init__(self, surface_version: SurfaceVersion) -> None:
        self._surface_version = surface_version
        self._lines: list[str] = []
        self._chars = 0
        self._slots: list[_PendingSlot] = []

    def line(self, text: str) -> None:
        self._lines.append(text)
        self._chars += len(text) + 1

    def blank(self) -> None:
        self.line("")

    def slot_line(
        self,
        *,
        prefix: str,
        slot_id: str,
        semantic_ids: Sequence[str],
        glossary: Mapping[str, str],
        max_generated_chars: int,
        slotted: bool = True,
    ) -> None:
        """A line ``prefix`` + the slot's canonical text; ``slotted=False`` locks it instead."""
        placeholders = issue_placeholders(glossary, semantic_ids)
        text = canonical_slot_text(placeholders)
        if slotted:
            self._slots.append(
                _PendingSlot(
                    self._chars + len(prefix), text, slot_id, placeholders, max_generated_chars
                )
            )
        self.line(prefix + text)

    def build(self, buttons: tuple[tuple[Button, ...], ...] = ()) -> CanonicalSurface:
        body = "\n".join(self._lines)
        slots = []
        for pending in self._slots:
            start, end = byte_span(body, pending.char_start, pending.text)
            slots.append(
                ProseSlot(
                    slot_id=pending.slot_id,
                    predicate_ids=tuple(
                        p.semantic_id for p in pending.placeholders if p.token.startswith("[[P")
                    ),
                    action_ids=tuple(
                        p.semantic_id for p in pending.placeholders if p.token.startswith("[[A")
                    ),
                    placeholders=pending.placeholders,
                    byte_start=start,
                    byte_end=end,
                    max_generated_chars=pending.max_generated_chars,
                )
            )
        manifest = SlotManifest(surface_version=self._surface_version, slots=tuple(slots))
        return CanonicalSurface(body=body, manifest=manifest, buttons=buttons)


class LineReader:
    """A strict cursor over the lines of a body; every mismatch is a grammar error."""

    def __init__(self, body: str, surface: str) -> None:
        require(isinstance(body, str), surface, "body must be text")
        require(unicodedata.normalize("NFC", body) == body, surface, "body must be NFC")
        require("\r" not in body, surface, "body must use LF line ends")
        require(not body.endswith("\n"), surface, "body must not end with a line break")
        self.surface = surface
        self._lines = body.split("\n")
        self._index = 0

    def peek(self) -> str | None:
        return self._lines[self._index] if self._index < len(self._lines) else None

    def take(self) -> str:
        line = self.peek()
        require(line is not None, self.surface, "body ends too early")
        assert line is not None
        self._index += 1
        return line

    def exact(self, text: str) -> None:
        line = self.take()
        require(line == text, self.surface, f"expected line {text!r}")

    def blank(self) -> None:
        self.exact("")

    def prefixed(self, prefix: str) -> str:
        line = self.take()
        require(line.startswith(prefix), self.surface, f"expected a line starting {prefix!r}")
        return line[len(prefix) :]

    def next_is(self, text: str) -> bool:
        return self.peek() == text

    def next_starts(self, prefix: str) -> bool:
        line = self.peek()
        return line is not None and line.startswith(prefix)

    def bullets(self) -> list[str]:
        """Consecutive ``- `` lines (at least one)."""
        items = [self.prefixed("- ")]
        while self.next_starts("- "):
            items.append(self.prefixed("- "))
        return items

    def end(self) -> None:
        require(self._index == len(self._lines), self.surface, "unexpected text after the end")
