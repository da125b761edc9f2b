"""``DiagnosticDeliveryAuthority``: the only code that creates diagnostic reservations.

Every method demands the held admission lock and its token (compared by identity), reloads
the session, its spec (re-derived from stored bytes) and the dedupe key's chain, and writes
at most one committed step. ``reserve_and_verify`` is the one place a ``started`` row is
written (a code-scan test pins it) and the one place provider authority is sealed.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from datetime import datetime
from typing import Any

from sqlalchemy.orm import Session

from services.diagnostics.host import repository
from services.diagnostics.host.results import (
    _SEAL,
    STARTED_WITHOUT_RECEIPT,
    DiagnosticAdmissionRefused,
    DiagnosticAuditPendingNoSend,
    DiagnosticDuplicateNoSend,
    DiagnosticReservationConflict,
    DiagnosticSent,
    DiagnosticUnknownNoSend,
    NoSend,
    ReservationResult,
    VerifiedDiagnosticReservation,
)
from services.diagnostics.host.rules import ChainJudgement, judge_chain
from services.diagnostics.host.schemas import DiagnosticDeliveryCandidate
from services.diagnostics.isolation.rules import SpecRejected, destination_digest
from services.diagnostics.isolation.schemas import DiagnosticIsolationSpecV1
from services.diagnostics.sessions import repository as sessions
from services.diagnostics.sessions.lock import HeldAdmission
from services.diagnostics.sessions.repository import SessionRecord
from services.diagnostics.sessions.rules import effective_timeout, is_due_to_expire
from shared.canonical import canonical_digest, sha256_hex


def reservation_id_for(session_id: str, dedupe_key: str) -> str:
    """The gateway-facing reservation id of a dedupe key in a session (``diag:`` space)."""
    return "diag:" + canonical_digest({"session_id": session_id, "dedupe_key": dedupe_key})[:40]


def _no_send(judgement: ChainJudgement, reservation_id: str) -> NoSend:
    digest = judgement.terminal_row_digest
    assert digest is not None
    if judgement.verdict == "duplicate":
        return DiagnosticDuplicateNoSend(reservation_id, digest)
    if judgement.verdict == "audit_pending":
        return DiagnosticAuditPendingNoSend(reservation_id, digest)
    return DiagnosticUnknownNoSend(reservation_id, digest)


def _require(held: HeldAdmission, lock_token: object) -> None:
    if lock_token is not held.token:
        raise DiagnosticAdmissionRefused("admission_lock_not_held")


def _admissible(
    session: Session, held: HeldAdmission, generation: int, now: datetime
) -> tuple[SessionRecord, DiagnosticIsolationSpecV1]:
    record = sessions.get_session(session, held.session_id)
    if record is None:
        raise DiagnosticAdmissionRefused("session_not_found")
    if record.state != "active":
        raise DiagnosticAdmissionRefused(f"session_{record.state}")
    if is_due_to_expire(record.expires_at, now):
        raise DiagnosticAdmissionRefused("session_expired")
    if record.generation != generation:
        raise DiagnosticAdmissionRefused("stale_generation")
    try:
        spec = sessions.load_spec(session, record)
    except SpecRejected as error:
        raise DiagnosticAdmissionRefused(f"spec_revalidation_failed:{error.reason}") from None
    return record, spec


class DiagnosticDeliveryAuthority:
    """Reservation authority of one host; stateless beyond its clock's readings."""

    def reserve_and_verify(
        self,
        candidate: DiagnosticDeliveryCandidate,
        *,
        held: HeldAdmission,
        lock_token: object,
        transport_seconds: float,
        now: datetime,
    ) -> ReservationResult:
        """Rev 36-38: validate every pin (refusal: no row), then apply the dedupe matrix:
        fresh -> one ``started`` row and provider authority; evidence -> a no-send result
        (at most one ``delivery_unknown`` row); contradiction -> conflict, no row."""
        _require(held, lock_token)
        if candidate.session_id != held.session_id:
            raise DiagnosticAdmissionRefused("lock_for_another_session")
        # Hand-opened: a step under the admission lock commits on the lock's own connection.
        with held.transaction() as session:
            record, spec = _admissible(session, held, candidate.generation, now)
            destination = spec.test_destination
            pins: dict[str, Any] = {
                "session_id": record.session_id,
                "generation": record.generation,
                "spec_digest": record.spec_digest,
                "authority_digest": record.authority_digest,
                "transport_binding_digest": record.transport_binding_digest,
                "body_digest": sha256_hex(candidate.body.encode("utf-8")),
                "destination_digest": destination_digest(destination),
            }
            for name in (
                "body_digest",
                "destination_digest",
                "spec_digest",
                "authority_digest",
                "transport_binding_digest",
            ):
                if getattr(candidate, name) != pins[name]:
                    raise DiagnosticAdmissionRefused(f"{name.removesuffix('_digest')}_mismatch")
            timeout = effective_timeout(
                spec_seconds=spec.max_provider_timeout_seconds,
                transport_seconds=transport_seconds,
                expires_at=record.expires_at,
                now=now,
            )
            if timeout <= 0:
                raise DiagnosticAdmissionRefused("no_time_left")
            reservation_id = reservation_id_for(record.session_id, candidate.dedupe_key)
            existing = repository.chain(session, candidate.dedupe_key)
            judgement = judge_chain(existing, {**pins, "reservation_id": reservation_id})
            if judgement.verdict == "conflict":
                raise DiagnosticReservationConflict(judgement.reason or "conflict")
            if judgement.verdict == "terminalize":
                row = repository.append(
                    session, existing[-1], existing[-1], status="delivery_unknown", now=now,
                    reason=STARTED_WITHOUT_RECEIPT,
                )  # fmt: skip
                return DiagnosticUnknownNoSend(
                    str(existing[0]["reservation_id"]), row["row_digest"]
                )
            if judgement.verdict != "fresh":
                return _no_send(judgement, str(existing[0]["reservation_id"]))
            fields = {
                **pins,
                "dedupe_key": candidate.dedupe_key,
                "reservation_id": reservation_id,
                "body": candidate.body,
                "destination": destination.model_dump(mode="json"),
            }
            repository.append(session, None, fields, status="started", now=now)
        # Hand-opened: a step under the admission lock commits on the lock's own connection.
        with held.transaction() as session:
            committed = repository.chain(session, candidate.dedupe_key)
        if [row["status"] for row in committed] != ["started"]:
            raise DiagnosticReservationConflict("reservation_reread_mismatch")
        started = committed[0]
        return VerifiedDiagnosticReservation(
            reservation_id=reservation_id,
            dedupe_key=candidate.dedupe_key,
            session_id=record.session_id,
            generation=record.generation,
            spec_digest=record.spec_digest,
            authority_digest=record.authority_digest,
            transport_binding_digest=record.transport_binding_digest,
            body=str(started["body"]),
            body_digest=str(started["body_digest"]),
            test_bot_id=spec.test_bot_id,
            chat_id=destination.chat_id,
            topic_id=destination.topic_id,
            destination_digest=str(started["destination_digest"]),
            reservation_row_digest=str(started["row_digest"]),
            timeout_seconds=timeout,
            seal=_SEAL,
        )

    def verify_provider_start(
        self,
        verified: VerifiedDiagnosticReservation,
        *,
        held: HeldAdmission,
        lock_token: object,
        seconds_left: float,
        now: datetime,
        binding_findings: Sequence[str] = (),
    ) -> VerifiedDiagnosticReservation | DiagnosticUnknownNoSend:
        """Recheck every live pin (and the registry's answer about the binding, asked just
        before) before the provider; append ``consumed`` and answer the same object, or
        terminalize the reservation unknown with provider zero."""
        _require(held, lock_token)
        # Hand-opened: a step under the admission lock commits on the lock's own connection.
        with held.transaction() as session:
            chain = repository.chain(session, verified.dedupe_key)
            reason: str | None = None
            try:
                _admissible(session, held, verified.generation, now)
            except DiagnosticAdmissionRefused as refused:
                reason = refused.reason
            if reason is None and (
                [row["status"] for row in chain] != ["started"]
                or chain[0]["row_digest"] != verified.reservation_row_digest
                or sha256_hex(str(chain[0]["body"]).encode("utf-8")) != verified.body_digest
            ):
                reason = "reservation_changed"
            if reason is None and binding_findings:
                reason = f"registry:{binding_findings[0]}"
            if reason is None and seconds_left <= 0:
                reason = "no_time_left"
            if reason is not None:
                if not chain or chain[-1]["status"] not in ("started", "consumed"):
                    raise DiagnosticReservationConflict("reservation_changed")
                row = repository.append(
                    session, chain[-1], chain[-1], status="delivery_unknown", now=now,
                    reason=f"provider_start_refused:{reason}",
                )  # fmt: skip
                return DiagnosticUnknownNoSend(verified.reservation_id, row["row_digest"])
            repository.append(session, chain[-1], chain[-1], status="consumed", now=now)
        return verified

    def record_sent(
        self,
        verified: VerifiedDiagnosticReservation,
        receipt: Mapping[str, Any],
        *,
        held: HeldAdmission,
        lock_token: object,
        now: datetime,
    ) -> DiagnosticSent:
        """The receipt (``delivered``) and the session's audit (``sent_audited``), one commit."""
        _require(held, lock_token)
        # Hand-opened: a step under the admission lock commits on the lock's own connection.
        with held.transaction() as session:
            chain = repository.chain(session, verified.dedupe_key)
            if [row["status"] for row in chain] != ["started", "consumed"]:
                raise DiagnosticReservationConflict("chain_moved_during_send")
            delivered = repository.append(
                session, chain[-1], chain[-1], status="delivered", now=now, receipt=receipt
            )
            audited = repository.append(
                session, delivered, delivered, status="sent_audited", now=now, receipt=receipt,
                reason="diagnostic_session_audit",
            )  # fmt: skip
        return DiagnosticSent(verified.reservation_id, dict(receipt), audited["row_digest"])

    def terminalize_cancel_or_timeout(
        self,
        verified: VerifiedDiagnosticReservation,
        *,
        receipt: Mapping[str, Any] | None,
        reason: str,
        held: HeldAdmission,
        lock_token: object,
        now: datetime,
    ) -> NoSend:
        """Exactly one ``delivery_unknown`` (no receipt) or ``audit_pending`` (receipt);
        an exact terminal already there is answered as it is; a conflict fails closed."""
        _require(held, lock_token)
        # Hand-opened: a step under the admission lock commits on the lock's own connection.
        with held.transaction() as session:
            chain = repository.chain(session, verified.dedupe_key)
            judgement = judge_chain(chain, None)
            if judgement.verdict == "conflict":
                raise DiagnosticReservationConflict(judgement.reason or "conflict")
            if judgement.verdict in ("duplicate", "audit_pending") or (
                judgement.verdict == "unknown" and receipt is None
            ):
                return _no_send(judgement, verified.reservation_id)
            status = "delivery_unknown" if receipt is None else "audit_pending"
            row = repository.append(
                session, chain[-1], chain[-1], status=status, now=now, receipt=receipt,
                reason=reason,
            )  # fmt: skip
        if receipt is None:
            return DiagnosticUnknownNoSend(verified.reservation_id, row["row_digest"])
        return DiagnosticAuditPendingNoSend(verified.reservation_id, row["row_digest"])

    def reconcile(
        self, dedupe_key: str, *, held: HeldAdmission, lock_token: object, now: datetime
    ) -> DiagnosticDuplicateNoSend:
        """Audit-pending -> ``sent_audited`` (then every repeat is a duplicate). Unknown is
        never reconciled into anything that could send."""
        _require(held, lock_token)
        # Hand-opened: a step under the admission lock commits on the lock's own connection.
        with held.transaction() as session:
            chain = repository.chain(session, dedupe_key)
            if not chain or chain[0]["session_id"] != held.session_id:
                raise DiagnosticAdmissionRefused("nothing_to_reconcile")
            judgement = judge_chain(chain, None)
            if judgement.verdict == "conflict":
                raise DiagnosticReservationConflict(judgement.reason or "conflict")
            if judgement.verdict == "duplicate":
                return DiagnosticDuplicateNoSend(
                    str(chain[0]["reservation_id"]), str(chain[-1]["row_digest"])
                )
            if judgement.verdict != "audit_pending":
                raise DiagnosticAdmissionRefused(f"{judgement.verdict}_is_not_reconcilable")
            row = repository.append(
                session, chain[-1], chain[-1], status="sent_audited", now=now,
                receipt=judgement.receipt, reason="reconciled",
            )  # fmt: skip
        return DiagnosticDuplicateNoSend(str(chain[0]["reservation_id"]), row["row_digest"])

    def settle_session(
        self, held: HeldAdmission, *, lock_token: object, now: datetime
    ) -> list[str]:
        """Recovery and close cleanup: the same matrix for every chain of the session; an
        uncertain (started/consumed) chain gets its one ``delivery_unknown``. Returns the
        dedupe keys that were terminalized; conflicting chains are left as they are."""
        _require(held, lock_token)
        terminalized: list[str] = []
        # Hand-opened: a step under the admission lock commits on the lock's own connection.
        with held.transaction() as session:
            for dedupe_key in repository.session_dedupe_keys(session, held.session_id):
                chain = repository.chain(session, dedupe_key)
                if judge_chain(chain, None).verdict == "terminalize":
                    repository.append(
                        session, chain[-1], chain[-1], status="delivery_unknown", now=now,
                        reason=STARTED_WITHOUT_RECEIPT,
                    )  # fmt: skip
                    terminalized.append(dedupe_key)
        return terminalized
