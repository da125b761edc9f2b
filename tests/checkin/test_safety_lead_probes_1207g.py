"""The lead's probe gaps of 2026-12-07, set 6 (session 22; issue 12, ADR 0084): organs and twists.

Every probe here is written for this file, in no corpus (asserted by count). Fail-open families
closed as general classes, with their harmless twins; one false hold cleared.
"""

from __future__ import annotations

from tests.checkin.test_safety_reading import _pinned_pair, _written_count

# K. An inner organ said to have a problem, followed up by a clinic, or a psychiatric, neurology
# or organ-specialty clinic attended is a named disorder by another wording (S3). Another
# person's visit, a check that found nothing, "bad for" an organ, a clinic named as a place or a
# job, a therapist alone and the organ idioms stay cleared; so does an orthopaedic check-up
# that found nothing (held S2 before).
LEAD_1207G_ORGAN_TROUBLE_HELD = [
    ("S3", "note", "customer_checkin", "심장 쪽 문제 있어서 병원 다니는 중"),
    ("S3", "note", "customer_checkin", "간 쪽이 안 좋아서 정기적으로 검사 받아요"),
    ("S3", "note", "customer_checkin", "폐 쪽에 뭐가 보인대서 추적 검사 중"),
    ("S3", "note", "customer_checkin", "심장에 잡음이 있대요"),
    ("S3", "note", "customer_checkin", "정신과 다니고 있어요"),
    ("S3", "note", "customer_checkin", "전립선 쪽 문제 있어서 비뇨기과 다녀요"),
    ("S3", "note", "customer_checkin", "신장 기능이 떨어졌대요"),
    ("S3", "note", "customer_checkin", "콩팥이 안 좋대요"),
    ("S3", "note", "customer_checkin", "위가 안 좋아서 약 먹어요"),
    ("S3", "note", "customer_checkin", "신경과 약 먹고 있어요"),
    ("S3", "note", "customer_checkin", "갑상선 쪽 문제로 내과 다녀요"),
    ("S3", "note", "customer_checkin", "간쪽이 좀 안좋아서 술은 못마셔요"),
    ("S3", "note", "customer_checkin", "작년 건강검진때 폐에 결절 보여서 6개월마다 ct 찍어요"),
    ("S3", "note", "customer_checkin", "심장쪽으로 병원 다닌지 2년 됐어요 ㅠ"),
    ("S3", "note", "customer_checkin", "요즘 정신건강의학과 다니면서 상담 받고 있어요"),
    ("S3", "note", "customer_checkin", "신경과 진료 받고 있어서 목요일은 못 와요"),
    ("S3", "note", "customer_checkin", "췌장 쪽에 물혹이 있대서 지켜보는 중이에요"),
    (
        "S3",
        "operator_note",
        "trainer_session",
        "회원님 심장 쪽 문제로 심장내과 정기적으로 다니신다고 함",
    ),
    ("S3", "operator_note", "trainer_session", "회원 간 기능 저하로 치료 중, 고강도 제외"),
    ("S3", "note", "customer_checkin", "there's a spot on my lung they're keeping an eye on"),
    ("S3", "note", "customer_checkin", "I see a psychiatrist once a month"),
    (
        "S3",
        "note",
        "customer_checkin",
        "heart problems run in me, been seeing a cardiologist since 2022",
    ),
    ("S3", "note", "customer_checkin", "예전부터 신장 쪽이 안좋아서 단백질 많이 먹으면 안된대요"),
    ("S3", "note", "customer_checkin", "정신과 약 처방 받아서 먹는 중"),
    ("S3", "note", "customer_checkin", "요즘 간이 안 좋아졌대요"),
]
LEAD_1207G_ORGAN_TROUBLE_CLEARED = [
    ("note", "customer_checkin", "엄마 따라 내과 다녀왔어요"),
    ("note", "customer_checkin", "이상 없대요"),
    ("note", "customer_checkin", "정상이래요"),
    ("note", "customer_checkin", "치과 스케일링 받았어요"),
    ("note", "customer_checkin", "피부과 레이저 받았어요"),
    ("note", "customer_checkin", "간이 콩알만 해졌어요"),
    ("note", "customer_checkin", "심장이 쫄깃"),
    ("note", "customer_checkin", "간 떨어질 뻔"),
    ("note", "customer_checkin", "정형외과 가서 검진만 받았어요 이상 없대요"),
    ("note", "customer_checkin", "아빠 모시고 심장내과 다녀왔어요 오래 기다림"),
    ("note", "customer_checkin", "건강검진에서 간이랑 심장 다 정상이래요 👍"),
    ("note", "customer_checkin", "심장 초음파 찍었는데 아무 이상 없대요"),
    ("note", "customer_checkin", "이 영화 심장에 안 좋아요 ㅋㅋㅋ 너무 무서움"),
    ("note", "customer_checkin", "정신과 간호사로 일해서 야간 근무가 많아요"),
    ("note", "customer_checkin", "할머니가 콩팥이 안 좋으셔서 병원 모시고 다녀요"),
    ("note", "customer_checkin", "번지점프 하는데 간 떨어지는 줄 알았어요 ㅋㅋ"),
    ("note", "customer_checkin", "정형외과 다녀왔는데 뼈 사진 다 깨끗하대요 이상무"),
    ("note", "customer_checkin", "피부과에서 토닝 받고 왔어요 운동은 내일부터"),
    ("note", "customer_checkin", "심장내과 앞 카페에서 친구 만났어요"),
    ("note", "customer_checkin", "my dad sees a cardiologist every few months, i drove him today"),
    ("note", "customer_checkin", "therapist said journaling might help, feeling good today"),
    ("operator_note", "trainer_session", "회원님 남편분 정신과 다니신다고 걱정하심"),
    ("note", "customer_checkin", "담배 폐에 안 좋대서 끊었어요 3주째"),
    ("note", "customer_checkin", "심장이 녹는다 조카 사진 보고 ㅠㅠ"),
    ("note", "customer_checkin", "간이 안 좋아질까 봐 술 줄였어요"),
    ("note", "customer_checkin", "술 마시면 간이 안 좋아지니까 줄이는 중"),
    ("note", "customer_checkin", "심장이 나빠질까 걱정돼요"),
]


