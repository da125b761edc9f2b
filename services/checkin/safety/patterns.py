"""The S1-S6 rule table as data: Korean stems and English phrases per rule (ADR 0017).

Korean patterns run over the *compact* view of a text (NFKC, case-folded, whitespace and
punctuation removed), so ``가슴이 너무 아파요``, ``가슴이너무아파요`` and ``가슴이 너무... 아파요``
read alike; verb stems list their conjugated syllables (``아프|아파|아팠|아픈``) so every
ending matches. English patterns run over the *word* view (NFKC, case-folded, apostrophes
dropped, other non-alphanumerics collapsed to one space) with word boundaries.

The rules fail closed: there is no negation handling (``안 아파요`` still reads as pain), since
a needless hold costs Richard a glance and a missed one can cost the customer. Words that
training talk uses in a harmless sense (``가슴 운동``, ``근육 뭉침``, ``감기 기운``) are kept out.
"""

from __future__ import annotations

import re
from typing import Final

from shared.safety import RuleId

_INTENSIFIERS = (
    "(?:너무|많이|좀|조금|심하게|계속|갑자기|꽉|콕콕|막|엄청|자꾸|살짝|또|진짜|정말|되게)*"
)

KOREAN: Final[dict[RuleId, tuple[str, ...]]] = {
    "S1": (
        "가슴(?:이|에|은|쪽|부위|한가운데|통증이)?"
        + _INTENSIFIERS
        + "(?:아프|아파|아팠|아픈|아픕|아플|아퍼|통증|답답"
        + "|조이|조여|조였|쥐어짜|짓누르|짓눌|찌르|찢어질)",
        "흉통",
        "심장(?:이|에)?" + _INTENSIFIERS + "(?:아프|아파|아팠|조이|조여|멎|멈추|멈췄|터질)",
        "심장마비|심근경색",
        "기절|실신|졸도|쓰러지|쓰러졌|쓰러질|쓰러져|쓰러진",
        "(?:의식|정신)(?:을|이)?(?:잃|없어|흐려|희미|놓)",
        "눈앞이(?:캄캄|까매|하얘)|블랙아웃",
        "숨(?:이|을|쉬기가?|쉬는게)?"
        + _INTENSIFIERS
        + "(?:차|찼|찬|찹|찰|가쁘|가빠|가빴|막히|막혀|막혔|안쉬어|안쉬|못쉬|답답|힘들|힘드|어렵)",
        "호흡(?:이|을|하기)?(?:가)?(?:곤란|힘들|힘드|어렵|어려|안돼|안되)",
        "과호흡|호흡곤란",
    ),
    "S2": (
        "아프|아파|아팠|아픈|아픕|아플|아퍼",
        "통증",
        "쑤시|쑤셔|쑤셨|쑤신|결리|결려|결렸|결린|시큰|저리|저려|저렸|저린|찌릿|욱신|뻐근",
        "쥐가(?:나|났)|쥐났",
        "삐었|삐끗|접질|부었|붓기|부종|부상|다쳤|다친|다쳐|인대|염좌",
        "담(?:이|에)?(?:걸|왔)",
    ),
    "S3": (
        "당뇨|고혈압|저혈압|고지혈|콜레스테롤",
        "혈압(?:이|약)?(?:높|낮|올라|떨어)",
        "심장병|심장질환|심부전|부정맥|협심증|뇌졸중|뇌경색|중풍",
        "천식|갑상선|투석|신장(?:병|질환)|간(?:염|경화|질환)|지방간",
        "(?:위|폐|간|유방|대장|갑상선|췌장|전립선|자궁|피부|혈액)암|암(?:진단|환자|수술|치료|투병|판정)|암에걸|종양",
        "질환|질병|지병|진단(?:을|받|서|됐|되|이)|입원|수술",
        "디스크|관절염|류마티스|골다공증|빈혈|통풍|대상포진",
        "우울증|공황|불안장애|조울|장애(?!물)",
        "임신",
        "독감|코로나|폐렴|뇌전증|간질",
    ),
    "S4": (
        "굶",
        "금식|단식|절식",
        "(?:아무것도|하루종일|종일|온종일|하루|이틀|사흘|며칠|밥(?:을|도)?|식사(?:를|도)?|끼니(?:를|도)?)"
        "(?:거의|전혀|하나도)?(?:안먹|못먹|거르|걸렀|걸러)",
        "끼니(?:를)?(?:거르|걸렀|걸러|건너)|식사(?:를)?(?:거르|걸렀|걸러|건너|안했|못했)",
        "거식|폭식|폭토|먹토|씹뱉|씹고뱉|먹고토|토했|토하|토해|구토",
        "설사약|변비약|이뇨제|관장",
        "하루(?:에)?한끼|원푸드",
        "섭식장애|식이장애",
    ),
    "S5": (
        "약(?:을|도|만|은)?(?:좀|또|계속|매일|처방)?(?:먹|복용|드시|삼켰|처방)",
        "복용|투약|투여",
        "진통제|소염제|해열제|항생제|수면제|수면유도제|안정제|항우울제|식욕억제제",
        "다이어트약|살빼는약|지방분해주사|삭센다|위고비|마운자로|오젬픽|펜터민|큐시미아",
        "인슐린|스테로이드|아나볼릭|호르몬(?:제|주사)|마약|대마|약물|처방약",
        "주사(?:를|도)?(?:맞|놓)",
    ),
    "S6": (
        "수분(?:을)?(?:빼|뺄|뺐|컷|조절|제한)|물(?:을|도)?(?:안마시|안마셔|끊|줄이)",
        "탈수|땀복|사우나(?:에서|로)?(?:빼|감량)",
        "극단(?:적|적인)?(?:다이어트|감량|식단|절식)",
        "급(?:하게|격하게|속)?(?:감량|증량)|급(?:하게|격하게)(?:빼|찌우)",
        "단기간(?:에)?(?:감량|빼|찌우|증량)",
        "디톡스",
    ),
}

