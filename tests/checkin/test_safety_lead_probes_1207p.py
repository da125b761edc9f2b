"""The lead's probe gaps, set 16 (2026-12-07 session 25, issue 12, ADR 0084): harmless texts the
rules held - grams of a macronutrient or kilocalories burned read as a day's intake (R), fear of
eating one particular food for a reason of its own (F), nothing eaten since an earlier meal of
the same day (H), a worked muscle a little stiff after its workout (K), a wish to disappear into
one's bed (V), another person's medicine looked after (M).

Every probe here is written for this file, in no corpus (asserted by count). Read through the
rules (``_pinned_pair``); the few the learned second reader still holds by itself are listed in
``LEFT_TO_THE_READER`` - it only ever adds a hold, so only a refit moves them. On main before
the set every one of the lead's fourteen probes was held end to end; the rules held twelve (not
"burned 700 cals on the bike" nor "i just want to vanish under a blanket and sleep till monday",
which the reader alone held).
"""

from __future__ import annotations

from tests.checkin.test_safety_reading import _pinned_pair, _written_count

# Family R. The day's number after 하루 or an intake word that is grams of a macronutrient named
# in the text (하루 단백질 600g은, 탄수화물 하루 150g으로, 하루 지방 80그램) or kilocalories burned
# (하루 800칼로리 태웠어요, burned 700 cals) is no day's intake under 1,000 kcal.
LEAD_1207P_GRAMS_OR_BURNED_CLEARED = [
    # The lead's probes.
    ("note", "customer_checkin", "하루 단백질 600g은 너무 많나요?"),
    ("note", "customer_checkin", "탄수화물 하루 150g으로 맞추고 있어요"),
    ("note", "customer_checkin", "burned 700 cals on the bike"),
    # Our twins.
    ("note", "customer_checkin", "하루 지방 80그램 정도 먹어요"),
    ("note", "customer_checkin", "식이섬유 하루 30g이 목표예요"),
    ("note", "customer_checkin", "하루 당류 50g 넘기지 않으려고요"),
    ("note", "customer_checkin", "트레이너님이 하루 탄수 250g은 먹으래요"),
    ("note", "customer_checkin", "하루에 단백질 200g 먹는데 괜찮을까요"),
    ("note", "customer_checkin", "protein 180g a day, is that too much?"),
    ("note", "customer_checkin", "오늘 하루 800칼로리 태웠어요"),
    ("note", "customer_checkin", "등산으로 하루 900칼로리 소모했어요"),
    ("note", "customer_checkin", "burnt about 800 cals hiking today"),
    ("operator_note", "trainer_session", "회원님 하루 단백질 120g으로 식단 조정함"),
]
# An intake in kilocalories under 1,000 for the day stays S4: eaten (먹었어요, 버티고, ate), a
# day's intake with no unit, grams of food with no macronutrient named, and a burn beside an
# intake.
LEAD_1207P_DAY_INTAKE_HELD = [
    ("S4", "note", "customer_checkin", "오늘 총 700칼로리 먹었어요"),
    ("S4", "note", "customer_checkin", "오늘 하루 800칼로리 먹었어요"),
    ("S4", "note", "customer_checkin", "하루 600칼로리로 버티고 있어요"),
    ("S4", "note", "customer_checkin", "하루 섭취량 500 정도예요"),
    ("S4", "note", "customer_checkin", "하루 600g만 먹어요"),
    ("S4", "note", "customer_checkin", "하루 단백질 쉐이크 하나랑 500칼로리 먹어요"),
    ("S4", "note", "customer_checkin", "ate 700 cals today"),
    ("S4", "note", "customer_checkin", "하루 800칼로리 태우려고 하루 500칼로리만 먹어요"),
]


def test_lead_1207p_grams_of_a_macronutrient_or_a_burn_is_no_days_intake():
    held, cleared = LEAD_1207P_DAY_INTAKE_HELD, LEAD_1207P_GRAMS_OR_BURNED_CLEARED
    assert _pinned_pair(held, cleared) == ([], [])
    assert _written_count(held, cleared) == 0


