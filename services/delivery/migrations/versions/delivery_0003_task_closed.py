"""delivery scheduler: a due task can be closed without a draft (checkin: nothing to send).

Revision ID: delivery_0003_task_closed
Revises: delivery_0002_lifecycle
Create Date: 2026-12-07
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "delivery_0003_task_closed"
down_revision: str | None = "delivery_0002_lifecycle"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

SCHEMA = "delivery"
TABLE = "scheduled_task"


def upgrade() -> None:
    op.add_column(TABLE, sa.Column("closed_reason", sa.Text(), nullable=True), schema=SCHEMA)
    op.drop_constraint("ck_scheduled_task_status_known", TABLE, schema=SCHEMA, type_="check")
    op.create_check_constraint(
        "ck_scheduled_task_status_known",
        TABLE,
        "status IN ('pending', 'drafted', 'closed')",
        schema=SCHEMA,
    )
    op.create_check_constraint(
        "ck_scheduled_task_closed_has_reason",
        TABLE,
        "status <> 'closed' OR (closed_reason IS NOT NULL AND draft_id IS NULL)",
        schema=SCHEMA,
    )


def downgrade() -> None:
    # Closed tasks were never drafted; before this revision they could only be pending.
    op.execute(
        sa.text(
            "UPDATE delivery.scheduled_task SET status = 'pending', "
            "last_reason = closed_reason WHERE status = 'closed'"
        )
    )
    op.drop_constraint("ck_scheduled_task_closed_has_reason", TABLE, schema=SCHEMA, type_="check")
    op.drop_constraint("ck_scheduled_task_status_known", TABLE, schema=SCHEMA, type_="check")
    op.create_check_constraint(
        "ck_scheduled_task_status_known",
        TABLE,
        "status IN ('pending', 'drafted')",
        schema=SCHEMA,
    )
    op.drop_column(TABLE, "closed_reason", schema=SCHEMA)
