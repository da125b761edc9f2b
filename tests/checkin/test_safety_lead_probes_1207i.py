"""The lead's probe gaps of 2026-12-07, set 9 (session 22; issue 12, ADR 0084).

Every probe here is written for this file, in no corpus (asserted by count). Fail-open families
closed as general classes, with their harmless twins; false holds cleared.
"""

from __future__ import annotations

from tests.checkin.test_safety_reading import _pinned_pair, _written_count

# A. A day's intake introduced as what was eaten that day (오늘 먹은 거, 어제 하루 먹은 거, 오늘
# 섭취한 건, "what I ate today:") and answered by a list of light foods alone, to the end of its
# sentence, is the whole day told (S4, under 1,000 kcal), as "that's it" already closed it; a
# solid light food counts however light a piece (방울토마토). A meal, a dish or any other word in
# the list, another person's day or no day's heading stays cleared.
LEAD_1207I_DAY_INTAKE_HELD = [
    ("S4", "note", "customer_checkin", "오늘 먹은 거 사과 반 개랑 커피요"),
    ("S4", "note", "customer_checkin", "어제 하루 먹은 거 계란 두 개"),
    ("S4", "note", "customer_checkin", "오늘 섭취한 거 방울토마토 다섯 개뿐"),
    ("S4", "note", "customer_checkin", "오늘 하루 종일 먹은 게 바나나 하나예요"),
    ("S4", "note", "customer_checkin", "오늘 먹은 건 아메리카노 두 잔이 다예요"),
    ("S4", "note", "customer_checkin", "today I ate one apple and that's it"),
    ("S4", "note", "customer_checkin", "오늘먹은거 바나나 반개"),
    ("S4", "note", "customer_checkin", "어제 먹은 건 요거트 하나랑 아아 한 잔"),
    ("S4", "note", "customer_checkin", "오늘 하루 동안 먹은 거: 계란 1개, 오이 1개"),
    ("S4", "note", "customer_checkin", "오늘 섭취 - 사과 하나, 블랙커피"),
    ("S4", "note", "customer_checkin", "what I ate today: one apple and a black coffee"),
    ("S4", "note", "customer_checkin", "today's food: 2 rice cakes and a diet coke"),
    ("S4", "note", "customer_checkin", "오늘 먹은 것 고구마 반 개 ㅠㅠ"),
    ("S4", "note", "customer_checkin", "어제 먹은 거 쌀과자 두 개랑 두유 하나요"),
    ("S4", "note", "customer_checkin", "오늘 방울토마토 다섯 개가 전부예요"),
    ("S4", "operator_note", "trainer_session", "회원님 오늘 드신 거 바나나 하나랑 아메리카노"),
    ("S4", "note", "customer_checkin", "오늘 먹은 거 커피 두 잔"),
    ("S4", "note", "customer_checkin", "제가 오늘 먹은 거 계란 두 개랑 오이 반 개"),
    ("S4", "note", "customer_checkin", "오늘 먹은 거 요거트 한 컵이랑 방울토마토 몇 알"),
]
LEAD_1207I_DAY_INTAKE_CLEARED = [
    ("note", "customer_checkin", "오늘 먹은 거 아침 오트밀 점심 닭가슴살 덮밥 저녁 연어 샐러드"),
    ("note", "customer_checkin", "오늘 먹은 거 사진 보낼게요"),
    ("note", "customer_checkin", "간식으로 사과 반 개 먹었어요"),
    ("note", "customer_checkin", "오늘 먹은 거 사과 두 개랑 김치찌개"),
    ("note", "customer_checkin", "오늘 먹은 거 바나나 두 개, 라면, 치킨"),
    ("note", "customer_checkin", "오늘 먹은 거 기록해둘게요"),
    ("note", "customer_checkin", "오늘 먹은 거 사진 올렸어요 확인 부탁드려요"),
    ("note", "customer_checkin", "오늘 먹은 거 다 합치면 1800kcal 정도"),
    ("note", "customer_checkin", "사과 하나랑 커피 마셨어요"),
    ("note", "customer_checkin", "오늘 먹은 거 바나나 다섯 개랑 고구마 세 개랑 계란 네 개"),
    ("note", "customer_checkin", "점심에 먹은 거 샐러드랑 계란 두 개"),
    ("note", "customer_checkin", "오늘 아침에 먹은 거 사과 반 개랑 커피"),
    ("note", "customer_checkin", "what I ate today: oatmeal, chicken rice bowl and salmon"),
    ("note", "customer_checkin", "오늘 먹은 거 괜찮았나요?"),
    ("note", "customer_checkin", "엄마가 오늘 먹은 거 사과 두 개랑 커피"),
    ("note", "customer_checkin", "간식으로 오늘 먹은 거 사과 반 개랑 커피"),
]


