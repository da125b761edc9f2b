"""The lead's probe gaps of 2026-12-07, set 4 - drugs (issue 12, ADR 0084): S5 families closed.

Every probe here is written for this file, in no corpus (asserted by count); every held probe
that a class newly holds was cleared on main before it, and every cleared twin of a false-hold
family was held there.
"""

from __future__ import annotations

from tests.checkin.test_safety_reading import _pinned_pair, _written_count

# 마약 as the predicate of a dish, a song or a habit - the copula in any ending (마약임, 마약이야,
# 마약이라고), "마약 그 자체", "마약이 따로 없어요", or bare after a word of degree (완전 마약 ㅋㅋ)
# - is "addictive", as 마약김밥 and "마약 같아" are (all cleared twins were held S5 on main).
# A drug taken, a thing taken called 마약 (먹은 게, 건넨 가루, 그 알약), a thing found to have
# been one (그게 마약이었어요), a question about a pill and a stopped use stay held.
LEAD_1207D_MAYAK_PREDICATE_HELD = [
    ("S5", "note", "customer_checkin", "마약 했어요 어제"),
    ("S5", "note", "customer_checkin", "마약을 끊은 지 1년 됐어요"),
    ("S5", "note", "customer_checkin", "어제 먹은 게 마약이었대요"),
    ("S5", "note", "customer_checkin", "클럽에서 친구가 준 게 마약이었어요 몰랐어요"),
    ("S5", "note", "customer_checkin", "걔가 건넨 가루 마약이었음"),
    ("S5", "note", "customer_checkin", "그 알약 마약이래요 근데 이미 먹었어요"),
    ("S5", "note", "customer_checkin", "이거 마약이에요? 친구가 줘서 먹었는데"),
    ("S5", "operator_note", "trainer_session", "회원님 마약 투약 이력 있다고 하심"),
    ("S5", "note", "customer_checkin", "클럽에서 친구가 준 알약 먹었는데 그거 마약이었대요"),
    ("S5", "note", "customer_checkin", "파티에서 누가 준 사탕 먹었는데 그게 마약이었어요"),
]
LEAD_1207D_MAYAK_PREDICATE_CLEARED = [
    ("note", "customer_checkin", "이 소스 완전 마약임 ㅋㅋ"),
    ("note", "customer_checkin", "이 떡볶이 진짜 마약이다"),
    ("note", "customer_checkin", "여기 크로플 마약이 따로 없어요"),
    ("note", "customer_checkin", "저희 동네 닭강정 집 마약이에요 매주 가요"),
    ("operator_note", "trainer_session", "회원님이 이 프로틴바 마약이라고 하심 ㅋㅋ"),
    ("note", "customer_checkin", "이 노래 중독성 미쳤음 마약 그 자체"),
    ("note", "customer_checkin", "요즘 러닝이 마약이네요 안 뛰면 허전해"),
    ("note", "customer_checkin", "필라테스 마약이에요 진짜 ㅎㅎ"),
    ("note", "customer_checkin", "요즘 이 노래 완전 마약이에요 하루종일 들음"),
]


def test_lead_1207d_mayak_as_a_predicate_is_addictive():
    held, cleared = LEAD_1207D_MAYAK_PREDICATE_HELD, LEAD_1207D_MAYAK_PREDICATE_CLEARED
    assert _pinned_pair(held, cleared) == ([], [])
    assert _written_count(held, cleared) == 0


