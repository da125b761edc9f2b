"""Alembic revisions of the delivery schema (environment: shared/db/alembic)."""
