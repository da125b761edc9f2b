"""Routes of the judgment ledger: the console's view of a decision, and the audit views.

* ``GET /v1/customers/{id}/judgments`` - the decisions (intentions) and their state; and
  ``/judgments/{record_id}`` - one decision with its purpose, plan, understanding, claims
  (format validity and truth separately), transitions and evidence. Both refuse a ledger
  that is forged or corrupt (409), and tolerate rows under an unknown policy revision.
* ``GET /audit/customers/{id}/judgments`` - every row verbatim with its integrity,
  executability and validity, always answered (through the read-only audit role);
  ``/audit/customers/{id}/nutrition`` - the chains of the nutrition ledgers.
"""

from __future__ import annotations

from typing import Annotated, Any

from fastapi import APIRouter, Path

from services.checkin import chained
from services.checkin.api import CustomerIdPath
from services.checkin.customers import require_registered_customer
from services.checkin.judgments.schemas import DecisionExplanation, IntentionBody, LedgerReport
from services.checkin.judgments.service import explain_decision, ledger_report, read_ledger
from services.checkin.scope import enter_customer_scope
from services.checkin.tables import CHAINED_CUSTOMER_TABLES, metadata
from shared.auth.verify import require_callers
from shared.deps import AuditTransactionDep, TransactionDep
from shared.problems import Problem

router = APIRouter(
    prefix="/v1/customers/{customer_id}/judgments",
    tags=["judgments"],
    dependencies=[require_callers("operator", "delivery", "diagnostics")],
)
audit_router = APIRouter(
    prefix="/audit/customers/{customer_id}",
    tags=["audit"],
    dependencies=[require_callers("diagnostics", "operator")],
)
RecordIdPath = Annotated[str, Path(pattern=r"^jr-[0-9a-f]{20}$")]


@router.get("")
def list_decisions(customer_id: CustomerIdPath, session: TransactionDep) -> dict[str, Any]:
    """Every executable intention with its subject, decision and current state."""
    enter_customer_scope(session, customer_id)
    require_registered_customer(session, customer_id)
    folded = read_ledger(session, customer_id)
    if not folded.ok:
        raise Problem(409, "judgment-ledger-integrity", "The judgment ledger does not verify")
    decisions = [
        {
            "record_id": record_id,
            "subject": body.subject.model_dump(mode="json"),
            "decision": body.decision,
            "reasons": list(body.reasons),
            "status": folded.state.intention_status.get(record_id, body.status),
            "policy": body.policy.model_dump(),
        }
        for record_id, body in folded.bodies.items()
        if isinstance(body, IntentionBody)
    ]
    tolerated = [view.record_id for view in folded.views if view.intact and not view.executable]
    return {"customer_id": customer_id, "decisions": decisions, "not_executable": tolerated}


@router.get("/{record_id}", response_model=DecisionExplanation)
def get_decision(
    customer_id: CustomerIdPath, record_id: RecordIdPath, session: TransactionDep
) -> DecisionExplanation:
    enter_customer_scope(session, customer_id)
    require_registered_customer(session, customer_id)
    return explain_decision(session, customer_id, record_id)


@audit_router.get("/judgments", response_model=LedgerReport)
def audit_judgments(customer_id: CustomerIdPath, session: AuditTransactionDep) -> LedgerReport:
    """Every ledger row as stored, with integrity and tolerance findings (never refuses)."""
    enter_customer_scope(session, customer_id)
    require_registered_customer(session, customer_id)
    return ledger_report(session, customer_id)


@audit_router.get("/judgments/{record_id}", response_model=DecisionExplanation)
def audit_decision(
    customer_id: CustomerIdPath, record_id: RecordIdPath, session: AuditTransactionDep
) -> DecisionExplanation:
    enter_customer_scope(session, customer_id)
    require_registered_customer(session, customer_id)
    return explain_decision(session, customer_id, record_id)


@audit_router.get("/nutrition")
def audit_nutrition(customer_id: CustomerIdPath, session: AuditTransactionDep) -> dict[str, Any]:
    """Rows and hash-chain verification of each nutrition ledger of the customer."""
    tables: dict[str, Any] = {}
    enter_customer_scope(session, customer_id)
    require_registered_customer(session, customer_id)
    for name in sorted(CHAINED_CUSTOMER_TABLES - {"judgment_record"}):
        rows = chained.rows(session, metadata.tables[f"checkin.{name}"], customer_id)
        result = chained.verify(rows)
        tables[name] = {
            "ok": result.ok,
            "rows": len(rows),
            "first_broken_index": result.first_broken_index,
            "head_digest": result.head_digest,
            "records": rows,
        }
    return {
        "customer_id": customer_id,
        "ok": all(t["ok"] for t in tables.values()),
        "tables": tables,
    }
