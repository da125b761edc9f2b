"""A stand-in for delivery's ``POST /v1/drafts`` that enforces delivery's contract.

Until issue 7 (delivery) is merged, checkin's draft submissions are tested against this
small app on a real loopback port: it verifies the HMAC signature (only ``checkin`` may
submit), validates the body against delivery's ``DraftSubmission`` rules (copied from
``services/delivery/drafts/schemas.py`` of issue 7), answers 201 new / 200 identical
replay / 409 different content under the same ``draft_key``, and records every post. It
can be told to fail (503) to simulate an outage. It is not a mock of checkin's own code.
"""

from __future__ import annotations

import threading
from datetime import datetime
from typing import Annotated, Any, Literal

from fastapi import FastAPI, Request
from fastapi.responses import JSONResponse
from pydantic import BaseModel, ConfigDict, Field, ValidationError, model_validator

from shared.auth.verify import RequestVerifier
from shared.canonical import canonical_digest
from shared.clock import Clock
from shared.presentation import PresentationCandidate
from shared.problems import Problem, install_problem_handlers

RULE_CLASSES = {
    "S1": "urgent",
    "S2": "pain",
    "S3": "disease",
    "S4": "eating_risk",
    "S5": "drugs",
    "S6": "extreme_manipulation",
}


class _Frozen(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


class EvidenceRef(_Frozen):
    event_id: str | None = Field(default=None, min_length=1, max_length=80)
    fact: str = Field(min_length=1, max_length=300)


class SafetyHoldReason(_Frozen):
    model_config = ConfigDict(extra="forbid", frozen=True, validate_by_name=True)

    safety_class: Literal[
        "urgent", "pain", "disease", "eating_risk", "drugs", "extreme_manipulation"
    ] = Field(alias="class")
    rule_id: Literal["S1", "S2", "S3", "S4", "S5", "S6"]
    source_flow: Literal["customer_checkin", "trainer_session"]
    matched_field: str = Field(pattern=r"^[a-z_]+(\.[A-Z0-9-]+)?$", max_length=40)
    excerpt: str = Field(min_length=1, max_length=160)

    @model_validator(mode="after")
    def _rule_matches_class(self) -> SafetyHoldReason:
        if RULE_CLASSES[self.rule_id] != self.safety_class:
            raise ValueError("class is not the class of its rule")
        return self


class ConsentHoldReason(_Frozen):
    model_config = ConfigDict(extra="forbid", frozen=True, validate_by_name=True)

    safety_class: Literal["consent_missing"] = Field(alias="class")


HoldReason = Annotated[SafetyHoldReason | ConsentHoldReason, Field(discriminator="safety_class")]


class DraftSubmission(_Frozen):
    draft_key: str = Field(pattern=r"^[A-Za-z0-9][A-Za-z0-9._:-]{7,159}$")
    customer_id: str = Field(pattern=r"^[a-z0-9][a-z0-9-]{2,39}$")
    kind: Literal["daily", "weekly", "adaptive", "held_notice"]
    audience: Literal["customer", "owner"] = "customer"
    canonical_text: str | None = Field(default=None, min_length=1, max_length=8000)
    presentation: PresentationCandidate | None = None
    evidence: tuple[EvidenceRef, ...] = Field(default=(), max_length=50)
    held: bool = False
    hold_reasons: tuple[HoldReason, ...] = Field(default=(), max_length=8)
    task_key: str | None = Field(default=None, min_length=1, max_length=200)

    @model_validator(mode="after")
    def _consistent(self) -> DraftSubmission:
        if self.held != bool(self.hold_reasons):
            raise ValueError("held drafts carry their typed hold_reasons, others none")
        if (self.kind == "held_notice" or self.audience == "owner") and not self.held:
            raise ValueError("only held notices are addressed to the owner")
        if not self.held and self.canonical_text is None:
            raise ValueError("canonical_text is required")
        if self.presentation is not None:
            expected = {"daily": "daily.v1", "weekly": "weekly.v1"}.get(self.kind)
            if self.presentation.surface_version != expected:
                raise ValueError("this kind cannot carry a presentation")
            if not self.presentation.selected and (
                self.presentation.rendered_body != self.canonical_text
            ):
                raise ValueError("a canonical presentation must be the canonical text")
        return self


class _MemoryNonces:
    def __init__(self) -> None:
        self._seen: set[tuple[str, str]] = set()
        self._lock = threading.Lock()

    def remember(self, caller: str, nonce: str, seen_at: datetime) -> bool:
        with self._lock:
            if (caller, nonce) in self._seen:
                return False
            self._seen.add((caller, nonce))
            return True


class FakeDelivery:
    """Delivery's draft intake: signed, validated, idempotent, recording every post."""

    def __init__(self, checkin_key: Any, clock: Clock) -> None:
        self.posts: list[dict[str, Any]] = []
        self.drafts: dict[str, dict[str, Any]] = {}
        self.failing = False
        # Store the next draft but answer 503, as if the answer were lost on the way back.
        self.lose_next_answer = False
        self.port = 0
        self._lock = threading.Lock()
        verifier = RequestVerifier({"checkin": checkin_key}, clock, _MemoryNonces())
        app = FastAPI()
        install_problem_handlers(app)

        @app.post("/v1/drafts")
        async def submit(request: Request) -> JSONResponse:
            await verifier.verify(request, frozenset({"checkin"}))
            body = await request.json()
            with self._lock:
                self.posts.append(body)
                if self.failing:
                    raise Problem(503, "unavailable", "Delivery is down")
            try:
                DraftSubmission.model_validate(body)
            except ValidationError:
                raise Problem(422, "validation-failed", "Not a draft submission") from None
            with self._lock:
                stored = self.drafts.get(body["draft_key"])
                if stored is None:
                    self.drafts[body["draft_key"]] = body
                    if self.lose_next_answer:
                        self.lose_next_answer = False
                        raise Problem(503, "unavailable", "The answer was lost")
                    return JSONResponse({"draft_key": body["draft_key"]}, status_code=201)
            if canonical_digest(stored) != canonical_digest(body):
                raise Problem(409, "draft-key-conflict", "Key used for a different draft")
            return JSONResponse({"draft_key": body["draft_key"]}, status_code=200)

        self.app = app

    def customer_bound(self) -> list[dict[str, Any]]:
        """Accepted drafts that could ever reach the customer."""
        return [
            body
            for body in self.drafts.values()
            if body["audience"] == "customer" or not body["held"]
        ]
