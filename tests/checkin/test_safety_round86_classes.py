"""Round 86 (ADR 0084): the class read from fresh94-tune's errors."""

from __future__ import annotations

from tests.checkin.test_safety_reading import _pinned_pair, _rule_codes, _written_count

# fresh94-0049 ("라마단 기간이라 낮엔 같이 금식하고 해 지면 잘 먹고 있어요") was held S4: the
# religious word stood beyond the fast cue's window. A religious fast named in the fast's sentence
# is a fasting schedule; days without food, water only, a day's calories or a weight aim said in
# the text keep it held.
ROUND_86_RELIGIOUS_FAST_HELD = [
    ("S4", "note", "customer_checkin", "라마단 기간인데 사흘째 금식하고 물만 마셔요"),
    ("S4", "note", "customer_checkin", "사순절이라 금식 중인데 하루 500칼로리만 먹어요"),
    ("S4", "note", "customer_checkin", "라마단인데 금식하면서 이틀째 아무것도 안 먹었어요"),
    ("S4", "note", "customer_checkin", "금식기도 중이라 며칠째 굶고 있어요"),
]
ROUND_86_RELIGIOUS_FAST_CLEARED = [
    ("note", "customer_checkin", "라마단 기간이라 낮엔 금식하고 밤에 잘 먹어요 운동은 밤에"),
    (
        "note",
        "customer_checkin",
        "출장지가 라마단이라 현지 동료들이랑 같이 낮 금식해요 해지면 든든히",
    ),
    ("note", "customer_checkin", "라마단 중이라 낮엔 금식이라 운동은 이프타르 후에 할게요"),
    ("note", "customer_checkin", "여행지가 Ramadan 기간이라 낮엔 나도 금식, 해 지면 든든히 먹어요"),
]


def test_round_86_a_religious_fast_in_its_sentence_is_a_schedule():
    held, cleared = ROUND_86_RELIGIOUS_FAST_HELD, ROUND_86_RELIGIOUS_FAST_CLEARED
    assert _pinned_pair(held, cleared) == ([], [])
    assert _written_count(held, cleared) == 0


def test_round_86_days_without_food_beside_a_religious_fast_stay_held():
    for code, field, flow, text in ROUND_86_RELIGIOUS_FAST_HELD:
        assert code in _rule_codes(text, field, flow)
