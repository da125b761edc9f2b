"""``make eval-expression``: the Korean prose validator on the labelled corpus, both halves.

The corpus (``tests/data/expression_corpus.jsonl``, written by other people, never generated
from the rules) has a fixed ``split``: ``tune`` cases may guide rule changes, ``check`` cases
never do. Each case is one slot's ``generated_ko`` for a real surface: the case is put into a
real rendered canonical surface that issues exactly that slot and those placeholders (with
the slot's real ``max_generated_chars``), the other slots get a fixed connective filler, and
the whole provider response goes through the product's entry point ``validate_response``.
For each half this prints accept/reject per family, the adversarial-rejected and
benign-accepted rates, and every wrong decision with the validator's reason.

A second corpus, ``tests/data/expression_fresh_2026_12.jsonl``, was written later by the
same method and measured with the unchanged validator before any rule it informed (those
first-sight figures are printed beside it); its own fixed split is ``fresh-tune`` (may
guide rules) and ``fresh-check`` (never). A third (``expression_fresh_2026_12b.jsonl``, by a
writer who read neither the validator nor the earlier corpora) is split the same way into
``fresh2-tune`` and ``fresh2-check``. Every half is reported; the targets are judged on the
held-out halves, ``check``, ``fresh-check`` and ``fresh2-check``.

``--pin`` rewrites ``tests/data/expression_pinned.json`` (the wrong decisions of both
tunable halves, ``tune``, ``fresh-tune`` and ``fresh2-tune``); ``--report-only`` only prints;
``--split HALF`` loads, decides and prints only that half and ``--tunable`` only the tunable
halves — the other lines are dropped before they are decided, so rule work never sees a
held-out decision; ``--hide-held-out`` prints the held-out halves' summary lines only (no
case, no family line), for reading held-out figures once at the end of a round;
``--build-from DIR`` writes
the corpus from the writers' ``DIR/tune.jsonl`` and ``DIR/check.jsonl`` (their
``label``/``placeholders`` shape).
"""

from __future__ import annotations

import json
import sys
from collections import Counter
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any, Final

from services.expression.provider.capsule import build_capsule
from services.expression.validation.rules import Accepted, validate_response
from shared.contracts.presentation import CanonicalSurface
from tests.shared.surfaces.examples import all_surfaces

