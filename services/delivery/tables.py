"""The delivery schema: every table this service owns (migrations are the source of truth).

Invariants that matter are written as constraints, so Postgres - not Python - decides
races: one draft per ``draft_key``, one revision per number, one ledger row per
``(delivery, attempt, state)``, one reservation per draft and purpose, one ``delivered`` row
per delivery, one publication row per card and state, one outbox row per dedupe key.
"""

from __future__ import annotations

from sqlalchemy import (
    BigInteger,
    Boolean,
    CheckConstraint,
    Column,
    Date,
    DateTime,
    ForeignKey,
    Identity,
    Index,
    Integer,
    Table,
    Text,
    UniqueConstraint,
    text,
)
from sqlalchemy.dialects.postgresql import JSONB

from shared.auth.nonces import nonce_table
from shared.db.metadata import service_metadata
from shared.erasure import tombstone_table
from shared.outbox import outbox_table

SCHEMA = "delivery"
metadata = service_metadata(SCHEMA)

service_request_nonce = nonce_table(metadata)

DRAFT_STATUSES = ("pending", "held", "approved", "discarded", "dispatched")
TASK_STATUSES = ("pending", "drafted", "closed")
LEDGER_STATES = (
    "reserved",
    "prepared",
    "sending",
    "delivered",
    "unknown",
    "abandoned",
    "sent_audited",
)


def _in(column: str, values: tuple[str, ...]) -> str:
    return f"{column} IN ({', '.join(repr(value) for value in values)})"


# One row per draft; ``status`` is the only mutable lifecycle column and changes only under
# ``SELECT ... FOR UPDATE`` of the row. A held draft can never become approved or
# dispatched - the database refuses it even if the code forgot to.
draft = Table(
    "draft",
    metadata,
    Column("draft_id", Text, primary_key=True),
    Column("draft_key", Text, nullable=False),
    Column("submission_digest", Text, nullable=False),
    Column("customer_id", Text, nullable=False),
    Column("kind", Text, nullable=False),
    Column("audience", Text, nullable=False),
    Column("held", Boolean, nullable=False),
    Column("hold_reasons", JSONB, nullable=False),
    Column("evidence", JSONB, nullable=False),
    Column("presentation", JSONB, nullable=True),
    Column("pinned_body_digest", Text, nullable=False),
    Column("task_key", Text, nullable=True),
    Column("submitted_by", Text, nullable=False),
    Column("status", Text, nullable=False),
    Column("latest_revision", Integer, nullable=False),
    Column("approved_revision", Integer, nullable=True),
    Column("approved_at", DateTime(timezone=True), nullable=True),
    Column("discarded_at", DateTime(timezone=True), nullable=True),
    Column("created_at", DateTime(timezone=True), nullable=False),
    Column("updated_at", DateTime(timezone=True), nullable=False),
    # A revision of the same day (a trainer record after the check-in) names the draft it
    # replaces; a replaced draft that was still waiting is retired as ``discarded`` and
    # names its replacement, so neither can be approved or sent any more.
    Column("replaces_draft_id", Text, ForeignKey("draft.draft_id"), nullable=True),
    Column("replaced_by_draft_id", Text, ForeignKey("draft.draft_id"), nullable=True),
    # The customer's and the trainer's words of the day, verbatim (shown to Richard only).
    Column("source_texts", JSONB, nullable=True),
    # The held submission whose safety signal held this waiting customer draft (later hold).
    Column("held_by_draft_id", Text, nullable=True),
    UniqueConstraint("draft_key"),
    CheckConstraint(_in("status", DRAFT_STATUSES), name="status_known"),
    CheckConstraint(_in("kind", ("daily", "weekly", "adaptive", "held_notice")), name="kind_known"),
    CheckConstraint(_in("audience", ("customer", "owner")), name="audience_known"),
    CheckConstraint("NOT held OR status IN ('held', 'discarded')", name="held_never_approved"),
    CheckConstraint("held_by_draft_id IS NULL OR held", name="held_by_only_when_held"),
    CheckConstraint(
        "status NOT IN ('approved', 'dispatched') "
        "OR (approved_revision IS NOT NULL AND approved_at IS NOT NULL)",
        name="approval_recorded",
    ),
    CheckConstraint(
        "approved_revision IS NULL OR approved_revision <= latest_revision",
        name="approved_revision_exists",
    ),
    CheckConstraint(
        "replaced_by_draft_id IS NULL OR (status = 'discarded' AND discarded_at IS NOT NULL)",
        name="replaced_is_retired",
    ),
)
Index("ix_draft_status", draft.c.status)
Index("ix_draft_customer_id", draft.c.customer_id)

