"""The pilot as data: who the people are and what each of the 28 days holds (pure).

The customer checks in on all 20 weekdays of ``[S, S+27]``: normal days (seed fixture
F-NORMAL-1), each anomaly fixture of seed 002 (F-ANOM-SLEEP-1, F-ANOM-COND-1, F-ANOM-PERF-1,
F-CHANGE-1) and two safety holds (SF-S1-C in the note, SF-S4-C as calories). The trainer
records the Monday/Wednesday/Friday sessions. Richard reviews every customer draft in one
of the ways people do (Telegram button, Telegram edit handed to the console, console only,
discard). The operator records the fees, a satisfaction score each Friday and his own
time, including one retried entry and one correction.

Every value here is an input; what it must lead to is in ``expected``.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from datetime import date, time, timedelta
from decimal import Decimal
from typing import Final, Literal

from shared.contracts.outcomes import DayOutcome
from tools.telegram_simulator.state import (
    CUSTOMER_PERSONA,
    OWNER_PERSONA,
    TRAINER_PERSONA,
    Persona,
)

# --- the people -----------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Address:
    """One exact Telegram triple: who writes, in which chat, in which topic."""

    user_id: int
    chat_id: int
    topic_id: int | None = None

    def as_json(self) -> dict[str, int | None]:
        return {"user_id": self.user_id, "chat_id": self.chat_id, "topic_id": self.topic_id}

    @classmethod
    def of(cls, persona: Persona) -> Address:
        return cls(persona.user_id, persona.chat_id, persona.topic_id)


@dataclass(frozen=True, slots=True)
class Enrolment:
    """What the operator registers before a customer starts: the three people, the plan's
    first day, and the customer's id (G1-G5 activation follows)."""

    customer_id: str
    owner: Address
    customer: Address
    trainer: Address
    starts_on: date


# The simulator page's preset personas (고객, 트레이너, 리처드): after a simulated pilot a
# person can open the page and read every chat as the people saw it.
CUSTOMER: Final = Address.of(CUSTOMER_PERSONA)
TRAINER: Final = Address.of(TRAINER_PERSONA)
OWNER: Final = Address.of(OWNER_PERSONA)
CUSTOMER_ID: Final = "kim-pilot"
STARTS_ON: Final = date(2026, 12, 7)  # a Monday
WINDOW_DAYS: Final = 28

# --- check-ins ------------------------------------------------------------------------

# What the customer's day should yield (checkin's own vocabulary).
Outcome = DayOutcome

# Seed 002's F-NORMAL-1 as the customer taps or types it (70.2 kg, compared with 70.2 kg
# on the prior week's same weekday in this pilot).
F_NORMAL_1: Final[dict[str, str]] = {
    "Q-SLEEP-HOURS": "7.5",
    "Q-SLEEP-QUALITY": "4",
    "Q-READINESS": "4",
    "Q-PAIN": "no",
    "Q-CALORIES": "2300",
    "Q-TRAINING-STATUS": "done",
    "Q-TRAINING-QUALITY": "4",
    "Q-WEIGHT": "70.2",
    "Q-NOTE": "none",
}
# How the customer answers a follow-up when one is asked (buttons where there are some).
FOLLOW_UP_ANSWERS: Final[dict[str, str]] = {
    "Q-SLEEP-CAUSE": "stress",
    "Q-SLEEP-ADJUST": "bed_early",
    "Q-COND-SYMPTOM": "fatigue",
    "Q-COND-INTENSITY": "lighter",
    "Q-PERF-REASON": "time",
    "Q-PERF-NEXT": "as_planned",
}


@dataclass(frozen=True, slots=True)
class HoldExpectation:
    """The typed reason Richard must read: rule, class and the field that matched."""

    rule_id: str
    safety_class: str
    matched_field: str
    detail: str | None = None  # S1's kind of urgency, as the notice names it


@dataclass(frozen=True, slots=True)
class CheckinPlan:
    """One day's check-in: the answers, what the seed says it opens, how it ends."""

    fixture: str
    answers: dict[str, str]
    follow_ups: tuple[str, ...]
    outcome: Outcome
    hold: HoldExpectation | None = None
    # A first, unusable reply to one question (the bot must ask again, nothing recorded).
    mistyped: tuple[str, str] | None = None

    def answer(self, question_id: str) -> str:
        if question_id in self.answers:
            return self.answers[question_id]
        return FOLLOW_UP_ANSWERS[question_id]


