"""adaptive.dualcoachtest.card.v1: golden bytes, slots per reason, round trip and refusals."""

from dataclasses import replace

import pytest

from shared.contracts.presentation import Button, CanonicalSurface, slot_bytes
from shared.contracts.surfaces import SurfaceGrammarError, dual_card, verify_canonical
from shared.contracts.surfaces.adaptive import GLOSSARY, AdaptiveDecision, AdaptiveReason
from tests.shared.surfaces.examples import (
    ACTIONS,
    DUAL_INCREASE,
    DUAL_MAINTAIN_PLAIN,
    dual_variants,
)

FULL_BODY = (
    "[운영자 확인용] 듀얼코치 영양 제안 카드\n"
    "──────────\n"
    "영양 조정 제안 · 테스트 고객 A · 2026년 12월 2일\n"
    "- 주간 체중 변화: +0.05%\n"
    "- 목표 범위: +0.10% ~ +0.25%\n"
    "현재 판단: 목표 열량을 한 단계 늘리는 안입니다.\n"
    "\n"
    "권장안\n"
    "\n"
    "- 하루 목표 열량: 2,300kcal → 2,400kcal\n"
    "\n"
    "검토 필요\n"
    "\n"
    "- 주간 체중 변화가 목표 범위보다 작습니다.\n"
    "- 식단 기록 비율이 낮아 판단 근거가 약합니다.\n"
    "\n"
    "상세 근거\n"
    "\n"
    "- 7일 평균 체중: 70.0kg → 70.0kg\n"
    "- 이번 주 체중 기록: 5회\n"
    "- 메모: 주말 외식이 잦음\n"
    "\n"
    "고객에게는 아직 전달되지 않았습니다."
)
PLAIN_BODY = (
    "[운영자 확인용] 듀얼코치 영양 제안 카드\n"
    "──────────\n"
    "영양 조정 제안 · 테스트 고객 A · 2026년 12월 2일\n"
    "- 주간 체중 변화: 계산할 기록 부족\n"
    "- 목표 범위: 미정\n"
    "현재 판단: 현재 목표 열량을 그대로 유지하는 안입니다.\n"
    "\n"
    "권장안\n"
    "\n"
    "- 하루 목표 열량: 2,300kcal 유지\n"
    "\n"
    "고객에게는 아직 전달되지 않았습니다."
)


def test_full_card_renders_the_golden_body_slots_and_buttons():
    surface = dual_card.render(DUAL_INCREASE, ACTIONS)
    assert surface.body == FULL_BODY
    spans = [(s.slot_id, s.byte_start, s.byte_end) for s in surface.manifest.slots]
    assert spans == [
        ("adaptive.dual.judgment", 231, 282),
        ("adaptive.dual.review.1", 361, 418),
        ("adaptive.dual.review.2", 421, 482),
    ]
    ids = [s.predicate_ids for s in surface.manifest.slots]
    assert ids == [
        ("P_DUAL_DECISION_INCREASE",),
        ("P_DUAL_REASON_BELOW_RANGE",),
        ("P_DUAL_REASON_LOW_LOGGING_COVERAGE",),
    ]
    assert all(s.max_generated_chars == 128 for s in surface.manifest.slots)
    assert surface.buttons == (
        (
            Button(text="승인", callback_data="card:approve:s-001"),
            Button(text="보류", callback_data="card:hold:s-001"),
        ),
    )


def test_plain_card_has_only_the_judgment_slot():
    surface = dual_card.render(DUAL_MAINTAIN_PLAIN, ACTIONS)
    assert surface.body == PLAIN_BODY
    (slot,) = surface.manifest.slots
    assert slot_bytes(surface.body, slot).decode() == "현재 목표 열량을 그대로 유지하는 안입니다."


def test_every_decision_and_reason_has_an_exact_expansion():
    assert len([key for key in GLOSSARY if key.startswith("P_DUAL_DECISION_")]) == 5
    assert len([key for key in GLOSSARY if key.startswith("P_DUAL_REASON_")]) == 11
    assert GLOSSARY["P_DUAL_REASON_GAP_OVER_14_DAYS"] == "기록 공백이 14일을 넘었습니다"


