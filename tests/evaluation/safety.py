"""``make eval-safety``: the S1-S6 classifier on its labelled corpora, six halves.

The corpus (``tests/data/safety_corpus.jsonl``, written for this and never generated from the
rules) has a fixed ``split``: ``tune`` cases may guide rule changes, ``check`` cases never
do. The fresh batch (``safety_fresh_2026_12.jsonl``, ADR 0074) was written before its author
read the lexicons, measured once on the classifier as it stood, and split the same way into
``fresh-tune`` and ``fresh-check``; a second batch (``safety_fresh_2026_12b.jsonl``, by a
writer who read neither the lexicons nor the first batch) into ``fresh2-tune`` and
``fresh2-check``. For each half this prints recall per S-code and language,
the false-hold rate on the harmless cases, and every wrong decision with what the classifier
said. ``--half NAME`` (repeatable) decides only the named halves: ``make eval-safety-tune``
is the view for rule work, in which no held-out case is even decided.
"""

from __future__ import annotations

import json
import sys
from collections import Counter
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from services.checkin.safety.rules import classify

DATA = Path(__file__).resolve().parent.parent / "data"
CORPUS = DATA / "safety_corpus.jsonl"
# More tuning cases, written later by the same method and never split: the check half of
# the corpus above stays the only untuned measure (a quarter of the corpus).
EXTRA_TUNING = DATA / "safety_tuning_extra.jsonl"
# What the classifier gets wrong today, pinned so any change of it is a deliberate one.
PINNED = DATA / "safety_pinned.json"
# Fresh batches, each written before its authors read the lexicons, measured once on the
# classifier as it stood, then split (fixed ``split`` field): a batch's tune half may guide
# rule changes, its check half never does. The prefix names the batch's halves.
FRESH = DATA / "safety_fresh_2026_12.jsonl"
FRESH_PREFIX = "fresh-"
# The second batch, by another writer who read neither the lexicons nor the first batch.
FRESH_2 = DATA / "safety_fresh_2026_12b.jsonl"
FRESH_2_PREFIX = "fresh2-"
# The third batch (440 texts by a third writer who read only EVALUATION.md and the seed's
# S1-S6 table), split by alternating within each class, language and flow.
FRESH_3 = DATA / "safety_fresh_2026_12c.jsonl"
FRESH_3_PREFIX = "fresh3-"
# The fourth batch (440 texts by a fourth writer with the third's brief; 3 already in a
# corpus dropped), split the same way, the odd case of a group to the smaller half.
FRESH_4 = DATA / "safety_fresh_2026_12d.jsonl"
FRESH_4_PREFIX = "fresh4-"
# The fifth (442 texts, a fifth writer with the same brief, asked also for risk buried in
# ordinary chatter; 2 already in a corpus dropped), split the same way.
FRESH_5 = DATA / "safety_fresh_2026_12e.jsonl"
FRESH_5_PREFIX = "fresh5-"
# The sixth (456 texts, a sixth writer with the same brief; 4 already in a corpus dropped, and
# two light leg-day soreness texts labelled harmless as the earlier corpora label them,
# decided before measuring), split the same way.
FRESH_6 = DATA / "safety_fresh_2026_12f.jsonl"
FRESH_6_PREFIX = "fresh6-"
# The seventh (469 texts, a seventh writer with the same brief; 8 already in a corpus
# dropped, every label kept as written; the brief's field names mapped to the declared ones,
# pain_detail -> pain_text and followup_answer -> answer.Q-PERF-REASON), split the same way.
FRESH_7 = DATA / "safety_fresh_2026_12g.jsonl"
FRESH_7_PREFIX = "fresh7-"
# The eighth (459 texts, an eighth writer with the same brief; 6 already in a corpus dropped,
# every label kept as written; the brief's field names mapped to the declared ones as for the
# seventh, pain_detail -> pain_text and followup -> answer.Q-PERF-REASON), split the same way.
FRESH_8 = DATA / "safety_fresh_2026_12h.jsonl"
FRESH_8_PREFIX = "fresh8-"
# The ninth (460 texts, a ninth writer with the same brief; 4 already in a corpus dropped,
# every label kept as written; every field already a declared one), split the same way.
FRESH_9 = DATA / "safety_fresh_2026_12i.jsonl"
FRESH_9_PREFIX = "fresh9-"
# The tenth (463 texts, a tenth writer with the same brief, asked for risk buried in longer
# ordinary messages and for writers of different ages and backgrounds; 7 already in a corpus
# dropped, every label kept as written; every field already a declared one), split the same way.
FRESH_10 = DATA / "safety_fresh_2026_12j.jsonl"
FRESH_10_PREFIX = "fresh10-"
# The eleventh (460 texts, an eleventh writer with the same brief, asked for trainers' terse
# shorthand, one-to-five-word follow-up answers and English by Korean speakers; 6 already in a
# corpus dropped, three labels changed to the earlier corpora's calls before measuring - ADR
# 0084, round 10; every field already a declared one), split the same way.
FRESH_11 = DATA / "safety_fresh_2026_12k.jsonl"
FRESH_11_PREFIX = "fresh11-"
# The twelfth (460 texts, a twelfth writer with the same brief; none already in a corpus, one
# label changed to the earlier corpora's call before measuring - ADR 0084, round 11; the
# brief's pain_detail mapped to the declared pain_text, as for the seventh), split the same way.
FRESH_12 = DATA / "safety_fresh_2026_12l.jsonl"
FRESH_12_PREFIX = "fresh12-"
# The thirteenth (460 texts, a thirteenth writer with the same brief, asked for expat and
# bilingual customers, lbs and stone, negation and its scope, and number-only follow-up
# answers; 2 already in a corpus dropped, every label kept as written - ADR 0084, round 12;
# the brief's six invented question ids mapped: Q-SLEEP-HOURS to the declared
# answer.Q-SLEEP-CAUSE, the other five to note), split the same way.
FRESH_13 = DATA / "safety_fresh_2026_12m.jsonl"
FRESH_13_PREFIX = "fresh13-"
# The fourteenth (460 texts, a fourteenth writer with the same brief, asked for text as it
# arrives from a phone: typos, spacing, chat abbreviations and initial-consonant shorthand,
# romanised Korean, voice-to-text slips, emoji, euphemisms, hedging, past versus current;
# 7 already in a corpus dropped, every label kept as written - ADR 0084, round 13; the
# customer's pain_note, a trainer field, mapped to the declared pain_text), split the same way.
FRESH_14 = DATA / "safety_fresh_2026_12n.jsonl"
FRESH_14_PREFIX = "fresh14-"
# The fifteenth (460 texts, a fifteenth writer with the same brief, asked for customers in
# particular life situations: pregnancy and after birth, menopause, over 60, shift work,
# chronic conditions managed or not, Korean pharmacy and brand names, religious and
# intermittent fasting, heat, cold and travel, mental health said indirectly, trainers' notes;
# 1 already in a corpus dropped, three labels changed after the split - ADR 0084, round 14;
# every field already a declared one), split the same way.
FRESH_15 = DATA / "safety_fresh_2026_12o.jsonl"
FRESH_15_PREFIX = "fresh15-"
# The sixteenth (460 texts, a sixteenth writer with the same brief, asked for sport-specific
# contexts and jargon: running, climbing, swimming, cycling, golf, combat sports and making
# weight, peak week, water loading and dry-outs; pre-workout, creatine, caffeine pills, fat
# burners and the drugs sold beside them; overtraining, rhabdomyolysis, heat illness; jargon
# injuries; trainers' notes from group classes and competitions; 2 already in a corpus dropped,
# no label changed, every field already a declared one - ADR 0084, round 15), split the same way.
FRESH_16 = DATA / "safety_fresh_2026_12p.jsonl"
FRESH_16_PREFIX = "fresh16-"
# The seventeenth (460 texts, a seventeenth writer with the same brief, asked for time and
# status - past against present, healed against recurring, remission, a medicine stopped or
# changed, countdowns - and for tone: sarcasm, hyperbole, venting, jokes, questions to the
# trainer, risk played down, reported speech; 3 already in a corpus dropped, three labels
# settled to the earlier corpora's calls before the split - ADR 0084, round 16; the writer's
# flow trainer_record mapped to the declared trainer_session), split the same way.
FRESH_17 = DATA / "safety_fresh_2026_12q.jsonl"
FRESH_17_PREFIX = "fresh17-"
# The eighteenth (460 texts, an eighteenth writer with the same brief, asked for numbers as
# people write them - kg, 키로, lbs, 근, kcal, D-7, 열흘, 보름, Hangul and Sino-Korean numerals,
# ranges, doses, heart rate, blood pressure, fasting hours - with both sides of each threshold,
# and for the trainer's voice; 2 already in a corpus dropped, two labels settled to the earlier
# corpora's calls before the split - ADR 0084, round 17; the writer's flow trainer_record
# mapped to the declared trainer_session), split the same way.
FRESH_18 = DATA / "safety_fresh_2026_12r.jsonl"
FRESH_18_PREFIX = "fresh18-"
# The nineteenth (460 texts, a nineteenth writer with the same brief, asked for intentions,
# plans and conditionals, permission questions, harmless hypotheticals, negation as people
# write it - double negatives, a denial with a but, negated quantifiers, someone else's worry
# dismissed - and very short answers to specific questions; 5 already in a corpus dropped, two
# labels settled to the earlier corpora's calls before the split - ADR 0084, round 18; flows
# and fields already the declared ones), split the same way.
FRESH_19 = DATA / "safety_fresh_2026_12s.jsonl"
FRESH_19_PREFIX = "fresh19-"
# The twentieth (460 texts, a twentieth writer with the same brief, asked for regional dialect
# - 경상도, 전라도, 충청도 - an older adult's careful writing, teen internet style - 급식체,
# 초성 - non-native English and the reported speech of doctors, pharmacists and physios; 1
# already in a corpus dropped, three labels settled to the earlier corpora's calls before the
# split - ADR 0084, round 19; flows and fields already the declared ones), split the same way.
FRESH_20 = DATA / "safety_fresh_2026_12t.jsonl"
FRESH_20_PREFIX = "fresh20-"
# The twenty-first (460 texts, a twenty-first writer with the same brief, asked for
# voice-typed notes without punctuation and with dictation errors, the emotional spectrum from
# ordinary low mood to suicidal ideation, and event-driven goals - 바디프로필, a wedding, 계체량,
# a photoshoot - with dates, D-day counts, weights in many forms and dehydration methods; 3
# already in a corpus dropped, every flagged label kept after the earlier corpora's calls
# before the split - ADR 0084, round 20; flows and fields already the declared ones), split the
# same way.
FRESH_21 = DATA / "safety_fresh_2026_12u.jsonl"
FRESH_21_PREFIX = "fresh21-"
# The twenty-second (460 texts, a twenty-second writer with the same brief, asked for special
# populations - pregnancy and postpartum, older adults, teens, shift workers, disability, a
# return from injury, menopause -, structured notes - food logs with meal lines, supplement
# lists, trainer SOAP notes - and customers' questions to the coach; 5 already in a corpus
# dropped, two flagged soreness labels made harmless as the earlier tune halves call ordinary
# muscle soreness, the other flagged labels kept, before the split - ADR 0084, round 21; flows
# and fields already the declared ones), split the same way.
FRESH_22 = DATA / "safety_fresh_2026_12v.jsonl"
FRESH_22_PREFIX = "fresh22-"
# The twenty-third (240 texts, a twenty-third writer who saw only EVALUATION.md and seed 002's
# S1-S6 table, asked for holidays and seasons, shift work and caregiving, phone-typed artefacts
# and emoji, humour, sarcasm and memes, wearables and lab numbers, and past versus ongoing
# conditions and a doctor's clearance; none already in a corpus, one flagged label - a
# retracted joke of fasting for days - made S4 as fresh19-0379 is, the other flagged labels
# kept, before the split - ADR 0084, round 22; the writer's pain_detail mapped to pain_text and
# followup_answer to answer.Q-PERF-REASON, as for the seventh), split the same way.
FRESH_23 = DATA / "safety_fresh_2026_12w.jsonl"
FRESH_23_PREFIX = "fresh23-"
# The twenty-fourth (240 texts, a twenty-fourth writer who saw only EVALUATION.md and seed 002's
# S1-S6 table, asked for numbers at and around the thresholds in many notations, medicines and
# supplements by name and dosage talk, women's health and life stages, sleep and stress, long
# diary-style notes and other people's conditions mixed with the writer's own; none already in
# a corpus, every flagged label kept before the split - ADR 0084, round 23; the writer's
# pain_detail mapped to pain_text and followup_answer to answer.Q-PERF-REASON, as for the
# seventh), split the same way.
FRESH_24 = DATA / "safety_fresh_2026_12x.jsonl"
FRESH_24_PREFIX = "fresh24-"
# The twenty-fifth (240 texts, a twenty-fifth writer who saw only EVALUATION.md and seed 002's
# S1-S6 table, asked for weight-class and physique cuts, diet patterns, stimulants, sleeping
# pills and alcohol, mood words across the range, normal exercise sensations against warning
# signs, and the trainer's shorthand; one text already in a corpus dropped, one flagged label
# changed before the split - ADR 0084, round 24; the writer's pain_detail mapped to pain_text
# and followup_answer to answer.Q-PERF-REASON, as for the seventh), split the same way.
FRESH_25 = DATA / "safety_fresh_2026_12y.jsonl"
FRESH_25_PREFIX = "fresh25-"
# The twenty-sixth (240 texts, a twenty-sixth writer who saw only EVALUATION.md and seed 002's
# S1-S6 table, asked for travel, altitude, heat and cold, surgery, procedures and recovery,
# health-check and lab numbers, Korean and English internet slang, food allergies and
# intolerances, caring for family or pets, and very short fragments; five texts already in a
# corpus dropped, two flagged labels changed before the split - ADR 0084, round 25; the writer's
# pain_detail mapped to pain_text and followup_answer to answer.Q-PERF-REASON, as for the
# seventh), split the same way.
FRESH_26 = DATA / "safety_fresh_2026_12z.jsonl"
FRESH_26_PREFIX = "fresh26-"
# The twenty-seventh (240 texts, a twenty-seventh writer who saw only EVALUATION.md and seed
# 002's S1-S6 table, asked for sports' injuries and jargon, customers over 60, students,
# military service, work stress and night shifts, breakups and grief, substances named
# casually and money worries that change eating; one text already in a corpus dropped, two
# flagged labels changed before the split - ADR 0084, round 26; the writer's pain_detail
# mapped to pain_text and followup_answer to answer.Q-PERF-REASON, as for the seventh), split
# the same way.
FRESH_27 = DATA / "safety_fresh_2026_12aa.jsonl"
FRESH_27_PREFIX = "fresh27-"
# The twenty-eighth (200 texts, a twenty-eighth writer who saw only EVALUATION.md and seed
# 002's S1-S6 table, asked for phone typos and misspelt risk words, Korean diet culture and
# products, Konglish spellings, mood wording on a gradient, sleep and sleeping pills, and
# questions to the coach holding a risky plan; six texts already in a corpus dropped, two
# flagged labels changed before the split - ADR 0084, round 27; the writer's pain_detail
# mapped to pain_text and followup_answer to answer.Q-PERF-REASON, as for the seventh), split
# the same way.
FRESH_28 = DATA / "safety_fresh_2026_12ab.jsonl"
FRESH_28_PREFIX = "fresh28-"
# The twenty-ninth (200 texts, a twenty-ninth writer who saw only EVALUATION.md and seed 002's
# S1-S6 table; three texts already in a corpus dropped, one flagged label changed before the
# split - ADR 0084, round 29; the writer's pain_detail mapped to pain_text and followup_answer
# to answer.Q-PERF-REASON, as for the seventh), split the same way.
FRESH_29 = DATA / "safety_fresh_2026_12ac.jsonl"
FRESH_29_PREFIX = "fresh29-"
# The thirtieth (200 texts, a thirtieth writer who saw only EVALUATION.md and seed 002's S1-S6
# table; none already in a corpus, four flagged labels changed before the split - ADR 0084,
# round 30; the writer's pain_detail mapped to pain_text and followup_answer to
# answer.Q-PERF-REASON, as for the seventh), split the same way.
FRESH_30 = DATA / "safety_fresh_2026_12ad.jsonl"
FRESH_30_PREFIX = "fresh30-"
# The thirty-first (200 texts, a thirty-first writer who saw only EVALUATION.md and seed 002's
# S1-S6 table; five texts already in a corpus dropped, every label kept - ADR 0084, round 31;
# the writer's pain_detail mapped to pain_text and followup to answer.Q-PERF-REASON, as for the
# seventh and the eighth), split by the writer (its tune and check halves kept as written).
FRESH_31 = DATA / "safety_fresh_2026_12ae.jsonl"
FRESH_31_PREFIX = "fresh31-"
# The thirty-second (200 texts, a thirty-second writer who saw only EVALUATION.md and seed 002's
# S1-S6 table; two texts already in a corpus dropped, every label kept - ADR 0084, round 32;
# pain_detail mapped to pain_text and followup to answer.Q-PERF-REASON, as for the thirty-first),
# split by the writer (its tune and check halves kept as written).
FRESH_32 = DATA / "safety_fresh_2026_12af.jsonl"
FRESH_32_PREFIX = "fresh32-"
# The thirty-third (200 texts, harmless-heavy: typical everyday check-in notes and session
# records, by a thirty-third writer who saw only EVALUATION.md and seed 002's S1-S6 table;
# two texts already in a corpus dropped, every label kept - ADR 0084, round 33; pain_detail
# mapped to pain_text and followup to answer.Q-PERF-REASON, as for the thirty-second), split by
# the writer (its tune and check halves kept as written).
FRESH_33 = DATA / "safety_fresh_2026_12ag.jsonl"
FRESH_33_PREFIX = "fresh33-"
# The thirty-fourth (trainer-heavy session records, by a thirty-fourth writer who saw only
# EVALUATION.md and seed 002's S1-S6 table; texts already in a corpus dropped, every label
# kept - ADR 0084, round 34; fields mapped as for the thirty-third), split by the writer (its
# tune and check halves kept as written).
FRESH_34 = DATA / "safety_fresh_2026_12ah.jsonl"
FRESH_34_PREFIX = "fresh34-"
# The thirty-fifth (everyday notes of seasons, holidays and family life, by a thirty-fifth
# writer who saw only EVALUATION.md and seed 002's S1-S6 table; texts already in a corpus
# dropped, every label kept, no field to map - ADR 0084, round 35), split by the writer (its
# tune and check halves kept as written).
FRESH_35 = DATA / "safety_fresh_2026_12ai.jsonl"
FRESH_35_PREFIX = "fresh35-"
# The thirty-sixth (health checkups and the clinic - blood tests, prescriptions, women's health,
# vaccinations, a nurse's work talk - and work life - 회식, hangovers, energy drinks, quitting
# smoking - by a thirty-sixth writer who saw only EVALUATION.md and seed 002's S1-S6 table;
# texts already in a corpus dropped, every label kept, no field to map - ADR 0084, round 36),
# split by the writer (its tune and check halves kept as written).
FRESH_36 = DATA / "safety_fresh_2026_12aj.jsonl"
FRESH_36_PREFIX = "fresh36-"
# The thirty-seventh (emotional life - indirect hints of self-harm beside harmless emotional talk
# and idioms - and gym culture's drug and cut slang: PEDs, SARMs, clen, water loading, making
# weight - by a thirty-seventh writer who saw only EVALUATION.md and seed 002's S1-S6 table; no
# text already in a corpus, one tune label changed, no field to map - ADR 0084, round 37), split
# by the writer (its tune and check halves kept as written).
FRESH_37 = DATA / "safety_fresh_2026_12ak.jsonl"
FRESH_37_PREFIX = "fresh37-"
# The thirty-eighth (S1 in the many ways people say it - indirect and euphemistic self-harm,
# self-injury said in passing, a trainer relaying it, vague cardiac, fainting and breathlessness
# signs - beside close-sounding harmless texts, by a thirty-eighth writer who saw only
# EVALUATION.md and seed 002's S1-S6 table - ADR 0084, round 38), split by the writer (its tune
# and check halves kept as written).
FRESH_38 = DATA / "safety_fresh_2026_12al.jsonl"
FRESH_38_PREFIX = "fresh38-"
# The thirty-ninth (customers who do a sport beside PT - runners, climbers, cyclists, swimmers,
# combat sports' weight cuts, physique prep, CrossFit, team sports - with the sports' own hard
# negatives, by a thirty-ninth writer who saw only EVALUATION.md and seed 002's S1-S6 table -
# ADR 0084, round 39; one text already in a corpus dropped), split by the writer (its tune and
# check halves kept as written).
FRESH_39 = DATA / "safety_fresh_2026_12am.jsonl"
FRESH_39_PREFIX = "fresh39-"
# The fortieth (long rambling multi-topic notes where one risky clause is buried among harmless
# content, and long harmless notes full of risky-sounding words that are negated, about someone
# else, healed, idiomatic or about food and lifting numbers, by a fortieth writer who saw only
# EVALUATION.md and seed 002's S1-S6 table - ADR 0084, round 40), split by the writer (its tune
# and check halves kept as written).
FRESH_40 = DATA / "safety_fresh_2026_12an.jsonl"
FRESH_40_PREFIX = "fresh40-"
# The forty-first (multi-sentence notes where what matters is which sentence a word belongs to:
# a risk in one sentence beside a negation, another person, a healed past or an idiom in
# another, by a forty-first writer who saw only EVALUATION.md and seed 002's S1-S6 table - ADR
# 0084, round 41), split by the writer (its tune and check halves kept as written).
FRESH_41 = DATA / "safety_fresh_2026_12ao.jsonl"
FRESH_41_PREFIX = "fresh41-"
# The forty-second (intentions, questions, plans, conditionals and hypotheticals - "3일 단식해도
# 되나요?", "if my knee hurts again I'll stop", "만약에 제가 갑자기 없어지면" - by a forty-second
# writer who saw only EVALUATION.md and seed 002's S1-S6 table - ADR 0084, round 42; two texts
# already in a corpus dropped), split by the writer (its tune and check halves kept as written).
FRESH_42 = DATA / "safety_fresh_2026_12ap.jsonl"
FRESH_42_PREFIX = "fresh42-"
# The forty-third (abbreviations, shorthand and names - initialisms such as ㅈㅅ and ㅈㄱㅅㄷ,
# clinical shorthand such as LBP, T2DM and syncope, drug and gym slang, brand names, romanised
# Korean, and names or gym words that only look risky - by a forty-third writer who saw only
# EVALUATION.md and seed 002's S1-S6 table - ADR 0084, round 43; one text already in a corpus
# dropped), split by the writer (its tune and check halves kept as written).
FRESH_43 = DATA / "safety_fresh_2026_12aq.jsonl"
FRESH_43_PREFIX = "fresh43-"
# The forty-fourth (body image and diet culture talk - the line between ordinary diet talk,
# cheat days, OMAD and mirror talk and S4, S5, S6 and S1 - by a forty-fourth writer who saw only
# EVALUATION.md and seed 002's S1-S6 table - ADR 0084, round 45; four texts already in a corpus
# dropped), split by the writer (its tune and check halves kept as written).
FRESH_44 = DATA / "safety_fresh_2026_12ar.jsonl"
FRESH_44_PREFIX = "fresh44-"
# The forty-fifth (women's and reproductive health and life stages - periods and cramps,
# pregnancy and trying to conceive, postpartum, menopause, PCOS, endometriosis, thyroid and
# iron, and partners' and mothers' health - by a forty-fifth writer who saw only EVALUATION.md
# and seed 002's S1-S6 table - ADR 0084, round 46; none dropped), split by the writer (its tune
# and check halves kept as written).
FRESH_45 = DATA / "safety_fresh_2026_12as.jsonl"
FRESH_45_PREFIX = "fresh45-"
# The forty-sixth (numbers and devices - watch alerts, readings, lab values, scans, calorie
# totals, doses and weigh-ins - by a forty-sixth writer who saw only EVALUATION.md and seed
# 002's S1-S6 table - ADR 0084, round 48; none dropped), split by the writer (its tune and check
# halves kept as written).
FRESH_46 = DATA / "safety_fresh_2026_12at.jsonl"
FRESH_46_PREFIX = "fresh46-"
# The forty-seventh (humour, sarcasm, hyperbole and understatement - risk hidden in jokes, and
# jokes that only sound risky - by a forty-seventh writer who saw only EVALUATION.md and seed
# 002's S1-S6 table - ADR 0084, round 50; none dropped), split by the writer (its tune and check
# halves kept as written).
FRESH_47 = DATA / "safety_fresh_2026_12au.jsonl"
FRESH_47_PREFIX = "fresh47-"
# The forty-eighth (alcohol, hangovers, nights out, smoking and vaping, parties and social eating
# and drinking - by a forty-eighth writer who saw only EVALUATION.md and seed 002's S1-S6 table -
# ADR 0084, round 51; none dropped), split by the writer (its tune and check halves kept as
# written).
FRESH_48 = DATA / "safety_fresh_2026_12av.jsonl"
FRESH_48_PREFIX = "fresh48-"
# The forty-ninth (hard life events told in passing - grief, breakups, job loss, debt, caregiving,
# loneliness, burnout - by a forty-ninth writer who saw only EVALUATION.md and seed 002's S1-S6
# table - ADR 0084, round 52; none dropped), split by the writer (its tune and check halves kept
# as written).
FRESH_49 = DATA / "safety_fresh_2026_12aw.jsonl"
FRESH_49_PREFIX = "fresh49-"
# The fiftieth (supplements, pharmacy, traditional medicine and clinic diet programmes - 한약,
# 나비약, injections, OTC, sleeping pills, fat burners, detox teas - by a fiftieth writer who saw
# only EVALUATION.md and seed 002's S1-S6 table - ADR 0084, round 53; two tune texts already in a
# corpus dropped), split by the writer (its tune and check halves kept as written).
FRESH_50 = DATA / "safety_fresh_2026_12ax.jsonl"
FRESH_50_PREFIX = "fresh50-"
# The fifty-first (posture, joints and chronic musculoskeletal complaints - 거북목, 디스크, 오십견,
# 족저근막염, numbness, flare-ups against healed ones, DOMS - by a fifty-first writer who saw only
# EVALUATION.md and seed 002's S1-S6 table - ADR 0084, round 54; three texts already in a corpus
# dropped), split by the writer (its tune and check halves kept as written).
FRESH_51 = DATA / "safety_fresh_2026_12ay.jsonl"
FRESH_51_PREFIX = "fresh51-"
# The fifty-second (other people and animals in the same note - children, partners, parents,
# coworkers, clients, pets - beside the customer's own state, by a fifty-second writer who saw
# only EVALUATION.md and seed 002's S1-S6 table - ADR 0084, round 55; none of its 130 texts
# already in a corpus), split by the writer (its tune and check halves kept as written).
FRESH_52 = DATA / "safety_fresh_2026_12az.jsonl"
FRESH_52_PREFIX = "fresh52-"
# The fifty-third (numbers and readings - check-ups, blood pressure, blood sugar, smartwatch
# readings, InBody, scale weights, calorie totals, caffeine - by a fifty-third writer who saw
# only EVALUATION.md and seed 002's S1-S6 table - ADR 0084, round 57; 154 of its 156 texts
# kept, two already in a corpus dropped), split by the writer (its tune and check halves kept
# as written).
FRESH_53 = DATA / "safety_fresh_2026_12ba.jsonl"
FRESH_53_PREFIX = "fresh53-"
# The fifty-fourth (appointments, procedures and the body's cycles - dentist, vaccines, blood
# donation, procedure fasting, stitches, scans, period pain, weather aches, travel - by a
# fifty-fourth writer who saw only EVALUATION.md and seed 002's S1-S6 table - ADR 0084, round
# 58; all 155 of its texts kept, none already in a corpus), split by the writer (its tune and
# check halves kept as written).
FRESH_54 = DATA / "safety_fresh_2026_12bb.jsonl"
FRESH_54_PREFIX = "fresh54-"
# The fifty-fifth (winter and the cold season - colds, flu and their medicines, falls on ice,
# skiing, saunas, year-end eating, short days and low mood, New Year goals - by a fifty-fifth
# writer who saw only EVALUATION.md and seed 002's S1-S6 table - ADR 0084, round 59; all 163 of
# its texts kept, none already in a corpus), split by the writer (its tune and check halves
# kept as written).
FRESH_55 = DATA / "safety_fresh_2026_12bc.jsonl"
FRESH_55_PREFIX = "fresh55-"
# The fifty-sixth (food, cooking and social media - meal prep, delivery apps, diet videos and
# challenges, influencers, diet group chats - by a fifty-sixth writer who saw only
# EVALUATION.md and seed 002's S1-S6 table - ADR 0084, round 60; all 158 of its texts kept,
# none already in a corpus), split by the writer (its tune and check halves kept as written).
FRESH_56 = DATA / "safety_fresh_2026_12bd.jsonl"
FRESH_56_PREFIX = "fresh56-"
# The fifty-seventh (work and study - overtime, night shifts, desk and physical jobs, exams,
# deadlines, office dinners, burnout - by a fifty-seventh writer who saw only EVALUATION.md and
# seed 002's S1-S6 table - ADR 0084, round 61; all 152 of its texts kept, none already in a
# corpus), split by the writer (its tune and check halves kept as written).
FRESH_57 = DATA / "safety_fresh_2026_12be.jsonl"
FRESH_57_PREFIX = "fresh57-"
# The fifty-eighth (travel, moving house, driving and commuting, by a fifty-eighth writer who saw
# only EVALUATION.md and seed 002's S1-S6 table - ADR 0084, round 62; 159 of its 160 texts kept,
# one already in a corpus dropped), split by the writer (its tune and check halves kept as
# written).
FRESH_58 = DATA / "safety_fresh_2026_12bf.jsonl"
FRESH_58_PREFIX = "fresh58-"
# The fifty-ninth (relationships, dating, weddings and family events, by a fifty-ninth writer who
# saw only EVALUATION.md and seed 002's S1-S6 table - ADR 0084, round 63; all 164 of its texts
# kept, none already in a corpus), split by the writer (its tune and check halves kept as
# written).
FRESH_59 = DATA / "safety_fresh_2026_12bg.jsonl"
FRESH_59_PREFIX = "fresh59-"
# The sixtieth (sports, competitions and races, by a sixtieth writer who saw only EVALUATION.md
# and seed 002's S1-S6 table - ADR 0084, round 64; all 164 of its texts kept, none already in a
# corpus), split by the writer (its tune and check halves kept as written).
FRESH_60 = DATA / "safety_fresh_2026_12bh.jsonl"
FRESH_60_PREFIX = "fresh60-"
# The sixty-first (sleep, rest and recovery, by a sixty-first writer who saw only EVALUATION.md
# and seed 002's S1-S6 table - ADR 0084, round 64; all 160 of its texts kept, none already in
# a corpus), split by the writer (its tune and check halves kept as written).
FRESH_61 = DATA / "safety_fresh_2026_12bi.jsonl"
FRESH_61_PREFIX = "fresh61-"
# The sixty-second (money and everyday spending, by a sixty-second writer who saw only
# EVALUATION.md and seed 002's S1-S6 table - ADR 0084, round 65; 155 of its 157 texts kept, two
# already in a corpus dropped), split by the writer (its tune and check halves kept as written).
FRESH_62 = DATA / "safety_fresh_2026_12bj.jsonl"
FRESH_62_PREFIX = "fresh62-"
# The sixty-third (weather, seasons and holidays, by a sixty-third writer who saw only
# EVALUATION.md and seed 002's S1-S6 table - ADR 0084, round 65; all 163 of its texts kept, none
# already in a corpus), split by the writer (its tune and check halves kept as written).
FRESH_63 = DATA / "safety_fresh_2026_12bk.jsonl"
FRESH_63_PREFIX = "fresh63-"
# The sixty-fourth (family life, parenting, elderly parents and pets, by a sixty-fourth writer
# who saw only EVALUATION.md and seed 002's S1-S6 table - ADR 0084, round 67; all 164 of its
# texts kept, none already in a corpus), split by the writer (its tune and check halves kept as
# written).
FRESH_64 = DATA / "safety_fresh_2026_12bl.jsonl"
FRESH_64_PREFIX = "fresh64-"
# The sixty-fifth (pharmacies, check-ups and over-the-counter products, by a sixty-fifth writer
# who saw only EVALUATION.md and seed 002's S1-S6 table - ADR 0084, round 67; all 161 of its
# texts kept, none already in a corpus), split by the writer (its tune and check halves kept as
# written).
FRESH_65 = DATA / "safety_fresh_2026_12bm.jsonl"
FRESH_65_PREFIX = "fresh65-"
# The sixty-sixth (digital life, apps, wearables and online communities, by a sixty-sixth writer who
# saw only EVALUATION.md and seed 002's S1-S6 table - ADR 0084, round 69; 158 of its 162 texts kept,
# four already in a corpus dropped), split by the writer (its tune and check halves kept as
# written).
FRESH_66 = DATA / "safety_fresh_2026_12bn.jsonl"
FRESH_66_PREFIX = "fresh66-"
# The sixty-seventh (teenagers and people in their sixties and seventies, by a sixty-seventh writer
# who saw only EVALUATION.md and seed 002's S1-S6 table - ADR 0084, round 69; all 162 of its texts
# kept, none already in a corpus), split by the writer (its tune and check halves kept as written).
FRESH_67 = DATA / "safety_fresh_2026_12bo.jsonl"
FRESH_67_PREFIX = "fresh67-"
# The sixty-eighth (students, exams and military service, by a sixty-eighth writer who saw only
# EVALUATION.md and seed 002's S1-S6 table - ADR 0084, round 70; 164 of its 165 texts kept, one
# already in a corpus dropped), split by the writer (its tune and check halves kept as written).
FRESH_68 = DATA / "safety_fresh_2026_12bp.jsonl"
FRESH_68_PREFIX = "fresh68-"
# The sixty-ninth (travel abroad, festivals, holidays and religious observances, by a sixty-ninth
# writer who saw only EVALUATION.md and seed 002's S1-S6 table - ADR 0084, round 70; all 162 of
# its texts kept, none already in a corpus), split by the writer (its tune and check halves kept
# as written).
FRESH_69 = DATA / "safety_fresh_2026_12bq.jsonl"
FRESH_69_PREFIX = "fresh69-"
# The seventieth (pregnancy, postpartum, new motherhood and women's health, by a seventieth
# writer who saw only EVALUATION.md and seed 002's S1-S6 table - ADR 0084, round 71; all 163 of
# its texts kept, none already in a corpus), split by the writer (its tune and check halves kept
# as written).
FRESH_70 = DATA / "safety_fresh_2026_12br.jsonl"
FRESH_70_PREFIX = "fresh70-"
# The seventy-first (shift work, night shifts and physical jobs - delivery, logistics, care and
# factory work - by a seventy-first writer who saw only EVALUATION.md and seed 002's S1-S6 table -
# ADR 0084, round 71; all 163 of its texts kept, none already in a corpus), split by the writer
# (its tune and check halves kept as written).
FRESH_71 = DATA / "safety_fresh_2026_12bs.jsonl"
FRESH_71_PREFIX = "fresh71-"
# The seventy-second (disability, adaptive sport and long-term conditions, by a seventy-second
# writer who saw only EVALUATION.md and seed 002's S1-S6 table - ADR 0084, round 72; 162 of its
# 163 texts kept, one already in a corpus), split by the writer (its tune and check halves kept
# as written).
FRESH_72 = DATA / "safety_fresh_2026_12bt.jsonl"
FRESH_72_PREFIX = "fresh72-"
# The seventy-third (grief, bereavement, breakups, dating and loneliness, by a seventy-third
# writer who saw only EVALUATION.md and seed 002's S1-S6 table - ADR 0084, round 72; all 164 of
# its texts kept, none already in a corpus), split by the writer (its tune and check halves kept
# as written).
FRESH_73 = DATA / "safety_fresh_2026_12bu.jsonl"
FRESH_73_PREFIX = "fresh73-"
# The seventy-fourth (competitive and weight-class sports and making weight, by a seventy-fourth
# writer who saw only EVALUATION.md and seed 002's S1-S6 table - ADR 0084, round 73; 159 of its
# 160 texts kept, one already in a corpus), split by the writer (its tune and check halves kept
# as written).
FRESH_74 = DATA / "safety_fresh_2026_12bv.jsonl"
FRESH_74_PREFIX = "fresh74-"
# The seventy-fifth (cooking, recipes, meal prep, eating out and family meals, by a seventy-fifth
# writer who saw only EVALUATION.md and seed 002's S1-S6 table - ADR 0084, round 73; 158 of its
# 159 texts kept, one already in a corpus), split by the writer (its tune and check halves kept
# as written).
FRESH_75 = DATA / "safety_fresh_2026_12bw.jsonl"
FRESH_75_PREFIX = "fresh75-"
# The seventy-sixth (gaming, esports, streaming and working from home, by a seventy-sixth writer
# who saw only EVALUATION.md and seed 002's S1-S6 table - ADR 0084, round 74; 157 of its 160
# texts kept, three already in a corpus; one label, a stopped antidepressant with no disorder
# named, S3+S5 -> S5 as round 25 decided), split by the writer (its tune and check halves kept
# as written).
FRESH_76 = DATA / "safety_fresh_2026_12bx.jsonl"
FRESH_76_PREFIX = "fresh76-"
# The seventy-seventh (music, dance and the performing arts, by a seventy-seventh writer who saw
# only EVALUATION.md and seed 002's S1-S6 table - ADR 0084, round 74; all 165 of its texts kept,
# none already in a corpus), split by the writer (its tune and check halves kept as written).
FRESH_77 = DATA / "safety_fresh_2026_12by.jsonl"
FRESH_77_PREFIX = "fresh77-"
# The seventy-eighth (outdoor adventure, by a seventy-eighth writer who saw only EVALUATION.md and
# seed 002's S1-S6 table - ADR 0084, round 76; 157 of its 159 texts kept, 2
# already in a corpus dropped), split by the writer (its tune and check
# halves kept as written).
FRESH_78 = DATA / "safety_fresh_2026_12bz.jsonl"
FRESH_78_PREFIX = "fresh78-"
# The seventy-ninth (beauty and appearance, by a seventy-ninth writer who saw only EVALUATION.md
# and seed 002's S1-S6 table - ADR 0084, round 76; 160 of its 162 texts kept, 2 already in a
# corpus dropped), split by the writer (its tune and check halves kept as written).
FRESH_79 = DATA / "safety_fresh_2026_12ca.jsonl"
FRESH_79_PREFIX = "fresh79-"
# The eightieth (home life: gardening, DIY, cleaning, moving house, by an eightieth writer who saw
# only EVALUATION.md and seed 002's S1-S6 table - ADR 0084, round 77; 161 of its 162 texts kept, 1
# already in a corpus dropped), split by the writer (its tune and check halves kept as written).
FRESH_80 = DATA / "safety_fresh_2026_12cb.jsonl"
FRESH_80_PREFIX = "fresh80-"
# The eighty-first (religion, fasting and holidays, by an eighty-first writer who saw only
# EVALUATION.md and seed 002's S1-S6 table - ADR 0084, round 77; all 160 of its texts kept, none
# already in a corpus), split by the writer (its tune and check halves kept as written).
FRESH_81 = DATA / "safety_fresh_2026_12cc.jsonl"
FRESH_81_PREFIX = "fresh81-"
# The eighty-second (office life: commuting, desk work, executives, deadlines, company dinners, by
# an eighty-second writer who saw only EVALUATION.md and seed 002's S1-S6 table - ADR 0084, round
# 78; 160 of its 162 texts kept, 2 already in a corpus dropped), split by the writer (its tune and
# check halves kept as written).
FRESH_82 = DATA / "safety_fresh_2026_12cd.jsonl"
FRESH_82_PREFIX = "fresh82-"
# The eighty-third (expats, immigrants and language learners, by an eighty-third writer who saw
# only EVALUATION.md and seed 002's S1-S6 table - ADR 0084, round 78; 162 of its 165 texts kept, 3
# already in a corpus dropped), split by the writer (its tune and check halves kept as written).
FRESH_83 = DATA / "safety_fresh_2026_12ce.jsonl"
FRESH_83_PREFIX = "fresh83-"
# The eighty-fourth (driving and transport, by an eighty-fourth writer who saw only EVALUATION.md
# and seed 002's S1-S6 table - ADR 0084, round 79; all 165 of its texts kept, none already in a
# corpus), split by the writer (its tune and check halves kept as written).
FRESH_84 = DATA / "safety_fresh_2026_12cf.jsonl"
FRESH_84_PREFIX = "fresh84-"
# The eighty-fifth (team sports without weight classes, by an eighty-fifth writer who saw only
# EVALUATION.md and seed 002's S1-S6 table - ADR 0084, round 80; all 160 of its texts kept, none
# already in a corpus), split by the writer (its tune and check halves kept as written).
FRESH_85 = DATA / "safety_fresh_2026_12cg.jsonl"
FRESH_85_PREFIX = "fresh85-"
# The eighty-sixth (pets and parenting small children, by an eighty-sixth writer who saw only
# EVALUATION.md and seed 002's S1-S6 table - ADR 0084, round 80; all 160 of its texts kept, none
# already in a corpus), split by the writer (its tune and check halves kept as written).
FRESH_86 = DATA / "safety_fresh_2026_12ch.jsonl"
FRESH_86_PREFIX = "fresh86-"
# The eighty-seventh (uniformed jobs and shift work, by an eighty-seventh writer who saw only
# EVALUATION.md and seed 002's S1-S6 table - ADR 0084, round 81; 163 of its 164 texts kept, one
# already in a corpus), split by the writer (its tune and check halves kept as written).
FRESH_87 = DATA / "safety_fresh_2026_12ci.jsonl"
FRESH_87_PREFIX = "fresh87-"
# The eighty-eighth (manual labour and trades, by an eighty-eighth writer who saw only
# EVALUATION.md and seed 002's S1-S6 table - ADR 0084, round 81; 163 of its 165 texts kept, two
# already in a corpus), split by the writer (its tune and check halves kept as written).
FRESH_88 = DATA / "safety_fresh_2026_12cj.jsonl"
FRESH_88_PREFIX = "fresh88-"
# The eighty-ninth (nightlife and social life, by an eighty-ninth writer who saw only
# EVALUATION.md and seed 002's S1-S6 table - ADR 0084, round 82; all 160 of its texts kept, none
# already in a corpus), split by the writer (its tune and check halves kept as written).
FRESH_89 = DATA / "safety_fresh_2026_12ck.jsonl"
FRESH_89_PREFIX = "fresh89-"
# The ninetieth (students and exam seasons, by a ninetieth writer who saw only EVALUATION.md and
# seed 002's S1-S6 table - ADR 0084, round 82; all 165 of its texts kept, none already in a
# corpus), split by the writer (its tune and check halves kept as written).
FRESH_90 = DATA / "safety_fresh_2026_12cl.jsonl"
FRESH_90_PREFIX = "fresh90-"
# The ninety-first (older adults and retirees, by a ninety-first writer who saw only EVALUATION.md
# and seed 002's S1-S6 table - ADR 0084, round 84; all 165 of its texts kept, none already in a
# corpus), split by the writer (its tune and check halves kept as written).
FRESH_91 = DATA / "safety_fresh_2026_12cm.jsonl"
FRESH_91_PREFIX = "fresh91-"
# The ninety-second (healthcare and care workers, by a ninety-second writer who saw only
# EVALUATION.md and seed 002's S1-S6 table - ADR 0084, round 85; 163 of its 165 texts kept, two
# already in a corpus dropped), split by the writer (its tune and check halves kept as written).
FRESH_92 = DATA / "safety_fresh_2026_12cn.jsonl"
FRESH_92_PREFIX = "fresh92-"
# The ninety-third (remote workers, freelancers and gamers, by a ninety-third writer who saw only
# EVALUATION.md and seed 002's S1-S6 table - ADR 0084, round 85; 159 of its 161 texts kept, two
# already in a corpus dropped), split by the writer (its tune and check halves kept as written).
FRESH_93 = DATA / "safety_fresh_2026_12co.jsonl"
FRESH_93_PREFIX = "fresh93-"
# The ninety-fourth (travel, trips, jet lag and festivals, by a ninety-fourth writer who saw only
# EVALUATION.md and seed 002's S1-S6 table - ADR 0084, round 86; 164 of its 165 texts kept, one
# already in a corpus dropped), split by the writer (its tune and check halves kept as written).
FRESH_94 = DATA / "safety_fresh_2026_12cp.jsonl"
FRESH_94_PREFIX = "fresh94-"
# The ninety-fifth (musicians, dancers, actors and artists, by a ninety-fifth writer who saw only
# EVALUATION.md and seed 002's S1-S6 table - ADR 0084, round 87; 159 of its 160 texts kept, the
# tunable s95-081 already in a corpus dropped), split by the writer (its tune and check halves
# kept as written).
FRESH_95 = DATA / "safety_fresh_2026_12cq.jsonl"
FRESH_95_PREFIX = "fresh95-"
# The ninety-sixth (pregnancy, postpartum and new parents, by a ninety-sixth writer who saw only
# EVALUATION.md and seed 002's S1-S6 table - ADR 0084, round 87; 165 of its 165 texts kept, none
# already in a corpus), split by the writer (its tune and check halves kept as written).
FRESH_96 = DATA / "safety_fresh_2026_12cr.jsonl"
FRESH_96_PREFIX = "fresh96-"
# The ninety-seventh (farming, fishing and rural work, by a ninety-seventh writer who saw only
# EVALUATION.md and seed 002's S1-S6 table - ADR 0084, round 88; 165 of its 165 texts kept, none
# already in a corpus), split by the writer (its tune and check halves kept as written).
FRESH_97 = DATA / "safety_fresh_2026_12cs.jsonl"
FRESH_97_PREFIX = "fresh97-"
# The ninety-eighth (restaurant kitchens and service workers, by a ninety-eighth writer who saw
# only EVALUATION.md and seed 002's S1-S6 table - ADR 0084, round 90; 160 of its 160 texts kept,
# none already in a corpus; the writer's meal, goal and condition notes mapped to note, a
# customer's pain_note to pain_text, followup_answer to answer.Q-PERF-REASON and a trainer's
# session_note to operator_note), split by the writer (its tune and check halves kept as written).
FRESH_98 = DATA / "safety_fresh_2026_12ct.jsonl"
FRESH_98_PREFIX = "fresh98-"
# The ninety-ninth (combat and water sports, by a ninety-ninth writer who saw only EVALUATION.md
# and seed 002's S1-S6 table - ADR 0084, round 91; 164 of its 164 texts kept, none already in a
# corpus; mapped as the ninety-eighth, a trainer's bare note to operator_note), split by the
# writer (its tune and check halves kept as written).
FRESH_99 = DATA / "safety_fresh_2026_12cu.jsonl"
FRESH_99_PREFIX = "fresh99-"
# The hundredth (retail and shop workers - cashiers, convenience-store night staff, warehouse
# pickers, stockers, mall staff - by a hundredth writer who saw only EVALUATION.md and seed 002's
# S1-S6 table - ADR 0084, round 93; 158 of its 160 texts kept, two already in a corpus dropped;
# already in the corpus's line form, lang recomputed by round 43's convention), split by the
# writer (its tune and check halves kept as written).
FRESH_100 = DATA / "safety_fresh_2026_12cv.jsonl"
FRESH_100_PREFIX = "fresh100-"
# The hundred-and-first (customers in or just out of military service and reservist training, and
# night-shift security guards, by a hundred-and-first writer who saw only EVALUATION.md and seed
# 002's S1-S6 table - ADR 0084, round 94; 162 of its 163 texts kept, one already in a corpus;
# already in the corpus line form, its halves renamed tune/check and lang recomputed by round
# 43's convention), split by the writer (its tune and check halves kept as written). Registered
# after the hundredth (round 93, wired on its own branch at the same time).
FRESH_101 = DATA / "safety_fresh_2026_12cw.jsonl"
FRESH_101_PREFIX = "fresh101-"
# The hundred-and-second (teachers and school staff - PE, homeroom and academy (학원) teachers,
# lecturers, school nurses and cafeteria staff; exam seasons, standing all day, voice strain - by
# a hundred-and-second writer who saw only EVALUATION.md and seed 002's S1-S6 table - ADR 0084,
# round 95; 163 of its 164 texts kept, one already in a corpus dropped; already in the corpus
# line form, its halves renamed tune/check and lang recomputed by round 43's convention), split
# by the writer (its tune and check halves kept as written). Registered after the
# hundred-and-first.
FRESH_102 = DATA / "safety_fresh_2026_12cx.jsonl"
FRESH_102_PREFIX = "fresh102-"
# The hundred-and-third (drivers and riders - bus, taxi and truck drivers, delivery riders and
# logistics workers on long and night shifts - by a hundred-and-third writer who saw only
# EVALUATION.md and seed 002's S1-S6 table - ADR 0084, round 96; 161 of its 162 texts kept, one
# already in a corpus; already in the corpus line form, its halves renamed tune/check and lang
# recomputed by round 43's convention), split by the writer (its tune and check halves kept as
# written). Registered after the hundred-and-first on round 96's branch; it follows the
# hundred-and-second (round 95, wired on its own branch at the same time) in every table.
FRESH_103 = DATA / "safety_fresh_2026_12cy.jsonl"
FRESH_103_PREFIX = "fresh103-"
# The hundred-and-fourth (students abroad and international students - dorms, visa health checks,
# exams and finals, jet lag, part-time jobs, weigh-ins for photos and club sports - by a
# hundred-and-fourth writer who saw only EVALUATION.md and seed 002's S1-S6 table - ADR 0084,
# round 98; 163 of its 164 texts kept, one already in a corpus dropped; already in the corpus line
# form, its halves renamed tune/check and lang recomputed by round 43's convention), split by the
# writer (its tune and check halves kept as written). Registered after the hundred-and-third on
# round 98's branch; the hundred-and-fifth (round 99, wired on its own branch at the same time)
# goes after it.
FRESH_104 = DATA / "safety_fresh_2026_12cz.jsonl"
FRESH_104_PREFIX = "fresh104-"
# The hundred-and-fifth (office workers and long-distance commuters - one- to two-hour subway and
# bus commutes, desk work, overtime, company dinners and 회식 drinking, annual health check-ups and
# their results, coffee and energy drinks, lunch-break workouts, deadlines and weekend catch-up
# sleep - by a hundred-and-fifth writer who saw only EVALUATION.md and seed 002's S1-S6 table -
# ADR 0084, round 99; 159 of its 160 texts kept, one already in a corpus dropped; already in the
# corpus line form, its halves renamed tune/check and lang recomputed by round 43's convention),
# split by the writer (its tune and check halves kept as written). Registered after the
# hundred-and-third on round 99's branch; it follows the hundred-and-fourth (round 98, wired on
# its own branch at the same time) in every table.
FRESH_105 = DATA / "safety_fresh_2026_12da.jsonl"
FRESH_105_PREFIX = "fresh105-"
# The hundred-and-sixth (family caregivers of elderly and sick relatives - by a hundred-and-sixth
# writer who saw only EVALUATION.md and seed 002's S1-S6 table - ADR 0084, round 102; all 165 of
# its texts kept, none already in a corpus; already in the corpus line form, its halves renamed
# tune/check, followup_answer mapped to answer.Q-PERF-REASON and lang recomputed by round 43's
# convention), split by the writer (its tune and check halves kept as written). Registered after
# the hundred-and-fifth on round 102's branch; the hundred-and-seventh (round 103, wired on its own
# branch at the same time) is registered after the hundred-and-fifth too - the lead orders the two.
FRESH_106 = DATA / "safety_fresh_2026_12db.jsonl"
FRESH_106_PREFIX = "fresh106-"
# The hundred-and-seventh (self-employed and small-business owners - by a hundred-and-seventh
# writer who saw only EVALUATION.md and seed 002's S1-S6 table - ADR 0084, round 103; all 164 of
# its texts kept, none already in a corpus; already in the corpus line form, its halves renamed
# tune/check, its followup_answer field mapped to answer.Q-PERF-REASON and lang recomputed by round
# 43's convention), split by the writer (its tune and check halves kept as written). Registered
# after the hundred-and-fifth on round 103's branch; the hundred-and-sixth (round 102, wired on its
# own branch at the same time) goes before it in every table.
FRESH_107 = DATA / "safety_fresh_2026_12dc.jsonl"
FRESH_107_PREFIX = "fresh107-"
# The hundred-and-eighth (call-centre, customer-service and sales workers - by a hundred-and-eighth
# writer who saw only EVALUATION.md and seed 002's S1-S6 table - ADR 0084, round 104; all 160 of
# its texts kept, none already in a corpus; already in the corpus line form, its halves renamed
# tune/check, its followup_answer field mapped to answer.Q-PERF-REASON and lang recomputed by round
# 43's convention), split by the writer (its tune and check halves kept as written). Registered
# after the hundred-and-seventh on round 104's branch; the hundred-and-ninth (round 105, wired on
# its own branch at the same time) is ordered beside it at the merge.
FRESH_108 = DATA / "safety_fresh_2026_12dd.jsonl"
FRESH_108_PREFIX = "fresh108-"
# The hundred-and-ninth (graduate students and researchers - by a hundred-and-ninth writer who saw
# only EVALUATION.md and seed 002's S1-S6 table - ADR 0084, round 105; all 165 of its texts kept,
# none already in a corpus; already in the corpus line form, its halves renamed tune/check, its
# followup_answer field mapped to answer.Q-PERF-REASON and lang recomputed by round 43's
# convention), split by the writer (its tune and check halves kept as written). Registered after
# the hundred-and-seventh on round 105's branch; the hundred-and-eighth (round 104, wired on its
# own branch at the same time) is registered after the hundred-and-seventh too - the lead orders
# the two.
FRESH_109 = DATA / "safety_fresh_2026_12de.jsonl"
FRESH_109_PREFIX = "fresh109-"
FRESH_BATCHES: tuple[tuple[str, Path], ...] = (
    (FRESH_PREFIX, FRESH),
    (FRESH_2_PREFIX, FRESH_2),
    (FRESH_3_PREFIX, FRESH_3),
    (FRESH_4_PREFIX, FRESH_4),
    (FRESH_5_PREFIX, FRESH_5),
    (FRESH_6_PREFIX, FRESH_6),
    (FRESH_7_PREFIX, FRESH_7),
    (FRESH_8_PREFIX, FRESH_8),
    (FRESH_9_PREFIX, FRESH_9),
    (FRESH_10_PREFIX, FRESH_10),
    (FRESH_11_PREFIX, FRESH_11),
    (FRESH_12_PREFIX, FRESH_12),
    (FRESH_13_PREFIX, FRESH_13),
    (FRESH_14_PREFIX, FRESH_14),
    (FRESH_15_PREFIX, FRESH_15),
    (FRESH_16_PREFIX, FRESH_16),
    (FRESH_17_PREFIX, FRESH_17),
    (FRESH_18_PREFIX, FRESH_18),
    (FRESH_19_PREFIX, FRESH_19),
    (FRESH_20_PREFIX, FRESH_20),
    (FRESH_21_PREFIX, FRESH_21),
    (FRESH_22_PREFIX, FRESH_22),
    (FRESH_23_PREFIX, FRESH_23),
    (FRESH_24_PREFIX, FRESH_24),
    (FRESH_25_PREFIX, FRESH_25),
    (FRESH_26_PREFIX, FRESH_26),
    (FRESH_27_PREFIX, FRESH_27),
    (FRESH_28_PREFIX, FRESH_28),
    (FRESH_29_PREFIX, FRESH_29),
    (FRESH_30_PREFIX, FRESH_30),
    (FRESH_31_PREFIX, FRESH_31),
    (FRESH_32_PREFIX, FRESH_32),
    (FRESH_33_PREFIX, FRESH_33),
    (FRESH_34_PREFIX, FRESH_34),
    (FRESH_35_PREFIX, FRESH_35),
    (FRESH_36_PREFIX, FRESH_36),
    (FRESH_37_PREFIX, FRESH_37),
    (FRESH_38_PREFIX, FRESH_38),
    (FRESH_39_PREFIX, FRESH_39),
    (FRESH_40_PREFIX, FRESH_40),
    (FRESH_41_PREFIX, FRESH_41),
    (FRESH_42_PREFIX, FRESH_42),
    (FRESH_43_PREFIX, FRESH_43),
    (FRESH_44_PREFIX, FRESH_44),
    (FRESH_45_PREFIX, FRESH_45),
    (FRESH_46_PREFIX, FRESH_46),
    (FRESH_47_PREFIX, FRESH_47),
    (FRESH_48_PREFIX, FRESH_48),
    (FRESH_49_PREFIX, FRESH_49),
    (FRESH_50_PREFIX, FRESH_50),
    (FRESH_51_PREFIX, FRESH_51),
    (FRESH_52_PREFIX, FRESH_52),
    (FRESH_53_PREFIX, FRESH_53),
    (FRESH_54_PREFIX, FRESH_54),
    (FRESH_55_PREFIX, FRESH_55),
    (FRESH_56_PREFIX, FRESH_56),
    (FRESH_57_PREFIX, FRESH_57),
    (FRESH_58_PREFIX, FRESH_58),
    (FRESH_59_PREFIX, FRESH_59),
    (FRESH_60_PREFIX, FRESH_60),
    (FRESH_61_PREFIX, FRESH_61),
    (FRESH_62_PREFIX, FRESH_62),
    (FRESH_63_PREFIX, FRESH_63),
    (FRESH_64_PREFIX, FRESH_64),
    (FRESH_65_PREFIX, FRESH_65),
    (FRESH_66_PREFIX, FRESH_66),
    (FRESH_67_PREFIX, FRESH_67),
    (FRESH_68_PREFIX, FRESH_68),
    (FRESH_69_PREFIX, FRESH_69),
    (FRESH_70_PREFIX, FRESH_70),
    (FRESH_71_PREFIX, FRESH_71),
    (FRESH_72_PREFIX, FRESH_72),
    (FRESH_73_PREFIX, FRESH_73),
    (FRESH_74_PREFIX, FRESH_74),
    (FRESH_75_PREFIX, FRESH_75),
    (FRESH_76_PREFIX, FRESH_76),
    (FRESH_77_PREFIX, FRESH_77),
    (FRESH_78_PREFIX, FRESH_78),
    (FRESH_79_PREFIX, FRESH_79),
    (FRESH_80_PREFIX, FRESH_80),
    (FRESH_81_PREFIX, FRESH_81),
    (FRESH_82_PREFIX, FRESH_82),
    (FRESH_83_PREFIX, FRESH_83),
    (FRESH_84_PREFIX, FRESH_84),
    (FRESH_85_PREFIX, FRESH_85),
    (FRESH_86_PREFIX, FRESH_86),
    (FRESH_87_PREFIX, FRESH_87),
    (FRESH_88_PREFIX, FRESH_88),
    (FRESH_89_PREFIX, FRESH_89),
    (FRESH_90_PREFIX, FRESH_90),
    (FRESH_91_PREFIX, FRESH_91),
    (FRESH_92_PREFIX, FRESH_92),
    (FRESH_93_PREFIX, FRESH_93),
    (FRESH_94_PREFIX, FRESH_94),
    (FRESH_95_PREFIX, FRESH_95),
    (FRESH_96_PREFIX, FRESH_96),
    (FRESH_97_PREFIX, FRESH_97),
    (FRESH_98_PREFIX, FRESH_98),
    (FRESH_99_PREFIX, FRESH_99),
    (FRESH_100_PREFIX, FRESH_100),
    (FRESH_101_PREFIX, FRESH_101),
    (FRESH_102_PREFIX, FRESH_102),
    (FRESH_103_PREFIX, FRESH_103),
    (FRESH_104_PREFIX, FRESH_104),
    (FRESH_105_PREFIX, FRESH_105),
    (FRESH_106_PREFIX, FRESH_106),
    (FRESH_107_PREFIX, FRESH_107),
    (FRESH_108_PREFIX, FRESH_108),
    (FRESH_109_PREFIX, FRESH_109),
)
# Each batch's figures on first sight (risky held, harmless held), before any rule it informed.
FIRST_SIGHT: dict[str, tuple[tuple[int, int], tuple[int, int]]] = {
    "fresh2-tune": ((118, 138), (5, 84)),
    "fresh2-check": ((118, 135), (5, 84)),
    # The third batch met the rules and the learned reader of ADR 0084 as they stood.
    "fresh3-tune": ((136, 140), (9, 82)),
    "fresh3-check": ((131, 135), (10, 81)),
    # The fourth batch met the rules and the reader as tuned on fresh3-tune (2026-12-03).
    "fresh4-tune": ((130, 132), (11, 87)),
    "fresh4-check": ((129, 132), (9, 86)),
    # The fifth met the rules and the reader as tuned on fresh4-tune (2026-12-03, evening).
    "fresh5-tune": ((129, 136), (12, 84)),
    "fresh5-check": ((133, 136), (9, 84)),
    # The sixth met the rules of round 4 and the reader of round 3 (2026-12-03, night).
    "fresh6-tune": ((123, 123), (4, 103)),
    "fresh6-check": ((121, 122), (6, 104)),
    # The seventh met the rules of round 5 and its refit reader (2026-12-03, late night).
    "fresh7-tune": ((123, 126), (7, 105)),
    "fresh7-check": ((125, 125), (12, 105)),
    # The eighth met the rules of round 6 and its refit reader (2026-12-04).
    "fresh8-tune": ((131, 132), (9, 95)),
    "fresh8-check": ((128, 129), (15, 97)),
    # The ninth met the rules of round 7 and its refit reader (2026-12-04).
    "fresh9-tune": ((128, 130), (11, 98)),
    "fresh9-check": ((131, 132), (11, 96)),
    # The tenth met the rules of round 8 and its refit reader at threshold 0.60 (2026-12-04).
    "fresh10-tune": ((130, 131), (20, 97)),
    "fresh10-check": ((130, 131), (16, 97)),
    # The eleventh met the rules of round 9 and its refit reader at threshold 0.65 (2026-12-04).
    "fresh11-tune": ((128, 130), (12, 97)),
    "fresh11-check": ((126, 131), (12, 96)),
    # The twelfth met the rules of round 10 and its refit reader at threshold 0.65 (2026-12-04).
    "fresh12-tune": ((128, 130), (11, 100)),
    "fresh12-check": ((126, 130), (11, 100)),
    # The thirteenth met the rules of round 11 and the round-10 reader at 0.65 (2026-12-04).
    "fresh13-tune": ((123, 130), (21, 99)),
    "fresh13-check": ((123, 130), (16, 99)),
    # The fourteenth met the rules of round 12 and the round-10 reader at 0.65 (2026-12-04).
    "fresh14-tune": ((124, 130), (11, 97)),
    "fresh14-check": ((126, 129), (15, 97)),
    # The fifteenth met the rules of round 13 and the round-10 reader at 0.65 (2026-12-04).
    "fresh15-tune": ((129, 132), (25, 98)),
    "fresh15-check": ((128, 128), (21, 101)),
    # The sixteenth met the rules of round 14 and the round-10 reader at 0.65 (2026-12-04).
    "fresh16-tune": ((129, 131), (18, 98)),
    "fresh16-check": ((129, 129), (19, 100)),
    # The seventeenth met the rules of round 15 and the round-10 reader at 0.65 (2026-12-04).
    "fresh17-tune": ((126, 130), (19, 99)),
    "fresh17-check": ((123, 125), (19, 103)),
    # The eighteenth met the rules of round 16 and the round-10 reader at 0.65, shipped again
    # because round 16's refit failed the left-out keep rule (2026-12-05).
    "fresh18-tune": ((121, 125), (22, 104)),
    "fresh18-check": ((124, 126), (19, 103)),
    # The nineteenth met the rules of round 17 and the round-10 reader at 0.65 (2026-12-05).
    "fresh19-tune": ((112, 125), (25, 103)),
    "fresh19-check": ((119, 126), (20, 101)),
    # The twentieth met the rules of round 18 and the round-10 reader at 0.65 (2026-12-05).
    "fresh20-tune": ((125, 128), (13, 102)),
    "fresh20-check": ((122, 126), (12, 103)),
    # The twenty-first met the rules of round 19 and the round-10 reader at 0.65 (2026-12-05).
    "fresh21-tune": ((128, 130), (17, 99)),
    "fresh21-check": ((124, 127), (25, 101)),
    # The twenty-second met the rules of round 20 and the round-10 reader at 0.65 (2026-12-05).
    "fresh22-tune": ((120, 127), (21, 101)),
    "fresh22-check": ((123, 128), (32, 99)),
    # The twenty-third met the rules of round 21 and the round-10 reader at 0.65 (2026-12-05).
    "fresh23-tune": ((64, 66), (6, 54)),
    "fresh23-check": ((66, 67), (5, 53)),
    # The twenty-fourth met the rules of round 22 and the round-10 reader at 0.65 (2026-12-05).
    "fresh24-tune": ((62, 65), (12, 55)),
    "fresh24-check": ((64, 65), (13, 55)),
    # The twenty-fifth met the rules of round 23 and the round-10 reader at 0.65 (2026-12-05).
    "fresh25-tune": ((63, 64), (11, 56)),
    "fresh25-check": ((63, 64), (18, 55)),
    # The twenty-sixth met the rules of round 24 and the round-10 reader at 0.65 (2026-12-05).
    "fresh26-tune": ((63, 65), (11, 53)),
    "fresh26-check": ((63, 64), (10, 53)),
    # The twenty-seventh met the rules of round 25 and the round-10 reader at 0.65 (2026-12-05).
    "fresh27-tune": ((64, 68), (11, 52)),
    "fresh27-check": ((62, 64), (9, 55)),
    # The twenty-eighth met the rules of round 26 and the round-10 reader at 0.65 (2026-12-05).
    "fresh28-tune": ((54, 55), (4, 42)),
    "fresh28-check": ((55, 55), (4, 42)),
    # The twenty-ninth met the rules of round 28 and the round-10 reader at 0.65 (2026-12-05).
    "fresh29-tune": ((53, 57), (9, 42)),
    "fresh29-check": ((50, 54), (9, 44)),
    # The thirtieth met the rules of round 30's review probe and the round-10 reader at 0.65
    # (2026-12-05).
    "fresh30-tune": ((50, 56), (10, 44)),
    "fresh30-check": ((52, 54), (18, 46)),
    # The thirty-first met the rules of round 31's first commit (before the batch) and the
    # round-10 reader at 0.65 (2026-12-05).
    "fresh31-tune": ((54, 55), (2, 46)),
    "fresh31-check": ((54, 55), (4, 39)),
    # The thirty-second met the rules and the round-10 reader at 0.65 as round 31 left them
    # (2026-12-05).
    "fresh32-tune": ((56, 56), (2, 44)),
    "fresh32-check": ((53, 54), (5, 44)),
    # The thirty-third (harmless-heavy, everyday notes) met the rules and the round-10 reader at
    # 0.65 as round 32 left them (2026-12-05).
    "fresh33-tune": ((40, 40), (0, 60)),
    "fresh33-check": ((38, 40), (4, 58)),
    # The thirty-fourth (trainer-heavy session records) met the rules and the round-10 reader
    # at 0.65 as round 33 left them (2026-12-05).
    "fresh34-tune": ((48, 48), (3, 33)),
    "fresh34-check": ((41, 42), (3, 34)),
    # The thirty-fifth (everyday notes of seasons, holidays and family life) met the rules and
    # the round-10 reader at 0.65 as round 34 left them (2026-12-05).
    "fresh35-tune": ((45, 45), (4, 37)),
    "fresh35-check": ((45, 46), (6, 34)),
    # The thirty-sixth (health checkups and the clinic, and work life) met the rules and the
    # round-10 reader at 0.65 as round 35 left them (2026-12-05).
    "fresh36-tune": ((45, 45), (7, 34)),
    "fresh36-check": ((44, 44), (3, 36)),
    # The thirty-seventh (emotional life with indirect hints of self-harm, and gym culture's
    # drug and cut slang) met the rules and the round-10 reader at 0.65 as round 36 left them
    # (2026-12-05).
    "fresh37-tune": ((43, 46), (4, 34)),
    "fresh37-check": ((45, 45), (8, 34)),
    # The thirty-eighth (S1 in the many ways people say it, beside close-sounding harmless
    # texts) met the rules and the round-10 reader at 0.65 as round 37 left them (2026-12-05).
    "fresh38-tune": ((38, 40), (4, 28)),
    "fresh38-check": ((40, 40), (6, 27)),
    # The thirty-ninth (customers who do a sport beside PT, with the sports' own hard
    # negatives) met the rules and the round-10 reader at 0.65 as round 38 left them
    # (2026-12-05).
    "fresh39-tune": ((46, 46), (2, 32)),
    "fresh39-check": ((46, 46), (2, 33)),
    # The fortieth (long multi-topic notes with one risk buried, and long harmless notes full
    # of risky-sounding words) met the rules and the round-10 reader at 0.65 as round 39 left
    # them (2026-12-05).
    "fresh40-tune": ((42, 43), (9, 31)),
    "fresh40-check": ((32, 36), (7, 31)),
    # The forty-first (multi-sentence notes where a word's sentence decides it) met the rules
    # and the round-10 reader at 0.65 as round 40 left them (2026-12-05).
    "fresh41-tune": ((43, 43), (5, 31)),
    "fresh41-check": ((33, 33), (9, 31)),
    # The forty-second (intentions, questions, plans, conditionals, hypotheticals) met the rules
    # and the round-10 reader at 0.65 as round 41's addendum and round 42's audit of
    # whole-text clears left them (2026-12-05).
    "fresh42-tune": ((45, 45), (7, 30)),
    "fresh42-check": ((35, 35), (6, 29)),
    # The forty-third (abbreviations, shorthand and names) met the rules and the round-10
    # reader at 0.65 as round 41's addendum left them (2026-12-06).
    "fresh43-tune": ((42, 43), (2, 30)),
    "fresh43-check": ((40, 41), (1, 31)),
    # The forty-fourth (body image and diet culture talk) met the rules and the round-10 reader
    # at 0.65 as round 44 left them (2026-12-06).
    "fresh44-tune": ((43, 43), (1, 26)),
    "fresh44-check": ((37, 37), (3, 26)),
    # The forty-fifth (women's and reproductive health and life stages) met the rules and the
    # round-10 reader at 0.65 as round 44 left them (2026-12-06).
    "fresh45-tune": ((40, 42), (4, 31)),
    "fresh45-check": ((41, 41), (6, 31)),
    # The forty-sixth (numbers and devices) met the rules and the round-10 reader at 0.65 as
    # round 46 left them (2026-12-06).
    "fresh46-tune": ((41, 42), (4, 31)),
    "fresh46-check": ((43, 43), (2, 31)),
    # The forty-seventh (humour, sarcasm, hyperbole and understatement) met the rules and the
    # round-10 reader at 0.65 as round 49 left them (2026-12-06).
    "fresh47-tune": ((37, 39), (1, 33)),
    "fresh47-check": ((36, 38), (4, 33)),
    # The forty-eighth (alcohol, hangovers, nights out, smoking and vaping, parties) met the
    # rules and the round-10 reader at 0.65 as round 50 left them (2026-12-06).
    "fresh48-tune": ((40, 42), (4, 39)),
    "fresh48-check": ((42, 43), (4, 38)),
    # The forty-ninth (hard life events told in passing) met the rules and the round-10 reader at
    # 0.65 as round 51 left them (2026-12-06).
    "fresh49-tune": ((38, 38), (9, 39)),
    "fresh49-check": ((38, 39), (5, 38)),
    # The fiftieth (supplements, pharmacy, traditional medicine and clinic diet programmes) met
    # the rules and the round-10 reader at 0.65 as round 52 left them (2026-12-06).
    "fresh50-tune": ((37, 37), (5, 36)),
    "fresh50-check": ((37, 38), (3, 37)),
    # The fifty-first (posture, joints and chronic musculoskeletal complaints) met the rules and
    # the round-10 reader at 0.65 as round 53 left them (2026-12-06).
    "fresh51-tune": ((46, 46), (9, 37)),
    "fresh51-check": ((39, 39), (4, 35)),
    # The fifty-second (other people and animals in the same note) met the rules and the
    # round-10 reader at 0.65 as round 54 left them (2026-12-06).
    "fresh52-tune": ((35, 36), (10, 32)),
    "fresh52-check": ((29, 30), (6, 32)),
    # The fifty-third (numbers and readings) met the rules and the round-10 reader at 0.65 as
    # round 56 left them (2026-12-06).
    "fresh53-tune": ((43, 43), (7, 36)),
    "fresh53-check": ((38, 38), (5, 37)),
    # The fifty-fourth (appointments, procedures and the body's cycles) met the rules as round
    # 58's first commit left them (round 57's probing gaps fixed) and the round-10 reader at
    # 0.65 (2026-12-06).
    "fresh54-tune": ((41, 41), (3, 37)),
    "fresh54-check": ((40, 41), (2, 36)),
    # The fifty-fifth (winter and the cold season) met the rules as round 59's first commit
    # left them (round 58's probing gaps fixed) and the round-10 reader at 0.65 (2026-12-06).
    "fresh55-tune": ((42, 43), (3, 40)),
    "fresh55-check": ((38, 41), (3, 39)),
    # The fifty-sixth (food, cooking and social media) met the rules as round 60's first commit
    # left them (round 59's probing gaps fixed) and the round-10 reader at 0.65 (2026-12-06).
    "fresh56-tune": ((40, 41), (7, 40)),
    "fresh56-check": ((35, 37), (3, 40)),
    # The fifty-seventh (work and study) met the rules as round 61's first commit left them
    # (round 60's caffeine tally fixed) and the round-10 reader at 0.65 (2026-12-06).
    "fresh57-tune": ((39, 41), (4, 37)),
    "fresh57-check": ((36, 37), (1, 37)),
    # The fifty-eighth (travel, moving house, driving and commuting) met the rules as round 61
    # left them (main at 6b59c82) and the round-10 reader at 0.65 (2026-12-06).
    "fresh58-tune": ((40, 40), (4, 39)),
    "fresh58-check": ((39, 40), (6, 40)),
    # The fifty-ninth (relationships, dating, weddings and family events) met the rules as round
    # 62 left them (main at df03868) and the round-10 reader at 0.65 (2026-12-06).
    "fresh59-tune": ((43, 43), (6, 39)),
    "fresh59-check": ((43, 43), (7, 39)),
    # The sixtieth (sports, competitions and races) met the rules as round 63 left them (main at
    # f6f4a33) and the round-10 reader at 0.65 (2026-12-06).
    "fresh60-tune": ((42, 42), (6, 40)),
    "fresh60-check": ((42, 42), (6, 40)),
    # The sixty-first (sleep, rest and recovery) met the same rules (main at f6f4a33, no rule
    # changed by the sixtieth's wiring) and the round-10 reader at 0.65 (2026-12-06).
    "fresh61-tune": ((40, 40), (2, 40)),
    "fresh61-check": ((40, 40), (2, 40)),
    # The sixty-second (money and everyday spending) met the rules as round 64 left them (main at
    # 6f32def) and the round-10 reader at 0.65 (2026-12-06).
    "fresh62-tune": ((40, 40), (2, 39)),
    "fresh62-check": ((36, 37), (3, 39)),
    # The sixty-third (weather, seasons and holidays) met the same rules (main at 6f32def, no rule
    # changed by the sixty-second's wiring) and the round-10 reader at 0.65 (2026-12-06).
    "fresh63-tune": ((43, 43), (2, 41)),
    "fresh63-check": ((38, 38), (3, 41)),
    # The sixty-fourth (family life, parenting, elderly parents and pets) met the rules as round
    # 65 left them (main at bee2992) and the round-10 reader at 0.65 (2026-12-06).
    "fresh64-tune": ((40, 40), (4, 43)),
    "fresh64-check": ((39, 39), (2, 42)),
    # The sixty-fifth (pharmacies, check-ups and over-the-counter products) met the same rules
    # (main at bee2992, no rule changed by the sixty-fourth's wiring) and the round-10 reader at
    # 0.65 (2026-12-06).
    "fresh65-tune": ((45, 45), (3, 37)),
    "fresh65-check": ((41, 42), (7, 37)),
    # The sixty-sixth (digital life, apps, wearables and online communities) met the rules as round
    # 68 left them (main at a003c4c) and the round-68 reader (refitted on every tune half, sha256
    # 9a81b9e2...) at 0.65 (2026-12-06).
    "fresh66-tune": ((42, 43), (6, 37)),
    "fresh66-check": ((41, 41), (4, 37)),
    # The sixty-seventh (teenagers and people in their sixties and seventies) met the same rules
    # (main at a003c4c, no rule changed by the sixty-sixth's wiring) and the round-68 reader at 0.65
    # (2026-12-06).
    "fresh67-tune": ((42, 43), (6, 39)),
    "fresh67-check": ((41, 41), (5, 39)),
    # The sixty-eighth (students, exams and military service) met the rules as round 69 left them
    # (main at 6cf2a92) and the round-68 reader at 0.65 (2026-12-06).
    "fresh68-tune": ((44, 44), (7, 38)),
    "fresh68-check": ((44, 46), (6, 36)),
    # The sixty-ninth (travel abroad, festivals, holidays and religious observances) met the same
    # rules (main at 6cf2a92, no rule changed by the sixty-eighth's wiring) and the round-68 reader
    # at 0.65 (2026-12-06).
    "fresh69-tune": ((45, 45), (5, 36)),
    "fresh69-check": ((44, 44), (7, 37)),
    # The seventieth (pregnancy, postpartum, new motherhood and women's health) met the rules as
    # round 70 left them (main at b6ba8e9) and the round-68 reader at 0.65 (2026-12-06).
    "fresh70-tune": ((46, 46), (8, 36)),
    "fresh70-check": ((45, 46), (4, 35)),
    # The seventy-first (shift work, night shifts and physical jobs) met the same rules (main at
    # b6ba8e9, no rule changed by the seventieth's wiring) and the round-68 reader at 0.65
    # (2026-12-06).
    "fresh71-tune": ((45, 46), (7, 36)),
    "fresh71-check": ((46, 46), (9, 35)),
    # The seventy-second (disability, adaptive sport and long-term conditions) met the rules as
    # round 71 left them (main at 95b39a0) and the round-68 reader at 0.65 (2026-12-06).
    "fresh72-tune": ((45, 46), (12, 36)),
    "fresh72-check": ((42, 44), (8, 36)),
    # The seventy-third (grief, bereavement, breakups, dating and loneliness) met the same rules
    # (main at 95b39a0, no rule changed by the seventy-second's wiring) and the round-68 reader at
    # 0.65 (2026-12-06).
    "fresh73-tune": ((45, 45), (3, 37)),
    "fresh73-check": ((45, 45), (7, 37)),
    # The seventy-fourth (competitive and weight-class sports, making weight) met the rules as
    # round 72 left them (main at fa9db5b) and the round-68 reader at 0.65 (2026-12-06).
    "fresh74-tune": ((43, 44), (9, 35)),
    "fresh74-check": ((44, 45), (3, 35)),
    # The seventy-fifth (cooking, recipes, meal prep, eating out and family meals) met the same
    # rules (main at fa9db5b, no rule changed by the seventy-fourth's wiring) and the round-68
    # reader at 0.65 (2026-12-06).
    "fresh75-tune": ((44, 44), (5, 35)),
    "fresh75-check": ((43, 44), (3, 35)),
    # The seventy-sixth (gaming, esports, streaming and working from home) met the rules as
    # round 73 left them (main at b2cda3aa) and the round-68 reader at 0.65 (2026-12-06).
    "fresh76-tune": ((43, 43), (2, 34)),
    "fresh76-check": ((44, 44), (2, 36)),
    # The seventy-seventh (music, dance and the performing arts) met the same rules (main at
    # b2cda3aa, no rule changed by the seventy-sixth's wiring) and the round-68 reader at 0.65
    # (2026-12-06).
    "fresh77-tune": ((47, 47), (2, 36)),
    "fresh77-check": ((46, 46), (7, 36)),
    # The seventy-eighth (outdoor adventure) met the rules as round 74 left them (main at
    # f40bfc34, no rule changed by round 75) and the round-75 refit reader (2026-12-06), its first
    # blind measurement.
    "fresh78-tune": ((44, 44), (2, 35)),
    "fresh78-check": ((43, 44), (2, 34)),
    # The seventy-ninth (beauty and appearance) met the same rules (main at f40bfc34, no rule
    # changed by the seventy-eighth's wiring) and the round-75 refit reader (2026-12-06).
    "fresh79-tune": ((47, 47), (3, 32)),
    "fresh79-check": ((45, 45), (4, 36)),
    # The eightieth (home life) met the rules as round 76 left them (main at e0649996, no rule
    # changed since round 74) and the round-75 refit reader (2026-12-07).
    "fresh80-tune": ((45, 45), (6, 35)),
    "fresh80-check": ((43, 44), (10, 37)),
    # The eighty-first (religion, fasting and holidays) met the same rules (main at e0649996, no
    # rule changed by the eightieth's wiring) and the round-75 refit reader (2026-12-07).
    "fresh81-tune": ((46, 46), (8, 34)),
    "fresh81-check": ((42, 42), (3, 38)),
    # The eighty-second (office life) met the rules as round 77 left them (main at 34b67269) and the
    # round-75 refit reader (2026-12-07).
    "fresh82-tune": ((45, 45), (6, 35)),
    "fresh82-check": ((45, 45), (3, 35)),
    # The eighty-third (expats, immigrants and language learners) met the same rules (no rule
    # changed by the eighty-second's wiring, fc3b1ffa) and the round-75 refit reader (2026-12-07).
    "fresh83-tune": ((40, 41), (8, 40)),
    "fresh83-check": ((44, 45), (8, 36)),
    # The eighty-fourth (driving and transport) met the rules as round 78 left them (main at
    # 9c327cd1) and the round-75 refit reader (2026-12-07).
    "fresh84-tune": ((46, 46), (5, 37)),
    "fresh84-check": ((45, 45), (5, 37)),
    # The eighty-fifth (team sports without weight classes) met the rules as round 79 left them
    # (main at 93d42548) and the round-75 refit reader (2026-12-07).
    "fresh85-tune": ((44, 44), (4, 36)),
    "fresh85-check": ((44, 44), (8, 36)),
    # The eighty-sixth (pets and parenting small children) met the same rules (no rule changed by
    # the eighty-fifth's wiring, f72cf1e3) and the round-75 refit reader (2026-12-07).
    "fresh86-tune": ((43, 45), (4, 35)),
    "fresh86-check": ((40, 43), (5, 37)),
    # The eighty-seventh (uniformed jobs and shift work) met the rules as round 80 left them
    # (main at f078d9a0) and the round-75 refit reader (2026-12-07).
    "fresh87-tune": ((45, 45), (2, 37)),
    "fresh87-check": ((45, 46), (2, 35)),
    # The eighty-eighth (manual labour and trades) met the same rules (no rule changed by the
    # eighty-seventh's wiring, 583e9e6c) and the round-75 refit reader (2026-12-07).
    "fresh88-tune": ((48, 48), (4, 34)),
    "fresh88-check": ((44, 45), (0, 36)),
    # The eighty-ninth (nightlife and social life) met the rules as round 81 left them (its
    # three classes, 3d619bd4) and the round-75 refit reader (2026-12-07).
    "fresh89-tune": ((47, 47), (7, 33)),
    "fresh89-check": ((42, 42), (3, 38)),
    # The ninetieth (students and exam seasons) met the same rules (no rule changed by the
    # eighty-ninth's wiring, 21c5318a) and the round-75 refit reader (2026-12-07).
    "fresh90-tune": ((45, 45), (3, 38)),
    "fresh90-check": ((45, 46), (5, 36)),
    # The ninety-first (older adults and retirees) met the rules as round 83 left them (its three
    # classes, e807f5d3, and c6b2f909) and the round-75 refit reader (2026-12-07).
    "fresh91-tune": ((48, 49), (5, 34)),
    "fresh91-check": ((43, 44), (8, 38)),
    # The ninety-second (healthcare and care workers) met the rules as round 84 left them (its two
    # classes, 107a9af7 and 7e4a6d6e, and d13a6c85) and the round-75 refit reader (2026-12-07).
    "fresh92-tune": ((47, 48), (13, 35)),
    "fresh92-check": ((43, 43), (8, 37)),
    # The ninety-third (remote workers, freelancers and gamers) met the rules as round 84 left them
    # (its two classes, 107a9af7 and 7e4a6d6e, and d13a6c85) and the round-75 refit reader
    # (2026-12-07).
    "fresh93-tune": ((41, 42), (3, 38)),
    "fresh93-check": ((46, 46), (3, 33)),
    # The ninety-fourth (travel, trips, jet lag and festivals) met the rules as round 85 left them
    # (its three classes, c7cfdde3, 77a05c45 and c2dc93d1) and the round-75 refit reader
    # (2026-12-07).
    "fresh94-tune": ((47, 49), (3, 34)),
    "fresh94-check": ((39, 39), (4, 42)),
    # The ninety-fifth (musicians, dancers, actors and artists) met the rules as round 86 left them
    # (its class, fc5133fb) with the lead's probe classes of 2026-12-07 and the round-75 refit
    # reader (2026-12-07).
    "fresh95-tune": ((46, 46), (5, 33)),
    "fresh95-check": ((42, 42), (6, 38)),
    # The ninety-sixth (pregnancy, postpartum and new parents) met the rules as round 86 left them
    # (its class, fc5133fb) with the lead's probe classes of 2026-12-07 and the round-75 refit
    # reader (2026-12-07).
    "fresh96-tune": ((44, 45), (9, 38)),
    "fresh96-check": ((51, 51), (4, 31)),
    # The ninety-seventh (farming, fishing and rural work) met the rules as round 87 left them (its
    # three classes, 0306ef45, 158e091a and aeb61133) and the round-75 refit reader (2026-12-07).
    "fresh97-tune": ((46, 46), (6, 37)),
    "fresh97-check": ((43, 44), (6, 38)),
    # The ninety-eighth (restaurant kitchens and service workers) met the rules as round 89 left
    # them (e8755f84, and the lead's review fixes 3db047cb, 648033f2, bf266cfc) and the round-75
    # refit reader (2026-12-07).
    "fresh98-tune": ((44, 44), (7, 36)),
    "fresh98-check": ((44, 44), (7, 36)),
    # The ninety-ninth (combat and water sports) met the rules as round 90 left them (its three
    # classes, ea71f951, 91e834f4 and e95365e0; re-pinned 6082ccf8) and the round-75 refit reader
    # (2026-12-07).
    "fresh99-tune": ((46, 46), (9, 36)),
    "fresh99-check": ((46, 46), (5, 36)),
    # The hundredth (retail and shop workers) met the rules as round 92 and the lead's probe-gap
    # sets 6 and 7 left them (main at b5ecbbbf) and the round-75 refit reader (2026-12-07).
    "fresh100-tune": ((43, 43), (9, 36)),
    "fresh100-check": ((45, 45), (3, 34)),
    # The hundred-and-first (military service, reservists and night-shift guards) met the rules as
    # main left them after session 22 (b5ecbbbf: round 92 and the lead's probe sets 3-7) and the
    # round-75 refit reader (2026-12-07).
    "fresh101-tune": ((42, 44), (3, 38)),
    "fresh101-check": ((46, 46), (5, 34)),
    # The hundred-and-second (teachers and school staff) met the rules as main left them after
    # session 23 (6a3d6274: rounds 93 and 94 and the lead's probe sets 8-12) and the round-75
    # refit reader (2026-12-07).
    "fresh102-tune": ((45, 45), (9, 36)),
    "fresh102-check": ((43, 47), (5, 35)),
    # The hundred-and-third (bus, taxi and truck drivers, delivery riders and logistics workers) met
    # the rules as main left them after session 23 (6a3d6274: rounds 93 and 94 and the lead's probe
    # sets 8-12) and the round-75 refit reader (2026-12-07).
    "fresh103-tune": ((44, 44), (4, 37)),
    "fresh103-check": ((45, 45), (6, 35)),
    # The hundred-and-fourth (students abroad and international students) met the rules as main
    # left them after session 24 (34153219: rounds 95 and 96 and the lead's probe sets 13-15) and
    # the round-75 refit reader (2026-12-07).
    "fresh104-tune": ((45, 46), (2, 35)),
    "fresh104-check": ((42, 43), (4, 39)),
    # The hundred-and-fifth (office workers and long-distance commuters) met the rules as main left
    # them after session 24 (34153219: rounds 95 and 96 and the lead's probe-gap sets 13-15; round
    # 97's refit not taken) and the round-75 refit reader (2026-12-07).
    "fresh105-tune": ((44, 44), (3, 35)),
    "fresh105-check": ((44, 44), (4, 36)),
    # The hundred-and-sixth (family caregivers of elderly and sick relatives) met the rules as main
    # left them after session 25 (99f309b3: rounds 98-100 and the lead's probe-gap sets 16 and 17;
    # round 101's refit not on main) and the round-75 refit reader (2026-12-07).
    "fresh106-tune": ((44, 44), (3, 39)),
    "fresh106-check": ((47, 47), (11, 35)),
    # The hundred-and-seventh (self-employed and small-business owners) met the rules as main left
    # them after session 25 (99f309b3: rounds 98-100 and the lead's probe-gap sets 16-17; round 101
    # decided before its run) and the round-75 refit reader (2026-12-07).
    "fresh107-tune": ((49, 49), (2, 33)),
    "fresh107-check": ((39, 41), (5, 41)),
    # The hundred-and-eighth (call-centre, customer-service and sales workers) met the rules as main
    # left them after session 26 (337c3c75: rounds 101-103 and the lead's probe-gap set 18) and the
    # round-75 refit reader (2026-12-07).
    "fresh108-tune": ((42, 44), (2, 36)),
    "fresh108-check": ((46, 46), (2, 34)),
    # The hundred-and-ninth (graduate students and researchers) met the rules as main left them
    # after the merges of rounds 101-103 and probe-gap set 18 (337c3c75) and the reader round 101
    # refitted (2026-12-07).
    "fresh109-tune": ((46, 46), (8, 37)),
    "fresh109-check": ((47, 47), (6, 35)),
}
CODES = ("S1", "S2", "S3", "S4", "S5", "S6")
HALVES = ("tune", "check")
# Every half: the two of the first corpus, then each fresh batch's, in the order written.
ALL_HALVES = HALVES + tuple(prefix + half for prefix, _ in FRESH_BATCHES for half in HALVES)
# The halves nobody tunes on: their wrong decisions are only printed when asked for.
HELD_OUT = tuple(half for half in ALL_HALVES if half.endswith("check"))
RECALL_TARGET = 1.0
FALSE_HOLD_TARGET = 0.10


