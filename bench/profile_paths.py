"""Where a hot path's time goes: py-spy on the running checkin service while one path runs.

Run: ``.venv/bin/python bench/profile_paths.py [--path answer|append] [--seconds 20]``
(needs ``py-spy`` in the venv: ``.venv/bin/pip install py-spy``; not a project dependency).
Starts the same stack as ``service_paths.py``, registers ``--customers``, then drives the
chosen path with ``--clients`` closed-loop clients while ``py-spy record`` samples the
checkin process (wall clock, idle threads included, so time waiting on PostgreSQL counts).
Prints the share of samples spent in each of our own functions (inclusive), top first,
from the request threads only.
"""

from __future__ import annotations

import argparse
import itertools
import os
import re
import subprocess
import sys
import threading
import time
from collections import Counter
from collections.abc import Callable
from functools import partial
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from common import closed_loop, load_average
from service_paths import STACK_STARTS_AT, registered, scratch_layout

from shared.settings import PlatformSettings, load_settings
from tools.pilot.scenario import PILOT, cohort
from tools.pilot.stack import running_stack

PY_SPY = Path(sys.executable).with_name("py-spy")


def _frames(stack: str) -> list[str]:
    # "name (file:line)" -> "name (file)": one entry per function, not per line.
    return [re.sub(r":\d+\)$", ")", f.strip()) for f in stack.split(";") if f.strip()]


_KEY_LIBRARY_FRAMES = (
    "do_ping",  # the pool's pre-ping on checkout
    "_ConnectionFairy._checkout",
    "Session.commit",
    "Connection.wait",  # psycopg waiting for the server
    "serialize_response",
    "BaseHTTPMiddleware",
    "solve_dependencies",
    "request_body_to_args",
    "Queue.put",  # handing a job to a worker thread (wakes it)
)


def _ours(frame: str) -> bool:
    if "(services/" in frame or "(shared/" in frame or "/wt-" in frame:
        return True
    return any(frame.startswith(name) for name in _KEY_LIBRARY_FRAMES)


def _idle(frames: list[str]) -> bool:
    """A worker thread waiting for a job, or the event loop waiting in select."""
    last = frames[-1]
    if "EpollSelector.select" in last:
        return True
    return (
        "Condition.wait" in last
        and any("WorkerThread.run" in f for f in frames)
        and not any(_ours(f) for f in frames)
    )


def _cpu_seconds(pid: int) -> float:
    """User + system CPU time of a process, all its threads (``/proc/PID/stat``)."""
    fields = Path(f"/proc/{pid}/stat").read_text().rpartition(")")[2].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def summarise(collapsed: Path, top: int, within: str = "") -> None:
    """Inclusive share per function of the busy samples (idle workers and select excluded).

    Busy includes waiting on PostgreSQL inside a request (``Connection.wait``): that is
    wall time the request spends, the thing this profile is for.
    """
    inclusive: Counter[str] = Counter()
    total = 0
    for line in collapsed.read_text(encoding="utf-8").splitlines():
        stack, _, count_text = line.rpartition(" ")
        frames = _frames(stack)[1:]  # the first is the thread's name
        if not frames or _idle(frames) or not any(f.startswith(within) for f in frames):
            continue
        count = int(count_text)
        total += count
        for name in {f for f in frames if _ours(f)}:
            inclusive[name] += count
    print(f"{total} busy samples (event loop + worker threads)")
    for name, count in inclusive.most_common(top):
        print(f"{100 * count / total:6.1f}%  {name}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--path", choices=("answer", "append"), default="answer")
    parser.add_argument("--customers", type=int, default=20)
    parser.add_argument("--clients", type=int, default=1)
    parser.add_argument("--seconds", type=int, default=20)
    parser.add_argument("--top", type=int, default=60)
    parser.add_argument("--out", type=Path, default=Path("profile.collapsed"))
    parser.add_argument(
        "--gil",
        action="store_true",
        help="sample only the thread holding the GIL: where the CPU goes, not the wall time",
    )
    parser.add_argument("--rate", type=int, default=100, help="py-spy samples per second")
    args = parser.parse_args()
    if not PY_SPY.exists():
        raise SystemExit(f"no py-spy at {PY_SPY}: install it with .venv/bin/pip install py-spy")
    settings = load_settings(PlatformSettings)
    scenarios = cohort(PILOT, args.customers, args.customers)
    weekdays = [day.day for day in PILOT.days if day.is_weekday]
    with (
        scratch_layout(settings, "dualcoach-profile-") as layout,
        running_stack(
            layout, starts_at=STACK_STARTS_AT, with_simulator=True, out=print
        ) as supervisor,
        registered(layout, scenarios) as product,
    ):
        pid = supervisor.children["checkin"].pid
        stop = threading.Event()
        done = {"calls": 0}

        lock = threading.Lock()

        def counted(call: Callable[..., object], *args: object) -> None:
            call(*args)
            with lock:
                done["calls"] += 1

        def answered(customer_id: str) -> None:
            # A check-in's answers (its start and finalize ride along, uncounted).
            answers: list[float] = []
            product.answer_all(customer_id, answers, [])
            with lock:
                done["calls"] += len(answers)

        def drive() -> None:
            days = itertools.cycle(weekdays)
            while not stop.is_set():
                day = next(days)
                product.at(day)
                if args.path == "answer":
                    jobs = [partial(answered, s.customer_id) for s in scenarios]
                    closed_loop(args.clients, jobs)
                else:
                    jobs = [
                        partial(counted, product.append_event, s.customer_id, day)
                        for s in itertools.islice(itertools.cycle(scenarios), 200)
                    ]
                    closed_loop(args.clients, jobs)

        driver = threading.Thread(target=drive)
        driver.start()
        try:
            time.sleep(2)
            calls_before, cpu_before = done["calls"], _cpu_seconds(pid)
            subprocess.run(  # noqa: S603 - our own argv
                [
                    str(PY_SPY),
                    "record",
                    "--pid",
                    str(pid),
                    "--duration",
                    str(args.seconds),
                    *(("--gil",) if args.gil else ("--idle",)),
                    "--rate",
                    str(args.rate),
                    "--threads",
                    "--format",
                    "raw",
                    "--output",
                    str(args.out),
                    "--nonblocking",
                ],
                check=True,
            )
            calls, cpu = done["calls"] - calls_before, _cpu_seconds(pid) - cpu_before
            print(
                f"checkin CPU while recording: {cpu:.2f} s for {calls} {args.path} calls "
                f"({1000 * cpu / max(calls, 1):.2f} ms per call; py-spy's own pauses included)"
            )
        finally:
            # Also when py-spy fails: a driver left running would keep the stack up forever.
            stop.set()
            driver.join()
        print(f"{done['calls']} {args.path} calls; load {load_average()}")
    summarise(args.out, args.top)


def _cli_summary() -> None:
    """``profile_paths.py --summarise FILE``: the table of an earlier recording."""
    top = int(sys.argv[3]) if len(sys.argv) > 3 else 60
    summarise(Path(sys.argv[2]), top, sys.argv[4] if len(sys.argv) > 4 else "")


if __name__ == "__main__":
    if len(sys.argv) > 2 and sys.argv[1] == "--summarise":
        _cli_summary()
    else:
        main()
