"""Read-only audit views (``/audit/...``) for diagnostics and operators, through the
read-only audit role: both hash chains per customer, and current delivery states."""

from __future__ import annotations

from typing import Annotated

from fastapi import APIRouter, Path, Request, Response
from pydantic import BaseModel

from services.delivery.cards import repository as cards
from services.delivery.ledger import repository as ledger
from services.delivery.sending.pages import ledger_page
from services.delivery.sending.schemas import LedgerRowView
from shared.auth.verify import require_callers
from shared.deps import AuditTransactionDep
from shared.hashchain import verify_chain
from shared.http.pages import DEFAULT_PAGE, PageLimit, TimeCursor

router = APIRouter(
    prefix="/audit", tags=["audit"], dependencies=[require_callers("diagnostics", "operator")]
)

CustomerIdPath = Annotated[str, Path(pattern=r"^[a-z0-9][a-z0-9-]{2,39}$")]


class ChainVerification(BaseModel):
    chain: str
    ok: bool
    rows_checked: int
    first_broken_sequence: int | None = None
    reason: str | None = None
    head_digest: str


class CustomerAudit(BaseModel):
    customer_id: str
    ok: bool
    chains: list[ChainVerification]


def _verify(chain: str, rows: list[dict[str, object]], sequences: list[int]) -> ChainVerification:
    result = verify_chain(rows)
    broken = result.first_broken_index
    if result.ok and sequences != list(range(1, len(sequences) + 1)):
        return ChainVerification(
            chain=chain,
            ok=False,
            rows_checked=len(rows),
            reason="sequence_gap",
            head_digest=result.head_digest,
        )
    return ChainVerification(
        chain=chain,
        ok=result.ok,
        rows_checked=result.rows_checked,
        first_broken_sequence=sequences[broken] if broken is not None else None,
        reason=result.reason,
        head_digest=result.head_digest,
    )


@router.get("/customers/{customer_id}/chains", response_model=CustomerAudit)
def customer_chains(customer_id: CustomerIdPath, session: AuditTransactionDep) -> CustomerAudit:
    """Verify the customer's delivery ledger and card publication chains row by row."""
    delivery_rows = ledger.chain_rows(session, customer_id)
    card_rows = cards.chain_rows(session, customer_id)
    chains = [
        _verify(
            "delivery",
            [row.chain_document() for row in delivery_rows],
            [row.sequence for row in delivery_rows],
        ),
        _verify(
            "card", [row.chain_document() for row in card_rows], [row.sequence for row in card_rows]
        ),
    ]
    return CustomerAudit(
        customer_id=customer_id, ok=all(chain.ok for chain in chains), chains=chains
    )


@router.get("/deliveries", response_model=list[LedgerRowView])
def deliveries(
    session: AuditTransactionDep,
    request: Request,
    response: Response,
    limit: PageLimit = DEFAULT_PAGE,
    before: TimeCursor = None,
) -> list[LedgerRowView]:
    """The current row of every delivery, newest first (no message bodies); a
    ``Link: rel="next"`` header names the next page when there is one."""
    return ledger_page(session, request, response, limit=limit, before=before)
