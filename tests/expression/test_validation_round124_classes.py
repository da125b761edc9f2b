"""Round 124 of the Korean expression validator (ADR 0020, on fresh111-tune): classes on the
tunable half's wrong decisions, each with twins that are in no corpus (checked by count only, so
no held-out text is named)."""

from tests.expression.test_validation_rules import (
    _DAILY,
    _INTERPRETATION,
    _JUDGMENT,
    _PHYSIQUE,
    _RATIONALE,
    _decided_otherwise,
    _written_count,
)

# The message's opener 그럼 before the speaker's walk through the message: 그럼 as the slot's
# first word (자 or 음 and a comma at most before it) opens the message and links nothing, so
# the walk after it ("하나씩 살펴보면", "차근차근 보겠습니다") starts the slot as if it stood
# first. A finding adverb, the record as object, an issued sentence or another connective
# before 그럼, a finding ending, a time, the past or another interjection keep their reasons.
OPENER_BEFORE_WALK_ACCEPTED = [
    (_DAILY, "그럼 차례대로 살펴보면, [[P:01]]."),
    (_INTERPRETATION, "자, 그럼 하나씩 보면, [[P:01]]. [[P:02]]."),
    (_RATIONALE, "그럼 순서대로 보겠습니다. [[A:01]]."),
    (_PHYSIQUE, "음, 그럼 하나씩 살펴볼게요. [[A:01]]."),
    (_DAILY, "자, 그럼 차근차근 살펴보겠습니다. [[P:01]]."),
    (_RATIONALE, "그럼 하나하나 살펴보면, [[A:01]]."),
]
OPENER_BEFORE_WALK_REFUSED = [
    (_DAILY, "그럼 자세히 살펴보면, [[P:01]]."),  # a finding adverb
    (_DAILY, "그럼 기록을 차례대로 살펴보면, [[P:01]]."),  # the record as object
    (_INTERPRETATION, "[[P:01]]. 그럼 차례대로 살펴보면, [[P:02]]."),  # after an issued one
    (_DAILY, "그래서 그럼 차례대로 살펴보면, [[P:01]]."),  # another connective first
    (_DAILY, "그럼 차례대로 살펴보니, [[P:01]]."),  # a finding ending
    (_DAILY, "그럼 어제 차례대로 살펴보면, [[P:01]]."),  # a time
    (_RATIONALE, "그럼 순서대로 봤습니다. [[A:01]]."),  # the past
    (_PHYSIQUE, "아이고, 그럼 하나씩 살펴볼게요. [[A:01]]."),  # another interjection
    (_INTERPRETATION, "[[P:01]]. 자, 그럼 순서대로 보겠습니다. [[P:02]]."),  # between two
]


def test_round_hundred_twenty_four_the_messages_opener_before_the_walk():
    assert _decided_otherwise(OPENER_BEFORE_WALK_ACCEPTED, accepted=True) == []
    assert _decided_otherwise(OPENER_BEFORE_WALK_REFUSED, accepted=False) == []
    assert _written_count(OPENER_BEFORE_WALK_ACCEPTED + OPENER_BEFORE_WALK_REFUSED) == 0


# The same opener in 이제, the discourse marker "now" (the word rules pass "자, 이제 [[P:01]]."
# already): the slot's first word before the speaker's walk through the message. 이제 after an
# issued sentence or another connective, 이제야 or 이제부터 (a time), a finding adverb or
# ending, the record as object and the past keep their reasons.
NOW_BEFORE_WALK_ACCEPTED = [
    (_DAILY, "이제 하나씩 살펴보면, [[P:01]]."),
    (_INTERPRETATION, "자, 이제 순서대로 보겠습니다. [[P:01]]. [[P:02]]."),
    (_RATIONALE, "이제 차근차근 살펴볼게요. [[A:01]]."),
    (_PHYSIQUE, "음, 이제 하나씩 보면, [[A:01]]."),
]
NOW_BEFORE_WALK_REFUSED = [
    (_DAILY, "이제 자세히 살펴볼게요. [[P:01]]."),  # a finding adverb
    (_DAILY, "이제 기록을 차례대로 살펴보면, [[P:01]]."),  # the record as object
    (_INTERPRETATION, "[[P:01]]. 이제 차례대로 살펴볼게요. [[P:02]]."),  # after an issued one
    (_DAILY, "그래서 이제 차례대로 살펴볼게요. [[P:01]]."),  # another connective first
    (_DAILY, "이제 차례대로 살펴보니, [[P:01]]."),  # a finding ending
    (_RATIONALE, "이제 순서대로 봤습니다. [[A:01]]."),  # the past
    (_DAILY, "이제야 차례대로 살펴볼게요. [[P:01]]."),  # a time
    (_DAILY, "이제부터 차례대로 살펴볼게요. [[P:01]]."),  # a time
]


