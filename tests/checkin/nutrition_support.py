"""Builders for adaptive-nutrition tests: a customer with a goal, weigh-in weeks, a fake port.

The pilot starts Monday 2026-12-07 (``factories.START``): week 1 is 12-07..12-13, week 2
12-14..12-20 (report day Friday 12-18), week 3 12-21..12-27 (report day 12-25).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from datetime import UTC, date, datetime, timedelta
from typing import Any

from fastapi.testclient import TestClient

from services.checkin.events.schemas import CanonicalEvent
from services.checkin.peers.delivery import PortAnswer
from shared.clock import ManualClock, kst_midnight
from shared.contracts.safety import Safety, SafetyReason
from tests.checkin import factories
from tests.checkin.conftest import CUSTOMER_ID, activate, grant_consent, ok
from tests.checkin.seeding import append_as_flow
from tests.support.servers import ThreadedServer

WEEK_1 = [factories.START + timedelta(days=n) for n in range(5)]
WEEK_2 = [factories.START + timedelta(days=7 + n) for n in range(5)]
WEEK_3 = [factories.START + timedelta(days=14 + n) for n in range(5)]
WEEK_4 = [factories.START + timedelta(days=21 + n) for n in range(5)]
REPORT_DAY = {
    1: date(2026, 12, 11),
    2: date(2026, 12, 18),
    3: date(2026, 12, 25),
    4: date(2027, 1, 1),
}
NUTRITION = f"/v1/customers/{CUSTOMER_ID}/nutrition"
S4_HOLD = Safety.from_reasons(
    (
        SafetyReason.model_validate(
            {
                "class": "eating_risk",
                "source_flow": "customer_checkin",
                "matched_field": "note",
                "excerpt": "하루 종일 굶었어요",
                "rule_id": "S4",
            }
        ),
    )
)


def plan(
    goal_mode: str = "lean_mass_gain", kcal: int | None = 2500, **bounds: Any
) -> dict[str, Any]:
    document = factories.plan()
    for week in document["weeks"]:
        week["goal_mode"] = goal_mode
        week["calorie_target_kcal"] = kcal
    document.update(bounds)
    return document


def enable_customer(client: TestClient, **plan_options: Any) -> str:
    """Owner, draft with the given plan, consent, guarded activation (the issue-3 API)."""
    ok(client.put("/v1/admin/owner", json={"owner": factories.OWNER}))
    draft = factories.draft()
    draft["plan"] = plan(**plan_options)
    ok(client.put(f"/v1/admin/customers/{CUSTOMER_ID}", json=draft))
    grant_consent(client)
    assert ok(activate(client))["enabled"] is True
    return CUSTOMER_ID


def checkin(
    day: date, weight: float | None, calories: int | None = 2500, **more: Any
) -> CanonicalEvent:
    values: dict[str, Any] = {"morning_weight_kg": weight, "calories": calories, **more}
    if weight is None or calories is None:
        values["completeness"] = "partial"
    return factories.checkin(CUSTOMER_ID, day, **values)


def record_week(
    client: TestClient | ThreadedServer,  # in-process, or a served checkin (``.app`` both)
    days: Sequence[date],
    weights: Sequence[float | None],
    calories: Sequence[int | None] | None = None,
    extra: Mapping[int, dict[str, Any]] | None = None,
) -> list[str]:
    """Store one check-in per day (the first ``len(weights)`` days) as the wizard's finalize
    does; answers the event ids."""
    days = days[: len(weights)]
    ids = []
    for index, (day, weight) in enumerate(zip(days, weights, strict=True)):
        kcal = calories[index] if calories is not None else 2500
        event = checkin(day, weight, kcal, **(extra or {}).get(index, {}))
        ids.append(append_as_flow(client.app, event)["event"]["event_id"])
    return ids


def at_kst(clock: ManualClock, day: date, hour: int = 10) -> None:
    clock.set(kst_midnight(day) + timedelta(hours=hour))


def compute(client: TestClient, week_index: int, status: int = 201) -> dict[str, Any]:
    return ok(client.post(f"{NUTRITION}/proposals", json={"week_index": week_index}), status)


def decide(
    client: TestClient, result: dict[str, Any], decision: str, status: int = 201
) -> dict[str, Any]:
    proposal = result["proposal"]
    return ok(
        client.post(
            f"{NUTRITION}/proposals/{proposal['proposal_id']}/decision",
            json={
                "revision": proposal["revision"],
                "proposal_digest": result["proposal_digest"],
                "decision": decision,
            },
        ),
        status,
    )


@dataclass
class RecordingPort:
    """A delivery port that records submissions and answers from a script (default: ok)."""

    answers: list[PortAnswer] = field(default_factory=list)
    submitted: list[tuple[str, dict[str, Any]]] = field(default_factory=list)

    def submit(self, item_kind: str, submission: Mapping[str, Any]) -> PortAnswer:
        self.submitted.append((item_kind, dict(submission)))
        if self.answers:
            return self.answers.pop(0)
        key = "card_id" if item_kind == "card" else "draft_id"
        return PortAnswer("accepted", 201, {key: f"{item_kind}-{len(self.submitted)}"})


def quantity(value: str, unit: str) -> dict[str, str]:
    return {"value": value, "unit": unit}


FIRST_DAY_UTC = datetime(2026, 12, 7, 0, 0, tzinfo=UTC)