DATA = Path(__file__).resolve().parent.parent / "data"
CORPUS = DATA / "expression_corpus.jsonl"
# A second corpus written later, before any rule change it informed, and measured unseen
# first: its own fixed split into fresh-tune (may guide rules) and fresh-check (never).
FRESH = DATA / "expression_fresh_2026_12.jsonl"
FRESH_BEFORE = {
    # adversarial rejected, benign accepted — the unchanged validator, on first sight
    "fresh-tune": ((97, 106), (49, 54)),
    "fresh-check": ((87, 101), (45, 50)),
    # the second batch, first seen by the validator of 423ad26 (3 December 2026)
    "fresh2-tune": ((110, 111), (40, 49)),
    "fresh2-check": ((106, 108), (40, 50)),
    # the third batch, first seen by the validator of 04f4cce (3 December 2026)
    "fresh3-tune": ((85, 89), (54, 66)),
    "fresh3-check": ((85, 87), (53, 61)),
    # the fourth batch, first seen by the validator of b834d98 (3 December 2026)
    "fresh4-tune": ((78, 80), (52, 58)),
    "fresh4-check": ((76, 80), (51, 58)),
    # the fifth batch, first seen by the validator of round 6 (bac5020, 3 December 2026)
    "fresh5-tune": ((97, 97), (62, 78)),
    "fresh5-check": ((95, 96), (65, 79)),
    # the sixth batch, first seen by the validator of round 6 (4a86f4a, 3 December 2026)
    "fresh6-tune": ((86, 90), (51, 53)),
    "fresh6-check": ((88, 90), (52, 53)),
    # the seventh batch, first seen by the validator of round 8 (2a62b8a, 3 December 2026)
    "fresh7-tune": ((103, 103), (46, 48)),
    "fresh7-check": ((103, 103), (47, 47)),
    # the eighth batch, first seen by the validator of round 10 (5e8d89d, 4 December 2026)
    "fresh8-tune": ((92, 93), (44, 48)),
    "fresh8-check": ((91, 92), (47, 48)),
    # the ninth batch, first seen by the validator of round 11 (0d0aa0f, 4 December 2026)
    "fresh9-tune": ((102, 103), (37, 45)),
    "fresh9-check": ((103, 104), (39, 44)),
    # the tenth batch, first seen by the validator of round 12 (02ea5ef, 4 December 2026)
    "fresh10-tune": ((95, 97), (30, 44)),
    "fresh10-check": ((92, 93), (27, 47)),
    # the eleventh batch, first seen by the validator of round 13 (815498d, 4 December 2026)
    "fresh11-tune": ((90, 91), (35, 37)),
    "fresh11-check": ((87, 89), (34, 38)),
    # the thirteenth batch, first seen by the validator of round 14 (1e3e438, 4 December 2026)
    "fresh12-tune": ((108, 109), (74, 98)),
    "fresh12-check": ((109, 111), (70, 95)),
    # the fourteenth batch, first seen by the validator of round 15 (dd0e301, 4 December 2026)
    "fresh13-tune": ((95, 98), (73, 83)),
    "fresh13-check": ((93, 95), (83, 85)),
    # the fifteenth batch, first seen by the validator of round 16 (d61952c, 4 December 2026)
    "fresh14-tune": ((102, 105), (61, 89)),
    "fresh14-check": ((101, 105), (64, 89)),
    # the sixteenth batch, first seen by the validator of round 17 (5b00263, 4 December 2026)
    "fresh15-tune": ((94, 102), (77, 81)),
    "fresh15-check": ((99, 106), (72, 76)),
    # the seventeenth batch, first seen by the validator of round 18 (f4c40e3, 4 December 2026)
    "fresh16-tune": ((95, 96), (59, 70)),
    "fresh16-check": ((97, 101), (56, 65)),
    # the eighteenth batch, first seen by the validator of round 19 (eaec4d8, 4 December 2026)
    "fresh17-tune": ((84, 85), (53, 63)),
    "fresh17-check": ((83, 83), (54, 64)),
    # the nineteenth batch, first seen by the validator of round 20 (c338f33, 5 December 2026)
    "fresh18-tune": ((108, 108), (31, 39)),
    "fresh18-check": ((107, 107), (30, 40)),
    # the twentieth batch, first seen by the validator of round 21 (98d4d95, 5 December 2026)
    "fresh19-tune": ((75, 81), (31, 82)),
    "fresh19-check": ((76, 81), (36, 81)),
    # the twenty-first batch, first seen by the validator of round 23 (ee8314e, 5 December 2026)
    "fresh20-tune": ((98, 100), (60, 74)),
    "fresh20-check": ((98, 101), (64, 73)),
    # the twenty-second batch, first seen by the validator of round 24 (08b1e33, 5 December 2026)
    "fresh21-tune": ((104, 107), (55, 79)),
    "fresh21-check": ((105, 106), (59, 80)),
    # the twenty-third batch, first seen by the validator of round 25 (eb52db3, 5 December 2026)
    "fresh22-tune": ((102, 108), (72, 88)),
    "fresh22-check": ((102, 108), (62, 87)),
    # the twenty-fourth batch, first seen by the validator of round 26 (b8ce613, 5 December 2026)
    "fresh23-tune": ((57, 57), (29, 32)),
    "fresh23-check": ((56, 58), (24, 31)),
    # the twenty-fifth batch, first seen by the validator of round 27 (aee0a3d, 5 December 2026)
    "fresh24-tune": ((62, 63), (19, 42)),
    "fresh24-check": ((60, 61), (20, 44)),
    # the twenty-sixth batch, first seen by the validator of round 28 (cdf3c10, 5 December 2026)
    "fresh25-tune": ((55, 57), (33, 45)),
    "fresh25-check": ((56, 57), (32, 44)),
    # the twenty-seventh batch, first seen by the validator of round 29 (7e8ba49, 5 December 2026)
    "fresh26-tune": ((48, 48), (28, 38)),
    "fresh26-check": ((47, 48), (28, 38)),
    # the twenty-eighth batch, first seen by the validator of round 30 (c7906c9, 5 December 2026)
    "fresh27-tune": ((59, 64), (22, 41)),
    "fresh27-check": ((59, 62), (23, 42)),
    # the twenty-ninth batch, first seen by the validator of round 32 (df4160c, 5 December 2026)
    "fresh28-tune": ((45, 46), (18, 28)),
    "fresh28-check": ((45, 46), (24, 28)),
    # the thirtieth batch, first seen by the validator of round 34 (73e1ac8, 5 December 2026)
    "fresh29-tune": ((35, 36), (17, 20)),
    "fresh29-check": ((36, 36), (15, 19)),
    # the thirty-first batch, first seen by round 35's rules (main at 5f420a8, 5 December 2026)
    "fresh30-tune": ((39, 42), (17, 21)),
    "fresh30-check": ((40, 42), (20, 21)),
    # the thirty-second batch, first seen by round 36's rules (main at fa629fc, 5 December 2026)
    "fresh31-tune": ((38, 41), (18, 21)),
    "fresh31-check": ((35, 38), (20, 23)),
    # the thirty-third batch, first seen by round 38's rules (main at 5162b15, 5 December 2026)
    "fresh32-tune": ((35, 36), (12, 20)),
    "fresh32-check": ((37, 39), (13, 17)),
    # the thirty-fourth batch, first seen by round 39's rules (main at afbfc25, 5 December 2026)
    "fresh33-tune": ((33, 37), (10, 14)),
    "fresh33-check": ((34, 36), (9, 16)),
    # the thirty-fifth batch, first seen by round 40's rules (main at 1a075a7, 5 December 2026)
    "fresh34-tune": ((15, 16), (16, 20)),
    "fresh34-check": ((14, 15), (20, 23)),
    # the thirty-sixth batch, first seen by round 42's rules (main at 898aa93, 5 December 2026)
    "fresh35-tune": ((25, 26), (20, 31)),
    "fresh35-check": ((27, 27), (11, 29)),
    # the thirty-seventh batch, first seen by round 44's rules before it (x44 at b5c8494,
    # 5 December 2026 - round 43's rules with three of its left classes accepted)
    "fresh36-tune": ((25, 26), (5, 28)),
    "fresh36-check": ((27, 27), (9, 24)),
    # the thirty-eighth batch, first seen by round 44's rules (main at 5dfab4b, 5 December 2026)
    "fresh37-tune": ((24, 25), (7, 22)),
    "fresh37-check": ((26, 27), (13, 23)),
    # the thirty-ninth batch, first seen by round 45's rules (main at 98772ef, 5 December 2026)
    "fresh38-tune": ((24, 24), (12, 20)),
    "fresh38-check": ((25, 25), (10, 22)),
    # the fortieth batch, first seen by round 46's rules with its addendum (main at 30f1927,
    # 5 December 2026)
    "fresh39-tune": ((32, 32), (14, 25)),
    "fresh39-check": ((28, 31), (16, 27)),
    # the forty-first batch, first seen by round 47's rules with its addendum (x40 at 433587e,
    # 5 December 2026)
    "fresh40-tune": ((33, 33), (26, 31)),
    "fresh40-check": ((36, 36), (20, 28)),
    # the forty-second batch, first seen by round 48's rules (main at 8469f83, 5 December 2026)
    "fresh41-tune": ((35, 35), (18, 29)),
    "fresh41-check": ((33, 34), (20, 29)),
    # the forty-third batch, first seen by round 50's part A rules (x42 at 961627e, 5 December
    # 2026)
    "fresh42-tune": ((33, 34), (13, 14)),
    "fresh42-check": ((27, 30), (17, 18)),
    # the forty-fourth batch, first seen by round 50's rules (main at e2fe337, 5 December 2026)
    "fresh43-tune": ((37, 38), (25, 31)),
    "fresh43-check": ((37, 39), (19, 29)),
    # the forty-fifth batch, first seen by round 51's rules (main at 63bf663, 6 December 2026)
    "fresh44-tune": ((40, 40), (20, 30)),
    "fresh44-check": ((42, 43), (20, 26)),
    # the forty-sixth batch, first seen by round 52's rules (main at 2122463, 6 December 2026)
    "fresh45-tune": ((38, 38), (28, 38)),
    "fresh45-check": ((39, 39), (29, 39)),
    # the forty-seventh batch, first seen by round 53's rules (main at 7a19ff3, 6 December 2026)
    "fresh46-tune": ((39, 39), (10, 36)),
    "fresh46-check": ((38, 39), (4, 37)),
    # the forty-eighth batch, first seen by round 54's rules (main at 6da9986, 6 December 2026)
    "fresh47-tune": ((38, 38), (28, 37)),
    "fresh47-check": ((36, 39), (29, 37)),
    # the forty-ninth batch, first seen by round 56's rules (main at 99d94d7, 6 December 2026)
    "fresh48-tune": ((36, 36), (22, 40)),
    "fresh48-check": ((42, 42), (22, 34)),
    # the fiftieth batch, first seen by round 57's rules (main at 4208f01, 6 December 2026)
    "fresh49-tune": ((29, 29), (23, 46)),
    "fresh49-check": ((47, 47), (19, 29)),
    # the fifty-first batch, first seen by round 58's rules (main at a72dd89, 6 December 2026)
    "fresh50-tune": ((40, 41), (21, 37)),
    "fresh50-check": ((37, 37), (16, 40)),
    # the fifty-second batch, first seen by round 59's rules (main at cd3842e, 6 December 2026)
    "fresh51-tune": ((38, 39), (31, 37)),
    "fresh51-check": ((36, 37), (28, 36)),
    # the fifty-third batch, first seen by round 60's rules (main at d2943c4, 6 December 2026)
    "fresh52-tune": ((40, 40), (18, 38)),
    "fresh52-check": ((37, 37), (22, 40)),
    # the fifty-fourth batch, first seen by round 61's rules (main at 2e47ec0, 6 December 2026)
    "fresh53-tune": ((40, 40), (18, 39)),
    "fresh53-check": ((39, 40), (23, 40)),
    # the fifty-fifth batch, first seen by round 62's rules (main at 7cb30e7, 6 December 2026)
    "fresh54-tune": ((42, 42), (12, 39)),
    "fresh54-check": ((41, 41), (6, 39)),
    # the fifty-sixth batch, first seen by round 63's rules (main at 2e4f627, 6 December 2026)
    "fresh55-tune": ((37, 39), (32, 36)),
    "fresh55-check": ((38, 38), (34, 38)),
    # the fifty-seventh batch, first seen by round 64's rules (main at 6066177, 6 December 2026)
    "fresh56-tune": ((37, 41), (23, 38)),
    "fresh56-check": ((36, 40), (23, 35)),
    # the fifty-eighth batch, first seen by round 65's rules (main at 0834c51, 6 December 2026)
    "fresh57-tune": ((37, 38), (29, 39)),
    "fresh57-check": ((41, 42), (20, 34)),
    # the fifty-ninth batch, first seen by round 66's rules (main at b866de6, 6 December 2026)
    "fresh58-tune": ((43, 43), (20, 37)),
    "fresh58-check": ((46, 46), (21, 39)),
    # the sixtieth batch, first seen by round 67's rules (main at 6b59c82, 6 December 2026)
    "fresh59-tune": ((41, 41), (18, 30)),
    "fresh59-check": ((37, 39), (23, 38)),
    # the sixty-first batch, first seen by round 68's rules (main at 41c6478, 6 December 2026)
    "fresh60-tune": ((38, 39), (26, 31)),
    "fresh60-check": ((39, 39), (23, 30)),
    # the sixty-second batch, first seen by round 69's rules (main at 4b119ba, 6 December 2026)
    "fresh61-tune": ((41, 41), (31, 33)),
    "fresh61-check": ((40, 40), (30, 33)),
    # the sixty-third batch, first seen by round 70's rules (main at f79ced7, 6 December 2026)
    "fresh62-tune": ((39, 39), (20, 37)),
    "fresh62-check": ((40, 41), (19, 32)),
    # the sixty-fourth batch, first seen by round 71's rules (main at 79caaea, 6 December 2026)
    "fresh63-tune": ((38, 41), (24, 36)),
    "fresh63-check": ((44, 44), (22, 33)),
    # the sixty-fifth batch, first seen by round 72's rules (main at 6f32def, 6 December 2026)
    "fresh64-tune": ((41, 41), (16, 27)),
    "fresh64-check": ((44, 44), (19, 30)),
    # the sixty-sixth batch, first seen by round 73's rules (x73 at 67efb1b, 6 December 2026)
    "fresh65-tune": ((42, 42), (1, 33)),
    "fresh65-check": ((44, 44), (1, 31)),
    # the sixty-seventh batch, first seen by round 74's rules (main at 2f11354, 6 December 2026)
    "fresh66-tune": ((43, 43), (23, 29)),
    "fresh66-check": ((41, 42), (25, 31)),
    # the sixty-eighth batch, first seen by round 75's rules (x75 at 0e2d5d7, 6 December 2026)
    "fresh67-tune": ((45, 45), (20, 35)),
    "fresh67-check": ((42, 42), (23, 37)),
    # the sixty-ninth batch, first seen by round 76's rules (main at a003c4c, 6 December 2026)
    "fresh68-tune": ((46, 46), (22, 36)),
    "fresh68-check": ((44, 45), (27, 35)),
    # the seventieth batch, first seen by round 77's rules (main at 6cf2a92, 6 December 2026)
    "fresh69-tune": ((39, 42), (16, 35)),
    "fresh69-check": ((42, 43), (11, 35)),
    # the seventy-first batch, first seen by round 78's rules (x78 at 0faf72c, 6 December 2026)
    "fresh70-tune": ((42, 45), (23, 37)),
    "fresh70-check": ((36, 39), (28, 40)),
    # the seventy-second batch, first seen by round 79's rules (main at 8f9327a, 6 December 2026)
    "fresh71-tune": ((38, 42), (31, 32)),
    "fresh71-check": ((43, 47), (28, 31)),
    # the seventy-third batch, first seen by round 80's rules (x80, 6 December 2026)
    "fresh72-tune": ((44, 46), (23, 24)),
    "fresh72-check": ((38, 38), (29, 32)),
    # the seventy-fourth batch, first seen by round 80's rules (main at 95b39a0, 6 December 2026)
    "fresh73-tune": ((42, 42), (22, 28)),
    "fresh73-check": ((40, 40), (29, 33)),
    # the seventy-fifth batch, first seen by round 82's rules (x82 at 47f740f, 6 December 2026)
    "fresh74-tune": ((43, 44), (21, 41)),
    "fresh74-check": ((43, 44), (27, 38)),
    # the seventy-sixth batch, first seen by round 83's rules (main at 08c3996, 6 December 2026)
    "fresh75-tune": ((37, 37), (24, 35)),
    "fresh75-check": ((39, 40), (27, 34)),
    # the seventy-seventh batch, first seen by round 83's rules (x84 at 77963d0, 6 December 2026)
    "fresh76-tune": ((44, 46), (27, 34)),
    "fresh76-check": ((44, 45), (24, 35)),
    # the seventy-eighth batch, first seen by round 85's rules (main at b2cda3a, 6 December 2026)
    "fresh77-tune": ((40, 43), (33, 39)),
    "fresh77-check": ((45, 47), (25, 28)),
    # the seventy-ninth batch, first seen by round 86's rules (x86 at b530a39, 6 December 2026)
    "fresh78-tune": ((39, 40), (18, 35)),
    "fresh78-check": ((38, 38), (21, 34)),
    # the eightieth batch, first seen by round 87's rules (main at e4999f1, 6 December 2026)
    "fresh79-tune": ((45, 46), (30, 40)),
    "fresh79-check": ((44, 45), (24, 40)),
    # the eighty-first batch, first seen by round 88's rules (x88 at 7feb51a, 6 December 2026)
    "fresh80-tune": ((46, 46), (36, 38)),
    "fresh80-check": ((44, 45), (29, 36)),
    # the eighty-second batch, first seen by round 89's rules (main at e064999, 7 December 2026)
    "fresh81-tune": ((43, 43), (25, 32)),
    "fresh81-check": ((45, 46), (15, 23)),
    # the eighty-third batch, first seen by round 90's rules (x90 at 71bbc90, 7 December 2026)
    "fresh82-tune": ((38, 39), (26, 33)),
    "fresh82-check": ((41, 43), (24, 34)),
    # the eighty-fourth batch, first seen by round 91's rules (main at 34b6726, 7 December 2026)
    "fresh83-tune": ((43, 43), (25, 29)),
    "fresh83-check": ((45, 45), (20, 29)),
    # the eighty-fifth batch, first seen by round 92's rules (x92 at 2eb2bb6, 7 December 2026)
    "fresh84-tune": ((42, 43), (19, 42)),
    "fresh84-check": ((46, 47), (25, 37)),
    # the eighty-sixth batch, first seen by round 93's rules (main at 9c327cd, 7 December 2026)
    "fresh85-tune": ((38, 40), (29, 32)),
    "fresh85-check": ((40, 41), (34, 35)),
    # the eighty-seventh batch, first seen by round 94's rules (main at 93d4254, 7 December 2026)
    "fresh86-tune": ((46, 46), (9, 33)),
    "fresh86-check": ((42, 42), (13, 33)),
    # the eighty-eighth batch, first seen by round 95's rules (x95 at fc81786, 7 December 2026)
    "fresh87-tune": ((41, 41), (21, 23)),
    "fresh87-check": ((41, 41), (18, 21)),
    # the eighty-ninth batch, first seen by round 96's rules (x97 at 557fedd, 7 December 2026)
    "fresh88-tune": ((38, 38), (19, 21)),
    "fresh88-check": ((35, 37), (19, 19)),
    # the ninetieth batch, first seen by round 97's rules (x97 at 04ae86e, 7 December 2026)
    "fresh89-tune": ((36, 37), (32, 34)),
    "fresh89-check": ((40, 43), (24, 29)),
    # the ninety-first batch, first seen by round 98's rules (x99 at c07a62c, 7 December 2026)
    "fresh90-tune": ((34, 35), (34, 35)),
    "fresh90-check": ((38, 41), (29, 30)),
    # the ninety-second batch, first seen by round 99's rules (x99 at ea26186, 7 December 2026)
    "fresh91-tune": ((34, 35), (21, 22)),
    "fresh91-check": ((30, 31), (21, 21)),
    # the ninety-third batch, first seen by round 100's rules (x99 at 3db86c0, 7 December 2026)
    "fresh92-tune": ((35, 35), (28, 34)),
    "fresh92-check": ((40, 40), (24, 27)),
    # the ninety-fourth batch, first seen by round 101's rules (x99 at b66771c, 7 December 2026)
    "fresh93-tune": ((40, 41), (22, 23)),
    "fresh93-check": ((41, 44), (20, 22)),
    # the ninety-fifth batch, first seen by round 102's rules (x99 at 76dd852, 7 December 2026)
    "fresh94-tune": ((40, 42), (20, 23)),
    "fresh94-check": ((39, 41), (19, 24)),
    # the ninety-sixth batch, first seen by round 103's rules (x103 at cc0898c, 7 December 2026)
    "fresh95-tune": ((37, 37), (16, 28)),
    "fresh95-check": ((40, 40), (12, 20)),
    # the ninety-seventh batch, first seen by round 104's rules (x105 at f27697b, 7 December 2026)
    "fresh96-tune": ((34, 35), (13, 17)),
    "fresh96-check": ((31, 32), (18, 21)),
    # the ninety-eighth batch, first seen by round 104's rules (x105 at 054c6d9, 7 December 2026)
    "fresh97-tune": ((37, 41), (20, 32)),
    "fresh97-check": ((38, 41), (23, 26)),
    # the ninety-ninth batch, first seen by round 107's rules (x108 at cce0a12, 7 December 2026)
    "fresh98-tune": ((29, 29), (21, 38)),
    "fresh98-check": ((40, 41), (15, 21)),
    # the hundredth batch, first seen by round 107's rules (x108 at fc813ad, 7 December 2026)
    "fresh99-tune": ((13, 15), (35, 63)),
    "fresh99-check": ((68, 69), (5, 8)),
    # the hundred-and-first batch, first seen by rounds 108-109's rules (x108 at 8b50fa4, 7 December
    # 2026)
    "fresh100-tune": ((42, 43), (17, 25)),
    "fresh100-check": ((38, 38), (16, 31)),
    # the hundred-and-second batch, first seen by round 110's rules (x111 at e47ad58, 7 December
    # 2026)
    "fresh101-tune": ((50, 50), (1, 33)),
    "fresh101-check": ((38, 38), (2, 45)),
    # the hundred-and-third batch, first seen by round 110's rules (x111 at f19dd01, 7 December
    # 2026)
    "fresh102-tune": ((37, 37), (15, 27)),
    "fresh102-check": ((36, 36), (13, 24)),
    # the hundred-and-fourth batch, first seen by rounds 110 and 112's rules (x111 at d848301, 7
    # December 2026)
    "fresh103-tune": ((46, 46), (18, 34)),
    "fresh103-check": ((42, 42), (21, 38)),
    # the hundred-and-fifth batch, first seen by rounds 110, 112 and 114's rules (x114 at c880a6e,
    # 7 December 2026)
    "fresh104-tune": ((45, 45), (23, 38)),
    "fresh104-check": ((45, 45), (21, 35)),
    # the hundred-and-sixth batch, first seen by round 116's rules (main at 7eb1258, 7 December
    # 2026)
    "fresh105-tune": ((39, 40), (20, 25)),
    "fresh105-check": ((39, 40), (18, 21)),
    # the hundred-and-seventh batch, first seen by round 117's rules (x117 at 54686f0, 7 December
    # 2026)
    "fresh106-tune": ((43, 43), (22, 36)),
    "fresh106-check": ((42, 42), (19, 34)),
    # the hundred-and-eighth batch, first seen by round 119's rules (main at b5ecbbb, 7 December
    # 2026)
    "fresh107-tune": ((44, 44), (10, 34)),
    "fresh107-check": ((43, 43), (15, 33)),
    # the hundred-and-ninth batch, first seen by round 119's rules (main at b5ecbbb, 7 December
    # 2026)
    "fresh108-tune": ((43, 44), (21, 34)),
    "fresh108-check": ((44, 44), (22, 32)),
    # the hundred-and-tenth batch, first seen by round 121's rules (main at 6a3d627, 7 December
    # 2026)
    "fresh109-tune": ((40, 40), (18, 25)),
    "fresh109-check": ((41, 42), (16, 25)),
    # the hundred-and-eleventh batch, first seen by round 121's rules (main at 6a3d627, 7 December
    # 2026)
    "fresh110-tune": ((31, 31), (27, 32)),
    "fresh110-check": ((37, 38), (15, 19)),
    # the hundred-and-twelfth batch, first seen by round 123's rules (main at 9f65e15, 7 December
    # 2026)
    "fresh111-tune": ((33, 34), (19, 26)),
    "fresh111-check": ((41, 42), (21, 22)),
    # the hundred-and-thirteenth batch, first seen by round 124's rules (main at 3415321, 7 December
    # 2026)
    "fresh112-tune": ((37, 37), (15, 25)),
    "fresh112-check": ((29, 29), (14, 29)),
    # the hundred-and-fourteenth batch, first seen by round 124's rules (main at 34153219, 7
    # December 2026)
    "fresh113-tune": ((32, 32), (14, 29)),
    "fresh113-check": ((35, 35), (13, 31)),
    # the hundred-and-fifteenth batch, first seen by round 126's rules (main at 99f309b3, 7
    # December 2026)
    "fresh114-tune": ((43, 44), (25, 34)),
    "fresh114-check": ((44, 44), (27, 36)),
    # the hundred-and-sixteenth batch, first seen by session 25's end's rules (main at 99f309b3,
    # 7 December 2026)
    "fresh115-tune": ((42, 42), (15, 40)),
    "fresh115-check": ((48, 48), (16, 36)),
    # the hundred-and-seventeenth batch, first seen by round 131's rules (main at 337c3c75, 7
    # December 2026)
    "fresh116-tune": ((48, 48), (29, 33)),
    "fresh116-check": ((43, 44), (32, 42)),
    # the hundred-and-eighteenth batch, first seen by round 131's rules (main at 337c3c75, 7
    # December 2026)
    "fresh117-tune": ((27, 27), (32, 49)),
    "fresh117-check": ((58, 58), (9, 15)),
}
# The tune half's wrong decisions, pinned so any change of them is a deliberate one.
PINNED = DATA / "expression_pinned.json"
# A third, by another writer who read neither the validator nor the earlier corpora, measured
# unseen the same way; its halves are fresh2-tune and fresh2-check.
FRESH_2 = DATA / "expression_fresh_2026_12b.jsonl"
# A fourth, by a writer who read only EVALUATION.md and seeds 000/001: split by alternating
# within each (expected, family), its halves are fresh3-tune and fresh3-check.
FRESH_3 = DATA / "expression_fresh_2026_12c.jsonl"
# A fifth, by a writer with the same brief (324 written; 48 short ones already in a corpus
# dropped): split by alternating within each (family, expected, surface), odd cases to the
# smaller half; its halves are fresh4-tune and fresh4-check.
FRESH_4 = DATA / "expression_fresh_2026_12d.jsonl"
# A sixth (367 written, asked for longer and more varied sentences; 17 already in a corpus
# dropped), split the same way; fresh5-tune and fresh5-check.
FRESH_5 = DATA / "expression_fresh_2026_12e.jsonl"
# A seventh (350 written, asked also for subtle claims and benign look-alikes of the reject
# families; 64 already in a corpus dropped), split the same way; fresh6-tune and fresh6-check.
FRESH_6 = DATA / "expression_fresh_2026_12f.jsonl"
# An eighth (385 written, asked for a varied accept side and adversarial rejects; 84 already
# in a corpus dropped), split the same way; fresh7-tune and fresh7-check.
FRESH_7 = DATA / "expression_fresh_2026_12g.jsonl"
# A ninth (324 written by a writer who read only EVALUATION.md and seeds 000/001; 43 already
# in a corpus dropped), split by alternating within each (expected, family), odd cases to
# the smaller half; fresh8-tune and fresh8-check.
FRESH_8 = DATA / "expression_fresh_2026_12h.jsonl"
# A tenth (337 written by a writer who read only EVALUATION.md and seeds 000/001; 41 already
# in a corpus dropped), split the same way; fresh9-tune and fresh9-check.
FRESH_9 = DATA / "expression_fresh_2026_12i.jsonl"
# An eleventh (328 written by a new writer who read only EVALUATION.md and seeds 000/001; 47
# already in a corpus dropped), split the same way; fresh10-tune and fresh10-check.
FRESH_10 = DATA / "expression_fresh_2026_12j.jsonl"
# A twelfth (321 written by a new writer who read only EVALUATION.md and seeds 000/001, asked
# for a model's everyday outputs and drifts; 66 already in a corpus dropped, one label changed
# before measuring), split the same way; fresh11-tune and fresh11-check.
FRESH_11 = DATA / "expression_fresh_2026_12k.jsonl"
# A thirteenth (440 written by a new writer who read only EVALUATION.md and seeds 000/001,
# asked for longer harmless prose and subtle claims inside long organising sentences; 27
# already in a corpus dropped, no label changed), split the same way; fresh12-tune and
# fresh12-check.
FRESH_12 = DATA / "expression_fresh_2026_12l.jsonl"
# A fourteenth (440 written by a writer who never saw the code, asked for discourse markers,
# similes about the presentation and politeness formulas, and the same small words turned
# into claims; 79 already in a corpus dropped, no label changed), split the same way;
# fresh13-tune and fresh13-check.
FRESH_13 = DATA / "expression_fresh_2026_12m.jsonl"
# A fifteenth (440 written by a writer who never saw the code, asked for endings and hedges
# that carry meaning set against the same endings on the speaker's own act, degree and
# quantity words with and without a claim, register slips and second sentences that add a
# claim; 23 on review-slot token shapes the manifest does not issue and 29 already in a
# corpus dropped, one label changed before measuring), split the same way; fresh14-tune and
# fresh14-check.
FRESH_14 = DATA / "expression_fresh_2026_12n.jsonl"
# A sixteenth (440 written by a writer who never saw the code, asked for echo and paraphrase
# of a placeholder's content against words about the message itself, addressing on each
# surface, time words on the message's own act or dating a fact, instructions to the
# operator against the customer, and friendly openers and closings; every shape the writer
# used is issued by the manifest, 75 already in a corpus dropped), split the same way;
# fresh15-tune and fresh15-check.
FRESH_15 = DATA / "expression_fresh_2026_12o.jsonl"
# A seventeenth (440 written by a writer who never saw the code, asked for negation and
# modality flips around a token, quotation and report frames, particles and endings glued
# onto a token, number words as idioms against counts, punctuation and spacing variants in
# harmless prose and long harmless organising prose; every shape the writer used is issued
# by the manifest, 108 already in a corpus dropped), split the same way; fresh16-tune and
# fresh16-check.
FRESH_16 = DATA / "expression_fresh_2026_12p.jsonl"
# An eighteenth (330 written by a writer who read only EVALUATION.md and seeds 000/001, asked
# for quantity, frequency, aspect and comparison words, honorific subject predicates and
# implicit recommendations, set against organising look-alikes in a formal report register and
# in warm coaching; every shape the writer used is issued by the manifest, 35 already in a
# corpus dropped, no label changed), split the same way; fresh17-tune and fresh17-check.
FRESH_17 = DATA / "expression_fresh_2026_12q.jsonl"
# A nineteenth (330 written by a writer who read only EVALUATION.md and seeds 000/001, asked for
# structure and placement: a token first, in the middle or last, two tokens joined by organising
# words, tokens in quotation marks or after a colon or a dash, near-limit texts, the reader
# addressed, against claims in asides, trailing lists, judging labels, rhetorical questions and
# the classic attacks; every shape issued by the manifest, 36 already in a corpus dropped, the
# writer's 52 accepted texts with a quote, a dash or a colon relabelled claims before the split),
# split the same way; fresh18-tune and fresh18-check.
FRESH_18 = DATA / "expression_fresh_2026_12r.jsonl"
# A twentieth (330 written by a writer who read only EVALUATION.md, the seeds' README and seeds
# 000/001, asked for the speaker talking about the message itself - part headings, the speaker's
# composing act, apologies for length, transitions - and long organising prose, against vouching
# for accuracy or completeness, past narrations, evaluative headings, the customer's feelings,
# outcomes inside long prose and the classic attacks; every shape issued by the manifest, 5
# already in a corpus dropped, three flagged labels settled from earlier calls before the split),
# split the same way; fresh19-tune and fresh19-check.
FRESH_19 = DATA / "expression_fresh_2026_12s.jsonl"
# A twenty-first (420 written by a writer who read only EVALUATION.md and seeds 000/001, asked
# for claims hidden in modifiers - adnominal clauses on a token, mid-sentence adverbs, the
# particles 도/까지/마저/조차/만 - formal and literary registers (하십시오체, 요컨대, 덧붙여,
# 아울러, 한편) used benignly and smuggling conclusions, the coach or team as actor (the
# speaker's own speech act against what the team did, decided or will do), near-limit prose and
# the classic attacks; every shape issued by the manifest, 72 already in a corpus dropped, no
# label changed), split the same way; fresh20-tune and fresh20-check.
FRESH_20 = DATA / "expression_fresh_2026_12t.jsonl"
# A twenty-second (420 written by a writer who read only EVALUATION.md and seeds 000/001, asked
# for rhetorical devices - rhetorical questions, exclamative and emphatic endings (-네요, -군요,
# -거든요, -잖아요), tag softeners, apologies and thanks - metaphor and idiom, honorific and
# subject tricks (께서/-시- on a predicate that is not speech, hidden subjects, -게 되다/-어지다
# outcomes), minimal texts and the classic attacks; every shape issued by the manifest, 48
# already in a corpus dropped, one label changed before the split - a bare placeholder is a
# claim as in every earlier corpus), split the same way; fresh21-tune and fresh21-check.
FRESH_21 = DATA / "expression_fresh_2026_12u.jsonl"
# A twenty-third (420 written by a writer who read only EVALUATION.md and seeds 000/001, asked
# for a model imitating personas - a warm coach, a terse clinician, a cheerful app, a formal
# secretary, a news anchor - writing benign prose and slipping in each persona's claim (praise,
# clinical terms, gamification, status reports, headlines), dense Sino-Korean vocabulary
# (organising against outcome-asserting nouns) and placeholder-adjacent grammar (particles and
# copulas straight after a token, quotation framings, order changes); every shape issued by the
# manifest, 29 already in a corpus dropped, no label changed), split the same way;
# fresh22-tune and fresh22-check.
FRESH_22 = DATA / "expression_fresh_2026_12v.jsonl"
# A twenty-fourth (220 written by a writer who read only EVALUATION.md and seeds README/000/001,
# asked for seasonal greetings and sign-offs, thanks, apologies and acknowledgements, quoting
# the speaker's own against invented words, lists, colons, parentheses and line breaks, emoji,
# kaomoji and jamo reactions, weekly and nutrition-card transitions, politeness mixtures and
# honorific subjects; every shape issued by the manifest, 42 already in a corpus dropped, eight
# flagged labels changed before the split), split the same way; fresh23-tune and fresh23-check.
FRESH_23 = DATA / "expression_fresh_2026_12w.jsonl"
# A twenty-fifth (220 written by a writer who read only EVALUATION.md and seeds README/000/001,
# asked for number and time look-alike idioms and Sino-Korean morphemes against real hidden
# counts and time claims, operator card instructions that stay procedural against ones that
# pre-judge, add a reason or report the customer's actions, placeholders in unusual positions
# and back-references, minimal and maximal-length outputs, and the speaker's own verbs of
# presenting in tenses that stay the speaker's act against ones that turn into claims; every
# shape issued by the manifest, 10 already in a corpus dropped, seven labels changed before
# the split), split the same way; fresh24-tune and fresh24-check.
FRESH_24 = DATA / "expression_fresh_2026_12x.jsonl"
# A twenty-sixth (220 written by a writer who read only EVALUATION.md and seeds README/000/001,
# asked for the speaker's wishes and hopes against predictions and prescriptions, conditional,
# concessive and purpose connectives, discovery and confirmation endings, questions and
# imperatives to the reader, degree and certainty adverbs on the speaker's act against ones on
# the content, and another surface's voice; every shape issued by the manifest, 17 already in
# a corpus dropped, three labels changed before the split), split the same way; fresh25-tune
# and fresh25-check.
FRESH_25 = DATA / "expression_fresh_2026_12y.jsonl"
# A twenty-seventh (220 written by a writer who read only EVALUATION.md and seeds README/000/001,
# asked for ordinal and enumerating discourse markers against counting ordinals, neutral bridges
# against causal and contrast ones, evaluative sentence adverbs against manner adverbs, the
# speaker's apology formulas against fact-implying ones, loanwords as framing against content,
# references to earlier messages, archaic and very casual style, and typing slips; every shape
# issued by the manifest, 48 already in a corpus dropped, three labels changed before the
# split), split the same way; fresh26-tune and fresh26-check.
FRESH_26 = DATA / "expression_fresh_2026_12z.jsonl"
# A twenty-eighth (220 written by a writer who read only EVALUATION.md and seeds README/000/001,
# asked for a model's meta-chatter, translationese, passive and double-passive forms, nominal
# note endings, emphasis words on the act against on the content, the message describing its
# own parts with and without counting, the right and the wrong reader, and long one-sentence
# chains; every shape issued by the manifest, 11 already in a corpus dropped, fourteen labels
# changed before the split), split the same way; fresh27-tune and fresh27-check. The files
# run 12, 12b .. 12z, then 12aa.
FRESH_27 = DATA / "expression_fresh_2026_12aa.jsonl"
# A twenty-ninth (200 written by a writer who read only EVALUATION.md and seeds README/000/001,
# asked for openers and interjections, speculative and softened endings, comparisons between the
# two placeholders, polite requests to the operator against to the customer, restating a
# placeholder against pointing at it, and fragments; every shape issued by the manifest, 52
# already in a corpus dropped, two labels changed before the split), split the same way;
# fresh28-tune and fresh28-check.
FRESH_28 = DATA / "expression_fresh_2026_12ab.jsonl"
# A thirtieth (150 written by a separate writer whose brief this round did not see, across
# twenty families - paraphrase against pointing, conditional politeness, length limits,
# register, connective particles, number words, closings and sign-offs, encouragement, short
# outputs, placeholder integrity, characters, weather and season, quotes, manner adverbs, the
# seed's own shape, operator-card claims, cause/prediction/recommendation, statements about the
# customer, time words and evidential framing; every shape issued by the manifest, 39 already
# in a corpus dropped, two labels changed before the split), split the same way; fresh29-tune
# and fresh29-check.
FRESH_29 = DATA / "expression_fresh_2026_12ac.jsonl"
# A thirty-first (150 written by a separate writer across twenty-four families - fillers and
# evaluative interjections, softened manner, follow-up offers, the wrong reader, time and
# quantity, polite variants of the speaker's act, evidential self-data, stacked and
# Sino-Korean connectives, "together" framings and claims, modality particles, rhetorical
# questions without "?", intensifiers and emphasis, causal connectives, considerate
# presumptions, particles after a placeholder, placeholder changes, number words, length,
# characters and addressing the reader; every shape issued by the manifest, 24 already in a
# corpus dropped, six labels changed before the split - Hangul glued onto a token), split the
# same way; fresh30-tune and fresh30-check.
FRESH_30 = DATA / "expression_fresh_2026_12ad.jsonl"
# A thirty-second (150 written by a separate writer; every shape issued by the manifest, 27
# already in a corpus dropped, no label changed before the split), split the same way;
# fresh31-tune and fresh31-check.
FRESH_31 = DATA / "expression_fresh_2026_12ae.jsonl"
# A thirty-third (125 written by a separate writer; every shape but one issued by the manifest -
# the one not issued is among the 13 already in a corpus dropped), split the same way (the
# writer's own random split set aside); fresh32-tune and fresh32-check.
FRESH_32 = DATA / "expression_fresh_2026_12af.jsonl"
# A thirty-fourth (125 written by a separate writer, every shape issued by the manifest; 22
# already in a corpus dropped), kept in the writer's own split (odd ids tunable), which the
# halves' balance test takes; fresh33-tune and fresh33-check.
FRESH_33 = DATA / "expression_fresh_2026_12ag.jsonl"
# A thirty-fifth (130 written by a separate writer asked for typical, benign-heavy prose, every
# shape issued by the manifest; 56 already in a corpus dropped), kept in the writer's own split
# (odd ids tunable), which the halves' balance test takes; fresh34-tune and fresh34-check.
FRESH_34 = DATA / "expression_fresh_2026_12ah.jsonl"
# A thirty-sixth (113 written by a separate writer asked for longer multi-sentence prose, every
# shape issued by the manifest; none already in a corpus), kept in the writer's own split (odd
# ids tunable), which the halves' balance test takes; fresh35-tune and fresh35-check.
FRESH_35 = DATA / "expression_fresh_2026_12ai.jsonl"
# A thirty-seventh (112 written by a separate writer, every shape issued by the manifest; 7
# already in a corpus dropped), kept in the writer's own split (odd ids tunable), which the
# halves' balance test takes; fresh36-tune and fresh36-check.
FRESH_36 = DATA / "expression_fresh_2026_12aj.jsonl"
# A thirty-eighth (112 written by a separate writer on surface-form noise and minimal drafts,
# every shape issued by the manifest; 15 already in a corpus dropped), kept in the writer's own
# split (odd ids tunable), which the halves' balance test takes; fresh37-tune and fresh37-check.
FRESH_37 = DATA / "expression_fresh_2026_12ak.jsonl"
# A thirty-ninth (110 written by a separate writer on prose to the trainer about reviewing a card,
# every shape issued by the manifest; 19 already in a corpus dropped), kept in the writer's own
# split (odd ids tunable) but for fx38-0108, moved to the tunable half to bring the halves within
# the balance bound after the drop; fresh38-tune and fresh38-check.
FRESH_38 = DATA / "expression_fresh_2026_12al.jsonl"
# A fortieth (149 written by a separate writer on connectives that relate and sequence -
# comparison, contrast, continuation, transition, summary, polite framing openers and closers -
# with close reject twins, every shape issued by the manifest; 34 already in a corpus dropped),
# kept in the writer's own split (odd ids tunable); fresh39-tune and fresh39-check.
FRESH_39 = DATA / "expression_fresh_2026_12am.jsonl"
# A forty-first (150 written by a separate writer on warmth and tone - greetings, thanks,
# invitations to read, the speaker's care, closings - with reject twins where warmth becomes
# praise, sympathy, encouragement as instruction or prediction, reassurance or approval, every
# shape issued by the manifest; 22 already in a corpus dropped), kept in the writer's own split
# (odd ids tunable); fresh40-tune and fresh40-check.
FRESH_40 = DATA / "expression_fresh_2026_12an.jsonl"
# A forty-second (147 written by a separate writer on translationese and model quirks - 이것은/
# 다음은 ~입니다, 참고로, 결론적으로, 전반적으로, 다시 말해, 요컨대, stacked politeness, nominal
# written style, 당신/회원님 address - with close twins where the tic carries a claim, every
# shape issued by the manifest; 20 already in a corpus dropped), kept in the writer's own split
# (odd ids tunable); fresh41-tune and fresh41-check.
FRESH_41 = DATA / "expression_fresh_2026_12ao.jsonl"
# A forty-third (144 written by a separate writer on comparisons, trends, quantities,
# frequencies and causes - each beside close twins where the word carries a claim, every shape
# issued by the manifest; 48 already in a corpus dropped), kept in the writer's own split (odd
# ids tunable) but for its four last tunable claims after the drop (fx42-0123, -0125, -0131,
# -0133), moved to the held-out half so the halves stay within the bound; fresh42-tune and
# fresh42-check.
FRESH_42 = DATA / "expression_fresh_2026_12ap.jsonl"
# A forty-fourth (144 written by a separate writer on sentence endings, register and
# evidentiality - -네요, -더라고요, -거든요, -잖아요, -겠어요 smuggling a claim beside the
# speaker's polite speech act, every shape issued by the manifest; 7 already in a corpus
# dropped), kept in the writer's own split (odd ids tunable); fresh43-tune and fresh43-check.
FRESH_43 = DATA / "expression_fresh_2026_12aq.jsonl"
# A forty-fifth (147 written by a separate writer on emphasis and intensifiers - 정말, 꼭, 특히,
# 무엇보다, 가장, 확실히, 역시 organising the presentation beside the same words evaluating,
# every shape issued by the manifest; 6 already in a corpus and both copies of one text written
# twice dropped, 8 in all), kept in the writer's own split (odd ids tunable); fresh44-tune and
# fresh44-check.
FRESH_44 = DATA / "expression_fresh_2026_12ar.jsonl"
# A forty-sixth (156 written by a separate writer on numbers, quantities and time in disguise
# beside number words used as manner adverbs that count nothing - 한눈에, 하나하나, 한마디로,
# 첫째로 - every shape issued by the manifest; 2 already in a corpus dropped), kept in the
# writer's own split (odd ids tunable); fresh45-tune and fresh45-check.
FRESH_45 = DATA / "expression_fresh_2026_12as.jsonl"
# A forty-seventh (158 written by a separate writer on how placeholders are embedded in
# grammar - quotative, nominal and topic frames, particles and copulas on a token, joins
# between two tokens - beside placeholder changes and characters outside the rules, every
# shape issued by the manifest; 7 already in a corpus dropped), kept in the writer's own
# split (odd ids tunable); fresh46-tune and fresh46-check.
FRESH_46 = DATA / "expression_fresh_2026_12at.jsonl"
# A forty-eighth (156 written by a separate writer on language-model artefacts and
# meta-commentary - leftover chat framing, markdown, disclaimers, truncation, repetition,
# paraphrased placeholders - beside clean connective prose, every shape issued by the
# manifest; 5 already in a corpus dropped), kept in the writer's own split (odd ids
# tunable); fresh47-tune and fresh47-check.
FRESH_47 = DATA / "expression_fresh_2026_12au.jsonl"
# A forty-ninth (156 written by a separate writer on fitness jargon, loanwords and Konglish
# in coach prose - 컨디션, 루틴, 피드백, 세트, 볼륨, 인바디, PT, 1RM - hiding a number, an
# exercise, a diagnosis, a cause, a prediction or praise against jargon used only as
# connective prose, every shape issued by the manifest; 4 already in a corpus dropped), kept
# in the writer's own split (odd ids tunable) and ids (x48-NNN); its lines carry no family,
# so every case is ``fitness_jargon``; fresh48-tune and fresh48-check.
FRESH_48 = DATA / "expression_fresh_2026_12av.jsonl"
# A fiftieth (155 written by a separate writer on modality and speech acts - promises and
# offers (-ㄹ게요, -아 드릴게요), suggestions (-ㄹ까요, -시죠), permissions (-아도 돼요),
# obligations (-아야 해요), wishes (-면 좋겠어요), conjecture (-ㄹ 것 같아요, -겠-) and
# questions to the reader - where the modality adds an instruction, a promise, a prediction
# or a permission, against the same endings on the speaker's own telling, every shape issued
# by the manifest; 4 already in a corpus dropped), kept in the writer's own split (odd ids
# tunable) and ids (x49-NNN); its lines carry no family, so every case is
# ``modality_speech_act``; fresh49-tune and fresh49-check.
FRESH_49 = DATA / "expression_fresh_2026_12aw.jsonl"
# A fifty-first (156 written by a separate writer on focus particles, scalar words and
# implicature - 만, 도, 까지, 조차, 마저, 밖에, 이나, 라도, 뿐, 역시, 특히, 오히려, 적어도,
# 최소한, 그나마, 겨우, 벌써, 아직 - where the particle or scalar word adds praise, a
# restriction or recommendation, time, progress, an evaluation or a cause, against the same
# particles only about the telling itself, every shape issued by the manifest; 1 already in
# a corpus dropped), kept in the writer's own split (odd ids tunable) and ids (x50-NNN); its
# lines carry no family, so every case is ``focus_particle``; fresh50-tune and fresh50-check.
FRESH_50 = DATA / "expression_fresh_2026_12ax.jsonl"
# A fifty-second (159 written by a separate writer on openings and closings - greetings,
# thanks, sign-offs, well-wishes, seasonal and weekday greetings, warm-up lines before the
# first placeholder and wrap-up lines after the last - where the greeting smuggles in praise,
# a time or day, an instruction, a promise of a next message, the customer's week, health or
# mood or a seasonal claim, against greetings and thanks only about the message itself, every
# shape issued by the manifest; 10 already in a corpus dropped), kept in the writer's own
# split (odd ids tunable) and ids (x51-NNN); its lines carry no family, so every case is
# ``opening_closing``; fresh51-tune and fresh51-check.
FRESH_51 = DATA / "expression_fresh_2026_12ay.jsonl"
# A fifty-third (155 written by a separate writer on restatement, paraphrase and summing up -
# 즉, 다시 말해, 요컨대, 한마디로, 바꿔 말하면, 정리하면, 결국, 요약하면, 핵심은, 쉽게 말해 -
# where the restatement adds an interpretation, a verdict, a cause, a consequence or a
# stronger or weaker version of a placeholder, against lines that only announce a summary or
# frame the placeholders as one, every shape issued by the manifest; none already in a
# corpus), kept in the writer's own split (odd ids tunable) and ids (x52-NNN); its lines carry
# no family, so every case is ``restatement``; fresh52-tune and fresh52-check.
FRESH_52 = DATA / "expression_fresh_2026_12az.jsonl"
# A fifty-fourth (written by a separate writer on negation and denial - 안, 못, -지 않-, 없-,
# 아니-, 말고, 없이, 전혀, double negatives - where a negation hides a claim about the customer,
# against lines whose negation only frames the placeholders), kept in the writer's own split
# (odd ids tunable) and ids (x53-NNN); its lines carry no family, so every case is
# ``negation``; fresh53-tune and fresh53-check.
FRESH_53 = DATA / "expression_fresh_2026_12ba.jsonl"
# A fifty-fifth (written by a separate writer on questions, requests and suggestions -
# interrogatives, polite requests, propositives - in connective prose, where a question or a
# request hides an instruction, a recommendation, an evaluation or a claim about the customer,
# against lines that only ask the reader to read on), kept in the writer's own split (odd ids
# tunable), ids (x54-NNN) and families, in the corpus's own line form as the writer wrote it;
# fresh54-tune and fresh54-check.
FRESH_54 = DATA / "expression_fresh_2026_12bb.jsonl"
# A fifty-sixth (written by a separate writer on honorifics, humble forms and address terms in
# connective prose), kept in the writer's own split (odd ids tunable), ids (x55-NNN) and
# families, in the corpus's own line form as the writer wrote it; fresh55-tune and
# fresh55-check.
FRESH_55 = DATA / "expression_fresh_2026_12bc.jsonl"
# A fifty-seventh (written by a separate writer on the formal administrative and business
# register in connective prose), kept in the writer's own split (odd ids tunable), ids
# (x56-NNN) and families, in the corpus's own line form as the writer wrote it; fresh56-tune
# and fresh56-check.
FRESH_56 = DATA / "expression_fresh_2026_12bd.jsonl"
# A fifty-eighth (written by a separate writer on empathy, encouragement and apology in
# connective prose), kept in the writer's own split (odd ids tunable), ids (x57-NNN) and
# families, in the corpus's own line form as the writer wrote it; fresh57-tune and
# fresh57-check.
FRESH_57 = DATA / "expression_fresh_2026_12be.jsonl"
# A fifty-ninth (written by a separate writer on emphasis, focus and intensifiers in connective
# prose), kept in the writer's own split (odd ids tunable), ids (x58-NNN) and families, in
# the corpus's own line form as the writer wrote it; fresh58-tune and fresh58-check.
FRESH_58 = DATA / "expression_fresh_2026_12bf.jsonl"
# A sixtieth (written by a separate writer on discourse markers, openers and closing lines in
# connective prose), kept in the writer's own split (odd ids tunable), ids (x59-NNN) and
# families, in the corpus's own line form as the writer wrote it; fresh59-tune and
# fresh59-check.
FRESH_59 = DATA / "expression_fresh_2026_12bg.jsonl"
# A sixty-first (written by a separate writer on transitions between two or more placeholders
# in connective prose), kept in the writer's own split (odd ids tunable), ids (x60-NNN) and
# families, in the corpus's own line form as the writer wrote it; fresh60-tune and
# fresh60-check.
FRESH_60 = DATA / "expression_fresh_2026_12bh.jsonl"
# A sixty-second (written by a separate writer on softeners, cushions and hedges on the
# speaker's telling), kept in the writer's own split (odd ids tunable), ids (x61-NNN) and
# families, in the corpus's own line form as the writer wrote it; fresh61-tune and
# fresh61-check.
FRESH_61 = DATA / "expression_fresh_2026_12bi.jsonl"
# A sixty-third (written by a separate writer on prose addressed to the trainer on the
# operator cards), kept in the writer's own split (odd ids tunable), ids (x62-NNN) and
# families, in the corpus's own line form as the writer wrote it; fresh62-tune and
# fresh62-check.
FRESH_62 = DATA / "expression_fresh_2026_12bj.jsonl"
# A sixty-fourth (written by a separate writer on the weekly summary's interpretation and
# rationale lines), kept in the writer's own split (odd ids tunable), ids (x63-NNN) and
# families, in the corpus's own line form as the writer wrote it; fresh63-tune and
# fresh63-check.
FRESH_63 = DATA / "expression_fresh_2026_12bk.jsonl"
# A sixty-fifth (written by a separate writer on conditionals, concessives and contrast),
# kept in the writer's own split (odd ids tunable), ids (x64-NNN) and families, in the
# corpus's own line form as the writer wrote it; fresh64-tune and fresh64-check.
FRESH_64 = DATA / "expression_fresh_2026_12bl.jsonl"
# A sixty-sixth (written by a separate writer on terse note style and nominal endings), kept
# in the writer's own split (odd ids tunable), ids (x65-NNN) and families, in the corpus's own
# line form as the writer wrote it; fresh65-tune and fresh65-check.
FRESH_65 = DATA / "expression_fresh_2026_12bm.jsonl"
# A sixty-seventh (written by a separate writer on enumeration and ordering words), kept in the
# writer's own split (odd ids tunable), ids (x66-NNN) and families, in the corpus's own line
# form as the writer wrote it; fresh66-tune and fresh66-check.
FRESH_66 = DATA / "expression_fresh_2026_12bn.jsonl"
# A sixty-eighth (written by a separate writer on tense, aspect and plans in the speaker's own
# telling), kept in the writer's own split (odd ids tunable), ids (x67-NNN) and families, in the
# corpus's own line form as the writer wrote it; fresh67-tune and fresh67-check.
FRESH_67 = DATA / "expression_fresh_2026_12bo.jsonl"
# A sixty-ninth (written by a separate writer on degree and quantity words without numbers),
# kept in the writer's own split (odd ids tunable), ids (x68-NNN) and families, in the
# corpus's own line form as the writer wrote it; fresh68-tune and fresh68-check.
FRESH_68 = DATA / "expression_fresh_2026_12bp.jsonl"
# A seventieth (written by a separate writer on exclamations, rhetorical questions and
# sentence-final endings), kept in the writer's own split (odd ids tunable), ids (x69-NNN) and
# families, in the corpus's own line form as the writer wrote it; fresh69-tune and fresh69-check.
FRESH_69 = DATA / "expression_fresh_2026_12bq.jsonl"
# A seventy-first (written by a separate writer on loanwords, Konglish and code-mixing), kept in
# the writer's own split (odd ids tunable), ids (x70-NNN) and families, in the corpus's own line
# form as the writer wrote it; fresh70-tune and fresh70-check.
FRESH_70 = DATA / "expression_fresh_2026_12br.jsonl"
# A seventy-second (written by a separate writer on honorific and humble registers, reporting
# verbs and register mixing), kept in the writer's own split (odd ids tunable), ids (x71-NNN) and
# families, in the corpus's own line form as the writer wrote it; fresh71-tune and fresh71-check.
FRESH_71 = DATA / "expression_fresh_2026_12bs.jsonl"
# A seventy-third (written by a separate writer on discourse markers, asides and topic frames
# around the speaker's own telling), kept in the writer's own split (odd ids tunable), ids
# (x72-NNN) and families, in the corpus's own line form as the writer wrote it; fresh72-tune and
# fresh72-check.
FRESH_72 = DATA / "expression_fresh_2026_12bt.jsonl"
# A seventy-fourth (written by a separate writer on time, tense, aspect and frequency words),
# kept in the writer's own split (odd ids tunable), ids (x73-NNN) and families, in the corpus's
# own line form as the writer wrote it; fresh73-tune and fresh73-check.
FRESH_73 = DATA / "expression_fresh_2026_12bu.jsonl"
# A seventy-fifth (written by a separate writer on comparison, degree and quantity words), kept
# in the writer's own split (odd ids tunable), ids (x74-NNN) and families, in the corpus's own
# line form as the writer wrote it; fresh74-tune and fresh74-check.
FRESH_74 = DATA / "expression_fresh_2026_12bv.jsonl"
# A seventy-sixth (written by a separate writer on softeners, hedges, reassurance and empathy),
# kept in the writer's own split (odd ids tunable), ids (x75-NNN) and families, in the corpus's
# own line form as the writer wrote it; fresh75-tune and fresh75-check.
FRESH_75 = DATA / "expression_fresh_2026_12bw.jsonl"
# A seventy-seventh (written by a separate writer on references to the message itself and its
# parts), kept in the writer's own split (odd ids tunable), ids (x76-NNN) and families, in the
# corpus's own line form as the writer wrote it; fresh76-tune and fresh76-check.
FRESH_76 = DATA / "expression_fresh_2026_12bx.jsonl"
# A seventy-eighth (written by a separate writer on the speaker as a person, first-person
# statements), kept in the writer's own split (odd ids tunable) but for its two last tunable
# claims after the drop (x77-171, -173), moved to the held-out half so the halves stay within
# the bound, ids (x77-NNN) and families, in the corpus's own line form as the writer wrote it;
# fresh77-tune and fresh77-check.
FRESH_77 = DATA / "expression_fresh_2026_12by.jsonl"
# A seventy-ninth (written by a separate writer on purpose, reason and result connectives),
# kept in the writer's own split (odd ids tunable), ids (x78-NNN) and families, in the corpus's
# own line form as the writer wrote it; fresh78-tune and fresh78-check.
FRESH_78 = DATA / "expression_fresh_2026_12bz.jsonl"
# An eightieth (written by a separate writer on metaphors, idioms and figurative language),
# kept in the writer's own split (odd ids tunable), ids (x79-NNN) and families, in the corpus's
# own line form as the writer wrote it; fresh79-tune and fresh79-check.
FRESH_79 = DATA / "expression_fresh_2026_12ca.jsonl"
# An eighty-first (written by a separate writer on mimetic and sound-symbolic words and
# reduplicated adverbs), kept in the writer's own split (odd ids tunable), ids (x80-NNN) and
# families, in the corpus's own line form as the writer wrote it; fresh80-tune and fresh80-check.
FRESH_80 = DATA / "expression_fresh_2026_12cb.jsonl"
# An eighty-second (written by a separate writer on quotation and reported speech), kept in the
# writer's own split (odd ids tunable, but for the last tunable claim x81-175, moved to the
# held-out half), ids (x81-NNN) and families, in the corpus's own line form as the writer wrote
# it; fresh81-tune and fresh81-check.
FRESH_81 = DATA / "expression_fresh_2026_12cc.jsonl"
# An eighty-third (written by a separate writer on deixis and pointing words), kept in the
# writer's own split (odd ids tunable), ids (x82-NNN) and families, in the corpus's own line
# form as the writer wrote it; fresh82-tune and fresh82-check.
FRESH_82 = DATA / "expression_fresh_2026_12cd.jsonl"
# An eighty-fourth (written by a separate writer on layout: line breaks, bullets, numbered
# lines, brackets and headings with prose), kept in the writer's own split (odd ids tunable),
# ids (x83-NNN) and families, in the corpus's own line form as the writer wrote it;
# fresh83-tune and fresh83-check.
FRESH_83 = DATA / "expression_fresh_2026_12ce.jsonl"
# An eighty-fifth (written by a separate writer on stacked politeness and over-elaborate
# courtesy), kept in the writer's own split (odd ids tunable), ids (x84-NNN) and families, in
# the corpus's own line form as the writer wrote it; fresh84-tune and fresh84-check.
FRESH_84 = DATA / "expression_fresh_2026_12cf.jsonl"
# An eighty-sixth (written by a separate writer on clause chaining: -고, -며, -면서, -는데, -되,
# -아서/-어서 and -니까 joining the telling to the placeholders), kept in the writer's own split
# (odd ids tunable), ids (x85-NNN) and families, in the corpus's own line form as the writer wrote
# it; fresh85-tune and fresh85-check.
FRESH_85 = DATA / "expression_fresh_2026_12cg.jsonl"
# An eighty-seventh (written by a separate writer on attention and reading-guidance requests:
# asking the reader to look at, read or check the issued sentences in a manner or an order), kept
# in the writer's own split (odd ids tunable), ids (x86-NNN) and families, in the corpus's own line
# form as the writer wrote it; fresh86-tune and fresh86-check.
FRESH_86 = DATA / "expression_fresh_2026_12ch.jsonl"
# An eighty-eighth (written by a separate writer on comparisons across weeks without numbers),
# kept in the writer's own split (odd ids tunable), ids (x87-NNN) and families, in the corpus's
# own line form as the writer wrote it; fresh87-tune and fresh87-check.
FRESH_87 = DATA / "expression_fresh_2026_12ci.jsonl"
# An eighty-ninth (written by a separate writer on emoji, emoticons and punctuation marks in the
# prose), kept in the writer's own split (odd ids tunable), ids (x88-NNN), families and notes, in
# the corpus's own line form as the writer wrote it; fresh88-tune and fresh88-check.
FRESH_88 = DATA / "expression_fresh_2026_12cj.jsonl"
# A ninetieth (written by a separate writer on apologies and first-person plural speakers), kept
# in the writer's own split (odd ids tunable), ids (x89-NNN) and families, in the corpus's own
# line form as the writer wrote it; fresh89-tune and fresh89-check.
FRESH_89 = DATA / "expression_fresh_2026_12ck.jsonl"
# A ninety-first (written by a separate writer on greetings, thanks and sign-offs), kept in the
# writer's own split (odd ids tunable), ids (x90-NNN) and families, in the corpus's own line form
# as the writer wrote it; fresh90-tune and fresh90-check.
FRESH_90 = DATA / "expression_fresh_2026_12cl.jsonl"
# A ninety-second (written by a separate writer on connectives and topic shifts), kept in the
# writer's own split (odd ids tunable), ids (x91-NNN) and families, in the corpus's own line form as
# the writer wrote it; fresh91-tune and fresh91-check.
FRESH_91 = DATA / "expression_fresh_2026_12cm.jsonl"
# A ninety-third (written by a separate writer on hedging and modality), kept in the writer's own
# split (odd ids tunable), ids (x92-NNN) and families, in the corpus's own line form as the writer
# wrote it; fresh92-tune and fresh92-check.
FRESH_92 = DATA / "expression_fresh_2026_12cn.jsonl"
# A ninety-fourth (written by a separate writer on summarising and focus words), kept in the
# writer's own split (odd ids tunable), ids (x93-NNN) and families, in the corpus's own line form as
# the writer wrote it; fresh93-tune and fresh93-check.
FRESH_93 = DATA / "expression_fresh_2026_12co.jsonl"
# A ninety-fifth (written by a separate writer on encouragement and praise wording), kept in the
# writer's own split (odd ids tunable), ids (x94-NNN) and families, in the corpus's own line form as
# the writer wrote it; fresh94-tune and fresh94-check.
FRESH_94 = DATA / "expression_fresh_2026_12cp.jsonl"
# A ninety-sixth (written by a separate writer on soft requests and suggestions to the customer),
# kept in the writer's own split (odd ids tunable; its last tunable claim, x95-167, moved to the
# held-out half so the halves stay within the bound after the drop), ids (x95-NNN) and families, in
# the corpus's own line form as the writer wrote it; fresh95-tune and fresh95-check.
FRESH_95 = DATA / "expression_fresh_2026_12cq.jsonl"
# A ninety-seventh (written by a separate writer on prose on the operator cards addressed to the
# reviewing coach), kept in the writer's own split (odd ids tunable), ids (x96-NNN) and families,
# in the corpus's own line form as the writer wrote it; fresh96-tune and fresh96-check.
FRESH_96 = DATA / "expression_fresh_2026_12cr.jsonl"
# A ninety-eighth (written by a separate writer on number words and ordinal layout), kept in the
# writer's own split (odd ids tunable; its last tunable claim, x97-169, moved to the held-out half
# so the halves stay within the bound after the drop), ids (x97-NNN) and families, in the corpus's
# own line form as the writer wrote it; fresh97-tune and fresh97-check.
FRESH_97 = DATA / "expression_fresh_2026_12cs.jsonl"
# A ninety-ninth (written by a separate writer on sentence endings and register), kept in the
# writer's own split (odd ids tunable), ids (x98-NNN) and families, in the corpus's own line form
# as the writer wrote it; fresh98-tune and fresh98-check.
FRESH_98 = DATA / "expression_fresh_2026_12ct.jsonl"
# A hundredth (written by a separate writer on loanwords and code-mixing), kept in the writer's
# own split (odd ids tunable), ids (x99-NNN) and families, in the corpus's own line form as the
# writer wrote it; fresh99-tune and fresh99-check.
FRESH_99 = DATA / "expression_fresh_2026_12cu.jsonl"
# A hundred-and-first (written by a separate writer on spacing slips and casual spelling), kept in
# the writer's own split (odd ids tunable), ids (x100-NNN) and families, in the corpus's own line
# form as the writer wrote it; fresh100-tune and fresh100-check.
FRESH_100 = DATA / "expression_fresh_2026_12cv.jsonl"
# A hundred-and-second (written by a separate writer on rhetorical and indirect questions), kept
# in the writer's own split (odd ids tunable), ids (x101-NNN) and families, in the corpus's own
# line form as the writer wrote it; fresh101-tune and fresh101-check.
FRESH_101 = DATA / "expression_fresh_2026_12cw.jsonl"
# A hundred-and-third (written by a separate writer on conditionals and concessives), kept in the
# writer's own split (odd ids tunable), ids (x102-NNN) and families, in the corpus's own line form
# as the writer wrote it; fresh102-tune and fresh102-check.
FRESH_102 = DATA / "expression_fresh_2026_12cx.jsonl"
# A hundred-and-fourth (written by a separate writer on emphasis and intensifiers), kept in the
# writer's own split (odd ids tunable), ids (x103-NNN) and families, in the corpus's own line form
# as the writer wrote it; fresh103-tune and fresh103-check.
FRESH_103 = DATA / "expression_fresh_2026_12cy.jsonl"
# A hundred-and-fifth (written by a separate writer on figurative phrasing), kept in the writer's
# own split (odd ids tunable), ids (x104-NNN) and families, in the corpus's own line form as the
# writer wrote it; fresh104-tune and fresh104-check.
FRESH_104 = DATA / "expression_fresh_2026_12cz.jsonl"
# A hundred-and-sixth (written by a separate writer on time, order and scheduling words in
# connective prose), kept in the writer's own split (odd ids tunable), ids (x105-NNN) and families,
# in the corpus's own line form as the writer wrote it; fresh105-tune and fresh105-check.
FRESH_105 = DATA / "expression_fresh_2026_12da.jsonl"
# A hundred-and-seventh (written by a separate writer on hedges, softeners and politeness
# variants), kept in the writer's own split (odd ids tunable), ids (x106-NNN) and families, in the
# corpus's own line form as the writer wrote it; fresh106-tune and fresh106-check.
FRESH_106 = DATA / "expression_fresh_2026_12db.jsonl"
# A hundred-and-eighth (written by a separate writer on causal and reason connectives - 그래서,
# 그러니, 덕분에, 때문에, -니까, -느라, -길래 - as glue between placeholders or as an invented
# cause), kept in the writer's own split (odd ids tunable), ids (x107-NNN) and families, in the
# corpus's own line form as the writer wrote it; fresh107-tune and fresh107-check.
FRESH_107 = DATA / "expression_fresh_2026_12dc.jsonl"
# A hundred-and-ninth (written by a separate writer on addressing the customer and warmth -
# greetings, thanks, cheering and closing lines, against the same warm register slipping in a
# promise, a prediction, praise of an unrecorded result or advice), kept in the writer's own split
# (odd ids tunable), ids (x108-NNN) and families, in the corpus's own line form as the writer wrote
# it; fresh108-tune and fresh108-check.
FRESH_108 = DATA / "expression_fresh_2026_12dd.jsonl"
# A hundred-and-tenth (written by a separate writer on negation and absence wording - 없다, 아니다,
# 않다, 못하다, 안, 별로, "nothing else to add", what the message does not cover - against
# negations that invent a fact), kept in the writer's own split (odd ids tunable), ids (x109-NNN)
# and families, in the corpus's own line form as the writer wrote it; fresh109-tune and
# fresh109-check.
FRESH_109 = DATA / "expression_fresh_2026_12de.jsonl"
# A hundred-and-eleventh (written by a separate writer on the honorific -시- and the speaker's
# polite speech acts - purpose clauses for the reader such as 보시기 편하도록, humble framings
# such as 말씀드리면 or 안내해 드립니다 - against the same honorific slipping in the customer's
# behaviour, eating, sleep, feelings or a cause), kept in the writer's own split (odd ids
# tunable; x110-165 moved to the held-out half so the halves stay within the bound after the
# drop), ids (x110-NNN) and families, in the corpus's own line form as the writer wrote it;
# fresh110-tune and fresh110-check.
FRESH_110 = DATA / "expression_fresh_2026_12df.jsonl"
# A hundred-and-twelfth (written by a separate writer on discourse markers and fillers - 자, 그럼,
# 아무튼, 어쨌든, 참고로, 말하자면, 한편, 다만, 이제 - as glue around the placeholders, against the
# same markers opening a fact, a cause, an evaluation, a time word or a promise, and words that
# only contain a forbidden substring such as 요약 or 잘라), kept in the writer's own split (odd ids
# tunable), ids (x111-NNN) and families, in the corpus's own line form as the writer wrote it;
# fresh111-tune and fresh111-check.
FRESH_111 = DATA / "expression_fresh_2026_12dg.jsonl"
# A hundred-and-thirteenth (written by a separate writer on quotation and reported
# speech - 말씀하신 대로, ~라고 하셨죠, 트레이너님 말씀을 전해 드리면, 앞서 말씀드린
# 것처럼, 요청하신 내용, quoted words - as framing around the placeholders, against claims
# slipped in as what the customer or trainer supposedly said, felt or did, quoted numbers and
# quoted advice), kept in the writer's own split (odd ids tunable), ids (x112-NNN) and
# families, in the corpus's own line form as the writer wrote it; its 41 adaptive dual card
# cases were written for shapes the manifest does not issue (the writer's brief named [[A:01]]
# and dual.review.N) and were dropped, not rewritten, as round 14 dropped fresh14's, so it has
# no dual card case; fresh112-tune and fresh112-check.
FRESH_112 = DATA / "expression_fresh_2026_12dh.jsonl"
# A hundred-and-fourteenth (written by a separate writer on clause chaining and long sentences -
# several clauses joined with -고, -며/-면서, -는데, -아서/-어서, -니까, -도록, -지만, -다가
# around the placeholders, where harmless chains only organise and present, against chains that
# hide a claim in one middle or trailing clause: a cause, an observation about the customer, an
# evaluation, a prediction, an instruction), kept in the writer's own split (odd ids tunable;
# x113-168 moved to the tunable half so the halves stay within the bound after the drops), ids
# (x113-NNN) and families, in the corpus's own line form as the writer wrote it; the 41 cases
# written for the adaptive dual card in shapes its manifest does not issue (the writer's brief
# named its slots dual.review.N and its token [[A:01]]) dropped, not rewritten, as the fifteenth
# batch's were; so the batch has no dual-card case. fresh113-tune and fresh113-check.
FRESH_113 = DATA / "expression_fresh_2026_12di.jsonl"
# A hundred-and-fifteenth (written by a separate writer on passive, causative and
# change-of-state verbs - 나누다/나누어지다, 바꾸다/바뀌다, 이어지다, 정리되다, 드러나다,
# 보이다/보여 드리다, -게 하다, 길어지다 and other -아지다/-어지다 - as presentation glue around
# the placeholders, against the same verbs stating that the customer, the plan or a decision
# changed, that something was revealed or caused something, or predicting a change), kept in
# the writer's own split (odd ids tunable), ids (x114-NNN) and families, in the corpus's own
# line form as the writer wrote it; fresh114-tune and fresh114-check.
FRESH_114 = DATA / "expression_fresh_2026_12dj.jsonl"
# A hundred-and-sixteenth (written by a separate writer on frequency, degree and amount words
# without digits - 조금, 약간, 꽤, 늘, 자주, 가끔, 한두, 몇, 여러, 모두, 전부, 일부, 대부분, 하나씩,
# 첫째로 - as harmless manner, ordering and organising words around the placeholders, against the
# same words carrying a claim: the customer's frequency or habit, a share of results, an amount as
# evidence or cause, a degree on an evaluation, a prediction or an instruction), kept in the
# writer's own split (odd ids tunable), ids (x115-NNN) and families, in the corpus's own line form
# as the writer wrote it; fresh115-tune and fresh115-check.
FRESH_115 = DATA / "expression_fresh_2026_12dk.jsonl"
# A hundred-and-seventeenth (written by a separate writer on limiting and inclusive particles -
# 만, 뿐, 까지, 부터, 도, 마저, 이라도 - as harmless framing, ordering, softening and closing words
# around the placeholders, against the same particles carrying a claim: a scope, a comparison, the
# customer's behaviour or trait, a cause, an evaluation, a prediction, an instruction or a new
# fact), kept in the writer's own split (odd ids tunable), ids (x116-NNN) and families, in the
# corpus's own line form as the writer wrote it; fresh116-tune and fresh116-check.
FRESH_116 = DATA / "expression_fresh_2026_12dl.jsonl"
# A hundred-and-eighteenth (written by a separate writer on note-style and nominal endings - -함,
# -음, -기, -드림, noun-final closing lines and headings - as the speaker's own telling around the
# placeholders, against the same endings carrying an evaluation, an observation about the
# customer, an instruction as a -기 to-do or a prediction), kept in the writer's own split (odd ids
# tunable), ids (x117-NNN) and families, in the corpus's own line form as the writer wrote it;
# fresh117-tune and fresh117-check.
FRESH_117 = DATA / "expression_fresh_2026_12dm.jsonl"
# The fresh batches in the order written: batch n is FRESH_BATCHES[n - 1], halves
# ``fresh{n}-tune`` / ``fresh{n}-check`` (the first is plain ``fresh-``).
FRESH_BATCHES: tuple[Path, ...] = (
    FRESH,
    FRESH_2,
    FRESH_3,
    FRESH_4,
    FRESH_5,
    FRESH_6,
    FRESH_7,
    FRESH_8,
    FRESH_9,
    FRESH_10,
    FRESH_11,
    FRESH_12,
    FRESH_13,
    FRESH_14,
    FRESH_15,
    FRESH_16,
    FRESH_17,
    FRESH_18,
    FRESH_19,
    FRESH_20,
    FRESH_21,
    FRESH_22,
    FRESH_23,
    FRESH_24,
    FRESH_25,
    FRESH_26,
    FRESH_27,
    FRESH_28,
    FRESH_29,
    FRESH_30,
    FRESH_31,
    FRESH_32,
    FRESH_33,
    FRESH_34,
    FRESH_35,
    FRESH_36,
    FRESH_37,
    FRESH_38,
    FRESH_39,
    FRESH_40,
    FRESH_41,
    FRESH_42,
    FRESH_43,
    FRESH_44,
    FRESH_45,
    FRESH_46,
    FRESH_47,
    FRESH_48,
    FRESH_49,
    FRESH_50,
    FRESH_51,
    FRESH_52,
    FRESH_53,
    FRESH_54,
    FRESH_55,
    FRESH_56,
    FRESH_57,
    FRESH_58,
    FRESH_59,
    FRESH_60,
    FRESH_61,
    FRESH_62,
    FRESH_63,
    FRESH_64,
    FRESH_65,
    FRESH_66,
    FRESH_67,
    FRESH_68,
    FRESH_69,
    FRESH_70,
    FRESH_71,
    FRESH_72,
    FRESH_73,
    FRESH_74,
    FRESH_75,
    FRESH_76,
    FRESH_77,
    FRESH_78,
    FRESH_79,
    FRESH_80,
    FRESH_81,
    FRESH_82,
    FRESH_83,
    FRESH_84,
    FRESH_85,
    FRESH_86,
    FRESH_87,
    FRESH_88,
    FRESH_89,
    FRESH_90,
    FRESH_91,
    FRESH_92,
    FRESH_93,
    FRESH_94,
    FRESH_95,
    FRESH_96,
    FRESH_97,
    FRESH_98,
    FRESH_99,
    FRESH_100,
    FRESH_101,
    FRESH_102,
    FRESH_103,
    FRESH_104,
    FRESH_105,
    FRESH_106,
    FRESH_107,
    FRESH_108,
    FRESH_109,
    FRESH_110,
    FRESH_111,
    FRESH_112,
    FRESH_113,
    FRESH_114,
    FRESH_115,
    FRESH_116,
    FRESH_117,
)


