"""Round 99 (ADR 0084): heavy drinking on one night or at one event (어제 회식에서 과음, 송년회로
과음, 동창회에서 폭음) is not heavy daily drinking (fresh105-0151, fresh96-0151; office workers
and long-distance commuters)."""

from __future__ import annotations

from tests.checkin.test_safety_reading import _pinned_pair, _written_count

# fresh105-0151 ("회원님 어제 송년회로 과음했다고 함, 평소엔 주 1회 이하 ...") and fresh96-0151
# ("회원 어제 회식에서 과음했다고 함(평소엔 술 안 마심) ...") were held S5 by 과음 alone; the
# labels clear one night's drinking too much, and S5 is heavy daily alcohol. 과음 or 폭음 with the
# one night or event in its sentence is cleared, unless the text says it recurs or lasts (매일,
# 마다, 연속, 또, 요즘, 이번 주, 주 2회 or more, every, again) or names a dependence.
ROUND_99_ONE_NIGHT_HELD = [
    ("S5", "note", "customer_checkin", "회식 때마다 과음해서 주말엔 누워만 있어요"),
    ("S5", "note", "customer_checkin", "어제도 과음, 이번 주만 세 번째 술자리예요"),
    ("S5", "note", "customer_checkin", "송년회 시즌이라 요즘 매일 과음 중이에요ㅠ"),
    (
        "S5",
        "operator_note",
        "trainer_session",
        "회원님 연말 모임으로 과음이 주 4회 이상이라고 하심",
    ),
    ("S5", "note", "customer_checkin", "폭음 습관 고치고 싶어요 어제 회식에서 또 그랬어요"),
    ("S5", "note", "customer_checkin", "부서 회식 끝나고 해장술까지 과음했어요 아침부터 또 한잔"),
]
ROUND_99_ONE_NIGHT_CLEARED = [
    ("note", "customer_checkin", "어제 부서 회식에서 과음했어요ㅠ 오늘은 유산소만 할게요"),
    ("note", "customer_checkin", "친구 결혼식 피로연에서 폭음함.. 오늘은 물 많이 마시는 중"),
    (
        "operator_note",
        "trainer_session",
        "회원 지난 주말 동창회에서 과음했다고 함, 평소엔 술 잘 안 드심. 하체 대신 스트레칭",
    ),
    (
        "operator_note",
        "trainer_session",
        "회원님 어제 환송회에서 과음하셨다고, 숙취 있어 강도 낮춤",
    ),
    ("note", "customer_checkin", "금요일에 팀 워크숍 뒤풀이로 과음했네요 ㅎㅎ 반성합니다"),
]


def test_round_99_one_nights_heavy_drinking_is_not_daily_drinking():
    held, cleared = ROUND_99_ONE_NIGHT_HELD, ROUND_99_ONE_NIGHT_CLEARED
    assert _pinned_pair(held, cleared) == ([], [])
    assert _written_count(held, cleared) == 0
