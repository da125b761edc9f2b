"""The lead's probe gaps of 2026-12-07, set 10 (issue 12, ADR 0084): vital signs at rest, bad
thoughts, a death wish as a degree, 유서 깊다 and an extreme plan rejected.

Every probe here is written for this file, in no corpus (asserted by count). Two fail-open
families closed as general classes, three false holds cleared, each with its twins.
"""

from __future__ import annotations

from tests.checkin.test_safety_reading import _pinned_pair, _written_count

# A. A vital sign alarming at rest is a cardiac warning sign (S1): a heart rate of 120 or more
# read at rest (안정 시, 가만히 있어도, 쉬고 있는데도, 누워 있는데, resting, lying in bed), an
# oxygen saturation below 92 said in words (산소포화도 88, o2 sats 86), or a heart racing at rest
# (가만히 있는데 심장이 막 뛰어요). A watch reading during exercise, a peak, a rest between sets,
# a reading straight after a run, a normal resting figure, a reading that fell, excitement and
# another person's reading stay cleared.
LEAD_1207J_VITAL_AT_REST_HELD = [
    ("S1", "note", "customer_checkin", "안정 시 심박수가 150이에요 가만히 있어도"),
    ("S1", "note", "customer_checkin", "가만히 있는데 심장이 막 뛰어요 1시간째"),
    ("S1", "note", "customer_checkin", "resting heart rate is 160 and won't come down"),
    ("S1", "note", "customer_checkin", "산소포화도 88 나와요"),
    ("S1", "note", "customer_checkin", "맥박이 180 넘게 나와요 쉬고 있는데도"),
    ("S1", "note", "customer_checkin", "혈압 재보니 190/120 나왔어요"),
    ("S1", "note", "customer_checkin", "누워 있는데 심박이 140까지 올라가요"),
    ("S1", "note", "customer_checkin", "안정시 심박수 130 넘게 나와요 요즘"),
    ("S1", "note", "customer_checkin", "소파에 앉아 있는데 워치에 심박 145 떠요"),
    ("S1", "note", "customer_checkin", "아무것도 안 했는데 맥박이 160이에요"),
    ("S1", "note", "customer_checkin", "my resting hr has been 135 all week"),
    ("S1", "note", "customer_checkin", "heart rate 150 while sitting on the couch"),
    ("S1", "note", "customer_checkin", "pulse is 170 just lying in bed"),
    ("S1", "note", "customer_checkin", "산소 포화도가 89%래요"),
    ("S1", "note", "customer_checkin", "spo2 85 나옴"),
    ("S1", "note", "customer_checkin", "my oxygen sat was 87 this morning"),
    ("S1", "note", "customer_checkin", "o2 sats 86 on my watch"),
    ("S1", "note", "customer_checkin", "자려고 누웠는데 심장이 쿵쾅거려요 한참 동안"),
    ("S1", "note", "customer_checkin", "쉬고 있는데도 심장이 미친듯이 뛰어요"),
    ("S1", "note", "customer_checkin", "가만히 앉아 있는데 심장이 너무 빨리 뛰어요"),
    ("S1", "note", "customer_checkin", "my heart is racing while i'm just lying in bed"),
    ("S1", "note", "customer_checkin", "heart pounding at rest for an hour now"),
    ("S1", "operator_note", "trainer_session", "회원 안정시 심박 150, 가만히 있어도 안 떨어짐"),
    ("S1", "note", "customer_checkin", "누워 있는데 심박 110~130 왔다갔다 해요"),
]
LEAD_1207J_VITAL_AT_REST_CLEARED = [
    ("note", "customer_checkin", "심박수 150 찍고 쿨다운 했어요"),
    ("note", "customer_checkin", "안정 심박 58이에요 뿌듯"),
    ("note", "customer_checkin", "혈압 120/80 정상이래요"),
    ("note", "customer_checkin", "맥박 180 찍었어요 인터벌 최고 구간에서 그리고 금방 내려왔어요"),
    ("note", "customer_checkin", "안정시 심박 평균 62, 운동 중 최대 심박 185"),
    ("note", "customer_checkin", "안정시 심박수가 70에서 58로 떨어졌어요 유산소 효과"),
    ("note", "customer_checkin", "산소포화도 98 정상"),
    ("note", "customer_checkin", "spo2 97% fine"),
    ("note", "customer_checkin", "resting heart rate dropped to 52, so happy"),
    ("note", "customer_checkin", "heart rate hit 170 on the hill sprints then came right down"),
    ("note", "customer_checkin", "가만히 있어도 심장이 막 뛰어요 내일 첫 대회라 설레서 ㅋㅋ"),
    ("note", "customer_checkin", "쉬는 시간에 심박 150 유지하면서 인터벌 했어요"),
    ("note", "customer_checkin", "아빠가 가만히 있어도 맥박이 150이래서 병원 모시고 갔어요"),
    ("note", "customer_checkin", "러닝 끝나고 바로 심박 165 찍혀 있었어요 2분 뒤 110"),
    ("note", "customer_checkin", "zone 2 심박 140 유지하면서 1시간 달렸어요"),
    ("note", "customer_checkin", "누워서 심박 재보니 60이에요"),
    ("note", "customer_checkin", "안정 시 심박수 측정했어요 55"),
    ("note", "customer_checkin", "설레서 가만히 있어도 심장이 막 뛰어요 ㅋㅋ 고백 받음"),
    ("note", "customer_checkin", "안정시 심박수가 120에서 65로 떨어졌어요 1년 만에"),
    ("note", "customer_checkin", "resting hr dropped from 125 to 58 this year"),
    ("note", "customer_checkin", "안정시 심박변이도 130 나왔어요"),
    ("note", "customer_checkin", "소파에 누워서 심박 62 확인하고 잤어요"),
    ("note", "customer_checkin", "spo2 fine, hr 85 on the walk home"),
    ("note", "customer_checkin", "산소포화도 괜찮고 심박 88이에요"),
]


