"""Round 94 (ADR 0084): classes read from fresh101-tune's errors (military service, reservists and
night-shift security guards)."""

from __future__ import annotations

from tests.checkin.test_safety_reading import _pinned_pair, _rule_codes, _written_count

# fresh101-0111 (마약탐지견이랑 같이 새벽 순찰) and fresh101-0021 (a K9 drug-dog handler) were held
# S5: 마약 and "drug" were read as a drug taken. 마약 straight before a noun of detecting or
# policing it (탐지, 탐지견, 견, 단속, 수사 ...) and "drug" before dog, sniffing, detection, squad,
# enforcement, unit or K9 name a job or a dog's work. A drug taken in the same text still holds.
ROUND_94_DRUG_POLICING_HELD = [
    ("S5", "note", "customer_checkin", "마약탐지견 핸들러인데 솔직히 주말에 클럽에서 마약 했어요"),
    (
        "S5",
        "note",
        "customer_checkin",
        "drug dog handler by day, but I popped some drugs at the party",
    ),
    ("S5", "note", "customer_checkin", "마약 수사팀 회식 날 몰래 대마 피웠어요"),
    (
        "S5",
        "note",
        "customer_checkin",
        "I'm on the drug squad and been taking drugs to stay up on nights",
    ),
]
ROUND_94_DRUG_POLICING_CLEARED = [
    ("note", "customer_checkin", "오늘 마약탐지견 데리고 공항 야간 근무 서요"),
    ("note", "customer_checkin", "마약 단속 나갔다가 새벽 네 시에 복귀했어요 피곤함"),
    ("note", "customer_checkin", "Night shift with the drug-sniffing dog at the port, 12k steps"),
    ("note", "customer_checkin", "Drug detection team drills all morning, legs feel fine"),
    ("note", "customer_checkin", "마약견 핸들러 교육 받느라 하루종일 걸었어요"),
]


def test_round_94_a_drug_dog_or_squad_is_a_job():
    held, cleared = ROUND_94_DRUG_POLICING_HELD, ROUND_94_DRUG_POLICING_CLEARED
    assert _pinned_pair(held, cleared) == ([], [])
    assert _written_count(held, cleared) == 0


# fresh101-0147 ("... just so my knees dont bug me on post") had its S2 from the learned reader
# alone: a part that bugs the customer (keeps bugging me, has been bugging me), or that something
# is done so it will not (so my knee wont bug me), is a pain as one that bothers is. A part said
# not to bug the customer, one that no longer does, and a person who bugs them are not.
ROUND_94_PART_BUGS_ME_HELD = [
    ("S2", "note", "customer_checkin", "stretching every night so my back doesnt bug me on patrol"),
    ("S2", "note", "customer_checkin", "wearing the sleeve so my knee wont bug me during the ruck"),
    ("S2", "note", "customer_checkin", "my heel keeps bugging me on long shifts"),
    ("S2", "note", "customer_checkin", "taping up so my shins dont bug me on the run"),
]
ROUND_94_PART_BUGS_ME_CLEARED = [
    ("note", "customer_checkin", "my roommate keeps bugging me about the gym"),
    ("note", "customer_checkin", "knees dont bug me, all good"),
    ("note", "customer_checkin", "my back doesn't bug me at all now"),
    ("note", "customer_checkin", "my sergeant keeps bugging me about my run time"),
]


def test_round_94_a_part_that_bugs_me():
    held, cleared = ROUND_94_PART_BUGS_ME_HELD, ROUND_94_PART_BUGS_ME_CLEARED
    assert _pinned_pair(held, cleared) == ([], [])
    assert _written_count(held, cleared) == 0


# fresh101-0147 ("Popping ranger candy every morning, like 3-4 a day ...") was held S2 only:
# ranger candy (vitamin M, grunt candy) is soldiers' slang for 800 mg ibuprofen, a prescription
# strength; taken as a habit or in counts on the customer's own it is S5. Handed out by a medic
# or at sick call, only named, or denied, it is not.
ROUND_94_RANGER_CANDY_HELD = [
    (
        "S5",
        "note",
        "customer_checkin",
        "Living on ranger candy this whole field week, 2 every ruck",
    ),
    ("S5", "note", "customer_checkin", "took vitamin M before every march, back feels ok with it"),
    ("S5", "note", "customer_checkin", "grunt candy daily since basic, it's just how we roll"),
    ("S5", "note", "customer_checkin", "발목 때문에 레인저 캔디 매일 두 알씩 먹고 근무 서요"),
]
ROUND_94_RANGER_CANDY_CLEARED = [
    ("note", "customer_checkin", "Medic handed me ranger candy for the ankle, one with dinner"),
    ("note", "customer_checkin", "ranger candy is what the old sergeants call it lol"),
    ("note", "customer_checkin", "Haven't been popping any ranger candy this week, knees are good"),
    ("note", "customer_checkin", "sick call gave me vitamin M, take one a day for three days"),
]


