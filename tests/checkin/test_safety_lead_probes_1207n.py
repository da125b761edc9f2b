"""The lead's probe gaps, set 14 (2026-12-07 session 24, issue 12, ADR 0084): another person
named by a role, an occupation or a group (L), a body part about to snap (J).

Every probe here is written for this file, in no corpus (asserted by count). Read through the
rules (``_pinned_pair``); the few the learned second reader still holds by itself are listed in
``LEFT_TO_THE_READER`` - it only ever adds a hold, so only a refit moves them. On main before the
set, twelve of the lead's fifteen L probes were held by the rules (the other three by the reader
alone), the lead's two J probes were cleared, and "저 택시 기사인데 허리가 아파요" was held only
by the reader (the rules read 기사 as a news article).
"""

from __future__ import annotations

from services.checkin.safety.rules import classify
from tests.checkin.test_safety_reading import _pinned_pair, _written_count

# Family L. Another person named by a role, an occupation or a group noun - a pupil, a pupil's
# parent, a passenger, a shop's customer, a driver, a new hire, a colleague teacher (동료 / 옆 반
# / 교감 선생님), "one of my students", "a client of mine" - as the subject ("N이", "N 한 분이",
# "N 중에 한 분이") is someone else: their condition is theirs (harmless).
LEAD_1207N_ROLE_AS_ANOTHER_CLEARED = [
    # The lead's probes (held on main through the rules).
    ("note", "customer_checkin", "학생이 체육 시간에 발목 삐어서 보건실 데려갔어요"),
    ("note", "customer_checkin", "동료 선생님이 암 투병 중이라 마음이 무거워요"),
    ("note", "customer_checkin", "승객 한 분이 차에서 갑자기 토하셨어요"),
    ("note", "customer_checkin", "반 학생이 천식이 있어서 체육 시간에 신경 써요"),
    ("note", "customer_checkin", "교감 선생님이 당뇨래요"),
    ("note", "customer_checkin", "수강생 한 명이 공황 와서 수업 잠깐 멈췄어요"),
    ("note", "customer_checkin", "헬스장 트레이너 선생님이 어깨 다치셨대요"),
    ("note", "customer_checkin", "손님 중에 한 분이 심장이 안 좋으시대요"),
    ("note", "customer_checkin", "학부모님 한 분이 암 수술 받으셨어요"),
    ("note", "customer_checkin", "신입 사원이 회식 자리에서 쓰러졌어요"),
    ("note", "customer_checkin", "옆 반 선생님이 허리 디스크 때문에 병가 내셨어요"),
    ("note", "customer_checkin", "My student fainted in PE today, she's okay now"),
    # The lead's probes the rules already cleared (the reader holds them; see below).
    ("note", "customer_checkin", "택배 기사님이 무릎이 아프다고 하시더라고요"),
    ("note", "customer_checkin", "기사님이 졸음운전 하신다고 에너지드링크 달고 사세요"),
    ("note", "customer_checkin", "A coworker has been popping diet pills, kind of worried"),
    # Already right on main (kept).
    ("note", "customer_checkin", "회사 팀장님이 허리 디스크래요"),
    ("note", "customer_checkin", "같은 반 친구가 천식이 있어요"),
    ("note", "customer_checkin", "룸메이트가 발목 삐었어요"),
    ("note", "customer_checkin", "손님이 매장에서 쓰러지셔서 119 불렀어요"),
    ("note", "customer_checkin", "위층 할머니가 당뇨래요"),
    ("note", "customer_checkin", "my roommate fainted yesterday"),
    # Our twins (each held on the branch's base).
    ("note", "customer_checkin", "수강생 중에 한 분이 허리 디스크가 있으셔서 동작을 바꿔 드렸어요"),
    ("note", "customer_checkin", "알바생이 손목 인대를 다쳐서 제가 대신 일했어요"),
    ("note", "customer_checkin", "학부모 한 분이 당뇨가 있으셔서 간식 메뉴를 바꿨어요"),
    ("note", "customer_checkin", "담임 선생님이 허리 수술 받으셔서 한 달 동안 대체 교사가 와요"),
    ("note", "customer_checkin", "신입 직원 한 명이 공황장애가 있대요"),
    ("note", "customer_checkin", "교회 학생 한 명이 허리 디스크 수술 받아서 병문안 다녀왔어요"),
    ("note", "customer_checkin", "승객분이 갑자기 기절하셔서 차 세웠어요"),
    ("note", "customer_checkin", "반 학생이 ankle sprain 해서 보건실 데려다줬어요"),
    ("note", "customer_checkin", "One of my students has asthma so I keep an inhaler in the gym"),
    ("note", "customer_checkin", "a client of mine just had knee surgery, sending flowers"),
    ("operator_note", "trainer_session", "옆 타임 수강생 한 분이 발목 삐셔서 수업 늦게 시작함"),
    (
        "operator_note",
        "trainer_session",
        "PT 끝나고 손님 한 분이 로비에서 쓰러지셔서 119 부름, 회원님은 이상 없음",
    ),
]
# The customer's own, whatever role they name: their own job (택시 기사인데, 교사라서, I'm a
# student), a student days' injury (학생 때), a role as a class of people (학생은 할인이라),
# the customer among the people they name (저도), the trainer's member (회원님, my client),
# their own teacher or doctor telling them (의사 선생님이 디스크래요, 트레이너 선생님이 ...
# 같대요), and the customer addressing their teacher.
LEAD_1207N_OWN_HELD = [
    ("S2", "note", "customer_checkin", "저 택시 기사인데 허리가 아파요"),
    ("S3", "note", "customer_checkin", "저는 버스 기사라서 허리 디스크가 있어요"),
    ("S2", "note", "customer_checkin", "교사라서 목이 아파요"),
    ("S3", "note", "customer_checkin", "저도 선생님처럼 디스크가 있어요"),
    ("S2", "operator_note", "trainer_session", "회원님이 무릎이 아프시대요"),
    ("S2", "note", "customer_checkin", "학생이 넘어져서 놀랐는데 저도 허리가 아파요"),
    ("S2", "note", "customer_checkin", "학생 때 다친 무릎이 요즘 다시 아파요"),
    ("S2", "note", "customer_checkin", "학생은 할인이라 등록했는데 무릎이 아파요"),
    ("S2", "note", "customer_checkin", "학생들 가르치다가 제 허리가 삐끗했어요"),
    ("S2", "note", "customer_checkin", "손님들 상대하느라 하루 종일 서 있어서 발바닥이 아파요"),
    ("S3", "note", "customer_checkin", "옆 반 선생님도 저도 허리 디스크예요"),
    ("S3", "note", "customer_checkin", "의사 선생님이 디스크래요"),
    ("S3", "note", "customer_checkin", "트레이너 선생님이 허리 디스크 같대요"),
    ("S2", "note", "customer_checkin", "선생님 저 어제부터 무릎이 아파요"),
    ("S2", "operator_note", "trainer_session", "학생 회원님 무릎 통증 있어서 스쿼트 제외"),
    ("S2", "note", "customer_checkin", "I'm a student and my knee hurts"),
    ("S2", "operator_note", "trainer_session", "my client has knee pain, skip lunges"),
]

