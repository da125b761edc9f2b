"""``POST /v1/evidence/snapshots``: take one customer's coherent evidence snapshot.

The operator's CLI (``dualcoach diagnostics snapshot``) calls it and writes the files;
this service never writes a bundle itself. Failures are problems with nothing to write:
409 ``snapshot-unstable`` (evidence kept moving), 409 ``corrupt-state`` (a missing or
unsafe source), 404 ``customer-not-registered``.
"""

from __future__ import annotations

from fastapi import APIRouter
from starlette.concurrency import run_in_threadpool

from services.diagnostics.evidence.schemas import BundleView, SnapshotRequest
from services.diagnostics.evidence.service import (
    CorruptState,
    CustomerNotRegistered,
    SnapshotUnstable,
    take_snapshot,
)
from services.diagnostics.peers.evidence import EvidencePeers
from services.diagnostics.policy.loader import load_promotion_policy
from services.diagnostics.settings import DiagnosticsSettings
from shared.auth.verify import require_callers
from shared.deps import RuntimeDep
from shared.problems import Problem

router = APIRouter(
    prefix="/v1/evidence", tags=["evidence"], dependencies=[require_callers("operator")]
)


@router.post("/snapshots", response_model=BundleView)
async def snapshot(request: SnapshotRequest, runtime: RuntimeDep) -> BundleView:
    """Read every evidence domain once, re-read every token, answer one coherent bundle."""
    settings = runtime.settings
    assert isinstance(settings, DiagnosticsSettings)
    peers = EvidencePeers(runtime.peers.client)
    try:
        bundle = await run_in_threadpool(
            take_snapshot,
            peers,
            request.customer_id,
            clock=runtime.clock,
            # Loaded per snapshot: the verdict (and its reason) is always the current bytes'.
            policy=load_promotion_policy(),
            max_attempts=settings.diagnostics.snapshot_max_attempts,
        )
    except SnapshotUnstable as error:
        raise Problem(
            409,
            "snapshot-unstable",
            "Evidence kept changing while it was read; nothing was written",
            attempts=error.attempts,
            changed_domains=error.changed,
        ) from None
    except CorruptState as error:
        raise Problem(
            409,
            "corrupt-state",
            "An evidence source is missing or not safe to read; nothing was written",
            domain=error.domain,
            reason=error.reason,
        ) from None
    except CustomerNotRegistered:
        raise Problem(404, "customer-not-registered", "No such customer in the registry") from None
    return BundleView(
        customer_id=bundle.customer_id,
        attempts=bundle.attempts,
        files={name: content.decode("utf-8") for name, content in bundle.files.items()},
    )
