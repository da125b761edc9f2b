"""Many customers' pilots at once: the same four weeks for N customers on one stack.

Each customer gets the one-customer scenario with its own ids and Telegram triples
(``scenario.cohort``) and its own ``PilotDriver``; Richard reads one chat for all of them
(``people.SharedInbox``). Every day, in the order a real day has: each customer's morning
(check-in, Richard's review, the trainer's record) one customer after another, then one
scheduler tick for everyone, then each customer's evening (the weekly review, the
operator's records), then one relay of both outboxes. Afterwards every customer's pilot is
judged by the same checks as the one-customer pilot (``checks.check_pilot``), reading the
product-wide lists once.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence
from contextlib import ExitStack
from dataclasses import dataclass, field
from datetime import datetime, timedelta

import httpx

from shared.clock import KST, ONE_DAY, FileClock
from shared.secrets import load_service_key
from tools.pilot.checks import PilotVerdict, SharedEvidence, check_pilot
from tools.pilot.driver import PilotDriver, PilotLog
from tools.pilot.operator import Console, OperatorDesk, console_token
from tools.pilot.people import (
    WAIT_SECONDS,
    SharedInbox,
    TelegramSimulator,
)
from tools.pilot.scenario import (
    RECORDS_AT,
    REGISTER_AT,
    TICK_AT,
    PilotScenario,
)
from tools.pilot.stack import StackLayout

SETTLE = timedelta(minutes=10)  # longer than the outbox's backoff after a few failures
# Called after each customer's step: (what was done, for which customer or None).
CohortProgress = Callable[[str], None]


@dataclass
class CohortResult:
    """Every customer's log and verdict, and where the wall time went."""

    runs: list[tuple[PilotScenario, PilotLog, PilotVerdict]] = field(default_factory=list)
    seconds: dict[str, float] = field(default_factory=dict)
    day_seconds: list[float] = field(default_factory=list)

    @property
    def ok(self) -> bool:
        return all(verdict.ok for _, _, verdict in self.runs)


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
        for index, today in enumerate(first.days):
            day_started = time.monotonic()
            for driver in drivers:
                driver.morning(driver.scenario.days[index])
                step(f"{today.day} {driver.scenario.customer_id}")
            clock.set(datetime.combine(today.day, TICK_AT, tzinfo=KST))
            tick = desk.tick()
            for driver in drivers:
                driver.evening(driver.scenario.days[index], tick, relay=False)
                driver.log.days += 1
            desk.relay()
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
        reply = richard.next_message(
            lambda m: m.message_id > after,
            "the reply to /kpi",
            timeout=WAIT_SECONDS + 2.0 * len(scenarios),
        )
        for driver in drivers:
            driver.log.owner_kpi_reply = reply.text
        result.seconds["play"] = time.monotonic() - started
        checking = time.monotonic()
        shared = SharedEvidence.gather(desk, telegram)
        for driver in drivers:
            verdict = check_pilot(driver.scenario, driver.log, desk, telegram, shared)
            result.runs.append((driver.scenario, driver.log, verdict))
        result.seconds["check"] = time.monotonic() - checking
    return result
