"""``daily.v1``: the customer's daily check-in summary.

Grammar (lines joined by LF, no trailing LF; ``{}`` are values, ``|`` alternatives)::

    오늘의 체크인 기록 · {YYYY년 M월 D일}
    <blank>
    - 체중: {70.2}kg | 기록 없음
    - 수면 시간: {7.5}시간 | 기록 없음
    - 수면 만족도: 5점 중 {1-5}점 | 기록 없음
    - 컨디션: 5점 중 {1-5}점 | 기록 없음
    - 통증: 있음 | 없음 | 기록 없음
    - 섭취 열량: {2,300}kcal | 기록 없음
    - 운동: 완료 | 일부 수행 | 하지 못함 | 쉬는 날 [ · 수행도 5점 중 {1-5}점] | 기록 없음
    <blank>
    {status}                                  ← slot ``daily.status``
    <blank>
    오늘 할 일
    - {action}                                ← one to five code-owned action lines

``{status}`` is exactly ``저장된 오늘 기록을 확인했습니다.`` (``P_DAILY_COMPLETE``) when all
seven facts are recorded, otherwise ``일부 항목이 기록되지 않아 저장된 내용만 안내합니다.``
(``P_DAILY_PARTIAL``). The status is derived from the facts, never chosen by the caller.
The 수행도 suffix appears only for 완료/일부 수행.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import date
from decimal import Decimal
from enum import StrEnum
from typing import Final

from shared.contracts.presentation import CanonicalSurface, SurfaceVersion
from shared.contracts.surfaces.common import (
    LayoutBuilder,
    LineReader,
    SurfaceGrammarError,
    check_decimal,
    check_int,
    check_text,
    format_fixed,
    format_grouped,
    format_korean_date,
    match_slot_text,
    parse_fixed,
    parse_grouped,
    parse_korean_date,
    require,
)

SURFACE_VERSION: Final[SurfaceVersion] = "daily.v1"
STATUS_SLOT_ID: Final = "daily.status"
# Seed 001's per-slot manifest: `daily.status` 96 code points of generated_ko.
STATUS_MAX_GENERATED_CHARS: Final = 96
MAX_ACTIONS: Final = 5
MAX_ACTION_CHARS: Final = 80

GLOSSARY: Final[dict[str, str]] = {
    "P_DAILY_COMPLETE": "저장된 오늘 기록을 확인했습니다",
    "P_DAILY_PARTIAL": "일부 항목이 기록되지 않아 저장된 내용만 안내합니다",
}

TITLE_PREFIX: Final = "오늘의 체크인 기록 · "
ACTIONS_HEADING: Final = "오늘 할 일"
MISSING: Final = "기록 없음"


class WorkoutStatus(StrEnum):
    DONE = "done"
    PARTIAL = "partial"
    MISSED = "missed"
    REST = "rest"


WORKOUT_LABELS: Final[dict[WorkoutStatus, str]] = {
    WorkoutStatus.DONE: "완료",
    WorkoutStatus.PARTIAL: "일부 수행",
    WorkoutStatus.MISSED: "하지 못함",
    WorkoutStatus.REST: "쉬는 날",
}
_SCORED_WORKOUTS = frozenset({WorkoutStatus.DONE, WorkoutStatus.PARTIAL})


@dataclass(frozen=True, slots=True)
class WorkoutRecord:
    status: WorkoutStatus
    quality_score: int | None = None  # 1-5, only for done/partial


@dataclass(frozen=True, slots=True)
class DailyFacts:
    """The seven facts of one KST day (``None`` = not recorded) and today's actions."""

    kst_date: date
    weight_kg: Decimal | None
    sleep_hours: Decimal | None
    sleep_quality_score: int | None
    readiness_score: int | None
    pain_present: bool | None
    intake_kcal: int | None
    workout: WorkoutRecord | None
    actions: tuple[str, ...]

    @property
    def complete(self) -> bool:
        return None not in (
            self.weight_kg,
            self.sleep_hours,
            self.sleep_quality_score,
            self.readiness_score,
            self.pain_present,
            self.intake_kcal,
            self.workout,
        )

    @property
    def status_id(self) -> str:
        return "P_DAILY_COMPLETE" if self.complete else "P_DAILY_PARTIAL"


def _validate(facts: DailyFacts) -> None:
    s = SURFACE_VERSION
    require(isinstance(facts.kst_date, date), s, "kst_date must be a date")
    if facts.weight_kg is not None:
        check_decimal(
            facts.weight_kg,
            surface=s,
            field="weight_kg",
            places=1,
            low=Decimal("20.0"),
            high=Decimal("400.0"),
        )
    if facts.sleep_hours is not None:
        check_decimal(
            facts.sleep_hours,
            surface=s,
            field="sleep_hours",
            places=1,
            low=Decimal("0.0"),
            high=Decimal("24.0"),
        )
    for name in ("sleep_quality_score", "readiness_score"):
        value = getattr(facts, name)
        if value is not None:
            check_int(value, surface=s, field=name, low=1, high=5)
    require(facts.pain_present in (None, True, False), s, "pain_present must be a bool")
    if facts.intake_kcal is not None:
        check_int(facts.intake_kcal, surface=s, field="intake_kcal", low=0, high=20000)
    if facts.workout is not None:
        require(isinstance(facts.workout.status, WorkoutStatus), s, "unknown workout status")
        score = facts.workout.quality_score
        if facts.workout.status in _SCORED_WORKOUTS:
            if score is not None:
                check_int(score, surface=s, field="workout quality", low=1, high=5)
        else:
            require(score is None, s, "only a done/partial workout has a quality score")
    require(1 <= len(facts.actions) <= MAX_ACTIONS, s, f"1 to {MAX_ACTIONS} actions are required")
    for action in facts.actions:
        check_text(action, surface=s, field="action", max_chars=MAX_ACTION_CHARS)


