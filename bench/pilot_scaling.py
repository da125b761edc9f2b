"""Pilot wall time as the number of customers grows, and the growth slope.

Run: ``.venv/bin/python bench/pilot_scaling.py --customers 10,100 [--days 28]``
(``make bench``; ``BENCH_CUSTOMERS=10,100,1000`` adds the 1,000). Each size is one
``dualcoach simulate pilot --customers N --report`` on its own scratch stack, played through
the real services with every per-customer check; the figure is the played wall time (the
stack's start and the checks afterwards excluded). The slope is the exponent k in
``time ~ customers^k`` between successive sizes and over all of them (least squares on
the logs): 1.0 is linear growth. Against the baseline: the played time per customer-day
divided by the bare INSERT endpoint's p50 at 1 client, measured in the same run.
"""

from __future__ import annotations

import argparse
import itertools
import json
import math
import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from common import closed_loop, load_average, median

ROOT = Path(__file__).resolve().parents[1]
DUALCOACH = Path(sys.executable).parent / "dualcoach"


def play(customers: int, days: int, trainers: int | None) -> dict[str, object]:
    with tempfile.TemporaryDirectory(prefix="dualcoach-bench-pilot-") as directory:
        report = Path(directory) / "report.json"
        command = [str(DUALCOACH), "simulate", "pilot", "--customers", str(customers)]
        command += ["--days", str(days), "--report", str(report)]
        if trainers:
            command += ["--trainers", str(min(trainers, customers))]
        started = time.perf_counter()
        finished = subprocess.run(  # noqa: S603 (our own CLI, our own arguments)
            command, cwd=ROOT, check=False, capture_output=True, text=True
        )
        total = time.perf_counter() - started
        if not report.exists():
            sys.stderr.write(finished.stdout[-4000:] + finished.stderr[-4000:])
            raise SystemExit(f"the pilot for {customers} customers did not finish")
        result: dict[str, object] = json.loads(report.read_text(encoding="utf-8"))
        result["total_seconds"] = round(total, 3)
        return result


def baseline_p50() -> float:
    """The bare INSERT endpoint's p50 at 1 client, in seconds (on a scratch database)."""
    from service_paths import baseline_server

    from shared.secrets import ensure_local_secrets
    from shared.settings import PlatformSettings, load_settings
    from tools.pilot.stack import scratch_database

    settings = load_settings(PlatformSettings)
    with tempfile.TemporaryDirectory(prefix="dualcoach-bench-base-") as directory:
        secrets_dir = Path(directory) / "secrets"
        ensure_local_secrets(secrets_dir)
        with scratch_database(settings, secrets_dir) as (url, _prefix):
            dsn = url.render_as_string(hide_password=False)
            dsn = dsn.replace("postgresql+psycopg://", "postgresql://", 1)
            with baseline_server(dsn) as client:
                run = closed_loop(1, [lambda: client.post("/insert", json={"bench": 1})] * 200)
    return run.p50


def slope(sizes: list[int], seconds: list[float]) -> float:
    xs = [math.log(n) for n in sizes]
    ys = [math.log(max(s, 1e-9)) for s in seconds]
    mean_x, mean_y = sum(xs) / len(xs), sum(ys) / len(ys)
    spread = sum((x - mean_x) ** 2 for x in xs)
    return sum((x - mean_x) * (y - mean_y) for x, y in zip(xs, ys, strict=True)) / spread


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--customers", default="10,100", help="sizes, comma separated")
    parser.add_argument("--days", type=int, default=28, help="days of the window to play")
    parser.add_argument("--trainers", type=int, default=None, help="trainers (default: one each)")
    parser.add_argument("--rounds", type=int, default=1, help="runs per size (median)")
    parser.add_argument("--json", type=Path, default=None)
    args = parser.parse_args()
    sizes = sorted({int(part) for part in args.customers.split(",") if part.strip()})
    print(f"pilot scaling: {sizes} customers x {args.days} days, load {load_average()}")
    base = baseline_p50()
    rows: list[tuple[int, float, dict[str, object]]] = []
    for size in sizes:
        runs = [play(size, args.days, args.trainers) for _ in range(args.rounds)]
        played = median([float(run["seconds"]["play"]) for run in runs])  # type: ignore[index]
        rows.append((size, played, runs[-1]))
        ok = all(run["ok"] for run in runs)
        per_day = played / (size * args.days)
        print(
            f"  {size:>5} customers: {played:8.1f} s played, {per_day:6.2f} s per customer-day "
            f"({per_day / base:,.0f}x the baseline request), checks {'held' if ok else 'FAILED'}"
            f", load {load_average()}"
        )
        registering = median([float(run["seconds"]["register"]) for run in runs])  # type: ignore[index]
        print(f"         of it registering {size} customers: {registering:.1f} s")
        steps = runs[-1].get("step_seconds")
        if isinstance(steps, dict) and steps:
            parts = ", ".join(f"{name} {float(value):.1f} s" for name, value in steps.items())
            print(f"         the days by step: {parts}")
        seen = runs[-1].get("requests")  # what the services saw (tools/pilot/requests_seen.py)
        if isinstance(seen, dict):
            services = seen.get("services", {})
            total = sum(int(s["requests"]) for s in services.values())
            counts = ", ".join(
                f"{label} {sum(int(s[key]) for s in services.values())}"
                for label, key in (
                    ("5xx", "5xx"),
                    ("over 1 s", "over_1s"),
                    ("over 5 s", "over_5s"),
                    ("over 10 s", "over_10s"),
                )
            )
            missing = f"; no /metrics from {seen['unanswered']}" if seen.get("unanswered") else ""
            print(f"         requests to the services: {total}, {counts}{missing}")
            for name, service in sorted(services.items()):
                for route, count in service.get("over_5s_by_route", {}).items():
                    print(f"           over 5 s, {name}: {route} x{count}")
        for run in runs:  # a failed check is named, not only counted
            problems = run.get("problems")
            for customer_id, found in (problems if isinstance(problems, dict) else {}).items():
                for problem in list(found)[:5]:
                    print(f"      {customer_id}: {problem}")
    for (n1, t1, _), (n2, t2, _) in itertools.pairwise(rows):
        print(f"  slope {n1} -> {n2}: {math.log(t2 / t1) / math.log(n2 / n1):.2f}")
    if len(rows) >= 2:
        print(f"  slope over all sizes: {slope([r[0] for r in rows], [r[1] for r in rows]):.2f}")
    print(f"  baseline INSERT p50 (1 client): {base * 1000:.2f} ms")
    if args.json is not None:
        args.json.write_text(json.dumps([r[2] for r in rows], indent=2), encoding="utf-8")


if __name__ == "__main__":
    main()
