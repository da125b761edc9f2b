"""Typed dependency aliases every endpoint uses to reach its service's runtime.

``TransactionDep`` gives a single-transaction route its session (ADR 0081): the transaction
commits when the route function returns - before the response is sent - and rolls back if
it raises. At most ``_ADMITTED`` such routes run at once (see ``transaction``). A
procedure of several transactions (reserve, call a peer, record) does not take it: it
lives in its service's ``workflow.py``.
"""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from typing import Annotated
from weakref import WeakKeyDictionary

from anyio import CancelScope, CapacityLimiter, to_thread
from fastapi import Depends, Request
from sqlalchemy.orm import Session

from shared.clock import Clock
from shared.db.session import Database
from shared.runtime import ServiceRuntime


def get_runtime(request: Request) -> ServiceRuntime:
    runtime: ServiceRuntime = request.app.state.runtime
    return runtime


def get_database(request: Request) -> Database:
    return get_runtime(request).database


def get_audit_database(request: Request) -> Database:
    return get_runtime(request).audit_database


def get_clock(request: Request) -> Clock:
    return get_runtime(request).clock


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


async def transaction(request: Request) -> AsyncIterator[Session]:
    """The route's transaction on its service's database."""
    async with _around_route(get_database(request)) as session:
        yield session


async def audit_transaction(request: Request) -> AsyncIterator[Session]:
    """The route's transaction on the read-only audit role (SELECT only, ADR 0001)."""
    async with _around_route(get_audit_database(request)) as session:
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
