"""The checkin schema: every table this service owns (migrations are the source of truth).

Two kinds of tables live here, and the difference matters for privacy:

* **Customer-scoped** tables (``CUSTOMER_SCOPED_TABLES``) hold a customer's records. Row-level
  security keyed on the transaction-local ``dualcoach.customer_id`` setting makes every
  query see exactly one customer's rows, even without a WHERE clause (see ``scope.py``).
  Each is append-only and *erasable* (only by the audited withdrawal procedure).
* **Directory** tables hold what must be read across customers: the registry transitions
  (routing by triple, the schedule projection) and the erasure tombstones (no customer
  data). They are append-only and hash-chained but not row-isolated, by design.

A later table with a ``customer_id`` column must be added to ``CUSTOMER_SCOPED_TABLES``
(and get ``make_customer_isolated`` + ``make_append_only(erasable=True)`` in its migration)
or to ``DIRECTORY_TABLES``; a test refuses any table that is neither.
"""

from __future__ import annotations

from sqlalchemy import (
    BigInteger,
    CheckConstraint,
    Column,
    Date,
    DateTime,
    Identity,
    Index,
    Integer,
    PrimaryKeyConstraint,
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

SCHEMA = "checkin"
metadata = service_metadata(SCHEMA)

service_request_nonce = nonce_table(metadata)

# One row per registry change. ``stream`` is ``owner`` or ``customer:<id>``; each stream is
# its own hash chain so the withdrawal erasure can remove a customer's whole stream without
# breaking anyone else's chain. ``entry`` is the resulting state of that stream (the owner
# address, or the customer's spec and enabled flag); ``document_digest`` is the digest of
# the whole registry document after the change.
registry_transition = Table(
    "registry_transition",
    metadata,
    Column("stream", Text, nullable=False),
    Column("sequence", Integer, nullable=False),
    Column("customer_id", Text, nullable=True),
    Column("action", Text, nullable=False),
    Column("actor", Text, nullable=False),
    Column("entry", JSONB, nullable=False),
    Column("detail", JSONB, nullable=False),
    Column("document_digest", Text, nullable=False),
    Column("recorded_at", DateTime(timezone=True), nullable=False),
    Column("previous_row_digest", Text, nullable=False),
    Column("row_digest", Text, nullable=False),
    PrimaryKeyConstraint("stream", "sequence", name="pk_registry_transition"),
    CheckConstraint("sequence >= 1", name="sequence_positive"),
    Index("ix_registry_transition_customer_id", "customer_id"),
)

# The registry's routing index, a projection of the latest transition of every stream kept in
# the transition's own transaction (``RegistryRepository.append``): the owner triple, each
# *enabled* customer's customer and trainer triples, and the customer triple of a customer
# their own withdrawal disabled. The partial unique index is the registry's uniqueness rule
# as a database fact - no triple routes to two roles (owner / enabled customer / enabled
# trainer), so a sender resolves with one indexed lookup. ``topic_id`` NULL (no topic) is
# compared as 0, which no real topic id is (``rules.address_findings``).
registry_route = Table(
    "registry_route",
    metadata,
    Column("route_id", Integer, Identity(), primary_key=True),
    Column("user_id", BigInteger, nullable=False),
    Column("chat_id", BigInteger, nullable=False),
    Column("topic_id", BigInteger, nullable=True),
    Column("role", Text, nullable=False),
    Column("customer_id", Text, nullable=True),
    CheckConstraint("role IN ('owner', 'customer', 'trainer', 'withdrawn')", name="role_known"),
    CheckConstraint("(role = 'owner') = (customer_id IS NULL)", name="customer_unless_owner"),
    Index(
        "uq_registry_route_live_triple",
        "user_id",
        "chat_id",
        text("coalesce(topic_id, 0)"),
        unique=True,
        postgresql_where=text("role <> 'withdrawn'"),
    ),
    Index("ix_registry_route_triple", "user_id", "chat_id"),
    Index("ix_registry_route_customer_id", "customer_id"),
)

# The canonical per-customer event stream (ADR 0010): one append path, a deterministic
# ``dedupe_key`` unique per customer, a contiguous per-customer ``sequence`` and hash chain.
# ``supersedes`` holds the dedupe key of the corrected event; the partial unique index
# makes "a correction replaces once" a database fact.
event = Table(
    "event",
    metadata,
    Column("event_id", Text, nullable=False),
    Column("customer_id", Text, nullable=False),
    Column("sequence", Integer, nullable=False),
    Column("event_type", Text, nullable=False),
    Column("dedupe_key", Text, nullable=False),
    Column("supersedes", Text, nullable=True),
    Column("schema_version", Integer, nullable=False),
    Column("payload", JSONB, nullable=False),
    Column("content_digest", Text, nullable=False),
    Column("appended_by", Text, nullable=False),
    Column("recorded_at", DateTime(timezone=True), nullable=False),
    Column("previous_row_digest", Text, nullable=False),
    Column("row_digest", Text, nullable=False),
    PrimaryKeyConstraint("event_id", name="pk_event"),
    UniqueConstraint("customer_id", "dedupe_key", name="uq_event_customer_id_dedupe_key"),
    UniqueConstraint("customer_id", "sequence", name="uq_event_customer_id_sequence"),
    CheckConstraint("sequence >= 1", name="sequence_positive"),
    CheckConstraint("char_length(dedupe_key) >= 16", name="dedupe_key_length"),
    Index(
        "uq_event_customer_id_supersedes",
        "customer_id",
        "supersedes",
        unique=True,
        postgresql_where=text("supersedes IS NOT NULL"),
    ),
)

# What the withdrawal erasure leaves behind: when, by whom, how many rows, and a digest of
# the opaque customer id (so the id can never be registered again) - no customer data.
erasure_tombstone = tombstone_table(metadata)

# A check-in or trainer record in progress : mutable working state, one row per
# customer, flow and KST day; ``answers`` is the ordered list of answers given so far and
# ``bound_triple`` the trainer's exact triple checked at start. Customer-scoped (RLS) and
# erased on withdrawal like every customer table, but not append-only: it changes per turn.
flow_session = Table(
    "flow_session",
    metadata,
    Column("session_id", Text, nullable=False),
    Column("customer_id", Text, nullable=False),
    Column("flow", Text, nullable=False),
    Column("kst_date", Date, nullable=False),
    Column("status", Text, nullable=False),
    Column("answers", JSONB, nullable=False),
    Column("bound_triple", JSONB, nullable=True),
    Column("version", Integer, nullable=False),
    Column("started_at", DateTime(timezone=True), nullable=False),
    Column("updated_at", DateTime(timezone=True), nullable=False),
    Column("finalized_at", DateTime(timezone=True), nullable=True),
    Column("event_id", Text, nullable=True),
    PrimaryKeyConstraint("session_id", name="pk_flow_session"),
    UniqueConstraint(
        "customer_id", "flow", "kst_date", name="uq_flow_session_customer_id_flow_kst_date"
    ),
    CheckConstraint("flow IN ('customer_checkin', 'trainer_session')", name="flow_known"),
    CheckConstraint("status IN ('open', 'finalized')", name="status_known"),
    CheckConstraint("version >= 1", name="version_positive"),
)

# Messages to peers written in the same transaction as the change they announce (drafts
# for delivery), relayed until acknowledged (``shared.outbox``). Holds customer text, so it
# is customer-scoped and erased on withdrawal; the relay visits one customer at a time.
outbox = outbox_table(metadata)


def _chained(name: str, *columns: Column[object] | CheckConstraint | UniqueConstraint) -> Table:
    """A customer-scoped ledger: ``(customer_id, sequence)`` is one hash chain per customer.

    Every row's ``row_digest`` covers all its other columns in their JSON form (timestamps
    RFC 3339, dates ISO), so ``services/checkin/chained.py`` and the backup verify any of
    these tables the same way.
    """
    return Table(
        name,
        metadata,
        Column("customer_id", Text, nullable=False),
        Column("sequence", Integer, nullable=False),
        *columns,
        Column("recorded_at", DateTime(timezone=True), nullable=False),
        Column("previous_row_digest", Text, nullable=False),
        Column("row_digest", Text, nullable=False),
        PrimaryKeyConstraint("customer_id", "sequence", name=f"pk_{name}"),
        CheckConstraint("sequence >= 1", name="sequence_positive"),
    )


# --- adaptive nutrition (migration checkin_0005, ADR 0050) ---------------------------------

# Every change of a customer's nutrition policy is a new revision (= its sequence).
nutrition_policy = _chained(
    "nutrition_policy",
    Column("policy", JSONB, nullable=False),
    Column("policy_digest", Text, nullable=False),
    Column("actor", Text, nullable=False),
)

# Weekly proposals: one row per (proposal, revision); a new revision never rewrites an old
# one. ``proposal`` is the whole canonical document, ``proposal_digest`` its SHA-256.
nutrition_proposal = _chained(
    "nutrition_proposal",
    Column("proposal_id", Text, nullable=False),
    Column("revision", Integer, nullable=False),
    Column("week_index", Integer, nullable=False),
    Column("proposal", JSONB, nullable=False),
    Column("proposal_digest", Text, nullable=False),
    Column("policy_revision", Integer, nullable=False),
    Column("created_event_id", Text, nullable=False),
    UniqueConstraint(
        "customer_id",
        "proposal_id",
        "revision",
        name="uq_nutrition_proposal_customer_id_proposal_id_revision",
    ),
    CheckConstraint("revision >= 1", name="revision_positive"),
)

# The customer's active daily targets: a row per approved proposal, in force from
# ``effective_from`` (the KST day after the approval) until a later row takes over.
nutrition_target = _chained(
    "nutrition_target",
    Column("effective_from", Date, nullable=False),
    Column("targets", JSONB, nullable=False),
    Column("proposal_id", Text, nullable=False),
    Column("revision", Integer, nullable=False),
    Column("decided_event_id", Text, nullable=False),
    UniqueConstraint(
        "customer_id",
        "proposal_id",
        "revision",
        name="uq_nutrition_target_customer_id_proposal_id_revision",
    ),
)

# What must reach delivery (operator cards, customer drafts), persisted before any call so
# an unreachable delivery never loses it; ``submission`` is the exact request body.
nutrition_outbox = _chained(
    "nutrition_outbox",
    Column("item_kind", Text, nullable=False),
    Column("item_key", Text, nullable=False),
    Column("proposal_id", Text, nullable=False),
    Column("revision", Integer, nullable=False),
    Column("submission", JSONB, nullable=False),
    UniqueConstraint("customer_id", "item_key", name="uq_nutrition_outbox_customer_id_item_key"),
    CheckConstraint("item_kind IN ('card', 'draft')", name="item_kind_known"),
)

# Every attempt to hand an outbox item to delivery and what came back.
nutrition_outbox_attempt = _chained(
    "nutrition_outbox_attempt",
    Column("item_key", Text, nullable=False),
    Column("outcome", Text, nullable=False),
    Column("http_status", Integer, nullable=True),
    Column("detail", JSONB, nullable=False),
    CheckConstraint("outcome IN ('accepted', 'refused', 'unreachable')", name="outcome_known"),
)

# --- judgment ledger (migration checkin_0006; seed 004, ADR 0052) ---------------------------

# Typed coaching judgments. ``body`` keeps the exact canonical JSON bytes a record was
# written with (text, not JSONB, so a later schema version can never re-serialise an old
# row); ``body_digest`` is their SHA-256.
judgment_record = _chained(
    "judgment_record",
    Column("record_id", Text, nullable=False),
    Column("record_kind", Text, nullable=False),
    Column("record_key", Text, nullable=False),
    Column("schema_version", Integer, nullable=False),
    Column("policy_revision", Integer, nullable=False),
    Column("policy_rule", Text, nullable=False),
    Column("body", Text, nullable=False),
    Column("body_digest", Text, nullable=False),
    UniqueConstraint("customer_id", "record_key", name="uq_judgment_record_customer_id_record_key"),
    UniqueConstraint("customer_id", "record_id", name="uq_judgment_record_customer_id_record_id"),
)

# Customer-scoped ledgers whose chain ``chained.py`` verifies generically (per customer).
CHAINED_CUSTOMER_TABLES: frozenset[str] = frozenset(
    {
        "nutrition_policy",
        "nutrition_proposal",
        "nutrition_target",
        "nutrition_outbox",
        "nutrition_outbox_attempt",
        "judgment_record",
    }
)
CUSTOMER_SCOPED_TABLES: frozenset[str] = (
    frozenset({"event", "flow_session", "outbox"}) | CHAINED_CUSTOMER_TABLES
)
DIRECTORY_TABLES: frozenset[str] = frozenset(
    {"registry_transition", "registry_route", "erasure_tombstone"}
)
# Derived from other tables in the same transaction: never backed up, rebuilt on restore.
DERIVED_TABLES: frozenset[str] = frozenset({"registry_route"})
# Transport state, not pilot facts: never backed up, never erased per customer.
TRANSIENT_TABLES: frozenset[str] = frozenset({"service_request_nonce"})
