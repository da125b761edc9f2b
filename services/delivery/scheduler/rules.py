"""What checkin's answer for a due task means: one draft submission, or a closed task (pure).

Checkin answers ``POST /v1/tasks/{task_key}/render`` with either

* draft material (``canonical_text``, ``presentation``, ``evidence``, ``held``,
  ``hold_reasons``; optionally echoing ``kind``/``task_key``/``customer_id``) - the task
  becomes one draft keyed by the task key; or
* ``{task_key, customer_id, kind, nothing_to_send: true, reason}`` - nothing is drafted for
  this task (a daily task: the check-in is customer-initiated and each finalize submits its
  own draft). The task is closed for good, with the reason.

Anything else - unknown fields, a mix of both shapes, another task's answer, a reason we do
not know, or one that does not fit the task's kind - is refused and the task stays pending.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import date
from typing import Any, Final

from pydantic import ValidationError

from services.delivery.peers.answers import DueTask
from shared.contracts.drafts import DraftSubmission

# Keys the render answer may carry; the task fixes the rest (key, customer, kind).
RENDER_FIELDS: Final = ("canonical_text", "presentation", "evidence", "held", "hold_reasons")
ECHO_FIELDS: Final = ("kind", "task_key", "customer_id")
NOTHING_FIELDS: Final = ("nothing_to_send", "reason")
# Why checkin may say a task has nothing to send, and for which task kinds.
CLOSE_REASONS: Final[dict[str, frozenset[str]]] = {
    "customer_initiated_checkin": frozenset({"daily"}),
}


class RenderRefused(Exception):
    """Checkin's answer for a task is not usable: the task stays pending."""


@dataclass(frozen=True, slots=True)
class NothingToSend:
    """Checkin's verdict that this task needs no draft; ``reason`` is one of CLOSE_REASONS."""

    reason: str


def is_due_today(task: DueTask, day: date) -> bool:
    """Only today's tasks: a missed day is not caught up (no stale messages)."""
    return task.kst_date == day


def _check_echo(task: DueTask, answer: dict[str, Any]) -> None:
    if (
        answer.get("task_key", task.task_key) != task.task_key
        or answer.get("customer_id", task.customer_id) != task.customer_id
        or answer.get("kind", task.kind) != task.kind
    ):
        raise RenderRefused("answer is for another task")


def _nothing_to_send(task: DueTask, answer: dict[str, Any]) -> NothingToSend:
    unexpected = sorted(set(answer) - set(NOTHING_FIELDS) - set(ECHO_FIELDS))
    if unexpected:
        raise RenderRefused(f"unexpected fields: {', '.join(unexpected)}")
    # The closing answer must name itself completely: a partial echo proves nothing.
    if any(name not in answer for name in ECHO_FIELDS):
        raise RenderRefused("nothing_to_send must name its task, customer and kind")
    if answer.get("nothing_to_send") is not True:
        raise RenderRefused("nothing_to_send must be true")
    reason = answer.get("reason")
    if not isinstance(reason, str) or reason not in CLOSE_REASONS:
        raise RenderRefused("nothing_to_send without a known reason")
    if task.kind not in CLOSE_REASONS[reason]:
        raise RenderRefused(f"{reason} does not close a {task.kind} task")
    return NothingToSend(reason)


def _submission(task: DueTask, answer: dict[str, Any]) -> DraftSubmission:
    unexpected = sorted(set(answer) - set(RENDER_FIELDS) - set(ECHO_FIELDS))
    if unexpected:
        raise RenderRefused(f"unexpected fields: {', '.join(unexpected)}")
    values = {key: answer[key] for key in RENDER_FIELDS if key in answer}
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


def outcome_for(task: DueTask, answer: object) -> DraftSubmission | NothingToSend:
    """The draft of a due task (idempotent by the task key), or why it needs none."""
    if not isinstance(answer, dict):
        raise RenderRefused("answer is not a JSON object")
    _check_echo(task, answer)
    if "nothing_to_send" in answer or "reason" in answer:
        return _nothing_to_send(task, answer)
    return _submission(task, answer)
