"""The prose validator on its labelled corpus (``make eval-expression`` prints the figures).

The tunable halves' wrong decisions (``evaluation.TUNABLE``: ``tune`` and every fresh
batch's ``-tune`` half) are pinned in ``tests/data/expression_pinned.json``: a regression or
an improvement both show up as a diff that has to be made on purpose (``python -m
tests.evaluation.expression --pin``). The held-out halves (``evaluation.HELD_OUT``: ``check``
and every fresh batch's ``-check`` half) are never tuned on; their figures are reported,
not pinned.
"""

from __future__ import annotations

import json
import unicodedata
from collections import Counter

import pytest

from services.expression.validation.prose import check_generated
from shared.contracts.presentation import SURFACE_VERSIONS
from tests.evaluation import expression as evaluation


@pytest.fixture(scope="module")
def cases() -> list[evaluation.Case]:
    return evaluation.load()


@pytest.fixture(scope="module")
def batches() -> list[list[evaluation.Case]]:
    """Every fresh batch in the order written (batch n at index n - 1)."""
    return [evaluation.load(path) for path in evaluation.FRESH_BATCHES]


@pytest.fixture(scope="module")
def fresh(batches) -> list[evaluation.Case]:
    return batches[0]


@pytest.fixture(scope="module")
def fresh2(batches) -> list[evaluation.Case]:
    return batches[1]


@pytest.fixture(scope="module")
def decisions(cases, batches) -> list[evaluation.Decision]:
    return evaluation.decide_all(cases + [case for batch in batches for case in batch])


def test_the_corpus_is_big_varied_and_holds_out_a_fixed_check_set(cases):
    assert len(cases) >= 500
    assert len({case.id for case in cases}) == len(cases)
    expected = Counter(case.expected for case in cases)
    assert expected["accept"] >= 200 and expected["reject"] >= 300
    assert set(expected) == {"accept", "reject"}
    assert {case.surface for case in cases} == set(SURFACE_VERSIONS)
    assert all(case.split in evaluation.HALVES for case in cases)
    # The check half is a fixed held-out set written independently (with the first tune
    # batch, by the same method, then frozen); it is never grown from tune cases. A second,
    # independently written tune batch enlarged the tune half, so the check half is now held
    # to at least 20 % of the corpus rather than a quarter.
    check = sum(case.split == "check" for case in cases)
    assert check * 5 >= len(cases), (check, len(cases))
    assert all(unicodedata.normalize("NFC", case.note) == case.note for case in cases)


def test_the_fresh_batch_is_big_varied_and_split_in_fixed_halves(cases, fresh):
    # Written after the first corpus and measured unseen before any rule it informed.
    assert len(fresh) >= 240
    assert len({case.id for case in fresh}) == len(fresh)
    assert not {case.id for case in fresh} & {case.id for case in cases}
    expected = Counter(case.expected for case in fresh)
    assert expected["reject"] >= 150 and expected["accept"] >= 90
    assert set(expected) == {"accept", "reject"}
    assert {case.surface for case in fresh} == set(SURFACE_VERSIONS)
    halves = Counter(case.split for case in fresh)
    assert set(halves) == set(evaluation.FRESH_HALVES)
    assert abs(halves["fresh-tune"] - halves["fresh-check"]) <= len(fresh) // 20
    for half in evaluation.FRESH_HALVES:
        labels = Counter(case.expected for case in fresh if case.split == half)
        assert labels["reject"] >= 75 and labels["accept"] >= 45, (half, labels)
    assert all(
        unicodedata.normalize("NFC", case.generated_ko) == case.generated_ko
        for case in fresh
        if case.family != "structure_attack"
    )


def test_the_second_fresh_batch_is_new_and_split_in_fixed_halves(cases, fresh, fresh2):
    # By a writer who read neither the validator nor the earlier corpora; measured unseen
    # (FRESH_BEFORE) before any rule it informed. Texts already in an earlier corpus were
    # dropped, so every one of its decisions is a new one.
    assert len(fresh2) >= 300
    assert all(case.id.startswith("fe-") for case in fresh2)
    assert len({case.id for case in fresh2}) == len(fresh2)
    earlier = {case.generated_ko for case in cases + fresh}
    assert [case.id for case in fresh2 if case.generated_ko in earlier] == []
    assert {case.surface for case in fresh2} == set(SURFACE_VERSIONS)
    halves = Counter(case.split for case in fresh2)
    assert set(halves) == set(evaluation.FRESH_2_HALVES)
    assert abs(halves["fresh2-tune"] - halves["fresh2-check"]) <= len(fresh2) // 20
    for half in evaluation.FRESH_2_HALVES:
        labels = Counter(case.expected for case in fresh2 if case.split == half)
        assert labels["reject"] >= 100 and labels["accept"] >= 45, (half, labels)
        assert half in evaluation.FRESH_BEFORE  # its first-sight figures are reported


