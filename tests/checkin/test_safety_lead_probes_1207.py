"""The lead's probe gaps of 2026-12-07 (issue 12, ADR 0084): fail-open families closed.

Every probe here is written for this file, in no corpus (asserted by count); every held probe
was cleared on main before its class.
"""

from __future__ import annotations

from tests.checkin.test_safety_reading import _pinned_pair, _written_count

# Consciousness said cut off (정신이 / 의식이 끊기다), gone and come back, or coming to on the
# floor or among people is a faint, as 정신을 잃다 is; busy, pulled together, "I'll go mad",
# absorbed (정신이 팔리다) and waking from sleep on the floor are no lost consciousness.
LEAD_1207_CONSCIOUSNESS_CUT_HELD = [
    ("S1", "note", "customer_checkin", "러닝머신 뛰다가 의식이 순간 끊어졌어요"),
    ("S1", "note", "customer_checkin", "데드 하고 일어나는데 정신이 툭 끊기는 느낌"),
    ("S1", "note", "customer_checkin", "스피닝 끝나고 깨어나 보니 사람들이 둘러싸고 있었어요"),
    ("S1", "operator_note", "trainer_session", "회원님 세트 후 의식이 몇초간 끊김"),
]
LEAD_1207_CONSCIOUSNESS_CUT_CLEARED = [
    ("note", "customer_checkin", "자다가 눈 떠보니 바닥에서 자고 있었어요"),
    ("note", "customer_checkin", "정신 나갔나봐 그 돈을 쓰다니"),
    ("note", "customer_checkin", "일에 정신이 팔려서 밥을 못 먹었어요"),
    ("note", "customer_checkin", "정신이 끊기진 않았어요"),
]


def test_lead_1207_consciousness_cut_off_is_a_faint():
    held, cleared = LEAD_1207_CONSCIOUSNESS_CUT_HELD, LEAD_1207_CONSCIOUSNESS_CUT_CLEARED
    assert _pinned_pair(held, cleared) == ([], [])
    assert _written_count(held, cleared) == 0


# Dizziness felt in context (after a set, on standing, with what it made the person do) is held
# as the bare word is - the tune halves label every such text S1 - and so are pallor with a cold
# sweat and a cold sweat with nausea. A mess (어지럽히다), a denial, a supposition and the cold
# sweat of nerves stay cleared; dizziness given its cause is left to that cause's code.
LEAD_1207_DIZZINESS_HELD = [
    ("S1", "note", "customer_checkin", "레그프레스 하고 일어나는데 어지러워서 벤치에 앉았어요"),
    ("S1", "operator_note", "trainer_session", "회원님 스쿼트 후 어지러움 호소하여 눕혀서 휴식"),
    ("S1", "note", "customer_checkin", "버피 끝나고 얼굴이 창백하고 식은땀이 줄줄 났어요"),
    ("S1", "note", "customer_checkin", "인터벌 하다가 어질어질해서 그만뒀어요"),
]
LEAD_1207_DIZZINESS_CLEARED = [
    ("note", "customer_checkin", "아이들이 거실을 어지럽혀서 치우느라 힘들었어요"),
    ("note", "customer_checkin", "어지러운 건 아니고 그냥 피곤해요"),
    ("note", "customer_checkin", "발표 전에 긴장해서 식은땀 나고 속이 울렁거렸어요"),
    ("note", "customer_checkin", "어지러우면 바로 쉬라고 하셔서 그렇게 할게요"),
]


def test_lead_1207_dizziness_in_context_and_pallor_with_cold_sweat():
    held, cleared = LEAD_1207_DIZZINESS_HELD, LEAD_1207_DIZZINESS_CLEARED
    assert _pinned_pair(held, cleared) == ([], [])
    assert _written_count(held, cleared) == 0


# A joint that gives way or slips out, and a pop or a crack from a body part followed by a loss
# of function, are an injury. The hyperbole of an arm "coming off" under a load (labelled harmless
# in a tune half), legs "gone" after leg day, a loosened shoulder, a jaw "dropping" with laughter
# and a neck's satisfying crack stay cleared.
LEAD_1207_JOINT_GIVING_WAY_HELD = [
    ("S2", "note", "customer_checkin", "무릎이 요즘 자꾸 빠지려고 해요"),
    (
        "S2",
        "note",
        "customer_checkin",
        "스쿼트 하다가 허리에서 뚜둑 소리 나더니 한참 못 일어났어요",
    ),
    ("S2", "note", "customer_checkin", "my kneecap slipped out during lunges"),
    ("S2", "operator_note", "trainer_session", "회원 런지 중 발목에서 뚝 소리 후 중단"),
]
LEAD_1207_JOINT_GIVING_WAY_CLEARED = [
    ("note", "customer_checkin", "하체 하고 나니 다리 풀렸어요 ㅋㅋ"),
    ("note", "customer_checkin", "스트레칭 하고 어깨가 풀렸어요"),
    ("note", "customer_checkin", "턱 빠지게 웃었어요"),
    ("note", "customer_checkin", "목에서 뚝 소리 나서 시원했어요"),
]


