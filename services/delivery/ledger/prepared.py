"""``load_prepared``: the only way from a receipt back to the bytes that will be sent.

It re-verifies everything the bytes depend on and returns only the exact durable body and
destination; any doubt is a hard stop (``PreparedMaterialError``) and no gateway call. It
never renders, never asks expression, never looks anything up by another key.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Literal

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


@dataclass(frozen=True, slots=True)
class ChainProblem:
    """Why a customer's delivery chain cannot be trusted, naming rows by their ``sequence``.

    ``broken_link``: row ``sequence`` does not link or its digest does not match its fields.
    ``sequence_gap``: every row links, but the sequences do not run 1..n.
    ``head_mismatch``: the chain ends at row ``sequence`` (0: no row), not at the head row
    ``head_sequence`` that the next append would link to (rows removed from the end, or a
    head moved).
    """

    kind: Literal["broken_link", "sequence_gap", "head_mismatch"]
    sequence: int | None = None
    head_sequence: int | None = None

    def __str__(self) -> str:
        if self.kind == "broken_link":
            return f"chain broken at sequence {self.sequence}"
        if self.kind == "sequence_gap":
            return "chain sequence has gaps"
        return (
            f"chain's last row (sequence {self.sequence}) does not match its head "
            f"(sequence {self.head_sequence})"
        )


def verify_customer_chain(
    session: Session, customer_id: str, *, head: repository.ChainHead
) -> ChainProblem | None:
    """Verify the customer's whole ledger chain against ``head``: None when it holds."""
    return verify_chain_rows(repository.chain_rows(session, customer_id), head=head)


def verify_chain_rows(
    rows: Sequence[repository.LedgerRow], *, head: repository.ChainHead
) -> ChainProblem | None:
    """Verify a customer's whole chain as read by ``repository.chain_rows`` (in order),
    and that it ends at its ``head`` row; None when it holds.

    Complete on purpose (seed 000: the send validates the complete hash chain under the
    lock): every row's digest is recomputed from its stored fields, a present body,
    destination or receipt through its own digest afresh. No checkpoint is trusted.

    The head is what links would never show: rows removed from the end (around the
    append-only trigger, or by a restore) leave a shorter chain that still links. The head
    row is written in the same transaction as every append, so the last row's sequence and
    digest must be the head's; an empty chain must be at ``repository.NEW_CHAIN_HEAD``.
    """
    verification = verify_chain([row.chain_document() for row in rows])
    if not verification.ok:
        broken = verification.first_broken_index or 0  # always set when not ok
        return ChainProblem("broken_link", rows[broken].sequence)
    if [row.sequence for row in rows] != list(range(1, len(rows) + 1)):
        return ChainProblem("sequence_gap")
    # Contiguous from 1, so the last sequence is len(rows); the verified head digest is the
    # last row's (the genesis digest for an empty chain, as a new head's).
    if (len(rows), verification.head_digest) != (head.sequence, head.digest):
        return ChainProblem("head_mismatch", len(rows), head.sequence)
    return None


def load_prepared(
    session: Session,
    receipt: DeliveryReceipt,
    *,
    head: repository.ChainHead,
    config_pin: str,
) -> PinnedDelivery:
    """Validate chain, identity, state, digests and pins; return the pinned body/destination.

    Call with the customer's chain lock held, ``head`` being what ``repository.lock_chain``
    returned, so nothing moves between this check and the ``sending`` row that follows it.
    """
    problem = verify_customer_chain(session, receipt.customer_id, head=head)
    if problem is not None:
        raise PreparedMaterialError(str(problem), chain_ok=False)

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
