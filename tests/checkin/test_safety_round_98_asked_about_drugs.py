"""Round 98 (ADR 0084): a drug named only in another person's question to the customer, whose
own use is then denied, is not the customer's (fresh104-0125, fresh66-0146)."""

from __future__ import annotations

from tests.checkin.test_safety_reading import _pinned_pair, _written_count

# fresh104-0125 (a gym senior asked whether the customer is on 약; the customer laughed, natural)
# and fresh66-0146 (someone in a group chat asked which diet pills; the customer said none) were
# held S5. The drug, a use verb with a question's ending (하냐고, 먹냐고) and an asking or saying
# verb (물어보, 묻, 하) is a question put to the customer; with the customer's own use denied after
# it (내추럴, 아니라고, 안 먹는다고, 안 한다고) the drug is cleared. No denial, a use of the
# customer's own after it (저도 해볼까, 고민, 관심) or a denial turned round (안 한다고 했는데 사실
# ...) keeps it held.
ROUND_98_ASKED_ABOUT_DRUGS_HELD = [
    ("S5", "note", "customer_checkin", "형이 약 하냐고 물어봐서 저도 해볼까 고민 중이에요"),
    (
        "S5",
        "note",
        "customer_checkin",
        "누가 약 하냐고 물어보길래 안 한다고 했는데 사실 클렌 먹고 있어요",
    ),
    ("S5", "note", "customer_checkin", "다이어트약 먹냐고 물어보셔서 먹는다고 했어요"),
    ("S5", "note", "customer_checkin", "관장님이 스테로이드 하냐고 물어봐서 관심 있다고 했어요"),
]
ROUND_98_ASKED_ABOUT_DRUGS_CLEARED = [
    ("note", "customer_checkin", "관장님이 약 하냐고 물어보셔서 아니라고 했어요"),
    ("note", "customer_checkin", "동기가 식욕억제제 먹냐고 묻길래 저는 그런 거 안 먹는다고 했어요"),
    (
        "operator_note",
        "trainer_session",
        "회원님 주변에서 약 하냐고 물어봤는데 절대 안 한다고 하심",
    ),
    ("note", "customer_checkin", "헬스장 형이 약 하냐고 해서 저 내추럴이라고 했어요"),
    ("note", "customer_checkin", "룸메가 다이어트약 뭐 먹냐고 물어봐서 그런 거 안 먹는다고 함"),
]


def test_round_98_a_drug_in_anothers_question_with_the_customers_use_denied():
    held, cleared = ROUND_98_ASKED_ABOUT_DRUGS_HELD, ROUND_98_ASKED_ABOUT_DRUGS_CLEARED
    assert _pinned_pair(held, cleared) == ([], [])
    assert _written_count(held, cleared) == 0
