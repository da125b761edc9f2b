"""One window per customer (seed principle 3): once activated, the plan start is fixed, and a
re-activation after a temporary disable keeps the first window and ends on its day 27.

Every refusal is checked through the API and through ``dualcoach admin``; the Korean
sentences are pinned here (golden).
"""

from __future__ import annotations

import json
from datetime import date, timedelta
from typing import Any

import pytest
from click.testing import CliRunner

from services.checkin.customers import customer_stream
from services.checkin.registry import rules, texts
from services.checkin.registry.repository import RegistryRepository
from services.checkin.registry.schemas import CustomerEntry
from services.cli import main
from shared.clock import SystemClock, kst_date
from tests.checkin import factories
from tests.checkin.conftest import CUSTOMER_ID, activate, grant_consent, ok, register_draft
from tests.checkin.flows import kst_noon
from tests.support.servers import serve
from tests.support.services import build_app, signed_client

START = factories.START  # 2026-12-07; day 27 is 2027-01-03
DAY_27 = START + timedelta(days=27)
NEW_START = START + timedelta(days=28)
CUSTOMER = f"/v1/admin/customers/{CUSTOMER_ID}"

GOLDEN_PLAN_START_LOCKED = (
    "kim-pilot 고객은 이미 활성화된 적이 있어 계획 시작일(2026년 12월 7일)을 바꿀 수 "
    "없습니다. 다른 기간으로 시범 운영을 하려면 새 고객 ID로 등록해 주십시오."
)
GOLDEN_WINDOW_CLOSED = (
    "kim-pilot 고객은 다시 활성화할 수 있는 마지막 날(2027년 1월 3일)이 지났습니다. "
    "시범 기간을 늘리거나 다시 여는 방법은 없습니다. 새 시범 운영은 새 고객 ID로 "
    "등록해 주십시오."
)
GOLDEN_WINDOW_CHANGED = (
    "kim-pilot 고객은 2026년 12월 7일에 시작하는 기간으로 활성화된 적이 있어 다른 "
    "기간으로 다시 활성화할 수 없습니다. 계획 시작일을 2026년 12월 7일로 되돌리거나 새 고객 "
    "ID로 등록해 주십시오."
)


def problem_slug(body: dict[str, Any]) -> str:
    return str(body["type"]).rsplit(":", 1)[-1]


def disable(client: Any) -> None:
    ok(client.post(f"{CUSTOMER}/disable", json={"reason": "operator"}))


def entry_of(client: Any, customer_id: str = CUSTOMER_ID) -> dict[str, Any]:
    document = ok(client.get("/v1/admin/registry"))["document"]
    return next(e for e in document["customers"] if e["spec"]["customer_id"] == customer_id)


def move_start_behind_the_api(app: Any, starts_on: date) -> None:
    """Append the draft state an older version allowed: kim-pilot's start moved after its
    activation (the repository's plain append, as a restore would insert it)."""
    runtime = app.state.runtime
    with runtime.database.transaction() as session:
        repository = RegistryRepository(session)
        entry = repository.document().entry(CUSTOMER_ID)
        assert entry is not None
        assert entry.spec.plan is not None
        moved_plan = entry.spec.plan.model_copy(update={"starts_on": starts_on})
        moved = CustomerEntry(spec=entry.spec.model_copy(update={"plan": moved_plan}))
        repository.append(
            stream=customer_stream(CUSTOMER_ID),
            customer_id=CUSTOMER_ID,
            action="customer_updated",
            actor="operator",
            entry=moved.model_dump(mode="json"),
            detail={},
            document_digest=repository.document().with_entry(moved).digest(),
            recorded_at=runtime.clock.now(),
        )


# --- the pure rules ---------------------------------------------------------------------


def test_a_never_activated_customer_may_move_its_start_and_be_activated():
    assert rules.plan_start_change_refusal(None, NEW_START) is None
    assert rules.reactivation_refusal(None, NEW_START, NEW_START + timedelta(days=100)) is None


def test_an_activated_customers_start_is_fixed_and_cannot_be_dropped():
    assert rules.plan_start_change_refusal(START, START) is None
    assert rules.plan_start_change_refusal(START, NEW_START) == "plan-start-locked"
    assert rules.plan_start_change_refusal(START, None) == "plan-start-locked"


def test_reactivation_is_allowed_through_day_27_and_refused_from_day_28():
    assert rules.reactivation_deadline(START) == date(2027, 1, 3)
    assert rules.reactivation_refusal(START, START, START - timedelta(days=3)) is None
    assert rules.reactivation_refusal(START, START, DAY_27) is None
    assert rules.reactivation_refusal(START, START, DAY_27 + timedelta(days=1)) == (
        "pilot-window-closed"
    )


def test_reactivation_with_another_window_is_refused_even_inside_the_first():
    assert rules.reactivation_refusal(START, NEW_START, START) == "pilot-window-changed"
    assert rules.reactivation_refusal(START, None, START) == "pilot-window-changed"


