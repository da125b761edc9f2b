"""Round 126 of the Korean expression validator (ADR 0020, on fresh113-tune): classes on the
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

# The speaker setting the first issued sentence at the front of this message: a verb of placing
# (두/놓, 보 at most) in its present lead-in (-면, -자면; Kiwi's 두자고 하면 for 두자면) straight
# before the slot's first issued sentence, its place the message's front (맨/가장/제일, 앞, 위,
# 앞자리 or 첫머리, 쪽, 에; 먼저 or 우선 after it) and nothing else in its clause but a part of
# the message as object - a reading purpose before it judged on its own. Another object, a place
# in the world, a time, -시-, the past, a reading after it, an issued sentence before it or a
# finding ending keep their reasons.
PLACED_IN_FRONT_ACCEPTED = [
    (_DAILY, "맨 앞에 두면, [[P:01]]."),
    (_INTERPRETATION, "요점을 맨 앞에 놓아 보면, [[P:01]]. [[P:02]]."),
    (_RATIONALE, "한눈에 보이도록 위쪽에 먼저 두자면, [[A:01]]."),
    (_PHYSIQUE, "가장 앞에 둬 보면, [[A:01]]."),
    (_DAILY, "핵심을 첫머리에 두자면, [[P:01]]."),
    (_DAILY, "헷갈리지 않도록 맨 앞에 두면, [[P:01]]."),
]
PLACED_IN_FRONT_REFUSED = [
    (_DAILY, "물병을 맨 앞에 두면, [[P:01]]."),  # another object
    (_DAILY, "문 앞에 두면, [[P:01]]."),  # a place in the world
    (_DAILY, "식탁 위에 두자면, [[P:01]]."),  # a place in the world
    (_DAILY, "시합을 앞에 두면, [[P:01]]."),  # a time ahead
    (_RATIONALE, "며칠 앞에 두면, [[A:01]]."),  # a time ahead
    (_DAILY, "맨 앞에 두시면, [[P:01]]."),  # -시-: the reader's placing
    (_DAILY, "맨 앞에 두었으면, [[P:01]]."),  # the past
    (_DAILY, "맨 앞에 두고 보시면, [[P:01]]."),  # a reading after it
    (_INTERPRETATION, "[[P:01]]. 맨 앞에 두면, [[P:02]]."),  # after an issued sentence
    (_DAILY, "위쪽에 먼저 두니, [[P:01]]."),  # a finding ending
]


def test_round_hundred_twenty_six_the_first_issued_sentence_placed_in_front():
    assert _decided_otherwise(PLACED_IN_FRONT_ACCEPTED, accepted=True) == []
    assert _decided_otherwise(PLACED_IN_FRONT_REFUSED, accepted=False) == []
    assert _written_count(PLACED_IN_FRONT_ACCEPTED + PLACED_IN_FRONT_REFUSED) == 0


# Reading on down the page: 읽어 내려가 (읽/VV 어/EC 내려가/VV) is one act of reading, judged as
# 읽 - "읽어 내려가시도록" as "읽으시도록", "읽어 내려가실 수 있게" as "읽으실 수 있게". Another
# verb before 내려가 (a movement), an object that is not the message, a finding ending, the past
# or an instruction after it keep their reasons.
READ_DOWN_ACCEPTED = [
    (_DAILY, "편하게 읽어 내려가시도록 차례대로 말씀드리면, [[P:01]]."),
    (_RATIONALE, "찬찬히 읽어 내려가실 수 있게 나누어 적어 둘게요. [[A:01]]."),
    (_INTERPRETATION, "천천히 읽어 내려가실 수 있도록 나란히 놓아 보면, [[P:01]]. [[P:02]]."),
    (_PHYSIQUE, "편히 읽어 내려가시도록 짧게 정리해 드리면, [[A:01]]."),
]
READ_DOWN_REFUSED = [
    (_DAILY, "천천히 걸어 내려가시도록 차례대로 말씀드리면, [[P:01]]."),  # a movement
    (_DAILY, "계단을 천천히 내려가시도록 차례대로 말씀드리면, [[P:01]]."),  # a movement
    (_DAILY, "기록을 읽어 내려가 보니, [[P:01]]."),  # a finding in the record
    (_DAILY, "읽어 내려가셨으니, [[P:01]]."),  # the past, as a cause
    (_RATIONALE, "식단표를 읽어 내려가시도록 차례대로 말씀드리면, [[A:01]]."),  # another object
    (_DAILY, "읽어 내려가시면서 드셔 보세요. [[P:01]]."),  # an instruction
]


def test_round_hundred_twenty_six_reading_on_down_the_page():
    assert _decided_otherwise(READ_DOWN_ACCEPTED, accepted=True) == []
    assert _decided_otherwise(READ_DOWN_REFUSED, accepted=False) == []
    assert _written_count(READ_DOWN_ACCEPTED + READ_DOWN_REFUSED) == 0
