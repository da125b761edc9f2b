"""Round 102 (ADR 0084): what a caregiver writes in the record kept of the one cared for - a care
log (간병 일지, 돌봄 노트, 복약 기록) or a record named as another person's (엄마 건강 수첩) - is
that person's reading or condition, not the customer's (fresh106-0159; family caregivers of
elderly and sick relatives)."""

from __future__ import annotations

from tests.checkin.test_safety_reading import _pinned_pair, _written_count

# fresh106-0159 ("엄마 간병 일지에 혈당 식사량 대변 다 적어요ㅋㅋ ...", harmless) was held S3: 혈당
# is an S3 cue, and the mother named before "간병 일지에" was too far from it to own it. Only with
# the record and its 에 before the finding (at most three listed words between) and a writing
# verb after it; the customer's own marked (제 혈당, 저도), a record of no one else (건강 수첩에)
# and one's own illness diary (투병 일지) keep their holds.
ROUND_102_CARE_RECORD_HELD = [
    ("S3", "note", "customer_checkin", "엄마 간병 수첩에 제 혈당도 같이 적어두고 있어요"),
    ("S3", "note", "customer_checkin", "건강 다이어리에 혈당 매일 적어요 공복 126"),
    ("S3", "note", "customer_checkin", "투병 노트에 당뇨 수치 적으면서 버티는 중이에요"),
    ("S3", "note", "customer_checkin", "아빠 간병 일지 쓰다가 제 혈당이 높게 나와서 놀랐어요"),
    ("S3", "note", "customer_checkin", "간병 일지에 혈당 적는데 저도 당뇨 전단계래요"),
    ("S3", "operator_note", "trainer_session", "회원 본인 혈당 기록지에 공복 혈당 130대 적어옴"),
]
ROUND_102_CARE_RECORD_CLEARED = [
    ("note", "customer_checkin", "간병일지에 혈당이랑 체온 꼼꼼히 적어요"),
    ("note", "customer_checkin", "엄마 간병 수첩에 혈당 수치 매일 기록해요"),
    ("note", "customer_checkin", "시어머니 돌봄 노트에 혈당 적는 게 하루 일과예요ㅎㅎ"),
    ("note", "customer_checkin", "할머니 돌봄 기록장에 혈당이랑 소변 횟수 적어요"),
    ("note", "customer_checkin", "아버지 간병 다이어리에 당뇨 수치랑 식사량 메모해둬요"),
    ("operator_note", "trainer_session", "회원 어머니 간병 일지에 혈당 적느라 아침이 바쁘다고 함"),
]


def test_round_102_what_is_written_in_a_care_record_is_the_cared_for_persons():
    held, cleared = ROUND_102_CARE_RECORD_HELD, ROUND_102_CARE_RECORD_CLEARED
    assert _pinned_pair(held, cleared) == ([], [])
    assert _written_count(held, cleared) == 0
