"""Round 83 (ADR 0084): the classes read from fresh89-tune and fresh90-tune's errors."""

from __future__ import annotations

from tests.checkin.test_safety_reading import _pinned_pair, _rule_codes, _written_count

# fresh89-0007 (a department head's gout seen at a work dinner) and fresh89-0063 (a member's
# wife's thyroid disease) were held S3: Kiwi reads the subject particle 이 after an honorific
# person word as a determiner (부장 + 님 + 이/MM) or a copula (와이프 + 분 + 이/VCP), so the other
# person was no subject. 이 touching 님 or 분 and ending its word is the subject particle; the
# customer's own disease, said after 제가 / 저, stays held.
ROUND_83_MISREAD_SUBJECT_HELD = [
    ("S3", "note", "customer_checkin", "사장님이 보시기엔 제가 통풍 있어서 맥주 못 마셔요"),
    ("S3", "note", "customer_checkin", "과장님이 걱정하셨는데 저 통풍 있어요"),
    ("S3", "note", "customer_checkin", "부장님이 그러는데 제가 고혈압 있대요"),
    ("S3", "note", "customer_checkin", "와이프분이 아는데 저 갑상선 질환 있어요"),
]
ROUND_83_MISREAD_SUBJECT_CLEARED = [
    ("note", "customer_checkin", "사장님이 통풍 있으셔서 회식 메뉴 바꿨어요"),
    ("note", "customer_checkin", "과장님이 통풍 있으셔서 맥주 대신 소주 마셨어요"),
    ("note", "customer_checkin", "이모부님이 통풍 있으셔서 명절 음식 싱겁게 했어요"),
    ("note", "customer_checkin", "친구 와이프분이 갑상선 질환 있어서 같이 저염식 해요"),
]


def test_round_83_a_subject_particle_read_as_a_determiner_or_copula_names_another_person():
    held, cleared = ROUND_83_MISREAD_SUBJECT_HELD, ROUND_83_MISREAD_SUBJECT_CLEARED
    assert _pinned_pair(held, cleared) == ([], [])
    assert _written_count(held, cleared) == 0


def test_round_83_the_customers_own_disease_after_the_other_person_stays_held():
    for code, field, flow, text in ROUND_83_MISREAD_SUBJECT_HELD:
        assert code in _rule_codes(text, field, flow)


# fresh90-0159 (a teaching assistant's job and a thesis leaving no time to breathe, laughed at)
# was held S1: 숨 쉴 틈도 없어요 was read as breath that cannot be drawn. 숨 쉴 / 숨 돌릴 with a
# gap of time (틈, 새, 겨를, 시간, 여유) that there is none of is the idiom "too busy to
# breathe"; a real sign of the breath or the chest in the same sentence keeps the S1.
ROUND_83_NO_TIME_TO_BREATHE_HELD = [
    ("S1", "note", "customer_checkin", "숨 쉴 틈이 없을 만큼 가슴이 답답해요"),
    ("S1", "note", "customer_checkin", "계단 오르는데 숨 쉴 틈도 없이 헐떡였어요"),
    ("S1", "note", "customer_checkin", "인터벌 하다가 숨이 차서 숨 쉴 틈이 안 나요"),
    ("S1", "note", "customer_checkin", "숨 쉴 틈도 없이 호흡이 가빠져요"),
]
ROUND_83_NO_TIME_TO_BREATHE_CLEARED = [
    ("note", "customer_checkin", "시험기간이라 숨 쉴 틈이 없네요"),
    ("note", "customer_checkin", "알바 두 개 하느라 숨 쉴 겨를도 없어요"),
    ("note", "customer_checkin", "발표 준비로 숨 쉴 여유가 없어요ㅠ"),
    ("note", "customer_checkin", "야근이 이어져서 숨 쉴 시간이 없어요"),
]


def test_round_83_no_time_to_breathe_is_an_idiom_of_busyness():
    held, cleared = ROUND_83_NO_TIME_TO_BREATHE_HELD, ROUND_83_NO_TIME_TO_BREATHE_CLEARED
    assert _pinned_pair(held, cleared) == ([], [])
    assert _written_count(held, cleared) == 0


# fresh89-0067 (a blind date's diabetes, the customer eating well) was held S3: 상대 (the other
# party - a blind date, an opponent, a sparring partner) was no word for another person. 상대 and
# 상대방 join the words for others; the customer's own condition said after 제가 / 저도, 상대적으로
# (relatively) and a disease of the customer's caused by the other party stay held.
ROUND_83_OTHER_PARTY_HELD = [
    ("S3", "note", "customer_checkin", "상대가 당뇨라는데 제가 혈당이 높아요"),
    ("S3", "note", "customer_checkin", "저도 당뇨 있는데 상대도 당뇨래요"),
    ("S3", "note", "customer_checkin", "상대방 때문에 스트레스 받아서 위염 도졌어요"),
    ("S2", "note", "customer_checkin", "상대적으로 허리 통증이 덜해요"),
]
ROUND_83_OTHER_PARTY_CLEARED = [
    ("note", "customer_checkin", "썸 타는 상대가 고혈압이라 짜게 못 먹는대요"),
    ("note", "customer_checkin", "상대방이 천식이 있어서 향수 안 뿌렸어요"),
    ("note", "customer_checkin", "스파링 상대가 어깨 탈구돼서 쉬었어요"),
    ("note", "customer_checkin", "소개팅 상대가 통풍 있다고 해서 횟집 갔어요"),
]


def test_round_83_the_other_party_is_another_person():
    held, cleared = ROUND_83_OTHER_PARTY_HELD, ROUND_83_OTHER_PARTY_CLEARED
    assert _pinned_pair(held, cleared) == ([], [])
    assert _written_count(held, cleared) == 0


# Found by round 83's probing, in no corpus: "숨 쉴 틈 없이 숨이 가빠요" was cleared. Two
# things let the busy idiom swallow a real sign: the breathing cue's idiom companions 바쁘 / 없이
# cancelled any 숨 within its window, also a second 숨 that a sign follows; and the idiom's own
# sign check took no word between 숨이 and the sign (숨이 너무 가빠요). Now the companions cancel
# only a breath word with no sign straight after it, and one word may stand between.
ROUND_83_BUSY_THEN_BREATHLESS_HELD = [
    ("S1", "note", "customer_checkin", "숨 쉴 틈 없이 숨이 가빠요"),
    ("S1", "note", "customer_checkin", "숨 쉴 틈 없이 바빴는데 오늘은 숨이 너무 가빠요"),
    ("S1", "note", "customer_checkin", "숨 쉴 틈도 없이 뛰었더니 숨이 좀 막혀요"),
    ("S1", "note", "customer_checkin", "정신없이 바빴는데 숨이 계속 차요"),
]
ROUND_83_BUSY_THEN_BREATHLESS_CLEARED = [
    ("note", "customer_checkin", "숨 쉴 틈 없이 바빠서 막 뛰어다녔어요"),
    ("note", "customer_checkin", "숨 돌릴 틈 없이 바쁜 하루였어요"),
    ("note", "customer_checkin", "숨 쉴 새 없이 바쁜데 숨 고를 시간도 없네요"),
    ("note", "customer_checkin", "바빠서 숨 돌릴 새도 없어요"),
]


def test_round_83_breathlessness_told_after_the_busy_idiom_is_held():
    held, cleared = ROUND_83_BUSY_THEN_BREATHLESS_HELD, ROUND_83_BUSY_THEN_BREATHLESS_CLEARED
    assert _pinned_pair(held, cleared) == ([], [])
    assert _written_count(held, cleared) == 0
