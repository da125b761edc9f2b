"""Every delivery row of one customer: locked, checked for open sends, deleted.

Which rows are the customer's is derived from ``tables.py``, not listed by hand, so a table
added later is erased too: a table with a ``customer_id`` column loses that customer's rows;
a table without one loses the rows whose foreign key points at a row of that customer (a
draft's revisions). A table that is neither must be named in ``NOT_CUSTOMER_KEYED`` with the
reason, or the erasure refuses to run at all (``erasable_tables``) - fail closed.
"""

from __future__ import annotations

from typing import Any, Final

from sqlalchemy import ColumnElement, Table, delete, func, select, update
from sqlalchemy.dialects.postgresql import distinct_on
from sqlalchemy.orm import Session

from services.delivery.erasure.rules import (
    LEDGER_IN_FLIGHT,
    MESSAGE_IN_FLIGHT,
    InFlight,
    without_customer,
)
from services.delivery.tables import (
    chain_head,
    delivery_ledger,
    draft,
    draft_review,
    metadata,
    operator_card,
    weekly_run,
)

NOT_CUSTOMER_KEYED: Final[dict[str, str]] = {
    "service_request_nonce": "callers' request nonces",
    "erasure_tombstone": "tombstones: a digest of the id, never the id",
    "weekly_run": "one row per day; the customer's results are scrubbed from it",
    "retention_run": "one row per day retention ran; counts only, never an id",
    "retention_pending": "retention's unfinished erasures; retention deletes the row itself",
    "console_session_end": "Richard's ended console sessions; a digest of a session nonce",
}


def _customer_rows(table: Table, customer_id: str) -> ColumnElement[bool] | None:
    if "customer_id" in table.c:
        return table.c.customer_id == customer_id
    for key in table.foreign_keys:
        parent = key.column.table
        if isinstance(parent, Table) and "customer_id" in parent.c:
            return key.parent.in_(select(key.column).where(parent.c.customer_id == customer_id))
    return None


def erasable_tables() -> list[Table]:
    """The customer-keyed tables, children before parents; raises on an unclassified one."""
    tables = []
    for table in reversed(metadata.sorted_tables):
        if table.name in NOT_CUSTOMER_KEYED:
            continue
        if _customer_rows(table, "probe") is None:
            raise RuntimeError(
                f"delivery.{table.name} is neither customer-keyed nor declared free of "
                "customer data: say which in erasure/repository.py before erasing anything"
            )
        tables.append(table)
    return tables


def lock_customer(session: Session, customer_id: str) -> None:
    """Wait for, then hold off, every writer of this customer's rows until commit.

    Drafts first, then reviews and cards, then the chain heads - the order approval and
    sending take them in - so an append that was waiting finds its draft gone (foreign key)
    instead of adding to a chain that is being removed.
    """
    for table in (draft, draft_review, operator_card, chain_head):
        session.execute(
            select(table.c.customer_id).where(table.c.customer_id == customer_id).with_for_update()
        )


def in_flight(session: Session, customer_id: str) -> list[InFlight]:
    """The customer's messages whose outcome is not settled (see ``rules``)."""
    latest = session.execute(
        select(delivery_ledger.c.delivery_id, delivery_ledger.c.state)
        .where(delivery_ledger.c.customer_id == customer_id)
        .order_by(delivery_ledger.c.delivery_id, delivery_ledger.c.sequence.desc())
        .ext(distinct_on(delivery_ledger.c.delivery_id))
    )
    found = [
        InFlight("delivery", row.delivery_id, row.state)
        for row in latest
        if row.state in LEDGER_IN_FLIGHT
    ]
    reviews = session.execute(
        select(draft_review.c.draft_id, draft_review.c.revision, draft_review.c.state).where(
            draft_review.c.customer_id == customer_id,
            draft_review.c.state.in_(MESSAGE_IN_FLIGHT),
        )
    )
    found += [InFlight("review", f"{row.draft_id}.r{row.revision}", row.state) for row in reviews]
    menus = session.execute(
        select(operator_card.c.card_id, operator_card.c.menu_state).where(
            operator_card.c.customer_id == customer_id,
            operator_card.c.menu_state.in_(MESSAGE_IN_FLIGHT),
        )
    )
    found += [InFlight("card_menu", row.card_id, row.menu_state) for row in menus]
    notices = session.execute(
        select(operator_card.c.card_id, operator_card.c.notice_state).where(
            operator_card.c.customer_id == customer_id,
            operator_card.c.notice_state.in_(MESSAGE_IN_FLIGHT),
        )
    )
    found += [InFlight("card_notice", row.card_id, row.notice_state) for row in notices]
    return found


def delete_customer_rows(session: Session, customer_id: str) -> dict[str, int]:
    """Delete the customer's rows from every customer-keyed table; counts by table.

    The append-only ledgers admit it only inside ``authorise_erasure``; per-customer chains
    (ledger, card publications and their heads) go whole, so no chain is left with a gap.
    """
    erased: dict[str, int] = {}
    for table in erasable_tables():
        condition = _customer_rows(table, customer_id)
        assert condition is not None  # erasable_tables() checked it
        result = session.execute(delete(table).where(condition))
        erased[table.name] = int(getattr(result, "rowcount", 0))
    return erased


def count_customer_rows(session: Session, customer_id: str) -> dict[str, int]:
    """What ``delete_customer_rows`` and ``scrub_weekly_runs`` would remove (nothing changes)."""
    counts: dict[str, int] = {}
    for table in erasable_tables():
        condition = _customer_rows(table, customer_id)
        assert condition is not None  # erasable_tables() checked it
        counts[table.name] = int(
            session.execute(select(func.count()).select_from(table).where(condition)).scalar_one()
        )
    results = session.execute(
        select(weekly_run.c.results).where(weekly_run.c.results.is_not(None))
    ).scalars()
    counts["weekly_run_results"] = sum(
        len(found) - len(without_customer(list(found), customer_id)) for found in results
    )
    return counts


def scrub_weekly_runs(session: Session, customer_id: str) -> int:
    """Drop the customer's entries from every weekly run's results; how many went."""
    removed = 0
    rows = session.execute(
        select(weekly_run.c.kst_date, weekly_run.c.results)
        .where(weekly_run.c.results.is_not(None))
        .with_for_update()
    )
    for row in rows:
        results: list[dict[str, Any]] = list(row.results)
        kept = without_customer(results, customer_id)
        if len(kept) != len(results):
            removed += len(results) - len(kept)
            session.execute(
                update(weekly_run).where(weekly_run.c.kst_date == row.kst_date).values(results=kept)
            )
    session.flush()
    return removed
