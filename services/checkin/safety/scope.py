"""Whether a matched risk word is the customer's own, present condition (pure).

Three things clear a match, each only when it applies to the matched term itself:

* **negation** of the term: ``안 아파요``, ``아프지 않아요``, ``통증 없음``, ``no pain``,
  ``didn't hurt``, ``pain-free``. A hedge is not a negation: ``not sure if it's pain`` and
  ``통증 거의 없음`` stay held, and ``별로 안 아픈데 쑤셔요`` is held by ``쑤셔요``;
* **a healed past**: ``발목 다 나았어요``, ``completely healed`` after the term;
* **someone else**: ``친구가 발목 다침``, ``엄마 당뇨``, ``my brother had a panic attack`` -
  another person named before the term in the same sentence, with nobody in the first
  person between them.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Final

from services.checkin.safety import lexicon
from shared.korean import Morph

_NEGATING_ADVERBS: Final = frozenset({"안", "못"})
# Adverbs that may stand between 안/못 and the term without changing what is negated.
_BRIDGE_ADVERBS: Final = frozenset(
    {"전혀", "별로", "하나도", "더", "많이", "그렇게", "딱히", "이제", "아예", "그리"}
    | {"크게", "심하게", "진짜", "정말", "전보다", "그다지"}
)
_ABSENCE: Final = frozenset({"없", "아니", "없어지", "사라지"})
# "통증 없이", "수면제 없이도 잘 자요": without the term - unless what follows says the person
# cannot do without it ("약 없이 못 자요", "진통제 없이는 힘들어요").
_WITHOUT: Final = "없이"
_CANNOT: Final = frozenset({"못", "안", "못하", "힘들", "어렵", "불가능", "무리"})
# "아픈 건 아닌 거 같은데 잘 모르겠어요": a negation the speaker doubts is a hedge.
_HEDGES: Final = frozenset({"모르", "글쎄", "애매", "긴가민가", "같", "듯"})
_CLEARING_AFTER: Final = frozenset({"낫", "완치"})
_NOW_FINE: Final = frozenset({"완전히", "다", "완전", "싹", "이젠", "이제"})
# Round 65: 살아나 ("이제 완전 살아났어요", back to life) is a recovery too.
_HEALED_WORDS: Final = frozenset({"회복", "사라지", "없어지", "괜찮", "해소", "살아나"})
_NOW: Final = frozenset({"지금", "현재", "요즘", "요새"})
# Words for a present, resolved state: only with a "now"/"completely" word before them
# ("지금은 완전 멀쩡해요", "이제 괜찮아요"), and only after a past-tense clause of the term.
_RESOLVED: Final = frozenset(
    {"회복", "사라지", "없어지", "괜찮", "해소", "멀쩡", "정상", "문제없", "소실", "말끔"}
)
# "통증 호소 없음", "아픈 적 없어요": a noun between the term and its absence.
_NOUNS_BEFORE_ABSENCE: Final = frozenset(
    {
        "호소",
        "증상",
        "느낌",
        "기미",
        "적",
        "일",
        "ᆫ",
        "은",
        "는",
        "데",
        "곳",
        "거",
        "것",
        "부위",
        "감",
        # A form's label between the term and its answer: "통증 체크: 없음", "통증 여부 - 없음".
        "체크",
        "확인",
        "여부",
        "유무",
        ":",
        "-",
        # Round 18: the dash of a form's answer ("통증 체크 — 0/10").
        "—",
        "–",
        # Session 22 (the lead's probes): a check's result and "nothing abnormal" as its
        # answer ("통증 체크 결과 이상 없음", "통증 체크: 특이사항 없음", "통증 여부 확인
        # 이상무").
        "결과",
        "검사",
        "점검",
        "이상",
        "특이",
        "사항",
        "특이사항",
    }
)
# Session 22: 무 (none) as a form's answer after "nothing abnormal" ("이상무", "이상 무").
_NONE_AFTER_NORMAL: Final = "무"
# "통증 0", "통증 X", "pain 없음": a zero or a cross right after the term.
# Round 14: "아픈 곳 none", the English word for it.
_ZERO_MARKS: Final = frozenset(
    {"0", "x", "X", "×", "✗", "❌", "zero", "제로", "none", "None", "nil"}
)
# "불편감 소실", "붓기 해소": the term, then a noun saying it is gone.
_GONE: Final = frozenset({"소실", "해소"})
_WHOLLY: Final = frozenset({"완전히", "싹", "말끔히", "깨끗이"})
# Round 18: the trainer's word for a denial ("통증은 부정, 가동범위 정상"). Round 103
# (fresh107-0047, "회원 본인 통증 부인, 발목 테이핑 불필요"): 부인, the record's other word for
# "denies", read the same way - only where it ends the clause (a stop, a comma, the text's end) or
# takes 하다 (부인함, 부인하였음, 부인했으나); 부인 as a wife or a gynaecology clinic (통증 부인과
# 진료, 부인이, 부인 걱정) is no denial.
_DENIED: Final = frozenset({"부정", "부인"})
_STILL: Final = frozenset({"아직", "여전히", "가끔", "조금", "좀", "덜", "안", "못", "살짝"})


def _is_particle(morph: Morph) -> bool:
    return morph.tag.startswith("J")


# Round 58 (round 56's left probe ``암세포 다 없어졌대요``): a disease said to have gone -
# 없어지다 or 사라지다 (to disappear), or 없 with "no longer" (이제, 더 이상) - was there: a
# disease in remission, S3 by the policy, not a denial such as ``암 없대요`` (none found).
_GONE_BRIDGE: Final = frozenset(
    {"다", "싹", "완전히", "완전", "깨끗이", "말끔히", "전부", "모두", "이제", "이젠", "더", "거의"}
)
_GONE_CELLS: Final = frozenset({"세포", "덩어리", "조직", "크기"})
_NO_LONGER: Final = frozenset({"이제", "이젠", "더"})


def disease_gone(morphs: Sequence[Morph], index: int) -> bool:
    """The term at ``index`` said to have gone away (``종양이 싹 사라졌대요``, ``암 없어졌어요``,
    ``암은 이제 없어요``): it existed - the caller holds a named disease that went."""
    seen: set[str] = set()
    position = index + 1
    while position < len(morphs) and position <= index + 6:
        morph = morphs[position]
        bridge = (morph.tag == "MAG" and morph.form in _GONE_BRIDGE) or (
            morph.tag.startswith("NN") and morph.form in _GONE_CELLS | {"이상"}
        )
        if _is_particle(morph) or bridge:
            seen.add(morph.form)
        elif morph.form == "사라지" and morph.tag == "VV":
            return True
        elif morph.form == "없어지" or (morph.form == "없" and morph.tag == "VA"):
            after = morphs[position + 1 : position + 3]
            went = len(after) == 2 and after[0].form == "어" and after[1].form == "지"
            return went or morph.form == "없어지" or bool(seen & _NO_LONGER)
        else:
            return False
        position += 1
    return False


# Round 59 (round 58's left probe ``독감 다 없어졌어요``): a minor illness said gone is over -
# harmless by the policy, as ``독감 없어졌어요`` already was - but not one almost gone (거의), still
# there or back again after it (fail closed).
_MINOR_NOT_OVER: Final = frozenset(
    {"거의", "아직", "또", "다시", "재발", "도지", "심해지", "걸리", "남", "여전히"}
    | {"조금", "좀", "덜"}
)


def minor_illness_gone(morphs: Sequence[Morph], index: int) -> bool:
    """The minor illness at ``index`` said to have gone (``감기 싹 사라졌어요``)."""
    if not disease_gone(morphs, index):
        return False
    return not any(m.form in _MINOR_NOT_OVER for m in morphs[index + 1 :])


# Round 65 (fresh59-0103, "예전에 장염 한번 걸렸었는데 그 뒤로 회는 잘 안먹어요"): a passing
# illness told in the past perfect (걸렸었, 앓았었) or long ago (예전에, 옛날에, 작년, 어릴 때)
# with a past tense is over - unless it is still there or came back (아직, 여전히, 또, 다시,
# 재발, 계속, 지금도 / 요즘도). A named disease is never read so (a minor illness only).
_KOREAN_LONG_AGO: Final = frozenset({"예전", "옛날", "작년", "재작년", "어리", "어릴", "과거"})
# A recent time named (어제, 지난주, 요즘 ...): the past perfect alone is then no proof it is over.
_RECENT: Final = frozenset(
    {"오늘", "어제", "그제", "그저께", "지난주", "이번", "며칠", "요즘", "요새", "최근", "아까"}
)
_STILL_OR_AGAIN: Final = frozenset(
    {"아직", "아직도", "여전히", "또", "또다시", "다시", "재발", "계속", "자꾸", "걸핏하면"}
)


def minor_illness_long_past(morphs: Sequence[Morph], index: int) -> bool:
    """The minor illness at ``index`` told in the past perfect, or long ago and in the past."""
    if morphs[index].form not in lexicon.KOREAN_MINOR_ILLNESS:
        return False
    clause = morphs[index + 1 : index + 6]
    pluperfect = any(m.tag == "EP" and m.form in ("었었", "았었") for m in clause)
    tense = next((i for i, m in enumerate(clause) if m.tag == "EP"), None)
    long_ago = any(m.form in _KOREAN_LONG_AGO for m in morphs[max(0, index - 5) : index])
    recent = any(m.form in _RECENT for m in morphs)
    if tense is None or not ((pluperfect and not recent) or long_ago):
        return False
    # What follows the illness's own past verb (걸렸었 is the illness, not a return of it).
    later = morphs[index + 2 + tense :]
    if any(m.form in _STILL_OR_AGAIN or m.form in _MINOR_NOT_OVER for m in later):
        return False
    return not any(
        m.form in _NOW and position + 1 < len(later) and later[position + 1].form == "도"
        for position, m in enumerate(later)
    )


def korean_negated(
    morphs: Sequence[Morph], index: int, *, past_resolved: bool = False, healed: bool = True
) -> bool:
    """Is the term at ``index`` negated or stated as healed?

    ``past_resolved`` (pain and injury only): a past-tense clause of the term followed by a
    present, resolved state also clears it (``허리 삐끗했었는데 지금은 완전 멀쩡해요``)."""
    negated = _korean_negated(morphs, index, past_resolved=past_resolved, healed=healed)
    if negated and _no_day_without(morphs, index):
        # Every day, as the clause says - unless healed since ("...없었는데 지금은 다 나았어요").
        return healed and _healed_after(morphs, index, past_resolved=past_resolved)
    return negated


# Round 53 (round 52's left probe, a class beside round 51's ``필름 안 끊긴 날이 없어요``): a
# day or a time without the term, itself denied - "무릎 아프지도 않은 날이 없어요", "허리 안 아픈
# 날이 없어요", "두통 없는 날이 없어요", "안 아팠던 적이 없어요", "아프지 않은 날이 하루도 없어요" -
# says the term every day: the term's own negation is no denial. Only the term's own clause is
# read (its negation, an adnominal ending, then 날/적/때/순간 and 없); days without it that are
# many, more or named ("안 아픈 날이 더 많아요", "안 아픈 날은 운동 나가요") stay denials, and
# every day then healed since reads as healed.
_DAY_NOUNS: Final = frozenset({"날", "적", "때", "순간", "하루"})
_DAY_ADNOMINAL: Final = frozenset({"ᆫ", "은", "는", "던"})
_BETWEEN_DAY_AND_NONE: Final = frozenset({"하루", "한", "번", "도", "단", "1", "일"})


def no_day_without(morphs: Sequence[Morph], index: int) -> bool:
    """Round 56: the term at ``index`` in a "no day without it" clause (``발목 안 붓는 날이
    없어요``), for a cue whose companion the clause's negation would otherwise deny."""
    return _no_day_without(morphs, index)


