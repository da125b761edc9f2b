"""Round 88 (ADR 0084): the classes read from fresh97-tune's errors."""

from __future__ import annotations

from tests.checkin.test_safety_reading import _pinned_pair, _written_count

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
