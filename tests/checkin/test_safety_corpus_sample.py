"""Every half of the S1-S6 corpora, sampled, held to its pin in ``make test``.

Deciding every labelled case (~23,000, about two minutes of one core) is
``test_safety_corpus.py``'s job; its decision tests are marked ``corpus`` and run in
``make test-corpus``, which CI runs after ``make test`` (the whole pin still gates a landing).
Here every ``SAMPLE_STEP``-th case of each half is decided and its wrong decisions must be
exactly the pinned ones among the sampled cases - a regression or an unpinned improvement on
any sampled case fails ``make test`` as it fails the whole pin.
"""

from __future__ import annotations

import json
from collections import defaultdict

import pytest

from tests.evaluation import safety as evaluation

SAMPLE_STEP = 8
_KINDS = ("_misses", "_false_holds")


@pytest.fixture(scope="module")
def sampled() -> list[evaluation.Decision]:
    by_half: dict[str, list[evaluation.Case]] = defaultdict(list)
    for case in evaluation.load_everything():
        by_half[case.split].append(case)
    return evaluation.decide_all([c for cases in by_half.values() for c in cases[::SAMPLE_STEP]])


def _pinned_among(ids_by_half: dict[str, set[str]]) -> dict[str, object]:
    """The pin restricted to the sampled cases, keyed as ``wrong_decisions`` keys them."""
    pinned: dict[str, object] = json.loads(evaluation.PINNED.read_text(encoding="utf-8"))
    among: dict[str, object] = {}
    for key, value in pinned.items():
        kind = next(kind for kind in _KINDS if key.endswith(kind))
        ids = ids_by_half[key.removesuffix(kind)]
        if isinstance(value, dict):
            among[key] = {case_id: codes for case_id, codes in value.items() if case_id in ids}
        else:
            assert isinstance(value, list)
            among[key] = [case_id for case_id in value if case_id in ids]
    return among


def test_the_sample_holds_cases_of_every_half(sampled):
    halves = {d.case.split for d in sampled}
    assert halves == set(evaluation.ALL_HALVES)
    assert len(sampled) * SAMPLE_STEP >= len(evaluation.load_everything())


def test_the_samples_wrong_decisions_are_exactly_the_pinned_ones_among_it(sampled):
    ids_by_half: dict[str, set[str]] = defaultdict(set)
    for decision in sampled:
        ids_by_half[decision.case.split].add(decision.case.id)
    assert evaluation.wrong_decisions(sampled) == _pinned_among(ids_by_half)