# Recreational drugs by their other names are the customer's drug use (S5): LSD and acid taken,
# shrooms, magic mushrooms and psilocybin, mushrooms eaten with hallucinations after (버섯 먹고
# 환각), cannabis as 마리화나, an edible (대마 젤리) or the slang 떨 / 위드 smoked or done, a joint,
# a blunt or a spliff smoked or rolled, THC, getting high or stoned, GHB (물뽕), nitrous balloons
# (해피벌룬) - in the customer's note and the trainer's (all held probes cleared on main). A drug
# in the news or a documentary, another person's use, the island 대마도, hemp seed (대마씨), CBD
# cream, a mushroom dish, trembling (떨려요), chatting (수다 떨다), a clearance sale (떨이), a
# body joint, runner's high, high marks, acid in a serum and a past use given up years ago stay
# cleared (a painful joint stays S2).
LEAD_1207D_RECREATIONAL_DRUG_HELD = [
    ("S5", "note", "customer_checkin", "LSD 해봤어요 여행 가서"),
    ("S5", "note", "customer_checkin", "버섯 먹고 환각 봤어요"),
    ("S5", "note", "customer_checkin", "been microdosing shrooms"),
    ("S5", "note", "customer_checkin", "떨 좀 했어요 어제"),
    ("S5", "note", "customer_checkin", "smoked a joint last night"),
    ("S5", "note", "customer_checkin", "페스티벌에서 엘에스디 반 장 했어요"),
    ("S5", "note", "customer_checkin", "암스테르담 가서 환각버섯 먹어봤어요 ㅋㅋ"),
    ("S5", "note", "customer_checkin", "어제 친구네서 떨 한 대 피웠어요"),
    ("S5", "note", "customer_checkin", "주말에 마리화나 좀 피웠어요"),
    ("S5", "note", "customer_checkin", "dropped acid at a festival on saturday, still kinda foggy"),
    ("S5", "note", "customer_checkin", "rolled a joint with my roommate before bed"),
    ("S5", "note", "customer_checkin", "took a thc gummy to sleep"),
    ("S5", "operator_note", "trainer_session", "회원님 주말에 매직머쉬룸 드셨다고 함"),
    (
        "S5",
        "operator_note",
        "trainer_session",
        "client admitted to smoking a joint before the session",
    ),
    ("S5", "note", "customer_checkin", "클럽에서 물뽕 탄 술 마신 것 같아요"),
    ("S5", "note", "customer_checkin", "해피벌룬 몇 개 했더니 머리가 띵해요"),
    ("S5", "note", "customer_checkin", "got stoned with friends last night lol"),
    ("S5", "note", "customer_checkin", "위드 피우고 나서 식욕 폭발"),
    ("S5", "note", "customer_checkin", "친구들이랑 캠핑 가서 떨 말아 피웠어요"),
    ("S5", "note", "customer_checkin", "did shrooms at a friends cabin, saw colors for hours"),
    ("S5", "note", "customer_checkin", "사일로시빈 마이크로도징 중이에요 집중 잘 됨"),
    ("S5", "note", "customer_checkin", "got high before the gym lol"),
    ("S5", "note", "customer_checkin", "해외에서 대마 젤리 먹어봤어요"),
    ("S5", "operator_note", "trainer_session", "회원 어제 떨 했다고 함 컨디션 저하"),
    ("S5", "note", "customer_checkin", "we got so high and ate a whole pizza"),
    ("S2", "note", "customer_checkin", "my knee joint hurts"),
]
LEAD_1207D_RECREATIONAL_DRUG_CLEARED = [
    ("note", "customer_checkin", "마약 관련 뉴스 봤어요"),
    ("note", "customer_checkin", "친구가 대마 피운다고 해서 걱정이에요"),
    ("note", "customer_checkin", "대마도 여행 다녀왔어요"),
    ("note", "customer_checkin", "CBD 크림 발랐어요"),
    ("note", "customer_checkin", "버섯 볶음 먹었어요"),
    ("note", "customer_checkin", "발표 때문에 떨려요"),
    ("note", "customer_checkin", "LSD 다큐 봤는데 무섭더라"),
    ("note", "customer_checkin", "my brother smokes joints every day and it worries me"),
    ("note", "customer_checkin", "joint account 만들었어요 남편이랑"),
    ("note", "customer_checkin", "had a mushroom risotto for dinner"),
    ("note", "customer_checkin", "친구들이랑 수다 떨다 늦게 잤어요"),
    ("note", "customer_checkin", "재떨이 치우느라 베란다 청소했어요"),
    ("note", "customer_checkin", "never tried shrooms and never will"),
    ("operator_note", "trainer_session", "회원님 추워서 몸을 떨고 계셨음, 워밍업 길게"),
    ("note", "customer_checkin", "떨이로 산 닭가슴살 냉동 보관했어요"),
    ("note", "customer_checkin", "떨 해본 적 없어요 술도 잘 안 해요"),
    (
        "note",
        "customer_checkin",
        "I used to do shrooms back in college, haven't touched them in years",
    ),
    ("note", "customer_checkin", "shroom burger for cheat day, worth it"),
    ("note", "customer_checkin", "got high marks on my fitness test"),
    ("note", "customer_checkin", "hyaluronic acid serum every night for my skin"),
    ("note", "customer_checkin", "my cousin did acid once and had a bad trip"),
    ("note", "customer_checkin", "대마도 가서 회 먹었어요"),
    ("note", "customer_checkin", "대마씨 오일 샐러드에 뿌려 먹어요"),
    ("note", "customer_checkin", "trying to get high protein in every meal"),
    ("note", "customer_checkin", "stuffed shrooms for dinner, 40g protein"),
    ("note", "customer_checkin", "ate some stoned dates before the run"),
    ("note", "customer_checkin", "need to get high reps in today"),
    ("note", "customer_checkin", "my heart rate got so high after the intervals"),
    ("note", "customer_checkin", "we shared a joint account for groceries"),
]


