"""Journal operations, each one transaction under the journal lock.

``open_attempt``, ``still_owned`` and ``finalize`` are the steps of the coordinator's
procedure (claim, call the provider outside any transaction, finish) and ``retain`` runs at
startup, so each opens its own transaction; ``record_report`` is the report route's one
transaction and takes its ``Session`` (ADR 0081).

* ``open_attempt`` — retention, then the claim: a new attempt appends and commits its
  ``attempt_started`` row before the caller makes the single wire request; an unexpired
  competing attempt returns ``InFlight`` (no row); an expired one gets its terminal
  ``claim_expired_canonical`` (no call); a finished artifact returns ``Finished``.
* ``finalize`` — the terminal row of an attempt, unless one exists already (an observer
  expired it, or a report arrived): then nothing is written and the existing outcome wins.
  A provider result that arrives after the claim deadline is recorded as ``timeout``.
* ``record_report`` — the caller's ``selected`` / ``commit_failed`` / ``publication_failed``,
  sent with the durable write that decides it (ADR 0061); once per attempt: the same
  report again is a no-op, a different one is refused naming the recorded outcome.
* ``retain`` — whole segments older than 35 completed UTC days are removed; incomplete
  claims in them are terminalised first. A segment that fails verification is kept.
"""

from __future__ import annotations

import logging
import secrets
from dataclasses import dataclass
from datetime import datetime
from typing import Literal

from sqlalchemy.orm import Session

from services.expression.journal import repository
from services.expression.journal.rules import (
    Claim,
    Expired,
    JournalCorrupt,
    NoAttempt,
    Row,
    as_terminal,
    classify_claim,
    incomplete_starts,
    next_link,
    past_deadline,
    retention_cutoff,
    segment_day,
    start_row,
    terminal_row,
    verify_segment,
)
from shared.contracts.presentation import TerminalOutcome
from shared.db.session import Database

_logger = logging.getLogger("dualcoach.expression.journal")

# Outcomes that the caller reports after its durable write: never turned into a timeout.
_REPORTED: frozenset[TerminalOutcome] = frozenset(
    {"selected", "commit_failed", "publication_failed", "claim_expired_canonical"}
)
ReportResult = Literal["recorded", "replayed", "not_found", "not_enabled", "conflict"]


@dataclass(frozen=True, slots=True)
class ReportAnswer:
    """What became of a report; ``recorded_outcome`` is the attempt's terminal outcome."""

    result: ReportResult
    surface: str | None = None
    recorded_outcome: TerminalOutcome | None = None


# The answers that refuse a report: nothing was written, and the caller must hear why.
REFUSED_REPORTS: frozenset[ReportResult] = frozenset({"not_found", "not_enabled", "conflict"})


class ReportRefused(Exception):
    """An outcome report the journal refused (``answer.result``); ``errors.py`` maps it."""

    def __init__(self, answer: ReportAnswer, reported_outcome: str) -> None:
        super().__init__(answer.result)
        self.answer = answer
        self.reported_outcome = reported_outcome


@dataclass(frozen=True, slots=True)
class Opened:
    """A new attempt whose start row is committed; ``start`` is that row."""

    start: Row