def _no_day_without(morphs: Sequence[Morph], index: int) -> bool:
    back = index - 1
    while back >= 0 and morphs[back].form in _BRIDGE_ADVERBS and morphs[back].tag == "MAG":
        back -= 1
    # The term itself denied in its clause: 안 before it, or 않/없 after it. "아픈 적 없어요"
    # (the term, then never) is the plain denial it reads as.
    denied = back >= 0 and morphs[back].form in _NEGATING_ADVERBS and morphs[back].tag == "MAG"
    position = index + 1
    while position < len(morphs) and position <= index + 8:
        morph = morphs[position]
        if morph.tag == "ETM" and morph.form in _DAY_ADNOMINAL:
            if not denied:
                return False
            break
        denied = denied or (morph.form in ("않", "없", "못하") and morph.tag in ("VX", "VV", "VA"))
        own_clause = (
            morph.tag == "EP"
            or _is_particle(morph)
            or (morph.tag == "EC" and morph.form == "지")
            or (morph.form in ("않", "없", "못하", "안") and morph.tag in ("VX", "VV", "VA"))
        )
        if not own_clause:
            return False
        position += 1
    else:
        return False
    after = morphs[position + 1 : position + 7]
    if not after or after[0].form not in _DAY_NOUNS or not after[0].tag.startswith("NN"):
        return False
    for morph in after[1:]:
        if _is_particle(morph) or morph.form in _BETWEEN_DAY_AND_NONE:
            continue
        return morph.form == "없" and morph.tag in ("VA", "VV")
    return False


def _nominalised_place(morphs: Sequence[Morph], index: int) -> bool:
    """The term as a modifier of 데 / 곳 / 거 / 것 / 건 ("아픈 데", "쑤신 곳", "아픈 건")."""
    return (
        index + 2 < len(morphs)
        and morphs[index].tag in ("VA", "VV")
        and morphs[index + 1].tag == "ETM"
        and morphs[index + 2].form in ("데", "곳", "거", "것", "건")
    )


def _exception_before(morphs: Sequence[Morph], index: int) -> bool:
    """Round 72: a part of the body excepted just before - "무릎 말고는", "허리 빼고는", "무릎
    빼면", "발목 외에는" - makes "nowhere hurts" say that the part does (an illness or a tiredness
    excepted, "감기 걸렸던 거 말고는", is not a part that hurts now)."""
    start = max(0, index - 5)
    for position in range(start, index):
        morph = morphs[position]
        following = morphs[position + 1 : position + 2]
        excepted = (
            morph.form in ("말", "빼", "제외하", "제외")
            and morph.tag in ("VV", "NNG", "XSV")
            and (not following or following[0].form in ("고", "면", "고서", "하고", "곤"))
        ) or (morph.form in ("외", "밖") and morph.tag in ("NNB", "NNG"))
        if not excepted:
            continue
        back = position - 1
        while back >= 0 and _is_particle(morphs[back]):
            back -= 1
        if back >= 0 and morphs[back].form in _BODY_PARTS:
            return True
    return False


def _korean_negated(
    morphs: Sequence[Morph], index: int, *, past_resolved: bool = False, healed: bool = True
) -> bool:
    back = index - 1
    while back >= 0 and morphs[back].form in _BRIDGE_ADVERBS and morphs[back].tag == "MAG":
        back -= 1
    if back >= 0 and morphs[back].form in _NEGATING_ADVERBS and morphs[back].tag == "MAG":
        # "안 쓰러지게 천천히": a precaution (so as not to), not a denial - it presupposes it.
        if _purpose_clause(morphs, index):
            return False
        return not _double_negation(morphs, index)
    nominalised = _nominalised_place(morphs, index)
    if nominalised and _exception_before(morphs, index):
        return False  # "무릎 말고는 아픈 데 없어요": the exception is what hurts
    # Round 72 (fresh72-0001, "아픈데는 하나도 없어요"): the term made a place or a thing (아픈
    # 데는, 쑤신 곳은) takes two morphs more, so its denial with 하나도 / 전혀 is still in reach.
    ahead = morphs[index + 1 : index + (8 if nominalised else 6)]
    if _predicate_negated(morphs, index):
        return not _double_negation(morphs, index)
    if _elliptical_denial(morphs, index):
        return True
    if (
        len(ahead) > 1
        and ahead[0].tag == "EC"
        and ahead[0].form in _OR_ENDINGS
        and ahead[1].form in _SUCH
        and ahead[1].tag == "MM"
    ):
        # Round 42: "어디 아프거나 그런 건 전혀 아니에요" - the term "or anything like it" said of
        # a verb (-거나/-든가 then 그런 거), denied as "통증 그런 건 없어요" is: read without the
        # ending.
        return korean_negated(
            (*morphs[: index + 1], *morphs[index + 2 :]),
            index,
            past_resolved=past_resolved,
            healed=healed,
        )
    if (
        len(ahead) > 1
        and morphs[index].tag.startswith("V")
        and ahead[0].tag == "ETN"
        and ahead[0].form == "기"
    ):
        # Round 93 (fresh100-0039, "다리 붓기 없음"; fresh98-0111, "다리 붓기 없어요"): the verb
        # made a noun by -기 (붓기, the swelling) and then said to be absent is denied as the noun
        # 부종 is ("다리 부종 없음", "부종 전혀 없고"): read without the ending, by every rule
        # below (an absence itself denied, hedged or returned still holds).
        return korean_negated(
            (*morphs[: index + 1], *morphs[index + 2 :]),
            index,
            past_resolved=past_resolved,
            healed=healed,
        )
    forms_ahead = [m.form for m in ahead]
    if "느끼" in forms_ahead and "안" in forms_ahead[: forms_ahead.index("느끼")]:
        return True  # "시큰거린 거 이제 하나도 안 느껴져요"
    for position, morph in enumerate(ahead):
        if morph.form in _CLEARING_AFTER | _HEALED_WORDS | _GONE:
            # "부상 다 회복되지 않았어요" (round 31), "통증 소실되지 않음" (session 11): the
            # healing or the going is denied, not the term - read below by what was denied.
            break
        if morph.form == "지" and morph.tag == "EC":
            if (
                position
                and ahead[position - 1].form in _ABSENCE
                and _absence_denied(morphs, morphs.index(ahead[position - 1]))
            ):
                return False  # Round 73: "통증이 없진 않아요" - the absence denied, not the term
            rest = [m for m in ahead[position + 1 :] if not _is_particle(m)]
            if rest and rest[0].form in ("않", "못하", "말") and rest[0].tag == "VX":
                return not _double_negation(morphs, index)
            # Round 52: after -지 and a particle the analyser may tag 않 a main verb ("핑
            # 돌지도 않았고 금방 괜찮아졌어요": 않/VV); 않 is only ever the negation there.
            if rest and rest[0].form == "않" and rest[0].tag == "VV":
                return not _double_negation(morphs, index)
            # Round 20: 않 as dictation spells it ("아프지 안아요"): after -지 no 안다 (to hug).
            if rest and rest[0].form == "안" and rest[0].tag in ("VV", "VX"):
                return not _double_negation(morphs, index)
        if morph.tag.startswith(("E", "V")) and morph.form not in _ABSENCE:
            break
    coordinated = coordinated_absence(morphs, index)
    if coordinated is not None:
        # Round 40: "통증이나 어지럼 없음", "흉통 및 어지럼 없음": the term is one of nouns
        # joined by a conjunction and the absence after the last one denies them all.
        return not (
            _hedged_after(morphs, index)
            or _returned_after(morphs, coordinated)
            or _double_negation(morphs, coordinated)
        )
    skipped = [
        m
        for m in ahead
        if not _is_particle(m)
        # Round 31: "통증은 딱히 없어요", "특별히 없어요" - none in particular, a denial; "별로
        # 없어요" and "거의 없음" (not much) stay hedges.
        and not (m.tag == "MAG" and m.form in ("전혀", "하나도", "딱히", "특별히"))
        and not (m.tag == "NR" and m.form == "하나")  # "아픈 곳 하나도 없어요"
        and not _one_as_none(ahead, m)  # "죄책감 1도 없음": slang for 하나도
        and not _not_one_place(ahead, m)  # "아픈 데 한 군데도 없어요": not a single place
        and not (m.form == "도" and m.tag == "NNB")  # Kiwi's reading of that 도
        # "허리 뻐근함 현재 없음": the nominalised symptom, then "now none".
        and not (m.form == "하" and m.tag in ("XSA", "XSV"))
        and not (m.form in ("ᆷ", "음") and m.tag in ("ETN", "EF"))
        # Round 31: "가슴 답답한 것도 없어요", "답답한 건 없어요": the symptom nominalised by a
        # modifier and 것/거, then denied, as "답답함 없음" is.
        and not (m.tag == "ETM" and m is ahead[min(len(ahead) - 1, _after_suffix(ahead))])
        and not (m.tag == "NNB" and m.form in ("것", "거", "건") and _nominalised(ahead, m))
        # "통증 그런 건 없어요", "알레르기 그런 거 아니고": the term "or anything like it",
        # denied (round 31).
        and not _like_it(ahead, m)
        and not (m.tag == "MAG" and m.form in _NOW | {"이제"})
        # Round 48: "불편감 완전히 소실됨" - wholly gone, as "불편감 소실" is.
        and not (m.tag == "MAG" and m.form in _WHOLLY)
        # Round 78 (fresh82-0039, "무릎 통증 완전 소실"): the spoken 완전 (wholly), which the
        # analyser tags an adverb or a noun, as 완전히 is.
        and not (m.tag in ("MAG", "NNG") and m.form == "완전")
        and m.form not in _NOUNS_BEFORE_ABSENCE
    ]
    if skipped and skipped[0].form in _ABSENCE and skipped[0].tag in ("VA", "VCN", "VV"):
        if _absence_denied(morphs, morphs.index(skipped[0])):
            return False  # "아픈 데 없진 않아요": the absence is itself denied
        return not (
            _hedged_after(morphs, index) or _returned_after(morphs, morphs.index(skipped[0]))
        )
    if skipped and (
        skipped[0].form in _ZERO_MARKS
        # "통증 X." (the cross read with the sentence's stop), "통증 N/A" (not applicable).
        or skipped[0].form.rstrip(".,!;") in _ZERO_MARKS
        or _not_applicable(skipped)
        or (skipped[0].form in _GONE and not _gone_undone(morphs, morphs.index(skipped[0])))
        or (
            skipped[0].form in _DENIED
            and skipped[0].tag == "NNG"
            and _a_denial_word(morphs, morphs.index(skipped[0]))
        )
        or (
            skipped[0].form == _NONE_AFTER_NORMAL
            and skipped[0].tag == "NNG"
            and any(m.form == "이상" for m in ahead)
        )
        or re.fullmatch(r"0 ?/ ?10", skipped[0].form)  # "통증 0/10"
    ):
        return True
    if skipped and skipped[0].form == _WITHOUT:
        position = morphs.index(skipped[0])
        return not {m.form for m in morphs[position + 1 : position + 5]} & _CANNOT
    return healed and _healed_after(morphs, index, past_resolved=past_resolved)


def _a_denial_word(morphs: Sequence[Morph], position: int) -> bool:
    """부정 as round 18 read it; 부인 (round 103) only ending its clause or taking 하다."""
    if morphs[position].form != "부인":
        return True
    following = morphs[position + 1 : position + 2]
    return not following or (
        following[0].tag in ("SF", "SP", "SS", "SE", "SO")
        or (following[0].form in ("하", "되") and following[0].tag.startswith("XSV"))
    )


# The conjunctions that join nouns into one list ("통증이나 어지럼", "통증과 부종", "흉통 및
# 어지럼"); a comma is not one of them - "무릎 통증, 부종 없음" reads as pain and no swelling.
_COORDINATORS: Final = frozenset({"이나", "나", "과", "와", "랑", "이랑", "하고"})


def _coordinator(morph: Morph) -> bool:
    return (morph.tag == "JC" and morph.form in _COORDINATORS) or (
        morph.form == "및" and morph.tag in ("MAG", "MAJ")
    )


def coordinated_absence(morphs: Sequence[Morph], index: int) -> int | None:
    """Round 40: where the absence is that denies a list the term opens ("통증이나 어지럼
    없음", "흉통과 부종은 없어요"): the term, a conjunction, then only nouns (a nominalised
    verb, ``붓기``) and conjunctions up to 없/아니. None when anything else comes first -
    a verb, an adjective of degree or a new clause ("통증이랑 붓기가 심해서")."""
    position = index + 1
    while (
        position < len(morphs)
        and morphs[position].tag in ("NNG", "XSN")
        and (position - index <= 2)
    ):
        position += 1  # the rest of a compound the analyser split ("흉" "통")
    if position >= len(morphs) or not _coordinator(morphs[position]):
        return None
    seen = False
    for at in range(position + 1, min(len(morphs), position + 8)):
        morph = morphs[at]
        if morph.tag in ("NNG", "NNP", "XSN", "ETN"):
            seen = True
            continue
        if _coordinator(morph):
            seen = False
            continue
        if morph.tag == "VV" and at + 1 < len(morphs) and morphs[at + 1].tag == "ETN":
            continue  # "붓기"
        if seen and morph.tag in ("JX", "JKS") and morph.form in ("은", "는", "도", "이", "가"):
            continue
        if seen and morph.form in _ABSENCE and morph.tag in ("VA", "VCN", "VV"):
            return at
        return None
    return None


