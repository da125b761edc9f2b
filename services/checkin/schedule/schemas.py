"""Schedule shapes: who is scheduled, and the tasks due on a KST date."""

from __future__ import annotations

from datetime import date
from typing import Literal

from pydantic import BaseModel, ConfigDict

# ``monthly`` does not exist on purpose: monthly automation is dormant in the pilot.
TaskKind = Literal["daily", "weekly"]


class ScheduledCustomer(BaseModel):
    model_config = ConfigDict(frozen=True)

    customer_id: str
    starts_on: date


class DueTask(BaseModel):
    model_config = ConfigDict(frozen=True)

    task_key: str
    customer_id: str
    kind: TaskKind
    kst_date: date
    week_index: int | None = None


class DueTasksResponse(BaseModel):
    kst_date: date
    tasks: list[DueTask]
