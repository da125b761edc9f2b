"""Round 127 of the Korean expression validator (ADR 0020, no new batch): the message's
details or points as where the speaker's telling moves next, on the tunable halves' false
rejections. Probes are in no corpus (checked by count only, so no held-out text is named)."""

from tests.expression.test_validation_rules import (
    _DAILY,
    _INTERPRETATION,
    _JUDGMENT,
    _PHYSIQUE,
    _RATIONALE,
    _REVIEW,
    _decided_otherwise,
    _written_count,
)

# "세부로 들어가면, [[P:01]].", "디테일로 넘어가면", "세부 포인트로 넘어가면": a verb of moving
# (넘어가, 들어가 ...) whose destination is the message's details or points (세부, 디테일,
# 포인트 straight before 로/으로) moves the telling along the message, as "세부 항목으로
# 넘어가면" already does. Another destination (a plan, a step), the reader's -시-, the past, a
# finding ending or another verb keep their reasons. The words are destinations only: not
# discourse nouns anywhere else.
DETAIL_PART_ACCEPTED = [
    (_DAILY, "세부로 들어가 볼게요. [[P:01]]."),
    (_RATIONALE, "디테일로 들어가면, [[A:01]]."),
    (_INTERPRETATION, "[[P:01]]. 이어서 세부 포인트로 넘어가면, [[P:02]]."),
    (_JUDGMENT, "다음 포인트로 넘어가겠습니다. [[P:01]]."),
    (_REVIEW, "핵심 포인트로 들어가 보면, [[P:01]]."),
    (_PHYSIQUE, "디테일로 넘어가 보면, [[A:01]]."),
]
DETAIL_PART_REFUSED = [
    (_DAILY, "세부 계획으로 넘어가면, [[P:01]]."),  # a plan
    (_DAILY, "다음 단계로 넘어가면, [[P:01]]."),  # a step the reader takes
    (_DAILY, "세부로 들어가셨어요. [[P:01]]."),  # the reader, past
    (_DAILY, "디테일로 들어갔더니, [[P:01]]."),  # past, a finding
    (_DAILY, "세부로 넘어가니, [[P:01]]."),  # a finding ending
    (_DAILY, "디테일까지 챙기시면, [[P:01]]."),  # another verb
    (_DAILY, "포인트로 넘어가셨네요. [[P:01]]."),  # the reader's move, past
]


def test_round_hundred_twenty_seven_the_details_as_where_the_telling_moves():
    assert _decided_otherwise(DETAIL_PART_ACCEPTED, accepted=True) == []
    assert _decided_otherwise(DETAIL_PART_REFUSED, accepted=False) == []
    assert _written_count(DETAIL_PART_ACCEPTED + DETAIL_PART_REFUSED) == 0
