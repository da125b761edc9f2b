"""A fork server: one interpreter imports a service once, then forks a fresh process per start.

    python -m tests.reliability.forkserver services.delivery.app:create_app

Each line ``<port>`` on stdin forks a child that runs ``uvicorn --factory`` for that app on
127.0.0.1:<port> and answers the child's pid on stdout. The child is an ordinary process
(own memory, own database connections, own event loop, killed by SIGKILL like any other);
only the ~2 s of imports a cold ``python -m uvicorn`` pays on every start are skipped, which
is what lets the kill test restart delivery a hundred times within its time budget. The
app factory runs in the child, so settings, the boot id and startup recovery are new every
time. Children die with the fork server (``PR_SET_PDEATHSIG``); it exits at end of input.
"""

from __future__ import annotations

import ctypes
import importlib
import os
import signal
import sys

_PR_SET_PDEATHSIG = 1


def _serve_child(factory: str, port: int) -> None:
    signal.signal(signal.SIGCHLD, signal.SIG_DFL)
    # stdout is the pid channel to the test: the child writes nothing there.
    devnull = os.open(os.devnull, os.O_WRONLY)
    os.dup2(devnull, 1)
    libc = ctypes.CDLL("libc.so.6", use_errno=True)
    libc.prctl(_PR_SET_PDEATHSIG, signal.SIGKILL)
    import uvicorn

    uvicorn.run(
        factory,
        factory=True,
        host="127.0.0.1",
        port=port,
        log_level="warning",
        access_log=False,
    )


def main(factory: str) -> None:
    module, _, _ = factory.partition(":")
    importlib.import_module(module)
    import uvicorn  # noqa: F401 - imported before forking, like the app

    # Children are reaped by the kernel: a killed child never lingers as a zombie.
    signal.signal(signal.SIGCHLD, signal.SIG_IGN)
    for line in sys.stdin:
        port = int(line)
        pid = os.fork()
        if pid == 0:
            try:
                _serve_child(factory, port)
            finally:
                os._exit(0)
        print(pid, flush=True)


if __name__ == "__main__":
    main(sys.argv[1])