# The third to hundred-and-eighteenth batches (fresh3- .. fresh117-): writers who read only
# EVALUATION.md and seeds 000/001; measured unseen (FRESH_BEFORE), then split by alternating within
# each (expected, family) - the fourth to sixth also by surface, odd cases to the smaller half,
# after dropping the texts an earlier corpus already held (48 of 324, 17 of 367, 64 of 350, 84 of
# 385, 43 of 324, 41 of 337, 47 of 328, 66 of 321, 27 of 440, 79 of 440, 29 of 440 - and 23 of the
# fifteenth's on review-slot token shapes the manifest does not issue - 75 of 440, 108 of 440, 35 of
# 330, 36 of 330, 5 of 330, 72 of 420, 48 of 420, 29 of 420, 42 of 220, 10 of 220, 17 of 220, 48 of
# 220, 11 of 220, 52 of 200, 39 of 150, 24 of 150, 27 of 150, 13 of 125, 22 of 125, 56 of 130, 0 of
# 113, 7 of 112, 15 of 112, 19 of 110, 34 of 149, 22 of 150, 20 of 147, 48 of 144, 7 of 144, 8 of
# 147 - six already in a corpus and both copies of one text written twice - 2 of 156, 7 of 158, 5 of
# 156, 4 of 156, 4 of 155, 1 of 156, 10 of 159, 0 of 155, 1 of 160, 7 of 168, 13 of 164, 10 of 164,
# 20 of 173, 9 of 174, 22 of 170, 34 of 173 - 32 already in a corpus and both copies of one text
# written twice, 25 of 172, 22 of 171, 18 of 172, 28 of 170, 18 of 168 - two of them one text
# written twice, 25 of 170 - six of them also written twice, 13 of 172, 10 of 172, 15 of 170, 9 of
# 170, 19 of 171, 30 of 170, 27 of 170, 4 of 171, 24 of 170, 11 of 171, 16 of 173, 23 of 170, 1 of
# 172, 6 of 171, 31 of 175, 21 of 170, 24 of 170, 2 of 171, 24 of 172, 16 of 170 - one of them a
# text written twice, 44 of 170, 56 of 171, 28 of 171, 29 of 170, 65 of 174, 34 of 170, 40 of 170,
# 40 of 170, 45 of 170, 65 of 170, 31 of 170, 41 of 170, 16 of 171, 33 of 170, 5 of 171 - four of
# them two texts each written twice, 46 of 170, 10 of 170 - two of them one text written twice and
# already in a corpus, four of them two texts each written twice, 8 of 171 - two of them one text
# written twice and already in a corpus, 43 of 169 - two of them one text written twice and already
# in a corpus, 17 of 172, 16 of 170 - four of them both copies of two texts written twice, one
# copy in each half and both in the tunable half, and two one text written twice and already in a
# corpus, 19 of 173 - two of them one text written twice, 38 of 170, 48 of 168, 46 of 170, 50 of
# 170 - 41 of them on adaptive dual card shapes the manifest does not issue, which leaves it no
# card case, 43 of 170 - 41 of them on the same shapes, which leaves it no card case either,
# 14 of 172, 4 of 170, 7 of 174, 26 of 175 - all already in a corpus); the thirty-fourth to
# hundred-and-eighteenth kept their
# writers' own split (odd ids tunable; the thirty-ninth's fx38-0108
# moved to the tunable half, and the forty-third's four last tunable claims, fx42-0123, -0125, -0131
# and -0133, and the seventy-eighth's two, x77-171 and -173, and the eighty-second's one, x81-175,
# and the ninety-sixth's one, x95-167, and the ninety-eighth's one, x97-169, and the
# hundred-and-eleventh's one, x110-165, to the held-out half, and the hundred-and-fourteenth's
# x113-168 to the tunable half, so
# the halves stay within the bound after the drop), which these bounds take; the forty-ninth's to
# hundred-and-eighteenth's writers numbered their ids x48-NNN .. x117-NNN, kept as written (the
# fifty-fifth's to hundred-and-eighteenth's writers wrote the corpus's own line form and families,
# kept too).
# (batch number, id prefix, least size, least rejects and accepts per half)
LATER_BATCHES = (
    (3, "fx3-", 300, 80, 60),
    (4, "fx4-", 270, 75, 55),
    (5, "fx5-", 340, 90, 75),
    (6, "fx6-", 280, 85, 50),
    (7, "fx7-", 300, 100, 45),
    (8, "fx8-", 280, 90, 45),
    (9, "fx9-", 290, 100, 40),
    (10, "fx10-", 280, 90, 40),
    (11, "fx11-", 250, 85, 35),
    (12, "fx12-", 400, 105, 90),
    (13, "fx13-", 350, 90, 80),
    (14, "fx14-", 380, 100, 85),
    (15, "fx15-", 360, 100, 75),
    (16, "fx16-", 330, 95, 65),
    (17, "fx17-", 290, 80, 60),
    (18, "fx18-", 290, 105, 38),
    (19, "fx19-", 320, 80, 80),
    (20, "fx20-", 340, 100, 70),
    (21, "fx21-", 370, 105, 75),
    (22, "fx22-", 390, 105, 85),
    (23, "fx23-", 175, 55, 30),
    (24, "fx24-", 205, 60, 40),
    (25, "fx25-", 200, 55, 40),
    (26, "fx26-", 170, 45, 35),
    (27, "fx27-", 205, 60, 40),
    (28, "fx28-", 145, 45, 25),
    (29, "fx29-", 110, 35, 18),
    (30, "fx30-", 125, 40, 20),
    (31, "fx31-", 120, 38, 21),
    (32, "fx32-", 110, 36, 17),
    (33, "fx33-", 100, 36, 14),
    (34, "fx34-", 74, 15, 20),
    (35, "fx35-", 113, 26, 29),
    (36, "fx36-", 105, 26, 24),
    (37, "fx37-", 97, 25, 22),
    (38, "fx38-", 91, 24, 20),
    (39, "fx39-", 115, 31, 25),
    (40, "fx40-", 128, 33, 28),
    (41, "fx41-", 127, 34, 29),
    (42, "fx42-", 96, 30, 14),
    (43, "fx43-", 137, 38, 29),
    (44, "fx44-", 139, 40, 26),
    (45, "fx45-", 154, 38, 38),
    (46, "fx46-", 151, 39, 36),
    (47, "fx47-", 151, 38, 37),
    (48, "x48-", 152, 36, 34),
    (49, "x49-", 151, 29, 29),
    (50, "x50-", 155, 37, 37),
    (51, "x51-", 149, 37, 36),
    (52, "x52-", 155, 37, 38),
    (53, "x53-", 159, 40, 39),
    (54, "x54-", 161, 41, 39),
    (55, "x55-", 151, 38, 36),
    (56, "x56-", 154, 40, 35),
    (57, "x57-", 153, 38, 34),
    (58, "x58-", 165, 43, 37),
    (59, "x59-", 148, 39, 30),
    (60, "x60-", 139, 39, 30),
    (61, "x61-", 147, 40, 33),
    (62, "x62-", 149, 39, 32),
    (63, "x63-", 154, 41, 33),
    (64, "x64-", 142, 41, 27),
    (65, "x65-", 150, 42, 31),
    (66, "x66-", 145, 42, 29),
    (67, "x67-", 159, 42, 35),
    (68, "x68-", 162, 45, 35),
    (69, "x69-", 155, 42, 35),
    (70, "x70-", 161, 39, 37),
    (71, "x71-", 152, 42, 31),
    (72, "x72-", 140, 38, 24),
    (73, "x73-", 143, 40, 28),
    (74, "x74-", 167, 44, 38),
    (75, "x75-", 146, 37, 34),
    (76, "x76-", 160, 45, 34),
    (77, "x77-", 157, 43, 28),
    (78, "x78-", 147, 38, 34),
    (79, "x79-", 171, 45, 40),
    (80, "x80-", 165, 45, 36),
    (81, "x81-", 144, 43, 23),
    (82, "x82-", 149, 39, 33),
    (83, "x83-", 146, 43, 29),
    (84, "x84-", 169, 43, 37),
    (85, "x85-", 148, 40, 32),
    (86, "x86-", 154, 42, 33),
    (87, "x87-", 126, 41, 21),
    (88, "x88-", 115, 37, 19),
    (89, "x89-", 143, 37, 29),
    (90, "x90-", 141, 35, 30),
    (91, "x91-", 109, 31, 21),
    (92, "x92-", 136, 35, 27),
    (93, "x93-", 130, 41, 22),
    (94, "x94-", 130, 41, 23),
    (95, "x95-", 125, 37, 20),
    (96, "x96-", 105, 32, 17),
    (97, "x97-", 139, 41, 26),
    (98, "x98-", 129, 29, 21),
    (99, "x99-", 155, 15, 8),
    (100, "x100-", 137, 38, 25),
    (101, "x101-", 166, 38, 33),
    (102, "x102-", 124, 36, 24),
    (103, "x103-", 160, 42, 34),
    (104, "x104-", 163, 45, 35),
    (105, "x105-", 126, 40, 21),
    (106, "x106-", 155, 42, 34),
    (107, "x107-", 154, 43, 33),
    (108, "x108-", 154, 44, 32),
    (109, "x109-", 132, 40, 25),
    (110, "x110-", 120, 31, 19),
    (111, "x111-", 124, 34, 22),
    (112, "x112-", 120, 29, 25),
    (113, "x113-", 127, 32, 29),
    (114, "x114-", 158, 44, 34),
    (115, "x115-", 166, 42, 36),
    (116, "x116-", 167, 44, 33),
    (117, "x117-", 149, 27, 15),
)

