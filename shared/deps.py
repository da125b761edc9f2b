"""Typed dependency aliases every endpoint uses to reach its service's runtime.

``TransactionDep`` gives a single-transaction route its session (ADR 0081): the transaction
commits when the route function returns - before the response is sent - and rolls back if
it raises. At most ``_ADMITTED`` such routes run at once (see ``transaction``). A
procedure of several transactions (reserve, call a peer, record) does not take it: it
lives in its service's ``workflow.py``.

``in_transaction`` is the same one transaction for an ``async def`` hot-path route: its
statements and its COMMIT run in one trip to a worker thread instead of three (ADR 0088,
addendum).
"""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator, Callable
from contextlib import asynccontextmanager
from typing import Annotated, Concatenate, ParamSpec, TypeVar
from weakref import WeakKeyDictionary

from anyio import CancelScope, CapacityLimiter, from_thread, to_thread
from fastapi import Depends, Request
from sqlalchemy.orm import Session

from shared.auth.nonces import pending_nonce
from shared.auth.verify import replayed_nonce
from shared.clock import Clock
from shared.db.session import Database
from shared.runtime import ServiceRuntime


def _runtime(request: Request) -> ServiceRuntime:
    runtime: ServiceRuntime = request.app.state.runtime
    return runtime


# The getters only read attributes, so they are ``async def``: FastAPI runs a ``def``
# dependency on a worker thread, and each such trip is a wake-up and a GIL hand-over paid
# per request (ADR 0088, addendum). Anything that does blocking I/O stays ``def``.
async def get_runtime(request: Request) -> ServiceRuntime:
    return _runtime(request)


async def get_database(request: Request) -> Database:
    return _runtime(request).database


async def get_audit_database(request: Request) -> Database:
    return _runtime(request).audit_database


async def get_clock(request: Request) -> Clock:
    return _runtime(request).clock


# A bulkhead. Between a route's return and its commit FastAPI validates the answer on a
# slot of AnyIO's shared threadpool (40), and the commit needs one too, while the
# transaction still holds its locks. Sync route bodies waiting on such a lock hold slots;
# fifty appends to one chain took them all and the lock holder could never finish (ADR
# 0081). Admitting fewer transactions than there are slots - and than the engine has
# connections (30) - leaves slots free for the holder; the others wait on the event loop,
# holding no thread and no connection.
_ADMITTED = 20
_admissions: WeakKeyDictionary[asyncio.AbstractEventLoop, CapacityLimiter] = WeakKeyDictionary()


def _admission() -> CapacityLimiter:
    """The running event loop's admission limiter (a limiter belongs to one loop)."""
    loop = asyncio.get_running_loop()
    limiter = _admissions.get(loop)
    if limiter is None:
        limiter = _admissions[loop] = CapacityLimiter(_ADMITTED)
    return limiter


@asynccontextmanager
async def _around_route(database: Database) -> AsyncIterator[Session]:
    """One transaction around the route: committed on return, rolled back on an error.

    Opening is done on the event loop: it creates the session and its transaction object,
    and the connection is only checked out by the route's first statement, on the route's
    own thread. Committing or rolling back is I/O and runs on a worker thread, shielded: a
    request cancelled mid-way (the client went away) still ends its transaction and returns
    its connection rather than leaving both to the garbage collector.
    """
    async with _admission():
        unit = database.transaction()
        session = unit.__enter__()
        try:
            yield session
        except BaseException as error:
            with CancelScope(shield=True):
                await to_thread.run_sync(unit.__exit__, type(error), error, error.__traceback__)
            raise
        with CancelScope(shield=True):
            await to_thread.run_sync(unit.__exit__, None, None, None)


P = ParamSpec("P")
T = TypeVar("T")


async def in_transaction(
    database: Database,
    work: Callable[Concatenate[Session, P], T],
    *args: P.args,
    **kwargs: P.kwargs,
) -> T:
    """Run ``work(session, ...)`` and commit it, all in one trip to a worker thread.

    For an ``async def`` hot-path route: the same one transaction as ``TransactionDep``
    (committed before the route answers, rolled back if ``work`` raises, a failed commit
    is the route's error), but the statements and the COMMIT run on one thread in one
    hop where a sync route with ``TransactionDep`` takes three (the body, FastAPI's
    validation of its answer, the commit). Admitted through the same bulkhead as
    ``TransactionDep`` routes.

    The trip is not abandoned on cancellation: a request whose client went away still ends
    its transaction and returns its connection. As with ``TransactionDep``, a request
    cancelled while its statements ran is rolled back, not committed.

    On a route whose nonce is deferred (``require_callers(..., nonce_in_transaction=True)``)
    the first call spends it: its INSERT is the transaction's first statement, a replay is
    refused before ``work`` runs, and a rolled-back request spends it alone afterwards, in
    the same trip (ADR 0089). On a reused connection that INSERT travels with the BEGIN as
    the pool's pre-ping: one round trip where the ping, BEGIN and INSERT took three (ADR
    0098).
    """
    pending = pending_nonce.get()
    if pending is not None and pending.settled:
        pending = None

    def run() -> T:
        try:
            opening = pending.opening() if pending is not None else None
            with database.transaction(opening) as session:
                if pending is not None and not pending.spend_within(session.connection(), opening):
                    raise replayed_nonce()
                result = work(session, *args, **kwargs)
                from_thread.check_cancelled()  # raises in a cancelled request: rolled back
        except BaseException:
            if pending is not None and not pending.settled:
                pending.spend_alone()
            raise
        if pending is not None:
            pending.committed()
        return result

    async with _admission():
        return await to_thread.run_sync(run)


async def transaction(request: Request) -> AsyncIterator[Session]:
    """The route's transaction on its service's database."""
    async with _around_route(_runtime(request).database) as session:
        yield session


async def audit_transaction(request: Request) -> AsyncIterator[Session]:
    """The route's transaction on the read-only audit role (SELECT only, ADR 0001)."""
    async with _around_route(_runtime(request).audit_database) as session:
        yield session


RuntimeDep = Annotated[ServiceRuntime, Depends(get_runtime)]
DatabaseDep = Annotated[Database, Depends(get_database)]
AuditDatabaseDep = Annotated[Database, Depends(get_audit_database)]
ClockDep = Annotated[Clock, Depends(get_clock)]
# scope="function": the transaction ends when the route function returns, so the commit
# happens before the response is sent and a failed commit is the route's error, never a
# success answered for a write that did not happen.
TransactionDep = Annotated[Session, Depends(transaction, scope="function")]
AuditTransactionDep = Annotated[Session, Depends(audit_transaction, scope="function")]
