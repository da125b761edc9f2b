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


# fresh93-0057 ("굶주린 하이에나처럼 저녁 먹음") was held S4: 굶주리 was read as the customer
# going without food. A starving creature or person in a simile, an eating word after it, is how
# heartily the customer ate; a fast said elsewhere in the text, or a simile with no eating after
# it, stays held.
ROUND_85_SIMILE_HELD = [
    ("S4", "note", "customer_checkin", "요즘 하루 종일 굶어요 굶주린 늑대처럼 배고파"),
    ("S4", "note", "customer_checkin", "며칠 굶은 사람처럼 어지러워요 요즘 거의 안 먹어서"),
    ("S4", "note", "customer_checkin", "어제부터 쫄쫄 굶는 중인데 굶주린 사람처럼 보인대요"),
    ("S4", "note", "customer_checkin", "굶주린 하이에나처럼 먹고 나서 일부러 다 게워냈어요"),
]
ROUND_85_SIMILE_CLEARED = [
    ("note", "customer_checkin", "굶주린 하이에나처럼 점심 먹음ㅋㅋ"),
    ("note", "customer_checkin", "운동 끝나고 굶주린 늑대마냥 밥 두 공기 먹었어요"),
    ("note", "customer_checkin", "하체 끝나고 굶은 사람처럼 밥 먹었어요ㅋㅋ"),
    ("note", "customer_checkin", "굶주린 곰처럼 아침 먹고 출근"),
]


def test_round_85_a_starving_simile_of_eating_is_a_hearty_meal():
    held, cleared = ROUND_85_SIMILE_HELD, ROUND_85_SIMILE_CLEARED
    assert _pinned_pair(held, cleared) == ([], [])
    assert _written_count(held, cleared) == 0


def test_round_85_a_fast_beside_a_starving_simile_stays_held():
    for code, field, flow, text in ROUND_85_SIMILE_HELD:
        assert code in _rule_codes(text, field, flow)


# fresh92-0111 ("쓰러질 뻔할 정도로 바빴어요ㅋㅋ 병동 풀베드") was held S1 as a faint: the faint
# word was only the measure of how busy the customer was, as fresh57-0014's "죽을 만큼 바빠요".
# A faint or its signs said anywhere in the text, or a faint feared from training, stays held.
ROUND_85_BUSY_HELD = [
    ("S1", "note", "customer_checkin", "쓰러질 정도로 바빴는데 진짜 어지러워서 잠깐 앉았어요"),
    ("S1", "note", "customer_checkin", "어제 쓰러질 뻔했어요 눈앞이 하얘지면서"),
    ("S1", "note", "customer_checkin", "쓰러질 만큼 바빴고 결국 퇴근길에 쓰러졌어요"),
    ("S1", "note", "customer_checkin", "요즘 운동하다 쓰러질 것 같아요"),
]
ROUND_85_BUSY_CLEARED = [
    ("note", "customer_checkin", "쓰러질 정도로 바빴어요 이번주 ㅠ"),
    ("note", "customer_checkin", "기절할 만큼 정신없는 하루였음ㅋㅋ"),
    ("note", "customer_checkin", "쓰러질 지경으로 바빴던 한 주였어요ㅋㅋ"),
    ("note", "customer_checkin", "이번주 기절할 정도로 바빠서 운동 못감"),
]


def test_round_85_a_faint_as_the_measure_of_busyness_is_the_idiom():
    held, cleared = ROUND_85_BUSY_HELD, ROUND_85_BUSY_CLEARED
    assert _pinned_pair(held, cleared) == ([], [])
    assert _written_count(held, cleared) == 0


def test_round_85_a_real_faint_beside_busyness_stays_held():
    for code, field, flow, text in ROUND_85_BUSY_HELD:
        assert code in _rule_codes(text, field, flow)
