"""Small shared pieces of the checkin routers: path types and status helpers."""

from __future__ import annotations

from typing import Annotated

from fastapi import Path, Response

from services.checkin.events.payloads import CUSTOMER_ID_PATTERN
from services.checkin.events.schemas import AppendResult

CustomerIdPath = Annotated[str, Path(pattern=CUSTOMER_ID_PATTERN)]


def append_status(result: AppendResult, response: Response) -> AppendResult:
    """201 for a new event, 200 for an identical replay of a stored one."""
    response.status_code = 201 if result.created else 200
    return result
