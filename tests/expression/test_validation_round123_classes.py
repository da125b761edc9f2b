"""Round 123 of the Korean expression validator (ADR 0020, on fresh110-tune): classes on the
tunable half's wrong decisions, each with twins that are in no corpus (checked by count only, so
no held-out text is named)."""

from tests.expression.test_validation_rules import (
    _DAILY,
    _INTERPRETATION,
    _JUDGMENT,
    _PHYSIQUE,
    _RATIONALE,
    _REVIEW_1,
    _decided_otherwise,
    _written_count,
)

# The customer named, on a customer surface, as the one who reads this message: 고객님/회원님
# with 께서, 이 or 가 opening its sentence, a seeing act with -시- in -기 straight before an
# ease adjective in -게 or -도록 - the bare "보시기 쉽게" laid out for its reader, with its
# reader named. The purpose clause is judged on its own, so the speaker's composing after it
# keeps no subject of the reader's.
NAMED_READER_EASE_ACCEPTED = [
    (_DAILY, "회원님께서 보시기 편하게 간단히 적었어요. [[P:01]]."),
    (_INTERPRETATION, "고객님이 읽으시기 쉽도록 나누어 적었습니다. [[P:01]]. [[P:02]]."),
    (_RATIONALE, "회원님이 살펴보시기 수월하게 정리해 드릴게요. [[A:01]]."),
    (_DAILY, "고객님께서 훑어보시기 쉽게 차례대로 적었어요. [[P:01]]."),
    (_INTERPRETATION, "[[P:01]]. [[P:02]]. 회원님께서 읽으시기 편하게 정리했어요."),
]
NAMED_READER_EASE_REFUSED = [
    (_DAILY, "코치님께서 보시기 편하게 간단히 적었어요. [[P:01]]."),  # another reader
    (_JUDGMENT, "고객님께서 보시기 편하게 간단히 적었어요. [[P:01]]."),  # a card: shown to them
    (_REVIEW_1, "회원님이 보시기 쉽게 정리했습니다. [[P:01]]."),  # a card
    (_DAILY, "회원님도 보시기 편하게 간단히 적었어요. [[P:01]]."),  # 도, not a subject
    (_DAILY, "회원님께서 보시기 편하게 정리하셨어요. [[P:01]]."),  # the customer composed it
    (_DAILY, "회원님께서 드시기 편하게 간단히 적었어요. [[P:01]]."),  # eating, not reading
    (_DAILY, "회원님께서 보시기 어렵게 간단히 적었어요. [[P:01]]."),  # a hard reading
    (_DAILY, "회원님께서 기록을 보시기 편하게 적었어요. [[P:01]]."),  # another record
    (_DAILY, "회원님께서 보셨기에 간단히 적었어요. [[P:01]]."),  # a reading that happened
    (_DAILY, "회원님께서 보시기 편하게 식단을 적었어요. [[P:01]]."),  # the world's object
    (_DAILY, "어제 회원님께서 보시기 편하게 적었어요. [[P:01]]."),  # a time
    (_PHYSIQUE, "운영자님께서 보시기 쉽게 간단히 적었어요. [[A:01]]."),  # a card
    (_DAILY, "회원님께서 보시기 편하게 운동하셨어요. [[P:01]]."),  # the customer's act
]


def test_round_hundred_twenty_three_the_customer_named_as_the_reader_of_an_ease_clause():
    assert _decided_otherwise(NAMED_READER_EASE_ACCEPTED, accepted=True) == []
    assert _decided_otherwise(NAMED_READER_EASE_REFUSED, accepted=False) == []
    assert _written_count(NAMED_READER_EASE_ACCEPTED + NAMED_READER_EASE_REFUSED) == 0


