"""diagnostics schema base: append-only guard function and the signed-request nonce table.

Revision ID: diagnostics_0001
Revises:
Create Date: 2026-12-02
"""

from collections.abc import Sequence

from alembic import op

from shared.db.ddl import create_service_base, drop_service_base

revision: str = "diagnostics_0001"
down_revision: str | None = None
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    create_service_base(op, "diagnostics")


def downgrade() -> None:
    drop_service_base(op, "diagnostics")
