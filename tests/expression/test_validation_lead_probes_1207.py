"""The lead's expression probe gaps of 2026-12-07 (ADR 0020, "2026-12-07: the lead's probe
gaps"): each family closed as a general class, with twins that are none of the lead's texts
and in no corpus (checked by count only, so no held-out text is named)."""

from tests.expression.test_validation_rules import (
    _DAILY,
    _INTERPRETATION,
    _RATIONALE,
    _decided_otherwise,
    _written_count,
)

_JUDGMENT = ("adaptive.dualcoachtest.card.v1", "adaptive.dual.judgment")

# Family 1: a companion in the comitative (와/과, 랑/이랑, 하고; 님 and 들 allowed between the
# noun and its particle) straight on a past predicate states an act done with that person,
# an event the canonical text does not hold. The speaker's own composing, the speaker's mood
# beside it and conjoined message nouns stay accepted.
JOINT_PAST_ACT_ACCEPTED = [
    (_DAILY, "오늘 차분히 추려 정리한 내용이에요. [[P:01]]."),
    (_DAILY, "감사한 마음과 함께 정리한 내용이에요. [[P:01]]."),
    (_RATIONALE, "[[A:01]]. 요점과 순서를 짚어 본 내용이에요."),
    (_DAILY, "이어서 함께 보실 내용이에요. [[P:01]]."),
    (_INTERPRETATION, "[[P:01]]. 이와 함께 이어서 [[P:02]]."),
]
JOINT_PAST_ACT_REFUSED = [
    (_DAILY, "담당 코치님과 미리 맞춰 본 이야기예요. [[P:01]]."),
    (_DAILY, "동료와 미리 나눈 이야기예요. [[P:01]]."),
    (_INTERPRETATION, "[[P:01]]. 담당자님하고 정리한 내용이에요. [[A:01]]."),
    (_RATIONALE, "[[A:01]]. 트레이너님과 함께 정리한 내용입니다."),
    (_DAILY, "팀장님하고 미리 맞춰 둔 내용이에요. [[P:01]]."),
    (_DAILY, "동료들과 함께 정리한 내용이에요. [[P:01]]."),
]


def test_a_joint_past_act_with_a_companion_is_a_new_fact():
    assert _decided_otherwise(JOINT_PAST_ACT_ACCEPTED, accepted=True) == []
    assert _decided_otherwise(JOINT_PAST_ACT_REFUSED, accepted=False) == []
    assert _written_count(JOINT_PAST_ACT_ACCEPTED + JOINT_PAST_ACT_REFUSED) == 0
