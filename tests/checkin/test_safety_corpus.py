"""The S1-S6 classifier on its labelled corpora (``make eval-safety`` prints the figures).

The corpus's tune half and the fresh batch's tune half are held to 100 %: every risky text
is held (the extra tuning cases' few misses are pinned with the rest). The check halves
(the corpus's ``check`` and the fresh batch's ``fresh-check``, ADR 0074) are never tuned on;
what the classifier gets wrong on every half is pinned in ``tests/data/safety_pinned.json``,
so a regression - or an improvement - shows up as a diff that has to be made on purpose
(``python -m tests.evaluation.safety --pin``).

The tests that decide every case (~23,000, about two minutes of one core) are marked
``corpus``: ``make test-corpus`` runs them and CI runs it after ``make test``;
``test_safety_corpus_sample.py`` holds a sample of every half to the same pin in ``make test``.
"""

from __future__ import annotations

import json
import unicodedata
from collections import Counter

import pytest

from tests.evaluation import safety as evaluation


@pytest.fixture(scope="module")
def decisions() -> list[evaluation.Decision]:
    return evaluation.decide_all(evaluation.load_everything())


def test_the_extra_tuning_cases_are_all_tune_and_new():
    corpus, extra = evaluation.load(), evaluation.load(evaluation.EXTRA_TUNING)
    assert len(extra) >= 900 and {case.split for case in extra} == {"tune"}
    assert not {case.id for case in corpus} & {case.id for case in extra}
    assert not {case.text for case in corpus} & {case.text for case in extra}


def test_the_corpus_is_big_varied_and_split_a_quarter_out():
    cases = evaluation.load()
    assert len(cases) >= 600
    assert len({case.id for case in cases}) == len(cases)
    for code in evaluation.CODES:
        assert sum(code in case.expected for case in cases) >= 60, code
    assert sum(not case.expected for case in cases) >= 250
    assert {case.lang for case in cases} == {"ko", "en", "mixed"}
    assert {case.flow for case in cases} == {"customer_checkin", "trainer_session"}
    check = sum(case.split == "check" for case in cases)
    assert check >= len(cases) // 4 - 5
    assert all(case.split in evaluation.HALVES for case in cases)
    assert all(unicodedata.normalize("NFC", case.text) == case.text for case in cases)
    assert all(list(case.expected) == sorted(set(case.expected)) for case in cases)


def test_the_fresh_batch_is_new_labelled_and_split_in_two():
    """Written before its author read the lexicons, measured once, then split (ADR 0074)."""
    fresh = evaluation.load(evaluation.FRESH)
    assert len(fresh) >= 400
    assert len({case.id for case in fresh}) == len(fresh)
    assert all(case.id.startswith("fr-") for case in fresh)
    assert {case.split for case in fresh} == {"tune", "check"}
    tune = sum(case.split == "tune" for case in fresh)
    assert abs(2 * tune - len(fresh)) <= 10
    risky = sum(bool(case.expected) for case in fresh)
    assert 0.5 <= risky / len(fresh) <= 0.7
    for code in evaluation.CODES:
        assert sum(code in case.expected for case in fresh) >= 30, code
    assert {case.lang for case in fresh} == {"ko", "en", "mixed"}
    assert {case.flow for case in fresh} == {"customer_checkin", "trainer_session"}
    assert all(unicodedata.normalize("NFC", case.text) == case.text for case in fresh)
    assert all(list(case.expected) == sorted(set(case.expected)) for case in fresh)
    earlier = evaluation.load() + evaluation.load(evaluation.EXTRA_TUNING)
    assert not {case.id for case in earlier} & {case.id for case in fresh}
    assert not {case.text.casefold() for case in earlier} & {case.text.casefold() for case in fresh}
    halves = {case.split for case in evaluation.load_fresh()}
    # Every registered batch's file carries both its halves, and no other half is named.
    assert halves == set(evaluation.ALL_HALVES) - set(evaluation.HALVES)
    # 212: round 98's fresh104 and round 99's fresh105, wired at the same time on their own
    # branches and merged together; 216 with round 102's fresh106 and round 103's fresh107,
    # wired at the same time on their own branches and merged together; 220 with round 104's
    # fresh108 and round 105's fresh109, wired at the same time and merged together
    # (the lead resolves the tables).
    assert len(evaluation.ALL_HALVES) == 2 + 2 * len(evaluation.FRESH_BATCHES) == 220