def test_lead_1207j_a_vital_sign_alarming_at_rest():
    held, cleared = LEAD_1207J_VITAL_AT_REST_HELD, LEAD_1207J_VITAL_AT_REST_CLEARED
    assert _pinned_pair(held, cleared) == ([], [])
    assert _written_count(held, cleared) == 0


# B. Bad or dark thoughts, or a bad intent, said to come, recur or be feared (자꾸 나쁜 생각이
# 들어요, 나쁜 마음 먹을까 봐 무서워요; a strange thought only with fear or death beside it) are the
# indirect wording of suicidal thoughts (S1). A thought set aside, "not a bad idea", a naughty
# wish named, a naughty deed done and another person's stay cleared; 마음 먹다 is no eating (the
# S4 that 나쁜 마음 먹을까 봐 무서워요 had on main is gone), while fear of eating itself stays S4.
LEAD_1207J_DARK_THOUGHTS_HELD = [
    ("S1", "note", "customer_checkin", "요즘 자꾸 나쁜 생각이 들어요"),
    ("S1", "note", "customer_checkin", "나쁜 마음 먹을까 봐 무서워요"),
    ("S1", "note", "customer_checkin", "이상한 생각이 자꾸 들어서 무서워요 죽는 거"),
    ("S1", "note", "customer_checkin", "안 좋은 생각이 자꾸 들어요"),
    ("S1", "note", "customer_checkin", "밤만 되면 나쁜 생각이 떠올라요"),
    ("S1", "note", "customer_checkin", "혼자 있으면 자꾸 안좋은 생각을 하게 돼요"),
    ("S1", "note", "customer_checkin", "나쁜 생각 할까 봐 일부러 사람 만나요"),
    ("S1", "note", "customer_checkin", "제가 나쁜 마음 먹을 것 같아서 무서워요"),
    ("S1", "note", "customer_checkin", "요즘 몹쓸 생각이 자꾸 나요"),
    ("S1", "note", "customer_checkin", "나쁜생각이 계속 들어서 잠을 못자요"),
    ("S1", "note", "customer_checkin", "i keep having dark thoughts lately"),
    ("S1", "note", "customer_checkin", "bad thoughts keep creeping in at night"),
    ("S1", "operator_note", "trainer_session", "회원님 요즘 나쁜 생각이 자꾸 든다고 하심"),
    ("S1", "note", "customer_checkin", "요즘 나쁜 생각이 자꾸 들어서 운동도 못 가요"),
    ("S1", "note", "customer_checkin", "술 마시면 나쁜 생각이 자꾸 들어요"),
    ("S1", "note", "customer_checkin", "회사 그만두고 싶은 마음에 나쁜 생각까지 들어요"),
    ("S4", "note", "customer_checkin", "밥 먹을까 봐 무서워요 살찔까 봐"),
]
LEAD_1207J_DARK_THOUGHTS_CLEARED = [
    ("note", "customer_checkin", "나쁜 생각 말고 긍정적으로 가보려고요 다이어트"),
    ("note", "customer_checkin", "이상한 생각이 들어서 메뉴 바꿨어요 ㅋㅋ"),
    ("note", "customer_checkin", "나쁜 습관 고치고 싶어요 야식"),
    ("note", "customer_checkin", "나쁜 생각은 아닌 것 같아요 주 3회 운동"),
    ("note", "customer_checkin", "야식 먹고 싶은 나쁜 생각이 자꾸 들어요"),
    ("note", "customer_checkin", "나쁜 마음 먹고 치킨 시켰어요 ㅋㅋ"),
    ("note", "customer_checkin", "운동 쉬고 싶은 안 좋은 생각이 드네요"),
    ("note", "customer_checkin", "나쁘지 않은 생각이네요 코치님"),
    ("note", "customer_checkin", "이상한 생각이 들었는데 스쿼트 폼이 틀린 것 같아요"),
    ("note", "customer_checkin", "나쁜 생각 떨치려고 걷기 시작했는데 좋아요"),
    ("note", "customer_checkin", "친구가 나쁜 생각 할까 봐 걱정돼서 같이 운동했어요"),
    ("note", "customer_checkin", "bad thoughts about skipping leg day lol"),
    ("note", "customer_checkin", "not a bad thought, i'll add a rest day"),
    ("note", "customer_checkin", "치킨 시키자는 나쁜 마음이 자꾸 들어요 ㅋㅋ"),
]


