"""Delivery as a real process started from the fork server, so restarts take well under 2 s.

Same settings and environment as ``tests.delivery.process.DeliveryProcess`` (the one
``test_process_kill`` uses); only the way the process comes to life differs (see
``tests.reliability.forkserver``).
"""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from typing import IO, Any

import httpx

from tests.delivery.process import REPO_ROOT, DeliveryProcess

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