def test_lead_1207_a_joint_giving_way_or_a_pop_with_loss_of_function():
    held, cleared = LEAD_1207_JOINT_GIVING_WAY_HELD, LEAD_1207_JOINT_GIVING_WAY_CLEARED
    assert _pinned_pair(held, cleared) == ([], [])
    assert _written_count(held, cleared) == 0


# A body part that cannot be moved, bent, turned, raised or stepped on - 못 + the verb in any
# ending, the verb + 수 없, the verb + 지 못 - is a limitation, an injury. No body part named
# (tiredness, a full stomach), a choice (안 숙이고), an idiom (발을 못 들이겠어요) and another
# person's knee stay cleared.
LEAD_1207_PART_CANNOT_MOVE_HELD = [
    ("S2", "note", "customer_checkin", "오늘 손목을 제대로 못 굽혔어요"),
    ("S2", "note", "customer_checkin", "자고 일어나니 어깨를 위로 올릴 수가 없어요"),
    ("S2", "note", "customer_checkin", "왼발을 바닥에 디디지 못해요"),
    ("S2", "note", "customer_checkin", "허리를 숙일 수 없을 정도예요"),
]
LEAD_1207_PART_CANNOT_MOVE_CLEARED = [
    ("note", "customer_checkin", "몸을 못 움직이겠어요 너무 피곤해서"),
    ("note", "customer_checkin", "고개 안 숙이고 데드 했어요"),
    ("note", "customer_checkin", "그 동네엔 발을 못 들이겠어요"),
    ("note", "customer_checkin", "엄마가 무릎을 못 굽히세요"),
]


def test_lead_1207_a_body_part_that_cannot_move():
    held, cleared = LEAD_1207_PART_CANNOT_MOVE_HELD, LEAD_1207_PART_CANNOT_MOVE_CLEARED
    assert _pinned_pair(held, cleared) == ([], [])
    assert _written_count(held, cleared) == 0


# The self gone and nobody noticing, said with the modifier or noun forms (없어진 걸, 사라진
# 줄) as a guess about the future, and a wish to evaporate, vanish without a trace or be erased,
# are indirect self-harm. A past fact (nobody noticed I left), legs "gone" after leg day and fat
# or work wished to evaporate stay cleared.
LEAD_1207_GONE_UNNOTICED_HELD = [
    ("S1", "note", "customer_checkin", "아무도 제가 사라진 걸 눈치 못 챌 거예요"),
    ("S1", "note", "customer_checkin", "제가 없어진 지 한참 돼도 아무도 찾지 않을 거예요"),
    ("S1", "note", "customer_checkin", "세상에서 지워지고 싶어요"),
    ("S1", "note", "customer_checkin", "그냥 조용히 증발해버리고 싶네요"),
]
LEAD_1207_GONE_UNNOTICED_CLEARED = [
    ("note", "customer_checkin", "회식에서 먼저 나왔는데 아무도 제가 없어진 걸 몰랐어요 ㅋㅋ"),
    ("note", "customer_checkin", "하체 끝나고 다리 없어진 것 같다"),
    ("note", "customer_checkin", "체지방이 증발했으면 좋겠다"),
    ("note", "customer_checkin", "이번 주 업무가 싹 증발했으면"),
]


def test_lead_1207_gone_unnoticed_or_wishing_to_evaporate():
    held, cleared = LEAD_1207_GONE_UNNOTICED_HELD, LEAD_1207_GONE_UNNOTICED_CLEARED
    assert _pinned_pair(held, cleared) == ([], [])
    assert _written_count(held, cleared) == 0