# 줄이 with the humble 드리 straight after 짧게 that opens its clause (or follows a purpose or
# reading-ease clause), present or -면, an issued sentence straight after: the telling that
# follows cut short, as round 87's "짧게 줄이면". An object or topic, another adverb, the past, a
# coming promise, a question or nothing issued straight after keep it an action offered.
TELLING_CUT_SHORT_ACCEPTED = [
    (_DAILY, "짧게 줄여 드려요. [[P:01]]."),
    (_INTERPRETATION, "보시기 편하도록 짧게 줄여 드립니다. [[P:01]]. [[P:02]]."),
    (_RATIONALE, "짧게 줄여 드리면, [[A:01]]."),
    (_JUDGMENT, "살펴보시기 쉽게 짧게 줄여 드려요. [[P:01]]."),
]
TELLING_CUT_SHORT_REFUSED = [
    (_DAILY, "짧게 줄여 드릴게요. [[P:01]]."),  # a coming promise
    (_DAILY, "[[P:01]]. 짧게 줄여 드려요."),  # after the issued sentence: it is cut
    (_DAILY, "짧게 줄여 드렸어요. [[P:01]]."),  # the past
    (_DAILY, "조금 짧게 줄여 드려요. [[P:01]]."),  # another adverb
    (_DAILY, "식사를 짧게 줄여 드려요. [[P:01]]."),  # the world's object
    (_DAILY, "운동은 짧게 줄여 드려요. [[P:01]]."),  # a topic
    (_RATIONALE, "짧게 줄여 드려도 될까요. [[A:01]]."),  # asking leave to act
    (_DAILY, "짧게 늘려 드려요. [[P:01]]."),  # lengthening something
]


def test_round_hundred_twenty_three_the_telling_cut_short():
    assert _decided_otherwise(TELLING_CUT_SHORT_ACCEPTED, accepted=True) == []
    assert _decided_otherwise(TELLING_CUT_SHORT_REFUSED, accepted=False) == []
    assert _written_count(TELLING_CUT_SHORT_ACCEPTED + TELLING_CUT_SHORT_REFUSED) == 0


# The reader's reading of this message with -시- in the purpose quotative -라고 (보시라고,
# 읽으시라고, 들으시라고), its clause naming only an easy way of reading (찬찬히, 천천히, 차분히,
# 편히, 편안히, 느긋이, 부담 없이) after at most a time of reading (편하실 때), as the purpose of
# the speaker's telling, composing or laying-out act straight after it (a plain manner in -게
# between). An object, a person, 꼭 or 매일, another act, no act after, the customer's -시- on
# the act, or a telling in the past keep it a claim.
READING_AS_PURPOSE_ACCEPTED = [
    (_DAILY, "천천히 보시라고 짧게 적어요. [[P:01]]."),
    (_INTERPRETATION, "차분히 읽으시라고 나누어 적었어요. [[P:01]]. [[P:02]]."),
    (_RATIONALE, "부담 없이 읽으시라고 덧붙이면, [[A:01]]."),
    (_DAILY, "편하실 때 보시라고 짧게 적어 둘게요. [[P:01]]."),
    (_JUDGMENT, "편히 살펴보시라고 정리해 드리면, [[P:01]]."),
]
READING_AS_PURPOSE_REFUSED = [
    (_DAILY, "사진을 보시라고 짧게 적어요. [[P:01]]."),  # another record
    (_DAILY, "꼭 보시라고 짧게 적어요. [[P:01]]."),  # insisting
    (_DAILY, "매일 보시라고 짧게 적어요. [[P:01]]."),  # a frequency
    (_DAILY, "코치님이 보시라고 짧게 적어요. [[P:01]]."),  # another person
    (_DAILY, "편히 드시라고 짧게 적어요. [[P:01]]."),  # eating
    (_DAILY, "천천히 보시라고 식단을 적어요. [[P:01]]."),  # the world's object
    (_DAILY, "천천히 보시라고 짧게 적으셨어요. [[P:01]]."),  # the customer wrote it
    (_DAILY, "천천히 보시라고 [[P:01]]."),  # no act of the speaker's
    (_DAILY, "천천히 보시라고 했어요. [[P:01]]."),  # a telling reported
    (_DAILY, "천천히 보시라고 말씀드렸어요. [[P:01]]."),  # an earlier telling
    (_DAILY, "천천히 보시라고 운동을 줄였어요. [[P:01]]."),  # a plan changed
]


