"""Round 130 of the Korean expression validator (ADR 0020, on fresh115-tune): classes on the
tunable half's false rejections of frequency, degree and amount words. Twins in no corpus
(checked by count only, so no held-out text is named)."""

from tests.expression.test_validation_rules import (
    _DAILY,
    _INTERPRETATION,
    _JUDGMENT,
    _PHYSIQUE,
    _RATIONALE,
    _REVIEW,
    _REVIEW_1,
    _decided_otherwise,
    _written_count,
)

_REVIEW_2 = ("adaptive.dualcoachtest.card.v1", "adaptive.dual.review.2")

# A vague few (한두, 두어, 두세, 몇, 몇몇, 여러) straight on a unit of words (마디, 말, 말씀)
# measures how briefly the speaker puts it; an exact number, a count of items (가지), someone
# else's words (a person or genitive before it, -시- or the past on the next predicate) and a
# claim after it keep their reasons.
FEW_WORDS_ACCEPTED = [
    (_DAILY, "한두 마디로 정리해 드리면, [[P:01]]."),
    (_RATIONALE, "몇 마디로 줄여 말씀드리면, [[A:01]]."),
    (_INTERPRETATION, "여러 말 없이 짧게 전하면, [[P:01]]. [[P:02]]."),
    (_JUDGMENT, "몇 마디만 덧붙이면, [[P:01]]."),
    (_REVIEW_1, "두어 마디로 짚어 보면, [[P:01]]."),
    (_REVIEW_2, "이어서 몇 마디만, [[P:01]]."),
    (_PHYSIQUE, "여러 말씀을 덧붙이기보다, [[A:01]]."),
    (_REVIEW, "끝으로 한두 마디만 더, [[P:01]]."),
]
FEW_WORDS_REFUSED = [
    (_DAILY, "두 마디로 정리해 드리면, [[P:01]]."),  # an exact number
    (_DAILY, "세 마디로 줄여 말씀드리면, [[P:01]]."),  # an exact number
    (_DAILY, "몇 가지만 정리해 드리면, [[P:01]]."),  # how many items (round 35)
    (_DAILY, "한두 가지로 정리해 드리면, [[P:01]]."),  # how many items
    (_DAILY, "회원님이 몇 마디 남기셨는데, [[P:01]]."),  # the customer's words
    (_DAILY, "몇 마디 남겨 주셔서, [[P:01]]."),  # the customer's words
    (_INTERPRETATION, "코치님이 여러 말씀을 하셨으니, [[P:01]]. [[P:02]]."),  # the coach's
    (_DAILY, "트레이너 말씀 몇 마디를 전하면, [[P:01]]."),  # someone else's words
    (_DAILY, "몇 마디 들으셨겠지만, [[P:01]]."),  # the reader's past
    (_DAILY, "몇 마디만 더 하시면, [[P:01]]."),  # the reader's act
    (_DAILY, "여러 말씀을 덧붙였는데, [[P:01]]."),  # a past telling
    (_DAILY, "한두 번 정리해 드리면, [[P:01]]."),  # how often (round 53)
    (_RATIONALE, "여러 날 기록을 보면, [[A:01]]."),  # days of records
]


def test_round_hundred_thirty_a_vague_few_words_measure_the_telling():
    assert _decided_otherwise(FEW_WORDS_ACCEPTED, accepted=True) == []
    assert _decided_otherwise(FEW_WORDS_REFUSED, accepted=False) == []
    assert _written_count(FEW_WORDS_ACCEPTED + FEW_WORDS_REFUSED) == 0