def _after_suffix(ahead: Sequence[Morph]) -> int:
    """Where the term's own ending starts: after its 하 (``답답하``), if it has one."""
    return 1 if ahead and ahead[0].form == "하" and ahead[0].tag in ("XSA", "XSV") else 0


def _nominalised(ahead: Sequence[Morph], morph: Morph) -> bool:
    """``것``/``거`` right after the term's own modifier ending (``답답한 것``)."""
    position = _after_suffix(ahead)
    return (
        position + 1 < len(ahead) and ahead[position].tag == "ETM" and ahead[position + 1] is morph
    )


_SUCH: Final = frozenset({"그런", "이런", "저런"})
_OR_ENDINGS: Final = frozenset({"거나", "든가", "든지", "던가", "던지"})


def _like_it(ahead: Sequence[Morph], morph: Morph) -> bool:
    """``그런``/``이런`` (or ``같은``) right after the term, and the ``거``/``것`` after it."""
    if len(ahead) > 2 and ahead[0].form == "같" and ahead[0].tag == "VA":
        lead = ahead[:2] if ahead[1].tag == "ETM" else ()  # "통증 같은 건 없어요"
    elif ahead and ahead[0].form in _SUCH and ahead[0].tag == "MM":
        lead = ahead[:1]
    else:
        return False
    if any(morph is m for m in lead):
        return True
    rest = ahead[len(lead) : len(lead) + 1] if lead else ()
    return any(morph is m for m in rest) and morph.form in ("것", "거", "건")


def _not_applicable(skipped: Sequence[Morph]) -> bool:
    """``N/A`` (or ``n/a``) right after the term, split by the analyser as N, /, A."""
    forms = [m.form.rstrip(".,!;") for m in skipped[:3]]
    return [form.upper() for form in forms] == ["N", "/", "A"] or (
        bool(forms) and forms[0].upper() == "N/A"
    )


def _gone_undone(morphs: Sequence[Morph], position: int) -> bool:
    """Round 48: "불편감 (완전히) 소실되지 않음", "소실됐다가 다시 생김": the going is denied,
    or the symptom came back after it."""
    forms = [m.form for m in morphs[position + 1 : position + 6]]
    return bool({"않", "못하", "못", "안"} & set(forms)) or _returned_after(morphs, position)


def _returned_after(morphs: Sequence[Morph], position: int) -> bool:
    """``없어졌다가 다시 아파요``: gone for a while, then back - the symptom recurs."""
    forms = [m.form for m in morphs[position + 1 :]]
    again = [i for i, form in enumerate(forms) if form in ("다시", "또")]
    return (
        any(
            form in ("아프", "시작", "생기", "오", "도지", "올라오", "찾아오")
            for i in again
            for form in forms[i + 1 : i + 4]
        )
        or "재발" in forms
    )


# What a symptom noun does, so that "통증은 이제 안 아파요" / "죄책감 1도 안 들어요" deny it.
_SYMPTOM_PREDICATES: Final = frozenset(
    {
        "아프",
        "들",
        "느끼",
        "느껴지",
        "생기",
        "오",
        "쑤시",
        "결리",
        "저리",
        "붓",
        "당기",
        "땡기",
    }
    | {"듣"}  # Kiwi reads "안 들어요" (does not arise) as 듣 (hear)
)
_BEFORE_PREDICATE: Final = frozenset({"이제", "하나", "도", "1", "전혀", "별로", "더", "아직"})
# Round 46 (fresh45-tune): a time word between the term and its denied predicate ("생리통도
# 이번엔 안 왔어요", "두통이 오늘은 안 와요", "통증이 이번 달엔 안 느껴져요") - denied for that
# time, unless it comes back after (다시/또 ... 오다: "어제는 안 왔는데 오늘 또 왔어요").
_TIME_BEFORE_PREDICATE: Final = frozenset(
    {"이번", "요번", "저번", "지난번", "오늘", "어제", "그제", "요즘", "요새", "지금", "달", "주"}
    | {"이번주", "이번달", "아침", "저녁", "밤", "새벽", "낮", "날", "때", "번"}
)


def _predicate_negated(morphs: Sequence[Morph], index: int) -> bool:
    """The term's own predicate negated after it: ``허리 통증은 이제 하나도 안 아파요``."""
    position = index + 1
    timed = False
    while position < len(morphs) and position <= index + 7:
        morph = morphs[position]
        # "시큰거린 거 이제 하나도 안 느껴져요"; "아팠던 거 이제 하나도 안 아파요" (the term's
        # own past tense before the ending, round 11).
        own_past = all(m.tag == "EP" for m in morphs[index + 1 : position])
        nominalised = (morph.tag == "ETM" and own_past) or (
            morph.tag == "NNB" and morph.form in ("거", "것", "건", "게")
        )
        if morph.tag == "EP" and own_past:
            position += 1
            continue
        if _is_particle(morph) or morph.form in _BEFORE_PREDICATE or nominalised:
            position += 1
            continue
        if morph.form in _TIME_BEFORE_PREDICATE and morph.tag.startswith(("NN", "MAG")):
            timed = True
            position += 1
            continue
        following = morphs[position + 1] if position + 1 < len(morphs) else None
        return (
            morph.form in _NEGATING_ADVERBS
            and morph.tag == "MAG"
            and following is not None
            and following.form in _SYMPTOM_PREDICATES
            and following.tag.startswith("V")
            and not _hedged_after(morphs, index)
            and not (timed and _returned_after(morphs, position + 1))
        )
    return False


def _one_as_none(ahead: Sequence[Morph], morph: Morph) -> bool:
    """``1도`` is chat slang for ``하나도`` (not at all) before an absence."""
    if morph.form not in ("1", "일") or morph.tag not in ("SN", "NR"):
        return False
    position = ahead.index(morph)
    following = ahead[position + 1] if position + 1 < len(ahead) else None
    return following is not None and following.form == "도" and following.tag in ("JX", "NNB")


# Round 73: the places counted in "not a single place" (한 군데도, 한 곳도, 한 데도).
_PLACE_COUNTERS: Final = frozenset({"군데", "곳", "데"})


def _not_one_place(ahead: Sequence[Morph], morph: Morph) -> bool:
    """Round 73 (fresh74-0097, "아픈데는 한군데도 없어요"): 한 + a place counter + 도 before an
    absence is "not a single place", a degree word as 하나도 is; the 한 and the counter are
    skipped, the absence after them still has to follow."""
    position = next((i for i, m in enumerate(ahead) if m is morph), -1)
    if morph.form == "한" and morph.tag == "MM":
        rest = ahead[position + 1 : position + 3]
        return (
            len(rest) == 2
            and rest[0].form in _PLACE_COUNTERS
            and rest[0].tag in ("NNB", "NNG")
            and rest[1].form == "도"
            and rest[1].tag == "JX"
        )
    if morph.form in _PLACE_COUNTERS and morph.tag in ("NNB", "NNG") and position > 0:
        before, after = ahead[position - 1], ahead[position + 1 : position + 2]
        return (
            before.form == "한"
            and before.tag == "MM"
            and bool(after)
            and after[0].form == "도"
            and after[0].tag == "JX"
        )
    return False


def _absence_denied(morphs: Sequence[Morph], position: int) -> bool:
    """Round 73: the absence itself denied - "없진 않아요", "없지는 않아요", "없지도 않고" (-지,
    a particle or none, then 않 / 못하) - says there is some, as "안 아픈 건 아니에요" does; so
    does its going away denied, "통증이 없어지지 않아요" (없 + 어 + 지, then the same)."""
    rest = morphs[position + 1 : position + 6]
    if (
        len(rest) > 2
        and (rest[0].form, rest[0].tag) in (("어", "EC"), ("아", "EC"))
        and rest[1].form == "지"
        and rest[1].tag == "VX"
    ):
        rest = rest[2:]
    if not rest or rest[0].form != "지" or rest[0].tag != "EC":
        return False
    after = [m for m in rest[1:] if not _is_particle(m)]
    return bool(after) and after[0].form in ("않", "못하") and after[0].tag in ("VX", "VV")


def _purpose_clause(morphs: Sequence[Morph], index: int) -> bool:
    following = morphs[index + 1 : index + 3]
    return any(m.tag == "EC" and m.form in ("게", "도록", "게끔") for m in following)


# Round 62 (fresh58-tune): "통증은 전혀요", "아픈 데는 하나도요" - the term as a topic and "not
# at all" alone after it, the verb left out as a spoken answer leaves it: a denial. Nothing but
# particles, signs and laughter may follow in the sentence ("통증은 전혀 안 나아요" stays held).
_NOT_AT_ALL: Final = frozenset({"전혀", "하나", "아예", "일절", "전무"})
_TOPIC_PARTICLES: Final = frozenset({"은", "는", "ᆫ", "도"})


def _elliptical_denial(morphs: Sequence[Morph], index: int) -> bool:
    rest: list[Morph] = []
    for morph in morphs[index + 1 :]:
        if morph.tag in ("SF", "SE") or morph.form == "\n":
            if "?" in morph.form:
                return False  # "통증은 전혀요?" asks, it does not deny
            break
        rest.append(morph)
    position = 0
    if morphs[index].tag in ("VA", "VV") and len(rest) > 1 and rest[0].tag == "ETM":
        if not rest[1].tag.startswith("NN") or rest[1].form not in ("데", "곳", "거", "것", "건"):
            return False
        position = 2  # "아픈 데는", "쑤신 곳은"
    if not (
        position < len(rest)
        and rest[position].form in _TOPIC_PARTICLES
        and _is_particle(rest[position])
    ):
        return False
    words = [
        m
        for m in rest[position + 1 :]
        if not _is_particle(m)
        and m.tag not in ("SW", "SS", "SP", "SO", "SH")
        and not (m.form == "요" and m.tag in ("JX", "EF", "MM"))
    ]
    return len(words) == 1 and words[0].form in _NOT_AT_ALL and words[0].tag in ("MAG", "NR", "NNG")


def _hedged_after(morphs: Sequence[Morph], index: int) -> bool:
    """A hedge after the term - in its own clause: "통증은 하나도 없고 잠도 푹 잘 것 같아요"
    hedges the sleep, not the pain (a clause joined by 고 that opens a new topic, 잠도)."""
    after = morphs[index + 1 :]
    denied_then_joined = False
    for position, morph in enumerate(after):
        if morph.form in _HEDGES and not (position == 0 and _like_it(after, morph)):
            return True  # "통증 같은 건 없어요": 같은 right after the term is no hedge (round 31)
        if morph.tag == "EC" and morph.form == "고" and _new_topic(after[position + 1 :]):
            return False
        # Round 62 (fresh58-tune): "결리거나 그런 건 없고 푹 자면 될듯" - the absence closed by
        # 고/는데/지만 and a new verb after it: a hedge further on hedges that clause (the nap),
        # not the denial.
        if (
            position
            and after[position - 1].form in ("없", "않")
            and (
                (morph.tag == "EC" and morph.form in _CLAUSE_JOINS)
                # "없는데" read as an adnominal and 데 (a noun): the same join
                or (
                    morph.tag == "ETM"
                    and position + 1 < len(after)
                    and after[position + 1].form == "데"
                )
            )
        ):
            denied_then_joined = True
        elif denied_then_joined and morph.tag in ("VV", "VA") and morph.form not in _NOT_NEW_VERBS:
            return False
    return False


_CLAUSE_JOINS: Final = frozenset({"고", "는데", "은데", "ᆫ데", "지만", "으니", "니까"})
# Verbs that carry a hedge or the term's own state on, rather than open a clause of their own.
_NOT_NEW_VERBS: Final = frozenset({"같", "모르", "있", "없", "않", "하", "되", "싶", "보", "아프"})


