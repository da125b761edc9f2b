"""Signed calls to diagnostics: the owner's diagnostic operator topic and its commands."""

from __future__ import annotations

import httpx

from services.gateway.peers.base import Peer, triple_json
from services.gateway.peers.schemas import DiagnosticCommandAnswer, Resolution
from services.gateway.updates.schemas import Triple


class DiagnosticsPeer(Peer):
    """The owner's diagnostic operator topic: its exact-triple route and its commands."""

    def __init__(self, client: httpx.Client) -> None:
        super().__init__("diagnostics", client)

    async def resolve(self, triple: Triple) -> Resolution:
        body = {"triple": triple_json(triple)}
        return self._parse(
            Resolution, await self._request("POST", "/v1/routing/resolve", json=body)
        )

    async def command(
        self, triple: Triple, *, session_id: str | None, generation: int | None, text: str
    ) -> DiagnosticCommandAnswer:
        body = {
            "triple": triple_json(triple),
            "session_id": session_id,
            "generation": generation,
            "text": text,
        }
        return self._parse(
            DiagnosticCommandAnswer,
            await self._request("POST", "/v1/operator/commands", json=body),
        )
