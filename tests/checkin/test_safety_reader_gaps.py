"""Round 66 (ADR 0084): the rules read what only the learned second reader held.

Ten risky tune texts were held by the round-10 reader alone, so every refit that cleared one
of them failed the keep rule. Each class below is read by a structural test in ``rules.py``
(listed last in ``_STRUCTURAL``), pinned here with probes that must hold with the code and
look-alikes that must not, none of them in any corpus (a count only).
"""

from __future__ import annotations

from tests.checkin.test_safety_reading import _pinned_pair, _written_count

# Round 66: a limb's numbness or tingling told with its easing ("resolved after rest") is still
# a warning sign told of today (fresh4-0132) - as "went away after rest" already was.
READER_GAP_NUMBNESS_PASSED_HELD = [
    (
        "S2",
        "pain_note",
        "trainer_session",
        "tingling in his right hand on the rower, settled after a few minutes",
    ),
    (
        "S2",
        "note",
        "customer_checkin",
        "pins and needles down my left arm on the bike, eased after rest",
    ),
    (
        "S2",
        "operator_note",
        "trainer_session",
        "client reported numbness in both feet mid-run, resolved once she sat down",
    ),
]
READER_GAP_NUMBNESS_PASSED_CLEARED = [
    (
        "note",
        "customer_checkin",
        "no numbness in my hands anymore since the new grip, all resolved",
    ),
    ("note", "customer_checkin", "my dad had numbness in his arm that resolved after a day"),
]


def test_reader_gap_numbness_that_passed():
    held, cleared = READER_GAP_NUMBNESS_PASSED_HELD, READER_GAP_NUMBNESS_PASSED_CLEARED
    assert _pinned_pair(held, cleared) == ([], [])
    assert _written_count(held, cleared) == 0


# Round 66: a joint, tendon or band said to burn, in English in a mixed note too (fresh9-0104,
# "IT band 쪽 burning 느낌") - not a muscle burning through a set, nor calories burnt.
READER_GAP_JOINT_BURNING_HELD = [
    ("S2", "note", "customer_checkin", "knee burning on the stairs after yesterday's run"),
    ("S2", "note", "customer_checkin", "10k 뛰고 나서 achilles 쪽 burning 느낌 있어요"),
    ("S2", "note", "customer_checkin", "burning feeling around my left elbow when I press"),
]
READER_GAP_JOINT_BURNING_CLEARED = [
    ("note", "customer_checkin", "quads burning on the last set, love it"),
    ("note", "customer_checkin", "hip thrusts burning 300 calories lol"),
    ("note", "customer_checkin", "no burning in the knee today, felt solid"),
]


def test_reader_gap_a_joint_said_to_burn():
    held, cleared = READER_GAP_JOINT_BURNING_HELD, READER_GAP_JOINT_BURNING_CLEARED
    assert _pinned_pair(held, cleared) == ([], [])
    assert _written_count(held, cleared) == 0


# Round 66: a body part strapped, bandaged, splinted, in a cast or a sling (fresh13-0450, "turned
# up with strapping on her wrist") - not lifting straps, a cast long off, another's sling.
READER_GAP_PART_STRAPPED_HELD = [
    ("S2", "operator_note", "trainer_session", "she came in with her wrist strapped after a fall"),
    (
        "S2",
        "operator_note",
        "trainer_session",
        "client has his left ankle in a cast, upper body only",
    ),
    (
        "S2",
        "note",
        "customer_checkin",
        "wearing a bandage on my thumb since friday, skipped pull ups",
    ),
]
READER_GAP_PART_STRAPPED_CLEARED = [
    ("operator_note", "trainer_session", "client used wrist straps for heavy pulls today"),
    ("note", "customer_checkin", "my cast came off my wrist years ago, all good now"),
    ("note", "customer_checkin", "my sister has her arm in a sling so I drove her to the gym"),
]


def test_reader_gap_a_body_part_strapped_or_in_a_cast():
    held, cleared = READER_GAP_PART_STRAPPED_HELD, READER_GAP_PART_STRAPPED_CLEARED
    assert _pinned_pair(held, cleared) == ([], [])
    assert _written_count(held, cleared) == 0


