"""Pure decisions of the customer's withdrawal: is it recorded, and the notice's key."""

from __future__ import annotations

from typing import Final

from services.checkin.registry.rules import WITHDRAWAL_REASON
from services.checkin.registry.schemas import TransitionView

# The disable reason only the customer's own confirmed withdrawal records.
CUSTOMER_WITHDRAWAL: Final = WITHDRAWAL_REASON


def is_withdrawal(transition: TransitionView | None) -> bool:
    """Is this (a customer stream's latest) transition the customer's own withdrawal?"""
    return (
        transition is not None
        and transition.action == "disabled"
        and transition.detail.get("reason") == CUSTOMER_WITHDRAWAL
    )


def notice_draft_key(customer_id: str, sequence: int) -> str:
    """One notice per withdrawal transition (a later re-activation and withdrawal: a new one)."""
    return f"withdrawal.{customer_id}.{sequence}"
