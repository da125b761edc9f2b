"""delivery console logout: sessions ended by "log out" are remembered server-side.

Revision ID: delivery_0013_console_logout
Revises: delivery_0012_retention
Create Date: 2026-12-03
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "delivery_0013_console_logout"
down_revision: str | None = "delivery_0012_retention"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

SCHEMA = "delivery"


def upgrade() -> None:
    op.create_table(
        "console_session_end",
        sa.Column("nonce_digest", sa.Text(), nullable=False),
        sa.Column("ended_at", sa.DateTime(timezone=True), nullable=False),
        sa.PrimaryKeyConstraint("nonce_digest", name=op.f("pk_console_session_end")),
        schema=SCHEMA,
    )


def downgrade() -> None:
    op.drop_table("console_session_end", schema=SCHEMA)
