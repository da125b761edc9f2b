"""Round 120 of the Korean expression validator (ADR 0020, fresh107: causal and reason
connectives): classes on fresh107-tune's false rejections, each with twins that are in no
corpus (checked by count only, so no held-out text is named)."""

from tests.expression.test_validation_rules import (
    _DAILY,
    _RATIONALE,
    _decided_otherwise,
    _written_count,
)

# Round 87's 그러니까 ("that is, in short") opening the slot before a summing-up, widened: a
# brevity manner before the verb of summing up (간단히, 짧게, 간단하게), the speaker's trying or
# offering auxiliary (정리해 보면, 요약해 드리면), the verb in -어 straight into 말씀드리-
# (간추려 말씀드리면), or the summing-up closed as its own sentence by 이렇다 in a present final
# ending (정리하면 이래요.) before the issued sentence. Between issued sentences, the reader's
# act, the past, an outcome, 결국/아마 after it, 이래서 or a thing of the world summed up stay
# refused.
SO_IN_SHORT_ACCEPTED = [
    (_DAILY, "그러니까 간단히 요약하면, [[P:01]]."),
    (_DAILY, "그러니까 짧게 추려 보면, [[P:01]]."),
    (_RATIONALE, "그러니까 요약해 말씀드리자면, [[A:01]]."),
    (_DAILY, "그러니까 간추려 보면 이렇습니다. [[P:01]]."),
    (_DAILY, "그니까 정리해 드리면, [[P:01]]."),
]
SO_IN_SHORT_REFUSED = [
    (("weekly.v1", "weekly.interpretation"), "[[P:01]]. 그러니까 짧게 정리하면, [[P:02]]."),
    (_DAILY, "그러니까 정리하셨으면, [[P:01]]."),  # the reader's act, the past
    (_DAILY, "그러니까 짧게 정리했더니, [[P:01]]."),  # the past, an outcome
    (_DAILY, "그러니까 간추려 보면 좋아졌어요. [[P:01]]."),  # an outcome
    (_DAILY, "그러니까 정리해 보면 결국 [[P:01]]."),  # 결국
    (_DAILY, "그러니까 간단히 줄여 드시면, [[P:01]]."),  # eating
    (_DAILY, "그러니까 정리하면 이래서, [[P:01]]."),  # a reason
    (_DAILY, "그러니까 요약해 말씀드리면 아마 [[P:01]]."),  # 아마
    (_DAILY, "그러니까 짧게 정리하면 이랬어요. [[P:01]]."),  # the past
    (_DAILY, "그러니까 식사를 간단히 줄이면, [[P:01]]."),  # a thing of the world
]


def test_round_hundred_twenty_so_in_short_before_a_brief_summing_up():
    assert _decided_otherwise(SO_IN_SHORT_ACCEPTED, accepted=True) == []
    assert _decided_otherwise(SO_IN_SHORT_REFUSED, accepted=False) == []
    assert _written_count(SO_IN_SHORT_ACCEPTED + SO_IN_SHORT_REFUSED) == 0


# 그래서 as the slot's very first word, straight before the speaker's summing-up (the shapes
# above; 한번 only before the trying auxiliary, 정리해 보면) that leads, past a comma at most or
# "이래요.", into the issued sentence: "so, to sum up", a turn to the speaker's own act. After
# an issued sentence or another word, before the plain telling, a gist noun, a counted 한 번,
# the reader's act, the past, an outcome, 결국, 이래서, a thing of the world or 그래서요 it still
# links a consequence.
SO_SUMMING_UP_ACCEPTED = [
    (_DAILY, "그래서 간단히 요약하면, [[P:01]]."),
    (_RATIONALE, "그래서 한번 추려 보면, [[A:01]]."),
    (_DAILY, "그래서 요약해 말씀드리자면, [[P:01]]."),
    (_DAILY, "그래서 짧게 간추려 보면 이래요. [[P:01]]."),
    (("weekly.v1", "weekly.interpretation"), "그래서 정리해 드리면, [[P:01]]. 이어서 [[P:02]]."),
]
SO_SUMMING_UP_REFUSED = [
    (("weekly.v1", "weekly.interpretation"), "[[P:01]]. 그래서 간단히 요약하면, [[P:02]]."),
    (_DAILY, "그래서 말씀드리자면, [[P:01]]."),  # the plain telling
    (_DAILY, "그래서 요점은, [[P:01]]."),  # a gist noun
    (_DAILY, "그래서 한 번 정리하면, [[P:01]]."),  # a counted 한 번
    (_DAILY, "그래서 정리해 두셨으면, [[P:01]]."),  # the reader's past act
    (_DAILY, "그래서 짧게 정리했더니, [[P:01]]."),  # the past, an outcome
    (_DAILY, "그래서 간추려 보면 결국 [[P:01]]."),  # 결국
    (_DAILY, "그래서 정리하면 이래서, [[P:01]]."),  # a reason
    (_DAILY, "그래서 요약하면 나아졌어요. [[P:01]]."),  # an outcome
    (_DAILY, "그래서 식단을 간단히 줄이면, [[P:01]]."),  # a thing of the world
    (_DAILY, "우선 그래서 정리하면, [[P:01]]."),  # not the first word
    (_DAILY, "그래서요, 정리하면 [[P:01]]."),  # 그래서요
]


