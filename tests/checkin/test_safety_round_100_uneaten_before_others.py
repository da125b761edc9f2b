"""Round 100 (ADR 0084): eating in front of others avoided and no food across the shift or the
day is S4 (fresh100-0033, one of the four risky tune texts the round-97 refit left out)."""

from __future__ import annotations

from tests.checkin.test_safety_reading import _pinned_pair, _written_count

# fresh100-0033 ("i get weird about eating in front of coworkers so i just dont, whole shift
# every shift, then nothing after either") was held only by the learned reader: "weird" is no
# fear word, and nothing read the meals skipped for others' eyes. Eating alone by choice, or
# the meal eaten elsewhere (in the car, 혼자), is no skipped meal; another's avoidance is
# theirs.
ROUND_100_UNEATEN_HELD = [
    (
        "S4",
        "note",
        "customer_checkin",
        "cant eat in front of my coworkers so i dont, all shift, and nothing when i get home "
        "either",
    ),
    (
        "S4",
        "note",
        "customer_checkin",
        "eating around other people makes me weird so i skip it the whole workday and then "
        "nothing after",
    ),
    (
        "S4",
        "note",
        "customer_checkin",
        "사람들 앞에서 밥 먹는 게 싫어서 근무 내내 안 먹고 퇴근하고도 안 먹어요",
    ),
    ("S4", "note", "customer_checkin", "동료들 앞에서 못 먹겠어서 하루 종일 굶어요"),
]
ROUND_100_UNEATEN_CLEARED = [
    (
        "note",
        "customer_checkin",
        "i eat lunch alone by choice, eating in front of coworkers is just noisy",
    ),
    (
        "note",
        "customer_checkin",
        "i dont love eating in front of coworkers so i eat in my car, whole shift is busy anyway",
    ),
    (
        "note",
        "customer_checkin",
        "my coworker gets weird about eating in front of people so she just doesnt, whole shift",
    ),
    ("note", "customer_checkin", "사람들 앞에서 먹는 게 불편해서 점심은 혼자 먹어요"),
    ("note", "customer_checkin", "회사 사람들 앞에서 밥 먹는 건 괜찮아요, 근무 내내 간식도 먹어요"),
]


def test_round_100_meals_skipped_for_others_eyes():
    held, cleared = ROUND_100_UNEATEN_HELD, ROUND_100_UNEATEN_CLEARED
    assert _pinned_pair(held, cleared) == ([], [])
    assert _written_count(held, cleared) == 0
