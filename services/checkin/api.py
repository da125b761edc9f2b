"""Small shared pieces of the checkin routers: path types and status helpers.

Every feature's endpoints use these, the event stream's included, so this module imports
no feature (ADR 0086): the customer id pattern is the wire contract's, and an append
result is anything that says whether it created a row.
"""

from __future__ import annotations

from typing import Annotated, Protocol, TypeVar

from fastapi import Path, Response

from shared.contracts.drafts import CUSTOMER_ID_PATTERN

CustomerIdPath = Annotated[str, Path(pattern=CUSTOMER_ID_PATTERN)]


class Appended(Protocol):
    """The result of an idempotent append: a new row, or the identical one already stored."""

    @property
    def created(self) -> bool: ...


AppendedT = TypeVar("AppendedT", bound=Appended)


def append_status(result: AppendedT, response: Response) -> AppendedT:
    """201 for a new event, 200 for an identical replay of a stored one."""
    response.status_code = 201 if result.created else 200
    return result