def test_round_hundred_twenty_three_a_reading_in_the_speakers_purpose():
    assert _decided_otherwise(READING_AS_PURPOSE_ACCEPTED, accepted=True) == []
    assert _decided_otherwise(READING_AS_PURPOSE_REFUSED, accepted=False) == []
    assert _written_count(READING_AS_PURPOSE_ACCEPTED + READING_AS_PURPOSE_REFUSED) == 0


# The reader missing nothing - 놓치 negated by 않 with the reader's -시- in -게 or -도록, no
# object but this message's material, at most 혹시나 before it - as the purpose of the
# speaker's telling, composing or laying-out act straight after it (past at most 따로, a step
# adverb or 순서대로). Another object, a person, a time, the past, the reader told, the
# customer's -시- on the act or no act of the speaker's after keep it a claim or an instruction.
NOTHING_MISSED_ACCEPTED = [
    (_DAILY, "놓치시지 않게 차례대로 정리해 드릴게요. [[P:01]]."),
    (_PHYSIQUE, "놓치시지 않도록 차례대로 정리해 드립니다. [[A:01]]."),
    (_INTERPRETATION, "혹시나 놓치지 않으시도록 순서대로 적었어요. [[P:01]]. [[P:02]]."),
    (_RATIONALE, "놓치지 않으시게 따로 정리했어요. [[A:01]]."),
]
NOTHING_MISSED_REFUSED = [
    (_DAILY, "식사를 놓치지 않으시게 순서대로 적을게요. [[P:01]]."),  # a meal
    (_DAILY, "약을 놓치지 않으시도록 적어 둘게요. [[P:01]]."),  # a dose
    (_DAILY, "놓치지 않으시게 꼭 챙겨 드세요. [[P:01]]."),  # the reader told to eat
    (_DAILY, "놓치지 않으시게 [[P:01]]."),  # no act of the speaker's
    (_DAILY, "놓치지 마세요. [[P:01]]."),  # the reader told
    (_DAILY, "코치님이 놓치지 않으시게 적을게요. [[P:01]]."),  # another person
    (_DAILY, "놓치지 않으셨게 적을게요. [[P:01]]."),  # the past
    (_DAILY, "놓치지 않으시게 적으셨어요. [[P:01]]."),  # the customer wrote
    (_DAILY, "이번에는 놓치지 않으시게 적을게요. [[P:01]]."),  # a time
    (_DAILY, "놓치지 않으시게 운동을 줄였어요. [[P:01]]."),  # a plan changed
]


def test_round_hundred_twenty_three_nothing_missed_in_the_speakers_purpose():
    assert _decided_otherwise(NOTHING_MISSED_ACCEPTED, accepted=True) == []
    assert _decided_otherwise(NOTHING_MISSED_REFUSED, accepted=False) == []
    assert _written_count(NOTHING_MISSED_ACCEPTED + NOTHING_MISSED_REFUSED) == 0