def test_lead_1207d_recreational_drugs_by_their_other_names():
    held, cleared = LEAD_1207D_RECREATIONAL_DRUG_HELD, LEAD_1207D_RECREATIONAL_DRUG_CLEARED
    assert _pinned_pair(held, cleared) == ([], [])
    assert _written_count(held, cleared) == 0


# An injection from a lay source - a gym senior, 관장, a trainer, an acquaintance, a friend, the
# internet or a direct order - had by the customer for muscle, weight or nothing named is a drug
# outside any prescription (S5), however far the purpose stands from 주사 and with the source as
# the sentence's subject; in English a pin from a guy at the gym or with a steroid named, and
# being pinned or injected with something to lose weight (the first six held probes were cleared
# on main, the rest were held there and stay so). A flu, covid or shingles shot, a vitamin or
# nutrient drip (비타민 주사, 마늘주사, 백옥주사), a doctor's prescribed injection (held S3 or S5 on
# main), a vaccine, an offer turned down, another person's shot and pins and needles stay cleared.
LEAD_1207D_LAY_INJECTION_HELD = [
    (
        "S5",
        "note",
        "customer_checkin",
        "헬스장 형이 주사 한 방이면 근육 금방 붙는다고 해서 맞아봤어요",
    ),
    ("S5", "note", "customer_checkin", "got a pin from a guy at my gym, test I think"),
    (
        "S5",
        "note",
        "customer_checkin",
        "a guy at the gym sold me some pins, been doing them twice a week",
    ),
    (
        "S5",
        "operator_note",
        "trainer_session",
        "client says a friend has been injecting her with something to lose weight",
    ),
    (
        "S5",
        "note",
        "customer_checkin",
        "my coach has been pinning me twice a week, says its just vitamins",
    ),
    ("S5", "note", "customer_checkin", "헬스장 형님이 엉덩이에 한 방 놔주셨어요 벌크 잘 된대요"),
    ("S5", "note", "customer_checkin", "got some test online, did my first pin last night"),
    (
        "S5",
        "note",
        "customer_checkin",
        "gym guy gave me a shot of something in my glute, supposed to help me cut",
    ),
    ("S5", "note", "customer_checkin", "관장님이 놔주는 주사 맞고 있어요 살 빠지는 주사래요"),
    ("S5", "note", "customer_checkin", "짐에서 아는 형이 엉덩이에 주사 놔줬는데 뭔지는 잘 몰라요"),
    ("S5", "operator_note", "trainer_session", "회원님 지인한테 받은 주사로 벌크 중이라고 하심"),
    (
        "S5",
        "note",
        "customer_checkin",
        "트레이너 쌤이 구해준 주사 한 달째 맞고 있어요 뭔지는 몰라요",
    ),
    ("S5", "note", "customer_checkin", "헬스장 형이 비타민 주사라고 놔줬어요"),
    ("S5", "note", "customer_checkin", "헬스장 형이 주는 비타민 주사 맞았어요"),
    ("S5", "note", "customer_checkin", "지인한테 받은 비타민 주사 맞고 있어요"),
]
LEAD_1207D_LAY_INJECTION_CLEARED = [
    ("note", "customer_checkin", "독감 주사 맞았어요"),
    ("note", "customer_checkin", "비타민 주사 맞고 왔어요"),
    ("note", "customer_checkin", "의사 선생님이 처방해준 주사 맞고 있어요"),
    ("note", "customer_checkin", "피곤해서 마늘주사 맞고 왔어요"),
    ("operator_note", "trainer_session", "회원님 독감 주사 맞으셔서 오늘은 가볍게"),
    ("note", "customer_checkin", "대상포진 주사 맞고 왔어요 팔이 좀 묵직"),
    ("note", "customer_checkin", "백옥주사 맞았어요 피부과에서"),
    ("note", "customer_checkin", "코로나 주사 맞고 하루 쉬었어요"),
    ("note", "customer_checkin", "코로나 백신 맞았어요"),
    ("note", "customer_checkin", "병원에서 영양 주사 맞았어요"),
    ("note", "customer_checkin", "헬스장 형이 주사 맞아보라고 했는데 무서워서 거절했어요"),
    ("note", "customer_checkin", "a guy at my gym offered me a pin, i said no thanks"),
    ("note", "customer_checkin", "친구랑 독감 예방주사 맞고 왔어요"),
    ("note", "customer_checkin", "pinned my race number on and ran a 10k"),
    ("note", "customer_checkin", "엄마가 비타민 주사 맞고 오셨대요"),
    ("note", "customer_checkin", "친구가 헬스장에서 주사 맞는대요 걱정돼요"),
    ("note", "customer_checkin", "the nurse gave me a b12 shot at the clinic"),
    ("note", "customer_checkin", "언니랑 비타민 주사 맞고 왔어요"),
    ("note", "customer_checkin", "친구랑 같이 대상포진 주사 맞았어요"),
    ("note", "customer_checkin", "did 3 shots of tequila with my gym buddy lol"),
    ("note", "customer_checkin", "threw jabs with my coach at the gym, arms are toast"),
    ("note", "customer_checkin", "took shots with a friend at the gym, basketball is fun"),
    ("note", "customer_checkin", "a guy at the gym moved the pin on the cable stack for me"),
    ("note", "customer_checkin", "엄마 모시고 응급실 가서 주사 맞고 왔어요 친구가 데려다줌"),
]


