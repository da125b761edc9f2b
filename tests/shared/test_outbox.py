"""The transactional outbox against a real migrated table and a peer on a loopback port.

The table is checkin's ``outbox`` (row-level security per customer), so the scope hooks are
exercised too; the peer is a tiny recorder app that answers scripted statuses.
"""

from __future__ import annotations

import threading
import time
from collections.abc import Iterator
from datetime import UTC, datetime, timedelta
from typing import Any

import httpx
import pytest
from fastapi import FastAPI, Request
from fastapi.responses import JSONResponse
from sqlalchemy import MetaData, create_engine, select, text

from services.checkin.scope import enter_customer_scope
from services.checkin.tables import outbox
from shared.canonical import canonical_digest
from shared.clock import ManualClock
from shared.db.session import Database
from shared.outbox import (
    Finisher,
    OutboxKeyConflict,
    OutboxMessage,
    OutboxRelay,
    OutboxRow,
    PeriodicRelay,
    PostResult,
    backoff,
    complete_held,
    decide_by_status,
    enqueue,
    get_row,
    http_sender,
    list_rows,
    outbox_table,
)
from tests.support.ports import free_ports
from tests.support.servers import loopback_client, serve

START = datetime(2026, 12, 7, 3, 0, tzinfo=UTC)


class Recorder:
    """Answers each POST with the next scripted status (201 when the script is empty)."""

    def __init__(self) -> None:
        self.posts: list[tuple[str, dict[str, Any]]] = []
        self.script: list[int] = []
        self._lock = threading.Lock()
        app = FastAPI()

        @app.post("/{path:path}")
        async def record(path: str, request: Request) -> JSONResponse:
            body = await request.json()
            with self._lock:
                self.posts.append(("/" + path, body))
                status = self.script.pop(0) if self.script else 201
            content: dict[str, Any] = {"ok": status < 300}
            if status >= 400:
                content = {"type": f"urn:dualcoach:problem:scripted-{status}", "status": status}
            return JSONResponse(content, status_code=status)

        self.app = app


@pytest.fixture
def recorder() -> Iterator[tuple[Recorder, str]]:
    peer = Recorder()
    with serve(peer.app) as server:
        yield peer, server.base_url


@pytest.fixture
def store(database) -> Iterator[Database]:
    engine = create_engine(database.owner_url("checkin"))
    yield Database(engine)
    engine.dispose()


@pytest.fixture
def clock() -> ManualClock:
    return ManualClock(START)


def _message(key: str, customer: str = "cust-a", **payload: Any) -> OutboxMessage:
    return OutboxMessage(
        target="peer",
        dedupe_key=key,
        path=f"/drafts/{key}",
        payload={"key": key, **payload},
        customer_id=customer,
    )


def _enqueue(store: Database, message: OutboxMessage, now: datetime) -> bool:
    with store.transaction() as session:
        assert message.customer_id is not None
        enter_customer_scope(session, message.customer_id)
        return enqueue(session, outbox, message, now=now)


def _rows(store: Database, customer: str = "cust-a") -> list[OutboxRow]:
    with store.transaction() as session:
        enter_customer_scope(session, customer)
        return list_rows(session, outbox)


_CLIENTS: list[httpx.Client] = []


@pytest.fixture(autouse=True)
def _close_clients() -> Iterator[None]:
    yield
    while _CLIENTS:
        _CLIENTS.pop().close()


def _relay(
    store: Database,
    clock: ManualClock,
    base_url: str,
    customers: tuple[str, ...] = ("cust-a",),
    finishers: dict[str, Finisher] | None = None,
) -> OutboxRelay:
    client = loopback_client(base_url=base_url, timeout=5)
    _CLIENTS.append(client)
    relay = OutboxRelay(
        database=store,
        table=outbox,
        clock=clock,
        senders={"peer": http_sender(client)},
        finishers=finishers,
        scopes=lambda session: list(customers),
        enter_scope=enter_customer_scope,
    )
    return relay


