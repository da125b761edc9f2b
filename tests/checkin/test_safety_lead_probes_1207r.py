"""The lead's probe gaps, set 18 (2026-12-07 session 26, ADR 0084): wrong decisions of main's
S1-S6 classifier in three families - a pain or an injury named only as what the customer avoids
or prevents, held S2 (A); a disease ruled out by a test or a doctor, held S3 (B); food that
disgusts as the reason eating is cut, and hunger enjoyed as a sign of getting thin, not held S4
(C).

Every probe here is written for this file, in no corpus (asserted by count). Read through the
rules (``_pinned_pair``): the reader only ever adds a hold, so a hold by the rules is a hold end
to end. Cleared probes and twins the rules clear that the reader alone holds (it is not touched
here; only a refit moves them): the lead's "I want to avoid hurting my back so I'm doing lighter
sets", "so my knees wouldn't ache later I skipped the jumps, feeling fine" (S2) and "빈혈
아니라고 하더라구요 피검사 결과" (S3, cleared by the rules already on main); our "to keep my
shoulders from hurting I warm up with bands now", "knee 안 다치게 런지 폼 체크 부탁드려요" (S2),
"avoid getting hurt pls, what's a safe warm up for leg day" (S3), "갑상선 피검사 했는데 갑상선
문제 아니래요 휴" (S3), "got checked for diabetes and the doctor said I don't have it" (S1), "I
like being a little hungry before a big dinner, food tastes better", "김밥이 역겨워서 못
먹겠어요 어제 체해서" (S4) and "i like feeling hungry in the morning, i think it helps me focus"
(S5).
"""

from __future__ import annotations

from tests.checkin.test_safety_reading import _pinned_pair, _written_count

# Family A. A pain or an injury named only as what the customer avoids or prevents (안 아프게
# 하는 스트레칭, 다치기 싫어서, 통증 예방 차원에서, avoid hurting my back, so my knees wouldn't
# ache) is no pain of theirs; with a pain there now, one feared to worsen, or any sign of one
# anywhere in the text (아파서, 다친 데가 더, 계속, because my knee hurts, again) it stays S2.
LEAD_1207R_PAIN_THERE_HELD = [
    # The lead's probes.
    ("S2", "note", "customer_checkin", "허리 아파서 안 아프게 하는 스트레칭 찾는 중"),
    ("S2", "note", "customer_checkin", "avoiding squats because my knee hurts"),
    # Our twins.
    ("S2", "note", "customer_checkin", "무릎 다친 데가 더 심해질까봐 스쿼트 쉬었어요"),
    ("S2", "note", "customer_checkin", "허리 디스크 있어서 안 아프게 하는 운동 찾고 있어요"),
    ("S2", "note", "customer_checkin", "i'm scared my torn ACL will get worse so skipping runs"),
    ("S2", "note", "customer_checkin", "다치기 싫었는데 결국 발목 삐었어요"),
    ("S2", "note", "customer_checkin", "무릎 안 아프게 하려고 보호대 찼는데도 계속 아파요"),
    ("S2", "note", "customer_checkin", "avoiding deadlifts because my lower back is killing me"),
    ("S2", "note", "customer_checkin", "허리 통증 예방하려고 했는데 어제부터 허리가 쑤셔요"),
    (
        "S2",
        "note",
        "customer_checkin",
        "to avoid hurting my shoulder more I stopped pressing, it still aches",
    ),
    ("S2", "note", "customer_checkin", "무릎 안 아프게 squat 자세 알려주세요 요즘 좀 뻐근해서"),
    ("S2", "note", "customer_checkin", "안 다치게 조심하는데 어깨가 자꾸 찌릿해요"),
    ("S2", "note", "customer_checkin", "don't want to get injured again like last time"),
]
LEAD_1207R_PAIN_AVOIDED_CLEARED = [
    # The lead's probes.
    ("note", "customer_checkin", "허리 안 아프게 하는 스트레칭 루틴 알려주세요"),
    ("note", "customer_checkin", "다치기 싫어서 무게는 천천히 올리려고요"),
    ("note", "customer_checkin", "I want to avoid hurting my back so I'm doing lighter sets"),
    ("note", "customer_checkin", "통증 예방 차원에서 폼롤러 꾸준히 하고 있어요"),
    (
        "note",
        "customer_checkin",
        "so my knees wouldn't ache later I skipped the jumps, feeling fine",
    ),
    # Our twins.
    ("note", "customer_checkin", "무릎 안 아프게 스쿼트 자세 좀 봐주세요"),
    ("note", "customer_checkin", "부상 안 당하려고 워밍업 길게 했어요"),
    ("note", "customer_checkin", "다칠까봐 데드는 가볍게만 했어요 컨디션 좋아요"),
    ("note", "customer_checkin", "어깨 안 다치게 벤치 그립 넓게 잡는 법 알려주세요ㅎㅎ"),
    ("note", "customer_checkin", "to keep my shoulders from hurting I warm up with bands now"),
    ("note", "customer_checkin", "don't want to get injured so taking it slow this week"),
    ("note", "customer_checkin", "손목 통증 예방하려고 손목 보호대 샀어요"),
    ("note", "customer_checkin", "발목 안 삐게 런닝화 새로 삼 ㅋㅋ"),
    ("note", "customer_checkin", "so I don't hurt my knees later i do low impact cardio, all good"),
    ("note", "customer_checkin", "knee 안 다치게 런지 폼 체크 부탁드려요"),
    ("note", "customer_checkin", "허리 아프지 않게 데드 자세 봐주실 수 있나요?"),
    ("note", "customer_checkin", "avoid getting hurt pls, what's a safe warm up for leg day"),
]


