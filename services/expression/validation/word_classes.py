"""Closed Korean word classes the structural judgment reads (``judgment.py``).

These are grammatical and semantic *classes* — numerals, time nouns, causal connectives,
evaluative and epistemic adverbs, the speaker's own speech-act predicates — not a list of
allowed or banned sentences. Membership is decided on Kiwi's stems and tags; a class is
closed in Korean (there are only so many month names, day counts or causal connectives),
which is why a finite set can cover it where a deny list of claims cannot.
"""

from __future__ import annotations

from typing import Final


def _words(text: str) -> frozenset[str]:
    return frozenset(text.split())


# --- predicates --------------------------------------------------------------------------

# The speaker's own act toward the reader: saying, presenting, organising, greeting,
# thanking, cheering, asking. A clause whose predicate is one of these (or carries the
# humble benefactive 드리 — "짚어 드리면") is the speaker's speech act, not a claim.
SPEECH_PREDICATES: Final = _words(
    "말하 말씀하 말씀드리 드리 전하 훑 훑어보 알리 안내하 정리하 요약하 간추리 추리 덧붙이 보태 "
    "풀 짚 되짚 꼽 설명하 소개하 이야기하 언급하 부탁하 요청하 인사하 감사하 고맙 "
    "반갑 안녕하 응원하 돌아보 이르 잇 나누 고르 추려내 여쭈 여쭙 마무리하 마치 맺 "
    "묶 강조하 짚어보"
)
# Decision verbs that also form speech idioms: "줄여 말하면", "바꿔 말하면" ("in a word",
# "in other words") — only when chained straight into a speech predicate.
SPEECH_IDIOM_VERBS: Final = _words("줄이 바꾸")
# Reception of this very message by the reader: the one honorific predicate about the
# reader that states nothing ("읽어 주셔서 감사합니다").
RECEPTION_PREDICATES: Final = _words("읽 듣 들")
# Greeting formulas carry -시- but predicate nothing ("안녕하세요", "안녕하십니까").
GREETING_PREDICATES: Final = _words("안녕하")
# Deictic "as follows" predicates that point at the placeholder ("내용은 이렇습니다").
DEICTIC_PREDICATES: Final = _words("이렇 이러")
# Frequency adverbs are a claim about habits — except on the speaker's own act
# ("늘 응원합니다" is how the speaker speaks, not what the customer does).
FREQUENCY_ADVERBS: Final = _words("늘 항상 언제나 언제든")
# Nouns a copula may end on in the speaker's voice ("이상입니다", "응원하는 마음입니다").
SPEAKER_NOUNS: Final = _words(
    "이상 마음 인사 부탁 말씀 요청 안내 당부 말 이야기 요점 핵심 내용 차례 순서"
)

# --- nouns -------------------------------------------------------------------------------

# Nouns that name the message's own material; a numeral counting these counts nothing
# about the world ("한 가지 더", "첫 항목부터", "한마디로").
DISCOURSE_NOUNS: Final = _words(
    "가지 마디 한마디 항목 말씀 말 부분 내용 점 대목 요점 핵심 순서 문장 줄 "
    "이야기 해석 안내 인사 부탁 요청 설명 정리 머리 첫머리 것"
)
# Time: months (native and Sino-Korean), day counts, times of day, seasons, holidays,
# relative days and calendar units. Matched as stem prefixes of nouns, so compounds
# (보름날, 장마철, 지난달, 하룻밤) are covered.
TIME_NOUN_PREFIXES: Final = _words(
    "일월 이월 삼월 사월 오월 유월 칠월 팔월 구월 시월 십일월 십이월 정월 동짓달 섣달 "
    "동지 하루 하룻 이틀 사흘 나흘 닷새 엿새 이레 여드레 아흐레 열흘 열하루 열이틀 "
    "보름 스무날 그믐 초하루 말일 초순 중순 하순 새벽 아침 점심 오전 오후 저녁 "
    "간밤 자정 정오 한낮 한밤 퇴근 출근 밤새 여름 가을 겨울 환절기 장마 휴가 연휴 "
    "연말 연초 설날 추석 명절 대보름 방학 오늘 내일 어제 모레 그제 그저께 글피 "
    "요즘 요새 요즈음 최근 근래 지난주 지난달 지난해 올해 작년 내년 금년 재작년 "
    "주말 주중 평일 주초 주말 한동안 그동안 당분간 일주일 주일 개월 시간 기간 동안 "
    "나중 앞날 이튿날 이번주 다음주 다음달 매일 매주 매달 날짜 날마다 하루하루 "
    "한주 한달 한해 요일 월요일 화요일 수요일 목요일 금요일 토요일 일요일 아까 "
    "이따 방금 지금껏 이제껏 여태 봄 밤 낮 반년 반나절 한나절 나절 철마다 계절 해질녘 "
    "식전 식후 취침 기상 끼니 때 생일 생신 기념일"
)
# One-syllable calendar units are ambiguous as prefixes (해 → 해석, 주 → 주의); exact only.
TIME_NOUNS_EXACT: Final = _words("해 달 주 년 월 일 시 분 초 날 설 철 적 전 후 앞 녘")
# 이번/다음/지난 are sequencing on their own ("다음으로", "이번 내용") and time before a
# time noun ("다음 주", "이번 겨울", "지난 사흘").
RELATIVE_TIME_DETERMINERS: Final = _words("이번 다음 지난 올 이 그 저 요 지지난 오는")
# The one deictic time word the seed itself uses in a benign slot (`오늘은 차분히,
# [[P:01]].`): on the daily surface "today" is the surface's own day, not a new date.
SURFACE_OWN_PERIOD: Final[dict[str, str]] = {"daily": "오늘"}