# The batches that lack a surface because every case on it was written for a token shape the
# manifest does not issue and dropped: the hundred-and-thirteenth's writer was asked for [[A:01]] on
# the adaptive dual card's slots, which issue only [[P:01]]; the hundred-and-fourteenth's writer
# had the same brief.
WITHOUT_SURFACE = {
    112: {"adaptive.dualcoachtest.card.v1"},
    113: {"adaptive.dualcoachtest.card.v1"},
}


def test_every_later_batch_has_its_row():
    numbers = range(3, len(evaluation.FRESH_BATCHES) + 1)
    assert [row[0] for row in LATER_BATCHES] == list(numbers)


@pytest.mark.parametrize(("number", "prefix", "size", "rejects", "accepts"), LATER_BATCHES)
def test_a_later_fresh_batch_is_new_and_split_in_fixed_halves(
    cases, batches, number, prefix, size, rejects, accepts
):
    batch = batches[number - 1]
    assert len(batch) >= size
    assert all(case.id.startswith(prefix) for case in batch)
    assert len({case.id for case in batch}) == len(batch)
    earlier = {case.generated_ko for case in cases}
    earlier |= {case.generated_ko for before in batches[: number - 1] for case in before}
    # Ids only: an assertion on the texts themselves would print held-out corpus text.
    already = [case.id for case in batch if case.generated_ko in earlier]
    assert already == []
    missing = WITHOUT_SURFACE.get(number, set())
    assert {case.surface for case in batch} == set(SURFACE_VERSIONS) - missing
    tune, check = evaluation.batch_halves(number)
    halves = Counter(case.split for case in batch)
    assert set(halves) == {tune, check}
    assert abs(halves[tune] - halves[check]) <= len(batch) // 20
    for half in (tune, check):
        labels = Counter(case.expected for case in batch if case.split == half)
        assert labels["reject"] >= rejects and labels["accept"] >= accepts, (half, labels)
        assert half in evaluation.FRESH_BEFORE


