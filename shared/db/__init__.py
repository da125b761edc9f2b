"""Postgres plumbing: URLs, roles and schemas, sessions, migrations, embedded server."""