@pytest.mark.parametrize("facts", [*dual_variants(), DUAL_INCREASE, DUAL_MAINTAIN_PLAIN])
def test_parse_inverts_render(facts):
    surface = dual_card.render(facts, ACTIONS)
    assert dual_card.parse(surface.body) == facts
    verify_canonical(surface)


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("──────────\n", "──────────\n\n"),
        ("현재 판단: 목표 열량을 한 단계 늘리는 안입니다.", "현재 판단: 목표 열량을 늘립니다."),
        ("현재 판단: ", "현재 판단 : "),
        ("\n\n권장안\n\n", "\n권장안\n"),
        ("- 주간 체중 변화가 목표 범위보다 작습니다.", "- 체중이 잘 늘지 않습니다."),
        (
            "- 식단 기록 비율이 낮아 판단 근거가 약합니다.",
            "- 주간 체중 변화가 목표 범위보다 작습니다.",
        ),
        ("2,300kcal → 2,400kcal", "2,300kcal → 2,200kcal"),
        ("고객에게는 아직 전달되지 않았습니다.", "고객에게 전달되었습니다."),
        ("\n상세 근거\n", "\n자세한 근거\n"),
    ],
)
def test_malformed_cards_are_refused(old, new):
    assert old in FULL_BODY
    with pytest.raises(SurfaceGrammarError):
        dual_card.parse(FULL_BODY.replace(old, new, 1))


def test_wrong_buttons_do_not_verify():
    surface = dual_card.render(DUAL_INCREASE, ACTIONS)
    relabelled = CanonicalSurface(
        body=surface.body,
        manifest=surface.manifest,
        buttons=(
            (Button(text="보내기", callback_data="x"), Button(text="보류", callback_data="y")),
        ),
    )
    with pytest.raises(SurfaceGrammarError):
        verify_canonical(relabelled)


def test_a_manifest_missing_a_review_slot_does_not_verify():
    surface = dual_card.render(DUAL_INCREASE, ACTIONS)
    trimmed = surface.manifest.model_copy(update={"slots": surface.manifest.slots[:2]})
    with pytest.raises(SurfaceGrammarError):
        verify_canonical(
            CanonicalSurface(body=surface.body, manifest=trimmed, buttons=surface.buttons)
        )


@pytest.mark.parametrize(
    "change",
    [
        {"decision": AdaptiveDecision.DECREASE},
        {"review_reasons": (AdaptiveReason.COOLDOWN, AdaptiveReason.COOLDOWN)},
        {"customer_label": "이름 · 가명"},
    ],
)
def test_inconsistent_facts_are_refused_at_render(change):
    with pytest.raises(SurfaceGrammarError):
        dual_card.render(replace(DUAL_INCREASE, **change), ACTIONS)


CONSOLE_ACTIONS = dual_card.CardActions(
    "card:approve:s-001", "card:hold:s-001", console_callback="card:console:s-001"
)


def test_an_optional_console_row_follows_the_decision_row_and_round_trips():
    surface = dual_card.render(DUAL_INCREASE, CONSOLE_ACTIONS)
    assert surface.body == FULL_BODY
    assert surface.buttons == (
        (
            Button(text="승인", callback_data="card:approve:s-001"),
            Button(text="보류", callback_data="card:hold:s-001"),
        ),
        (Button(text="콘솔에서 열기", callback_data="card:console:s-001"),),
    )
    assert dual_card.parse_actions(surface.buttons, dual_card.SURFACE_VERSION) == CONSOLE_ACTIONS
    verify_canonical(surface)


@pytest.mark.parametrize(
    "console_row",
    [
        (Button(text="콘솔", callback_data="card:console:s-001"),),
        (Button(text="콘솔에서 열기", url="https://example.invalid/console"),),
        (
            Button(text="콘솔에서 열기", callback_data="card:console:s-001"),
            Button(text="보내기", callback_data="x"),
        ),
        (Button(text="콘솔에서 열기", callback_data="card:approve:s-001"),),
    ],
)
def test_a_malformed_console_row_does_not_verify(console_row):
    surface = dual_card.render(DUAL_INCREASE, CONSOLE_ACTIONS)
    changed = CanonicalSurface(
        body=surface.body, manifest=surface.manifest, buttons=(surface.buttons[0], console_row)
    )
    with pytest.raises(SurfaceGrammarError):
        verify_canonical(changed)
