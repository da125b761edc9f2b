"""POST /v1/presentations end to end: real app, real Postgres, real SDK, fake OpenAI."""

from datetime import date

import pytest

from services.expression.provider.client import CHAT_COMPLETIONS_URL
from shared.contracts.presentation import (
    AdaptiveArtifactIdentity,
    DailyArtifactIdentity,
    WeeklyArtifactIdentity,
)
from shared.contracts.surfaces import daily, dual_card, physique_card, weekly
from tests.expression.conftest import TEST_API_KEY, postprocessor_block, request_for
from tests.fakes import openai_server as fake
from tests.shared.surfaces.examples import (
    ACTIONS,
    DAILY_COMPLETE,
    DAILY_PARTIAL,
    DUAL_INCREASE,
    PHYSIQUE_INCREASE,
    WEEKLY_IN_GOAL,
)
from tests.support.services import problem, signed_client

DAILY_ID = DailyArtifactIdentity(finalized_event_id="evt-000123")
WEEKLY_ID = WeeklyArtifactIdentity(
    schedule_key="sched-cust-a-2026-12-04", task_kind="weekly", kst_day=date(2026, 12, 4)
)
CARD_ID = AdaptiveArtifactIdentity(
    session_id="session-77", proposal_digest="b" * 64, revision=3, card_kind="card"
)


def _daily_request(facts=DAILY_COMPLETE, identity=DAILY_ID, **context):
    return request_for(daily.render(facts), identity, **context)


# ---------------------------------------------------------------- modes


def test_shadow_mode_validates_once_and_returns_only_canonical_bytes(expression_app):
    harness = expression_app(mode="shadow")
    request = _daily_request()
    candidate = harness.present(request)
    assert candidate["outcome"] == "shadow_selected"
    assert candidate["selected"] is False
    assert candidate["rendered_body"] == request.surface.body
    assert candidate["binding_digest"] == request.binding_digest()
    assert harness.fake.count == 1
    rows = harness.journal()
    assert [(r["state"], r["outcome"]) for r in rows] == [
        ("attempt_started", "attempt_started"),
        ("finalized", "shadow_selected"),
    ]
    assert rows[0]["mode"] == "shadow" and rows[0]["attempt_id"] == candidate["attempt_id"]
    assert harness.forwarding.addressed == [CHAT_COMPLETIONS_URL]


def test_enabled_mode_returns_the_selected_text_and_journals_selected_after_the_report(
    expression_app,
):
    harness = expression_app(mode="enabled")
    request = _daily_request()
    candidate = harness.present(request)
    assert candidate["outcome"] == "selected" and candidate["selected"] is True
    assert candidate["rendered_body"] == request.surface.body.replace(
        "\n저장된 오늘 기록을 확인했습니다.\n",
        "\n차분히 정리해 드리면, 저장된 오늘 기록을 확인했습니다.\n",
    )
    assert [r["state"] for r in harness.journal()] == ["attempt_started"]
    receipt = harness.report(candidate["attempt_id"], "selected", candidate["artifact_key"])
    assert receipt.status_code == 200
    assert receipt.json() == {
        "attempt_id": candidate["attempt_id"],
        "outcome": "selected",
        "recorded": True,
    }
    assert [r["outcome"] for r in harness.journal()] == ["attempt_started", "selected"]
    again = harness.report(candidate["attempt_id"], "selected", candidate["artifact_key"])
    assert again.json()["recorded"] is False
    conflict = harness.report(candidate["attempt_id"], "commit_failed", candidate["artifact_key"])
    assert conflict.status_code == 409
    refusal = problem(conflict)
    assert refusal["type"].endswith("attempt-already-final")
    assert (refusal["recorded_outcome"], refusal["reported_outcome"]) == (
        "selected",
        "commit_failed",
    )
    assert [r["outcome"] for r in harness.journal()] == ["attempt_started", "selected"]


def test_a_failed_durable_write_is_journaled_as_commit_failed(expression_app):
    harness = expression_app(mode="enabled")
    candidate = harness.present(_daily_request())
    response = harness.report(candidate["attempt_id"], "commit_failed", candidate["artifact_key"])
    assert response.status_code == 200
    assert harness.journal()[-1]["outcome"] == "commit_failed"


