"""The expression schema: every table this service owns (migrations are the source of truth)."""

from __future__ import annotations

from sqlalchemy import (
    CheckConstraint,
    Column,
    Index,
    Integer,
    PrimaryKeyConstraint,
    Table,
    Text,
    UniqueConstraint,
    func,
)

from shared.auth.nonces import nonce_table
from shared.db.metadata import service_metadata

SCHEMA = "expression"
metadata = service_metadata(SCHEMA)

service_request_nonce = nonce_table(metadata)

# The outcome journal holds exactly seed 001's row fields and nothing else (no text, no
# ids, no provider/model, no lengths). Rows are appended under a table lock; each UTC-day
# segment (the day of ``started_at_utc``) has its own contiguous sequence from 1 and its
# own hash chain. Timestamps are stored as the exact RFC 3339 strings that are hashed.
outcome_journal = Table(
    "outcome_journal",
    metadata,
    Column("schema_version", Text, nullable=False),
    Column("sequence", Integer, nullable=False),
    Column("artifact_key", Text, nullable=False),
    Column("surface", Text, nullable=False),
    Column("mode", Text, nullable=False),
    Column("attempt_id", Text, nullable=False),
    Column("state", Text, nullable=False),
    Column("outcome", Text, nullable=False),
    Column("started_at_utc", Text, nullable=False),
    Column("deadline_at_utc", Text, nullable=False),
    Column("finalized_at_utc", Text, nullable=True),
    Column("previous_row_digest", Text, nullable=False),
    Column("row_digest", Text, nullable=False),
    PrimaryKeyConstraint("row_digest", name="pk_outcome_journal"),
    # One start row and at most one terminal row per attempt.
    UniqueConstraint("attempt_id", "state", name="uq_outcome_journal_attempt_id_state"),
    CheckConstraint("schema_version = 'korean-expression-journal-v1'", name="schema_version_known"),
    CheckConstraint("sequence >= 1", name="sequence_positive"),
    CheckConstraint("artifact_key ~ '^[0-9a-f]{64}$'", name="artifact_key_hex"),
    CheckConstraint("attempt_id ~ '^[0-9a-f]{32}$'", name="attempt_id_hex"),
    CheckConstraint(
        "surface IN ('daily.v1', 'weekly.v1', 'adaptive.dualcoachtest.card.v1', "
        "'adaptive.physique.card.v1')",
        name="surface_known",
    ),
    CheckConstraint("mode IN ('shadow', 'enabled')", name="mode_known"),
    CheckConstraint(
        "(state = 'attempt_started' AND outcome = 'attempt_started' "
        "AND finalized_at_utc IS NULL) OR (state = 'finalized' AND outcome IN ("
        "'selected', 'shadow_selected', 'credential_unavailable', 'provider_error', "
        "'timeout', 'invalid_response', 'validation_rejected', 'commit_failed', "
        "'publication_failed', 'claim_expired_canonical') AND finalized_at_utc IS NOT NULL)",
        name="state_outcome_known",
    ),
    CheckConstraint(
        "started_at_utc ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}:[0-9]{2}[.][0-9]{6}Z$'",
        name="started_at_format",
    ),
    CheckConstraint("previous_row_digest ~ '^[0-9a-f]{64}$'", name="previous_digest_hex"),
    CheckConstraint("row_digest ~ '^[0-9a-f]{64}$'", name="row_digest_hex"),
)

# The segment of a row is the UTC day its attempt started; sequences are unique within it.
Index(
    "ix_outcome_journal_segment_sequence",
    func.left(outcome_journal.c.started_at_utc, 10),
    outcome_journal.c.sequence,
    unique=True,
)
Index("ix_outcome_journal_artifact_key", outcome_journal.c.artifact_key)