def test_the_same_message_twice_is_one_row(store):
    assert _enqueue(store, _message("k-0000001"), START) is True
    assert _enqueue(store, _message("k-0000001"), START + timedelta(seconds=5)) is False
    (row,) = _rows(store)
    assert (row.status, row.attempts, row.created_at) == ("pending", 0, START)


def test_another_payload_under_a_used_key_is_refused_and_nothing_changes(store):
    _enqueue(store, _message("k-0000001", text="first"), START)
    with pytest.raises(OutboxKeyConflict):
        _enqueue(store, _message("k-0000001", text="second"), START)
    (row,) = _rows(store)
    assert row.payload["text"] == "first"


def test_a_lane_keeps_its_enqueue_order_while_the_clock_stands_still(store, clock, recorder):
    # A manual or file clock (tests, the pilot simulator) can give every row the same time;
    # the keys' alphabetical order must not reorder a customer's posts.
    peer, base_url = recorder
    keys = ("k-third-but-z", "k-second-m", "k-first-a")
    for key in keys:
        _enqueue(store, _message(key), START)
    _enqueue(store, _message("k-other", customer="cust-b"), START)
    assert [row.dedupe_key for row in _rows(store)] == list(keys)
    assert len({row.created_at for row in _rows(store)}) == 3
    assert _rows(store, "cust-b")[0].created_at == START  # another lane is not pushed
    _relay(store, clock, base_url).relay_once()
    assert [path for path, _ in peer.posts] == [f"/drafts/{key}" for key in keys]


def test_enqueue_is_part_of_the_callers_transaction(store):
    def change_that_fails() -> None:
        with store.transaction() as session:
            enter_customer_scope(session, "cust-a")
            enqueue(session, outbox, _message("k-0000001"), now=START)
            raise RuntimeError("the change it announces failed")

    with pytest.raises(RuntimeError):
        change_that_fails()
    assert _rows(store) == []


def _complete(
    store: Database, message: OutboxMessage, payload: dict[str, Any] | None, now: datetime
) -> bool:
    with store.transaction() as session:
        enter_customer_scope(session, "cust-a")
        return complete_held(
            session,
            outbox,
            message.target,
            message.dedupe_key,
            queued_digest=canonical_digest(dict(message.payload)),
            payload=payload,
            now=now,
        )


def _enqueue_held(store: Database, message: OutboxMessage, until: datetime) -> None:
    with store.transaction() as session:
        enter_customer_scope(session, "cust-a")
        enqueue(session, outbox, message, now=START, not_before=until)


def test_a_held_row_waits_and_is_posted_once_with_what_completed_it(store, clock, recorder):
    peer, base_url = recorder
    message = _message("k-held-01", text="canonical")
    _enqueue_held(store, message, START + timedelta(seconds=15))
    relay = _relay(store, clock, base_url)
    assert relay.relay_once().acknowledged == 0  # not due: held back
    completed = {"key": "k-held-01", "text": "presented"}
    assert _complete(store, message, completed, START + timedelta(seconds=1)) is True
    clock.advance(timedelta(seconds=1))
    assert relay.relay_once().acknowledged == 1
    assert peer.posts == [("/drafts/k-held-01", completed)]
    # Completing it again (a late second answer) changes nothing: it was posted.
    assert _complete(store, message, {"key": "k-held-01", "text": "x"}, START) is False


def test_a_held_row_past_its_hold_goes_as_queued_and_is_never_changed(store, clock, recorder):
    peer, base_url = recorder
    message = _message("k-held-02", text="canonical")
    _enqueue_held(store, message, START + timedelta(seconds=15))
    clock.advance(timedelta(seconds=16))
    late = {"key": "k-held-02", "text": "presented"}
    # Due now: a relay may have claimed it, so a late completion must not change it.
    assert _complete(store, message, late, clock.now()) is False
    _relay(store, clock, base_url).relay_once()
    assert peer.posts == [("/drafts/k-held-02", dict(message.payload))]


