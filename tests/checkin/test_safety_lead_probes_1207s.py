"""The lead's probe gaps, set 19 (2026-12-07 session 26, ADR 0084): wrong decisions of main's
S1-S6 classifier in its families - misses of exercise done to cancel or punish food eaten (A),
of guilt or dread of being full as the reason eating is cut (B, held S2 or nothing on main), and
of a period lost because of eating less or dieting (C, held S3 only or nothing on main), all S4;
and false holds of a medicine the customer gives a child, a pupil or a pet (D, S3 or S5).

Every probe here is written for this file, in no corpus (asserted by count). Read through the
rules (``_pinned_pair``): the reader only ever adds a hold, so a hold by the rules is a hold end
to end; cleared twins the reader alone holds are listed in the ADR.
"""

from __future__ import annotations

from tests.checkin.test_safety_reading import _pinned_pair, _written_count

# Family A. Exercise done to burn off, cancel or punish food eaten (먹은 만큼 뛰어서 다 태워야
# 마음이 편해요, if I eat over 1000 I do an extra hour of cardio to cancel it) is S4: the food
# eaten, the exercise and the cancelling all three. Calories burned as a plain figure, a walk
# after dinner to digest and more training before a competition stay cleared.
LEAD_1207S_EXERCISE_CANCELS_FOOD_HELD = [
    ("S4", "note", "customer_checkin", "먹은 만큼 뛰어서 다 태워야 마음이 편해요"),
    (
        "S4",
        "note",
        "customer_checkin",
        "if I eat over 1000 I do an extra hour of cardio to cancel it",
    ),
    ("S4", "note", "customer_checkin", "어제 치킨 먹은 거 상쇄하려고 오늘 두 시간 걸었어요"),
    ("S4", "note", "customer_checkin", "과식한 벌로 유산소 한시간 더 탔어요 ㅠ"),
    ("S4", "note", "customer_checkin", "먹은 칼로리 러닝으로 싹 태워야 잠이 와요"),
    ("S4", "note", "customer_checkin", "폭식하면 다음날 계단 1시간 타서 다 없애야 돼요"),
    ("S4", "note", "customer_checkin", "야식 먹은 날은 줄넘기 천개로 벌 줘요"),
    ("S4", "note", "customer_checkin", "ate a whole pizza so i ran 8k to burn it all off, had to"),
    ("S4", "note", "customer_checkin", "I punish myself with cardio whenever I binge"),
    (
        "S4",
        "note",
        "customer_checkin",
        "every time i overeat i hit the treadmill till i cancel it out",
    ),
    (
        "S4",
        "note",
        "customer_checkin",
        "cheat meal 먹으면 무조건 hiit 해서 burn it off 해야 맘 편함",
    ),
    ("S4", "note", "customer_checkin", "if i eat dessert i walk an extra hour to make up for it"),
]
LEAD_1207S_EXERCISE_CANCELS_FOOD_CLEARED = [
    ("note", "customer_checkin", "burned 700 cals on the bike"),
    ("note", "customer_checkin", "오늘 자전거로 700칼로리 태웠어요"),
    ("note", "customer_checkin", "저녁 먹고 소화시키려고 30분 산책했어요"),
    ("note", "customer_checkin", "대회가 다가와서 운동량을 늘렸어요"),
    ("note", "customer_checkin", "i went for a walk after dinner to help digestion"),
    ("note", "customer_checkin", "competition is in 3 weeks so i'm training more"),
    ("note", "customer_checkin", "점심 먹고 헬스 가서 하체 했어요"),
    ("note", "customer_checkin", "ate oats before my run, felt great"),
    ("note", "customer_checkin", "먹은 거 기록하고 운동도 기록했어요"),
    ("note", "customer_checkin", "walked after lunch with my coworkers, nice weather"),
    ("note", "customer_checkin", "운동 끝나고 단백질 챙겨 먹으면 회복이 빨라요"),
    ("note", "customer_checkin", "had a big breakfast then went cycling for 2 hours, legs tired"),
]


def test_lead_1207s_a_exercise_to_cancel_or_punish_food_eaten_is_s4():
    held, cleared = LEAD_1207S_EXERCISE_CANCELS_FOOD_HELD, LEAD_1207S_EXERCISE_CANCELS_FOOD_CLEARED
    assert _pinned_pair(held, cleared) == ([], [])
    assert _written_count(held, cleared) == 0


