"""Which daily draft a finalized check-in gets, and its exact text and evidence (pure).

* **held** - any typed safety reason or missing consent: no customer draft at all, only
  the typed reasons (``safe_hold_reasons``), from which delivery renders Richard's held
  notice with referral guidance (``shared.contracts.surfaces.held_notice``).
* **detailed** - a change or problem: a sleep / condition / performance anomaly, the
  morning weight >= 1.0 kg off the prior week's same weekday, pain, or the same day's
  trainer record with pain or below plan. The daily.v1 body with one action per problem,
  then a locked ``확인한 변화`` section with the numbers (ADR 0015).
* **short** - otherwise: the daily.v1 body whose status line is the one confirmation and
  whose single action is the keep-behaviour line (one message).

A trainer record saved *after* the check-in can change the day (pain, below plan): then
``trainer_revision`` is the day's draft recomputed with it, submitted under its own key
and naming the draft it replaces (delivery retires that one if it is still waiting).

Every draft cites the events it rests on, and carries the day's free text verbatim
(``source_texts``) so Richard reads what the customer and the trainer wrote beside it.
Drafts wait for Richard's approval in delivery.
"""

from __future__ import annotations

from dataclasses import dataclass
from decimal import Decimal
from typing import Final, Literal, cast, get_args

from services.checkin.drafts import texts
from services.checkin.drafts.daily import daily_surface, one_decimal
from services.checkin.drafts.schemas import DraftSubmission
from services.checkin.events.facts import Recorded
from services.checkin.events.payloads import CheckinPayload, TrainerSessionPayload
from services.checkin.questions import thresholds as flow
from services.checkin.questions.checkin import CATALOGUE
from services.checkin.safety.holds import HoldVerdict
from shared.contracts.drafts import MAX_FACT_CHARS, EvidenceRef
from shared.contracts.outcomes import DayOutcome
from shared.contracts.presentation import CanonicalSurface, PresentationCandidate
from shared.contracts.source_texts import MAX_SOURCE_TEXTS, SourceField, SourceText
from shared.contracts.surfaces.common import format_grouped

Outcome = DayOutcome
Trigger = Literal[
    "sleep",
    "condition",
    "performance",
    "trainer_below_plan",
    "weight_change",
    "pain",
    "trainer_pain",
]
TRIGGER_ORDER: Final[tuple[Trigger, ...]] = get_args(Trigger)


def daily_draft_key(customer_id: str, payload: CheckinPayload) -> str:
    return f"checkin-daily:{customer_id}:{payload.kst_date.isoformat()}"


def trainer_revision_key(customer_id: str, payload: CheckinPayload) -> str:
    """The day's revision once the trainer's record arrived after the check-in."""
    return f"{daily_draft_key(customer_id, payload)}:after-trainer"


def trainer_hold_key(customer_id: str, payload: TrainerSessionPayload) -> str:
    return f"trainer-hold:{customer_id}:{payload.kst_date.isoformat()}"


@dataclass(frozen=True, slots=True)
class DailyContext:
    """The finalized check-in and the facts it is compared with."""

    customer_id: str
    checkin: Recorded[CheckinPayload]
    prior_week: Recorded[CheckinPayload] | None
    trainer: Recorded[TrainerSessionPayload] | None
    hold: HoldVerdict

    @property
    def weight_change(self) -> Decimal | None:
        prior = self.prior_week.payload.morning_weight_kg if self.prior_week else None
        return flow.weight_change_kg(self.checkin.payload.morning_weight_kg, prior)


def daily_triggers(context: DailyContext) -> tuple[Trigger, ...]:
    """The changes and problems of the day, in a fixed order."""
    payload = context.checkin.payload
    trainer = context.trainer.payload if context.trainer else None
    found: set[Trigger] = set()
    if flow.sleep_anomaly(payload.sleep_hours, payload.sleep_quality):
        found.add("sleep")
    if flow.condition_anomaly(payload.readiness):
        found.add("condition")
    if flow.performance_anomaly(payload.training_status, payload.training_quality, None):
        found.add("performance")
    if flow.trainer_below_plan(trainer):
        found.add("trainer_below_plan")
    if flow.weight_changed(context.weight_change):
        found.add("weight_change")
    if payload.pain is not None and payload.pain.present:
        found.add("pain")
    if trainer is not None and trainer.pain:
        found.add("trainer_pain")
    return tuple(trigger for trigger in TRIGGER_ORDER if trigger in found)


def _actions(triggers: tuple[Trigger, ...]) -> tuple[str, ...]:
    actions: list[str] = []
    for trigger in triggers:
        action = texts.ACTIONS[trigger]
        if action not in actions:
            actions.append(action)
    return tuple(actions) or (texts.KEEP_ACTION,)


