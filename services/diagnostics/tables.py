"""The diagnostics schema: every table this service owns (migrations are the source of truth).

Sessions (seed 003 §3, Rev 31-38): an approved spec is stored once with its four digests;
a session's current state lives in one mutable row, and every change of it is also one
hash-chained, append-only transition row. Diagnostic reservations are their own
append-only, hash-chained ledger, one chain per dedupe key: the rows are the only evidence
a restart may judge, and nothing ever rewrites them.
"""

from __future__ import annotations

from sqlalchemy import (
    BigInteger,
    CheckConstraint,
    Column,
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

SCHEMA = "diagnostics"
metadata = service_metadata(SCHEMA)

service_request_nonce = nonce_table(metadata)

SESSION_STATES = ("prepared", "active", "detaching", "closed", "expired")
RESERVATION_STATUSES = (
    "started",
    "consumed",
    "receipt",
    "delivered",
    "audit_pending",
    "sent_audited",
    "delivery_unknown",
)

# An owner-approved isolation spec: the canonical bytes and all four digests (Rev 35).
diagnostic_spec = Table(
    "diagnostic_spec",
    metadata,
    Column("spec_digest", Text, nullable=False),
    Column("spec_core_digest", Text, nullable=False),
    Column("transport_binding_digest", Text, nullable=False),
    Column("authority_digest", Text, nullable=False),
    Column("spec_bytes", Text, nullable=False),
    Column("test_customer_id", Text, nullable=False),
    Column("recorded_at", DateTime(timezone=True), nullable=False),
    PrimaryKeyConstraint("authority_digest", name="pk_diagnostic_spec"),
)

# A session's current state. ``generation`` increases on every transition; the partial
# unique index lets one test customer have at most one session that is not finished.
diagnostic_session = Table(
    "diagnostic_session",
    metadata,
    Column("session_id", Text, nullable=False),
    Column("test_customer_id", Text, nullable=False),
    Column("spec_digest", Text, nullable=False),
    Column("authority_digest", Text, nullable=False),
    Column("transport_binding_digest", Text, nullable=False),
    Column("state", Text, nullable=False),
    Column("generation", Integer, nullable=False),
    Column("opened_at", DateTime(timezone=True), nullable=False),
    Column("expires_at", DateTime(timezone=True), nullable=False),
    Column("updated_at", DateTime(timezone=True), nullable=False),
    PrimaryKeyConstraint("session_id", name="pk_diagnostic_session"),
    CheckConstraint(
        "state IN ('prepared', 'active', 'detaching', 'closed', 'expired')", name="state_known"
    ),
    CheckConstraint("generation >= 1", name="generation_positive"),
    Index(
        "uq_diagnostic_session_open_test_customer",
        "test_customer_id",
        unique=True,
        postgresql_where=text("state IN ('prepared', 'active', 'detaching')"),
    ),
)

# Every transition of every session, in order, hash-chained per session.
diagnostic_session_transition = Table(
    "diagnostic_session_transition",
    metadata,
    Column("session_id", Text, nullable=False),
    Column("position", Integer, nullable=False),
    Column("generation", Integer, nullable=False),
    Column("from_state", Text, nullable=True),
    Column("to_state", Text, nullable=False),
    Column("reason", Text, nullable=False),
    Column("actor", Text, nullable=False),
    Column("spec_digest", Text, nullable=False),
    Column("authority_digest", Text, nullable=False),
    Column("transport_binding_digest", Text, nullable=False),
    Column("recorded_at", DateTime(timezone=True), nullable=False),
    Column("previous_row_digest", Text, nullable=False),
    Column("row_digest", Text, nullable=False),
    PrimaryKeyConstraint("session_id", "position", name="pk_diagnostic_session_transition"),
    CheckConstraint("position >= 1", name="position_positive"),
)

# The host-owned reservation ledger: one hash chain per dedupe key. ``started`` is the
# reservation; every later row is evidence about that one attempt (Rev 37-38 statuses).
diagnostic_reservation = Table(
    "diagnostic_reservation",
    metadata,
    Column("id", BigInteger, Identity(), nullable=False),
    Column("dedupe_key", Text, nullable=False),
    Column("position", Integer, nullable=False),
    Column("reservation_id", Text, nullable=False),
    Column("status", Text, nullable=False),
    Column("session_id", Text, nullable=False),
    Column("generation", Integer, nullable=False),
    Column("spec_digest", Text, nullable=False),
    Column("authority_digest", Text, nullable=False),
    Column("transport_binding_digest", Text, nullable=False),
    Column("body", Text, nullable=False),
    Column("body_digest", Text, nullable=False),
    Column("destination", JSONB, nullable=False),
    Column("destination_digest", Text, nullable=False),
    Column("receipt", JSONB, nullable=True),
    Column("reason", Text, nullable=True),
    Column("recorded_at", DateTime(timezone=True), nullable=False),
    Column("previous_row_digest", Text, nullable=False),
    Column("row_digest", Text, nullable=False),
    PrimaryKeyConstraint("id", name="pk_diagnostic_reservation"),
    UniqueConstraint("dedupe_key", "position"),
    CheckConstraint("position >= 1", name="position_positive"),
    CheckConstraint(
        "status IN ('started', 'consumed', 'receipt', 'delivered', 'audit_pending', "
        "'sent_audited', 'delivery_unknown')",
        name="status_known",
    ),
    Index("ix_diagnostic_reservation_session_id", "session_id"),
)
