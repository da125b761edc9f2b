"""Registry transitions: append (hash-chained per stream) and fold into the current document.

Streams: ``owner`` for the owner address, ``customer:<id>`` per customer. Each row stores
the *resulting* state of its stream, so the current document is the latest row of every
stream. Callers hold the registry lock (``scope.lock_registry``) before appending.
"""

from __future__ import annotations

from datetime import date, datetime
from typing import Any

from sqlalchemy import select
from sqlalchemy.dialects.postgresql import distinct_on
from sqlalchemy.orm import Session

from services.checkin.registry.schemas import (
    CustomerEntry,
    RegistryDocument,
    TelegramAddress,
    TransitionView,
)
from services.checkin.tables import registry_transition
from shared.clock import parse_rfc3339, to_rfc3339
from shared.hashchain import GENESIS_DIGEST, link_row

OWNER_STREAM = "owner"


def customer_stream(customer_id: str) -> str:
    return f"customer:{customer_id}"


def _view(row: Any) -> TransitionView:
    return TransitionView(
        stream=row.stream,
        sequence=row.sequence,
        customer_id=row.customer_id,
        action=row.action,
        actor=row.actor,
        entry=row.entry,
        detail=row.detail,
        document_digest=row.document_digest,
        recorded_at=to_rfc3339(row.recorded_at),
        previous_row_digest=row.previous_row_digest,
        row_digest=row.row_digest,
    )


class RegistryRepository:
    def __init__(self, session: Session) -> None:
        self._session = session

    def latest_transitions(self) -> list[TransitionView]:
        """The newest row of every stream (the current state)."""
        table = registry_transition
        statement = (
            select(table)
            .ext(distinct_on(table.c.stream))
            .order_by(table.c.stream, table.c.sequence.desc())
        )
        return [_view(row) for row in self._session.execute(statement)]

    def document(self) -> RegistryDocument:
        """The current registry document (validated: a stored state is always valid)."""
        owner: TelegramAddress | None = None
        customers: list[CustomerEntry] = []
        for transition in self.latest_transitions():
            if transition.stream == OWNER_STREAM:
                stored_owner = transition.entry.get("owner")
                owner = TelegramAddress.model_validate(stored_owner) if stored_owner else None
            else:
                customers.append(CustomerEntry.model_validate(transition.entry))
        return RegistryDocument(owner=owner, customers=tuple(customers))

    def transitions(self, stream: str | None = None) -> list[TransitionView]:
        table = registry_transition
        statement = select(table).order_by(table.c.stream, table.c.sequence)
        if stream is not None:
            statement = statement.where(table.c.stream == stream)
        return [_view(row) for row in self._session.execute(statement)]

    def first_activated_starts_on(self, customer_id: str) -> date | None:
        """The plan start the customer was first activated with (``None``: never activated).

        The audited ``activated`` transitions are the record of which window was opened;
        the first one is *the* window, whatever a later state says.
        """
        table = registry_transition
        row = self._session.execute(
            select(table.c.entry)
            .where(table.c.stream == customer_stream(customer_id))
            .where(table.c.action == "activated")
            .order_by(table.c.sequence)
            .limit(1)
        ).first()
        if row is None:
            return None
        plan = CustomerEntry.model_validate(row.entry).spec.plan
        return plan.starts_on if plan is not None else None

    def has_stream(self, stream: str) -> bool:
        table = registry_transition
        found = self._session.execute(
            select(table.c.sequence).where(table.c.stream == stream).limit(1)
        ).first()
        return found is not None

    def append(
        self,
        *,
        stream: str,
        customer_id: str | None,
        action: str,
        actor: str,
        entry: dict[str, Any],
        detail: dict[str, Any],
        document_digest: str,
        recorded_at: datetime,
    ) -> TransitionView:
        """Append the next row of ``stream``, linked to its previous row."""
        table = registry_transition
        head = self._session.execute(
            select(table.c.sequence, table.c.row_digest)
            .where(table.c.stream == stream)
            .order_by(table.c.sequence.desc())
            .limit(1)
        ).first()
        sequence, previous = (head.sequence + 1, head.row_digest) if head else (1, GENESIS_DIGEST)
        row = link_row(
            {
                "stream": stream,
                "sequence": sequence,
                "customer_id": customer_id,
                "action": action,
                "actor": actor,
                "entry": entry,
                "detail": detail,
                "document_digest": document_digest,
                "recorded_at": to_rfc3339(recorded_at),
            },
            previous,
        )
        self.insert(TransitionView.model_validate(row))
        return TransitionView.model_validate(row)

    def insert(self, transition: TransitionView) -> None:
        """Insert a fully linked row as is (appends and restore)."""
        values = transition.model_dump()
        values["recorded_at"] = parse_rfc3339(transition.recorded_at)
        self._session.execute(registry_transition.insert().values(**values))
        self._session.flush()