def _new_topic(following: Sequence[Morph]) -> bool:
    """A noun and a topic particle (``잠도``, ``식단은``) right after a clause."""
    return (
        len(following) >= 2
        and following[0].tag.startswith("NN")
        and following[1].tag == "JX"
        and following[1].form in ("도", "은", "는")
    )


def _double_negation(morphs: Sequence[Morph], index: int) -> bool:
    """``안 아픈 건 아니에요``: the negation is itself negated."""
    tail = morphs[index + 1 : index + 7]
    forms = [m.form for m in tail]
    return "아니" in forms and any(f in ("것", "거", "건") for f in forms)


def _healed_after(
    morphs: Sequence[Morph], index: int, *, past_resolved: bool = False, passing: bool = False
) -> bool:
    following = [m for m in morphs[index + 1 :] if not _is_particle(m)]
    if following and following[0].form == "끝" and following[0].tag == "NNG":
        return True  # "독감 끝!": over
    for position in range(index + 1, len(morphs)):
        morph = morphs[position]
        lead = [
            m.form for m in morphs[max(index + 1, position - 3) : position] if not _is_particle(m)
        ]
        # Kiwi reads "거 다 나아서" (all healed) as 다 + 나 (come out): it is 낫.
        misread_heal = (
            morph.form == "나" and morph.tag == "VV" and morphs[position - 1].form == "다"
        ) or (
            # "완전 나음", "싹 나음": Kiwi keeps the nominalised 낫 as the noun 나음 ("better"),
            # read as healed only after a word for "completely".
            morph.form == "나음"
            and morph.tag.startswith("N")
            and morphs[position - 1].form in _NOW_FINE
        )
        # "쉬는 게 나음", "스트레칭하는 게 낫대요": 낫 as the adjective "better" compares
        # two things; it says nothing of a healing.
        lead_morphs = [m for m in morphs[index + 1 : position] if not _is_particle(m)]
        better = (
            morph.form == "낫"
            and morph.tag == "VA"
            and bool(lead_morphs)
            and lead_morphs[-1].form in ("것", "거", "게")
        )
        healed = (
            (morph.form in _CLEARING_AFTER and not better)
            or (past_resolved and _a_thing_of_the_past(morphs, index, position))
            or misread_heal
            or (past_resolved and _symptom_now_absent(morphs, index, position))
            or (morph.form in _HEALED_WORDS and morphs[position - 1].form in _NOW_FINE)
            or (
                past_resolved
                and morph.form in _RESOLVED
                and bool(set(lead) & (_NOW_FINE | _NOW))
                and _past_clause(morphs, index, position)
            )
            or (
                past_resolved
                and (passing or morphs[index].form in _PASSING_PAINS)
                and _pain_passed_at(morphs, index, position)
            )
        )
        if healed:
            # Of a pain or an injury, the words of its own past clause are its degree then.
            start = _after_the_past(morphs, index, position) if past_resolved else index + 1
            before = {m.form for m in morphs[start:position]}
            return (
                not before & _STILL
                and not _healing_negated(morphs, position)
                and not (past_resolved and _not_over_after(morphs, index, position))
            )
    return False


# Session 22 (the lead's probes, set 5, pains that passed): a passing pain - an ache named as a
# noun (두통, 복통, 생리통, 근육통, 결림) or a verb (아팠, 쑤셨, 결렸) - in a past clause
# (있었는데, 아팠는데, 났었는데), then said fine again, is over: the policy's past minor
# illness that has healed. Besides a now word before a resolved one (지금은 괜찮아요, above), the
# fine state may be one the pain came to (괜찮아졌어요, 멀쩡해졌어요, 싹 풀렸어요, 사라졌어요),
# one after something done since (자고 나니 괜찮아요, 화요일부터 멀쩡해요) or the pain absent now
# (지금은 없어요, 이제 없어요). Only an ache: an injury (삐끗, 다치, 부어) heals by the stricter
# words above. Still there, on and off, back or recurring, doubted, or with a brace or cast still
# named keeps every past-resolved healing held (``_not_over_after``).
_PASSING_PAINS: Final = frozenset(
    {"아프", "아픔", "통증", "두통", "복통", "생리통", "근육통", "요통", "치통", "결리", "결림"}
    | {"쑤시", "쑤심", "뻐근", "뻐근하", "욱신", "욱신거리", "뻑뻑하", "뻑뻑", "배앓이"}
)
# The fine states a pain comes to, or is in after something done since.
_FINE_AGAIN: Final = frozenset({"괜찮", "멀쩡", "개운", "가뿐", "말끔", "정상"})
_WENT: Final = frozenset({"사라지", "없어지", "가라앉", "해소", "풀리"})
_SINCE_ENDINGS: Final = frozenset({"니", "니까", "으니", "으니까", "더니"})
_PAST_TENSE: Final = frozenset({"었", "았", "었었", "았었", "였"})
# The parts a loosening (풀리다) is not a pain's going for: 다리가 풀렸어요 gives way.
_NOT_LOOSENED: Final = frozenset({"힘", "다리", "무릎", "발목", "관절", "긴장", "맥"})


def pain_passed(morphs: Sequence[Morph], index: int) -> bool:
    """The pain named at ``index`` (a pain noun the caller has read itself, 두통 written whole)
    in a past clause and said over since (``두통 있었는데 자고 나니 괜찮아요``) - the same
    reading as the cue's own, with the same guards."""
    return _healed_after(morphs, index, past_resolved=True, passing=True)


def _pain_passed_at(morphs: Sequence[Morph], index: int, position: int) -> bool:
    """The word at ``position`` says the passing pain at ``index`` is over: a fine state it came
    to or is in since, or its absence now - after a past clause of the pain."""
    start = _after_the_past(morphs, index, position)
    if start == index + 1:
        return False  # no past clause of the pain before it
    morph = morphs[position]
    following = morphs[position + 1 : position + 4]
    # The words of the clause after the past one: its joining ending (있었는데, 쑤셨는데) left out.
    join = start
    while join < position and (
        morphs[join].tag in ("EC", "ETM")
        or (morphs[join].form == "데" and morphs[join].tag == "NNB")
    ):
        join += 1
    between = [m for m in morphs[join:position] if not _is_particle(m)]
    if morph.form in _FINE_AGAIN:
        forms = [m.form for m in following]
        # 괜찮아졌어요, 멀쩡해졌어요: -어/아 지다 after the state (하 of 멀쩡하 between).
        if forms[:1] == ["하"]:
            forms = forms[1:]
        if forms[:2] in (["어", "지"], ["아", "지"]):
            return True
        # 자고 나니 괜찮아요, 화장실 다녀오니까 멀쩡해요, 화요일부터 괜찮아요: fine since.
        back = position - 1
        while back >= start and (morphs[back].tag == "MAG" or morphs[back].form in ("도", "는")):
            back -= 1
        return back >= start and (
            (morphs[back].tag == "EC" and morphs[back].form in _SINCE_ENDINGS)
            or (morphs[back].form == "부터" and morphs[back].tag.startswith("J"))
            or _done_since(morphs, start, back)
        )
    if morph.form in _WENT and morph.tag.startswith(("V", "N")):
        # 싹 풀렸어요, 사라졌어요: gone, in the past tense (a loosening only of an ache's own part).
        went = any(m.tag == "EP" and m.form in _PAST_TENSE for m in following[:3])
        if morph.form == "풀리":
            return went and not any(m.form in _NOT_LOOSENED for m in between)
        return went
    if morph.form == "없" and morph.tag == "VA":
        # 지금은 없어요, 이제 없어요: the pain absent now, nothing but a now word and adverbs
        # (다, 전혀, 싹) between - 지금은 보호대가 없어요 says nothing of the pain.
        return bool({m.form for m in between} & (_NOW | {"이제", "이젠"})) and all(
            m.tag == "MAG" or m.form in _NOW for m in between
        )
    return False


# Round 102 (fresh106-0017, "예전엔 ... 목이 아팠는데 베개 바꾸고 나서는 멀쩡해요"): something done
# since, said with -고 나서 (베개 바꾸고 나서는, 자세 고치고 나서) or as a time after it (매트리스
# 바꾼 뒤로, 스트레칭 시작한 후로는, 병원 다녀온 이후로) - the same "fine since" as 자고 나니.
# Only straight before the fine state (adverbs, 는 and 도 aside), so 나서도 아파요 and a pain
# said still there keep their holds (``_STILL``, ``_not_over_after``).
_AFTER_NOUNS: Final = frozenset({"뒤", "후", "이후", "다음"})


def _done_since(morphs: Sequence[Morph], start: int, back: int) -> bool:
    morph = morphs[back]
    if morph.tag == "EC" and morph.form in ("어서", "아서", "서") and back - 2 >= start:
        return (
            morphs[back - 1].form == "나"
            and morphs[back - 1].tag in ("VX", "VV")
            and morphs[back - 2].form == "고"
            and morphs[back - 2].tag == "EC"
        )
    return (
        morph.form == "로"
        and morph.tag == "JKB"
        and back - 2 >= start
        and morphs[back - 1].form in _AFTER_NOUNS
        and morphs[back - 1].tag.startswith("NN")
        and morphs[back - 2].tag == "ETM"
    )


def _after_the_past(morphs: Sequence[Morph], index: int, position: int) -> int:
    """Where the words after the term's past clause begin (just past its last past tense before
    ``position``); ``index + 1`` when there is none. 좀 in ``두통이 좀 있었는데`` is the pain's
    degree then, not a pain still there."""
    start = index + 1
    for between in range(index + 1, position):
        morph = morphs[between]
        if (morph.tag == "EP" and morph.form in _PAST_TENSE) or (
            morph.tag == "ETM" and morph.form == "던"
        ):
            start = between + 1
    return start


# After a past-resolved healing, the pain or injury is not over when the text goes on to say it is
# still there or left (아직, 여전히, 계속, 남아), comes and goes (괜찮았다가), recurs (자꾸, 자주,
# 가끔, 요즘 또), came back (다시 / 또 + 아프, 생기, 도지 ...), when the all-clear is doubted
# (모르겠어요) or when a brace, a cast or a splint is named after the pain (still worn).
_STILL_THERE: Final = frozenset(
    {"아직", "아직도", "여전히", "계속", "자꾸", "자주", "가끔", "종종", "재발", "도지", "반복"}
)
_DOUBTED: Final = frozenset({"모르", "글쎄", "애매", "긴가민가"})
_BACK_AGAIN: Final = frozenset({"또", "다시", "또다시"})
_RETURN_VERBS: Final = frozenset(
    {"아프", "생기", "도지", "올라오", "쑤시", "결리", "심해지", "재발", "욱신거리"}
)
# 또 와요, 다시 났어요: came again - only right after the word (다시 운동 나왔어요 is training).
_RETURN_NEXT: Final = frozenset({"오", "나"})
_SUPPORTS: Final = frozenset({"보호대", "깁스", "기브스", "부목", "테이핑", "붕대", "보조기"})


def _not_over_after(morphs: Sequence[Morph], index: int, position: int) -> bool:
    rest = morphs[position + 1 :]
    for offset, morph in enumerate(rest):
        if morph.form in _STILL_THERE | _DOUBTED:
            return True
        if morph.form == "남" and morph.tag == "VV":
            return True  # 아직 좀 남아 있어요: left over
        if morph.form == "다가" and morph.tag == "EC":
            return True  # 괜찮았다가 아팠다가: on and off
        if morph.form in _BACK_AGAIN and (
            any(m.form in _RETURN_VERBS for m in rest[offset + 1 : offset + 4])
            or any(m.form in _RETURN_NEXT and m.tag == "VV" for m in rest[offset + 1 : offset + 2])
        ):
            return True  # 다시 결려요, 또 아파요: back again (다시 시작, training again, is not)
    return any(m.form in _SUPPORTS for m in morphs[index + 1 :])


# Round 42: the past clause of an illness or an injury then called a thing of the past - "옛날
# 얘기예요", "지난 얘기", "다 지난 일이에요" (an old story, a thing gone by) - is over, as "이제
# 멀쩡해요" says it (only where a passing illness or an injury may heal: a named disease stays).
_STORY: Final = frozenset({"얘기", "이야기", "일"})
_GONE_BY: Final = frozenset({"옛날", "예전", "지난", "지나"})


