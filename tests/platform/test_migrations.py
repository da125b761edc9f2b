"""Every service's migrations go empty -> head -> base -> head and agree with its tables."""

import pytest
from sqlalchemy import inspect, text

from shared.db import migrate
from shared.db.platform import upgrade_all
from shared.topology import SERVICES


@pytest.fixture
def empty(cluster):
    database = cluster.empty_database()
    yield database
    cluster.drop(database)


def _tables(database, service):
    with database.engine(database.owner_url(service)) as engine:
        return set(inspect(engine).get_table_names(schema=service))


def test_empty_to_head_to_base_to_head_for_every_service(empty):
    upgrade_all(empty.admin_url, prefix=empty.role_prefix, secrets_dir=None)
    for service in SERVICES:
        url = empty.owner_url(service)
        head_tables = _tables(empty, service)
        assert "service_request_nonce" in head_tables
        migrate.downgrade(service, url, "base")
        assert _tables(empty, service) == {"alembic_version"}
        migrate.upgrade(service, url, "head")
        assert _tables(empty, service) == head_tables
        with empty.engine(url) as engine, engine.connect() as connection:
            assert migrate.current_revision(connection, service) == migrate.head_revision(service)


def test_upgrade_all_is_idempotent(database):
    upgrade_all(database.admin_url, prefix=database.role_prefix, secrets_dir=None)
    upgrade_all(database.admin_url, prefix=database.role_prefix, secrets_dir=None)
    for service in SERVICES:
        with database.engine(database.owner_url(service)) as engine, engine.connect() as conn:
            assert migrate.current_revision(conn, service) == migrate.head_revision(service)


@pytest.mark.parametrize("service", SERVICES)
def test_tables_and_migrations_agree(database, service):
    # alembic check: autogenerate finds no difference between the models and the database.
    migrate.check(service, database.owner_url(service))


@pytest.mark.parametrize("service", SERVICES)
def test_version_table_lives_in_the_service_schema(database, service):
    with database.engine() as engine, engine.connect() as connection:
        schemas = (
            connection.execute(
                text(
                    "SELECT table_schema FROM information_schema.tables "
                    "WHERE table_name = 'alembic_version'"
                )
            )
            .scalars()
            .all()
        )
    assert service in schemas and "public" not in schemas
