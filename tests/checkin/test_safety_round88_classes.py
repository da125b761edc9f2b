"""Round 88 (ADR 0084): the classes read from fresh97-tune's errors."""

from __future__ import annotations

from tests.checkin.test_safety_reading import _pinned_pair, _rule_codes, _written_count

# fresh97-0075 ("병원 갔더니 쯔쯔가무시래요. 항생제 먹는 중") was held S5 for the antibiotic but
# not S3: the lexicon had no name for the infections of field, farm and water work. Named by the
# clinic or had, they are a current disease; guarded against or tested negative, they are not.
ROUND_88_FIELD_INFECTIONS_HELD = [
    ("S3", "note", "customer_checkin", "밭일하고 나서 쯔쯔가무시 걸려서 요즘 쉬는 중"),
    ("S3", "note", "customer_checkin", "논에서 일하다 렙토스피라 걸렸대요 저요"),
    ("S3", "note", "customer_checkin", "got scrub typhus after the harvest, resting"),
    ("S3", "note", "customer_checkin", "브루셀라 때문에 열이 오락가락해요"),
]
ROUND_88_FIELD_INFECTIONS_CLEARED = [
    ("note", "customer_checkin", "쯔쯔가무시 예방하려고 긴팔 입고 밭에 나가요"),
    ("note", "customer_checkin", "쯔쯔가무시 조심하라고 해서 장화 신었어요"),
    ("note", "customer_checkin", "진드기 물렸는데 쯔쯔가무시 검사는 음성이래요"),
    ("note", "customer_checkin", "진드기 기피제 뿌리고 고추밭 다녀옴"),
]


def test_round_88_an_infection_of_field_work_named_is_a_condition():
    held, cleared = ROUND_88_FIELD_INFECTIONS_HELD, ROUND_88_FIELD_INFECTIONS_CLEARED
    assert _pinned_pair(held, cleared) == ([], [])
    assert _written_count(held, cleared) == 0


# fresh97-0105 ("옆집 할머니 심정지로 쓰러지셨대요ㅠㅠ 저는 괜찮은데") and -0117 ("이장님이 줄다리기
# 하시다 쓰러지셔서 119 불렀어요") were held S1: a faint in the honorific after another person is
# named is that person's. The member named (a trainer honours the member too), the customer's own
# faint, or the customer's own dizziness beside it, stays held.
ROUND_88_ANOTHERS_FAINT_HELD = [
    ("S1", "operator_note", "trainer_session", "회원님이 운동 중 쓰러지셨어요. 119 호출"),
    ("S1", "note", "customer_checkin", "사장님이 더위 먹고 쓰러지셨어요 저도 좀 어지럽네요"),
    ("S1", "note", "customer_checkin", "할머니 댁에서 밭일하다가 제가 쓰러졌어요"),
    ("S1", "note", "customer_checkin", "아버지 병문안 갔다가 제가 기절했어요"),
]
ROUND_88_ANOTHERS_FAINT_CLEARED = [
    ("note", "customer_checkin", "옆집 할아버지 어제 논에서 쓰러지셨대요ㅠ"),
    ("note", "customer_checkin", "우리 동네 반장님이 뙤약볕에 쓰러지셔서 놀랐어요"),
    ("note", "customer_checkin", "교회 목사님이 예배 중에 쓰러지셔서 놀랐어요"),
    ("note", "customer_checkin", "윗집 할머니 더위 때문에 기절하셨대요 저는 괜찮아요"),
]


def test_round_88_anothers_faint_in_the_honorific_is_theirs():
    held, cleared = ROUND_88_ANOTHERS_FAINT_HELD, ROUND_88_ANOTHERS_FAINT_CLEARED
    assert _pinned_pair(held, cleared) == ([], [])
    assert _written_count(held, cleared) == 0


def test_round_88_the_members_faint_in_a_trainers_note_stays_held():
    text = "회원님 어제 밭일하시다 쓰러지셨대요. 오늘 운동 쉼"
    assert "S1" in _rule_codes(text, "operator_note", "trainer_session")


# fresh92-0077 ("손바닥 다 까져서 쓰라림", left by round 85) was not held: 까졌 was an injury but
# 까져 was not, and a sting (쓰라리다) was no pain. Skin scraped off a body part and a stinging
# hand are S2; a sore heart (마음이 쓰라려) and a peel that comes off (귤 껍질) are not.
ROUND_88_SCRAPED_AND_STINGING_HELD = [
    ("S2", "note", "customer_checkin", "암벽 타고 손끝이 쓰라려요ㅠ"),
    ("S2", "note", "customer_checkin", "턱걸이 많이 해서 손바닥 쓰라림ㅋㅋ"),
    ("S2", "note", "customer_checkin", "바벨 꽉 잡다가 손바닥 까져버림"),
    ("S2", "note", "customer_checkin", "케틀벨 스윙 하다 손바닥이 쓰라렸어요"),
]
ROUND_88_SCRAPED_AND_STINGING_CLEARED = [
    ("note", "customer_checkin", "귤 껍질 잘 까져서 좋아요"),
    ("note", "customer_checkin", "헤어져서 마음이 쓰라려요"),
    ("note", "customer_checkin", "그 영화 보고 맘이 쓰라렸어요"),
    ("note", "customer_checkin", "오늘 하체 하고 기분 좋아요"),
]


def test_round_88_scraped_skin_and_a_sting_are_an_injury():
    held, cleared = ROUND_88_SCRAPED_AND_STINGING_HELD, ROUND_88_SCRAPED_AND_STINGING_CLEARED
    assert _pinned_pair(held, cleared) == ([], [])
    assert _written_count(held, cleared) == 0