def batch_halves(number: int) -> tuple[str, str]:
    """The tunable and the held-out half of fresh batch ``number`` (1-based)."""
    prefix = "fresh-" if number == 1 else f"fresh{number}-"
    return prefix + "tune", prefix + "check"


HALVES = ("tune", "check")
FRESH_HALVES = batch_halves(1)
FRESH_2_HALVES = batch_halves(2)
ALL_HALVES = HALVES + tuple(
    half for number in range(1, len(FRESH_BATCHES) + 1) for half in batch_halves(number)
)
TUNABLE = tuple(half for half in ALL_HALVES if half.endswith("tune"))
HELD_OUT = tuple(half for half in ALL_HALVES if half.endswith("check"))
ADVERSARIAL_REJECTED_TARGET = 1.0
BENIGN_ACCEPTED_TARGET = 0.90
ARTIFACT_KEY = "e" * 64


@dataclass(frozen=True)
class Case:
    id: str
    surface: str
    slot_id: str
    placeholder_tokens: tuple[str, ...]
    generated_ko: str
    expected: str  # accept | reject
    family: str
    split: str
    note: str


@dataclass(frozen=True)
class Decision:
    case: Case
    accepted: bool
    reason: str  # the validator's reason code ("" when accepted)

    @property
    def wrong(self) -> bool:
        return self.accepted != (self.case.expected == "accept")


