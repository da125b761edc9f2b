"""The structural judgment's one pass decides as scanning the whole analysis per check would.

``judge`` finds the placeholders, the words the word rules judge and the tags of its closing
checks in one pass, then tests only those indices (ADR 0020, 2026-12-05 addendum). The
reference below is the judgment as it was written before that pass - every closing check a
scan of the whole analysis - and both must give the same reason on every tunable corpus text.
"""

from __future__ import annotations

from collections.abc import Sequence

import pytest

from services.expression.validation import judgment
from services.expression.validation.clauses import chains
from services.expression.validation.predicates import (
    PLACEHOLDER_MARK,
    chain_reason,
    reading_leave_span,
    review_asked_with_thanks,
)
from services.expression.validation.prose import ProseRejected, precheck
from services.expression.validation.stems import ANALYZER, Morph
from services.expression.validation.word_rules import WORD_TAGS, word_reason
from tests.evaluation import expression as evaluation


def _judge_by_full_scans(morphs: Sequence[Morph], slot_id: str) -> str | None:
    """``judge`` before its one pass: each check scans every morpheme."""
    found = chains(morphs)
    first_mark = next((i for i, m in enumerate(morphs) if m.form == PLACEHOLDER_MARK), len(morphs))
    # round 44: a closed sentence form leaving the reader to (re)read is judged whole
    leave = reading_leave_span(morphs) if first_mark < len(morphs) else None
    covered = leave if leave is not None else range(0)
    for index, morph in enumerate(morphs):
        if morph.tag not in WORD_TAGS and morph.form != "대로":
            continue
        if index in covered:
            continue
        reason = word_reason(morphs, index, slot_id, opening=index < first_mark, found=found)
        if reason is not None:
            return reason
    for position, chain in enumerate(found):
        if chain.first in covered:
            continue
        following = found[position + 1] if position + 1 < len(found) else None
        reason = chain_reason(morphs, chain, following, slot_id)
        if reason is not None:
            return reason
    marks = [i for i, m in enumerate(morphs) if m.form == PLACEHOLDER_MARK]
    closing: list[tuple[bool, str]] = [
        (any(judgment._reader_before_issued(morphs, i) for i in marks), "reader_claim"),
        (
            any(
                judgment._likeness_between_issued(morphs, a, b)
                for a in marks
                for b in marks
                if a < b and not any(m.form == PLACEHOLDER_MARK for m in morphs[a + 1 : b])
            ),
            "causal_link",  # round 40: "[[P:01]]. 이처럼 [[P:02]]."
        ),
        (any(judgment._likened_to_above(morphs, i) for i in marks), "causal_link"),  # round 73
        (
            any(
                m.form == PLACEHOLDER_MARK and i > 0 and morphs[i - 1].tag == "ETM"
                for i, m in enumerate(morphs)
            ),
            "predication",
        ),
    ]
    for held, reason in closing:
        if held:
            return reason
    scans = (
        (lambda i, m: m.tag == "ETN" and judgment._concessive(morphs, i), "causal_link"),
        (lambda i, m: m.tag == "ETN" and judgment._existence_as_noun(morphs, i), "predication"),
        (
            lambda i, m: m.tag == "XSN" and judgment._likelihood_noun(morphs, i),
            "evaluative_or_epistemic",
        ),
        (lambda i, m: m.tag == "XR" and judgment._root_glued_to_noun(morphs, i), "unanalysed_word"),
        (  # round 74: a noun of importance, urgency or correction
            lambda i, m: m.tag == "NNG" and m.form in judgment._IMPORTANCE_OR_URGENCY,
            "evaluative_or_epistemic",
        ),
        (  # round 77: a noun of rank or priority ("중요도 순으로", "최우선으로")
            lambda i, m: m.tag == "NNG" and judgment._priority_named(morphs, i),
            "evaluative_or_epistemic",
        ),
        (  # round 76: the retrospective -던 ("정리하던 중에")
            lambda i, m: m.tag == "ETM" and m.form == "던",
            "past_event",
        ),
        (  # round 77: as it was at first ("원래 순서대로", "본래 순서대로")
            lambda i, m: m.tag in {"MAG", "NNG"} and m.form in judgment._AS_AT_FIRST,
            "past_event",
        ),
        (  # round 77: now and then ("틈틈이 안내해 드릴게요", "그때그때 정리해 드릴게요")
            lambda i, m: m.tag == "MAG" and m.form in judgment._NOW_AND_THEN,
            "time",
        ),
        (  # round 76: 뒤 after a while ("조금 뒤에 말씀드릴게요")
            lambda i, m: m.tag == "NNG" and judgment._after_a_while(morphs, i),
            "time",
        ),
        (  # round 76: the habitual -곤 하- ("말씀드리곤 해요")
            lambda i, m: m.tag == "VX" and judgment._habitual(morphs, i),
            "time",
        ),
        (  # round 75: an order set by an adjective of the items ("시급한 것부터")
            lambda i, m: judgment._graded_order(morphs, i),
            "evaluative_or_epistemic",
        ),
        (  # round 74: a bare heading naming what the issued sentence is
            lambda i, m: (
                m.form == PLACEHOLDER_MARK and judgment._bare_heading_names_else(morphs, i)
            ),
            "new_fact",
        ),
        (  # round 75: a heading phrase (의, a modifier clause) naming a to-do or a task
            lambda i, m: (
                m.form == PLACEHOLDER_MARK and judgment._heading_phrase_names_else(morphs, i)
            ),
            "new_fact",
        ),
        (  # round 77: a step of a process ("다음 단계로, [[P:01]]")
            lambda i, m: m.tag == "NNG" and judgment._step_of_a_process(morphs, i),
            "new_fact",
        ),
        (  # round 78: a person's turn ("이제 운영자님 차례죠")
            lambda i, m: m.tag == "NNG" and judgment._a_persons_turn(morphs, i),
            "instruction",
        ),
        (  # round 80: a person's standing ("트레이너로서 말씀드리면")
            lambda i, m: m.tag == "NNG" and judgment._a_persons_standing(morphs, i),
            "evaluative_or_epistemic",
        ),
        (
            lambda i, m: m.tag == "JX" and m.form in judgment._SCALAR_PARTICLES,
            "evaluative_or_epistemic",
        ),
    )
    for test, reason in scans:
        if any(test(i, m) for i, m in enumerate(morphs)):
            return reason
    if any(
        judgment._conditional_outcome(morphs, found, i)
        and not review_asked_with_thanks(morphs, found[i], found[i + 1], slot_id)
        and found[i].first not in covered
        for i in range(len(found) - 1)
    ):
        return "causal_or_conditional_link"  # round 33: thanks closing a reading request
    if any(m.tag == "EF" and m.form in judgment._HEARSAY_ENDINGS for m in morphs):
        return "evidential_framing"
    if any(judgment._plain_register(morphs, i) for i, m in enumerate(morphs) if m.tag == "EF"):
        return "register"
    if any(judgment._note_ending(morphs, i) for i, m in enumerate(morphs) if m.tag == "ETN"):
        return "register"  # round 31's note-style ending, added with the check itself
    if any(m.form == "당신" and m.tag == "NP" for m in morphs):
        return "register"
    if any(judgment._other_audience(morphs, i, slot_id) for i in range(len(morphs))):
        return "addressee"
    if any(judgment._others_words(morphs, i) for i, m in enumerate(morphs) if m.tag == "NNG"):
        return "evidential_framing"
    # round 58's promise of another message, checked last; first reached by a tunable text in
    # round 62 (x53-055 "따로 부연하지 않을게요", refused as judge refuses it)
    if any(judgment._told_elsewhere(morphs, i, found) for i in range(len(morphs))):
        return "prediction"
    # round 64's body and mood nouns, checked after everything else
    if any(m.tag == "NNG" and m.form in judgment._CUSTOMER_STATE_NOUNS for m in morphs):
        return "customer_state"
    if any(
        judgment._customers_own(morphs, i) and not judgment._beside_in_cheer(morphs, i, found)
        for i, m in enumerate(morphs)
        if m.tag == "NNG"
    ):
        return "customer_state"  # round 121: not the place beside them in the speaker's cheer
    if any(m.tag == "NNG" and m.form in judgment._CONTACT_NOUNS for m in morphs):
        return "approval_delivery"  # round 122: contact outside this message, checked last
    return None


