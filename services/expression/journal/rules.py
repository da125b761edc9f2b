"""Pure rules of the outcome journal: row shapes, segment verification, claims, retention.

A row has exactly seed 001's thirteen fields. ``attempt_started`` is appended (and
committed) before the single wire request; one terminal ``finalized`` row closes the
attempt in the segment of its start, copying ``started_at_utc``/``deadline_at_utc``
verbatim. A segment is every row whose attempt started on one UTC day; its sequence runs
1, 2, 3... and each row links to its predecessor (64 zeros for the first) by SHA-256 over
the canonical JSON of the row without ``row_digest`` (``shared.hashchain``).
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from datetime import date, datetime, timedelta
from typing import Final, cast, get_args

from shared.clock import parse_rfc3339, to_rfc3339
from shared.contracts.presentation import SURFACE_VERSIONS, TerminalOutcome
from shared.hashchain import GENESIS_DIGEST, link_row, verify_chain

JOURNAL_SCHEMA_VERSION: Final = "korean-expression-journal-v1"
ROW_FIELDS: Final = (
    "schema_version",
    "sequence",
    "artifact_key",
    "surface",
    "mode",
    "attempt_id",
    "state",
    "outcome",
    "started_at_utc",
    "deadline_at_utc",
    "finalized_at_utc",
    "previous_row_digest",
    "row_digest",
)
TERMINAL_OUTCOMES: Final = frozenset(get_args(TerminalOutcome))
CLAIM_DEADLINE: Final = timedelta(seconds=4)
RETENTION_COMPLETED_DAYS: Final = 35

Row = dict[str, object]
_COPIED_TO_TERMINAL = (
    "artifact_key",
    "surface",
    "mode",
    "attempt_id",
    "started_at_utc",
    "deadline_at_utc",
)
_HEX64 = re.compile(r"^[0-9a-f]{64}$")
_HEX32 = re.compile(r"^[0-9a-f]{32}$")
_TIMESTAMP = re.compile(r"^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$")


class JournalCorrupt(Exception):
    """A segment failed verification; ``reason`` is an enum-like code (never row content)."""

    def __init__(self, reason: str) -> None:
        super().__init__(reason)
        self.reason = reason


def as_terminal(value: object) -> TerminalOutcome:
    """A stored terminal outcome, checked (rows are verified before they are trusted)."""
    if value not in TERMINAL_OUTCOMES:
        raise JournalCorrupt("row_state")
    return cast(TerminalOutcome, value)


def segment_day(row: Mapping[str, object]) -> date:
    return date.fromisoformat(str(row["started_at_utc"])[:10])


def start_row(
    *,
    sequence: int,
    previous_row_digest: str,
    artifact_key: str,
    surface: str,
    mode: str,
    attempt_id: str,
    started_at: datetime,
) -> Row:
    return link_row(
        {
            "schema_version": JOURNAL_SCHEMA_VERSION,
            "sequence": sequence,
            "artifact_key": artifact_key,
            "surface": surface,
            "mode": mode,
            "attempt_id": attempt_id,
            "state": "attempt_started",
            "outcome": "attempt_started",
            "started_at_utc": to_rfc3339(started_at),
            "deadline_at_utc": to_rfc3339(started_at + CLAIM_DEADLINE),
            "finalized_at_utc": None,
        },
        previous_row_digest,
    )


def terminal_row(
    start: Mapping[str, object],
    *,
    sequence: int,
    previous_row_digest: str,
    outcome: TerminalOutcome,
    finalized_at: datetime,
) -> Row:
    copied = {field: start[field] for field in _COPIED_TO_TERMINAL}
    return link_row(
        {
            "schema_version": JOURNAL_SCHEMA_VERSION,
            "sequence": sequence,
            **copied,
            "state": "finalized",
            "outcome": outcome,
            "finalized_at_utc": to_rfc3339(finalized_at),
        },
        previous_row_digest,
    )


def _check_row_shape(row: Mapping[str, object]) -> None:
    if tuple(sorted(row)) != tuple(sorted(ROW_FIELDS)):
        raise JournalCorrupt("row_fields")
    text_fields = [f for f in ROW_FIELDS if f not in ("sequence", "finalized_at_utc")]
    if not all(isinstance(row[f], str) for f in text_fields):
        raise JournalCorrupt("row_types")
    if type(row["sequence"]) is not int:
        raise JournalCorrupt("row_types")
    checks = (
        row["schema_version"] == JOURNAL_SCHEMA_VERSION,
        _HEX64.match(str(row["artifact_key"])) is not None,
        _HEX32.match(str(row["attempt_id"])) is not None,
        row["surface"] in SURFACE_VERSIONS,
        row["mode"] in ("shadow", "enabled"),
        _TIMESTAMP.match(str(row["started_at_utc"])) is not None,
        _TIMESTAMP.match(str(row["deadline_at_utc"])) is not None,
    )
    if not all(checks):
        raise JournalCorrupt("row_values")
    finalized = row["finalized_at_utc"]
    if row["state"] == "attempt_started":
        ok = row["outcome"] == "attempt_started" and finalized is None
    else:
        ok = (
            row["state"] == "finalized"
            and row["outcome"] in TERMINAL_OUTCOMES
            and isinstance(finalized, str)
            and _TIMESTAMP.match(finalized) is not None
        )
    if not ok:
        raise JournalCorrupt("row_state")


def verify_segment(rows: Sequence[Mapping[str, object]]) -> str:
    """Verify one segment (rows in sequence order); return its head digest."""
    starts: dict[str, Mapping[str, object]] = {}
    finished: set[str] = set()
    day = segment_day(rows[0]) if rows else None
    for index, row in enumerate(rows, start=1):
        _check_row_shape(row)
        if row["sequence"] != index:
            raise JournalCorrupt("sequence_gap")
        if segment_day(row) != day:
            raise JournalCorrupt("row_in_wrong_segment")
        attempt = str(row["attempt_id"])
        if row["state"] == "attempt_started":
            if attempt in starts:
                raise JournalCorrupt("attempt_started_twice")
            starts[attempt] = row
            continue
        start = starts.get(attempt)
        copied = ("artifact_key", "surface", "mode", "started_at_utc", "deadline_at_utc")
        if start is None or any(start[f] != row[f] for f in copied):
            raise JournalCorrupt("terminal_without_start")
        if attempt in finished:
            raise JournalCorrupt("attempt_finalized_twice")
        finished.add(attempt)
    verification = verify_chain(rows)
    if not verification.ok:
        raise JournalCorrupt(f"chain_{verification.reason}")
    return verification.head_digest


def next_link(segment: Sequence[Mapping[str, object]]) -> tuple[int, str]:
    """The sequence and previous digest of the next row appended to a verified segment."""
    if not segment:
        return 1, GENESIS_DIGEST
    return len(segment) + 1, str(segment[-1]["row_digest"])


@dataclass(frozen=True, slots=True)
class NoAttempt:
    """The artifact has never been attempted in the retained journal."""


@dataclass(frozen=True, slots=True)
class InFlight:
    start: Mapping[str, object]


@dataclass(frozen=True, slots=True)
class Expired:
    start: Mapping[str, object]


@dataclass(frozen=True, slots=True)
class Finished:
    outcome: str


Claim = NoAttempt | InFlight | Expired | Finished


def classify_claim(rows: Sequence[Mapping[str, object]], now: datetime) -> Claim:
    """What the journal says about one artifact: never tried, in flight, expired or done."""
    if not rows:
        return NoAttempt()
    terminals = [row for row in rows if row["state"] == "finalized"]
    if terminals:
        return Finished(str(terminals[-1]["outcome"]))
    start = rows[-1]
    if now <= parse_rfc3339(str(start["deadline_at_utc"])):
        return InFlight(start)
    return Expired(start)


def past_deadline(start: Mapping[str, object], now: datetime) -> bool:
    return now > parse_rfc3339(str(start["deadline_at_utc"]))


def retention_cutoff(today_utc: date) -> date:
    """Segments of days before this are removed: 35 completed UTC days plus today remain."""
    return today_utc - timedelta(days=RETENTION_COMPLETED_DAYS)


def incomplete_starts(segment: Sequence[Mapping[str, object]]) -> list[Mapping[str, object]]:
    finished = {row["attempt_id"] for row in segment if row["state"] == "finalized"}
    return [
        row
        for row in segment
        if row["state"] == "attempt_started" and row["attempt_id"] not in finished
    ]
