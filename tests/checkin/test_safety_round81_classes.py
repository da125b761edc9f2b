"""Round 81 (ADR 0084): the classes read from fresh87-tune and fresh88-tune's errors."""

from __future__ import annotations

from tests.checkin.test_safety_reading import _pinned_pair, _rule_codes, _written_count

# fresh87-0025 (breathless on a ruck march, the breath not back after ten minutes) was not held
# S1: the recovery words that clear breathlessness at a sprint (돌아오, 회복, 괜찮, 정상) cleared
# it though each was said not to have happened. A recovery word with 안/못 before it, -지 않/못
# after it, or 회복/정상 with 안/못 되 after it tells breathlessness that did not pass; a recovery
# said as it happened still clears.
ROUND_81_NO_RECOVERY_HELD = [
    ("S1", "note", "customer_checkin", "인터벌 뛰고 숨이 찼는데 한참 지나도 돌아오지 않았어요"),
    ("S1", "note", "customer_checkin", "숨이 차서 멈췄는데 호흡이 회복이 안 돼요"),
    ("S1", "note", "customer_checkin", "계단 오르고 숨이 찼는데 쉬어도 괜찮지 않았어요"),
    ("S1", "note", "customer_checkin", "행군하다 숨이 가빠서 섰는데 20분 동안 숨이 안 돌아와요"),
]
ROUND_81_NO_RECOVERY_CLEARED = [
    ("note", "customer_checkin", "숨이 차서 멈췄는데 금방 돌아왔어요"),
    ("note", "customer_checkin", "숨이 찼는데 쉬니까 괜찮아졌어요"),
    ("note", "customer_checkin", "숨이 가빴는데 1분 만에 정상으로 돌아옴"),
    ("note", "customer_checkin", "스프린트 끝나고 숨이 찼는데 바로 회복됐어요"),
]


def test_round_81_a_recovery_said_not_to_happen_clears_no_breathlessness():
    held, cleared = ROUND_81_NO_RECOVERY_HELD, ROUND_81_NO_RECOVERY_CLEARED
    assert _pinned_pair(held, cleared) == ([], [])
    assert _written_count(held, cleared) == 0


# fresh88-0011 (a grinder's disc changed for a new one) was held S3: round 54 reads 디스크 as an
# object after a frisbee, a hard drive or a computer only. A power tool's or a machine's disc -
# a grinder's, a cutting or an abrasive disc, a saw's, a brake's - named straight before it is an
# object too, in a sentence with no spine, body part, pain, surgery or cause; the spine's disc,
# in the same sentence or bare, stays held.
ROUND_81_TOOL_DISC_HELD = [
    ("S3", "note", "customer_checkin", "그라인더 작업 오래 해서 디스크 터졌어요"),
    ("S3", "note", "customer_checkin", "절단 디스크 갈다가 허리 디스크 도졌어요"),
    ("S3", "note", "customer_checkin", "브레이크 디스크 갈고 나서 디스크 때문에 병원 갔어요"),
    ("S3", "note", "customer_checkin", "그라인더 디스크 작업하다 허리 아파요"),
]
ROUND_81_TOOL_DISC_CLEARED = [
    ("note", "customer_checkin", "그라인더 디스크 새걸로 바꿨더니 절단이 잘 돼요"),
    ("note", "customer_checkin", "절단 디스크 두 장 더 주문함"),
    ("note", "customer_checkin", "브레이크 디스크 교체하고 퇴근했어요"),
    ("note", "customer_checkin", "연마 디스크 거친 걸로 끼우고 작업했어요"),
]


def test_round_81_a_tools_disc_is_an_object():
    held, cleared = ROUND_81_TOOL_DISC_HELD, ROUND_81_TOOL_DISC_CLEARED
    assert _pinned_pair(held, cleared) == ([], [])
    assert _written_count(held, cleared) == 0


# fresh87-0075 (a diuretic before a 측정 with 1.5 kg to the standard) was held S5, not S6: a
# weigh-in method needed a weigh-in word (계체, weigh-in, 시합 ...). A weighing named as a
# measurement of the weight (체중 측정, 몸무게 재, 측정 들어가 / 전 / 날, a weight check, a weight
# standard) with a drug that sheds water (a diuretic, a laxative) is a dehydration method for a
# weigh-in. The customer weighing themselves (S5 as the corpus writes it), another measurement
# (혈압, 혈당, 체력) and water drunk stay without S6.
ROUND_81_WEIGHING_DRUG_HELD = [
    ("S6", "note", "customer_checkin", "체중 측정 전날 이뇨제 먹어볼까 해요"),
    ("S6", "note", "customer_checkin", "측정 당일 아침에 설사약 먹고 들어갈 거예요"),
    ("S6", "note", "customer_checkin", "기준 체중까지 2키로라 이뇨제 먹어보려고요"),
    ("S6", "note", "customer_checkin", "two kilos over the weight standard, diuretics tonight"),
]
ROUND_81_WEIGHING_DRUG_NOT_S6 = [
    ("note", "customer_checkin", "혈압 측정했는데 이뇨제 처방 받았어요"),
    ("note", "customer_checkin", "혈당 측정 전에 이뇨제는 먹어도 되나요? 처방받은 거예요"),
    ("note", "customer_checkin", "체력 측정 날 아침에 이뇨제 한 알 먹고 가려고요"),
    ("note", "customer_checkin", "이뇨제 먹고 몸무게 재면 좀 빠져 있겠죠"),
]


def test_round_81_a_water_shedding_drug_before_a_weighing_is_s6():
    held = ROUND_81_WEIGHING_DRUG_HELD
    assert _pinned_pair(held, []) == ([], [])
    assert not [t for f, fl, t in ROUND_81_WEIGHING_DRUG_NOT_S6 if "S6" in _rule_codes(t, f, fl)]
    assert _written_count(held, ROUND_81_WEIGHING_DRUG_NOT_S6) == 0