def _a_thing_of_the_past(morphs: Sequence[Morph], index: int, position: int) -> bool:
    morph = morphs[position]
    if morph.form not in _STORY or not morph.tag.startswith("NN"):
        return False
    lead = [m for m in morphs[max(index + 1, position - 3) : position] if m.tag != "ETM"]
    return (
        bool(lead)
        and lead[-1].form in _GONE_BY
        and _past_clause(morphs, index, position)
        and not any(m.form in ("아니", "않") for m in morphs[position + 1 : position + 4])
        and not any(m.form in ("또", "다시", "재발") for m in morphs[position + 1 :])
    )


def _healing_negated(morphs: Sequence[Morph], position: int) -> bool:
    """Round 31: the healing word itself denied - ``완전히 회복 안 됐어요``, ``회복이 안 돼요``,
    ``회복 못 했어요``, ``다 낫지 않았어요``: the injury is not over (fail closed)."""
    following = [m for m in morphs[position + 1 : position + 5] if not _is_particle(m)]
    forms = [m.form for m in following]
    if forms[:1] in (["안"], ["못"]) and forms[1:2] and forms[1] in ("되", "돼", "하"):
        return True
    if forms[:1] in (["되"], ["하"]) and following[0].tag == "XSV":
        forms = forms[1:]  # 회복되지 않았어요: the suffix, then the negation
    return forms[:2] in (["지", "않"], ["지", "못하"])


# "불편했던 어깨 현재 통증 없고": a symptom noun said absent now, after a past-tense term.
_SYMPTOM_NOUNS: Final = frozenset({"통증", "증상", "불편", "불편감", "아픔", "불편함"})


def _symptom_now_absent(morphs: Sequence[Morph], index: int, position: int) -> bool:
    morph = morphs[position]
    if morph.form != "없" or morph.tag != "VA":
        return False
    lead = [m for m in morphs[max(index + 1, position - 4) : position] if not _is_particle(m)]
    forms = [m.form for m in lead]
    return (
        bool(forms)
        and forms[-1] in _SYMPTOM_NOUNS
        and bool(set(forms) & _NOW)
        and _past_clause(morphs, max(0, index - 3), position)
    )


def _past_clause(morphs: Sequence[Morph], index: int, until: int) -> bool:
    """A past tense (``었``, ``았``, ``었었``, ``던``) between the term and the resolved word:
    ``허리 삐끗했었는데 지금은 멀쩡해요`` (then, now) - not ``무릎 아픈데 지금은 괜찮``."""
    return any(
        (m.tag == "EP" and m.form in ("었", "았", "었었", "았었", "였"))
        or (m.tag == "ETM" and m.form == "던")
        # "과거 손목 삠 이력 있으나 현재 통증 없음": a history noun dates it as well.
        or (m.tag.startswith("N") and m.form in _PAST_NOUNS)
        for m in morphs[index:until]
    )


_PAST_NOUNS: Final = frozenset({"과거", "이력", "병력", "예전", "옛날", "작년", "재작년"})


def other_person_noun(morph: Morph) -> bool:
    """A noun naming another person: ``친구``, with an honorific (``장모님``) or a kin prefix
    (``여동생``, ``친언니``, ``외삼촌``) as Kiwi writes them in one token."""
    if not morph.tag.startswith("N"):
        return False
    forms = {morph.form, morph.form.removesuffix("님")} if len(morph.form) > 2 else {morph.form}
    return any(
        form in lexicon.KOREAN_OTHERS
        or any(
            form.startswith(prefix) and form[len(prefix) :] in lexicon.KOREAN_OTHERS
            for prefix in lexicon.KOREAN_KIN_PREFIXES
        )
        for form in forms
    )


# "다른 회원님이", "옆 분이": a member, a person, a guest qualified as someone else.
_OTHER_QUALIFIERS: Final = frozenset({"다른", "딴", "옆"})
# Round 95 (fresh102-0145, "교무실 자리 옆 쌤이 매일 술냄새…"): a teacher (쌤, 선생님, 교사,
# 강사) qualified so too - 옆 쌤, 다른 선생님, and the teacher of the class next door (옆반 쌤,
# 다른 반 선생님) - is a colleague in a staff room, not the customer's own coach. A bare 쌤 (the
# customer's trainer, "PT쌤이 제 무릎 보더니") is not read so.
_PEOPLE: Final = frozenset(
    {"회원", "회원님", "분", "사람", "고객", "손님", "멤버", "수강생", "학생"}
    | {"쌤", "선생", "선생님", "교사", "강사"}
)
_TEACHERS: Final = frozenset({"쌤", "선생", "선생님", "교사", "강사"})
_ENGLISH_PEOPLE: Final = frozenset(
    {"client", "member", "trainee", "guy", "girl", "person", "lady", "man", "woman", "student"}
)


def split_kin(morphs: Sequence[Morph], position: int) -> bool:
    """Round 59 (round 58's left probe ``이모 종양 다 사라졌대요``): a kin word Kiwi splits in two
    before a noun (``이모 종양`` as 이/MM + 모/MM, ``장모 종양`` as 장/NNP + 모/MM): the two
    morphs, touching, spell a word for another person."""
    if position + 1 >= len(morphs) or other_person_noun(morphs[position]):
        return False
    first, second = morphs[position], morphs[position + 1]
    if first.end != second.start or second.tag != "MM":
        return False
    return (first.form + second.form) in lexicon.KOREAN_OTHERS


# Round 80 (fresh86-0133, "둘째가 천식이라 흡입기 늘 챙겨다녀요"): a child named by birth order
# as the subject (첫째가, 둘째가, 셋째가) - not a list's "첫째는 ..., 둘째는 ..." nor 둘째 주 / 둘째
# 날 (the second week, day); 막내 (the youngest) with a subject or topic particle too.
_BIRTH_ORDER: Final = frozenset({"첫째", "둘째", "셋째", "넷째"})
_YOUNGEST: Final = frozenset({"막내", "막둥이"})


def _child_by_birth_order(morph: Morph, following: Morph | None) -> bool:
    if following is None or not morph.tag.startswith("N") or following.start != morph.end:
        return False
    if morph.form in _BIRTH_ORDER:
        return following.tag == "JKS"
    return morph.form in _YOUNGEST and (
        following.tag == "JKS" or (following.tag == "JX" and following.form in ("는", "은", "도"))
    )


# The lead's probe gaps, set 14, family L: another person named by a role, an occupation or a
# group (lexicon.KOREAN_ROLE_OTHERS: 학생이, 승객 한 분이, 손님 중에 한 분이, 신입 사원이) is the
# subject of what follows - only as the subject: the noun, then an honorific or a suffix (님,
# 분, 들, 생), "one of them" (중에, 한 분, 한 명, 몇 분), and the subject particle. Without the
# particle the noun is no person of its own ("학생 때 다친 허리", "택시 기사인데", "교사라서").
_ROLE_SUFFIXES: Final = frozenset({"님", "분", "들", "생"})
_ONE_OF_THEM: Final = frozenset({"한", "두", "세", "몇", "1", "2", "3"})
# Only the subject particle: a role as a topic is often a class of people, not one of them
# ("학생은 할인이라 등록했는데 무릎이 아파요" is the customer's knee).
_SUBJECT_PARTICLES: Final = frozenset({"이", "가", "께서"})
# 선생님 alone is the customer's own teacher, coach or doctor, often telling the customer's own
# condition ("선생님이 디스크래요"); a teacher named by the school or the workplace (동료 선생님,
# 옆 반 선생님, 교감 선생님, 담임 선생님) is a colleague of the customer's.
_SCHOOL_QUALIFIERS: Final = frozenset(
    {"동료", "교감", "교장", "담임", "반", "옆반", "부장", "교무", "학년", "체육", "음악", "미술"}
    | {"영어", "수학", "국어", "과학", "기간제", "원어민", "학원", "유치원", "어린이집"}
)
# A teacher of the customer's own training (트레이너 선생님, 필라테스 선생님) may be telling the
# customer's condition ("트레이너 선생님이 거북목이래요"): theirs only with the honorific -시- on
# what they have (어깨 다치셨대요) - see korean_other_person.
_TRAINING_QUALIFIERS: Final = frozenset(
    {"트레이너", "헬스장", "헬스", "피티", "pt", "요가", "필라테스", "수영", "코치", "관장"}
)


def _qualified_teacher(morphs: Sequence[Morph], position: int, qualifiers: frozenset[str]) -> bool:
    """선생 + 님 at ``position`` after one of ``qualifiers`` (동료 선생님, 옆 반 선생님)."""
    if morphs[position].form != "선생" or position == 0:
        return False
    honorific = morphs[position + 1] if position + 1 < len(morphs) else None
    return (
        honorific is not None
        and honorific.form == "님"
        and morphs[position - 1].form.casefold() in qualifiers
    )


def _role_word(morphs: Sequence[Morph], position: int) -> bool:
    morph = morphs[position]
    if not morph.tag.startswith("NN"):
        return False
    following = morphs[position + 1] if position + 1 < len(morphs) else None
    joined = (
        morph.form + following.form
        if following is not None and following.tag == "XSN" and following.start == morph.end
        else morph.form
    )  # 수강 + 생, 손 + 님: one word to a reader, two to Kiwi
    return (
        morph.form in lexicon.KOREAN_ROLE_OTHERS
        or joined in lexicon.KOREAN_ROLE_OTHERS
        or _qualified_teacher(morphs, position, _SCHOOL_QUALIFIERS)
    )


def _subject_after_role(morphs: Sequence[Morph], position: int) -> bool:
    """After the person word at ``position``: its suffixes, "one of them", then the subject."""
    at = position + 1
    while (
        at < len(morphs)
        and morphs[at].tag in ("XSN", "NNB")
        and morphs[at].form in _ROLE_SUFFIXES
        and morphs[at].start == morphs[at - 1].end
    ):
        at += 1  # 학부모님, 승객분, 수강생들: one word with the noun
    if at < len(morphs) and morphs[at].form == "중" and morphs[at].tag == "NNB":
        at += 1  # 손님 중에 한 분이
        if at < len(morphs) and morphs[at].form == "에" and morphs[at].tag == "JKB":
            at += 1
    if (
        at + 1 < len(morphs)
        and morphs[at].form in _ONE_OF_THEM
        and morphs[at].tag in ("MM", "NR", "SN")
        and morphs[at + 1].form in ("분", "명")
    ):
        at += 2  # 승객 한 분이, 수강생 한 명이
    if at >= len(morphs):
        return False
    particle = morphs[at]
    return (particle.tag == "JKS" and particle.form in _SUBJECT_PARTICLES) or _misread_subject(
        morphs, particle
    )


def role_as_subject(morphs: Sequence[Morph], position: int) -> bool:
    """A role, an occupation or a group noun at ``position`` as the subject (family L)."""
    return _role_word(morphs, position) and _subject_after_role(morphs, position)


def _training_teacher_honoured(morphs: Sequence[Morph], position: int, index: int) -> bool:
    """트레이너 선생님이 ... 다치셨대요: the training teacher as the subject, and the honorific
    -시- on the term's predicate (after the term, before its clause ends)."""
    if not (
        _qualified_teacher(morphs, position, _TRAINING_QUALIFIERS)
        and _subject_after_role(morphs, position)
    ):
        return False
    for morph in morphs[index + 1 : index + 6]:
        if morph.tag == "EP" and morph.form in ("시", "으시"):
            return True
        if morph.tag in ("EC", "EF", "ETM"):
            return False
    return False


# Round 96 (fresh103-0075, "버스 회사 동기가 이번에 심근경색으로 쓰러졌대요"): a peer who
# joined the same company, unit or school at the same time - 동기 after the place they share
# (회사 동기, 입사 동기, 군대 동기, 훈련소 동기, 대학 동기) or with the plural (동기들) - is
# another person. Bare 동기 stays unread (round 65: it is also "motive", 운동 동기가 없어요), and
# 동기부여 never is one.
_COHORTS: Final = frozenset(
    {"회사", "입사", "직장", "군대", "부대", "입대", "훈련소", "자대", "학교", "대학", "대학교"}
    | {"고등학교", "중학교", "초등학교", "학과", "연수원", "신병", "동창"}
)


