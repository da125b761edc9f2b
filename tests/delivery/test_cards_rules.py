"""Operator-card decisions (pure): callbacks, authority and candidates."""

from __future__ import annotations

from dataclasses import replace
from datetime import UTC, datetime, timedelta

import pytest

from services.delivery.cards import rules
from tests.delivery.cards_support import (
    binding,
    canonical_candidate,
    card_surface,
    selected_candidate,
)

OWNER = {"user_id": 1, "chat_id": 1, "topic_id": None}
NOW = datetime(2026, 12, 8, 1, 0, tzinfo=UTC)
CARD = rules.CardAuthority(
    status="card",
    expires_at=NOW + timedelta(hours=1),
    owner=OWNER,
    registry_revision="r1",
    config_pin="c1",
    revision=1,
)
LIVE = rules.LiveAuthority(
    owner=OWNER,
    registry_revision="r1",
    enabled=True,
    consent_granted=True,
    config_pin="c1",
    newest_revision=1,
)


def test_open_callbacks_are_exact():
    card_id = rules.card_id_for("session:r1:card")
    assert rules.parse_open_callback(rules.open_callback(card_id)) == card_id
    for bad in (None, 5, f"card:{card_id}:open ", f"card:{card_id}:approve", "card:c-xyz:open"):
        assert rules.parse_open_callback(bad) is None
    assert len(rules.open_callback(card_id).encode()) <= 64


@pytest.mark.parametrize(
    ("card", "live", "operator", "now", "problem"),
    [
        (CARD, LIVE, OWNER, NOW, None),
        (CARD, replace(LIVE, newest_revision=2), OWNER, NOW, "revision-superseded"),
        (replace(CARD, status="published"), LIVE, OWNER, NOW, "card-not-fresh"),
        (CARD, LIVE, OWNER, NOW + timedelta(hours=2), "card-expired"),
        (CARD, LIVE, {**OWNER, "topic_id": 5}, NOW, "operator-mismatch"),
        (CARD, replace(LIVE, owner={**OWNER, "chat_id": 2}), OWNER, NOW, "operator-mismatch"),
        (CARD, replace(LIVE, registry_revision="r2"), OWNER, NOW, "registry-changed"),
        (CARD, replace(LIVE, enabled=False), OWNER, NOW, "customer-disabled"),
        (CARD, replace(LIVE, consent_granted=False), OWNER, NOW, "consent-missing"),
        (CARD, replace(LIVE, config_pin="c2"), OWNER, NOW, "config-changed"),
    ],
)
def test_every_authority_is_rechecked(card, live, operator, now, problem):
    assert rules.authority_problem(card, live, operator=operator, now=now) == problem


def test_candidates_must_belong_to_the_card_and_change_only_slot_bytes():
    surface = card_surface()
    assert rules.candidate_problem(surface, binding(), canonical_candidate()) is None
    assert rules.candidate_problem(surface, binding(), selected_candidate()) is None
    assert rules.candidate_problem(surface, "0" * 64, selected_candidate()) == (
        "candidate-binding-mismatch"
    )
    moved = selected_candidate().model_copy(
        update={"rendered_body": selected_candidate().rendered_body + "\n추가 문장입니다."}
    )
    assert rules.candidate_problem(surface, binding(), moved) == "candidate-locked-bytes-changed"
    wrong_version = canonical_candidate().model_copy(update={"surface_version": "daily.v1"})
    assert rules.candidate_problem(surface, binding(), wrong_version) == (
        "candidate-surface-mismatch"
    )


def test_the_binding_is_the_one_expression_computes():
    surface = card_surface()
    request = rules.presentation_request(
        surface,
        session_id="np-00000000000000d1",
        proposal_digest="d" * 64,
        revision=1,
        card_kind="card",
    )
    assert request.binding_digest() == binding()
