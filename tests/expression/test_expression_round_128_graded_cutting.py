"""Round 128 of the Korean expression validator (ADR 0020, no new batch): a degree word on the
speaker's own cutting of the message. Twins in no corpus (checked by count only, so no
held-out text is named)."""

from tests.expression.test_validation_rules import (
    _DAILY,
    _INTERPRETATION,
    _JUDGMENT,
    _PHYSIQUE,
    _RATIONALE,
    _decided_otherwise,
    _written_count,
)

# A degree word (the hedges, 꽤, 상당히, 대부분) straight before the speaker's own cutting of
# the message - trimming, condensing (간추리, 요약하, 압축하) or sparing words (아끼) - grades how
# much the speaker cuts, not a fact: what is cut is nothing named or the message's own material
# (a discourse noun or an explanation), the cut is present and without -시-, and it is the
# telling itself or runs into the speaker's present telling - a trim straight before the issued
# sentence, with no telling after it, stays refused (round 12's trims).
GRADED_CUTTING_ACCEPTED = [
    (_DAILY, "상당히 간추려 말씀드리면, [[P:01]]."),
    (_RATIONALE, "꽤 압축해서 정리하면, [[A:01]]."),
    (_INTERPRETATION, "내용을 조금 아껴서 말씀드리면, [[P:01]]. [[P:02]]."),
    (_DAILY, "설명의 대부분을 간추리면, [[P:01]]."),
    (_JUDGMENT, "자세한 설명은 대부분 빼고 말씀드리면, [[P:01]]."),
    (_PHYSIQUE, "덧붙일 풀이는 상당히 덜어 내고 정리하면, [[A:01]]."),
    (_DAILY, "긴 설명은 대부분 덜어 내고 말씀드릴게요. [[P:01]]."),
    (_DAILY, "말을 상당히 줄여서 전하면, [[P:01]]."),
]
GRADED_CUTTING_REFUSED = [
    (_DAILY, "식사량을 상당히 줄여서 말씀드리면, [[P:01]]."),  # the customer's intake cut
    (_DAILY, "간식은 대부분 빼고, [[P:01]]."),  # food left out
    (_DAILY, "운동은 대부분 빼고, [[P:01]]."),  # a plan cut
    (_DAILY, "상당히 간추리셨으면, [[P:01]]."),  # the reader's -시-
    (_DAILY, "상당히 간추렸고, [[P:01]]."),  # the past
    (_DAILY, "설명은 대부분 빼셨고, [[P:01]]."),  # the reader's past act
    (_DAILY, "꽤 압축해서 옮겼어요. [[P:01]]."),  # a past telling
    (_DAILY, "꽤 줄여서 말씀드렸는데, [[P:01]]."),  # a past telling
    (_DAILY, "꽤 줄여서 드시면, [[P:01]]."),  # eating, not telling
    (_DAILY, "상당히 간추려서 보시면, [[P:01]]."),  # the reader's seeing
    (_DAILY, "상당히, [[P:01]]."),  # no cut: the fact graded
    (_DAILY, "대부분, [[P:01]]."),  # no cut: mostly
    (_DAILY, "상당히 간추려서, [[P:01]]."),  # no telling after the cut
    (_DAILY, "설명은 대부분 빼고, [[P:01]]."),  # no telling after the trim (round 12)
    (_DAILY, "긴 설명은 대부분 덜어 내고, 여기서는 [[P:01]]."),  # no telling (round 12)
    (_DAILY, "설명은 대부분 빼고, [[P:01]]. 말씀드릴게요."),  # the telling after the issued one
    (_DAILY, "시간을 조금 아껴서 말씀드리면, [[P:01]]."),  # time spared
    (_DAILY, "상당히 빠르게 간추리면, [[P:01]]."),  # the degree on another word
    (_DAILY, "체중이 상당히 줄어서 말씀드리면, [[P:01]]."),  # the body's change
]


def test_round_hundred_twenty_eight_a_degree_word_on_the_speakers_own_cutting():
    assert _decided_otherwise(GRADED_CUTTING_ACCEPTED, accepted=True) == []
    assert _decided_otherwise(GRADED_CUTTING_REFUSED, accepted=False) == []
    assert _written_count(GRADED_CUTTING_ACCEPTED + GRADED_CUTTING_REFUSED) == 0
