"""Round 74 (ADR 0084), fresh77-0139: the heart said to tear with sorrow is heartbreak."""

from __future__ import annotations

from tests.checkin.test_safety_reading import _pinned_pair, _written_count

# fresh77-0139 ("어제 본 뮤지컬 2막에서 심장 찢어지는 줄.. 너무 슬퍼서 엉엉 울었어요") was held S2
# by 찢어지 (a tear): the heart, the chest or the mind torn, with sorrow said in the text, is the
# idiom the policy names ("drama that breaks my heart"). Held: a lift or pain beside it, a muscle
# between, another part torn, a body sign or the breath, and the tearing with no sorrow said.
ROUND_74_HEARTBREAK_HELD = [
    ("S2", "note", "customer_checkin", "벤치하다가 가슴 찢어지는 줄 알았어요 너무 아파서 울었어요"),
    ("S2", "note", "customer_checkin", "공연 끝나고 가슴 근육 찢어진 것 같아요 슬프다 진짜"),
    (
        "S2",
        "pain_text",
        "customer_checkin",
        "리허설 중에 종아리가 찢어지는 줄 알았어요 눈물 났어요",
    ),
    ("S2", "note", "customer_checkin", "마음이 찢어질 듯 슬픈데 왼쪽 가슴도 콕콕 쑤셔요"),
    (
        "S2",
        "note",
        "customer_checkin",
        "가슴이 찢어지는 줄 알았어요 숨도 잘 안 쉬어지고 눈물만 나요",
    ),
    ("S2", "note", "customer_checkin", "공연 끝나고 가슴이 찢어지는 줄 알았어요 오늘은 쉴게요"),
]
ROUND_74_HEARTBREAK_CLEARED = [
    ("note", "customer_checkin", "연극 마지막 장면에서 가슴이 찢어지는 줄 알았어요 눈물 펑펑"),
    ("note", "customer_checkin", "오페라 아리아 듣다가 심장 찢어질 것 같았음ㅠ 너무 슬퍼"),
    (
        "answer.Q-PERF-REASON",
        "customer_checkin",
        "발레 공연 보고 엉엉 울었어요 가슴 찢어지는 결말이라",
    ),
    ("operator_note", "trainer_session", "회원 반려견 떠나보내서 심장이 찢어진다며 울먹였음"),
]


def test_round_74_the_heart_torn_with_sorrow_is_heartbreak():
    held, cleared = ROUND_74_HEARTBREAK_HELD, ROUND_74_HEARTBREAK_CLEARED
    assert _pinned_pair(held, cleared) == ([], [])
    assert _written_count(held, cleared) == 0
