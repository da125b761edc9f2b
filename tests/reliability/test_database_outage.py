"""The database server stops for a while in the middle of a pilot week.

This test starts its own embedded PostgreSQL (``shared.db.embedded``, in its tmp dir) so
it can stop it: the five services run as real processes on it, the first pilot week is
played, and after day 2 the server is stopped (``pg_ctl stop -m fast``: sessions are cut).
The pilot does not wait: day 3's check-in starts while the database is down, so the
customer's message reaches a gateway that cannot record it. Meanwhile every service must
say it is not ready (``/readyz`` 503) without dying; after ``OUTAGE_SECONDS`` the server
starts again on the same port and every service must become ready by itself - nobody
restarts anything - and the week must finish as the scenario says, with every event,
draft and ledger row written before the outage still there and nothing written twice.
"""

from __future__ import annotations

import shutil
import tempfile
import threading
import time
from collections import Counter
from collections.abc import Iterator
from contextlib import ExitStack
from datetime import datetime
from pathlib import Path

import httpx
import pytest
from sqlalchemy import text

from shared.clock import KST, ONE_DAY, FileClock
from shared.db import embedded
from shared.db.platform import upgrade_all
from shared.db.urls import with_database
from shared.supervisor import Supervisor
from shared.topology import SERVICES
from tests.conftest import REPO_ROOT
from tests.fakes.telegram import FakeTelegram, fake_telegram
from tests.reliability.conftest import Figures
from tests.support.database import TestDatabase
from tests.support.keys import TestSecrets
from tests.support.servers import loopback_client
from tools.pilot.operator import OperatorDesk
from tools.pilot.play import play
from tools.pilot.scenario import PILOT, REGISTER_AT, shortened
from tools.pilot.stack import StackLayout, free_ports, running_stack

pytestmark = [pytest.mark.reliability, pytest.mark.timeout(600)]

WEEK = shortened(PILOT, 7)
OUTAGE_AFTER_DAY = 2
OUTAGE_SECONDS = 12.0
RECOVERY_SECONDS = 60.0

# What must survive the outage, each row named by something that identifies it for good.
ROWS = {
    "events": "SELECT dedupe_key FROM checkin.event",
    "drafts": "SELECT draft_id FROM delivery.draft",
    "ledger": "SELECT row_digest FROM delivery.delivery_ledger",
    "updates": "SELECT update_id::text FROM gateway.telegram_update",
    "sends": "SELECT reservation_id FROM gateway.outbound_send",
}


@pytest.fixture
def own_server() -> Iterator[tuple[Path, embedded.EmbeddedServer]]:
    # Inside the project, like the real .data/ (as test_embedded_postgres does): as root
    # the server runs as an unprivileged user that needs o+x on every parent, and another
    # pytest run starting meanwhile resets its own temp root to 0700.
    parent = REPO_ROOT / ".data"
    parent.mkdir(exist_ok=True)
    data_dir = Path(tempfile.mkdtemp(prefix="test-outage-", dir=parent))
    server = embedded.ensure_server(data_dir)
    try:
        yield data_dir, server
    finally:
        embedded.stop_server(data_dir)
        shutil.rmtree(data_dir, ignore_errors=True)


def rows(database: TestDatabase) -> dict[str, list[str]]:
    with database.engine() as engine, engine.connect() as connection:
        return {name: list(connection.execute(text(sql)).scalars()) for name, sql in ROWS.items()}


def readiness(layout: StackLayout) -> dict[str, int | None]:
    """Each service's ``/readyz`` status (None: no answer at all - the process is gone)."""
    answers: dict[str, int | None] = {}
    with loopback_client(timeout=3.0) as client:
        for service in SERVICES:
            try:
                answers[service] = client.get(f"{layout.base_url(service)}/readyz").status_code
            except httpx.HTTPError:
                answers[service] = None
    return answers


class Outage:
    """Stops the server, watches the services, starts it again; records what it saw."""

    def __init__(
        self, data_dir: Path, port: int, layout: StackLayout, telegram: FakeTelegram
    ) -> None:
        self.data_dir, self.port, self.layout, self.telegram = data_dir, port, layout, telegram
        self.updates_waiting = 0  # customer messages Telegram still holds when it comes back
        self.not_ready_seen: set[str] = set()
        self.silent: set[str] = set()  # services that did not answer at all during it
        self.down_seconds = 0.0
        self.recovered_after: float | None = None
        self.error: BaseException | None = None
        self._thread = threading.Thread(target=self._watch, name="outage")

    def begin(self) -> None:
        """Stop the server now; the rest happens in the background while the pilot goes on."""
        self._stopped_at = time.monotonic()
        embedded.stop_server(self.data_dir)
        print(f"database stopped (port {self.port})", flush=True)
        self._thread.start()

    def _watch(self) -> None:
        try:
            while time.monotonic() - self._stopped_at < OUTAGE_SECONDS:
                for service, status in readiness(self.layout).items():
                    if status == 503:
                        self.not_ready_seen.add(service)
                    elif status is None:
                        self.silent.add(service)
                time.sleep(0.5)  # a probe's pace, not an ordering: the outage lasts regardless
            # Fetched but never confirmed: the gateway could not record them, so Telegram
            # keeps them for the next poll.
            self.updates_waiting = self.telegram.state.pending_count()
            embedded.ensure_server(self.data_dir, port=self.port)
            self.down_seconds = time.monotonic() - self._stopped_at
            print(
                f"database started again after {self.down_seconds:.1f}s; not ready meanwhile: "
                f"{sorted(self.not_ready_seen)}",
                flush=True,
            )
            back = time.monotonic()
            deadline = back + RECOVERY_SECONDS
            while set(readiness(self.layout).values()) != {200}:
                if time.monotonic() > deadline:
                    return
                time.sleep(0.2)
            self.recovered_after = time.monotonic() - back
            print(f"every service ready {self.recovered_after:.1f}s later", flush=True)
        except BaseException as error:
            self.error = error
            print(f"the outage thread failed: {error!r}", flush=True)

    def join(self) -> None:
        self._thread.join(OUTAGE_SECONDS + RECOVERY_SECONDS + 30)