def _analysed_tunable_texts() -> list[tuple[tuple[Morph, ...], str]]:
    analysed = []
    for case in evaluation.load_all():
        if case.split not in evaluation.TUNABLE:
            continue
        surface = evaluation.host_surface(case)
        assert surface is not None
        slot = next(s for s in surface.manifest.slots if s.slot_id == case.slot_id)
        try:
            marked = precheck(case.generated_ko, slot)
        except ProseRejected:
            continue  # never analysed
        analysed.append((ANALYZER.analyze(marked), slot.slot_id))
    return analysed


@pytest.fixture(scope="module")
def analysed() -> list[tuple[tuple[Morph, ...], str]]:
    return _analysed_tunable_texts()


def test_the_one_pass_judgment_gives_every_tunable_text_the_full_scans_reason(analysed):
    assert len(analysed) > 3000
    differing = [
        (slot_id, judgment.judge(morphs, slot_id), _judge_by_full_scans(morphs, slot_id))
        for morphs, slot_id in analysed
        if judgment.judge(morphs, slot_id) != _judge_by_full_scans(morphs, slot_id)
    ]
    assert differing == []
    reasons = {judgment.judge(morphs, slot_id) for morphs, slot_id in analysed}
    # the corpus reaches the closing checks, not only the word and chain rules
    assert {None, "register", "addressee"} <= reasons


def test_a_closing_check_still_fires_wherever_its_morpheme_stands():
    slot_id = "daily.status"
    late = ANALYZER.analyze(f"{PLACEHOLDER_MARK}. 정리해 줄게.")
    assert judgment.judge(late, slot_id) == _judge_by_full_scans(late, slot_id) == "register"
