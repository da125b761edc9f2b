"""Round 131 of the Korean expression validator (ADR 0020, no new batch): bare ordinals
numbering the text's own issued sentences. Twins in no corpus (checked by count only, so no
held-out text is named)."""

from tests.expression.test_validation_rules import (
    _DAILY,
    _INTERPRETATION,
    _decided_otherwise,
    _written_count,
)

# 첫째, 둘째 … as list markers, each straight before an issued sentence (a comma at most
# between), in 로/으로 or on a part of this message, running from 첫째 in order with an issued
# sentence between each and the next, at least two: they number the lines, nothing else.
NUMBERED_LINES_ACCEPTED = [
    (_INTERPRETATION, "순서대로 적어 드릴게요. 첫째, [[P:01]]. 둘째, [[P:02]]."),
    (_INTERPRETATION, "첫째 [[P:01]]. 이어서 둘째 [[A:01]]."),
    (_INTERPRETATION, "차례로 말씀드리면 첫째, [[P:01]]. 그다음 둘째, [[P:02]]."),
    (_INTERPRETATION, "첫째 대목부터 짚어 드리면, [[P:01]]. 둘째로, [[P:02]]."),
    (_INTERPRETATION, "간단히 나누면, 첫째 [[P:01]]. 둘째, [[A:01]]."),
]
NUMBERED_LINES_REFUSED = [
    (_DAILY, "순서대로 적어 드릴게요. 첫째, [[P:01]]."),  # a lone first: of how many
    (_INTERPRETATION, "둘째, [[P:01]]. 셋째, [[P:02]]."),  # a second with no first
    (_INTERPRETATION, "첫째, [[P:01]]. 셋째, [[P:02]]."),  # a gap: a third item elsewhere
    (_INTERPRETATION, "첫째, [[P:01]]. 첫째로, [[P:02]]."),  # repeated
    (_INTERPRETATION, "첫째, 둘째 [[P:01]]. 그리고 [[P:02]]."),  # no issued line between
    (_INTERPRETATION, "첫째 주에는 [[P:01]]. 둘째 주에는 [[P:02]]."),  # weeks: time
    (_INTERPRETATION, "첫째 세트는 [[P:01]]. 둘째 세트는 [[P:02]]."),  # sets counted
    (_INTERPRETATION, "첫째 날 [[P:01]]. 둘째 날 [[P:02]]."),  # days
    (_INTERPRETATION, "첫째, [[P:01]]. 둘째, [[P:02]]. 셋째도 남아 있어요."),  # a third told of
    (_INTERPRETATION, "첫째로 중요한 건 [[P:01]]. 둘째, [[P:02]]."),  # ranked by importance
    (_INTERPRETATION, "첫째, [[P:01]]. 둘째, 식단을 바꾸세요. [[P:02]]."),  # an instruction
    (_INTERPRETATION, "첫째, [[P:01]]. 둘째, 체중이 늘었어요. [[P:02]]."),  # a fact
]


def test_round_hundred_thirty_one_bare_ordinals_number_the_issued_lines():
    assert _decided_otherwise(NUMBERED_LINES_ACCEPTED, accepted=True) == []
    assert _decided_otherwise(NUMBERED_LINES_REFUSED, accepted=False) == []
    assert _written_count(NUMBERED_LINES_ACCEPTED + NUMBERED_LINES_REFUSED) == 0