def test_lead_1207i_a_days_intake_told_as_a_list_of_light_foods():
    held, cleared = LEAD_1207I_DAY_INTAKE_HELD, LEAD_1207I_DAY_INTAKE_CLEARED
    assert _pinned_pair(held, cleared) == ([], [])
    assert _written_count(held, cleared) == 0


# A (false hold). One meal of one food while another meal of the day is named with a dish or
# eaten (아침은 커피만 마셨어요 점심은 김치찌개) is an ordinary day; the other meal a light food,
# not eaten, or a whole day of it stays S4.
LEAD_1207I_OTHER_MEAL_HELD = [
    ("S4", "note", "customer_checkin", "아침은 커피만 마셨어요 점심도 커피만"),
    ("S4", "note", "customer_checkin", "아침은 커피만 마셨어요 점심은 굶었어요"),
    ("S4", "note", "customer_checkin", "아침은 커피만 마셨고 점심은 김치찌개 시켰는데 못 먹었어요"),
    ("S4", "note", "customer_checkin", "하루종일 커피만 마셨어요 저녁은 김치찌개"),
    ("S4", "note", "customer_checkin", "아침은 커피만 마셨어요 점심은 사과 하나"),
    ("S4", "note", "customer_checkin", "아침은 김밥 대신 커피만 마셨어요"),
]
LEAD_1207I_OTHER_MEAL_CLEARED = [
    ("note", "customer_checkin", "아침은 커피만 마셨어요 점심은 김치찌개"),
    ("note", "customer_checkin", "아침은 바나나 하나 먹고 점심은 제대로 먹었어요"),
    ("note", "customer_checkin", "아침은 바나나만 먹고 점심에 국밥 먹었어요"),
    ("note", "customer_checkin", "아침 사과만 먹었고 저녁엔 삼겹살"),
    ("note", "customer_checkin", "점심에 제육덮밥 먹고 저녁은 요거트만 먹었어요"),
    ("note", "customer_checkin", "아침은 아메리카노만 마셨고 점심은 회사에서 먹었어요"),
    ("note", "customer_checkin", "아침은 커피만 마셨어요. 점심은 파스타 먹었어요"),
    ("note", "customer_checkin", "breakfast 커피만 마시고 lunch는 burger 먹음"),
]


def test_lead_1207i_one_meal_of_one_food_beside_another_meal():
    held, cleared = LEAD_1207I_OTHER_MEAL_HELD, LEAD_1207I_OTHER_MEAL_CLEARED
    assert _pinned_pair(held, cleared) == ([], [])
    assert _written_count(held, cleared) == 0


# B. The gym's colloquial pain words with a body part (twinging, niggling, tweaky, pinchy,
# cranky, barking), a part said to be stiff, and pain that shoots or radiates down a limb are S2;
# a plan, a program or a diet tweaked, a niggling doubt, a twinge of a feeling are not.
LEAD_1207I_PAIN_WORDS_HELD = [
    ("S2", "note", "customer_checkin", "my lower back has been twinging since deadlifts"),
    ("S2", "note", "customer_checkin", "my shoulder's been niggling me all week"),
    ("S2", "note", "customer_checkin", "hip flexor feels tweaky"),
    ("S2", "note", "customer_checkin", "my neck is stiff and it shoots down my arm"),
    ("S2", "note", "customer_checkin", "tweaked my back"),
    ("S2", "note", "customer_checkin", "knee's a bit twingy on stairs"),
    ("S2", "note", "customer_checkin", "got a niggly hamstring from sprints"),
    ("S2", "note", "customer_checkin", "slight niggle in my left calf after the run"),
    ("S2", "note", "customer_checkin", "hamstring niggle again"),
    ("S2", "note", "customer_checkin", "my knee is barking after those lunges"),
    ("S2", "note", "customer_checkin", "shoulder feels pinchy at the top of the press"),
    ("S2", "note", "customer_checkin", "my back is so stiff this morning"),
    ("S2", "note", "customer_checkin", "pain shoots down my leg when I bend over"),
    ("S2", "note", "customer_checkin", "sharp zing down my arm when I reach back"),
    ("S2", "note", "customer_checkin", "shooting pain in my wrist on push ups"),
    ("S2", "note", "customer_checkin", "my elbow's been cranky all week"),
    ("S2", "note", "customer_checkin", "tweaked my mid back pulling on the final set of rows"),
    ("S2", "note", "customer_checkin", "tweaked my knee a bit"),
    ("S2", "note", "customer_checkin", "it radiates down my leg"),
    ("S2", "note", "customer_checkin", "a twinge of pain in my knee on the last rep"),
    ("S2", "note", "customer_checkin", "twinges in my lower back when I hinge"),
    (
        "S2",
        "operator_note",
        "trainer_session",
        "client's hip flexor felt tweaky on lunges, swapped to step ups",
    ),
]
LEAD_1207I_PAIN_WORDS_CLEARED = [
    ("note", "customer_checkin", "tweaked my program a bit"),
    ("note", "customer_checkin", "we'll tweak the plan next week"),
    ("note", "customer_checkin", "tweaked my diet a little, more protein"),
    ("note", "customer_checkin", "tweaked my squat form, feels smoother"),
    ("note", "customer_checkin", "small tweak to the routine today"),
    ("note", "customer_checkin", "I have a niggling feeling I forgot my shoes"),
    ("note", "customer_checkin", "niggling doubt about the comp but excited"),
    ("note", "customer_checkin", "feeling a twinge of nostalgia at my old gym lol"),
    ("note", "customer_checkin", "a twinge of guilt skipping leg day lol"),
    ("note", "customer_checkin", "the stiff competition at the meet was fun"),
    ("note", "customer_checkin", "my coach is cranky today lol"),
    ("note", "customer_checkin", "sweat running down my back the whole session"),
    ("note", "customer_checkin", "the ref shot down my appeal lol"),
    ("note", "customer_checkin", "shot down the hill on my bike, amazing"),
    ("operator_note", "trainer_session", "tweaked her macros a bit, protein up"),
]


