"""Per-service schema and roles: the database itself keeps services apart.

Each service owns exactly one schema through its owner login role (which runs that
service's migrations and its requests) and exposes it read-only to an audit role that has
USAGE and SELECT only. No role is granted anything on another service's schema, so a
service physically cannot read its neighbours' tables.
"""

from __future__ import annotations

from collections.abc import Iterable

from pydantic import SecretStr
from sqlalchemy import Connection, text
from sqlalchemy.engine import URL

from shared.db.urls import MAINTENANCE_DATABASE, normalise_url, with_database
from shared.topology import ServiceName


def owner_role(prefix: str, service: ServiceName) -> str:
    return f"{prefix}_{service}"


def audit_role(prefix: str, service: ServiceName) -> str:
    return f"{prefix}_{service}_audit"


def _quote(connection: Connection, identifier: str) -> str:
    return connection.dialect.identifier_preparer.quote_identifier(identifier)


def _ensure_login_role(connection: Connection, role: str, password: SecretStr | None) -> None:
    exists = connection.execute(
        text("SELECT 1 FROM pg_roles WHERE rolname = :role"), {"role": role}
    ).first()
    quoted = _quote(connection, role)
    if exists is None:
        connection.execute(text(f"CREATE ROLE {quoted} LOGIN NOSUPERUSER NOCREATEDB NOCREATEROLE"))
    if password is not None:
        literal = password.get_secret_value().replace("'", "''")
        connection.execute(text(f"ALTER ROLE {quoted} PASSWORD '{literal}'"))


def provision_service(
    connection: Connection,
    *,
    service: ServiceName,
    prefix: str,
    owner_password: SecretStr | None = None,
    audit_password: SecretStr | None = None,
) -> None:
    """Create (idempotently) the service's roles and schema and set their privileges."""
    database = connection.execute(text("SELECT current_database()")).scalar_one()
    owner, audit = owner_role(prefix, service), audit_role(prefix, service)
    _ensure_login_role(connection, owner, owner_password)
    _ensure_login_role(connection, audit, audit_password)
    q_owner, q_audit = _quote(connection, owner), _quote(connection, audit)
    q_schema, q_database = _quote(connection, service), _quote(connection, database)
    statements = [
        f"REVOKE ALL ON DATABASE {q_database} FROM PUBLIC",
        "REVOKE CREATE ON SCHEMA public FROM PUBLIC",
        f"GRANT CONNECT, TEMPORARY ON DATABASE {q_database} TO {q_owner}",
        f"GRANT CONNECT ON DATABASE {q_database} TO {q_audit}",
        f"CREATE SCHEMA IF NOT EXISTS {q_schema} AUTHORIZATION {q_owner}",
        f"ALTER SCHEMA {q_schema} OWNER TO {q_owner}",
        f"REVOKE ALL ON SCHEMA {q_schema} FROM PUBLIC",
        f"GRANT USAGE ON SCHEMA {q_schema} TO {q_audit}",
        f"GRANT SELECT ON ALL TABLES IN SCHEMA {q_schema} TO {q_audit}",
        f"ALTER DEFAULT PRIVILEGES FOR ROLE {q_owner} IN SCHEMA {q_schema} "
        f"GRANT SELECT ON TABLES TO {q_audit}",
        f"ALTER ROLE {q_audit} SET default_transaction_read_only = on",
    ]
    for statement in statements:
        connection.execute(text(statement))


def ensure_database(admin_url: str | URL) -> bool:
    """Create the target database if it does not exist; return True when created."""
    from sqlalchemy import create_engine

    target = normalise_url(admin_url)
    engine = create_engine(
        with_database(target, MAINTENANCE_DATABASE), isolation_level="AUTOCOMMIT"
    )
    try:
        with engine.connect() as connection:
            exists = connection.execute(
                text("SELECT 1 FROM pg_database WHERE datname = :name"),
                {"name": target.database},
            ).first()
            if exists is None:
                connection.execute(
                    text(f"CREATE DATABASE {_quote(connection, str(target.database))}")
                )
                return True
            return False
    finally:
        engine.dispose()


def drop_roles(connection: Connection, roles: Iterable[str]) -> None:
    """Drop roles and everything they own in the current database (test teardown)."""
    for role in roles:
        exists = connection.execute(
            text("SELECT 1 FROM pg_roles WHERE rolname = :role"), {"role": role}
        ).first()
        if exists is not None:
            quoted = _quote(connection, role)
            connection.execute(text(f"DROP OWNED BY {quoted} CASCADE"))
            connection.execute(text(f"DROP ROLE {quoted}"))
