"""A pilot stack of real processes: the five services (and the simulator) on one file clock.

Every child is the ordinary ``uvicorn --factory`` process ``dualcoach up`` starts, with a
hermetic environment: no ``DUALCOACH_*`` or ``DATABASE_URL`` of the caller leaks in, every
port is chosen up front (so each service can name its peers), the clock is a file the
driver moves (``clock.source: file``), the gateway polls the simulator, and delivery's own
scheduler timer is off - the driver ticks it, once per simulated day, like the timer would.

``scratch_database`` gives ``dualcoach simulate pilot`` a database and role prefix of its
own on the configured server (or the embedded one), dropped afterwards, so a simulation
never touches the product's data.
"""

from __future__ import annotations

import os
import secrets as token_source
import socket
from collections.abc import Iterator, Mapping
from contextlib import contextmanager
from dataclasses import dataclass, field
from datetime import datetime
from pathlib import Path
from typing import Any

import yaml
from sqlalchemy import create_engine, text
from sqlalchemy.engine import URL

from shared.clock import FileClock
from shared.db import embedded, roles
from shared.db.platform import resolve_admin_url, upgrade_all
from shared.db.urls import MAINTENANCE_DATABASE, with_database
from shared.settings import PlatformSettings
from shared.supervisor import (
    ChildSpec,
    Output,
    Supervisor,
    service_factory,
    supervising,
    uvicorn_argv,
)
from shared.topology import SERVICES, ServiceName
from tools.telegram_simulator.launch import SIMULATOR_CHILD, SIMULATOR_FACTORY

HOST = "127.0.0.1"
# Telegram's per-chat pacing (1 message/s) would make a 28-day pilot take many minutes;
# the simulator does not enforce it, so the stack paces like a fast test bot.
FAST_TELEGRAM = {"per_chat_messages_per_second": 100.0, "overall_messages_per_second": 1000.0}


@dataclass(frozen=True)
class StackLayout:
    """Where one pilot stack lives: its database, files, ports and service settings."""

    admin_url: URL
    role_prefix: str
    root: Path
    ports: Mapping[ServiceName, int]
    simulator_port: int
    # Extra configuration sections (e.g. ``expression``), merged into the stack's file.
    config: Mapping[str, Any] = field(default_factory=dict)
    # Which app factory each service runs (tests swap expression's for a fake OpenAI).
    factories: Mapping[ServiceName, str] = field(default_factory=dict)
    extra_env: Mapping[str, str] = field(default_factory=dict)
    secrets_dir_override: Path | None = None

    @property
    def secrets_dir(self) -> Path:
        return self.secrets_dir_override or self.root / "secrets"

    @property
    def clock_path(self) -> Path:
        return self.root / "clock"

    @property
    def config_path(self) -> Path:
        return self.root / "dualcoach.yaml"

    @property
    def log_dir(self) -> Path:
        return self.root / "logs"

    def base_url(self, service: ServiceName) -> str:
        return f"http://{HOST}:{self.ports[service]}"

    @property
    def simulator_url(self) -> str:
        return f"http://{HOST}:{self.simulator_port}"

    def settings_document(self) -> dict[str, Any]:
        """The stack's ``dualcoach.yaml``: the one place its children read settings from."""
        document: dict[str, Any] = {
            "data_dir": str(self.root / "data"),
            "secrets_dir": str(self.secrets_dir),
            "database": {
                "url": self.admin_url.render_as_string(hide_password=False),
                "role_prefix": self.role_prefix,
            },
            "services": {
                service: {"host": HOST, "port": port} for service, port in self.ports.items()
            },
            "clock": {"source": "file", "path": str(self.clock_path)},
            "logging": {"level": "WARNING"},
            "gateway": {
                "bot_api": "simulator",
                "mode": "polling",
                "polling_timeout_seconds": 10,
                "simulator": {"host": HOST, "port": self.simulator_port},
                **FAST_TELEGRAM,
            },
            "checkin": {"outbox_relay_interval_seconds": 1},
            "delivery": {"scheduler_enabled": False, "background_interval_seconds": 1},
        }
        for section, values in self.config.items():
            document[section] = {**document.get(section, {}), **values}
        return document


def free_ports(count: int) -> list[int]:
    """``count`` distinct loopback ports that were free a moment ago."""
    probes = []
    try:
        for _ in range(count):
            probe = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
            probe.bind((HOST, 0))
            probes.append(probe)
        return [int(probe.getsockname()[1]) for probe in probes]
    finally:
        for probe in probes:
            probe.close()


def child_environment(layout: StackLayout, base: Mapping[str, str]) -> dict[str, str]:
    """``base`` without any DualCoach setting of the caller, pointed at the stack's file."""
    env = {
        key: value
        for key, value in base.items()
        if not key.startswith("DUALCOACH_") and key != "DATABASE_URL"
    }
    env["DUALCOACH_CONFIG"] = str(layout.config_path)
    env.update(layout.extra_env)
    return env


def child_specs(layout: StackLayout, *, with_simulator: bool) -> list[ChildSpec]:
    specs = []
    if with_simulator:
        argv = uvicorn_argv(SIMULATOR_FACTORY, HOST, layout.simulator_port, graceful_seconds=2)
        specs.append(ChildSpec(SIMULATOR_CHILD, argv, f"{layout.simulator_url}/readyz"))
    for service in SERVICES:
        factory = layout.factories.get(service, service_factory(service))
        argv = uvicorn_argv(factory, HOST, layout.ports[service])
        specs.append(ChildSpec(service, argv, f"{layout.base_url(service)}/readyz"))
    return specs


@contextmanager
def running_stack(
    layout: StackLayout, *, starts_at: datetime, with_simulator: bool, out: Output
) -> Iterator[Supervisor]:
    """Write the settings and the clock, start every child, wait until all are ready."""
    layout.root.mkdir(parents=True, exist_ok=True)
    layout.log_dir.mkdir(exist_ok=True)
    layout.config_path.write_text(
        yaml.safe_dump(layout.settings_document(), allow_unicode=True), encoding="utf-8"
    )
    FileClock(layout.clock_path).set(starts_at)
    env = child_environment(layout, os.environ)
    specs = child_specs(layout, with_simulator=with_simulator)
    with supervising(specs, env, out, log_dir=layout.log_dir) as supervisor:
        yield supervisor


@contextmanager
def scratch_database(
    settings: PlatformSettings, secrets_dir: Path, *, keep: bool = False
) -> Iterator[tuple[URL, str]]:
    """A new migrated database and role prefix on the configured server; dropped after."""
    server_url, server = resolve_admin_url(settings)
    suffix = token_source.token_hex(4)
    prefix, name = f"dcsim{suffix}", f"dcsim_{suffix}"
    url = with_database(server_url, name)
    try:
        upgrade_all(url, prefix=prefix, secrets_dir=secrets_dir)
        yield url, prefix
    finally:
        if not keep:
            _drop(server_url, name, prefix)
        if server is not None and server.started_here:
            embedded.stop_server(settings.data_dir)


def _drop(server_url: URL, name: str, prefix: str) -> None:
    engine = create_engine(
        with_database(server_url, MAINTENANCE_DATABASE), isolation_level="AUTOCOMMIT"
    )
    try:
        with engine.connect() as connection:
            connection.execute(text(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)'))
            names = [roles.owner_role(prefix, service) for service in SERVICES]
            names += [roles.audit_role(prefix, service) for service in SERVICES]
            roles.drop_roles(connection, names)
    finally:
        engine.dispose()
