"""How `dualcoach up` decides to run the simulator beside the services.

Without a `telegram-bot-token` secret (and with ``gateway.bot_api`` left on ``auto``), the
product would have no Telegram at all; instead the supervisor starts the simulator as one
more child and tells the gateway to use it, so `make run` is a product a person can try.
With a token, nothing changes: the gateway talks to https://api.telegram.org.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from services.gateway.settings import GatewaySettings
from services.gateway.telegram.rules import BOT_TOKEN_SECRET
from shared.secrets import load_named_secret
from shared.supervisor import ChildSpec, uvicorn_argv

SIMULATOR_CHILD = "simulator"


@dataclass(frozen=True)
class TelegramPlan:
    """Extra children and environment for the supervised processes, and what to tell."""

    children: list[ChildSpec] = field(default_factory=list)
    env: dict[str, str] = field(default_factory=dict)
    notice: str | None = None
    # Register the simulator's personas once the services are up, if the registry is empty.
    demo_registry: bool = False


SIMULATOR_FACTORY = "services.gateway.simulator.app:create_app"


def simulator_spec(settings: GatewaySettings) -> ChildSpec:
    simulator = settings.gateway.simulator
    argv = uvicorn_argv(SIMULATOR_FACTORY, simulator.host, simulator.port, graceful_seconds=2)
    return ChildSpec(SIMULATOR_CHILD, argv, f"{simulator.base_url}/readyz")


def plan_telegram(settings: GatewaySettings) -> TelegramPlan:
    """Start the simulator when there is no bot token (or when asked to explicitly)."""
    mode = settings.gateway.bot_api
    has_token = load_named_secret(settings.secrets_dir, BOT_TOKEN_SECRET) is not None
    if mode == "simulator" or (mode == "auto" and not has_token):
        url = settings.gateway.simulator.base_url
        return TelegramPlan(
            children=[simulator_spec(settings)],
            env={"DUALCOACH_GATEWAY__BOT_API": "simulator"},
            notice=(
                f"no {BOT_TOKEN_SECRET} secret: Telegram is simulated at {url}/ - open it in a "
                "browser to write to the bot as a customer, the trainer or Richard"
            ),
            # A demo registry on a machine holding a real token could later route real
            # Telegram users 1001/2001/3001: only when no token exists at all.
            demo_registry=not has_token and settings.gateway.simulator.demo_registry,
        )
    if mode == "none":
        return TelegramPlan(notice="gateway.bot_api is 'none': no Telegram I/O")
    return TelegramPlan(notice="Telegram: the gateway uses the configured bot token")