def _score(value: int | None) -> str:
    return MISSING if value is None else f"5점 중 {value}점"


def _workout(record: WorkoutRecord | None) -> str:
    if record is None:
        return MISSING
    label = WORKOUT_LABELS[record.status]
    if record.quality_score is None:
        return label
    return f"{label} · 수행도 5점 중 {record.quality_score}점"


def _pain(value: bool | None) -> str:
    return MISSING if value is None else ("있음" if value else "없음")


def render(facts: DailyFacts) -> CanonicalSurface:
    """The canonical daily body and its manifest (one ``daily.status`` slot)."""
    _validate(facts)
    layout = LayoutBuilder(SURFACE_VERSION)
    layout.line(TITLE_PREFIX + format_korean_date(facts.kst_date))
    layout.blank()
    weight = MISSING if facts.weight_kg is None else f"{format_fixed(facts.weight_kg)}kg"
    sleep = MISSING if facts.sleep_hours is None else f"{format_fixed(facts.sleep_hours)}시간"
    kcal = MISSING if facts.intake_kcal is None else f"{format_grouped(facts.intake_kcal)}kcal"
    layout.line(f"- 체중: {weight}")
    layout.line(f"- 수면 시간: {sleep}")
    layout.line(f"- 수면 만족도: {_score(facts.sleep_quality_score)}")
    layout.line(f"- 컨디션: {_score(facts.readiness_score)}")
    layout.line(f"- 통증: {_pain(facts.pain_present)}")
    layout.line(f"- 섭취 열량: {kcal}")
    layout.line(f"- 운동: {_workout(facts.workout)}")
    layout.blank()
    layout.slot_line(
        prefix="",
        slot_id=STATUS_SLOT_ID,
        semantic_ids=(facts.status_id,),
        glossary=GLOSSARY,
        max_generated_chars=STATUS_MAX_GENERATED_CHARS,
    )
    layout.blank()
    layout.line(ACTIONS_HEADING)
    for action in facts.actions:
        layout.line(f"- {action}")
    return layout.build()


# ---------------------------------------------------------------- parse


def _fact(reader: LineReader, label: str) -> str | None:
    value = reader.prefixed(f"- {label}: ")
    return None if value == MISSING else value


def _parse_unit(value: str | None, unit: str, places: int, field: str) -> Decimal | None:
    if value is None:
        return None
    require(value.endswith(unit), SURFACE_VERSION, f"{field} must end with {unit}")
    return parse_fixed(
        value[: -len(unit)], places=places, signed=False, surface=SURFACE_VERSION, field=field
    )


def _parse_score(value: str | None, field: str) -> int | None:
    if value is None:
        return None
    for score in range(1, 6):
        if value == f"5점 중 {score}점":
            return score
    raise SurfaceGrammarError(SURFACE_VERSION, f"{field} is not a 1-5 score")


def _parse_workout(value: str | None) -> WorkoutRecord | None:
    if value is None:
        return None
    label, _, rest = value.partition(" · ")
    statuses = [status for status, text in WORKOUT_LABELS.items() if text == label]
    require(len(statuses) == 1, SURFACE_VERSION, "unknown workout status")
    score = None
    if rest:
        require(rest.startswith("수행도 "), SURFACE_VERSION, "workout quality is malformed")
        score = _parse_score(rest.removeprefix("수행도 "), "workout quality")
    return WorkoutRecord(statuses[0], score)


def parse(body: str) -> DailyFacts:
    """The facts a canonical daily body states; refuses anything ``render`` would not emit."""
    s = SURFACE_VERSION
    reader = LineReader(body, s)
    day = parse_korean_date(reader.prefixed(TITLE_PREFIX), surface=s, field="title date")
    reader.blank()
    weight = _parse_unit(_fact(reader, "체중"), "kg", 1, "weight")
    sleep = _parse_unit(_fact(reader, "수면 시간"), "시간", 1, "sleep")
    sleep_quality = _parse_score(_fact(reader, "수면 만족도"), "sleep quality")
    readiness = _parse_score(_fact(reader, "컨디션"), "readiness")
    pain_text = _fact(reader, "통증")
    require(pain_text in (None, "있음", "없음"), s, "pain must be 있음 or 없음")
    kcal_text = _fact(reader, "섭취 열량")
    kcal = None
    if kcal_text is not None:
        require(kcal_text.endswith("kcal"), s, "intake must end with kcal")
        kcal = parse_grouped(kcal_text.removesuffix("kcal"), surface=s, field="intake")
    workout = _parse_workout(_fact(reader, "운동"))
    reader.blank()
    status = match_slot_text(
        reader.take(),
        [("P_DAILY_COMPLETE",), ("P_DAILY_PARTIAL",)],
        GLOSSARY,
        surface=s,
        field="status",
    )
    reader.blank()
    reader.exact(ACTIONS_HEADING)
    actions = tuple(reader.bullets())
    reader.end()
    facts = DailyFacts(
        kst_date=day,
        weight_kg=weight,
        sleep_hours=sleep,
        sleep_quality_score=sleep_quality,
        readiness_score=readiness,
        pain_present=None if pain_text is None else pain_text == "있음",
        intake_kcal=kcal,
        workout=workout,
        actions=actions,
    )
    _validate(facts)
    require(status == (facts.status_id,), s, "status does not match the recorded facts")
    require(render(facts).body == body, s, "body is not the canonical rendering of its facts")
    return facts