def test_services_wait_out_a_database_outage_mid_week_and_lose_nothing(
    own_server: tuple[Path, embedded.EmbeddedServer], tmp_path: Path, figures: Figures
) -> None:
    data_dir, server = own_server
    secrets = TestSecrets(tmp_path / "secrets")
    database = TestDatabase(with_database(server.admin_url(), "dcoutage"), "dcoutage")
    upgrade_all(database.admin_url, prefix=database.role_prefix, secrets_dir=None)
    before: dict[str, list[str]] = {}
    with fake_telegram() as telegram, ExitStack() as stack:
        layout = StackLayout(
            admin_url=database.admin_url,
            role_prefix=database.role_prefix,
            root=tmp_path / "stack",
            ports=dict(zip(SERVICES, free_ports(len(SERVICES)), strict=True)),
            simulator_port=telegram.server.port,
            secrets_dir_override=secrets.directory,
        )
        outage = Outage(data_dir, server.port, layout, telegram)
        starts_at = datetime.combine(WEEK.starts_on - ONE_DAY, REGISTER_AT, tzinfo=KST)
        supervisor: Supervisor = stack.enter_context(
            running_stack(layout, starts_at=starts_at, with_simulator=False, out=print)
        )
        pids = {name: child.pid for name, child in supervisor.children.items()}

        def stop_the_database() -> None:
            before.update(rows(database))
            outage.begin()  # ... and day 3 begins at once, on a database that is gone

        log, verdict = play(
            WEEK,
            layout,
            telegram_url=telegram.base_url,
            interludes=[(OUTAGE_AFTER_DAY, stop_the_database)],
        )
        outage.join()
        desk = OperatorDesk(
            checkin_url=layout.base_url("checkin"),
            delivery_url=layout.base_url("delivery"),
            key=secrets.key("operator"),
            clock=FileClock(layout.clock_path),
        )
        ledger = [row for row in desk.deliveries() if row["customer_id"] == WEEK.customer_id]
        desk.close()
        exited = supervisor.exited()
        same_processes = {name: child.pid for name, child in supervisor.children.items()} == pids
    after = rows(database)

    lost = {name: sorted(set(before[name]) - set(after[name])) for name in ROWS}
    duplicated = {
        name: [key for key, count in Counter(after[name]).items() if count > 1] for name in ROWS
    }
    sent = [row for row in ledger if row["purpose"] == "customer_message"]
    figures.report(
        "database stopped mid-week",
        outage_seconds=round(outage.down_seconds, 1),
        services_503=f"{len(outage.not_ready_seen)}/{len(SERVICES)}",
        seconds_to_all_ready=None
        if outage.recovered_after is None
        else round(outage.recovered_after, 1),
        restarts=0 if same_processes and not exited else "some",
        customer_updates_waiting_out_the_outage=outage.updates_waiting,
        rows_before={name: len(keys) for name, keys in before.items()},
        rows_after={name: len(keys) for name, keys in after.items()},
        lost=sum(map(len, lost.values())),
        duplicated=sum(map(len, duplicated.values())),
        customer_messages=len(sent),
        problems=len(verdict.problems),
    )
    assert outage.error is None, outage.error
    assert outage.down_seconds >= OUTAGE_SECONDS
    assert outage.updates_waiting >= 1, "day 3's check-in did not start during the outage"
    assert outage.not_ready_seen == set(SERVICES), "every service must say it is not ready"
    assert outage.silent == set(), "a service stopped answering its probe"
    assert outage.recovered_after is not None, "not every service became ready again"
    assert exited == [] and same_processes, "recovery must not need a restart"
    assert log.days == len(WEEK.days)
    assert verdict.problems == []
    assert lost == {name: [] for name in ROWS}
    assert duplicated == {name: [] for name in ROWS}
    # The week went on from where it stopped: more of everything than before the outage.
    assert all(len(after[name]) > len(before[name]) for name in ("events", "drafts", "ledger"))
    assert all(row["state"] == "delivered" for row in sent)
    assert verdict.customer_messages == verdict.traffic.customer_messages
