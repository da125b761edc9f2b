"""One call for the CLI and the end-to-end test: play a scenario on a running stack, judge it."""

from __future__ import annotations

from collections.abc import Sequence
from contextlib import ExitStack

from shared.clock import FileClock
from shared.secrets import load_service_key
from tools.pilot.checks import PilotVerdict, check_pilot
from tools.pilot.driver import Interlude, PilotDriver, PilotLog, Progress
from tools.pilot.operator import Console, OperatorDesk, console_token
from tools.pilot.people import TelegramSimulator
from tools.pilot.scenario import PilotScenario
from tools.pilot.stack import StackLayout


def play(
    scenario: PilotScenario,
    layout: StackLayout,
    *,
    telegram_url: str | None = None,
    progress: Progress | None = None,
    interludes: Sequence[Interlude] = (),
) -> tuple[PilotLog, PilotVerdict]:
    """Drive ``scenario`` through the stack's edges, then check everything it left behind.

    ``telegram_url``: the Bot API simulator, if not the stack's own child; ``interludes``:
    see ``PilotDriver.run``.
    """
    token = console_token(layout.secrets_dir)
    clock = FileClock(layout.clock_path)
    with ExitStack() as closing:
        telegram = TelegramSimulator(telegram_url or layout.simulator_url)
        closing.callback(telegram.close)
        desk = OperatorDesk(
            checkin_url=layout.base_url("checkin"),
            delivery_url=layout.base_url("delivery"),
            key=load_service_key(layout.secrets_dir, "operator"),
            clock=clock,
        )
        closing.callback(desk.close)
        console = Console(layout.base_url("delivery"), token)
        closing.callback(console.close)
        driver = PilotDriver(
            scenario,
            telegram=telegram,
            desk=desk,
            console=console,
            clock=clock,
            progress=progress,
        )
        log = driver.run(interludes)
        return log, check_pilot(scenario, log, desk, telegram)
