"""Document-wide validation: every attack family falls back; novel benign prose passes."""

import functools
import hashlib
import json

import pytest

from services.expression.provider.capsule import build_capsule
from services.expression.validation.rules import Accepted, Rejected, validate_response
from shared.contracts.surfaces import daily, dual_card, physique_card, weekly
from tests.fakes.openai_server import answer_for
from tests.shared.surfaces.examples import (
    ACTIONS,
    DAILY_COMPLETE,
    DUAL_INCREASE,
    PHYSIQUE_INCREASE,
    WEEKLY_IN_GOAL,
)

WEEKLY = weekly.render(WEEKLY_IN_GOAL)
CAPSULE = build_capsule(WEEKLY, "a" * 64)
DAILY = daily.render(DAILY_COMPLETE)
DAILY_CAPSULE = build_capsule(DAILY, "b" * 64)


@functools.cache
def _corpus_texts() -> frozenset[str]:
    """Every corpus text, read once for all the rounds' "probes are in no corpus" checks."""
    from tests.evaluation.expression import load_all

    return frozenset(case.generated_ko for case in load_all())


def _written_count(probes) -> int:
    """How many probe texts a corpus already holds - a count only: naming a colliding probe
    would show that a held-out text has its words."""
    written = _corpus_texts()
    return sum(text in written for _, text in probes)


def _unwritten(probes, digests: frozenset[str] | set[str]):
    """``probes`` without those found word for word in a corpus, left out by their digests
    so their texts are never named."""
    return [p for p in probes if hashlib.sha256(p[1].encode()).hexdigest()[:16] not in digests]


def _answer(*texts, capsule=CAPSULE):
    answer = answer_for(capsule.as_json())
    for slot, generated in zip(answer["slots"], texts, strict=True):
        slot["generated_ko"] = generated
    return answer


def _validate(answer, capsule=CAPSULE, surface=WEEKLY):
    content = answer if isinstance(answer, str) else json.dumps(answer, ensure_ascii=False)
    return validate_response(content, capsule=capsule, surface=surface)


def _daily(generated):
    return _validate(_answer(generated, capsule=DAILY_CAPSULE), DAILY_CAPSULE, DAILY)


# ---------------------------------------------------------------- accepted


NOVEL_BENIGN = [
    "차분히 돌아보면, [[P:01]].",
    "한결같은 마음으로 덧붙이자면, [[P:01]].",
    "편안한 흐름 속에서 정리하면, [[P:01]].",
    "반가운 마음으로 살펴 드리면, [[P:01]].",
    "여유를 갖고 이어서, [[P:01]].",
    "가만히 곁에서 함께하는 마음으로, [[P:01]].",
    "부드러운 분위기를 이어 가며 말씀드리자면, [[P:01]].",
    "고요한 마음으로 찬찬히 짚어 보면, [[P:01]].",
    "정성스럽게 풀어서 전해 드리는 대신 간단히, [[P:01]].",
]


@pytest.mark.parametrize("generated", NOVEL_BENIGN[:-1])
def test_novel_benign_connective_prose_is_accepted(generated):
    verdict = _daily(generated)
    assert isinstance(verdict, Accepted), verdict
    expanded = generated.replace("[[P:01]]", "저장된 오늘 기록을 확인했습니다")
    assert f"\n\n{expanded}\n\n오늘 할 일\n" in verdict.selected_body


def test_prose_never_seen_before_is_accepted_without_any_word_list():
    # Words that appear nowhere in the product's code: acceptance is by rules, not a lexicon.
    verdict = _daily("노을빛 머금은 잔잔한 물결처럼, [[P:01]].")
    assert isinstance(verdict, Accepted)


def test_a_two_slot_document_is_expanded_in_place():
    verdict = _validate(
        _answer("차분히 돌아보면, [[P:01]]. 이어서 [[P:02]].", "덧붙여 말씀드리면, [[A:01]].")
    )
    assert isinstance(verdict, Accepted)
    assert (
        "이번 주 해석\n차분히 돌아보면, 체중 변화가 목표 범위 안에 있습니다. "
        "이어서 지금의 식단과 운동 기준을 이어 갑니다.\n"
    ) in verdict.selected_body
    assert verdict.selected_body.endswith(
        "판단 근거\n덧붙여 말씀드리면, 다음 주에도 현재 기준을 그대로 유지합니다."
    )


@pytest.mark.parametrize(
    ("surface", "texts"),
    [
        (
            dual_card.render(DUAL_INCREASE, ACTIONS),
            ["차분히, [[P:01]].", "이어서 [[P:01]].", "또한 [[P:01]]."],
        ),
        (physique_card.render(PHYSIQUE_INCREASE, ACTIONS), ["여유 있게, [[A:01]]."]),
    ],
)
def test_operator_cards_accept_prose_in_their_slots_only(surface, texts):
    capsule = build_capsule(surface, "c" * 64)
    verdict = _validate(_answer(*texts, capsule=capsule), capsule, surface)
    assert isinstance(verdict, Accepted)
    assert verdict.selected_body.endswith(
        "고객에게는 아직 전달되지 않았습니다."
        if "dual" in surface.manifest.surface_version
        else "상태: 운영자 승인 전 · 고객에게 자동 전달하지 않음"
    )


# ---------------------------------------------------------------- invalid_response


def _mutate(edit):
    answer = _answer("차분히, [[P:01]]. 이어서 [[P:02]].", "덧붙여, [[A:01]].")
    edit(answer)
    return answer


@pytest.mark.parametrize(
    ("content", "reason"),
    [
        ("{not json", "not_json"),
        ("[]", "wrong_keys"),
        ('{"a": 1, "a": 2}', "duplicate_key"),
        ("\ufeff{}", "bom"),
        ('{"x": NaN}', "non_finite_number"),
        ('{"s": "' + "가" * 6000 + '"}', "too_large"),
        ('{"s": "\\ud800"}', "wrong_keys"),
    ],
    ids=["not-json", "array", "duplicate-top", "bom", "nan", "too-large", "lone-surrogate"],
)
def test_malformed_json_is_an_invalid_response(content, reason):
    verdict = _validate(content)
    assert verdict == Rejected("invalid_response", reason)


def test_duplicate_keys_are_refused_at_every_depth():
    text = json.dumps(
        _answer("차분히, [[P:01]]. 이어서 [[P:02]].", "덧붙여, [[A:01]]."), ensure_ascii=False
    )
    nested = text.replace('"generated_ko":', '"generated_ko": "x", "generated_ko":', 1)
    assert _validate(nested) == Rejected("invalid_response", "duplicate_key")


@pytest.mark.parametrize(
    ("edit", "reason"),
    [
        (lambda a: a.update(extra=1), "wrong_keys"),
        (lambda a: a.update(schema_version="korean-expression-v5"), "wrong_schema_version"),
        (lambda a: a.update(surface="daily.v1"), "wrong_surface"),
        (lambda a: a.update(artifact_key="b" * 64), "wrong_artifact_key"),
        (lambda a: a["slots"].pop(), "slot_count"),
        (lambda a: a["slots"].append(dict(a["slots"][0])), "slot_count"),
        (lambda a: a["slots"].reverse(), "slot_order"),
        (lambda a: a["slots"][0].update(note="x"), "wrong_slot_keys"),
        (lambda a: a["slots"][0].pop("action_ids"), "wrong_slot_keys"),
        (
            lambda a: a["slots"][0].update(
                semantic_ids=["P_WEEKLY_KEEP_BASIS", "P_WEEKLY_IN_GOAL"]
            ),
            "echo_mismatch",
        ),
        (lambda a: a["slots"][0].update(semantic_ids=["P_WEEKLY_IN_GOAL"]), "echo_mismatch"),
        (
            lambda a: a["slots"][1].update(action_ids=["A_WEEKLY_REVIEW_ADJUSTMENT"]),
            "echo_mismatch",
        ),
        (
            lambda a: a["slots"][0].update(placeholder_tokens=["[[P:02]]", "[[P:01]]"]),
            "echo_mismatch",
        ),
        (lambda a: a["slots"][0].update(generated_ko=["차분히"]), "wrong_type"),
        (lambda a: a["slots"][0].update(semantic_ids="P_WEEKLY_IN_GOAL"), "wrong_type"),
        (lambda a: a.update(surface=True), "wrong_type"),
    ],
)
def test_every_echo_and_shape_deviation_is_an_invalid_response(edit, reason):
    assert _validate(_mutate(edit)) == Rejected("invalid_response", reason)


# ---------------------------------------------------------------- validation_rejected


ATTACKS = {
    # structure
    "[[P:01]] 차분히.": "placeholder_not_alone",
    "차분히 [[P:01]]지 않습니다.": "placeholder_not_alone",
    "차분히,[[P:01]].": "placeholder_not_alone",
    "차분히, [[P:01]]. [[P:01]].": "placeholders",
    "차분히, [[P:02]].": "placeholders",
    "차분히, [[A:01]]. [[P:01]].": "placeholders",
    "차분히, [[P:01]]. [[X:99]].": "placeholders",
    "[[P:01]].": "no_connective_prose",
    "차분히\n[[P:01]].": "control_or_newline",
    "차분히\u200b, [[P:01]].": "control_or_newline",
    "차분히,  [[P:01]].": "spacing",
    " 차분히, [[P:01]].": "spacing",
    "차분히" * 40 + ", [[P:01]].": "too_long",
    "차분히 [P:01], [[P:01]].": "bracket",
    # numbers, dates, units, identifiers
    "3번 확인하고, [[P:01]].": "digit",
    "３번째로, [[P:01]].": "digit",
    "평소보다 +2, [[P:01]].": "signed_percent_or_range",
    "거의 90%, [[P:01]].": "digit",
    "반쯤 ~ 조금, [[P:01]].": "signed_percent_or_range",
    "kg 단위로, [[P:01]].": "latin",
    "https 주소에서, [[P:01]].": "latin",
    "자세한 내용은 www, [[P:01]].": "latin",
    "세 번째로, [[P:01]].": "number",
    "이틀 만에, [[P:01]].": "time",
    "오늘도 변함없이, [[P:01]].": "time",
    "다음 주에도, [[P:01]].": "time",
    "열두 시간 동안, [[P:01]].": "number",
    "삼월 이일에, [[P:01]].": "number",
    # quotes, emoji, other scripts
    "“차분히”, [[P:01]].": "quote",
    "차분히 😊, [[P:01]].": "emoji_or_symbol",
    "ㅎㅎ 차분히, [[P:01]].": "jamo",
    "診斷 결과, [[P:01]].": "hanja",
    # medical / diagnostic / prescription
    "진단해 보면, [[P:01]].": "forbidden_medical",
    "약을 챙기시며, [[P:01]].": "forbidden_medical",
    "통증이 가라앉도록, [[P:01]].": "forbidden_medical",
    "치료하듯이, [[P:01]].": "forbidden_medical",
    "진 단 해 보면, [[P:01]].": "forbidden_medical",
    "진.단, [[P:01]].": "forbidden_medical",
    # risk / safety / emergency
    "안전하게, [[P:01]].": "forbidden_risk_safety",
    "위험 없이, [[P:01]].": "forbidden_risk_safety",
    "괜찮으니, [[P:01]].": "forbidden_risk_safety",
    "응 급 상 황 없이, [[P:01]].": "forbidden_risk_safety",
    # evidential / factual
    "확인 결과, [[P:01]].": "forbidden_evidential",
    "기록상, [[P:01]].": "forbidden_evidential",
    "분석해 보니, [[P:01]].": "forbidden_evidential",
    "분명히, [[P:01]].": "evaluative_or_epistemic",
    # quality / adherence
    "잘하셨어요, [[P:01]].": "forbidden_quality_adherence",
    "충분히, [[P:01]].": "forbidden_quality_adherence",
    "좋았던 만큼, [[P:01]].": "forbidden_quality_adherence",
    "꾸준함 덕에, [[P:01]].": "forbidden_quality_adherence",
    "훌륭하게, [[P:01]].": "forbidden_quality_adherence",
    # decision / adjustment / action
    "지금처럼 유지하시고, [[P:01]].": "forbidden_decision_action",
    "조금씩 줄이면서, [[P:01]].": "forbidden_decision_action",
    "천천히 드세요, [[P:01]].": "predication",  # a final before a comma (round 39)
    "가볍게 걸어 보세요, [[P:01]].": "predication",
    "함께 해 봅시다, [[P:01]].": "causal_or_conditional_link",
    "물 마시면서, [[P:01]].": "forbidden_decision_action",
    "목표를 향해, [[P:01]].": "forbidden_decision_action",
    # approval / hold / delivery
    "승인된 대로, [[P:01]].": "forbidden_approval_delivery",
    "승 인 된 대로, [[P:01]].": "forbidden_approval_delivery",
    "보내 드린 대로, [[P:01]].": "forbidden_approval_delivery",
    "전달된 그대로, [[P:01]].": "forbidden_approval_delivery",
    "보류된 채로, [[P:01]].": "forbidden_approval_delivery",
    "검토를 마친 뒤, [[P:01]].": "forbidden_approval_delivery",
    # predicates outside the speech act: negation, modality, hearsay, conditions
    "차분히, [[P:01]]. 그렇지 않습니다.": "predication",
    "차분히, [[P:01]]. 아니었습니다.": "past_event",
    "하지만, [[P:01]].": "causal_link",
    "아마도, [[P:01]].": "evaluative_or_epistemic",
    "차분히, [[P:01]]. 그럴 수 있습니다.": "prediction",
    "차분히, [[P:01]]. 라고 합니다.": "causal_or_conditional_link",
    "차분히, [[P:01]]. 했을 것 같습니다.": "past_event",
    "차분히, [[P:01]]. 못 했습니다.": "past_event",
    "만약 그렇다면, [[P:01]].": "causal_or_conditional_link",
}


# Issue 14: claims the word lists let through, each rejected by what it does.
STRUCTURAL_CLAIMS = {
    "시월 들어, [[P:01]].": "time",  # a month
    "열흘 동안, [[P:01]].": "time",  # a native day count
    "새벽까지, [[P:01]].": "time",  # time of day
    "봄이 오면서, [[P:01]].": "time",  # a season
    "몸이 가벼워지셨으니, [[P:01]].": "customer_predicate",  # the customer's body
    "잘 쉬셔서, [[P:01]].": "forbidden_quality_adherence",
    "바쁘셨던 만큼, [[P:01]].": "customer_predicate",
    "다행히, [[P:01]].": "evaluative_or_epistemic",  # relief
    "다행스럽게도, [[P:01]].": "evaluative_or_epistemic",
    "익숙해질 거예요, [[P:01]].": "prediction",  # a prediction about the customer
    "머지않아 달라질 겁니다. [[P:01]].": "causal_or_conditional_link",
    "추세로 보면, [[P:01]].": "forbidden_evidential",
    "흐름상, [[P:01]].": "evidential_framing",
    "보아하니, [[P:01]].": "evaluative_or_epistemic",
    "그래프가 말해 주듯, [[P:01]].": "evidential_framing",
    "그 바람에, [[P:01]].": "causal_link",
    "이러니, [[P:01]].": "causal_link",
    "휴가철이 겹쳐, [[P:01]].": "time",
    "식욕이 돌아온 듯해, [[P:01]].": "predication",
}


@pytest.mark.parametrize(("generated", "reason"), list(STRUCTURAL_CLAIMS.items()))
def test_claims_are_rejected_by_what_they_do(generated, reason):
    assert _daily(generated) == Rejected("validation_rejected", reason)


@pytest.mark.parametrize(
    "generated",
    [
        "오늘은 차분히, [[P:01]].",  # the seed's own daily shape
        "끝으로, [[P:01]].",
        "요점만 말씀드리면, [[P:01]].",
        "차분히 말씀드릴게요. [[P:01]].",
        "짧게 말씀드리겠습니다. [[P:01]].",
        "조급해하지 않고, [[P:01]].",
        "한마디로 줄여 말씀드리면, [[P:01]].",
        "한 가지 더 말씀드리면, [[P:01]].",
        "안녕하세요, 고객님. [[P:01]]. 읽어 주셔서 감사합니다.",
        "알려 드릴 내용은 이렇습니다. [[P:01]].",
    ],
)
def test_organising_prose_the_word_lists_blocked_is_accepted(generated):
    assert isinstance(_daily(generated), Accepted)


def test_a_time_word_is_the_surfaces_own_only_on_the_daily_surface():
    assert isinstance(_daily("오늘은 차분히, [[P:01]]."), Accepted)
    assert _daily("오늘도 차분히, [[P:01]].") == Rejected("validation_rejected", "time")
    verdict = _validate(_answer("오늘은 차분히, [[P:01]]. 이어서 [[P:02]].", "덧붙여, [[A:01]]."))
    assert verdict == Rejected("validation_rejected", "time")


@pytest.mark.parametrize(("generated", "reason"), list(ATTACKS.items()))
def test_every_attack_falls_back_with_its_reason(generated, reason):
    assert _daily(generated) == Rejected("validation_rejected", reason)


def test_one_bad_slot_rejects_the_whole_document():
    verdict = _validate(
        _answer("차분히 돌아보면, [[P:01]]. 이어서 [[P:02]].", "승인된 대로, [[A:01]].")
    )
    assert verdict == Rejected("validation_rejected", "forbidden_approval_delivery")


def test_non_nfc_text_is_rejected():
    import unicodedata

    decomposed = unicodedata.normalize("NFD", "차분히, [[P:01]].")
    assert _daily(decomposed) == Rejected("validation_rejected", "not_nfc")


# Issue 14, round 2: classes generalised from a second, independent tune batch. These
# sentences are written for the tests, not taken from the corpus.
ROUND_TWO_BENIGN = [
    "이만 줄이겠습니다. [[P:01]].",  # closing the message, no object
    "그럼 이만 줄입니다. [[P:01]].",
    "회원님께 정리해 올립니다. [[P:01]].",  # humble offering after a verb in -어
    "따뜻한 응원을 보냅니다. [[P:01]].",  # sending a feeling, not content
    "있는 그대로 말씀드리면, [[P:01]].",  # 그대로 on a speech act
    "알기 쉽게 적어 드리면, [[P:01]].",  # the reader's understanding, a writing verb
    "편하게 읽으시도록 정리해 드리면, [[P:01]].",  # the reader reading, with -시-
    "이와 함께, [[P:01]].",
    "다름 아니라, [[P:01]].",
    "[[P:01]]. 오늘은 여기까지입니다.",  # deictic copula
    "반가운 마음으로 전해 드리면, [[P:01]].",
]

ROUND_TWO_CLAIMS = {
    "양을 올려 드리면, [[P:01]].": "forbidden_decision_action",  # 올리 adjusting, not offering
    "안내를 보내 드릴게요. [[P:01]].": "forbidden_approval_delivery",  # sending content
    "[[P:01]]. 간식을 줄이며 마무리해요.": "forbidden_decision_action",
    "오늘부터 시작하며, [[P:01]].": "forbidden_decision_action",
    "그대로, [[P:01]].": "evaluative_or_epistemic",  # continuity, not manner
    "앞서 말씀드렸듯이, [[P:01]].": "evaluative_or_epistemic",
    "듣기로는, [[P:01]].": "evidential_framing",  # hearsay
    "생각해 보면, [[P:01]].": "evidential_framing",
    "행운이 따라, [[P:01]].": "evaluative_or_epistemic",  # luck
    "그런 점에서, [[P:01]].": "causal_link",  # anaphor + basis noun
    "이를 토대로, [[P:01]].": "causal_link",
    "두 가지만 말씀드리면, [[P:01]].": "number",  # a count of parts other than one
    "그믐 무렵, [[P:01]].": "time",
    "닷새째, [[P:01]].": "time",  # a running day count
    "열흘 만에, [[P:01]].": "time",  # within a span
    "반가운 변화를 전해 드리면, [[P:01]].": "forbidden_evidential",
    "[[P:01]]. 코치님께 공유드릴게요.": "approval_delivery",  # not the reader
}


@pytest.mark.parametrize("generated", ROUND_TWO_BENIGN)
def test_round_two_organising_prose_is_accepted(generated):
    verdict = _daily(generated)
    assert isinstance(verdict, Accepted), verdict


@pytest.mark.parametrize(("generated", "reason"), list(ROUND_TWO_CLAIMS.items()))
def test_round_two_claims_are_rejected_by_what_they_do(generated, reason):
    assert _daily(generated) == Rejected("validation_rejected", reason)


def test_a_speech_act_toward_the_customer_on_an_operator_card_claims_a_delivery():
    surface = dual_card.render(DUAL_INCREASE, ACTIONS)
    capsule = build_capsule(surface, "c" * 64)
    answer = answer_for(capsule.as_json())
    answer["slots"][0]["generated_ko"] = "고객님께 전달드립니다. [[P:01]]."
    assert _validate(answer, capsule, surface) == Rejected(
        "validation_rejected", "approval_delivery"
    )
    answer["slots"][0]["generated_ko"] = "운영자님께 정리해 올립니다. [[P:01]]."
    assert isinstance(_validate(answer, capsule, surface), Accepted)


# Round three: classes generalised from a third tune batch written by someone who never
# saw the validator. Own sentences, not taken from any corpus: a softener, opener or
# layout word passes only in the speaker's act; the same words framing a fact still fail.
ROUND_THREE_BENIGN = [
    "죄송하지만 짧게 말씀드릴게요. [[P:01]].",  # the speaker's apology before a speech act
    "외람되지만 한 말씀 드리면, [[P:01]].",
    "괜찮다면 이어서 정리해 드릴게요. [[P:01]].",  # the reader's leave, deny word waived
    "양해해 주신다면 말씀드릴게요. [[P:01]].",  # the reader's leave with -시-
    "조심스럽지만 말씀드리면, [[P:01]].",
    "혹시 괜찮으시면 짧게 말씀드려도 될까요. [[P:01]].",  # 혹시 as politeness
    "말씀드려도 괜찮을까요. [[P:01]].",  # asking leave for one's own speech act
    "말문을 열자면, [[P:01]].",  # beginning to talk
    "입을 떼자면, [[P:01]].",
    "짚고 넘어가자면, [[P:01]].",  # moving on after a speech act
    "간단히 정리하고 넘어가면, [[P:01]].",
    "정리하면 아래와 같아요. [[P:01]].",  # "as follows" with a position noun
    "형식상 짧게, [[P:01]].",  # X상 about the message's layout
    "지면상 간단히, [[P:01]].",
    "구성상 먼저, [[P:01]].",
    "참고하시기 편하게 정리해 드리면, [[P:01]].",  # the reader referring to the message
    "그럼 [[P:01]]. 덧붙여, [[P:02]].",  # the opener Kiwi reads as 그렇 + -ㅁ
    "하나둘 짚어 보면, [[P:01]].",  # a numeral pair as a manner adverb
    "이와 관련해 [[P:01]].",  # relating the next part, not a cause
    "거두절미하고, [[P:01]].",  # a speech-manner idiom
    "이번 내용은 짧게, [[P:01]].",
    "실례가 안 된다면 말씀드릴게요. [[P:01]].",  # imposition noun + negated 되
    "폐가 되지 않는다면 말씀드리면, [[P:01]].",
    "잠시 실례하겠습니다. [[P:01]].",
    "말씀드리기 전에, [[P:01]].",  # before the speaker's own act: ordering
    "전해 드릴 소식이 하나 있어요. [[P:01]].",  # one part of the message
    "이번에는 짧게 말씀드릴게요. [[P:01]].",  # this message's manner
    "다시 말해, [[P:01]].",  # 다시 on a speech act
]

ROUND_THREE_CLAIMS = {
    "죄송하지만 [[P:01]].": "causal_or_conditional_link",  # no speech act: bad news
    "괜찮으시다면 [[P:01]].": "forbidden_risk_safety",
    "괜찮아지셨다면 말씀드릴게요. [[P:01]].": "forbidden_risk_safety",  # the body
    "바쁘시겠지만 짧게 전해 드려요. [[P:01]].": "customer_predicate",  # presumes a state
    "아쉽지만 말씀드리면, [[P:01]].": "forbidden_quality_adherence",  # an evaluation
    "걱정스럽지만 말씀드리면, [[P:01]].": "forbidden_risk_safety",
    "혹시 [[P:01]].": "evaluative_or_epistemic",  # a likelihood
    "그냥 넘어가면, [[P:01]].": "causal_or_conditional_link",  # no speech act before
    "[[P:01]]. 결과는 예상과 같습니다.": "forbidden_evidential",
    "흐름상 [[P:01]].": "evidential_framing",
    "해포 남짓, [[P:01]].": "time",  # native approximate spans
    "달포 가량 [[P:01]].": "time",
    "한 달 가까이 [[P:01]].": "number",
    "절반 가까이 [[P:01]].": "number",  # an approximate amount
    "[[P:01]]. 그럼 [[P:02]].": "predication",  # 그럼 linking two statements
    "쉬어도 됩니다. [[P:01]].": "forbidden_decision_action",  # leave for the customer
    "하나 둘 [[P:01]].": "number",  # a count, no verb it could colour
    "이번에도 [[P:01]].": "time",  # presupposes earlier occasions
    "이번 역시 [[P:01]].": "time",
    "이번만큼은 [[P:01]].": "time",
    "엊그제 [[P:01]].": "time",
    "그와 관련된 이유로 [[P:01]].": "causal_link",
    "문제가 안 된다면 [[P:01]].": "forbidden_risk_safety",  # not an imposition noun
    "드시기 전에 [[P:01]].": "forbidden_decision_action",  # the customer's act, timed
    "소식이 하나 있었어요. [[P:01]].": "number",  # past: a report, not this message
    "좋은 하루 보내세요. [[P:01]].": "forbidden_quality_adherence",  # a time word (policy)
    "이번엔 [[P:01]].": "time",  # this time against earlier ones
    "다시 [[P:01]].": "evaluative_or_epistemic",  # again: presupposes before
    "이따금 [[P:01]].": "evaluative_or_epistemic",  # a frequency
    "끝내 [[P:01]].": "evaluative_or_epistemic",
    "더 이상 [[P:01]].": "evaluative_or_epistemic",  # no longer
}


@pytest.mark.parametrize("generated", ROUND_THREE_BENIGN)
def test_round_three_organising_prose_is_accepted(generated):
    if generated.count("[[P:") == 2:
        verdict = _validate(_answer(generated, "덧붙여, [[A:01]]."))
    else:
        verdict = _daily(generated)
    assert isinstance(verdict, Accepted), verdict


@pytest.mark.parametrize(("generated", "reason"), list(ROUND_THREE_CLAIMS.items()))
def test_round_three_claims_are_rejected_by_what_they_do(generated, reason):
    if generated.count("[[P:") == 2:
        verdict = _validate(_answer(generated, "덧붙여, [[A:01]]."))
    else:
        verdict = _daily(generated)
    assert verdict == Rejected("validation_rejected", reason)


# Round five (ADR 0020): the classes the third fresh batch's tune half exposed, each in
# words of our own — no text below is in a corpus.
ROUND_FIVE_BENIGN = [
    "가감 없이 그대로, [[P:01]].",  # fidelity to the message, after an alteration noun
    "말씀 그대로, [[P:01]].",  # the message itself, as it is
    "구체적인 내용은, [[P:01]].",  # a -적 root that only lays the message out
    "말머리를 열자면, [[P:01]].",  # opening one's mouth: the speaker's act
]
ROUND_FIVE_CLAIMS = {
    "효율적인 방식으로, [[P:01]].": "evaluative_or_epistemic",
    "고무적인 소식으로, [[P:01]].": "evaluative_or_epistemic",  # -적 grades the fact
    "이상적인 모습으로, [[P:01]].": "evaluative_or_epistemic",
    "평상시처럼, [[P:01]].": "time",  # "as usual": the customer's past
    "평소 그대로, [[P:01]].": "time",
}


@pytest.mark.parametrize("generated", ROUND_FIVE_BENIGN)
def test_round_five_organising_prose_is_accepted(generated):
    assert isinstance(_daily(generated), Accepted), generated


@pytest.mark.parametrize(("generated", "reason"), list(ROUND_FIVE_CLAIMS.items()))
def test_round_five_claims_are_rejected_by_what_they_do(generated, reason):
    assert _daily(generated) == Rejected("validation_rejected", reason)


# "!" is outside seed 001's character rule ("Only ASCII space, comma, and period are allowed
# around these lexemes"), wherever it stands: after an issued sentence it exclaims a fact or an
# action the canonical text states plainly (ADR 0020, round six); after the speaker's own words
# it adds an emphasis or an evaluation the canonical text does not make (round 23). One reason,
# `exclamation`, like any other character outside the rule.
EXCLAIMED = [
    "고요한 마음으로 찬찬히 짚어 보면, [[P:01]]!",
    "반갑습니다. [[P:01]]!",
    "반가워요! [[P:01]].",
    "[[P:01]]. 오늘 안내는 여기까지입니다!",
    "차분히！ [[P:01]].",
]


@pytest.mark.parametrize("generated", EXCLAIMED)
def test_an_exclamation_is_refused_wherever_it_stands(generated):
    assert _daily(generated) == Rejected("validation_rejected", "exclamation")


def test_without_the_exclamation_the_same_words_pass():
    assert isinstance(_daily("반가워요. [[P:01]]."), Accepted)


# Round six (ADR 0020): the classes the fourth fresh batch's tune half exposed, each in
# words of our own — no text below is in a corpus.
ROUND_SIX_BENIGN = [
    # walking through the message in order, before the first issued sentence
    "하나하나 보면, [[P:01]].",
    "차례로 살펴보면, [[P:01]].",
    "내용을 하나씩 보면, [[P:01]].",
    # the reader able to read it: a reading act in -ㄹ 수 있게/있도록, -시- allowed
    "편히 읽으실 수 있도록 적어 드리면, [[P:01]].",
    "쉽게 확인하실 수 있게 옮기면, [[P:01]].",
    # legibility with 잘, and "one" in a glance or place idiom
    "잘 보이도록 적으면, [[P:01]].",
    "한자리에 모아 말씀드리면, [[P:01]].",
    "한눈에 들어오게 간추리면, [[P:01]].",
    # a deny-listed noun naming the message's own part, before the speaker's act
    "결론만 먼저 말씀드리면, [[P:01]].",
    "결론을 먼저 짚어 드리면, [[P:01]].",
    # a deictic subject of the speaker's coming part; the light 하 Kiwi tags as a verb
    "이것이 전해 드릴 내용이에요. [[P:01]].",
    "정돈하며 말씀드리면, [[P:01]].",
    # a lapse verb negated into the speaker's own speech act
    "빠뜨리지 않고 말씀드리면, [[P:01]].",
    # placing the message's own part first; the message's part and where it goes next
    "요점을 앞세우면, [[P:01]].",
    "[[P:01]]. 다음 내용은 차례대로 이어집니다.",
]
ROUND_SIX_CLAIMS = {
    # an earlier occasion (지난 read as 지나 + -ㄴ) and sameness with something earlier
    "지난 회차처럼, [[P:01]].": "time",
    "[[P:01]]. 지난번 안내와 같아요.": "time",
    "[[P:01]]. 똑같은 말씀이에요.": "comparison",
    "[[P:01]]. 동일한 흐름입니다.": "comparison",
    # looking for a finding, not walking through the message
    "흐름을 하나씩 보면, [[P:01]].": "evidential_framing",
    "깊이 보면, [[P:01]].": "evidential_framing",
    "보시다시피, [[P:01]].": "customer_predicate",
    "잘 보이셨듯이 [[P:01]].": "forbidden_quality_adherence",
    "한눈에 보아도, [[P:01]].": "evidential_framing",
    "결론부터 보면, [[P:01]].": "forbidden_evidential",
    # a negated lapse: the customer kept at it
    "거르지 않고, [[P:01]].": "adherence_claim",
    "포기하지 않고 [[P:01]].": "adherence_claim",
    "게을리하지 않고 [[P:01]].": "adherence_claim",
    "흐트러지지 않고, [[P:01]].": "adherence_claim",
    # an object that is not the message's own material
    "변화를 보실 수 있게, [[P:01]].": "forbidden_evidential",
    "휴식을 앞세우면, [[P:01]].": "causal_or_conditional_link",  # a priority: advice
    # something other than the message's part goes on, or when it does
    "[[P:01]]. 이 흐름은 이어집니다.": "predication",
    "[[P:01]]. 나머지 안내는 곧 이어집니다.": "evaluative_or_epistemic",
}


@pytest.mark.parametrize("generated", ROUND_SIX_BENIGN)
def test_round_six_organising_prose_is_accepted(generated):
    assert isinstance(_daily(generated), Accepted), generated


@pytest.mark.parametrize(("generated", "reason"), list(ROUND_SIX_CLAIMS.items()))
def test_round_six_claims_are_rejected_by_what_they_do(generated, reason):
    assert _daily(generated) == Rejected("validation_rejected", reason)


def test_between_two_issued_sentences_walking_through_or_a_conclusion_links_them():
    for generated in (
        "[[P:01]]. 차례로 보면, [[P:02]].",
        "[[P:01]]. 결론부터 말씀드리면 [[P:02]].",
    ):
        verdict = _validate(_answer(generated, "덧붙여, [[A:01]]."))
        assert isinstance(verdict, Rejected), generated
    verdict = _validate(_answer("하나씩 보면, [[P:01]]. [[P:02]].", "덧붙여, [[A:01]]."))
    assert isinstance(verdict, Accepted)


# Round eight (ADR 0020): classes the fresh5/fresh6 tune halves exposed, each probed in
# words of our own — no text below is in a corpus. Adversarial look-alikes first.
ROUND_EIGHT_CLAIMS = {
    # an adverb before an issued sentence modifies that sentence, whatever the speaker
    # does after it: the speech-act exemption does not reach across a placeholder
    "늘, [[P:01]]. 응원할게요.": "evaluative_or_epistemic",
    "잘 [[P:01]]. 부탁드립니다.": "forbidden_quality_adherence",
    "혹시 [[P:01]]. 괜찮으시면 말씀드릴게요.": "evaluative_or_epistemic",
    # the customer asked to do something, reading included, on a customer surface
    "[[P:01]]. 천천히 읽어 주세요.": "instruction",
    "[[P:01]]. 확인해 주시길 바랄게요.": "instruction",
    "[[P:01]]. 살펴봐 주시면 고맙겠습니다.": "instruction",
    "[[P:01]]. 양해 바랍니다.": "instruction",
    "[[P:01]]. 참조 부탁드려요.": "instruction",
    "[[P:01]]. 차분히 확인해 보세요.": "instruction",
    "[[P:01]]. 응원해 주세요.": "instruction",
    # -적으로 adverbs grade or qualify; a decision's standing; degree and hedges; "now"
    "궁극적으로 [[P:01]].": "evaluative_or_epistemic",
    "개인적으로, [[P:01]].": "evaluative_or_epistemic",
    "한시적으로 [[P:01]].": "evaluative_or_epistemic",
    "임시방편으로, [[P:01]].": "evaluative_or_epistemic",
    "정식 안으로, [[P:01]].": "evaluative_or_epistemic",
    "얼추, [[P:01]].": "evaluative_or_epistemic",
    "가급적이면 [[P:01]].": "evaluative_or_epistemic",
    "어느 정도는, [[P:01]].": "evaluative_or_epistemic",
    "어디까지나 [[P:01]].": "evaluative_or_epistemic",
    "현시점에서는, [[P:01]].": "time",
    "지금으로서는 [[P:01]].": "time",
    "여하튼, [[P:01]].": "causal_link",
    # 번 counts a repetition; a counted noun taking 로 counts items
    "한 번 더 짚어 드리면, [[P:01]].": "number",
    "한 가지로 묶어 말씀드리면, [[P:01]].": "number",
    "그리고 한 가지로, [[P:01]].": "number",
    # time adverbs and stages of a period; several times
    "잠깐, [[P:01]].": "time",
    "이윽고, [[P:01]].": "time",
    "초반부터 [[P:01]].": "time",
    "이맘때쯤 [[P:01]].": "time",
    "수차례, [[P:01]].": "number",
    # totality, amount, what is usual; -적으로 that generalises or qualifies
    "전부, [[P:01]].": "evaluative_or_epistemic",
    "고스란히 [[P:01]].": "evaluative_or_epistemic",
    "보통은, [[P:01]].": "evaluative_or_epistemic",
    "기본적으로, [[P:01]].": "evaluative_or_epistemic",
    "부분적으로나마 [[P:01]].": "evaluative_or_epistemic",
    # an outcome adjective colouring the issued sentence, even with a speech act after it
    "깔끔하게, [[P:01]].": "evaluative_or_epistemic",
    "넉넉하게, [[P:01]]. 전해 드릴게요.": "evaluative_or_epistemic",
    # what is heard or known as a basis
    "들리는 바로는, [[P:01]].": "causal_link",
    # worth and benefit
    "[[P:01]]. 가치 있는 대목이에요.": "evaluative_or_epistemic",
    "[[P:01]]. 보탬이 될 내용입니다.": "evaluative_or_epistemic",
    "의미 없는 부분은 빼고 말씀드리면, [[P:01]].": "evaluative_or_epistemic",
    # the customer's feeling, an appearance, the speaker's view, candour on the fact
    "후련하게, [[P:01]].": "evaluative_or_epistemic",
    "겉으로 보기에는 [[P:01]].": "evidential_framing",
    "저의 견해로는, [[P:01]].": "evidential_framing",
    "솔직히, [[P:01]].": "evaluative_or_epistemic",
}
ROUND_EIGHT_BENIGN = [
    "혹시 괜찮으시면 말씀드릴게요. [[P:01]].",
    "늘 응원합니다. [[P:01]].",
    # thanks for reading, the reader addressed, the speaker's casual benefactive
    "[[P:01]]. 끝까지 봐 주셔서 고마워요.",
    "훑어보시는 분께 짧게 말씀드리면, [[P:01]].",
    "간단히 짚어 줄게요. [[P:01]].",
    # layout -적 roots, and degree words that only colour the speaker's own act
    "순차적으로 말씀드리면, [[P:01]].",
    "조금 풀어서 적으면, [[P:01]].",
    "가급적 간단하게 전해 드리면, [[P:01]].",
    # the next part named, not counted
    "한 가지 더 짚어 드리면, [[P:01]].",
    "덧붙여 한 가지, [[P:01]].",
    # the same words colouring only the speaker's act, or pausing the message
    "이쯤에서 잠깐, [[P:01]].",
    "깔끔하게 간추려 드리면, [[P:01]].",
    "전부 모아 말씀드리면, [[P:01]].",
    "구체적으로 적으면, [[P:01]].",
    "있는 그대로 옮겨 드릴게요. [[P:01]].",
    "솔직하게 말씀드리면, [[P:01]].",
    "엄밀히 적으면, [[P:01]].",
]


def _dual_review(generated):
    from tests.evaluation.expression import Case, decide

    case = Case(
        "probe",
        "adaptive.dualcoachtest.card.v1",
        "adaptive.dual.review.2",
        ("[[P:01]]",),
        generated,
        "accept",
        "probe",
        "probe",
        "",
    )
    return decide(case)


def test_on_an_operator_card_reviewing_may_be_asked_but_not_speaking_or_writing():
    for generated in ("[[P:01]]. 살펴봐 주세요.", "[[P:01]]. 참조 부탁드립니다."):
        assert _dual_review(generated).accepted, generated
    for generated in ("[[P:01]]. 고객에게 말씀해 주세요.", "[[P:01]]. 요약해 주십시오."):
        decision = _dual_review(generated)
        assert not decision.accepted, generated


@pytest.mark.parametrize("generated", ROUND_EIGHT_BENIGN)
def test_round_eight_organising_prose_is_accepted(generated):
    assert isinstance(_daily(generated), Accepted), generated


@pytest.mark.parametrize(("generated", "reason"), list(ROUND_EIGHT_CLAIMS.items()))
def test_round_eight_claims_are_rejected_by_what_they_do(generated, reason):
    assert _daily(generated) == Rejected("validation_rejected", reason)


# Between two issued sentences: emphasis ranks one, a relation adverb makes one the
# opposite, substitute, example or gloss of the other (round eight).
RELATING_TWO = {
    "[[P:01]]. 거꾸로 [[P:02]].": "causal_link",
    "[[P:01]]. 대신에 [[P:02]].": "causal_link",
    "[[P:01]]. 가령 [[P:02]].": "causal_link",
    "[[P:01]]. 유난히 [[P:02]].": "evaluative_or_epistemic",
    "[[P:01]]. 무엇보다 [[P:02]].": "evaluative_or_epistemic",
}


@pytest.mark.parametrize(("generated", "reason"), list(RELATING_TWO.items()))
def test_emphasis_and_relation_between_two_issued_sentences_are_claims(generated, reason):
    assert _validate(_answer(generated, "덧붙여, [[A:01]].")) == Rejected(
        "validation_rejected", reason
    )


def test_ordering_and_the_speakers_emphasis_still_pass_between_two_sentences():
    for generated in (
        "무엇보다 먼저, [[P:01]]. 이어서 [[P:02]].",
        "[[P:01]]. 특히 짚어 드리면, [[P:02]].",
    ):
        assert isinstance(_validate(_answer(generated, "덧붙여, [[A:01]].")), Accepted), generated


# Round nine (ADR 0020): acceptance classes for organising roles the tunable halves still
# refused, each recognised by structure and each with look-alike claims written first. No
# text below is in a corpus.
def _on(surface, slot, generated):
    import re

    from tests.evaluation.expression import Case, decide

    tokens = tuple(re.findall(r"\[\[[^\]]*\]\]", generated))
    return decide(Case("probe", surface, slot, tokens, generated, "accept", "probe", "probe", ""))


ROUND_NINE_BENIGN = [
    # summing up before the first issued sentence
    "요컨대 이렇습니다. [[P:01]].",
    "다시 말해, [[P:01]].",
    # a place in this message: 앞/뒤 before the message's own part; going before a part
    "앞의 내용에 덧붙여 [[P:01]].",
    "맨 앞 대목부터 짚어 드리면, [[P:01]].",
    "이어질 설명에 앞서 짧게, [[P:01]].",
    # the occasion of speaking, leading into the speaker's act
    "이 자리에서 간단히 전해 드릴게요. [[P:01]].",
    "이 기회에 덧붙여 말씀드리면, [[P:01]].",
    # comparative degree colouring the speaker's act
    "한결 짧게 추려 드리면, [[P:01]].",
    "훨씬 간단하게 말씀드리자면, [[P:01]].",
    # where a named part of the message goes; the speaker's wish in the polite past
    "[[P:01]]. 나머지 설명은 아래에 이어져요.",
    "[[P:01]]. 자세한 내용은 아래에 이어집니다.",
    "[[P:01]]. 이 부분을 말씀드리고 싶었어요.",
    # gathering the message; how much not to overstate it
    "내용을 엮어 보면, [[P:01]].",
    "지나치게 과장하지 않고, [[P:01]].",
]
ROUND_NINE_CLAIMS = {
    # a summing-up or sequencing word followed by a cause, a date, a prediction, an
    # evaluation of the customer
    "즉 내일부터 [[P:01]].": "time",
    "다음으로, 그 덕분에 [[P:01]].": "causal_link",
    "첫째로 사월부터 [[P:01]].": "number",
    "요컨대 잘하고 계십니다. [[P:01]].": "forbidden_quality_adherence",
    "이어서 말씀드리면 [[P:01]]. 곧 좋아질 거예요.": "forbidden_quality_adherence",
    "대신, [[P:01]].": "causal_link",
    # 앞 before anything but the message's part, 앞서 as "earlier" or before an event
    "앞의 일정에 이어 [[P:01]].": "time",
    "앞으로 [[P:01]].": "time",
    "앞서, [[P:01]].": "evaluative_or_epistemic",
    "산책에 앞서, [[P:01]].": "causal_or_conditional_link",
    "앞의 내용 덕분에 [[P:01]].": "time",
    "이어지는 안내에 앞서 주말에 [[P:01]].": "time",
    # an occasion that is not the speaker's present act
    "이 자리에서 [[P:01]].": "causal_link",
    "이 기회에 [[P:01]].": "causal_link",
    "그 자리에서 말씀드리면, [[P:01]].": "causal_link",
    "이 자리에서 회원님께 [[P:01]].": "causal_link",
    # comparative degree on the issued sentence or on a change
    "한결 부드럽게, [[P:01]].": "evaluative_or_epistemic",
    "훨씬, [[P:01]].": "evaluative_or_epistemic",
    "한결 가벼워진 마음으로 말씀드리면, [[P:01]].": "evaluative_or_epistemic",
    "한결 편안해지셨어요. [[P:01]].": "evaluative_or_epistemic",
    # a part that is not the message's, a time, a past, a prediction
    "세부 일정은 아래에 이어집니다. [[P:01]].": "predication",
    "[[P:01]]. 세부 내용은 내일 이어집니다.": "time",
    "세부 내용은 아래에 이어졌습니다. [[P:01]].": "past_event",
    "[[P:01]]. 세부 내용은 곧 이어질 거예요.": "evaluative_or_epistemic",
    # the past on the speech act itself, or the wish leading into something else
    "[[P:01]]. 짚어 두었습니다.": "past_speech_act",
    "[[P:01]]. 말씀드리고 싶었지만 줄일게요.": "past_speech_act",
    "[[P:01]]. 이 점을 말씀드리고 싶었는데 늦었어요.": "past_speech_act",
    # gathering something else, or the customer gathering
    "사진을 모아 보면, [[P:01]].": "causal_or_conditional_link",
    "기대를 모아 보면, [[P:01]].": "evidential_framing",
    "한꺼번에 모아 보셨다면 [[P:01]].": "customer_predicate",
    # the customer not overexerting; overstating in the past
    "무리하지 않고 [[P:01]].": "forbidden_risk_safety",
    "무리하게 [[P:01]].": "forbidden_risk_safety",
    "지나치게 걱정하지 않고, [[P:01]].": "forbidden_risk_safety",
    "과하게 부풀렸지만, [[P:01]].": "past_event",
    # the effort greeting to the customer
    "수고 많으십니다. [[P:01]].": "forbidden_quality_adherence",
    # probing the new classes: a bare 덕 as cause, a comparison with the earlier part, a
    # part not said to come in this message, a humble 드리 that adjusts or promises, a
    # gathering with no one named
    "즉, 회원님 덕에 [[P:01]].": "causal_link",
    "회원님 덕에 [[P:01]].": "causal_link",  # accepted on main: a bare 덕 was no cause
    "앞의 항목처럼 [[P:01]].": "time",
    "앞의 내용과 같이 [[P:01]].": "time",
    "안내에 앞서 [[P:01]].": "causal_or_conditional_link",
    "한결 가볍게 맞춰 드리면, [[P:01]].": "evaluative_or_epistemic",
    "이 자리에서 약속드릴게요. [[P:01]].": "causal_link",
    "한꺼번에 모아 보면 [[P:01]].": "causal_or_conditional_link",
}


@pytest.mark.parametrize("generated", ROUND_NINE_BENIGN)
def test_round_nine_organising_prose_is_accepted(generated):
    assert isinstance(_daily(generated), Accepted), generated


@pytest.mark.parametrize(("generated", "reason"), list(ROUND_NINE_CLAIMS.items()))
def test_round_nine_claims_are_rejected_by_what_they_do(generated, reason):
    assert _daily(generated) == Rejected("validation_rejected", reason)


def test_summing_up_or_restating_between_two_issued_sentences_is_a_gloss():
    for generated in (
        "[[P:01]]. 즉 [[P:02]].",
        "[[P:01]]. 요컨대 [[P:02]].",
        "[[P:01]]. 다시 말해 [[P:02]].",
        "[[P:01]]. 다시 말하면, [[P:02]].",
        "[[P:01]]. 모아 보면 [[P:02]].",
    ):
        verdict = _validate(_answer(generated, "덧붙여, [[A:01]]."))
        assert isinstance(verdict, Rejected), generated
    verdict = _validate(_answer("즉, [[P:01]]. 이어서 [[P:02]].", "덧붙여, [[A:01]]."))
    assert isinstance(verdict, Accepted)


def test_the_effort_greeting_is_the_operators_only_and_only_in_the_present():
    physique = ("adaptive.physique.card.v1", "adaptive.physique.review_instruction")
    dual = ("adaptive.dualcoachtest.card.v1", "adaptive.dual.review.2")
    assert _on(*physique, "수고하십니다. [[A:01]].").accepted
    assert _on(*dual, "수고 많으세요. [[P:01]].").accepted
    for generated in (
        "수고 많으셨습니다. [[A:01]].",
        "수고 많이 하셨습니다. [[A:01]].",
        "고객님이 수고 많으십니다. [[A:01]].",
        "이 자리에서 고객님께 전달드립니다. [[A:01]].",
    ):
        assert not _on(*physique, generated).accepted, generated


# Round nine, second step: moving on and saying first — classes probed in our own words,
# with their look-alikes. ("좋은 하루 보내세요" stays rejected: 하루 is a time word by the
# policy the round-three claims pin.)
ROUND_NINE_MOVING_ON_BENIGN = [
    "잠깐 짚고 가면, [[P:01]].",
    "앞서 말씀드릴 것은, [[P:01]].",
    "앞서 짚어 드리면, [[P:01]].",
]
ROUND_NINE_MOVING_ON_CLAIMS = {
    # moving on after something that is not the speaker's act
    "놀고 가면, [[P:01]].": "predication",
    "걷고 가면, [[P:01]].": "causal_or_conditional_link",
    # 앞서 as "earlier": before a past act, before an event, on the issued sentence
    "앞서 말씀드린 내용을 정리하면, [[P:01]].": "evaluative_or_epistemic",
    "앞서 전해 드렸던 [[P:01]].": "evaluative_or_epistemic",
    "산책에 앞서 말씀드리면, [[P:01]].": "evaluative_or_epistemic",
    "앞서 [[P:01]]. 말씀드릴게요.": "evaluative_or_epistemic",
    "앞서 보면, [[P:01]].": "evaluative_or_epistemic",
    # the earlier part as a basis, and what can be seen as evidence (-듯이 was read as
    # the reader's ability, a hole on main)
    "앞의 내용을 바탕으로 [[P:01]].": "time",
    "앞의 내용에 따라 [[P:01]].": "evidential_framing",
    "알 수 있듯이 [[P:01]].": "evidential_framing",
    "앞의 내용에서 알 수 있듯 [[P:01]].": "evidential_framing",
    "보실 수 있듯이 [[P:01]].": "customer_predicate",
}


@pytest.mark.parametrize("generated", ROUND_NINE_MOVING_ON_BENIGN)
def test_round_nine_moving_on_and_saying_first_are_accepted(generated):
    assert isinstance(_daily(generated), Accepted), generated


@pytest.mark.parametrize(("generated", "reason"), list(ROUND_NINE_MOVING_ON_CLAIMS.items()))
def test_round_nine_moving_on_look_alikes_are_rejected(generated, reason):
    assert _daily(generated) == Rejected("validation_rejected", reason)


# Round ten (ADR 0020): claims in the form of the speaker's speech act, found by probing in
# our own sentences (accepted on main), each closed as a class read off Kiwi's analysis and
# each with harmless look-alikes that keep passing. No text below is in a corpus.
ROUND_TEN_BENIGN = [
    # a humble 드리 after a verb of saying, presenting, reading out or laying out
    "간결하게 전해 드리겠습니다. [[P:01]].",
    "차근차근 설명해 드리면, [[P:01]].",
    "요점만 골라 드리면, [[P:01]].",
    "천천히 읽어 드릴게요. [[P:01]].",
    "펼쳐 보여 드리자면, [[P:01]].",
    "말을 줄여 드리면, [[P:01]].",
    "[[P:01]]. 응원을 보내 드려요.",
    "[[P:01]]. 위로의 말씀 드립니다.",
    "부담 드리지 않게 짧게 적으면, [[P:01]].",
    # thanks and cheering are no congratulation
    "[[P:01]]. 거듭 감사드립니다.",
    "[[P:01]]. 늘 응원합니다.",
    # saying again as restating, and saying first, are not a reference back
    "다시 말씀드리자면, [[P:01]].",
    "먼저 말씀드리지만, [[P:01]].",
    "앞서 짚어 드리자면, [[P:01]].",
    # the reader as vocative, in a greeting, or in a salutation set off by a comma
    "회원님, [[P:01]].",
    "안녕하세요 회원님. [[P:01]].",
    "반갑습니다 고객님, [[P:01]].",
    "회원님께, [[P:01]].",
    "회원님께 전해 드릴게요. [[P:01]].",
    "뒷부분은, [[P:01]].",
    "말씀드리는 대로, [[P:01]].",
]
ROUND_TEN_CLAIMS = {
    # a. a humble 드리 after a verb that is not one of saying: an action or a plan change
    "가볍게 해 드릴게요. [[P:01]].": "action_offer",
    "편하게 맞춰 드리면, [[P:01]].": "action_offer",
    "[[P:01]]. 도와 드릴게요.": "action_offer",
    "[[P:01]]. 준비해 드릴게요.": "action_offer",
    "[[P:01]]. 알아봐 드릴게요.": "action_offer",
    "[[P:01]]. 일정을 잡아 드릴게요.": "action_offer",
    "[[P:01]]. 부담을 덜어 드리겠습니다.": "action_offer",
    "[[P:01]]. 곁에서 지켜봐 드릴게요.": "action_offer",
    "[[P:01]]. 힘을 보태 드릴게요.": "action_offer",
    "[[P:01]]. 긴장을 풀어 드릴게요.": "action_offer",
    # ... or a bare 드리 giving something that is not speech
    "[[P:01]]. 도움을 드릴게요.": "action_offer",
    "[[P:01]]. 다시 연락드리겠습니다.": "action_offer",
    # b. congratulating and praising presuppose an achievement
    "축하드립니다. [[P:01]].": "presupposed_achievement",
    "[[P:01]]. 진심으로 축하드려요.": "presupposed_achievement",
    "축하해요. [[P:01]].": "presupposed_achievement",
    "[[P:01]]. 경하드립니다.": "presupposed_achievement",
    "[[P:01]]. 치하드립니다.": "presupposed_achievement",
    "[[P:01]]. 박수 보냅니다.": "presupposed_achievement",
    "[[P:01]]. 축하의 마음을 전합니다.": "presupposed_achievement",
    "[[P:01]]. 축하 인사 드립니다.": "presupposed_achievement",
    "[[P:01]]. 잘하셨어요.": "forbidden_quality_adherence",
    "[[P:01]]. 잘 해내셨어요.": "forbidden_quality_adherence",
    # c. a saying that points back at a telling outside this message
    "다시 말씀드리지만, [[P:01]].": "earlier_speech",
    "거듭 강조하지만, [[P:01]].": "earlier_speech",
    "재차 말씀드리는데, [[P:01]].": "earlier_speech",
    "늘 말씀드리듯, [[P:01]].": "earlier_speech",
    "항상 말씀드리듯이, [[P:01]].": "earlier_speech",
    "누차 말씀드리지만, [[P:01]].": "earlier_speech",
    "말씀드리다시피, [[P:01]].": "earlier_speech",
    "이미 말씀드렸듯, [[P:01]].": "evaluative_or_epistemic",
    # d. the reader as topic, subject, owner or recipient of the issued sentence
    "회원님은 [[P:01]].": "reader_claim",
    "고객님은, [[P:01]].": "reader_claim",
    "회원님이 [[P:01]].": "reader_claim",
    "회원님께서는 [[P:01]].": "reader_claim",
    "회원님도 [[P:01]].": "reader_claim",
    "회원님의 [[P:01]].": "reader_claim",
    "고객님께 [[P:01]].": "reader_claim",
    "회원님에게 [[P:01]].": "reader_claim",
    "선생님은 [[P:01]].": "reader_claim",
    "여러분은 [[P:01]].": "reader_claim",
    # siblings found while probing: the reader as companion or standard, a habit adverb
    # on a saying that points back with a head noun
    "회원님과 [[P:01]].": "reader_claim",
    "회원님처럼 [[P:01]].": "reader_claim",
    "회원님으로서는 [[P:01]].": "reader_claim",
    "늘 말씀드리는 대로, [[P:01]].": "earlier_speech",
}


@pytest.mark.parametrize("generated", ROUND_TEN_BENIGN)
def test_round_ten_look_alikes_are_accepted(generated):
    assert isinstance(_daily(generated), Accepted), generated


@pytest.mark.parametrize(("generated", "reason"), list(ROUND_TEN_CLAIMS.items()))
def test_round_ten_claims_in_speech_form_are_rejected(generated, reason):
    assert _daily(generated) == Rejected("validation_rejected", reason)


def test_round_ten_the_customer_before_an_issued_sentence_on_an_operator_card():
    physique = ("adaptive.physique.card.v1", "adaptive.physique.review_instruction")
    assert _on(*physique, "운영자님, [[A:01]].").accepted
    assert _on(*physique, "담당자님께, [[A:01]].").accepted
    for generated in ("고객님께 [[A:01]].", "고객님은 [[A:01]].", "담당자님께서 [[A:01]]."):
        assert not _on(*physique, generated).accepted, generated


# Round eleven (ADR 0020): the classes behind fresh8-tune's wrong decisions, each read off
# Kiwi's analysis and each with claims written first that must keep failing. No text below
# is in a corpus.
ROUND_ELEVEN_BENIGN = [
    # the speaker's softener in -게 as the manner of the present speech act it leads into
    "조심스럽게 짚어 드릴게요. [[P:01]].",
    "조심스럽게 여쭤보면, [[P:01]].",
    "조심스럽게 알려 드리면, [[P:01]].",
    # a quality word as the ease of the reader's reading, straight into the speaker's act
    "읽기 좋게 옮겨 드릴게요. [[P:01]].",
    "보시기 좋게 정리해 드리면, [[P:01]].",
    "보기 좋게 나눠 말씀드리면, [[P:01]].",
    # two words of the same manner of presenting, -고 then -게, into the speech act
    "짧고 쉽게 말씀드리면, [[P:01]].",
    "간단하고 차분하게 전해 드릴게요. [[P:01]].",
    "부드럽고 간결하게 적어 볼게요. [[P:01]].",
    # closing this message after its last issued sentence, the telling just finished
    "[[P:01]]. 이상으로 말씀드렸습니다.",
    "[[P:01]]. 여기까지 정리해 드렸어요.",
    "[[P:01]]. 이것으로 전해 드렸습니다.",
    # the daily surface's own period, whichever way Kiwi tags it
    "오늘 [[P:01]].",
    "[[P:01]]. 오늘 말씀은 여기까지예요.",
    # a written word that only looks like a time word once its pieces are joined
    "그 다음으로, [[P:01]].",
    "그다음, [[P:01]].",
]
ROUND_ELEVEN_CLAIMS = {
    # a. a time noun Kiwi reads as an adverb or as a pronoun and a suffix
    "당분간 [[P:01]].": "time",
    "매일 [[P:01]].": "time",
    "그간 [[P:01]].": "time",
    "[[P:01]]. 당분간 이대로 가요.": "time",
    # ... or cuts into pieces none of which is the time noun, or glues to its particle
    "간만에 [[P:01]].": "time",
    "그끄저께 [[P:01]].": "time",
    "석가탄신일에 [[P:01]].": "time",
    # b. the softener with no speech act of its own, before another verb or a past telling
    "조심스럽게, [[P:01]].": "forbidden_risk_safety",
    "조심스럽게 [[P:01]]. 말씀드릴게요.": "forbidden_risk_safety",
    "조심스럽게 운동하시면, [[P:01]].": "forbidden_risk_safety",
    "조심스럽게 진행해 드릴게요. [[P:01]].": "forbidden_risk_safety",
    "조심스럽게 말씀드렸듯이, [[P:01]].": "forbidden_risk_safety",
    "조심스럽게 다시 말씀드리지만, [[P:01]].": "forbidden_risk_safety",
    "조심스럽게 권해 드리면, [[P:01]].": "forbidden_risk_safety",
    # c. the quality word on the issued sentence, a body, an action, the past, a meal
    "보기 좋게, [[P:01]].": "forbidden_quality_adherence",
    "보기 좋게 빠지셨어요. [[P:01]].": "forbidden_quality_adherence",
    "[[P:01]]. 보기 좋은 변화예요.": "forbidden_quality_adherence",
    "보기 좋게 만들어 드릴게요. [[P:01]].": "forbidden_quality_adherence",
    "보기 좋게 정리해 드렸어요. [[P:01]].": "forbidden_quality_adherence",
    "몸이 보기 좋게 정리해 드리면, [[P:01]].": "forbidden_quality_adherence",
    "먹기 좋게 정리해 드리면, [[P:01]].": "forbidden_decision_action",
    # d. a state of a body or mood in -고, a subject, the past, no speech act, an action
    "배부르고 편안하게 말씀드릴게요. [[P:01]].": "predication",
    "피곤하고 느리게 말씀드리면, [[P:01]].": "predication",
    "무겁고 답답하게 말씀드리면, [[P:01]].": "predication",
    "짧고 편안하게, [[P:01]].": "predication",
    "가볍고 편안하게 지내시면, [[P:01]].": "predication",
    "몸이 가볍고 편안하게 말씀드리면, [[P:01]].": "predication",
    "짧았고 편안하게 말씀드리면, [[P:01]].": "past_event",
    "짧고 편안하게 도와 드릴게요. [[P:01]].": "predication",
    # e. a past telling that is not this message closing
    "여기까지 안내드렸습니다. [[P:01]].": "past_speech_act",
    "[[P:01]]. 어제 여기까지 안내드렸습니다.": "past_speech_act",
    "[[P:01]]. 여기까지 안내드렸던 내용이에요.": "past_speech_act",
    "[[P:01]]. 여기까지 코치님께 말씀드렸습니다.": "past_speech_act",
    "[[P:01]]. 여기까지 말씀드렸는데요.": "past_speech_act",
    "[[P:01]]. 여기까지 도와드렸습니다.": "action_offer",
    "[[P:01]]. 여기까지 해냈습니다.": "past_event",
    "[[P:01]]. 안내드렸습니다.": "past_speech_act",
}


@pytest.mark.parametrize("generated", ROUND_ELEVEN_BENIGN)
def test_round_eleven_organising_prose_is_accepted(generated):
    assert isinstance(_daily(generated), Accepted), generated


@pytest.mark.parametrize(("generated", "reason"), list(ROUND_ELEVEN_CLAIMS.items()))
def test_round_eleven_look_alike_claims_are_rejected(generated, reason):
    assert _daily(generated) == Rejected("validation_rejected", reason)


def test_round_eleven_closing_and_time_on_the_other_surfaces():
    interpretation = ("weekly.v1", "weekly.interpretation")
    rationale = ("weekly.v1", "weekly.rationale")
    judgment = ("adaptive.dualcoachtest.card.v1", "adaptive.dual.judgment")
    physique = ("adaptive.physique.card.v1", "adaptive.physique.review_instruction")
    assert _on(*interpretation, "먼저 [[P:01]]. 이어서 [[P:02]]. 여기까지 말씀드렸어요.").accepted
    assert _on(*rationale, "[[A:01]]. 이상으로 말씀드렸습니다.").accepted
    # an issued sentence after the closing: the telling was earlier than it
    assert not _on(*interpretation, "[[P:01]]. 여기까지 말씀드렸어요. [[P:02]].").accepted
    # on an operator card a finished telling may be a delivery to the customer
    assert not _on(*judgment, "[[P:01]]. 여기까지 안내해 드렸어요.").accepted
    assert not _on(*physique, "[[A:01]]. 이상으로 말씀드렸습니다.").accepted
    # today is only the daily surface's own period
    assert not _on(*rationale, "오늘 [[A:01]].").accepted
    for generated in ("[[P:01]]. 그간 [[P:02]].", "[[P:01]]. 매일 [[P:02]]."):
        assert not _on(*interpretation, generated).accepted, generated


# Round twelve (ADR 0020): the classes behind fresh9-tune's wrong decisions, each read off
# Kiwi's analysis and each with claims written first that must keep failing. No text below
# is in a corpus.
ROUND_TWELVE_CLAIMS = {
    # a. a reading act that already happened, or that a named person does: a review
    "코치님이 함께 보신 내용으로, [[P:01]].": "customer_predicate",
    "함께 보신 내용으로, [[P:01]].": "customer_predicate",
    "트레이너님도 함께 보실 내용으로, [[P:01]].": "customer_predicate",
    "이미 보셨던 내용으로, [[P:01]].": "evaluative_or_epistemic",
    "코치님께서 살펴보신 내용대로, [[P:01]].": "evidential_framing",
    "트레이너님이 보시도록 정리해 드리면, [[P:01]].": "customer_predicate",
    # b. 앞 before anything but the message's own part, or not into a present speech act
    "시합을 앞에 두고 말씀드리면, [[P:01]].": "time",
    "마감을 앞에 두고 말씀드리면, [[P:01]].": "time",
    "핵심을 며칠 앞에 두고 말씀드리면, [[P:01]].": "time",
    "핵심을 앞에 두고, [[P:01]].": "time",
    "핵심을 앞에 두셨고 말씀드리면, [[P:01]].": "time",
    "핵심을 앞에 두고 말씀드렸듯이, [[P:01]].": "time",
    "핵심을 앞으로 두고 말씀드리면, [[P:01]].": "time",
    # c. -기에 앞서 after the reader's act, an event or the past
    "운동하시기에 앞서, [[P:01]].": "forbidden_decision_action",
    "식사하기에 앞서, [[P:01]].": "forbidden_decision_action",
    "말씀드렸기에 앞서, [[P:01]].": "past_speech_act",
    # d. one step that counts, moves on, or leads into no present speech act
    "두 걸음 물러서 정리해 드리면, [[P:01]].": "number",
    "한 걸음 물러서, [[P:01]].": "number",
    "한 걸음 물러섰다가 말씀드리면, [[P:01]].": "number",
    "한 걸음 물러서 보시면, [[P:01]].": "number",
    "[[P:01]]. 한 걸음 더 나아가셨어요.": "number",
    "한 걸음 물러서 [[P:01]]. 말씀드릴게요.": "number",
    "한 걸음 물러서 말씀드렸듯이, [[P:01]].": "number",
    "한 걸음 떨어져서 보면, [[P:01]].": "number",
    # e. disorder of anything but the message, or not negated, or not into speech
    "리듬이 흐트러지지 않도록 말씀드릴게요. [[P:01]].": "predication",
    "흐름이 흐트러지지 않도록 말씀드릴게요. [[P:01]].": "predication",
    "생활이 흐트러지지 않도록 말씀드릴게요. [[P:01]].": "predication",
    "순서가 흐트러지도록 말씀드리면, [[P:01]].": "predication",
    "순서가 흐트러지지 않도록, [[P:01]].": "predication",
    "순서가 흐트러지지 않도록 말씀드렸어요. [[P:01]].": "predication",
    "순서가 흐트러졌지만 말씀드리면, [[P:01]].": "predication",
    # f. trimming anything but the message, or an issued sentence before the speech act
    "설탕을 덜어 내고 쉽게 말씀드리면, [[P:01]].": "predication",
    "어려운 말은 덜어 내고, [[P:01]]. 말씀드릴게요.": "predication",
    "어려운 말은 덜어 냈고 쉬운 말로 말씀드릴게요. [[P:01]].": "past_event",
    "어려운 말은 덜어 내고 쉬운 말로 풀어서 말씀드렸어요. [[P:01]].": "past_speech_act",
}
ROUND_TWELVE_BENIGN = [
    # the reader's reading still to come, with no one named
    "편하게 보실 내용으로, [[P:01]].",
    "함께 보실 내용은 이렇습니다. [[P:01]].",
    # the message's own part put in front, into the present speech act
    "요점을 앞에 두고 짚어 드리면, [[P:01]].",
    "요점을 앞에 놓고 말씀드릴게요. [[P:01]].",
    "핵심을 앞에 두고 정리해 드리면, [[P:01]].",
    # before the speaker's own act, as "말씀드리기 전에"
    "말씀드리기에 앞서, [[P:01]].",
    "정리해 드리기에 앞서 짧게, [[P:01]].",
    # one step back as the vantage of the speech act
    "한 걸음 물러서 말씀드리면, [[P:01]].",
    "한 발짝 물러나서 말씀드리면, [[P:01]].",
    # the message kept in order, into the speech act
    "순서가 흐트러지지 않도록 말씀드릴게요. [[P:01]].",
    "문장이 엉키지 않게 정리해 드리면, [[P:01]].",
    # trimming the message on the way to the speech act
    "어려운 말은 덜어 내고 쉬운 말로 풀어서 말씀드릴게요. [[P:01]].",
    "군더더기 말은 빼고 짧게 정리해 드리면, [[P:01]].",
]


@pytest.mark.parametrize("generated", ROUND_TWELVE_BENIGN)
def test_round_twelve_organising_prose_is_accepted(generated):
    assert isinstance(_daily(generated), Accepted), generated


@pytest.mark.parametrize(("generated", "reason"), list(ROUND_TWELVE_CLAIMS.items()))
def test_round_twelve_look_alike_claims_are_rejected(generated, reason):
    assert _daily(generated) == Rejected("validation_rejected", reason)


def test_round_twelve_the_review_heading_as_a_clause_only_on_its_own_line():
    review = ("adaptive.dualcoachtest.card.v1", "adaptive.dual.review.1")
    judgment = ("adaptive.dualcoachtest.card.v1", "adaptive.dual.judgment")
    assert _on(*review, "검토가 필요한 내용부터 짚어 드리면, [[P:01]].").accepted
    assert _on(*review, "검토가 필요한 부분을 짚어 드리면, [[P:01]].").accepted
    assert not _on(*judgment, "검토가 필요한 내용부터 짚어 드리면, [[P:01]].").accepted
    assert isinstance(_daily("검토가 필요한 내용부터 짚어 드리면, [[P:01]]."), Rejected)
    for claim in (
        "검토가 필요 없는 사항부터 말씀드리면, [[P:01]].",  # let through before round 12
        "조정이 필요한 사항부터 말씀드리면, [[P:01]].",
        "검토가 필요했던 사항부터 말씀드리면, [[P:01]].",
        "검토가 필요한 사항부터, [[P:01]].",
        "검토가 필요한 사항부터 말씀드렸듯이, [[P:01]].",
        "[[P:01]]. 검토가 필요한 사항이에요.",
        "검토가 필요한 사항부터 [[P:01]]. 말씀드릴게요.",
    ):
        assert not _on(*review, claim).accepted, claim
    # Round 122: on a line that is itself a reason, the reason for its heading is the line's own
    # content, as 사유 is - three writers (x49-117, x52-109, x109-091) wrote it as harmless; round
    # 12 had listed it among the claims.
    assert _on(*review, "검토가 필요한 이유부터 말씀드리면, [[P:01]].").accepted


def test_round_twelve_the_imposition_softener_only_to_the_operator():
    physique = ("adaptive.physique.card.v1", "adaptive.physique.review_instruction")
    review = ("adaptive.dualcoachtest.card.v1", "adaptive.dual.review.2")
    rationale = ("weekly.v1", "weekly.rationale")
    for harmless in ("귀찮으시겠지만, [[A:01]].", "번거로우시겠지만 말씀드리면, [[A:01]]."):
        assert _on(*physique, harmless).accepted, harmless
    assert _on(*review, "번잡하시겠지만, [[P:01]].").accepted
    # to the customer it guesses their feelings
    assert _daily("번거로우시겠지만, [[P:01]].") == Rejected(
        "validation_rejected", "customer_predicate"
    )
    assert not _on(*rationale, "번거로우시겠지만 말씀드리면, [[A:01]].").accepted
    for claim, reason in {
        "번거로우셨겠지만, [[A:01]].": "customer_predicate",
        "번거로우시니, [[A:01]].": "customer_predicate",
        "힘드시겠지만, [[A:01]].": "customer_predicate",
        "번거로우시겠어요. [[A:01]].": "customer_predicate",
        "[[A:01]]. 번거로우시겠지만.": "customer_predicate",
        "운영자님이 번거로우시겠지만, [[A:01]].": "customer_predicate",
        "번거로우시겠지만 말씀드렸듯이, [[A:01]].": "customer_predicate",
        "번거롭겠지만, [[A:01]].": "prediction",
        "많이 번거로우시겠지만, [[A:01]].": "evaluative_or_epistemic",
    }.items():
        assert _on(*physique, claim).reason == reason, claim


# Round thirteen (ADR 0020): the classes behind fresh10-tune's wrong decisions, each read off
# Kiwi's analysis and each with claims written first that must keep failing. No text below
# is in a corpus.
ROUND_THIRTEEN_CLAIMS = {
    # a. a superlative ranks one issued sentence above the others (가장/제일 + a predicate
    # that is not the speaker's act): an evaluation, as 특히 is
    "가장 큰 차이는, [[P:01]].": "evaluative_or_epistemic",
    "제일 반가운 소식은, [[P:01]].": "evaluative_or_epistemic",
    "가장 눈여겨볼 점으로, [[P:01]].": "evaluative_or_epistemic",
    "가장 중요한 점은, [[P:01]].": "evaluative_or_epistemic",
    # b. a reduplicated stem in -이 (틈틈이, 일일이): how often or how thoroughly something
    # is done, on an issued sentence rather than on the speaker's act
    "줄줄이, [[P:01]].": "evaluative_or_epistemic",
    "간간이, [[P:01]].": "evaluative_or_epistemic",
    "짬짬이 [[P:01]].": "evaluative_or_epistemic",
    # c. an ordinal adverb before an issued sentence, another verb or the past still counts
    "두 번째로 [[P:01]].": "number",
    "두 번째로 짚어 드렸듯이, [[P:01]].": "number",
    "두 번째로 시도하셨고 짚어 드리면, [[P:01]].": "number",
    "몇 번째로 짚어 드리면, [[P:01]].": "number",
    "두 번째로 [[P:01]]. 짚어 드릴게요.": "number",
    # and, since round 90, straight into the speaker's present act too: it counts
    "첫 번째로 말씀드리면, [[P:01]].": "number",
    "세 번째로 정리해 드릴게요. [[P:01]].": "number",
    # d. 그대로 keeping anything but the message's order, in the past or not into speech
    "생활 리듬을 그대로 두고 말씀드리면, [[P:01]].": "evaluative_or_epistemic",
    "순서를 그대로 두었고 말씀드리면, [[P:01]].": "evaluative_or_epistemic",
    "순서를 그대로 둔 채, [[P:01]].": "evaluative_or_epistemic",
    "순서를 그대로 둔 채 [[P:01]]. 말씀드릴게요.": "evaluative_or_epistemic",
    "순서를 그대로 둔 채 말씀드렸어요. [[P:01]].": "evaluative_or_epistemic",
}
ROUND_THIRTEEN_BENIGN = [
    # the superlative that only orders, or colours the speaker's act
    "제일 먼저 말씀드리면, [[P:01]].",
    "가장 쉽게 풀어 드리면, [[P:01]].",
    "제일 짧게 말씀드리자면, [[P:01]].",
    # the reduplicated adverb as the manner of the speaker's own act
    "낱낱이 짚어 드리면, [[P:01]].",
    "일일이 풀어서 말씀드리면, [[P:01]].",
    # (round 13's ordinal adverb into the speaker's act, "첫 번째로 말씀드리면", is refused
    # since round 90 and listed with the claims above)
    # the message's own order kept as it is, on the way to the speaker's act
    "순서를 그대로 둔 채 말씀드리면, [[P:01]].",
    "앞뒤 순서를 그대로 놓고 말씀드릴게요. [[P:01]].",
]


@pytest.mark.parametrize("generated", ROUND_THIRTEEN_BENIGN)
def test_round_thirteen_organising_prose_is_accepted(generated):
    assert isinstance(_daily(generated), Accepted), generated


@pytest.mark.parametrize(("generated", "reason"), list(ROUND_THIRTEEN_CLAIMS.items()))
def test_round_thirteen_look_alike_claims_are_rejected(generated, reason):
    assert _daily(generated) == Rejected("validation_rejected", reason)


def test_round_thirteen_a_distributive_adverb_on_the_action_changes_it():
    rationale = ("weekly.v1", "weekly.rationale")
    interpretation = ("weekly.v1", "weekly.interpretation")
    # fresh10-tune let "[[P:01]]. 틈틈이 [[A:01]]." through: how often the customer acts
    for claim in ("짬짬이, [[A:01]].", "일일이 [[A:01]].", "샅샅이 [[A:01]].", "번번이 [[A:01]]."):
        assert _on(*rationale, claim).reason == "evaluative_or_epistemic", claim
    assert not _on(*interpretation, "[[P:01]]. 간간이 [[A:01]].").accepted
    assert _on(*rationale, "낱낱이 짚어 드리면, [[A:01]].").accepted


def test_round_thirteen_in_addition_to_this_between_two_issued_sentences():
    interpretation = ("weekly.v1", "weekly.interpretation")
    # fresh10-tune refused "[[P:01]]. 여기에 더해 [[A:01]]." as a link: it only adds
    for harmless in ("[[P:01]]. 이에 더해 [[A:01]].", "[[P:01]]. 이것에 더해, [[A:01]]."):
        assert _on(*interpretation, harmless).accepted, harmless
    for claim, reason in {
        "[[P:01]]. 산책에 더해 [[A:01]].": "causal_or_conditional_link",
        "[[P:01]]. 여기에 더하면 [[A:01]].": "causal_or_conditional_link",
        "[[P:01]]. 여기에 더해졌어요. [[A:01]].": "past_event",
        "[[P:01]]. 여기에 조금 더해 [[A:01]].": "evaluative_or_epistemic",
        "여기에 더해 [[P:01]]. 그리고 [[A:01]].": "causal_or_conditional_link",
        "[[P:01]]. 여기에 더했어요 [[A:01]].": "past_event",
    }.items():
        assert _on(*interpretation, claim).reason == reason, claim


# Round thirteen, addendum (ADR 0020): "다달이" was found passing while probing round 13, and
# the class behind it - a period said to recur, written with the distributive 매 ("매년",
# "매월", "매해", "매시간", "매 순간") or as 다달이 - passed on every surface. Each states
# that something happens every year, month or hour, so it is a time word even when it
# times the speaker's own act ("매월 정리해 드리면" promises a monthly report).
RECURRING_PERIOD_CLAIMS = [
    "매년 그러하듯, [[P:01]].",
    "매해, [[P:01]].",
    "매월 정리해 드리면, [[P:01]].",
    "매시간 [[P:01]].",
    "매 순간 [[P:01]].",
    "다달이, [[P:01]].",
    "다달이 짚어 드리면, [[P:01]].",
    "[[P:01]]. 매년 그래 왔어요.",
]
RECURRING_PERIOD_LOOK_ALIKES = [
    "매 항목마다 짚어 드리면, [[P:01]].",  # each part of this message
    "매끄럽게 정리해 드리면, [[P:01]].",  # smoothly
    "매듭지어 말씀드리면, [[P:01]].",  # to tie it up
]


@pytest.mark.parametrize("generated", RECURRING_PERIOD_CLAIMS)
def test_a_recurring_period_is_a_time_word(generated):
    assert _daily(generated) == Rejected("validation_rejected", "time")


@pytest.mark.parametrize("generated", RECURRING_PERIOD_LOOK_ALIKES)
def test_the_distributive_look_alikes_that_count_no_time_pass(generated):
    assert isinstance(_daily(generated), Accepted), generated


def test_a_recurring_period_on_the_other_surfaces():
    for surface, slot, claim in (
        ("weekly.v1", "weekly.rationale", "매달 그렇듯, [[A:01]]."),
        ("weekly.v1", "weekly.interpretation", "[[P:01]]. 매년 [[P:02]]."),
        ("adaptive.physique.card.v1", "adaptive.physique.review_instruction", "매시간 [[A:01]]."),
    ):
        assert _on(surface, slot, claim).reason == "time", claim


# Round fourteen (ADR 0020): the classes behind fresh11-tune's wrong decisions, each read off
# Kiwi's analysis and each with claims written first that must keep failing. No text below
# is in a corpus.
ROUND_FOURTEEN_CLAIMS = {
    # a. 일단 made a topic ("for now"): what follows holds only provisionally
    "일단은, [[P:01]].": "evaluative_or_epistemic",
    "일단은 [[P:01]]. 그렇게 정리해 드릴게요.": "evaluative_or_epistemic",
    # b. a time noun Kiwi reads as an adverb, dating the noun after it: found probing (a),
    # "어제 현황을 말씀드리면" passed as if 어제 timed the speaker's act
    "어제 내용을 말씀드리면, [[P:01]].": "time",
    "어제 현황을 짧게 말씀드리면, [[P:01]].": "time",
    "어제 소식부터 전해 드리면, [[P:01]].": "time",
    # c. the report of another period, or the report said to have changed
    "그제 현황을 짚어 드리면, [[P:01]].": "time",
    "오늘 현황이 한결 나아졌어요. [[P:01]].": "forbidden_quality_adherence",
}
ROUND_FOURTEEN_BENIGN = [
    # 일단 leading into the speaker's act, or bare before an issued sentence, only orders
    "일단은 결론부터 말씀드리면, [[P:01]].",
    "일단 핵심부터 짚어 드릴게요. [[P:01]].",
    # the surface's own day before the message's content
    "오늘 내용을 간단히 말씀드리면, [[P:01]].",
    # the surface's own period before the report it gives ("today's status")
    "오늘 현황을 간단히 짚어 드리면, [[P:01]].",
    "오늘 현황부터 말씀드릴게요. [[P:01]].",
]


@pytest.mark.parametrize("generated", ROUND_FOURTEEN_BENIGN)
def test_round_fourteen_organising_prose_is_accepted(generated):
    assert isinstance(_daily(generated), Accepted), generated


@pytest.mark.parametrize(("generated", "reason"), list(ROUND_FOURTEEN_CLAIMS.items()))
def test_round_fourteen_look_alike_claims_are_rejected(generated, reason):
    assert _daily(generated) == Rejected("validation_rejected", reason)


def test_round_fourteen_for_now_on_the_action_and_a_dated_noun_elsewhere():
    rationale = ("weekly.v1", "weekly.rationale")
    interpretation = ("weekly.v1", "weekly.interpretation")
    # fresh11-tune let "일단은 [[A:01]]." through: the action made provisional
    for claim in ("일단은, [[A:01]].", "일단은 이렇게, [[A:01]]."):
        assert _on(*rationale, claim).reason == "evaluative_or_epistemic", claim
    claim = "[[P:01]]. 그리고 일단은, [[A:01]]."
    assert _on(*interpretation, claim).reason == "evaluative_or_epistemic"
    assert _on(*rationale, "일단은 말씀드리면, [[A:01]].").accepted
    # on weekly, "today" is not the surface's own period, before a noun or not
    assert _on(*rationale, "내일 일정을 말씀드리면, [[A:01]].").reason == "time"
    assert _on(*rationale, "오늘 내용을 말씀드리면, [[A:01]].").reason == "time"
    # the weekly surface's own period before its report; another week's stays time
    assert _on(*interpretation, "이번 주 현황부터 짚어 드리면, [[P:01]]. 이어서 [[A:01]].").accepted
    claim = "지난주 현황부터 짚어 드리면, [[P:01]]. 이어서 [[A:01]]."
    assert _on(*interpretation, claim).reason == "time"


def test_round_fourteen_the_lines_above_named_as_what_was_composed():
    rationale = ("weekly.v1", "weekly.rationale")
    dual = ("adaptive.dualcoachtest.card.v1", "adaptive.dual.review.1")
    # fresh11-tune refused "[[A:01]]. 이상이 정리된 내용입니다." (Kiwi cut 이상 into 이 + 상)
    for harmless in (
        "[[A:01]]. 여기까지가 요약된 내용입니다.",
        "[[A:01]]. 이것이 정리된 말씀입니다.",
    ):
        assert _on(*rationale, harmless).accepted, harmless
    assert _on(*dual, "[[P:01]]. 여기까지가 정리된 내용입니다.").accepted
    for claim in (
        "[[A:01]]. 기록이 정리된 내용입니다.",  # another subject: the records
        "[[A:01]]. 이상이 전달된 내용입니다.",  # a delivery
        "[[A:01]]. 이상이 확인된 내용입니다.",  # a verification
        "[[A:01]]. 이상이 정리된 결과입니다.",  # an outcome, not a message noun
        "[[A:01]]. 이상이 정리된 내용이었습니다.",  # the past
        "이상이 정리된 내용입니다. [[A:01]].",  # points back at nothing shown
        "[[A:01]]. 자료가 정리된 내용입니다.",
    ):
        assert not _on(*rationale, claim).accepted, claim


# Round fourteen, addendum (ADR 0020): a circumstance added to the issued facts - a place, a
# companion or a recipient, or any name - passed on every surface; no corpus writer had
# tried it. Found while probing round 14's "현황처럼".
CIRCUMSTANCE_CLAIMS = [
    "동네 공원에서, [[P:01]].",
    "회사 근처에서 [[P:01]].",
    "동료들과 함께, [[P:01]].",
    "어머님께, [[P:01]].",
    "담당 코치에게 [[P:01]].",
    "부산에서, [[P:01]].",
    "이영희 님께, [[P:01]].",
    "[[P:01]]. 헬스장에서요.",
]
CIRCUMSTANCE_LOOK_ALIKES = [
    "이쯤에서 짚어 드리면, [[P:01]].",  # a point in this message
    "이 자리를 빌려 말씀드리면, [[P:01]].",  # the occasion of speaking
    "요점과 흐름을 살려 말씀드리면, [[P:01]].",  # two parts of this message
    "아래와 같이 정리해 드릴게요. [[P:01]].",  # a place in this message
    "잔잔한 호수처럼, [[P:01]].",  # a simile of manner, judged as before
]


@pytest.mark.parametrize("generated", CIRCUMSTANCE_CLAIMS)
def test_a_place_a_companion_or_a_name_is_a_new_fact(generated):
    assert _daily(generated) == Rejected("validation_rejected", "new_fact")


@pytest.mark.parametrize("generated", CIRCUMSTANCE_LOOK_ALIKES)
def test_the_messages_own_places_and_parts_still_pass(generated):
    assert isinstance(_daily(generated), Accepted), generated


def test_a_circumstance_on_the_other_surfaces():
    for surface, slot, claim in (
        ("weekly.v1", "weekly.interpretation", "[[P:01]]. 헬스장에서 [[P:02]]."),
        ("weekly.v1", "weekly.rationale", "가족과 함께, [[A:01]]."),
        ("adaptive.dualcoachtest.card.v1", "adaptive.dual.judgment", "강남점에서, [[P:01]]."),
    ):
        assert _on(surface, slot, claim).reason == "new_fact", claim


# Round fifteen (ADR 0020): the classes behind fresh12-tune's wrong decisions - long prose
# that only lays the message out, and a unit of measure - each read off Kiwi's analysis and
# each with look-alike claims written first that must keep failing. No text below is in a
# corpus.
ROUND_FIFTEEN_CLAIMS = {
    # a. a unit of measure frames the issued sentence as a quantity
    "그램 단위로 짚어 드리면, [[P:01]].": "number",
    "센티 단위로 정리하면, [[P:01]].": "number",
    "[[P:01]]. 미터 기준으로 보면 그렇습니다.": "number",
    # b. 앞 before anything but the message's own part stays a time word
    "시합을 앞에 두고, [[P:01]].": "time",
    "며칠 앞에 말씀드리면, [[P:01]].": "time",
    "대회를 앞에 두고 정리해 두었어요. [[P:01]].": "time",
    # c. a past act of composing with a subject, a companion or another record
    "[[P:01]]. 트레이너가 내용을 정리했습니다.": "past_speech_act",
    "[[P:01]]. 요점은 코치님과 함께 정리했어요.": "past_speech_act",
    "[[P:01]]. 일정은 아래에 적어 두었어요.": "past_speech_act",
    "[[P:01]]. 고객님께 안내를 정리해 드렸어요.": "past_speech_act",
    "[[P:01]]. 내용은 어제 정리해 두었어요.": "time",
    "[[P:01]]. 이렇게 마쳤어요.": "past_speech_act",
    # d. a part named by someone else's act, the past or a predicate of the world
    "[[P:01]]. 말씀드렸던 항목입니다.": "past_speech_act",
    "말씀드릴 항목이었습니다. [[P:01]].": "past_event",
    "[[P:01]]. 꼭 말씀드릴 부분입니다.": "evaluative_or_epistemic",
    "다음 주로 말씀드릴 부분입니다. [[P:01]].": "time",
    # e. the rest said to go on at another time
    "[[P:01]]. 나머지는 다음 주에 이어집니다.": "time",
    # f. "this much" as a basis, not the extent of the closing
    "이 정도로 마치셨네요. [[P:01]].": "causal_link",
    # g. placing something that is not the message
    "[[P:01]]. 기구를 배치해 드릴게요.": "action_offer",
    # h. "at once" about the customer's act
    "한 번에 끝내셨네요. [[P:01]].": "number",
    # i. gathering something that is not the message
    "사진을 한데 모으면, [[P:01]].": "causal_or_conditional_link",
    # j. the reader reading something else, or later
    "[[P:01]]. 고객님도 내용을 보실 수 있어요.": "customer_predicate",
    "[[P:01]]. 나머지 내용은 내일 보실 수 있어요.": "time",
}
ROUND_FIFTEEN_BENIGN = [
    # the message's part placed in front, or the front of the message as where it is said
    "맨 앞에 둘 대목은, [[P:01]].",
    "가장 앞에 짚어 드리면, [[P:01]].",
    "핵심을 맨 앞에 두고 차근차근 풀어서 말씀드리겠습니다. [[P:01]].",
    # the past composing of this message, coordinated with placing its part
    "요점을 앞에 두고 나머지는 아래에 간추려 두었습니다. [[P:01]].",
    "세부 내용은 아래에 차례로 적어 두었어요. [[P:01]].",
    # a part named by the speaker's coming act
    "다음으로 짚어 드릴 대목입니다. [[P:01]].",
    "덧붙여 전해 드릴 내용입니다. [[P:01]].",
    # where the rest of the message goes
    "[[P:01]]. 나머지는 차례대로 이어집니다.",
    "[[P:01]]. 아래 내용도 같은 순서로 이어집니다.",
    # closing: this far
    "[[P:01]]. 말씀은 이 정도로 맺겠습니다.",
    # setting the parts out, gathering them, reading them at once or further on
    "짚어 드릴 핵심을 나란히 놓아 드릴게요. [[P:01]].",
    "전해 드릴 말씀을 한데 모으면, [[P:01]].",
    "한 번에 살펴보실 수 있게 정리해 드리면, [[P:01]].",
    "[[P:01]]. 자세한 내용은 아래에서 보실 수 있어요.",
    # a unit of the message itself is no measure
    "항목 단위로 나누어 말씀드리면, [[P:01]].",
]


@pytest.mark.parametrize("generated", ROUND_FIFTEEN_BENIGN)
def test_round_fifteen_layout_prose_is_accepted(generated):
    assert isinstance(_daily(generated), Accepted), generated


@pytest.mark.parametrize(("generated", "reason"), list(ROUND_FIFTEEN_CLAIMS.items()))
def test_round_fifteen_look_alike_claims_are_rejected(generated, reason):
    assert _daily(generated) == Rejected("validation_rejected", reason)


def test_round_fifteen_on_the_other_surfaces():
    interpretation = ("weekly.v1", "weekly.interpretation")
    physique = ("adaptive.physique.card.v1", "adaptive.physique.review_instruction")
    dual = ("adaptive.dualcoachtest.card.v1", "adaptive.dual.review.1")
    for surface, slot, harmless in (
        (*interpretation, "맨 앞에 둘 요점은 이렇습니다. [[P:01]]. 이어서, [[A:01]]."),
        (*physique, "[[A:01]]. 세부 사항은 뒤에 묶어 두었습니다."),
        (*dual, "덧붙여 짚어 드릴 사유입니다. [[P:01]]."),
    ):
        assert _on(surface, slot, harmless).accepted, harmless
    for surface, slot, claim, reason in (
        (*interpretation, "[[P:01]]. 킬로 단위로 보면, [[A:01]].", "number"),
        (*physique, "[[A:01]]. 트레이너가 안내를 정리했습니다.", "past_speech_act"),
        (*dual, "[[P:01]]. 주의하실 부분입니다.", "forbidden_risk_safety"),
    ):
        assert _on(surface, slot, claim).reason == reason, claim


# Round sixteen (ADR 0020): the classes behind fresh13-tune's wrong decisions - discourse
# markers, similes about the presentation and headings, and the same small words turned into
# claims - each read off Kiwi's analysis and each with look-alike claims written first that
# must keep failing. No text below is in a corpus.
ROUND_SIXTEEN_CLAIMS = {
    # a. 반면 (Kiwi: a noun) sets one fact against another
    "반면, [[P:01]].": "causal_link",
    # b. 또 before a manner deictic or a simile: again, as before
    "또 그처럼, [[P:01]].": "evaluative_or_epistemic",
    "또 저렇게, [[P:01]].": "evaluative_or_epistemic",
    "또 어제처럼, [[P:01]].": "evaluative_or_epistemic",
    # c. the customer's knowing, guessing or past seeing as the standard of a simile
    "아시는 것처럼, [[P:01]].": "customer_predicate",
    "짐작하시는 바와 같이, [[P:01]].": "evidential_framing",
    "보셨던 바와 같이, [[P:01]].": "customer_predicate",
    "보시는 대로, [[P:01]].": "customer_predicate",
    # d. "can" about the world, or the speaker's act at another time or of other news
    "그렇게 될 수 있겠습니다. [[P:01]].": "prediction",
    "내일 말씀드릴 수 있겠습니다. [[P:01]].": "time",
    # e. 따라 after anything but the message's order, or with no speech act after it
    "기준에 따라 짚어 드리면, [[P:01]].": "evidential_framing",
    "차례에 따라, [[P:01]].": "evidential_framing",
    # f. a heading with an evaluation, or in the past
    "끝으로 어려운 부분입니다. [[P:01]].": "predication",
    "우선 첫머리였습니다. [[P:01]].": "past_event",
    # (round 34: Kiwi's 앞 + 부분 is read as the word 앞부분, so the evaluative modifier on
    # the heading is what refuses it now - it was 앞 read as time)
    "먼저 중요한 앞부분입니다. [[P:01]].": "predication",
    # g. 앞서 on a telling with nothing above it, as a comparison, or a telling's other form
    "앞서 말씀드린 대목과 함께, [[P:01]].": "evaluative_or_epistemic",
}
ROUND_SIXTEEN_BENIGN = [
    # the part composed above, continued or joined
    "앞서 간추린 요점에 이어, [[P:01]].",
    "앞서 정리된 대목과 함께, [[P:01]].",
    # the reader's present seeing as the standard of a simile
    "읽으시는 것처럼, [[P:01]].",
    "보시는 바처럼, [[P:01]].",
    # how the speaker may put it
    "그렇게 말씀드릴 수 있겠습니다. [[P:01]].",
    "이렇게 짚어 드릴 수 있겠어요. [[P:01]].",
    # the message's own order
    "차례에 따라 짚어 드리면, [[P:01]].",
    # a heading naming where the message is
    "우선 첫머리입니다. [[P:01]].",
    # 또 into the speaker's act restates
    "또 이렇게 풀어 드리면, [[P:01]].",
]


@pytest.mark.parametrize("generated", ROUND_SIXTEEN_BENIGN)
def test_round_sixteen_organising_prose_is_accepted(generated):
    assert isinstance(_daily(generated), Accepted), generated


@pytest.mark.parametrize(("generated", "reason"), list(ROUND_SIXTEEN_CLAIMS.items()))
def test_round_sixteen_look_alike_claims_are_rejected(generated, reason):
    assert _daily(generated) == Rejected("validation_rejected", reason)


def test_round_sixteen_on_the_other_surfaces():
    interpretation = ("weekly.v1", "weekly.interpretation")
    rationale = ("weekly.v1", "weekly.rationale")
    dual = ("adaptive.dualcoachtest.card.v1", "adaptive.dual.judgment")
    for surface, slot, harmless in (
        (*interpretation, "[[P:01]]. 앞서 말씀드린 대목에 이어, [[P:02]]."),
        (*interpretation, "끝으로 뒷부분입니다. [[P:01]]. 이어서 [[P:02]]."),
        (*rationale, "앞서 말씀드린 대목과 함께, [[A:01]]."),
    ):
        assert _on(surface, slot, harmless).accepted, harmless
    for surface, slot, claim, reason in (
        (*interpretation, "[[P:01]]. 그런 반면 [[P:02]].", "causal_link"),
        (*rationale, "앞서 말씀드린 대목과 같이, [[A:01]].", "evaluative_or_epistemic"),
        (*dual, "앞서 말씀드린 대목에 이어, [[P:01]].", "evaluative_or_epistemic"),
    ):
        assert _on(surface, slot, claim).reason == reason, claim


# Round seventeen (ADR 0020): the classes behind fresh14-tune's wrong decisions - 반말 in the
# product's polite prose, reading formulas about this message, all of the message gathered,
# one more part to say - each read off Kiwi's analysis and each with look-alike claims
# written first that must keep failing. No text below is in a corpus.
_DAILY = ("daily.v1", "daily.status")
_INTERPRETATION = ("weekly.v1", "weekly.interpretation")
_RATIONALE = ("weekly.v1", "weekly.rationale")
_REVIEW = ("adaptive.dualcoachtest.card.v1", "adaptive.dual.review.3")
_PHYSIQUE = ("adaptive.physique.card.v1", "adaptive.physique.review_instruction")
ROUND_SEVENTEEN_CLAIMS = [
    # a. 반말 (and 해라체) final endings: a register slip, whatever they say
    (_DAILY, "정리해 둘게. [[P:01]].", "register"),
    (_DAILY, "정리하면 이렇다. [[P:01]].", "register"),
    (_RATIONALE, "근거는 이거야. [[A:01]].", "register"),
    # b. reported speech (found probing): what someone else said
    (_DAILY, "정리했대요. [[P:01]].", "evidential_framing"),
    (_DAILY, "간추려 드린답니다. [[P:01]].", "evidential_framing"),
    # c. "보시면 돼요" on anything but a named part of this message, negated or past
    (_DAILY, "[[P:01]]. 거울을 보시면 돼요.", "customer_predicate"),
    (_DAILY, "[[P:01]]. 천천히 살펴보시면 돼요.", "customer_predicate"),
    (_DAILY, "[[P:01]]. 아래 내용은 안 보시면 돼요.", "customer_predicate"),
    (_DAILY, "[[P:01]]. 아래 내용은 보셨으면 돼요.", "customer_predicate"),
    # d. a request to read, on a customer surface (round eight), even with a time of reading
    (_DAILY, "[[P:01]]. 이어지는 설명도 천천히 읽어 주세요.", "instruction"),
    (_RATIONALE, "[[A:01]]. 편하실 때 천천히 읽어 주세요.", "instruction"),
    (_DAILY, "[[P:01]]. 라벨을 꼼꼼히 읽어 주세요.", "instruction"),
    (_DAILY, "[[P:01]]. 아래 안내는 안 읽어 주셔도 돼요.", "instruction"),
    (_DAILY, "[[P:01]]. 천천히 읽어 보세요.", "instruction"),
    # e. 때 after someone's state, another act, or reading something else
    (_DAILY, "[[P:01]]. 몸이 편하실 때 읽어 주세요.", "time"),
    (_DAILY, "[[P:01]]. 산책하실 때 읽어 주세요.", "time"),
    (_PHYSIQUE, "사진을 보실 때 참고해 주세요. [[A:01]].", "time"),
    # f. all of something else gathered; one place with nothing of the message in it
    (_DAILY, "사진을 전부 모아 두었어요. [[P:01]].", "evaluative_or_epistemic"),
    (_RATIONALE, "사진을 전부 모아 이렇게 정리했어요. [[A:01]].", "evaluative_or_epistemic"),
    (_DAILY, "한 자리에 모았어요. [[P:01]].", "past_event"),
    # g. counting more than one, or one more told in the past
    (_INTERPRETATION, "[[P:01]]. 또 두 가지 말씀드리면, [[P:02]].", "number"),
    (_INTERPRETATION, "[[P:01]]. 또 하나 말씀드렸어요. [[P:02]].", "past_speech_act"),
    # h. the customer's act as a purpose, the customer's ease or state
    (_DAILY, "한 번에 고르실 수 있게 모아서 적었어요. [[P:01]].", "customer_predicate"),
    (
        _INTERPRETATION,
        "몸이 편하시도록 순서를 맞춰 적었어요. [[P:01]]. 이어서 [[A:01]].",
        "customer_predicate",
    ),
    (
        _INTERPRETATION,
        "지내시기 편하시도록 순서를 맞춰 적었어요. [[P:01]]. 이어서 [[A:01]].",
        "customer_predicate",
    ),
    # i. having seen something else, or nothing read after it
    (_PHYSIQUE, "사진을 보신 뒤 이어서 읽으실 안내입니다. [[A:01]].", "customer_predicate"),
    (_PHYSIQUE, "위 항목을 보신 뒤 [[A:01]].", "customer_predicate"),
]
ROUND_SEVENTEEN_BENIGN = [
    # how this message may be read: a named part of it, with the reader's 보시면 되-
    (_DAILY, "[[P:01]]. 아래 설명도 찬찬히 살펴보시면 돼요."),
    (_DAILY, "[[P:01]]. 이 대목은 나란히 보시면 돼요."),
    (_REVIEW, "[[P:01]]. 위 사항과 함께 보시면 됩니다."),
    # the reader's time of reading this message
    (_REVIEW, "[[P:01]]. 편하실 때 위 사항과 함께 보시면 됩니다."),
    (_PHYSIQUE, "카드를 보실 때 함께 참고해 주세요. [[A:01]]."),
    # all of this message gathered by the speaker
    (_DAILY, "말씀드릴 내용을 전부 한자리에 모아 두었어요. [[P:01]]."),
    (_INTERPRETATION, "보고 내용을 전부 한자리에 모았어요. [[P:01]]. 이어서 [[P:02]]."),
    (_RATIONALE, "보고 내용을 전부 모아 이렇게 간추렸어요. [[A:01]]."),
    # one more part to say
    (_INTERPRETATION, "[[P:01]]. 그리고 또 하나 말씀드리자면, [[P:02]]."),
    # laid out for the reader's reading, with the reader's -시-
    (_DAILY, "한 번에 읽으실 수 있게 모아서 적었어요. [[P:01]]."),
    (_INTERPRETATION, "보기 편하시도록 차례를 맞춰 적었어요. [[P:01]]. 이어서 [[A:01]]."),
    (_PHYSIQUE, "위 사항을 보신 뒤 이어서 읽으실 안내입니다. [[A:01]]."),
]


@pytest.mark.parametrize(("where", "generated"), ROUND_SEVENTEEN_BENIGN)
def test_round_seventeen_organising_prose_is_accepted(where, generated):
    surface, slot = where
    assert _on(surface, slot, generated).accepted, generated


@pytest.mark.parametrize(("where", "generated", "reason"), ROUND_SEVENTEEN_CLAIMS)
def test_round_seventeen_look_alike_claims_are_rejected(where, generated, reason):
    surface, slot = where
    decision = _on(surface, slot, generated)
    assert not decision.accepted and decision.reason == reason, (generated, decision.reason)


def test_round_seventeen_probes_are_in_no_corpus():
    written = _corpus_texts()
    probes = [text for _, text, _ in ROUND_SEVENTEEN_CLAIMS]
    probes += [text for _, text in ROUND_SEVENTEEN_BENIGN]
    assert not written & set(probes)


# Round eighteen (ADR 0020): the classes behind fresh15-tune's wrong decisions - who is
# addressed on which surface, 당신, another occasion promised, the issued action urged on
# now, a point singled out, the speaker's act starting now, the weekly surface's own
# period, the card's own sentence named - each with look-alike claims written first that
# must keep failing. No text below is in a corpus.
_JUDGMENT = ("adaptive.dualcoachtest.card.v1", "adaptive.dual.judgment")
ROUND_EIGHTEEN_CLAIMS = [
    # a. someone who does not read this surface addressed (vocative or salutation)
    (_DAILY, "코치님께, [[P:01]].", "addressee"),
    (_DAILY, "반갑습니다, 코치님. [[P:01]].", "addressee"),
    (_DAILY, "선생님, [[P:01]].", "addressee"),
    (_RATIONALE, "담당 코치님, [[A:01]].", "addressee"),
    (_PHYSIQUE, "고객님, 이어서 [[A:01]].", "addressee"),
    (_JUDGMENT, "회원님, 정리해 드리면 [[P:01]].", "addressee"),
    (_REVIEW, "회원님께, [[P:01]].", "addressee"),
    # b. 당신: no polite address in the product's prose
    (_DAILY, "당신의 안내입니다. [[P:01]].", "register"),
    # c. another occasion: "next time", or the speaker's act promised again
    (_RATIONALE, "[[P:01]]. 다음에 또 말씀드릴게요.", "time"),
    (_INTERPRETATION, "[[P:01]]. 다음에는 [[P:02]].", "time"),
    (_RATIONALE, "[[P:01]]. 다시 말씀드릴게요.", "prediction"),
    (_RATIONALE, "[[A:01]]. 다시 안내해 드리겠습니다.", "prediction"),
    # d. the issued action urged on now
    (_PHYSIQUE, "지금 당장, [[A:01]].", "time"),
    (_PHYSIQUE, "지금 곧 [[A:01]].", "time"),
    # e. something singled out as the centre
    (_PHYSIQUE, "이 대목을 중심으로, [[A:01]].", "evaluative_or_epistemic"),
    (_JUDGMENT, "요점을 중심으로 말씀드리면, [[P:01]].", "evaluative_or_epistemic"),
    # f. 지금부터 dating an issued sentence, a past act, or as a contrasted topic
    (_DAILY, "지금부터 [[P:01]].", "time"),
    (_DAILY, "지금부터 말씀드렸어요. [[P:01]].", "time"),
    (_DAILY, "지금부터는 말씀드릴게요. [[P:01]].", "time"),
    # g. 주간 before anything but the message, or on daily
    (_INTERPRETATION, "주간 평균으로 보면, [[P:01]]. 이어서 [[P:02]].", "time"),
    (_DAILY, "주간 안내입니다. [[P:01]].", "time"),
    # h. a sentence named without the compound, or in the past
    (_PHYSIQUE, "이 카드의 문장입니다. [[A:01]].", "predication"),
    (_PHYSIQUE, "안내 문장이었습니다. [[A:01]].", "past_event"),
]
ROUND_EIGHTEEN_BENIGN = [
    # the surface's own reader addressed, as a vocative or a salutation
    (_JUDGMENT, "코치님, 정리해 드리면 [[P:01]]."),
    (_PHYSIQUE, "운영자님께, [[A:01]]."),
    (_DAILY, "회원님께, [[P:01]]."),
    (_INTERPRETATION, "안녕하세요, 회원님. [[P:01]]. 이어서 [[P:02]]."),
    # ordering, not another occasion; restating, not a promise
    (_INTERPRETATION, "[[P:01]]. 그 다음에 [[P:02]]."),
    (_INTERPRETATION, "[[P:01]]. 다시 말씀드리면, [[P:02]]."),
    # the speaker's act starting now
    (_DAILY, "지금부터 말씀드리면, [[P:01]]."),
    (_DAILY, "지금부터 안내해 드릴게요. [[P:01]]."),
    (_DAILY, "지금부터 소식을 전해 드리겠습니다. [[P:01]]."),
    # the weekly surface's own period before the message
    (_INTERPRETATION, "주간 안내를 정리해 드리면, [[P:01]]. 이어서 [[P:02]]."),
    # what this card's sentence is
    (_PHYSIQUE, "이 카드에 대한 말씀입니다. [[A:01]]."),
    (_PHYSIQUE, "이 카드의 인사 글입니다. [[A:01]]."),
]


@pytest.mark.parametrize(("where", "generated"), ROUND_EIGHTEEN_BENIGN)
def test_round_eighteen_organising_prose_is_accepted(where, generated):
    surface, slot = where
    assert _on(surface, slot, generated).accepted, generated


@pytest.mark.parametrize(("where", "generated", "reason"), ROUND_EIGHTEEN_CLAIMS)
def test_round_eighteen_look_alike_claims_are_rejected(where, generated, reason):
    surface, slot = where
    decision = _on(surface, slot, generated)
    assert not decision.accepted and decision.reason == reason, (generated, decision.reason)


def test_round_eighteen_probes_are_in_no_corpus():
    written = _corpus_texts()
    probes = [text for _, text, _ in ROUND_EIGHTEEN_CLAIMS]
    probes += [text for _, text in ROUND_EIGHTEEN_BENIGN]
    # Name only the probes on failure: the corpus holds held-out texts that must not print.
    assert [text for text in probes if text in written] == []


# Round nineteen (ADR 0020): the classes behind fresh16-tune's wrong decisions - hearsay in
# someone's words, "not only that" between two issued sentences, the speaker trying once -
# each with look-alike claims written first that must keep failing. No text below is in a
# corpus.
ROUND_NINETEEN_CLAIMS = [
    # a. what someone else says: a person's words, or anyone's words as a topic
    (_DAILY, "코치님 말씀으로는 [[P:01]].", "evidential_framing"),
    (_REVIEW, "트레이너의 말로는, [[P:01]].", "evidential_framing"),
    (_JUDGMENT, "시스템 말로는 [[P:01]].", "evidential_framing"),
    (_DAILY, "말씀으로는 [[P:01]].", "evidential_framing"),
    # b. 뿐 아니라 after a noun, before anything but the issued sentence, or as a sentence
    (_INTERPRETATION, "[[P:01]]. 체중뿐 아니라 [[P:02]].", "forbidden_decision_action"),
    (_INTERPRETATION, "[[P:01]]. 그뿐 아니라 더 [[P:02]].", "causal_or_conditional_link"),
    (_INTERPRETATION, "그뿐 아니라 [[P:01]]. 이어서 [[P:02]].", "causal_or_conditional_link"),
    (_INTERPRETATION, "[[P:01]]. 그뿐이 아닙니다. [[P:02]].", "predication"),
    (_INTERPRETATION, "[[P:01]]. 그 때문만이 아니라 [[P:02]].", "causal_link"),
    # c. 한 번 as a repetition, in the past, of another act, or the reader's trying
    (_DAILY, "한번 정리해 봤습니다. [[P:01]].", "number"),
    (_DAILY, "한번 걸어 보겠습니다. [[P:01]].", "number"),
    (_RATIONALE, "[[A:01]]. 한번 해 보세요.", "number"),
    (_DAILY, "한번 [[P:01]].", "number"),
    (_DAILY, "다시 한번 정리해 보겠습니다. [[P:01]].", "prediction"),
]
ROUND_NINETEEN_BENIGN = [
    # the speaker's own wording, not someone's words
    (_DAILY, "정리하는 말로, [[P:01]]."),
    (_DAILY, "마지막 말씀으로, [[P:01]]."),
    (_DAILY, "덧붙여 드릴 말씀으로는, [[P:01]]."),
    # not only that: an addition between two issued sentences
    (_INTERPRETATION, "[[P:01]]. 그뿐만 아니라 [[P:02]]."),
    (_INTERPRETATION, "[[P:01]]. 이뿐 아니라, [[P:02]]."),
    (_INTERPRETATION, "[[P:01]]. 그것뿐 아니라 [[P:02]]."),
    # the speaker tries once
    (_RATIONALE, "한번 짚어 보면, [[A:01]]."),
    (_DAILY, "한번 간추려 보겠습니다. [[P:01]]."),
]


@pytest.mark.parametrize(("where", "generated"), ROUND_NINETEEN_BENIGN)
def test_round_nineteen_organising_prose_is_accepted(where, generated):
    surface, slot = where
    assert _on(surface, slot, generated).accepted, generated


@pytest.mark.parametrize(("where", "generated", "reason"), ROUND_NINETEEN_CLAIMS)
def test_round_nineteen_look_alike_claims_are_rejected(where, generated, reason):
    surface, slot = where
    decision = _on(surface, slot, generated)
    assert not decision.accepted and decision.reason == reason, (generated, decision.reason)


def test_round_nineteen_probes_are_in_no_corpus():
    written = _corpus_texts()
    probes = [text for _, text, _ in ROUND_NINETEEN_CLAIMS]
    probes += [text for _, text in ROUND_NINETEEN_BENIGN]
    # Count only: naming a colliding probe would show that a held-out text has its words.
    assert sum(text in written for text in probes) == 0


# Round twenty (ADR 0020): the classes behind fresh17-tune's wrong decisions - a point
# singled out as standing out, the card as the place of the speaker's act, nothing more to
# say - each with look-alike claims written first that must keep failing. No text below is
# in a corpus (the test after them counts, never names).
ROUND_TWENTY_CLAIMS = [
    # a. a predicate of standing out modifying a point: judged salient
    (_JUDGMENT, "눈에 띄는 점은, [[P:01]].", "evaluative_or_epistemic"),
    (_REVIEW, "두드러지는 부분은 [[P:01]].", "evaluative_or_epistemic"),
    (_DAILY, "돋보이는 것은 [[P:01]].", "evaluative_or_epistemic"),
    (
        _INTERPRETATION,
        "먼저 눈에 띄는 대목은, [[P:01]]. 이어서 [[P:02]].",
        "evaluative_or_epistemic",
    ),
    # b. the card with 에서, but no present speech act, or before the issued sentence itself
    (_JUDGMENT, "이 카드에서 확인된 내용입니다. [[P:01]].", "forbidden_evidential"),
    (_PHYSIQUE, "이 카드에서 드린 안내입니다. [[A:01]].", "causal_link"),
    (_JUDGMENT, "이 카드에서 [[P:01]].", "causal_link"),
    # c. 없 on what is not the speaker's addition, in the past, or the reader's
    (_JUDGMENT, "[[P:01]]. 바꿀 내용은 없습니다.", "forbidden_decision_action"),
    (_JUDGMENT, "[[P:01]]. 더 드릴 소식은 없습니다.", "predication"),
    (_JUDGMENT, "[[P:01]]. 덧붙일 말씀은 없었습니다.", "past_event"),
    (_JUDGMENT, "[[P:01]]. 덧붙이실 말씀은 따로 없습니다.", "customer_predicate"),
]
ROUND_TWENTY_BENIGN = [
    # the message made legible, and the first thing the speaker will say
    (_JUDGMENT, "눈에 띄게 정리하면, [[P:01]]."),
    (_JUDGMENT, "가장 먼저 말씀드릴 것은, [[P:01]]."),
    # the card as where the speaker speaks
    (_PHYSIQUE, "이 카드에서 전해 드릴 안내입니다. [[A:01]]."),
    (_JUDGMENT, "이 카드에서 말씀드릴 내용은 이렇습니다. [[P:01]]."),
    # nothing more to say
    (_JUDGMENT, "[[P:01]]. 더 드릴 말씀은 없습니다."),
    (_REVIEW, "[[P:01]]. 덧붙일 내용은 따로 없어요."),
]


@pytest.mark.parametrize(("where", "generated"), ROUND_TWENTY_BENIGN)
def test_round_twenty_organising_prose_is_accepted(where, generated):
    surface, slot = where
    assert _on(surface, slot, generated).accepted, generated


@pytest.mark.parametrize(("where", "generated", "reason"), ROUND_TWENTY_CLAIMS)
def test_round_twenty_look_alike_claims_are_rejected(where, generated, reason):
    surface, slot = where
    decision = _on(surface, slot, generated)
    assert not decision.accepted and decision.reason == reason, (generated, decision.reason)


def test_round_twenty_probes_are_in_no_corpus():
    written = _corpus_texts()
    probes = [text for _, text, _ in ROUND_TWENTY_CLAIMS]
    probes += [text for _, text in ROUND_TWENTY_BENIGN]
    # Count only: naming a colliding probe would show that a held-out text has its words.
    assert sum(text in written for text in probes) == 0


# Round twenty-one (ADR 0020): the class behind fresh18-tune's wrong decisions - the part of
# the message the speaker is giving now, to the reader named with 님께 - with look-alike
# claims written first that must keep failing. No text below is in a corpus (the test after
# them counts, never names).
ROUND_TWENTY_ONE_CLAIMS = [
    # the past, a recurrence, someone else's act, or a reader who does not read the card
    (_REVIEW, "[[P:01]]. 말씀드린 사유입니다.", "predication"),
    # a recurrence: `time` since round 50 (늘 on the telling is a habit across messages)
    (_REVIEW, "[[P:01]]. 늘 정리해 드리는 사유입니다.", "time"),
    (_REVIEW, "[[P:01]]. 다시 말씀드리는 사유입니다.", "predication"),
    (_REVIEW, "[[P:01]]. 코치님께 정리해 드리는 사유였습니다.", "past_event"),
    (_REVIEW, "[[P:01]]. 코치가 정리하는 사유입니다.", "evidential_framing"),
    (_REVIEW, "[[P:01]]. 코치님께서 정리하시는 사유입니다.", "customer_predicate"),
    (_REVIEW, "[[P:01]]. 고객님께 정리해 드리는 사유입니다.", "approval_delivery"),
    (_DAILY, "[[P:01]]. 코치님께 정리해 드리는 부분입니다.", "approval_delivery"),
]
ROUND_TWENTY_ONE_BENIGN = [
    (_REVIEW, "[[P:01]]. 말씀드리는 사유입니다."),
    (_REVIEW, "[[P:01]]. 운영자님께 말씀드리는 항목입니다."),
    (_REVIEW, "[[P:01]]. 이어서 정리해 드리는 사유입니다."),
    (_DAILY, "[[P:01]]. 회원님께 정리해 드리는 부분입니다."),
]


@pytest.mark.parametrize(("where", "generated"), ROUND_TWENTY_ONE_BENIGN)
def test_round_twenty_one_organising_prose_is_accepted(where, generated):
    surface, slot = where
    assert _on(surface, slot, generated).accepted, generated


@pytest.mark.parametrize(("where", "generated", "reason"), ROUND_TWENTY_ONE_CLAIMS)
def test_round_twenty_one_look_alike_claims_are_rejected(where, generated, reason):
    surface, slot = where
    decision = _on(surface, slot, generated)
    assert not decision.accepted and decision.reason == reason, (generated, decision.reason)


def test_round_twenty_one_probes_are_in_no_corpus():
    written = _corpus_texts()
    probes = [text for _, text, _ in ROUND_TWENTY_ONE_CLAIMS]
    probes += [text for _, text in ROUND_TWENTY_ONE_BENIGN]
    # Count only: naming a colliding probe would show that a held-out text has its words.
    assert sum(text in written for text in probes) == 0


# Round twenty-two (ADR 0020): the classes behind fresh19-tune's wrong decisions - a heading
# naming the message's part by its section label ("해석 부분입니다"), and the speaker vouching
# that nothing is wrong or missing ("틀린 곳 없이") - with look-alikes that must keep failing.
# No text below is in a corpus (the test after them counts, never names).
ROUND_TWENTY_TWO_CLAIMS = [
    # a label that is not a section of the message, a judging modifier, the past, no issued
    # sentence after the heading, a recurrence before it
    (_RATIONALE, "체중 부분입니다. [[A:01]].", "forbidden_decision_action"),
    (_RATIONALE, "중요한 근거 부분입니다. [[A:01]].", "predication"),
    (_RATIONALE, "근거 부분이었습니다. [[A:01]].", "past_event"),
    (_RATIONALE, "[[A:01]]. 근거 부분입니다.", "predication"),
    (_INTERPRETATION, "늘 해석 부분입니다. [[P:01]]. [[A:01]].", "evaluative_or_epistemic"),
    # a place of the message modified by a verb of error or omission, then 없
    (_DAILY, "[[P:01]]. 빠뜨린 것 없이 안내해 드립니다.", "evaluative_or_epistemic"),
    (_DAILY, "[[P:01]]. 틀린 데 없이 옮겨 드립니다.", "evaluative_or_epistemic"),
    (_JUDGMENT, "놓친 점 없이 말씀드립니다. [[P:01]].", "evaluative_or_epistemic"),
]
ROUND_TWENTY_TWO_BENIGN = [
    (_RATIONALE, "근거 부분입니다. [[A:01]]."),
    (_INTERPRETATION, "먼저 해석 부분입니다. [[P:01]]. [[A:01]]."),
    (_PHYSIQUE, "검토 안내 단락입니다. [[A:01]]."),
    (_REVIEW, "사유 부분입니다. [[P:01]]."),
    (_DAILY, "[[P:01]]. 군더더기 없이 안내해 드립니다."),
]


@pytest.mark.parametrize(("where", "generated"), ROUND_TWENTY_TWO_BENIGN)
def test_round_twenty_two_organising_prose_is_accepted(where, generated):
    surface, slot = where
    assert _on(surface, slot, generated).accepted, generated


@pytest.mark.parametrize(("where", "generated", "reason"), ROUND_TWENTY_TWO_CLAIMS)
def test_round_twenty_two_look_alike_claims_are_rejected(where, generated, reason):
    surface, slot = where
    decision = _on(surface, slot, generated)
    assert not decision.accepted and decision.reason == reason, (generated, decision.reason)


def test_round_twenty_two_probes_are_in_no_corpus():
    written = _corpus_texts()
    probes = [text for _, text, _ in ROUND_TWENTY_TWO_CLAIMS]
    probes += [text for _, text in ROUND_TWENTY_TWO_BENIGN]
    # Count only: naming a colliding probe would show that a held-out text has its words.
    assert sum(text in written for text in probes) == 0


# Round twenty-four (ADR 0020): the classes behind fresh20-tune's wrong decisions - a clause
# modifying an issued sentence ("이미 확정된 [[P:01]]"), the scalar particles 마저/조차, a
# condition with an outcome after it ("살펴 주시면 마무리됩니다"), "이 내용에 더하여" as
# "in addition" and the speaker's "한번 … 드리면" - with look-alikes that must keep failing.
# No text below is in a corpus (the test after them counts, never names).
ROUND_TWENTY_FOUR_CLAIMS = [
    # a modifier clause straight on an issued sentence: who did what to it, or its state
    (_JUDGMENT, "코치가 미리 살펴본 [[P:01]].", "predication"),
    (_REVIEW, "조금 전 정해진 [[P:01]].", "evaluative_or_epistemic"),
    (_DAILY, "차분히 지켜 오신 [[P:01]].", "forbidden_quality_adherence"),
    # "even X": the rest presupposed
    (_PHYSIQUE, "[[A:01]]. 나머지 부분조차 확인해 주세요.", "evaluative_or_epistemic"),
    (_INTERPRETATION, "[[P:01]]. 이 내용마저 [[A:01]].", "evaluative_or_epistemic"),
    # a condition, then what follows from it
    (_PHYSIQUE, "[[A:01]]. 검토해 주시면 정리됩니다.", "causal_or_conditional_link"),
    (_PHYSIQUE, "[[A:01]]. 이 부분까지 읽어 주시면 끝맺습니다.", "causal_or_conditional_link"),
    # adding to something that is not this message's part, or with 그
    (_INTERPRETATION, "[[P:01]]. 그 내용에 더하여 [[A:01]].", "causal_or_conditional_link"),
    (_INTERPRETATION, "[[P:01]]. 이 습관에 더하여 [[A:01]].", "forbidden_decision_action"),
    # 한 번 spaced, 한번 더, the past
    (_DAILY, "한 번 짚어 드리면, [[P:01]].", "number"),
    (_DAILY, "한번 더 짚어 드리면, [[P:01]].", "number"),
    (_DAILY, "한번 짚어 드렸어요. [[P:01]].", "past_speech_act"),
]
ROUND_TWENTY_FOUR_BENIGN = [
    (_REVIEW, "마저 말씀드리면, [[P:01]]."),
    (_PHYSIQUE, "[[A:01]]. 위 내용과 나란히 보시면 됩니다."),
    (_INTERPRETATION, "[[P:01]]. 이 말씀에 더해 [[A:01]]."),
    (_INTERPRETATION, "[[P:01]]. 이 대목에 더하여 [[A:01]]."),
    (_DAILY, "한번 짚어 드리면, [[P:01]]."),
    (_DAILY, "한번 간추려 드리면, [[P:01]]."),
]


# The ninety-third blind batch (fresh92, round 101) wrote one of these probes word for word: it
# is left out by its digest, so the text is never named here.
_R24_IN_A_CORPUS = frozenset({"fc5069e31d5eadc0"})
ROUND_TWENTY_FOUR_BENIGN = _unwritten(ROUND_TWENTY_FOUR_BENIGN, _R24_IN_A_CORPUS)


@pytest.mark.parametrize(("where", "generated"), ROUND_TWENTY_FOUR_BENIGN)
def test_round_twenty_four_organising_prose_is_accepted(where, generated):
    surface, slot = where
    assert _on(surface, slot, generated).accepted, generated


@pytest.mark.parametrize(("where", "generated", "reason"), ROUND_TWENTY_FOUR_CLAIMS)
def test_round_twenty_four_look_alike_claims_are_rejected(where, generated, reason):
    surface, slot = where
    decision = _on(surface, slot, generated)
    assert not decision.accepted and decision.reason == reason, (generated, decision.reason)


def test_round_twenty_four_probes_are_in_no_corpus():
    written = _corpus_texts()
    probes = [text for _, text, _ in ROUND_TWENTY_FOUR_CLAIMS]
    probes += [text for _, text in ROUND_TWENTY_FOUR_BENIGN]
    # Count only: naming a colliding probe would show that a held-out text has its words.
    assert sum(text in written for text in probes) == 0


# Round twenty-five (ADR 0020): the classes behind fresh21-tune's wrong decisions - "despite"
# on a nominalised predicate ("그럼에도"), asking the operator to excuse, understand or heed
# on a card ("양해 부탁드립니다"), and 한번 with a manner adverb before the speaker's trying -
# with look-alikes that must keep failing. No text below is in a corpus (the test after them
# counts, never names).
ROUND_TWENTY_FIVE_CLAIMS = [
    # "despite X": a contrast (or a fault) set against what follows
    (_INTERPRETATION, "[[P:01]]. 그럼에도 차분히 [[P:02]].", "causal_link"),
    (_DAILY, "그럼에도 불구하고, [[P:01]].", "predication"),
    (_PHYSIQUE, "바쁘심에도 불구하고, [[A:01]].", "customer_predicate"),
    # the operator asked to excuse, understand or cooperate: not reviewing the card
    (_REVIEW, "[[P:01]]. 너그러운 양해 부탁드려요.", "instruction"),
    (_JUDGMENT, "[[P:01]]. 이해를 부탁드립니다.", "instruction"),
    (_PHYSIQUE, "[[A:01]]. 협조 바랍니다.", "instruction"),
    # 한번 더 / 다시 with the manner adverb, and the reader's past trying, still count
    (_DAILY, "한번 더 천천히 짚어 보겠습니다. [[P:01]].", "number"),
    (_DAILY, "한번 천천히 다시 짚어 보겠습니다. [[P:01]].", "number"),
    (_DAILY, "한번 천천히 짚어 보셨지요. [[P:01]].", "number"),
]
ROUND_TWENTY_FIVE_BENIGN = [
    (_DAILY, "한번 천천히 짚어 보겠습니다. [[P:01]]."),
    (_JUDGMENT, "한번 간단히 풀어 볼게요. [[P:01]]."),
    # reviewing the card stays the operator's task
    (_PHYSIQUE, "[[A:01]]. 차분히 검토 부탁드립니다."),
    (_REVIEW, "[[P:01]]. 함께 참고 부탁드려요."),
]


@pytest.mark.parametrize(("where", "generated"), ROUND_TWENTY_FIVE_BENIGN)
def test_round_twenty_five_organising_prose_is_accepted(where, generated):
    surface, slot = where
    assert _on(surface, slot, generated).accepted, generated


@pytest.mark.parametrize(("where", "generated", "reason"), ROUND_TWENTY_FIVE_CLAIMS)
def test_round_twenty_five_look_alike_claims_are_rejected(where, generated, reason):
    surface, slot = where
    decision = _on(surface, slot, generated)
    assert not decision.accepted and decision.reason == reason, (generated, decision.reason)


def test_round_twenty_five_probes_are_in_no_corpus():
    written = _corpus_texts()
    probes = [text for _, text, _ in ROUND_TWENTY_FIVE_CLAIMS]
    probes += [text for _, text in ROUND_TWENTY_FIVE_BENIGN]
    # Count only: naming a colliding probe would show that a held-out text has its words.
    assert sum(text in written for text in probes) == 0


# Round twenty-six (ADR 0020): the classes behind fresh22-tune's wrong decisions - a state
# reported as a nominalised 있/없 ("특이 사항 없음"), a noun of likelihood ("가능성"), a word
# Kiwi reads only as a root glued to a noun, any act other than reading asked for as a noun
# (on the cards) or any act at all (on the customer's surfaces); accepted: the Sino-Korean
# verbs of outlining and 앞세우 with a part of the message as object - with look-alikes that
# must keep failing. No text below is in a corpus (the test after them counts, never names).
ROUND_TWENTY_SIX_CLAIMS = [
    # a status reported in note form
    (_INTERPRETATION, "특별한 점 없음을 전해 드립니다. [[P:01]]. [[P:02]].", "predication"),
    (_DAILY, "달라진 점 있음, [[P:01]].", "predication"),
    # a likelihood asserted, whatever it qualifies
    (_REVIEW, "재발 개연성과 무관하게, [[P:01]].", "evaluative_or_epistemic"),
    # a word Kiwi cannot read (추 + 이상)
    (_RATIONALE, "추이상으로는, [[A:01]].", "unanalysed_word"),
    # replying or getting in touch is not reviewing the card; on the customer's surfaces any
    # act asked for as a noun is an instruction
    (_REVIEW, "답장을 요청드립니다. [[P:01]].", "instruction"),
    (_PHYSIQUE, "[[A:01]]. 연락 바랍니다.", "instruction"),
    (_DAILY, "[[P:01]]. 답변 부탁드려요.", "instruction"),
    # 앞세우 with the plan as object, and outlining into an outcome or in the past
    (_DAILY, "식단을 앞세워 드립니다. [[P:01]].", "forbidden_decision_action"),
    (_DAILY, "개괄하면 좋아졌습니다, [[P:01]].", "forbidden_quality_adherence"),
    (_DAILY, "개괄해 드렸습니다. [[P:01]].", "past_speech_act"),
]
ROUND_TWENTY_SIX_BENIGN = [
    (_REVIEW, "확인을 요청드립니다. [[P:01]]."),
    (_PHYSIQUE, "[[A:01]]. 차분히 참고 바랍니다."),
    (_DAILY, "간략히 개관해 드리면, [[P:01]]."),
    (_DAILY, "약술하면, [[P:01]]."),
    (_DAILY, "핵심부터 앞세워 말씀드리면, [[P:01]]."),
    (_JUDGMENT, "개요를 먼저 말씀드리면, [[P:01]]."),
]


@pytest.mark.parametrize(("where", "generated"), ROUND_TWENTY_SIX_BENIGN)
def test_round_twenty_six_organising_prose_is_accepted(where, generated):
    surface, slot = where
    assert _on(surface, slot, generated).accepted, generated


@pytest.mark.parametrize(("where", "generated", "reason"), ROUND_TWENTY_SIX_CLAIMS)
def test_round_twenty_six_look_alike_claims_are_rejected(where, generated, reason):
    surface, slot = where
    decision = _on(surface, slot, generated)
    assert not decision.accepted and decision.reason == reason, (generated, decision.reason)


def test_round_twenty_six_probes_are_in_no_corpus():
    written = _corpus_texts()
    probes = [text for _, text, _ in ROUND_TWENTY_SIX_CLAIMS]
    probes += [text for _, text in ROUND_TWENTY_SIX_BENIGN]
    # Count only: naming a colliding probe would show that a held-out text has its words.
    assert sum(text in written for text in probes) == 0


# Round twenty-seven (ADR 0020): the classes behind fresh23-tune's wrong decisions - 또 하나
# before a reading act or the speaker's speech in -ㄹ whose head is a part of the message
# (one more part of it), and adverbs of order or steps stacked before going through the
# message ("하나씩 차례로 보면") - with look-alikes that must keep failing. No text below is in a
# corpus (the test after them counts, never names).
ROUND_TWENTY_SEVEN_CLAIMS = [
    # "one" without additive 또, or before a verb that is not reading or speech, or in the
    # past or with -시-: a count
    (_REVIEW, "하나 살펴볼 점은, [[P:01]].", "number"),
    (_REVIEW, "또 하나 달라진 점은, [[P:01]].", "number"),
    (_REVIEW, "또 하나 살펴본 점은, [[P:01]].", "number"),
    # a finding announced, or the customer's looking
    (_DAILY, "하나씩 자세히 보면, [[P:01]].", "evidential_framing"),
    (_DAILY, "하나씩 차례로 보시면, [[P:01]].", "customer_predicate"),
]
ROUND_TWENTY_SEVEN_BENIGN = [
    (_REVIEW, "또 하나 덧붙일 말씀은, [[P:01]]."),
    (_JUDGMENT, "또 하나 짚어 드릴 부분은, [[P:01]]."),
    (_DAILY, "차례로 하나씩 살펴보면, [[P:01]]."),
]


@pytest.mark.parametrize(("where", "generated"), ROUND_TWENTY_SEVEN_BENIGN)
def test_round_twenty_seven_organising_prose_is_accepted(where, generated):
    surface, slot = where
    assert _on(surface, slot, generated).accepted, generated


@pytest.mark.parametrize(("where", "generated", "reason"), ROUND_TWENTY_SEVEN_CLAIMS)
def test_round_twenty_seven_look_alike_claims_are_rejected(where, generated, reason):
    surface, slot = where
    decision = _on(surface, slot, generated)
    assert not decision.accepted and decision.reason == reason, (generated, decision.reason)


def test_round_twenty_seven_probes_are_in_no_corpus():
    written = _corpus_texts()
    probes = [text for _, text, _ in ROUND_TWENTY_SEVEN_CLAIMS]
    probes += [text for _, text in ROUND_TWENTY_SEVEN_BENIGN]
    # Count only: naming a colliding probe would show that a held-out text has its words.
    assert sum(text in written for text in probes) == 0


# Round twenty-eight (ADR 0020): the classes behind fresh24-tune's wrong decisions - a pace
# word anywhere but on the speaker's own speech act hurries the issued action or says how
# fast the facts went, and 하나 더 chained through one verb of adding into the speaker's
# speech act names one more part of the message - with look-alikes that must keep failing
# or passing. No text below is in a corpus (the test after them counts, never names).
ROUND_TWENTY_EIGHT_CLAIMS = [
    # a pace word on the issued action or sentence, with or without a comma
    (_PHYSIQUE, "속전속결로, [[A:01]].", "evaluative_or_epistemic"),
    (_PHYSIQUE, "신속하게 [[A:01]].", "evaluative_or_epistemic"),
    (_DAILY, "재빨리 [[P:01]].", "evaluative_or_epistemic"),
    # 하나 더 with a verb that is not adding to the message, or in the past: a count
    (_INTERPRETATION, "[[P:01]]. 하나 더 늘려 말씀드리면, [[P:02]].", "forbidden_decision_action"),
    (_INTERPRETATION, "[[P:01]]. 하나 더 보태 전했습니다. [[P:02]].", "past_speech_act"),
]
ROUND_TWENTY_EIGHT_BENIGN = [
    (_PHYSIQUE, "속전속결로 말씀드리면, [[A:01]]."),
    (_DAILY, "신속하게 전해 드리면, [[P:01]]."),
    (_INTERPRETATION, "[[P:01]]. 하나 더 보태 말씀드리면, [[P:02]]."),
]


@pytest.mark.parametrize(("where", "generated"), ROUND_TWENTY_EIGHT_BENIGN)
def test_round_twenty_eight_organising_prose_is_accepted(where, generated):
    surface, slot = where
    assert _on(surface, slot, generated).accepted, generated


@pytest.mark.parametrize(("where", "generated", "reason"), ROUND_TWENTY_EIGHT_CLAIMS)
def test_round_twenty_eight_look_alike_claims_are_rejected(where, generated, reason):
    surface, slot = where
    decision = _on(surface, slot, generated)
    assert not decision.accepted and decision.reason == reason, (generated, decision.reason)


def test_round_twenty_eight_probes_are_in_no_corpus():
    written = _corpus_texts()
    probes = [text for _, text, _ in ROUND_TWENTY_EIGHT_CLAIMS]
    probes += [text for _, text in ROUND_TWENTY_EIGHT_BENIGN]
    # Count only: naming a colliding probe would show that a held-out text has its words.
    assert sum(text in written for text in probes) == 0


# Round twenty-nine (ADR 0020): the classes behind fresh25-tune's wrong decisions - a purpose
# ending (-도록, -게끔) leading straight into an issued sentence gives it a purpose; a wish
# whose object is not this message being read easily hopes for an outcome; the speaker's
# wish that the message reads easily (the reader's own reading only on the operator's cards)
# and a clarity word in -게 on the speaker's present speech act only present - with
# look-alikes that must keep failing or passing. No text below is in a corpus (the test after
# them counts, never names).
ROUND_TWENTY_NINE_CLAIMS = [
    (_INTERPRETATION, "[[P:01]]. 차례를 헷갈리지 않도록, [[P:02]].", "causal_or_conditional_link"),
    (_PHYSIQUE, "흐트러지지 않게끔, [[A:01]].", "causal_or_conditional_link"),
    (_REVIEW, "[[P:01]]. 부디 대수롭지 않기를 바랍니다.", "prediction"),
    # the customer's own reading wished: still a request to read on daily and weekly
    (_DAILY, "[[P:01]]. 편안하게 찬찬히 읽으시길 바랍니다.", "customer_predicate"),
    # a clarity word alone, and certainty on the speaker's act: they vouch for the content
    (_PHYSIQUE, "아주 분명하게, [[A:01]].", "evaluative_or_epistemic"),
    (_DAILY, "확실하게 짚어 말씀드리면, [[P:01]].", "evaluative_or_epistemic"),
]
ROUND_TWENTY_NINE_BENIGN = [
    (_REVIEW, "편하게 보시길 바라며 적어 둡니다. [[P:01]]."),
    (_DAILY, "[[P:01]]. 이 짧은 말씀이 쉽게 읽히기를 바랍니다."),
    (_RATIONALE, "명확하게 짚어 말씀드리면, [[A:01]]."),
]


@pytest.mark.parametrize(("where", "generated"), ROUND_TWENTY_NINE_BENIGN)
def test_round_twenty_nine_organising_prose_is_accepted(where, generated):
    surface, slot = where
    assert _on(surface, slot, generated).accepted, generated


@pytest.mark.parametrize(("where", "generated", "reason"), ROUND_TWENTY_NINE_CLAIMS)
def test_round_twenty_nine_look_alike_claims_are_rejected(where, generated, reason):
    surface, slot = where
    decision = _on(surface, slot, generated)
    assert not decision.accepted and decision.reason == reason, (generated, decision.reason)


def test_round_twenty_nine_probes_are_in_no_corpus():
    written = _corpus_texts()
    probes = [text for _, text, _ in ROUND_TWENTY_NINE_CLAIMS]
    probes += [text for _, text in ROUND_TWENTY_NINE_BENIGN]
    # Count only: naming a colliding probe would show that a held-out text has its words.
    assert sum(text in written for text in probes) == 0


# Round thirty (ADR 0020): the classes behind fresh26-tune's wrong decisions - a speed adjective
# in -게 on the issued action hurries it (round 29's open "빠르게 [[A:01]]"); the speaker's bare
# apology before the physique card's instruction asks pardon for a request; 구하 with 양해 as
# object is the speaker asking indulgence; 브리핑하 is a speech act - with look-alikes that must
# keep failing or passing. No text below is in a corpus (the test after them counts, never
# names).
ROUND_THIRTY_CLAIMS = [
    (_PHYSIQUE, "아주 재빠르게, [[A:01]].", "evaluative_or_epistemic"),
    (_RATIONALE, "조금 급하게, [[A:01]].", "evaluative_or_epistemic"),
    # an apology before an issued fact colours it as bad news; with a reason it states one
    (_REVIEW, "송구스럽지만, [[P:01]].", "causal_or_conditional_link"),
    (_PHYSIQUE, "답이 늦어서 미안하지만, [[A:01]].", "predication"),
    # indulgence asked straight before an issued fact, and something else asked for
    (_DAILY, "넓은 이해를 구하며, [[P:01]].", "predication"),
    (_DAILY, "조언을 구하며, [[P:01]].", "predication"),
    (_JUDGMENT, "브리핑했던 대로, [[P:01]].", "past_speech_act"),
]
ROUND_THIRTY_BENIGN = [
    (_PHYSIQUE, "조금 빠르게 짚어 말씀드리면, [[A:01]]."),
    (_PHYSIQUE, "송구스럽지만, [[A:01]]."),
    (_DAILY, "넓은 양해를 구하며 옮겨 드리면, [[P:01]]."),
    (_JUDGMENT, "아주 짧게 브리핑해 드리면, [[P:01]]."),
]


@pytest.mark.parametrize(("where", "generated"), ROUND_THIRTY_BENIGN)
def test_round_thirty_organising_prose_is_accepted(where, generated):
    surface, slot = where
    assert _on(surface, slot, generated).accepted, generated


@pytest.mark.parametrize(("where", "generated", "reason"), ROUND_THIRTY_CLAIMS)
def test_round_thirty_look_alike_claims_are_rejected(where, generated, reason):
    surface, slot = where
    decision = _on(surface, slot, generated)
    assert not decision.accepted and decision.reason == reason, (generated, decision.reason)


def test_round_thirty_probes_are_in_no_corpus():
    written = _corpus_texts()
    probes = [text for _, text, _ in ROUND_THIRTY_CLAIMS]
    probes += [text for _, text in ROUND_THIRTY_BENIGN]
    # Count only: naming a colliding probe would show that a held-out text has its words.
    assert sum(text in written for text in probes) == 0


# Round thirty-one (ADR 0020): the classes behind fresh27-tune's wrong decisions - a sentence
# ending on a nominaliser (the note style 정리함/적음/참고하기) is no speech level, a register slip
# like 반말; the translationese "에 있어(서)" after a part of this message or the speaker's own
# present act, on the way to the speaker's act, only frames; 지키 with the message's order as
# object is how it is laid out; a writing passive (적히, 쓰이, 나뉘, 담기, -어지) whose sentence
# names only this message is its own putting down, and written in anything else it reports
# another text - with look-alikes that must keep failing or passing. No text below is in a
# corpus (the test after them counts, never names).
ROUND_THIRTY_ONE_CLAIMS = [
    (_DAILY, "오늘 안내를 짧게 옮김. [[P:01]].", "register"),
    (_REVIEW, "사유 문장 차례로 옮겨 둠, [[P:01]].", "register"),
    (_RATIONALE, "근거는 아래 문장 참고하기. [[A:01]].", "register"),
    (_JUDGMENT, "판단 문장을 간추려 씀. [[P:01]].", "register"),
    # "as for" straight before an issued sentence, before no speech act, on the reader's act
    (_DAILY, "이 안내에 있어서, [[P:01]].", "causal_or_conditional_link"),
    (_DAILY, "이 내용에 있어서 [[P:01]]. 짧게 말씀드렸어요.", "causal_or_conditional_link"),
    (_DAILY, "보심에 있어서 짧게 말씀드리면, [[P:01]].", "customer_predicate"),
    (_DAILY, "말씀드렸음에 있어 다시 정리하면, [[P:01]].", "past_speech_act"),
    # keeping anything but the message's order, or in the past
    (_DAILY, "약속을 지켜 말씀드리면, [[P:01]].", "forbidden_quality_adherence"),
    (_DAILY, "순서를 지켰습니다. [[P:01]].", "forbidden_quality_adherence"),
    # written in another text (closed here: both passed before this round), or in the past
    (_DAILY, "회원님 메모에 적혀 있듯이, [[P:01]].", "evidential_framing"),
    (_DAILY, "메모에 쓰여 있는 대로, [[P:01]].", "evidential_framing"),
    (_PHYSIQUE, "검토 안내는 아래처럼 옮겨졌습니다. [[A:01]].", "past_speech_act"),
]
ROUND_THIRTY_ONE_BENIGN = [
    (_JUDGMENT, "판단 문장을 간추려 씁니다. [[P:01]]."),
    (_DAILY, "이 내용에 있어서 짧게 말씀드리면, [[P:01]]."),
    (_REVIEW, "사유를 풀어 드림에 있어 차분히 옮기면, [[P:01]]."),
    (_INTERPRETATION, "해석 부분에 있어서 먼저 짚어 드리면, [[P:01]]. 다음으로 [[A:01]]."),
    (_DAILY, "순서를 그대로 지켜 말씀드리면, [[P:01]]."),
    (_REVIEW, "차례를 가지런히 지켜 적으면, [[P:01]]."),
    (_REVIEW, "이 사유는 아래 문장으로 짧게 적혀 있습니다. [[P:01]]."),
    (_PHYSIQUE, "검토 안내는 아래처럼 옮겨집니다. [[A:01]]."),
]


@pytest.mark.parametrize(("where", "generated"), ROUND_THIRTY_ONE_BENIGN)
def test_round_thirty_one_organising_prose_is_accepted(where, generated):
    surface, slot = where
    assert _on(surface, slot, generated).accepted, generated


@pytest.mark.parametrize(("where", "generated", "reason"), ROUND_THIRTY_ONE_CLAIMS)
def test_round_thirty_one_look_alike_claims_are_rejected(where, generated, reason):
    surface, slot = where
    decision = _on(surface, slot, generated)
    assert not decision.accepted and decision.reason == reason, (generated, decision.reason)


def test_round_thirty_one_probes_are_in_no_corpus():
    written = _corpus_texts()
    probes = [text for _, text, _ in ROUND_THIRTY_ONE_CLAIMS]
    probes += [text for _, text in ROUND_THIRTY_ONE_BENIGN]
    # Count only: naming a colliding probe would show that a held-out text has its words.
    assert sum(text in written for text in probes) == 0


# Round thirty-two (ADR 0020): the tunable halves' false rejects, no new batch - a part of
# this message naming what it is ("이어지는 내용은 근거입니다"), by the speaker's act in it
# ("근거를 밝히는 자리입니다") or as the next one walked to ("다음으로 살펴볼 사유입니다"); parts
# read side by side ("함께 보실 부분입니다", "나란히 놓고 보실", the operator's "검토하실 때");
# the message laid out in order in -면 ("나란히 놓자면"); the speaker leaving a note (남기);
# 위해 only for the reading of this message, any other purpose now refused - with
# look-alikes that must keep failing. No text below is in a corpus (the test after them
# counts, never names).
ROUND_THIRTY_TWO_CLAIMS = [
    # a relating label after an issued sentence or pointed backwards: one grounds another
    (_RATIONALE, "위 내용이 근거입니다. [[A:01]].", "predication"),
    (_RATIONALE, "[[A:01]]. 이 부분은 근거입니다.", "predication"),
    (_RATIONALE, "[[A:01]]. 다음 내용이 근거입니다.", "predication"),
    (_RATIONALE, "이어지는 단락은 근거였습니다. [[A:01]].", "past_event"),
    (_REVIEW, "이것은 사유입니다. [[P:01]].", "predication"),
    # looking closely is advice; a recurrence, a feeling or the past is no part named
    (_REVIEW, "자세히 살펴볼 항목입니다. [[P:01]].", "predication"),
    (_REVIEW, "다음으로 살펴본 사유입니다. [[P:01]].", "evidential_framing"),
    (_DAILY, "이 부분은 늘 말씀드리는 자리입니다. [[P:01]].", "time"),  # round 50: a habit
    (_DAILY, "이 부분은 마음이 놓이는 자리입니다. [[P:01]].", "predication"),
    # read with someone or something else, closely, or at ease; the customer reviewing
    (_DAILY, "가족과 함께 보실 부분입니다. [[P:01]].", "new_fact"),
    (_DAILY, "자세히 보실 부분입니다. [[P:01]].", "predication"),
    (_DAILY, "마음을 놓고 보시면, [[P:01]].", "predication"),
    (_DAILY, "검토하실 때 나란히 보실 대목입니다. [[P:01]].", "forbidden_approval_delivery"),
    (_REVIEW, "검토하셨을 때 함께 보실 부분입니다. [[P:01]].", "time"),
    # things put somewhere in the world, or a discovery
    (_DAILY, "식판에 나란히 놓으면, [[P:01]].", "causal_or_conditional_link"),
    (_DAILY, "그릇을 나란히 놓자면, [[P:01]].", "causal_or_conditional_link"),
    (_DAILY, "차례로 놓았더니, [[P:01]].", "past_event"),
    (_DAILY, "나란히 놓으니, [[P:01]].", "causal_or_conditional_link"),
    # 남기 with anything but a word the speaker says, in the past, or the reader's
    (_DAILY, "기록을 남깁니다. [[P:01]].", "forbidden_evidential"),
    (_PHYSIQUE, "여지를 남깁니다. [[A:01]].", "predication"),
    (_DAILY, "아쉬움을 남깁니다. [[P:01]].", "predication"),
    (_DAILY, "안내를 남겼습니다. [[P:01]].", "past_event"),
    (_PHYSIQUE, "안내를 남기시면, [[A:01]].", "customer_predicate"),
    # a purpose other than the reading of this message (the first three passed before this
    # round), an action offered, or no speech act after it
    (_DAILY, "이기기 위해 덧붙이면, [[P:01]].", "causal_or_conditional_link"),
    (_DAILY, "버티기 위해 덧붙이면, [[P:01]].", "causal_or_conditional_link"),
    (_DAILY, "몸을 이해하기 위해 덧붙이면, [[P:01]].", "causal_or_conditional_link"),
    (_DAILY, "이해를 돕기 위해 짧게 해 드리면, [[P:01]].", "causal_or_conditional_link"),
    (_DAILY, "이해를 돕기 위해 [[P:01]].", "causal_or_conditional_link"),
]
ROUND_THIRTY_TWO_BENIGN = [
    (_RATIONALE, "이어지는 단락은 근거입니다. [[A:01]]."),
    (_REVIEW, "이 줄은 사유입니다. [[P:01]]."),
    (_DAILY, "[[P:01]]. 위 내용의 안내 문단입니다."),
    (_INTERPRETATION, "다음은 해석 부분입니다. [[P:01]]. [[A:01]]."),
    (_RATIONALE, "이 단락은 근거를 풀어 드리는 자리입니다. [[A:01]]."),
    (_REVIEW, "사유를 옮겨 드리는 줄입니다. [[P:01]]."),
    (_REVIEW, "이어서 살펴볼 항목입니다. [[P:01]]."),
    (_REVIEW, "나란히 보실 사유입니다. [[P:01]]."),
    (_INTERPRETATION, "[[P:01]]. 위 내용과 함께 놓고 보실 대목으로, [[A:01]]."),
    (_REVIEW, "검토하실 때 나란히 보실 사유입니다. [[P:01]]."),
    (_DAILY, "요점부터 가지런히 놓아 보면, [[P:01]]."),
    (_REVIEW, "사유를 나란히 놓아 보면, [[P:01]]."),
    (_PHYSIQUE, "인사 말씀을 짧게 남깁니다. [[A:01]]."),
    (_DAILY, "짧은 안내를 남기면, [[P:01]]."),
    (_DAILY, "이해를 돕기 위해 간단히 덧붙여 드리면, [[P:01]]."),
    (_DAILY, "읽기 편하게 하기 위해 간단히 말씀드리면, [[P:01]]."),
]


@pytest.mark.parametrize(("where", "generated"), ROUND_THIRTY_TWO_BENIGN)
def test_round_thirty_two_organising_prose_is_accepted(where, generated):
    surface, slot = where
    assert _on(surface, slot, generated).accepted, generated


@pytest.mark.parametrize(("where", "generated", "reason"), ROUND_THIRTY_TWO_CLAIMS)
def test_round_thirty_two_look_alike_claims_are_rejected(where, generated, reason):
    surface, slot = where
    decision = _on(surface, slot, generated)
    assert not decision.accepted and decision.reason == reason, (generated, decision.reason)


def test_round_thirty_two_probes_are_in_no_corpus():
    from tests.evaluation.expression import CORPUS, FRESH_BATCHES, load

    # The corpora written before round 32 (the first and twenty-seven fresh batches): one text
    # of the thirty-second batch, written later and blind, is one of these probes word for
    # word (ADR 0020 round 37; which one is not looked up).
    written = {case.generated_ko for path in (CORPUS, *FRESH_BATCHES[:27]) for case in load(path)}
    probes = [text for _, text, _ in ROUND_THIRTY_TWO_CLAIMS]
    probes += [text for _, text in ROUND_THIRTY_TWO_BENIGN]
    # Count only: naming a colliding probe would show that a held-out text has its words.
    assert sum(text in written for text in probes) == 0


# Round thirty-three (ADR 0020): fresh28-tune's classes - "only now" (이제야) as a time word;
# a reading request on an operator card in -어 주시면 closed by the speaker's thanks; a writing
# passive located above or below in this message; the apology for the speaker's own act
# ("말씀드리기 송구하지만") before the physique instruction - with look-alikes that must keep
# failing. No text below is in a corpus (the test after them counts, never names).
ROUND_THIRTY_THREE_CLAIMS = [
    # "only now": the issued fact made late
    (_DAILY, "이제야 말씀드리면, [[P:01]].", "time"),
    (_PHYSIQUE, "이제야 [[A:01]].", "time"),
    # thanks for an act other than reading the card, on the customer's surface, or a wish
    (_REVIEW, "[[P:01]]. 진행해 주시면 감사하겠습니다.", "instruction"),
    (_REVIEW, "[[P:01]]. 고객님께 전해 주시면 감사하겠습니다.", "instruction"),
    (_DAILY, "[[P:01]]. 이 대목을 살펴봐 주시면 감사하겠습니다.", "instruction"),
    (_REVIEW, "[[P:01]]. 이 대목을 살펴봐 주시면 좋겠습니다.", "forbidden_quality_adherence"),
    (_REVIEW, "[[P:01]]. 이 대목을 살펴보시면 감사하겠습니다.", "customer_predicate"),
    (_REVIEW, "[[P:01]]. 이 대목을 살펴봐 주셨으면 감사하겠습니다.", "past_speech_act"),
    # written in another text, even above or below in it
    (
        _INTERPRETATION,
        "메모 위에 적힌 내용을 이어서 말씀드리면, [[P:01]]. [[A:01]].",
        "evidential_framing",
    ),
    (
        _INTERPRETATION,
        "메모에 적힌 내용을 이어서 말씀드리면, [[P:01]]. [[A:01]].",
        "evidential_framing",
    ),
    # sorry for something other than the speaker's own present speech act, or before a fact
    (_PHYSIQUE, "늦어지기 송구하지만, [[A:01]].", "causal_or_conditional_link"),
    (_PHYSIQUE, "말씀드리기 어렵지만, [[A:01]].", "causal_or_conditional_link"),
    (_JUDGMENT, "말씀드리기 송구하지만, [[P:01]].", "causal_or_conditional_link"),
    (_PHYSIQUE, "말씀드렸기 송구하지만, [[A:01]].", "past_speech_act"),
]
ROUND_THIRTY_THREE_BENIGN = [
    (_DAILY, "그럼 이제 말씀드리면, [[P:01]]."),
    (_REVIEW, "[[P:01]]. 이 대목을 살펴봐 주시면 감사하겠습니다."),
    (_JUDGMENT, "[[P:01]]. 차례로 확인해 주시면 고맙겠습니다."),
    (_INTERPRETATION, "위에 적힌 내용을 이어서 말씀드리면, [[P:01]]. [[A:01]]."),
    (_INTERPRETATION, "바로 위에 적힌 내용을 이어서 말씀드리면, [[P:01]]. [[A:01]]."),
    (_PHYSIQUE, "안내드리기 송구하지만, [[A:01]]."),
    (_PHYSIQUE, "말씀드리기 죄송하지만, [[A:01]]."),
]


@pytest.mark.parametrize(("where", "generated"), ROUND_THIRTY_THREE_BENIGN)
def test_round_thirty_three_organising_prose_is_accepted(where, generated):
    surface, slot = where
    assert _on(surface, slot, generated).accepted, generated


@pytest.mark.parametrize(("where", "generated", "reason"), ROUND_THIRTY_THREE_CLAIMS)
def test_round_thirty_three_look_alike_claims_are_rejected(where, generated, reason):
    surface, slot = where
    decision = _on(surface, slot, generated)
    assert not decision.accepted and decision.reason == reason, (generated, decision.reason)


def test_round_thirty_three_probes_are_in_no_corpus():
    written = _corpus_texts()
    probes = [text for _, text, _ in ROUND_THIRTY_THREE_CLAIMS]
    probes += [text for _, text in ROUND_THIRTY_THREE_BENIGN]
    # Count only: naming a colliding probe would show that a held-out text has its words.
    assert sum(text in written for text in probes) == 0


# Round thirty-four (ADR 0020): no new batch - classes round 33 left. Another surface's own
# period word (금주, 주간 - the weekly surface's week) is a time word on daily and the cards;
# 한 + a noun of flow + 으로 straight into the speaker's act says how the telling runs and
# counts nothing; 이렇게 + a composing verb with 드리 in the past closes the customer's text
# after its last issued sentence; 앞부분 cut by Kiwi into 앞 + 부분 is still the one word -
# with look-alikes that must keep failing. No text below is
# in a corpus (the test after them counts, never names).
ROUND_THIRTY_FOUR_CLAIMS = [
    # another surface's week on daily and on a card
    (_DAILY, "금주 소식을 전해 드리면, [[P:01]].", "time"),
    (_DAILY, "금주, [[P:01]].", "time"),
    (_DAILY, "주간 안내를 말씀드리면, [[P:01]].", "time"),
    (_REVIEW, "[[P:01]]. 금주 사유를 말씀드리면 이렇습니다.", "time"),
    # 한 counting: no speech act after it, another noun, the customer's act
    (_DAILY, "한 흐름으로 [[P:01]].", "number"),
    (_DAILY, "한 끼로 정리해 드리면, [[P:01]].", "number"),
    (_DAILY, "한 흐름으로 이어 드시면, [[P:01]].", "forbidden_decision_action"),
    # a past telling, not this message closed
    (_DAILY, "[[P:01]]. 이렇게 전해 드렸습니다.", "past_speech_act"),
    (_DAILY, "[[P:01]]. 이렇게 고객님께 정리해 드렸습니다.", "past_speech_act"),
    (_DAILY, "[[P:01]]. 어제 이렇게 정리해 드렸습니다.", "past_speech_act"),
    (_JUDGMENT, "[[P:01]]. 이렇게 정리해 드렸습니다.", "past_speech_act"),
    (_DAILY, "이렇게 정리해 드렸습니다. [[P:01]].", "past_speech_act"),
    (_DAILY, "[[P:01]]. 이렇게 정리해 드렸던 내용입니다.", "past_speech_act"),
    # 앞 as time: glued to another noun, or apart before a noun of the customer's days
    (_INTERPRETATION, "짧게 말씀드리면, 앞날은 [[P:01]]. [[A:01]].", "time"),
    (_INTERPRETATION, "짧게 말씀드리면, 앞 일정은 [[P:01]]. [[A:01]].", "time"),
]
ROUND_THIRTY_FOUR_BENIGN = [
    (_INTERPRETATION, "금주 안내를 말씀드리면, [[P:01]]. [[A:01]]."),
    (_DAILY, "한 흐름으로 이어서 말씀드리면, [[P:01]]."),
    (_DAILY, "한 호흡으로 말씀드리면, [[P:01]]."),
    (_PHYSIQUE, "군더더기 없이 한 흐름으로 이어지도록 말씀드리면, [[A:01]]."),
    (_DAILY, "한 줄기로 엮어 말씀드리면, [[P:01]]."),
    (_DAILY, "[[P:01]]. 이렇게 간추려 드렸어요."),
    (_DAILY, "[[P:01]]. 이렇게 요약해 드렸습니다."),
    # 앞부분 as one word, which Kiwi cuts after a clause
    (_INTERPRETATION, "짧게 말씀드리면, 앞부분은 [[P:01]]. 뒷부분은 [[A:01]]."),
]


@pytest.mark.parametrize(("where", "generated"), ROUND_THIRTY_FOUR_BENIGN)
def test_round_thirty_four_organising_prose_is_accepted(where, generated):
    surface, slot = where
    assert _on(surface, slot, generated).accepted, generated


@pytest.mark.parametrize(("where", "generated", "reason"), ROUND_THIRTY_FOUR_CLAIMS)
def test_round_thirty_four_look_alike_claims_are_rejected(where, generated, reason):
    surface, slot = where
    decision = _on(surface, slot, generated)
    assert not decision.accepted and decision.reason == reason, (generated, decision.reason)


def test_round_thirty_four_probes_are_in_no_corpus():
    written = _corpus_texts()
    probes = [text for _, text, _ in ROUND_THIRTY_FOUR_CLAIMS]
    probes += [text for _, text in ROUND_THIRTY_FOUR_BENIGN]
    # Count only: naming a colliding probe would show that a held-out text has its words.
    assert sum(text in written for text in probes) == 0


# Round thirty-five (ADR 0020): fresh29-tune's classes - a run of manner words (plain manner
# adjectives in -게, negated ones, "짧고 담백하게", 그렇다고 balancing two negated manners, a
# verb handling this message in -어서) between the reader's leave, the review line's own
# heading or a verb handling the message and the speaker's speech act; -지도/-지는 + 않 read as
# one negation; a cheer on an operator card - with look-alikes that must keep failing. No text
# below is in a corpus (the test after them counts, never names).
ROUND_THIRTY_FIVE_CLAIMS = [
    # a cheer beside the judgment the operator is asked to make
    (_JUDGMENT, "[[P:01]]. 언제나 응원하겠습니다.", "approval_delivery"),
    (_PHYSIQUE, "격려의 마음으로 말씀드리면, [[A:01]].", "approval_delivery"),
    # a cause or an event in -어서, not the message handled
    (_DAILY, "바빠서 짧게 말씀드리면, [[P:01]].", "causal_or_conditional_link"),
    (_DAILY, "늦어서 요점을 말씀드리면, [[P:01]].", "causal_or_conditional_link"),
    (_DAILY, "확인해서 요점을 말씀드리면, [[P:01]].", "forbidden_evidential"),
    (
        _DAILY,
        "괜찮으시다면 따로 떼어서 담백하게 짚어 드릴게요. [[P:01]].",
        "causal_or_conditional_link",
    ),
    # 그렇다고 with nothing to balance, or before an issued sentence
    (_RATIONALE, "그렇다고 딱딱하지도 않게 짚어 드릴게요. [[A:01]].", "causal_or_conditional_link"),
    (_RATIONALE, "너무 길지 않게, 그렇다고 [[A:01]].", "causal_or_conditional_link"),
    # the review line's heading off its line, or with the customer's matter in the run
    (
        _REVIEW,
        "검토가 필요한 부분을 운동과 함께 간추려서 말씀드리겠습니다. [[P:01]].",
        "forbidden_decision_action",
    ),
    (
        _DAILY,
        "검토가 필요한 부분을 차례대로 간추려서 말씀드리겠습니다. [[P:01]].",
        "forbidden_approval_delivery",
    ),
    # the negation read whole keeps what it negates judged
    (_DAILY, "나쁘지는 않아요. [[P:01]].", "forbidden_quality_adherence"),
    (_DAILY, "거르지도 않고 [[P:01]].", "adherence_claim"),
]
ROUND_THIRTY_FIVE_BENIGN = [
    (_REVIEW, "괜찮으시다면 이 대목만 따로 떼어서 짧고 차분하게 짚어 드릴게요. [[P:01]]."),
    (
        _JUDGMENT,
        "괜찮으시다면 요점부터 짧고 담백하게, 너무 무겁지 않게 천천히 말씀드릴게요. [[P:01]].",
    ),
    (_RATIONALE, "너무 짧지 않게, 그렇다고 장황하지도 않게 말씀드리겠습니다. [[A:01]]."),
    (_RATIONALE, "딱딱하지는 않게 풀어 드릴게요. [[A:01]]."),
    (_REVIEW, "검토가 필요한 부분을 차례대로, 군더더기 없이 추려서 말씀드릴게요. [[P:01]]."),
    (_REVIEW, "사유만 따로 떼어서 담백하게 짚어 드릴게요. [[P:01]]."),
    # the cheer stays a closer on the customer's surfaces
    (_DAILY, "[[P:01]]. 늘 곁에서 응원하겠습니다."),
]


@pytest.mark.parametrize(("where", "generated"), ROUND_THIRTY_FIVE_BENIGN)
def test_round_thirty_five_organising_prose_is_accepted(where, generated):
    surface, slot = where
    assert _on(surface, slot, generated).accepted, generated


@pytest.mark.parametrize(("where", "generated", "reason"), ROUND_THIRTY_FIVE_CLAIMS)
def test_round_thirty_five_look_alike_claims_are_rejected(where, generated, reason):
    surface, slot = where
    decision = _on(surface, slot, generated)
    assert not decision.accepted and decision.reason == reason, (generated, decision.reason)


def test_round_thirty_five_probes_are_in_no_corpus():
    written = _corpus_texts()
    probes = [text for _, text, _ in ROUND_THIRTY_FIVE_CLAIMS]
    probes += [text for _, text in ROUND_THIRTY_FIVE_BENIGN]
    # Count only: naming a colliding probe would show that a held-out text has its words.
    assert sum(text in written for text in probes) == 0


# Round thirty-six (ADR 0020): fresh30-tune's classes - an interjection outside the closed class
# that only manages the talk is the speaker's reaction (an evaluation); another's speaking act
# seen through an adverbial noun ("시스템이 자동으로 짚어 낸"); 부연하 as the speaker's act -
# with look-alikes that must keep failing or keep passing. No text below is in a corpus (the
# test after them counts, never names).
ROUND_THIRTY_SIX_CLAIMS = [
    # a reaction to what is issued
    (_DAILY, "우와, [[P:01]].", "evaluative_or_epistemic"),
    (_RATIONALE, "어머나, [[A:01]].", "evaluative_or_epistemic"),
    (_RATIONALE, "[[A:01]]. 아휴, 그렇게 말씀드립니다.", "evaluative_or_epistemic"),
    (_DAILY, "아, [[P:01]].", "evaluative_or_epistemic"),
    # another's act, an adverbial or an object between its subject and it
    (_REVIEW, "앱이 자동으로 간추린 사유로, [[P:01]].", "evidential_framing"),
    (_DAILY, "기계가 순서대로 정리해 낸 안내로, [[P:01]].", "evidential_framing"),
    (_RATIONALE, "프로그램이 요점을 간추린 근거로, [[A:01]].", "evidential_framing"),
    # 부연하 as the reader's act or a past telling
    (_DAILY, "[[P:01]]. 조금 더 부연해 주세요.", "instruction"),
    (_DAILY, "[[P:01]]. 어제 부연했듯이 그렇습니다.", "time"),
]
ROUND_THIRTY_SIX_BENIGN = [
    (_DAILY, "아 참, 하나 더 말씀드리면 [[P:01]]."),
    (_RATIONALE, "음, 차분히 말씀드리면 [[A:01]]."),
    (_DAILY, "예, 그럼 말씀드릴게요. [[P:01]]."),
    (_REVIEW, "제가 차례대로 짚어 낸 사유로, [[P:01]]."),
    (_DAILY, "제가 요점을 간추린 안내로, [[P:01]]."),
    (_RATIONALE, "저희가 순서대로 정리한 내용을 말씀드리면, [[A:01]]."),
    (_DAILY, "부연하자면, [[P:01]]."),
]


@pytest.mark.parametrize(("where", "generated"), ROUND_THIRTY_SIX_BENIGN)
def test_round_thirty_six_organising_prose_is_accepted(where, generated):
    surface, slot = where
    assert _on(surface, slot, generated).accepted, generated


@pytest.mark.parametrize(("where", "generated", "reason"), ROUND_THIRTY_SIX_CLAIMS)
def test_round_thirty_six_look_alike_claims_are_rejected(where, generated, reason):
    surface, slot = where
    decision = _on(surface, slot, generated)
    assert not decision.accepted and decision.reason == reason, (generated, decision.reason)


def test_round_thirty_six_probes_are_in_no_corpus():
    written = _corpus_texts()
    probes = [text for _, text, _ in ROUND_THIRTY_SIX_CLAIMS]
    probes += [text for _, text in ROUND_THIRTY_SIX_BENIGN]
    # Count only: naming a colliding probe would show that a held-out text has its words.
    assert sum(text in written for text in probes) == 0


# Round thirty-eight (ADR 0020): fresh31-tune's classes - a change undergone by the content
# (a renewal or revision, loanword or Sino-Korean: "업데이트된 내용으로는") is the seed's
# decision/adjustment vocabulary; a -히 adverb of a presenting manner adjective may stand
# between a closing extent (여기까지, 이상으로) or 이렇게 and the closing composing act - with
# twins that must keep failing or keep passing. No text below is in a corpus (the test after
# them counts, never names; counted before their first decision).
ROUND_THIRTY_EIGHT_CLAIMS = [
    # the content renewed or revised
    (_REVIEW, "갱신된 내용으로는, [[P:01]].", "forbidden_decision_action"),
    (_DAILY, "리뉴얼된 안내로 말씀드리면, [[P:01]].", "forbidden_decision_action"),
    (_RATIONALE, "새로 바뀐 내용을 말씀드리면, [[A:01]].", "forbidden_decision_action"),
    (_DAILY, "업그레이드된 안내로는, [[P:01]].", "forbidden_decision_action"),
    (_REVIEW, "개정된 사유로는, [[P:01]].", "forbidden_decision_action"),
    (_RATIONALE, "업데이트된 부분을 말씀드리면 [[A:01]].", "forbidden_decision_action"),
    (_DAILY, "내용이 바뀌어서 말씀드리면, [[P:01]].", "forbidden_decision_action"),
    (_REVIEW, "변경된 내용으로는, [[P:01]].", "forbidden_decision_action"),
    # a closing past act with a time, a recipient, another adverb, on a card, or delivering
    (_DAILY, "[[P:01]]. 어제 차분히 정리해 드렸습니다.", "past_speech_act"),
    (
        _INTERPRETATION,
        "[[P:01]]. [[P:02]]. 여기까지 고객님께 차분히 정리해 드렸습니다.",
        "past_speech_act",
    ),
    (_DAILY, "[[P:01]]. 여기까지 분명히 정리해 드렸습니다.", "evaluative_or_epistemic"),
    (_RATIONALE, "[[A:01]]. 여기까지 다시 정리해 드렸습니다.", "past_speech_act"),
    (_REVIEW, "[[P:01]]. 여기까지 차분히 정리해 드렸습니다.", "past_speech_act"),
    (_DAILY, "[[P:01]]. 여기까지 차분히 전달해 드렸습니다.", "forbidden_approval_delivery"),
]
ROUND_THIRTY_EIGHT_BENIGN = [
    (_REVIEW, "정리된 내용으로는, [[P:01]]."),
    (_DAILY, "말씀드릴 내용으로는, [[P:01]]."),
    (_RATIONALE, "간추린 내용을 말씀드리면, [[A:01]]."),
    (_DAILY, "[[P:01]]. 여기까지 차분히 정리해 드렸습니다."),
    (_RATIONALE, "[[A:01]]. 이상으로 간단히 안내드렸습니다."),
    (_INTERPRETATION, "[[P:01]]. [[P:02]]. 이렇게 찬찬히 정리해 드렸어요."),
]


@pytest.mark.parametrize(("where", "generated"), ROUND_THIRTY_EIGHT_BENIGN)
def test_round_thirty_eight_organising_prose_is_accepted(where, generated):
    surface, slot = where
    assert _on(surface, slot, generated).accepted, generated


@pytest.mark.parametrize(("where", "generated", "reason"), ROUND_THIRTY_EIGHT_CLAIMS)
def test_round_thirty_eight_look_alike_claims_are_rejected(where, generated, reason):
    surface, slot = where
    decision = _on(surface, slot, generated)
    assert not decision.accepted and decision.reason == reason, (generated, decision.reason)


def test_round_thirty_eight_probes_are_in_no_corpus():
    written = _corpus_texts()
    probes = [text for _, text, _ in ROUND_THIRTY_EIGHT_CLAIMS]
    probes += [text for _, text in ROUND_THIRTY_EIGHT_BENIGN]
    # Count only: naming a colliding probe would show that a held-out text has its words.
    assert sum(text in written for text in probes) == 0


# Round thirty-nine (ADR 0020): fresh32-tune's classes - the card's reader going through it
# step by step in -시-면/-시-면서 straight before the first issued sentence ("하나씩 보시면,"
# on an operator card; on the customer's surfaces round 27's call stands); a polite final
# ending Kiwi reads as connective before a comma ("다음 항목입니다,") ends the sentence all
# the same; "one at a time" (한 걸음씩, 한 단계씩) counts nothing; the issued content called a
# choice (선택, 채택) is the seed's decision vocabulary; 앞/뒤 before a part of the message
# that is the topic ("앞 단락은 해석입니다") is a place in it, not a time; a degree hedge before
# a presenting manner phrase ("조금 더 간결한 방식으로") colours the speech act; the speaker's
# feeling about the content ("씁쓸한 마음으로") is an evaluative adjective - with twins that
# must keep failing. No text below is in a corpus (the test after them counts, never names;
# counted against the held-out halves before their first decision).
ROUND_THIRTY_NINE_CLAIMS = [
    # a reading that finds, looks at the record, predicts, is past, is not reading, derives
    # one issued sentence from another, or has another subject
    (_REVIEW, "자세히 보시면, [[P:01]].", "customer_predicate"),
    (_REVIEW, "기록을 하나씩 보시면, [[P:01]].", "forbidden_evidential"),
    (_JUDGMENT, "하나씩 보시면 아실 거예요. [[P:01]].", "customer_predicate"),
    (_PHYSIQUE, "하나씩 보셨으면, [[A:01]].", "customer_predicate"),
    (_PHYSIQUE, "하나씩 해 보시면, [[A:01]].", "customer_predicate"),
    (_INTERPRETATION, "[[P:01]]. 차례로 보시면, [[P:02]].", "customer_predicate"),
    (_REVIEW, "고객님이 하나씩 보시면, [[P:01]].", "customer_predicate"),
    (_DAILY, "하나하나 짚어 보시면, [[P:01]].", "customer_predicate"),
    (_DAILY, "천천히 드셔 보시면, [[P:01]].", "forbidden_decision_action"),
    # the issued decision called a choice
    (_JUDGMENT, "현명한 선택으로, [[P:01]].", "forbidden_decision_action"),
    (_JUDGMENT, "두 마리 토끼를 잡는 선택으로, [[P:01]].", "forbidden_decision_action"),
    (_REVIEW, "[[P:01]]. 채택된 안입니다.", "forbidden_decision_action"),
    # one of a quantity each time, a day, the customer's progress
    (_DAILY, "한 잔씩 드시며, [[P:01]].", "forbidden_decision_action"),
    (_RATIONALE, "한 알씩 챙기며, [[A:01]].", "forbidden_decision_action"),
    (_DAILY, "한 컵씩, [[P:01]].", "number"),
    (_DAILY, "하루 한 걸음씩, [[P:01]].", "time"),
    (_INTERPRETATION, "한 걸음씩 나아가고 계세요. [[P:01]]. [[P:02]].", "predication"),
    (_REVIEW, "한 걸음씩 좋아지며, [[P:01]].", "forbidden_quality_adherence"),
    (_DAILY, "한 단계씩 높여 가며, [[P:01]].", "forbidden_decision_action"),
    (_DAILY, "매일 한 단계씩, [[P:01]].", "time"),
    (_DAILY, "한 단계씩 올라가고 있어요. [[P:01]].", "predication"),
    (_REVIEW, "한 단계씩 올라가는 중이라, [[P:01]].", "causal_or_conditional_link"),
    # a comma after the final ending changes nothing that the sentence says
    (_REVIEW, "가장 중요한 항목입니다, [[P:01]].", "evaluative_or_epistemic"),
    (_REVIEW, "중요한 항목입니다, [[P:01]].", "predication"),
    (_REVIEW, "어려운 부분입니다, [[P:01]].", "predication"),
    (_JUDGMENT, "판단 부분이었습니다, [[P:01]].", "past_event"),
    (_RATIONALE, "마음이 놓입니다, [[A:01]].", "predication"),
    (_DAILY, "반가운 소식입니다, [[P:01]].", "evaluative_or_epistemic"),
    # an earlier part of the message as a basis or a standard of comparison (앞 stays time),
    # or as a topic of which the sentence claims something
    (_DAILY, "앞의 내용을 바탕으로, [[P:01]].", "time"),
    (_REVIEW, "앞의 항목처럼, [[P:01]].", "time"),
    (_DAILY, "앞의 내용과 같이, [[P:01]].", "time"),
    (_RATIONALE, "앞의 안내보다, [[A:01]].", "time"),
    (_REVIEW, "앞의 사유와 마찬가지로, [[P:01]].", "time"),
    (_DAILY, "앞의 안내는 잊으셔도 됩니다. [[P:01]].", "customer_predicate"),
    (_REVIEW, "앞의 사유도 마찬가지입니다. [[P:01]].", "evidential_framing"),
    (_DAILY, "앞의 내용은 지난주 이야기입니다. [[P:01]].", "time"),
    (_REVIEW, "앞의 항목은 중요합니다. [[P:01]].", "predication"),
    (_DAILY, "앞의 안내는 사실과 다릅니다. [[P:01]].", "evaluative_or_epistemic"),
    # a degree hedge before a manner phrase that grades: another adjective, or a mood
    (_DAILY, "조금 더 무거운 어조로 말씀드리면, [[P:01]].", "evaluative_or_epistemic"),
    (_DAILY, "다소 엄중한 표현으로 말씀드리면, [[P:01]].", "evaluative_or_epistemic"),
    (_DAILY, "조금 더 단호한 말투로 말씀드리면, [[P:01]].", "evaluative_or_epistemic"),
    (_DAILY, "다소 무거운 마음으로 말씀드리면, [[P:01]].", "evaluative_or_epistemic"),
    (_DAILY, "다소 가벼운 마음으로 말씀드리면, [[P:01]].", "evaluative_or_epistemic"),
    (_DAILY, "조금 더 차분한 마음으로, [[P:01]].", "evaluative_or_epistemic"),
    # the speaker's heart filled with a feeling about the content (each passed before this
    # round - round 38's rules, main at 5162b15): relief, heaviness, unease, excitement
    (_DAILY, "홀가분한 마음으로 말씀드리면, [[P:01]].", "evaluative_or_epistemic"),
    (_DAILY, "후련한 마음으로 전해 드리면, [[P:01]].", "evaluative_or_epistemic"),
    (_RATIONALE, "착잡한 심정으로 말씀드리면, [[A:01]].", "evaluative_or_epistemic"),
    (_DAILY, "씁쓸한 마음으로 말씀드리면, [[P:01]].", "evaluative_or_epistemic"),
    (_DAILY, "조마조마한 마음으로 말씀드리면, [[P:01]].", "evaluative_or_epistemic"),
    (_DAILY, "설레는 마음으로 말씀드리면, [[P:01]].", "evaluative_or_epistemic"),
]
ROUND_THIRTY_NINE_BENIGN = [
    (_REVIEW, "차례차례 살펴보시면, [[P:01]]."),
    (_PHYSIQUE, "순서대로 훑어보시면서, [[A:01]]."),
    (_JUDGMENT, "우선 하나씩 보시면, [[P:01]]."),
    (_REVIEW, "하나하나 짚어 보시면, [[P:01]]."),
    (_REVIEW, "한 걸음씩 짚어 드리면, [[P:01]]."),
    (_PHYSIQUE, "한 단계씩 차분히, [[A:01]]."),
    (_INTERPRETATION, "한 걸음씩 풀어 말씀드리면, [[P:01]]. [[P:02]]."),
    (_REVIEW, "이어지는 항목입니다, [[P:01]]."),
    (_JUDGMENT, "판단 부분입니다, [[P:01]]."),
    (_RATIONALE, "근거 부분입니다, [[A:01]]."),
    (_RATIONALE, "앞의 내용은 아래에 이어 적었어요. [[A:01]]."),
    (_INTERPRETATION, "앞 단락은 해석입니다. [[P:01]]. [[P:02]]."),
    (_REVIEW, "조금 더 간결한 방식으로 정리해 드리면, [[P:01]]."),
    (_DAILY, "조금 더 짧은 표현으로 말씀드리면, [[P:01]]."),
    (_JUDGMENT, "다소 간략한 형식으로 옮겨 드리면, [[P:01]]."),
    # moods toward the reader and the telling keep passing
    (_DAILY, "진심 어린 마음으로 말씀드리면, [[P:01]]."),
    (_RATIONALE, "존중하는 마음으로 옮겨 드리면, [[A:01]]."),
    (_REVIEW, "배려하는 마음으로 정리해 드리면, [[P:01]]."),
    (_DAILY, "아끼는 마음으로 전해 드리면, [[P:01]]."),
]


@pytest.mark.parametrize(("where", "generated"), ROUND_THIRTY_NINE_BENIGN)
def test_round_thirty_nine_organising_prose_is_accepted(where, generated):
    surface, slot = where
    assert _on(surface, slot, generated).accepted, generated


@pytest.mark.parametrize(("where", "generated", "reason"), ROUND_THIRTY_NINE_CLAIMS)
def test_round_thirty_nine_look_alike_claims_are_rejected(where, generated, reason):
    surface, slot = where
    decision = _on(surface, slot, generated)
    assert not decision.accepted and decision.reason == reason, (generated, decision.reason)


def test_round_thirty_nine_probes_are_in_no_corpus():
    written = _corpus_texts()
    probes = [text for _, text, _ in ROUND_THIRTY_NINE_CLAIMS]
    probes += [text for _, text in ROUND_THIRTY_NINE_BENIGN]
    # Count only: naming a colliding probe would show that a held-out text has its words.
    assert sum(text in written for text in probes) == 0


# Round forty (ADR 0020): fresh33-tune's classes - a word of likeness pointing back, standing
# alone between two issued sentences ("[[P:01]]. 이처럼 [[P:02]].") makes the second follow
# from or sum up the first (a relation the canonical text does not state); "끝에" after a
# clause or a noun that is not a part of this message ("오랜 고민 끝에") says a deliberation
# went before the issued sentence. Before the first issued sentence, before the speaker's act,
# or after a part of the message the same words keep passing; and 마찬가지로 straight after an
# issued sentence and before a presenting-manner adjective in -게 ("마찬가지로 담백하게,") puts
# the next sentence as plainly as the last - nothing compared with what someone said. No text
# below is in a corpus (the test after them counts, never names; counted against the held-out
# halves before their first decision).
ROUND_FORTY_CLAIMS = [
    (_INTERPRETATION, "[[P:01]]. 이렇듯 [[P:02]].", "causal_link"),
    (_INTERPRETATION, "[[P:01]]. 이와 같이 [[P:02]].", "causal_link"),
    (_INTERPRETATION, "[[P:01]]. 그처럼 [[P:02]].", "causal_link"),
    (_INTERPRETATION, "[[P:01]]. 이렇게 [[P:02]].", "causal_link"),
    (_INTERPRETATION, "[[P:01]]. 그렇게 [[A:01]].", "causal_link"),
    (_JUDGMENT, "고민 끝에, [[P:01]].", "past_event"),
    (_JUDGMENT, "긴 논의 끝에, [[P:01]].", "past_event"),
    (_JUDGMENT, "숙고 끝에 [[P:01]].", "past_event"),
    (_REVIEW, "상담 끝에, [[P:01]].", "past_event"),
    (_RATIONALE, "여러 차례 상의한 끝에, [[A:01]].", "number"),
    # 마찬가지로 before the issued sentence itself, after a noun, before another adjective, or
    # opening the message, stays a standard of comparison
    (_INTERPRETATION, "[[P:01]]. 마찬가지로 [[A:01]].", "evidential_framing"),
    (_INTERPRETATION, "[[P:01]]. 마찬가지로, [[P:02]].", "evidential_framing"),
    (_INTERPRETATION, "[[P:01]]. 의견과 마찬가지로 간단하게, [[P:02]].", "evidential_framing"),
    (_INTERPRETATION, "[[P:01]]. 마찬가지로 가볍게, [[P:02]].", "evidential_framing"),
    (_INTERPRETATION, "[[P:01]]. 마찬가지로 꾸준하게, [[P:02]].", "forbidden_quality_adherence"),
    (_INTERPRETATION, "[[P:01]]. 마찬가지로 무리하게, [[A:01]].", "forbidden_risk_safety"),
    (_INTERPRETATION, "[[P:01]]. 마찬가지로 빠르게, [[A:01]].", "evaluative_or_epistemic"),
    (_INTERPRETATION, "지난번과 마찬가지로 차분하게, [[P:01]]. [[P:02]].", "time"),
    (_INTERPRETATION, "[[P:01]]. 마찬가지로 차분하게 지내세요. [[P:02]].", "predication"),
    (_DAILY, "마찬가지로 차분하게, [[P:01]].", "evidential_framing"),
]
ROUND_FORTY_BENIGN = [
    (_INTERPRETATION, "[[P:01]]. 이처럼 정리해 드립니다. [[P:02]]."),
    (_INTERPRETATION, "[[P:01]]. 이렇게 이어서, [[P:02]]."),
    (_DAILY, "이처럼 정리해 드리면, [[P:01]]."),
    (_REVIEW, "정리의 끝에 덧붙이면, [[P:01]]."),
    (_PHYSIQUE, "카드 끝에 덧붙여 드리면, [[A:01]]."),
    (_REVIEW, "이 줄 끝에 적어 드리면, [[P:01]]."),
    (_DAILY, "맨 끝에 정리해 드리면, [[P:01]]."),
    # the next issued sentence put in the same presenting manner as the last
    (_INTERPRETATION, "간결하게 [[P:01]]. 마찬가지로 차분하게, [[P:02]]."),
    (_INTERPRETATION, "[[P:01]]. 마찬가지로 짧게 정리해 드리면, [[P:02]]."),
    (_INTERPRETATION, "[[P:01]]. 마찬가지로 간단하게, [[A:01]]."),
]


@pytest.mark.parametrize(("where", "generated"), ROUND_FORTY_BENIGN)
def test_round_forty_organising_prose_is_accepted(where, generated):
    surface, slot = where
    assert _on(surface, slot, generated).accepted, generated


@pytest.mark.parametrize(("where", "generated", "reason"), ROUND_FORTY_CLAIMS)
def test_round_forty_look_alike_claims_are_rejected(where, generated, reason):
    surface, slot = where
    decision = _on(surface, slot, generated)
    assert not decision.accepted and decision.reason == reason, (generated, decision.reason)


def test_round_forty_probes_are_in_no_corpus():
    written = _corpus_texts()
    probes = [text for _, text, _ in ROUND_FORTY_CLAIMS]
    probes += [text for _, text in ROUND_FORTY_BENIGN]
    # Count only: naming a colliding probe would show that a held-out text has its words.
    assert sum(text in written for text in probes) == 0


# Round forty-one (ADR 0020): what a closing sentence does when it names the extent shown so
# far - "[[P:01]]. 여기까지가 해석 부분이에요." says which part of the message the lines above
# were (the message naming its own part, as "이어지는 내용은 근거입니다"), and "여기까지가
# 덧붙이는 말씀입니다" is the speaker's adding now, as "덧붙일 말씀" already was; and the
# review line's own heading spelled as a clause and labelling the issued sentence straight
# after its comma ("검토가 필요한 부분으로, [[P:01]].") restates that heading. A relating
# label, an evaluation, another speaker, the past, a time word or another slot keep their
# reasons. 지금부터 straight into the speaker's act starts this message (round 18's class) with
# a presenting manner in a bare -게 between as well ("지금부터 짧게 안내해 드릴게요"). No text
# below is in a corpus (the test after them counts, never names; counted against the
# held-out halves before their first decision).
_REVIEW_1 = ("adaptive.dualcoachtest.card.v1", "adaptive.dual.review.1")
ROUND_FORTY_ONE_CLAIMS = [
    (_RATIONALE, "[[A:01]]. 여기까지가 근거 부분이에요.", "predication"),
    (_RATIONALE, "[[A:01]]. 여기까지가 중요한 부분이에요.", "predication"),
    (_RATIONALE, "[[A:01]]. 여기까지가 고객님이 하신 말씀입니다.", "customer_predicate"),
    (_RATIONALE, "[[A:01]]. 여기까지가 지난주 내용입니다.", "time"),
    (_RATIONALE, "[[A:01]]. 여기까지가 덧붙였던 말씀입니다.", "past_speech_act"),
    (_RATIONALE, "[[A:01]]. 여기까지가 말해 주는 내용입니다.", "evidential_framing"),
    (_RATIONALE, "[[A:01]]. 이것이 말해 주는 내용입니다.", "evidential_framing"),
    (_RATIONALE, "[[A:01]]. 여기까지가 덧붙이겠던 말씀입니다.", "evidential_framing"),
    (_RATIONALE, "[[A:01]]. 여기까지가 한계입니다.", "predication"),
    (_RATIONALE, "[[A:01]]. 여기까지가 진행된 부분입니다.", "predication"),
    (_RATIONALE, "[[A:01]]. 여기까지가 어제 덧붙이는 말씀입니다.", "time"),
    (_RATIONALE, "[[A:01]]. 여기까지가 기록을 덧붙이는 말씀입니다.", "forbidden_evidential"),
    (_PHYSIQUE, "[[A:01]]. 여기까지가 고객님께 드리는 말씀입니다.", "approval_delivery"),
    (_INTERPRETATION, "여기까지가 해석 부분입니다. [[P:01]]. [[P:02]].", "predication"),
    (_INTERPRETATION, "[[P:01]]. 여기까지가 해석 부분이었습니다. [[P:02]].", "past_event"),
    (_INTERPRETATION, "[[P:01]]. 여기까지가 사유 부분이고, [[P:02]].", "predication"),
    (_RATIONALE, "여기까지가 덧붙이는 말씀입니다. [[A:01]].", "evidential_framing"),
    (_REVIEW_1, "조정이 필요한 부분으로, [[P:01]].", "forbidden_decision_action"),
    (_REVIEW_1, "검토가 필요했던 부분으로, [[P:01]].", "predication"),
    (_REVIEW_1, "검토가 시급한 부분으로, [[P:01]].", "predication"),
    (_REVIEW_1, "검토가 필요한 부분으로 [[P:01]].", "predication"),
    (_REVIEW_1, "검토가 꼭 필요한 부분으로, [[P:01]].", "evaluative_or_epistemic"),
    (_REVIEW_1, "검토가 필요한 부분으로, 승인 전에 [[P:01]].", "forbidden_approval_delivery"),
    (_REVIEW_1, "고객님의 검토가 필요한 부분으로, [[P:01]].", "predication"),
    (_REVIEW_1, "검토가 필요한 문제로, [[P:01]].", "forbidden_risk_safety"),
    (_REVIEW_1, "주의가 필요한 부분으로, [[P:01]].", "forbidden_risk_safety"),
    (_JUDGMENT, "검토가 필요한 사항으로, [[P:01]].", "forbidden_approval_delivery"),
    # 지금부터 before a manner: only a presenting manner straight into the speaker's act
    (_DAILY, "지금부터 꾸준하게 안내해 드릴게요. [[P:01]].", "forbidden_quality_adherence"),
    (_DAILY, "지금부터 짧게, [[P:01]].", "time"),
    (_DAILY, "지금부터 짧게 말씀드렸어요. [[P:01]].", "time"),
    (_DAILY, "지금부터 가볍게 시작하겠습니다. [[P:01]].", "time"),
    (_DAILY, "지금부터 빠르게 걸어 보겠습니다. [[P:01]].", "time"),
    (_DAILY, "지금부터 짧게 드시면 됩니다. [[P:01]].", "forbidden_decision_action"),
    (_DAILY, "지금부터 다르게 안내해 드릴게요. [[P:01]].", "time"),
    (_DAILY, "지금부터 새롭게 안내해 드릴게요. [[P:01]].", "time"),
    (_DAILY, "지금부터 짧게 안내해 주시면 돼요. [[P:01]].", "time"),
    (_DAILY, "내일부터 짧게 안내해 드릴게요. [[P:01]].", "time"),
]
ROUND_FORTY_ONE_BENIGN = [
    (_INTERPRETATION, "[[P:01]]. [[P:02]]. 여기까지가 해석 부분입니다."),
    (_INTERPRETATION, "[[P:01]]. 덧붙여 [[P:02]]. 여기까지는 해석 부분입니다."),
    (_REVIEW, "[[P:01]]. 여기까지가 검토 부분이에요."),
    (_RATIONALE, "[[A:01]]. 여기까지가 드리는 말씀입니다."),
    (_RATIONALE, "[[A:01]]. 여기까지가 보태는 말씀입니다."),
    (_DAILY, "[[P:01]]. 여기까지가 전해 드리는 말씀이에요."),
    (_REVIEW_1, "검토가 필요한 사항으로, [[P:01]]."),
    (_REVIEW_1, "검토가 필요한 내용으로, [[P:01]]."),
    (_REVIEW_1, "검토가 필요한 항목으로, [[P:01]]."),
    (_DAILY, "지금부터 간단하게 말씀드릴게요. [[P:01]]."),
    (_DAILY, "지금부터 차분하게 정리해 드리겠습니다. [[P:01]]."),
    (_INTERPRETATION, "지금부터 짧게 안내드리면, [[P:01]]. 이어서 [[P:02]]."),
    (_RATIONALE, "지금부터 간결하게 말씀드릴게요. [[A:01]]."),
]


@pytest.mark.parametrize(("where", "generated"), ROUND_FORTY_ONE_BENIGN)
def test_round_forty_one_organising_prose_is_accepted(where, generated):
    surface, slot = where
    assert _on(surface, slot, generated).accepted, generated


@pytest.mark.parametrize(("where", "generated", "reason"), ROUND_FORTY_ONE_CLAIMS)
def test_round_forty_one_look_alike_claims_are_rejected(where, generated, reason):
    surface, slot = where
    decision = _on(surface, slot, generated)
    assert not decision.accepted and decision.reason == reason, (generated, decision.reason)


def test_round_forty_one_probes_are_in_no_corpus():
    written = _corpus_texts()
    probes = [text for _, text, _ in ROUND_FORTY_ONE_CLAIMS]
    probes += [text for _, text in ROUND_FORTY_ONE_BENIGN]
    # Count only: naming a colliding probe would show that a held-out text has its words.
    assert sum(text in written for text in probes) == 0


# Round forty-two (ADR 0020): no new batch; the left lists of rounds 39-41 worked as classes.
# (a) The weight of the speaker's heart as the modifier of a mood noun ("무거운 마음으로
# 말씀드리면" passed) grades the news as grave or light, as round 39's feelings about the
# content do; the same adjectives in -게 or -지 않게 stay the manner of telling. No text below
# is in a corpus (the test after them counts, never names; counted against the held-out halves
# before their first decision). (b) On an operator card, the reader's reading of a part of the
# card below (아래 + 상태/항목/내용 ...) in -시- + -기 before 전에, then at most the speaker's
# present act in -면, a comma and the issued sentence, orders the card's reading ("아래 상태를
# 보시기 전에 말씀드리면, [[A:01]]."); 상태 without 아래, the customer's surfaces, another verb,
# the past or anything else between keep 전 a time or their own reason. (c) On an operator
# card, going along it step by step in -며/-면서 (한 걸음씩/하나씩/차례로 + 따라가/살펴보, no
# -시-, no object, from the slot's start) straight into the issued sentence is how the card is
# read ("한 걸음씩 따라가며, [[A:01]]."); progress, an object, the reader's -시-, the past, a
# time word, a subject, the customer's surfaces keep the co-occurring event a claim. (d) On
# an operator card, a simile of looking down a list (a bare list-form noun + 보듯/보듯이)
# straight before a step adverb, a comma and the issued sentence says how the card is gone
# through ("체크리스트 보듯이 하나씩, [[A:01]]."); another thing looked at, a particle, -시-,
# the past, no step adverb or anything between keep the perception evidential.
ROUND_FORTY_TWO_CLAIMS = [
    (_PHYSIQUE, "무거운 마음으로 말씀드리면, [[A:01]].", "evaluative_or_epistemic"),
    (_DAILY, "무거운 마음으로 말씀드리면, [[P:01]].", "evaluative_or_epistemic"),
    (_DAILY, "무거운 마음으로 전해 드려요. [[P:01]].", "evaluative_or_epistemic"),
    (_RATIONALE, "가벼운 마음으로 말씀드리면, [[A:01]].", "evaluative_or_epistemic"),
    (_JUDGMENT, "묵직한 마음으로 안내드리면, [[P:01]].", "evaluative_or_epistemic"),
    (_DAILY, "무거운 기분으로 정리해 드리면, [[P:01]].", "evaluative_or_epistemic"),
    (_DAILY, "아래 상태를 보시기 전에 말씀드리면, [[P:01]].", "time"),
    (_PHYSIQUE, "상태를 보시기 전에 말씀드리면, [[A:01]].", "time"),
    (_PHYSIQUE, "고객님 상태를 보시기 전에 말씀드리면, [[A:01]].", "time"),
    (_PHYSIQUE, "아래 기록을 보시기 전에 말씀드리면, [[A:01]].", "forbidden_evidential"),
    (_PHYSIQUE, "아래 상태를 보셨기 전에, [[A:01]].", "time"),
    (_PHYSIQUE, "아래 상태를 보신 전에, [[A:01]].", "time"),
    (_PHYSIQUE, "아래 상태를 바꾸시기 전에, [[A:01]].", "forbidden_decision_action"),
    (_PHYSIQUE, "아래 상태를 보시기 전에 승인하시면, [[A:01]].", "forbidden_approval_delivery"),
    (_PHYSIQUE, "아래 상태를 보시기 전에 말씀드렸듯이, [[A:01]].", "time"),
    (_PHYSIQUE, "아래 상태를 보시기 전에 꼭, [[A:01]].", "time"),
    (_PHYSIQUE, "아래 상태를 보시기 전에 [[A:01]].", "time"),
    (_PHYSIQUE, "아래 상태를 보시기 한참 전에, [[A:01]].", "evaluative_or_epistemic"),
    (_PHYSIQUE, "어제 아래 상태를 보시기 전에, [[A:01]].", "time"),
    (
        _PHYSIQUE,
        "[[A:01]]. 아래 상태를 보시기 전에 말씀드리면, 승인 전입니다.",
        "forbidden_approval_delivery",
    ),
    (_PHYSIQUE, "아래 상태를 보시기 전에 식사하시면, [[A:01]].", "forbidden_decision_action"),
    (_REVIEW_1, "아래 통증 부분을 보시기 전에, [[P:01]].", "forbidden_medical"),
    (_PHYSIQUE, "아래 상태를 보시기 전에 말씀드리면, 고객님이 [[A:01]].", "time"),
    (_DAILY, "한 걸음씩 따라가며, [[P:01]].", "predication"),
    (_PHYSIQUE, "한 걸음씩 나아가며, [[A:01]].", "predication"),
    (_PHYSIQUE, "식단을 한 걸음씩 따라가며, [[A:01]].", "forbidden_decision_action"),
    (_PHYSIQUE, "한 걸음씩 따라가시며, [[A:01]].", "customer_predicate"),
    (_PHYSIQUE, "한 걸음씩 따라갔으며, [[A:01]].", "past_event"),
    (_PHYSIQUE, "매일 한 걸음씩 따라가며, [[A:01]].", "time"),
    (_PHYSIQUE, "한 걸음씩 따라가며 좋아지고, [[A:01]].", "forbidden_quality_adherence"),
    (_PHYSIQUE, "고객님이 한 걸음씩 따라가며, [[A:01]].", "predication"),
    (_PHYSIQUE, "한 잔씩 따라가며, [[A:01]].", "number"),
    (_PHYSIQUE, "꾸준히 따라가며, [[A:01]].", "forbidden_quality_adherence"),
    (_PHYSIQUE, "한 걸음씩 따라가며 안심하시고, [[A:01]].", "forbidden_risk_safety"),
    (_PHYSIQUE, "계획을 하나씩 따라가며, [[A:01]].", "forbidden_decision_action"),
    (_REVIEW_1, "통증을 차례로 살펴보며, [[P:01]].", "forbidden_medical"),
    (_DAILY, "체크리스트 보듯이 하나씩, [[P:01]].", "evidential_framing"),
    (_PHYSIQUE, "그래프 보듯이 하나씩, [[A:01]].", "evidential_framing"),
    (_PHYSIQUE, "기록 보듯이 하나씩, [[A:01]].", "forbidden_evidential"),
    (_PHYSIQUE, "체크리스트를 보듯이 하나씩, [[A:01]].", "evidential_framing"),
    (_PHYSIQUE, "체크리스트 보시듯이 하나씩, [[A:01]].", "customer_predicate"),
    (_PHYSIQUE, "체크리스트 봤듯이 하나씩, [[A:01]].", "evidential_framing"),
    (_PHYSIQUE, "체크리스트 보듯이 꼼꼼히, [[A:01]].", "evidential_framing"),
    (_PHYSIQUE, "체크리스트 보듯이, [[A:01]].", "evidential_framing"),
    (_PHYSIQUE, "식단 체크리스트 보듯이 하나씩, [[A:01]].", "forbidden_decision_action"),
    (_PHYSIQUE, "체크리스트 보듯이 매일 하나씩, [[A:01]].", "time"),
    (_PHYSIQUE, "결과표 보듯이 하나씩, [[A:01]].", "forbidden_evidential"),
]
ROUND_FORTY_TWO_BENIGN = [
    (_DAILY, "무겁지 않게 말씀드리면, [[P:01]]."),
    (_DAILY, "너무 무겁지 않게 정리해 드리면, [[P:01]]."),
    (_RATIONALE, "가볍게 말씀드리면, [[A:01]]."),
    (_DAILY, "차분한 마음으로 말씀드리면, [[P:01]]."),
    (_DAILY, "무겁지 않은 말투로 말씀드리면, [[P:01]]."),
    (_DAILY, "가벼운 말투로 말씀드리면, [[P:01]]."),
    (_PHYSIQUE, "아래 상태를 읽으시기 전에 정리해 드리면, [[A:01]]."),
    (_REVIEW_1, "아래 항목을 보시기 전에, [[P:01]]."),
    (_JUDGMENT, "아래 내용을 살펴보시기 전에 말씀드리면, [[P:01]]."),
    (_PHYSIQUE, "하나씩 따라가면서, [[A:01]]."),
    (_REVIEW_1, "차례로 살펴보며, [[P:01]]."),
    (_JUDGMENT, "먼저 한 단계씩 따라가며, [[P:01]]."),
    (_PHYSIQUE, "목록 보듯 차례로, [[A:01]]."),
]


# The ninetieth blind batch (fresh89, round 98) wrote one of these probes word for word: it is
# left out by its digest, so the text is never named here.
_R42_IN_A_CORPUS = frozenset({"0bb59fb6c57cb107"})
ROUND_FORTY_TWO_BENIGN = _unwritten(ROUND_FORTY_TWO_BENIGN, _R42_IN_A_CORPUS)


@pytest.mark.parametrize(("where", "generated"), ROUND_FORTY_TWO_BENIGN)
def test_round_forty_two_organising_prose_is_accepted(where, generated):
    surface, slot = where
    assert _on(surface, slot, generated).accepted, generated


@pytest.mark.parametrize(("where", "generated", "reason"), ROUND_FORTY_TWO_CLAIMS)
def test_round_forty_two_look_alike_claims_are_rejected(where, generated, reason):
    surface, slot = where
    decision = _on(surface, slot, generated)
    assert not decision.accepted and decision.reason == reason, (generated, decision.reason)


def test_round_forty_two_probes_are_in_no_corpus():
    written = _corpus_texts()
    probes = [text for _, text, _ in ROUND_FORTY_TWO_CLAIMS]
    probes += [text for _, text in ROUND_FORTY_TWO_BENIGN]
    # Count only: naming a colliding probe would show that a held-out text has its words.
    assert sum(text in written for text in probes) == 0


# Round forty-four (ADR 0020): round 43's left classes of fresh35-tune, before the fresh36 batch.
# (a) A closing in the past of the speaker's own act after the last issued sentence may name
# the part of this message just told as its object ("이상으로 해석을 말씀드렸습니다" - a
# telling verb only, never an edit) or be told in order alone ("순서대로 말씀드렸습니다"); a
# time, a recipient, a subject, an edit verb, another object, an operator card or an issued
# sentence after it keep it a past telling. (b) The speaker's own coming look at "this part"
# (이 + 부분/대목/항목/내용/문장) in a final ending straight before the issued sentence ("우선
# 이 부분부터 보겠습니다. [[P:01]].") takes up a part of the message; another thing looked
# at, 그 부분, an adverb, the past, -시-, -니/-면 or no issued sentence after it keep the look
# an observation. (c) On an operator card, 아래 + card-part nouns + 에 앞서, a comma and the
# issued sentence ("아래 상태 문구에 앞서, [[A:01]].") orders the card's lines; without 아래,
# on a customer's surface, with another noun or anything between, 앞서 stays a time. No text
# below is in a corpus (the test after them counts, never names; counted against the held-out
# halves before their first decision, and every one decided on round 43's code first).
ROUND_FORTY_FOUR_CLAIMS = [
    (_INTERPRETATION, "[[P:01]]. [[P:02]]. 어제 이상으로 해석을 말씀드렸습니다.", "time"),
    (
        _INTERPRETATION,
        "[[P:01]]. [[P:02]]. 이상으로 고객님께 해석을 말씀드렸습니다.",
        "past_speech_act",
    ),
    (
        _INTERPRETATION,
        "[[P:01]]. [[P:02]]. 이상으로 결과를 말씀드렸습니다.",
        "forbidden_evidential",
    ),
    (
        _INTERPRETATION,
        "[[P:01]]. [[P:02]]. 이상으로 식단을 말씀드렸습니다.",
        "forbidden_decision_action",
    ),
    (
        _INTERPRETATION,
        "[[P:01]]. [[P:02]]. 이상으로 해석을 말씀드렸던 셈입니다.",
        "past_speech_act",
    ),
    (_INTERPRETATION, "이상으로 해석을 말씀드렸습니다. [[P:01]]. [[P:02]].", "past_speech_act"),
    (_JUDGMENT, "[[P:01]]. 이상으로 판단을 말씀드렸습니다.", "past_speech_act"),
    (_JUDGMENT, "[[P:01]]. 이상으로 내용을 말씀드렸습니다.", "past_speech_act"),
    (
        _INTERPRETATION,
        "[[P:01]]. [[P:02]]. 이상으로 해석을 다시 말씀드렸습니다.",
        "past_speech_act",
    ),
    (_INTERPRETATION, "[[P:01]]. [[P:02]]. 이상으로 해석을 지난주에 말씀드렸습니다.", "time"),
    (_INTERPRETATION, "[[P:01]]. [[P:02]]. 이상으로 통증을 말씀드렸습니다.", "forbidden_medical"),
    (_INTERPRETATION, "[[P:01]]. [[P:02]]. 이상으로 해석을 바꿔 드렸습니다.", "past_speech_act"),
    (
        _INTERPRETATION,
        "[[P:01]]. [[P:02]]. 이미 순서대로 말씀드렸습니다.",
        "evaluative_or_epistemic",
    ),
    (_INTERPRETATION, "[[P:01]]. [[P:02]]. 지난번에 순서대로 말씀드렸습니다.", "time"),
    (_INTERPRETATION, "[[P:01]]. [[P:02]]. 순서대로 운동하셨습니다.", "forbidden_decision_action"),
    (_INTERPRETATION, "[[P:01]]. [[P:02]]. 순서대로 진행했습니다.", "past_event"),
    (_INTERPRETATION, "[[P:01]]. [[P:02]]. 코치님이 순서대로 말씀드렸습니다.", "past_speech_act"),
    (_INTERPRETATION, "[[P:01]]. 순서대로 말씀드렸습니다. [[P:02]].", "past_speech_act"),
    (_JUDGMENT, "[[P:01]]. 순서대로 말씀드렸습니다.", "past_speech_act"),
    (_DAILY, "[[P:01]]. 고객님께 순서대로 말씀드렸습니다.", "past_speech_act"),
    (_DAILY, "[[P:01]]. 순서대로 말씀드렸던 대로입니다.", "past_speech_act"),
    (_DAILY, "[[P:01]]. 순서대로 잘 드셨습니다.", "forbidden_quality_adherence"),
    (_INTERPRETATION, "[[P:01]]. [[P:02]]. 순서대로 두 번 말씀드렸습니다.", "number"),
    (_INTERPRETATION, "[[P:01]]. [[P:02]]. 이상으로 해석을 고쳐 드렸습니다.", "past_speech_act"),
    (_INTERPRETATION, "[[P:01]]. [[P:02]]. 이상으로 내용을 옮겨 드렸습니다.", "past_speech_act"),
    (_INTERPRETATION, "[[P:01]]. [[P:02]]. 이상으로 해석을 알려 드렸습니다.", "past_speech_act"),
    (_DAILY, "[[P:01]]. 이상으로 내용을 보내 드렸습니다.", "forbidden_approval_delivery"),
    (_INTERPRETATION, "우선 이 부분부터 보니, [[P:01]]. [[P:02]].", "evidential_framing"),
    (_INTERPRETATION, "우선 이 부분부터 보면, [[P:01]]. [[P:02]].", "evidential_framing"),
    (_INTERPRETATION, "우선 이 부분부터 봤습니다. [[P:01]]. [[P:02]].", "evidential_framing"),
    (_INTERPRETATION, "우선 이 부분부터 보셨습니다. [[P:01]]. [[P:02]].", "customer_predicate"),
    (_INTERPRETATION, "우선 기록부터 보겠습니다. [[P:01]]. [[P:02]].", "forbidden_evidential"),
    (_INTERPRETATION, "우선 몸 상태부터 보겠습니다. [[P:01]]. [[P:02]].", "evidential_framing"),
    (_DAILY, "우선 식단부터 보겠습니다. [[P:01]].", "forbidden_decision_action"),
    (_DAILY, "우선 체중부터 보겠습니다. [[P:01]].", "forbidden_decision_action"),
    (_INTERPRETATION, "어제 이 부분부터 보겠습니다. [[P:01]]. [[P:02]].", "time"),
    (
        _INTERPRETATION,
        "우선 이 부분부터 자세히 보겠습니다. [[P:01]]. [[P:02]].",
        "evidential_framing",
    ),
    (
        _INTERPRETATION,
        "우선 이 부분부터 다시 보겠습니다. [[P:01]]. [[P:02]].",
        "evaluative_or_epistemic",
    ),
    (_INTERPRETATION, "[[P:01]]. [[P:02]]. 우선 이 부분부터 보겠습니다.", "evidential_framing"),
    (
        _INTERPRETATION,
        "우선 이 부분부터 보겠습니다, [[P:01]]. 좋아 보이네요. [[P:02]].",
        "forbidden_quality_adherence",
    ),
    (_DAILY, "고객님이 이 부분부터 보겠습니다. [[P:01]].", "evidential_framing"),
    (_DAILY, "우선 이 부분부터 지켜보겠습니다. [[P:01]].", "evidential_framing"),
    (_DAILY, "우선 이 부분부터 보겠습니다. 좋아졌습니다. [[P:01]].", "forbidden_quality_adherence"),
    (_JUDGMENT, "우선 이 부분부터 보고 결정하겠습니다. [[P:01]].", "forbidden_decision_action"),
    (_DAILY, "우선 이 운동부터 해 보겠습니다. [[P:01]].", "forbidden_decision_action"),
    (_DAILY, "우선 이 부분부터 보겠습니다 [[P:01]].", "evidential_framing"),
    (_DAILY, "내일 이 부분부터 볼게요. [[P:01]].", "time"),
    (_INTERPRETATION, "우선 그 부분부터 보겠습니다. [[P:01]]. [[P:02]].", "evidential_framing"),
    (_INTERPRETATION, "우선 이 변화부터 보겠습니다. [[P:01]]. [[P:02]].", "forbidden_evidential"),
    (_INTERPRETATION, "우선 이 흐름부터 보겠습니다. [[P:01]]. [[P:02]].", "evidential_framing"),
    (_DAILY, "우선 이 숫자부터 보겠습니다. [[P:01]].", "evidential_framing"),
    (_PHYSIQUE, "아래 통증 문구에 앞서, [[A:01]].", "forbidden_medical"),
    (_PHYSIQUE, "상태 문구에 앞서, [[A:01]].", "causal_or_conditional_link"),
    (_PHYSIQUE, "아래 상태 변화에 앞서, [[A:01]].", "forbidden_evidential"),
    (_DAILY, "아래 상태 문구에 앞서, [[P:01]].", "causal_or_conditional_link"),
    (_PHYSIQUE, "아래 상태 문구에 앞서 [[A:01]].", "causal_or_conditional_link"),
    (_PHYSIQUE, "아래 운동에 앞서, [[A:01]].", "forbidden_decision_action"),
    (_PHYSIQUE, "아래 상태 문구에 앞서 미리, [[A:01]].", "causal_or_conditional_link"),
    (_PHYSIQUE, "[[A:01]]. 아래 상태 문구에 앞서 말씀드렸습니다.", "evaluative_or_epistemic"),
    (_PHYSIQUE, "아래 상태 문구에 앞서 승인하시면, [[A:01]].", "forbidden_approval_delivery"),
    (_PHYSIQUE, "아래 상태 문구에 앞서서, [[A:01]].", "causal_or_conditional_link"),
    (_PHYSIQUE, "아래 식사 문구에 앞서, [[A:01]].", "forbidden_decision_action"),
    (_PHYSIQUE, "어제 아래 상태 문구에 앞서, [[A:01]].", "time"),
    (_PHYSIQUE, "고객님이 아래 상태 문구에 앞서, [[A:01]].", "causal_or_conditional_link"),
    (_PHYSIQUE, "아래 상태 문구에 앞섰고, [[A:01]].", "past_event"),
    (_JUDGMENT, "아래 체중 줄에 앞서, [[P:01]].", "forbidden_decision_action"),
    (_PHYSIQUE, "아래 상태 문구에 앞서, 안심하셔도 됩니다. [[A:01]].", "forbidden_risk_safety"),
]
ROUND_FORTY_FOUR_BENIGN = [
    (_INTERPRETATION, "[[P:01]]. [[P:02]]. 이상으로 해석을 전해 드렸습니다."),
    (_RATIONALE, "[[A:01]]. 이상으로 근거를 간단히 말씀드렸습니다."),
    (_DAILY, "[[P:01]]. 여기까지 내용을 안내해 드렸습니다."),
    (_INTERPRETATION, "[[P:01]]. [[P:02]]. 차례대로 말씀드렸습니다."),
    (_INTERPRETATION, "[[P:01]]. [[P:02]]. 이상으로 설명을 정리해 드렸습니다."),
    (_DAILY, "먼저 이 대목을 살펴보겠습니다. [[P:01]]."),
    (_INTERPRETATION, "이 부분부터 볼게요. [[P:01]]. 이어서, [[P:02]]."),
    (_RATIONALE, "일단 이 항목부터 짚어보겠습니다. [[A:01]]."),
    (_PHYSIQUE, "아래 상태 문구에 앞서, [[A:01]]."),
    (_REVIEW_1, "아래 항목에 앞서, [[P:01]]."),
]


@pytest.mark.parametrize(("where", "generated"), ROUND_FORTY_FOUR_BENIGN)
def test_round_forty_four_organising_prose_is_accepted(where, generated):
    surface, slot = where
    assert _on(surface, slot, generated).accepted, generated


@pytest.mark.parametrize(("where", "generated", "reason"), ROUND_FORTY_FOUR_CLAIMS)
def test_round_forty_four_look_alike_claims_are_rejected(where, generated, reason):
    surface, slot = where
    decision = _on(surface, slot, generated)
    assert not decision.accepted and decision.reason == reason, (generated, decision.reason)


def test_round_forty_four_probes_are_in_no_corpus():
    written = _corpus_texts()
    probes = [text for _, text, _ in ROUND_FORTY_FOUR_CLAIMS]
    probes += [text for _, text in ROUND_FORTY_FOUR_BENIGN]
    # Count only: naming a colliding probe would show that a held-out text has its words.
    assert sum(text in written for text in probes) == 0


# Round forty-four, fresh36-tune's misses worked as classes (after the batch was wired in).
# (e) The last sentence, after the issued ones, leaving the reader free to (re)read this
# message - at most "궁금하시면"/"필요하시면"/"궁금하신 점이 생기면", 위/아래 + a part noun,
# 다시 (한 번)/함께/천천히, a reading verb in -시어도 and 되/괜찮 - is a closed form judged
# whole ("[[P:01]]. 궁금하시면 위 내용을 다시 보셔도 돼요."); a feeling, an obligation,
# another object or verb, a time, a count or a sentence after it keep the ordinary rules.
# (f) The speaker's present act in -고 and a comma open their own clause before the reader's
# reading on ("판단부터 간추려 말씀드리고, 나머지는 아래에서 차례로 보실 수 있어요."); the
# past, another verb or other material keep the reading clause a claim. (g) "This part" as
# the subject of the speaker's wish to give it, straight before the issued sentence ("바로
# 이 부분이 전해 드리고 싶은 말씀이에요. [[A:01]]."); another subject, the past, a degree,
# another head or nothing after keep it something else that speaks. (h) 그럼 before the
# speaker's own telling of the rest of the message, straight before the next issued sentence
# ("[[P:01]]. 그럼 나머지 내용도 마저 전해 드릴게요. [[P:02]]."); another word, the past, -면
# or nothing after keep 그럼 a link between statements. Counted and decided as above.
ROUND_FORTY_FOUR_FRESH36_CLAIMS = [
    (_DAILY, "[[P:01]]. 불안하시면 위 내용을 다시 보셔도 돼요.", "evaluative_or_epistemic"),
    (_DAILY, "[[P:01]]. 아프시면 위 내용을 다시 보셔도 돼요.", "forbidden_medical"),
    (_DAILY, "[[P:01]]. 배고프시면 위 내용을 다시 보셔도 돼요.", "evaluative_or_epistemic"),
    (_DAILY, "[[P:01]]. 궁금하시면 위 내용을 다시 보셔야 해요.", "evaluative_or_epistemic"),
    (_DAILY, "[[P:01]]. 궁금하시면 식단을 다시 보셔도 돼요.", "forbidden_decision_action"),
    (_DAILY, "[[P:01]]. 궁금하시면 위 기록을 다시 보셔도 돼요.", "forbidden_evidential"),
    (_DAILY, "[[P:01]]. 궁금하시면 위 내용을 다시 보셨어도 돼요.", "evaluative_or_epistemic"),
    (_DAILY, "[[P:01]]. 궁금하시면 위 내용을 내일 다시 보셔도 돼요.", "time"),
    (_DAILY, "[[P:01]]. 궁금하시면 위 내용을 세 번 보셔도 돼요.", "number"),
    (
        _DAILY,
        "[[P:01]]. 궁금하시면 위 내용을 다시 보셔도 괜찮아요. 걱정하지 마세요.",
        "forbidden_risk_safety",
    ),
    (_DAILY, "궁금하시면 위 내용을 다시 보셔도 돼요. [[P:01]].", "evaluative_or_epistemic"),
    (_DAILY, "[[P:01]]. 궁금하시면 코치에게 물어보셔도 돼요.", "new_fact"),
    (_DAILY, "[[P:01]]. 궁금하시면 위 내용을 다시 드셔도 돼요.", "forbidden_decision_action"),
    (
        _PHYSIQUE,
        "[[A:01]]. 필요하시면 위 항목들을 다시 조정하셔도 괜찮아요.",
        "forbidden_decision_action",
    ),
    (
        _PHYSIQUE,
        "[[A:01]]. 필요하시면 위 항목들을 바로 승인하셔도 괜찮아요.",
        "forbidden_approval_delivery",
    ),
    (
        _JUDGMENT,
        "[[P:01]]. 궁금하신 점이 생기면 아래 내용을 함께 보셔도 안전합니다.",
        "forbidden_risk_safety",
    ),
    (
        _JUDGMENT,
        "[[P:01]]. 걱정되는 점이 생기면 아래 내용을 함께 보셔도 됩니다.",
        "forbidden_risk_safety",
    ),
    (
        _JUDGMENT,
        "[[P:01]]. 궁금하신 점이 많으면 아래 내용을 함께 보셔도 됩니다.",
        "customer_predicate",
    ),
    (
        _DAILY,
        "[[P:01]]. 궁금하시면 위 내용을 다시 보셔도 돼요 운동은 쉬셔도 돼요.",
        "forbidden_decision_action",
    ),
    (
        _DAILY,
        "[[P:01]]. 궁금하시면 위 내용을 다시 보시고 쉬셔도 돼요.",
        "forbidden_decision_action",
    ),
    (_DAILY, "[[P:01]]. 궁금하시면 위 내용을 꼭 다시 보셔도 돼요.", "evaluative_or_epistemic"),
    (_DAILY, "[[P:01]]. 궁금하셨으면 위 내용을 다시 보셔도 돼요.", "evaluative_or_epistemic"),
    (
        _DAILY,
        "[[P:01]]. 고객님이 궁금하시면 위 내용을 다시 보셔도 돼요.",
        "evaluative_or_epistemic",
    ),
    (_DAILY, "[[P:01]]. 위 내용을 다시 보셔도 괜찮으세요.", "forbidden_risk_safety"),
    (_DAILY, "[[P:01]]. 몸이 괜찮으시면 위 내용을 다시 보셔도 돼요.", "forbidden_risk_safety"),
    (_DAILY, "[[P:01]]. 필요하시면 위 약을 다시 드셔도 괜찮아요.", "forbidden_decision_action"),
    (_DAILY, "[[P:01]]. 필요하시면 운동을 쉬셔도 괜찮아요.", "forbidden_decision_action"),
    (
        _JUDGMENT,
        "판단부터 말씀드렸고, 나머지는 아래에서 차례로 보실 수 있어요. [[P:01]].",
        "past_speech_act",
    ),
    (
        _JUDGMENT,
        "판단부터 간추려 말씀드리고, 결과는 아래에서 확인하실 수 있어요. [[P:01]].",
        "forbidden_evidential",
    ),
    (
        _JUDGMENT,
        "판단부터 간추려 말씀드리고, 고객님도 아래에서 보실 수 있어요. [[P:01]].",
        "customer_predicate",
    ),
    (
        _JUDGMENT,
        "식단을 바꾸고, 나머지는 아래에서 차례로 보실 수 있어요. [[P:01]].",
        "forbidden_decision_action",
    ),
    (
        _JUDGMENT,
        "판단부터 간추려 말씀드리고, 나머지는 내일 아래에서 보실 수 있어요. [[P:01]].",
        "time",
    ),
    (
        _JUDGMENT,
        "판단부터 간추려 말씀드리고, 나머지는 아래에서 보실 수 있었어요. [[P:01]].",
        "customer_predicate",
    ),
    (
        _JUDGMENT,
        "판단부터 간추려 말씀드리고, 기록은 아래에서 보실 수 있어요. [[P:01]].",
        "forbidden_evidential",
    ),
    (
        _DAILY,
        "요점부터 말씀드리고, 식단은 아래에서 보실 수 있어요. [[P:01]].",
        "forbidden_decision_action",
    ),
    (
        _JUDGMENT,
        "판단부터 간추려 말씀드리고, 나머지는 고객님께 보내 드릴 수 있어요. [[P:01]].",
        "forbidden_approval_delivery",
    ),
    (
        _JUDGMENT,
        "판단부터 승인하고, 나머지는 아래에서 차례로 보실 수 있어요. [[P:01]].",
        "forbidden_approval_delivery",
    ),
    (
        _DAILY,
        "요점부터 말씀드리고, 나머지는 아래에서 드실 수 있어요. [[P:01]].",
        "forbidden_decision_action",
    ),
    (
        _JUDGMENT,
        "어제 판단부터 간추려 말씀드리고, 나머지는 아래에서 보실 수 있어요. [[P:01]].",
        "evaluative_or_epistemic",
    ),
    (
        _JUDGMENT,
        "판단부터 간추려 말씀드리고, 나머지는 아래에서 차례로 보시면 좋아요. [[P:01]].",
        "forbidden_quality_adherence",
    ),
    (
        _JUDGMENT,
        "판단부터 간추려 말씀드리고, 나머지는 코치님이 아래에서 보실 수 있어요. [[P:01]].",
        "customer_predicate",
    ),
    (
        _JUDGMENT,
        "판단부터 간추려 말씀드리고, 변화는 아래에서 차례로 보실 수 있어요. [[P:01]].",
        "forbidden_evidential",
    ),
    (_RATIONALE, "바로 이 기록이 전해 드리고 싶은 말씀이에요. [[A:01]].", "forbidden_evidential"),
    (_RATIONALE, "바로 이 부분이 전해 드리고 싶었던 말씀이에요. [[A:01]].", "past_speech_act"),
    (_RATIONALE, "바로 이 부분이 고객님이 하고 싶은 말씀이에요. [[A:01]].", "predication"),
    (
        _RATIONALE,
        "바로 이 부분이 코치님이 전해 드리고 싶은 말씀이에요. [[A:01]].",
        "evidential_framing",
    ),
    (_RATIONALE, "[[A:01]]. 바로 이 부분이 전해 드리고 싶은 말씀이에요.", "evidential_framing"),
    (
        _RATIONALE,
        "바로 이 부분이 가장 전해 드리고 싶은 말씀이에요. [[A:01]].",
        "evidential_framing",
    ),
    (_RATIONALE, "바로 이 변화가 전해 드리고 싶은 말씀이에요. [[A:01]].", "forbidden_evidential"),
    (
        _RATIONALE,
        "바로 이 부분이 꼭 전해 드리고 싶은 말씀이에요. [[A:01]].",
        "evaluative_or_epistemic",
    ),
    (
        _RATIONALE,
        "이 부분이 전해 드리고 싶은 좋은 소식이에요. [[A:01]].",
        "forbidden_quality_adherence",
    ),
    (_RATIONALE, "이 부분이 전해 드리고 싶은 소식이에요. [[A:01]].", "evidential_framing"),
    (_DAILY, "이 결과가 전해 드리고 싶은 내용입니다. [[P:01]].", "forbidden_evidential"),
    # the twin's claim is its time word: "time" since round 47's addendum (main accepted
    # "어제 전해 드리고 싶은 내용입니다. [[P:01]]." - the hole that addendum closed)
    (_DAILY, "이 부분이 어제 전해 드리고 싶은 내용입니다. [[P:01]].", "time"),
    (_DAILY, "이 부분이 전해 드리고 싶은 내용입니다 [[P:01]].", "evidential_framing"),
    (_DAILY, "이 부분이 전해 드리고 싶은 내용이었습니다. [[P:01]].", "evidential_framing"),
    (_JUDGMENT, "이 부분이 고객님께 전해 드리고 싶은 내용입니다. [[P:01]].", "approval_delivery"),
    (_DAILY, "이 몸무게가 말씀드리고 싶은 내용입니다. [[P:01]].", "forbidden_decision_action"),
    (_DAILY, "그 부분이 전해 드리고 싶은 내용입니다. [[P:01]].", "evidential_framing"),
    (_INTERPRETATION, "[[P:01]]. 그럼 [[P:02]].", "predication"),
    (_INTERPRETATION, "[[P:01]]. 그럼 결과를 말씀드릴게요. [[P:02]].", "forbidden_evidential"),
    (_INTERPRETATION, "[[P:01]]. 그럼 나머지 내용도 마저 전해 드렸어요. [[P:02]].", "causal_link"),
    (
        _INTERPRETATION,
        "[[P:01]]. 그럼 운동도 마저 하셔야겠네요. [[P:02]].",
        "forbidden_decision_action",
    ),
    (
        _INTERPRETATION,
        "[[P:01]]. 그럼 나머지도 괜찮다고 말씀드릴게요. [[P:02]].",
        "forbidden_risk_safety",
    ),
    (_INTERPRETATION, "[[P:01]]. 그럼 이어서 말씀드리면 [[P:02]].", "causal_link"),
    (_INTERPRETATION, "[[P:01]]. [[P:02]]. 그럼 나머지 내용도 마저 전해 드릴게요.", "causal_link"),
    (
        _INTERPRETATION,
        "[[P:01]]. 그럼 식단도 마저 바꿔 드릴게요. [[P:02]].",
        "forbidden_decision_action",
    ),
    (_JUDGMENT, "[[P:01]]. 그럼 고객님께 나머지를 전해 드릴게요.", "causal_link"),
    (_INTERPRETATION, "[[P:01]]. 그럼 내일 이어서 말씀드릴게요. [[P:02]].", "causal_link"),
    (
        _INTERPRETATION,
        "[[P:01]]. 그럼 나머지 내용도 좋다고 볼 수 있어요. [[P:02]].",
        "forbidden_quality_adherence",
    ),
    (
        _INTERPRETATION,
        "[[P:01]]. 그럼 나머지 내용도 마저 챙기시면 돼요. [[P:02]].",
        "forbidden_decision_action",
    ),
    (
        _INTERPRETATION,
        "[[P:01]]. 그럼 이어서 나아질 거예요. [[P:02]].",
        "forbidden_quality_adherence",
    ),
    (_INTERPRETATION, "[[P:01]]. 그러면 이어서 말씀드릴게요. [[P:02]].", "causal_link"),
]
ROUND_FORTY_FOUR_FRESH36_BENIGN = [
    (_DAILY, "[[P:01]]. 궁금하시면 위 내용을 다시 보셔도 돼요."),
    (_INTERPRETATION, "[[P:01]]. [[P:02]]. 필요하시면 위 내용을 함께 읽으셔도 괜찮아요."),
    (_REVIEW_1, "[[P:01]]. 궁금하신 부분이 있으면 아래 항목을 함께 살펴보셔도 됩니다."),
    (_JUDGMENT, "[[P:01]]. 아래 내용을 함께 보셔도 됩니다."),
    (_PHYSIQUE, "[[A:01]]. 위 항목들을 다시 훑어보셔도 괜찮아요."),
    (_JUDGMENT, "요점부터 짧게 말씀드리고, 나머지는 아래에서 차례로 보실 수 있어요. [[P:01]]."),
    (
        _INTERPRETATION,
        "먼저 간추려 말씀드리고, 세부 내용은 아래에서 이어 보실 수 있어요. [[P:01]]. [[A:01]].",
    ),
    (_RATIONALE, "바로 이 부분이 전해 드리고 싶은 안내예요. [[A:01]]."),
    (_DAILY, "이 부분이 전해 드리고 싶은 내용입니다. [[P:01]]."),
    (_JUDGMENT, "바로 이 대목이 말씀드리고 싶은 내용이에요. [[P:01]]."),
    (_INTERPRETATION, "[[P:01]]. 그럼 이어서 말씀드릴게요. [[P:02]]."),
    (_INTERPRETATION, "[[P:01]]. 그럼 나머지 내용도 마저 전해 드릴게요. [[A:01]]."),
    (_INTERPRETATION, "[[P:01]]. 그럼 다음 내용을 바로 안내해 드릴게요. [[P:02]]."),
]


@pytest.mark.parametrize(("where", "generated"), ROUND_FORTY_FOUR_FRESH36_BENIGN)
def test_round_forty_four_fresh36_organising_prose_is_accepted(where, generated):
    surface, slot = where
    assert _on(surface, slot, generated).accepted, generated


@pytest.mark.parametrize(("where", "generated", "reason"), ROUND_FORTY_FOUR_FRESH36_CLAIMS)
def test_round_forty_four_fresh36_look_alike_claims_are_rejected(where, generated, reason):
    surface, slot = where
    decision = _on(surface, slot, generated)
    assert not decision.accepted and decision.reason == reason, (generated, decision.reason)


def test_round_forty_four_fresh36_probes_are_in_no_corpus():
    written = _corpus_texts()
    probes = [text for _, text, _ in ROUND_FORTY_FOUR_FRESH36_CLAIMS]
    probes += [text for _, text in ROUND_FORTY_FOUR_FRESH36_BENIGN]
    # Count only: naming a colliding probe would show that a held-out text has its words.
    assert sum(text in written for text in probes) == 0


# Round forty-four, two more of round 43's left classes of fresh35-tune. (i) The speaker's
# coming laying out of the message ("말씀드릴 내용을 차례로 놓아 보겠습니다. [[P:01]].") as a
# whole sentence straight before the issued one, and "as above" closing after the last issued
# sentence ("[[P:01]]. [[P:02]]. 해석은 이상과 같습니다."); another thing laid out, no order,
# the past, no issued sentence after, another topic or compared thing stay claims. (j) On an
# operator card, the speaker's words named by the review they help ("검토를 돕기 위한 안내를
# 덧붙입니다. [[A:01]]."), 이해 anywhere; on a customer's surface, with another purpose or
# head, the past or anything between, 위하 stays a purpose. Counted and decided as above.
ROUND_FORTY_FOUR_LEFT_CLAIMS = [
    (_DAILY, "간식을 차례로 놓아 보겠습니다. [[P:01]].", "forbidden_decision_action"),
    (_DAILY, "식판에 나란히 놓아 볼게요. [[P:01]].", "predication"),
    (_DAILY, "말씀드릴 내용을 차례로 놓아 보았습니다. [[P:01]].", "past_event"),
    (_DAILY, "[[P:01]]. 말씀드릴 내용을 차례로 놓아 보겠습니다.", "prediction"),
    (_DAILY, "말씀드릴 내용을 차례로 놓아 보겠습니다, [[P:01]].", "prediction"),
    (_DAILY, "내일 말씀드릴 내용을 차례로 놓아 보겠습니다. [[P:01]].", "time"),
    (_DAILY, "말씀드릴 내용을 꼼꼼히 놓아 보겠습니다. [[P:01]].", "prediction"),
    (_DAILY, "마음을 놓아 보겠습니다. [[P:01]].", "prediction"),
    (_DAILY, "운동 기구를 차례로 놓아 보겠습니다. [[P:01]].", "forbidden_decision_action"),
    (_INTERPRETATION, "[[P:01]]. 해석은 이상과 같습니다. [[P:02]].", "new_fact"),
    (_INTERPRETATION, "[[P:01]]. [[P:02]]. 해석은 이상과 같았습니다.", "new_fact"),
    (_INTERPRETATION, "[[P:01]]. [[P:02]]. 결과는 이상과 같습니다.", "forbidden_evidential"),
    (_INTERPRETATION, "[[P:01]]. [[P:02]]. 해석은 지난주와 같습니다.", "time"),
    (_INTERPRETATION, "[[P:01]]. [[P:02]]. 해석은 예상과 같습니다.", "evidential_framing"),
    (_INTERPRETATION, "[[P:01]]. [[P:02]]. 체중은 이상과 같습니다.", "forbidden_decision_action"),
    (_INTERPRETATION, "[[P:01]]. [[P:02]]. 해석은 이상과 같을 거예요.", "new_fact"),
    (_INTERPRETATION, "[[P:01]]. [[P:02]]. 해석은 평소와 같습니다.", "time"),
    (
        _INTERPRETATION,
        "[[P:01]]. [[P:02]]. 해석은 이상과 같아서 좋습니다.",
        "forbidden_quality_adherence",
    ),
    (_JUDGMENT, "[[P:01]]. 판단은 이상과 같이 승인되었습니다.", "forbidden_approval_delivery"),
    (_INTERPRETATION, "이상과 같습니다. [[P:01]]. [[P:02]].", "new_fact"),
    (_DAILY, "[[P:01]]. 오늘은 이상과 같습니다.", "new_fact"),
    (_DAILY, "검토를 돕기 위한 안내를 덧붙입니다. [[P:01]].", "forbidden_approval_delivery"),
    (_PHYSIQUE, "건강을 돕기 위한 안내를 덧붙입니다. [[A:01]].", "forbidden_medical"),
    (_PHYSIQUE, "감량을 돕기 위한 안내를 덧붙입니다. [[A:01]].", "forbidden_decision_action"),
    (_PHYSIQUE, "회복을 돕기 위한 안내를 덧붙입니다. [[A:01]].", "forbidden_medical"),
    (_PHYSIQUE, "승인을 돕기 위한 안내를 덧붙입니다. [[A:01]].", "forbidden_approval_delivery"),
    (_PHYSIQUE, "검토를 돕기 위한 식단을 덧붙입니다. [[A:01]].", "forbidden_decision_action"),
    (_PHYSIQUE, "검토를 돕기 위한 안내를 덧붙였습니다. [[A:01]].", "causal_or_conditional_link"),
    (
        _PHYSIQUE,
        "검토를 돕기 위한 안내를 고객님께 보냅니다. [[A:01]].",
        "forbidden_approval_delivery",
    ),
    (_PHYSIQUE, "검토를 빨리 돕기 위한 안내를 덧붙입니다. [[A:01]].", "evaluative_or_epistemic"),
    (_PHYSIQUE, "검토를 돕기 위한 운동을 추가합니다. [[A:01]].", "forbidden_decision_action"),
    (_PHYSIQUE, "검토를 돕기 위한 안내를 덧붙입니다, [[A:01]].", "causal_or_conditional_link"),
    (
        _PHYSIQUE,
        "고객님의 검토를 돕기 위한 안내를 덧붙입니다. [[A:01]].",
        "causal_or_conditional_link",
    ),
    (
        _PHYSIQUE,
        "검토를 돕기 위한 안내를 덧붙이면 좋겠습니다. [[A:01]].",
        "forbidden_quality_adherence",
    ),
    (_PHYSIQUE, "검토를 돕기 위한 안내가 필요합니다. [[A:01]].", "forbidden_decision_action"),
    (_PHYSIQUE, "검토를 돕기 위한 안내를 내일 덧붙입니다. [[A:01]].", "time"),
    (_DAILY, "감량을 돕기 위한 말씀을 드립니다. [[P:01]].", "forbidden_decision_action"),
]
ROUND_FORTY_FOUR_LEFT_BENIGN = [
    (_INTERPRETATION, "요점을 차례로 놓아 보겠습니다. [[P:01]]. [[P:02]]."),
    (_DAILY, "말씀드릴 것을 나란히 놓아 볼게요. [[P:01]]."),
    (_INTERPRETATION, "[[P:01]]. [[P:02]]. 해석은 이상과 같습니다."),
    (_RATIONALE, "[[A:01]]. 근거는 이상과 같아요."),
    (_DAILY, "[[P:01]]. 이상과 같습니다."),
    (_PHYSIQUE, "검토를 돕기 위한 안내를 덧붙입니다. [[A:01]]."),
    (_DAILY, "이해를 돕기 위한 말씀을 덧붙입니다. [[P:01]]."),
]


@pytest.mark.parametrize(("where", "generated"), ROUND_FORTY_FOUR_LEFT_BENIGN)
def test_round_forty_four_left_organising_prose_is_accepted(where, generated):
    surface, slot = where
    assert _on(surface, slot, generated).accepted, generated


@pytest.mark.parametrize(("where", "generated", "reason"), ROUND_FORTY_FOUR_LEFT_CLAIMS)
def test_round_forty_four_left_look_alike_claims_are_rejected(where, generated, reason):
    surface, slot = where
    decision = _on(surface, slot, generated)
    assert not decision.accepted and decision.reason == reason, (generated, decision.reason)


def test_round_forty_four_left_probes_are_in_no_corpus():
    written = _corpus_texts()
    probes = [text for _, text, _ in ROUND_FORTY_FOUR_LEFT_CLAIMS]
    probes += [text for _, text in ROUND_FORTY_FOUR_LEFT_BENIGN]
    # Count only: naming a colliding probe would show that a held-out text has its words.
    assert sum(text in written for text in probes) == 0


# Round forty-five (ADR 0020): orthographic noise that cannot carry a claim. The last issued
# sentence may close the slot without its period - nothing can follow it or be glued to it -
# and the text is then judged as if the period were there, so it is decided exactly as its
# closed twin: a time word, a quantity, a cause, an evaluation, an observation of the
# customer, an instruction or an approval, safety or delivery statement before it keeps its
# reason. A token not at the end still needs its period or comma; a space, a particle or any
# text after a token, Hangul glued before it or trailing space keep it not alone. No text
# below is in a corpus (counted against the held-out halves before their first decision, and
# every one decided on round 44's code first, where all were ``placeholder_not_alone`` or
# another structure reason).
ROUND_FORTY_FIVE_CLAIMS = [
    (_DAILY, "오늘도 변함없이 [[P:01]]", "time"),
    (_DAILY, "내일 아침에 [[P:01]]", "time"),
    (_RATIONALE, "다음 주부터 [[A:01]]", "time"),
    (_DAILY, "세 가지만 짚으면 [[P:01]]", "number"),
    (_DAILY, "물 두 잔과 함께 [[P:01]]", "forbidden_decision_action"),
    (_JUDGMENT, "단백질이 모자라서 [[P:01]]", "forbidden_decision_action"),
    (_INTERPRETATION, "운동을 잘 지키셔서 [[P:01]]. 그리고 [[P:02]]", "forbidden_decision_action"),
    (_DAILY, "아주 잘하셨어요 [[P:01]]", "forbidden_quality_adherence"),
    (_DAILY, "다행히 [[P:01]]", "evaluative_or_epistemic"),
    (_DAILY, "피곤하셨는지 [[P:01]]", "customer_predicate"),
    (_DAILY, "오늘 기분이 좋아 보이셔서 [[P:01]]", "forbidden_quality_adherence"),
    (_DAILY, "물을 충분히 드시고 [[P:01]]", "forbidden_decision_action"),
    (_RATIONALE, "꼭 지켜 주세요 [[A:01]]", "forbidden_quality_adherence"),
    (_DAILY, "안전하게 [[P:01]]", "forbidden_risk_safety"),
    (_PHYSIQUE, "이미 승인된 대로 [[A:01]]", "forbidden_approval_delivery"),
    (_JUDGMENT, "코치님이 확인하신 결과 [[P:01]]", "forbidden_evidential"),
    (_INTERPRETATION, "아마 곧 좋아질 거예요 [[P:01]]. [[P:02]]", "forbidden_quality_adherence"),
    (_INTERPRETATION, "[[P:01]]. 그래서 [[P:02]]", "causal_link"),
    (_INTERPRETATION, "[[P:01]]. 그 때문에 [[P:02]]", "causal_link"),
    (_DAILY, "[[P:01]] 같아요", "placeholder_not_alone"),
    (_DAILY, "정리하면[[P:01]]", "placeholder_not_alone"),
    (_INTERPRETATION, "[[P:01]] [[P:02]]", "placeholder_not_alone"),
    (_DAILY, "정리해 드리면 [[P:01]] ", "spacing"),
    (_DAILY, "정리해 드리면 [[P:01]]요", "placeholder_not_alone"),
    (_DAILY, "정리해 드리면 [[P:01]]!", "exclamation"),
    (_DAILY, "고객님께 이미 보내 드린 대로 [[P:01]]", "forbidden_approval_delivery"),
]
ROUND_FORTY_FIVE_BENIGN = [
    (_DAILY, "짧게 말씀드리면 [[P:01]]"),
    (_INTERPRETATION, "순서대로 짚어 드리면, [[P:01]]. 이어서 [[P:02]]"),
    (_RATIONALE, "덧붙여 말씀드리면, [[A:01]]"),
    (_JUDGMENT, "요점부터 말씀드리면 [[P:01]]"),
    (_PHYSIQUE, "차근차근 [[A:01]]"),
    (_REVIEW, "끝으로 [[P:01]]"),
]


@pytest.mark.parametrize(("where", "generated"), ROUND_FORTY_FIVE_BENIGN)
def test_round_forty_five_a_slot_closed_by_its_last_token_is_accepted(where, generated):
    surface, slot = where
    assert _on(surface, slot, generated).accepted, generated


@pytest.mark.parametrize(("where", "generated", "reason"), ROUND_FORTY_FIVE_CLAIMS)
def test_round_forty_five_claims_left_unclosed_are_rejected(where, generated, reason):
    surface, slot = where
    decision = _on(surface, slot, generated)
    assert not decision.accepted and decision.reason == reason, (generated, decision.reason)


@pytest.mark.parametrize(
    ("where", "generated"),
    [(where, text) for where, text, _ in ROUND_FORTY_FIVE_CLAIMS if text.endswith("]]")]
    + ROUND_FORTY_FIVE_BENIGN,
)
def test_round_forty_five_an_unclosed_last_sentence_is_decided_as_its_closed_twin(where, generated):
    surface, slot = where
    unclosed, closed = _on(surface, slot, generated), _on(surface, slot, f"{generated}.")
    assert (unclosed.accepted, unclosed.reason) == (closed.accepted, closed.reason), generated


def test_round_forty_five_probes_are_in_no_corpus():
    written = _corpus_texts()
    probes = [text for _, text, _ in ROUND_FORTY_FIVE_CLAIMS]
    probes += [text for _, text in ROUND_FORTY_FIVE_BENIGN]
    # Count only: naming a colliding probe would show that a held-out text has its words.
    assert sum(text in written for text in probes) == 0


# Round 46's hole (found by its tuner, fixed after its held-out read - a refusal only): a
# message named with a word pointing to another one is not this message.
ANOTHER_MESSAGE_CLAIMS = [
    (_JUDGMENT, "다음 카드에서 말씀드릴 내용은 이렇습니다. [[P:01]].", "prediction"),
    (_PHYSIQUE, "다음 카드에서 말씀드릴 내용은 이렇습니다. [[A:01]].", "prediction"),
    (
        _INTERPRETATION,
        "다음 보고서에서 말씀드릴 내용은 이렇습니다. [[P:01]]. [[P:02]].",
        "prediction",
    ),
    (_RATIONALE, "다음 메시지에서 말씀드릴 근거로, [[A:01]].", "prediction"),
    (_DAILY, "다음 메시지에서 말씀드릴 내용은 이렇습니다. [[P:01]].", "prediction"),
    (_DAILY, "나중 메시지에서 말씀드릴 내용은 이렇습니다. [[P:01]].", "time"),
    (_RATIONALE, "다른 보고서에서 말씀드릴 근거로, [[A:01]].", "evidential_framing"),
    (_DAILY, "다른 카드에서 말씀드릴 내용은 이렇습니다. [[P:01]].", "evidential_framing"),
    (_RATIONALE, "새 카드에서 말씀드릴 근거로, [[A:01]].", "evidential_framing"),
    (_RATIONALE, "별도 안내문에서 말씀드릴 근거로, [[A:01]].", "evidential_framing"),
    (_RATIONALE, "지난 보고서에서 말씀드린 근거로, [[A:01]].", "time"),
]
THIS_MESSAGE_TWINS = [
    (_DAILY, "이 카드에서 말씀드릴 내용은 이렇습니다. [[P:01]]."),
    (_JUDGMENT, "이 카드에서 드릴 안내입니다. [[P:01]]."),
    (_DAILY, "다음 내용을 말씀드릴게요. [[P:01]]."),
]


@pytest.mark.parametrize(("where", "generated", "reason"), ANOTHER_MESSAGE_CLAIMS)
def test_another_message_named_as_where_the_speaker_speaks_is_rejected(where, generated, reason):
    surface, slot = where
    decision = _on(surface, slot, generated)
    assert not decision.accepted and decision.reason == reason, (generated, decision.reason)


@pytest.mark.parametrize(("where", "generated"), THIS_MESSAGE_TWINS)
def test_this_message_as_where_the_speaker_speaks_stays_accepted(where, generated):
    surface, slot = where
    assert _on(surface, slot, generated).accepted, generated


# Round forty-seven (ADR 0020): "as follows" in its other spellings. 이러하 is the uncontracted
# 이렇 ("like this") and 이 + 와/과 + 같 the proximal "as follows" beside 다음과 같; in the
# present, a declarative final ending and a period with the issued sentence straight after,
# with nothing before them but a part of this message as topic or the speaker's present
# speech act in -면/-자면, they point at that sentence (fx19-0237, fx19-0281, fx20-0376: two
# writers). A question, the past, the future, a linking ending, a comma, no issued sentence
# after, or anyone or anything else as topic keep their reasons. No text below is in a corpus
# (counted against every corpus), each decided on main's code too.
ROUND_FORTY_SEVEN_AS_FOLLOWS_BENIGN = [
    (_DAILY, "말씀드릴 내용은 이러해요. [[P:01]]."),
    (_RATIONALE, "근거는 이와 같아요. [[A:01]]."),
    (_DAILY, "이러합니다. [[P:01]]."),
    (_DAILY, "이와 같습니다. [[P:01]]."),
    (_DAILY, "정리하면 이러합니다. [[P:01]]."),
    (_DAILY, "고객님께 드릴 말씀은 이와 같습니다. [[P:01]]."),
]
ROUND_FORTY_SEVEN_AS_FOLLOWS_CLAIMS = [
    (_JUDGMENT, "판단 요지는 이와 같습니다. [[P:01]].", "predication"),
    (_DAILY, "[[P:01]]. 다른 항목도 이와 같습니다.", "predication"),
    (_DAILY, "[[P:01]]. 결과는 이러합니다.", "forbidden_evidential"),
    (_DAILY, "결과는 이러합니다. [[P:01]].", "forbidden_evidential"),
    (_DAILY, "변화는 이와 같습니다. [[P:01]].", "forbidden_evidential"),
    (_DAILY, "기록을 보니 이러합니다. [[P:01]].", "forbidden_evidential"),
    (_DAILY, "체중은 이와 같습니다. [[P:01]].", "forbidden_decision_action"),
    (_DAILY, "어제 상황은 이러합니다. [[P:01]].", "time"),
    (_DAILY, "오늘 컨디션은 이와 같습니다. [[P:01]].", "forbidden_medical"),
    (_DAILY, "이러하여 [[P:01]].", "causal_or_conditional_link"),
    (_DAILY, "이러하니 [[P:01]].", "causal_or_conditional_link"),
    (_DAILY, "이와 같아서 [[P:01]].", "causal_or_conditional_link"),
    (_DAILY, "해석은 이러했습니다. [[P:01]].", "past_event"),
    (_DAILY, "해석은 이와 같았습니다. [[P:01]].", "past_event"),
    (_DAILY, "해석은 이와 같을 거예요. [[P:01]].", "prediction"),
    (_DAILY, "해석은 이러할 겁니다. [[P:01]].", "prediction"),
    (_DAILY, "이와 같습니다, [[P:01]].", "predication"),
    (_DAILY, "이와 같습니다 [[P:01]].", "predication"),
    (_DAILY, "고객님 상태는 이러합니다. [[P:01]].", "predication"),
    (_DAILY, "고객님이 이러합니다. [[P:01]].", "predication"),
    (_DAILY, "고객님 해석은 이러합니다. [[P:01]].", "predication"),
    (_DAILY, "식단은 이와 같습니다. [[P:01]].", "forbidden_decision_action"),
    (_DAILY, "통증은 이러합니다. [[P:01]].", "forbidden_medical"),
    (_DAILY, "승인 내용은 이와 같습니다. [[P:01]].", "forbidden_approval_delivery"),
    (_DAILY, "안전 여부는 이러합니다. [[P:01]].", "forbidden_risk_safety"),
    (_DAILY, "문제는 이러합니다. [[P:01]].", "forbidden_risk_safety"),
    (_DAILY, "이유는 이와 같습니다. [[P:01]].", "causal_link"),
    (_DAILY, "원인은 이러합니다. [[P:01]].", "causal_link"),
    (_DAILY, "예상은 이와 같습니다. [[P:01]].", "evidential_framing"),
    (_DAILY, "앞으로도 이와 같습니다. [[P:01]].", "time"),
    (_DAILY, "늘 이러합니다. [[P:01]].", "evaluative_or_epistemic"),
    (_DAILY, "대체로 이와 같습니다. [[P:01]].", "forbidden_decision_action"),
    (_DAILY, "다행히 이러합니다. [[P:01]].", "evaluative_or_epistemic"),
    (_DAILY, "이번 주도 이와 같습니다. [[P:01]].", "time"),
    (_DAILY, "이와 같이 좋아졌습니다. [[P:01]].", "forbidden_quality_adherence"),
    (_DAILY, "이와 같습니까. [[P:01]].", "predication"),
    (_DAILY, "세 가지는 이러합니다. [[P:01]].", "number"),
    (_DAILY, "코치님 의견은 이와 같습니다. [[P:01]].", "evidential_framing"),
    (_DAILY, "운동하자면 이와 같습니다. [[P:01]].", "forbidden_decision_action"),
    (_DAILY, "정리했자면 이와 같습니다. [[P:01]].", "past_speech_act"),
    (_DAILY, "코치님이 정리하자면 이와 같습니다. [[P:01]].", "evidential_framing"),
    (_DAILY, "식단을 말씀드리자면 이러합니다. [[P:01]].", "forbidden_decision_action"),
    (_DAILY, "꼭 드릴 말씀은 이러합니다. [[P:01]].", "evaluative_or_epistemic"),
]


@pytest.mark.parametrize(("where", "generated"), ROUND_FORTY_SEVEN_AS_FOLLOWS_BENIGN)
def test_round_forty_seven_as_follows_in_its_other_spellings_is_accepted(where, generated):
    surface, slot = where
    assert _on(surface, slot, generated).accepted, generated


@pytest.mark.parametrize(("where", "generated", "reason"), ROUND_FORTY_SEVEN_AS_FOLLOWS_CLAIMS)
def test_round_forty_seven_as_follows_twins_keep_their_reasons(where, generated, reason):
    surface, slot = where
    decision = _on(surface, slot, generated)
    assert not decision.accepted and decision.reason == reason, (generated, decision.reason)


def test_round_forty_seven_probes_are_in_no_corpus():
    written = _corpus_texts()
    probes = [text for _, text in ROUND_FORTY_SEVEN_AS_FOLLOWS_BENIGN]
    probes += [text for _, text, _ in ROUND_FORTY_SEVEN_AS_FOLLOWS_CLAIMS]
    # Count only: naming a colliding probe would show that a held-out text has its words.
    assert sum(text in written for text in probes) == 0


# Round forty-seven: the place beside the sentence just given. The bare demonstrative 그/이
# pointing at 옆/곁 with 에 alone ("[[P:01]]. 그 옆에 나란히, [[P:02]].") lays the next issued
# sentence beside the last (fx5-0367, fx21-0400: two writers) - no basis, time or source;
# 에서/로 after it, 뒤 ("그 뒤로" can be "after that"), a noun between or a modifier pointer keep
# the basis reading, and what follows is judged as ever. No text below is in a corpus.
ROUND_FORTY_SEVEN_BESIDE_BENIGN = [
    (_INTERPRETATION, "[[P:01]]. 그 옆에 나란히, [[P:02]]."),
    (_INTERPRETATION, "[[P:01]]. 그 옆에, [[P:02]]."),
    (_INTERPRETATION, "[[P:01]]. 이 곁에 나란히, [[P:02]]."),
    (_PHYSIQUE, "그 옆에, [[A:01]]."),
]
ROUND_FORTY_SEVEN_BESIDE_CLAIMS = [
    (_INTERPRETATION, "[[P:01]]. 그 곁에 나란히 놓아 드리면, [[P:02]].", "action_offer"),
    (_INTERPRETATION, "[[P:01]]. 그 옆에서, [[P:02]].", "causal_link"),
    (_INTERPRETATION, "[[P:01]]. 그 옆으로, [[P:02]].", "causal_link"),
    (_INTERPRETATION, "[[P:01]]. 그 뒤로, [[P:02]].", "causal_link"),
    (_INTERPRETATION, "[[P:01]]. 그런 옆에, [[P:02]].", "causal_link"),
    (_INTERPRETATION, "[[P:01]]. 그 탓에, [[P:02]].", "causal_link"),
    (_INTERPRETATION, "[[P:01]]. 그 덕에, [[P:02]].", "causal_link"),
    (_INTERPRETATION, "[[P:01]]. 그 곁에 트레이너가 있었고, [[P:02]].", "predication"),
    (_INTERPRETATION, "[[P:01]]. 그 옆에 헬스장이 있어서, [[P:02]].", "predication"),
    (_INTERPRETATION, "[[P:01]]. 그 곁에 가족이 있으니, [[P:02]].", "predication"),
    (_INTERPRETATION, "[[P:01]]. 그 옆에 체중 기록을 두면, [[P:02]].", "forbidden_decision_action"),
    (_INTERPRETATION, "[[P:01]]. 그 옆에 식단을 나란히, [[P:02]].", "forbidden_decision_action"),
    (_INTERPRETATION, "[[P:01]]. 그 옆에 어제 기록을 두면, [[P:02]].", "forbidden_evidential"),
    (_INTERPRETATION, "[[P:01]]. 그 결과 옆에, [[P:02]].", "forbidden_evidential"),
    (_INTERPRETATION, "[[P:01]]. 그 변화 곁에, [[P:02]].", "forbidden_evidential"),
    (
        _INTERPRETATION,
        "[[P:01]]. 그 곁에 나란히 두니 좋아 보여요. [[P:02]].",
        "forbidden_quality_adherence",
    ),
    (_INTERPRETATION, "[[P:01]]. 그 옆에 나란히 놓고 비교하면, [[P:02]].", "predication"),
    (_INTERPRETATION, "[[P:01]]. 그 옆에 꼭 나란히, [[P:02]].", "evaluative_or_epistemic"),
    (_INTERPRETATION, "[[P:01]]. 그 곁에 다행히, [[P:02]].", "evaluative_or_epistemic"),
    (_INTERPRETATION, "[[P:01]]. 그 곁에 나란히 두 줄로, [[P:02]].", "number"),
    (_INTERPRETATION, "[[P:01]]. 그 옆에 고객님이, [[P:02]].", "reader_claim"),
    (_DAILY, "[[P:01]]. 그 옆에 계속 머무르세요.", "evaluative_or_epistemic"),
]


@pytest.mark.parametrize(("where", "generated"), ROUND_FORTY_SEVEN_BESIDE_BENIGN)
def test_round_forty_seven_the_place_beside_the_last_sentence_is_accepted(where, generated):
    surface, slot = where
    assert _on(surface, slot, generated).accepted, generated


@pytest.mark.parametrize(("where", "generated", "reason"), ROUND_FORTY_SEVEN_BESIDE_CLAIMS)
def test_round_forty_seven_beside_twins_keep_their_reasons(where, generated, reason):
    surface, slot = where
    decision = _on(surface, slot, generated)
    assert not decision.accepted and decision.reason == reason, (generated, decision.reason)


def test_round_forty_seven_beside_probes_are_in_no_corpus():
    written = _corpus_texts()
    probes = [text for _, text in ROUND_FORTY_SEVEN_BESIDE_BENIGN]
    probes += [text for _, text, _ in ROUND_FORTY_SEVEN_BESIDE_CLAIMS]
    # Count only: naming a colliding probe would show that a held-out text has its words.
    assert sum(text in written for text in probes) == 0


# Round forty-seven addendum (ADR 0020): a time word before the speaker's telling. Round 47
# found "어제 드린 말씀입니다. [[P:01]]." accepted: 어제 (and 내일, 그저께, 이따), which Kiwi
# reads as adverbs, were excused as "the time of the speaker's act" whenever that act
# followed, and the act's modifier form (드린/드릴 + a message noun) is accepted as this
# message's own words - so nothing read the time. A time word that names a day, a part of a
# day or an occasion now dates what follows wherever it stands; only the adverbs of duration
# ("잠시 짚고 넘어가면") may time the act, and the surface's own period (오늘 on daily, 이번 주
# on weekly; rounds 1 and 14) stays its own. Audited with every time class in front of,
# inside and after every speech-act, document, "as follows" and pointer allowance, on all
# five slot shapes; the time words found accepted even alone (어젯밤, 그때, 다음번, 그제 as Kiwi
# splits it, 올봄/초가을/늦봄 …, 이달, 당일 …, 머지않아) were added. No text below is in a
# corpus (counted against every corpus first), each decided on main's code too.
_TIME_AUDIT_WORDS = [
    "어제",
    "그제",
    "그저께",
    "엊그제",
    "어젯밤",
    "지난밤",
    "지난번",
    "지난주",
    "저번에",
    "아까",
    "방금",
    "예전에",
    "이전에",
    "일전에",
    "다음번",
    "다음번에",
    "나중에",
    "내일",
    "모레",
    "이따",
    "이따가",
    "머지않아",
    "주말에",
    "아침에",
    "저녁에",
    "새벽에",
    "요즘",
    "최근에",
    "근래에",
    "다음 주",
    "작년",
    "올해",
    "올봄",
    "초가을",
    "늦겨울",
    "여름에",
    "삼월에",
    "유월에",
    "이달",
    "내달",
    "당일",
    "하루 전",
    "사흘 전",
    "삼 일 전",
    "일주일 전",
    "한 달 전",
    "두 달 뒤",
    "그때",
    "당시",
    "매일",
    "평소",
]
_TIME_AUDIT_FRAMES = [
    "{t} 드린 말씀입니다. {X}.",
    "{t} 드린 말씀은 이렇습니다. {X}.",
    "{t} 드린 말씀은 다음과 같습니다. {X}.",
    "{t} 드릴 말씀은 이러합니다. {X}.",
    "{t} 드린 안내는 아래와 같습니다. {X}.",
    "{t} 정리해 드린 내용입니다. {X}.",
    "{t} 요약해 드리면, {X}.",
    "{t} 말씀드리자면, {X}.",
    "{t} 안내해 드릴게요. {X}.",
    "{t} 말씀드린 대로, {X}.",
    "{t} 정리하면 다음과 같습니다. {X}.",
    "위에서 {t} 드린 말씀에 이어, {X}.",
    "아래는 {t} 드린 안내입니다. {X}.",
    "드린 말씀은 {t} 이렇습니다. {X}.",
    "말씀드리면 {t}, {X}.",
    "{X}. {t} 드린 말씀입니다.",
    "{X}. 이상 {t} 드린 안내였습니다.",
    "{X}. {t} 말씀드립니다.",
    "{t}, {X}.",
]
_TIME_AUDIT_SHAPES = [
    (_DAILY, "[[P:01]]", ""),
    (_INTERPRETATION, "[[P:01]]", " [[P:02]]."),
    (_RATIONALE, "[[A:01]]", ""),
    (_JUDGMENT, "[[P:01]]", ""),
    (_PHYSIQUE, "[[A:01]]", ""),
]
ROUND_FORTY_SEVEN_ADDENDUM_TIME_CLAIMS = [
    (where, frame.format(t=word, X=token) + tail)
    for where, token, tail in _TIME_AUDIT_SHAPES
    for frame in _TIME_AUDIT_FRAMES
    for word in _TIME_AUDIT_WORDS
]
# The surface's own period on the other surfaces is another period, and refused.
ROUND_FORTY_SEVEN_ADDENDUM_TIME_CLAIMS += [
    (where, frame.format(t=word, X=token) + tail)
    for where, token, tail in _TIME_AUDIT_SHAPES
    for frame in _TIME_AUDIT_FRAMES
    for word in ("오늘", "이번 주")
    if not (word == "오늘" and where == _DAILY)
    and not (word == "이번 주" and where in {_INTERPRETATION, _RATIONALE})
]
ROUND_FORTY_SEVEN_ADDENDUM_REASONS = [
    (_DAILY, "어제 드린 말씀입니다. [[P:01]].", "time"),
    (_DAILY, "어제 드린 말씀은 이렇습니다. [[P:01]].", "time"),
    (_DAILY, "어제 드린 말씀은 다음과 같습니다. [[P:01]].", "time"),
    (_DAILY, "내일 드릴 말씀은 다음과 같습니다. [[P:01]].", "time"),
    (_JUDGMENT, "그저께 드린 말씀입니다. [[P:01]].", "time"),
    (_PHYSIQUE, "이따 드린 안내는 이렇습니다. [[A:01]].", "time"),
    (_RATIONALE, "어젯밤 정리해 드린 내용입니다. [[A:01]].", "time"),
    (_DAILY, "그때 말씀드리면, [[P:01]].", "time"),
    (_DAILY, "다음번 말씀드릴 내용은 이렇습니다. [[P:01]].", "time"),
    (_DAILY, "머지않아 말씀드릴 내용은 이렇습니다. [[P:01]].", "time"),
    (_DAILY, "아래는 그제 드린 말씀입니다. [[P:01]].", "time"),
    (_DAILY, "어제 전해 드리고 싶은 내용입니다. [[P:01]].", "time"),
    (_DAILY, "드린 말씀은 그때 이렇습니다. [[P:01]].", "time"),
    (_DAILY, "올봄, [[P:01]].", "time"),
    (_INTERPRETATION, "[[P:01]]. 어제 드린 말씀은 이렇습니다. [[P:02]].", "time"),
]
# What stays accepted: the surface's own period before the speaker's
# act (rounds 1 and 14), a telling with no time word, and an adverb of duration on the act.
ROUND_FORTY_SEVEN_ADDENDUM_BENIGN = [
    (_DAILY, "오늘 드린 말씀은 이렇습니다. [[P:01]]."),
    (_DAILY, "오늘 정리해 드리면, [[P:01]]."),
    (_INTERPRETATION, "이번 주 말씀드리자면, [[P:01]]. [[P:02]]."),
    (_RATIONALE, "이번 주 정리하면 다음과 같습니다. [[A:01]]."),
    (_DAILY, "드린 말씀입니다. [[P:01]]."),
    (_DAILY, "드린 말씀은 다음과 같습니다. [[P:01]]."),
    (_JUDGMENT, "드릴 말씀은 이러합니다. [[P:01]]."),
    (_PHYSIQUE, "드린 안내는 이렇습니다. [[A:01]]."),
    (_DAILY, "잠시 짚고 넘어가면, [[P:01]]."),
]

# The seed's own shape ("오늘은 차분히, [[P:01]].") is the tunable t-0001 and decided there. One
# more probe written for this list was found word for word in a corpus by the count (which
# printed a count only); it is left out by its digest, so its text is never named. Round 90:
# one probe of the time grid (written twice by the grid) was found in the eighty-second blind
# batch (fresh81) by its digest alone, and is left out the same way. Round 92: one probe of
# round 65's twins (written twice, on two slots) was found in the eighty-fourth blind batch
# (fresh83) the same way; round 65's lists leave it out below.
_IN_A_CORPUS = frozenset({"75a82607629bc092", "169853eda03e92f1", "6b2870a5e2a64e16"})


ROUND_FORTY_SEVEN_ADDENDUM_TIME_CLAIMS = _unwritten(
    ROUND_FORTY_SEVEN_ADDENDUM_TIME_CLAIMS, _IN_A_CORPUS
)
ROUND_FORTY_SEVEN_ADDENDUM_REASONS = _unwritten(ROUND_FORTY_SEVEN_ADDENDUM_REASONS, _IN_A_CORPUS)
ROUND_FORTY_SEVEN_ADDENDUM_BENIGN = _unwritten(ROUND_FORTY_SEVEN_ADDENDUM_BENIGN, _IN_A_CORPUS)


def _decided_otherwise(probes, accepted):
    """The grid probes whose decision is not ``accepted``: one test item for thousands of
    probes, so a grid costs validation time and not per-item collection time."""
    return [
        text for (surface, slot), text in probes if _on(surface, slot, text).accepted != accepted
    ]


def test_round_forty_seven_addendum_a_time_word_before_the_telling_is_rejected():
    assert len(ROUND_FORTY_SEVEN_ADDENDUM_TIME_CLAIMS) > 4000
    assert _decided_otherwise(ROUND_FORTY_SEVEN_ADDENDUM_TIME_CLAIMS, accepted=False) == []


@pytest.mark.parametrize(("where", "generated", "reason"), ROUND_FORTY_SEVEN_ADDENDUM_REASONS)
def test_round_forty_seven_addendum_the_hole_is_refused_as_time(where, generated, reason):
    surface, slot = where
    decision = _on(surface, slot, generated)
    assert not decision.accepted and decision.reason == reason, (generated, decision.reason)


@pytest.mark.parametrize(("where", "generated"), ROUND_FORTY_SEVEN_ADDENDUM_BENIGN)
def test_round_forty_seven_addendum_the_own_period_and_plain_telling_stay_accepted(
    where, generated
):
    surface, slot = where
    assert _on(surface, slot, generated).accepted, generated


def test_round_forty_seven_addendum_probes_are_in_no_corpus():
    written = _corpus_texts()
    probes = [text for _, text in ROUND_FORTY_SEVEN_ADDENDUM_TIME_CLAIMS]
    probes += [text for _, text, _ in ROUND_FORTY_SEVEN_ADDENDUM_REASONS]
    probes += [text for _, text in ROUND_FORTY_SEVEN_ADDENDUM_BENIGN]
    # Count only: naming a colliding probe would show that a held-out text has its words.
    assert sum(text in written for text in probes) == 0


# Round forty-nine (ADR 0020): the speaker's care for the reader's understanding in -ᆯ까 봐.
# "혹시 헷갈리실까 봐 순서대로 적어 보면, [[P:01]]." (fx32-0026) and "혹시 궁금하실까 봐 덧붙여
# 둘게요. [[A:01]]." (fx36-0101) - two writers - were refused for 혹시 and then for the reader's
# honorific predicate. Confusion or curiosity about what is read (헷갈리, 헛갈리, 궁금하) with
# -시-, -ᆯ까 and 봐, at the start of a sentence (혹시, 혹여, 행여 alone before it), leading through
# manner and serial chains only into the speaker's present speech act, is the speaker's care,
# and states nothing; a state, a feeling or an effort of the customer's, a subject, the past, a
# prediction (-ᆯ 것 같아, -ᆯ 테니) or no speech act after it keep their reasons, and what follows
# is judged as ever. The grid below is every care word and every twin word in seven frames
# with no hedge, 혹시 and 행여, on the five slot shapes; no text of it is in a corpus (the two
# tunable texts it would write again are left out, counted against every corpus first).
_CARE_SHAPES = [
    (_DAILY, "[[P:01]]", ""),
    (_INTERPRETATION, "[[P:01]]", " [[P:02]]."),
    (_RATIONALE, "[[A:01]]", ""),
    (_JUDGMENT, "[[P:01]]", ""),
    (_PHYSIQUE, "[[A:01]]", ""),
]
_CARE_FRAMES = [
    "{h}{v} 순서대로 적어 보면, {X}.",
    "{h}{v} 덧붙여 둘게요. {X}.",
    "{h}{v} 차례대로 말씀드리면, {X}.",
    "{h}{v} 하나씩 짚어 드리면, {X}.",
    "{h}{v} 풀어서 안내드리면, {X}.",
    "{X}. {h}{v} 덧붙여 말씀드리면, 이상입니다.",
    "{h}{v} 먼저 말씀드릴게요. {X}.",
]
_CARE_HEDGES = ["", "혹시 ", "행여 "]
_CARE_WORDS = ["헷갈리실까 봐", "궁금하실까 봐", "헛갈리실까 봐"]
_CARE_TWIN_WORDS = [
    # a state, feeling or effort of the customer's
    "힘드실까 봐",
    "지치실까 봐",
    "피곤하실까 봐",
    "아프실까 봐",
    "걱정하실까 봐",
    "불안하실까 봐",
    "서운하실까 봐",
    "실망하실까 봐",
    "속상하실까 봐",
    "부담스러우실까 봐",
    "답답하실까 봐",
    "무리하실까 봐",
    "포기하실까 봐",
    "배고프실까 봐",
    "아쉬우실까 봐",
    "당황하실까 봐",
    "지루하실까 봐",
    "어려우실까 봐",
    "다치실까 봐",
    "조급하실까 봐",
    # a prediction, the past, a worry, a subject, a concession, a word that grades
    "헷갈리실 것 같아",
    "궁금하실 것 같아",
    "헷갈리실 테니",
    "궁금하실 테니",
    "헷갈리셨을까 봐",
    "궁금하셨을까 봐",
    "헷갈리실까 봐서 걱정이라",
    "헷갈리실 거라서",
    "궁금하실 거라",
    "식단이 헷갈리실까 봐",
    "체중이 궁금하실까 봐",
    "결과가 궁금하실까 봐",
    "고객님이 헷갈리실까 봐",
    "운동이 헷갈리실까 봐",
    "헷갈리실까 봐 걱정돼서",
    "궁금하실까 봐 걱정돼서",
    "헷갈리시겠지만",
    "궁금하시겠지만",
    "궁금하실까 봐 꼭",
    "헷갈리실까 봐 다행히",
]


def _care_grid(words):
    return [
        (where, frame.format(h=hedge, v=word, X=token) + tail)
        for where, token, tail in _CARE_SHAPES
        for frame in _CARE_FRAMES
        for hedge in _CARE_HEDGES
        for word in words
    ]


# fx32-0026 and fx36-0101 themselves (tunable; decided there).
_CARE_WRITTEN = {
    "혹시 헷갈리실까 봐 순서대로 적어 보면, [[P:01]].",
    "혹시 궁금하실까 봐 덧붙여 둘게요. [[A:01]].",
}
ROUND_FORTY_NINE_CARE_BENIGN = [p for p in _care_grid(_CARE_WORDS) if p[1] not in _CARE_WRITTEN]
ROUND_FORTY_NINE_CARE_TWINS = _care_grid(_CARE_TWIN_WORDS)
ROUND_FORTY_NINE_CARE_REASONS = [
    (_DAILY, "혹시 헷갈리실까 봐 [[P:01]].", "evaluative_or_epistemic"),
    (_DAILY, "혹시 헷갈리실까 봐요. [[P:01]].", "evaluative_or_epistemic"),
    (_DAILY, "[[P:01]]. 혹시 궁금하실까 봐요.", "evaluative_or_epistemic"),
    (_DAILY, "혹시 헷갈리실까 봐 걱정돼요. [[P:01]].", "forbidden_risk_safety"),
    (_DAILY, "혹시 헷갈리실까 봐 덧붙여 말씀드렸어요. [[P:01]].", "past_speech_act"),
    (_DAILY, "혹시 헷갈리실까 봐 천천히 하시면 돼요. [[P:01]].", "evaluative_or_epistemic"),
    (_DAILY, "혹시 헷갈리실까 봐 식단을 적어 보면, [[P:01]].", "forbidden_decision_action"),
    (_DAILY, "코치님이 궁금하실까 봐 덧붙여 둘게요. [[P:01]].", "customer_predicate"),
    (_DAILY, "혹시 헷갈릴까 봐 순서대로 적어 보면, [[P:01]].", "evaluative_or_epistemic"),
    (_DAILY, "혹시 헷갈리실까 봐 내일 다시 말씀드릴게요. [[P:01]].", "time"),
    (_DAILY, "혹시 헷갈리실까 봐 순서대로 적어 보면, 다행히 [[P:01]].", "evaluative_or_epistemic"),
    (
        _DAILY,
        "혹시 궁금하실까 봐 덧붙여 둘게요. [[P:01]]. 곧 좋아지실 거예요.",
        "forbidden_quality_adherence",
    ),
    (_DAILY, "혹시 궁금하실까 봐 걱정하지 마세요. [[P:01]].", "forbidden_risk_safety"),
    (_DAILY, "혹시 힘드실까 봐 걱정이에요. [[P:01]].", "forbidden_risk_safety"),
]


def test_round_forty_nine_care_for_the_readers_understanding_is_accepted():
    assert len(ROUND_FORTY_NINE_CARE_BENIGN) > 300
    assert _decided_otherwise(ROUND_FORTY_NINE_CARE_BENIGN, accepted=True) == []


def test_round_forty_nine_sympathy_and_prediction_twins_stay_rejected():
    assert len(ROUND_FORTY_NINE_CARE_TWINS) > 4000
    assert _decided_otherwise(ROUND_FORTY_NINE_CARE_TWINS, accepted=False) == []


@pytest.mark.parametrize(("where", "generated", "reason"), ROUND_FORTY_NINE_CARE_REASONS)
def test_round_forty_nine_care_twins_keep_their_reasons(where, generated, reason):
    surface, slot = where
    decision = _on(surface, slot, generated)
    assert not decision.accepted and decision.reason == reason, (generated, decision.reason)


def test_round_forty_nine_probes_are_in_no_corpus():
    written = _corpus_texts()
    probes = [text for _, text in ROUND_FORTY_NINE_CARE_BENIGN]
    probes += [text for _, text in ROUND_FORTY_NINE_CARE_TWINS]
    probes += [text for _, text, _ in ROUND_FORTY_NINE_CARE_REASONS]
    # Count only: naming a colliding probe would show that a held-out text has its words.
    assert sum(text in written for text in probes) == 0


# Round fifty (ADR 0020), round 49's left classes on the tunable halves. (a) A -적으로 of how
# directly the speaker tells or of the part of the message that comes (단도직입, 직설, 결론)
# straight before the speaker's present telling is its manner: "두루뭉술하지 않게
# 단도직입적으로 말씀드리면," (fx24-0012) and "결론적으로 말씀드리면," (fx41-0127) - two writers
# - were refused as a grading -적으로 and as the evidential 결론. Any other -적 root
# (객관, 개인, 확정, 최종, 결과 …), the root alone before an issued sentence, 결론 between two
# issued sentences (it would conclude one from the other, as "결론부터" there) and a past
# telling keep their reasons. No text below is in a corpus (counted first), each decided on
# main's code too: the benign refused there, the twins refused on both.
_R50_SHAPES = [
    (_DAILY, "[[P:01]]", ""),
    (_INTERPRETATION, "[[P:01]]", " [[P:02]]."),
    (_RATIONALE, "[[A:01]]", ""),
    (_JUDGMENT, "[[P:01]]", ""),
    (_PHYSIQUE, "[[A:01]]", ""),
]
_R50_TELLING_FRAMES = [
    "{w} 말씀드리면, {X}.",
    "{w} 말씀드리자면, {X}.",
    "{w} 짚어 드리면, {X}.",
    "{w} 정리해 드리면, {X}.",
    "{w} 말씀드릴게요. {X}.",
    "{w} 말씀드리겠습니다. {X}.",
    "{w} 적어 보면, {X}.",
    "{w} 풀어서 안내드리면, {X}.",
]


def _r50_grid(words, frames):
    return [
        (where, frame.format(w=word, X=token) + tail)
        for where, token, tail in _R50_SHAPES
        for frame in frames
        for word in words
    ]


_R50_TELLING_JEOK = ["단도직입적으로", "직설적으로", "결론적으로", "있는 그대로 단도직입적으로"]
_R50_OTHER_JEOK = [
    "객관적으로",
    "개인적으로",
    "확정적으로",
    "최종적으로",
    "결과적으로",
    "의학적으로",
    "임상적으로",
    "통계적으로",
    "과학적으로",
    "전문적으로",
    "현실적으로",
    "긍정적으로",
    "부정적으로",
    "상대적으로",
    "잠정적으로",
    "기본적으로",
    "일반적으로",
    "단계적으로",
    "부분적으로",
    "원칙적으로",
    "궁극적으로",
    "근본적으로",
    "요약적으로",
    "직접적으로",
]
_R50_JEOK_NOT_TELLING_FRAMES = [
    "{w}, {X}.",
    "{w} {X}.",
    "{X}. {w} 그렇습니다.",
    "{w} 말씀드렸어요. {X}.",
    "{w} 말씀드렸듯이 {X}.",
    "{w} 말씀드리면, 다행히 {X}.",
    "{w} 보면, {X}.",
    "{w} 판단하면, {X}.",
]
ROUND_FIFTY_JEOK_BENIGN = _r50_grid(_R50_TELLING_JEOK, _R50_TELLING_FRAMES)
ROUND_FIFTY_JEOK_TWINS = _r50_grid(_R50_OTHER_JEOK, _R50_TELLING_FRAMES) + _r50_grid(
    _R50_TELLING_JEOK, _R50_JEOK_NOT_TELLING_FRAMES
)
ROUND_FIFTY_JEOK_TWINS += [
    (where, "[[P:01]]. " + frame.format(w=word, X="[[P:02]]"))
    for where in [_INTERPRETATION]
    for frame in _R50_TELLING_FRAMES
    for word in ["결론적으로"]
]


# Six probes written for these grids are word for word in a corpus (found by a count that
# printed only their digests); they are left out by digest, never named.
_R50_IN_A_CORPUS = set(
    {
        "552a4958d88179e0",
        "61ed2b87abb46fc6",
        "c1d07f35bfb1b364",
        "d0a56b00d2771c7b",
        "d48b6c9901bed134",
        "e5b377b352faa377",
    }
)


ROUND_FIFTY_JEOK_BENIGN = _unwritten(ROUND_FIFTY_JEOK_BENIGN, _R50_IN_A_CORPUS)
ROUND_FIFTY_JEOK_TWINS = _unwritten(ROUND_FIFTY_JEOK_TWINS, _R50_IN_A_CORPUS)


def test_round_fifty_a_telling_jeok_adverb_before_the_telling_is_accepted():
    assert len(ROUND_FIFTY_JEOK_BENIGN) > 150
    assert _decided_otherwise(ROUND_FIFTY_JEOK_BENIGN, accepted=True) == []


def test_round_fifty_other_jeok_adverbs_and_other_places_stay_rejected():
    assert len(ROUND_FIFTY_JEOK_TWINS) > 1000
    assert _decided_otherwise(ROUND_FIFTY_JEOK_TWINS, accepted=False) == []


# Round fifty (ADR 0020): the time words round 47's addendum left, decided by the policy (any
# time word on what is issued is a claim). (b) 지금, 막, 곧바로, 곧이어, 이내 on an issued
# sentence date it ("지금 [[P:01]].", "곧바로, [[A:01]].", "[[P:01]]. 곧이어 [[P:02]].") -
# main accepted them; only on the speaker's own present telling ("지금 말씀드릴 내용은
# 다음과 같습니다", fx8-0087; "지금부터 안내를 시작하겠습니다", fx15-0006) are they the moment
# of this message. 이제 is left as the tunable labels read it, moving the message on ("그럼
# 이제,", t-0026; "이제 끝으로,", t-0052; "이제 정리해 드릴게요", fx8-0019). (c) A frequency
# adverb (늘, 항상, 언제나, 언제든) on the speaker's telling says the telling recurs across
# messages ("늘 먼저 말씀드릴게요", "늘 순서대로 적어 보면" - round 49's finding, accepted on
# main): a time word; on the speaker's cheer, thanks or greeting ("늘 응원합니다", u-0139;
# "늘 고맙습니다", u-0158) it stays how the speaker feels. Neither moved a tunable decision.
_R50_NOW_WORDS = ["지금", "막", "곧바로", "곧이어", "이내", "지금 막", "지금 곧바로"]
_R50_NOW_FRAMES = [
    "{w} {X}.",
    "{w}, {X}.",
    "먼저 {w} {X}.",
    "{w}은 아니지만 {X}.",
    "{w} 그대로, {X}.",
    "{w} 보시듯이 {X}.",
]
ROUND_FIFTY_NOW_CLAIMS = (
    _r50_grid(_R50_NOW_WORDS, _R50_NOW_FRAMES)
    + [(_INTERPRETATION, f"[[P:01]]. {word} [[P:02]].") for word in _R50_NOW_WORDS]
    + [(_INTERPRETATION, f"[[P:01]]. 그리고 {word}, [[P:02]].") for word in _R50_NOW_WORDS]
)
ROUND_FIFTY_NOW_BENIGN = [
    (_DAILY, "지금 말씀드릴 내용은 이렇습니다. [[P:01]]."),
    (_DAILY, "지금 정리해 드리면, [[P:01]]."),
    (_RATIONALE, "지금부터 말씀드릴게요. [[A:01]]."),
    (_JUDGMENT, "지금 짚어 드릴 내용은 다음과 같습니다. [[P:01]]."),
    (_PHYSIQUE, "곧바로 말씀드리면, [[A:01]]."),
    (_INTERPRETATION, "그럼 이제 정리해 드릴게요. [[P:01]]. [[P:02]]."),
    (_DAILY, "자, 이제 끝으로, [[P:01]]."),
]
_R50_FREQUENCY = ["늘", "항상", "언제나", "언제든"]
_R50_FREQUENCY_TELLING = [
    "{w} 순서대로 적어 보면, {X}.",
    "{w} 먼저 말씀드릴게요. {X}.",
    "{w} 차분히 정리해 드리면, {X}.",
    "{w} 짚어 드리자면, {X}.",
    "{w} 말씀드리는 내용은 이렇습니다. {X}.",
    "{w} 하나씩 안내해 드리면, {X}.",
    "{w} 간단히 말씀드리면, {X}.",
    "{X}. {w} 덧붙여 말씀드리면, 이상입니다.",
]
ROUND_FIFTY_FREQUENCY_CLAIMS = _r50_grid(_R50_FREQUENCY, _R50_FREQUENCY_TELLING)
ROUND_FIFTY_FREQUENCY_BENIGN = [
    (where, f"{token}. {word} {closing}" + tail)
    for where, token, tail in _R50_SHAPES[:3]
    for word in _R50_FREQUENCY[:3]
    for closing in ["응원합니다.", "고맙습니다.", "응원하는 마음 보냅니다.", "감사합니다."]
]
ROUND_FIFTY_TIME_REASONS = [
    (_DAILY, "지금 [[P:01]].", "time"),
    (_RATIONALE, "곧바로, [[A:01]].", "time"),
    (_INTERPRETATION, "[[P:01]]. 곧이어 [[P:02]].", "time"),
    (_JUDGMENT, "이내 [[P:01]].", "time"),
    (_PHYSIQUE, "막 [[A:01]].", "time"),
    (_DAILY, "늘 먼저 말씀드릴게요. [[P:01]].", "time"),
    (_DAILY, "항상 순서대로 적어 보면, [[P:01]].", "time"),
    (_DAILY, "늘, [[P:01]].", "evaluative_or_epistemic"),
    (_DAILY, "지금 바로, [[P:01]].", "time"),
]


# Two more probes of these lists are word for word in a corpus (counted, digests only).
_R50_IN_A_CORPUS |= {"4025e4c58cdd5a56", "ea02be6cf69683d6"}
ROUND_FIFTY_NOW_BENIGN = _unwritten(ROUND_FIFTY_NOW_BENIGN, _R50_IN_A_CORPUS)
ROUND_FIFTY_FREQUENCY_BENIGN = _unwritten(ROUND_FIFTY_FREQUENCY_BENIGN, _R50_IN_A_CORPUS)
# The ninetieth blind batch (fresh89, round 98) wrote one more word for word (digest only).
_R50_IN_A_CORPUS |= {"80b306da30b66eb4"}
ROUND_FIFTY_FREQUENCY_BENIGN = _unwritten(ROUND_FIFTY_FREQUENCY_BENIGN, _R50_IN_A_CORPUS)
# The hundred-and-ninth blind batch (fresh108, round 121) wrote two more (digests only).
_R50_IN_A_CORPUS |= {"4ee4ed8830714eb6", "d411004aada69954"}
ROUND_FIFTY_FREQUENCY_BENIGN = _unwritten(ROUND_FIFTY_FREQUENCY_BENIGN, _R50_IN_A_CORPUS)


def test_round_fifty_now_on_an_issued_sentence_is_rejected():
    assert len(ROUND_FIFTY_NOW_CLAIMS) > 200
    assert _decided_otherwise(ROUND_FIFTY_NOW_CLAIMS, accepted=False) == []


def test_round_fifty_a_habit_of_telling_is_rejected():
    assert len(ROUND_FIFTY_FREQUENCY_CLAIMS) > 150
    assert _decided_otherwise(ROUND_FIFTY_FREQUENCY_CLAIMS, accepted=False) == []


def test_round_fifty_the_moment_of_telling_and_the_speakers_feeling_stay_accepted():
    probes = ROUND_FIFTY_NOW_BENIGN + ROUND_FIFTY_FREQUENCY_BENIGN
    assert _decided_otherwise(probes, accepted=True) == []


def test_round_fifty_reasons():
    wrong = []
    for (surface, slot), text, reason in ROUND_FIFTY_TIME_REASONS:
        decision = _on(surface, slot, text)
        if decision.accepted or decision.reason != reason:
            wrong.append((text, decision.reason))
    assert wrong == []


def test_round_fifty_probes_are_in_no_corpus():
    written = _corpus_texts()
    probes = ROUND_FIFTY_JEOK_BENIGN + ROUND_FIFTY_JEOK_TWINS + ROUND_FIFTY_NOW_CLAIMS
    probes += ROUND_FIFTY_NOW_BENIGN + ROUND_FIFTY_FREQUENCY_CLAIMS + ROUND_FIFTY_FREQUENCY_BENIGN
    probes += [(where, text) for where, text, _ in ROUND_FIFTY_TIME_REASONS]
    # Count only: naming a colliding probe would show that a held-out text has its words.
    assert sum(text in written for _, text in probes) == 0


# Round fifty, fresh42-tune's class: the manner of laying this message out before a closing
# past telling. Round 38 let the -히 adverbs of the presenting-manner adjectives stand between
# the extent (여기까지, 이상으로, 이렇게) and the closing ("여기까지 차분히 정리해 드렸습니다");
# "이상으로 짧게 정리해 드렸습니다" (fx39-0039) and "이렇게 나란히 정리해 드렸어요" (fx42-0119) -
# two writers - were refused as a past telling. The same adjectives in a bare -게 and the -히
# adverbs of laying the parts out (나란히, 가지런히) say only how the message just given was put.
# Any other adverb (a grading -게 such as 꼼꼼하게 or 정확하게, 함께, 다시), a time, a recipient,
# an operator card, or an issued sentence after the closing keep their reasons. No text below
# is in a corpus (counted first), each decided on main's code too.
_R50_CLOSING_SHAPES = [
    (_DAILY, "[[P:01]]. "),
    (_INTERPRETATION, "[[P:01]]. [[P:02]]. "),
    (_RATIONALE, "[[A:01]]. "),
]
_R50_CLOSING_MANNER = ["짧게", "간단하게", "차분하게", "간결하게", "부드럽게", "나란히", "가지런히"]
_R50_CLOSING_FRAMES = [
    "이상으로 {m} 정리해 드렸습니다.",
    "여기까지 {m} 정리해 드렸어요.",
    "이렇게 {m} 정리해 드렸어요.",
    "이렇게 {m} 적어 드렸습니다.",
    "이상으로 {m} 안내드렸습니다.",
    "여기까지 {m} 말씀드렸어요.",
]
ROUND_FIFTY_CLOSING_BENIGN = [
    (where, lead + frame.format(m=manner))
    for where, lead in _R50_CLOSING_SHAPES
    for frame in _R50_CLOSING_FRAMES
    for manner in _R50_CLOSING_MANNER
]
_R50_CLOSING_TWIN_MANNER = [
    "꼼꼼하게",
    "정확하게",
    "철저하게",
    "완벽하게",
    "확실하게",
    "무사히",
    "함께",
    "같이",
    "다시",
    "다시 짧게",
    "이미 짧게",
    "어제 짧게",
    "고객님께 짧게",
    "코치님과 나란히",
    "식단을 나란히",
    "짧게 꼭",
    "늘 짧게",
]
ROUND_FIFTY_CLOSING_TWINS = (
    [
        (where, lead + frame.format(m=manner))
        for where, lead in _R50_CLOSING_SHAPES
        for frame in _R50_CLOSING_FRAMES
        for manner in _R50_CLOSING_TWIN_MANNER
    ]
    + [
        (where, lead + frame.format(m=manner))
        for where, lead in [(_JUDGMENT, "[[P:01]]. "), (_PHYSIQUE, "[[A:01]]. ")]
        for frame in _R50_CLOSING_FRAMES
        for manner in _R50_CLOSING_MANNER
    ]
    + [
        (_INTERPRETATION, "[[P:01]]. " + frame.format(m=manner) + " [[P:02]].")
        for frame in _R50_CLOSING_FRAMES
        for manner in _R50_CLOSING_MANNER
    ]
)
# Two more probe texts of these lists are word for word in a corpus (counted, digests only).
_R50_IN_A_CORPUS |= {"3a8aae6ad106c320", "f0f44c320f0e0061"}
ROUND_FIFTY_CLOSING_BENIGN = _unwritten(ROUND_FIFTY_CLOSING_BENIGN, _R50_IN_A_CORPUS)
ROUND_FIFTY_CLOSING_TWINS = _unwritten(ROUND_FIFTY_CLOSING_TWINS, _R50_IN_A_CORPUS)


def test_round_fifty_the_manner_of_laying_out_before_a_closing_is_accepted():
    assert len(ROUND_FIFTY_CLOSING_BENIGN) > 100
    assert _decided_otherwise(ROUND_FIFTY_CLOSING_BENIGN, accepted=True) == []


def test_round_fifty_closing_twins_stay_rejected():
    assert len(ROUND_FIFTY_CLOSING_TWINS) > 400
    assert _decided_otherwise(ROUND_FIFTY_CLOSING_TWINS, accepted=False) == []


def test_round_fifty_closing_probes_are_in_no_corpus():
    assert _written_count(ROUND_FIFTY_CLOSING_BENIGN + ROUND_FIFTY_CLOSING_TWINS) == 0


# Round fifty-one (ADR 0020), fresh43-tune's class: the speaker's telling closing the
# customer's text "like this" or in a presenting manner, with no extent word. Round 15 closed
# the text with an extent (여기까지, 이상으로) before a past telling, round 34 with 이렇게
# before a composing verb; "[[P:01]]. 이렇게 안내해 드렸어요." (fx30-0008) and "[[A:01]].
# 짧게나마 덧붙여 드렸어요." (fx43-0089) - two writers - were refused as a past telling. 이렇게
# (the issued sentences just given) or a run of presenting-manner words (a concessive 나마 on
# the last) as the whole sentence before a telling, composing or adding verb with the reader's
# humble 드리 now closes the text too. The bare verb, a sending verb (전하, 전달 - round 34's
# line), a grading word, 다시/이미/미리/함께, a time, a recipient, an object, -시-, the two
# operator cards and an issued sentence after it keep their reasons. Probes counted against
# every corpus first (digests only, three texts left out), then decided on main's code too: the
# benign refused there, the twins refused on both.
_R51_CLOSING_SHAPES = [
    (_DAILY, "[[P:01]]. "),
    (_INTERPRETATION, "[[P:01]]. [[P:02]]. "),
    (_RATIONALE, "[[A:01]]. "),
]
_R51_LEADS = [
    "이렇게",
    "짧게",
    "간단히",
    "차분히",
    "짧게나마",
    "간단하게나마",
    "이렇게 짧게",
    "이렇게 차분히",
]
_R51_TELLINGS = [
    "말씀드렸습니다.",
    "말씀드렸어요.",
    "안내해 드렸습니다.",
    "안내해 드렸어요.",
    "안내드렸습니다.",
    "설명해 드렸어요.",
    "덧붙여 드렸어요.",
    "보태 드렸습니다.",
]
ROUND_FIFTY_ONE_CLOSING_BENIGN = [
    (where, f"{lead}{first} {telling}")
    for where, lead in _R51_CLOSING_SHAPES
    for first in _R51_LEADS
    for telling in _R51_TELLINGS
    # Kiwi reads "짧게나마 안내드렸습니다" as 안/MAG 내/VV: an unread word, failing closed.
    if (first, telling) != ("짧게나마", "안내드렸습니다.")
]
_R51_TWIN_LEADS = [
    "",
    "꼼꼼하게",
    "정확하게",
    "확실하게",
    "다시",
    "이미",
    "미리",
    "함께",
    "다시 짧게",
    "어제 이렇게",
    "지난번에 짧게",
    "고객님께 이렇게",
    "코치님께 짧게",
    "식단을 이렇게",
    "결과를 짧게",
    "이렇게 꼭",
    "짧게 꼭",
]
ROUND_FIFTY_ONE_CLOSING_TWINS = (
    [
        (where, f"{lead}{first} {telling}".replace("  ", " "))
        for where, lead in _R51_CLOSING_SHAPES
        for first in _R51_TWIN_LEADS
        for telling in _R51_TELLINGS
    ]
    + [
        (where, f"{lead}{first} {verb}")
        for where, lead in _R51_CLOSING_SHAPES
        for first in ["이렇게", "짧게", "짧게나마"]
        for verb in [
            "전해 드렸습니다.",
            "전해 드렸어요.",
            "전달해 드렸습니다.",
            "말씀하셨습니다.",
            "안내하셨어요.",
        ]
    ]
    + [
        (where, f"{lead}{first} {telling}")
        for where, lead in [(_JUDGMENT, "[[P:01]]. "), (_PHYSIQUE, "[[A:01]]. ")]
        for first in _R51_LEADS
        for telling in _R51_TELLINGS
    ]
    + [
        (_INTERPRETATION, f"[[P:01]]. {first} {telling} [[P:02]].")
        for first in _R51_LEADS
        for telling in _R51_TELLINGS
    ]
    + [
        (where, f"{first} {telling} {token}.")
        for where, token in [(_DAILY, "[[P:01]]"), (_RATIONALE, "[[A:01]]")]
        for first in _R51_LEADS
        for telling in _R51_TELLINGS
    ]
)
# Six probe entries (three texts) of these lists are word for word in a corpus (counted,
# digests only); they are left out by digest, never named. Round 78: two more entries (one
# text, a benign entry and a twin on other shapes) were written word for word by the seventieth
# batch's writer (a held-out text, counted by batch and half only) - left out so.
_R51_IN_A_CORPUS = {
    "131a7ab0d2dc9e22",
    "321f5e4e56b03dd1",
    "37955ae93db96360",
    "76cb85d46dfe5d93",
    # the ninety-third batch (fresh92, round 101): one more text, a benign entry and a twin
    "e1f571260d2f17a6",
}


ROUND_FIFTY_ONE_CLOSING_BENIGN = _unwritten(ROUND_FIFTY_ONE_CLOSING_BENIGN, _R51_IN_A_CORPUS)
ROUND_FIFTY_ONE_CLOSING_TWINS = _unwritten(ROUND_FIFTY_ONE_CLOSING_TWINS, _R51_IN_A_CORPUS)


def test_round_fifty_one_a_telling_like_this_or_in_manner_closes_the_text():
    assert len(ROUND_FIFTY_ONE_CLOSING_BENIGN) > 180
    assert _decided_otherwise(ROUND_FIFTY_ONE_CLOSING_BENIGN, accepted=True) == []


def test_round_fifty_one_closing_twins_stay_rejected():
    assert len(ROUND_FIFTY_ONE_CLOSING_TWINS) > 750
    assert _decided_otherwise(ROUND_FIFTY_ONE_CLOSING_TWINS, accepted=False) == []


def test_round_fifty_one_probes_are_in_no_corpus():
    assert _written_count(ROUND_FIFTY_ONE_CLOSING_BENIGN + ROUND_FIFTY_ONE_CLOSING_TWINS) == 0


# Round fifty-two (ADR 0020), found probing while reading fresh44-tune (emphasis and
# intensifiers): an intensifier of truth straight onto an issued sentence ("정말 [[P:01]].",
# "진짜로, [[A:01]].") vouches for it as 확실히 does - an evaluation the policy names - and was
# accepted on every slot shape. Before the speaker's act ("정말 간단히 말씀드리면,") it only
# colours the telling and stays accepted. Probes counted against every corpus first (none
# written), then decided on main's code too: the claims accepted there, the twins on both.
_R52_SHAPES = [
    (_DAILY, "", "[[P:01]]"),
    (_INTERPRETATION, "[[P:01]]. ", "[[P:02]]"),
    (_RATIONALE, "", "[[A:01]]"),
    (_REVIEW_1, "", "[[P:01]]"),
    (_JUDGMENT, "", "[[P:01]]"),
    (_PHYSIQUE, "", "[[A:01]]"),
]
_R52_WORDS = ["정말", "정말로", "진짜", "진짜로", "참으로", "참말로"]
ROUND_FIFTY_TWO_TRUTH_CLAIMS = [
    (where, f"{before}{word}{comma} {token}.")
    for where, before, token in _R52_SHAPES
    for word in _R52_WORDS
    for comma in ["", ","]
]
_R52_ACTS = [
    "간단히 말씀드리면,",
    "짧게 정리해 드리면,",
    "있는 그대로 말씀드리면,",
    "차분하게 안내해 드리면,",
    "간결하게 추려서 말씀드리면,",
]
ROUND_FIFTY_TWO_TRUTH_TWINS = [
    (where, f"{before}{word} {act} {token}.")
    for where, before, token in _R52_SHAPES
    for word in _R52_WORDS
    for act in _R52_ACTS
]
# The hundred-and-fourth blind batch (fresh103, round 113) wrote two of these twins word for word
# (five of the shapes give them): left out by their digests, never named.
_R52_IN_A_CORPUS = {"6eb1b794725446da", "c11854baf1b2ec22"}
ROUND_FIFTY_TWO_TRUTH_TWINS = _unwritten(ROUND_FIFTY_TWO_TRUTH_TWINS, _R52_IN_A_CORPUS)


def test_round_fifty_two_a_truth_intensifier_on_an_issued_sentence_is_refused():
    assert len(ROUND_FIFTY_TWO_TRUTH_CLAIMS) == 72
    assert _decided_otherwise(ROUND_FIFTY_TWO_TRUTH_CLAIMS, accepted=False) == []
    (surface, slot), text = ROUND_FIFTY_TWO_TRUTH_CLAIMS[0]
    assert _on(surface, slot, text).reason == "evaluative_or_epistemic"


def test_round_fifty_two_a_truth_intensifier_on_the_speakers_act_stays_accepted():
    assert len(ROUND_FIFTY_TWO_TRUTH_TWINS) == 175
    assert _decided_otherwise(ROUND_FIFTY_TWO_TRUTH_TWINS, accepted=True) == []


def test_round_fifty_two_probes_are_in_no_corpus():
    assert _written_count(ROUND_FIFTY_TWO_TRUTH_CLAIMS + ROUND_FIFTY_TWO_TRUTH_TWINS) == 0


# Round fifty-three (ADR 0020), fresh45-tune's class: a layout sentence naming a part of this
# message and saying it continues below. fx24-0140 "세부는 아래에 이어집니다" and fx45-0017
# "자세한 내용은 아래 항목에서 이어집니다" (two writers) were refused (`predication`): the part
# may now be named by 세부 alone as by 나머지, and the place by 아래 with a part of the message
# and 에서. Probes counted against every corpus first, then decided on the wiring commit's
# code too: the layouts refused there, the twins on both.
_R53_AFTER = [
    (_DAILY, "[[P:01]]. "),
    (_INTERPRETATION, "[[P:01]]. [[P:02]]. "),
    (_RATIONALE, "[[A:01]]. "),
    (_REVIEW_1, "[[P:01]]. "),
    (_JUDGMENT, "[[P:01]]. "),
    (_PHYSIQUE, "[[A:01]]. "),
]
_R53_LAYOUTS = [
    "세부는 아래에 이어집니다.",
    "세부는 아래에 차례대로 이어집니다.",
    "세부는 아래에 순서대로 이어져요.",
    "세부는 아래에서 이어집니다.",
    "세부는 아래 항목에서 이어집니다.",
    "자세한 내용은 아래 항목에서 이어집니다.",
    "자세한 내용은 아래에서 이어져요.",
    "세부 내용은 아래 항목에서 차례대로 이어집니다.",
    "세부 사항은 아래에서 이어집니다.",
    "나머지는 아래 항목에서 이어집니다.",
    "나머지 내용은 아래 단락에서 이어집니다.",
    "세부 항목은 아래 단락에서 이어집니다.",
]
ROUND_FIFTY_THREE_LAYOUTS = [
    (where, f"{before}{layout}") for where, before in _R53_AFTER for layout in _R53_LAYOUTS
]
_R53_TWINS = [
    "세부는 다음 안내에서 이어집니다.",
    "세부는 다음 카드에서 이어집니다.",
    "세부는 다음 주에 이어집니다.",
    "세부는 내일 이어집니다.",
    "세부는 아래에서 확인됩니다.",
    "세부는 아래에서 이어졌습니다.",
    "세부는 기록에서 이어집니다.",
    "자세한 내용은 다음 안내에서 이어집니다.",
    "자세한 내용은 다음 리포트에서 이어집니다.",
    "자세한 내용은 아래 권장안에서 이어집니다.",
    "자세한 내용은 기록에서 이어집니다.",
    "체중은 아래 항목에서 이어집니다.",
    "변화는 아래에서 이어집니다.",
    "세부 내용은 아래 항목에서 이어졌습니다.",
    "세부 내용은 아래 항목에서 이어질 겁니다.",
]
ROUND_FIFTY_THREE_LAYOUT_TWINS = [
    (where, f"{before}{twin}") for where, before in _R53_AFTER for twin in _R53_TWINS
]


def test_round_fifty_three_a_layout_sentence_below_is_accepted():
    assert len(ROUND_FIFTY_THREE_LAYOUTS) == 72
    assert _decided_otherwise(ROUND_FIFTY_THREE_LAYOUTS, accepted=True) == []


def test_round_fifty_three_a_layout_sentence_elsewhere_stays_refused():
    assert len(ROUND_FIFTY_THREE_LAYOUT_TWINS) == 90
    assert _decided_otherwise(ROUND_FIFTY_THREE_LAYOUT_TWINS, accepted=False) == []


def test_round_fifty_three_probes_are_in_no_corpus():
    assert _written_count(ROUND_FIFTY_THREE_LAYOUTS + ROUND_FIFTY_THREE_LAYOUT_TWINS) == 0


# Round fifty-three, found probing beside the layout class: "다음에" after a topic or subject
# particle ("나머지는 다음에 말씀드릴게요", "세부 내용은 다음에 이어집니다") puts a part of the
# message off to another occasion - a later message, a time word the policy names - and was
# accepted; "아래에 이어집니다" keeps the part in this message and stays accepted.
_R53_TOPICS = ["나머지는", "나머지 내용은", "세부 내용은", "자세한 내용은"]
_R53_LATER = [
    "다음에 이어집니다.",
    "다음에 이어져요.",
    "다음에 차례대로 이어집니다.",
    "다음에 이어 드릴게요.",
    "다음에 말씀드릴게요.",
    "다음에 안내해 드리겠습니다.",
    "다음에 정리해 드릴게요.",
]
ROUND_FIFTY_THREE_NEXT_TIME = [
    (where, f"{before}{topic} {later}")
    for where, before in _R53_AFTER
    for topic in _R53_TOPICS
    for later in _R53_LATER
]
_R53_HERE = [
    "아래에 이어집니다.",
    "아래에 이어져요.",
    "아래에 차례대로 이어집니다.",
    "다음 순서로 이어집니다.",
]
ROUND_FIFTY_THREE_NEXT_TIME_TWINS = [
    (where, f"{before}{topic} {here}")
    for where, before in _R53_AFTER
    for topic in _R53_TOPICS
    for here in _R53_HERE
]

# Six twin entries (two texts) here and fourteen (five texts) of the manner twins below are
# word for word in a corpus (counted, digests only); they are left out by digest, never named.
# Round 76: three more manner-twin entries (one text) were written word for word by the
# sixty-eighth batch's writer (a held-out text, counted by batch and half only) - left out so.
_R53_IN_A_CORPUS = {
    "4ed4c58ce90d5f14",
    "66ef41d1c9449725",
    "9605da3cc6ca7298",
    "9a3ac172c3575c65",
    "b4398da2ccd09b6f",
    "b4b576bcead5c76c",
    "f61484a476763590",
    "faf9fabba8c487de",
}


ROUND_FIFTY_THREE_NEXT_TIME_TWINS = _unwritten(ROUND_FIFTY_THREE_NEXT_TIME_TWINS, _R53_IN_A_CORPUS)


def test_round_fifty_three_a_part_put_off_to_next_time_is_refused():
    assert len(ROUND_FIFTY_THREE_NEXT_TIME) == 168
    assert _decided_otherwise(ROUND_FIFTY_THREE_NEXT_TIME, accepted=False) == []
    (surface, slot), text = ROUND_FIFTY_THREE_NEXT_TIME[0]
    assert _on(surface, slot, text).reason == "time"


def test_round_fifty_three_a_part_kept_below_stays_accepted():
    assert len(ROUND_FIFTY_THREE_NEXT_TIME_TWINS) == 90
    assert _decided_otherwise(ROUND_FIFTY_THREE_NEXT_TIME_TWINS, accepted=True) == []


def test_round_fifty_three_next_time_probes_are_in_no_corpus():
    assert _written_count(ROUND_FIFTY_THREE_NEXT_TIME + ROUND_FIFTY_THREE_NEXT_TIME_TWINS) == 0


# Round fifty-three, found probing the batch's theme on main's rules: numbers and time in
# disguise straight onto an issued sentence - 한두 (a vague count, beside 두세 and 서너 already
# refused), 반반 and 곱빼기 (a half each, a double portion, beside 절반 and 곱절), 막판 (a stage
# of a period, beside 막바지 and 종반) and 하루빨리, 한시바삐 (haste with a day or an hour inside,
# beside 빨리) - were accepted. The manner numerals the batch's writer used stay accepted.
_R53_DISGUISED = [
    "한두 번",
    "한두 차례",
    "반반씩",
    "반반으로",
    "곱빼기로",
    "막판에",
    "막판까지",
    "하루빨리",
    "한시바삐",
]
_R53_SHAPES = [
    (_DAILY, "", "[[P:01]]"),
    (_INTERPRETATION, "[[P:01]]. ", "[[P:02]]"),
    (_RATIONALE, "", "[[A:01]]"),
    (_REVIEW_1, "", "[[P:01]]"),
    (_JUDGMENT, "", "[[P:01]]"),
    (_PHYSIQUE, "", "[[A:01]]"),
]
ROUND_FIFTY_THREE_DISGUISED = [
    (where, f"{before}{word}{comma} {token}.")
    for where, before, token in _R53_SHAPES
    for word in _R53_DISGUISED
    for comma in ["", ","]
]
_R53_MANNER = [
    "하나하나 짚어 보면,",
    "한마디로 정리하면,",
    "한눈에 보시도록 간추리면,",
    "한꺼번에 모아 말씀드리면,",
    "단번에 알아보시도록 간추리면,",
    "한 가지씩 나누어 말씀드리면,",
]
ROUND_FIFTY_THREE_MANNER_TWINS = [
    (where, f"{before}{manner} {token}.")
    for where, before, token in _R53_SHAPES
    for manner in _R53_MANNER
]
ROUND_FIFTY_THREE_MANNER_TWINS = _unwritten(ROUND_FIFTY_THREE_MANNER_TWINS, _R53_IN_A_CORPUS)


def test_round_fifty_three_numbers_and_time_in_disguise_are_refused():
    assert len(ROUND_FIFTY_THREE_DISGUISED) == 108
    assert _decided_otherwise(ROUND_FIFTY_THREE_DISGUISED, accepted=False) == []


def test_round_fifty_three_manner_numerals_stay_accepted():
    assert len(ROUND_FIFTY_THREE_MANNER_TWINS) == 19
    assert _decided_otherwise(ROUND_FIFTY_THREE_MANNER_TWINS, accepted=True) == []


def test_round_fifty_three_disguise_probes_are_in_no_corpus():
    assert _written_count(ROUND_FIFTY_THREE_DISGUISED + ROUND_FIFTY_THREE_MANNER_TWINS) == 0


# Round fifty-four (ADR 0020), found probing the batch's theme (joins between two issued
# sentences) on main's rules: a join that makes the next issued sentence follow from the last
# - "그래야," (only then; 그렇 + 어야 was already refused, the one adverb with a comma was not),
# "이를 발판으로" / "디딤돌로" / "밑거름으로" (the last sentence made the basis of the next,
# beside "이를 바탕으로" and "이를 토대로") and "그에 맞게" / "이에 걸맞게" (accordingly, beside
# "그에 맞춰" and "그에 따라") - was accepted: a cause the policy names. Additive joins and
# the speaker's own ordering ("순서에 맞게 말씀드리면") stay accepted.
_R54_SHAPES = [
    (_INTERPRETATION, "[[P:01]]. ", "[[P:02]]"),
    (_DAILY, "", "[[P:01]]"),
    (_RATIONALE, "", "[[A:01]]"),
    (_REVIEW_1, "", "[[P:01]]"),
    (_JUDGMENT, "", "[[P:01]]"),
    (_PHYSIQUE, "", "[[A:01]]"),
]
_R54_DERIVING = [
    "그래야",
    "이를 발판으로",
    "이를 디딤돌로",
    "이를 밑거름으로",
    "그것을 발판으로",
    "그에 맞게",
    "이에 맞게",
    "거기에 맞게",
    "그에 걸맞게",
    "이에 걸맞게",
    "그에 알맞게",
]
ROUND_FIFTY_FOUR_DERIVING_JOINS = [
    (where, f"{before}{join}{comma} {token}.")
    for where, before, token in _R54_SHAPES
    for join in _R54_DERIVING
    for comma in ["", ","]
]
_R54_ADDITIVE = ["이와 함께", "이에 더해", "이와 나란히", "덧붙여 이어서", "곁들여"]
_R54_ORDERING = [
    "순서에 맞게 말씀드리면,",
    "흐름에 맞게 정리하면,",
    "차례에 맞게 옮기면,",
    "그에 맞춰 말씀드리면,",
    "이에 맞게 정리해 드리면,",
    "읽기 편하게 차례에 맞게 말씀드리면,",
]
# Four twin entries are word for word in a corpus (counted, digests only); left out by
# digest, never named. Round 79: two more order-twin entries (one text on two slot shapes) were
# written word for word by the seventy-first batch's writer (a held-out text, counted by batch
# and half only) - left out so.
_R54_IN_A_CORPUS = {
    "89d29ee7753a1c57",
    "a1f29093c0e3c6f7",
    "b49c9a2efc361552",
    "c0c91918eb738e92",
    "e88d0c6b1d337430",
}


ROUND_FIFTY_FOUR_JOIN_TWINS = _unwritten(
    [
        (_INTERPRETATION, f"[[P:01]]. {join}{comma} [[P:02]].")
        for join in _R54_ADDITIVE
        for comma in ["", ","]
    ]
    + [
        (where, f"{before}{ordering} {token}.")
        for where, before, token in _R54_SHAPES
        for ordering in _R54_ORDERING
    ],
    _R54_IN_A_CORPUS,
)


def test_round_fifty_four_a_join_deriving_the_next_sentence_is_refused():
    assert len(ROUND_FIFTY_FOUR_DERIVING_JOINS) == 132
    assert _decided_otherwise(ROUND_FIFTY_FOUR_DERIVING_JOINS, accepted=False) == []


def test_round_fifty_four_additive_joins_and_the_speakers_order_stay_accepted():
    assert len(ROUND_FIFTY_FOUR_JOIN_TWINS) == 42
    assert _decided_otherwise(ROUND_FIFTY_FOUR_JOIN_TWINS, accepted=True) == []


def test_round_fifty_four_join_probes_are_in_no_corpus():
    assert _written_count(ROUND_FIFTY_FOUR_DERIVING_JOINS + ROUND_FIFTY_FOUR_JOIN_TWINS) == 0


# Round fifty-four, found probing joins between two issued sentences: a bare "이후" (after
# that; with 로, 에, 에는 or 엔) straight onto an issued sentence was accepted while "그 이후"
# was refused as a time word - the policy names time words. The speaker's ordering of the
# telling (뒤이어, 그다음으로, 이어서 말씀드리면) stays accepted.
_R54_AFTER_THAT = ["이후", "이후로", "이후에", "이후에는", "이후엔"]
ROUND_FIFTY_FOUR_AFTER_THAT = [
    (where, f"{before}{word}{comma} {token}.")
    for where, before, token in _R54_SHAPES
    for word in _R54_AFTER_THAT
    for comma in ["", ","]
]
# Eight entries (four texts) of these twins are word for word in a corpus (counted, digests
# only); left out by digest, never named.
_R54_IN_A_CORPUS |= {
    "45548a7d82f2d94a",
    "7e18d76df6baa69a",
    "97ffb4abcb183d81",
    "9c441c5e35bb18b9",
}
ROUND_FIFTY_FOUR_ORDER_TWINS = _unwritten(
    [
        (_INTERPRETATION, f"[[P:01]]. {order}{comma} [[P:02]].")
        for order in ["뒤이어", "그다음으로", "다음으로", "이어지는 내용으로는", "이어 말씀드리면"]
        for comma in ["", ","]
    ]
    + [
        (where, f"{order} {token}.")
        for where, _, token in _R54_SHAPES[1:]
        for order in ["이어서 말씀드리면,", "뒤이어 정리하면,", "차례로 짚어 보면,"]
    ],
    _R54_IN_A_CORPUS,
)


def test_round_fifty_four_after_that_onto_an_issued_sentence_is_refused():
    assert len(ROUND_FIFTY_FOUR_AFTER_THAT) == 60
    assert _decided_otherwise(ROUND_FIFTY_FOUR_AFTER_THAT, accepted=False) == []
    (surface, slot), text = ROUND_FIFTY_FOUR_AFTER_THAT[0]
    assert _on(surface, slot, text).reason == "time"


def test_round_fifty_four_the_speakers_order_stays_accepted():
    assert len(ROUND_FIFTY_FOUR_ORDER_TWINS) == 15
    assert _decided_otherwise(ROUND_FIFTY_FOUR_ORDER_TWINS, accepted=True) == []


def test_round_fifty_four_after_that_probes_are_in_no_corpus():
    assert _written_count(ROUND_FIFTY_FOUR_AFTER_THAT + ROUND_FIFTY_FOUR_ORDER_TWINS) == 0


# Round fifty-six (ADR 0020), found probing round fifty-five's left list (language-model
# artefacts): a slot whose last words cannot end a sentence - a conjunction, an adverb, a
# connective ending, a particle ("[[P:01]]. 그리고", "…, 이어서 말씀드리면", "[[A:01]]. 다음은")
# - is a cut-off output and was accepted; seed 001's grammar closes a slot on a finished
# sentence, and a cut-off output is a failure, so canonical. Finished closings, a final -요
# after an ending and nominal closings stay accepted.
_R56_CUT = [
    "그리고 이어서",
    "이어서 차근차근",
    "차례대로 정리하자면",
    "마지막으로 덧붙여 말씀드리면",
    "그 밖의 내용은",
    "덧붙여 말씀드리자면",
]
_R56_FINISHED = [
    "이상으로 차분히 정리해 드립니다",
    "함께 살펴봐 주셔서 고맙습니다",
    "차근차근 안내해 드릴게요",
    "이렇게 정리해 드려요",
]
# One probe text (on three single-placeholder slots) is already in a corpus: the count found
# it; it is left out by its digest, so its text is never named. Round 60's batch wrote a
# second (on three slots again), left out the same way.
_R56_IN_A_CORPUS = frozenset({"6e99af8b074714cf", "948f74f264debe12"})


ROUND_FIFTY_SIX_CUT = _unwritten(
    [
        (where, f"{lead}{token}. {cut}{stop}")
        for where, lead, token in _R54_SHAPES
        for cut in _R56_CUT
        for stop in ["", "."]
    ],
    _R56_IN_A_CORPUS,
)
ROUND_FIFTY_SIX_FINISHED = _unwritten(
    [
        (where, f"{lead}{token}. {closing}{stop}")
        for where, lead, token in _R54_SHAPES
        for closing in _R56_FINISHED
        for stop in ["", "."]
    ],
    _R56_IN_A_CORPUS,
)


def test_round_fifty_six_a_cut_off_slot_is_refused_and_a_finished_one_accepted():
    assert (len(ROUND_FIFTY_SIX_CUT), len(ROUND_FIFTY_SIX_FINISHED)) == (72, 42)
    assert _decided_otherwise(ROUND_FIFTY_SIX_CUT, accepted=False) == []
    assert _decided_otherwise(ROUND_FIFTY_SIX_FINISHED, accepted=True) == []
    (surface, slot), text = ROUND_FIFTY_SIX_CUT[0]
    assert _on(surface, slot, text).reason == "unfinished_sentence"
    assert _written_count(ROUND_FIFTY_SIX_CUT + ROUND_FIFTY_SIX_FINISHED) == 0


# Round fifty-seven (ADR 0020), round fifty-five's left class: the speaker's softener
# 조심스럽- as the manner of the telling, by two widenings of round 41's waiver - its adverb
# spelling 조심스레 ("조심스레 짚어 드리면", fx40-0093) and a speech noun as the speech act's
# object ("조심스럽게 말씀을 꺼내 보면", fx47-0095). Alone, before another verb, an offered
# action or a past telling, 조심 keeps its risk class.
_R57_SOFTENED = [
    "조심스레 말씀드리면",
    "조심스레 짚어 드리면",
    "조심스레 정리해 드리면",
    "조심스레 덧붙이면",
    "조심스레 풀어 말씀드리면",
    "조심스레 전해 드리면",
    "조심스럽게 말씀을 드리면",
    "조심스럽게 말씀을 꺼내 보면",
    "조심스럽게 이야기를 꺼내 보면",
    "조심스럽게 말을 꺼내 보면",
    "조심스럽게 말씀을 올리면",
    "조심스럽게 이야기를 드리면",
]
_R57_KEPT = [
    "조심스레",
    "조심스레 운동하시면",
    "조심스레 무게를 올리시면",
    "조심스레 말씀드렸듯이",
    "조심스럽게 운동을 하시면",
    "조심스럽게 식단을 바꾸시면",
    "조심스럽게 무게를 올려 드리면",
    "조심스럽게 말씀을 드렸듯이",
    "조심스레 드시면",
    "조심해서 말씀드리면",
]
# Two softened texts (six entries, on the three single-placeholder slots of [[P:01]]) are
# already in a corpus: the count found them; left out by their digests, never named.
_R57_IN_A_CORPUS = {"058ff95b2330b7be", "f70fb5d04a248c7e"}
ROUND_FIFTY_SEVEN_SOFTENED = _unwritten(
    [
        (where, f"{lead}{lead_in}, {token}.")
        for where, lead, token in _R54_SHAPES
        for lead_in in _R57_SOFTENED
    ],
    _R57_IN_A_CORPUS,
)
ROUND_FIFTY_SEVEN_KEPT = [
    (where, f"{lead}{lead_in}, {token}.")
    for where, lead, token in _R54_SHAPES
    for lead_in in _R57_KEPT
]


def test_round_fifty_seven_the_softener_spelt_or_placed_otherwise_is_the_telling_manner():
    assert (len(ROUND_FIFTY_SEVEN_SOFTENED), len(ROUND_FIFTY_SEVEN_KEPT)) == (66, 60)
    assert _decided_otherwise(ROUND_FIFTY_SEVEN_SOFTENED, accepted=True) == []
    assert _decided_otherwise(ROUND_FIFTY_SEVEN_KEPT, accepted=False) == []
    (surface, slot), text = ROUND_FIFTY_SEVEN_KEPT[1]
    assert _on(surface, slot, text).reason == "forbidden_risk_safety"
    assert _written_count(ROUND_FIFTY_SEVEN_SOFTENED + ROUND_FIFTY_SEVEN_KEPT) == 0


# Round fifty-seven, found probing the batch's theme (fitness jargon) on main's rules:
# another person's words named as what the slot passes on - "트레이너 피드백을 정리하면",
# "쌤 피드백으로", "코치님의 말씀을 옮기면" - were accepted on every slot shape: the issued
# sentence made what a trainer, a coach or a manager said, a source the canonical text does
# not give (older writers label the shape a claim: "고객님 말씀대로", "트레이너님 말씀대로",
# "고객 말로는"). The speaker's own feedback ("제 피드백을 정리하면") stays accepted.
_R57_OTHERS_WORDS = [
    "트레이너 피드백을 정리하면",
    "코치 피드백을 정리하면",
    "쌤 피드백을 정리하면",
    "피티 쌤 피드백으로",
    "트레이너 코멘트를 정리하면",
    "트레이너 말씀을 정리하면",
    "코치님의 말씀을 옮기면",
    "담당자 조언을 정리하면",
    "트레이너 한마디로 정리하면",
    "코치 이야기를 정리하면",
]
_R57_OWN_WORDS = [
    "제 피드백을 정리하면",
    "피드백을 정리해 드리면",
    "피드백 위주로 정리하면",
    "코멘트를 덧붙이면",
    "한마디로 정리하면",
    "피드백을 순서대로 말씀드리면",
    "코치 노트 형식으로",
]
# Eleven twin entries (four texts) are word for word in a corpus (counted, digests only);
# left out by digest, never named.
_R57_IN_A_CORPUS |= {
    "0d483f7ebe1e4af8",
    "e273556fedbb9ad2",
    "f61484a476763590",
    "faf9fabba8c487de",
}
ROUND_FIFTY_SEVEN_OTHERS_WORDS = [
    (where, f"{lead}{words}, {token}.")
    for where, lead, token in _R54_SHAPES
    for words in _R57_OTHERS_WORDS
]
ROUND_FIFTY_SEVEN_OWN_WORDS = _unwritten(
    [
        (where, f"{lead}{words}, {token}.")
        for where, lead, token in _R54_SHAPES
        for words in _R57_OWN_WORDS
    ],
    _R57_IN_A_CORPUS,
)


def test_round_fifty_seven_another_persons_words_as_the_source_are_refused():
    assert (len(ROUND_FIFTY_SEVEN_OTHERS_WORDS), len(ROUND_FIFTY_SEVEN_OWN_WORDS)) == (60, 31)
    assert _decided_otherwise(ROUND_FIFTY_SEVEN_OTHERS_WORDS, accepted=False) == []
    assert _decided_otherwise(ROUND_FIFTY_SEVEN_OWN_WORDS, accepted=True) == []
    (surface, slot), text = ROUND_FIFTY_SEVEN_OTHERS_WORDS[0]
    assert _on(surface, slot, text).reason == "evidential_framing"
    assert _written_count(ROUND_FIFTY_SEVEN_OTHERS_WORDS + ROUND_FIFTY_SEVEN_OWN_WORDS) == 0


# Round fifty-seven, found probing the batch's theme (fitness jargon) on main's rules: a
# closing sentence with no predicate after the last issued sentence - nouns ("[[P:01]]. 레그
# 데이.", "[[P:01]]. 굿.", "[[P:01]]. 클리어.") or an adverbial and a polite 요 ("[[P:01]].
# 하체 위주로요.", "[[P:01]]. 세트 사이 휴식은 짧게요.") - was accepted: a new fact, an
# evaluation or an instruction with its verb left out. No tunable harmless text closes so
# (62 tunable texts do, all claims). Closings of the message's own end ("이상.", "여기까지요.")
# and a 요 on the speaker's lead-in before a token ("먼저요,") stay accepted.
_R57_FRAGMENTS = [
    "레그 데이",
    "상체 데이",
    "굿",
    "밸런스 굿",
    "클리어",
    "퍼펙트",
    "득근",
    "하체 위주로요",
    "고중량 저반복으로요",
    "세트 사이 휴식은 짧게요",
    "가벼운 무게로요",
    "맨몸으로요",
]
ROUND_FIFTY_SEVEN_FRAGMENTS = [
    (where, f"{lead}{token}. {fragment}.")
    for where, lead, token in _R54_SHAPES
    for fragment in _R57_FRAGMENTS
]
ROUND_FIFTY_SEVEN_CLOSINGS = [
    (where, f"{lead}{token}. {closing}.")
    for where, lead, token in _R54_SHAPES
    for closing in ["이상", "끝", "여기까지요", "이상으로요"]
] + [
    (where, f"{lead}{opening} {token}.")
    for where, lead, token in _R54_SHAPES
    for opening in ["먼저요,", "간단히요,", "짧게요,"]
]
# The hundred-and-first blind batch (fresh100, round 110) wrote one of these closings word for
# word (three of the shapes give the same text): left out by its digest, never named.
_R57_IN_A_CORPUS |= {"04d00295d6a9a883"}
ROUND_FIFTY_SEVEN_CLOSINGS = _unwritten(ROUND_FIFTY_SEVEN_CLOSINGS, _R57_IN_A_CORPUS)


def test_round_fifty_seven_a_closing_with_no_predicate_is_refused():
    assert (len(ROUND_FIFTY_SEVEN_FRAGMENTS), len(ROUND_FIFTY_SEVEN_CLOSINGS)) == (72, 39)
    assert _decided_otherwise(ROUND_FIFTY_SEVEN_FRAGMENTS, accepted=False) == []
    assert _decided_otherwise(ROUND_FIFTY_SEVEN_CLOSINGS, accepted=True) == []
    (surface, slot), text = ROUND_FIFTY_SEVEN_FRAGMENTS[1]
    assert _on(surface, slot, text).reason == "closing_fragment"
    assert _written_count(ROUND_FIFTY_SEVEN_FRAGMENTS + ROUND_FIFTY_SEVEN_CLOSINGS) == 0


# Round fifty-eight, found probing the batch's theme (modality and speech acts) on main's
# rules: a promise to tell the details, the rest or more explanation apart from this message
# - "[[P:01]]. 나머지는 따로 정리해 드릴게요.", "자세한 건 별도로 말씀드리겠습니다", "보충
# 설명은 추가로 …" - was accepted on every slot shape: another message promised, beside "다시
# 안내드리겠습니다" (round 10) and "다음 카드에서 말씀드릴". A part of this message set apart
# before its issued sentence ("이 항목을 따로 짚어 드릴게요. [[P:01]].") and laying-out verbs
# ("따로 떼어서", "따로 덧붙이지 않고") stay accepted.
_R58_PROMISED_AFTER = [
    "자세한 건 따로 말씀드릴게요",
    "자세한 내용은 따로 안내해 드릴게요",
    "자세한 이야기는 따로 드릴게요",
    "나머지는 따로 정리해 드릴게요",
    "나머지 내용은 따로 전해 드릴게요",
    "남은 이야기는 따로 말씀드리겠습니다",
    "보충 설명은 따로 드릴게요",
    "추가 설명은 따로 드리겠습니다",
    "세부 내용은 별도로 안내해 드릴게요",
    "자세한 건 별도로 말씀드리겠습니다",
    "나머지는 추가로 정리해 드릴게요",
    "더 자세한 설명은 따로 드리겠습니다",
]
_R58_PROMISED_BEFORE = [
    "자세한 건 따로 말씀드릴게요.",
    "나머지는 따로 정리해 드릴게요.",
    "세부 내용은 별도로 안내해 드릴게요.",
]
_R58_HERE_BEFORE = [
    "이 항목을 따로 짚어 드릴게요.",
    "이 부분은 따로 떼어서 말씀드리겠습니다.",
    "따로 덧붙이지 않고 전해 드릴게요.",
    "따로 떼어 정리해 드리면,",
    "자세한 건 아래와 같이 말씀드릴게요.",
]
_R58_HERE_AFTER = ["따로 덧붙일 말씀은 없습니다", "나머지는 여기까지입니다"]
ROUND_FIFTY_EIGHT_PROMISED = [
    (where, f"{lead}{token}. {promise}.")
    for where, lead, token in _R54_SHAPES
    for promise in _R58_PROMISED_AFTER
] + [
    (where, f"{lead}{promise} {token}.")
    for where, lead, token in _R54_SHAPES
    for promise in _R58_PROMISED_BEFORE
]
ROUND_FIFTY_EIGHT_HERE = [
    (where, f"{lead}{here} {token}.")
    for where, lead, token in _R54_SHAPES
    for here in _R58_HERE_BEFORE
] + [
    (where, f"{lead}{token}. {here}.")
    for where, lead, token in _R54_SHAPES
    for here in _R58_HERE_AFTER
]
# The hundred-and-tenth blind batch (fresh109, round 122) wrote one of these texts word for word
# (three entries, one text on three slot shapes): left out by its digest, never named.
_R58_IN_A_CORPUS = frozenset({"27e33e3cf4d06b94"})
ROUND_FIFTY_EIGHT_HERE = _unwritten(ROUND_FIFTY_EIGHT_HERE, _R58_IN_A_CORPUS)


def test_round_fifty_eight_telling_apart_from_this_message_is_refused():
    assert (len(ROUND_FIFTY_EIGHT_PROMISED), len(ROUND_FIFTY_EIGHT_HERE)) == (90, 39)
    assert _decided_otherwise(ROUND_FIFTY_EIGHT_PROMISED, accepted=False) == []
    assert _decided_otherwise(ROUND_FIFTY_EIGHT_HERE, accepted=True) == []
    (surface, slot), text = ROUND_FIFTY_EIGHT_PROMISED[3]
    assert _on(surface, slot, text).reason == "prediction"
    assert _written_count(ROUND_FIFTY_EIGHT_PROMISED + ROUND_FIFTY_EIGHT_HERE) == 0


# Round fifty-eight, a class of two writers' tunable texts: the speaker's coming act of
# shaping the message's order or outline - "앞뒤를 가지런히 맞춰 보겠습니다. [[P:01]]."
# (fx21-0001), "말씀드릴 순서를 먼저 잡아 보겠습니다. [[P:01]]." (x49-025), "말씀드린 내용의
# 뼈대만 남겨 보겠습니다. [[A:01]]." (x49-061) - was refused as a prediction. 맞추, 잡, 남기
# in -겠습니다 with 앞뒤, 순서 or 뼈대 as object and an issued sentence straight after; any
# other object or modifier, -시-, the past, 드리 or no issued sentence after keep the refusal.
_R58_SHAPED = [
    "앞뒤를 가지런히 맞춰 보겠습니다.",
    "앞뒤를 맞추겠습니다.",
    "내용의 앞뒤를 맞춰 보겠습니다.",
    "순서를 먼저 잡아 보겠습니다.",
    "말씀드릴 순서를 잡아 보겠습니다.",
    "말씀드릴 순서를 먼저 잡겠습니다.",
    "뼈대만 남겨 보겠습니다.",
    "말씀드릴 내용의 뼈대만 남기겠습니다.",
]
_R58_NOT_SHAPED = [
    "운동 순서를 잡아 보겠습니다.",
    "세트 순서를 잡아 보겠습니다.",
    "동작 순서를 맞춰 보겠습니다.",
    "무게를 맞춰 보겠습니다.",
    "일정을 잡아 보겠습니다.",
    "자세를 잡아 보겠습니다.",
    "메모를 남겨 보겠습니다.",
    "기록만 남겨 보겠습니다.",
    "식단의 뼈대만 남겨 보겠습니다.",
    "순서를 잡아 봤습니다.",
    "순서를 잡아 보시겠어요.",
    "순서를 잡아 드리겠습니다.",
]
ROUND_FIFTY_EIGHT_SHAPED = [
    (where, f"{lead}{shaped} {token}.")
    for where, lead, token in _R54_SHAPES
    for shaped in _R58_SHAPED
]
ROUND_FIFTY_EIGHT_NOT_SHAPED = [
    (where, f"{lead}{kept} {token}.")
    for where, lead, token in _R54_SHAPES
    for kept in _R58_NOT_SHAPED
] + [
    (where, f"{lead}{token}. {kept}.")
    for where, lead, token in _R54_SHAPES
    for kept in ["순서를 먼저 잡아 보겠습니다", "뼈대만 남겨 보겠습니다"]
]


def test_round_fifty_eight_shaping_the_messages_order_is_the_telling():
    assert (len(ROUND_FIFTY_EIGHT_SHAPED), len(ROUND_FIFTY_EIGHT_NOT_SHAPED)) == (48, 84)
    assert _decided_otherwise(ROUND_FIFTY_EIGHT_SHAPED, accepted=True) == []
    assert _decided_otherwise(ROUND_FIFTY_EIGHT_NOT_SHAPED, accepted=False) == []
    (surface, slot), text = ROUND_FIFTY_EIGHT_NOT_SHAPED[4]
    assert _on(surface, slot, text).reason == "prediction"
    assert _written_count(ROUND_FIFTY_EIGHT_SHAPED + ROUND_FIFTY_EIGHT_NOT_SHAPED) == 0


# Round fifty-nine, found probing the batch's theme (focus particles) on main's rules: a time
# word between a part of this message and a past verb of composing it - "안내만 어제
# 적었습니다. [[A:01]].", "요점만 어제 옮겼습니다." - was accepted on every slot shape: the
# time word was left to the chain rule's past telling, which takes a composing verb without
# 드리 as this message's own composing. The same notes with a manner word stay accepted.
_R59_DATED_NOTES = [
    "안내만 어제 적었습니다.",
    "요점만 어제 옮겼습니다.",
    "안내 문장만 어제 옮겼습니다.",
    "안내만 어제 간추렸습니다.",
    "내용만 어제 묶었어요.",
]
_R59_UNDATED_NOTES = [
    "안내만 따로 적었습니다.",
    "안내 문장만 그대로 옮겼습니다.",
    "요점만 간단히 적었어요.",
    "내용만 차례대로 적었습니다.",
]
ROUND_FIFTY_NINE_DATED = [
    (where, f"{lead}{note} {token}.")
    for where, lead, token in _R54_SHAPES
    for note in _R59_DATED_NOTES
]
ROUND_FIFTY_NINE_UNDATED = [
    (where, f"{lead}{note} {token}.")
    for where, lead, token in _R54_SHAPES
    for note in _R59_UNDATED_NOTES
]


def test_round_fifty_nine_a_time_word_before_a_past_composing_verb_is_refused():
    assert (len(ROUND_FIFTY_NINE_DATED), len(ROUND_FIFTY_NINE_UNDATED)) == (30, 24)
    assert _decided_otherwise(ROUND_FIFTY_NINE_DATED, accepted=False) == []
    assert _decided_otherwise(ROUND_FIFTY_NINE_UNDATED, accepted=True) == []
    (surface, slot), text = ROUND_FIFTY_NINE_DATED[0]
    assert _on(surface, slot, text).reason == "time"
    assert _written_count(ROUND_FIFTY_NINE_DATED + ROUND_FIFTY_NINE_UNDATED) == 0


# Round fifty-nine, a class of two writers' tunable shapes: a line of this message named by
# its section label in the speaker's past note of composing it - "해석은 덧붙이지 않고 판단
# 문구만 적었습니다. [[P:01]]." (x50-093), "판단 문장은 (손대지 않고) 그대로 옮겨
# 두었습니다." (fx35-0039's sentence) - was refused as a past telling: 판단 or 근거 before
# 문장/문구 was not read as the message's material. A label straight before a head of a
# line (문장, 문구, 부분, 단락 …) now is; the label alone, before another noun, a recipient,
# a subject, a time word or 드리 keep the refusal.
_R59_LABELLED = {
    "판단": (
        (_JUDGMENT, _RATIONALE),
        [
            "판단 문구만 적었습니다.",
            "판단 문장만 그대로 옮겼습니다.",
            "판단 문장은 그대로 옮겨 두었습니다.",
            "판단 문구는 그대로 적어 두었습니다.",
        ],
    ),
    "근거": (
        (_RATIONALE,),
        [
            "근거 문장만 그대로 옮겼어요.",
            "근거 문구만 적었어요.",
            "근거 문장은 그대로 옮겨 두었습니다.",
        ],
    ),
    "검토": (
        (_REVIEW_1, _PHYSIQUE),
        [
            "검토 문구만 그대로 옮겼습니다.",
            "검토 문장만 그대로 옮겼습니다.",
            "검토 문구는 그대로 적어 두었습니다.",
        ],
    ),
}
_R59_NOT_LABELLED = [
    "판단을 옮겨 두었습니다.",
    "근거를 차례대로 정리했어요.",
    "판단 배경을 그대로 옮겼습니다.",
    "고객 문구만 적었습니다.",
    "메모 문구만 적었습니다.",
    "기록 문장만 옮겼습니다.",
    "판단 문구만 고객님께 적었습니다.",
    "트레이너가 판단 문구만 적었습니다.",
    "판단 문구만 어제 적었습니다.",
    "판단 문구를 전해 드렸습니다.",
    "판단 문구만 적어 드렸습니다.",
    "판단 문구만 보내 드렸습니다.",
]
ROUND_FIFTY_NINE_LABELLED = [
    (where, f"{note} {token}.")
    for wheres, notes in _R59_LABELLED.values()
    for where in wheres
    for note in notes
    for token in (["[[A:01]]"] if where in (_RATIONALE, _PHYSIQUE) else ["[[P:01]]"])
]
ROUND_FIFTY_NINE_NOT_LABELLED = [
    (where, f"{lead}{note} {token}.")
    for where, lead, token in _R54_SHAPES
    for note in _R59_NOT_LABELLED
]


def test_round_fifty_nine_a_line_named_by_its_label_is_this_messages_material():
    assert (len(ROUND_FIFTY_NINE_LABELLED), len(ROUND_FIFTY_NINE_NOT_LABELLED)) == (17, 72)
    assert _decided_otherwise(ROUND_FIFTY_NINE_LABELLED, accepted=True) == []
    assert _decided_otherwise(ROUND_FIFTY_NINE_NOT_LABELLED, accepted=False) == []
    (surface, slot), text = ROUND_FIFTY_NINE_NOT_LABELLED[2 * 12 + 6]
    assert _on(surface, slot, text).reason == "past_speech_act"
    assert _written_count(ROUND_FIFTY_NINE_LABELLED + ROUND_FIFTY_NINE_NOT_LABELLED) == 0


# Round sixty, a class of two writers' tunable shapes: the extent shown so far named as what
# was just told - "[[A:01]]. 여기까지가 설명이에요." (x51-159, and fx18-0290's sentence) was
# refused as a predication, though "여기까지가 해석 부분이에요" (round 41) and "이상으로 설명을
# 마칩니다" pass: 설명 is one of the parts a closing may name (round 44's
# CLOSING_PART_NOUNS) but was no complement of 여기까지가. It now is, after an issued
# sentence, in the present, with nothing else in the sentence; the past, a modifier, another
# noun, a time word, a relating label, a negation, a conjecture, another subject or no issued
# sentence before it keep their refusals.
_R60_TOLD_SO_FAR = ["여기까지가 설명이에요.", "여기까지가 설명입니다."]
_R60_NOT_TOLD_SO_FAR = [
    "여기까지가 설명이었어요.",
    "여기까지가 중요한 설명이에요.",
    "여기까지가 트레이너 설명이에요.",
    "여기까지가 지난주 설명이에요.",
    "여기까지가 기록 설명입니다.",
    "여기까지가 근거예요.",
    "여기까지가 설명이 아니에요.",
    "여기까지가 설명일 거예요.",
    "이것이 설명이에요.",
]
ROUND_SIXTY_TOLD_SO_FAR = [
    (where, f"{lead}{token}. {note}")
    for where, lead, token in _R54_SHAPES
    for note in _R60_TOLD_SO_FAR
]
ROUND_SIXTY_NOT_TOLD_SO_FAR = [
    (where, f"{lead}{token}. {note}")
    for where, lead, token in _R54_SHAPES
    for note in _R60_NOT_TOLD_SO_FAR
] + [
    (where, f"{note} {lead}{token}.")
    for where, lead, token in _R54_SHAPES
    for note in _R60_TOLD_SO_FAR
]


def test_round_sixty_the_extent_so_far_named_as_what_was_told():
    assert (len(ROUND_SIXTY_TOLD_SO_FAR), len(ROUND_SIXTY_NOT_TOLD_SO_FAR)) == (12, 66)
    assert _decided_otherwise(ROUND_SIXTY_TOLD_SO_FAR, accepted=True) == []
    assert _decided_otherwise(ROUND_SIXTY_NOT_TOLD_SO_FAR, accepted=False) == []
    (surface, slot), text = ROUND_SIXTY_NOT_TOLD_SO_FAR[1]
    assert _on(surface, slot, text).reason == "predication"
    assert _written_count(ROUND_SIXTY_TOLD_SO_FAR + ROUND_SIXTY_NOT_TOLD_SO_FAR) == 0


# Round sixty, a class of writers' tunable shapes: the card this line stands on owning the
# part a heading names - "카드의 판단 항목입니다. [[P:01]]." (x51-133), "… 카드의 판단
# 줄입니다." (fx19-0004's sentence), beside round 18's "이 카드의 안내 문장입니다"
# (fx15-0395) - was refused as a predication: 카드 was no noun of the message's own parts.
# "(이) 카드의" opening the heading now is; another card, the card as a subject, a
# modifier, the past, a conjecture, a time word or the heading after the issued sentence
# keep their refusals.
ROUND_SIXTY_CARD_HEADINGS = [
    (_JUDGMENT, "카드의 판단 항목입니다. [[P:01]]."),
    (_JUDGMENT, "이 카드의 판단 항목입니다. [[P:01]]."),
    (_JUDGMENT, "카드의 판단 줄입니다. [[P:01]]."),
    (_JUDGMENT, "이 카드의 판단 부분입니다. [[P:01]]."),
    (_REVIEW_1, "카드의 검토 사유입니다. [[P:01]]."),
    (_REVIEW_1, "이 카드의 검토 사유입니다. [[P:01]]."),
    (_REVIEW_1, "카드의 사유 항목입니다. [[P:01]]."),
    (_PHYSIQUE, "카드의 안내 부분입니다. [[A:01]]."),
    (_PHYSIQUE, "이 카드의 검토 안내 부분입니다. [[A:01]]."),
]
ROUND_SIXTY_NOT_CARD_HEADINGS = [
    (_JUDGMENT, "고객 카드의 판단 항목입니다. [[P:01]]."),
    (_JUDGMENT, "지난 카드의 판단 항목입니다. [[P:01]]."),
    (_JUDGMENT, "다른 카드의 판단 항목입니다. [[P:01]]."),
    (_JUDGMENT, "카드의 판단 항목이었습니다. [[P:01]]."),
    (_JUDGMENT, "카드의 중요한 판단 항목입니다. [[P:01]]."),
    (_JUDGMENT, "[[P:01]]. 카드의 판단 항목입니다."),
    (_JUDGMENT, "카드가 판단 항목입니다. [[P:01]]."),
    (_REVIEW_1, "[[P:01]]. 카드의 검토 사유입니다."),
    (_REVIEW_1, "카드의 검토 사유일 거예요. [[P:01]]."),
    (_REVIEW_1, "어제 카드의 검토 사유입니다. [[P:01]]."),
    (_REVIEW_1, "트레이너 카드의 검토 사유입니다. [[P:01]]."),
    (_PHYSIQUE, "고객 카드의 안내 부분입니다. [[A:01]]."),
]


def test_round_sixty_the_cards_own_part_named_as_a_heading():
    assert _decided_otherwise(ROUND_SIXTY_CARD_HEADINGS, accepted=True) == []
    assert _decided_otherwise(ROUND_SIXTY_NOT_CARD_HEADINGS, accepted=False) == []
    (surface, slot), text = ROUND_SIXTY_NOT_CARD_HEADINGS[0]
    assert _on(surface, slot, text).reason == "predication"
    assert _written_count(ROUND_SIXTY_CARD_HEADINGS + ROUND_SIXTY_NOT_CARD_HEADINGS) == 0


# Round 61: a summing-up adverb (즉, 요컨대) opening the slot before the speaker's hedged
# present speech act - "요컨대 이렇게 말씀드릴 수 있어요" (x52-043) beside round 9's opening
# summary adverbs and fx13-0309's "이렇게 말씀드릴 수 있겠네요". Twins: another adverb, a subject,
# a time word, the past, a conjecture, a quality word, not opening the slot, a reader's act.
ROUND_SIXTY_ONE_SUMMED_UP_TELLING = [
    (_RATIONALE, "요컨대 이렇게 말씀드릴 수 있어요. [[A:01]]."),
    (_RATIONALE, "요컨대, 이렇게 말씀드릴 수 있습니다. [[A:01]]."),
    (_DAILY, "즉 이렇게 말씀드릴 수 있어요. [[P:01]]."),
    (_REVIEW_1, "요컨대 이렇게 말씀드릴 수 있겠네요. [[P:01]]."),
    (_JUDGMENT, "즉, 그렇게 말씀드릴 수 있겠어요. [[P:01]]."),
    (_PHYSIQUE, "요컨대 이렇게 말씀드릴 수 있습니다. [[A:01]]."),
    (_INTERPRETATION, "요컨대 이렇게 말씀드릴 수 있어요. [[P:01]]. 그리고 [[P:02]]."),
]
ROUND_SIXTY_ONE_NOT_SUMMED_UP_TELLING = [
    (_RATIONALE, "요컨대 다음 주에 말씀드릴 수 있어요. [[A:01]]."),
    (_RATIONALE, "요컨대 이렇게 말씀드릴 수 있었어요. [[A:01]]."),
    (_RATIONALE, "요컨대 이렇게 좋아지실 수 있어요. [[A:01]]."),
    (_RATIONALE, "요컨대 이렇게 될 수 있어요. [[A:01]]."),
    (_RATIONALE, "결국 이렇게 말씀드릴 수 있어요. [[A:01]]."),
    (_RATIONALE, "요컨대 코치가 이렇게 말씀드릴 수 있어요. [[A:01]]."),
    (_RATIONALE, "요컨대 이렇게 말씀드릴 수 있어요. 잘하고 계신 거예요. [[A:01]]."),
    (_RATIONALE, "[[A:01]]. 요컨대 이렇게 말씀드릴 수 있어요."),
    (_RATIONALE, "요컨대 이렇게 말씀드릴 수 있을 거예요. [[A:01]]."),
    (_RATIONALE, "요컨대 확실히 말씀드릴 수 있어요. [[A:01]]."),
    (_RATIONALE, "요컨대 안전하다고 말씀드릴 수 있어요. [[A:01]]."),
    (_DAILY, "즉 이렇게 보실 수 있어요. [[P:01]]."),
    (_RATIONALE, "요컨대 요컨대 이렇게 말씀드릴 수 있어요. [[A:01]]."),
    (_RATIONALE, "그래서 이렇게 말씀드릴 수 있어요. [[A:01]]."),
    (_DAILY, "안녕하세요. 즉 이렇게 말씀드릴 수 있어요. [[P:01]]."),
    (_INTERPRETATION, "[[P:01]]. 즉 이렇게 말씀드릴 수 있어요. [[P:02]]."),
]


def test_round_sixty_one_a_summing_up_adverb_before_the_hedged_telling():
    assert _decided_otherwise(ROUND_SIXTY_ONE_SUMMED_UP_TELLING, accepted=True) == []
    assert _decided_otherwise(ROUND_SIXTY_ONE_NOT_SUMMED_UP_TELLING, accepted=False) == []
    probes = ROUND_SIXTY_ONE_SUMMED_UP_TELLING + ROUND_SIXTY_ONE_NOT_SUMMED_UP_TELLING
    assert _written_count(probes) == 0


# Round 62: the part before, with 과/와, as what the telling is kept apart from - "앞의 내용과
# 겹치지 않도록" (x53-029) beside fx10-0140's "앞의 사유들과 섞이지 않도록": one verb negated
# by -지 않- in a purpose ending. Twins: said outright (-더라도, the past, a plain negation), a
# comparison (같이, 다르지 않도록), a noun that is not the message's, another verb after it.
ROUND_SIXTY_TWO_KEPT_APART = [
    (_RATIONALE, "앞의 내용과 겹치지 않도록 짧게 적어요. [[A:01]]."),
    (_DAILY, "앞의 항목과 섞이지 않도록 따로 적어요. [[P:01]]."),
    (_JUDGMENT, "앞의 설명과 겹치지 않게 짧게 적습니다. [[P:01]]."),
    (_PHYSIQUE, "앞의 안내들과 섞이지 않도록 나누어 적어 드려요. [[A:01]]."),
    (_INTERPRETATION, "앞 항목과 겹치지 않도록 나누어 적습니다. [[P:01]]. 그리고 [[P:02]]."),
]
ROUND_SIXTY_TWO_NOT_KEPT_APART = [
    (_RATIONALE, "앞의 항목과 겹치더라도 따로 적으면, [[A:01]]."),
    (_RATIONALE, "앞의 내용과 겹치지 않았어요. [[A:01]]."),
    (_RATIONALE, "앞의 내용과 겹치지 않아요. [[A:01]]."),
    (_RATIONALE, "앞의 내용과 다르지 않도록 적어요. [[A:01]]."),
    (_RATIONALE, "앞의 내용과 같이 적어요. [[A:01]]."),
    (_RATIONALE, "앞의 기록과 겹치지 않도록 간단히 적어요. [[A:01]]."),
    (_DAILY, "앞의 식단과 겹치지 않도록 드세요. [[P:01]]."),
    (_RATIONALE, "앞의 내용과 겹치지 않도록 운동을 줄일게요. [[A:01]]."),
    (_RATIONALE, "앞의 내용과 겹치지 않도록 [[A:01]]."),
    (_DAILY, "지난주와 겹치지 않도록 간단히 적어요. [[P:01]]."),
]


def test_round_sixty_two_the_part_before_kept_apart_from():
    assert _decided_otherwise(ROUND_SIXTY_TWO_KEPT_APART, accepted=True) == []
    assert _decided_otherwise(ROUND_SIXTY_TWO_NOT_KEPT_APART, accepted=False) == []
    assert _written_count(ROUND_SIXTY_TWO_KEPT_APART + ROUND_SIXTY_TWO_NOT_KEPT_APART) == 0


# Round 63: the look at this part of the message proposed as a joint one - "이 내용부터 함께
# 봅시다" (x54-065) beside fx36-0085's "함께 봐요": round 44's "우선 이 부분부터 보겠습니다"
# in a propositive (-ㅂ시다, -어요, -죠) after 함께/같이, an issued sentence straight after.
# Twins: no 함께/같이, -시- (the reader's act), another thing looked at, the past, an adverb
# between, a finding, an imperative, another verb, a time word, after the last issued
# sentence, an addressee before, a conjecture.
_ROUND_SIXTY_THREE_SHAPES = {
    _DAILY: "[[P:01]].",
    _INTERPRETATION: "[[P:01]]. [[P:02]].",
    _RATIONALE: "[[A:01]].",
    _JUDGMENT: "[[P:01]].",
    _REVIEW_1: "[[P:01]].",
    _PHYSIQUE: "[[A:01]].",
}
ROUND_SIXTY_THREE_JOINT_LOOK = [
    (where, f"{lead} {issued}")
    for where, issued in _ROUND_SIXTY_THREE_SHAPES.items()
    for lead in (
        "먼저 이 대목부터 같이 봅시다.",
        "이 항목부터 함께 봐요.",
        "일단 이 문장을 같이 살펴봅시다.",
        "이 부분을 함께 보죠.",
        "우선 이 부분부터 같이 봅시다.",
    )
]
ROUND_SIXTY_THREE_NOT_JOINT_LOOK = [
    (where, f"{lead} {issued}")
    for where, issued in _ROUND_SIXTY_THREE_SHAPES.items()
    for lead in (
        "이 부분부터 봐요.",
        "이 부분부터 함께 보셔요.",
        "식단부터 함께 봅시다.",
        "체중 기록을 같이 봅시다.",
        "몸 상태부터 같이 봐요.",
        "이 부분부터 함께 봤어요.",
        "이 부분부터 함께 자세히 봅시다.",
        "이 부분부터 함께 보니,",
        "이 부분부터 함께 보세요.",
        "이 부분부터 같이 운동해 봅시다.",
        "다음 주에 이 부분부터 같이 봅시다.",
        "고객님 이 부분부터 같이 봐요.",
        "이 부분부터 함께 보겠지요.",
    )
] + [
    (where, f"{issued} 이 부분부터 함께 봅시다.")
    for where, issued in _ROUND_SIXTY_THREE_SHAPES.items()
]


def test_round_sixty_three_a_joint_look_at_this_part():
    assert _decided_otherwise(ROUND_SIXTY_THREE_JOINT_LOOK, accepted=True) == []
    assert _decided_otherwise(ROUND_SIXTY_THREE_NOT_JOINT_LOOK, accepted=False) == []
    probes = ROUND_SIXTY_THREE_JOINT_LOOK + ROUND_SIXTY_THREE_NOT_JOINT_LOOK
    assert _written_count(probes) == 0


# Round 63: on an operator card, the operator invited in -시죠 to look at this part of the
# card - "[[P:01]]. 이 부분부터 함께 보시죠." (x54-071) beside x49-097's "… 먼저 보시죠" and
# x49-115's "… 보시죠" - the card's review, as "이 부분 살펴봐 주세요" already is there.
# Twins: another thing looked at, another verb (하, 넘어가, 승인하), the past, a time word, an
# adverb of manner or attention, a conjecture, a clause going on, and every lead-in on the
# customer's surfaces.
_ROUND_SIXTY_THREE_CARDS = {_JUDGMENT: "[[P:01]].", _REVIEW_1: "[[P:01]].", _PHYSIQUE: "[[A:01]]."}
_ROUND_SIXTY_THREE_CUSTOMER = {_DAILY: "[[P:01]].", _RATIONALE: "[[A:01]]."}


def _round_sixty_three_placed(shapes, leads, tails):
    return [
        (where, text)
        for where, issued in shapes.items()
        for text in [f"{lead} {issued}" for lead in leads] + [f"{issued} {t}" for t in tails]
    ]


ROUND_SIXTY_THREE_CARD_LOOK = _round_sixty_three_placed(
    _ROUND_SIXTY_THREE_CARDS,
    ("먼저 이 항목을 함께 살펴보시죠.", "우선 이 내용을 보시죠."),
    ("이 대목부터 같이 보시죠.", "이 문장부터 보시지요."),
)
ROUND_SIXTY_THREE_NOT_CARD_LOOK = _round_sixty_three_placed(
    _ROUND_SIXTY_THREE_CARDS,
    ("현재 판단을 우선 보시죠.",),
    (
        "고객 기록부터 함께 보시죠.",
        "이 부분부터 함께 하시죠.",
        "이 부분은 넘어가시죠.",
        "이 부분부터 승인하시죠.",
        "이 부분부터 함께 보셨죠.",
        "이 항목을 눈여겨 보시죠.",
        "이 부분부터 천천히 보시죠.",
        "체중부터 함께 보시죠.",
        "이 부분부터 함께 보시겠죠.",
        "내일 이 부분부터 함께 보시죠.",
    ),
) + _round_sixty_three_placed(
    _ROUND_SIXTY_THREE_CUSTOMER,
    ("먼저 이 항목을 함께 살펴보시죠.", "이 문장부터 보시지요."),
    ("이 대목부터 같이 보시죠.", "이 문장부터 보시지요."),
)


def test_round_sixty_three_the_operator_invited_to_look_at_this_part():
    assert _decided_otherwise(ROUND_SIXTY_THREE_CARD_LOOK, accepted=True) == []
    assert _decided_otherwise(ROUND_SIXTY_THREE_NOT_CARD_LOOK, accepted=False) == []
    probes = ROUND_SIXTY_THREE_CARD_LOOK + ROUND_SIXTY_THREE_NOT_CARD_LOOK
    assert _written_count(probes) == 0


# Round 63: the order the speaker lays the message out in, named between the placed part and
# the placing verb - "함께 보실 내용을 차례대로 놓아 드릴게요" (x54-145) beside fx44-0033's
# "내용부터 순서대로 놓아 드리면": round 35's placing with 드리, past 차례대로/순서대로/차례로.
# Twins: a thing that is not the message's, another placing verb on another thing, the past,
# a time word, a request, an outcome, 차례에 따라, the reader's act.
ROUND_SIXTY_THREE_PLACED_IN_ORDER = [
    (where, f"{lead} {issued}")
    for where, issued in _ROUND_SIXTY_THREE_SHAPES.items()
    for lead in (
        "말씀드릴 요점을 차례대로 놓아 드릴게요.",
        "전할 내용을 순서대로 놓아 드리겠습니다.",
        "요점을 차례로 놓아 드릴게요.",
    )
]
ROUND_SIXTY_THREE_NOT_PLACED_IN_ORDER = [
    (where, f"{lead} {issued}")
    for where, issued in _ROUND_SIXTY_THREE_SHAPES.items()
    for lead in (
        "간식을 차례대로 놓아 드릴게요.",
        "운동 기구를 순서대로 배치해 드릴게요.",
        "식단을 차례대로 세워 드릴게요.",
        "요점을 차례대로 놓아 드렸어요.",
        "요점을 매일 차례대로 놓아 드릴게요.",
        "요점을 차례대로 놓아 주세요.",
        "요점을 차례대로 놓아 드리면 좋아질 거예요.",
        "요점을 차례에 따라 놓아 드릴게요.",
        "기록을 순서대로 놓아 드릴게요.",
        "요점을 차례대로 놓으셨어요.",
    )
]


def test_round_sixty_three_the_message_placed_in_order():
    assert _decided_otherwise(ROUND_SIXTY_THREE_PLACED_IN_ORDER, accepted=True) == []
    assert _decided_otherwise(ROUND_SIXTY_THREE_NOT_PLACED_IN_ORDER, accepted=False) == []
    probes = ROUND_SIXTY_THREE_PLACED_IN_ORDER + ROUND_SIXTY_THREE_NOT_PLACED_IN_ORDER
    assert _written_count(probes) == 0


# Round 64: the reader addressed in the plural - "회원 여러분께 말씀드립니다." (x55-021) - names
# its person noun as "회원님께 말씀드립니다" does (fx15-0118, t-0083; fe-0315 and fx3-0148's
# "코치님께" on the cards): the surface's own reader before the speaker's present telling.
# Twins: a bare 여러분, someone who is not this surface's reader (the customer on a card, the
# operator on the customer's surfaces, 가족), the past, a recommendation, a promise, a time
# word, a finding, good news, the reader's own act.
_ROUND_SIXTY_FOUR_CUSTOMER = {
    _DAILY: "[[P:01]].",
    _INTERPRETATION: "[[P:01]]. [[P:02]].",
    _RATIONALE: "[[A:01]].",
}
_ROUND_SIXTY_FOUR_CARDS = {_JUDGMENT: "[[P:01]].", _REVIEW_1: "[[P:01]].", _PHYSIQUE: "[[A:01]]."}
_ROUND_SIXTY_FOUR_TO_CUSTOMERS = (
    "회원 여러분께 간단히 말씀드릴게요.",
    "고객 여러분께 차례대로 안내드립니다.",
)
_ROUND_SIXTY_FOUR_TO_OPERATORS = (
    "코치 여러분께 짧게 말씀드립니다.",
    "운영자 여러분께 차례대로 안내드립니다.",
    "담당자 여러분께 정리해 말씀드리면,",
)


def _round_sixty_four(shapes, leads):
    return [(where, f"{lead} {issued}") for where, issued in shapes.items() for lead in leads]


ROUND_SIXTY_FOUR_PLURAL_READER = _round_sixty_four(
    _ROUND_SIXTY_FOUR_CUSTOMER, _ROUND_SIXTY_FOUR_TO_CUSTOMERS
) + _round_sixty_four(_ROUND_SIXTY_FOUR_CARDS, _ROUND_SIXTY_FOUR_TO_OPERATORS)
ROUND_SIXTY_FOUR_NOT_PLURAL_READER = (
    _round_sixty_four(_ROUND_SIXTY_FOUR_CARDS, _ROUND_SIXTY_FOUR_TO_CUSTOMERS)
    + _round_sixty_four(_ROUND_SIXTY_FOUR_CUSTOMER, _ROUND_SIXTY_FOUR_TO_OPERATORS)
    + _round_sixty_four(
        {**_ROUND_SIXTY_FOUR_CUSTOMER, **_ROUND_SIXTY_FOUR_CARDS},
        (
            "여러분께 간단히 말씀드릴게요.",
            "가족 여러분께 짧게 말씀드립니다.",
            "회원 여러분께 짧게 말씀드렸습니다.",
            "코치 여러분께 이미 안내드렸어요.",
            "회원 여러분께 저녁 운동을 권해 드립니다.",
            "코치 여러분께 승인 결과를 전합니다.",
            "회원 여러분께 반가운 소식을 전합니다.",
            "고객 여러분께 다음 주에 말씀드릴게요.",
            "회원 여러분께 꼭 지켜 드리겠다고 약속드립니다.",
            "회원 여러분께 기록을 보니 말씀드리면,",
            "회원 여러분이 적어 주신 대로,",
        ),
    )
)


def test_round_sixty_four_the_reader_addressed_in_the_plural():
    assert _decided_otherwise(ROUND_SIXTY_FOUR_PLURAL_READER, accepted=True) == []
    assert _decided_otherwise(ROUND_SIXTY_FOUR_NOT_PLURAL_READER, accepted=False) == []
    probes = ROUND_SIXTY_FOUR_PLURAL_READER + ROUND_SIXTY_FOUR_NOT_PLURAL_READER
    assert _written_count(probes) == 0


# Round 64: the body itself, 몸 (a noun), or the mood, 기분, named in the slot - "몸 상태를
# 여쭙니다", "몸 상태부터 말씀드리면", "기분을 여쭙니다" - is the customer's body or feelings,
# which the policy names: every tunable text with either is a claim (54 and 2, many writers),
# none harmless; the wiring commit let the humble telling or asking about them through.
# Checked last (``customer_state``), so earlier claims keep their reasons; 몸소 and the other
# humble tellings stay accepted.
_ROUND_SIXTY_FOUR_ALL = {**_ROUND_SIXTY_FOUR_CUSTOMER, **_ROUND_SIXTY_FOUR_CARDS}
ROUND_SIXTY_FOUR_THE_BODY = _round_sixty_four(
    _ROUND_SIXTY_FOUR_ALL,
    (
        "몸 상태를 여쭙니다.",
        "몸 상태부터 말씀드리면,",
        "몸 상태를 짚어 드릴게요.",
        "요즘 몸은 어떠신지 여쭙니다.",
        "몸 상태를 간단히 정리해 드릴게요.",
        "몸 이야기부터 전해 드리면,",
        "몸의 흐름을 정리해 드리면,",
        "회원님 몸 상태를 여쭙고 싶습니다.",
        "기분을 여쭙니다.",
        "기분부터 차분히 여쭙고 싶어요.",
    ),
)
ROUND_SIXTY_FOUR_NOT_THE_BODY = _round_sixty_four(
    _ROUND_SIXTY_FOUR_ALL,
    (
        "몸소 차근차근 말씀드립니다.",
        "정중히 안부 인사를 여쭙니다.",
        "이 대목을 차분히 짚어 드릴게요.",
        "큰 줄기부터 천천히 말씀드리면,",
        "짧은 이야기부터 전해 드리면,",
        "전할 내용을 간단히 추려 드릴게요.",
        "마음을 담아 차분히 말씀드립니다.",
        "정중한 마음으로 안부를 여쭙니다.",
    ),
)


def test_round_sixty_four_the_body_or_mood_named_in_the_slot():
    assert _decided_otherwise(ROUND_SIXTY_FOUR_THE_BODY, accepted=False) == []
    assert _decided_otherwise(ROUND_SIXTY_FOUR_NOT_THE_BODY, accepted=True) == []
    probes = ROUND_SIXTY_FOUR_THE_BODY + ROUND_SIXTY_FOUR_NOT_THE_BODY
    assert _written_count(probes) == 0


# Round 64: 노고, 수고's formal near-synonym, thanked for - "회원님 노고에 감사드립니다" - is
# the customer's effort presupposed, a quality/adherence word as 수고 and 노력 are; the wiring
# commit let it through on the customer's surfaces. Thanks for reading stays accepted.
ROUND_SIXTY_FOUR_EFFORT = _round_sixty_four(
    _ROUND_SIXTY_FOUR_ALL,
    (
        "회원님 노고에 진심으로 감사드립니다.",
        "노고를 헤아리며 말씀드리면,",
        "그 노고에 고개 숙여 감사드립니다.",
    ),
)
ROUND_SIXTY_FOUR_NOT_EFFORT = _round_sixty_four(
    _ROUND_SIXTY_FOUR_ALL, ("감사한 마음을 담아 차분히 말씀드립니다.",)
)


def test_round_sixty_four_the_effort_thanked_for():
    assert _decided_otherwise(ROUND_SIXTY_FOUR_EFFORT, accepted=False) == []
    assert _decided_otherwise(ROUND_SIXTY_FOUR_NOT_EFFORT, accepted=True) == []
    assert _written_count(ROUND_SIXTY_FOUR_EFFORT + ROUND_SIXTY_FOUR_NOT_EFFORT) == 0


# Round 64: the customer with 님, then (의 and) a noun - "회원님 사정을 헤아려", "고객님의 일정에
# 맞춰", "회원님 근황을 여쭙니다" - names something of the customer's (body, habits, plans,
# circumstances); tunable texts of that shape are claims (t-0245, fx20-0015, x51-135, x55-055
# and ten more, many writers), and the wiring commit let the humble telling through on the
# customer's surfaces (the cards already refuse the customer addressed there). Twins: a part
# of the message after the address ("회원님 요점만"), a verb ("회원님 보시기 편하게").
ROUND_SIXTY_FOUR_CUSTOMERS_OWN = _round_sixty_four(
    _ROUND_SIXTY_FOUR_CUSTOMER,
    (
        "회원님 사정을 헤아려 차분히 말씀드리면,",
        "고객님의 일정에 맞춰 차분히 말씀드리면,",
        "회원님 근황을 정중히 여쭙니다.",
        "회원님 체형에 맞춰 말씀드리면,",
        "회원님 식성에 맞게 정리해 드릴게요.",
        "회원님의 뜻을 받들어 말씀드립니다.",
    ),
)
ROUND_SIXTY_FOUR_NOT_CUSTOMERS_OWN = _round_sixty_four(
    _ROUND_SIXTY_FOUR_CUSTOMER,
    (
        "회원님 요점만 짧게 간추려 말씀드릴게요.",
        "회원님 안내 내용을 차례대로 정리해 드릴게요.",
        "회원님 보시기 편하게 차분히 말씀드려요.",
    ),
)


def test_round_sixty_four_the_customers_own_named():
    assert _decided_otherwise(ROUND_SIXTY_FOUR_CUSTOMERS_OWN, accepted=False) == []
    assert _decided_otherwise(ROUND_SIXTY_FOUR_NOT_CUSTOMERS_OWN, accepted=True) == []
    probes = ROUND_SIXTY_FOUR_CUSTOMERS_OWN + ROUND_SIXTY_FOUR_NOT_CUSTOMERS_OWN
    assert _written_count(probes) == 0


# Round 65: the formal register's "hereby" - the speaker's own present telling, then -는
# 바입니다 ("덧붙여 안내드리는 바입니다", x56-013; "아래와 같이 알려 드리는 바입니다", x56-061):
# 바 names the telling itself, as "말씀드립니다" would. Twins: the past telling, a note's
# ending (바임), 바 after another verb, and a telling that carries a claim, a request, a time
# word or good news - each refused.
ROUND_SIXTY_FIVE_HEREBY = _round_sixty_four(
    _ROUND_SIXTY_FOUR_ALL,
    (
        "차례대로 안내드리는 바입니다.",
        "간략히 말씀드리는 바입니다.",
        "요점을 추려 전해 드리는 바입니다.",
        "이어서 알려 드리는 바입니다.",
    ),
)
ROUND_SIXTY_FIVE_NOT_HEREBY = _round_sixty_four(
    _ROUND_SIXTY_FOUR_ALL,
    (
        "차례대로 안내드렸던 바입니다.",
        "간략히 말씀드린 바입니다.",
        "이어서 알려 드리는 바임.",
        "심히 우려되는 바입니다.",
        "변경 사항을 알려 드리는 바입니다.",
        "협조를 요청드리는 바입니다.",
        "지난주 내용을 안내드리는 바입니다.",
        "기록을 보고 알려 드리는 바입니다.",
        "좋은 소식을 전해 드리는 바입니다.",
    ),
)


def test_round_sixty_five_the_present_telling_hereby():
    assert _decided_otherwise(ROUND_SIXTY_FIVE_HEREBY, accepted=True) == []
    assert _decided_otherwise(ROUND_SIXTY_FIVE_NOT_HEREBY, accepted=False) == []
    assert _written_count(ROUND_SIXTY_FIVE_HEREBY + ROUND_SIXTY_FIVE_NOT_HEREBY) == 0


# Round 65: the formal register's Sino-Korean weeks, months, years and sessions before or after
# this one - "차주에도 [[P:02]]" (x56-035) as "다음 주에도", 전월, 익월, 명년, 차회 - are time
# words, which the policy names; they passed on every surface. Twins: words that share a
# syllable but count no time (차례, 전체, 주요).
ROUND_SIXTY_FIVE_FORMAL_TIME = _round_sixty_four(
    _ROUND_SIXTY_FOUR_ALL,
    (
        "차주에도 이어서 말씀드리면,",
        "전월 대비 짧게 정리하면,",
        "익월에 이어 말씀드리면,",
        "차회에 덧붙여 말씀드리면,",
        "전년도 내용을 추려 드리면,",
        "명년에도 차분히 말씀드리면,",
    ),
)
ROUND_SIXTY_FIVE_NOT_FORMAL_TIME = _round_sixty_four(
    _ROUND_SIXTY_FOUR_ALL,
    (
        "차례대로 이어서 말씀드리면,",
        "전체 흐름을 짧게 정리하면,",
        "주요 내용을 추려 드리면,",
    ),
)
ROUND_SIXTY_FIVE_NOT_FORMAL_TIME = _unwritten(ROUND_SIXTY_FIVE_NOT_FORMAL_TIME, _IN_A_CORPUS)


def test_round_sixty_five_formal_time_words():
    assert _decided_otherwise(ROUND_SIXTY_FIVE_FORMAL_TIME, accepted=False) == []
    assert _decided_otherwise(ROUND_SIXTY_FIVE_NOT_FORMAL_TIME, accepted=True) == []
    probes = ROUND_SIXTY_FIVE_FORMAL_TIME + ROUND_SIXTY_FIVE_NOT_FORMAL_TIME
    assert _written_count(probes) == 0


# Round 66: the set apology for the bother the message gives - "번거롭게 해 드려 송구하지만
# 이어서 말씀드릴게요." (x57-119; fx18-0264 before the physique card's instruction): the humble
# 드리 after 번거롭게 하 gives the reader no action, so it is no offer; the apology after it is
# judged as the bare apology is. Twins: a habit before it (매번, 자주), the past, the offer
# itself, another adjective, the reader's own act (-시-), what follows being an instruction, an
# offer or an issued fact on a surface other than the physique card's instruction.
ROUND_SIXTY_SIX_BOTHER = [
    *_round_sixty_four(
        _ROUND_SIXTY_FOUR_ALL,
        (
            "번거롭게 해 드려 죄송하지만 한결 간단히 추려 말씀드리면,",
            "번거롭게 해 드려서 송구하지만 차례대로 차분히 여쭐게요.",
            "번거롭게 해 드려 송구스럽지만 요점만 가지런히 짚어 드릴게요.",
        ),
    ),
    (_PHYSIQUE, "번거롭게 해 드려 미안하지만, [[A:01]]."),
    (_PHYSIQUE, "번거롭게 해 드려서 송구하지만 [[A:01]]."),
]
ROUND_SIXTY_SIX_NOT_BOTHER = [
    *_round_sixty_four(
        _ROUND_SIXTY_FOUR_ALL,
        (
            "매번 번거롭게 해 드려 죄송하지만 한결 간단히 추려 말씀드리면,",
            "자주 번거롭게 해 드려 죄송하지만 한결 간단히 추려 말씀드리면,",
            "번거롭게 해 드렸는데 죄송하지만 한결 간단히 추려 말씀드리면,",
            "번거롭게 해 드려 죄송했지만 한결 간단히 추려 말씀드리면,",
            "번거롭게 한 번 더 해 드릴게요.",
            "어렵게 해 드려 죄송하지만 한결 간단히 추려 말씀드리면,",
            "번거롭게 하셔서 죄송하지만 한결 간단히 추려 말씀드리면,",
            "번거롭게 해 드려 죄송하지만 식단을 살짝 바꿔 드릴게요.",
            "번거롭게 해 드려 죄송하지만 운동을 꼭 이어서 해 주세요.",
            "번거롭게 해 드려서 정말 죄송합니다.",
        ),
    ),
    *[
        (where, f"번거롭게 해 드려서 송구하지만, 찬찬히 {issued}")
        for where, issued in _ROUND_SIXTY_FOUR_ALL.items()
        if where != _PHYSIQUE
    ],
]


def test_round_sixty_six_the_apology_for_the_bother():
    assert _decided_otherwise(ROUND_SIXTY_SIX_BOTHER, accepted=True) == []
    assert _decided_otherwise(ROUND_SIXTY_SIX_NOT_BOTHER, accepted=False) == []
    assert _written_count(ROUND_SIXTY_SIX_BOTHER + ROUND_SIXTY_SIX_NOT_BOTHER) == 0


# Round 66: the speaker's own words kept short - "말이 길어질까 싶어 핵심만 말씀드려요."
# (x57-149), "제 말이 길어지지 않도록 조심스럽게 줄여서 말씀드리면," (fx10-0178): why the
# telling after it is short, a manner of presenting. Twins: the past telling, no telling after
# it, another subject (운동, 회의, 세트, the reader's words), the words' length stated or
# apologised for, a time word, an offer or a worry after it.
ROUND_SIXTY_SIX_KEPT_SHORT = _round_sixty_four(
    _ROUND_SIXTY_FOUR_ALL,
    (
        "말이 길어질까 싶어 핵심만 가려 여쭤요.",
        "제 말이 길어지지 않도록 줄여서 말씀드리자면,",
        "설명이 길어지지 않게 요점만 가지런히 추리면,",
        "글이 길어질까 봐 짤막하게 정리해 드릴게요.",
    ),
)
ROUND_SIXTY_SIX_NOT_KEPT_SHORT = _round_sixty_four(
    _ROUND_SIXTY_FOUR_ALL,
    (
        "말이 길어질까 싶어 핵심만 가려 여쭸어요.",
        "말이 길어질까 봐 조금 싶어요.",
        "운동이 길어지지 않도록 줄여서 말씀드리자면,",
        "회의가 길어질까 싶어 핵심만 가려 여쭤요.",
        "세트가 길어지지 않게 요점만 가지런히 추리면,",
        "회원님 말이 길어지지 않도록 줄여서 말씀드리자면,",
        "말이 자꾸 길어져 송구합니다.",
        "글이 다소 길어져서 송구합니다.",
        "말이 길어질까 싶어 내일 가려 여쭤요.",
        "말이 길어질까 싶어 식단을 살짝 바꿔 드릴게요.",
        "말이 길어질까 싶어 조금 걱정돼요.",
    ),
)


def test_round_sixty_six_the_words_kept_short():
    assert _decided_otherwise(ROUND_SIXTY_SIX_KEPT_SHORT, accepted=True) == []
    assert _decided_otherwise(ROUND_SIXTY_SIX_NOT_KEPT_SHORT, accepted=False) == []
    probes = ROUND_SIXTY_SIX_KEPT_SHORT + ROUND_SIXTY_SIX_NOT_KEPT_SHORT
    assert _written_count(probes) == 0


# Round 67: the superlative 제일 before 먼저 - "제일 먼저 보여 드릴 내용입니다." (x58-015; fx44's
# "제일 먼저 말씀드리면," already passed, Kiwi reading it whole): in some sentences Kiwi reads
# 제일 as 제 + 일, an ordinal, and the number reason refused it. Written as one word before
# 먼저 it orders the telling and counts nothing; what follows is judged as after 가장 먼저.
# Twins: spaced "제 일" (my work), the misread 제일 before anything but 먼저, a count, a time
# word, an instruction, the customer's result or a fact after it.
ROUND_SIXTY_SEVEN_FIRST = _round_sixty_four(
    _ROUND_SIXTY_FOUR_ALL,
    (
        "제일 먼저 보여 드릴 말씀입니다.",
        "제일 먼저 보여 드릴게요.",
        "제일 먼저 보여 드리면,",
        "제일 먼저 꺼내 드릴 내용입니다.",
        "제일 먼저 보여 드릴 내용이에요.",
    ),
)
ROUND_SIXTY_SEVEN_NOT_FIRST = _round_sixty_four(
    _ROUND_SIXTY_FOUR_ALL,
    (
        "제 일 먼저 보여 드릴게요.",
        "제일 중요한 내용입니다.",
        "제일 먼저 세 가지를 보여 드릴게요.",
        "제일 먼저 내일 보여 드릴게요.",
        "제일 먼저 보여 드릴 식단입니다.",
        "제일 먼저 챙기셔야 할 부분입니다.",
        "제일 먼저 좋아진 부분입니다.",
        "제일 먼저 채워진 칸입니다.",
        "제일 먼저 해결해야 할 문제입니다.",
        "제일 먼저 보여 드릴 체중입니다.",
    ),
)


def test_round_sixty_seven_the_superlative_before_the_order_word():
    assert _decided_otherwise(ROUND_SIXTY_SEVEN_FIRST, accepted=True) == []
    assert _decided_otherwise(ROUND_SIXTY_SEVEN_NOT_FIRST, accepted=False) == []
    assert _written_count(ROUND_SIXTY_SEVEN_FIRST + ROUND_SIXTY_SEVEN_NOT_FIRST) == 0


# Round 68: the speaker's own check promised - "확인해 보겠습니다", "검토해 볼게요": a reading
# act (READER_ACTS) in the speaker's own volition (-겠-, -ㄹ게, no -시-, no 드리) is the
# speaker's future checking, not the reader's reading of this message, so the reading waiver
# no longer lifts its vocabulary class. Kept: the speaker's own going through ("찬찬히 같이
# 읽어 볼게요"), the speaker reading it out (읽어 드릴게요).
ROUND_SIXTY_EIGHT_OWN_GOING_THROUGH = _round_sixty_four(
    _ROUND_SIXTY_FOUR_ALL,
    (
        "한 줄씩 찬찬히 읽어 나가 보겠습니다.",
        "찬찬히 같이 읽어 볼게요.",
        "차분히 함께 읽어 보겠습니다.",
        "문장마다 차분히 읽어 드릴게요.",
        "요점마다 하나씩 짚어 나가 보겠습니다.",
    ),
)
ROUND_SIXTY_EIGHT_OWN_CHECK = _round_sixty_four(
    _ROUND_SIXTY_FOUR_ALL,
    (
        "확인해 보겠습니다.",
        "확인해 볼게요.",
        "하나씩 확인해 볼게요.",
        "차근차근 확인해 보겠습니다.",
        "한번 확인해 볼게요.",
    ),
)


def test_round_sixty_eight_the_speakers_own_check():
    assert _decided_otherwise(ROUND_SIXTY_EIGHT_OWN_GOING_THROUGH, accepted=True) == []
    assert _decided_otherwise(ROUND_SIXTY_EIGHT_OWN_CHECK, accepted=False) == []
    probes = ROUND_SIXTY_EIGHT_OWN_GOING_THROUGH + ROUND_SIXTY_EIGHT_OWN_CHECK
    assert _written_count(probes) == 0


# Round 68: a reading the reader is told is needed - "먼저 보셔야 할 내용입니다" (round 67's
# probe): a reading act in the obligation -어야 with 하/되 is an instruction, as "보셔야
# 합니다" is; "맨 먼저 보실 내용이에요" (the reader's reading of this message) stays.
ROUND_SIXTY_EIGHT_READING_OFFERED = _round_sixty_four(
    _ROUND_SIXTY_FOUR_ALL,
    (
        "맨 먼저 보실 내용이에요.",
        "먼저 천천히 보실 내용입니다.",
        "맨 먼저 보실 수 있게 가지런히 추려 드리면,",
        "다음으로 읽으실 내용이에요.",
    ),
)
ROUND_SIXTY_EIGHT_READING_REQUIRED = _round_sixty_four(
    _ROUND_SIXTY_FOUR_ALL,
    (
        "먼저 보셔야 할 내용이에요.",
        "먼저 읽으셔야 하는 내용이에요.",
        "먼저 보셔야 될 내용입니다.",
        "먼저 살펴보셔야 할 말씀입니다.",
        "먼저 보셔야 할 내용부터 말씀드리면,",
        "먼저 봐야 할 내용입니다.",
    ),
)


def test_round_sixty_eight_a_reading_the_reader_must_do():
    assert _decided_otherwise(ROUND_SIXTY_EIGHT_READING_OFFERED, accepted=True) == []
    assert _decided_otherwise(ROUND_SIXTY_EIGHT_READING_REQUIRED, accepted=False) == []
    probes = ROUND_SIXTY_EIGHT_READING_OFFERED + ROUND_SIXTY_EIGHT_READING_REQUIRED
    assert _written_count(probes) == 0


# Round 68: a noun fused with 대로 - "회원님 뜻대로 말씀드리겠습니다" (round 67's probe): Kiwi
# reads 뜻대로, 마음대로, 멋대로 as one adverb; unfused ("생각대로", "요청대로") the noun + 대로
# is refused as according to someone, and the fused one is judged the same. Kept: the order
# words, the demonstratives, 제대로, and an adverb + 대로 ("곧이곧대로").
ROUND_SIXTY_EIGHT_NOT_ACCORDING_TO = _round_sixty_four(
    _ROUND_SIXTY_FOUR_ALL,
    (
        "요점만 순서대로 가지런히 말씀드리겠습니다.",
        "핵심만 차례대로 찬찬히 전해 드릴게요.",
        "문장을 있는 그대로 찬찬히 옮겨 드리면,",
        "요점을 이대로 가지런히 정리해 드릴게요.",
        "문장을 곧이곧대로 찬찬히 옮겨 드리면,",
    ),
)
ROUND_SIXTY_EIGHT_ACCORDING_TO = _round_sixty_four(
    _ROUND_SIXTY_FOUR_ALL,
    (
        "회원님 뜻대로 말씀드릴게요.",
        "회원님 마음대로 정리해 드릴게요.",
        "회원님 뜻대로 정리해 드리면,",
        "회원님 멋대로 말씀드리겠습니다.",
        "뜻대로 정리해 드릴게요.",
    ),
)


def test_round_sixty_eight_a_noun_fused_with_according_to():
    assert _decided_otherwise(ROUND_SIXTY_EIGHT_NOT_ACCORDING_TO, accepted=True) == []
    assert _decided_otherwise(ROUND_SIXTY_EIGHT_ACCORDING_TO, accepted=False) == []
    probes = ROUND_SIXTY_EIGHT_NOT_ACCORDING_TO + ROUND_SIXTY_EIGHT_ACCORDING_TO
    assert _written_count(probes) == 0


# Round 68: the talk opener or the split closing-order adverb before a named coming part -
# "자, 짚어 둘 대목입니다." (x59-169), "끝으로 안내드릴 사항입니다." (x59-017; fx47-0055
# "마지막으로 안내해 드릴 부분입니다."): 자 (DISCOURSE_INTERJECTIONS) and 끝/마지막 + 으로 (Kiwi's
# split of HEADING_ADVERBS) order the message; the part is judged as without them. Twins: a
# reaction (와), the reader's act, a risk, the past, a time word, a count, an offer of action.
ROUND_SIXTY_EIGHT_OPENED_PART = _round_sixty_four(
    _ROUND_SIXTY_FOUR_ALL,
    (
        "자, 짚어 드릴 대목이에요.",
        "음, 전해 드릴 대목입니다.",
        "끝으로 전해 드릴 사항이에요.",
        "마지막으로 말씀드릴 사항입니다.",
        "자, 이어서 짚어 둘 대목이에요.",
    ),
)
ROUND_SIXTY_EIGHT_NOT_OPENED_PART = _round_sixty_four(
    _ROUND_SIXTY_FOUR_ALL,
    (
        "와, 짚어 드릴 대목이에요.",
        "자, 주의하실 대목이에요.",
        "끝으로 지키셔야 할 사항이에요.",
        "자, 말씀드렸던 대목이에요.",
        "끝으로 말씀드릴 사항이었어요.",
        "자, 내일 짚어 드릴 대목이에요.",
        "끝으로 두 가지 전해 드릴 사항이에요.",
        "자, 식단을 바꿔 드릴 대목이에요.",
        "끝으로 승인해 드릴 사항이에요.",
    ),
)


def test_round_sixty_eight_an_opener_before_the_named_part():
    assert _decided_otherwise(ROUND_SIXTY_EIGHT_OPENED_PART, accepted=True) == []
    assert _decided_otherwise(ROUND_SIXTY_EIGHT_NOT_OPENED_PART, accepted=False) == []
    probes = ROUND_SIXTY_EIGHT_OPENED_PART + ROUND_SIXTY_EIGHT_NOT_OPENED_PART
    assert _written_count(probes) == 0


# Round 68: 이걸로 (이것으로) misread before a verb of closing - "사유 안내는 이걸로
# 마무리합니다." (x59-051): Kiwi may read it 이/MM + 걸/NNG + 로, a basis; written as one word
# straight before the speaker's closing it closes the message, as "이 정도로 맺을게요" does.
# Twins: spaced "이 걸로", the past, anything but closing, another demonstrative.
ROUND_SIXTY_EIGHT_CLOSED_WITH_THIS = _round_sixty_four(
    _ROUND_SIXTY_FOUR_ALL,
    (
        "이걸로 마무리할게요.",
        "말씀은 이걸로 끝맺겠습니다.",
        "안내는 이걸로 맺을게요.",
        "정리는 이걸로 마무리하겠습니다.",
    ),
)
ROUND_SIXTY_EIGHT_NOT_CLOSED_WITH_THIS = _round_sixty_four(
    _ROUND_SIXTY_FOUR_ALL,
    (
        "이 걸로 마무리할게요.",
        "이걸로 마무리했어요.",
        "이걸로 충분해요.",
        "이걸로 운동을 마무리할게요.",
        "그걸로 마무리할게요.",
        "이걸로 식단을 마무리하시면 돼요.",
    ),
)


def test_round_sixty_eight_closing_with_this():
    assert _decided_otherwise(ROUND_SIXTY_EIGHT_CLOSED_WITH_THIS, accepted=True) == []
    assert _decided_otherwise(ROUND_SIXTY_EIGHT_NOT_CLOSED_WITH_THIS, accepted=False) == []
    probes = ROUND_SIXTY_EIGHT_CLOSED_WITH_THIS + ROUND_SIXTY_EIGHT_NOT_CLOSED_WITH_THIS
    assert _written_count(probes) == 0


# Round 68: a verb of closing told to the reader - "여기서 마치세요", "이 정도로 마무리하세요"
# (found probing the closing above; they passed before the round): the honorific imperative or
# -시- makes the reader the one who stops or finishes, an instruction. The speaker's own
# closing stays.
ROUND_SIXTY_EIGHT_SPEAKER_CLOSES = _round_sixty_four(
    _ROUND_SIXTY_FOUR_ALL,
    (
        "여기서 마칠게요.",
        "이쯤에서 말씀을 줄이겠습니다.",
        "이상으로 마무리할게요.",
        "이 정도로 맺겠습니다.",
    ),
)
ROUND_SIXTY_EIGHT_READER_TOLD_TO_CLOSE = _round_sixty_four(
    _ROUND_SIXTY_FOUR_ALL,
    (
        "여기서 마치세요.",
        "이 정도로 마무리하세요.",
        "이쯤에서 마치세요.",
        "이만 마무리하세요.",
        "이것으로 마치세요.",
        "이걸로 마무리하세요.",
        "오늘은 이쯤에서 줄이세요.",
    ),
)


def test_round_sixty_eight_the_reader_told_to_close():
    assert _decided_otherwise(ROUND_SIXTY_EIGHT_SPEAKER_CLOSES, accepted=True) == []
    assert _decided_otherwise(ROUND_SIXTY_EIGHT_READER_TOLD_TO_CLOSE, accepted=False) == []
    probes = ROUND_SIXTY_EIGHT_SPEAKER_CLOSES + ROUND_SIXTY_EIGHT_READER_TOLD_TO_CLOSE
    assert _written_count(probes) == 0


# Round 68: a telling grounded on a basis - "규정에 의거하여 안내드립니다" (round 67's probe):
# a noun + 에 + a verb of resting on a basis (BASIS_VERBS) makes a rule, record or data the
# source of what follows, as "규정에 따라" (refused) does. The message's own order stays.
ROUND_SIXTY_EIGHT_ORDER_BASIS = _round_sixty_four(
    _ROUND_SIXTY_FOUR_ALL,
    (
        "순서에 의거하여 말씀드리면,",
        "차례에 입각하여 안내드립니다.",
        "순서에 준하여 전해 드릴게요.",
    ),
)
ROUND_SIXTY_EIGHT_SOURCE_BASIS = _round_sixty_four(
    _ROUND_SIXTY_FOUR_ALL,
    (
        "규정에 의거하여 말씀드리면,",
        "지침에 입각하여 안내드립니다.",
        "자료에 기반하여 전해 드릴게요.",
        "기록에 기초해 말씀드리면,",
        "원칙에 의해 안내드립니다.",
        "기준에 준하여 전해 드릴게요.",
    ),
)


def test_round_sixty_eight_a_telling_grounded_on_a_basis():
    assert _decided_otherwise(ROUND_SIXTY_EIGHT_ORDER_BASIS, accepted=True) == []
    assert _decided_otherwise(ROUND_SIXTY_EIGHT_SOURCE_BASIS, accepted=False) == []
    probes = ROUND_SIXTY_EIGHT_ORDER_BASIS + ROUND_SIXTY_EIGHT_SOURCE_BASIS
    assert _written_count(probes) == 0


# Round 69: a comparison before an attribute - "그보다 더 중요한 건 [[P:01]]" (x60-043, a
# tunable claim that passed): 더/덜 or a noun + 보다 straight before an adjective in a modifier
# grades one thing over another, as 가장 does ("가장 중요한 건" is a claim). A modified noun
# that only frames the speaker's telling in 로/으로/에서 stays accepted.
ROUND_SIXTY_NINE_COMPARED_MANNER = _round_sixty_four(
    _ROUND_SIXTY_FOUR_ALL,
    (
        "한층 더 쉬운 낱말로 풀어 옮기자면,",
        "이보다 더 짧은 말로 간추려 드리면,",
        "잔가지보다 큰 줄기에서 말씀드리자면,",
        "조금 더 간결한 표현으로 다듬어 옮기면,",
        "좀 더 부드러운 말투로 나눠 전해 드릴게요.",
    ),
)
ROUND_SIXTY_NINE_COMPARED_ATTRIBUTE = _round_sixty_four(
    _ROUND_SIXTY_FOUR_ALL,
    (
        "그보다 한층 더 중요한 대목은",
        "이보다 더 시급한 사항으로는",
        "다른 사유보다 중요한 건",
        "덧붙여 더 중요한 줄기는",
        "그보다 더 중요한 점을 짚어 드리면,",
        "이보다 더 급한 대목부터 말씀드리면,",
    ),
)


def test_round_sixty_nine_a_comparison_before_an_attribute():
    assert _decided_otherwise(ROUND_SIXTY_NINE_COMPARED_MANNER, accepted=True) == []
    assert _decided_otherwise(ROUND_SIXTY_NINE_COMPARED_ATTRIBUTE, accepted=False) == []
    probes = ROUND_SIXTY_NINE_COMPARED_MANNER + ROUND_SIXTY_NINE_COMPARED_ATTRIBUTE
    assert _written_count(probes) == 0


# Round 69: the speaker's own check on the cards - "검토해 보겠습니다" (round 68's left probe)
# passed on the review lines, where 검토 is the slot's own heading word: the heading waiver
# no longer lifts a reading act promised in the speaker's own volition (round 68's class), so
# it is refused there as everywhere else. The heading word named by the speaker's telling or
# the reader's review stays.
_ROUND_SIXTY_NINE_REVIEW_CARDS = {_REVIEW_1: "[[P:01]].", _PHYSIQUE: "[[A:01]]."}
ROUND_SIXTY_NINE_HEADING_NAMED = _round_sixty_four(
    _ROUND_SIXTY_NINE_REVIEW_CARDS,
    (
        "검토 사유를 짧게 말씀드리면,",
        "검토하실 내용부터 가지런히 적으면,",
        "검토하시는 분께 짧게 말씀드리면,",
        "검토 안내를 간추려 드리면,",
        "검토할 거리를 순서대로 놓으면,",
    ),
)
ROUND_SIXTY_NINE_OWN_REVIEW_PROMISED = _round_sixty_four(
    _ROUND_SIXTY_NINE_REVIEW_CARDS,
    (
        "검토해 보겠습니다.",
        "꼼꼼히 검토해 볼게요.",
        "차근차근 검토해 보겠습니다.",
        "다시 검토하겠습니다.",
        "제가 먼저 검토해 볼게요.",
        "하나씩 검토해 볼게요.",
    ),
)


def test_round_sixty_nine_the_speakers_own_review_on_the_cards():
    assert _decided_otherwise(ROUND_SIXTY_NINE_HEADING_NAMED, accepted=True) == []
    assert _decided_otherwise(ROUND_SIXTY_NINE_OWN_REVIEW_PROMISED, accepted=False) == []
    probes = ROUND_SIXTY_NINE_HEADING_NAMED + ROUND_SIXTY_NINE_OWN_REVIEW_PROMISED
    assert _written_count(probes) == 0


# Round 69: a likeness between two issued sentences - "[[P:01]]. 이와 비슷하게 [[P:02]]." passed
# (found probing transitions between placeholders): an adjective of likeness or measure (같,
# 비슷하, 유사하, 못지않, 맞 …) in a bare -게, or modifying a noun that is no manner + 로, straight
# before an issued sentence that follows another, relates the two, as "마찬가지로 [[P:02]]" and
# "이와 달리" (refused) do; so does an adverb Kiwi reads whole from such an adjective + -이
# (똑같이, 다름없이), and the same after a standard named with 와/과 ("위와 비슷하게 [[P:01]]",
# "위 내용과 다르게"). Before the speaker's act or a manner noun it stays accepted.
_ROUND_SIXTY_NINE_SECONDS = ("[[P:02]]", "[[A:01]]")
ROUND_SIXTY_NINE_LIKENESS_IN_MANNER = [
    (_INTERPRETATION, template.format(second))
    for second in _ROUND_SIXTY_NINE_SECONDS
    for template in (
        "[[P:01]]. 같은 순서로 짚어 드리면, {}.",
        "[[P:01]]. 비슷하게 짧게 짚어 드리면, {}.",
        "[[P:01]]. 같은 말투로 이어 옮기면, {}.",
        "비슷한 차례로 간추려 드리면, [[P:01]]. {}.",
        "[[P:01]]. 같은 차례로 이어 적으면, {}.",
        "[[P:01]]. 똑같이 짤막하게 짚어 드리면, {}.",
        "위와 비슷하게 짤막하게 짚어 드리면, [[P:01]]. {}.",
    )
]
ROUND_SIXTY_NINE_LIKENESS_BETWEEN = [
    (_INTERPRETATION, template.format(second))
    for second in _ROUND_SIXTY_NINE_SECONDS
    for template in (
        "[[P:01]]. 이와 비슷하게 {}.",
        "[[P:01]]. 그 못지않게 {}.",
        "[[P:01]]. 이에 못지않게, {}.",
        "[[P:01]]. 이와 맞게 {}.",
        "[[P:01]]. 비슷한 맥락으로 {}.",
        "[[P:01]]. 이와 유사하게, {}.",
        "[[P:01]]. 똑같이 {}.",
        "[[P:01]]. 이와 다름없이, {}.",
        "위와 비슷하게 [[P:01]]. {}.",
        "위 내용과 다르게, [[P:01]]. {}.",
    )
]


def test_round_sixty_nine_a_likeness_between_issued_sentences():
    assert _decided_otherwise(ROUND_SIXTY_NINE_LIKENESS_IN_MANNER, accepted=True) == []
    assert _decided_otherwise(ROUND_SIXTY_NINE_LIKENESS_BETWEEN, accepted=False) == []
    probes = ROUND_SIXTY_NINE_LIKENESS_IN_MANNER + ROUND_SIXTY_NINE_LIKENESS_BETWEEN
    assert _written_count(probes) == 0


# Round 69: the last issued sentence taken as something - "[[P:01]]. 이를 기점으로 [[A:01]]."
# passed (found probing transitions): the anaphoric pronoun as object (이를, 그것을) straight
# before a noun + 로/으로 makes the sentence pointed back at a starting point, lesson or signal
# for what follows, whatever the noun, as "이를 바탕으로" (refused) does; any object before a
# basis noun ("위 내용을 바탕으로", as "앞의 내용을 바탕으로" is refused) too. The pronoun laid
# out by the speaker's act, or a noun of order, stays accepted.
ROUND_SIXTY_NINE_LAID_OUT_AFTER = [
    (_INTERPRETATION, template.format(second))
    for second in _ROUND_SIXTY_NINE_SECONDS
    for template in (
        "[[P:01]]. 이를 차례로 이어 적으면, {}.",
        "[[P:01]]. 이를 순서대로 이어 옮기면, {}.",
        "[[P:01]]. 이를 짧은 말로 이어 옮기면, {}.",
        "[[P:01]]. 이어서 다음 문장으로, {}.",
        "[[P:01]]. 이 내용 다음 줄로, {}.",
        "위 내용에 이어 짤막하게, [[P:01]]. {}.",
    )
]
ROUND_SIXTY_NINE_MADE_INTO = [
    (_INTERPRETATION, template.format(second))
    for second in _ROUND_SIXTY_NINE_SECONDS
    for template in (
        "[[P:01]]. 이를 기점으로 {}.",
        "[[P:01]]. 이를 출발점으로 {}.",
        "[[P:01]]. 그것을 신호로 {}.",
        "[[P:01]]. 이를 교훈으로 {}.",
        "[[P:01]]. 이를 본보기로, {}.",
        "[[P:01]]. 이를 길잡이로 {}.",
        "위 내용을 바탕으로 [[P:01]]. {}.",
        "아래 항목을 토대로, [[P:01]]. {}.",
    )
]


def test_round_sixty_nine_the_last_sentence_taken_as_something():
    assert _decided_otherwise(ROUND_SIXTY_NINE_LAID_OUT_AFTER, accepted=True) == []
    assert _decided_otherwise(ROUND_SIXTY_NINE_MADE_INTO, accepted=False) == []
    probes = ROUND_SIXTY_NINE_LAID_OUT_AFTER + ROUND_SIXTY_NINE_MADE_INTO
    assert _written_count(probes) == 0


# Round 69: this occasion as a standard - "[[P:01]]. 이번처럼 [[A:01]]." passed (found probing
# transitions): an occasion noun (이번, 금번, 요번) with a simile particle (처럼, 같이) sets
# this time beside others, as "이번에도" (refused as time) does. The occasion as the topic of
# the speaker's act, and the demonstrative simile 이처럼, stay accepted.
ROUND_SIXTY_NINE_OCCASION_AS_TOPIC = _round_sixty_four(
    _ROUND_SIXTY_FOUR_ALL,
    (
        "이번에는 짤막하게 말씀드리면,",
        "이번엔 차례대로 하나씩 짚어 드리면,",
        "이처럼 짤막하게 짚어 드리면,",
        "이번 안내는 차례대로 간추려 옮기면,",
        "이번 글은 가지런히 추려 드리면,",
    ),
)
ROUND_SIXTY_NINE_OCCASION_AS_STANDARD = _round_sixty_four(
    _ROUND_SIXTY_FOUR_ALL,
    (
        "이번처럼",
        "이번같이",
        "요번처럼",
        "금번처럼",
        "이번처럼 차분히,",
        "이번같이 담담하게,",
    ),
)


def test_round_sixty_nine_this_occasion_as_a_standard():
    assert _decided_otherwise(ROUND_SIXTY_NINE_OCCASION_AS_TOPIC, accepted=True) == []
    assert _decided_otherwise(ROUND_SIXTY_NINE_OCCASION_AS_STANDARD, accepted=False) == []
    probes = ROUND_SIXTY_NINE_OCCASION_AS_TOPIC + ROUND_SIXTY_NINE_OCCASION_AS_STANDARD
    assert _written_count(probes) == 0


# Round 69: the next sentence said to act on the last - "[[P:01]]. 이를 뒷받침하듯 [[P:02]]."
# passed (found probing transitions): a verb in -듯/-듯이 whose object or 에-complement is the
# pronoun pointing back (이를, 이에), straight before an issued sentence that follows another,
# makes the next sentence support, answer or carry on the last, whatever the verb. Before the
# speaker's own act it stays accepted.
ROUND_SIXTY_NINE_SIMILE_OF_THE_ACT = [
    (_INTERPRETATION, template.format(second))
    for second in _ROUND_SIXTY_NINE_SECONDS
    for template in (
        "[[P:01]]. 이를 잇듯 차례대로 옮기면, {}.",
        "[[P:01]]. 이어서 말씀드리듯 {}.",
        "[[P:01]]. 이를 이어 적듯 차분히, {}.",
        "[[P:01]]. 이 문장을 잇듯 차분히 옮기면, {}.",
        "[[P:01]]. 이를 덧붙이듯 짧게 적으면, {}.",
    )
]
ROUND_SIXTY_NINE_ACTS_ON_THE_LAST = [
    (_INTERPRETATION, template.format(second))
    for second in _ROUND_SIXTY_NINE_SECONDS
    for template in (
        "[[P:01]]. 이를 뒷받침하듯 {}.",
        "[[P:01]]. 이를 말해 주듯 {}.",
        "[[P:01]]. 이를 반증하듯, {}.",
        "[[P:01]]. 이에 화답하듯 {}.",
        "[[P:01]]. 이를 이어받듯 {}.",
        "[[P:01]]. 그것을 받쳐 주듯 {}.",
    )
]


def test_round_sixty_nine_the_next_sentence_acting_on_the_last():
    assert _decided_otherwise(ROUND_SIXTY_NINE_SIMILE_OF_THE_ACT, accepted=True) == []
    assert _decided_otherwise(ROUND_SIXTY_NINE_ACTS_ON_THE_LAST, accepted=False) == []
    probes = ROUND_SIXTY_NINE_SIMILE_OF_THE_ACT + ROUND_SIXTY_NINE_ACTS_ON_THE_LAST
    assert _written_count(probes) == 0


# Round 70: the extent shown so far named as the speaker's own summary - "[[P:01]]. [[P:02]].
# 여기까지가 요약이에요." The verbal noun of a closing telling (요약하, 정리하: the nouns
# CLOSING_TELLING's stems are made of) says which act of presenting the lines above were, as
# round 60's "여기까지가 설명이에요" does. Twins: the same noun in the past, negated or
# predicted, before any issued sentence, or qualified by a time, a quality, an owner, a topic
# of the customer's or an approval.
_ROUND_SEVENTY_AFTER = (
    (_INTERPRETATION, "[[P:01]]. [[P:02]]. {}"),
    (_INTERPRETATION, "[[P:01]]. 이어서 [[P:02]]. {}"),
    (_RATIONALE, "[[A:01]]. {}"),
    (_RATIONALE, "[[P:01]]. {}"),
    (_REVIEW_1, "[[P:01]]. {}"),
    (_JUDGMENT, "[[P:01]]. {}"),
    (_DAILY, "[[P:01]]. {}"),
)
ROUND_SEVENTY_SUMMARY_TOLD = [
    (where, template.format(closing))
    for where, template in _ROUND_SEVENTY_AFTER
    for closing in (
        "여기까지가 요약이에요.",
        "여기까지가 요약입니다.",
        "여기까지가 정리예요.",
        "여기까지가 정리입니다.",
        "여기까지는 요약입니다.",
    )
]
ROUND_SEVENTY_SUMMARY_CLAIMED = [
    (where, template.format(closing))
    for where, template in _ROUND_SEVENTY_AFTER
    for closing in (
        "여기까지가 요약이었어요.",
        "여기까지가 지난주 요약이에요.",
        "여기까지가 정확한 요약이에요.",
        "여기까지가 고객님 요약이에요.",
        "여기까지가 잘못된 정리예요.",
        "여기까지가 고객님이 하신 정리예요.",
        "여기까지가 체중 정리예요.",
        "여기까지가 최종 정리예요.",
        "여기까지가 요약이 아니에요.",
        "여기까지가 요약일 거예요.",
        "여기까지가 승인된 요약이에요.",
        "여기까지가 요약이고, 결과는 좋아요.",
    )
] + [
    (_RATIONALE, "여기까지가 요약이에요. [[A:01]]."),
    (_REVIEW_1, "여기까지가 정리입니다. [[P:01]]."),
]


def test_round_seventy_the_extent_so_far_named_as_the_speakers_summary():
    assert _decided_otherwise(ROUND_SEVENTY_SUMMARY_TOLD, accepted=True) == []
    assert _decided_otherwise(ROUND_SEVENTY_SUMMARY_CLAIMED, accepted=False) == []
    assert _written_count(ROUND_SEVENTY_SUMMARY_TOLD + ROUND_SEVENTY_SUMMARY_CLAIMED) == 0


# Round 70: the next sentence presented as acting on the last - "[[P:01]]. 이를 뒷받침하는
# 내용으로 [[A:01]].", "이와 상반된 내용으로", "그와 맞물린 이야기로": round 69's -듯 class as a
# modifier of the one noun (로/으로, or 은/는) that presents the next issued sentence, whose
# object, 에- or 와/과-complement is the pronoun pointing back. A verb of moving along the
# message (ORDERING_VERBS, with its -이 form and 관련되/관련한) or the speaker's humble telling
# only orders; without the pronoun it is left to the other rules.
_ROUND_SEVENTY_SECONDS = ("[[P:02]]", "[[A:01]]")
ROUND_SEVENTY_ORDERED_ON = [
    (_INTERPRETATION, template.format(second))
    for second in _ROUND_SEVENTY_SECONDS
    for template in (
        "[[P:01]]. 이에 이어지는 내용으로 {}.",
        "[[P:01]]. 이에 덧붙는 내용으로 {}.",
        "[[P:01]]. 이를 덧붙이는 내용으로 {}.",
        "[[P:01]]. 이에 곁들이는 내용으로 {}.",
        "[[P:01]]. 이와 관련된 이야기로 {}.",
        "[[P:01]]. 이를 이어 가는 내용으로 {}.",
        "[[P:01]]. 이를 정리해 드리는 말씀으로 {}.",
        "[[P:01]]. 뒷받침하는 내용으로 {}.",
        "[[P:01]]. 이어지는 말씀으로 {}.",
    )
]
ROUND_SEVENTY_ACTED_ON = [
    (_INTERPRETATION, template.format(second))
    for second in _ROUND_SEVENTY_SECONDS
    for template in (
        "[[P:01]]. 이를 뒷받침하는 내용으로 {}.",
        "[[P:01]]. 이를 설명해 주는 내용으로 {}.",
        "[[P:01]]. 이와 상반된 내용으로 {}.",
        "[[P:01]]. 이와 맞닿은 내용으로 {}.",
        "[[P:01]]. 이와 어긋나는 내용으로 {}.",
        "[[P:01]]. 이를 반박하는 이야기로 {}.",
        "[[P:01]]. 그와 맞물린 이야기로 {}.",
        "[[P:01]]. 이를 뒷받침하는 말씀은 {}.",
        "[[P:01]]. 그것을 받쳐 주는 내용으로 {}.",
        "[[P:01]]. 이에 화답하는 내용으로 {}.",
    )
]


def test_round_seventy_the_next_sentence_presented_as_acting_on_the_last():
    assert _decided_otherwise(ROUND_SEVENTY_ORDERED_ON, accepted=True) == []
    assert _decided_otherwise(ROUND_SEVENTY_ACTED_ON, accepted=False) == []
    assert _written_count(ROUND_SEVENTY_ORDERED_ON + ROUND_SEVENTY_ACTED_ON) == 0


# Round 70: the reader's knowing presumed - "다 아시는 내용이겠지만 [[P:01]].": with an adverb
# before it Kiwi reads 알 + -시- + -는 rightly, and the reader's act before a part of the
# message passed as the reader's reading of it. A knowing act (KNOWING_ACTS: 알, 이해하,
# 알아듣) in the present -시는 before a part of the message presumes what the customer knows,
# as "아시는 것처럼" does. The reader's seeing or reviewing of this message, a reading to come
# (-실) and the reader addressed (분) stay accepted.
ROUND_SEVENTY_READ = [
    (_DAILY, "천천히 보시는 내용입니다. [[P:01]]."),
    (_DAILY, "편하게 읽으시는 말씀으로, [[P:01]]."),
    (_DAILY, "이어서 읽으실 내용입니다. [[P:01]]."),
    (_DAILY, "한눈에 보시는 내용으로, [[P:01]]."),
    (_REVIEW_1, "검토하시는 분께 말씀드리면, [[P:01]]."),
    (_REVIEW_1, "차례로 검토하시는 내용으로, [[P:01]]."),
    (_PHYSIQUE, "천천히 살펴보시는 순서대로, [[A:01]]."),
    (_RATIONALE, "알기 쉽게 정리해 드리면, [[A:01]]."),
    (_RATIONALE, "이해하기 쉽게 덧붙이면, [[A:01]]."),
]
# One of these probes is word for word in a corpus (counted, digest only): left out by its
# digest, so its text is never named.
ROUND_SEVENTY_READ = _unwritten(ROUND_SEVENTY_READ, frozenset({"4b931af48cb4a67e"}))
ROUND_SEVENTY_KNOWN = [
    (where, f"{adverb} {act} {rest} {token}.")
    for where, token in ((_DAILY, "[[P:01]]"), (_RATIONALE, "[[A:01]]"), (_REVIEW_1, "[[P:01]]"))
    for adverb in ("다", "익히", "대부분")
    for act in ("아시는", "이해하시는")
    for rest in ("내용이겠지만", "이야기겠지만,", "내용이지만", "내용을 다시 말씀드리면,")
]


def test_round_seventy_the_readers_knowing_presumed():
    assert _decided_otherwise(ROUND_SEVENTY_READ, accepted=True) == []
    assert _decided_otherwise(ROUND_SEVENTY_KNOWN, accepted=False) == []
    assert _written_count(ROUND_SEVENTY_READ + ROUND_SEVENTY_KNOWN) == 0


# Round 71: the relation before the speaker's telling - round 70's left "[[P:01]]. 이를
# 뒷받침하는 내용으로 말씀드리면, [[A:01]].": the speaker's present telling (말씀드리면,
# 정리하면, 전해 드리면) between the noun + 로/으로 and the next issued sentence does not undo
# the relation the modifier names - the next sentence is still presented as backing,
# answering or opposing the last. A verb of moving along the message, the speaker's humble
# telling and no pointer back stay accepted, as in round 70.
ROUND_SEVENTY_ONE_TOLD_IN_ORDER = [
    (_INTERPRETATION, f"[[P:01]]. {lead} {tell} [[A:01]].")
    for lead in (
        "이와 관련된 내용으로",
        "이에 이어지는 내용으로",
        "이를 덧붙이는 내용으로",
        "이어지는 내용으로",
        "다음 내용으로",
        "이와 관련한 이야기로",
        "이를 이어 가는 내용으로",
    )
    for tell in ("말씀드리면,", "정리하면,", "말씀드리자면,")
] + [
    (_INTERPRETATION, "[[P:01]]. 이를 정리해 드리는 말씀으로 덧붙이면, [[A:01]]."),
    (_INTERPRETATION, "[[P:01]]. 이에 이어지는 이야기로 정리해 드리면, [[A:01]]."),
    (_INTERPRETATION, "이어지는 내용으로 말씀드리면, [[P:01]]. [[A:01]]."),
]
ROUND_SEVENTY_ONE_TOLD_AS_ACTING = [
    (_INTERPRETATION, f"[[P:01]]. {lead} {tell} {token}.")
    for lead in (
        "이를 뒷받침하는 내용으로",
        "이와 상반된 내용으로",
        "이를 반박하는 이야기로",
        "이에 화답하는 내용으로",
        "그와 맞물린 내용으로",
        "이와 어긋나는 내용으로",
    )
    for tell in ("말씀드리면,", "정리하면,", "전해 드리면,")
    for token in ("[[A:01]]", "[[P:02]]")
]


def test_round_seventy_one_the_relation_before_the_speakers_telling():
    assert _decided_otherwise(ROUND_SEVENTY_ONE_TOLD_IN_ORDER, accepted=True) == []
    assert _decided_otherwise(ROUND_SEVENTY_ONE_TOLD_AS_ACTING, accepted=False) == []
    assert _written_count(ROUND_SEVENTY_ONE_TOLD_IN_ORDER + ROUND_SEVENTY_ONE_TOLD_AS_ACTING) == 0


# Round 71: the message written out - fresh62-tune's x62-007 "편하게 읽히도록 풀어 썼습니다.
# [[A:01]]." was refused as a past speech act where "쉽게 풀어 적었습니다" passes (round 9's
# past composing of this message, COMPOSING_PREDICATES with round 15's clause test). The
# writing verb 쓰 after a speech or composing verb in the serial -어/-아 (풀어 쓰, 옮겨 쓰,
# 정리해 쓰) is the speaker writing this message out in that manner; 쓰 alone in the past
# (using, spending, wearing), another verb before it, a negation, an object or place that is
# not the message's own, a subject, a time, a recipient, a past reference or a guess stay
# refused.
ROUND_SEVENTY_ONE_WRITTEN_OUT = [
    (_PHYSIQUE, "편하게 읽히도록 풀어 썼어요. [[A:01]]."),
    (_PHYSIQUE, "쉽게 풀어 썼습니다. [[A:01]]."),
    (_PHYSIQUE, "읽기 편하게 풀어 썼습니다. [[A:01]]."),
    (_DAILY, "쉽게 풀어 썼어요. [[P:01]]."),
    (_DAILY, "짧게 옮겨 썼어요. [[P:01]]."),
    (_JUDGMENT, "보기 쉽게 풀어 썼습니다. [[P:01]]."),
    (_REVIEW_1, "내용을 풀어 썼습니다. [[P:01]]."),
    (_INTERPRETATION, "[[P:01]]. 이어서 풀어 썼습니다. [[P:02]]."),
]
ROUND_SEVENTY_ONE_NOT_WRITTEN_OUT = [
    (_PHYSIQUE, "썼습니다. [[A:01]]."),
    (_DAILY, "돈을 나눠 썼습니다. [[P:01]]."),
    (_DAILY, "힘을 나눠 썼습니다. [[P:01]]."),
    (_DAILY, "줄여 썼습니다. [[P:01]]."),
    (_DAILY, "바꿔 썼습니다. [[P:01]]."),
    (_DAILY, "고쳐 썼습니다. [[P:01]]."),
    (_DAILY, "긴장을 풀어 썼습니다. [[P:01]]."),
    (_DAILY, "고객님이 풀어 썼습니다. [[P:01]]."),
    (_DAILY, "어제 풀어 썼습니다. [[P:01]]."),
    (_DAILY, "고객님께 풀어 써 드렸습니다. [[P:01]]."),
    (_JUDGMENT, "코치님이 풀어 썼습니다. [[P:01]]."),
    (_JUDGMENT, "지난번에 풀어 썼던 내용입니다. [[P:01]]."),
    (_JUDGMENT, "풀어 썼듯이, [[P:01]]."),
    (_DAILY, "메모에 풀어 썼습니다. [[P:01]]."),
    (_DAILY, "일지에 풀어 썼습니다. [[P:01]]."),
    (_DAILY, "트레이너가 풀어 썼습니다. [[P:01]]."),
    (_DAILY, "풀어 써 봤는데, [[P:01]]."),
    (_JUDGMENT, "풀어 썼을 겁니다. [[P:01]]."),
    (_DAILY, "안 풀어 썼습니다. [[P:01]]."),
    (_DAILY, "못 옮겨 썼어요. [[P:01]]."),
]


def test_round_seventy_one_the_message_written_out():
    assert _decided_otherwise(ROUND_SEVENTY_ONE_WRITTEN_OUT, accepted=True) == []
    assert _decided_otherwise(ROUND_SEVENTY_ONE_NOT_WRITTEN_OUT, accepted=False) == []
    assert _written_count(ROUND_SEVENTY_ONE_WRITTEN_OUT + ROUND_SEVENTY_ONE_NOT_WRITTEN_OUT) == 0


# Round 72: a negated past composing act ("못 적었습니다", "안 정리했습니다", "정리하지
# 않았습니다") says what was not done - a past act, a claim - where the plain past composing
# of this message (round 9) is the message itself. 안/못 straight before the verb, before a
# serial verb in -어/-아, or a -지 negator among its auxiliaries.
ROUND_SEVENTY_TWO_COMPOSED = [
    (_DAILY, "간단히 요약했어요. [[P:01]]."),
    (_DAILY, "짧게 적었어요. [[P:01]]."),
    (_JUDGMENT, "보기 쉽게 정리했습니다. [[P:01]]."),
    (_INTERPRETATION, "[[P:01]]. 짧게 요약했어요. [[P:02]]."),
    (_RATIONALE, "[[A:01]]. 간단히 정리했어요."),
    (_PHYSIQUE, "짧게 옮겨 적었어요. [[A:01]]."),
    (_DAILY, "간단하게 정리해 봤습니다. [[P:01]]."),
    (_DAILY, "짧게 정리해 두었어요. [[P:01]]."),
]
ROUND_SEVENTY_TWO_NOT_COMPOSED = [
    (_DAILY, "못 적었어요. [[P:01]]."),
    (_DAILY, "안 정리했어요. [[P:01]]."),
    (_DAILY, "미처 못 요약했습니다. [[P:01]]."),
    (_DAILY, "짧게 못 적었어요. [[P:01]]."),
    (_DAILY, "정리하지 않았어요. [[P:01]]."),
    (_DAILY, "요약하지는 않았습니다. [[P:01]]."),
    (_JUDGMENT, "보기 쉽게 정리하지 않았습니다. [[P:01]]."),
    (_INTERPRETATION, "[[P:01]]. 짧게 요약하지 않았어요. [[P:02]]."),
    (_RATIONALE, "[[A:01]]. 안 정리했어요."),
    (_PHYSIQUE, "안 옮겨 적었어요. [[A:01]]."),
    (_DAILY, "간단하게 정리해 보지 않았습니다. [[P:01]]."),
    (_DAILY, "짧게 정리해 두지 않았어요. [[P:01]]."),
    (_DAILY, "안 정리해 두었어요. [[P:01]]."),
    (_DAILY, "못 정리해 봤어요. [[P:01]]."),
    (_JUDGMENT, "다 못 적었습니다. [[P:01]]."),
    (_RATIONALE, "[[A:01]]. 짧게 못 적었습니다."),
]


def test_round_seventy_two_the_negated_past_composing():
    assert _decided_otherwise(ROUND_SEVENTY_TWO_COMPOSED, accepted=True) == []
    assert _decided_otherwise(ROUND_SEVENTY_TWO_NOT_COMPOSED, accepted=False) == []
    assert _written_count(ROUND_SEVENTY_TWO_COMPOSED + ROUND_SEVENTY_TWO_NOT_COMPOSED) == 0


# Round 72: a part of the message that goes on "like this" or "as follows" (이렇게, 다음과/아래와/
# 이와 같이 straight before the layout verb, an issued sentence straight after) - where the
# part goes, shown; pointing back, 그렇게, the past, a guess, another manner, a time or a topic
# that is not the message's own part stay refused.
ROUND_SEVENTY_TWO_LAID_OUT = [
    (_RATIONALE, "내용은 이렇게 이어집니다. [[A:01]]."),
    (_RATIONALE, "설명은 다음과 같이 이어집니다. [[A:01]]."),
    (_RATIONALE, "설명은 아래와 같이 이어집니다. [[A:01]]."),
    (_RATIONALE, "설명은 이와 같이 이어집니다. [[A:01]]."),
    (_INTERPRETATION, "[[P:01]]. 설명은 이렇게 이어집니다. [[P:02]]."),
    (_DAILY, "정리는 이렇게 이어집니다. [[P:01]]."),
    (_RATIONALE, "설명은 이렇게 이어져요. [[A:01]]."),
]
ROUND_SEVENTY_TWO_NOT_LAID_OUT = [
    (_RATIONALE, "[[A:01]]. 설명은 이렇게 이어집니다."),
    (_RATIONALE, "설명은 그렇게 이어집니다. [[A:01]]."),
    (_RATIONALE, "설명은 이렇게 이어졌습니다. [[A:01]]."),
    (_RATIONALE, "설명은 이렇게 이어질 겁니다. [[A:01]]."),
    (_RATIONALE, "설명은 이렇게 길게 이어집니다. [[A:01]]."),
    (_RATIONALE, "설명은 어제와 같이 이어집니다. [[A:01]]."),
    (_RATIONALE, "하루는 이렇게 이어집니다. [[A:01]]."),
    (_RATIONALE, "변화는 이렇게 이어집니다. [[A:01]]."),
    (_RATIONALE, "흐름은 이렇게 이어집니다. [[A:01]]."),
    (_RATIONALE, "운동은 이렇게 이어집니다. [[A:01]]."),
    (_RATIONALE, "기록은 이렇게 이어집니다. [[A:01]]."),
    (_RATIONALE, "체중은 이렇게 이어집니다. [[A:01]]."),
    (_RATIONALE, "감량은 다음과 같이 이어집니다. [[A:01]]."),
    (_DAILY, "식단은 이렇게 이어집니다. [[P:01]]."),
]


def test_round_seventy_two_the_part_that_goes_on_like_this():
    assert _decided_otherwise(ROUND_SEVENTY_TWO_LAID_OUT, accepted=True) == []
    assert _decided_otherwise(ROUND_SEVENTY_TWO_NOT_LAID_OUT, accepted=False) == []
    assert _written_count(ROUND_SEVENTY_TWO_LAID_OUT + ROUND_SEVENTY_TWO_NOT_LAID_OUT) == 0


# Round 73: a negation with a word between it and the composing verb ("못 다 적었습니다", "안
# 짧게 정리했습니다") - adverbs and -게 manners between 안/못 and the verb colour it, and the
# negation still falls on it: what was not composed is no composing shown, a past act. The
# plain composing with the same words stays accepted.
ROUND_SEVENTY_THREE_COMPOSED = [
    (_DAILY, "다 적었습니다. [[P:01]]."),
    (_DAILY, "간단히 다 정리했어요. [[P:01]]."),
    (_DAILY, "짧게 정리했습니다. [[P:01]]."),
    (_RATIONALE, "자세히 적었습니다. [[A:01]]."),
    (_RATIONALE, "보기 쉽게 정리해 봤어요. [[A:01]]."),
    (_DAILY, "짧게 옮겨 적었습니다. [[P:01]]."),
    (_INTERPRETATION, "[[P:01]]. 간단히 정리했습니다. [[P:02]]."),
    (_DAILY, "전부 정리해 두었어요. [[P:01]]."),
]
ROUND_SEVENTY_THREE_NOT_COMPOSED = [
    (_DAILY, "못 다 적었습니다. [[P:01]]."),
    (_DAILY, "못 다 정리했어요. [[P:01]]."),
    (_DAILY, "안 짧게 정리했습니다. [[P:01]]."),
    (_DAILY, "안 간단히 정리했습니다. [[P:01]]."),
    (_RATIONALE, "못 자세히 적었습니다. [[A:01]]."),
    (_RATIONALE, "안 보기 쉽게 정리했어요. [[A:01]]."),
    (_DAILY, "못 짧게 옮겨 적었습니다. [[P:01]]."),
    (_DAILY, "안 다 옮겨 적었어요. [[P:01]]."),
    (_INTERPRETATION, "[[P:01]]. 못 다 정리했습니다. [[P:02]]."),
    (_DAILY, "못 전부 정리해 두었어요. [[P:01]]."),
    (_RATIONALE, "안 간단하게 정리했습니다. [[A:01]]."),
    (_DAILY, "못 모두 적었습니다. [[P:01]]."),
]


def test_round_seventy_three_a_negation_with_a_word_between():
    assert _decided_otherwise(ROUND_SEVENTY_THREE_COMPOSED, accepted=True) == []
    assert _decided_otherwise(ROUND_SEVENTY_THREE_NOT_COMPOSED, accepted=False) == []
    assert _written_count(ROUND_SEVENTY_THREE_COMPOSED + ROUND_SEVENTY_THREE_NOT_COMPOSED) == 0


# Round 73: the conjectural -겠- on the copula of the speaker's own noun ("낯설지 않은
# 내용이겠지만", "짧은 이야기이겠지만") - a guess at how the content will seem to the reader,
# a prediction; the plain copula ("짧은 내용이지만", "간단한 안내입니다") stays accepted.
ROUND_SEVENTY_THREE_PLAIN_PART = [
    (_DAILY, "짧은 내용이지만, [[P:01]]."),
    (_DAILY, "간단한 안내입니다. [[P:01]]."),
    (_RATIONALE, "짧은 말씀이지만, [[A:01]]."),
    (_INTERPRETATION, "[[P:01]]. 이어지는 내용입니다. [[P:02]]."),
    (_PHYSIQUE, "간단한 안내이지만, [[A:01]]."),
]
ROUND_SEVENTY_THREE_GUESSED_PART = [
    (_DAILY, "낯설지 않은 내용이겠지만, [[P:01]]."),
    (_DAILY, "익숙한 내용이겠지만, [[P:01]]."),
    (_DAILY, "다 아는 내용이겠지만, [[P:01]]."),
    (_RATIONALE, "반복되는 내용이겠지만, [[A:01]]."),
    (_DAILY, "짧은 내용이겠지만, [[P:01]]."),
    (_INTERPRETATION, "[[P:01]]. 비슷한 내용이겠지만, [[P:02]]."),
    (_DAILY, "짧은 이야기이겠지만, [[P:01]]."),
    (_PHYSIQUE, "간단한 안내이겠지만, [[A:01]]."),
    (_INTERPRETATION, "[[P:01]]. 이어지는 내용이겠습니다. [[P:02]]."),
]


def test_round_seventy_three_a_guess_on_the_copula_of_the_speakers_noun():
    assert _decided_otherwise(ROUND_SEVENTY_THREE_PLAIN_PART, accepted=True) == []
    assert _decided_otherwise(ROUND_SEVENTY_THREE_GUESSED_PART, accepted=False) == []
    assert _written_count(ROUND_SEVENTY_THREE_PLAIN_PART + ROUND_SEVENTY_THREE_GUESSED_PART) == 0


# Round 73: a past composing dated beforehand - 미리 in the composing verb's clause ("미리
# 정리했습니다", "안내만 미리 적었습니다") makes it an earlier act, not this message composing
# itself; the same for the past laying out of a part (laid_out), which also takes
# the negation now ("안내만 안 적었습니다"). 미리 before a present telling ("미리 말씀드리면")
# and the plain past composing stay accepted.
ROUND_SEVENTY_THREE_COMPOSED_NOW = [
    (_DAILY, "다 정리했습니다. [[P:01]]."),
    (_DAILY, "안내만 적었습니다. [[P:01]]."),
    (_RATIONALE, "요점만 간단히 적었어요. [[A:01]]."),
    (_DAILY, "미리 말씀드리면, [[P:01]]."),
    (_INTERPRETATION, "[[P:01]]. 미리 정리해 드리면, [[P:02]]."),
    (_DAILY, "미리 정리해 드릴게요. [[P:01]]."),
]
ROUND_SEVENTY_THREE_COMPOSED_BEFORE = [
    (_DAILY, "미리 정리했습니다. [[P:01]]."),
    (_DAILY, "안내만 미리 적었습니다. [[P:01]]."),
    (_RATIONALE, "미리 요점만 적었어요. [[A:01]]."),
    (_DAILY, "미리 적어 두었습니다. [[P:01]]."),
    (_DAILY, "미리 짧게 정리해 봤어요. [[P:01]]."),
    (_DAILY, "간단히 미리 정리했습니다. [[P:01]]."),
    (_PHYSIQUE, "미리 옮겨 적었습니다. [[A:01]]."),
    (_INTERPRETATION, "[[P:01]]. 미리 요약했어요. [[P:02]]."),
    (_JUDGMENT, "세부 내용은 미리 정리해 두었습니다. [[P:01]]."),
    (_DAILY, "안내만 안 적었습니다. [[P:01]]."),
    (_RATIONALE, "요점만 못 다 적었어요. [[A:01]]."),
    (_DAILY, "세부 사항은 안 적어 두었습니다. [[P:01]]."),
]


def test_round_seventy_three_a_composing_dated_beforehand():
    assert _decided_otherwise(ROUND_SEVENTY_THREE_COMPOSED_NOW, accepted=True) == []
    assert _decided_otherwise(ROUND_SEVENTY_THREE_COMPOSED_BEFORE, accepted=False) == []
    probes = ROUND_SEVENTY_THREE_COMPOSED_NOW + ROUND_SEVENTY_THREE_COMPOSED_BEFORE
    assert _written_count(probes) == 0


# Round 73: a sentence that is only a likeness to what is above ("위와 같이", "위처럼", "위
# 내용과 같이"), straight before an issued sentence - the issued sentence said to be like, or
# to follow from, something else (as round 40's "[[P:01]]. 이와 같이 [[P:02]]."). Pointing
# ahead ("아래와 같이", "다음과 같이") and the speaker's act like the above stay accepted.
ROUND_SEVENTY_THREE_POINTING_AHEAD = [
    (_DAILY, "아래와 같이 [[P:01]]."),
    (_DAILY, "다음과 같이, [[P:01]]."),
    (_RATIONALE, "아래 내용과 같이 [[A:01]]."),
    (_DAILY, "[[P:01]]. 위와 같이 정리했습니다."),
    (_DAILY, "위와 같이 말씀드리면, [[P:01]]."),
]
ROUND_SEVENTY_THREE_LIKE_THE_ABOVE = [
    (_DAILY, "위와 같이 [[P:01]]."),
    (_DAILY, "위와 같이, [[P:01]]."),
    (_INTERPRETATION, "[[P:01]]. 위와 같이 [[P:02]]."),
    (_INTERPRETATION, "[[P:01]]. 위처럼, [[P:02]]."),
    (_DAILY, "위에서처럼 [[P:01]]."),
    (_PHYSIQUE, "위처럼 [[A:01]]."),
    (_RATIONALE, "위 내용과 같이 [[A:01]]."),
    (_RATIONALE, "위의 내용처럼 [[A:01]]."),
    (_JUDGMENT, "위에서와 같이 [[P:01]]."),
]


def test_round_seventy_three_an_issued_sentence_likened_to_what_is_above():
    assert _decided_otherwise(ROUND_SEVENTY_THREE_POINTING_AHEAD, accepted=True) == []
    assert _decided_otherwise(ROUND_SEVENTY_THREE_LIKE_THE_ABOVE, accepted=False) == []
    probes = ROUND_SEVENTY_THREE_POINTING_AHEAD + ROUND_SEVENTY_THREE_LIKE_THE_ABOVE
    assert _written_count(probes) == 0


# Round 73: 더 before an adjective of detail on a part of this message ("더 자세한 내용은
# [[P:02]]") - how fully that part goes into things, not a grade (round 69's comparison
# refused it as a side effect); 더 before any other adjective, 덜, or a noun that is not the
# message's own part stay refused.
ROUND_SEVENTY_THREE_FULLER_PART = [
    (_INTERPRETATION, "[[P:01]]. 더 자세한 내용은 [[P:02]]."),
    (_INTERPRETATION, "[[P:01]]. 더 상세한 설명은 [[P:02]]."),
    (_INTERPRETATION, "[[P:01]]. 더 세세한 내용은 [[P:02]]."),
]
ROUND_SEVENTY_THREE_GRADED = [
    (_INTERPRETATION, "[[P:01]]. 더 중요한 내용은 [[P:02]]."),
    (_INTERPRETATION, "[[P:01]]. 덜 자세한 내용은 [[P:02]]."),
    (_INTERPRETATION, "[[P:01]]. 더 자세한 변화는 [[P:02]]."),
    (_RATIONALE, "[[A:01]]. 더 큰 설명은 아래에 이어집니다."),
    (_INTERPRETATION, "[[P:01]]. 더 급한 내용은 [[P:02]]."),
]


def test_round_seventy_three_the_fuller_part_of_this_message():
    assert _decided_otherwise(ROUND_SEVENTY_THREE_FULLER_PART, accepted=True) == []
    assert _decided_otherwise(ROUND_SEVENTY_THREE_GRADED, accepted=False) == []
    assert _written_count(ROUND_SEVENTY_THREE_FULLER_PART + ROUND_SEVENTY_THREE_GRADED) == 0


# Round 73: the operator's imposition in -시- + 더라도 ("번거로우시더라도, [[A:01]]." on an
# adaptive card, x64-065) - the same polite formula before a request as round 30's
# "번거로우시겠지만"; to the customer, in the past, with a degree, a subject, without -시-,
# another adjective or after the issued sentence it keeps its reason.
ROUND_SEVENTY_THREE_IMPOSITION = [
    (_PHYSIQUE, "번거로우시더라도, [[A:01]]."),
    (_JUDGMENT, "번거로우시더라도 [[P:01]]."),
    (_PHYSIQUE, "번거로우시더라도 말씀드리면, [[A:01]]."),
    (_JUDGMENT, "귀찮으시더라도, [[P:01]]."),
]
ROUND_SEVENTY_THREE_NOT_IMPOSITION = [
    (_DAILY, "번거로우시더라도 [[P:01]]."),
    (_RATIONALE, "번거로우시더라도, [[A:01]]."),
    (_PHYSIQUE, "번거로우셨더라도 [[A:01]]."),
    (_PHYSIQUE, "조금 번거로우시더라도 [[A:01]]."),
    (_PHYSIQUE, "트레이너님이 번거로우시더라도 [[A:01]]."),
    (_PHYSIQUE, "번거롭더라도 [[A:01]]."),
    (_PHYSIQUE, "힘드시더라도 [[A:01]]."),
    (_PHYSIQUE, "[[A:01]]. 번거로우시더라도."),
]


def test_round_seventy_three_the_operators_imposition_in_deorado():
    assert _decided_otherwise(ROUND_SEVENTY_THREE_IMPOSITION, accepted=True) == []
    assert _decided_otherwise(ROUND_SEVENTY_THREE_NOT_IMPOSITION, accepted=False) == []
    probes = ROUND_SEVENTY_THREE_IMPOSITION + ROUND_SEVENTY_THREE_NOT_IMPOSITION
    assert _written_count(probes) == 0


# Round 74: the content's familiarity, novelty or sameness ("낯설지 않은 내용이지만", "익숙한
# 내용입니다", "같은 내용이지만") - what the issued sentence is to the reader or against an
# earlier message, a claim. The manner of presenting ("같은 순서로"), a pointing standard
# ("다음과 같은 방식") and the content's own shape ("짧은 내용") stay accepted.
ROUND_SEVENTY_FOUR_CONTENT_SHAPE = [
    (_DAILY, "짧은 내용이지만, [[P:01]]."),
    (_DAILY, "간단한 내용입니다. [[P:01]]."),
    (_INTERPRETATION, "[[P:01]]. 이어지는 내용도 같은 순서로 말씀드릴게요. [[P:02]]."),
    (_DAILY, "이와 같은 순서로 말씀드리면, [[P:01]]."),
    (_RATIONALE, "다음과 같은 방식으로 정리하면, [[A:01]]."),
]
ROUND_SEVENTY_FOUR_CONTENT_KNOWN = [
    (_DAILY, "낯설지 않은 내용이지만, [[P:01]]."),
    (_DAILY, "익숙한 내용이지만, [[P:01]]."),
    (_DAILY, "생소한 내용이지만, [[P:01]]."),
    (_RATIONALE, "낯선 이야기지만, [[A:01]]."),
    (_DAILY, "[[P:01]]. 익숙한 내용입니다."),
    (_DAILY, "익숙한 내용으로 말씀드리면, [[P:01]]."),
    (_INTERPRETATION, "[[P:01]]. 반복되는 내용이지만, [[P:02]]."),
    (_PHYSIQUE, "같은 내용이지만, [[A:01]]."),
    (_JUDGMENT, "비슷한 안내지만, [[P:01]]."),
]


def test_round_seventy_four_the_contents_familiarity_or_sameness():
    assert _decided_otherwise(ROUND_SEVENTY_FOUR_CONTENT_SHAPE, accepted=True) == []
    assert _decided_otherwise(ROUND_SEVENTY_FOUR_CONTENT_KNOWN, accepted=False) == []
    probes = ROUND_SEVENTY_FOUR_CONTENT_SHAPE + ROUND_SEVENTY_FOUR_CONTENT_KNOWN
    assert _written_count(probes) == 0


# Round 74: a terse heading or modifier that grades the issued sentence as important or
# urgent, or makes it a correction ("중요, [[P:01]].", "요주의, …", "속보, …", "정정, …",
# "중요한 부분부터 말씀드리면") - as "가장 중요한 점은" (round 13) ranks it. The headings that
# only name the message's part ("핵심,", "요점,", "요약,", "현재 상태,") stay accepted.
ROUND_SEVENTY_FOUR_PLAIN_HEADING = [
    (_DAILY, "이번 안내의 핵심, [[P:01]]."),
    (_DAILY, "요점부터 차례로, [[P:01]]."),
    (_INTERPRETATION, "요약, [[P:01]]. 이어서 [[P:02]]."),
    (_JUDGMENT, "현재 상태, [[P:01]]."),
    (_RATIONALE, "근거 요약, [[A:01]]."),
]
ROUND_SEVENTY_FOUR_GRADING_HEADING = [
    (_DAILY, "중요, [[P:01]]."),
    (_DAILY, "요주의, [[P:01]]."),
    (_INTERPRETATION, "중요 공지, [[P:01]]. [[P:02]]."),
    (_DAILY, "속보, [[P:01]]."),
    (_JUDGMENT, "정정, [[P:01]]."),
    (_DAILY, "중요한 부분부터 말씀드리면, [[P:01]]."),
    (_RATIONALE, "중요 사항, [[A:01]]."),
    (_PHYSIQUE, "중요한 안내입니다. [[A:01]]."),
    (_JUDGMENT, "[[P:01]]. 중요 내용입니다."),
]


def test_round_seventy_four_a_heading_that_grades_the_issued_sentence():
    assert _decided_otherwise(ROUND_SEVENTY_FOUR_PLAIN_HEADING, accepted=True) == []
    assert _decided_otherwise(ROUND_SEVENTY_FOUR_GRADING_HEADING, accepted=False) == []
    probes = ROUND_SEVENTY_FOUR_PLAIN_HEADING + ROUND_SEVENTY_FOUR_GRADING_HEADING
    assert _written_count(probes) == 0


# Round 74: a bare heading - nouns alone, no particle, closed by a comma or a period straight
# before an issued sentence - that names what the issued sentence is ("축하,", "재안내,",
# "권고,", "긍정적,", "순항 중,"): a fact the canonical text does not state. Headings of the
# message's own parts, its summary, the surface's report and the cards' section labels stay.
ROUND_SEVENTY_FOUR_OWN_HEADING = [
    (_DAILY, "간단 요약, [[P:01]]."),
    (_DAILY, "요약 메모, [[P:01]]."),
    (_INTERPRETATION, "주간 요약, [[P:01]]. [[P:02]]."),
    (_JUDGMENT, "판단, [[P:01]]."),
    (_PHYSIQUE, "검토 안내, [[A:01]]."),
    (_RATIONALE, "설명, [[A:01]]."),
    (_DAILY, "오늘 요약, [[P:01]]."),
]
ROUND_SEVENTY_FOUR_NAMING_HEADING = [
    (_DAILY, "재안내, [[P:01]]."),
    (_DAILY, "최신, [[P:01]]."),
    (_DAILY, "긍정적, [[P:01]]."),
    (_DAILY, "순항 중, [[P:01]]."),
    (_DAILY, "축하, [[P:01]]."),
    (_RATIONALE, "팁, [[A:01]]."),
    (_RATIONALE, "조언, [[A:01]]."),
    (_DAILY, "당부, [[P:01]]."),
    (_DAILY, "요청, [[P:01]]."),
    (_JUDGMENT, "권고, [[P:01]]."),
    (_JUDGMENT, "총평, [[P:01]]."),
    (_INTERPRETATION, "격려. [[P:01]]. [[A:01]]."),
]


def test_round_seventy_four_a_bare_heading_that_names_the_issued_sentence():
    assert _decided_otherwise(ROUND_SEVENTY_FOUR_OWN_HEADING, accepted=True) == []
    assert _decided_otherwise(ROUND_SEVENTY_FOUR_NAMING_HEADING, accepted=False) == []
    probes = ROUND_SEVENTY_FOUR_OWN_HEADING + ROUND_SEVENTY_FOUR_NAMING_HEADING
    assert _written_count(probes) == 0


# Round 74: before an issued sentence, a note-style comment with its copula left out - a topic
# or a subject and a noun said of it, closed by a period ("오늘은 무난. [[P:01]].", "흐름은
# 무난.") - a predication, as round 57's closing fragment refuses it after the last issued
# sentence. Headings of the message's own words and an adverb comment ("오늘은 차분히.") stay.
ROUND_SEVENTY_FOUR_NO_COMMENT = [
    (_DAILY, "메모. [[P:01]]."),
    (_DAILY, "간단 정리. [[P:01]]."),
    (_DAILY, "오늘은 차분히. [[P:01]]."),
    (_DAILY, "이번 내용은 요약. [[P:01]]."),
    (_INTERPRETATION, "[[P:01]]. 이어서. [[P:02]]."),
]
ROUND_SEVENTY_FOUR_COMMENT = [
    (_DAILY, "요약, 오늘은 무난. [[P:01]]."),
    (_RATIONALE, "흐름은 무난. [[A:01]]."),
    (_DAILY, "오늘은 무난. [[P:01]]."),
    (_INTERPRETATION, "[[P:01]]. 이번 주는 무난. [[P:02]]."),
    (_JUDGMENT, "판단은 무난. [[P:01]]."),
    (_PHYSIQUE, "진행은 순탄. [[A:01]]."),
]


def test_round_seventy_four_a_note_style_comment_before_the_issued_sentence():
    assert _decided_otherwise(ROUND_SEVENTY_FOUR_NO_COMMENT, accepted=True) == []
    assert _decided_otherwise(ROUND_SEVENTY_FOUR_COMMENT, accepted=False) == []
    assert _written_count(ROUND_SEVENTY_FOUR_NO_COMMENT + ROUND_SEVENTY_FOUR_COMMENT) == 0


# Round 75: a heading phrase - nouns joined by 의 or under a modifier clause, closed by a comma
# or a period straight before an issued sentence - that names a to-do, a task or a goal
# ("오늘의 할 일, [[P:01]].", round 74's left probe; "해야 할 일,", "오늘의 과제,"): the issued
# sentence made something the reader is to do. Phrases of the message's own words ("오늘의
# 요약,", "말씀드릴 내용,", "이어서 보실 부분,") stay accepted.
ROUND_SEVENTY_FIVE_OWN_PHRASE = [
    (_DAILY, "오늘의 요약, [[P:01]]."),
    (_DAILY, "말씀드릴 내용, [[P:01]]."),
    (_DAILY, "먼저 말씀드릴 부분, [[P:01]]."),
    (_DAILY, "오늘의 안내, [[P:01]]."),
    (_INTERPRETATION, "이번 주의 정리, [[P:01]]. [[P:02]]."),
    (_RATIONALE, "정리할 내용, [[A:01]]."),
    (_DAILY, "이어서 보실 부분, [[P:01]]."),
]
ROUND_SEVENTY_FIVE_TO_DO_PHRASE = [
    (_DAILY, "오늘의 할 일, [[P:01]]."),
    (_DAILY, "오늘 할 일, [[P:01]]."),
    (_DAILY, "할 일, [[P:01]]."),
    (_DAILY, "해야 할 일, [[P:01]]."),
    (_DAILY, "오늘의 과제, [[P:01]]."),
    (_DAILY, "오늘의 숙제, [[P:01]]."),
    (_JUDGMENT, "다음 할 일, [[P:01]]."),
    (_PHYSIQUE, "할 일. [[A:01]]."),
    (_DAILY, "오늘의 할 일 목록, [[P:01]]."),
    (_DAILY, "오늘의 미션, [[P:01]]."),
]


def test_round_seventy_five_a_heading_phrase_that_names_a_to_do():
    assert _decided_otherwise(ROUND_SEVENTY_FIVE_OWN_PHRASE, accepted=True) == []
    assert _decided_otherwise(ROUND_SEVENTY_FIVE_TO_DO_PHRASE, accepted=False) == []
    probes = ROUND_SEVENTY_FIVE_OWN_PHRASE + ROUND_SEVENTY_FIVE_TO_DO_PHRASE
    assert _written_count(probes) == 0


# Round 75: an order of the items set by an adjective of theirs - "시급한 것부터", "쉬운
# 순서대로", "간단한 순으로": the items graded (urgent, easy, simple, big), an evaluation, as
# "중요한 순서대로" is. An order by place in the message, by the speaker's composing or kept
# alike ("앞의 것부터", "앞에 적은 순서대로", "이와 같은 순서로") stays accepted.
ROUND_SEVENTY_FIVE_PLACED_ORDER = [
    (_DAILY, "앞의 것부터 차례로, [[P:01]]."),
    (_DAILY, "위에서부터 하나씩, [[P:01]]."),
    (_DAILY, "처음부터 차근차근 말씀드리면, [[P:01]]."),
    (_INTERPRETATION, "위에 있는 것부터, [[P:01]]. 이어서 [[P:02]]."),
    (_RATIONALE, "이와 같은 순서로 말씀드리면, [[A:01]]."),
    (_DAILY, "앞에 적은 순서대로, [[P:01]]."),
]
ROUND_SEVENTY_FIVE_GRADED_ORDER = [
    (_DAILY, "시급한 것부터, [[P:01]]."),
    (_DAILY, "쉬운 것부터 차례로, [[P:01]]."),
    (_DAILY, "급한 것부터 말씀드리면, [[P:01]]."),
    (_DAILY, "간단한 것부터 하나씩, [[P:01]]."),
    (_DAILY, "어려운 것부터 말씀드리면, [[P:01]]."),
    (_RATIONALE, "큰 것부터, [[A:01]]."),
    (_INTERPRETATION, "가벼운 것부터, [[P:01]]. 이어서 [[P:02]]."),
    (_JUDGMENT, "쉬운 순서대로, [[P:01]]."),
    (_DAILY, "간단한 순으로, [[P:01]]."),
    (_PHYSIQUE, "급한 순서대로, [[A:01]]."),
]


def test_round_seventy_five_an_order_graded_by_the_items():
    assert _decided_otherwise(ROUND_SEVENTY_FIVE_PLACED_ORDER, accepted=True) == []
    assert _decided_otherwise(ROUND_SEVENTY_FIVE_GRADED_ORDER, accepted=False) == []
    probes = ROUND_SEVENTY_FIVE_PLACED_ORDER + ROUND_SEVENTY_FIVE_GRADED_ORDER
    assert _written_count(probes) == 0


# Round 75: round 74's left probe "[[A:01]]. 더 자세한 내용은 아래에 이어집니다." - 더 before a
# detail adjective (Kiwi splits it: 자세/XR 하/XSA) on the message's own part, in a sentence
# that only says where that part goes, names the fuller part of this message as "더 자세한
# 내용은 [[P:02]]" does (round 73). 더 before another adjective, 덜, or a head that is not the
# message's part stays refused.
ROUND_SEVENTY_FIVE_FULLER_PART_BELOW = [
    (_PHYSIQUE, "[[A:01]]. 더 자세한 내용은 아래에 이어집니다."),
    (_PHYSIQUE, "[[A:01]]. 상세한 내용은 아래에 이어집니다."),
    (_INTERPRETATION, "[[P:01]]. 더 자세한 설명은 아래에 이어집니다. [[P:02]]."),
    (_DAILY, "[[P:01]]. 더 상세한 내용은 아래에 차례대로 이어집니다."),
    (_RATIONALE, "[[A:01]]. 더 세세한 내용은 아래에 이어집니다."),
]
ROUND_SEVENTY_FIVE_GRADED_PART_BELOW = [
    (_PHYSIQUE, "[[A:01]]. 더 중요한 내용은 아래에 이어집니다."),
    (_PHYSIQUE, "[[A:01]]. 덜 자세한 내용은 아래에 이어집니다."),
    (_DAILY, "[[P:01]]. 더 급한 내용은 아래에 이어집니다."),
    (_INTERPRETATION, "[[P:01]]. 더 자세한 변화는 아래에 이어집니다. [[P:02]]."),
]


def test_round_seventy_five_the_fuller_part_below():
    assert _decided_otherwise(ROUND_SEVENTY_FIVE_FULLER_PART_BELOW, accepted=True) == []
    assert _decided_otherwise(ROUND_SEVENTY_FIVE_GRADED_PART_BELOW, accepted=False) == []
    probes = ROUND_SEVENTY_FIVE_FULLER_PART_BELOW + ROUND_SEVENTY_FIVE_GRADED_PART_BELOW
    assert _written_count(probes) == 0


# Round 75: going before the message's details or its item-by-item part - "항목별 내용에
# 앞서, [[P:01]]." (fresh66-tune's x66-147), "세부 내용에 앞서": the message's own part named
# by 세부 (round 53) or by 항목별, as "이어질 내용에 앞서" (round 9). Before a part not named as
# this message's (지난, 오전, 운동별, 식단별) or before another act (점검) 앞서 keeps its reason.
ROUND_SEVENTY_FIVE_BEFORE_OWN_DETAILS = [
    (_JUDGMENT, "세부 내용에 앞서, [[P:01]]."),
    (_DAILY, "항목별 설명에 앞서, [[P:01]]."),
    (_RATIONALE, "세부 설명에 앞서, [[A:01]]."),
    (_INTERPRETATION, "항목별 안내에 앞서, [[P:01]]. [[P:02]]."),
]
ROUND_SEVENTY_FIVE_BEFORE_OTHER_PARTS = [
    (_JUDGMENT, "지난 내용에 앞서, [[P:01]]."),
    (_DAILY, "운동별 내용에 앞서, [[P:01]]."),
    (_DAILY, "식단별 설명에 앞서, [[P:01]]."),
    (_RATIONALE, "오전 안내에 앞서, [[A:01]]."),
    (_DAILY, "항목별 점검에 앞서, [[P:01]]."),
]


def test_round_seventy_five_before_the_messages_own_details():
    assert _decided_otherwise(ROUND_SEVENTY_FIVE_BEFORE_OWN_DETAILS, accepted=True) == []
    assert _decided_otherwise(ROUND_SEVENTY_FIVE_BEFORE_OTHER_PARTS, accepted=False) == []
    probes = ROUND_SEVENTY_FIVE_BEFORE_OWN_DETAILS + ROUND_SEVENTY_FIVE_BEFORE_OTHER_PARTS
    assert _written_count(probes) == 0


# Round 76: the habitual -곤 하- in the speaker's telling ("정리해 드리곤 해요", "말씀드리곤
# 합니다"): the act done on other occasions than this message - a time the canonical text does
# not state. The same telling in the present or as an intention stays accepted.
ROUND_SEVENTY_SIX_TELLING_NOW = [
    (_DAILY, "순서대로 간단히 정리해 드릴게요. [[P:01]]."),
    (_DAILY, "요점부터 차근차근 말씀드릴게요. [[P:01]]."),
    (_DAILY, "순서대로 말씀드리는데요, [[P:01]]."),
    (_INTERPRETATION, "[[P:01]]. 이렇게 안내해 드려요. [[P:02]]."),
    (_RATIONALE, "차근차근 짚어 드리려고 해요. [[A:01]]."),
]
ROUND_SEVENTY_SIX_TELLING_AS_A_HABIT = [
    (_DAILY, "정리해 드리곤 해요. [[P:01]]."),
    (_DAILY, "말씀드리곤 합니다. [[P:01]]."),
    (_DAILY, "순서대로 말씀드리곤 하는데요, [[P:01]]."),
    (_INTERPRETATION, "[[P:01]]. 이렇게 안내해 드리곤 해요. [[P:02]]."),
    (_RATIONALE, "차근차근 짚어 드리곤 합니다. [[A:01]]."),
    (_JUDGMENT, "요점부터 말씀드리곤 해요. [[P:01]]."),
    (_PHYSIQUE, "간단히 정리해 드리곤 하는데요, [[A:01]]."),
]


def test_round_seventy_six_the_telling_as_a_habit():
    assert _decided_otherwise(ROUND_SEVENTY_SIX_TELLING_NOW, accepted=True) == []
    assert _decided_otherwise(ROUND_SEVENTY_SIX_TELLING_AS_A_HABIT, accepted=False) == []
    probes = ROUND_SEVENTY_SIX_TELLING_NOW + ROUND_SEVENTY_SIX_TELLING_AS_A_HABIT
    assert _written_count(probes) == 0


# Round 76: 뒤 after a while (조금, 잠시, 좀, 얼마) in the speaker's telling ("조금 뒤에 이어서
# 말씀드릴게요", "잠시 뒤 이어서 말씀드릴게요"): a later time - the telling put off to after this
# message, as "잠시 후" is refused. 뒤 as a place in the message ("바로 뒤에 이어서", "뒤에 이어질
# 내용") stays accepted.
ROUND_SEVENTY_SIX_PLACE_BEHIND = [
    (_DAILY, "뒤에 이어질 내용에 앞서, [[P:01]]."),
    (_INTERPRETATION, "[[P:01]]. 바로 뒤에 이어서 [[P:02]]."),
    (_DAILY, "바로 뒤에 이어서 말씀드릴게요. [[P:01]]."),
    (_RATIONALE, "[[A:01]]. 뒤에 이어지는 설명과 함께 보시면 됩니다."),
]
ROUND_SEVENTY_SIX_A_WHILE_LATER = [
    (_DAILY, "조금 뒤에 이어서 말씀드릴게요. [[P:01]]."),
    (_DAILY, "잠시 뒤에 말씀드릴게요. [[P:01]]."),
    (_DAILY, "[[P:01]]. 잠시 뒤 이어서 말씀드릴게요."),
    (_RATIONALE, "잠시 뒤에 정리해 드릴게요. [[A:01]]."),
    (_JUDGMENT, "조금 뒤에 말씀드리면, [[P:01]]."),
    (_INTERPRETATION, "[[P:01]]. 좀 뒤에 이어서 안내해 드릴게요. [[P:02]]."),
]


def test_round_seventy_six_a_while_later():
    assert _decided_otherwise(ROUND_SEVENTY_SIX_PLACE_BEHIND, accepted=True) == []
    assert _decided_otherwise(ROUND_SEVENTY_SIX_A_WHILE_LATER, accepted=False) == []
    probes = ROUND_SEVENTY_SIX_PLACE_BEHIND + ROUND_SEVENTY_SIX_A_WHILE_LATER
    assert _written_count(probes) == 0


# Round 76: 다시 through a serial verb in -어서/-어 into the speaker's promised telling ("[[P:01]].
# 다시 정리해서 알려 드릴게요.") promises another message, as round 10's "다시 안내드리겠습니다"
# does. 다시 before a conditional telling ("다시 정리해서 말씀드리면", in other words) and the
# telling of this message continuing ("이어서 정리해서 알려 드릴게요") stay accepted.
ROUND_SEVENTY_SIX_AGAIN_AS_RESTATING = [
    (_DAILY, "다시 정리해서 말씀드리면, [[P:01]]."),
    (_DAILY, "[[P:01]]. 이어서 정리해서 알려 드릴게요."),
    (_RATIONALE, "다시 정리해 보면, [[A:01]]."),
]
ROUND_SEVENTY_SIX_AGAIN_PROMISED = [
    (_DAILY, "[[P:01]]. 다시 정리해서 알려 드릴게요."),
    (_DAILY, "[[P:01]]. 다시 정리해서 보여 드릴게요."),
    (_DAILY, "다시 정리해서 알려 드릴게요. [[P:01]]."),
    (_JUDGMENT, "[[P:01]]. 다시 간추려서 알려 드리겠습니다."),
]


def test_round_seventy_six_again_through_a_serial_verb():
    assert _decided_otherwise(ROUND_SEVENTY_SIX_AGAIN_AS_RESTATING, accepted=True) == []
    assert _decided_otherwise(ROUND_SEVENTY_SIX_AGAIN_PROMISED, accepted=False) == []
    probes = ROUND_SEVENTY_SIX_AGAIN_AS_RESTATING + ROUND_SEVENTY_SIX_AGAIN_PROMISED
    assert _written_count(probes) == 0


# Round 76: the retrospective -던 on the speaker's telling or composing ("정리하던 중에,
# [[P:01]].", "정리해 드리던 순서로", "말씀드리던 김에"): an act recalled from before this
# message - the issued sentence placed in an earlier composing. The present modifier ("정리하는
# 중에", "말씀드리는 김에", "이어서 말씀드리는 순서로") stays accepted.
ROUND_SEVENTY_SIX_TELLING_IN_PROGRESS = [
    (_DAILY, "정리하는 중에, [[P:01]]."),
    (_DAILY, "정리해 드리는 대로, [[P:01]]."),
    (_DAILY, "말씀드리는 김에, [[P:01]]."),
    (_RATIONALE, "정리하면서, [[A:01]]."),
    (_INTERPRETATION, "[[P:01]]. 이어서 말씀드리는 순서로, [[P:02]]."),
]
ROUND_SEVENTY_SIX_TELLING_RECALLED = [
    (_DAILY, "정리하던 중에, [[P:01]]."),
    (_DAILY, "정리해 드리던 순서로, [[P:01]]."),
    (_DAILY, "[[P:01]]. 정리하던 내용이에요."),
    (_INTERPRETATION, "[[P:01]]. 이어서 말씀드리던 순서로, [[P:02]]."),
    (_JUDGMENT, "정리하던 참에, [[P:01]]."),
    (_PHYSIQUE, "말씀드리던 김에, [[A:01]]."),
]


def test_round_seventy_six_the_telling_recalled_in_deon():
    assert _decided_otherwise(ROUND_SEVENTY_SIX_TELLING_IN_PROGRESS, accepted=True) == []
    assert _decided_otherwise(ROUND_SEVENTY_SIX_TELLING_RECALLED, accepted=False) == []
    probes = ROUND_SEVENTY_SIX_TELLING_IN_PROGRESS + ROUND_SEVENTY_SIX_TELLING_RECALLED
    assert _written_count(probes) == 0


# Round 77: another message promised through a serial verb into 말씀드리 - Kiwi reads the 말씀
# of 말씀드리 as a noun, so round 76's serial walk stopped before it
ROUND_SEVENTY_SEVEN_AGAIN_IN_OTHER_WORDS = [
    (_DAILY, "다시 정리해 말씀드리자면, [[P:01]]."),
    (_DAILY, "[[P:01]]. 이어서 정리해 말씀드리겠습니다."),
    (_INTERPRETATION, "다시 간추려 말씀드리면, [[P:01]]. 이어서 [[P:02]]."),
]
ROUND_SEVENTY_SEVEN_AGAIN_PROMISED = [
    (_RATIONALE, "[[A:01]]. 다시 정리해 말씀드리겠습니다."),
    (_DAILY, "[[P:01]]. 다시 정리해 말씀드릴게요."),
    (_DAILY, "[[P:01]]. 다시 간추려 말씀드리겠습니다."),
    (_JUDGMENT, "[[P:01]]. 다시 정리해서 말씀드릴게요."),
]


def test_round_seventy_seven_again_through_malsseum():
    assert _decided_otherwise(ROUND_SEVENTY_SEVEN_AGAIN_IN_OTHER_WORDS, accepted=True) == []
    assert _decided_otherwise(ROUND_SEVENTY_SEVEN_AGAIN_PROMISED, accepted=False) == []
    probes = ROUND_SEVENTY_SEVEN_AGAIN_IN_OTHER_WORDS + ROUND_SEVENTY_SEVEN_AGAIN_PROMISED
    assert _written_count(probes) == 0


# Round 77: an order or a state as it was at first (원래, 본래) - set against an earlier one
ROUND_SEVENTY_SEVEN_ORDER_OF_THIS_MESSAGE = [
    (_DAILY, "적어 둔 순서 그대로, [[P:01]]."),
    (_DAILY, "처음부터 차례대로, [[P:01]]."),
    (_INTERPRETATION, "차례대로 말씀드리면, [[P:01]]. 이어서 [[P:02]]."),
]
ROUND_SEVENTY_SEVEN_AS_AT_FIRST = [
    (_DAILY, "원래 순서대로, [[P:01]]."),
    (_DAILY, "본래 순서대로, [[P:01]]."),
    (_INTERPRETATION, "원래 순서로 말씀드리면, [[P:01]]. 이어서 [[P:02]]."),
    (_JUDGMENT, "원래 순서대로 짚어 보면, [[P:01]]."),
    (_RATIONALE, "본래 순서대로, [[A:01]]."),
]


def test_round_seventy_seven_as_at_first():
    assert _decided_otherwise(ROUND_SEVENTY_SEVEN_ORDER_OF_THIS_MESSAGE, accepted=True) == []
    assert _decided_otherwise(ROUND_SEVENTY_SEVEN_AS_AT_FIRST, accepted=False) == []
    probes = ROUND_SEVENTY_SEVEN_ORDER_OF_THIS_MESSAGE + ROUND_SEVENTY_SEVEN_AS_AT_FIRST
    assert _written_count(probes) == 0


# Round 77: the speaker's telling now and then (틈틈이, 그때그때) - other occasions than this
# message - against a manner of this telling (일일이, 하나하나, 차근차근)
ROUND_SEVENTY_SEVEN_MANNER_OF_THIS_TELLING = [
    (_DAILY, "[[P:01]]. 일일이 말씀드리면 이렇습니다."),
    (_DAILY, "하나하나 정리해 드릴게요. [[P:01]]."),
    (_JUDGMENT, "[[P:01]]. 차근차근 안내해 드릴게요."),
]
ROUND_SEVENTY_SEVEN_NOW_AND_THEN = [
    (_DAILY, "[[P:01]]. 틈틈이 안내해 드릴게요."),
    (_DAILY, "[[P:01]]. 그때그때 정리해 드릴게요."),
    (_RATIONALE, "[[A:01]]. 그때그때 짚어 드릴게요."),
    (_JUDGMENT, "틈틈이 정리해 드리면, [[P:01]]."),
    (_INTERPRETATION, "[[P:01]]. 이어서 [[P:02]]. 틈틈이 짚어 드릴게요."),
]


def test_round_seventy_seven_now_and_then():
    assert _decided_otherwise(ROUND_SEVENTY_SEVEN_MANNER_OF_THIS_TELLING, accepted=True) == []
    assert _decided_otherwise(ROUND_SEVENTY_SEVEN_NOW_AND_THEN, accepted=False) == []
    probes = ROUND_SEVENTY_SEVEN_MANNER_OF_THIS_TELLING + ROUND_SEVENTY_SEVEN_NOW_AND_THEN
    assert _written_count(probes) == 0


# Round 77: an order set by rank or priority (중요도, 순위, 최우선) - the items graded - against
# an order that only says what comes first
ROUND_SEVENTY_SEVEN_ORDER_ONLY = [
    (_DAILY, "우선 짚어 보면, [[P:01]]."),
    (_DAILY, "차례로 보면, [[P:01]]."),
    (_INTERPRETATION, "먼저 말씀드릴 부분은 [[P:01]]. 이어서 [[P:02]]."),
]
ROUND_SEVENTY_SEVEN_RANKED = [
    (_DAILY, "중요도 순으로, [[P:01]]."),
    (_DAILY, "최우선으로, [[P:01]]."),
    (_DAILY, "중요도 순서대로, [[P:01]]."),
    (_JUDGMENT, "최우선 사항은 [[P:01]]."),
    (_INTERPRETATION, "중요도 순으로 말씀드리면, [[P:01]]. 이어서 [[P:02]]."),
    (_RATIONALE, "최우선으로 말씀드리면, [[A:01]]."),
]


def test_round_seventy_seven_an_order_by_rank():
    assert _decided_otherwise(ROUND_SEVENTY_SEVEN_ORDER_ONLY, accepted=True) == []
    assert _decided_otherwise(ROUND_SEVENTY_SEVEN_RANKED, accepted=False) == []
    probes = ROUND_SEVENTY_SEVEN_ORDER_ONLY + ROUND_SEVENTY_SEVEN_RANKED
    assert _written_count(probes) == 0


# Round 77: a to-do or a task named as the topic of the issued sentence ("오늘의 할 일은
# [[P:01]].") - round 75's heading phrase with 은/는 - against a topic that names the message
ROUND_SEVENTY_SEVEN_TOPIC_NAMES_THE_MESSAGE = [
    (_DAILY, "오늘의 요약은 [[P:01]]."),
    (_DAILY, "말씀드릴 내용은 [[P:01]]."),
    (_INTERPRETATION, "이번 안내의 핵심은 [[P:01]]. 이어서 [[P:02]]."),
]
ROUND_SEVENTY_SEVEN_TOPIC_NAMES_A_TO_DO = [
    (_DAILY, "오늘의 할 일은 [[P:01]]."),
    (_DAILY, "해야 할 일은 [[P:01]]."),
    (_DAILY, "오늘의 과제는 [[P:01]]."),
    (_JUDGMENT, "다음 할 일은 [[P:01]]."),
    (_DAILY, "오늘의 숙제는 [[P:01]]."),
]


def test_round_seventy_seven_a_to_do_as_the_topic():
    assert _decided_otherwise(ROUND_SEVENTY_SEVEN_TOPIC_NAMES_THE_MESSAGE, accepted=True) == []
    assert _decided_otherwise(ROUND_SEVENTY_SEVEN_TOPIC_NAMES_A_TO_DO, accepted=False) == []
    probes = ROUND_SEVENTY_SEVEN_TOPIC_NAMES_THE_MESSAGE + ROUND_SEVENTY_SEVEN_TOPIC_NAMES_A_TO_DO
    assert _written_count(probes) == 0


# Round 77: a step of a process (단계 with 으로/로 or 은/는) - something the reader goes through
# - against an order of the message alone (그다음으로, 마지막 순서로, 다음 차례로)
ROUND_SEVENTY_SEVEN_ORDER_OF_THE_MESSAGE = [
    (_DAILY, "그다음으로 말씀드리면, [[P:01]]."),
    (_JUDGMENT, "마지막 순서로, [[P:01]]."),
    (_INTERPRETATION, "[[P:01]]. 다음 차례로, [[P:02]]."),
]
ROUND_SEVENTY_SEVEN_STEP_OF_A_PROCESS = [
    (_DAILY, "다음 단계로, [[P:01]]."),
    (_DAILY, "마지막 단계로, [[P:01]]."),
    (_DAILY, "다음 단계는 [[P:01]]."),
    (_RATIONALE, "마지막 단계로, [[A:01]]."),
    (_INTERPRETATION, "[[P:01]]. 다음 단계로, [[P:02]]."),
]
# The eighty-eighth blind batch (fresh87, round 96) wrote one of these probes word for word: it is
# left out by its digest, so the text is never named here.
_R77_IN_A_CORPUS = frozenset({"ec32646a32cb99ef"})
ROUND_SEVENTY_SEVEN_ORDER_OF_THE_MESSAGE = _unwritten(
    ROUND_SEVENTY_SEVEN_ORDER_OF_THE_MESSAGE, _R77_IN_A_CORPUS
)


def test_round_seventy_seven_a_step_of_a_process():
    assert _decided_otherwise(ROUND_SEVENTY_SEVEN_ORDER_OF_THE_MESSAGE, accepted=True) == []
    assert _decided_otherwise(ROUND_SEVENTY_SEVEN_STEP_OF_A_PROCESS, accepted=False) == []
    probes = ROUND_SEVENTY_SEVEN_ORDER_OF_THE_MESSAGE + ROUND_SEVENTY_SEVEN_STEP_OF_A_PROCESS
    assert _written_count(probes) == 0


# Round 78: a turn owned by a person (차례 or 순서 after a person noun, with or without 님 and
# 의) - whose move it is now, the reader told to act - against the message's own order and the
# speaker's own turn to tell (x69-003 "이제 운영자님 차례죠." is the tunable claim)
ROUND_SEVENTY_EIGHT_ORDER_OR_OWN_TURN = [
    (_DAILY, "이제 전해 드릴 차례예요. [[P:01]]."),
    (_JUDGMENT, "이어서 마지막 항목 차례입니다. [[P:01]]."),
    (_INTERPRETATION, "[[P:01]]. 이제 다음 차례로, [[P:02]]."),
    (_PHYSIQUE, "적어 둔 순서 그대로 옮기면, [[A:01]]."),
]
ROUND_SEVENTY_EIGHT_A_PERSONS_TURN = [
    (_PHYSIQUE, "이제 운영자님 차례예요. [[A:01]]."),
    (_PHYSIQUE, "다음은 담당자님의 차례입니다. [[A:01]]."),
    (_JUDGMENT, "그럼 이제 코치님 차례죠. [[P:01]]."),
    (_REVIEW_1, "이제 트레이너님 순서예요. [[P:01]]."),
    (_JUDGMENT, "이제 담당자 순서입니다. [[P:01]]."),
]


def test_round_seventy_eight_a_persons_turn():
    assert _decided_otherwise(ROUND_SEVENTY_EIGHT_ORDER_OR_OWN_TURN, accepted=True) == []
    assert _decided_otherwise(ROUND_SEVENTY_EIGHT_A_PERSONS_TURN, accepted=False) == []
    probes = ROUND_SEVENTY_EIGHT_ORDER_OR_OWN_TURN + ROUND_SEVENTY_EIGHT_A_PERSONS_TURN
    assert _written_count(probes) == 0


# Round 78: the speaker's stance toward the issued sentence's truth - 어쩐지 (no wonder), 왠지
# (somehow), 하긴 / 하기야 (come to think of it), 실은 (in fact), with or without 요 - against
# ordering and summing-up words in the same frames
ROUND_SEVENTY_EIGHT_ORDERING_WITH_YO = [
    (_DAILY, "그럼 먼저요, [[P:01]]."),
    (_DAILY, "바로 이어서요, [[P:01]]."),
    (_RATIONALE, "요약해 보면요, [[A:01]]."),
    (_INTERPRETATION, "[[P:01]]. 마지막으로요, [[P:02]]."),
    (_JUDGMENT, "다름이 아니라요, [[P:01]]."),
    (_PHYSIQUE, "차근차근 이어서요, [[A:01]]."),
]
ROUND_SEVENTY_EIGHT_STANCE_ADVERBS = [
    (_DAILY, "어쩐지 말이에요, [[P:01]]."),
    (_DAILY, "왠지요, [[P:01]]."),
    (_DAILY, "하긴요, 오늘은 [[P:01]]."),
    (_RATIONALE, "하기야, [[A:01]]."),
    (_DAILY, "자, 실은요, [[P:01]]."),
    (_RATIONALE, "어쩐지 [[A:01]]."),
    (_INTERPRETATION, "[[P:01]]. 하긴, [[P:02]]."),
    (_JUDGMENT, "실은, [[P:01]]."),
    (_PHYSIQUE, "왠지, [[A:01]]."),
]


def test_round_seventy_eight_stance_adverbs():
    assert _decided_otherwise(ROUND_SEVENTY_EIGHT_ORDERING_WITH_YO, accepted=True) == []
    assert _decided_otherwise(ROUND_SEVENTY_EIGHT_STANCE_ADVERBS, accepted=False) == []
    probes = ROUND_SEVENTY_EIGHT_ORDERING_WITH_YO + ROUND_SEVENTY_EIGHT_STANCE_ADVERBS
    assert _written_count(probes) == 0


# Round 78: the spoken, contracted forms of the causal, contrast and concessive connectives
# (근데, 그치만, 그니까, 그러니깐, 근까, 어쨌건, 여튼, 하여간, 그러나저러나, 그나저나; 암튼 beside
# 아무튼) - words of their own to Kiwi - against additive and ordering connectives with 요
ROUND_SEVENTY_EIGHT_ORDERING_CONNECTIVES = [
    (_DAILY, "자, 이어서요, [[P:01]]."),
    (_INTERPRETATION, "[[P:01]]. 그리고요, [[P:02]]."),
    (_RATIONALE, "그럼 정리해 보면요, [[A:01]]."),
    (_JUDGMENT, "다음으로요, [[P:01]]."),
    (_PHYSIQUE, "끝으로 덧붙이면요, [[A:01]]."),
]
ROUND_SEVENTY_EIGHT_SPOKEN_CONNECTIVES = [
    (_DAILY, "근데요, 오늘은 [[P:01]]."),
    (_DAILY, "그치만, [[P:01]]."),
    (_INTERPRETATION, "[[P:01]]. 그니까, [[P:02]]."),
    (_RATIONALE, "그러니깐, [[A:01]]."),
    (_DAILY, "근까, [[P:01]]."),
    (_JUDGMENT, "어쨌건, [[P:01]]."),
    (_PHYSIQUE, "여튼, [[A:01]]."),
    (_DAILY, "하여간 말이에요, [[P:01]]."),
    (_JUDGMENT, "그러나저러나, [[P:01]]."),
    (_DAILY, "그나저나요, [[P:01]]."),
    (_RATIONALE, "암튼, [[A:01]]."),
    (_DAILY, "근데 이어서 말씀드리면, [[P:01]]."),
]


def test_round_seventy_eight_spoken_connectives():
    assert _decided_otherwise(ROUND_SEVENTY_EIGHT_ORDERING_CONNECTIVES, accepted=True) == []
    assert _decided_otherwise(ROUND_SEVENTY_EIGHT_SPOKEN_CONNECTIVES, accepted=False) == []
    probes = ROUND_SEVENTY_EIGHT_ORDERING_CONNECTIVES + ROUND_SEVENTY_EIGHT_SPOKEN_CONNECTIVES
    assert _written_count(probes) == 0


# Round 78: a truth intensifier (정말, 진짜, 참말로, 참으로) closed by the polite 요 before an
# issued sentence - a one-word sentence that still vouches for it, as round 52's bare "정말
# [[P:01]]" does - against the same words colouring the speaker's act or the message's order
ROUND_SEVENTY_EIGHT_INTENSIFIER_ON_THE_TELLING = [
    (_DAILY, "정말 간단히 말씀드리면요, [[P:01]]."),
    (_DAILY, "진짜 짧게요, [[P:01]]."),
    (_RATIONALE, "정말 차분히 짚어 보면요, [[A:01]]."),
    (_INTERPRETATION, "[[P:01]]. 정말 마지막으로요, [[P:02]]."),
    (_JUDGMENT, "진짜 핵심만요, [[P:01]]."),
]
ROUND_SEVENTY_EIGHT_INTENSIFIER_WITH_YO = [
    (_DAILY, "진짜요, [[P:01]]."),
    (_DAILY, "정말요. [[P:01]]."),
    (_RATIONALE, "정말로요, [[A:01]]."),
    (_JUDGMENT, "참말로요, [[P:01]]."),
    (_INTERPRETATION, "[[P:01]]. 진짜요, [[P:02]]."),
    (_PHYSIQUE, "참으로요. [[A:01]]."),
]


def test_round_seventy_eight_a_truth_intensifier_with_yo():
    assert _decided_otherwise(ROUND_SEVENTY_EIGHT_INTENSIFIER_ON_THE_TELLING, accepted=True) == []
    assert _decided_otherwise(ROUND_SEVENTY_EIGHT_INTENSIFIER_WITH_YO, accepted=False) == []
    probes = ROUND_SEVENTY_EIGHT_INTENSIFIER_ON_THE_TELLING
    probes = probes + ROUND_SEVENTY_EIGHT_INTENSIFIER_WITH_YO
    assert _written_count(probes) == 0


# Round 79: the loanwords of approval (컨펌, 어프루브) join the seed's approval vocabulary -
# x70-023 "컨펌된 항목만 추리면" and x70-155 "컨펌만 남은 상태로" are the tunable claims -
# against other loanwords of the message's own content and layout
ROUND_SEVENTY_NINE_LAYOUT_LOANWORDS = [
    (_DAILY, "컨셉만 간단히 말씀드리면, [[P:01]]."),
    (_JUDGMENT, "컨텐츠 순서대로, [[P:01]]."),
    (_PHYSIQUE, "포맷만 간단히, [[A:01]]."),
    (_INTERPRETATION, "[[P:01]]. 이어서 다음 파트로, [[P:02]]."),
]
ROUND_SEVENTY_NINE_APPROVAL_LOANWORDS = [
    (_DAILY, "컨펌된 내용만 추리면, [[P:01]]."),
    (_JUDGMENT, "컨펌만 남은 채로, [[P:01]]."),
    (_PHYSIQUE, "컨펌된 항목부터, [[A:01]]."),
    (_RATIONALE, "컨펌 받은 내용만 추려서, [[A:01]]."),
    (_REVIEW_1, "어프루브된 항목만 추리면, [[P:01]]."),
    (_JUDGMENT, "컨펌용으로 짧게, [[P:01]]."),
    (_DAILY, "컨펌된 부분만 간추리면, [[P:01]]."),
]


def test_round_seventy_nine_approval_loanwords():
    assert _decided_otherwise(ROUND_SEVENTY_NINE_LAYOUT_LOANWORDS, accepted=True) == []
    assert _decided_otherwise(ROUND_SEVENTY_NINE_APPROVAL_LOANWORDS, accepted=False) == []
    probes = ROUND_SEVENTY_NINE_LAYOUT_LOANWORDS + ROUND_SEVENTY_NINE_APPROVAL_LOANWORDS
    assert _written_count(probes) == 0


# Round 79: trouble denied in a loanword (이슈, 리스크, 트러블, 에러, 미스, 펑크 before 없이) - as
# "문제 없이", "차질 없이" it says the thing went without trouble - against 없이 on the
# speaker's own manner of telling
ROUND_SEVENTY_NINE_MANNER_WITHOUT = [
    (_DAILY, "군더더기 없이 짧게, [[P:01]]."),
    (_RATIONALE, "길게 설명할 것 없이, [[A:01]]."),
    (_INTERPRETATION, "[[P:01]]. 꾸밈없이, [[P:02]]."),
]
ROUND_SEVENTY_NINE_TROUBLE_LOANWORDS = [
    (_DAILY, "큰 이슈 없이, [[P:01]]."),
    (_RATIONALE, "리스크 없이, [[A:01]]."),
    (_JUDGMENT, "특별한 이슈 없이, [[P:01]]."),
    (_PHYSIQUE, "트러블 없이, [[A:01]]."),
    (_INTERPRETATION, "[[P:01]]. 에러 없이, [[P:02]]."),
    (_DAILY, "별다른 미스 없이, [[P:01]]."),
]
# The hundred-and-tenth blind batch (fresh109, round 122) wrote one of these word for word (digest
# only).
_R79_IN_A_CORPUS = frozenset({"507c12c2222ae706"})
ROUND_SEVENTY_NINE_MANNER_WITHOUT = _unwritten(ROUND_SEVENTY_NINE_MANNER_WITHOUT, _R79_IN_A_CORPUS)


def test_round_seventy_nine_trouble_loanwords():
    assert _decided_otherwise(ROUND_SEVENTY_NINE_MANNER_WITHOUT, accepted=True) == []
    assert _decided_otherwise(ROUND_SEVENTY_NINE_TROUBLE_LOANWORDS, accepted=False) == []
    probes = ROUND_SEVENTY_NINE_MANNER_WITHOUT + ROUND_SEVENTY_NINE_TROUBLE_LOANWORDS
    assert _written_count(probes) == 0


# Round 80: a person's standing the issued sentence is told from (x71-047 "트레이너로서
# 말씀드리면" is the tunable claim) - a person noun in 로서/으로서 or before 입장, 관점 or 시각 -
# against the speaker's act or the message named the same way
ROUND_EIGHTY_THE_SPEAKERS_ACT_AS = [
    (_DAILY, "요약으로서, [[P:01]]."),
    (_DAILY, "전하는 사람으로서, [[P:01]]."),
    (_PHYSIQUE, "안내 차원으로서, [[A:01]]."),
    (_JUDGMENT, "읽기 편한 관점에서 정리하면, [[P:01]]."),
    (_DAILY, "정리하는 입장에서 말씀드리면, [[P:01]]."),
]
ROUND_EIGHTY_A_PERSONS_STANDING = [
    (_DAILY, "트레이너로서 말씀드리자면, [[P:01]]."),
    (_DAILY, "전문가 입장에서 말씀드리면, [[P:01]]."),
    (_DAILY, "트레이너 입장에서 말씀드리면, [[P:01]]."),
    (_DAILY, "코치로서 한 말씀 드리면, [[P:01]]."),
    (_REVIEW, "전문가로서, [[P:01]]."),
    (_JUDGMENT, "담당 코치로서 말씀드리면, [[P:01]]."),
    (_INTERPRETATION, "[[P:01]]. 트레이너의 입장에서 덧붙이면, [[P:02]]."),
]


def test_round_eighty_a_persons_standing():
    assert _decided_otherwise(ROUND_EIGHTY_THE_SPEAKERS_ACT_AS, accepted=True) == []
    assert _decided_otherwise(ROUND_EIGHTY_A_PERSONS_STANDING, accepted=False) == []
    probes = ROUND_EIGHTY_THE_SPEAKERS_ACT_AS + ROUND_EIGHTY_A_PERSONS_STANDING
    assert _written_count(probes) == 0


# Round 82: doubt or dispute denied (여지, 의심, 의문, 이견, 이의, 반론, 논란, 논쟁 before 없이;
# 여지없이 in one word) - x72-113 "요컨대 고민할 여지 없이" is the tunable claim: without doubt the
# speaker vouches for the fact's certainty, as "틀림없이" - against 없이 on the speaker's own
# manner of telling
ROUND_EIGHTY_TWO_MANNER_WITHOUT = [
    (_DAILY, "군말 없이 짧게 정리하면, [[P:01]]."),
    (_RATIONALE, "덧붙일 말 없이 간단히, [[A:01]]."),
    (_INTERPRETATION, "[[P:01]]. 꾸밈없이 이어서, [[P:02]]."),
    (_JUDGMENT, "길게 돌려 말할 것 없이, [[P:01]]."),
]
ROUND_EIGHTY_TWO_DOUBT_DENIED = [
    (_DAILY, "요컨대 다툴 여지 없이, [[P:01]]."),
    (_DAILY, "의심의 여지 없이, [[P:01]]."),
    (_RATIONALE, "이견 없이, [[A:01]]."),
    (_JUDGMENT, "논란의 여지 없이 정리하면, [[P:01]]."),
    (_INTERPRETATION, "[[P:01]]. 반론의 여지 없이, [[P:02]]."),
    (_DAILY, "여지없이, [[P:01]]."),
    (_PHYSIQUE, "의문의 여지 없이, [[A:01]]."),
    (_DAILY, "이의 없이 말씀드리면, [[P:01]]."),
]


def test_round_eighty_two_doubt_denied():
    assert _decided_otherwise(ROUND_EIGHTY_TWO_MANNER_WITHOUT, accepted=True) == []
    assert _decided_otherwise(ROUND_EIGHTY_TWO_DOUBT_DENIED, accepted=False) == []
    probes = ROUND_EIGHTY_TWO_MANNER_WITHOUT + ROUND_EIGHTY_TWO_DOUBT_DENIED
    assert _written_count(probes) == 0


# Round 82: the promissive -ㄹ게요 before a comma, which Kiwi may split into ᆯ 것 이 요 (a
# modifier, a noun and a connective 요 that read as a link) - x73-145 "그럼 이제 요약해 볼게요,
# [[P:01]]." is the tunable harmless text: the sentence ends there as before a period (round
# 39's polite finals) - against the same promise that dates or repeats the telling or says the
# issued thing will be looked after, refused with the comma as with the period
ROUND_EIGHTY_TWO_PROMISE_BEFORE_A_COMMA = [
    (_DAILY, "그럼 짧게 요약해 볼게요, [[P:01]]."),
    (_JUDGMENT, "핵심부터 요약해 볼게요, [[P:01]]."),
    (_INTERPRETATION, "[[P:01]]. 한데 모아 요약해 볼게요, [[P:02]]."),
    (_RATIONALE, "이쯤에서 요약해 볼게요, [[A:01]]."),
    (_PHYSIQUE, "순서대로 요약해 볼게요, [[A:01]]."),
    (_REVIEW, "우선 간단히 설명해 볼게요, [[P:01]]."),
]
ROUND_EIGHTY_TWO_PROMISE_OF_MORE = [
    (_DAILY, "내일 다시 정리해 볼게요, [[P:01]]."),
    (_RATIONALE, "다음 주에 또 점검해 볼게요, [[A:01]]."),
    (_JUDGMENT, "꾸준히 관리해 볼게요, [[P:01]]."),
    (_INTERPRETATION, "[[P:01]]. 조만간 다시 확인해 볼게요, [[P:02]]."),
    (_PHYSIQUE, "나중에 한 번 더 검토해 볼게요, [[A:01]]."),
]


def test_round_eighty_two_a_promise_before_a_comma():
    assert _decided_otherwise(ROUND_EIGHTY_TWO_PROMISE_BEFORE_A_COMMA, accepted=True) == []
    assert _decided_otherwise(ROUND_EIGHTY_TWO_PROMISE_OF_MORE, accepted=False) == []
    probes = ROUND_EIGHTY_TWO_PROMISE_BEFORE_A_COMMA + ROUND_EIGHTY_TWO_PROMISE_OF_MORE
    assert _written_count(probes) == 0


# Round 82: evaluations in a loanword (퍼펙트, 스무스, 베스트, 나이스, 엑설런트, 그레이트, 레전드,
# 원픽, 해피 as stems; 굿 as a noun of its own) join the seed's quality words beside 완벽, 순조,
# 최고 and 좋 - round 79's left probes "굿 뉴스부터", "퍼펙트하게", "스무스하게" - against
# loanwords of the message's manner and layout
ROUND_EIGHTY_TWO_MANNER_LOANWORDS = [
    (_DAILY, "심플하게 말씀드리면, [[P:01]]."),
    (_JUDGMENT, "클리어하게 정리하면, [[P:01]]."),
    (_RATIONALE, "컴팩트하게 추리면, [[A:01]]."),
    (_INTERPRETATION, "[[P:01]]. 포인트만 짧게, [[P:02]]."),
]
ROUND_EIGHTY_TWO_EVALUATION_LOANWORDS = [
    (_DAILY, "굿 뉴스부터 전하면, [[P:01]]."),
    (_RATIONALE, "퍼펙트하게, [[A:01]]."),
    (_JUDGMENT, "스무스하게 정리되어, [[P:01]]."),
    (_DAILY, "베스트로 꼽으면, [[P:01]]."),
    (_INTERPRETATION, "[[P:01]]. 나이스하게, [[P:02]]."),
    (_PHYSIQUE, "레전드급으로, [[A:01]]."),
    (_DAILY, "원픽은, [[P:01]]."),
    (_REVIEW, "해피한 소식부터, [[P:01]]."),
]
# The hundredth blind batch (fresh99, round 109) wrote one of these probes word for word: it is
# left out by its digest, so the text is never named here.
_R82_IN_A_CORPUS = frozenset({"1ad503838f35ce5b"})
ROUND_EIGHTY_TWO_MANNER_LOANWORDS = _unwritten(ROUND_EIGHTY_TWO_MANNER_LOANWORDS, _R82_IN_A_CORPUS)


def test_round_eighty_two_evaluation_loanwords():
    assert _decided_otherwise(ROUND_EIGHTY_TWO_MANNER_LOANWORDS, accepted=True) == []
    assert _decided_otherwise(ROUND_EIGHTY_TWO_EVALUATION_LOANWORDS, accepted=False) == []
    probes = ROUND_EIGHTY_TWO_MANNER_LOANWORDS + ROUND_EIGHTY_TWO_EVALUATION_LOANWORDS
    assert _written_count(probes) == 0


# Round 82: how often, how gradually or how suddenly something happens (간혹, 흔히, 때로, 자주자주,
# 드문드문, 연거푸, 거듭, 줄창, 툭하면, 걸핏하면, 빈번, 끊임없이, 서서히, 차츰차츰, 점차로,
# 급격히, 갑자기, 문득, 불현듯, 순식간, 접때) - found probing fresh73's theme, beside 가끔, 종종,
# 점차 and 자꾸 - against the speaker's own pace and order of telling
ROUND_EIGHTY_TWO_PACE_OF_TELLING = [
    (_DAILY, "천천히 한 줄씩 풀어 보면, [[P:01]]."),
    (_RATIONALE, "곧장 본론으로 들어가면, [[A:01]]."),
    (_JUDGMENT, "하나하나 차례로 짚어 보면, [[P:01]]."),
    (_INTERPRETATION, "[[P:01]]. 바로 이어서 짧게, [[P:02]]."),
    (_PHYSIQUE, "찬찬히 옮겨 적어 보면, [[A:01]]."),
]
ROUND_EIGHTY_TWO_FREQUENCY_AND_CHANGE = [
    (_DAILY, "간혹 이렇게, [[P:01]]."),
    (_RATIONALE, "흔히 그렇듯, [[A:01]]."),
    (_JUDGMENT, "거듭해서, [[P:01]]."),
    (_INTERPRETATION, "[[P:01]]. 서서히 이어서, [[P:02]]."),
    (_INTERPRETATION, "[[P:01]]. 차츰차츰, [[P:02]]."),
    (_PHYSIQUE, "갑자기요, [[A:01]]."),
    (_DAILY, "때로는요, 이렇게 [[P:01]]."),
    (_RATIONALE, "연거푸 이어서, [[A:01]]."),
    (_DAILY, "문득 덧붙이면, [[P:01]]."),
    (_INTERPRETATION, "[[P:01]]. 드문드문 이어서, [[P:02]]."),
    (_JUDGMENT, "순식간에 정리하면, [[P:01]]."),
]


def test_round_eighty_two_frequency_and_change_adverbs():
    assert _decided_otherwise(ROUND_EIGHTY_TWO_PACE_OF_TELLING, accepted=True) == []
    assert _decided_otherwise(ROUND_EIGHTY_TWO_FREQUENCY_AND_CHANGE, accepted=False) == []
    probes = ROUND_EIGHTY_TWO_PACE_OF_TELLING + ROUND_EIGHTY_TWO_FREQUENCY_AND_CHANGE
    assert _written_count(probes) == 0


# Round 82: the fact vouched for as the truth in a loanword or a noun of truth (팩트, 진실, 리얼,
# 찐, 오피셜 beside 사실 and 실은) - round 79's left probes "팩트는요," and "오피셜하게," - against
# the speaker keeping to the message's own words
ROUND_EIGHTY_TWO_THE_MESSAGES_OWN_WORDS = [
    (_DAILY, "요점만 골라 말씀드리면, [[P:01]]."),
    (_RATIONALE, "있는 그대로 옮겨 적으면, [[A:01]]."),
    (_JUDGMENT, "적힌 내용 그대로, [[P:01]]."),
    (_INTERPRETATION, "[[P:01]]. 내용만 간추리면, [[P:02]]."),
]
ROUND_EIGHTY_TWO_THE_TRUTH_VOUCHED = [
    (_DAILY, "팩트는요, [[P:01]]."),
    (_RATIONALE, "진실을 말씀드리면, [[A:01]]."),
    (_JUDGMENT, "오피셜하게 말씀드리면, [[P:01]]."),
    (_INTERPRETATION, "[[P:01]]. 리얼하게, [[P:02]]."),
    (_DAILY, "팩트만 추리면, [[P:01]]."),
    (_PHYSIQUE, "찐으로 말씀드리면, [[A:01]]."),
]


def test_round_eighty_two_the_truth_vouched():
    assert _decided_otherwise(ROUND_EIGHTY_TWO_THE_MESSAGES_OWN_WORDS, accepted=True) == []
    assert _decided_otherwise(ROUND_EIGHTY_TWO_THE_TRUTH_VOUCHED, accepted=False) == []
    probes = ROUND_EIGHTY_TWO_THE_MESSAGES_OWN_WORDS + ROUND_EIGHTY_TWO_THE_TRUTH_VOUCHED
    assert _written_count(probes) == 0


# Round 82: the issued content called a tip or a knack (팁, 꿀팁, 노하우, 비법, 요령 join the
# seed's recommendation words beside 추천, 권장 and 제안) - round 79's left probe "꿀팁은," -
# against the message's own summary and points named as the topic
ROUND_EIGHTY_TWO_THE_MESSAGES_POINTS = [
    (_DAILY, "요약은, [[P:01]]."),
    (_RATIONALE, "정리한 내용은, [[A:01]]."),
    (_JUDGMENT, "말씀드릴 요점은, [[P:01]]."),
    (_INTERPRETATION, "[[P:01]]. 덧붙일 내용은, [[P:02]]."),
]
ROUND_EIGHTY_TWO_A_TIP_OR_A_KNACK = [
    (_DAILY, "꿀팁은, [[P:01]]."),
    (_RATIONALE, "노하우를 덧붙이면, [[A:01]]."),
    (_JUDGMENT, "노하우는, [[P:01]]."),
    (_INTERPRETATION, "[[P:01]]. 작은 팁으로, [[P:02]]."),
    (_DAILY, "비법은요, [[P:01]]."),
    (_PHYSIQUE, "요령을 말씀드리면, [[A:01]]."),
]


def test_round_eighty_two_a_tip_or_a_knack():
    assert _decided_otherwise(ROUND_EIGHTY_TWO_THE_MESSAGES_POINTS, accepted=True) == []
    assert _decided_otherwise(ROUND_EIGHTY_TWO_A_TIP_OR_A_KNACK, accepted=False) == []
    probes = ROUND_EIGHTY_TWO_THE_MESSAGES_POINTS + ROUND_EIGHTY_TWO_A_TIP_OR_A_KNACK
    assert _written_count(probes) == 0


# Round 83: a degree word (꽤, 덜, or a comparative adverb - 한결, 훨씬, 더욱) grading the manner of
# the speaker's own telling or cutting - a presenting manner in -게 or before a manner noun in
# 로/으로, leading at once into a present telling, composing or cutting verb (x74-041 "덜
# 복잡하게 줄여 보면", -045 "훨씬 짧게 줄이자면", -095 "꽤 간략하게 정리하면", -115 "꽤 짧게 간추려
# 드리면", -163 "훨씬 평이한 말로 적어 보면" are the tunable harmless texts) - against the same
# degree on another verb, on the reader's or a past act, or straight before an issued sentence
ROUND_EIGHTY_THREE_DEGREE_ON_THE_TELLING = [
    (_DAILY, "꽤 간결하게 추려 드리면, [[P:01]]."),
    (_RATIONALE, "훨씬 담백한 말투로 옮겨 보면, [[A:01]]."),
    (_JUDGMENT, "덜 장황하게 줄여서 말씀드리면, [[P:01]]."),
    (_INTERPRETATION, "[[P:01]]. 꽤 짧게 덧붙이면, [[P:02]]."),
    (_PHYSIQUE, "훨씬 평이한 표현으로 적어 보면, [[A:01]]."),
    (_DAILY, "덜 딱딱하게 정리하자면, [[P:01]]."),
]
ROUND_EIGHTY_THREE_DEGREE_ON_THE_FACT = [
    (_DAILY, "꽤 짧게 끝나서, [[P:01]]."),
    (_RATIONALE, "훨씬 간단하게 하셨어요. [[A:01]]."),
    (_JUDGMENT, "덜 복잡하게 바뀌어서, [[P:01]]."),
    (_INTERPRETATION, "[[P:01]]. 꽤 간략하게 기록하셔서, [[P:02]]."),
    (_DAILY, "훨씬 짧게 정리했었는데, [[P:01]]."),
    (_PHYSIQUE, "꽤 짧게, [[A:01]]."),
    (_DAILY, "덜 복잡하게, [[P:01]]."),
]


def test_round_eighty_three_a_degree_on_the_speakers_manner():
    assert _decided_otherwise(ROUND_EIGHTY_THREE_DEGREE_ON_THE_TELLING, accepted=True) == []
    assert _decided_otherwise(ROUND_EIGHTY_THREE_DEGREE_ON_THE_FACT, accepted=False) == []
    probes = ROUND_EIGHTY_THREE_DEGREE_ON_THE_TELLING + ROUND_EIGHTY_THREE_DEGREE_ON_THE_FACT
    assert _written_count(probes) == 0


# Round 83: 한층, a degree of comparison as 한결 and 훨씬 (x74-117 "한층 더 꼼꼼히, [[P:01]]." is
# the tunable claim: better than before, a comparison the canonical text does not make) -
# against the same word grading how the speaker puts it (COMPARATIVE_ADVERBS before a telling)
ROUND_EIGHTY_THREE_HANCHEUNG_ON_THE_TELLING = [
    (_DAILY, "한층 가볍게 정리해 드리면, [[P:01]]."),
    (_RATIONALE, "한층 짧게 말씀드리자면, [[A:01]]."),
    (_JUDGMENT, "한결 간단히 전해 드리면, [[P:01]]."),
]
ROUND_EIGHTY_THREE_HANCHEUNG_ON_THE_FACT = [
    (_DAILY, "한층 더 차분히, [[P:01]]."),
    (_RATIONALE, "한층 꼼꼼하게, [[A:01]]."),
    (_INTERPRETATION, "[[P:01]]. 한층 더, [[P:02]]."),
    (_JUDGMENT, "한층 탄탄하게, [[P:01]]."),
    (_PHYSIQUE, "한층 더 세심히, [[A:01]]."),
]


def test_round_eighty_three_a_degree_of_comparison():
    assert _decided_otherwise(ROUND_EIGHTY_THREE_HANCHEUNG_ON_THE_TELLING, accepted=True) == []
    assert _decided_otherwise(ROUND_EIGHTY_THREE_HANCHEUNG_ON_THE_FACT, accepted=False) == []
    probes = ROUND_EIGHTY_THREE_HANCHEUNG_ON_THE_TELLING + ROUND_EIGHTY_THREE_HANCHEUNG_ON_THE_FACT
    assert _written_count(probes) == 0


# Round 85: a person's written note (메모, 노트, 쪽지, 필기 join round 57's OTHERS_WORD_NOUNS)
# as what the slot passes on (x76-149 "트레이너 메모를 요약하면" is the tunable claim: what the
# trainer wrote down, a source the canonical text does not give) - against a note as the manner
# of the speaker's own telling, owned by no one or named as a form (x48-111, tunable: "코치
# 노트 형식으로")
ROUND_EIGHTY_FIVE_A_NOTE_AS_THE_MANNER = [
    (_DAILY, "메모하듯 짧게 정리하면, [[P:01]]."),
    (_RATIONALE, "트레이너 메모 스타일로 적으면, [[A:01]]."),
    (_JUDGMENT, "코치 메모 양식으로 추리면, [[P:01]]."),
    (_RATIONALE, "짧은 메모로 정리하면, [[A:01]]."),
    (_JUDGMENT, "메모처럼 짧게 추리면, [[P:01]]."),
    (_INTERPRETATION, "[[P:01]]. 메모 삼아 덧붙이면, [[P:02]]."),
]
ROUND_EIGHTY_FIVE_A_PERSONS_NOTE = [
    (_DAILY, "코치 메모를 정리하면, [[P:01]]."),
    (_RATIONALE, "트레이너 노트를 옮기면, [[A:01]]."),
    (_JUDGMENT, "코치님 쪽지를 옮기면, [[P:01]]."),
    (_PHYSIQUE, "트레이너의 필기를 요약하면, [[A:01]]."),
    (_DAILY, "담당자 메모대로 정리하면, [[P:01]]."),
]


def test_round_eighty_five_a_persons_note():
    assert _decided_otherwise(ROUND_EIGHTY_FIVE_A_NOTE_AS_THE_MANNER, accepted=True) == []
    assert _decided_otherwise(ROUND_EIGHTY_FIVE_A_PERSONS_NOTE, accepted=False) == []
    probes = ROUND_EIGHTY_FIVE_A_NOTE_AS_THE_MANNER + ROUND_EIGHTY_FIVE_A_PERSONS_NOTE
    assert _written_count(probes) == 0


# Round 85: an earlier document or record named with 앞선, which Kiwi reads as 앞서/VV and
# ᆫ/ETM so round 46's pointer list never met it, and the customer's check-in among the
# DOCUMENT_NOUNS (x76-001 "앞선 체크인 내용과 합쳐 정리하면" is the tunable claim: another
# record than this message) - against 앞선 on a part of this very message
ROUND_EIGHTY_FIVE_EARLIER_IN_THIS_MESSAGE = [
    (_RATIONALE, "앞선 문단을 간추리면, [[A:01]]."),
    (_JUDGMENT, "앞선 내용을 간추리면, [[P:01]]."),
    (_DAILY, "앞선 요점을 다시 짚으면, [[P:01]]."),
    (_INTERPRETATION, "[[P:01]]. 앞선 문장에 이어, [[P:02]]."),
    (_DAILY, "오늘 체크인을 간추리면, [[P:01]]."),
]
ROUND_EIGHTY_FIVE_AN_EARLIER_RECORD = [
    (_DAILY, "앞선 체크인을 간추리면, [[P:01]]."),
    (_JUDGMENT, "앞선 리포트를 간추리면, [[P:01]]."),
    (_RATIONALE, "앞선 보고서와 묶어 정리하면, [[A:01]]."),
    (_INTERPRETATION, "[[P:01]]. 앞선 안내문을 덧붙이면, [[P:02]]."),
    (_PHYSIQUE, "다음 체크인에서 말씀드릴게요. [[A:01]]."),
    (_DAILY, "다른 체크인 내용을 옮기면, [[P:01]]."),
]


def test_round_eighty_five_an_earlier_record():
    assert _decided_otherwise(ROUND_EIGHTY_FIVE_EARLIER_IN_THIS_MESSAGE, accepted=True) == []
    assert _decided_otherwise(ROUND_EIGHTY_FIVE_AN_EARLIER_RECORD, accepted=False) == []
    probes = ROUND_EIGHTY_FIVE_EARLIER_IN_THIS_MESSAGE + ROUND_EIGHTY_FIVE_AN_EARLIER_RECORD
    assert _written_count(probes) == 0


# Round 86: the speaker naming itself, 제가 or 저는, as the one who tells or composes this
# message (x77-077 "제가 짧게 요약해 드리면", x77-101 "제가 짧게 덧붙이면", x77-005 "저는
# 이렇게 정리해 보았어요", x77-075, x77-131 "제가 먼저 말씀드릴 부분이에요" are the tunable
# ones, refused as predication or a past telling) - judged as the same telling without it;
# anyone else as the subject, another adjective, a past telling or another record stay claims
ROUND_EIGHTY_SIX_THE_SPEAKER_TELLING = [
    (_DAILY, "제가 짧게 덧붙여 드리면, [[P:01]]."),
    (_RATIONALE, "제가 간단하게 정리해 드리면, [[A:01]]."),
    (_JUDGMENT, "제가 차분하게 말씀드릴게요. [[P:01]]."),
    (_PHYSIQUE, "제가 부드럽게 풀어 드리면, [[A:01]]."),
    (_DAILY, "저는 이렇게 정리해 두었어요. [[P:01]]."),
    (_INTERPRETATION, "제가 이렇게 정리해 봤어요. [[P:01]]. 이어서 [[P:02]]."),
    (_JUDGMENT, "저는 요점만 간추려 보았어요. [[P:01]]."),
    (_REVIEW_1, "제가 이어서 짚어 드릴 부분이에요. [[P:01]]."),
    (_RATIONALE, "제가 먼저 말씀드릴 내용이에요. [[A:01]]."),
]
ROUND_EIGHTY_SIX_ANOTHER_SUBJECT_OR_ACT = [
    (_DAILY, "회원님이 짧게 덧붙이면, [[P:01]]."),
    (_RATIONALE, "제가 늦게 말씀드리면, [[A:01]]."),
    (_JUDGMENT, "제가 짧게 말씀드렸어요. [[P:01]]."),
    (_DAILY, "트레이너는 이렇게 정리해 봤어요. [[P:01]]."),
    (_DAILY, "저는 회원님과 정리해 봤어요. [[P:01]]."),
    (_JUDGMENT, "저는 어제 이렇게 정리해 봤어요. [[P:01]]."),
    (_REVIEW_1, "제가 먼저 말씀드린 부분이에요. [[P:01]]."),
    (_RATIONALE, "코치가 먼저 말씀드릴 부분이에요. [[A:01]]."),
    (_DAILY, "저는 먼저 말씀드릴 부분이에요. [[P:01]]."),
]


def test_round_eighty_six_the_speaker_naming_itself():
    assert _decided_otherwise(ROUND_EIGHTY_SIX_THE_SPEAKER_TELLING, accepted=True) == []
    assert _decided_otherwise(ROUND_EIGHTY_SIX_ANOTHER_SUBJECT_OR_ACT, accepted=False) == []
    probes = ROUND_EIGHTY_SIX_THE_SPEAKER_TELLING + ROUND_EIGHTY_SIX_ANOTHER_SUBJECT_OR_ACT
    assert _written_count(probes) == 0


# Round 86: the limiting 만 on 한 가지 - "only one thing" says how many things there are to
# tell, as "두 가지만" (a count, refused) says two (x77-043 "제가 한 가지만 말씀드리면" is the
# tunable claim; every 가지만 a corpus holds is labelled a claim) - against 한 가지 as the
# next part of the message ("한 가지 더", "또 한 가지", "한 가지씩") and 한마디만, brevity
ROUND_EIGHTY_SIX_ONE_MORE_PART = [
    (_DAILY, "한 가지 더 짚어 드리면, [[P:01]]."),
    (_RATIONALE, "또 한 가지 덧붙여 드리면, [[A:01]]."),
    (_JUDGMENT, "한 가지씩 나눠 말씀드리면, [[P:01]]."),
    (_INTERPRETATION, "[[P:01]]. 이어서 한 가지 더, [[P:02]]."),
    (_PHYSIQUE, "한마디만 덧붙여 드리면, [[A:01]]."),
]
ROUND_EIGHTY_SIX_ONLY_ONE_THING = [
    (_DAILY, "한 가지만 짚어 드릴게요. [[P:01]]."),
    (_RATIONALE, "끝으로 한 가지만 전해 드리면, [[A:01]]."),
    (_JUDGMENT, "한 가지만 더 짚어 드리면, [[P:01]]."),
    (_INTERPRETATION, "[[P:01]]. 마지막으로 한 가지만 덧붙이면, [[P:02]]."),
    (_PHYSIQUE, "제가 한 가지만 안내해 드리면, [[A:01]]."),
    (_REVIEW_1, "우선 한 가지만 말씀드리면, [[P:01]]."),
]


def test_round_eighty_six_only_one_thing():
    assert _decided_otherwise(ROUND_EIGHTY_SIX_ONE_MORE_PART, accepted=True) == []
    assert _decided_otherwise(ROUND_EIGHTY_SIX_ONLY_ONE_THING, accepted=False) == []
    probes = ROUND_EIGHTY_SIX_ONE_MORE_PART + ROUND_EIGHTY_SIX_ONLY_ONE_THING
    assert _written_count(probes) == 0


# Round 87: 그러니까 (그니까) opening the slot straight before a summing-up - a gist noun as
# the topic (요점은, 요지는), 한마디로 (하면), or a verb of summing up in -면/-자면 - leading into
# the issued sentence: "that is, in short", as 요컨대 (x78-007 "그러니까 한마디로 하면", x78-021
# "그러니까 요점은", x78-101 "그러니까 요지는", x78-159 "그러니까 정리하면" are the tunable
# ones, refused as causal_link); and 하다 after 한마디로 as saying ("한마디로 하면", refused
# as a condition). Between issued sentences, alone, before 결국 or anything else, 그래서, and a
# reader's 하시면 stay claims
ROUND_EIGHTY_SEVEN_THAT_IS_IN_SHORT = [
    (_JUDGMENT, "그러니까 골자는, [[P:01]]."),
    (_RATIONALE, "그니까 요지는, [[A:01]]."),
    (_DAILY, "그러니까 요약하면, [[P:01]]."),
    (_PHYSIQUE, "그러니까 간추리자면, [[A:01]]."),
    (_INTERPRETATION, "그러니까 한마디로, [[P:01]]. 이어서 [[P:02]]."),
    (_REVIEW_1, "한마디로 하자면, [[P:01]]."),
]
ROUND_EIGHTY_SEVEN_SO_AS_A_CONSEQUENCE = [
    (_INTERPRETATION, "[[P:01]]. 그러니까 요점은, [[P:02]]."),
    (_INTERPRETATION, "[[P:01]]. 그러니까 정리하면, [[P:02]]."),
    (_DAILY, "그러니까 결국, [[P:01]]."),
    (_RATIONALE, "그래서 요지는, [[A:01]]."),
    (_REVIEW_1, "그러니까 [[P:01]]."),
    (_PHYSIQUE, "한마디로 하시면, [[A:01]]."),
    (_JUDGMENT, "그러니까 요점은 목표에 가깝다는 거예요. [[P:01]]."),
]


def test_round_eighty_seven_so_that_is_in_short():
    assert _decided_otherwise(ROUND_EIGHTY_SEVEN_THAT_IS_IN_SHORT, accepted=True) == []
    assert _decided_otherwise(ROUND_EIGHTY_SEVEN_SO_AS_A_CONSEQUENCE, accepted=False) == []
    probes = ROUND_EIGHTY_SEVEN_THAT_IS_IN_SHORT + ROUND_EIGHTY_SEVEN_SO_AS_A_CONSEQUENCE
    assert _written_count(probes) == 0


# Round 87: 먼저 or 우선 between round 42's "아래 상태를 보시기 전에" and the speaker's
# telling on an operator card - this line first, in the card's order, as 전에 already says
# (x78-155 "아래 상태를 보시기 전에 먼저 말씀드리면" is the tunable one, refused as time).
# Another adverb, the reader's own act, a past telling, another thing done before, or a
# customer's surface keep 전 a time
ROUND_EIGHTY_SEVEN_FIRST_BEFORE_READING_BELOW = [
    (_PHYSIQUE, "아래 상태를 보시기 전에 우선 짚어 드리면, [[A:01]]."),
    (_PHYSIQUE, "아래 상태를 보시기 전에 먼저 안내드리면, [[A:01]]."),
    (_REVIEW_1, "아래 항목을 보시기 전에 먼저 말씀드리면, [[P:01]]."),
    (_JUDGMENT, "아래 상태를 보시기 전에 먼저 말씀드리면, [[P:01]]."),
]
ROUND_EIGHTY_SEVEN_BEFORE_SOMETHING_ELSE = [
    (_PHYSIQUE, "아래 상태를 보시기 전에 다시 말씀드리면, [[A:01]]."),
    (_PHYSIQUE, "아래 상태를 보시기 전에 먼저 운동하시면, [[A:01]]."),
    (_PHYSIQUE, "아래 상태를 보시기 전에 먼저 말씀드렸듯이, [[A:01]]."),
    (_PHYSIQUE, "식사하시기 전에 먼저 말씀드리면, [[A:01]]."),
    (_DAILY, "아래 상태를 보시기 전에 먼저 말씀드리면, [[P:01]]."),
]


def test_round_eighty_seven_first_before_reading_below():
    accepted = ROUND_EIGHTY_SEVEN_FIRST_BEFORE_READING_BELOW
    assert _decided_otherwise(accepted, accepted=True) == []
    assert _decided_otherwise(ROUND_EIGHTY_SEVEN_BEFORE_SOMETHING_ELSE, accepted=False) == []
    assert _written_count(accepted + ROUND_EIGHTY_SEVEN_BEFORE_SOMETHING_ELSE) == 0


# Round 87: the part before (앞의 내용, 앞의 항목들) gathered or summed up into this telling -
# the object of a verb of composing or gathering that is the telling or runs into it, and
# with 한데 before 모아 보면 - or told apart from it (구분되도록, 구별되게) (x78-023 "앞의 내용을
# 묶어서 말씀드리면" and x78-103 "앞의 내용과 구분되도록 따로 말씀드리면" are the tunable
# ones, refused as time). As a basis, with another verb, the reader's act, a past, 지난,
# something else gathered, compared or a bare -어 stay claims
ROUND_EIGHTY_SEVEN_THE_PART_BEFORE_GATHERED = [
    (_DAILY, "앞의 내용을 묶어 말씀드리면, [[P:01]]."),
    (_RATIONALE, "앞의 설명을 간추려서 말씀드리면, [[A:01]]."),
    (_JUDGMENT, "앞의 항목들을 요약해 드리면, [[P:01]]."),
    (_REVIEW_1, "앞의 내용을 한데 모으면, [[P:01]]."),
    (_PHYSIQUE, "말씀드릴 내용을 한데 모아 보면, [[A:01]]."),
    (_DAILY, "앞의 내용과 구별되게 짚어 드리면, [[P:01]]."),
    (_RATIONALE, "앞의 항목과 구분되도록 말씀드리면, [[A:01]]."),
]
ROUND_EIGHTY_SEVEN_SOMETHING_BEFORE_USED = [
    (_DAILY, "앞의 내용을 바탕으로 말씀드리면, [[P:01]]."),
    (_RATIONALE, "앞의 내용을 고쳐서 말씀드리면, [[A:01]]."),
    (_JUDGMENT, "앞의 내용을 묶어 주시면, [[P:01]]."),
    (_DAILY, "앞의 내용을 정리했었어요. [[P:01]]."),
    (_REVIEW_1, "지난 내용을 묶어서 말씀드리면, [[P:01]]."),
    (_PHYSIQUE, "사진을 한데 모아 보면, [[A:01]]."),
    (_RATIONALE, "앞의 내용과 비교되도록 말씀드리면, [[A:01]]."),
    (_DAILY, "앞의 내용과 구분되어 [[P:01]]."),
]


def test_round_eighty_seven_the_part_before_gathered():
    accepted = ROUND_EIGHTY_SEVEN_THE_PART_BEFORE_GATHERED
    assert _decided_otherwise(accepted, accepted=True) == []
    assert _decided_otherwise(ROUND_EIGHTY_SEVEN_SOMETHING_BEFORE_USED, accepted=False) == []
    assert _written_count(accepted + ROUND_EIGHTY_SEVEN_SOMETHING_BEFORE_USED) == 0


# Round 87: a copula reason in -라서 whose complement is a place in this very message's order
# (먼저, 앞, 끝, 마지막, 처음) and whose clause names only that order (순서상, 목록의) and this
# part, leading into the speaker's present telling or the issued sentence - why the line
# stands where it does (x78-015 "말씀드리는 순서상 이것이 먼저라서", x78-075 "… 이 부분이
# 앞이라서", x78-129 "목록의 끝이라서 짧게 덧붙이면" are the tunable ones, refused as a
# causal or conditional link or as time). No order named, another subject, a time, the
# reader's act, a recipient, the past or anything said after it stay claims
ROUND_EIGHTY_SEVEN_WHERE_THE_LINE_STANDS = [
    (_DAILY, "순서상 이 부분이 처음이라서, [[P:01]]."),
    (_RATIONALE, "말씀드리는 순서상 이것이 마지막이라서, [[A:01]]."),
    (_JUDGMENT, "말씀드리는 순서상 이 부분이 앞이라서 먼저 말씀드리면, [[P:01]]."),
    (_REVIEW, "목록의 끝이라서 간단히 덧붙이면, [[P:01]]."),
    (_PHYSIQUE, "목록의 마지막이라서 짧게 말씀드리면, [[A:01]]."),
]
ROUND_EIGHTY_SEVEN_A_REASON_IN_THE_WORLD = [
    (_DAILY, "이것이 먼저라서, [[P:01]]."),
    (_RATIONALE, "이 부분이 앞이라서, [[A:01]]."),
    (_JUDGMENT, "체중이 먼저라서, [[P:01]]."),
    (_REVIEW_1, "주말이라서, [[P:01]]."),
    (_PHYSIQUE, "목록의 끝이라서 운동하시면, [[A:01]]."),
    (_REVIEW, "목록의 끝이라서 회원님께 말씀드리면, [[P:01]]."),
    (_DAILY, "말씀드리는 순서상 이것이 먼저였어서, [[P:01]]."),
    (_INTERPRETATION, "말씀드리는 순서상 이것이 먼저라서 걱정돼요. [[P:01]]. 이어서 [[P:02]]."),
]


def test_round_eighty_seven_where_the_line_stands():
    accepted = ROUND_EIGHTY_SEVEN_WHERE_THE_LINE_STANDS
    assert _decided_otherwise(accepted, accepted=True) == []
    assert _decided_otherwise(ROUND_EIGHTY_SEVEN_A_REASON_IN_THE_WORLD, accepted=False) == []
    assert _written_count(accepted + ROUND_EIGHTY_SEVEN_A_REASON_IN_THE_WORLD) == 0


# Round 87: 위하다 after the speaker's own present telling in -기 - the purpose is the telling
# itself - leading past a comma or an ordering adverb into the issued sentence or the telling
# (x78-011 "차례대로 말씀드리기 위해 우선 [[P:01]]" is the tunable one, refused as a causal or
# conditional link). A purpose in the world, the reader's act, a past telling, or anything
# else after it stay claims
ROUND_EIGHTY_SEVEN_FOR_THE_TELLING = [
    (_RATIONALE, "짧게 정리해 드리기 위해서, [[A:01]]."),
    (_JUDGMENT, "차례대로 말씀드리기 위해 먼저 짚어 드리면, [[P:01]]."),
    (_DAILY, "순서대로 전해 드리기 위해 우선 [[P:01]]."),
    (_PHYSIQUE, "간단히 안내드리기 위해, [[A:01]]."),
]
ROUND_EIGHTY_SEVEN_A_PURPOSE_IN_THE_WORLD = [
    (_DAILY, "체중을 줄이기 위해 우선 [[P:01]]."),
    (_RATIONALE, "말씀드리기 위해 운동하시면, [[A:01]]."),
    (_JUDGMENT, "말씀드렸기 위해, [[P:01]]."),
    (_REVIEW_1, "정리해 드리기 위해 식단을 바꾸면, [[P:01]]."),
    (_DAILY, "목표를 이루기 위해, [[P:01]]."),
    (_PHYSIQUE, "회원님이 보시기 위해, [[A:01]]."),
]


def test_round_eighty_seven_for_the_telling():
    accepted = ROUND_EIGHTY_SEVEN_FOR_THE_TELLING
    assert _decided_otherwise(accepted, accepted=True) == []
    assert _decided_otherwise(ROUND_EIGHTY_SEVEN_A_PURPOSE_IN_THE_WORLD, accepted=False) == []
    assert _written_count(accepted + ROUND_EIGHTY_SEVEN_A_PURPOSE_IN_THE_WORLD) == 0


# Round 87: shortening this telling after a presenting-manner -히 adverb ("간단히 줄이면",
# as "짧게 줄이면") and the message coming into the reader's one glance said with the
# reader's honorific ("한눈에 들어오시도록", as the plain "한눈에 들어오도록"), both leading
# into the speaker's telling (x78-027 "한눈에 들어오시도록 간단히 줄이면" is the tunable one,
# refused as a decision action and, past that, as the customer's predicate). An object, another
# adverb, the past, the reader's act or nothing after it stay claims
ROUND_EIGHTY_SEVEN_BRIEFLY_AT_A_GLANCE = [
    (_DAILY, "간단히 줄이자면, [[P:01]]."),
    (_RATIONALE, "간략히 줄여 보면, [[A:01]]."),
    (_JUDGMENT, "한눈에 들어오시게 정리하면, [[P:01]]."),
    (_REVIEW_1, "한눈에 들어오시도록 간략히 추리면, [[P:01]]."),
    (_PHYSIQUE, "한눈에 들어오시도록 정리해 드릴게요. [[A:01]]."),
]
ROUND_EIGHTY_SEVEN_SOMETHING_REDUCED_OR_DONE = [
    (_DAILY, "칼로리를 간단히 줄이면, [[P:01]]."),
    (_RATIONALE, "조금씩 줄이면, [[A:01]]."),
    (_JUDGMENT, "간단히 줄였어요. [[P:01]]."),
    (_PHYSIQUE, "간단히 줄여 주시면, [[A:01]]."),
    (_REVIEW_1, "한눈에 들어오시도록 운동하시면, [[P:01]]."),
    (_DAILY, "한눈에 들어오셨으면, [[P:01]]."),
    (_RATIONALE, "한눈에 들어오시도록, [[A:01]]."),
]


def test_round_eighty_seven_briefly_at_a_glance():
    accepted = ROUND_EIGHTY_SEVEN_BRIEFLY_AT_A_GLANCE
    assert _decided_otherwise(accepted, accepted=True) == []
    assert _decided_otherwise(ROUND_EIGHTY_SEVEN_SOMETHING_REDUCED_OR_DONE, accepted=False) == []
    assert _written_count(accepted + ROUND_EIGHTY_SEVEN_SOMETHING_REDUCED_OR_DONE) == 0


# Round 88: 물 straight before 흐르다 in a simile ending (-듯, -듯이), the idiom "as water
# flows", is the manner of the telling, not water to drink; 물 with another verb, another
# ending or alone keeps its decision class.
ROUND_EIGHTY_EIGHT_AS_WATER_FLOWS = [
    (_DAILY, "물 흐르듯 차분히 이어 드리면, [[P:01]]."),
    (_INTERPRETATION, "물 흐르듯 차례로 말씀드릴게요. [[P:01]]. 이어서 [[P:02]]."),
    (_PHYSIQUE, "물 흐르듯 차분히, [[A:01]]."),
    (_DAILY, "물 흐르듯이 짚어 드리면, [[P:01]]."),
]
ROUND_EIGHTY_EIGHT_WATER_ITSELF = [
    (_DAILY, "물을 마시듯 이어서, [[P:01]]."),
    (_DAILY, "물이 흐르면, [[P:01]]."),
    (_DAILY, "물 흐른 뒤에, [[P:01]]."),
    (_DAILY, "물처럼 이어서, [[P:01]]."),
    (_DAILY, "물 흐르듯 물을 드시면, [[P:01]]."),
    (_DAILY, "물 흐르듯 마시면, [[P:01]]."),
    (_DAILY, "물이 흘렀듯이 이어서, [[P:01]]."),
]


def test_round_eighty_eight_as_water_flows():
    accepted = ROUND_EIGHTY_EIGHT_AS_WATER_FLOWS
    assert _decided_otherwise(accepted, accepted=True) == []
    assert _decided_otherwise(ROUND_EIGHTY_EIGHT_WATER_ITSELF, accepted=False) == []
    assert _written_count(accepted + ROUND_EIGHTY_EIGHT_WATER_ITSELF) == 0


# Round 89: 술술 straight before 읽히다 in a purpose ending (no subject, no -시-, no past)
# running into the speaker's present telling says how easily this message reads; 술술 on
# anything else, or with nothing told after it, stays an adverb of how smoothly things went.
ROUND_EIGHTY_NINE_READS_SMOOTHLY = [
    (_DAILY, "술술 읽히도록 정리해 드리면, [[P:01]]."),
    (_INTERPRETATION, "술술 읽히게 말씀드릴게요. [[P:01]]. 이어서 [[P:02]]."),
    (_PHYSIQUE, "술술 읽히게 옮겨 드리면, [[A:01]]."),
    (_DAILY, "술술 읽히도록 간추려 보면, [[P:01]]."),
]
ROUND_EIGHTY_NINE_WENT_SMOOTHLY = [
    (_DAILY, "술술 풀리면, [[P:01]]."),
    (_DAILY, "술술 읽히게 운동하시면, [[P:01]]."),
    (_DAILY, "기록이 술술 읽히게 정리하면, [[P:01]]."),
    (_DAILY, "술술 읽혔으니, [[P:01]]."),
    (_DAILY, "술술 잘 되도록 정리하면, [[P:01]]."),
    (_DAILY, "술술 읽히게, [[P:01]]."),
    (_DAILY, "술술 넘어가도록 정리하면, [[P:01]]."),
]


def test_round_eighty_nine_reads_smoothly():
    accepted = ROUND_EIGHTY_NINE_READS_SMOOTHLY
    assert _decided_otherwise(accepted, accepted=True) == []
    assert _decided_otherwise(ROUND_EIGHTY_NINE_WENT_SMOOTHLY, accepted=False) == []
    assert _written_count(accepted + ROUND_EIGHTY_NINE_WENT_SMOOTHLY) == 0


# Round 90: an ordinal adverb, a numeral determiner + 번 + 째 + 로, counts even straight into
# the speaker's own present act (round 13 had let it order the lines); the bare ordinals of a
# list (둘째로, 셋째로) and the ordering adverbs stay accepted.
ROUND_NINETY_ORDERING_WORDS = [
    (_DAILY, "둘째로 덧붙이면, [[P:01]]."),
    (_INTERPRETATION, "이어서 덧붙여 말씀드릴게요. [[P:01]]. 다음으로 [[P:02]]."),
    (_PHYSIQUE, "다음으로 짚어 드리면, [[A:01]]."),
    (_DAILY, "셋째로 정리해 드리면, [[P:01]]."),
]
ROUND_NINETY_COUNTED_ORDINALS = [
    (_DAILY, "두 번째로 덧붙이면, [[P:01]]."),
    (_DAILY, "첫 번째로 정리해 드리면, [[P:01]]."),
    (_INTERPRETATION, "네 번째로 말씀드릴게요. [[P:01]]. 이어서 [[P:02]]."),
    (_PHYSIQUE, "다섯 번째로 짚어 드리면, [[A:01]]."),
    (_DAILY, "세 번째로 제가 덧붙이면, [[P:01]]."),
]


def test_round_ninety_counted_ordinals():
    accepted = ROUND_NINETY_ORDERING_WORDS
    assert _decided_otherwise(accepted, accepted=True) == []
    assert _decided_otherwise(ROUND_NINETY_COUNTED_ORDINALS, accepted=False) == []
    assert _written_count(accepted + ROUND_NINETY_COUNTED_ORDINALS) == 0


# Round 90: "one" as the complement of the message's part stands as a statement of its own
# ("전해 드릴 말씀은 하나예요"); with the copula in a connective ending it is a reason or ground
# for what follows and stays a count.
ROUND_NINETY_ONE_PART_STATED = [
    (_DAILY, "덧붙일 말씀은 하나예요. [[P:01]]."),
    (_INTERPRETATION, "짚어 드릴 내용은 하나입니다. [[P:01]]. 이어서 [[P:02]]."),
    (_PHYSIQUE, "전해 드릴 안내는 하나예요. [[A:01]]."),
]
ROUND_NINETY_ONE_PART_AS_GROUND = [
    (_DAILY, "덧붙일 말씀은 하나라서, [[P:01]]."),
    (_DAILY, "짚어 드릴 내용은 하나니까, 곧바로 [[P:01]]."),
    (_INTERPRETATION, "전해 드릴 말씀은 하나인데, [[P:01]]. 이어서 [[P:02]]."),
    (_PHYSIQUE, "덧붙일 안내는 하나여서, [[A:01]]."),
    (_DAILY, "드릴 말씀은 하나이므로 [[P:01]]."),
]


def test_round_ninety_one_part_as_ground():
    accepted = ROUND_NINETY_ONE_PART_STATED
    assert _decided_otherwise(accepted, accepted=True) == []
    assert _decided_otherwise(ROUND_NINETY_ONE_PART_AS_GROUND, accepted=False) == []
    assert _written_count(accepted + ROUND_NINETY_ONE_PART_AS_GROUND) == 0


# Round 90: a verb of composing the message split by 부터 or its object particle into its
# noun and the bare light verb 하다 (정리부터 하면, 요약을 하면) is the same telling as 정리하면,
# opening the slot (adverbs only before it) and followed by a comma and an issued sentence.
ROUND_NINETY_SPLIT_TELLING = [
    (_DAILY, "요약부터 하면, [[P:01]]."),
    (_INTERPRETATION, "차근차근 정리를 하면, [[P:01]]. 이어서 [[P:02]]."),
    (_PHYSIQUE, "우선 요약을 하자면, [[A:01]]."),
    (_DAILY, "살짝 정리부터 하면, [[P:01]]."),
]
ROUND_NINETY_SPLIT_OTHER_ACTS = [
    (_DAILY, "식사 정리부터 하면, [[P:01]]."),
    (_DAILY, "스트레칭부터 하면, [[P:01]]."),
    (_DAILY, "요약부터 하시면, [[P:01]]."),
    (_DAILY, "정리를 했으면, [[P:01]]."),
    (_DAILY, "안 정리를 하면, [[P:01]]."),
    (_INTERPRETATION, "[[P:01]]. 요약부터 하면 [[P:02]]."),
    (_DAILY, "요약부터 하면 좋아요. [[P:01]]."),
]


def test_round_ninety_split_telling():
    accepted = ROUND_NINETY_SPLIT_TELLING
    assert _decided_otherwise(accepted, accepted=True) == []
    assert _decided_otherwise(ROUND_NINETY_SPLIT_OTHER_ACTS, accepted=False) == []
    assert _written_count(accepted + ROUND_NINETY_SPLIT_OTHER_ACTS) == 0


# Round 91: the proximal 이 opening the slot + this occasion of speaking or this message's
# medium + 에서(는), then one manner word (-히 adverb or -게) and a comma before the first issued
# sentence, is the seed's own shape with the place of this telling; the bare place (on the
# spot), 그 자리, immediacy, a place after an issued sentence or two words keep the link.
ROUND_NINETY_ONE_HERE_IN_MANNER = [
    (_DAILY, "이 자리에서는 찬찬히, [[P:01]]."),
    (_INTERPRETATION, "이 자리에서 조용히, [[P:01]]. 이어서 [[P:02]]."),
    (_PHYSIQUE, "이 자리에서는 부드럽게, [[A:01]]."),
    (_DAILY, "이 자리에서 간략히, [[P:01]]."),
]
ROUND_NINETY_ONE_HERE_AS_LINK = [
    (_DAILY, "그 자리에서는 찬찬히, [[P:01]]."),
    (_PHYSIQUE, "이 자리에서, [[A:01]]."),
    (_PHYSIQUE, "이 자리에서는 곧바로, [[A:01]]."),
    (_INTERPRETATION, "[[P:01]]. 이 자리에서 조용히, [[P:02]]."),
    (_DAILY, "이 자리에서 조용히 찬찬히, [[P:01]]."),
    (_DAILY, "이 자리에서는 빠르게, [[P:01]]."),
    (_DAILY, "이 자리에서 조용히 [[P:01]]."),
]


def test_round_ninety_one_here_in_manner():
    accepted = ROUND_NINETY_ONE_HERE_IN_MANNER
    assert _decided_otherwise(accepted, accepted=True) == []
    assert _decided_otherwise(ROUND_NINETY_ONE_HERE_AS_LINK, accepted=False) == []
    assert _written_count(accepted + ROUND_NINETY_ONE_HERE_AS_LINK) == 0


# Round 92: going through the message in its order with the pace of it - an order noun in
# 을/를 + 따라, or a step adverb (차례대로, 하나씩), then 천천히 straight before 보/살펴보 in -면
# and a comma before the first issued sentence - is the walk-through "차례로 보면" already is.
# 천천히 alone, before the lead-in, or with 자세히 (a finding), another thing followed (기록을),
# 에 따라 ("according to"), -시-, the past, or the look between issued sentences stay refused.
ROUND_NINETY_TWO_PACED_WALK = [
    (_DAILY, "순서를 따라 천천히 살펴보면, [[P:01]]."),
    (_INTERPRETATION, "차례를 따라 천천히 살펴보면, [[P:01]]. 이어서 [[P:02]]."),
    (_DAILY, "하나씩 천천히 보면, [[P:01]]."),
    (_REVIEW, "순서대로 천천히 살펴보면, [[P:01]]."),
]
ROUND_NINETY_TWO_PACED_FINDING = [
    (_DAILY, "천천히 보면, [[P:01]]."),
    (_DAILY, "순서를 따라 자세히 보면, [[P:01]]."),
    (_DAILY, "기록을 따라 천천히 보면, [[P:01]]."),
    (_DAILY, "순서에 따라 천천히 보면, [[P:01]]."),
    (_DAILY, "순서를 따라 천천히 보시면, [[P:01]]."),
    (_DAILY, "천천히 순서대로 보면, [[P:01]]."),
    (_DAILY, "순서를 따라 천천히 봤으면, [[P:01]]."),
    (_INTERPRETATION, "[[P:01]]. 순서를 따라 천천히 보면 [[P:02]]."),
]


def test_round_ninety_two_paced_walk_through():
    accepted = ROUND_NINETY_TWO_PACED_WALK
    assert _decided_otherwise(accepted, accepted=True) == []
    assert _decided_otherwise(ROUND_NINETY_TWO_PACED_FINDING, accepted=False) == []
    assert _written_count(accepted + ROUND_NINETY_TWO_PACED_FINDING) == 0


# Round 92: a noun of the message's own material in 부터 straight before a walking verb in -면
# (the slot's start or one adjective before it), then a comma and the first issued sentence,
# is the speaker going through the message from that part. Another thing looked at first
# (기록, 회원님 이야기), an evaluation, the look between issued sentences or with no comma,
# -시- and a predicate after it stay refused.
ROUND_NINETY_TWO_OUTLINE_FIRST = [
    (_DAILY, "요점부터 살펴보면, [[P:01]]."),
    (_DAILY, "핵심부터 보자면, [[P:01]]."),
    (_REVIEW, "큰 갈래부터 살펴보면, [[P:01]]."),
    (_INTERPRETATION, "큰 줄기부터 살펴보면, [[P:01]]. 이어서 [[P:02]]."),
]
ROUND_NINETY_TWO_LOOKED_AT_FIRST = [
    (_DAILY, "기록부터 보면, [[P:01]]."),
    (_DAILY, "중요한 점부터 보면, [[P:01]]."),
    (_DAILY, "회원님 이야기부터 보면, [[P:01]]."),
    (_INTERPRETATION, "[[P:01]]. 요점부터 보면, [[P:02]]."),
    (_DAILY, "요점부터 보시면, [[P:01]]."),
    (_DAILY, "요점부터 보면 좋아요. [[P:01]]."),
    (_DAILY, "요점부터 보면 [[P:01]]."),
]


def test_round_ninety_two_outline_first():
    accepted = ROUND_NINETY_TWO_OUTLINE_FIRST
    assert _decided_otherwise(accepted, accepted=True) == []
    assert _decided_otherwise(ROUND_NINETY_TWO_LOOKED_AT_FIRST, accepted=False) == []
    assert _written_count(accepted + ROUND_NINETY_TWO_LOOKED_AT_FIRST) == 0


# Round 93: the archaic humble concessive -(사)오나 on the speaker's softener (송구하오나,
# 외람되오나, 죄송하오나) is its -지만 in the formal register, judged as that is: before the
# speaker's own present speech act, or straight before the physique card's instruction. Before
# an issued fact, a past telling or another verb, in the past, the bare -나 (read 하나) or on
# another adjective it stays refused.
ROUND_NINETY_THREE_HUMBLE_CONCESSIVE = [
    (_DAILY, "송구하오나 짧게 정리해 드리면, [[P:01]]."),
    (_DAILY, "죄송하오나 덧붙여 말씀드리면, [[P:01]]."),
    (_INTERPRETATION, "황송하오나 차례대로 말씀드리면, [[P:01]]. 이어서 [[P:02]]."),
    (_PHYSIQUE, "죄송하오나 [[A:01]]."),
]
ROUND_NINETY_THREE_CONCESSIVE_AS_CLAIM = [
    (_DAILY, "송구하오나 [[P:01]]."),
    (_DAILY, "죄송하오나, [[P:01]]."),
    (_INTERPRETATION, "[[P:01]]. 송구하오나 [[P:02]]."),
    (_DAILY, "외람되오나 말씀드렸듯이, [[P:01]]."),
    (_DAILY, "송구하오나 운동하시면, [[P:01]]."),
    (_DAILY, "송구하였으나 말씀드리면, [[P:01]]."),
    (_DAILY, "송구하나 말씀드리면, [[P:01]]."),
    (_DAILY, "기쁘오나 말씀드리면, [[P:01]]."),
    (_PHYSIQUE, "기쁘오나, [[A:01]]."),
]


def test_round_ninety_three_humble_concessive():
    accepted = ROUND_NINETY_THREE_HUMBLE_CONCESSIVE
    assert _decided_otherwise(accepted, accepted=True) == []
    assert _decided_otherwise(ROUND_NINETY_THREE_CONCESSIVE_AS_CLAIM, accepted=False) == []
    assert _written_count(accepted + ROUND_NINETY_THREE_CONCESSIVE_AS_CLAIM) == 0


# Round 94: the copula in -니까 on 거/것/터 after the speaker's own coming speech act (-ㄹ, no
# past, no honorific, no subject or topic of its own), as the slot's first sentence, then a comma
# and the first issued sentence: the reason given is how the speaker is about to tell it. Another's
# act, a past telling, no comma, between issued sentences or a prediction stays refused.
ROUND_NINETY_FOUR_COMING_TELLING = [
    (_DAILY, "짧게 말씀드릴 테니까, [[P:01]]."),
    (_DAILY, "차례대로 정리해 드릴 테니까, [[P:01]]."),
    (_DAILY, "간단히 요약해 드릴 거니까, [[P:01]]."),
    (_INTERPRETATION, "순서대로 말씀드릴 거니까, [[P:01]]. 이어서 [[P:02]]."),
]
ROUND_NINETY_FOUR_REASON_AS_CLAIM = [
    (_DAILY, "짧게 말씀드렸으니까, [[P:01]]."),
    (_DAILY, "운동하실 거니까, [[P:01]]."),
    (_DAILY, "코치님이 말씀드릴 거니까, [[P:01]]."),
    (_DAILY, "짧게 말씀드릴 거니까 [[P:01]]."),
    (_INTERPRETATION, "[[P:01]]. 짧게 말씀드릴 거니까, [[P:02]]."),
    (_DAILY, "좋아지실 거니까, [[P:01]]."),
    (_DAILY, "다 끝날 거니까, [[P:01]]."),
    (_DAILY, "바쁘실 테니까, [[P:01]]."),
    (_DAILY, "결과는 좋을 거니까, [[P:01]]."),
]


def test_round_ninety_four_coming_telling_reason():
    accepted = ROUND_NINETY_FOUR_COMING_TELLING
    assert _decided_otherwise(accepted, accepted=True) == []
    assert _decided_otherwise(ROUND_NINETY_FOUR_REASON_AS_CLAIM, accepted=False) == []
    assert _written_count(accepted + ROUND_NINETY_FOUR_REASON_AS_CLAIM) == 0


# Round 94: the speaker's own present telling in -되 (no past, no honorific, no teller named)
# opening the slot, straight before round 42's walk through the message (an adverb of order or
# steps, -면), sets how the walk is told. Another's act, the past, -시-, another teller, a
# finding adverb, an object of the record, -고, or between issued sentences stays refused.
ROUND_NINETY_FOUR_TELLING_THEN_WALK = [
    (_DAILY, "짧게 정리하되 하나씩 보면, [[P:01]]."),
    (_DAILY, "말씀드리되 차례로 살펴보면, [[P:01]]."),
    (_DAILY, "간략히 전하되 순서대로 보면, [[P:01]]."),
    (_INTERPRETATION, "요약하되 차례대로 보면, [[P:01]]. 이어서 [[P:02]]."),
]
ROUND_NINETY_FOUR_WALK_AS_CLAIM = [
    (_DAILY, "운동하시되 순서대로 보면, [[P:01]]."),
    (_DAILY, "말씀드렸되 순서대로 보면, [[P:01]]."),
    (_DAILY, "말씀하시되 순서대로 보면, [[P:01]]."),
    (_DAILY, "코치님이 말씀드리되 순서대로 보면, [[P:01]]."),
    (_INTERPRETATION, "[[P:01]]. 간단히 말씀드리되 순서대로 보면, [[P:02]]."),
    (_DAILY, "간단히 말씀드리되 자세히 보면, [[P:01]]."),
    (_DAILY, "기록을 확인하되 순서대로 보면, [[P:01]]."),
    (_DAILY, "짧게 전하되 기록을 차례로 보면, [[P:01]]."),
    (_DAILY, "간단히 전하고 차례로 보면, [[P:01]]."),
]


def test_round_ninety_four_telling_then_walk():
    accepted = ROUND_NINETY_FOUR_TELLING_THEN_WALK
    assert _decided_otherwise(accepted, accepted=True) == []
    assert _decided_otherwise(ROUND_NINETY_FOUR_WALK_AS_CLAIM, accepted=False) == []
    assert _written_count(accepted + ROUND_NINETY_FOUR_WALK_AS_CLAIM) == 0


# Round 95: 눈여겨보 ("look at closely") in the forms Kiwi splits (눈여기 + -어 + 보: "눈여겨봐
# 주세요") is the one reading verb it is, and a reading act of the reader's: on the operator cards
# a request to look at the card closely is the reader's task, as "살펴봐 주세요" is. Another
# thing looked at, the past, the obligation, the finding in -면, the customer's act, a time word,
# an approval after it, and the request on daily or weekly (round 8's instruction) stay refused.
ROUND_NINETY_FIVE_CARD_CLOSE_LOOK = [
    (_JUDGMENT, "[[P:01]]. 천천히 눈여겨봐 주세요."),
    (_JUDGMENT, "눈여겨봐 주세요, [[P:01]]."),
    (_JUDGMENT, "[[P:01]]. 이 줄을 눈여겨봐 주세요."),
    (_PHYSIQUE, "아래 내용을 눈여겨봐 주세요. [[A:01]]."),
]
ROUND_NINETY_FIVE_CLOSE_LOOK_AS_CLAIM = [
    (_JUDGMENT, "[[P:01]]. 식단을 눈여겨봐 주세요."),
    (_JUDGMENT, "[[P:01]]. 체중 변화를 눈여겨봐 주세요."),
    (_JUDGMENT, "[[P:01]]. 눈여겨봤어요."),
    (_JUDGMENT, "[[P:01]]. 눈여겨봐야 합니다."),
    (_JUDGMENT, "눈여겨보면, [[P:01]]."),
    (_JUDGMENT, "[[P:01]]. 고객님이 눈여겨봐 주셨어요."),
    (_JUDGMENT, "[[P:01]]. 내일 눈여겨봐 주세요."),
    (_JUDGMENT, "[[P:01]]. 눈여겨봐 주시면 승인하겠습니다."),
    (_DAILY, "[[P:01]]. 이 부분을 눈여겨봐 주세요."),
    (_RATIONALE, "[[A:01]]. 천천히 눈여겨봐 주세요."),
]


def test_round_ninety_five_card_close_look():
    accepted = ROUND_NINETY_FIVE_CARD_CLOSE_LOOK
    assert _decided_otherwise(accepted, accepted=True) == []
    assert _decided_otherwise(ROUND_NINETY_FIVE_CLOSE_LOOK_AS_CLAIM, accepted=False) == []
    assert _written_count(accepted + ROUND_NINETY_FIVE_CLOSE_LOOK_AS_CLAIM) == 0


# Round 96: 맞추 in exactly -어 on the message's own order (순서/차례 + 에, alone or after
# 아래/위/이), not straight before an issued sentence, says how the message is gone through, as
# "순서에 맞게" and "순서대로" do. Another order (a to-do's, last week's), an anaphor, a goal, the
# bare one before the issued sentence, -어서, a customer act after it, an offer and 번호 stay
# refused.
ROUND_NINETY_SIX_MESSAGE_ORDER_FIT = [
    (_INTERPRETATION, "[[P:01]]. 순서에 맞춰 차분히, [[A:01]]."),
    (_INTERPRETATION, "[[P:01]]. 이 순서에 맞춰 하나씩, [[A:01]]."),
    (_DAILY, "아래 차례에 맞춰 천천히, [[P:01]]."),
    (_RATIONALE, "순서에 맞추어 차근차근, [[A:01]]."),
]
ROUND_NINETY_SIX_ORDER_FIT_AS_CLAIM = [
    (_INTERPRETATION, "[[P:01]]. 운동 순서에 맞춰 천천히, [[A:01]]."),
    (_INTERPRETATION, "[[P:01]]. 지난주 순서에 맞춰 천천히, [[A:01]]."),
    (_INTERPRETATION, "[[P:01]]. 그에 맞춰 천천히, [[A:01]]."),
    (_INTERPRETATION, "[[P:01]]. 목표에 맞춰 천천히, [[A:01]]."),
    (_INTERPRETATION, "[[P:01]]. 순서에 맞춰, [[A:01]]."),
    (_INTERPRETATION, "[[P:01]]. 순서에 맞춰 천천히 운동하시면, [[A:01]]."),
    (_INTERPRETATION, "[[P:01]]. 순서에 맞춰서 천천히, [[A:01]]."),
    (_DAILY, "식단 차례에 맞춰 천천히, [[P:01]]."),
    (_DAILY, "순서에 맞춰 드렸어요, [[P:01]]."),
    (_DAILY, "번호에 맞춰 천천히, [[P:01]]."),
]


def test_round_ninety_six_message_order_fit():
    accepted = ROUND_NINETY_SIX_MESSAGE_ORDER_FIT
    assert _decided_otherwise(accepted, accepted=True) == []
    assert _decided_otherwise(ROUND_NINETY_SIX_ORDER_FIT_AS_CLAIM, accepted=False) == []
    assert _written_count(accepted + ROUND_NINETY_SIX_ORDER_FIT_AS_CLAIM) == 0


# Round 97: the speaker's own coming walk through the message (보/살펴보/짚어보 in -겠습니다,
# -겠어요 or -ㄹ게요) led in by an adverb of order or steps, as the slot's first sentence with
# an issued sentence straight after it, announces how the message is gone through, as round
# 42's "차례대로 보면" does. A finding adverb, an object, -시-, the past, a time, a teller, a
# propositive, the look between or after issued sentences, no issued sentence straight after and
# an offer stay refused.
ROUND_NINETY_SEVEN_WALK_ANNOUNCED = [
    (_INTERPRETATION, "차례대로 보겠습니다. [[P:01]]. 이어서 [[P:02]]."),
    (_INTERPRETATION, "하나씩 살펴볼게요. [[P:01]]. 그리고 [[P:02]]."),
    (_DAILY, "차근차근 살펴보겠어요. [[P:01]]."),
    (_PHYSIQUE, "하나씩 보겠습니다. [[A:01]]."),
]
ROUND_NINETY_SEVEN_WALK_AS_CLAIM = [
    (_INTERPRETATION, "자세히 보겠습니다. [[P:01]]. 이어서 [[P:02]]."),
    (_INTERPRETATION, "기록을 차례대로 보겠습니다. [[P:01]]. 이어서 [[P:02]]."),
    (_INTERPRETATION, "[[P:01]]. 차례대로 보겠습니다. [[P:02]]."),
    (_INTERPRETATION, "차례대로 보시겠습니다. [[P:01]]. 이어서 [[P:02]]."),
    (_INTERPRETATION, "차례대로 봤습니다. [[P:01]]. 이어서 [[P:02]]."),
    (_INTERPRETATION, "다음 주에 차례대로 보겠습니다. [[P:01]]. 이어서 [[P:02]]."),
    (_INTERPRETATION, "코치가 차례대로 보겠습니다. [[P:01]]. 이어서 [[P:02]]."),
    (_INTERPRETATION, "차례대로 봅시다. [[P:01]]. 이어서 [[P:02]]."),
    (_INTERPRETATION, "차례대로 보겠습니다. 그리고 [[P:01]]. 이어서 [[P:02]]."),
    (_INTERPRETATION, "차례대로 봐 드리겠습니다. [[P:01]]. 이어서 [[P:02]]."),
    (_DAILY, "[[P:01]]. 순서대로 보겠습니다."),
]


def test_round_ninety_seven_walk_announced():
    accepted = ROUND_NINETY_SEVEN_WALK_ANNOUNCED
    assert _decided_otherwise(accepted, accepted=True) == []
    assert _decided_otherwise(ROUND_NINETY_SEVEN_WALK_AS_CLAIM, accepted=False) == []
    assert _written_count(accepted + ROUND_NINETY_SEVEN_WALK_AS_CLAIM) == 0


# Round 98: the humble plural 저희 (가/는) opening the clause of the speaker's own past composing
# of this message is judged as the act without it, as round 86 judges 제가/저는: 저희 never takes
# in the reader, and what it composed is the message. 우리, another composer ("저희 팀이",
# "코치님과 저희가"), a telling ("말씀드렸습니다"), an offer to someone ("고객님께 정리해
# 드렸습니다"), a record as object, beforehand, the negated act, a finding, a time and 저희도
# stay refused.
ROUND_NINETY_EIGHT_WE_COMPOSED = [
    (_PHYSIQUE, "저희는 간단히 정리해 봤습니다. [[A:01]]."),
    (_INTERPRETATION, "저희가 차례대로 정리했어요. [[P:01]]. 이어서 [[P:02]]."),
    (_DAILY, "[[P:01]]. 저희가 이렇게 정리해 봤어요."),
    (_RATIONALE, "저희가 간단히 정리했어요. [[A:01]]."),
]
ROUND_NINETY_EIGHT_WE_AS_CLAIM = [
    (_PHYSIQUE, "우리가 순서대로 정리했습니다. [[A:01]]."),
    (_PHYSIQUE, "저희 팀이 순서대로 정리했습니다. [[A:01]]."),
    (_PHYSIQUE, "코치님과 저희가 정리했습니다. [[A:01]]."),
    (_PHYSIQUE, "저희가 순서대로 말씀드렸습니다. [[A:01]]."),
    (_PHYSIQUE, "저희가 고객님께 정리해 드렸습니다. [[A:01]]."),
    (_PHYSIQUE, "저희가 기록을 정리했습니다. [[A:01]]."),
    (_PHYSIQUE, "저희가 미리 정리했습니다. [[A:01]]."),
    (_PHYSIQUE, "저희가 정리하지 않았습니다. [[A:01]]."),
    (_PHYSIQUE, "저희가 확인했습니다. [[A:01]]."),
    (_DAILY, "저희가 어제 정리했어요. [[P:01]]."),
    (_DAILY, "저희도 정리했어요. [[P:01]]."),
    (_DAILY, "[[P:01]]. 저희가 알려 드렸어요."),
]


def test_round_ninety_eight_we_composed():
    accepted = ROUND_NINETY_EIGHT_WE_COMPOSED
    assert _decided_otherwise(accepted, accepted=True) == []
    assert _decided_otherwise(ROUND_NINETY_EIGHT_WE_AS_CLAIM, accepted=False) == []
    assert _written_count(accepted + ROUND_NINETY_EIGHT_WE_AS_CLAIM) == 0


# Round 100: a relation adverb (an opposite, a substitute, an example or a gloss: 반대로,
# 거꾸로, 대신, 예컨대, 이를테면, 가령, 즉, 요컨대) on the speaker's own telling after an issued
# sentence still relates what follows to what went before ("[[P:01]]. 반대로 말씀드리면,
# [[P:02]]": the second the converse of the first); before the first issued sentence, the
# telling it colours stays the speaker's act ("요컨대 말씀드리면, [[P:01]]"), and ordering or
# manner words on the telling stay accepted after it.
ROUND_HUNDRED_TELLING_ONLY = [
    (_INTERPRETATION, "[[P:01]]. 이어서 차분히 말씀드리면, [[P:02]]."),
    (_INTERPRETATION, "요컨대 짧게 말씀드리면, [[P:01]]. 이어서 [[P:02]]."),
    (_DAILY, "즉 간단히 추려 정리하면, [[P:01]]."),
    (_INTERPRETATION, "[[P:01]]. 덧붙여 짧게 말씀드리면, [[P:02]]."),
    (_PHYSIQUE, "쉽게 풀어 말씀드리면, [[A:01]]."),
]
ROUND_HUNDRED_TELLING_AS_RELATION = [
    (_INTERPRETATION, "[[P:01]]. 반대로 짧게 말씀드리면, [[P:02]]."),
    (_INTERPRETATION, "[[P:01]]. 거꾸로 이야기해 보면, [[P:02]]."),
    (_INTERPRETATION, "[[P:01]]. 대신 말씀드리자면, [[P:02]]."),
    (_INTERPRETATION, "[[P:01]]. 예컨대 짚어 드리면, [[P:02]]."),
    (_INTERPRETATION, "[[P:01]]. 이를테면 말해서 [[P:02]]."),
    (_INTERPRETATION, "[[P:01]]. 즉 풀어 정리해 드리면, [[P:02]]."),
    (_INTERPRETATION, "[[P:01]]. 요컨대 짧게 말씀드리면, [[P:02]]."),
    (_INTERPRETATION, "[[P:01]]. 가령 말하자면 [[P:02]]."),
]


def test_round_hundred_relation_on_the_telling():
    accepted = ROUND_HUNDRED_TELLING_ONLY
    assert _decided_otherwise(accepted, accepted=True) == []
    assert _decided_otherwise(ROUND_HUNDRED_TELLING_AS_RELATION, accepted=False) == []
    assert _written_count(accepted + ROUND_HUNDRED_TELLING_AS_RELATION) == 0


# Round 101 (found probing fresh92-tune's closing): the speaker's past telling or composing
# under a negation ("여기까지 말씀드리지 않았어요") closes nothing - it states what was not told
# or done, a past act - so round 44's and round 51's closings no longer take it; the same
# closings without the negation stay accepted.
ROUND_HUNDRED_ONE_CLOSED = [
    (_INTERPRETATION, "[[P:01]]. 이어서 [[P:02]]. 여기까지 짧게 말씀드렸어요."),
    (_INTERPRETATION, "[[P:01]]. 그리고 [[P:02]]. 순서대로 짚어 드렸습니다."),
    (_DAILY, "[[P:01]]. 이렇게 간단히 정리해 드렸어요."),
]
ROUND_HUNDRED_ONE_NOT_TOLD = [
    (_INTERPRETATION, "[[P:01]]. 이어서 [[P:02]]. 여기까지 말씀드리지 않았어요."),
    (_INTERPRETATION, "[[P:01]]. 그리고 [[P:02]]. 순서대로 짚어 드리지 않았습니다."),
    (_DAILY, "[[P:01]]. 이렇게 정리해 드리지 않았어요."),
    (_DAILY, "[[P:01]]. 이상으로 안내해 드리지 않았습니다."),
]


def test_round_hundred_one_a_negated_closing_closes_nothing():
    accepted = ROUND_HUNDRED_ONE_CLOSED
    assert _decided_otherwise(accepted, accepted=True) == []
    assert _decided_otherwise(ROUND_HUNDRED_ONE_NOT_TOLD, accepted=False) == []
    assert _written_count(accepted + ROUND_HUNDRED_ONE_NOT_TOLD) == 0


# Round 101: the proximal determiner 이 before the message's order noun ("이 순서로 말씀드렸어요",
# "이 차례대로") points at the issued sentences just given, as 이렇게 does (round 51), so round
# 44's told-in-order closing takes it; another determiner ("그 순서로"), a time, a recipient, a
# modifier ending, the closing before the issued sentences, the negated act, an operator card and
# a verb that is no telling stay refused.
ROUND_HUNDRED_ONE_THIS_ORDER = [
    (_INTERPRETATION, "[[P:01]]. 그리고 [[P:02]]. 이 순서로 짚어 드렸습니다."),
    (_INTERPRETATION, "[[P:01]]. 다음으로 [[P:02]]. 이 차례대로 안내해 드렸어요."),
    (_DAILY, "[[P:01]]. 이 순서대로 말씀드렸습니다."),
]
ROUND_HUNDRED_ONE_ORDER_AS_CLAIM = [
    (_INTERPRETATION, "[[P:01]]. 그리고 [[P:02]]. 그 순서로 짚어 드렸습니다."),
    (_INTERPRETATION, "[[P:01]]. 다음으로 [[P:02]]. 지난번 이 순서로 안내해 드렸어요."),
    (_DAILY, "[[P:01]]. 이 순서로 말씀드렸던 내용이에요."),
    (_DAILY, "이 순서로 말씀드렸어요. [[P:01]]."),
    (_DAILY, "[[P:01]]. 이 순서로 고객님께 말씀드렸어요."),
    (_DAILY, "[[P:01]]. 이 순서로 말씀드리지 않았어요."),
    (_PHYSIQUE, "[[A:01]]. 이 순서로 말씀드렸습니다."),
    (_DAILY, "[[P:01]]. 이 순서로 진행했어요."),
]


def test_round_hundred_one_told_in_this_order():
    accepted = ROUND_HUNDRED_ONE_THIS_ORDER
    assert _decided_otherwise(accepted, accepted=True) == []
    assert _decided_otherwise(ROUND_HUNDRED_ONE_ORDER_AS_CLAIM, accepted=False) == []
    assert _written_count(accepted + ROUND_HUNDRED_ONE_ORDER_AS_CLAIM) == 0


# Round 101: 한번 before the speaker's telling in its noun form (말씀/안내/설명/정리/요약 +
# 드리) with the auxiliary 보 tries, as round 19's "한번 정리해 보겠습니다" does: "한번
# 말씀드려 볼게요". Without 보, with more or again ("한번 더", "다시 한번"), in the past, with
# -시-, another noun (부탁) or an object before it, 한 stays a count or the other call.
ROUND_HUNDRED_ONE_TRIES_TELLING = [
    (_RATIONALE, "한번 말씀드려 보겠습니다. [[P:01]]."),
    (_DAILY, "한번 차근차근 말씀드려 볼게요. [[P:01]]."),
    (_INTERPRETATION, "한번 말씀드려 보면, [[P:01]]. 이어서 [[P:02]]."),
    (_PHYSIQUE, "한번 설명드려 볼게요. [[A:01]]."),
]
ROUND_HUNDRED_ONE_TELLING_COUNTED = [
    (_DAILY, "한번 더 말씀드려 볼게요. [[P:01]]."),
    (_DAILY, "한번 말씀드려 봤어요. [[P:01]]."),
    (_DAILY, "한번 말씀드리면, [[P:01]]."),
    (_DAILY, "한번 부탁드려 볼게요. [[P:01]]."),
    (_DAILY, "한번 기록을 말씀드려 볼게요. [[P:01]]."),
    (_DAILY, "한번 말씀드려 보시겠어요. [[P:01]]."),
    (_DAILY, "다시 한번 말씀드려 볼게요. [[P:01]]."),
]


def test_round_hundred_one_tries_the_telling_once():
    accepted = ROUND_HUNDRED_ONE_TRIES_TELLING
    assert _decided_otherwise(accepted, accepted=True) == []
    assert _decided_otherwise(ROUND_HUNDRED_ONE_TELLING_COUNTED, accepted=False) == []
    assert _written_count(accepted + ROUND_HUNDRED_ONE_TELLING_COUNTED) == 0


# Round 103 (found probing by round 101): a verb of telling or composing in an honorific
# imperative or request final (-세요, -십시오) asks the reader to tell or compose - "한번
# 말씀해 보세요" is an instruction on a customer surface, where the speaker's own final
# ("한번 말씀해 보겠습니다", "정리해 볼게요") keeps the act the speaker's.
ROUND_HUNDRED_THREE_SPEAKER_TELLS = [
    (_DAILY, "한번 차분히 말씀해 보겠습니다. [[P:01]]."),
    (_RATIONALE, "한번 간단히 정리해 볼게요. [[P:01]]."),
    (_INTERPRETATION, "하나씩 차근차근 짚어 보면, [[P:01]]. 이어서 [[P:02]]."),
    (_DAILY, "안녕하세요, 한번 말씀드려 볼게요. [[P:01]]."),
]
ROUND_HUNDRED_THREE_READER_TOLD_TO_TELL = [
    (_DAILY, "한번 말씀해 보세요. [[P:01]]."),
    (_RATIONALE, "간단히 정리해 보세요. [[P:01]]."),
    (_INTERPRETATION, "[[P:01]]. 이어서 말씀하세요. [[P:02]]."),
    (_PHYSIQUE, "[[A:01]]. 간단히 요약해 보세요."),
    (_DAILY, "[[P:01]]. 편하게 설명해 보세요."),
    (_RATIONALE, "하나씩 차근차근 짚어 보세요. [[P:01]]."),
    (_RATIONALE, "한번 설명해 보세요. [[P:01]]."),
]


def test_round_hundred_three_the_reader_told_to_tell():
    accepted = ROUND_HUNDRED_THREE_SPEAKER_TELLS
    assert _decided_otherwise(accepted, accepted=True) == []
    assert _decided_otherwise(ROUND_HUNDRED_THREE_READER_TOLD_TO_TELL, accepted=False) == []
    assert _written_count(accepted + ROUND_HUNDRED_THREE_READER_TOLD_TO_TELL) == 0


# Round 103: a bare noun straight before the request's own noun (검토 + 부탁드리) names the
# act asked of the reader, so a manner adverb before it (잘, 다시) says how the reader is to do
# it - quality or repetition - not how the speaker asks: "잘 검토 부탁드립니다" (x94-011) is
# refused as "잘 살펴봐 주세요" already is; "잘 부탁드립니다" and the speaker's own telling
# ("잘 말씀드려 볼게요") keep round 12's reading.
ROUND_HUNDRED_THREE_ASKED_PLAINLY = [
    (_DAILY, "이 부분은 잘 말씀드려 볼게요. [[P:01]]."),
    (_REVIEW, "[[P:01]]. 이어서 검토 부탁드려요."),
    (_PHYSIQUE, "[[A:01]]. 이 카드도 잘 부탁드려요."),
]
ROUND_HUNDRED_THREE_HOW_THE_READER_ACTS = [
    (_REVIEW, "[[P:01]]. 이 내용 잘 확인 부탁드려요."),
    (_REVIEW, "[[P:01]]. 이 부분 잘 검토 부탁드리겠습니다."),
    (_PHYSIQUE, "[[A:01]]. 잘 검토 요청드립니다."),
    (_REVIEW, "[[P:01]]. 이 부분 다시 검토 부탁드려요."),
]


def test_round_hundred_three_how_the_reader_is_to_act():
    accepted = ROUND_HUNDRED_THREE_ASKED_PLAINLY
    assert _decided_otherwise(accepted, accepted=True) == []
    assert _decided_otherwise(ROUND_HUNDRED_THREE_HOW_THE_READER_ACTS, accepted=False) == []
    assert _written_count(accepted + ROUND_HUNDRED_THREE_HOW_THE_READER_ACTS) == 0


# Round 107 (fresh85-tune x85-007, fresh97-tune x97-095): the limiting 만 straight on the
# numeral 하나 says how many things there are to tell - only one, as round 86's "한 가지만"
# does - a count; "하나씩", "하나하나", "또 하나 말씀드리면" and "하나 더 말씀드리면" keep
# the order of the message.
ROUND_HUNDRED_SEVEN_THE_NEXT_PART = [
    (_DAILY, "하나씩 차분하게 짚어서 말씀드리면, [[P:01]]."),
    (_INTERPRETATION, "하나하나 천천히 풀어 드리자면, [[P:01]]. 이어서 [[P:02]]."),
    (_INTERPRETATION, "[[P:01]]. 그리고 또 하나 차분히 말씀드리면, [[P:02]]."),
    (_INTERPRETATION, "[[P:01]]. 끝으로 하나 더 차분히 말씀드리면, [[P:02]]."),
]
ROUND_HUNDRED_SEVEN_ONLY_ONE = [
    (_DAILY, "하나만 이어서 말씀드리면, [[P:01]]."),
    (_INTERPRETATION, "[[P:01]]. 끝으로 하나만 덧붙여 말씀드리면, [[P:02]]."),
    (_INTERPRETATION, "[[P:01]]. 하나만 더 차분히 말씀드릴게요. [[P:02]]."),
    (_RATIONALE, "우선 하나만 먼저 전해 드리자면, [[P:01]]."),
    (_INTERPRETATION, "[[P:01]]. 그리고 하나만 보태 드리자면, [[P:02]]."),
]


def test_round_hundred_seven_only_one_is_a_count():
    accepted = ROUND_HUNDRED_SEVEN_THE_NEXT_PART
    assert _decided_otherwise(accepted, accepted=True) == []
    assert _decided_otherwise(ROUND_HUNDRED_SEVEN_ONLY_ONE, accepted=False) == []
    assert _written_count(accepted + ROUND_HUNDRED_SEVEN_ONLY_ONE) == 0


# Round 109 (fresh99-tune x99-139, -165; fresh70-tune x70-051): a cardinal numeral spelled as
# an English loanword in Hangul ("넘버원", "원 포인트", "쓰리 스텝") is a count in another script,
# though Kiwi reads it as a noun; loanwords of the message's points and manner stay accepted.
ROUND_HUNDRED_NINE_LOANWORD_POINTS = [
    (_DAILY, "포인트만 간단히 말씀드리면, [[P:01]]."),
    (_INTERPRETATION, "메인 포인트부터 말씀드리면, [[P:01]]. 이어서 [[P:02]]."),
    (_PHYSIQUE, "가이드 포인트로 짧게 말씀드리면, [[A:01]]."),
    (_REVIEW, "심플하게 정리해 드리면, [[P:01]]."),
]
ROUND_HUNDRED_NINE_LOANWORD_NUMERALS = [
    (_REVIEW, "넘버원 포인트로, [[P:01]]."),
    (_DAILY, "원 포인트로 짧게 말씀드리면, [[P:01]]."),
    (_PHYSIQUE, "쓰리 스텝으로 나눠 말씀드리면, [[A:01]]."),
    (_INTERPRETATION, "[[P:01]]. 넘버투 포인트로, [[P:02]]."),
    (_RATIONALE, "텐 포인트로 정리하면, [[A:01]]."),
    (_DAILY, "식스 팩으로 말씀드리면, [[P:01]]."),
]


def test_round_hundred_nine_loanword_numerals_are_a_count():
    accepted = ROUND_HUNDRED_NINE_LOANWORD_POINTS
    assert _decided_otherwise(accepted, accepted=True) == []
    assert _decided_otherwise(ROUND_HUNDRED_NINE_LOANWORD_NUMERALS, accepted=False) == []
    assert _written_count(accepted + ROUND_HUNDRED_NINE_LOANWORD_NUMERALS) == 0


# Round 108 (fresh98-tune x98-051): round 97's announced walk through the message ("차례대로
# 보겠습니다.") may be followed by the issued sentence opened by one adverb of the first part
# (먼저, 우선, 일단) - the walk begun; a finding adverb, an object, the reader's -시-, the past,
# another word before the issued sentence, or 다시 keep the look an observation.
ROUND_HUNDRED_EIGHT_WALK_BEGUN = [
    (_DAILY, "하나씩 살펴볼게요. 우선 [[P:01]]."),
    (_INTERPRETATION, "차례대로 보겠습니다. 먼저 [[P:01]]. 이어서 [[P:02]]."),
    (_INTERPRETATION, "순서대로 볼게요. 먼저 [[P:01]]. 이어서 [[P:02]]."),
]
ROUND_HUNDRED_EIGHT_LOOK_AS_FINDING = [
    (_DAILY, "자세히 볼게요. 먼저 [[P:01]]."),
    (_INTERPRETATION, "기록을 차례대로 볼게요. 먼저 [[P:01]]. 이어서 [[P:02]]."),
    (_DAILY, "하나씩 보시죠. 먼저 [[P:01]]."),
    (_INTERPRETATION, "순서대로 볼게요. 먼저 눈에 띄는 건 [[P:01]]. 이어서 [[P:02]]."),
    (_INTERPRETATION, "순서대로 볼게요. 다시 [[P:01]]. 이어서 [[P:02]]."),
    (_DAILY, "하나씩 봤어요. 먼저 [[P:01]]."),
]


def test_round_hundred_eight_the_announced_walk_begun():
    accepted = ROUND_HUNDRED_EIGHT_WALK_BEGUN
    assert _decided_otherwise(accepted, accepted=True) == []
    assert _decided_otherwise(ROUND_HUNDRED_EIGHT_LOOK_AS_FINDING, accepted=False) == []
    assert _written_count(accepted + ROUND_HUNDRED_EIGHT_LOOK_AS_FINDING) == 0


# Round 110 (fresh100-tune x100-167): chat spellings that Kiwi reads as adverbs of their own -
# 드뎌 (드디어) and 맨날 (늘, 매일) - say the outcome or the frequency their standard spellings
# say; other casual spellings around the speaker's own telling stay accepted.
ROUND_HUNDRED_TEN_CASUAL_TELLING = [
    (_DAILY, "넘 길지 않게 말씀드리면, [[P:01]]."),
    (_INTERPRETATION, "차분히 [[P:01]]. 글구 이어서 [[P:02]]."),
    (_RATIONALE, "간단히요, [[A:01]]."),
    (_PHYSIQUE, "천천히 하나씩요, [[A:01]]."),
]
ROUND_HUNDRED_TEN_CASUAL_EVALUATION = [
    (_DAILY, "드뎌 오늘은, [[P:01]]."),
    (_INTERPRETATION, "[[P:01]]. 드뎌 [[P:02]]."),
    (_REVIEW, "드뎌, [[P:01]]."),
    (_DAILY, "맨날 그렇듯, [[P:01]]."),
    (_RATIONALE, "[[A:01]]. 맨날 드리는 말씀이지만요."),
    (_INTERPRETATION, "맨날처럼 [[P:01]]. 이어서 [[P:02]]."),
]


def test_round_hundred_ten_casual_spellings_of_evaluative_adverbs():
    accepted = ROUND_HUNDRED_TEN_CASUAL_TELLING
    assert _decided_otherwise(accepted, accepted=True) == []
    assert _decided_otherwise(ROUND_HUNDRED_TEN_CASUAL_EVALUATION, accepted=False) == []
    assert _written_count(accepted + ROUND_HUNDRED_TEN_CASUAL_EVALUATION) == 0


# Round 112 (fresh102-tune x102-137, -141, -151): the length or brevity of the speaker's own
# telling conceded - a bare 짧다/간단하다/길다/길어지다 in -지만/-더라도/-어도, opening its sentence
# (조금/좀/다소 at most before it), the speaker's present telling straight after - is how the
# message is told; a subject, the past, no telling after it, the reader told to act or another
# clause between keep the concession a claim or a link.
ROUND_HUNDRED_TWELVE_OWN_LENGTH_CONCEDED = [
    (_DAILY, "짧지만 차례대로 말씀드릴게요. [[P:01]]."),
    (_INTERPRETATION, "조금 길더라도 순서대로 짚어 드리면, [[P:01]]. 이어서 [[P:02]]."),
    (_DAILY, "간단하지만 먼저 말씀드리면, [[P:01]]."),
    (_INTERPRETATION, "다소 길어지더라도 하나씩 안내드리겠습니다. [[P:01]]. 다음으로 [[P:02]]."),
]
ROUND_HUNDRED_TWELVE_LENGTH_AS_A_CLAIM = [
    (_DAILY, "짧지만 알차게 정리됐어요. [[P:01]]."),
    (_DAILY, "짧지만 [[P:01]]."),
    (_DAILY, "운동은 짧지만 말씀드리면, [[P:01]]."),
    (_DAILY, "짧았지만 차례대로 말씀드릴게요. [[P:01]]."),
    (_DAILY, "조금 길어지더라도 끝까지 해 보세요. [[P:01]]."),
    (_DAILY, "간단하지만 중요한 내용을 말씀드리면, [[P:01]]."),
    (_DAILY, "짧지만 말씀드렸어요. [[P:01]]."),
    (_INTERPRETATION, "[[P:01]]. 짧지만 [[P:02]]."),
]


def test_round_hundred_twelve_the_own_telling_s_length_conceded():
    accepted = ROUND_HUNDRED_TWELVE_OWN_LENGTH_CONCEDED
    assert _decided_otherwise(accepted, accepted=True) == []
    assert _decided_otherwise(ROUND_HUNDRED_TWELVE_LENGTH_AS_A_CLAIM, accepted=False) == []
    assert _written_count(accepted + ROUND_HUNDRED_TWELVE_LENGTH_AS_A_CLAIM) == 0


# Round 113 (fresh99-tune x99-107, -111): 남기 with a note the speaker writes (round 85's
# WRITTEN_NOTE_NOUNS: 노트, 메모, 쪽지, 필기) in 로/으로, 형식/형태 and a manner word allowed
# between, in the speaker's own endings, is the form this message is left in, as "메모로 적자면"
# is; a record (기록), another's note, the reader's -시-, the past, an auxiliary, a subject or an
# ending that asks the reader keep their reasons.
ROUND_HUNDRED_THIRTEEN_LEFT_AS_A_NOTE = [
    (_RATIONALE, "노트로 남기자면 이렇습니다. [[A:01]]."),
    (_DAILY, "메모로 남기자면, [[P:01]]."),
    (_INTERPRETATION, "쪽지 형태로 간단히 남기면, [[P:01]]. 이어서 [[P:02]]."),
    (_DAILY, "메모 형식으로 남깁니다. [[P:01]]."),
]
ROUND_HUNDRED_THIRTEEN_NOTE_AS_A_CLAIM = [
    (_DAILY, "기록으로 남기자면, [[P:01]]."),
    (_DAILY, "메모로 남기셨네요. [[P:01]]."),
    (_DAILY, "메모로 남겼어요. [[P:01]]."),
    (_DAILY, "메모로 남겨 두면, [[P:01]]."),
    (_DAILY, "운동 노트로 남기자면, [[P:01]]."),
    (_DAILY, "[[P:01]]. 메모로 남기세요."),
    (_DAILY, "회원님이 메모로 남기면, [[P:01]]."),
    (_DAILY, "[[P:01]]. 메모로 남깁시다."),
]


def test_round_hundred_thirteen_the_message_left_as_a_note():
    accepted = ROUND_HUNDRED_THIRTEEN_LEFT_AS_A_NOTE
    assert _decided_otherwise(accepted, accepted=True) == []
    assert _decided_otherwise(ROUND_HUNDRED_THIRTEEN_NOTE_AS_A_CLAIM, accepted=False) == []
    assert _written_count(accepted + ROUND_HUNDRED_THIRTEEN_NOTE_AS_A_CLAIM) == 0


# Round 114 (fresh99-tune x99-085, -087, -141; fresh70-tune x70-011, -027): the loanwords
# that name the speaker's own telling (가이드, 멘트, 브리핑 - 안내/말씀 in loanword dress) are
# what the speaker may offer, as "안내를 드리면" is; a guide on another topic (운동 가이드), a
# tip, sending it, the past, the reader's -시-, a request to the reader or a subject keep
# their reasons.
ROUND_HUNDRED_FOURTEEN_LOANWORD_TELLING = [
    (_PHYSIQUE, "가이드를 드리면, [[A:01]]."),
    (_PHYSIQUE, "끝으로 짧은 가이드를 드리면, [[A:01]]."),
    (_DAILY, "짧게 브리핑을 드리면, [[P:01]]."),
    (_REVIEW_1, "간단한 멘트를 드리면, [[P:01]]."),
    (_JUDGMENT, "먼저 브리핑드리면, [[P:01]]."),
]
ROUND_HUNDRED_FOURTEEN_LOANWORD_AS_A_CLAIM = [
    (_DAILY, "가이드를 드렸어요. [[P:01]]."),
    (_DAILY, "가이드를 드리셨네요. [[P:01]]."),
    (_DAILY, "[[P:01]]. 가이드를 드리세요."),
    (_DAILY, "운동 가이드를 드리면, [[P:01]]."),
    (_DAILY, "팁을 드리면, [[P:01]]."),
    (_DAILY, "가이드를 보내 드리면, [[P:01]]."),
    (_PHYSIQUE, "가이드를 보내면, [[A:01]]."),
    (_DAILY, "회원님이 브리핑을 드리면, [[P:01]]."),
]


def test_round_hundred_fourteen_the_loanword_telling_offered():
    accepted = ROUND_HUNDRED_FOURTEEN_LOANWORD_TELLING
    assert _decided_otherwise(accepted, accepted=True) == []
    assert _decided_otherwise(ROUND_HUNDRED_FOURTEEN_LOANWORD_AS_A_CLAIM, accepted=False) == []
    assert _written_count(accepted + ROUND_HUNDRED_FOURTEEN_LOANWORD_AS_A_CLAIM) == 0


# Round 114 (fresh102-tune x102-073): the speaker's own wording (말투, 어투, 표현, 문장) in 이/가,
# opening the sentence, as the subject of round 112's conceded length or of its manner
# (딱딱하, 어색하, 투박하, 건조하) before the speaker's present telling is how the message is
# told; another subject, the reader's wording, the past, a past or honorific telling, no
# telling after, the reader told to look, the manner with no wording subject and another
# adjective keep their reasons.
ROUND_HUNDRED_FOURTEEN_OWN_WORDING_CONCEDED = [
    (_PHYSIQUE, "표현이 다소 어색하더라도 그대로 안내드리겠습니다. [[A:01]]."),
    (_DAILY, "말투가 딱딱하지만 차례대로 말씀드릴게요. [[P:01]]."),
    (_DAILY, "문장이 조금 길어도 그대로 안내드리겠습니다. [[P:01]]."),
    (_DAILY, "어투가 좀 투박하더라도 안내드릴게요. [[P:01]]."),
]
ROUND_HUNDRED_FOURTEEN_WORDING_AS_A_CLAIM = [
    (_DAILY, "운동이 조금 딱딱하더라도 그대로 안내드리면, [[P:01]]."),
    (_DAILY, "회원님 말투가 딱딱하더라도 안내드릴게요. [[P:01]]."),
    (_DAILY, "말투가 딱딱했지만 그대로 안내드릴게요. [[P:01]]."),
    (_DAILY, "말투가 딱딱하더라도 그대로 안내드렸습니다. [[P:01]]."),
    (_DAILY, "말투가 딱딱하더라도 [[P:01]]."),
    (_DAILY, "말투가 딱딱하더라도 그대로 보세요. [[P:01]]."),
    (_DAILY, "조금 딱딱하더라도 그대로 안내드릴게요. [[P:01]]."),
    (_DAILY, "말투가 딱딱하더라도 그대로 안내드리시면, [[P:01]]."),
    (_DAILY, "식단이 조금 길더라도 안내드릴게요. [[P:01]]."),
    (_DAILY, "말투가 불편하더라도 그대로 안내드릴게요. [[P:01]]."),
]


def test_round_hundred_fourteen_the_own_wording_conceded():
    accepted = ROUND_HUNDRED_FOURTEEN_OWN_WORDING_CONCEDED
    assert _decided_otherwise(accepted, accepted=True) == []
    assert _decided_otherwise(ROUND_HUNDRED_FOURTEEN_WORDING_AS_A_CLAIM, accepted=False) == []
    assert _written_count(accepted + ROUND_HUNDRED_FOURTEEN_WORDING_AS_A_CLAIM) == 0


# Round 115 (fresh104-tune x104-019, -147, -167): "one" + a step, a stage or a stitch said twice
# (한 땀 한 땀, 한 걸음 한 걸음, 한 단계 한 단계) is one by one - the manner of going through the
# message, as round 39's "한 걸음씩" - a number word that counts nothing; another noun, another
# number, two different nouns, a single 한 땀 and the step's own claims keep their reasons.
ROUND_HUNDRED_FIFTEEN_ONE_BY_ONE = [
    (_DAILY, "오늘은 차분히 한 걸음 한 걸음, [[P:01]]."),
    (_DAILY, "한 땀 한 땀 말씀드리면, [[P:01]]."),
    (_PHYSIQUE, "한 단계 한 단계 정리해 드리자면, [[A:01]]."),
    (_INTERPRETATION, "한 땀 한 땀 짚어 보면, [[P:01]]. 이어서 [[P:02]]."),
]
ROUND_HUNDRED_FIFTEEN_ONE_BY_ONE_AS_A_CLAIM = [
    (_DAILY, "한 잔 한 잔 말씀드리면, [[P:01]]."),
    (_DAILY, "두 걸음 두 걸음 말씀드리면, [[P:01]]."),
    (_DAILY, "한 땀 두 땀 말씀드리면, [[P:01]]."),
    (_DAILY, "한 걸음 한 단계 말씀드리면, [[P:01]]."),
    (_DAILY, "한 땀씩 말씀드리면, [[P:01]]."),
    (_DAILY, "한 땀 흘리고 말씀드리면, [[P:01]]."),
    (_DAILY, "한 땀 한 땀 운동하시면, [[P:01]]."),
    (_DAILY, "한 걸음 한 걸음 나아가고 계세요. [[P:01]]."),
]


def test_round_hundred_fifteen_one_by_one():
    accepted = ROUND_HUNDRED_FIFTEEN_ONE_BY_ONE
    assert _decided_otherwise(accepted, accepted=True) == []
    assert _decided_otherwise(ROUND_HUNDRED_FIFTEEN_ONE_BY_ONE_AS_A_CLAIM, accepted=False) == []
    assert _written_count(accepted + ROUND_HUNDRED_FIFTEEN_ONE_BY_ONE_AS_A_CLAIM) == 0


# Round 115 (fresh104-tune x104-133): round 32's laying out in turn (놓, 보 its only auxiliary,
# in a present -면 before an issued sentence) set in order by a step phrase Kiwi splits (하나씩,
# 한 걸음씩, 한 단계씩) or by 순서대로 (Kiwi's 대로/JX); another count, a unit, a place in the
# world, an object of the world, the past, -니 and the reader's -시- keep their reasons.
ROUND_HUNDRED_FIFTEEN_LAID_OUT_STEP_BY_STEP = [
    (_DAILY, "순서대로 놓아 보면, [[P:01]]."),
    (_DAILY, "하나씩 놓아 보면, [[P:01]]."),
    (_PHYSIQUE, "한 단계씩 놓아 보면, [[A:01]]."),
    (_INTERPRETATION, "한 걸음씩 차례로 놓아 보면, [[P:01]]. 이어서 [[P:02]]."),
]
ROUND_HUNDRED_FIFTEEN_LAID_OUT_AS_A_CLAIM = [
    (_DAILY, "두 걸음씩 놓아 보면, [[P:01]]."),
    (_DAILY, "한 잔씩 놓아 보면, [[P:01]]."),
    (_DAILY, "하나씩 식판에 놓아 보면, [[P:01]]."),
    (_DAILY, "간식을 하나씩 놓아 보면, [[P:01]]."),
    (_DAILY, "하나씩 놓아 보니, [[P:01]]."),
    (_DAILY, "하나씩 놓아 봤더니, [[P:01]]."),
    (_DAILY, "순서대로 놓아 보시면, [[P:01]]."),
    (_DAILY, "하나 놓아 보면, [[P:01]]."),
]


def test_round_hundred_fifteen_laid_out_step_by_step():
    accepted = ROUND_HUNDRED_FIFTEEN_LAID_OUT_STEP_BY_STEP
    assert _decided_otherwise(accepted, accepted=True) == []
    assert _decided_otherwise(ROUND_HUNDRED_FIFTEEN_LAID_OUT_AS_A_CLAIM, accepted=False) == []
    assert _written_count(accepted + ROUND_HUNDRED_FIFTEEN_LAID_OUT_AS_A_CLAIM) == 0


# Round 116 (fresh104-tune x104-145): straight after an issued sentence, a sentence of its own
# saying the speaker set it in front - (맨/가장) 앞에 + 두/놓 in the past, led by nothing or by
# its being seen (한눈에/잘/바로 보이도록/보이게) - 앞 is its place in this message, not a time.
# A place in the world, an object of the world, a span, the reader's -시-, the future, the
# reader's eating, the present -고 and no issued sentence before keep their reasons.
ROUND_HUNDRED_SIXTEEN_SET_IN_FRONT = [
    (_DAILY, "[[P:01]]. 앞에 두었습니다."),
    (_PHYSIQUE, "[[A:01]]. 잘 보이도록 맨 앞에 두었어요."),
    (_DAILY, "[[P:01]]. 한눈에 보이게 앞에 놓았습니다."),
    (_JUDGMENT, "[[P:01]]. 바로 보이도록 가장 앞에 두었습니다."),
]
ROUND_HUNDRED_SIXTEEN_SET_IN_FRONT_AS_A_CLAIM = [
    (_DAILY, "[[P:01]]. 문 앞에 두었습니다."),
    (_DAILY, "[[P:01]]. 시합을 앞에 두었습니다."),
    (_DAILY, "[[P:01]]. 며칠 앞에 두었습니다."),
    (_DAILY, "[[P:01]]. 앞에 두셨습니다."),
    (_DAILY, "[[P:01]]. 한눈에 보이시도록 앞에 두었습니다."),
    (_DAILY, "[[P:01]]. 잘 드시도록 앞에 두었습니다."),
    (_DAILY, "[[P:01]]. 앞에 두고 보시면 됩니다."),
    (_DAILY, "[[P:01]]. 냉장고 앞에 놓았어요."),
    (_DAILY, "[[P:01]]. 앞에 두겠습니다."),
    (_DAILY, "앞에 두었습니다. [[P:01]]."),
]


def test_round_hundred_sixteen_set_in_front():
    accepted = ROUND_HUNDRED_SIXTEEN_SET_IN_FRONT
    assert _decided_otherwise(accepted, accepted=True) == []
    assert _decided_otherwise(ROUND_HUNDRED_SIXTEEN_SET_IN_FRONT_AS_A_CLAIM, accepted=False) == []
    assert _written_count(accepted + ROUND_HUNDRED_SIXTEEN_SET_IN_FRONT_AS_A_CLAIM) == 0


# Round 117 (fresh105-tune x105-063, a false acceptance): 처음 + 으로 with no order set up before
# it in the slot is "for the first time" - an occurrence with none before it - not the first of
# the parts told. An order noun earlier in the slot (순서대로/차례대로 ... 처음으로) and a part of
# the message in the genitive before it (목차의 처음으로) keep it the first of this message's parts.
ROUND_HUNDRED_SEVENTEEN_FIRST_TIME = [
    (_DAILY, "이렇게 처음으로, [[P:01]]."),
    (_DAILY, "생애 처음으로 [[P:01]]."),
    (_INTERPRETATION, "처음으로 [[P:01]]. 그리고 [[P:02]]."),
    (_PHYSIQUE, "맨 처음으로 [[A:01]]."),
    (_JUDGMENT, "처음으로 이렇게, [[P:01]]."),
    (_REVIEW, "[[P:01]]. 처음으로 이렇게 말씀드려요."),
]
ROUND_HUNDRED_SEVENTEEN_FIRST_OF_THE_PARTS = [
    (_DAILY, "차례대로 안내드리면, 처음으로 [[P:01]]."),
    (_INTERPRETATION, "순서대로 짚어 드리면, 처음으로 [[P:01]]. 이어서 [[P:02]]."),
    (_DAILY, "목차의 처음으로, [[P:01]]."),
    (_PHYSIQUE, "순서에 맞춰 말씀드리면, 처음으로 [[A:01]]."),
]


def test_round_hundred_seventeen_for_the_first_time():
    refused = ROUND_HUNDRED_SEVENTEEN_FIRST_TIME
    assert _decided_otherwise(refused, accepted=False) == []
    assert _decided_otherwise(ROUND_HUNDRED_SEVENTEEN_FIRST_OF_THE_PARTS, accepted=True) == []
    assert [_on(*where, text).reason for where, text in refused] == ["time"] * len(refused)
    assert _written_count(refused + ROUND_HUNDRED_SEVENTEEN_FIRST_OF_THE_PARTS) == 0


# Round 117 (fresh105-tune x105-133): round 27's walk through the message (an adverb of order or
# steps, no object but the message's own, no -시-, no past, -면) whose whole outcome is "like
# this" or "as follows" (이렇 / 다음과 같 in a plain present final) closing its sentence before an
# issued sentence: the issued sentence is what the walk shows, as "정리하면 이렇습니다" shows the
# summary - no outcome follows from the look. A finding adverb, the record as object, the
# reader's -시-, another outcome, the past, -겠-, 그렇 and no issued sentence after stay refused.
ROUND_HUNDRED_SEVENTEEN_WALK_POINTS_AHEAD = [
    (_DAILY, "하나씩 보면 이렇습니다. [[P:01]]."),
    (_PHYSIQUE, "차례로 살펴보면 이렇습니다. [[A:01]]."),
    (_INTERPRETATION, "순서대로 보면 다음과 같습니다. [[P:01]]. 이어서 [[P:02]]."),
    (_JUDGMENT, "차례로 보면 다음과 같습니다. [[P:01]]."),
]
ROUND_HUNDRED_SEVENTEEN_WALK_POINTS_AHEAD_AS_A_CLAIM = [
    (_DAILY, "자세히 보면 이렇습니다. [[P:01]]."),
    (_DAILY, "기록을 하나씩 보면 이렇습니다. [[P:01]]."),
    (_DAILY, "흐름을 하나씩 보면 이렇습니다. [[P:01]]."),
    (_DAILY, "차례대로 보시면 이렇습니다. [[P:01]]."),
    (_DAILY, "차례대로 보면 좋습니다. [[P:01]]."),
    (_DAILY, "차례대로 보면 달라집니다. [[P:01]]."),
    (_DAILY, "차례대로 보면 이랬습니다. [[P:01]]."),
    (_DAILY, "차례대로 보면 이렇겠습니다. [[P:01]]."),
    (_DAILY, "차례대로 보면 그렇습니다. [[P:01]]."),
    (_DAILY, "[[P:01]]. 차례대로 보면 이렇습니다."),
]


def test_round_hundred_seventeen_the_walk_points_ahead():
    accepted = ROUND_HUNDRED_SEVENTEEN_WALK_POINTS_AHEAD
    refused = ROUND_HUNDRED_SEVENTEEN_WALK_POINTS_AHEAD_AS_A_CLAIM
    assert _decided_otherwise(accepted, accepted=True) == []
    assert _decided_otherwise(refused, accepted=False) == []
    assert _written_count(accepted + refused) == 0


# Round 117 (fresh105-tune x105-095): a comparative adverb (한결, 훨씬, 한층) straight before an
# ease adjective in -게 about the reader's reading of this message - after 보기/읽기, or before
# the reading laid out for (-시도록, -실 수 있도록) - then straight into the speaker's present
# telling says how easily the message reads, as round 83's "한결 가볍게 정리해 드리면" says how
# it is put. The reading as the end, the past, another act (운동하실, 드실), something else at
# ease, the record read, no telling after and another verb than telling stay refused.
ROUND_HUNDRED_SEVENTEEN_EASIER_TO_READ = [
    (_DAILY, "훨씬 편하게 보실 수 있도록 정리하면, [[P:01]]."),
    (_DAILY, "한결 편하게 읽으시도록 정리해 드리면, [[P:01]]."),
    (_DAILY, "한결 보기 편하게 정리하면, [[P:01]]."),
    (_PHYSIQUE, "한층 수월하게 검토하실 수 있게 정리해 드리면, [[A:01]]."),
]
ROUND_HUNDRED_SEVENTEEN_EASIER_AS_A_CLAIM = [
    (_DAILY, "한결 편하게 보실 수 있어요. [[P:01]]."),
    (_DAILY, "[[P:01]]. 한결 편하게 보실 수 있도록 정리했습니다."),
    (_DAILY, "운동이 한결 편하게 느껴지도록 정리하면, [[P:01]]."),
    (_DAILY, "한결 편하게 운동하실 수 있도록 정리하면, [[P:01]]."),
    (_DAILY, "기록을 한결 편하게 보실 수 있도록 정리하면, [[P:01]]."),
    (_DAILY, "한결 편하게 보실 수 있도록, [[P:01]]."),
    (_DAILY, "한결 편하게 드실 수 있도록 정리하면, [[P:01]]."),
    (_DAILY, "한결 가벼워지도록 정리하면, [[P:01]]."),
    (_DAILY, "한결 편하게 보실 수 있도록 정리하셨어요. [[P:01]]."),
    (_DAILY, "한결 편하게 보실 수 있도록 바꾸면, [[P:01]]."),
]


def test_round_hundred_seventeen_easier_to_read():
    accepted = ROUND_HUNDRED_SEVENTEEN_EASIER_TO_READ
    refused = ROUND_HUNDRED_SEVENTEEN_EASIER_AS_A_CLAIM
    assert _decided_otherwise(accepted, accepted=True) == []
    assert _decided_otherwise(refused, accepted=False) == []
    assert _written_count(accepted + refused) == 0


# Round 117 (fresh105-tune x105-007): on an operator card, 한눈에 straight before the reader's
# seeing verb (보, 살펴보; -시면/-시면서, no auxiliary) leading straight into the first
# issued sentence is the operator taking the card in at a glance - round 39's reader walking
# through it, its whole at once instead of part by part. The customer's surfaces, an object, the
# past, a prediction after, an issued sentence before and another verb stay refused.
ROUND_HUNDRED_SEVENTEEN_AT_A_GLANCE = [
    (_JUDGMENT, "우선 한눈에 보시면, [[P:01]]."),
    (_REVIEW_1, "일단 한눈에 살펴보시면서, [[P:01]]."),
    (_REVIEW, "한눈에 보시면서, [[P:01]]."),
    (_JUDGMENT, "먼저 한눈에 살펴보시면, [[P:01]]."),
]
ROUND_HUNDRED_SEVENTEEN_AT_A_GLANCE_AS_A_CLAIM = [
    (_DAILY, "우선 한눈에 보시면, [[P:01]]."),
    (_RATIONALE, "한눈에 보시면, [[A:01]]."),
    (_JUDGMENT, "기록을 한눈에 보시면, [[P:01]]."),
    (_JUDGMENT, "한눈에 보셨으면, [[P:01]]."),
    (_JUDGMENT, "한눈에 보시면 아실 거예요. [[P:01]]."),
    (_JUDGMENT, "한눈에 들여다보시면, [[P:01]]."),
    (_JUDGMENT, "한눈에 알아보시면, [[P:01]]."),
    (_REVIEW_1, "[[P:01]]. 한눈에 보시면 됩니다."),
]


def test_round_hundred_seventeen_the_card_at_a_glance():
    accepted = ROUND_HUNDRED_SEVENTEEN_AT_A_GLANCE
    refused = ROUND_HUNDRED_SEVENTEEN_AT_A_GLANCE_AS_A_CLAIM
    assert _decided_otherwise(accepted, accepted=True) == []
    assert _decided_otherwise(refused, accepted=False) == []
    assert _written_count(accepted + refused) == 0


# Round 118 (fresh106-tune x106-063, -113): 곁들이 - adding on the side - bare (no object but the
# message's own material, nothing straight before it but the start, a comma, an adverb or a
# connective ending such as 참고 삼아 / 혹시나 해서), in -면/-자면 and straight before the issued
# sentence, is the speaker adding to this message, as 덧붙이 is. A thing of the world as object,
# a place or a role (국에, 반찬으로), eating together, the reader's -시-, the past and an outcome
# after it stay refused.
ROUND_HUNDRED_EIGHTEEN_ADDED_ALONGSIDE = [
    (_RATIONALE, "짧게 곁들이자면, [[A:01]]."),
    (_DAILY, "간단히 곁들이면, [[P:01]]."),
    (_REVIEW_1, "말씀을 곁들이면, [[P:01]]."),
    (_PHYSIQUE, "참고로 조금 곁들이자면, [[A:01]]."),
]
ROUND_HUNDRED_EIGHTEEN_ADDED_ALONGSIDE_AS_A_CLAIM = [
    (_DAILY, "채소를 곁들이면, [[P:01]]."),
    (_DAILY, "채소 곁들이면, [[P:01]]."),
    (_DAILY, "국에 곁들이면, [[P:01]]."),
    (_DAILY, "반찬으로 곁들이면, [[P:01]]."),
    (_DAILY, "같이 곁들이면, [[P:01]]."),
    (_DAILY, "곁들여 드시면, [[P:01]]."),
    (_DAILY, "곁들이시면, [[P:01]]."),
    (_DAILY, "곁들였으면, [[P:01]]."),
    (_DAILY, "[[P:01]]. 곁들이면 좋아요."),
]


def test_round_hundred_eighteen_added_alongside():
    accepted = ROUND_HUNDRED_EIGHTEEN_ADDED_ALONGSIDE
    refused = ROUND_HUNDRED_EIGHTEEN_ADDED_ALONGSIDE_AS_A_CLAIM
    assert _decided_otherwise(accepted, accepted=True) == []
    assert _decided_otherwise(refused, accepted=False) == []
    assert _written_count(accepted + refused) == 0