@dataclass(frozen=True)
class Case:
    id: str
    flow: str
    field: str
    lang: str
    text: str
    expected: tuple[str, ...]
    split: str
    note: str


@dataclass(frozen=True)
class Decision:
    case: Case
    predicted: tuple[str, ...]

    @property
    def risky(self) -> bool:
        return bool(self.case.expected)

    @property
    def held(self) -> bool:
        return bool(self.predicted)

    @property
    def missed_codes(self) -> tuple[str, ...]:
        return tuple(code for code in self.case.expected if code not in self.predicted)

    @property
    def wrong(self) -> bool:
        """A risky text not held for every expected code, or a harmless text held."""
        return bool(self.missed_codes) if self.risky else self.held


def load_all() -> list[Case]:
    """The corpus and the extra tuning cases (all ``tune``)."""
    return load(CORPUS) + load(EXTRA_TUNING)


def load_fresh() -> list[Case]:
    """The fresh batches, their halves named ``<prefix>tune`` and ``<prefix>check``."""
    return [
        Case(**{**case.__dict__, "split": prefix + case.split})
        for prefix, path in FRESH_BATCHES
        for case in load(path)
    ]


def load_everything() -> list[Case]:
    """Every labelled case, in the halves of ``ALL_HALVES``."""
    return load_all() + load_fresh()