# Round 66: heat stroke's own pair - sweating stopped and confusion in one sentence - with no
# heat word (fresh15-0172, an outdoor session); either alone is not, nor another's.
READER_GAP_HEAT_SIGNS_HELD = [
    ("S1", "operator_note", "trainer_session", "회원 땀이 안 나고 정신이 몽롱하다고 함, 바로 휴식"),
    (
        "S1",
        "note",
        "customer_checkin",
        "stopped sweating and felt confused halfway through the hike",
    ),
]
READER_GAP_HEAT_SIGNS_CLEARED = [
    ("note", "customer_checkin", "발표 때 횡설수설해서 창피했음"),
    ("note", "customer_checkin", "쿨다운 하고 나니 땀이 멈췄어요"),
    ("operator_note", "trainer_session", "회원 동생이 땀이 멈추고 횡설수설했다고 걱정함"),
]


def test_reader_gap_heat_signs_together_without_a_heat_word():
    held, cleared = READER_GAP_HEAT_SIGNS_HELD, READER_GAP_HEAT_SIGNS_CLEARED
    assert _pinned_pair(held, cleared) == ([], [])
    assert _written_count(held, cleared) == 0


# Round 66: too out of breath to talk, whatever was climbed (fresh47-0020, "숨차서 말을 못함") - not
# laughter, not another's.
READER_GAP_BREATHLESS_HELD = [
    ("S1", "note", "customer_checkin", "언덕 조금 걸었는데 숨이 차서 말을 못하겠어요"),
    ("S1", "note", "customer_checkin", "too out of breath to talk after two flights of stairs"),
    ("S1", "note", "customer_checkin", "숨차서 말도 안 나옴 요즘 왜이러지"),
]
READER_GAP_BREATHLESS_CLEARED = [
    ("note", "customer_checkin", "너무 웃겨서 말을 못함ㅋㅋ"),
    ("note", "customer_checkin", "my friend was too out of breath to talk after the race"),
]


def test_reader_gap_too_out_of_breath_to_talk():
    held, cleared = READER_GAP_BREATHLESS_HELD, READER_GAP_BREATHLESS_CLEARED
    assert _pinned_pair(held, cleared) == ([], [])
    assert _written_count(held, cleared) == 0


# Round 66: nothing eaten one day, said in English, and the next day to be skipped (fresh20-0087,
# "어제 eating 0 today도 skip 예정") - not zero of one food.
READER_GAP_NOTHING_EATEN_HELD = [
    ("S4", "note", "customer_checkin", "ate 0 yesterday and skipping today too"),
    ("S4", "note", "customer_checkin", "어제 food 0 오늘도 skip 할듯"),
]
READER_GAP_NOTHING_EATEN_CLEARED = [
    ("note", "customer_checkin", "ate 0 carbs yesterday, skip today too?"),
    ("note", "customer_checkin", "어제 eating 0 sugar, 오늘도 계속"),
]


def test_reader_gap_nothing_eaten_and_the_next_day_skipped():
    held, cleared = READER_GAP_NOTHING_EATEN_HELD, READER_GAP_NOTHING_EATEN_CLEARED
    assert _pinned_pair(held, cleared) == ([], [])
    assert _written_count(held, cleared) == 0


# Round 66: a weekly rate over a count of weeks, read as its product (fresh27-0173, "일주일에 삼
# 키로씩 이주 동안" is 6 kg in 14 days) - not a slower rate, a longer span, a lift, another's.
READER_GAP_WEEKLY_RATE_HELD = [
    ("S6", "note", "customer_checkin", "일주일에 4키로씩 2주 동안 빼고 싶어요"),
    ("S6", "note", "customer_checkin", "3 kg a week for two weeks before the shoot"),
    ("S6", "note", "customer_checkin", "주당 삼 키로씩 두 주 동안 감량 목표"),
]
READER_GAP_WEEKLY_RATE_CLEARED = [
    ("note", "customer_checkin", "일주일에 1키로씩 2주 동안 빼는게 목표"),
    ("note", "customer_checkin", "일주일에 3키로씩 8주 동안 빼기"),
    ("note", "customer_checkin", "squat 5 kg a week for 2 weeks, then deload"),
    ("note", "customer_checkin", "누나가 일주일에 3키로씩 2주 동안 뺐대요"),
]


def test_reader_gap_a_weekly_rate_over_weeks():
    held, cleared = READER_GAP_WEEKLY_RATE_HELD, READER_GAP_WEEKLY_RATE_CLEARED
    assert _pinned_pair(held, cleared) == ([], [])
    assert _written_count(held, cleared) == 0


