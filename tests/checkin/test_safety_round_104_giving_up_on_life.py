"""Round 104 (ADR 0084): a wish to give up whose object is life itself - life in Latin letters or
사는 걸 before 포기하고 싶 (life 포기하고 싶다, 사는 걸 포기하고 싶어), or life said after the wish
as its own object (포기하고 싶음 인생을, "포기하고 싶음... life 자체를") - is the self-harm wording
삶을 포기하고 싶다 already is, S1 (fresh108-0113; call-centre, customer-service and sales
workers)."""

from __future__ import annotations

from tests.checkin.test_safety_reading import _pinned_pair, _written_count

# fresh108-0113 ("... 다 포기하고 싶음... life 자체를") was held by nothing; the label is S1. Life
# is the object only straight before 포기 or after the wish, ending the sentence: not life as the
# subject of something else (life 자체가 바빠서), nor 인생 or 삶 before another word after the wish
# (인생 첫 마라톤인데, 인생 목표가).
ROUND_104_GIVING_UP_ON_LIFE_HELD = [
    ("S1", "note", "customer_checkin", "life 포기하고 싶다 진짜"),
    ("S1", "note", "customer_checkin", "그냥 다 포기하고 싶음 인생을"),
    ("S1", "note", "customer_checkin", "사는 걸 포기하고 싶어"),
    ("S1", "note", "customer_checkin", "요즘은 그냥 life 자체를 포기하고 싶어요"),
    ("S1", "note", "customer_checkin", "콜 끝나면 포기하고 싶어요 삶을"),
    ("S1", "operator_note", "trainer_session", "회원 상담 중 사는 거 포기하고 싶다고 말함"),
]
ROUND_104_GIVING_UP_ON_LIFE_CLEARED = [
    ("note", "customer_checkin", "운동 포기하고 싶어요 인생 첫 마라톤인데"),
    ("note", "customer_checkin", "life 자체가 바빠서 운동 포기하고 싶음"),
    ("note", "customer_checkin", "다이어트 포기하고 싶음... 인생 첫 다이어트"),
    ("note", "customer_checkin", "포기하고 싶은 인생 목표가 많아요"),
    ("note", "customer_checkin", "half-life 포기하고 싶어요 게임이 너무 어려움"),
]


def test_round_104_giving_up_on_life_itself_is_self_harm_wording():
    held, cleared = ROUND_104_GIVING_UP_ON_LIFE_HELD, ROUND_104_GIVING_UP_ON_LIFE_CLEARED
    assert _pinned_pair(held, cleared) == ([], [])
    assert _written_count(held, cleared) == 0
