"""The learned second reader: character n-grams weighed by logistic regressions (pure).

The rules (``rules.py``) read words they know. People write risk in words nobody listed, so a
second reader, trained on the labelled tune halves (``tests/evaluation/
train_safety_reader.py``; ADR 0084), scores every text the rules left unheld: character
1-4-grams within words (spacing, misspellings and inflections share most of their grams),
TF-IDF with sublinear counts, one regression for "risky at all" and one per S-code. At or
above its threshold the text is held under the code whose regression scores highest.
It only ever adds a hold; it never clears one the rules found; it reads only texts of at
least ``MIN_CHARACTERS`` letters.

Plain Python over the weights shipped as package data, so the service needs no numerical
library; the arithmetic is scikit-learn's (``char_wb`` analyser, ``l2`` norm).
"""

from __future__ import annotations

import gzip
import json
import math
import re
from collections import Counter
from dataclasses import dataclass
from functools import cache
from importlib import resources
from pathlib import Path
from typing import Final

from shared.contracts.safety import RuleId

NGRAM_RANGE: Final = (1, 4)
MODEL_FILE: Final = "learned_reader.json.gz"
# Where the trainer writes it (the service reads it through importlib.resources).
MODEL_PATH: Final = Path(__file__).resolve().parent / MODEL_FILE
SCHEMA: Final = "safety_learned_reader_v1"
# A button label ("있음") or a word or two is too little text for grams to weigh: only the
# rules read it.
MIN_CHARACTERS: Final = 8
CODES: Final[tuple[RuleId, ...]] = ("S1", "S2", "S3", "S4", "S5", "S6")
_RUNS_OF_SPACE: Final = re.compile(r"\s\s+")


class ReaderUnavailable(RuntimeError):
    """The shipped weights are missing or not the expected shape (the caller fails closed)."""


@dataclass(frozen=True)
class Verdict:
    risk: float  # the "risky at all" probability
    code: RuleId  # the S-code scored highest
    held: bool  # risk at or above the trained threshold


@dataclass(frozen=True)
class _Model:
    threshold: float
    intercepts: tuple[float, ...]  # risk, then S1..S6
    features: dict[str, tuple[float, ...]]  # gram -> (idf, weight per regression)


def grams(text: str) -> Counter[str]:
    """scikit-learn's ``char_wb`` grams of the lower-cased text: within each word padded
    with one space either side; a padded word no longer than ``n`` gives itself once and no
    longer grams."""
    low, high = NGRAM_RANGE
    found: Counter[str] = Counter()
    for word in _RUNS_OF_SPACE.sub(" ", text.lower()).split():
        padded = f" {word} "
        for size in range(low, high + 1):
            if len(padded) <= size:
                found[padded] += 1
                break
            found.update(padded[i : i + size] for i in range(len(padded) - size + 1))
    return found


def _sigmoid(score: float) -> float:
    if score >= 0:
        return 1.0 / (1.0 + math.exp(-score))
    exponent = math.exp(score)
    return exponent / (1.0 + exponent)


def read(text: str) -> Verdict:
    """Score ``text``; raises ``ReaderUnavailable`` when the weights cannot be loaded."""
    model = _model()
    weights: dict[str, float] = {}
    rows = []
    for gram, count in grams(text).items():
        row = model.features.get(gram)
        if row is not None:
            weights[gram] = (1.0 + math.log(count)) * row[0]
            rows.append((gram, row))
    norm = math.sqrt(sum(value * value for value in weights.values())) or 1.0
    scores = list(model.intercepts)
    for gram, row in rows:
        value = weights[gram] / norm
        for position in range(len(scores)):
            scores[position] += value * row[position + 1]
    probabilities = [_sigmoid(score) for score in scores]
    by_code = dict(zip(CODES, probabilities[1:], strict=True))
    code = max(CODES, key=lambda c: by_code[c])
    return Verdict(probabilities[0], code, probabilities[0] >= model.threshold)


@cache
def _model() -> _Model:
    try:
        raw = resources.files(__package__).joinpath(MODEL_FILE).read_bytes()
        document = json.loads(gzip.decompress(raw))
        if document["schema"] != SCHEMA or document["models"] != ["risk", *CODES]:
            raise ReaderUnavailable("the learned reader's weights have another shape")
        features = {gram: tuple(row) for gram, row in document["features"].items()}
        return _Model(float(document["threshold"]), tuple(document["intercepts"]), features)
    except (OSError, ValueError, KeyError, TypeError) as error:
        raise ReaderUnavailable(f"the learned reader cannot load: {error}") from error


def warm() -> None:
    """Load the weights now (at startup) rather than on the first check-in."""
    _model()