def _checkin(
    fixture: str,
    changes: dict[str, str] | None = None,
    *,
    follow_ups: tuple[str, ...] = (),
    outcome: Outcome = "short",
    hold: HoldExpectation | None = None,
    mistyped: tuple[str, str] | None = None,
) -> CheckinPlan:
    answers = {**F_NORMAL_1, **(changes or {})}
    return CheckinPlan(fixture, answers, follow_ups, outcome, hold, mistyped)


NORMAL: Final = _checkin("F-NORMAL-1")
NORMAL_MISTYPED: Final = _checkin("F-NORMAL-1", mistyped=("Q-WEIGHT", "칠십 킬로"))
ANOM_SLEEP: Final = _checkin(
    "F-ANOM-SLEEP-1",
    {"Q-SLEEP-HOURS": "5.0", "Q-SLEEP-QUALITY": "2"},
    follow_ups=("Q-SLEEP-CAUSE", "Q-SLEEP-ADJUST"),
    outcome="detailed",
)
ANOM_COND: Final = _checkin(
    "F-ANOM-COND-1",
    {"Q-READINESS": "2"},
    follow_ups=("Q-COND-SYMPTOM", "Q-COND-INTENSITY"),
    outcome="detailed",
)
ANOM_PERF: Final = _checkin(
    "F-ANOM-PERF-1",
    {"Q-TRAINING-STATUS": "missed"},
    follow_ups=("Q-PERF-REASON", "Q-PERF-NEXT"),
    outcome="detailed",
)
CHANGE: Final = _checkin("F-CHANGE-1", {"Q-WEIGHT": "71.4"}, outcome="detailed")
HELD_S1: Final = _checkin(
    "SF-S1-C",
    {"Q-NOTE": "운동하다가 숨이 차고 쓰러질 것 같았어요"},
    outcome="held",
    hold=HoldExpectation("S1", "urgent", "note", "breathing"),
)
HELD_S4: Final = _checkin(
    "SF-S4-C",
    {"Q-CALORIES": "800"},
    outcome="held",
    hold=HoldExpectation("S4", "eating_risk", "calories"),
)

# --- the trainer ----------------------------------------------------------------------

TRAINER_RECORD: Final[dict[str, str]] = {
    "Q-T-DONE": "done",
    "Q-T-PERFORMANCE": "4",
    "Q-T-INTENSITY": "as_planned",
    "Q-T-PAIN": "no",
    "Q-T-PAIN-NOTE": "none",
    "Q-T-NOTE": "none",
}

# --- Richard's reviews ----------------------------------------------------------------

# How Richard handles a customer draft:
# ``telegram``       - presses 승인 under the review message;
# ``telegram_edit``  - presses 수정, follows the console path it answers, saves an edit,
#                      then presses 승인 under the new revision's review message;
# ``console``        - opens the draft in the console and presses 승인하고 보내기;
# ``console_edit``   - edits in the console, then 승인하고 보내기 there;
# ``discard``        - presses 폐기: the customer gets nothing for it.
ReviewWay = Literal["telegram", "telegram_edit", "console", "console_edit", "discard"]
EDIT_SIGNATURE: Final = "\n\n리처드 코치가 직접 확인했습니다."

# --- the operator's records -----------------------------------------------------------

OperatorTask = Literal[
    "checkin_review", "draft_review", "customer_message", "session_record", "weekly_summary"
]


@dataclass(frozen=True, slots=True)
class TimeEntry:
    """One operator-time entry as the operator types it in (minutes of one work item).

    ``retried``: the client sends it twice (a network retry: the same entry, counted once).
    ``supersedes``: it corrects an earlier entry, which stops counting.
    """

    entry_id: str
    minutes: int
    task: OperatorTask
    supersedes: str | None = None
    retried: bool = False


PaymentKind = Literal["initial", "renewal"]
PILOT_FEE_KRW: Final = 150_000


@dataclass(frozen=True, slots=True)
class Payment:
    kind: PaymentKind
    amount_krw: int = PILOT_FEE_KRW
    method: str = "bank_transfer"


# --- the days -------------------------------------------------------------------------

# When things happen on a day (KST): the clock is moved to each moment before it.
CHECKIN_AT: Final = time(8, 0)
REVIEW_AT: Final = time(9, 0)
TRAINER_AT: Final = time(12, 30)
TICK_AT: Final = time(18, 0)
RECORDS_AT: Final = time(21, 0)
REGISTER_AT: Final = time(20, 0)  # the evening before day 1
PAUSE: Final = timedelta(seconds=20)  # a person's moment between two steps


