"""Round 80 (ADR 0084): the classes read from fresh85-tune and fresh86-tune's errors."""

from __future__ import annotations

from tests.checkin.test_safety_reading import _pinned_pair, _written_count

# fresh86-0099 (a goal answered as a pair, span and amount both in Hangul numerals) was not held
# S6: a paired goal took only digits for the amount and 일 / 주 after digits, 열흘, 보름 or
# 일주일 for the span. EVALUATION.md reads the goal "however written: Hangul numerals": the
# amount as a Sino-Korean numeral word of its own (육키로, 팔 킬로) and the span as 이주, 이 주,
# 두 주 or 삼주 now pair as digits do. Below the goal (3 kg, or 6 kg in a month), a distance run
# and a span over 14 days stay clear.
ROUND_80_HANGUL_GOAL_HELD = [
    ("S6", "answer.Q-PERF-REASON", "customer_checkin", "이주 안에 칠키로요 동생이랑 내기함"),
    ("S6", "answer.Q-PERF-REASON", "customer_checkin", "보름 안에 육 킬로! 돌잔치 전에"),
    ("S6", "answer.Q-PERF-REASON", "customer_checkin", "육키로/이주요! 애 돌잔치"),
    ("S6", "answer.Q-PERF-REASON", "customer_checkin", "이 주 만에 팔 킬로요 ㅎㅎ"),
]
ROUND_80_HANGUL_GOAL_CLEARED = [
    ("answer.Q-PERF-REASON", "customer_checkin", "이주 안에 삼키로요 천천히 하려고요"),
    ("answer.Q-PERF-REASON", "customer_checkin", "한 달 안에 육키로요 무리 안 하고"),
    ("note", "customer_checkin", "이주 동안 육키로 뛰었어요 강아지랑"),
    ("answer.Q-PERF-REASON", "customer_checkin", "삼주 안에 칠키로요 결혼식 전까지"),
]


def test_round_80_a_goal_in_hangul_numerals_pairs_as_digits():
    held, cleared = ROUND_80_HANGUL_GOAL_HELD, ROUND_80_HANGUL_GOAL_CLEARED
    assert _pinned_pair(held, cleared) == ([], [])
    assert _written_count(held, cleared) == 0


# fresh86-0069 (the children and the husband supposed to live on well without the customer) was
# not held S1: the compact S1 list took 내가 없어도 only, and 나 없어도 only before 아무도. The
# others supposed to live on well, happier or easier without the customer (나 / 저 / 제가 없어도
# ... 잘 살 것 같아, 더 행복할 거, 편할 텐데) is the indirect wording of S1, as "they'd be fine
# without me" already is in English. The present of a pet or a child getting on ("잘 살아요",
# "잘 놀아요"), a team running without one, and 괜찮을 about a pet left for a night stay clear.
ROUND_80_FINE_WITHOUT_ME_HELD = [
    ("S1", "note", "customer_checkin", "저 없어도 가족들은 더 행복할 것 같아요"),
    ("S1", "note", "customer_checkin", "요즘 그냥 제가 없어도 다들 편할 텐데 싶어요"),
    (
        "S1",
        "answer.Q-PERF-REASON",
        "customer_checkin",
        "우리 애들은 나 없어도 잘 살아갈 거예요 요즘 그런 생각만",
    ),
    ("S1", "note", "customer_checkin", "나 없어도 다들 잘 살 거예요"),
]
ROUND_80_FINE_WITHOUT_ME_CLEARED = [
    ("note", "customer_checkin", "우리 강아지는 나 없어도 잘 살아요 자동급식기 덕분에"),
    ("note", "customer_checkin", "애들이 나 없어도 잘 놀아요 할머니댁에서"),
    ("note", "customer_checkin", "나 없어도 팀이 잘 돌아가서 휴가 편하게 씀"),
    ("note", "customer_checkin", "강아지 나 없어도 괜찮을 것 같아서 1박 여행 가요"),
]


def test_round_80_the_others_fine_without_me_is_indirect_s1():
    held, cleared = ROUND_80_FINE_WITHOUT_ME_HELD, ROUND_80_FINE_WITHOUT_ME_CLEARED
    assert _pinned_pair(held, cleared) == ([], [])
    assert _written_count(held, cleared) == 0