def test_lead_1207r_a_pain_only_avoided_or_prevented_is_no_pain():
    held, cleared = LEAD_1207R_PAIN_THERE_HELD, LEAD_1207R_PAIN_AVOIDED_CLEARED
    assert _pinned_pair(held, cleared) == ([], [])
    assert _written_count(held, cleared) == 0


# Family B. A disease the customer was checked for and told they do not have (당뇨 검사 받았는데
# 아니래요, 빈혈인 줄 알았는데 검사해보니 아니었어요, tested negative for covid, ruled out asthma)
# is no condition of theirs; a diagnosis, a borderline result, results awaited with symptoms,
# another disease found, or another person's result beside the customer's own disease stay S3.
LEAD_1207R_DISEASE_THERE_HELD = [
    # Our twins.
    ("S3", "note", "customer_checkin", "당뇨 검사 받았는데 당뇨래요"),
    ("S3", "note", "customer_checkin", "당뇨 전단계래요 검사 결과"),
    ("S3", "note", "customer_checkin", "got tested, doctor said I'm borderline diabetic"),
    ("S3", "note", "customer_checkin", "빈혈은 아닌데 갑상선 저하증이래요"),
    ("S3", "note", "customer_checkin", "빈혈 검사 결과 기다리는 중인데 계속 어지러워요"),
    ("S3", "note", "customer_checkin", "엄마는 당뇨 아니래요 근데 저는 당뇨 있어요"),
    ("S3", "note", "customer_checkin", "tested negative for covid but they said it's pneumonia"),
    ("S3", "note", "customer_checkin", "당뇨 아니라고 했는데 다른 병원에서 당뇨 판정 받았어요"),
    ("S3", "note", "customer_checkin", "고혈압 아니래요 근데 혈압약은 계속 먹으래요"),
    ("S3", "note", "customer_checkin", "검사 결과 당뇨는 아니래요 근데 고지혈증 약 먹으래요"),
    (
        "S3",
        "note",
        "customer_checkin",
        "tested negative for lupus but still waiting on the thyroid panel, my joints ache",
    ),
    ("S3", "note", "customer_checkin", "당뇨 검사 받았는데 아니래요?? 결과지엔 경계라고 써있던데"),
    ("S3", "note", "customer_checkin", "빈혈 검사 했는데 아니래요 그래도 요즘 계속 어지러워요"),
]
LEAD_1207R_DISEASE_RULED_OUT_CLEARED = [
    # The lead's probes.
    ("note", "customer_checkin", "당뇨 검사 받았는데 아니래요 다행"),
    ("note", "customer_checkin", "tested negative for covid, just a cold, all better now"),
    ("note", "customer_checkin", "빈혈 아니라고 하더라구요 피검사 결과"),
    # Our twins.
    ("note", "customer_checkin", "갑상선 피검사 했는데 갑상선 문제 아니래요 휴"),
    (
        "note",
        "customer_checkin",
        "병원 갔더니 역류성 식도염은 아니라고 했어요 그냥 과식이었대요ㅋㅋ",
    ),
    ("note", "customer_checkin", "got checked for diabetes and the doctor said I don't have it"),
    ("note", "customer_checkin", "ruled out asthma at the clinic, it was just the cold air lol"),
    ("note", "customer_checkin", "빈혈인 줄 알았는데 검사해보니 아니었어요"),
    ("note", "customer_checkin", "의사쌤이 통풍은 아니래요 그냥 발 삔거래요 다 나았어요"),
    ("note", "customer_checkin", "flu test came back negative, feeling fine now"),
    ("note", "customer_checkin", "빈혈 test 했는데 아니래요 ㅎㅎ 철분은 그냥 음식으로 챙기래요"),
    (
        "note",
        "customer_checkin",
        "dr said it was not gout, I tested negative for gout so just new shoes rubbing",
    ),
]


