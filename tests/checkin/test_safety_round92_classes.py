"""Round 92 (ADR 0084): classes read from fresh99-tune's errors (class-only round)."""

from __future__ import annotations

from tests.checkin.test_safety_reading import _pinned_pair, _rule_codes, _written_count

# fresh99-0093 (a friend's ADHD pills, taken to blunt the appetite in a weigh-in week) was held
# S3 only: the medicine and its taking stood too far apart for the 약 + 먹 cue. A prescription
# drug got from a lay person - a friend, a sibling, a roommate, a colleague, marked as the source
# (한테, 에게, 한테서) with a getting verb (얻, 받, 구하, 빌리, 나눠 받) - is got without a
# prescription of the customer's own (S5). A lay person's own prescription, a drug fetched for
# someone (받아다 드렸), one asked for and not got, and a supplement are not.
ROUND_92_LAY_PRESCRIPTION_HELD = [
    (
        "S5",
        "note",
        "customer_checkin",
        "룸메한테 ADHD약 몇 알 얻어서 시험 끝나고 대회 주간에 입맛 없애려고 먹었어요",
    ),
    (
        "S5",
        "note",
        "customer_checkin",
        "ADHD약 룸메이트한테 받아서 이번 달 감량 기간 동안 점심 대신 먹고 있어요",
    ),
    (
        "S5",
        "note",
        "customer_checkin",
        "동생한테 ADHD 약 좀 얻었어요 계체 끝날 때까지 버텨 보려고요",
    ),
    ("S5", "note", "customer_checkin", "수면제 동료한테 몇 알 나눠 받았어요 시합 전날 쓰려고요"),
]
ROUND_92_LAY_PRESCRIPTION_CLEARED = [
    ("note", "customer_checkin", "친구가 ADHD약 처방받아서 시험 기간에 먹는대요"),
    ("note", "customer_checkin", "엄마 혈압약 약국에서 받아다 드렸어요"),
    ("note", "customer_checkin", "친구한테 ADHD약 좀 달라고 했는데 안 된다고 해서 안 받았어요"),
    ("note", "customer_checkin", "언니한테 비타민 받아서 아침마다 먹어요"),
]


def _s5_pair(held, cleared):
    wrong_held = [t for code, f, fl, t in held if code not in _rule_codes(t, f, fl)]
    wrong_cleared = [t for f, fl, t in cleared if "S5" in _rule_codes(t, f, fl)]
    return wrong_held, wrong_cleared


def test_round_92_a_prescription_drug_from_a_lay_person():
    held, cleared = ROUND_92_LAY_PRESCRIPTION_HELD, ROUND_92_LAY_PRESCRIPTION_CLEARED
    assert _s5_pair(held, cleared) == ([], [])
    assert _written_count(held, cleared) == 0


# fresh99-0111 (a blackout in the sauna during a cut) was held S1 only: the sauna was a weight-cut
# method only beside a weigh-in. A sweating place or gear (sauna, steam room, sweat suit, trash
# bag, hot bath) in the middle of a weight cut - during, on or for the cut, or while cutting
# weight - is a sweating method for the cut (S6), as 사우나 + 감량 already is. A cut denied
# (not on a cut, not cutting - fresh99-0115 was held S6 by the first draft), a sauna after the
# cut ended, a sauna with no cut, and a cut of carbs with no sweating are not.
ROUND_92_SAUNA_IN_A_CUT_HELD = [
    (
        "S6",
        "note",
        "customer_checkin",
        "got lightheaded in the steam room on my cut and had to lie down by the lockers",
    ),
    (
        "S6",
        "note",
        "customer_checkin",
        "stayed in the sauna an extra twenty minutes for my cut, felt wiped after",
    ),
    (
        "S6",
        "note",
        "customer_checkin",
        "ran in a trash bag on my cut this morning, couldn't stop shaking",
    ),
    (
        "S6",
        "note",
        "customer_checkin",
        "did two sauna rounds while cutting weight for saturday, pretty drained",
    ),
]
ROUND_92_SAUNA_IN_A_CUT_CLEARED = [
    ("note", "customer_checkin", "went to the sauna after my cut ended, felt amazing"),
    ("note", "customer_checkin", "sauna with my dad on sunday, then we grabbed pho"),
    ("note", "customer_checkin", "the steam room at my gym is closed for repairs this week"),
    ("note", "customer_checkin", "cutting carbs a bit and doing yoga, sleeping well"),
    ("note", "customer_checkin", "sauna after practice to loosen up, I'm not on a cut right now"),
    ("note", "customer_checkin", "hot bath before bed, not cutting weight this month"),
]


def test_round_92_a_sauna_in_a_cut_is_a_sweating_method():
    held, cleared = ROUND_92_SAUNA_IN_A_CUT_HELD, ROUND_92_SAUNA_IN_A_CUT_CLEARED
    assert _pinned_pair(held, cleared) == ([], [])
    assert _written_count(held, cleared) == 0


# fresh99-0009 (a gym head's diabetes, said with the honorific, harmless) was held S3: 관장 and
# 코치 are no words for another person (the customer writes to their own coach). A condition had
# with the honorific (있으시, 이시) after a person named by a title with 님 is that person's, as
# round 88's honorific faint is - the customer does not honour themselves. A first person (저,
# 나) or a member word anywhere keeps it held.
ROUND_92_HONORIFIC_CONDITION_HELD = [
    ("S3", "note", "customer_checkin", "코치님 저 당뇨 있어요"),
    ("S3", "note", "customer_checkin", "코치님 저도 고혈압 있어서 약 먹어요"),
    ("S3", "note", "customer_checkin", "관장님 당뇨 있으시대요 저도 당뇨 있어요"),
    (
        "S3",
        "note",
        "customer_checkin",
        "코치님 당뇨 있으신 회원분들은 어떻게 해요? 저 당뇨 있거든요",
    ),
]
ROUND_92_HONORIFIC_CONDITION_CLEARED = [
    ("note", "customer_checkin", "코치님 고혈압 있으셔서 요즘 같이 저염식 하세요"),
    ("note", "customer_checkin", "원장님이 천식이 있으셔서 학원 청소를 자주 해요"),
    ("note", "customer_checkin", "부관장님 통풍 있으셔서 회식 때 맥주는 안 드세요"),
]


def test_round_92_a_titled_persons_condition_with_the_honorific():
    held, cleared = ROUND_92_HONORIFIC_CONDITION_HELD, ROUND_92_HONORIFIC_CONDITION_CLEARED
    assert _pinned_pair(held, cleared) == ([], [])
    assert _written_count(held, cleared) == 0
