"""Two commits' hot paths in one run, interleaved round by round against one bare baseline.

Run: ``.venv/bin/python bench/ab_paths.py A_TREE B_TREE [--rounds 6]`` where each tree is a
checkout of the product (``git archive <commit> | tar -x -C <dir>``). Each tree's five
services run as their own stack (started in the tree, ``PYTHONPATH`` set to it: the
script refuses to start if a child would import another tree's services) on their own
scratch database; this script's own client code comes from the working tree. Each
round measures A, B and the bare baseline one after another, in an order that alternates,
so a machine shared with other work loads them alike: on a noisy two-core machine
``service_paths.py`` run twice, once per commit, differs by more than a change worth
making. Use an even number of rounds: whoever goes second runs beside the
first one's background work (relays, paced review sends), so each goes first equally
often. Prints per figure the median of A, B, the baseline, and B / A, then B / A per
round; the figures include checkin's own CPU per answer and per append.

``--tappers N``: of the customers, N check in through Telegram on each round's first day
(after the 1-client answers): tap -> next question end to end and server-side (the
simulator's hand-over of the press -> the next question's sendMessage received, its own
clock; both trees' simulators must stamp them), and the gateway's CPU per tap.
``--taps-only`` measures only that (and the signed no-op).

``--appends-only``: each round measures only the event append (the operator-time record,
8 clients) and checkin's CPU per append, against the bare INSERT at 8 clients: a round
takes seconds, so a change to the append can be read over many rounds.
"""

from __future__ import annotations

import argparse
import itertools
import os
import subprocess
import sys
import time
from collections.abc import Callable, Iterator, Sequence
from contextlib import ExitStack, contextmanager
from datetime import date
from functools import partial
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from common import closed_loop, load_average, median, percentile
from service_paths import (
    STACK_STARTS_AT,
    Product,
    _dsn,
    _insert,
    baseline_server,
    machine,
    registered,
    scratch_layout,
)

from shared.settings import PlatformSettings, load_settings
from tools.pilot.scenario import PILOT, PilotScenario, cohort
from tools.pilot.stack import StackLayout, running_stack

MS = 1000.0
# The service's own CPU per request (checkin's process, every thread; the bare endpoint's
# server for the baseline): what a loaded machine's latency hides.
CPU_ANSWER = "checkin CPU ms per answer, 8 clients"
CPU_APPEND = "checkin CPU ms per append, 8 clients"
TAP = "tap p50, end to end (ms)"
TAP_SERVER = "tap p50, server-side (ms)"
TAP_SERVER_99 = "tap p99, server-side (ms)"
CPU_TAP = "gateway CPU ms per tap"
APPENDS = "append/s, 8 clients, 8 customers"


@contextmanager
def stack_of(
    tree: Path, settings: PlatformSettings, scenarios: Sequence[PilotScenario]
) -> Iterator[tuple[Product, StackLayout, int, int]]:
    """One tree's stack, its customers registered, and its checkin's and gateway's pids;
    its children import from ``tree``.

    ``PYTHONPATH`` alone did not do that: a child is ``uvicorn``, which puts its
    ``--app-dir`` (by default its working directory) first on ``sys.path``, so run from a
    checkout (as documented) both stacks imported that checkout's code and A was measured
    against itself. The children now start in ``tree`` (and with ``PYTHONPATH`` set to it);
    ``_imports_from`` checks the result before the stack starts.
    """
    with scratch_layout(settings, "dualcoach-ab-") as layout:
        before = os.environ.get("PYTHONPATH")
        here = Path.cwd()
        os.environ["PYTHONPATH"] = str(tree)
        try:
            os.chdir(tree)
            _imports_from(tree)
            with running_stack(
                layout, starts_at=STACK_STARTS_AT, with_simulator=True, out=print
            ) as supervisor:
                os.chdir(here)
                _restore("PYTHONPATH", before)
                with registered(layout, scenarios) as product:
                    children = supervisor.children
                    yield product, layout, children["checkin"].pid, children["gateway"].pid
        finally:
            os.chdir(here)
            _restore("PYTHONPATH", before)


