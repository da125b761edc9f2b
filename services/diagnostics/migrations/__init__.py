"""Alembic revisions of the diagnostics schema (environment: shared/db/alembic)."""
