"""Round 101 (ADR 0084): a normal result beside the condition's own drug - "thyroid results
normal since I started levothyroxine" - is a condition kept normal by treatment (S3), as one beside
약, 치료 or meds already was (round 18's clearing, set 15's controlled conditions)."""

from __future__ import annotations

from tests.checkin.test_safety_reading import _pinned_pair, _written_count

# The nineteenth batch's twin "thyroid results normal since I started levothyroxine" was held by
# the round-75 reader alone (0.678); the rules cleared it as a normal test, because the drug's
# name was not among the treatment words that keep a normal result a condition. The refit reads
# it at 0.648, under its 0.65, so the rules now keep it: the drug named beside the result.
ROUND_101_DRUG_KEEPS_HELD = [
    ("S3", "note", "customer_checkin", "혈당 정상 나왔어요 메트포르민 먹고부터"),
    ("S3", "note", "customer_checkin", "A1c results normal now that I'm on metformin"),
    ("S3", "note", "customer_checkin", "갑상선 수치 정상이래요 신지로이드 계속 먹는 중"),
    ("S3", "note", "customer_checkin", "sugar readings normal all week with my insulin"),
    ("S3", "operator_note", "trainer_session", "회원님 혈액검사 정상, 레보티록신 복용 유지"),
]
ROUND_101_DRUG_KEEPS_CLEARED = [
    ("note", "customer_checkin", "당뇨 검사했는데 정상 나왔어요 안심"),
    ("note", "customer_checkin", "thyroid test came back normal, nothing to worry about"),
    ("note", "customer_checkin", "혈당 재봤는데 정상이에요 운동 후라 그런가"),
    ("operator_note", "trainer_session", "회원님 건강검진 결과 모두 정상이라고 하심"),
]


def test_round_101_a_normal_result_beside_the_conditions_own_drug_is_still_a_condition():
    held, cleared = ROUND_101_DRUG_KEEPS_HELD, ROUND_101_DRUG_KEEPS_CLEARED
    assert _pinned_pair(held, cleared) == ([], [])
    assert _written_count(held, cleared) == 0
