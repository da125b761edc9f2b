"""``make bench``'s scripts: the arithmetic (fast), and that they run at tiny sizes (long)."""

from __future__ import annotations

import importlib
import json
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

BENCH = Path(__file__).resolve().parents[2] / "bench"


def _bench_module(name: str) -> Any:
    """A bench script as a module (the scripts import each other from their own folder)."""
    if str(BENCH) not in sys.path:
        sys.path.insert(0, str(BENCH))
    return importlib.import_module(name)


common = _bench_module("common")
Figure, closed_loop, percentile = common.Figure, common.closed_loop, common.percentile
slope = _bench_module("pilot_scaling").slope


def test_percentiles_pick_the_nearest_rank_below():
    samples = [float(n) for n in range(1, 101)]
    assert (percentile(samples, 0.5), percentile(samples, 0.99)) == (51.0, 100.0)


def test_a_closed_loop_times_every_job_and_counts_failures_apart():
    def fail() -> None:
        raise RuntimeError("refused")

    run = closed_loop(3, [lambda: None] * 10 + [fail] * 2)
    assert (len(run.latencies), run.errors) == (10, 2)
    assert run.wall > 0


def test_a_figure_is_the_median_of_rounds_divided_by_the_baselines():
    figure = Figure("answer p50", "ms")
    for product, baseline in ((30.0, 10.0), (90.0, 10.0), (40.0, 20.0)):
        figure.add(product, baseline)
    assert figure.row().split()[-2] == "4.00"


def test_linear_growth_has_slope_one_and_quadratic_two():
    sizes = [10, 100, 1000]
    assert slope(sizes, [2.0 * n for n in sizes]) == pytest.approx(1.0)
    assert slope(sizes, [0.5 * n * n for n in sizes]) == pytest.approx(2.0)


@pytest.mark.long
@pytest.mark.timeout(900)
def test_the_bench_scripts_run_at_tiny_sizes():
    finished = subprocess.run(
        [sys.executable, str(BENCH / "run.py"), "--smoke"],
        capture_output=True,
        text=True,
        check=False,
    )
    assert finished.returncode == 0, finished.stdout[-3000:] + finished.stderr[-3000:]
    expected = (
        "signed check-in answer p50, 1 client",
        "tap -> next question p50, server-side",
        "all four surfaces",
        "registration at     4 customers",
        "slope",
    )
    for figure in expected:
        assert figure in finished.stdout


@pytest.mark.long
@pytest.mark.timeout(900)
def test_the_tap_is_timed_server_side_inside_its_end_to_end_time(tmp_path: Path):
    """Issue 18's target is the tap's server-side time: the simulator's hand-over of the
    press to the gateway -> the next question's sendMessage arriving, on its own clock.
    It must be produced, positive, and inside the end-to-end time the driver measures."""
    figures_path = tmp_path / "figures.json"
    finished = subprocess.run(
        [sys.executable, str(BENCH / "service_paths.py"), "--smoke", "--json", str(figures_path)],
        capture_output=True,
        text=True,
        check=False,
    )
    assert finished.returncode == 0, finished.stdout[-3000:] + finished.stderr[-3000:]
    figures = json.loads(figures_path.read_text(encoding="utf-8"))
    for key in ("tap_server", "tap_server99", "tap", "tap99"):
        assert figures[key]["product"], key
        assert all(value > 0 for value in figures[key]["product"] + figures[key]["baseline"])
    for server, end_to_end in (("tap_server", "tap"), ("tap_server99", "tap99")):
        for inside, outside in zip(
            figures[server]["product"], figures[end_to_end]["product"], strict=True
        ):
            assert inside < outside
    assert "tap -> next question p50, server-side" in finished.stdout