@dataclass(frozen=True, slots=True)
class PilotDay:
    """Everything that happens on one KST date of the window."""

    day: date
    checkin: CheckinPlan | None = None
    daily_review: ReviewWay | None = None
    trainer: bool = False
    weekly_review: ReviewWay | None = None
    weekly_held: bool = False
    satisfaction: Decimal | None = None
    operator_time: tuple[TimeEntry, ...] = ()
    payment: Payment | None = None
    # Richard's note when he clears the customer's safety hold in Telegram (``/clearhold``)
    # after the day's held notice: until he does, every later customer draft is held too.
    clear_hold: str | None = None

    @property
    def is_weekday(self) -> bool:
        return self.day.weekday() < 5


@dataclass(frozen=True, slots=True)
class PilotScenario:
    customer_id: str
    starts_on: date
    customer: Address
    trainer: Address
    owner: Address
    days: tuple[PilotDay, ...]
    # Days after the window the driver still lives through (nothing may be scheduled).
    days_after: int = 2

    @property
    def last_day(self) -> date:
        return self.starts_on + timedelta(days=WINDOW_DAYS - 1)

    @property
    def enrolment(self) -> Enrolment:
        return Enrolment(
            customer_id=self.customer_id,
            owner=self.owner,
            customer=self.customer,
            trainer=self.trainer,
            starts_on=self.starts_on,
        )

    def after_window(self) -> list[date]:
        return [self.last_day + timedelta(days=n) for n in range(1, self.days_after + 1)]


def on(offset: int) -> date:
    """The pilot's KST date ``S + offset``."""
    return STARTS_ON + timedelta(days=offset)


def entry(week: int, label: str, minutes: int, task: OperatorTask) -> TimeEntry:
    return TimeEntry(f"{CUSTOMER_ID}-w{week}-{label}", minutes, task)


W3_REVIEW: Final = entry(3, "held-review", 30, "checkin_review")
W3_REVIEW_FIX: Final = TimeEntry(
    f"{W3_REVIEW.entry_id}-fix", 25, "checkin_review", supersedes=W3_REVIEW.entry_id
)
W2_RETRIED: Final = TimeEntry(f"{CUSTOMER_ID}-w2-draft-review", 15, "draft_review", retried=True)

# Offsets from S. Weekends carry nothing but the scheduler's tick (which must find nothing).
PILOT_DAYS: Final[tuple[PilotDay, ...]] = (
    # week 1 (S .. S+6)
    PilotDay(
        on(0), checkin=NORMAL, daily_review="telegram", trainer=True, payment=Payment("initial")
    ),
    PilotDay(on(1), checkin=NORMAL, daily_review="telegram"),
    PilotDay(on(2), checkin=ANOM_SLEEP, daily_review="telegram", trainer=True),
    PilotDay(on(3), checkin=NORMAL, daily_review="telegram_edit"),
    PilotDay(
        on(4),
        checkin=NORMAL,
        daily_review="telegram",
        trainer=True,
        weekly_review="telegram",
        satisfaction=Decimal("9.0"),
        operator_time=(
            entry(1, "checkin-review", 20, "checkin_review"),
            entry(1, "weekly-summary", 15, "weekly_summary"),
            entry(1, "draft-review", 10, "draft_review"),
        ),
    ),
    PilotDay(on(5)),
    PilotDay(on(6)),
    # week 2 (S+7 .. S+13)
    PilotDay(on(7), checkin=NORMAL, daily_review="console", trainer=True),
    PilotDay(on(8), checkin=ANOM_COND, daily_review="telegram"),
    PilotDay(
        on(9),
        checkin=ANOM_PERF,
        daily_review="telegram",
        operator_time=(W2_RETRIED,),
    ),
    PilotDay(on(10), checkin=NORMAL_MISTYPED, daily_review="telegram"),
    PilotDay(
        on(11),
        checkin=NORMAL,
        daily_review="telegram",
        trainer=True,
        weekly_review="console_edit",
        satisfaction=Decimal("8.0"),
        operator_time=(
            entry(2, "weekly-summary", 20, "weekly_summary"),
            entry(2, "customer-message", 10, "customer_message"),
        ),
    ),
    PilotDay(on(12)),
    PilotDay(on(13)),
    # week 3 (S+14 .. S+20): both safety holds, so the week's summary is held too; Richard
    # clears each hold after reading its notice, so the next days' drafts are normal again
    PilotDay(
        on(14),
        checkin=NORMAL,
        daily_review="telegram",
        trainer=True,
        operator_time=(entry(3, "session-record", 10, "session_record"),),
    ),
    PilotDay(
        on(15),
        checkin=HELD_S1,
        operator_time=(W3_REVIEW,),
        clear_hold="고객과 통화해 상태를 확인했고 병원 진료를 권했습니다",
    ),
    PilotDay(on(16), checkin=NORMAL, daily_review="telegram", trainer=True),
    PilotDay(on(17), checkin=HELD_S4, clear_hold="식사 상태를 확인했고 식단을 다시 안내했습니다"),
    PilotDay(
        on(18),
        checkin=NORMAL,
        daily_review="telegram",
        trainer=True,
        weekly_held=True,
        satisfaction=Decimal("8.5"),
        operator_time=(
            W3_REVIEW_FIX,
            entry(3, "weekly-summary", 20, "weekly_summary"),
        ),
    ),
    PilotDay(on(19)),
    PilotDay(on(20)),
    # week 4 (S+21 .. S+27)
    PilotDay(on(21), checkin=NORMAL, daily_review="discard", trainer=True),
    PilotDay(on(22), checkin=NORMAL, daily_review="telegram"),
    PilotDay(
        on(23),
        checkin=CHANGE,
        daily_review="telegram",
        trainer=True,
        operator_time=(entry(4, "draft-review", 5, "draft_review"),),
    ),
    PilotDay(on(24), checkin=NORMAL, daily_review="telegram", payment=Payment("renewal")),
    PilotDay(
        on(25),
        checkin=NORMAL,
        daily_review="telegram",
        trainer=True,
        weekly_review="telegram",
        satisfaction=Decimal("9.5"),
        operator_time=(
            entry(4, "weekly-summary", 25, "weekly_summary"),
            entry(4, "customer-message", 30, "customer_message"),
        ),
    ),
    PilotDay(on(26)),
    PilotDay(on(27)),
)

