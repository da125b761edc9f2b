"""The one alembic environment: migrates the schema of the service named in the config."""

import importlib

from alembic import context

from shared.db.migrate import run_service_environment

_tables = importlib.import_module(f"services.{context.config.attributes['service']}.tables")
run_service_environment(metadata=_tables.metadata, schema=_tables.SCHEMA)