def test_the_second_fresh_batch_is_new_labelled_and_split_in_two():
    """By a writer who read neither the lexicons nor the first batch; measured once on first
    sight (``FIRST_SIGHT``), then tuned on its tune half only."""
    fresh2 = evaluation.load(evaluation.FRESH_2)
    assert len(fresh2) >= 400
    assert len({case.id for case in fresh2}) == len(fresh2)
    assert all(case.id.startswith("fs-") for case in fresh2)
    assert {case.split for case in fresh2} == {"tune", "check"}
    assert abs(2 * sum(case.split == "tune" for case in fresh2) - len(fresh2)) <= 10
    for code in evaluation.CODES:
        assert sum(code in case.expected for case in fresh2) >= 30, code
    assert {case.lang for case in fresh2} == {"ko", "en", "mixed"}
    assert all(list(case.expected) == sorted(set(case.expected)) for case in fresh2)
    earlier = evaluation.load_all() + evaluation.load(evaluation.FRESH)
    assert not {case.id for case in earlier} & {case.id for case in fresh2}
    assert not {c.text.casefold() for c in earlier} & {c.text.casefold() for c in fresh2}
    assert {"fresh2-tune", "fresh2-check"} <= set(evaluation.FIRST_SIGHT)


# The third to hundred-and-ninth batches: writers who read only EVALUATION.md and the seed's S1-S6
# table; each measured once on first sight (``FIRST_SIGHT``) with the rules and the learned
# reader as they stood, then split by alternating within each class, language and flow
# (the fourth's odd case of a group to the smaller half). (batch, prefix, cases per code,
# cases at least: 400, but 240 for the twenty-third and twenty-fourth, 239 for the
# twenty-fifth, 235 for the twenty-sixth, 239 for the twenty-seventh, 194 for the
# twenty-eighth, 197 for the twenty-ninth, 200 for the thirtieth, 195 for the thirty-first,
# 198 for the thirty-second, 198 for the thirty-third, 157 for the thirty-fourth, 162 for the
# thirty-fifth, 159 for the thirty-sixth, 159 for the thirty-seventh, 135 for the
# thirty-eighth, 157 for the thirty-ninth, 141 for the fortieth, 138 for the forty-first and
# 139 for the forty-second, 145 for the forty-third, 132 for the forty-fourth, 145 for the
# forty-fifth, 147 for the forty-sixth, 143 for the forty-seventh, 162 for the forty-eighth,
# 154 for the forty-ninth, 148 for the fiftieth, 157 for the fifty-first, 130 for the
# fifty-second, 154 for the fifty-third, 155 for the fifty-fourth, 163 for the fifty-fifth,
# 158 for the fifty-sixth, 152 for the fifty-seventh, 159 for the fifty-eighth, 164 for the
# fifty-ninth, 164 for the sixtieth, 160 for the sixty-first, 155 for the sixty-second, 163
# for the sixty-third, 164 for the sixty-fourth, 161 for the sixty-fifth, 158 for the
# sixty-sixth, 162 for the sixty-seventh, 164 for the sixty-eighth, 162 for the sixty-ninth, 163
# for the seventieth, 163 for the seventy-first, 162 for the seventy-second, 164 for the
# seventy-third, 159 for the seventy-fourth, 158 for the seventy-fifth, 157 for the
# seventy-sixth, 165 for the seventy-seventh, 157 for the seventy-eighth, 160 for the
# seventy-ninth, 161 for the eightieth, 160 for the eighty-first, 160 for the
# eighty-second, 162 for the eighty-third, 165 for the eighty-fourth, 160 for the
# eighty-fifth, 160 for the eighty-sixth, 163 for the eighty-seventh, 163 for the
# eighty-eighth, 160 for the eighty-ninth, 165 for the ninetieth, 165 for the ninety-first, 163
# for the ninety-second, 159 for the ninety-third, 164 for the ninety-fourth, 159 for the
# ninety-fifth, 165 for the ninety-sixth, 165 for the ninety-seventh, 160 for the ninety-eighth,
# 164 for the ninety-ninth, 158 for the hundredth, 162 for the hundred-and-first, 163 for the
# hundred-and-second, 161 for the hundred-and-third, 163 for the hundred-and-fourth, 159 for
# the hundred-and-fifth, 165 for the hundred-and-sixth, 164 for the hundred-and-seventh, 160
# for the hundred-and-eighth and 165 for the hundred-and-ninth, shorter
# batches)
LATER_BATCHES = (
    ("FRESH_3", "fresh3-", 35),
    ("FRESH_4", "fresh4-", 30),
    ("FRESH_5", "fresh5-", 35),
    ("FRESH_6", "fresh6-", 35),
    ("FRESH_7", "fresh7-", 25),
    ("FRESH_8", "fresh8-", 35),
    ("FRESH_9", "fresh9-", 35),
    ("FRESH_10", "fresh10-", 35),
    ("FRESH_11", "fresh11-", 35),
    ("FRESH_12", "fresh12-", 35),
    ("FRESH_13", "fresh13-", 35),
    ("FRESH_14", "fresh14-", 35),
    ("FRESH_15", "fresh15-", 35),
    ("FRESH_16", "fresh16-", 35),
    ("FRESH_17", "fresh17-", 35),
    ("FRESH_18", "fresh18-", 35),
    ("FRESH_19", "fresh19-", 35),
    ("FRESH_20", "fresh20-", 35),
    ("FRESH_21", "fresh21-", 35),
    ("FRESH_22", "fresh22-", 35),
    ("FRESH_23", "fresh23-", 22, 240),
    ("FRESH_24", "fresh24-", 20, 240),
    ("FRESH_25", "fresh25-", 21, 239),
    ("FRESH_26", "fresh26-", 11, 235),
    ("FRESH_27", "fresh27-", 15, 239),
    ("FRESH_28", "fresh28-", 14, 194),
    ("FRESH_29", "fresh29-", 14, 197),
    ("FRESH_30", "fresh30-", 14, 200),
    ("FRESH_31", "fresh31-", 17, 195),
    ("FRESH_32", "fresh32-", 16, 198),
    ("FRESH_33", "fresh33-", 13, 198),
    ("FRESH_34", "fresh34-", 14, 157),
    ("FRESH_35", "fresh35-", 16, 162),
    ("FRESH_36", "fresh36-", 14, 159),
    ("FRESH_37", "fresh37-", 11, 159),
    ("FRESH_38", "fresh38-", 3, 135),
    ("FRESH_39", "fresh39-", 10, 157),
    ("FRESH_40", "fresh40-", 8, 141),
    ("FRESH_41", "fresh41-", 10, 138),
    ("FRESH_42", "fresh42-", 12, 139),
    ("FRESH_43", "fresh43-", 12, 145),
    ("FRESH_44", "fresh44-", 11, 132),
    ("FRESH_45", "fresh45-", 12, 145),
    ("FRESH_46", "fresh46-", 14, 147),
    ("FRESH_47", "fresh47-", 12, 143),
    ("FRESH_48", "fresh48-", 8, 162),
    ("FRESH_49", "fresh49-", 8, 154),
    ("FRESH_50", "fresh50-", 7, 148),
    ("FRESH_51", "fresh51-", 5, 157),
    ("FRESH_52", "fresh52-", 6, 130),
    ("FRESH_53", "fresh53-", 11, 154),
    ("FRESH_54", "fresh54-", 10, 155),
    ("FRESH_55", "fresh55-", 12, 163),
    ("FRESH_56", "fresh56-", 11, 158),
    ("FRESH_57", "fresh57-", 9, 152),
    ("FRESH_58", "fresh58-", 12, 159),
    ("FRESH_59", "fresh59-", 14, 164),
    ("FRESH_60", "fresh60-", 12, 164),
    ("FRESH_61", "fresh61-", 12, 160),
    ("FRESH_62", "fresh62-", 12, 155),
    ("FRESH_63", "fresh63-", 13, 163),
    ("FRESH_64", "fresh64-", 12, 164),
    ("FRESH_65", "fresh65-", 12, 161),
    ("FRESH_66", "fresh66-", 14, 158),
    ("FRESH_67", "fresh67-", 13, 162),
    ("FRESH_68", "fresh68-", 13, 164),
    ("FRESH_69", "fresh69-", 12, 162),
    ("FRESH_70", "fresh70-", 11, 163),
    ("FRESH_71", "fresh71-", 13, 163),
    ("FRESH_72", "fresh72-", 11, 162),
    ("FRESH_73", "fresh73-", 12, 164),
    ("FRESH_74", "fresh74-", 13, 159),
    ("FRESH_75", "fresh75-", 13, 158),
    ("FRESH_76", "fresh76-", 13, 157),
    ("FRESH_77", "fresh77-", 13, 165),
    ("FRESH_78", "fresh78-", 13, 157),
    ("FRESH_79", "fresh79-", 12, 160),
    ("FRESH_80", "fresh80-", 13, 161),
    ("FRESH_81", "fresh81-", 14, 160),
    ("FRESH_82", "fresh82-", 13, 160),
    ("FRESH_83", "fresh83-", 12, 162),
    ("FRESH_84", "fresh84-", 13, 165),
    ("FRESH_85", "fresh85-", 13, 160),
    ("FRESH_86", "fresh86-", 14, 160),
    ("FRESH_87", "fresh87-", 15, 163),
    ("FRESH_88", "fresh88-", 11, 163),
    ("FRESH_89", "fresh89-", 12, 160),
    ("FRESH_90", "fresh90-", 13, 165),
    ("FRESH_91", "fresh91-", 11, 165),
    ("FRESH_92", "fresh92-", 11, 163),
    ("FRESH_93", "fresh93-", 12, 159),
    ("FRESH_94", "fresh94-", 10, 164),
    ("FRESH_95", "fresh95-", 11, 159),
    ("FRESH_96", "fresh96-", 11, 165),
    ("FRESH_97", "fresh97-", 10, 165),
    ("FRESH_98", "fresh98-", 12, 160),
    ("FRESH_99", "fresh99-", 13, 164),
    ("FRESH_100", "fresh100-", 14, 158),
    ("FRESH_101", "fresh101-", 15, 162),
    ("FRESH_102", "fresh102-", 11, 163),
    ("FRESH_103", "fresh103-", 11, 161),
    ("FRESH_104", "fresh104-", 13, 163),
    ("FRESH_105", "fresh105-", 12, 159),
    ("FRESH_106", "fresh106-", 14, 165),
    ("FRESH_107", "fresh107-", 13, 164),
    ("FRESH_108", "fresh108-", 11, 160),
    ("FRESH_109", "fresh109-", 13, 165),
)


