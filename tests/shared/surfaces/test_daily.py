"""daily.v1: golden bytes, manifest spans, round trip and refusals."""

from dataclasses import replace
from decimal import Decimal

import pytest

from shared.contracts.presentation import slot_bytes
from shared.contracts.surfaces import SurfaceGrammarError, daily, verify_canonical
from tests.shared.surfaces.examples import DAILY_COMPLETE, DAILY_PARTIAL

COMPLETE_BODY = (
    "오늘의 체크인 기록 · 2026년 12월 2일\n"
    "\n"
    "- 체중: 70.2kg\n"
    "- 수면 시간: 7.5시간\n"
    "- 수면 만족도: 5점 중 4점\n"
    "- 컨디션: 5점 중 4점\n"
    "- 통증: 없음\n"
    "- 섭취 열량: 2,300kcal\n"
    "- 운동: 완료 · 수행도 5점 중 4점\n"
    "\n"
    "저장된 오늘 기록을 확인했습니다.\n"
    "\n"
    "오늘 할 일\n"
    "- 물을 자주 마시기\n"
    "- 단백질을 먼저 챙기기"
)
PARTIAL_BODY = (
    "오늘의 체크인 기록 · 2026년 12월 2일\n"
    "\n"
    "- 체중: 70.2kg\n"
    "- 수면 시간: 기록 없음\n"
    "- 수면 만족도: 5점 중 4점\n"
    "- 컨디션: 5점 중 4점\n"
    "- 통증: 없음\n"
    "- 섭취 열량: 2,300kcal\n"
    "- 운동: 기록 없음\n"
    "\n"
    "일부 항목이 기록되지 않아 저장된 내용만 안내합니다.\n"
    "\n"
    "오늘 할 일\n"
    "- 물을 자주 마시기\n"
    "- 단백질을 먼저 챙기기"
)


def test_complete_day_renders_the_golden_body_and_status_slot():
    surface = daily.render(DAILY_COMPLETE)
    assert surface.body == COMPLETE_BODY
    (slot,) = surface.manifest.slots
    assert (slot.slot_id, slot.byte_start, slot.byte_end) == ("daily.status", 244, 290)
    assert slot.predicate_ids == ("P_DAILY_COMPLETE",) and slot.action_ids == ()
    assert [p.token for p in slot.placeholders] == ["[[P:01]]"]
    assert slot.max_generated_chars == 96
    assert slot_bytes(surface.body, slot) == "저장된 오늘 기록을 확인했습니다.".encode()
    assert surface.buttons == ()


def test_partial_day_states_the_partial_status():
    surface = daily.render(DAILY_PARTIAL)
    assert surface.body == PARTIAL_BODY
    (slot,) = surface.manifest.slots
    assert slot.predicate_ids == ("P_DAILY_PARTIAL",)
    assert (slot.byte_start, slot.byte_end) == (228, 301)


@pytest.mark.parametrize("facts", [DAILY_COMPLETE, DAILY_PARTIAL])
def test_parse_inverts_render(facts):
    surface = daily.render(facts)
    assert daily.parse(surface.body) == facts
    verify_canonical(surface)


def test_rest_day_without_quality_round_trips():
    facts = replace(DAILY_COMPLETE, workout=daily.WorkoutRecord(daily.WorkoutStatus.REST))
    body = daily.render(facts).body
    assert "- 운동: 쉬는 날\n" in body
    assert daily.parse(body) == facts


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("저장된 오늘 기록을 확인했습니다.", "일부 항목이 기록되지 않아 저장된 내용만 안내합니다."),
        ("저장된 오늘 기록을 확인했습니다.", "저장된 오늘 기록을 확인했어요."),
        ("70.2kg", "70.20kg"),
        ("2,300kcal", "2300kcal"),
        ("5점 중 4점\n- 컨디션", "5점 중 6점\n- 컨디션"),
        ("\n\n오늘 할 일", "\n오늘 할 일"),
        ("- 통증: 없음", "- 통증: 모름"),
        ("2026년 12월 2일", "2026년 12월 02일"),
        ("- 단백질을 먼저 챙기기", "- 단백질을 먼저 챙기기\n"),
        ("- 운동: 완료 · 수행도", "- 운동: 완료 - 수행도"),
    ],
)
def test_malformed_bodies_are_refused(old, new):
    with pytest.raises(SurfaceGrammarError):
        daily.parse(COMPLETE_BODY.replace(old, new, 1))


def test_a_body_without_actions_is_refused():
    with pytest.raises(SurfaceGrammarError):
        daily.parse(COMPLETE_BODY.split("\n오늘 할 일")[0] + "\n오늘 할 일")


@pytest.mark.parametrize(
    "change",
    [
        {"weight_kg": Decimal("70.25")},
        {"sleep_quality_score": 0},
        {"actions": ()},
        {"actions": ("두 줄\n행동",)},
        {"workout": daily.WorkoutRecord(daily.WorkoutStatus.MISSED, 3)},
    ],
)
def test_invalid_facts_are_refused_at_render(change):
    with pytest.raises(SurfaceGrammarError):
        daily.render(replace(DAILY_COMPLETE, **change))