def _cohort_peer(morphs: Sequence[Morph], position: int) -> bool:
    """``동기`` as a peer: after a shared place (``회사 동기``) or as ``동기들``."""
    morph = morphs[position]
    if morph.form != "동기" or not morph.tag.startswith("NN"):
        return False
    following = morphs[position + 1] if position + 1 < len(morphs) else None
    if following is not None and following.form in ("부여", "유발", "화"):
        return False
    previous = morphs[position - 1] if position else None
    plural = (
        following is not None
        and following.tag == "XSN"
        and following.form == "들"
        and following.start == morph.end
    )
    return plural or (
        previous is not None and previous.tag.startswith("NN") and previous.form in _COHORTS
    )


def other_person_at(morphs: Sequence[Morph], position: int) -> bool:
    """``other_person_noun``, or another person named with a qualifier (``다른 회원님``) or in
    Latin letters with a Korean particle (``friend가``, ``my sister는``)."""
    morph = morphs[position]
    if other_person_noun(morph) or role_as_subject(morphs, position):
        return True
    if morph.tag == "SL":
        # Only with a Korean particle after it: an English sentence is read in English.
        # Round 32: or a Korean noun after it, as "엄마 당뇨" is read ("mom 당뇨 때문에",
        # "wife분 수술하셔서", "friend 디스크 수술"): code-mixed, the English word is the Korean
        # noun's owner; whose the term is then follows the Korean reading (its distance, a
        # first person in between).
        word = morph.form.casefold()
        following = morphs[position + 1] if position + 1 < len(morphs) else None
        return (
            following is not None
            and following.tag.startswith(("J", "XSN", "NN", "XPN"))
            and (word in lexicon.ENGLISH_OTHERS or word.removesuffix("s") in lexicon.ENGLISH_OTHERS)
        )
    following = morphs[position + 1] if position + 1 < len(morphs) else None
    if morph.form == "룸" and following is not None and following.form.startswith("메"):
        return True  # Kiwi reads "룸메가" (the roommate, subject) as 룸 + 메가
    if _cohort_peer(morphs, position):
        return True
    if _child_by_birth_order(morph, following):
        return True
    previous = morphs[position - 1] if position else None
    if (
        morph.tag.startswith("N")
        and morph.form in _TEACHERS
        and position > 1
        and morphs[position - 1].form == "반"
        and morphs[position - 2].form in _OTHER_QUALIFIERS
    ):
        return True  # "옆반 쌤이", "다른 반 선생님이": the class next door's teacher (round 95)
    return (
        morph.tag.startswith("N")
        and morph.form in _PEOPLE
        and previous is not None
        and previous.form in _OTHER_QUALIFIERS
    )


def _noun_phrase(morphs: Sequence[Morph], start: int, end: int) -> bool:
    """Only nouns between ``start`` and ``end``: ``장모님 허리 수술 간병`` is one phrase."""
    # Round 56: a count of them between ("부모님 두 분 다 고혈압") keeps it one phrase.
    return all(
        m.tag.startswith(("N", "XSN", "XPN", "SL"))
        or (m.tag in ("MM", "NR") and m.form in _COUNTS)
        or (m.tag == "MAG" and m.form in ("다", "모두"))
        for m in morphs[start + 1 : end]
    )


_COUNTS: Final = frozenset({"두", "세", "네", "둘", "셋", "넷", "2", "3", "4"})


def _one_of_them(morphs: Sequence[Morph], morph: Morph) -> bool:
    """Family L (set 14): "one of them" between a person and the particle - 한 (분), 몇 (명),
    중에 ("손님 중에 한 분이", "친구 한 명이")."""
    return (morph.tag in ("MM", "NR", "SN") and morph.form in _ONE_OF_THEM) or (
        (morph.form == "중" and morph.tag == "NNB")
        or (
            morph.form == "에"
            and morph.tag == "JKB"
            and (at := morphs.index(morph)) > 0
            and morphs[at - 1].form == "중"
        )
    )


# Round 73 (fresh75-0008, "할아버지가 지난 추석에 쓰러지셔서"): 지난 (지나 + ᆫ, "last") before a
# time word is a date, not the end of the other person's clause as "친구가 준 약을" is.
_TIMES_LAST: Final = frozenset(
    {
        "주",
        "주말",
        "달",
        "해",
        "번",
        "밤",
        "봄",
        "여름",
        "가을",
        "겨울",
        "추석",
        "설",
        "설날",
        "명절",
        "연휴",
        "시즌",
        "학기",
        "휴가",
        "방학",
        "대회",
        "시합",
        "경기",
        "월",
        "월요일",
        "화요일",
        "수요일",
        "목요일",
        "금요일",
        "토요일",
        "일요일",
        "생신",
        "생일",
    }
)


def _modifies_the_speaker(morphs: Sequence[Morph], index: int) -> bool:
    """Round 73: the term in a clause modifying the speaker ("언니가 쓰러진 나를 업고 왔어요",
    "형이 다친 저를 데려다 줬어요") is the customer's, whoever is named before it."""
    rest = [m for m in morphs[index + 1 : index + 4] if m.tag not in ("EP", "XSV", "XSA")]
    return (
        len(rest) > 1
        and rest[0].tag == "ETM"
        and rest[1].form in lexicon.KOREAN_SELF
        and rest[1].tag == "NP"
    )


def _last_time(morphs: Sequence[Morph], position: int) -> bool:
    """The ᆫ at ``position`` is 지난 ("last") before a time word: 지난 주에, 지난 추석에."""
    return (
        0 < position < len(morphs) - 1
        and morphs[position].form == "ᆫ"
        and morphs[position - 1].form == "지나"
        and morphs[position - 1].tag == "VV"
        and morphs[position + 1].form in _TIMES_LAST
        and morphs[position + 1].tag in ("NNG", "NNB")
    )


# Round 83 (fresh89-0007 "부장님이 통풍 있으셔서", fresh89-0063 "와이프분이 갑상선 질환 있어서"):
# Kiwi reads the subject particle 이 after an honorific person word as a determiner (님 + 이/MM)
# or a copula (분 + 이/VCP). Touching the word before it and ending its word (a space or the
# text's end after it), it is the subject particle: the other person is the subject.
def _misread_subject(morphs: Sequence[Morph], following: Morph) -> bool:
    if following.form != "이" or following.tag not in ("MM", "VCP"):
        return False
    at = morphs.index(following)
    if at == 0 or morphs[at - 1].end != following.start:
        return False
    if morphs[at - 1].form not in ("님", "분"):
        return False
    return at + 1 >= len(morphs) or morphs[at + 1].start > following.end


def korean_other_person(morphs: Sequence[Morph], index: int) -> bool:
    """Is the term at ``index`` said of another person named before it?"""
    if _both_of_us(morphs, index) or _modifies_the_speaker(morphs, index):
        return False
    other = False
    possessive_at: int | None = None
    body_of: int | None = None
    for position in range(index):
        morph = morphs[position]
        if (
            morph.form in lexicon.KOREAN_SELF
            and not morph.tag.startswith(("V", "E", "J"))
            and not other_person_at(morphs, position)  # "다른 회원님" is not the customer
        ):
            other, possessive_at, body_of = False, None, None
            continue
        split = split_kin(morphs, position)
        if _training_teacher_honoured(morphs, position, index):
            other = True  # family L: "트레이너 선생님이 어깨 다치셨대요"
        elif split or other_person_at(morphs, position):
            # "친구분이", "동료들이": an honorific or plural between the person and the particle;
            # "아들 놈이", "동생 녀석이" (round 19): a familiar word for the same person.
            # Round 56: "부모님 두 분 다 고혈압", "동생들 셋 다": a count of them between.
            rest = [
                m
                for m in morphs[position + 1 + split : index + 1]
                if m.tag != "XSN"
                and not (m.tag == "NNB" and m.form in ("분", "놈", "녀석", "명"))
                and not (m.tag in ("MM", "NR") and m.form in _COUNTS)
                and not _one_of_them(morphs, m)
                and not (m.tag == "MAG" and m.form in ("다", "모두"))
            ]
            following = rest[0] if rest else morphs[index]
            if following.tag in ("JKS", "JX", "JKG") or _misread_subject(morphs, following):
                other = True  # the other person is the subject (or owner) of what follows
            elif following.tag.startswith(("N", "XPN", "SL")):
                possessive_at = position  # "엄마 당뇨", "친구 결혼식": whose thing it is
                if following.form in _BODY_PARTS and following.tag.startswith("NN"):
                    body_of = morphs.index(following)  # "엄마 손가락": her finger (round 60)
        elif morph.tag == "EF" or (
            other
            and (
                (morph.tag == "ETM" and not _last_time(morphs, position))
                or (morph.form in ("주", "받") and morph.tag == "VV")
            )
        ):
            # A sentence ended, or "친구가 준 약을": the other person's clause ended.
            other, possessive_at, body_of = False, None, None
    # "엄마 당뇨 때문에" is the mother's; "친구 결혼식 갔다가 쓰러졌어요" is not the friend's fall.
    return (
        other
        or (
            possessive_at is not None
            and (index - possessive_at <= 3 or _noun_phrase(morphs, possessive_at, index))
        )
        or _relative_clause_of_other(morphs, index)
        or (body_of is not None and _same_clause(morphs, body_of, index))
    )


# Round 60 (round 59's probing gap): another person's body part named with no particle
# ("엄마 손가락 감각이 없대요", "아빠 무릎 연골이 닳았대요") is theirs, and so is what the same
# clause says of it - however many words stand between; a clause ended (고, 다가, 서, a
# sentence end, a relative clause) leaves it: "엄마 손 잡고 걷다가 무릎이 아팠어요" is the
# customer's knee.
_BODY_PARTS: Final = frozenset(
    (
        *lexicon.BODY_WORDS.split(),
        *[
            "손",
            "손끝",
            "발끝",
            "얼굴",
            "입술",
            "귀",
            "눈",
            "코",
            "입",
            "이마",
            "피부",
            "손등",
            "발등",
            "손바닥",
            "팔목",
            "뒷목",
        ],
    )
)


def _same_clause(morphs: Sequence[Morph], start: int, end: int) -> bool:
    return all(m.tag not in ("EC", "EF", "ETM") for m in morphs[start + 1 : end])


def _both_of_us(morphs: Sequence[Morph], index: int) -> bool:
    """``저랑 배우자 둘 다 당뇨``, ``남편이랑 저 둘 다``: the customer named with the other person
    and "both" (둘 다, 모두) right before the term - it is the customer's too (round 9)."""
    before = morphs[max(0, index - 3) : index]
    both = any(
        m.form == "둘" and i + 1 < len(before) and before[i + 1].form == "다"
        for i, m in enumerate(before)
    ) or any(m.form in ("모두", "둘다") for m in before)
    if not both:
        return False
    for morph in reversed(morphs[:index]):
        if morph.tag == "EF":
            return False
        if morph.form in lexicon.KOREAN_SELF and morph.tag == "NP":
            return True
    return False


def _relative_clause_of_other(morphs: Sequence[Morph], index: int) -> bool:
    """``우울증 걸린 친구``, ``무릎 다친 동생``: the term in a clause describing another person."""
    # "어깨 통증 때문에 고생하던 친구": a cause (때문에) and a verb may stand in between.
    for position in range(index + 1, min(len(morphs), index + 7)):
        morph = morphs[position]
        if morph.tag in ("EF", "EC"):
            return False
        if morph.tag == "ETM":
            following = morphs[position + 1] if position + 1 < len(morphs) else None
            return following is not None and other_person_at(morphs, position + 1)
    return False


_WORD = re.compile(r"[a-z0-9]+")


