"""adaptive.physique.card.v1: golden bytes, the code-owned review sentence, refusals."""

import pytest

from shared.contracts.presentation import slot_bytes
from shared.contracts.surfaces import SurfaceGrammarError, physique_card, verify_canonical
from tests.shared.surfaces.examples import (
    ACTIONS,
    PHYSIQUE_INCREASE,
    PHYSIQUE_MINIMAL,
    physique_variants,
)

FULL_BODY = (
    "[운영자 확인용] 피지크 코칭 제안\n"
    "고객: 테스트 고객 A\n"
    "날짜: 2026년 12월 2일 (D+15)\n"
    "결정: 목표 열량 증가\n"
    "근거: 목표 범위 미만\n"
    "목표 열량: 2,300kcal → 2,400kcal\n"
    "주기: 12주 계획 중 3주차\n"
    "식단: 탄수화물은 운동 전후에 배치\n"
    "메모: 무릎 상태를 다음 수업에서 확인\n"
    "\n"
    "검토 안내\n"
    "제안의 구조화된 항목을 확인한 뒤 승인 여부를 결정하세요.\n"
    "상태: 운영자 승인 전 · 고객에게 자동 전달하지 않음"
)
MINIMAL_BODY = (
    "[운영자 확인용] 피지크 코칭 제안\n"
    "고객: 테스트 고객 B\n"
    "날짜: 2026년 12월 2일 (D+0)\n"
    "결정: 관찰\n"
    "근거: 목표 미정\n"
    "\n"
    "검토 안내\n"
    "제안의 구조화된 항목을 확인한 뒤 승인 여부를 결정하세요.\n"
    "상태: 운영자 승인 전 · 고객에게 자동 전달하지 않음"
)


def test_full_card_renders_the_golden_body():
    surface = physique_card.render(PHYSIQUE_INCREASE, ACTIONS)
    assert surface.body == FULL_BODY
    (slot,) = surface.manifest.slots
    assert (slot.slot_id, slot.byte_start, slot.byte_end) == (
        "adaptive.physique.review_instruction",
        352,
        432,
    )
    assert slot.predicate_ids == () and slot.action_ids == ("A_OPERATOR_REVIEW_DECISION",)
    assert [p.token for p in slot.placeholders] == ["[[A:01]]"]
    assert slot.max_generated_chars == 128


def test_review_sentence_stands_immediately_before_the_final_status():
    surface = physique_card.render(PHYSIQUE_MINIMAL, ACTIONS)
    assert surface.body == MINIMAL_BODY
    (slot,) = surface.manifest.slots
    after = surface.body.encode()[slot.byte_end :].decode()
    assert after == "\n상태: 운영자 승인 전 · 고객에게 자동 전달하지 않음"
    assert slot_bytes(surface.body, slot).decode() == (
        "제안의 구조화된 항목을 확인한 뒤 승인 여부를 결정하세요."
    )


@pytest.mark.parametrize("facts", physique_variants())
def test_parse_inverts_render(facts):
    surface = physique_card.render(facts, ACTIONS)
    assert physique_card.parse(surface.body) == facts
    verify_canonical(surface)


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("상태: 운영자 승인 전 · 고객에게 자동 전달하지 않음", "상태: 승인 완료"),
        ("검토 안내\n", ""),
        ("제안의 구조화된 항목을 확인한 뒤 승인 여부를 결정하세요.", "바로 승인하세요."),
        ("결정: 목표 열량 증가", "결정: 목표 열량 크게 증가"),
        ("근거: 목표 범위 미만", "근거: 목표 범위 미만, 목표 범위 미만"),
        ("(D+15)", "(D-15)"),
        (
            "메모: 무릎 상태를 다음 수업에서 확인\n",
            "메모: 무릎 상태를 다음 수업에서 확인\n기타: 없음\n",
        ),
        (
            "식단: 탄수화물은 운동 전후에 배치\n메모",
            "메모: 먼저\n식단: 탄수화물은 운동 전후에 배치\n메모",
        ),
    ],
)
def test_malformed_cards_are_refused(old, new):
    assert old in FULL_BODY
    with pytest.raises(SurfaceGrammarError):
        physique_card.parse(FULL_BODY.replace(old, new, 1))


def test_the_physique_card_carries_the_same_optional_console_row():
    from shared.contracts.presentation import Button
    from shared.contracts.surfaces import dual_card

    actions = dual_card.CardActions("p:approve", "p:hold", console_callback="p:console")
    surface = physique_card.render(PHYSIQUE_MINIMAL, actions)
    assert surface.body == MINIMAL_BODY
    assert surface.buttons[1] == (Button(text="콘솔에서 열기", callback_data="p:console"),)
    verify_canonical(surface)
