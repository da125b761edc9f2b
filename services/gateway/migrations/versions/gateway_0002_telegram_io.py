"""gateway Telegram I/O: processed updates (dedupe), audit counters, outbound sends.

Revision ID: gateway_0002_telegram_io
Revises: gateway_0001
Create Date: 2026-12-03
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op
from sqlalchemy.dialects import postgresql

revision: str = "gateway_0002_telegram_io"
down_revision: str | None = "gateway_0001"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

SCHEMA = "gateway"


def upgrade() -> None:
    op.create_table(
        "telegram_update",
        sa.Column("id", sa.BigInteger(), sa.Identity(), nullable=False),
        sa.Column("bot_id", sa.BigInteger(), nullable=False),
        sa.Column("update_id", sa.BigInteger(), nullable=False),
        sa.Column("kind", sa.Text(), nullable=False),
        sa.Column("received_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("outcome", sa.Text(), nullable=True),
        sa.Column("finished_at", sa.DateTime(timezone=True), nullable=True),
        sa.PrimaryKeyConstraint("id", name="pk_telegram_update"),
        sa.UniqueConstraint("bot_id", "update_id", name="uq_telegram_update_bot_id_update_id"),
        schema=SCHEMA,
    )
    op.create_table(
        "update_counter",
        sa.Column("kst_date", sa.Date(), nullable=False),
        sa.Column("counter", sa.Text(), nullable=False),
        sa.Column("count", sa.BigInteger(), nullable=False),
        sa.PrimaryKeyConstraint("kst_date", "counter", name="pk_update_counter"),
        schema=SCHEMA,
    )
    op.create_table(
        "outbound_send",
        sa.Column("id", sa.BigInteger(), sa.Identity(), nullable=False),
        sa.Column("reservation_id", sa.Text(), nullable=False),
        sa.Column("caller", sa.Text(), nullable=False),
        sa.Column("request_digest", sa.Text(), nullable=False),
        sa.Column("chat_id", sa.BigInteger(), nullable=False),
        sa.Column("topic_id", sa.BigInteger(), nullable=True),
        sa.Column("part_count", sa.Integer(), nullable=False),
        sa.Column("state", sa.Text(), nullable=False),
        sa.Column("reason", sa.Text(), nullable=True),
        sa.Column("receipts", postgresql.JSONB(), nullable=False),
        sa.Column("problem", postgresql.JSONB(), nullable=True),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("finished_at", sa.DateTime(timezone=True), nullable=True),
        sa.PrimaryKeyConstraint("id", name="pk_outbound_send"),
        sa.UniqueConstraint("reservation_id", name="uq_outbound_send_reservation_id"),
        sa.CheckConstraint(
            "state IN ('sending', 'sent', 'refused', 'unknown')",
            name="ck_outbound_send_state_known",
        ),
        schema=SCHEMA,
    )


def downgrade() -> None:
    op.drop_table("outbound_send", schema=SCHEMA)
    op.drop_table("update_counter", schema=SCHEMA)
    op.drop_table("telegram_update", schema=SCHEMA)
