"""Round 128 of the Korean expression validator (ADR 0020, no new batch): moving on to the part
below when the part is plural or the daily surface's own heading. Twins in no corpus (checked
by count only, so no held-out text is named)."""

from tests.expression.test_validation_rules import (
    _DAILY,
    _JUDGMENT,
    _PHYSIQUE,
    _decided_otherwise,
    _written_count,
)

# A verb of moving whose destination is a part of this message is the speaker moving along it
# ("다음 항목으로 넘어가기 전에" passes); the part may now be plural (항목들로), and after 아래 or
# 다음 it may be the daily surface's own heading 오늘 할 일 as "할 일". A bare or dated 할 일
# (the customer's to-do), doing the to-do, another destination, the past, a time, or a claim
# after the moving on keep their reasons.
MOVING_ON_BELOW_ACCEPTED = [
    (_DAILY, "아래 할 일로 넘어가기 전에 말씀드리면, [[P:01]]."),
    (_DAILY, "아래 할 일로 넘어가기 전에 먼저 정리하면, [[P:01]]."),
    (_DAILY, "아래 할 일로 건너가기 전에, [[P:01]]."),
    (_JUDGMENT, "다음 항목들로 넘어가기 전에, [[P:01]]."),
    (_PHYSIQUE, "아래 문장들로 넘어가기 전에 간추리면, [[A:01]]."),
    (_DAILY, "이제 아래 할 일로 넘어갈게요. [[P:01]]."),
]
MOVING_ON_BELOW_REFUSED = [
    (_DAILY, "할 일로 넘어가기 전에, [[P:01]]."),  # the customer's to-do
    (_DAILY, "오늘 할 일로 넘어가기 전에, [[P:01]]."),  # the to-do of the day
    (_DAILY, "새로 할 일로 넘어가기 전에, [[P:01]]."),  # a new task
    (_DAILY, "먹을 일로 넘어가기 전에, [[P:01]]."),  # eating
    (_DAILY, "아래 운동으로 넘어가기 전에, [[P:01]]."),  # a workout
    (_DAILY, "다음 운동들로 넘어가기 전에 말씀드리면, [[P:01]]."),  # workouts
    (_DAILY, "다음 세트들로 넘어가기 전에, [[P:01]]."),  # sets of an exercise
    (_DAILY, "식사로 넘어가기 전에, [[P:01]]."),  # a meal
    (_DAILY, "아래 할 일을 하기 전에, [[P:01]]."),  # doing the to-do
    (_DAILY, "아래 할 일로 넘어갔기 전에, [[P:01]]."),  # the past
    (_DAILY, "아래 할 일로 넘어갔어요. [[P:01]]."),  # the past
    (_DAILY, "다음 주로 넘어가기 전에, [[P:01]]."),  # next week
    (_DAILY, "어제 아래 할 일로 넘어가기 전에, [[P:01]]."),  # a time
    (_DAILY, "아래 할 일로 넘어가기 전에 꼭, [[P:01]]."),  # insistence
    (_DAILY, "아래 할 일로 넘어가기 전에 드시면, [[P:01]]."),  # eating
    (_DAILY, "아래 할 일로 넘어가기 전에 말씀드렸듯이, [[P:01]]."),  # an earlier telling
]


def test_round_hundred_twenty_eight_moving_on_to_the_to_do_or_the_parts_below():
    assert _decided_otherwise(MOVING_ON_BELOW_ACCEPTED, accepted=True) == []
    assert _decided_otherwise(MOVING_ON_BELOW_REFUSED, accepted=False) == []
    assert _written_count(MOVING_ON_BELOW_ACCEPTED + MOVING_ON_BELOW_REFUSED) == 0
