"""`dualcoach up` (what `make run` starts): five uvicorn processes, signed wiring, the
simulator's demo registry on an empty registry (and only then), clean stop."""

import os
import shutil
import signal
import subprocess
import sys
import threading
import time
from dataclasses import replace
from datetime import date
from typing import Any

import httpx
import pytest

from services.gateway.conversations.texts import CONSENT_BUTTON, CONSENT_NOTICE
from services.gateway.updates.texts import UNKNOWN_SENDER_REPLY
from shared.clock import SystemClock
from shared.http.peers import PeerClients
from shared.settings import ServiceDirectory, ServiceEndpoint
from shared.topology import SERVICES, outbound_peers
from tests.support.keys import TestSecrets
from tests.support.ports import free_ports
from tools.pilot.demo import (
    DEMO_CUSTOMER_ID,
    demo_enrolment,
    demo_notice,
    week_start,
)

# Five real service processes started and stopped: make test-long (CI runs it right after
# make test).
pytestmark = [pytest.mark.slow, pytest.mark.long]


def _pid_alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    return True


class Up:
    """One `dualcoach up` process and the lines it printed."""

    def __init__(self, executable: str, env: dict[str, str]) -> None:
        self.lines: list[str] = []
        self._ready = threading.Event()
        self.process = subprocess.Popen(
            [executable, "up"],
            env=env,
            stdout=subprocess.PIPE,
            stderr=subprocess.DEVNULL,
            text=True,
        )
        self._reader = threading.Thread(target=self._read, daemon=True)
        self._reader.start()

    def _read(self) -> None:
        assert self.process.stdout is not None
        for line in self.process.stdout:
            self.lines.append(line.rstrip())
            if "all services ready" in line:
                self._ready.set()

    def wait_ready(self) -> None:
        assert self._ready.wait(90), "\n".join(self.lines)

    def stop(self) -> None:
        self.process.send_signal(signal.SIGTERM)
        assert self.process.wait(timeout=30) == 0
        self._reader.join(timeout=5)
        assert self.lines[-1] == "stopped"

    def kill(self) -> None:
        if self.process.poll() is None:
            self.process.kill()
            self.process.wait()


def _bot_replies(simulator: str, chat_id: int) -> list[dict[str, Any]]:
    """The bot's messages in a private chat, once there is one (20 s at most)."""
    deadline = time.monotonic() + 20
    replies: list[dict[str, Any]] = []
    while not replies and time.monotonic() < deadline:
        messages = httpx.get(f"{simulator}/sim/api/messages", params={"chat_id": chat_id}).json()
        replies = [message for message in messages if message["from_bot"]]
        time.sleep(0.1)
    return replies


def _registry(peers: PeerClients) -> dict[str, Any]:
    response = peers.client("checkin").get("/v1/admin/registry")
    assert response.status_code == 200, response.text
    return response.json()


def test_up_runs_wires_registers_the_demo_once_and_stops_cleanly(database, tmp_path):
    secrets = TestSecrets(tmp_path / "secrets")
    ports = dict(zip(SERVICES, free_ports(len(SERVICES)), strict=True))
    (simulator_port,) = free_ports(1)
    env = {
        **os.environ,
        "DATABASE_URL": database.admin_url.render_as_string(hide_password=False),
        "DUALCOACH_DATABASE__ROLE_PREFIX": database.role_prefix,
        "DUALCOACH_SECRETS_DIR": str(secrets.directory),
        "DUALCOACH_DATA_DIR": str(tmp_path / "data"),
        **{f"DUALCOACH_SERVICES__{name.upper()}__PORT": str(port) for name, port in ports.items()},
        # No bot token in the test secrets: `up` adds the Telegram simulator on this port.
        "DUALCOACH_GATEWAY__SIMULATOR__PORT": str(simulator_port),
    }
    executable = shutil.which("dualcoach", path=os.path.dirname(sys.executable))
    assert executable, "the dualcoach console script is installed beside the interpreter"
    directory = ServiceDirectory(
        **{name: ServiceEndpoint(port=port) for name, port in ports.items()}
    )
    peers = PeerClients(
        caller="operator", key=secrets.key("operator"), directory=directory, clock=SystemClock()
    )
    simulator = f"http://127.0.0.1:{simulator_port}"
    before = SystemClock().now()
    up = Up(executable, env)
    try:
        up.wait_ready()
        lines = up.lines
        pids = {line.split()[0]: int(line.split()[-1]) for line in lines if " pid " in line}
        assert set(pids) == {*SERVICES, "simulator"}
        assert any(f"http://127.0.0.1:{simulator_port}/" in line for line in lines)
        assert all(_pid_alive(pid) for pid in pids.values())

        for service in SERVICES:
            response = peers.client(service).get("/internal/peers")
            assert response.status_code == 200, response.text
            report = response.json()["peers"]
            assert set(report) == set(outbound_peers(service))
            for peer, result in report.items():
                assert result == {"status": 200, "body": {"service": peer, "caller": service}}

        # The registry was empty: the simulator's personas were registered and activated,
        # with a plan from this KST week's Monday (the week may turn while the test runs).
        document = (registry := _registry(peers))["document"]
        assert document["owner"] == {"user_id": 3001, "chat_id": 3001, "topic_id": None}
        (entry,) = document["customers"]
        assert entry["enabled"] is True
        assert entry["spec"]["customer_id"] == DEMO_CUSTOMER_ID
        assert entry["spec"]["customer"] == {"user_id": 1001, "chat_id": 1001, "topic_id": None}
        assert entry["spec"]["trainer"] == {"user_id": 2001, "chat_id": 2001, "topic_id": None}
        starts_on = date.fromisoformat(entry["spec"]["plan"]["starts_on"])
        assert starts_on in {week_start(before), week_start(SystemClock().now())}
        enrolment = replace(demo_enrolment(before), starts_on=starts_on)
        assert [line for line in lines if line.startswith("demo registry:")] == [
            demo_notice(enrolment, simulator)
        ]

        # The gateway polls the simulator: 고객 writing gets the consent notice ...
        injected = httpx.post(
            f"{simulator}/sim/api/messages",
            json={"user_id": 1001, "chat_id": 1001, "text": "안녕하세요"},
        )
        assert injected.status_code == 201
        (notice,) = _bot_replies(simulator, 1001)
        assert notice["text"] == CONSENT_NOTICE
        assert [[button["text"] for button in row] for row in notice["buttons"]] == [
            [CONSENT_BUTTON]
        ]
        # ... and a stranger the one neutral reply.
        injected = httpx.post(
            f"{simulator}/sim/api/messages", json={"user_id": 7, "chat_id": 7, "text": "안녕"}
        )
        assert injected.status_code == 201
        assert [reply["text"] for reply in _bot_replies(simulator, 7)] == [UNKNOWN_SENDER_REPLY]

        up.stop()
        deadline = time.monotonic() + 5
        while any(_pid_alive(pid) for pid in pids.values()) and time.monotonic() < deadline:
            time.sleep(0.1)
        assert not [name for name, pid in pids.items() if _pid_alive(pid)]

        # A second start finds a registry and leaves it exactly as it was.
        up = Up(executable, env)
        up.wait_ready()
        assert not [line for line in up.lines if line.startswith("demo registry:")]
        assert _registry(peers) == registry
        up.stop()
    finally:
        up.kill()
        peers.close()