# Round 83's degree word (꽤, 덜, the comparatives) on a presenting manner in -게 now leads into
# the speaker's telling when that telling is a noun of speech with 드리 (말씀드리, 설명드리,
# 안내드리), whose chain Kiwi starts at 드리; the past, -시-, another noun with 드리, no
# telling, and a manner that is not a presenting one keep the class.
GRADED_HUMBLE_TELLING_ACCEPTED = [
    (_RATIONALE, "꽤 짧게 설명드리자면, [[A:01]]."),
    (_INTERPRETATION, "덜 복잡하게 말씀드릴게요. [[P:01]]. [[P:02]]."),
    (_PHYSIQUE, "꽤 차분하게 안내드리면, [[A:01]]."),
    (_JUDGMENT, "꽤 간결하게 말씀드리자면, [[P:01]]."),
    (_DAILY, "꽤 쉽게 설명드리면, [[P:01]]."),
]
GRADED_HUMBLE_TELLING_REFUSED = [
    (_DAILY, "꽤 간단하게 말씀드렸는데, [[P:01]]."),  # a past telling
    (_DAILY, "꽤 짧게 말씀드리셨으니, [[P:01]]."),  # -시- and the past
    (_DAILY, "꽤 간단하게 부탁드리면, [[P:01]]."),  # a request, not the telling
    (_DAILY, "꽤 간단하게 약속드리면, [[P:01]]."),  # a promise
    (_DAILY, "꽤 간단하게, [[P:01]]."),  # no telling: the issued sentence graded (round 83)
    (_DAILY, "꽤 편하게 말씀드리면, [[P:01]]."),  # not a presenting manner
    (_DAILY, "꽤 쉽게 감사드리면, [[P:01]]."),  # thanks, not the telling
    (_DAILY, "꽤 간단하게 말씀드리기 어렵지만, [[P:01]]."),  # how hard it is
]


def test_round_hundred_thirty_a_degree_word_on_the_humble_telling():
    assert _decided_otherwise(GRADED_HUMBLE_TELLING_ACCEPTED, accepted=True) == []
    assert _decided_otherwise(GRADED_HUMBLE_TELLING_REFUSED, accepted=False) == []
    assert _written_count(GRADED_HUMBLE_TELLING_ACCEPTED + GRADED_HUMBLE_TELLING_REFUSED) == 0


# A hedge adverb (모두, 전부, 조금 …) before the reader's reading laid out for ("보기 쉽게",
# "보시기 편하게", "한 번에 보실 수 있게") and then straight into the speaker's present telling
# says how the speaker lays the message out, as "모두 정리하면" does; a hard reading, an object
# read, the past, another act, no telling or an issued sentence between keep the hedge's class.
HEDGE_PAST_READING_ACCEPTED = [
    (_DAILY, "모두 보기 쉽게 정리하면, [[P:01]]."),
    (_RATIONALE, "전부 읽기 좋게 말씀드리면, [[A:01]]."),
    (_INTERPRETATION, "조금 보시기 편하게 정리해 드리면, [[P:01]]. [[P:02]]."),
    (_JUDGMENT, "전부 한눈에 보실 수 있게 간추리면, [[P:01]]."),
    (_PHYSIQUE, "모두 한 번에 살펴보실 수 있게 정리하면, [[A:01]]."),
]
HEDGE_PAST_READING_REFUSED = [
    (_DAILY, "모두 보기 어렵게 정리하면, [[P:01]]."),  # a hard reading
    (_DAILY, "모두 보실 수 있게 정리했는데, [[P:01]]."),  # the past
    (_DAILY, "모두 보실 수 있게, [[P:01]]."),  # no telling
    (_DAILY, "조금 보기 쉽게, [[P:01]]."),  # no telling
    (_DAILY, "전부 보실 수 있게 [[P:01]]. 정리하면,"),  # an issued sentence between
    (_DAILY, "모두 걸으실 수 있게 정리하면, [[P:01]]."),  # not a reading
    (_DAILY, "모두 보기 쉽게 드시면, [[P:01]]."),  # eating, not the telling
    (_DAILY, "조금 보실 수 있게 운동하면, [[P:01]]."),  # a workout, not the telling
    (_DAILY, "모두 기록을 보실 수 있게 정리하면, [[P:01]]."),  # records looked at
]


def test_round_hundred_thirty_a_hedge_past_the_reading_laid_out_for():
    assert _decided_otherwise(HEDGE_PAST_READING_ACCEPTED, accepted=True) == []
    assert _decided_otherwise(HEDGE_PAST_READING_REFUSED, accepted=False) == []
    assert _written_count(HEDGE_PAST_READING_ACCEPTED + HEDGE_PAST_READING_REFUSED) == 0
