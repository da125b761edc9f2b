"""Round 127 of the Korean expression validator (ADR 0020, no new batch): the telling just
given, closed or measured by the proximal 이 (이 정도로 + the speaker's telling, 이로써 + a
closing), on the tunable halves' false rejections. Probes are in no corpus (checked by count
only, so no held-out text is named)."""

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

# "[[P:01]]. 이 정도로 간단히 말씀드려요.": 이 정도로 (만 at most) opening the last sentence
# straight after the last issued sentence - or after the speech noun as its topic ("설명은 이
# 정도로만") - then only a presenting manner into the speaker's own telling in a plain present
# or coming final that ends the slot: how far the speaker tells what was just given, as "이
# 정도로 맺을게요" already closes it. An amount kept or eaten, enough said of a state, the
# past, the reader told to speak, a sentence before an issued one, or more after it keep 이
# 정도로 a basis.
TOLD_THIS_FAR_ACCEPTED = [
    (_DAILY, "[[P:01]]. 이 정도로 짧게 말씀드릴게요."),
    (_RATIONALE, "[[A:01]]. 설명은 이 정도로만 간단히 드리겠습니다."),
    (_JUDGMENT, "[[P:01]]. 이 정도로만 간략히 전해 드려요."),
    (_INTERPRETATION, "[[P:01]]. 그리고 [[P:02]]. 이 정도로 차분하게 정리해 드릴게요."),
    (_PHYSIQUE, "[[A:01]]. 안내는 이 정도로 짧게 드릴게요."),
]
TOLD_THIS_FAR_REFUSED = [
    (_DAILY, "[[P:01]]. 이 정도로 유지하시면 돼요."),  # an amount kept
    (_DAILY, "[[P:01]]. 이 정도로 드시면 좋아요."),  # an amount eaten
    (_DAILY, "[[P:01]]. 이 정도로 충분합니다."),  # enough, a state
    (_DAILY, "[[P:01]]. 이 정도로 짧게 말씀드렸어요."),  # the past
    (_DAILY, "[[P:01]]. 이 정도로 짧게 말씀하세요."),  # the reader told to speak
    (_DAILY, "이 정도로 짧게 말씀드리면, [[P:01]]."),  # before the issued sentence
    (_INTERPRETATION, "[[P:01]]. 이 정도로 짧게 말씀드리고, [[P:02]]."),  # more after it
    (_DAILY, "[[P:01]]. 체중은 이 정도로 짧게 말씀드릴게요."),  # another topic
]


def test_round_hundred_twenty_seven_how_far_the_telling_just_given_goes():
    assert _decided_otherwise(TOLD_THIS_FAR_ACCEPTED, accepted=True) == []
    assert _decided_otherwise(TOLD_THIS_FAR_REFUSED, accepted=False) == []
    assert _written_count(TOLD_THIS_FAR_ACCEPTED + TOLD_THIS_FAR_REFUSED) == 0


# "[[P:01]]. 이로써 사유 항목을 마칩니다.": 이로써 opening the last sentence straight after an
# issued sentence, then at most this message's own part as object and a verb of closing it in
# a plain present or coming final that ends the slot - the telling closed by the words just
# given, as "이것으로 안내를 마칩니다" is. A hurdle passed, a workout finished, the past,
# -시-, an issued sentence after 이로써 or before nothing keep it the means or the result of
# what came before.
CLOSES_HEREBY_ACCEPTED = [
    (_REVIEW, "[[P:01]]. 이로써 이 항목을 맺습니다."),
    (_DAILY, "[[P:01]]. 이로써 안내를 마칠게요."),
    (_RATIONALE, "[[A:01]]. 이로써 근거 설명을 마치겠습니다."),
    (_INTERPRETATION, "[[P:01]]. [[P:02]]. 이로써 해석 부분을 마무리합니다."),
    (_PHYSIQUE, "[[A:01]]. 이로써 말씀을 줄입니다."),
]
CLOSES_HEREBY_REFUSED = [
    (_DAILY, "[[P:01]]. 이로써 한 고비는 넘기셨어요."),  # a hurdle passed
    (_DAILY, "[[P:01]]. 이로써 운동을 마칩니다."),  # a workout
    (_DAILY, "[[P:01]]. 이로써 식단 조절을 마무리합니다."),  # a plan finished
    (_DAILY, "[[P:01]]. 이로써 안내를 마쳤습니다."),  # the past
    (_DAILY, "[[P:01]]. 이로써 안내를 마치세요."),  # the reader told to
    (_INTERPRETATION, "[[P:01]]. 이로써 이어서 [[P:02]]."),  # an issued sentence after it
    (_DAILY, "이로써 안내를 마칩니다. [[P:01]]."),  # before the issued sentence
    (_DAILY, "[[P:01]]. 이로써 목표를 이루셨어요."),  # a goal reached
]


def test_round_hundred_twenty_seven_the_telling_just_given_closed_hereby():
    assert _decided_otherwise(CLOSES_HEREBY_ACCEPTED, accepted=True) == []
    assert _decided_otherwise(CLOSES_HEREBY_REFUSED, accepted=False) == []
    assert _written_count(CLOSES_HEREBY_ACCEPTED + CLOSES_HEREBY_REFUSED) == 0
