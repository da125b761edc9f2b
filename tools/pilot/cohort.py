"""Many customers' pilots at once: the same four weeks for N customers on one stack.

Each customer gets the one-customer scenario with its own ids and Telegram triples
(``scenario.cohort``) and its own ``PilotDriver``; Richard reads one chat for all of them
(``people.SharedInbox``), each driver taking only the messages that name its customer.
Every day, in the order a real day has, each step for every customer before the next step
(``play_day``): the check-ins (up to ``PEOPLE_AT_ONCE`` customers at the same moment, as
real customers do), Richard's reviews (and hold clearances), the trainers' records (each
trainer's customers in turn, different trainers at once), one scheduler tick for everyone,
every customer's weekly message reaching Richard, his weekly reviews, the operator's
records, then one relay of both outboxes - so the shared clock only moves forward, and
never while a message is on its way. Afterwards every
customer's pilot is judged by the same checks as the one-customer pilot
(``checks.check_pilot``), reading the product-wide lists once, and the cohort as a whole by
one more named check: whether real Telegram's pacing would have kept each day
(``pacing_check``, ADR 0101) - a cohort too large for Richard's one chat fails it.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Iterator, Sequence
from concurrent.futures import Executor, ThreadPoolExecutor
from contextlib import ExitStack, contextmanager
from dataclasses import dataclass, field
from datetime import datetime, timedelta
from functools import partial

import httpx

from shared.clock import KST, ONE_DAY, FileClock
from shared.secrets import load_service_key
from tools.pilot.checks import PilotVerdict, SharedEvidence, check_pilot
from tools.pilot.driver import PilotDriver, PilotLog
from tools.pilot.errors import PilotError
from tools.pilot.operator import Console, OperatorDesk, console_token
from tools.pilot.pacing_check import PacingVerdict, day_windows, judge_pacing
from tools.pilot.people import (
    WAIT_SECONDS,
    Review,
    SharedInbox,
    TelegramSimulator,
    kpi_reply_complete,
)
from tools.pilot.scenario import (
    RECORDS_AT,
    REGISTER_AT,
    TICK_AT,
    Address,
    PilotDay,
    PilotScenario,
)
from tools.pilot.stack import StackLayout

SETTLE = timedelta(minutes=10)  # longer than the outbox's backoff after a few failures
# How many customers check in (and trainers record) at the same moment. Each is a person in
# their own chat; played one after another, the product never saw two requests at once and
# the pilot measured the harness's waits, not the services (issue 18).
PEOPLE_AT_ONCE = 8
# How many reviews Richard presses at once (ADR 0101 item 4): a person scrolling his chat
# presses a few 승인 before the first answer comes back, and the gateway runs presses on
# different drafts at once. Only a review that is one press (approve or discard) is pressed
# so; one that moves the clock (an edit takes a person's moment) is played alone afterwards,
# so the clock never moves while a press is on its way.
PRESSES_AT_ONCE = 4
ONE_PRESS_WAYS = frozenset({"telegram", "discard"})
# Called after each customer's step: (what was done, for which customer or None).
CohortProgress = Callable[[str], None]
# The steps of a cohort's day, in order (``CohortResult.step_seconds``).
DAY_STEPS = ("check-ins", "reviews", "trainers", "tick", "weeklies", "records", "relay")


@contextmanager
def timed(spent: dict[str, float] | None, name: str) -> Iterator[None]:
    """Add the block's wall time to ``spent[name]`` (nothing when ``spent`` is None)."""
    started = time.monotonic()
    try:
        yield
    finally:
        if spent is not None:
            spent[name] = spent.get(name, 0.0) + time.monotonic() - started


@dataclass
class CohortResult:
    """Every customer's log and verdict, and where the wall time went."""

    runs: list[tuple[PilotScenario, PilotLog, PilotVerdict]] = field(default_factory=list)
    seconds: dict[str, float] = field(default_factory=dict)
    day_seconds: list[float] = field(default_factory=list)
    # The days' wall time by step (``DAY_STEPS``), summed over the days: what to make faster.
    step_seconds: dict[str, float] = field(default_factory=dict)
    # The cohort's own check: real Telegram's pacing over each day played (ADR 0101).
    pacing: PacingVerdict = field(default_factory=PacingVerdict)

    @property
    def ok(self) -> bool:
        return self.pacing.ok and all(verdict.ok for _, _, verdict in self.runs)