def test_round_hundred_twenty_so_as_the_first_word_before_a_summing_up():
    assert _decided_otherwise(SO_SUMMING_UP_ACCEPTED, accepted=True) == []
    assert _decided_otherwise(SO_SUMMING_UP_REFUSED, accepted=False) == []
    assert _written_count(SO_SUMMING_UP_ACCEPTED + SO_SUMMING_UP_REFUSED) == 0


# Round 87's opening 그러니까 before the speaker's ordered telling: an order of telling
# (순서대로, 차례대로, 차례차례, 차근차근) straight before 말씀드리- or 적다/전하다/짚다/안내하다
# (bare or with the offering 드리) in -면/-자면, past a comma (and 먼저/우선 at most) into the
# issued sentence - "that is, in order". Between issued sentences, another act, the reader's
# act, the past, no order named, 결국/아마/오늘 after it or an outcome stay refused.
SO_IN_ORDER_ACCEPTED = [
    (_DAILY, "그러니까 차례대로 말씀드리자면, [[P:01]]."),
    (_DAILY, "그러니까 순서대로 짚어 드리면, 우선 [[P:01]]."),
    (_RATIONALE, "그니까 차근차근 전해 드리면, [[A:01]]."),
    (
        ("weekly.v1", "weekly.interpretation"),
        "그러니까 차례대로 적으면, 먼저 [[P:01]]. 다음으로 [[P:02]].",
    ),
]
SO_IN_ORDER_REFUSED = [
    (("weekly.v1", "weekly.interpretation"), "[[P:01]]. 그러니까 순서대로 말씀드리면, [[P:02]]."),
    (_DAILY, "그러니까 순서대로 하시면, [[P:01]]."),  # the reader's act
    (_DAILY, "그러니까 순서대로 드시면, [[P:01]]."),  # eating
    (_DAILY, "그러니까 순서대로 말씀드렸듯이, [[P:01]]."),  # an earlier telling
    (_DAILY, "그러니까 순서대로 적어 두셨으면, [[P:01]]."),  # the reader's past act
    (_DAILY, "그러니까 순서대로 말씀드리면, 결국 [[P:01]]."),  # 결국
    (_DAILY, "그러니까 순서대로 운동하면, [[P:01]]."),  # exercise
    (_DAILY, "그러니까 순서대로 말씀드리면, 아마 [[P:01]]."),  # 아마
    (_DAILY, "그러니까 말씀드리면, [[P:01]]."),  # no order named
    (_DAILY, "그러니까 순서대로 말씀드리면 좋아졌어요. [[P:01]]."),  # an outcome
    (_DAILY, "그러니까 순서대로 적어 드리면, 오늘 [[P:01]]."),  # a time word
]


def test_round_hundred_twenty_so_before_an_ordered_telling():
    assert _decided_otherwise(SO_IN_ORDER_ACCEPTED, accepted=True) == []
    assert _decided_otherwise(SO_IN_ORDER_REFUSED, accepted=False) == []
    assert _written_count(SO_IN_ORDER_ACCEPTED + SO_IN_ORDER_REFUSED) == 0


# The message's own content as the subject of its length given as the reason (때문에) for how
# the speaker tells it: 내용/말씀/안내 in 이/가 (after the speaker's coming telling in -ㄹ at most)
# + a bare 짧다/간단하다/길다 in -기 + 때문에, opening the slot, then a comma and the speaker's
# present telling (바로/먼저/우선/간단히/간략히 at most before it) straight into the issued
# sentence. Straight into the issued sentence, another subject, no subject, the past, an
# earlier telling, the reader's act, a time word, an evaluation, after an issued sentence or a
# degree adverb stay refused.
OWN_LENGTH_REASON_ACCEPTED = [
    (_DAILY, "말씀드릴 내용이 짧기 때문에, 말씀드릴게요. [[P:01]]."),
    (_DAILY, "드릴 말씀이 간단하기 때문에, 먼저 정리하면, [[P:01]]."),
    (_RATIONALE, "안내가 길기 때문에, 먼저 적어 드릴게요. [[A:01]]."),
    (_DAILY, "내용이 짧기 때문에, 바로 전해 드리면, [[P:01]]."),
]
OWN_LENGTH_REASON_REFUSED = [
    (_DAILY, "말씀드릴 내용이 짧기 때문에, [[P:01]]."),
    (_DAILY, "운동이 짧기 때문에, 바로 적을게요. [[P:01]]."),
    (_DAILY, "짧기 때문에, 바로 말씀드릴게요. [[P:01]]."),
    (_DAILY, "말씀드릴 내용이 짧았기 때문에, 바로 적을게요. [[P:01]]."),
    (_DAILY, "말씀드린 내용이 짧기 때문에, 바로 적을게요. [[P:01]]."),
    (_DAILY, "말씀드릴 내용이 짧기 때문에, 바로 적었어요. [[P:01]]."),
    (_DAILY, "말씀드릴 내용이 짧기 때문에, 바로 확인하세요. [[P:01]]."),
    (_DAILY, "기록이 짧기 때문에, 바로 적을게요. [[P:01]]."),
    (
        ("weekly.v1", "weekly.interpretation"),
        "[[P:01]]. 말씀드릴 내용이 짧기 때문에, 바로 적을게요. [[P:02]].",
    ),
    (_DAILY, "말씀드릴 내용이 짧기 때문에, 오늘 적을게요. [[P:01]]."),
    (_DAILY, "말씀드릴 내용이 좋기 때문에, 바로 적을게요. [[P:01]]."),
    (_DAILY, "말씀드릴 내용이 짧기 때문에 걱정 마세요. [[P:01]]."),
    (_RATIONALE, "안내가 조금 길기 때문에, 먼저 적어 드릴게요. [[A:01]]."),
]


