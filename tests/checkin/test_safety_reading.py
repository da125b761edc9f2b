"""How the classifier reads: numbers as written, scope of a match, S1's kind, failing closed."""

from __future__ import annotations

import functools
from collections.abc import Sequence

import pytest

from services.checkin.safety import numbers, rules
from services.checkin.safety.rules import classify
from shared.korean import ANALYZER


@functools.cache
def _corpus_texts() -> frozenset[str]:
    """Every corpus text, casefolded, read once for the rounds' "in no corpus" checks."""
    from tests.evaluation.safety import load_everything

    return frozenset(case.text.casefold() for case in load_everything())


def _written_count(*probe_lists: Sequence[tuple[str, ...]]) -> int:
    """How many probe texts (the last item of each probe) a corpus already holds, casefolded -
    a count only: naming a colliding probe would show that a held-out text has its words."""
    written = _corpus_texts()
    return sum(probe[-1].casefold() in written for probes in probe_lists for probe in probes)


def _rules(text: str, field: str = "note", flow: str = "customer_checkin") -> tuple[str, ...]:
    safety = classify(flow, [(field, text)])  # type: ignore[arg-type]
    return tuple(reason.rule_id for reason in safety.reasons)


@pytest.mark.parametrize(
    ("word", "value"),
    [
        ("칠", 7),
        ("오", 5),
        ("칠백", 700),
        ("천", 1000),
        ("십오", 15),
        ("다섯", 5),
        ("열", 10),
        ("스물", 20),
        ("1,700", 1700),
        ("72.5", 72.5),
        ("twelve", 12),
        ("오육", None),
    ],
)
def test_numbers_are_read_in_every_script(word, value):
    assert numbers.number_value(word) == value


def test_amounts_carry_their_unit_and_spans_their_days():
    kinds = [(q.unit, q.value) for q in numbers.quantities("칠 키로 빼야 해요 열흘 안에 D-3")]
    assert ("kg", 7.0) in kinds and ("days", 10.0) in kinds and ("days", 3.0) in kinds
    assert numbers.kilocalories("어제 팔백 칼로리 먹음") == [800.0]
    assert numbers.kilocalories_after_unit("총 kcal 450") == [450.0]
    (pounds,) = numbers.quantities("lose 12 lbs")
    assert pounds.unit == "kg" and pounds.value == pytest.approx(12 * numbers.POUND_KG)
    # "오늘" is no five: a numeral counts only with its unit
    assert numbers.quantities("오늘 운동 좋았어요") == []


@pytest.mark.parametrize(
    ("text", "held"),
    [
        ("보름 안에 여섯 키로 감량할 거예요", True),
        ("열흘 뒤 대회라 칠 키로는 빼야 돼요", True),
        ("D-6 바프, -5kg 더 남음", True),
        ("석 달 동안 6kg 빼는 게 목표예요", False),
        ("데드리프트 +10kg 목표로 일주일 동안 연습", False),
    ],
)
def test_the_goal_rule_reads_what_people_write(text, held):
    assert ("S6" in _rules(text)) is held


@pytest.mark.parametrize(
    ("text", "held"),
    [
        ("오늘 하루 구백 칼로리 먹었어요", True),
        ("total today like 650 cals lol", True),
        ("점심만 600kcal였고 저녁은 넉넉히 먹었어요", False),
        ("오늘 총 2,100kcal 먹었어요", False),
    ],
)
def test_a_day_under_a_thousand_kilocalories_in_free_text(text, held):
    assert ("S4" in _rules(text)) is held


@pytest.mark.parametrize(
    ("text", "held"),
    [
        ("무릎 통증 전혀 없음", False),
        ("어깨 안 아파요 이제", False),
        ("no pain in my back today", False),
        ("발목은 다 나았어요", False),
        ("별로 안 아픈데 허리가 쑤셔요", True),
        ("not sure if it's pain but my knee feels weird", True),
        ("아픈 건 아닌 거 같은데 잘 모르겠어요, 무릎이 좀 시큰", True),
        ("친구가 어제 발목을 다쳤어요", False),
        ("my brother sprained his wrist", False),
        ("친구랑 축구하다 발목 다쳤어요", True),
        ("통영 다녀왔어요, 아프리카 음식 먹음", False),
    ],
)
def test_a_match_is_cleared_only_by_its_own_negation_a_healed_past_or_another_person(text, held):
    assert ("S2" in _rules(text)) is held


@pytest.mark.parametrize(
    "text",
    [
        "다 그만하고 조용히 사라지고 싶어요",
        "그냥 살기 싫다 요즘",
        "tbh i dont want to be here anymore",
        "thinking about ending it all",
        "ㅈㅅ 생각이 자꾸 나요",
    ],
)
def test_self_harm_is_urgent_and_says_so(text):
    safety = classify("customer_checkin", [("note", text)])
    (s1,) = [reason for reason in safety.reasons if reason.rule_id == "S1"]
    assert s1.detail == "self_harm" and safety.level == "stop_and_escalate"


def test_palpitations_with_dizziness_are_cardiac_and_other_kinds_are_named():
    def kind(text: str) -> str | None:
        safety = classify("customer_checkin", [("note", text)])
        return next(r.detail for r in safety.reasons if r.rule_id == "S1")

    assert kind("심장이 막 두근거리고 머리가 핑 돌았어요") == "cardiac"
    assert kind("가슴이 쥐어짜듯 아파요") == "chest_pain"
    assert kind("계단에서 숨이 너무 차서 멈췄어요") == "breathing"
    assert kind("스쿼트하다 눈앞이 캄캄해졌어요") == "fainting"


def test_idioms_and_ordinary_exertion_hold_nothing():
    for text in (
        "하체 하고 죽는 줄 알았어요 ㅋㅋ",
        "기절하듯 잤어요",
        "인터벌 하고 숨 찼는데 금방 돌아왔어요, 컨디션 최고",
        "this workout killed me lol",
        "ㅈㅅ합니다 오늘 체크인 늦었어요",
    ):
        assert _rules(text) == (), text


def test_a_pain_detail_is_pain_unless_it_denies_it():
    assert _rules("오른쪽 무릎 안쪽, 계단 내려갈 때만", field="pain_text") == ("S2",)
    assert _rules("통증 없어요", field="pain_text") == ()


def test_an_analyser_that_cannot_run_holds_the_text_as_unanalysed_urgency(monkeypatch):
    def broken(text: str) -> tuple[()]:
        raise RuntimeError("model unavailable")

    monkeypatch.setattr(ANALYZER, "analyze", broken)
    safety = classify("trainer_session", [("operator_note", "회원 컨디션 좋음")])
    (reason,) = safety.reasons
    assert (reason.rule_id, reason.detail, reason.excerpt) == (
        "S1",
        "unanalysed",
        "회원 컨디션 좋음",
    )
    assert safety.coaching_held and safety.level == "stop_and_escalate"
    assert rules.RULE_IDS[0] == "S1"


# Phrasings written for the meaning classes the second fresh batch's tune half exposed
# (ADR 0074): none of these texts is in a corpus; each class is tried in words of its own.
@pytest.mark.parametrize(
    ("code", "text"),
    [
        ("S1", "이쯤에서 인생을 마무리할까 생각 중이에요"),
        ("S1", "다음 달엔 제가 있을지 모르겠어요"),
        ("S1", "다음은 없을 거예요 그동안 감사했어요"),
        ("S1", "기차 들어올 때 뛰어들면 편하겠다는 생각이 들었어요"),
        ("S1", "my family would be better if i simply wasnt here"),
        ("S1", "relapsed on sh last night"),
        ("S1", "sh urges again today"),
        ("S1", "조금만 걸어도 숨이 차고 가슴이 답답해요"),
        ("S1", "계단 몇 개에 숨차서 멈췄어요 이런 적 없었는데"),
        ("S2", "무릎이 빠질 것 같아요 계단 내려갈 때"),
        ("S2", "목이 나갔어요 아침에 일어나다가"),
        ("S2", "종아리가 욱씬욱씬해요"),
        ("S3", "척추 측만이 있어서 골반이 틀어져 있대요"),
        ("S4", "커피 말고는 먹은 게 없어요 삼일째"),
        ("S4", "이번 주는 안 먹기 챌린지 하고 있어요"),
        ("S4", "물로만 이틀 버텼어요"),
        ("S5", "요즘 오일 하고 있어요 몸이 확 커짐"),
        ("S5", "quit my fluoxetine last week cold turkey"),
        ("S5", "stopped my lexapro on my own"),
        ("S5", "에너지드링크 하루에 네 캔 마셔요"),
        ("S6", "계체까지 물을 거의 안 마시고 체중 맞출 거예요"),
        ("S6", "현재 80인데 열흘 뒤 73 찍는 게 목표"),
        # The third batch's tune half (ADR 0084's second round): the same classes, new words.
        ("S1", "saw burns on her wrist today, she admitted doing it to herself"),
        ("S1", "scratches on my thigh again, self inflicted"),
        ("S4", "he makes himself puke after dinner most nights"),
        ("S4", "밥 보기만 해도 겁나요 살찔까봐"),
        ("S4", "살찔까봐 불안해서 저녁을 못 먹겠어요"),
        # The fourth batch's tune half: the same method, classes it exposed.
        # A prescribed dose raised by the customer (more per time, or more often).
        ("S5", "당뇨약 원래 아침 한 번인데 살 빠진다길래 저녁에도 먹어요"),
        ("S5", "복용량 제가 좀 올렸어요 효과 빨리 보려고"),
        ("S5", "upped my dose of antidepressants without asking"),
        ("S5", "prescribed once a day but i take it twice for the appetite thing"),
        # Fat burners written in Hangul.
        ("S5", "지방 버너 먹고 뛰니까 땀이 엄청나요"),
        ("S5", "체지방버너 하루 세 알씩 먹는 중"),
        # A chest symptom that went away and came back is not over.
        ("S1", "chest felt tight on the bike, eased off, then returned when i climbed the stairs"),
        ("S1", "가슴 조이는 느낌 없어졌다가 계단 오르니까 다시 시작됐어요"),
        # A chest warning sign that passed still happened; chest pain in more words.
        ("S1", "had a sharp stab in my chest during intervals, went away after I stopped"),
        ("S1", "crushing weight on my chest on the stairs, gone after a minute"),
        ("S1", "가슴 한가운데가 콕콕 쑤셔요 운동 중에"),
        ("S1", "heart keeps doing flips when i stand up"),
        # A wound the person made themselves, said in Korean, across sentences.
        ("S1", "손등에 상처가 있는데 제가 직접 낸 거예요 말하기 싫어요"),
        ("S1", "스트레스 받으면 습관처럼 팔을 긁어서 피가 나요"),
        # Pills kept back, taken by the handful, or counted up.
        ("S1", "진통제 한 알씩 안 먹고 쌓아두는 중이에요"),
        ("S1", "looked up how many tablets it would take"),
        ("S1", "been saving up my sleeping pills"),
        # A drug another person gives ("놔줘서", "구해줘서"), taken by the customer.
        ("S5", "관장님이 주사 놔줘서 벌써 세 번 맞았어요 근육 붙는다고"),
        ("S5", "친구가 다이어트약 구해줘서 먹어보는 중"),
        # Drinking as dependence shows it: against the shakes, before work, to get through.
        ("S5", "요즘 술 없으면 불안해서 출근 전에 소주 한 잔 해요"),
        ("S5", "my hands get the shakes till i have a beer, so i drink one before work"),
        ("S5", "can't get through the day without a drink lately"),
        # Not eating planned up to a date.
        ("S4", "i'll just quit food for a few days before the shoot"),
        ("S4", "촬영 날까지는 아예 안 먹으려고요"),
        # A meal passed ("점심 패스") is no offer declined: the drug beside it still holds.
        ("S5", "이뇨제 한 알 먹고 점심 패스함"),
        ("S5", "took two laxatives and passed on dinner"),
    ],
)
def test_a_meaning_class_is_held_in_words_no_corpus_has(code, text):
    assert code in _rules(text)


@pytest.mark.parametrize(
    "text",
    [
        "과제 마무리하고 운동 갔어요",
        "다음 세션은 없을 수도 있어요 출장 때문에요",
        "지하철 타고 가면 한 시간이면 끝이에요",
        "올리브 오일 한 스푼 넣고 샐러드 먹었어요",
        "stopped my gym membership last month",
        "인터벌 끝나고 숨이 차서 잠깐 쉬었는데 금방 돌아왔어요",
        "단백질 쉐이크 말고도 밥 잘 먹었어요",
        "물로 입 헹구고 잤어요",
        "예방 차원에서 무릎 보호대 착용",
        "스쿼트 끝나고 나니 다리가 후들거려요 기분 좋은 피로",
        "아픈 데 하나도 없어요 컨디션 최고",
        "예전에 아팠던 허리 현재 통증 없어요",
        "지금 74인데 올해 안에 70 찍는 게 목표예요",
        "사진 찍기 프로젝트 시작했어요",
        "허벅지 알만 배었어요 ㅋㅋ 걷는 게 웃겨요",
        "등 근육통 평소랑 같은 느낌이에요",
        "어깨 뻐근한데 통증은 없어요",
        "처방받은 약 제때 먹고 있어요",
        "took my meds on schedule, all good",
        # The fourth batch's tune half.
        "캠핑 가서 가스버너로 고기 구웠어요",
        "chest day tomorrow, pumped",
        "추워서 손이 떨리네요",
        "회식 때 맥주 한잔 했어요",
        "아침에 커피 한잔 저녁에 맥주 한잔",
        "trying to stop eating after 8pm",
        "점심까지 아무것도 안 먹었어요 바빠서",
        "비타민 하루 한 알인데 저녁에도 먹어요",
        "약 3kg 빠졌어요",
        # Kin with a prefix or an honorific, and their whole noun phrase, are another person.
        "친언니가 공황장애 때문에 힘들어해요",
        "큰아빠가 암 투병 중이세요",
        "시어머님 무릎 수술 병문안 다녀왔어요",
        # Caring for or visiting the sick; a shot against an illness; a title with 님.
        "엄마 간병하느라 잠을 못 잤어요",
        "할머니 문병 다녀왔어요",
        "코로나 백신 3차 맞고 하루 쉬었어요",
        "주사가 너무 무서워서 건강검진 미뤘어요",
        "관장님이 오늘 미트 잡아주심",
        # Soreness graded normal.
        "하체 후 근육통 정상 수준이라 진행함",
        "어깨 뭉침 정상임 폼롤러 추천",
        # The word as a name.
        "수면제라는 노래 듣다가 잠들었어요",
        "there's a cocktail called the Hangover at that bar, so good",
        "a band named Migraine played at the festival",
        # Hunger or sleepiness as hyperbole.
        "배고파서 기절할 것 같아요 점심 언제 먹지",
        "졸려서 쓰러질 것 같아 커피 수혈",
        "so hungry i could literally pass out lol, lunch can't come soon enough",
        # "1도" (not at all), and a symptom noun whose own predicate is negated.
        "무릎 통증 1도 없어요",
        "라면 먹고 죄책감 1도 안 들어요",
        "어깨 통증은 이제 안 아파요 스트레칭 덕분",
        # Vomiting as a measure of bad taste.
        "이 쉐이크 토할 것처럼 맛없어요 ㅋㅋ",
        "토 나올 듯한 냄새라 못 먹겠음",
        # A healed or absent symptom in the tune halves' shapes: "다 나아서", a nominalised
        # symptom "현재 없음", "0/10", a denial, "다 회복됐어요".
        "손목 접질렸던 거 다 나아서 푸쉬업 다시 시작",
        "어깨 결리던 거 이제 하나도 안 느껴져요",
        "무릎 시큰함 현재 없음",
        "old shoulder injury 다 회복됐어요",
        "client denied any knee pain this session",
        "통증 0/10 오늘 컨디션 좋음",
        "영양제 모아서 한 번에 주문했어요",
    ],
)
def test_the_same_words_in_a_harmless_role_match_no_rule(text):
    # The rules' word classes stay specific; the learned reader's own false holds are
    # measured on the corpora (make eval-safety), not pinned text by text.
    assert rules.findings(text) == []


@pytest.mark.parametrize(
    ("code", "text"),
    [
        ("S2", "근육통 일주일째인데 정상이에요?"),
        ("S1", "스쿼트하다 어지러워서 쓰러질 것 같았어요"),
        ("S4", "먹고 나면 죄책감 들어요"),
        ("S2", "통증은 이제 안 아픈데 붓기가 있어요"),
        ("S2", "허리 통증은 아직 안 나아요"),
        ("S2", "ankle sprain track practice was rough"),
        ("S4", "먹고 나서 토할 것 같이 배불러서 일부러 토했어요"),
        ("S3", "독감 걸려서 이번 주는 쉴게요"),
        ("S2", "어깨 뻐근함 지금도 있음"),
        ("S2", "knee injury 회복 중"),
        ("S2", "무릎 아픈 거 아직 안 나아요"),
        ("S2", "통증 3/10"),
        # A painful condition of the customer is pain too.
        ("S2", "편두통 때문에 운동 못 가요"),
        ("S2", "my sciatica is acting up again"),
    ],
)
def test_the_fourth_batchs_harmless_classes_stay_narrow(code, text):
    # The harmless classes above (normal soreness, hyperbole, "1도", similes, vaccines) do
    # not clear the same words when they say risk.
    assert code in _rules(text)


@pytest.mark.parametrize(
    "text", ["별로 안 아픈데 종아리가 좀 뻐근해요 ㅋㅋ", "허리가 당기는데 안 아프긴 해요 ㅋㅋ"]
)
def test_laughter_does_not_clear_a_hedged_ache(text):
    # Laughter marks ordinary soreness, but a hedge ("별로 안 아픈데") still holds as pain.
    assert "S2" in _rules(text)


@pytest.mark.parametrize(
    ("code", "text"),
    [
        # A joint that will not lift, turn or bend, or bothers at each bend (fresh5-tune).
        ("S2", "팔이 위로 잘 안 올라가요 옷 갈아입기 힘듦"),
        ("S2", "고개가 옆으로 안 돌아가서 운전할때 무서웠어요"),
        ("S2", "허리 숙일 때마다 뭔가 걸리는 느낌이 나요"),
        ("S2", "couldn't lift my arm above my shoulder this morning"),
        ("S2", "knee is ok unless i go down stairs"),
        # The sternum is the chest.
        ("S1", "흉골 부근이 콕콕 찌르고 숨쉬면 더 아파요"),
        # Every meal skipped for days; a day told meal by meal in light foods.
        ("S4", "삼시세끼 다 스킵한지 사흘째에요"),
        ("S4", "skipped every meal since tuesday"),
        ("S4", "아침 사과 하나, 점심 패스, 저녁 계란 두 개"),
        ("S4", "breakfast: black coffee. lunch skipped. dinner a yogurt"),
        # A binge undone by guilt, fasting or hours of cardio.
        ("S4", "폭식하고 나서 너무 괴로워서 오늘은 아무것도 안 먹을래요"),
        ("S4", "binged on pizza last night so im doing 3 hours of cardio today to burn it off"),
        # A prescription drug got without a prescription; rhinitis is a condition.
        ("S5", "위고비 처방 없이 지인한테 받아서 맞고 있어요"),
        ("S5", "got ozempic without a prescription from a website"),
        ("S3", "알레르기 비염 때문에 코가 막혀서 유산소 힘들어요"),
        # A fast of days stays risky whoever planned it; an operation with trouble still,
        # a disease it treated, a film scene the person wants for themselves.
        ("S4", "one-day fast every week as my doctor said, 3 days in a row this time"),
        ("S2", "무릎 수술했었는데 아직 좀 불편해요"),
        ("S3", "작년에 허리디스크 수술했었는데 이젠 아무 문제 없어요"),
        ("S1", "드라마 주인공이 자해하는 장면 보고 나도 그러고 싶어졌어요"),
        ("S2", "종아리 뻐근한데 3일째 계속, 걷는건 문제없어요"),
        ("S1", "계단 오르는데 숨이 막혀서 죽는 줄 알았어요"),
        # Kept after the reader's refit: living on a few bites, and steroids as winked juice.
        ("S4", "요즘 떡뻥 몇 개로 버텨요 배는 안 고파요"),
        ("S4", "client says she mostly eats just a few rice cakes and coffee"),
        ("S5", "been on the juice since spring, gains are crazy"),
        ("S5", "my coach sorted me some special juice for comp prep"),
        # A risk word as what others talk about clears only that word.
        ("S1", "chest pain is all i can think about, it's been 2 days"),
        ("S2", "back pain is all i hear about at work, and my knee hurts too"),
    ],
)
def test_the_fifth_batchs_risky_classes_are_held(code, text):
    assert code in _rules(text)


@pytest.mark.parametrize(
    "text",
    [
        # A past operation or injury history with no trouble now.
        "예전에 어깨 수술한 적 있는데 지금은 멀쩡해요",
        "과거 발목 골절 이력 있으나 현재 통증 없음",
        # Supplements only, in Latin letters.
        "vitamin C + zinc만 복용 중",
        # Soreness that stops nothing.
        "허벅지 알 배겼는데 스쿼트 하는 데 지장 없음",
        # Breath that only nearly stopped, as a figure of speech.
        "찬물 샤워하다가 숨 멎는 줄 ㅋㅋ",
        # A risk word in a quoted name; self-harm as a film's scene.
        '우리 동네 카페 이름이 "심장마비"래요 ㅋㅋ',
        "영화 보는데 주인공이 자살 시도하는 씬이 너무 길었음",
        # A one-day fast on a doctor's plan; a day of ordinary meals.
        "24h fast once a month per my doctors plan, ate normally after",
        "아침 오트밀 점심 닭가슴살 샐러드 저녁 연어",
        "어제 치팅데이 과식했지만 오늘 평소대로 먹었어요",
        "크래커 몇 개 먹고 운동 갔어요",
        "back pain is all my coworkers talk about at lunch",
        "migraines are all my sister ever talks about",
        "the juice bar next to the gym does a great carrot one",
    ],
)
def test_the_fifth_batchs_harmless_classes_match_no_rule(text):
    assert rules.findings(text) == []
    assert not any(test(text) for tests in rules._STRUCTURAL.values() for test in tests)


@pytest.mark.parametrize(
    ("code", "text"),
    [
        # A whole supply of medicine swallowed at once or thought of is an overdose: S1.
        ("S1", "수면제 한 통 다 삼키고 싶다는 생각이 들어요"),
        ("S1", "모아둔 진통제 생각이 자꾸 나요"),
        ("S1", "약을 한 번에 다 먹어버리면 편해질까 싶어요"),
        ("S1", "keep thinking about swallowing the whole bottle of my sleeping pills"),
        ("S1", "i've been saving up my meds, might take them all at once"),
        # Chest pressure in Korean is pain of the chest too.
        ("S2", "운동 중 가슴 압박감 있어서 쉬었어요"),
        ("S2", "가슴을 무언가 짓누르는 느낌이 한참 갔어요"),
        # Another member named with a qualifier, or a friend in Latin letters - but the
        # customer's own pain or drug in the same note still holds.
        ("S2", "다른 회원님 무릎 아프다는 얘기 듣고 보니 저도 무릎이 시큰해요"),
        ("S5", "friend가 준 다이어트약 저도 먹기 시작했어요"),
        ("S2", "another client cancelled, and my own shoulder hurts again"),
        # 마약 without a dish after it is a drug; soreness that is not a workout's, or that
        # comes with a sign, holds with laughter too.
        ("S5", "마약 한 번 해봤는데 별거 없더라구요"),
        ("S2", "my lower back is sore lol"),
        ("S2", "so sore from leg day lol, and my knee is swollen"),
        ("S2", "sore for five days after squats haha"),
    ],
)
def test_the_sixth_batchs_risky_classes_are_held(code, text):
    assert code in _rules(text)


def test_an_overdose_thought_is_urgent_self_harm():
    safety = classify("customer_checkin", [("note", "진통제 한 통 털어 넣을까 생각 중이에요")])
    (urgent,) = [reason for reason in safety.reasons if reason.rule_id == "S1"]
    assert urgent.detail == "self_harm"


@pytest.mark.parametrize(
    "text",
    [
        # A supply used up over time, or a supplement finished, is no overdose.
        "비타민 한 통 이번 달에 다 먹었어요",
        "finished the whole tub of creatine this month",
        # Another member's pain; a friend's drug in a mixed sentence, not taken.
        "다른 회원님이 허리 아프다고 하셔서 수업 시간 바꿨어요",
        "옆 사람이 발목 삐어서 구급차 왔었어요",
        "roommate가 다이어트약 산다길래 말렸어요",
        "another member said her knee surgery went well",
        # 마약 as a dish's nickname; addiction as praise for taste.
        "마약김밥 사 먹었는데 진짜 중독성 있음",
        "편의점 마약 떡볶이 또 샀어요 ㅋㅋ",
        # A workout's soreness, laughed at.
        "quads are wrecked from leg day, can barely sit down lol",
        "so sore after yesterday's squats hahaha",
    ],
)
def test_the_sixth_batchs_harmless_classes_match_no_rule(text):
    assert rules.findings(text) == []
    assert not any(test(text) for tests in rules._STRUCTURAL.values() for test in tests)


@pytest.mark.parametrize(
    ("code", "text"),
    [
        # A countdown with a weight still to lose is S6; only a bare "D-N" is no minus.
        ("S6", "D-9 바디프로필인데 아직 -6kg 남음"),
        ("S6", "d-4 until weigh-in and i'm minus 5 kilos off target"),
        # A roommate's injury is theirs, the customer's own is not.
        ("S2", "룸메랑 같이 뛰다가 제 발목 접질렸어요"),
        ("S2", "룸메이트가 다쳐서 병원 갔다가 저도 허리 삐끗했어요"),
        # An adjective of the term before another person describes them; with a comma, or a
        # noun form, it may be the customer's own.
        ("S3", "I'm asthmatic, sister thinks I should tell you"),
        ("S2", "ankle pain brother says rest it"),
        ("S3", "diabetic since 2019, and my brother is too"),
    ],
)
def test_the_countdown_roommate_and_adjective_classes_keep_their_risk(code, text):
    assert code in _rules(text)


@pytest.mark.parametrize(
    "text",
    [
        "D-5 이사 날이라 정신없어요",
        "d-3 till my sister's wedding!! so excited",
        "룸메가 knee injury 있어서 같이 장 보러 감",
        "룸메이트가 감기 걸려서 집에서 운동함",
        "my epileptic cousin came to watch the session",
        "our injured neighbor asked for a lift to the clinic",
    ],
)
def test_the_countdown_roommate_and_adjective_harmless_classes_match_no_rule(text):
    assert rules.findings(text) == []
    assert not any(test(text) for tests in rules._STRUCTURAL.values() for test in tests)


@pytest.mark.parametrize(
    ("code", "text"),
    [
        # A negator is the symptom when breath will not come, or sits beside another sign.
        ("S1", "숨이 잘 안 쉬어져서 운동 중간에 멈췄어요"),
        ("S1", "숨을 제대로 못 쉬겠고 가슴이 답답했어요"),
        ("S1", "숨이 차서 계단을 못 올라가겠어요"),
        # An eating window does not clear a fast of days.
        ("S4", "20:4 하다가 이번 주엔 나흘 동안 아무것도 안 먹었어요"),
        ("S4", "단식 4일째예요 18:6으론 부족해서요"),
    ],
)
def test_negated_breath_and_eating_windows_keep_their_risk(code, text):
    assert code in _rules(text)


@pytest.mark.parametrize(
    "text",
    [
        # Breathlessness itself denied with 안 (spaced or not).
        "인터벌 끝까지 했는데 숨도 안 찼어요",
        "오늘은 호흡이 안 가빠서 좋았어요",
        # An eating window written as Kiwi's one serial token.
        "18:6 단식 한 달째, 컨디션 좋아요",
        "14:10 단식 중이라 저녁 7시 전에 먹어요",
    ],
)
def test_negated_breath_and_eating_windows_match_no_rule(text):
    assert rules.findings(text) == []
    assert not any(test(text) for tests in rules._STRUCTURAL.values() for test in tests)


# --- Round 6 (fresh7-tune and the older tune halves' remaining classes) -------------------


@pytest.mark.parametrize(
    ("code", "text"),
    [
        # A sedative taken with alcohol is urgent, whatever the intent.
        ("S1", "어제 소주 한 병 마시고 졸피뎀 먹고 잤어요"),
        ("S1", "맥주 몇 캔 마시고 수면유도제 두 알 먹었어요"),
        ("S1", "took two sleeping pills after a bottle of wine last night"),
        ("S1", "회원님 음주 후 신경안정제 복용했다고 함"),
        # Nothing left that ties one to life; a sleep or rest wished for ever, either order.
        ("S1", "이젠 삶에 아무 미련도 없어요"),
        ("S1", "인생에 더 이상 미련 없다"),
        ("S1", "영원히 쉬고 싶다"),
        ("S1", "눈 감고 싶어 영원히"),
        # A medicine whose one use is a chronic disease names it; endo is endometriosis.
        ("S3", "인슐린 맞는 거 자꾸 까먹어요"),
        ("S3", "I skip my insulin on rest days"),
        ("S3", "endo flare again so only stretching today"),
        # Days on end of only a fraction or a bite of something.
        ("S4", "이틀째 바나나 반 개만 먹고 버티는 중"),
        ("S4", "3일 내내 하루에 요거트 한 입씩만 먹었어요"),
        ("S4", "for three days just half a protein bar a day"),
        # Risky twins of the harmless classes below: still held.
        ("S1", "자살 생각이 골치 아프게 계속 나요"),
        ("S2", "손목보호대 차고 했어요 아직 시큰해서"),
        ("S6", "시합 전날 사우나 가서 땀 쫙 뺐어요"),
        ("S6", "사우나에서 땀으로 2키로 빼고 계체 갈 거예요"),
        ("S2", "무릎 통증 체크: 아직 있음, 내일 다시"),
        ("S2", "허리 삐끗했는데 쉬는 게 나음"),
        ("S2", "발목 삐끗한 거 아직 덜 나음"),
        ("S2", "발목 붓기가 아직 안 빠져요"),
        ("S2", "넘어진 뒤로 붓기가 좀 빠졌어요"),
        ("S2", "붓기가 빠지질 않고 계속 아파요"),
        ("S6", "동생이 2주 만에 6kg 뺐대요 저도 그렇게 빼고 싶어요"),
        ("S5", "asked about SARMs, he's been taking them for a month"),
        ("S5", "Client asked about tren, already bought some"),
    ],
)
def test_the_seventh_batchs_risky_classes_are_held(code, text):
    assert code in _rules(text)


@pytest.mark.parametrize(
    "text",
    [
        # 미련 of a person or a food; forever of something other than sleep.
        "전 남친한테 미련 없음 ㅋㅋ",
        "치킨에 미련 없어요 다이어트 중",
        "이 노래 영원히 듣고 싶다",
        # 자살 fused to a play: an own goal, a squeeze bunt.
        "어제 자살골 먹고 멘탈 나감",
        "자살번트 작전 성공",
        # Sweating in a sauna with no weight to come off; a brace for prevention.
        "사우나에서 땀 흘리고 나니 개운해요",
        "발목보호대 예방용으로 하나 샀어요",
        # A form's label between the pain word and its answer.
        "통증 여부: 없음",
        "통증 유무 확인 - 없음",
        # Healed, said with the noun 나음 after "completely".
        "작년에 발목 접질린 거 싹 나음",
        # Puffiness of no body part, going down or put down to water, salt or the cycle.
        "어제 라면 먹어서 얼굴 붓기 장난 아님",
        "저염식 하니까 붓기가 덜한 느낌이에요",
        # A drug only asked about.
        "client asked me about clenbuterol, told her no",
        "curious about ostarine since my gym friends use it",
        # Days of a limit on one dish, or a fraction once.
        "일주일 동안 야식은 한 입만 먹었어요",
        "3일 전에 케이크 반 조각만 먹었어요",
    ],
)
def test_the_seventh_batchs_harmless_classes_match_no_rule(text):
    assert rules.findings(text) == []
    assert not any(test(text) for tests in rules._STRUCTURAL.values() for test in tests)


def _by_rules(text: str) -> set[str]:
    """The rules' codes alone, the learned reader left out."""
    found = rules.findings(text)
    return {r.rule_id for r in rules._rule_reasons("customer_checkin", "note", text, found)}


@pytest.mark.parametrize(
    ("code", "text"),
    [
        # A sedative and alcohol kept apart, or someone else's mix: no S1 (the sedative
        # itself is still S5).
        ("S1", "술 마신 날은 수면제 안 먹어요"),
        ("S1", "doctor said never take my sleeping pills with alcohol"),
        ("S1", "친구가 술이랑 수면제 같이 먹었대요 걱정돼요"),
        # Another person's deed, reported with a hearsay ending and no first person.
        ("S6", "언니가 한달에 10키로 뺐다더라"),
        ("S6", "동생이 2주 만에 6kg 뺐다고 하더라고요"),
        ("S6", "회사 선배가 대회 나간다고 열흘에 6키로 뺐대요 독하다"),
    ],
)
def test_the_seventh_batchs_kept_apart_and_reported_classes_clear_their_code(code, text):
    assert code not in _by_rules(text)


@pytest.mark.parametrize(
    ("code", "text"),
    [
        # A disc of the spine stays a condition; a computer's disk does not.
        ("S3", "디스크 때문에 허리 아파요"),
        ("S3", "디스크 조각이 신경을 누른대요"),
        # The customer's own pain with a cause before a verb; a hedge in the pain's clause.
        ("S2", "어깨 통증 때문에 고생하던 제가 PT 받고 좋아졌어요"),
        ("S2", "통증은 없는 것 같고 잠도 잘 잤어요"),
        ("S2", "아픈 건 아닌 거 같은데 잘 모르겠어요"),
        # Only a liquid, in any ending; an intake with a Sino numeral as its own word.
        ("S4", "하루종일 커피만 마심"),
        ("S4", "이틀째 아메리카노만 마셔요"),
        ("S4", "총 칼로리 팔백이요"),
        # Another person, then the customer joins in.
        ("S5", "my friend at my office was on tren and so am i"),
        ("S3", "my sister has asthma and i do too"),
    ],
)
def test_the_older_tune_halves_remaining_risky_twins_are_held(code, text):
    assert code in _rules(text)


@pytest.mark.parametrize(
    "text",
    [
        "디스크 용량이 부족해서 사진 정리했어요",
        "어깨 통증 때문에 고생하던 친구가 저한테 PT 추천받았대요",
        "무릎 통증은 없고 컨디션도 좋은 것 같아요",
        "칼로리 계산 귀찮아서 사진만 찍어둬요",
        "아메리카노는 점심 전에만 마셔요",
        "my cousin at my old job was on tren, scary stuff",
        "my brother at my place has a knee injury",
    ],
)
def test_the_older_tune_halves_remaining_harmless_classes_match_no_rule(text):
    assert rules.findings(text) == []
    assert not any(test(text) for tests in rules._STRUCTURAL.values() for test in tests)


@pytest.mark.parametrize(
    ("code", "text"),
    [
        # Starving as the way to make weight; meals stopped altogether.
        ("S4", "fight is saturday, 4 kilos over, gonna starve it off"),
        ("S4", "weigh-in friday so starving and sweating till then"),
        ("S4", "요즘 끼니를 아예 끊었어요"),
        ("S4", "대회 때문에 식사를 중단했대요 회원님이"),
        # A loss by a fast is a change of weight; a diuretic before a weigh-in is a method.
        ("S6", "일주일 단식으로 6키로 빠졌어요"),
        ("S6", "보름 금식으로 칠 키로 계획 중"),
        ("S6", "taking water pills the day before my weigh-in"),
        # Breathless with laughter nearby but not from it: still held.
        ("S1", "I was out of breath walking to the car"),
        ("S1", "out of breath after two stairs, laughing it off but scared"),
    ],
)
def test_starving_fasting_and_diuretics_for_weight_are_held(code, text):
    assert code in _rules(text)


@pytest.mark.parametrize(
    "text",
    [
        "간헐적 단식 중이라 아침 식사는 끊었어요",
        "ran out of breath from laughing at the group chat",
        "out of breath laughing at my own squat form video",
    ],
)
def test_one_meal_stopped_and_breath_lost_to_laughter_match_no_rule(text):
    assert rules.findings(text) == []
    assert not any(test(text) for tests in rules._STRUCTURAL.values() for test in tests)


@pytest.mark.parametrize(
    ("code", "text"),
    [
        # More than one dose, or often, of an over-the-counter painkiller: still S5.
        ("S5", "took an ibuprofen before every session this week"),
        ("S5", "took 6 tylenol today"),
        ("S5", "타이레놀 하루에 네 알씩 먹어요"),
        # Water held back, said with 만 or 도, before a weigh-in.
        ("S6", "계체 전날 물도 안 마시고 버틸 거예요"),
        ("S6", "내일 계체라 오늘은 물만 안 마시면 돼요"),
    ],
)
def test_painkillers_taken_often_and_water_held_back_are_held(code, text):
    assert code in _rules(text)


@pytest.mark.parametrize(
    "text",
    [
        "타이레놀 한 알 먹고 푹 잤어요",
        "took one aspirin after the dentist, all good",
        "다이어트약 없이 식단으로만 빼는 중",
    ],
)
def test_one_ordinary_dose_and_going_without_match_no_rule(text):
    assert rules.findings(text) == []
    assert not any(test(text) for tests in rules._STRUCTURAL.values() for test in tests)


# --- Round 7 (fresh8-tune) -----------------------------------------------------------------


@pytest.mark.parametrize(
    ("code", "text"),
    [
        # Kilocalories written with the Hangul loan 키로/킬로 and 칼로리 in one word.
        ("S4", "사백오십 키로칼로리.. 오늘은 성공"),
        ("S4", "오늘 육백킬로칼로리만 먹었어요"),
        ("S4", "어제 총 750 키로칼로리 먹음"),
        # Risky twins of the harmless classes below: still held.
        ("S1", "been having suicide thoughts during my sprints lately"),
        ("S1", "thinking about suicide again after practice"),
        ("S1", "운동하다가 숨막히는 느낌이 계속 들어요"),
        ("S1", "숨이 막히는 순간이 몇번 있었어요 계단에서"),
        ("S1", "숨막혀서 경기 보다가 나왔어요"),
        ("S2", "허리 통증 有 오늘도"),
        ("S4", "Fasting for Yom Kippur but honestly I've barely eaten in 4 days before that too"),
        ("S4", "라마단인데 사흘째 아무것도 안 먹었어요"),
        ("S4", "교회 금식기도 일주일 동안 물만 마셔요"),
        ("S3", "당뇨 판정 받았어요 지난주에"),
        ("S3", "지난달에 갑상선 질환 판정을 받았어요"),
        ("S3", "유방암 수술하고 5년 됐어요 완치판정 받았고요"),
        ("S5", "혈압약은 따로 안 먹고 있어요 요즘"),
        ("S5", "약 요즘 안 먹어요 의사가 먹으라고 했는데"),
        ("S5", "처방받은 약 안 먹은지 일주일"),
        ("S6", "일주일에 5키로 빼야돼요 계체 때문에"),
    ],
)
def test_the_eighth_batchs_risky_classes_are_held(code, text):
    assert code in _rules(text)


@pytest.mark.parametrize(
    "text",
    [
        # A conditioning drill named by the word "suicide".
        "suicide drills again at volleyball, brutal",
        "we did suicide runs at the end of practice, legs dead",
        # Breath-stopping said of a contest or a view: breathtaking.
        "어제 결승 진짜 숨 막히는 접전이었어요 잠 못잠",
        "제주도 숨막히는 경치 보면서 러닝했어요",
        # A Hanja answer on a form: 無 is none.
        "무릎 통증 無",
        "허리 상태 양호, 통증 無",
        # A fast a faith sets, one day or the daylight hours.
        "Fasting tomorrow for Yom Kippur so moving our Monday session",
        "라마단이라 해 떠있을 때는 안 먹어요 해 지고 잘 먹어요",
        "교회 금식 기도라 내일 하루 금식해요, 금요일 세션은 그대로",
        # The all-clear received is no diagnosis.
        "건강검진 정상 판정 받았어요 ㅎㅎ",
        "발목 인대 다친 건 작년에 완치 판정 받았어요. 지금 통증 없음",
        # No medicine taken at all is no prescribed one stopped.
        "아니요 약은 따로 안 먹어요",
        "약은 전혀 안 먹어요 영양제만",
        # A day's intake above the floor written as 키로칼로리.
        "오늘 이천 키로칼로리 정도 먹었어요 단백질 위주",
        "1800 킬로칼로리 맞춰서 먹는 중",
    ],
)
def test_the_eighth_batchs_harmless_classes_match_no_rule(text):
    assert rules.findings(text) == []
    assert not any(test(text) for tests in rules._STRUCTURAL.values() for test in tests)


@pytest.mark.parametrize(
    ("text", "denied"),
    [
        ("이전 허리 통증 완전히 해소, 현재 무증상", True),
        ("어깨 통증은 해소됨.", True),
        ("knee pain resolved, asymptomatic now", True),
        ("shoulder 상태 good, 통증 無", True),
        # Not resolved, or present: the pain detail describes pain.
        ("허리 통증 해소 안 돼서 계속 불편", False),
        ("knee pain not resolved, still sharp on stairs", False),
        ("무릎 통증 有, 계단 내려갈때", False),
    ],
)
def test_a_pain_detail_that_says_the_pain_resolved_denies_it(text, denied):
    assert (rules.stated_pain_detail(text) is None) is denied
    if not denied:
        assert "S2" in _rules(text, field="pain_note", flow="trainer_session")


# --- Round 8 (fresh9-tune) -----------------------------------------------------------------


@pytest.mark.parametrize(
    ("code", "text"),
    [
        # A chest that feels heavy is pressure on it: chest pain.
        ("S1", "가슴이 무거운 느낌이 계속 들어요 계단 오를때"),
        ("S1", "가슴 한가운데가 뭐가 얹힌 것처럼 무겁고 답답해요"),
        ("S1", "my chest has felt heavy since this morning"),
        # The chest's muscle pulled or torn is chest pain all the same (S2 with it).
        ("S1", "벤치하다가 가슴 근육이 찢어진 것 같아요 팔 들면 아파요"),
        ("S1", "흉부 근육 결려서 숨쉴때 불편해요"),
        ("S2", "벤치하다가 가슴 근육이 찢어진 것 같아요 팔 들면 아파요"),
        # A painful condition lived with, coming back again and again, is pain too.
        ("S2", "편두통을 달고 살아서 일주일에 두번은 약 먹어요"),
        ("S2", "I get migraines often, a couple a month at least"),
        # An antidepressant names the disorder it treats.
        ("S3", "항우울제 먹은지 2년 됐어요"),
        ("S3", "항우울제 요즘 반만 먹고 있어요"),
        # Standing a long time on a bridge or a roof, or looking down from it.
        ("S1", "퇴근길에 다리 위에 한참 서있었어요 그냥"),
        ("S1", "대교 위에서 한참 서 있다가 집에 왔어요"),
        ("S1", "sat on the roof ledge for ages last night"),
        ("S1", "was standing on the bridge looking down for a while"),
        # Risky twins of the harmless classes below: still held.
        ("S1", "가슴운동하고 나서 가슴이 무겁고 숨이 차요"),
        ("S5", "테스토 사이클 2주차예요"),
        ("S5", "다음달부터 사이클 돌릴 거예요 처음이라 떨려요"),
        ("S6", "일주일에 5키로 빼야돼요 계체 때문에 벤치는 그대로"),
        ("S3", "작년에 맹장수술 했는데 아직 가끔 당겨요"),
        ("S3", "작년에 수술했는데 건강 관리 때문에 PT 시작했어요"),
        ("S3", "저랑 배우자 둘 다 당뇨 있어요"),
    ],
)
def test_the_ninth_batchs_risky_classes_are_held(code, text):
    assert code in _rules(text)


@pytest.mark.parametrize(
    "text",
    [
        # A chest day lifted heavy is a load.
        "가슴 운동 오늘 무겁게 쳤어요 펌핑 굿",
        # A bridge as a place one went to.
        "다리 위에서 사진 찍고 왔어요 야경 예뻐요",
        # A cycle class or a bike ride, not a steroid cycle.
        "실내 사이클 수업 45분 하고 왔어요",
        "사이클 30분 존2로 탔어요",
        # A lift's load written in Hangul numerals.
        "데드 칠십키로 성공, 벤치 오십키로 증량",
        "스쿼트 십키로 증량했어요 이번 주에",
        # A past operation, healthy now (also as 수술 받은).
        "20년 전에 맹장 수술 받은 거 말고는 건강합니다",
        # A spouse's condition.
        "배우자가 당뇨라서 저녁 메뉴 같이 짜요",
        "회원 신랑 고혈압이라 식단 같이 조절 중이라고 함",
    ],
)
def test_the_ninth_batchs_harmless_classes_match_no_rule(text):
    assert rules.findings(text) == []
    assert not any(test(text) for tests in rules._STRUCTURAL.values() for test in tests)


@pytest.mark.parametrize(
    ("text", "denied"), [("음슴요", True), ("업슴", True), ("음... 아파요 조금", False)]
)
def test_a_pain_detail_in_chat_spelling_of_none_denies_it(text, denied):
    assert (rules.stated_pain_detail(text) is None) is denied


# --- Round 9 (fresh10-tune) ----------------------------------------------------------------


@pytest.mark.parametrize(
    ("code", "text"),
    [
        # Meals barely eaten for days, said as 식사 거의 안 했다.
        ("S4", "사흘째 식사 거의 안 했어요 입맛이 없어서"),
        ("S4", "회원 이틀간 식사 제대로 못 했다고 함"),
        # Frozen shoulder and a herniated disc's abbreviation are named disorders.
        ("S3", "왼쪽 어깨 오십견 진단 받았어요"),
        ("S3", "유착성 관절낭염 때문에 팔이 잘 안 올라가요"),
        ("S3", "frozen shoulder on the left since spring"),
        ("S3", "C5-6 HNP, 재활 중"),
        # A racing heart on a strong stimulant, dizzy or not.
        ("S1", "에페드린 먹고 나서 심장이 계속 빨리 뛰어요"),
        ("S1", "on clen week 3, heart pounding at night"),
        ("S1", "친구가 준 애더럴 먹었더니 심장이 막 뛰네요"),
        # A body part's trouble flaring up again.
        ("S2", "허리가 또 도졌어요 어제 데드하고"),
        ("S2", "발목 부상 도진 것 같아요 계단에서"),
        # The customer and another person "both" (둘 다): the customer's condition too - the
        # refit reader no longer held round 8's twin, so a rule does.
        ("S3", "남편이랑 저 둘 다 고혈압이에요"),
        ("S3", "나랑 언니 둘 다 빈혈 있대"),
        # Risky twins of the harmless classes below: still held.
        ("S2", "예전에 다친 손목이 요즘 다시 아파요"),
        ("S2", "작년에 다친 무릎이 아직 조금 아파요"),
        ("S2", "통증 O. 무릎 안쪽"),
        ("S2", "골치 아픈 일이 많아서 그런지 머리도 아파요"),
        ("S2", "I have a pain in the neck since yesterday's shrugs"),
        ("S1", "heart racing while watching the match and I got dizzy"),
        ("S4", "오늘 700kcal 먹고 운동으로 500kcal 태웠어요"),
    ],
)
def test_the_tenth_batchs_risky_classes_are_held(code, text):
    assert code in _rules(text)


@pytest.mark.parametrize(
    "text",
    [
        # Another person's condition, the customer only beside them (no "both").
        "저는 남편이랑 같이 운동해요 남편이 당뇨라서요",
        # An old injury that no longer hurts.
        "작년에 다친 발목은 이제 하나도 안 아파요",
        "예전에 삐끗한 허리 이제 멀쩡해요",
        # A cross or N/A right after the pain word denies it.
        "어깨 통증 X.",
        "허리 통증 N/A",
        # 골치 아프다: a bother, not a head that hurts.
        "애들 시험 때문에 골치가 아파요 ㅎㅎ",
        # "a pain in the neck" as a bother.
        "my commute is a real pain in the neck lately",
        # A heart racing while watching a game or a film.
        "heart was pounding watching the last minute of the final lol",
        # Kilocalories a workout burned are not intake.
        "러닝 1시간에 600kcal 소모했대요 워치 기준",
        "burned about 500 kcal on the rower",
    ],
)
def test_the_tenth_batchs_harmless_classes_match_no_rule(text):
    assert rules.findings(text) == []
    assert not any(test(text) for tests in rules._STRUCTURAL.values() for test in tests)


# --- Round 10 (fresh11-tune) ---------------------------------------------------------------


@pytest.mark.parametrize(
    ("code", "text"),
    [
        # A joint "gone" in shorthand (나감, 나간 듯), as 나갔 already was.
        ("S2", "발목 나감 계단에서"),
        ("S2", "회원 허리 나간 듯, 데드 중단"),
        ("S2", "어깨가 나간거 같아요 벤치하다가"),
        # Fibro, the usual short name of fibromyalgia, is a named disorder.
        ("S3", "my fibro is flaring this week"),
        ("S3", "fibro + IBS, keep intensity low"),
        # Presyncope, near syncope and syncope: fainting, S1.
        ("S1", "near syncope on the rower, sat him down"),
        ("S1", "pre-syncope after sprints, pale"),
        ("S1", "client had a syncopal episode on the bike"),
        # Risky twins of the harmless classes below: still held.
        ("S3", "딸아이랑 저 둘 다 천식 있어요"),
        ("S3", "저 천식 있어요 딸아이 때문에 늦었어요"),
        ("S3", "I had breast cancer, in remission"),
        ("S3", "cancer survivor, 3 yrs clear"),
    ],
)
def test_the_eleventh_batchs_risky_classes_are_held(code, text):
    assert code in _rules(text)


@pytest.mark.parametrize(
    "text",
    [
        # Legs "gone" after a hard day are tired; a power cut is no joint.
        "하체 하고 다리 나감ㅋㅋ",
        "정전돼서 전기 나감",
        # Syncopated rhythm is music; fibre is food.
        "syncopated rhythms in dance class were fun",
        "fibre intake is good this week",
        # A child said with 아이 or 내미 is another person.
        "아들내미 아토피가 심해져서 잠을 못 잤어요",
        "딸아이 감기 때문에 병원 다녀왔어요, 저는 멀쩡",
        # Cancer the star sign.
        "i'm a cancer sign so i cry at everything",
        "cancer season, feeling emotional lol",
    ],
)
def test_the_eleventh_batchs_harmless_classes_match_no_rule(text):
    assert rules.findings(text) == []
    assert not any(test(text) for tests in rules._STRUCTURAL.values() for test in tests)


# --- Round 11 (fresh12-tune) ---------------------------------------------------------------


@pytest.mark.parametrize(
    ("code", "text"),
    [
        # A medicine for blood pressure, cholesterol or depression names the disorder it
        # treats (S3), as insulin and metformin already did.
        ("S3", "been on lisinopril for my blood pressure since last year"),
        ("S3", "taking amlodipine, doc says keep cardio easy"),
        ("S3", "I take metoprolol in the morning"),
        ("S3", "atorvastatin 10mg nightly"),
        ("S3", "my GP put me on sertraline in spring"),
        ("S3", "back on antidepressants since october"),
        ("S3", "회원 로사르탄 복용 중"),
        ("S3", "로수바스타틴 먹은 지 2년 됐어요"),
        # The chest's English symptom word in a Korean sentence is chest pain: S1 with S2.
        ("S1", "흉부 pressure 호소 후 중단"),
        ("S2", "운동 중 가슴 쪽이 tight 했다가 풀림"),
        ("S2", "명치 쪽이 좀 heavy 해요 계단 오를 때"),
        # A day's intake in Sino-Korean hundreds with no unit is kilocalories.
        ("S4", "요즘 하루 사백 정도 먹어요"),
        ("S4", "섭취량 칠백 좀 넘음 ㅠ"),
        ("S4", "하루 이백 오십 먹고 버팀"),
        # Two body weights dictated in Sino-Korean numerals, now and goal, from and to.
        ("S6", "D-10 지금 칠십 목표 육십사"),
        ("S6", "바프 열흘 남음 육십팔에서 육십이까지 가야 함"),
        ("S6", "대회 일주일 전 현재 팔십삼 목표 칠십칠"),
        # Risky twins of the harmless classes below: still held.
        ("S2", "예전에 다친 무릎 아무렇지 않다가 다시 아파요"),
        ("S2", "예전에 발목 삐끗했는데 아직 아무렇지 않진 않아요"),
        ("S2", "허리 아팠던 거 이제 안 아파요 근데 무릎이 아파요"),
        ("S2", "아팠던 데가 또 아파요"),
        ("S2", "not pain free yet, still sore on stairs"),
        ("S2", "back pain, none of the stretches help"),
        ("S3", "had a stroke two years ago, left side still weak"),
        ("S3", "mini stroke in 2022"),
        ("S4", "하루 종일 커피만 마셔요"),
        ("S4", "아메리카노만 마시면서 버텨요"),
    ],
)
def test_the_twelfth_batchs_risky_classes_are_held(code, text):
    assert code in _rules(text)


@pytest.mark.parametrize(
    "text",
    [
        # Another person's medicine; a month that ends in -pril.
        "my mom takes lisinopril and I pick it up for her",
        "April was a good month for training",
        # A bench cue: keep the chest tight.
        "벤치할 때 가슴 tight하게 유지하기 연습",
        # Hundreds of won, steps or grams are no intake.
        "하루 오백 원씩 저금해요",
        "하루 삼백 걸음도 안 걸었네요 ㅋㅋ 재택이라",
        "하루 단백질 백 그램 목표",
        # A lift's load, a slow goal, a small one.
        "스쿼트 현재 팔십 목표 구십 다음 주까지",
        "석 달 안에 현재 육십사 목표 오십팔",
        # An old sprain with nothing the matter now (아무렇지도 않다).
        "예전에 손목 삐끗했었는데 지금은 아무렇지도 않아요",
        # A swimmer's or a rower's stroke.
        "working on my breaststroke, still slow",
        "swim stroke is getting smoother",
        "rowing stroke rate up to 28",
        # Coffee capped by the cup is no diet of coffee.
        "coffee 하루 두 잔만 마셔요",
        "커피는 하루 한 잔만, 오후엔 보리차",
    ],
)
def test_the_twelfth_batchs_harmless_classes_match_no_rule(text):
    assert rules.findings(text) == []
    assert not any(test(text) for tests in rules._STRUCTURAL.values() for test in tests)


@pytest.mark.parametrize(
    "text",
    [
        # Pain that was and is gone now, said with the past tense on the pain word itself.
        "무릎 아팠던 거 이제 하나도 안 아파요",
        # "pain free" written apart; "pain: none".
        "old wrist sprain, pain free on push-ups now",
        "asked about knee pain - none at all",
    ],
)
def test_the_twelfth_batchs_denied_pain_details_are_not_held(text):
    assert rules.findings(text) == []
    assert rules.stated_pain_detail(text) is None
    assert _rules(text, "pain_note", "trainer_session") == ()


# --- Round 12 (fresh13-tune) ---------------------------------------------------------------


@pytest.mark.parametrize(
    ("code", "text"),
    [
        # Another's prescription stimulant the customer microdoses or takes; the other
        # stimulants by name; steroids said as "the gear".
        ("S5", "microdose my sister's ritalin on leg day"),
        ("S5", "microdosing concerta from a coworker"),
        ("S5", "친구 리탈린 먹고 운동했어요"),
        ("S5", "been on the gear for six months"),
        ("S5", "came off gear in march, feel flat"),
        # Better, but not yet right, in Korean (as "not fully right yet" in English).
        ("S2", "허리가 좀 나아졌는데 아직 완전히 괜찮진 않아요"),
        ("S2", "무릎 좋아지긴 했는데 아직 다 안 나았어요"),
        ("S2", "wrist는 좀 나아졌는데 아직 완전히 괜찮진 않아요"),
        # A fast counted in hours of two days or more.
        ("S4", "fasting 60시간째라 힘들어요"),
        ("S4", "96시간 단식 도전 중"),
        ("S4", "50 hour fast done, breaking it tonight"),
        # A goal answered as a pair of kilos and days.
        ("S6", "6키로/10일"),
        ("S6", "8키로 / 2주"),
        ("S6", "5키로, 열흘"),
        # Alcohol counted in units: 28 a week or more, or four a night on most nights.
        ("S5", "about 35 units a week"),
        ("S5", "30ish units most weeks, mostly wine"),
        ("S5", "6 units most nights"),
        # A number in the hundreds written alone reads as a day's kilocalories.
        ("S4", "720"),
        ("S4", "about 640"),
        ("S4", "칠백 정도요"),
        ("S4", "~550?"),
        # Risky twins of the harmless classes below: still held.
        ("S2", "old knee sprain, still bothers me on stairs"),
        ("S2", "fractured my wrist when I was 12 and it still aches in the cold"),
        ("S2", "twisted my knee yesterday when I was running"),
        ("S2", "손흥민 부상 소식 보고 저도 무릎 아파요"),
        ("S2", "손이 얼얼해요 바벨 잡고 나서"),
        ("S2", "발가락이 얼얼하고 감각이 없어요"),
        ("S4", "검진 핑계로 3일째 금식 중이에요"),
        ("S4", "살 빼려고 금식 중"),
        ("S6", "weigh-in sunday, cutting water from thursday"),
        ("S3", "독감 때문에 쉬었는데 아직 기침이 나요"),
        ("S3", "flu last week, now I'm still coughing"),
        ("S5", "on the pill and also taking diet pills"),
        ("S5", "popped a few pills to sleep"),
        ("S1", "I had a heart attack in 2019"),
        ("S1", "felt like I was having a heart attack on the bike"),
        ("S3", "I have PCOS, reading up on it for me"),
        ("S3", "40 units of insulin a day"),
    ],
)
def test_the_thirteenth_batchs_risky_classes_are_held(code, text):
    assert code in _rules(text)


@pytest.mark.parametrize(
    "text",
    [
        # A stimulant that is another's, untaken; gear that is kit.
        "new running gear arrived today",
        "put on the gear and went for a run",
        # Better in mood, not in a body part.
        "기분은 좀 나아졌는데 아직 완전히 괜찮진 않아요",
        # An eating window, a short fast, a fasted cardio session.
        "16시간 공복 유지 중",
        "fasted 36 hours once, never again",
        "공복 유산소 60분",
        # Kilos over months; a run's kilometres over days.
        "6키로/8주",
        "러닝 10키로/3일 했어요",
        # Units within the guideline; units of a course.
        "I drink about 12 units a week",
        "finished 3 units of the course this week",
        # Thousands, a decimal, a small count.
        "1,300쯤",
        "about 1,700",
        "5.5",
        # An old injury untroubled now, or dated to childhood.
        "old knee sprain from rugby, hasn't bothered me since 2018",
        "예전에 발목 다친 적 있으나 현재 이상 없음",
        "fractured my wrist when I was 12, skateboarding",
        "sprained my ankle as a kid",
        # A fast a clinic asked for.
        "모레 위내시경이라 전날 밤 10시부터 금식해요",
        "내일 피검사 있어서 저녁부터 금식 중",
        # An athlete's injury in the news; a mouth numb from a spicy dish.
        "김민재 무릎 부상 소식에 우울해요",
        "훠궈 먹고 입이 얼얼해요 ㅋㅋ",
        "매운 거 먹어서 혀가 얼얼",
        # A weigh-in with no cut to make.
        "meet weigh-in on sunday, I'm already under weight so no water cut needed",
        "계체 다음주인데 이미 체급 안이라 감량 필요 없어요",
        # A passing flu, over now.
        "지난달 독감 때문에 쉬었는데 이젠 멀쩡해요",
        "last week's flu kept me out, now I'm 100%",
        # Contraception.
        "been on the pill for years, just fyi for cycle tracking",
        "switched birth control pills last month",
        # A fright.
        "my dog bolting at the park nearly gave me a heart attack lol",
        "that plate slipping gave me a mini heart attack",
        # A condition read up on for someone else.
        "been reading up on gout for my dad, any food tips?",
        "looking into lupus for my sister, she was just diagnosed",
    ],
)
def test_the_thirteenth_batchs_harmless_classes_match_no_rule(text):
    assert rules.findings(text) == []
    assert not any(test(text) for tests in rules._STRUCTURAL.values() for test in tests)


@pytest.mark.parametrize(
    "text",
    [
        # A score of nought, a labelled "none", an old injury that has not bothered since.
        "pain level 0/10 오늘은 ㅎㅎ",
        "pain score 0 out of 10",
        "Pain note: none. all good",
        "old wrist thing from school, never bothered me since",
    ],
)
def test_the_thirteenth_batchs_denied_pain_details_are_not_held(text):
    assert rules.stated_pain_detail(text) is None
    assert _rules(text, "pain_note", "trainer_session") == ()


@pytest.mark.parametrize(
    "text",
    [
        "pain level 0/10 at rest, 6/10 on squats",
        "old hamstring strain, hasn't bothered me until this week",
        "Pain note: sharp on the left knee",
    ],
)
def test_the_thirteenth_batchs_pain_details_still_held(text):
    assert "S2" in _rules(text, "pain_note", "trainer_session")


# --- Round 13 (fresh14-tune) ---------------------------------------------------------------


@pytest.mark.parametrize(
    ("code", "text"),
    [
        # A condition word with 's ("disorder's back"), read as the word.
        ("S3", "panic disorder's been back since march"),
        ("S3", "my anxiety disorder's flaring this week"),
        # A chest that has felt weird, off or tight, words between.
        ("S1", "chest has been feeling weird and tight since the run"),
        ("S1", "my chest has felt funny all evening"),
        ("S1", "chest feels off since this morning, bit scared"),
        # Steroid slang: juicin, a blast.
        ("S5", "been juicin since jan"),
        ("S5", "starting my first blast next week"),
        ("S5", "on a blast rn, test and tren"),
        # Eating given up, said plainly - also in a quote that opens with "I".
        ("S4", "honestly i don't eat anymore"),
        ("S4", "she says she barely eats at all"),
        ("S4", "member said 'I don't eat anymore' and laughed it off"),
        # A whole day's intake listed as a few light foods.
        ("S4", "two eggs and a coffee as her whole daily intake"),
        # Korean in Latin letters.
        ("S1", "jasal saenggak jaju hae yojeum"),
        ("S1", "jukgo sipeo jinjja"),
        ("S4", "oneul mukto du beon ham"),
        ("S4", "sahul gulmeosseo"),
        ("S2", "mureup apayo"),
        ("S6", "iljuil ane 6kilo ppael geoya"),
        ("S6", "boreum ane 7kg ppaeya dwae"),
        # A goal as a span, then kilos.
        ("S6", "열흘 6키로"),
        ("S6", "2주/7키로"),
        # Roiders' needle in the customer.
        ("S5", "로이더 형이 주사 놔줬어요"),
        # Risky twins of the harmless classes below: still held.
        ("S1", "고등학교 때 한번 쓰러졌는데 요즘 또 그래요"),
        ("S4", "10년 전에도 굶었고 요즘도 굶어요"),
        ("S4", "예전에 굶는 다이어트 했는데 지금도 가끔 굶어요"),
        ("S4", "멀미 핑계로 먹고 일부러 토했어요"),
        ("S5", "my brother gave me some of his TRT and I've been pinning it"),
        ("S4", "juice cleanse 아니고 물단식 3일째"),
        ("S2", "wrist fracture from childhood still aches on push-ups"),
        ("S2", "예전에 ACL 수술했는데 재활 끝나고도 아직 아파요"),
        ("S3", "client takes metformin... no wait, that was her mum. client herself is on insulin"),
        ("S3", "client takes thyroid meds, and so does her mum"),
    ],
)
def test_the_fourteenth_batchs_risky_classes_are_held(code, text):
    assert code in _rules(text)


@pytest.mark.parametrize(
    "text",
    [
        # Long over: a single faint in school days never since; a fast of years ago, eating
        # well now.
        "중학교 때 조회하다 쓰러진 적 한 번 있는데 그 뒤로 한 번도 없어요",
        "예전에 굶는 다이어트 했었는데 그건 7년 전 얘기고 지금은 잘 먹어요",
        # Sick from a ride.
        "뱃멀미 때문에 토할 뻔했어요",
        # Another's prescription, said in English.
        "my dad is on TRT from his doctor",
        # An English term denied in Korean.
        "detox 아니고 그냥 녹차 마셨어요",
        # An injury from childhood; an operation with rehab done.
        "old ankle fracture from high school, full ROM",
        "작년에 무릎 수술했는데 재활 다 끝났고 지금은 no issues",
        # A note that corrects itself to another person and denies the customer anything.
        "client takes blood pressure meds... no wait, that was her dad. "
        "client herself takes nothing",
        # A blast that is fun or weather; food given up, not eating; a chest day.
        "had a blast at the party",
        "the first blast of cold air this morning",
        "I don't eat meat anymore",
        "stopped eating out on weekdays",
        "chest day felt weird without a spotter",
    ],
)
def test_the_fourteenth_batchs_harmless_classes_match_no_rule(text):
    assert rules.findings(text) == []
    assert not any(test(text) for tests in rules._STRUCTURAL.values() for test in tests)


# --- Round 14 (fresh15-tune) ---------------------------------------------------------------


@pytest.mark.parametrize(
    ("code", "text"),
    [
        # Nothing matters any more, words between.
        ("S1", "he said nothing even matters anymore, then went quiet"),
        # A headache in English (두통 always was S2).
        ("S2", "getting headaches every afternoon since the new rota"),
        # Incontinence, infertility treatment, a split abdominal wall: conditions.
        ("S3", "출산 후에 요실금이 좀 있어요"),
        ("S3", "stress incontinence since my second baby"),
        ("S3", "시험관 시술 중이라 주사 맞아요"),
        ("S3", "going through IVF at the moment"),
        ("S3", "복직근 분리 아직 있어요"),
        ("S3", "diastasis still about three fingers wide"),
        # A trainer's sight of a heart in trouble.
        ("S1", "he sat down with a hand on his chest, looking grey and sweaty"),
        ("S1", "called an ambulance for him after the rower"),
        ("S1", "회원 말 어눌해지고 식은땀, 세션 중단"),
        # Both meals of a fasting day skipped.
        ("S4", "skipping suhoor and iftar to drop weight faster"),
        ("S4", "no sahur and no iftar again today"),
        # A pain that spreads.
        ("S2", "통증이 왼팔로 퍼져요"),
        ("S2", "허리에서 다리로 뻗치는 느낌이에요"),
        # Pills named in a quote.
        ("S5", "bought some 'Thai diet pills' from a market stall"),
        # Risky twins of the harmless classes below: still held.
        ("S2", "headache went away but came back worse tonight"),
        ("S2", "headache yesterday, fine now, but today it's back again"),
        ("S2", "the rota is a headache and my head hurts"),
        ("S3", "heart condition 있어서 condition 저하"),
        ("S3", "my condition flared again this week"),
        ("S3", "thyroid condition 때문에 condition 저하"),
        ("S2", "broke her fast and then broke her toe on a kettlebell"),
        ("S2", "broke my fast, then fell and broke my wrist"),
        ("S2", "broke her fast with dates; her knee hurts though"),
        ("S3", "임신 준비 중인데 다낭성이라 병원 다녀요"),
        ("S3", "임신 준비 중인데 갑상선약 먹어요"),
        ("S3", "임신 준비하다가 지금 임신 8주예요"),
        ("S2", "아픈 곳 none이라고 했는데 무릎이 아파요"),
        ("S2", "아픈 곳 none, 근데 허리 통증 있음"),
        ("S2", "아픈 곳 none... 사실 발목 부었어요"),
        ("S2", "발목 붓기 빼려고 얼음찜질해요"),
        ("S2", "붓기 빼려고 찜질하는데 욱신거려요"),
        ("S2", "무릎 붓기 빼려고 약 먹어요"),
        ("S1", "환자분 돌보다가 저도 흉통이 와서 앉아 있었어요"),
        ("S1", "간호사인데 근무 중에 제가 흉통이 있었어요"),
        ("S1", "저 환자인데 흉통이 있어요"),
        ("S4", "검사 핑계로 아침 점심 다 굶었어요"),
        ("S4", "검사 때문에 굶는다고 했지만 사실 요즘 계속 굶어요"),
        ("S4", "내시경 때문에 사흘 굶었어요"),
        ("S6", "계체 전날 사우나에서 땀 빼는 거 좋아해요"),
        ("S6", "사우나에서 땀 빼서 2키로 빼는 게 낙이에요"),
        ("S6", "사우나에서 땀 빼서 살 빼는 거 좋아해요"),
        ("S6", "대회 전에 사우나에서 땀 빼고 물 안 마시는 게 좋아요"),
        ("S2", "physio cleared her but she says the knee still aches"),
        ("S2", "screen normal per physio, though she reports pelvic pain"),
        ("S2", "physio signed him off, then he tweaked his hamstring"),
        ("S5", "위고비 처방받아서 맞는데 의사 선생님이 조절해준 용량보다 두 배로 맞아요"),
        ("S5", "위고비 처방받아서 의사가 용량 조절해주는데 효과 없어서 제 맘대로 두 번 맞아요"),
        ("S5", "삭센다 친구가 처방받아서 의사가 용량 정해준 거 나눠 맞아요"),
    ],
)
def test_the_fifteenth_batchs_risky_classes_are_held(code, text):
    assert code in _rules(text)


@pytest.mark.parametrize(
    "text",
    [
        # A headache as a bother, or one said gone.
        "the tax paperwork is a headache",
        "took something for a headache at lunch, went away by three",
        # 컨디션, said in English.
        "오늘 condition 좋아요, 잠을 푹 자서",
        # Breaking a fast; planning a pregnancy.
        "broke his fast at sunset and trained at nine",
        "임신 계획 있어서 영양제 바꿨어요",
        # Pain answered with "none".
        "오늘은 아픈 곳 none",
        # Puffiness taken down with a drink.
        "붓기 빼려고 옥수수차 마셔요",
        # A nurse's patient.
        "간호사라 환자분이 어지럽다고 하셔서 바빴어요",
        # A fast a clinic asked for, said with 굶.
        "수면내시경 때문에 내일 아침 굶고 가요",
        # Sweating in a sauna as a pleasure.
        "사우나에서 땀 빼고 나면 개운해요",
        # A physio's check that found nothing.
        "knee screen all clear per his physio",
        # A prescription whose dose the doctor sets.
        "위고비 처방받아서 쓰고 있고 용량은 주치의가 정해줘요",
        # One of the two meals of a fasting day.
        "had suhoor and iftar as usual during ramadan",
    ],
)
def test_the_fifteenth_batchs_harmless_classes_match_no_rule(text):
    assert rules.findings(text) == []
    assert not any(test(text) for tests in rules._STRUCTURAL.values() for test in tests)


@pytest.mark.parametrize(
    ("text", "held"),
    [
        ("Left knee clicks on squats, painless, full range.", False),
        ("painless click but it aches after", True),
        ("painless at rest, sharp pain on overhead press", True),
    ],
)
def test_painless_in_a_pain_note_denies_the_pain(text, held):
    assert ("S2" in _rules(text, "pain_note", "trainer_session")) is held


# --- Round 15 (fresh16-tune) ---------------------------------------------------------------
# Phrasings of our own for each class fresh16-tune showed; none is a text of any corpus.


@pytest.mark.parametrize(
    ("code", "text", "field", "flow"),
    [
        # A real meal not eaten, for days.
        (
            "S4",
            "She hasn't eaten a proper meal since Sunday, just gum",
            "operator_note",
            "trainer_session",
        ),
        # A heart attack in the history, and sickle cell, as conditions.
        (
            "S3",
            "had a heart attack two years ago, doctor says light cardio is fine",
            "note",
            "customer_checkin",
        ),
        ("S3", "I carry the sickle cell trait, fyi", "note", "customer_checkin"),
        # Stimulants named by their ingredient, and a diet supplement.
        ("S5", "yohimbine before fasted cardio every morning", "note", "customer_checkin"),
        ("S5", "요힘빈 먹고 공복 유산소 해요", "note", "customer_checkin"),
        ("S5", "다이어트 보조제 먹기 시작했어요", "note", "customer_checkin"),
        # Water and coffee only, for days.
        ("S4", "일주일 동안 물하고 블랙커피만 마실 거예요", "note", "customer_checkin"),
        ("S4", "only water and black coffee until Friday", "note", "customer_checkin"),
        # A diuretic or a dry-out for a show.
        ("S6", "taking lasix the day before the stage so I look drier", "note", "customer_checkin"),
        ("S6", "plans to dry out before the show on Saturday", "operator_note", "trainer_session"),
        # A pain that comes with a breath.
        ("S1", "fell on the ice, now it hurts when I breathe in", "note", "customer_checkin"),
        # Meals skipped and a day's intake under 1,000 kcal, said of most days.
        (
            "S4",
            "skips lunch and dinner, maybe 500 kcal most days",
            "operator_note",
            "trainer_session",
        ),
    ],
)
def test_the_sixteenth_batchs_risky_classes_are_held(code, text, field, flow):
    assert code in _rules(text, field, flow)


@pytest.mark.parametrize(
    ("code", "text"),
    [
        # Twins of "suicides" as a drill: the same words, and a thought of one's own death.
        ("S1", "ran suicides at practice and I keep thinking about suicide lately"),
        ("S1", "suicide 런 10세트 하고 나니 자살 생각이 또 나요"),
        ("S1", "we did suicides today, honestly I've been feeling suicidal all week"),
        # Twins of "clenched": the drug beside it.
        ("S5", "clenched my jaw all day, probably the clen I started this week"),
        ("S5", "clenched my teeth through it, been on clenbuterol for 2 weeks"),
        ("S5", "clen cycle again, clenched my jaw the whole session"),
        # Twins of a class called "fat burner": the pills beside it.
        ("S5", "fat burner 클래스 끝나고 fat burner 알약도 먹었어요"),
        ("S5", "fat burner class tonight, and I'm taking fat burners twice a day"),
        ("S5", "signed up for the fat burner class; also on fat burners from the supplement shop"),
        # Twins of learning how to breathe in the water: breath lost now.
        ("S1", "숨 쉬는 법 배웠는데 오늘은 숨이 차서 말을 못 할 정도였어요"),
        ("S1", "수영 강습 후 숨 쉬는 법 연습했는데 가슴이 조여요"),
        ("S1", "숨 쉬는 법 다시 배우는 중인데 요즘 숨이 안 쉬어져요"),
        # Twins of calories burned: what was eaten beside it.
        ("S4", "칼로리 소모 800kcal 찍었는데 먹은 건 500kcal가 전부"),
        ("S4", "칼로리 소모 800kcal, 오늘 섭취는 600kcal"),
        ("S4", "칼로리 소모 900kcal 찍고 하루 종일 굶었어요"),
        # Twins of a coach's own condition: the coach addressed, or speaking of the customer.
        ("S1", "Coach, chest pain again on the bike today"),
        ("S2", "my coach says the knee pain is tendinitis"),
        ("S2", "my coach thinks the shoulder pain is impingement"),
        ("S2", "my coach had surgery and now I've had knee pain for a week"),
        # Twins of an elbow band bought to prevent tennis elbow: the elbow hurting now.
        ("S2", "테니스 엘보 예방 밴드 샀는데 벌써 팔꿈치가 아파요"),
        ("S2", "테니스 엘보 예방 밴드 차도 테니스 엘보 재발했어요"),
        ("S2", "골프 엘보 예방 스트레칭 하는데 팔꿈치 안쪽이 욱신거려요"),
    ],
)
def test_the_sixteenth_batchs_clearing_classes_keep_their_risky_twins(code, text):
    assert code in _rules(text)


@pytest.mark.parametrize(
    "text",
    [
        # "Suicides" as a conditioning drill.
        "coach made us run suicides after the scrimmage",
        "농구 수업에서 suicide 런 8세트 했어요",
        # Clenched teeth.
        "clenched my teeth on the last rep, need a mouthguard",
        # A class called "fat burner".
        "signed up for the fat burner class on tuesdays",
        # Learning how to breathe in the water.
        "자유형 숨 쉬는 법 이제 좀 알 것 같아요",
        # Calories a workout burned.
        "오늘 칼로리 소모 650kcal 찍었어요 자전거 타고",
        # A coach's own condition.
        "our coach has asthma so he sits out the sprints",
        "my coach had knee surgery in the spring, so he demos with one leg",
        # Tennis elbow as what a band prevents.
        "골프 엘보 예방 스트레칭 배웠어요",
    ],
)
def test_the_sixteenth_batchs_harmless_classes_match_no_rule(text):
    assert rules.findings(text) == []
    assert not any(test(text) for tests in rules._STRUCTURAL.values() for test in tests)


# --- Round 16 (fresh17-tune) ---------------------------------------------------------------
# Phrasings of our own for each class fresh17-tune showed; none is a text of any corpus.


@pytest.mark.parametrize(
    ("code", "text"),
    [
        # A breath that will not come in full, and the tightness said before the chest.
        ("S1", "since last night I can't take a full breath, feels shallow"),
        ("S1", "couldn't get a deep breath on the stairs this morning"),
        ("S1", "woke up with a heavy chest, still there after lunch"),
        ("S1", "tight chest again tonight, sitting down helps a bit"),
        # Eczema in Korean as a condition.
        ("S3", "손등 습진 때문에 피부과 다녀요"),
        # A diet herbal medicine called by what it is for.
        ("S5", "살빠지는 한약 지어 먹은지 열흘째예요"),
        # A prescribed drug stopped, named in Latin letters in a Korean sentence.
        ("S5", "lexapro 끊은지 일주일 됐어요 의사쌤한텐 아직"),
        # The pill or birth control stopped.
        ("S5", "stopped taking the pill two weeks ago, will that change my energy?"),
    ],
)
def test_the_seventeenth_batchs_holding_classes(code, text):
    assert code in _rules(text)


@pytest.mark.parametrize(
    ("code", "text"),
    [
        # Twins of a stifling meeting: the breath itself stopping.
        ("S1", "회의 중에 숨이 막혀서 잠깐 나갔다 왔어요"),
        ("S1", "숨막히는 느낌이 하루 종일 가요"),
        ("S1", "숨막히는 일정 끝나고 집에 오니 숨이 안 쉬어져요"),
        # Twins of a chest workout: the chest itself tight.
        ("S1", "chest day went fine but now my chest feels tight"),
        ("S1", "skipped chest day, tight chest since the morning"),
        ("S1", "tight chest, not the workout kind"),
    ],
)
def test_the_seventeenth_batchs_clearing_classes_keep_their_risky_twins(code, text):
    assert code in _rules(text)


@pytest.mark.parametrize(
    "text",
    [
        # A day's business called stifling.
        "오늘 숨막히는 회의 연속이었어요 ㅋㅋ 운동은 20분",
        "출근길 지하철 진짜 숨막히는 지하철이었어요",
        # A chest workout.
        "tight chest day today, great pump",
    ],
)
def test_the_seventeenth_batchs_harmless_classes_match_no_rule(text):
    assert rules.findings(text) == []
    assert not any(test(text) for tests in rules._STRUCTURAL.values() for test in tests)


# --- Round 17 (fresh18-tune) ---------------------------------------------------------------
# Phrasings of our own for each class fresh18-tune showed (numbers as people write them);
# none is a text of any corpus.


@pytest.mark.parametrize(
    ("code", "text"),
    [
        # The unit carried from a weight already named: "N more" by a near day.
        ("S6", "lost 3 kg since monday, 4 more before friday's weigh-in"),
        ("S6", "already down 2kg, need 6 more by next sunday"),
        ("S6", "이번주 벌써 2키로 뺐고 금요일까지 4 더 빼야돼요"),
        # A day got through on a food or two.
        ("S4", "내일은 바나나 한 개랑 우유 한 잔으로 하루 버틸 거예요"),
        ("S4", "요즘 계란 두 개로 하루 때워요"),
        ("S4", "삶은 고구마 하나로 하루를 버텼어요"),
        # ARFID and OSFED as named eating disorders.
        ("S3", "diagnosed with ARFID as a teen, still picky with textures"),
        ("S3", "my therapist calls it OSFED, we're working on it"),
    ],
)
def test_the_eighteenth_batchs_holding_classes(code, text):
    assert code in _rules(text)


@pytest.mark.parametrize(
    "text",
    [
        # A pain score above zero in the pain field, whatever else is said.
        "2/10 today, mostly gone",
        "통증 3/10 정도, 거의 괜찮아요",
        "almost gone, maybe 1 out of 10",
        "nearly gone but still there on the stairs",
    ],
)
def test_the_eighteenth_batchs_pain_scores_are_pain(text):
    assert rules.stated_pain_detail(text)


@pytest.mark.parametrize(
    ("code", "text"),
    [
        # Twins of a lift goal: body weight named in the same sentence, or a sentence apart.
        ("S6", "deadlift day, and I have to cut from 80 to 74 kg by saturday"),
        ("S6", "Squat target 100 kg. Bodyweight 70 -> 64 in 10 days for the meet"),
        # Twins of a day's total: the total itself below the floor, or no total.
        ("S4", "점심 300kcal, 저녁 400kcal, 총 700kcal 먹었어요"),
        ("S4", "breakfast 200 kcal, lunch 350 kcal, total 550 kcal today"),
        ("S4", "하루 총 800kcal로 버티는 중"),
    ],
)
def test_the_eighteenth_batchs_clearing_classes_keep_their_risky_twins(code, text):
    assert code in _rules(text)


@pytest.mark.parametrize(
    "text",
    [
        # A lift's goal with the loads later in the sentence.
        "Bench goal +5 kg by the end of the block (80 -> 85), felt strong today",
        "스쿼트 목표 다음 달까지 100 → 110, 오늘 폼 좋았어요",
        # Meals listed with the day's total at or above the floor.
        "아침 300kcal, 점심 500kcal, 저녁 600kcal. 총 1,400kcal",
        "breakfast 400 kcal, lunch 700 kcal, total 1,900 kcal today",
        # More reps, days or sets, not kilograms.
        "down 2 kg this month, 5 more reps on pull-ups by saturday",
    ],
)
def test_the_eighteenth_batchs_harmless_classes_match_no_rule(text):
    assert "S4" not in _rules(text) and "S6" not in _rules(text)


def test_a_pain_score_of_zero_still_denies_pain():
    assert rules.stated_pain_detail("0/10 today, all good") is None


# --- Round 18 (fresh19-tune) ---------------------------------------------------------------
# Phrasings of our own for each class fresh19-tune showed (intentions, suppositions, negation
# as people write it, very short answers); none is a text of any corpus. The harmless ones are
# read on the rules alone: the learned reader's second reading is no rule's to clear.


def _rule_codes(text: str, field: str = "note", flow: str = "customer_checkin") -> set[str]:
    found = rules.findings(text)
    return {reason.rule_id for reason in rules._rule_reasons(flow, field, text, found)}  # type: ignore[arg-type]


@pytest.mark.parametrize(
    ("code", "field", "text"),
    [
        # Short answers to the condition questions.
        ("S2", "answer.Q-COND-INTENSITY", "ㅠ 너무 심해요"),
        ("S2", "answer.Q-COND-INTENSITY", "9/10 honestly the worst"),
        ("S2", "answer.Q-COND-INTENSITY", "😣😣"),
        ("S2", "answer.Q-COND-INTENSITY", "견딜 만은 해요"),
        ("S2", "answer.Q-COND-SYMPTOM", "🤕🤕"),
        ("S1", "answer.Q-COND-SYMPTOM", "숨차요"),
        ("S1", "answer.Q-COND-SYMPTOM", "심장 두근 + 머리 핑"),
        # A symptom supposed about a known trouble that returns stays held.
        ("S2", "note", "무릎 또 아프면 런지 뺄게요"),
        ("S2", "note", "허리 다시 아프면 데드 쉴게요"),
        ("S2", "note", "어제 무릎 아팠는데 오늘도 아플까 봐 걱정돼요"),
        # A denial the same sentence then contradicts, in the pain field.
        ("S2", "pain_note", "통증 부정했지만 스쿼트 때 찡그림"),
        ("S2", "pain_note", "denies pain but winced on the last rep"),
        # Not eating at all, open-ended; no 밥 for days; juice in place of food for days.
        ("S4", "note", "촬영 전까지 아무것도 안 먹을 거예요"),
        ("S4", "note", "no 식사 3 days straight"),
        ("S4", "note", "doing a 3-day juice-only thing from monday"),
        # Drinking days running.
        ("S5", "note", "사흘 연속 술 마셨어요 오늘도 숙취"),
        # One's own absence unnoticed, reported by the trainer.
        ("S1", "operator_note", "Said no one would even miss her. Quiet all session"),
    ],
)
def test_the_nineteenth_batchs_holding_classes(code, field, text):
    flow = "trainer_session" if field in ("operator_note", "pain_note") else "customer_checkin"
    assert code in _rules(text, field, flow)


@pytest.mark.parametrize(
    ("code", "field", "text"),
    [
        # Twins of the supposed symptom: stated, asked and answered with pain, feared and felt.
        ("S2", "note", "스쿼트 하면 무릎이 아파요"),
        ("S2", "note", "무릎이 아파요. 계속 아프면 병원 갈게요"),
        ("S2", "note", "아픈지 물어봤더니 많이 아프대요"),
        ("S2", "note", "아플까 봐 걱정했는데 역시 아파요"),
        ("S1", "note", "가슴 아파서 쉬었어요"),
        # Twins of the normal test: something off, or kept normal by treatment.
        ("S3", "note", "공복혈당 수치가 높게 나왔어요"),
        ("S3", "note", "thyroid test came back normal but they said borderline hashimoto"),
        ("S3", "note", "갑상선암 수술 후 검사 결과 정상이래요"),
        ("S3", "note", "thyroid results normal since I started levothyroxine"),
        # A wound whose being seen is feared is still a wound.
        ("S1", "note", "자해 다시 시작했어요 상처 보일까봐 긴팔 입어요"),
    ],
)
def test_the_nineteenth_batchs_clearing_classes_keep_their_risky_twins(code, field, text):
    assert code in _rules(text, field)


@pytest.mark.parametrize(
    ("field", "text"),
    [
        # A symptom only supposed, feared, asked about or mistaken.
        ("note", "허리 통증 있으면 말씀드릴게요"),
        ("note", "혹시 무릎 아플까 봐 런지는 빼고 싶어요"),
        ("note", "가슴 아프면 바로 말할게요"),
        ("note", "쓰러지면 부르세요 ㅋㅋ 농담"),
        ("note", "아픈 줄 알았는데 그냥 신발이 꽉 끼었던 거였어요"),
        # A denial in the trainer's words, and a zero after a form's dash.
        ("pain_note", "어깨 통증은 부정, ROM 정상"),
        ("pain_note", "무릎 통증 체크 — 0/10"),
        # A condition tested for, the result normal.
        ("note", "갑상선 검사했는데 정상이래요"),
        ("note", "blood sugar test came back normal, phew"),
        # Short answers that name something else, or the session's intensity.
        ("answer.Q-COND-INTENSITY", "피곤함 8/10 ㅠㅠ"),
        ("answer.Q-COND-INTENSITY", "오늘은 가볍게요 ㅠㅠ"),
        ("answer.Q-COND-INTENSITY", "full send 10/10"),
        ("answer.Q-COND-INTENSITY", "10점 만점에 3? 아픈 데 없어요"),
        ("answer.Q-COND-INTENSITY", "별로 안 심해요"),
        ("answer.Q-COND-SYMPTOM", "숨은 안 차요 그냥 졸려요"),
        # Not the customer's own absence; one food cut out; an evening cut-off.
        ("note", "nobody would notice if I skipped leg day lol"),
        ("note", "저녁 7시 이후로는 아예 안 먹으려고요"),
        # Not 핑 on its own: 쇼핑, 핑크.
        ("note", "쇼핑하다 핑크 운동화 샀어요 두근두근"),
    ],
)
def test_the_nineteenth_batchs_harmless_classes_match_no_rule(field, text):
    assert not _rule_codes(text, field)


# --- Round 19 (fresh20-tune) ---------------------------------------------------------------
# Phrasings of our own for each class fresh20-tune showed (regional dialect, an older adult's
# writing, teen style, non-native English, what a doctor or pharmacist said); none is a text of
# any corpus. The harmless ones are read on the rules alone.


@pytest.mark.parametrize(
    ("code", "field", "text"),
    [
        # A day that ends at one small thing, in the standard form and in 경상도's 묵고.
        ("S4", "note", "하루에 두유 한 팩 먹고 말아요"),
        ("S4", "note", "요즘은 하루 고구마 반 개 묵고 끝이라예"),
        # A throbbing or pounding head.
        ("S2", "note", "머리가 지끈거려서 일찍 잤어요"),
        ("S2", "answer.Q-COND-SYMPTOM", "관자놀이가 자꾸 쿵쿵 울려요"),
        ("S2", "note", "뒷골이 땡겨요 어제부터"),
        # Sciatica named, in English and Korean.
        ("S3", "pain_note", "known sciatica, left leg tingling today"),
        ("S3", "note", "좌골신경통 있어서 오래 못 앉아요"),
        # A prescribed drug stopped or skipped, whoever advised it.
        ("S5", "note", "Doctor said I could stop the antibiotics early so I stopped on day three"),
        ("S5", "note", "been skipping my meds on weekends"),
        ("S5", "note", "혈압약 요즘 스킵할 때가 많아요"),
        ("S5", "answer.Q-PERF-NEXT", "약 건너뛰고 운동해도 되죠?"),
    ],
)
def test_the_twentieth_batchs_holding_classes(code, field, text):
    flow = "trainer_session" if field in ("operator_note", "pain_note") else "customer_checkin"
    assert code in _rules(text, field, flow)


@pytest.mark.parametrize(
    ("code", "field", "text"),
    [
        # Twins of another person's trouble: the customer's own, said beside it.
        ("S2", "note", "할매가 허리 아프시대서 모셔다 드렸는데 저도 허리가 아파요"),
        ("S3", "note", "아부지도 고혈압인데 저도 고혈압 진단 받았어요"),
        ("S2", "note", "엄니 따라 병원 갔는데 지도 무릎이 안 좋대요"),
        ("S2", "note", "무릎이 안 좋아서 병원 댕겨요"),
        ("S2", "note", "엄마가 그러는데 제 무릎이 안 좋대요"),
    ],
)
def test_the_twentieth_batchs_clearing_classes_keep_their_risky_twins(code, field, text):
    assert code in _rules(text, field)


@pytest.mark.parametrize(
    ("field", "text"),
    [
        # Kin as the regions say it, and a familiar word between the person and the particle.
        ("note", "어무이가 당뇨가 있으셔서 저녁은 같이 걸어요"),
        ("note", "울 할배가 무릎 수술하시고 재활 중이라 바빠예"),
        ("note", "동생 녀석이 허리 디스크래요. 저는 멀쩡하고요"),
        # Another's trouble written with its own 안 (안 좋으셔서) is still another's.
        ("note", "엄마가 허리가 안 좋으셔서 제가 장 보고 왔어요"),
        # A drink one limits oneself to, not a day's food.
        ("note", "하루에 커피 한 잔 먹고 말아요"),
        ("note", "finished my antibiotics last week, all good"),
    ],
)
def test_the_twentieth_batchs_harmless_classes_match_no_rule(field, text):
    assert not _rule_codes(text, field)


# --- Round 20 (fresh21-tune) ---------------------------------------------------------------
# Phrasings of our own for each class fresh21-tune showed (voice-typed notes without
# punctuation, numbers dictated in words, low mood beside ideation, event-driven goals); none
# is a text of any corpus. The harmless ones are read on the rules alone.


@pytest.mark.parametrize(
    ("words", "value", "unit"),
    [
        # A Sino-Korean numeral dictated word by word.
        ("삼천 이백 칼로리", 3200, "kcal"),
        ("칠십 삼 키로", 73, "kg"),
        ("구백 오십 칼로리", 950, "kcal"),
        # ... but two numerals that do not descend are not one: the last is read.
        ("이십 삼십 키로", 30, "kg"),
        # A countdown dictated.
        ("디 마이너스 열", 10, "days"),
        ("d minus 5", 5, "days"),
        ("디 마이너스 구", 9, "days"),
    ],
)
def test_dictated_numerals_are_read_whole(words, value, unit):
    found = [q.value for q in numbers.quantities(words) if q.unit == unit]
    assert found == ([] if value is None else [value])


def test_a_span_inside_a_longer_numeral_or_as_a_start_is_no_deadline():
    # 십이 주 is twelve weeks, not 이 주 (two weeks); "다음 주부터" is when it starts.
    assert numbers.spans_days("시합이 십이 주 남았어요") == [84.0]
    assert numbers.spans_days("이십한 주") == []  # no numeral this module reads, and no 한 주
    assert numbers.spans_days("다음 주부터 식단 시작") == []
    assert numbers.spans_days("내일부터 다시 해요") == []
    assert numbers.spans_days("다음 주까지") == [14.0]


@pytest.mark.parametrize(
    ("code", "field", "text"),
    [
        # A goal against a dictated countdown or a dictated weight.
        ("S6", "note", "웨딩 촬영 디 마이너스 열 현재 칠십 목표 육십사"),
        ("S6", "note", "바디 프로 필 D 마이너스 5 지금 70 목표 64"),
        (
            "S6",
            "note",
            "결혼식이 다음 주 금요일인데 지금 오십 팔 키로에서 오십 두 키로까지 빼고 싶어요",
        ),
        # A diuretic by its brand name, or a laxative, for a weigh-in.
        ("S6", "operator_note", "계체 당일 아침에 라식스 한 알 먹는다고 함"),
        ("S6", "note", "계체 전에 변비약 먹으면 좀 빠지나요"),
        # A next week or a tomorrow that may not come.
        ("S1", "note", "다음 달은 없을 거예요 그냥 그런 느낌"),
        ("S1", "answer.Q-PERF-NEXT", "담주는 없을 듯요"),
        # A twelve-week plan beside a two-week one still holds on the two weeks.
        ("S6", "note", "대회 십이 주 남았지만 일단 이 주 안에 6키로 빼야 해요"),
    ],
)
def test_the_twenty_first_batchs_holding_classes(code, field, text):
    flow = "trainer_session" if field in ("operator_note", "pain_note") else "customer_checkin"
    assert code in _rules(text, field, flow)


@pytest.mark.parametrize(
    ("code", "field", "text"),
    [
        # The chest, or the body, that aches beside a sad mind.
        ("S2", "note", "마음도 아프고 몸도 아파요"),
        ("S1", "note", "이별하고 가슴이 너무 아파요"),
        # A crack in a bone, said with a day of the week.
        ("S2", "note", "발가락 뼈에 금 갔어요 월요일에 병원 가요"),
        # 않 spelt right, and a 안 that is no negation of the pain.
        ("S2", "pain_text", "무릎이 아파서 안아 주기도 힘들어요"),
        # Calories read when no nutrient's grams stand between.
        ("S4", "note", "오늘 총 칼로리 칠백 정도"),
        ("S4", "note", "오늘 intake 칠백 칼로리 protein 40"),
        # A start word that is no deadline does not hide a stated one.
        ("S6", "note", "내일부터 일주일 동안 5키로 뺄 거예요"),
    ],
)
def test_the_twenty_first_batchs_clearing_classes_keep_their_risky_twins(code, field, text):
    assert code in _rules(text, field)


@pytest.mark.parametrize(
    ("field", "text"),
    [
        # A Friday in a list of days.
        ("answer.Q-PERF-NEXT", "이번 주는 화목금 나올게요"),
        # Sorrow, not a body part.
        ("note", "키우던 강아지가 떠나서 마음이 너무 아파요 그래도 운동은 왔어요"),
        ("note", "맘이 좀 아프네요 친구랑 싸워서"),
        # A pain denied with dictation's spelling.
        ("pain_text", "허리는 이제 아프지 안아요"),
        # Dictated thousands, and a protein count after the calories.
        ("note", "어제 먹은 거 이천 삼백 칼로리 단백질 120"),
        # Weeks in a longer numeral, and a start that is no deadline.
        ("note", "시합까지 십이 주 남았고 지금 칠십오 키로 목표 칠십 키로 천천히"),
        ("note", "다음 주부터 감량 들어가요 팔십에서 칠십오까지 석 달 잡고"),
    ],
)
def test_the_twenty_first_batchs_harmless_classes_match_no_rule(field, text):
    assert not _rule_codes(text, field)


# --- Round 21 (fresh22-tune) ---------------------------------------------------------------
# Phrasings of our own for each class fresh22-tune showed (special populations, food logs with
# meal lines, supplement lists, trainer SOAP notes); none is a text of any corpus. The harmless
# ones are read on the rules alone.


@pytest.mark.parametrize(
    ("code", "field", "text"),
    [
        # A food log naming breakfast, lunch and dinner whose kilocalories sum below the floor.
        ("S4", "note", "아침은 바나나, 점심 샌드위치, 저녁 두부 (다 해서 600kcal 정도)"),
        ("S4", "note", "breakfast: toast\nlunch: soup\ndinner: rice bowl, ~650 kcal all in"),
        # ... or its sum written 합, or a breakfast skipped as 거름.
        ("S4", "note", "아침 - 요거트 (120)\n점심 - 김밥 (300)\n저녁 - 닭가슴살 (250)\n합 670kcal"),
        ("S4", "operator_note", "식단 확인: 아침 거름, 점심 라면 반, 저녁 과일 조금. 대충 600kcal"),
        # Cerebral palsy and osteoarthritis by its abbreviation beside a joint.
        ("S3", "operator_note", "Client with cerebral palsy, gait and balance work today"),
        ("S3", "operator_note", "뇌성마비 있는 회원님 밸런스 운동 위주로 진행"),
        ("S3", "pain_note", "hip OA flaring, 3/10 on stairs"),
    ],
)
def test_the_twenty_second_batchs_holding_classes(code, field, text):
    flow = "trainer_session" if field in ("operator_note", "pain_note") else "customer_checkin"
    assert code in _rules(text, field, flow)


@pytest.mark.parametrize(
    ("field", "text"),
    [
        # Three meals whose kilocalories sum above the floor, with or without their units.
        ("note", "아침 400kcal 점심 600kcal 저녁 700kcal"),
        ("note", "breakfast ~350 kcal, lunch ~550, dinner ~800. getting the hang of it"),
        ("note", "아침 - 오트밀 (300)\n점심 - 비빔밥 (650)\n저녁 - 연어 (550)\n합 1500kcal"),
        # One meal counted, the others eaten as usual or not counted.
        ("note", "점심만 400kcal 도시락이고 아침 저녁은 일반식이에요"),
        ("note", "점심 칼로리 550 정도 찍혔어요 아침이랑 저녁은 평소처럼 먹었어요"),
        # A 합 inside a word, and oats for breakfast.
        ("note", "종합비타민 먹고 점심 400kcal"),
        ("note", "knee oats for breakfast, lunch and dinner were big"),
    ],
)
def test_the_twenty_second_batchs_harmless_classes_match_no_rule(field, text):
    assert not _rule_codes(text, field)


# --- Round 22 (fresh23-tune) ---------------------------------------------------------------
# Phrasings of our own for each class fresh23-tune showed (holidays, shift work, memes and
# jokes, wearables and lab numbers, past versus ongoing and a doctor's clearance); none is a
# text of any corpus. The harmless ones are read on the rules alone.


@pytest.mark.parametrize(
    ("code", "field", "text"),
    [
        # A prescribed drug stopped at the clause's end, after a reason.
        ("S5", "note", "당뇨약은 요즘 운동을 열심히 하니까 괜찮을 것 같아서 임의로 끊었어요"),
        ("S5", "answer.Q-PERF-REASON", "혈압약을 살 좀 빠지면 필요 없겠다 싶어서 그냥 끊었어요"),
        # No reason to live, with a hedge between.
        ("S1", "note", "살 이유도 별로 없고 그냥 그래요"),
        ("S1", "note", "honestly no real reason to keep going."),
        ("S1", "note", "there's not really any reason to keep living"),
        # A fast until a day that is days away.
        ("S4", "operator_note", "Client says she'll fast until Monday to undo the weekend"),
        ("S4", "note", "ate way too much at thanksgiving, starving till the weekend lol"),
        # Twins that must stay held: the quoted goal joined in, or the customer's own goal
        # beside it; the illness cleared but still troubling.
        ("S6", "note", "친구가 '이번 주 안에 같이 10kg 빼자'고 해서 저도 하기로 했어요"),
        (
            "S6",
            "note",
            "친구가 '이번 주 안에 10kg 빼야지' 하는데 저는 그냥 웃었어요 "
            "근데 저도 2주에 6키로는 빼야 해요",
        ),
        (
            "S3",
            "operator_note",
            "Doctor cleared him to train after last month's flu but the cough is still there",
        ),
    ],
)
def test_the_twenty_third_batchs_holding_classes(code, field, text):
    flow = "trainer_session" if field in ("operator_note", "pain_note") else "customer_checkin"
    assert code in _rules(text, field, flow)


@pytest.mark.parametrize(
    ("field", "text"),
    [
        # A supplement stopped after a reason.
        ("note", "비타민은 별로 효과 없는 것 같아서 끊었어요"),
        # A reason for something other than living.
        ("note", "살 찔 이유가 딱히 없는데 왜 늘었지"),
        ("note", "not really a reason to keep going to this gym lol"),
        ("note", "no particular reason to go on a diet"),
        # A fast until a meal, one food cut until a holiday, a faith's fast.
        ("note", "Fasting till Christmas dinner, then feast"),
        ("note", "I'm not eating sugar till christmas"),
        ("note", "fasting till eid, ramadan mubarak"),
        # Another person's crash goal in quotes, the customer's own way set against it.
        ("note", '동생이 "열흘 동안 6키로 뺄 거야" 하길래 난 그냥 천천히 하려고요'),
        ("note", "친구가 '이번 주 안에 10kg 빼야지' 하는데 저는 그냥 웃었어요"),
        # A minor illness or an old injury, cleared to train after it.
        (
            "operator_note",
            "Physio signed her off after the ankle sprain from March, full lower-body work today",
        ),
        ("operator_note", "GP gave the all clear after his cold last week, back on the full plan"),
    ],
)
def test_the_twenty_third_batchs_harmless_classes_match_no_rule(field, text):
    flow = "trainer_session" if field == "operator_note" else "customer_checkin"
    assert not _rule_codes(text, field, flow)


def test_a_medicine_taken_beside_something_else_stopped_is_no_stopped_drug():
    # The medicine names its condition (S3); the drink, not the medicine, was stopped.
    assert _rule_codes("혈압약은 꼬박꼬박 먹고 술은 끊었어요") == {"S3"}


# --- Round 23 (fresh24-tune) ---------------------------------------------------------------
# Phrasings of our own for each class fresh24-tune showed (numbers around the thresholds,
# medicines by name, women's health, sleep, diary-style notes, other people's conditions);
# none is a text of any corpus. The harmless ones are read on the rules alone.


@pytest.mark.parametrize(
    ("code", "field", "text"),
    [
        # A day told meal by meal, a bare number for each meal eaten, summing below 1,000.
        ("S4", "note", "아침 패스, 점심 샐러드(250), 저녁 두부 반 모(150)"),
        ("S4", "note", "breakfast 120 / lunch 280 / dinner 390, trying to stay strict"),
        # The British spelling of sleep apnoea, and the machine that treats it.
        ("S3", "note", "diagnosed with obstructive sleep apnoea in the spring"),
        ("S3", "answer.Q-SLEEP-CAUSE", "forgot to put my cpap on again"),
        # A prescribed drug run out of and not refilled.
        ("S5", "note", "ran out of my lisinopril a while ago and never got it refilled"),
        ("S5", "note", "I haven't refilled my antidepressants since march, feel ok"),
        # Twins that must stay held: wanting to die, the quoted goal joined in, a fast of days
        # beside a meal, an operation still troubling.
        ("S1", "note", "요즘 진짜 죽고 싶어서 죽겠어요"),
        ("S6", "note", "남편이 열흘 안에 6키로 뺀다고 해서 저도 같이 하기로 했어요"),
        ("S4", "note", "이틀째 굶었어요. 저녁에 조금 먹었어요."),
        ("S2", "note", "작년에 무릎 수술한 자리가 있는데 스쿼트해도 될까요? 아직 좀 아파요."),
    ],
)
def test_the_twenty_fourth_batchs_holding_classes(code, field, text):
    flow = "trainer_session" if field in ("operator_note", "pain_note") else "customer_checkin"
    assert code in _rules(text, field, flow)


@pytest.mark.parametrize(
    ("field", "text"),
    [
        # Meals with numbers that are not kilocalories, or summing above the floor.
        ("note", "Breakfast 450, lunch 600, dinner 800. Solid day."),
        ("note", "아침 7시, 점심 12시, 저녁 7시에 먹었어요"),
        ("note", "아침 오트밀 50g, 점심 닭가슴살 200g, 저녁 연어 150g"),
        # A refill picked up; something that is no drug run out of.
        ("note", "ran out of protein powder and haven't refilled it yet lol"),
        ("note", "ran out of my vitamin D and haven't refilled it"),
        # "Dying to" do something: a wish.
        ("note", "주말에 새로 생긴 카페 가보고 싶어서 죽겠어요"),
        ("note", "치킨 먹고 싶어서 죽을 것 같아요 ㅋㅋ"),
        # Another person's crash goal reported without quotes, the customer's own way after it.
        ("note", "친구가 열흘 만에 6키로 빼겠다고 하네요 저는 그냥 제 페이스대로 할래요"),
        # Someone's words in quotes ending before 해서: no 자해 across the quote.
        ("note", '동생이 "살 빼자" 해서 같이 걷기 시작했어요'),
        # One meal skipped, the next eaten in the following sentence.
        ("note", "출장 때문에 아침 굶었어요. 대신 점심 든든하게 먹었어요."),
        # An operation long healed, told in the next sentence.
        ("note", "중학생 때 맹장 수술한 자국이 있는데 플랭크 해도 되죠? 다 아문 지 오래예요."),
    ],
)
def test_the_twenty_fourth_batchs_harmless_classes_match_no_rule(field, text):
    assert not _rule_codes(text, field)


def test_a_drug_run_out_of_and_refilled_is_no_stopped_drug():
    # Sertraline names its condition (S3); the refill picked up means it was not stopped.
    assert _rule_codes("ran out of my sertraline on friday, picked up the refill today") == {"S3"}


# --- Round 24 (fresh25-tune) ---------------------------------------------------------------
# Phrasings of our own for each class fresh25-tune showed (weight-class and physique cuts,
# diet patterns, stimulants, mood words, exercise sensations, trainer shorthand); none is a
# text of any corpus. The harmless ones are read on the rules alone.


@pytest.mark.parametrize(
    ("code", "field", "text"),
    [
        # Drying out for a stage: a show, a contest, a stage day, with salt cut to nothing or a
        # diuretic (dandelion root is one).
        ("S6", "note", "Stage day is Saturday, dropping sodium to zero and taking dandelion root"),
        ("S6", "note", "contest in 5 days, cutting out salt completely the last two days"),
        ("S6", "note", "무대 사흘 전부터 소금 끊고 민들레차 마실 거예요"),
        # Cutting a limb, told by the trainer or the customer; cutting again in long sleeves.
        ("S1", "operator_note", "member told me she started cutting her wrists again last month"),
        ("S1", "operator_note", "he's been cutting again, wears long sleeves even in the heat"),
        # ED, an eating disorder by its abbreviation, with its treatment or course.
        ("S3", "operator_note", "member in ED recovery, no scale talk please"),
        ("S3", "operator_note", "ED history, she asked to skip weigh-ins"),
        # Twins that must stay held: an injury beside a grandfather's funeral, long covid, a
        # passing illness that still troubles.
        ("S2", "operator_note", "조부상 다녀오신 뒤 무릎 부상 재발"),
        ("S3", "note", "long covid since March, not over it"),
        ("S3", "note", "Had covid back in March, completely over it but still tired on stairs"),
    ],
)
def test_the_twenty_fifth_batchs_holding_classes(code, field, text):
    flow = "trainer_session" if field in ("operator_note", "pain_note") else "customer_checkin"
    assert code in _rules(text, field, flow)


@pytest.mark.parametrize(
    ("field", "text"),
    [
        # A show that is no stage, or a stage with no drying method; another's show.
        ("note", "Watched a show, cut salt a bit for my blood pressure"),
        ("note", "Show's in 9 days, drinking 4 litres of water as usual, sodium normal"),
        ("note", "My sister is prepping for a show and cutting sodium to zero."),
        # Cutting a set or a phase, not a limb.
        ("note", "Cutting arms volume this block, more shoulders instead"),
        ("note", "cutting my arm day short today, knee is fine"),
        # Ed the person, the emergency department, a singer.
        ("note", "Ed from the front desk booked my next session"),
        ("note", "ed sheeran concert tonight so leg day moved"),
        # A grandparent's funeral (조부상), not an injury.
        ("note", "외조부상 치르고 1주 쉬고 왔어요"),
        # A passing illness one is completely over.
        ("note", "had the flu over christmas, totally over it now"),
        ("note", "Had covid in March, got over it in a week"),
    ],
)
def test_the_twenty_fifth_batchs_harmless_classes_match_no_rule(field, text):
    assert not _rule_codes(text, field)


# --- Round 25 (fresh26-tune) ---------------------------------------------------------------
# Phrasings of our own for each class fresh26-tune showed (surgery and recovery, health-check
# numbers, very short fragments, travel); none is a text of any corpus. The harmless ones are
# read on the rules alone.


@pytest.mark.parametrize(
    ("code", "field", "text"),
    [
        # A surgical site, stitches or an incision that pulls or hurts (S2, beside 수술's S3).
        ("S2", "note", "담낭 수술한 데가 기침할 때마다 당겨요"),
        ("S2", "answer.Q-PERF-REASON", "the incision still pulls when I twist, so no rotations"),
        ("S2", "note", "stitches on my knee are sore after yesterday's walk"),
        ("S2", "operator_note", "회원 제왕절개 흉터 부위 욱신거린다고 함, 코어 제외"),
        # Painkillers left over from a prescription, or taken for training (S5).
        ("S5", "note", "수술 때 받은 진통제 남은 거 하체 하는 날 먹고 가요"),
        ("S5", "note", "popping a leftover percocet before heavy squats, helps me push"),
        # a disposal word elsewhere in the note is not said of these pills
        ("S5", "note", "returned from my trip, back on the leftover oxy before every workout"),
        ("S5", "operator_note", "client takes spare tramadol before sessions to lift through it"),
        # A polyp, and obesity named as a diagnosis (S3).
        ("S3", "note", "위에 용종 있대서 다음달에 떼기로 했어요"),
        ("S3", "note", "had two polyps taken out last week, waiting on the lab"),
        ("S3", "note", "my doctor diagnosed me with obesity and referred me to a dietitian"),
        # The whole answer is dizziness (S1), or the pain field names the chest alone (S1).
        ("S1", "answer.Q-PERF-REASON", "so dizzy"),
        ("S1", "answer.Q-COND-SYMPTOM", "어지러워요ㅠ"),
        ("S1", "note", "lightheaded"),
        ("S1", "pain_text", "가슴 왼쪽"),
        ("S1", "pain_note", "chest"),
        # Twins that stay held: a fast of days around a test, a bruise that is one.
        ("S4", "note", "내시경 핑계로 사흘째 굶고 있어요"),
        # a check-up named beside a fast for weight, or one still going on, is no clinic's fast
        ("S4", "note", "건강검진 끝났는데도 계속 굶는 중이에요 살 빼려고"),
        ("S4", "note", "대장내시경 끝나고 다이어트 겸 그냥 굶고 있어요"),
        ("S2", "note", "정강이에 멍 들어서 아파요"),
    ],
)
def test_the_twenty_sixth_batchs_holding_classes(code, field, text):
    flow = "trainer_session" if field in ("operator_note", "pain_note") else "customer_checkin"
    assert code in _rules(text, field, flow)


@pytest.mark.parametrize(
    ("field", "text"),
    [
        # A surgical site that has healed, with no surgery word.
        ("note", "incision fully healed, no pulling at all on crunches"),
        # Dizziness denied.
        ("answer.Q-PERF-REASON", "no dizziness, just tired legs"),
        # A fast for a medical test; zoning out (멍때리다) is no bruise.
        ("note", "위내시경 있어서 어젯밤부터 굶었어요 ㅋㅋ"),
        ("note", "조영술 때문에 어제 저녁부터 굶어서 기운이 없네요"),
        ("note", "회의 중에 멍때리다가 혼났어요 ㅋㅋ"),
        # Obesity as a topic.
        ("note", "read an article about childhood obesity rates, scary stuff"),
    ],
)
def test_the_twenty_sixth_batchs_harmless_classes_match_no_rule(field, text):
    assert not _rule_codes(text, field)


@pytest.mark.parametrize(
    ("code", "field", "text"),
    [
        # The surgery word itself stays S3 (a condition, fail-closed); what must not be added is
        # the class's own code: a site that no longer pulls, painkillers handed back or thrown
        # out (bare "oxy" is read by this class alone), a chest worked in the gym.
        ("S2", "note", "수술 부위 이제 하나도 안 당겨요, 플랭크도 했어요"),
        ("S5", "note", "threw out the leftover oxy from my surgery, didn't need it"),
        ("S1", "pain_text", "가슴 근육 운동 후 근육통 정도요"),
    ],
)
def test_the_twenty_sixth_batchs_twins_do_not_take_the_class_code(code, field, text):
    assert code not in _rule_codes(text, field)


# --- Round 26 (fresh27-tune) ---------------------------------------------------------------
# Phrasings of our own for each class fresh27-tune showed (sports' injuries, customers over 60,
# money and grief that change eating, substances, weigh-ins); none is a text of any corpus. The
# harmless ones are read on the rules alone.


@pytest.mark.parametrize(
    ("code", "field", "text"),
    [
        # Not eating since a day now past, or eating only every other day (S4).
        ("S4", "note", "haven't really eaten since monday, stressed about rent"),
        ("S4", "note", "we eat every other day until payday"),
        ("S4", "answer.Q-PERF-REASON", "돈 없어서 이틀에 한 끼 먹어요"),
        # A limb or joint puffy or swollen (S2).
        ("S2", "note", "knee's a bit puffy after the fall on the ice"),
        ("S2", "note", "puffy knuckles since the heavy bag session"),
        ("S2", "note", "ankle no swelling anymore, but my knee is swollen again after the hike"),
        # Knocked out, or a blow to the head (S2).
        ("S2", "note", "got KO'd in sparring last night, feel ok now"),
        ("S2", "note", "took a hard shot to the head in sparring, bit foggy"),
        ("S2", "note", "스파링하다 머리를 세게 맞았어요"),
        # A blood thinner stopped or skipped (S5).
        ("S5", "note", "skipped my eliquis for the race weekend"),
        ("S5", "note", "항응고제 며칠 안 먹었어요 멍들까봐"),
        # Osteopenia and an ear infection named, hedged or not (S3).
        ("S3", "note", "doctor says I have osteopenia, so heavier lifting now"),
        ("S3", "note", "중이염 때문에 수영 쉬어요"),
        ("S3", "note", "pretty sure it's an ear infection again, left side"),
        # Twins that stay held: a water cut needed or answered yes, a complaint judged DOMS
        # with a sharp pain beside it, breathing worse, a steroid cycle.
        ("S6", "note", "물 빼기 필요해요 계체 전날"),
        ("S6", "note", "cutting water for the meet? yes, starting thursday"),
        ("S2", "pain_note", "어깨 근육통 수준이라고 하시는데 찌릿한 통증 있다고 함"),
        # another part's pain beside a judged soreness and a denial stays held
        ("S2", "operator_note", "무릎 통증 있음. 허벅지는 근육통 수준. 다른 통증 없음"),
        (
            "S2",
            "operator_note",
            "어깨는 근육통 수준. 특이 통증 없음. 다만 무릎이 붓고 아파서 스쿼트 제외",
        ),
        ("S1", "note", "숨이 더 차요 요즘 계단에서"),
        # easier breathing beside another breathlessness in the same sentence stays held
        ("S1", "note", "숨이 덜 차긴 한데 밤에 자다가 숨이 막혀서 깨요"),
        ("S1", "note", "less out of breath on hills but short of breath lying down at night"),
        ("S5", "note", "사이클 돌리는 중 테스토 주사 맞아요"),
    ],
)
def test_the_twenty_seventh_batchs_holding_classes(code, field, text):
    flow = "trainer_session" if field in ("operator_note", "pain_note") else "customer_checkin"
    assert code in _rules(text, field, flow)


@pytest.mark.parametrize(
    ("field", "text"),
    [
        # A water cut turned down.
        ("note", "물 빼기는 필요 없어요 이미 체급 안이에요"),
        ("note", "cutting weight? nope, staying at 74 this season"),
        # Breathing easier than it was.
        ("note", "less out of breath on hills since I quit smoking"),
        ("note", "이사 후에 계단 오를 때 숨이 덜 차요"),
        # A cycling club's ride, not a steroid cycle.
        ("note", "사이클 동호회 라이딩 80키로 다녀옴"),
        # The face puffy from salt; a limb no longer swollen; knocking someone else out.
        ("note", "my face is so puffy from the ramen last night"),
        ("note", "ankle is not swollen anymore, walking fine"),
        ("note", "wrist isn't swollen, just tired from the rope climbs"),
        ("pain_text", "R wrist recheck: swelling 없음, grip strength back"),
        ("note", "knocked him out in sparring lol, first KO"),
    ],
)
def test_the_twenty_seventh_batchs_harmless_classes_match_no_rule(field, text):
    assert not _rule_codes(text, field)


@pytest.mark.parametrize(
    ("code", "field", "flow", "text"),
    [
        # A complaint the trainer judged ordinary soreness with no other pain is no S2; a blood
        # thinner taken as prescribed is no S5 (its condition stays S3, fail-closed).
        (
            "S2",
            "pain_note",
            "trainer_session",
            "무릎 아프다고 하셔서 봤는데 DOMS 수준, 특이 통증 없음",
        ),
        ("S5", "note", "customer_checkin", "warfarin as prescribed, no changes"),
    ],
)
def test_the_twenty_seventh_batchs_twins_do_not_take_the_class_code(code, field, flow, text):
    assert code not in _rule_codes(text, field, flow)


# --- Round 27 (fresh28-tune) ---------------------------------------------------------------
# Phrasings of our own for each class fresh28-tune showed (phone typos, Korean diet products,
# sleeping pills, mood on a gradient), each with a twin; none is in any corpus.
@pytest.mark.parametrize(
    ("code", "field", "text"),
    [
        # A day's food as a rate of one light food, lived on (S4).
        ("S4", "note", "been living on 3 crackers a day this week to drop weight"),
        ("S4", "note", "honestly just surviving on 2 apples a day till the wedding"),
        ("S4", "note", "하루에 계란 두 개만 먹고 버티는 중"),
        # Second, real risks beside the round's clears stay held (fail closed): a swollen ankle
        # beside 붓기차, a knee that hurts now beside a healed old sprain, a friend's sleeping
        # pill the customer then took beside 얘기 들어줬.
        ("S2", "note", "붓기차 마시는데 발목 붓기가 안 빠져요"),
        ("S2", "note", "붓기차 마시고 잤는데 아침에 손가락이 부었어요"),
        # 붓기 with 차도 (improvement) or 티 (showing) is no tea's name.
        ("S2", "note", "붓기차도가 없어서 걱정이에요"),
        ("S2", "note", "붓기 티 나요 요즘 계속"),
        ("S2", "note", "예전에 wrist sprain 있었는데 완전히 나았는데 요즘 knee pain 있어요"),
        ("S2", "note", "예전에 wrist sprain 있었는데 완전히 나았는데 요즘 다시 아파요"),
        ("S5", "note", "친구가 수면제 먹는다길래 얘기 들어줬는데 저도 하나 얻어먹었어요"),
        ("S5", "note", "친구가 수면제 먹는다길래 얘기 들어줬는데 저도 하나 먹어봤어요"),
    ],
)
def test_the_twenty_eighth_batchs_classes_are_held(code, field, text):
    assert code in _rule_codes(text, field)


@pytest.mark.parametrize(
    ("field", "text"),
    [
        # Light foods beside meals, or drinks alone, are no day lived on a morsel.
        ("note", "I eat 4 eggs a day with my meals for protein"),
        # 붓기차 as a drink; an old sprain fully healed; listening to a friend on sleeping pills.
        ("note", "붓기차 자기 전에 한 잔씩 마셔요 맛있어요"),
        ("note", "옛날에 ankle sprain 있었는데 완전히 나았어요"),
        ("note", "동생이 다이어트약 먹는다길래 말리느라 얘기 들어줬어요"),
    ],
)
def test_the_twenty_eighth_batchs_harmless_classes_match_no_rule(field, text):
    assert not _rule_codes(text, field)


# --- Round 28 (no new batch) ---------------------------------------------------------------
# Another person's prescription drug handed to the customer with no taking verb said is S5
# (taken outside its prescription; a real reader would be unsure). Phrasings of our own, none
# in any corpus, each with a twin.
@pytest.mark.parametrize(
    ("code", "field", "text"),
    [
        (
            "S5",
            "note",
            "my roommate split a couple of her sleeping pills with me before the flight",
        ),
        ("S5", "note", "got a few of my dad's oxycodone after the dentist"),
        ("S5", "note", "my coworker left two of her xanax for me on my desk"),
        ("S5", "note", "친구가 자기 식욕억제제 반 통 넘겨줬어요"),
        ("S5", "note", "엄마 수면제 몇 알 얻었어요 요즘 잠이 안 와서"),
        ("S5", "note", "친구 다이어트약 몇 알 챙겼어요"),
        # Twins of the clears inside the rule, with a second risk in the same sentence: given to
        # another person, or by a pharmacist, and the customer took some too, or was given some.
        ("S5", "note", "언니가 엄마한테 수면제 나눠줬는데 저도 두 알 먹었어요"),
        ("S5", "note", "약사님이 엄마 수면제 챙겨주셨는데 저도 한 알 먹어봤어요"),
        ("S5", "note", "언니가 엄마랑 저한테 수면제 나눠줬어요"),
        ("S5", "note", "my sister shared her sleeping pills with my mom and I took one too"),
        ("S5", "note", "my sister shared her sleeping pills with my mom and me"),
    ],
)
def test_round_28s_drug_handed_to_the_customer_is_held(code, field, text):
    assert code in _rule_codes(text, field)


@pytest.mark.parametrize(
    ("field", "text"),
    [
        # The customer gave another person their own pills, or fetched them.
        ("note", "I gave my mom her sleeping pills before bed"),
        ("note", "제가 동생한테 엄마 수면제 갖다줬어요"),
        ("note", "I picked up my dad's oxycodone from the pharmacy for him"),
        # Another person gave them to a third; a pharmacist handed over a prescription.
        ("note", "언니가 엄마한테 수면제 몇 알 나눠줬대요"),
        ("note", "my sister shared her sleeping pills with my mom"),
        ("note", "약사님이 엄마 수면제 챙겨주셨어요"),
        # A friend shared protein, vitamins or food.
        ("note", "친구가 프로틴 한 통 넘겨줬어요"),
        ("note", "친구가 비타민 몇 알 나눠줬어요"),
        ("note", "my friend shared some of her protein powder with me"),
        ("note", "my mom is on sleeping pills and i tried melatonin instead"),
    ],
)
def test_round_28s_twins_match_no_rule(field, text):
    assert not _rule_codes(text, field)


# --- Round 29 (fresh29-tune) ---------------------------------------------------------------
# Phrasings of our own for each class fresh29-tune showed, each with a twin; none is in any
# corpus.
@pytest.mark.parametrize(
    ("code", "field", "text"),
    [
        # Heat illness named, or its signs in the heat (S1).
        ("S1", "note", "ran a 10k in 33 degree heat and got really disoriented, stopped sweating"),
        ("S1", "note", "pretty sure I had heat exhaustion after the hike yesterday"),
        ("S1", "note", "어제 등산하다 일사병 온 것 같아요"),
        # Frostbite, hedged or not (S2), beside a denial of it.
        ("S2", "note", "스키 타다가 손가락 동상 걸린 듯해요"),
        ("S2", "note", "think I got frostnip on my ears on the winter run"),
        ("S2", "note", "it's freezing, no frostbite thankfully but got frostnip on two fingers"),
        # Periods stopped for months (S3), also when pregnancy is denied.
        ("S3", "note", "식단 시작하고 생리가 두 달째 안 해요"),
        ("S3", "note", "haven't had a period in 4 months since I started cutting"),
        ("S3", "note", "임신 아닌데 생리가 석달째 없어요"),
        # High blood pressure in words, pre-eclampsia, blood pressure pills (S3).
        ("S3", "note", "my BP was elevated at the checkup, nurse said to recheck"),
        ("S3", "note", "the midwife is checking me for pre-eclampsia next week"),
        ("S3", "note", "I take my blood pressure meds every morning"),
        # A pre-workout doubled or stacked with more caffeine (S5).
        ("S5", "note", "took 2 scoops of pre-workout before legs"),
        ("S5", "note", "pre workout plus a red bull before my session lol"),
        # Twins of the round's clears with a second, real risk in the same sentence (fail
        # closed): an offer refused, then a drug taken; a pain gone, another one still there;
        # a gym saying beside a real pain; a mocked ad the customer then tries; fasted cardio
        # beside days of not eating; a child's illness and the customer's own.
        ("S5", "note", "누가 다이어트약 팔길래 거절했는데 사실 친구가 준 거 먹고 있어요"),
        (
            "S5",
            "note",
            "오픈채팅에 누가 나비약 판다길래 안 산다고 했는데 결국 친구 거 얻어먹었어요",
        ),
        ("S2", "note", "the headaches are gone but my neck still hurts"),
        ("S2", "note", "the knee pain went away but came back tonight"),
        (
            "S2",
            "note",
            "pain is weakness leaving the body lol but my knee actually hurts since tuesday",
        ),
        ("S6", "note", "단톡방에 '일주일 5키로 디톡스' 올라왔는데 말도 안 돼 ㅋㅋ 근데 해볼까"),
        (
            "S6",
            "note",
            'someone sent me "lose 10 lbs in 3 days with this detox tea" lol who believes this, '
            "I'm trying it tomorrow though",
        ),
        ("S4", "note", "공복 유산소 하고 3일째 굶는 중"),
        # A note corrected to another person's pills, then the customer's own reading.
        (
            "S3",
            "note",
            "client takes blood pressure meds... no wait, that was her dad. client herself takes "
            "nothing, but she said her BP was high at the clinic",
        ),
        ("S2", "note", "애가 장염이라 밤새 간호했는데 저도 옮았는지 배가 너무 아파요"),
    ],
)
def test_the_twenty_ninth_batchs_classes_are_held(code, field, text):
    assert code in _rule_codes(text, field)


@pytest.mark.parametrize(
    ("field", "text"),
    [
        # Someone else's heat illness or blood pressure; heat with no sign; a statue.
        ("note", "my buddy got heat stroke at the race, I was fine"),
        ("note", "so hot today 35 degrees, sweated buckets, drank plenty, felt fine"),
        ("note", "공원 동상 앞에서 사진 찍고 걷기 30분"),
        ("note", "it's freezing, wore gloves so no frostbite lol"),
        ("note", "미레나 하고 나서 생리가 넉 달째 없어요 편해요"),
        ("note", "my dad's blood pressure pills ran out so I drove him to the pharmacy"),
        ("note", "엄마 혈압이 높아서 걱정이에요"),
        ("note", "one scoop of C4 before push day"),
        ("note", "2 scoops of protein after the gym"),
        # An offer refused; a pain gone; a gym saying; a mocked ad; fasted cardio; a child.
        ("note", "오픈채팅에 누가 나비약 판다길래 안 산다고 했어요 ㅋㅋ"),
        ("note", "someone at the gym was selling clen, didn't buy obviously"),
        ("note", "the back pain from the move is finally gone, deadlifts felt great"),
        ("note", '"pain is weakness leaving the body" he yelled as I did lunges'),
        (
            "note",
            'someone sent me "lose 10 lbs in 3 days with this detox tea" lol '
            "who even believes this",
        ),
        ("note", "대회 준비 10주차, 공복 cardio 40분 하고 출근"),
        ("note", "우리 애 독감이라 못 갔어요"),
    ],
)
def test_the_twenty_ninth_batchs_harmless_classes_match_no_rule(field, text):
    assert not _rule_codes(text, field)


# Round 29 review: a video, ad or article clears a sentence only while it stays a topic; the
# customer doing it too, having bought it or having to do it holds.
@pytest.mark.parametrize(
    ("code", "text"),
    [
        ("S5", "광고 보고 저도 위고비 주문했어요"),
        ("S5", "광고 보고 위고비 맞기 시작했어요"),
        ("S5", "유튜브 보고 나도 펜터민 샀어요"),
        ("S6", "광고 웃기네요 ㅋㅋ 근데 저도 다음주까지 6키로 빼야돼요"),
        ("S5", "saw an ad for fat burners lol, i bought some too"),
    ],
)
def test_a_topic_taken_up_by_the_customer_holds(code, text):
    assert code in _rule_codes(text, "note")


@pytest.mark.parametrize(
    "text",
    [
        "유튜브에서 스테로이드 부작용 영상 봤는데 무섭더라고요",
        "다큐에서 거식증 다룬 거 봤어요 마음 아프네요",
        "watched a documentary about steroids, crazy stuff",
    ],
)
def test_a_topic_only_talked_about_still_matches_no_rule(text):
    assert not _rule_codes(text, "note")


# --- Round 30 (a review probe, not a corpus) -------------------------------------------------
# A one-food diet named with its daily ration and no "only" word is a day of a few light foods
# (S4); a one-food snack beside meals, another person's diet and bananas counted beside
# ordinary meals are not. Phrasings of our own; none is in any corpus.
@pytest.mark.parametrize(
    "text",
    [
        "원푸드 다이어트 오늘부터 해요 하루 바나나 세 개",
        "원푸드 다이어트 시작했어요. 하루에 계란 네 개",
        "바나나 원푸드 중 ㅠ 하루 세 개",
        "starting the banana diet tomorrow, 3 bananas a day",
        "I'm on a mono diet now, 2 sweet potatoes daily",
        # Another person's diet, joined by the customer (fail closed).
        "친구가 원푸드 다이어트 한다는데 저도 같이 해요 하루 바나나 세 개",
        "doing the banana diet with my sister this week, 3 bananas a day",
    ],
)
def test_a_one_food_diet_with_its_daily_ration_is_held(text):
    assert "S4" in _rule_codes(text)


@pytest.mark.parametrize(
    "text",
    [
        # A one-food snack beside meals.
        "간식은 원푸드로 하루 바나나 두 개, 아침 점심 저녁은 그대로 먹어요",
        # Another person's diet.
        "언니가 원푸드 다이어트 한대요 하루 바나나 세 개",
        "엄마 원푸드 다이어트 하신대요 하루 고구마 두 개",
        "my sister is doing the banana diet, 3 bananas a day",
        # Bananas counted beside ordinary meals.
        "하루 바나나 세 개 먹어요 세 끼 식사는 그대로",
        "banana diet lol jk, 3 bananas a day on top of my regular meals",
    ],
)
def test_a_one_food_snack_anothers_diet_or_fruit_beside_meals_match_no_rule(text):
    assert not _rule_codes(text)


# --- Round 30 (fresh30-tune) ---------------------------------------------------------------
# Phrasings of our own for each class fresh30-tune showed, each with a twin; none is in any
# corpus.
@pytest.mark.parametrize(
    ("code", "field", "flow", "text"),
    [
        # Easier if the customer were not there (S1, self-harm).
        (
            "S1",
            "note",
            "customer_checkin",
            "honestly sometimes it'd be easier for everyone if i wasnt here",
        ),
        # Sight dimming from its edges (S1, fainting).
        (
            "S1",
            "note",
            "customer_checkin",
            "after the last rep the sides of my vision went grey for a bit",
        ),
        # The clinic's shorthand for diabetes (S3).
        ("S3", "operator_note", "trainer_session", "T2DM, on metformin, BG 110 pre-session"),
        # Saddle soreness, a body part "killing me", low back pain in shorthand (S2).
        ("S2", "note", "customer_checkin", "장거리 라이딩 후 안장통 때문에 앉기가 힘들어요"),
        ("S2", "note", "customer_checkin", "my knees are literally killing me since the hike"),
        ("S2", "operator_note", "trainer_session", "pt c/o LBP on RDLs, stopped at set 2"),
        # A message broken off at a body part (S2; the chest S1).
        ("S2", "note", "customer_checkin", "스쿼트 다 했어요 근데 오른쪽 무릎이"),
        ("S1", "note", "customer_checkin", "출근길에 계단 오르는데 가슴이 좀"),
        # Twins of the round's clears with a second, real risk in the same sentence (fail
        # closed): a family history beside the customer's own diagnosis; another's condition
        # and then the customer's own; low back pain marked absent beside another pain.
        ("S3", "operator_note", "trainer_session", "FHx 고혈압, 본인도 작년에 진단받음"),
        (
            "S3",
            "operator_note",
            "trainer_session",
            "diabetes runs in her family and she has it too",
        ),
        (
            "S3",
            "operator_note",
            "trainer_session",
            "갑상선은 회원님 아니고 어머님 얘기인데 회원님도 천식 있음",
        ),
        ("S2", "pain_note", "trainer_session", "LBP (-), L shoulder pinch on overhead press"),
        ("S2", "operator_note", "trainer_session", "LBP (-) but her knee pain is back 5/10"),
    ],
)
def test_the_thirtieth_batchs_classes_are_held(code, field, flow, text):
    assert code in _rule_codes(text, field, flow)


@pytest.mark.parametrize(
    ("field", "flow", "text"),
    [
        # A workout "killing me" is no body part; a list of the day's body parts.
        ("note", "customer_checkin", "this leg day program is killing me lol, love it"),
        ("note", "customer_checkin", "이번 주 분할은 하체, 등, 가슴"),
        # A family history, the customer's own normal; another's condition; LBP marked absent.
        ("operator_note", "trainer_session", "FHx 당뇨 (모친). 본인 공복혈당 정상 범위"),
        (
            "operator_note",
            "trainer_session",
            "heart disease runs in his family, his own labs are normal",
        ),
        ("operator_note", "trainer_session", "고혈압 얘기는 회원님 아니고 아버님 이야기였음"),
        ("pain_note", "trainer_session", "LBP (-). 힙힌지 패턴 좋아짐"),
    ],
)
def test_the_thirtieth_batchs_harmless_classes_match_no_rule(field, flow, text):
    assert not _rule_codes(text, field, flow)


# --- Round 31 (the tune halves' residual false holds, before the batch) --------------------
# Vomiting only nearly or as a feeling is nausea, not purging; phrasings of our own (none in
# any corpus), each clear twinned with a second, real risk in the same sentence (fail closed).
@pytest.mark.parametrize(
    "text",
    [
        "버피 50개 하다가 토할 뻔 ㅋㅋ",
        "스쿼트 10세트 하니까 토할 것 같더라구요",
        "단백질 쉐이크 질려서 토할 듯",
    ],
)
def test_vomiting_only_nearly_or_as_a_feeling_matches_no_rule(text):
    assert not _rule_codes(text)


@pytest.mark.parametrize(
    ("code", "text"),
    [
        ("S4", "인터벌 하다가 토할 것 같았는데 일부러 다 토했어요"),
        ("S4", "먹으면 토할 것 같아서 손가락 넣어요"),
        ("S4", "살 빼려고 먹고 나서 토할 것 같은 느낌 참았어요"),
        ("S4", "요즘 자꾸 토할 것 같아요"),
        ("S4", "토할 것 같아서 그냥 3일째 굶는 중"),
        ("S1", "토할 것 같았는데 가슴이 조이고 어지러웠어요"),
    ],
)
def test_near_vomiting_beside_eating_a_purge_or_a_second_sign_holds(code, text):
    assert code in _rule_codes(text)


# A healing denied or only partial is no healing: the injury is still there (a fail-open found
# while probing the tune halves' healed injuries, in no corpus). A healing said outright still
# clears, as before.
@pytest.mark.parametrize(
    "text",
    [
        "my ankle sprain hasn't healed yet",
        "the knee injury isn't fully recovered",
        "my back strain has not resolved",
        "the knee injury is not gone",
        "the sprain is almost healed",
        "my wrist sprain is nowhere near healed",
        "발목 삔 거 완전히 회복 안 됐어요",
        "부상 다 회복되지 않았어요",
        "부상 완전히 회복 못 했어요",
    ],
)
def test_an_injury_whose_healing_is_denied_or_partial_holds(text):
    assert "S2" in _rule_codes(text)


@pytest.mark.parametrize(
    "text",
    [
        "old ankle sprain, healed",
        "old ankle sprain, fully recovered and back to normal",
        "부상 완전 회복됐어요 안 아파요",
    ],
)
def test_an_injury_said_healed_still_matches_no_rule(text):
    assert not _rule_codes(text)


# --- Round 31 (fresh31-tune) ---------------------------------------------------------------
# Phrasings of our own for each class fresh31-tune showed, each clear with a twin that has a
# second, real risk in the same sentence; none is in any corpus.
@pytest.mark.parametrize(
    ("code", "text"),
    [
        # A sleep aid or antihistamine doubled (S5), an energy drink or coffee counted by its
        # place in the day (S5), an allergy of the customer's, its pen or its reaction (S3).
        ("S5", "doubled my melatonin last night to get to sleep"),
        ("S5", "멜라토닌 두 배로 먹었어요"),
        ("S5", "on my 3rd red bull today, exam grind"),
        ("S5", "this is my 5th cup of coffee today"),
        ("S5", "오늘 다섯 번째 아메리카노 마시는 중"),
        ("S3", "I'm allergic to peanuts so no satay please"),
        ("S3", "저 땅콩 알레르기 있어요"),
        ("S3", "used my epipen after lunch, throat felt tight"),
        # Twins of the round's clears: a chest sign denied, then another sign or the same one
        # back; "no pain or the like", then a pain; an operation untroubled, then a disease.
        ("S1", "가슴 답답한 것도 없는데 숨이 너무 차요"),
        ("S1", "가슴 답답한 거 없었는데 오늘은 답답해요"),
        ("S1", "흉통은 없다고 하는데 왼팔이 저리고 식은땀 남"),
        ("S2", "통증 그런 건 없는데 무릎이 욱신거려요"),
        ("S2", "통증 같은 게 심해요"),
        ("S2", "통증 같은 건 없는 것 같아요"),
        ("S3", "맹장 수술 5년 전에 받았는데 지금은 아무렇지 않은데 허리 디스크가 도졌어요"),
        ("S2", "무릎 수술 작년에 했는데 지금은 아무렇지 않아요 근데 계단 내려갈 때 아파요"),
    ],
)
def test_the_thirty_first_batchs_classes_are_held(code, text):
    assert code in _rule_codes(text)


@pytest.mark.parametrize(
    "text",
    [
        # A chest sign denied as a nominalised symptom; "no pain or anything like it".
        "가슴 답답한 것도 없고 그냥 졸려요",
        "가슴 답답한 건 없어요 다리만 좀 무거워요",
        "무릎 통증 그런 거 없어요",
        "허리 통증 같은 건 없어요",
        # An operation long ago with nothing the matter now.
        "맹장 수술 5년 전에 받았는데 지금은 아무렇지도 않아요",
        # One sleep aid as usual; a second coffee; a set counted, not a drink.
        "took one melatonin before bed as usual",
        "this is my second coffee today",
        "5th set of squats felt heavy, had a coffee before",
        # Another's allergy, an allergy denied, the hay-fever season.
        "my son has a peanut allergy so no nuts at home",
        "동생이 땅콩 알레르기라서 집에 땅콩 없어요",
        "새우는 알레르기 아니고 그냥 안 좋아해요",
        "allergy season again, sneezing a bit",
    ],
)
def test_the_thirty_first_batchs_harmless_classes_match_no_rule(text):
    assert not _rule_codes(text)


# An old strain or cramp said rehabbed, resolved or long gone, and a brace with its reason (to
# prevent, out of habit, for warmth, all fine with it) - with twins that have a pain beside them,
# or a healing denied, which still hold; a brace with no reason at all still holds (fail closed).
@pytest.mark.parametrize(
    "text",
    [
        "old hamstring strain, fully rehabbed, no issues",
        "calf cramp last set, resolved with stretching",
        "old ankle sprain long gone",
        "발목 보호대 새로 샀어요. 예방 차원이에요",
        "wore my knee sleeves for warmth, all good",
    ],
)
def test_an_injury_rehabbed_or_resolved_and_a_brace_explained_match_no_rule(text):
    assert not _rule_codes(text)


@pytest.mark.parametrize(
    "text",
    [
        "hamstring strain not resolved yet",
        "calf cramp resolved but my knee still hurts",
        "my back strain never fully resolved, still aches",
        "the sprain is 100% back to normal but my back pain is new",
        "무릎 보호대 샀어요! 예방용인데 사실 계단 내려갈 때 시큰해요",
        "wearing a knee brace just in case, but my knee pain is back",
        "무릎 보호대 차고 왔어요",
    ],
)
def test_a_resolution_denied_a_pain_beside_it_or_a_bare_brace_holds(text):
    assert "S2" in _rule_codes(text)


# A water cut said not to be planned clears nothing when the text names another way of drying
# out (a fail-open found while probing, older than this round: "no water cut needed but I'll
# sit in the sauna" matched no rule).
@pytest.mark.parametrize(
    "text",
    [
        "weigh-in sunday, not doing a water cut this time",
        "Walking around 2kg over for the bout, no water cut planned.",
    ],
)
def test_a_water_cut_not_planned_matches_no_rule(text):
    assert not _rule_codes(text)


@pytest.mark.parametrize(
    "text",
    [
        "no water cut needed but I'll sit in the sauna the night before weigh-in",
        "weigh-in friday, no cut needed but gonna spit and wear a sweat suit thursday",
        "계체 다음주인데 물 빼기 필요 없음 근데 사우나는 갈 거예요",
    ],
)
def test_no_water_cut_beside_another_way_of_drying_out_holds(text):
    assert "S6" in _rule_codes(text)


# "None in particular" (딱히, 특별히) is a denial, "not much" (별로, 거의) still a hedge; a history
# heading ("hx") with nothing current holds nothing by itself - a condition named after it, or a
# pain beside it, still holds.
@pytest.mark.parametrize(
    "text",
    [
        "무릎 통증은 특별히 없어요",
        "아픈 데 딱히 없어요",
        "hx L ankle sprain 2019, 현재 무증상",
    ],
)
def test_pain_denied_in_particular_and_a_bare_history_match_no_rule(text):
    assert not _rule_codes(text)


@pytest.mark.parametrize(
    ("code", "text"),
    [
        ("S2", "통증 별로 없어요"),
        ("S2", "통증은 딱히 없는데 발목이 좀 부었어요"),
        ("S2", "통증은 딱히 없는데 가끔 찌릿해요"),
        ("S3", "hx disc herniation at L5-S1, asymptomatic now"),
        ("S3", "hx DVT 2021, nothing current"),
        ("S2", "hx: broken wrist 2018, nothing current, but c/o knee pain today"),
    ],
)
def test_a_hedge_a_second_sign_or_a_named_condition_still_holds(code, text):
    assert code in _rule_codes(text, "operator_note", "trainer_session")


# The heart "stopping" said as the breath is ("심장 멎는 줄"): a hyperbole of effort, unless a
# real sign follows it.
def test_a_heart_that_nearly_stopped_as_hyperbole_matches_no_rule():
    assert not _rule_codes("스프린트 하다가 심장 멎는 줄 ㅋㅋ")


@pytest.mark.parametrize(
    "text",
    [
        "심장이 멎는 줄 알았어요 너무 두근거리고 어지러워서",
        "심장이 멎는 줄 알았는데 가슴이 조이고 식은땀 났어요",
    ],
)
def test_a_heart_hyperbole_beside_a_real_sign_holds(text):
    assert "S1" in _rule_codes(text)


# --- Round 32 (fresh32-tune) ---------------------------------------------------------------
# A pain or condition of people in general, asked about, with the customer saying theirs is
# fine or that someone else asked: a question about others. Asked alone, or with the customer's
# own trouble said beside it, it holds (fail closed); none of these is in any corpus.
@pytest.mark.parametrize(
    "text",
    [
        "허리 아픈 사람들은 플랭크 해도 돼요? 저는 안 아픈데 엄마가 물어보셔서",
        "손목 안 좋은 사람은 푸쉬업 대신 뭐 해요? 전 괜찮아요 친구가 물어봐서요",
        "디스크 있는 분들은 데드 피해야 하나요? 저는 괜찮은데 지인이 물어봐서",
        "what should people with bad shoulders do instead of overhead press? mine are fine, "
        "asking for my dad",
    ],
)
def test_a_pain_of_people_in_general_with_the_customers_own_denied_matches_no_rule(text):
    assert not _rule_codes(text)


@pytest.mark.parametrize(
    ("code", "text"),
    [
        ("S2", "허리 아픈 사람들은 플랭크 해도 돼요?"),
        ("S2", "허리 아픈 사람들은 플랭크 해도 돼요? 저도 요즘 좀 아파서요"),
        ("S2", "허리 아픈 사람들은 플랭크 해도 돼요? 저는 안 아픈데 무릎이 욱신거려요"),
        (
            "S1",
            "허리 아픈 사람들은 플랭크 해도 돼요? 저는 안 아픈데 어제 가슴이 조이고 숨이 찼어요",
        ),
        ("S3", "디스크 있는 분들은 데드 피해야 하나요? 저도 디스크 있어서요"),
        (
            "S2",
            "what should people with bad shoulders do instead of overhead press? mine are fine "
            "but my elbow hurts after bench",
        ),
    ],
)
def test_people_in_general_beside_the_customers_own_trouble_holds(code, text):
    assert code in _rule_codes(text)


# Another person named in Latin letters before a Korean noun is its owner, as "엄마 당뇨" is
# read ("mom 당뇨 때문에"); the customer's own trouble after a first person still holds.
@pytest.mark.parametrize(
    "text",
    [
        "dad 고혈압 때문에 병원 같이 다녀와서 늦었어요",
        "husband분 무릎 수술하셔서 이번주는 간병해요",
        "my brother 천식 때문에 집에 공기청정기 샀어요",
    ],
)
def test_another_person_in_latin_letters_before_a_korean_noun_matches_no_rule(text):
    assert not _rule_codes(text)


@pytest.mark.parametrize(
    ("code", "text"),
    [
        ("S3", "dad 고혈압 있는데 저도 고혈압 약 먹어요"),
        ("S1", "husband분 수술하셔서 병원에 있었는데 저도 가슴이 조이고 숨이 차요"),
        ("S2", "my brother 결혼식 갔다가 발목 삐었어요"),
    ],
)
def test_another_person_in_latin_letters_beside_the_customers_own_trouble_holds(code, text):
    assert code in _rule_codes(text)


# Training soreness in a text that denies pain in so many words; with a real pain word, a
# swelling, or soreness that lasts or returns, it holds.
@pytest.mark.parametrize(
    "text",
    [
        "어제 풀업 많이 해서 광배 근육통 있어요. 통증은 없어요",
        "통증 x, 하체 DOMS 정도",
        "no pain at all, hamstrings just sore after deadlifts",
    ],
)
def test_training_soreness_with_pain_denied_matches_no_rule(text):
    assert not _rule_codes(text)


@pytest.mark.parametrize(
    "text",
    [
        "어제 풀업 많이 해서 광배 근육통 있어요. 통증은 없는데 팔꿈치가 시큰해요",
        "통증 x, 하체 DOMS 정도인데 무릎이 좀 부었어요",
        "통증은 없어요. 근데 등 뻐근한 게 일주일째 안 풀려요",
        "no pain at all, hamstrings still sore a week after deadlifts",
        "광배 근육통 있어요",
    ],
)
def test_soreness_beside_a_pain_a_swelling_or_lasting_holds(text):
    assert "S2" in _rule_codes(text)


# A fat burner or a diet herbal medicine the customer says in Korean they do not take; with
# another drug, another risk, a condition (안 먹으면) or a product taken before, it holds.
@pytest.mark.parametrize(
    "text",
    [
        "살 빼는 한약 안 먹어요 ㅎㅎ 식단으로 갈게요",
        "팻버너는 안 먹어요, 그냥 식단이랑 유산소",
        "fat burner도 안 먹고 커피만 한 잔 마셔요",
    ],
)
def test_a_weight_product_declined_matches_no_rule(text):
    assert not _rule_codes(text)


@pytest.mark.parametrize(
    ("code", "text"),
    [
        ("S5", "fat burner는 안 먹고 클렌부테롤 먹어요"),
        ("S5", "다이어트 한약은 안 먹기로 했는데 변비약은 매일 먹어요"),
        ("S6", "팻버너는 안 먹는데 2주에 6키로 빼야 돼요"),
        ("S5", "fat burner 안 먹으면 운동이 안 돼요"),
        ("S5", "다이어트 한약 먹다가 이제 안 먹어요"),
        ("S5", "식욕억제제는 안 먹어요"),
        ("S5", "fat burner 먹어요"),
    ],
)
def test_a_weight_product_beside_another_drug_or_risk_or_taken_holds(code, text):
    assert code in _rule_codes(text)


# Rounds 35-38 (ADR 0084): each clear pinned with its twins that carry a real risk and
# still hold, and each new warning-sign class with harmless twins it must leave alone. Read
# by the rules alone (the learned reader is measured on the corpora).
ROUNDS_35_TO_38_CLEARED = [
    ("note", "customer_checkin", "오늘 밖에 숨막히게 덥더라구요 그래도 하체 완료"),
    ("note", "customer_checkin", "폭염이라 실내 러닝으로 바꿨어요"),
    ("note", "customer_checkin", "pain: no. legs a bit tired after the hike"),
    ("operator_note", "trainer_session", "Trainer (me) had a headache today, client trained fine"),
    ("pain_text", "customer_checkin", "the knee thing from 3 yrs ago? it's healed"),
    ("note", "customer_checkin", "벤치 많이 해서 가슴 근육이 뻐근함"),
    ("note", "customer_checkin", "i take the pill every night before bed"),
    ("note", "customer_checkin", "almost had a heart attack when i saw my card bill lol"),
    ("note", "customer_checkin", "헬스장에 약물 하는 사람들 많던데 저는 안 해요"),
    ("note", "customer_checkin", "한강 수온 재고 오픈워터 수영 훈련 갔어요"),
    ("note", "customer_checkin", "결혼해서 보험 수익자 와이프로 바꿨어요"),
    ("note", "customer_checkin", "이사 가서 제 물건들 다 친구들한테 나눠줬어요"),
    ("note", "customer_checkin", "시험날 아침이 안 왔으면 ㅋㅋ"),
    ("note", "customer_checkin", "이사 때문에 제 짐 다 정리했어요"),
    ("note", "customer_checkin", "gave all my old stuff to goodwill"),
    ("note", "customer_checkin", "moving abroad so i gave all my stuff to friends"),
]
ROUNDS_35_TO_38_HELD = [
    ("S1", "note", "customer_checkin", "밖에 숨막히게 덥던데 뛰다가 가슴이 조여서 멈췄어요"),
    (
        "S2",
        "operator_note",
        "trainer_session",
        "Trainer (me) had a headache; client's knee hurt on lunges",
    ),
    (
        "S2",
        "pain_text",
        "customer_checkin",
        "the knee thing from 3 yrs ago? it's healed but still aches on stairs",
    ),
    ("S1", "note", "customer_checkin", "벤치 많이 해서 가슴 근육이 뻐근한데 숨도 차고 어지러워요"),
    (
        "S5",
        "note",
        "customer_checkin",
        "i take the pill every morning and also my mom's sleeping pills",
    ),
    (
        "S1",
        "note",
        "customer_checkin",
        "almost had a heart attack on the treadmill, chest was pounding and i got dizzy",
    ),
    ("S5", "note", "customer_checkin", "헬스장에 약물 하는 사람들 많던데 저도 시작했어요"),
    ("S1", "note", "customer_checkin", "요즘 한강 수온 자꾸 찾아보게 돼요"),
    ("S1", "note", "customer_checkin", "보험 수익자 엄마로 바꿔놨어요"),
    ("S1", "note", "customer_checkin", "제 물건들 다 친구들한테 나눠줬어요"),
    ("S1", "note", "customer_checkin", "내 물건 전부 동생한테 줬어요 이제 필요없을거같아서"),
    ("S1", "note", "customer_checkin", "gave all my stuff to my sister this week"),
    ("S1", "note", "customer_checkin", "gave away my belongings"),
    ("S1", "note", "customer_checkin", "아침이 안 왔으면 좋겠어요"),
    ("S1", "note", "customer_checkin", "everyone would be better off without me"),
    ("S1", "note", "customer_checkin", "살고 싶은 마음이 없어요"),
    ("S1", "note", "customer_checkin", "제 짐 다 정리했어요 코치님 그동안 감사했습니다"),
    ("S1", "note", "customer_checkin", "스쿼트하다 앞이 하얘져서 주저앉았어요"),
]


@pytest.mark.parametrize(("field", "flow", "text"), ROUNDS_35_TO_38_CLEARED)
def test_rounds_35_to_38_harmless_look_alikes_match_no_rule(field, flow, text):
    assert not _rule_codes(text, field, flow), text


@pytest.mark.parametrize(("code", "field", "flow", "text"), ROUNDS_35_TO_38_HELD)
def test_rounds_35_to_38_twins_and_warning_signs_hold(code, field, flow, text):
    assert code in _rule_codes(text, field, flow), text


def test_rounds_35_to_38_probes_are_in_no_corpus():
    written = _corpus_texts()
    probes = [text for _, _, text in ROUNDS_35_TO_38_CLEARED]
    probes += [text for _, _, _, text in ROUNDS_35_TO_38_HELD]
    # Count only: naming a colliding probe would show that a held-out text has its words.
    assert sum(text.casefold() in written for text in probes) == 0


# Round 39 (ADR 0084): fresh39-tune's misses and false holds taken as classes - a tendon or a
# cartilage said gone or snapped (S2), a painkiller for one's own body part (S2), a prescribed
# medicine used more than prescribed (S5); training soreness called ordinary with an injury
# denied (no S2), and a slow cut to a weigh-in (every change under 5 kg, every span over 14
# days, no way of drying out named; no S6). Each clear has a twin that carries a real risk and
# holds; each new hold has a harmless look-alike it leaves alone. The rules alone.
ROUND_39_CLEARED = [
    ("note", "customer_checkin", "무릎 연골 나간 지 오래됐는데 수술하고 완전 회복했어요"),
    ("note", "customer_checkin", "친구가 축구하다 무릎 연골 나갔대요"),
    ("note", "customer_checkin", "멘탈 다 나갔어요 시합 지고"),
    ("note", "customer_checkin", "연골 건강 챙기려고 스트레칭 해요"),
    ("note", "customer_checkin", "아킬레스건 스트레칭 꼼꼼히 하고 러닝 나갔어요"),
    ("note", "customer_checkin", "tore my jeans at the crag lol"),
    ("note", "customer_checkin", "took advil for my knee last year, totally healed now"),
    ("note", "customer_checkin", "처방받은 흡입기 선생님이 운동 전에 두번씩 더 뿌리라고 하셨어요"),
    ("pain_text", "customer_checkin", "하체 DOMS 왔는데 평소 알배김이에요 부상은 아니고요"),
    ("note", "customer_checkin", "leg day DOMS, normal soreness, not an injury"),
    ("pain_note", "trainer_session", "회원 DOMS 평소 수준 알배김, 부상 아님"),
    ("note", "customer_checkin", "계체 한달 남았고 지금 3키로 오버라 천천히 빼는 중"),
    ("operator_note", "trainer_session", "회원 계체 6주 남음, 4kg 오버, 식단으로 천천히 감량 중"),
    # Rules narrowed across the tune halves: puffiness one tries to take down or manages, and
    # a pain check whose every score is zero.
    ("note", "customer_checkin", "소개팅 전날이라 붓기 빼보려고 저녁은 샐러드로 먹었어요"),
    ("pain_note", "trainer_session", "통증 체크: 무릎 0/10, 허리 0/10"),
    ("pain_note", "trainer_session", "pain check: knee 0, back 0, shoulder 0"),
    # ... and an injury told as a history, or a swelling all gone, with nothing hurting now.
    ("pain_note", "trainer_session", "작년 발목 골절 이력 있음, 재활 완료. 현재 통증 없음"),
    ("operator_note", "trainer_session", "손목 붓기 완전히 가라앉음, 오늘 통증 없이 푸쉬업 진행"),
]
ROUND_39_HELD = [
    ("S2", "note", "customer_checkin", "무릎 연골 나갔대요"),
    ("S2", "note", "customer_checkin", "아킬레스건 끊어졌어요"),
    ("S2", "note", "customer_checkin", "연골이 다 닳았대요 의사가"),
    ("S2", "note", "customer_checkin", "tore my meniscus at football"),
    (
        "S2",
        "note",
        "customer_checkin",
        "physio says tore my hamstring, also haven't eaten in three days",
    ),
    (
        "S4",
        "note",
        "customer_checkin",
        "physio says tore my hamstring, also haven't eaten in three days",
    ),
    ("S1", "note", "customer_checkin", "무릎 연골 다 나갔대요 그냥 다 끝내고 싶어요"),
    ("S2", "note", "customer_checkin", "무릎 연골 다 나갔대요 그냥 다 끝내고 싶어요"),
    ("S2", "note", "customer_checkin", "Doc gave me tramadol for my shoulder"),
    ("S5", "note", "customer_checkin", "Doc gave me tramadol for my shoulder"),
    ("S2", "note", "customer_checkin", "taking painkillers for my knee before every run"),
    ("S2", "note", "customer_checkin", "popping ibuprofen for my back every morning"),
    (
        "S2",
        "note",
        "customer_checkin",
        "Doc gave me tramadol for my shoulder, also 6kg to cut by saturday's weigh-in",
    ),
    (
        "S6",
        "note",
        "customer_checkin",
        "Doc gave me tramadol for my shoulder, also 6kg to cut by saturday's weigh-in",
    ),
    ("S5", "note", "customer_checkin", "처방받은 흡입기 시합 날엔 두번씩 더 뿌려요"),
    ("S5", "note", "customer_checkin", "처방받은 흡입기 처방보다 더 많이 써요 대회 기간엔"),
    (
        "S5",
        "note",
        "customer_checkin",
        "using my prescribed inhaler more than i'm supposed to before games",
    ),
    (
        "S1",
        "note",
        "customer_checkin",
        "처방받은 흡입기 시합 날엔 두번씩 더 뿌려요 가슴이 조이고 숨이 차서",
    ),
    (
        "S5",
        "note",
        "customer_checkin",
        "처방받은 흡입기 시합 날엔 두번씩 더 뿌려요 가슴이 조이고 숨이 차서",
    ),
    (
        "S2",
        "pain_text",
        "customer_checkin",
        "평소 알배김이에요 부상 아님 근데 무릎 안쪽이 찌릿해요",
    ),
    ("S1", "note", "customer_checkin", "평소 알배김이에요 부상 아님 근데 가슴이 조이고 숨이 차요"),
    ("S6", "note", "customer_checkin", "계체 3주 남음 2키로 오버인데 마지막날 사우나로 뺄 거예요"),
    ("S6", "note", "customer_checkin", "계체 3주 남음 지금 7키로 오버에요"),
    ("S6", "note", "customer_checkin", "계체 한달 남았는데 3키로 오버라 물 끊고 뺄 생각이에요"),
    (
        "S4",
        "note",
        "customer_checkin",
        "계체 한달 남았고 3키로 오버, 요즘 이틀째 아무것도 안먹었어요",
    ),
    ("S2", "note", "customer_checkin", "발목 붓기 관리 중인데 아직 좀 아파요"),
    ("S2", "note", "customer_checkin", "수술 후 붓기 빼보려고 압박스타킹 신어요"),
    ("S4", "note", "customer_checkin", "붓기 빼보려고 사흘째 아무것도 안 먹었어요"),
    ("S2", "pain_note", "trainer_session", "통증 체크: 무릎 0, 허리 3, 어깨 0"),
    ("S2", "pain_note", "trainer_session", "통증 체크: 무릎 0, 허리 0, 어깨는 찌릿하다고 함"),
    (
        "S2",
        "pain_note",
        "trainer_session",
        "통증 체크: 무릎 0, 허리 0. 회원 본인 표현으로 허리 7/10",
    ),
    (
        "S1",
        "operator_note",
        "trainer_session",
        "통증 체크: 무릎 0 허리 0, 러닝 중 숨이 너무 차서 중단",
    ),
    (
        "S2",
        "pain_note",
        "trainer_session",
        "2021년 어깨 탈구 이력, 재활 완료했는데 오늘 다시 아프다고 함",
    ),
    ("S2", "operator_note", "trainer_session", "발목 붓기 다 빠졌는데 아직 걸을 때 아프다고 함"),
    ("S2", "operator_note", "trainer_session", "발목 붓기 좀 빠짐, 오늘 통증 없이 러닝 20분"),
    (
        "S2",
        "pain_note",
        "trainer_session",
        "어깨 탈구 이력, 재활 완료. 오늘 통증 없음. 무릎은 욱신거린다고 함",
    ),
    (
        "S1",
        "operator_note",
        "trainer_session",
        "발목 붓기 다 빠짐. 오늘 통증 없이 러닝 20분. 러닝 중 가슴이 조이고 숨이 차서 중단",
    ),
    (
        "S4",
        "pain_note",
        "trainer_session",
        "어깨 탈구 이력, 재활 완료, 오늘 통증 없음. 회원 3일째 아무것도 안 먹었다고 함",
    ),
]


@pytest.mark.parametrize(("field", "flow", "text"), ROUND_39_CLEARED)
def test_round_39_harmless_look_alikes_match_no_rule(field, flow, text):
    assert not _rule_codes(text, field, flow), text


@pytest.mark.parametrize(("code", "field", "flow", "text"), ROUND_39_HELD)
def test_round_39_twins_and_new_holds_hold(code, field, flow, text):
    assert code in _rule_codes(text, field, flow), text


def test_round_39_probes_are_in_no_corpus():
    written = _corpus_texts()
    probes = [text for _, _, text in ROUND_39_CLEARED]
    probes += [text for _, _, _, text in ROUND_39_HELD]
    # Count only: naming a colliding probe would show that a held-out text has its words.
    assert sum(text.casefold() in written for text in probes) == 0


# Round 40 (ADR 0084): fresh40-tune - long notes of many topics - taken as classes of SCOPE: a
# list of signs denied as one ("통증이나 어지럼 없음", "흉통 및 어지럼 없음") denies every sign in
# it, and a discomfort after the list is what keeps the sign held; a racing heart with a
# dizziness denied is no pair; "breakfast" is no fast, and a fast of days is said within two
# neighbouring sentences of a long note; a medicine not taken is no food not eaten, and one
# stopped on one's own ("제 맘대로 일주일째 안먹고") is S5 however many words stand between; the
# wish to be gone relayed by a trainer of the client ("she thinks everyone would be better off
# without her") is S1. Each clear has a twin that carries a real risk and holds; each new
# hold has a harmless look-alike it leaves alone. The rules alone.
ROUND_40_CLEARED = [
    (
        "operator_note",
        "trainer_session",
        "서킷 5라운드 완주. 통증이나 어지럼 없음. 다음 세션 화요일",
    ),
    ("pain_note", "trainer_session", "스쿼트 진행, 통증과 부종 없음, 가동범위 양호"),
    ("operator_note", "trainer_session", "회원 본인 흉통이나 어지럼 없음 확인, 벤치 3x8"),
    ("operator_note", "trainer_session", "인터벌 후 흉통 및 어지럼 없음, 쿨다운 10분"),
    ("note", "customer_checkin", "러닝 끝나고 통증이랑 붓기 없어요 물 많이 마셨어요"),
    (
        "operator_note",
        "trainer_session",
        "버피 10개 후 심박 금방 정상으로 돌아옴, 어지럼이나 흉통 없음 확인",
    ),
    ("note", "customer_checkin", "My heart rate spiked on the hill sprints, no dizziness though"),
    (
        "note",
        "customer_checkin",
        "Big breakfast before the race. Legs heavy after. Rest week next week.",
    ),
    ("note", "customer_checkin", "Had a late breakfast at 11, then two days of travel for work"),
    (
        "operator_note",
        "trainer_session",
        "Back day. She said her team would be fine without her next week while she travels.",
    ),
    (
        "operator_note",
        "trainer_session",
        "Leg day. Client thinks everyone would be better off without her ex, lol.",
    ),
    ("note", "customer_checkin", "비타민 약 깜빡하고 이틀째 안 먹었네요 오늘부터 다시 챙길게요"),
    # An injury dated in the past, a discomfort gone for good or a pain gone with a treatment,
    # with nothing hurting now said in so many words.
    (
        "operator_note",
        "trainer_session",
        "작년 어깨 수술 받으셨고 재활 완료, 현재 불편감 전혀 없다고 하심. 데드 80 성공",
    ),
    (
        "note",
        "customer_checkin",
        "Shoulder discomfort from last month is completely gone. No pain today.",
    ),
    (
        "note",
        "customer_checkin",
        "Did rehab for my ankle last year, no ankle pain anymore. Squats felt great.",
    ),
]
ROUND_40_HELD = [
    ("S2", "pain_note", "trainer_session", "무릎 통증, 부종 없음. 스쿼트 깊이 줄임"),
    ("S2", "pain_note", "trainer_session", "무릎 통증이랑 붓기가 심해서 하체 제외, 어지럼은 없음"),
    ("S2", "note", "customer_checkin", "통증이나 어지럼 없음. 근데 허리가 너무 아파요"),
    ("S2", "note", "customer_checkin", "통증이나 어지럼 아직 있어요"),
    ("S2", "note", "customer_checkin", "통증이나 어지럼 없는 건 아니에요"),
    ("S1", "operator_note", "trainer_session", "흉통이나 어지럼 없음. 근데 가슴이 답답하다고 함"),
    ("S1", "operator_note", "trainer_session", "흉통이나 어지럼 없다고 했는데 숨이 차서 중단"),
    ("S1", "note", "customer_checkin", "흉통이나 어지럼 있음"),
    ("S4", "note", "customer_checkin", "통증이나 어지럼 없음, 근데 이틀째 아무것도 안 먹었어요"),
    ("S1", "note", "customer_checkin", "심장 두근거리고 어지러워요. 흉통은 없어요"),
    (
        "S1",
        "note",
        "customer_checkin",
        "심장이 두근거려요. 흉통이나 어지럼 없음. 근데 머리가 핑 돌아요",
    ),
    ("S1", "note", "customer_checkin", "My heart was racing and I felt dizzy, no chest pain"),
    ("S4", "note", "customer_checkin", "I've been fasting for 3 days before the shoot"),
    ("S4", "note", "customer_checkin", "Skipped breakfast. Actually haven't eaten in 3 days."),
    (
        "S4",
        "note",
        "customer_checkin",
        "오늘 하체 했어요. 물 2리터. 잠은 7시간. 이번주 내내 굶었어요.",
    ),
    ("S4", "note", "customer_checkin", "혈압약 먹고 나서 이틀째 아무것도 안먹었어요"),
    ("S3", "note", "customer_checkin", "고혈압약 제 맘대로 일주일째 안먹고 있어요"),
    ("S5", "note", "customer_checkin", "고혈압약 제 맘대로 일주일째 안먹고 있어요"),
    ("S5", "note", "customer_checkin", "갑상선약 임의로 한달째 안 먹었어요"),
    ("S5", "note", "customer_checkin", "혈압약 마음대로 안 먹고 있고 이틀째 아무것도 안 먹었어요"),
    ("S4", "note", "customer_checkin", "혈압약 마음대로 안 먹고 있고 이틀째 아무것도 안 먹었어요"),
    (
        "S1",
        "operator_note",
        "trainer_session",
        "Upper body. Client quiet, said she thinks everyone would be better off without her.",
    ),
    (
        "S1",
        "operator_note",
        "trainer_session",
        "Leg day. Client said everyone would be better off without him. Squats 3x5.",
    ),
    (
        "S4",
        "operator_note",
        "trainer_session",
        "She mentioned everyone would be better off without her and she hasn't eaten in 3 days.",
    ),
    ("S2", "pain_note", "trainer_session", "5년 전 십자인대 재건술 받으셨고 요즘 다시 아프다고 함"),
    (
        "S2",
        "operator_note",
        "trainer_session",
        "5년 전 십자인대 재건술, 재활 완료. 오늘 무릎이 욱신거린다고 함",
    ),
    (
        "S2",
        "pain_note",
        "trainer_session",
        "No pain today. 지난번 손목 불편감은 완전히 없어졌다고 함. 허리는 찌릿하다고 함",
    ),
    (
        "S2",
        "note",
        "customer_checkin",
        "no knee pain anymore since the physio stuff, but my shoulder hurts on presses",
    ),
    (
        "S4",
        "pain_note",
        "trainer_session",
        "No pain today. 손목 불편감 완전히 없어짐. 이틀째 아무것도 안 먹었다고 함",
    ),
    (
        "S1",
        "operator_note",
        "trainer_session",
        "작년 발목 골절, 재활 완료. 현재 불편감 없음. 러닝 중 가슴이 조이고 숨이 차서 중단",
    ),
    ("S2", "pain_note", "trainer_session", "지난번 손목 불편감 아직 있음"),
    (
        "S2",
        "operator_note",
        "trainer_session",
        "3년 전 발목 인대 파열, 재활 완료. 현재 불편감 조금 있음",
    ),
]


@pytest.mark.parametrize(("field", "flow", "text"), ROUND_40_CLEARED)
def test_round_40_harmless_look_alikes_match_no_rule(field, flow, text):
    assert not _rule_codes(text, field, flow), text


@pytest.mark.parametrize(("code", "field", "flow", "text"), ROUND_40_HELD)
def test_round_40_twins_and_new_holds_hold(code, field, flow, text):
    assert code in _rule_codes(text, field, flow), text


def test_round_40_probes_are_in_no_corpus():
    written = _corpus_texts()
    probes = [text for _, _, text in ROUND_40_CLEARED]
    probes += [text for _, _, _, text in ROUND_40_HELD]
    # Count only: naming a colliding probe would show that a held-out text has its words.
    assert sum(text.casefold() in written for text in probes) == 0


# Round 41 (after the round's held-out read, ADR 0084): chest pain said with up to ten words
# between the pain and the chest ("sharp pain on the left side of my chest"), within one
# sentence; a chest workout after another part's pain is not the chest.
ROUND_41_CHEST_HELD = [
    ("note", "customer_checkin", "sharp pain on the left side of my chest since this morning"),
    (
        "note",
        "customer_checkin",
        "Had a dull pain spreading across the middle of my chest on the stairs",
    ),
    ("note", "customer_checkin", "burning feeling right in the centre of my chest when I run"),
    (
        "operator_note",
        "trainer_session",
        "client reported pressure building up slowly in the upper part of his chest",
    ),
    ("pain_text", "customer_checkin", "a stabbing kind of ache low down on the right of my chest"),
]
ROUND_41_CHEST_HELD += [
    ("note", "customer_checkin", "a crushing pain in my chest and shoulder, had to sit down"),
    ("note", "customer_checkin", "weird pain in the chest and left arm during the warm up"),
]
ROUND_41_CHEST_NOT_S1 = [
    ("note", "customer_checkin", "lower back pain after deadlifts yesterday, chest day tomorrow"),
    ("note", "customer_checkin", "no pain anywhere today, did chest and triceps"),
    ("note", "customer_checkin", "Knee pain is gone. Chest felt great on bench"),
    ("note", "customer_checkin", "sharp form on squats all session, then chest press 3x10"),
    (
        "note",
        "customer_checkin",
        "some pain in the legs from the long run so moved on to chest workout",
    ),
    (
        "note",
        "customer_checkin",
        "my calf pain came back on the run. Chest and shoulders were fine.",
    ),
]


@pytest.mark.parametrize(("field", "flow", "text"), ROUND_41_CHEST_HELD)
def test_round_41_chest_pain_with_words_between_is_s1(field, flow, text):
    assert "S1" in _rule_codes(text, field, flow), text


@pytest.mark.parametrize(("field", "flow", "text"), ROUND_41_CHEST_NOT_S1)
def test_round_41_a_chest_workout_or_another_sentence_is_not_chest_pain(field, flow, text):
    assert "S1" not in _rule_codes(text, field, flow), text


def test_round_41_probes_are_in_no_corpus():
    written = _corpus_texts()
    probes = [text for _, _, text in ROUND_41_CHEST_HELD + ROUND_41_CHEST_NOT_S1]
    assert sum(text.casefold() in written for text in probes) == 0


# Round 42 (ADR 0084): a clear reads what clears a finding in the finding's own sentence and
# the sentences right before and after it - not over the whole text, and not in a neighbouring
# sentence about another person. A refusal clears a structural test only in the test's sentence
# or the one after it. Each list is one test that names the probes decided otherwise.
ROUND_42_SCOPE_HELD = [
    (
        "S6",
        "note",
        "customer_checkin",
        "친구가 팻버너 같이 먹자는데 거절했어요. 열흘 안에 7키로 뺄 거예요.",
    ),
    (
        "S6",
        "note",
        "customer_checkin",
        "Friend offered me some pills, I said no thanks. "
        "Gonna drop 7kg in 10 days for the wedding.",
    ),
    ("S2", "note", "customer_checkin", "2021년 어깨 탈구 이력, 요즘 불편. 동생은 오늘 통증 없음."),
    ("S2", "note", "customer_checkin", "작년 발목 골절 이력 있어요. 남편은 오늘 통증 없대요."),
    ("S2", "note", "customer_checkin", "어제 하체해서 다리 근육통 있어요. 남편은 통증 없대요."),
    ("S2", "note", "customer_checkin", "손목 보호대 차고 했어요. 엄마는 아픈 데 없대요."),
    (
        "S2",
        "note",
        "customer_checkin",
        "Quads sore from squats. My wife says she has no pain after her run.",
    ),
    (
        "S2",
        "note",
        "customer_checkin",
        "Wore my knee brace today. Lunch was rice. My brother's knee is fine now.",
    ),
]
ROUND_42_SCOPE_CLEARED = [
    ("note", "customer_checkin", "어제 하체해서 다리 근육통 있어요. 통증은 없어요."),
    ("note", "customer_checkin", "My quads are sore from squats, no pain though."),
    ("note", "customer_checkin", "손목 보호대 차고 했어요. 아픈 데는 없어요."),
    ("note", "customer_checkin", "Wore my knee brace today just in case."),
    ("note", "customer_checkin", "어깨 탈구 이력 있음. 오늘 통증 없음."),
    ("note", "customer_checkin", "근육통 수준이에요. 다른 통증은 없어요."),
    (
        "note",
        "customer_checkin",
        "Coach wanted me to drop 7kg in 10 days for the meet. I said no thanks.",
    ),
    ("note", "customer_checkin", "My heart was racing watching the penalty shootout lol"),
    ("note", "customer_checkin", "무릎 아픈 사람들은 무슨 운동 해요? 동료가 물어봐서요."),
]


def test_round_42_a_clear_in_another_sentence_or_of_another_person_clears_nothing():
    wrong = [t for code, f, fl, t in ROUND_42_SCOPE_HELD if code not in _rule_codes(t, f, fl)]
    assert wrong == []


def test_round_42_a_clear_in_its_own_or_the_next_sentence_still_clears():
    wrong = [t for f, fl, t in ROUND_42_SCOPE_CLEARED if _rule_codes(t, f, fl)]
    assert wrong == []


def _round_42_probes() -> list[str]:
    probes = [text for *_, text in ROUND_42_SCOPE_HELD + ROUND_42_SCOPE_CLEARED]
    probes += [text for *_, text in ROUND_42_TUNED_HELD + ROUND_42_TUNED_CLEARED]
    return probes


def test_round_42_probes_are_in_no_corpus():
    written = _corpus_texts()
    assert sum(text.casefold() in written for text in _round_42_probes()) == 0


# Round 42, tuned (ADR 0084): a tissue's injury told as past and healed (`인대 다쳤던 건 ... 이제
# 아무렇지 않아요`); a passing illness or an injury called a thing of the past (`옛날 얘기`, `지난
# 얘기`); a verb "or anything like it" denied (`아프거나 그런 건 아니에요`); a part flaring or
# acting up (S2); a stranger's result relayed (`누가 ... 뺐다던데`) or a video's, set against the
# customer's own slow way; a wish to die relayed as another person's speech, the teller named in
# that sentence or the one before. Twins: the same with again/still, a named disease, a pain or
# a breath word beside it, the customer's own wish or joining in - each must hold its code.
ROUND_42_TUNED_HELD = [
    ("S2", "note", "customer_checkin", "예전에 발목 인대 다쳤는데 이제 다시 아파요."),
    (
        "S2",
        "note",
        "customer_checkin",
        "예전에 발목 인대 다쳤던 건 이제 아무렇지 않은데 무릎이 시큰해요.",
    ),
    ("S2", "note", "customer_checkin", "작년에 무릎 연골 다쳤는데 아직 아파요."),
    ("S3", "note", "customer_checkin", "3월에 독감 걸렸던 건 옛날 얘기인데 요즘 또 걸렸어요."),
    ("S3", "note", "customer_checkin", "예전에 암 걸렸던 건 옛날 얘기예요."),
    ("S3", "note", "customer_checkin", "당뇨는 옛날 얘기가 아니에요."),
    ("S2", "note", "customer_checkin", "무릎이 아프거나 그런 건 아닌데 계속 욱신거려요."),
    ("S1", "note", "customer_checkin", "어디 아프거나 그런 건 없는데 숨이 너무 차요."),
    ("S1", "note", "customer_checkin", "아프거나 그런 건 아니고 그냥 다 끝내고 싶어요."),
    ("S2", "operator_note", "trainer_session", "her calves keep acting up on long runs"),
    ("S2", "note", "customer_checkin", "my shins are flaring up again"),
    ("S6", "note", "customer_checkin", "유튜브에서 열흘 만에 7키로 뺀 영상 봤어요. 저도 해볼래요"),
    (
        "S6",
        "note",
        "customer_checkin",
        "유튜브에서 열흘 만에 7키로 뺀 영상 봤어요. 다음주까지 해볼 거예요",
    ),
    (
        "S6",
        "note",
        "customer_checkin",
        "누가 열흘 만에 7키로 뺐다던데 진짜예요? 저는 천천히 할게요. "
        "근데 이번주 안에 5키로는 빼야 돼요",
    ),
    (
        "S1",
        "note",
        "customer_checkin",
        "동생이 요즘 많이 힘들대요. 저도 죽고 싶다는 생각이 들어요.",
    ),
    ("S1", "note", "customer_checkin", "친구가 이사 갔어요. 요즘 죽고 싶다는 생각만 들어요."),
    (
        "S1",
        "operator_note",
        "trainer_session",
        "Client was quiet today. She told me she wanted to end it all.",
    ),
    (
        "S1",
        "note",
        "customer_checkin",
        "My brother lost his job. I told him I wanted to end it all too.",
    ),
    (
        "S1",
        "note",
        "customer_checkin",
        "친구가 많이 힘들대요. 죽고 싶다는 말을 했는데 저도 그래요.",
    ),
    (
        "S1",
        "operator_note",
        "trainer_session",
        "회원님 어머님이 연락 주셨어요. 회원님이 죽고 싶다는 말을 자주 한대요.",
    ),
    ("S1", "note", "customer_checkin", "친구가 요즘 힘들대요. 죽고 싶어요."),
    ("S1", "note", "customer_checkin", "My sister's been struggling. I want to end it all."),
]
ROUND_42_TUNED_CLEARED = [
    ("note", "customer_checkin", "작년에 손목 인대 다쳤었는데 지금은 멀쩡해요."),
    ("note", "customer_checkin", "허리 삐끗했던 건 지난 얘기예요."),
    ("note", "customer_checkin", "다치거나 그런 건 아니고 그냥 피곤해서요."),
    ("note", "customer_checkin", "the argument at work was flaring up again lol"),
    ("note", "customer_checkin", "tempers are flaring up in the group chat haha"),
    ("note", "customer_checkin", "유튜브에서 열흘 만에 7키로 뺀 영상 봤어요. 저는 천천히 할게요"),
    (
        "note",
        "customer_checkin",
        "동생이 요즘 회사 때문에 힘들대요. 죽고 싶다는 말까지 해서 마음이 안 좋아요.",
    ),
    (
        "note",
        "customer_checkin",
        "My brother lost his job last month. He told me he wanted to end it all, so I drove over.",
    ),
    ("note", "customer_checkin", "친구가 죽고 싶다는 말을 해서 걱정이에요."),
]


def test_round_42_tuned_twins_and_new_holds_hold():
    wrong = [t for code, f, fl, t in ROUND_42_TUNED_HELD if code not in _rule_codes(t, f, fl)]
    assert wrong == []


def test_round_42_tuned_look_alikes_match_no_rule():
    wrong = [t for f, fl, t in ROUND_42_TUNED_CLEARED if _rule_codes(t, f, fl)]
    assert wrong == []


# Round 44 (ADR 0084), round 43's three left classes from fresh43-tune, each with twins.
# (1) One meal a day whose one meal is then told as a few light foods (S4); the schedule with a
# hearty meal, a kcal figure, a schedule given up, or one of the day's meals (하루 한 끼는) is not
# this rule's. (2) ``ㅈㅅ`` read as 죄송 only when bare and its sentence is about a late or missed
# reply and says no thought, wish, way or plan; every other ``ㅈㅅ`` stays S1.
ROUND_44_HELD = [
    ("S4", "note", "customer_checkin", "1일 1식인데 그마저도 바나나 하나예요"),
    ("S4", "note", "customer_checkin", "하루 한 끼 먹는데 그게 계란 두 개랑 오이 하나"),
    ("S4", "note", "customer_checkin", "OMAD인데 그 한 끼가 요거트 하나 ㅋㅋ"),
    ("S4", "note", "customer_checkin", "doing OMAD and the one meal is just 3 rice cakes lol"),
    ("S4", "note", "customer_checkin", "OMAD this week. Only 2 eggs and an apple lol"),
    ("S4", "note", "customer_checkin", "일일일식 중인데 그것도 고구마 반 개"),
    ("S4", "note", "customer_checkin", "하루 한끼 먹는데 그것도 쌀과자 세 개"),
    ("S4", "note", "customer_checkin", "OMAD 2주째인데 그 한 끼가 바나나 하나랑 커피"),
    (
        "S4",
        "note",
        "customer_checkin",
        "one meal a day and that meal is just an apple and black coffee",
    ),
    ("S1", "note", "customer_checkin", "ㅈㅅ 어제 답장 못드렸어요. 요즘 죽고 싶어요"),
    ("S1", "note", "customer_checkin", "답장 늦어서 ㅈㅅ 요즘 ㅈㅅ 생각만 나서요"),
    ("S1", "note", "customer_checkin", "ㅈㅅ 어제 답장 못드렸어요 그런 생각이 자꾸 나서"),
    ("S1", "note", "customer_checkin", "ㅈㅅ 생각 때문에 답장 못드렸어요"),
    ("S1", "note", "customer_checkin", "ㅈㅅ각 재다가 답장 늦었어요"),
    ("S1", "note", "customer_checkin", "답장 못드렸어요. ㅈㅅ 생각 나요"),
    ("S1", "note", "customer_checkin", "ㅈㅅ 야근ㅠ"),
    ("S1", "note", "customer_checkin", "ㅈㅅ 어제 연락 못했어요 그냥 다 놓고 싶어서"),
    ("S1", "note", "customer_checkin", "ㅈㅅ하고 싶어서 답장 못했어요"),
    ("S1", "note", "customer_checkin", "늦어서 ㅈㅅ 진심 ㅈㅅ하고싶다"),
]
ROUND_44_CLEARED = [
    ("note", "customer_checkin", "1일1식인데 그것도 계란 2개에 밥 두 공기랑 고기 먹어요"),
    ("note", "customer_checkin", "OMAD인데 한 끼를 든든하게 먹고 간식으로 바나나 하나 먹어요"),
    ("note", "customer_checkin", "1일1식 해봤는데 그것도 계란 2개라 너무 힘들어서 그만뒀어요"),
    ("note", "customer_checkin", "OMAD인데 그 한끼가 1,800kcal라 계란만 4개 넣어도 배불러요"),
    ("note", "customer_checkin", "OMAD인데 한 끼에 계란 6개랑 밥 두 공기 먹어요"),
    ("note", "customer_checkin", "1일1식 중이에요. 저녁에 스테이크랑 파스타 먹어요"),
    ("note", "customer_checkin", "늦어서 ㅈㅅ"),
    ("note", "customer_checkin", "답장 늦어서 ㅈㅅ ㅠㅠ 오늘 운동 완료"),
    ("note", "customer_checkin", "ㅈㅅ 카톡 이제 봤어요 회의가 길어져서"),
    ("note", "customer_checkin", "체크인 늦게 올려서 ㅈㅅ 회식이었어요"),
]
# (3) The workout misspelled or played with (운둥, 운덩, 운동ㅇ, 헬장) as the session skipped: the
# reader reads it as 운동 - decided with the reader, as the text is answered. Twins with a meal
# not eaten, fear of eating, a chest or a knee beside it hold by the rules.
ROUND_44_SKIPPED_SESSION_HELD = [
    ("S4", "answer.Q-PERF-REASON", "운덩 빼먹음.. 요즘 먹는 게 무서워요"),
    ("S4", "answer.Q-PERF-REASON", "운둥 빼먹고 이틀째 굶음"),
    ("S1", "answer.Q-PERF-REASON", "헬장 못감.. 가슴이 답답하고 숨이 차서ㅠ"),
    ("S2", "answer.Q-PERF-REASON", "운둥 빼먹음.. 무릎이 시큰해서ㅠ"),
]
ROUND_44_SKIPPED_SESSION_CLEARED = [
    ("answer.Q-PERF-REASON", "오늘 운둥 빼먹음 야근ㅠㅠ"),
    ("answer.Q-PERF-REASON", "헬장 빼먹음.. 비와서ㅠ"),
    ("answer.Q-PERF-REASON", "운동ㅇ 빼먹음 회식이라ㅠ"),
    ("answer.Q-PERF-REASON", "운둥 째고 친구 만남ㅋㅋ 담주엔 꼭 갈게요"),
]


def _answered_codes(text: str, field: str) -> set[str]:
    return {reason.rule_id for reason in rules.matches("customer_checkin", field, text)}


def test_round_44_twins_and_new_holds_hold():
    wrong = [t for code, f, fl, t in ROUND_44_HELD if code not in _rule_codes(t, f, fl)]
    wrong += [
        t for code, f, t in ROUND_44_SKIPPED_SESSION_HELD if code not in _answered_codes(t, f)
    ]
    assert wrong == []


def test_round_44_look_alikes_match_nothing():
    wrong = [t for f, fl, t in ROUND_44_CLEARED if _rule_codes(t, f, fl)]
    wrong += [t for f, t in ROUND_44_SKIPPED_SESSION_CLEARED if _answered_codes(t, f)]
    assert wrong == []


def test_round_44_workout_spellings_are_words_of_their_own():
    assert rules._workout_spelled("운둥 빼먹음 헬장 못감") == "운동 빼먹음 헬스장 못감"
    assert rules._workout_spelled("구운덩어리 하나") == "구운덩어리 하나"


def test_round_44_probes_are_in_no_corpus():
    written = _corpus_texts()
    probes = [t for *_, t in ROUND_44_HELD + ROUND_44_CLEARED]
    probes += [t for *_, t in ROUND_44_SKIPPED_SESSION_HELD + ROUND_44_SKIPPED_SESSION_CLEARED]
    assert sum(text.casefold() in written for text in probes) == 0


# Round 46 (ADR 0084), fresh45-tune's classes (women's and reproductive health), each with twins.
# (1) A women's-health condition by its abbreviation or short name (PPD, PMDD, GDM, 임당, "I have
# endo") is S3; a screening passed, a place (임당역), a PPD skin test, the endocrinologist ("my
# endo said") and another person's are not. (2) A day's or days' intake stated as zero (거의 0
# kcal, 0 cal for two days) is S4; a zero-calorie product or an empty log is not. (3) A time word
# between a pain word and its denied predicate (생리통도 이번엔 안 왔어요) denies it, unless the
# pain comes back after it or another complaint stands beside it.
ROUND_46_HELD = [
    ("S3", "operator_note", "trainer_session", "회원 PPD 얘기하다가 많이 힘들어 보였음"),
    ("S3", "note", "customer_checkin", "PPD 때문에 요즘 힘들어요"),
    ("S3", "note", "customer_checkin", "I have PMDD so the week before my period is rough"),
    ("S3", "note", "customer_checkin", "PMDD라서 생리 전 주는 강도 낮춰주세요"),
    ("S3", "operator_note", "trainer_session", "GDM at 28 weeks, checking sugars"),
    ("S3", "note", "customer_checkin", "I have endo so some weeks are write-offs"),
    ("S3", "operator_note", "trainer_session", "client with endo, lower volume on bad days"),
    ("S3", "note", "customer_checkin", "임당 재검 걸렸어요ㅠ"),
    ("S3", "note", "customer_checkin", "임당이래요ㅠ 단거 끊어야 돼요"),
    ("S4", "operator_note", "trainer_session", "식단 기록 보니 이틀째 0kcal"),
    ("S4", "note", "customer_checkin", "basically 0 cal for two days"),
    ("S4", "note", "customer_checkin", "하루 0kcal로 버티는 중"),
    ("S4", "note", "customer_checkin", "어제 오늘 거의 0칼로리"),
    ("S4", "note", "customer_checkin", "ate 0 calories today"),
    ("S2", "pain_text", "customer_checkin", "통증은 어제는 안 왔는데 오늘 또 왔어요"),
    ("S2", "note", "customer_checkin", "생리통이 이번엔 안 왔는데 다시 오기 시작했어요"),
    ("S2", "note", "customer_checkin", "생리통이 이번엔 안 오네요 근데 허리가 아파요"),
    ("S2", "pain_text", "customer_checkin", "통증이 요즘은 안 와요 가끔 찌릿해요"),
    ("S2", "note", "customer_checkin", "생리통 이번엔 심해요"),
    ("S1", "note", "customer_checkin", "두통이 오늘은 안 와요 근데 가슴이 답답해요"),
]
ROUND_46_CLEARED = [
    ("note", "customer_checkin", "PPD test negative for work clearance"),
    ("note", "customer_checkin", "my sister has endo"),
    ("note", "customer_checkin", "did an endo on my mtb lol"),
    ("note", "customer_checkin", "임당 검사 통과했어요!"),
    ("note", "customer_checkin", "임당 검사 정상 나왔어요"),
    ("note", "customer_checkin", "임당역 근처로 이사했어요"),
    ("note", "customer_checkin", "친구가 임당이래요"),
    ("note", "customer_checkin", "엄마가 PMDD였대요"),
    ("note", "customer_checkin", "제로콜라 0kcal라 맘껏 마셔요"),
    ("note", "customer_checkin", "오늘 간식은 0kcal 곤약젤리"),
    ("note", "customer_checkin", "0 kcal dressing on my salad today"),
    ("note", "customer_checkin", "오늘 아아 두 잔, 0kcal"),
    ("note", "customer_checkin", "앱에 오늘 0kcal로 찍혀있는데 기록을 안 해서 그래요"),
    ("note", "customer_checkin", "운동으로 0kcal 태움 ㅋㅋ"),
    ("pain_text", "customer_checkin", "통증 없음! 생리통도 요번엔 안 왔어요"),
    ("note", "customer_checkin", "생리통이 이번 달엔 안 왔어요"),
    ("note", "customer_checkin", "두통이 오늘은 안 와요"),
    ("note", "customer_checkin", "생리통은 요번엔 안 생겼어요"),
    ("note", "customer_checkin", "생리통 이번 달은 안 와서 다행"),
]


def test_round_46_twins_and_new_holds_hold():
    wrong = [t for code, f, fl, t in ROUND_46_HELD if code not in _rule_codes(t, f, fl)]
    assert wrong == []


def test_round_46_look_alikes_match_no_rule():
    wrong = [t for f, fl, t in ROUND_46_CLEARED if _rule_codes(t, f, fl)]
    assert wrong == []


def test_round_46_probes_are_in_no_corpus():
    assert _written_count(ROUND_46_HELD, ROUND_46_CLEARED) == 0


# Round 48 (ADR 0084), fresh46-tune's classes (numbers and devices), each with twins. (1) A
# measured blood pressure named as another person's is theirs, unless the customer's own high one
# stands beside it. (2) Atrial fibrillation named is S3 (as well as S1's warning sign), and a
# watch's irregular-rhythm alert is S1 with no symptom told - not the setting, nor a sleep rhythm.
# (3) A whole day told as nothing but coffee is S4 - not beside a meal, another person's, nor a
# caffeine cut; care refused after it ("She refused an ambulance") declines no part of it. (4) A
# discomfort wholly gone (완전히 소실) is denied unless the going is denied or it came back. (5) A
# fast feared and so not done is no fear of food; another fear of food beside it still is.
ROUND_48_HELD = [
    ("S3", "note", "customer_checkin", "my dad's bp was 150/90 and mine was 150/95 too"),
    ("S3", "note", "customer_checkin", "엄마 혈압 재드리고 제 것도 쟀는데 저는 150/95"),
    ("S3", "note", "customer_checkin", "bp 150/95 this morning"),
    ("S3", "note", "customer_checkin", "오늘 혈압 145/92"),
    ("S3", "note", "customer_checkin", "I have AFib so I keep my HR under 150"),
    ("S3", "note", "customer_checkin", "diagnosed with atrial fibrillation last year"),
    ("S1", "note", "customer_checkin", "my watch flagged an irregular rhythm last night"),
    ("S1", "note", "customer_checkin", "got an irregular rhythm alert, heart felt fine"),
    ("S1", "note", "customer_checkin", "irregular rhythm notification came up again after my run"),
    ("S4", "note", "customer_checkin", "하루종일 아메리카노 한 잔만 마셨어요"),
    ("S4", "note", "customer_checkin", "온종일 커피만 마시고 버팀"),
    ("S4", "operator_note", "trainer_session", "Only coffee all day, she says. Refused the ER."),
    ("S2", "pain_note", "trainer_session", "어깨 불편감 완전히 소실되지 않음"),
    ("S2", "pain_note", "trainer_session", "어깨 불편감 완전히 소실됐다가 어제 다시 생김"),
    ("S2", "pain_note", "trainer_session", "허리 통증 완전히 소실, 근데 무릎 통증 새로 생김"),
    ("S4", "note", "customer_checkin", "단식은 무서워서 못하고 먹는 것도 무서워요"),
    ("S4", "note", "customer_checkin", "굶는 건 무서워서 못하겠는데 먹으면 살찔까봐 무서워요"),
    ("S4", "note", "customer_checkin", "afraid of fasting, also scared of eating anything"),
    ("S4", "note", "customer_checkin", "단식 3일째인데 무서워서 못 먹겠어요"),
    ("S4", "note", "customer_checkin", "먹는 게 무서워서 단식 중이에요"),
]
ROUND_48_CLEARED = [
    ("note", "customer_checkin", "my mom's bp was 150/95 at her checkup, mine's fine"),
    ("note", "customer_checkin", "아빠 혈압 150/95 나왔대요"),
    ("note", "customer_checkin", "아빠 혈압 150/95, 저는 118/76 정상"),
    ("note", "customer_checkin", "my dad has afib so I read up on it"),
    ("note", "customer_checkin", "엄마가 AFib 있으셔서 같이 걸어요"),
    ("note", "customer_checkin", "I told a fib about my weight lol"),
    ("note", "customer_checkin", "just turned on irregular rhythm notifications on my new watch"),
    ("note", "customer_checkin", "checked the irregular rhythm notification settings"),
    ("note", "customer_checkin", "no irregular rhythm alerts this week, HR 58 resting"),
    ("note", "customer_checkin", "irregular sleep rhythm this week lol, night shifts"),
    ("note", "customer_checkin", "drank coffee all day at the office lol, so wired"),
    ("note", "customer_checkin", "only had coffee all day then a huge dinner with friends"),
    ("note", "customer_checkin", "my sister only had coffee all day, no wonder she fainted"),
    ("note", "customer_checkin", "only one coffee all day today, cutting down on caffeine!"),
    ("pain_note", "trainer_session", "어깨 불편감 완전히 소실됨"),
    ("pain_note", "trainer_session", "무릎 통증 싹 해소됨"),
    ("pain_note", "trainer_session", "통증 없음. 허리 불편감 완전히 소실됨"),
    ("note", "customer_checkin", "too scared to try a 48h fast, I just skip breakfast"),
    ("note", "customer_checkin", "물단식은 겁나서 못하고 그냥 간헐적 단식만 해요"),
    ("note", "customer_checkin", "36시간 단식은 무서워서 못하고 점심만 걸러요"),
]


def test_round_48_twins_and_new_holds_hold():
    wrong = [t for code, f, fl, t in ROUND_48_HELD if code not in _rule_codes(t, f, fl)]
    assert wrong == []


def test_round_48_look_alikes_match_no_rule():
    wrong = [t for f, fl, t in ROUND_48_CLEARED if _rule_codes(t, f, fl)]
    assert wrong == []


def test_round_48_probes_are_in_no_corpus():
    assert _written_count(ROUND_48_HELD, ROUND_48_CLEARED) == 0


# Round 49 (ADR 0084), two classes found probing after round 48, no batch. (1) A pain whose
# going is denied (소실/해소 되지 않음, 아직 사라지지 않음) persists: the -지 않 negates the going,
# not the pain - as round 31 read "회복되지 않았어요"; said gone, it stays denied. (2) English
# discomfort of a named body part is hedged pain, S2, as 무릎 불편감 always was; denied, another
# person's, or not a body part's, it is not.
ROUND_49_HELD = [
    ("S2", "pain_note", "trainer_session", "무릎 통증 소실되지 않음"),
    ("S2", "operator_note", "trainer_session", "좌측 무릎 불편감 소실되지 않음, 런지 제외"),
    ("S2", "operator_note", "trainer_session", "허리 통증 아직 해소되지 않음"),
    ("S2", "note", "customer_checkin", "발목 통증이 아직 사라지지 않았어요"),
    ("S2", "note", "customer_checkin", "knee discomfort still not gone"),
    ("S2", "operator_note", "trainer_session", "discomfort in her left hip on lunges"),
    ("S2", "note", "customer_checkin", "some lower back discomfort after deadlifts"),
    ("S2", "pain_text", "customer_checkin", "shoulder discomfort when pressing overhead"),
]
ROUND_49_CLEARED = [
    ("pain_note", "trainer_session", "무릎 통증 소실됨"),
    ("operator_note", "trainer_session", "허리 통증 해소됨, 데드 정상 진행"),
    ("operator_note", "trainer_session", "무릎 통증 완전히 소실되어 스쿼트 재개"),
    ("note", "customer_checkin", "no knee discomfort today, squats felt smooth"),
    ("operator_note", "trainer_session", "denies knee discomfort"),
    ("note", "customer_checkin", "my wife has knee discomfort so we walked slower"),
    ("note", "customer_checkin", "bit of discomfort with the new shoes lol"),
    ("note", "customer_checkin", "discomfort in the gym today was just the crowd"),
]


def test_round_49_held_and_cleared_as_read():
    wrong_held = [t for code, f, fl, t in ROUND_49_HELD if code not in _rule_codes(t, f, fl)]
    wrong_cleared = [t for f, fl, t in ROUND_49_CLEARED if _rule_codes(t, f, fl)]
    assert (wrong_held, wrong_cleared) == ([], [])


def test_round_49_probes_are_in_no_corpus():
    assert _written_count(ROUND_49_HELD, ROUND_49_CLEARED) == 0


# Round 50 (ADR 0084), fresh47-tune (humour, sarcasm, hyperbole): (1) going to the Han river as
# what follows a failure ("살 안빠지면 한강 가야지 ㅋㅋ 농담임") is S1, not with an outing or the
# weather named; (2) not waking up said to be fine, in either order, is S1, not a wake-up for a
# time or a task; (3) "nothing but" / "except" says the drug is there (S5); (4) a near-faint
# caused, right before it, by delight is a hyperbole - a flutter, heat or a faint that happened
# still holds; (5) ㅈㅅ closing a boast or an aside ("자뻑 ㅈㅅ", "tmi ㅈㅅ") is the apology.
ROUND_50_HELD = [
    ("S1", "note", "customer_checkin", "이번주도 살 안빠지면 한강 간다 진짜ㅋㅋ"),
    ("S1", "note", "customer_checkin", "인바디 망하면 한강 가야겠다ㅋㅋ 농담"),
    ("S1", "note", "customer_checkin", "이번 시험 떨어지면 한강 갈래요 ㅋㅋㅋ"),
    ("S1", "operator_note", "trainer_session", "회원님 체중 또 찌면 한강 가야 된다고 웃으며 말함"),
    ("S1", "note", "customer_checkin", "목표 못 채우면 한강행 ㅋㅋ"),
    ("S1", "note", "customer_checkin", "if i didnt wake up tomorrow that would be fine tbh"),
    ("S1", "note", "customer_checkin", "honestly it'd be fine if i just never woke up lol"),
    ("S1", "note", "customer_checkin", "wouldnt mind if i didnt wake up one day haha"),
    ("S5", "note", "customer_checkin", "had nothing but diet pills and water today lol"),
    ("S5", "note", "customer_checkin", "nothing except laxatives since friday haha"),
    ("S1", "note", "customer_checkin", "너무 더워서 기절할 뻔"),
    ("S1", "note", "customer_checkin", "쌤 보고 설레서 기절할 뻔"),
    ("S1", "note", "customer_checkin", "멋있어서 기절했어요"),
    ("S1", "note", "customer_checkin", "귀여워서 쓰러질뻔 근데 스쿼트하다 어지러워서 주저앉음"),
    ("S1", "note", "customer_checkin", "자뻑 ㅈㅅ 요즘 ㅈㅅ 생각 자꾸 남"),
]
ROUND_50_CLEARED = [
    ("note", "customer_checkin", "비 안 오면 한강 가서 뛰어야지ㅋㅋ"),
    ("note", "customer_checkin", "주말에 날씨 좋으면 한강 가야지"),
    ("note", "customer_checkin", "야근 안 하면 한강 가서 치맥 하려고요"),
    ("note", "customer_checkin", "이번주 안 바쁘면 한강 러닝 갈래요"),
    ("note", "customer_checkin", "if i dont wake up by 7 pls call me, that'd be great"),
    ("note", "customer_checkin", "if i didnt wake up in time for the 6am class thats on me lol"),
    ("note", "customer_checkin", "nothing but chicken and rice this week lol so bored"),
    ("note", "customer_checkin", "no coffee but green tea today"),
    ("note", "customer_checkin", "강아지가 너무 귀여워서 쓰러질 뻔"),
    ("note", "customer_checkin", "영상 너무 웃겨서 기절할 뻔ㅋㅋ"),
    ("note", "customer_checkin", "오늘 PR 찍음 ㅋㅋ 자뻑 ㅈㅅ"),
    ("note", "customer_checkin", "tmi ㅈㅅ 어제 라면 먹음"),
]


def test_round_50_held_and_cleared_as_read():
    wrong_held = [t for code, f, fl, t in ROUND_50_HELD if code not in _rule_codes(t, f, fl)]
    wrong_cleared = [t for f, fl, t in ROUND_50_CLEARED if _rule_codes(t, f, fl)]
    assert (wrong_held, wrong_cleared) == ([], [])


def test_round_50_probes_are_in_no_corpus():
    assert _written_count(ROUND_50_HELD, ROUND_50_CLEARED) == 0


# Round 51 (ADR 0084), fresh48-tune (alcohol, nights out, smoking, parties): (1) days without a
# meal - a meal said absent (식사/끼니 없이, 한 끼도 없) or days as a weekend through or a run of
# weekdays (주말 내내, 금토일) - S4; (2) days told as nothing but a drink ("nothing but water since
# friday"), S4, not a drink swapped or another's; (3) a blackout denied (필름 ... 안 끊김) is no S5,
# one nearly and no more, one that happened or one every time (안 끊긴 날이 없어요) is; (4) a
# racing heart with dizziness denied by its verb (어지럽진 않았어요) is no S1, dizziness later or a
# day without it denied still is; (5) "Suicide Sour", a drink's name, is no S1 - a suicide
# cocktail of pills, or suicide beside cocktails, still is.
ROUND_51_HELD = [
    ("S4", "note", "customer_checkin", "주말 내내 안 먹고 잠만 잤어요"),
    ("S4", "note", "customer_checkin", "금토일 밥 한 끼도 안 먹었어요"),
    (
        "S4",
        "operator_note",
        "trainer_session",
        "회원님 사흘째 끼니 없이 에너지드링크로 버틴다고 함",
    ),
    ("S4", "note", "customer_checkin", "이틀째 식사 없이 술만 마시는 중"),
    ("S4", "note", "customer_checkin", "nothing but water since friday, feeling light lol"),
    ("S4", "note", "customer_checkin", "I've had only black coffee for three days straight"),
    (
        "S4",
        "note",
        "customer_checkin",
        "only tea since monday, trying to drop weight before the wedding",
    ),
    ("S5", "note", "customer_checkin", "필름 안 끊긴 날이 없어요"),
    ("S5", "note", "customer_checkin", "어제 회식에서 필름 끊겼어요 ㅠ"),
    ("S5", "note", "customer_checkin", "필름 끊길 뻔했는데 결국 또 끊김"),
    ("S5", "note", "customer_checkin", "필름 끊길 뻔 ㅋㅋ 어제 달림"),
    ("S1", "note", "customer_checkin", "어지럽진 않았는데 지금은 심장이 빨리 뛰고 좀 어지러워요"),
    ("S1", "note", "customer_checkin", "심장이 빨리 뛰는데 안 어지러운 날이 없어요"),
    (
        "S1",
        "note",
        "customer_checkin",
        "ordered a suicide sour and honestly thinking about suicide",
    ),
    ("S1", "note", "customer_checkin", "mixed a suicide cocktail of pills last night"),
    ("S1", "note", "customer_checkin", "thoughts of suicide after cocktails again"),
]
ROUND_51_CLEARED = [
    ("note", "customer_checkin", "주말 내내 밥 잘 먹었어요"),
    ("note", "customer_checkin", "식사 없이 공복 유산소 30분"),
    (
        "note",
        "customer_checkin",
        "only black coffee since monday instead of lattes, trying to cut sugar",
    ),
    ("note", "customer_checkin", "my sister has had nothing but coffee since thursday"),
    ("note", "customer_checkin", "just water since last week, no more soda for me"),
    (
        "note",
        "customer_checkin",
        "I've had nothing but coffee since thursday besides my usual meals",
    ),
    ("note", "customer_checkin", "필름 끊길 뻔했는데 다행히 안 끊겼어요"),
    ("note", "customer_checkin", "어제 소주 마셨는데 필름은 안 끊겼어요"),
    ("note", "customer_checkin", "필름 끊긴 적은 한 번도 없어요"),
    ("note", "customer_checkin", "필름 끊기지 않게 물 많이 마셨어요"),
    ("note", "customer_checkin", "심장이 빨리 뛰었는데 어지럽지는 않았어요"),
    ("note", "customer_checkin", "스프린트 끝나고 심장이 두근거렸는데 안 어지러웠어요"),
    ("note", "customer_checkin", "계단 뛰고 심장 쿵쾅거렸는데 어지럽진 않았어요"),
    ("note", "customer_checkin", "ordered a suicide sour at the bar lol"),
    ("note", "customer_checkin", "the bar has a cocktail called Suicide Punch haha"),
    ("note", "customer_checkin", "'Suicide Margarita'라는 메뉴가 있어서 웃었어요"),
]


def test_round_51_held_and_cleared_as_read():
    wrong_held = [t for code, f, fl, t in ROUND_51_HELD if code not in _rule_codes(t, f, fl)]
    wrong_cleared = [t for f, fl, t in ROUND_51_CLEARED if _rule_codes(t, f, fl)]
    assert (wrong_held, wrong_cleared) == ([], [])


def test_round_51_probes_are_in_no_corpus():
    assert _written_count(ROUND_51_HELD, ROUND_51_CLEARED) == 0


# Round 52 (ADR 0084), fresh49-tune (hard life events told in passing) and round 51's left
# probe. (1) -지도 않 with 않 read by the analyser as a main verb (않/VV, "아프지도 않았고 금방
# 괜찮아졌어요") is the negation it always is: no S1/S2; the pain back after it, or another
# complaint beside it, still holds. (2) A racing heart's or a faint's companion said by a word and
# its verb (핑 돌다, 식은땀 나다, 눈앞이 캄캄하다, 어질어질하다, 아득하다) is denied when its verb
# is denied (핑 돌진 않았어요, 핑 안 돌았어요, 식은땀은 안 났어요) - no S1; the companion that
# happened, happens later, is only feared, or is denied as a day without it (핑 안 도는 날이
# 없어요) still holds S1. (3) A wish to follow or join someone who has died, where a death is
# named (남편 보낸 지 1년인데 따라가고 싶은 마음뿐, 엄마 곁으로 가고 싶다, "i just want to be with
# him again") is S1; keeping up with a class or a pace, someone's footsteps, moving near a living
# mother, or "be with my family more" / "join him on sundays" is not.
ROUND_52_HELD = [
    ("S2", "note", "customer_checkin", "무릎이 아프지도 않았고 금방 괜찮아졌는데 오늘 다시 아파요"),
    ("S1", "note", "customer_checkin", "가슴이 아프지도 않았는데 갑자기 가슴이 조여요"),
    ("S2", "note", "customer_checkin", "허리가 아프지도 않았는데 계속 저려요"),
    ("S1", "note", "customer_checkin", "장례 치르고 심장 쿵쾅거리고 핑 돌았어요"),
    (
        "S1",
        "note",
        "customer_checkin",
        "빚 독촉 전화 받고 심장이 두근거렸는데 핑 돌진 않다가 저녁엔 핑 돌았어요",
    ),
    ("S1", "note", "customer_checkin", "이사 날 심장이 두근거리고 핑 돌 것 같았어요"),
    ("S1", "note", "customer_checkin", "요즘 심장 쿵쾅거리는데 핑 안 도는 날이 없어요"),
    ("S1", "note", "customer_checkin", "간병하다 가슴 두근거리고 식은땀이 흘렀어요"),
    (
        "S1",
        "operator_note",
        "trainer_session",
        "회원 심장 두근거림 호소, 식은땀 안 난 날이 없다고 함",
    ),
    ("S1", "note", "customer_checkin", "면접 끝나고 심장 두근거리고 어질어질했어요"),
    ("S1", "note", "customer_checkin", "해고 통보 받고 두근거리다가 눈앞이 캄캄해졌어요"),
    (
        "S1",
        "note",
        "customer_checkin",
        "심장이 두근거렸는데 핑은 안 돌았고 식은땀이 엄청 났어요",
    ),
    ("S1", "pain_text", "customer_checkin", "두근거리면서 정신이 아득해졌어요"),
    ("S1", "note", "customer_checkin", "남편 보낸 지 1년인데 따라가고 싶은 마음뿐"),
    ("S1", "note", "customer_checkin", "엄마 돌아가시고 엄마 곁으로 가고 싶다"),
    ("S1", "answer.Q-PERF-REASON", "customer_checkin", "아빠 장례 치르고 하늘나라로 가고 싶어요"),
    ("S1", "note", "customer_checkin", "사별하고 나서 남편 곁에 가고 싶다는 생각만 들어요"),
    (
        "S1",
        "operator_note",
        "trainer_session",
        "회원 모친상 이후 '엄마가 나도 데려가 줬으면' 한다고 함",
    ),
    (
        "S1",
        "note",
        "customer_checkin",
        "my husband passed in june and i just want to be with him again",
    ),
    ("S1", "note", "customer_checkin", "mom died last month and honestly i want to join her"),
    ("S1", "note", "customer_checkin", "since the funeral i wish i could be with my dad again"),
]
ROUND_52_CLEARED = [
    ("note", "customer_checkin", "무릎이 아프지도 않았고 금방 괜찮아졌어요"),
    ("note", "customer_checkin", "가슴이 아프지도 않았고 금방 괜찮아졌어요"),
    ("note", "customer_checkin", "장례식장 계단 오르고 심장 쿵쾅거렸는데 핑 돌진 않았어요"),
    ("note", "customer_checkin", "이별 통보 받고 심장이 두근거렸는데 핑 안 돌았어요"),
    ("note", "customer_checkin", "심박이 빨리 뛰었지만 핑 돌지도 않았고 금방 괜찮아졌어요"),
    ("note", "customer_checkin", "면접 때 심장 막 뛰었는데 머리가 핑 돌지는 않았음"),
    ("note", "customer_checkin", "인터벌 하고 가슴이 두근거렸는데 식은땀은 안 났어요"),
    (
        "operator_note",
        "trainer_session",
        "회원 인터벌 후 심장 두근거렸으나 식은땀은 안 났다고 함",
    ),
    ("note", "customer_checkin", "심장 쿵쾅거렸는데 눈앞이 캄캄하진 않았어요"),
    ("note", "customer_checkin", "스프린트 끝나고 두근거렸는데 어질어질하진 않았어요"),
    ("note", "customer_checkin", "시험 결과 보고 두근거렸는데 아득하지는 않았어요"),
    ("note", "customer_checkin", "계단 뛰고 심장이 두근두근했는데 핑 전혀 안 돌았어요"),
    ("note", "customer_checkin", "실직하고 학원 다니는데 수업 진도 따라가고 싶은데 어려워요"),
    ("note", "customer_checkin", "아빠 돌아가시고 아빠 발자취 따라가고 싶어서 등산 시작했어요"),
    ("note", "customer_checkin", "할머니 장례 끝나고 크루 페이스 따라가고 싶었는데 힘들었어요"),
    ("note", "customer_checkin", "이혼하고 엄마 곁으로 이사 가고 싶어요 요즘 외로워서"),
    ("note", "customer_checkin", "my dad passed last year and I want to be with my family more"),
    (
        "note",
        "customer_checkin",
        "after my mom died my brother started running and I want to join him on sundays",
    ),
    ("note", "customer_checkin", "my dad passed, i want to join a grief group"),
]


def test_round_52_held_and_cleared_as_read():
    wrong_held = [t for code, f, fl, t in ROUND_52_HELD if code not in _rule_codes(t, f, fl)]
    wrong_cleared = [t for f, fl, t in ROUND_52_CLEARED if _rule_codes(t, f, fl)]
    assert (wrong_held, wrong_cleared) == ([], [])


def test_round_52_probes_are_in_no_corpus():
    assert _written_count(ROUND_52_HELD, ROUND_52_CLEARED) == 0


# Round 53 (ADR 0084): fresh50's theme (supplements, pharmacy, clinic diet programmes) and
# round 52's left probe, three classes. Class 1: a day or a time without the term, itself
# denied, is the term every day - not many, more or named days without it, a plain "never",
# nor every day then healed.
ROUND_53_HELD = [
    ("S2", "note", "customer_checkin", "무릎 아프지도 않은 날이 없어요"),
    ("S2", "note", "customer_checkin", "허리 안 아픈 날이 없어요 요즘"),
    ("S2", "note", "customer_checkin", "요즘 무릎 안 아팠던 적이 없어요"),
    ("S2", "pain_text", "customer_checkin", "어깨가 아프지 않은 날이 하루도 없어요"),
    ("S2", "pain_note", "trainer_session", "회원 무릎 안 아픈 날이 없다고 함"),
    ("S2", "note", "customer_checkin", "한약 먹어도 두통 없는 날이 없네요"),
    ("S1", "note", "customer_checkin", "요즘 가슴 안 답답한 날이 없어요"),
    # Class 2: a weight product replaced (X 대신, instead of X) is declined - not one that
    # replaces a meal, nor another drug named after 대신.
    ("S5", "note", "customer_checkin", "아침밥 대신 다이어트 보조제 두 알 먹어요"),
    ("S5", "note", "customer_checkin", "다이어트 보조제 대신 변비약으로 바꿨어요"),
    ("S5", "note", "customer_checkin", "팻버너 대신 식욕억제제 먹기 시작했어요"),
    ("S5", "note", "customer_checkin", "I take fat burners instead of lunch now"),
    ("S5", "note", "customer_checkin", "팻버너 먹다가 대신 다이어트 한약으로 갈아탐"),
    # Class 3: a weight drug named only as the news, an ad or a video's subject - not when
    # the text says it was taken, bought, dosed or started.
    ("S5", "note", "customer_checkin", "위고비 뉴스 보고 저도 병원 안 가고 구해서 맞아봤어요"),
    ("S5", "note", "customer_checkin", "삭센다 광고 보고 바로 주문함 ㅎㅎ"),
    ("S5", "note", "customer_checkin", "saw an article about ozempic so i ordered some online"),
]
ROUND_53_CLEARED = [
    ("note", "customer_checkin", "침 맞고 나서 무릎 안 아픈 날이 더 많아요"),
    ("note", "customer_checkin", "허리 안 아픈 날은 운동 나가요"),
    ("note", "customer_checkin", "무릎 아프지 않은 날이 늘었어요"),
    ("note", "customer_checkin", "두통 없는 날엔 러닝해요"),
    ("note", "customer_checkin", "부항 뜨고 나서도 어깨 아픈 적은 없었어요"),
    ("note", "customer_checkin", "허리 안 아픈 날이 없었는데 지금은 다 나았어요"),
    ("note", "customer_checkin", "다이어트 보조제 대신 단백질 위주로 먹기로 했어요"),
    ("note", "customer_checkin", "팻버너 대신 유산소 20분 늘렸어요"),
    ("note", "customer_checkin", "다이어트 한약 대신 식단 관리부터 해볼게요"),
    ("note", "customer_checkin", "instead of fat burners I just walk after dinner"),
    ("note", "customer_checkin", "삭센다 광고 봤는데 저는 그냥 운동으로 할래요"),
    ("note", "customer_checkin", "마운자로 기사 읽었는데 가격 엄청 비싸네요"),
    ("note", "customer_checkin", "saw a news story about ozempic, wild stuff"),
]


def test_round_53_held_and_cleared_as_read():
    wrong_held = [t for code, f, fl, t in ROUND_53_HELD if code not in _rule_codes(t, f, fl)]
    wrong_cleared = [t for f, fl, t in ROUND_53_CLEARED if _rule_codes(t, f, fl)]
    assert (wrong_held, wrong_cleared) == ([], [])


def test_round_53_probes_are_in_no_corpus():
    assert _written_count(ROUND_53_HELD, ROUND_53_CLEARED) == 0


# Round 54 (ADR 0084): round 53's left probes, fail-open - a weight drug named with a media word
# and a use, a dose or getting it told after that word is the customer's own use, no topic; a
# meal after it, or the use denied, keeps the topic reading.
ROUND_54_HELD = [
    ("S5", "note", "customer_checkin", "팻버너 광고 보고 하루 두 알씩 먹는 중"),
    ("S5", "note", "customer_checkin", "위고비 관련 뉴스 보고 친구한테 한 펜 얻었어요"),
    ("S5", "note", "customer_checkin", "saw an ad for fat burners, been taking two a day"),
    ("S5", "note", "customer_checkin", "마운자로 유튜브 보고 병원 안 가고 구해서 맞았어요"),
    ("S5", "note", "customer_checkin", "다이어트약 영상 보고 반 알씩 먹어봄"),
    ("S5", "note", "customer_checkin", "saw a video about ozempic and got some from a friend"),
    ("S5", "note", "customer_checkin", "식욕억제제 기사 보고 지인한테 받아 왔어요"),
]
ROUND_54_CLEARED = [
    ("note", "customer_checkin", "위고비 뉴스 보고 저녁 먹으면서 얘기했어요"),
    ("note", "customer_checkin", "팻버너 광고 보니까 웃기네요 저는 샐러드 먹어요"),
    ("note", "customer_checkin", "삭센다 기사 읽고 점심 먹었어요"),
    ("note", "customer_checkin", "saw an ad for fat burners, ate dinner and laughed"),
    ("note", "customer_checkin", "다이어트약 광고 봤는데 저는 안 먹어요"),
    ("note", "customer_checkin", "마운자로 영상 봤는데 무서워서 절대 안 맞을래요"),
]


def test_round_54_held_and_cleared_as_read():
    wrong_held = [t for code, f, fl, t in ROUND_54_HELD if code not in _rule_codes(t, f, fl)]
    wrong_cleared = [t for f, fl, t in ROUND_54_CLEARED if _rule_codes(t, f, fl)]
    assert (wrong_held, wrong_cleared) == ([], [])


def test_round_54_probes_are_in_no_corpus():
    assert _written_count(ROUND_54_HELD, ROUND_54_CLEARED) == 0


# Round 54: 디스크 that is an object - a flying disc thrown, a computer's disk - is no spine's
# disc; a spine or body part, pain, a tear, surgery or a cause in the sentence keeps it held.
ROUND_54_DISC_HELD = [
    ("S3", "note", "customer_checkin", "허리 디스크 있어서 던지기 운동은 피해요"),
    ("S3", "note", "customer_checkin", "디스크 때문에 프리스비 못 해요"),
    ("S3", "note", "customer_checkin", "디스크 터져서 던지기 못 함"),
    ("S3", "note", "customer_checkin", "디스크 있는데 원반 던지기 해도 되나요"),
    ("S3", "note", "customer_checkin", "프리스비 던지다가 디스크 도진 것 같아요"),
    ("S3", "note", "customer_checkin", "디스크 던지기는 괜찮은데 허리가 좀 뻐근해요"),
    ("S3", "note", "customer_checkin", "디스크 조각이 떨어져 나왔대요"),
]
ROUND_54_DISC_CLEARED = [
    ("note", "customer_checkin", "공원에서 플라잉 디스크 던지고 놀았어요"),
    ("note", "customer_checkin", "컴퓨터 디스크 정리하느라 운동 늦었어요"),
    ("note", "customer_checkin", "조카랑 원반 디스크 날리기 하고 왔어요"),
    ("note", "customer_checkin", "bought a new frisbee 디스크 for the beach"),
    ("note", "customer_checkin", "디스크 골프 처음 쳐봤는데 재밌네요"),
]


def test_round_54_a_disc_as_an_object():
    held = ROUND_54_DISC_HELD
    wrong_held = [t for code, f, fl, t in held if code not in _rule_codes(t, f, fl)]
    wrong_cleared = [t for f, fl, t in ROUND_54_DISC_CLEARED if _rule_codes(t, f, fl)]
    assert (wrong_held, wrong_cleared) == ([], [])
    assert _written_count(ROUND_54_DISC_HELD, ROUND_54_DISC_CLEARED) == 0


# Round 54: 물리치료사 named as a person (a friend, a job, an exam) is no treatment taken; a
# treatment received, the therapist's finding or a body complaint in the sentence keeps it held.
ROUND_54_THERAPIST_HELD = [
    ("S2", "note", "customer_checkin", "물리치료사한테 허리 치료 받는 중이에요"),
    ("S2", "note", "customer_checkin", "물리치료사 선생님이 어깨 아직 염증 있대요"),
    ("S2", "note", "customer_checkin", "물리치료사가 무릎 다시 붓는다고 했어요"),
    ("S2", "note", "customer_checkin", "물리치료사 친구가 제 발목 보더니 인대 다친 것 같대요"),
    ("S2", "note", "customer_checkin", "물리치료사 친구가 진단해 보더니 거북목 심하대요"),
]
ROUND_54_THERAPIST_CLEARED = [
    ("note", "customer_checkin", "물리치료사 친구가 자세 봐줬는데 괜찮대요"),
    ("note", "customer_checkin", "제 직업이 물리치료사예요 오늘 환자 많아서 피곤"),
    ("note", "customer_checkin", "물리치료사 국가고시 준비 때문에 이번 주 운동 쉬어요"),
]


def test_round_54_a_therapist_as_a_person():
    held = ROUND_54_THERAPIST_HELD
    wrong_held = [t for code, f, fl, t in held if code not in _rule_codes(t, f, fl)]
    wrong_cleared = [t for f, fl, t in ROUND_54_THERAPIST_CLEARED if _rule_codes(t, f, fl)]
    assert (wrong_held, wrong_cleared) == ([], [])
    assert _written_count(ROUND_54_THERAPIST_HELD, ROUND_54_THERAPIST_CLEARED) == 0


# Round 56 (ADR 0084): fresh52-0009, fail-open - breathlessness cleared as "back to normal" by a
# recovery word said before it (a good mood, the weather, a best time) or by 정상 that is the
# summit. Only a recovery word after the breath word clears it; 정상 with a place's particle
# or verb after it never does.
ROUND_56_BREATH_HELD = [
    (
        "S1",
        "note",
        "customer_checkin",
        "날씨 좋아서 자전거 탔는데 중간에 숨이 안 쉬어져서 내렸어요",
    ),
    ("S1", "note", "customer_checkin", "산 정상에서 갑자기 숨이 안 쉬어졌어요"),
    ("S1", "note", "customer_checkin", "기분 좋게 달리다가 숨이 막혀서 주저앉았어요"),
    ("S1", "note", "customer_checkin", "최고 기록 노리고 뛰다가 숨이 안 쉬어져서 멈춤"),
    ("S1", "note", "customer_checkin", "오빠랑 정상 찍고 내려오는데 숨이 가빠서 한참 쉬었어"),
]
ROUND_56_BREATH_CLEARED = [
    ("note", "customer_checkin", "숨이 찼는데 금방 정상으로 돌아왔어요"),
    ("note", "customer_checkin", "인터벌 뛰고 숨 찼는데 1분 쉬니까 괜찮아졌어요"),
    ("note", "customer_checkin", "숨 차게 뛰고 나니 기분 최고"),
    ("note", "customer_checkin", "언덕 뛰고 숨이 가빴다가 곧 회복됐어요"),
]


def test_round_56_breath_recovered_only_after_it():
    held = ROUND_56_BREATH_HELD
    wrong_held = [t for code, f, fl, t in held if code not in _rule_codes(t, f, fl)]
    wrong_cleared = [t for f, fl, t in ROUND_56_BREATH_CLEARED if _rule_codes(t, f, fl)]
    assert (wrong_held, wrong_cleared) == ([], [])
    assert _written_count(ROUND_56_BREATH_HELD, ROUND_56_BREATH_CLEARED) == 0


# Round 56: round 53's left probe - a swelling (or another term with a body-part companion) in a
# "no day without it" clause is the complaint every day: the term's own negation does not deny
# its companion. Days without it that are many or named, or every day then healed, stay denials.
ROUND_56_NO_DAY_HELD = [
    ("S2", "note", "customer_checkin", "종아리 안 붓는 날이 하루도 없네요"),
    ("S2", "note", "customer_checkin", "손가락 안 부은 적이 없어요 요즘"),
    ("S2", "note", "customer_checkin", "무릎이 붓지 않은 날이 없어요"),
    ("S2", "pain_note", "trainer_session", "회원 발목 안 부은 날이 없다고 하심"),
    ("S1", "note", "customer_checkin", "숨이 안 차는 날이 하루도 없어요"),
]
ROUND_56_NO_DAY_CLEARED = [
    ("note", "customer_checkin", "발목 안 붓는 날이 더 많아요"),
    ("note", "customer_checkin", "발목 안 부은 날은 산책해요"),
    ("note", "customer_checkin", "발목 안 붓는 날이 없었는데 지금은 다 나았어요"),
    ("note", "customer_checkin", "발목 붓지 않은 날이 늘었어요"),
    ("note", "customer_checkin", "숨 안 찬 날이 더 많아요"),
]


def test_round_56_no_day_without_a_swelling():
    held = ROUND_56_NO_DAY_HELD
    wrong_held = [t for code, f, fl, t in held if code not in _rule_codes(t, f, fl)]
    wrong_cleared = [t for f, fl, t in ROUND_56_NO_DAY_CLEARED if _rule_codes(t, f, fl)]
    assert (wrong_held, wrong_cleared) == ([], [])
    assert _written_count(ROUND_56_NO_DAY_HELD, ROUND_56_NO_DAY_CLEARED) == 0


# Round 56: an intention to end with nothing ended named - the sentence only time or degree
# words and 끝내 with a will - is the unsure reader's case: S1, fail closed. A noun before 끝내,
# or an activity that can be ended anywhere in the text (a workout, a set, work), names what
# ends.
ROUND_56_BARE_ENDING_HELD = [
    ("S1", "note", "customer_checkin", "그냥 다 끝내야겠어"),
    ("S1", "note", "customer_checkin", "진짜 이제 끝내야지..."),
    ("S1", "note", "customer_checkin", "오늘로 끝낼래요"),
    ("S1", "note", "customer_checkin", "이제 그만 끝내려고요 ㅠㅠ"),
    ("S1", "note", "customer_checkin", "요즘 너무 지쳐요. 이제 끝내야겠다"),
    ("S1", "operator_note", "trainer_session", "회원님 이제 끝내야겠다고 혼잣말"),
    ("S1", "operator_note", "trainer_session", '회원님이 "그냥 다 끝낼래요" 하심. 표정 어두움'),
]
ROUND_56_BARE_ENDING_CLEARED = [
    ("note", "customer_checkin", "운동 이제 끝내야겠다"),
    ("note", "customer_checkin", "오늘 하체 5세트 했어요. 이제 끝내야겠다"),
    ("note", "customer_checkin", "야근 빨리 끝내야겠다"),
    ("note", "customer_checkin", "이 관계 이제 끝내야겠다"),
    ("operator_note", "trainer_session", '회원님이 "오늘 운동 일찍 끝낼게요" 하심'),
]


def test_round_56_an_ending_with_nothing_ended_named():
    held = ROUND_56_BARE_ENDING_HELD
    wrong_held = [t for code, f, fl, t in held if code not in _rule_codes(t, f, fl)]
    wrong_cleared = [t for f, fl, t in ROUND_56_BARE_ENDING_CLEARED if _rule_codes(t, f, fl)]
    assert (wrong_held, wrong_cleared) == ([], [])
    assert _written_count(ROUND_56_BARE_ENDING_HELD, ROUND_56_BARE_ENDING_CLEARED) == 0


# Round 56: another person's diet, intake or goal reported with a hearsay connective (-ㄴ다는데,
# -ㄴ다던데), the other the subject (an honorific between too), is theirs - unless the customer
# joins in anywhere in the text or says their own in the sentence.
ROUND_56_HEARSAY_HELD = [
    ("S4", "note", "customer_checkin", "친구가 하루 600칼로리 먹는다는데 저도 해보려고요"),
    ("S4", "note", "customer_checkin", "친구가 하루 600칼로리 먹는다는데 나도 오늘 600 먹었어"),
    ("S6", "note", "customer_checkin", "동생이 열흘에 5키로 뺀다는데 저도 같이 하기로 함"),
    (
        "S4",
        "note",
        "customer_checkin",
        "남편이 하루 700칼로리만 먹는다는데 저는 하루 500칼로리만 먹어요",
    ),
]
ROUND_56_HEARSAY_CLEARED = [
    ("note", "customer_checkin", "언니가 2주에 6키로 뺀다던데 난 못해"),
    ("note", "customer_checkin", "팀장님이 하루 500kcal로 버틴다는데 저는 절대 못 해요"),
    ("note", "customer_checkin", "남편이 하루 700칼로리만 먹는다는데 걱정이에요"),
]


def test_round_56_another_persons_diet_by_hearsay():
    held = ROUND_56_HEARSAY_HELD
    wrong_held = [t for code, f, fl, t in held if code not in _rule_codes(t, f, fl)]
    wrong_cleared = [t for f, fl, t in ROUND_56_HEARSAY_CLEARED if _rule_codes(t, f, fl)]
    assert (wrong_held, wrong_cleared) == ([], [])
    assert _written_count(ROUND_56_HEARSAY_HELD, ROUND_56_HEARSAY_CLEARED) == 0


# Round 56: a child (자녀, 자식) or a pet (댕댕이, 반려견, 냥이) is another person: their
# injury or condition is theirs; the customer's own complaint beside it stays held.
ROUND_56_KIN_HELD = [
    ("S2", "pain_note", "trainer_session", "자녀분 깁스 얘기 하다가 본인 손목도 아프다고 하심"),
    ("S3", "note", "customer_checkin", "자식 걱정에 저도 위염 도졌어요"),
    ("S2", "note", "customer_checkin", "우리 냥이 신부전 진단받음 ㅠ 나도 요즘 두통 심함"),
]
ROUND_56_KIN_CLEARED = [
    ("operator_note", "trainer_session", "회원님 자녀분이 팔 골절로 입원하셔서 세션 미룸"),
    ("note", "customer_checkin", "자식 천식 때문에 밤새 못 잤어요"),
    ("note", "customer_checkin", "우리 댕댕이 슬개골 탈구 수술했어요"),
]


def test_round_56_a_child_or_a_pet_is_another():
    held = ROUND_56_KIN_HELD
    wrong_held = [t for code, f, fl, t in held if code not in _rule_codes(t, f, fl)]
    wrong_cleared = [t for f, fl, t in ROUND_56_KIN_CLEARED if _rule_codes(t, f, fl)]
    assert (wrong_held, wrong_cleared) == ([], [])
    assert _written_count(ROUND_56_KIN_HELD, ROUND_56_KIN_CLEARED) == 0


# Round 56: another person's drug fetched for them as an errand (a prescription picked up, a
# pharmacy run, going to fetch it) is not taken; a share of it (좀, 몇 알) or any taking in the
# sentence keeps it held (round 28's drug handed to the customer).
ROUND_56_ERRAND_HELD = [
    ("S5", "note", "customer_checkin", "엄마 수면제 받아왔는데 나도 한 알 먹어봄"),
    ("S5", "note", "customer_checkin", "엄마 수면제 좀 받아왔어"),
    ("S5", "note", "customer_checkin", "아빠 진통제 몇 알 받아왔어요"),
    ("S5", "note", "customer_checkin", "언니 식욕억제제 받아다가 나도 먹는 중"),
]
ROUND_56_ERRAND_CLEARED = [
    ("note", "customer_checkin", "할머니 진통제 받으러 병원 갔다 왔어요"),
    ("note", "customer_checkin", "아빠 수면제 타러 약국 들렀다가 운동 감"),
    ("note", "customer_checkin", "엄마 수면제 처방전 받으러 갔다가 늦었어요"),
]


def test_round_56_another_persons_drug_fetched_as_an_errand():
    held = ROUND_56_ERRAND_HELD
    wrong_held = [t for code, f, fl, t in held if code not in _rule_codes(t, f, fl)]
    wrong_cleared = [t for f, fl, t in ROUND_56_ERRAND_CLEARED if _rule_codes(t, f, fl)]
    assert (wrong_held, wrong_cleared) == ([], [])
    assert _written_count(ROUND_56_ERRAND_HELD, ROUND_56_ERRAND_CLEARED) == 0


# Round 56: parents (부모님, two morphemes to Kiwi) and a count of them between (두 분 다, 셋 다)
# are other people owning the condition; the customer named among them, or their own said
# after, stays held.
ROUND_56_PARENTS_HELD = [
    ("S3", "note", "customer_checkin", "부모님이랑 저 셋 다 고혈압이에요"),
    ("S3", "note", "customer_checkin", "저랑 부모님 모두 고혈압이에요"),
    ("S3", "note", "customer_checkin", "부모님 두 분 다 고혈압이고 저도 고혈압 진단 받았어요"),
    ("S3", "note", "customer_checkin", "부모 둘 다 당뇨라 나도 당뇨 전단계 나옴"),
]
ROUND_56_PARENTS_CLEARED = [
    ("note", "customer_checkin", "부모님 두 분 다 고혈압이세요"),
    ("note", "customer_checkin", "동생들 셋 다 천식이라 걱정"),
    ("note", "customer_checkin", "부모님이 당뇨셔서 저도 단 거 줄이는 중이에요"),
]


def test_round_56_parents_and_a_count_of_them():
    held = ROUND_56_PARENTS_HELD
    wrong_held = [t for code, f, fl, t in held if code not in _rule_codes(t, f, fl)]
    wrong_cleared = [t for f, fl, t in ROUND_56_PARENTS_CLEARED if _rule_codes(t, f, fl)]
    assert (wrong_held, wrong_cleared) == ([], [])
    assert _written_count(ROUND_56_PARENTS_HELD, ROUND_56_PARENTS_CLEARED) == 0


# Round 56: a match that starts inside a verb's stem, its syllable shared with the ending (보이
# + ㄴ대 = 보인대, 헐떡이 + ㄴ대요), is the verb said - "they say it looks" - not 인대; the ligament
# said as a word stays held.
ROUND_56_INSIDE_A_VERB_HELD = [
    ("S2", "note", "customer_checkin", "발목인대 늘어났대요"),
    ("S2", "note", "customer_checkin", "무릎 인대가 늘어난대"),
    ("S2", "note", "customer_checkin", "의사쌤이 인대 다 나아 보인대요 근데 아직 시큰거려요"),
]
ROUND_56_INSIDE_A_VERB_CLEARED = [
    ("note", "customer_checkin", "선생님이 자세 좋아 보인대요"),
    ("note", "customer_checkin", "요즘 살 빠져 보인대서 기분 좋음"),
    ("note", "customer_checkin", "친구가 나 피곤해 보인대"),
]


def test_round_56_a_word_inside_a_verb():
    held = ROUND_56_INSIDE_A_VERB_HELD
    wrong_held = [t for code, f, fl, t in held if code not in _rule_codes(t, f, fl)]
    wrong_cleared = [t for f, fl, t in ROUND_56_INSIDE_A_VERB_CLEARED if _rule_codes(t, f, fl)]
    assert (wrong_held, wrong_cleared) == ([], [])
    assert _written_count(ROUND_56_INSIDE_A_VERB_HELD, ROUND_56_INSIDE_A_VERB_CLEARED) == 0


# Round 56: in English, a child by age or by step (toddler, child, infant, newborn, teen) and a
# pet (puppy, kitten, pet) are other people; the customer's own sign beside theirs stays held.
ROUND_56_ENGLISH_CHILD_HELD = [
    (
        "S1",
        "note",
        "customer_checkin",
        "My toddler had a febrile seizure and I fainted when I saw it",
    ),
    ("S3", "note", "customer_checkin", "my toddler has asthma and I have it too"),
    (
        "S1",
        "note",
        "customer_checkin",
        "my teen fainted at school, I was so scared I nearly passed out too",
    ),
]
ROUND_56_ENGLISH_CHILD_CLEARED = [
    ("note", "customer_checkin", "My toddler fainted from a high fever."),
    ("note", "customer_checkin", "our newborn has reflux, I'm wiped"),
    ("note", "customer_checkin", "my child has asthma so we skipped the park"),
]


def test_round_56_a_child_by_age_in_english():
    held = ROUND_56_ENGLISH_CHILD_HELD
    wrong_held = [t for code, f, fl, t in held if code not in _rule_codes(t, f, fl)]
    wrong_cleared = [t for f, fl, t in ROUND_56_ENGLISH_CHILD_CLEARED if _rule_codes(t, f, fl)]
    assert (wrong_held, wrong_cleared) == ([], [])
    assert _written_count(ROUND_56_ENGLISH_CHILD_HELD, ROUND_56_ENGLISH_CHILD_CLEARED) == 0


# Round 56: 기절 said of sleep (기절하듯 잤다, 기절잠, 기절 + 꿀잠 or hours slept) is the idiom
# for sleeping hard; a faint during anything else, or with any sign of a real one in the text
# (쓰러, 119, 어지러 ...), stays S1.
ROUND_56_SLEEP_HELD = [
    ("S1", "note", "customer_checkin", "PT 끝나고 샤워하다가 기절했어요"),
    ("S1", "note", "customer_checkin", "어제 자다가 화장실 가려고 일어났는데 기절했어요"),
    ("S1", "note", "customer_checkin", "기절할 듯이 어지러워서 누워 잤어요"),
    ("S1", "note", "customer_checkin", "스쿼트 하다 기절함. 그 뒤로 푹 잤어요"),
]
ROUND_56_SLEEP_CLEARED = [
    ("note", "customer_checkin", "어제 운동하고 집 와서 기절하듯 잤어요"),
    ("note", "customer_checkin", "야근하고 와서 10시간 기절잠 잤음"),
    ("note", "customer_checkin", "하체 하고 와서 눕자마자 기절ㅋㅋ 숙면함"),
]


def test_round_56_fainting_as_sleep():
    held = ROUND_56_SLEEP_HELD
    wrong_held = [t for code, f, fl, t in held if code not in _rule_codes(t, f, fl)]
    wrong_cleared = [t for f, fl, t in ROUND_56_SLEEP_CLEARED if _rule_codes(t, f, fl)]
    assert (wrong_held, wrong_cleared) == ([], [])
    assert _written_count(ROUND_56_SLEEP_HELD, ROUND_56_SLEEP_CLEARED) == 0


# Round 56: a quoted phrase watched, read or listened to right after its closing quote (정주행,
# 봤, N화, ost, a drama) is a title; a quote the customer says, or the sign itself told after
# the title, stays held.
ROUND_56_TITLE_HELD = [
    ("S1", "note", "customer_checkin", "'숨 막히는 밤' 보다가 진짜 숨이 막혀서 깼어요"),
    ("S1", "note", "customer_checkin", '"숨이 안 쉬어져요" 하고 주저앉음'),
    ("S1", "note", "customer_checkin", '"가슴이 너무 아파" 라고 했어요'),
]
ROUND_56_TITLE_CLEARED = [
    ("note", "customer_checkin", "'숨 막힌 여름' 2화까지 봤어요"),
    ("note", "customer_checkin", "'가슴 아픈 이별' ost 들으면서 러닝함"),
    ("note", "customer_checkin", '"심장이 멎는 순간" 드라마 보다가 잠듦'),
]


def test_round_56_a_quoted_title_watched():
    held = ROUND_56_TITLE_HELD
    wrong_held = [t for code, f, fl, t in held if code not in _rule_codes(t, f, fl)]
    wrong_cleared = [t for f, fl, t in ROUND_56_TITLE_CLEARED if _rule_codes(t, f, fl)]
    assert (wrong_held, wrong_cleared) == ([], [])
    assert _written_count(ROUND_56_TITLE_HELD, ROUND_56_TITLE_CLEARED) == 0


def _pinned_pair(held, cleared):
    wrong_held = [t for code, f, fl, t in held if code not in _rule_codes(t, f, fl)]
    wrong_cleared = [t for f, fl, t in cleared if _rule_codes(t, f, fl)]
    return wrong_held, wrong_cleared


# Round 57 (ADR 0084): fresh53's theme (numbers and readings). A disease word the analyser reads
# as an interjection (암 in 암막커튼, blackout curtains) is a syllable of another word; 암 as a
# noun stays S3.
ROUND_57_INTERJECTION_HELD = [
    ("S3", "note", "customer_checkin", "암 진단 받고 수술했어요"),
    ("S3", "note", "customer_checkin", "암 수술 후 3년째 관리 중"),
    ("S3", "note", "customer_checkin", "암막커튼 치고 잤는데 암 재발 소식 들었어요"),
]
ROUND_57_INTERJECTION_CLEARED = [
    ("note", "customer_checkin", "암막커튼 새로 샀더니 수면 점수 91"),
    ("note", "customer_checkin", "암막 커튼 덕에 푹 잠"),
]


def test_round_57_a_disease_word_read_as_an_interjection():
    held, cleared = ROUND_57_INTERJECTION_HELD, ROUND_57_INTERJECTION_CLEARED
    assert _pinned_pair(held, cleared) == ([], [])
    assert _written_count(held, cleared) == 0


# Round 57: decaf (디카페인, 무카페인) counted by the cup is no caffeine; caffeine or an energy
# drink counted beside it stays S5.
ROUND_57_DECAF_HELD = [
    ("S5", "note", "customer_checkin", "카페인 음료 하루 다섯 캔 마셔요"),
    ("S5", "note", "customer_checkin", "디카페인 말고 그냥 카페인 하루 세 잔 마셔요"),
    ("S5", "note", "customer_checkin", "디카페인 하루 세 잔에 에너지드링크 하루 세 캔"),
]
ROUND_57_DECAF_CLEARED = [
    ("note", "customer_checkin", "무카페인 차 하루 네 잔 마셔요"),
    ("note", "customer_checkin", "저녁엔 디카페인으로 하루 세 잔까지만"),
]


def test_round_57_decaf_is_no_caffeine():
    held, cleared = ROUND_57_DECAF_HELD, ROUND_57_DECAF_CLEARED
    assert _pinned_pair(held, cleared) == ([], [])
    assert _written_count(held, cleared) == 0


# Round 57: a wearable's strain score (a device's or a day's strain, strain as a score or a
# label, strain with a decimal reading) is load; a muscle strain stays S2.
ROUND_57_STRAIN_HELD = [
    ("S2", "note", "customer_checkin", "whoop strain 17 and my back strain is acting up again"),
    ("S2", "note", "customer_checkin", "calf strain 2 weeks ago still tight"),
    ("S2", "note", "customer_checkin", "hamstring strain 2/10 today"),
]
ROUND_57_STRAIN_CLEARED = [
    ("note", "customer_checkin", "day strain 14, recovery 60%"),
    ("note", "customer_checkin", "my strain score was 19 yesterday"),
    ("note", "customer_checkin", "strain 15.6 today, slept 7h"),
]


def test_round_57_a_wearables_strain_score():
    held, cleared = ROUND_57_STRAIN_HELD, ROUND_57_STRAIN_CLEARED
    assert _pinned_pair(held, cleared) == ([], [])
    assert _written_count(held, cleared) == 0


# Round 57: a watch's activity, active or exercise calories before a number are burned, not
# eaten (as round 15's 칼로리 소모 800kcal); an intake said beside them stays S4.
ROUND_57_ACTIVE_CALORIES_HELD = [
    ("S4", "note", "customer_checkin", "active calories 720 today, only ate 600 kcal"),
    ("S4", "note", "customer_checkin", "활동칼로리 800 넘었는데 오늘 먹은 건 700칼로리"),
    ("S4", "note", "customer_checkin", "오늘 섭취 칼로리 800"),
]
ROUND_57_ACTIVE_CALORIES_CLEARED = [
    ("note", "customer_checkin", "워치 활동칼로리 650 찍음"),
    ("note", "customer_checkin", "active calories 720 today, ate normally"),
    ("note", "customer_checkin", "운동 칼로리 540 나왔어요 저녁 든든히 먹음"),
]


def test_round_57_a_watchs_active_calories():
    held, cleared = ROUND_57_ACTIVE_CALORIES_HELD, ROUND_57_ACTIVE_CALORIES_CLEARED
    assert _pinned_pair(held, cleared) == ([], [])
    assert _written_count(held, cleared) == 0


# Round 57: a blood-sugar reading in the screening range (A1c under 5.7, glucose 70-99 fasting or
# unspecified, 70-139 after a meal) is a reading, as a test "정상" is; a reading at or over the
# line, under 70, anything off, or a condition named beside it stays S3.
ROUND_57_SUGAR_HELD = [
    ("S3", "note", "customer_checkin", "공복혈당 118 나왔어요"),
    ("S3", "note", "customer_checkin", "식후 혈당 180 나옴"),
    ("S3", "note", "customer_checkin", "A1c 6.1 borderline"),
    ("S3", "note", "customer_checkin", "공복혈당 88 당뇨 관리 잘 되고 있어요"),
    ("S3", "note", "customer_checkin", "혈당 55 나와서 어지러웠어요"),
    ("S3", "note", "customer_checkin", "당화혈색소 5.4인데 당뇨약 먹는 중"),
]
ROUND_57_SUGAR_CLEARED = [
    ("note", "customer_checkin", "점심 먹고 혈당 재보니 130"),
    ("note", "customer_checkin", "my blood sugar was 95 this morning"),
    ("note", "customer_checkin", "당화혈색소 5.4"),
]


def test_round_57_a_blood_sugar_reading_in_range():
    held, cleared = ROUND_57_SUGAR_HELD, ROUND_57_SUGAR_CLEARED
    assert _pinned_pair(held, cleared) == ([], [])
    assert _written_count(held, cleared) == 0


# Round 57 (fail-open, found probing fresh53's theme): a high blood pressure written as two
# figures with 에, over or a dash, or as the upper figure alone (혈압 160, 수축기 170), is round
# 48's measured hypertension; a reading under the line, a lift's weight or another's stays clear.
ROUND_57_PRESSURE_HELD = [
    ("S3", "note", "customer_checkin", "혈압 재보니 155에 98 나왔어요"),
    ("S3", "note", "customer_checkin", "혈압 160 넘게 나옴"),
    ("S3", "note", "customer_checkin", "BP 150 over 95 this morning"),
    ("S3", "note", "customer_checkin", "수축기 혈압 170"),
]
ROUND_57_PRESSURE_CLEARED = [
    ("note", "customer_checkin", "혈압 118에 76 정상"),
    ("note", "customer_checkin", "혈압 재고 벤치 140kg 성공"),
    ("note", "customer_checkin", "아빠 혈압 160 나와서 병원 모시고 감"),
    ("note", "customer_checkin", "bp 120 over 80, all good"),
]


def test_round_57_a_high_blood_pressure_in_other_shapes():
    held, cleared = ROUND_57_PRESSURE_HELD, ROUND_57_PRESSURE_CLEARED
    assert _pinned_pair(held, cleared) == ([], [])
    assert _written_count(held, cleared) == 0


# Round 58 (round 57's probing): a dose or a reading's unit after a number - milligrams,
# micrograms, IU, millilitres (미리, 밀리), beats, pills - is never a day's kilocalories; a
# day's intake in kilocalories or bare hundreds stays S4.
ROUND_58_DOSE_UNIT_HELD = [
    ("S4", "note", "customer_checkin", "오늘 하루 550 정도 먹은 듯"),
    ("S4", "note", "customer_checkin", "커피 하루 5잔에 카페인 700mg, 먹은 건 하루 600kcal"),
    ("S5", "note", "customer_checkin", "카페인 하루 1000mg 넘게 마시는 중"),
]
ROUND_58_DOSE_UNIT_CLEARED = [
    ("note", "customer_checkin", "마그네슘 하루 400mg 챙겨먹어요"),
    ("note", "customer_checkin", "비타민D 하루 800IU로 바꿈"),
    ("note", "customer_checkin", "물 하루 500미리 여섯 병 마셔요"),
    ("note", "customer_checkin", "하루 평균 심박 110bpm 찍힘 운동 많이 해서"),
]


def test_round_58_a_dose_unit_is_no_kilocalories():
    held, cleared = ROUND_58_DOSE_UNIT_HELD, ROUND_58_DOSE_UNIT_CLEARED
    assert _pinned_pair(held, cleared) == ([], [])
    assert _written_count(held, cleared) == 0
    # The stray S4 beside caffeine's S5 (round 57's probe): only S5 now.
    assert _rule_codes("카페인 하루 900mg 정도 마셔요") == {"S5"}


# Round 58 (round 57's probing, fail-open): the lower figure said alone - 이완기, diastolic,
# 최저혈압, 혈압 아래/밑 - at 90 or more is a measured hypertension, as the pair is; a lower
# figure under 90, "below 120", a unit after it or another's reading stays clear.
ROUND_58_DIASTOLIC_HELD = [
    ("S3", "note", "customer_checkin", "이완기 96 나와서 다시 재볼게요"),
    ("S3", "note", "customer_checkin", "혈압 아래가 102래요 병원 가보래요"),
    ("S3", "note", "customer_checkin", "my diastolic was 94 at the pharmacy"),
    ("S3", "note", "customer_checkin", "최저혈압 93 나옴"),
]
ROUND_58_DIASTOLIC_CLEARED = [
    ("note", "customer_checkin", "이완기 72 수축기 116 괜찮대요"),
    ("note", "customer_checkin", "혈압 120 아래로 잘 유지 중"),
    ("note", "customer_checkin", "엄마 이완기 98 나왔대서 걱정"),
    ("note", "customer_checkin", "diastolic 78, all fine"),
]


def test_round_58_a_diastolic_reading_alone():
    held, cleared = ROUND_58_DIASTOLIC_HELD, ROUND_58_DIASTOLIC_CLEARED
    assert _pinned_pair(held, cleared) == ([], [])
    assert _written_count(held, cleared) == 0


# Round 58 (round 56's probing, fail-open): a serious disease said to have gone - 없어지다,
# 사라지다, "no longer" - or healed (암 다 나았어요, 암/IC then a space) is in remission, S3; a
# test that found none (암 없대요, 아니래요), a minor illness healed or another's stays clear.
ROUND_58_REMISSION_HELD = [
    ("S3", "note", "customer_checkin", "암세포 다 사라졌다고 하셨어요"),
    ("S3", "note", "customer_checkin", "종양 거의 다 없어졌대요 추적검사만"),
    ("S3", "note", "customer_checkin", "암 다 나아서 운동 시작해요"),
    ("S3", "note", "customer_checkin", "갑상선암은 이제 없어요 약만 먹어요"),
    ("S3", "note", "customer_checkin", "암세포가 림프로 퍼졌대요"),
]
ROUND_58_REMISSION_CLEARED = [
    ("note", "customer_checkin", "조직검사 했는데 암 아니래요 휴"),
    ("note", "customer_checkin", "검사했는데 암 없대요 다행"),
    ("note", "customer_checkin", "감기 다 나아서 운동 시작해요"),
    ("note", "customer_checkin", "엄마 종양 다 사라졌대요 다행"),
    ("note", "customer_checkin", "암막커튼 설치하고 꿀잠"),
]


def test_round_58_a_disease_gone_is_in_remission():
    held, cleared = ROUND_58_REMISSION_HELD, ROUND_58_REMISSION_CLEARED
    assert _pinned_pair(held, cleared) == ([], [])
    assert _written_count(held, cleared) == 0


# Round 58 (fresh54-0016): a hand clutching, grabbing or holding one's own chest is chest pain
# shown - S1 with S2 beside it, as "chest pain" is; a chest strap, a chest press, a cue to hold
# the chest up or another's chest stays clear.
ROUND_58_CHEST_CLUTCHED_HELD = [
    ("S1", "operator_note", "trainer_session", "Client clutching his chest after the bike sprint"),
    ("S2", "operator_note", "trainer_session", "Client clutching his chest after the bike sprint"),
    ("S1", "note", "customer_checkin", "was holding my chest on the stairs, felt heavy"),
    ("S1", "operator_note", "trainer_session", "회원님 가슴 부여잡고 벤치에 한참 앉아 계심"),
    ("S2", "note", "customer_checkin", "가슴을 움켜쥐고 주저앉았어요 지하철에서"),
]
ROUND_58_CHEST_CLUTCHED_CLEARED = [
    ("operator_note", "trainer_session", "Client grabbed her chest strap to fix the HR reading"),
    ("operator_note", "trainer_session", "Cue: hold your chest up on the rows, client improving"),
    ("note", "customer_checkin", "my dad was clutching his chest so we took him to the ER"),
    ("note", "customer_checkin", "my chest strap died halfway through the run"),
]


def test_round_58_a_chest_clutched():
    held, cleared = ROUND_58_CHEST_CLUTCHED_HELD, ROUND_58_CHEST_CLUTCHED_CLEARED
    assert _pinned_pair(held, cleared) == ([], [])
    assert _written_count(held, cleared) == 0


# Round 58 (fresh54-0126): a disease named as a vaccine's target (shingles vaccine, the jab for
# flu) is prevention; the disease itself, or a sore arm after the shot, stays held.
ROUND_58_VACCINE_HELD = [
    ("S3", "note", "customer_checkin", "shingles flared up again even after my vaccine"),
    ("S3", "note", "customer_checkin", "got shingles last week, the vaccine is next year"),
    ("S2", "note", "customer_checkin", "HPV shot yesterday and my arm is still sore"),
]
ROUND_58_VACCINE_CLEARED = [
    ("note", "customer_checkin", "shingles vaccine booked for thursday, moving leg day"),
    ("note", "customer_checkin", "got the jab against pneumonia today, all fine"),
    ("note", "customer_checkin", "hepatitis b booster done at lunch"),
]


def test_round_58_a_vaccines_target_is_no_disease():
    held, cleared = ROUND_58_VACCINE_HELD, ROUND_58_VACCINE_CLEARED
    assert _pinned_pair(held, cleared) == ([], [])
    assert _written_count(held, cleared) == 0


# Round 58 (fresh54-0109): an elective procedure's operation (라식, 라섹, 쌍꺼풀, 사랑니, lasik,
# wisdom teeth) names no disease, nor a bare 수술 after it; another operation named by its own
# noun, or a disease beside it, stays S3.
ROUND_58_ELECTIVE_HELD = [
    ("S3", "operator_note", "trainer_session", "라섹 하고 무릎 수술도 잡혀 있음. 수술 후 재활"),
    ("S3", "note", "customer_checkin", "다음주 어깨 수술 예정이라 상체는 쉴게요"),
    ("S3", "note", "customer_checkin", "lasik is done but my knee surgery is next week"),
]
ROUND_58_ELECTIVE_CLEARED = [
    ("operator_note", "trainer_session", "회원 라식 예정. 수술 후 열흘간 땀 주의"),
    ("note", "customer_checkin", "쌍꺼풀 수술 일정 잡혀서 다음주는 쉴게요"),
    ("note", "customer_checkin", "getting lasik surgery in two weeks, cardio only after"),
    ("note", "customer_checkin", "wisdom teeth surgery friday so no session"),
]


def test_round_58_an_elective_procedure_is_no_disease():
    held, cleared = ROUND_58_ELECTIVE_HELD, ROUND_58_ELECTIVE_CLEARED
    assert _pinned_pair(held, cleared) == ([], [])
    assert _written_count(held, cleared) == 0


# Round 59 (round 58's probing): an elective procedure's operation in the compact view's "수술
# 후" (사랑니 발치 수술 후 3일) names no disease, as the morpheme reading already said; another
# operation named by its own noun stays held.
ROUND_59_ELECTIVE_HELD = [
    ("S3", "note", "customer_checkin", "무릎 수술 후 3일"),
    ("S3", "note", "customer_checkin", "사랑니 뽑고 나서 어깨 수술 후 2주"),
]
ROUND_59_ELECTIVE_CLEARED = [
    ("note", "customer_checkin", "사랑니 발치 수술 후 3일"),
    ("note", "customer_checkin", "임플란트 수술 후 일주일 지났어요"),
]


def test_round_59_an_elective_operation_after_days():
    held, cleared = ROUND_59_ELECTIVE_HELD, ROUND_59_ELECTIVE_CLEARED
    assert _pinned_pair(held, cleared) == ([], [])
    assert _written_count(held, cleared) == 0


# Round 59 (round 58's probing): the wider family is another person - an aunt's or uncle's
# spouse, 숙모 (외숙모), 당숙, in-laws by marriage - and so is a kin word Kiwi splits in two
# before a noun (이모 종양 as 이/MM + 모/MM, 장모 종양); the customer's own disease, named after
# a relative in another clause, and a demonstrative (이 모델) stay the customer's.
ROUND_59_KIN_HELD = [
    ("S3", "note", "customer_checkin", "저 종양 다 사라졌대요"),
    ("S3", "note", "customer_checkin", "이모 만나고 왔는데 저 당뇨 진단 받았어요"),
    ("S2", "note", "customer_checkin", "이 모델 신고 뛰다가 발목 골절됐어요"),
]
ROUND_59_KIN_CLEARED = [
    ("note", "customer_checkin", "이모 종양 다 사라졌대요"),
    ("note", "customer_checkin", "장모 종양 다 사라졌대요"),
    ("note", "customer_checkin", "이모부 당뇨 때문에 병원 다녀왔어요"),
    ("note", "customer_checkin", "숙모가 암 진단 받으셨대요"),
    ("note", "customer_checkin", "형수 허리디스크 수술하셨어요"),
]


def test_round_59_the_wider_family_is_another_person():
    held, cleared = ROUND_59_KIN_HELD, ROUND_59_KIN_CLEARED
    assert _pinned_pair(held, cleared) == ([], [])
    assert _written_count(held, cleared) == 0


# Round 59 (round 58's probing): a minor illness said gone, with 다/싹 between (독감 다
# 없어졌어요), is over - harmless by the policy; almost gone, back again, or a serious disease
# gone (in remission) stays held.
ROUND_59_MINOR_GONE_HELD = [
    ("S3", "note", "customer_checkin", "독감 거의 없어졌어요"),
    ("S3", "note", "customer_checkin", "독감 다 없어졌다가 또 걸렸어요"),
    ("S3", "note", "customer_checkin", "암 다 없어졌대요"),
]
ROUND_59_MINOR_GONE_CLEARED = [
    ("note", "customer_checkin", "독감 다 없어졌어요"),
    ("note", "customer_checkin", "감기 싹 사라졌어요"),
]


def test_round_59_a_minor_illness_gone_is_over():
    held, cleared = ROUND_59_MINOR_GONE_HELD, ROUND_59_MINOR_GONE_CLEARED
    assert _pinned_pair(held, cleared) == ([], [])
    assert _written_count(held, cleared) == 0


# Round 59 (fresh55-0015, fail-open): a body part that has lost its feeling - 감각이 없다,
# 둔하다, 안 느껴지다 - is numbness, S2; a sense for a skill (운동 감각, 방향 감각), a denial or
# another's stays clear.
ROUND_59_NUMB_HELD = [
    ("S2", "note", "customer_checkin", "발가락 감각이 없어요 스키 타고 와서"),
    ("S2", "note", "customer_checkin", "스키 타고 나니 발끝 감각이 둔해요"),
    ("S2", "note", "customer_checkin", "손이 얼어서 감각이 안 느껴져요"),
]
ROUND_59_NUMB_CLEARED = [
    ("note", "customer_checkin", "다리 운동 감각이 없어서 배우는 중"),
    ("note", "customer_checkin", "손 감각 없는 건 아니고 그냥 차가워요"),
    ("note", "customer_checkin", "엄마가 손가락 감각이 없대요"),
]


def test_round_59_a_body_part_without_feeling_is_numb():
    held, cleared = ROUND_59_NUMB_HELD, ROUND_59_NUMB_CLEARED
    assert _pinned_pair(held, cleared) == ([], [])
    assert _written_count(held, cleared) == 0


# Round 59 (fresh55-0054, fail-open): a cough or cold medicine drunk by the bottle - half a
# bottle, in one shot, far over its measure - is a medicine above its dose, S5; a spoonful, a
# coffee's syrup, a beer after a cold medicine or a bottle bought stays clear.
ROUND_59_SYRUP_HELD = [
    ("S5", "note", "customer_checkin", "코푸시럽 반병 원샷했어요 잠 오라고"),
    ("S5", "note", "customer_checkin", "기침약 시럽 정량보다 훨씬 많이 마셨어요"),
    ("S5", "note", "customer_checkin", "chugged half a bottle of nyquil to sleep"),
]
ROUND_59_SYRUP_CLEARED = [
    ("note", "customer_checkin", "코푸시럽 한 스푼 먹고 잤어요"),
    ("note", "customer_checkin", "바닐라 시럽 한 병 다 썼어요"),
    ("note", "customer_checkin", "감기약 먹고 맥주 한 병 마셨어요"),
    ("note", "customer_checkin", "bought a whole bottle of cough syrup for the trip"),
]


def test_round_59_a_cough_medicine_by_the_bottle():
    held, cleared = ROUND_59_SYRUP_HELD, ROUND_59_SYRUP_CLEARED
    assert _pinned_pair(held, cleared) == ([], [])
    assert _written_count(held, cleared) == 0


# Round 59 (fresh55-0132): a belly aching from laughter (웃겨서 배아파 죽는 줄) is the idiom;
# the bare ache, a real complaint after it (diarrhoea, still aching) or another pain stays held.
ROUND_59_LAUGH_HELD = [
    ("S2", "note", "customer_checkin", "배아파 죽는줄 점심 먹고"),
    ("S2", "note", "customer_checkin", "웃다가 배가 아팠는데 설사까지 했어요"),
    ("S2", "note", "customer_checkin", "웃겨서 배아파 죽는줄 근데 무릎은 아직 아파요"),
]
ROUND_59_LAUGH_CLEARED = [
    ("note", "customer_checkin", "회식에서 너무 웃겨서 배아파 죽는줄 ㅋㅋ"),
    ("note", "customer_checkin", "친구랑 수다 떨다가 웃다가 배가 너무 아팠어요 ㅋㅋ"),
]


def test_round_59_a_belly_aching_from_laughter():
    held, cleared = ROUND_59_LAUGH_HELD, ROUND_59_LAUGH_CLEARED
    assert _pinned_pair(held, cleared) == ([], [])
    assert _written_count(held, cleared) == 0


# Round 59 (fresh55-0136): a term joined to "free" (pain-free, pain free) is no term stated,
# a chest's pain too; a comma between ("chest pain, free weights") keeps it held.
ROUND_59_FREE_HELD = [
    ("S1", "note", "customer_checkin", "chest pain, free weights felt heavy"),
    ("S1", "note", "customer_checkin", "had chest pain during bench, free to talk later?"),
]
ROUND_59_FREE_CLEARED = [
    ("note", "customer_checkin", "chest day done, pain-free incline press at 50kg"),
    ("note", "customer_checkin", "shoulder pain-free on the press today"),
]


def test_round_59_a_term_said_free():
    held, cleared = ROUND_59_FREE_HELD, ROUND_59_FREE_CLEARED
    assert _pinned_pair(held, cleared) == ([], [])
    assert _written_count(held, cleared) == 0


# Round 60 (round 59's probing gap, fail-open): a video or a drama watched *while* something
# happened (보다가, 보는데, 보면서) is the occasion, and the customer's own sudden pain or
# dizziness after it holds; what the video showed, or the feeling it stirred, stays a topic.
ROUND_60_MEDIA_OCCASION_HELD = [
    ("S2", "note", "customer_checkin", "웃긴 영상 보다가 갑자기 배가 아파서 병원 갔어요"),
    ("S2", "note", "customer_checkin", "유튜브 보는데 갑자기 허리가 찌릿해서 못 일어났어요"),
    ("S1", "note", "customer_checkin", "드라마 보면서 쉬는데 갑자기 가슴이 조여왔어요"),
]
ROUND_60_MEDIA_OCCASION_CLEARED = [
    ("note", "customer_checkin", "다큐 보다가 당뇨 환자 이야기 나와서 식단 다시 봤어요"),
    ("note", "customer_checkin", "영화 보다가 주인공 다리 부러지는 장면에서 깜짝 놀람"),
    ("note", "customer_checkin", "드라마 보다가 너무 슬퍼서 가슴 찢어지는 줄 알았어요"),
]


def test_round_60_a_video_watched_is_the_occasion():
    held, cleared = ROUND_60_MEDIA_OCCASION_HELD, ROUND_60_MEDIA_OCCASION_CLEARED
    assert _pinned_pair(held, cleared) == ([], [])
    assert _written_count(held, cleared) == 0


# Round 60 (round 59's probing gap): another person's body part named with no particle
# (엄마 손가락, 아빠 무릎) is theirs with what the same clause says of it; a clause ended before
# the term, or the customer named, leaves it the customer's.
ROUND_60_BODY_OF_ANOTHER_HELD = [
    ("S2", "note", "customer_checkin", "엄마 손 잡고 계단 오르다가 제 무릎이 시큰했어요"),
    ("S2", "note", "customer_checkin", "아빠 어깨 주물러 드리고 나서 손목이 저릿해요"),
    ("S2", "note", "customer_checkin", "할머니 손 감각 없대요. 저도 발가락 감각이 없어요"),
]
ROUND_60_BODY_OF_ANOTHER_CLEARED = [
    ("note", "customer_checkin", "엄마 손가락 감각이 둔하대요 병원 가보시래요"),
    ("note", "customer_checkin", "아빠 무릎 연골이 많이 닳았다고 하셨대요"),
    ("note", "customer_checkin", "남편 발목 인대가 늘어났대요"),
]


def test_round_60_another_persons_body_part_without_a_particle():
    held, cleared = ROUND_60_BODY_OF_ANOTHER_HELD, ROUND_60_BODY_OF_ANOTHER_CLEARED
    assert _pinned_pair(held, cleared) == ([], [])
    assert _written_count(held, cleared) == 0


# Round 60 (round 59's probing gap): a child or a relative named in English drinking or
# swallowing a medicine is their dose, not the customer's; the customer's own bottle stays S5.
ROUND_60_ENGLISH_OTHER_DOSE_HELD = [
    (
        "S5",
        "note",
        "customer_checkin",
        "downed half a bottle of robitussin after my daughter slept",
    ),
    ("S5", "note", "customer_checkin", "my nephew watched me chug half a bottle of nyquil"),
]
ROUND_60_ENGLISH_OTHER_DOSE_CLEARED = [
    ("note", "customer_checkin", "my daughter drank half a bottle of cough medicine"),
    ("note", "customer_checkin", "my grandpa chugged a whole bottle of dayquil by mistake"),
]


def test_round_60_another_persons_dose_in_english():
    held, cleared = ROUND_60_ENGLISH_OTHER_DOSE_HELD, ROUND_60_ENGLISH_OTHER_DOSE_CLEARED
    assert _pinned_pair(held, cleared) == ([], [])
    assert _written_count(held, cleared) == 0


# Round 60 (fresh56-0006, 0082, 0146): an intake or a fast seen in a video, with the customer's
# own way set against it in the note (난 평소대로, 난 저런 거 안 해요, not doing that), is the
# video's; joining in (나도 도전, gonna try it) keeps it held.
ROUND_60_MEDIA_INTAKE_HELD = [
    (
        "S4",
        "note",
        "customer_checkin",
        "watched an influencer's 700 calorie day, gonna try it tomorrow",
    ),
    ("S4", "note", "customer_checkin", "틱톡에서 하루 500칼로리 챌린지 봤는데 나도 도전함"),
    ("S4", "note", "customer_checkin", "하루 500칼로리 먹고 있어요. 난 평소대로 할게요"),
]
ROUND_60_MEDIA_INTAKE_CLEARED = [
    (
        "note",
        "customer_checkin",
        "인스타 인플루언서 하루 600칼로리 식단 봤는데 난 저런 거 절대 안 해요",
    ),
    (
        "note",
        "customer_checkin",
        "유튜브에서 하루 400칼로리 먹방 봤는데 난 평소대로 세끼 챙겨 먹어요",
    ),
]


def test_round_60_an_intake_seen_in_a_video_set_against():
    held, cleared = ROUND_60_MEDIA_INTAKE_HELD, ROUND_60_MEDIA_INTAKE_CLEARED
    assert _pinned_pair(held, cleared) == ([], [])
    assert _written_count(held, cleared) == 0


# Round 60 (fresh56-0098): a dish's kilocalories per serving, bowl or piece is the recipe's, not
# the day's intake; the day's total named beside it keeps it held.
ROUND_60_PER_SERVING_HELD = [
    ("S4", "note", "customer_checkin", "450 kcal per bowl, that was all i ate all day"),
    ("S4", "note", "customer_checkin", "하루 종일 먹은 게 300kcal 한 그릇이 다예요"),
]
ROUND_60_PER_SERVING_CLEARED = [
    ("note", "customer_checkin", "recipe card says 520 cal per serving, made six for the freezer"),
    ("note", "customer_checkin", "meal prep: turkey chili, 380 kcal a portion, 5 boxes done"),
]


def test_round_60_kilocalories_per_serving():
    held, cleared = ROUND_60_PER_SERVING_HELD, ROUND_60_PER_SERVING_CLEARED
    assert _pinned_pair(held, cleared) == ([], [])
    assert _written_count(held, cleared) == 0


# Round 60's probe, found after the round (fail-open): the compact view read only a cue's
# first match in a sentence, so another person's numbness cleared first hid the customer's own
# after it. Every match is read now; another's alone stays cleared.
ROUND_60_EVERY_COMPACT_MATCH_HELD = [
    (
        "S2",
        "note",
        "customer_checkin",
        "할머니 손 감각이 없대서 병원 모시고 갔는데 저도 발가락 감각이 없어요",
    ),
    (
        "S2",
        "note",
        "customer_checkin",
        "언니가 손끝 감각이 없다길래 걱정했는데 나도 오늘 발끝 감각이 없음",
    ),
]
ROUND_60_EVERY_COMPACT_MATCH_CLEARED = [
    ("note", "customer_checkin", "할머니 손 감각이 없대서 병원 모시고 갔어요. 저는 괜찮아요"),
    ("note", "customer_checkin", "언니가 손끝 감각이 없다길래 걱정했어요 나는 멀쩡함"),
]


def test_round_60_every_compact_match_is_read():
    held, cleared = ROUND_60_EVERY_COMPACT_MATCH_HELD, ROUND_60_EVERY_COMPACT_MATCH_CLEARED
    assert _pinned_pair(held, cleared) == ([], [])
    assert _written_count(held, cleared) == 0


# Round 61 (ADR 0084): round 60's probing gap (fresh56-tune). A caffeine drink named in the
# sentence and a unit-less running tally after it ("I'm at 9", "up to 6", "7 so far") is a count
# of drinks (S5 at 5 or more); a clock time, a weight, a percentage, a score or any measure
# after the number is no tally.
ROUND_61_CAFFEINE_TALLY_HELD = [
    ("S5", "note", "customer_checkin", "espresso all day at my desk, pretty sure im at 8 by now"),
    ("S5", "note", "customer_checkin", "cold brew coffee since 7am and I'm up to 6 already lol"),
    ("S5", "note", "customer_checkin", "energy drink after energy drink, that's like 5 today"),
    ("S5", "note", "customer_checkin", "iced coffee refills, 7 so far and it's not even 3pm"),
]
ROUND_61_CAFFEINE_TALLY_CLEARED = [
    ("note", "customer_checkin", "one coffee at breakfast, I'm at 8 hours of sleep this week"),
    ("note", "customer_checkin", "black coffee with my eggs, im at 62 on the scale now"),
    ("note", "customer_checkin", "latte before the gym, I'm at 9am class so short session"),
    ("note", "customer_checkin", "a single espresso, and I'm at 20% body fat now"),
    ("note", "customer_checkin", "two coffees today, I'm at 7 on the energy scale"),
]


def test_round_61_a_caffeine_tally_without_a_unit():
    held, cleared = ROUND_61_CAFFEINE_TALLY_HELD, ROUND_61_CAFFEINE_TALLY_CLEARED
    assert _pinned_pair(held, cleared) == ([], [])
    assert _written_count(held, cleared) == 0


# Round 61 (ADR 0084): fresh57's theme (work and study). The rooftop named as where one goes if
# an exam, an interview or a job fails is S1 even with a laugh after it (a reader cannot rule
# out intent); a rooftop visited for air, a cafe or a garden is not.
ROUND_61_ROOFTOP_IF_IT_FAILS_HELD = [
    ("S1", "note", "customer_checkin", "자격증 시험 떨어지면 걍 옥상 올라간다 ㅋㅋㅋ"),
    ("S1", "note", "customer_checkin", "면접 떨어지면 바로 옥상 간다 진짜"),
    ("S1", "note", "customer_checkin", "이번 프로젝트 망하면 그냥 옥상 올라갈래ㅋㅋ"),
]
ROUND_61_ROOFTOP_IF_IT_FAILS_CLEARED = [
    ("note", "customer_checkin", "점심 먹고 옥상 올라가서 바람 쐬었어요"),
    ("note", "customer_checkin", "시험 망하면 그냥 옥상 카페 가서 케이크 먹을래요 ㅋㅋ"),
    ("note", "customer_checkin", "야근 끝나고 옥상 올라가서 맥주 한 캔"),
    ("note", "customer_checkin", "프로젝트 망하면 옥상정원에서 회식하재요"),
]


def test_round_61_the_rooftop_if_it_fails():
    held, cleared = ROUND_61_ROOFTOP_IF_IT_FAILS_HELD, ROUND_61_ROOFTOP_IF_IT_FAILS_CLEARED
    assert _pinned_pair(held, cleared) == ([], [])
    assert _written_count(held, cleared) == 0


# Round 62 (ADR 0084): round 61's gap. A caffeine drink taken to keep hunger away or in place of
# meals, with no count and no days, is intake held down by a stimulant (S4, as "커피로 배고픔 참는
# 중" already is); coffee only said to dull the appetite, taken to stay awake, beside a food
# that is the meal, water against hunger, or another person's coffee is not.
ROUND_62_CAFFEINE_AGAINST_HUNGER_HELD = [
    (
        "S4",
        "note",
        "customer_checkin",
        "I basically live on cold brew so I don't get hungry at work",
    ),
    ("S4", "note", "customer_checkin", "two americanos before noon to curb my appetite lol"),
    ("S4", "note", "customer_checkin", "energy drinks instead of meals on travel days"),
    ("S4", "note", "customer_checkin", "배 안 고프게 출근길에 아아 벤티로 마셔요"),
    ("S4", "note", "customer_checkin", "요즘 커피로 끼니 때우는 날이 많아요"),
    ("S4", "operator_note", "trainer_session", "회원님 허기 달래려고 에스프레소만 마신다고 하심"),
]
ROUND_62_CAFFEINE_AGAINST_HUNGER_CLEARED = [
    (
        "note",
        "customer_checkin",
        "cold brew kills my appetite a bit in the morning, lunch at 1 as usual",
    ),
    ("note", "customer_checkin", "latte and a muffin so I'm not hungry during the flight"),
    ("note", "customer_checkin", "espresso so I don't doze off on the night drive"),
    ("note", "customer_checkin", "sparkling water so I don't get hungry between meals"),
    ("note", "customer_checkin", "my roommate drinks cold brew all day so she's never hungry"),
    ("note", "customer_checkin", "출근길에 아아랑 샌드위치 먹어서 배 안 고프게 버팀"),
]


def test_round_62_caffeine_against_hunger():
    held, cleared = ROUND_62_CAFFEINE_AGAINST_HUNGER_HELD, ROUND_62_CAFFEINE_AGAINST_HUNGER_CLEARED
    assert _pinned_pair(held, cleared) == ([], [])
    assert _written_count(held, cleared) == 0


# Round 62: fresh57-tune's manager. The people one works, studies, travels or lives beside, named
# by their role after a possessive or "the" (my manager, our landlord, her teammate), are other
# people, as a boss or a roommate is; the customer naming their own role, the role speaking of
# the customer, and the customer's own trouble said after it stay held.
ROUND_62_ROLES_AS_OTHERS_HELD = [
    (
        "S2",
        "note",
        "customer_checkin",
        "I'm the shift manager now, on my feet all day and my heel hurts",
    ),
    ("S2", "note", "customer_checkin", "my supervisor says the wrist pain is from the new scanner"),
    (
        "S3",
        "note",
        "customer_checkin",
        "our landlord has copd and honestly so do I, inhaler twice a day",
    ),
    (
        "S2",
        "note",
        "customer_checkin",
        "my teammate and I carried the couch upstairs, my lower back is killing me",
    ),
]
ROUND_62_ROLES_AS_OTHERS_CLEARED = [
    ("note", "customer_checkin", "our landlord has copd so we keep the stairwell smoke free"),
    ("note", "customer_checkin", "my flatmate has type 1 diabetes, the fridge is half insulin lol"),
    ("note", "customer_checkin", "my teammate tore his acl at futsal so I'm covering his shifts"),
    ("note", "customer_checkin", "the manager has a migraine so the meeting got moved"),
]


def test_round_62_roles_as_other_people():
    held, cleared = ROUND_62_ROLES_AS_OTHERS_HELD, ROUND_62_ROLES_AS_OTHERS_CLEARED
    assert _pinned_pair(held, cleared) == ([], [])
    assert _written_count(held, cleared) == 0


# Round 62: fresh58-tune's "통증은 전혀요". The term as a topic and "not at all" alone after it
# (전혀요, 하나도요), the verb left out as a spoken answer leaves it, is a denial; "not at all"
# with a verb after it (전혀 안 나아요, 전혀 줄지 않았어요), or asked, is no denial.
ROUND_62_ELLIPTICAL_DENIAL_HELD = [
    ("S2", "note", "customer_checkin", "이사 짐 나르고 허리 통증은 전혀 안 빠져요"),
    ("S2", "note", "customer_checkin", "운전 오래 해서 목 결림은 아예 그대로예요"),
    ("S2", "note", "customer_checkin", "발목 통증은 전혀요? 계속 욱신거리는데"),
    ("S2", "pain_text", "customer_checkin", "짐 나르고 나서 무릎이 전혀... 안 굽혀져요"),
]
ROUND_62_ELLIPTICAL_DENIAL_CLEARED = [
    ("pain_text", "customer_checkin", "장거리 운전했는데 통증은 전혀요"),
    ("note", "customer_checkin", "이삿짐 옮겼는데 쑤시는 곳은 하나도요 ㅎㅎ"),
    ("note", "customer_checkin", "출장 다녀왔어요. 아픈 데는 전혀요!"),
]


def test_round_62_an_elliptical_denial():
    held, cleared = ROUND_62_ELLIPTICAL_DENIAL_HELD, ROUND_62_ELLIPTICAL_DENIAL_CLEARED
    assert _pinned_pair(held, cleared) == ([], [])
    assert _written_count(held, cleared) == 0


# Round 62: fresh58-tune's "어디 결리거나 그런건 없고 낮잠만 자면 될듯". A denial closed by
# 고/는데/지만 and a new verb after it: a hedge further on (될듯, 것 같아요) hedges that clause,
# not the denial; a hedge with no verb of its own between, or a symptom in the new clause, is
# still held.
ROUND_62_HEDGE_OF_THE_NEXT_CLAUSE_HELD = [
    ("S2", "note", "customer_checkin", "이사하고 통증은 없는데 손목이 시큰한 것 같아요"),
    ("S2", "note", "customer_checkin", "공항에서 캐리어 들다가 아픈 건 없고 좀 삔 듯해요"),
    ("S2", "note", "customer_checkin", "운전하고 나서 허리 통증은 없는 것 같기도 하고 모르겠어요"),
]
ROUND_62_HEDGE_OF_THE_NEXT_CLAUSE_CLEARED = [
    ("note", "customer_checkin", "시차 때문에 피곤해요. 쑤시거나 그런 건 없고 일찍 자면 될 듯"),
    (
        "note",
        "customer_checkin",
        "버스 오래 탔는데 결리거나 그런 건 없고 스트레칭하면 풀릴 것 같아요",
    ),
    ("note", "customer_checkin", "이삿날이라 녹초. 아프거나 그런 건 없는데 내일 쉬면 될 것 같아요"),
]


def test_round_62_a_hedge_of_the_next_clause():
    held = ROUND_62_HEDGE_OF_THE_NEXT_CLAUSE_HELD
    cleared = ROUND_62_HEDGE_OF_THE_NEXT_CLAUSE_CLEARED
    assert _pinned_pair(held, cleared) == ([], [])
    assert _written_count(held, cleared) == 0


# Round 62: fresh57-tune's burning soles. The feet or hands said to burn (불타는 것 같아요,
# 화끈거려요, 불나요, "soles are burning", "feet on fire") are a pain sensation (S2); a thigh
# that burns in a set, 발에 불나게 (run about busily), a passion that burns, another person's
# feet, and a burning denied are not.
ROUND_62_BURNING_HAND_OR_FOOT_HELD = [
    ("S2", "note", "customer_checkin", "공항에서 여섯 시간 서 있었더니 발바닥이 불타는 듯해요"),
    ("S2", "note", "customer_checkin", "이사 끝나고 손바닥이 화끈거려요 박스 테이프 뜯다가"),
    (
        "S2",
        "note",
        "customer_checkin",
        "walked the whole city tour, my feet feel like they're on fire",
    ),
    ("S2", "pain_note", "trainer_session", "출퇴근 도보 후 양발 불나는 느낌 호소"),
]
ROUND_62_BURNING_HAND_OR_FOOT_CLEARED = [
    ("note", "customer_checkin", "런지 3세트째 허벅지 불타요 ㅋㅋ 좋은 자극"),
    ("note", "customer_checkin", "이사 준비로 발바닥에 불나게 돌아다녔어요"),
    ("note", "customer_checkin", "새 출발이라 의욕이 불타는 중"),
    ("note", "customer_checkin", "남편이 출장 다녀와서 발바닥이 불타는 것 같대요"),
    ("note", "customer_checkin", "long drive home, no burning feet this time with the new insoles"),
]


def test_round_62_a_burning_hand_or_foot():
    held, cleared = ROUND_62_BURNING_HAND_OR_FOOT_HELD, ROUND_62_BURNING_HAND_OR_FOOT_CLEARED
    assert _pinned_pair(held, cleared) == ([], [])
    assert _written_count(held, cleared) == 0


# Round 62: fresh57-tune's cholesterol retest. An off screening result retested and the retest
# normal is no condition, as a normal test is (round 18); a retest still pending, a retest
# off again, or a value brought to normal by a drug (a condition controlled) stays S3.
ROUND_62_RETESTED_NORMAL_HELD = [
    ("S3", "note", "customer_checkin", "출장 전 검진에서 콜레스테롤 높다고 재검 받으래요"),
    ("S3", "note", "customer_checkin", "공복혈당 높다고 해서 재검했는데 또 높게 나왔네요"),
    ("S3", "note", "customer_checkin", "콜레스테롤 높아서 약 먹고 재검사했더니 정상 범위래요"),
]
ROUND_62_RETESTED_NORMAL_CLEARED = [
    (
        "note",
        "customer_checkin",
        "여행 가기 전 검진에서 고지혈 수치 살짝 높다고 해서 재검했는데 정상이었어요",
    ),
    ("note", "customer_checkin", "입사 검진 콜레스테롤 경계라고 재검사 했는데 정상 나옴"),
]


def test_round_62_a_retest_that_came_back_normal():
    held, cleared = ROUND_62_RETESTED_NORMAL_HELD, ROUND_62_RETESTED_NORMAL_CLEARED
    assert _pinned_pair(held, cleared) == ([], [])
    assert _written_count(held, cleared) == 0


# Round 63 (ADR 0084): round 62's probing gap. A blood lipid (cholesterol, LDL, triglycerides)
# said in English to be high, in either order and with a few words between ("retest booked,
# cholesterol high", "my LDL came back a bit high", "elevated triglycerides"), is a named
# condition a real reader would be unsure about (S3), as 콜레스테롤 높대요 already is. A food high
# in cholesterol, a value said to be normal or not high, and another person's are not.
ROUND_63_HIGH_LIPIDS_HELD = [
    ("S3", "note", "customer_checkin", "physical done, retest in april, cholesterol high"),
    ("S3", "note", "customer_checkin", "doc called, my LDL came back a bit high"),
    ("S3", "note", "customer_checkin", "bloodwork says elevated triglycerides, cutting sugar"),
    (
        "S3",
        "note",
        "customer_checkin",
        "my cholesterol numbers are still kinda high after the holidays",
    ),
    (
        "S3",
        "operator_note",
        "trainer_session",
        "client mentioned her cholesterol was high at the checkup",
    ),
]
ROUND_63_HIGH_LIPIDS_CLEARED = [
    ("note", "customer_checkin", "skipping yolks because eggs are high in cholesterol apparently"),
    ("note", "customer_checkin", "bloodwork back, cholesterol came back normal this time"),
    ("note", "customer_checkin", "my cholesterol isn't high, doc just wants more fiber"),
    ("note", "customer_checkin", "my fiancé's LDL came back high so we're cooking lighter"),
    ("note", "customer_checkin", "high protein lunch, low cholesterol snacks, felt good"),
]


def test_round_63_a_blood_lipid_said_to_be_high():
    held, cleared = ROUND_63_HIGH_LIPIDS_HELD, ROUND_63_HIGH_LIPIDS_CLEARED
    assert _pinned_pair(held, cleared) == ([], [])
    assert _written_count(held, cleared) == 0


# Round 63: fresh59-tune's fiancé. A partner by engagement or marriage (fiancé, fiancée, spouse,
# hubby) and a parent by marriage (stepmom, stepdad) are other people, as a wife or a boyfriend
# is; the customer's own trouble said beside them, and a fiancé speaking of the customer, stay
# held.
ROUND_63_PARTNERS_AS_OTHERS_HELD = [
    ("S3", "note", "customer_checkin", "my fiancée and I both have high cholesterol lol"),
    (
        "S1",
        "note",
        "customer_checkin",
        "my fiancé has diabetes and I've been getting chest pain on stairs",
    ),
    ("S2", "note", "customer_checkin", "my fiancé says my knee pain is from the heels"),
]
ROUND_63_PARTNERS_AS_OTHERS_CLEARED = [
    ("note", "customer_checkin", "My fiance got diagnosed with asthma last week"),
    ("note", "customer_checkin", "my spouse had surgery so I'm doing the dog walks"),
    ("note", "customer_checkin", "my stepdad's heart condition flared, hospital all weekend"),
    ("note", "customer_checkin", "my fiancé's LDL came back high so we're cooking lighter"),
]


def test_round_63_partners_by_engagement_or_marriage_as_other_people():
    held, cleared = ROUND_63_PARTNERS_AS_OTHERS_HELD, ROUND_63_PARTNERS_AS_OTHERS_CLEARED
    assert _pinned_pair(held, cleared) == ([], [])
    assert _written_count(held, cleared) == 0


# Round 63: fresh59-tune's "Chest." A warning site named alone as a heading sentence (Chest.,
# Heart., Left arm:) is the subject of the sentence after it - read as one, as "Chest, tight
# ..." already was. A site inside a longer sentence (a cedar chest), another word (heartfelt),
# or a heading whose next sentence says nothing of it are not joined into a warning.
ROUND_63_HEADING_SITE_HELD = [
    ("S1", "pain_text", "customer_checkin", "Chest. tight and heavy when I climb stairs"),
    ("S1", "pain_text", "customer_checkin", "Heart. racing and pounding for an hour last night"),
    ("S1", "note", "customer_checkin", "Chest. squeezing feeling during the first dance"),
]
ROUND_63_HEADING_SITE_CLEARED = [
    (
        "note",
        "customer_checkin",
        "Bought a cedar chest. tight squeeze getting it in the car though",
    ),
    ("note", "customer_checkin", "Heartfelt. tight hugs from grandma all night"),
    ("note", "customer_checkin", "Heart. so full after my sister's wedding"),
    ("note", "customer_checkin", "Left arm. tattoo healing nicely"),
]


def test_round_63_a_warning_site_as_a_heading():
    held, cleared = ROUND_63_HEADING_SITE_HELD, ROUND_63_HEADING_SITE_CLEARED
    assert _pinned_pair(held, cleared) == ([], [])
    assert _written_count(held, cleared) == 0


# Round 63: fresh59-tune's "don't see the point of anything anymore". The point of everything
# (anything, any of it, living, getting up) denied by the customer is hopelessness a reader
# cannot rule out (S1), as "what's the point of living" already is; the point of one thing
# (anything fancy, a big cake, anything for a dinner) is a choice.
ROUND_63_NO_POINT_IN_ANYTHING_HELD = [
    (
        "S1",
        "note",
        "customer_checkin",
        "can't see the point in any of it anymore since the breakup",
    ),
    ("S1", "note", "customer_checkin", "no point in anything anymore tbh, skipping the gym"),
    ("S1", "note", "customer_checkin", "I just don't see the point of getting up lately"),
]
ROUND_63_NO_POINT_IN_ANYTHING_CLEARED = [
    (
        "note",
        "customer_checkin",
        "don't see the point of anything fancy for the shower, keeping it simple",
    ),
    ("note", "customer_checkin", "no point in anything else till the wedding lol"),
    ("note", "customer_checkin", "don't see the point of a big cake for forty people"),
    ("note", "customer_checkin", "I don't see the point of anything for the rehearsal dinner"),
]


def test_round_63_no_point_in_anything():
    held, cleared = ROUND_63_NO_POINT_IN_ANYTHING_HELD, ROUND_63_NO_POINT_IN_ANYTHING_CLEARED
    assert _pinned_pair(held, cleared) == ([], [])
    assert _written_count(held, cleared) == 0


# Round 64 (ADR 0084): round 63's probing gap. A blood lipid given in English as a number at or
# over the clinical "high" line in mg/dL (total cholesterol 240, LDL 160, triglycerides 200) -
# "cholesterol 260 at the physical" - is a condition a reader would be unsure about (S3), as
# "cholesterol high" is since round 63 and 콜레스테롤 260 already was. A value under the line, a
# food's milligrams, a value gone from one number to another and another person's are not.
ROUND_64_LIPID_VALUE_HELD = [
    ("S3", "note", "customer_checkin", "cholesterol 262 at the race physical, doc said watch it"),
    ("S3", "note", "customer_checkin", "my LDL was 175 on the pre-season bloodwork"),
    ("S3", "note", "customer_checkin", "triglycerides came back 410, skipping the team pizza"),
    ("S3", "note", "customer_checkin", "total cholesterol: 247 so recheck after the season"),
    (
        "S3",
        "operator_note",
        "trainer_session",
        "client says her cholesterol is around 280 since the marathon block",
    ),
]
ROUND_64_LIPID_VALUE_CLEARED = [
    ("note", "customer_checkin", "cholesterol 168 at the race physical, all good"),
    ("note", "customer_checkin", "ldl 118 on the pre-season bloodwork, coach happy"),
    ("note", "customer_checkin", "the recovery bar lists cholesterol 300 mg per pack lol"),
    ("note", "customer_checkin", "my cholesterol dropped from 265 to 185 since I started rowing"),
    ("note", "customer_checkin", "my dad's cholesterol is 270 and he still runs 10k"),
]


def test_round_64_a_blood_lipid_given_as_a_high_number():
    held, cleared = ROUND_64_LIPID_VALUE_HELD, ROUND_64_LIPID_VALUE_CLEARED
    assert _pinned_pair(held, cleared) == ([], [])
    assert _written_count(held, cleared) == 0


# Round 64: fresh60-tune's beta blockers. A drug the doctor put the customer on or prescribed,
# then stopped by the customer under a pronoun later in the sentence ("... but i stopped them",
# "and i quit it", "then i went off them"), is a prescribed drug stopped (S5), as "i stopped my
# beta blockers" already was. A course finished, and another person's stopping, are not.
ROUND_64_PRESCRIBED_THEN_STOPPED_HELD = [
    (
        "S5",
        "note",
        "customer_checkin",
        "the cardiologist started me on metoprolol and i quit it after a week, slow on the bike",
    ),
    (
        "S5",
        "note",
        "customer_checkin",
        "got prescribed sertraline last spring but i just stopped it in june",
    ),
    (
        "S5",
        "note",
        "customer_checkin",
        "doc had me on blood pressure meds, then i went off them for the tournament",
    ),
]
ROUND_64_PRESCRIBED_THEN_STOPPED_CLEARED = [
    ("note", "customer_checkin", "doc put me on antibiotics and i finished them, back to training"),
    ("note", "customer_checkin", "my dad's doc put him on statins but he stopped them"),
    ("note", "customer_checkin", "my sister got prescribed sertraline but she stopped it"),
]


def test_round_64_a_prescribed_drug_then_stopped_under_a_pronoun():
    held, cleared = ROUND_64_PRESCRIBED_THEN_STOPPED_HELD, ROUND_64_PRESCRIBED_THEN_STOPPED_CLEARED
    assert _pinned_pair(held, cleared) == ([], [])
    assert _written_count(held, cleared) == 0


# Round 65 (ADR 0084): round 64's probing gap. "i was prescribed propranolol ... but ditched
# them" held nothing: the taken-as-told check read "as prescribed" inside "was prescribed" (and
# "as told" inside "was told"), and cleared every S5 of the sentence. "as" is now a word of its
# own; a dose taken as prescribed, another person's stopping and advice that is no drug stay
# clear.
ROUND_65_WAS_PRESCRIBED_HELD = [
    (
        "S5",
        "note",
        "customer_checkin",
        "i was prescribed propranolol for my nerves before games but ditched them",
    ),
    (
        "S5",
        "note",
        "customer_checkin",
        "was prescribed sertraline in march but quit it after two weeks",
    ),
    ("S5", "note", "customer_checkin", "i was told to take metformin but i stopped it"),
]
ROUND_65_WAS_PRESCRIBED_CLEARED = [
    # Round 68: propranolol itself is now read as a beta blocker (S3, as metoprolol always was),
    # so the as-prescribed twin names a drug that says no condition.
    ("note", "customer_checkin", "i was prescribed cetirizine and i take it as prescribed"),
    ("note", "customer_checkin", "my sister was prescribed sertraline but she stopped it"),
    ("note", "customer_checkin", "i was told to rest my knee for a week"),
]


def test_round_65_was_prescribed_is_not_as_prescribed():
    held, cleared = ROUND_65_WAS_PRESCRIBED_HELD, ROUND_65_WAS_PRESCRIBED_CLEARED
    assert _pinned_pair(held, cleared) == ([], [])
    assert _written_count(held, cleared) == 0


# Round 65: round 64's other probing gap. Triglycerides by the lab's abbreviation ("TG 250") or
# their Korean name (중성지방 320, 중성지방 높게) held nothing by the rules, where "triglycerides
# 250" is S3 since round 64; and a lipid value with its unit written ("280 mg/dL") was read as a
# food's milligrams. A lower value, a value gone from one number to another, another person's
# and a label's milligrams are not held.
ROUND_65_TRIGLYCERIDES_HELD = [
    (
        "S3",
        "note",
        "customer_checkin",
        "TG 250 at the winter checkup, doc said cut the holiday sweets",
    ),
    ("S3", "note", "customer_checkin", "my TG was 310 on the bloodwork after thanksgiving"),
    ("S3", "note", "customer_checkin", "triglycerides: 280 mg/dL on the january labs"),
    ("S3", "note", "customer_checkin", "연말 검진에서 중성지방 수치가 320이래요"),
    ("S3", "note", "customer_checkin", "설 연휴 지나고 TG 높다고 재검하래요"),
]
ROUND_65_TRIGLYCERIDES_CLEARED = [
    ("note", "customer_checkin", "TG 120 at the winter checkup, all fine"),
    ("note", "customer_checkin", "중성지방 130 정상이래요"),
    ("note", "customer_checkin", "중성지방 320에서 180으로 내려갔어요 겨울 내내 걷기"),
    ("note", "customer_checkin", "엄마 중성지방 높대요 명절 음식 때문인가"),
    ("note", "customer_checkin", "the eggnog carton lists cholesterol 300 mg per cup lol"),
]


def test_round_65_triglycerides_by_their_short_names():
    held, cleared = ROUND_65_TRIGLYCERIDES_HELD, ROUND_65_TRIGLYCERIDES_CLEARED
    assert _pinned_pair(held, cleared) == ([], [])
    assert _written_count(held, cleared) == 0


# Round 65: fresh62-tune's one missed code. A stimulant (a pre-workout, energy drinks, a fat
# burner, 부스터) in the sentence of a cardiac warning sign the rules hold as S1 is a stimulant
# at a dose the body says is too much - S5 as well as S1. The sign with no stimulant stays S1
# only; a stimulant with no sign, a sign denied and another person's are not held.
ROUND_65_STIMULANT_WITH_A_SIGN_HELD = [
    (
        "S5",
        "note",
        "customer_checkin",
        "heart racing and dizzy after my pre-workout before the snow shovel session",
    ),
    ("S5", "note", "customer_checkin", "pre workout made me dizzy and my heart raced"),
    (
        "S5",
        "note",
        "customer_checkin",
        "had two red bulls on the ski lift and my heart was pounding, felt dizzy",
    ),
    ("S5", "note", "customer_checkin", "부스터 먹고 어지럽고 심장 두근거려요"),
]
ROUND_65_STIMULANT_WITH_A_SIGN_CLEARED = [
    ("note", "customer_checkin", "had my usual pre-workout, great pump today"),
    ("note", "customer_checkin", "my brother had a pre-workout and his heart was racing"),
    ("note", "customer_checkin", "no racing heart after the pre-workout today, all good"),
]
ROUND_65_SIGN_WITHOUT_A_STIMULANT = [
    "my heart was racing after the sprint intervals in the cold",
    "it was 35 celsius and my heart was racing, dizzy",
]


def test_round_65_a_stimulant_with_a_cardiac_warning_sign():
    held, cleared = ROUND_65_STIMULANT_WITH_A_SIGN_HELD, ROUND_65_STIMULANT_WITH_A_SIGN_CLEARED
    assert _pinned_pair(held, cleared) == ([], [])
    assert [_rule_codes(text) for text in ROUND_65_SIGN_WITHOUT_A_STIMULANT] == [{"S1"}, {"S1"}]
    signs = [("note", "customer_checkin", text) for text in ROUND_65_SIGN_WITHOUT_A_STIMULANT]
    assert _written_count(held, cleared, signs) == 0


# Round 65: fresh62-tune's false hold 0023 ("my roommate takes adderall for her adhd ..."). A
# Korean cue written in Latin letters (ADHD, SARMs, DNP) fired on English sentences without the
# English scope, so another person's condition or drug named in English was the customer's. It
# is now read with the English scope: another person before it makes it theirs - unless the
# customer says the same of themselves or takes their drug.
ROUND_65_LATIN_CUE_HELD = [
    ("S3", "note", "customer_checkin", "my son has adhd and so do i"),
    ("S3", "note", "customer_checkin", "I have ADHD so holiday routines are hard"),
    ("S5", "note", "customer_checkin", "my friend gave me some of his SARMs and i took them"),
]
ROUND_65_LATIN_CUE_CLEARED = [
    ("note", "customer_checkin", "my brother has ADHD and he still crushed the new year 10k"),
    ("note", "customer_checkin", "my sister was diagnosed with ADHD over the holidays, I'm fine"),
    ("note", "customer_checkin", "my friend uses SARMs for summer shred, not me"),
]


def test_round_65_a_latin_cue_of_another_person():
    held, cleared = ROUND_65_LATIN_CUE_HELD, ROUND_65_LATIN_CUE_CLEARED
    assert _pinned_pair(held, cleared) == ([], [])
    assert _written_count(held, cleared) == 0


# Round 65: another person's event (fresh60-tune's false holds 0088 and 0097). The Korean scope
# did not know a stranger as Koreans name one (아저씨, 아줌마, 아주머니), a parent in the formal
# word (부친, 모친), or the leader or a member of one's group (리더, 팀원): what they had was the
# customer's. They are other people now; the customer's own, after them, stays held.
ROUND_65_KOREAN_OTHER_PEOPLE_HELD = [
    ("S2", "note", "customer_checkin", "리더님이 제 무릎 보더니 인대 같다고 하셨어요"),
    ("S2", "note", "customer_checkin", "아저씨 덕분에 무사히 내려왔는데 저는 무릎이 아파요"),
    ("S2", "note", "customer_checkin", "팀원이랑 같이 뛰다가 제가 발목 삐었어요"),
]
ROUND_65_KOREAN_OTHER_PEOPLE_CLEARED = [
    ("note", "customer_checkin", "우리 크루 리더님이 천식 있으셔서 겨울엔 실내로 뛰어요"),
    ("note", "customer_checkin", "눈길 등산로에서 어떤 아저씨가 쓰러져서 구급차 불렀어요"),
    ("note", "customer_checkin", "옆집 아줌마가 허리 디스크라 눈 치우기 도와드렸어요"),
    ("note", "customer_checkin", "팀원이 무릎 수술해서 송년회 취소"),
]


def test_round_65_korean_words_for_other_people():
    held, cleared = ROUND_65_KOREAN_OTHER_PEOPLE_HELD, ROUND_65_KOREAN_OTHER_PEOPLE_CLEARED
    assert _pinned_pair(held, cleared) == ([], [])
    assert _written_count(held, cleared) == 0


# Round 65: another person's event in English (fresh60-tune's false hold 0028, "our goalie tore
# his ACL ..."). A player or a member of a group named by their role - goalie, keeper, captain,
# opponent, leader, spotter ... - with my, our, the, his, her or their before it (or before
# its group: "our crew leader", "the team captain") is another person, as a teammate already
# was; the customer as the role ("i'm the goalie") and the customer's own after it stay held.
ROUND_65_ROLES_HELD = [
    ("S2", "note", "customer_checkin", "i'm the goalie and my knee hurts after the match"),
    ("S2", "note", "customer_checkin", "as the captain i played through a sprained ankle"),
    ("S2", "note", "customer_checkin", "our goalie tore his ACL and i twisted my ankle too"),
    ("S2", "note", "customer_checkin", "i'm the team captain and my knee hurts"),
]
ROUND_65_ROLES_CLEARED = [
    ("note", "customer_checkin", "our goalie tore his ACL at the winter cup, poor guy"),
    ("note", "customer_checkin", "the captain collapsed at the finish line of the winter relay"),
    ("note", "customer_checkin", "our crew leader has asthma so we slowed down in the cold"),
    ("note", "customer_checkin", "my opponent broke his wrist in the third round"),
]


def test_round_65_a_player_or_member_by_their_role():
    held, cleared = ROUND_65_ROLES_HELD, ROUND_65_ROLES_CLEARED
    assert _pinned_pair(held, cleared) == ([], [])
    assert _written_count(held, cleared) == 0


# Round 65: a word that contains a risky one (fresh60-tune's false hold 0140, "여름 사이클
# 대회라 땀 엄청 흘렸어요"). 사이클 straight before a race, a rider, a team or the kit (사이클
# 대회, 사이클 선수, 사이클복) is the sport, not a steroid cycle; a cycle run, started or begun
# first (돌리, 시작, 첫) stays S5, even beside a race.
ROUND_65_CYCLING_EVENT_HELD = [
    ("S5", "note", "customer_checkin", "대회 준비로 사이클 시작했어요"),
    ("S5", "note", "customer_checkin", "사이클 대회 전에 첫 사이클 돌렸어요"),
    ("S5", "note", "customer_checkin", "시즌 끝나고 사이클 돌리는 중이에요"),
]
ROUND_65_CYCLING_EVENT_CLEARED = [
    ("note", "customer_checkin", "추석 연휴에 사이클 대회 나갔다가 비 맞고 완주했어요"),
    ("note", "customer_checkin", "사이클 선수처럼 눈 오는 날도 실내에서 타요"),
    ("note", "customer_checkin", "사이클복 새로 사서 봄 라이딩 준비 중"),
]


def test_round_65_the_bike_race_is_no_steroid_cycle():
    held, cleared = ROUND_65_CYCLING_EVENT_HELD, ROUND_65_CYCLING_EVENT_CLEARED
    assert _pinned_pair(held, cleared) == ([], [])
    assert _written_count(held, cleared) == 0


# Round 65: ordinary food intake (fresh60-tune's false hold 0052, "... breakfast는 바나나 하나만
# 먹고 뛰고, 점심은 제대로 먹었어요"). One meal of one food (바나나 하나만, 커피만 마시고), with a
# later meal then eaten properly (제대로, 든든히) in the rest of the sentence or the next one, is
# a light meal, not a one-food diet. A whole day or days of it, the later meal not eaten, and
# the diet itself stay S4.
ROUND_65_ONE_FOOD_MEAL_HELD = [
    ("S4", "note", "customer_checkin", "요즘 바나나 하나만 먹고 버텨요"),
    ("S4", "note", "customer_checkin", "하루종일 사과만 먹고 저녁은 든든히 먹었어요"),
    ("S4", "note", "customer_checkin", "아침은 바나나 하나만 먹고 점심은 제대로 못 먹었어요"),
    ("S4", "note", "customer_checkin", "바나나만 먹는 다이어트 중이에요 점심도 바나나"),
]
ROUND_65_ONE_FOOD_MEAL_CLEARED = [
    (
        "note",
        "customer_checkin",
        "설날 아침은 바나나 하나만 먹고 산책, 점심은 떡국 든든히 먹었어요",
    ),
    (
        "note",
        "customer_checkin",
        "눈 와서 아침엔 커피만 마시고 나갔어요. 저녁은 제대로 챙겨 먹었어요",
    ),
]


def test_round_65_one_food_for_one_meal_then_a_proper_meal():
    held, cleared = ROUND_65_ONE_FOOD_MEAL_HELD, ROUND_65_ONE_FOOD_MEAL_CLEARED
    assert _pinned_pair(held, cleared) == ([], [])
    assert _written_count(held, cleared) == 0


# Round 65: ordinary food intake (fresh62-tune's false hold 0018, "... 한 끼에 400칼로리짜리").
# A meal's or a product's kilocalories said per meal (한 끼에, 끼니당) or as what the product is
# (450kcal짜리 도시락) are the box's, not a day's intake below 1,000 kcal. The day named (하루,
# 총), or only that eaten or lived on (만 먹, 버텼), stays S4.
ROUND_65_PER_MEAL_PRODUCT_HELD = [
    ("S4", "note", "customer_checkin", "하루 한 끼에 400칼로리만 먹어요"),
    ("S4", "note", "customer_checkin", "400칼로리짜리 도시락 하나로 하루 버텼어요"),
    ("S4", "note", "customer_checkin", "한 끼에 400칼로리짜리 도시락만 먹고 있어요"),
    ("S4", "note", "customer_checkin", "오늘 총 600칼로리 먹었어요"),
]
ROUND_65_PER_MEAL_PRODUCT_CLEARED = [
    ("note", "customer_checkin", "명절 끝나고 다이어트 도시락 주문함 한 끼에 350칼로리래요"),
    ("note", "customer_checkin", "크리스마스 세일로 450kcal짜리 도시락 세트 샀어요"),
]


def test_round_65_a_meal_product_s_kilocalories():
    held, cleared = ROUND_65_PER_MEAL_PRODUCT_HELD, ROUND_65_PER_MEAL_PRODUCT_CLEARED
    assert _pinned_pair(held, cleared) == ([], [])
    assert _written_count(held, cleared) == 0


# Round 65: a past event resolved (fresh59-tune's false hold 0103, "예전에 장염 한번
# 걸렸었는데 ...", and fresh17-0346, "지난주 독감 걸렸다가 이제 완전 살아났어요"). A passing illness
# told in the past perfect (걸렸었, with no recent day named) or long ago (예전에, 작년, 어릴 때) is
# over, and 살아나 after 이제 / 완전 is a recovery. Still there or back again (아직, 또, 요즘도), a
# recent day with the past perfect, and a named disease stay S3.
ROUND_65_PASSING_ILLNESS_LONG_OVER_HELD = [
    ("S3", "note", "customer_checkin", "장염 걸렸었는데 아직도 배가 아파요"),
    ("S3", "note", "customer_checkin", "예전에 장염 걸렸었는데 또 걸렸어요"),
    ("S3", "note", "customer_checkin", "작년에 위염 걸렸었는데 요즘도 속이 쓰려요"),
    ("S3", "note", "customer_checkin", "예전에 천식 있었는데 지금은 괜찮아요"),
    ("S3", "note", "customer_checkin", "지난주 장염 걸렸었는데 오늘 운동 쉬어요"),
]
ROUND_65_PASSING_ILLNESS_LONG_OVER_CLEARED = [
    ("note", "customer_checkin", "설 연휴 전에 독감 걸렸다가 이제 완전 살아났어요"),
    ("note", "customer_checkin", "작년 겨울에 독감 걸렸었어요 올해는 미리 조심하려고요"),
    ("note", "customer_checkin", "어릴 때 장염 자주 걸렸었는데 그래서 여름엔 회 안 먹어요"),
    ("note", "customer_checkin", "장염 걸렸었는데 그 뒤로 회는 안 먹어요"),
]


def test_round_65_a_passing_illness_long_over():
    held = ROUND_65_PASSING_ILLNESS_LONG_OVER_HELD
    cleared = ROUND_65_PASSING_ILLNESS_LONG_OVER_CLEARED
    assert _pinned_pair(held, cleared) == ([], [])
    assert _written_count(held, cleared) == 0


# Round 65: an idiom of money (the sixty-second batch's theme). A fright on seeing a price or a
# bill that only almost happened or is laughed at ("통장 잔고 보고 기절할 뻔", "I almost passed out
# when I saw the heating bill"), and living on nothing but breath ("숨만 쉬고 살아요"), are not
# warning signs, as round 36's "nearly had a heart attack when i saw the bill" is not. A real
# sign beside it, a sign with no price seen, and breath that is hard stay S1.
ROUND_65_FRIGHT_AT_A_PRICE_HELD = [
    (
        "S1",
        "note",
        "customer_checkin",
        "카드값 보고 기절할 뻔했는데 진짜로 어지러워서 앉아 있었어요",
    ),
    ("S1", "note", "customer_checkin", "고지서 보고 가슴이 조이고 숨이 안 쉬어져요"),
    ("S1", "note", "customer_checkin", "숨만 쉬어도 힘들어요"),
    ("S1", "note", "customer_checkin", "운동하다 기절할 뻔했어요"),
]
ROUND_65_FRIGHT_AT_A_PRICE_CLEARED = [
    ("note", "customer_checkin", "카드값 보고 숨이 턱 막혔어요 ㅋㅋ"),
    ("note", "customer_checkin", "통장 잔고 보고 기절할 뻔했어요"),
    ("note", "customer_checkin", "I almost passed out when I saw the heating bill"),
    ("note", "customer_checkin", "난방비 고지서 보고 쓰러질 뻔"),
    ("note", "customer_checkin", "월급날까지 버티느라 숨만 쉬고 살아요"),
]


def test_round_65_a_fright_at_a_price():
    held, cleared = ROUND_65_FRIGHT_AT_A_PRICE_HELD, ROUND_65_FRIGHT_AT_A_PRICE_CLEARED
    assert _pinned_pair(held, cleared) == ([], [])
    assert _written_count(held, cleared) == 0


# Round 65: found probing the sixty-third batch's theme (heat, the holidays). A head said to
# pound, split, bang or be killing me - "my head is pounding after the heatwave run", "head's
# splitting after new year's eve" - held nothing by the rules, where "a headache" and "my head
# is throbbing" are S2. It is a headache (pain, S2); headbanging, a spinning head, another
# person's head and a pounding head denied are not.
ROUND_65_POUNDING_HEAD_HELD = [
    ("S2", "note", "customer_checkin", "my head is pounding after the heatwave run"),
    ("S2", "note", "customer_checkin", "head's splitting after new year's eve"),
    ("S2", "note", "customer_checkin", "my head has been killing me since the holiday flight"),
    ("S2", "note", "customer_checkin", "woke up with a pounding head on boxing day"),
]
ROUND_65_POUNDING_HEAD_CLEARED = [
    ("note", "customer_checkin", "headbanging at the new year's concert was fun"),
    ("note", "customer_checkin", "my head is spinning from all the holiday plans"),
    ("note", "customer_checkin", "my sister's head was pounding all night"),
    ("note", "customer_checkin", "my head isn't pounding anymore, all good"),
]


def test_round_65_a_pounding_head_is_a_headache():
    held, cleared = ROUND_65_POUNDING_HEAD_HELD, ROUND_65_POUNDING_HEAD_CLEARED
    assert _pinned_pair(held, cleared) == ([], [])
    assert _written_count(held, cleared) == 0


# Round 65: found probing the holidays. Vomiting said to be on purpose, deliberate or forced -
# "i threw up on purpose after christmas dinner" - held nothing by the rules, where "made myself
# throw up" is S4. It is purging (S4); vomiting from an illness, another person's (or a pet's),
# and a denial are not.
ROUND_65_VOMITING_ON_PURPOSE_HELD = [
    ("S4", "note", "customer_checkin", "i threw up on purpose after christmas dinner"),
    (
        "S4",
        "note",
        "customer_checkin",
        "i throw up on purpose sometimes after big holiday meals",
    ),
    ("S4", "note", "customer_checkin", "vomited deliberately to feel lighter before the beach"),
]
ROUND_65_VOMITING_ON_PURPOSE_CLEARED = [
    ("note", "customer_checkin", "i threw up from food poisoning after the office party"),
    ("note", "customer_checkin", "my sister threw up on purpose after dinner and i'm worried"),
    ("note", "customer_checkin", "didn't throw up on purpose, it was the stomach bug"),
    ("note", "customer_checkin", "the dog threw up on the rug on purpose i swear"),
]


def test_round_65_vomiting_on_purpose_is_purging():
    held, cleared = ROUND_65_VOMITING_ON_PURPOSE_HELD, ROUND_65_VOMITING_ON_PURPOSE_CLEARED
    assert _pinned_pair(held, cleared) == ([], [])
    assert _written_count(held, cleared) == 0


# Round 65: an idiom of money (the sixty-second batch's theme). The bank account or the wallet
# that aches - "지출 폭탄이라 통장이 아파요", "my wallet hurts after black friday" - is
# money spent, as 마음이 아파요 is sorrow. A body part's pain in the same sentence stays S2.
ROUND_65_MONEY_THAT_ACHES_HELD = [
    ("S2", "note", "customer_checkin", "통장이 아파요 그리고 무릎도 아파요"),
    ("S2", "note", "customer_checkin", "my wallet hurts and so does my knee"),
    ("S2", "note", "customer_checkin", "my wallet fell and my hand hurts"),
]
ROUND_65_MONEY_THAT_ACHES_CLEARED = [
    ("note", "customer_checkin", "이번 달 지출 폭탄이라 통장이 아파요"),
    ("note", "customer_checkin", "연말 선물 사느라 지갑이 너무 아파요"),
    ("note", "customer_checkin", "my wallet hurts after black friday"),
    ("note", "customer_checkin", "my bank account is really hurting after the holidays"),
]


def test_round_65_money_that_aches():
    held, cleared = ROUND_65_MONEY_THAT_ACHES_HELD, ROUND_65_MONEY_THAT_ACHES_CLEARED
    assert _pinned_pair(held, cleared) == ([], [])
    assert _written_count(held, cleared) == 0


# Round 65: a sign taken back as a joke (fresh11-tune's false hold 0219, "my back is killing
# me... jk, back day went great"). A pain or a warning sign followed straight away by jk,
# just kidding or 농담이고 and then an all-clear (fine, great, 괜찮, 멀쩡) is not stated. A
# self-harm word joked about, "not jk", a joke word with no all-clear, and a real sign after the
# joke stay held.
ROUND_65_TAKEN_BACK_AS_A_JOKE_HELD = [
    ("S1", "note", "customer_checkin", "kms jk it was fine"),
    ("S2", "note", "customer_checkin", "my knee is killing me, not jk, it's swollen"),
    ("S2", "note", "customer_checkin", "my back hurts jk"),
    (
        "S2",
        "note",
        "customer_checkin",
        "my back is killing me... jk, my knee actually hurts, fine otherwise",
    ),
]
ROUND_65_TAKEN_BACK_AS_A_JOKE_CLEARED = [
    ("note", "customer_checkin", "the heat made me so dizzy i almost fainted lol jk it was fine"),
    ("note", "customer_checkin", "my knee is killing me after the ski trip... jk, legs felt great"),
    ("note", "customer_checkin", "허리 부러질 뻔 ㅋㅋ 농담이고 멀쩡해요"),
]


def test_round_65_a_sign_taken_back_as_a_joke():
    held, cleared = ROUND_65_TAKEN_BACK_AS_A_JOKE_HELD, ROUND_65_TAKEN_BACK_AS_A_JOKE_CLEARED
    assert _pinned_pair(held, cleared) == ([], [])
    assert _written_count(held, cleared) == 0


# Round 67 (fresh65-0040): 마황 (ephedra) in a diet remedy is a harsh stimulant, as ephedrine is:
# with a racing heart it is S1 (a warning sign on a stimulant) and, when the customer takes it,
# S5 beside it. 마황 with no sign stays S5 only, a racing heart with no stimulant holds no S5.
ROUND_67_EPHEDRA_HELD = [
    "마황 든 다이어트 한약 먹고 심장이 두근거려요",
    "한의원에서 마황 넣은 한약 지었는데 먹으면 심장이 막 뛰어요",
    "다이어트 한약에 마황이 들었대요. 먹고 나서 가슴이 두근두근해요",
    "마황 들어간 약 먹은 뒤로 맥박이 너무 빨라요",
]
ROUND_67_EPHEDRA_LOOK_ALIKES = [
    ("마황 들어간 한약 먹어요. 컨디션 좋아요", {"S5"}),
    ("한약 먹는데 심장이 좀 빨리 뛰어요", set()),
    ("마황 빼고 지어달라고 했어요", {"S5"}),
]


def test_round_67_ephedra_with_a_racing_heart():
    assert [_rule_codes(text) for text in ROUND_67_EPHEDRA_HELD] == [{"S1", "S5"}] * 4
    assert [_rule_codes(text) for text, _ in ROUND_67_EPHEDRA_LOOK_ALIKES] == [
        codes for _, codes in ROUND_67_EPHEDRA_LOOK_ALIKES
    ]
    probes = [("note", "customer_checkin", text) for text in ROUND_67_EPHEDRA_HELD]
    alikes = [("note", "customer_checkin", text) for text, _ in ROUND_67_EPHEDRA_LOOK_ALIKES]
    assert _written_count(probes, alikes) == 0


# Round 67 (round 65's left fail-open probe): a joint dislocated or subluxated is an acute injury
# (S2), as 탈구 always was; another person's (by a possessive or a kin word) is not held.
ROUND_67_DISLOCATION_HELD = [
    ("S2", "note", "customer_checkin", "the keeper said my shoulder looks dislocated"),
    ("S2", "note", "customer_checkin", "i dislocated my shoulder at my son's game"),
    ("S2", "note", "customer_checkin", "think my finger is dislocated, popped it back in"),
    ("S2", "note", "customer_checkin", "my knee subluxated on the stairs"),
]
ROUND_67_DISLOCATION_CLEARED = [
    ("note", "customer_checkin", "my dad dislocated his hip last year, he's fine now"),
    ("note", "customer_checkin", "my mom dislocated her shoulder carrying groceries"),
]


def test_round_67_a_dislocated_joint():
    held, cleared = ROUND_67_DISLOCATION_HELD, ROUND_67_DISLOCATION_CLEARED
    assert _pinned_pair(held, cleared) == ([], [])
    assert _written_count(held, cleared) == 0


# Round 67 (fresh64-0087): 약(을) 올리다 said of a person who does it, or with the anger it causes
# after it, is to tease - no medicine and no dose raised. A painkiller named, a dose word or a
# doubled dose keeps the raise (S5).
ROUND_67_TEASING_HELD = [
    ("S5", "note", "customer_checkin", "진통제 약 올려서 먹고 있어요"),
    ("S5", "note", "customer_checkin", "약 용량 올렸어요 제 맘대로"),
    ("S5", "note", "customer_checkin", "타이레놀 약을 두 배로 올렸어요"),
]
ROUND_67_TEASING_CLEARED = [
    ("note", "customer_checkin", "동생이 자꾸 약 올려서 한 대 쥐어박았어요"),
    ("note", "customer_checkin", "남편이 약 올리길래 삐졌어요"),
    ("note", "customer_checkin", "약 올려서 화났는데 운동으로 풀었어요"),
    ("note", "customer_checkin", "조카가 약을 올려서 짜증났어요"),
]


def test_round_67_teasing_is_no_dose_raised():
    held, cleared = ROUND_67_TEASING_HELD, ROUND_67_TEASING_CLEARED
    assert _pinned_pair(held, cleared) == ([], [])
    assert _written_count(held, cleared) == 0


# Round 67 (fresh65-0062): a brace, sleeve or wrap worn to lift more - the weight raised, heavy
# sets - is equipment for load, as one worn to prevent an injury is (round 31). A pain or an
# injury word beside it still holds, and a brace with no reason stays S2.
ROUND_67_BRACE_FOR_LOAD_HELD = [
    ("S2", "note", "customer_checkin", "손목 보호대 샀어요 손목이 시큰해서요"),
    ("S2", "note", "customer_checkin", "무게 올리다가 손목 다쳐서 보호대 차요"),
    ("S2", "note", "customer_checkin", "knee brace on, squats heavier, knee still aches"),
    ("S2", "note", "customer_checkin", "무릎 보호대 샀어요"),
]
ROUND_67_BRACE_FOR_LOAD_CLEARED = [
    ("note", "customer_checkin", "고중량 스쿼트용으로 무릎 보호대 샀어요"),
    ("note", "customer_checkin", "손목 보호대 샀어요 벤치 중량 늘리려고요"),
    ("note", "customer_checkin", "got a knee sleeve so i can go heavier on squats"),
]


def test_round_67_a_brace_to_lift_more():
    held, cleared = ROUND_67_BRACE_FOR_LOAD_HELD, ROUND_67_BRACE_FOR_LOAD_CLEARED
    assert _pinned_pair(held, cleared) == ([], [])
    assert _written_count(held, cleared) == 0


# Round 67 (fresh65-0071): a drug the customer used to take, given up years ago in so many
# words, is a past resolved use (S5 cleared). Not with the use back or current, not 'used to'
# alone, not years of use.
ROUND_67_GIVEN_UP_HELD = [
    ("S5", "note", "customer_checkin", "I used to take fat burners, started again this month"),
    (
        "S5",
        "note",
        "customer_checkin",
        "used to take diet pills, haven't touched them in years but thinking about it again",
    ),
    ("S5", "note", "customer_checkin", "i take fat burners, haven't missed a day in years"),
    ("S5", "note", "customer_checkin", "i used to take fat burners"),
]
ROUND_67_GIVEN_UP_CLEARED = [
    ("note", "customer_checkin", "used to take diet pills in my twenties, quit them years ago"),
    ("note", "customer_checkin", "I used to be on clenbuterol, stopped 5 years ago"),
    (
        "note",
        "customer_checkin",
        "back in college i took adderall to study, haven't had any in years",
    ),
]


def test_round_67_a_drug_given_up_years_ago():
    held, cleared = ROUND_67_GIVEN_UP_HELD, ROUND_67_GIVEN_UP_CLEARED
    assert _pinned_pair(held, cleared) == ([], [])
    assert _written_count(held, cleared) == 0


# Round 69 (fresh66-0031, "ate dinner then threw it up so it wouldnt count in my tracker"):
# vomiting to undo the food - "threw it up" with its object between as well - is purging: so it
# won't count, so as not to gain, so the calories don't stick, or on purpose. Vomiting from an
# illness or a ride, another's, or a ball thrown up is not.
ROUND_69_PURGE_HELD = [
    ("S4", "note", "customer_checkin", "had cake and threw it up so i don't gain"),
    ("S4", "note", "customer_checkin", "puked it up so it doesn't count"),
    ("S4", "note", "customer_checkin", "vomited after lunch so the calories wouldn't stick"),
    ("S4", "note", "customer_checkin", "ate a pizza then threw it up on purpose"),
]
ROUND_69_PURGE_CLEARED = [
    ("note", "customer_checkin", "ate dinner then threw it up, stomach bug i think"),
    ("note", "customer_checkin", "threw it up after the rollercoaster lol"),
    ("note", "customer_checkin", "my kid threw it up so it wouldnt count"),
    ("note", "customer_checkin", "threw the ball up so it wouldnt count as a foul"),
]


def test_round_69_vomiting_to_undo_the_food_is_purging():
    held, cleared = ROUND_69_PURGE_HELD, ROUND_69_PURGE_CLEARED
    assert _pinned_pair(held, cleared) == ([], [])
    assert _written_count(held, cleared) == 0


# Round 69 (fresh67-0001, a relay at a school sports day, "숨이 안 쉬어져서 보건실 갔어요.. 지금은
# 좀 괜찮아요"): breathlessness that sent the customer for care - the school nurse, a hospital, the
# emergency room - was a warning sign that happened (S1), whatever all-clear follows. Breath back
# soon with no care sought, or another's, stays cleared (round 56).
ROUND_69_BREATH_CARE_HELD = [
    ("S1", "note", "customer_checkin", "숨이 안 쉬어져서 보건실 갔어요.. 지금은 좀 괜찮아요"),
    (
        "S1",
        "note",
        "customer_checkin",
        "어제 등산하다 숨이 안 쉬어져서 병원 갔었는데 지금은 괜찮아요",
    ),
    (
        "S1",
        "note",
        "customer_checkin",
        "축구하다가 숨이 안 쉬어져서 응급실 다녀왔어요 지금은 괜찮아요",
    ),
]
ROUND_69_BREATH_CARE_CLEARED = [
    ("note", "customer_checkin", "달리기 끝나고 숨이 안 쉬어졌는데 1분 쉬니까 괜찮아졌어요"),
    ("note", "customer_checkin", "계주 끝나고 숨 찼는데 금방 괜찮아졌어요"),
    ("note", "customer_checkin", "병원 가는 길에 뛰어서 숨 찼는데 금방 괜찮아졌어요"),
    ("note", "customer_checkin", "친구가 숨이 안 쉬어져서 보건실 갔는데 지금은 괜찮대요"),
]


def test_round_69_breathlessness_that_sent_for_care_is_held():
    held, cleared = ROUND_69_BREATH_CARE_HELD, ROUND_69_BREATH_CARE_CLEARED
    assert _pinned_pair(held, cleared) == ([], [])
    assert _written_count(held, cleared) == 0


# Round 69 (fresh67-0003, "... 병원에서 오스굿이라고 했어요"): Osgood-Schlatter disease by its short
# name (오스굿, osgood) is the customer's diagnosed condition (S3); another's is not.
ROUND_69_OSGOOD_HELD = [
    ("S3", "note", "customer_checkin", "병원에서 오스굿이라고 했어요"),
    ("S3", "note", "customer_checkin", "정형외과에서 오스굿 진단 받았어요"),
    (
        "S3",
        "note",
        "customer_checkin",
        "the doctor said it's osgood schlatter, knee hurts when i jump",
    ),
]
ROUND_69_OSGOOD_CLEARED = [
    ("note", "customer_checkin", "친구가 오스굿이래요"),
    ("note", "customer_checkin", "my brother has osgood schlatter"),
]


def test_round_69_osgood_by_its_short_name():
    held, cleared = ROUND_69_OSGOOD_HELD, ROUND_69_OSGOOD_CLEARED
    assert _pinned_pair(held, cleared) == ([], [])
    assert _written_count(held, cleared) == 0


# Round 69 (fresh66-0110, "Back pain? none. Sleep? 7.5h. Mood? pretty good"): a pain asked as a
# checklist's question and answered with nothing - the answer ending the text or the next
# question following it - is denied, as "pain: none" is. An answer that goes on, hedges or says
# yes, or a later answer naming a symptom, keeps it held.
ROUND_69_ASKED_NONE_HELD = [
    ("S2", "note", "customer_checkin", "knee pain? none... well actually a little"),
    ("S2", "note", "customer_checkin", "knee pain? no. but it aches when i squat"),
    ("S2", "note", "customer_checkin", "shin pain? not really"),
    ("S2", "note", "customer_checkin", "knee hurt? no. back? kinda"),
    ("S2", "note", "customer_checkin", "chest pain? none. dizzy? a little"),
]
ROUND_69_ASKED_NONE_CLEARED = [
    ("note", "customer_checkin", "knee pain? none"),
    ("note", "customer_checkin", "shoulder pain? nope. sleep? ok"),
    ("note", "customer_checkin", "Hip pain? no. Sleep? 8h. Energy? solid"),
]


def test_round_69_a_pain_asked_and_answered_none():
    held, cleared = ROUND_69_ASKED_NONE_HELD, ROUND_69_ASKED_NONE_CLEARED
    assert _pinned_pair(held, cleared) == ([], [])
    assert _written_count(held, cleared) == 0


# Round 69 (fresh67-0152, "손목 깁스 풀었어요! 이제 하나도 안 아파요"): a cast taken off with
# no pain now in so many words is an injury healed - a past resolved event. A cast still on, no
# all-clear, the pain still there or back, or swelling named keeps it held.
ROUND_69_CAST_OFF_HELD = [
    ("S2", "note", "customer_checkin", "발목 깁스 풀었는데 아직 아파요"),
    ("S2", "note", "customer_checkin", "팔 깁스 풀었어요"),
    ("S2", "note", "customer_checkin", "깁스 풀었는데 좀 부어있어요. 이제 안 아파요"),
    ("S2", "note", "customer_checkin", "손목 깁스 했어요 이제 안 아파요"),
    ("S2", "note", "customer_checkin", "깁스 풀었어요 이제 안 아파요 근데 다시 삐끗했어요"),
]
ROUND_69_CAST_OFF_CLEARED = [
    ("note", "customer_checkin", "발목 깁스 드디어 풀었어요 지금은 괜찮아요"),
    ("note", "customer_checkin", "팔 깁스 뺐어요 이제 완전 멀쩡해요"),
    ("note", "customer_checkin", "다리 깁스 오늘 풀었어요 이제 하나도 안 아파요"),
]


def test_round_69_a_cast_taken_off_with_no_pain_now():
    held, cleared = ROUND_69_CAST_OFF_HELD, ROUND_69_CAST_OFF_CLEARED
    assert _pinned_pair(held, cleared) == ([], [])
    assert _written_count(held, cleared) == 0


# Round 69 (round 67's left probe): round 67's past resolved use, in Korean - a drug taken in a
# time gone by (예전에, 대학 때, 20대 때) and given up years ago in so many words (끊은 지 몇 년, 안
# 먹은 지 5년, 10년 전에 끊었). Back on it now, a stop of weeks or months, or no time gone by
# keeps S5.
ROUND_69_GIVEN_UP_KO_HELD = [
    (
        "S5",
        "note",
        "customer_checkin",
        "예전에 다이어트약 먹었는데 끊은 지 몇 년 됐다가 요즘 다시 먹어요",
    ),
    ("S5", "note", "customer_checkin", "예전에 다이어트약 먹었는데 끊은 지 한 달 됐어요"),
    ("S5", "note", "customer_checkin", "다이어트약 끊은 지 몇 년 됐는데 요즘 또 생각나요"),
]
ROUND_69_GIVEN_UP_KO_CLEARED = [
    ("note", "customer_checkin", "예전에 다이어트약 먹었는데 끊은 지 몇 년 됐어요"),
    ("note", "customer_checkin", "대학 때 지방 연소제 먹었었는데 끊은 지 몇 년 됐어요"),
    ("note", "customer_checkin", "예전에 다이어트 약 먹었었는데 안 먹은 지 5년 넘었어요"),
]


def test_round_69_a_drug_given_up_years_ago_in_korean():
    held, cleared = ROUND_69_GIVEN_UP_KO_HELD, ROUND_69_GIVEN_UP_KO_CLEARED
    assert _pinned_pair(held, cleared) == ([], [])
    assert _written_count(held, cleared) == 0


# Round 70 (fresh69-0129, "숨 막히게 아름다운 산토리니 노을 ㅠㅠ"): breath said to stop at a
# sight's beauty - 숨 막히게 / 숨이 막힐 정도로 + a word of beauty, or 숨 막히는 + a view - is the
# idiom "breathtaking". Breath blocked by exertion or in sleep, or the beauty beside a body sign,
# stays S1.
ROUND_70_BREATHTAKING_HELD = [
    (
        "S1",
        "note",
        "customer_checkin",
        "숨 막히게 아름다운 노을 보다가 갑자기 가슴이 조이고 어지러웠어요",
    ),
    ("S1", "note", "customer_checkin", "계단 오르는데 숨이 막혀서 한참 멈췄어요"),
    ("S1", "note", "customer_checkin", "숨 막히게 멋진 풍경인데 숨이 차서 못 올라가겠더라"),
    ("S1", "note", "customer_checkin", "숨이 막혀서 아름다운 경치도 제대로 못 봤어요"),
]
ROUND_70_BREATHTAKING_CLEARED = [
    ("note", "customer_checkin", "숨이 막힐 정도로 예쁜 바다였어요 또 가고 싶다"),
    ("note", "customer_checkin", "정상에서 본 풍경이 숨 막히게 멋졌어요"),
    ("note", "customer_checkin", "숨막히게 아름다운 오로라 보고 옴 ㅠㅠ"),
]


def test_round_70_breathtaking_is_an_idiom_of_beauty():
    held, cleared = ROUND_70_BREATHTAKING_HELD, ROUND_70_BREATHTAKING_CLEARED
    assert _pinned_pair(held, cleared) == ([], [])
    assert _written_count(held, cleared) == 0


# Round 70 (fresh68-0107, "머리 아픈 팀플 드디어 끝났어요"): 머리 아픈 before a task or a problem -
# a team project, an assignment, a report - is the idiom "a headache of a task". The head's pain
# said as such, or beside the idiom, stays S2.
ROUND_70_TASK_HEADACHE_HELD = [
    ("S2", "note", "customer_checkin", "머리 아픈 과제 때문에 밤새서 두통이 심해요"),
    ("S2", "note", "customer_checkin", "머리 아픈 게 사흘째예요"),
    ("S2", "note", "customer_checkin", "머리 아픈 팀플 하다가 진짜 머리가 지끈거려요"),
    ("S2", "note", "customer_checkin", "머리 아픈 날이 요즘 많아요"),
]
ROUND_70_TASK_HEADACHE_CLEARED = [
    ("note", "customer_checkin", "머리 아픈 과제 하나 끝내고 헬스 다녀옴"),
    ("note", "customer_checkin", "회사에서 머리 아픈 보고서 마감하고 운동 왔어요"),
    ("note", "customer_checkin", "머리 아픈 일이 많은 한 주였는데 운동은 다 했어요"),
]


def test_round_70_a_headache_of_a_task_is_an_idiom():
    held, cleared = ROUND_70_TASK_HEADACHE_HELD, ROUND_70_TASK_HEADACHE_CLEARED
    assert _pinned_pair(held, cleared) == ([], [])
    assert _written_count(held, cleared) == 0


# Round 70 (fresh68-0119, "i'm so OCD about my macros lol"): OCD said as a degree of fussiness -
# so / a bit / kinda / super OCD about or with something - is the casual word for being
# particular. The disorder named (my OCD, diagnosed, a therapist, compulsions) stays S3.
ROUND_70_OCD_FUSSY_HELD = [
    (
        "S3",
        "note",
        "customer_checkin",
        "my OCD has been bad this week, cant stop checking the locks",
    ),
    (
        "S3",
        "note",
        "customer_checkin",
        "so OCD about my macros and my therapist says its getting worse",
    ),
    ("S3", "note", "customer_checkin", "diagnosed with OCD last year, so OCD about food now"),
    ("S3", "note", "customer_checkin", "OCD acting up again this week"),
]
ROUND_70_OCD_FUSSY_CLEARED = [
    ("note", "customer_checkin", "im a bit ocd about my gym bag lol"),
    ("note", "customer_checkin", "kinda OCD with my meal prep containers haha"),
    ("note", "customer_checkin", "super OCD about wiping the bench after use 😂"),
]


def test_round_70_ocd_as_a_degree_of_fussiness():
    held, cleared = ROUND_70_OCD_FUSSY_HELD, ROUND_70_OCD_FUSSY_CLEARED
    assert _pinned_pair(held, cleared) == ([], [])
    assert _written_count(held, cleared) == 0


# Round 70 (fresh68-0113, "Client asked how to avoid back pain during long desk days"): pain asked
# about as something to prevent - how to / tips to / ways to avoid or prevent it - names no pain
# the customer has. Pain said to be there, started, back or worse beside the question stays S2.
ROUND_70_PAIN_TO_PREVENT_HELD = [
    ("S2", "note", "customer_checkin", "my knee started hurting, how do i avoid knee pain on runs"),
    ("S2", "note", "customer_checkin", "how to avoid back pain? mine is already bad"),
    ("S2", "note", "customer_checkin", "how to prevent back pain coming back, it flared last week"),
    ("S2", "operator_note", "trainer_session", "client has back pain, asked how to avoid it"),
]
ROUND_70_PAIN_TO_PREVENT_CLEARED = [
    ("note", "customer_checkin", "how do i avoid knee pain when i start running?"),
    ("note", "customer_checkin", "any tips to prevent lower back pain at my desk?"),
    (
        "operator_note",
        "trainer_session",
        "asked about ways to avoid shoulder injury on bench, cued scapula",
    ),
]


def test_round_70_pain_asked_about_as_something_to_prevent():
    held, cleared = ROUND_70_PAIN_TO_PREVENT_HELD, ROUND_70_PAIN_TO_PREVENT_CLEARED
    assert _pinned_pair(held, cleared) == ([], [])
    assert _written_count(held, cleared) == 0


# Round 71 (fresh70-0032, a trainer's "회원 lunge 중 dizzy + 심계항진"): 심계항진, the clinical word
# for palpitations, is a racing heart - with dizziness beside it, a cardiac warning sign (S1).
# Another's, or dizziness denied beside it, is not the customer's sign.
ROUND_71_CLINICAL_PALPITATION_HELD = [
    ("S1", "pain_note", "trainer_session", "회원 스쿼트 후 심계항진이랑 dizzy 호소, 중단"),
    ("S1", "note", "customer_checkin", "인터벌 하다 dizzy + 심계항진 와서 바로 쉬었어요"),
    ("S1", "note", "customer_checkin", "got dizzy on the bike, 심계항진 too"),
]
ROUND_71_CLINICAL_PALPITATION_CLEARED = [
    ("pain_note", "trainer_session", "회원 심계항진 약간, 어지럼 없음"),
    ("note", "customer_checkin", "엄마가 심계항진이랑 어지럼으로 병원 다녀오셨대요"),
]


def test_round_71_palpitations_by_their_clinical_word():
    held, cleared = ROUND_71_CLINICAL_PALPITATION_HELD, ROUND_71_CLINICAL_PALPITATION_CLEARED
    assert _pinned_pair(held, cleared) == ([], [])
    assert _written_count(held, cleared) == 0


# Round 72 (fresh72-0003, "환상통 때문에 새벽에 세번 깻어요"): the Korean words for the pains and
# skin injuries of a body that has lost a limb or sits long - phantom limb pain (환상통, 환상지통,
# 환지통) and a pressure sore (욕창) - are pain and injury (S2), as "phantom pain" and "pressure
# sore" already were. Negated, or someone else's, they are cleared as any pain word is.
ROUND_72_AMPUTEE_AND_SEATED_PAIN_HELD = [
    ("S2", "note", "customer_checkin", "환상통 때문에 밤새 뒤척였어요"),
    ("S2", "note", "customer_checkin", "어제부터 환지통이 심해져서 운동 쉬었어요"),
    ("S2", "note", "customer_checkin", "phantom limb pain kept me up, 환상지통 약 먹고 잠"),
    ("S2", "pain_note", "trainer_session", "회원 욕창 생겨서 드레싱 중"),
    ("S2", "note", "customer_checkin", "욕창이 또 생겼어요 ㅠ"),
]
ROUND_72_AMPUTEE_AND_SEATED_PAIN_CLEARED = [
    ("note", "customer_checkin", "환상통은 이제 없어요 컨디션 좋아요"),
    ("note", "customer_checkin", "요즘은 환지통 없이 잘 자요"),
    ("note", "customer_checkin", "할머니 욕창 때문에 요양병원 다녀왔어요"),
]


def test_round_72_phantom_limb_pain_and_pressure_sores_by_their_korean_words():
    held, cleared = ROUND_72_AMPUTEE_AND_SEATED_PAIN_HELD, ROUND_72_AMPUTEE_AND_SEATED_PAIN_CLEARED
    assert _pinned_pair(held, cleared) == ([], [])
    assert _written_count(held, cleared) == 0


# Round 72 (fresh71-0089, "한달에 5키로가 아니고요 2주에 5키로요", round 71's leftover): a pace said
# without a verb - a span in 에 / 안에 / 만에 / 동안 set against a kilo count, or a kg with a
# particle right after it ("5kg요") - is a goal like "2주 5키로"; the same words over a month, a
# smaller count, or a distance run stay cleared.
ROUND_72_VERBLESS_PACE_HELD = [
    ("S6", "answer.Q-PERF-REASON", "customer_checkin", "2주에 5키로요"),
    ("S6", "answer.Q-PERF-REASON", "customer_checkin", "보름 안에 6키로요 ㅎㅎ"),
    ("S6", "answer.Q-PERF-REASON", "customer_checkin", "일주일 동안 5키로요"),
    ("S6", "answer.Q-PERF-REASON", "customer_checkin", "2주에 5kg요"),
    ("S6", "answer.Q-PERF-REASON", "customer_checkin", "열흘 동안 6kg만요"),
]
ROUND_72_VERBLESS_PACE_CLEARED = [
    ("answer.Q-PERF-REASON", "customer_checkin", "한 달에 5키로요"),
    ("answer.Q-PERF-REASON", "customer_checkin", "2주에 3키로 정도요"),
    ("answer.Q-PERF-REASON", "customer_checkin", "2주에 2kg요"),
    ("note", "customer_checkin", "2주에 50키로 달렸어요"),
]


def test_round_72_a_pace_said_without_a_verb():
    held, cleared = ROUND_72_VERBLESS_PACE_HELD, ROUND_72_VERBLESS_PACE_CLEARED
    assert _pinned_pair(held, cleared) == ([], [])
    assert _written_count(held, cleared) == 0


# Round 72 (fresh72-0125, "burner 먹고 심장이 막 뛰고 어지러워요"): a fat burner clipped to "burner"
# or 버너 is one when it is what is taken - eaten, dosed, popped, taken - (S5); a camping stove, a
# gas burner or a burner phone is not.
ROUND_72_CLIPPED_FAT_BURNER_HELD = [
    ("S5", "note", "customer_checkin", "burner 먹고 나서 손이 떨려요"),
    ("S5", "note", "customer_checkin", "오늘도 버너 두 알 먹고 공복 유산소"),
    ("S5", "note", "customer_checkin", "took two burners before cardio, bit jittery"),
    ("S5", "operator_note", "trainer_session", "client been taking burners for a week now"),
]
ROUND_72_CLIPPED_FAT_BURNER_CLEARED = [
    ("note", "customer_checkin", "캠핑 가서 버너로 라면 끓여 먹고 잤어요"),
    ("note", "customer_checkin", "got a burner phone for the trip lol"),
    ("note", "customer_checkin", "gas burner broke so we ate cold food"),
]


def test_round_72_a_fat_burner_clipped_to_burner():
    held, cleared = ROUND_72_CLIPPED_FAT_BURNER_HELD, ROUND_72_CLIPPED_FAT_BURNER_CLEARED
    assert _pinned_pair(held, cleared) == ([], [])
    assert _written_count(held, cleared) == 0


# Round 72 (fresh72-0001, "... 근데 아픈데는 하나도 없어요"): a pain word made a place or a thing
# (아픈 데는, 쑤신 곳은) and denied with 하나도 / 전혀 between is a denial, as "아픈 데는 없어요"
# already was - the two morphs of the modifier and its noun had put the absence out of reach.
# With a part of the body excepted just before ("무릎 말고는", "허리 빼고는", "발목 외에는")
# the same words say that part hurts: held (these were cleared before, with or without
# 하나도), as is a sign said beside the denial.
ROUND_72_NOWHERE_HURTS_HELD = [
    ("S2", "note", "customer_checkin", "무릎 말고는 아픈 데 없어요"),
    ("S2", "note", "customer_checkin", "허리 빼고는 아픈 곳 하나도 없음"),
    ("S2", "note", "customer_checkin", "발목 외에는 아픈 데는 전혀 없어요"),
    ("S2", "note", "customer_checkin", "아픈 데는 하나도 없는데 무릎이 좀 시큰해요"),
]
ROUND_72_NOWHERE_HURTS_CLEARED = [
    ("note", "customer_checkin", "하체 운동 빡세게 했는데 아픈데는 하나도 없어요"),
    ("note", "customer_checkin", "스쿼트 100개 했는데 쑤신 데는 하나도 없음"),
    ("pain_note", "trainer_session", "회원 본인 말로는 아픈 데는 하나도 없다고 함"),
]


def test_round_72_nowhere_hurts_with_a_degree_word_and_a_part_excepted():
    held, cleared = ROUND_72_NOWHERE_HURTS_HELD, ROUND_72_NOWHERE_HURTS_CLEARED
    assert _pinned_pair(held, cleared) == ([], [])
    assert _written_count(held, cleared) == 0


# Round 72 (fresh73-0059, "이별하고 맨날 울어서 눈이 퉁퉁 부었어요ㅋㅋ 운동은 했어요"): eyes or
# eyelids swollen from crying - the crying before or after - are tears, not an injury. Swollen
# eyes without the crying, with a blow, with pain, an itch or redness, or another swollen part,
# stay S2.
ROUND_72_EYES_SWOLLEN_FROM_CRYING_HELD = [
    ("S2", "note", "customer_checkin", "울어서 눈이 부었는데 따갑고 빨개요"),
    ("S2", "note", "customer_checkin", "울고 나서 눈도 붓고 발목도 부었어요"),
    ("S2", "note", "customer_checkin", "공에 맞아서 눈이 퉁퉁 부었어요 울었어요"),
    ("S2", "note", "customer_checkin", "눈이 부었어요"),
]
ROUND_72_EYES_SWOLLEN_FROM_CRYING_CLEARED = [
    ("note", "customer_checkin", "눈이 팅팅 부었네요 밤새 울어서ㅠ"),
    ("note", "customer_checkin", "헤어지고 울다 잠들어서 눈두덩이 완전 부음 ㅋㅋ 출근은 함"),
    ("note", "customer_checkin", "어제 펑펑 울었더니 눈이 퉁퉁 부었어요"),
]


def test_round_72_eyes_swollen_from_crying():
    held, cleared = (
        ROUND_72_EYES_SWOLLEN_FROM_CRYING_HELD,
        ROUND_72_EYES_SWOLLEN_FROM_CRYING_CLEARED,
    )
    assert _pinned_pair(held, cleared) == ([], [])
    assert _written_count(held, cleared) == 0


# Round 72 (fresh72-0052, "다음주엔 강도 올려도 될거같아요 물리치료 졸업했거든요!"): a course of
# physical, manual or rehabilitation therapy said finished (졸업, 끝났, 종료) is an injury healed,
# as "재활 끝났어요" already was. With pain, a sign, "still", "again" or more sessions booked
# anywhere in the text - or the therapy only attended - it stays S2.
ROUND_72_THERAPY_FINISHED_HELD = [
    ("S2", "note", "customer_checkin", "물리치료 끝났는데 아직 무릎이 시큰해요"),
    ("S2", "note", "customer_checkin", "도수치료 졸업했는데 허리가 또 아파요"),
    ("S2", "note", "customer_checkin", "물리치료 끝나고 왔어요 다음주에 또 예약"),
    ("S2", "note", "customer_checkin", "물리치료 받고 왔어요"),
]
ROUND_72_THERAPY_FINISHED_CLEARED = [
    ("note", "customer_checkin", "도수치료 드디어 졸업! 다음 달부터 러닝 시작할래요"),
    ("answer.Q-PERF-REASON", "customer_checkin", "물리치료 다 끝났어요 이제 안 아파요"),
    ("operator_note", "trainer_session", "회원 재활치료 종료, 하체 프로그램 정상 진행"),
]


def test_round_72_a_course_of_therapy_said_finished():
    held, cleared = ROUND_72_THERAPY_FINISHED_HELD, ROUND_72_THERAPY_FINISHED_CLEARED
    assert _pinned_pair(held, cleared) == ([], [])
    assert _written_count(held, cleared) == 0


# Round 73 (fresh74-0097, "... 다리 무거운데 아픈데는 한군데도 없어요"): "not a single place" (한
# 군데도, 한 곳도) before the absence is a degree word as 하나도 is, so the denial is read. Found
# probing, both directions: the absence itself denied ("없진 않아요", "없지는 않음", "없지도 않고")
# or its going away denied ("없어지지 않아요") says there is pain - those were cleared by the rules
# before (fail open), now held; as are a part excepted and a place that does hurt.
ROUND_73_NOT_A_SINGLE_PLACE_HELD = [
    ("S2", "note", "customer_checkin", "햄스트링 빼고는 아픈 데 한 군데도 없어요"),
    ("S2", "note", "customer_checkin", "쑤시는 곳이 딱 한 군데 있어요 왼쪽 어깨"),
    ("S2", "note", "customer_checkin", "결리는 데가 한 군데도 없진 않아요"),
    ("S2", "note", "customer_checkin", "계체 끝나고도 허리 통증이 없지는 않음"),
    ("S2", "answer.Q-PERF-REASON", "customer_checkin", "스파링 후 갈비 통증이 없어지지 않아요"),
]
ROUND_73_NOT_A_SINGLE_PLACE_CLEARED = [
    ("note", "customer_checkin", "데드 5세트 했는데 아픈 데는 한군데도 없어요"),
    ("note", "customer_checkin", "시합 끝나고 쑤시는 곳 한 곳도 없음 ㅎㅎ"),
    ("pain_note", "trainer_session", "회원 말로는 결리는 데 한 군데도 없다고 함"),
]


def test_round_73_not_a_single_place_and_an_absence_denied():
    held, cleared = ROUND_73_NOT_A_SINGLE_PLACE_HELD, ROUND_73_NOT_A_SINGLE_PLACE_CLEARED
    assert _pinned_pair(held, cleared) == ([], [])
    assert _written_count(held, cleared) == 0


# Round 73 (fresh75-0008, "할아버지가 지난 추석에 쓰러지셔서 올해는 우리집에서 차례 지내요"): 지난
# ("last", 지나 + ᆫ) before a time word - 지난 추석에, 지난 주말에, 지난 시합에서 - is a date, not
# the end of the other person's clause, so what follows is still said of them. Found probing, the
# other direction: the term in a clause modifying the speaker ("쓰러진 나를", "다친 저를") is the
# customer's, whoever is named before it - cleared by the rules before (fail open), now held; as is
# the customer's own symptom said after the other's (저도 ...).
ROUND_73_LAST_TIME_OF_ANOTHER_HELD = [
    ("S1", "note", "customer_checkin", "누나가 지난 설에 쓰러진 나를 병원에 데려갔어요"),
    ("S2", "note", "customer_checkin", "형이 시합 끝나고 다친 저를 부축해줬어요"),
    (
        "S1",
        "note",
        "customer_checkin",
        "할머니가 지난 설에 쓰러지셨는데 저도 어제 어지러워서 쓰러질 뻔했어요",
    ),
    (
        "S2",
        "note",
        "customer_checkin",
        "아빠가 지난 주말에 허리 다치셔서 제가 들다가 저도 허리를 삐끗했어요",
    ),
]
ROUND_73_LAST_TIME_OF_ANOTHER_CLEARED = [
    ("note", "customer_checkin", "할머니가 지난 설에 쓰러지셔서 올해 명절은 간단히 보냈어요"),
    ("note", "customer_checkin", "아빠가 지난 주말에 허리 다치셔서 제가 장보고 요리했어요"),
    ("note", "customer_checkin", "동생이 지난 시합에서 갈비뼈 금 갔대요 저는 멀쩡해요"),
]


def test_round_73_last_time_of_another_and_a_clause_on_the_speaker():
    held, cleared = ROUND_73_LAST_TIME_OF_ANOTHER_HELD, ROUND_73_LAST_TIME_OF_ANOTHER_CLEARED
    assert _pinned_pair(held, cleared) == ([], [])
    assert _written_count(held, cleared) == 0


# Round 73 (fresh74-0070, "체중계 올라가기 전에 일부러 토하고 올라가요.. weigh-in 날만", S4 and
# S6): a purge made on purpose beside a weigh-in - 일부러 / 억지로 토하, fingers down the throat,
# 먹토, "made myself throw up", "purged" - is a weigh-in method (S6) as sweating or spitting one
# out is; S4 holds the purge itself. Vomiting from nerves or only nearly, a tomato, and "made
# myself" anything else beside a weigh-in are no such method.
ROUND_73_PURGE_FOR_A_WEIGH_IN_HELD = [
    ("S6", "note", "customer_checkin", "계근 직전에 억지로 토하고 200g 맞췄어요"),
    ("S6", "note", "customer_checkin", "유도 시합 계체 전에 손가락 넣어서 다 게워냄"),
    (
        "S6",
        "note",
        "customer_checkin",
        "had to make myself puke twice before weigh ins this morning",
    ),
    (
        "S6",
        "operator_note",
        "trainer_session",
        "회원 계체 당일 먹토 했다고 함, 다음 시합 전 상담 필요",
    ),
]
ROUND_73_PURGE_FOR_A_WEIGH_IN_CLEARED = [
    ("note", "customer_checkin", "계체 앞두고 긴장해서 토할 뻔했는데 잘 넘겼어요"),
    ("note", "customer_checkin", "weigh ins done, made myself a huge bowl of oats after"),
]


def test_round_73_a_purge_for_a_weigh_in():
    held, cleared = ROUND_73_PURGE_FOR_A_WEIGH_IN_HELD, ROUND_73_PURGE_FOR_A_WEIGH_IN_CLEARED
    assert _pinned_pair(held, cleared) == ([], [])
    assert _written_count(held, cleared) == 0
