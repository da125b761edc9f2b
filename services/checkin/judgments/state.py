"""The ledger state the write-time rules read, and the link check every kind uses. Pure."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any

from services.checkin.judgments.schemas import (
    ClaimVerificationBody,
    IntentionBody,
    IntentionTransitionBody,
    RecordBody,
    Verification,
)

PolicyKnown = Callable[[int, str], bool]


@dataclass(frozen=True, slots=True)
class Refusal:
    code: str
    detail: str


@dataclass(frozen=True, slots=True)
class EventFact:
    """What the ledger needs to know of one stream event."""

    event_id: str
    event_type: str
    payload: Mapping[str, Any]


@dataclass(frozen=True, slots=True)
class Entry:
    """A ledger row as the state knows it (``body`` None when it cannot be executed)."""

    record_id: str
    record_kind: str
    schema_version: int
    body: RecordBody | None
    executable: bool


@dataclass
class LedgerState:
    """The folded ledger: records, intention states and the truth of forecast claims."""

    entries: dict[str, Entry] = field(default_factory=dict)
    intention_status: dict[str, str] = field(default_factory=dict)
    claim_truth: dict[tuple[str, str], Verification] = field(default_factory=dict)

    def executable(self, record_id: str) -> Entry | None:
        entry = self.entries.get(record_id)
        return entry if entry is not None and entry.executable else None


def link(
    state: LedgerState, record_id: str, expected_kind: str, role: str
) -> tuple[Entry | None, list[Refusal]]:
    entry = state.entries.get(record_id)
    if entry is None:
        return None, [Refusal("link-unknown", role)]
    if entry.record_kind != expected_kind:
        return None, [Refusal("record-kind-mismatch", f"{role} is a {entry.record_kind}")]
    if not entry.executable:
        # A row under an unknown policy is readable for audit but can ground nothing new.
        return None, [Refusal("link-not-executable", role)]
    return entry, []


def apply_record(state: LedgerState, record_id: str, entry: Entry) -> None:
    """Fold one accepted row into ``state`` (non-executable rows change no state)."""
    state.entries[record_id] = entry
    body = entry.body
    if not entry.executable or body is None:
        return
    if isinstance(body, IntentionBody):
        state.intention_status[record_id] = body.status
    elif isinstance(body, IntentionTransitionBody):
        state.intention_status[body.intention_id] = body.transition
    elif isinstance(body, ClaimVerificationBody):
        key = (body.forecast.record_id, body.forecast.claim_id)
        state.claim_truth[key] = body.outcome
