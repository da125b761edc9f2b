"""The delivery ledger's states, transitions and digests (no I/O).

    reserved -> prepared -> sending -> delivered
                                    -> unknown -> sent_audited | abandoned | delivered*
                                    -> prepared (next attempt: the gateway said *refused*,
                                                 nothing reached the chat)
                                    -> abandoned (the gateway rejected it unsent)
    reserved | prepared -> abandoned (authority failed before anything was sent)

    * only by a late receipt of the same attempt: the truth arriving, never a resend.

``sending`` is committed before the gateway is called; from then on the only way back to a
send is the gateway's explicit *refused* (provably nothing sent). Timeouts, lost
connections, crashes and anything ambiguous end in ``unknown``, which Richard reconciles.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime
from typing import Any, Final, Literal

from shared.canonical import canonical_digest, sha256_hex
from shared.clock import to_rfc3339
from shared.hashchain import row_digest

State = Literal[
    "reserved", "prepared", "sending", "delivered", "unknown", "abandoned", "sent_audited"
]
Purpose = Literal["customer_message", "owner_notice"]

TERMINAL: Final = frozenset({"delivered", "abandoned", "sent_audited"})
AWAITING_RECONCILIATION: Final = "unknown"

ALLOWED: Final[dict[str | None, frozenset[str]]] = {
    None: frozenset({"reserved"}),
    "reserved": frozenset({"prepared", "abandoned"}),
    "prepared": frozenset({"sending", "abandoned"}),
    "sending": frozenset({"delivered", "unknown", "prepared", "abandoned"}),
    "unknown": frozenset({"sent_audited", "abandoned", "delivered"}),
    "delivered": frozenset(),
    "abandoned": frozenset(),
    "sent_audited": frozenset(),
}

# Ledger reasons Richard may see. Authority failures before sending:
REASON_REGISTRY_CHANGED: Final = "registry-changed"
REASON_CUSTOMER_DISABLED: Final = "customer-disabled"
REASON_CONSENT_MISSING: Final = "consent-missing"
REASON_NO_DESTINATION: Final = "destination-missing"
REASON_DESTINATION_UNAVAILABLE: Final = "destination-unavailable"
REASON_PREPARED_UNAVAILABLE: Final = "prepared_material_unavailable"
# The customer became held (a later safety signal) between the reservation and the send.
REASON_SAFETY_HELD: Final = "customer-safety-held"
# Unknown: the send was interrupted by a restart, or never came back.
REASON_INTERRUPTED: Final = "interrupted-by-restart"
REASON_STALLED: Final = "stalled"


class TransitionRefused(Exception):
    """The delivery is not in a state that allows this step (someone else moved it)."""

    def __init__(self, current: str | None, wanted: str) -> None:
        super().__init__(f"{current} -> {wanted}")
        self.current = current
        self.wanted = wanted


def check_transition(current: str | None, new: str) -> None:
    if new not in ALLOWED.get(current, frozenset()):
        raise TransitionRefused(current, new)


def delivery_id_for(draft_id: str, purpose: Purpose) -> str:
    """One delivery per draft and purpose (the gateway's reservation id too)."""
    return f"{draft_id}.notice" if purpose == "owner_notice" else f"{draft_id}.send"


def body_digest(body: str) -> str:
    return sha256_hex(body.encode("utf-8"))


def destination_document(audience: str, chat_id: int, topic_id: int | None) -> dict[str, Any]:
    return {"audience": audience, "chat_id": chat_id, "topic_id": topic_id}


def destination_digest(destination: dict[str, Any]) -> str:
    return canonical_digest(destination)


@dataclass(frozen=True, slots=True)
class LedgerFields:
    """Everything one ledger row states, before it is placed in its customer's chain."""

    customer_id: str
    delivery_id: str
    attempt: int
    state: str
    purpose: str
    draft_id: str
    draft_revision: int
    task_key: str | None
    reason: str | None
    actor: str
    body: str | None
    body_digest: str
    destination: dict[str, Any] | None
    destination_digest: str | None
    registry_revision: str | None
    config_pin: str
    receipt: dict[str, Any] | None
    boot_id: str | None
    recorded_at: datetime


# Version 1 digested the body, destination and receipt themselves, so none of them can ever
# leave a v1 row without breaking its chain. Version 2 (every row written since
# ``delivery_0012_retention``) digests them only through their digests: the body through
# ``body_digest``, the destination through ``destination_digest``, the receipt through
# ``receipt_digest``. Retention may then set the three to NULL on a settled delivery (the
# database admits exactly that change) and the chain still verifies every other field; while
# a value is present, its digest is recomputed from it, so an edited body breaks the chain.
DIGEST_VERSION: Final = 2


def receipt_digest(receipt: dict[str, Any] | None) -> str | None:
    return None if receipt is None else canonical_digest(receipt)


def chain_row(
    fields: LedgerFields,
    sequence: int,
    previous_row_digest: str,
    *,
    digest_version: int = DIGEST_VERSION,
    stored_receipt_digest: str | None = None,
) -> dict[str, Any]:
    """The row exactly as the hash chain digests it (JSON types only), with its ``row_digest``.

    ``stored_receipt_digest`` is the stored one, used only when a v2 row's receipt was
    redacted; a present body, destination or receipt is always digested afresh.
    """
    row = digested_document(
        fields,
        sequence,
        previous_row_digest,
        digest_version=digest_version,
        stored_receipt_digest=stored_receipt_digest,
    )
    row["row_digest"] = row_digest(row)
    return row


def digested_document(
    fields: LedgerFields,
    sequence: int,
    previous_row_digest: str,
    *,
    digest_version: int = DIGEST_VERSION,
    stored_receipt_digest: str | None = None,
) -> dict[str, Any]:
    """``chain_row`` without its ``row_digest``: the exact document that digest is taken of.

    A verifier checks a stored row's digest against this document; building it does not
    digest it (``chain_row`` does), so verifying a chain digests each row once, not twice.
    """
    if digest_version >= 2:
        return _digested_document_v2(fields, sequence, previous_row_digest, stored_receipt_digest)
    return {
        "customer_id": fields.customer_id,
        "sequence": sequence,
        "delivery_id": fields.delivery_id,
        "attempt": fields.attempt,
        "state": fields.state,
        "purpose": fields.purpose,
        "draft_id": fields.draft_id,
        "draft_revision": fields.draft_revision,
        "task_key": fields.task_key,
        "reason": fields.reason,
        "actor": fields.actor,
        "body": fields.body,
        "body_digest": fields.body_digest,
        "destination": fields.destination,
        "destination_digest": fields.destination_digest,
        "registry_revision": fields.registry_revision,
        "config_pin": fields.config_pin,
        "receipt": fields.receipt,
        "boot_id": fields.boot_id,
        "recorded_at": to_rfc3339(fields.recorded_at),
        "previous_row_digest": previous_row_digest,
    }


def _digested_document_v2(
    fields: LedgerFields, sequence: int, previous_row_digest: str, stored_receipt: str | None
) -> dict[str, Any]:
    present_receipt = receipt_digest(fields.receipt)
    return {
        "digest_version": 2,
        "customer_id": fields.customer_id,
        "sequence": sequence,
        "delivery_id": fields.delivery_id,
        "attempt": fields.attempt,
        "state": fields.state,
        "purpose": fields.purpose,
        "draft_id": fields.draft_id,
        "draft_revision": fields.draft_revision,
        "task_key": fields.task_key,
        "reason": fields.reason,
        "actor": fields.actor,
        "body_digest": body_digest(fields.body) if fields.body is not None else fields.body_digest,
        "destination_digest": (
            destination_digest(fields.destination)
            if fields.destination is not None
            else fields.destination_digest
        ),
        "registry_revision": fields.registry_revision,
        "config_pin": fields.config_pin,
        "receipt_digest": present_receipt if present_receipt is not None else stored_receipt,
        "boot_id": fields.boot_id,
        "recorded_at": to_rfc3339(fields.recorded_at),
        "previous_row_digest": previous_row_digest,
    }


@dataclass(frozen=True, slots=True)
class DeliveryReceipt:
    """What preparing a delivery hands out: identity and digests, never the body itself.

    ``load_prepared`` turns it back into the exact pinned body and destination - or refuses.
    """

    delivery_id: str
    customer_id: str
    attempt: int
    prepared_row_digest: str
    body_digest: str
    destination_digest: str
    registry_revision: str
    config_pin: str


@dataclass(frozen=True, slots=True)
class PinnedDelivery:
    """The exact durable bytes and destination of a prepared delivery."""

    receipt: DeliveryReceipt
    body: str
    chat_id: int
    topic_id: int | None
    audience: str
    purpose: str
    draft_id: str
    draft_revision: int
    task_key: str | None
