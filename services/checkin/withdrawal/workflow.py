"""A confirmed ``/withdraw``: commit the withdrawal, then tell Richard (ADR 0081).

Richard's notice leaves through the customer's outbox; it is relayed right after the
commit, outside the transaction, and the periodic relay retries it if delivery is away.
"""

from __future__ import annotations

from services.checkin.context import CheckinContext
from services.checkin.withdrawal import service
from services.checkin.withdrawal.schemas import WithdrawalRequest, WithdrawalResult


def withdraw_and_tell(
    context: CheckinContext, customer_id: str, request: WithdrawalRequest
) -> WithdrawalResult:
    """Disable the customer now (or answer the recorded withdrawal); relay Richard's notice."""
    runtime = context.runtime
    with runtime.database.transaction() as session:
        result = service.withdraw(
            session, customer_id, request.triple, actor="gateway", clock=runtime.clock
        )
    if result.outcome == "withdrawn":
        context.relay_customer(customer_id)  # Richard's notice now; the timer retries
    return result
