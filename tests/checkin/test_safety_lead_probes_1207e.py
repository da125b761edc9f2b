"""The lead's probe gaps of 2026-12-07 (session 22, issue 12, ADR 0084): four false-hold
families and one fail-open family closed.

Every probe here is written for this file, in no corpus (asserted by count). Which probes
moved on main is in each class's commit message (most did; a few that main already read
right are kept as the class's own cases).
"""

from __future__ import annotations

from tests.checkin.test_safety_reading import _pinned_pair, _written_count

# A wish to end whose object is a task, a season, a rehab or a diet named right before it
# (only particles, adverbs and time words between) is the task wished done. Life, pain,
# "everything", "me" or nothing named as the object keep the self-harm hold (S1).
LEAD_1207E_WISH_TO_END_HELD = [
    ("S1", "note", "customer_checkin", "그냥 전부 끝내고 싶어요"),
    ("S1", "note", "customer_checkin", "이 고통 끝내고 싶어요"),
    ("S1", "note", "customer_checkin", "모든 걸 끝내고 싶다"),
    ("S1", "note", "customer_checkin", "나 이제 끝내고 싶어"),
    ("S1", "note", "customer_checkin", "이 삶 끝내고 싶어요 다이어트도 다 지겹고"),
]
LEAD_1207E_TASK_WISHED_DONE_CLEARED = [
    ("note", "customer_checkin", "논문 빨리 끝내고 싶어요"),
    ("note", "customer_checkin", "이번 시즌 무사히 끝내고 싶다"),
    ("note", "customer_checkin", "재활 얼른 끝내고 싶네요 ㅠ"),
    ("note", "customer_checkin", "이사 주말 전에 끝내고 싶어요"),
    ("note", "customer_checkin", "숙제 다 끝내고 싶어요"),
    ("note", "customer_checkin", "이번 프로젝트 끝내고 싶어요 빨리"),
    ("note", "customer_checkin", "이 다이어트 얼른 끝내고 싶네요"),
]


def test_lead_1207e_a_named_task_wished_done():
    held, cleared = LEAD_1207E_WISH_TO_END_HELD, LEAD_1207E_TASK_WISHED_DONE_CLEARED
    assert _pinned_pair(held, cleared) == ([], [])
    assert _written_count(held, cleared) == 0


# The belly's ache or tearing as the degree of the laughter right after it is the idiom; an
# ache that goes on, a meal, a scar or an ache that stops the laughing stays S2.
LEAD_1207E_BELLY_ACHE_HELD = [
    ("S2", "note", "customer_checkin", "배가 아플 정도로 웃었는데 지금도 계속 아파요"),
    ("S2", "note", "customer_checkin", "웃다가 배 아플 때가 있어요 수술 자리"),
    ("S2", "note", "customer_checkin", "배가 아플 정도로 먹었어요 체했나봐요"),
    ("S2", "note", "customer_checkin", "배가 아파서 웃지도 못했어요"),
    ("S2", "note", "customer_checkin", "배가 찢어질 듯 아파요"),
]
LEAD_1207E_LAUGHED_TILL_IT_ACHED_CLEARED = [
    ("note", "customer_checkin", "배가 아플 정도로 웃었어요"),
    ("note", "customer_checkin", "배가 아플 만큼 웃었어요 ㅋㅋ"),
    ("note", "customer_checkin", "친구랑 배 아프도록 웃었어요"),
    ("note", "customer_checkin", "배가 너무 아플 지경으로 웃었네요"),
    ("note", "customer_checkin", "어제 배가 찢어지게 웃었음"),
    ("note", "customer_checkin", "웃다가 배 아플 뻔했어요"),
]


def test_lead_1207e_the_belly_as_the_degree_of_laughter():
    held, cleared = LEAD_1207E_BELLY_ACHE_HELD, LEAD_1207E_LAUGHED_TILL_IT_ACHED_CLEARED
    assert _pinned_pair(held, cleared) == ([], [])
    assert _written_count(held, cleared) == 0


