"""Expansion and the document-wide checks (failures are ``validation_rejected``).

Placeholders are expanded to their exact local sentences only after every slot passed.
The selected body is the canonical body with each slot's bytes replaced; it must then
differ from the canonical body only inside the slots (headings, blank lines, facts and the
envelope are byte-identical), respect each slot's growth limit, the document change budget
and Telegram's 4096 UTF-16 code units, and contain exactly the canonical body's numbers.
"""

from __future__ import annotations

import re
import unicodedata
from collections import Counter
from collections.abc import Sequence
from functools import lru_cache
from typing import Final

from shared.contracts.presentation import CanonicalSurface, ProseSlot, rendered_body_mismatch

TELEGRAM_MAX_UTF16_UNITS: Final = 4096
# Seeds 000/001 require a final-slot expansion bound and a final-body change budget but
# give no number for either (ADR 0020): a slot may grow by its own generated-text limit,
# and the body by 480 code points in all.
DOCUMENT_CHANGE_BUDGET_CHARS: Final = 480
_NUMBER: Final = re.compile(r"\d+(?:[.,:/-]\d+)*")


class DocumentRejected(Exception):
    def __init__(self, reason: str) -> None:
        super().__init__(reason)
        self.reason = reason


def expand(text: str, slot: ProseSlot) -> str:
    """Replace each issued token by its expansion (tokens are known to occur once each)."""
    for placeholder in slot.placeholders:
        text = text.replace(placeholder.token, placeholder.expansion, 1)
    return text


def assemble(surface: CanonicalSurface, expanded: Sequence[str]) -> str:
    """The canonical body with each slot's byte span replaced by its expanded text."""
    encoded = surface.body.encode("utf-8")
    parts: list[bytes] = []
    position = 0
    for slot, text in zip(surface.manifest.slots, expanded, strict=True):
        parts.append(encoded[position : slot.byte_start])
        parts.append(text.encode("utf-8"))
        position = slot.byte_end
    parts.append(encoded[position:])
    return b"".join(parts).decode("utf-8")


def utf16_units(text: str) -> int:
    return len(text.encode("utf-16-le")) // 2


def numeric_tokens(text: str) -> Counter[str]:
    return Counter(_NUMBER.findall(unicodedata.normalize("NFKC", text)))


@lru_cache(maxsize=256)
def _canonical_numbers(body: str) -> dict[str, int]:
    """The canonical body's numbers: one body is checked against many responses. A plain
    dict, as the comparison's other side: two dicts compare in C, while ``Counter``'s own
    equality walks both in Python (every count here is positive, so they agree)."""
    return dict(numeric_tokens(body))


def check_document(surface: CanonicalSurface, expanded: Sequence[str], selected: str) -> None:
    """Raise ``DocumentRejected`` unless ``selected`` may stand in for the canonical body."""
    growth = 0
    for slot, text in zip(surface.manifest.slots, expanded, strict=True):
        canonical_chars = len(slot.canonical_text())
        if len(text) > canonical_chars + slot.max_generated_chars:
            raise DocumentRejected("slot_expansion_too_long")
        growth += max(0, len(text) - canonical_chars)
    if growth > DOCUMENT_CHANGE_BUDGET_CHARS:
        raise DocumentRejected("change_budget")
    if rendered_body_mismatch(surface, selected) is not None:
        raise DocumentRejected("locked_bytes")
    if utf16_units(selected) > TELEGRAM_MAX_UTF16_UNITS:
        raise DocumentRejected("telegram_length")
    if dict(numeric_tokens(selected)) != _canonical_numbers(surface.body):
        raise DocumentRejected("numeric_tokens")
    if unicodedata.normalize("NFC", selected) != selected:
        raise DocumentRejected("not_nfc")
