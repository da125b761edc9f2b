"""Back up and restore the whole product: every service's schema, one snapshot, one manifest.

A backup directory holds ``manifest.json`` and one sub-directory per service schema
(``SchemaCopy``'s files and manifest). The top manifest records each schema's revision,
row count and the SHA-256 of its manifest (which in turn pins every table file), and the
cross-schema links (``links.py``) as they held in the snapshot.

**Consistency while the services run.** The first schema's transaction exports its
snapshot (``pg_export_snapshot``) and every other schema's transaction - each as that
service's own owner role - imports it, so all schemas are read as of one instant: a
message cannot be ``delivered`` in delivery's copy and missing from the gateway's.

**Nothing half-written.** The backup is written into a hidden sibling directory and
renamed into place only when complete. A restore verifies every file before it touches the
database, inserts every schema in its own transaction, checks each schema's chains, and
commits only when all of them verified; any refusal rolls every transaction back.
"""

from __future__ import annotations

import re
import shutil
from collections.abc import Callable, Iterator, Mapping
from contextlib import ExitStack, contextmanager
from pathlib import Path
from typing import Any, Final

from sqlalchemy import create_engine, text
from sqlalchemy.engine import URL
from sqlalchemy.orm import Session

from services.backup.links import broken_links, check_links
from services.checkin.backup import COPY as CHECKIN
from services.delivery.backup import COPY as DELIVERY
from services.diagnostics.backup import COPY as DIAGNOSTICS
from services.expression.backup import COPY as EXPRESSION
from services.gateway.backup import COPY as GATEWAY
from shared.backup.files import manifest_bytes, read_manifest, read_verified, write_private
from shared.backup.rows import BackupError, Record, from_lines
from shared.backup.schema import MANIFEST, SchemaCopy
from shared.canonical import sha256_hex
from shared.clock import Clock, to_rfc3339
from shared.db import migrate
from shared.topology import SERVICES, ServiceName

FORMAT: Final = "dualcoach-backup/1"
COPIES: Final[Mapping[ServiceName, SchemaCopy]] = {
    "gateway": GATEWAY,
    "checkin": CHECKIN,
    "expression": EXPRESSION,
    "delivery": DELIVERY,
    "diagnostics": DIAGNOSTICS,
}
assert set(COPIES) == set(SERVICES), "every service's schema is in the backup"
# The tables the cross-schema links read (``links.py``).
_LINKED_TABLES: Final = ("event", "delivery_ledger", "outbound_send")
_SNAPSHOT_ID: Final = re.compile(r"^[0-9A-F]+-[0-9A-F]+(-[0-9]+)?$")

Progress = Callable[[str], None]
OwnerUrls = Mapping[ServiceName, URL]


@contextmanager
def _sessions(urls: OwnerUrls, *, snapshot: bool) -> Iterator[dict[ServiceName, Session]]:
    """One session per service as its owner role; with ``snapshot`` all share one snapshot."""
    with ExitStack() as stack:
        sessions: dict[ServiceName, Session] = {}
        exported: str | None = None
        for service in SERVICES:
            isolation = "REPEATABLE READ" if snapshot else "READ COMMITTED"
            engine = create_engine(urls[service], isolation_level=isolation)
            stack.callback(engine.dispose)
            session = Session(engine)
            stack.callback(session.close)
            if snapshot and exported is None:
                session.execute(text("SET TRANSACTION READ ONLY"))
                exported = str(session.execute(text("SELECT pg_export_snapshot()")).scalar_one())
                if not _SNAPSHOT_ID.match(exported):
                    raise BackupError(f"unexpected snapshot id {exported!r}")
            elif snapshot:
                session.execute(text(f"SET TRANSACTION SNAPSHOT '{exported}'"))
                session.execute(text("SET TRANSACTION READ ONLY"))
            sessions[service] = session
        yield sessions


def _table_records(directory: Path, manifest: Mapping[str, Any], table: str) -> list[Record]:
    entry = manifest["tables"][table]
    return from_lines(read_verified(directory / entry["file"], entry["sha256"]))


def export_product(
    urls: OwnerUrls, directory: Path, *, clock: Clock, progress: Progress
) -> dict[str, Any]:
    """Write every schema into the new ``directory``; return the top manifest."""
    if directory.exists():
        raise BackupError(f"{directory} already exists; choose a new directory")
    partial = directory.with_name(f".{directory.name}.partial")
    if partial.exists():
        shutil.rmtree(partial)
    partial.mkdir(parents=True, mode=0o700)
    try:
        manifest = _export_into(urls, partial, clock=clock, progress=progress)
        partial.rename(directory)
    except BaseException:
        shutil.rmtree(partial, ignore_errors=True)
        raise
    return manifest


