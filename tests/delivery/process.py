"""Delivery as a real uvicorn subprocess, so a test can SIGKILL it mid-work and restart it."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

import httpx

from shared.auth.client import ServiceRequestSigner
from shared.topology import CallerName
from tests.support.database import TestDatabase
from tests.support.keys import TestSecrets
from tests.support.ports import free_ports
from tests.support.servers import loopback_client

REPO_ROOT = Path(__file__).resolve().parents[2]


class DeliveryProcess:
    """``python -m uvicorn --factory services.delivery.app:create_app`` on a free port."""

    def __init__(
        self,
        database: TestDatabase,
        secrets: TestSecrets,
        data_dir: Path,
        *,
        gateway_port: int,
        checkin_port: int,
        **delivery: Any,
    ) -> None:
        (self.port,) = free_ports(1)
        self.secrets = secrets
        self.env = {
            **os.environ,
            "DATABASE_URL": database.admin_url.render_as_string(hide_password=False),
            "DUALCOACH_DATABASE__ROLE_PREFIX": database.role_prefix,
            "DUALCOACH_SECRETS_DIR": str(secrets.directory),
            "DUALCOACH_DATA_DIR": str(data_dir),
            "DUALCOACH_SERVICES__DELIVERY__PORT": str(self.port),
            "DUALCOACH_SERVICES__GATEWAY__PORT": str(gateway_port),
            "DUALCOACH_SERVICES__CHECKIN__PORT": str(checkin_port),
            "DUALCOACH_DELIVERY__SCHEDULER_ENABLED": "false",
            **{f"DUALCOACH_DELIVERY__{key.upper()}": str(value) for key, value in delivery.items()},
        }
        self.process: subprocess.Popen[bytes] | None = None

    @property
    def base_url(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    @property
    def pid(self) -> int:
        assert self.process is not None
        return self.process.pid

    def start(self, timeout: float = 30.0) -> None:
        self.process = subprocess.Popen(
            [
                sys.executable,
                "-m",
                "uvicorn",
                "--factory",
                "services.delivery.app:create_app",
                "--host",
                "127.0.0.1",
                "--port",
                str(self.port),
                "--log-level",
                "warning",
            ],
            cwd=REPO_ROOT,
            env=self.env,
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
        )
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            if self.process.poll() is not None:
                raise RuntimeError(f"delivery exited with {self.process.returncode}")
            try:
                if httpx.get(f"{self.base_url}/readyz", timeout=1).status_code == 200:
                    return
            except httpx.HTTPError:
                pass
            time.sleep(0.1)
        raise RuntimeError("delivery did not become ready")

    def kill(self) -> int:
        """SIGKILL: no shutdown hook, no cleanup, no last commit."""
        assert self.process is not None
        os.kill(self.process.pid, signal.SIGKILL)
        return self.process.wait(timeout=10)

    def stop(self) -> None:
        if self.process is not None and self.process.poll() is None:
            self.process.terminate()
            try:
                self.process.wait(timeout=15)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait()

    def client(self, caller: CallerName, timeout: float = 30.0) -> httpx.Client:
        return loopback_client(
            base_url=self.base_url,
            auth=ServiceRequestSigner(caller, self.secrets.key(caller), audience="delivery"),
            timeout=timeout,
        )
