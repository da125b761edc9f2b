"""The forms the classifier keeps while it reads one text: forgotten when the reading ends.

``_clean``, ``_light``, ``_views`` and ``_sentences`` are kept per text so the ~90 rule tests
of one reading do not rebuild them; no customer's sentence may outlive its reading (the same
rule ``shared.korean.analyze`` keeps), and keeping them must not change a verdict.
"""

from __future__ import annotations

import pytest

from services.checkin.safety import rules
from services.checkin.safety.rules import classify

_KEPT = (rules._clean, rules._light, rules._views, rules._sentences)

# Written for this test (in no corpus): one held, one harmless, one where a later sentence
# reports another person's goal.
TEXTS = (
    "어제부터 왼쪽 무릎이 욱신거려서 계단 내려갈 때 아파요.",
    "오늘은 스쿼트 가볍게 하고 산책 40분 했어요. 컨디션 좋아요!",
    "친구는 2주에 8키로 빼겠다는데 저는 그냥 천천히 할래요.",
)


@pytest.mark.parametrize("text", TEXTS)
def test_nothing_of_a_text_is_kept_once_it_is_read(text: str) -> None:
    classify("customer_checkin", [("note", text)])
    assert [kept.cache_info().currsize for kept in _KEPT] == [0, 0, 0, 0]


def test_forms_are_kept_while_a_text_is_read(monkeypatch: pytest.MonkeyPatch) -> None:
    # The keeping is used at all: the rule tests find the text's cleaned form already kept.
    sizes: list[int] = []
    original = rules._rule_reasons

    def spy(*args: object, **kwargs: object) -> object:
        sizes.append(rules._clean.cache_info().currsize)
        return original(*args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(rules, "_rule_reasons", spy)
    classify("customer_checkin", [("note", TEXTS[0])])
    assert sizes and sizes[0] > 0


@pytest.mark.parametrize("text", TEXTS)
def test_a_verdict_is_the_same_read_twice_or_after_another_text(text: str) -> None:
    alone = classify("customer_checkin", [("note", text)])
    for other in TEXTS:
        classify("customer_checkin", [("note", other)])
    assert classify("customer_checkin", [("note", text)]) == alone
