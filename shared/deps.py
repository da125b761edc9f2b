"""Typed dependency aliases every endpoint uses to reach its service's runtime."""

from __future__ import annotations

from typing import Annotated

from fastapi import Depends, Request

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


RuntimeDep = Annotated[ServiceRuntime, Depends(get_runtime)]
DatabaseDep = Annotated[Database, Depends(get_database)]
AuditDatabaseDep = Annotated[Database, Depends(get_audit_database)]
ClockDep = Annotated[Clock, Depends(get_clock)]