def test_lead_1207g_organ_trouble_and_disorder_clinics():
    held, cleared = LEAD_1207G_ORGAN_TROUBLE_HELD, LEAD_1207G_ORGAN_TROUBLE_CLEARED
    assert _pinned_pair(held, cleared) == ([], [])
    assert _written_count(held, cleared) == 0


# L. A joint twisted in colloquial Korean (발목 돌아갔어요, 자다가 목 돌아갔어요, 손목이 살짝
# 비틀렸는데) or English (turned my ankle, neck got twisted) is an injury (S2), as 허리 나갔어요 and
# 손가락 꺾였어요 already read. A head turned to look, the eyes' idiom, a machine, a meeting or a
# routine going round, a neck that turns well again, another person's and a healed past twist
# stay cleared.
LEAD_1207G_JOINT_TWISTED_HELD = [
    ("S2", "note", "customer_checkin", "발목 돌아갔어요"),
    ("S2", "note", "customer_checkin", "목 돌아갔어요 자다가"),
    ("S2", "note", "customer_checkin", "허리 나갔어요"),
    ("S2", "note", "customer_checkin", "손가락 꺾였어요"),
    ("S2", "note", "customer_checkin", "계단 내려가다 발목이 확 돌아갔어요 ㅠㅠ"),
    ("S2", "note", "customer_checkin", "자고 일어났더니 목 돌아감.. 오른쪽으로 안 움직여요"),
    ("S2", "note", "customer_checkin", "풋살하다 발목 돌아가서 주저앉았어요"),
    ("S2", "note", "customer_checkin", "손목이 살짝 비틀렸는데 좀 시큰해요"),
    ("S2", "note", "customer_checkin", "무릎이 순간 돌아갔는데 지금 붓고 있음"),
    ("S2", "note", "customer_checkin", "발목돌아갔는데 걍 참고 뜀"),
    ("S2", "note", "customer_checkin", "turned my ankle on the stairs at work"),
    ("S2", "note", "customer_checkin", "my neck got twisted in my sleep, can't look left"),
    ("S2", "operator_note", "trainer_session", "회원 점프 착지 때 발목 돌아갔다고 함, 하체 제외"),
    ("S2", "note", "customer_checkin", "어깨가 반대로 비틀어졌어요 팔씨름하다가"),
]
LEAD_1207G_JOINT_TWISTED_CLEARED = [
    ("note", "customer_checkin", "고개가 돌아갔어요 잘생긴 사람 지나가서 ㅋㅋ"),
    ("note", "customer_checkin", "눈이 돌아갔어요 세일 보고"),
    ("note", "customer_checkin", "기계가 잘 돌아갔어요"),
    ("note", "customer_checkin", "세탁기 돌아갔어요"),
    ("note", "customer_checkin", "회의가 잘 돌아갔어요"),
    ("note", "customer_checkin", "정신 나갔나봐요"),
    ("note", "customer_checkin", "목이 이제 잘 돌아가요 스트레칭 덕분"),
    ("note", "customer_checkin", "남편이 축구하다가 발목 돌아갔대요"),
    ("note", "customer_checkin", "작년에 발목 돌아갔었는데 지금은 완전 멀쩡해요"),
    ("note", "customer_checkin", "오늘 헬스장 러닝머신 다 돌아가고 있어서 자리 없었어요"),
    ("note", "customer_checkin", "회의 분위기 돌아가는 거 보고 눈치껏 퇴근함"),
    ("note", "customer_checkin", "예전 루틴으로 돌아갔어요 월수금 상체"),
    ("note", "customer_checkin", "twisted the lid off the protein tub so hard lol"),
    ("note", "customer_checkin", "turned my phone off during the session, felt great"),
]


def test_lead_1207g_a_joint_twisted_in_colloquial_words():
    held, cleared = LEAD_1207G_JOINT_TWISTED_HELD, LEAD_1207G_JOINT_TWISTED_CLEARED
    assert _pinned_pair(held, cleared) == ([], [])
    assert _written_count(held, cleared) == 0
