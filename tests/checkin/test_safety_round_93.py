"""Round 93 (ADR 0084): classes read from fresh100-tune's errors (retail and shop workers)."""

from __future__ import annotations

from tests.checkin.test_safety_reading import _pinned_pair, _rule_codes, _written_count

# fresh100-0009, -0103 and -0151 (a drugstore shelf reset, flyers handed out, an aisle faced)
# were held S4/S5: an over-the-counter weight product named as the goods a shop worker handles -
# a word of shelf, stock or till work in its sentence - is stock, not a product taken. Any
# taking, buying, trying or joining in keeps it held; a plain denial of taking does not.
ROUND_93_SHELF_GOODS_HELD = [
    ("S5", "note", "customer_checkin", "약국 알바하는데 변비약 진열하다가 하나 먹어봤어요"),
    ("S5", "note", "customer_checkin", "편의점 알바인데 다이어트약 매일 챙겨먹음"),
    (
        "S5",
        "note",
        "customer_checkin",
        "restocked the diet pills shelf and bought a box for myself",
    ),
    (
        "S5",
        "note",
        "customer_checkin",
        "다이어트 보조제 코너 정리하다가 저도 하나 사서 먹기 시작함",
    ),
]
ROUND_93_SHELF_GOODS_CLEARED = [
    ("note", "customer_checkin", "편의점 야간에 다이어트 보조제 입고 검수했어요 박스가 산더미"),
    ("note", "customer_checkin", "마트 알바 중 다이어트약 전단지 나눠줌 ㅋㅋ 전 안 먹어요"),
    (
        "note",
        "customer_checkin",
        "restocked the laxatives and diet pills on aisle four before close",
    ),
    ("note", "customer_checkin", "드럭스토어 매대에 변비약 채워 넣고 퇴근함"),
]


def test_round_93_a_weight_product_handled_as_shop_goods():
    held, cleared = ROUND_93_SHELF_GOODS_HELD, ROUND_93_SHELF_GOODS_CLEARED
    assert _pinned_pair(held, cleared) == ([], [])
    assert _written_count(held, cleared) == 0


# fresh100-0039 ("다리 붓기 없음", a harmless text) was held S2, as fresh98-0111 ("다리 붓기
# 없어요") was: the verb 붓다 made a noun by -기 (붓기, the swelling) stood between the term and
# its absence, so the denial that clears "다리 부종 없음" was never read. The -기 noun is read as
# the noun it is; an absence itself denied, hedged, every day or come back still holds.
ROUND_93_SWELLING_NONE_HELD = [
    ("S2", "note", "customer_checkin", "발목 붓기 없진 않아요"),
    ("S2", "note", "customer_checkin", "종아리 붓기 별로 없어요"),
    ("S2", "note", "customer_checkin", "발 붓기 없는 날이 없어요"),
    ("S2", "note", "customer_checkin", "무릎 붓기가 없다가 다시 생겼어요"),
]
ROUND_93_SWELLING_NONE_CLEARED = [
    ("note", "customer_checkin", "발목 붓기 전혀 없고 통증도 없어요"),
    ("note", "customer_checkin", "발목 붓기는 하나도 없음"),
    ("note", "customer_checkin", "종일 서 있었는데 종아리 붓기 없어요 신기"),
    ("note", "customer_checkin", "퇴근 후 종아리 붓기 없음 오늘은 컨디션 굿"),
]


def test_round_93_a_swelling_said_none_as_a_ki_noun():
    held, cleared = ROUND_93_SWELLING_NONE_HELD, ROUND_93_SWELLING_NONE_CLEARED
    assert _pinned_pair(held, cleared) == ([], [])
    assert _written_count(held, cleared) == 0


# fresh100-0047 ("점장님이 당뇨라 ...", a harmless text) was held S3: round 92 reads a condition
# after a title with 님 as that person's only with the honorific (있으셔서, 이세요) and with no
# first person anywhere. A condition that is the copula's predicate straight after the titled person
# and at most a subject or topic particle is that person's, with or without the honorific. A
# member's title (회원님), a quoted verdict (당뇨래요, 위염이라 하셨어요 - the first draft lost
# fresh20-0041's S3 there) and the customer's own condition stay held.
ROUND_93_TITLED_CONDITION_HELD = [
    ("S3", "note", "customer_checkin", "점장님이 당뇨래요"),
    ("S3", "operator_note", "trainer_session", "회원님이 당뇨라 식단 조절 필요"),
    ("S3", "note", "customer_checkin", "저 당뇨라서 점장님이 간식 챙겨주심"),
    ("S3", "note", "customer_checkin", "점장님이 당뇨라 저도 검사했는데 저도 당뇨 전단계래요"),
    ("S3", "note", "customer_checkin", "약사님이 위염이라 하셨어요 제 얘기 듣고"),
]
ROUND_93_TITLED_CONDITION_CLEARED = [
    ("note", "customer_checkin", "부점장님이 고혈압이라 회식은 한식집으로"),
    ("note", "customer_checkin", "매니저님도 디스크라서 박스는 제가 듦"),
    ("note", "customer_checkin", "점장님 당뇨라서 회식 메뉴 고민"),
    ("note", "customer_checkin", "실장님이 당뇨니까 간식은 견과류로 사 갔어요"),
]


