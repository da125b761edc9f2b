"""Timing helpers for ``make bench``: percentiles, closed-loop clients, medians of rounds."""

from __future__ import annotations

import os
import statistics
import threading
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field


def percentile(samples: Sequence[float], fraction: float) -> float:
    ordered = sorted(samples)
    if not ordered:
        return float("nan")
    return ordered[min(len(ordered) - 1, int(fraction * len(ordered)))]


def load_average() -> str:
    return " ".join(f"{value:.2f}" for value in os.getloadavg())


@dataclass
class Run:
    """What ``clients`` closed-loop clients measured: each call's latency and the wall time."""

    latencies: list[float] = field(default_factory=list)  # seconds
    wall: float = 0.0
    errors: int = 0

    @property
    def p50(self) -> float:
        return percentile(self.latencies, 0.50)

    @property
    def p99(self) -> float:
        return percentile(self.latencies, 0.99)

    @property
    def per_second(self) -> float:
        return len(self.latencies) / self.wall if self.wall else 0.0


def closed_loop(clients: int, jobs: Sequence[Callable[[], object]]) -> Run:
    """Run ``jobs`` on ``clients`` threads, each taking the next job when its last returns.

    A job returns nothing to time itself, or a float (seconds) it measured itself (a job
    that must exclude its own set-up). An exception counts as an error, never a sample.
    """
    run = Run()
    lock = threading.Lock()
    queue = list(reversed(jobs))

    def worker() -> None:
        while True:
            with lock:
                if not queue:
                    return
                job = queue.pop()
            started = time.perf_counter()
            try:
                measured = job()
            except Exception:  # a failed call is counted, not timed
                with lock:
                    run.errors += 1
                continue
            elapsed = measured if isinstance(measured, float) else time.perf_counter() - started
            with lock:
                run.latencies.append(elapsed)

    threads = [threading.Thread(target=worker) for _ in range(clients)]
    started = time.perf_counter()
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    run.wall = time.perf_counter() - started
    return run


def median(values: Sequence[float]) -> float:
    return statistics.median(values) if values else float("nan")


@dataclass
class Figure:
    """One row of the report: the product's value, the baseline's, over rounds."""

    name: str
    unit: str
    product: list[float] = field(default_factory=list)
    baseline: list[float] = field(default_factory=list)
    # "lower": latency (ratio product/baseline), "higher": throughput (product/baseline too,
    # read as a share of the baseline's throughput).
    better: str = "lower"

    def add(self, product: float, baseline: float) -> None:
        self.product.append(product)
        self.baseline.append(baseline)

    def row(self) -> str:
        value, base = median(self.product), median(self.baseline)
        ratio = value / base if base else float("nan")
        mark = "×" if self.better == "lower" else "of baseline"
        return (
            f"{self.name:<46}{value:>11.2f} {self.unit:<6}{base:>11.2f} {self.unit:<6}"
            f"{ratio:>9.2f} {mark}"
        )


HEADER = f"{'path':<46}{'product':>18}{'baseline':>18}{'ratio':>9}"
