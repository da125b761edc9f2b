"""Request and answer of ``POST /v1/sessions/{id}/replay``."""

from __future__ import annotations

from pydantic import BaseModel, ConfigDict, Field, model_validator

_DATE = r"^\d{4}-\d{2}-\d{2}$"


class ReplayDay(BaseModel):
    """One recorded day: the check-in's answers and/or the trainer record's answers."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    recorded_kst_date: str = Field(pattern=_DATE)
    answers: dict[str, str] = Field(default_factory=dict, max_length=64)
    trainer_answers: dict[str, str] | None = Field(default=None, min_length=1, max_length=16)

    @model_validator(mode="after")
    def _something_recorded(self) -> ReplayDay:
        if not self.answers and not self.trainer_answers:
            raise ValueError("a replayed day needs a check-in or a trainer record")
        return self


class ReplayRequest(BaseModel):
    """Either one recorded day played today (``recorded_kst_date`` + ``answers``, and
    optionally ``trainer_answers``), or ``days``: several recorded days in date order, each
    played on its shifted date (the last one today)."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    recorded_kst_date: str | None = Field(default=None, pattern=_DATE)
    answers: dict[str, str] | None = Field(default=None, min_length=1, max_length=64)
    trainer_answers: dict[str, str] | None = Field(default=None, min_length=1, max_length=16)
    days: list[ReplayDay] | None = Field(default=None, min_length=1, max_length=28)

    @model_validator(mode="after")
    def _one_form(self) -> ReplayRequest:
        single = self.recorded_kst_date is not None
        if single == (self.days is not None):
            raise ValueError("name either recorded_kst_date (one day) or days")
        if single and not self.answers:
            raise ValueError("a single-day replay needs the check-in's answers")
        if self.days is not None:
            dates = [day.recorded_kst_date for day in self.days]
            if dates != sorted(set(dates)):
                raise ValueError("days must be distinct and in date order")
        return self


class ReplayedDay(BaseModel):
    model_config = ConfigDict(frozen=True)

    recorded_kst_date: str
    replayed_kst_date: str
    questions: list[str]
    event_id: str | None
    outcome: str | None
    trainer_questions: list[str] = []
    trainer_event_id: str | None = None


class ReplayAnswer(ReplayedDay):
    """The first (or only) day at top level, as before; every day in ``days``."""

    days: list[ReplayedDay] = []