_KOREAN_ABSENCE_AFTER: Final = re.compile(
    r"^ ?(?:은|는|이|가|도)? ?(?:전혀 |하나도 )?(?:호소 ?)?(?:없|x\b|0\b|zero|제로|안 ?느껴)|"
    # An English term denied in Korean: "juice cleanse 아니고 그냥 orange juice" (round 13).
    r"^ ?(?:은|는|이|가|도)? ?(?:절대 |전혀 )?"
    r"(?:아니고|아니라|아님|아니에요|아니예요|아닙니다|아냐)"
)
_HEALED_LATER: Final = re.compile(
    r"\b(?:healed|recovered|totally fine|zero issues|no issues|all good now|"
    # Round 31: rehab finished, a cramp or strain resolved, nothing left of it, long gone.
    r"(?:fully |completely )?rehabb?(?:ed|ilitated)|resolved|no residual \w+|long gone|all gone|"
    r"back to (?:normal|full)|fine for ages|been fine|100 ?%|discharged|"
    r"fully (?:healed|recovered|better))\b|완전 ?회복|완치|(?:다|완전히?|싹) ?나았|"
    r"(?:다|완전히?|싹) ?나음|다 ?나아서|"
    r"다 ?회복|회복(?:됐|되었|했|완료)|"
    # Round 12: "hasn't bothered me in years"; "현재 문제 없음" after an old sprain; "now I'm
    # 100%" at the end (the % keeps the \b above from matching there).
    r"\bnow (?:i'?m |i am |im |i m )?(?:fine|100\b ?%?|all good|good as new)|"
    # Round 31: "이제 100% 돌아왔어요", "100% recovered": the % ends no word for \b.
    r"100 ?%? ?(?:back|recovered|healed|fine|돌아|회복|괜찮|멀쩡|정상)|"
    r"\b(?:has ?n'? ?t|has not|have ?n'? ?t|have not|never) (?:really )?(?:bothered|troubled) "
    r"(?:me|him|her|them)\b|"
    r"(?:현재|지금은?|이제는?) ?(?:아무 ?)?(?:문제|이상|통증|증상)(?:은|는|이|가|도)? ?"
    r"(?:전혀 )?없|"
    # Round 31: "현재 무증상" (no symptom now) after an old sprain.
    r"(?:현재|지금은?|이제는?) ?무증상"
)
# Session 22 (the lead's probes, set 5): a pain fine again since - "back was aching on monday,
# fine since tuesday", "feeling fine now" - as 자고 나니 괜찮아요 is in Korean. Only of a pain
# (``passing``): a drug taken or a fast kept and then "feeling fine" is no less taken.
_PASSED_LATER: Final = re.compile(
    r"\bfine (?:ever )?since\b|\b(?:feeling|feel|felt|i'?m|im|i am) (?:totally |perfectly )?"
    r"(?:fine|ok|okay) (?:now|again)\b"
)
# An injury dated to childhood ("broke my arm when I was 9", "as a kid"): long over, unless
# the same words say it still troubles (round 12).
_LONG_AGO: Final = re.compile(
    r"^[^.]{0,24}\b(?:when i was (?:\d{1,2}|a kid|a child|little|young|a teen\w*|in school)|"
    r"as a (?:kid|child|teen\w*|boy|girl)|in (?:high school|primary school|childhood)|"
    # "old wrist fracture from childhood" (round 13)
    r"from (?:my |her |his )?(?:childhood|high school|primary school))\b"
)
# Round 22: cleared to train after it ("doctor cleared the client for full training after last
# month's flu", "signed off following the cold"): a minor illness or an injury, over - unless
# the same words say it still troubles.
_CLEARED_AFTER_IT: Final = re.compile(
    r"\b(?:cleared|signed (?:him |her |them |me )?off|all clear|green light|okayed)\b"
    r"(?: \w+){0,8} (?:after|following|post)(?: \w+){0,4} ?$"
)
_STILL_TROUBLES: Final = re.compile(
    r"\b(?:still|again|aches?|hurts?|sore|flares?|painful|pain)\b|아직|여전히|다시|아프|아파"
)


# "pain none", "pain - none at all", "pain: nil": the term answered with nothing (round 11);
# "none of the stretches help" is about something else.
# Round 12: after a label ("Pain note: none."), and a score of nought ("pain level 0/10").
_FREE_RIGHT_AFTER: Final = re.compile(r"^[ \-–]?free\b")
_NONE_AFTER: Final = re.compile(
    r"^ ?(?:(?:note|notes|level|score|rating|check)s? ?)?[:=\-–]? ?"
    r"(?:(?:none|nil)\b(?! of\b)|"
    r"0 ?(?:/|out of|of)? ?10(?![0-9])(?!.*\b[1-9] ?(?:/|out of|of)? ?10\b))"
)


# A relief that did not last: the symptom came back after it went away.
_RETURNED: Final = re.compile(
    r"\b(?:came|comes|coming|come) (?:right )?back\b|\breturn(?:ed|s|ing)?\b|\bback again\b|"
    r"\bstarted (?:up )?again\b|\bagain (?:on|after|when|later|tonight|this)\b|"
    r"다시 ?(?:아프|아파|시작|생기|생겼|올라|찾아|도지|도졌|왔)|"
    r"또 ?(?:아프|아파|시작|생겼|도졌)|재발"
)


_EXCEPTED: Final = frozenset(["but", "except", "besides"])
# Session 22: a healing said after the term that the words after it take back - still there,
# on and off, doubted, or a brace, cast or splint still named (``_not_over_after`` in Korean).
_NOT_OVER_LATER: Final = re.compile(
    r"\b(?:still|on and off|off and on|comes? and goes?|keeps? (?:coming|flaring)|not sure|"
    r"unsure|brace|cast|splint)\b"
)


def english_negated(
    words_before: str,
    words_after: str,
    *,
    negatable: bool,
    healable: bool = True,
    warning_sign: bool = False,
    passing: bool = False,
) -> bool:
    """``no pain``, ``didn't hurt`` (not ``not sure if it's pain``), ``pain-free``, ``gone``,
    ``pain 없음``, ``old sprain ... totally fine now``; ``passing`` (a pain or an injury):
    ``fine since tuesday``, ``feeling fine now`` too."""
    if not negatable:
        return False
    if _RETURNED.search(words_after):
        return False  # "went away after I sat down but came back": it recurs, it is not over
    if _KOREAN_ABSENCE_AFTER.match(words_after) or (
        healable
        and (
            _said_healed(_HEALED_LATER, words_after)
            or (passing and _said_healed(_PASSED_LATER, words_after))
        )
        and not _NOT_OVER_LATER.search(words_after)
    ):
        return True
    if healable and _LONG_AGO.search(words_after) and not _STILL_TROUBLES.search(words_after):
        return True  # "broke my arm when I was 9": a childhood injury, long over
    if (
        healable
        and _CLEARED_AFTER_IT.search(words_before)
        and not _STILL_TROUBLES.search(words_after)
    ):
        return True  # "doctor cleared her for full training after last month's flu"
    if _NONE_AFTER.match(words_after):
        return True  # "asked about back pain: none at all today"
    if _FREE_RIGHT_AFTER.match(words_after):
        # Round 59 (fresh55-0136, "chest day went great, pain-free bench at 60kg"): the term
        # said free, joined to it, is no term stated - a warning sign too (it never happened).
        return True
    before = _WORD.findall(words_before)[-3:]
    for position, word in enumerate(before):
        if word in lexicon.ENGLISH_NEGATORS:
            between = set(before[position + 1 :])
            # Round 50 (fresh47-tune): "nothing but laxative tea", "no food except diet pills":
            # an exception after the negator says the term is there, it does not deny it.
            if not between & lexicon.ENGLISH_HEDGES and not between & _EXCEPTED:
                return True
    # A warning sign that "went away" (chest pain, fainting) still happened.
    cleared = lexicon.ENGLISH_CLEARED_AFTER.match(words_after.strip())
    return not warning_sign and cleared is not None and not _HEALING_DENIED.search(cleared.group())


# Round 31: a healing denied or only partial - "hasn't healed", "not fully recovered", "is not
# gone", "almost healed", "nowhere near healed" - is an injury still there: the healed word
# clears nothing when one of these stands in the three words before it (fail closed).
_HEALING_DENIED: Final = re.compile(
    r"\b(?:not|never|hasnt|havent|hadnt|isnt|arent|wasnt|werent|didnt|dont|doesnt|wont|cant|"
    r"yet|almost|nearly|mostly|half|halfway|partly|partially|somewhat|kinda|kind of|sort of|"
    r"far from|nowhere near)\b"
)


def _said_healed(pattern: re.Pattern[str], words_after: str) -> bool:
    """A healed word after the term whose three words before are no denial of it."""
    for match in pattern.finditer(words_after):
        lead = " ".join(words_after[: match.start()].split()[-3:])
        if not _HEALING_DENIED.search(lead):
            return True
    return False


def first_other_position(words_before: str) -> int | None:
    """Where the first other person is named in ``words_before`` (a character offset)."""
    for match in _WORD.finditer(words_before):
        word = match.group()
        if word in lexicon.ENGLISH_OTHERS or word.removesuffix("s") in lexicon.ENGLISH_OTHERS:
            return match.start()
    return None


_PLACE_PREPOSITIONS: Final = frozenset({"at", "in", "from"})


_COACHES: Final = frozenset(["coach", "coaches"])
_SPEAKING: Final = frozenset(
    [
        "says",
        "said",
        "thinks",
        "thought",
        "reckons",
        "told",
        "tells",
        "wants",
        "made",
        "asked",
        "noticed",
        "saw",
        "sees",
        "suspects",
        "believes",
        "feels",
        "mentioned",
        "warned",
    ]
)
# Round 74: "head", "assistant", "old" and "former" (once listed here) are read as words that
# say which coach, between the determiner and the coach, so "I'm the head coach" is the customer's.
_COACH_DETERMINERS: Final = frozenset(["my", "our", "the", "his", "her", "their", "a"])
# Round 62 (fresh57-0050, "My manager has diabetes so team lunches are low-sugar now"): the
# people one works, studies, travels or lives beside, named by their role, are other people -
# only with a possessive or "the" before them ("my manager", "our landlord"), not the customer
# naming their own role ("I'm the manager", "as the supervisor"), and not when they speak of
# the customer ("my manager says the back pain is from the chair"), as a coach is read.
_ROLES: Final = frozenset(
    [
        "manager",
        "managers",
        "supervisor",
        "supervisors",
        "teammate",
        "teammates",
        "classmate",
        "classmates",
        "flatmate",
        "housemate",
        "workmate",
        "officemate",
        "seatmate",
        "landlord",
        "landlady",
        # Round 65 (fresh60-0028, "our goalie tore his ACL in the second half, poor guy. im
        # fine"): a player or a member of a game or a group by their role - with my, our, the,
        # his, her or their before it, and not "I'm the goalie".
        "goalie",
        "goalies",
        "goalkeeper",
        "keeper",
        "captain",
        "striker",
        "pitcher",
        "catcher",
        "quarterback",
        "opponent",
        "opponents",
        "referee",
        "leader",
        "spotter",
        # Round 74 (fresh77-0019, "my voice teacher has asthma so she demonstrates less"): the
        # people who teach, direct or play beside the customer in a lesson, a class or a show -
        # read as the other roles are, and with a word for what they teach before them.
        "teacher",
        "teachers",
        "instructor",
        "instructors",
        "tutor",
        "tutors",
        "professor",
        "professors",
        "lecturer",
        "lecturers",
        "mentor",
        "mentors",
        "choreographer",
        "choreographers",
        "conductor",
        "bandmate",
        "bandmates",
        "castmate",
        "castmates",
        # Round 78 (fresh82-0021, "CFO got diagnosed with diabetes, whole team switching to
        # salads"): the officers and heads of the place one works, by their title - read as the
        # other roles are ("our CEO", "the VP of sales", "my director").
        "ceo",
        "ceos",
        "cfo",
        "coo",
        "cto",
        "cio",
        "cmo",
        "vp",
        "vps",
        "svp",
        "evp",
        "director",
        "directors",
        "exec",
        "execs",
        "chairman",
        "chairwoman",
        "president",
        # Round 90 (fresh98-0145, "my GM has celiac so we're all super careful with flour at
        # the pass"): the people of a kitchen, a bar or a dining room by their role - read as
        # the other roles are (with my, our, the ... before it; not "I'm the sous chef").
        "gm",
        "gms",
        "chef",
        "chefs",
        "sous",
        "cook",
        "cooks",
        "server",
        "servers",
        "waiter",
        "waiters",
        "waitress",
        "bartender",
        "bartenders",
        "barista",
        "baristas",
        "busser",
        "bussers",
        "dishwasher",
        "owner",
        "owners",
        # The lead's probe gaps, set 14, family L ("My student fainted in PE today"): the
        # people a teacher teaches and a driver drives - read as the other roles are.
        "student",
        "students",
        "pupil",
        "pupils",
        "passenger",
        "passengers",
    ]
)
# Family L too: the people served at the customer's work (a client, a customer, a patient) are
# the customer in a trainer's note ("my client has knee pain") - another person only as one of
# several ("a client of mine", "one of my patients").
_CLIENTELE: Final = frozenset(
    ["client", "clients", "customer", "customers", "patient", "patients", "student", "students"]
)


