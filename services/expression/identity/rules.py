"""Opaque artifact keys: HMAC-SHA256 over the versioned, length-prefixed artifact identity.

The raw identity (event, schedule, session ids) stays in this process: only the HMAC under
a random local key ever leaves it, so the provider and the journal see an unlinkable key.
"""

from __future__ import annotations

import hashlib
import hmac
import unicodedata
from collections.abc import Sequence
from typing import Final

from shared.contracts.presentation import (
    AdaptiveArtifactIdentity,
    ArtifactIdentity,
    DailyArtifactIdentity,
    SurfaceVersion,
    WeeklyArtifactIdentity,
)

DOMAIN: Final = b"korean-expression-v4\x00"
KEY_BYTES: Final = 32


def identity_fields(surface: SurfaceVersion, identity: ArtifactIdentity) -> tuple[str, ...]:
    """Seed 001's per-surface inputs, in order."""
    if isinstance(identity, DailyArtifactIdentity):
        return (surface, identity.finalized_event_id)
    if isinstance(identity, WeeklyArtifactIdentity):
        return (surface, identity.schedule_key, identity.task_kind, identity.kst_day.isoformat())
    assert isinstance(identity, AdaptiveArtifactIdentity)
    return (
        surface,
        identity.session_id,
        identity.proposal_digest,
        str(identity.revision),
        identity.card_kind,
    )


def artifact_key(key: bytes, fields: Sequence[str]) -> str:
    """``HMAC-SHA256(key, DOMAIN || for each field: u32be(len) || NFC UTF-8)`` as hex."""
    if len(key) != KEY_BYTES:
        raise ValueError("identity key must be 32 bytes")
    message = bytearray(DOMAIN)
    for field in fields:
        encoded = unicodedata.normalize("NFC", field).encode("utf-8")
        message += len(encoded).to_bytes(4, "big") + encoded
    return hmac.new(key, bytes(message), hashlib.sha256).hexdigest()
