"""Round 122 of the Korean expression validator (ADR 0020, on fresh109-tune): classes on the
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

_REVIEW_2 = ("adaptive.dualcoachtest.card.v1", "adaptive.dual.review.2")

# The speaker's own view, judgement or reading (생각, 의견, 판단, 평가, 해석 ...) named only as
# what the speaker does not add: the object or topic of an adding verb (보태, 덧붙이, 곁들이, 섞,
# 얹, 담 ...) negated with -지 않 in no past, or the noun of an adding verb's present modifier
# before 없이 - with the speaker's 제, 다른 or nothing before it, after the start of a sentence, the
# speaker or this message as subject. Another owner, the past, a condition or concession, or the
# view given stay claims.
VIEW_WITHHELD_ACCEPTED = [
    (_DAILY, "제 판단은 보태지 않고 전해 드릴게요. [[P:01]]."),
    (_RATIONALE, "제 생각은 따로 덧붙이지 않고, [[A:01]]."),
    (_JUDGMENT, "다른 의견을 곁들이지 않고 옮겨 적습니다. [[P:01]]."),
    (_INTERPRETATION, "이 글은 제 평가를 담고 있지 않습니다. [[P:01]]. [[P:02]]."),
    (_DAILY, "덧붙이는 평가 없이 전해 드려요. [[P:01]]."),
    (_RATIONALE, "저는 따로 평가를 얹지 않고 전합니다. [[A:01]]."),
]
VIEW_WITHHELD_REFUSED = [
    (_DAILY, "제 생각엔, [[P:01]]."),  # the speaker's view frames the fact
    (_DAILY, "제 생각을 솔직히 말씀드리면, [[P:01]]."),  # the view given
    (_DAILY, "판단을 보태면, [[P:01]]."),  # not negated
    (_DAILY, "제 판단을 보태지 않았습니다. [[P:01]]."),  # the past
    (_PHYSIQUE, "코치님 판단을 보태지 않고, [[A:01]]."),  # another's judgement
    (_DAILY, "회원님의 생각을 섞지 않고 전합니다. [[P:01]]."),  # the customer's
    (_DAILY, "담당 트레이너의 의견은 섞지 않고 전합니다. [[P:01]]."),  # the trainer's
    (_DAILY, "판단 없이 [[P:01]]."),  # no adding verb: done without judgement
    (_DAILY, "이 문단은 의학적 판단을 담고 있지 않습니다. [[P:01]]."),  # medical framing
    (_INTERPRETATION, "제 판단도 다르지 않습니다. [[P:01]]. [[P:02]]."),  # a view agreed
    (_DAILY, "평가를 덧붙이지 않아도 [[P:01]]."),  # a concession: the fact speaks
    (_DAILY, "[[P:01]]. 식단은 평가를 담고 있지 않습니다."),  # not this message
    (_DAILY, "[[P:01]]. 제 평가를 담으면 좋은 흐름입니다."),  # the view given
    (_RATIONALE, "[[A:01]]. 트레이너는 의견을 보태지 않았습니다."),  # a process fact
    (_DAILY, "제 생각을 보태지 않아도 분명히 [[P:01]]."),  # certainty after a concession
    (_JUDGMENT, "[[P:01]]. 판단은 따로 담고 있지 않았습니다."),  # the past
]


def test_round_hundred_twenty_two_a_view_named_only_as_not_added():
    assert _decided_otherwise(VIEW_WITHHELD_ACCEPTED, accepted=True) == []
    assert _decided_otherwise(VIEW_WITHHELD_REFUSED, accepted=False) == []
    assert _written_count(VIEW_WITHHELD_ACCEPTED + VIEW_WITHHELD_REFUSED) == 0


# 새로 on the speaker's act of adding to or making the message where the act is not done - negated
# with -지 않 in no past, or its modifier naming what would be said before round 20's present 없
# (now also closed by the polite -고요) or before 없이: nothing new is added. Something new said,
# changed or made, another thing made, the past, another speaker or the reader's act stay claims.
NOTHING_NEW_ACCEPTED = [
    (_DAILY, "새로 덧붙일 말씀은 없어요. [[P:01]]."),
    (_RATIONALE, "새로 보탤 내용은 따로 없고요, [[A:01]]."),
    (_JUDGMENT, "풀이를 새로 덧붙이지 않고 옮깁니다. [[P:01]]."),
    (_DAILY, "새로 얹는 말 없이 전해 드려요. [[P:01]]."),
    (_INTERPRETATION, "이 글은 설명을 새로 만들지 않고 그대로 옮깁니다. [[P:01]]. [[P:02]]."),
    (_DAILY, "더 드릴 말씀은 없고요, [[P:01]]."),
]
NOTHING_NEW_REFUSED = [
    (_DAILY, "새로 말씀드릴 게 있어요. [[P:01]]."),  # something new to say
    (_DAILY, "[[P:01]]. 새로 바뀐 내용은 없어요."),  # nothing changed: a fact
    (_DAILY, "식단을 새로 만들지 않고, [[P:01]]."),  # the plan not remade
    (_DAILY, "새로 만들지 않고, [[P:01]]."),  # made anew - what, unsaid
    (_DAILY, "새로 정리했어요. [[P:01]]."),  # the past
    (_DAILY, "해석을 새로 만들었어요. [[P:01]]."),  # the past
    (_DAILY, "새로 드릴 말씀은 없었고요, [[P:01]]."),  # the past
    (_DAILY, "새로 드릴 소식은 없고요, [[P:01]]."),  # news: nothing happened
    (_DAILY, "새로 시작한 건 없고요, [[P:01]]."),  # nothing new begun
    (_PHYSIQUE, "코치님이 새로 보태지 않고, [[A:01]]."),  # another's act
    (_DAILY, "[[P:01]]. 새로 드릴 말씀은 있고요."),  # something new to say
    (_DAILY, "새로 보태실 말씀은 없고요, [[P:01]]."),  # the reader's
    (_DAILY, "새로 정리한 내용 없이, [[P:01]]."),  # arranged before
    (_DAILY, "계획을 새로 덧붙이지 않고, [[P:01]]."),  # the plan
]


def test_round_hundred_twenty_two_nothing_new_added():
    assert _decided_otherwise(NOTHING_NEW_ACCEPTED, accepted=True) == []
    assert _decided_otherwise(NOTHING_NEW_REFUSED, accepted=False) == []
    assert _written_count(NOTHING_NEW_ACCEPTED + NOTHING_NEW_REFUSED) == 0


# On a line that is itself a reason (the dual card's review lines), the reason for its heading -
# "검토가 필요한 이유/까닭" as round 41's heading clause, object of the speaker's present telling -
# is the line's own content, as 사유 already was. Another slot, another need, the past, no
# telling, or the reason stated stay claims.
HEADING_REASON_ACCEPTED = [
    (_REVIEW_2, "검토가 필요한 이유를 간단히 말씀드리면, [[P:01]]."),
    (_REVIEW_1, "검토가 필요한 까닭을 정리해 드리면, [[P:01]]."),
    (_REVIEW_1, "검토가 필요한 이유부터 말씀드릴게요. [[P:01]]."),
    (_REVIEW_2, "검토가 필요한 까닭을 차례대로 말씀드리면, [[P:01]]."),
]
HEADING_REASON_REFUSED = [
    (_JUDGMENT, "검토가 필요한 이유를 말씀드리면, [[P:01]]."),  # not a review line
    (_PHYSIQUE, "검토가 필요한 이유를 말씀드리면, [[A:01]]."),
    (_DAILY, "검토가 필요한 이유를 말씀드리면, [[P:01]]."),
    (_REVIEW_1, "검토가 필요했던 이유를 말씀드리면, [[P:01]]."),  # the past
    (_REVIEW_1, "검토가 필요한 이유를 말씀드렸어요. [[P:01]]."),  # an earlier telling
    (_REVIEW_1, "조정이 필요한 이유를 말씀드리면, [[P:01]]."),  # another need
    (_REVIEW_1, "검토가 필요한 이유를 찾아보면, [[P:01]]."),  # no telling: a search
    (_REVIEW_2, "[[P:01]]. 검토가 필요한 이유는 식단 때문입니다."),  # the reason stated
    (_REVIEW_2, "검토가 필요한 이유가 더 있어요. [[P:01]]."),  # more reasons asserted
    (_RATIONALE, "판단이 필요한 이유를 말씀드리면, [[A:01]]."),
    (_REVIEW_1, "검토가 시급한 이유를 말씀드리면, [[P:01]]."),  # urgency
]


def test_round_hundred_twenty_two_the_reason_for_the_review_heading():
    assert _decided_otherwise(HEADING_REASON_ACCEPTED, accepted=True) == []
    assert _decided_otherwise(HEADING_REASON_REFUSED, accepted=False) == []
    assert _written_count(HEADING_REASON_ACCEPTED + HEADING_REASON_REFUSED) == 0


# On an operator card, "X에 앞서" before the speaker's coming telling, where X is a part of the card
# below - 아래 or 아래쪽 (카드 at most before it, at the sentence's start) + round 42's card parts,
# 문구 or 표시 - is a place in the message, as round 44 read the same words before a comma. The
# customer's surfaces, no 아래, another noun, an event, the past or the reader's act keep 앞서 a
# time.
CARD_PART_AHEAD_ACCEPTED = [
    (_PHYSIQUE, "아래 상태 문구에 앞서 말씀드리면, [[A:01]]."),
    (_PHYSIQUE, "아래 상태 칸에 앞서 정리해 드리면, [[A:01]]."),
    (_PHYSIQUE, "아래쪽 상태 표시에 앞서 말씀드릴게요. [[A:01]]."),
    (_JUDGMENT, "카드 아래 상태 표시에 앞서 말씀드리면, [[P:01]]."),
]
CARD_PART_AHEAD_REFUSED = [
    (_DAILY, "아래 상태 문구에 앞서 짚어 드리면, [[P:01]]."),  # the customer's state
    (_PHYSIQUE, "상태 표시에 앞서 말씀드리면, [[A:01]]."),  # no 아래
    (_PHYSIQUE, "아래 상태 변화에 앞서 짚어 드리면, [[A:01]]."),  # a change
    (_PHYSIQUE, "운동에 앞서 짚어 드리면, [[A:01]]."),  # an event
    (_PHYSIQUE, "아래 상태 문구에 앞서 짚어 드렸어요. [[A:01]]."),  # the past
    (_PHYSIQUE, "아래 상태 문구에 앞서 확인하시면, [[A:01]]."),  # the reader's act
    (_JUDGMENT, "아래 식단에 앞서 말씀드리면, [[P:01]]."),  # the plan
    (_PHYSIQUE, "회원님 아래 상태 문구에 앞서 말씀드리면, [[A:01]]."),  # not the sentence start
]


def test_round_hundred_twenty_two_a_card_part_below_named_before_the_telling():
    assert _decided_otherwise(CARD_PART_AHEAD_ACCEPTED, accepted=True) == []
    assert _decided_otherwise(CARD_PART_AHEAD_REFUSED, accepted=False) == []
    assert _written_count(CARD_PART_AHEAD_ACCEPTED + CARD_PART_AHEAD_REFUSED) == 0


# Round 58's telling apart (따로, 별도로, 추가로 before the speaker's coming telling) promises
# another message; negated with -지 않 it promises none - "따로 부연하지 않을게요" is how this
# message is told. The promise itself, the past, an action for the reader, an event, a
# condition, a delivery and the reader's telling stay claims.
NOT_TOLD_APART_ACCEPTED = [
    (_DAILY, "따로 부연하지 않을게요. [[P:01]]."),
    (_PHYSIQUE, "별도로 덧붙이지 않겠습니다. [[A:01]]."),
    (_INTERPRETATION, "[[P:01]]. [[P:02]]. 따로 부연하지 않겠습니다."),
    (_JUDGMENT, "추가로 말씀드리지 않을게요. [[P:01]]."),
    (_REVIEW_1, "[[P:01]]. 별도로 설명하지 않겠습니다."),
]
NOT_TOLD_APART_REFUSED = [
    (_DAILY, "따로 설명해 드릴게요. [[P:01]]."),  # a telling apart promised
    (_INTERPRETATION, "[[P:01]]. [[P:02]]. 나머지는 따로 안내해 드릴게요."),
    (_DAILY, "따로 설명하지 않았어요. [[P:01]]."),  # the past
    (_DAILY, "따로 챙겨 드리지 않을게요. [[P:01]]."),  # an action for the reader
    (_DAILY, "따로 운동하지 않을게요. [[P:01]]."),  # an event
    (_DAILY, "[[P:01]]. 따로 알려 드리지 않으면 그대로예요."),  # a condition and a state
    (_DAILY, "[[P:01]]. 따로 보내 드리지 않겠습니다."),  # a delivery
    (_DAILY, "따로 말씀하지 않으셔도 돼요. [[P:01]]."),  # the reader's telling
]


def test_round_hundred_twenty_two_no_telling_apart_promised():
    assert _decided_otherwise(NOT_TOLD_APART_ACCEPTED, accepted=True) == []
    assert _decided_otherwise(NOT_TOLD_APART_REFUSED, accepted=False) == []
    assert _written_count(NOT_TOLD_APART_ACCEPTED + NOT_TOLD_APART_REFUSED) == 0


# Contact outside this message - 연락, 연락처, 통화, 전화, said to come, not to come or as a
# channel - is a delivery statement (judge's last check), negated too: "따로
# 연락드리지 않을게요" promises the reader's next contact, or its absence. A telling in this
# message (negated with 안 too) and a word that only looks alike stay accepted.
CONTACT_REFUSED = [
    (_DAILY, "따로 연락드리지 않을게요. [[P:01]]."),
    (_DAILY, "[[P:01]]. 연락은 드리지 않을게요."),
    (_DAILY, "[[P:01]]. 연락 안 드릴게요."),
    (_REVIEW_1, "통화 없이 정리하면, [[P:01]]."),
    (_DAILY, "전화로 말씀드리지 않고 여기에 적어요. [[P:01]]."),
    (_RATIONALE, "[[A:01]]. 연락처는 바뀌지 않았습니다."),
]
CONTACT_KEPT = [
    (_DAILY, "[[P:01]]. 따로 말씀 안 드릴게요."),
    (_DAILY, "연결해서 말씀드리면, [[P:01]]."),
]


def test_round_hundred_twenty_two_contact_outside_the_message():
    assert _decided_otherwise(CONTACT_REFUSED, accepted=False) == []
    assert _decided_otherwise(CONTACT_KEPT, accepted=True) == []
    assert _written_count(CONTACT_REFUSED + CONTACT_KEPT) == 0


# The wording of this message kept as it is: an altering verb (바꾸, 손대, 고치, 건드리)
# negated with -지 않 in no past, in -고 or a present final, with the wording (문구, 문장,
# 표현, 원문, 말 ..., one noun at most before it) as object or topic at the sentence's start, or
# turning it into other words (다른 말로). A plan, a record or an order not changed, the past,
# a condition, the reader's act, another person's words or no negation stay claims.
WORDING_KEPT_ACCEPTED = [
    (_DAILY, "문구는 바꾸지 않고 전해 드릴게요. [[P:01]]."),
    (_RATIONALE, "표현은 손대지 않고 옮깁니다. [[A:01]]."),
    (_REVIEW_1, "사유 문장은 손대지 않고 적어 드려요. [[P:01]]."),
    (_INTERPRETATION, "다른 표현으로 바꾸지 않고, [[P:01]]. [[P:02]]."),
]
WORDING_KEPT_REFUSED = [
    (_DAILY, "식단을 바꾸지 않고, [[P:01]]."),  # the plan
    (_DAILY, "계획 문구는 바꾸지 않았습니다. [[P:01]]."),  # the plan, the past
    (_DAILY, "문구를 바꾸지 않았어요. [[P:01]]."),  # the past
    (_DAILY, "문구를 바꾸면, [[P:01]]."),  # a condition
    (_DAILY, "문구는 바꾸지 않으셔도 돼요. [[P:01]]."),  # the reader's act
    (_DAILY, "운동 순서를 바꾸지 않고, [[P:01]]."),  # the training's order
    (_DAILY, "말씀하신 문구는 바꾸지 않고, [[P:01]]."),  # the reader's words
    (_DAILY, "회원님 말씀은 바꾸지 않고 옮깁니다. [[P:01]]."),  # the customer's words
    (_DAILY, "[[P:01]]. 다른 말로 바꾸면 휴식이 필요해요."),  # a condition and advice
    (_DAILY, "기록을 손대지 않고, [[P:01]]."),  # a record
]


def test_round_hundred_twenty_two_the_wording_left_as_it_is():
    assert _decided_otherwise(WORDING_KEPT_ACCEPTED, accepted=True) == []
    assert _decided_otherwise(WORDING_KEPT_REFUSED, accepted=False) == []
    assert _written_count(WORDING_KEPT_ACCEPTED + WORDING_KEPT_REFUSED) == 0


# Round 20's nothing more to say takes a gloss the speaker would attach (해설, 설명, 풀이, 부연,
# by 붙이 or 곁들이 as well): "더 붙일 설명은 없어요" closes the message. The past, a guess,
# another thing attached, another speaker, the reader's act, an earlier attaching or a gloss
# still to come stay claims.
NO_GLOSS_ACCEPTED = [
    (_DAILY, "[[P:01]]. 더 붙일 설명은 없어요."),
    (_RATIONALE, "곁들일 풀이는 따로 없습니다. [[A:01]]."),
    (_PHYSIQUE, "[[A:01]]. 덧붙일 해설은 없습니다."),
    (_INTERPRETATION, "[[P:01]]. [[P:02]]. 더 드릴 설명은 없고요, 여기까지예요."),
]
NO_GLOSS_REFUSED = [
    (_DAILY, "[[P:01]]. 더 붙일 설명은 없었습니다."),  # the past
    (_DAILY, "[[P:01]]. 더 붙일 설명은 없을 거예요."),  # a guess
    (_DAILY, "[[P:01]]. 붙일 파스는 없어요."),  # a thing attached
    (_DAILY, "[[P:01]]. 코치님이 붙일 설명은 없어요."),  # another speaker
    (_DAILY, "[[P:01]]. 덧붙이실 설명은 없어요."),  # the reader's
    (_DAILY, "[[P:01]]. 붙인 설명은 없어요."),  # attached before
    (_DAILY, "[[P:01]]. 더 붙일 설명은 있어요."),  # more to come
]


def test_round_hundred_twenty_two_no_gloss_to_attach():
    assert _decided_otherwise(NO_GLOSS_ACCEPTED, accepted=True) == []
    assert _decided_otherwise(NO_GLOSS_REFUSED, accepted=False) == []
    assert _written_count(NO_GLOSS_ACCEPTED + NO_GLOSS_REFUSED) == 0


# 하 with a noun of talk (이야기, 얘기, 말, 말씀) as object or topic straight before it, negated
# with -지 않 in no past and no -시-, at the sentence's start (다른/긴/별다른 at most before the
# noun) or after the speaker's own -고: the speaker's telling, not done - "긴 말은 하지
# 않을게요". A topic named, the past, the reader's or another person's talk, a talk promised or
# a guess about someone's talk stay claims.
TALK_NOT_HAD_ACCEPTED = [
    (_DAILY, "긴 말은 하지 않을게요. [[P:01]]."),
    (_JUDGMENT, "[[P:01]]. 다른 말씀은 하지 않겠습니다."),
    (_REVIEW_1, "요점만 적고 다른 말은 하지 않을게요. [[P:01]]."),
    (_PHYSIQUE, "[[A:01]]. 다른 이야기는 하지 않을게요."),
]
TALK_NOT_HAD_REFUSED = [
    (_DAILY, "운동 이야기는 하지 않겠습니다. [[P:01]]."),  # a topic named
    (_DAILY, "다른 이야기는 하지 않았어요. [[P:01]]."),  # the past
    (_DAILY, "다른 말씀은 하지 않으셔도 돼요. [[P:01]]."),  # the reader's
    (_DAILY, "다른 이야기를 할게요. [[P:01]]."),  # another talk promised
    (_DAILY, "코치님은 다른 말은 하지 않으셨어요. [[P:01]]."),  # another person's
    (_DAILY, "[[P:01]]. 트레이너가 다른 이야기는 하지 않았습니다."),
    (_DAILY, "회원님이 다른 말은 하지 않겠지만, [[P:01]]."),  # a guess about the customer
]


def test_round_hundred_twenty_two_no_other_talk():
    assert _decided_otherwise(TALK_NOT_HAD_ACCEPTED, accepted=True) == []
    assert _decided_otherwise(TALK_NOT_HAD_REFUSED, accepted=False) == []
    assert _written_count(TALK_NOT_HAD_ACCEPTED + TALK_NOT_HAD_REFUSED) == 0
