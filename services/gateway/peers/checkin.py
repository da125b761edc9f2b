"""Signed calls to checkin: routing, consent, the two turn APIs, KPI judgements, and the
chats its registry still names (asked just before an erasure, fail closed).

Turn API refusals (4xx problems with a Korean re-ask or message) are ``TurnRefused``; any
other failure is ``PeerUnavailable`` (``peers/errors.py``).
"""

from __future__ import annotations

from typing import Any

import httpx
from pydantic import ValidationError

from services.gateway.peers.base import Peer, json_or_empty, triple_json
from services.gateway.peers.errors import DestinationsUnknown, PeerUnavailable, TurnRefused
from services.gateway.peers.schemas import (
    ConsentState,
    Destination,
    Kpi,
    Resolution,
    Turn,
    TurnRefusal,
)
from services.gateway.updates.schemas import Triple
from shared.contracts.base import FrozenModel
from shared.contracts.customer_tap import TapRequest, TapResponse
from shared.problems import problem_slug

TAP_PATH = "/v1/routing/tap"


def turn_or_refusal(status: int, body: dict[str, Any]) -> TurnRefused | PeerUnavailable:
    """What a turn route's 4xx problem body means (``CheckinPeer._turn``'s reading of a refused
    answer, for the one checkin embeds in a tap): the refusal to show with checkin's Korean
    text, or - 401, 404, a 403 without text, a malformed body - that it cannot be had."""
    if status not in (401, 403, 404):
        try:
            return TurnRefused(TurnRefusal.of(status, body))
        except (ValueError, TypeError, ValidationError):
            return PeerUnavailable("checkin", "malformed refusal")
    # A trainer who is not bound gets checkin's own text; a refused caller does not.
    if status == 403 and "message" in body:
        return TurnRefused(TurnRefusal.of(403, body))
    return PeerUnavailable("checkin", f"status {status}")


class CheckinPeer(Peer):
    """Routing, consent version, the two turn APIs and KPI judgements."""

    def __init__(self, client: httpx.Client) -> None:
        super().__init__("checkin", client)

    async def resolve(self, triple: Triple) -> Resolution:
        body = {"triple": triple_json(triple)}
        return self._parse(
            Resolution, await self._request("POST", "/v1/routing/resolve", json=body)
        )

    async def tap(self, request: TapRequest) -> TapResponse:
        """Resolve and, for a customer, today's turn (answered when vouched): one call."""
        body = request.model_dump(mode="json")
        return self._parse(TapResponse, await self._request("POST", TAP_PATH, json=body))

    async def consent(self, customer_id: str) -> ConsentState:
        path = f"/v1/customers/{customer_id}/destinations"
        return self._parse(ConsentState, await self._request("GET", path))

    async def enabled_customers(self) -> list[str]:
        response = await self._request("GET", "/v1/customers")
        if response.status_code != 200:
            raise PeerUnavailable(self._name, f"status {response.status_code}")
        try:
            ids = response.json()["customer_ids"]
        except (ValueError, KeyError, TypeError):
            raise PeerUnavailable(self._name, "malformed answer") from None
        return [str(customer_id) for customer_id in ids]

    async def clear_hold(self, customer_id: str, *, clearance_id: str, note: str) -> str:
        """Richard's clearance: ``created``, ``replayed``, ``not-held`` or ``not-found``."""
        response = await self._request(
            "POST",
            f"/v1/customers/{customer_id}/safety-hold/clear",
            json={"clearance_id": clearance_id, "note": note},
        )
        if response.status_code in (200, 201):
            return "created" if response.status_code == 201 else "replayed"
        if response.status_code == 409 and problem_slug(response) == "safety-hold-not-held":
            return "not-held"
        if response.status_code in (404, 410):
            return "not-found"
        raise PeerUnavailable(self._name, f"status {response.status_code}")

    async def withdraw(self, customer_id: str, triple: Triple) -> str:
        """The customer's confirmed withdrawal: ``withdrawn``, ``already`` or ``refused``."""
        response = await self._request(
            "POST",
            f"/v1/customers/{customer_id}/withdrawal",
            json={"triple": triple_json(triple)},
        )
        if response.status_code == 201:
            return "withdrawn"
        if response.status_code == 200:
            return "already"
        if response.status_code in (403, 404, 409, 410):
            return "refused"  # not this customer's triple, or no longer in the bot's flows
        raise PeerUnavailable(self._name, f"status {response.status_code}")

    async def kpi(self, customer_id: str) -> Kpi:
        return self._parse(Kpi, await self._request("GET", f"/v1/customers/{customer_id}/kpi"))

    async def turn(
        self,
        method: str,
        path: str,
        *,
        json: dict[str, Any] | None = None,
        params: dict[str, Any] | None = None,
    ) -> Turn | None:
        """One turn call; None when checkin has no such session today (404)."""
        response = await self._request(method, path, json=json, params=params)
        if response.status_code == 404 and json_or_empty(response).get("type", "").endswith(
            "session-not-found"
        ):
            return None
        return self._turn(response)

    def _turn(self, response: httpx.Response) -> Turn:
        """A turn, or the refusal to show (4xx problem with text), or unavailable."""
        if 400 <= response.status_code < 500 and response.status_code not in (401, 403, 404):
            try:
                refusal = TurnRefusal.of(response.status_code, response.json())
            except (ValueError, TypeError, ValidationError):
                raise PeerUnavailable(self._name, "malformed refusal") from None
            raise TurnRefused(refusal)
        if response.status_code == 403:
            # A trainer who is not bound gets checkin's own text; a refused caller does not.
            body = json_or_empty(response)
            if "message" in body:
                raise TurnRefused(TurnRefusal.of(403, body))
        return self._parse(Turn, response)


DESTINATIONS_PATH = "/v1/routing/destinations"


class _Destination(FrozenModel):
    chat_id: int
    topic_id: int | None


class _DestinationsInUse(FrozenModel):
    destinations: tuple[_Destination, ...]


def destinations_in_use(checkin: httpx.Client) -> frozenset[Destination]:
    """Every (chat_id, topic_id) of the owner and of each registered customer and trainer.

    Anything short of a well-formed answer refuses: without it no send record can be told
    apart from one to a chat still in use, so none may go.
    """
    try:
        response = checkin.get(DESTINATIONS_PATH)
    except httpx.HTTPError as error:
        raise DestinationsUnknown(
            f"Checkin could not be reached ({type(error).__name__})"
        ) from None
    if response.status_code != 200:
        raise DestinationsUnknown(f"Checkin answered HTTP {response.status_code}")
    try:
        answer = _DestinationsInUse.model_validate_json(response.content)
    except ValidationError:
        raise DestinationsUnknown("Checkin's answer was malformed") from None
    return frozenset((d.chat_id, d.topic_id) for d in answer.destinations)