# Every text a draft ever had: revision 1 from the submission, 2.. from Richard's edits.
# Append-only; the previous revision always stays.
draft_revision = Table(
    "draft_revision",
    metadata,
    Column("draft_id", Text, ForeignKey("draft.draft_id"), primary_key=True),
    Column("revision", Integer, primary_key=True),
    Column("text", Text, nullable=False),
    Column("text_digest", Text, nullable=False),
    Column("actor", Text, nullable=False),
    Column("edit_of_revision", Integer, nullable=True),
    Column("created_at", DateTime(timezone=True), nullable=False),
    CheckConstraint("revision >= 1", name="revision_positive"),
    CheckConstraint(_in("actor", ("ai", "richard", "system")), name="actor_known"),
)

# The transactional outbox (``shared.outbox``): written in the same transaction as the state
# change it announces; the relay posts it (with its dedupe key) until the peer acknowledges.
# Natural key ``(target, dedupe_key)``: draft events for checkin, presentation outcomes for
# expression, Richard's card decisions for checkin's nutrition proposals.
OUTBOX_TARGETS = ("checkin_event", "expression_outcome", "nutrition_decision")
outbox = outbox_table(metadata, targets=OUTBOX_TARGETS)

# The at-most-once delivery ledger: append-only, one hash chain per customer (``sequence``
# 1..n with ``previous_row_digest`` / ``row_digest``). A delivery's state is its latest row.
delivery_ledger = Table(
    "delivery_ledger",
    metadata,
    Column("id", BigInteger, Identity(), primary_key=True),
    Column("customer_id", Text, nullable=False),
    Column("sequence", Integer, nullable=False),
    Column("delivery_id", Text, nullable=False),
    Column("attempt", Integer, nullable=False),
    Column("state", Text, nullable=False),
    Column("purpose", Text, nullable=False),
    Column("draft_id", Text, ForeignKey("draft.draft_id"), nullable=False),
    Column("draft_revision", Integer, nullable=False),
    Column("task_key", Text, nullable=True),
    Column("reason", Text, nullable=True),
    Column("actor", Text, nullable=False),
    Column("body", Text, nullable=True),
    Column("body_digest", Text, nullable=False),
    Column("destination", JSONB, nullable=True),
    Column("destination_digest", Text, nullable=True),
    Column("registry_revision", Text, nullable=True),
    Column("config_pin", Text, nullable=False),
    Column("receipt", JSONB, nullable=True),
    Column("boot_id", Text, nullable=True),
    Column("recorded_at", DateTime(timezone=True), nullable=False),
    Column("previous_row_digest", Text, nullable=False),
    Column("row_digest", Text, nullable=False),
    # How ``row_digest`` was computed (``ledger.rules.chain_row``): 1 digested the body,
    # destination and receipt themselves; 2 digests them through their digests, so retention
    # can remove them from a settled delivery and the chain still verifies.
    Column("digest_version", Integer, nullable=False),
    Column("receipt_digest", Text, nullable=True),
    # When retention removed the body, destination and receipt (ADR 0059); NULL before.
    Column("redacted_at", DateTime(timezone=True), nullable=True),
    UniqueConstraint("customer_id", "sequence"),
    UniqueConstraint("delivery_id", "attempt", "state"),
    CheckConstraint(_in("state", LEDGER_STATES), name="state_known"),
    CheckConstraint(_in("purpose", ("customer_message", "owner_notice")), name="purpose_known"),
    CheckConstraint(
        "state <> 'prepared' OR redacted_at IS NOT NULL OR (body IS NOT NULL "
        "AND destination IS NOT NULL AND destination_digest IS NOT NULL "
        "AND registry_revision IS NOT NULL)",
        name="prepared_is_pinned",
    ),
    CheckConstraint(
        "state <> 'delivered' OR receipt IS NOT NULL OR redacted_at IS NOT NULL",
        name="delivered_has_receipt",
    ),
    CheckConstraint("digest_version IN (1, 2)", name="digest_version_known"),
    CheckConstraint(
        "redacted_at IS NULL OR (digest_version = 2 AND body IS NULL AND destination IS NULL "
        "AND receipt IS NULL)",
        name="redacted_is_empty",
    ),
)
# One reservation per draft and purpose, ever: a second approval cannot make a second send.
Index(
    "uq_delivery_ledger_reservation",
    delivery_ledger.c.draft_id,
    delivery_ledger.c.purpose,
    unique=True,
    postgresql_where=text("state = 'reserved'"),
)
# A delivery reaches Telegram at most once: at most one ``delivered`` row.
Index(
    "uq_delivery_ledger_delivered",
    delivery_ledger.c.delivery_id,
    unique=True,
    postgresql_where=text("state = 'delivered'"),
)
Index("ix_delivery_ledger_delivery_id_sequence", delivery_ledger.c.delivery_id, "sequence")

