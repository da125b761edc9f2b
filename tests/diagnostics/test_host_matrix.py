"""Every row of the Rev 37-38 dedupe-state matrix, in one process and across a restart:
result class, status, Korean text, row delta, provider delta, reconciliation availability.

Chain states are made the way a crash leaves them: by the authority's own steps, stopped
where the process would have died (a ``receipt`` or ``delivered`` row without its audit is
appended with the ledger's own append - the state a crash between two commits leaves).
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from datetime import UTC, datetime
from typing import Any

import pytest

from services.diagnostics.host import repository
from services.diagnostics.host.results import (
    AUDIT_PENDING_TEXT,
    DUPLICATE_TEXT,
    UNKNOWN_TEXT,
    DiagnosticAdmissionRefused,
    DiagnosticAuditPendingNoSend,
    DiagnosticDuplicateNoSend,
    DiagnosticReservationConflict,
    DiagnosticSent,
    DiagnosticUnknownNoSend,
    NoSend,
    VerifiedDiagnosticReservation,
)
from services.diagnostics.sessions.lock import HeldAdmission, admission
from shared.canonical import sha256_hex
from shared.clock import ManualClock
from tests.diagnostics.host_support import (
    RecordingTransport,
    active_session,
    candidate,
    diagnostics_app,
    host_of,
)
from tests.diagnostics.sessions_support import rows

RECEIPT = {"message_id": 41, "chat_id": -1009000000001, "topic_id": 61}


@pytest.fixture
def clock():
    return ManualClock(datetime(2026, 12, 3, 1, 0, tzinfo=UTC))


@pytest.fixture
def transport():
    return RecordingTransport()


@pytest.fixture
def host(database, secrets, clock, transport):
    return host_of(diagnostics_app(database, secrets, clock, transport))


def _locked(host, session_id: str, step: Callable[[HeldAdmission], Any]) -> Any:
    with admission(host.database, session_id, wait_seconds=5) as held:
        return step(held)


def _reserve(host, record, held) -> VerifiedDiagnosticReservation:
    result = host.authority.reserve_and_verify(
        candidate(record),
        held=held,
        lock_token=held.token,
        transport_seconds=30,
        now=host.clock.now(),
    )
    assert isinstance(result, VerifiedDiagnosticReservation)
    return result


def _consume(host, record, held) -> VerifiedDiagnosticReservation:
    verified = _reserve(host, record, held)
    started = host.authority.verify_provider_start(
        verified, held=held, lock_token=held.token, seconds_left=5, now=host.clock.now()
    )
    assert started is verified
    return verified


def _append_receipt_status(status: str) -> Callable[..., None]:
    def build(host, record, held) -> None:
        verified = _consume(host, record, held)
        with held.transaction() as session:
            chain = repository.chain(session, verified.dedupe_key)
            after = chain[-1]
            if status == "delivered":
                after = repository.append(
                    session, after, after, status="receipt", now=host.clock.now(), receipt=RECEIPT
                )
            repository.append(
                session, after, after, status=status, now=host.clock.now(), receipt=RECEIPT
            )

    return build


def _terminalized(receipt):
    def build(host, record, held) -> None:
        verified = _consume(host, record, held)
        host.authority.terminalize_cancel_or_timeout(
            verified,
            receipt=receipt,
            reason="test",
            held=held,
            lock_token=held.token,
            now=host.clock.now(),
        )

    return build


def _reconciled(host, record, held) -> None:
    _terminalized(RECEIPT)(host, record, held)
    host.authority.reconcile(
        candidate(record).dedupe_key, held=held, lock_token=held.token, now=host.clock.now()
    )


def _sent_audited(host, record, held) -> None:
    raise AssertionError("built by a real delivery, not under a test lock")


CHAINS: dict[str, Any] = {
    "started": _reserve,
    "consumed": _consume,
    "unknown": _terminalized(None),
    "receipt_only": _append_receipt_status("receipt"),
    "delivered_without_audit": _append_receipt_status("delivered"),
    "audit_pending": _terminalized(RECEIPT),
    "audit_pending_then_sent_audited": _reconciled,
    "sent_audited": _sent_audited,
}
# chain -> (result class, status, text, reconciliation, rows the replay appends)
EXPECTED: dict[str, tuple[type[NoSend], str, str, bool, int]] = {
    "started": (DiagnosticUnknownNoSend, "delivery_unknown", UNKNOWN_TEXT, False, 1),
    "consumed": (DiagnosticUnknownNoSend, "delivery_unknown", UNKNOWN_TEXT, False, 1),
    "unknown": (DiagnosticUnknownNoSend, "delivery_unknown", UNKNOWN_TEXT, False, 0),
    "receipt_only": (DiagnosticAuditPendingNoSend, "audit_pending", AUDIT_PENDING_TEXT, True, 0),
    "delivered_without_audit": (
        DiagnosticAuditPendingNoSend, "audit_pending", AUDIT_PENDING_TEXT, True, 0,
    ),
    "audit_pending": (DiagnosticAuditPendingNoSend, "audit_pending", AUDIT_PENDING_TEXT, True, 0),
    "audit_pending_then_sent_audited": (
        DiagnosticDuplicateNoSend, "duplicate", DUPLICATE_TEXT, False, 0,
    ),
    "sent_audited": (DiagnosticDuplicateNoSend, "duplicate", DUPLICATE_TEXT, False, 0),
}  # fmt: skip


def _build(host, transport, chain: str):
    record = active_session(host)
    if chain == "sent_audited":
        sent = asyncio.run(host.deliver(candidate(record)))
        assert isinstance(sent, DiagnosticSent)
    else:
        _locked(host, record.session_id, lambda held: CHAINS[chain](host, record, held))
    return record


def _assert_result(result: object, chain: str) -> None:
    assert not isinstance(result, DiagnosticSent)
    cls, status, text, reconciliation, _ = EXPECTED[chain]
    assert type(result) is cls
    assert (result.status, result.text, result.reconciliation_available) == (
        status,
        text,
        reconciliation,
    )
    assert result.provider_authority is False


@pytest.mark.parametrize("chain", list(CHAINS))
def test_same_process_replay_of_each_chain_is_its_no_send_result(host, transport, database, chain):
    record = _build(host, transport, chain)
    rows_before = len(rows(database, "diagnostic_reservation"))
    calls_before = len(transport.calls)

    result = asyncio.run(host.deliver(candidate(record)))

    _assert_result(result, chain)
    assert len(rows(database, "diagnostic_reservation")) - rows_before == EXPECTED[chain][4]
    assert len(transport.calls) == calls_before
    again = asyncio.run(host.deliver(candidate(record)))
    assert again == result  # stable: a second replay appends nothing and says the same
    assert len(rows(database, "diagnostic_reservation")) - rows_before == EXPECTED[chain][4]


@pytest.mark.parametrize("chain", list(CHAINS))
def test_restart_recovery_applies_the_same_matrix_before_anything_is_admitted(
    host, transport, database, secrets, clock, chain
):
    record = _build(host, transport, chain)
    rows_before = len(rows(database, "diagnostic_reservation"))
    calls_before = len(transport.calls)

    restarted_transport = RecordingTransport()
    restarted = host_of(diagnostics_app(database, secrets, clock, restarted_transport))
    assert restarted.recover() == {record.session_id: "active"}
    recovered = rows(database, "diagnostic_reservation")
    assert len(recovered) - rows_before == EXPECTED[chain][4]
    if EXPECTED[chain][4]:
        assert (recovered[-1]["status"], recovered[-1]["reason"]) == (
            "delivery_unknown", "diagnostic_started_without_provider_receipt",
        )  # fmt: skip

    result = asyncio.run(restarted.deliver(candidate(record)))

    _assert_result(result, chain)
    assert len(rows(database, "diagnostic_reservation")) == len(recovered)
    assert restarted_transport.calls == [] and len(transport.calls) == calls_before


def test_a_fresh_candidate_is_reserved_sent_once_and_audited_then_a_duplicate(
    host, transport, database
):
    record = active_session(host)
    sent = asyncio.run(host.deliver(candidate(record)))
    assert isinstance(sent, DiagnosticSent)
    ledger = rows(database, "diagnostic_reservation")
    assert [row["status"] for row in ledger] == ["started", "consumed", "delivered", "sent_audited"]
    assert {row["generation"] for row in ledger} == {record.generation}
    assert {row["authority_digest"] for row in ledger} == {record.authority_digest}
    assert {row["transport_binding_digest"] for row in ledger} == {record.transport_binding_digest}
    (call,) = transport.calls
    assert (call.body, call.chat_id, call.topic_id, call.test_bot_id) == (
        "오늘도 수고하셨어요.", -1009000000001, 61, 7000000002,
    )  # fmt: skip
    duplicate = asyncio.run(host.deliver(candidate(record)))
    assert isinstance(duplicate, DiagnosticDuplicateNoSend)
    assert len(transport.calls) == 1 and len(rows(database, "diagnostic_reservation")) == 4


def test_reconciliation_turns_audit_pending_into_sent_audited_but_never_unknown_into_a_send(
    host, transport, database
):
    record = _build(host, transport, "audit_pending")
    reconciled = host.reconcile(record.session_id, candidate(record).dedupe_key)
    assert isinstance(reconciled, DiagnosticDuplicateNoSend)
    assert rows(database, "diagnostic_reservation")[-1]["status"] == "sent_audited"
    assert isinstance(asyncio.run(host.deliver(candidate(record))), DiagnosticDuplicateNoSend)

    other = candidate(record, dedupe_key="draft-0002:r1")
    _locked(
        host,
        record.session_id,
        lambda held: _terminalized(None)(host, record, held) if False else None,
    )
    _locked(
        host,
        record.session_id,
        lambda held: host.authority.terminalize_cancel_or_timeout(
            _reserve_other(host, record, held, other), receipt=None, reason="test", held=held,
            lock_token=held.token, now=host.clock.now(),
        ),
    )  # fmt: skip
    before = len(rows(database, "diagnostic_reservation"))
    with pytest.raises(DiagnosticAdmissionRefused) as refused:
        host.reconcile(record.session_id, other.dedupe_key)
    assert refused.value.reason == "unknown_is_not_reconcilable"
    assert isinstance(asyncio.run(host.deliver(other)), DiagnosticUnknownNoSend)
    assert len(rows(database, "diagnostic_reservation")) == before
    assert transport.calls == []


def _reserve_other(host, record, held, other) -> VerifiedDiagnosticReservation:
    result = host.authority.reserve_and_verify(
        other, held=held, lock_token=held.token, transport_seconds=30, now=host.clock.now()
    )
    assert isinstance(result, VerifiedDiagnosticReservation)
    return result


def _append_raw(host, record, statuses: list[tuple[str, dict[str, Any] | None]]) -> None:
    def build(held):
        _reserve(host, record, held)
        with held.transaction() as session:
            after = repository.chain(session, candidate(record).dedupe_key)[-1]
            for status, receipt in statuses:
                after = repository.append(
                    session, after, after, status=status, now=host.clock.now(), receipt=receipt
                )

    _locked(host, record.session_id, build)


C, U, R = ("consumed", None), ("delivery_unknown", None), ("receipt", RECEIPT)
OTHER_RECEIPT = {**RECEIPT, "message_id": 42}


@pytest.mark.parametrize(
    ("statuses", "reason"),
    [
        ([C, U, R], "receipt_mixed_with_unknown"),
        ([C, R, U], "receipt_mixed_with_unknown"),
        ([C, R, ("delivered", OTHER_RECEIPT)], "conflicting_receipts"),
        ([C, U, U], "repeated_delivery_unknown"),
        ([R], "receipt_without_provider_start"),
        ([C, ("sent_audited", RECEIPT), U], "rows_after_sent_audited"),
    ],
)
def test_contradicting_chains_fail_closed_as_conflicts_with_no_row_and_no_send(
    host, transport, database, statuses, reason
):
    record = active_session(host)
    _append_raw(host, record, statuses)
    before = rows(database, "diagnostic_reservation")
    with pytest.raises(DiagnosticReservationConflict) as conflict:
        asyncio.run(host.deliver(candidate(record)))
    assert conflict.value.reason == reason
    assert rows(database, "diagnostic_reservation") == before
    assert transport.calls == []
    # Recovery leaves a conflicting chain as it is (it never invents a terminal for it).
    host.recover()
    assert rows(database, "diagnostic_reservation") == before


@pytest.mark.parametrize(
    ("pins", "reason"),
    [({"body": "다른 문장입니다."}, "pin_mismatch:body_digest")],
)
def test_the_same_dedupe_key_with_other_bytes_is_a_conflict(
    host, transport, database, pins, reason
):
    record = active_session(host)
    asyncio.run(host.deliver(candidate(record)))
    before = rows(database, "diagnostic_reservation")
    other = candidate(record, body=pins["body"], body_digest=sha256_hex(pins["body"].encode()))
    with pytest.raises(DiagnosticReservationConflict) as conflict:
        asyncio.run(host.deliver(other))
    assert conflict.value.reason == reason
    assert rows(database, "diagnostic_reservation") == before and len(transport.calls) == 1
