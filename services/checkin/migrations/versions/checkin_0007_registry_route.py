"""checkin registry routing index: the current triples, unique where the registry says so.

A projection of the latest transition of every registry stream, maintained in the same
transaction as each transition (``RegistryRepository.append``). Its partial unique index makes
"no triple routes to two roles" (owner, enabled customer, enabled bound trainer) a database
fact, and lets a sender's triple resolve with one indexed lookup instead of folding and
re-validating the whole registry on every request (ADR 0067). Backfilled from the existing
transitions.

Revision ID: checkin_0007_registry_route
Revises: checkin_0006_judgments
Create Date: 2026-12-05
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "checkin_0007_registry_route"
down_revision: str | None = "checkin_0006_judgments"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

SCHEMA = "checkin"
TABLE = "registry_route"

# The latest row of every stream is its current state (see ``registry/repository.py``).
_BACKFILL = """
WITH latest AS (
    SELECT DISTINCT ON (stream) stream, customer_id, action, entry, detail
    FROM checkin.registry_transition
    ORDER BY stream, sequence DESC
), addresses AS (
    SELECT entry->'owner' AS address, 'owner' AS role, NULL AS customer_id
    FROM latest WHERE stream = 'owner'
    UNION ALL
    SELECT entry->'spec'->'customer', 'customer', customer_id
    FROM latest WHERE stream LIKE 'customer:%' AND (entry->>'enabled')::boolean
    UNION ALL
    SELECT entry->'spec'->'trainer', 'trainer', customer_id
    FROM latest WHERE stream LIKE 'customer:%' AND (entry->>'enabled')::boolean
    UNION ALL
    SELECT entry->'spec'->'customer', 'withdrawn', customer_id
    FROM latest
    WHERE stream LIKE 'customer:%' AND NOT (entry->>'enabled')::boolean
      AND action = 'disabled' AND detail->>'reason' = 'customer_withdrawal'
)
INSERT INTO checkin.registry_route (user_id, chat_id, topic_id, role, customer_id)
SELECT (address->>'user_id')::bigint, (address->>'chat_id')::bigint,
       (address->>'topic_id')::bigint, role, customer_id
FROM addresses WHERE jsonb_typeof(address) = 'object'
"""


def upgrade() -> None:
    op.create_table(
        TABLE,
        sa.Column("route_id", sa.Integer(), sa.Identity(), nullable=False),
        sa.Column("user_id", sa.BigInteger(), nullable=False),
        sa.Column("chat_id", sa.BigInteger(), nullable=False),
        sa.Column("topic_id", sa.BigInteger(), nullable=True),
        sa.Column("role", sa.Text(), nullable=False),
        sa.Column("customer_id", sa.Text(), nullable=True),
        sa.PrimaryKeyConstraint("route_id", name="pk_registry_route"),
        sa.CheckConstraint(
            "role IN ('owner', 'customer', 'trainer', 'withdrawn')",
            name="ck_registry_route_role_known",
        ),
        sa.CheckConstraint(
            "(role = 'owner') = (customer_id IS NULL)",
            name="ck_registry_route_customer_unless_owner",
        ),
        schema=SCHEMA,
    )
    op.create_index(
        "uq_registry_route_live_triple",
        TABLE,
        ["user_id", "chat_id", sa.text("coalesce(topic_id, 0)")],
        unique=True,
        schema=SCHEMA,
        postgresql_where=sa.text("role <> 'withdrawn'"),
    )
    op.create_index("ix_registry_route_triple", TABLE, ["user_id", "chat_id"], schema=SCHEMA)
    op.create_index("ix_registry_route_customer_id", TABLE, ["customer_id"], schema=SCHEMA)
    op.execute(_BACKFILL)


def downgrade() -> None:
    op.drop_index("ix_registry_route_customer_id", table_name=TABLE, schema=SCHEMA)
    op.drop_index("ix_registry_route_triple", table_name=TABLE, schema=SCHEMA)
    op.drop_index("uq_registry_route_live_triple", table_name=TABLE, schema=SCHEMA)
    op.drop_table(TABLE, schema=SCHEMA)