def _imports_from(tree: Path) -> None:
    """Refuse to start unless a child started now would import the services from ``tree``
    (as uvicorn does: its app directory, the working directory, first on ``sys.path``)."""
    probe = subprocess.run(
        [
            sys.executable,
            "-c",
            "import sys; sys.path.insert(0, ''); import services; print(services.__file__)",
        ],
        capture_output=True,
        text=True,
        check=True,
    )
    where = Path(probe.stdout.strip()).resolve()
    if tree.resolve() not in where.parents:
        raise SystemExit(f"a child would import the services from {where}, not from {tree}")


def _restore(name: str, value: str | None) -> None:
    if value is None:
        os.environ.pop(name, None)
    else:
        os.environ[name] = value


Samples = dict[str, list[float]]


def _taps(
    product: Product, gateway_pid: int, tappers: Sequence[PilotScenario], out: Samples
) -> None:
    """Each tapper's check-in through the simulator and the gateway (``Product.tap_through``)."""
    taps: list[float] = []
    server: list[float] = []
    cpu = cpu_seconds(gateway_pid)
    for scenario in tappers:
        product.tap_through(scenario, taps, server)
    out.setdefault(CPU_TAP, []).append((cpu_seconds(gateway_pid) - cpu) / len(taps) * MS)
    out.setdefault(TAP, []).append(percentile(taps, 0.5) * MS)
    out.setdefault(TAP_SERVER, []).append(percentile(server, 0.5) * MS)
    out.setdefault(TAP_SERVER_99, []).append(percentile(server, 0.99) * MS)


def _measure(
    stack: tuple[Product, int, int],
    ids: list[str],
    day_pair: tuple[date, date],
    out: Samples,
    appends: int,
    settle: float = 0.0,
    tappers: Sequence[PilotScenario] = (),
    taps_only: bool = False,
    appends_only: bool = False,
) -> None:
    product, pid, gateway_pid = stack
    one_day, eight_day = day_pair
    if appends_only:
        product.at(eight_day)
        _appends(product, pid, ids, eight_day, out, appends)
        return
    product.at(one_day)
    if taps_only:
        pings = closed_loop(1, [product.ping] * 50)
        out.setdefault("signed no-op p50 (ms)", []).append(pings.p50 * MS)
        _taps(product, gateway_pid, tappers, out)
        return
    answers: list[float] = []
    finals: list[float] = []
    closed_loop(1, [partial(product.answer_all, c, answers, finals) for c in ids])
    out.setdefault("answer p50, 1 client (ms)", []).append(percentile(answers, 0.5) * MS)
    out.setdefault("answer p99, 1 client (ms)", []).append(percentile(answers, 0.99) * MS)
    out.setdefault("finalize p50, 1 client (ms)", []).append(percentile(finals, 0.5) * MS)
    out.setdefault("finalize p99, 1 client (ms)", []).append(percentile(finals, 0.99) * MS)
    pings = closed_loop(1, [product.ping] * max(len(answers), 1))
    out.setdefault("signed no-op p50 (ms)", []).append(pings.p50 * MS)
    if tappers:
        _taps(product, gateway_pid, tappers, out)
    product.at(eight_day)
    answers8: list[float] = []
    finals8: list[float] = []
    cpu = cpu_seconds(pid)
    run = closed_loop(8, [partial(product.answer_all, c, answers8, finals8) for c in ids])
    out.setdefault(CPU_ANSWER, []).append((cpu_seconds(pid) - cpu) / len(answers8) * MS)
    out.setdefault("answer p50, 8 clients (ms)", []).append(percentile(answers8, 0.5) * MS)
    out.setdefault("answer p99, 8 clients (ms)", []).append(percentile(answers8, 0.99) * MS)
    out.setdefault("answers/s, 8 clients", []).append(len(answers8) / run.wall)
    out.setdefault("finalize p50, 8 clients (ms)", []).append(percentile(finals8, 0.5) * MS)
    out.setdefault("finalize p99, 8 clients (ms)", []).append(percentile(finals8, 0.99) * MS)
    # The finalizes' work after their answers (presentations, relays, review sends) runs
    # on: let it end before the appends, so neither tree's appends carry it.
    time.sleep(settle)
    _appends(product, pid, ids, eight_day, out, appends)