# The head of each per-customer chain; locked (FOR UPDATE) to append, so appends of one
# customer are serialised and the chain never forks. ``chain`` names the ledger.
chain_head = Table(
    "chain_head",
    metadata,
    Column("chain", Text, primary_key=True),
    Column("customer_id", Text, primary_key=True),
    Column("head_sequence", Integer, nullable=False),
    Column("head_digest", Text, nullable=False),
    CheckConstraint(_in("chain", ("delivery", "card")), name="chain_known"),
)

# The scheduler's memory: one row per due task key it has seen, so a tick is idempotent.
# ``pending`` -> ``drafted`` (one draft) or ``closed`` (nothing to send); both are final.
scheduled_task = Table(
    "scheduled_task",
    metadata,
    Column("task_key", Text, primary_key=True),
    Column("customer_id", Text, nullable=False),
    Column("kind", Text, nullable=False),
    Column("kst_date", Date, nullable=False),
    Column("status", Text, nullable=False),
    Column("draft_id", Text, ForeignKey("draft.draft_id"), nullable=True),
    Column("attempts", Integer, nullable=False),
    Column("last_reason", Text, nullable=True),
    Column("first_seen_at", DateTime(timezone=True), nullable=False),
    Column("updated_at", DateTime(timezone=True), nullable=False),
    # Why a task was closed without a draft (checkin said there is nothing to send).
    Column("closed_reason", Text, nullable=True),
    CheckConstraint(_in("status", TASK_STATUSES), name="status_known"),
    CheckConstraint("status <> 'drafted' OR draft_id IS NOT NULL", name="drafted_has_draft"),
    CheckConstraint(
        "status <> 'closed' OR (closed_reason IS NOT NULL AND draft_id IS NULL)",
        name="closed_has_reason",
    ),
)

# The days on which the scheduler asked checkin to compute the week's nutrition proposals
# (``POST /v1/nutrition/weekly-run``): ``pending`` until checkin answered, then ``done`` with
# its per-customer results - asked once per KST day, retried by later ticks until then.
weekly_run = Table(
    "weekly_run",
    metadata,
    Column("kst_date", Date, primary_key=True),
    Column("status", Text, nullable=False),
    Column("attempts", Integer, nullable=False),
    Column("last_reason", Text, nullable=True),
    Column("results", JSONB, nullable=True),
    Column("first_seen_at", DateTime(timezone=True), nullable=False),
    Column("updated_at", DateTime(timezone=True), nullable=False),
    CheckConstraint(_in("status", ("pending", "done")), name="status_known"),
    CheckConstraint("status <> 'done' OR results IS NOT NULL", name="done_has_results"),
)