def test_round_93_a_condition_predicated_of_a_titled_person():
    held, cleared = ROUND_93_TITLED_CONDITION_HELD, ROUND_93_TITLED_CONDITION_CLEARED
    assert _pinned_pair(held, cleared) == ([], [])
    assert _written_count(held, cleared) == 0


# fresh100-0073 ("쓰러진 마네킹 다시 세우느라 땀뺌", a harmless text) was held S1 (fainting):
# 쓰러지다 said of a thing - the noun its adnominal form modifies, or its subject straight
# before it (an adverb or one place or cause in 에/으로 between) - falls over; no one fainted.
# The customer falling while handling a thing, a time (쓰러진 적) and a person stay held.
ROUND_93_THING_FELL_HELD = [
    ("S1", "note", "customer_checkin", "마네킹 옮기다가 쓰러졌어요"),
    ("S1", "note", "customer_checkin", "박스 나르다 쓰러졌어요 잠깐 정신 잃음"),
    ("S1", "note", "customer_checkin", "야간 근무 중에 진열대 앞에서 쓰러졌어요"),
    ("S1", "note", "customer_checkin", "쓰러진 적 있어요 창고에서 박스 들다가"),
]
ROUND_93_THING_FELL_CLEARED = [
    ("note", "customer_checkin", "쓰러져 있던 박스 정리하느라 퇴근 늦음"),
    ("note", "customer_checkin", "입간판이 바람에 쓰러져서 다시 세웠음"),
    ("note", "customer_checkin", "쌓아둔 음료 박스가 와르르 쓰러짐 다시 쌓느라 한참 걸림"),
    ("note", "customer_checkin", "새벽에 쓰러진 행거 세우고 옷 다시 걸었어요"),
]


def test_round_93_a_thing_that_fell_over():
    held, cleared = ROUND_93_THING_FELL_HELD, ROUND_93_THING_FELL_CLEARED
    assert _pinned_pair(held, cleared) == ([], [])
    assert _written_count(held, cleared) == 0


# fresh98-0075 ("타이레놀 하루 여섯일곱알씩 먹고 버팀", S2+S5) was held S2 only: two native
# numerals run together as one word for "about that many" (두세, 서너, 대여섯, 여섯일곱, 예닐곱,
# 일곱여덟 ...) were no number to the pill count, so the over-the-label dose was never read. The
# range counts as its upper bound (a reader of "six or seven" is unsure which). A supplement, a
# painkiller's one or two, and a range of something that is no medicine stay cleared.
ROUND_93_PILL_RANGE_HELD = [
    ("S5", "note", "customer_checkin", "허리 때문에 타이레놀 하루 일곱여덟알씩 먹어요"),
    ("S5", "note", "customer_checkin", "생리통 심해서 이지엔 하루에 대여섯 알 먹음"),
    ("S5", "note", "customer_checkin", "무릎 아파서 애드빌 하루 예닐곱 알은 먹는 듯"),
    ("S5", "note", "customer_checkin", "두통약 서너 알 한꺼번에 삼켰어요"),
]
ROUND_93_PILL_RANGE_CLEARED = [
    ("note", "customer_checkin", "영양제 하루 대여섯 알 챙겨 먹어요"),
    ("note", "customer_checkin", "타이레놀 한두 알 먹고 푹 잤어요"),
    ("note", "customer_checkin", "초콜릿 여섯일곱 알 집어먹음 ㅋㅋ"),
    ("note", "customer_checkin", "비타민 두세 알이랑 오메가3 먹는 중"),
]


def test_round_93_a_native_numeral_range_of_pills():
    held, cleared = ROUND_93_PILL_RANGE_HELD, ROUND_93_PILL_RANGE_CLEARED
    wrong_held = [t for code, f, fl, t in held if code not in _rule_codes(t, f, fl)]
    wrong_cleared = [t for f, fl, t in cleared if "S5" in _rule_codes(t, f, fl)]
    assert (wrong_held, wrong_cleared) == ([], [])
    assert _written_count(held, cleared) == 0
