"""Signed calls to checkin: destinations (pins), the event stream, the schedule, KPI.

Shapes follow ``docs/contracts.md``; anything unexpected raises ``PeerError`` so callers
fail closed (no reservation, no send) instead of guessing.
"""

from __future__ import annotations

from datetime import date
from typing import Any

import httpx
from pydantic import ValidationError

# The answers' shapes are pure values (peers/answers.py), re-exported for the callers.
from services.delivery.peers.answers import ClearedHold as ClearedHold
from services.delivery.peers.answers import Destinations as Destinations
from services.delivery.peers.answers import DueTask as DueTask
from services.delivery.peers.answers import RelayAnswer as RelayAnswer
from services.delivery.peers.answers import SafetyState as SafetyState
from services.delivery.peers.answers import Triple as Triple
from services.delivery.peers.errors import PeerError, transport_failure
from shared.erasure import require_erasure_in
from shared.problems import problem_slug


class CheckinClient:
    """The checkin peer as delivery uses it."""

    def __init__(self, client: httpx.Client) -> None:
        self._client = client

    def _get(self, path: str, **params: Any) -> Any:
        try:
            response = self._client.get(path, params=params or None)
        except httpx.HTTPError as error:
            raise transport_failure("checkin", error) from None
        if response.status_code != 200:
            raise PeerError("checkin", response.status_code, problem_slug(response))
        return response.json()

    def destinations(self, customer_id: str) -> Destinations:
        body = self._get(f"/v1/customers/{customer_id}/destinations")
        try:
            return Destinations.model_validate(body)
        except ValidationError:
            raise PeerError("checkin", 200, "malformed-destinations") from None

    def safety_state(self, customer_id: str) -> SafetyState:
        """The customer's safety state now; any doubt raises ``PeerError`` (fail closed)."""
        body = self._get(f"/v1/customers/{customer_id}/safety-state")
        try:
            state = SafetyState.model_validate(body)
        except ValidationError:
            raise PeerError("checkin", 200, "malformed-safety-state") from None
        if state.customer_id != customer_id:
            raise PeerError("checkin", 200, "malformed-safety-state")
        return state

    def clear_hold(self, customer_id: str, *, clearance_id: str, note: str) -> ClearedHold:
        """Record Richard's clearance (idempotent by ``clearance_id``); refusals raise."""
        try:
            response = self._client.post(
                f"/v1/customers/{customer_id}/safety-hold/clear",
                json={"clearance_id": clearance_id, "note": note},
            )
        except httpx.HTTPError as error:
            raise transport_failure("checkin", error) from None
        if response.status_code not in (200, 201):
            raise PeerError("checkin", response.status_code, problem_slug(response))
        try:
            return ClearedHold.model_validate(response.json())
        except (ValidationError, ValueError):
            raise PeerError("checkin", response.status_code, "malformed-clearance") from None

    def require_erasure(self, customer_id: str) -> None:
        """Refuse (a problem) unless checkin holds the customer's erasure tombstone."""
        require_erasure_in("checkin", self._client, customer_id)

    def post_relayed(self, path: str, document: dict[str, Any]) -> RelayAnswer:
        """POST one outbox row (an event, a decision); transport failures raise, answers
        are returned for the relay's verdict."""
        try:
            response = self._client.post(path, json=document)
        except httpx.HTTPError as error:
            raise transport_failure("checkin", error) from None
        return RelayAnswer(status=response.status_code, slug=problem_slug(response))

    def weekly_run(self, kst_date: date) -> dict[str, Any]:
        """Ask checkin to compute the proposals of every weekly task due on ``kst_date``."""
        try:
            response = self._client.post(
                "/v1/nutrition/weekly-run", json={"kst_date": kst_date.isoformat()}
            )
        except httpx.HTTPError as error:
            raise transport_failure("checkin", error) from None
        if response.status_code != 200:
            raise PeerError("checkin", response.status_code, problem_slug(response))
        try:
            body = response.json()
        except ValueError:
            raise PeerError("checkin", 200, "malformed-weekly-run") from None
        if not isinstance(body, dict) or not isinstance(body.get("results"), list):
            raise PeerError("checkin", 200, "malformed-weekly-run")
        return body

    def due_tasks(self, kst_date: date) -> list[DueTask]:
        body = self._get("/v1/schedule/due", kst_date=kst_date.isoformat())
        try:
            return [DueTask.model_validate(task) for task in body["tasks"]]
        except (ValidationError, KeyError, TypeError):
            raise PeerError("checkin", 200, "malformed-due-tasks") from None

    def render_task(self, task_key: str) -> object:
        """Checkin's answer for a due task (``POST /v1/tasks/{task_key}/render``), unjudged:
        ``scheduler.rules.outcome_for`` decides whether it is material or nothing to send."""
        try:
            response = self._client.post(f"/v1/tasks/{task_key}/render", json={})
        except httpx.HTTPError as error:
            raise transport_failure("checkin", error) from None
        if response.status_code != 200:
            raise PeerError("checkin", response.status_code, problem_slug(response))
        try:
            body: object = response.json()
        except ValueError:
            raise PeerError("checkin", 200, "malformed-render") from None
        return body

    def events(self, customer_id: str) -> list[dict[str, Any]]:
        """The whole stream of a customer, page by page."""
        events: list[dict[str, Any]] = []
        after = 0
        while True:
            page = self._get(
                f"/v1/customers/{customer_id}/events", after_sequence=after, limit=1000
            )
            batch = page.get("events", []) if isinstance(page, dict) else []
            events.extend(batch)
            if len(batch) < 1000:
                return events
            after = int(batch[-1]["sequence"])

    def kpi(self, customer_id: str) -> dict[str, Any]:
        body: dict[str, Any] = self._get(f"/v1/customers/{customer_id}/kpi")
        return body
