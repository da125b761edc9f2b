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
# 힘이 없어요 - the last three of a fat burner were cleared on main), a question, one taken before
# (먹다가), and a medicine prescribed for a condition skipped or stopped (S5 by the policy; an
# appetite suppressant as round 33 pinned it). In English, one's own drug not taken only as a
# condition ("if I don't take my diet pills I get anxious", cleared on main) keeps S5.
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
    ("S5", "note", "customer_checkin", "식욕억제제는 안 먹기로 했어요"),
    ("S5", "note", "customer_checkin", "다이어트약 먹다가 이제 안 먹어요"),
    ("S5", "note", "customer_checkin", "if I don't take my diet pills I get anxious"),
    ("S5", "note", "customer_checkin", "when I skip my fat burner I feel so sluggish"),
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
    ("note", "customer_checkin", "if I don't take any fat burners will I still lose weight?"),
]


def test_lead_1207h_a_risky_drug_said_not_taken():
    held, cleared = LEAD_1207H_DRUG_DENIED_HELD, LEAD_1207H_DRUG_DENIED_CLEARED
    assert _pinned_pair(held, cleared) == ([], [])
    assert _written_count(held, cleared) == 0


# B. A count of scoops (두 스쿱, 3스쿱) of an ordinary supplement - protein, whey, a gainer, BCAA,
# creatine, a shake - or of ice cream is a normal serving (held S5 on main by the compact scoop
# count). A stimulant pre-workout, a booster or caffeine named beside it, or a scoop count with no
# product named, keep S5.
LEAD_1207H_SCOOPS_HELD = [
    ("S5", "note", "customer_checkin", "프리워크아웃 세 스쿱 먹고 운동했더니 손이 떨려요"),
    ("S5", "note", "customer_checkin", "부스터 두 스쿱 먹었어요"),
    ("S5", "note", "customer_checkin", "두 스쿱 먹고 운동했더니 심장이 뛰어요"),
    ("S5", "note", "customer_checkin", "프리워크아웃 두 스쿱에 프로틴 한 스쿱"),
    ("S5", "note", "customer_checkin", "프로틴이랑 부스터 두 스쿱 먹었어요"),
    ("S5", "note", "customer_checkin", "2 scoops of pre workout and my hands are shaking"),
    ("S5", "note", "customer_checkin", "C4 세 스쿱 먹었어요"),
    ("S5", "note", "customer_checkin", "카페인 들어간 프로틴 세 스쿱 먹었어요"),
    ("S5", "operator_note", "trainer_session", "회원 프리워크아웃 2스쿱 먹고 옴 심박 높음"),
]
LEAD_1207H_SCOOPS_CLEARED = [
    ("note", "customer_checkin", "프로틴 먹었어요 두 스쿱"),
    ("note", "customer_checkin", "프로틴 두 스쿱 먹었어요"),
    ("note", "customer_checkin", "프로틴 세 스쿱은 너무 많나요?"),
    ("note", "customer_checkin", "크레아틴 두 스쿱 먹었어요"),
    ("note", "customer_checkin", "BCAA 세 스쿱 물에 타서 마셨어요"),
    ("note", "customer_checkin", "게이너 네 스쿱 먹고 잤어요"),
    ("note", "customer_checkin", "단백질 쉐이크 2스쿱"),
    ("note", "customer_checkin", "유청 단백질 두스쿱 우유에 타먹음"),
    ("note", "customer_checkin", "아이스크림 두 스쿱 먹었어요 ㅋㅋ"),
    ("note", "customer_checkin", "2 scoops of whey after the gym"),
    ("operator_note", "trainer_session", "회원 운동 후 프로틴 두 스쿱 섭취"),
]


def test_lead_1207h_scoops_of_an_ordinary_supplement():
    held, cleared = LEAD_1207H_SCOOPS_HELD, LEAD_1207H_SCOOPS_CLEARED
    assert _pinned_pair(held, cleared) == ([], [])
    assert _written_count(held, cleared) == 0
