"""Round 119 of the Korean expression validator (ADR 0020, class-only): classes on the tune
halves' leftovers, each with twins that are in no corpus (checked by count only, so no
held-out text is named)."""

from tests.expression.test_validation_rules import (
    _DAILY,
    _JUDGMENT,
    _PHYSIQUE,
    _RATIONALE,
    _decided_otherwise,
    _written_count,
)

# The speaker's own wording conceded as possibly sounding stiff: a manner adjective of
# wording (딱딱하, 어색하, 투박하, 건조하) in -게 before 들리 in -ㄹ 수 있 + a concessive
# ending, opening its sentence (at most a degree adverb or round 114's wording subject
# before it), then the speaker's present telling or, after a comma, the issued sentence.
WORDING_HEARD_ACCEPTED = [
    (_DAILY, "조금 어색하게 들릴 수 있지만 차례대로 말씀드리면, [[P:01]]."),
    (_PHYSIQUE, "다소 투박하게 들리실 수 있지만, [[A:01]]."),
    (_RATIONALE, "표현이 약간 건조하게 들릴 수 있지만 그대로 안내드릴게요. [[A:01]]."),
    (_DAILY, "딱딱하게 들릴 수 있지만, [[P:01]]."),
]
WORDING_HEARD_REFUSED = [
    (_DAILY, "조금 힘들게 들릴 수 있지만, [[P:01]]."),  # another adjective
    (_DAILY, "조금 딱딱하게 느껴지실 수 있지만, [[P:01]]."),  # felt, not heard
    (_DAILY, "조금 딱딱하게 들렸을 수 있지만 그대로 말씀드리면, [[P:01]]."),  # the past
    (_DAILY, "조금 딱딱하게 들릴 수 있지만 그대로 말씀드렸어요. [[P:01]]."),  # a past telling
    (_PHYSIQUE, "조금 딱딱하게 들릴 수 있지만 그대로 따라 해 보세요. [[A:01]]."),  # the reader
    (_DAILY, "운동이 조금 딱딱하게 들릴 수 있지만, [[P:01]]."),  # another subject
    (_DAILY, "조금 딱딱하게 들릴 수 있겠지만, [[P:01]]."),  # -겠-
    (_DAILY, "조금 딱딱하게 들릴 수 있어요. [[P:01]]."),  # no concession
    (_DAILY, "조금 딱딱하게 들릴 수 있지만 천천히 걸으면, [[P:01]]."),  # no telling after
    (_DAILY, "몸이 딱딱하게 굳을 수 있지만, [[P:01]]."),  # a body, not the wording
]


def test_the_own_wording_conceded_as_possibly_sounding_stiff():
    assert _decided_otherwise(WORDING_HEARD_ACCEPTED, accepted=True) == []
    assert _decided_otherwise(WORDING_HEARD_REFUSED, accepted=False) == []
    assert _written_count(WORDING_HEARD_ACCEPTED + WORDING_HEARD_REFUSED) == 0


# Round 44's leave to read this message again, with the part read beside it: 위/아래 + a part
# noun in 과/와 straight before 함께, a reading verb in -시- + -어도 and 되/괜찮, the last
# sentence after the issued ones. Without 함께, with 같이, another companion, another verb,
# the past, an obligation, anything after it or before the issued sentence, it stays refused.
READ_BESIDE_ACCEPTED = [
    (_JUDGMENT, "[[P:01]]. 위 항목과 함께 보셔도 돼요."),
    (_DAILY, "[[P:01]]. 아래 부분과 함께 다시 보셔도 괜찮아요."),
    (_JUDGMENT, "[[P:01]]. 위 내용들과 함께 읽으셔도 됩니다."),
    (_DAILY, "[[P:01]]. 아래 대목과 함께 살펴보셔도 괜찮습니다."),
]
READ_BESIDE_REFUSED = [
    (_DAILY, "[[P:01]]. 아래 내용과 보셔도 괜찮아요."),
    (_DAILY, "[[P:01]]. 가족과 함께 보셔도 괜찮아요."),
    (_DAILY, "[[P:01]]. 아래 내용과 함께 드셔도 괜찮아요."),
    (_DAILY, "[[P:01]]. 아래 내용과 함께 보셨어도 괜찮아요."),
    (_DAILY, "[[P:01]]. 아래 내용과 같이 보셔도 괜찮아요."),
    (_DAILY, "[[P:01]]. 아래 내용과 함께 보셔도 괜찮아요. 무리하지 마세요."),
    (_DAILY, "[[P:01]]. 아래 내용과 함께 보셔야 해요."),
    (_DAILY, "아래 내용과 함께 보셔도 괜찮아요. [[P:01]]."),
]


def test_leave_to_read_with_a_part_of_the_message_beside():
    assert _decided_otherwise(READ_BESIDE_ACCEPTED, accepted=True) == []
    assert _decided_otherwise(READ_BESIDE_REFUSED, accepted=False) == []
    assert _written_count(READ_BESIDE_ACCEPTED + READ_BESIDE_REFUSED) == 0
