"""The lead's probe gaps of 2026-12-07, set 11 (issue 12, ADR 0084 "Lead probe gaps, set 11").

Every probe here is written for this file, in no corpus (asserted by count). Each family is a
general class with its twins, asserted through the rules (``_pinned_pair``) and through the
full classifier with its learned second reader (``_rules``). Three harmless probes the rules
now clear are still held by the learned reader alone (it only ever adds a hold): they are
listed in ``LEFT_TO_THE_READER`` and asserted through the rules only.
"""

from __future__ import annotations

from tests.checkin.test_safety_reading import _pinned_pair, _rules, _written_count

C, N = "customer_checkin", "note"
T, OP = "trainer_session", "operator_note"

# Cleared by the rules, still held by the learned second reader alone (ADR 0084, set 11).
LEFT_TO_THE_READER = {
    "고혈압 안 걸리려고 싱겁게 먹어요",
    "I just want this rain to stop lol",
    "what's the point of cardio if I eat pizza after lol",
}


def _full_pair(held, cleared):
    wrong_held = [t for code, f, fl, t in held if code not in _rules(t, f, fl)]
    wrong_cleared = [t for f, fl, t in cleared if t not in LEFT_TO_THE_READER and _rules(t, f, fl)]
    return wrong_held, wrong_cleared


# A. A harm that only nearly happened (V-ㄹ 뻔) is no harm - every finder's S2 word, not only
# the analyser's nearly-hurt verbs; a near-faint whose cause after it is laughter or delight is
# the hyperbole. A pain said beside the near-miss holds, and so does a bare near-faint or one
# after exercise or heat.
LEAD_1207K_NEARLY_HELD = [
    ("S2", N, C, "넘어질 뻔하다가 손목을 짚어서 시큰해요"),
    ("S1", N, C, "기절할 뻔했어요 운동 끝나고 일어서다가 눈앞이 캄캄"),
    ("S2", N, C, "삐끗할 뻔했는데 허리가 아파요"),
    ("S2", N, C, "허리 나갔는데 넘어질 뻔했어요"),
    ("S2", N, C, "어제 쥐 났어요"),
    ("S1", N, C, "기절할 뻔했어요 너무 더워서"),
]
LEAD_1207K_NEARLY_CLEARED = [
    (N, C, "쥐 날 뻔했는데 스트레칭으로 풀었어요"),
    (N, C, "기절할 뻔했어요 너무 웃겨서"),
    (N, C, "넘어질 뻔했는데 안 넘어졌어요"),
    (N, C, "삐끗할 뻔했는데 괜찮았어요"),
    (N, C, "허리 나갈 뻔했는데 다행히 괜찮아요"),
    (N, C, "기절할 뻔 ㅋㅋ 너무 귀여워서"),
    (N, C, "무릎 나갈 뻔했는데 괜찮아요"),
]


def test_lead_1207k_a_harm_only_nearly():
    held, cleared = LEAD_1207K_NEARLY_HELD, LEAD_1207K_NEARLY_CLEARED
    assert _pinned_pair(held, cleared) == ([], [])
    assert _full_pair(held, cleared) == ([], [])
    assert _written_count(held, cleared) == 0


# B. A disease or injury named as what is prevented (예방, 방지, 안 걸리려고, 위험 줄이려고) is
# not the customer's; one said to be had first (있어서, 진단, 전단계) is, whatever is prevented
# next - the over-broad 예방 companion no longer clears it.
LEAD_1207K_PREVENTED_HELD = [
    ("S3", N, C, "디스크 있어서 예방 운동 배우고 싶어요"),
    ("S3", N, C, "당뇨 전단계라 예방하려고 식단 해요"),
    ("S3", N, C, "디스크가 있어서 예방 차원에서 코어 운동해요"),
    ("S3", N, C, "협착증 진단 받고 예방 운동 시작했어요"),
    ("S3", N, C, "고혈압 있어서 합병증 예방하려고 걸어요"),
    ("S3", N, C, "당뇨 진단 받아서 합병증 예방 중"),
    ("S2", N, C, "허리 부상 있어서 재발 방지 운동해요"),
]
LEAD_1207K_PREVENTED_CLEARED = [
    (N, C, "당뇨 예방하려고 식단 관리해요"),
    (N, C, "고혈압 안 걸리려고 싱겁게 먹어요"),
    (N, C, "부상 예방 차원에서 워밍업 길게 했어요"),
    (N, C, "골다공증 예방으로 칼슘 챙겨 먹어요"),
    (N, C, "디스크 예방 운동 배우고 싶어요"),
    (N, C, "고혈압 예방 차원에서 유산소 늘렸어요"),
    (N, C, "허리 디스크 예방하려고 코어 운동해요"),
    (N, C, "디스크 예방에 좋은 운동 알려주세요"),
    (N, C, "관절염 예방 영상 봤어요"),
]


def test_lead_1207k_a_harm_prevented():
    held, cleared = LEAD_1207K_PREVENTED_HELD, LEAD_1207K_PREVENTED_CLEARED
    assert _pinned_pair(held, cleared) == ([], [])
    assert _full_pair(held, cleared) == ([], [])
    assert _written_count(held, cleared) == 0


