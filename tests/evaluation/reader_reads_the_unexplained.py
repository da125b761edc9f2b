"""Session 24 (ADR 0084): does the learned reader, reading only what the rules did not explain,
hold fewer harmless texts without losing risky ones? Tune halves only; no check half is read.

``python -m tests.evaluation.reader_reads_the_unexplained [--jobs 2] [--lobo]``

1. Every tune case is decided by the rules alone, with the reader switched off; for each one the
   rules leave unheld, the reader's two inputs are kept: the whole text (as before) and the text
   with every match the rules explained away blanked (``rules._read``'s matches: when nothing
   is held, every one was cleared by a rule).
2. 5-fold cross-validation over the tune cases, folds as the trainer's ``cross_val_predict``
   makes them, the trainer's recipe refitted on each fold's other four fifths:
   A. fitted on whole texts (the shipped recipe), each fold read whole and blanked, at the
      threshold the trainer's rule picks from A's whole reading;
   B. fitted on the texts as the reader would read them (blanked where the rules hold nothing),
      read blanked, at the threshold the trainer's rule picks from B's own reading.
   Each is compared with A read whole: risky texts lost and gained, harmless texts held,
   and the reader's own false holds.
3. ``--lobo``: as ``make keep-safety-reader`` reads it, each fresh tune half left out whole (the
   shipped recipe refitted without it, or the shipped weights for a half they were not fitted
   on), its risky texts read whole and blanked at the shipped threshold: the texts lost.
"""

from __future__ import annotations

import gzip
import json
import sys
import tempfile
from pathlib import Path

import numpy as np
from joblib import Parallel, delayed  # type: ignore[import-untyped]
from sklearn.feature_extraction.text import TfidfVectorizer
from sklearn.model_selection import StratifiedKFold

from services.checkin.safety import learned, rules
from tests.evaluation import safety as evaluation
from tests.evaluation.keep_safety_reader import _shipped_risk
from tests.evaluation.train_safety_reader import TUNE_HALVES, _regression, _threshold

# The rules' pass takes minutes; the CV and the left-out run share it (keyed by the case ids).
CACHE = Path(tempfile.gettempdir()) / "reader-unexplained-readings.json"


def unexplained_text(text: str, explained: list[rules._Finding]) -> str:
    """``text`` with every explained match's span as spaces: what the reader would read
    (the offsets are ``rules._clean``'s, which keeps the length)."""
    letters = list(text)
    for finding in explained:
        letters[finding.start : finding.end] = " " * (finding.end - finding.start)
    return "".join(letters)


def _readings(cases: list[evaluation.Case]) -> list[tuple[bool, str | None, str | None]]:
    """Per case: held by the rules alone, and the reader's whole and blanked inputs (None when
    the reader is not asked)."""
    original = rules._second_reading
    asked: list[tuple[str, str]] = []

    def record(flow, field, text):
        asked.append((text, unexplained_text(text, rules._read(text, with_matches=True)[1])))
        return []

    rules._second_reading = record
    out = []
    try:
        for case in cases:
            asked.clear()
            held = bool(evaluation.decide(case).predicted)
            whole, blanked = asked[0] if asked and not held else (None, None)
            out.append((held, whole, blanked))
    finally:
        rules._second_reading = original
    return out


def _all_readings(
    cases: list[evaluation.Case], jobs: int
) -> list[tuple[bool, str | None, str | None]]:
    key = [case.id for case in cases]
    if CACHE.exists():
        cached = json.loads(CACHE.read_text(encoding="utf-8"))
        if cached["ids"] == key:
            return [tuple(row) for row in cached["readings"]]
    chunks = [cases[i::jobs] for i in range(jobs)]
    parts = Parallel(n_jobs=jobs)(delayed(_readings)(chunk) for chunk in chunks)
    readings: list[tuple[bool, str | None, str | None]] = [(False, None, None)] * len(cases)
    for i, part in enumerate(parts):
        for j, row in enumerate(part):
            readings[i + j * jobs] = row
    CACHE.write_text(json.dumps({"ids": key, "readings": readings}, ensure_ascii=False))
    return readings


def _eligible(text: str | None) -> bool:
    return text is not None and len("".join(text.split())) >= learned.MIN_CHARACTERS


def _vectorizer() -> TfidfVectorizer:
    return TfidfVectorizer(
        analyzer="char_wb",
        ngram_range=learned.NGRAM_RANGE,
        min_df=2,
        sublinear_tf=True,
        dtype=np.float64,
    )


def _fold(train_texts: list[str], labels: np.ndarray, reads: list[list[str]]) -> list[np.ndarray]:
    vectorizer = _vectorizer()
    model = _regression().fit(vectorizer.fit_transform(train_texts), labels)
    return [model.predict_proba(vectorizer.transform(texts))[:, 1] for texts in reads]


def _reader_input(text: str | None) -> str:
    return rules._workout_spelled(text) if text is not None else ""


