"""``GET /v1/host-sends/{dedupe_key}``: the host's send of one key, read only (delivery's
console shows it on the draft the host sent; the owner's CLI may read it too).

One read of the chain in the route's transaction (``TransactionDep``); nothing is written,
so a chain still waiting for its terminal row is shown ``in_progress`` rather than settled
by a reader (ADR 0078).
"""

from __future__ import annotations

from typing import Annotated

from fastapi import APIRouter, Path
from sqlalchemy.orm import Session
from starlette.concurrency import run_in_threadpool

from services.diagnostics.host import repository as reservations
from services.diagnostics.host.rules import host_send_outcome, sent_message_id
from shared.auth.verify import require_callers
from shared.clock import parse_rfc3339
from shared.contracts.host_send import HostSendView
from shared.deps import TransactionDep

router = APIRouter(
    prefix="/v1/host-sends",
    tags=["host-sends"],
    dependencies=[require_callers("delivery", "operator")],
)

DedupeKey = Annotated[str, Path(pattern=r"^[A-Za-z0-9._:-]{8,120}$")]


def read_host_send(session: Session, dedupe_key: str) -> HostSendView:
    chain = reservations.chain(session, dedupe_key)
    if not chain:
        return HostSendView(dedupe_key=dedupe_key, outcome="none")
    return HostSendView(
        dedupe_key=dedupe_key,
        outcome=host_send_outcome(chain),
        session_id=str(chain[0]["session_id"]),
        reserved_at=parse_rfc3339(str(chain[0]["recorded_at"])),
        last_recorded_at=parse_rfc3339(str(chain[-1]["recorded_at"])),
        message_id=sent_message_id(chain),
    )


@router.get("/{dedupe_key}", response_model=HostSendView)
async def host_send(dedupe_key: DedupeKey, session: TransactionDep) -> HostSendView:
    """What the host did with ``dedupe_key``: none, in progress, sent, unknown, audit
    pending or conflict, with when and the test bot's message id."""
    return await run_in_threadpool(read_host_send, session, dedupe_key)