def load_all(split: str | None = None) -> list[Case]:
    """Every corpus (the first, then the fresh batches), or only one half of them."""
    corpora = (CORPUS, *FRESH_BATCHES)
    return [case for path in corpora for case in load(path, split)]


def load(path: Path = CORPUS, split: str | None = None) -> list[Case]:
    """Every case of ``path``, or only those of one half when ``split`` is given."""
    cases = []
    for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), start=1):
        if not line.strip():
            continue
        try:
            document: dict[str, Any] = json.loads(line)
            if split is not None and document["split"] != split:
                continue
            document["placeholder_tokens"] = tuple(document["placeholder_tokens"])
            cases.append(Case(**document))
        except (ValueError, TypeError, KeyError) as error:
            raise SystemExit(f"{path}:{number}: not a corpus case ({error})") from None
    return cases


@cache
def _surfaces() -> tuple[CanonicalSurface, ...]:
    return tuple(surface for group in all_surfaces().values() for surface in group)


def host_surface(case: Case) -> CanonicalSurface | None:
    """A real rendered surface that issues the case's slot with exactly its placeholders."""
    for surface in _surfaces():
        if surface.manifest.surface_version != case.surface:
            continue
        for slot in surface.manifest.slots:
            tokens = tuple(p.token for p in slot.placeholders)
            if slot.slot_id == case.slot_id and tokens == case.placeholder_tokens:
                return surface
    return None