# Heads that turn a modifying clause into a cause, a consequence or a time anchor
# ("주무신 덕분에", "지켜본 끝에", "모인 만큼", "지난 뒤").
CAUSAL_OR_TIME_HEADS: Final = _words(
    "덕분 덕 탓 때문 만큼 끝 뒤 후 다음 이후 이전 전 동안 사이 무렵 김 바람 결과 "
    "이래 이후로 즈음 참 길 통 터 대로 만"
)
# Heads after a future/irrealis modifier that make a conjecture or prediction
# ("좋아질 거예요", "피곤하셨을 텐데", "그럴 수 있습니다", "늦을 줄").
CONJECTURE_HEADS: Final = _words("거 것 터 수 리 줄 지 모양 듯 듯싶 법 뻔")
# Nouns that state a cause, result, reason or payoff by themselves.
CAUSAL_NOUNS: Final = _words(
    "덕분 덕택 탓 때문 원인 이유 까닭 결과 효과 보람 영향 성과 여파 계기 소식 희소식 낭보"
)
# Nouns that report someone else's view or an appearance as the basis of what follows
# ("의견과 마찬가지로", "겉보기와 달리"); and the only nouns "~대로" may follow without
# making the text "according to" something ("순서대로" orders, "말씀대로" reports).
EVIDENTIAL_NOUNS: Final = _words("마찬가지 의견 예상 예측 기대 겉보기 소견 짐작 추측 전망")
ORDER_NOUNS: Final = _words("순서 차례")

# --- adverbs and connectives ------------------------------------------------------------

# Connectives that link two statements as cause, consequence, condition or contrast.
# ("그럼" alone, before the first placeholder, only opens the message.)
CAUSAL_CONNECTIVES: Final = _words(
    "그래서 그러니 그러니까 따라서 그러므로 그러니만큼 그러면 그렇다면 그러자 결국 "
    "왜냐하면 하지만 그러나 그렇지만 그런데 반면 반면에 오히려 그래도 그럼에도 "
    "어쨌든 다만 그렇기에 그랬더니 그러다 고로 달리 게다가 더구나 더욱이"
)
# Sentence adverbs that evaluate an outcome, mark relief or certainty, or predict:
# these say something about the world, not about how it is presented.
EVALUATIVE_OR_EPISTEMIC_ADVERBS: Final = _words(
    "다행히 다행스럽게 역시 과연 분명 분명히 확실히 틀림없이 당연히 물론 아마 아마도 "
    "아무래도 어쩌면 혹시 설마 의외로 무사히 잘 꾸준히 열심히 충분히 성실히 착실히 "
    "무난히 훌륭히 순조롭게 빠짐없이 꼬박 꼬박꼬박 차곡차곡 한결 부쩍 훌쩍 점점 점차 "
    "차츰 차차 훨씬 더욱 더더욱 덜 많이 꽤 제법 상당히 확연히 뚜렷이 눈에띄게 드디어 "
    "마침내 비로소 겨우 고작 벌써 이미 아직 아직도 곧 조만간 머지않아 어느새 여전히 "
    "계속 줄곧 내내 늘 항상 언제나 자주 가끔 종종 매번 번번이 또다시 다시금 결국 "
    "반드시 꼭 무조건 절대 결코 전혀 실제로 사실 사실상 정작 도리어 오히려 마침 "
    "어느덧 이대로 그대로 여태 이제껏 지금껏 앞으로 장차 언젠가 머잖아 얼른 빨리 "
    "일찍 늦게 새로 다시없이 한창 이따가 아까 방금 금방 요즘 요새 최근 나날이 "
    "날로 갈수록 자꾸 더이상 어김없이 변함없이 한결같이 뜻밖에 뜻밖 의외 보아하니 "
    "듣자니 알고보니 아니나다를까"
)
# Adjectives of the speaker's affect that evaluate what is reported ("기쁜 마음으로 전해
# 드려요" says the news is good); greeting gladness (반갑) is a speech act instead.
EVALUATIVE_ADJECTIVES: Final = _words(
    "기쁘 다행 다행스럽 즐겁 아쉽 안타깝 속상하 뿌듯하 섭섭하 걱정스럽 슬프 놀랍 대견하 "
    "흐뭇하 기특하 자랑스럽 감격스럽 든든하 유감스럽 애석하 확실하 분명하 틀림없 뻔하"
)

# Words that count or measure (Sino-Korean and native numerals are mostly tagged NR/MM).
NUMERAL_DETERMINERS: Final = _words(
    "한 두 세 네 석 넉 서 너 다섯 여섯 일곱 여덟 아홉 열 스무 서른 마흔 쉰 몇 여러 "
    "첫 수십 수백 반 두어 서너 너덧 대여섯 예닐곱 일여덟 여남은 몇몇 두세 서넛"
)
# A numeral used as a manner adverb counts nothing ("하나하나", "하나씩").
MANNER_NUMERALS: Final = _words("하나하나 하나씩 한마디 하나로 하나같이")
