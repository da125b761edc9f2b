"""Plays the pilot day by day: the clock moves, people act, the operator works, time passes.

Each day runs in the same order a real day would: the customer's check-in in the morning
(Richard is notified: a review or a held notice), Richard's review, the trainer's record
after the session, the scheduler's tick in the evening (Friday: the weekly summary and its
review), the operator's records at night, and the outboxes flushed before midnight. The
driver moves the shared file clock only when nothing is in flight (it waits for what each
action causes first), so every service agrees on the time of every step.

What the people saw and did is collected in a ``PilotLog``; ``checks`` judges it.
"""

from __future__ import annotations

import threading
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from datetime import date, datetime, time
from functools import cached_property
from typing import Any

from shared.clock import KST, ONE_DAY, FileClock
from tools.pilot.errors import PilotError
from tools.pilot.operator import Console, OperatorDesk
from tools.pilot.people import (
    WAIT_SECONDS,
    BotMessage,
    FlowLog,
    Flows,
    Person,
    Review,
    TelegramSimulator,
    console_path,
    is_held_notice,
    kpi_reply_complete,
    review_of,
    run_flow,
)
from tools.pilot.scenario import (
    CHECKIN_AT,
    EDIT_SIGNATURE,
    PAUSE,
    RECORDS_AT,
    REGISTER_AT,
    REVIEW_AT,
    TICK_AT,
    TRAINER_AT,
    TRAINER_RECORD,
    CheckinPlan,
    PilotDay,
    PilotScenario,
    ReviewWay,
)

Progress = Callable[[str], None]
# After the N-th played day, call this (see ``PilotDriver.run``).
Interlude = tuple[int, Callable[[], None]]


@dataclass
class CheckinResult:
    day: date
    plan: CheckinPlan
    flow: FlowLog
    notice: str | None = None  # Richard's held notice, when held


@dataclass
class ReviewResult:
    day: date
    kind: str  # daily | weekly
    draft_id: str
    way: ReviewWay
    approved_revision: int | None
    delivered_message_id: int | None
    delivered_text: str | None


@dataclass
class PilotLog:
    """Everything the people saw and did, for the checks and the summary."""

    activation: dict[str, Any] = field(default_factory=dict)
    days: int = 0
    checkins: list[CheckinResult] = field(default_factory=list)
    trainer_flows: list[FlowLog] = field(default_factory=list)
    reviews: list[ReviewResult] = field(default_factory=list)
    held_notices: list[tuple[date, str, str]] = field(default_factory=list)  # day, kind, text
    clearances: list[tuple[date, str]] = field(default_factory=list)  # day, Richard's answer
    ticks: dict[date, dict[str, Any]] = field(default_factory=dict)
    after_window_replies: list[str] = field(default_factory=list)
    unexpected_customer_messages: list[tuple[date, str]] = field(default_factory=list)
    owner_kpi_reply: str | None = None
    kpi: dict[str, Any] = field(default_factory=dict)


# A cohort's customers check in at once (``cohort``): a move of the shared clock (read, then
# written) is one step, so two drivers never write it at the same time or move it back.
CLOCK_MOVES = threading.Lock()


