"""Pure decisions of the append path: identity, idempotency and the chain row of an event.

* ``event_id`` is derived from ``(customer_id, dedupe_key)``, so the same fact has the same
  id everywhere (retries, backups, evidence citations).
* The *content digest* decides "same event or conflict" for a repeated key. It covers the
  whole document except fields that are audit correlation only - today the operator-time
  ``attempt_id`` (ADR 0010: a retry with a new attempt id is still the same entry).
"""

from __future__ import annotations

import uuid
from typing import Any, Final

from shared.canonical import canonical_digest
from shared.hashchain import link_row

_EVENT_NAMESPACE: Final = uuid.UUID("6f1d2c64-3b8e-5a4f-9d7e-0c1a2b3c4d5e")

# Per event type: payload fields that do not take part in the idempotency comparison.
AUDIT_ONLY_PAYLOAD_FIELDS: Final[dict[str, frozenset[str]]] = {
    "operator_time_record": frozenset({"attempt_id"}),
}


def event_id_for(customer_id: str, dedupe_key: str) -> str:
    """The deterministic id of the event with this key in this customer's stream."""
    return str(uuid.uuid5(_EVENT_NAMESPACE, f"{customer_id}\n{dedupe_key}"))


def content_digest(document: dict[str, Any]) -> str:
    """Digest of what makes two submissions of one key "the same event"."""
    ignored = AUDIT_ONLY_PAYLOAD_FIELDS.get(str(document.get("event_type")), frozenset())
    payload = {k: v for k, v in dict(document["payload"]).items() if k not in ignored}
    return canonical_digest({**document, "payload": payload})


def chain_row(
    document: dict[str, Any],
    *,
    sequence: int,
    appended_by: str,
    recorded_at: str,
    previous_row_digest: str,
    digest: str,
) -> dict[str, Any]:
    """The stored row of ``document``: identity, position, digests and chain link.

    ``digest`` is ``content_digest(document)``, which the append computes before its lock.
    """
    row = {
        "event_id": event_id_for(document["customer_id"], document["dedupe_key"]),
        "customer_id": document["customer_id"],
        "sequence": sequence,
        "event_type": document["event_type"],
        "dedupe_key": document["dedupe_key"],
        "supersedes": document.get("supersedes"),
        "schema_version": document["schema_version"],
        "payload": document["payload"],
        "content_digest": digest,
        "appended_by": appended_by,
        "recorded_at": recorded_at,
    }
    return link_row(row, previous_row_digest)


def effective_keys(events: list[tuple[str, str | None]]) -> set[str]:
    """Keys of events not superseded by a later one, from ``(dedupe_key, supersedes)`` pairs."""
    superseded = {link for _, link in events if link is not None}
    return {key for key, _ in events if key not in superseded}
