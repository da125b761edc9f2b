"""delivery: Richard's card decisions go to checkin through the outbox; the weekly run.

* The outbox accepts a third target, ``nutrition_decision`` (Richard's 승인/보류 of a card,
  posted to checkin's proposal decision route).
* ``weekly_run``: one row per KST day on which the scheduler asked checkin to compute the
  week's nutrition proposals (``POST /v1/nutrition/weekly-run``), so it is asked once a day.

Revision ID: delivery_0006_decisions
Revises: delivery_0005_draft_review
Create Date: 2026-12-08
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op
from sqlalchemy.dialects import postgresql

revision: str = "delivery_0006_decisions"
down_revision: str | None = "delivery_0005_draft_review"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

SCHEMA = "delivery"
TZ = sa.DateTime(timezone=True)
TARGET_CHECK = "ck_outbox_target_known"


def _targets(*names: str) -> str:
    return f"target IN ({', '.join(repr(name) for name in names)})"


def upgrade() -> None:
    op.drop_constraint(TARGET_CHECK, "outbox", schema=SCHEMA, type_="check")
    op.create_check_constraint(
        TARGET_CHECK,
        "outbox",
        _targets("checkin_event", "expression_outcome", "nutrition_decision"),
        schema=SCHEMA,
    )
    op.create_table(
        "weekly_run",
        sa.Column("kst_date", sa.Date(), nullable=False),
        sa.Column("status", sa.Text(), nullable=False),
        sa.Column("attempts", sa.Integer(), nullable=False),
        sa.Column("last_reason", sa.Text(), nullable=True),
        sa.Column("results", postgresql.JSONB(), nullable=True),
        sa.Column("first_seen_at", TZ, nullable=False),
        sa.Column("updated_at", TZ, nullable=False),
        sa.PrimaryKeyConstraint("kst_date", name="pk_weekly_run"),
        sa.CheckConstraint("status IN ('pending', 'done')", name="ck_weekly_run_status_known"),
        sa.CheckConstraint(
            "status <> 'done' OR results IS NOT NULL", name="ck_weekly_run_done_has_results"
        ),
        schema=SCHEMA,
    )


def downgrade() -> None:
    op.drop_table("weekly_run", schema=SCHEMA)
    # Relayed decisions go with their target; a pending one makes the narrower check fail,
    # so the downgrade refuses rather than lose a decision checkin has not received.
    op.execute(
        sa.text(
            "DELETE FROM delivery.outbox "
            "WHERE target = 'nutrition_decision' AND status <> 'pending'"
        )
    )
    op.drop_constraint(TARGET_CHECK, "outbox", schema=SCHEMA, type_="check")
    op.create_check_constraint(
        TARGET_CHECK, "outbox", _targets("checkin_event", "expression_outcome"), schema=SCHEMA
    )
