"""Round 79 (ADR 0084): the class read from fresh84-tune's errors."""

from __future__ import annotations

from tests.checkin.test_safety_reading import _pinned_pair, _written_count

# fresh84-0117 (a trainer's pain note: a day's intake under 1,000 kcal, no pain) was held S4, as
# fresh80-0003 was: EVALUATION.md reads eating risk (S4) for the customer and in the trainer's
# operator note, so the trainer's pain note - the record of the customer's pain - is out of S4's
# scope, whatever its eating words. The same words in the operator note or the customer's own
# check-in still hold S4, and the pain note's pain (S2) is read as before.
ROUND_79_PAIN_NOTE_HELD = [
    ("S4", "operator_note", "trainer_session", "회원님 요즘 하루 600kcal 정도로 버틴다고 하심"),
    ("S4", "note", "customer_checkin", "이번 주는 하루에 700kcal 밑으로만 먹고 있어요"),
    (
        "S4",
        "operator_note",
        "trainer_session",
        "client admits she throws up after dinner most nights",
    ),
    ("S2", "pain_note", "trainer_session", "왼쪽 손목 시큰거림 호소, 하루 700kcal만 먹는다고 함"),
]
ROUND_79_PAIN_NOTE_CLEARED = [
    ("pain_note", "trainer_session", "회원님 하루 650kcal 식단 중이라고 함, 아픈 곳은 없다고 함"),
    (
        "pain_note",
        "trainer_session",
        "says she's been living on about 700 kcal a day, no pain reported",
    ),
]


def test_round_79_eating_risk_is_not_read_in_the_trainers_pain_note():
    held, cleared = ROUND_79_PAIN_NOTE_HELD, ROUND_79_PAIN_NOTE_CLEARED
    assert _pinned_pair(held, cleared) == ([], [])
    assert _written_count(held, cleared) == 0
