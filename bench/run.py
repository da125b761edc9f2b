"""``make bench``: every figure of issue 18 against the bare baseline, in one run.

1. ``service_paths.py`` - signed answer p50/p99 at 1 and 8 clients, finalize, event append
   throughput, tap -> next question, interleaved with the bare FastAPI + psycopg INSERT
   endpoint, median of ``BENCH_ROUNDS`` rounds;
2. ``expression_validation.py`` - the prose validator's p50/p99 per response against
   ``json.loads`` of the same bytes;
3. ``registration.py`` - a registration at 10 %, 50 % and 100 % of ``BENCH_REGISTRY``
   registered customers against a bare INSERT interleaved, and its growth;
4. ``pilot_scaling.py`` - the pilot's wall time at ``BENCH_CUSTOMERS`` customers and the
   growth slope;
5. ``ledger_chain.py`` - the complete ledger chain verification before a send at 40, 160
   and 640 rows, the old path against the new, interleaved (ADR 0041, addendum).

``--smoke``: tiny sizes, to show the scripts run (``tests/bench``); no figure means anything.
"""

from __future__ import annotations

import argparse
import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent


def _run(*arguments: str) -> None:
    print(f"\n== {' '.join(arguments)}", flush=True)
    subprocess.run([sys.executable, *arguments], check=True)  # noqa: S603 (our scripts)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--customers", default="10,100", help="pilot sizes, comma separated")
    parser.add_argument("--pilot-days", type=int, default=28)
    parser.add_argument("--registered", type=int, default=40, help="customers for the paths")
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--registry", type=int, default=1000, help="customers to register")
    parser.add_argument("--smoke", action="store_true")
    args = parser.parse_args()
    if args.smoke:
        _run(str(HERE / "service_paths.py"), "--smoke")
        _run(str(HERE / "expression_validation.py"), "5")
        _run(str(HERE / "registration.py"), "--customers", "4", "--at", "2,4", "--window", "2")
        _run(str(HERE / "pilot_scaling.py"), "--customers", "1,2", "--days", "1")
        _run(str(HERE / "ledger_chain.py"), "--rows", "4,8", "--rounds", "2", "--calls", "2")
        return
    _run(
        str(HERE / "service_paths.py"),
        "--customers",
        str(args.registered),
        "--rounds",
        str(args.rounds),
    )
    _run(str(HERE / "expression_validation.py"), "200")
    _run(str(HERE / "registration.py"), "--customers", str(args.registry))
    _run(
        str(HERE / "pilot_scaling.py"),
        "--customers",
        args.customers,
        "--days",
        str(args.pilot_days),
    )
    _run(str(HERE / "ledger_chain.py"))


if __name__ == "__main__":
    main()