def change_lines(context: DailyContext, triggers: tuple[Trigger, ...]) -> tuple[str, ...]:
    """The locked evidence lines of a detailed draft, one per trigger."""
    payload = context.checkin.payload
    lines: list[str] = []
    for trigger in triggers:
        if trigger == "sleep":
            lines.append(texts.sleep_line(one_decimal(payload.sleep_hours), payload.sleep_quality))
        elif trigger == "condition" and payload.readiness is not None:
            lines.append(texts.condition_line(payload.readiness))
        elif trigger == "performance":
            lines.append(texts.workout_line(payload.training_status, payload.training_quality))
        elif trigger == "trainer_below_plan":
            lines.append(texts.TRAINER_BELOW_PLAN)
        elif trigger == "weight_change" and context.prior_week is not None:
            prior = one_decimal(context.prior_week.payload.morning_weight_kg)
            today = one_decimal(payload.morning_weight_kg)
            change = context.weight_change
            assert prior is not None and today is not None and change is not None
            lines.append(texts.weight_line(prior, today, change))
        elif trigger == "pain":
            lines.append(texts.PAIN_PRESENT)
        elif trigger == "trainer_pain":
            lines.append(texts.TRAINER_PAIN)
    return tuple(lines)


def _clip(text: str) -> str:
    return text if len(text) <= MAX_FACT_CHARS else text[: MAX_FACT_CHARS - 1] + "…"


def _score(value: int | None) -> str:
    return texts.MISSING if value is None else f"{value}점"


def checkin_fact(payload: CheckinPayload) -> str:
    """One line of what a check-in states (numbers and labels only)."""
    weight = one_decimal(payload.morning_weight_kg)
    sleep = one_decimal(payload.sleep_hours)
    parts = [
        f"체중 {weight:f}kg" if weight is not None else f"체중 {texts.MISSING}",
        f"수면 {sleep:f}시간" if sleep is not None else f"수면 {texts.MISSING}",
        f"수면 만족도 {_score(payload.sleep_quality)}",
        f"컨디션 {_score(payload.readiness)}",
        "통증 "
        + (texts.MISSING if payload.pain is None else ("있음" if payload.pain.present else "없음")),
        f"섭취 {format_grouped(payload.calories)}kcal"
        if payload.calories is not None
        else f"섭취 {texts.MISSING}",
        f"운동 {texts.workout_text(payload.training_status, payload.training_quality)}",
    ]
    return f"{payload.kst_date.isoformat()} 체크인: " + ", ".join(parts)


def trainer_fact(payload: TrainerSessionPayload) -> str:
    if not payload.done:
        state = "진행하지 않음"
    else:
        intensity = texts.INTENSITY_LABELS[payload.intensity or "as_planned"]
        state = f"진행함, 수행도 5점 중 {payload.performance}점, 강도 {intensity}"
    return (
        f"{payload.kst_date.isoformat()} 트레이너 기록: {state}, "
        f"통증 {'있음' if payload.pain else '없음'}"
    )


def _evidence(context: DailyContext) -> tuple[EvidenceRef, ...]:
    payload = context.checkin.payload
    refs = [EvidenceRef(event_id=context.checkin.event_id, fact=checkin_fact(payload))]
    for question_id, answer in payload.answers.items():
        refs.append(
            EvidenceRef(
                event_id=context.checkin.event_id, fact=_clip(f"{question_id} 답변: {answer}")
            )
        )
    if context.prior_week is not None:
        prior = context.prior_week.payload
        weight = one_decimal(prior.morning_weight_kg)
        refs.append(
            EvidenceRef(
                event_id=context.prior_week.event_id,
                fact=f"{prior.kst_date.isoformat()} 체크인(지난주 같은 요일): 체중 "
                + (f"{weight:f}kg" if weight is not None else texts.MISSING),
            )
        )
    if context.trainer is not None:
        refs.append(
            EvidenceRef(
                event_id=context.trainer.event_id, fact=trainer_fact(context.trainer.payload)
            )
        )
    return tuple(refs)


def _typed_answer(question_id: str, answer: str) -> bool:
    """A follow-up answer the customer typed (a tapped button stores its option value)."""
    question = CATALOGUE.get(question_id)
    return question is None or answer not in {option.value for option in question.options}


def _source_text(
    author: Literal["customer", "trainer"],
    field: SourceField,
    recorded: Recorded[CheckinPayload] | Recorded[TrainerSessionPayload],
    text: str | None,
) -> SourceText | None:
    if text is None or not text.strip():
        return None
    return SourceText(
        author=author,
        field=field,
        kst_date=recorded.payload.kst_date,
        event_id=recorded.event_id,
        text=text,
    )


