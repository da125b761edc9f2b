"""Alembic revisions of the expression schema (environment: shared/db/alembic)."""
