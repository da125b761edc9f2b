"""Round 132 of the Korean expression validator (ADR 0020, on fresh116-tune): a class on the
tunable half's false rejections of limiting and inclusive particles. Twins in no corpus
(checked by count only, so no held-out text is named)."""

from tests.expression.test_validation_rules import (
    _DAILY,
    _INTERPRETATION,
    _JUDGMENT,
    _PHYSIQUE,
    _RATIONALE,
    _REVIEW_1,
    _decided_otherwise,
    _written_count,
)

# Concessive 라도 on a brevity manner in -게 (짧게라도, 간단하게라도, 간략하게라도,
# 짤막하게라도, 간결하게라도 - Kiwi's 이/VCP + 라도/EC): "if only briefly" softens how the
# speaker puts it and claims nothing; what it leads into is judged as without it. Another
# manner (an evaluation), the reader's act, the customer's act, the past and a plain conditional
# after it keep their reasons.
EVEN_IF_BRIEFLY_ACCEPTED = [
    (_DAILY, "짧게라도 요약해 드리면, [[P:01]]."),
    (_RATIONALE, "간략하게라도 정리해 드리면, [[A:01]]."),
    (_INTERPRETATION, "짤막하게라도 정리하자면, [[P:01]]. 이어서 [[P:02]]."),
    (_JUDGMENT, "간결하게라도 요약해 보면, [[P:01]]."),
    (_REVIEW_1, "간단하게라도 요약하면, [[P:01]]."),
    (_PHYSIQUE, "짧게라도 간추려 말씀드리면, [[A:01]]."),
]
EVEN_IF_BRIEFLY_REFUSED = [
    (_DAILY, "짧게라도 걸어 보시면, [[P:01]]."),  # the reader's act
    (_DAILY, "간략하게라도 기록해 두시면, [[P:01]]."),  # the reader's act
    (_DAILY, "짧게라도 운동해 드리면, [[P:01]]."),  # an act on the body
    (_DAILY, "좋게라도 요약해 드리면, [[P:01]]."),  # an evaluation
    (_DAILY, "간단하게라도 정리하셨으면, [[P:01]]."),  # the reader's past
    (_DAILY, "짧게라도 쉬었으니, [[P:01]]."),  # a cause
    (_DAILY, "간결하게라도 드시면, [[P:01]]."),  # eating
]


def test_round_hundred_thirty_two_even_if_only_briefly_softens_the_summing_up():
    assert _decided_otherwise(EVEN_IF_BRIEFLY_ACCEPTED, accepted=True) == []
    assert _decided_otherwise(EVEN_IF_BRIEFLY_REFUSED, accepted=False) == []
    assert _written_count(EVEN_IF_BRIEFLY_ACCEPTED + EVEN_IF_BRIEFLY_REFUSED) == 0
