"""delivery: a card decision checkin refused is marked on the card and owed to Richard.

* ``operator_card.status`` accepts ``decision-refused``: Richard's 승인/보류 was recorded but
  checkin refused it (``refusal`` keeps checkin's problem slug), so the card no longer
  claims the decision took effect.
* ``notice_*``: the one Telegram notice that tells Richard so (owed like a review message:
  pending -> sending -> sent | refused | unknown | blocked, destination pinned at sending).

Revision ID: delivery_0007_decision_refused
Revises: delivery_0006_decisions
Create Date: 2026-12-09
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "delivery_0007_decision_refused"
down_revision: str | None = "delivery_0006_decisions"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

SCHEMA = "delivery"
TABLE = "operator_card"
STATUS_CHECK = "ck_operator_card_status_known"
OLD_STATUSES = ("card", "publish_pending", "published", "approved", "held", "superseded")
COLUMNS = (
    ("refusal", sa.Text),
    ("notice_state", sa.Text),
    ("notice_chat_id", sa.BigInteger),
    ("notice_topic_id", sa.BigInteger),
    ("notice_message_id", sa.BigInteger),
    ("notice_reason", sa.Text),
)


def _in(column: str, values: Sequence[str]) -> str:
    return f"{column} IN ({', '.join(repr(value) for value in values)})"


def upgrade() -> None:
    for column, kind in COLUMNS:
        op.add_column(TABLE, sa.Column(column, kind(), nullable=True), schema=SCHEMA)
    op.drop_constraint(STATUS_CHECK, TABLE, schema=SCHEMA, type_="check")
    op.create_check_constraint(
        STATUS_CHECK, TABLE, _in("status", (*OLD_STATUSES, "decision-refused")), schema=SCHEMA
    )
    op.create_check_constraint(
        "ck_operator_card_notice_state_known",
        TABLE,
        _in("notice_state", ("pending", "sending", "sent", "refused", "unknown", "blocked")),
        schema=SCHEMA,
    )
    op.create_check_constraint(
        "ck_operator_card_refusal_recorded",
        TABLE,
        "(status = 'decision-refused') = "
        "(refusal IS NOT NULL AND decision IS NOT NULL AND notice_state IS NOT NULL)",
        schema=SCHEMA,
    )
    op.create_check_constraint(
        "ck_operator_card_notice_sent_has_message",
        TABLE,
        "notice_state IS DISTINCT FROM 'sent' "
        "OR (notice_chat_id IS NOT NULL AND notice_message_id IS NOT NULL)",
        schema=SCHEMA,
    )
    op.create_index("ix_operator_card_notice_state", TABLE, ["notice_state"], schema=SCHEMA)


def downgrade() -> None:
    op.drop_index("ix_operator_card_notice_state", table_name=TABLE, schema=SCHEMA)
    for name in ("notice_sent_has_message", "refusal_recorded", "notice_state_known"):
        op.drop_constraint(f"ck_operator_card_{name}", TABLE, schema=SCHEMA, type_="check")
    # A refused decision must not become "approved"/"held" again: before this revision the
    # only status that claims nothing is ``superseded``.
    op.execute(
        sa.text(
            "UPDATE delivery.operator_card SET status = 'superseded' "
            "WHERE status = 'decision-refused'"
        )
    )
    op.drop_constraint(STATUS_CHECK, TABLE, schema=SCHEMA, type_="check")
    op.create_check_constraint(STATUS_CHECK, TABLE, _in("status", OLD_STATUSES), schema=SCHEMA)
    for column, _ in COLUMNS:
        op.drop_column(TABLE, column, schema=SCHEMA)
