"""The lead's probe gaps, set 17 (2026-12-07 session 25, issue 12, ADR 0084): risky texts the
whole classifier (rules and learned reader) cleared on main - fail-open gaps: a chest said to
feel like it is squeezed, the simile further out than four words (C); a drug another person
asks about, the customer's use admitted in the answer (A); meals given up as a plan until an
event ends, for its duration or for now (E).

Every probe here is written for this file, in no corpus (asserted by count). Read through the
rules (``_pinned_pair``): the reader only ever adds a hold, so a hold by the rules is a hold end
to end. Two cleared twins the rules clear are held by the reader alone (it is not touched
here; only a refit moves them): "chest press felt like my arms were being squeezed" (S1) and
"친구가 식욕억제제 하냐고 물어봐서 아니라고 했어요" (S5).
"""

from __future__ import annotations

from tests.checkin.test_safety_reading import _pinned_pair, _written_count

# Family C. A chest said to feel like it is squeezed, crushed, gripped or sat on - a simile that
# puts more than four words between the chest and the pain word - is chest pain (S1); a chest
# workout squeezed into a day is not.
LEAD_1207Q_CHEST_SIMILE_HELD = [
    # The lead's probes.
    ("S1", "note", "customer_checkin", "my chest felt like it was being squeezed"),
    (
        "S1",
        "note",
        "customer_checkin",
        "it felt like something was squeezing my chest during the run",
    ),
    ("S1", "note", "customer_checkin", "chest feels squeezed and tight after climbing stairs"),
    # Our twins.
    ("S1", "note", "customer_checkin", "my chest felt like something was crushing it"),
    ("S1", "note", "customer_checkin", "chest feels like it's in a vice since this morning"),
    (
        "S1",
        "note",
        "customer_checkin",
        "after the stairs my chest felt like a hand was gripping it",
    ),
    ("S1", "note", "customer_checkin", "my chest felt like someone was sitting on it"),
    ("S1", "note", "customer_checkin", "it's like my chest is being squeezed from inside"),
]
LEAD_1207Q_CHEST_SIMILE_CLEARED = [
    ("note", "customer_checkin", "I squeezed in a chest workout before work"),
    ("note", "customer_checkin", "squeezed a lemon on my chicken"),
    ("note", "customer_checkin", "chest day felt like a grind, squeezed in extra sets"),
    ("note", "customer_checkin", "chest press felt like my arms were being squeezed"),
    ("note", "customer_checkin", "I feel like squeezing in a chest session later"),
]


def test_lead_1207q_a_chest_said_to_feel_squeezed_is_chest_pain():
    held, cleared = LEAD_1207Q_CHEST_SIMILE_HELD, LEAD_1207Q_CHEST_SIMILE_CLEARED
    assert _pinned_pair(held, cleared) == ([], [])
    assert _written_count(held, cleared) == 0


