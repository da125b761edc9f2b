"""Alembic revisions of the checkin schema (environment: shared/db/alembic)."""