def _one_of_mine(words: Sequence[str], position: int) -> bool:
    """``a client of mine``, ``one of my patients``, ``one of our customers``."""
    after = words[position + 1 : position + 3]
    before = words[max(0, position - 3) : position]
    return after in (["of", "mine"], ["of", "ours"]) or before in (
        ["one", "of", "my"],
        ["one", "of", "our"],
    )


# Round 78: the company officers named by their letters (CEO, CFO, VP ...) - one office each, so
# the bare title is a name for that one person: another person with no determiner too, when the
# clause's verb follows it straight ("CFO got diagnosed", "CEO has asthma"). Not the customer's own
# title ("CFO here, got diagnosed", "I'm CFO", "as CEO I have"), which no verb follows straight or
# which a self word or _OWN_ROLE_BEFORE names.
_LETTER_TITLES: Final = frozenset(["ceo", "cfo", "coo", "cto", "cio", "cmo", "vp", "svp", "evp"])
_BARE_TITLE_VERBS: Final = frozenset(
    [
        "got",
        "gets",
        "has",
        "had",
        "is",
        "was",
        "just",
        "finally",
        "apparently",
        "went",
        "goes",
        "fainted",
        "collapsed",
        "broke",
        "tore",
        "hurt",
        "drinks",
        "takes",
        "took",
    ]
)
_ROLE_DETERMINERS: Final = frozenset(["my", "our", "the", "his", "her", "their"])
_OWN_ROLE_BEFORE: Final = frozenset(["im", "m", "am", "was", "as", "be", "being", "now", "new"])
# Round 74: words that end a noun phrase rather than modify the role in it ("a", "and", "with"),
# so no determiner is looked for past them.
_NOT_MODIFIERS: Final = frozenset(
    [
        "a",
        "an",
        "and",
        "or",
        "but",
        "so",
        "with",
        "to",
        "for",
        "from",
        "like",
        "of",
        "at",
        "in",
        "on",
        "is",
        "was",
        "has",
        "had",
        "have",
        "that",
        "who",
        "this",
        "these",
        "those",
    ]
)


def _role_determined(words: Sequence[str], position: int, determiners: frozenset[str]) -> bool:
    """Round 74: the role at ``position`` with one of ``determiners`` before it - straight
    before, or before one or two words that say which ("my voice teacher", "our old dance
    instructor", "the team captain") - and not the customer naming their own role ("I'm the
    dance teacher", "as a vocal coach")."""
    back = position - 1
    gap = 0
    while (
        back >= 0
        and gap < 2
        and words[back] not in determiners
        and words[back].isalpha()
        and words[back] not in _NOT_MODIFIERS
        and words[back] not in lexicon.ENGLISH_SELF
        and words[back] not in lexicon.ENGLISH_OTHERS
        and words[back] not in _SPEAKING
    ):
        back -= 1
        gap += 1
    if back < 0 or words[back] not in determiners:
        return False
    before = words[back - 1] if back else ""
    return before not in _OWN_ROLE_BEFORE


def english_other_person(words_before: str) -> bool:
    """``my friend ...``, ``coworker fainted``: another person named before the term, with
    nobody in the first person between them."""
    words = _WORD.findall(words_before)
    other = False
    for position, word in enumerate(words):
        if word in lexicon.ENGLISH_SELF or (
            word == "my"
            and (position + 1 >= len(words) or words[position + 1] not in lexicon.ENGLISH_OTHERS)
            # "my trainer at my old gym was on gear": a place of mine in a phrase after a
            # preposition is no new subject.
            and not (position and words[position - 1] in _PLACE_PREPOSITIONS)
        ):
            other = False
        elif word in lexicon.ENGLISH_OTHERS or word.removesuffix("s") in lexicon.ENGLISH_OTHERS:
            previous = words[position - 1] if position else ""
            other = previous not in ("with", "to", "for", "from", "and", "like")
        elif word in _COACHES:
            # Round 15: "my coach had rotator cuff surgery" is the coach's; "Coach, chest pain
            # again" speaks to the coach, so only a coach with a determiner is another person.
            # A coach who speaks ("my coach says the knee pain is tendinitis") speaks of the
            # customer.
            # Round 74: "my vocal coach" too, and not "I'm a coach" (the customer's own role).
            following = words[position + 1] if position + 1 < len(words) else ""
            other = _role_determined(words, position, _COACH_DETERMINERS) and (
                following not in _SPEAKING
            )
        elif word in _ROLES:
            # "our crew leader", "the team captain" (round 65): the group's role; round 74: "my
            # voice teacher" - a word or two saying which between the determiner and the role.
            following = words[position + 1] if position + 1 < len(words) else ""
            other = (
                _role_determined(words, position, _ROLE_DETERMINERS)
                # Round 78: "CFO got diagnosed ..." - a letter title with its verb straight after.
                or (
                    word in _LETTER_TITLES
                    and following in _BARE_TITLE_VERBS
                    and (words[position - 1] if position else "") not in _OWN_ROLE_BEFORE
                    and (words[position - 1] if position else "") not in ("a", "an")
                )
            ) and following not in _SPEAKING
        elif word in _CLIENTELE and _one_of_mine(words, position):
            other = True  # family L: "a client of mine fainted", "one of my patients"
        elif (
            word.removesuffix("s") in _ENGLISH_PEOPLE
            and position
            and words[position - 1]
            in (
                "another",
                "other",
            )
        ):
            other = True  # "another client said her knee hurts"
    return other


# --- Round 18: a symptom only supposed, feared, asked about or mistaken -------------------------

# Said of a symptom that returns, the supposition is about a known trouble, and it is held
# ("무릎 또 아프면 런지 뺄게요"; the writer's and fresh13-0026's call).
_RECURRING_WORDS: Final = frozenset({"또", "다시", "재발", "도지", "자꾸", "또다시", "아직"})
# What a symptom noun is said with ("통증 있으면", "가슴 아프면") - not "상처 보일까봐", where
# the wound is there and only its being seen is feared.
_SYMPTOM_VERBS: Final = frozenset(
    {"있", "생기", "오", "나", "아프", "쑤시", "결리", "저리", "붓", "시리", "땡기", "당기", "차"}
)
_ASKING: Final = frozenset({"묻", "물", "물어보", "여쭈", "여쭤보", "확인", "체크", "질문"})
_CONTRAST: Final = frozenset({"는데", "은데", "ᆫ데", "지만", "더니"})


def _predicate_after(morphs: Sequence[Morph], index: int) -> int | None:
    """The predicate the term at ``index`` is said with: itself (``아프``), or the one right
    after a symptom noun (``통증이 있으면``, ``가슴 아프면``), across particles."""
    if morphs[index].tag in ("VA", "VV"):
        return index
    for position in range(index + 1, min(len(morphs), index + 3)):
        morph = morphs[position]
        if morph.tag in ("VA", "VV"):
            return position  # "통증 있으면", "가슴 아프면"
        if not _is_particle(morph):
            return None
    return None


def korean_supposed(morphs: Sequence[Morph], index: int) -> bool:
    """Is the term at ``index`` only supposed, feared, asked about or mistaken - not stated?

    ``아프면 말씀드릴게요``, ``통증 있으면 말씀드릴게요``, ``아플까 봐 걱정돼서``,
    ``아픈지 물어보니``, ``아픈 줄 알았는데 신발이 끼었던 거``. A supposition about a symptom
    that returns (``또 아프면``, ``다시 도지면``) is about a known trouble, and stays held."""
    predicate = _predicate_after(morphs, index)
    if predicate is None or (predicate != index and morphs[predicate].form not in _SYMPTOM_VERBS):
        return False
    start = max(0, index - 4)
    if {m.form for m in morphs[start : predicate + 1]} & _RECURRING_WORDS:
        return False
    rest = [m for m in morphs[predicate + 1 : predicate + 8] if m.tag != "EP"]
    if not rest:
        return False
    ending = rest[0]
    if ending.tag == "EC" and ending.form in ("면", "으면"):
        return True
    if ending.tag == "EC" and ending.form in ("ᆯ까", "을까") and len(rest) > 1:
        return rest[1].form == "보"  # 아플까 봐: feared
    if ending.tag == "EC" and ending.form in ("는지", "ᆫ지", "은지"):
        return any(m.form in _ASKING for m in rest[1:4])
    if ending.tag == "ETM" and len(rest) > 3:
        # 아픈 줄 알았는데 ...: believed, then corrected.
        return (
            rest[1].form == "줄"
            and rest[2].form == "알"
            and any(m.form in _CONTRAST for m in rest[3:5])
        )
    return False


# --- Round 98: a symptom asked about and answered as none ---------------------------------------

# fresh104-0011 ("무릎 통증 물어봤는데 없다고 함"): the term is what was asked about - the term
# alone or with its own question (통증 여부, 아픈 데 있냐고, 무릎 아프냐고, 통증 있는지) straight
# before an asking verb (물어보, 묻, 여쭤보, 확인하, 체크하) and its connective (는데, 니, 더니,
# 어서) - and the very next clause is the answer, none: 없 or 안 + the symptom's verb or 괜찮,
# reported (다고, 대요, 음) or said. An answer that anything is there (있다고, 조금 아프다고), a
# question with no answer after it, or a denial turned by a contrast (없다고 했는데 ..., 없다고
# 하지만) keeps the term held; another symptom said after it is its own cue.
_ASKED_ABOUT: Final = frozenset({"여부", "유무", "데", "곳", "부분", "거", "것"})
_ASKED_VERBS: Final = frozenset({"있", "없", "아프", "쑤시", "결리", "저리", "괜찮", "불편하"})
_QUESTION_ENDINGS: Final = frozenset({"냐고", "느냐고", "으냐고", "는지", "ᆫ지", "은지", "지"})
_ASKED_THEN: Final = frozenset(
    {"는데", "은데", "ᆫ데", "니", "으니", "니까", "으니까", "더니", "어서", "아서", "자", "으니깐"}
)
_NONE_AT_ALL: Final = frozenset({"전혀", "딱히", "별로", "특별히", "하나도", "아무", "다"})
_DENIED_VERBS: Final = frozenset({"아프", "쑤시", "결리", "저리", "불편하"})


def _asking_at(morphs: Sequence[Morph], index: int) -> int | None:
    """The asking verb the term at ``index`` is the object of, across the term's own question
    (``통증 여부``, ``아픈 데 있냐고``, ``아프냐고``, ``통증 있는지``)."""
    for position in range(index + 1, min(len(morphs), index + 7)):
        morph = morphs[position]
        if morph.form in _ASKING and morph.tag in ("VV", "NNG"):
            return position
        if (
            _is_particle(morph)
            or morph.form in _ASKED_ABOUT
            or morph.form in _ASKED_VERBS
            or morph.form in _QUESTION_ENDINGS
            or morph.tag == "ETM"
        ):
            continue
        return None
    return None


def korean_asked_and_denied(morphs: Sequence[Morph], index: int) -> bool:
    """Is the term at ``index`` asked about and answered as none (``무릎 통증 물어봤는데 없다고
    함``, ``아픈 데 있냐고 물어보니 없대요``, ``무릎 아프냐고 물어봐서 안 아프다고 했어요``)?"""
    asking = _asking_at(morphs, index)
    if asking is None:
        return False
    position = asking + 1
    # 물어봤는데 (묻 어 보 었 는데), 확인했는데 (확인 하 었 는데), 물어보니 (물어보 니)
    while position < len(morphs) and (
        morphs[position].tag in ("EP", "XSV", "VX")
        or (morphs[position].tag == "EC" and morphs[position].form in ("어", "아"))
        or (morphs[position].form == "하" and morphs[asking].tag.startswith("N"))
    ):
        position += 1
    if position >= len(morphs) or morphs[position].form not in _ASKED_THEN:
        return False
    position += 1
    while position < len(morphs) and morphs[position].form in _NONE_AT_ALL:
        position += 1
    if position >= len(morphs):
        return False
    answer = morphs[position]
    if answer.form == "안" and position + 1 < len(morphs):
        position += 1
        if morphs[position].form not in _DENIED_VERBS:
            return False
    elif answer.form not in ("없", "괜찮"):
        return False
    rest = [m for m in morphs[position + 1 : position + 7] if m.tag != "EP"]
    if not rest or rest[0].tag not in ("EC", "EF", "ETN"):
        return False
    return not any(m.form in _CONTRAST or m.form in ("지만", "나", "으나") for m in rest)
