"""What Richard reads about a later safety hold (합니다체; golden tests)."""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Final

from shared.contracts.surfaces.held_notice import CLASS_LABELS, reason_from_document, reason_line

LATER_HOLD: Final = "고객의 안전 신호로 보류된 초안입니다."
LATER_HOLD_EFFECT: Final = "승인하거나 보낼 수 없습니다."
LATER_HOLD_CONSOLE_HINT: Final = (
    "리처드가 보류를 해제한 뒤 새로 만든 초안만 승인할 수 있습니다. 이 초안은 보류된 채로 남습니다."
)

# Refusals of an approval or a send (the slugs of ``holds.rules``) and of a clearance.
REFUSALS: Final[dict[str, str]] = {
    "customer-safety-held": (
        "고객의 안전 신호로 보류 중이라 승인하거나 보낼 수 없습니다. "
        "보류를 해제한 뒤 새로 만든 초안만 승인할 수 있습니다."
    ),
    "safety-state-unavailable": (
        "고객의 안전 상태를 확인하지 못해 승인하거나 보내지 않았습니다. "
        "잠시 뒤 다시 시도해 주십시오."
    ),
    "drafted-before-clearance": (
        "보류 해제 전에 만든 초안이라 승인하거나 보낼 수 없습니다. 새로 만들어 주십시오."
    ),
}
CLEARANCE_NOTICES: Final[dict[str, str]] = {
    "hold-cleared": "안전 보류를 해제했습니다. 이제부터 만든 초안만 승인할 수 있습니다.",
    "hold-clear-replayed": "이미 기록된 보류 해제입니다. 새로 기록하지 않았습니다.",
    "safety-hold-not-held": "지금 보류된 안전 신호가 없어 해제할 것이 없습니다.",
    "clear-note-invalid": "해제 메모를 1자 이상 500자 이하로 적어 주십시오.",
    "clear-unavailable": (
        "안전 상태를 확인하지 못해 해제하지 않았습니다. 잠시 뒤 다시 시도해 주십시오."
    ),
}


def _rule_label(document: Mapping[str, object]) -> str:
    rule_id, safety_class = document.get("rule_id"), document.get("class")
    return f"{rule_id} {CLASS_LABELS.get(str(safety_class), str(safety_class))}"


def short_reasons(documents: Iterable[Mapping[str, object]]) -> str:
    """``S2 통증, S4 섭식 위험``: the reasons' rules, once each (fits a callback answer)."""
    labels: list[str] = []
    for document in documents:
        label = _rule_label(document)
        if label not in labels:
            labels.append(label)
    return ", ".join(labels)


def later_hold_answer(documents: Iterable[Mapping[str, object]]) -> str:
    """The Telegram answer to a review button of a draft a later signal held (≤ 200 chars)."""
    reasons = short_reasons(documents)
    suffix = f" 사유: {reasons}." if reasons else ""
    return f"{LATER_HOLD}{suffix} {LATER_HOLD_EFFECT}"


def reason_lines(documents: Iterable[Mapping[str, object]]) -> tuple[str, ...]:
    """Each typed reason as the held notice states it (for the console's draft page)."""
    return tuple(reason_line(reason_from_document(document)) for document in documents)
