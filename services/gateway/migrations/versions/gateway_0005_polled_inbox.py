"""gateway: polling's durable inbox of fetched, not yet claimed updates (ADR 0093).

Revision ID: gateway_0005_polled_inbox
Revises: gateway_0004_erasure
Create Date: 2026-12-05
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "gateway_0005_polled_inbox"
down_revision: str | None = "gateway_0004_erasure"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

SCHEMA = "gateway"


def upgrade() -> None:
    op.create_table(
        "polled_update",
        sa.Column("bot_id", sa.BigInteger(), nullable=False),
        sa.Column("update_id", sa.BigInteger(), nullable=False),
        sa.Column("payload", sa.Text(), nullable=False),
        sa.Column("fetched_at", sa.DateTime(timezone=True), nullable=False),
        sa.PrimaryKeyConstraint("bot_id", "update_id", name="pk_polled_update"),
        schema=SCHEMA,
    )


def downgrade() -> None:
    op.drop_table("polled_update", schema=SCHEMA)
