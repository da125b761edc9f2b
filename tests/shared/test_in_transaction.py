"""``in_transaction``: a hot path's statements and their COMMIT, all or nothing, in one trip."""

from __future__ import annotations

import threading
import time
from collections.abc import Iterator
from typing import Any

import anyio
import pytest
from anyio._backends._asyncio import AsyncIOBackend
from sqlalchemy import event, text
from sqlalchemy.exc import IntegrityError
from sqlalchemy.orm import Session

from shared.db.session import Database
from shared.deps import in_transaction

pytestmark = pytest.mark.anyio

# DEFERRABLE: a duplicate is refused only at COMMIT, which tells whether the commit ran
# inside the helper (a failed commit must be the caller's error, never a success).
SCRATCH = (
    "CREATE TABLE public.in_tx_scratch (value integer "
    "CONSTRAINT in_tx_scratch_unique UNIQUE DEFERRABLE INITIALLY DEFERRED)"
)


class Refused(Exception):
    pass


@pytest.fixture
def units(database) -> Iterator[Database]:
    with database.engine() as engine:
        with engine.begin() as connection:
            connection.execute(text(SCRATCH))
        yield Database(engine)


def _insert(session: Session, *values: int) -> int:
    for value in values:
        session.execute(text("INSERT INTO public.in_tx_scratch VALUES (:v)"), {"v": value})
    return len(values)


def _insert_then_refuse(session: Session, value: int) -> None:
    _insert(session, value)
    raise Refused


def _stored(units: Database) -> list[int]:
    with units.transaction() as session:
        rows = session.execute(text("SELECT value FROM public.in_tx_scratch ORDER BY value"))
        return [row[0] for row in rows]


async def test_the_work_is_committed_and_its_result_returned(units):
    assert await in_transaction(units, _insert, 1, 2) == 2
    assert _stored(units) == [1, 2]
    assert units.engine.pool.checkedout() == 0


async def test_keyword_arguments_reach_the_work(units):
    def insert_named(session: Session, *, value: int) -> int:
        return _insert(session, value)

    assert await in_transaction(units, insert_named, value=7) == 1
    assert _stored(units) == [7]


async def test_an_error_in_the_work_rolls_everything_back_and_is_raised(units):
    with pytest.raises(Refused):
        await in_transaction(units, _insert_then_refuse, 3)
    assert _stored(units) == []
    assert units.engine.pool.checkedout() == 0


async def test_a_commit_that_fails_is_raised_and_keeps_nothing(units):
    # Both rows or neither: the second one's duplicate is refused only at COMMIT.
    with pytest.raises(IntegrityError, match="in_tx_scratch_unique"):
        await in_transaction(units, _insert, 4, 4)
    assert _stored(units) == []
    await in_transaction(units, _insert, 5)
    with pytest.raises(IntegrityError):
        await in_transaction(units, _insert, 6, 5)
    assert _stored(units) == [5]


async def test_the_statements_and_the_commit_are_one_trip_on_one_thread(units, monkeypatch):
    trips: list[Any] = []
    original = AsyncIOBackend.run_sync_in_worker_thread

    async def counted(func: Any, *args: Any, **kwargs: Any) -> Any:
        trips.append(func)
        return await original(func, *args, **kwargs)

    monkeypatch.setattr(AsyncIOBackend, "run_sync_in_worker_thread", staticmethod(counted))
    threads: dict[str, int] = {}

    def on_commit(_connection: Any) -> None:
        threads["commit"] = threading.get_ident()

    def work(session: Session) -> None:
        threads["work"] = threading.get_ident()
        _insert(session, 8)

    event.listen(units.engine, "commit", on_commit)
    try:
        await in_transaction(units, work)
    finally:
        event.remove(units.engine, "commit", on_commit)
    assert len(trips) == 1
    assert threads["work"] == threads["commit"] != threading.get_ident()
    assert _stored(units) == [8]


async def test_a_request_cancelled_mid_work_is_rolled_back_and_returns_its_connection(units):
    # As with TransactionDep: a client that goes away cancels the request; the thread runs
    # its course (it is never abandoned holding a connection), then rolls back.
    def slow_insert(session: Session) -> None:
        _insert(session, 9)
        time.sleep(0.5)

    with anyio.CancelScope() as scope:
        async with anyio.create_task_group() as group:
            group.start_soon(in_transaction, units, slow_insert)
            await anyio.sleep(0.1)
            scope.cancel()
    assert scope.cancelled_caught
    assert units.engine.pool.checkedout() == 0
    assert _stored(units) == []
