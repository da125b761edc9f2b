"""The keep rule for a refit of the learned reader, read with each fresh batch left out whole.

``python -m tests.evaluation.keep_safety_reader --candidate FILE --previous FILE`` (ADR 0084,
round 17). The older keep rule compared two readers on the tune texts both were fitted on, so
a refit could pass it and still lose risky text it had never seen (round 16 lost five
untuned risky texts across four held-out halves after passing it). This rule reads
recall on a writer the reader has not seen, from the tune halves only:

for each fresh batch's tune half H (``fresh-tune`` .. the newest), each reader is refitted by
its own recipe on the halves it was fitted on, without H (a reader never fitted on H is read
as shipped), and every risky text of H that the rules plus the previous reader so fitted hold
must still be held by the rules plus the candidate so fitted, each at its own shipped
threshold. Only the "risky at all" regression decides whether a text is held, so only it is
refitted. The corpus's tune half and the extra tuning cases are never left out (they are not
one writer's batch). No check half is read: every text here is a tune text.
"""

from __future__ import annotations

import gzip
import json
import math
import sys
from pathlib import Path

import numpy as np
from joblib import Parallel, delayed  # type: ignore[import-untyped]
from sklearn.feature_extraction.text import TfidfVectorizer

from services.checkin.safety import learned
from tests.evaluation import safety as evaluation
from tests.evaluation.train_safety_reader import _regression, _rules_only


def _document(path: Path) -> dict[str, object]:
    loaded: dict[str, object] = json.loads(gzip.decompress(path.read_bytes()))
    return loaded


def _shipped_risk(document: dict[str, object], text: str) -> float:
    """The shipped weights' "risky at all" probability, as ``learned.read`` computes it."""
    features: dict[str, list[float]] = document["features"]  # type: ignore[assignment]
    weights = {}
    for gram, count in learned.grams(text).items():
        row = features.get(gram)
        if row is not None:
            weights[gram] = (1.0 + math.log(count)) * row[0]
    norm = math.sqrt(sum(value * value for value in weights.values())) or 1.0
    score = document["intercepts"][0]  # type: ignore[index]
    score += sum(value / norm * features[gram][1] for gram, value in weights.items())
    return 1.0 / (1.0 + math.exp(-score))


def _refit_risk(train: list[evaluation.Case], read: list[evaluation.Case]) -> np.ndarray:
    vectorizer = TfidfVectorizer(
        analyzer="char_wb",
        ngram_range=learned.NGRAM_RANGE,
        min_df=2,
        sublinear_tf=True,
        dtype=np.float64,
    )
    matrix = vectorizer.fit_transform([case.text for case in train])
    risky = np.array([bool(case.expected) for case in train])
    model = _regression().fit(matrix, risky)
    return model.predict_proba(vectorizer.transform([case.text for case in read]))[:, 1]


def _risks(document: dict[str, object], cases: list[evaluation.Case], left_out: str) -> np.ndarray:
    """The reader's risk on ``left_out``'s risky texts, fitted without that half."""
    trained_on: dict[str, int] = document["trained_on"]  # type: ignore[assignment]
    read = [case for case in cases if case.split == left_out and case.expected]
    if left_out not in trained_on:
        return np.array([_shipped_risk(document, case.text) for case in read])
    train = [case for case in cases if case.split in trained_on and case.split != left_out]
    return _refit_risk(train, read)


def verdict(candidate: Path, previous: Path, jobs: int = 2) -> dict[str, list[str]]:
    """Per fresh tune half, the risky texts the previous reader's recipe held left out and
    the candidate's does not (empty lists everywhere: the candidate is kept)."""
    new, old = _document(candidate), _document(previous)
    halves = [prefix + "tune" for prefix, _ in evaluation.FRESH_BATCHES]
    cases = [case for case in evaluation.load_everything() if case.split.endswith("tune")]
    assert not {case.split for case in cases} & set(evaluation.HELD_OUT)
    with _rules_only():
        by_rules = {case.id: bool(evaluation.decide(case).predicted) for case in cases}
    jobs_list = [(document, half) for half in halves for document in (new, old)]
    risks = Parallel(n_jobs=jobs)(
        delayed(_risks)(document, cases, half) for document, half in jobs_list
    )
    lost: dict[str, list[str]] = {}
    for index, half in enumerate(halves):
        new_risk, old_risk = risks[2 * index], risks[2 * index + 1]
        read = [case for case in cases if case.split == half and case.expected]
        lost[half] = []
        kept_before = 0
        for case, after, before in zip(read, new_risk, old_risk, strict=True):
            eligible = len("".join(case.text.split())) >= learned.MIN_CHARACTERS
            held_before = by_rules[case.id] or (eligible and before >= old["threshold"])
            held_after = by_rules[case.id] or (eligible and after >= new["threshold"])
            kept_before += held_before
            if held_before and not held_after:
                lost[half].append(f"{case.id} ({before:.3f} -> {after:.3f})")
        held_after_all = sum(
            by_rules[case.id]
            or (
                len("".join(case.text.split())) >= learned.MIN_CHARACTERS
                and after >= new["threshold"]
            )
            for case, after in zip(read, new_risk, strict=True)
        )
        print(
            f"{half}: {len(read)} risky; held left out - previous {kept_before}, "
            f"candidate {held_after_all}; lost {len(lost[half])}"
            + (": " + ", ".join(lost[half]) if lost[half] else "")
        )
    return lost


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    options = dict(zip(args[::2], args[1::2], strict=False))
    lost = verdict(Path(options["--candidate"]), Path(options["--previous"]))
    total = sum(len(ids) for ids in lost.values())
    print("keep rule (left-out batches): " + ("passes" if total == 0 else f"FAILS ({total} lost)"))
    return 0 if total == 0 else 1


if __name__ == "__main__":
    raise SystemExit(main())