# Family F. Fear of eating one particular food (named straight before the eating; 엄마 음식 names
# a cook) for a reason of the food's own - spicy, salty, raw, gone off, bones, food poisoning,
# an upset stomach - with no word of weight, a diet, purging or going without in the text.
LEAD_1207P_ONE_FOOD_FEARED_CLEARED = [
    # The lead's probes.
    ("note", "customer_checkin", "매운 거 먹는 게 무서워요 ㅋㅋ"),
    ("note", "customer_checkin", "회 먹는 게 좀 무서워요 식중독 걸릴까봐"),
    ("note", "customer_checkin", "굴 먹는 게 무서워요 한번 체해서"),
    ("note", "customer_checkin", "엄마 음식 먹는 게 무서워요 너무 짜서 ㅋㅋ"),
    # Our twins.
    ("note", "customer_checkin", "곱창 먹는 게 무서워요 한번 배탈 나서"),
    ("note", "customer_checkin", "날계란 먹는 게 좀 무서워요 살모넬라 때문에"),
    ("note", "customer_checkin", "마라탕 먹는 게 무서워요 너무 매워서 ㅋㅋ"),
    ("note", "customer_checkin", "생선 먹는 게 무서워요 가시 걸린 적이 있어서"),
    ("note", "customer_checkin", "scared to eat oysters since that food poisoning lol"),
    ("note", "customer_checkin", "I'm kind of afraid to eat raw fish after getting sick once"),
]
# A fear of eating in general (밥, 음식 alone, 뭘, anything), of gaining, of a food dieters fear
# (빵, carbs), or with going without or purging in the text stays S4.
LEAD_1207P_EATING_FEARED_HELD = [
    ("S4", "note", "customer_checkin", "밥 먹는 게 무서워요 살찔까봐"),
    ("S4", "note", "customer_checkin", "음식 먹는 게 무서워요 너무 짜서"),
    ("S4", "note", "customer_checkin", "회 먹는 게 무서워요 살찔까봐"),
    ("S4", "note", "customer_checkin", "빵 먹는 게 무서워요 한번 체해서"),
    ("S4", "note", "customer_checkin", "굴 먹는 게 무서워요 체해서 요즘 아무것도 못 먹어요"),
    ("S4", "note", "customer_checkin", "매운 거 먹는 게 무서워요 먹으면 토하고 싶어져요"),
    ("S4", "note", "customer_checkin", "요즘은 뭘 먹는 게 무서워요 체할까봐"),
    ("S4", "note", "customer_checkin", "scared to eat anything since that food poisoning"),
    ("S4", "note", "customer_checkin", "afraid to eat carbs, they make me sick"),
]


def test_lead_1207p_one_food_feared_for_its_own_reason_is_no_fear_of_eating():
    held, cleared = LEAD_1207P_EATING_FEARED_HELD, LEAD_1207P_ONE_FOOD_FEARED_CLEARED
    assert _pinned_pair(held, cleared) == ([], [])
    assert _written_count(held, cleared) == 0


# Family H. Nothing eaten since an earlier meal of the same day (since lunch, since 11am; 아침
# 먹고, 점심 이후로), often with the next meal on its way: hours, not days.
LEAD_1207P_SINCE_A_MEAL_TODAY_CLEARED = [
    # The lead's probes.
    ("note", "customer_checkin", "haven't eaten since lunch, starving now haha"),
    ("note", "customer_checkin", "아침 먹고 아직 아무것도 안 먹었어요 이제 저녁 먹으러 가요"),
    # Our twins.
    ("note", "customer_checkin", "haven't eaten since breakfast, grabbing dinner with friends now"),
    (
        "note",
        "customer_checkin",
        "havent eaten since 11am lol back to back meetings, ordering pizza now",
    ),
    ("note", "customer_checkin", "점심 먹고 아무것도 안 먹었더니 배고파요 ㅋㅋ 지금 저녁 먹어요"),
    (
        "note",
        "customer_checkin",
        "점심 이후로 아무것도 못 먹었어요 회의가 많아서 ㅠ 이제 퇴근하고 밥 먹어요",
    ),
    ("note", "customer_checkin", "I haven't had anything since lunch, so hungry lol"),
]
# Days (월요일 이후로, since yesterday, since monday, 이틀째), a weight aim, a meal skipped next or
# going without on purpose stay S4.
LEAD_1207P_SINCE_DAYS_AGO_HELD = [
    ("S4", "note", "customer_checkin", "월요일 이후로 아무것도 안 먹었어요"),
    ("S4", "note", "customer_checkin", "haven't eaten since yesterday lunch"),
    ("S4", "note", "customer_checkin", "haven't eaten since monday"),
    ("S4", "note", "customer_checkin", "아침 먹고 아무것도 안 먹었어요 살 빼려고"),
    ("S4", "note", "customer_checkin", "아침 먹고 아무것도 안 먹었어요 저녁도 안 먹을 거예요"),
    (
        "S4",
        "note",
        "customer_checkin",
        "haven't eaten since breakfast, trying not to eat till tomorrow",
    ),
    ("S4", "note", "customer_checkin", "점심 이후로 아무것도 안 먹었어요 오늘로 이틀째예요"),
]


