"""Quantities people write in check-in notes: kilograms, kilocalories and day spans (pure).

People write ``5kg``, ``5 키로``, ``오 킬로``, ``다섯 키로``, ``칠백 칼로리``, ``500 cals``,
``D-10``, ``열흘``, ``이주``, ``two weeks``. ``quantities(text)`` finds each amount with its
unit, converted to kg, kcal or days, so the S4 (< 1,000 kcal) and S6 (>= 5 kg in <= 14 days)
rules read what was written rather than only the structured answers.

Sino-Korean numerals (일 이 삼 ... 십 백 천 만) and native ones (한 두 세 네 다섯 ... 열 스물
서른 ...) are parsed only when a unit follows, so ``오`` in ``오늘`` is never a five.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Final, Literal

Unit = Literal["kg", "kcal", "days", "count"]

POUND_KG: Final = 0.45359237
STONE_KG: Final = 6.35029318

_SINO_DIGITS: Final = {
    "일": 1,
    "이": 2,
    "삼": 3,
    "사": 4,
    "오": 5,
    "육": 6,
    "륙": 6,
    "칠": 7,
    "팔": 8,
    "구": 9,
}
_SINO_UNITS: Final = {"십": 10, "백": 100, "천": 1000}
_NATIVE: Final = {
    "한": 1,
    "하나": 1,
    "두": 2,
    "둘": 2,
    "세": 3,
    "셋": 3,
    "석": 3,
    "네": 4,
    "넷": 4,
    "다섯": 5,
    "여섯": 6,
    "일곱": 7,
    "여덟": 8,
    "아홉": 9,
}
_NATIVE_TENS: Final = {"열": 10, "스물": 20, "스무": 20, "서른": 30, "마흔": 40, "쉰": 50}
_ENGLISH: Final = {
    "a": 1,
    "an": 1,
    "one": 1,
    "two": 2,
    "three": 3,
    "four": 4,
    "five": 5,
    "six": 6,
    "seven": 7,
    "eight": 8,
    "nine": 9,
    "ten": 10,
    "eleven": 11,
    "twelve": 12,
    "thirteen": 13,
    "fourteen": 14,
    "fifteen": 15,
    "twenty": 20,
}

_THOUSANDS = re.compile(r"\d{1,3}(?:,\d{3})+")
_SINO = "[일이삼사오육륙칠팔구십백천]+"
_NATIVE_WORD = (
    "(?:열|스물|스무|서른|마흔|쉰)?(?:하나|다섯|여섯|일곱|여덟|아홉|한|두|둘|세|셋|석|네|넷)?"
)
_DIGITS = r"\d+(?:[.,]\d+)?"
# One written number, never empty (for patterns outside this module: "열 알", "3 tabs").
NUMERAL_WORD: Final = (
    rf"(?:{_DIGITS}|{_SINO}|(?:열|스물|스무)(?:하나|다섯|여섯|일곱|여덟|아홉|한|두|세|네)?|"
    r"하나|다섯|여섯|일곱|여덟|아홉|한|두|세|네|[a-z]+)"
)
# Round 93 (fresh98-0075, "타이레놀 하루 여섯일곱알씩"): two native numerals run together as one
# word for "about that many" (두세, 서너, 네다섯, 대여섯, 여섯일곱, 예닐곱 ...). Its value is the
# upper bound: a real reader of "six or seven" is unsure whether it is the six or the seven.
_NATIVE_RANGES: Final = {
    "한두": 2,
    "두세": 3,
    "두서너": 4,
    "서너": 4,
    "세네": 4,
    "너덧": 5,
    "너댓": 5,
    "네다섯": 5,
    "대여섯": 6,
    "대엿": 6,
    "다섯여섯": 6,
    "여섯일곱": 7,
    "예닐곱": 7,
    "일고여덟": 8,
    "일곱여덟": 8,
    "여덟아홉": 9,
    "엳아홉": 9,
}
NATIVE_RANGE: Final = "(?:" + "|".join(sorted(_NATIVE_RANGES, key=len, reverse=True)) + ")"
# Round 20: a Sino-Korean numeral dictated in words ("이천 백 칼로리", "오십 사 키로"): each
# word but the last ends in 십, 백 or 천 and the next is smaller (see ``_spaced_sino_value``).
_SPACED_SINO = "(?:[일이삼사오육륙칠팔구]?[십백천] )+[일이삼사오육륙칠팔구십백천]+"
# Round 100 (fresh24-0139, "Roughly 0.9k cals a day"): thousands written with a k before a
# spaced unit ("0.9k cals", "1.2k kcal", "2.5k calories") - read only with a kcal unit, so
# "5k 일주일에" or "0.9k steps" count nothing; "0.9kcal" stays 0.9 kcal.
_THOUSANDS_K = r"\d+(?:\.\d+)?k(?= )"
_NUMBER = rf"(?P<number>{_THOUSANDS_K}|{_DIGITS}|{_SPACED_SINO}|{_SINO}|{_NATIVE_WORD}|[a-z]+)"

_KG_UNITS = r"kg|kgs|kilos?|kilograms?|킬로그램|킬로|키로|킬|키로그램|lbs?|pounds?|파운드|stones?"
_KCAL_UNITS = r"kcals?|calories|calorie|cals?|칼로리|키로칼로리|킬로칼로리|칼"
_COUNT_UNITS = (
    r"캔|병|잔|샷|알|개|스쿱|cans?|shots?|cups?|bottles?|pills?|espressos?|coffees?|red ?bulls?|"
    r"monsters?|drinks|beers"
)
_DAY_UNITS = r"days?|일간|일|날|weeks?|wks?|주일|주간|주|개월|달|months?"

_AMOUNT = re.compile(
    # kcal before kg: 키로칼로리 and 킬로칼로리 are kilocalories, not 키로 (kg) then a word.
    rf"(?<![0-9a-z가-힣.,]){_NUMBER} ?(?P<unit>{_KCAL_UNITS}|{_KG_UNITS}|{_DAY_UNITS}"
    rf"|{_COUNT_UNITS})"
    r"(?![a-z])"
)
_NATIVE_ONES = "하나|둘|셋|넷|다섯|여섯|일곱|여덟|아홉"
_NATIVE_COUNT = f"(?:열|스물|스무)(?:{_NATIVE_ONES})?|{_NATIVE_ONES}"
_COUNTDOWN = re.compile(
    r"(?<![a-z])d ?- ?(\d{1,3})(?!\d)|디데이 ?(\d{1,3})|"
    # Round 20: a countdown as dictated ("D 마이너스 7", "디 마이너스 칠", "디 마이너스 열").
    rf"(?<![a-z가-힣])(?:d|디) ?(?:마이너스|minus) ?"
    rf"(\d{{1,3}}|{_SINO}|{_NATIVE_COUNT})(?![0-9가-힣])|"
    r"(\d{1,3}) ?일 ?(?:남|전|뒤|후|째)"
    r"|(?:in|within) (\d{1,2}) ?(?:days|d)\b|day (\d{1,2})\b|(\d{1,3}) ?h(?:ours?|rs?)? before"
    r"|(\d{1,2}) ?days? out\b"
)
_NAMED_SPANS: Final[tuple[tuple[re.Pattern[str], int], ...]] = (
    (re.compile(r"하루|당일|a day\b|one day\b|\btoday\b|\btomorrow\b|내일|모레"), 1),
    (re.compile(r"이틀"), 2),
    (re.compile(r"사흘"), 3),
    (re.compile(r"나흘"), 4),
    (re.compile(r"닷새"), 5),
    (re.compile(r"엿새"), 6),
    (re.compile(r"이레"), 7),
    (re.compile(r"일주일|(?<![십백천])한 ?주|이번 ?주|\bthis week\b|\ba week\b|\bone week\b"), 7),
    (
        re.compile(
            r"주말까지|이번 ?주말|\bthis weekend\b|"
            r"\b(?:by|before|until|til) (?:this )?"
            r"(?:mon|tues|wednes|thurs|fri|satur|sun)(?:day)?\b|"
            r"\b(?:by|before|until|til) (?:this )?(?:tue|wed|thu|sat)\b"
        ),
        7,
    ),
    (re.compile(r"다음 ?주|\bnext (?:week|weekend|mon|tues|wednes|thurs|fri|satur|sun)"), 14),
    (re.compile(r"열흘"), 10),
    (re.compile(r"이번 ?달|\bthis month\b|\bwithin a month\b|한 ?달 ?(?:안|만|내|동안)"), 30),
    # A weekday named as a deadline ("일요일 계체", "by saturday") is at most a week away.
    (re.compile(r"[월화수목금토일]요일|\b(?:mon|tues|wednes|thurs|fri|satur|sun)day\b"), 7),
    # Round 20: not the last syllable of a longer numeral ("십이 주" is twelve weeks).
    (
        re.compile(
            r"(?<![일이삼사오육륙칠팔구십백천])이 ?주|두 ?주|\btwo weeks\b|\bfortnight\b|"
            r"\bcouple (?:of )?weeks\b"
        ),
        14,
    ),
    # 보름 is "about two weeks" to the people who write it: read as 14 (hold when unsure).
    (re.compile(r"보름"), 14),
)


@dataclass(frozen=True, slots=True)
class Quantity:
    value: float
    unit: Unit
    start: int
    end: int


def _sino_value(word: str) -> int | None:
    total, current = 0, 0
    for char in word:
        if char in _SINO_DIGITS:
            if current:
                return None  # two digits in a row ("오육") is not a numeral
            current = _SINO_DIGITS[char]
        elif char in _SINO_UNITS:
            total += (current or 1) * _SINO_UNITS[char]
            current = 0
        else:
            return None
    return total + current


def _native_value(word: str) -> int | None:
    total = 0
    rest = word
    for tens, value in _NATIVE_TENS.items():
        if rest.startswith(tens):
            total, rest = value, rest[len(tens) :]
            break
    if rest:
        if rest not in _NATIVE:
            return None
        total += _NATIVE[rest]
    return total or None


def _spaced_sino_value(words: list[str]) -> int | None:
    """``이천 백`` is 2,100 and ``오십 사`` 54: each word smaller than the place before it."""
    total, place = 0, None
    for word in words:
        value = _sino_value(word)
        if value is None or (place is not None and value >= place):
            return None
        total += value
        place = _SINO_UNITS.get(word[-1], 1)
    return total


def number_value(word: str) -> float | None:
    """The value of one written number (digits, Sino-Korean, native Korean or English)."""
    if not word:
        return None
    if " " in word:
        spaced = _spaced_sino_value(word.split())
        return None if spaced is None else float(spaced)
    if word[0].isdigit():
        if word.endswith("k") and re.fullmatch(_THOUSANDS_K.replace("(?= )", ""), word):
            return float(word[:-1]) * 1000
        if _THOUSANDS.fullmatch(word):
            return float(word.replace(",", ""))
        return float(word.replace(",", "."))
    if word in _ENGLISH:
        return float(_ENGLISH[word])
    if word in _NATIVE_RANGES:
        return float(_NATIVE_RANGES[word])
    for parse in (_sino_value, _native_value):
        value = parse(word)
        if value is not None:
            return float(value)
    return None


def _unit(raw: str) -> tuple[Unit, float]:
    if re.fullmatch(_COUNT_UNITS, raw):
        return "count", 1.0
    if re.fullmatch(_KCAL_UNITS, raw):
        return "kcal", 1.0
    if re.fullmatch(_KG_UNITS, raw):
        if raw.startswith("stone"):
            return "kg", STONE_KG
        pounds = raw.startswith(("lb", "pound", "파운드"))
        return "kg", POUND_KG if pounds else 1.0
    if raw in ("week", "weeks", "wk", "wks", "주일", "주간", "주"):
        return "days", 7.0
    if raw in ("개월", "달", "month", "months"):
        return "days", 30.0
    return "days", 1.0


def quantities(text: str) -> list[Quantity]:
    """Every amount with a unit in ``text`` (case-folded), in kg, kcal or days."""
    folded = text.casefold()
    found: list[Quantity] = []
    for match in _AMOUNT.finditer(folded):
        value = number_value(match.group("number"))
        if value is None and " " in match.group("number"):
            # Not one numeral after all: the last word alone ("이십 삼십 키로" read as 30).
            value = number_value(match.group("number").split()[-1])
        if value is None:
            continue
        unit, factor = _unit(match.group("unit"))
        if (
            unit != "kcal"
            and match.group("number").endswith("k")
            and match.group("number")[0].isdigit()
        ):
            continue  # "5k 일주일에": a k-thousand is read with kilocalories only
        found.append(Quantity(value * factor, unit, match.start(), match.end()))
    for match in _COUNTDOWN.finditer(folded):
        days = number_value(next(group for group in match.groups() if group is not None))
        if days is not None:
            found.append(Quantity(days, "days", match.start(), match.end()))
    for pattern, days in _NAMED_SPANS:
        for match in pattern.finditer(folded):
            # Round 20: "다음 주부터", "내일부터" - the day something starts, not a deadline.
            if _STARTING.match(folded, match.end()):
                continue
            found.append(Quantity(float(days), "days", match.start(), match.end()))
    return found


_STARTING = re.compile(r" ?(?:부터|starting\b)")


_FROM_TO = re.compile(
    r"(?<![0-9.])(\d{2,3}(?:\.\d)?) ?(?:kg|키로|킬로)? ?(?:에서|->|→|~|to|에서부터|>)"
    r" ?(\d{2,3}(?:\.\d)?)(?![0-9])"
)


def weight_changes_kg(text: str) -> list[float]:
    """Changes of body weight stated in ``text``: amounts under 30 kg, or ``70에서 64``."""
    folded = text.casefold()
    changes = [q.value for q in quantities(folded) if q.unit == "kg" and q.value < 30]
    weights = [q.value for q in quantities(folded) if q.unit == "kg" and q.value >= 30]
    changes += [abs(a - b) for i, a in enumerate(weights) for b in weights[i + 1 :]]
    for match in _FROM_TO.finditer(folded):
        before, after = float(match.group(1)), float(match.group(2))
        if 30 <= before <= 300 and 30 <= after <= 300:
            changes.append(abs(before - after))
    return changes


_NUTRIENTS = r"protein|단백질|탄수|carbs?\b|fat\b|지방|sugar|당류|fiber|식이섬유|나트륨|sodium"
_KCAL_FIRST = re.compile(
    # Round 20: not the grams of another nutrient named after it ("칼로리 protein 140").
    rf"(?<![0-9a-z])(?<![0-9] )(?:{_KCAL_UNITS})(?:(?!(?:{_NUTRIENTS}) ?:? ?\d)[^0-9]){{0,20}}?"
    rf"(?P<number>\d{{2,4}}(?:,\d{{3}})?|"
    # A Sino-Korean numeral only as a word of its own ("총칼로리 팔백이요"), not the first
    # syllable of one: the 사 of 사진 (photo) counts nothing.
    rf"(?<![가-힣]){_SINO}(?![가-힣](?<![이도만쯤])))"
    rf"(?![0-9가-힣]*(?:kg|키로|킬로|분|시간|걸음|보|g\b|ml))"
)


def kilocalories_after_unit(text: str) -> list[float]:
    """``총 kcal 450``, ``cal 계산해보니 930``, ``총칼로리 팔백``: the number after the unit."""
    found = []
    for match in _KCAL_FIRST.finditer(text.casefold()):
        value = number_value(match.group("number"))
        if value is not None:
            found.append(value)
    return found


def counts(text: str) -> list[float]:
    return [q.value for q in quantities(text) if q.unit == "count"]


def spans_days(text: str) -> list[float]:
    return [q.value for q in quantities(text) if q.unit == "days"]


def kilocalories(text: str) -> list[float]:
    return [q.value for q in quantities(text) if q.unit == "kcal"]