# The days on which retention ran (ADR 0059): one row per KST day, ``done`` once the day's
# apply finished, so the scheduler applies retention at most once a day. ``summary`` holds
# counts only - never a customer id (an erased customer must not be named here).
retention_run = Table(
    "retention_run",
    metadata,
    Column("kst_date", Date, primary_key=True),
    Column("status", Text, nullable=False),
    Column("attempts", Integer, nullable=False),
    Column("last_reason", Text, nullable=True),
    Column("summary", JSONB, nullable=True),
    Column("first_seen_at", DateTime(timezone=True), nullable=False),
    Column("updated_at", DateTime(timezone=True), nullable=False),
    CheckConstraint(_in("status", ("pending", "done")), name="status_known"),
    CheckConstraint("status <> 'done' OR summary IS NOT NULL", name="done_has_summary"),
)

# A retention erasure that has begun (checkin's step may be done) and not yet finished in
# every service: written before checkin's step, deleted after the gateway's, so the next
# run finishes what an outage interrupted even though checkin no longer names the customer.
retention_pending = Table(
    "retention_pending",
    metadata,
    Column("customer_id", Text, primary_key=True),
    Column("started_at", DateTime(timezone=True), nullable=False),
)

# Richard's review message of each revision of a customer draft (Telegram, through the
# gateway): the text that would be sent with 승인/수정/폐기 buttons. ``state`` changes under
# the row lock: pending -> sending -> sent | refused (nothing left; tried again) | unknown |
# skipped (no longer the pending revision) | blocked (no operator address it may go to).
# Always Richard's own chat (pinned at sending), never a customer destination.
REVIEW_STATES = ("pending", "sending", "sent", "refused", "unknown", "skipped", "blocked")
draft_review = Table(
    "draft_review",
    metadata,
    Column("draft_id", Text, ForeignKey("draft.draft_id"), primary_key=True),
    Column("revision", Integer, primary_key=True),
    Column("customer_id", Text, nullable=False),
    Column("state", Text, nullable=False),
    Column("chat_id", BigInteger, nullable=True),
    Column("topic_id", BigInteger, nullable=True),
    Column("message_id", BigInteger, nullable=True),
    Column("reason", Text, nullable=True),
    Column("attempts", Integer, nullable=False),
    Column("created_at", DateTime(timezone=True), nullable=False),
    Column("updated_at", DateTime(timezone=True), nullable=False),
    CheckConstraint(_in("state", REVIEW_STATES), name="state_known"),
    CheckConstraint("revision >= 1", name="revision_positive"),
    CheckConstraint(
        "state NOT IN ('sending', 'sent', 'unknown') OR chat_id IS NOT NULL",
        name="sent_has_destination",
    ),
    CheckConstraint("state <> 'sent' OR message_id IS NOT NULL", name="sent_has_message"),
)
Index("ix_draft_review_state", draft_review.c.state)

