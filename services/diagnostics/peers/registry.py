"""Signed read of the test customer's registry entry (checkin's destinations route)."""

from __future__ import annotations

from collections.abc import Callable
from datetime import date

import httpx
from pydantic import BaseModel, ConfigDict, ValidationError

from shared.topology import ServiceName


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


class RegistryPeer:
    def __init__(self, client_for: Callable[[ServiceName], httpx.Client]) -> None:
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
