"""checkin flows: check-in/trainer sessions in progress and the outbox of draft submissions.

Both tables are customer-isolated by row-level security. Neither is append-only: a session
changes with every answer, an outbox row with every relay attempt (the facts themselves are
the canonical events). Withdrawal erasure deletes a customer's rows like any customer table.

Revision ID: checkin_0003_flows
Revises: checkin_0002_core
Create Date: 2026-12-04
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op
from sqlalchemy.dialects import postgresql

from shared.db.ddl import drop_customer_isolation, make_customer_isolated
from shared.outbox import create_outbox_table, drop_outbox_table

revision: str = "checkin_0003_flows"
down_revision: str | None = "checkin_0002_core"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

SCHEMA = "checkin"


def upgrade() -> None:
    op.create_table(
        "flow_session",
        sa.Column("session_id", sa.Text(), nullable=False),
        sa.Column("customer_id", sa.Text(), nullable=False),
        sa.Column("flow", sa.Text(), nullable=False),
        sa.Column("kst_date", sa.Date(), nullable=False),
        sa.Column("status", sa.Text(), nullable=False),
        sa.Column("answers", postgresql.JSONB(), nullable=False),
        sa.Column("bound_triple", postgresql.JSONB(), nullable=True),
        sa.Column("version", sa.Integer(), nullable=False),
        sa.Column("started_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("updated_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("finalized_at", sa.DateTime(timezone=True), nullable=True),
        sa.Column("event_id", sa.Text(), nullable=True),
        sa.PrimaryKeyConstraint("session_id", name="pk_flow_session"),
        sa.UniqueConstraint(
            "customer_id", "flow", "kst_date", name="uq_flow_session_customer_id_flow_kst_date"
        ),
        sa.CheckConstraint(
            "flow IN ('customer_checkin', 'trainer_session')", name="ck_flow_session_flow_known"
        ),
        sa.CheckConstraint("status IN ('open', 'finalized')", name="ck_flow_session_status_known"),
        sa.CheckConstraint("version >= 1", name="ck_flow_session_version_positive"),
        schema=SCHEMA,
    )
    make_customer_isolated(op, SCHEMA, "flow_session")
    create_outbox_table(op, SCHEMA)
    make_customer_isolated(op, SCHEMA, "outbox")


def downgrade() -> None:
    drop_customer_isolation(op, SCHEMA, "outbox")
    drop_outbox_table(op, SCHEMA)
    drop_customer_isolation(op, SCHEMA, "flow_session")
    op.drop_table("flow_session", schema=SCHEMA)
