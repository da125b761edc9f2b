"""Round 120 of the Korean expression validator (ADR 0020, fresh107: causal and reason
connectives): classes on fresh107-tune's false rejections, each with twins that are in no
corpus (checked by count only, so no held-out text is named)."""

from tests.expression.test_validation_rules import (
    _DAILY,
    _RATIONALE,
    _decided_otherwise,
    _written_count,
)

# Round 87's 그러니까 ("that is, in short") opening the slot before a summing-up, widened: a
# brevity manner before the verb of summing up (간단히, 짧게, 간단하게), the speaker's trying or
# offering auxiliary (정리해 보면, 요약해 드리면), the verb in -어 straight into 말씀드리-
# (간추려 말씀드리면), or the summing-up closed as its own sentence by 이렇다 in a present final
# ending (정리하면 이래요.) before the issued sentence. Between issued sentences, the reader's
# act, the past, an outcome, 결국/아마 after it, 이래서 or a thing of the world summed up stay
# refused.
SO_IN_SHORT_ACCEPTED = [
    (_DAILY, "그러니까 간단히 요약하면, [[P:01]]."),
    (_DAILY, "그러니까 짧게 추려 보면, [[P:01]]."),
    (_RATIONALE, "그러니까 요약해 말씀드리자면, [[A:01]]."),
    (_DAILY, "그러니까 간추려 보면 이렇습니다. [[P:01]]."),
    (_DAILY, "그니까 정리해 드리면, [[P:01]]."),
]
SO_IN_SHORT_REFUSED = [
    (("weekly.v1", "weekly.interpretation"), "[[P:01]]. 그러니까 짧게 정리하면, [[P:02]]."),
    (_DAILY, "그러니까 정리하셨으면, [[P:01]]."),  # the reader's act, the past
    (_DAILY, "그러니까 짧게 정리했더니, [[P:01]]."),  # the past, an outcome
    (_DAILY, "그러니까 간추려 보면 좋아졌어요. [[P:01]]."),  # an outcome
    (_DAILY, "그러니까 정리해 보면 결국 [[P:01]]."),  # 결국
    (_DAILY, "그러니까 간단히 줄여 드시면, [[P:01]]."),  # eating
    (_DAILY, "그러니까 정리하면 이래서, [[P:01]]."),  # a reason
    (_DAILY, "그러니까 요약해 말씀드리면 아마 [[P:01]]."),  # 아마
    (_DAILY, "그러니까 짧게 정리하면 이랬어요. [[P:01]]."),  # the past
    (_DAILY, "그러니까 식사를 간단히 줄이면, [[P:01]]."),  # a thing of the world
]


def test_round_hundred_twenty_so_in_short_before_a_brief_summing_up():
    assert _decided_otherwise(SO_IN_SHORT_ACCEPTED, accepted=True) == []
    assert _decided_otherwise(SO_IN_SHORT_REFUSED, accepted=False) == []
    assert _written_count(SO_IN_SHORT_ACCEPTED + SO_IN_SHORT_REFUSED) == 0
