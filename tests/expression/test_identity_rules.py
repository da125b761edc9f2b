"""Artifact keys: a pinned HMAC vector, length prefixes, NFC, per-surface inputs."""

import hashlib
import hmac
import unicodedata
from datetime import date

import pytest

from services.expression.identity.rules import artifact_key, identity_fields
from shared.contracts.presentation import (
    AdaptiveArtifactIdentity,
    DailyArtifactIdentity,
    WeeklyArtifactIdentity,
)

KEY = bytes(range(32))


def test_artifact_key_vector():
    expected_message = (
        b"korean-expression-v4\x00" + b"\x00\x00\x00\x08daily.v1" + b"\x00\x00\x00\x05evt-1"
    )
    expected = hmac.new(KEY, expected_message, hashlib.sha256).hexdigest()
    assert artifact_key(KEY, ("daily.v1", "evt-1")) == expected
    assert expected == "03aea6af93b8dae41aafa46ff3444dbf28bfd7c709e2c3d82074b460f50b90f3"


def test_length_prefixes_keep_field_boundaries():
    assert artifact_key(KEY, ("ab", "c")) != artifact_key(KEY, ("a", "bc"))


def test_fields_are_nfc_normalised():
    decomposed = unicodedata.normalize("NFD", "기록")
    assert artifact_key(KEY, ("daily.v1", decomposed)) == artifact_key(KEY, ("daily.v1", "기록"))


def test_a_different_key_gives_an_unlinkable_artifact_key():
    assert artifact_key(KEY, ("daily.v1", "e")) != artifact_key(bytes(32), ("daily.v1", "e"))


def test_a_short_key_is_refused():
    with pytest.raises(ValueError, match="32 bytes"):
        artifact_key(b"short", ("daily.v1",))


def test_per_surface_identity_fields_follow_seed_001():
    assert identity_fields("daily.v1", DailyArtifactIdentity(finalized_event_id="e1")) == (
        "daily.v1",
        "e1",
    )
    weekly = WeeklyArtifactIdentity(schedule_key="s", task_kind="weekly", kst_day=date(2026, 12, 4))
    assert identity_fields("weekly.v1", weekly) == ("weekly.v1", "s", "weekly", "2026-12-04")
    card = AdaptiveArtifactIdentity(
        session_id="x", proposal_digest="a" * 64, revision=2, card_kind="card"
    )
    assert identity_fields("adaptive.physique.card.v1", card) == (
        "adaptive.physique.card.v1",
        "x",
        "a" * 64,
        "2",
        "card",
    )
