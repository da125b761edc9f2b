"""gateway: the day's audit counters in shards, so concurrent updates do not queue on one row.

Every update's claim and finish add to the day's counters (``update_received``,
``routed_customer``, ...) in their own transactions, and an upsert holds its row until the
COMMIT: with one row per counter and day, the per-chat lanes (ADR 0093) waited for one
another's commits there (the most frequent wait of the gateway's backends in a
1,000-customer pilot day, ADR 0102). A counter is now the sum of its shards; an update
adds to the shard its update id names, so updates of different chats rarely share a row.

Revision ID: gateway_0006_counter_shards
Revises: gateway_0005_polled_inbox
Create Date: 2026-12-05
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "gateway_0006_counter_shards"
down_revision: str | None = "gateway_0005_polled_inbox"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

SCHEMA = "gateway"
TABLE = "update_counter"


def upgrade() -> None:
    op.add_column(
        TABLE,
        sa.Column("shard", sa.SmallInteger(), nullable=False, server_default=sa.text("0")),
        schema=SCHEMA,
    )
    op.create_check_constraint(
        "ck_update_counter_shard_range", TABLE, "shard BETWEEN 0 AND 15", schema=SCHEMA
    )
    op.drop_constraint("pk_update_counter", TABLE, schema=SCHEMA, type_="primary")
    op.create_primary_key(
        "pk_update_counter", TABLE, ["kst_date", "counter", "shard"], schema=SCHEMA
    )


def downgrade() -> None:
    # Fold the shards back into one row per counter and day before the key narrows.
    op.execute(
        f"""
        WITH folded AS (
            DELETE FROM {SCHEMA}.{TABLE} WHERE shard <> 0
            RETURNING kst_date, counter, count
        ), sums AS (
            SELECT kst_date, counter, sum(count) AS count FROM folded GROUP BY kst_date, counter
        )
        INSERT INTO {SCHEMA}.{TABLE} (kst_date, counter, count, shard)
        SELECT kst_date, counter, count, 0 FROM sums
        ON CONFLICT (kst_date, counter, shard)
        DO UPDATE SET count = {SCHEMA}.{TABLE}.count + EXCLUDED.count
        """  # noqa: S608 - constants of this migration, no input
    )
    op.drop_constraint("pk_update_counter", TABLE, schema=SCHEMA, type_="primary")
    op.create_primary_key("pk_update_counter", TABLE, ["kst_date", "counter"], schema=SCHEMA)
    op.drop_constraint("ck_update_counter_shard_range", TABLE, schema=SCHEMA, type_="check")
    op.drop_column(TABLE, "shard", schema=SCHEMA)
