"""Document checks after expansion: locked bytes, growth, budget, Telegram length, numbers."""

from dataclasses import replace

import pytest

from services.expression.validation.document import (
    DocumentRejected,
    assemble,
    check_document,
    numeric_tokens,
    utf16_units,
)
from shared.contracts.surfaces import dual_card
from shared.contracts.surfaces.adaptive import AdaptiveReason
from tests.shared.surfaces.examples import ACTIONS, DUAL_INCREASE

CARD = dual_card.render(DUAL_INCREASE, ACTIONS)
CANONICAL = [slot.canonical_text() for slot in CARD.manifest.slots]


def _check(expanded, selected=None):
    check_document(CARD, expanded, selected if selected is not None else assemble(CARD, expanded))


def test_assembling_the_canonical_slots_gives_the_canonical_body():
    assert assemble(CARD, CANONICAL) == CARD.body
    _check(CANONICAL)


def test_a_slot_may_grow_by_at_most_its_limit():
    grown = ["가" * 128 + CANONICAL[0], *CANONICAL[1:]]
    _check(grown)
    with pytest.raises(DocumentRejected, match="slot_expansion_too_long"):
        _check(["가" * 129 + CANONICAL[0], *CANONICAL[1:]])


def test_the_document_change_budget_bounds_total_growth():
    many = dual_card.render(replace(DUAL_INCREASE, review_reasons=tuple(AdaptiveReason)), ACTIONS)
    expanded = ["가" * 100 + slot.canonical_text() for slot in many.manifest.slots]
    with pytest.raises(DocumentRejected, match="change_budget"):
        check_document(many, expanded, assemble(many, expanded))


def test_any_change_outside_the_slots_is_refused():
    selected = assemble(CARD, CANONICAL).replace("권장안", "추천안")
    with pytest.raises(DocumentRejected, match="locked_bytes"):
        _check(CANONICAL, selected)


def test_telegram_utf16_length_is_bounded():
    assert utf16_units("가😊") == 3
    selected = assemble(CARD, CANONICAL)
    padded = selected.replace("주말 외식이 잦음", "주말 외식이 잦음" + "😊" * 2100)
    card = CARD.model_copy(
        update={"body": CARD.body.replace("주말 외식이 잦음", "주말 외식이 잦음" + "😊" * 2100)}
    )
    with pytest.raises(DocumentRejected, match="telegram_length"):
        check_document(card, CANONICAL, padded)


def test_a_new_number_anywhere_is_refused():
    assert numeric_tokens("70.2kg 2,300kcal ３") == {"70.2": 1, "2,300": 1, "3": 1}
    expanded = [CANONICAL[0].replace("한 단계", "2 단계"), *CANONICAL[1:]]
    with pytest.raises(DocumentRejected, match="numeric_tokens"):
        _check(expanded)


# Seed 001's per-slot manifest table (max generated characters, code points).
SEED_001_SLOT_LIMITS = {
    "daily.status": 96,
    "weekly.interpretation": 220,
    "weekly.rationale": 144,
    "adaptive.dual.judgment": 128,
    "adaptive.dual.review": 128,
    "adaptive.physique.review_instruction": 128,
}


def test_every_rendered_slot_carries_the_seeds_code_point_limit():
    from tests.shared.surfaces.examples import all_surfaces

    seen = set()
    for surfaces in all_surfaces().values():
        for surface in surfaces:
            for slot in surface.manifest.slots:
                family = slot.slot_id.rstrip("0123456789").rstrip(".")
                assert slot.max_generated_chars == SEED_001_SLOT_LIMITS[family], slot.slot_id
                seen.add(family)
    assert seen == set(SEED_001_SLOT_LIMITS)