# The reader's place left open: 어디 with 에/에서 and 계시 in the free-choice concessive -든,
# opening its sentence, straight before (past at most a plain manner in -게) the reader's
# present reading of this message or the speaker's own telling, composing or laying-out act. A
# named place, 언제, another verb, the past, a person before it, or an instruction or no act
# after it keep it a claim.
WHEREVER_READ_ACCEPTED = [
    (_DAILY, "어디에 계시든 보시기 편하게 정리해 드려요. [[P:01]]."),
    (_INTERPRETATION, "어디에 계시든 차례대로 말씀드릴게요. [[P:01]]. [[P:02]]."),
    (_RATIONALE, "어디에 계시든 편히 읽으실 수 있게 짧게 적었어요. [[A:01]]."),
    (_PHYSIQUE, "어디에 계시든 보시기 편하게 정리해 드립니다. [[A:01]]."),
]
WHEREVER_READ_REFUSED = [
    (_DAILY, "집에 계시든 보시기 편하게 정리해 드려요. [[P:01]]."),  # a named place
    (_DAILY, "언제 계시든 보시기 편하게 정리해 드려요. [[P:01]]."),  # a time
    (_DAILY, "어디에 계셨든 보시기 편하게 정리해 드려요. [[P:01]]."),  # the past
    (_DAILY, "어디서 운동하시든 보시기 편하게 정리해 드려요. [[P:01]]."),  # another verb
    (_DAILY, "회원님이 어디에 계시든 편하게 정리해 드려요. [[P:01]]."),  # not its opening
    (_DAILY, "어디에 계시든 꼭 챙겨 드세요. [[P:01]]."),  # an instruction
    (_DAILY, "어디에 계시든 짧게 드세요. [[P:01]]."),  # eating
    (_DAILY, "어디에 계시든 [[P:01]]."),  # no act after
    (_DAILY, "어디에 계시든 운동을 줄이세요. [[P:01]]."),  # a plan changed
]


def test_round_hundred_twenty_three_the_readers_place_left_open():
    assert _decided_otherwise(WHEREVER_READ_ACCEPTED, accepted=True) == []
    assert _decided_otherwise(WHEREVER_READ_REFUSED, accepted=False) == []
    assert _written_count(WHEREVER_READ_ACCEPTED + WHEREVER_READ_REFUSED) == 0


# The speaker setting this message's order: 맞추 (at most with 두 or 놓) in the past, ending its
# sentence, its object an order noun and nothing else in its clause, straight after a purpose or
# manner clause of the reader's easy reading. No such purpose, a hard reading, a past reading,
# another object, the customer's -시-, the future or eating keep it a past event or a claim.
ORDER_SET_ACCEPTED = [
    (_DAILY, "[[P:01]]. 읽으시기 쉽게 차례를 맞춰 놓았어요."),
    (_INTERPRETATION, "보시기 편하도록 순서를 맞췄어요. [[P:01]]. [[P:02]]."),
    (_PHYSIQUE, "[[A:01]]. 살펴보시기 편하게 순서를 맞춰 두었습니다."),
]
ORDER_SET_REFUSED = [
    (_DAILY, "[[P:01]]. 순서를 맞춰 두었어요."),  # no reading purpose: a plan's order
    (_DAILY, "[[P:01]]. 보시기 어렵도록 순서를 맞춰 두었어요."),  # a hard reading
    (_DAILY, "[[P:01]]. 보셨기 편하도록 순서를 맞춰 두었어요."),  # a past reading
    (_DAILY, "[[P:01]]. 보시기 편하도록 식단을 맞춰 두었어요."),  # the world's object
    (_DAILY, "[[P:01]]. 보시기 편하도록 운동 순서를 맞춰 두었어요."),  # a workout's order
    (_DAILY, "[[P:01]]. 보시기 편하도록 시간을 맞춰 두었어요."),  # a time
    (_DAILY, "[[P:01]]. 보시기 편하도록 순서를 맞춰 두셨어요."),  # the customer did
    (_DAILY, "[[P:01]]. 보시기 편하도록 순서를 맞춰 두겠습니다."),  # a coming act
    (_DAILY, "[[P:01]]. 드시기 편하도록 순서를 맞춰 두었어요."),  # eating
]


def test_round_hundred_twenty_three_the_messages_order_set_for_reading():
    assert _decided_otherwise(ORDER_SET_ACCEPTED, accepted=True) == []
    assert _decided_otherwise(ORDER_SET_REFUSED, accepted=False) == []
    assert _written_count(ORDER_SET_ACCEPTED + ORDER_SET_REFUSED) == 0
