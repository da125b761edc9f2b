"""Round 121 of the Korean expression validator (ADR 0020, on fresh108-tune): classes on the
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

# The look at this message proposed as a joint one (함께/같이 before 보 or 살펴보 in a
# propositive, plain polite or coming final) or announced step by step (a coming final), with
# at most an even pace beside, opening the slot after at most its address (a vocative to the
# surface's reader, 안녕하세요/반갑습니다) and with an issued sentence straight after it.
JOINT_LOOK_ACCEPTED = [
    (_DAILY, "회원님, 천천히 함께 봐요. [[P:01]]."),
    (_PHYSIQUE, "코치님, 같이 차분히 살펴봐요. [[A:01]]."),
    (_INTERPRETATION, "안녕하세요, 회원님. 차근차근 하나씩 볼게요. [[P:01]]. [[P:02]]."),
    (_DAILY, "반갑습니다, 회원님. 함께 볼게요. [[P:01]]."),
    (_RATIONALE, "회원님, 찬찬히 같이 보겠습니다. [[A:01]]."),
    (_JUDGMENT, "코치님, 안녕하세요. 함께 봐요. [[P:01]]."),
]
JOINT_LOOK_REFUSED = [
    (_DAILY, "회원님, 자세히 함께 봐요. [[P:01]]."),  # a finding adverb
    (_DAILY, "회원님, 식단을 함께 봐요. [[P:01]]."),  # an object of the world
    (_DAILY, "회원님, 함께 봤어요. [[P:01]]."),  # the past
    (_DAILY, "회원님, 함께 보시죠. [[P:01]]."),  # the reader's -시-
    (_DAILY, "회원님, 함께 보니 [[P:01]]."),  # a finding ending
    (_DAILY, "회원님, 천천히 봐요. [[P:01]]."),  # a bare pace, no joint look
    (_DAILY, "가족과 함께 봐요. [[P:01]]."),  # a companion
    (_DAILY, "회원님, 함께 지켜봐요. [[P:01]]."),  # watching over time
    (_INTERPRETATION, "[[P:01]]. 함께 봐요. [[P:02]]."),  # between issued sentences
    (_DAILY, "회원님, 다음 주에 함께 봐요. [[P:01]]."),  # a time
    (_DAILY, "회원님, 하나씩 봐요. [[P:01]]."),  # steps in a propositive, no 함께
    (_INTERPRETATION, "회원님, 오늘은 함께 봐요. [[P:01]]. [[P:02]]."),  # not weekly's period
    (_JUDGMENT, "회원님, 함께 봐요. [[P:01]]."),  # not the card's reader
    (_DAILY, "회원님, 꼼꼼히 함께 볼게요. [[P:01]]."),  # a finding adverb
]


def test_round_hundred_twenty_one_a_joint_look_opening_the_slot():
    assert _decided_otherwise(JOINT_LOOK_ACCEPTED, accepted=True) == []
    assert _decided_otherwise(JOINT_LOOK_REFUSED, accepted=False) == []
    assert _written_count(JOINT_LOOK_ACCEPTED + JOINT_LOOK_REFUSED) == 0


# An adverb of constancy (한결같이, 변함없이) before the speaker's cheer, thanks or greeting is
# how the speaker feels toward the reader, as round 50's 늘 is; the promissive -ㄹ게요 before a
# comma is the final it is ("응원할게요, 회원님."). Anywhere else the constancy says nothing
# changed, and a promise before a comma stays judged as a promise.
CONSTANT_CHEER_ACCEPTED = [
    (_DAILY, "[[P:01]]. 변함없이 응원해요."),
    (_RATIONALE, "[[A:01]]. 한결같이 고맙습니다."),
    (_INTERPRETATION, "[[P:01]]. 이어서 [[P:02]]. 변함없이 응원할게요, 회원님."),
    (_DAILY, "[[P:01]]. 한결같이 감사드려요, 회원님."),
    (_DAILY, "[[P:01]]. 응원할게요, 회원님."),
]
CONSTANT_CHEER_REFUSED = [
    (_DAILY, "[[P:01]]. 한결같이 말씀드릴게요."),  # a telling, no cheer
    (_INTERPRETATION, "[[P:01]]. 한결같이 [[P:02]]."),  # on an issued sentence
    (_DAILY, "[[P:01]]. 한결같이 지키셨어요."),  # the customer's behaviour
    (_JUDGMENT, "[[P:01]]. 변함없이 응원합니다."),  # a card's cheer backs the decision
    (_DAILY, "[[P:01]]. 변함없이 유지돼요."),  # nothing changed
    (_DAILY, "회원님, 변함없이 [[P:01]]."),  # on the issued sentence
    (_DAILY, "[[P:01]]. 꼭 해낼게요, 회원님."),  # a promise before the comma
    (_DAILY, "[[P:01]]. 빠진 건 채워 둘게요, 회원님."),
    (_DAILY, "[[P:01]]. 한결같이 응원해 주세요."),  # the reader asked
]


def test_round_hundred_twenty_one_a_constant_cheer_in_the_speakers_voice():
    assert _decided_otherwise(CONSTANT_CHEER_ACCEPTED, accepted=True) == []
    assert _decided_otherwise(CONSTANT_CHEER_REFUSED, accepted=False) == []
    assert _written_count(CONSTANT_CHEER_ACCEPTED + CONSTANT_CHEER_REFUSED) == 0


# The reader's deny-listed act (the review a card asks for, 검토; a check, 확인) on 주 with -시-
# in a causal ending - thanked because it is done - keeps its vocabulary class, as the past
# "검토해 주셨어요" does: it says the card was reviewed. Thanks for reading (읽, 살펴보, 살피)
# and asking for the review (-시면 감사하겠습니다, 부탁드려요, -시길) stay accepted.
REVIEW_THANKED_REFUSED = [
    (_PHYSIQUE, "[[A:01]]. 검토해 주셔서 고맙습니다."),
    (_JUDGMENT, "꼼꼼히 검토해 주셔서 감사합니다. [[P:01]]."),
    (_REVIEW_1, "검토해 주셔서 감사해요. [[P:01]]."),
    (_JUDGMENT, "[[P:01]]. 확인해 주셔서 고맙습니다."),
    (_DAILY, "[[P:01]]. 검토해 주셔서 고마워요."),
]
REVIEW_THANKED_ACCEPTED = [
    (_PHYSIQUE, "[[A:01]]. 살펴봐 주셔서 감사해요."),
    (_JUDGMENT, "[[P:01]]. 끝까지 읽어 주셔서 감사해요."),
    (_PHYSIQUE, "검토해 주시면 감사하겠습니다. [[A:01]]."),
    (_JUDGMENT, "검토 부탁드려요. [[P:01]]."),
    (_PHYSIQUE, "검토해 주시길 부탁드립니다. [[A:01]]."),
    (_REVIEW_1, "[[P:01]]. 끝까지 살펴 주셔서 고맙습니다."),
]


def test_round_hundred_twenty_one_the_review_thanked_as_done():
    assert _decided_otherwise(REVIEW_THANKED_REFUSED, accepted=False) == []
    assert _decided_otherwise(REVIEW_THANKED_ACCEPTED, accepted=True) == []
    assert _written_count(REVIEW_THANKED_REFUSED + REVIEW_THANKED_ACCEPTED) == 0


# Round 12's imposition softener to the operator ("번거로우시겠지만, [[A:01]]") before the
# speaker's plain request on the card: 부탁드리 in a present final ending its sentence, with
# nothing before 부탁 but the set 잘 or the card's own review as a noun (검토, 확인). To the
# customer, with another object, the past, a time, -겠- in the past, another adjective or an
# insisting adverb it keeps its old reading.
SOFTENED_REQUEST_ACCEPTED = [
    (_REVIEW_1, "[[P:01]]. 번거로우시겠지만 잘 부탁드립니다."),
    (_JUDGMENT, "[[P:01]]. 번거로우시겠지만 검토 부탁드려요."),
    (_PHYSIQUE, "번거로우시겠지만 부탁드립니다. [[A:01]]."),
    (_REVIEW_1, "[[P:01]]. 귀찮으시겠지만 확인 부탁드립니다."),
]
SOFTENED_REQUEST_REFUSED = [
    (_DAILY, "[[P:01]]. 번거로우시겠지만 잘 부탁드려요."),  # to the customer
    (_RATIONALE, "[[A:01]]. 귀찮으시겠지만 부탁드립니다."),  # to the customer
    (_REVIEW_1, "[[P:01]]. 번거로우시겠지만 식단 관리 부탁드려요."),  # another object
    (_REVIEW_1, "[[P:01]]. 번거로우시겠지만 부탁드렸어요."),  # the past
    (_REVIEW_1, "[[P:01]]. 번거로우셨겠지만 부탁드려요."),  # the bother in the past
    (_REVIEW_1, "[[P:01]]. 번거로우시겠지만 다음에 부탁드려요."),  # a time
    (_REVIEW_1, "[[P:01]]. 바쁘시겠지만 부탁드려요."),  # a guess at the reader's day
    (_REVIEW_1, "[[P:01]]. 번거로우시겠지만 꼭 부탁드려요."),  # insisting
]


def test_round_hundred_twenty_one_the_softened_request_on_a_card():
    assert _decided_otherwise(SOFTENED_REQUEST_ACCEPTED, accepted=True) == []
    assert _decided_otherwise(SOFTENED_REQUEST_REFUSED, accepted=False) == []
    assert _written_count(SOFTENED_REQUEST_ACCEPTED + SOFTENED_REQUEST_REFUSED) == 0


# The customer with 님, then 곁 or 옆 in 에서 before the speaker's cheer in a final ending (at
# most a frequency or constancy adverb between): where the speaker stands, not anything of the
# customer's (round 64). Beside them for anything else, another place, the past, an insisting
# adverb, the cheer in a connective ending or on a card keep their refusal.
BESIDE_IN_CHEER_ACCEPTED = [
    (_DAILY, "[[P:01]]. 회원님 옆에서 응원합니다."),
    (_RATIONALE, "[[A:01]]. 회원님 곁에서 변함없이 응원해요."),
    (_INTERPRETATION, "[[P:01]]. 그리고 [[P:02]]. 회원님 곁에서 항상 응원할게요."),
    (_DAILY, "[[P:01]]. 고객님 곁에서 늘 응원하겠습니다."),
]
BESIDE_IN_CHEER_REFUSED = [
    (_DAILY, "[[P:01]]. 회원님 곁에서 지켜볼게요."),
    (_DAILY, "[[P:01]]. 회원님 옆에서 운동할게요."),
    (_DAILY, "[[P:01]]. 회원님 편에서 응원할게요."),
    (_DAILY, "[[P:01]]. 회원님 곁에서 응원했어요."),
    (_DAILY, "[[P:01]]. 회원님 곁에서 꼭 응원할게요."),
    (_DAILY, "회원님 곁에서 응원하며, [[P:01]]."),
    (_JUDGMENT, "[[P:01]]. 코치님 곁에서 응원합니다."),
    (_DAILY, "[[P:01]]. 회원님 곁에서 함께 운동해요."),
]


def test_round_hundred_twenty_one_beside_the_customer_in_the_speakers_cheer():
    assert _decided_otherwise(BESIDE_IN_CHEER_ACCEPTED, accepted=True) == []
    assert _decided_otherwise(BESIDE_IN_CHEER_REFUSED, accepted=False) == []
    assert _written_count(BESIDE_IN_CHEER_ACCEPTED + BESIDE_IN_CHEER_REFUSED) == 0
