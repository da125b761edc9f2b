"""Round 89 (ADR 0084): classes on leftover tunable errors of earlier rounds."""

from __future__ import annotations

from tests.checkin.test_safety_reading import _pinned_pair, _rule_codes, _written_count

# fresh97-0017 (a trainer's pain note: pain denied, a cut of last month healed, "상처 완전히 아묾")
# was held S2 on 상처 alone. A wound whose own clause says it has closed (아물었, 아묾, 아문) is
# healed, as an injury of the past with no pain now is; a still-open mark (안, 못, 덜, 아직, 다시),
# 아물지 않 or a healing under way (아물어 가) keeps it held.
ROUND_89_WOUND_HELD = [
    ("S2", "pain_note", "trainer_session", "손바닥 상처가 아직 덜 아물어서 그립 운동은 뺐습니다."),
    ("S2", "note", "customer_checkin", "요리하다 베인 손가락 상처가 안 아물어요"),
    ("S2", "note", "customer_checkin", "발뒤꿈치 상처가 아물지 않아서 러닝 쉬었어요"),
    ("S2", "note", "customer_checkin", "정강이 상처 아물어 가는 중이라 레그프레스만 했어요"),
]
ROUND_89_WOUND_CLEARED = [
    (
        "pain_note",
        "trainer_session",
        "통증 없음. 지난주 유리에 베인 손바닥 상처 다 아묾. 그립 정상 진행.",
    ),
    ("note", "customer_checkin", "종이에 베인 손가락 상처 완전히 아물었어요 오늘 데드 했어요"),
    ("note", "customer_checkin", "칼에 베인 손가락 상처가 잘 아물었네요"),
    ("pain_text", "customer_checkin", "팔꿈치 상처 아문 지 2주 됐고 통증 없어요"),
]


def test_round_89_a_wound_said_closed_is_healed():
    held, cleared = ROUND_89_WOUND_HELD, ROUND_89_WOUND_CLEARED
    assert _pinned_pair(held, cleared) == ([], [])
    assert _written_count(held, cleared) == 0


def test_round_89_a_wound_still_open_stays_held():
    for code, field, flow, text in ROUND_89_WOUND_HELD:
        assert code in _rule_codes(text, field, flow)
