"""Signed calls to a peer, awaited without blocking the gateway's event loop.

The runtime's peer clients are blocking httpx clients (``shared.http.peers``); each call runs
on a worker thread. That matters beyond speed: approving a draft makes delivery call back
into this gateway's ``/internal/send`` while the press is still being forwarded, so the
event loop must stay free to serve it.
"""

from __future__ import annotations

from functools import partial
from typing import Any, TypeVar

import httpx
from anyio import to_thread
from pydantic import BaseModel, ValidationError

from services.gateway.peers.errors import PeerUnavailable
from services.gateway.updates.schemas import Triple

ModelT = TypeVar("ModelT", bound=BaseModel)


def triple_json(triple: Triple) -> dict[str, Any]:
    return {"user_id": triple.user_id, "chat_id": triple.chat_id, "topic_id": triple.topic_id}


class Peer:
    """One peer service: a call on a worker thread, and its answer parsed or refused."""

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

    async def _list_all(
        self, model: type[ModelT], path: str, params: dict[str, Any]
    ) -> list[ModelT]:
        """Every row of a paged list: each page, following its ``Link: rel="next"``
        (``shared.http.pages``) - a count from the first page alone would be wrong."""
        rows: list[ModelT] = []
        response = await self._request("GET", path, params=params)
        while True:
            rows += self._parse_list(model, response)
            following = response.links.get("next", {}).get("url")
            if following is None:
                return rows
            response = await self._request("GET", following)

    def _parse_list(self, model: type[ModelT], response: httpx.Response) -> list[ModelT]:
        if response.status_code != 200:
            raise PeerUnavailable(self._name, f"status {response.status_code}")
        try:
            return [model.model_validate(row) for row in response.json()]
        except (ValueError, TypeError, ValidationError):
            raise PeerUnavailable(self._name, "malformed answer") from None


def json_or_empty(response: httpx.Response) -> dict[str, Any]:
    try:
        body = response.json()
    except ValueError:
        return {}
    return body if isinstance(body, dict) else {}
