"""Round 99 (ADR 0084): the chest said to squeeze or stab in Korean (쥐어짜는 느낌, 콕콕 찔러요)
is chest pain, so S2 comes with S1 as it does for English "squeezing" and "stabbing"
(fresh105-0003, fresh11-0097; office workers and long-distance commuters)."""

from __future__ import annotations

from tests.checkin.test_safety_reading import _pinned_pair, _rule_codes, _written_count

# fresh105-0003 ("계단 올라가는데 가슴 한가운데가 쥐어짜는 느낌 ...") and fresh11-0097 ("... 가슴이
# 콕콕 찔러요ㅠㅠ ...") were held S1 without S2: the Korean squeeze and the conjugated stab were
# not read as pain words, as English squeezing and stabbing are. Only beside S1's own chest
# finding; the seed's tightness (조이는, 조여) stays S1 alone (round 5), and the guilt idiom
# (양심에 찔려서) and a squeezed lemon hold nothing.
ROUND_99_CHEST_SQUEEZED_HELD = [
    (
        "S2",
        "note",
        "customer_checkin",
        "출근길 지하철 계단 오르는데 가슴이 쥐어짜는 느낌이 들었어요",
    ),
    ("S2", "note", "customer_checkin", "야근하다가 왼쪽 가슴이 바늘로 찔러요 몇 초씩"),
    ("S2", "note", "customer_checkin", "회의 중에 가슴이 쥐어짜듯 하더니 식은땀이 났어요"),
    ("S2", "operator_note", "trainer_session", "회원 러닝 중 가슴이 쥐어짜는 느낌 호소, 즉시 중단"),
    ("S2", "pain_text", "customer_checkin", "가슴 한복판이 콕콕 찔러요 숨 들이쉴 때마다"),
    (
        "S2",
        "note",
        "customer_checkin",
        "squeezing feeling in my chest on the subway stairs",
    ),
    ("S2", "note", "customer_checkin", "stabbing feeling in my chest during the lunch-break run"),
]
ROUND_99_CHEST_SQUEEZED_CLEARED = [
    ("note", "customer_checkin", "양심에 찔려서 퇴근길 야식 참았어요"),
    ("note", "customer_checkin", "레몬 쥐어짜서 물에 타 마시는 중이에요"),
    ("note", "customer_checkin", "수건 쥐어짜듯 땀 흘린 점심 운동 끝"),
]
# The seed's tightness stays S1 alone.
ROUND_99_CHEST_TIGHT_S1_ALONE = [
    ("note", "customer_checkin", "퇴근 버스에서 가슴이 꽉 조이는 느낌이 왔어요"),
    ("note", "customer_checkin", "계단 오르다 가슴이 조여와서 잠깐 앉았어요"),
]


def test_round_99_a_chest_squeezed_or_stabbing_is_chest_pain():
    held, cleared = ROUND_99_CHEST_SQUEEZED_HELD, ROUND_99_CHEST_SQUEEZED_CLEARED
    assert _pinned_pair(held, cleared) == ([], [])
    assert all("S1" in _rule_codes(t, f, fl) for _, f, fl, t in held)
    tight = [_rule_codes(t, f, fl) for f, fl, t in ROUND_99_CHEST_TIGHT_S1_ALONE]
    assert all("S1" in codes and "S2" not in codes for codes in tight)
    assert _written_count(held, cleared, ROUND_99_CHEST_TIGHT_S1_ALONE) == 0
