"""`dualcoach up` (what `make run` starts): five uvicorn processes, signed wiring, clean stop."""

import os
import shutil
import signal
import subprocess
import sys
import threading
import time

import httpx
import pytest

from services.gateway.updates.texts import UNKNOWN_SENDER_REPLY
from shared.http.peers import PeerClients
from shared.settings import ServiceDirectory, ServiceEndpoint
from shared.topology import SERVICES, outbound_peers
from tests.support.keys import TestSecrets
from tests.support.ports import free_ports

pytestmark = pytest.mark.slow


def _pid_alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    return True


def test_up_starts_all_services_wires_them_and_stops_cleanly(database, tmp_path):
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
    process = subprocess.Popen(
        [executable, "up"], env=env, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True
    )
    lines: list[str] = []
    ready = threading.Event()

    def read_output() -> None:
        assert process.stdout is not None
        for line in process.stdout:
            lines.append(line.rstrip())
            if "all services ready" in line:
                ready.set()

    reader = threading.Thread(target=read_output, daemon=True)
    reader.start()
    try:
        assert ready.wait(90), "\n".join(lines)
        pids = {line.split()[0]: int(line.split()[-1]) for line in lines if " pid " in line}
        assert set(pids) == {*SERVICES, "simulator"}
        assert any(f"http://127.0.0.1:{simulator_port}/" in line for line in lines)
        assert all(_pid_alive(pid) for pid in pids.values())

        directory = ServiceDirectory(
            **{name: ServiceEndpoint(port=port) for name, port in ports.items()}
        )
        from shared.clock import SystemClock

        peers = PeerClients(
            caller="operator", key=secrets.key("operator"), directory=directory, clock=SystemClock()
        )
        try:
            for service in SERVICES:
                response = peers.client(service).get("/internal/peers")
                assert response.status_code == 200, response.text
                report = response.json()["peers"]
                assert set(report) == set(outbound_peers(service))
                for peer, result in report.items():
                    assert result == {"status": 200, "body": {"service": peer, "caller": service}}
        finally:
            peers.close()

        # The gateway polls the simulator: a stranger writing gets the one neutral reply.
        simulator = f"http://127.0.0.1:{simulator_port}"
        injected = httpx.post(
            f"{simulator}/sim/api/messages", json={"user_id": 7, "chat_id": 7, "text": "안녕"}
        )
        assert injected.status_code == 201
        deadline = time.monotonic() + 20
        replies: list[str] = []
        while not replies and time.monotonic() < deadline:
            messages = httpx.get(f"{simulator}/sim/api/messages", params={"chat_id": 7}).json()
            replies = [message["text"] for message in messages if message["from_bot"]]
            time.sleep(0.1)
        assert replies == [UNKNOWN_SENDER_REPLY]

        process.send_signal(signal.SIGTERM)
        assert process.wait(timeout=30) == 0
        reader.join(timeout=5)
        assert lines[-1] == "stopped"
        deadline = time.monotonic() + 5
        while any(_pid_alive(pid) for pid in pids.values()) and time.monotonic() < deadline:
            time.sleep(0.1)
        assert not [name for name, pid in pids.items() if _pid_alive(pid)]
    finally:
        if process.poll() is None:
            process.kill()
            process.wait()