def test_window_refusal_texts_are_pinned():
    assert texts.window_refusal_message("plan-start-locked", CUSTOMER_ID, START) == (
        GOLDEN_PLAN_START_LOCKED
    )
    assert texts.window_refusal_message("pilot-window-closed", CUSTOMER_ID, START) == (
        GOLDEN_WINDOW_CLOSED
    )
    assert texts.window_refusal_message("pilot-window-changed", CUSTOMER_ID, START) == (
        GOLDEN_WINDOW_CHANGED
    )


# --- the API ----------------------------------------------------------------------------


def test_a_draft_that_was_never_activated_may_change_its_start(operator, registered):
    saved = ok(operator.put(CUSTOMER, json=factories.draft(starts_on=NEW_START)))
    assert saved["spec"]["plan"]["starts_on"] == NEW_START.isoformat()


def test_saving_a_new_start_after_activation_is_refused_and_changes_nothing(operator, enabled):
    disable(operator)
    before = ok(operator.get(f"{CUSTOMER}/transitions"))

    response = operator.put(CUSTOMER, json=factories.draft(starts_on=NEW_START))

    assert response.status_code == 409
    body = response.json()
    assert problem_slug(body) == "plan-start-locked"
    assert body["detail"] == GOLDEN_PLAN_START_LOCKED
    assert body["window_starts_on"] == "2026-12-07"
    assert body["window_ends_on"] == "2027-01-03"
    assert ok(operator.get(f"{CUSTOMER}/transitions")) == before
    assert entry_of(operator)["spec"]["plan"]["starts_on"] == START.isoformat()


def test_dropping_the_plan_of_an_activated_customer_is_refused(operator, enabled):
    disable(operator)
    draft = {**factories.draft(), "plan": None}
    response = operator.put(CUSTOMER, json=draft)
    assert response.status_code == 409
    assert problem_slug(response.json()) == "plan-start-locked"


def test_other_draft_fields_stay_editable_with_the_same_start(operator, enabled):
    disable(operator)
    plan = factories.plan()
    plan["weeks"][0]["focus"] = "1주차 자세 교정"
    saved = ok(operator.put(CUSTOMER, json={**factories.draft(), "plan": plan}))
    assert saved["spec"]["plan"]["weeks"][0]["focus"] == "1주차 자세 교정"


def test_reactivation_inside_the_window_keeps_the_original_dates(
    operator, delivery, enabled, clock
):
    disable(operator)
    clock.set(kst_noon(DAY_27))

    result = ok(activate(operator))

    assert result["activated"] is True
    assert entry_of(operator)["enabled"] is True
    assert entry_of(operator)["spec"]["plan"]["starts_on"] == START.isoformat()
    # The schedule still ends with the first window: nothing is due on day 28.
    due = "/v1/schedule/due"
    last_day = ok(delivery.get(due, params={"kst_date": DAY_27.isoformat()}))["tasks"]
    assert last_day == []  # 2027-01-03 is a Sunday: nothing due, and the window ends there
    friday = (DAY_27 - timedelta(days=2)).isoformat()
    assert ok(delivery.get(due, params={"kst_date": friday}))["tasks"] != []
    day_28 = (DAY_27 + timedelta(days=1)).isoformat()
    assert ok(delivery.get(due, params={"kst_date": day_28}))["tasks"] == []


def test_reactivation_after_day_27_is_refused_and_audited(operator, enabled, clock):
    disable(operator)
    clock.set(kst_noon(DAY_27 + timedelta(days=1)))

    response = activate(operator)

    assert response.status_code == 409
    body = response.json()
    assert problem_slug(body) == "pilot-window-closed"
    assert body["detail"] == GOLDEN_WINDOW_CLOSED
    assert body["reactivation_deadline"] == "2027-01-03"
    assert entry_of(operator)["enabled"] is False
    last = ok(operator.get(f"{CUSTOMER}/transitions"))[-1]
    assert last["action"] == "activation_refused"
    assert last["detail"]["reason_codes"] == ["WINDOW_CLOSED"]
    assert last["detail"]["refusal"] == "pilot-window-closed"


def test_a_window_moved_before_this_rule_cannot_be_activated(app, operator, enabled):
    """A registry whose start moved after activation (saved before the rule existed, or
    restored from such a backup) is refused: the first activation's window is the window."""
    disable(operator)
    move_start_behind_the_api(app, NEW_START)

    response = activate(operator)

    assert response.status_code == 409
    body = response.json()
    assert problem_slug(body) == "pilot-window-changed"
    assert body["detail"] == GOLDEN_WINDOW_CHANGED
    assert entry_of(operator)["enabled"] is False
    # Putting the original start back is allowed, and then the same window re-opens.
    ok(operator.put(CUSTOMER, json=factories.draft()))
    assert ok(activate(operator))["activated"] is True


