"""Round 87 (ADR 0084): the classes read from fresh95-tune's and fresh96-tune's errors."""

from __future__ import annotations

from tests.checkin.test_safety_reading import _pinned_pair, _rule_codes, _written_count

# fresh96-0007 (De Quervain's named by the clinic), -0061 (placenta previa) and -0137
# (symphysis pubis dysfunction, SPD) were not held S3: the lexicon had no name for them. A named
# complication of pregnancy or the months after birth, or the new mother's wrist, is a condition;
# a pubic bone that only hurts, or a placenta that is only seen or said to be fine, is not.
ROUND_87_PREGNANCY_CONDITIONS_HELD = [
    ("S3", "note", "customer_checkin", "전치태반이라서 이번 주는 걷기만 해요"),
    ("S3", "note", "customer_checkin", "병원에서 태반 조기박리 위험 있다고 했어요"),
    ("S3", "pain_text", "customer_checkin", "치골결합 통증 때문에 계단 오르기 힘들어요"),
    ("S3", "note", "customer_checkin", "산후에 드꿰르벵 와서 손목 보호대 차고 있어요"),
    ("S3", "pain_note", "trainer_session", "SPD flare, no single-leg work"),
]
ROUND_87_PREGNANCY_CONDITIONS_CLEARED = [
    ("note", "customer_checkin", "전치태반 아니래요 다행"),
    ("note", "customer_checkin", "태반 위치 정상이래요 ㅎㅎ 오늘 걷기 30분"),
    ("note", "customer_checkin", "태반 사진 초음파로 봤어요 신기함ㅋㅋ"),
    ("note", "customer_checkin", "de quervain test was negative at the clinic"),
]


def test_round_87_a_named_pregnancy_complication_is_a_condition():
    held, cleared = ROUND_87_PREGNANCY_CONDITIONS_HELD, ROUND_87_PREGNANCY_CONDITIONS_CLEARED
    assert _pinned_pair(held, cleared) == ([], [])
    assert _written_count(held, cleared) == 0


def test_round_87_a_pubic_bone_that_only_hurts_is_a_pain():
    assert _rule_codes("치골 쪽이 좀 아파요", "pain_text", "customer_checkin") == {"S2"}


# fresh95-0131 ("이 노래 진짜 마약 같음.. 하루 종일 흥얼거림") was held S5: 마약 in a simile is
# the measure of a song, a dance or a taste that will not let go, as 마약김밥 is. A thing like a
# drug (마약 같은 거 / 가루) or a simile taken, smoked or inhaled in its sentence stays held.
ROUND_87_MAYAK_SIMILE_HELD = [
    ("S5", "note", "customer_checkin", "마약 같은 거 한 번 해봤어요"),
    ("S5", "note", "customer_checkin", "마약처럼 흡입했어요ㅋㅋ"),
    ("S5", "note", "customer_checkin", "친구가 준 마약 같은 가루 코로 했어요"),
    ("S5", "note", "customer_checkin", "파티에서 마약 같은 걸 받아서 먹었어요"),
]
ROUND_87_MAYAK_SIMILE_CLEARED = [
    ("note", "customer_checkin", "안무가 마약처럼 머리에서 안 떠나요"),
    ("note", "customer_checkin", "이 안무 마약같아서 계속 연습했어요"),
    ("note", "customer_checkin", "마약 같은 노래 무한반복 중ㅋㅋ 오늘 스트레칭만"),
    ("note", "customer_checkin", "그 소스 맛 진짜 마약같이 계속 땡겨요"),
]


def test_round_87_a_drug_in_a_simile_is_addictive():
    held, cleared = ROUND_87_MAYAK_SIMILE_HELD, ROUND_87_MAYAK_SIMILE_CLEARED
    assert _pinned_pair(held, cleared) == ([], [])
    assert _written_count(held, cleared) == 0


# fresh95-0105 ("무대 세트 모서리에 부딪힐 뻔했는데 잘 피해서 다친 데 없어요") was held S2 on
# 부딪힐: a knock or a hurt that only nearly happened (V-ㄹ 뻔) is no injury, as 넘어질 뻔 always
# read. A hurt, a pain or a bruise said beside it is its own cue and holds.
ROUND_87_NEARLY_HURT_HELD = [
    ("S2", "pain_text", "customer_checkin", "부딪힐 뻔했는데 결국 부딪혀서 멍 들었어요"),
    ("S2", "pain_text", "customer_checkin", "다칠 뻔했는데 결국 손목을 다쳤어요"),
    ("S2", "pain_text", "customer_checkin", "계단에서 미끄러질 뻔했는데 발목이 시큰해요"),
    ("S2", "pain_text", "customer_checkin", "넘어질 뻔해서 짚었는데 손목이 아파요"),
]
ROUND_87_NEARLY_HURT_CLEARED = [
    ("note", "customer_checkin", "문틀에 부딪힐 뻔했는데 피했어요ㅋㅋ"),
    ("note", "customer_checkin", "바벨 내리다가 다칠 뻔했는데 무사함"),
    ("pain_text", "customer_checkin", "무대 세트에 부딪힐 뻔했는데 괜찮아요"),
    ("note", "customer_checkin", "리허설 중에 소품에 다칠 뻔했어요 ㄷㄷ"),
]


def test_round_87_a_hurt_that_only_nearly_happened_is_none():
    held, cleared = ROUND_87_NEARLY_HURT_HELD, ROUND_87_NEARLY_HURT_CLEARED
    assert _pinned_pair(held, cleared) == ([], [])
    assert _written_count(held, cleared) == 0
