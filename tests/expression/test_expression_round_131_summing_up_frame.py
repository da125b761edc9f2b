"""Round 131 of the Korean expression validator (ADR 0020, no new batch): "by way of summing
up" - a frame noun in 에서 after the speaker's summing up. Twins in no corpus (checked by
count only, so no held-out text is named)."""

from tests.expression.test_validation_rules import (
    _DAILY,
    _INTERPRETATION,
    _JUDGMENT,
    _PHYSIQUE,
    _RATIONALE,
    _decided_otherwise,
    _written_count,
)

# 차원, 뜻 or 의미 in 에서 after a noun of summing up that opens its phrase (정리, 요약, 개요 …)
# or after the speaker's summing up in the present -는 (no -시-, no past; its object, if any,
# a discourse noun), straight into the issued sentence (a comma and manner adjectives in -게
# at most between) or into the speaker's telling: the speaker's purpose, not a place.
SUMMING_UP_FRAME_ACCEPTED = [
    (_JUDGMENT, "개괄 차원에서, [[P:01]]."),
    (_PHYSIQUE, "개요 차원에서 간단하게, [[A:01]]."),
    (_DAILY, "내용을 요약하는 뜻에서, [[P:01]]."),
    (_RATIONALE, "짧게 간추리는 의미에서 [[A:01]]."),
    (_INTERPRETATION, "차분히 정리하는 뜻에서, [[P:01]]. 이어서 [[P:02]]."),
    (_DAILY, "정리 차원에서 차분하게, [[P:01]]."),
]
SUMMING_UP_FRAME_REFUSED = [
    (_DAILY, "장비 정리 차원에서, [[P:01]]."),  # something else tidied
    (_DAILY, "짐을 정리하는 뜻에서, [[P:01]]."),  # something else summed up
    (_DAILY, "요약하시는 뜻에서, [[P:01]]."),  # the reader's act
    (_DAILY, "요약했던 뜻에서, [[P:01]]."),  # the past
    (_DAILY, "요약한 의미에서, [[P:01]]."),  # the past
    (_DAILY, "리마인드 차원에서 짧게, [[P:01]]."),  # an earlier notice
    (_DAILY, "축하하는 뜻에서, [[P:01]]."),  # a congratulation: an evaluation
    (_DAILY, "격려 차원에서, [[P:01]]."),  # encouragement: not summing up
    (_DAILY, "요약 차원에서 보시면, [[P:01]]."),  # the reader's look
    (_DAILY, "요약하는 뜻에서 [[P:01]]. 물을 더 드세요."),  # an instruction after
    (_DAILY, "요약 차원에서 어제, [[P:01]]."),  # a time word
    (_DAILY, "요약 차원에서 체중이 줄었고, [[P:01]]."),  # a fact
    (_DAILY, "요약 차원에서 꼭, [[P:01]]."),  # emphasis
]


def test_round_hundred_thirty_one_a_frame_noun_after_the_speakers_summing_up():
    assert _decided_otherwise(SUMMING_UP_FRAME_ACCEPTED, accepted=True) == []
    assert _decided_otherwise(SUMMING_UP_FRAME_REFUSED, accepted=False) == []
    assert _written_count(SUMMING_UP_FRAME_ACCEPTED + SUMMING_UP_FRAME_REFUSED) == 0
