"""Telemetry events: six enum-like fields, latency buckets, and sinks that cannot hurt."""

import threading

import pytest

from services.expression.presentations.telemetry import Telemetry, latency_bucket


@pytest.mark.parametrize(
    ("seconds", "bucket"),
    [
        (None, "none"),
        (0.1, "lt_500ms"),
        (0.7, "lt_1s"),
        (1.5, "lt_2s"),
        (3.9, "lt_4s"),
        (9, "ge_4s"),
    ],
)
def test_latency_buckets(seconds, bucket):
    assert latency_bucket(seconds) == bucket


def test_events_carry_exactly_six_fields():
    events: list[object] = []
    telemetry = Telemetry(events.append)
    telemetry.emit(
        "korean_expression_presentation",
        surface="weekly.v1",
        mode="shadow",
        outcome="timeout",
        latency_seconds=3.2,
    )
    telemetry.flush()
    assert events == [
        {
            "event": "korean_expression_presentation",
            "contract_version": "korean-expression-v4",
            "surface": "weekly.v1",
            "mode": "shadow",
            "outcome": "timeout",
            "latency_bucket": "lt_4s",
        }
    ]
    telemetry.close()


def test_a_failing_or_blocked_sink_never_blocks_or_breaks_emit():
    release = threading.Event()
    calls = []

    def sink(event):
        calls.append(event)
        if len(calls) == 1:
            release.wait(timeout=5)
        raise RuntimeError("sink down")

    telemetry = Telemetry(sink, capacity=2)
    for _ in range(10):  # returns at once even though the sink is stuck, dropping overflow
        telemetry.emit(
            "korean_expression_outcome",
            surface="daily.v1",
            mode="enabled",
            outcome="selected",
            latency_seconds=None,
        )
    release.set()
    telemetry.flush()
    assert 1 <= len(calls) <= 3
    telemetry.close()
