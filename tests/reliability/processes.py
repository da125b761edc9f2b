"""Services as real processes for the fault suite.

``ForkedDelivery``: delivery started from the fork server, so restarts take well under 2 s.
Same settings and environment as ``tests.delivery.process.DeliveryProcess`` (the one
``test_process_kill`` uses); only the way the process comes to life differs (see
``tests.reliability.forkserver``). ``ServiceProcess``: any service, cold-started.
"""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path
from typing import IO, Any

import httpx

from shared.auth.client import ServiceRequestSigner
from shared.supervisor import service_factory, uvicorn_argv
from shared.topology import SERVICES, CallerName, ServiceName
from tests.delivery.process import REPO_ROOT, DeliveryProcess
from tests.support.database import TestDatabase
from tests.support.keys import TestSecrets
from tests.support.ports import free_ports
from tests.support.servers import loopback_client

FACTORY = "services.delivery.app:create_app"


def _gone(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return True
    return False


class ForkedDelivery(DeliveryProcess):
    """``DeliveryProcess`` whose every start is a fork of one pre-imported interpreter."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self._server: subprocess.Popen[str] | None = None
        self.child: int | None = None
        self.returncode: int | None = None
        self.starts = 0

    def _fork(self) -> int:
        if self._server is None:
            self._server = subprocess.Popen(
                [sys.executable, "-m", "tests.reliability.forkserver", FACTORY],
                cwd=REPO_ROOT,
                env=self.env,
                stdin=subprocess.PIPE,
                stdout=subprocess.PIPE,
                stderr=subprocess.DEVNULL,
                text=True,
            )
        stdin: IO[str] | None = self._server.stdin
        stdout: IO[str] | None = self._server.stdout
        assert stdin is not None and stdout is not None
        stdin.write(f"{self.port}\n")
        stdin.flush()
        return int(stdout.readline())

    @property
    def pid(self) -> int:
        assert self.child is not None
        return self.child

    def start(self, timeout: float = 30.0) -> None:
        self.child, self.returncode = self._fork(), None
        self.starts += 1
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            if _gone(self.child):
                raise RuntimeError("delivery exited during startup")
            try:
                if httpx.get(f"{self.base_url}/readyz", timeout=1).status_code == 200:
                    return
            except httpx.HTTPError:
                pass
            time.sleep(0.05)
        raise RuntimeError("delivery did not become ready")

    def _wait_gone(self, timeout: float) -> bool:
        deadline = time.monotonic() + timeout
        while not _gone(self.pid):
            if time.monotonic() > deadline:
                return False
            time.sleep(0.005)
        return True

    def kill(self) -> int:
        """SIGKILL: no shutdown hook, no cleanup, no last commit."""
        os.kill(self.pid, signal.SIGKILL)
        if not self._wait_gone(10):
            raise RuntimeError("delivery survived SIGKILL")
        self.returncode = -signal.SIGKILL
        return self.returncode

    def stop(self) -> None:
        if self.child is not None and not _gone(self.child):
            os.kill(self.child, signal.SIGTERM)
            if not self._wait_gone(15):
                self.kill()
        if self._server is not None:
            assert self._server.stdin is not None
            self._server.stdin.close()
            self._server.wait(timeout=15)
            self._server = None


class ServiceProcess:
    """Any service as ``python -m uvicorn --factory services.<name>.app:create_app``.

    Configured like ``DeliveryProcess``: the test database and secrets, its own free port,
    and the ports of the peers it needs (every other peer points at a closed port).
    """

    def __init__(
        self,
        service: ServiceName,
        database: TestDatabase,
        secrets: TestSecrets,
        data_dir: Path,
        *,
        peers: dict[ServiceName, int] | None = None,
        **section: Any,
    ) -> None:
        self.service = service
        self.port, *closed = free_ports(1 + len(SERVICES))
        self.secrets = secrets
        ports = dict(zip(SERVICES, closed, strict=True)) | (peers or {}) | {service: self.port}
        self.env = {
            **os.environ,
            "DATABASE_URL": database.admin_url.render_as_string(hide_password=False),
            "DUALCOACH_DATABASE__ROLE_PREFIX": database.role_prefix,
            "DUALCOACH_SECRETS_DIR": str(secrets.directory),
            "DUALCOACH_DATA_DIR": str(data_dir),
            **{f"DUALCOACH_SERVICES__{name.upper()}__PORT": str(p) for name, p in ports.items()},
            **{f"DUALCOACH_{service.upper()}__{k.upper()}": str(v) for k, v in section.items()},
        }
        self.process: subprocess.Popen[bytes] | None = None
        self.log_path = data_dir / f"{service}.log"

    @property
    def base_url(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    def start(self, timeout: float = 60.0) -> None:
        with self.log_path.open("ab") as log:
            self.process = subprocess.Popen(
                uvicorn_argv(service_factory(self.service), "127.0.0.1", self.port),
                cwd=REPO_ROOT,
                env=self.env,
                stdout=log,
                stderr=subprocess.STDOUT,
            )
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            if self.process.poll() is not None:
                raise RuntimeError(f"{self.service} exited with {self.process.returncode}")
            try:
                if httpx.get(f"{self.base_url}/readyz", timeout=1).status_code == 200:
                    return
            except httpx.HTTPError:
                pass
            time.sleep(0.1)
        tail = self.log_path.read_text(errors="replace")[-2000:]
        raise RuntimeError(f"{self.service} did not become ready:\n{tail}")

    def stop(self) -> None:
        if self.process is not None and self.process.poll() is None:
            self.process.terminate()
            try:
                self.process.wait(timeout=15)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait()

    def client(self, caller: CallerName, timeout: float = 60.0) -> httpx.Client:
        return loopback_client(
            base_url=self.base_url,
            auth=ServiceRequestSigner(caller, self.secrets.key(caller), audience=self.service),
            timeout=timeout,
        )