def test_lead_1207d_an_injection_from_a_lay_source():
    held, cleared = LEAD_1207D_LAY_INJECTION_HELD, LEAD_1207D_LAY_INJECTION_CLEARED
    assert _pinned_pair(held, cleared) == ([], [])
    assert _written_count(held, cleared) == 0


# A sleep aid relied on every night - the customer cannot sleep without it, or takes more than
# one at a time every night - is a drug beyond its label (S5), over the counter (수면유도제,
# 슬리펠, 수면보조제, unisom, benadryl, melatonin) or not (all held probes cleared on main but
# the last, held there by 안 먹으면). A dose as prescribed, one melatonin now and then or on a
# flight, sleeping fine without it, a dependence only once feared and another person's (an
# elder's 주무신대요, a father's, a wife's) stay cleared.
LEAD_1207D_SLEEP_AID_HELD = [
    ("S5", "note", "customer_checkin", "수면유도제 없으면 못 자요 매일 두세 알"),
    ("S5", "note", "customer_checkin", "슬리펠 매일 밤 두 알씩 먹고 자요"),
    ("S5", "note", "customer_checkin", "쿨슬립 없으면 잠을 못 자서 한 달째 매일 먹어요"),
    (
        "S5",
        "note",
        "customer_checkin",
        "I can't sleep without unisom anymore, taking two every night",
    ),
    ("S5", "note", "customer_checkin", "been taking two benadryl every night to fall asleep"),
    ("S5", "note", "customer_checkin", "can't fall asleep without my sleep aid, 2-3 a night"),
    (
        "S5",
        "operator_note",
        "trainer_session",
        "회원님 수면유도제 없으면 잠 못 주무신다고 함 매일 2알",
    ),
    (
        "S5",
        "operator_note",
        "trainer_session",
        "client relies on OTC sleeping tablets nightly, often takes 2",
    ),
    ("S5", "note", "customer_checkin", "멜라토닌 매일 세 알씩 먹어요"),
    ("S5", "note", "customer_checkin", "약국에서 산 수면보조제 밤마다 두세 개씩 먹어요"),
    ("S5", "note", "customer_checkin", "수면 유도제 안 먹으면 아예 잠이 안 와요 ㅠㅠ"),
]
LEAD_1207D_SLEEP_AID_CLEARED = [
    ("note", "customer_checkin", "의사 처방대로 반 알 먹어요"),
    ("note", "customer_checkin", "멜라토닌 한 알 가끔 먹어요"),
    ("note", "customer_checkin", "수면유도제 없이도 잘 자요 요즘"),
    ("note", "customer_checkin", "엄마가 수면유도제 없으면 못 주무신대요"),
    ("note", "customer_checkin", "took one melatonin on the flight, slept fine"),
    ("note", "customer_checkin", "my dad can't sleep without his sleeping aid"),
    ("note", "customer_checkin", "수면유도제 없으면 못 잘 줄 알았는데 운동하고 나서 잘 자요"),
    ("operator_note", "trainer_session", "회원님 멜라토닌 3mg 한 알 처방대로 복용 중"),
    ("note", "customer_checkin", "시차 때문에 멜라토닌 한 알 먹고 푹 잤어요"),
    ("note", "customer_checkin", "운동 시작하고 나서 수면보조제 없이도 잘 자요"),
    ("note", "customer_checkin", "my wife takes two benadryl every night, i just read"),
    ("note", "customer_checkin", "항히스타민 매일 두 알 먹어요 꽃가루 때문에"),
]


def test_lead_1207d_a_sleep_aid_relied_on_every_night():
    held, cleared = LEAD_1207D_SLEEP_AID_HELD, LEAD_1207D_SLEEP_AID_CLEARED
    assert _pinned_pair(held, cleared) == ([], [])
    assert _written_count(held, cleared) == 0