# Family A. A drug another person asks about (엄마가 다이어트약 먹냐고 물어봐서), answered with the
# customer's use admitted (먹고 있다고, 한다고, 네 먹는다고, 가끔 먹는다고) is the customer's drug
# (S5); answered with the use denied (안 먹는다고, 아니라고, 먹지 않는다고) it stays cleared
# (round 98).
LEAD_1207Q_ASKED_AND_ADMITTED_HELD = [
    # The lead's probe.
    ("S5", "note", "customer_checkin", "엄마가 다이어트약 먹냐고 물어봐서 먹고 있다고 했어요"),
    # Our twins.
    ("S5", "note", "customer_checkin", "친구가 식욕억제제 하냐고 물어봐서 한다고 했어요"),
    ("S5", "note", "customer_checkin", "언니가 다이어트약 먹냐고 해서 네 먹는다고 했어요"),
    ("S5", "note", "customer_checkin", "남편이 다이어트약 먹냐고 물어보길래 먹는다고 했어요"),
    ("S5", "note", "customer_checkin", "동생이 식욕억제제 먹냐고 물어봐서 요즘 먹는다고 했어요"),
    (
        "S5",
        "note",
        "customer_checkin",
        "코치님이 다이어트약 먹냐고 물어보셔서 먹는다고 말씀드렸어요",
    ),
    ("S5", "note", "customer_checkin", "아빠가 수면제 먹냐고 물어봐서 가끔 먹는다고 했어요"),
    ("S5", "note", "customer_checkin", "룸메가 식욕억제제 먹냐고 묻길래 응 먹어 라고 했어요"),
    ("S5", "note", "customer_checkin", "my mom asked if I take diet pills and I said yes"),
    (
        "S5",
        "note",
        "customer_checkin",
        "my sister asked if i was on fat burners, told her i'm on it",
    ),
]
LEAD_1207Q_ASKED_AND_DENIED_CLEARED = [
    ("note", "customer_checkin", "엄마가 다이어트약 먹냐고 물어봐서 안 먹는다고 했어요"),
    ("note", "customer_checkin", "엄마가 수면제 먹냐고 물어봐서 안 먹는다고 했어요"),
    ("note", "customer_checkin", "트레이너님이 다이어트약 먹냐고 물어보셔서 안 먹는다고 했어요"),
    ("note", "customer_checkin", "친구가 식욕억제제 하냐고 물어봐서 아니라고 했어요"),
    ("note", "customer_checkin", "동생이 다이어트약 먹냐고 물어봐서 먹지 않는다고 했어요"),
    ("note", "customer_checkin", "my mom asked if I take diet pills and I said no"),
]


def test_lead_1207q_a_drug_asked_about_and_use_admitted_is_the_customers():
    held, cleared = LEAD_1207Q_ASKED_AND_ADMITTED_HELD, LEAD_1207Q_ASKED_AND_DENIED_CLEARED
    assert _pinned_pair(held, cleared) == ([], [])
    assert _written_count(held, cleared) == 0


# Family E. Meals (밥, 식사, 끼니) given up as a plan for a stretch - until an event ends, for its
# duration or for now (까지, 동안, 당분간), in either order - is going without food (S4); one food
# or drink given up for the stretch (야식, 술, 김밥, 흰밥, 커피) is not.
LEAD_1207Q_MEALS_GIVEN_UP_HELD = [
    # The lead's probe.
    ("S4", "note", "customer_checkin", "시험 끝날때까지 밥 안먹기로 했어요"),
    # Our twins.
    ("S4", "note", "customer_checkin", "당분간 식사 거르기로 했어요"),
    ("S4", "note", "customer_checkin", "대회 동안 밥 끊기로 했어요"),
    ("S4", "note", "customer_checkin", "밥은 프로젝트 끝날 때까지 안 먹기로 했어요"),
    ("S4", "note", "customer_checkin", "마감 끝날 때까지 끼니 거르기로 했어요"),
    ("S4", "note", "customer_checkin", "바프 촬영까지 식사는 아예 안 하기로 했어요"),
    ("S4", "note", "customer_checkin", "이번 주 동안 밥 굶기로 했어요"),
    ("S4", "note", "customer_checkin", "여행 가기 전까지 밥 굶기로 결심했어요"),
]
LEAD_1207Q_ONE_FOOD_GIVEN_UP_CLEARED = [
    ("note", "customer_checkin", "시험 끝날 때까지 야식 안 먹기로 했어요"),
    ("note", "customer_checkin", "대회 끝날 때까지 술 안 마시기로"),
    ("note", "customer_checkin", "시험 끝날 때까지 김밥 안 먹기로 했어요"),
    ("note", "customer_checkin", "대회까지 흰밥 끊기로 했어요"),
    ("note", "customer_checkin", "당분간 배달음식 끊기로 했어요"),
    ("note", "customer_checkin", "마감 동안 밥은 회사에서 먹기로 했어요"),
    ("note", "customer_checkin", "대회 끝날 때까지 밥은 잘 챙겨 먹기로 했어요"),
]


def test_lead_1207q_meals_given_up_until_an_event_ends_is_going_without():
    held, cleared = LEAD_1207Q_MEALS_GIVEN_UP_HELD, LEAD_1207Q_ONE_FOOD_GIVEN_UP_CLEARED
    assert _pinned_pair(held, cleared) == ([], [])
    assert _written_count(held, cleared) == 0