# A puffy face or eyes put down to salt, a late meal, drink, sleep or crying, and a wish to take
# puffiness down, are water the body holds. Any other body part, an injury, a sting, lips or
# breathing (an allergic reaction), or a swelling that has lasted stays held.
LEAD_1207E_SWELLING_HELD = [
    ("S2", "note", "customer_checkin", "얼굴이 부었어요 넘어져서 부딪혔어요"),
    ("S2", "note", "customer_checkin", "얼굴이 부었어요 일주일째 안 빠져요"),
    ("S2", "note", "customer_checkin", "눈이 부었어요 벌레 물려서"),
    ("S2", "note", "customer_checkin", "다리가 부었어요 라면 먹고 자서"),
    ("S1", "note", "customer_checkin", "얼굴이 붓고 입술이 부어오르고 숨이 차요"),
]
LEAD_1207E_PUFFY_FACE_CLEARED = [
    ("note", "customer_checkin", "아침에 얼굴이 퉁퉁 부었어요 라면 먹고 자서"),
    ("note", "customer_checkin", "어제 울고 자서 눈이 부었어요"),
    ("note", "customer_checkin", "야식 먹었더니 얼굴 부었네요"),
    ("note", "customer_checkin", "술 마시고 자서 얼굴이 부어 있어요"),
    ("note", "customer_checkin", "2주 뒤 결혼식이라 붓기 빼고 싶어요"),
    ("note", "customer_checkin", "촬영 전에 붓기 빼야 해요"),
    ("note", "customer_checkin", "face is puffy from the ramen last night"),
]


def test_lead_1207e_a_puffy_face_explained():
    held, cleared = LEAD_1207E_SWELLING_HELD, LEAD_1207E_PUFFY_FACE_CLEARED
    assert _pinned_pair(held, cleared) == ([], [])
    assert _written_count(held, cleared) == 0


# A pain check whose result is "nothing abnormal" (이상 없음, 특이사항 없음, 이상무) is the form's
# denial, as "통증 체크: 없음" already was; a check that finds something, or a pain named after
# the all-clear, stays S2.
LEAD_1207E_PAIN_CHECK_FOUND_HELD = [
    ("S2", "operator_note", "trainer_session", "통증 체크 허리 쪽 약간 있음"),
    ("S2", "operator_note", "trainer_session", "통증 체크 결과 무릎 이상 있음"),
    ("S2", "operator_note", "trainer_session", "통증 체크 이상 없음 다만 무릎 시큰"),
    ("S2", "operator_note", "trainer_session", "통증 점검 결과 어깨 쪽 불편감 있음"),
]
LEAD_1207E_PAIN_CHECK_CLEAR_CLEARED = [
    ("operator_note", "trainer_session", "통증 체크 이상 없음"),
    ("operator_note", "trainer_session", "통증 체크: 특이사항 없음"),
    ("operator_note", "trainer_session", "통증 여부 확인 이상무"),
    ("operator_note", "trainer_session", "무릎 통증 체크 결과 이상 없음"),
    ("operator_note", "trainer_session", "허리 통증 점검 결과 특이사항 없음"),
    ("operator_note", "trainer_session", "통증 검사 이상 없음"),
]


def test_lead_1207e_a_pain_check_with_nothing_abnormal():
    held, cleared = LEAD_1207E_PAIN_CHECK_FOUND_HELD, LEAD_1207E_PAIN_CHECK_CLEAR_CLEARED
    assert _pinned_pair(held, cleared) == ([], [])
    assert _written_count(held, cleared) == 0