@pytest.mark.parametrize("row", LATER_BATCHES, ids=lambda row: row[0])
def test_a_later_fresh_batch_is_new_labelled_and_split_in_two(row):
    batch, prefix, per_code, *size = row
    batches = [path for _, path in evaluation.FRESH_BATCHES]
    path = getattr(evaluation, batch)
    cases = evaluation.load(path)
    assert len(cases) >= (size[0] if size else 400)
    assert len({case.id for case in cases}) == len(cases)
    assert all(case.id.startswith(prefix) for case in cases)
    assert {case.split for case in cases} == {"tune", "check"}
    # Round 42: the forty-second writer's own split is 75/64 once two texts already in a corpus
    # were dropped (11 apart); kept as written, since moving a read tune text to the held-out
    # half would put a seen text there.
    assert abs(2 * sum(case.split == "tune" for case in cases) - len(cases)) <= 11
    for code in evaluation.CODES:
        assert sum(code in case.expected for case in cases) >= per_code, code
    assert {case.lang for case in cases} == {"ko", "en", "mixed"}
    assert {case.flow for case in cases} == {"customer_checkin", "trainer_session"}
    assert all(unicodedata.normalize("NFC", case.text) == case.text for case in cases)
    earlier = evaluation.load_all()
    for before in batches[: batches.index(path)]:
        earlier += evaluation.load(before)
    assert not {c.text.casefold() for c in earlier} & {c.text.casefold() for c in cases}
    assert {f"{prefix}tune", f"{prefix}check"} <= set(evaluation.FIRST_SIGHT)


