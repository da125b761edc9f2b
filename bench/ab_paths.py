"""Two commits' hot paths in one run, interleaved round by round against one bare baseline.

Run: ``.venv/bin/python bench/ab_paths.py A_TREE B_TREE [--rounds 6]`` where each tree is a
checkout of the product (``git archive <commit> | tar -x -C <dir>``). Each tree's five
services run as their own stack (``PYTHONPATH`` set to the tree for that stack's
children) on their own scratch database; this script's own client code comes from the
working tree. Each round measures A, B and the bare baseline one after another, in an
order that alternates, so a machine shared with other work loads them alike: on a noisy
two-core machine ``service_paths.py`` run twice, once per commit, differs by more than a
change worth making. Use an even number of rounds: whoever goes second runs beside the
first one's background work (relays, paced review sends), so each goes first equally
often. Prints per figure the median of A, B, the baseline, and B / A.
"""

from __future__ import annotations

import argparse
import itertools
import os
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


@contextmanager
def stack_of(
    tree: Path, settings: PlatformSettings, scenarios: Sequence[PilotScenario]
) -> Iterator[tuple[Product, StackLayout]]:
    """One tree's stack, its customers registered; its children import from ``tree``."""
    with scratch_layout(settings, "dualcoach-ab-") as layout:
        before = os.environ.get("PYTHONPATH")
        os.environ["PYTHONPATH"] = str(tree)
        try:
            with running_stack(layout, starts_at=STACK_STARTS_AT, with_simulator=True, out=print):
                _restore("PYTHONPATH", before)
                with registered(layout, scenarios) as product:
                    yield product, layout
        finally:
            _restore("PYTHONPATH", before)


def _restore(name: str, value: str | None) -> None:
    if value is None:
        os.environ.pop(name, None)
    else:
        os.environ[name] = value


Samples = dict[str, list[float]]


def _measure(
    product: Product, ids: list[str], day_pair: tuple[date, date], out: Samples, appends: int
) -> None:
    one_day, eight_day = day_pair
    product.at(one_day)
    answers: list[float] = []
    finals: list[float] = []
    closed_loop(1, [partial(product.answer_all, c, answers, finals) for c in ids])
    out.setdefault("answer p50, 1 client (ms)", []).append(percentile(answers, 0.5) * MS)
    out.setdefault("answer p99, 1 client (ms)", []).append(percentile(answers, 0.99) * MS)
    out.setdefault("finalize p50, 1 client (ms)", []).append(percentile(finals, 0.5) * MS)
    pings = closed_loop(1, [product.ping] * max(len(answers), 1))
    out.setdefault("signed no-op p50 (ms)", []).append(pings.p50 * MS)
    product.at(eight_day)
    answers8: list[float] = []
    finals8: list[float] = []
    run = closed_loop(8, [partial(product.answer_all, c, answers8, finals8) for c in ids])
    out.setdefault("answer p50, 8 clients (ms)", []).append(percentile(answers8, 0.5) * MS)
    out.setdefault("answers/s, 8 clients", []).append(len(answers8) / run.wall)
    jobs = [
        partial(product.append_event, c, eight_day)
        for c in itertools.islice(itertools.cycle(ids), appends)
    ]
    out.setdefault("append/s, 8 clients, 8 customers", []).append(closed_loop(8, jobs).per_second)


def _baseline(insert: Callable[[], None], count: int, out: Samples) -> None:
    one = closed_loop(1, [insert] * count)
    out.setdefault("answer p50, 1 client (ms)", []).append(one.p50 * MS)
    out.setdefault("answer p99, 1 client (ms)", []).append(one.p99 * MS)
    out.setdefault("finalize p50, 1 client (ms)", []).append(one.p50 * MS)
    out.setdefault("signed no-op p50 (ms)", []).append(one.p50 * MS)
    eight = closed_loop(8, [insert] * count)
    out.setdefault("answer p50, 8 clients (ms)", []).append(eight.p50 * MS)
    out.setdefault("answers/s, 8 clients", []).append(eight.per_second)
    out.setdefault("append/s, 8 clients, 8 customers", []).append(eight.per_second)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("a", type=Path, help="tree A (before)")
    parser.add_argument("b", type=Path, help="tree B (after)")
    parser.add_argument("--customers", type=int, default=20)
    parser.add_argument("--rounds", type=int, default=6)
    parser.add_argument("--appends", type=int, default=200)
    parser.add_argument(
        "--settle",
        type=float,
        default=0.0,
        help="seconds to wait before each measurement (the other stack's relays and paced "
        "review sends run on after its finalizes)",
    )
    args = parser.parse_args()
    if args.rounds % 2:
        # Whoever goes second runs beside the first one's background work: an even
        # number of rounds puts each first equally often.
        raise SystemExit("use an even number of rounds (each commit first equally often)")
    settings = load_settings(PlatformSettings)
    scenarios = cohort(PILOT, args.customers, args.customers)
    ids = [s.customer_id for s in scenarios]
    weekdays = [day.day for day in PILOT.days if day.is_weekday]
    if 2 * args.rounds > len(weekdays):
        raise SystemExit(f"at most {len(weekdays) // 2} rounds (two weekdays each)")
    print(f"machine: {machine()}; load average before: {load_average()}")
    samples: dict[str, Samples] = {"A": {}, "B": {}, "base": {}}
    with ExitStack() as stack:
        a, a_layout = stack.enter_context(stack_of(args.a.resolve(), settings, scenarios))
        b, _ = stack.enter_context(stack_of(args.b.resolve(), settings, scenarios))
        baseline = stack.enter_context(baseline_server(_dsn(a_layout)))
        insert = partial(_insert, baseline)
        for number in range(args.rounds):
            days = (weekdays[2 * number], weekdays[2 * number + 1])
            order = [("A", a), ("B", b)] if number % 2 == 0 else [("B", b), ("A", a)]
            for name, product in order:
                time.sleep(args.settle)
                _measure(product, ids, days, samples[name], args.appends)
            _baseline(insert, 10 * len(ids), samples["base"])
            first = next(iter(samples["A"]))
            print(
                f"round {number + 1}/{args.rounds} done ({order[0][0]} first; {first}: "
                f"A {samples['A'][first][-1]:.2f}, B {samples['B'][first][-1]:.2f}), "
                f"load {load_average()}"
            )
    print(f"{'figure':<36}{'A':>10}{'B':>10}{'base':>10}{'A/base':>9}{'B/base':>9}{'B/A':>7}")
    for figure, values in samples["A"].items():
        va, vb, vbase = (
            median(values),
            median(samples["B"][figure]),
            median(samples["base"][figure]),
        )
        print(
            f"{figure:<36}{va:>10.2f}{vb:>10.2f}{vbase:>10.2f}"
            f"{va / vbase:>9.2f}{vb / vbase:>9.2f}{vb / va:>7.2f}"
        )
    print(f"load average after: {load_average()}")


if __name__ == "__main__":
    main()
