"""The gateway's customer rows: every table with a ``customer_id`` column (today only the
consent acknowledgements; a later one is erased too). Flush only."""

from __future__ import annotations

from sqlalchemy import delete
from sqlalchemy.orm import Session

from services.gateway.tables import metadata


def delete_customer_rows(session: Session, customer_id: str) -> dict[str, int]:
    """Delete the customer's rows from every customer-keyed table; counts by table."""
    erased: dict[str, int] = {}
    for table in reversed(metadata.sorted_tables):
        if "customer_id" in table.c:
            result = session.execute(delete(table).where(table.c.customer_id == customer_id))
            erased[table.name] = int(getattr(result, "rowcount", 0))
    session.flush()
    return erased