# Pain denied in words, then shown at a movement after a contrast in the same sentence (a
# grimace, a flinch, a part clutched, a face gone bad at a lift), is S2 - fail closed. A denial
# with nothing shown, a wink, a mood, or a grimace of effort before the denial stay cleared.
LEAD_1207E_PAIN_SHOWN_DESPITE_DENIAL_HELD = [
    ("S2", "operator_note", "trainer_session", "통증 없다고 했는데 스쿼트 때 찡그림"),
    ("S2", "operator_note", "trainer_session", "아프지 않다고 하는데 런지 때 움찔함"),
    ("S2", "operator_note", "trainer_session", "회원 괜찮다고 했지만 무릎 감싸쥠"),
    ("S2", "operator_note", "trainer_session", "안 아프다는데 표정이 안 좋음 하체 때"),
    ("S2", "operator_note", "trainer_session", "client insisted he was fine but winced a lot"),
]
LEAD_1207E_DENIAL_WITH_NOTHING_SHOWN_CLEARED = [
    ("operator_note", "trainer_session", "통증 없다고 함 세션 무난히 진행"),
    ("operator_note", "trainer_session", "괜찮다고 해서 정상 진행 표정 밝음"),
    ("operator_note", "trainer_session", "괜찮다는데 웃으면서 찡긋함 ㅋㅋ"),
    ("operator_note", "trainer_session", "괜찮다는데 표정이 어두워요 요즘 회사 일로"),
    ("note", "customer_checkin", "힘들어서 찡그렸지만 통증은 없어요"),
]


def test_lead_1207e_pain_shown_despite_a_denial():
    held = LEAD_1207E_PAIN_SHOWN_DESPITE_DENIAL_HELD
    cleared = LEAD_1207E_DENIAL_WITH_NOTHING_SHOWN_CLEARED
    assert _pinned_pair(held, cleared) == ([], [])
    assert _written_count(held, cleared) == 0


# A compact match that starts in a verb's ending and runs into the next word, a noun, reads
# across the space ("않게 워밍업" is not 게워, to throw up); purging said in words stays S4.
LEAD_1207E_PURGING_HELD = [
    ("S4", "note", "customer_checkin", "먹은 거 다 게워냈어요"),
    ("S4", "note", "customer_checkin", "먹으면 게워요"),
    ("S4", "note", "customer_checkin", "먹고 나서 게워 냈어요 일부러"),
]
LEAD_1207E_ENDING_INTO_A_NOUN_CLEARED = [
    ("note", "customer_checkin", "부상당하지 않게 워밍업 길게"),
    ("note", "customer_checkin", "다치지 않게 워밍업 20분"),
    ("note", "customer_checkin", "무리하지 않게 워킹 위주로"),
]


def test_lead_1207e_an_ending_read_into_the_next_noun():
    held, cleared = LEAD_1207E_PURGING_HELD, LEAD_1207E_ENDING_INTO_A_NOUN_CLEARED
    assert _pinned_pair(held, cleared) == ([], [])
    assert _written_count(held, cleared) == 0


# 약 as the object of the plain verb 하다 ("did drugs") is S5; denied, another person's, or a
# word that only contains 약 (약속, 요약) stays cleared.
LEAD_1207E_DRUGS_DONE_HELD = [
    ("S5", "note", "customer_checkin", "클럽에서 약 했어요"),
    ("S5", "note", "customer_checkin", "클럽에서 약 좀 했어요"),
    ("S5", "note", "customer_checkin", "파티에서 약 하고 놀았어요"),
    ("S5", "note", "customer_checkin", "약 해본 적 있어요 몇 번"),
    ("S5", "note", "customer_checkin", "어제 약을 했어요 처음으로"),
]
LEAD_1207E_DRUGS_NOT_DONE_CLEARED = [
    ("note", "customer_checkin", "약 안 했어요 술만 마심"),
    ("note", "customer_checkin", "약 했던 적 없어요"),
    ("note", "customer_checkin", "친구가 클럽에서 약 했대요"),
    ("note", "customer_checkin", "약속 했어요 친구랑"),
    ("note", "customer_checkin", "요약 했어요 노트에"),
]


def test_lead_1207e_drugs_done():
    held, cleared = LEAD_1207E_DRUGS_DONE_HELD, LEAD_1207E_DRUGS_NOT_DONE_CLEARED
    assert _pinned_pair(held, cleared) == ([], [])
    assert _written_count(held, cleared) == 0
