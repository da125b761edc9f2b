"""Playing recorded days into the isolated test customer through checkin's turn API: a
procedure, not one transaction (ADR 0081). It holds the session's admission lock, commits
each short step on the lock's own connection and calls checkin between them (through
``peers/checkin.py``), so it opens its own transactions and the route takes no
``TransactionDep``. What may be replayed, and why, is in ``service.py``.
"""

from __future__ import annotations

from datetime import date
from typing import Any

from services.diagnostics.host.host import DiagnosticHost
from services.diagnostics.host.results import DiagnosticAdmissionRefused
from services.diagnostics.peers.checkin import (
    CheckinPeer,
    ClientFor,
    RegistryUnavailable,
    TurnRefused,
)
from services.diagnostics.replay.rules import ShiftRefused, weekday_keeping_shift
from services.diagnostics.replay.schemas import ReplayAnswer, ReplayDay, ReplayedDay, ReplayRequest
from services.diagnostics.replay.service import ReplayFailed, admissible_locked
from services.diagnostics.sessions import repository as sessions
from services.diagnostics.sessions.lock import AdmissionBusy, admission
from shared.clock import kst_date


def _turn(
    checkin: CheckinPeer,
    path: str,
    params: dict[str, str],
    json: dict[str, Any] | None,
    reason: str,
) -> dict[str, Any]:
    """One turn through checkin; a refused turn is ``ReplayFailed`` naming it."""
    try:
        return checkin.turn(path, params=params, json=json)
    except TurnRefused as refused:
        raise ReplayFailed(f"{reason}:{refused.status_code}") from None


def replay_day(
    host: DiagnosticHost,
    client_for: ClientFor,
    session_id: str,
    request: ReplayRequest,
) -> ReplayAnswer:
    """Under the admission lock: play each requested day - the check-in (start, answer each
    question asked from the recording, finalize), then the trainer record as the spec's
    test trainer. One day is played today; several are played on their recorded dates
    shifted by whole weeks into the test customer's window (refused before any turn when
    no such shift exists). ``ReplayFailed`` names the first turn the recording cannot play;
    the days before it stay played."""
    try:
        with admission(host.database, session_id, wait_seconds=host.wait_seconds) as held:
            record = admissible_locked(host, held)
            # Hand-opened: a step under the admission lock commits on the lock's own connection.
            with held.transaction() as session:
                spec = sessions.load_spec(session, record)
            trainer = spec.test_trainer.model_dump(mode="json")
            if request.days is None:
                assert request.recorded_kst_date is not None and request.answers is not None
                day = ReplayDay(
                    recorded_kst_date=request.recorded_kst_date,
                    answers=request.answers,
                    trainer_answers=request.trainer_answers,
                )
                played = [_play_day(client_for, record.test_customer_id, trainer, day, None)]
            else:
                targets = _targets(host, client_for, record.test_customer_id, request.days)
                played = [
                    _play_day(client_for, record.test_customer_id, trainer, day, target)
                    for day, target in zip(request.days, targets, strict=True)
                ]
    except AdmissionBusy:
        raise DiagnosticAdmissionRefused("admission_busy") from None
    return ReplayAnswer(**played[-1].model_dump(), days=played)


def _targets(
    host: DiagnosticHost,
    client_for: ClientFor,
    customer_id: str,
    days: list[ReplayDay],
) -> list[date]:
    """Where each recorded day is played: shifted by whole weeks into the test customer's
    window as checkin states it now (ADR 0077); refused before any turn when none fits."""
    try:
        binding = CheckinPeer(client_for).binding(customer_id)
    except RegistryUnavailable:
        raise DiagnosticAdmissionRefused("registry:registry_unavailable") from None
    try:
        return weekday_keeping_shift(
            [date.fromisoformat(day.recorded_kst_date) for day in days],
            today=kst_date(host.clock.now()),
            window_starts_on=binding.window_starts_on,
            window_ends_on=binding.window_ends_on,
            checkin_dates=[date.fromisoformat(d.recorded_kst_date) for d in days if d.answers],
        )
    except ShiftRefused as refused:
        raise DiagnosticAdmissionRefused(f"replay_shift:{refused.reason}") from None


def _play_day(
    client_for: ClientFor,
    customer_id: str,
    trainer: dict[str, Any],
    day: ReplayDay,
    target: date | None,
) -> ReplayedDay:
    checkin = CheckinPeer(client_for)
    params = {} if target is None else {"replay_kst_date": target.isoformat()}
    replayed: dict[str, Any] = {
        "recorded_kst_date": day.recorded_kst_date,
        "replayed_kst_date": target.isoformat() if target else None,
        "questions": [],
        "event_id": None,
        "outcome": None,
    }
    if day.answers:
        path = f"/v1/customers/{customer_id}/checkins"
        asked, final = _play_turns(checkin, path, params, day.answers, {}, "")
        replayed.update(
            questions=asked,
            replayed_kst_date=str(final["kst_date"]),
            event_id=final.get("event_id"),
            outcome=final.get("outcome"),
        )
    if day.trainer_answers:
        path = f"/v1/customers/{customer_id}/trainer-sessions"
        asked, final = _play_turns(
            checkin, path, params, day.trainer_answers, {"triple": trainer}, "trainer_"
        )
        replayed.update(trainer_questions=asked, trainer_event_id=final.get("event_id"))
        replayed["replayed_kst_date"] = replayed["replayed_kst_date"] or str(final["kst_date"])
    return ReplayedDay(**replayed)


def _play_turns(
    checkin: CheckinPeer,
    path: str,
    params: dict[str, str],
    answers: dict[str, str],
    identity: dict[str, Any],
    label: str,
) -> tuple[list[str], dict[str, Any]]:
    """Start, answer every question asked from ``answers``, finalize; ``ReplayFailed``
    names the first question the recording does not answer or the wizard does not take."""
    view = _turn(checkin, path, params, identity or None, f"{label}start")
    asked: list[str] = []
    while view.get("question") is not None:
        question_id = str(view["question"]["question_id"])
        if question_id not in answers:
            raise ReplayFailed(f"{label}answer_missing:{question_id}")
        asked.append(question_id)
        recorded = answers[question_id]
        # A button answer was recorded as its label: answer with the option's value.
        value = next(
            (
                option["value"]
                for option in view["question"].get("options") or []
                if option.get("label") == recorded
            ),
            recorded,
        )
        view = _turn(
            checkin,
            f"{path}/{view['session_id']}/answers",
            params,
            {**identity, "question_id": question_id, "value": value},
            f"{label}answer:{question_id}",
        )
        following = view.get("question")
        if following is not None and following.get("question_id") == question_id:
            raise ReplayFailed(f"{label}answer_not_accepted:{question_id}")
    final = _turn(
        checkin,
        f"{path}/{view['session_id']}/finalize",
        params,
        identity or None,
        f"{label}finalize",
    )
    return asked, final