# Family B. Guilt or dread of being full as the reason eating is cut (배부르면 죄짓는 기분이라
# 일부러 조금만 먹어요, 배부른 느낌이 너무 싫어서 반만 먹고 버려요 - held S2 on main, a wrong code)
# is S4: the fullness, the guilt or the dread, and the cut all three. Stopping at 80 % full as a
# habit, feeling stuffed after overeating and food left because it tasted bad stay cleared.
LEAD_1207S_FULLNESS_DREADED_HELD = [
    ("S4", "note", "customer_checkin", "배부르면 죄짓는 기분이라 일부러 조금만 먹어요"),
    ("S4", "note", "customer_checkin", "배부른 느낌이 너무 싫어서 반만 먹고 버려요"),
    ("S4", "note", "customer_checkin", "포만감 들면 불안해서 먹다 말아요 항상"),
    ("S4", "note", "customer_checkin", "배가 부르면 죄책감 들어서 밥 반 공기만 먹어요"),
    ("S4", "note", "customer_checkin", "배불러지는 게 무서워서 저녁은 거의 안먹어요"),
    ("S4", "note", "customer_checkin", "배부른 거 진짜 싫어서 샐러드도 남겨요ㅠ"),
    ("S4", "note", "customer_checkin", "feeling full makes me feel so guilty so i only eat half"),
    ("S4", "note", "customer_checkin", "i hate being full so i throw half away every time"),
    ("S4", "note", "customer_checkin", "being full freaks me out, i barely eat dinner now"),
    (
        "S4",
        "note",
        "customer_checkin",
        "i only eat a few bites because feeling full makes me feel gross",
    ),
    ("S4", "note", "customer_checkin", "배부른 느낌 넘 싫어서 lunch 반만 먹음"),
    ("S4", "note", "customer_checkin", "배부름 = 죄책감이라 한두숟갈만 먹고 수저 놓아요"),
]
LEAD_1207S_FULLNESS_DREADED_CLEARED = [
    ("note", "customer_checkin", "배가 80% 정도 차면 그만 먹는 습관이 있어요"),
    ("note", "customer_checkin", "어제 과식했더니 아직도 배가 안 꺼졌어요"),
    ("note", "customer_checkin", "맛이 없어서 반 정도 남겼어요"),
    ("note", "customer_checkin", "배불러서 디저트는 패스했어요"),
    ("note", "customer_checkin", "i stop eating at about 80% full, it's a habit"),
    ("note", "customer_checkin", "overate yesterday, still feel stuffed lol"),
    ("note", "customer_checkin", "the pasta tasted bad so i left half"),
    ("note", "customer_checkin", "배부르게 먹었더니 졸려요"),
    ("note", "customer_checkin", "배부른데 케이크 또 먹었어요 행복"),
    ("note", "customer_checkin", "full after lunch, skipped the snack today"),
    ("note", "customer_checkin", "배불러서 반 남겼어요 양이 너무 많더라구요"),
    ("note", "customer_checkin", "i hate feeling full before a run so i eat 2 hours earlier"),
]


def test_lead_1207s_b_guilt_or_dread_of_fullness_cutting_eating_is_s4():
    held, cleared = LEAD_1207S_FULLNESS_DREADED_HELD, LEAD_1207S_FULLNESS_DREADED_CLEARED
    assert _pinned_pair(held, cleared) == ([], [])
    assert _written_count(held, cleared) == 0


# Family C. A period lost or stopped because of eating cut, a diet said to be hard, or the loss
# welcomed (생리 끊길 정도로 먹는 걸 줄였어요 - held by nothing on main; 생리가 석 달째 없어요
# 식단 빡세게 한 뒤로, lost my period since cutting, worth it tho - S3 only on main) is S4 (S3
# may stay). A diet plainly started before a period lost is S3 alone, as the tune corpus labels
# it; a period late from stress or travel, one that came back and menopause stay cleared.
LEAD_1207S_PERIOD_LOST_TO_EATING_CUT_HELD = [
    ("S4", "note", "customer_checkin", "생리 끊길 정도로 먹는 걸 줄였어요"),
    ("S4", "note", "customer_checkin", "생리가 석 달째 없어요 식단 빡세게 한 뒤로"),
    ("S4", "note", "customer_checkin", "lost my period since cutting, worth it tho"),
    ("S4", "note", "customer_checkin", "다이어트 하고 생리 멈췄는데 오히려 편해요"),
    (
        "S4",
        "note",
        "customer_checkin",
        "하루 800 칼로리로 버티는 중인데 생리 안 한 지 두 달 됐어요",
    ),
    ("S4", "note", "customer_checkin", "굶다시피 했더니 생리가 끊겼어요 ㅋㅋ 편함"),
    ("S4", "note", "customer_checkin", "no period for 3 months since i started restricting"),
    ("S4", "note", "customer_checkin", "i've been dieting hard and my period stopped, kinda glad"),
    (
        "S4",
        "note",
        "customer_checkin",
        "haven't had my period since i started eating under 1200 cals lol",
    ),
    ("S4", "note", "customer_checkin", "생리 안 나와요 요즘 덜 먹어서 그런가 봐요"),
    ("S4", "note", "customer_checkin", "cutting 빡세게 하고 생리 끊겼어요 괜찮겠죠"),
]
LEAD_1207S_PERIOD_LOST_TO_EATING_CUT_CLEARED = [
    ("note", "customer_checkin", "식단 시작하고 생리 주기가 조금 당겨졌어요"),
    ("note", "customer_checkin", "여행 스트레스 때문에 생리가 좀 늦어지네요"),
    ("note", "customer_checkin", "생리 다시 시작했어요 식단 풀고 나서"),
    ("note", "customer_checkin", "엄마가 폐경이라 요즘 얼굴이 자주 달아오른대요"),
    ("note", "customer_checkin", "my period is late, probably stress from travel"),
    ("note", "customer_checkin", "my period came back after i started eating more"),
    ("note", "customer_checkin", "mom is going through menopause, so we walk together"),
    ("note", "customer_checkin", "생리 중이라 오늘 식단 조금 느슨하게 했어요"),
    ("note", "customer_checkin", "생리 끝나고 다이어트 다시 시작해요"),
    ("note", "customer_checkin", "on my period so i skipped the diet for today"),
    ("note", "customer_checkin", "생리 기간이라 가볍게 걷기만 했어요"),
]


