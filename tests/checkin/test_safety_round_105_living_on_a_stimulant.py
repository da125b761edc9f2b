"""Round 105 (ADR 0084): a day lived, run or got through on an energy drink or another stimulant
(에너지드링크로 버텨요, 핫식스로 연명, running on energy drinks, surviving on Red Bull) is a
stimulant used beyond a drink's measure, S5 (fresh109-0155; graduate students and researchers)."""

from __future__ import annotations

from tests.checkin.test_safety_reading import _pinned_pair, _written_count

# fresh109-0155 (a trainer's note: energy drinks all day and next to no food for two days) was
# held S4 for the food but not S5 for the stimulant lived on. The stimulant words are round 65's
# (an energy drink, a pre-workout, caffeine pills, a fat burner - not coffee); the verb is one of
# living or getting through on it (으로 버티, 연명, running / surviving / living on). A stimulant
# drunk once, another person's (룸메가, 선배가), one only used to be run on, or banned in favour of
# something else, is not held.
ROUND_105_STIMULANT_HELD = [
    ("S5", "note", "customer_checkin", "마감 주간이라 에너지드링크로 버티고 있어요"),
    ("S5", "note", "customer_checkin", "요즘 핫식스로 하루하루 연명 중이에요"),
    ("S5", "note", "customer_checkin", "실험 돌리느라 몬스터만 마시면서 버텼어요"),
    ("S5", "operator_note", "trainer_session", "회원 요즘 레드불로 버틴다고 함, 수면 4시간"),
    (
        "S5",
        "note",
        "customer_checkin",
        "Been running on energy drinks all week for the grant deadline",
    ),
    ("S5", "note", "customer_checkin", "honestly surviving on red bull and spite right now"),
    ("S5", "note", "customer_checkin", "I'm living on pre-workout and cold pizza this week"),
]
ROUND_105_STIMULANT_CLEARED = [
    ("note", "customer_checkin", "에너지드링크는 한 달에 한 번 정도 마셔요"),
    ("note", "customer_checkin", "에너지드링크 하나 마시고 운동했어요"),
    ("note", "customer_checkin", "룸메가 핫식스로 버티는데 걱정돼요"),
    ("note", "customer_checkin", "선배가 레드불로 버티는 거 보고 저는 일찍 자기로 했어요"),
    (
        "note",
        "customer_checkin",
        "I used to run on energy drinks in undergrad, now just one coffee",
    ),
    ("note", "customer_checkin", "Energy drinks are banned in our lab so I'm running on green tea"),
    ("note", "customer_checkin", "몬스터 헌터 하면서 주말 버텼어요 ㅋㅋ"),
]


def test_round_105_a_day_lived_on_a_stimulant_is_s5():
    held, cleared = ROUND_105_STIMULANT_HELD, ROUND_105_STIMULANT_CLEARED
    assert _pinned_pair(held, cleared) == ([], [])
    assert _written_count(held, cleared) == 0
