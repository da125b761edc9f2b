"""``dualcoach up``: run every service as a uvicorn child process under one supervisor.

The supervisor prepares the platform (secrets, database, migrations), starts one child per
service, waits until each answers ``/readyz``, prints where they listen, and on Ctrl-C or
SIGTERM stops them all (SIGTERM, then SIGKILL after a grace period) and the embedded
PostgreSQL if it started it. Children also receive SIGKILL if the supervisor itself dies
(``PR_SET_PDEATHSIG``), so nothing is left behind.
"""

from __future__ import annotations

import contextlib
import ctypes
import os
import signal
import subprocess
import sys
import threading
import time
from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path

import httpx

from shared.db import embedded
from shared.db.platform import resolve_admin_url, upgrade_all
from shared.secrets import ensure_local_secrets
from shared.settings import PlatformSettings
from shared.topology import SERVICES, ServiceName

GRACE_SECONDS = 10.0
READY_TIMEOUT_SECONDS = 60.0
_PR_SET_PDEATHSIG = 1

Output = Callable[[str], None]


@dataclass
class ChildSpec:
    """One supervised process and the URL that says it is ready (None: started is enough)."""

    name: str
    argv: list[str]
    ready_url: str | None
    env: dict[str, str] = field(default_factory=dict)


# How long a server keeps an idle connection open. Our clients (httpx, and python-telegram-bot
# over httpx) drop an idle pooled connection after httpx's 5 s ``keepalive_expiry``; uvicorn's
# own default is also 5 s, so a request sent on a connection reused at that moment met the
# server's close and failed mid-flight (for a send: an outcome nobody can know, held for
# Richard). Keeping it well past the clients' expiry means the client always closes first.
SERVER_KEEP_ALIVE_SECONDS = 30


def uvicorn_argv(factory: str, host: str, port: int, *, graceful_seconds: int = 5) -> list[str]:
    """``python -m uvicorn --factory <module:function>`` on ``host:port``, quietly."""
    return [
        sys.executable,
        "-m",
        "uvicorn",
        "--factory",
        factory,
        "--host",
        host,
        "--port",
        str(port),
        "--no-access-log",
        "--log-level",
        "warning",
        "--timeout-graceful-shutdown",
        str(graceful_seconds),
        "--timeout-keep-alive",
        str(SERVER_KEEP_ALIVE_SECONDS),
    ]


def service_factory(service: ServiceName) -> str:
    return f"services.{service}.app:create_app"


def uvicorn_spec(service: ServiceName, settings: PlatformSettings) -> ChildSpec:
    endpoint = settings.services.endpoint(service)
    argv = uvicorn_argv(service_factory(service), endpoint.host, endpoint.port)
    return ChildSpec(service, argv, f"{endpoint.base_url}/readyz")


def _die_with_parent() -> None:
    """Runs in the child before exec: ask the kernel to kill us if the supervisor dies."""
    try:
        libc = ctypes.CDLL("libc.so.6", use_errno=True)
        libc.prctl(_PR_SET_PDEATHSIG, signal.SIGKILL)
    except OSError:
        pass


