"""Signed calls of delivery's retention run (ADR 0059): checkin's answer about each customer,
and the checkin and gateway steps of a retention erasure.

Anything but the expected answer raises ``PeerError`` (with the problem slug when there is
one): the run then stops that customer where it is and says which step failed.
"""

from __future__ import annotations

from datetime import date
from typing import Any

import httpx
from pydantic import BaseModel, ConfigDict, Field, ValidationError

from services.delivery.peers.errors import PeerError, transport_failure
from shared.erasure import Tombstone
from shared.problems import problem_slug

RETENTION_CUSTOMERS_PATH = "/v1/retention/customers"


def retention_erase_path(customer_id: str) -> str:
    return f"/v1/retention/customers/{customer_id}/erase"


class CustomerRetention(BaseModel):
    """What checkin's retention rule says about one registered customer today."""

    model_config = ConfigDict(extra="ignore", frozen=True)

    customer_id: str
    enabled: bool
    window_starts_on: date | None
    window_ends_on: date | None
    due_on: date | None
    due: bool
    rows: dict[str, int] = Field(default_factory=dict)


class RetentionCustomers(BaseModel):
    model_config = ConfigDict(extra="ignore", frozen=True)

    kst_date: date
    pilot_days_after_window: int
    customers: list[CustomerRetention]


def _send(peer: str, call: Any) -> httpx.Response:
    try:
        response: httpx.Response = call()
    except httpx.HTTPError as error:
        raise transport_failure(peer, error) from None
    return response


def retention_customers(checkin: httpx.Client) -> RetentionCustomers:
    """Every registered customer under checkin's pilot retention rule (nothing changes)."""
    response = _send("checkin", lambda: checkin.get(RETENTION_CUSTOMERS_PATH))
    if response.status_code != 200:
        raise PeerError("checkin", response.status_code, problem_slug(response))
    try:
        return RetentionCustomers.model_validate_json(response.content)
    except ValidationError:
        raise PeerError("checkin", 200, "malformed-retention-customers") from None


def erase_in(peer: str, client: httpx.Client, customer_id: str) -> Tombstone | None:
    """One service's retention step: its tombstone, or None when checkin had erased the
    customer already (410); any other answer raises."""
    response = _send(peer, lambda: client.post(retention_erase_path(customer_id), json={}))
    if peer == "checkin" and response.status_code == 410:
        return None
    if response.status_code != 200:
        raise PeerError(peer, response.status_code, problem_slug(response))
    try:
        return Tombstone.model_validate_json(response.content)
    except ValidationError:
        raise PeerError(peer, 200, "malformed-tombstone") from None
