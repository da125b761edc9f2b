"""Round 125 of the Korean expression validator (ADR 0020, on fresh112-tune): classes on the
tunable half's wrong decisions, each with twins that are in no corpus (checked by count only, so
no held-out text is named)."""

from tests.expression.test_validation_rules import (
    _DAILY,
    _INTERPRETATION,
    _PHYSIQUE,
    _RATIONALE,
    _decided_otherwise,
    _written_count,
)

# The speaker's own telling laid out: 제/저의 (Kiwi's 저 + 의) as the sentence's first words,
# straight before a noun of the message's parts, in round 72's "...은 이렇게 이어집니다" with an
# issued sentence straight after - the speaker's own words go on as shown. Another person's
# words (a trainer's, the customer's, a coach's), an opinion or a record noun, the past, a time
# and nothing issued after keep their reasons.
SPEAKERS_OWN_LAYOUT_ACCEPTED = [
    (_DAILY, "제 말씀은 이렇게 이어집니다. [[P:01]]."),
    (_RATIONALE, "제 설명은 이렇게 이어집니다. [[A:01]]."),
    (_PHYSIQUE, "제 안내는 다음과 같이 이어집니다. [[A:01]]."),
    (_DAILY, "저의 말씀은 이렇게 이어집니다. [[P:01]]."),
    (_INTERPRETATION, "제 이야기는 이렇게 이어집니다. [[P:01]]. [[P:02]]."),
    (_RATIONALE, "저의 정리는 다음과 같이 이어집니다. [[A:01]]."),
]
SPEAKERS_OWN_LAYOUT_REFUSED = [
    (_DAILY, "트레이너님 말씀은 이렇게 이어집니다. [[P:01]]."),  # another person's words
    (_DAILY, "고객님 말씀은 이렇게 이어집니다. [[P:01]]."),
    (_DAILY, "회원님 말씀은 이렇게 이어집니다. [[P:01]]."),
    (_DAILY, "코치님 설명은 이렇게 이어집니다. [[P:01]]."),
    (_DAILY, "제 생각은 이렇게 이어집니다. [[P:01]]."),  # an opinion
    (_DAILY, "제 기록은 이렇게 이어집니다. [[P:01]]."),  # a record
    (_DAILY, "제 말씀은 이렇게 이어졌습니다. [[P:01]]."),  # the past
    (_DAILY, "제 말씀은 앞으로도 이렇게 이어집니다. [[P:01]]."),  # a time
    (_DAILY, "[[P:01]]. 제 말씀은 이렇게 이어집니다."),  # nothing issued after
]


def test_round_hundred_twenty_five_the_speakers_own_telling_laid_out():
    assert _decided_otherwise(SPEAKERS_OWN_LAYOUT_ACCEPTED, accepted=True) == []
    assert _decided_otherwise(SPEAKERS_OWN_LAYOUT_REFUSED, accepted=False) == []
    assert _written_count(SPEAKERS_OWN_LAYOUT_ACCEPTED + SPEAKERS_OWN_LAYOUT_REFUSED) == 0


# The flow of the speaker's own telling continued: round 16's 앞서 before the speaker's telling
# or composing of a part of the message (customer surfaces, something of this message above),
# which the issued sentence straight after continues, takes 흐름 as that part beside 내용 and
# 순서. Only after that modifier: the record's flow (체중, 운동), an evaluation of it, the past
# telling (-었던), a time, a record verb, a simile, an instruction and a daily line with
# nothing above keep their reasons.
TELLING_FLOW_CONTINUED_ACCEPTED = [
    (_RATIONALE, "앞서 말씀드린 흐름에 이어서, [[A:01]]."),
    (_RATIONALE, "앞서 정리한 흐름에 이어, [[A:01]]."),
    (_INTERPRETATION, "[[P:01]]. 앞서 말씀드린 흐름에 이어, [[P:02]]."),
    (_INTERPRETATION, "[[P:01]]. 앞서 정리한 흐름에 이어서, [[P:02]]."),
    (_INTERPRETATION, "[[P:01]]. 앞서 간추린 흐름에 이어, [[A:01]]."),
]
TELLING_FLOW_CONTINUED_REFUSED = [
    (_RATIONALE, "앞서 말씀드린 체중 흐름에 이어, [[A:01]]."),  # the record's flow
    (_RATIONALE, "앞서 말씀드린 운동 흐름에 이어, [[A:01]]."),
    (_RATIONALE, "앞서 말씀드린 좋은 흐름에 이어, [[A:01]]."),  # an evaluation
    (_RATIONALE, "앞서 말씀드린 흐름이 좋아서, [[A:01]]."),
    (_RATIONALE, "앞서 말씀드렸던 흐름에 이어, [[A:01]]."),  # the past telling
    (_INTERPRETATION, "[[P:01]]. 지난주 말씀드린 흐름에 이어, [[P:02]]."),  # a time
    (_INTERPRETATION, "[[P:01]]. 앞서 기록된 흐름에 이어, [[P:02]]."),  # a record
    (_RATIONALE, "앞서 보여 드린 흐름과 같이, [[A:01]]."),  # a comparison
    (_INTERPRETATION, "[[P:01]]. 앞서 말씀드린 흐름처럼, [[P:02]]."),
    (_RATIONALE, "앞서 정리한 흐름을 이어 가시면, [[A:01]]."),  # the reader's act
    (_DAILY, "앞서 말씀드린 흐름에 이어, [[P:01]]."),  # nothing of this message above
]


def test_round_hundred_twenty_five_the_flow_of_the_speakers_telling_continued():
    assert _decided_otherwise(TELLING_FLOW_CONTINUED_ACCEPTED, accepted=True) == []
    assert _decided_otherwise(TELLING_FLOW_CONTINUED_REFUSED, accepted=False) == []
    assert _written_count(TELLING_FLOW_CONTINUED_ACCEPTED + TELLING_FLOW_CONTINUED_REFUSED) == 0