def test_every_case_sits_in_a_real_surface_that_issues_its_slot(cases, batches):
    everything = cases + [case for batch in batches for case in batch]
    unhosted = [c.id for c in everything if evaluation.host_surface(c) is None]
    assert unhosted == []


def test_the_filler_of_the_other_slots_passes_on_every_surface():
    for surface in {s.manifest.surface_version: s for s in evaluation._surfaces()}.values():
        for slot in surface.manifest.slots:
            tokens = tuple(p.token for p in slot.placeholders)
            check_generated(evaluation.filler(tokens), slot)


def test_the_tune_halfs_wrong_decisions_are_exactly_the_pinned_ones(decisions):
    pinned = json.loads(evaluation.PINNED.read_text(encoding="utf-8"))
    assert evaluation.wrong_decisions(decisions) == pinned


def test_the_report_names_every_half_and_every_wrong_decision(decisions):
    half_reports = evaluation.reports(decisions, evaluation.ALL_HALVES)
    rendered = [evaluation.render(report) for report in half_reports]
    assert [text.split()[1] for text in rendered] == list(evaluation.ALL_HALVES)
    assert all(report.decisions for report in half_reports)
    assert all(half in evaluation.summary(half_reports) for half in evaluation.ALL_HALVES)
    named = {
        line.split()[2] if line.startswith("  FALSE ACCEPT") else line.split()[3]
        for text in rendered
        for line in text.splitlines()
        if line.startswith("  FALSE")
    }
    assert named == {d.case.id for report in half_reports for d in report.wrong}


def test_help_and_unknown_flags_decide_nothing(capsys):
    # An unknown flag once ran the whole evaluation and printed held-out wrong decisions.
    assert evaluation.main(["--help"]) == 0
    assert "FALSE" not in capsys.readouterr().out
    with pytest.raises(SystemExit, match="unknown argument '--hlep'"):
        evaluation.main(["--hlep"])
    with pytest.raises(SystemExit, match="unknown argument"):
        evaluation.main(["--split", "check", "--verbose"])
