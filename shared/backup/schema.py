"""One service's schema in a backup: every table as a verified JSON-lines file.

``SchemaCopy`` reads all tables of a schema (except transport state such as replay
nonces) in primary-key order, writes ``<table>.jsonl`` files and a ``manifest.json`` with
the schema's alembic revision, per-table row counts and SHA-256, and the heads of the
schema's hash chains. Restoring re-inserts the rows verbatim into empty tables, moves
every identity sequence past the restored ids (so the next insert does not collide),
recomputes the chains from the database and compares them with the manifest.

Services subclass it where their rows need more: checkin reads customer tables inside
each customer's row-level-security scope; delivery and expression report their chains.
"""

from __future__ import annotations

from collections.abc import Mapping
from pathlib import Path
from typing import Any, Final

from sqlalchemy import MetaData, Table, func, select, text
from sqlalchemy.orm import Session

from shared.backup.files import manifest_bytes, read_manifest, read_verified, write_private
from shared.backup.rows import BackupError, Record, decode_row, encode_row, from_lines, to_lines
from shared.canonical import sha256_hex
from shared.db.migrate import current_revision
from shared.topology import ServiceName

SCHEMA_FORMAT: Final = "dualcoach-schema-backup/1"
MANIFEST: Final = "manifest.json"
# Transport state, not product data: replay nonces expire in minutes and are never copied.
TRANSIENT_TABLES: Final = frozenset({"service_request_nonce"})
# A chain's head as the manifest records it: rows, last digest, whether it verified.
ChainHeads = dict[str, dict[str, Any]]


def chain_entry(rows: int, head_digest: str | None, *, ok: bool) -> dict[str, Any]:
    return {"rows": rows, "head_digest": head_digest, "ok": ok}


class SchemaCopy:
    """Reads a service's schema into files and writes it back; subclasses add chains."""

    def __init__(self, service: ServiceName, metadata: MetaData) -> None:
        if metadata.schema is None:
            raise ValueError("a service's metadata names its schema")
        self.service = service
        self.metadata = metadata
        self.schema: str = metadata.schema

    # -- what subclasses may refine ---------------------------------------------------------

    def tables(self) -> list[Table]:
        """Every table to copy, parents before children (foreign keys)."""
        return [t for t in self.metadata.sorted_tables if t.name not in TRANSIENT_TABLES]

    def read_table(self, session: Session, table: Table) -> list[Record]:
        statement = select(table).order_by(*table.primary_key.columns)
        return [encode_row(table, row) for row in session.execute(statement)]

    def write_table(self, session: Session, table: Table, records: list[Record]) -> None:
        if records:
            session.execute(table.insert(), [decode_row(table, record) for record in records])

    def count_rows(self, session: Session, table: Table) -> int:
        return int(session.execute(select(func.count()).select_from(table)).scalar_one())

    def chains(self, session: Session) -> ChainHeads:
        """The schema's hash chains as the database holds them now (none by default)."""
        return {}

    # -- backup -----------------------------------------------------------------------------

    def export(self, session: Session, directory: Path) -> dict[str, Any]:
        """Write this schema into ``directory`` (created here); return its manifest.

        ``session`` must be in a REPEATABLE READ transaction so every table and every chain
        head come from one snapshot.
        """
        files: dict[str, bytes] = {}
        tables: dict[str, dict[str, Any]] = {}
        for table in self.tables():
            records = self.read_table(session, table)
            name = f"{table.name}.jsonl"
            files[name] = to_lines(records)
            tables[table.name] = {
                "file": name,
                "rows": len(records),
                "sha256": sha256_hex(files[name]),
            }
        manifest = {
            "format": SCHEMA_FORMAT,
            "service": self.service,
            "schema": self.schema,
            "schema_revision": current_revision(session.connection(), self.schema),
            "tables": tables,
            "chains": self.chains(session),
        }
        directory.mkdir(mode=0o700)
        for name, content in files.items():
            write_private(directory / name, content)
        write_private(directory / MANIFEST, manifest_bytes(manifest))
        return manifest

    # -- restore ----------------------------------------------------------------------------

    def load(self, directory: Path) -> tuple[dict[str, Any], dict[str, list[Record]]]:
        """The manifest and every table's records, refused unless all files verify."""
        manifest = read_manifest(directory / MANIFEST)
        if manifest.get("format") != SCHEMA_FORMAT or manifest.get("schema") != self.schema:
            raise BackupError(f"{directory.name}: not a {self.schema} backup of this format")
        entries = manifest.get("tables", {})
        records: dict[str, list[Record]] = {}
        for table in self.tables():
            entry = entries.get(table.name)
            if entry is None:
                raise BackupError(f"{self.schema} backup has no {table.name} table")
            content = read_verified(directory / entry["file"], entry["sha256"])
            records[table.name] = from_lines(content)
            if len(records[table.name]) != entry["rows"]:
                raise BackupError(f"{self.schema}/{entry['file']} row count differs")
        unknown = set(entries) - set(records)
        if unknown:
            raise BackupError(
                f"{self.schema} backup has tables this version does not know: "
                + ", ".join(sorted(unknown))
            )
        return manifest, records

    def non_empty(self, session: Session) -> list[str]:
        """Tables that already hold rows (a restore never merges into existing data)."""
        return [
            f"{self.schema}.{table.name}"
            for table in self.tables()
            if self.count_rows(session, table)
        ]

    def restore(
        self, session: Session, manifest: Mapping[str, Any], records: Mapping[str, list[Record]]
    ) -> dict[str, Any]:
        """Insert ``records`` into this (empty) schema and check the chains; no commit here."""
        for table in self.tables():
            self.write_table(session, table, records[table.name])
        session.flush()
        for table in self.tables():
            _advance_identity(session, table)
        restored = self.chains(session)
        expected = manifest["chains"]
        broken = sorted(
            name
            for name in set(expected) | set(restored)
            if restored.get(name) != expected.get(name) or not restored[name]["ok"]
        )
        if broken:
            raise BackupError(
                f"restored {self.schema} chains do not verify: "
                + ", ".join(broken[:10])
                + (f" and {len(broken) - 10} more" if len(broken) > 10 else "")
            )
        return {
            "rows": sum(len(rows) for rows in records.values()),
            "chains": len(restored),
        }


def _advance_identity(session: Session, table: Table) -> None:
    """Restored rows carry their ids; the identity sequence must continue after them."""
    for column in table.columns:
        if column.identity is None:
            continue
        highest = session.execute(select(func.max(column))).scalar_one()
        session.execute(
            text("SELECT setval(pg_get_serial_sequence(:table, :column), :next, false)"),
            {
                "table": f"{table.schema}.{table.name}",
                "column": column.name,
                "next": (highest or 0) + 1,
            },
        )
