"""The operator topic's commands that are procedures, not one transaction (ADR 0081).

A command re-resolves its route, then moves the session under its admission lock (the
host commits each step on the lock's own connection), calls delivery, or sends through
the host - so each step here opens its own short transaction and none is open across a
lock wait or a call to another service. The single-transaction steps are in
``service.py``; ``endpoints.py`` calls these with no ``TransactionDep``.
"""

from __future__ import annotations

import asyncio
import logging

from services.diagnostics.host.host import DiagnosticHost, DiagnosticProviderTimeout
from services.diagnostics.host.results import (
    DiagnosticAdmissionRefused,
    DiagnosticReservationConflict,
    DiagnosticSent,
)
from services.diagnostics.host.schemas import DiagnosticDeliveryCandidate
from services.diagnostics.host.transport import TransportRejected
from services.diagnostics.isolation.rules import SpecRejected, destination_digest
from services.diagnostics.isolation.schemas import DiagnosticIsolationSpecV1
from services.diagnostics.operator import rules, service
from services.diagnostics.operator.schemas import (
    CommandAnswer,
    CommandRequest,
    RouteTriple,
    RouteView,
)
from services.diagnostics.operator.spec_source import ConfiguredSpec, ConfiguredSpecRefused
from services.diagnostics.peers.delivery import DraftsPeer, DraftUnavailable
from services.diagnostics.sessions.lock import AdmissionBusy
from services.diagnostics.sessions.repository import SessionRecord
from services.diagnostics.sessions.rules import SessionTransitionRefused
from services.diagnostics.sessions.service import SessionAlreadyOpen, open_session
from shared.canonical import sha256_hex
from shared.clock import to_rfc3339

_logger = logging.getLogger("dualcoach.diagnostics.operator")


# Each helper below is one workflow step in its own transaction, committed before the next
# step takes the admission lock or calls delivery.
def _route(
    host: DiagnosticHost, triple: RouteTriple, configured: ConfiguredSpec | None = None
) -> RouteView:
    with host.database.transaction() as session:
        return service.resolve(session, triple, configured)


def _audited_message_id(host: DiagnosticHost, dedupe_key: str) -> int | None:
    with host.database.transaction() as session:
        return service.audited_message_id(session, dedupe_key)


def _session_and_spec(
    host: DiagnosticHost, session_id: str
) -> tuple[SessionRecord, DiagnosticIsolationSpecV1]:
    with host.database.transaction() as session:
        return service.session_and_spec(session, session_id)


def open_from_topic(
    host: DiagnosticHost, configured: ConfiguredSpec, triple: RouteTriple
) -> CommandAnswer:
    """``/diag_open``: a ``prepared`` session from the configured spec, only from that
    spec's exact operator triple and only while the topic has no unfinished session."""
    try:
        document, spec = configured.load()
    except ConfiguredSpecRefused as refused:
        return CommandAnswer(command="refused", reply_text=rules.open_refused_text(refused.reason))
    operator = spec.operator
    if (operator.user_id, operator.chat_id, operator.topic_id) != (
        triple.user_id,
        triple.chat_id,
        triple.topic_id,
    ):
        return CommandAnswer(
            command="refused", reply_text=rules.open_refused_text("not_the_spec_operator")
        )
    try:
        # Its own transaction: a refused open (``SessionAlreadyOpen``) leaves it rolled back.
        with host.database.transaction() as session:
            record = open_session(session, host.clock, document, actor="owner_topic")
    except SpecRejected as error:  # sealed a moment ago; kept for a file replaced meanwhile
        return CommandAnswer(
            command="refused", reply_text=rules.open_refused_text(f"spec_rejected:{error.reason}")
        )
    except SessionAlreadyOpen:
        return CommandAnswer(
            command="refused", reply_text=rules.open_refused_text("session_already_open")
        )
    return CommandAnswer(
        command="open",
        reply_text=rules.opened_text(
            record.session_id, record.generation, to_rfc3339(record.expires_at)
        ),
    )


def run_command(
    host: DiagnosticHost,
    drafts: DraftsPeer,
    configured: ConfiguredSpec,
    request: CommandRequest,
) -> CommandAnswer:
    """Re-resolve the route (full triple and generation), then run one command."""
    triple, session_id, generation = request.triple, request.session_id, request.generation
    route = _route(host, triple, configured)
    if route.role != "diagnostic" or route.session_id != session_id:
        return CommandAnswer(command="refused", reply_text=rules.refused_text("route_changed"))
    command = rules.parse_command(request.text)
    if command is None:
        return CommandAnswer(command="help", reply_text=rules.HELP)
    if session_id is None:
        return _without_session(host, configured, triple, command.name)
    if command.name == "open":
        return CommandAnswer(
            command="refused", reply_text=rules.open_refused_text("session_already_open")
        )
    if command.name != "status" and route.generation != generation:
        return CommandAnswer(command="refused", reply_text=rules.refused_text("stale_route"))
    try:
        if command.name == "activate":
            assert command.generation is not None
            host.activate(session_id, generation=command.generation)
        elif command.name == "close":
            host.close(session_id, generation=command.generation, reason="owner_close")
        elif command.name == "approve":
            # The approve command sends: the endpoint routes it to ``approve_test_draft``.
            return CommandAnswer(command="refused", reply_text=rules.refused_text("async_only"))
        elif command.name == "reconcile":
            assert command.dedupe_key is not None
            result = host.reconcile(session_id, command.dedupe_key)
            _record_reconciled_draft(host, drafts, command.dedupe_key)
            return CommandAnswer(command="reconcile", reply_text=result.text)
    except (
        SessionTransitionRefused,
        DiagnosticAdmissionRefused,
        DiagnosticReservationConflict,
    ) as error:
        return CommandAnswer(command="refused", reply_text=rules.refused_text(str(error)))
    except (SpecRejected, AdmissionBusy) as error:
        return CommandAnswer(command="refused", reply_text=rules.refused_text(type(error).__name__))
    with host.database.transaction() as session:  # read after the locked step committed
        return service.status_answer(session, command.name, session_id)


