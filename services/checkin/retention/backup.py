"""Backup and restore of the checkin schema as portable JSON lines (AC14-AC16).

Why not ``pg_dump``: the embedded server and a deployment's server can be different major
versions, and a dump of one does not always restore into the other. Our tables are plain
rows of JSON-friendly columns, so a backup is a directory:

* ``manifest.json`` - format, the schema's alembic revision, per-table row counts and
  SHA-256 of each file, and per-customer stream head digests;
* ``<table>.jsonl`` - one canonical JSON object per row, in primary-key order.

Every pilot-fact table is included (``DIRECTORY_TABLES`` and ``CUSTOMER_SCOPED_TABLES``;
tables added later are picked up from ``tables.py``). Customer-scoped rows are read and
written one customer at a time inside that customer's row-level-security scope.

Restore runs in one transaction into a schema at the same revision that holds no pilot
facts yet; it re-inserts the rows verbatim, then recomputes every hash chain (the event
streams, the registry, the tombstones and every per-customer ledger of
``CHAINED_CUSTOMER_TABLES``) and compares the stream heads with the manifest. Any
mismatch raises and the transaction rolls back.
"""

from __future__ import annotations

import json
import os
from collections import defaultdict
from collections.abc import Iterable
from datetime import date, datetime
from pathlib import Path
from typing import Any, Final

from sqlalchemy import Date, DateTime, Table, func, select
from sqlalchemy.orm import Session

from services.checkin import chained
from services.checkin.events.repository import EventRepository
from services.checkin.events.schemas import StoredEvent
from services.checkin.events.service import verify_events
from services.checkin.registry.repository import RegistryRepository
from services.checkin.retention.repository import TombstoneRepository
from services.checkin.scope import enter_customer_scope
from services.checkin.tables import (
    CHAINED_CUSTOMER_TABLES,
    CUSTOMER_SCOPED_TABLES,
    DIRECTORY_TABLES,
    SCHEMA,
    metadata,
)
from shared.canonical import canonical_json, sha256_hex
from shared.clock import Clock, parse_rfc3339, to_rfc3339
from shared.db.migrate import current_revision
from shared.hashchain import verify_chain

FORMAT: Final = "dualcoach-checkin-backup/1"
MANIFEST: Final = "manifest.json"


class BackupError(RuntimeError):
    """The backup cannot be written, or cannot be restored as it is."""


def _tables() -> list[Table]:
    names = DIRECTORY_TABLES | CUSTOMER_SCOPED_TABLES
    return [table for table in metadata.sorted_tables if table.name in names]


def _encode(table: Table, row: Any) -> dict[str, Any]:
    record: dict[str, Any] = {}
    for column in table.columns:
        value = row._mapping[column.name]
        if isinstance(value, datetime):
            value = to_rfc3339(value)
        elif isinstance(value, date):
            value = value.isoformat()
        record[column.name] = value
    return record


def _decode(table: Table, record: dict[str, Any]) -> dict[str, Any]:
    if set(record) != {column.name for column in table.columns}:
        raise BackupError(f"{table.name}: row columns do not match the table")
    values: dict[str, Any] = {}
    for column in table.columns:
        value = record[column.name]
        if value is not None and isinstance(column.type, DateTime):
            value = parse_rfc3339(value)
        elif value is not None and isinstance(column.type, Date):
            value = date.fromisoformat(value)
        values[column.name] = value
    return values


def _ordered(table: Table) -> Any:
    """Stream order for customer streams (customer, sequence), else primary-key order."""
    if table.name in CUSTOMER_SCOPED_TABLES and "sequence" in table.c:
        return select(table).order_by(table.c.customer_id, table.c.sequence)
    return select(table).order_by(*table.primary_key.columns)


def _customer_ids(session: Session) -> list[str]:
    streams = {transition.stream for transition in RegistryRepository(session).transitions()}
    return sorted(stream.split(":", 1)[1] for stream in streams if stream.startswith("customer:"))


def _read_rows(session: Session, table: Table, customer_ids: list[str]) -> list[dict[str, Any]]:
    if table.name not in CUSTOMER_SCOPED_TABLES:
        return [_encode(table, row) for row in session.execute(_ordered(table))]
    rows: list[dict[str, Any]] = []
    for customer_id in customer_ids:
        enter_customer_scope(session, customer_id, switch=True)
        statement = _ordered(table).where(table.c.customer_id == customer_id)
        rows += [_encode(table, row) for row in session.execute(statement)]
    return rows


def _lines(rows: Iterable[dict[str, Any]]) -> bytes:
    return b"".join(canonical_json(row) + b"\n" for row in rows)


def _stream_heads(rows: list[dict[str, Any]]) -> dict[str, dict[str, Any]]:
    by_customer: dict[str, list[StoredEvent]] = defaultdict(list)
    for row in rows:
        by_customer[row["customer_id"]].append(StoredEvent.model_validate(row))
    heads = {}
    for customer_id, events in sorted(by_customer.items()):
        events.sort(key=lambda stored: stored.sequence)
        report = verify_events(customer_id, events)
        heads[customer_id] = {
            "events": len(events),
            "head_digest": events[-1].row_digest,
            "chain_ok": report.ok,
        }
    return heads


