"""``DiagnosticHost``: one admission lock around reserve -> verify -> send -> terminal.

``deliver`` holds the session's admission lock (``sessions.lock``: a cross-process
advisory lock) from final validation through ``reserve_and_verify``,
``verify_provider_start``, the test-bot send under its native deadline and the durable
terminal row (Rev 30-31, 35-36). Close, expiry and recovery take the same lock. So:

* close first: the attempt finds ``detaching``/``closed`` - zero rows, zero sends;
* reserve first: close waits until the attempt's terminal row is committed.

Every database step is *durable under cancellation* (``_durable``): it runs to its commit
in a worker thread even when the task is cancelled, and the cancellation is re-delivered
afterwards. A cancellation or timeout after the reservation persists exactly one
``delivery_unknown`` (no receipt) or ``audit_pending`` (receipt) and is then re-raised;
nothing is ever sent again.
"""

from __future__ import annotations

import asyncio
import time
from collections.abc import Awaitable, Callable, Mapping
from functools import partial
from typing import Any, TypeVar

from services.diagnostics.host.authority import DiagnosticDeliveryAuthority
from services.diagnostics.host.results import (
    DeliveryResult,
    DiagnosticAdmissionRefused,
    DiagnosticDuplicateNoSend,
    DiagnosticSent,
    NoSend,
    VerifiedDiagnosticReservation,
)
from services.diagnostics.host.schemas import DiagnosticDeliveryCandidate
from services.diagnostics.host.transport import (
    DiagnosticDeadlineTransport,
    ProviderOutcomeUnknown,
    TransportRejected,
    admit_transport,
)
from services.diagnostics.isolation.rules import SpecRejected
from services.diagnostics.sessions import repository as sessions
from services.diagnostics.sessions import service
from services.diagnostics.sessions.lock import (
    AdmissionBusy,
    HeldAdmission,
    acquire_admission,
    admission,
    release_admission,
)
from services.diagnostics.sessions.repository import SessionRecord
from services.diagnostics.sessions.rules import is_due_to_expire
from services.diagnostics.sessions.service import RegistryCheck
from shared.clock import Clock
from shared.db.session import Database

T = TypeVar("T")
# Tests park an attempt at a named step: "before_admission", "admitted", "reserved",
# "provider_start", "receipt".
Checkpoint = Callable[[str], Awaitable[None]]


class DiagnosticProviderTimeout(TimeoutError):
    """The provider did not answer within the effective deadline; ``result`` is the one
    terminal row persisted for it."""

    def __init__(self, result: NoSend) -> None:
        super().__init__(result.status)
        self.result = result


async def _durable(step: Callable[[], T], *, undo: Callable[[T], None] | None = None) -> T:
    """Run ``step`` in a thread to completion even if this task is cancelled meanwhile;
    then re-raise the cancellation (after ``undo`` of the result, when given)."""
    future = asyncio.ensure_future(asyncio.to_thread(step))
    cancelled = False
    while True:
        try:
            result = await asyncio.shield(future)
            break
        except asyncio.CancelledError:
            if future.cancelled():
                raise
            cancelled = True
    if cancelled:
        if undo is not None:
            await asyncio.to_thread(undo, result)
        raise asyncio.CancelledError
    return result


