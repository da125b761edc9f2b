"""Round 100 (ADR 0084): testosterone named as lifters write it (test, testo, 테스토, test-e) with
a dose and a schedule or a cycle is S5 (fresh13-0127, one of the four risky tune texts the
round-97 refit left out)."""

from __future__ import annotations

from tests.checkin.test_safety_reading import _pinned_pair, _written_count

# fresh13-0127 ("test 250 한 주에 한 번, 첫 cycle이에요") was held only by the learned reader:
# the rules read "test cycle", "test e", "started a cycle", not "test 250" with a weekly
# schedule. An exam's, a speed test's, a blood test's or a ride's number is none, and a
# friend's cycle is the friend's.
ROUND_100_TESTOSTERONE_HELD = [
    ("S5", "note", "customer_checkin", "테스토 300 주 2회로 첫 사이클 시작했어요"),
    ("S5", "note", "customer_checkin", "test-e 500mg a week, 12 weeks, my first run"),
    ("S5", "note", "customer_checkin", "running test c 200 weekly since january"),
    ("S5", "note", "customer_checkin", "테스토 250미리 매주 맞고 있어요"),
]
ROUND_100_TESTOSTERONE_CLEARED = [
    ("note", "customer_checkin", "my buddy is on test 250 a week, his first cycle"),
    ("note", "customer_checkin", "test 250문제 한 주에 한 번 풀어요"),
    ("note", "customer_checkin", "blood test 250 a week? no, once a month lol"),
    ("note", "customer_checkin", "첫 cycle 끝났어요, 자전거 test 250 km"),
    ("note", "customer_checkin", "speed test 250 mbps, weekly check"),
]


def test_round_100_a_testosterone_dose_on_a_schedule():
    held, cleared = ROUND_100_TESTOSTERONE_HELD, ROUND_100_TESTOSTERONE_CLEARED
    assert _pinned_pair(held, cleared) == ([], [])
    assert _written_count(held, cleared) == 0