def test_only_the_row_exactly_as_queued_is_completed(store, clock):
    message = _message("k-held-03", text="canonical")
    _enqueue_held(store, message, START + timedelta(seconds=15))
    other = _message("k-held-03", text="something else")  # not the bytes queued
    assert _complete(store, other, {"key": "k-held-03"}, START) is False
    assert _complete(store, message, None, START) is True  # released as queued
    (row,) = _rows(store)
    assert (row.payload, row.next_attempt_at) == (dict(message.payload), START)


def test_relay_posts_each_due_row_and_acknowledges_it(store, clock, recorder):
    peer, base_url = recorder
    _enqueue(store, _message("k-0000001", text="안녕하세요"), START)
    relay = _relay(store, clock, base_url)
    report = relay.relay_once()
    assert report.as_dict() == {
        "acknowledged": 1,
        "retried": 0,
        "conflicts": 0,
        "rejected": 0,
        "skipped": 0,
    }
    assert peer.posts == [("/drafts/k-0000001", {"key": "k-0000001", "text": "안녕하세요"})]
    (row,) = _rows(store)
    assert (row.status, row.attempts, row.last_status, row.finished_at) == (
        "acknowledged",
        1,
        201,
        START,
    )
    assert relay.relay_once().as_dict()["acknowledged"] == 0
    assert len(peer.posts) == 1


def test_an_identical_replay_answer_acknowledges(store, clock, recorder):
    peer, base_url = recorder
    peer.script = [200]
    _enqueue(store, _message("k-0000001"), START)
    relay = _relay(store, clock, base_url)
    relay.relay_once()
    assert _rows(store)[0].status == "acknowledged"


@pytest.mark.parametrize(
    ("status", "final"),
    [(409, "conflict"), (422, "rejected"), (410, "rejected")],
)
def test_conflict_and_rejection_finish_the_row_for_good(store, clock, recorder, status, final):
    peer, base_url = recorder
    peer.script = [status]
    _enqueue(store, _message("k-0000001"), START)
    relay = _relay(store, clock, base_url)
    relay.relay_once()
    clock.advance(timedelta(hours=1))
    relay.relay_once()
    (row,) = _rows(store)
    assert (row.status, row.attempts, row.last_status) == (final, 1, status)
    assert row.last_reason == f"scripted-{status}"
    assert len(peer.posts) == 1


def test_an_unreachable_peer_keeps_the_row_pending_and_backs_off(store, clock, recorder):
    peer, base_url = recorder
    _enqueue(store, _message("k-0000001"), START)
    dead = _relay(store, clock, f"http://127.0.0.1:{free_ports(1)[0]}")
    assert dead.relay_once().retried == 1
    (row,) = _rows(store)
    assert (row.status, row.attempts, row.last_status, row.last_reason) == (
        "pending",
        1,
        None,
        "ConnectError",
    )
    assert row.next_attempt_at == START + timedelta(seconds=2)
    assert dead.relay_once().as_dict()["retried"] == 0  # not due yet
    clock.advance(timedelta(seconds=2))
    assert dead.relay_once().retried == 1
    assert _rows(store)[0].next_attempt_at == clock.now() + timedelta(seconds=4)
    clock.advance(timedelta(seconds=4))
    relay = _relay(store, clock, base_url)
    assert relay.relay_once().acknowledged == 1
    assert (_rows(store)[0].status, _rows(store)[0].attempts) == ("acknowledged", 3)
    assert len(peer.posts) == 1


def test_a_5xx_answer_is_retried_later(store, clock, recorder):
    peer, base_url = recorder
    peer.script = [503]
    _enqueue(store, _message("k-0000001"), START)
    relay = _relay(store, clock, base_url)
    assert relay.relay_once().retried == 1
    clock.advance(timedelta(seconds=2))
    assert relay.relay_once().acknowledged == 1
    assert [row.last_reason for row in _rows(store)] == [None]
    assert len(peer.posts) == 2


