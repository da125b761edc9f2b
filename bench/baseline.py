"""The bare baseline every figure of ``make bench`` is divided by: FastAPI + psycopg INSERT.

One uvicorn process like each service, one sync endpoint that inserts the posted JSON into
a table and commits, one psycopg connection per worker thread (no ORM, no auth, no
validation beyond FastAPI's body parsing). Run: ``python bench/baseline.py <dsn> <port>``.
"""

from __future__ import annotations

import sys
import threading
from typing import Any

import psycopg
import psycopg.types.json
import uvicorn
from fastapi import Body, FastAPI

TABLE = "bench_baseline"


def create_table(dsn: str) -> None:
    with psycopg.connect(dsn, autocommit=True) as connection:
        connection.execute(
            f"CREATE TABLE IF NOT EXISTS {TABLE} "
            "(id bigserial PRIMARY KEY, body jsonb NOT NULL, "
            "created_at timestamptz NOT NULL DEFAULT now())"
        )


def build_app(dsn: str) -> FastAPI:
    app = FastAPI()
    local = threading.local()

    def connection() -> psycopg.Connection[Any]:
        if getattr(local, "connection", None) is None:
            local.connection = psycopg.connect(dsn)
        return local.connection  # type: ignore[no-any-return]

    @app.post("/insert")
    def insert(body: dict[str, Any] = Body(...)) -> dict[str, int]:
        db = connection()
        with db.cursor() as cursor:
            cursor.execute(
                f"INSERT INTO {TABLE} (body) VALUES (%s) RETURNING id",  # noqa: S608 (a constant)
                (psycopg.types.json.Jsonb(body),),
            )
            row = cursor.fetchone()
        db.commit()
        return {"id": int(row[0]) if row else 0}

    return app


if __name__ == "__main__":
    dsn, port = sys.argv[1], int(sys.argv[2])
    create_table(dsn)
    uvicorn.run(build_app(dsn), host="127.0.0.1", port=port, log_level="warning")
