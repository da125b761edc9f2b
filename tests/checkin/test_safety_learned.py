"""The learned second reader (ADR 0084): scikit-learn's arithmetic in plain Python, trained
on the tune halves only, adding holds and never clearing one, failing closed."""

from __future__ import annotations

import gzip
import json
from collections import Counter

import pytest

from services.checkin.safety import learned, rules
from services.checkin.safety.learned import ReaderUnavailable
from tests.evaluation import safety as evaluation


def test_grams_are_scikit_learns_char_wb_grams():
    # " ab " gives 1-grams " ", "a", "b", " " ... up to the whole padded word, once.
    assert learned.grams("Ab") == Counter(
        {" ": 2, "a": 1, "b": 1, " a": 1, "ab": 1, "b ": 1, " ab": 1, "ab ": 1, " ab ": 1}
    )
    # A padded word no longer than n is counted once and ends the larger sizes.
    assert learned.grams("x") == Counter({" ": 2, "x": 1, " x": 1, "x ": 1, " x ": 1})
    assert learned.grams("a  b") == learned.grams("a b")


def test_the_shipped_weights_were_fitted_on_tune_halves_only():
    document = json.loads(gzip.decompress(learned.MODEL_PATH.read_bytes()))
    # Round 101 (ADR 0084): refitted on every tune half there was - the corpus's tune half (with
    # the extra tuning cases) and fresh-tune .. fresh105-tune - and never on a held-out one.
    halves = set(document["trained_on"])
    assert not halves & set(evaluation.HELD_OUT)
    assert {"tune", "fresh-tune", "fresh77-tune", "fresh105-tune"} <= halves
    assert len(halves) == 106 and all(half.endswith("tune") for half in halves)
    assert document["models"] == ["risk", "S1", "S2", "S3", "S4", "S5", "S6"]
    assert 0.5 <= document["threshold"] <= 0.9
    assert all(len(row) == 8 for row in document["features"].values())


def test_it_holds_what_no_rule_names_and_passes_plain_training_talk():
    unseen = "요즘은 그냥 모든 걸 내려놓고 조용히 사라지는 상상을 자주 해요"
    assert rules.findings(unseen) == []  # no rule names it: only the reader can hold it
    assert learned.read(unseen).held
    plain = learned.read("오늘 스쿼트 다섯 세트 하고 단백질 챙겨 먹었어요")
    assert not plain.held and plain.risk < 0.5


def test_a_held_reading_names_its_code_and_the_whole_text():
    text = "요즘은 그냥 모든 걸 내려놓고 조용히 사라지는 상상을 자주 해요"
    (reason,) = rules.matches("customer_checkin", "note", text)
    assert reason.rule_id == learned.read(text).code
    assert reason.excerpt == text


def test_short_answers_are_left_to_the_rules():
    assert rules.matches("customer_checkin", "note", "있음") == []


def test_weights_that_cannot_load_hold_the_text_as_unanalysed(monkeypatch):
    def unavailable() -> None:
        raise ReaderUnavailable("gone")

    monkeypatch.setattr(learned, "_model", unavailable)
    (reason,) = rules.matches("customer_checkin", "note", "오늘 스쿼트 다섯 세트 했어요 좋아요")
    assert (reason.rule_id, reason.detail) == ("S1", "unanalysed")


@pytest.mark.parametrize("schema", ["safety_learned_reader_v0", None])
def test_weights_of_another_shape_are_refused(tmp_path, monkeypatch, schema):
    document = {"schema": schema, "models": ["risk"], "threshold": 0.7, "intercepts": [0.0]}
    path = tmp_path / learned.MODEL_FILE
    path.write_bytes(gzip.compress(json.dumps(document).encode()))

    class Files:
        def joinpath(self, name: str):
            return tmp_path / name

    monkeypatch.setattr("importlib.resources.files", lambda _package: Files())
    learned._model.cache_clear()
    try:
        with pytest.raises(ReaderUnavailable):
            learned.read("오늘 스쿼트 다섯 세트 했어요")
    finally:
        learned._model.cache_clear()
