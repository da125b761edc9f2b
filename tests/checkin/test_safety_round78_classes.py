"""Round 78 (ADR 0084): the classes read from fresh82-tune and fresh83-tune's errors."""

from __future__ import annotations

from tests.checkin.test_safety_reading import _pinned_pair, _written_count

# fresh82-0021 (the CFO's diabetes, the team eating salads with them) was held S3: an officer of
# the place one works, named by title, was no role of another person. The officers and heads
# (CEO, CFO, COO, CTO, VP, director, exec, chairman, president) join round 62's roles, read with
# a determiner as those are; the letter titles name one office each, so with their clause's verb
# straight after them they are another person with no determiner too. The customer's own title
# ("CFO here", "I'm the CTO", "as VP") and an officer who speaks of the customer still hold.
ROUND_78_OFFICER_HELD = [
    ("S3", "note", "customer_checkin", "CTO here lol, just got told I have type 2 diabetes"),
    (
        "S3",
        "note",
        "customer_checkin",
        "im the new VP and my asthma is acting up with all the travel",
    ),
    (
        "S3",
        "answer.Q-PERF-REASON",
        "customer_checkin",
        "our director says my hypertension is why I look so tired at standup",
    ),
    ("S3", "note", "customer_checkin", "as CEO I can't skip meetings even with my crohn's flaring"),
]
ROUND_78_OFFICER_CLEARED = [
    ("note", "customer_checkin", "COO has gout now so the offsite menu is all veggies, fine by me"),
    ("note", "customer_checkin", "our regional director got diagnosed with asthma last month"),
    ("note", "customer_checkin", "the chairman has COPD so the gala got moved indoors this year"),
    ("note", "customer_checkin", "VP was diagnosed with celiac, pizza fridays are cancelled rip"),
]


def test_round_78_an_officer_by_title_is_another_person():
    held, cleared = ROUND_78_OFFICER_HELD, ROUND_78_OFFICER_CLEARED
    assert _pinned_pair(held, cleared) == ([], [])
    assert _written_count(held, cleared) == 0


# fresh82-0013 (no fasting, three meals a day) was held S4 by 단식: a fast said not done - the
# fast's word, a particle and a word of degree at most, then 안 and a finished form of 하다 - is a
# denial, as the other eating words' denials are. A condition or concession (안 하면, 안 해도), a
# fast not done yet (아직), a question, 못 (a fast that cannot be kept) and any other eating risk
# said beside the denial still hold.
ROUND_78_FAST_DENIED_HELD = [
    ("S4", "note", "customer_checkin", "단식 안 하면 회식 살 못 뺄 것 같아서 내일부터 물만 마셔요"),
    ("S4", "note", "customer_checkin", "단식은 안 하는데 요즘 이틀째 아무것도 안 먹었어요"),
    ("S4", "note", "customer_checkin", "금식은 아직 안 했어요 다음 주에 사흘 금식 하려고요"),
]
ROUND_78_FAST_DENIED_CLEARED = [
    ("note", "customer_checkin", "금식은 전혀 안 합니다. 점심도 회사 식당에서 잘 먹어요"),
    ("answer.Q-PERF-REASON", "customer_checkin", "단식은 따로 안 하고 저녁만 가볍게 먹어요"),
    ("operator_note", "trainer_session", "회원님 단식 안 함, 하루 세 끼 규칙적"),
]


def test_round_78_a_fast_said_not_done_is_denied():
    held, cleared = ROUND_78_FAST_DENIED_HELD, ROUND_78_FAST_DENIED_CLEARED
    assert _pinned_pair(held, cleared) == ([], [])
    assert _written_count(held, cleared) == 0


# fresh82-0039 (the knee pain of the last session wholly gone) was held S2: round 48 reads
# 완전히 between the term and 소실 or 해소 as "wholly gone", but the spoken 완전, which the
# analyser tags an adverb or a noun, stood in the way. 완전 is read as 완전히 is. The going
# denied or undone (소실되지 않음, 소실됐다가 다시 생김) and 완전 before any other word (완전
# 심해짐) still hold.
ROUND_78_WHOLLY_GONE_HELD = [
    ("S2", "pain_note", "trainer_session", "회원님 손목 통증 완전 소실되지는 않은 상태로 진행"),
    ("S2", "pain_text", "customer_checkin", "발목 통증 완전 심해져서 출근길에 절뚝거림"),
    ("S2", "pain_note", "trainer_session", "허리 통증 완전 소실됐다가 어제 야근 후 재발"),
]
ROUND_78_WHOLLY_GONE_CLEARED = [
    ("pain_note", "trainer_session", "지난주 호소한 어깨 통증 완전 소실, 풀 프로그램 진행"),
    ("pain_note", "trainer_session", "무릎 시큰거림 완전 해소됨. 러닝 재개"),
]


def test_round_78_wholly_gone_in_speech_is_gone():
    held, cleared = ROUND_78_WHOLLY_GONE_HELD, ROUND_78_WHOLLY_GONE_CLEARED
    assert _pinned_pair(held, cleared) == ([], [])
    assert _written_count(held, cleared) == 0