def _one_press(way: str | None, review: Review | None) -> bool:
    """Is Richard's part of this review one press, moving no clock (or nothing at all)?"""
    return review is None or way is None or way in ONE_PRESS_WAYS


def at_once(reviews: Sequence[tuple[Callable[[], None], bool]], presses: Executor | None) -> None:
    """Richard's reviews: those that are one press (True) ``PRESSES_AT_ONCE`` at a time on
    ``presses``, then the others one after another (each may move the clock)."""
    alone = [review for review, one_press in reviews if presses is None or not one_press]
    if presses is not None:
        # ``map`` re-raises a press's failure; the reviews are independent of each other.
        for _ in presses.map(lambda review: review(), [r for r, one in reviews if one]):
            pass
    for review in alone:
        review()


def play_day(
    drivers: Sequence[PilotDriver],
    desk: OperatorDesk,
    clock: FileClock,
    index: int,
    step: CohortProgress,
    people: Executor | None = None,
    spent: dict[str, float] | None = None,
    presses: Executor | None = None,
) -> None:
    """The ``index``-th day for every customer, one step of the day at a time.

    Every service checks each signed request against the one shared clock (±30 s), so the
    clock moves only forward, and only once what the last step caused has arrived: a step
    is done for every customer before the clock moves to the next one. Played customer by
    customer instead, the next customer's morning set the clock hours back while the last
    one's messages were still on their way, and one customer's records moved it on while
    the tick's held notices to Richard were still being sent - the gateway refused one as
    ``stale-request`` and it waited for Richard (ADR 0033: the 10 x 28 cohort run).
    """
    days = [driver.scenario.days[index] for driver in drivers]
    # The customers check in at once, and the trainers record at once, each trainer one
    # customer after another (``people``); Richard and the operator do one thing at a time.
    check_in = PilotDriver.check_in_step
    with timed(spent, "check-ins"):
        if people is None:
            reviews = [check_in(driver, day) for driver, day in zip(drivers, days, strict=True)]
        else:
            reviews = list(people.map(check_in, drivers, days))
    with timed(spent, "reviews"):
        at_once(
            [
                (
                    partial(driver.review_step, day, review),
                    day.clear_hold is None and _one_press(day.daily_review, review),
                )
                for driver, day, review in zip(drivers, days, reviews, strict=True)
            ],
            presses,
        )
    by_trainer: dict[Address, list[tuple[PilotDriver, PilotDay]]] = {}
    for driver, day in zip(drivers, days, strict=True):
        by_trainer.setdefault(driver.scenario.trainer, []).append((driver, day))

    def records(sessions: list[tuple[PilotDriver, PilotDay]]) -> None:
        for driver, day in sessions:
            driver.trainer_step(day)

    with timed(spent, "trainers"):
        if people is None:
            for sessions in by_trainer.values():
                records(sessions)
        else:
            for _ in people.map(records, by_trainer.values()):  # re-raises a trainer's failure
                pass
    for driver, day in zip(drivers, days, strict=True):
        step(f"{day.day} {driver.scenario.customer_id}")
    today = days[0].day
    moment = datetime.combine(today, TICK_AT, tzinfo=KST)
    if clock.now() > moment:
        # Each edit in the morning takes its people a moment (``PAUSE``); some 800
        # customers' edits in one morning would run past the tick.
        raise PilotError(f"the morning of {today} ran past the tick ({clock.now()})")
    clock.set(moment)
    with timed(spent, "tick"):
        tick = desk.tick()
    with timed(spent, "weeklies"):
        # Every customer's weekly message reaches Richard before anyone acts on one.
        weeklies = [
            driver.weekly_arrives(day, tick) for driver, day in zip(drivers, days, strict=True)
        ]
        at_once(
            [
                (partial(driver.weekly_step, day, weekly), _one_press(day.weekly_review, weekly))
                for driver, day, weekly in zip(drivers, days, weeklies, strict=True)
            ],
            presses,
        )
    with timed(spent, "records"):
        for driver, day in zip(drivers, days, strict=True):
            driver.records_step(day)
    for driver, day in zip(drivers, days, strict=True):
        driver.nothing_more_for_the_customer(day.day)
        driver.log.days += 1
    with timed(spent, "relay"):
        desk.relay()


