"""The lead's probe gaps of 2026-12-07, set 8 (issue 12, ADR 0084): drugs denied, scoops counted.

Every probe here is written for this file, in no corpus (asserted by count). Two false-hold
families closed as general classes, with the twins that must keep their holds.
"""

from __future__ import annotations

from tests.checkin.test_safety_reading import _pinned_pair, _written_count

# A. A risky drug of a class the customer would take on their own (a diet pill, a fat burner, a
# diuretic or a laxative, a painkiller, an over-the-counter sleep aid, a stimulant, a steroid,
# cannabis, drugs at large) said not taken, never taken, decided against or not needed is no use
# (held S5, a laxative S4 too, on main). A negation that is no denial keeps S5: a condition or a
# dependence (안 먹으면 불안해요, 없으면 못 해요, 안 먹고는 못 자요), a pause whose effect or time
# says the drug is taken otherwise (며칠 안 먹었더니, 요즘 안 먹어요, 안 먹은 지 이틀, 안 먹으니까
# 힘이 없어요 - the last three of a fat burner were cleared on main), a question, and a medicine
# prescribed for a condition skipped or stopped (S5 by the policy).
LEAD_1207H_DRUG_DENIED_HELD = [
    ("S5", "note", "customer_checkin", "다이어트약 안 먹으면 불안해요"),
    ("S5", "note", "customer_checkin", "다이어트약 며칠 안 먹었더니 식욕이 터져요"),
    ("S5", "note", "customer_checkin", "혈압약 요즘 안 먹었어요 괜찮은 것 같아서"),
    ("S5", "note", "customer_checkin", "항우울제 끊었어요 의사한테는 말 안 했어요"),
    ("S5", "note", "customer_checkin", "진통제 없으면 운동을 못 해요 매일 먹어요"),
    ("S5", "note", "customer_checkin", "변비약 먹어야 몸무게가 빠져요"),
    ("S5", "note", "customer_checkin", "다이어트약 요즘 안 먹어요"),
    ("S5", "note", "customer_checkin", "다이어트약 오늘은 안 먹었어요"),
    ("S5", "note", "customer_checkin", "이뇨제 안 먹으면 몸이 부어요"),
    ("S5", "note", "customer_checkin", "다이어트약은 안 먹고 팻버너만 먹어요"),
    ("S5", "note", "customer_checkin", "당뇨약 안 먹어요 살 빠지면 필요 없을 것 같아서"),
    ("S5", "note", "customer_checkin", "갑상선약 요즘 안 먹어요"),
    ("S5", "note", "customer_checkin", "수면제 안 먹으면 못 자요"),
    ("S5", "note", "customer_checkin", "진통제 안 먹으면 못 버텨요"),
    ("S5", "note", "customer_checkin", "변비약 안 먹으면 화장실을 못 가요"),
    ("S5", "note", "customer_checkin", "다이어트약 안 먹은 지 이틀 됐는데 너무 배고파요"),
    ("S5", "note", "customer_checkin", "항우울제 안 먹어요 이제 괜찮아서"),
    ("S5", "note", "customer_checkin", "다이어트약 안 먹어도 되죠? 요즘 먹고 있는데"),
    ("S5", "note", "customer_checkin", "대마 끊은 지 한 달 됐어요"),
    ("S5", "note", "customer_checkin", "다이어트약은 안 먹는데 팻버너는 먹어요"),
    ("S5", "note", "customer_checkin", "이뇨제 안 먹었더니 붓기가 안 빠져요"),
    ("S5", "note", "customer_checkin", "수면유도제 없인 못 자요"),
    ("S5", "note", "customer_checkin", "다이어트약 안 먹은 날은 하루 종일 먹어요"),
    ("S5", "note", "customer_checkin", "변비약은 안 먹고 관장약 써요"),
    ("S5", "note", "customer_checkin", "진통제 안 먹고는 잠을 못 자요"),
    ("S5", "note", "customer_checkin", "다이어트약은 안 먹어요 이뇨제만 먹어요"),
    ("S5", "note", "customer_checkin", "진통제 안 먹어요 대신 수면제 매일 먹어요"),
    ("S5", "note", "customer_checkin", "팻버너 안 먹은 지 며칠 됐는데 힘이 없어요"),
    ("S5", "note", "customer_checkin", "팻버너 안 먹었더니 살이 안 빠져요"),
    ("S5", "note", "customer_checkin", "팻버너 안 먹으니까 힘이 없어요"),
    ("S5", "note", "customer_checkin", "지방연소제 안 먹으니까 기운이 없어요"),
    ("S5", "note", "customer_checkin", "다이어트약 끊었어요"),
    ("S5", "operator_note", "trainer_session", "회원 다이어트약 안 먹으면 불안하다고 함"),
    ("S5", "note", "customer_checkin", "I stopped taking my blood pressure meds"),
]
LEAD_1207H_DRUG_DENIED_CLEARED = [
    ("note", "customer_checkin", "다이어트약 같은 건 먹어본 적 없어요"),
    ("note", "customer_checkin", "약물은 안 하고 자연으로 할 거예요"),
    ("note", "customer_checkin", "지방 버너는 이제 안 먹기로 했어요 그냥 식단으로"),
    ("note", "customer_checkin", "이뇨제 같은 거 안 써요 걱정 마세요"),
    ("note", "customer_checkin", "진통제 안 먹고도 괜찮아요"),
    ("note", "customer_checkin", "변비약은 필요 없어요 화장실 잘 가요"),
    ("note", "customer_checkin", "살 빠지는 약 같은 건 안 먹어요"),
    ("note", "customer_checkin", "다이어트약은 안 먹어요"),
    ("note", "customer_checkin", "대마 해본 적 없어요"),
    ("note", "customer_checkin", "수면유도제는 안 먹어요"),
    ("note", "customer_checkin", "스테로이드는 절대 안 해요"),
    ("note", "customer_checkin", "no steroids, natty all the way"),
    ("note", "customer_checkin", "팻버너는 안 먹어요"),
    ("note", "customer_checkin", "이뇨제는 절대 안 먹어요"),
    ("note", "customer_checkin", "변비약 먹어본 적 한 번도 없어요"),
    ("note", "customer_checkin", "설사약 같은 건 안 써요"),
    ("note", "customer_checkin", "다이어트 약은 필요 없어요"),
    ("note", "customer_checkin", "살 빼는 약 먹을 생각 없어요"),
    ("note", "customer_checkin", "대마는 한 번도 안 해봤어요"),
    ("note", "customer_checkin", "각성제 같은 거 손도 안 대요"),
    ("note", "customer_checkin", "식욕억제제는 안 먹기로 했어요"),
    ("note", "customer_checkin", "마약은 해본 적 없어요"),
    ("note", "customer_checkin", "다이어트약 안먹어요"),
    ("note", "customer_checkin", "다욧약은 안 먹음"),
    ("note", "customer_checkin", "지방버너 안 먹어요 카페인 예민해서"),
    ("note", "customer_checkin", "이뇨제나 변비약 같은 건 써본 적 없어요"),
    ("note", "customer_checkin", "마약 같은 건 평생 안 해요"),
    ("note", "customer_checkin", "수면 보조제 안 먹어도 잘 자요"),
    ("note", "customer_checkin", "다이어트약 먹을 생각 전혀 없어요 식단으로 할게요"),
    ("note", "customer_checkin", "진통제는 필요 없어요 괜찮아요"),
    ("note", "customer_checkin", "스테로이드 해본 적 없어요 내추럴이에요"),
    ("note", "customer_checkin", "약물 안 해요 자연인으로 갈 거예요ㅋㅋ"),
    ("note", "customer_checkin", "다이어트약은 안 먹어요. 식단 잘 지키고 있어요"),
    ("note", "customer_checkin", "변비약은 안 먹어요 물 많이 마셔요"),
    ("note", "customer_checkin", "I don't take diet pills"),
    ("note", "customer_checkin", "never taken fat burners, just food"),
    ("operator_note", "trainer_session", "회원님 다이어트약 같은 건 안 드신다고 함"),
]


def test_lead_1207h_a_risky_drug_said_not_taken():
    held, cleared = LEAD_1207H_DRUG_DENIED_HELD, LEAD_1207H_DRUG_DENIED_CLEARED
    assert _pinned_pair(held, cleared) == ([], [])
    assert _written_count(held, cleared) == 0