def test_an_older_pending_row_holds_back_younger_rows_of_its_lane_only(store, clock, recorder):
    peer, base_url = recorder
    peer.script = [503]
    _enqueue(store, _message("k-0000001"), START - timedelta(seconds=3))
    _enqueue(store, _message("k-0000002"), START - timedelta(seconds=2))
    _enqueue(store, _message("k-0000003", customer="cust-b"), START - timedelta(seconds=1))
    relay = _relay(store, clock, base_url, customers=("cust-a", "cust-b"))
    report = relay.relay_once()
    assert (report.retried, report.skipped, report.acknowledged) == (1, 1, 1)
    assert [path for path, _ in peer.posts] == ["/drafts/k-0000001", "/drafts/k-0000003"]
    clock.advance(timedelta(seconds=2))
    relay.relay_once()
    assert [path for path, _ in peer.posts][2:] == ["/drafts/k-0000001", "/drafts/k-0000002"]
    assert {row.status for row in _rows(store)} == {"acknowledged"}


def test_a_row_another_relay_holds_is_skipped(store, clock, recorder):
    peer, base_url = recorder
    _enqueue(store, _message("k-0000001"), START)
    relay = _relay(store, clock, base_url)
    with store.transaction() as holder:
        enter_customer_scope(holder, "cust-a")
        holder.execute(select(outbox).with_for_update())
        report = relay.relay_once()
    assert (report.skipped, report.acknowledged, peer.posts) == (1, 0, [])
    assert relay.relay_once().acknowledged == 1


def test_a_scope_sees_only_its_own_rows(store, clock, recorder):
    peer, base_url = recorder
    _enqueue(store, _message("k-0000001", customer="cust-a"), START)
    _enqueue(store, _message("k-0000002", customer="cust-b"), START)
    relay = _relay(store, clock, base_url, customers=("cust-a", "cust-b"))
    relay.relay_once(only_scope="cust-b")
    assert [path for path, _ in peer.posts] == ["/drafts/k-0000002"]
    with store.transaction() as session:
        enter_customer_scope(session, "cust-a")
        assert get_row(session, outbox, "peer", "k-0000002") is None
        assert session.execute(text("SELECT count(*) FROM checkin.outbox")).scalar_one() == 1


def test_a_row_without_a_sender_waits(store, clock):
    _enqueue(store, _message("k-0000001"), START)
    relay = OutboxRelay(
        database=store,
        table=outbox,
        clock=clock,
        senders={},
        scopes=lambda session: ["cust-a"],
        enter_scope=enter_customer_scope,
    )
    assert relay.relay_once().skipped == 1
    assert _rows(store)[0].status == "pending"


def test_a_custom_verdict_decides_what_happens(store, clock, recorder):
    peer, base_url = recorder
    peer.script = [202]
    _enqueue(store, _message("k-0000001"), START)
    client = loopback_client(base_url=base_url, timeout=5)
    _CLIENTS.append(client)
    relay = OutboxRelay(
        database=store,
        table=outbox,
        clock=clock,
        senders={"peer": http_sender(client)},
        decide=lambda row, result: decide_by_status(
            row, PostResult(201 if result.status == 202 else result.status)
        ),
        scopes=lambda session: ["cust-a"],
        enter_scope=enter_customer_scope,
    )
    assert relay.relay_once().acknowledged == 1


def test_a_finisher_commits_with_the_final_verdict_of_its_target(store, clock, recorder):
    peer, base_url = recorder
    peer.script = [503, 409]
    _enqueue(store, _message("k-0000001"), START)
    seen: list[tuple[str, str, str | None, str]] = []

    def finish(session, row, decision) -> None:
        # it runs in the transaction that finishes the row: it sees the row's new status
        status = session.execute(
            text("SELECT status FROM checkin.outbox WHERE dedupe_key = :k"), {"k": row.dedupe_key}
        ).scalar_one()
        seen.append((row.dedupe_key, decision.verdict, decision.reason, status))

    relay = _relay(store, clock, base_url, finishers={"peer": finish})
    assert relay.relay_once().retried == 1
    assert seen == []  # a retry is not final
    clock.advance(timedelta(seconds=2))
    assert relay.relay_once().conflicts == 1
    assert seen == [("k-0000001", "conflict", "scripted-409", "conflict")]
    clock.advance(timedelta(minutes=10))
    relay.relay_once()
    assert len(seen) == 1  # a finished row is never finished again