def test_outcome_report_for_an_unknown_attempt_or_wrong_artifact_is_404(expression_app):
    harness = expression_app(mode="enabled")
    candidate = harness.present(_daily_request())
    assert harness.report("0" * 32, "selected", candidate["artifact_key"]).status_code == 404
    wrong = harness.report(candidate["attempt_id"], "selected", "f" * 64)
    assert wrong.status_code == 404
    assert len(harness.journal()) == 1


def test_shadow_attempts_take_no_outcome_report(expression_app):
    harness = expression_app(mode="shadow")
    candidate = harness.present(_daily_request())
    response = harness.report(candidate["attempt_id"], "selected", candidate["artifact_key"])
    assert response.status_code == 409


@pytest.mark.parametrize(
    "block",
    [
        None,  # absent
        postprocessor_block("disabled"),
        postprocessor_block("enabled", daily=False),
        {**postprocessor_block("enabled"), "extra": 1},
        {**postprocessor_block("enabled"), "timeout_seconds": 3.0},
        {**postprocessor_block("enabled"), "mode": "Enabled"},
    ],
    ids=["absent", "disabled", "surface-off", "unknown-key", "float-timeout", "mode-case"],
)
def test_disabled_or_invalid_config_answers_canonical_with_no_call_row_or_key(
    expression_app, block
):
    harness = expression_app(block=block)
    request = _daily_request()
    candidate = harness.present(request)
    assert candidate["outcome"] == "canonical_disabled"
    assert candidate["rendered_body"] == request.surface.body
    assert candidate["attempt_id"] is None and candidate["artifact_key"] is None
    assert harness.fake.count == 0
    assert harness.journal() == []
    assert not (harness.data_dir / "korean-expression-v1").exists()
    harness.flush()
    assert harness.telemetry == []


# ---------------------------------------------------------------- every surface


def _surface_requests():
    return [
        request_for(daily.render(DAILY_PARTIAL), DAILY_ID),
        request_for(weekly.render(WEEKLY_IN_GOAL), WEEKLY_ID),
        request_for(dual_card.render(DUAL_INCREASE, ACTIONS), CARD_ID),
        request_for(physique_card.render(PHYSIQUE_INCREASE, ACTIONS), CARD_ID),
    ]


SELECTED_SLOTS = {
    "daily.v1": ["차분히 정리해 드리면, 일부 항목이 기록되지 않아 저장된 내용만 안내합니다."],
    "weekly.v1": [
        "차분히 정리해 드리면, 체중 변화가 목표 범위 안에 있습니다. "
        "이어서 지금의 식단과 운동 기준을 이어 갑니다.",
        "한결같은 마음으로 덧붙이자면, 다음 주에도 현재 기준을 그대로 유지합니다.",
    ],
    "adaptive.dualcoachtest.card.v1": [
        "차분히 정리해 드리면, 목표 열량을 한 단계 늘리는 안입니다.",
        "한결같은 마음으로 덧붙이자면, 주간 체중 변화가 목표 범위보다 작습니다.",
        "편안한 흐름 속에서 정리하면, 식단 기록 비율이 낮아 판단 근거가 약합니다.",
    ],
    "adaptive.physique.card.v1": [
        "차분히 정리해 드리면, 제안의 구조화된 항목을 확인한 뒤 승인 여부를 결정하세요."
    ],
}


@pytest.mark.parametrize("index", range(4), ids=list(SELECTED_SLOTS))
def test_each_surface_has_golden_selected_and_fallback_vectors(expression_app, index):
    harness = expression_app(mode="enabled")
    request = _surface_requests()[index]
    version = request.surface.manifest.surface_version
    expected = request.surface.body
    for slot, text in zip(request.surface.manifest.slots, SELECTED_SLOTS[version], strict=True):
        expected = expected.replace(slot.canonical_text(), text, 1)
    candidate = harness.present(request)
    assert candidate["outcome"] == "selected"
    assert candidate["rendered_body"] == expected
    # Fallback vector: a broken answer for a new artifact gives the exact canonical bytes.
    harness.fake.script(fake.content("{not json"))
    other = request.model_copy(
        update={"identity": request.identity.model_copy(update={"revision": 9})}
        if version.startswith("adaptive")
        else {"identity": DailyArtifactIdentity(finalized_event_id="evt-2")}
        if version == "daily.v1"
        else {"identity": WEEKLY_ID.model_copy(update={"schedule_key": "sched-2"})}
    )
    fallback = harness.present(other)
    assert fallback["outcome"] == "invalid_response"
    assert fallback["rendered_body"] == request.surface.body
    assert harness.fake.count == 2


