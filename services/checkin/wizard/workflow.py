"""Finalizing a check-in: two transactions around the presentation request (ADR 0081).

The plan is computed in one transaction, expression is asked for the short draft's
presentation with no transaction open (a slow model never holds a lock), and the event,
the draft and the finalized session are committed together in a second one, which
recomputes the plan under the session's row lock.
"""

from __future__ import annotations

from services.checkin.drafts.ports import daily_presentation_request
from services.checkin.peers.expression import Presenter
from services.checkin.wizard.schemas import TurnView
from services.checkin.wizard.service import commit_finalize, plan_finalize
from shared.clock import Clock
from shared.db.session import Database


def finalize_checkin(
    database: Database,
    presenter: Presenter,
    customer_id: str,
    session_id: str,
    *,
    clock: Clock,
) -> TurnView:
    """Plan, ask expression for a short draft's presentation (no transaction open), commit."""
    with database.transaction() as session:
        planned = plan_finalize(session, customer_id, session_id, clock=clock)
    if isinstance(planned, TurnView):
        return planned
    candidate = None
    if planned.draft.presentable and planned.draft.surface is not None:
        request = daily_presentation_request(planned.draft.surface, planned.event_id)
        candidate = presenter.present(request)
    with database.transaction() as session:
        return commit_finalize(session, customer_id, session_id, (planned, candidate), clock=clock)