# Round 66: a pain noun the analyser splits when a word follows it (fresh17-0451, "두통 살짝" read
# 두 + 통) - not a drink counted by the can (막걸리 두 통), its medicine, one denied or another's.
READER_GAP_PAIN_NOUN_HELD = [
    ("S2", "answer.Q-COND-SYMPTOM", "customer_checkin", "잠을 설쳐서 두통 약간"),
    ("S2", "note", "customer_checkin", "야근하고 편두통 살짝, 오늘은 가볍게"),
]
READER_GAP_PAIN_NOUN_CLEARED = [
    ("note", "customer_checkin", "퇴근하고 맥주 두통 따는게 행복"),
    ("note", "customer_checkin", "어제 자기 전에 두통은 없었어요 살짝 피곤"),
    ("note", "customer_checkin", "남편이 편두통 살짝 있대서 약 사옴"),
]


def test_reader_gap_a_pain_noun_split_by_the_analyser():
    held, cleared = READER_GAP_PAIN_NOUN_HELD, READER_GAP_PAIN_NOUN_CLEARED
    assert _pinned_pair(held, cleared) == ([], [])
    assert _written_count(held, cleared) == 0


# Round 66: a current cold of the customer's is S3 (fresh15-0215, fresh17-0160; round 14's call,
# round 16's open question) - not one over, nearly caught, guarded against, denied, another's,
# or the trainer's own in a note.
READER_GAP_CURRENT_COLD_HELD = [
    ("S3", "note", "customer_checkin", "목감기 기운 있어서 오늘 러닝은 쉴게요"),
    ("S3", "answer.Q-COND-SYMPTOM", "customer_checkin", "몸살감기 살짝요"),
    ("S3", "note", "customer_checkin", "감기 걸려서 목이 칼칼한데 하체 해도 되나요"),
    # Fine only hoped for after a rest: the cold is now (fresh64-0026's twin, round 68).
    ("S3", "note", "customer_checkin", "코감기 기운 있는데 오늘 일찍 자고 나서 괜찮아지길"),
]
READER_GAP_CURRENT_COLD_CLEARED = [
    ("note", "customer_checkin", "지난주 감기 걸렸었는데 다 나아서 풀로 했어요"),
    ("note", "customer_checkin", "감기 걸릴 뻔했는데 비타민 먹고 버팀"),
    ("note", "customer_checkin", "감기 기운 전혀 없고 컨디션 최고"),
    # Fine again after a rest since (fresh64-0026, round 68): the cold is over.
    ("note", "customer_checkin", "그저께 몸살감기 기운 있었는데 하루 푹 쉬고 나니까 멀쩡해요"),
    ("operator_note", "trainer_session", "제가 목감기 기운 있어서 마스크 쓰고 수업함, 회원님 양호"),
    ("note", "customer_checkin", "감기 걸린 동료 때문에 재택함"),
]


def test_reader_gap_a_current_cold():
    held, cleared = READER_GAP_CURRENT_COLD_HELD, READER_GAP_CURRENT_COLD_CLEARED
    assert _pinned_pair(held, cleared) == ([], [])
    assert _written_count(held, cleared) == 0


# Round 66: a seasonal allergy blamed for a symptom now (fresh17-0451, "allergy season이라
# 그런듯") - not the season with the customer fine, the season as a date, or another's.
READER_GAP_ALLERGY_SEASON_HELD = [
    (
        "S3",
        "note",
        "customer_checkin",
        "hay fever is killing me, eyes itchy and nose blocked all week",
    ),
    ("S3", "note", "customer_checkin", "꽃가루 철이라 코 막히고 재채기 계속"),
]
READER_GAP_ALLERGY_SEASON_CLEARED = [
    (
        "note",
        "customer_checkin",
        "allergy season starts next month, stocking up on tissues for the office lol",
    ),
    ("note", "customer_checkin", "꽃가루 시즌이라 마스크 쓰고 러닝, 컨디션 괜찮음"),
    ("note", "customer_checkin", "my son's hay fever is bad, he's sneezing all day"),
]


def test_reader_gap_a_seasonal_allergy_with_a_symptom():
    held, cleared = READER_GAP_ALLERGY_SEASON_HELD, READER_GAP_ALLERGY_SEASON_CLEARED
    assert _pinned_pair(held, cleared) == ([], [])
    assert _written_count(held, cleared) == 0


