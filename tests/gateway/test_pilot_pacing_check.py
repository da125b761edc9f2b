"""The cohort's named check on real Telegram's pacing (ADR 0101), fed schedules (pure).

The schedules are what a cohort's day asks of the bot: every review to Richard's one chat
in the same simulated second of the morning, every approved message to a customer in the
same second of his review. They are replayed by the simulator's own rule
(``pacing_by_chat``, what ``GET /sim/pacing`` answers) and judged as the cohort judges them.
"""

from __future__ import annotations

from datetime import date

from tools.pilot.cli import cohort_summary
from tools.pilot.cohort import CohortResult
from tools.pilot.pacing_check import day_windows, judge_pacing
from tools.telegram_simulator.pacing import BotSend, pacing_by_chat

DAY = date(2026, 12, 7)
OWNER = 3001
CUSTOMER_BASE = 10_000


def judged(customers: int) -> CohortResult:
    """One day of ``customers``: the morning's reviews, then each approval's message to
    its customer (with the review's buttons taken off in Richard's chat), then the tick's
    weekly reviews."""
    morning, reviews, tick = day_windows(DAY)
    customer_chats = range(CUSTOMER_BASE, CUSTOMER_BASE + customers)
    first_light = [BotSend(OWNER, morning.since.timestamp()) for _ in customer_chats]
    approvals = []
    for chat in customer_chats:
        approvals += [BotSend(chat, reviews.since.timestamp())]
        approvals += [BotSend(OWNER, reviews.since.timestamp())]
    weeklies = [BotSend(OWNER, tick.since.timestamp()) for _ in customer_chats]
    result = CohortResult()
    result.pacing = judge_pacing(
        [
            (morning, pacing_by_chat(first_light)),
            (reviews, pacing_by_chat(approvals)),
            (tick, pacing_by_chat(weeklies)),
        ],
        owner_chat=OWNER,
        customer_chats=set(customer_chats),
    )
    return result


def test_a_day_of_a_thousand_customers_keeps_its_times_under_real_pacing():
    result = judged(1000)
    assert result.pacing.ok and result.ok
    assert f"{result.pacing.richard_morning_by:%H:%M:%S}" == "08:16:39"
    assert f"{result.pacing.richard_tick_by:%H:%M:%S}" == "18:16:39"
    assert 30 < result.pacing.customer_most_late_seconds < 60  # 1,000 at 30/s: 33 s
    assert "pacing check       held" in cohort_summary(result)


def test_a_cohort_too_large_for_richard_s_one_chat_fails_the_named_check():
    """3,600 reviews at 1 message/s from 08:00 reach Richard at 08:59:59; one more does not
    make his 09:00 review - and 3,601 approved messages at 30/s are not within a minute."""
    (customers_late,) = judged(3600).pacing.problems  # Richard's morning and tick held
    assert customers_late.startswith(
        "Telegram pacing: on 2026-12-07 (reviews, from 09:00) 1831 customer(s)' messages would "
        "be over 60 s late, the worst 124 s"
    )
    result = judged(3601)
    assert not result.ok
    assert result.pacing.problems[0] == (
        "Telegram pacing: on 2026-12-07 Richard's 3601 morning message(s) from 08:00 would "
        "reach him only by 09:00:00 at 1 message/s, not before 09:00 - too many for one "
        "review chat"
    )
    summary = cohort_summary(result)
    assert "pacing check       failed, 2 problem(s):" in summary
    assert "Richard's 3601 morning message(s)" in summary
