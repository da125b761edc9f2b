"""One entry point: a provider response either yields the selected body or a rejection.

Validation is document-wide and fail closed: the first broken rule in any slot rejects the
whole response; nothing is repaired, extracted or partially merged.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from services.expression.provider.capsule import Capsule
from services.expression.validation.document import (
    DocumentRejected,
    assemble,
    check_document,
    expand,
)
from services.expression.validation.prose import ProseRejected, check_all_generated
from services.expression.validation.response import (
    ResponseRejected,
    generated_texts,
    parse_strict_json,
)
from shared.contracts.presentation import CanonicalSurface


@dataclass(frozen=True, slots=True)
class Accepted:
    selected_body: str


@dataclass(frozen=True, slots=True)
class Rejected:
    outcome: Literal["invalid_response", "validation_rejected"]
    reason: str


def validate_response(
    content: str, *, capsule: Capsule, surface: CanonicalSurface
) -> Accepted | Rejected:
    """Check ``content`` (the model's message) against ``capsule`` and ``surface``."""
    try:
        texts = generated_texts(parse_strict_json(content), capsule)
    except ResponseRejected as error:
        return Rejected("invalid_response", error.reason)
    try:
        check_all_generated(texts, surface.manifest.slots)
        expanded = [
            expand(text, slot) for text, slot in zip(texts, surface.manifest.slots, strict=True)
        ]
        selected = assemble(surface, expanded)
        check_document(surface, expanded, selected)
    except (ProseRejected, DocumentRejected) as error:
        return Rejected("validation_rejected", error.reason)
    return Accepted(selected)
