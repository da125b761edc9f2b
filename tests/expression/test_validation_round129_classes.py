"""Round 129 of the Korean expression validator (ADR 0020, on fresh114-tune): classes on the
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

# The speaker's own words as the subject of how they come out: 말/말씀/글/설명/안내/이야기 (제
# before them at most), opening the sentence, with an adjective of a telling's form (길다,
# 복잡하다, 어렵다, 장황하다, 딱딱하다, ...; -어지- at most) in the negated purpose -지 않도록/-지
# 않게 - judged as the same purpose with no subject. Another subject, another adjective, a
# cause or the past, -시-, anything before the subject, no telling manner after it or an
# instruction keep their reasons.
OWN_TELLING_SUBJECT_ACCEPTED = [
    (_DAILY, "말씀이 길지 않게 간단히, [[P:01]]."),
    (_DAILY, "설명이 어려워지지 않도록 쉽게, [[P:01]]."),
    (_RATIONALE, "제 말이 장황해지지 않게 간단히, [[A:01]]."),
    (_INTERPRETATION, "글이 딱딱하지 않게 차분히, [[P:01]]. 이어서 [[P:02]]."),
    (_PHYSIQUE, "말이 복잡해지지 않도록 간단히, [[A:01]]."),
    (_DAILY, "이야기가 길어지지 않게 바로, [[P:01]]."),
]
OWN_TELLING_SUBJECT_REFUSED = [
    (_DAILY, "운동이 길어지지 않도록 간단히, [[P:01]]."),  # another subject
    (_DAILY, "식사가 복잡해지지 않게 바로, [[P:01]]."),  # another subject
    (_DAILY, "말이 무거워지지 않게 바로, [[P:01]]."),  # not a telling's form
    (_DAILY, "말씀이 길어져서 간단히, [[P:01]]."),  # a cause
    (_DAILY, "말씀이 길어지지 않았으니 간단히, [[P:01]]."),  # the past, as a cause
    (_DAILY, "말씀이 길어지시지 않도록 간단히, [[P:01]]."),  # -시-: the reader's words
    (_DAILY, "고객님 말씀이 길어지지 않도록 간단히, [[P:01]]."),  # someone else's words
    (_DAILY, "오늘은 말씀이 길어지지 않도록 간단히, [[P:01]]."),  # a time before it
    (_DAILY, "말씀이 길어지지 않도록, [[P:01]]."),  # no manner of telling after it
    (_DAILY, "말씀이 길어지지 않도록 드세요. [[P:01]]."),  # an instruction
]


def test_round_hundred_twenty_nine_own_words_kept_plain():
    assert _decided_otherwise(OWN_TELLING_SUBJECT_ACCEPTED, accepted=True) == []
    assert _decided_otherwise(OWN_TELLING_SUBJECT_REFUSED, accepted=False) == []
    assert _written_count(OWN_TELLING_SUBJECT_ACCEPTED + OWN_TELLING_SUBJECT_REFUSED) == 0


# 바꾸 (no tense) whose object - 을/를, or 만/은/는 - is the telling's own topic (화제, 화두) or a
# way of it (방식, 방법, 순서, 말투, ...) named by a present telling or composing verb in -는
# straight before it ("정리하는 방식만", "말씀드리는 순서를"), leading into the speaker's telling:
# how this message is told is changed, not a plan. Another object, another verb's way, the
# reader's way (-시-), the past, nothing told after it or an instruction keep their reasons.
TELLING_WAY_CHANGED_ACCEPTED = [
    (_DAILY, "말씀드리는 순서를 바꾸어 차례대로 적어 보면, [[P:01]]."),
    (_RATIONALE, "화제를 바꿔 간단히 말씀드리면, [[A:01]]."),
    (_INTERPRETATION, "설명하는 방식을 바꾸어 차분히 정리하면, [[P:01]]. 이어서 [[P:02]]."),
    (_PHYSIQUE, "안내하는 방법만 바꾸어 짧게 말씀드리면, [[A:01]]."),
    (_DAILY, "화두를 바꾸어 말씀드리면, [[P:01]]."),
]
TELLING_WAY_CHANGED_REFUSED = [
    (_DAILY, "식단을 바꾸어 말씀드리면, [[P:01]]."),  # a plan
    (_DAILY, "운동 방식을 바꾸어 말씀드리면, [[P:01]]."),  # the training's way
    (_DAILY, "식사하는 방식만 바꾸어 짧게 말씀드리면, [[P:01]]."),  # eating's way
    (_DAILY, "드시는 방식을 바꾸어 말씀드리면, [[P:01]]."),  # the reader's way
    (_DAILY, "정리했던 방식을 바꾸어 말씀드리면, [[P:01]]."),  # a way from before
    (_DAILY, "식단 화제를 바꾸어 말씀드리면, [[P:01]]."),  # a topic of the plan
    (_DAILY, "화제를 바꾸었습니다. [[P:01]]."),  # the past, told
    (_DAILY, "화제를 바꾸어, [[P:01]]."),  # nothing told after it
    (_DAILY, "정리하는 방식을 바꾸었기 때문에, [[P:01]]."),  # a cause
    (_DAILY, "화제를 바꾸어 드세요. [[P:01]]."),  # an instruction
]


def test_round_hundred_twenty_nine_the_tellings_way_changed():
    assert _decided_otherwise(TELLING_WAY_CHANGED_ACCEPTED, accepted=True) == []
    assert _decided_otherwise(TELLING_WAY_CHANGED_REFUSED, accepted=False) == []
    assert _written_count(TELLING_WAY_CHANGED_ACCEPTED + TELLING_WAY_CHANGED_REFUSED) == 0
