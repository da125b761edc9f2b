"""The presentation contract between canonical renderers and the Korean postprocessor.

Checkin renders every customer/operator text canonically and returns, beside the body, a
``SlotManifest``: which spans of the body are prose slots the postprocessor may rephrase,
which typed predicates/actions each slot states, and the immutable placeholders whose exact
local expansions carry every fact. Expression re-parses the body and refuses anything whose
manifest does not match it byte for byte; delivery re-validates operator cards the same way.

Canonical slot text rule (one rule for every surface): the slot's bytes in the body are its
placeholders' expansions, each followed by ``"."``, joined by single spaces, e.g.
``"저장된 오늘 기록을 확인했습니다."`` for ``daily.status``. Spans are UTF-8 byte offsets.
"""

from __future__ import annotations

import re
import unicodedata
from datetime import date
from typing import Annotated, Literal

from pydantic import BaseModel, ConfigDict, Field, model_validator

from shared.canonical import canonical_digest

SurfaceVersion = Literal[
    "daily.v1",
    "weekly.v1",
    "adaptive.dualcoachtest.card.v1",
    "adaptive.physique.card.v1",
]
SURFACE_VERSIONS: tuple[SurfaceVersion, ...] = (
    "daily.v1",
    "weekly.v1",
    "adaptive.dualcoachtest.card.v1",
    "adaptive.physique.card.v1",
)

PLACEHOLDER_TOKEN = re.compile(r"^\[\[(P|A):(\d{2})\]\]$")
SEMANTIC_ID = re.compile(r"^[PA]_[A-Z0-9_]{2,64}$")


