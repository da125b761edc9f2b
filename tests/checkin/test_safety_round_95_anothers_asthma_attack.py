"""Round 95 (ADR 0084), fresh102-tune (teachers and school staff): an asthma attack told in
English of another person is that person's."""

from __future__ import annotations

from tests.checkin.test_safety_reading import _pinned_pair, _written_count

# fresh102-0019 ("Kid had an asthma attack in 3rd period, scary but he's fine") was held S1: the
# compact view reads "asthma attack" in Latin letters and never asked whose it was, as the English
# cues ask of "my mom fainted". Another person named as its subject among the last four words
# before it makes it theirs; the customer's own attack ("I had ..."), or one after a person named
# earlier in a longer clause, stays held.
ROUND_95_ANOTHERS_ASTHMA_ATTACK_HELD = [
    (
        "S1",
        "note",
        "customer_checkin",
        "My kid is fine but I had an asthma attack on the school run",
    ),
    ("S1", "note", "customer_checkin", "I had an asthma attack during my son's game"),
    (
        "S1",
        "note",
        "customer_checkin",
        "after dropping my daughter off I had an asthma attack in the car",
    ),
    (
        "S1",
        "note",
        "customer_checkin",
        "Took the kids to the park and had an asthma attack on the hill",
    ),
]
ROUND_95_ANOTHERS_ASTHMA_ATTACK_CLEARED = [
    (
        "note",
        "customer_checkin",
        "My nephew had an asthma attack at the zoo, he's fine now. I did legs.",
    ),
    (
        "note",
        "customer_checkin",
        "Covering recess duty and a kid had an asthma attack, all sorted now",
    ),
    (
        "note",
        "customer_checkin",
        "our toddler had an asthma attack last night so I skipped the gym",
    ),
    ("note", "customer_checkin", "Roommate had an asthma attack at 3am, barely slept"),
]


def test_round_95_an_asthma_attack_of_another_person():
    held, cleared = ROUND_95_ANOTHERS_ASTHMA_ATTACK_HELD, ROUND_95_ANOTHERS_ASTHMA_ATTACK_CLEARED
    assert _pinned_pair(held, cleared) == ([], [])
    assert _written_count(held, cleared) == 0
