"""Round 95 (ADR 0084), fresh102-tune (teachers and school staff): a growth on the vocal folds
is a named disorder."""

from __future__ import annotations

from tests.checkin.test_safety_reading import _pinned_pair, _written_count

# fresh102-0003 ("목소리가 아예 안나와요 이비인후과에서 성대결절이라고 ㅠ 말 최대한 아끼래요")
# had no S3 (the learned reader held it S2 alone): vocal fold nodules, a polyp or a cyst (성대결절,
# 성대 폴립, 성대에 물혹; vocal cord nodules, vocal polyps) name a disorder, which the analyser
# splits differently each time. Another person's, one denied, and 성대 in another phrase (성대모사,
# 성대 혹사) are not the customer's disorder.
ROUND_95_VOCAL_FOLD_GROWTH_HELD = [
    ("S3", "note", "customer_checkin", "학원 수업 많아서 그런지 성대 결절 생겼대요 ㅠ"),
    ("S3", "note", "customer_checkin", "이비인후과 갔더니 성대폴립이라고 하네요"),
    ("S3", "note", "customer_checkin", "ENT says I've got vocal cord nodules from lecturing"),
    ("S3", "note", "customer_checkin", "성대에 물혹 생겨서 한 달 말하지 말래요"),
]
ROUND_95_VOCAL_FOLD_GROWTH_CLEARED = [
    ("note", "customer_checkin", "성대모사 하다가 반 애들 빵 터짐ㅋㅋ"),
    ("note", "customer_checkin", "목 많이 써서 성대 혹사 중이에요 그래도 운동은 함"),
    ("note", "customer_checkin", "scope showed no vocal nodules, voice is just tired"),
    ("note", "customer_checkin", "my coworker has vocal nodules so she uses a mic now"),
]


def test_round_95_a_growth_on_the_vocal_folds():
    held, cleared = ROUND_95_VOCAL_FOLD_GROWTH_HELD, ROUND_95_VOCAL_FOLD_GROWTH_CLEARED
    assert _pinned_pair(held, cleared) == ([], [])
    assert _written_count(held, cleared) == 0
