"""Signed calls to the gateway: send one reservation, edit one operator card message.

The client does not interpret answers: it returns what happened (an HTTP status and body,
or which transport failure) and ``services.delivery.sending.rules`` decides what that means
for the ledger. It never retries.
"""

from __future__ import annotations

from typing import Any

import httpx

from services.delivery.peers.answers import GatewayAnswer as GatewayAnswer
from services.delivery.peers.errors import _NEVER_ARRIVED, transport_kind


def _answer(response: httpx.Response) -> GatewayAnswer:
    try:
        body = response.json()
    except ValueError:
        body = None
    return GatewayAnswer(response.status_code, body if isinstance(body, dict) else None)


class GatewayClient:
    def __init__(self, client: httpx.Client, *, call_timeout_seconds: float) -> None:
        self._client = client
        self._timeout = httpx.Timeout(call_timeout_seconds, connect=3.0)

    def _post(self, path: str, body: dict[str, Any]) -> GatewayAnswer:
        try:
            response = self._client.post(path, json=body, timeout=self._timeout)
        except httpx.HTTPError as error:
            return GatewayAnswer(
                None,
                None,
                transport=transport_kind(error),
                never_arrived=isinstance(error, _NEVER_ARRIVED),
            )
        return _answer(response)

    def send(
        self,
        *,
        reservation_id: str,
        chat_id: int,
        topic_id: int | None,
        text: str,
        buttons: list[list[dict[str, str]]] | None = None,
        timeout_seconds: float | None = None,
    ) -> GatewayAnswer:
        body: dict[str, Any] = {
            "reservation_id": reservation_id,
            "chat_id": chat_id,
            "topic_id": topic_id,
            "text": text,
            "buttons": buttons or [],
        }
        if timeout_seconds is not None:
            body["timeout_seconds"] = timeout_seconds
        return self._post("/internal/send", body)

    def edit(
        self,
        *,
        chat_id: int,
        message_id: int,
        text: str,
        buttons: list[list[dict[str, str]]],
        timeout_seconds: float | None = None,
    ) -> GatewayAnswer:
        body: dict[str, Any] = {
            "chat_id": chat_id,
            "message_id": message_id,
            "text": text,
            "buttons": buttons,
        }
        if timeout_seconds is not None:
            body["timeout_seconds"] = timeout_seconds
        return self._post("/internal/edit", body)
