"""The cohort's day schedule, against a fake stack: when the shared clock moves (pure).

Every service signs and checks requests against the one shared file clock (±30 s), so the
harness may move it only forward, and only once nothing it caused is still on its way: a
notice the tick owes Richard that is sent while another customer's step moves the clock
hours away is refused by the gateway (``stale-request``) and then waits for Richard - the
10 × 28 cohort stopped on 2026-12-25 this way (issue 18). Only the people's I/O is faked
here; the drivers' days, their clock moves and how they tell Richard's messages apart are
the harness's own.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from datetime import date, datetime
from pathlib import Path
from types import SimpleNamespace
from typing import Any

import pytest
from sqlalchemy import make_url

from shared.clock import KST
from shared.topology import SERVICES
from tools.pilot import cohort as cohort_module
from tools.pilot import driver as driver_module
from tools.pilot.driver import PilotDriver
from tools.pilot.people import BotMessage, FlowLog, Review, SharedInbox
from tools.pilot.scenario import PILOT, Address, PilotDay, PilotScenario, cohort
from tools.pilot.stack import StackLayout

CUSTOMERS = 4
# Week 2 (a weekly review edited in the console) and week 3 (two held check-ins, each hold
# cleared, and the held weekly summary on Friday 2026-12-25).
WEEKS_2_AND_3 = replace(PILOT, days=PILOT.days[7:19], days_after=0)


def draft_id(number: int) -> str:
    return f"dr-{number:024x}"


@dataclass
class FakeStack:
    """Richard's chat, the shared clock and the tick, as the harness sees them."""

    scenarios: tuple[PilotScenario, ...]
    moment: datetime = datetime(2026, 12, 1, tzinfo=KST)
    chat: list[BotMessage] = field(default_factory=list)
    owed: set[int] = field(default_factory=set)  # sent by the tick, not yet read by its driver
    moves: list[tuple[datetime, datetime, tuple[int, ...]]] = field(default_factory=list)
    inbox: Any = None

    # -- the clock (FileClock) --------------------------------------------------------------

    def clock(self, _path: object) -> FakeStack:
        return self

    def now(self) -> datetime:
        return self.moment

    def set(self, moment: datetime) -> None:
        taken = self.inbox.taken if self.inbox is not None else set()
        self.moves.append((self.moment, moment, tuple(sorted(self.owed - taken))))
        self.moment = moment

    # -- Telegram (TelegramSimulator) -------------------------------------------------------

    def post(self, text: str, *data: str) -> int:
        message = BotMessage(len(self.chat) + 1, text, data)
        self.chat.append(message)
        return message.message_id

    def bot_messages(self, address: Address, *, after: int = 0) -> list[BotMessage]:
        chat = self.chat if address == PILOT.owner else []
        return [message for message in chat if message.message_id > after]

    def watch(
        self, address: Address, *, after: int, changed_from: int | None
    ) -> tuple[list[BotMessage], int]:
        return self.bot_messages(address, after=after), len(self.chat)

    def write(self, address: Address, text: str) -> None:
        if address == PILOT.owner and text == "/kpi":  # one judgement per customer
            lines = [f"{scenario.customer_id}: 종합 충족" for scenario in self.scenarios]
            self.post("[KPI 판정]\n" + "\n\n".join(lines))

    def pacing(self, _since: datetime, _until: datetime) -> list[object]:
        return []

    def close(self) -> None:
        pass

    # -- the operator's desk (OperatorDesk) -------------------------------------------------

    def tick(self) -> dict[str, Any]:
        """Today's weekly messages to Richard, in an order of the product's choosing (here
        the reverse of the order the customers act in)."""
        today = self.moment.date()
        for number, scenario in reversed(list(enumerate(self.scenarios))):
            (day,) = [d for d in scenario.days if d.day == today]
            if day.weekly_held:
                text = (
                    "[긴급 보류 알림] 고객에게 보내지 않았습니다\n"
                    f"고객: {scenario.customer_id}\n보류된 초안: 주간 요약"
                )
                self.owed.add(self.post(text))
            elif day.weekly_review is not None:
                text = f"[검토 요청] 주간 요약\n고객: {scenario.customer_id} · {today}"
                self.owed.add(self.post(text, f"draft:{draft_id(number)}:1:approve"))
        return {"kst_date": today.isoformat()}

    def register(self, _enrolment: object) -> dict[str, Any]:
        return {}

    def relay(self) -> None:
        pass

    def relay_until_quiet(self) -> None:
        pass

    def kpi(self, _customer_id: str) -> dict[str, Any]:
        return {}


