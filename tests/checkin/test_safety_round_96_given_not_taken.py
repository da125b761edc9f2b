"""Round 96 (ADR 0084): a medicine the customer was given and then did not take (fresh103-0077,
bus, taxi and truck drivers and delivery riders)."""

from __future__ import annotations

from tests.checkin.test_safety_reading import _pinned_pair, _written_count

# fresh103-0077 ("건강검진 때 혈압 높다고 고혈압 약 받았는데 졸려서 한 2주 전부터 안 먹고 있어요")
# was held S3 (and S4) but not S5: the medicine stood as the object of 받았는데 with its particle
# dropped, and its not being taken came a long reason later, past the six morphemes the stop is
# looked for in. A medicine straight before 받다 or 타다 (약 받았는데, 약을 처방 받았는데, 약
# 타왔는데), then said not taken as a fact (안 먹고 있어요, 못 먹었어요) however far on, is stopped:
# S5, and so is a medicine as the clause's object or topic (혈압약을 ..., 당뇨약은 ...) said not
# taken late in it (fresh94-0047 moved with it). A time with 부터/까지/마다 and 한 번도 take no
# topic from it; another noun as the object (밥을), the medicine said taken, a supplement, a
# prescription slip not yet filled or a patch are not read.
ROUND_96_GIVEN_NOT_TAKEN_HELD = [
    ("S5", "note", "customer_checkin", "병원에서 약 타왔는데 속쓰려서 한 며칠 안 먹었어요"),
    (
        "S5",
        "note",
        "customer_checkin",
        "당뇨약 받았는데 출장 다니느라 바빠서 지난주부터 못 먹고 있어요",
    ),
    (
        "S5",
        "note",
        "customer_checkin",
        "위장약 받았는데 속이 괜찮은 것 같아서 이번주엔 안 먹었어요",
    ),
    ("S5", "note", "customer_checkin", "갑상선약 타왔는데 챙기기 귀찮아서 한동안 못 먹었어요"),
    (
        "S5",
        "note",
        "customer_checkin",
        "약을 받았는데 부작용 얘기 듣고 겁나서 한 번도 안 먹었어요",
    ),
    # The medicine as the object or the topic, not given: the same stop said late in the clause.
    ("S5", "note", "customer_checkin", "혈압약을 휴가 가서 깜빡하는 바람에 사흘 안 먹었어요"),
    (
        "S5",
        "note",
        "customer_checkin",
        "당뇨약은 요즘 일이 많아서 정신이 없다 보니 며칠째 못 먹고 있어요",
    ),
]
ROUND_96_GIVEN_NOT_TAKEN_CLEARED = [
    ("note", "customer_checkin", "약국에서 소화제 받았는데 배가 괜찮아져서 안 먹었어요"),
    ("note", "customer_checkin", "영양제 선물 받았는데 맛이 별로라 안 먹어요"),
    ("note", "customer_checkin", "처방전 받았는데 약국이 닫아서 내일 타러 가요"),
    ("note", "customer_checkin", "파스 받아왔는데 하루 자고 나니 괜찮아서 안 붙였어요"),
    ("note", "customer_checkin", "약 받았는데 밥을 한 번도 제때 못 먹어서 걱정이에요"),
    ("note", "customer_checkin", "약은 시간 맞춰 잘 먹고 있고 야식은 안 먹어요"),
]


def test_round_96_a_medicine_given_and_then_not_taken_is_stopped():
    held, cleared = ROUND_96_GIVEN_NOT_TAKEN_HELD, ROUND_96_GIVEN_NOT_TAKEN_CLEARED
    assert _pinned_pair(held, cleared) == ([], [])
    assert _written_count(held, cleared) == 0
