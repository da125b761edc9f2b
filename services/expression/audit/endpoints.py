"""``GET /audit/postprocessor``: what the running service made of its config block.

It reads the verdict the presentation coordinator runs under, so it sits above
``presentations/`` (in ``config/`` it made config and presentations import each other).
"""

from typing import Any

from fastapi import APIRouter, Request

from services.expression.presentations.workflow import PresentationCoordinator
from shared.auth.verify import require_callers

router = APIRouter(
    prefix="/audit", tags=["audit"], dependencies=[require_callers("operator", "diagnostics")]
)


@router.get("/postprocessor")
def postprocessor_status(request: Request) -> dict[str, Any]:
    """Enum-only view: state, effective mode, enabled surface groups, rejection reason."""
    coordinator: PresentationCoordinator = request.app.state.coordinator
    verdict = coordinator.verdict
    surfaces = sorted(verdict.config.surfaces) if verdict.config is not None else []
    return {
        "state": verdict.state,
        "mode": verdict.mode,
        "surfaces": surfaces,
        "reason": verdict.reason,
    }
