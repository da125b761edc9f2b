"""The diagnostics schema in a whole-product backup: its tables as they are."""

from __future__ import annotations

from services.diagnostics.tables import metadata
from shared.backup.schema import SchemaCopy

COPY = SchemaCopy("diagnostics", metadata)
