"""Hash chains over canonical rows: the single helper every ledger and journal uses.

Each row stores ``previous_row_digest`` (64 zeros for the first row) and ``row_digest``,
the SHA-256 of the canonical JSON of the row *without* its own ``row_digest``. Because
``previous_row_digest`` is inside the digested bytes, editing, removing or reordering any
row breaks every later link, and the verifier names the first row where that happens.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Literal

from shared.canonical import CanonicalJsonError, canonical_digest

GENESIS_DIGEST = "0" * 64
PREVIOUS_FIELD = "previous_row_digest"
DIGEST_FIELD = "row_digest"

BreakReason = Literal["missing_digest", "previous_digest_mismatch", "row_digest_mismatch"]


def row_digest(row: Mapping[str, object]) -> str:
    """Digest of a row's canonical JSON without its ``row_digest`` field."""
    without = dict(row)  # one C-level copy; the digest never covers itself
    without.pop(DIGEST_FIELD, None)
    return canonical_digest(without)


def link_row(row: Mapping[str, object], previous_row_digest: str) -> dict[str, object]:
    """Return ``row`` with ``previous_row_digest`` and ``row_digest`` set."""
    linked: dict[str, object] = {
        key: value for key, value in row.items() if key not in (PREVIOUS_FIELD, DIGEST_FIELD)
    }
    linked[PREVIOUS_FIELD] = previous_row_digest
    linked[DIGEST_FIELD] = row_digest(linked)
    return linked


def link_rows(rows: Iterable[Mapping[str, object]]) -> list[dict[str, object]]:
    """Chain ``rows`` in order, starting from the genesis digest."""
    linked: list[dict[str, object]] = []
    previous = GENESIS_DIGEST
    for row in rows:
        current = link_row(row, previous)
        linked.append(current)
        previous = str(current[DIGEST_FIELD])
    return linked


@dataclass(frozen=True, slots=True)
class ChainVerification:
    """Outcome of verifying a chain; ``first_broken_index`` is 0-based."""

    ok: bool
    rows_checked: int
    first_broken_index: int | None = None
    reason: BreakReason | None = None
    head_digest: str = GENESIS_DIGEST


def verify_chain(
    rows: Sequence[Mapping[str, object]], *, start_digest: str = GENESIS_DIGEST
) -> ChainVerification:
    """Verify ``rows`` in order and report the first broken row, if any."""
    previous = start_digest
    for index, row in enumerate(rows):
        stored_previous = row.get(PREVIOUS_FIELD)
        stored_digest = row.get(DIGEST_FIELD)
        if not isinstance(stored_previous, str) or not isinstance(stored_digest, str):
            return ChainVerification(False, index, index, "missing_digest", previous)
        if stored_previous != previous:
            return ChainVerification(False, index, index, "previous_digest_mismatch", previous)
        try:
            recomputed = row_digest(row)
        except CanonicalJsonError:
            return ChainVerification(False, index, index, "row_digest_mismatch", previous)
        if recomputed != stored_digest:
            return ChainVerification(False, index, index, "row_digest_mismatch", previous)
        previous = stored_digest
    return ChainVerification(True, len(rows), head_digest=previous)
