"""delivery lifecycle: drafts and revisions, outbox, at-most-once ledger, scheduler, cards.

Revision ID: delivery_0002_lifecycle
Revises: delivery_0001
Create Date: 2026-12-04
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op
from sqlalchemy.dialects import postgresql

from shared.db.ddl import drop_append_only, make_append_only

revision: str = "delivery_0002_lifecycle"
down_revision: str | None = "delivery_0001"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

SCHEMA = "delivery"
TZ = sa.DateTime(timezone=True)
JSONB = postgresql.JSONB()
# Customer text lives in these; erasure on withdrawal is the one sanctioned delete.
APPEND_ONLY = ("draft_revision", "delivery_ledger", "card_publication")


def _in(column: str, values: tuple[str, ...]) -> str:
    return f"{column} IN ({', '.join(repr(value) for value in values)})"


def upgrade() -> None:
    op.create_table(
        "draft",
        sa.Column("draft_id", sa.Text(), nullable=False),
        sa.Column("draft_key", sa.Text(), nullable=False),
        sa.Column("submission_digest", sa.Text(), nullable=False),
        sa.Column("customer_id", sa.Text(), nullable=False),
        sa.Column("kind", sa.Text(), nullable=False),
        sa.Column("audience", sa.Text(), nullable=False),
        sa.Column("held", sa.Boolean(), nullable=False),
        sa.Column("hold_reasons", JSONB, nullable=False),
        sa.Column("evidence", JSONB, nullable=False),
        sa.Column("presentation", JSONB, nullable=True),
        sa.Column("pinned_body_digest", sa.Text(), nullable=False),
        sa.Column("task_key", sa.Text(), nullable=True),
        sa.Column("submitted_by", sa.Text(), nullable=False),
        sa.Column("status", sa.Text(), nullable=False),
        sa.Column("latest_revision", sa.Integer(), nullable=False),
        sa.Column("approved_revision", sa.Integer(), nullable=True),
        sa.Column("approved_at", TZ, nullable=True),
        sa.Column("discarded_at", TZ, nullable=True),
        sa.Column("created_at", TZ, nullable=False),
        sa.Column("updated_at", TZ, nullable=False),
        sa.PrimaryKeyConstraint("draft_id", name="pk_draft"),
        sa.UniqueConstraint("draft_key", name="uq_draft_draft_key"),
        sa.CheckConstraint(
            _in("status", ("pending", "held", "approved", "discarded", "dispatched")),
            name="ck_draft_status_known",
        ),
        sa.CheckConstraint(
            _in("kind", ("daily", "weekly", "adaptive", "held_notice")),
            name="ck_draft_kind_known",
        ),
        sa.CheckConstraint(_in("audience", ("customer", "owner")), name="ck_draft_audience_known"),
        sa.CheckConstraint(
            "NOT held OR status IN ('held', 'discarded')", name="ck_draft_held_never_approved"
        ),
        sa.CheckConstraint(
            "status NOT IN ('approved', 'dispatched') "
            "OR (approved_revision IS NOT NULL AND approved_at IS NOT NULL)",
            name="ck_draft_approval_recorded",
        ),
        sa.CheckConstraint(
            "approved_revision IS NULL OR approved_revision <= latest_revision",
            name="ck_draft_approved_revision_exists",
        ),
        schema=SCHEMA,
    )
    op.create_index("ix_draft_status", "draft", ["status"], schema=SCHEMA)
    op.create_index("ix_draft_customer_id", "draft", ["customer_id"], schema=SCHEMA)

    op.create_table(
        "draft_revision",
        sa.Column("draft_id", sa.Text(), nullable=False),
        sa.Column("revision", sa.Integer(), nullable=False),
        sa.Column("text", sa.Text(), nullable=False),
        sa.Column("text_digest", sa.Text(), nullable=False),
        sa.Column("actor", sa.Text(), nullable=False),
        sa.Column("edit_of_revision", sa.Integer(), nullable=True),
        sa.Column("created_at", TZ, nullable=False),
        sa.PrimaryKeyConstraint("draft_id", "revision", name="pk_draft_revision"),
        sa.ForeignKeyConstraint(
            ["draft_id"],
            [f"{SCHEMA}.draft.draft_id"],
            name="fk_draft_revision_draft_id_draft",
        ),
        sa.CheckConstraint("revision >= 1", name="ck_draft_revision_revision_positive"),
        sa.CheckConstraint(
            _in("actor", ("ai", "richard", "system")), name="ck_draft_revision_actor_known"
        ),
        schema=SCHEMA,
    )

    op.create_table(
        "outbox",
        sa.Column("id", sa.BigInteger(), sa.Identity(), nullable=False),
        sa.Column("target", sa.Text(), nullable=False),
        sa.Column("dedupe_key", sa.Text(), nullable=False),
        sa.Column("customer_id", sa.Text(), nullable=True),
        sa.Column("path", sa.Text(), nullable=False),
        sa.Column("payload", JSONB, nullable=False),
        sa.Column("status", sa.Text(), nullable=False),
        sa.Column("attempts", sa.Integer(), nullable=False),
        sa.Column("next_attempt_at", TZ, nullable=False),
        sa.Column("last_status", sa.Integer(), nullable=True),
        sa.Column("last_reason", sa.Text(), nullable=True),
        sa.Column("created_at", TZ, nullable=False),
        sa.Column("finished_at", TZ, nullable=True),
        sa.PrimaryKeyConstraint("id", name="pk_outbox"),
        sa.UniqueConstraint("target", "dedupe_key", name="uq_outbox_target_dedupe_key"),
        sa.CheckConstraint(
            _in("target", ("checkin_event", "expression_outcome")), name="ck_outbox_target_known"
        ),
        sa.CheckConstraint(
            _in("status", ("pending", "acknowledged", "conflict", "rejected")),
            name="ck_outbox_status_known",
        ),
        schema=SCHEMA,
    )
    op.create_index("ix_outbox_status_id", "outbox", ["status", "id"], schema=SCHEMA)

    op.create_table(
        "delivery_ledger",
        sa.Column("id", sa.BigInteger(), sa.Identity(), nullable=False),
        sa.Column("customer_id", sa.Text(), nullable=False),
        sa.Column("sequence", sa.Integer(), nullable=False),
        sa.Column("delivery_id", sa.Text(), nullable=False),
        sa.Column("attempt", sa.Integer(), nullable=False),
        sa.Column("state", sa.Text(), nullable=False),
        sa.Column("purpose", sa.Text(), nullable=False),
        sa.Column("draft_id", sa.Text(), nullable=False),
        sa.Column("draft_revision", sa.Integer(), nullable=False),
        sa.Column("task_key", sa.Text(), nullable=True),
        sa.Column("reason", sa.Text(), nullable=True),
        sa.Column("actor", sa.Text(), nullable=False),
        sa.Column("body", sa.Text(), nullable=True),
        sa.Column("body_digest", sa.Text(), nullable=False),
        sa.Column("destination", JSONB, nullable=True),
        sa.Column("destination_digest", sa.Text(), nullable=True),
        sa.Column("registry_revision", sa.Text(), nullable=True),
        sa.Column("config_pin", sa.Text(), nullable=False),
        sa.Column("receipt", JSONB, nullable=True),
        sa.Column("boot_id", sa.Text(), nullable=True),
        sa.Column("recorded_at", TZ, nullable=False),
        sa.Column("previous_row_digest", sa.Text(), nullable=False),
        sa.Column("row_digest", sa.Text(), nullable=False),
        sa.PrimaryKeyConstraint("id", name="pk_delivery_ledger"),
        sa.ForeignKeyConstraint(
            ["draft_id"], [f"{SCHEMA}.draft.draft_id"], name="fk_delivery_ledger_draft_id_draft"
        ),
        sa.UniqueConstraint(
            "customer_id", "sequence", name="uq_delivery_ledger_customer_id_sequence"
        ),
        sa.UniqueConstraint(
            "delivery_id", "attempt", "state", name="uq_delivery_ledger_delivery_id_attempt_state"
        ),
        sa.CheckConstraint(
            _in(
                "state",
                (
                    "reserved",
                    "prepared",
                    "sending",
                    "delivered",
                    "unknown",
                    "abandoned",
                    "sent_audited",
                ),
            ),
            name="ck_delivery_ledger_state_known",
        ),
        sa.CheckConstraint(
            _in("purpose", ("customer_message", "owner_notice")),
            name="ck_delivery_ledger_purpose_known",
        ),
        sa.CheckConstraint(
            "state <> 'prepared' OR (body IS NOT NULL AND destination IS NOT NULL "
            "AND destination_digest IS NOT NULL AND registry_revision IS NOT NULL)",
            name="ck_delivery_ledger_prepared_is_pinned",
        ),
        sa.CheckConstraint(
            "state <> 'delivered' OR receipt IS NOT NULL",
            name="ck_delivery_ledger_delivered_has_receipt",
        ),
        schema=SCHEMA,
    )
    op.create_index(
        "uq_delivery_ledger_reservation",
        "delivery_ledger",
        ["draft_id", "purpose"],
        unique=True,
        schema=SCHEMA,
        postgresql_where=sa.text("state = 'reserved'"),
    )
    op.create_index(
        "uq_delivery_ledger_delivered",
        "delivery_ledger",
        ["delivery_id"],
        unique=True,
        schema=SCHEMA,
        postgresql_where=sa.text("state = 'delivered'"),
    )
    op.create_index(
        "ix_delivery_ledger_delivery_id_sequence",
        "delivery_ledger",
        ["delivery_id", "sequence"],
        schema=SCHEMA,
    )

    op.create_table(
        "chain_head",
        sa.Column("chain", sa.Text(), nullable=False),
        sa.Column("customer_id", sa.Text(), nullable=False),
        sa.Column("head_sequence", sa.Integer(), nullable=False),
        sa.Column("head_digest", sa.Text(), nullable=False),
        sa.PrimaryKeyConstraint("chain", "customer_id", name="pk_chain_head"),
        sa.CheckConstraint(_in("chain", ("delivery", "card")), name="ck_chain_head_chain_known"),
        schema=SCHEMA,
    )

    op.create_table(
        "scheduled_task",
        sa.Column("task_key", sa.Text(), nullable=False),
        sa.Column("customer_id", sa.Text(), nullable=False),
        sa.Column("kind", sa.Text(), nullable=False),
        sa.Column("kst_date", sa.Date(), nullable=False),
        sa.Column("status", sa.Text(), nullable=False),
        sa.Column("draft_id", sa.Text(), nullable=True),
        sa.Column("attempts", sa.Integer(), nullable=False),
        sa.Column("last_reason", sa.Text(), nullable=True),
        sa.Column("first_seen_at", TZ, nullable=False),
        sa.Column("updated_at", TZ, nullable=False),
        sa.PrimaryKeyConstraint("task_key", name="pk_scheduled_task"),
        sa.ForeignKeyConstraint(
            ["draft_id"], [f"{SCHEMA}.draft.draft_id"], name="fk_scheduled_task_draft_id_draft"
        ),
        sa.CheckConstraint(
            _in("status", ("pending", "drafted")), name="ck_scheduled_task_status_known"
        ),
        sa.CheckConstraint(
            "status <> 'drafted' OR draft_id IS NOT NULL",
            name="ck_scheduled_task_drafted_has_draft",
        ),
        schema=SCHEMA,
    )

    op.create_table(
        "operator_card",
        sa.Column("card_id", sa.Text(), nullable=False),
        sa.Column("card_key", sa.Text(), nullable=False),
        sa.Column("submission_digest", sa.Text(), nullable=False),
        sa.Column("customer_id", sa.Text(), nullable=False),
        sa.Column("session_id", sa.Text(), nullable=False),
        sa.Column("proposal_digest", sa.Text(), nullable=False),
        sa.Column("revision", sa.Integer(), nullable=False),
        sa.Column("card_kind", sa.Text(), nullable=False),
        sa.Column("surface_version", sa.Text(), nullable=False),
        sa.Column("canonical_body", sa.Text(), nullable=False),
        sa.Column("manifest", JSONB, nullable=False),
        sa.Column("buttons", JSONB, nullable=False),
        sa.Column("approve_callback", sa.Text(), nullable=False),
        sa.Column("hold_callback", sa.Text(), nullable=False),
        sa.Column("registry_revision", sa.Text(), nullable=False),
        sa.Column("config_pin", sa.Text(), nullable=False),
        sa.Column("owner", JSONB, nullable=False),
        sa.Column("expires_at", TZ, nullable=False),
        sa.Column("status", sa.Text(), nullable=False),
        sa.Column("menu_chat_id", sa.BigInteger(), nullable=True),
        sa.Column("menu_topic_id", sa.BigInteger(), nullable=True),
        sa.Column("menu_message_id", sa.BigInteger(), nullable=True),
        sa.Column("menu_state", sa.Text(), nullable=True),
        sa.Column("decision", sa.Text(), nullable=True),
        sa.Column("created_at", TZ, nullable=False),
        sa.Column("updated_at", TZ, nullable=False),
        sa.PrimaryKeyConstraint("card_id", name="pk_operator_card"),
        sa.UniqueConstraint("card_key", name="uq_operator_card_card_key"),
        sa.UniqueConstraint("session_id", "revision", name="uq_operator_card_session_id_revision"),
        sa.UniqueConstraint("approve_callback", name="uq_operator_card_approve_callback"),
        sa.UniqueConstraint("hold_callback", name="uq_operator_card_hold_callback"),
        sa.CheckConstraint(
            _in(
                "status",
                ("card", "publish_pending", "published", "approved", "held", "superseded"),
            ),
            name="ck_operator_card_status_known",
        ),
        schema=SCHEMA,
    )
    op.create_index("ix_operator_card_customer_id", "operator_card", ["customer_id"], schema=SCHEMA)

    op.create_table(
        "card_publication",
        sa.Column("id", sa.BigInteger(), sa.Identity(), nullable=False),
        sa.Column("customer_id", sa.Text(), nullable=False),
        sa.Column("sequence", sa.Integer(), nullable=False),
        sa.Column("card_id", sa.Text(), nullable=False),
        sa.Column("state", sa.Text(), nullable=False),
        sa.Column("payload_text", sa.Text(), nullable=False),
        sa.Column("payload_buttons", JSONB, nullable=False),
        sa.Column("payload_digest", sa.Text(), nullable=False),
        sa.Column("binding_digest", sa.Text(), nullable=False),
        sa.Column("attempt_id", sa.Text(), nullable=True),
        sa.Column("artifact_key", sa.Text(), nullable=True),
        sa.Column("selected", sa.Boolean(), nullable=False),
        sa.Column("message", JSONB, nullable=True),
        sa.Column("recorded_at", TZ, nullable=False),
        sa.Column("previous_row_digest", sa.Text(), nullable=False),
        sa.Column("row_digest", sa.Text(), nullable=False),
        sa.PrimaryKeyConstraint("id", name="pk_card_publication"),
        sa.ForeignKeyConstraint(
            ["card_id"],
            [f"{SCHEMA}.operator_card.card_id"],
            name="fk_card_publication_card_id_operator_card",
        ),
        sa.UniqueConstraint(
            "customer_id", "sequence", name="uq_card_publication_customer_id_sequence"
        ),
        sa.UniqueConstraint("card_id", "state", name="uq_card_publication_card_id_state"),
        sa.CheckConstraint(
            _in("state", ("publish_pending", "published")), name="ck_card_publication_state_known"
        ),
        schema=SCHEMA,
    )

    for table in APPEND_ONLY:
        make_append_only(op, SCHEMA, table, erasable=True)


def downgrade() -> None:
    for table in APPEND_ONLY:
        drop_append_only(op, SCHEMA, table)
    op.drop_table("card_publication", schema=SCHEMA)
    op.drop_table("operator_card", schema=SCHEMA)
    op.drop_table("scheduled_task", schema=SCHEMA)
    op.drop_table("chain_head", schema=SCHEMA)
    op.drop_table("delivery_ledger", schema=SCHEMA)
    op.drop_table("outbox", schema=SCHEMA)
    op.drop_table("draft_revision", schema=SCHEMA)
    op.drop_table("draft", schema=SCHEMA)
