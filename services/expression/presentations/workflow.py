"""The coordinator: selected-or-canonical for one presentation request, at most one call.

Order of the gates (each failure answers the exact canonical bytes and makes no call):

1. config: disabled, invalid, or this surface's group off → ``canonical_disabled``; no
   identity key, no journal row, no client, no telemetry;
2. eligibility: only a ``fresh`` payload of the surface's own schema, whose body re-parses
   with its grammar and re-renders to exactly the submitted manifest and buttons, with at
   least one slot → else ``canonical_ineligible``;
3. identity key and journal must verify → else ``canonical_unavailable``;
4. the claim: a finished artifact → ``canonical_already_attempted``; an unexpired competing
   attempt → ``in_flight``; an expired one → ``claim_expired_canonical``;
5. the start row is committed, then the single provider call runs on a worker with a
   four-second deadline; failure, lateness or rejection → its terminal outcome.

Shadow validates fully, journals ``shadow_selected`` and discards the selected text: the
caller only ever receives canonical bytes. Enabled returns the selected body; the journal
says ``selected`` only after the caller reports its durable write.
"""

from __future__ import annotations

import logging
import time
from concurrent.futures import ThreadPoolExecutor
from concurrent.futures import TimeoutError as FutureTimeout
from dataclasses import dataclass
from datetime import timedelta
from pathlib import Path
from typing import Final

from sqlalchemy.exc import SQLAlchemyError
from sqlalchemy.orm import Session

from services.expression.config.rules import ConfigVerdict
from services.expression.identity.keyfile import IdentityKeyError, load_identity_key
from services.expression.identity.rules import artifact_key, identity_fields
from services.expression.journal.rules import (
    CLAIM_DEADLINE,
    Expired,
    Finished,
    InFlight,
    JournalCorrupt,
    Row,
)
from services.expression.journal.service import (
    REFUSED_REPORTS,
    JournalService,
    Opened,
    ReportAnswer,
    ReportRefused,
)
from services.expression.presentations.telemetry import Telemetry
from services.expression.provider.capsule import build_capsule, build_messages
from services.expression.provider.client import DirectOpenAIProvider, ProviderFailed
from services.expression.validation.rules import Accepted, validate_response
from shared.clock import Clock
from shared.contracts.presentation import (
    CanonicalSurface,
    OutcomeReport,
    PresentationCandidate,
    PresentationOutcome,
    PresentationRequest,
    TerminalOutcome,
)
from shared.contracts.surfaces import SurfaceGrammarError, verify_canonical

_logger = logging.getLogger("dualcoach.expression.coordinator")
WORKER_DEADLINE: Final = CLAIM_DEADLINE


@dataclass(frozen=True, slots=True)
class _Attempt:
    start: Row
    artifact_key: str