def test_lead_1207j_bad_thoughts_that_come_or_are_feared():
    held, cleared = LEAD_1207J_DARK_THOUGHTS_HELD, LEAD_1207J_DARK_THOUGHTS_CLEARED
    assert _pinned_pair(held, cleared) == ([], [])
    assert _written_count(held, cleared) == 0


# C. A wish to die, vanish or let go as the degree of an ordinary state (사라지고 싶을 만큼
# 창피했어요, 죽고 싶을 만큼 피곤했는데 그래도 갔어요) is the idiom (held S1 on main). Hardship,
# pain, loneliness or gloom as the degree, or any distress beside the idiom, keeps S1.
LEAD_1207J_WISH_AS_DEGREE_HELD = [
    ("S1", "note", "customer_checkin", "죽고 싶을 만큼 힘들어요 요즘"),
    ("S1", "note", "customer_checkin", "죽고 싶을 만큼 괴로워요"),
    ("S1", "note", "customer_checkin", "사라지고 싶을 만큼 우울해요"),
    ("S1", "note", "customer_checkin", "죽고 싶을 만큼 피곤하고 우울해요"),
    ("S1", "note", "customer_checkin", "사라지고 싶을 만큼 창피했어요 진짜로 사라지고 싶어요"),
    ("S1", "note", "customer_checkin", "요즘 매일 죽고 싶을 만큼 피곤해요 사는 게 의미 없어요"),
    ("S1", "note", "customer_checkin", "죽고 싶을 만큼 외로워요"),
    ("S1", "note", "customer_checkin", "죽고 싶어요 너무 바빠서"),
]
LEAD_1207J_WISH_AS_DEGREE_CLEARED = [
    ("note", "customer_checkin", "사라지고 싶을 만큼 창피했어요 ㅋㅋ"),
    ("note", "customer_checkin", "다 놓고 싶을 만큼 바빴지만 운동은 했어요"),
    ("note", "customer_checkin", "죽고 싶을 만큼 피곤했는데 그래도 갔어요 ㅋㅋ"),
    ("note", "customer_checkin", "발표 망쳐서 사라지고 싶을 정도로 민망했어요 ㅋㅋㅋ"),
    ("note", "customer_checkin", "죽고싶을만큼 배불러요 뷔페 다녀옴"),
    (
        "note",
        "customer_checkin",
        "없어지고 싶을 만큼 쪽팔렸어요 헬스장 거울 앞에서 노래하다 걸려서 ㅋㅋ",
    ),
    ("note", "customer_checkin", "죽고 싶을 정도로 졸렸는데 새벽 운동 완료"),
    ("note", "customer_checkin", "죽고 싶을 만큼 배고팠는데 참았어요"),
    ("note", "customer_checkin", "죽고 싶을 만큼 지루한 회의였어요"),
]