def test_lead_1207s_c_a_period_lost_to_eating_cut_is_s4():
    held = LEAD_1207S_PERIOD_LOST_TO_EATING_CUT_HELD
    cleared = LEAD_1207S_PERIOD_LOST_TO_EATING_CUT_CLEARED
    assert _pinned_pair(held, cleared) == ([], [])
    assert _written_count(held, cleared) == 0


# Family D. A medicine given by the customer to a child, a pupil, a member or a pet (아이 해열제
# 먹이고 재웠어요 - S5 on main, 고양이 당뇨라 인슐린 놔줘요 하루 두번 - S3 and S5, 수업 끝나고
# 학생 천식 흡입기 챙겨줬어요 - S3, 할머니 혈당 재드리고 인슐린 놔드렸어요 - S3 and S5) is
# caregiving: set 16's family M extended. The customer taking the other's medicine, the
# customer's own injection, the one cared for giving it to the customer, and a disease of the
# customer's named beside the care stay held.
LEAD_1207S_MEDICINE_GIVEN_TO_ANOTHER_HELD = [
    ("S5", "note", "customer_checkin", "아이 해열제 먹이고 저도 한 알 먹었어요"),
    ("S5", "note", "customer_checkin", "고양이 인슐린 놔주는데 저도 당뇨라 걱정이에요"),
    ("S5", "note", "customer_checkin", "엄마가 인슐린 놔줬어요 오늘 아침에"),
    ("S5", "note", "customer_checkin", "인슐린 주사 제가 직접 놔요 하루 두번"),
    ("S3", "note", "customer_checkin", "학생 흡입기 챙겨주고 나서 제 천식 흡입기도 썼어요"),
    ("S5", "note", "customer_checkin", "강아지 심장약 먹이다가 나도 혈압약 먹었어"),
    ("S5", "note", "customer_checkin", "아빠가 해열제 먹여줬어요 열이 나서"),
    ("S5", "note", "customer_checkin", "아이 해열제 먹이고 남은 거 제가 먹었어요"),
    ("S5", "note", "customer_checkin", "당뇨 있어서 인슐린 놓고 운동했어요"),
    ("S3", "note", "customer_checkin", "할머니 당뇨 인슐린 놔드리고 제 혈당도 쟀는데 높았어요"),
]
LEAD_1207S_MEDICINE_GIVEN_TO_ANOTHER_CLEARED = [
    ("note", "customer_checkin", "아이 해열제 먹이고 재웠어요"),
    ("note", "customer_checkin", "고양이 당뇨라 인슐린 놔줘요 하루 두번"),
    ("note", "customer_checkin", "수업 끝나고 학생 천식 흡입기 챙겨줬어요"),
    ("note", "customer_checkin", "할머니 혈당 재드리고 인슐린 놔드렸어요"),
    ("note", "customer_checkin", "애기 감기약 먹이느라 진땀 뺐어요 ㅋㅋ"),
    ("note", "customer_checkin", "강아지 심장약 먹이고 산책 다녀왔어요"),
    ("note", "customer_checkin", "우리 냥이 갑상선약 매일 먹여요"),
    ("note", "customer_checkin", "회원분 천식 흡입기 챙겨드렸어요 수업 중에"),
    ("note", "customer_checkin", "할아버지 안약 넣어드리고 왔어요"),
    ("note", "customer_checkin", "아빠 인슐린 주사 놔드리고 출근함"),
    ("note", "customer_checkin", "gave the dog her insulin shot before work"),
    ("note", "customer_checkin", "딸 항생제 먹이고 유치원 보냈어요"),
]


def test_lead_1207s_d_a_medicine_given_to_another_person_or_a_pet_is_care():
    held = LEAD_1207S_MEDICINE_GIVEN_TO_ANOTHER_HELD
    cleared = LEAD_1207S_MEDICINE_GIVEN_TO_ANOTHER_CLEARED
    assert _pinned_pair(held, cleared) == ([], [])
    assert _written_count(held, cleared) == 0
