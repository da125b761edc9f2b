"""checkin judgment ledger (seed 004): typed coaching judgments, one hash chain per customer.

``body`` is text holding the exact canonical JSON bytes of the record as written, so a later
schema version can never re-serialise an old row. Customer-isolated, append-only, erasable.

Revision ID: checkin_0006_judgments
Revises: checkin_0005_nutrition
Create Date: 2026-12-04
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

from shared.db.ddl import (
    drop_append_only,
    drop_customer_isolation,
    make_append_only,
    make_customer_isolated,
)

revision: str = "checkin_0006_judgments"
down_revision: str | None = "checkin_0005_nutrition"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

SCHEMA = "checkin"
TABLE = "judgment_record"


def upgrade() -> None:
    op.create_table(
        TABLE,
        sa.Column("customer_id", sa.Text(), nullable=False),
        sa.Column("sequence", sa.Integer(), nullable=False),
        sa.Column("record_id", sa.Text(), nullable=False),
        sa.Column("record_kind", sa.Text(), nullable=False),
        sa.Column("record_key", sa.Text(), nullable=False),
        sa.Column("schema_version", sa.Integer(), nullable=False),
        sa.Column("policy_revision", sa.Integer(), nullable=False),
        sa.Column("policy_rule", sa.Text(), nullable=False),
        sa.Column("body", sa.Text(), nullable=False),
        sa.Column("body_digest", sa.Text(), nullable=False),
        sa.Column("recorded_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("previous_row_digest", sa.Text(), nullable=False),
        sa.Column("row_digest", sa.Text(), nullable=False),
        sa.PrimaryKeyConstraint("customer_id", "sequence", name="pk_judgment_record"),
        sa.UniqueConstraint(
            "customer_id", "record_key", name="uq_judgment_record_customer_id_record_key"
        ),
        sa.UniqueConstraint(
            "customer_id", "record_id", name="uq_judgment_record_customer_id_record_id"
        ),
        sa.CheckConstraint("sequence >= 1", name="ck_judgment_record_sequence_positive"),
        schema=SCHEMA,
    )
    make_append_only(op, SCHEMA, TABLE, erasable=True)
    make_customer_isolated(op, SCHEMA, TABLE)


def downgrade() -> None:
    drop_customer_isolation(op, SCHEMA, TABLE)
    drop_append_only(op, SCHEMA, TABLE)
    op.drop_table(TABLE, schema=SCHEMA)
