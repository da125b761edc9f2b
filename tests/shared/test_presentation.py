import pytest
from pydantic import ValidationError

from shared.contracts.presentation import (
    Button,
    CanonicalSurface,
    Placeholder,
    ProseSlot,
    SlotManifest,
    byte_span,
    manifest_mismatch,
    slot_bytes,
)

STATUS = Placeholder(
    token="[[P:01]]", semantic_id="P_DAILY_COMPLETE", expansion="저장된 오늘 기록을 확인했습니다"
)


def _daily(body_status: str = "저장된 오늘 기록을 확인했습니다.") -> tuple[str, SlotManifest]:
    head = "오늘 기록\n- 수면: 7.5시간\n\n"
    body = f"{head}{body_status}\n\n오늘 할 일\n- 물 2L"
    start, end = byte_span(body, len(head), "저장된 오늘 기록을 확인했습니다.")
    slot = ProseSlot(
        slot_id="daily.status",
        predicate_ids=("P_DAILY_COMPLETE",),
        action_ids=(),
        placeholders=(STATUS,),
        byte_start=start,
        byte_end=end,
        max_generated_chars=96,
    )
    return body, SlotManifest(surface_version="daily.v1", slots=(slot,))


def test_canonical_slot_text_is_expansions_with_periods():
    slot = ProseSlot(
        slot_id="weekly.interpretation",
        predicate_ids=("P_WEEKLY_IN_GOAL", "P_WEEKLY_KEEP_BASIS"),
        action_ids=(),
        placeholders=(
            Placeholder(token="[[P:01]]", semantic_id="P_WEEKLY_IN_GOAL", expansion="가"),
            Placeholder(token="[[P:02]]", semantic_id="P_WEEKLY_KEEP_BASIS", expansion="나"),
        ),
        byte_start=0,
        byte_end=7,
        max_generated_chars=220,
    )
    assert slot.canonical_text() == "가. 나."


def test_byte_spans_are_utf8_offsets_and_validate():
    body, manifest = _daily()
    surface = CanonicalSurface(body=body, manifest=manifest)
    assert (
        slot_bytes(body, surface.manifest.slots[0]).decode() == "저장된 오늘 기록을 확인했습니다."
    )
    assert manifest_mismatch(body, manifest) is None


def test_manifest_that_does_not_match_the_body_is_refused():
    body, manifest = _daily()
    altered = body.replace("확인했습니다.", "확인했어요..")
    assert manifest_mismatch(altered, manifest) is not None
    with pytest.raises(ValidationError, match="canonical text"):
        CanonicalSurface(body=altered, manifest=manifest)


@pytest.mark.parametrize(
    ("token", "semantic_id", "expansion"),
    [
        ("[P:01]", "P_X_Y", "문장"),
        ("[[P:01]]", "A_X_Y", "문장"),
        ("[[A:1]]", "A_X_Y", "문장"),
        ("[[P:01]]", "P_X_Y", "마침표로 끝남."),
        ("[[P:01]]", "P_X_Y", "두\n줄"),
    ],
)
def test_malformed_placeholders_are_refused(token, semantic_id, expansion):
    with pytest.raises(ValidationError):
        Placeholder(token=token, semantic_id=semantic_id, expansion=expansion)


def test_ids_must_list_the_placeholders_in_order():
    with pytest.raises(ValidationError, match="predicate_ids"):
        ProseSlot(
            slot_id="daily.status",
            predicate_ids=("P_DAILY_PARTIAL",),
            action_ids=(),
            placeholders=(STATUS,),
            byte_start=0,
            byte_end=10,
            max_generated_chars=96,
        )


def test_overlapping_slots_are_refused():
    slot = ProseSlot(
        slot_id="adaptive.dual.review.1",
        predicate_ids=("P_DAILY_COMPLETE",),
        action_ids=(),
        placeholders=(STATUS,),
        byte_start=0,
        byte_end=10,
        max_generated_chars=128,
    )
    other = slot.model_copy(
        update={"slot_id": "adaptive.dual.review.2", "byte_start": 5, "byte_end": 20}
    )
    with pytest.raises(ValidationError, match="overlap"):
        SlotManifest(surface_version="adaptive.dualcoachtest.card.v1", slots=(slot, other))


def test_button_callback_data_is_bounded_to_64_bytes():
    Button(text="승인", callback_data="a" * 64)
    with pytest.raises(ValidationError, match="64 bytes"):
        Button(text="승인", callback_data="가" * 22)
    with pytest.raises(ValidationError, match="exactly one"):
        Button(text="승인")
