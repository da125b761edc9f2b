"""Resolving the operator topic's exact triple and running its commands through the host."""

from __future__ import annotations

from services.diagnostics.host.host import DiagnosticHost
from services.diagnostics.host.results import (
    DiagnosticAdmissionRefused,
    DiagnosticReservationConflict,
)
from services.diagnostics.isolation.rules import SpecRejected
from services.diagnostics.operator import rules
from services.diagnostics.operator.schemas import CommandAnswer, RouteTriple, RouteView
from services.diagnostics.sessions import repository as sessions
from services.diagnostics.sessions.lock import AdmissionBusy
from services.diagnostics.sessions.rules import SessionTransitionRefused
from shared.clock import to_rfc3339


def resolve(host: DiagnosticHost, triple: RouteTriple) -> RouteView:
    """The unfinished session whose spec names exactly this operator triple, if any."""
    wanted = (triple.user_id, triple.chat_id, triple.topic_id)
    with host.database.transaction() as session:
        for record in sessions.nonterminal_sessions(session):
            try:
                spec = sessions.load_spec(session, record)
            except SpecRejected:
                continue  # a spec that no longer derives routes nothing
            operator = spec.operator
            if (operator.user_id, operator.chat_id, operator.topic_id) == wanted:
                return RouteView(
                    role="diagnostic", session_id=record.session_id, generation=record.generation
                )
    return RouteView(role="unknown")


def run_command(
    host: DiagnosticHost, triple: RouteTriple, session_id: str, generation: int, text: str
) -> CommandAnswer:
    """Re-resolve the route (full triple and generation), then run one command."""
    route = resolve(host, triple)
    if route.session_id != session_id:
        return CommandAnswer(command="refused", reply_text=rules.refused_text("route_changed"))
    command = rules.parse_command(text)
    if command is None:
        return CommandAnswer(command="help", reply_text=rules.HELP)
    if command.name != "status" and route.generation != generation:
        return CommandAnswer(command="refused", reply_text=rules.refused_text("stale_route"))
    try:
        if command.name == "activate":
            assert command.generation is not None
            host.activate(session_id, generation=command.generation)
        elif command.name == "close":
            host.close(session_id, generation=command.generation, reason="owner_close")
        elif command.name == "reconcile":
            assert command.dedupe_key is not None
            result = host.reconcile(session_id, command.dedupe_key)
            return CommandAnswer(command="reconcile", reply_text=result.text)
    except (
        SessionTransitionRefused,
        DiagnosticAdmissionRefused,
        DiagnosticReservationConflict,
    ) as error:
        return CommandAnswer(command="refused", reply_text=rules.refused_text(str(error)))
    except (SpecRejected, AdmissionBusy) as error:
        return CommandAnswer(command="refused", reply_text=rules.refused_text(type(error).__name__))
    with host.database.transaction() as session:
        record = sessions.get_session(session, session_id)
    assert record is not None
    return CommandAnswer(
        command=command.name,
        reply_text=rules.status_text(
            record.session_id, record.state, record.generation, to_rfc3339(record.expires_at)
        ),
    )
