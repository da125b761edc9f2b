"""The expression request types and the locked-bytes check delivery and expression share."""

from datetime import date

import pytest
from pydantic import ValidationError

from shared.contracts.presentation import (
    AdaptiveArtifactIdentity,
    DailyArtifactIdentity,
    ModeContext,
    PresentationRequest,
    SurfaceSubmission,
    WeeklyArtifactIdentity,
    rendered_body_mismatch,
)
from shared.contracts.surfaces import daily, dual_card
from tests.shared.surfaces.examples import ACTIONS, DAILY_COMPLETE, DUAL_INCREASE

FRESH = ModeContext(payload_kind="fresh", source_schema_version="daily.v1")


def _request(**changes):
    values = {
        "surface": SurfaceSubmission.of(daily.render(DAILY_COMPLETE)),
        "mode_context": FRESH,
        "identity": DailyArtifactIdentity(finalized_event_id="evt-1"),
    }
    values.update(changes)
    return PresentationRequest(**values)


def test_identity_must_fit_the_surface():
    with pytest.raises(ValidationError, match="daily identity"):
        _request(
            identity=WeeklyArtifactIdentity(
                schedule_key="k", task_kind="weekly", kst_day=date(2026, 12, 2)
            )
        )


def test_binding_digest_changes_with_body_identity_and_context():
    base = _request().binding_digest()
    assert base == _request().binding_digest()
    assert (
        _request(identity=DailyArtifactIdentity(finalized_event_id="evt-2")).binding_digest()
        != base
    )
    replay = ModeContext(payload_kind="replay", source_schema_version="daily.v1")
    assert _request(mode_context=replay).binding_digest() != base


def test_request_round_trips_through_json():
    request = PresentationRequest(
        surface=SurfaceSubmission.of(dual_card.render(DUAL_INCREASE, ACTIONS)),
        mode_context=ModeContext(
            payload_kind="fresh", source_schema_version="adaptive.dualcoachtest.card.v1"
        ),
        identity=AdaptiveArtifactIdentity(
            session_id="s-1", proposal_digest="a" * 64, revision=2, card_kind="card"
        ),
    )
    assert PresentationRequest.model_validate_json(request.model_dump_json()) == request


def test_only_slot_bytes_may_differ():
    surface = dual_card.render(DUAL_INCREASE, ACTIONS)
    changed = surface.body.replace(
        "현재 판단: 목표 열량을 한 단계 늘리는 안입니다.",
        "현재 판단: 차분히 보면, 목표 열량을 한 단계 늘리는 안입니다.",
    ).replace(
        "- 주간 체중 변화가 목표 범위보다 작습니다.",
        "- 덧붙이면 주간 체중 변화가 목표 범위보다 작습니다.",
    )
    assert rendered_body_mismatch(surface, surface.body) is None
    assert rendered_body_mismatch(surface, changed) is None
    assert rendered_body_mismatch(surface, changed.replace("권장안", "추천안")) is not None
    assert rendered_body_mismatch(surface, changed.replace("2,400kcal", "2,500kcal")) is not None
    assert rendered_body_mismatch(surface, changed + "\n") is not None
    extra_line = changed.replace("안입니다.\n\n권장안", "안입니다.\n추가 줄\n\n권장안")
    assert rendered_body_mismatch(surface, extra_line) is not None
    emptied = surface.body.replace("목표 열량을 한 단계 늘리는 안입니다.", "")
    assert (
        rendered_body_mismatch(surface, emptied.replace("현재 판단: ", "현재 판단: ")) is not None
    )
