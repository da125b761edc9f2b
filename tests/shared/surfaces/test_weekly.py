"""weekly.v1: golden bytes of every typed branch, explicit text, round trip and refusals."""

from dataclasses import replace

import pytest

from shared.contracts.presentation import slot_bytes
from shared.contracts.surfaces import SurfaceGrammarError, verify_canonical, weekly
from tests.shared.surfaces.examples import (
    WEEKLY_IN_GOAL,
    WEEKLY_NO_GOAL,
    WEEKLY_NO_TREND,
    WEEKLY_OUT_OF_GOAL,
)

IN_GOAL_BODY = (
    "주간 리포트 · 2026년 11월 30일 ~ 2026년 12월 4일\n"
    "\n"
    "- 체크인: 5일 중 4일 (80%)\n"
    "- 체중 추세: 70.0kg → 70.1kg (주간 +0.14%)\n"
    "- 목표 범위: 주간 +0.10% ~ +0.25%\n"
    "- 평균 수면: 7.2시간\n"
    "- 평균 컨디션: 5점 중 3.8점\n"
    "\n"
    "이번 주 해석\n"
    "체중 변화가 목표 범위 안에 있습니다. 지금의 식단과 운동 기준을 이어 갑니다.\n"
    "\n"
    "유지할 행동\n"
    "- 아침 공복 체중 재기\n"
    "\n"
    "바꿀 행동\n"
    "- 없음\n"
    "\n"
    "다음 결정\n"
    "- 현재 계획 유지\n"
    "\n"
    "판단 근거\n"
    "다음 주에도 현재 기준을 그대로 유지합니다."
)


def test_in_goal_report_renders_the_golden_body_and_two_slots():
    surface = weekly.render(WEEKLY_IN_GOAL)
    assert surface.body == IN_GOAL_BODY
    interpretation, rationale = surface.manifest.slots
    assert (interpretation.slot_id, interpretation.byte_start, interpretation.byte_end) == (
        "weekly.interpretation",
        268,
        374,
    )
    assert interpretation.predicate_ids == ("P_WEEKLY_IN_GOAL", "P_WEEKLY_KEEP_BASIS")
    assert [p.token for p in interpretation.placeholders] == ["[[P:01]]", "[[P:02]]"]
    assert interpretation.max_generated_chars == 220
    assert (rationale.slot_id, rationale.byte_start, rationale.byte_end) == (
        "weekly.rationale",
        500,
        560,
    )
    assert rationale.action_ids == ("A_WEEKLY_KEEP_BASELINE",)
    assert [p.token for p in rationale.placeholders] == ["[[A:01]]"]
    assert rationale.max_generated_chars == 144


@pytest.mark.parametrize(
    ("facts", "interpretation_ids", "rationale_ids", "text"),
    [
        (
            WEEKLY_NO_TREND,
            ("P_WEEKLY_TREND_UNAVAILABLE", "A_WEEKLY_RECHECK_AFTER_RECORD"),
            ("P_WEEKLY_RECORDS_INSUFFICIENT",),
            "이번 주는 체중 추세를 계산할 만큼 기록이 모이지 않았습니다. "
            "기록이 더 쌓이면 추세를 다시 확인합니다.",
        ),
        (
            WEEKLY_NO_GOAL,
            ("P_WEEKLY_TREND_OBSERVED", "A_WEEKLY_HOLD_FOR_MISSING_GOAL"),
            ("A_WEEKLY_KEEP_BASELINE",),
            "이번 주 체중 추세를 확인했습니다. 목표 범위가 정해질 때까지 조정 판단을 미룹니다.",
        ),
        (
            WEEKLY_OUT_OF_GOAL,
            ("P_WEEKLY_OUT_OF_GOAL", "A_WEEKLY_RECHECK_INPUT"),
            ("A_WEEKLY_REVIEW_ADJUSTMENT",),
            "체중 변화가 목표 범위를 벗어났습니다. 먼저 기록이 정확한지 다시 확인합니다.",
        ),
    ],
)
def test_each_typed_branch_states_its_ids(facts, interpretation_ids, rationale_ids, text):
    surface = weekly.render(facts)
    interpretation, rationale = surface.manifest.slots
    ids = interpretation.predicate_ids + interpretation.action_ids
    assert sorted(ids) == sorted(interpretation_ids)
    assert tuple(p.semantic_id for p in interpretation.placeholders) == interpretation_ids
    assert tuple(p.semantic_id for p in rationale.placeholders) == rationale_ids
    assert slot_bytes(surface.body, interpretation).decode() == text
    assert weekly.parse(surface.body) == facts
    verify_canonical(surface)


def test_no_trend_report_says_so_in_its_facts():
    body = weekly.render(WEEKLY_NO_TREND).body
    assert "- 체중 추세: 계산할 기록 부족\n" in body
    assert "- 평균 수면: 기록 없음\n" in body
    assert "- 기록을 더 모은 뒤 판단\n" in body


def test_explicit_source_text_is_locked_and_removes_every_slot():
    facts = replace(WEEKLY_IN_GOAL, interpretation_text="코치가 직접 남긴 이번 주 해석입니다.")
    surface = weekly.render(facts)
    assert surface.manifest.slots == ()
    assert "이번 주 해석\n코치가 직접 남긴 이번 주 해석입니다.\n" in surface.body
    assert "판단 근거\n다음 주에도 현재 기준을 그대로 유지합니다." in surface.body
    assert weekly.parse(surface.body) == facts
    verify_canonical(surface)


def test_check_in_percent_rounds_half_up():
    facts = replace(WEEKLY_IN_GOAL, checkin_days=1, expected_days=2)
    assert "- 체크인: 2일 중 1일 (50%)" in weekly.render(facts).body
    facts = replace(WEEKLY_IN_GOAL, checkin_days=2, expected_days=3)
    assert "(67%)" in weekly.render(facts).body


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("(80%)", "(81%)"),
        ("- 없음", "- 없음\n- 없음"),
        ("다음 결정\n- 현재 계획 유지", "다음 결정\n- 계획 유지"),
        ("+0.14%", "0.14%"),
        ("주간 +0.10% ~ +0.25%", "주간 +0.25% ~ +0.10%"),
        ("\n\n판단 근거", "\n판단 근거"),
        ("이번 주 해석\n", "이번 주 해석\n\n"),
    ],
)
def test_malformed_reports_are_refused(old, new):
    with pytest.raises(SurfaceGrammarError):
        weekly.parse(IN_GOAL_BODY.replace(old, new, 1))


def test_typed_text_of_the_wrong_branch_is_not_accepted_as_typed():
    # The out-of-goal sentence under in-goal facts parses as explicit text, so re-rendering
    # yields no slots and a submitted two-slot manifest would not verify.
    swapped = IN_GOAL_BODY.replace(
        "체중 변화가 목표 범위 안에 있습니다. 지금의 식단과 운동 기준을 이어 갑니다.",
        "체중 변화가 목표 범위를 벗어났습니다. 먼저 기록이 정확한지 다시 확인합니다.",
    )
    facts = weekly.parse(swapped)
    assert facts.interpretation_text is not None
    assert weekly.render(facts).manifest.slots == ()
