"""The lead's probe gaps of 2026-12-07, set 5 (session 22, issue 12, ADR 0084): pains that passed.

Every probe here is written for this file, in no corpus (asserted by count). The lead's six
false holds and nine more of the cleared probes were held on main before the class; the other
seven cleared probes (four the lead's, kept) were cleared on main already. One held probe (a
brace still worn) was cleared on main: the class's guard holds it.
"""

from __future__ import annotations

from tests.checkin.test_safety_reading import _pinned_pair, _written_count

# A passing pain named as a noun (두통, 복통, 생리통, 근육통, 결림) or a verb (아팠, 쑤셨, 결렸)
# in a past clause (있었는데, 아팠는데, 났었는데), then said fine again - come to it
# (괜찮아졌어요, 싹 풀렸어요), fine since something done (자고 나니, 화요일부터), fine or absent
# now (지금은 괜찮아요, 이제 없어요) - is over: the policy's past minor trouble, healed.
LEAD_1207F_PAIN_PASSED_CLEARED = [
    # The lead's false holds.
    ("note", "customer_checkin", "두통이 좀 있었는데 자고 나니 괜찮아요"),
    ("note", "customer_checkin", "어제 두통 있었는데 지금은 괜찮아요"),
    ("note", "customer_checkin", "배 아팠는데 화장실 다녀오니 괜찮아졌어요"),
    ("note", "customer_checkin", "생리통 있었는데 지금은 없어요"),
    ("note", "customer_checkin", "어깨 결림 있었는데 마사지 받고 싹 풀렸어요"),
    ("note", "customer_checkin", "back was aching on monday, fine since tuesday"),
    # The lead's already cleared, kept.
    ("note", "customer_checkin", "아침에 머리가 아팠는데 다 나았어요"),
    ("note", "customer_checkin", "지난주 허리 아팠던 거 이제 안 아파요"),
    ("note", "customer_checkin", "I had some knee pain last week, all good now"),
    ("note", "customer_checkin", "지난주에 체했었는데 지금은 괜찮아요"),
    # Written for the class.
    ("note", "customer_checkin", "점심 먹고 복통이 좀 있었는데 지금은 멀쩡해요"),
    ("note", "customer_checkin", "어제 종아리 근육통 심했는데 이제 싹 풀렸어요"),
    ("note", "customer_checkin", "아침엔 허리가 쑤셨는데 스트레칭하고 나니 괜찮아졌어요"),
    ("note", "customer_checkin", "목이 좀 결렸었는데 이제 없어요"),
    ("note", "customer_checkin", "두통 났었는데 물 마시고 쉬니까 괜찮아졌어욤"),
    ("note", "customer_checkin", "머리 아팠는데 낮잠 자고 나니 멀쩡해요 ㅎㅎ"),
    ("note", "customer_checkin", "my stomach was hurting after lunch, feeling fine now"),
    (
        "operator_note",
        "trainer_session",
        "회원님 수업 전 두통 있었는데 쉬고 나니 괜찮아졌다고 하심",
    ),
    ("pain_note", "trainer_session", "세션 초반 허리 뻐근했는데 마무리 때 괜찮아짐"),
    ("note", "customer_checkin", "월요일엔 허리 아팠는데 화요일부터 멀쩡해요"),
    ("note", "customer_checkin", "배아팠는데 화장실갔다오니 괜찮아졋어요"),
    ("note", "customer_checkin", "남편이 두통 있었는데 자고 나니 괜찮대요"),
]
# Held twins: a pain still there, left over, on and off, recurring or back again; an all-clear
# doubted or only partial (좀 괜찮아졌어요); a brace still worn; an injury (삐었, 삐끗, still
# swollen); a named disorder (편두통, 디스크, S3); chest pain or dizziness said passed (S1).
LEAD_1207F_NOT_OVER_HELD = [
    ("S2", "note", "customer_checkin", "두통이 좀 있었는데 아직도 좀 남아있어요"),
    ("S2", "note", "customer_checkin", "어제 두통 있었는데 지금도 계속 있어요"),
    ("S2", "note", "customer_checkin", "배가 아팠다가 괜찮았다가 해요"),
    ("S2", "note", "customer_checkin", "두통 있었는데 지금은 괜찮아요 요즘 자주 와요"),
    ("S2", "note", "customer_checkin", "두통 있었는데 지금은 괜찮아요 근데 또 와요"),
    ("S2", "note", "customer_checkin", "발목 삐었었는데 자고 나니 괜찮아요 아직 부어 있긴 해요"),
    ("S2", "note", "customer_checkin", "손목 삐끗했는데 자고 나니 괜찮아요"),
    ("S3", "note", "customer_checkin", "편두통 있었는데 자고 나니 괜찮아졌어요"),
    ("S3", "note", "customer_checkin", "허리 디스크 때문에 아팠는데 지금은 괜찮아졌어요"),
    ("S1", "note", "customer_checkin", "어제 가슴이 아팠는데 자고 나니 괜찮아요"),
    ("S1", "note", "customer_checkin", "운동하다 어지러웠는데 쉬고 나니 괜찮아졌어요"),
    ("S2", "note", "customer_checkin", "두통 있었는데 지금은 괜찮은 것 같은데 모르겠어요"),
    ("S2", "note", "customer_checkin", "무릎 아팠는데 지금은 괜찮아요 보호대는 계속 차고 있어요"),
    (
        "S2",
        "note",
        "customer_checkin",
        "my knee hurt last week, feeling fine now but still wearing the brace",
    ),
    ("S2", "pain_note", "trainer_session", "어깨 결림 있었음 현재도 지속"),
    ("S2", "note", "customer_checkin", "복통 있었는데 괜찮아졌다가 저녁에 또 아파요"),
    ("S2", "note", "customer_checkin", "근육통 있었는데 싹 풀렸다가 다시 결려요"),
    ("S2", "note", "customer_checkin", "허리 아팠는데 좀 괜찮아졌어요"),
    (
        "S2",
        "operator_note",
        "trainer_session",
        "회원님 두통 있었는데 쉬고 나니 괜찮다고 하심 근데 자주 온다고 함",
    ),
    (
        "S2",
        "note",
        "customer_checkin",
        "back was aching on monday, fine since tuesday but it comes and goes",
    ),
]


def test_lead_1207f_a_pain_that_passed():
    held, cleared = LEAD_1207F_NOT_OVER_HELD, LEAD_1207F_PAIN_PASSED_CLEARED
    assert _pinned_pair(held, cleared) == ([], [])
    assert _written_count(held, cleared) == 0