def test_round_hundred_twenty_the_messages_own_length_as_the_reason_for_the_telling():
    assert _decided_otherwise(OWN_LENGTH_REASON_ACCEPTED, accepted=True) == []
    assert _decided_otherwise(OWN_LENGTH_REASON_REFUSED, accepted=False) == []
    assert _written_count(OWN_LENGTH_REASON_ACCEPTED + OWN_LENGTH_REASON_REFUSED) == 0


# Round 94's reason about the coming telling (-ㄹ 테니까/거니까, and now the bare -니 of 테니)
# followed, after the comma, by one sentence that only names the part taken up first - 먼저/
# 우선/일단 at most, then 이것부터요, or this part (이 + a part noun, 앞부분) + 부터 + 보다/
# 살펴보다 in a coming final - with the issued sentence straight after; round 44's look at
# "this part" takes 앞부분 too. Another's state, the past, another thing, another teller, the
# reader's act, between issued sentences, 거니 or a part of the body stay refused.
FIRST_PART_AFTER_REASON_ACCEPTED = [
    (_DAILY, "차근차근 전해 드릴 테니, 우선 이것부터요. [[P:01]]."),
    (_DAILY, "짧게 말씀드릴 테니까, 먼저 이 부분부터 보겠습니다. [[P:01]]."),
    (_RATIONALE, "차례대로 정리해 드릴 테니, 앞부분부터 살펴볼게요. [[A:01]]."),
    (_DAILY, "앞부분부터 보겠습니다. [[P:01]]."),
    (("weekly.v1", "weekly.interpretation"), "우선 앞부분부터 볼게요. [[P:01]]. 이어서 [[P:02]]."),
]
FIRST_PART_AFTER_REASON_REFUSED = [
    (_DAILY, "차근차근 말씀드릴 테니, 먼저 이것부터 챙겨요. [[P:01]]."),
    (_DAILY, "바쁘실 테니, 먼저 이것부터요. [[P:01]]."),
    (_DAILY, "차근차근 말씀드렸으니, 먼저 이것부터요. [[P:01]]."),
    (_DAILY, "차근차근 말씀드릴 테니, 먼저 기록부터요. [[P:01]]."),
    (_DAILY, "차근차근 짚어 드릴 테니까, 몸 상태부터 볼게요. [[P:01]]."),
    (_DAILY, "차근차근 짚어 드릴 테니까, 앞부분부터 봤어요. [[P:01]]."),
    (_DAILY, "차근차근 짚어 드릴 테니까, 앞부분부터 보시죠. [[P:01]]."),
    (_DAILY, "차근차근 말씀드릴 테니, 먼저 이것부터 하세요. [[P:01]]."),
    (_DAILY, "코치님이 말씀드릴 테니, 먼저 이것부터요. [[P:01]]."),
    (
        ("weekly.v1", "weekly.interpretation"),
        "[[P:01]]. 차근차근 말씀드릴 테니, 먼저 이것부터요. [[P:02]].",
    ),
    (_DAILY, "차근차근 말씀드릴 거니, 먼저 이것부터요. [[P:01]]."),
    (_DAILY, "앞부분부터 봤습니다. [[P:01]]."),
    (_DAILY, "몸 앞부분부터 보겠습니다. [[P:01]]."),
]


def test_round_hundred_twenty_the_first_part_named_after_the_coming_telling():
    assert _decided_otherwise(FIRST_PART_AFTER_REASON_ACCEPTED, accepted=True) == []
    assert _decided_otherwise(FIRST_PART_AFTER_REASON_REFUSED, accepted=False) == []
    assert _written_count(FIRST_PART_AFTER_REASON_ACCEPTED + FIRST_PART_AFTER_REASON_REFUSED) == 0
