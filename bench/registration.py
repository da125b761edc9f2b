"""Registering customers as the registry grows: the time per registration at each size.

Run: ``.venv/bin/python bench/registration.py --customers 1000 [--at 100,250,500,1000]``
(``make bench`` runs a small size). One scratch stack; the operator registers one customer
after another exactly as the pilot does (owner once, the customer's draft and plan, consent,
the guarded G1-G5 activation: four signed requests) and one bare INSERT is timed after each
registration, interleaved. At each checkpoint the row is the median registration of the last
``--window`` customers against the bare INSERT's median over the same window; the growth
line compares the last checkpoint with the first (1.0: a registration costs the same however
many customers are registered).

Before the registry kept its parsed entries (ADR 0090), every registry write
re-read, re-validated and re-serialised every entry: the 1,000-customer pilot spent 8 s per
registration near the 700th customer.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from common import HEADER, Figure, load_average
from service_paths import STACK_STARTS_AT, _dsn, _insert, baseline_server, machine, scratch_layout

from shared.clock import FileClock
from shared.secrets import load_service_key
from shared.settings import PlatformSettings, load_settings
from tools.pilot.operator import OperatorDesk
from tools.pilot.scenario import PILOT, cohort
from tools.pilot.stack import running_stack


def measure(customers: int, checkpoints: list[int], window: int) -> list[tuple[int, Figure]]:
    settings = load_settings(PlatformSettings)
    scenarios = cohort(PILOT, customers, customers)
    rows: list[tuple[int, Figure]] = []
    registrations: list[float] = []
    inserts: list[float] = []
    with (
        scratch_layout(settings, "dualcoach-bench-registration-") as layout,
        running_stack(layout, starts_at=STACK_STARTS_AT, with_simulator=False, out=print),
        baseline_server(_dsn(layout)) as baseline,
    ):
        desk = OperatorDesk(
            checkin_url=layout.base_url("checkin"),
            delivery_url=layout.base_url("delivery"),
            key=load_service_key(layout.secrets_dir, "operator"),
            clock=FileClock(layout.clock_path),
        )
        try:
            for number, scenario in enumerate(scenarios, start=1):
                started = time.perf_counter()
                result = desk.register(scenario.enrolment)
                registrations.append(time.perf_counter() - started)
                if not result.get("enabled"):
                    raise SystemExit(f"customer {number} was not activated: {result}")
                started = time.perf_counter()
                _insert(baseline)
                inserts.append(time.perf_counter() - started)
                if number in checkpoints:
                    figure = Figure(f"registration at {number:>5} customers (median)", "ms")
                    figure.add(
                        1000 * statistics.median(registrations[-window:]),
                        1000 * statistics.median(inserts[-window:]),
                    )
                    rows.append((number, figure))
                    print(f"{number} registered, load {load_average()}", flush=True)
        finally:
            desk.close()
    return rows


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--customers", type=int, default=1000)
    parser.add_argument("--at", default="", help="checkpoints (default: 10 %%, 50 %%, 100 %%)")
    parser.add_argument("--window", type=int, default=20, help="registrations per checkpoint")
    args = parser.parse_args()
    checkpoints = sorted(
        {int(n) for n in args.at.split(",") if n}
        or {max(1, args.customers // 10), max(1, args.customers // 2), args.customers}
    )
    if not checkpoints or checkpoints[-1] > args.customers:
        raise SystemExit("every checkpoint must be at most --customers")
    print(f"machine: {machine()}; load average before: {load_average()}")
    rows = measure(args.customers, checkpoints, min(args.window, checkpoints[0]))
    print(HEADER)
    for _, figure in rows:
        print(figure.row())
    (first, early), (last, late) = rows[0], rows[-1]
    growth = late.product[0] / early.product[0]
    print(f"growth {first} -> {last} customers: {growth:.2f}x per registration (1.0: flat)")
    print(f"load average after: {load_average()}")


if __name__ == "__main__":
    main()
