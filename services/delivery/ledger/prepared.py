"""``load_prepared``: the only way from a receipt back to the bytes that will be sent.

It re-verifies everything the bytes depend on and returns only the exact durable body and
destination; any doubt is a hard stop (``PreparedMaterialError``) and no gateway call. It
never renders, never asks expression, never looks anything up by another key.
"""

from __future__ import annotations

from collections.abc import Sequence

from sqlalchemy.orm import Session

from services.delivery.ledger import repository
from services.delivery.ledger.rules import (
    DeliveryReceipt,
    PinnedDelivery,
    body_digest,
    destination_digest,
)
from shared.hashchain import verify_chain


class PreparedMaterialError(Exception):
    """The prepared material cannot be trusted; ``chain_ok`` says if the ledger itself can."""

    def __init__(self, reason: str, *, chain_ok: bool) -> None:
        super().__init__(reason)
        self.reason = reason
        self.chain_ok = chain_ok


def verify_customer_chain(session: Session, customer_id: str) -> tuple[bool, str | None]:
    """Verify the customer's whole ledger chain: every link, every digest, no gap."""
    return verify_chain_rows(repository.chain_rows(session, customer_id))


def verify_chain_rows(rows: Sequence[repository.LedgerRow]) -> tuple[bool, str | None]:
    """Verify a customer's whole chain as read by ``repository.chain_rows`` (in order).

    Complete on purpose (seed 000: the send validates the complete hash chain under the
    lock): every row's digest is recomputed from its stored fields, a present body,
    destination or receipt through its own digest afresh. No checkpoint is trusted.
    """
    verification = verify_chain([row.chain_document() for row in rows])
    if not verification.ok:
        # ``first_broken_index`` counts rows from 0; Richard reads the row's own sequence.
        broken = verification.first_broken_index or 0  # always set when not ok
        return False, f"chain broken at sequence {rows[broken].sequence}"
    sequences = [row.sequence for row in rows]
    if sequences != list(range(1, len(rows) + 1)):
        return False, "chain sequence has gaps"
    return True, None


def load_prepared(session: Session, receipt: DeliveryReceipt, *, config_pin: str) -> PinnedDelivery:
    """Validate chain, identity, state, digests and pins; return the pinned body/destination.

    Call with the customer's chain lock held (``repository.lock_chain``) so nothing moves
    between this check and the ``sending`` row that follows it.
    """
    chain_ok, problem = verify_customer_chain(session, receipt.customer_id)
    if not chain_ok:
        raise PreparedMaterialError(problem or "chain broken", chain_ok=False)

    def refuse(reason: str) -> PreparedMaterialError:
        return PreparedMaterialError(reason, chain_ok=True)

    row = repository.current(session, receipt.delivery_id)
    if row is None:
        raise refuse("unknown delivery")
    if row.customer_id != receipt.customer_id or row.attempt != receipt.attempt:
        raise refuse("receipt identity mismatch")
    if row.state != "prepared":
        raise refuse(f"state is {row.state}, not prepared")
    if row.row_digest != receipt.prepared_row_digest:
        raise refuse("prepared row differs from the receipt")
    if row.body is None or row.destination is None or row.destination_digest is None:
        raise refuse("prepared row is not pinned")
    if body_digest(row.body) != row.body_digest or row.body_digest != receipt.body_digest:
        raise refuse("body digest mismatch")
    if (
        destination_digest(row.destination) != row.destination_digest
        or row.destination_digest != receipt.destination_digest
    ):
        raise refuse("destination digest mismatch")
    if row.registry_revision != receipt.registry_revision:
        raise refuse("registry pin mismatch")
    if row.config_pin != receipt.config_pin or row.config_pin != config_pin:
        raise refuse("config pin mismatch")
    destination = row.destination
    chat_id = destination.get("chat_id")
    topic_id = destination.get("topic_id")
    if not isinstance(chat_id, int) or not (topic_id is None or isinstance(topic_id, int)):
        raise refuse("destination malformed")
    return PinnedDelivery(
        receipt=receipt,
        body=row.body,
        chat_id=chat_id,
        topic_id=topic_id,
        audience=str(destination.get("audience")),
        purpose=row.purpose,
        draft_id=row.draft_id,
        draft_revision=row.draft_revision,
        task_key=row.task_key,
    )


def receipt_of(row: repository.LedgerRow) -> DeliveryReceipt:
    """The receipt of a ``prepared`` row (what recovery and retries start from)."""
    if row.state != "prepared" or row.destination_digest is None or row.registry_revision is None:
        raise PreparedMaterialError("not a prepared row", chain_ok=True)
    return DeliveryReceipt(
        delivery_id=row.delivery_id,
        customer_id=row.customer_id,
        attempt=row.attempt,
        prepared_row_digest=row.row_digest,
        body_digest=row.body_digest,
        destination_digest=row.destination_digest,
        registry_revision=row.registry_revision,
        config_pin=row.config_pin,
    )