# Adaptive operator cards as checkin submitted them (the canonical payload and the authority
# it was computed under). ``status`` moves card -> publish_pending -> published -> decided
# (approved | held), always under the row lock; a newer revision of the same session
# supersedes older cards. A decision checkin refuses makes the card ``decision-refused``
# (``refusal``: checkin's problem slug) and owes Richard one notice (``notice_*``, the
# states of a review message; destination pinned at sending).
CARD_STATUSES = (
    "card",
    "publish_pending",
    "published",
    "approved",
    "held",
    "superseded",
    "decision-refused",
)
NOTICE_STATES = ("pending", "sending", "sent", "refused", "unknown", "blocked")
operator_card = Table(
    "operator_card",
    metadata,
    Column("card_id", Text, primary_key=True),
    Column("card_key", Text, nullable=False),
    Column("submission_digest", Text, nullable=False),
    Column("customer_id", Text, nullable=False),
    Column("session_id", Text, nullable=False),
    Column("proposal_digest", Text, nullable=False),
    Column("revision", Integer, nullable=False),
    Column("card_kind", Text, nullable=False),
    Column("surface_version", Text, nullable=False),
    Column("canonical_body", Text, nullable=False),
    Column("manifest", JSONB, nullable=False),
    Column("buttons", JSONB, nullable=False),
    Column("approve_callback", Text, nullable=False),
    Column("hold_callback", Text, nullable=False),
    Column("registry_revision", Text, nullable=False),
    Column("config_pin", Text, nullable=False),
    Column("owner", JSONB, nullable=False),
    Column("expires_at", DateTime(timezone=True), nullable=False),
    Column("status", Text, nullable=False),
    Column("menu_chat_id", BigInteger, nullable=True),
    Column("menu_topic_id", BigInteger, nullable=True),
    Column("menu_message_id", BigInteger, nullable=True),
    Column("menu_state", Text, nullable=True),
    Column("decision", Text, nullable=True),
    Column("created_at", DateTime(timezone=True), nullable=False),
    Column("updated_at", DateTime(timezone=True), nullable=False),
    Column("refusal", Text, nullable=True),
    Column("notice_state", Text, nullable=True),
    Column("notice_chat_id", BigInteger, nullable=True),
    Column("notice_topic_id", BigInteger, nullable=True),
    Column("notice_message_id", BigInteger, nullable=True),
    Column("notice_reason", Text, nullable=True),
    UniqueConstraint("card_key"),
    UniqueConstraint("session_id", "revision"),
    UniqueConstraint("approve_callback"),
    UniqueConstraint("hold_callback"),
    CheckConstraint(_in("status", CARD_STATUSES), name="status_known"),
    CheckConstraint(_in("notice_state", NOTICE_STATES), name="notice_state_known"),
    CheckConstraint(
        "(status = 'decision-refused') = "
        "(refusal IS NOT NULL AND decision IS NOT NULL AND notice_state IS NOT NULL)",
        name="refusal_recorded",
    ),
    CheckConstraint(
        "notice_state IS DISTINCT FROM 'sent' "
        "OR (notice_chat_id IS NOT NULL AND notice_message_id IS NOT NULL)",
        name="notice_sent_has_message",
    ),
)
Index("ix_operator_card_customer_id", operator_card.c.customer_id)
Index("ix_operator_card_notice_state", operator_card.c.notice_state)

# The one pinned presentation of a card (``publish_pending``) and its publication
# (``published``). Append-only, hash-chained per customer. One row per card and state: the
# same candidate twice is one row, a different candidate is a conflict, never an overwrite.
card_publication = Table(
    "card_publication",
    metadata,
    Column("id", BigInteger, Identity(), primary_key=True),
    Column("customer_id", Text, nullable=False),
    Column("sequence", Integer, nullable=False),
    Column("card_id", Text, ForeignKey("operator_card.card_id"), nullable=False),
    Column("state", Text, nullable=False),
    Column("payload_text", Text, nullable=False),
    Column("payload_buttons", JSONB, nullable=False),
    Column("payload_digest", Text, nullable=False),
    Column("binding_digest", Text, nullable=False),
    Column("attempt_id", Text, nullable=True),
    Column("artifact_key", Text, nullable=True),
    Column("selected", Boolean, nullable=False),
    Column("message", JSONB, nullable=True),
    Column("recorded_at", DateTime(timezone=True), nullable=False),
    Column("previous_row_digest", Text, nullable=False),
    Column("row_digest", Text, nullable=False),
    UniqueConstraint("customer_id", "sequence"),
    UniqueConstraint("card_id", "state"),
    CheckConstraint(_in("state", ("publish_pending", "published")), name="state_known"),
)

# What a withdrawal erasure leaves behind here (``erasure/``): when, by whom, how many rows
# of each table went, and the digest of the opaque customer id - no customer data.
erasure_tombstone = tombstone_table(metadata)

# Console sessions Richard ended with "log out": the session cookie is stateless (signed
# with the console token), so logging out must be remembered here or the cookie would
# stay valid until it expires. Keyed by a digest of the session's nonce; pruned once past
# the longest session lifetime.
console_session_end = Table(
    "console_session_end",
    metadata,
    Column("nonce_digest", Text, primary_key=True),
    Column("ended_at", DateTime(timezone=True), nullable=False),
)
