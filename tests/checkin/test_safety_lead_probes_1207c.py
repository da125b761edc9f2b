"""The lead's probe gaps of 2026-12-07, third set (issue 12, ADR 0084): fail-open families closed.

Every probe here is written for this file, in no corpus (asserted by count); every held probe
was cleared on main (or held without the code asserted) before its class.
"""

from __future__ import annotations

from tests.checkin.test_safety_reading import _pinned_pair, _rule_codes, _written_count

# Blood where it should not be - coughed up, in the phlegm, vomited, in the stool or the urine
# - is urgent (S1). A nosebleed that stopped, giving blood, a blood test, the idiom 피가 끓다,
# a cut that bled on someone else, blood denied and another person's stay cleared.
LEAD_1207C_BLOOD_HELD = [
    ("S1", "note", "customer_checkin", "기침할 때 피가 섞여 나와요"),
    ("S1", "note", "customer_checkin", "변에 피가 묻어 나와요 며칠째"),
    ("S1", "note", "customer_checkin", "소변에 피가 비쳐요"),
    ("S1", "note", "customer_checkin", "threw up blood after the sprint session"),
    ("S1", "note", "customer_checkin", "coughed up some blood this morning"),
    ("S1", "note", "customer_checkin", "there was blood when I peed"),
    ("S1", "note", "customer_checkin", "가래에 피가 섞여서 나와요 ㅠ"),
    ("S1", "note", "customer_checkin", "어제 인터벌 뛰고 토했는데 피가 좀 보였어요"),
    ("S1", "note", "customer_checkin", "화장실 갔는데 오줌에 피 섞여나옴"),
    ("S1", "note", "customer_checkin", "대변 볼 때 피가 같이 나왔어요 이틀째"),
    ("S1", "note", "customer_checkin", "기침하다가 피 뱉었어요"),
    ("S1", "note", "customer_checkin", "똥에 피 묻어나와요 ㅠㅠ"),
    ("S1", "note", "customer_checkin", "피 섞인 가래가 나와요"),
    ("S1", "note", "customer_checkin", "blood in my stool since monday"),
    ("S1", "note", "customer_checkin", "noticed some blood in my pee after the long run"),
    ("S1", "operator_note", "trainer_session", "회원 어제부터 혈뇨 있다고 함 오늘 운동 x"),
    ("S1", "operator_note", "trainer_session", "client coughing up blood, session stopped"),
    ("S1", "operator_note", "trainer_session", "회원님 기침하실 때 피 섞여 나온다고 하심"),
]
LEAD_1207C_BLOOD_CLEARED = [
    ("note", "customer_checkin", "코피가 잠깐 났는데 금방 멈췄어요"),
    ("note", "customer_checkin", "헌혈하고 왔어요 오늘은 쉴게요"),
    ("note", "customer_checkin", "피 검사 결과 다 정상이래요"),
    ("note", "customer_checkin", "피가 끓는 나이라 그런지 운동이 너무 재밌어요"),
    ("note", "customer_checkin", "친구가 넘어져서 무릎에서 피가 났어요"),
    ("note", "customer_checkin", "had a quick nosebleed, stopped after a minute"),
    ("note", "customer_checkin", "donated blood yesterday so going light"),
    ("note", "customer_checkin", "blood test came back normal"),
    ("note", "customer_checkin", "토요일에 피곤해서 못 갔어요"),
    ("note", "customer_checkin", "기침은 좀 하는데 피는 안 나와요"),
    ("note", "customer_checkin", "my dad coughed up blood last year, he's fine now"),
    ("note", "customer_checkin", "아빠가 혈변 때문에 대장내시경 받으셨어요"),
    ("note", "customer_checkin", "침 맞았는데 피가 조금 났어요"),
    ("note", "customer_checkin", "오늘 피똥 싸게 운동했어요 ㅋㅋ"),
    ("note", "customer_checkin", "혈뇨 검사 했는데 정상이래요"),
    ("operator_note", "trainer_session", "회원 헌혈 후라 강도 낮춤"),
]


def test_lead_1207c_blood_where_it_should_not_be():
    held, cleared = LEAD_1207C_BLOOD_HELD, LEAD_1207C_BLOOD_CLEARED
    assert _pinned_pair(held, cleared) == ([], [])
    assert _written_count(held, cleared) == 0


