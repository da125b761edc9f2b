"""A transactional outbox: a message written with the state change it announces, relayed later.

Why: a service that must tell a peer about a change (checkin submitting a draft to delivery)
cannot do both in one transaction. Writing the message as a row *in the same transaction* as
the change, then posting it until the peer acknowledges it, means a crash or an unreachable
peer loses nothing (the row stays pending) and duplicates nothing (the peer is idempotent by
the row's ``dedupe_key``, which travels with every post).

The pieces:

* ``outbox_table(metadata)`` declares the table; ``create_outbox_table(op, schema)`` creates it
  in a migration (both from one column list, so ``alembic check`` agrees).
* ``enqueue(session, table, message, now=...)`` adds a row in the caller's transaction (it only
  flushes); with ``not_before`` the row waits until then unless ``complete_held`` releases
  it sooner (optionally with a completed payload) while it was never posted. The same
  ``(target, dedupe_key)`` twice is one row; a different payload under a key already used
  raises ``OutboxKeyConflict`` (fail closed: never silently drop a change).
* ``OutboxRelay.relay_once()`` claims due rows one per transaction with
  ``FOR UPDATE SKIP LOCKED`` (two relays never post the same row at once; a killed relay's
  lock dies with its connection), posts each with the sender registered for its ``target``,
  and applies a pluggable verdict: ``acknowledged`` / ``conflict`` / ``rejected`` finish the
  row, ``retry`` postpones it with exponential backoff. A ``finishers`` entry for a target
  runs in the transaction that finishes one of its rows (what a refusal means for the
  sender's own state commits with the row). Rows of one ``(target, customer_id)``
  lane go in order: while an older one is pending, younger ones wait.
* ``PeriodicRelay`` runs a relay on a daemon thread every few seconds.

Tables under row-level security (one customer per transaction) pass ``scopes`` (which
scopes to visit) and ``enter_scope`` (how to enter one); the relay visits each scope in turn.
"""

from shared.outbox.relay import (
    Decider,
    Finisher,
    OutboxRelay,
    PeriodicRelay,
    PostResult,
    RelayDecision,
    RelayReport,
    Sender,
    backoff,
    decide_by_status,
    http_sender,
)
from shared.outbox.table import (
    STATUSES,
    OutboxBacklog,
    OutboxKeyConflict,
    OutboxMessage,
    OutboxRow,
    OutboxStatus,
    Verdict,
    backlog,
    complete_held,
    create_outbox_table,
    drop_outbox_table,
    enqueue,
    fold_backlog,
    get_row,
    list_rows,
    outbox_table,
)

__all__ = [
    "STATUSES",
    "Decider",
    "Finisher",
    "OutboxBacklog",
    "OutboxKeyConflict",
    "OutboxMessage",
    "OutboxRelay",
    "OutboxRow",
    "OutboxStatus",
    "PeriodicRelay",
    "PostResult",
    "RelayDecision",
    "RelayReport",
    "Sender",
    "Verdict",
    "backlog",
    "backoff",
    "complete_held",
    "create_outbox_table",
    "decide_by_status",
    "drop_outbox_table",
    "enqueue",
    "fold_backlog",
    "get_row",
    "http_sender",
    "list_rows",
    "outbox_table",
]
