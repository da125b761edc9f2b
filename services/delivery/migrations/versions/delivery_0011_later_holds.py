"""delivery later holds: a waiting customer draft held by a later safety signal says which.

When a held submission arrives, every customer draft of that customer still waiting
(pending or approved, not dispatched) becomes held in the same transaction; it records the
held draft that caused it in ``held_by_draft_id`` (and that draft's typed reasons in
``hold_reasons``). Only a held draft can name a cause.

Revision ID: delivery_0010
Revises: delivery_0008_erasure
Create Date: 2026-12-02
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "delivery_0011_later_holds"
down_revision: str | None = "delivery_0010_replaced_drafts"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

SCHEMA = "delivery"


def upgrade() -> None:
    op.add_column("draft", sa.Column("held_by_draft_id", sa.Text(), nullable=True), schema=SCHEMA)
    op.create_check_constraint(
        "ck_draft_held_by_only_when_held",
        "draft",
        "held_by_draft_id IS NULL OR held",
        schema=SCHEMA,
    )


def downgrade() -> None:
    op.drop_constraint("ck_draft_held_by_only_when_held", "draft", schema=SCHEMA, type_="check")
    op.drop_column("draft", "held_by_draft_id", schema=SCHEMA)