# Urine gone dark after training - brown, cola, coffee, soy sauce, dark red or just darker - is
# the warning of rhabdomyolysis, urgent (S1), as is the condition named. Urine gone clear after
# water, bright yellow after vitamins, a beetroot's red, brown hair and a warning heeded stay
# cleared.
LEAD_1207C_DARK_URINE_HELD = [
    ("S1", "note", "customer_checkin", "어제 하체하고 나서 오줌이 갈색으로 나와요"),
    ("S1", "operator_note", "trainer_session", "회원 소변 색 진해졌다고 함 고강도 후"),
    ("S1", "note", "customer_checkin", "스피닝 두 타임 하고 소변이 콜라색이에요"),
    ("S1", "note", "customer_checkin", "어제부터 소변색깔이 거의 간장색이에요 근육도 엄청 아파요"),
    ("S1", "note", "customer_checkin", "크로스핏 하고 오줌 색이 완전 진한 갈색 ㅠ"),
    ("S1", "note", "customer_checkin", "소변이 검붉게 나와요"),
    ("S1", "note", "customer_checkin", "my pee is dark brown after yesterday's leg day"),
    ("S1", "note", "customer_checkin", "urine looks like cola since the marathon"),
    (
        "S1",
        "operator_note",
        "trainer_session",
        "client reports dark urine after the 100 burpee challenge",
    ),
    ("S1", "operator_note", "trainer_session", "회원님 소변이 커피색이라고 하셔서 병원 권유"),
    ("S1", "note", "customer_checkin", "피티 받고 나서 쉬야 색이 갈색임"),
    ("S1", "note", "customer_checkin", "pee came out brown this morning after crossfit"),
    ("S1", "note", "customer_checkin", "횡문근융해증 진단받고 입원했었어요 지금 수액 맞는 중"),
    (
        "S1",
        "operator_note",
        "trainer_session",
        "client pee darker than usual, legs very swollen after spin",
    ),
]
LEAD_1207C_DARK_URINE_CLEARED = [
    ("note", "customer_checkin", "물 많이 마시니까 소변이 맑아졌어요"),
    ("note", "customer_checkin", "비타민 먹고 소변이 샛노래요"),
    ("note", "customer_checkin", "비타민B 먹으면 오줌이 형광 노란색이에요 ㅋㅋ"),
    ("note", "customer_checkin", "소변 색 정상이에요"),
    ("note", "customer_checkin", "my pee went bright yellow from the b vitamins"),
    ("note", "customer_checkin", "drank 3L today, pee is clear now"),
    ("operator_note", "trainer_session", "회원 수분 섭취 늘려서 소변 색 맑아짐"),
    ("note", "customer_checkin", "갈색 머리로 염색했어요 오줌 마려워서 급하게 나옴"),
    ("note", "customer_checkin", "콜라 마시고 소변 자주 봐요"),
    ("note", "customer_checkin", "소변 색 진하지 않고 괜찮아요"),
    ("note", "customer_checkin", "brown rice and cola for lunch, peed a lot"),
    ("note", "customer_checkin", "비트 주스 마셨더니 소변이 빨개요"),
    ("note", "customer_checkin", "rhabdo 조심하라고 해서 물 많이 마셔요"),
    ("note", "customer_checkin", "worried about rhabdo so I'm pacing the class"),
    ("note", "customer_checkin", "소변 색 진하게 나오면 물 더 마시라고 하셨어요"),
]


def test_lead_1207c_dark_urine_after_training():
    held, cleared = LEAD_1207C_DARK_URINE_HELD, LEAD_1207C_DARK_URINE_CLEARED
    assert _pinned_pair(held, cleared) == ([], [])
    assert _written_count(held, cleared) == 0


