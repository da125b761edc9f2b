"""expression outcome journal: append-only, hash-chained, per-UTC-day segments.

Revision ID: expression_0002_outcome_journal
Revises: expression_0001
Create Date: 2026-12-02
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

from shared.db.ddl import drop_append_only, make_append_only

revision: str = "expression_0002_outcome_journal"
down_revision: str | None = "expression_0001"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

_TERMINALS = (
    "'selected', 'shadow_selected', 'credential_unavailable', 'provider_error', "
    "'timeout', 'invalid_response', 'validation_rejected', 'commit_failed', "
    "'publication_failed', 'claim_expired_canonical'"
)


def upgrade() -> None:
    op.create_table(
        "outcome_journal",
        sa.Column("schema_version", sa.Text(), nullable=False),
        sa.Column("sequence", sa.Integer(), nullable=False),
        sa.Column("artifact_key", sa.Text(), nullable=False),
        sa.Column("surface", sa.Text(), nullable=False),
        sa.Column("mode", sa.Text(), nullable=False),
        sa.Column("attempt_id", sa.Text(), nullable=False),
        sa.Column("state", sa.Text(), nullable=False),
        sa.Column("outcome", sa.Text(), nullable=False),
        sa.Column("started_at_utc", sa.Text(), nullable=False),
        sa.Column("deadline_at_utc", sa.Text(), nullable=False),
        sa.Column("finalized_at_utc", sa.Text(), nullable=True),
        sa.Column("previous_row_digest", sa.Text(), nullable=False),
        sa.Column("row_digest", sa.Text(), nullable=False),
        sa.PrimaryKeyConstraint("row_digest", name="pk_outcome_journal"),
        sa.UniqueConstraint("attempt_id", "state", name="uq_outcome_journal_attempt_id_state"),
        sa.CheckConstraint(
            "schema_version = 'korean-expression-journal-v1'",
            name="ck_outcome_journal_schema_version_known",
        ),
        sa.CheckConstraint("sequence >= 1", name="ck_outcome_journal_sequence_positive"),
        sa.CheckConstraint(
            "artifact_key ~ '^[0-9a-f]{64}$'", name="ck_outcome_journal_artifact_key_hex"
        ),
        sa.CheckConstraint(
            "attempt_id ~ '^[0-9a-f]{32}$'", name="ck_outcome_journal_attempt_id_hex"
        ),
        sa.CheckConstraint(
            "surface IN ('daily.v1', 'weekly.v1', 'adaptive.dualcoachtest.card.v1', "
            "'adaptive.physique.card.v1')",
            name="ck_outcome_journal_surface_known",
        ),
        sa.CheckConstraint("mode IN ('shadow', 'enabled')", name="ck_outcome_journal_mode_known"),
        sa.CheckConstraint(
            "(state = 'attempt_started' AND outcome = 'attempt_started' "
            "AND finalized_at_utc IS NULL) OR (state = 'finalized' AND outcome IN ("
            + _TERMINALS
            + ") AND finalized_at_utc IS NOT NULL)",
            name="ck_outcome_journal_state_outcome_known",
        ),
        sa.CheckConstraint(
            "started_at_utc ~ "
            "'^[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}:[0-9]{2}[.][0-9]{6}Z$'",
            name="ck_outcome_journal_started_at_format",
        ),
        sa.CheckConstraint(
            "previous_row_digest ~ '^[0-9a-f]{64}$'", name="ck_outcome_journal_previous_digest_hex"
        ),
        sa.CheckConstraint(
            "row_digest ~ '^[0-9a-f]{64}$'", name="ck_outcome_journal_row_digest_hex"
        ),
        schema="expression",
    )
    op.create_index(
        "ix_outcome_journal_segment_sequence",
        "outcome_journal",
        [sa.text("left(started_at_utc, 10)"), "sequence"],
        unique=True,
        schema="expression",
    )
    op.create_index(
        "ix_outcome_journal_artifact_key", "outcome_journal", ["artifact_key"], schema="expression"
    )
    # Append-only in the database. ``erasable`` admits exactly one kind of DELETE: the
    # retention procedure removing whole segments older than 35 completed UTC days, inside
    # a transaction that sets dualcoach.erasure_authorized (journal/service.py).
    make_append_only(op, "expression", "outcome_journal", erasable=True)


def downgrade() -> None:
    drop_append_only(op, "expression", "outcome_journal")
    op.drop_index(
        "ix_outcome_journal_artifact_key", table_name="outcome_journal", schema="expression"
    )
    op.drop_index(
        "ix_outcome_journal_segment_sequence", table_name="outcome_journal", schema="expression"
    )
    op.drop_table("outcome_journal", schema="expression")
