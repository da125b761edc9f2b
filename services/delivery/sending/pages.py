"""Pages of the ledger's current rows, newest first, for the operator's and the audit's lists
(``shared.http.pages``: a full page names the next in a ``Link: rel="next"`` header)."""

from __future__ import annotations

from fastapi import Request, Response
from sqlalchemy.orm import Session

from services.delivery.ledger import repository as ledger
from services.delivery.sending.schemas import LedgerRowView
from shared.http.pages import keyset_page, parse_time_cursor, time_cursor


def ledger_page(
    session: Session,
    request: Request,
    response: Response,
    *,
    limit: int,
    before: str | None,
    states: tuple[str, ...] | None = None,
) -> list[LedgerRowView]:
    """One page; when more rows follow, ``Link`` names the next page's URL (same filters)."""
    after_key = None if before is None else parse_time_cursor(before)
    rows = ledger.latest_rows(session, states=states, limit=limit + 1, before=after_key)
    page = keyset_page(
        rows,
        limit=limit,
        cursor_of=lambda last: time_cursor(last.recorded_at, last.delivery_id),
        request=request,
        response=response,
    )
    return [LedgerRowView.of(row) for row in page]
