"""A draft's selected presentation: its outcome is journaled when its text is stored.

The real delivery app, the real expression service (enabled, answering through the fake
OpenAI server) and checkin's own presentation client; the relay is driven by hand.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

from sqlalchemy import text

from services.checkin.drafts.ports import daily_presentation_request
from services.checkin.peers.expression import HttpPresenter
from services.delivery.app import create_app
from shared.auth.client import ServiceRequestSigner
from shared.contracts.surfaces import daily
from tests.delivery.cards_support import running_expression
from tests.delivery.conftest import delivery_settings
from tests.delivery.factories import ok, submission
from tests.shared.surfaces.examples import DAILY_COMPLETE
from tests.support.servers import loopback_client
from tests.support.services import signed_client

SURFACE = daily.render(DAILY_COMPLETE)
REQUEST = daily_presentation_request(SURFACE, "evt-selected-1")


@contextmanager
def _services(database, secrets, gateway, checkin, tmp_path) -> Iterator[dict[str, Any]]:
    with running_expression(database, secrets, tmp_path / "expression") as (expression, fake):
        app = create_app(
            delivery_settings(
                database,
                secrets,
                gateway_port=gateway.port,
                checkin_port=checkin.port,
                expression_port=expression.port,
            )
        )
        signer = ServiceRequestSigner("checkin", secrets.key("checkin"), audience="expression")
        with (
            loopback_client(base_url=expression.base_url, auth=signer, timeout=30) as to_expression,
            signed_client(app, "checkin", secrets) as checkin_caller,
            signed_client(app, "operator", secrets) as operator,
        ):
            yield {
                "presenter": HttpPresenter(to_expression, timeout=30),
                "checkin": checkin_caller,
                "operator": operator,
                "context": app.state.delivery,
                "fake": fake,
            }


def _journal(database) -> list[tuple[str, str]]:
    with database.engine() as engine, engine.connect() as connection:
        rows = connection.execute(
            text(
                "SELECT attempt_id, outcome FROM expression.outcome_journal "
                "ORDER BY left(started_at_utc, 10), sequence"
            )
        )
        return [(row.attempt_id, row.outcome) for row in rows]


def _outcome_rows(database) -> list[tuple[str, str]]:
    with database.engine() as engine, engine.connect() as connection:
        rows = connection.execute(
            text(
                "SELECT payload->>'outcome' AS outcome, status FROM delivery.outbox "
                "WHERE target = 'expression_outcome' ORDER BY created_at"
            )
        )
        return [(row.outcome, row.status) for row in rows]


def _submit_selected(services: dict[str, Any]) -> tuple[dict[str, Any], Any]:
    candidate = services["presenter"].present(REQUEST)
    assert candidate is not None and candidate.selected
    body = submission(canonical_text=SURFACE.body, presentation=candidate.model_dump(mode="json"))
    draft = ok(services["checkin"].post("/v1/drafts", json=body), 201)
    assert draft["text"] == candidate.rendered_body  # the selected text, stored as revision 1
    return draft, candidate


def test_selected_is_journaled_at_the_draft_commit_not_at_dispatch(
    database, delivery_secrets, gateway, checkin, telegram, tmp_path
):
    with _services(database, delivery_secrets, gateway, checkin, tmp_path) as services:
        draft, candidate = _submit_selected(services)
        # Queued in the draft's own transaction, before Richard has even read it.
        assert _outcome_rows(database) == [("selected", "pending")]
        assert services["context"].relay.relay_once().acknowledged >= 1
        assert _journal(database) == [
            (candidate.attempt_id, "attempt_started"),
            (candidate.attempt_id, "selected"),
        ]
        # A later re-render of the same artifact finds it finished: canonical, no call, and
        # the journal keeps the truth instead of expiring the claim.
        again = services["presenter"].present(REQUEST)
        assert again is not None and again.outcome == "canonical_already_attempted"
        assert services["fake"].count == 1
        # Richard approves and sends hours later: nothing more is reported.
        sent = ok(
            services["operator"].post(
                f"/v1/drafts/{draft['draft_id']}/approve", json={"revision": 1, "send": True}
            )
        )
        assert sent["status"] == "dispatched"
        services["context"].relay.relay_once()
        assert _outcome_rows(database) == [("selected", "acknowledged")]
        assert [outcome for _, outcome in _journal(database)] == ["attempt_started", "selected"]


def test_richard_discarding_or_editing_a_stored_selected_draft_reports_nothing_else(
    database, delivery_secrets, gateway, checkin, telegram, tmp_path
):
    with _services(database, delivery_secrets, gateway, checkin, tmp_path) as services:
        draft, _ = _submit_selected(services)
        edited = ok(
            services["operator"].post(
                f"/v1/drafts/{draft['draft_id']}/revisions",
                json={"base_revision": 1, "text": "리처드가 고친 문장입니다."},
            )
        )
        assert edited["latest_revision"] == 2
        ok(services["operator"].post(f"/v1/drafts/{draft['draft_id']}/discard"))
        report = services["context"].relay.relay_once()
        assert report.conflicts == 0
        assert _outcome_rows(database) == [("selected", "acknowledged")]
        assert [outcome for _, outcome in _journal(database)] == ["attempt_started", "selected"]