# ---------------------------------------------------------------- eligibility


@pytest.mark.parametrize(
    "kind", ["replay", "menu", "view", "recovery", "terminal", "operator_input"]
)
def test_non_fresh_payloads_are_canonical_without_a_call(expression_app, kind):
    harness = expression_app(mode="enabled")
    request = _daily_request(payload_kind=kind)
    candidate = harness.present(request)
    assert candidate["outcome"] == "canonical_ineligible"
    assert candidate["rendered_body"] == request.surface.body
    assert harness.fake.count == 0 and harness.journal() == []


def test_a_future_source_schema_is_canonical_without_a_call(expression_app):
    harness = expression_app(mode="enabled")
    candidate = harness.present(_daily_request(source_schema_version="daily.v2"))
    assert candidate["outcome"] == "canonical_ineligible"
    assert harness.fake.count == 0


def test_a_manifest_that_does_not_match_the_body_is_canonical_without_a_call(expression_app):
    harness = expression_app(mode="enabled")
    surface = daily.render(DAILY_COMPLETE)
    partial = daily.render(DAILY_PARTIAL)
    request = request_for(surface, DAILY_ID)
    mismatched = request.model_copy(
        update={"surface": request.surface.model_copy(update={"manifest": partial.manifest})}
    )
    candidate = harness.present(mismatched)
    assert candidate["outcome"] == "canonical_ineligible"
    assert candidate["rendered_body"] == surface.body
    assert harness.fake.count == 0


def test_a_body_outside_the_grammar_is_canonical_without_a_call(expression_app):
    harness = expression_app(mode="enabled")
    request = _daily_request()
    body = request.surface.body.replace("오늘 할 일", "오늘의 할 일")
    altered = request.model_copy(
        update={"surface": request.surface.model_copy(update={"body": body})}
    )
    candidate = harness.present(altered)
    assert candidate["outcome"] == "canonical_ineligible"
    assert candidate["rendered_body"] == body
    assert harness.fake.count == 0


def test_weekly_report_with_explicit_source_text_is_canonical_without_a_call(expression_app):
    from dataclasses import replace

    harness = expression_app(mode="enabled")
    facts = replace(WEEKLY_IN_GOAL, rationale_text="코치가 직접 쓴 근거 문장입니다.")
    candidate = harness.present(request_for(weekly.render(facts), WEEKLY_ID))
    assert candidate["outcome"] == "canonical_ineligible"
    assert harness.fake.count == 0


def test_identity_of_the_wrong_kind_is_a_422(expression_app):
    harness = expression_app(mode="enabled")
    body = _daily_request().model_dump(mode="json")
    body["identity"] = CARD_ID.model_dump(mode="json")
    response = harness.client.post("/v1/presentations", json=body)
    assert response.status_code == 422
    assert harness.fake.count == 0


# ---------------------------------------------------------------- authentication


def test_only_checkin_and_delivery_may_ask_for_presentations(expression_app, secrets):
    harness = expression_app(mode="enabled")
    body = _daily_request().model_dump(mode="json")
    operator = signed_client(harness.app, "operator", secrets, harness.clock)
    assert operator.post("/v1/presentations", json=body).status_code == 403
    gateway = signed_client(harness.app, "gateway", secrets, harness.clock)
    assert gateway.post("/v1/presentations", json=body).status_code == 401
    delivery = signed_client(harness.app, "delivery", secrets, harness.clock)
    assert delivery.post("/v1/presentations", json=body).status_code == 200
    harness.client.auth = None
    assert harness.client.post("/v1/presentations", json=body).status_code == 401


def test_uses_only_the_configured_key_and_the_literal_endpoint(expression_app):
    harness = expression_app(mode="shadow")
    harness.present(_daily_request())
    (recorded,) = harness.fake.requests
    assert recorded.headers["authorization"] == f"Bearer {TEST_API_KEY}"
    assert harness.forwarding.addressed == ["https://api.openai.com/v1/chat/completions"]