def test_round_hundred_twenty_four_now_as_the_messages_opener_before_the_walk():
    assert _decided_otherwise(NOW_BEFORE_WALK_ACCEPTED, accepted=True) == []
    assert _decided_otherwise(NOW_BEFORE_WALK_REFUSED, accepted=False) == []
    assert _written_count(NOW_BEFORE_WALK_ACCEPTED + NOW_BEFORE_WALK_REFUSED) == 0


# 그럼 after an issued sentence before the speaker's own move on to this message's next part:
# only 다음/그다음 + a noun of the message's parts + 으로/로 and 넘어가 (보 at most) in a coming
# final, the sentence closed with the next issued sentence or the slot's end after it. A
# plan's step or another noun, the past, an instruction, a plain present, another word in the
# sentence, a time or a -면 clause keep 그럼 a link between two statements.
MOVING_ON_TO_NEXT_PART_ACCEPTED = [
    (_INTERPRETATION, "[[P:01]]. 그럼 다음 내용으로 넘어가겠습니다. [[P:02]]."),
    (_DAILY, "[[P:01]]. 그럼 다음 부분으로 넘어갈게요."),
    (_INTERPRETATION, "[[P:01]]. 그럼 다음 대목으로 넘어가 볼게요. [[A:01]]."),
    (_JUDGMENT, "[[P:01]]. 그럼 다음 사유로 넘어가겠어요."),
]
MOVING_ON_TO_NEXT_PART_REFUSED = [
    (_DAILY, "[[P:01]]. 그럼 다음 단계로 넘어갈게요."),  # a plan's step
    (_DAILY, "[[P:01]]. 그럼 다음 운동으로 넘어가 볼게요."),  # the world's next thing
    (_DAILY, "[[P:01]]. 그럼 다음 항목으로 넘어갔습니다."),  # the past
    (_DAILY, "[[P:01]]. 그럼 다음 항목으로 넘어가세요."),  # an instruction
    (_JUDGMENT, "[[P:01]]. 그럼 다음 대목으로 넘어갑니다."),  # a plain present
    (_DAILY, "[[P:01]]. 그럼 다음 항목으로 바로 넘어가 볼게요."),  # another word
    (_DAILY, "[[P:01]]. 그럼 내일 다음 항목으로 넘어갈게요."),  # a time
    (_INTERPRETATION, "[[P:01]]. 그럼 다음 항목으로 넘어가면, [[P:02]]."),  # a condition
    (_DAILY, "[[P:01]]. 그럼 다음 식단으로 넘어갈게요."),  # a plan's meals
    (_DAILY, "[[P:01]]. 그럼 다음 주로 넘어갈게요."),  # a time
]


def test_round_hundred_twenty_four_well_then_moving_on_to_the_next_part():
    assert _decided_otherwise(MOVING_ON_TO_NEXT_PART_ACCEPTED, accepted=True) == []
    assert _decided_otherwise(MOVING_ON_TO_NEXT_PART_REFUSED, accepted=False) == []
    assert _written_count(MOVING_ON_TO_NEXT_PART_ACCEPTED + MOVING_ON_TO_NEXT_PART_REFUSED) == 0


# The spoken call for attention "있잖아요" as the slot's whole first sentence (자 or 음 and a
# comma at most before it), a comma or a period and the first issued sentence straight after:
# it asks the reader to listen, nothing is said to exist. Anything in its sentence, the past,
# the honorific, another interjection, after an issued sentence, with no issued sentence
# straight after or in the plain speech level keep it a predicate.
ATTENTION_FILLER_ACCEPTED = [
    (_DAILY, "자, 있잖아요, [[P:01]]."),
    (_INTERPRETATION, "있잖아요. [[P:01]]. [[P:02]]."),
    (_RATIONALE, "음, 있잖아요, [[A:01]]."),
]
ATTENTION_FILLER_REFUSED = [
    (_DAILY, "그런 말도 있잖아요, [[P:01]]."),  # a saying said to exist
    (_DAILY, "시간이 있잖아요, [[P:01]]."),  # something said to exist
    (_INTERPRETATION, "[[P:01]]. 있잖아요, [[P:02]]."),  # after an issued sentence
    (_DAILY, "있었잖아요, [[P:01]]."),  # the past
    (_DAILY, "있으시잖아요, [[P:01]]."),  # the honorific: the reader has something
    (_DAILY, "[[P:01]]. 있잖아요."),  # nothing issued after it
    (_DAILY, "아이고, 있잖아요, [[P:01]]."),  # another interjection
    (_DAILY, "있잖아요, 어제 [[P:01]]."),  # a time before the issued sentence
    (_DAILY, "있잖아, [[P:01]]."),  # the plain speech level
]


