"""checkin outbox due scan: which customers have due rows, and the backlog, in one statement.

The outbox is customer-isolated (``FORCE ROW LEVEL SECURITY``, ADR 0011/0018), so the relay
and the ``/metrics`` gauge used to enter every registered customer's scope, one transaction
each, whether or not anything was due: 1,001 transactions a pass at 1,000 customers (issue
18). Two ``SECURITY DEFINER`` functions answer across customers with ids and counts only,
never a row's content; the relay then enters only the scopes they name (ADR 0100).

They can read across customers through one extra ``FOR SELECT`` policy that holds only
while ``dualcoach.outbox_scan`` is ``on`` - a setting only these functions turn on, around
their one query, and put back before they return - and only for unacknowledged rows and the
schema owner's role. Writes stay under the one customer policy. The due scan is executable
by the schema owner (the role the relay runs as) only; the backlog also by the read-only
audit role the ``/metrics`` scrape uses. Not PUBLIC.

Revision ID: checkin_0008_outbox_due_scan
Revises: checkin_0007_registry_route
Create Date: 2026-12-05
"""

from collections.abc import Sequence

from alembic import op

revision: str = "checkin_0008_outbox_due_scan"
down_revision: str | None = "checkin_0007_registry_route"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

SCHEMA = "checkin"
SCAN_SETTING = "dualcoach.outbox_scan"

# Both functions: a fixed search_path (every name below is schema-qualified anyway, and
# pg_temp last so no temporary object can shadow one); the scan setting on only while the
# query runs - set transaction-locally, put back right after (and undone with the
# transaction or savepoint if the query fails), since a function's own ``SET`` clause may
# not name a custom setting unless a superuser creates it; only registered customers (the
# scopes the relay visited before: the registry's streams), so a row whose customer the
# registry does not know stays as invisible as it was.
_OPTIONS = """
LANGUAGE plpgsql VOLATILE SECURITY DEFINER
SET search_path = pg_catalog, pg_temp
"""

_REGISTERED = (
    "EXISTS (SELECT 1 FROM checkin.registry_transition AS r WHERE r.customer_id = o.customer_id)"
)


def _scanning(query: str) -> str:
    """A plpgsql body that returns ``query`` with the scan setting on only around it."""
    return f"""
DECLARE previous text := coalesce(current_setting('{SCAN_SETTING}', true), '');
BEGIN
    PERFORM set_config('{SCAN_SETTING}', 'on', true);
    RETURN QUERY {query};
    PERFORM set_config('{SCAN_SETTING}', previous, true);
END
"""


_DUE_QUERY = f"""
    SELECT DISTINCT o.customer_id
    FROM checkin.outbox AS o
    WHERE o.status = 'pending' AND o.next_attempt_at <= due_at
      AND o.customer_id IS NOT NULL AND {_REGISTERED}
    ORDER BY o.customer_id"""  # noqa: S608 - module constants only

_DUE_CUSTOMERS = f"""
CREATE FUNCTION checkin.outbox_due_customers(due_at timestamptz)
RETURNS SETOF text
{_OPTIONS}
AS $$
{_scanning(_DUE_QUERY)}
$$
"""

# The gauge's figures, identical in meaning to adding up ``shared.outbox.backlog`` over
# every registered customer's scope: per target and status, the rows and the oldest one.
_BACKLOG_QUERY = f"""
    SELECT o.target, o.status, count(*), min(o.created_at)
    FROM checkin.outbox AS o
    WHERE o.status <> 'acknowledged' AND {_REGISTERED}
    GROUP BY o.target, o.status"""  # noqa: S608 - module constants only

_BACKLOG = f"""
CREATE FUNCTION checkin.outbox_backlog()
RETURNS TABLE (target text, status text, rows bigint, oldest timestamptz)
{_OPTIONS}
AS $$
{_scanning(_BACKLOG_QUERY)}
$$
"""

# The policy and the grants name the schema owner - the role that runs checkin's requests,
# its relay and these migrations - looked up rather than assumed (``current_user`` would be
# wrong if an administrator ran the migration). The backlog is also the audit role's: the
# ``/metrics`` scrape reads through it so that a scrape can never write; it gets the counts
# and nothing else. The due scan is the owner's alone.
_OWNER_AND_GRANTS = f"""
DO $$
DECLARE
    owner_role text := (
        SELECT nspowner::regrole::text FROM pg_namespace WHERE nspname = '{SCHEMA}'
    );
    audit_role text := (
        SELECT quote_ident(rolname) FROM pg_roles
        WHERE rolname = (SELECT nspowner::regrole::name FROM pg_namespace
                         WHERE nspname = '{SCHEMA}') || '_audit'
    );
BEGIN
    IF audit_role IS NULL THEN
        RAISE EXCEPTION 'the audit role of schema {SCHEMA} is missing (provision first)';
    END IF;
    EXECUTE format(
        'CREATE POLICY outbox_due_scan ON {SCHEMA}.outbox FOR SELECT TO %s '
        'USING (current_setting(%L, true) = %L AND status <> %L)',
        owner_role, '{SCAN_SETTING}', 'on', 'acknowledged'
    );
    EXECUTE format(
        'ALTER FUNCTION {SCHEMA}.outbox_due_customers(timestamptz) OWNER TO %s', owner_role
    );
    EXECUTE format('ALTER FUNCTION {SCHEMA}.outbox_backlog() OWNER TO %s', owner_role);
    EXECUTE 'REVOKE ALL ON FUNCTION {SCHEMA}.outbox_due_customers(timestamptz) FROM PUBLIC';
    EXECUTE 'REVOKE ALL ON FUNCTION {SCHEMA}.outbox_backlog() FROM PUBLIC';
    EXECUTE format(
        'GRANT EXECUTE ON FUNCTION {SCHEMA}.outbox_due_customers(timestamptz) TO %s', owner_role
    );
    EXECUTE format('GRANT EXECUTE ON FUNCTION {SCHEMA}.outbox_backlog() TO %s', owner_role);
    EXECUTE format('GRANT EXECUTE ON FUNCTION {SCHEMA}.outbox_backlog() TO %s', audit_role);
END
$$
"""  # noqa: S608 - module constants only


def upgrade() -> None:
    op.execute(_DUE_CUSTOMERS)
    op.execute(_BACKLOG)
    # Functions are created owned by the migrating role; the schema owner must own them
    # (SECURITY DEFINER runs as the owner, and the scan policy names only the owner).
    op.execute(_OWNER_AND_GRANTS)


def downgrade() -> None:
    op.execute(f"DROP POLICY IF EXISTS outbox_due_scan ON {SCHEMA}.outbox")
    op.execute(f"DROP FUNCTION IF EXISTS {SCHEMA}.outbox_backlog()")
    op.execute(f"DROP FUNCTION IF EXISTS {SCHEMA}.outbox_due_customers(timestamptz)")