@pytest.mark.corpus
def test_the_report_names_all_two_hundred_and_twenty_halves(decisions):
    rendered = [
        evaluation.render(report) for report in evaluation.reports(decisions, evaluation.ALL_HALVES)
    ]
    assert [text.split(" half")[0] for text in rendered] == [
        "== tune",
        "== check",
        "== fresh-tune",
        "== fresh-check",
        "== fresh2-tune",
        "== fresh2-check",
        "== fresh3-tune",
        "== fresh3-check",
        "== fresh4-tune",
        "== fresh4-check",
        "== fresh5-tune",
        "== fresh5-check",
        "== fresh6-tune",
        "== fresh6-check",
        "== fresh7-tune",
        "== fresh7-check",
        "== fresh8-tune",
        "== fresh8-check",
        "== fresh9-tune",
        "== fresh9-check",
        "== fresh10-tune",
        "== fresh10-check",
        "== fresh11-tune",
        "== fresh11-check",
        "== fresh12-tune",
        "== fresh12-check",
        "== fresh13-tune",
        "== fresh13-check",
        "== fresh14-tune",
        "== fresh14-check",
        "== fresh15-tune",
        "== fresh15-check",
        "== fresh16-tune",
        "== fresh16-check",
        "== fresh17-tune",
        "== fresh17-check",
        "== fresh18-tune",
        "== fresh18-check",
        "== fresh19-tune",
        "== fresh19-check",
        "== fresh20-tune",
        "== fresh20-check",
        "== fresh21-tune",
        "== fresh21-check",
        "== fresh22-tune",
        "== fresh22-check",
        "== fresh23-tune",
        "== fresh23-check",
        "== fresh24-tune",
        "== fresh24-check",
        "== fresh25-tune",
        "== fresh25-check",
        "== fresh26-tune",
        "== fresh26-check",
        "== fresh27-tune",
        "== fresh27-check",
        "== fresh28-tune",
        "== fresh28-check",
        "== fresh29-tune",
        "== fresh29-check",
        "== fresh30-tune",
        "== fresh30-check",
        "== fresh31-tune",
        "== fresh31-check",
        "== fresh32-tune",
        "== fresh32-check",
        "== fresh33-tune",
        "== fresh33-check",
        "== fresh34-tune",
        "== fresh34-check",
        "== fresh35-tune",
        "== fresh35-check",
        "== fresh36-tune",
        "== fresh36-check",
        "== fresh37-tune",
        "== fresh37-check",
        "== fresh38-tune",
        "== fresh38-check",
        "== fresh39-tune",
        "== fresh39-check",
        "== fresh40-tune",
        "== fresh40-check",
        "== fresh41-tune",
        "== fresh41-check",
        "== fresh42-tune",
        "== fresh42-check",
        "== fresh43-tune",
        "== fresh43-check",
        "== fresh44-tune",
        "== fresh44-check",
        "== fresh45-tune",
        "== fresh45-check",
        "== fresh46-tune",
        "== fresh46-check",
        "== fresh47-tune",
        "== fresh47-check",
        "== fresh48-tune",
        "== fresh48-check",
        "== fresh49-tune",
        "== fresh49-check",
        "== fresh50-tune",
        "== fresh50-check",
        "== fresh51-tune",
        "== fresh51-check",
        "== fresh52-tune",
        "== fresh52-check",
        "== fresh53-tune",
        "== fresh53-check",
        "== fresh54-tune",
        "== fresh54-check",
        "== fresh55-tune",
        "== fresh55-check",
        "== fresh56-tune",
        "== fresh56-check",
        "== fresh57-tune",
        "== fresh57-check",
        "== fresh58-tune",
        "== fresh58-check",
        "== fresh59-tune",
        "== fresh59-check",
        "== fresh60-tune",
        "== fresh60-check",
        "== fresh61-tune",
        "== fresh61-check",
        "== fresh62-tune",
        "== fresh62-check",
        "== fresh63-tune",
        "== fresh63-check",
        "== fresh64-tune",
        "== fresh64-check",
        "== fresh65-tune",
        "== fresh65-check",
        "== fresh66-tune",
        "== fresh66-check",
        "== fresh67-tune",
        "== fresh67-check",
        "== fresh68-tune",
        "== fresh68-check",
        "== fresh69-tune",
        "== fresh69-check",
        "== fresh70-tune",
        "== fresh70-check",
        "== fresh71-tune",
        "== fresh71-check",
        "== fresh72-tune",
        "== fresh72-check",
        "== fresh73-tune",
        "== fresh73-check",
        "== fresh74-tune",
        "== fresh74-check",
        "== fresh75-tune",
        "== fresh75-check",
        "== fresh76-tune",
        "== fresh76-check",
        "== fresh77-tune",
        "== fresh77-check",
        "== fresh78-tune",
        "== fresh78-check",
        "== fresh79-tune",
        "== fresh79-check",
        "== fresh80-tune",
        "== fresh80-check",
        "== fresh81-tune",
        "== fresh81-check",
        "== fresh82-tune",
        "== fresh82-check",
        "== fresh83-tune",
        "== fresh83-check",
        "== fresh84-tune",
        "== fresh84-check",
        "== fresh85-tune",
        "== fresh85-check",
        "== fresh86-tune",
        "== fresh86-check",
        "== fresh87-tune",
        "== fresh87-check",
        "== fresh88-tune",
        "== fresh88-check",
        "== fresh89-tune",
        "== fresh89-check",
        "== fresh90-tune",
        "== fresh90-check",
        "== fresh91-tune",
        "== fresh91-check",
        "== fresh92-tune",
        "== fresh92-check",
        "== fresh93-tune",
        "== fresh93-check",
        "== fresh94-tune",
        "== fresh94-check",
        "== fresh95-tune",
        "== fresh95-check",
        "== fresh96-tune",
        "== fresh96-check",
        "== fresh97-tune",
        "== fresh97-check",
        "== fresh98-tune",
        "== fresh98-check",
        "== fresh99-tune",
        "== fresh99-check",
        "== fresh100-tune",
        "== fresh100-check",
        "== fresh101-tune",
        "== fresh101-check",
        "== fresh102-tune",
        "== fresh102-check",
        "== fresh103-tune",
        "== fresh103-check",
        "== fresh104-tune",
        "== fresh104-check",
        "== fresh105-tune",
        "== fresh105-check",
        "== fresh106-tune",
        "== fresh106-check",
        "== fresh107-tune",
        "== fresh107-check",
        "== fresh108-tune",
        "== fresh108-check",
        "== fresh109-tune",
        "== fresh109-check",
    ]