class PilotDriver:
    """Runs one scenario against a running stack, through its public edges only."""

    def __init__(
        self,
        scenario: PilotScenario,
        *,
        telegram: TelegramSimulator,
        desk: OperatorDesk,
        console: Console,
        clock: FileClock,
        progress: Progress | None = None,
        richard: Person | None = None,
    ) -> None:
        """``richard``: Richard's chat shared with other customers' drivers (a cohort, see
        ``cohort``); his reviews are then told apart by the customer they name."""
        self.scenario = scenario
        self.desk = desk
        self.console = console
        self.clock = clock
        self.progress = progress or (lambda _: None)
        self.customer = Person("고객", scenario.customer, telegram)
        self.trainer = Person("트레이너", scenario.trainer, telegram)
        self.richard = richard or Person("리처드", scenario.owner, telegram)
        self.shared_owner = richard is not None
        self.log = PilotLog()

    @cached_property
    def flows(self) -> Flows:
        """How the people tell the turn flows' questions apart: checkin's published catalogue."""
        return Flows.of(self.desk.question_catalogue())

    # -- time ---------------------------------------------------------------------------

    def at(self, day: date, moment: time) -> None:
        """Move the clock to ``moment`` of ``day``, never back: every service checks each
        signed request against this clock (±30 s), so a step that starts after a person's
        moments (``later``) already ran past its time starts where they left it."""
        target = datetime.combine(day, moment, tzinfo=KST)
        with CLOCK_MOVES:
            if target > self.clock.now():
                self.clock.set(target)

    def later(self) -> None:
        """A person takes a moment before the next step."""
        with CLOCK_MOVES:
            self.clock.set(self.clock.now() + PAUSE)

    # -- the whole pilot ----------------------------------------------------------------

    def run(self, interludes: Sequence[Interlude] = ()) -> PilotLog:
        """Play the whole scenario; each interlude (N, fn): call fn after the N-th day.

        An interlude is where a test stops the world (e.g. backup, drop the database,
        restore, restart the services, kill one of them); the pilot then goes on as if
        nothing happened. Several may follow the same day; they run in the given order.
        """
        for person in (self.customer, self.trainer, self.richard):
            person.catch_up()
        self.at(self.scenario.starts_on - ONE_DAY, REGISTER_AT)
        self.log.activation = self.desk.register(self.scenario.enrolment)
        self.progress("registered and activated (G1-G5)")
        for day in self.scenario.days:
            self.live(day)
            self.log.days += 1
            self.progress(day.day.isoformat())
            for after_day, interlude in interludes:
                if after_day == self.log.days:
                    interlude()
        for later_day in self.scenario.after_window():
            self.after_window(later_day)
            self.progress(f"{later_day.isoformat()} (after day 28)")
        self.close_pilot()
        return self.log

    def live(self, day: PilotDay) -> None:
        self.morning(day)
        self.at(day.day, TICK_AT)
        self.evening(day, self.desk.tick())

    def morning(self, day: PilotDay) -> None:
        """The check-in, Richard's review and the trainer's record (before the tick)."""
        review = self.check_in_step(day)
        self.review_step(day, review)
        self.trainer_step(day)

    # A cohort (``cohort``) plays each step below for every customer before the next step,
    # so the shared clock only moves forward and never while another customer's message is
    # on its way; one customer plays them in a row (``morning``, ``evening``).

    def check_in_step(self, day: PilotDay) -> Review | None:
        """The morning check-in; the review Richard gets for it (None: none, or held)."""
        if day.checkin is None:
            return None
        self.at(day.day, CHECKIN_AT)
        return self.check_in(day, day.checkin)

    def review_step(self, day: PilotDay, review: Review | None) -> None:
        """Richard reviews the day's draft, or clears the day's hold."""
        if review is not None and day.daily_review is not None:
            self.at(day.day, REVIEW_AT)
            self.handle_review(day.day, "daily", review, day.daily_review)
        if day.clear_hold is not None:
            self.at(day.day, REVIEW_AT)
            self.clear_hold(day.day, day.clear_hold)

    def trainer_step(self, day: PilotDay) -> None:
        if day.trainer:
            self.at(day.day, TRAINER_AT)
            self.log.trainer_flows.append(
                run_flow(
                    self.trainer,
                    self.flows.trainer,
                    "/record",
                    lambda question: TRAINER_RECORD[question],
                )
            )

    def evening(self, day: PilotDay, tick: dict[str, Any]) -> None:
        """After the scheduler's ``tick``: the weekly review, the records, the relays."""
        weekly = self.weekly_arrives(day, tick)
        self.weekly_step(day, weekly)
        self.records_step(day)
        self.desk.relay()
        self.nothing_more_for_the_customer(day.day)

    def weekly_arrives(self, day: PilotDay, tick: dict[str, Any]) -> Review | None:
        """What the tick sent Richard for this customer: the held weekly notice (logged) or
        the weekly summary's review (returned). The clock stays at the tick's time."""
        self.at(day.day, TICK_AT)
        self.log.ticks[day.day] = tick
        if day.weekly_held:
            notice = self.richard.next_message(
                self._is_my_held_notice, self._whose("the held weekly notice"), naming=self._naming
            )
            self.log.held_notices.append((day.day, "weekly", notice.text))
        elif day.weekly_review is not None:
            return self._review_arrives("the weekly summary's review")
        return None

    def weekly_step(self, day: PilotDay, weekly: Review | None) -> None:
        if weekly is not None and day.weekly_review is not None:
            self.handle_review(day.day, "weekly", weekly, day.weekly_review)

    def records_step(self, day: PilotDay) -> None:
        self.at(day.day, RECORDS_AT)
        self.keep_records(day)

    def _is_my_review(self, message: BotMessage) -> bool:
        if review_of(message) is None:
            return False
        # Richard's review names its customer (``고객: <id> · ...``); only a shared chat asks.
        return not self.shared_owner or f"고객: {self.scenario.customer_id} ·" in message.text

    def _is_my_held_notice(self, message: BotMessage) -> bool:
        if not is_held_notice(message):
            return False
        # A held notice names its customer on a line of its own (``고객: <id>``); in a shared
        # chat, taking another customer's notice would starve that customer's wait.
        return (
            not self.shared_owner
            or f"고객: {self.scenario.customer_id}" in message.text.splitlines()
        )

    @property
    def _naming(self) -> str | None:
        """The customer Richard's messages for this driver name (asked only of a shared chat)."""
        return self.scenario.customer_id if self.shared_owner else None

    def _whose(self, what: str) -> str:
        """What a wait is for, naming the customer when Richard's chat is shared."""
        return f"{self.scenario.customer_id}: {what}" if self.shared_owner else what

    def _review_arrives(self, what: str) -> Review:
        message = self.richard.next_message(
            self._is_my_review, self._whose(what), naming=self._naming
        )
        review = review_of(message)
        assert review is not None
        return review

    def nothing_more_for_the_customer(self, day: date) -> None:
        for message in self.customer.unread():
            self.log.unexpected_customer_messages.append((day, message.text))
        self.customer.catch_up()

    # -- the customer ---------------------------------------------------------------------

    def check_in(self, day: PilotDay, plan: CheckinPlan) -> Review | None:
        """The morning check-in in Telegram; returns the review Richard then gets (if any)."""
        first = not self.log.checkins
        flow = run_flow(
            self.customer,
            self.flows.checkin,
            "/start" if first else "/checkin",
            plan.answer,
            mistyped=plan.mistyped,
        )
        result = CheckinResult(day.day, plan, flow)
        self.log.checkins.append(result)
        if plan.outcome == "held":
            notice = self.richard.next_message(
                self._is_my_held_notice,
                self._whose("the held check-in notice"),
                naming=self._naming,
            )
            result.notice = notice.text
            self.log.held_notices.append((day.day, "daily", notice.text))
            return None
        return self._review_arrives("the daily draft's review")

    # -- Richard ------------------------------------------------------------------------

    def handle_review(self, day: date, kind: str, review: Review, way: ReviewWay) -> None:
        richard = self.richard
        approved: int | None = review.revision
        if way == "telegram":
            richard.answer_to(richard.press(review.message, review.data("approve")))
        elif way == "telegram_edit":
            answer = richard.answer_to(richard.press(review.message, review.data("edit")))
            path = console_path(answer)
            text, _, _ = self.console.open_draft(path)
            self.later()
            approved = self.console.edit(review.draft_id, text + EDIT_SIGNATURE)
            edited = self._review_arrives("the edited draft's review")
            if (edited.draft_id, edited.revision) != (review.draft_id, approved):
                raise PilotError(f"expected the review of revision {approved}, got {edited}")
            self.later()
            richard.answer_to(richard.press(edited.message, edited.data("approve")))
        elif way == "console":
            approved = self.console.approve_and_send(review.draft_id)
        elif way == "console_edit":
            path = f"/console/drafts/{review.draft_id}"
            text, _, _ = self.console.open_draft(path)
            self.console.edit(review.draft_id, text + EDIT_SIGNATURE)
            self._review_arrives("the edited draft's review")  # read in Telegram too
            self.later()
            approved = self.console.approve_and_send(review.draft_id)
        else:  # discard
            richard.answer_to(richard.press(review.message, review.data("discard")))
            approved = None
        delivered = None
        if approved is not None:
            delivered = self.customer.next_message(lambda _: True, f"the approved {kind} text")
        self.log.reviews.append(
            ReviewResult(
                day=day,
                kind=kind,
                draft_id=review.draft_id,
                way=way,
                approved_revision=approved,
                delivered_message_id=delivered.message_id if delivered else None,
                delivered_text=delivered.text if delivered else None,
            )
        )

    def clear_hold(self, day: date, note: str) -> None:
        """Richard clears the customer's safety hold in Telegram, with his note."""
        after = self.richard.last_message_id()
        self.richard.say(f"/clearhold {self.scenario.customer_id} {note}")
        reply = self.richard.next_message(
            lambda m: m.message_id > after and self.scenario.customer_id in m.text,
            "the reply to /clearhold",
        )
        self.log.clearances.append((day, reply.text))

    # -- the operator -------------------------------------------------------------------

    def keep_records(self, day: PilotDay) -> None:
        customer = self.scenario.customer_id
        if day.payment is not None:
            self.desk.record_payment(customer, day.payment, paid_on=day.day)
        if day.satisfaction is not None:
            self.desk.record_satisfaction(customer, day.satisfaction, collected_on=day.day)
        for entry in day.operator_time:
            self.desk.record_operator_time(customer, entry, work_date=day.day)

    # -- after the window ---------------------------------------------------------------

    def after_window(self, day: date) -> None:
        """The customer still writes; nothing may be due and no check-in may open."""
        self.write_after_window(day)
        self.at(day, TICK_AT)
        self.after_window_tick(day, self.desk.tick())

    def write_after_window(self, day: date) -> None:
        self.at(day, CHECKIN_AT)
        if day.weekday() < 5:
            self.customer.say("/checkin")
            reply = self.customer.next_message(lambda _: True, "the reply after the window")
            self.log.after_window_replies.append(reply.text)

    def after_window_tick(self, day: date, tick: dict[str, Any]) -> None:
        self.log.ticks[day] = tick
        self.nothing_more_for_the_customer(day)

    def close_pilot(self) -> None:
        """The final KPI judgement: from checkin's route, and Richard's /kpi in Telegram."""
        last = max([day.day for day in self.scenario.days] + self.scenario.after_window())
        self.at(last, RECORDS_AT)
        self.desk.relay()
        self.log.kpi = self.desk.kpi(self.scenario.customer_id)
        after = self.richard.last_message_id()
        self.richard.say("/kpi")
        self.log.owner_kpi_reply = self.richard.reply_parts(
            after,
            lambda text: kpi_reply_complete(text, [self.scenario.customer_id]),
            "the reply to /kpi",
            timeout=WAIT_SECONDS,
        )
        self.richard.catch_up()
