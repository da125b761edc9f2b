"""Round 95 (ADR 0084), fresh102-tune (teachers and school staff): shingles wholly over is a past
minor illness."""

from __future__ import annotations

from tests.checkin.test_safety_reading import _pinned_pair, _written_count

# fresh102-0103 ("작년에 대상포진 걸렸었는데 이제 완전 나았어요! 올해는 무리 안하기") was held S3:
# shingles (and chickenpox) run their course, and the tune halves label them harmless once
# healed (fresh91-0157, sa-0324), as a cold or the flu. Said almost or partly better, or with
# pain left behind (거의, 덜, 아직, 남), or back again, they stay held.
ROUND_95_SHINGLES_OVER_HELD = [
    ("S3", "note", "customer_checkin", "대상포진 거의 나았어요"),
    ("S3", "note", "customer_checkin", "작년에 대상포진 걸렸었는데 아직도 신경통이 남아있어요"),
    ("S3", "note", "customer_checkin", "대상포진 덜 나아서 아직 쉬어요"),
    ("S3", "note", "customer_checkin", "shingles almost gone"),
]
ROUND_95_SHINGLES_OVER_CLEARED = [
    ("note", "customer_checkin", "대상포진 다 나았어요 이번주부터 운동 복귀"),
    ("note", "customer_checkin", "예전에 대상포진 앓았었는데 지금은 멀쩡해요"),
    ("note", "customer_checkin", "I had shingles in spring, fully over it now"),
    ("note", "customer_checkin", "대상포진 완전히 나아서 오늘부터 수업 복귀했어요"),
]


def test_round_95_shingles_wholly_over():
    held, cleared = ROUND_95_SHINGLES_OVER_HELD, ROUND_95_SHINGLES_OVER_CLEARED
    assert _pinned_pair(held, cleared) == ([], [])
    assert _written_count(held, cleared) == 0