@pytest.mark.corpus
def test_every_risky_text_of_the_fresh_tune_half_is_held(decisions):
    fresh_tune = [d for d in decisions if d.case.split == "fresh-tune" and d.risky]
    assert [d.case.id for d in fresh_tune if not d.held] == []


@pytest.mark.corpus
def test_every_risky_text_of_the_corpus_tune_half_is_held(decisions):
    corpus_ids = {case.id for case in evaluation.load()}
    tune = [d for d in decisions if d.case.split == "tune" and d.risky and d.case.id in corpus_ids]
    assert [d.case.id for d in tune if not d.held] == []


@pytest.mark.corpus
def test_the_wrong_decisions_are_exactly_the_pinned_ones(decisions):
    pinned = json.loads(evaluation.PINNED.read_text(encoding="utf-8"))
    assert evaluation.wrong_decisions(decisions) == pinned


@pytest.mark.corpus
def test_the_report_names_both_halves_and_every_miss(decisions):
    rendered = [evaluation.render(report) for report in evaluation.reports(decisions)]
    assert rendered[0].startswith("== tune half") and rendered[1].startswith("== check half")
    misses = Counter(
        line.split()[1]
        for text in rendered
        for line in text.splitlines()
        if line.startswith("  MISS")
    )
    check = evaluation.reports(decisions)[1]
    assert {d.case.id for d in check.misses} <= set(misses)