# Round 66, the refit's own keep rule: a body part's trouble called bearable is there
# (fresh5-0099) - not hunger, heat, a workout's effort or a mood said to be bearable, nor pain
# denied beside it, nor another person's.
READER_GAP_BEARABLE_PART_HELD = [
    ("S2", "note", "customer_checkin", "발목이요? 음 그냥 견딜 만은 해요"),
    ("S2", "note", "customer_checkin", "허리 오늘도 참을만 한 정도"),
    ("S2", "note", "customer_checkin", "my left shoulder is bearable if I skip overhead work"),
]
READER_GAP_BEARABLE_PART_CLEARED = [
    ("note", "customer_checkin", "공복은 참을 만해요 무릎도 괜찮고"),
    ("note", "customer_checkin", "어깨 운동은 힘들어도 견딜 만했어요, 아픈 데는 없어요"),
    ("note", "customer_checkin", "남편 허리가 요즘 참을 만하대요"),
    ("note", "customer_checkin", "the heat on my back during the run was bearable"),
]


def test_reader_gap_a_body_part_called_bearable():
    held, cleared = READER_GAP_BEARABLE_PART_HELD, READER_GAP_BEARABLE_PART_CLEARED
    assert _pinned_pair(held, cleared) == ([], [])
    assert _written_count(held, cleared) == 0


# Round 66, the refit's own keep rule: asked how strong it is, a body part with a bare score of
# 5 or more (fresh19-0220) - not a lower score, a number with a unit, another dimension or the
# session's intensity.
READER_GAP_PART_SCORED_HELD = [
    ("S2", "answer.Q-COND-INTENSITY", "customer_checkin", "허리 7"),
    ("S2", "answer.Q-COND-INTENSITY", "customer_checkin", "종아리 아침엔 6 지금은 3"),
    ("S2", "answer.Q-COND-INTENSITY", "customer_checkin", "knee about 8 last night"),
]
READER_GAP_PART_SCORED_CLEARED = [
    ("answer.Q-COND-INTENSITY", "customer_checkin", "허리 2"),
    ("answer.Q-COND-INTENSITY", "customer_checkin", "9시간 잤고 무릎은 멀쩡"),
    ("answer.Q-COND-INTENSITY", "customer_checkin", "강도 8로 올려주세요, 어깨 문제 없음"),
    ("answer.Q-COND-INTENSITY", "customer_checkin", "에너지 6 정도, 허벅지 살짝 뻐근 없음"),
]


def test_reader_gap_a_body_part_with_a_bare_score():
    held, cleared = READER_GAP_PART_SCORED_HELD, READER_GAP_PART_SCORED_CLEARED
    assert _pinned_pair(held, cleared) == ([], [])
    assert _written_count(held, cleared) == 0


# Round 66, the refit's own keep rule: a day's eating, as a habit, only a few light foods
# (fresh29-0065, "하루에 닭가슴살 두 쪽이랑 브로콜리만 먹어요") - not one meal, not a food that is
# always eaten beside the rest, not a real dish among them, not water alone.
READER_GAP_DAILY_LIGHT_FOODS_HELD = [
    ("S4", "note", "customer_checkin", "요즘 하루에 삶은 계란 세 개랑 오이만 먹어요"),
    ("S4", "note", "customer_checkin", "다이어트 중이라 매일 고구마 하나랑 두유만 먹는 중"),
    ("S4", "answer.Q-PERF-REASON", "customer_checkin", "하루에 바나나 두 개만 먹어서 힘이 없어요"),
]
READER_GAP_DAILY_LIGHT_FOODS_CLEARED = [
    ("note", "customer_checkin", "점심엔 닭가슴살이랑 브로콜리만 먹어요"),
    ("note", "customer_checkin", "하루에 계란 두 개는 꼭 챙겨 먹어요"),
    ("note", "customer_checkin", "하루에 닭가슴살 두 쪽이랑 현미밥 두 공기만 먹어요"),
    ("note", "customer_checkin", "동생은 하루에 바나나 하나만 먹는대요"),
]


def test_reader_gap_a_day_of_only_light_foods():
    held, cleared = READER_GAP_DAILY_LIGHT_FOODS_HELD, READER_GAP_DAILY_LIGHT_FOODS_CLEARED
    assert _pinned_pair(held, cleared) == ([], [])
    assert _written_count(held, cleared) == 0