def cross_validated(
    cases: list[evaluation.Case], readings: list[tuple[bool, str | None, str | None]], jobs: int
) -> dict[str, object]:
    risky = np.array([bool(case.expected) for case in cases])
    by_rules = np.array([held for held, _, _ in readings])
    whole = [_reader_input(w) for _, w, _ in readings]
    blanked = [_reader_input(b) for _, _, b in readings]
    # B's training text: what the reader would read (blanked) where it is asked, else the text.
    as_read = [
        b if b is not None else case.text for case, (_, _, b) in zip(cases, readings, strict=True)
    ]
    texts = [case.text for case in cases]
    folds = list(StratifiedKFold(n_splits=5).split(texts, risky))
    jobs_list = []
    for train, test in folds:
        jobs_list.append(
            (
                [texts[i] for i in train],
                risky[train],
                [[whole[i] for i in test], [blanked[i] for i in test]],
            )
        )
        jobs_list.append(([as_read[i] for i in train], risky[train], [[blanked[i] for i in test]]))
    results = Parallel(n_jobs=jobs)(delayed(_fold)(*job) for job in jobs_list)
    a_whole, a_blank, b_blank = (np.zeros(len(cases)) for _ in range(3))
    for index, (_, test) in enumerate(folds):
        a_whole[test], a_blank[test] = results[2 * index]
        b_blank[test] = results[2 * index + 1][0]
    whole_ok = np.array([_eligible(w) for _, w, _ in readings])
    blank_ok = np.array([_eligible(b) for _, _, b in readings])
    # The trainer's rule: by the rules' decisions and the whole-text CV (NaN-free: unasked 0).
    t_a = _threshold(risky, by_rules, np.where(whole_ok, a_whole, 0.0))
    t_b = _threshold(risky, by_rules, np.where(blank_ok, b_blank, 0.0))
    base = by_rules | (whole_ok & (a_whole >= t_a))
    rows = {
        "A whole (as shipped)": base,
        "A blanked": by_rules | (blank_ok & (a_blank >= t_a)),
        "B blanked": by_rules | (blank_ok & (b_blank >= t_b)),
    }
    report: dict[str, object] = {"thresholds": {"A": t_a, "B": t_b}, "rows": {}}
    ids = np.array([case.id for case in cases])
    for name, held in rows.items():
        reader_false = held & ~risky & ~by_rules
        report["rows"][name] = {  # type: ignore[index]
            "risky held": f"{int((held & risky).sum())}/{int(risky.sum())}",
            "risky lost vs A whole": sorted(ids[base & ~held & risky].tolist()),
            "risky gained vs A whole": int((~base & held & risky).sum()),
            "harmless held": f"{int((held & ~risky).sum())}/{int((~risky).sum())}",
            "reader's own false holds": int(reader_false.sum()),
            "false holds removed vs A whole": int((base & ~held & ~risky).sum()),
            "false holds added vs A whole": int((~base & held & ~risky).sum()),
        }
    return report


def _left_out(
    document: dict[str, object],
    cases: list[evaluation.Case],
    readings: dict[str, tuple[bool, str | None, str | None]],
    half: str,
) -> list[tuple[str, float, float]]:
    trained_on: dict[str, int] = document["trained_on"]  # type: ignore[assignment]
    read = [c for c in cases if c.split == half and c.expected and not readings[c.id][0]]
    whole = [_reader_input(readings[c.id][1]) for c in read]
    blanked = [_reader_input(readings[c.id][2]) for c in read]
    if not read:
        return []
    if half not in trained_on:
        a = np.array([_shipped_risk(document, t) for t in whole])
        b = np.array([_shipped_risk(document, t) for t in blanked])
    else:
        train = [c for c in cases if c.split in trained_on and c.split != half]
        a, b = _fold(
            [c.text for c in train], np.array([bool(c.expected) for c in train]), [whole, blanked]
        )
    return [(c.id, float(x), float(y)) for c, x, y in zip(read, a, b, strict=True)]


def leave_one_batch_out(
    cases: list[evaluation.Case], readings: list[tuple[bool, str | None, str | None]], jobs: int
) -> dict[str, object]:
    document = json.loads(gzip.decompress(learned.MODEL_PATH.read_bytes()))
    threshold = document["threshold"]
    by_id = {case.id: reading for case, reading in zip(cases, readings, strict=True)}
    halves = [prefix + "tune" for prefix, _ in evaluation.FRESH_BATCHES]
    scored = Parallel(n_jobs=jobs)(
        delayed(_left_out)(document, cases, by_id, half) for half in halves
    )
    lost, gained, held_before = [], 0, 0
    for rows in scored:
        for case_id, before, after in rows:
            whole_ok, blank_ok = _eligible(by_id[case_id][1]), _eligible(by_id[case_id][2])
            was = whole_ok and before >= threshold
            now = blank_ok and after >= threshold
            held_before += was
            if was and not now:
                lost.append(f"{case_id} ({before:.3f} -> {after:.3f})")
            gained += now and not was
    return {"risky held by the reader left out": held_before, "lost": lost, "gained": gained}


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    jobs = int(args[args.index("--jobs") + 1]) if "--jobs" in args else 2
    cases = [case for case in evaluation.load_everything() if case.split in TUNE_HALVES]
    assert not {case.split for case in cases} & set(evaluation.HELD_OUT)
    readings = _all_readings(cases, jobs)
    asked = sum(w is not None for _, w, _ in readings)
    changed = sum(w is not None and w != b for _, w, b in readings)
    print(
        f"{len(cases)} tune cases; the reader is asked about {asked}; {changed} have spans blanked"
    )
    if "--lobo" in args:
        print(json.dumps(leave_one_batch_out(cases, readings, jobs), indent=1))
    else:
        print(json.dumps(cross_validated(cases, readings, jobs), indent=1))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
