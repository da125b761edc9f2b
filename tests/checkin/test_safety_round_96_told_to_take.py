"""Round 96 (ADR 0084): a medicine the customer was told to take and then did not take
(fresh19-0158, a left miss of the tune halves, read beside round 96's fresh103-0077)."""

from __future__ import annotations

from tests.checkin.test_safety_reading import _rule_codes, _written_count

# fresh19-0158 ("의사가 statin 먹으라는데 운동으로 버텨보려고 안 먹고 있어요") was held S3 only: the
# drug, named in Latin letters, was the object of a quoted order to take it (먹으라는데, 먹으라고
# 했는데, with 꼭 or 좀 between), and its not being taken came a clause later. Told to take is
# given as much as 약 받았는데 is (round 96's class before this one): a fact of not taking after
# it is a stop, S5. Taking it after all, weighing whether to, or a supplement are not.
ROUND_96_TOLD_TO_TAKE_HELD = [
    (
        "S5",
        "note",
        "customer_checkin",
        "정신과에서 lexapro 먹으라는데 졸릴까 봐 아직 안 먹고 있어요",
    ),
    (
        "S5",
        "note",
        "customer_checkin",
        "선생님이 levothyroxine 꼭 먹으라고 했는데 귀찮아서 며칠 안 먹었어요",
    ),
    (
        "S5",
        "note",
        "customer_checkin",
        "의사가 statins 먹으라는데 운동으로 버텨보려고 한 번도 안 먹었어요",
    ),
]
# Without S5 (the disease a drug names may still hold S3 by its own cue).
ROUND_96_TOLD_TO_TAKE_NOT_S5 = [
    ("note", "customer_checkin", "정신과에서 lexapro 먹으라고 해서 오늘부터 먹기 시작했어요"),
    ("note", "customer_checkin", "유산균 꼭 먹으라는데 맛이 없어서 안 먹게 돼요"),
    ("note", "customer_checkin", "의사가 statins 먹으라는데 먹어야 할지 고민이에요"),
]


def test_round_96_a_medicine_told_to_take_and_then_not_taken_is_stopped():
    held, not_s5 = ROUND_96_TOLD_TO_TAKE_HELD, ROUND_96_TOLD_TO_TAKE_NOT_S5
    assert [t for code, f, fl, t in held if code not in _rule_codes(t, f, fl)] == []
    assert [t for f, fl, t in not_s5 if "S5" in _rule_codes(t, f, fl)] == []
    assert _written_count(held, not_s5) == 0
