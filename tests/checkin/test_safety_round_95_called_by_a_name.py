"""Round 95 (ADR 0084), fresh102-tune (teachers and school staff): a condition word as what the
customer is called is a nickname."""

from __future__ import annotations

from tests.checkin.test_safety_reading import _pinned_pair, _written_count

# fresh102-0131 ("반 애들이 제 별명을 '디스크'라고 부름ㅋㅋ 맨날 USB 들고 다녀서") was held S3:
# a quoted name after 별명 was read only with 이/은/는/도 after it, not as an object (별명을,
# 닉네임으로), and a word followed by (이)라고 and a verb of calling (부르다, 불리다), in a
# sentence that says whom (저를, 나보고) or that it is a nickname, is what the customer is called.
# A word followed by 라고 and a verb of saying is what someone said they have; a word said again
# in the sentence, or a sentence saying they really have something (실제로, 진짜, 있, 진단), keeps
# its hold.
ROUND_95_CALLED_BY_A_NAME_HELD = [
    (
        "S3",
        "note",
        "customer_checkin",
        "애들이 저를 '디스크'라고 부르는데 실제로 허리 디스크 있어요",
    ),
    ("S3", "note", "customer_checkin", "선생님이 저한테 디스크라고 하셨어요 MRI 보고"),
    ("S3", "note", "customer_checkin", "의사가 절 보고 디스크라고 부르더라구요 진짜 디스크래요"),
    ("S3", "note", "customer_checkin", "애들이 저를 당뇨라고 불러요 실제로 당 수치 높긴 함"),
]
ROUND_95_CALLED_BY_A_NAME_CLEARED = [
    (
        "note",
        "customer_checkin",
        "우리 반 애들이 나보고 '통풍쌤'이라고 불러요 ㅋㅋ 창문을 맨날 열어놔서",
    ),
    (
        "note",
        "customer_checkin",
        "동아리 애들 사이에서 제 닉네임을 '빈혈'로 정했어요 ㅋㅋ 얼굴이 하얘서",
    ),
    ("note", "customer_checkin", "학생들이 저를 '당뇨쌤'이라고 불러요 사탕 압수를 너무 해서ㅋㅋ"),
    (
        "note",
        "customer_checkin",
        "교무실에서 제 별명을 '협심증'으로 지었어요 ㅋㅋ 맨날 커피 세 잔이라",
    ),
]


def test_round_95_a_condition_word_as_a_nickname():
    held, cleared = ROUND_95_CALLED_BY_A_NAME_HELD, ROUND_95_CALLED_BY_A_NAME_CLEARED
    assert _pinned_pair(held, cleared) == ([], [])
    assert _written_count(held, cleared) == 0
