"""checkin core: registry transitions, the canonical event stream, erasure tombstones.

The event table is customer-isolated by row-level security and append-only but erasable
(withdrawal); the registry and the tombstones are append-only directories.

Revision ID: checkin_0002_core
Revises: checkin_0001
Create Date: 2026-12-03
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op
from sqlalchemy.dialects import postgresql

from shared.db.ddl import (
    drop_append_only,
    drop_customer_isolation,
    make_append_only,
    make_customer_isolated,
)

revision: str = "checkin_0002_core"
down_revision: str | None = "checkin_0001"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

SCHEMA = "checkin"


def _chain_columns() -> list[sa.Column[str]]:
    return [
        sa.Column("previous_row_digest", sa.Text(), nullable=False),
        sa.Column("row_digest", sa.Text(), nullable=False),
    ]


def upgrade() -> None:
    op.create_table(
        "registry_transition",
        sa.Column("stream", sa.Text(), nullable=False),
        sa.Column("sequence", sa.Integer(), nullable=False),
        sa.Column("customer_id", sa.Text(), nullable=True),
        sa.Column("action", sa.Text(), nullable=False),
        sa.Column("actor", sa.Text(), nullable=False),
        sa.Column("entry", postgresql.JSONB(), nullable=False),
        sa.Column("detail", postgresql.JSONB(), nullable=False),
        sa.Column("document_digest", sa.Text(), nullable=False),
        sa.Column("recorded_at", sa.DateTime(timezone=True), nullable=False),
        *_chain_columns(),
        sa.PrimaryKeyConstraint("stream", "sequence", name="pk_registry_transition"),
        sa.CheckConstraint("sequence >= 1", name="ck_registry_transition_sequence_positive"),
        schema=SCHEMA,
    )
    op.create_index(
        "ix_registry_transition_customer_id",
        "registry_transition",
        ["customer_id"],
        schema=SCHEMA,
    )
    # Erasable: withdrawal removes the customer's stream; the owner stream is never erased
    # because the procedure deletes only rows of the withdrawn customer.
    make_append_only(op, SCHEMA, "registry_transition", erasable=True)

    op.create_table(
        "event",
        sa.Column("event_id", sa.Text(), nullable=False),
        sa.Column("customer_id", sa.Text(), nullable=False),
        sa.Column("sequence", sa.Integer(), nullable=False),
        sa.Column("event_type", sa.Text(), nullable=False),
        sa.Column("dedupe_key", sa.Text(), nullable=False),
        sa.Column("supersedes", sa.Text(), nullable=True),
        sa.Column("schema_version", sa.Integer(), nullable=False),
        sa.Column("payload", postgresql.JSONB(), nullable=False),
        sa.Column("content_digest", sa.Text(), nullable=False),
        sa.Column("appended_by", sa.Text(), nullable=False),
        sa.Column("recorded_at", sa.DateTime(timezone=True), nullable=False),
        *_chain_columns(),
        sa.PrimaryKeyConstraint("event_id", name="pk_event"),
        sa.UniqueConstraint("customer_id", "dedupe_key", name="uq_event_customer_id_dedupe_key"),
        sa.UniqueConstraint("customer_id", "sequence", name="uq_event_customer_id_sequence"),
        sa.CheckConstraint("sequence >= 1", name="ck_event_sequence_positive"),
        sa.CheckConstraint("char_length(dedupe_key) >= 16", name="ck_event_dedupe_key_length"),
        schema=SCHEMA,
    )
    op.create_index(
        "uq_event_customer_id_supersedes",
        "event",
        ["customer_id", "supersedes"],
        unique=True,
        schema=SCHEMA,
        postgresql_where=sa.text("supersedes IS NOT NULL"),
    )
    make_append_only(op, SCHEMA, "event", erasable=True)
    make_customer_isolated(op, SCHEMA, "event")

    op.create_table(
        "erasure_tombstone",
        sa.Column("sequence", sa.Integer(), nullable=False),
        sa.Column("tombstone_id", sa.Text(), nullable=False),
        sa.Column("customer_digest", sa.Text(), nullable=False),
        sa.Column("erased_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("actor", sa.Text(), nullable=False),
        sa.Column("summary", postgresql.JSONB(), nullable=False),
        *_chain_columns(),
        sa.PrimaryKeyConstraint("sequence", name="pk_erasure_tombstone"),
        sa.UniqueConstraint("tombstone_id", name="uq_erasure_tombstone_tombstone_id"),
        sa.UniqueConstraint("customer_digest", name="uq_erasure_tombstone_customer_digest"),
        schema=SCHEMA,
    )
    make_append_only(op, SCHEMA, "erasure_tombstone")


def downgrade() -> None:
    drop_append_only(op, SCHEMA, "erasure_tombstone")
    op.drop_table("erasure_tombstone", schema=SCHEMA)
    drop_customer_isolation(op, SCHEMA, "event")
    drop_append_only(op, SCHEMA, "event")
    op.drop_index("uq_event_customer_id_supersedes", table_name="event", schema=SCHEMA)
    op.drop_table("event", schema=SCHEMA)
    drop_append_only(op, SCHEMA, "registry_transition")
    op.drop_index(
        "ix_registry_transition_customer_id", table_name="registry_transition", schema=SCHEMA
    )
    op.drop_table("registry_transition", schema=SCHEMA)