def test_round_94_ranger_candy_as_a_habit():
    held, cleared = ROUND_94_RANGER_CANDY_HELD, ROUND_94_RANGER_CANDY_CLEARED
    wrong_held = [t for code, f, fl, t in held if code not in _rule_codes(t, f, fl)]
    wrong_cleared = [t for f, fl, t in cleared if "S5" in _rule_codes(t, f, fl)]
    assert (wrong_held, wrong_cleared) == ([], [])
    assert _written_count(held, cleared) == 0


# fresh101-0043 ("Medic put me on a profile for my knee, no running for 2 weeks") was missed: a
# duty restriction given for a body part or an injury - a profile, light or restricted duty,
# excused from PT or rucks; 열외 because of a body part or an injury - is the injury kept from use
# (S2). One lifted or over, one for no body part, another person's, or another kind of profile (a
# LinkedIn profile, a body profile shoot - the first draft held four tune texts' "body profile") is
# not.
ROUND_94_DUTY_RESTRICTION_HELD = [
    ("S2", "note", "customer_checkin", "Medic gave me a 2-week profile for my ankle"),
    ("S2", "note", "customer_checkin", "on a temp profile for my hip, no running"),
    ("S2", "note", "customer_checkin", "excused from rucks because of my left foot"),
    ("S2", "note", "customer_checkin", "정강이로 뜀걸음 열외 받음"),
]
ROUND_94_DUTY_RESTRICTION_CLEARED = [
    ("note", "customer_checkin", "knee profile is over, back to full PT this week"),
    ("note", "customer_checkin", "off profile since monday, knee feels great"),
    ("note", "customer_checkin", "my battle buddy is on profile for his ankle so I ran alone"),
    ("note", "customer_checkin", "당직이라 체력단련 열외했어요 내일 다시 나감"),
    ("note", "customer_checkin", "Updated my LinkedIn profile after the night shift, knees fine"),
    ("note", "customer_checkin", "booked a body profile shoot for spring, legs feel good"),
]


def test_round_94_a_duty_restriction_for_a_body_part():
    held, cleared = ROUND_94_DUTY_RESTRICTION_HELD, ROUND_94_DUTY_RESTRICTION_CLEARED
    assert _pinned_pair(held, cleared) == ([], [])
    assert _written_count(held, cleared) == 0


# fresh98-0075 ("발 너무 아파서 타이레놀 하루 여섯일곱알씩 먹고 버팀", S2+S5, left since round 90)
# was held S2 only: a pill count said as a pair of neighbouring native numerals (대여섯, 예닐곱,
# 여섯일곱, 일고여덟, 서너 ...) was no count at all. Round 93 (wired at the same time) reads the
# pair at its upper bound, and that reading is kept at the merge: a reader of "two or three at
# once" is unsure whether it was three, so it holds (fail closed; this branch first read the
# smaller number and cleared it). Five or more a day, three or more at once; a pair a day below
# five, and a supplement by the pair, are not.
ROUND_94_NUMERAL_PAIR_HELD = [
    (
        "S5",
        "note",
        "customer_checkin",
        "무릎 아파서 이부프로펜 하루 대여섯 알씩 먹으면서 근무 서요",
    ),
    ("S5", "note", "customer_checkin", "허리 통증 때문에 타이레놀 하루 일고여덟 알 먹는 중"),
    ("S5", "note", "customer_checkin", "행군 후 발목 아파서 게보린 한 번에 서너 알 삼켰어요"),
    ("S5", "note", "customer_checkin", "어깨 아파서 탁센 하루 예닐곱 알 먹어요"),
    ("S5", "note", "customer_checkin", "무릎 아파서 타이레놀 두세 알 먹고 잤어요"),
]
ROUND_94_NUMERAL_PAIR_CLEARED = [
    ("note", "customer_checkin", "비타민 하루 대여섯 알 챙겨 먹어요"),
    ("note", "customer_checkin", "유산균 서너 알 먹었어요"),
    ("note", "customer_checkin", "허리 아파서 타이레놀 하루 두세 알 먹었어요"),
]


def test_round_94_a_pill_count_as_a_pair_of_numerals():
    held, cleared = ROUND_94_NUMERAL_PAIR_HELD, ROUND_94_NUMERAL_PAIR_CLEARED
    wrong_held = [t for code, f, fl, t in held if code not in _rule_codes(t, f, fl)]
    wrong_cleared = [t for f, fl, t in cleared if "S5" in _rule_codes(t, f, fl)]
    assert (wrong_held, wrong_cleared) == ([], [])
    assert _written_count(held, cleared) == 0
