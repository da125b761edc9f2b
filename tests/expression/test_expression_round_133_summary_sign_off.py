"""Round 133 of the Korean expression validator (ADR 0020, fresh117's tunable half): the
message named as a summary as it signs off. Twins in no corpus (checked by count only, so no
held-out text is named)."""

from tests.expression.test_validation_rules import (
    _DAILY,
    _INTERPRETATION,
    _JUDGMENT,
    _PHYSIQUE,
    _RATIONALE,
    _decided_otherwise,
    _written_count,
)

# A final copula on 요약 or 정리 after an issued sentence, with nothing before the noun in its
# sentence but the closing marker (이상, 여기까지) and the summary's brevity (간단, 간략, 짧), names
# what the message just was - present or past, without -시- or -겠-.
SUMMARY_SIGN_OFF_ACCEPTED = [
    (_DAILY, "[[P:01]]. 이상 요약이었습니다."),
    (_DAILY, "[[P:01]]. 여기까지 요약이었습니다."),
    (_DAILY, "[[P:01]]. 짧은 요약이었어요."),
    (_DAILY, "[[P:01]]. 이상, 간략한 정리였습니다."),
    (_RATIONALE, "[[A:01]]. 이상 간단한 정리였습니다."),
    (_INTERPRETATION, "[[P:01]]. [[P:02]]. 이상 짧은 요약이었습니다."),
    (_JUDGMENT, "[[P:01]]. 이상 간략한 요약입니다."),
    (_PHYSIQUE, "[[A:01]]. 여기까지 간단한 정리였습니다."),
    (_DAILY, "[[P:01]]. 이상 간단 정리였습니다. 감사합니다."),
]
SUMMARY_SIGN_OFF_REFUSED = [
    (_DAILY, "[[P:01]]. 짐 정리였습니다."),  # tidying: what was tidied
    (_DAILY, "[[P:01]]. 냉장고 정리였습니다."),  # tidying: what was tidied
    (_DAILY, "[[P:01]]. 트레이너의 요약이었습니다."),  # someone else's summary
    (_DAILY, "[[P:01]]. 식단 정리였습니다."),  # the plan's
    (_DAILY, "[[P:01]]. 어제의 정리였습니다."),  # a time
    (_DAILY, "[[P:01]]. 지난 요약이었습니다."),  # an earlier message
    (_DAILY, "[[P:01]]. 이상 주간 요약이었습니다."),  # a time
    (_DAILY, "[[P:01]]. 완벽한 요약이었습니다."),  # an evaluation
    (_DAILY, "[[P:01]]. 이상 정리하셨습니다."),  # the reader's act
    (_DAILY, "[[P:01]]. 이상 요약이셨습니다."),  # the reader's -시-
    (_DAILY, "[[P:01]]. 이상 요약이겠습니다."),  # a conjecture
    (_DAILY, "이상 간단한 요약이었습니다. [[P:01]]."),  # no issued sentence before it
    (_DAILY, "[[P:01]]. 이상 체중 정리였습니다."),  # the body's
    (_DAILY, "[[P:01]]. 간단한 요약이었는데, 식사는 부족했습니다."),  # a claim after it
]


def test_round_hundred_thirty_three_the_message_named_a_summary_as_it_signs_off():
    assert _decided_otherwise(SUMMARY_SIGN_OFF_ACCEPTED, accepted=True) == []
    assert _decided_otherwise(SUMMARY_SIGN_OFF_REFUSED, accepted=False) == []
    assert _written_count(SUMMARY_SIGN_OFF_ACCEPTED + SUMMARY_SIGN_OFF_REFUSED) == 0
