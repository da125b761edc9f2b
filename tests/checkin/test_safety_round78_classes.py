"""Round 78 (ADR 0084): the classes read from fresh82-tune and fresh83-tune's errors."""

from __future__ import annotations

from tests.checkin.test_safety_reading import _pinned_pair, _written_count

# fresh82-0021 (the CFO's diabetes, the team eating salads with them) was held S3: an officer of
# the place one works, named by title, was no role of another person. The officers and heads
# (CEO, CFO, COO, CTO, VP, director, exec, chairman, president) join round 62's roles, read with
# a determiner as those are; the letter titles name one office each, so with their clause's verb
# straight after them they are another person with no determiner too. The customer's own title
# ("CFO here", "I'm the CTO", "as VP") and an officer who speaks of the customer still hold.
ROUND_78_OFFICER_HELD = [
    ("S3", "note", "customer_checkin", "CTO here lol, just got told I have type 2 diabetes"),
    (
        "S3",
        "note",
        "customer_checkin",
        "im the new VP and my asthma is acting up with all the travel",
    ),
    (
        "S3",
        "answer.Q-PERF-REASON",
        "customer_checkin",
        "our director says my hypertension is why I look so tired at standup",
    ),
    ("S3", "note", "customer_checkin", "as CEO I can't skip meetings even with my crohn's flaring"),
]
ROUND_78_OFFICER_CLEARED = [
    ("note", "customer_checkin", "COO has gout now so the offsite menu is all veggies, fine by me"),
    ("note", "customer_checkin", "our regional director got diagnosed with asthma last month"),
    ("note", "customer_checkin", "the chairman has COPD so the gala got moved indoors this year"),
    ("note", "customer_checkin", "VP was diagnosed with celiac, pizza fridays are cancelled rip"),
]


def test_round_78_an_officer_by_title_is_another_person():
    held, cleared = ROUND_78_OFFICER_HELD, ROUND_78_OFFICER_CLEARED
    assert _pinned_pair(held, cleared) == ([], [])
    assert _written_count(held, cleared) == 0
