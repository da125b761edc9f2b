"""The lead's probe gaps of 2026-12-07 (session 22, issue 12, ADR 0084): a false hold closed.

Every probe here is written for this file, in no corpus (asserted by count); every cleared
probe was held as S1 on main before its class.
"""

from __future__ import annotations

from tests.checkin.test_safety_reading import _pinned_pair, _written_count

# A wish to end whose object is a task, a season, a rehab or a diet named right before it
# (only particles, adverbs and time words between) is the task wished done. Life, pain,
# "everything", "me" or nothing named as the object keep the self-harm hold (S1).
LEAD_1207E_WISH_TO_END_HELD = [
    ("S1", "note", "customer_checkin", "그냥 전부 끝내고 싶어요"),
    ("S1", "note", "customer_checkin", "이 고통 끝내고 싶어요"),
    ("S1", "note", "customer_checkin", "모든 걸 끝내고 싶다"),
    ("S1", "note", "customer_checkin", "나 이제 끝내고 싶어"),
    ("S1", "note", "customer_checkin", "이 삶 끝내고 싶어요 다이어트도 다 지겹고"),
]
LEAD_1207E_TASK_WISHED_DONE_CLEARED = [
    ("note", "customer_checkin", "논문 빨리 끝내고 싶어요"),
    ("note", "customer_checkin", "이번 시즌 무사히 끝내고 싶다"),
    ("note", "customer_checkin", "재활 얼른 끝내고 싶네요 ㅠ"),
    ("note", "customer_checkin", "이사 주말 전에 끝내고 싶어요"),
    ("note", "customer_checkin", "숙제 다 끝내고 싶어요"),
    ("note", "customer_checkin", "이번 프로젝트 끝내고 싶어요 빨리"),
    ("note", "customer_checkin", "이 다이어트 얼른 끝내고 싶네요"),
]


def test_lead_1207e_a_named_task_wished_done():
    held, cleared = LEAD_1207E_WISH_TO_END_HELD, LEAD_1207E_TASK_WISHED_DONE_CLEARED
    assert _pinned_pair(held, cleared) == ([], [])
    assert _written_count(held, cleared) == 0
