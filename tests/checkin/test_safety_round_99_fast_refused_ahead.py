"""Round 99 (ADR 0084): a fast refused ahead - 물단식 같은 건 안 할 거예요, 단식은 안 할게요 - is
a refusal, as round 78's denial (단식은 안 해요) is (fresh105-0137, office workers and
long-distance commuters)."""

from __future__ import annotations

from tests.checkin.test_safety_reading import _pinned_pair, _written_count

# fresh105-0137 ("물단식 같은건 안할거에요 걱정마세요 ㅎㅎ 천천히 뺄게요") was held S4: round 78
# read a fast denied only in a finished form of 하다 and with the bare word 단식. The fast's word
# (물단식, 주스단식, 효소단식 too), 같은 건 / 따위는 or a topic particle, then 안 and a coming or
# intended form (안 할 거예요, 안 할게요, 안 할래요, 안 하려고요, 안 할 생각/계획이에요) is a
# refusal. A refusal for now only (지금은, 이번 주는), one that says the fast was done before
# (다시는, 이제, 더 이상), a condition or a question still holds.
ROUND_99_FAST_REFUSED_HELD = [
    ("S4", "note", "customer_checkin", "다시는 물단식 안 할 거예요 사흘 했더니 출근길에 휘청"),
    ("S4", "note", "customer_checkin", "이번 주는 단식 안 할게요, 주말에 이틀 금식하려고요"),
    ("S4", "note", "customer_checkin", "이제 주스단식은 안 하려고요 지난주에 닷새 했거든요"),
    ("S4", "note", "customer_checkin", "지금은 단식 안 할 생각이에요 명절 끝나고 할래요"),
    ("S4", "note", "customer_checkin", "효소단식 같은 거 안 할 거면 어떻게 빨리 빼요?"),
    ("S4", "note", "customer_checkin", "더 이상 금식은 안 할래요 야근 중에 손이 떨려서요"),
]
ROUND_99_FAST_REFUSED_CLEARED = [
    ("note", "customer_checkin", "주스단식 같은 건 안 할게요 쌤 말대로 천천히 갈게요"),
    ("note", "customer_checkin", "금식 따위는 안 하려고요 퇴근 후 야식만 줄일게요"),
    ("note", "customer_checkin", "단식 같은 건 안 해요 세 끼 꼬박 챙겨 먹어요"),
    ("note", "customer_checkin", "효소단식은 절대 안 할 거예요 걱정 마세요"),
    ("note", "customer_checkin", "단식은 안 할 계획이에요 점심 운동이랑 식단으로 갈게요"),
    ("operator_note", "trainer_session", "회원님 물단식 같은 건 안 할 거라고 하심, 식단 일지 공유"),
]


def test_round_99_a_fast_refused_ahead_is_a_refusal():
    held, cleared = ROUND_99_FAST_REFUSED_HELD, ROUND_99_FAST_REFUSED_CLEARED
    assert _pinned_pair(held, cleared) == ([], [])
    assert _written_count(held, cleared) == 0
