"""Read-only audit views (``/audit/...``), served through the read-only audit role.

Every handler here reads through ``AuditTransactionDep`` (the audit database): the role has
SELECT only and its sessions are read-only, and row-level security applies to it exactly as
to the service (a stream is read by entering that one customer's scope).
"""

from __future__ import annotations

from typing import Any

from fastapi import APIRouter
from pydantic import BaseModel

from services.checkin.api import CustomerIdPath
from services.checkin.events.schemas import ChainReport, StoredEvent
from services.checkin.events.service import read_stream, verify_events
from services.checkin.registry.repository import RegistryRepository
from services.checkin.registry.schemas import TransitionView
from services.checkin.registry.service import isolation_enforcement_findings
from services.checkin.tombstones import Tombstone, TombstoneRepository
from shared.auth.verify import require_callers
from shared.deps import AuditTransactionDep
from shared.hashchain import verify_chain

router = APIRouter(
    prefix="/audit", tags=["audit"], dependencies=[require_callers("diagnostics", "operator")]
)


class StreamVerification(BaseModel):
    stream: str
    ok: bool
    rows_checked: int
    first_broken_sequence: int | None = None
    reason: str | None = None
    head_digest: str


class RegistryAudit(BaseModel):
    transitions: list[TransitionView]
    streams: list[StreamVerification]
    ok: bool


class ErasureAudit(BaseModel):
    tombstones: list[Tombstone]
    ok: bool
    head_digest: str


class IsolationAudit(BaseModel):
    ok: bool
    findings: list[str]


def _verify_rows(stream: str, rows: list[dict[str, Any]]) -> StreamVerification:
    result = verify_chain(rows)
    broken = result.first_broken_index
    return StreamVerification(
        stream=stream,
        ok=result.ok,
        rows_checked=result.rows_checked,
        first_broken_sequence=rows[broken]["sequence"] if broken is not None else None,
        reason=result.reason,
        head_digest=result.head_digest,
    )


@router.get("/registry", response_model=RegistryAudit)
def audit_registry(session: AuditTransactionDep) -> RegistryAudit:
    """Every registry transition and the verification of each stream's chain."""
    transitions = RegistryRepository(session).transitions()
    by_stream: dict[str, list[dict[str, Any]]] = {}
    for transition in transitions:
        by_stream.setdefault(transition.stream, []).append(transition.model_dump(mode="json"))
    streams = [_verify_rows(stream, rows) for stream, rows in sorted(by_stream.items())]
    return RegistryAudit(
        transitions=transitions, streams=streams, ok=all(item.ok for item in streams)
    )


@router.get("/customers/{customer_id}/events", response_model=list[StoredEvent])
def audit_events(customer_id: CustomerIdPath, session: AuditTransactionDep) -> list[StoredEvent]:
    return read_stream(session, customer_id)


@router.get("/customers/{customer_id}/events/verify", response_model=ChainReport)
def audit_verify_events(customer_id: CustomerIdPath, session: AuditTransactionDep) -> ChainReport:
    """Recompute the customer's hash chain from the stored rows; name the first break."""
    events = read_stream(session, customer_id)
    return verify_events(customer_id, events)


@router.get("/erasures", response_model=ErasureAudit)
def audit_erasures(session: AuditTransactionDep) -> ErasureAudit:
    tombstones = TombstoneRepository(session).all()
    result = verify_chain([tombstone.model_dump(mode="json") for tombstone in tombstones])
    return ErasureAudit(tombstones=tombstones, ok=result.ok, head_digest=result.head_digest)


@router.get("/isolation", response_model=IsolationAudit)
def audit_isolation(session: AuditTransactionDep) -> IsolationAudit:
    """Row-level security is enabled and forced on every customer-scoped table."""
    findings = isolation_enforcement_findings(session)
    return IsolationAudit(ok=not findings, findings=findings)
