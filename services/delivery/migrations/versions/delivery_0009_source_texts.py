"""delivery: the customer's and the trainer's words of the day, kept with their draft.

Revision ID: delivery_0009_source_texts
Revises: delivery_0008_erasure
Create Date: 2026-12-02

Nullable: drafts submitted before this revision carry no words (read as none). The column
lives in the ``draft`` row, so the withdrawal erasure that deletes a customer's drafts
deletes their words with them.
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op
from sqlalchemy.dialects.postgresql import JSONB

revision: str = "delivery_0009_source_texts"
down_revision: str | None = "delivery_0008_erasure"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

SCHEMA = "delivery"


def upgrade() -> None:
    op.add_column("draft", sa.Column("source_texts", JSONB(), nullable=True), schema=SCHEMA)


def downgrade() -> None:
    op.drop_column("draft", "source_texts", schema=SCHEMA)
