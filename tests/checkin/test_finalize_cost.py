"""What one check-in finalize costs on the customer's request, and what waits for after it.

Finalize was three transactions (the nonce alone; a read-only plan; the commit, which read
the registry, the session and the day's events again) around a signed call to expression
for the short draft's presentation: 18 statements and one peer call before the customer
got an answer (issue 18). Now it is one transaction of 10 statements, and the presentation
is asked for after the answer: the draft is queued canonical and held back, and the
presentation completes it only while it was never posted (ADR 0094). The counts are exact,
so a statement or a peer call added back on the request fails them.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from datetime import timedelta
from typing import Any

from shared.contracts.presentation import PresentationCandidate, PresentationRequest
from tests.checkin import factories
from tests.checkin.conftest import CUSTOMER_ID, ok
from tests.checkin.flows import F_NORMAL_1, checkin_path, kst_noon, run_checkin
from tests.support.statements import recorded_transactions


@contextmanager
def _timeline(app: Any) -> Iterator[list[Any]]:
    """Each transaction of checkin's (the list of its statements) and each presentation
    request to expression (``"present"``), in the order they happened."""
    seen: list[Any] = []
    engine = app.state.runtime.database.engine
    context = app.state.checkin
    presenter = context.presenter

    class Recording:
        def present(self, request: PresentationRequest) -> PresentationCandidate | None:
            seen.append("present")
            return presenter.present(request)

    context.presenter = Recording()
    try:
        with recorded_transactions(engine, seen):
            yield seen
    finally:
        context.presenter = presenter


def _ready(gateway: Any, clock: Any) -> str:
    clock.set(kst_noon(factories.START))
    return run_checkin(gateway, CUSTOMER_ID, F_NORMAL_1, finalize=False).session_id


def _drafts(operator: Any) -> list[dict[str, Any]]:
    return ok(operator.get(f"/v1/customers/{CUSTOMER_ID}/drafts"))


def test_a_finalize_is_one_transaction_and_asks_expression_only_after_it(
    app, gateway, operator, clock, enabled, expression_server
):
    session_id = _ready(gateway, clock)
    with _timeline(app) as seen:
        view = ok(gateway.post(f"{checkin_path(CUSTOMER_ID)}/{session_id}/finalize"), 201)
    assert view["outcome"] == "short"
    request, *after = seen
    # The request: nonce, registry + scope, the session (locked), the stream lock, the day's
    # and the prior week's events, the append's gate and INSERT, the safety window, the
    # outbox's INSERT (its queue position computed in it), the session's UPDATE - one
    # transaction.
    assert isinstance(request, list) and len(request) == 10
    assert "service_request_nonce" in request[0]
    assert request[-1].startswith("UPDATE checkin.flow_session")
    assert sum("pg_advisory_xact_lock" in s for s in request) == 1
    assert sum("registry_transition" in s for s in request) == 2  # the entry; the gate
    # After the answer: one presentation request, then the held draft completed (scope +
    # one UPDATE), then the relay's pass.
    assert after[0] == "present"
    assert after[1][-1].startswith("UPDATE checkin.outbox SET payload")
    assert after.count("present") == 1
    (draft,) = _drafts(operator)
    assert draft["submission"]["presentation"]["outcome"] == "canonical_disabled"


def test_expression_unreachable_releases_the_draft_canonical_at_once(
    app, gateway, operator, clock, enabled
):
    session_id = _ready(gateway, clock)
    ok(gateway.post(f"{checkin_path(CUSTOMER_ID)}/{session_id}/finalize"), 201)
    (draft,) = _drafts(operator)
    assert draft["submission"]["presentation"] is None
    # Released, not left waiting for the hold: the relay tried to post it already.
    assert draft["attempts"] == 1


def test_a_presentation_after_the_hold_ran_out_changes_nothing(
    app, gateway, operator, clock, enabled, expression_server
):
    """Past the hold the relay may have posted the canonical draft: a late presentation must
    never put a second body under the same key (delivery would refuse it, or worse)."""
    session_id = _ready(gateway, clock)
    context = app.state.checkin
    presenter = context.presenter

    class Late:
        def present(self, request: PresentationRequest) -> PresentationCandidate | None:
            clock.advance(context.presentation_hold + timedelta(seconds=1))
            return presenter.present(request)

    context.presenter = Late()
    try:
        ok(gateway.post(f"{checkin_path(CUSTOMER_ID)}/{session_id}/finalize"), 201)
    finally:
        context.presenter = presenter
    (draft,) = _drafts(operator)
    assert draft["submission"]["presentation"] is None
    assert draft["attempts"] == 1  # due once the hold ran out, and posted canonical


def test_a_repeated_finalize_asks_nothing_and_writes_nothing(
    app, gateway, clock, enabled, expression_server
):
    session_id = _ready(gateway, clock)
    ok(gateway.post(f"{checkin_path(CUSTOMER_ID)}/{session_id}/finalize"), 201)
    with _timeline(app) as seen:
        view = ok(gateway.post(f"{checkin_path(CUSTOMER_ID)}/{session_id}/finalize"), 200)
    assert view["replayed"] is True
    (request,) = seen
    assert len(request) == 3  # nonce, registry + scope, the session