# A seizure or convulsion of the customer is urgent (S1, told as a loss of consciousness). A
# relative's or a pet's seizure, a seizure denied, slang for losing one's temper (발작 버튼,
# 발작함 ㅋㅋ), a trainer's "경련 x" and seizing the day stay cleared; a local cramp or twitch
# (쥐, 종아리 경련), a panic attack (공황발작), gout's attack and a seizure years back keep the
# codes they had (no S1).
LEAD_1207C_SEIZURE_HELD = [
    ("S1", "note", "customer_checkin", "발작 와서 응급실 갔었어요"),
    ("S1", "note", "customer_checkin", "운동하다 경련이 와서 몸이 떨렸대요 기억이 안 나요"),
    ("S1", "operator_note", "trainer_session", "회원 운동 중 경련 있어서 중단함"),
    ("S1", "note", "customer_checkin", "어제 샤워하다가 발작 일으켰어요 ㅠ"),
    ("S1", "note", "customer_checkin", "갑자기 전신 경련이 와서 구급차 탔어요"),
    ("S1", "note", "customer_checkin", "뇌전증 발작 또 왔어요 지난주에"),
    ("S1", "note", "customer_checkin", "had a seizure at the gym yesterday"),
    ("S1", "note", "customer_checkin", "started convulsing on the bike, woke up on the floor"),
    ("S1", "operator_note", "trainer_session", "client had a seizure mid-session, 119 called"),
    (
        "S1",
        "operator_note",
        "trainer_session",
        "회원님 경련 증세 보여서 세션 중단하고 보호자 연락함",
    ),
    ("S1", "note", "customer_checkin", "경련 일으켜서 병원 실려갔었어요"),
    ("S1", "operator_note", "trainer_session", "회원 세트 중 경련 발생 → 바로 중단 후 귀가 조치"),
    ("S1", "note", "customer_checkin", "발작이 있었어요 어제 밤에 혼자 있을 때"),
]
LEAD_1207C_SEIZURE_CLEARED = [
    ("note", "customer_checkin", "할머니가 발작이 있으세요"),
    ("note", "customer_checkin", "경련 없이 잘 마쳤어요"),
    ("note", "customer_checkin", "눈꺼풀 경련이 며칠째 계속돼요 피곤한가봐요"),
    ("note", "customer_checkin", "우리 강아지가 어제 발작을 해서 병원 다녀왔어요"),
    ("note", "customer_checkin", "my brother had a seizure last month, so I'm shaken"),
    ("note", "customer_checkin", "엄마가 내 식단 보고 발작함 ㅋㅋ"),
    ("note", "customer_checkin", "no seizures, nothing weird, just tired"),
    ("operator_note", "trainer_session", "회원 운동 중 특이사항 없음 경련 x 어지럼 x"),
    ("note", "customer_checkin", "발작 버튼 눌리는 댓글 봤어요 ㅋㅋ"),
    ("note", "customer_checkin", "seized the day, 6am workout done ha"),
]
LEAD_1207C_NO_SEIZURE = [
    ("note", "customer_checkin", "종아리에 쥐 났어요"),
    ("note", "customer_checkin", "my lower back seized up on deadlifts"),
    ("note", "customer_checkin", "종아리 경련 때문에 스트레칭 했어요"),
    ("note", "customer_checkin", "공황발작 왔었어요"),
    ("note", "customer_checkin", "epileptic but seizure free for 6 years, on keppra"),
    ("note", "customer_checkin", "뇌전증 있는데 발작은 2년째 없어요"),
    ("note", "customer_checkin", "통풍 발작 와서 발가락이 퉁퉁 부었어요"),
]


def test_lead_1207c_a_seizure_of_the_customer():
    held, cleared = LEAD_1207C_SEIZURE_HELD, LEAD_1207C_SEIZURE_CLEARED
    assert _pinned_pair(held, cleared) == ([], [])
    assert [t for f, fl, t in LEAD_1207C_NO_SEIZURE if "S1" in _rule_codes(t, f, fl)] == []
    assert _written_count(held, cleared, LEAD_1207C_NO_SEIZURE) == 0


