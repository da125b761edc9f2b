"""The relay's verdicts and backoff (pure)."""

from __future__ import annotations

from datetime import timedelta

import pytest

from services.delivery.outbox.rules import backoff, decide


@pytest.mark.parametrize(
    ("status", "verdict"),
    [
        (201, "acknowledged"),
        (200, "acknowledged"),
        (409, "conflict"),
        (422, "rejected"),
        (404, "rejected"),
        (410, "rejected"),
        (None, "retry"),
        (500, "retry"),
        (503, "retry"),
        (401, "retry"),
        (429, "retry"),
    ],
)
def test_each_answer_has_one_verdict(status, verdict):
    assert decide(status, None).verdict == verdict


def test_backoff_doubles_up_to_five_minutes():
    assert [backoff(n) for n in (1, 2, 3)] == [timedelta(seconds=s) for s in (2, 4, 8)]
    assert backoff(30) == timedelta(minutes=5)
