"""delivery outbox on the shared shape (``shared.outbox``): natural key, payload digest.

Delivery's first outbox had an identity id; the shared mechanism keys rows by
``(target, dedupe_key)`` and keeps the canonical digest of each payload (a second enqueue of
the same key with other content is refused, not silently dropped). Rows are carried over
verbatim, in their order, with their status, attempts and timestamps.

Revision ID: delivery_0004_shared_outbox
Revises: delivery_0003_task_closed
Create Date: 2026-12-07
"""

from collections.abc import Sequence
from typing import Any

import sqlalchemy as sa
from alembic import op
from sqlalchemy.dialects import postgresql

from shared.canonical import canonical_digest
from shared.outbox import create_outbox_table, drop_outbox_table

revision: str = "delivery_0004_shared_outbox"
down_revision: str | None = "delivery_0003_task_closed"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

SCHEMA = "delivery"
TARGETS = ("checkin_event", "expression_outcome")
COLUMNS = (
    "target",
    "dedupe_key",
    "customer_id",
    "path",
    "payload",
    "status",
    "attempts",
    "next_attempt_at",
    "last_status",
    "last_reason",
    "created_at",
    "finished_at",
)
TZ = sa.DateTime(timezone=True)


def _table(*extra: sa.ColumnClause[Any]) -> sa.TableClause:
    """A lightweight handle on the outbox for copying rows (either shape)."""
    return sa.table(
        "outbox",
        sa.column("target", sa.Text()),
        sa.column("dedupe_key", sa.Text()),
        sa.column("customer_id", sa.Text()),
        sa.column("path", sa.Text()),
        sa.column("payload", postgresql.JSONB()),
        sa.column("status", sa.Text()),
        sa.column("attempts", sa.Integer()),
        sa.column("next_attempt_at", TZ),
        sa.column("last_status", sa.Integer()),
        sa.column("last_reason", sa.Text()),
        sa.column("created_at", TZ),
        sa.column("finished_at", TZ),
        *extra,
        schema=SCHEMA,
    )


def _rows(order_by: str) -> list[dict[str, Any]]:
    table = _table()
    query = sa.select(*(table.c[name] for name in COLUMNS)).order_by(sa.text(order_by))
    return [dict(row) for row in op.get_bind().execute(query).mappings()]


def upgrade() -> None:
    rows = _rows("id")
    op.drop_index("ix_outbox_status_id", table_name="outbox", schema=SCHEMA)
    op.drop_table("outbox", schema=SCHEMA)
    create_outbox_table(op, SCHEMA, targets=TARGETS)
    if rows:
        digest = sa.column("payload_digest", sa.Text())
        op.bulk_insert(
            _table(digest),
            [{**row, "payload_digest": canonical_digest(row["payload"])} for row in rows],
        )


def downgrade() -> None:
    rows = _rows("created_at, target, dedupe_key")
    drop_outbox_table(op, SCHEMA)
    op.create_table(
        "outbox",
        sa.Column("id", sa.BigInteger(), sa.Identity(), nullable=False),
        sa.Column("target", sa.Text(), nullable=False),
        sa.Column("dedupe_key", sa.Text(), nullable=False),
        sa.Column("customer_id", sa.Text(), nullable=True),
        sa.Column("path", sa.Text(), nullable=False),
        sa.Column("payload", postgresql.JSONB(), nullable=False),
        sa.Column("status", sa.Text(), nullable=False),
        sa.Column("attempts", sa.Integer(), nullable=False),
        sa.Column("next_attempt_at", TZ, nullable=False),
        sa.Column("last_status", sa.Integer(), nullable=True),
        sa.Column("last_reason", sa.Text(), nullable=True),
        sa.Column("created_at", TZ, nullable=False),
        sa.Column("finished_at", TZ, nullable=True),
        sa.PrimaryKeyConstraint("id", name="pk_outbox"),
        sa.UniqueConstraint("target", "dedupe_key", name="uq_outbox_target_dedupe_key"),
        sa.CheckConstraint(
            "target IN ('checkin_event', 'expression_outcome')", name="ck_outbox_target_known"
        ),
        sa.CheckConstraint(
            "status IN ('pending', 'acknowledged', 'conflict', 'rejected')",
            name="ck_outbox_status_known",
        ),
        schema=SCHEMA,
    )
    op.create_index("ix_outbox_status_id", "outbox", ["status", "id"], schema=SCHEMA)
    if rows:
        op.bulk_insert(_table(), rows)