# Cleared by the rules and, since round 101's refit (ADR 0084), by the learned reader too:
# cleared end to end, through the full classifier.
CLEARED_SINCE_THE_ROUND_101_REFIT = [
    ("note", "customer_checkin", "택배 기사님이 무릎이 아프다고 하시더라고요"),
    ("note", "customer_checkin", "기사님이 졸음운전 하신다고 에너지드링크 달고 사세요"),
]

# Cleared by the rules, still held by the learned reader alone (round 101's refit too).
LEFT_TO_THE_READER = [
    ("note", "customer_checkin", "A coworker has been popping diet pills, kind of worried"),
    ("note", "customer_checkin", "수강생 한 명이 공황 와서 수업 잠깐 멈췄어요"),
    ("note", "customer_checkin", "신입 사원이 회식 자리에서 쓰러졌어요"),
    ("note", "customer_checkin", "전화가 끊어졌어요"),
]


def test_lead_1207n_a_role_occupation_or_group_noun_names_another_person():
    held, cleared = LEAD_1207N_OWN_HELD, LEAD_1207N_ROLE_AS_ANOTHER_CLEARED
    assert _pinned_pair(held, cleared) == ([], [])
    assert _written_count(held, cleared) == 0


# Family J. A body part about to snap (허리가 끊어질 것 같아요, 허리 끊어지는 줄 알았어요, my back
# felt like it was about to snap) is a pain, S2, as one about to go (나갈 것 같은) already is.
LEAD_1207N_ABOUT_TO_SNAP_HELD = [
    ("S2", "note", "customer_checkin", "장시간 운전해서 허리가 끊어질 것 같아요"),
    ("S2", "note", "customer_checkin", "허리 끊어지는 줄 알았어요 이사 도와주다가"),
    ("S2", "note", "customer_checkin", "런지 100개 했더니 허벅지가 진짜 끊어지는 줄"),
    ("S2", "note", "customer_checkin", "종일 서 있었더니 종아리 끊어질듯ㅠㅠ"),
    ("S2", "note", "customer_checkin", "하루종일 애기 안고 있어서 팔목이 끊어질 거 같아요"),
    ("S2", "note", "customer_checkin", "레그데이 하고 나니 다리가 끊어질 것 같아요"),
    ("S2", "note", "customer_checkin", "어깨 끊어지는 줄ㅋㅋ 풀업 30개 했더니"),
    ("S2", "note", "customer_checkin", "뒷목이 끊어질 것 같아요 야근 때문에"),
    (
        "S2",
        "operator_note",
        "trainer_session",
        "회원님 스쿼트 후 허리 끊어질 것 같다고 함, 강도 낮춤",
    ),
    ("S2", "note", "customer_checkin", "my back felt like it was about to snap after the move"),
    ("S2", "note", "customer_checkin", "knee feels like it's gonna snap on the stairs"),
]
# A thing that snaps - a cord, a band, a leash, a call, a contact, a bridge - is no body part.
LEAD_1207N_THING_SNAPS_CLEARED = [
    ("note", "customer_checkin", "줄이 끊어질 것 같아요"),
    ("note", "customer_checkin", "전화가 끊어졌어요"),
    ("note", "customer_checkin", "연락이 끊겼어요"),
    ("note", "customer_checkin", "줄넘기 줄이 끊어질 것 같아서 새로 샀어요"),
    ("note", "customer_checkin", "고무밴드가 끊어질 듯 늘어나서 교체했어요"),
    ("note", "customer_checkin", "와이파이가 자꾸 끊어져서 영상 못 봤어요"),
    ("note", "customer_checkin", "목줄이 끊어질 것 같아서 강아지 산책 조심했어요"),
    ("note", "customer_checkin", "출렁다리가 끊어질 것 같아서 무서웠어요"),
    ("operator_note", "trainer_session", "밴드 끊어질 것 같아서 교체 요청함"),
    ("note", "customer_checkin", "the cable felt like it was about to snap"),
]


def test_lead_1207n_a_body_part_about_to_snap_is_pain():
    held, cleared = LEAD_1207N_ABOUT_TO_SNAP_HELD, LEAD_1207N_THING_SNAPS_CLEARED
    assert _pinned_pair(held, cleared) == ([], [])
    assert _written_count(held, cleared) == 0


def test_lead_1207n_left_to_the_reader_only():
    # Listed, not asserted through the full classifier: a refit of the reader may clear them.
    cleared = LEAD_1207N_ROLE_AS_ANOTHER_CLEARED + LEAD_1207N_THING_SNAPS_CLEARED
    assert all(probe in cleared for probe in LEFT_TO_THE_READER)
    assert _pinned_pair([], LEFT_TO_THE_READER) == ([], [])


def test_lead_1207n_two_cleared_end_to_end_since_the_round_101_refit():
    cleared = LEAD_1207N_ROLE_AS_ANOTHER_CLEARED
    assert all(probe in cleared for probe in CLEARED_SINCE_THE_ROUND_101_REFIT)
    for field, flow, text in CLEARED_SINCE_THE_ROUND_101_REFIT:
        assert classify(flow, [(field, text)]).reasons == ()  # type: ignore[arg-type]
