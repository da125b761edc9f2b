"""Round 90 (ADR 0084): the classes read from fresh98-tune's errors."""

from __future__ import annotations

from tests.checkin.test_safety_reading import _pinned_pair, _rule_codes, _written_count

# fresh98-0145 ("my GM has celiac so we're all super careful with flour at the pass") was held S3:
# GM was no role the English scope knew. The people of a kitchen, a bar or a dining room named by
# their role (GM, chef, sous, cook, server, waiter, bartender, barista, busser, owner ...) are other
# people, read as the other roles are - with my, our, the ... before them, not the customer naming
# their own role ("I'm the sous chef", "as a line cook").
ROUND_90_KITCHEN_ROLE_HELD = [
    ("S3", "note", "customer_checkin", "I'm the sous chef here and I have celiac, so no bread"),
    ("S3", "note", "customer_checkin", "as a line cook I have gout, long shifts make it worse"),
    ("S3", "note", "customer_checkin", "our GM has celiac and honestly so do I lol"),
    ("S3", "note", "customer_checkin", "I have crohn's, my chef lets me take breaks"),
]
ROUND_90_KITCHEN_ROLE_CLEARED = [
    ("note", "customer_checkin", "my GM has celiac so staff meal is always gluten free now"),
    ("note", "customer_checkin", "our sous chef has gout so he sits on a crate between tickets"),
    ("note", "customer_checkin", "the head chef has asthma, the grill smoke is rough on him"),
    ("note", "customer_checkin", "one of our servers has crohn's so we cover her breaks"),
]


def test_round_90_a_kitchen_role_is_another_person():
    held, cleared = ROUND_90_KITCHEN_ROLE_HELD, ROUND_90_KITCHEN_ROLE_CLEARED
    assert _pinned_pair(held, cleared) == ([], [])
    assert _written_count(held, cleared) == 0


def test_round_90_the_customers_own_disease_beside_a_kitchen_role_stays_held():
    for code, field, flow, text in ROUND_90_KITCHEN_ROLE_HELD:
        assert code in _rule_codes(text, field, flow)
