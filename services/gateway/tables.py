"""The gateway schema: every table this service owns (migrations are the source of truth)."""

from __future__ import annotations

from sqlalchemy import (
    BigInteger,
    CheckConstraint,
    Column,
    Date,
    DateTime,
    Identity,
    Integer,
    SmallInteger,
    Table,
    Text,
    UniqueConstraint,
    text,
)
from sqlalchemy.dialects.postgresql import JSONB

from shared.auth.nonces import nonce_table
from shared.db.metadata import service_metadata
from shared.erasure import tombstone_table

SCHEMA = "gateway"
metadata = service_metadata(SCHEMA)

service_request_nonce = nonce_table(metadata)

# One row per Telegram update this gateway accepted: the unique (bot, update) pair is what
# makes a redelivered update (webhook retry, re-polled offset, restart) a no-op. Nothing
# about the sender is stored here - unknown senders leave only a counter behind.
telegram_update = Table(
    "telegram_update",
    metadata,
    Column("id", BigInteger, Identity(), primary_key=True),
    Column("bot_id", BigInteger, nullable=False),
    Column("update_id", BigInteger, nullable=False),
    Column("kind", Text, nullable=False),
    Column("received_at", DateTime(timezone=True), nullable=False),
    Column("outcome", Text, nullable=True),
    Column("finished_at", DateTime(timezone=True), nullable=True),
    UniqueConstraint("bot_id", "update_id"),
)

# Polling's durable inbox (ADR 0093): each fetched update is written here, in one transaction
# per getUpdates batch, before the next getUpdates confirms it to Telegram; its claim into
# ``telegram_update`` deletes it in the same transaction. So an update Telegram has forgotten
# is always either here (not yet started: a restart handles it) or claimed. ``payload`` is
# the raw update as JSON text (not JSONB: a hostile ``\u0000`` must not stop polling) and
# lives only until the claim - the sender's words are not kept once the update is taken.
polled_update = Table(
    "polled_update",
    metadata,
    Column("bot_id", BigInteger, primary_key=True),
    Column("update_id", BigInteger, primary_key=True),
    Column("payload", Text, nullable=False),
    Column("fetched_at", DateTime(timezone=True), nullable=False),
)

# Audit counters per KST day ("unknown_sender", "duplicate_update", ...): numbers only. A
# counter is the sum of its shards: an update adds to the shard its id names, so concurrent
# updates rarely wait for one another's commit on one row (ADR 0102).
COUNTER_SHARDS = 16
update_counter = Table(
    "update_counter",
    metadata,
    Column("kst_date", Date, primary_key=True),
    Column("counter", Text, primary_key=True),
    Column("shard", SmallInteger, primary_key=True, server_default=text("0")),
    Column("count", BigInteger, nullable=False),
    CheckConstraint(f"shard BETWEEN 0 AND {COUNTER_SHARDS - 1}", name="shard_range"),
)

# One row per reservation delivery asked us to send. ``sending`` is committed before the
# first byte goes to Telegram, so a crash mid-send leaves a row that answers "unknown"
# forever after: a reservation is handed to Telegram at most once.
outbound_send = Table(
    "outbound_send",
    metadata,
    Column("id", BigInteger, Identity(), primary_key=True),
    Column("reservation_id", Text, nullable=False),
    Column("caller", Text, nullable=False),
    Column("request_digest", Text, nullable=False),
    Column("chat_id", BigInteger, nullable=False),
    Column("topic_id", BigInteger, nullable=True),
    Column("part_count", Integer, nullable=False),
    Column("state", Text, nullable=False),
    Column("reason", Text, nullable=True),
    Column("receipts", JSONB, nullable=False),
    Column("problem", JSONB, nullable=True),
    Column("created_at", DateTime(timezone=True), nullable=False),
    Column("finished_at", DateTime(timezone=True), nullable=True),
    UniqueConstraint("reservation_id"),
    CheckConstraint("state IN ('sending', 'sent', 'refused', 'unknown')", name="state_known"),
)

# The customer acknowledged the consent notice of this version in Telegram (once per
# version; a new version asks again). The only conversation state the gateway keeps: the
# check-in itself lives in checkin, so any gateway instance can continue it.
consent_acknowledgement = Table(
    "consent_acknowledgement",
    metadata,
    Column("id", BigInteger, Identity(), primary_key=True),
    Column("customer_id", Text, nullable=False),
    Column("consent_version", Text, nullable=False),
    Column("acknowledged_at", DateTime(timezone=True), nullable=False),
    UniqueConstraint("customer_id", "consent_version"),
)

# What a withdrawal erasure leaves behind here (``erasure/``): when, by whom, how many
# acknowledgements went, and the digest of the opaque customer id - no customer data.
erasure_tombstone = tombstone_table(metadata)
