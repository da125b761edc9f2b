"""Round 102 (ADR 0084): food said not to go in or down - barely one meal a day (하루에 한 끼 먹을까
말까, 하루에 한 끼 겨우, 하루에 한 끼도 못 먹어요) or nothing going into the mouth (입에 뭐가 안
들어가요, 밥이 입에 안 들어가요) - is going without food, S4, as 하루 한끼 and "입에 아무것도 안
들어가요" already are (fresh106-0115; family caregivers of elderly and sick relatives)."""

from __future__ import annotations

from tests.checkin.test_safety_reading import _pinned_pair, _written_count

# fresh106-0115 ("... 하루에 한끼 먹을까 말까 해요 입에 뭐가 안들어가요") was held S6 (a loss it
# states) without S4: 하루 한끼 was read only without 에, and the mouth only with 아무것도.
# Only with a word that the one meal is barely eaten or not at all, and only with what will not
# go in named (뭐가, 밥이, 음식이): a meal plan of one meal (하루에 한 끼는 샐러드), a mouthguard
# that does not fit, another person's appetite and food eaten all the same hold nothing.
ROUND_102_FOOD_WILL_NOT_GO_DOWN_HELD = [
    ("S4", "note", "customer_checkin", "아빠 입원하고 나서 하루에 한 끼 겨우 먹어요"),
    ("S4", "note", "customer_checkin", "병원 왔다갔다 하느라 하루에 한끼 먹을까 말까예요"),
    ("S4", "note", "customer_checkin", "요즘 하루에 한 끼도 제대로 못 먹어요 간병 때문에"),
    ("S4", "note", "customer_checkin", "엄마 걱정에 요즘 입에 밥이 안 들어가요"),
    ("S4", "note", "customer_checkin", "간병 시작하고는 밥이 입에 안 들어가요"),
    ("S4", "answer.Q-PERF-REASON", "customer_checkin", "입에 뭐가 들어가질 않아서 못 먹었어요"),
    (
        "S4",
        "operator_note",
        "trainer_session",
        "회원 보호자 생활 중, 하루에 한 끼 겨우 먹는다고 함",
    ),
]
ROUND_102_FOOD_WILL_NOT_GO_DOWN_CLEARED = [
    ("note", "customer_checkin", "하루에 한 끼는 샐러드로 먹고 나머지는 일반식이에요"),
    ("note", "customer_checkin", "마우스피스가 입에 안 들어가서 새로 맞췄어요"),
    ("note", "customer_checkin", "할머니가 요즘 입에 뭐가 안 들어가신대요 걱정이에요"),
    ("note", "customer_checkin", "입맛은 없는데 그래도 하루 세 끼 챙겨 먹었어요"),
    ("note", "customer_checkin", "하루에 한 끼는 엄마랑 같이 병원 식당에서 먹어요"),
    ("note", "customer_checkin", "아이가 밥이 입에 안 들어간다고 해서 죽 끓여줬어요"),
]


def test_round_102_food_that_will_not_go_down_is_going_without():
    held = ROUND_102_FOOD_WILL_NOT_GO_DOWN_HELD
    cleared = ROUND_102_FOOD_WILL_NOT_GO_DOWN_CLEARED
    assert _pinned_pair(held, cleared) == ([], [])
    assert _written_count(held, cleared) == 0