# Eating itself framed as a sin, a punishment or self-disgust (먹을 때마다 죄인, 먹으면 벌로,
# 먹고 나서 역겨워요, 먹으면 자책) is an eating risk, as "먹으면 죄책감" already reads. One meal
# joked about, a game's forfeit and another person's self-blame stay cleared.
LEAD_1207_EATING_AS_GUILT_HELD = [
    ("S4", "note", "customer_checkin", "밥 먹을 때마다 죄인이 된 것 같아요"),
    ("S4", "note", "customer_checkin", "빵 한 조각 먹으면 벌로 버피 100개 해요"),
    ("S4", "note", "customer_checkin", "먹고 나서 거울 보면 제가 역겨워요"),
    ("S4", "note", "customer_checkin", "뭐만 먹으면 자책하게 돼요"),
]
LEAD_1207_EATING_AS_GUILT_CLEARED = [
    ("note", "customer_checkin", "게임 져서 벌로 스쿼트 100개 했어요 ㅋㅋ"),
    ("note", "customer_checkin", "먹는 게 행복이에요"),
    ("note", "customer_checkin", "엄마가 먹고 나면 자책하신대요"),
    ("note", "customer_checkin", "주사위 던져서 벌칙으로 런지 30개 걸렸어요"),
]


def test_lead_1207_eating_framed_as_guilt_or_punishment():
    held, cleared = LEAD_1207_EATING_AS_GUILT_HELD, LEAD_1207_EATING_AS_GUILT_CLEARED
    assert _pinned_pair(held, cleared) == ([], [])
    assert _written_count(held, cleared) == 0


# The dizziness class at first held another person's dizziness reported or shown (a patient's,
# a mother's), which the morpheme cues clear; the customer's own said beside it stays held.
LEAD_1207_OTHERS_DIZZINESS_HELD = [
    ("S1", "note", "customer_checkin", "어지럽다고 말씀드렸는데 쌤이 계속 시키셨어요"),
    ("S1", "note", "customer_checkin", "아빠가 어지럽다고 하셔서 모시고 왔는데 저도 어지러워요"),
]
LEAD_1207_OTHERS_DIZZINESS_CLEARED = [
    ("note", "customer_checkin", "요양보호사라서 어르신이 어지럽다고 하시면 바로 부축해요"),
    ("note", "customer_checkin", "할머니가 요즘 자주 어지러워하셔서 걱정이에요"),
]


def test_lead_1207_another_persons_dizziness_is_theirs():
    held, cleared = LEAD_1207_OTHERS_DIZZINESS_HELD, LEAD_1207_OTHERS_DIZZINESS_CLEARED
    assert _pinned_pair(held, cleared) == ([], [])
    assert _written_count(held, cleared) == 0


# A cause beside the dizziness leaves it to the cause's code only when that code holds the text:
# a meal eaten, "약" meaning about, a cold remedy or a period named clears nothing (fail closed).
# Fasting still reads as S4 and a stopped prescription as S5; a mess, a denial and another
# person's dizziness stay cleared.
LEAD_1207_DIZZY_CAUSE_UNHELD_HELD = [
    ("S1", "note", "customer_checkin", "식사는 제대로 했는데 스쿼트 세트 끝나고 어지러웠어요"),
    ("S1", "note", "customer_checkin", "세트 사이 약 3분 쉬었는데도 계속 어지러웠어요"),
    ("S1", "note", "customer_checkin", "감기약 먹고 나서 운동하는데 어지러웠어요"),
    (
        "S1",
        "operator_note",
        "trainer_session",
        "회원님 식사 후 오셨고 데드 중 어지럼 호소해서 중단",
    ),
    ("S1", "note", "customer_checkin", "생리 끝났는데도 어지러워서 중간에 쉬었어요"),
    ("S4", "note", "customer_checkin", "사흘 내리 굶었더니 계단에서 어지럽더라고요"),
]
LEAD_1207_DIZZY_CAUSE_UNHELD_CLEARED = [
    ("note", "customer_checkin", "술 약속 있어서 오늘은 가볍게만 했어요 어지러움은 없었어요"),
    ("note", "customer_checkin", "약 한 시간 동안 방이 어지러워서 정리했어요"),
    ("note", "customer_checkin", "어머니가 약 드시고 어지러워하셔서 병원 모시고 다녀왔어요"),
]


def test_lead_1207_a_cause_word_alone_clears_no_dizziness():
    held, cleared = LEAD_1207_DIZZY_CAUSE_UNHELD_HELD, LEAD_1207_DIZZY_CAUSE_UNHELD_CLEARED
    assert _pinned_pair(held, cleared) == ([], [])
    assert _written_count(held, cleared) == 0
