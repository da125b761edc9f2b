"""The operator topic's single-transaction steps: resolving its exact triple and the reads
a command answers with. Each takes the caller's ``Session``; the commands, which run several
transactions, take the admission lock and call delivery, are in ``workflow.py`` (ADR 0081)."""

from __future__ import annotations

from sqlalchemy.orm import Session

from services.diagnostics.host import repository as reservations
from services.diagnostics.isolation.rules import SpecRejected
from services.diagnostics.isolation.schemas import DiagnosticIsolationSpecV1
from services.diagnostics.operator import rules
from services.diagnostics.operator.schemas import CommandAnswer, RouteTriple, RouteView
from services.diagnostics.operator.spec_source import ConfiguredSpec
from services.diagnostics.sessions import repository as sessions
from services.diagnostics.sessions.repository import SessionRecord
from shared.clock import to_rfc3339


def resolve(
    session: Session, triple: RouteTriple, configured: ConfiguredSpec | None = None
) -> RouteView:
    """The prepared or active session whose spec names exactly this operator triple, if
    any. A ``detaching`` session routes nothing (Rev 29: detach removes the routes, and
    crash recovery treats a detaching session as routes absent); the CLI, the sweep or a
    restart finishes it. Failing that, the configured spec's exact operator triple routes
    here without a session, so the owner can ``/diag_open`` (ADR 0077) - also when that
    spec does not seal, so the refusal can say why; without a configured spec naming this
    triple, nothing routes."""
    wanted = (triple.user_id, triple.chat_id, triple.topic_id)
    for record in sessions.nonterminal_sessions(session):
        if record.state == "detaching":
            continue
        try:
            spec = sessions.load_spec(session, record)
        except SpecRejected:
            continue  # a spec that no longer derives routes nothing
        operator = spec.operator
        if (operator.user_id, operator.chat_id, operator.topic_id) == wanted:
            return RouteView(
                role="diagnostic", session_id=record.session_id, generation=record.generation
            )
    if configured is not None and _is_spec_operator(configured, wanted):
        return RouteView(role="diagnostic")
    return RouteView(role="unknown")


def _is_spec_operator(configured: ConfiguredSpec, wanted: tuple[int, int, int | None]) -> bool:
    return configured.operator() == wanted


def audited_message_id(session: Session, dedupe_key: str) -> int | None:
    """The test bot's message id once the key's chain is ``sent_audited`` (else None: an
    unknown or audit-pending send is not recorded as sent)."""
    chain = reservations.chain(session, dedupe_key)
    if not chain or chain[-1]["status"] != "sent_audited":
        return None
    message_id = (chain[-1]["receipt"] or {}).get("message_id")
    return message_id if isinstance(message_id, int) and message_id >= 1 else None


def session_and_spec(
    session: Session, session_id: str
) -> tuple[SessionRecord, DiagnosticIsolationSpecV1]:
    record = sessions.get_session(session, session_id)
    assert record is not None
    return record, sessions.load_spec(session, record)


def status_answer(session: Session, command: str, session_id: str) -> CommandAnswer:
    """A command's answer: the session's state, generation and expiry as they are now."""
    record = sessions.get_session(session, session_id)
    assert record is not None
    return CommandAnswer(
        command=command,
        reply_text=rules.status_text(
            record.session_id, record.state, record.generation, to_rfc3339(record.expires_at)
        ),
    )
