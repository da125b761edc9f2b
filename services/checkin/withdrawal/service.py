"""The customer's withdrawal: one transaction disables the customer and queues Richard's notice.

Under the registry lock: the customer's latest registry transition decides.

* enabled - ``disable_customer`` with reason ``customer_withdrawal`` (the audited disable
  transition every send path re-reads: delivery refuses a disabled customer's send, the
  check-in refuses to start or continue), and, in the same transaction, a held owner draft
  in the outbox whose one typed reason is the withdrawal: delivery renders it as Richard's
  withdrawal notice and sends it to him only (``shared.contracts.surfaces.held_notice``);
* already withdrawn (the latest transition is that disable) - ``already``, nothing written;
* disabled for any other reason - refused: the customer is not in the bot's flows any more
  (routing treats the triple as unknown) and Richard already decided about them.

Erasure is never done here: it stays Richard's ``dualcoach admin erase``.
"""

from __future__ import annotations

from sqlalchemy.orm import Session

from services.checkin.customers import customer_stream
from services.checkin.drafts.schemas import DraftSubmission
from services.checkin.drafts.service import enqueue_draft
from services.checkin.errors import Refusal
from services.checkin.registry import service as registry
from services.checkin.registry.repository import RegistryRepository
from services.checkin.registry.schemas import TelegramAddress, TransitionView
from services.checkin.scope import lock_registry
from services.checkin.withdrawal import rules
from services.checkin.withdrawal.schemas import WithdrawalResult
from shared.clock import Clock
from shared.contracts.safety import WithdrawalHoldReason


def _latest(repository: RegistryRepository, customer_id: str) -> TransitionView | None:
    transitions = repository.transitions(customer_stream(customer_id))
    return transitions[-1] if transitions else None


def _result(customer_id: str, transition: TransitionView, outcome: str) -> WithdrawalResult:
    return WithdrawalResult.model_validate(
        {
            "customer_id": customer_id,
            "outcome": outcome,
            "requested_at": transition.recorded_at,
            "notice_draft_key": rules.notice_draft_key(customer_id, transition.sequence),
        }
    )


def withdraw(
    session: Session, customer_id: str, triple: TelegramAddress, *, actor: str, clock: Clock
) -> WithdrawalResult:
    """Disable the customer for their own withdrawal and queue Richard's notice, once."""
    lock_registry(session)
    repository = RegistryRepository(session)
    entry = repository.document().entry(customer_id)
    if entry is None:
        raise Refusal("not-found", "customer-not-found", "No such customer in the registry")
    if entry.spec.customer != triple:
        raise Refusal(
            "forbidden", "withdrawal-not-customer", "Only the customer's own triple can withdraw"
        )
    latest = _latest(repository, customer_id)
    if not entry.enabled:
        if latest is not None and rules.is_withdrawal(latest):
            return _result(customer_id, latest, "already")
        raise Refusal("conflict", "customer-disabled", "The customer is already disabled")
    registry.disable_customer(
        session, customer_id, reason=rules.CUSTOMER_WITHDRAWAL, actor=actor, clock=clock
    )
    withdrawal = _latest(repository, customer_id)
    assert withdrawal is not None and rules.is_withdrawal(withdrawal)
    result = _result(customer_id, withdrawal, "withdrawn")
    notice = DraftSubmission(
        draft_key=result.notice_draft_key,
        customer_id=customer_id,
        kind="held_notice",
        audience="owner",
        held=True,
        hold_reasons=(WithdrawalHoldReason(requested_at=withdrawal.recorded_at),),
    )
    enqueue_draft(session, notice, now=clock.now())
    return result
