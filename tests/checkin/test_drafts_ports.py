"""Which presentation candidates a draft accepts (pure): only its own, only slot changes."""

from __future__ import annotations

from datetime import date

from services.checkin.drafts.daily import daily_surface
from services.checkin.drafts.ports import daily_presentation_request
from services.checkin.events.payloads import CheckinPayload
from services.checkin.peers.expression import accepted_candidate
from shared.contracts.presentation import PresentationCandidate
from shared.contracts.safety import Safety

PAYLOAD = CheckinPayload(
    kst_date=date(2026, 12, 14),
    sleep_hours=7.5,
    sleep_quality=4,
    readiness=4,
    pain={"present": False},
    calories=2300,
    training_status="done",
    training_quality=4,
    morning_weight_kg=70.2,
    completeness="complete",
    safety=Safety.clear(),
)
SURFACE = daily_surface(PAYLOAD, ("물을 자주 마시기",))
REQUEST = daily_presentation_request(SURFACE, "ev-1")


def _candidate(body: str, *, selected: bool, **changes: object) -> PresentationCandidate:
    values: dict[str, object] = {
        "rendered_body": body,
        "surface_version": "daily.v1",
        "attempt_id": "att" if selected else None,
        "artifact_key": "a" * 64 if selected else None,
        "binding_digest": REQUEST.binding_digest(),
        "outcome": "selected" if selected else "canonical_disabled",
        "selected": selected,
    }
    values.update(changes)
    return PresentationCandidate.model_validate(values)


def test_the_canonical_answer_for_this_request_is_accepted():
    candidate = _candidate(SURFACE.body, selected=False)
    assert accepted_candidate(REQUEST, candidate) == candidate


def test_a_selected_text_that_only_rephrases_the_slot_is_accepted():
    body = SURFACE.body.replace(
        "저장된 오늘 기록을 확인했습니다.", "오늘 남겨 주신 기록을 모두 확인했습니다."
    )
    assert body != SURFACE.body
    candidate = _candidate(body, selected=True)
    assert accepted_candidate(REQUEST, candidate) == candidate


def test_candidates_that_do_not_belong_or_change_locked_bytes_are_dropped():
    changed_fact = SURFACE.body.replace("70.2kg", "69.2kg")
    assert accepted_candidate(REQUEST, _candidate(changed_fact, selected=True)) is None
    assert accepted_candidate(REQUEST, _candidate(changed_fact, selected=False)) is None
    other = _candidate(SURFACE.body, selected=False, binding_digest="f" * 64)
    assert accepted_candidate(REQUEST, other) is None
    weekly = _candidate(SURFACE.body, selected=False, surface_version="weekly.v1")
    assert accepted_candidate(REQUEST, weekly) is None
