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
    CheckConstraint,
    Column,
    Date,
    DateTime,
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

# The canonical per-customer event stream (ADR-1): one append path, a deterministic
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
erasure_tombstone = Table(
    "erasure_tombstone",
    metadata,
    Column("sequence", Integer, nullable=False),
    Column("tombstone_id", Text, nullable=False),
    Column("customer_digest", Text, nullable=False),
    Column("erased_at", DateTime(timezone=True), nullable=False),
    Column("actor", Text, nullable=False),
    Column("summary", JSONB, nullable=False),
    Column("previous_row_digest", Text, nullable=False),
    Column("row_digest", Text, nullable=False),
    PrimaryKeyConstraint("sequence", name="pk_erasure_tombstone"),
    UniqueConstraint("tombstone_id", name="uq_erasure_tombstone_tombstone_id"),
    UniqueConstraint("customer_digest", name="uq_erasure_tombstone_customer_digest"),
)

# A check-in or trainer record in progress (issue 4): mutable working state, one row per
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

CUSTOMER_SCOPED_TABLES: frozenset[str] = frozenset({"event", "flow_session", "outbox"})
DIRECTORY_TABLES: frozenset[str] = frozenset({"registry_transition", "erasure_tombstone"})
# Transport state, not pilot facts: never backed up, never erased per customer.
TRANSIENT_TABLES: frozenset[str] = frozenset({"service_request_nonce"})
