"""diagnostics sessions: approved specs, sessions and their transitions, reservations.

Specs, transitions and reservations are append-only (the database refuses UPDATE, DELETE
and TRUNCATE); only the session's current-state row is mutable, and every change of it is
mirrored by one transition row in the same transaction.

Revision ID: diagnostics_0002_sessions
Revises: diagnostics_0001
Create Date: 2026-12-03
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op
from sqlalchemy.dialects import postgresql

from shared.db.ddl import drop_append_only, make_append_only

revision: str = "diagnostics_0002_sessions"
down_revision: str | None = "diagnostics_0001"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

SCHEMA = "diagnostics"


def _chain_columns() -> list[sa.Column[str]]:
    return [
        sa.Column("previous_row_digest", sa.Text(), nullable=False),
        sa.Column("row_digest", sa.Text(), nullable=False),
    ]


def _digest_columns() -> list[sa.Column[str]]:
    return [
        sa.Column("spec_digest", sa.Text(), nullable=False),
        sa.Column("authority_digest", sa.Text(), nullable=False),
        sa.Column("transport_binding_digest", sa.Text(), nullable=False),
    ]


def upgrade() -> None:
    op.create_table(
        "diagnostic_spec",
        sa.Column("spec_digest", sa.Text(), nullable=False),
        sa.Column("spec_core_digest", sa.Text(), nullable=False),
        sa.Column("transport_binding_digest", sa.Text(), nullable=False),
        sa.Column("authority_digest", sa.Text(), nullable=False),
        sa.Column("spec_bytes", sa.Text(), nullable=False),
        sa.Column("test_customer_id", sa.Text(), nullable=False),
        sa.Column("recorded_at", sa.DateTime(timezone=True), nullable=False),
        sa.PrimaryKeyConstraint("authority_digest", name="pk_diagnostic_spec"),
        schema=SCHEMA,
    )
    make_append_only(op, SCHEMA, "diagnostic_spec")

    op.create_table(
        "diagnostic_session",
        sa.Column("session_id", sa.Text(), nullable=False),
        sa.Column("test_customer_id", sa.Text(), nullable=False),
        *_digest_columns(),
        sa.Column("state", sa.Text(), nullable=False),
        sa.Column("generation", sa.Integer(), nullable=False),
        sa.Column("opened_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("expires_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("updated_at", sa.DateTime(timezone=True), nullable=False),
        sa.PrimaryKeyConstraint("session_id", name="pk_diagnostic_session"),
        sa.CheckConstraint(
            "state IN ('prepared', 'active', 'detaching', 'closed', 'expired')",
            name="ck_diagnostic_session_state_known",
        ),
        sa.CheckConstraint("generation >= 1", name="ck_diagnostic_session_generation_positive"),
        schema=SCHEMA,
    )
    op.create_index(
        "uq_diagnostic_session_open_test_customer",
        "diagnostic_session",
        ["test_customer_id"],
        unique=True,
        schema=SCHEMA,
        postgresql_where=sa.text("state IN ('prepared', 'active', 'detaching')"),
    )

    op.create_table(
        "diagnostic_session_transition",
        sa.Column("session_id", sa.Text(), nullable=False),
        sa.Column("position", sa.Integer(), nullable=False),
        sa.Column("generation", sa.Integer(), nullable=False),
        sa.Column("from_state", sa.Text(), nullable=True),
        sa.Column("to_state", sa.Text(), nullable=False),
        sa.Column("reason", sa.Text(), nullable=False),
        sa.Column("actor", sa.Text(), nullable=False),
        *_digest_columns(),
        sa.Column("recorded_at", sa.DateTime(timezone=True), nullable=False),
        *_chain_columns(),
        sa.PrimaryKeyConstraint("session_id", "position", name="pk_diagnostic_session_transition"),
        sa.CheckConstraint(
            "position >= 1", name="ck_diagnostic_session_transition_position_positive"
        ),
        schema=SCHEMA,
    )
    make_append_only(op, SCHEMA, "diagnostic_session_transition")

    op.create_table(
        "diagnostic_reservation",
        sa.Column("id", sa.BigInteger(), sa.Identity(), nullable=False),
        sa.Column("dedupe_key", sa.Text(), nullable=False),
        sa.Column("position", sa.Integer(), nullable=False),
        sa.Column("reservation_id", sa.Text(), nullable=False),
        sa.Column("status", sa.Text(), nullable=False),
        sa.Column("session_id", sa.Text(), nullable=False),
        sa.Column("generation", sa.Integer(), nullable=False),
        *_digest_columns(),
        sa.Column("body", sa.Text(), nullable=False),
        sa.Column("body_digest", sa.Text(), nullable=False),
        sa.Column("destination", postgresql.JSONB(), nullable=False),
        sa.Column("destination_digest", sa.Text(), nullable=False),
        sa.Column("receipt", postgresql.JSONB(), nullable=True),
        sa.Column("reason", sa.Text(), nullable=True),
        sa.Column("recorded_at", sa.DateTime(timezone=True), nullable=False),
        *_chain_columns(),
        sa.PrimaryKeyConstraint("id", name="pk_diagnostic_reservation"),
        sa.UniqueConstraint(
            "dedupe_key", "position", name="uq_diagnostic_reservation_dedupe_key_position"
        ),
        sa.CheckConstraint("position >= 1", name="ck_diagnostic_reservation_position_positive"),
        sa.CheckConstraint(
            "status IN ('started', 'consumed', 'receipt', 'delivered', 'audit_pending', "
            "'sent_audited', 'delivery_unknown')",
            name="ck_diagnostic_reservation_status_known",
        ),
        schema=SCHEMA,
    )
    op.create_index(
        "ix_diagnostic_reservation_session_id",
        "diagnostic_reservation",
        ["session_id"],
        schema=SCHEMA,
    )
    make_append_only(op, SCHEMA, "diagnostic_reservation")


def downgrade() -> None:
    drop_append_only(op, SCHEMA, "diagnostic_reservation")
    op.drop_index(
        "ix_diagnostic_reservation_session_id", table_name="diagnostic_reservation", schema=SCHEMA
    )
    op.drop_table("diagnostic_reservation", schema=SCHEMA)
    drop_append_only(op, SCHEMA, "diagnostic_session_transition")
    op.drop_table("diagnostic_session_transition", schema=SCHEMA)
    op.drop_index(
        "uq_diagnostic_session_open_test_customer",
        table_name="diagnostic_session",
        schema=SCHEMA,
    )
    op.drop_table("diagnostic_session", schema=SCHEMA)
    drop_append_only(op, SCHEMA, "diagnostic_spec")
    op.drop_table("diagnostic_spec", schema=SCHEMA)