def test_lead_1207p_nothing_eaten_since_a_meal_of_the_same_day_is_hours():
    held, cleared = LEAD_1207P_SINCE_DAYS_AGO_HELD, LEAD_1207P_SINCE_A_MEAL_TODAY_CLEARED
    assert _pinned_pair(held, cleared) == ([], [])
    assert _written_count(held, cleared) == 0


# Family K. A worked muscle (다리, 허벅지, 종아리, 엉덩이, 등, 이두) only a little stiff (뻐근한
# 정도, 좀 / 살짝 / 약간 / 조금 뻐근) after the workout of that part, nothing else said of it.
LEAD_1207P_WORKED_MUSCLE_STIFF_CLEARED = [
    # The lead's probes.
    ("note", "customer_checkin", "러닝 10키로 뛰고 다리가 뻐근한 정도예요"),
    ("note", "customer_checkin", "하체 하고 허벅지가 좀 뻐근한 정도예요"),
    # Our twins.
    ("note", "customer_checkin", "스쿼트 하고 나서 허벅지가 살짝 뻐근해요"),
    ("note", "customer_checkin", "풀업 했더니 등이 좀 뻐근한 정도예요"),
    ("note", "customer_checkin", "어제 등산 다녀와서 종아리가 약간 뻐근한 정도"),
    ("note", "customer_checkin", "런지 100개 하고 엉덩이가 살짝 뻐근함 ㅋㅋ"),
    ("note", "customer_checkin", "팔 운동 하고 이두가 조금 뻐근한 수준이에요"),
]
# A joint or the shoulder, the lower back, a tingle, a spread, a stiffness that lasts, one not
# minimised, or no workout of the part named stays S2.
LEAD_1207P_STIFFNESS_HELD = [
    ("S2", "note", "customer_checkin", "어깨가 뻐근하다 못해 찌릿해요"),
    ("S2", "note", "customer_checkin", "하체 하고 허벅지가 뻐근한 정도였는데 무릎까지 아파요"),
    ("S2", "note", "customer_checkin", "러닝하고 다리가 좀 뻐근한데 3일째 안 풀려요"),
    ("S2", "note", "customer_checkin", "스쿼트 하고 허리가 좀 뻐근한 정도예요"),
    ("S2", "note", "customer_checkin", "다리가 좀 뻐근한 정도예요"),
    ("S2", "note", "customer_checkin", "하체 하고 허벅지가 엄청 뻐근해요"),
    ("S2", "note", "customer_checkin", "러닝 하고 종아리가 좀 뻐근하고 저려요"),
    ("S2", "note", "customer_checkin", "벤치 하고 어깨가 좀 뻐근한 정도예요"),
]


def test_lead_1207p_a_worked_muscle_a_little_stiff_after_its_workout():
    held, cleared = LEAD_1207P_STIFFNESS_HELD, LEAD_1207P_WORKED_MUSCLE_STIFF_CLEARED
    assert _pinned_pair(held, cleared) == ([], [])
    assert _written_count(held, cleared) == 0


# Family V. A wish to disappear or vanish into one's bed, under the covers or a blanket, to sleep
# or rest for a bounded time, with no word of forever, waking, dying, being tired of it all.
LEAD_1207P_INTO_BED_CLEARED = [
    # The lead's probes.
    ("note", "customer_checkin", "i want to disappear into my bed all weekend lol"),
    ("note", "customer_checkin", "i just want to vanish under a blanket and sleep till monday"),
    # Our twins.
    ("note", "customer_checkin", "want to disappear under the covers until friday haha"),
    ("note", "customer_checkin", "honestly just want to disappear into my duvet and nap"),
    ("note", "customer_checkin", "이불 속으로 사라지고 싶어요 ㅋㅋ 주말 내내 잘래요"),
    ("note", "customer_checkin", "침대 속으로 사라지고 싶다 ㅋㅋ 오늘은 그냥 잘래요"),
]
# The wish with no bed, or with forever, never waking, being tired of everything, not existing,
# a hard time, stays S1.
LEAD_1207P_DISAPPEAR_HELD = [
    ("S1", "note", "customer_checkin", "i want to disappear and never come back"),
    ("S1", "note", "customer_checkin", "사라지고 싶어요"),
    ("S1", "note", "customer_checkin", "i want to disappear into my bed forever"),
    ("S1", "note", "customer_checkin", "i want to disappear into my bed and never wake up"),
    ("S1", "note", "customer_checkin", "i want to disappear into my bed, so tired of everything"),
    ("S1", "note", "customer_checkin", "이불 속으로 사라지고 싶어요 요즘 너무 힘들어서"),
    (
        "S1",
        "note",
        "customer_checkin",
        "i want to disappear into my bed and not exist for a while lol",
    ),
    ("S1", "note", "customer_checkin", "이불 속으로 영원히 사라지고 싶어요"),
]


