"""delivery: the withdrawal erasure's tombstones (append-only, hash-chained, no customer data).

Revision ID: delivery_0008_erasure
Revises: delivery_0007_decision_refused
Create Date: 2026-12-10
"""

from collections.abc import Sequence

from alembic import op

from shared.db.ddl import drop_append_only
from shared.erasure import TOMBSTONE_TABLE, create_tombstone_table

revision: str = "delivery_0008_erasure"
down_revision: str | None = "delivery_0007_decision_refused"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

SCHEMA = "delivery"


def upgrade() -> None:
    create_tombstone_table(op, SCHEMA)


def downgrade() -> None:
    drop_append_only(op, SCHEMA, TOMBSTONE_TABLE)
    op.drop_table(TOMBSTONE_TABLE, schema=SCHEMA)
