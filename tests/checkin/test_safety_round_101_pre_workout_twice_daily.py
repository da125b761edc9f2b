"""Round 101 (ADR 0084): a pre-workout taken more than once a day - 하루 두 번, 아침 저녁으로,
twice a day - is a doubled day's stimulant (S5), as a doubled scoop is (fresh17-0243, the one
risky tune text the round-101 refit lost when its own batch was left out)."""

from __future__ import annotations

from tests.checkin.test_safety_reading import _pinned_pair, _written_count

# fresh17-0243 ("pre-workout 없으면 운동 못하겠어요ㅋㅋ 요즘 하루 두번 먹음 아침 저녁") was held
# by the learned reader alone: the rules read three and more a day, a doubled scoop or a
# pre-workout stacked with more caffeine, not two servings a day. The count must follow the
# pre-workout closely, with no other product or a single serving between it; a cut already
# made (줄였어요, stopped) and another person's habit are not the customer's dose.
ROUND_101_PRE_TWICE_DAILY_HELD = [
    ("S5", "note", "customer_checkin", "프리워크 아침 저녁으로 먹고 있어요 피곤해서"),
    ("S5", "note", "customer_checkin", "부스터 하루 2번은 기본이에요 요즘"),
    ("S5", "note", "customer_checkin", "C4 2x a day since exams started"),
    ("S5", "answer.Q-PERF-REASON", "customer_checkin", "preworkout twice a day, morning and night"),
    ("S5", "note", "customer_checkin", "프리워크아웃 하루에 두 번 타 먹어요 두 탕 뛰어서"),
    ("S5", "operator_note", "trainer_session", "회원님 프리워크아웃 하루 두 번 드신다고 함"),
]
ROUND_101_PRE_TWICE_DAILY_CLEARED = [
    ("note", "customer_checkin", "프리워크아웃 하루 두 번 먹다가 한 번으로 줄였어요"),
    ("note", "customer_checkin", "친구는 프리워크아웃 하루 두번 먹는대요 저는 안먹어요"),
    ("note", "customer_checkin", "프로틴 하루 두 번 먹어요 아침 저녁"),
    ("note", "customer_checkin", "pre-workout once before training, protein twice a day"),
    ("note", "customer_checkin", "운동은 하루 두 번, 프리워크아웃은 한 번만"),
    ("operator_note", "trainer_session", "회원님 프리 워크샵 다녀오셔서 하루 두 번 스트레칭 중"),
]


def test_round_101_a_pre_workout_more_than_once_a_day_is_a_doubled_stimulant():
    held, cleared = ROUND_101_PRE_TWICE_DAILY_HELD, ROUND_101_PRE_TWICE_DAILY_CLEARED
    assert _pinned_pair(held, cleared) == ([], [])
    assert _written_count(held, cleared) == 0
