"""Signed calls to checkin and delivery, awaited without blocking the gateway's event loop.

The runtime's peer clients are blocking httpx clients (``shared.http.peers``); each call runs
on a worker thread. That matters beyond speed: approving a draft makes delivery call back
into this gateway's ``/internal/send`` while the press is still being forwarded, so the
event loop must stay free to serve it.

Turn API refusals (4xx problems with a Korean re-ask or message) are ``TurnRefused``; any
other failure - no answer, a 5xx, a body that does not parse - is ``PeerUnavailable``.
"""

from __future__ import annotations

from datetime import date
from functools import partial
from typing import Any, TypeVar

import httpx
from anyio import to_thread
from pydantic import BaseModel, ValidationError

from services.gateway.conversations.schemas import (
    ConsentState,
    DiagnosticCommandAnswer,
    DraftSummary,
    Kpi,
    OperatorAnswer,
    Resolution,
    TaskSummary,
    Turn,
    TurnRefusal,
)
from services.gateway.updates.schemas import Triple
from shared.contracts.customer_tap import TapRequest, TapResponse
from shared.problems import problem_slug

ModelT = TypeVar("ModelT", bound=BaseModel)
TAP_PATH = "/v1/routing/tap"


class PeerUnavailable(Exception):
    """A peer could not be asked, or answered something the gateway cannot use."""

    def __init__(self, peer: str, reason: str) -> None:
        super().__init__(f"{peer}: {reason}")
        self.peer = peer
        self.reason = reason


class TurnRefused(Exception):
    """Checkin refused a turn; ``refusal`` carries what to show the person."""

    def __init__(self, refusal: TurnRefusal) -> None:
        super().__init__(refusal.slug)
        self.refusal = refusal


def _triple_json(triple: Triple) -> dict[str, Any]:
    return {"user_id": triple.user_id, "chat_id": triple.chat_id, "topic_id": triple.topic_id}


class _Peer:
    def __init__(self, name: str, client: httpx.Client) -> None:
        self._name = name
        self._client = client

    async def _request(
        self,
        method: str,
        path: str,
        *,
        json: dict[str, Any] | None = None,
        params: dict[str, Any] | None = None,
    ) -> httpx.Response:
        call = partial(self._client.request, method, path, json=json, params=params)
        try:
            return await to_thread.run_sync(call)
        except httpx.HTTPError as error:
            raise PeerUnavailable(self._name, type(error).__name__) from None

    def _parse(self, model: type[ModelT], response: httpx.Response) -> ModelT:
        if response.status_code not in (200, 201):
            raise PeerUnavailable(self._name, f"status {response.status_code}")
        try:
            return model.model_validate(response.json())
        except (ValueError, ValidationError):
            raise PeerUnavailable(self._name, "malformed answer") from None

    def _parse_list(self, model: type[ModelT], response: httpx.Response) -> list[ModelT]:
        if response.status_code != 200:
            raise PeerUnavailable(self._name, f"status {response.status_code}")
        try:
            return [model.model_validate(row) for row in response.json()]
        except (ValueError, TypeError, ValidationError):
            raise PeerUnavailable(self._name, "malformed answer") from None

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
            body = _json_or_empty(response)
            if "message" in body:
                raise TurnRefused(TurnRefusal.of(403, body))
        return self._parse(Turn, response)


def turn_or_refusal(status: int, body: dict[str, Any]) -> TurnRefused | PeerUnavailable:
    """What a turn route's 4xx problem body means (``_Peer._turn``'s reading of a refused
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


def _json_or_empty(response: httpx.Response) -> dict[str, Any]:
    try:
        body = response.json()
    except ValueError:
        return {}
    return body if isinstance(body, dict) else {}


class CheckinPeer(_Peer):
    """Routing, consent version, the two turn APIs and KPI judgements."""

    def __init__(self, client: httpx.Client) -> None:
        super().__init__("checkin", client)

    async def resolve(self, triple: Triple) -> Resolution:
        body = {"triple": _triple_json(triple)}
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
            json={"triple": _triple_json(triple)},
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
        if response.status_code == 404 and _json_or_empty(response).get("type", "").endswith(
            "session-not-found"
        ):
            return None
        return self._turn(response)


class DeliveryPeer(_Peer):
    """Richard's button presses and the queue his commands summarise."""

    def __init__(self, client: httpx.Client) -> None:
        super().__init__("delivery", client)

    async def operator_action(
        self, triple: Triple, callback_data: str, message_id: int | None
    ) -> OperatorAnswer:
        body = {**_triple_json(triple), "callback_data": callback_data, "message_id": message_id}
        return self._parse(
            OperatorAnswer, await self._request("POST", "/v1/operator/actions", json=body)
        )

    async def drafts(self, status: str) -> list[DraftSummary]:
        response = await self._request("GET", "/v1/drafts", params={"status": status})
        return self._parse_list(DraftSummary, response)

    async def tasks(self, kst_date: date) -> list[TaskSummary]:
        params = {"kst_date": kst_date.isoformat()}
        return self._parse_list(
            TaskSummary, await self._request("GET", "/v1/scheduler/tasks", params=params)
        )


class DiagnosticsPeer(_Peer):
    """The owner's diagnostic operator topic: its exact-triple route and its commands."""

    def __init__(self, client: httpx.Client) -> None:
        super().__init__("diagnostics", client)

    async def resolve(self, triple: Triple) -> Resolution:
        body = {"triple": _triple_json(triple)}
        return self._parse(
            Resolution, await self._request("POST", "/v1/routing/resolve", json=body)
        )

    async def command(
        self, triple: Triple, *, session_id: str | None, generation: int | None, text: str
    ) -> DiagnosticCommandAnswer:
        body = {
            "triple": _triple_json(triple),
            "session_id": session_id,
            "generation": generation,
            "text": text,
        }
        return self._parse(
            DiagnosticCommandAnswer,
            await self._request("POST", "/v1/operator/commands", json=body),
        )