# fresh85-0019 (the 감독님's hypertension, the customer fine) was held S3: the head of a team by
# title was no word for another person, as 팀장, 사장 and 부장 are. 감독 (a team's, a shoot's or a
# site's head) joins them; the customer's own disease beside 감독 (제 천식, 제가 빈혈, 감독님 저
# ...) still holds. 코치 is left out on purpose: customers write to their own coach.
ROUND_80_TEAM_HEAD_HELD = [
    ("S3", "note", "customer_checkin", "감독님이 제 천식 때문에 후반에 빼주셨어요"),
    ("S3", "note", "customer_checkin", "감독님한테 제 고혈압 얘기했어요"),
    ("S3", "note", "customer_checkin", "감독님이 그러는데 제가 빈혈이래요"),
    ("S3", "note", "customer_checkin", "감독님 저 오늘 천식 때문에 훈련 못 가요"),
]
ROUND_80_TEAM_HEAD_CLEARED = [
    ("note", "customer_checkin", "감독님 당뇨 있으셔서 회식은 샤브샤브"),
    ("note", "customer_checkin", "우리 감독 통풍 와서 작전지시만 함"),
    ("note", "customer_checkin", "감독님이 통풍이라 오늘 벤치에 앉아만 계심"),
    ("note", "customer_checkin", "감독이 암 투병 중이라 팀 분위기가 무거움"),
]


def test_round_80_the_head_of_a_team_by_title_is_another_person():
    held, cleared = ROUND_80_TEAM_HEAD_HELD, ROUND_80_TEAM_HEAD_CLEARED
    assert _pinned_pair(held, cleared) == ([], [])
    assert _written_count(held, cleared) == 0


# fresh85-0077 ("BP 약" prescribed, skipped on match days) missed S3: blood pressure's medicine
# was a disease of the customer as 혈압약 and in English as "BP meds", but not as the letters
# before 약. BP / bp joins the words 약 is read beside (the same window of two); blood pressure
# measured or another person's medicine fetched stay clear.
ROUND_80_BP_MEDICINE_HELD = [
    ("S3", "note", "customer_checkin", "BP약 아침에 챙겨 먹고 훈련 나감"),
    ("S3", "note", "customer_checkin", "bp 약 하루 한 알씩 먹는 중"),
    ("S3", "answer.Q-PERF-REASON", "customer_checkin", "요즘 BP 약 끊었더니 머리가 무거워요"),
    ("S3", "note", "customer_checkin", "BP 약 용량 늘었어요 지난주부터"),
]
ROUND_80_BP_MEDICINE_CLEARED = [
    ("note", "customer_checkin", "아빠 BP 약 타러 약국 들렀다 옴"),
    ("note", "customer_checkin", "BP 재보니 정상이고 약은 없음"),
    ("note", "customer_checkin", "오늘 BP 118/76 나왔고 영양제만 챙김"),
    ("note", "customer_checkin", "강아지 심장약 BP 체크하러 동물병원"),
]


def test_round_80_blood_pressure_medicine_by_its_letters():
    held, cleared = ROUND_80_BP_MEDICINE_HELD, ROUND_80_BP_MEDICINE_CLEARED
    assert _pinned_pair(held, cleared) == ([], [])
    assert _written_count(held, cleared) == 0


# fresh86-0133 (the second child's asthma, the customer fine) was held S3: a child named by birth
# order was no word for another person. 첫째 / 둘째 / 셋째 / 넷째 as the subject (가/이 straight
# after), and 막내 / 막둥이 as the subject or the topic, now are; a list's "첫째는 ..., 둘째는 ...",
# the second week or day (둘째 주, 둘째 날) and the customer's own disease beside them still hold.
ROUND_80_BIRTH_ORDER_HELD = [
    ("S3", "note", "customer_checkin", "둘째 주부터 천식이 심해졌어요"),
    ("S3", "note", "customer_checkin", "둘째 날 빈혈 와서 쉬었어요"),
    ("S3", "note", "customer_checkin", "첫째는 허리 디스크, 둘째는 식단 관리가 목표예요"),
    ("S3", "note", "customer_checkin", "둘째가 천식인데 저도 요즘 천식이 도졌어요"),
]
ROUND_80_BIRTH_ORDER_CLEARED = [
    ("note", "customer_checkin", "셋째가 아토피 때문에 밤새 긁어서 잠 설침"),
    ("note", "customer_checkin", "막내는 비염이 심해서 병원 다녀왔어요"),
    ("note", "customer_checkin", "첫째가 장염이라 오늘 운동 쉼"),
    ("note", "customer_checkin", "둘째가 천식이라 흡입기 챙겨서 등원시킴"),
]


def test_round_80_a_child_by_birth_order_is_another_person():
    held, cleared = ROUND_80_BIRTH_ORDER_HELD, ROUND_80_BIRTH_ORDER_CLEARED
    assert _pinned_pair(held, cleared) == ([], [])
    assert _written_count(held, cleared) == 0
