"""When an owed operator message (a review, a refused-decision notice) is due again (pure)."""

from __future__ import annotations

from datetime import timedelta

import pytest

from services.delivery.sending.operator import due

GRACE, STALE = 30.0, 300.0


@pytest.mark.parametrize(
    ("state", "age_seconds", "expected"),
    [
        ("pending", 0, True),
        ("refused", 29, False),  # the gateway just refused: give it the grace first
        ("refused", 30, True),
        ("sending", 300, False),  # maybe still in flight
        ("sending", 301, True),  # a crash interrupted it: the reservation answers the replay
        ("sent", 10_000, False),
        ("unknown", 10_000, False),  # may have reached Telegram: never resent blindly
        ("blocked", 10_000, False),
    ],
)
def test_only_pending_refused_after_the_grace_or_stale_sending_is_due(state, age_seconds, expected):
    age = timedelta(seconds=age_seconds)
    assert due(state, age, grace_seconds=GRACE, stale_seconds=STALE) is expected
