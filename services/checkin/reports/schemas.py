"""Shapes of the task render answer (delivery's scheduler) and the weekly view."""

from __future__ import annotations

from datetime import date
from typing import Literal

from pydantic import BaseModel, ConfigDict

from shared.contracts.drafts import EvidenceRef
from shared.contracts.presentation import PresentationCandidate, SlotManifest
from shared.contracts.safety import HoldReason


class _Frozen(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


class WeeklyMaterial(_Frozen):
    """A weekly task's draft material; delivery turns it into a draft keyed by the task.

    Held: ``canonical_text`` and ``presentation`` null - delivery renders Richard's held
    notice from the typed ``hold_reasons``.
    """

    task_key: str
    customer_id: str
    kind: Literal["weekly"] = "weekly"
    canonical_text: str | None
    presentation: PresentationCandidate | None
    evidence: tuple[EvidenceRef, ...]
    held: bool
    hold_reasons: tuple[HoldReason, ...]


class NothingToSend(_Frozen):
    """A daily task: the check-in is customer-initiated, so the scheduler sends nothing.

    Each finalized check-in submits its own draft; this answer lets the scheduler close
    the task without a draft.
    """

    task_key: str
    customer_id: str
    kind: Literal["daily"] = "daily"
    nothing_to_send: Literal[True] = True
    reason: Literal["customer_initiated_checkin"] = "customer_initiated_checkin"


class WeeklyView(_Frozen):
    """The weekly judgement of one pilot week as of today (operator, diagnostics)."""

    customer_id: str
    week_index: int
    week_start: date
    week_end: date
    as_of: date
    checkin_days: int
    expected_days: int
    checkin_percent: int
    next_decision: str
    interpretation_ids: tuple[str, ...]
    rationale_id: str
    body: str
    manifest: SlotManifest
    evidence: tuple[EvidenceRef, ...]
    held: bool
    hold_reasons: tuple[HoldReason, ...]
