"""Throwaway databases for tests: one migrated template per run, one clone per test.

The template is provisioned and migrated exactly like production (``upgrade_all``), with
a role prefix unique to the run, so tests never touch a user's data or roles. Each test
gets ``CREATE DATABASE ... TEMPLATE`` (about 0.1 s) and it is dropped afterwards.
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
        """A new database migrated to head, cloned from the template."""
        name = f"{self.role_prefix}_{next(self._counter)}"
        self._execute(f'CREATE DATABASE "{name}" TEMPLATE "{self.template_name}"')
        return TestDatabase(with_database(self.server_url, name), self.role_prefix)

    def drop(self, database: TestDatabase) -> None:
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
