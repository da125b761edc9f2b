"""Migration helpers shared by every service's alembic revisions.

Append-only is enforced by the database: a trigger rejects UPDATE and DELETE on each row
and TRUNCATE on the table, so no application bug (or forgotten WHERE clause) can rewrite a
ledger. The one sanctioned exception is customer erasure on withdrawal: tables installed
with ``erasable=True`` accept DELETE inside a transaction that has set the transaction-local
``dualcoach.erasure_authorized`` to ``on`` (done only by the audited erasure procedure).
"""

from __future__ import annotations

from typing import Any

# Alembic's ``op`` is a module-level proxy of ``Operations``; typed loosely on purpose.
Operations = Any

_GUARD_FUNCTION = "reject_ledger_mutation"
ERASURE_SETTING = "dualcoach.erasure_authorized"
# Transaction-local setting naming the one customer whose rows a transaction may see.
CUSTOMER_SCOPE_SETTING = "dualcoach.customer_id"


def create_append_only_guard(op: Operations, schema: str) -> None:
    """Create the schema's trigger function (call once, in the first revision)."""
    op.execute(
        f"""
        CREATE OR REPLACE FUNCTION "{schema}".{_GUARD_FUNCTION}() RETURNS trigger
        LANGUAGE plpgsql AS $$
        BEGIN
            IF TG_OP = 'DELETE' AND TG_ARGV[0] = 'erasable'
               AND current_setting('{ERASURE_SETTING}', true) = 'on' THEN
                RETURN OLD;
            END IF;
            RAISE EXCEPTION 'append-only table %.%: % is not allowed',
                TG_TABLE_SCHEMA, TG_TABLE_NAME, TG_OP
                USING ERRCODE = 'restrict_violation';
        END;
        $$
        """
    )


def drop_append_only_guard(op: Operations, schema: str) -> None:
    op.execute(f'DROP FUNCTION IF EXISTS "{schema}".{_GUARD_FUNCTION}()')


def make_append_only(op: Operations, schema: str, table: str, *, erasable: bool = False) -> None:
    """Install the row and statement triggers that make ``schema.table`` append-only."""
    mode = "erasable" if erasable else "strict"
    op.execute(
        f'CREATE TRIGGER {table}_append_only BEFORE UPDATE OR DELETE ON "{schema}"."{table}" '
        f"FOR EACH ROW EXECUTE FUNCTION \"{schema}\".{_GUARD_FUNCTION}('{mode}')"
    )
    op.execute(
        f'CREATE TRIGGER {table}_no_truncate BEFORE TRUNCATE ON "{schema}"."{table}" '
        f"FOR EACH STATEMENT EXECUTE FUNCTION \"{schema}\".{_GUARD_FUNCTION}('strict')"
    )


def drop_append_only(op: Operations, schema: str, table: str) -> None:
    op.execute(f'DROP TRIGGER IF EXISTS {table}_append_only ON "{schema}"."{table}"')
    op.execute(f'DROP TRIGGER IF EXISTS {table}_no_truncate ON "{schema}"."{table}"')


def make_customer_isolated(
    op: Operations, schema: str, table: str, *, column: str = "customer_id"
) -> None:
    """Row-level security: a transaction sees and writes only the rows of the customer named
    in its ``dualcoach.customer_id`` setting (none when unset), even without a WHERE clause.

    FORCE applies the policy to the table owner too - the service's own role owns its
    tables, so without FORCE the isolation would not hold for the service itself.
    """
    qualified = f'"{schema}"."{table}"'
    predicate = f"{column} = current_setting('{CUSTOMER_SCOPE_SETTING}', true)"
    op.execute(f"ALTER TABLE {qualified} ENABLE ROW LEVEL SECURITY")
    op.execute(f"ALTER TABLE {qualified} FORCE ROW LEVEL SECURITY")
    op.execute(
        f"CREATE POLICY {table}_customer_isolation ON {qualified} "
        f"USING ({predicate}) WITH CHECK ({predicate})"
    )


def drop_customer_isolation(op: Operations, schema: str, table: str) -> None:
    qualified = f'"{schema}"."{table}"'
    op.execute(f"DROP POLICY IF EXISTS {table}_customer_isolation ON {qualified}")
    op.execute(f"ALTER TABLE {qualified} NO FORCE ROW LEVEL SECURITY")
    op.execute(f"ALTER TABLE {qualified} DISABLE ROW LEVEL SECURITY")


def create_service_base(op: Operations, schema: str) -> None:
    """Objects every service schema starts with: the append-only guard and the nonce table.

    Frozen: revisions that already ran call this, so change it only by adding a new helper.
    """
    import sqlalchemy as sa

    create_append_only_guard(op, schema)
    op.create_table(
        "service_request_nonce",
        sa.Column("caller_id", sa.Text(), nullable=False),
        sa.Column("nonce", sa.Text(), nullable=False),
        sa.Column("seen_at", sa.DateTime(timezone=True), nullable=False),
        sa.PrimaryKeyConstraint("caller_id", "nonce", name="pk_service_request_nonce"),
        schema=schema,
    )
    op.create_index(
        "ix_service_request_nonce_seen_at", "service_request_nonce", ["seen_at"], schema=schema
    )


def drop_service_base(op: Operations, schema: str) -> None:
    op.drop_table("service_request_nonce", schema=schema)
    drop_append_only_guard(op, schema)
