"""Withdrawal erasure pieces every service shares: the authorisation, the tombstone ledger,
and the fail-closed question to the steps before (checkin; for the gateway, delivery too).

Checkin erases first (it owns the registry and refuses while the customer is enabled); each
other service erases its own rows afterwards, only once checkin answers that the customer
is erased (the gateway: and delivery), and leaves its own tombstone. A tombstone carries no
customer data: a digest of the opaque customer id (the same digest in every service, so an
erased id is recognised), when, by whom, and how many rows went. Tombstones are append-only
and hash-chained.
"""

from __future__ import annotations

import logging
import uuid
from collections.abc import Callable
from datetime import datetime
from typing import Any, Literal, TypeVar

import httpx
from pydantic import BaseModel, ConfigDict
from sqlalchemy import (
    Column,
    DateTime,
    Integer,
    MetaData,
    PrimaryKeyConstraint,
    Table,
    Text,
    UniqueConstraint,
    select,
    text,
)
from sqlalchemy.dialects.postgresql import JSONB
from sqlalchemy.orm import Session
from sqlalchemy.sql.elements import ColumnElement

from shared.canonical import sha256_hex
from shared.clock import Clock, parse_rfc3339, to_rfc3339
from shared.db.ddl import ERASURE_SETTING, Operations, make_append_only
from shared.db.session import Database
from shared.hashchain import GENESIS_DIGEST, link_row
from shared.problems import Problem
from shared.topology import ServiceName

TOMBSTONE_TABLE = "erasure_tombstone"
# Why a customer was erased: they withdrew (``dualcoach admin erase``), or their pilot window
# ended longer ago than the retention rule keeps data (``dualcoach retention apply``).
ErasureReason = Literal["withdrawal", "retention"]
P = TypeVar("P")
_logger = logging.getLogger("dualcoach.erasure")


def customer_digest(customer_id: str) -> str:
    return sha256_hex(f"dualcoach-customer:{customer_id}".encode())


def authorise_erasure(session: Session) -> None:
    """Let this transaction DELETE from erasable ledgers (only the withdrawal procedures)."""
    session.execute(text("SELECT set_config(:name, 'on', true)"), {"name": ERASURE_SETTING})


# ---------------------------------------------------------------- the tombstone table


def _columns() -> list[Column[Any]]:
    return [
        Column("sequence", Integer, nullable=False),
        Column("tombstone_id", Text, nullable=False),
        Column("customer_digest", Text, nullable=False),
        Column("erased_at", DateTime(timezone=True), nullable=False),
        Column("actor", Text, nullable=False),
        Column("summary", JSONB, nullable=False),
        Column("previous_row_digest", Text, nullable=False),
        Column("row_digest", Text, nullable=False),
    ]


def _constraints() -> list[Any]:
    return [
        PrimaryKeyConstraint("sequence", name=f"pk_{TOMBSTONE_TABLE}"),
        UniqueConstraint("tombstone_id", name=f"uq_{TOMBSTONE_TABLE}_tombstone_id"),
        UniqueConstraint("customer_digest", name=f"uq_{TOMBSTONE_TABLE}_customer_digest"),
    ]


def tombstone_table(metadata: MetaData) -> Table:
    """A service schema's ``erasure_tombstone`` table (create it with
    ``create_tombstone_table``): one row per erased customer, ever."""
    return Table(TOMBSTONE_TABLE, metadata, *_columns(), *_constraints())


def create_tombstone_table(op: Operations, schema: str) -> None:
    """Create the tombstone table in a migration, append-only (frozen: revisions call it)."""
    op.create_table(TOMBSTONE_TABLE, *_columns(), *_constraints(), schema=schema)
    make_append_only(op, schema, TOMBSTONE_TABLE)


