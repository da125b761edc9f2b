"""One transaction run two ways from an event loop: on a worker thread, or in a greenlet.

Run: ``.venv/bin/python bench/thread_vs_greenlet.py [--rounds 3] [--seconds 3]``.

Issue 18 asks to consider async endpoints on an async driver "measured, not assumed". The
hot paths hand their one transaction to AnyIO's worker threads (``shared.deps.
in_transaction``); the async alternative that keeps the same sync repositories is
SQLAlchemy's ``AsyncSession.run_sync``, which runs the sync code in a greenlet on the event
loop over psycopg's async connection. Both run here on the same scratch database with the
same work (the nonce's INSERT, three SELECTs, COMMIT - the shape of an answer), at 1 and 8
concurrent clients, interleaved round by round. Prints per round and the median:
transactions per second and this process's CPU per transaction, and greenlet / thread.
"""

from __future__ import annotations

import argparse
import asyncio
import sys
import tempfile
import time
import uuid
from collections.abc import Awaitable, Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from anyio import to_thread
from common import load_average, median
from sqlalchemy import create_engine, text
from sqlalchemy.ext.asyncio import async_sessionmaker, create_async_engine
from sqlalchemy.orm import Session, sessionmaker

from shared.secrets import ensure_local_secrets
from shared.settings import PlatformSettings, load_settings
from tools.pilot.stack import scratch_database

_CREATE = text("CREATE TABLE bench_nonce (nonce text PRIMARY KEY)")
_INSERT = text("INSERT INTO bench_nonce VALUES (:n) ON CONFLICT DO NOTHING RETURNING nonce")
_SELECT = text("SELECT count(*) FROM pg_class WHERE relname = :r")


def _work(session: Session) -> None:
    """An answer's shape: the nonce, three statements; the caller commits."""
    session.execute(_INSERT, {"n": uuid.uuid4().hex}).first()
    for _ in range(3):
        session.execute(_SELECT, {"r": "bench_nonce"}).scalar_one()


async def _closed_loop(
    call: Callable[[], Awaitable[None]], clients: int, seconds: float
) -> tuple[float, float]:
    """Transactions per second and CPU ms per transaction over ``seconds``."""
    stop = time.monotonic() + seconds
    done = 0

    async def client() -> None:
        nonlocal done
        while time.monotonic() < stop:
            await call()
            done += 1

    cpu = time.process_time()
    await asyncio.gather(*(client() for _ in range(clients)))
    return done / seconds, (time.process_time() - cpu) / max(done, 1) * 1e3


async def _measure(url: str, rounds: int, seconds: float) -> None:
    sync_engine = create_engine(url, pool_size=10, pool_pre_ping=True)
    async_engine = create_async_engine(url, pool_size=10, pool_pre_ping=True)
    with sync_engine.begin() as connection:
        connection.execute(_CREATE)
    sessions = sessionmaker(sync_engine)
    async_sessions = async_sessionmaker(async_engine)

    def in_thread_body() -> None:
        with sessions() as session, session.begin():
            _work(session)

    async def on_thread() -> None:
        await to_thread.run_sync(in_thread_body)

    async def in_greenlet() -> None:
        async with async_sessions() as session, session.begin():
            await session.run_sync(_work)

    ways = {"thread": on_thread, "greenlet": in_greenlet}
    for clients in (1, 8):
        seen: dict[str, list[tuple[float, float]]] = {name: [] for name in ways}
        for round_number in range(rounds):
            order = list(ways) if round_number % 2 == 0 else list(reversed(ways))
            for name in order:
                seen[name].append(await _closed_loop(ways[name], clients, seconds))
            thread, greenlet = seen["thread"][-1], seen["greenlet"][-1]
            print(
                f"{clients} client(s), round {round_number + 1}: "
                f"thread {thread[0]:.0f}/s {thread[1]:.2f} ms CPU, "
                f"greenlet {greenlet[0]:.0f}/s {greenlet[1]:.2f} ms CPU",
                flush=True,
            )
        rate = {name: median([r for r, _ in runs]) for name, runs in seen.items()}
        cpu = {name: median([c for _, c in runs]) for name, runs in seen.items()}
        print(
            f"{clients} client(s), median: transactions/s greenlet / thread "
            f"{rate['greenlet'] / rate['thread']:.2f}; CPU per transaction greenlet / thread "
            f"{cpu['greenlet'] / cpu['thread']:.2f}"
        )
    await async_engine.dispose()
    sync_engine.dispose()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=4)
    parser.add_argument("--seconds", type=float, default=3.0)
    args = parser.parse_args()
    settings = load_settings(PlatformSettings)
    print(f"load average before: {load_average()}")
    with tempfile.TemporaryDirectory(prefix="greenlet-bench") as directory:
        secrets_dir = Path(directory)
        ensure_local_secrets(secrets_dir)
        with scratch_database(settings, secrets_dir) as (admin_url, _):
            url = admin_url.render_as_string(hide_password=False)
            asyncio.run(_measure(url, args.rounds, args.seconds))
    print(f"load average after: {load_average()}")


if __name__ == "__main__":
    main()