# Round 75, the refit's keep rule: another person telling the customer they look too thin is an
# eating concern said of the customer (fresh19-0170, "My partner keeps saying I look too thin
# and need to eat, but I'm fine.") - not someone or an animal else being thin, not the concern
# denied, not one from years ago, not thin hair.
READER_GAP_TOLD_TOO_THIN_HELD = [
    (
        "S4",
        "note",
        "customer_checkin",
        "my boyfriend keeps telling me i'm too skinny and need to eat more but i'm fine",
    ),
    (
        "S4",
        "note",
        "customer_checkin",
        "mom said i look way too thin and keeps piling food on my plate",
    ),
    (
        "S4",
        "note",
        "customer_checkin",
        "everyone at work keeps saying i'm getting really thin lately",
    ),
    ("S4", "note", "customer_checkin", "남편이 요즘 너무 말랐다고 밥 좀 먹으래요"),
    ("S4", "note", "customer_checkin", "엄마가 저 보고 너무 말라 보인다고 걱정하세요"),
]
READER_GAP_TOLD_TOO_THIN_CLEARED = [
    ("note", "customer_checkin", "my sister is too skinny and i'm worried about her"),
    ("note", "customer_checkin", "my trainer says i need to eat more protein to bulk up"),
    ("note", "customer_checkin", "mom says the dog looks too thin, vet visit next week"),
    (
        "note",
        "customer_checkin",
        "my friends used to say i was too skinny, now i'm 70kg and strong",
    ),
    ("note", "customer_checkin", "my partner doesn't think i'm too thin, she says i look strong"),
    ("note", "customer_checkin", "mom says i have too thin hair lol"),
    ("note", "customer_checkin", "동생이 너무 말라서 걱정이에요"),
    ("note", "customer_checkin", "엄마가 살 빠졌다고 좋아하셨어요"),
    ("note", "customer_checkin", "어릴 때 엄마가 너무 말랐다고 걱정 많이 했어요"),
    ("note", "customer_checkin", "엄마가 강아지가 너무 말랐다고 사료 바꾸래요"),
    ("note", "customer_checkin", "남편이 친구가 너무 말랐다고 하더라고요"),
]


def test_reader_gap_told_too_thin_by_another():
    held, cleared = READER_GAP_TOLD_TOO_THIN_HELD, READER_GAP_TOLD_TOO_THIN_CLEARED
    assert _pinned_pair(held, cleared) == ([], [])
    assert _written_count(held, cleared) == 0


# Round 75, the refit's keep rule: a goal of at least 11 lb (or 11 lb or more) within two weeks
# is open upward, so 5 kg or more (fresh19-0249, "Wants to be 'down at least 11 lb' for the
# reunion next weekend") - "lose 11 lbs in 2 weeks" stays under the seed's 5 kg (pinned in
# test_safety_rules), as does a longer span or a loss already made.
READER_GAP_OPEN_ELEVEN_POUNDS_HELD = [
    (
        "S6",
        "operator_note",
        "trainer_session",
        "Wants to be down at least 11 lb before the wedding next weekend",
    ),
    (
        "S6",
        "note",
        "customer_checkin",
        "need to lose at least 11 lbs in 2 weeks for the photoshoot",
    ),
    ("S6", "note", "customer_checkin", "goal is 11 lbs or more off in 10 days"),
]
READER_GAP_OPEN_ELEVEN_POUNDS_CLEARED = [
    ("note", "customer_checkin", "at least 11 lb down over the next three months"),
    ("note", "customer_checkin", "down at least 11 lb since march, slow and steady"),
]


def test_reader_gap_at_least_eleven_pounds_in_two_weeks():
    held, cleared = READER_GAP_OPEN_ELEVEN_POUNDS_HELD, READER_GAP_OPEN_ELEVEN_POUNDS_CLEARED
    assert _pinned_pair(held, cleared) == ([], [])
    assert _written_count(held, cleared) == 0


# Round 75, the refit's keep rule: a developmental condition named is a condition (S3;
# fresh22-0127, "자폐 스펙트럼이라 사람 많은 시간대는 힘들어요") - Kiwi reads "자폐 스펙트럼" as one
# proper noun - not another person's, not an awareness event in English.
READER_GAP_DEVELOPMENTAL_HELD = [
    ("S3", "note", "customer_checkin", "아스퍼거가 있어서 시끄러운 시간대는 피하고 싶어요"),
    ("S3", "note", "customer_checkin", "I'm autistic so loud classes are hard for me"),
    ("S3", "note", "customer_checkin", "자폐증 진단 받은 지 얼마 안 됐어요"),
]
READER_GAP_DEVELOPMENTAL_CLEARED = [
    ("note", "customer_checkin", "조카가 자폐 스펙트럼이라 주말엔 돌봐줘요"),
    ("note", "customer_checkin", "autism awareness 5k this weekend, ran with my cousin"),
]


def test_reader_gap_a_developmental_condition_named():
    held, cleared = READER_GAP_DEVELOPMENTAL_HELD, READER_GAP_DEVELOPMENTAL_CLEARED
    assert _pinned_pair(held, cleared) == ([], [])
    assert _written_count(held, cleared) == 0