class JournalService:
    def __init__(self, database: Database) -> None:
        self._database = database

    # ------------------------------------------------------------------ helpers

    def _verified_segment(self, session: Session, row: Row) -> list[Row]:
        segment = repository.segment_rows(session, segment_day(row))
        verify_segment(segment)
        return segment

    def _append_terminal(
        self, session: Session, start: Row, outcome: TerminalOutcome, now: datetime
    ) -> None:
        sequence, previous = next_link(self._verified_segment(session, start))
        repository.append(
            session,
            terminal_row(
                start,
                sequence=sequence,
                previous_row_digest=previous,
                outcome=outcome,
                finalized_at=now,
            ),
        )

    def _retain(self, session: Session, now: datetime) -> int:
        removed = 0
        for day in repository.segment_days_before(session, retention_cutoff(now.date())):
            segment = repository.segment_rows(session, day)
            try:
                verify_segment(segment)
            except JournalCorrupt as error:
                _logger.warning(
                    "korean_expression_segment_kept_unverified",
                    extra={"fields": {"reason": error.reason}},
                )
                continue
            for start in incomplete_starts(segment):
                self._append_terminal(session, dict(start), "claim_expired_canonical", now)
            removed += repository.delete_segment(session, day)
        if removed:
            _logger.info("korean_expression_segments_removed", extra={"fields": {"count": removed}})
        return removed

    # ------------------------------------------------------------------ operations

    def retain(self, now: datetime) -> int:
        # Hand-opened: retention runs at startup, behind no route.
        with self._database.transaction() as session:
            repository.lock_journal(session)
            return self._retain(session, now)

    def open_attempt(
        self, *, artifact_key: str, surface: str, mode: str, now: datetime
    ) -> Claim | Opened:
        """Claim ``artifact_key``; raises ``JournalCorrupt`` on any verification failure."""
        # Hand-opened: the claim commits before the provider call (the coordinator's procedure).
        with self._database.transaction() as session:
            repository.lock_journal(session)
            self._retain(session, now)
            rows = repository.rows_for_artifact(session, artifact_key)
            for row in rows:
                self._verified_segment(session, row)
            claim = classify_claim(rows, now)
            if isinstance(claim, Expired):
                self._append_terminal(session, dict(claim.start), "claim_expired_canonical", now)
                return claim
            if not isinstance(claim, NoAttempt):
                return claim
            segment = repository.segment_rows(session, now.date())
            verify_segment(segment)
            sequence, previous = next_link(segment)
            row = start_row(
                sequence=sequence,
                previous_row_digest=previous,
                artifact_key=artifact_key,
                surface=surface,
                mode=mode,
                attempt_id=secrets.token_hex(16),
                started_at=now,
            )
            repository.append(session, row)
            return Opened(row)

    def still_owned(self, start: Row, now: datetime) -> bool:
        """True while the attempt has no terminal row and its deadline has not passed."""
        # Hand-opened: a step of the coordinator's procedure, after the provider call.
        with self._database.transaction() as session:
            repository.lock_journal(session)
            rows = repository.rows_for_attempt(session, str(start["attempt_id"]))
            finished = any(row["state"] == "finalized" for row in rows)
            return not finished and not past_deadline(start, now)

    def finalize(self, start: Row, outcome: TerminalOutcome, now: datetime) -> TerminalOutcome:
        """Append the terminal row; return the outcome that the journal now holds."""
        # Hand-opened: a step of the coordinator's procedure, after the provider call.
        with self._database.transaction() as session:
            repository.lock_journal(session)
            rows = repository.rows_for_attempt(session, str(start["attempt_id"]))
            existing = [row for row in rows if row["state"] == "finalized"]
            if existing:
                return as_terminal(existing[0]["outcome"])
            if outcome not in _REPORTED and past_deadline(start, now):
                outcome = "timeout"  # a late result is never published
            self._append_terminal(session, start, outcome, now)
            return outcome

    def record_report(
        self,
        session: Session,
        *,
        attempt_id: str,
        artifact_key: str,
        outcome: TerminalOutcome,
        now: datetime,
    ) -> ReportAnswer:
        """Record the caller's report, at most once per attempt and never over another, in
        the caller's transaction (the report route's ``TransactionDep``).

        The journal is append-only: an attempt's first terminal row is its outcome for good.
        The same report again is a replay (nothing written); another outcome is a conflict
        that names the recorded one, so the caller learns the truth instead of a silent
        overwrite or a silent drop.
        """
        repository.lock_journal(session)
        rows = repository.rows_for_attempt(session, attempt_id)
        starts = [row for row in rows if row["state"] == "attempt_started"]
        if not starts or starts[0]["artifact_key"] != artifact_key:
            return ReportAnswer("not_found")
        start = starts[0]
        surface = str(start["surface"])
        terminals = [row for row in rows if row["state"] == "finalized"]
        if terminals:
            recorded = as_terminal(terminals[0]["outcome"])
            result: ReportResult = "replayed" if recorded == outcome else "conflict"
            return ReportAnswer(result, surface, recorded)
        if start["mode"] != "enabled":
            return ReportAnswer("not_enabled", surface)
        self._append_terminal(session, start, outcome, now)
        return ReportAnswer("recorded", surface, outcome)