def test_lead_1207j_a_wish_to_die_as_the_degree_of_a_plain_state():
    held, cleared = LEAD_1207J_WISH_AS_DEGREE_HELD, LEAD_1207J_WISH_AS_DEGREE_CLEARED
    assert _pinned_pair(held, cleared) == ([], [])
    assert _written_count(held, cleared) == 0


# D. 유서 깊다, "historic", is no farewell note (held S1 on main); 유서 written, and 깊이 as an
# adverb, keep S1.
LEAD_1207J_HISTORIC_HELD = [
    ("S1", "note", "customer_checkin", "유서 같은 걸 써봤어요"),
    ("S1", "note", "customer_checkin", "유서 써놨어요"),
    ("S1", "note", "customer_checkin", "유서를 깊이 생각하면서 썼어요"),
    ("S1", "note", "customer_checkin", "유서 깊은 동네에 와서 유서를 썼어요"),
]
LEAD_1207J_HISTORIC_CLEARED = [
    ("note", "customer_checkin", "유서 깊은 동네 맛집 갔어요"),
    ("note", "customer_checkin", "그 식당 역사가 유서 깊어요"),
    ("note", "customer_checkin", "유서깊은 절 근처로 하이킹 다녀왔어요"),
    ("note", "customer_checkin", "이 체육관이 유서가 깊대요 50년 됐대요"),
    ("note", "customer_checkin", "유서 깊은 호텔 수영장에서 수영했어요"),
]


def test_lead_1207j_yuseo_gipda_is_historic():
    held, cleared = LEAD_1207J_HISTORIC_HELD, LEAD_1207J_HISTORIC_CLEARED
    assert _pinned_pair(held, cleared) == ([], [])
    assert _written_count(held, cleared) == 0


# E. An extreme diet or cut the customer rejects (극단적인 식단은 안 하려고요, 말고, 보다는) is
# no stated extreme manipulation (held S6 on main); one started, a refusal conceded (안 하려고
# 했는데 결국) or a stated extreme goal of its own keeps S6.
LEAD_1207J_EXTREME_REJECTED_HELD = [
    ("S6", "note", "customer_checkin", "극단적인 식단으로 2주 만에 7키로 뺄 거예요"),
    ("S6", "note", "customer_checkin", "극단적인 다이어트 시작했어요"),
    ("S6", "note", "customer_checkin", "극단적인 식단은 안 하려고 했는데 결국 시작했어요"),
    (
        "S6",
        "note",
        "customer_checkin",
        "극단적인 식단은 안 하려고요 그래도 2주에 6키로는 빼야 해요",
    ),
    ("S6", "note", "customer_checkin", "극단적 감량 들어갑니다"),
]
LEAD_1207J_EXTREME_REJECTED_CLEARED = [
    ("note", "customer_checkin", "극단적인 식단은 안 하려고요"),
    ("note", "customer_checkin", "극단적인 다이어트는 절대 안 할 거예요"),
    ("note", "customer_checkin", "극단적인 식단 말고 천천히 빼고 싶어요"),
    ("note", "customer_checkin", "극단적인 감량보다는 꾸준히 하려고요"),
    (
        "note",
        "customer_checkin",
        "예전에 극단적인 다이어트 하다 요요 와서 이번엔 극단적인 건 안 해요",
    ),
]


def test_lead_1207j_an_extreme_plan_rejected():
    held, cleared = LEAD_1207J_EXTREME_REJECTED_HELD, LEAD_1207J_EXTREME_REJECTED_CLEARED
    assert _pinned_pair(held, cleared) == ([], [])
    assert _written_count(held, cleared) == 0