class PresentationCoordinator:
    def __init__(
        self,
        *,
        verdict: ConfigVerdict,
        journal: JournalService,
        clock: Clock,
        data_dir: Path,
        provider: DirectOpenAIProvider,
        telemetry: Telemetry,
        worker_deadline: timedelta = WORKER_DEADLINE,
    ) -> None:
        self.verdict = verdict
        self._journal = journal
        self._clock = clock
        self._data_dir = data_dir
        self._provider = provider
        self._telemetry = telemetry
        self._worker_deadline = worker_deadline
        self._workers = ThreadPoolExecutor(max_workers=8, thread_name_prefix="expression-call")

    def close(self) -> None:
        # Abandoned late workers finish on their own; their results are never used.
        self._workers.shutdown(wait=False, cancel_futures=True)
        self._telemetry.close()

    # ------------------------------------------------------------------ presenting

    def present(self, request: PresentationRequest) -> PresentationCandidate:
        started = time.monotonic()
        version = request.surface.manifest.surface_version
        if not self.verdict.active_for(version):
            return self._candidate(request, "canonical_disabled")
        candidate = self._present_active(request)
        self._telemetry.emit(
            "korean_expression_presentation",
            surface=version,
            mode=self.verdict.mode,
            outcome=candidate.outcome,
            latency_seconds=time.monotonic() - started,
        )
        _logger.info(
            "korean_expression_presented",
            extra={
                "fields": {
                    "surface": version,
                    "mode": self.verdict.mode,
                    "outcome": candidate.outcome,
                }
            },
        )
        return candidate

    def _candidate(
        self,
        request: PresentationRequest,
        outcome: PresentationOutcome,
        *,
        attempt: _Attempt | None = None,
        selected_body: str | None = None,
    ) -> PresentationCandidate:
        return PresentationCandidate(
            rendered_body=selected_body if selected_body is not None else request.surface.body,
            surface_version=request.surface.manifest.surface_version,
            attempt_id=None if attempt is None else str(attempt.start["attempt_id"]),
            artifact_key=None if attempt is None else attempt.artifact_key,
            binding_digest=request.binding_digest(),
            outcome=outcome,
            selected=selected_body is not None,
        )

    def _eligible_surface(self, request: PresentationRequest) -> CanonicalSurface | None:
        version = request.surface.manifest.surface_version
        context = request.mode_context
        if context.payload_kind != "fresh" or context.source_schema_version != version:
            return None
        try:
            surface = request.surface.to_canonical()
            verify_canonical(surface)
        except (ValueError, SurfaceGrammarError):
            return None
        return surface if surface.manifest.slots else None

    def _present_active(self, request: PresentationRequest) -> PresentationCandidate:
        surface = self._eligible_surface(request)
        if surface is None:
            return self._candidate(request, "canonical_ineligible")
        version = surface.manifest.surface_version
        try:
            key = load_identity_key(self._data_dir)
            artifact = artifact_key(key, identity_fields(version, request.identity))
            claim = self._journal.open_attempt(
                artifact_key=artifact,
                surface=version,
                mode=self.verdict.mode,
                now=self._clock.now(),
            )
        except IdentityKeyError as error:
            _logger.warning(
                "korean_expression_identity_unavailable", extra={"fields": {"reason": error.reason}}
            )
            return self._candidate(request, "canonical_unavailable")
        except JournalCorrupt as error:
            _logger.warning(
                "korean_expression_journal_unverified", extra={"fields": {"reason": error.reason}}
            )
            return self._candidate(request, "canonical_unavailable")
        except SQLAlchemyError as error:  # the journal is unreachable: no claim, no call
            _logger.warning(
                "korean_expression_journal_unavailable",
                extra={"fields": {"error_type": type(error).__name__}},
            )
            return self._candidate(request, "canonical_unavailable")
        if isinstance(claim, Finished):
            return self._candidate(request, "canonical_already_attempted")
        if isinstance(claim, InFlight):
            return self._candidate(request, "in_flight")
        if isinstance(claim, Expired):
            return self._candidate(request, "claim_expired_canonical")
        assert isinstance(claim, Opened)
        return self._attempt(request, surface, _Attempt(claim.start, artifact))

    def _attempt(
        self, request: PresentationRequest, surface: CanonicalSurface, attempt: _Attempt
    ) -> PresentationCandidate:
        capsule = build_capsule(surface, attempt.artifact_key)
        future = self._workers.submit(self._provider.complete, build_messages(capsule))
        try:
            reply = future.result(timeout=self._worker_deadline.total_seconds())
        except FutureTimeout:
            return self._finish(request, attempt, "timeout")
        except Exception:  # the worker itself broke: one attempt, canonical
            return self._finish(request, attempt, "provider_error")
        if isinstance(reply, ProviderFailed):
            _logger.info(
                "korean_expression_provider_failed", extra={"fields": {"reason": reply.reason}}
            )
            return self._finish(request, attempt, reply.outcome)
        verdict = validate_response(reply.content, capsule=capsule, surface=surface)
        if not isinstance(verdict, Accepted):
            _logger.info(
                "korean_expression_response_rejected",
                extra={"fields": {"outcome": verdict.outcome, "reason": verdict.reason}},
            )
            return self._finish(request, attempt, verdict.outcome)
        if self.verdict.mode == "shadow":
            # Validation evidence only: the selected text is dropped here.
            return self._finish(request, attempt, "shadow_selected")
        try:
            owned = self._journal.still_owned(attempt.start, self._clock.now())
        except SQLAlchemyError:
            owned = False
        if not owned:
            return self._finish(request, attempt, "timeout")
        return self._candidate(
            request, "selected", attempt=attempt, selected_body=verdict.selected_body
        )

    def _finish(
        self, request: PresentationRequest, attempt: _Attempt, outcome: TerminalOutcome
    ) -> PresentationCandidate:
        """Append the terminal row and answer canonical bytes with the recorded outcome."""
        recorded: PresentationOutcome
        try:
            recorded = self._journal.finalize(attempt.start, outcome, self._clock.now())
        except JournalCorrupt as error:
            _logger.warning(
                "korean_expression_journal_unverified", extra={"fields": {"reason": error.reason}}
            )
            recorded = "canonical_unavailable"
        except SQLAlchemyError as error:
            _logger.warning(
                "korean_expression_journal_unavailable",
                extra={"fields": {"error_type": type(error).__name__}},
            )
            recorded = "canonical_unavailable"
        return self._candidate(request, recorded, attempt=attempt)

    # ------------------------------------------------------------------ reports

    def report(self, session: Session, attempt_id: str, report: OutcomeReport) -> ReportAnswer:
        """Record the caller's report in ``session`` (the route's one transaction); a refused
        report raises ``ReportRefused``, which rolls that transaction back."""
        answer = self._journal.record_report(
            session,
            attempt_id=attempt_id,
            artifact_key=report.artifact_key,
            outcome=report.outcome,
            now=self._clock.now(),
        )
        if answer.result == "recorded" and answer.surface is not None:
            self._telemetry.emit(
                "korean_expression_outcome",
                surface=answer.surface,
                mode="enabled",
                outcome=report.outcome,
                latency_seconds=None,
            )
        if answer.result in REFUSED_REPORTS:
            raise ReportRefused(answer, report.outcome)
        return answer