class EraseRequest(BaseModel):
    """The body of every ``POST /v1/admin/customers/{id}/erase``: the id typed again."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    confirm: str


class Tombstone(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)

    sequence: int
    tombstone_id: str
    customer_digest: str
    erased_at: str
    actor: str
    summary: dict[str, Any]
    previous_row_digest: str
    row_digest: str


def erased_where(table: Table, digest: str | ColumnElement[str]) -> ColumnElement[bool]:
    """Whether ``table`` holds a tombstone for ``digest`` (a ``customer_digest``, or a bind
    parameter for one: a statement built once and bound per execution)."""
    return select(table.c.sequence).where(table.c.customer_digest == digest).exists()


class TombstoneLedger:
    """Reads and appends one schema's tombstones (flush only; callers own the transaction)."""

    def __init__(self, session: Session, table: Table) -> None:
        self._session = session
        self._table = table

    def lock(self) -> None:
        """Serialise erasures of this schema: the chain's next link, and one tombstone per
        customer even when two erasures of the same customer race."""
        self._session.execute(
            text("SELECT pg_advisory_xact_lock(hashtextextended(:name, 0))"),
            {"name": f"{self._table.schema}.{TOMBSTONE_TABLE}"},
        )

    def find(self, customer_id: str) -> Tombstone | None:
        row = self._session.execute(
            select(self._table).where(self._table.c.customer_digest == customer_digest(customer_id))
        ).first()
        return None if row is None else _tombstone(row)

    def is_erased(self, customer_id: str) -> bool:
        return self.find(customer_id) is not None

    def erased_condition(self, customer_id: str) -> ColumnElement[bool]:
        """``is_erased`` as a SQL condition, for a caller that asks it in a larger statement."""
        return erased_where(self._table, customer_digest(customer_id))

    def all(self) -> list[Tombstone]:
        rows = self._session.execute(select(self._table).order_by(self._table.c.sequence))
        return [_tombstone(row) for row in rows]

    def append(
        self,
        *,
        tombstone_id: str,
        customer_id: str,
        erased_at: datetime,
        actor: str,
        summary: dict[str, Any],
    ) -> Tombstone:
        self.lock()
        head = self._session.execute(
            select(self._table.c.sequence, self._table.c.row_digest)
            .order_by(self._table.c.sequence.desc())
            .limit(1)
        ).first()
        sequence, previous = (head.sequence + 1, head.row_digest) if head else (1, GENESIS_DIGEST)
        row = link_row(
            {
                "sequence": sequence,
                "tombstone_id": tombstone_id,
                "customer_digest": customer_digest(customer_id),
                "erased_at": to_rfc3339(erased_at),
                "actor": actor,
                "summary": summary,
            },
            previous,
        )
        tombstone = Tombstone.model_validate(row)
        self.insert(tombstone)
        return tombstone

    def record_withdrawal(
        self,
        customer_id: str,
        rows_erased: dict[str, int],
        *,
        actor: str,
        erased_at: datetime,
        reason: ErasureReason = "withdrawal",
    ) -> Tombstone:
        """The tombstone of one erasure (withdrawal or retention), logged by its row count."""
        tombstone = self.append(
            tombstone_id=str(uuid.uuid4()),
            customer_id=customer_id,
            erased_at=erased_at,
            actor=actor,
            summary={"reason": reason, "rows_erased": rows_erased},
        )
        _logger.info(
            "customer_erased",
            extra={"fields": {"customer_id": customer_id, "count": sum(rows_erased.values())}},
        )
        return tombstone

    def insert(self, tombstone: Tombstone) -> None:
        values = tombstone.model_dump()
        values["erased_at"] = parse_rfc3339(tombstone.erased_at)
        self._session.execute(self._table.insert().values(**values))
        self._session.flush()


def _tombstone(row: Any) -> Tombstone:
    return Tombstone.model_validate({**row._mapping, "erased_at": to_rfc3339(row.erased_at)})


# ---------------------------------------------------------------- asking the earlier steps


def erasure_path(customer_id: str) -> str:
    """A service's answer to "is this customer erased?" (its tombstone, or 404): checkin's
    and delivery's, the steps before the ones that ask."""
    return f"/v1/admin/customers/{customer_id}/erasure"


def require_erasure_in(peer: ServiceName, client: httpx.Client, customer_id: str) -> None:
    """Go on only if ``peer`` holds the customer's tombstone; refuse on anything else.

    Fail closed: a customer checkin has not erased (still registered, perhaps enabled) keeps
    every row here, and so does one the peer cannot be asked about right now.
    """
    name = peer.capitalize()
    try:
        response = client.get(erasure_path(customer_id))
    except httpx.HTTPError as error:
        raise Problem(
            503,
            f"{peer}-unavailable",
            f"{name} could not confirm the erasure",
            f"Nothing was erased ({type(error).__name__}); try again when {peer} runs.",
        ) from None
    if response.status_code == 200:
        return
    if response.status_code == 404:
        raise Problem(
            409,
            "customer-not-erased",
            f"Erase the customer in {peer} first",
            f"{name} holds no tombstone for this customer; nothing was erased here.",
            service=peer,
        )
    raise Problem(
        503,
        f"{peer}-unavailable",
        f"{name} could not confirm the erasure",
        f"{name} answered HTTP {response.status_code}; nothing was erased.",
    )


def require_confirmation(customer_id: str, confirm: str) -> None:
    if confirm != customer_id:
        raise Problem(422, "confirmation-mismatch", "Type the customer id to confirm erasure")


def erase_once(
    database: Database,
    table: Table,
    customer_id: str,
    *,
    confirm: str,
    actor: str,
    clock: Clock,
    precheck: Callable[[], P],
    erase: Callable[[Session, P], dict[str, int]],
    reason: ErasureReason = "withdrawal",
) -> Tombstone:
    """A later service's erasure step, at most once per customer.

    An existing tombstone is the answer (so a re-run completes a partial erasure). Otherwise
    ``precheck`` asks the steps before (peer calls, outside any transaction), then ``erase``
    deletes under the tombstone lock and the tombstone is appended in that same transaction;
    a refusal raised by either leaves nothing written.
    """
    require_confirmation(customer_id, confirm)
    with database.transaction() as session:
        existing = TombstoneLedger(session, table).find(customer_id)
    if existing is not None:
        return existing
    checked = precheck()
    with database.transaction() as session:
        tombstones = TombstoneLedger(session, table)
        tombstones.lock()
        existing = tombstones.find(customer_id)
        if existing is not None:  # a concurrent call finished first
            return existing
        erased = erase(session, checked)
        return tombstones.record_withdrawal(
            customer_id, erased, actor=actor, erased_at=clock.now(), reason=reason
        )