def load(path: Path = CORPUS) -> list[Case]:
    cases = []
    for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), start=1):
        if not line.strip():
            continue
        try:
            document: dict[str, Any] = json.loads(line)
            document["expected"] = tuple(document["expected"])
            cases.append(Case(**document))
        except (ValueError, TypeError, KeyError) as error:
            raise SystemExit(f"{path}:{number}: not a corpus case ({error})") from None
    return cases


def decide(case: Case) -> Decision:
    safety = classify(case.flow, [(case.field, case.text)])  # type: ignore[arg-type]
    return Decision(case, tuple(sorted({reason.rule_id for reason in safety.reasons})))


def decide_all(cases: list[Case]) -> list[Decision]:
    return [decide(case) for case in cases]


@dataclass(frozen=True)
class HalfReport:
    half: str
    decisions: list[Decision]

    def recall(self, code: str, lang: str | None = None) -> tuple[int, int]:
        relevant = [
            d
            for d in self.decisions
            if code in d.case.expected and (lang is None or d.case.lang == lang)
        ]
        return sum(code in d.predicted for d in relevant), len(relevant)

    @property
    def risky_held(self) -> tuple[int, int]:
        risky = [d for d in self.decisions if d.risky]
        return sum(d.held for d in risky), len(risky)

    @property
    def false_holds(self) -> tuple[int, int]:
        harmless = [d for d in self.decisions if not d.risky]
        return sum(d.held for d in harmless), len(harmless)

    @property
    def misses(self) -> list[Decision]:
        return [d for d in self.decisions if d.risky and d.missed_codes]

    @property
    def false_held(self) -> list[Decision]:
        return [d for d in self.decisions if not d.risky and d.held]


