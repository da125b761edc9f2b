"""The lead's probe gaps of 2026-12-07, second set (issue 12, ADR 0084): fail-open families closed.

Every probe here is written for this file, in no corpus (asserted by count); every held probe
was cleared on main before its class.
"""

from __future__ import annotations

from tests.checkin.test_safety_reading import _pinned_pair, _written_count

# A part that locked up or seized, one that will not bend or straighten, standing straight or
# bearing weight not possible, and walking made hard by a fall are an injury (S2). Workout
# soreness joked about (harmless in the tune halves), laughter, gaining weight and another
# person's fall stay cleared.
LEAD_1207B_LOCKED_OR_NO_WEIGHT_HELD = [
    ("S2", "note", "customer_checkin", "halfway through the warmup my lower back seized up on me"),
    ("S2", "note", "customer_checkin", "elbow still doesnt fully straighten since sunday"),
    ("S2", "note", "customer_checkin", "cant bear any weight on the left foot today"),
    ("S2", "note", "customer_checkin", "tripped on the curb and could barely stand afterwards"),
    (
        "S2",
        "operator_note",
        "trainer_session",
        "client knee wouldnt take weight after the box jump landing",
    ),
]
LEAD_1207B_LOCKED_OR_NO_WEIGHT_CLEARED = [
    ("note", "customer_checkin", "that spin class was brutal, couldn't move for an hour lol"),
    ("note", "customer_checkin", "we laughed so hard we couldnt stand up straight"),
    ("note", "customer_checkin", "eating 3500 a day and still cant put weight on fast enough"),
    ("note", "customer_checkin", "my grandma fell last week and can barely walk now"),
]


def test_lead_1207b_a_part_locked_or_unable_to_bear_weight():
    held, cleared = LEAD_1207B_LOCKED_OR_NO_WEIGHT_HELD, LEAD_1207B_LOCKED_OR_NO_WEIGHT_CLEARED
    assert _pinned_pair(held, cleared) == ([], [])
    assert _written_count(held, cleared) == 0


# Eating risk without the usual words: fear at being full, water or gum to get through hunger,
# smoking or coffee in place of food, nothing going down, no appetite and barely eating. One
# named meal, a drowsy full stomach, a water goal and a meal said eaten after all stay cleared.
LEAD_1207B_EATING_UNSAID_HELD = [
    ("S4", "note", "customer_checkin", "배가 차면 불안해서 견딜 수가 없어요"),
    ("S4", "note", "customer_checkin", "배고플 땐 물로 허기 달래면서 참고 있어요"),
    ("S4", "note", "customer_checkin", "끼니 대신 전자담배 물고 버텨요"),
    ("S4", "note", "customer_checkin", "요새 한 숟갈도 못 넘기겠어요"),
    ("S4", "operator_note", "trainer_session", "회원님 입맛이 통 없어서 요즘 거의 못 드신다고 함"),
]
LEAD_1207B_EATING_UNSAID_CLEARED = [
    ("note", "customer_checkin", "점심 먹고 배부르면 너무 졸려요 ㅋㅋ"),
    ("note", "customer_checkin", "물 3리터 마시기 도전 중이에요 화장실 자주 감"),
    ("note", "customer_checkin", "입맛이 없어서 저녁은 조금만 먹었어요"),
    ("note", "customer_checkin", "면접 앞두고 밥이 잘 안 넘어갔는데 그래도 두 끼는 먹었어요"),
]


def test_lead_1207b_eating_risk_without_the_usual_words():
    held, cleared = LEAD_1207B_EATING_UNSAID_HELD, LEAD_1207B_EATING_UNSAID_CLEARED
    assert _pinned_pair(held, cleared) == ([], [])
    assert _written_count(held, cleared) == 0


