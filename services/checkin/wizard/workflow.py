"""A finalized check-in's short draft, presented after the customer's answer (ADR 0094).

``service.finalize_checkin`` commits the event, the finalized session and the draft in
one transaction, the draft queued with its canonical text and held back. After the answer
has gone, ``present_queued_draft`` asks expression for the presentation with no
transaction open (a slow model never holds a lock, nor the customer), then completes the
held row in one short transaction and has the relay post it. Whatever happens - expression
unreachable, slow past the hold, or this process gone - the draft goes to delivery for
Richard's review: presented when the row was completed in time, else canonical, and never
under one key with two bodies.
"""

from __future__ import annotations

import logging
from collections.abc import Callable

from services.checkin.drafts.service import AwaitedPresentation, complete_presentation
from services.checkin.peers.expression import Presenter
from shared.clock import Clock
from shared.db.session import Database

_logger = logging.getLogger("dualcoach.checkin.drafts")


def present_queued_draft(
    database: Database,
    presenter: Presenter,
    awaited: AwaitedPresentation,
    *,
    clock: Clock,
) -> bool:
    """Ask for the presentation (no transaction open), then release the held draft with it.

    True if the presentation (or, when expression gave none, the release) was recorded;
    False when the hold had already run out and the draft went canonical.
    """
    candidate = presenter.present(awaited.request)
    with database.transaction() as session:
        return complete_presentation(session, awaited, candidate, now=clock.now())


def present_then_relay(
    database: Database,
    presenter: Presenter,
    awaited: AwaitedPresentation,
    relay_customer: Callable[[str], None],
    *,
    clock: Clock,
) -> None:
    """``present_queued_draft``, then have the customer's drafts posted; never raises (it
    runs after the answer: a failure leaves the draft held until the hold runs out, and the
    relay's timer posts it canonical then)."""
    try:
        present_queued_draft(database, presenter, awaited, clock=clock)
    except Exception as error:
        _logger.warning(
            "presentation_not_completed", extra={"fields": {"error_type": type(error).__name__}}
        )
    relay_customer(awaited.customer_id)
