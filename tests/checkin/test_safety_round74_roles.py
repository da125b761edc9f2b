"""Round 74 (ADR 0084), fresh77-0019: a teacher or instructor named by role, with a word for
what they teach between the determiner and the role, is another person."""

from __future__ import annotations

from tests.checkin.test_safety_reading import _pinned_pair, _written_count

# fresh77-0019 ("my voice teacher has asthma so she demonstrates less, kinda funny") was held S3:
# a teacher was no role of another person, and the roles read only a determiner straight before
# them. Now teachers, instructors, tutors, choreographers, conductors and band- or castmates are
# roles, and one or two words saying which ("voice", "old ballet") may stand between the
# determiner and the role - for a coach too. The customer's own role stays the customer's ("I'm
# a vocal coach", "im the piano teacher", and "I'm the head coach", cleared before), as does a
# teacher speaking of the customer ("my voice teacher says my asthma ...").
ROUND_74_ROLES_HELD = [
    (
        "S3",
        "note",
        "customer_checkin",
        "I'm a vocal coach and have asthma, long phrases are hard lately",
    ),
    (
        "S3",
        "note",
        "customer_checkin",
        "im the piano teacher at the academy, asthma acting up since the recital",
    ),
    ("S3", "note", "customer_checkin", "I'm the head coach and asthma flares every pollen season"),
    (
        "S3",
        "answer.Q-PERF-REASON",
        "customer_checkin",
        "my voice teacher says my asthma is why my breath runs short",
    ),
    (
        "S3",
        "operator_note",
        "trainer_session",
        "member is a dance instructor herself, has asthma, inhaler in bag",
    ),
]
ROUND_74_ROLES_CLEARED = [
    ("note", "customer_checkin", "our dance instructor has asthma so warmups are gentler now"),
    ("note", "customer_checkin", "my piano tutor has diabetes, lessons end early for her snack"),
    (
        "note",
        "customer_checkin",
        "my old ballet teacher has arthritis in both knees, she still demos everything",
    ),
    (
        "operator_note",
        "trainer_session",
        "their choir conductor has asthma, so rehearsals got shorter per member",
    ),
]


def test_round_74_a_teacher_by_role_is_another_person():
    held, cleared = ROUND_74_ROLES_HELD, ROUND_74_ROLES_CLEARED
    assert _pinned_pair(held, cleared) == ([], [])
    assert _written_count(held, cleared) == 0