def _appends(
    product: Product, pid: int, ids: list[str], day: date, out: Samples, appends: int
) -> None:
    """``appends`` operator-time records, 8 clients cycling over the customers."""
    jobs = [
        partial(product.append_event, c, day)
        for c in itertools.islice(itertools.cycle(ids), appends)
    ]
    cpu = cpu_seconds(pid)
    out.setdefault(APPENDS, []).append(closed_loop(8, jobs).per_second)
    out.setdefault(CPU_APPEND, []).append((cpu_seconds(pid) - cpu) / appends * MS)


def _baseline(
    insert: Callable[[], None],
    pid: int,
    count: int,
    out: Samples,
    taps_only: bool = False,
    appends_only: bool = False,
) -> None:
    if appends_only:
        cpu = cpu_seconds(pid)
        eight = closed_loop(8, [insert] * count)
        out.setdefault(APPENDS, []).append(eight.per_second)
        out.setdefault(CPU_APPEND, []).append((cpu_seconds(pid) - cpu) / count * MS)
        return
    cpu = cpu_seconds(pid)
    one = closed_loop(1, [insert] * count)
    # The taps' baseline: one bare request at 1 client (the bare endpoint has no Telegram).
    out.setdefault(CPU_TAP, []).append((cpu_seconds(pid) - cpu) / count * MS)
    for figure in (TAP, TAP_SERVER):
        out.setdefault(figure, []).append(one.p50 * MS)
    out.setdefault(TAP_SERVER_99, []).append(one.p99 * MS)
    out.setdefault("signed no-op p50 (ms)", []).append(one.p50 * MS)
    if taps_only:
        return
    out.setdefault("answer p50, 1 client (ms)", []).append(one.p50 * MS)
    out.setdefault("answer p99, 1 client (ms)", []).append(one.p99 * MS)
    out.setdefault("finalize p50, 1 client (ms)", []).append(one.p50 * MS)
    out.setdefault("finalize p99, 1 client (ms)", []).append(one.p99 * MS)
    cpu = cpu_seconds(pid)
    eight = closed_loop(8, [insert] * count)
    per_request = (cpu_seconds(pid) - cpu) / count * MS
    out.setdefault("answer p50, 8 clients (ms)", []).append(eight.p50 * MS)
    out.setdefault("answer p99, 8 clients (ms)", []).append(eight.p99 * MS)
    out.setdefault("finalize p50, 8 clients (ms)", []).append(eight.p50 * MS)
    out.setdefault("finalize p99, 8 clients (ms)", []).append(eight.p99 * MS)
    out.setdefault("answers/s, 8 clients", []).append(eight.per_second)
    out.setdefault(APPENDS, []).append(eight.per_second)
    out.setdefault(CPU_ANSWER, []).append(per_request)
    out.setdefault(CPU_APPEND, []).append(per_request)