def test_a_new_pilot_is_a_new_customer_id_and_the_old_records_stay(operator, enabled, clock):
    ok(
        operator.post(
            f"/v1/customers/{CUSTOMER_ID}/records/satisfaction",
            json={"score": 8.5, "collected_on": "2026-12-11"},
        ),
        201,
    )
    old_events = ok(operator.get(f"/v1/customers/{CUSTOMER_ID}/events"))["events"]
    disable(operator)
    clock.set(kst_noon(DAY_27 + timedelta(days=5)))

    register_draft(operator, "kim-second", **factories.draft(starts_on=NEW_START + timedelta(7)))
    grant_consent(operator, "kim-second")
    assert ok(activate(operator, "kim-second"))["activated"] is True

    assert entry_of(operator)["enabled"] is False
    assert entry_of(operator)["spec"]["plan"]["starts_on"] == START.isoformat()
    assert ok(operator.get(f"/v1/customers/{CUSTOMER_ID}/events"))["events"] == old_events
    assert ok(operator.get("/v1/customers/kim-second/events"))["events"] == []


# --- the CLI ----------------------------------------------------------------------------
# The CLI signs with the machine clock, so these run on it too (like ``make run``): the
# window is placed relative to today's KST date instead of moving a clock.


def served_after_one_activation(
    database, secrets, starts_on: date, moved_to: date | None = None
) -> Any:
    """The real app on a loopback port; kim-pilot was activated once and is now disabled
    (and, with ``moved_to``, its start was moved behind the API afterwards)."""
    app = build_app("checkin", database, secrets)
    with signed_client(app, "operator", secrets) as client:
        register_draft(client, **factories.draft(starts_on=starts_on))
        grant_consent(client)
        ok(activate(client))
        disable(client)
    if moved_to is not None:
        move_start_behind_the_api(app, moved_to)
    return serve(app)


def cli(port: int, secrets: Any, *args: str) -> Any:
    env = {
        "DUALCOACH_SERVICES__CHECKIN__PORT": str(port),
        "DUALCOACH_SECRETS_DIR": str(secrets.directory),
    }
    return CliRunner().invoke(main, list(args), env=env, catch_exceptions=False)


def today_kst() -> date:
    return kst_date(SystemClock().now())


@pytest.fixture
def checklist(tmp_path):
    path = tmp_path / "checklist.json"
    path.write_text(factories.CHECKLIST_OK, encoding="utf-8")
    return path


@pytest.mark.slow
def test_cli_refuses_a_new_start_for_an_activated_customer(database, secrets, tmp_path):
    starts_on = today_kst()
    plan = tmp_path / "plan.json"
    plan.write_text(json.dumps(factories.plan(starts_on + timedelta(days=28))), encoding="utf-8")
    with served_after_one_activation(database, secrets, starts_on) as server:
        result = cli(
            server.port, secrets, "admin", "save-customer", CUSTOMER_ID, "--plan", str(plan)
        )

    assert result.exit_code == 1
    assert "HTTP 409, plan-start-locked" in result.output
    locked = texts.window_refusal_message("plan-start-locked", CUSTOMER_ID, starts_on)
    assert locked in result.output


@pytest.mark.slow
def test_cli_refuses_reactivation_after_day_27(database, secrets, checklist):
    starts_on = today_kst() - timedelta(days=28)
    with served_after_one_activation(database, secrets, starts_on) as server:
        refused = cli(
            server.port, secrets, "admin", "activate", CUSTOMER_ID, "--checklist", str(checklist)
        )

    assert refused.exit_code == 1
    assert "HTTP 409, pilot-window-closed" in refused.output
    closed = texts.window_refusal_message("pilot-window-closed", CUSTOMER_ID, starts_on)
    assert closed in refused.output


@pytest.mark.slow
def test_cli_reactivates_on_day_27_with_the_original_dates(database, secrets, checklist):
    starts_on = today_kst() - timedelta(days=27)
    with served_after_one_activation(database, secrets, starts_on) as server:
        activated = cli(
            server.port, secrets, "admin", "activate", CUSTOMER_ID, "--checklist", str(checklist)
        )
        shown = cli(server.port, secrets, "admin", "show")

    assert activated.exit_code == 0, activated.output
    assert json.loads(activated.output)["activated"] is True
    customers = json.loads(shown.output)["document"]["customers"]
    assert customers[0]["enabled"] is True
    assert customers[0]["spec"]["plan"]["starts_on"] == starts_on.isoformat()


@pytest.mark.slow
def test_cli_refuses_reactivation_with_another_window(database, secrets, checklist):
    starts_on = today_kst()
    moved = starts_on + timedelta(days=28)
    with served_after_one_activation(database, secrets, starts_on, moved) as server:
        refused = cli(
            server.port, secrets, "admin", "activate", CUSTOMER_ID, "--checklist", str(checklist)
        )
        shown = cli(server.port, secrets, "admin", "show")

    assert refused.exit_code == 1
    assert "HTTP 409, pilot-window-changed" in refused.output
    changed = texts.window_refusal_message("pilot-window-changed", CUSTOMER_ID, starts_on)
    assert changed in refused.output
    assert json.loads(shown.output)["document"]["customers"][0]["enabled"] is False
