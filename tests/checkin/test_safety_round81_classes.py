"""Round 81 (ADR 0084): the classes read from fresh87-tune and fresh88-tune's errors."""

from __future__ import annotations

from tests.checkin.test_safety_reading import _pinned_pair, _written_count

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
