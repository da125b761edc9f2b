"""The lead's expression probe gap of 2026-12-07, session 22 (ADR 0020): a fail-open family
found by the round 118 tuner ("채소를 덧붙이면, [[P:01]]." passed) closed as a general class,
with twins that are in no corpus (checked by count only, so no held-out text is named)."""

from tests.expression.test_validation_rules import (
    _DAILY,
    _INTERPRETATION,
    _RATIONALE,
    _decided_otherwise,
    _written_count,
)

# The adding verbs that also add things of the world (덧붙이, 보태, 얹) are the speaker's
# telling only with nothing or the message's own material as object; with a food, an exercise
# or any other thing of the world as object they are advice and stay refused.
ADDING_THE_MESSAGE_ACCEPTED = [
    (_DAILY, "끝으로 조금만 덧붙이자면, [[P:01]]."),
    (_DAILY, "한마디만 보태면, [[P:01]]."),
    (_RATIONALE, "설명을 조금 덧붙이면, [[A:01]]."),
    (_INTERPRETATION, "[[P:01]]. 말씀을 하나 보태면 [[P:02]]."),
]
ADDING_A_THING_REFUSED = [
    (_DAILY, "채소를 덧붙이면, [[P:01]]."),
    (_DAILY, "샐러드를 덧붙이자면, [[P:01]]."),
    (_DAILY, "유산소를 보태면, [[P:01]]."),
    (_DAILY, "견과류를 조금 얹으면, [[P:01]]."),
    (_RATIONALE, "단백질을 덧붙이면, [[A:01]]."),
    (_INTERPRETATION, "[[P:01]]. 스트레칭을 보태면 [[P:02]]."),
]


def test_an_adding_verb_takes_only_the_message_as_object():
    assert _decided_otherwise(ADDING_THE_MESSAGE_ACCEPTED, accepted=True) == []
    assert _decided_otherwise(ADDING_A_THING_REFUSED, accepted=False) == []
    assert _written_count(ADDING_THE_MESSAGE_ACCEPTED + ADDING_A_THING_REFUSED) == 0