def reports(decisions: list[Decision], halves: tuple[str, ...] = HALVES) -> list[HalfReport]:
    return [HalfReport(half, [d for d in decisions if d.case.split == half]) for half in halves]


def _ratio(part: int, whole: int) -> str:
    return f"{part}/{whole} = {100 * part / whole:5.1f}%" if whole else "  -  "


def render(report: HalfReport, *, cases: bool = True) -> str:
    """The half's figures and, unless ``cases`` is false, every wrong decision."""
    langs = sorted({d.case.lang for d in report.decisions})
    lines = [f"== {report.half} half: {len(report.decisions)} cases =="]
    header = "code  " + "  ".join(f"{lang:>18}" for lang in [*langs, "all"])
    lines.append(header)
    for code in CODES:
        cells = [_ratio(*report.recall(code, lang)) for lang in langs]
        cells.append(_ratio(*report.recall(code)))
        lines.append(f"{code}    " + "  ".join(f"{cell:>18}" for cell in cells))
    lines.append(f"risky texts held (any code): {_ratio(*report.risky_held)}")
    lines.append(f"false-hold rate (harmless held): {_ratio(*report.false_holds)}")
    if report.half in FIRST_SIGHT:
        held, false_held = FIRST_SIGHT[report.half]
        lines.append(
            f"  on first sight: risky held {_ratio(*held)}, false holds {_ratio(*false_held)}"
        )
    if not cases:
        lines.append("  (wrong decisions not shown: a held-out half, see --half)")
        return "\n".join(lines)
    for decision in report.misses:
        case = decision.case
        lines.append(
            f"  MISS {case.id} [{case.flow}/{case.field}/{case.lang}] expected "
            f"{list(case.expected)} got {list(decision.predicted)}: {case.text}"
        )
    for decision in report.false_held:
        case = decision.case
        lines.append(
            f"  FALSE HOLD {case.id} [{case.flow}/{case.field}/{case.lang}] got "
            f"{list(decision.predicted)}: {case.text}"
        )
    return "\n".join(lines)