ENGLISH: Final[dict[RuleId, tuple[str, ...]]] = {
    "S1": (
        r"\bchest (?:pains?|tightness|tight|pressure|hurts?|hurting|aches?|aching)\b",
        r"\bchest (?:is |was |feels )?(?:hurting|hurts|aching|tight|painful)\b",
        r"\b(?:pain|tightness|pressure) in (?:my |the )?chest\b",
        r"\bheart attack\b",
        r"\bfaint(?:ed|ing|s)?\b",
        r"\bpass(?:ed|ing)? out\b|\bblack(?:ed)? ?out\b",
        r"\blost consciousness\b|\bunconscious\b|\bcollaps(?:e|ed|ing)\b",
        r"\bshort(?:ness)? of breath\b|\bbreathless\b|\bout of breath\b",
        r"\b(?:cant|cannot|couldnt|could not|can not) breathe\b",
        r"\b(?:hard|difficult|difficulty|trouble) (?:to )?breath(?:e|ing)\b",
        r"\bdyspn(?:o)?ea\b",
    ),
    "S2": (
        r"\bpain(?:s|ful)?\b",
        r"\bhurt(?:s|ing)?\b",
        r"\bach(?:e|es|ing|y)\b",
        r"\binjur(?:y|ies|ed)\b|\bsprain(?:ed|s)?\b|\bstrain(?:ed)?\b",
        r"\bswollen\b|\bswelling\b|\bcramp(?:s|ed|ing)?\b|\bsore\b",
    ),
    "S3": (
        r"\bdiabet(?:es|ic)\b",
        r"\bhypertension\b|\b(?:high|low) blood pressure\b",
        r"\bheart (?:disease|condition|problems?|failure)\b|\barrhythmia\b",
        r"\basthma\b|\bthyroid\b|\bkidney (?:disease|failure|problems?)\b",
        r"\bcancer\b|\btumou?r\b",
        r"\bdisease\b|\bdisorder\b|\billness\b|\bdiagnos(?:ed|is|ing)\b",
        r"\bsurgery\b|\bhospitali[sz]ed\b|\bin (?:the )?hospital\b",
        r"\bpregnan(?:t|cy)\b",
        r"\bdepression\b|\bpanic attacks?\b|\ban(?:a)?emi(?:a|c)\b|\barthritis\b",
        r"\bstroke\b|\bepilep(?:sy|tic)\b|\bseizures?\b",
        r"\bflu\b|\bcovid\b|\bpneumonia\b",
    ),
    "S4": (
        r"\bstarv(?:e|ed|ing|ation)\b",
        r"\bfast(?:ed|ing) (?:for )?(?:\d+|a|an|one|two|three|several) (?:days?|hours?)\b",
        r"\bwater fast(?:ing)?\b",
        r"\b(?:didnt|did not|havent|have not|hasnt|has not|not) eat(?:en)?\b",
        r"\bskip(?:ped|ping)? (?:all )?(?:my )?meals?\b",
        r"\bbing(?:e|ed|eing|ing)\b|\bpurg(?:e|ed|ing)\b",
        r"\bvomit(?:ed|ing|s)?\b|\bthrew up\b|\bthrow(?:ing)? up\b",
        r"\blaxatives?\b|\bdiuretics?\b",
        r"\banorexi(?:a|c)\b|\bbulimi(?:a|c)\b|\beating disorder\b",
        r"\bone meal a day\b|\bomad\b",
    ),
    "S5": (
        r"\bmedications?\b|\bmedicines?\b|\bmeds\b",
        r"\bpills?\b|\bdrugs?\b",
        r"\bsteroids?\b|\banabolic\b",
        r"\bpainkillers?\b|\bibuprofen\b|\bacetaminophen\b|\btylenol\b|\badvil\b|\baspirin\b",
        r"\bappetite suppressants?\b|\bfat burners?\b",
        r"\bozempic\b|\bwegovy\b|\bsaxenda\b|\bmounjaro\b|\bsemaglutide\b|\btirzepatide\b",
        r"\bphentermine\b|\binsulin\b",
        r"\bprescri(?:bed|ption)\b|\binjections?\b",
    ),
    "S6": (
        r"\bwater cut(?:ting)?\b|\bcutting water\b|\bdehydrat(?:e|ed|ing|ion)\b",
        r"\b(?:sauna|sweat) suits?\b",
        r"\bcrash diet(?:ing|s)?\b|\bextreme (?:diet|dieting|cut|cutting|weight loss)\b",
        r"\brapid weight (?:loss|gain)\b|\bdetox\b",
    ),
}