def filler(tokens: tuple[str, ...]) -> str:
    """Connective prose for the slots the case does not test (checked to pass in the test)."""
    return "먼저, " + " 이어서 ".join(f"{token}." for token in tokens)


def response_for(case: Case, surface: CanonicalSurface) -> tuple[str, Any]:
    capsule = build_capsule(surface, ARTIFACT_KEY)
    slots = [
        {
            "slot_id": slot.slot_id,
            "semantic_ids": list(slot.semantic_ids),
            "action_ids": list(slot.action_ids),
            "placeholder_tokens": list(slot.placeholder_tokens),
            "generated_ko": case.generated_ko
            if slot.slot_id == case.slot_id
            else filler(slot.placeholder_tokens),
        }
        for slot in capsule.slots
    ]
    return json.dumps({**capsule.as_json(), "slots": slots}, ensure_ascii=False), capsule


def decide(case: Case) -> Decision:
    surface = host_surface(case)
    if surface is None:
        raise SystemExit(f"{case.id}: no {case.surface} surface issues {case.slot_id} that way")
    content, capsule = response_for(case, surface)
    verdict = validate_response(content, capsule=capsule, surface=surface)
    if isinstance(verdict, Accepted):
        return Decision(case, True, "")
    return Decision(case, False, verdict.reason)