def _export_into(
    urls: OwnerUrls, directory: Path, *, clock: Clock, progress: Progress
) -> dict[str, Any]:
    services: dict[str, dict[str, Any]] = {}
    linked: dict[str, dict[str, list[Record]]] = {}
    with _sessions(urls, snapshot=True) as sessions:
        for service, copy in COPIES.items():
            manifest = copy.export(sessions[service], directory / copy.schema)
            rows = sum(table["rows"] for table in manifest["tables"].values())
            services[service] = {
                "schema": copy.schema,
                "directory": copy.schema,
                "schema_revision": manifest["schema_revision"],
                "rows": rows,
                "chains": len(manifest["chains"]),
                "broken_chains": sorted(n for n, c in manifest["chains"].items() if not c["ok"]),
                "manifest_sha256": sha256_hex((directory / copy.schema / MANIFEST).read_bytes()),
            }
            linked[service] = {
                name: _table_records(directory / copy.schema, manifest, name)
                for name in _LINKED_TABLES
                if name in manifest["tables"]
            }
            count = len(manifest["tables"])
            progress(f"{service}: {count} table{'' if count == 1 else 's'}, {rows} rows")
    manifest = {
        "format": FORMAT,
        "created_at": to_rfc3339(clock.now()),
        "snapshot": "one database snapshot shared by every schema",
        "services": services,
        "links": check_links(linked),
    }
    write_private(directory / MANIFEST, manifest_bytes(manifest))
    return manifest


Loaded = dict[ServiceName, tuple[dict[str, Any], dict[str, list[Record]]]]


def load_backup(directory: Path) -> tuple[dict[str, Any], Loaded]:
    """The top manifest and every schema's records, refused unless every file verifies."""
    manifest = read_manifest(directory / MANIFEST)
    if manifest.get("format") != FORMAT:
        raise BackupError(f"{directory} is not a DualCoach backup of format {FORMAT}")
    services = manifest.get("services", {})
    if set(services) != set(SERVICES):
        raise BackupError("the backup does not hold exactly this product's services")
    loaded: Loaded = {}
    for service, copy in COPIES.items():
        entry = services[service]
        schema_dir = directory / entry["directory"]
        read_verified(schema_dir / MANIFEST, entry["manifest_sha256"])
        loaded[service] = copy.load(schema_dir)
    tables: dict[str, dict[str, list[Record]]] = {
        service: {name: records[name] for name in _LINKED_TABLES if name in records}
        for service, (_, records) in loaded.items()
    }
    if check_links(tables) != manifest["links"]:
        raise BackupError("cross-schema links differ from the manifest")
    return manifest, loaded


def restore_product(urls: OwnerUrls, directory: Path, *, progress: Progress) -> dict[str, Any]:
    """Restore ``directory`` into empty schemas at the backup's revisions; all or nothing.

    The caller provisions the database and roles first; each schema is migrated here to the
    revision its backup was taken at, and refused if it is already at another one.
    """
    manifest, loaded = load_backup(directory)
    broken = broken_links(manifest["links"])
    if broken:
        raise BackupError("the backup's cross-schema links did not hold: " + ", ".join(broken))
    for service in SERVICES:
        revision = manifest["services"][service]["schema_revision"]
        if revision is not None and not migrate.known_revision(service, revision):
            raise BackupError(
                f"the {service} schema was backed up at revision {revision}, which this "
                "version of DualCoach does not know; restore with the version that wrote it"
            )
    for service in SERVICES:
        revision = manifest["services"][service]["schema_revision"]
        if revision is not None:
            migrate.upgrade(service, urls[service], revision)
    report: dict[str, Any] = {}
    with _sessions(urls, snapshot=False) as sessions:
        for service, copy in COPIES.items():
            session = sessions[service]
            current = migrate.current_revision(session.connection(), copy.schema)
            expected = manifest["services"][service]["schema_revision"]
            if current != expected:
                raise BackupError(
                    f"{copy.schema} is at revision {current}, the backup at {expected}; "
                    "restore into an empty database"
                )
            filled = copy.non_empty(session)
            if filled:
                raise BackupError(
                    "restore target is not empty (" + ", ".join(filled[:5]) + " hold rows)"
                )
        for service, copy in COPIES.items():
            schema_manifest, records = loaded[service]
            report[service] = copy.restore(sessions[service], schema_manifest, records)
            progress(f"{service}: {report[service]['rows']} rows, chains verified")
        for service in SERVICES:
            sessions[service].commit()
    for service in SERVICES:
        migrate.upgrade(service, urls[service])
    return report
