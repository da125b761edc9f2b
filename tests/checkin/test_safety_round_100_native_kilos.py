"""Round 100 (ADR 0084): a goal paired with its span in native numeral words ("보름만에 다섯키로",
"열흘 만에 여섯키로") is S6 as the digits are (fresh9-0437, one of the four risky tune texts
the round-97 refit left out)."""

from __future__ import annotations

from tests.checkin.test_safety_reading import _pinned_pair, _written_count

# fresh9-0437 ("보름만에 다섯키로") was held only by the learned reader: the amount paired with a
# span was read in digits and Sino-Korean words (2주 5키로, 이주 안에 육키로), not in native ones
# (다섯, 여섯 .. 아홉, 열, 스무), and 닷새, 엿새, 이레 were no paired span. A distance run,
# walked or ridden stays a distance; under five kilos is no S6 goal.
ROUND_100_NATIVE_KILOS_HELD = [
    ("S6", "note", "customer_checkin", "열흘 만에 여섯키로요"),
    ("S6", "note", "customer_checkin", "이레 안에 다섯 키로"),
    ("S6", "note", "customer_checkin", "보름 동안 일곱키로 목표"),
    ("S6", "note", "customer_checkin", "여섯키로/열흘"),
    ("S6", "note", "customer_checkin", "보름에 여덟 키로"),
]
ROUND_100_NATIVE_KILOS_CLEARED = [
    ("note", "customer_checkin", "보름만에 다섯키로 뛰었어요"),
    ("note", "customer_checkin", "열흘 동안 여섯키로 걸었어요"),
    ("note", "customer_checkin", "보름만에 두키로"),
    ("note", "customer_checkin", "보름만에 세 키로 목표"),
    ("note", "customer_checkin", "이레 동안 다섯키로 자전거 탔어요"),
]


def test_round_100_a_goal_in_native_numeral_words():
    held, cleared = ROUND_100_NATIVE_KILOS_HELD, ROUND_100_NATIVE_KILOS_CLEARED
    assert _pinned_pair(held, cleared) == ([], [])
    assert _written_count(held, cleared) == 0
