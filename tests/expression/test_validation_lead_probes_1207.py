"""The lead's expression probe gaps of 2026-12-07 (ADR 0020, "2026-12-07: the lead's probe
gaps"): each family closed as a general class, with twins that are none of the lead's texts
and in no corpus (checked by count only, so no held-out text is named)."""

from tests.expression.test_validation_rules import (
    _DAILY,
    _INTERPRETATION,
    _PHYSIQUE,
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


# Family 2: round 44's closed leave to (re)read this message keeps rereading (다시) and reading
# together (함께); the reader's pace (천천히) is the reader's time - leave to read slowly is a
# new permission, refused as "나중에 보셔도", "편하실 때" and "부담 없이" are. The first refused
# probe was round 44's benign twin, which now reads 함께 there. The speaker's own pace stays.
LEISURE_LEAVE_ACCEPTED = [
    (_DAILY, "[[P:01]]. 궁금하시면 아래 내용을 다시 보셔도 됩니다."),
    (_JUDGMENT, "[[P:01]]. 위 항목들을 함께 훑어보셔도 돼요."),
    (_RATIONALE, "천천히 풀어서 말씀드리면, [[A:01]]."),
    (_INTERPRETATION, "[[P:01]]. 천천히 이어서 [[P:02]]."),
]
LEISURE_LEAVE_REFUSED = [
    (_INTERPRETATION, "[[P:01]]. [[P:02]]. 필요하시면 위 내용을 천천히 읽으셔도 괜찮아요."),
    (_JUDGMENT, "[[P:01]]. 아래 항목을 천천히 살펴보셔도 됩니다."),
    (_PHYSIQUE, "[[A:01]]. 천천히 훑어보셔도 괜찮습니다."),
    (_DAILY, "[[P:01]]. 궁금하시면 천천히 다시 보셔도 돼요."),
    (_RATIONALE, "[[A:01]]. 위 대목을 천천히 읽으셔도 괜찮아요."),
]


def test_leave_to_read_at_the_readers_pace_is_a_permission():
    assert _decided_otherwise(LEISURE_LEAVE_ACCEPTED, accepted=True) == []
    assert _decided_otherwise(LEISURE_LEAVE_REFUSED, accepted=False) == []
    assert _written_count(LEISURE_LEAVE_ACCEPTED + LEISURE_LEAVE_REFUSED) == 0
