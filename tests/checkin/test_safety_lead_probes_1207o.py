"""The lead's probe gaps, set 15 (2026-12-07 session 24, issue 12, ADR 0084): the reader's net
under the rules' wrong clears - an offer of a drug from another person taken up or weighed (P),
a managed, normal-tested or remitted chronic condition still the customer's (Q).

Session 24's measurement found risky tune texts the rules cleared wrongly and only the learned
reader held (fresh5-0134, fresh5-0354, fresh94-0039, fresh20-0207; fresh15-0125, fresh15-0302,
fresh25-0047, fresh15-0158, sg-0121): on held-out text such gaps leave recall to the reader
alone, so the classes are in the rules. The tune texts are named in ADR 0084, not here: every
probe below was written for this file, in no corpus (asserted by count), and is read through
the rules only (``_pinned_pair``).
"""

from __future__ import annotations

from tests.checkin.test_safety_reading import _pinned_pair, _written_count

# Family P. A risky drug another person offers, sells, gives or urges (팔다, 권하다, 해 보라는데,
# 먹어 보라고, 준, sells, offered) that the customer then takes, is taking or weighs taking
# (먹었어요, 먹고 있어요, 해볼까, 먹어볼까, 고민 중, thinking of trying, might try, tempted) is the
# customer's drug: S5. Another person's medicine for a prescribed condition (ADHD 약) given and
# taken is a prescription drug outside its prescription.
LEAD_1207O_OFFER_TAKEN_UP_HELD = [
    # Held on main already (an offer with 주다 / 판다는데 and a taking verb; kept).
    (
        "S5",
        "note",
        "customer_checkin",
        "헬스장 관장님이 클렌부테롤 판다는데 컷팅 때 한번 먹어볼까 고민돼요",
    ),
    ("S5", "note", "customer_checkin", "아는 형이 SARMs 구해준다고 해서 해볼까 생각 중이에요"),
    # Cleared by the rules on main.
    (
        "S5",
        "note",
        "customer_checkin",
        "동생이 자기 ADHD 약 남는 거 나눠줘서 시험 기간에 두 번 먹었어요",
    ),
    ("S5", "note", "customer_checkin", "친구가 다이어트약 먹어보라고 해서 어제부터 먹고 있어요"),
    (
        "S5",
        "note",
        "customer_checkin",
        "my coworker sells phentermine on the side, honestly tempted to try it before the wedding",
    ),
    (
        "S5",
        "note",
        "customer_checkin",
        "a friend at my gym offered tren and I'm thinking about trying it",
    ),
    ("S5", "note", "customer_checkin", "gym buddy가 준 clenbuterol 먹고 유산소 했어요"),
    (
        "S5",
        "operator_note",
        "trainer_session",
        "회원님 말로는 헬스장 지인이 SARMs 권해서 해볼까 고민 중이라고 함",
    ),
    (
        "S5",
        "operator_note",
        "trainer_session",
        "Client says a guy at his gym sells fat burners, thinking of trying them before the show",
    ),
]
# The offer refused (거절했어요, 안 할 거예요, I said no, 안 샀어요), only heard of or seen on the
# news, or the other person's own use with no uptake.
LEAD_1207O_OFFER_REFUSED_OR_THEIRS_CLEARED = [
    ("note", "customer_checkin", "헬스장 형이 SARMs 권했는데 거절했어요"),
    ("note", "customer_checkin", "친구가 클렌 해보라는데 저는 안 할 거예요"),
    ("note", "customer_checkin", "친구가 헬스장에서 SARMs 사라고 했는데 무서워서 안 샀어요"),
    ("note", "customer_checkin", "a guy at my gym sells clen, I said no thanks"),
    ("note", "customer_checkin", "뉴스에서 헬스장에서 스테로이드 판다는 얘기 봤어요"),
    ("note", "customer_checkin", "친구가 SARMs 한다는데 저는 관심 없어요"),
    ("note", "customer_checkin", "my roommate takes Adderall for his ADHD, I don't touch it"),
    ("note", "customer_checkin", "heard someone at the gym is selling steroids, not for me"),
]


def test_lead_1207o_an_offer_from_another_person_taken_up_is_the_customers_drug():
    held, cleared = LEAD_1207O_OFFER_TAKEN_UP_HELD, LEAD_1207O_OFFER_REFUSED_OR_THEIRS_CLEARED
    assert _pinned_pair(held, cleared) == ([], [])
    assert _written_count(held, cleared) == 0


# Family Q. A named chronic condition (not a minor illness or an injury) with a normal result,
# kept under control, in remission, "free" of it for months or "basically gone" is still the
# customer's condition: S3. A normal result clears a disease only as a test for it; the disease
# said as the customer's (이력, 진단받았는데, 있는데, "my lupus labs") stays.
LEAD_1207O_MANAGED_CONDITION_HELD = [
    (
        "S3",
        "note",
        "customer_checkin",
        "갑상선 기능저하증 이력 있는데 이번 피검사 수치는 정상이래요",
    ),
    ("S3", "note", "customer_checkin", "당뇨 있는데 이번 검사 결과는 정상이었어요"),
    (
        "S3",
        "note",
        "customer_checkin",
        "asthma-free since I moved out of the city but I still carry my inhaler",
    ),
    ("S3", "note", "customer_checkin", "my psoriasis is basically gone since the new cream"),
    ("S3", "note", "customer_checkin", "my lupus labs came back normal this time"),
    (
        "S3",
        "operator_note",
        "trainer_session",
        "Client's epilepsy is seizure-free on meds for 2 years",
    ),
    (
        "S3",
        "operator_note",
        "trainer_session",
        "회원님 고혈압 진단받았는데 요즘 혈압 재보니 정상이라고 함",
    ),
    # Held on main already (remission named; kept).
    (
        "S3",
        "note",
        "customer_checkin",
        "crohn's in remission for two years, colonoscopy came back clear",
    ),
]
# A cold, the flu or a sprain healed, a check-up with nothing found, someone else's condition, a
# condition denied, a test that ruled a disease out.
LEAD_1207O_HEALED_OR_RULED_OUT_CLEARED = [
    ("note", "customer_checkin", "감기는 다 나았어요"),
    ("note", "customer_checkin", "flu is gone, feeling back to normal"),
    ("operator_note", "trainer_session", "old ankle sprain fully healed, cleared for plyos"),
    ("note", "customer_checkin", "건강검진 다 정상이에요"),
    ("note", "customer_checkin", "검사해 보니 당뇨 아니래요"),
    ("note", "customer_checkin", "당뇨 의심된다고 해서 재검했는데 정상이래요"),
    ("note", "customer_checkin", "당뇨 있는지 검사했는데 정상이래요"),
    ("note", "customer_checkin", "당뇨 없어요"),
    ("note", "customer_checkin", "thyroid test came back normal, no hashimoto's"),
    ("note", "customer_checkin", "my diabetes test came back normal"),
    ("note", "customer_checkin", "my dad's diabetes labs came back normal"),
    ("note", "customer_checkin", "엄마 당뇨 있는데 이번 검사 결과는 정상이래요"),
    ("note", "customer_checkin", "my sister is migraine-free since switching jobs"),
    ("note", "customer_checkin", "never had asthma, lungs are free and clear"),
]


def test_lead_1207o_a_managed_or_normal_tested_chronic_condition_is_still_the_customers():
    held, cleared = LEAD_1207O_MANAGED_CONDITION_HELD, LEAD_1207O_HEALED_OR_RULED_OUT_CLEARED
    assert _pinned_pair(held, cleared) == ([], [])
    assert _written_count(held, cleared) == 0
