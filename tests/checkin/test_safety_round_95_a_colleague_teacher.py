"""Round 95 (ADR 0084), fresh102-tune (teachers and school staff): a teacher named as someone
else - the one beside, another, the class next door's - is a colleague."""

from __future__ import annotations

from tests.checkin.test_safety_reading import _pinned_pair, _written_count

# fresh102-0145 ("교무실 자리 옆 쌤이 매일 술냄새… 걱정되는데 뭐라 말하기도 그렇고") was held S5:
# 옆 and 다른 made a member or a person someone else (옆 분이, 다른 회원님이), not a teacher.
# A teacher (쌤, 선생님, 교사, 강사) qualified so, or the teacher of the class next door (옆반 쌤,
# 다른 반 선생님), as the subject is a colleague. The customer's own trainer (PT쌤) and a
# colleague who speaks of the customer's body or whom the customer joins ("저도", "둘 다") are not.
ROUND_95_COLLEAGUE_TEACHER_HELD = [
    ("S3", "note", "customer_checkin", "옆 쌤이 제 허리 보더니 디스크 같대요"),
    ("S5", "note", "customer_checkin", "다른 쌤이 매일 술 마시자고 해서 저도 매일 마셔요"),
    ("S3", "note", "customer_checkin", "옆반 쌤이랑 둘 다 고혈압이에요"),
    ("S2", "note", "customer_checkin", "PT쌤이 제 무릎 보더니 염증 같대요"),
]
ROUND_95_COLLEAGUE_TEACHER_CLEARED = [
    ("note", "customer_checkin", "옆반 쌤이 당뇨래요 그래서 간식 안 드심"),
    ("note", "customer_checkin", "다른 선생님이 허리 디스크로 병가 내셨어요"),
    ("note", "customer_checkin", "다른 반 선생님이 수술하셔서 보강 들어가요"),
    ("note", "customer_checkin", "옆 쌤이 요즘 공황장애로 힘드시대요 같이 산책 가기로 함"),
]


def test_round_95_a_colleague_teacher():
    held, cleared = ROUND_95_COLLEAGUE_TEACHER_HELD, ROUND_95_COLLEAGUE_TEACHER_CLEARED
    assert _pinned_pair(held, cleared) == ([], [])
    assert _written_count(held, cleared) == 0
