"""gateway: the withdrawal erasure's tombstones (append-only, hash-chained, no customer data).

Revision ID: gateway_0004_erasure
Revises: gateway_0003_consent_ack
Create Date: 2026-12-10
"""

from collections.abc import Sequence

from alembic import op

from shared.db.ddl import drop_append_only
from shared.erasure import TOMBSTONE_TABLE, create_tombstone_table

revision: str = "gateway_0004_erasure"
down_revision: str | None = "gateway_0003_consent_ack"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

SCHEMA = "gateway"


def upgrade() -> None:
    create_tombstone_table(op, SCHEMA)


def downgrade() -> None:
    drop_append_only(op, SCHEMA, TOMBSTONE_TABLE)
    op.drop_table(TOMBSTONE_TABLE, schema=SCHEMA)