# Diabetes as DM with its type, a type written out (제1형) or said bare of the customer, and
# tinnitus felt or worsening are a named disorder of the customer (S3). A direct message, a
# former president's name and a parent's tinnitus stay cleared.
LEAD_1207B_DM_TYPE_TINNITUS_HELD = [
    ("S3", "note", "customer_checkin", "참고로 저 DM 제1형이에요"),
    ("S3", "note", "customer_checkin", "DM 2형이라서 식후에 꼭 걸어요"),
    ("S3", "note", "customer_checkin", "작년 가을에 제2형 판정 받았어요"),
    ("S3", "note", "customer_checkin", "요즘 이명이 자꾸 들려서 잠을 설쳐요"),
    ("S3", "operator_note", "trainer_session", "회원 이명 도져서 오늘 점프 동작 제외"),
]
LEAD_1207B_DM_TYPE_TINNITUS_CLEARED = [
    ("note", "customer_checkin", "인스타 DM 2개 왔는데 답장 못 했어요"),
    ("note", "customer_checkin", "이명박 정부 때 얘기 들었어요"),
    ("note", "customer_checkin", "아빠가 이명 때문에 병원 다니세요"),
    ("note", "customer_checkin", "DM으로 2시에 루틴 보내드릴게요"),
]


def test_lead_1207b_dm_with_its_type_and_tinnitus():
    held, cleared = LEAD_1207B_DM_TYPE_TINNITUS_HELD, LEAD_1207B_DM_TYPE_TINNITUS_CLEARED
    assert _pinned_pair(held, cleared) == ([], [])
    assert _written_count(held, cleared) == 0


# A pre-workout measured past one scoop - a scoop and a half, 1.5 scoops, four scoops - is a
# doubled stimulant (S5), as two scoops already read. One or half a scoop, protein by the scoop
# and a vaccine booster stay cleared.
LEAD_1207B_BOOSTER_SCOOPS_HELD = [
    ("S5", "note", "customer_checkin", "하체 전에 부스터 한스쿱 반 털어넣었어요"),
    ("S5", "note", "customer_checkin", "one and a half scoops of c4 this morning, wired"),
    ("S5", "note", "customer_checkin", "threw back a scoop and a half of pre-workout before legs"),
    ("S5", "operator_note", "trainer_session", "회원 프리워크아웃 한 스쿱 반씩 드시고 오심"),
]
LEAD_1207B_BOOSTER_SCOOPS_CLEARED = [
    ("note", "customer_checkin", "부스터 샷 맞고 와서 오늘은 가볍게만"),
    ("note", "customer_checkin", "프로틴 한 스쿱 반 타서 마셨어요"),
    ("note", "customer_checkin", "부스터는 반 스쿱만 먹어요 심장 쿵쾅거려서"),
    ("note", "customer_checkin", "백신 부스터 접종하고 이틀 쉬었어요"),
]


def test_lead_1207b_a_booster_past_one_scoop():
    held, cleared = LEAD_1207B_BOOSTER_SCOOPS_HELD, LEAD_1207B_BOOSTER_SCOOPS_CLEARED
    assert _pinned_pair(held, cleared) == ([], [])
    assert _written_count(held, cleared) == 0


# 정신줄 (letting go, partying, zoning out) is an idiom, not consciousness: it is cleared (it was
# held S1 by the older 정신 + 놓 cue). Consciousness let go and a collapse stay held.
LEAD_1207B_LETTING_GO_HELD = [
    ("S1", "note", "customer_checkin", "버피 하다가 정신을 놓을 뻔 했어요 바닥에 주저앉음"),
    ("S1", "note", "customer_checkin", "정신줄 놓고 바닥에 쓰러졌대요 옆사람이 깨움"),
]
LEAD_1207B_LETTING_GO_CLEARED = [
    ("note", "customer_checkin", "주말에 친구들이랑 정신줄 놓고 먹고 마셨어요ㅋㅋ"),
    ("note", "customer_checkin", "마감 때문에 정신줄 잡고 버티는 중"),
    ("note", "customer_checkin", "정신 줄 놓을 뻔한 회의였어요 ㅎㅎ"),
]


def test_lead_1207b_letting_go_is_an_idiom():
    held, cleared = LEAD_1207B_LETTING_GO_HELD, LEAD_1207B_LETTING_GO_CLEARED
    assert _pinned_pair(held, cleared) == ([], [])
    assert _written_count(held, cleared) == 0


