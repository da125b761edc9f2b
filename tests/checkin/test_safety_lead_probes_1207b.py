"""The lead's probe gaps of 2026-12-07, second set (issue 12, ADR 0084): fail-open families closed.

Every probe here is written for this file, in no corpus (asserted by count); every held probe
was cleared on main before its class.
"""

from __future__ import annotations

from tests.checkin.test_safety_reading import _pinned_pair, _written_count

# A part that locked up or seized, one that will not bend or straighten, standing straight or
# bearing weight not possible, and walking made hard by a fall are an injury (S2). Workout
# soreness joked about (harmless in the tune halves), laughter, gaining weight and another
# person's fall stay cleared.
LEAD_1207B_LOCKED_OR_NO_WEIGHT_HELD = [
    ("S2", "note", "customer_checkin", "halfway through the warmup my lower back seized up on me"),
    ("S2", "note", "customer_checkin", "elbow still doesnt fully straighten since sunday"),
    ("S2", "note", "customer_checkin", "cant bear any weight on the left foot today"),
    ("S2", "note", "customer_checkin", "tripped on the curb and could barely stand afterwards"),
    ("S2", "operator_note", "trainer_session", "client knee wouldnt take weight after the box jump landing"),
]
LEAD_1207B_LOCKED_OR_NO_WEIGHT_CLEARED = [
    ("note", "customer_checkin", "that spin class was brutal, couldn't move for an hour lol"),
    ("note", "customer_checkin", "we laughed so hard we couldnt stand up straight"),
    ("note", "customer_checkin", "eating 3500 a day and still cant put weight on fast enough"),
    ("note", "customer_checkin", "my grandma fell last week and can barely walk now"),
]


def test_lead_1207b_a_part_locked_or_unable_to_bear_weight():
    held, cleared = LEAD_1207B_LOCKED_OR_NO_WEIGHT_HELD, LEAD_1207B_LOCKED_OR_NO_WEIGHT_CLEARED
    assert _pinned_pair(held, cleared) == ([], [])
    assert _written_count(held, cleared) == 0
