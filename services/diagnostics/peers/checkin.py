"""Signed calls to checkin: the test customer's registry entry (its destinations route)
and, for a replay, the check-in and trainer turn API as that customer (ADR 0081: the only
place diagnostics calls checkin)."""

from __future__ import annotations

from collections.abc import Callable
from datetime import date
from typing import Any

import httpx
from pydantic import BaseModel, ConfigDict, ValidationError

from shared.topology import ServiceName

# How a peer gets its signed client (``runtime.peers.client``).
ClientFor = Callable[[ServiceName], httpx.Client]


class TurnRefused(Exception):
    """Checkin answered a turn with neither 200 nor 201 (``status_code``)."""

    def __init__(self, status_code: int) -> None:
        super().__init__(status_code)
        self.status_code = status_code


class RegistryUnavailable(Exception):
    """Checkin could not say how the test customer is registered (fail closed)."""


class RegisteredTriple(BaseModel):
    model_config = ConfigDict(extra="ignore", frozen=True)

    user_id: int
    chat_id: int
    topic_id: int | None = None


class RegisteredBinding(BaseModel):
    """The parts of ``GET /v1/customers/{id}/destinations`` a session's activation and a
    replay check."""

    model_config = ConfigDict(extra="ignore", frozen=True)

    customer_id: str
    enabled: bool
    binding_mode: str = "ordinary"
    customer: RegisteredTriple | None = None
    trainer: RegisteredTriple | None = None
    # The plan's active window, inclusive (None: no plan): replay shifts into it.
    window_starts_on: date | None = None
    window_ends_on: date | None = None


class CheckinPeer:
    def __init__(self, client_for: ClientFor) -> None:
        self._client_for = client_for

    def binding(self, customer_id: str) -> RegisteredBinding:
        try:
            response = self._client_for("checkin").get(f"/v1/customers/{customer_id}/destinations")
        except httpx.HTTPError as error:
            raise RegistryUnavailable(type(error).__name__) from None
        if response.status_code == 404:
            return RegisteredBinding(customer_id=customer_id, enabled=False)
        if response.status_code != 200:
            raise RegistryUnavailable(f"status {response.status_code}")
        try:
            return RegisteredBinding.model_validate(response.json())
        except (ValueError, ValidationError):
            raise RegistryUnavailable("malformed answer") from None

    def turn(
        self, path: str, *, params: dict[str, str], json: dict[str, Any] | None
    ) -> dict[str, Any]:
        """One turn of a check-in or trainer session (start, answer or finalize): checkin's
        answer, or ``TurnRefused`` with its status. A transport error is not caught."""
        response = self._client_for("checkin").post(path, params=params, json=json)
        if response.status_code not in (200, 201):
            raise TurnRefused(response.status_code)
        body: dict[str, Any] = response.json()
        return body
