"""Round 85 (ADR 0084): the classes read from fresh92-tune's and fresh93-tune's errors."""

from __future__ import annotations

from tests.checkin.test_safety_reading import _pinned_pair, _rule_codes, _written_count

# fresh92-0061 ("CPR 교육 받느라 가슴압박 백번 넘게 함") was held S1 and S2: 가슴 beside 압박 was
# read as pressure on the customer's chest. Chest compressions are what a rescuer does in CPR,
# where the text names CPR or counts them; a pressure felt (압박감) or any other chest word said
# beside them is its own finding and stays held.
ROUND_85_COMPRESSIONS_HELD = [
    ("S1", "note", "customer_checkin", "CPR 교육 받다가 가슴이 답답하고 아팠어요"),
    ("S1", "note", "customer_checkin", "CPR 배운 날부터 가슴 압박감이 있어요"),
    ("S1", "note", "customer_checkin", "심폐소생술 실습하고 나서 가슴 통증이 계속돼요"),
    ("S1", "note", "customer_checkin", "가슴압박 30회 하다가 가슴이 찌릿했어요 CPR 교육"),
]
ROUND_85_COMPRESSIONS_CLEARED = [
    ("note", "customer_checkin", "CPR 실습 가슴압박 30회씩 다섯 세트 함ㅋㅋ"),
    ("note", "customer_checkin", "BLS 재교육 날, 마네킹 가슴압박 이백번 했어요"),
    ("note", "customer_checkin", "심폐소생술 교육에서 흉부압박 연습함 땀 뻘뻘"),
    ("note", "customer_checkin", "가슴압박 백번 했어요"),
]


def test_round_85_chest_compressions_are_a_rescuers():
    held, cleared = ROUND_85_COMPRESSIONS_HELD, ROUND_85_COMPRESSIONS_CLEARED
    assert _pinned_pair(held, cleared) == ([], [])
    assert _written_count(held, cleared) == 0


def test_round_85_a_chest_felt_beside_compressions_stays_held():
    for code, field, flow, text in ROUND_85_COMPRESSIONS_HELD:
        assert code in _rule_codes(text, field, flow)
