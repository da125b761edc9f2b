"""The lead's expression probe gaps of 2026-12-07, set 2 (ADR 0020, "lead probe gaps, set 2
(2026-12-07 session 22)"): each family closed as a general class, with twins that are none
of the lead's texts and in no corpus (checked by count only, so no held-out text is named).

Family 1 of the set ("한 번 더 정리하면", "다시 한번 말씀드리면") is not closed: the tunable
halves label the same texts as claims (see the ADR)."""

from tests.expression.test_validation_rules import (
    _DAILY,
    _INTERPRETATION,
    _RATIONALE,
    _decided_otherwise,
    _written_count,
)

# Family 2: the rationale's reason introduced as what the speaker tells. Round 8's reason
# noun before the speaker's telling on a slot whose issued sentence is a reason ("이유를
# 말씀드리면") is generalised: the reason as the indirect question "왜 그런지", the reason noun
# as topic of an "as follows" pointing at the issued sentence ("까닭은 이렇습니다."), and
# the verbs of attaching (붙이, 곁들이) with an explanation as object as the speaker adding
# to the telling, as 덧붙이 is. A stated cause, the reader addressed, a cause named in a
# copula, the past, another object and the same intros on a slot that states no reason stay
# refused.
OWN_REASON_TOLD_ACCEPTED = [
    (_RATIONALE, "왜 그런지 차근차근 말씀드리면, [[A:01]]."),
    (_RATIONALE, "어째서 그런지 짚어 드리자면, [[A:01]]."),
    (_RATIONALE, "왜 그런지를 간단히 풀어 드리면, [[A:01]]."),
    (_RATIONALE, "그 이유는 다음과 같습니다. [[A:01]]."),
    (_RATIONALE, "까닭은 이래요. [[A:01]]."),
    (_RATIONALE, "이유를 짧게 곁들이자면, [[A:01]]."),
    (_RATIONALE, "판단의 배경을 붙여 드리면, [[A:01]]."),
    (_DAILY, "짧은 설명을 곁들이자면, [[P:01]]."),
]
OWN_REASON_TOLD_REFUSED = [
    (_RATIONALE, "왜 그런지 아시죠. [[A:01]]."),
    (_RATIONALE, "왜 그런지 궁금하시죠. [[A:01]]."),
    (_RATIONALE, "왜 그런지 물어보시면, [[A:01]]."),
    (_RATIONALE, "왜 그랬는지 말씀드리면, [[A:01]]."),
    (_RATIONALE, "왜 그런지 말씀드렸죠. [[A:01]]."),
    (_RATIONALE, "그래서 왜 그런지 말씀드리면, [[A:01]]."),
    (_RATIONALE, "왜 그런지 살펴보면, [[A:01]]."),
    (_INTERPRETATION, "[[P:01]]. 왜 그런지 말씀드리면, [[P:02]]."),
    (_DAILY, "왜 그런지 말씀드리면, [[P:01]]."),
    (_RATIONALE, "까닭은 일정입니다. [[A:01]]."),
    (_RATIONALE, "이유는 간단합니다. [[A:01]]."),
    (_RATIONALE, "까닭은 이랬습니다. [[A:01]]."),
    (_RATIONALE, "까닭은 이렇습니다, [[A:01]]."),
    (_DAILY, "까닭은 이렇습니다. [[P:01]]."),
    (_RATIONALE, "그런 까닭에, [[A:01]]."),
    (_RATIONALE, "사진을 붙이면, [[A:01]]."),
    (_RATIONALE, "반찬을 곁들이면, [[A:01]]."),
    (_RATIONALE, "설명을 곁들이시면, [[A:01]]."),
    (_RATIONALE, "근거를 붙였더니, [[A:01]]."),
    (_RATIONALE, "이유를 붙여 보셨나요. [[A:01]]."),
    (_DAILY, "이유를 곁들이면, [[P:01]]."),
    (_DAILY, "근거를 붙이면, [[P:01]]."),
]


