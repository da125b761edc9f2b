"""Round 102 (ADR 0084): a passing pain said in a past clause and fine since something was done
- said with -고 나서 (베개 바꾸고 나서는 멀쩡해요) or as a time after it (매트리스 바꾼 뒤로는
괜찮아요, 스트레칭 시작한 후로) - is over, as set 5's "자고 나니 괜찮아요" already is
(fresh106-0017; family caregivers of elderly and sick relatives)."""

from __future__ import annotations

from tests.checkin.test_safety_reading import _pinned_pair, _written_count

# fresh106-0017 ("예전엔 간이침대에서 자면 목이 아팠는데 베개 바꾸고 나서는 멀쩡해요", a pain
# field) was held S2: set 5's "fine since" read 자고 나니 and 화요일부터, not -고 나서 or 뒤로 /
# 후로. Only straight before the fine state; a pain still there, worse, back, or only "a bit"
# fine keeps its hold, and an injury (삐끗, 다치) heals only by the stricter words.
ROUND_102_PAIN_FINE_SINCE_HELD = [
    ("S2", "note", "customer_checkin", "허리가 아팠는데 간병 침대 높이 바꾸고 나서도 계속 아파요"),
    (
        "S2",
        "note",
        "customer_checkin",
        "어깨가 결렸는데 휠체어 미는 자세 고치고 나서 더 심해졌어요",
    ),
    ("S2", "note", "customer_checkin", "손목이 아팠는데 보호대 차고 나서 괜찮다가 또 아파요"),
    ("S2", "note", "customer_checkin", "무릎이 아팠었는데 요양원 다녀온 뒤로 더 아파요"),
    (
        "S2",
        "pain_text",
        "customer_checkin",
        "목이 아팠는데 베개 바꾼 후로 조금 덜해요 아직 뻐근해요",
    ),
    (
        "S2",
        "operator_note",
        "trainer_session",
        "회원 허리 아팠다고 함, 스트레칭 시작한 후로도 여전히 통증 있음",
    ),
]
ROUND_102_PAIN_FINE_SINCE_CLEARED = [
    ("note", "customer_checkin", "허리가 아팠는데 매트리스 바꾸고 나서는 멀쩡해요"),
    ("note", "customer_checkin", "어깨가 결렸었는데 엄마 휠체어 미는 자세 고치고 나서 괜찮아요"),
    ("pain_text", "customer_checkin", "전엔 무릎이 아팠는데 스트레칭 시작한 후로 멀쩡해요"),
    ("note", "customer_checkin", "목이 뻐근했는데 보조침대 바꾼 뒤로는 괜찮아요"),
    ("note", "customer_checkin", "손목 아팠었는데 들어올리는 법 배운 이후로 괜찮아요"),
    ("operator_note", "trainer_session", "회원 허리 아팠었는데 코어 운동 시작한 뒤로 괜찮다고 함"),
]


def test_round_102_a_pain_fine_since_something_done_is_over():
    held, cleared = ROUND_102_PAIN_FINE_SINCE_HELD, ROUND_102_PAIN_FINE_SINCE_CLEARED
    assert _pinned_pair(held, cleared) == ([], [])
    assert _written_count(held, cleared) == 0
