"""Throwaway databases for tests: one migrated template per run, one clone per test.

The template is provisioned and migrated exactly like production (``upgrade_all``), with
a role prefix unique to the run, so tests never touch a user's data or roles. Each test
gets its own ``CREATE DATABASE ... TEMPLATE`` clone.

Clones are made and dropped in batches: PostgreSQL makes a clone right after a drop several
times slower (measured ~0.45 s of server CPU per create-then-drop pair back to back, against
~0.07 s when eight drops are followed by eight creates), and with one clone per test that
difference was minutes of ``make test``. A test's clone is retired when it ends; the next
refill drops every retired clone, then creates a batch.
"""

from __future__ import annotations

import itertools
import secrets
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field

from sqlalchemy import Engine, create_engine, text
from sqlalchemy.engine import URL

from shared.db import roles
from shared.db.platform import audit_url, service_url, upgrade_all
from shared.db.urls import MAINTENANCE_DATABASE, with_database
from shared.topology import SERVICES, ServiceName

# Clones made per refill: enough to amortise the slow first create after the drops, few
# enough that a worker keeps only ~100 MB of unused clones on disk.
CLONE_BATCH = 10


@dataclass(frozen=True)
class TestDatabase:
    """One database of the test cluster, provisioned with the run's roles."""

    __test__ = False

    admin_url: URL
    role_prefix: str

    @property
    def name(self) -> str:
        return str(self.admin_url.database)

    def owner_url(self, service: ServiceName) -> URL:
        return service_url(self.admin_url, self.role_prefix, service, None)

    def audit_url(self, service: ServiceName) -> URL:
        return audit_url(self.admin_url, self.role_prefix, service, None)

    @contextmanager
    def engine(self, url: URL | None = None, **options: object) -> Iterator[Engine]:
        engine = create_engine(url or self.admin_url, **options)
        try:
            yield engine
        finally:
            engine.dispose()


@dataclass
class TestCluster:
    """The server under test plus this run's role prefix and template database."""

    __test__ = False

    server_url: URL
    role_prefix: str = field(default_factory=lambda: "dct" + secrets.token_hex(4))
    _counter: itertools.count[int] = field(default_factory=itertools.count)
    _ready: list[str] = field(default_factory=list)
    _retired: list[str] = field(default_factory=list)

    @property
    def template_name(self) -> str:
        return f"{self.role_prefix}_template"

    def _admin(self) -> Engine:
        return create_engine(
            with_database(self.server_url, MAINTENANCE_DATABASE), isolation_level="AUTOCOMMIT"
        )

    def _execute(self, *statements: str) -> None:
        engine = self._admin()
        try:
            with engine.connect() as connection:
                for statement in statements:
                    connection.execute(text(statement))
        finally:
            engine.dispose()

    def build_template(self) -> None:
        template_url = with_database(self.server_url, self.template_name)
        upgrade_all(template_url, prefix=self.role_prefix, secrets_dir=None)

    def empty_database(self) -> TestDatabase:
        """A new database with nothing in it (roles exist cluster-wide)."""
        name = f"{self.role_prefix}_{next(self._counter)}"
        self._execute(f'CREATE DATABASE "{name}"')
        return TestDatabase(with_database(self.server_url, name), self.role_prefix)

    def clone(self) -> TestDatabase:
        """A new database migrated to head, cloned from the template and never used before."""
        if not self._ready:
            self._refill()
        name = self._ready.pop()
        return TestDatabase(with_database(self.server_url, name), self.role_prefix)

    def _refill(self) -> None:
        names = [f"{self.role_prefix}_{next(self._counter)}" for _ in range(CLONE_BATCH)]
        retired, self._retired = self._retired, []
        self._execute(
            *(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)' for name in retired),
            *(f'CREATE DATABASE "{name}" TEMPLATE "{self.template_name}"' for name in names),
        )
        self._ready = names

    def retire(self, database: TestDatabase) -> None:
        """Done with a clone: it is dropped at the next refill.

        Connections a test left open are ended now, as the drop used to, so retired clones
        never hold the server's connection slots.
        """
        self._execute(
            "SELECT pg_terminate_backend(pid) FROM pg_stat_activity "
            f"WHERE datname = '{database.name}' AND pid <> pg_backend_pid()"
        )
        self._retired.append(database.name)

    def drop(self, database: TestDatabase) -> None:
        """Drop a database now (a test that needs it gone; teardown retires instead)."""
        self._execute(f'DROP DATABASE IF EXISTS "{database.name}" WITH (FORCE)')

    def destroy(self) -> None:
        """Drop every database of this run, then its roles."""
        engine = self._admin()
        try:
            with engine.connect() as connection:
                names = (
                    connection.execute(
                        text("SELECT datname FROM pg_database WHERE datname LIKE :pattern"),
                        {"pattern": f"{self.role_prefix}\\_%"},
                    )
                    .scalars()
                    .all()
                )
                for name in names:
                    connection.execute(text(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)'))
                role_names = [roles.owner_role(self.role_prefix, s) for s in SERVICES]
                role_names += [roles.audit_role(self.role_prefix, s) for s in SERVICES]
                for role in role_names:
                    connection.execute(text(f'DROP ROLE IF EXISTS "{role}"'))
        finally:
            engine.dispose()
