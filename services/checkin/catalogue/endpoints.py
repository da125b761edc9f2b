"""``GET /v1/question-catalogue``: the turn flows' questions and closing texts (operator).

Signed like every checkin route; the operator is the caller because the pilot harness
and an operator's own scripts sign as the operator (ADR 0079).
"""

from __future__ import annotations

from fastapi import APIRouter

from services.checkin.catalogue.rules import question_catalogue
from shared.auth.verify import require_callers
from shared.contracts.question_catalogue import QuestionCatalogue

router = APIRouter(
    prefix="/v1/question-catalogue",
    tags=["question-catalogue"],
    dependencies=[require_callers("operator")],
)


@router.get("", response_model=QuestionCatalogue)
def read_catalogue() -> QuestionCatalogue:
    """Every question the check-in and the trainer record can ask, and how each ends."""
    return question_catalogue()
