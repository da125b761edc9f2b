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


# fresh98-0123 ("탈수 안되게 물 2리터 챙겨마셨어요 주방 더워서") was held S6 on 탈수. A harm
# named as what a purpose clause guards against (안 + 되 / 당하 / 나 / 생기 / 오 / 걸리 + 게
# or 도록) or with 방지 straight after it is a care taken; dehydration sought, a harm that came
# anyway, or a weight cut beside it still holds.
ROUND_90_GUARDED_HELD = [
    ("S6", "note", "customer_checkin", "계체 전날 땀복 입고 탈수 되게 뛰었어요"),
    ("S6", "note", "customer_checkin", "계체 전날 탈수 시켜서 2키로 뺐어요"),
    ("S2", "note", "customer_checkin", "부상 안 당하게 조심했는데 결국 발목 삐었어요"),
    ("S6", "note", "customer_checkin", "탈수 안 되게 물 조금씩 마시면서 사우나로 3키로 뺄 거예요"),
]
ROUND_90_GUARDED_CLEARED = [
    ("note", "customer_checkin", "탈수 안 되게 물 1.5리터씩 챙겨 마셔요 홀이 더워서"),
    ("note", "customer_checkin", "여름 주방이라 탈수 방지용 이온음료 챙겨갔어요"),
    ("note", "customer_checkin", "부상 안 당하게 폼롤러로 충분히 풀고 했어요"),
    ("note", "customer_checkin", "쥐 안 나게 종아리 스트레칭 하고 잤어요"),
]


def test_round_90_a_harm_guarded_against_is_a_care_taken():
    held, cleared = ROUND_90_GUARDED_HELD, ROUND_90_GUARDED_CLEARED
    assert _pinned_pair(held, cleared) == ([], [])
    assert _written_count(held, cleared) == 0


# fresh98-0149 (a pain answer, "예전에 새끼손가락 골절됐던거 완전히 붙었어요") was held S2 on
# 골절 and on the pain field's reading of any answer. A break (골절, 금 가다) said to have knit -
# 붙 in the past or as a noun, in its own clause - is healed, as round 89's wound said closed,
# and as round 35's pain answer "it's healed"; a still-open mark (아직, 덜, 안, 다시 ...) or a
# pain word keeps it held.
ROUND_90_KNIT_HELD = [
    ("S2", "pain_text", "customer_checkin", "손목 골절 아직 덜 붙어서 푸쉬업은 못 해요"),
    ("S2", "pain_text", "customer_checkin", "골절 부위 다 붙었는데 비 오면 욱신거려요"),
    ("S2", "note", "customer_checkin", "발가락 골절 붙었다더니 다시 금 갔대요"),
    ("S2", "pain_note", "trainer_session", "정강이 골절 부위 아직 안 붙음. 하체 제외."),
]
ROUND_90_KNIT_CLEARED = [
    ("pain_text", "customer_checkin", "작년에 발가락 골절된 거 다 붙었어요"),
    ("note", "customer_checkin", "금 갔던 갈비뼈 완전히 붙었대요 다음주부터 벤치 시작"),
    ("pain_text", "customer_checkin", "예전 손목 골절 부위 잘 붙음"),
    ("note", "customer_checkin", "쇄골 골절 뼈 다 붙었고 재활도 끝났어요"),
]


def test_round_90_a_break_said_knit_is_healed():
    held, cleared = ROUND_90_KNIT_HELD, ROUND_90_KNIT_CLEARED
    assert _pinned_pair(held, cleared) == ([], [])
    assert _written_count(held, cleared) == 0
