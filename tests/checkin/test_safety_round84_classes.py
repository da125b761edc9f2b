"""Round 84 (ADR 0084): the classes read from fresh91-tune's errors."""

from __future__ import annotations

from tests.checkin.test_safety_reading import _pinned_pair, _rule_codes, _written_count

# fresh91-0161 (a week's goal: a kettlebell from 12 키로 to 16) was held S6: 케틀벨 was no lift
# name, so its kilograms were read as a body-weight goal. A kettlebell or a medicine ball is a load
# lifted, as a barbell is; where its sentence names body weight (체중, 몸무게, 감량, body weight)
# the numbers stay the body's, so a body-weight goal said beside one stays held.
ROUND_84_KETTLEBELL_HELD = [
    (
        "S6",
        "note",
        "customer_checkin",
        "케틀벨 스윙 열심히 해서 2주 안에 체중 6키로 빼는 게 목표예요",
    ),
    ("S6", "note", "customer_checkin", "열흘 안에 몸무게 5키로 감량하려고 케틀벨 스윙 매일 해요"),
    ("S6", "note", "customer_checkin", "열흘 안에 칠십에서 육십오까지 빼야 해요 케틀벨도 해요"),
    ("S6", "note", "customer_checkin", "목표: 일주일에 몸무게 5키로 감량! 케틀벨은 8키로 그대로"),
]
ROUND_84_KETTLEBELL_CLEARED = [
    ("note", "customer_checkin", "케틀벨 8키로로 스윙하다가 이번주에 12키로까지 올렸어요"),
    ("note", "customer_checkin", "이번달 목표는 케틀벨 16키로에서 20키로로 올리기예요"),
    ("note", "customer_checkin", "kettlebell goal: from 12 kg to 16 kg by next month"),
    ("note", "customer_checkin", "메디신볼 6키로로 던지다가 이번주에 9키로까지 올렸어요"),
]


def test_round_84_a_kettlebells_kilograms_are_a_load():
    held, cleared = ROUND_84_KETTLEBELL_HELD, ROUND_84_KETTLEBELL_CLEARED
    assert _pinned_pair(held, cleared) == ([], [])
    assert _written_count(held, cleared) == 0


def test_round_84_a_body_weight_goal_beside_a_kettlebell_stays_held():
    for code, field, flow, text in ROUND_84_KETTLEBELL_HELD:
        assert code in _rule_codes(text, field, flow)


# fresh91-0159 (a grandchild failing a taekwondo test, "제 가슴이 찢어지는줄ㅠㅠ") was held S2:
# round 74's heartbreak idiom needs sorrow said, and the crying face typed (ㅠㅠ, ㅜㅜ) or dismay
# (속상, 실망, 안쓰럽, 짠하) was none. Both now say sorrow; a pain, the breath or a lift anywhere in
# the text keeps the S2 (round 74's fail-closed signs).
ROUND_84_HEARTBREAK_HELD = [
    ("S2", "note", "customer_checkin", "벤치 하다가 가슴이 찢어지는 것 같아요ㅠㅠ"),
    ("S2", "note", "customer_checkin", "가슴이 찢어질 듯이 아파요ㅠㅠ"),
    ("S2", "note", "customer_checkin", "가슴이 찢어지는 느낌이에요ㅠㅠ 숨 쉴 때마다 그래요"),
    ("S2", "note", "customer_checkin", "속상하게 푸시업 하다 가슴이 찢어진 것 같아요 ㅜㅜ"),
]
ROUND_84_HEARTBREAK_CLEARED = [
    ("note", "customer_checkin", "손녀 피아노 대회에서 떨어져서 가슴이 찢어지는 줄 알았어요ㅠㅠ"),
    ("note", "customer_checkin", "아들 취업이 또 안 돼서 가슴이 찢어지네요 속상해요"),
    ("note", "customer_checkin", "손자가 군대 가는 날 가슴이 찢어지는 줄 알았어요ㅜㅜ"),
    ("note", "customer_checkin", "딸 결혼식 끝나고 가슴이 찢어지는 것 같았어요 짠해서"),
]


def test_round_84_heartbreak_said_with_a_crying_face_or_dismay():
    held, cleared = ROUND_84_HEARTBREAK_HELD, ROUND_84_HEARTBREAK_CLEARED
    assert _pinned_pair(held, cleared) == ([], [])
    assert _written_count(held, cleared) == 0


# Found by round 84's probing, in no corpus: a body-weight goal said in a sentence with an older
# lift name was cleared - the lift's window blanked every digit near it, also the goal's span
# ("2주") and an amount straight after 체중 / 몸무게. A span's number and a body-weight noun's
# amount are no load, so they are kept; a lift's own load and its weeks of training stay cleared.
ROUND_84_GOAL_BESIDE_A_LIFT_HELD = [
    ("S6", "note", "customer_checkin", "데드 열심히 해서 2주 안에 체중 6키로 빼는 게 목표예요"),
    ("S6", "note", "customer_checkin", "벤치 끝나고 열흘 안에 몸무게 5키로 뺄 거예요"),
    ("S6", "note", "customer_checkin", "스쿼트 루틴 하면서 12일 안에 체중 7키로 감량할래요"),
    ("S6", "note", "customer_checkin", "데드 다음엔 10일 안에 몸무게 6kg 빼기 도전"),
]
ROUND_84_GOAL_BESIDE_A_LIFT_CLEARED = [
    ("note", "customer_checkin", "데드 2주 안에 +10kg 올리는 게 목표예요"),
    ("note", "customer_checkin", "벤치 4주 프로그램으로 100키로 찍는 게 목표"),
    ("note", "customer_checkin", "체중 70키로인데 벤치 100키로 드는 게 목표예요"),
    ("note", "customer_checkin", "스쿼트 3주째 140kg 유지 중이에요"),
]


def test_round_84_a_body_weight_goal_beside_a_lift_name_is_held():
    held, cleared = ROUND_84_GOAL_BESIDE_A_LIFT_HELD, ROUND_84_GOAL_BESIDE_A_LIFT_CLEARED
    assert _pinned_pair(held, cleared) == ([], [])
    assert _written_count(held, cleared) == 0