def test_the_reason_slot_s_reason_told_by_the_speaker():
    assert _decided_otherwise(OWN_REASON_TOLD_ACCEPTED, accepted=True) == []
    assert _decided_otherwise(OWN_REASON_TOLD_REFUSED, accepted=False) == []
    assert _written_count(OWN_REASON_TOLD_ACCEPTED + OWN_REASON_TOLD_REFUSED) == 0


# Family 3: the speaker going through this message. Round 92's walk through the message
# (predicates._walks_through) takes a verb of going over a text opening the slot bare or
# after 먼저/우선/일단/함께/같이, straight into the first issued sentence, and its outline
# begun at a part (_outline_first) takes a part named by its place in this message (앞부분,
# 앞의 것, 위의 부분), opened by one adverb of the first part at most. An observed object, a
# finding adverb or ending, the reader's -시-, the past, a time (지난 것, 예전 것) and the look
# between issued sentences stay refused.
GOING_THROUGH_ACCEPTED = [
    (_DAILY, "살펴보자면, [[P:01]]."),
    (_RATIONALE, "먼저 살펴보면, [[A:01]]."),
    (_INTERPRETATION, "함께 살펴보면 [[P:01]]. 이어서 [[P:02]]."),
    (_DAILY, "우선 같이 살펴보면, [[P:01]]."),
    (_INTERPRETATION, "위의 것부터 살펴보면, [[P:01]]. 다음으로 [[P:02]]."),
    (_INTERPRETATION, "앞엣것부터 보면, [[P:01]]. 그리고 [[P:02]]."),
    (_INTERPRETATION, "우선 앞부분부터 살펴보면, [[P:01]]. 이어서 [[P:02]]."),
    (_RATIONALE, "먼저 앞의 부분부터 살펴보자면, [[A:01]]."),
]
GOING_THROUGH_REFUSED = [
    (_DAILY, "기록을 살펴보면, [[P:01]]."),
    (_DAILY, "사진을 살펴보면, [[P:01]]."),
    (_DAILY, "체중을 보면, [[P:01]]."),
    (_DAILY, "함께 식단을 살펴보면, [[P:01]]."),
    (_DAILY, "사진을 살펴보니, [[P:01]]."),
    (_DAILY, "살펴보시면, [[P:01]]."),
    (_DAILY, "살펴봤더니, [[P:01]]."),
    (_DAILY, "살펴보았더니 [[P:01]]."),
    (_DAILY, "자세히 살펴보면, [[P:01]]."),
    (_DAILY, "꼼꼼히 살펴보면, [[P:01]]."),
    (_DAILY, "오늘 살펴보면, [[P:01]]."),
    (_DAILY, "들여다보면, [[P:01]]."),
    (_DAILY, "살펴보면 이렇습니다. [[P:01]]."),
    (_INTERPRETATION, "[[P:01]]. 살펴보면, [[P:02]]."),
    (_INTERPRETATION, "지난 것부터 보면, [[P:01]]. 이어서 [[P:02]]."),
    (_INTERPRETATION, "예전 것부터 살펴보면, [[P:01]]. 이어서 [[P:02]]."),
    (_INTERPRETATION, "앞의 기록부터 보면, [[P:01]]. 이어서 [[P:02]]."),
    (_INTERPRETATION, "앞의 사진부터 보면, [[P:01]]. 이어서 [[P:02]]."),
    (_INTERPRETATION, "식단부터 살펴보면, [[P:01]]. 이어서 [[P:02]]."),
    (_INTERPRETATION, "앞의 것부터 보시면, [[P:01]]. 이어서 [[P:02]]."),
    (_INTERPRETATION, "앞의 것부터 봤더니, [[P:01]]. 이어서 [[P:02]]."),
    (_INTERPRETATION, "앞의 것부터 살펴보니, [[P:01]]. 이어서 [[P:02]]."),
]


def test_the_speaker_going_through_this_message():
    assert _decided_otherwise(GOING_THROUGH_ACCEPTED, accepted=True) == []
    assert _decided_otherwise(GOING_THROUGH_REFUSED, accepted=False) == []
    assert _written_count(GOING_THROUGH_ACCEPTED + GOING_THROUGH_REFUSED) == 0
