"""Serving evidence snapshots: the audit-role transaction, its safety checks, the routes.

A service lists its evidence sources (which tables make a domain and how to read one
customer's rows of them); ``snapshot_router`` serves ``GET /audit/snapshot/{domain}`` and
``GET /audit/snapshot/{domain}/token`` for the ``diagnostics`` and ``operator`` callers.

Each read runs in ``Database.read_only_snapshot`` on the **audit role**, and first checks
that the source is safe to read: the session really is the audit role, the transaction
really is read-only and repeatable-read, every table of the domain exists, is readable
and is *not* writable by that role. Anything else is an unsafe source - the read stops
before touching a row and answers ``409 evidence-source-unsafe`` (the exporter's
``corrupt_state``). A reader may raise ``UnsafeEvidenceSource`` too (a broken hash chain).
Nothing here writes: no row, no lock, no setting that outlives the transaction.
"""

# No ``from __future__ import annotations``: FastAPI evaluates the annotations of the
# nested route functions below, which refer to local names.

import re
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Annotated, Any

from fastapi import APIRouter, Path, Query
from sqlalchemy import Select, Table, text
from sqlalchemy.orm import Session

from shared.auth.verify import require_callers
from shared.backup.rows import encode_row
from shared.contracts.evidence import (
    DOMAIN_TABLES,
    LINKED_DOMAINS,
    MAX_LINK_KEYS,
    UNKNOWN_DOMAIN_SLUG,
    UNSAFE_SOURCE_SLUG,
    DomainSnapshot,
    EvidenceDomain,
    LinkKind,
    Record,
    RevisionToken,
    revision_token,
)
from shared.db.roles import audit_role
from shared.deps import RuntimeDep
from shared.problems import Problem
from shared.runtime import ServiceRuntime

_CUSTOMER_ID = r"^[a-z0-9][a-z0-9-]{2,39}$"
_LINK_KEY = re.compile(r"^[A-Za-z0-9._:-]{1,200}$")


class UnsafeEvidenceSource(Exception):
    """The source cannot be read safely or is not intact; nothing was read or returned."""

    def __init__(self, reason: str) -> None:
        super().__init__(reason)
        self.reason = reason


@dataclass(frozen=True, slots=True)
class EvidenceQuery:
    """Whose evidence: the customer, and for linked domains the keys other domains named."""

    customer_id: str
    keys: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True)
class DomainRows:
    """What a source read: rows per table, chain heads it verified, keys it points to."""

    tables: dict[str, list[Record]]
    heads: dict[str, str] = field(default_factory=dict)
    links: dict[LinkKind, list[str]] = field(default_factory=dict)


@dataclass(frozen=True, slots=True)
class EvidenceSource:
    """One domain a service serves: its tables (checked before reading) and its reader."""

    domain: EvidenceDomain
    tables: tuple[Table, ...]
    read: Callable[[Session, EvidenceQuery], DomainRows]


@dataclass(frozen=True, slots=True)
class SourceFacts:
    """What the database says about the session and the domain's tables."""

    role: str
    isolation: str
    read_only: str
    # Qualified table name -> (present, readable, writable).
    tables: dict[str, tuple[bool, bool, bool]]


def records(session: Session, table: Table, statement: Select[Any]) -> list[Record]:
    """Rows of ``statement`` (a ``select(table)``) in their JSON form, as a backup has them."""
    return [encode_row(table, row) for row in session.execute(statement)]


def source_findings(facts: SourceFacts, *, expected_role: str) -> list[str]:
    """Why reading this source would not be a physically read-only audit read (pure)."""
    findings: list[str] = []
    if facts.role != expected_role:
        findings.append("not_audit_role")
    if facts.isolation != "repeatable read":
        findings.append("not_repeatable_read")
    if facts.read_only != "on":
        findings.append("not_read_only")
    for name, (present, readable, writable) in sorted(facts.tables.items()):
        if not present:
            findings.append(f"missing:{name}")
            continue
        if not readable:
            findings.append(f"unreadable:{name}")
        if writable:
            findings.append(f"writable:{name}")
    return findings


