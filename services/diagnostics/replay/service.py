"""A replay's refusals and its admission check under the session's lock (the procedure
that plays the days through checkin's turn API is ``workflow.py``).

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

from services.diagnostics.host.host import DiagnosticHost
from services.diagnostics.host.results import DiagnosticAdmissionRefused
from services.diagnostics.isolation.rules import SpecRejected
from services.diagnostics.sessions import repository as sessions
from services.diagnostics.sessions.lock import HeldAdmission
from services.diagnostics.sessions.repository import SessionRecord
from services.diagnostics.sessions.rules import is_due_to_expire
from services.diagnostics.sessions.service import SessionNotFound, load_locked


class ReplayFailed(Exception):
    def __init__(self, reason: str) -> None:
        super().__init__(reason)
        self.reason = reason


class ReplayRefused(Exception):
    """The replay route refused the session (``cause``: the refused admission); nothing was
    replayed. ``errors.py`` answers it (a delivery answers the same cause in its own terms)."""

    def __init__(self, cause: DiagnosticAdmissionRefused) -> None:
        super().__init__(cause.reason)
        self.cause = cause


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
        # Hand-opened: a step under the admission lock commits on the lock's own connection.
        with held.transaction() as session:
            sessions.load_spec(session, record)
    except SpecRejected as error:
        raise DiagnosticAdmissionRefused(f"spec_revalidation_failed:{error.reason}") from None
    findings = host.binding_findings(held)
    if findings:
        raise DiagnosticAdmissionRefused(f"registry:{findings[0]}")
    return record