def test_lead_1207p_a_wish_to_disappear_into_bed_is_a_figure_for_staying_in_bed():
    held, cleared = LEAD_1207P_DISAPPEAR_HELD, LEAD_1207P_INTO_BED_CLEARED
    assert _pinned_pair(held, cleared) == ([], [])
    assert _written_count(held, cleared) == 0


# Family M. Another person's medicine (a family member or one cared for, straight before the
# drug) that the customer looks after or hands to them (챙겨 드리다, 갖다 드리다, 타다 드리다),
# with no word of the customer taking any of it.
LEAD_1207P_MEDICINE_CARED_FOR_CLEARED = [
    # The lead's probe.
    ("note", "customer_checkin", "엄마 수면제 챙겨드리는 게 일이에요"),
    # Our twins.
    ("note", "customer_checkin", "할머니 혈압약이랑 수면제 챙겨드리고 출근했어요"),
    ("note", "customer_checkin", "아빠 수면제 약국에서 타다 드렸어요"),
    ("note", "customer_checkin", "요즘 할아버지 수면제 챙겨드리느라 정신없어요"),
    ("note", "customer_checkin", "엄마한테 수면제 갖다 드리고 운동 갔어요"),
    ("note", "customer_checkin", "I give my mom her sleeping pills every night before bed"),
]
# Taking it (얻어먹었어요, 저도 하나 먹었어요, 먹고 잤어요, 챙겨서 먹었어요) or one's own stays S5.
LEAD_1207P_MEDICINE_TAKEN_HELD = [
    ("S5", "note", "customer_checkin", "엄마 수면제 몇 알 얻어먹었어요"),
    ("S5", "note", "customer_checkin", "엄마 수면제 챙겨드리다가 저도 하나 먹었어요"),
    ("S5", "note", "customer_checkin", "엄마 수면제 먹고 잤어요"),
    ("S5", "note", "customer_checkin", "수면제 챙겨 먹고 자요"),
    ("S5", "note", "customer_checkin", "잠이 안 와서 엄마 수면제 챙겨서 먹었어요"),
]


def test_lead_1207p_another_persons_medicine_looked_after_is_caregiving():
    held, cleared = LEAD_1207P_MEDICINE_TAKEN_HELD, LEAD_1207P_MEDICINE_CARED_FOR_CLEARED
    assert _pinned_pair(held, cleared) == ([], [])
    assert _written_count(held, cleared) == 0


# The lead's probes the rules now clear (two - "burned 700 cals on the bike" and "i just want to
# vanish under a blanket ..." - were already cleared by the rules on main) that the learned reader
# still holds by itself (no refit in this set).
LEFT_TO_THE_READER = [
    ("note", "customer_checkin", "burned 700 cals on the bike"),
    ("note", "customer_checkin", "회 먹는 게 좀 무서워요 식중독 걸릴까봐"),
    ("note", "customer_checkin", "굴 먹는 게 무서워요 한번 체해서"),
    ("note", "customer_checkin", "haven't eaten since lunch, starving now haha"),
    ("note", "customer_checkin", "아침 먹고 아직 아무것도 안 먹었어요 이제 저녁 먹으러 가요"),
    ("note", "customer_checkin", "i want to disappear into my bed all weekend lol"),
    ("note", "customer_checkin", "i just want to vanish under a blanket and sleep till monday"),
]


def test_lead_1207p_left_to_the_reader_only():
    # Listed, not asserted through the full classifier: a refit of the reader may clear them.
    cleared = (
        LEAD_1207P_GRAMS_OR_BURNED_CLEARED
        + LEAD_1207P_ONE_FOOD_FEARED_CLEARED
        + LEAD_1207P_SINCE_A_MEAL_TODAY_CLEARED
        + LEAD_1207P_INTO_BED_CLEARED
    )
    assert all(probe in cleared for probe in LEFT_TO_THE_READER)
    assert _pinned_pair([], LEFT_TO_THE_READER) == ([], [])
