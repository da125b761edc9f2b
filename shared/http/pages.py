"""Keyset pages for list endpoints, so no reader takes the first page for the whole list.

A list route answers at most ``limit`` rows (newest first) and, when more follow, names the
next page in an RFC 8288 ``Link: <...>; rel="next"`` header (same filters, plus ``before``:
the cursor of the page's last row). The body stays a plain list. Until this, delivery's
lists stopped silently at 200 or 500 rows: Richard's /pending and /today would have counted
200 where there were more, and the 100-customer pilot's checks missed a tenth of the ledger.

Cursors are ``<key>~<id>``: a timestamp as integer microseconds since the epoch (exact, no
time zone text) or a date as ``YYYY-MM-DD``, then the row's id - all URL-safe as written.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from datetime import UTC, date, datetime, timedelta
from typing import Annotated, Final, TypeVar

from fastapi import Query, Request, Response
from pydantic import AfterValidator

DEFAULT_PAGE: Final = 500
RowT = TypeVar("RowT")
_ID = r"[A-Za-z0-9:._-]{1,200}"
TIME_CURSOR: Final = rf"^[0-9]{{1,20}}~{_ID}$"
DATE_CURSOR: Final = rf"^[0-9]{{4}}-[0-9]{{2}}-[0-9]{{2}}~{_ID}$"
_EPOCH: Final = datetime(1970, 1, 1, tzinfo=UTC)


def _readable(parse: Callable[[str], object]) -> Callable[[str | None], str | None]:
    """A cursor that matches its pattern but names no instant (year 10000, month 13) is a
    422 like any malformed one, never a 500."""

    def check(cursor: str | None) -> str | None:
        if cursor is not None:
            try:
                parse(cursor)
            except (ValueError, OverflowError):
                raise ValueError("not a cursor this list issued") from None
        return cursor

    return check


def time_cursor(at: datetime, row_id: str) -> str:
    return f"{(at - _EPOCH) // timedelta(microseconds=1)}~{row_id}"


def parse_time_cursor(cursor: str) -> tuple[datetime, str]:
    microseconds, row_id = cursor.split("~", 1)
    return _EPOCH + timedelta(microseconds=int(microseconds)), row_id


def date_cursor(day: date, row_id: str) -> str:
    return f"{day.isoformat()}~{row_id}"


def parse_date_cursor(cursor: str) -> tuple[date, str]:
    day, row_id = cursor.split("~", 1)
    return date.fromisoformat(day), row_id


def link_next(request: Request, response: Response, *, cursor: str, limit: int) -> None:
    """Name the next page (this request's URL with ``before`` and ``limit``)."""
    url = request.url.include_query_params(before=cursor, limit=limit)
    response.headers["Link"] = f'<{url.path}?{url.query}>; rel="next"'


def keyset_page(
    rows: Sequence[RowT],
    *,
    limit: int,
    cursor_of: Callable[[RowT], str],
    request: Request,
    response: Response,
) -> list[RowT]:
    """The first ``limit`` of ``rows`` (read with ``limit + 1``); when one more was there,
    ``Link`` names the page after this page's last row."""
    page, cursor = split_page(rows, limit=limit, cursor_of=cursor_of)
    if cursor is not None:
        link_next(request, response, cursor=cursor, limit=limit)
    return page


def split_page(
    rows: Sequence[RowT], *, limit: int, cursor_of: Callable[[RowT], str]
) -> tuple[list[RowT], str | None]:
    """The first ``limit`` of ``rows`` (read with ``limit + 1``) and the next page's cursor
    (``None`` when no row followed): for a page that names its next page otherwise than in
    a ``Link`` header (the console's queue)."""
    page = list(rows[:limit])
    return page, cursor_of(page[-1]) if len(rows) > limit else None


PageLimit = Annotated[int, Query(ge=1, le=1000, description="rows per page (newest first)")]
TimeCursor = Annotated[
    str | None,
    Query(pattern=TIME_CURSOR, description="the next page's cursor (Link header)"),
    AfterValidator(_readable(parse_time_cursor)),
]
DateCursor = Annotated[
    str | None,
    Query(pattern=DATE_CURSOR, description="the next page's cursor (Link header)"),
    AfterValidator(_readable(parse_date_cursor)),
]
