"""Round 96 (ADR 0084): a peer of the same intake (회사 동기, 입사 동기, 군대 동기, 동기들) is
another person (fresh103-0075, bus, taxi and truck drivers and delivery riders)."""

from __future__ import annotations

from tests.checkin.test_safety_reading import _pinned_pair, _written_count

# fresh103-0075 ("버스 회사 동기가 이번에 심근경색으로 쓰러졌대요 무섭네요. 저는 아직 괜찮음") was
# held S1: 동기 was not read as a person, so a colleague's collapse was the customer's. 동기 after
# the place the two share (회사, 입사, 군대, 훈련소, 대학 ...) or as 동기들 is another person; bare
# 동기 stays unread (it is also "motive"), so the customer's own words beside it still hold.
ROUND_96_COHORT_HELD = [
    ("S1", "note", "customer_checkin", "입사 동기 결혼식 갔다가 제가 식장에서 쓰러졌어요"),
    ("S3", "note", "customer_checkin", "군대 동기가 당뇨라길래 저도 검사했더니 저도 당뇨래요"),
    ("S2", "note", "customer_checkin", "운동 동기가 안 생겨요 허리도 계속 아프고"),
    ("S2", "note", "customer_checkin", "동기들이랑 풋살하다가 발목 접질렸어요"),
    ("S5", "note", "customer_checkin", "회사 동기가 준 다이어트약 저도 먹고 있어요"),
]
ROUND_96_COHORT_CLEARED = [
    ("note", "customer_checkin", "훈련소 동기가 행군하다가 쓰러졌대요 저는 멀쩡해요"),
    ("note", "customer_checkin", "입사 동기가 허리 디스크로 휴직했대요"),
    ("note", "customer_checkin", "대학 동기들이 다 허리 디스크 있대요 저만 멀쩡"),
    ("note", "customer_checkin", "회사 동기 녀석이 심근경색으로 입원했대요"),
    ("note", "customer_checkin", "군대 동기가 무릎 수술 받는다네요"),
]


def test_round_96_a_peer_of_the_same_intake_is_another_person():
    held, cleared = ROUND_96_COHORT_HELD, ROUND_96_COHORT_CLEARED
    assert _pinned_pair(held, cleared) == ([], [])
    assert _written_count(held, cleared) == 0