PILOT: Final = PilotScenario(
    customer_id=CUSTOMER_ID,
    starts_on=STARTS_ON,
    customer=CUSTOMER,
    trainer=TRAINER,
    owner=OWNER,
    days=PILOT_DAYS,
)


def shortened(scenario: PilotScenario, days: int) -> PilotScenario:
    """The first ``days`` days only (a quick look; the KPI then cannot pass)."""
    if not 1 <= days <= len(scenario.days):
        raise ValueError(f"days must be 1..{len(scenario.days)}")
    return PilotScenario(
        customer_id=scenario.customer_id,
        starts_on=scenario.starts_on,
        customer=scenario.customer,
        trainer=scenario.trainer,
        owner=scenario.owner,
        days=scenario.days[:days],
        days_after=0,
    )


# --- many customers -------------------------------------------------------------------

# Telegram ids of a cohort: customer i writes from its own private chat; trainer j works in
# one group chat with a topic per customer, so each customer's trainer triple is its own
# (the registry binds a trainer triple to exactly one customer).
COHORT_CUSTOMER_BASE: Final = 5_000_000
COHORT_TRAINER_BASE: Final = 6_000_000
COHORT_TRAINER_CHAT_BASE: Final = -1_006_000_000


def cohort_customer_id(index: int) -> str:
    return f"pilot-{index + 1:04d}"


def for_customer(scenario: PilotScenario, index: int, trainers: int) -> PilotScenario:
    """The same four weeks for the cohort's ``index``-th customer (its ids, its triples)."""
    customer_id = cohort_customer_id(index)
    user_id = COHORT_CUSTOMER_BASE + index
    trainer = index % trainers

    def entry_of(item: TimeEntry) -> TimeEntry:
        return replace(
            item,
            entry_id=item.entry_id.replace(scenario.customer_id, customer_id, 1),
            supersedes=(
                item.supersedes.replace(scenario.customer_id, customer_id, 1)
                if item.supersedes
                else None
            ),
        )

    return replace(
        scenario,
        customer_id=customer_id,
        customer=Address(user_id, user_id),
        trainer=Address(
            COHORT_TRAINER_BASE + trainer, COHORT_TRAINER_CHAT_BASE - trainer, topic_id=index + 1
        ),
        days=tuple(
            replace(day, operator_time=tuple(entry_of(item) for item in day.operator_time))
            for day in scenario.days
        ),
    )


def cohort(scenario: PilotScenario, customers: int, trainers: int) -> tuple[PilotScenario, ...]:
    """``customers`` copies of ``scenario`` shared out over ``trainers`` trainers."""
    if customers < 1 or not 1 <= trainers <= customers:
        raise ValueError("need 1 <= trainers <= customers")
    return tuple(for_customer(scenario, index, trainers) for index in range(customers))
