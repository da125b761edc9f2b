"""One Telegram update from a customer in one transaction (``POST /v1/routing/tap``).

Resolve the sender's exact triple; for a customer, the consent version in force and today's
check-in turn; and, when the gateway vouches that this very customer acknowledged that
version, the answer the update carries. Each step is the one the separate routes run
(``registry.service.resolve_triple``, ``wizard.service.registry_entry`` and
``tap_checkin``), so the answers are theirs; only the round trips are fewer (ADR 0067).
"""

from __future__ import annotations

from sqlalchemy.orm import Session

from services.checkin.errors import Refusal, as_problem
from services.checkin.registry.schemas import TelegramAddress
from services.checkin.registry.service import resolve_triple
from services.checkin.wizard.service import registry_entry, tap_checkin
from shared.clock import Clock
from shared.contracts.customer_tap import (
    AcknowledgedConsent,
    TapRefusal,
    TapRequest,
    TapResponse,
)
from shared.problems import Problem


def customer_tap(session: Session, request: TapRequest, *, clock: Clock) -> TapResponse:
    """The role of the sender and, for a customer, today's turn (answered when vouched)."""
    triple = TelegramAddress.model_validate(request.triple.model_dump())
    role, customer_id = resolve_triple(session, triple)
    if role != "customer" or customer_id is None:
        return TapResponse.model_validate({"role": role, "customer_id": customer_id})
    authority, entry = registry_entry(session, customer_id)
    vouched = AcknowledgedConsent(
        customer_id=customer_id, consent_version=authority.consent_version
    )
    # Only an acknowledged customer's answer may be recorded: the gateway holds the
    # acknowledgements, and it names the customer and version it checked.
    answer = request.answer if request.acknowledged == vouched else None
    refusal = None
    try:
        current, answered = tap_checkin(
            session,
            entry,
            (answer.question_id, answer.value) if answer is not None else None,
            clock=clock,
        )
    except (Refusal, Problem) as error:  # a refused answer: nothing was written
        problem = as_problem(error)
        current, answered = tap_checkin(session, entry, None, clock=clock)
        refusal = TapRefusal(status=problem.status, problem=problem.body())
    return TapResponse(
        role="customer",
        customer_id=customer_id,
        consent_version=authority.consent_version,
        current=current.model_dump(mode="json") if current is not None else None,
        answered=answered.model_dump(mode="json") if answered is not None else None,
        refusal=refusal,
    )
