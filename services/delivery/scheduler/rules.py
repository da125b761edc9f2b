"""How a due task and checkin's rendered material become one draft submission (pure)."""

from __future__ import annotations

from datetime import date
from typing import Any

from pydantic import ValidationError

from services.delivery.drafts.schemas import DraftSubmission
from services.delivery.peers.checkin import DueTask

# Keys the render answer may carry; the task fixes the rest (key, customer, kind).
RENDER_FIELDS = ("canonical_text", "presentation", "evidence", "held", "hold_reasons")


class RenderRefused(Exception):
    """Checkin's material for a task is not a valid draft: the task stays pending."""


def is_due_today(task: DueTask, day: date) -> bool:
    """Only today's tasks: a missed day is not caught up (no stale messages)."""
    return task.kst_date == day


def submission_for(task: DueTask, material: dict[str, Any]) -> DraftSubmission:
    """The draft of a due task: idempotent by the task key, pinned to this material."""
    unexpected = sorted(set(material) - set(RENDER_FIELDS) - {"kind", "task_key", "customer_id"})
    if unexpected:
        raise RenderRefused(f"unexpected fields: {', '.join(unexpected)}")
    if (
        material.get("task_key", task.task_key) != task.task_key
        or material.get("customer_id", task.customer_id) != task.customer_id
    ):
        raise RenderRefused("material is for another task")
    values = {key: material[key] for key in RENDER_FIELDS if key in material}
    try:
        return DraftSubmission.model_validate(
            {
                **values,
                "draft_key": task.task_key,
                "customer_id": task.customer_id,
                "kind": task.kind,
                "task_key": task.task_key,
            }
        )
    except ValidationError as error:
        raise RenderRefused(f"invalid material: {error.error_count()} problem(s)") from None
