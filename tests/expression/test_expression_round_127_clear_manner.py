"""Round 127 of the Korean expression validator (ADR 0020, no new batch): a clarity root in
-게 coordinated after a presenting manner adjective in -고, on the tunable halves' false
rejections. Probes are in no corpus (checked by count only, so no held-out text is named)."""

from tests.expression.test_validation_rules import (
    _DAILY,
    _INTERPRETATION,
    _JUDGMENT,
    _PHYSIQUE,
    _RATIONALE,
    _decided_otherwise,
    _written_count,
)

# "짧고 분명하게 전해 드릴게요": a presenting manner adjective in -고 (짧, 간단하, 쉽 ...)
# coordinated with the clarity root 분명 in -게 (명확하게 passed already) straight into the
# speaker's present speech act - both say how the speaker puts it, as "분명하게 전해 드릴게요" and
# "짧고 담백하게 전해 드릴게요" each already pass. A body's state or mood in -고, a subject,
# the reader as the one who speaks, the past, an instruction, 분명히 or 확실하게 (vouching
# for what follows), no speech act after it, or the pair after an issued sentence before a
# claim keep their reasons.
CLEAR_MANNER_ACCEPTED = [
    (_JUDGMENT, "간단하고 분명하게 말씀드릴게요. [[P:01]]."),
    (_DAILY, "쉽고 분명하게 풀어 드리면, [[P:01]]."),
    (_RATIONALE, "짧고 분명하게 전해 드리겠습니다. [[A:01]]."),
    (_PHYSIQUE, "간결하고 분명하게 적어 드리면, [[A:01]]."),
    (_INTERPRETATION, "차분하고 분명하게 정리해 드릴게요. [[P:01]]. 이어서 [[P:02]]."),
    (_DAILY, "길게 끌지 않고 간단하고 분명하게 말씀드릴게요. [[P:01]]."),
]
CLEAR_MANNER_REFUSED = [
    (_DAILY, "몸이 가볍고 분명하게 말씀드리면, [[P:01]]."),  # a subject's state
    (_DAILY, "피곤하고 분명하게 말씀드리면, [[P:01]]."),  # a mood
    (_DAILY, "간단하고 분명하게 말씀하시면, [[P:01]]."),  # the reader speaks
    (_JUDGMENT, "짧고 분명하게 말씀드렸습니다. [[P:01]]."),  # the past
    (_DAILY, "짧고 분명하게 드세요. [[P:01]]."),  # an instruction
    (_DAILY, "쉽고 분명히 말씀드리면, [[P:01]]."),  # 분명히: certainly
    (_DAILY, "간단하고 확실하게 말씀드리면, [[P:01]]."),  # vouching
    (_DAILY, "짧고 분명하게, [[P:01]]."),  # no speech act
    (_DAILY, "짧고 분명하게 줄어들었어요. [[P:01]]."),  # a change, not a telling
]


def test_round_hundred_twenty_seven_a_clarity_root_coordinated_in_the_manner():
    assert _decided_otherwise(CLEAR_MANNER_ACCEPTED, accepted=True) == []
    assert _decided_otherwise(CLEAR_MANNER_REFUSED, accepted=False) == []
    assert _written_count(CLEAR_MANNER_ACCEPTED + CLEAR_MANNER_REFUSED) == 0