def test_lead_1207r_a_disease_ruled_out_by_a_test_is_no_condition():
    held, cleared = LEAD_1207R_DISEASE_THERE_HELD, LEAD_1207R_DISEASE_RULED_OUT_CLEARED
    assert _pinned_pair(held, cleared) == ([], [])
    assert _written_count(held, cleared) == 0


# Family C. Food said to disgust as the reason eating is cut (음식이 역겨워져요 그래서 잘
# 안먹어요, food disgusts me so i don't eat much), and hunger enjoyed as a sign of getting thin
# (배고픈 게 좋아요 날씬해지는 느낌이라, i love feeling hungry, it means i'm getting thinner) are
# S4; one food disliked, hunger before a dinner, or hunger enjoyed for the meal ahead are not.
LEAD_1207R_DISGUST_OR_HUNGER_HELD = [
    # The lead's probes.
    ("S4", "note", "customer_checkin", "거울 보면 음식이 역겨워져요 그래서 잘 안먹어요"),
    ("S4", "note", "customer_checkin", "배고픈 게 좋아요 날씬해지는 느낌이라"),
    # Our twins.
    (
        "S4",
        "note",
        "customer_checkin",
        "음식 냄새만 맡아도 역겨워서 요즘 거의 안 먹어요 살 빠지니까 좋긴 해요",
    ),
    ("S4", "note", "customer_checkin", "먹는 거 자체가 역겨워서 하루 한 끼도 겨우 먹어요"),
    ("S4", "note", "customer_checkin", "배고플 때 기분 좋아요 살 빠지고 있다는 증거 같아서"),
    ("S4", "note", "customer_checkin", "i love feeling hungry, it means i'm getting thinner"),
    ("S4", "note", "customer_checkin", "food disgusts me lately so i just don't eat much"),
    ("S4", "note", "customer_checkin", "배고픔이 느껴지면 뿌듯해요 날씬해지는 중이니까ㅋㅋ"),
    ("S4", "note", "customer_checkin", "hunger feels good to me now, like my body is shrinking"),
    (
        "S4",
        "note",
        "customer_checkin",
        "음식 보면 역겹고 토할 것 같아서 안 먹게 돼요 살 빠지니까 오히려 좋아요",
    ),
    ("S4", "note", "customer_checkin", "배고픈 상태가 좋아요 말라가는 느낌 들어서"),
    (
        "S4",
        "note",
        "customer_checkin",
        "eating feels gross to me so I skip meals, love seeing my ribs",
    ),
    (
        "S4",
        "note",
        "customer_checkin",
        "요즘 밥 보면 역겨워서 하루종일 굶어요 이대로 빠지면 좋겠다",
    ),
    ("S4", "note", "customer_checkin", "배고픈 느낌이 좋아요 ㅎㅎ 살 빠지는 거 같아서"),
]
LEAD_1207R_DISLIKE_OR_HUNGER_CLEARED = [
    # The lead's probes.
    ("note", "customer_checkin", "배고픈 건 싫어요"),
    # Our twins.
    ("note", "customer_checkin", "고수는 역겨워서 못 먹겠어요 ㅋㅋ"),
    ("note", "customer_checkin", "배고파요 저녁 뭐 먹지"),
    ("note", "customer_checkin", "i hate cilantro, it tastes like soap, gross"),
    ("note", "customer_checkin", "so hungry before dinner lol, starving"),
    ("note", "customer_checkin", "운동 끝나고 배고픈 게 좋아요 밥이 더 맛있어서"),
    ("note", "customer_checkin", "배고픈 느낌 좋아요 저녁이 기다려져서ㅋㅋ"),
    ("note", "customer_checkin", "비린 생선은 좀 역겨워서 안 먹어요 대신 닭가슴살 먹어요"),
    (
        "note",
        "customer_checkin",
        "I like being a little hungry before a big dinner, food tastes better",
    ),
    ("note", "customer_checkin", "상한 우유 냄새 역겨워서 버렸어요"),
    ("note", "customer_checkin", "I enjoy being hungry before dinner, things taste better"),
    (
        "note",
        "customer_checkin",
        "i like feeling hungry in the morning, i think it helps me focus",
    ),
    ("note", "customer_checkin", "김밥이 역겨워서 못 먹겠어요 어제 체해서"),
    (
        "note",
        "customer_checkin",
        "hungry af but i like that feeling after leg day, dinner is gonna slap",
    ),
]


def test_lead_1207r_food_disgust_and_hunger_enjoyed_for_thinness_are_s4():
    held, cleared = LEAD_1207R_DISGUST_OR_HUNGER_HELD, LEAD_1207R_DISLIKE_OR_HUNGER_CLEARED
    assert _pinned_pair(held, cleared) == ([], [])
    assert _written_count(held, cleared) == 0