def export_backup(session: Session, directory: Path, *, clock: Clock) -> dict[str, Any]:
    """Write every pilot-fact row to ``directory`` (must not exist yet); return the manifest.

    Run it in a REPEATABLE READ transaction so all tables come from one snapshot.
    """
    if directory.exists():
        raise BackupError(f"{directory} already exists; choose a new directory")
    customer_ids = _customer_ids(session)
    files: dict[str, bytes] = {}
    tables: dict[str, dict[str, Any]] = {}
    streams: dict[str, dict[str, Any]] = {}
    for table in _tables():
        rows = _read_rows(session, table, customer_ids)
        files[f"{table.name}.jsonl"] = _lines(rows)
        tables[table.name] = {
            "file": f"{table.name}.jsonl",
            "rows": len(rows),
            "sha256": sha256_hex(files[f"{table.name}.jsonl"]),
        }
        if table.name == "event":
            streams = _stream_heads(rows)
    manifest = {
        "format": FORMAT,
        "schema": SCHEMA,
        "schema_revision": current_revision(session.connection(), SCHEMA),
        "created_at": to_rfc3339(clock.now()),
        "tables": tables,
        "streams": streams,
    }
    directory.mkdir(parents=True, mode=0o700)
    files[MANIFEST] = (
        json.dumps(manifest, ensure_ascii=False, indent=2, sort_keys=True) + "\n"
    ).encode("utf-8")
    for name, content in files.items():
        _write_private(directory / name, content)
    return manifest


def _write_private(path: Path, content: bytes) -> None:
    """Backups hold customer data: files are created 0600, never through a symlink."""
    descriptor = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL | os.O_NOFOLLOW, 0o600)
    with os.fdopen(descriptor, "wb") as handle:
        handle.write(content)


def _load(directory: Path) -> tuple[dict[str, Any], dict[str, list[dict[str, Any]]]]:
    manifest = json.loads((directory / MANIFEST).read_text("utf-8"))
    if manifest.get("format") != FORMAT or manifest.get("schema") != SCHEMA:
        raise BackupError("not a checkin backup of this format")
    rows: dict[str, list[dict[str, Any]]] = {}
    for table in _tables():
        entry = manifest["tables"].get(table.name)
        if entry is None:
            raise BackupError(f"backup has no {table.name} table")
        content = (directory / entry["file"]).read_bytes()
        if sha256_hex(content) != entry["sha256"]:
            raise BackupError(f"{entry['file']} does not match its manifest digest")
        rows[table.name] = [json.loads(line) for line in content.decode("utf-8").splitlines()]
        if len(rows[table.name]) != entry["rows"]:
            raise BackupError(f"{entry['file']} row count differs from the manifest")
    return manifest, rows


def _require_empty(session: Session) -> None:
    for name in sorted(DIRECTORY_TABLES):
        table = metadata.tables[f"{SCHEMA}.{name}"]
        if session.execute(select(func.count()).select_from(table)).scalar_one():
            raise BackupError(f"restore target is not empty ({name} has rows)")


def _verify_restored(session: Session, manifest: dict[str, Any]) -> dict[str, Any]:
    registry = RegistryRepository(session)
    by_stream: dict[str, list[dict[str, Any]]] = defaultdict(list)
    for transition in registry.transitions():
        by_stream[transition.stream].append(transition.model_dump(mode="json"))
    broken = [stream for stream, rows in by_stream.items() if not verify_chain(rows).ok]
    tombstones = [t.model_dump(mode="json") for t in TombstoneRepository(session).all()]
    if not verify_chain(tombstones).ok:
        broken.append("erasure_tombstone")
    for customer_id, expected in manifest["streams"].items():
        enter_customer_scope(session, customer_id, switch=True)
        events = EventRepository(session).stream(customer_id)
        report = verify_events(customer_id, events)
        if (
            not report.ok
            or report.head_digest != expected["head_digest"]
            or len(events) != expected["events"]
        ):
            broken.append(f"events:{customer_id}")
    broken += _broken_ledgers(session, [*manifest["streams"], *_customer_ids(session)])
    if broken:
        raise BackupError("restored chains do not verify: " + ", ".join(sorted(broken)))
    return {
        "registry_streams": len(by_stream),
        "customers": len(manifest["streams"]),
        "events": sum(item["events"] for item in manifest["streams"].values()),
        "tombstones": len(tombstones),
    }


def _broken_ledgers(session: Session, customer_ids: list[str]) -> list[str]:
    """Every per-customer chain of the other customer-scoped ledgers (``chained.py``)."""
    broken = []
    for customer_id in sorted(set(customer_ids)):
        enter_customer_scope(session, customer_id, switch=True)
        for name in sorted(CHAINED_CUSTOMER_TABLES):
            table = metadata.tables[f"{SCHEMA}.{name}"]
            if not chained.verify(chained.rows(session, table, customer_id)).ok:
                broken.append(f"{name}:{customer_id}")
    return broken


def restore_backup(session: Session, directory: Path) -> dict[str, Any]:
    """Load ``directory`` into an empty checkin schema at the same revision; verify chains."""
    manifest, rows = _load(directory)
    revision = current_revision(session.connection(), SCHEMA)
    if manifest["schema_revision"] != revision:
        raise BackupError(
            f"backup is at revision {manifest['schema_revision']}, database at {revision}"
        )
    _require_empty(session)
    for table in _tables():
        if table.name not in CUSTOMER_SCOPED_TABLES:
            for record in rows[table.name]:
                session.execute(table.insert().values(**_decode(table, record)))
            continue
        by_customer: dict[str, list[dict[str, Any]]] = defaultdict(list)
        for record in rows[table.name]:
            by_customer[record["customer_id"]].append(record)
        for customer_id, records in sorted(by_customer.items()):
            enter_customer_scope(session, customer_id, switch=True)
            for record in records:
                session.execute(table.insert().values(**_decode(table, record)))
    session.flush()
    return _verify_restored(session, manifest)