class DiagnosticHost:
    """The host of one process: its frozen transport, the authority, the lock discipline."""

    def __init__(
        self,
        database: Database,
        clock: Clock,
        transport: object,
        *,
        wait_seconds: float,
        registry_check: RegistryCheck,
        _test_token: object | None = None,
    ) -> None:
        self._test_token = _test_token
        self.registry_check = registry_check
        self._transport: DiagnosticDeadlineTransport = admit_transport(
            transport, test_token=_test_token
        )
        self._frozen_transport = self._transport
        self.database = database
        self.clock = clock
        self.wait_seconds = wait_seconds
        self.authority = DiagnosticDeliveryAuthority()
        self.checkpoint: Checkpoint | None = None

    @classmethod
    def _for_test(
        cls,
        database: Database,
        clock: Clock,
        transport: object,
        test_token: object,
        *,
        registry_check: RegistryCheck,
        wait_seconds: float = 10.0,
    ) -> DiagnosticHost:
        """A host with a sealed test transport (``transport.sealed_test_token``)."""
        return cls(
            database, clock, transport, wait_seconds=wait_seconds,
            registry_check=registry_check, _test_token=test_token,
        )  # fmt: skip

    @property
    def transport(self) -> DiagnosticDeadlineTransport:
        return self._frozen_transport

    def _transport_checked(self) -> DiagnosticDeadlineTransport:
        """The frozen transport, re-admitted and compared by identity (Rev 33)."""
        if self._transport is not self._frozen_transport:
            raise TransportRejected("transport_swapped")
        return admit_transport(self._transport, test_token=self._test_token)

    async def _pause(self, step: str) -> None:
        if self.checkpoint is not None:
            await self.checkpoint(step)

    # ------------------------------------------------------------------ delivery

    async def deliver(self, candidate: DiagnosticDeliveryCandidate) -> DeliveryResult:
        """Reserve, verify, send once and terminalize - all under the admission lock."""
        transport = self._transport_checked()  # a nonconforming transport: no lock, no row
        await self._pause("before_admission")
        held = await _durable(
            partial(
                acquire_admission,
                self.database,
                candidate.session_id,
                wait_seconds=self.wait_seconds,
            ),
            undo=release_admission,
        )
        try:
            return await self._deliver_locked(candidate, held, transport)
        finally:
            await _durable(partial(release_admission, held))

    async def _deliver_locked(
        self,
        candidate: DiagnosticDeliveryCandidate,
        held: HeldAdmission,
        transport: DiagnosticDeadlineTransport,
    ) -> DeliveryResult:
        await self._pause("admitted")
        if self._transport_checked() is not transport:
            raise TransportRejected("transport_swapped")
        findings = await _durable(partial(self.binding_findings, held))
        if findings:
            raise DiagnosticAdmissionRefused(f"registry:{findings[0]}")
        try:
            result = await _durable(
                partial(
                    self.authority.reserve_and_verify,
                    candidate,
                    held=held,
                    lock_token=held.token,
                    transport_seconds=transport.max_provider_timeout_seconds,
                    now=self.clock.now(),
                )
            )
        except DiagnosticAdmissionRefused as refused:
            if refused.reason == "session_expired":
                await _durable(partial(self._detach_held, held, reason="ttl_expired"))
            raise
        if not isinstance(result, VerifiedDiagnosticReservation):
            return result  # the no-send variants go back unchanged: no provider branch
        return await self._send_reserved(result, held, transport)

    async def _send_reserved(
        self,
        verified: VerifiedDiagnosticReservation,
        held: HeldAdmission,
        transport: DiagnosticDeadlineTransport,
    ) -> DeliveryResult:
        receipt: Mapping[str, Any] | None = None
        try:
            await self._pause("reserved")
            deadline = time.monotonic() + verified.timeout_seconds
            findings = await _durable(partial(self.binding_findings, held))
            started = await _durable(
                partial(
                    self.authority.verify_provider_start,
                    verified,
                    held=held,
                    lock_token=held.token,
                    seconds_left=deadline - time.monotonic(),
                    now=self.clock.now(),
                    binding_findings=findings,
                )
            )
            if not isinstance(started, VerifiedDiagnosticReservation):
                return started
            await self._pause("provider_start")
            if self._transport_checked() is not transport:
                raise ProviderOutcomeUnknown("transport_swapped_before_send")
            async with asyncio.timeout(max(deadline - time.monotonic(), 0)):
                receipt = await transport.send_diagnostic_customer(
                    started, deadline_monotonic=deadline
                )
            await self._pause("receipt")
        except TimeoutError:
            raise DiagnosticProviderTimeout(
                await self._terminalize(verified, held, receipt, "provider_timeout")
            ) from None
        except ProviderOutcomeUnknown as unknown:
            return await self._terminalize(verified, held, None, unknown.reason)
        except asyncio.CancelledError:
            await self._terminalize(verified, held, receipt, "cancelled")
            raise
        try:
            return await _durable(
                partial(
                    self.authority.record_sent,
                    verified,
                    receipt,
                    held=held,
                    lock_token=held.token,
                    now=self.clock.now(),
                )
            )
        except asyncio.CancelledError:
            raise
        except Exception:
            return await self._terminalize(verified, held, receipt, "receipt_not_recorded")

    async def _terminalize(
        self,
        verified: VerifiedDiagnosticReservation,
        held: HeldAdmission,
        receipt: Mapping[str, Any] | None,
        reason: str,
    ) -> NoSend:
        return await _durable(
            partial(
                self.authority.terminalize_cancel_or_timeout,
                verified,
                receipt=receipt,
                reason=reason,
                held=held,
                lock_token=held.token,
                now=self.clock.now(),
            )
        )

    # ------------------------------------------------------------------ binding

    def binding_findings(self, held: HeldAdmission) -> list[str]:
        """What the registry says is wrong with the session's test-customer binding now
        (empty: bound ``diagnostic_isolated_v1`` with the spec's exact triples). Asked under
        the held lock before every reservation, provider start and replay - not only at
        activation - and an unreachable registry is a finding (fail closed). A session that
        is gone or whose spec no longer derives is left to the admission checks."""
        try:
            record = service.load_locked(held)
            if record.state != "active":
                return []
            # Hand-opened: a step under the admission lock commits on the lock's own connection.
            with held.transaction() as session:
                spec = sessions.load_spec(session, record)
        except (service.SessionNotFound, SpecRejected):
            return []
        return self.registry_check(spec)

    # ------------------------------------------------------------------ lifecycle

    def _settle(self, held: HeldAdmission, record: SessionRecord) -> None:
        self.authority.settle_session(held, lock_token=held.token, now=self.clock.now())

    def _detach_held(self, held: HeldAdmission, *, reason: str) -> SessionRecord:
        record = service.load_locked(held)
        return service.detach_locked(
            held, record, clock=self.clock, expected_generation=None, reason=reason,
            actor="system", cleanup=self._settle,
        )  # fmt: skip

    def activate(self, session_id: str, *, generation: int) -> SessionRecord:
        """``prepared -> active`` under the session's admission lock."""
        return service.activate_session(
            self.database, self.clock, session_id, generation=generation, actor="owner",
            wait_seconds=self.wait_seconds, registry_check=self.registry_check,
            cleanup=self._settle,
        )  # fmt: skip

    def close(self, session_id: str, *, generation: int | None, reason: str) -> SessionRecord:
        """``-> detaching`` (the fence), settle every chain, ``-> closed | expired``."""
        return service.close_session(
            self.database, self.clock, session_id, generation=generation, reason=reason,
            actor="owner", wait_seconds=self.wait_seconds, cleanup=self._settle,
        )  # fmt: skip

    def reconcile(self, session_id: str, dedupe_key: str) -> DiagnosticDuplicateNoSend:
        """Audit-pending -> sent_audited, under the admission lock."""
        with admission(self.database, session_id, wait_seconds=self.wait_seconds) as held:
            return self.authority.reconcile(
                dedupe_key, held=held, lock_token=held.token, now=self.clock.now()
            )

    def recover(self) -> dict[str, str]:
        """Startup: before any revalidation, apply the matrix to every chain of every
        unfinished session (uncertain rows become unknown, nothing becomes authority); then
        finish ``detaching``, expire what ran out, and detach a session whose spec no
        longer derives. Returns what happened per session."""
        # Hand-opened: startup recovery runs behind no route; the locked steps follow it.
        with self.database.transaction() as session:
            pending = sessions.nonterminal_sessions(session)
        outcomes: dict[str, str] = {}
        for record in pending:
            try:
                with admission(
                    self.database, record.session_id, wait_seconds=self.wait_seconds
                ) as held:
                    outcomes[record.session_id] = self._recover_locked(held)
            except AdmissionBusy:
                outcomes[record.session_id] = "busy_in_another_process"
        return outcomes

    def expire_due(self, *, lock_wait_seconds: float) -> dict[str, str]:
        """The sweep: end every unfinished session whose TTL ran out (and finish a
        ``detaching`` left by a crashed process) under its admission lock; a session whose
        lock stays held longer than ``lock_wait_seconds`` is ``busy`` - next pass."""
        now = self.clock.now()
        # Hand-opened: the expiry sweep runs behind no route; the locked steps follow it.
        with self.database.transaction() as session:
            due = [
                record
                for record in sessions.nonterminal_sessions(session)
                if record.state == "detaching" or is_due_to_expire(record.expires_at, now)
            ]
        outcomes: dict[str, str] = {}
        for record in due:
            try:
                with admission(
                    self.database, record.session_id, wait_seconds=lock_wait_seconds
                ) as held:
                    outcomes[record.session_id] = self._expire_locked(held)
            except AdmissionBusy:
                outcomes[record.session_id] = "busy"
        return outcomes

    def stop(self, *, lock_wait_seconds: float) -> dict[str, str]:
        """The host is stopping: end every prepared or active session with the close's own
        detach (fence, settle, ``closed``, reason ``host_stopped``) under its lock (Rev 29:
        stop uses the same detach method). A session whose lock is not had in time is left
        ``busy``: never fenced out of order; startup recovery or the sweep takes it later."""
        # Hand-opened: shutdown runs behind no route; the locked steps follow it.
        with self.database.transaction() as session:
            running = [r for r in sessions.nonterminal_sessions(session) if r.state != "detaching"]
        outcomes: dict[str, str] = {}
        for record in running:
            try:
                with admission(
                    self.database, record.session_id, wait_seconds=lock_wait_seconds
                ) as held:
                    current = service.load_locked(held)
                    if current.state in ("prepared", "active"):
                        current = self._detach_held(held, reason="host_stopped")
                    outcomes[record.session_id] = current.state
            except AdmissionBusy:
                outcomes[record.session_id] = "busy"
        return outcomes

    def _expire_locked(self, held: HeldAdmission) -> str:
        record = service.load_locked(held)  # re-read: it may have moved before we had the lock
        if record.state == "detaching":
            return self._detach_held(held, reason="recovered_detaching").state
        if record.state in ("prepared", "active") and is_due_to_expire(
            record.expires_at, self.clock.now()
        ):
            return self._detach_held(held, reason="ttl_expired").state
        return record.state

    def _recover_locked(self, held: HeldAdmission) -> str:
        self.authority.settle_session(held, lock_token=held.token, now=self.clock.now())
        record = service.load_locked(held)
        if record.state == "detaching":
            return self._detach_held(held, reason="recovered_detaching").state
        if is_due_to_expire(record.expires_at, self.clock.now()):
            return self._detach_held(held, reason="ttl_expired").state
        try:
            # Hand-opened: a step under the admission lock commits on the lock's own connection.
            with held.transaction() as session:
                sessions.load_spec(session, record)
        except SpecRejected:
            return self._detach_held(held, reason="spec_revalidation_failed").state
        return record.state


__all__ = ["DiagnosticHost", "DiagnosticProviderTimeout", "DiagnosticSent"]
