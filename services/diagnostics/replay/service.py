"""Playing recorded days into the isolated test customer through checkin's turn API.

A replay mutates (it writes the test customer's check-ins, and through them drafts), so it
runs under the session's admission lock and is refused - before any write - unless the
session is ``active``, within its TTL, its stored spec still derives, and the registry
binds the test customer ``diagnostic_isolated_v1`` with the spec's exact triples *now*
(an unreachable registry refuses). Close and expiry take the same lock, so a close either
waits for the replay or the replay finds the fence. It writes only what the test
customer's own answers would write - a check-in in checkin, then its draft in delivery -
and sends nothing: sending stays the host's, after the owner's approval.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import httpx

from services.diagnostics.host.host import DiagnosticHost
from services.diagnostics.host.results import DiagnosticAdmissionRefused
from services.diagnostics.isolation.rules import SpecRejected
from services.diagnostics.replay.schemas import ReplayAnswer, ReplayRequest
from services.diagnostics.sessions import repository as sessions
from services.diagnostics.sessions.lock import AdmissionBusy, HeldAdmission, admission
from services.diagnostics.sessions.repository import SessionRecord
from services.diagnostics.sessions.rules import is_due_to_expire
from services.diagnostics.sessions.service import SessionNotFound, load_locked
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


def admissible_locked(host: DiagnosticHost, held: HeldAdmission) -> SessionRecord:
    """The session, if a replay may write into its test customer now (else refused)."""
    try:
        record = load_locked(held)
    except SessionNotFound:
        raise DiagnosticAdmissionRefused("session_not_found") from None
    if record.state != "active":
        raise DiagnosticAdmissionRefused(f"session_{record.state}")
    if is_due_to_expire(record.expires_at, host.clock.now()):
        raise DiagnosticAdmissionRefused("session_expired")
    try:
        with held.transaction() as session:
            sessions.load_spec(session, record)
    except SpecRejected as error:
        raise DiagnosticAdmissionRefused(f"spec_revalidation_failed:{error.reason}") from None
    findings = host.binding_findings(held)
    if findings:
        raise DiagnosticAdmissionRefused(f"registry:{findings[0]}")
    return record


def replay_day(
    host: DiagnosticHost,
    client_for: Callable[[ServiceName], httpx.Client],
    session_id: str,
    request: ReplayRequest,
) -> ReplayAnswer:
    """Under the admission lock: start the test customer's check-in, answer each question
    asked from the recording, finalize; ``ReplayFailed`` names the first question the
    recording does not answer."""
    try:
        with admission(host.database, session_id, wait_seconds=host.wait_seconds) as held:
            record = admissible_locked(host, held)
            return _play_checkin(client_for, record, request)
    except AdmissionBusy:
        raise DiagnosticAdmissionRefused("admission_busy") from None


def _play_checkin(
    client_for: Callable[[ServiceName], httpx.Client],
    record: SessionRecord,
    request: ReplayRequest,
) -> ReplayAnswer:
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
