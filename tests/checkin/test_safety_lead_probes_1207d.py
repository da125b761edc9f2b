"""The lead's probe gaps of 2026-12-07, set 4 - drugs (issue 12, ADR 0084): S5 families closed.

Every probe here is written for this file, in no corpus (asserted by count); every held probe
that a class newly holds was cleared on main before it, and every cleared twin of a false-hold
family was held there.
"""

from __future__ import annotations

from tests.checkin.test_safety_reading import _pinned_pair, _written_count

# 마약 as the predicate of a dish, a song or a habit - the copula in any ending (마약임, 마약이야,
# 마약이라고), "마약 그 자체", "마약이 따로 없어요", or bare after a word of degree (완전 마약 ㅋㅋ)
# - is "addictive", as 마약김밥 and "마약 같아" are (all eight cleared twins were held S5 on main).
# A drug taken, a thing taken called 마약 (먹은 게, 건넨 가루, 그 알약), a question about a pill
# and a stopped use stay held.
LEAD_1207D_MAYAK_PREDICATE_HELD = [
    ("S5", "note", "customer_checkin", "마약 했어요 어제"),
    ("S5", "note", "customer_checkin", "마약을 끊은 지 1년 됐어요"),
    ("S5", "note", "customer_checkin", "어제 먹은 게 마약이었대요"),
    ("S5", "note", "customer_checkin", "클럽에서 친구가 준 게 마약이었어요 몰랐어요"),
    ("S5", "note", "customer_checkin", "걔가 건넨 가루 마약이었음"),
    ("S5", "note", "customer_checkin", "그 알약 마약이래요 근데 이미 먹었어요"),
    ("S5", "note", "customer_checkin", "이거 마약이에요? 친구가 줘서 먹었는데"),
    ("S5", "operator_note", "trainer_session", "회원님 마약 투약 이력 있다고 하심"),
]
LEAD_1207D_MAYAK_PREDICATE_CLEARED = [
    ("note", "customer_checkin", "이 소스 완전 마약임 ㅋㅋ"),
    ("note", "customer_checkin", "이 떡볶이 진짜 마약이다"),
    ("note", "customer_checkin", "여기 크로플 마약이 따로 없어요"),
    ("note", "customer_checkin", "저희 동네 닭강정 집 마약이에요 매주 가요"),
    ("operator_note", "trainer_session", "회원님이 이 프로틴바 마약이라고 하심 ㅋㅋ"),
    ("note", "customer_checkin", "이 노래 중독성 미쳤음 마약 그 자체"),
    ("note", "customer_checkin", "요즘 러닝이 마약이네요 안 뛰면 허전해"),
    ("note", "customer_checkin", "필라테스 마약이에요 진짜 ㅎㅎ"),
]


def test_lead_1207d_mayak_as_a_predicate_is_addictive():
    held, cleared = LEAD_1207D_MAYAK_PREDICATE_HELD, LEAD_1207D_MAYAK_PREDICATE_CLEARED
    assert _pinned_pair(held, cleared) == ([], [])
    assert _written_count(held, cleared) == 0