def checkin_source_texts(checkin: Recorded[CheckinPayload]) -> tuple[SourceText, ...]:
    """The customer's own words of a check-in: note, pain detail, typed follow-up answers."""
    payload = checkin.payload
    found = [
        _source_text("customer", "note", checkin, payload.note),
        _source_text("customer", "pain_text", checkin, payload.pain.text if payload.pain else None),
    ]
    for question_id, answer in payload.answers.items():
        if _typed_answer(question_id, answer):
            field = cast(SourceField, f"answer.{question_id}")
            found.append(_source_text("customer", field, checkin, answer))
    return tuple(text for text in found if text is not None)


def trainer_source_texts(record: Recorded[TrainerSessionPayload]) -> tuple[SourceText, ...]:
    """The trainer's own words of a session record: pain note, then operator note."""
    payload = record.payload
    found = (
        _source_text("trainer", "pain_note", record, payload.pain_note),
        _source_text("trainer", "operator_note", record, payload.operator_note),
    )
    return tuple(text for text in found if text is not None)


def daily_source_texts(context: DailyContext) -> tuple[SourceText, ...]:
    """The day's words beside a daily draft: the check-in's, then the same-day trainer's."""
    texts_of_day = checkin_source_texts(context.checkin)
    if context.trainer is not None:
        texts_of_day += trainer_source_texts(context.trainer)
    return texts_of_day[:MAX_SOURCE_TEXTS]


@dataclass(frozen=True, slots=True)
class DailyDraft:
    outcome: Outcome
    triggers: tuple[Trigger, ...]
    # The daily.v1 part (the only part the postprocessor may rephrase); None when held.
    surface: CanonicalSurface | None
    submission: DraftSubmission

    @property
    def presentable(self) -> bool:
        """Only a short draft is exactly a daily.v1 body; a detailed one has a locked tail."""
        return self.outcome == "short"

    def with_presentation(self, candidate: PresentationCandidate | None) -> DraftSubmission:
        if candidate is None or not self.presentable:
            return self.submission
        return DraftSubmission.model_validate(
            {**self.submission.model_dump(by_alias=True), "presentation": candidate}
        )


def daily_draft(context: DailyContext) -> DailyDraft:
    """The one daily draft (or held notice) of a finalized check-in."""
    customer_id = context.customer_id
    payload = context.checkin.payload
    key = daily_draft_key(customer_id, payload)
    evidence = _evidence(context)
    source_texts = daily_source_texts(context)
    triggers = daily_triggers(context)
    if context.hold.held:
        if not context.hold.reasons:
            raise ValueError("coaching is held without a typed reason to tell Richard")
        submission = DraftSubmission(
            draft_key=key,
            customer_id=customer_id,
            kind="daily",
            audience="owner",
            evidence=evidence,
            held=True,
            hold_reasons=context.hold.reasons,
            source_texts=source_texts,
        )
        return DailyDraft("held", triggers, None, submission)
    surface = daily_surface(payload, _actions(triggers))
    text = surface.body
    if triggers:
        text = "\n".join([text, "", texts.CHANGES_HEADING, *change_lines(context, triggers)])
    submission = DraftSubmission(
        draft_key=key,
        customer_id=customer_id,
        kind="daily",
        audience="customer",
        canonical_text=text,
        evidence=evidence,
        source_texts=source_texts,
    )
    return DailyDraft("detailed" if triggers else "short", triggers, surface, submission)


def trainer_hold_notice(
    customer_id: str, record: Recorded[TrainerSessionPayload], hold: HoldVerdict
) -> DraftSubmission | None:
    """Richard's held notice for a trainer record with safety reasons (else nothing)."""
    if not hold.held:
        return None
    if not hold.reasons:
        raise ValueError("coaching is held without a typed reason to tell Richard")
    return DraftSubmission(
        draft_key=trainer_hold_key(customer_id, record.payload),
        customer_id=customer_id,
        kind="held_notice",
        audience="owner",
        evidence=(EvidenceRef(event_id=record.event_id, fact=trainer_fact(record.payload)),),
        held=True,
        hold_reasons=hold.reasons,
        source_texts=trainer_source_texts(record),
    )


def trainer_revision(
    original: DraftSubmission | None, context: DailyContext
) -> DraftSubmission | None:
    """The day's revised draft once ``context.trainer`` arrived after the check-in, or None.

    Only when the day's draft was submitted, was not held, and the trainer record changes
    its text; a held result is never a revision (the trainer's own hold notice covers it).
    The revision is always detailed, so it carries no presentation, and its evidence cites
    the trainer record.
    """
    if original is None or original.held or context.trainer is None:
        return None
    revised = daily_draft(context)
    if revised.outcome == "held" or revised.submission.canonical_text == original.canonical_text:
        return None
    return DraftSubmission.model_validate(
        {
            **revised.submission.model_dump(by_alias=True),
            "draft_key": trainer_revision_key(context.customer_id, context.checkin.payload),
            "replaces_draft_key": original.draft_key,
        }
    )