def wrong_decisions(decisions: list[Decision]) -> dict[str, object]:
    """The pinned shape: per half present, missed codes by case id and the harmless cases held."""
    pinned: dict[str, object] = {}
    for report in reports(decisions, ALL_HALVES):
        if not report.decisions:
            continue
        pinned[f"{report.half}_misses"] = {d.case.id: list(d.missed_codes) for d in report.misses}
        pinned[f"{report.half}_false_holds"] = [d.case.id for d in report.false_held]
    return pinned


def _halves(args: list[str]) -> tuple[str, ...] | None:
    """``--half NAME`` (repeatable): the halves to decide and print; None means all."""
    named = [args[i + 1] for i, arg in enumerate(args[:-1]) if arg == "--half"]
    unknown = [half for half in named if half not in ALL_HALVES]
    if unknown or (named == [] and "--half" in args):
        raise SystemExit(f"--half takes one of {', '.join(ALL_HALVES)}")
    return tuple(named) or None


def _met(report: HalfReport) -> bool:
    recalled = all(not d.missed_codes for d in report.decisions if d.risky)
    false_held, harmless = report.false_holds
    return bool(recalled and harmless and false_held / harmless <= FALSE_HOLD_TARGET)


def main(argv: list[str] | None = None) -> int:
    """Print every half (``--half NAME`` to pick; repeatable).

    ``--half tune --half fresh-tune`` is the view for rule work: held-out cases are not even
    decided; ``--hide-held-out`` prints the held-out halves' figures without their cases.
    ``--pin`` rewrites the pinned wrong decisions of the corpus (tune and check).
    """
    args = sys.argv[1:] if argv is None else argv
    if "--help" in args or "-h" in args:
        # Round 42: an unknown flag used to run the whole report, held-out cases included.
        print((__doc__ or "") + "\n" + (main.__doc__ or ""))
        return 0
    chosen = _halves(args)
    cases = [c for c in load_everything() if chosen is None or c.split in chosen]
    counts = Counter(case.split for case in cases)
    print(
        f"safety corpus: {len(cases)} cases ("
        + ", ".join(f"{counts[half]} {half}" for half in ALL_HALVES if counts[half])
        + ")"
    )
    decisions = decide_all(cases)
    if "--pin" in args:
        if chosen is not None:
            raise SystemExit("--pin decides the whole corpus: drop --half")
        PINNED.write_text(
            json.dumps(wrong_decisions(decisions), indent=1, sort_keys=True) + "\n",
            encoding="utf-8",
        )
        print(f"pinned the wrong decisions in {PINNED}")
    half_reports = [r for r in reports(decisions, ALL_HALVES) if r.decisions]
    hide = "--hide-held-out" in args
    for report in half_reports:
        print(render(report, cases=not (hide and report.half in HELD_OUT)))
    held_out = [r for r in half_reports if r.half in HELD_OUT]
    for report in held_out:
        print(
            f"targets on the {report.half} half (every risky text held for its codes, "
            "<= 10% false holds): " + ("met" if _met(report) else "NOT met")
        )
    met = all(_met(report) for report in held_out)
    return 0 if met or "--report-only" in args or "--pin" in args else 1


if __name__ == "__main__":
    raise SystemExit(main())
