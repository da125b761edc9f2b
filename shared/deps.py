"""Typed dependency aliases every endpoint uses to reach its service's runtime.

``TransactionDep`` gives a reading route its session (ADR 0081): the transaction commits
when the route function returns - before the response is sent - and rolls back if it
raises. Only for routes that take no lock: the commit runs on another threadpool slot than
the route body, so writers waiting on a lock could starve the lock holder's commit; a route
that writes opens its transaction in its own body. A procedure of several transactions
(reserve, call a peer, record) does not take it: it lives in its service's ``workflow.py``.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Annotated

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


def transaction(request: Request) -> Iterator[Session]:
    """One transaction around the route: committed on return, rolled back on an error."""
    with get_database(request).transaction() as session:
        yield session


RuntimeDep = Annotated[ServiceRuntime, Depends(get_runtime)]
DatabaseDep = Annotated[Database, Depends(get_database)]
AuditDatabaseDep = Annotated[Database, Depends(get_audit_database)]
ClockDep = Annotated[Clock, Depends(get_clock)]
# scope="function": the transaction ends when the route function returns, so the commit
# happens before the response is sent and a failed commit is the route's error, never a
# success answered for a write that did not happen.
TransactionDep = Annotated[Session, Depends(transaction, scope="function")]
