"""Bring the whole database to life: target database, per-service roles and schemas, migrations.

``upgrade_all`` is what ``dualcoach db upgrade`` runs; it is idempotent, so running it on
every ``make run`` is safe. The admin (bootstrap) URL is only used here; services connect
with their own roles via ``service_url``.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from pydantic import SecretStr
from sqlalchemy import create_engine
from sqlalchemy.engine import URL

from shared.db import embedded, migrate, roles
from shared.db.urls import DEFAULT_DATABASE, as_role, normalise_url
from shared.secrets import load_role_password
from shared.settings import PlatformSettings
from shared.topology import SERVICES, ServiceName

Progress = Callable[[str], None]


def resolve_admin_url(settings: PlatformSettings) -> tuple[URL, embedded.EmbeddedServer | None]:
    """``database.url``/``DATABASE_URL`` if set, else the embedded server (started if needed)."""
    if settings.database.url:
        return normalise_url(settings.database.url), None
    server = embedded.ensure_server(settings.data_dir)
    return server.admin_url(DEFAULT_DATABASE), server


def role_passwords(
    secrets_dir: Path | None, service: ServiceName
) -> tuple[SecretStr | None, SecretStr | None]:
    if secrets_dir is None:
        return None, None
    return (
        load_role_password(secrets_dir, service),
        load_role_password(secrets_dir, f"{service}_audit"),
    )


def service_url(
    admin_url: URL, prefix: str, service: ServiceName, password: SecretStr | None
) -> URL:
    """URL for ``service``'s owner role on the same server and database."""
    return as_role(admin_url, roles.owner_role(prefix, service), password)


def audit_url(admin_url: URL, prefix: str, service: ServiceName, password: SecretStr | None) -> URL:
    """URL for ``service``'s read-only audit role."""
    return as_role(admin_url, roles.audit_role(prefix, service), password)


def provision_all(
    admin_url: URL,
    *,
    prefix: str,
    secrets_dir: Path | None,
    services: tuple[ServiceName, ...] = SERVICES,
) -> None:
    """Create the database if missing, then every service's roles and schema."""
    roles.ensure_database(admin_url)
    engine = create_engine(admin_url, isolation_level="AUTOCOMMIT")
    try:
        with engine.connect() as connection:
            for service in services:
                owner_password, audit_password = role_passwords(secrets_dir, service)
                roles.provision_service(
                    connection,
                    service=service,
                    prefix=prefix,
                    owner_password=owner_password,
                    audit_password=audit_password,
                )
    finally:
        engine.dispose()


def upgrade_all(
    admin_url: URL,
    *,
    prefix: str,
    secrets_dir: Path | None,
    services: tuple[ServiceName, ...] = SERVICES,
    progress: Progress | None = None,
) -> None:
    """Provision and migrate every service to head, each as its own owner role."""
    provision_all(admin_url, prefix=prefix, secrets_dir=secrets_dir, services=services)
    for service in services:
        owner_password, _ = role_passwords(secrets_dir, service)
        if progress:
            progress(f"migrating {service}")
        migrate.upgrade(service, service_url(admin_url, prefix, service, owner_password))
