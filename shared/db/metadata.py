"""Schema-scoped SQLAlchemy metadata with one naming convention for every service."""

from __future__ import annotations

from sqlalchemy import MetaData

NAMING_CONVENTION = {
    "ix": "ix_%(table_name)s_%(column_0_N_name)s",
    "uq": "uq_%(table_name)s_%(column_0_N_name)s",
    "ck": "ck_%(table_name)s_%(constraint_name)s",
    "fk": "fk_%(table_name)s_%(column_0_N_name)s_%(referred_table_name)s",
    "pk": "pk_%(table_name)s",
}


def service_metadata(schema: str) -> MetaData:
    """Metadata whose tables all live in ``schema``."""
    return MetaData(schema=schema, naming_convention=NAMING_CONVENTION)
