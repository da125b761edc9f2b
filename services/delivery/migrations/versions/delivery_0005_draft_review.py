"""delivery draft review: Richard's Telegram review message of each customer draft revision.

Revision ID: delivery_0005_draft_review
Revises: delivery_0004_shared_outbox
Create Date: 2026-12-07
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "delivery_0005_draft_review"
down_revision: str | None = "delivery_0004_shared_outbox"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

SCHEMA = "delivery"
TZ = sa.DateTime(timezone=True)


def upgrade() -> None:
    op.create_table(
        "draft_review",
        sa.Column("draft_id", sa.Text(), nullable=False),
        sa.Column("revision", sa.Integer(), nullable=False),
        sa.Column("customer_id", sa.Text(), nullable=False),
        sa.Column("state", sa.Text(), nullable=False),
        sa.Column("chat_id", sa.BigInteger(), nullable=True),
        sa.Column("topic_id", sa.BigInteger(), nullable=True),
        sa.Column("message_id", sa.BigInteger(), nullable=True),
        sa.Column("reason", sa.Text(), nullable=True),
        sa.Column("attempts", sa.Integer(), nullable=False),
        sa.Column("created_at", TZ, nullable=False),
        sa.Column("updated_at", TZ, nullable=False),
        sa.PrimaryKeyConstraint("draft_id", "revision", name="pk_draft_review"),
        sa.ForeignKeyConstraint(
            ["draft_id"], [f"{SCHEMA}.draft.draft_id"], name="fk_draft_review_draft_id_draft"
        ),
        sa.CheckConstraint(
            "state IN ('pending', 'sending', 'sent', 'refused', 'unknown', 'skipped', 'blocked')",
            name="ck_draft_review_state_known",
        ),
        sa.CheckConstraint("revision >= 1", name="ck_draft_review_revision_positive"),
        sa.CheckConstraint(
            "state NOT IN ('sending', 'sent', 'unknown') OR chat_id IS NOT NULL",
            name="ck_draft_review_sent_has_destination",
        ),
        sa.CheckConstraint(
            "state <> 'sent' OR message_id IS NOT NULL", name="ck_draft_review_sent_has_message"
        ),
        schema=SCHEMA,
    )
    op.create_index("ix_draft_review_state", "draft_review", ["state"], schema=SCHEMA)


def downgrade() -> None:
    op.drop_index("ix_draft_review_state", table_name="draft_review", schema=SCHEMA)
    op.drop_table("draft_review", schema=SCHEMA)