def test_round_hundred_twenty_four_the_spoken_call_for_attention():
    assert _decided_otherwise(ATTENTION_FILLER_ACCEPTED, accepted=True) == []
    assert _decided_otherwise(ATTENTION_FILLER_REFUSED, accepted=False) == []
    assert _written_count(ATTENTION_FILLER_ACCEPTED + ATTENTION_FILLER_REFUSED) == 0


# The first part taken up before the walk: 먼저, 우선 or 일단 straight before the lead-in of a
# walk through the message ("먼저 하나씩 보면", "먼저 차례대로 살펴볼게요"), where the walk
# itself may start (the slot's start, or after the message's opener) - as round 39's reader
# walk and round 42's walk along the card already take them. A finding adverb, the record as
# object, an issued sentence, a time or another connective before it, the past and a finding
# ending keep their reasons.
FIRST_PART_BEFORE_WALK_ACCEPTED = [
    (_DAILY, "우선 차례대로 보면, [[P:01]]."),
    (_RATIONALE, "먼저 하나씩 살펴보면, [[A:01]]."),
    (_INTERPRETATION, "먼저 차례대로 살펴볼게요. [[P:01]]. [[P:02]]."),
    (_DAILY, "그럼 우선 하나씩 보면, [[P:01]]."),
    (_PHYSIQUE, "일단 순서대로 보겠습니다. [[A:01]]."),
]
FIRST_PART_BEFORE_WALK_REFUSED = [
    (_DAILY, "먼저 자세히 보면, [[P:01]]."),  # a finding adverb
    (_DAILY, "먼저 기록을 하나씩 보면, [[P:01]]."),  # the record as object
    (_INTERPRETATION, "[[P:01]]. 먼저 하나씩 살펴보면, [[P:02]]."),  # after an issued one
    (_DAILY, "어제 먼저 하나씩 보면, [[P:01]]."),  # a time
    (_RATIONALE, "먼저 차례대로 살펴봤어요. [[A:01]]."),  # the past
    (_DAILY, "먼저 하나씩 살펴보니, [[P:01]]."),  # a finding ending
    (_DAILY, "그래서 먼저 하나씩 보면, [[P:01]]."),  # another connective first
]


def test_round_hundred_twenty_four_the_first_part_taken_up_before_the_walk():
    assert _decided_otherwise(FIRST_PART_BEFORE_WALK_ACCEPTED, accepted=True) == []
    assert _decided_otherwise(FIRST_PART_BEFORE_WALK_REFUSED, accepted=False) == []
    probes = FIRST_PART_BEFORE_WALK_ACCEPTED + FIRST_PART_BEFORE_WALK_REFUSED
    assert _written_count(probes) == 0


# Refusing: 보 straight after a step in 씩 is the looking verb even where Kiwi tags it as an
# auxiliary ("하나씩 보니" -> 보/VX), so a finding ending on it ("하나씩 보니, [[P:01]].") is
# judged as "하나하나 보니" is - what the speaker found, evidential. The walk in -면/-자면 and
# its outcome "이렇습니다" stay accepted.
STEP_LOOK_FOUND_REFUSED = [
    (_DAILY, "하나씩 보니, [[P:01]]."),  # accepted on the wiring commit
    (_INTERPRETATION, "하나씩 보니 이렇습니다. [[P:01]]. [[P:02]]."),  # accepted there too
    (_RATIONALE, "한 줄씩 보니, [[A:01]]."),
    (_JUDGMENT, "하나씩 보니 [[P:01]]."),
]
STEP_LOOK_WALK_ACCEPTED = [
    (_RATIONALE, "하나씩 보자면, [[A:01]]."),
    (_DAILY, "자, 하나씩 보면, [[P:01]]."),
    (_INTERPRETATION, "하나씩 보면 이렇습니다. [[P:01]]. [[P:02]]."),
]


def test_round_hundred_twenty_four_a_finding_after_a_step_in_ssik():
    assert _decided_otherwise(STEP_LOOK_FOUND_REFUSED, accepted=False) == []
    assert _decided_otherwise(STEP_LOOK_WALK_ACCEPTED, accepted=True) == []
    assert _written_count(STEP_LOOK_FOUND_REFUSED + STEP_LOOK_WALK_ACCEPTED) == 0
