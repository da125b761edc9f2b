"""Database URL helpers: every URL the services use is derived from one bootstrap URL."""

from __future__ import annotations

from pydantic import SecretStr
from sqlalchemy.engine import URL, make_url

DRIVER = "postgresql+psycopg"
MAINTENANCE_DATABASE = "postgres"
DEFAULT_DATABASE = "dualcoach"


def normalise_url(url: str | URL) -> URL:
    """Parse ``url`` and force the psycopg 3 driver; default the database name."""
    parsed = make_url(url) if isinstance(url, str) else url
    if not parsed.drivername.startswith("postgresql"):
        raise ValueError(f"not a PostgreSQL URL: {parsed.drivername}")
    parsed = parsed.set(drivername=DRIVER)
    if not parsed.database:
        parsed = parsed.set(database=DEFAULT_DATABASE)
    return parsed


def with_database(url: str | URL, database: str) -> URL:
    return normalise_url(url).set(database=database)


def as_role(url: str | URL, role: str, password: SecretStr | None) -> URL:
    """The same server and database, logged in as ``role``."""
    return normalise_url(url).set(
        username=role, password=password.get_secret_value() if password else None
    )


def redacted(url: str | URL) -> str:
    """A printable form with the password hidden."""
    return normalise_url(url).render_as_string(hide_password=True)
