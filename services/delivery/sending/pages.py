"""Pages of the ledger's current rows, newest first, for the operator's and the audit's lists.

A full page carries an RFC 8288 ``Link: <...>; rel="next"`` header to the rest, so no reader
takes the first page for the whole ledger: until it did, both lists silently stopped at the
newest 500 deliveries, and the 100-customer pilot's checks found every first-day message
"missing" from the ledger.
"""

from __future__ import annotations

from typing import Annotated, Final

from fastapi import Query, Request, Response
from sqlalchemy.orm import Session

from services.delivery.ledger import repository as ledger
from services.delivery.ledger.rules import PAGE_CURSOR_PATTERN, page_cursor, parse_page_cursor
from services.delivery.sending.schemas import LedgerRowView

DEFAULT_PAGE: Final = 500
PageLimit = Annotated[int, Query(ge=1, le=1000, description="rows per page (newest first)")]
PageCursor = Annotated[
    str | None,
    Query(pattern=PAGE_CURSOR_PATTERN, description="the cursor of the Link header's next page"),
]


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
    after_key = None if before is None else parse_page_cursor(before)
    rows = ledger.latest_rows(session, states=states, limit=limit + 1, before=after_key)
    page = rows[:limit]
    if len(rows) > limit:
        last = page[-1]
        cursor = page_cursor(last.recorded_at, last.delivery_id)
        url = request.url.include_query_params(before=cursor, limit=limit)
        response.headers["Link"] = f'<{url.path}?{url.query}>; rel="next"'
    return [LedgerRowView.of(row) for row in page]
