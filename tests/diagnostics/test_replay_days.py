"""Synthetic replay of several recorded days, check-ins *and* trainer records, in one run:
the real customer has two recorded days (a check-in and a trainer record with a note on
day 1, a check-in on day 2); the owner snapshots them and replays both into the isolated
test customer at once - each on its recorded date shifted by whole weeks into the test
customer's window, never after today (weekdays kept), or refused before anything is
played when no such shift exists; texts kept, the trainer record as the spec's test
trainer. Checkin takes a named replay day only from diagnostics and only for a
diagnostic-bound customer, never in the future (real services, real Postgres, real
HTTP)."""

from __future__ import annotations

from datetime import timedelta
from typing import Any

import pytest

from services.diagnostics.cli import verified_files, write_bundle
from services.diagnostics.session_cli import bundle_days
from shared.clock import ManualClock
from tests.checkin.factories import START
from tests.checkin.flows import F_ANOM_SLEEP_1, kst_noon, run_checkin, run_trainer
from tests.diagnostics.sessions_support import spec_document
from tests.diagnostics.stack import (
    CUSTOMER_ID,
    make_secrets,
    pick_ports,
    register_test_customer,
    running_services,
    seed_delivered_check_in,
)
from tests.fakes.telegram import fake_telegram

pytestmark = pytest.mark.slow

TEST_CUSTOMER = "diag-test-customer"
TRAINER_NOTE = "스쿼트 때 무릎 정렬을 다시 잡아 줬습니다."
T_RECORD = {
    "Q-T-DONE": "done",
    "Q-T-PERFORMANCE": "4",
    "Q-T-INTENSITY": "as_planned",
    "Q-T-PAIN": "no",
    "Q-T-PAIN-NOTE": "none",
    "Q-T-NOTE": TRAINER_NOTE,
}


def _events(services, customer_id: str) -> list[dict[str, Any]]:
    with services.client("checkin", "operator") as checkin:
        return checkin.get(f"/audit/customers/{customer_id}/events").json()


def test_two_recorded_days_with_a_trainer_record_replay_in_one_run_dates_shifted(
    database, tmp_path
):
    secrets = make_secrets(tmp_path / "secrets")
    clock = ManualClock(kst_noon(START))
    with (
        fake_telegram() as telegram,
        running_services(database, secrets, telegram, pick_ports(), tmp_path, clock) as services,
    ):
        seed_delivered_check_in(services)  # day 1: the real customer's check-in, sent
        with services.client("checkin", "gateway") as turns:
            run_trainer(turns, CUSTOMER_ID, T_RECORD)  # day 1: the trainer's record
            clock.advance(timedelta(days=1))
            run_checkin(turns, CUSTOMER_ID, F_ANOM_SLEEP_1)  # day 2
        clock.advance(timedelta(days=7))  # the owner replays a week later (Tue 2026-12-15)
        with services.client("diagnostics", "operator") as owner_cli:
            snapshot = owner_cli.post("/v1/evidence/snapshots", json={"customer_id": CUSTOMER_ID})
        assert snapshot.status_code == 200, snapshot.text
        bundle = tmp_path / "incident"
        write_bundle(bundle, verified_files(snapshot.json()["files"]))
        days = bundle_days(bundle)
        assert [(d.kst_date, d.trainer_answers is not None) for d in days] == [
            ("2026-12-07", True), ("2026-12-08", False),
        ]  # fmt: skip
        assert days[0].trainer_answers == T_RECORD
        real_before = _events(services, CUSTOMER_ID)

        register_test_customer(services, START)
        with services.client("diagnostics", "operator") as owner_cli:
            opened = owner_cli.post(
                "/v1/sessions", json={"spec": spec_document(ttl_seconds=3 * 24 * 3600)}
            ).json()
            session_id = opened["session_id"]
            activated = owner_cli.post(
                f"/v1/sessions/{session_id}/activate", json={"generation": 1}
            )
            assert activated.status_code == 200, activated.text
            body = {
                "days": [
                    {
                        "recorded_kst_date": d.kst_date,
                        "answers": d.answers,
                        "trainer_answers": d.trainer_answers,
                    }
                    for d in days
                ]
            }
            # 29 days cannot fit the test customer's 28: refused before any turn.
            first_day = {**body["days"][0], "recorded_kst_date": "2026-11-09"}
            test_before = _events(services, TEST_CUSTOMER)
            refused = owner_cli.post(
                f"/v1/sessions/{session_id}/replay", json={"days": [first_day, body["days"][1]]}
            )
            assert refused.status_code == 409, refused.text
            assert refused.json()["type"].endswith("replay-refused")
            assert refused.json()["reason"] == "replay_shift:window_too_short"
            assert _events(services, TEST_CUSTOMER) == test_before
            replayed = owner_cli.post(f"/v1/sessions/{session_id}/replay", json=body)
        assert replayed.status_code == 200, replayed.text
        answer = replayed.json()
        # One week on: Monday stays Monday, the last day lands on today, the gap is kept.
        assert [(d["recorded_kst_date"], d["replayed_kst_date"]) for d in answer["days"]] == [
            ("2026-12-07", "2026-12-14"), ("2026-12-08", "2026-12-15"),
        ]  # fmt: skip
        assert answer["days"][0]["trainer_questions"] == [
            q for q in T_RECORD if q != "Q-T-PAIN-NOTE"
        ]
        assert answer["replayed_kst_date"] == "2026-12-15"

        test_events = _events(services, TEST_CUSTOMER)
        checkins = [e for e in test_events if e["event_type"] == "checkin"]
        trainers = [e for e in test_events if e["event_type"] == "trainer_session_record"]
        assert [e["payload"]["kst_date"] for e in checkins] == ["2026-12-14", "2026-12-15"]
        (trainer,) = trainers
        (recorded_trainer,) = [
            e for e in real_before if e["event_type"] == "trainer_session_record"
        ]
        assert trainer["payload"]["kst_date"] == "2026-12-14"
        for field in ("done", "performance", "intensity", "pain", "operator_note"):
            assert trainer["payload"][field] == recorded_trainer["payload"][field]
        assert trainer["payload"]["operator_note"] == TRAINER_NOTE
        recorded_checkins = [e for e in real_before if e["event_type"] == "checkin"]
        for replayed_event, recorded in zip(checkins, recorded_checkins, strict=True):
            assert replayed_event["payload"]["sleep_hours"] == recorded["payload"]["sleep_hours"]
        # The real customer's stream is untouched by the replay.
        assert _events(services, CUSTOMER_ID) == real_before

        # Checkin takes a named replay day from diagnostics only, for a diagnostic-bound
        # customer only, and never after today.
        path = "/v1/customers/{}/checkins"
        with services.client("checkin", "operator") as operator:
            as_operator = operator.post(
                path.format(TEST_CUSTOMER), params={"replay_kst_date": "2026-12-15"}
            )
        with services.client("checkin", "diagnostics") as host:
            ordinary = host.post(path.format(CUSTOMER_ID), params={"replay_kst_date": "2026-12-15"})
            future = host.post(path.format(TEST_CUSTOMER), params={"replay_kst_date": "2026-12-16"})
        assert (as_operator.status_code, ordinary.status_code, future.status_code) == (
            403, 403, 422,
        )  # fmt: skip
        assert ordinary.json()["type"].endswith("replay-date-not-allowed")
        assert _events(services, CUSTOMER_ID) == real_before
