"""The gateway schema in a whole-product backup: its tables as they are (it keeps no chains).

Its send records matter most: a restored ``outbound_send`` row is what makes a reservation
that was already handed to Telegram answer "sent" or "unknown" instead of going out again.
"""

from __future__ import annotations

from services.gateway.tables import metadata
from shared.backup.schema import SchemaCopy

COPY = SchemaCopy("gateway", metadata)