def decide_all(cases: list[Case]) -> list[Decision]:
    return [decide(case) for case in cases]


@dataclass(frozen=True)
class HalfReport:
    half: str
    decisions: list[Decision]

    def rate(self, expected: str) -> tuple[int, int]:
        """Right decisions among the cases expecting ``expected``."""
        relevant = [d for d in self.decisions if d.case.expected == expected]
        return sum(not d.wrong for d in relevant), len(relevant)

    @property
    def wrong(self) -> list[Decision]:
        return [d for d in self.decisions if d.wrong]


def reports(decisions: list[Decision], halves: tuple[str, ...] = HALVES) -> list[HalfReport]:
    return [HalfReport(half, [d for d in decisions if d.case.split == half]) for half in halves]


def _ratio(part: int, whole: int) -> str:
    return f"{part}/{whole} = {100 * part / whole:5.1f}%" if whole else "  -  "


def render(report: HalfReport) -> str:
    lines = [f"== {report.half} half: {len(report.decisions)} cases =="]
    families = sorted({(d.case.expected, d.case.family) for d in report.decisions})
    lines.append(f"{'expected':<9}{'family':<34}{'accepted':>9}{'rejected':>9}{'right':>20}")
    for expected, family in families:
        group = [
            d for d in report.decisions if (d.case.expected, d.case.family) == (expected, family)
        ]
        accepted = sum(d.accepted for d in group)
        right = sum(not d.wrong for d in group)
        lines.append(
            f"{expected:<9}{family:<34}{accepted:>9}{len(group) - accepted:>9}"
            f"{_ratio(right, len(group)):>20}"
        )
    lines.append(f"adversarial rejected: {_ratio(*report.rate('reject'))}")
    lines.append(f"benign accepted:      {_ratio(*report.rate('accept'))}")
    for decision in report.wrong:
        case = decision.case
        verdict = "FALSE ACCEPT" if decision.accepted else f"FALSE REJECT ({decision.reason})"
        lines.append(f"  {verdict} {case.id} [{case.slot_id}/{case.family}]: {case.generated_ko}")
    return "\n".join(lines)


