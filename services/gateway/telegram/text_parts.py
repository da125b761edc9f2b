"""Telegram's text limit: 4096 UTF-16 code units per message, and where a long text may split.

Telegram counts message length in UTF-16 code units (an emoji outside the BMP is two).
A long body is split greedily into the fewest parts, cutting at the last paragraph break
that fits, else the last line break, else the last space, else between two characters that
do not belong to one visible symbol - and never inside a protected span (a placeholder's
expansion, given by the caller as UTF-8 byte offsets like the presentation manifests).
The separator at a cut is dropped: joining the parts with it gives back the body. Pure: the
sending ledger (customer messages) and Richard's command replies both cut here.
"""

from __future__ import annotations

import unicodedata
from collections.abc import Sequence

MAX_MESSAGE_UTF16 = 4096
_SEPARATORS = ("\n\n", "\n", " ")
_ZERO_WIDTH_JOINER = "\u200d"


class SplitError(ValueError):
    """The body cannot be split within the limits without cutting a protected span."""


def utf16_length(text: str) -> int:
    """Length in UTF-16 code units, as Telegram counts it."""
    return len(text.encode("utf-16-le")) // 2


def _utf16_prefix_lengths(text: str) -> list[int]:
    lengths = [0]
    for character in text:
        lengths.append(lengths[-1] + (2 if ord(character) > 0xFFFF else 1))
    return lengths


def character_spans(text: str, byte_spans: Sequence[tuple[int, int]]) -> list[tuple[int, int]]:
    """Convert UTF-8 byte spans to character spans; refuses spans off the text or mid-character."""
    boundaries: dict[int, int] = {}
    offset = 0
    for index, character in enumerate(text):
        boundaries[offset] = index
        offset += len(character.encode("utf-8"))
    boundaries[offset] = len(text)
    spans = []
    for start, end in byte_spans:
        if start not in boundaries or end not in boundaries or end <= start:
            raise SplitError(f"protected span {start}..{end} is not a span of the body")
        spans.append((boundaries[start], boundaries[end]))
    return spans


def _joins_symbol(text: str, position: int) -> bool:
    """True if a cut at ``position`` would separate parts of one visible symbol."""
    before, after = text[position - 1], text[position]
    return (
        after == _ZERO_WIDTH_JOINER
        or before == _ZERO_WIDTH_JOINER
        or unicodedata.combining(after) != 0
        or "\ufe00" <= after <= "\ufe0f"  # variation selectors
        or "\U0001f3fb" <= after <= "\U0001f3ff"  # skin-tone modifiers
        or "\U000e0020" <= after <= "\U000e007f"  # tag characters (flag sequences)
    )


def _cut_allowed(start: int, end: int, spans: Sequence[tuple[int, int]]) -> bool:
    """A cut removing text[start:end] (empty for a hard cut) must stay outside every span."""
    return all(end <= span_start or start >= span_end for span_start, span_end in spans)


def _find_cut(
    text: str, start: int, window_end: int, spans: Sequence[tuple[int, int]]
) -> tuple[int, int]:
    """The best cut ``(part_end, next_start)`` for the part beginning at ``start``."""
    for separator in _SEPARATORS:
        position = text.rfind(separator, start + 1, window_end + len(separator))
        while position > start:
            # The part before the separator must fit; the separator itself may lie beyond.
            if position <= window_end and _cut_allowed(position, position + len(separator), spans):
                return position, position + len(separator)
            position = text.rfind(separator, start + 1, position)
    for position in range(window_end, start, -1):
        if not _joins_symbol(text, position) and _cut_allowed(position, position, spans):
            return position, position
    raise SplitError("no allowed cut: a protected span is longer than one message")


def split_message(
    text: str,
    protected: Sequence[tuple[int, int]] = (),
    limit: int = MAX_MESSAGE_UTF16,
) -> list[str]:
    """Split ``text`` into parts of at most ``limit`` UTF-16 units (character spans protected)."""
    lengths = _utf16_prefix_lengths(text)
    parts: list[str] = []
    start = 0
    while lengths[len(text)] - lengths[start] > limit:
        window_end = start
        while window_end < len(text) and lengths[window_end + 1] - lengths[start] <= limit:
            window_end += 1
        part_end, next_start = _find_cut(text, start, window_end, protected)
        parts.append(text[start:part_end])
        start = next_start
    parts.append(text[start:])
    if any(not part.strip() for part in parts):
        raise SplitError("splitting would produce an empty message")
    return parts
