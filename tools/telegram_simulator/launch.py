"""How `dualcoach up` decides to run the simulator beside the services.

Without a `telegram-bot-token` secret (and with ``gateway.bot_api`` left on ``auto``), the
product would have no Telegram at all; instead the supervisor starts the simulator as one
more child and tells the gateway to use it, so `make run` is a product a person can try.
With a token, nothing changes: the gateway talks to https://api.telegram.org.

The simulator is a process of its own: the environment tells the gateway to use it (its
URL is in the gateway's own settings), and this module reads those settings through the
shapes below, never by importing the gateway (ADR 0079).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Final, Protocol

from shared.secrets import load_named_secret
from shared.supervisor import ChildSpec, uvicorn_argv

SIMULATOR_CHILD = "simulator"
# The file an operator puts the real bot token in (README, "Configuration and secrets").
BOT_TOKEN_SECRET: Final = "telegram-bot-token"  # noqa: S105 - the secret's name, not its value


class SimulatorPlace(Protocol):
    """The ``gateway.simulator`` section as this module reads it."""

    @property
    def host(self) -> str: ...
    @property
    def port(self) -> int: ...
    @property
    def base_url(self) -> str: ...
    @property
    def demo_registry(self) -> bool: ...


class TelegramChoice(Protocol):
    """The ``gateway`` section as this module reads it."""

    @property
    def bot_api(self) -> str: ...
    @property
    def simulator(self) -> SimulatorPlace: ...


class LaunchSettings(Protocol):
    """The settings `dualcoach up` loads (the gateway's), as this module reads them."""

    @property
    def secrets_dir(self) -> Path: ...
    @property
    def gateway(self) -> TelegramChoice: ...


@dataclass(frozen=True)
class TelegramPlan:
    """Extra children and environment for the supervised processes, and what to tell."""

    children: list[ChildSpec] = field(default_factory=list)
    env: dict[str, str] = field(default_factory=dict)
    notice: str | None = None
    # Register the simulator's personas once the services are up, if the registry is empty.
    demo_registry: bool = False
    # Where the simulator's page is, when it runs (the demo notice points there).
    simulator_url: str | None = None


SIMULATOR_FACTORY = "tools.telegram_simulator.app:create_app"


def simulator_spec(simulator: SimulatorPlace) -> ChildSpec:
    argv = uvicorn_argv(SIMULATOR_FACTORY, simulator.host, simulator.port, graceful_seconds=2)
    return ChildSpec(SIMULATOR_CHILD, argv, f"{simulator.base_url}/readyz")


def plan_telegram(settings: LaunchSettings) -> TelegramPlan:
    """Start the simulator when there is no bot token (or when asked to explicitly)."""
    mode = settings.gateway.bot_api
    has_token = load_named_secret(settings.secrets_dir, BOT_TOKEN_SECRET) is not None
    if mode == "simulator" or (mode == "auto" and not has_token):
        simulator = settings.gateway.simulator
        url = simulator.base_url
        return TelegramPlan(
            children=[simulator_spec(simulator)],
            env={"DUALCOACH_GATEWAY__BOT_API": "simulator"},
            notice=(
                f"no {BOT_TOKEN_SECRET} secret: Telegram is simulated at {url}/ - open it in a "
                "browser to write to the bot as a customer, the trainer or Richard"
            ),
            # A demo registry on a machine holding a real token could later route real
            # Telegram users 1001/2001/3001: only when no token exists at all.
            demo_registry=not has_token and simulator.demo_registry,
            simulator_url=url,
        )
    if mode == "none":
        return TelegramPlan(notice="gateway.bot_api is 'none': no Telegram I/O")
    return TelegramPlan(notice="Telegram: the gateway uses the configured bot token")