class Supervisor:
    """Starts children, watches them, and stops all of them exactly once."""

    def __init__(
        self,
        specs: Sequence[ChildSpec],
        base_env: Mapping[str, str],
        out: Output,
        *,
        log_dir: Path | None = None,
    ) -> None:
        self._specs = list(specs)
        self._base_env = dict(base_env)
        self._out = out
        # None: children share our stdout/stderr; else each writes ``<log_dir>/<name>.log``.
        self._log_dir = log_dir
        self.children: dict[str, subprocess.Popen[bytes]] = {}
        self._stop = threading.Event()

    def request_stop(self, *_: object) -> None:
        self._stop.set()

    def log_path(self, name: str) -> Path | None:
        return self._log_dir / f"{name}.log" if self._log_dir else None

    def start(self) -> None:
        for spec in self._specs:
            self._spawn(spec)

    def _spawn(self, spec: ChildSpec) -> None:
        env = {**self._base_env, **spec.env}
        log_path = self.log_path(spec.name)
        with contextlib.ExitStack() as files:
            output = files.enter_context(log_path.open("ab")) if log_path else None
            self.children[spec.name] = subprocess.Popen(  # noqa: S603 - our own argv
                spec.argv,
                env=env,
                preexec_fn=_die_with_parent,
                stdout=output,
                stderr=subprocess.STDOUT if output else None,
            )

    def kill(self, name: str) -> int:
        """SIGKILL one child, as a crash would end it (no shutdown hook runs); its exit code."""
        child = self.children[name]
        if child.poll() is None:
            child.kill()
        return child.wait()

    def restart(self, name: str, timeout: float = READY_TIMEOUT_SECONDS) -> bool:
        """Start one child that is no longer running again; wait until it is ready."""
        if self.children[name].poll() is None:
            raise RuntimeError(f"{name} is still running")
        (spec,) = [spec for spec in self._specs if spec.name == name]
        self._spawn(spec)
        return self.wait_ready(timeout, names=(name,))

    def wait_ready(
        self, timeout: float = READY_TIMEOUT_SECONDS, *, names: Sequence[str] | None = None
    ) -> bool:
        """Wait until every child (or those named) answers its readiness URL."""
        deadline = time.monotonic() + timeout
        pending = {
            spec.name: spec.ready_url
            for spec in self._specs
            if spec.ready_url and (names is None or spec.name in names)
        }
        with httpx.Client(timeout=2.0) as client:
            while pending and not self._stop.is_set():
                for name, url in list(pending.items()):
                    if self.children[name].poll() is not None:
                        self._out(
                            f"{name} exited during startup (code {self.children[name].returncode})"
                        )
                        return False
                    try:
                        if client.get(url).status_code == 200:
                            del pending[name]
                    except httpx.HTTPError:
                        pass
                if time.monotonic() > deadline:
                    self._out(f"not ready after {timeout:.0f}s: {', '.join(sorted(pending))}")
                    return False
                time.sleep(0.2)
        return not pending

    def exited(self) -> list[str]:
        """Children that are no longer running."""
        return [name for name, child in self.children.items() if child.poll() is not None]

    def watch(self) -> int:
        """Block until asked to stop (0) or until a child dies on its own (1)."""
        while not self._stop.wait(0.5):
            for name, child in self.children.items():
                if child.poll() is not None:
                    self._out(f"{name} exited unexpectedly (code {child.returncode}); stopping all")
                    return 1
        return 0

    def stop(self) -> None:
        for child in self.children.values():
            if child.poll() is None:
                child.send_signal(signal.SIGTERM)
        deadline = time.monotonic() + GRACE_SECONDS
        for child in self.children.values():
            remaining = max(0.1, deadline - time.monotonic())
            try:
                child.wait(timeout=remaining)
            except subprocess.TimeoutExpired:
                child.kill()
                child.wait()


class ChildrenNotReady(RuntimeError):
    """A supervised child exited or did not answer its readiness URL in time."""


@contextlib.contextmanager
def supervising(
    specs: Sequence[ChildSpec],
    env: Mapping[str, str],
    out: Output,
    *,
    log_dir: Path | None = None,
    timeout: float = READY_TIMEOUT_SECONDS,
) -> Iterator[Supervisor]:
    """Start ``specs``, wait until every one is ready, yield; stop them all on the way out."""
    supervisor = Supervisor(specs, env, out, log_dir=log_dir)
    try:
        supervisor.start()
        if not supervisor.wait_ready(timeout):
            raise ChildrenNotReady("not every supervised process became ready; see the output")
        yield supervisor
    finally:
        supervisor.stop()


def run(
    settings: PlatformSettings,
    *,
    services: Sequence[ServiceName] = SERVICES,
    extra_children: Sequence[ChildSpec] = (),
    extra_env: Mapping[str, str] | None = None,
    on_ready: Callable[[], None] | None = None,
    out: Output = print,
) -> int:
    """Prepare the platform and supervise the services until interrupted.

    ``extra_children`` run beside the services (e.g. the Telegram simulator); ``extra_env``
    is added to every child's environment (e.g. telling the gateway to use that simulator).
    ``on_ready`` runs once every child answers, before "all services ready" is printed
    (e.g. the simulator's demo registration, which needs the running services).
    """
    created = ensure_local_secrets(settings.secrets_dir)
    if created:
        out(f"generated {len(created)} local secrets in {settings.secrets_dir}")
    admin_url, server = resolve_admin_url(settings)
    where = f"embedded PostgreSQL on 127.0.0.1:{server.port}" if server else "DATABASE_URL"
    out(f"database: {where}")
    upgrade_all(
        admin_url,
        prefix=settings.database.role_prefix,
        secrets_dir=settings.secrets_dir,
        progress=out,
    )
    env = dict(os.environ)
    env["DATABASE_URL"] = admin_url.render_as_string(hide_password=False)
    env.update(extra_env or {})
    specs = [uvicorn_spec(service, settings) for service in services] + list(extra_children)
    supervisor = Supervisor(specs, env, out)
    previous = {
        sig: signal.signal(sig, supervisor.request_stop) for sig in (signal.SIGINT, signal.SIGTERM)
    }
    code = 1
    try:
        supervisor.start()
        if supervisor.wait_ready():
            for spec in specs:
                pid = supervisor.children[spec.name].pid
                url = spec.ready_url.removesuffix("/readyz") if spec.ready_url else "-"
                out(f"{spec.name:<12} {url:<26} pid {pid}")
            if on_ready is not None:
                on_ready()
            out("all services ready; press Ctrl-C to stop")
            code = supervisor.watch()
    finally:
        supervisor.stop()
        for sig, handler in previous.items():
            signal.signal(sig, handler)
        if server is not None and server.started_here:
            embedded.stop_server(settings.data_dir)
        out("stopped")
    return code