def test_a_finisher_that_fails_leaves_its_row_pending(store, clock, recorder):
    peer, base_url = recorder
    peer.script = [409]
    _enqueue(store, _message("k-0000001"), START)

    def fail(session, row, decision) -> None:
        raise RuntimeError("the consequence could not be written")

    with pytest.raises(RuntimeError):
        _relay(store, clock, base_url, finishers={"peer": fail}).relay_once()
    (row,) = _rows(store)
    assert (row.status, row.attempts, row.last_status) == ("pending", 0, None)


def test_periodic_relay_relays_on_its_own_and_stops(store, clock, recorder):
    peer, base_url = recorder
    _enqueue(store, _message("k-0000001"), START)
    relay = _relay(store, clock, base_url)
    periodic = PeriodicRelay(relay, 0.05)
    periodic.start()
    deadline = time.monotonic() + 10
    while not peer.posts and time.monotonic() < deadline:
        time.sleep(0.02)
    periodic.stop()
    assert len(peer.posts) == 1
    assert _rows(store)[0].status == "acknowledged"


@pytest.mark.parametrize(
    ("status", "verdict"),
    [
        (201, "acknowledged"),
        (200, "acknowledged"),
        (409, "conflict"),
        (400, "rejected"),
        (404, "rejected"),
        (410, "rejected"),
        (422, "rejected"),
        (401, "retry"),
        (403, "retry"),
        (429, "retry"),
        (500, "retry"),
        (503, "retry"),
        (None, "retry"),
    ],
)
def test_default_verdict_by_status(status, verdict):
    row: Any = None
    assert decide_by_status(row, PostResult(status)).verdict == verdict


def test_backoff_doubles_from_two_seconds_and_caps_at_five_minutes():
    assert [backoff(n).total_seconds() for n in (1, 2, 3, 4, 8, 9, 50)] == [
        2,
        4,
        8,
        16,
        256,
        300,
        300,
    ]


def test_periodic_relay_can_be_started_again_after_a_stop():
    class CountingRelay:
        def __init__(self) -> None:
            self.calls = 0

        def relay_once(self) -> None:
            self.calls += 1

    relay = CountingRelay()
    periodic = PeriodicRelay(relay, 0.01)  # type: ignore[arg-type]
    for _ in range(2):
        periodic.start()
        periodic.start()  # no-op while running
        deadline = time.monotonic() + 5
        before = relay.calls
        while relay.calls == before and time.monotonic() < deadline:
            time.sleep(0.01)
        periodic.stop()
        assert relay.calls > before


@pytest.mark.parametrize("targets", [(), ("ok", "no such"), ("x'); DROP TABLE y; --",)])
def test_a_target_list_must_be_plain_identifiers(targets):
    with pytest.raises(ValueError, match="identifiers"):
        outbox_table(MetaData(), targets=targets)


def test_a_requested_scope_is_relayed_on_the_relay_thread_and_never_by_the_caller():
    class ScopeRecorder:
        def __init__(self) -> None:
            self.scopes: list[str | None] = []
            self.threads: set[str] = set()

        def relay_once(self, *, only_scope: str | None = None) -> None:
            self.threads.add(threading.current_thread().name)
            self.scopes.append(only_scope)

    relay = ScopeRecorder()
    periodic = PeriodicRelay(relay, None, name="relay-under-test")  # type: ignore[arg-type]
    assert periodic.request("kim") is False  # no thread yet: the caller decides
    periodic.start()
    try:
        assert periodic.request("kim") is True
        assert periodic.request("lee") is True
        assert periodic.wait_idle(10)
    finally:
        periodic.stop()
    assert sorted(scope or "" for scope in relay.scopes) == ["kim", "lee"]
    assert relay.threads == {"relay-under-test"}
    assert periodic.request("kim") is False
