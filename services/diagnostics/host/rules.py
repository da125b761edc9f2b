"""The dedupe-state matrix of Rev 37-38, over the chain of one dedupe key: pure.

``judge_chain`` says what ``reserve_and_verify`` (and startup recovery, which applies the
same matrix) must do with the evidence already stored:

* no row: ``fresh`` - the only way to provider authority;
* a valid chain holding ``sent_audited``: ``duplicate`` (even with receipts before it);
* else receipt / delivered / audit_pending: ``audit_pending`` (reconciliation may follow);
* else ``delivery_unknown``: ``unknown``;
* else only started / consumed: ``terminalize`` - append exactly one ``delivery_unknown``,
  then ``unknown``. Persisted evidence never becomes authority again.
* anything contradictory - pins unlike the candidate's, a receipt mixed with unknown
  without the audit-pending normalization after it, two receipts, two terminals, bad
  order or a broken chain: ``conflict``, and nothing is written.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Final, Literal

from shared.contracts.host_send import HostSendOutcome
from shared.hashchain import verify_chain

Verdict = Literal["fresh", "duplicate", "audit_pending", "unknown", "terminalize", "conflict"]

PINNED_FIELDS: Final = (
    "reservation_id",
    "session_id",
    "generation",
    "spec_digest",
    "authority_digest",
    "transport_binding_digest",
    "body_digest",
    "destination_digest",
)
RECEIPT_STATUSES: Final = frozenset({"receipt", "delivered", "audit_pending", "sent_audited"})
ONCE: Final = ("started", "consumed", *sorted(RECEIPT_STATUSES), "delivery_unknown")


@dataclass(frozen=True, slots=True)
class ChainJudgement:
    verdict: Verdict
    reason: str | None = None
    # The row the no-send answer names (the chain's last row; None for fresh/terminalize).
    terminal_row_digest: str | None = None
    receipt: Mapping[str, Any] | None = None


def _conflict(reason: str) -> ChainJudgement:
    return ChainJudgement("conflict", reason)


def chain_shape_problem(chain: Sequence[Mapping[str, Any]]) -> str | None:
    """Why the chain is not one valid story of one attempt (None when it is)."""
    statuses = [str(row["status"]) for row in chain]
    if not verify_chain(chain).ok:
        return "chain_broken"
    if statuses[0] != "started":
        return "chain_not_started"
    for status in ONCE:
        if statuses.count(status) > 1:
            return f"repeated_{status}"
    if "consumed" in statuses and statuses.index("consumed") != 1:
        return "consumed_out_of_order"
    if "sent_audited" in statuses and statuses[-1] != "sent_audited":
        return "rows_after_sent_audited"
    receipts = [row.get("receipt") for row in chain if row["status"] in RECEIPT_STATUSES]
    if any(receipt is None for receipt in receipts):
        return "receipt_status_without_receipt"
    if any(receipt != receipts[0] for receipt in receipts):
        return "conflicting_receipts"
    if receipts and "consumed" not in statuses:
        return "receipt_without_provider_start"
    if receipts and "delivery_unknown" in statuses:
        unknown_at = statuses.index("delivery_unknown")
        if "audit_pending" not in statuses[unknown_at + 1 :]:
            return "receipt_mixed_with_unknown"
    return None


def judge_chain(
    chain: Sequence[Mapping[str, Any]], candidate: Mapping[str, Any] | None
) -> ChainJudgement:
    """The matrix row of ``chain`` (ordered by position) for ``candidate``'s pins (None:
    recovery, which judges the chain on its own)."""
    if not chain:
        return ChainJudgement("fresh")
    if candidate is not None:
        for name in PINNED_FIELDS:
            if name == "reservation_id":
                continue
            if any(row[name] != candidate[name] for row in chain):
                return _conflict(f"pin_mismatch:{name}")
    if any(row[name] != chain[0][name] for row in chain for name in PINNED_FIELDS):
        return _conflict("chain_pins_differ")
    problem = chain_shape_problem(chain)
    if problem is not None:
        return _conflict(problem)
    statuses = {str(row["status"]) for row in chain}
    last = str(chain[-1]["row_digest"])
    receipt = next((row["receipt"] for row in chain if row["status"] in RECEIPT_STATUSES), None)
    if "sent_audited" in statuses:
        return ChainJudgement("duplicate", terminal_row_digest=last, receipt=receipt)
    if statuses & RECEIPT_STATUSES:
        return ChainJudgement("audit_pending", terminal_row_digest=last, receipt=receipt)
    if "delivery_unknown" in statuses:
        return ChainJudgement("unknown", terminal_row_digest=last)
    return ChainJudgement("terminalize")


def reconcilable(judgement: ChainJudgement) -> bool:
    """Only a valid audit-pending chain may be reconciled (to ``sent_audited``)."""
    return judgement.verdict == "audit_pending"


_OUTCOMES: Final[dict[Verdict, HostSendOutcome]] = {
    "fresh": "none",
    "terminalize": "in_progress",
    "duplicate": "sent",
    "unknown": "unknown",
    "audit_pending": "audit_pending",
    "conflict": "conflict",
}


def host_send_outcome(chain: Sequence[Mapping[str, Any]]) -> HostSendOutcome:
    """What a reader may say about the key's send: the matrix verdict of the chain on its
    own, read only. ``terminalize`` is an attempt not yet terminal - only recovery or the
    attempt itself writes its terminal row, never a reader (ADR 0078)."""
    return _OUTCOMES[judge_chain(chain, None).verdict]


def sent_message_id(chain: Sequence[Mapping[str, Any]]) -> int | None:
    """The test bot's message id of an audited send (None otherwise)."""
    if host_send_outcome(chain) != "sent":
        return None
    receipt = next((row["receipt"] for row in chain if row["status"] in RECEIPT_STATUSES), None)
    message_id = (receipt or {}).get("message_id")
    return message_id if isinstance(message_id, int) and message_id >= 1 else None