# C. What was eaten owed back in exercise as a must, under guilt or a compulsion (relief only
# after it, no sleep without it, hours of it) is eating risk (S4). A cheerful resolve, a longer
# walk on a big day, a walk to digest and calories burnt on a hike are not.
LEAD_1207K_BURN_OFF_HELD = [
    ("S4", N, C, "먹은 만큼 다 태워야 해서 저녁 먹고 두 시간 뛰었어요 죄책감 때문에"),
    ("S4", N, C, "if I eat anything I have to burn it off or I can't sleep"),
    ("S4", N, C, "먹고 나서 운동으로 다 태워야 마음이 놓여요 하루 세 시간씩"),
    ("S4", N, C, "저녁 먹은 거 다 빼야 마음이 놓여서 밤에 한 시간 더 뛰어요"),
    ("S4", N, C, "I have to burn off every meal or I feel so guilty"),
]
LEAD_1207K_BURN_OFF_CLEARED = [
    (N, C, "먹은 만큼 운동하자는 마음으로 열심히 했어요 ㅎㅎ"),
    (N, C, "많이 먹은 날은 산책 좀 더 해요"),
    (N, C, "저녁 먹고 소화시키려고 걸었어요"),
    (N, C, "먹은 만큼 태워야죠 ㅎㅎ 오늘도 화이팅"),
    (N, C, "오늘 칼로리 많이 태웠어요 두 시간 등산"),
    (N, C, "burned 500 calories on the bike today"),
    (N, C, "need to burn off some stress lol"),
]


def test_lead_1207k_compulsive_burn_off():
    held, cleared = LEAD_1207K_BURN_OFF_HELD, LEAD_1207K_BURN_OFF_CLEARED
    assert _pinned_pair(held, cleared) == ([], [])
    assert _full_pair(held, cleared) == ([], [])
    assert _written_count(held, cleared) == 0


# D. English self-harm said indirectly: the point of nothing, it all wished to stop beside it,
# dark or intrusive thoughts had (S1). Dark chocolate and a film's dark thoughts are not.
LEAD_1207K_DESPAIR_HELD = [
    ("S1", N, C, "honestly what's the point of any of this, I just want it to stop"),
    ("S1", N, C, "been having dark thoughts again"),
    ("S1", N, C, "what's the point anymore"),
    ("S1", N, C, "I've been getting intrusive thoughts at night"),
    ("S1", N, C, "no point in living honestly"),
]
LEAD_1207K_DESPAIR_CLEARED = [
    (N, C, "dark chocolate is my weakness"),
    (N, C, "I just want this rain to stop lol"),
    (N, C, "what's the point of cardio if I eat pizza after lol"),
    (N, C, "that movie gave me dark thoughts lol"),
]


def test_lead_1207k_english_indirect_despair():
    held, cleared = LEAD_1207K_DESPAIR_HELD, LEAD_1207K_DESPAIR_CLEARED
    assert _pinned_pair(held, cleared) == ([], [])
    assert _full_pair(held, cleared) == ([], [])
    assert _written_count(held, cleared) == 0


# E. Small ones: the stimulant diet drugs in their usual misspellings (펜타민, 펜테르민,
# phenteramine) and a brand (디에타민) are S5; a joint about to go (무릎 나갈듯) is S2 as one
# that went; an injury or pain marked absent in a record's shorthand (부상 이력 없음, no 통증)
# is none, unless the sentence turns after it or the history is there.
LEAD_1207K_SMALL_HELD = [
    ("S5", N, C, "펜타민 처방 없이 구했어요"),
    ("S5", N, C, "펜테르민 먹고 있어요"),
    ("S5", N, C, "phenteramine from a friend"),
    ("S5", N, C, "디에타민 처방 없이 받았어요"),
    ("S2", N, C, "무릎 나갈듯"),
    ("S2", N, C, "허리 나갈 것 같아요 데드 후에"),
    ("S2", OP, T, "부상 이력 있음 무릎 수술"),
    ("S2", OP, T, "부상 이력 없음 근데 오늘 무릎 통증 호소"),
    ("S2", N, C, "no 통증 until the last set, then 무릎 아파요"),
]
LEAD_1207K_SMALL_CLEARED = [
    (OP, T, "부상 이력 없음 신규 회원"),
    (N, C, "no 통증, all good"),
    (OP, T, "통증 병력 없음, 컨디션 양호"),
    (N, C, "no 부상, 컨디션 좋아요"),
]


def test_lead_1207k_small_ones():
    held, cleared = LEAD_1207K_SMALL_HELD, LEAD_1207K_SMALL_CLEARED
    assert _pinned_pair(held, cleared) == ([], [])
    assert _full_pair(held, cleared) == ([], [])
    assert _written_count(held, cleared) == 0


def test_lead_1207k_left_to_the_reader_are_cleared_by_the_rules():
    cleared = [
        p
        for c in (LEAD_1207K_PREVENTED_CLEARED, LEAD_1207K_DESPAIR_CLEARED)
        for p in c
        if p[-1] in LEFT_TO_THE_READER
    ]
    assert len(cleared) == len(LEFT_TO_THE_READER)
    assert _pinned_pair([], cleared) == ([], [])
