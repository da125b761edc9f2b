"""A task render: judge the due week in one transaction, then ask expression (ADR 0081).

``render_task`` answers ``POST /v1/tasks/{task_key}/render``: the weekly draft material
(canonical ``weekly.v1`` body, a presentation from expression or null when it cannot be
reached, evidence, held and typed hold reasons), or ``nothing to send`` for a daily task.
Expression is asked only after the judgement's transaction has committed, so a slow model
never holds a transaction open.
"""

from __future__ import annotations

from services.checkin.drafts.ports import weekly_presentation_request
from services.checkin.errors import Refusal
from services.checkin.peers.expression import Presenter
from services.checkin.reports.schemas import NothingToSend, WeeklyMaterial
from services.checkin.reports.service import judge_due_week, parse_task_key
from services.checkin.reports.weekly import weekly_surface
from services.checkin.wizard.service import registry_entry
from shared.clock import Clock
from shared.db.session import Database


def render_task(
    database: Database, presenter: Presenter, task_key: str, *, clock: Clock
) -> WeeklyMaterial | NothingToSend:
    """The draft material of a due task (see the module docstring)."""
    task = parse_task_key(task_key)
    if task.week_index is None:
        with database.transaction() as session:
            registry_entry(session, task.customer_id)
        return NothingToSend(task_key=task_key, customer_id=task.customer_id)
    with database.transaction() as session:
        week = judge_due_week(session, task.customer_id, task.week_index, clock=clock)
    judgement = week.judgement
    if week.hold.held:
        if not week.hold.reasons:  # refused after the commit: the judgement stays recorded
            raise Refusal(
                "conflict", "coaching-held-unexplained", "Coaching is held without a typed reason"
            )
        return WeeklyMaterial(
            task_key=task_key,
            customer_id=task.customer_id,
            canonical_text=None,
            presentation=None,
            evidence=judgement.evidence,
            held=True,
            hold_reasons=week.hold.reasons,
        )
    surface = weekly_surface(judgement)
    request = weekly_presentation_request(surface, task_key, week.due.isoformat())
    return WeeklyMaterial(
        task_key=task_key,
        customer_id=task.customer_id,
        canonical_text=surface.body,
        presentation=presenter.present(request),
        evidence=judgement.evidence,
        held=False,
        hold_reasons=(),
    )