KOREAN_COMPILED: Final[dict[RuleId, tuple[re.Pattern[str], ...]]] = {
    rule: tuple(re.compile(pattern) for pattern in patterns) for rule, patterns in KOREAN.items()
}
ENGLISH_COMPILED: Final[dict[RuleId, tuple[re.Pattern[str], ...]]] = {
    rule: tuple(re.compile(pattern) for pattern in patterns) for rule, patterns in ENGLISH.items()
}

# --- S6 structured test: a stated change of >= 5 kg within <= 14 days ---------------------

GOAL_MIN_KG: Final = 5.0
GOAL_MAX_DAYS: Final = 14
# Amounts at or above this are body weights ("70kg에서 64kg으로"), not changes; a change
# is then the difference of two such weights in the same sentence.
BODY_WEIGHT_FLOOR_KG: Final = 30.0
POUND_KG: Final = 0.45359237

AMOUNT = re.compile(r"(\d+(?:\.\d+)?) ?(kg|kgs|킬로그램|킬로|키로|lbs|lb|pounds?|파운드)")
PERIODS: Final[tuple[tuple[re.Pattern[str], int], ...]] = (
    (re.compile(r"(\d+) ?(?:일|days?)"), 1),
    (re.compile(r"(\d+) ?(?:주일|주|weeks?)"), 7),
    (re.compile(r"(\d+) ?(?:개월|달|months?)"), 30),
)
NAMED_PERIODS: Final[tuple[tuple[re.Pattern[str], int], ...]] = (
    (re.compile(r"하루|a day|one day"), 1),
    (re.compile(r"이틀"), 2),
    (re.compile(r"사흘"), 3),
    (re.compile(r"일주일|한 ?주|a week|one week"), 7),
    (re.compile(r"열흘"), 10),
    (re.compile(r"이 ?주|두 ?주|two weeks|a fortnight"), 14),
    (re.compile(r"보름"), 15),
    (re.compile(r"한 ?달|a month|one month"), 30),
)
CHANGE_WORDS = re.compile(
    r"빼|뺄|뺐|빠지|빠졌|빠질|빠짐|감량|줄이|줄일|줄였|줄어|찌우|찌울|찌웠|쪘|찔|증량|늘리|늘릴|늘렸|늘었"
    r"|\blos(?:e|ing)\b|\blost\b|\bdrop(?:ped|ping)?\b|\bshed\b|\bcut(?:ting)?\b"
    r"|\bgain(?:ed|ing)?\b|\bput on\b"
)
