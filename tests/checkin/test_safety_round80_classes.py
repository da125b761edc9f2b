"""Round 80 (ADR 0084): the classes read from fresh85-tune and fresh86-tune's errors."""

from __future__ import annotations

from tests.checkin.test_safety_reading import _pinned_pair, _written_count

# fresh86-0099 (a goal answered as a pair, span and amount both in Hangul numerals) was not held
# S6: a paired goal took only digits for the amount and 일 / 주 after digits, 열흘, 보름 or
# 일주일 for the span. EVALUATION.md reads the goal "however written: Hangul numerals": the
# amount as a Sino-Korean numeral word of its own (육키로, 팔 킬로) and the span as 이주, 이 주,
# 두 주 or 삼주 now pair as digits do. Below the goal (3 kg, or 6 kg in a month), a distance run
# and a span over 14 days stay clear.
ROUND_80_HANGUL_GOAL_HELD = [
    ("S6", "answer.Q-PERF-REASON", "customer_checkin", "이주 안에 칠키로요 동생이랑 내기함"),
    ("S6", "answer.Q-PERF-REASON", "customer_checkin", "보름 안에 육 킬로! 돌잔치 전에"),
    ("S6", "answer.Q-PERF-REASON", "customer_checkin", "육키로/이주요! 애 돌잔치"),
    ("S6", "answer.Q-PERF-REASON", "customer_checkin", "이 주 만에 팔 킬로요 ㅎㅎ"),
]
ROUND_80_HANGUL_GOAL_CLEARED = [
    ("answer.Q-PERF-REASON", "customer_checkin", "이주 안에 삼키로요 천천히 하려고요"),
    ("answer.Q-PERF-REASON", "customer_checkin", "한 달 안에 육키로요 무리 안 하고"),
    ("note", "customer_checkin", "이주 동안 육키로 뛰었어요 강아지랑"),
    ("answer.Q-PERF-REASON", "customer_checkin", "삼주 안에 칠키로요 결혼식 전까지"),
]


def test_round_80_a_goal_in_hangul_numerals_pairs_as_digits():
    held, cleared = ROUND_80_HANGUL_GOAL_HELD, ROUND_80_HANGUL_GOAL_CLEARED
    assert _pinned_pair(held, cleared) == ([], [])
    assert _written_count(held, cleared) == 0
