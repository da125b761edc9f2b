"""checkin adaptive nutrition: policy revisions, proposals, active targets, delivery outbox.

Five customer-scoped ledgers, each a hash chain per customer on ``(customer_id, sequence)``,
isolated by row-level security and append-only but erasable (withdrawal). Self-contained:
it creates and drops only its own tables, so it can be re-pointed onto another head.

Revision ID: checkin_0005_nutrition
Revises: checkin_0003_flows
Create Date: 2026-12-04
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

revision: str = "checkin_0005_nutrition"
down_revision: str | None = "checkin_0003_flows"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

SCHEMA = "checkin"
TABLES = (
    "nutrition_policy",
    "nutrition_proposal",
    "nutrition_target",
    "nutrition_outbox",
    "nutrition_outbox_attempt",
)


def _create_chained(name: str, *columns: sa.Column[object] | sa.Constraint) -> None:
    op.create_table(
        name,
        sa.Column("customer_id", sa.Text(), nullable=False),
        sa.Column("sequence", sa.Integer(), nullable=False),
        *columns,
        sa.Column("recorded_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("previous_row_digest", sa.Text(), nullable=False),
        sa.Column("row_digest", sa.Text(), nullable=False),
        sa.PrimaryKeyConstraint("customer_id", "sequence", name=f"pk_{name}"),
        sa.CheckConstraint("sequence >= 1", name=f"ck_{name}_sequence_positive"),
        schema=SCHEMA,
    )
    make_append_only(op, SCHEMA, name, erasable=True)
    make_customer_isolated(op, SCHEMA, name)


def upgrade() -> None:
    _create_chained(
        "nutrition_policy",
        sa.Column("policy", postgresql.JSONB(), nullable=False),
        sa.Column("policy_digest", sa.Text(), nullable=False),
        sa.Column("actor", sa.Text(), nullable=False),
    )
    _create_chained(
        "nutrition_proposal",
        sa.Column("proposal_id", sa.Text(), nullable=False),
        sa.Column("revision", sa.Integer(), nullable=False),
        sa.Column("week_index", sa.Integer(), nullable=False),
        sa.Column("proposal", postgresql.JSONB(), nullable=False),
        sa.Column("proposal_digest", sa.Text(), nullable=False),
        sa.Column("policy_revision", sa.Integer(), nullable=False),
        sa.Column("created_event_id", sa.Text(), nullable=False),
        sa.UniqueConstraint(
            "customer_id",
            "proposal_id",
            "revision",
            name="uq_nutrition_proposal_customer_id_proposal_id_revision",
        ),
        sa.CheckConstraint("revision >= 1", name="ck_nutrition_proposal_revision_positive"),
    )
    _create_chained(
        "nutrition_target",
        sa.Column("effective_from", sa.Date(), nullable=False),
        sa.Column("targets", postgresql.JSONB(), nullable=False),
        sa.Column("proposal_id", sa.Text(), nullable=False),
        sa.Column("revision", sa.Integer(), nullable=False),
        sa.Column("decided_event_id", sa.Text(), nullable=False),
        sa.UniqueConstraint(
            "customer_id",
            "proposal_id",
            "revision",
            name="uq_nutrition_target_customer_id_proposal_id_revision",
        ),
    )
    _create_chained(
        "nutrition_outbox",
        sa.Column("item_kind", sa.Text(), nullable=False),
        sa.Column("item_key", sa.Text(), nullable=False),
        sa.Column("proposal_id", sa.Text(), nullable=False),
        sa.Column("revision", sa.Integer(), nullable=False),
        sa.Column("submission", postgresql.JSONB(), nullable=False),
        sa.UniqueConstraint(
            "customer_id", "item_key", name="uq_nutrition_outbox_customer_id_item_key"
        ),
        sa.CheckConstraint(
            "item_kind IN ('card', 'draft')", name="ck_nutrition_outbox_item_kind_known"
        ),
    )
    _create_chained(
        "nutrition_outbox_attempt",
        sa.Column("item_key", sa.Text(), nullable=False),
        sa.Column("outcome", sa.Text(), nullable=False),
        sa.Column("http_status", sa.Integer(), nullable=True),
        sa.Column("detail", postgresql.JSONB(), nullable=False),
        sa.CheckConstraint(
            "outcome IN ('accepted', 'refused', 'unreachable')",
            name="ck_nutrition_outbox_attempt_outcome_known",
        ),
    )


def downgrade() -> None:
    for name in reversed(TABLES):
        drop_customer_isolation(op, SCHEMA, name)
        drop_append_only(op, SCHEMA, name)
        op.drop_table(name, schema=SCHEMA)