# Stroke signs are urgent (S1): the face drooping, numb or paralysed on one side, one side of
# the body or the limbs of one side weak or numb, speech that suddenly tangles or slurs. A
# drooping eyelid, sagging cheeks, a dropped shoulder, words tangled after drinking, a trait
# (말이 어눌한 편 - held S1 on main, a false hold), dental anaesthesia and another person's
# stroke stay cleared (or keep their own codes without S1).
LEAD_1207C_STROKE_HELD = [
    ("S1", "note", "customer_checkin", "한쪽 얼굴이 처지는 느낌이에요"),
    ("S1", "note", "customer_checkin", "갑자기 한쪽 팔다리가 저리고 힘이 안 들어가요"),
    ("S1", "note", "customer_checkin", "my face is drooping on one side"),
    ("S1", "note", "customer_checkin", "거울 보니 입꼬리 한쪽이 처졌어요"),
    ("S1", "note", "customer_checkin", "왼쪽 얼굴이 마비된 것 같아요 감각이 없어요"),
    ("S1", "note", "customer_checkin", "갑자기 발음이 꼬이고 말이 잘 안 나와요"),
    ("S1", "note", "customer_checkin", "한쪽 팔이 갑자기 안 올라가고 말이 헛나와요"),
    ("S1", "note", "customer_checkin", "오른쪽 몸에 힘이 쭉 빠지고 저려요 한쪽만"),
    ("S1", "note", "customer_checkin", "left side of my face feels numb and droopy"),
    (
        "S1",
        "note",
        "customer_checkin",
        "suddenly couldn't get my words out and my right arm went weak",
    ),
    ("S1", "note", "customer_checkin", "one side of my body went numb during the run"),
    ("S1", "operator_note", "trainer_session", "client's speech slurred suddenly, left arm weak"),
    ("S1", "note", "customer_checkin", "얼굴 반쪽이 감각이 없어요 갑자기"),
]
LEAD_1207C_STROKE_CLEARED = [
    ("note", "customer_checkin", "피곤하니까 눈꺼풀이 처지는 느낌"),
    ("note", "customer_checkin", "살 빠지니까 볼살이 처졌어요 ㅠ"),
    ("note", "customer_checkin", "술 마시고 말이 꼬였어요 ㅋㅋ"),
    ("note", "customer_checkin", "할아버지가 뇌졸중으로 한쪽 마비가 오셨어요"),
    ("note", "customer_checkin", "한쪽 어깨가 처져 보인다고 자세 교정 중이에요"),
    ("note", "customer_checkin", "팔 운동 많이 해서 팔에 힘이 안 들어가요 ㅋㅋ"),
    ("note", "customer_checkin", "my face is droopy from no sleep lol"),
    ("note", "customer_checkin", "dad had a stroke last year, his left side is still weak"),
    ("note", "customer_checkin", "말이 어눌한 편이라 발표가 걱정돼요"),
    ("operator_note", "trainer_session", "회원 좌우 밸런스 차이 있음 왼쪽 약함"),
    ("note", "customer_checkin", "입꼬리 처짐 보톡스 맞았어요"),
]
LEAD_1207C_STROKE_WITHOUT = [
    (
        "S1",
        "note",
        "customer_checkin",
        "어제 치과 마취 때문에 입술 한쪽이 감각이 없었어요 지금은 돌아옴",
    ),
]


def test_lead_1207c_stroke_signs_on_one_side():
    held, cleared = LEAD_1207C_STROKE_HELD, LEAD_1207C_STROKE_CLEARED
    assert _pinned_pair(held, cleared) == ([], [])
    without = LEAD_1207C_STROKE_WITHOUT
    assert [t for code, f, fl, t in without if code in _rule_codes(t, f, fl)] == []
    assert _written_count(held, cleared, without) == 0


# An allergic reaction reaching the airway - the throat tightening or swelling, the tongue or
# lips swelling, the breath hard beside hives, a rash, an allergy, a sting or a food allergen -
# hives all over after a sting, anaphylaxis and an adrenaline pen used are urgent (S1); hives
# all over with no sting named are S3. A reaction that has settled after an allergy pill taken
# as meant (held S3 and S5 on main, a false hold), another person's hives, nerves or a tie at the
# throat stay cleared. LEAD_1207C_ALLERGY_KEPT: a pill taken with the reaction still there, more
# than one pill, or an allergy named apart from the pill stay held.
LEAD_1207C_ALLERGY_HELD = [
    ("S1", "note", "customer_checkin", "몸에 두드러기가 올라오고 목이 조여와요"),
    ("S1", "note", "customer_checkin", "벌에 쏘였는데 온몸에 두드러기"),
    ("S1", "note", "customer_checkin", "두드러기 나면서 목이 붓는 느낌이에요"),
    ("S1", "note", "customer_checkin", "땅콩 먹고 혀가 붓고 목이 막히는 느낌"),
    ("S1", "note", "customer_checkin", "got hives all over and my throat feels tight"),
    ("S1", "note", "customer_checkin", "lips and tongue swelling up after the protein bar"),
    (
        "S1",
        "operator_note",
        "trainer_session",
        "회원 세션 중 전신 두드러기 + 호흡 불편 호소 → 중단",
    ),
    ("S1", "note", "customer_checkin", "아나필락시스 와서 에피펜 맞았어요"),
    ("S1", "note", "customer_checkin", "stung by a wasp, hives everywhere and throat closing up"),
    ("S1", "operator_note", "trainer_session", "회원님 땅콩 드시고 입술이랑 혀 부어서 세션 취소"),
    ("S3", "note", "customer_checkin", "운동하고 나면 온몸에 두드러기가 올라와요"),
]
LEAD_1207C_ALLERGY_CLEARED = [
    ("note", "customer_checkin", "두드러기 가라앉았어요 알레르기약 먹고 괜찮아요"),
    ("note", "customer_checkin", "hives went away after a zyrtec, all good now"),
    ("note", "customer_checkin", "어제 두드러기 났었는데 지금은 다 들어갔어요"),
    ("note", "customer_checkin", "동생이 새우 알레르기라 두드러기 났대요"),
    ("note", "customer_checkin", "목이 칼칼해서 목캔디 먹었어요"),
    ("operator_note", "trainer_session", "회원 두드러기 가라앉음 항히스타민 복용 후 컨디션 양호"),
    ("note", "customer_checkin", "알레르기약 먹고 괜찮아졌어요"),
    ("note", "customer_checkin", "my kid got hives from strawberries, she's ok now"),
    ("note", "customer_checkin", "긴장해서 목이 조이는 느낌 ㅋㅋ 발표 끝"),
    ("note", "customer_checkin", "넥타이가 목을 조여서 답답했어요"),
    (
        "operator_note",
        "trainer_session",
        "회원 어제 두드러기 있었으나 현재 다 들어감, 특이사항 없음",
    ),
    ("note", "customer_checkin", "took an antihistamine for the rash, all good now"),
]


