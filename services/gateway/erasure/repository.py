"""The gateway's rows of an erased customer. Flush only.

* Every table with a ``customer_id`` column (today the consent acknowledgements; a later one
  is erased too).
* The send records to a chat the registry no longer names (``outbound_send`` keeps no
  customer id, only the chat and topic each message went to).
"""

from __future__ import annotations

from collections.abc import Collection, Iterable

from sqlalchemy import ColumnElement, and_, delete, false, not_, or_, select
from sqlalchemy.orm import Session

from services.gateway.erasure.rules import UnroutedSend
from services.gateway.peers.schemas import Destination
from services.gateway.tables import metadata, outbound_send


def delete_customer_rows(session: Session, customer_id: str) -> dict[str, int]:
    """Delete the customer's rows from every customer-keyed table; counts by table."""
    erased: dict[str, int] = {}
    for table in reversed(metadata.sorted_tables):
        if "customer_id" in table.c:
            result = session.execute(delete(table).where(table.c.customer_id == customer_id))
            erased[table.name] = int(getattr(result, "rowcount", 0))
    session.flush()
    return erased


def _to_any_of(destinations: Iterable[Destination]) -> ColumnElement[bool]:
    # IS NOT DISTINCT FROM: a NULL topic (no topic) matches only a NULL topic, never NULL.
    return or_(
        false(),
        *(
            and_(
                outbound_send.c.chat_id == chat,
                outbound_send.c.topic_id.is_not_distinct_from(topic),
            )
            for chat, topic in destinations
        ),
    )


def lock_unrouted_sends(session: Session, in_use: Collection[Destination]) -> list[UnroutedSend]:
    """The send records to no destination in ``in_use``, locked against a concurrent re-claim."""
    rows = session.execute(
        select(
            outbound_send.c.id,
            outbound_send.c.reservation_id,
            outbound_send.c.state,
            outbound_send.c.created_at,
        )
        .where(not_(_to_any_of(in_use)))
        .order_by(outbound_send.c.id)
        .with_for_update()
    )
    return [
        UnroutedSend(
            id=row.id, reservation_id=row.reservation_id, state=row.state, created_at=row.created_at
        )
        for row in rows
    ]


def delete_sends(session: Session, sends: Collection[UnroutedSend]) -> int:
    """Delete exactly the locked records (a row claimed since is not among them)."""
    if not sends:
        return 0
    result = session.execute(
        delete(outbound_send).where(outbound_send.c.id.in_([send.id for send in sends]))
    )
    session.flush()
    return int(getattr(result, "rowcount", 0))