# A body weight's leading digit to change within a short span, with the weight stated so that
# the change is >= 5 kg (to the decade below, or to the digit named), is an extreme goal (S6).
# A change under 5 kg, a long span, a lift and an age stay cleared.
LEAD_1207B_LEADING_DIGIT_HELD = [
    ("S6", "note", "customer_checkin", "열흘 안에 앞자리 내리고 싶어요 현재 75.4"),
    ("S6", "note", "customer_checkin", "다음주까지 앞자리 6으로 바꿀래요 지금 몸무게 76"),
]
LEAD_1207B_LEADING_DIGIT_CLEARED = [
    ("note", "customer_checkin", "열흘 안에 앞자리 내리고 싶어요 현재 71.8"),
    ("note", "customer_checkin", "연말까지 앞자리 바꾸는 게 목표예요 지금 76"),
    ("note", "customer_checkin", "데드 이번주에 앞자리 바꾸고 싶어요 지금 95키로"),
    ("note", "customer_checkin", "다음주 생일이라 나이 앞자리 바뀌어요 지금 29살"),
]


def test_lead_1207b_a_leading_digit_in_a_short_span():
    held, cleared = LEAD_1207B_LEADING_DIGIT_HELD, LEAD_1207B_LEADING_DIGIT_CLEARED
    assert _pinned_pair(held, cleared) == ([], [])
    assert _written_count(held, cleared) == 0


# 그래도 excuses the eating-risk cue above only when a meal follows it ("그래도 세 끼는 챙겨
# 먹어요"): "but I still went to work" or "but I feel fine" eats nothing (fail closed).
LEAD_1207B_STILL_EATS_NOTHING_HELD = [
    ("S4", "note", "customer_checkin", "한 숟갈도 못 넘기겠어요 그래도 헬스장은 갔어요"),
    ("S4", "note", "customer_checkin", "물배 채우면서 버텼어요 그래도 운동은 다 했어요"),
]
LEAD_1207B_STILL_EATS_NOTHING_CLEARED = [
    ("note", "customer_checkin", "입맛이 뚝 떨어졌는데 그래도 저녁은 챙겨 먹었어요"),
]


def test_lead_1207b_but_still_eats_only_when_a_meal_follows():
    held, cleared = LEAD_1207B_STILL_EATS_NOTHING_HELD, LEAD_1207B_STILL_EATS_NOTHING_CLEARED
    assert _pinned_pair(held, cleared) == ([], [])
    assert _written_count(held, cleared) == 0


# The cycling, sleep and class words that tell a bike's or a sleep's 사이클 from a steroid cycle
# cancel 사이클 alone, not every drug word of its cue (a club, a meet-up); a drug smoked with
# friends is the customer's own (피우 is a way of taking it). A cycling club, a sleep cycle and
# a drug in the news stay cleared.
LEAD_1207B_DRUG_AMONG_COMPANY_HELD = [
    ("S5", "note", "customer_checkin", "어제 클럽 가서 마약 해봤어요"),
    ("S5", "note", "customer_checkin", "동호회 뒤풀이에서 대마 한 번 피웠어요"),
    ("S5", "note", "customer_checkin", "모임 끝나고 친구들이랑 대마 피웠어요"),
]
LEAD_1207B_DRUG_AMONG_COMPANY_CLEARED = [
    ("note", "customer_checkin", "자전거 동호회에서 실내 사이클 탔어요"),
    ("note", "customer_checkin", "마약 관련 뉴스 영상 보다가 잤어요"),
    ("note", "customer_checkin", "수면 사이클 맞추려고 일찍 잤어요"),
]


def test_lead_1207b_a_drug_taken_in_company_is_held():
    held, cleared = LEAD_1207B_DRUG_AMONG_COMPANY_HELD, LEAD_1207B_DRUG_AMONG_COMPANY_CLEARED
    assert _pinned_pair(held, cleared) == ([], [])
    assert _written_count(held, cleared) == 0
