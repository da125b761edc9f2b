"""The expression schema: every table this service owns (migrations are the source of truth)."""

from __future__ import annotations

from shared.auth.nonces import nonce_table
from shared.db.metadata import service_metadata

SCHEMA = "expression"
metadata = service_metadata(SCHEMA)

service_request_nonce = nonce_table(metadata)
