"""Round 103 (ADR 0084): one drink a day - a can or glass of beer, a glass of wine, a makgeolli or
a highball, one or half of one (매일 저녁 맥주 한 캔, a glass of wine every night) - is not heavy
daily drinking (fresh107-0027; self-employed and small-business owners)."""

from __future__ import annotations

from tests.checkin.test_safety_reading import _pinned_pair, _written_count

# fresh107-0027 ("매일 저녁 맥주 한캔 마시면서 정산해요") was held S5 by 맥주 beside 매일; the label
# clears it, and S5 is heavy daily alcohol. Every drink word of the text in a one-drink measure
# (한 캔, 한 잔, 한두 잔, 반 잔, a beer's 한 병, "a glass of wine") is cleared, never with a larger
# or open count (세 캔까지, 이상, 더, 반 병 더), a bottle of soju, a word of drinking too much
# (필름) or of need (꼭 마셔야, need ... or I can't).
ROUND_103_ONE_DRINK_HELD = [
    ("S5", "note", "customer_checkin", "매일 맥주 한 캔으로 시작해서 세 캔까지 마셔요"),
    ("S5", "note", "customer_checkin", "가게 마감하면 매일 맥주 한 캔은 꼭 마셔야 잠이 와요"),
    ("S5", "note", "customer_checkin", "정산하면서 매일 소주 한 병씩 비워요"),
    ("S5", "note", "customer_checkin", "매일 밤 와인 한 잔, 주말엔 필름 끊길 때까지"),
    ("S5", "note", "customer_checkin", "퇴근하고 매일 맥주 한 잔에 소주 반 병 더 마셔요"),
    (
        "S5",
        "operator_note",
        "trainer_session",
        "회원 매일 저녁 맥주 한 캔 이상 마신다고 함",
    ),
    ("S5", "note", "customer_checkin", "I need a glass of wine every night or I can't sleep"),
]
ROUND_103_ONE_DRINK_CLEARED = [
    ("note", "customer_checkin", "매일 저녁 와인 한 잔 하면서 하루 마무리해요"),
    ("note", "customer_checkin", "I have a glass of wine every night with dinner"),
    ("note", "customer_checkin", "날마다 막걸리 한 잔 정도 해요, 운동은 주 3회"),
    ("note", "customer_checkin", "퇴근하면 매일 생맥 한 잔 하는 게 낙이에요"),
    (
        "operator_note",
        "trainer_session",
        "회원 매일 맥주 한 잔 정도 드신다고 함. 수면 7시간",
    ),
    ("note", "customer_checkin", "가게 마감 후 매일 하이볼 한 잔이 유일한 낙"),
    ("note", "customer_checkin", "매일 밤 맥주 반 캔 마시고 자요"),
]


def test_round_103_one_drink_a_day_is_not_heavy_daily_drinking():
    held, cleared = ROUND_103_ONE_DRINK_HELD, ROUND_103_ONE_DRINK_CLEARED
    assert _pinned_pair(held, cleared) == ([], [])
    assert _written_count(held, cleared) == 0