class _Frozen(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


class Placeholder(_Frozen):
    """An immutable token (``[[P:01]]`` predicate / ``[[A:01]]`` action) and its expansion."""

    token: str
    semantic_id: str
    expansion: str = Field(min_length=1, max_length=400)

    @model_validator(mode="after")
    def _well_formed(self) -> Placeholder:
        match = PLACEHOLDER_TOKEN.match(self.token)
        if match is None:
            raise ValueError("token must look like [[P:NN]] or [[A:NN]]")
        if not SEMANTIC_ID.match(self.semantic_id) or self.semantic_id[0] != match.group(1):
            raise ValueError("semantic_id must be P_* for [[P:..]] and A_* for [[A:..]]")
        if unicodedata.normalize("NFC", self.expansion) != self.expansion:
            raise ValueError("expansion must be NFC")
        if "\n" in self.expansion or self.expansion.endswith("."):
            raise ValueError("expansion is one sentence without its final period")
        return self


class ProseSlot(_Frozen):
    """One span of the body the postprocessor may rephrase around its placeholders."""

    slot_id: str = Field(pattern=r"^[a-z]+(\.[a-z_]+)+(\.[0-9]+)?$")
    predicate_ids: tuple[str, ...]
    action_ids: tuple[str, ...]
    placeholders: tuple[Placeholder, ...] = Field(min_length=1)
    byte_start: int = Field(ge=0)
    byte_end: int = Field(ge=0)
    max_generated_chars: int = Field(ge=1, le=1000)

    @model_validator(mode="after")
    def _ids_match_placeholders(self) -> ProseSlot:
        if self.byte_end <= self.byte_start:
            raise ValueError("slot span must be non-empty")
        by_kind = {
            "P": tuple(p.semantic_id for p in self.placeholders if p.token.startswith("[[P")),
            "A": tuple(p.semantic_id for p in self.placeholders if p.token.startswith("[[A")),
        }
        if by_kind["P"] != self.predicate_ids or by_kind["A"] != self.action_ids:
            raise ValueError("predicate_ids/action_ids must list the placeholders' ids in order")
        tokens = [p.token for p in self.placeholders]
        if len(set(tokens)) != len(tokens):
            raise ValueError("placeholder tokens must be unique within a slot")
        return self

    def canonical_text(self) -> str:
        """The exact canonical bytes of this slot (see the module rule)."""
        return canonical_slot_text(self.placeholders)


class SlotManifest(_Frozen):
    surface_version: SurfaceVersion
    slots: tuple[ProseSlot, ...]

    @model_validator(mode="after")
    def _ordered_disjoint(self) -> SlotManifest:
        previous_end = 0
        ids = [slot.slot_id for slot in self.slots]
        if len(set(ids)) != len(ids):
            raise ValueError("slot ids must be unique")
        for slot in self.slots:
            if slot.byte_start < previous_end:
                raise ValueError("slots must be ordered and must not overlap")
            previous_end = slot.byte_end
        return self


class Button(_Frozen):
    """An inline button; Telegram limits callback data to 64 bytes."""

    text: str = Field(min_length=1, max_length=64)
    callback_data: str | None = None
    url: str | None = None

    @model_validator(mode="after")
    def _one_action(self) -> Button:
        if (self.callback_data is None) == (self.url is None):
            raise ValueError("a button has exactly one of callback_data or url")
        if self.callback_data is not None and len(self.callback_data.encode("utf-8")) > 64:
            raise ValueError("callback_data exceeds 64 bytes")
        return self


class CanonicalSurface(_Frozen):
    """A rendered canonical text with its manifest (and buttons, for operator cards)."""

    body: str
    manifest: SlotManifest
    buttons: tuple[tuple[Button, ...], ...] = ()

    @model_validator(mode="after")
    def _manifest_matches_body(self) -> CanonicalSurface:
        problem = manifest_mismatch(self.body, self.manifest)
        if problem is not None:
            raise ValueError(problem)
        return self


# How an attempt ends, as the expression journal records it (seed 001's terminal outcomes).
TerminalOutcome = Literal[
    "selected",
    "shadow_selected",
    "credential_unavailable",
    "provider_error",
    "timeout",
    "invalid_response",
    "validation_rejected",
    "commit_failed",
    "publication_failed",
    "claim_expired_canonical",
]
PresentationOutcome = Literal[
    "canonical_disabled",
    "canonical_ineligible",
    "attempt_started",
    TerminalOutcome,
    "in_flight",
    # The expression service could not use its identity key or journal: canonical, no call.
    "canonical_unavailable",
    # This artifact already had its one attempt (a replay): canonical, no call.
    "canonical_already_attempted",
]


class PresentationCandidate(_Frozen):
    """What expression returns: the selected text or the exact canonical bytes."""

    rendered_body: str
    surface_version: SurfaceVersion
    attempt_id: str | None
    artifact_key: str | None
    binding_digest: str
    outcome: PresentationOutcome
    selected: bool


def canonical_slot_text(placeholders: tuple[Placeholder, ...]) -> str:
    return " ".join(f"{placeholder.expansion}." for placeholder in placeholders)


def byte_span(body: str, start_char: int, text: str) -> tuple[int, int]:
    """UTF-8 byte span of ``text`` placed at character offset ``start_char`` of ``body``."""
    start = len(body[:start_char].encode("utf-8"))
    return start, start + len(text.encode("utf-8"))


def slot_bytes(body: str, slot: ProseSlot) -> bytes:
    return body.encode("utf-8")[slot.byte_start : slot.byte_end]


def manifest_mismatch(body: str, manifest: SlotManifest) -> str | None:
    """None when every slot's span holds exactly its canonical text; else the first problem."""
    if unicodedata.normalize("NFC", body) != body:
        return "body must be NFC"
    encoded = body.encode("utf-8")
    for slot in manifest.slots:
        if slot.byte_end > len(encoded):
            return f"{slot.slot_id}: span ends beyond the body"
        if encoded[slot.byte_start : slot.byte_end] != slot.canonical_text().encode("utf-8"):
            return f"{slot.slot_id}: span does not hold the slot's canonical text"
    return None


# ---------------------------------------------------------------- the expression request


class SurfaceSubmission(_Frozen):
    """A surface as a caller submits it: parsed structurally, checked against the body later.

    Expression answers a body whose manifest does not match with canonical bytes (no call)
    rather than a 422, so this type does not run ``CanonicalSurface``'s cross-check.
    """

    body: str = Field(max_length=16000)
    manifest: SlotManifest
    buttons: tuple[tuple[Button, ...], ...] = ()

    @classmethod
    def of(cls, surface: CanonicalSurface) -> SurfaceSubmission:
        return cls(body=surface.body, manifest=surface.manifest, buttons=surface.buttons)

    def to_canonical(self) -> CanonicalSurface:
        """The validated ``CanonicalSurface``; raises ``ValueError`` when spans do not match."""
        return CanonicalSurface(body=self.body, manifest=self.manifest, buttons=self.buttons)


_IDENTIFIER = Field(min_length=1, max_length=200)


class DailyArtifactIdentity(_Frozen):
    """Daily status: one artifact per finalized check-in event."""

    kind: Literal["daily"] = "daily"
    finalized_event_id: str = _IDENTIFIER


class WeeklyArtifactIdentity(_Frozen):
    """Weekly report: one artifact per scheduled task."""

    kind: Literal["weekly"] = "weekly"
    schedule_key: str = _IDENTIFIER
    task_kind: str = Field(min_length=1, max_length=40)
    kst_day: date


class AdaptiveArtifactIdentity(_Frozen):
    """Operator card: one artifact per session, proposal revision and card kind."""

    kind: Literal["adaptive"] = "adaptive"
    session_id: str = _IDENTIFIER
    proposal_digest: str = Field(pattern=r"^[0-9a-f]{64}$")
    revision: int = Field(ge=0)
    card_kind: str = Field(min_length=1, max_length=40)


ArtifactIdentity = Annotated[
    DailyArtifactIdentity | WeeklyArtifactIdentity | AdaptiveArtifactIdentity,
    Field(discriminator="kind"),
]
IDENTITY_KIND_OF_SURFACE: dict[SurfaceVersion, str] = {
    "daily.v1": "daily",
    "weekly.v1": "weekly",
    "adaptive.dualcoachtest.card.v1": "adaptive",
    "adaptive.physique.card.v1": "adaptive",
}

# Only a ``fresh`` render may be postprocessed; every other payload (a replay of a saved
# daily, a menu/view/recovery/terminal card, operator input) gets canonical bytes, no call.
PayloadKind = Literal["fresh", "replay", "menu", "view", "recovery", "terminal", "operator_input"]


class ModeContext(_Frozen):
    payload_kind: PayloadKind
    # The caller's payload schema; anything but the surface version (e.g. a future
    # schema) is answered canonically without a call.
    source_schema_version: str = Field(min_length=1, max_length=100)


class PresentationRequest(_Frozen):
    """``POST /v1/presentations`` body."""

    surface: SurfaceSubmission
    mode_context: ModeContext
    identity: ArtifactIdentity

    @model_validator(mode="after")
    def _identity_fits_surface(self) -> PresentationRequest:
        version = self.surface.manifest.surface_version
        expected = IDENTITY_KIND_OF_SURFACE[version]
        if self.identity.kind != expected:
            raise ValueError(f"a {version} surface needs a {expected} identity")
        return self

    def binding_digest(self) -> str:
        """SHA-256 over everything the presentation is bound to (surface, identity, context)."""
        return canonical_digest(self.model_dump(mode="json"))


class OutcomeReport(_Frozen):
    """``POST /v1/presentations/{attempt_id}/outcome`` body, sent after the caller's write."""

    outcome: Literal["selected", "commit_failed", "publication_failed"]
    artifact_key: str = Field(pattern=r"^[0-9a-f]{64}$")


class OutcomeReceipt(_Frozen):
    attempt_id: str
    outcome: Literal["selected", "commit_failed", "publication_failed"]
    # False when the same report had already been recorded (an idempotent replay).
    recorded: bool


def rendered_body_mismatch(canonical: CanonicalSurface, rendered_body: str) -> str | None:
    """None when ``rendered_body`` differs from the canonical body only inside its slots.

    Every slot ends at a line end, so each slot's replacement is the run of text up to the
    next LF; everything between slots must be byte-identical and no slot may add a line.
    """
    encoded = canonical.body.encode("utf-8")
    rendered = rendered_body.encode("utf-8")
    position = 0
    cursor = 0
    for slot in canonical.manifest.slots:
        locked = encoded[position : slot.byte_start]
        if rendered[cursor : cursor + len(locked)] != locked:
            return f"{slot.slot_id}: locked bytes before the slot differ"
        cursor += len(locked)
        if encoded[slot.byte_end : slot.byte_end + 1] not in (b"\n", b""):
            return f"{slot.slot_id}: slot does not end at a line end"
        line_end = rendered.find(b"\n", cursor)
        line_end = len(rendered) if line_end < 0 else line_end
        if line_end == cursor:
            return f"{slot.slot_id}: slot is empty"
        cursor = line_end
        position = slot.byte_end
    if rendered[cursor:] != encoded[position:]:
        return "locked bytes after the last slot differ"
    return None