def _without_session(
    host: DiagnosticHost, configured: ConfiguredSpec, triple: RouteTriple, name: str
) -> CommandAnswer:
    """The configured spec's topic with no unfinished session: it may open one or ask."""
    if name == "open":
        return open_from_topic(host, configured, triple)
    if name == "status":
        return CommandAnswer(command="status", reply_text=rules.NO_SESSION_TEXT)
    return CommandAnswer(command="refused", reply_text=rules.NO_SESSION_REFUSAL)


async def approve_test_draft(
    host: DiagnosticHost, drafts: DraftsPeer, request: CommandRequest, draft_id: str
) -> CommandAnswer:
    """``/diag_approve <draft_id>``: the owner's approval of a test customer's draft, recorded
    in delivery exactly like an ordinary approval (approved at its latest revision, then
    dispatched - ``draft_approved``), sent once through the host to the test destination
    (the route's generation is the candidate's), and its receipt recorded as ``draft_sent``.

    A repeat answers the host's duplicate and records the receipt again (a no-op in
    delivery), so a receipt lost between the send and delivery is repaired by repeating the
    command - never by a second send."""
    route = await asyncio.to_thread(_route, host, request.triple)
    session_id, generation = request.session_id, request.generation
    if (
        session_id is None
        or generation is None
        or route.session_id != session_id
        or route.generation != generation
    ):
        return CommandAnswer(command="refused", reply_text=rules.refused_text("stale_route"))
    try:
        draft = await asyncio.to_thread(drafts.draft, draft_id)
    except DraftUnavailable as error:
        return CommandAnswer(command="refused", reply_text=rules.refused_text(error.reason))
    record, spec = await asyncio.to_thread(_session_and_spec, host, session_id)
    refusal = rules.refusal_for_test_bot(
        draft_customer=draft.customer_id,
        test_customer=record.test_customer_id,
        audience=draft.audience,
        held=draft.held,
        status=draft.status,
    )
    if refusal is None:
        findings = await asyncio.to_thread(host.registry_check, spec)
        refusal = f"registry:{findings[0]}" if findings else None
    if refusal is not None:
        return CommandAnswer(command="refused", reply_text=rules.refused_text(refusal))
    revision = draft.approved_revision if draft.status == "dispatched" else draft.latest_revision
    try:
        approved = await asyncio.to_thread(
            drafts.approve_for_host, draft.draft_id, revision or draft.latest_revision
        )
    except DraftUnavailable as error:
        return CommandAnswer(command="refused", reply_text=rules.refused_text(error.reason))
    if approved.approved_revision != approved.latest_revision:
        return CommandAnswer(command="refused", reply_text=rules.refused_text("stale_revision"))
    dedupe_key = rules.draft_dedupe_key(approved.draft_id, approved.latest_revision)
    candidate = DiagnosticDeliveryCandidate(
        session_id=record.session_id,
        generation=generation,
        dedupe_key=dedupe_key,
        body=approved.text,
        body_digest=sha256_hex(approved.text.encode("utf-8")),
        destination_digest=destination_digest(spec.test_destination),
        spec_digest=record.spec_digest,
        authority_digest=record.authority_digest,
        transport_binding_digest=record.transport_binding_digest,
    )
    try:
        result = await host.deliver(candidate)
    except DiagnosticProviderTimeout as timeout:
        return CommandAnswer(command="approve", reply_text=timeout.result.text)
    except (DiagnosticAdmissionRefused, DiagnosticReservationConflict) as error:
        return CommandAnswer(
            command="refused", reply_text=rules.refused_after_approval_text(str(error))
        )
    except (TransportRejected, AdmissionBusy) as error:
        return CommandAnswer(
            command="refused",
            reply_text=rules.refused_after_approval_text(type(error).__name__),
        )
    message_id = await asyncio.to_thread(_audited_message_id, host, dedupe_key)
    if message_id is not None:
        try:
            await asyncio.to_thread(
                drafts.record_sent, approved.draft_id, approved.latest_revision, message_id
            )
        except DraftUnavailable as error:
            _logger.warning("draft_sent_not_recorded", extra={"fields": {"reason": error.reason}})
    if isinstance(result, DiagnosticSent):
        return CommandAnswer(
            command="approve", reply_text=rules.sent_text(result.receipt.get("message_id"))
        )
    return CommandAnswer(command="approve", reply_text=result.text)


def _record_reconciled_draft(host: DiagnosticHost, drafts: DraftsPeer, dedupe_key: str) -> None:
    """A reconciled draft send is now ``sent_audited``: delivery records it as sent, as the
    send itself would have (ADR 0072). Failure is logged: repeating the command repairs it."""
    named = rules.draft_of_dedupe_key(dedupe_key)
    message_id = _audited_message_id(host, dedupe_key)
    if named is None or message_id is None:
        return
    try:
        drafts.record_sent(named[0], named[1], message_id)
    except DraftUnavailable as error:
        _logger.warning("draft_sent_not_recorded", extra={"fields": {"reason": error.reason}})