def fake_people(monkeypatch: pytest.MonkeyPatch, stack: FakeStack) -> None:
    """The customers' and Richard's own actions, each done (and waited for) at once."""

    def check_in(self: PilotDriver, day: PilotDay, _plan: object) -> Review | None:
        if day.daily_review is None:  # held: its notice is read in the same step
            return None
        number = stack.scenarios.index(self.scenario)
        return Review(draft_id(number), 1, BotMessage(0, "[검토 요청]", ()))

    def handle_review(self: PilotDriver, _day: date, _kind: str, _review: Review, way: str):
        if way in ("telegram_edit", "console_edit"):  # a person's moments, as in the driver
            self.later()
            self.later()

    monkeypatch.setattr(PilotDriver, "check_in", check_in)
    monkeypatch.setattr(PilotDriver, "handle_review", handle_review)
    monkeypatch.setattr(PilotDriver, "clear_hold", lambda self, day, note: None)
    monkeypatch.setattr(PilotDriver, "keep_records", lambda self, day: None)
    monkeypatch.setattr(PilotDriver, "flows", SimpleNamespace(checkin=None, trainer=None))
    monkeypatch.setattr(driver_module, "run_flow", lambda *args, **kwargs: FlowLog())


@pytest.fixture
def stack(monkeypatch: pytest.MonkeyPatch) -> FakeStack:
    scenarios = cohort(WEEKS_2_AND_3, CUSTOMERS, 2)
    fake = FakeStack(scenarios)

    class Inbox(SharedInbox):
        def __init__(self, *args: Any, **kwargs: Any) -> None:
            super().__init__(*args, **kwargs)
            fake.inbox = self

    monkeypatch.setattr(cohort_module, "SharedInbox", Inbox)
    monkeypatch.setattr(cohort_module, "FileClock", fake.clock)
    monkeypatch.setattr(cohort_module, "TelegramSimulator", lambda _url: fake)
    monkeypatch.setattr(cohort_module, "OperatorDesk", lambda **_kwargs: fake)
    monkeypatch.setattr(cohort_module, "Console", lambda *_args: fake)
    monkeypatch.setattr(cohort_module, "console_token", lambda _dir: "token")
    monkeypatch.setattr(cohort_module, "load_service_key", lambda *_args: b"key")
    monkeypatch.setattr(cohort_module, "SharedEvidence", SimpleNamespace(gather=lambda *_: None))
    monkeypatch.setattr(cohort_module, "check_pilot", lambda *_: SimpleNamespace(ok=True))
    fake_people(monkeypatch, fake)
    return fake


def layout(tmp_path: Path) -> StackLayout:
    return StackLayout(
        admin_url=make_url("postgresql://unused@127.0.0.1/unused"),
        role_prefix="unused",
        root=tmp_path,
        ports=dict.fromkeys(SERVICES, 1),
        simulator_port=1,
    )


def test_the_cohort_moves_the_shared_clock_only_forward(stack, tmp_path):
    cohort_module.play_cohort(stack.scenarios, layout(tmp_path))
    backwards = [(before, after) for before, after, _ in stack.moves if after < before]
    assert backwards == []


def test_the_clock_stays_put_until_every_customer_read_what_the_tick_sent_richard(stack, tmp_path):
    cohort_module.play_cohort(stack.scenarios, layout(tmp_path))
    assert len(stack.owed) == 2 * CUSTOMERS  # week 2's reviews and week 3's held notices
    moved_in_flight = [
        (after, unread) for before, after, unread in stack.moves if unread and after != before
    ]
    assert moved_in_flight == []


def test_each_customer_takes_its_own_held_weekly_notice_whatever_the_order(stack, tmp_path):
    result = cohort_module.play_cohort(stack.scenarios, layout(tmp_path))
    for scenario, log, _ in result.runs:
        weekly = [text for _, kind, text in log.held_notices if kind == "weekly"]
        assert len(weekly) == 1, scenario.customer_id
        assert f"고객: {scenario.customer_id}" in weekly[0].splitlines()


def test_the_days_wall_time_is_split_by_step_and_reported(stack, tmp_path):
    """Where a cohort's days go (check-ins, Richard's reviews, the trainers ...) is in the
    run's report, so the next slow step is named, not guessed (issue 18)."""
    from tools.pilot.cli import cohort_report

    result = cohort_module.play_cohort(stack.scenarios, layout(tmp_path))
    assert list(result.step_seconds) == list(cohort_module.DAY_STEPS)
    assert all(seconds >= 0 for seconds in result.step_seconds.values())
    assert sum(result.step_seconds.values()) <= sum(result.day_seconds)
    assert cohort_report(result)["step_seconds"].keys() == result.step_seconds.keys()
