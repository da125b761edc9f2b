"""delivery: retention (ADR 0059) - ledger rows whose bodies can leave, and the daily run.

* ``delivery_ledger.digest_version``: rows already written keep version 1 (their digest
  covers the body, destination and receipt themselves, so those can never leave them).
  Every row written from now on is version 2: the digest covers the three through
  ``body_digest``, ``destination_digest`` and the new ``receipt_digest``.
* ``delivery_ledger.redacted_at`` and the ledger's own guard: the table stays append-only,
  except that, inside a transaction that set ``dualcoach.redaction_authorized``, an UPDATE
  may set exactly ``body``, ``destination`` and ``receipt`` of a version-2 row to NULL and
  stamp ``redacted_at`` once. Any other change, or this one without the setting, is refused
  by the database. DELETE stays as before: only inside an authorised erasure.
* ``retention_run``: one row per KST day on which the scheduler applied retention;
  ``retention_pending``: a retention erasure begun and not yet finished in every service.

Revision ID: delivery_0012_retention
Revises: delivery_0011_later_holds
Create Date: 2026-12-20
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op
from sqlalchemy.dialects import postgresql

from shared.db.ddl import ERASURE_SETTING

revision: str = "delivery_0012_retention"
down_revision: str | None = "delivery_0011_later_holds"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

SCHEMA = "delivery"
TABLE = "delivery_ledger"
TZ = sa.DateTime(timezone=True)
REDACTION_SETTING = "dualcoach.redaction_authorized"
GUARD = "guard_delivery_ledger"
REDACTED = "ARRAY['body', 'destination', 'receipt', 'redacted_at']"

PINNED_OLD = (
    "state <> 'prepared' OR (body IS NOT NULL AND destination IS NOT NULL "
    "AND destination_digest IS NOT NULL AND registry_revision IS NOT NULL)"
)
PINNED_NEW = (
    "state <> 'prepared' OR redacted_at IS NOT NULL OR (body IS NOT NULL "
    "AND destination IS NOT NULL AND destination_digest IS NOT NULL "
    "AND registry_revision IS NOT NULL)"
)
RECEIPT_OLD = "state <> 'delivered' OR receipt IS NOT NULL"
RECEIPT_NEW = "state <> 'delivered' OR receipt IS NOT NULL OR redacted_at IS NOT NULL"


def _replace_check(name: str, condition: str) -> None:
    op.drop_constraint(f"ck_{TABLE}_{name}", TABLE, schema=SCHEMA, type_="check")
    op.create_check_constraint(f"ck_{TABLE}_{name}", TABLE, condition, schema=SCHEMA)


def upgrade() -> None:
    op.add_column(TABLE, sa.Column("digest_version", sa.Integer(), nullable=True), schema=SCHEMA)
    op.add_column(TABLE, sa.Column("receipt_digest", sa.Text(), nullable=True), schema=SCHEMA)
    op.add_column(TABLE, sa.Column("redacted_at", TZ, nullable=True), schema=SCHEMA)
    # Backfilling the new column of existing rows is an UPDATE the append-only trigger
    # refuses; the trigger is replaced below anyway, so it goes first.
    op.execute(f'DROP TRIGGER IF EXISTS {TABLE}_append_only ON "{SCHEMA}"."{TABLE}"')
    op.execute(f'UPDATE "{SCHEMA}"."{TABLE}" SET digest_version = 1')  # noqa: S608 - constants
    op.alter_column(TABLE, "digest_version", nullable=False, schema=SCHEMA)
    op.create_check_constraint(
        f"ck_{TABLE}_digest_version_known", TABLE, "digest_version IN (1, 2)", schema=SCHEMA
    )
    op.create_check_constraint(
        f"ck_{TABLE}_redacted_is_empty",
        TABLE,
        "redacted_at IS NULL OR (digest_version = 2 AND body IS NULL AND destination IS NULL "
        "AND receipt IS NULL)",
        schema=SCHEMA,
    )
    _replace_check("prepared_is_pinned", PINNED_NEW)
    _replace_check("delivered_has_receipt", RECEIPT_NEW)
    op.execute(
        f"""
        CREATE FUNCTION "{SCHEMA}".{GUARD}() RETURNS trigger
        LANGUAGE plpgsql AS $$
        BEGIN
            IF TG_OP = 'DELETE' AND current_setting('{ERASURE_SETTING}', true) = 'on' THEN
                RETURN OLD;
            END IF;
            -- Retention's redaction: only the body, destination and receipt of a version-2
            -- row, only to NULL, stamped once; every digested column stays as it was.
            IF TG_OP = 'UPDATE' AND current_setting('{REDACTION_SETTING}', true) = 'on'
               AND OLD.digest_version = 2 AND OLD.redacted_at IS NULL
               AND NEW.redacted_at IS NOT NULL
               AND NEW.body IS NULL AND NEW.destination IS NULL AND NEW.receipt IS NULL
               AND (to_jsonb(NEW) - {REDACTED}) = (to_jsonb(OLD) - {REDACTED}) THEN
                RETURN NEW;
            END IF;
            RAISE EXCEPTION 'append-only table %.%: % is not allowed',
                TG_TABLE_SCHEMA, TG_TABLE_NAME, TG_OP
                USING ERRCODE = 'restrict_violation';
        END;
        $$
        """
    )
    op.execute(
        f'CREATE TRIGGER {TABLE}_append_only BEFORE UPDATE OR DELETE ON "{SCHEMA}"."{TABLE}" '
        f'FOR EACH ROW EXECUTE FUNCTION "{SCHEMA}".{GUARD}()'
    )
    op.create_table(
        "retention_run",
        sa.Column("kst_date", sa.Date(), nullable=False),
        sa.Column("status", sa.Text(), nullable=False),
        sa.Column("attempts", sa.Integer(), nullable=False),
        sa.Column("last_reason", sa.Text(), nullable=True),
        sa.Column("summary", postgresql.JSONB(), nullable=True),
        sa.Column("first_seen_at", TZ, nullable=False),
        sa.Column("updated_at", TZ, nullable=False),
        sa.PrimaryKeyConstraint("kst_date", name="pk_retention_run"),
        sa.CheckConstraint("status IN ('pending', 'done')", name="ck_retention_run_status_known"),
        sa.CheckConstraint(
            "status <> 'done' OR summary IS NOT NULL", name="ck_retention_run_done_has_summary"
        ),
        schema=SCHEMA,
    )
    op.create_table(
        "retention_pending",
        sa.Column("customer_id", sa.Text(), nullable=False),
        sa.Column("started_at", TZ, nullable=False),
        sa.PrimaryKeyConstraint("customer_id", name="pk_retention_pending"),
        schema=SCHEMA,
    )


def downgrade() -> None:
    # For development only: the old code cannot verify version-2 rows, and a redacted row
    # (its body gone for good) makes the restored ``prepared_is_pinned`` check refuse.
    op.drop_table("retention_pending", schema=SCHEMA)
    op.drop_table("retention_run", schema=SCHEMA)
    op.execute(f'DROP TRIGGER IF EXISTS {TABLE}_append_only ON "{SCHEMA}"."{TABLE}"')
    op.execute(f'DROP FUNCTION IF EXISTS "{SCHEMA}".{GUARD}()')
    op.execute(
        f'CREATE TRIGGER {TABLE}_append_only BEFORE UPDATE OR DELETE ON "{SCHEMA}"."{TABLE}" '
        f"FOR EACH ROW EXECUTE FUNCTION \"{SCHEMA}\".reject_ledger_mutation('erasable')"
    )
    _replace_check("delivered_has_receipt", RECEIPT_OLD)
    _replace_check("prepared_is_pinned", PINNED_OLD)
    op.drop_constraint(f"ck_{TABLE}_redacted_is_empty", TABLE, schema=SCHEMA, type_="check")
    op.drop_constraint(f"ck_{TABLE}_digest_version_known", TABLE, schema=SCHEMA, type_="check")
    op.drop_column(TABLE, "redacted_at", schema=SCHEMA)
    op.drop_column(TABLE, "receipt_digest", schema=SCHEMA)
    op.drop_column(TABLE, "digest_version", schema=SCHEMA)
