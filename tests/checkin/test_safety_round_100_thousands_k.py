"""Round 100 (ADR 0084): a day's intake in thousands written with a k ("0.9k cals", "1.2k kcal")
is read as kilocalories (fresh24-0139, one of the four risky tune texts the round-97 refit left
out)."""

from __future__ import annotations

import pytest

from services.checkin.safety import numbers
from tests.checkin.test_safety_reading import _pinned_pair, _written_count

# fresh24-0139 ("Roughly 0.9k cals a day since Monday, ...") was held only by the learned reader:
# the number module read no amount in "0.9k cals". A k-thousand before a spaced kcal unit is
# now its thousands; with any other word after it ("0.9k steps", "5k 일주일에") it counts
# nothing, and "0.9kcal" unspaced stays 0.9 kcal.
ROUND_100_THOUSANDS_K_HELD = [
    ("S4", "note", "customer_checkin", "about 0.8k cals a day this week, trying to push it lower"),
    ("S4", "note", "customer_checkin", "been at 0.7k kcal daily for a week now"),
    ("S4", "note", "customer_checkin", "하루 0.8k 칼로리 정도만 먹고 있어요"),
    ("S4", "note", "customer_checkin", "logging 0.6k calories a day since the weekend"),
]
ROUND_100_THOUSANDS_K_CLEARED = [
    ("note", "customer_checkin", "0.9k steps today, lazy day"),
    ("note", "customer_checkin", "2.5k kcal a day on the bulk"),
    ("note", "customer_checkin", "burned 0.9k cals on the bike today"),
    ("note", "customer_checkin", "hit 1.2k kcal by lunch, dinner still to come, about 2.4k total"),
]


@pytest.mark.parametrize(
    ("text", "kcal"),
    [("0.9k cals a day", 900.0), ("1.2k kcal", 1200.0), ("2.5k calories", 2500.0)],
)
def test_round_100_a_k_thousand_before_a_kcal_unit(text, kcal):
    assert numbers.kilocalories(text) == [kcal]


@pytest.mark.parametrize("text", ["0.9k steps", "5k 일주일에 세 번", "ran a 5k today"])
def test_round_100_a_k_thousand_counts_nothing_else(text):
    assert numbers.kilocalories(text) == []
    assert not [q for q in numbers.quantities(text) if q.start == 0]


def test_round_100_unspaced_kcal_is_still_kcal():
    assert numbers.kilocalories("0.9kcal") == [0.9]


def test_round_100_a_days_intake_in_k_thousands():
    held, cleared = ROUND_100_THOUSANDS_K_HELD, ROUND_100_THOUSANDS_K_CLEARED
    assert _pinned_pair(held, cleared) == ([], [])
    assert _written_count(held, cleared) == 0