def _facts(session: Session, tables: Sequence[Table]) -> SourceFacts:
    role, isolation, read_only = session.execute(
        text(
            "SELECT current_user, current_setting('transaction_isolation'), "
            "current_setting('transaction_read_only')"
        )
    ).one()
    found: dict[str, tuple[bool, bool, bool]] = {}
    for table in tables:
        name = f"{table.schema}.{table.name}"
        present, readable, writable = session.execute(
            text(
                "SELECT to_regclass(:name) IS NOT NULL, "
                "coalesce(has_table_privilege(to_regclass(:name), 'SELECT'), false), "
                "coalesce(has_table_privilege(to_regclass(:name), "
                "'INSERT, UPDATE, DELETE, TRUNCATE'), false)"
            ),
            {"name": name},
        ).one()
        found[name] = (bool(present), bool(readable), bool(writable))
    return SourceFacts(str(role), str(isolation), str(read_only), found)


def read_domain(
    runtime: ServiceRuntime, source: EvidenceSource, query: EvidenceQuery
) -> DomainSnapshot:
    """Read one domain as the audit role in one read-only snapshot, or raise if unsafe."""
    expected = audit_role(runtime.settings.database.role_prefix, runtime.name)
    with runtime.audit_database.read_only_snapshot() as session:
        findings = source_findings(_facts(session, source.tables), expected_role=expected)
        if findings:
            raise UnsafeEvidenceSource(",".join(findings))
        rows = source.read(session, query)
    if set(rows.tables) != set(DOMAIN_TABLES[source.domain]):
        # A reader drifting from the contract is a bug, but evidence must not be guessed at.
        raise UnsafeEvidenceSource("domain_tables_differ")
    return DomainSnapshot(
        domain=source.domain,
        service=runtime.name,
        customer_id=query.customer_id,
        keys=list(query.keys),
        token=revision_token(source.domain, rows.tables, rows.heads),
        tables=rows.tables,
        links={kind: sorted(set(keys)) for kind, keys in rows.links.items()},
    )


def _query(domain: EvidenceDomain, customer_id: str, keys: list[str]) -> EvidenceQuery:
    if domain not in LINKED_DOMAINS and keys:
        raise Problem(422, "evidence-keys-unexpected", "This domain is selected by customer only")
    if len(keys) > MAX_LINK_KEYS or any(not _LINK_KEY.match(key) for key in keys):
        raise Problem(422, "evidence-keys-invalid", "Evidence keys are malformed or too many")
    return EvidenceQuery(customer_id, tuple(sorted(set(keys))))


CustomerIdQuery = Annotated[str, Query(pattern=_CUSTOMER_ID)]
KeysQuery = Annotated[list[str] | None, Query(alias="key")]
DomainPath = Annotated[str, Path(pattern=r"^[a-z_]{2,40}$")]


def snapshot_router(sources: Mapping[EvidenceDomain, EvidenceSource]) -> APIRouter:
    """``GET /audit/snapshot/{domain}`` (rows + token) and ``.../token`` for one service."""
    router = APIRouter(
        prefix="/audit/snapshot",
        tags=["audit"],
        dependencies=[require_callers("diagnostics", "operator")],
    )

    def _read(runtime: ServiceRuntime, domain: str, query: EvidenceQuery) -> DomainSnapshot:
        try:
            return read_domain(runtime, sources[domain], query)  # type: ignore[index]
        except UnsafeEvidenceSource as error:
            raise Problem(
                409,
                UNSAFE_SOURCE_SLUG,
                "The evidence source is missing or not safe to read; nothing was read",
                reason=error.reason,
            ) from None

    def _known(domain: str) -> EvidenceDomain:
        if domain not in sources:
            raise Problem(404, UNKNOWN_DOMAIN_SLUG, "This service serves no such evidence domain")
        return domain  # type: ignore[return-value]

    @router.get("/{domain}", response_model=DomainSnapshot)
    def snapshot(
        domain: DomainPath,
        runtime: RuntimeDep,
        customer_id: CustomerIdQuery,
        keys: KeysQuery = None,
    ) -> Any:
        """One domain's rows and revision token, read in one read-only repeatable-read
        transaction of the audit role."""
        known = _known(domain)
        return _read(runtime, known, _query(known, customer_id, keys or []))

    @router.get("/{domain}/token", response_model=RevisionToken)
    def token(
        domain: DomainPath,
        runtime: RuntimeDep,
        customer_id: CustomerIdQuery,
        keys: KeysQuery = None,
    ) -> Any:
        """Only the revision token of the same read (the exporter's second pass)."""
        known = _known(domain)
        return _read(runtime, known, _query(known, customer_id, keys or [])).token

    return router
