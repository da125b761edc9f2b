"""Alembic per service schema, driven from code (no alembic.ini to keep in sync).

Each service keeps its revisions in ``services/<service>/migrations/versions`` and records
them in ``<schema>.alembic_version``; one environment (``shared/db/alembic``) serves all.
Migrations run as the service's owner role, so every object they create belongs to that
role and lives in that schema.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from importlib import resources
from pathlib import Path

from alembic import command
from alembic.config import Config
from alembic.runtime.migration import MigrationContext
from alembic.script import ScriptDirectory
from sqlalchemy import Connection, MetaData, create_engine
from sqlalchemy.engine import URL

from shared.topology import ServiceName

ENVIRONMENT_PATH = Path(__file__).with_name("alembic")


def versions_path(service: ServiceName) -> Path:
    return Path(str(resources.files(f"services.{service}") / "migrations" / "versions"))


def alembic_config(service: ServiceName, connection: Connection | None = None) -> Config:
    config = Config()
    config.set_main_option("script_location", str(ENVIRONMENT_PATH))
    config.set_main_option("version_locations", str(versions_path(service)))
    config.set_main_option("path_separator", "os")
    config.attributes["service"] = service
    if connection is not None:
        config.attributes["connection"] = connection
    return config


def known_revision(service: ServiceName, revision: str) -> bool:
    """Whether ``revision`` is one of ``service``'s migrations (this code can reach it)."""
    try:
        return (
            ScriptDirectory.from_config(alembic_config(service)).get_revision(revision) is not None
        )
    except Exception:  # alembic raises several types for unknown or malformed ids
        return False


def head_revision(service: ServiceName) -> str | None:
    return ScriptDirectory.from_config(alembic_config(service)).get_current_head()


@contextmanager
def _connection(url: URL) -> Iterator[Connection]:
    engine = create_engine(url)
    try:
        with engine.connect() as connection:
            yield connection
            connection.commit()
    finally:
        engine.dispose()


def upgrade(service: ServiceName, url: URL, revision: str = "head") -> None:
    with _connection(url) as connection:
        command.upgrade(alembic_config(service, connection), revision)


def downgrade(service: ServiceName, url: URL, revision: str = "base") -> None:
    with _connection(url) as connection:
        command.downgrade(alembic_config(service, connection), revision)


def check(service: ServiceName, url: URL) -> None:
    """Raise if the service's tables and its migrations disagree (``alembic check``)."""
    with _connection(url) as connection:
        command.check(alembic_config(service, connection))


def current_revision(connection: Connection, schema: str) -> str | None:
    context = MigrationContext.configure(connection, opts={"version_table_schema": schema})
    return context.get_current_revision()


def run_service_environment(*, metadata: MetaData, schema: str) -> None:
    """Body of every service's ``env.py``: online migrations on the supplied connection."""
    from alembic import context

    connection = context.config.attributes.get("connection")
    if connection is None:
        raise RuntimeError("migrations run only through shared.db.migrate (no offline mode)")

    def include_object(
        obj: object, name: str | None, type_: str, reflected: bool, compare_to: object
    ) -> bool:
        if type_ == "table":
            return getattr(obj, "schema", None) == schema
        return True

    def include_name(name: str | None, type_: str, parent_names: object) -> bool:
        if type_ == "schema":
            return name == schema
        return True

    context.configure(
        connection=connection,
        target_metadata=metadata,
        version_table_schema=schema,
        include_schemas=True,
        include_object=include_object,
        include_name=include_name,
        compare_type=True,
    )
    with context.begin_transaction():
        context.run_migrations()