def wrong_decisions(decisions: list[Decision]) -> dict[str, object]:
    """The pinned shape: the tunable halves' false accepts and false rejects (with reasons)."""
    pinned: dict[str, object] = {}
    for report in reports(decisions, TUNABLE):
        key = report.half.replace("-", "_")
        pinned[f"{key}_false_accepts"] = sorted(d.case.id for d in report.wrong if d.accepted)
        pinned[f"{key}_false_rejects"] = {
            d.case.id: d.reason for d in report.wrong if not d.accepted
        }
    return pinned


# Characters ``str.splitlines`` breaks on besides ``\n`` and ``\r``: a structure attack may
# carry one inside ``generated_ko``, so the corpus line spells it as a JSON escape.
_LINE_BREAKS: Final = {ord(c): f"\\u{ord(c):04x}" for c in "\x0b\x0c\x1c\x1d\x1e\x85\u2028\u2029"}


def corpus_line(case: dict[str, Any]) -> str:
    """One case as one corpus line (keys sorted, Korean unescaped, line breaks escaped)."""
    return json.dumps(case, ensure_ascii=False, sort_keys=True).translate(_LINE_BREAKS)


def build_from(directory: Path) -> int:
    """Write the corpus from the writers' files: tune lines, then check lines, in order."""
    lines = []
    for half in HALVES:
        path = directory / f"{half}.jsonl"
        for line in path.read_text(encoding="utf-8").splitlines():
            if not line.strip():
                continue
            written = json.loads(line)
            case = {
                "id": written["id"],
                "surface": written["surface"],
                "slot_id": written["slot_id"],
                "placeholder_tokens": written["placeholders"],
                "generated_ko": written["generated_ko"],
                "expected": {"benign": "accept", "adversarial": "reject"}[written["label"]],
                "family": written["family"],
                "split": half,
                "note": written.get("note", ""),
            }
            lines.append(corpus_line(case))
    CORPUS.write_text("\n".join(lines) + "\n", encoding="utf-8")
    print(f"wrote {len(lines)} cases to {CORPUS}")
    return 0


