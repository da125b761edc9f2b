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