def play_cohort(
    scenarios: Sequence[PilotScenario],
    layout: StackLayout,
    *,
    progress: CohortProgress | None = None,
) -> CohortResult:
    """Drive every scenario through the stack's edges, one day at a time, then judge each."""
    step = progress or (lambda _: None)
    token = console_token(layout.secrets_dir)
    clock = FileClock(layout.clock_path)
    first = scenarios[0]
    result = CohortResult()
    with ExitStack() as closing:
        telegram = TelegramSimulator(layout.simulator_url)
        closing.callback(telegram.close)
        desk = OperatorDesk(
            checkin_url=layout.base_url("checkin"),
            delivery_url=layout.base_url("delivery"),
            key=load_service_key(layout.secrets_dir, "operator"),
            clock=clock,
            # One tick drafts every customer's weekly summary; /kpi judges every customer.
            timeout=httpx.Timeout(60.0 + 2.0 * len(scenarios), connect=5.0),
        )
        closing.callback(desk.close)
        console = Console(layout.base_url("delivery"), token)
        closing.callback(console.close)
        richard = SharedInbox("리처드", first.owner, telegram)
        richard.catch_up()
        drivers = [
            PilotDriver(
                scenario,
                telegram=telegram,
                desk=desk,
                console=console,
                clock=clock,
                richard=richard,
            )
            for scenario in scenarios
        ]
        started = time.monotonic()
        clock.set(datetime.combine(first.starts_on - ONE_DAY, REGISTER_AT, tzinfo=KST))
        for driver in drivers:
            driver.customer.catch_up()
            driver.trainer.catch_up()
            driver.log.activation = desk.register(driver.scenario.enrolment)
            step(f"registered {driver.scenario.customer_id}")
        result.seconds["register"] = time.monotonic() - started
        people = closing.enter_context(ThreadPoolExecutor(PEOPLE_AT_ONCE, "customer"))
        presses = closing.enter_context(ThreadPoolExecutor(PRESSES_AT_ONCE, "richard"))
        for index in range(len(first.days)):
            day_started = time.monotonic()
            play_day(drivers, desk, clock, index, step, people, result.step_seconds, presses)
            result.day_seconds.append(time.monotonic() - day_started)
        for later in first.after_window():
            for driver in drivers:
                driver.write_after_window(later)
                step(f"{later} (after day 28) {driver.scenario.customer_id}")
            clock.set(datetime.combine(later, TICK_AT, tzinfo=KST))
            tick = desk.tick()
            for driver in drivers:
                driver.after_window_tick(later, tick)
        last = max([day.day for day in first.days] + first.after_window())
        # Ten minutes after the last records, the same evening: a relay that had to retry
        # today (a peer busy under the cohort's load) is due again on the frozen clock; the
        # checks read the streams only once both outboxes are quiet.
        clock.set(datetime.combine(last, RECORDS_AT, tzinfo=KST) + SETTLE)
        desk.relay_until_quiet()
        for driver in drivers:
            driver.log.kpi = desk.kpi(driver.scenario.customer_id)
        after = richard.last_message_id()
        richard.say("/kpi")
        ids = [driver.scenario.customer_id for driver in drivers]
        reply = richard.reply_parts(
            after,
            lambda text: kpi_reply_complete(text, ids),
            "the reply to /kpi",
            timeout=WAIT_SECONDS + 2.0 * len(scenarios),
        )
        for driver in drivers:
            driver.log.owner_kpi_reply = reply
        result.seconds["play"] = time.monotonic() - started
        checking = time.monotonic()
        shared = SharedEvidence.gather(desk, telegram)
        for driver in drivers:
            verdict = check_pilot(driver.scenario, driver.log, desk, telegram, shared)
            result.runs.append((driver.scenario, driver.log, verdict))
        windows = [window for day in first.days for window in day_windows(day.day)]
        result.pacing = judge_pacing(
            ((window, telegram.pacing(window.since, window.until)) for window in windows),
            owner_chat=first.owner.chat_id,
            customer_chats={scenario.customer.chat_id for scenario in scenarios},
        )
        result.seconds["check"] = time.monotonic() - checking
    return result