def test_lead_1207i_colloquial_english_pain_words():
    held, cleared = LEAD_1207I_PAIN_WORDS_HELD, LEAD_1207I_PAIN_WORDS_CLEARED
    assert _pinned_pair(held, cleared) == ([], [])
    assert _written_count(held, cleared) == 0


# C. In a trainer's own note, a pain whose subject is the trainer (제가, 트레이너 본인, "my own")
# straight before the part is the trainer's body, not the customer's; bare 본인, the customer
# named between, or the trainer only seeing or checking stays S2.
LEAD_1207I_TRAINERS_OWN_HELD = [
    ("S2", "operator_note", "trainer_session", "회원 허리 안 좋아서 데드 생략"),
    ("S2", "operator_note", "trainer_session", "본인 허리 안 좋다고 하셔서 데드 생략"),
    ("S2", "operator_note", "trainer_session", "제가 보기엔 허리가 안 좋아 보여서 데드 뺐어요"),
    ("S2", "operator_note", "trainer_session", "저는 괜찮은데 회원님 허리가 안 좋대요"),
    (
        "S2",
        "operator_note",
        "trainer_session",
        "제가 어깨가 안 좋아서 시범은 말로 했고 회원님은 무릎 통증 호소",
    ),
    (
        "S2",
        "operator_note",
        "trainer_session",
        "트레이너 본인 허리 안 좋아서 시범 생략, 회원 무릎 통증 있음",
    ),
    ("S2", "operator_note", "trainer_session", "제가 확인해보니 무릎이 부어 있었음"),
    ("S2", "note", "customer_checkin", "제가 어깨가 안 좋아서 오늘 상체 쉴게요"),
    ("S2", "operator_note", "trainer_session", "my client's knee is swollen so we skipped lunges"),
    ("S2", "operator_note", "trainer_session", "I think the knee is swollen, skipped lunges"),
]
LEAD_1207I_TRAINERS_OWN_CLEARED = [
    ("operator_note", "trainer_session", "트레이너 본인 허리 안 좋아서 시범 생략"),
    ("operator_note", "trainer_session", "제가 어깨가 안 좋아서 시범은 말로 했어요"),
    ("operator_note", "trainer_session", "코치 본인 무릎 통증 있어서 런지 시범 생략"),
    ("operator_note", "trainer_session", "내가 허리 삐끗해서 오늘 시범 못 보여줌"),
    ("operator_note", "trainer_session", "저도 요즘 손목이 아파서 바벨 세팅은 회원님이 직접 하심"),
    ("operator_note", "trainer_session", "my own shoulder is tweaked so I cued the press verbally"),
    (
        "operator_note",
        "trainer_session",
        "트레이너인 제가 무릎이 안 좋아서 점프 시범은 영상으로 대체",
    ),
    ("operator_note", "trainer_session", "I had a stiff neck this morning so I demoed less"),
]


def test_lead_1207i_the_trainers_own_body_in_a_trainer_note():
    held, cleared = LEAD_1207I_TRAINERS_OWN_HELD, LEAD_1207I_TRAINERS_OWN_CLEARED
    assert _pinned_pair(held, cleared) == ([], [])
    assert _written_count(held, cleared) == 0
