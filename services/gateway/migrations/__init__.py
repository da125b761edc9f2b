"""Alembic revisions of the gateway schema (environment: shared/db/alembic)."""
