"""Rows of the judgment ledger (``judgment_record``), one hash chain per customer.

The caller has entered the customer's scope and holds its stream lock. ``append`` is the
one way a record is written; ``insert_verbatim`` appends a row exactly as given (with its
own body bytes, schema version and policy columns, chained to the current head) - the
path an earlier binary's rows take, and what the tests use to put such rows in place.
"""

from __future__ import annotations

from datetime import datetime
from typing import Any

from sqlalchemy.orm import Session

from services.checkin import chained
from services.checkin.tables import judgment_record
from shared.canonical import sha256_hex


def rows(session: Session, customer_id: str) -> list[dict[str, Any]]:
    return chained.rows(session, judgment_record, customer_id)


def insert_verbatim(
    session: Session,
    customer_id: str,
    *,
    record_id: str,
    record_kind: str,
    record_key: str,
    schema_version: int,
    policy_revision: int,
    policy_rule: str,
    body: str,
    now: datetime,
) -> dict[str, Any]:
    """Chain one row whose body bytes are stored exactly as given."""
    return chained.append(
        session,
        judgment_record,
        customer_id,
        {
            "record_id": record_id,
            "record_kind": record_kind,
            "record_key": record_key,
            "schema_version": schema_version,
            "policy_revision": policy_revision,
            "policy_rule": policy_rule,
            "body": body,
            "body_digest": sha256_hex(body.encode("utf-8")),
        },
        now,
    )