def cpu_seconds(pid: int) -> float:
    """User + system CPU time of a process, all its threads (``/proc/PID/stat``)."""
    fields = Path(f"/proc/{pid}/stat").read_text().rpartition(")")[2].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def baseline_pid() -> int:
    """The bare endpoint's server: this process's child running ``baseline.py``."""
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        try:
            stat = (entry / "stat").read_text().rpartition(")")[2].split()
            command = (entry / "cmdline").read_bytes()
        except OSError:
            continue
        if int(stat[1]) == os.getpid() and b"baseline.py" in command:
            return int(entry.name)
    raise RuntimeError("the baseline server is not running")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("a", type=Path, help="tree A (before)")
    parser.add_argument("b", type=Path, help="tree B (after)")
    parser.add_argument("--customers", type=int, default=20)
    parser.add_argument(
        "--tappers", type=int, default=0, help="of the customers, check in through Telegram"
    )
    parser.add_argument(
        "--taps-only", action="store_true", help="measure only the taps (and the signed no-op)"
    )
    parser.add_argument(
        "--appends-only",
        action="store_true",
        help="measure only the event append against the bare INSERT (8 clients)",
    )
    parser.add_argument("--rounds", type=int, default=6)
    parser.add_argument("--appends", type=int, default=200)
    parser.add_argument(
        "--settle",
        type=float,
        default=0.0,
        help="seconds to wait before each measurement and before each tree's appends (the "
        "relays, presentations and paced review sends run on after the finalizes)",
    )
    args = parser.parse_args()
    if args.rounds % 2:
        # Whoever goes second runs beside the first one's background work: an even
        # number of rounds puts each first equally often.
        raise SystemExit("use an even number of rounds (each commit first equally often)")
    settings = load_settings(PlatformSettings)
    scenarios = cohort(PILOT, args.customers, args.customers)
    if args.taps_only and not args.tappers:
        raise SystemExit("--taps-only needs --tappers")
    tappers = scenarios[: args.tappers]
    ids = [s.customer_id for s in scenarios[args.tappers :]]
    weekdays = [day.day for day in PILOT.days if day.is_weekday]
    if args.appends_only and args.taps_only:
        raise SystemExit("--appends-only and --taps-only measure different things: one of them")
    if args.appends_only:
        # No check-ins: the days only set the clock, so they may repeat.
        weekdays = [weekdays[n % len(weekdays)] for n in range(2 * args.rounds)]
    if 2 * args.rounds > len(weekdays):
        raise SystemExit(f"at most {len(weekdays) // 2} rounds (two weekdays each)")
    print(f"machine: {machine()}; load average before: {load_average()}")
    samples: dict[str, Samples] = {"A": {}, "B": {}, "base": {}}
    with ExitStack() as stack:
        a_product, a_layout, a_pid, a_gateway = stack.enter_context(
            stack_of(args.a.resolve(), settings, scenarios)
        )
        b_product, _, b_pid, b_gateway = stack.enter_context(
            stack_of(args.b.resolve(), settings, scenarios)
        )
        a, b = (a_product, a_pid, a_gateway), (b_product, b_pid, b_gateway)
        baseline = stack.enter_context(baseline_server(_dsn(a_layout)))
        insert = partial(_insert, baseline)
        base_pid = baseline_pid()
        if args.appends_only:
            # Uncounted: each tree's first appends (connections, prepared statements, caches)
            # and the bare endpoint's, so the first round is not the cold one.
            for product in (a, b):
                product[0].at(weekdays[0])
                _appends(product[0], product[1], ids, weekdays[0], {}, args.appends)
            _baseline(insert, base_pid, args.appends, {}, appends_only=True)
        for number in range(args.rounds):
            days = (weekdays[2 * number], weekdays[2 * number + 1])
            order = [("A", a), ("B", b)] if number % 2 == 0 else [("B", b), ("A", a)]
            for name, product in order:
                time.sleep(args.settle)
                _measure(
                    product,
                    ids,
                    days,
                    samples[name],
                    args.appends,
                    args.settle,
                    tappers,
                    args.taps_only,
                    args.appends_only,
                )
            count = args.appends if args.appends_only else 10 * max(len(ids), 5)
            _baseline(insert, base_pid, count, samples["base"], args.taps_only, args.appends_only)
            first = next(iter(samples["A"]))
            print(
                f"round {number + 1}/{args.rounds} done ({order[0][0]} first; {first}: "
                f"A {samples['A'][first][-1]:.2f}, B {samples['B'][first][-1]:.2f}), "
                f"load {load_average()}"
            )
    print(f"{'figure':<36}{'A':>10}{'B':>10}{'base':>10}{'A/base':>9}{'B/base':>9}{'B/A':>7}")
    for figure, values in samples["A"].items():
        if figure not in samples["base"]:
            continue
        va, vb, vbase = (
            median(values),
            median(samples["B"][figure]),
            median(samples["base"][figure]),
        )
        print(
            f"{figure:<36}{va:>10.2f}{vb:>10.2f}{vbase:>10.2f}"
            f"{va / vbase:>9.2f}{vb / vbase:>9.2f}{vb / va:>7.2f}"
        )
    print("B / A per round (1.00 = no change):")
    for figure, values in samples["A"].items():
        ratios = ", ".join(
            f"{b / a:.2f}" for a, b in zip(values, samples["B"][figure], strict=True)
        )
        print(f"  {figure}: {ratios}")
    print(f"load average after: {load_average()}")


if __name__ == "__main__":
    main()
