"""Round 77 (ADR 0084): the classes read from fresh78-tune to fresh81-tune's errors."""

from __future__ import annotations

from tests.checkin.test_safety_reading import _pinned_pair, _written_count

# fresh78-0045 (a friend's inhaler used after wheezing) missed S5: pills and meds are S5 by
# themselves, but an inhaler or a pen was nothing. Another person's prescription inhaler, puffer,
# EpiPen, nebuliser or insulin, with the customer's own verb of use straight before the owner
# (English) or a verb of use after the device (Korean), is a prescription drug taken outside its
# prescription. The device of another person named without the customer using it - helping
# them, handed over, lent, or the other person using their own - stays clear.
ROUND_77_BORROWED_INHALER_HELD = [
    ("S5", "note", "customer_checkin", "forgot mine at home so I borrowed my roommate's inhaler"),
    ("S5", "note", "customer_checkin", "took a couple puffs from my brother's inhaler before spin"),
    (
        "S5",
        "answer.Q-PERF-REASON",
        "customer_checkin",
        "chest felt tight at the crag, grabbed my buddy's ventolin",
    ),
    ("S5", "note", "customer_checkin", "등산하다 숨이 막혀서 언니 흡입기 빌려서 뿌렸어요"),
    (
        "S5",
        "operator_note",
        "trainer_session",
        "회원님 본인 것 없어서 동료 흡입기를 두 번 썼다고 함",
    ),
]
ROUND_77_BORROWED_INHALER_CLEARED = [
    ("note", "customer_checkin", "my brother's inhaler was in my gym bag so I drove it over"),
    ("note", "customer_checkin", "packed grandma's inhaler for the beach trip, all good"),
    ("note", "customer_checkin", "할머니 흡입기 챙겨드리고 산책 다녀왔어요"),
    ("operator_note", "trainer_session", "회원님 아버님 흡입기 사드리러 약국 들렀다가 늦음"),
]


def test_round_77_another_persons_inhaler_used_is_s5():
    held, cleared = ROUND_77_BORROWED_INHALER_HELD, ROUND_77_BORROWED_INHALER_CLEARED
    assert _pinned_pair(held, cleared) == ([], [])
    assert _written_count(held, cleared) == 0


# fresh80-0045 (a drain cleaner poured down the drain) was held S2 by 부었 (swelling): 붓다 with
# a substance straight before it - a cleaner, a medicine, water, oil, fertiliser, soil, cement,
# paint - is the transitive "pour", which swelling never is. Held: a body part named anywhere
# (발목 약 부었어요 is "slightly swollen"), pain, a swelling word or a burn beside the pouring.
ROUND_77_POURED_HELD = [
    ("S2", "note", "customer_checkin", "베란다 화분에 물 붓다가 미끄러져서 무릎이 부었어요"),
    ("S2", "note", "customer_checkin", "세제 붓고 청소하다 손목이 시큰하고 부었어요"),
    ("S2", "pain_text", "customer_checkin", "발목 약 부었어요 계단 청소하다 접질렀나봐요"),
    ("S2", "note", "customer_checkin", "뜨거운 물 붓다가 손등에 튀어서 벌겋게 부었어요"),
]
ROUND_77_POURED_CLEARED = [
    ("note", "customer_checkin", "하수구 막혀서 세제 잔뜩 부었더니 뻥 뚫렸어요"),
    ("note", "customer_checkin", "텃밭에 퇴비 붓고 삽질 마무리했어요"),
    ("operator_note", "trainer_session", "회원님 이사 청소하면서 락스 부어 두고 오셨다고 함"),
    ("note", "customer_checkin", "시멘트 붓는 날이라 오늘 운동은 쉬어요"),
]


def test_round_77_a_substance_poured_is_no_swelling():
    held, cleared = ROUND_77_POURED_HELD, ROUND_77_POURED_CLEARED
    assert _pinned_pair(held, cleared) == ([], [])
    assert _written_count(held, cleared) == 0


# fresh80-0095 ("... nobody got hurt") was held S2 by "hurt": "no one" negated it, "nobody" did
# not. "nobody" and "noone" are English negators as "no one" is. Held: the customer's own pain
# after nobody noticed or believed it.
ROUND_77_NOBODY_HELD = [
    (
        "S2",
        "note",
        "customer_checkin",
        "nobody noticed but my wrist has been aching since the move",
    ),
    ("S2", "note", "customer_checkin", "nobody believes me but my lower back really hurts"),
]
ROUND_77_NOBODY_CLEARED = [
    (
        "note",
        "customer_checkin",
        "the bookcase tipped over in the hallway, nobody got hurt thank god",
    ),
    ("note", "customer_checkin", "moving day chaos but nobody was injured"),
    ("note", "customer_checkin", "a pot fell off the balcony, luckily noone got hurt"),
]


def test_round_77_nobody_negates_as_no_one_does():
    held, cleared = ROUND_77_NOBODY_HELD, ROUND_77_NOBODY_CLEARED
    assert _pinned_pair(held, cleared) == ([], [])
    assert _written_count(held, cleared) == 0


# fresh80-0095 ("... when the shelf collapsed") was held S1 as a faint by "collapsed": a thing
# that collapses (a shelf, a tent, a trellis, a cake), a collapsible one, or a thing collapsed by
# the customer (collapsed the boxes) is no faint. A person collapsing stays held, and so does a
# lung collapsed.
ROUND_77_COLLAPSED_THING_HELD = [
    ("S1", "note", "customer_checkin", "I collapsed on the stairs while carrying boxes"),
    ("S1", "note", "customer_checkin", "I nearly collapsed hauling the mattress upstairs"),
    (
        "S1",
        "operator_note",
        "trainer_session",
        "member collapsed mid-set and was out for a few seconds",
    ),
]
ROUND_77_COLLAPSED_THING_CLEARED = [
    ("note", "customer_checkin", "the garden trellis collapsed under the roses lol"),
    ("note", "customer_checkin", "collapsed all the cardboard boxes after the move"),
    ("note", "customer_checkin", "our new collapsible laundry basket is great"),
    ("note", "customer_checkin", "the cake collapsed in the oven, still tasty"),
]


def test_round_77_a_thing_collapsing_is_no_faint():
    held, cleared = ROUND_77_COLLAPSED_THING_HELD, ROUND_77_COLLAPSED_THING_CLEARED
    assert _pinned_pair(held, cleared) == ([], [])
    assert _written_count(held, cleared) == 0
