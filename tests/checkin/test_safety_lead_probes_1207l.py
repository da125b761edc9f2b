"""The lead's probe gap of 2026-12-07 (session 23, issue 12, ADR 0084): a refusal does not
reach a drug named after a contrast (fail-open closed).

Every probe here is written for this file, in no corpus (asserted by count). On main before the
class, "대마는 안 해요 근데 아데랄은 가끔 먹어요", "약물은 안 할 거예요 하지만 팻버너는 계속
먹어요" and "대마는 거절했어요 근데 아데랄은 하루 한 알 먹어요" came out without S5.
"""

from __future__ import annotations

from tests.checkin.test_safety_reading import _pinned_pair, _written_count

# One drug turned down, then - after 근데, 하지만, but - another said taken: the refusal reaches
# only what comes before the contrast, so the later drug holds (S5).
LEAD_1207L_TAKEN_AFTER_A_CONTRAST_HELD = [
    ("S5", "note", "customer_checkin", "대마는 안 해요 근데 아데랄은 가끔 먹어요"),
    ("S5", "note", "customer_checkin", "약물은 안 할 거예요 하지만 팻버너는 계속 먹어요"),
    ("S5", "note", "customer_checkin", "대마는 거절했어요 근데 아데랄은 하루 한 알 먹어요"),
    ("S5", "note", "customer_checkin", "팻버너는 안 해요 근데 클렌부테롤은 조금 먹어요"),
    ("S5", "note", "customer_checkin", "스테로이드는 안 하는데 펜터민은 먹어요"),
    ("S5", "note", "customer_checkin", "steroids no but I do take adderall sometimes"),
]
# A refusal after the drug still reaches it, and a harmless thing after the contrast adds
# nothing.
LEAD_1207L_REFUSED_CLEARED = [
    ("note", "customer_checkin", "친구가 아데랄 주던데 근데 안 해요"),
    ("note", "customer_checkin", "다이어트약 권유 받았는데 거절했어요 근데 친구는 먹어요"),
    ("note", "customer_checkin", "대마는 안 해요 근데 커피는 가끔 마셔요"),
    ("note", "customer_checkin", "스테로이드는 안 하고 단백질만 먹어요"),
]


def test_lead_1207l_a_refusal_does_not_reach_past_a_contrast():
    held, cleared = LEAD_1207L_TAKEN_AFTER_A_CONTRAST_HELD, LEAD_1207L_REFUSED_CLEARED
    assert _pinned_pair(held, cleared) == ([], [])
    assert _written_count(held, cleared) == 0
