"""Pure decisions of recording a diagnostics-host send on a delivery draft (ADR 0072).

The diagnostics host, never delivery, sends a test customer's draft (seed 003 Rev 37). What
delivery records is what an ordinary approval records: the draft approved at exactly the
revision Richard read and then ``dispatched`` (no edit, approve or discard after it), the
``draft_approved`` event, and ``draft_sent`` once the host holds a receipt. Only for a
customer bound ``diagnostic_isolated_v1``; an ordinary customer is refused here exactly as a
diagnostic one is refused by the ordinary path.
"""

from __future__ import annotations

from typing import Literal

from services.delivery.drafts.rules import DISPATCHED, STALE, DraftRefusal, refusal

ORDINARY_CUSTOMER = (
    "not-diagnostic-bound",
    "Only a customer bound to a diagnostic session is sent by the diagnostics host",
)
ORDINARY_DELIVERY_EXISTS = (
    "ordinary-delivery-exists",
    "Delivery already reserved this draft itself; the diagnostics host may not send it",
)
NOT_RECORDED = (
    "diagnostic-approval-missing",
    "The host's approval of this revision is not recorded; nothing can be marked sent",
)

ApprovalStep = Literal["approve", "replay"]


def approval_step(
    *, status: str, approved_revision: int | None, revision: int, ordinary_rows: int
) -> ApprovalStep:
    """``approve`` a waiting draft; ``replay`` when this very approval is already recorded;
    otherwise the refusal (a draft dispatched by delivery itself is never the host's)."""
    if ordinary_rows:
        raise refusal(ORDINARY_DELIVERY_EXISTS)
    if status == "dispatched":
        if approved_revision != revision:
            raise refusal(DISPATCHED)
        return "replay"
    return "approve"


def check_sent(*, status: str, approved_revision: int | None, revision: int) -> None:
    """A receipt can only be recorded for the revision the host was approved to send."""
    if status != "dispatched" or approved_revision is None:
        raise refusal(NOT_RECORDED)
    if approved_revision != revision:
        raise refusal(STALE)


__all__ = ["DraftRefusal", "approval_step", "check_sent"]


def host_send_key(draft_id: str, approved_revision: int) -> str:
    """The diagnostics host's send key of a draft's approved revision - the key
    ``/diag_approve`` sends under (ADR 0072: ``draft:<id>:r<revision>``); the console reads
    the host's record by it (ADR 0078)."""
    return f"draft:{draft_id}:r{approved_revision}"


def is_host_dispatched(*, status: str, approved_revision: int | None, deliveries: int) -> bool:
    """A draft dispatched with no delivery of delivery's own: only the diagnostics host's
    approval leaves that (ADR 0072 - its ledger is the host's reservation chain)."""
    return status == "dispatched" and approved_revision is not None and deliveries == 0
