"""Playing one recorded day into the isolated test customer through checkin's turn API.

Refused unless the session is ``active`` (nothing is played into a prepared, detaching or
finished session). The replay writes only what the test customer's own answers would write
- a check-in in checkin, then its draft in delivery - and sends nothing: sending stays the
host's, after the owner's approval.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import httpx

from services.diagnostics.host.results import DiagnosticAdmissionRefused
from services.diagnostics.replay.schemas import ReplayAnswer, ReplayRequest
from services.diagnostics.sessions import repository as sessions
from shared.db.session import Database
from shared.topology import ServiceName


class ReplayFailed(Exception):
    def __init__(self, reason: str) -> None:
        super().__init__(reason)
        self.reason = reason


def _ok(response: httpx.Response, reason: str) -> dict[str, Any]:
    if response.status_code not in (200, 201):
        raise ReplayFailed(f"{reason}:{response.status_code}")
    body: dict[str, Any] = response.json()
    return body


def replay_day(
    database: Database,
    client_for: Callable[[ServiceName], httpx.Client],
    session_id: str,
    request: ReplayRequest,
) -> ReplayAnswer:
    """Start the test customer's check-in, answer each question asked from the recording,
    finalize; ``ReplayFailed`` names the first question the recording does not answer."""
    with database.transaction() as session:
        record = sessions.get_session(session, session_id)
    if record is None:
        raise DiagnosticAdmissionRefused("session_not_found")
    if record.state != "active":
        raise DiagnosticAdmissionRefused(f"session_{record.state}")
    checkin = client_for("checkin")
    path = f"/v1/customers/{record.test_customer_id}/checkins"
    view = _ok(checkin.post(path), "start")
    asked: list[str] = []
    while view.get("question") is not None:
        question_id = str(view["question"]["question_id"])
        if question_id not in request.answers:
            raise ReplayFailed(f"answer_missing:{question_id}")
        asked.append(question_id)
        recorded = request.answers[question_id]
        # A button answer was recorded as its label: answer with the option's value.
        value = next(
            (
                option["value"]
                for option in view["question"].get("options") or []
                if option.get("label") == recorded
            ),
            recorded,
        )
        view = _ok(
            checkin.post(
                f"{path}/{view['session_id']}/answers",
                json={"question_id": question_id, "value": value},
            ),
            f"answer:{question_id}",
        )
        following = view.get("question")
        if following is not None and following.get("question_id") == question_id:
            raise ReplayFailed(f"answer_not_accepted:{question_id}")
    final = _ok(checkin.post(f"{path}/{view['session_id']}/finalize"), "finalize")
    return ReplayAnswer(
        recorded_kst_date=request.recorded_kst_date,
        replayed_kst_date=str(final["kst_date"]),
        questions=asked,
        event_id=final.get("event_id"),
        outcome=final.get("outcome"),
    )
