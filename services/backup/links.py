"""Facts that span two schemas and must line up in any backup (and so in any restore).

Each schema's own chains are checked by its ``SchemaCopy``. These links are the promises
*between* services that one database snapshot keeps and a restore must not break:

* ``sent_event_has_delivery``: every ``draft_sent`` event in checkin's streams names a
  draft that delivery's ledger shows ``delivered`` (the event is relayed only after it);
* ``delivery_reached_gateway``: every ``delivered`` row in delivery's ledger has the
  gateway's ``sent`` record for the same reservation - the record that makes a restored
  gateway answer "already sent" instead of sending again.

Pure functions over the backup's records.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from shared.backup.rows import Record

Tables = Mapping[str, Mapping[str, list[Record]]]  # schema -> table -> records
_SHOWN = 5


def _link(checked: int, missing: list[str]) -> dict[str, Any]:
    return {"checked": checked, "missing": len(missing), "examples": sorted(missing)[:_SHOWN]}


def check_links(tables: Tables) -> dict[str, dict[str, Any]]:
    """Each link: how many facts it checked and which (if any) have no counterpart."""
    ledger = tables["delivery"]["delivery_ledger"]
    delivered_drafts = {row["draft_id"] for row in ledger if row["state"] == "delivered"}
    sent_events = [
        row["payload"]["draft_id"]
        for row in tables["checkin"]["event"]
        if row["event_type"] == "draft_sent"
    ]
    delivered_ids = [row["delivery_id"] for row in ledger if row["state"] == "delivered"]
    gateway_sent = {
        row["reservation_id"]
        for row in tables["gateway"]["outbound_send"]
        if row["state"] == "sent"
    }
    return {
        "sent_event_has_delivery": _link(
            len(sent_events), [d for d in sent_events if d not in delivered_drafts]
        ),
        "delivery_reached_gateway": _link(
            len(delivered_ids), [d for d in delivered_ids if d not in gateway_sent]
        ),
    }


def broken_links(links: Mapping[str, Mapping[str, Any]]) -> list[str]:
    return sorted(name for name, link in links.items() if link["missing"])
