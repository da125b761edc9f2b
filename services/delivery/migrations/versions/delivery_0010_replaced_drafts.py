"""delivery: a same-day revision replaces a waiting draft (a trainer record after the check-in).

* ``draft.replaces_draft_id``: the revision names the draft it replaces.
* ``draft.replaced_by_draft_id``: a replaced draft that was still waiting (pending or
  approved) is retired - ``discarded``, never approved or sent again - and names its
  replacement. The status set is unchanged: a replaced draft is a discarded one that says why.

Revision ID: delivery_0011
Revises: delivery_0008_erasure
Create Date: 2026-12-02
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "delivery_0010_replaced_drafts"
down_revision: str | None = "delivery_0009_source_texts"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

SCHEMA = "delivery"
TABLE = "draft"
LINKS = ("replaces_draft_id", "replaced_by_draft_id")
RETIRED_CHECK = "ck_draft_replaced_is_retired"


def upgrade() -> None:
    for column in LINKS:
        op.add_column(TABLE, sa.Column(column, sa.Text(), nullable=True), schema=SCHEMA)
        op.create_foreign_key(
            f"fk_draft_{column}_draft",
            TABLE,
            TABLE,
            [column],
            ["draft_id"],
            source_schema=SCHEMA,
            referent_schema=SCHEMA,
        )
    op.create_check_constraint(
        RETIRED_CHECK,
        TABLE,
        "replaced_by_draft_id IS NULL OR (status = 'discarded' AND discarded_at IS NOT NULL)",
        schema=SCHEMA,
    )


def downgrade() -> None:
    op.drop_constraint(RETIRED_CHECK, TABLE, schema=SCHEMA, type_="check")
    for column in reversed(LINKS):
        op.drop_constraint(f"fk_draft_{column}_draft", TABLE, schema=SCHEMA, type_="foreignkey")
        op.drop_column(TABLE, column, schema=SCHEMA)
