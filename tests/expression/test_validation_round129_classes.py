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
    (_DAILY, "말씀드리는 방식을 바꾸어 차례대로 적어 보면, [[P:01]]."),
    (_RATIONALE, "화제를 바꿔 간단히 말씀드리면, [[A:01]]."),
    (_INTERPRETATION, "설명하는 방식을 바꾸어 차분히 정리하면, [[P:01]]. 이어서 [[P:02]]."),
    (_PHYSIQUE, "안내하는 방법만 바꾸어 짧게 말씀드리면, [[A:01]]."),
    (_DAILY, "화두를 바꾸어 짧게 말씀드리면, [[P:01]]."),
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


# A part of this message brought into view: a discourse noun (핵심, 요지, ...) opening its
# sentence, in 이/가 or 부터 (먼저/우선/바로/또렷이 ... at most between), as what comes into view
# (보이, 드러나, 띄, 들어오) in a purpose ending, no auxiliary, no pre-final ending, leading with
# only manner words between into the speaker's present telling. Another subject, a word before
# it, the past, a cause, -시-, no telling after it or an instruction keep their reasons.
PART_BROUGHT_TO_VIEW_ACCEPTED = [
    (_DAILY, "핵심이 먼저 보이도록 차례대로 말씀드리면, [[P:01]]."),
    (_RATIONALE, "핵심부터 드러나도록 짧게 정리하면, [[A:01]]."),
    (_INTERPRETATION, "내용이 먼저 보이도록 나누어 말씀드리면, [[P:01]]. 이어서 [[P:02]]."),
    (_PHYSIQUE, "핵심이 또렷이 드러나게 간추려 드리면, [[A:01]]."),
    (_DAILY, "요지가 먼저 드러나도록 짧게 적어 보면, [[P:01]]."),
]
PART_BROUGHT_TO_VIEW_REFUSED = [
    (_DAILY, "체중이 먼저 드러나도록 짧게 말씀드리면, [[P:01]]."),  # the customer's body
    (_DAILY, "꾸준함이 드러나게 간추리면, [[P:01]]."),  # an evaluation
    (_DAILY, "정체가 드러나도록 말씀드리면, [[P:01]]."),  # a plateau revealed
    (_DAILY, "핵심이 드러났으니 짧게 말씀드리면, [[P:01]]."),  # the past, as a cause
    (_DAILY, "핵심이 드러나서 짧게 말씀드리면, [[P:01]]."),  # a cause
    (_DAILY, "핵심이 먼저 드러나도록, [[P:01]]."),  # no telling after it
    (_DAILY, "핵심이 드러나도록 드세요. [[P:01]]."),  # an instruction
    (_DAILY, "핵심이 드러나도록 정리해 드렸어요. [[P:01]]."),  # the past telling
    (_DAILY, "오늘 핵심이 먼저 드러나도록 말씀드리면, [[P:01]]."),  # a time before it
    (_DAILY, "핵심이 드러나시도록 말씀드리면, [[P:01]]."),  # -시-
]


def test_round_hundred_twenty_nine_a_part_brought_to_view():
    assert _decided_otherwise(PART_BROUGHT_TO_VIEW_ACCEPTED, accepted=True) == []
    assert _decided_otherwise(PART_BROUGHT_TO_VIEW_REFUSED, accepted=False) == []
    assert _written_count(PART_BROUGHT_TO_VIEW_ACCEPTED + PART_BROUGHT_TO_VIEW_REFUSED) == 0


# A closing told summed up: a verb of composing this message (정리하, 요약하, 간추리, ...) in -어,
# no auxiliary, no tense, no object, straight before the closing telling with its speech noun
# (말씀드렸습니다, 안내드렸어요) after the last issued sentence on a customer's surface - the same
# closing as the telling alone ("이상으로 말씀드렸습니다", "이렇게 안내해 드렸어요"). A time, a
# recipient, an object, a sending or editing verb, -시-, a modifier ending, a closing before
# the issued sentence or on an operator card keep it a past telling.
CLOSING_SUMMED_UP_ACCEPTED = [
    (_DAILY, "[[P:01]]. 여기까지 정리해 말씀드렸습니다."),
    (_RATIONALE, "[[A:01]]. 이상으로 간추려 말씀드렸습니다."),
    (_DAILY, "[[P:01]]. 이렇게 요약해 안내드렸어요."),
    (_INTERPRETATION, "[[P:01]]. [[P:02]]. 이상으로 정리해 말씀드렸습니다."),
    (_DAILY, "[[P:01]]. 이상으로 짧게 정리해 말씀드렸습니다."),
]
CLOSING_SUMMED_UP_REFUSED = [
    (_DAILY, "[[P:01]]. 어제 정리해 말씀드렸습니다."),  # a time
    (_DAILY, "[[P:01]]. 지난번에 이상으로 정리해 말씀드렸습니다."),  # a time
    (_DAILY, "[[P:01]]. 코치님께 정리해 말씀드렸습니다."),  # a recipient
    (_DAILY, "[[P:01]]. 이상으로 내용을 정리해 말씀드렸습니다."),  # an object
    (_DAILY, "[[P:01]]. 이상으로 정리해 전해 드렸습니다."),  # sending
    (_DAILY, "[[P:01]]. 이상으로 바꿔 말씀드렸습니다."),  # editing
    (_DAILY, "[[P:01]]. 이상으로 정리하셔서 말씀드렸습니다."),  # -시-
    (_DAILY, "[[P:01]]. 이상으로 정리해 말씀드렸던 내용입니다."),  # a modifier ending
    (_DAILY, "이상으로 정리해 말씀드렸습니다. [[P:01]]."),  # before the issued sentence
    (_PHYSIQUE, "[[A:01]]. 이상으로 정리해 말씀드렸습니다."),  # an operator card
]


def test_round_hundred_twenty_nine_a_closing_told_summed_up():
    assert _decided_otherwise(CLOSING_SUMMED_UP_ACCEPTED, accepted=True) == []
    assert _decided_otherwise(CLOSING_SUMMED_UP_REFUSED, accepted=False) == []
    assert _written_count(CLOSING_SUMMED_UP_ACCEPTED + CLOSING_SUMMED_UP_REFUSED) == 0
