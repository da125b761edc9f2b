"""``POST /v1/evidence/snapshots``: take one customer's coherent evidence snapshot.

The operator's CLI (``dualcoach diagnostics snapshot``) calls it and writes the files;
this service never writes a bundle itself. Failures are problems with nothing to write
(``errors.py`` spells them):
409 ``snapshot-unstable`` (evidence kept moving), 409 ``corrupt-state`` (a missing or
unsafe source), 404 ``customer-not-registered``.
"""

from __future__ import annotations

from fastapi import APIRouter
from starlette.concurrency import run_in_threadpool

from services.diagnostics.evidence.schemas import BundleView, SnapshotRequest
from services.diagnostics.evidence.service import take_snapshot
from services.diagnostics.peers.evidence import EvidencePeers
from services.diagnostics.policy.loader import load_promotion_policy
from services.diagnostics.settings import DiagnosticsSettings
from shared.auth.verify import require_callers
from shared.deps import RuntimeDep

router = APIRouter(
    prefix="/v1/evidence", tags=["evidence"], dependencies=[require_callers("operator")]
)


@router.post("/snapshots", response_model=BundleView)
async def snapshot(request: SnapshotRequest, runtime: RuntimeDep) -> BundleView:
    """Read every evidence domain once, re-read every token, answer one coherent bundle."""
    settings = runtime.settings
    assert isinstance(settings, DiagnosticsSettings)
    peers = EvidencePeers(runtime.peers.client)
    bundle = await run_in_threadpool(
        take_snapshot,
        peers,
        request.customer_id,
        clock=runtime.clock,
        # Loaded per snapshot: the verdict (and its reason) is always the current bytes'.
        policy=load_promotion_policy(),
        max_attempts=settings.diagnostics.snapshot_max_attempts,
    )
    return BundleView(
        customer_id=bundle.customer_id,
        attempts=bundle.attempts,
        files={name: content.decode("utf-8") for name, content in bundle.files.items()},
    )
