"""Round 98 (ADR 0084): a pain asked about and answered as none is no pain (fresh104-0011,
students abroad and international students)."""

from __future__ import annotations

from tests.checkin.test_safety_reading import _pinned_pair, _written_count

# fresh104-0011 (a trainer's pain note: the knee's pain asked about, the answer none) was held S2:
# the asking verb stood between the pain and its denial, so the denial was not read. The pain -
# alone or with its own question (통증 여부, 아픈 곳 있냐고, 무릎 아프냐고) - straight before an
# asking verb (물어보, 묻, 확인하) and its connective, with the next clause the answer none (없다고,
# 없대요, 안 아프다고, 괜찮다고), is denied. Anything there (있다고, 좀 아프다고), no answer, or a
# denial turned by a contrast (없다고 했지만 ..., 괜찮다고 했는데 사실 ...) keeps it held. A chest
# pain asked about is read elsewhere and stays held (fail closed).
ROUND_98_ASKED_AND_DENIED_HELD = [
    ("S2", "pain_note", "trainer_session", "무릎 통증 물어봤는데 조금 있다고 함"),
    ("S2", "pain_note", "trainer_session", "허리 통증 물어보니 아직 있대요"),
    ("S2", "pain_note", "trainer_session", "통증 물어보니 없다고 했지만 표정이 안 좋았음"),
    ("S2", "note", "customer_checkin", "쌤이 무릎 아프냐고 물어봐서 좀 아프다고 했어요"),
    (
        "S2",
        "note",
        "customer_checkin",
        "쌤이 발목 아프냐고 물어봐서 괜찮다고 했는데 사실 계단에서 좀 시큰해요",
    ),
    ("S2", "pain_note", "trainer_session", "어깨 통증 물어봤는데 대답을 안 함"),
]
ROUND_98_ASKED_AND_DENIED_CLEARED = [
    ("pain_note", "trainer_session", "허리 통증 여부 물어보니 없다고 함"),
    ("pain_note", "trainer_session", "통증 물어봤더니 전혀 없대요"),
    ("pain_note", "trainer_session", "아픈 곳 있냐고 물어봤는데 없다고 함"),
    ("note", "customer_checkin", "트레이너가 허리 통증 물어봐서 없다고 했어요"),
    ("note", "customer_checkin", "쌤이 무릎 아프냐고 물어봐서 안 아프다고 했어요"),
    ("operator_note", "trainer_session", "어깨 통증 확인했는데 없다고 함. 정상 진행"),
]


def test_round_98_a_pain_asked_about_and_answered_as_none():
    held, cleared = ROUND_98_ASKED_AND_DENIED_HELD, ROUND_98_ASKED_AND_DENIED_CLEARED
    assert _pinned_pair(held, cleared) == ([], [])
    assert _written_count(held, cleared) == 0
