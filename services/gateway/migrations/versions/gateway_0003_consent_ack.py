"""gateway conversations: the customer's acknowledgement of the consent notice.

Revision ID: gateway_0003_consent_ack
Revises: gateway_0002_telegram_io
Create Date: 2026-12-05
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "gateway_0003_consent_ack"
down_revision: str | None = "gateway_0002_telegram_io"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

SCHEMA = "gateway"


def upgrade() -> None:
    op.create_table(
        "consent_acknowledgement",
        sa.Column("id", sa.BigInteger(), sa.Identity(), nullable=False),
        sa.Column("customer_id", sa.Text(), nullable=False),
        sa.Column("consent_version", sa.Text(), nullable=False),
        sa.Column("acknowledged_at", sa.DateTime(timezone=True), nullable=False),
        sa.PrimaryKeyConstraint("id", name="pk_consent_acknowledgement"),
        sa.UniqueConstraint(
            "customer_id",
            "consent_version",
            name="uq_consent_acknowledgement_customer_id_consent_version",
        ),
        schema=SCHEMA,
    )


def downgrade() -> None:
    op.drop_table("consent_acknowledgement", schema=SCHEMA)
