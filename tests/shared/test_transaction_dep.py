"""``TransactionDep``: a route's one transaction commits before its answer, or not at all."""

from __future__ import annotations

from collections.abc import Iterator
from concurrent.futures import ThreadPoolExecutor

import anyio
import pytest
from fastapi import APIRouter, Body
from fastapi.testclient import TestClient
from sqlalchemy import text

from shared.auth.verify import require_callers
from shared.db.session import Database
from shared.deps import AuditTransactionDep, TransactionDep, _around_route
from shared.problems import Problem
from tests.support.services import build_app, problem, signed_client

# DEFERRABLE: a duplicate is refused only at COMMIT, which tells whether the commit ran
# before the answer (a failed commit must not be answered as a success).
SCRATCH = (
    "CREATE TABLE public.tx_dep_scratch (value integer "
    "CONSTRAINT tx_dep_scratch_unique UNIQUE DEFERRABLE INITIALLY DEFERRED)"
)


@pytest.fixture
def client(database, secrets) -> Iterator[TestClient]:
    with database.engine() as engine, engine.begin() as connection:
        connection.execute(text(SCRATCH))
        connection.execute(text("GRANT SELECT, INSERT ON public.tx_dep_scratch TO PUBLIC"))
    app = build_app("checkin", database, secrets)
    router = APIRouter(prefix="/internal/test", dependencies=[require_callers("operator")])

    @router.post("/keep")
    def keep(session: TransactionDep, value: int = Body(..., embed=True)) -> dict[str, int]:
        session.execute(text("INSERT INTO public.tx_dep_scratch VALUES (:v)"), {"v": value})
        return {"value": value}

    @router.post("/refuse")
    def refuse(session: TransactionDep, value: int = Body(..., embed=True)) -> None:
        session.execute(text("INSERT INTO public.tx_dep_scratch VALUES (:v)"), {"v": value})
        raise Problem(409, "refused-after-write", "Refused after writing")

    @router.post("/queue")
    def queue(session: TransactionDep, value: int = Body(..., embed=True)) -> dict[str, int]:
        # Every call waits on one lock, as fifty appends to one customer's chain do.
        session.execute(text("SELECT pg_advisory_xact_lock(8117)"))
        session.execute(text("INSERT INTO public.tx_dep_scratch VALUES (:v)"), {"v": value})
        return {"value": value}

    app.include_router(router)
    with signed_client(app, "operator", secrets) as test_client:
        yield test_client


def _stored(client: TestClient) -> list[int]:
    with client.app.state.runtime.database.transaction() as session:  # type: ignore[attr-defined]
        rows = session.execute(text("SELECT value FROM public.tx_dep_scratch ORDER BY value"))
        return [row[0] for row in rows]


def test_the_write_is_committed_when_the_route_answers(client):
    assert client.post("/internal/test/keep", json={"value": 1}).status_code == 200
    assert _stored(client) == [1]


def test_a_refusal_rolls_the_write_back(client):
    response = client.post("/internal/test/refuse", json={"value": 2})
    assert response.status_code == 409
    assert problem(response)["type"].endswith("refused-after-write")
    assert _stored(client) == []


def test_a_commit_that_fails_is_never_answered_as_a_success(client):
    assert client.post("/internal/test/keep", json={"value": 3}).status_code == 200
    again = client.post("/internal/test/keep", json={"value": 3})
    assert again.status_code == 500
    problem(again)
    assert _stored(client) == [3]


def test_writers_queued_on_one_lock_never_starve_the_holder(client):
    # More concurrent writers than AnyIO has threads (40): without the admission bulkhead
    # the waiters took every thread, the holder could not finish, and the pool timed out.
    values = range(100, 160)
    with ThreadPoolExecutor(max_workers=60) as pool:
        statuses = list(
            pool.map(lambda v: client.post("/internal/test/queue", json={"value": v}), values)
        )
    assert [response.status_code for response in statuses] == [200] * len(values)
    assert _stored(client) == list(values)


def test_the_audit_transaction_reads_through_the_read_only_role(database, secrets):
    app = build_app("checkin", database, secrets)
    router = APIRouter(prefix="/internal/test", dependencies=[require_callers("operator")])

    @router.get("/audit-role")
    def audit_role(session: AuditTransactionDep) -> dict[str, str]:
        query = "SELECT current_user, current_setting('transaction_read_only')"
        role, read_only = session.execute(text(query)).one()
        return {"role": str(role), "read_only": str(read_only)}

    app.include_router(router)
    with signed_client(app, "operator", secrets) as client:
        answer = client.get("/internal/test/audit-role").json()
        runtime = client.app.state.runtime  # type: ignore[attr-defined]
        assert answer["role"] == runtime.audit_database.engine.url.username
        assert answer["role"] != runtime.database.engine.url.username
        assert answer["read_only"] == "on"


@pytest.mark.anyio
async def test_a_cancelled_route_still_ends_its_transaction_and_returns_its_connection(database):
    # A client that goes away cancels the request: the rollback must still run, or the
    # connection (and any lock it holds) waits for the garbage collector.
    with database.engine() as engine:
        units = Database(engine)
        with anyio.CancelScope() as scope:
            async with _around_route(units) as session:
                await anyio.to_thread.run_sync(session.execute, text("SELECT 1"))
                assert engine.pool.checkedout() == 1
                scope.cancel()
                await anyio.sleep(5)
        assert scope.cancelled_caught
        assert engine.pool.checkedout() == 0