def test_lead_1207c_an_allergic_reaction_reaching_the_airway():
    held, cleared = LEAD_1207C_ALLERGY_HELD, LEAD_1207C_ALLERGY_CLEARED
    assert _pinned_pair(held, cleared) == ([], [])
    assert _written_count(held, cleared) == 0


LEAD_1207C_ALLERGY_KEPT = [
    ("S3", "note", "customer_checkin", "알레르기약 먹었는데 아직도 두드러기가 계속 올라와요"),
    ("S5", "note", "customer_checkin", "지르텍 세 알 한꺼번에 먹고 괜찮아졌어요"),
    ("S3", "note", "customer_checkin", "새우 알레르기 있어요 알레르기약 먹고 괜찮아졌지만"),
]


def test_lead_1207c_an_allergy_pill_does_not_clear_a_reaction_still_there():
    assert _pinned_pair(LEAD_1207C_ALLERGY_KEPT, []) == ([], [])
    assert _written_count(LEAD_1207C_ALLERGY_KEPT) == 0


# A fever the customer has now is an acute illness (S3), as a current cold already is; aches
# all over (몸살) now are pain (S2), as the tune halves label them. A fever gone down or denied,
# a normal reading, 열 as ten, zeal, slang, a room's temperature, another person's fever, aches
# healed and the trainer's own stay cleared.
LEAD_1207C_FEVER_HELD = [
    ("S3", "note", "customer_checkin", "열이 나요"),
    ("S2", "note", "customer_checkin", "몸살 나서 누워있어요"),
    ("S3", "note", "customer_checkin", "I've got a fever of 39.5 but still want to train"),
    ("S3", "note", "customer_checkin", "체온 39도 넘었는데 운동 가도 되죠?"),
    ("S3", "note", "customer_checkin", "어제부터 열이 펄펄 끓어요 ㅠ"),
    ("S3", "note", "customer_checkin", "열 좀 있는데 하체 해도 될까요"),
    ("S3", "note", "customer_checkin", "미열이 계속 있어요 37.8"),
    ("S3", "note", "customer_checkin", "running a fever since last night, skipping today"),
    ("S3", "operator_note", "trainer_session", "회원 고열로 세션 취소 (38.9)"),
    ("S3", "operator_note", "trainer_session", "client feverish today, session postponed"),
    ("S3", "note", "customer_checkin", "오한 들고 열이 올라서 오늘은 쉴게요"),
    ("S3", "note", "customer_checkin", "체온 재보니 38.2 나오네요"),
    ("S2", "note", "customer_checkin", "몸살 기운 있어서 컨디션 별로예요"),
    ("S2", "operator_note", "trainer_session", "회원님 몸살이라 오늘 스트레칭만"),
    ("S2", "note", "customer_checkin", "몸살 기운 있고 입맛도 없어요"),
    ("S3", "note", "customer_checkin", "열이 38도 넘는데 헬스장 가도 되나요? 입맛이 없어요"),
]
LEAD_1207C_FEVER_CLEARED = [
    ("note", "customer_checkin", "열 내렸어요 이제 괜찮아요"),
    ("note", "customer_checkin", "체온 36.5 정상"),
    ("note", "customer_checkin", "열정이 40도예요 ㅋㅋ"),
    ("note", "customer_checkin", "조카가 열이 나서 언니네 다녀왔어요"),
    ("note", "customer_checkin", "열은 없어요 그냥 피곤해요"),
    ("note", "customer_checkin", "열나게 뛰었더니 땀 범벅"),
    ("note", "customer_checkin", "열 나흘 남았어요 화이팅"),
    ("note", "customer_checkin", "my daughter had a fever all weekend, I'm fine though"),
    ("note", "customer_checkin", "fever's gone, feeling normal again"),
    ("operator_note", "trainer_session", "제가 어제부터 몸살이라 오늘 세션 짧게 진행했음"),
    ("note", "customer_checkin", "몸살 다 나았어요 오늘부터 다시 운동"),
    ("note", "customer_checkin", "열 개 세트 다 했어요"),
    ("note", "customer_checkin", "열이 나지는 않아요 목만 조금 칼칼"),
    ("note", "customer_checkin", "여름이라 방 온도가 38도예요 에어컨 고장"),
]


