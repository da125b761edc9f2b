"""Signed calls to delivery: Richard's button presses and the queue his commands summarise."""

from __future__ import annotations

from datetime import date

import httpx

from services.gateway.peers.base import Peer, triple_json
from services.gateway.peers.schemas import DraftSummary, OperatorAnswer, TaskSummary
from services.gateway.updates.schemas import Triple


class DeliveryPeer(Peer):
    """Richard's button presses and the queue his commands summarise."""

    def __init__(self, client: httpx.Client) -> None:
        super().__init__("delivery", client)

    async def operator_action(
        self, triple: Triple, callback_data: str, message_id: int | None
    ) -> OperatorAnswer:
        body = {**triple_json(triple), "callback_data": callback_data, "message_id": message_id}
        return self._parse(
            OperatorAnswer, await self._request("POST", "/v1/operator/actions", json=body)
        )

    async def drafts(self, status: str) -> list[DraftSummary]:
        return await self._list_all(DraftSummary, "/v1/drafts", {"status": status})

    async def tasks(self, kst_date: date) -> list[TaskSummary]:
        params = {"kst_date": kst_date.isoformat()}
        return await self._list_all(TaskSummary, "/v1/scheduler/tasks", params)