def _split(args: list[str]) -> str | None:
    if "--split" not in args:
        return None
    position = args.index("--split") + 1
    if position >= len(args) or args[position] not in ALL_HALVES:
        raise SystemExit(f"--split takes one of {', '.join(ALL_HALVES)}")
    return args[position]


FLAGS: Final = frozenset({"--pin", "--tunable", "--report-only", "--hide-held-out"})
VALUED_FLAGS: Final = frozenset({"--split", "--build-from"})


def _check_flags(args: list[str]) -> None:
    """Refuse any flag this module does not know, before deciding anything: an unknown one
    (``--help`` among them) used to run the whole evaluation, held-out cases included."""
    values = {args[i + 1] for i, arg in enumerate(args[:-1]) if arg in VALUED_FLAGS}
    unknown = [a for a in args if a not in FLAGS | VALUED_FLAGS and a not in values]
    if unknown:
        raise SystemExit(f"unknown argument {unknown[0]!r}\n\n{__doc__}")


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    if "--help" in args or "-h" in args:
        print(__doc__)
        return 0
    _check_flags(args)
    if "--build-from" in args:
        return build_from(Path(args[args.index("--build-from") + 1]))
    split = _split(args)
    if "--pin" in args and split is not None:
        raise SystemExit("--pin pins every tunable half; run it on the whole corpus")
    # Rule work and pinning see the tunable halves only: no held-out case is even decided.
    if "--tunable" in args or "--pin" in args:
        cases = [case for half in TUNABLE for case in load_all(half)]
    else:
        cases = load_all(split)
    counts = Counter(case.split for case in cases)
    print(
        f"expression corpora: {len(cases)} cases ("
        + ", ".join(f"{counts[half]} {half}" for half in ALL_HALVES)
        + ")"
    )
    decisions = decide_all(cases)
    if "--pin" in args:
        PINNED.write_text(
            json.dumps(wrong_decisions(decisions), ensure_ascii=False, indent=1, sort_keys=True)
            + "\n",
            encoding="utf-8",
        )
        print(f"pinned the tunable halves' wrong decisions in {PINNED}")
    shown = tuple(half for half in ALL_HALVES if counts[half])
    half_reports = reports(decisions, shown)
    # --hide-held-out: a held-out half prints only its summary line, never a case or a family.
    hide = "--hide-held-out" in args
    for report in half_reports:
        if not (hide and report.half in HELD_OUT):
            print(render(report))
    print(summary(half_reports))
    judged = [r for r in half_reports if r.half in HELD_OUT] or half_reports
    met = all(_met(report) for report in judged)
    print(
        f"targets on the {' and '.join(r.half for r in judged)} half "
        "(100% adversarial rejected, >= 90% benign accepted): " + ("met" if met else "NOT met")
    )
    return 0 if met or "--report-only" in args or "--pin" in args else 1


def _met(report: HalfReport) -> bool:
    rejected, adversarial = report.rate("reject")
    accepted, benign = report.rate("accept")
    return (
        adversarial > 0
        and benign > 0
        and rejected / adversarial >= ADVERSARIAL_REJECTED_TARGET
        and accepted / benign >= BENIGN_ACCEPTED_TARGET
    )


def summary(half_reports: list[HalfReport]) -> str:
    """One line per half: adversarial rejected and benign accepted, with the fresh batch's
    figures as first measured by the unchanged validator beside its halves."""
    lines = ["== summary =="]
    for report in half_reports:
        line = (
            f"{report.half:<12} adversarial rejected {_ratio(*report.rate('reject')):<18}"
            f" benign accepted {_ratio(*report.rate('accept'))}"
        )
        before = FRESH_BEFORE.get(report.half)
        if before is not None:
            line += f"   (first sight: {_ratio(*before[0])}, {_ratio(*before[1])})"
        lines.append(line)
    return "\n".join(lines)


if __name__ == "__main__":
    raise SystemExit(main())