def test_lead_1207c_a_fever_now_and_aches_all_over():
    held, cleared = LEAD_1207C_FEVER_HELD, LEAD_1207C_FEVER_CLEARED
    assert _pinned_pair(held, cleared) == ([], [])
    assert _written_count(held, cleared) == 0


# A lab value of the customer's said off - the liver's, an inflammation marker's, the kidney's,
# uric acid, CK, the blood counts, ferritin - is a condition (S3). A normal result, one back to
# normal or gone down, a blood sugar checked at home and normal (held S3 on main, a false hold),
# another person's, a stress or a mood "수치" and a body-fat reading stay cleared.
LEAD_1207C_LAB_HELD = [
    ("S3", "note", "customer_checkin", "간수치가 높게 나왔어요 건강검진에서"),
    ("S3", "note", "customer_checkin", "my liver enzymes came back high"),
    ("S3", "operator_note", "trainer_session", "회원 간수치 높다고 함"),
    ("S3", "note", "customer_checkin", "건강검진 했는데 신장 수치가 안 좋대요"),
    ("S3", "note", "customer_checkin", "요산 수치 높아서 재검 받으래요"),
    ("S3", "note", "customer_checkin", "CK 수치가 엄청 올라갔대요 병원에서"),
    ("S3", "note", "customer_checkin", "간 수치 AST ALT 둘 다 높대요 술 줄이래요"),
    ("S3", "note", "customer_checkin", "my kidney numbers were off on the blood test"),
    ("S3", "note", "customer_checkin", "doc said my ferritin is really low"),
]
LEAD_1207C_LAB_CLEARED = [
    ("note", "customer_checkin", "간수치 정상으로 돌아왔어요 다행"),
    ("note", "customer_checkin", "혈당 재봤는데 정상 범위래요"),
    ("note", "customer_checkin", "피 검사 받았는데 다 정상"),
    ("note", "customer_checkin", "liver enzymes back to normal now"),
    ("note", "customer_checkin", "건강검진 결과 다 정상이에요"),
    ("note", "customer_checkin", "엄마가 간수치 높게 나와서 걱정이에요"),
    ("note", "customer_checkin", "스트레스 수치가 높아요 ㅋㅋ 마감 때문에"),
    ("note", "customer_checkin", "텐션 수치 최고치 찍었어요 ㅋㅋ"),
    ("note", "customer_checkin", "my dad's cholesterol came back high"),
    ("operator_note", "trainer_session", "회원 혈액검사 결과 이상 없음"),
    ("note", "customer_checkin", "pumping iron all week, energy low-ish but fine"),
    ("note", "customer_checkin", "인바디 체지방률 수치 높게 나왔어요"),
    ("note", "customer_checkin", "아침에 혈당 체크했더니 정상이네요"),
    ("note", "customer_checkin", "checked my blood sugar at the pharmacy, normal"),
    ("note", "customer_checkin", "간수치 많이 낮아져서 다행이에요 이제 정상 근처"),
]


def test_lead_1207c_a_lab_value_said_off():
    held, cleared = LEAD_1207C_LAB_HELD, LEAD_1207C_LAB_CLEARED
    assert _pinned_pair(held, cleared) == ([], [])
    assert _written_count(held, cleared) == 0
