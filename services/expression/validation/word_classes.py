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
    "개괄하 개관하 약술하 "
    "풀 짚 되짚 꼽 설명하 소개하 이야기하 언급하 부탁하 요청하 인사하 감사하 고맙 "
    "반갑 안녕하 응원하 돌아보 이르 잇 나누 고르 추려내 여쭈 여쭙 마무리하 마치 맺 "
    "묶 강조하 짚어보 "
    # the loanword for a short spoken report ("간단히 브리핑하면", round 30)
    "브리핑하 "
    # adding a gloss to what was just said ("부연하자면", round 36), beside 덧붙이 and 보태
    "부연하 "
    # writing and laying out the message: the speaker's act on the page, not on the world
    "적 쓰 옮기 옮겨 적 옮겨적 받아적 정돈하 갈무리하 펼치 꺼내 담 늘어놓 나열하 열거하 "
    "거두절미하 각설하 실례하 "
    "기술하 서술하 기재하 풀이하 표현하 제시하 밝히 아뢰 고하 답하 답변하 보고하 "
    # closing or handing over the message ("이만 줄입니다", "안내를 갈음합니다")
    "끝맺 갈음하 물러가 물러나 바라 "
    # greeting formulas of well-being ("평안하신지요", "평안하시길 바랍니다")
    "평안하 강녕하 무고하 평강하 "
    # humble verbs of coming to the reader ("또 찾아뵐게요", "다시 인사 여쭙겠습니다")
    "뵙 뵈 찾아뵙 찾아뵈"
)
# Humble verbs of offering: the speaker's act when they follow a verb in ``-어``
# ("정리해 올리겠습니다", like the auxiliary 드리) or take a speech noun as object
# ("말씀 올리면", "마음 보냅니다"). Elsewhere they are ordinary (and deny-listed) verbs.
OFFERING_VERBS: Final = _words("올리 보내 바치 건네 띄우 전하 드리")
# What the speaker may offer the reader: speech, greetings, feelings, reports.
SPEECH_OBJECT_NOUNS: Final = _words(
    "말씀 말 인사 안부 마음 응원 감사 고마움 부탁 당부 박수 격려 안내 보고 답 답장 "
    "답변 글 편지 소식 설명 정리 요약 한마디 축하 위로 인사말 문안 "
    # round 114: the loanwords naming the speaker's own telling, 안내/말씀 in loanword dress
    # ("가이드를 드리면", "안내 멘트를 드리면")
    "가이드 멘트 브리핑"
)
# What may be *sent* to the reader without a delivery claim: only the speaker's feelings
# and greetings ("응원의 마음 보냅니다"), never content ("안내를 보내 드립니다").
AFFECT_OBJECT_NOUNS: Final = _words("마음 응원 박수 격려 감사 고마움 인사 안부 위로 축하 문안")
# Round 35. The speaker's cheer for the reader ("늘 응원합니다", "응원의 마음으로"): a closer on the
# customer's surfaces; on an operator card, beside the judgment it asks him to make, it backs
# that decision.
CHEER_NOUNS: Final = _words("응원 격려 성원 지지")
# Round 36. The interjections that only manage the talk - acknowledging (네, 예), calling
# attention (자), hesitating (음, 저, 에), recalling (참, "아 참") or presenting (짜잔) - the
# closed class an interjection may come from (Kiwi's IC). Any other interjection is the
# speaker's reaction ("와, [[P:01]].", "아이고, [[P:01]].") - an evaluation of what is issued.
DISCOURSE_INTERJECTIONS: Final = _words("네 예 자 음 저 에 참 짜잔")
# Who a message may be addressed to on each surface: the customer on daily and weekly,
# the operator on the adaptive cards. A speech act toward anyone else ("고객님께 전달드립니다"
# on an operator card) claims a delivery.
READERS: Final[dict[str, frozenset[str]]] = {
    "daily": _words("고객 회원 분"),
    "weekly": _words("고객 회원 분"),
    "adaptive": _words("운영자 담당자 코치 검토자 관리자 트레이너 선생 분"),
}
PERSON_NOUNS: Final = _words(
    "고객 회원 손님 운영자 담당자 코치 트레이너 검토자 관리자 운영팀 팀 상담사 선생 "
    "본인 가족 보호자 의사 영양사 분"
)
# Round 57. Another person's words named as what the slot passes on ("트레이너 피드백을
# 정리하면", "코치님 말씀을 옮기면", "쌤 피드백으로"): a person noun (``PERSON_NOUNS`` or the
# colloquial 쌤 for a trainer), with or without 님 and 의, straight before one of these nouns
# says the issued sentence is what that person said - a source, as "-대요" is (round 17).
# The speaker's own ("제 피드백", "말씀드리면") is not a person noun's.
OTHERS_WORD_NOUNS: Final = _words(
    "피드백 코멘트 멘트 말씀 말 이야기 얘기 조언 지적 평 한마디 당부 전언 언급 소감"
)
WORD_GIVERS: Final = PERSON_NOUNS | _words("쌤")
# Round 85: what a person wrote down ("트레이너 메모를 요약하면", x76-149), as round 57's
# OTHERS_WORD_NOUNS - but not as the form the speaker's own telling takes ("코치 노트
# 형식으로", x48-111: a kind of layout, NOTE_FORM_NOUNS straight after it).
WRITTEN_NOTE_NOUNS: Final = _words("메모 노트 쪽지 필기")
NOTE_FORM_NOUNS: Final = _words("형식 식 스타일 양식 형태 포맷 투")
# Nouns of conveying this very message; before a humble 드리 in the present they are the
# speaker's act ("이렇게 전달드려요"), in the past a report of a delivery (fails).
COMMUNICATION_NOUNS: Final = _words("전달 공유 보고 통보 회신 답신 답변 안내 설명")
# Opening and closing the message: speech acts with no object, or one that names the
# message ("해석을 맺겠습니다", "이만 줄입니다", "시작하며"); with another object they are
# ordinary verbs ("섭취를 줄입니다").
FRAME_PREDICATES: Final = _words("시작하 마치 맺 끝맺 마무리하 갈음하 줄이 끝내 물러가 물러나 닫")
# Nouns that frame the message's start or end with 짓/삼/하 ("매듭을 지으며", "마무리
# 삼아", "맺음 삼아").
FRAME_NOUNS: Final = _words("매듭 마무리 맺음 끝 끝맺음 시작 첫머리 서두 말머리 마침표 갈무리")
FRAME_LIGHT_VERBS: Final = _words("짓 삼")
FRAME_ADVERBS: Final = _words("이만 이쯤 그만 이것으로 여기서")
# Greeting and thanking adjectives are speech acts ("반갑습니다", "고마운 마음으로") but
# evaluate what they modify when it is not the speaker's feeling ("반가운 소식").
AFFECT_SPEECH_PREDICATES: Final = _words("반갑 고맙 감사하")
AFFECT_HEADS: Final = _words("마음 인사 인사말 말씀 목소리 마음가짐 뜻")
# Verbs of moving along the message: following, adding, going on to the next part.
# In ``-어(서)`` or as a modifier they order the placeholders ("뒤이어", "이와 더불어",
# "본론으로 들어가서"); 따르 only with an order noun as object ("순서를 따라").
ORDERING_VERBS: Final = _words(
    "더불 곁들이 잇 뒤잇 잇따르 뒤따르 이어지 이어가 들어가 넘어가 나아가 돌아가 "
    "덧붙 아우르 합치 모으 엮 따르 "
    # relating the next part to the one before ("이와 관련해"): ordering, not a cause
    "관련하"
)
# The reader's own reading of this message: as ``-시-`` modifier or ``-기`` with an ease
# adjective it addresses the reader ("검토하시는 분께", "보시기 편하게", "알기 쉽게").
READER_ACTS: Final = _words(
    "보 읽 살피 살펴보 훑어보 검토하 확인하 알 이해하 알아보 알아듣 따라가 찾아보 듣 "
    # referring to the message while reading it ("참고하시도록", "참조하시기 편하게")
    "참고하 참조하"
)
# Requests addressed to the reader ("검토 부탁드립니다"): with a reading act as object
# they ask the reader to read this message.
REQUEST_PREDICATES: Final = _words("부탁드리 요청드리 부탁하 요청하 당부드리")
# Verbs that edit the message when their object is the message's own material ("설명을
# 늘리지 않고", "말을 줄이면"); with any other object they adjust the plan (deny-listed).
MESSAGE_EDIT_VERBS: Final = _words(
    "늘리 줄이 바꾸 고치 다듬 더하 빼 보태 올리 내리 "
    # putting a part of the message first (round 26: "요점을 앞세워 드립니다")
    "앞세우"
)
# Pace words (round 28): how fast something is done. Before the speaker's own speech act
# they set its manner ("일사천리로 말씀드리면"); anywhere else they hurry the issued action
# or say how fast the facts went ("일사천리로 [[A:01]].", "신속하게 [[A:01]].").
PACE_WORDS: Final = _words(
    "일사천리 속전속결 신속 신속히 재빨리 속히 조속히 급히 황급히 성급히 부랴부랴 후다닥 "
    "단숨 단숨에 한달음 한달음에 쏜살같이 지체"
)
# Nouns of altering a text; "가감 없이" says the text is passed on unaltered.
ALTERATION_NOUNS: Final = _words("가감 첨삭 과장 가공 각색 윤색 덧칠 수식 꾸밈 에누리 군더더기")
EASE_ADJECTIVES: Final = _words("쉽 편하 수월하 간편하 편리하 어렵 용이하")
# The speaker's wish about the reader's reading of this message ("수월하게 살펴보시길 바라며",
# "이 안내가 편안하게 읽히기를 바랍니다"): the wish verbs, the reading acts a wish may name
# (the passive 읽히 among them), and the ease words that must say how the reading goes.
WISH_STEMS: Final = _words("바라 빌 기원하")
WISHED_READING_ACTS: Final = _words("보 읽 읽히 살피 살펴보 훑어보 검토하 확인하 이해하 알아보")
WISHED_READING_EASE: Final = _words("쉽 편하 수월하 간편하 편리하 용이하 편안하 가볍")
# Roots of clarity ("분명하게 적으면", "명확하게 말씀드리면"): how plainly the speaker puts
# it, as 또렷하게, only in -게 straight into the speaker's present speech act. 확실 (certainty)
# is not among them: "확실하게 말씀드리면" vouches for what follows.
CLARITY_ROOTS: Final = _words("분명 명확")
# "보기 좋게", "읽기 좋게": a quality word only as the ease of the reader's reading, in
# -게, straight into the speaker's present speech act ("보기 좋게 정리해 드리면").
READING_EASE_QUALITY: Final = _words("좋")
# Adjectives of how a message is put - its length, plainness, pace and tone ("짧고 편안하게
# 적어 드릴게요"): the only ones that may be coordinated in -고 before a manner word in -게.
# A state of a body or a mood ("배부르고", "피곤하고", "무겁고") is not among them.
PRESENTING_MANNER_ADJECTIVES: Final = _words(
    "짧 짤막하 간단하 간략하 간결하 단순하 쉽 명료하 또렷하 차분하 부드럽 담백하 "
    "찬찬하 조용하 정중하 상냥하 친절하 다정하 자세하 상세하 느리 빠르"
)
# Round 50: -히 adverbs of how the message's parts are laid out ("이렇게 나란히 정리해
# 드렸어요", "가지런히"), beside the presenting manner before a closing past telling.
LAYOUT_MANNER_ADVERBS: Final = _words("나란히 가지런히")
# Nouns that mark where this message ends, before a closing speech act in the past ("[[P:01]].
# 여기까지 안내드렸습니다", "이상으로 말씀드렸습니다"): the telling just finished is this one.
CLOSING_EXTENT_NOUNS: Final = _words("여기 이상 이것 이쯤")
CLOSING_EXTENT_PARTICLES: Final = _words("까지 으로 로")
# Parts of this message a closing may name as what was just told ("이상으로 해석을
# 말씀드렸습니다" - round 44): the weekly slots' own parts and plain message words.
CLOSING_PART_NOUNS: Final = _words("해석 근거 안내 내용 설명 요점 이야기")
# The tellings such a closing may name a part with (말씀드리/안내드리 as 드리 with its noun):
# never an edit verb ("이상으로 해석을 바꿔 드렸습니다" changes something).
CLOSING_TELLING: Final = _words("말하 전하 안내하 설명하 정리하 요약하")
# Opening formulas that are grammatically a negated copula ("다름이 아니라").
OPENING_FORMULA_NOUNS: Final = _words("다름")
# Decision verbs that also form speech idioms: "줄여 말하면", "바꿔 말하면" ("in a word",
# "in other words") — only when chained straight into a speech predicate.
SPEECH_IDIOM_VERBS: Final = _words("줄이 바꾸")
# Reception of this very message by the reader: the one honorific predicate about the
# reader that states nothing ("읽어 주셔서 감사합니다").
RECEPTION_PREDICATES: Final = _words("읽 듣 들 보 살피 살펴보 훑어보 눈여겨보 봐주 참고하 참조하")
# Opening one's mouth to speak ("운을 떼자면", "말문을 열면", "서두를 열며"): these verbs
# with one of these objects are the speaker's act of beginning to talk, not an event.
SPEECH_OPENING_VERBS: Final = _words("떼 열 트 꺼내")
SPEECH_OPENING_OBJECTS: Final = _words("운 말문 입 서두 말머리 첫머리 앞머리 이야기 말 화두 물꼬")
# Verbs of passing on after a speech act ("짚고 넘어가면", "정리하고 지나가자면"): with a
# speech act chained just before them they move along the message.
PASSING_VERBS: Final = _words("넘어가 지나가 건너가 가")
# The speaker's polite softeners before their own speech act ("실례지만", "죄송하지만",
# "괜찮으시다면"): they qualify how the speaker speaks, and state nothing about the world
# as long as a speech act follows them; on their own ("죄송하지만 [[P:01]]") they colour
# the issued sentence as bad news, and stay a claim.
SOFTENER_PREDICATES: Final = _words(
    "죄송하 송구하 송구스럽 외람되 미안하 황송하 조심스럽 "
    # the reader's leave: the one place -시- is allowed ("괜찮으시다면", "양해해 주신다면")
    "괜찮 양해하"
)
LEAVE_PREDICATES: Final = _words("괜찮 양해하")
# The adverb spelling of the speaker's softener 조심스럽게 ("조심스레 짚어 드리면", round 57):
# only straight before the speaker's present speech act; alone or before another verb
# ("조심스레 운동하시면") it keeps its risk class.
SOFTENER_ADVERBS: Final = _words("조심스레")
# The reader's understanding the speaker takes care of in -ᆯ까 봐 before their own speech act
# ("혹시 헷갈리실까 봐 순서대로 적어 보면", "궁금하실까 봐 덧붙여 둘게요", round 49): only
# confusion and curiosity about what is read - never a state, a feeling or an effort of the
# customer's ("힘드실까 봐", "지치실까 봐", "걱정하실까 봐" stay claims).
READER_CARE_PREDICATES: Final = _words("헷갈리 헛갈리 궁금하")
# "실례가 안 된다면", "폐가 되지 않는다면": the same softener as a negated 되 with an
# imposition noun as its subject.
IMPOSITION_NOUNS: Final = _words("실례 폐 누 결례 방해")
SOFTENER_COPULA_NOUNS: Final = _words("실례 실례되")
SOFTENER_ENDINGS: Final = _words("지만 는데 ᆫ데 은데 다면 ᆫ다면 는다면 으면 면 거든")
# Greeting formulas carry -시- but predicate nothing ("안녕하세요", "안녕하십니까").
GREETING_PREDICATES: Final = _words("안녕하 평안하 편안하 강녕하 평강하 무고하")
# Deictic "as follows" predicates that point at the placeholder ("내용은 이렇습니다").
DEICTIC_PREDICATES: Final = _words("이렇 이러")
# Pronouns a copula may point with ("첫 대목은 이것입니다", "해석은 여기까지입니다").
DEICTIC_NOUNS: Final = _words("이것 이거 요것 여기 이곳 다음 아래 이상 이쯤")
# Frequency adverbs are a claim about habits — except on the speaker's own act
# ("늘 응원합니다" is how the speaker speaks, not what the customer does).
FREQUENCY_ADVERBS: Final = _words("늘 항상 언제나 언제든")
# Round 121: adverbs of constancy - unchanging, as ever. Like the frequency adverbs they say
# how the speaker feels toward the reader when the speaker's cheer, thanks or greeting follows
# ("한결같이 응원할게요", "변함없이 고맙습니다"); anywhere else they say nothing changed.
CONSTANCY_ADVERBS: Final = _words("한결같이 변함없이")
# Nouns a copula may end on in the speaker's voice ("이상입니다", "응원하는 마음입니다").
SPEAKER_NOUNS: Final = _words(
    "이상 마음 인사 부탁 말씀 요청 안내 당부 말 이야기 요점 핵심 내용 차례 순서"
)
# Speech acts with these adverbs describe how the speaker speaks ("잘 부탁드립니다",
# "있는 그대로 전해 올리겠습니다"); elsewhere they claim (quality, continuity).
SPEECH_MANNER_ADVERBS: Final = _words("잘 그대로 이대로 다시 다시금 거듭 재차 한번 새삼")

# Verbs of looking through the message; after an adverb of order or steps ("하나하나 보면",
# "차례로 살펴보면") they walk through its parts rather than report a finding.
WALKING_VERBS: Final = _words("보 살펴보 훑어보 짚어보 되짚어보 들여다보")
# Adverbs of order and steps (not of depth: "자세히", "깊이" announce a finding).
STEP_ADVERBS: Final = _words("하나하나 하나씩 차근차근 차례차례 차례로 순서대로 찬찬히 한걸음씩")
# Round 92: adverbs of pace; they walk through the message only after a lead-in of order or
# steps ("차례대로 천천히 보면"), never alone ("천천히 보면" may announce a finding).
PACE_ADVERBS: Final = _words("천천히")
# Sameness adjectives: modifying a final copula's complement ("똑같은 말씀이에요") they
# compare the message with something earlier.
SAMENESS_ADJECTIVES: Final = _words("같 똑같 동일하 비슷하 마찬가지 유사하 매한가지 다름없")
# Reading predicates of the message's legibility ("잘 보이도록", "눈에 잘 띄게"): with
# 잘 in a manner ending they say how the message is laid out, not how something went.
LEGIBILITY_PREDICATES: Final = _words("보이 읽히 들어오 띄 와닿 들리 이해되 알아보")
# "한눈에", "한자리에", "한곳에": "one" in an idiom of gathering or glancing, counting nothing.
ONE_PLACE_NOUNS: Final = _words("눈 자리 곳 데 군데")
# Verbs of trimming: with the message's own material as object or topic ("어려운 말은 덜어
# 내고") they edit the message on the way to the speaker's speech act.
MESSAGE_TRIM_VERBS: Final = _words("덜 빼 줄이 걷어내 덜어내 솎아내 다듬 추리")
# Verbs of falling into disorder: negated in a purpose ending with the message's own
# material as subject ("순서가 흐트러지지 않도록") they say how the message is laid out.
DISORDER_VERBS: Final = _words("흐트러지 엉키 뒤섞이 섞이 꼬이 헝클어지 어긋나 뒤엉키")
# "한 걸음 물러서 정리해 드리면": one step back, the vantage of the speech act that follows.
STEP_NOUNS: Final = _words("걸음 발 발짝")
STEP_BACK_VERBS: Final = _words("물러서 물러나 비켜서 떨어지")
# "한 흐름으로 이어서 말씀드리면", "한 호흡으로 정리해 드리면": one flow, one breath - the
# manner of the speaker's telling, nothing counted (round 34).
ONE_FLOW_NOUNS: Final = _words("흐름 호흡 줄기")
# Verbs of joining the telling up on the way to the speech act ("한 흐름으로 이어지도록").
FLOW_JOINING_VERBS: Final = _words("잇 이어지 엮")
# Deny-listed nouns that name the message's own part ("결론만 먼저 말씀드리면": the
# bottom line first); waived only as the topic or object of the speaker's present speech act.
MESSAGE_PART_DENY_NOUNS: Final = _words("결론")

# Verbs of lapsing — skipping, missing, forgetting, giving up, tiring, breaking a rule.
# Negated ("거르지 않고", "포기하지 않고", "잊지 않고") they say the customer kept at it:
# an adherence claim, unless they lead straight into the speaker's speech act
# ("빠뜨리지 않고 말씀드리면" is how the speaker speaks).
LAPSE_VERBS: Final = _words(
    "거르 빠지 빼먹 빠뜨리 빼놓 잊 잊어버리 까먹 놓치 포기하 그만두 게을리하 소홀하 "
    "한눈팔 지치 굴하 꺾이 무너지 흐트러지 어기 건너뛰 미루 쉬 멈추 중단하 주저앉 "
    "느슨해지 나태해지 방심하 어긋나 벗어나"
)

# Verbs of placing the message's own part first or in front ("요점을 앞세우면", "핵심을
# 내세우면"); with any other object they set priorities (advice).
ARRANGING_VERBS: Final = _words("앞세우 내세우 놓 배치하")
# Verbs of where a part of the message goes next ("다음 내용은 차례대로
# 이어집니다"): with the message's part as topic they describe its layout.
LAYOUT_VERBS: Final = _words("이어지 따라오 뒤따르 나오 나열되")

# --- nouns -------------------------------------------------------------------------------

# Nouns that name the message's own material; a numeral counting these counts nothing
# about the world ("한 가지 더", "첫 항목부터", "한마디로").
DISCOURSE_NOUNS: Final = _words(
    "가지 마디 한마디 항목 말씀 말 부분 내용 점 대목 요점 핵심 순서 문장 줄 "
    "이야기 해석 안내 인사 부탁 요청 설명 정리 머리 첫머리 것 "
    "사유 사항 갈래 꼭지 조목 단락 문단 대목 앞머리 끝머리 본론 서두 줄기 목록 글 "
    "말머리 골자 요지 개요"
)
# The report a surface gives for its own period ("오늘 현황", "이번 주 현황"): what is shown,
# not a state of the customer's; only after the surface's own period word.
REPORT_NOUNS: Final = _words("현황")
# Each slot's own heading on the rendered surface ("이번 주 해석", "판단 근거", "현재
# 판단", "검토 필요", "검토 안내"): naming it names locked content already shown, so these
# words are not read as evidential or approval claims on that slot.
SLOT_OWN_TERMS: Final[dict[str, frozenset[str]]] = {
    "weekly.interpretation": _words("해석"),
    "weekly.rationale": _words("판단 근거"),
    "adaptive.dual.judgment": _words("판단"),
    "adaptive.dual.review": _words("검토 필요"),
    "adaptive.physique.review_instruction": _words("검토 안내"),
}
# Slots whose issued sentence is itself a reason ("판단 근거", "검토 필요" lines): the
# speaker may name what they present ("이유를 짧게 말씀드리면").
REASON_SLOTS: Final = ("weekly.rationale", "adaptive.dual.review")
# Round 129: the topic of the telling itself ("화제를 바꾸어 이어서 말씀드리면"), and the nouns of
# its way that a present telling or composing verb may name ("정리하는 방식만 바꾸어",
# "말씀드리는 순서를 바꾸어"): changed, they change how this message is told.
TELLING_TOPIC_NOUNS: Final = _words("화제 화두")
TELLING_WAY_NOUNS: Final = _words("방식 방법 형식 틀 흐름 순서 차례 말투 어조")
# Speech acts of composing this very message: in the past they say the message is ready
# ("정리해 봤어요", "간추려 보았습니다"), not that something was delivered earlier.
COMPOSING_PREDICATES: Final = _words(
    "정리하 요약하 간추리 추리 추려내 묶 적 옮기 담 갈무리하 정돈하 "
    # the Sino-Korean verbs of outlining (round 26: "개괄해 드리면", "개관하면")
    "개괄하 개관하 약술하"
)
# Time: months (native and Sino-Korean), day counts, times of day, seasons, holidays,
# relative days and calendar units. Matched as stem prefixes of nouns, so compounds
# (보름날, 장마철, 지난달, 하룻밤) are covered.
_TIME_WORDS: Final = _words(
    "일월 이월 삼월 사월 오월 유월 칠월 팔월 구월 시월 십일월 십이월 정월 동짓달 섣달 "
    "동지 하루 하룻 이틀 사흘 나흘 닷새 엿새 이레 여드레 아흐레 열흘 열하루 열이틀 "
    "보름 스무날 그믐 초하루 말일 초순 중순 하순 새벽 아침 점심 오전 오후 저녁 "
    "간밤 자정 정오 한낮 한밤 퇴근 출근 밤새 여름 가을 겨울 환절기 장마 휴가 연휴 "
    "연말 연초 설날 추석 명절 대보름 방학 오늘 내일 어제 모레 그제 그저께 글피 "
    "요즘 요새 요즈음 최근 근래 지난주 지난달 지난해 올해 작년 내년 금년 재작년 "
    "주말 주중 평일 주초 주말 한동안 그동안 당분간 일주일 주일 개월 시간 기간 동안 "
    "나중 앞날 이튿날 이번주 다음주 다음달 매일 매주 매달 날짜 날마다 하루하루 "
    "한주 한달 한해 요일 월요일 화요일 수요일 목요일 금요일 토요일 일요일 아까 "
    "이따 방금 지금껏 이제껏 이제야 여태 봄 밤 낮 반년 반나절 한나절 나절 철마다 계절 해질녘 "
    "식전 식후 취침 기상 끼니 때 생일 생신 기념일 "
    # intervals and runs of days ("격일로", "연일")
    "격일 격주 격월 연일 연이틀 연사흘 동시 "
    # weather of a season ("무더위 속에서도", "한파에도")
    "더위 무더위 추위 폭염 한파 날씨 기온 불볕 꽃샘 황사 폭설 첫눈 소나기 장맛비 "
    # vague and interrogative day counts, elapsed time, earlier occasions
    # native approximate spans ("달포" about a month, "해포" about a year)
    "달포 해포 날포 달반 "
    "엊그제 엊그저께 그끄저께 그끄제 엊저녁 엊그끄제 "
    # last night, that time, next time (round 47 addendum: "어젯밤 말씀드리면", "그때 정리해
    # 드린", "다음번 말씀드릴" - Kiwi's 다음/NNG 번/NNB is read as written)
    "어젯밤 어젯저녁 지난밤 그때 다음번 당일 금일 명일 작일 익일 이달 내달 올초 옛적 오래전 정각 "
    # parts of a season ("올봄 정리해 드린", "초가을, [[P:01]]"), each found accepted alone
    "올봄 올여름 올가을 올겨울 초봄 초여름 초가을 초겨울 늦봄 늦여름 늦가을 늦겨울 "
    "며칠 몇날 수일 사나흘 이삼일 대엿새 예니레 오랜만 오래간만 간만 그간 그새 그사이 "
    # points and stages of a period and whole days ("현시점", "막바지에", "이맘때", "온종일")
    "시점 현시점 이맘때 막바지 막판 초반 중반 후반 종반 초기 한때 종일 온종일 밤낮 "
    "그동안 일전 요전 지난번 저번 전번 예전 옛날 과거 당시 시절 시기 무렵 즈음 이래 "
    "향후 차후 추후 훗날 장래 미래 "
    # "이후 [[P:02]]", "이후로, [[P:01]]": after that, as 그 이후 (round 54)
    "이후 "
    # round 65: the formal register's Sino-Korean weeks, months, years and sessions before or
    # after this one ("차주에도 [[P:02]]" as "다음 주에도"); 금주 and 금월 are read already
    "차주 내주 익주 전주 차월 전월 익월 명년 전년 익년 차년 차년도 전년도 익년도 차회 전회 "
    # calendar divisions and the seasonal solar terms
    "상반기 하반기 분기 반기 연간 월간 주간 학기 연도 연말연시 월초 월말 주초 "
    "입춘 경칩 춘분 청명 곡우 입하 소만 망종 입추 처서 추분 한로 상강 입동 소한 대한 "
    "동지 하지 대서 소서 백로 우수 소설 대설 "
    # holidays
    "설 단오 한식 칠석 백중 초파일 광복절 개천절 한글날 삼일절 제헌절 현충일 "
    "성탄절 크리스마스 부활절 어린이날 어버이날 스승의날 중추절 정월 석가탄신일"
)
# Suffixes that make any noun a day count or a dated day ("사나흘", "보름날", "어린이날").
TIME_NOUN_SUFFIXES: Final = _words("흘 날 요일 절기")
# Solar terms and other time nouns that are also ordinary words ("하지" in "하지 않고",
# "우수" excellent, "대한" in "에 대한"): only as whole nouns, never as prefixes.
AMBIGUOUS_TIME_NOUNS: Final = _words("하지 대서 소서 백로 우수 소설 대설 대한 한식 설 처서")
# One-syllable calendar units are ambiguous as prefixes (해 → 해석, 주 → 주의); exact only.
TIME_NOUNS_EXACT: Final = (
    # 평소/여느 때: "as usual" sets the fact against the customer's past, a claim
    _words("해 달 주 년 월 일 시 분 초 날 설 철 적 전 후 앞 녘 평소 평상시") | AMBIGUOUS_TIME_NOUNS
)
TIME_NOUN_PREFIXES: Final = _TIME_WORDS - AMBIGUOUS_TIME_NOUNS
# 이번/다음/지난 are sequencing on their own ("다음으로", "이번 내용") and time before a
# time noun ("다음 주", "이번 겨울", "지난 사흘").
RELATIVE_TIME_DETERMINERS: Final = _words("이번 다음 지난 올 이 그 저 요 지지난 오는")
# The one deictic time word the seed itself uses in a benign slot (`오늘은 차분히,
# [[P:01]].`): on the daily surface "today" is the surface's own day, not a new date.
# Likewise on the weekly surface "this week" is its own period: its heading is "이번 주
# 해석".
# Occasion nouns: with an additive or contrastive particle ("이번에도", "이번만큼은",
# "이번 역시") they presuppose earlier occasions — a claim about what happened before.
OCCASION_NOUNS: Final = _words("이번 금번 이때 그때 요번 매번")
ADDITIVE_PARTICLES: Final = _words("도 역시 또한 만큼 마저 조차 까지 또")
# A contrastive topic on an occasion noun ("이번엔 [[P:01]]") also sets this time against
# earlier ones, unless the speaker's own act follows ("이번에는 짧게 말씀드릴게요").
CONTRASTIVE_PARTICLES: Final = _words("은 는 ᆫ")
SURFACE_OWN_PERIOD: Final[dict[str, frozenset[str]]] = {
    "daily": _words("오늘"),
    "weekly": _words("이번주 금주 이번_주 주간"),
}
# One-syllable calendar units that are ordinary nouns as NNG ("일" matter, "시" poem, "분"
# person, "초" candle): time only as a bound noun after a numeral (NNB).
BOUND_ONLY_TIME_UNITS: Final = _words("일 시 분 초 적")

# Heads that turn a modifying clause into a cause, a consequence or a time anchor
# ("주무신 덕분에", "지켜본 끝에", "모인 만큼", "지난 뒤").
CAUSAL_OR_TIME_HEADS: Final = _words(
    "덕분 덕 탓 때문 만큼 끝 뒤 후 다음 이후 이전 전 동안 사이 무렵 김 바람 결과 이상 마당 판 "
    "이래 이후로 즈음 참 길 통 터 대로 만 "
    # "들리는 바로는", "알려진 바에 따르면": what is heard or known, as a basis
    "바"
)
# Heads after a future/irrealis modifier that make a conjecture or prediction
# ("좋아질 거예요", "피곤하셨을 텐데", "그럴 수 있습니다", "늦을 줄").
CONJECTURE_HEADS: Final = _words("거 것 터 수 리 줄 지 모양 듯 듯싶 법 뻔")
# Nouns that state a cause, result, reason or payoff by themselves.
CAUSAL_NOUNS: Final = _words(
    "덕분 덕택 탓 때문 원인 이유 까닭 결과 효과 보람 영향 성과 여파 계기 희소식 낭보 "
    "연유 소치 빌미 여세 덕택 비결 요인 동력 계기 덕"
)
# Basis nouns: after an anaphor ("그런 맥락에서", "이를 바탕으로", "이런 점에서") they
# derive what follows from what came before — a causal link between placeholders.
BASIS_NOUNS: Final = _words(
    "바탕 토대 기반 근거 맥락 차원 측면 견지 관점 의미 취지 연장 연장선 점 면 사정 "
    "사유 이유 연유 까닭 흐름 배경 입장 선상 기조 관계 상황 "
    # what the last sentence is made into for the next ("이를 발판으로", round 54)
    "발판 디딤돌 밑거름"
)
# Verbs of fitting: after an anaphor and 에, in -게 straight onto an issued sentence ("그에
# 맞게 [[P:02]]") they make that sentence follow from the one before - accordingly (round 54).
CONFORMING_VERBS: Final = _words("맞 걸맞 알맞")
# Anaphors that point back at a placeholder's statement.
ANAPHORS: Final = _words("이 그 이것 그것 이런 그런 이러한 그러한 이와 그와 저런 이같은")
# Case particles that make an anaphor the means or reason of what follows ("이로써").
MEANS_PARTICLES: Final = _words("로써 으로써 로서 으로서 로 으로 에 에서")
# Nouns that report someone else's view or an appearance as the basis of what follows
# ("의견과 마찬가지로", "겉보기와 달리"); and the only nouns "~대로" may follow without
# making the text "according to" something ("순서대로" orders, "말씀대로" reports).
EVIDENTIAL_NOUNS: Final = _words(
    "마찬가지 의견 예상 예측 기대 겉보기 소견 짐작 추측 전망 풍문 소문 전언 후문 얘기 겉"
)
# Nouns of opinion: after the speaker's own pronoun ("제 생각엔", "저희 판단으로는") they
# frame the issued sentence as the speaker's view.
OPINION_NOUNS: Final = _words("생각 견해 판단 느낌 소견 시각 관점 입장 눈")
# Round 127: the message's details and points, as the destination of a verb of moving only
# ("세부로 들어가면", "디테일로 넘어가면", "세부 포인트로 넘어가면") - where the telling moves
# next, as "세부 항목으로" already is; not discourse nouns anywhere else.
DETAIL_PART_NOUNS: Final = _words("세부 디테일 포인트")
# Verbs of moving: with a discourse noun as destination ("본론으로 갈게요", "다음
# 대목으로 넘어가겠습니다") they move along the message — the speaker's act.
MOTION_VERBS: Final = _words("가 오 넘어가 들어가 건너가 옮겨가 돌아가 넘어오 들어오")
# Heads that make a modifying clause an orientation of a decision ("완화하는 방향으로",
# "끌어올리는 쪽으로", "유지하는 선에서").
ORIENTATION_HEADS: Final = _words("방향 쪽 선 안 방침 기조 방안")
# Heads of "X-ㄹ 데/나위 없이" ("나무랄 데 없이", "더할 나위 없이"): an evaluation of the
# outcome as flawless.
FLAWLESS_HEADS: Final = _words("데 나위")
# Nouns a demonstrative may point at with 으로/로 without deriving what follows from what
# came before: the message's manner and order ("이런 순서로", "이런 방식으로", "그런
# 마음으로"). Any other "demonstrative + noun + 으로" ("이 점으로", "그 일로") is a link.
MANNER_NOUNS: Final = _words(
    "방식 식 방법 형식 형태 모양 꼴 말투 어조 투 마음 마음가짐 자세 태도 느낌 기분 "
    "순서 차례 순 흐름새 결 톤 분위기 표현 말"
)
# The speaker's mood among them ("무거운 마음으로"): it may grade the news (round 39).
MOOD_NOUNS: Final = _words("마음 마음가짐 자세 태도 느낌 기분 분위기")
# Nouns of "besides" ("이 밖에도", "그 외에"): they add a part, they derive nothing.
ADDITIVE_NOUNS: Final = _words("밖 외")
# Round 47: the places beside a thing ("그 옆에", "그 곁에"): pointed at by a demonstrative
# and followed by 에 alone, beside the issued sentence just given - where the next one is
# laid, never a basis, a time or a source (뒤 and 다음 can be "after that"; not here).
SIDE_PLACE_NOUNS: Final = _words("옆 곁")
ORDER_NOUNS: Final = _words("순서 차례 순번 번호 목차 순 차례차례")
# Nouns of how the message is laid out: "X상" with one of them says why the speaker
# presents it so ("순서상 먼저", "편의상 짧게", "지면상"), not what some record shows
# ("흐름상", "수치상" stay evidential).
LAYOUT_NOUNS: Final = ORDER_NOUNS | _words("편의 형식 구성 지면 설명 서술 전개 편집 분량")
# Words that make the noun before them an approximate quantity ("달포 가까이", "해포
# 남짓", "절반 가량"): after any noun they state an amount.
APPROXIMATORS: Final = _words("가까이 남짓 가량 안팎 내외 어림 언저리")

# --- adverbs and connectives ------------------------------------------------------------

# Connectives that link two statements as cause, consequence, condition or contrast.
# ("그럼" alone, before the first placeholder, only opens the message.)
CAUSAL_CONNECTIVES: Final = _words(
    "그래서 그러니 그러니까 따라서 그러므로 그러니만큼 그러면 그렇다면 그러자 결국 "
    "왜냐하면 하지만 그러나 그렇지만 그런데 반면 반면에 오히려 그래도 그럼에도 "
    "어쨌든 다만 그렇기에 그랬더니 그러다 고로 달리 게다가 더구나 더욱이 "
    # "only then" as one adverb ("그래야, [[P:02]]"; 그렇 + 어야 is read as a condition)
    "그래야 "
    # consequence adverbs: what follows is the natural result of what came before
    "자연히 자연스레 절로 저절로 결과적으로 필연적으로 그리하여 그러기에 그러하므로 "
    "그런고로 그러므로 이리하여 이에 해서 그래가지고 그러다가 그러자 덩달아 "
    # concessive: "whatever else holds" ("어쨌거나", "여하튼")
    "어쨌거나 여하튼 여하간 하여튼 어찌됐든 "
    # round 78: the spoken, contracted forms of these ("근데, [[P:01]]", "그치만,", "그니까,",
    # "여튼,", "하여간,", "그나저나,"), which Kiwi reads as words of their own
    "근데 그치만 그니까 그러니깐 근까 어쨌건 여튼 하여간 그러나저러나 그나저나"
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
    # round 53: haste with a day or an hour inside ("하루빨리 [[P:01]]"), as 빨리
    "하루빨리 한시바삐 "
    "일찍 늦게 새로 다시없이 한창 이따가 아까 방금 금방 요즘 요새 최근 나날이 "
    "날로 갈수록 자꾸 더이상 어김없이 변함없이 한결같이 뜻밖에 뜻밖 의외 보아하니 "
    "듣자니 알고보니 아니나다를까 "
    # round 110: chat spellings Kiwi reads as adverbs of their own - 드뎌 (드디어) and 맨날
    # (늘, 매일): the same outcome or frequency said in casual spelling
    "드뎌 맨날 "
    # epistemic and modal adverbs (certainty, likelihood, inevitability)
    "필시 필경 응당 마땅히 으레 대개 대체로 대부분 거의 십중팔구 자칫 혹여 행여 혹 "
    "설령 어차피 아무튼 암튼 보나마나 짐작건대 "
    # round 78: the speaker's stance toward the issued sentence's truth - no wonder, somehow,
    # come to think of it, in fact ("어쩐지, [[P:01]].", "하긴, [[P:01]].", "실은요,")
    "어쩐지 왠지 하긴 하기야 실은 "
    # round 82: the fact vouched for as the truth, as 사실 ("팩트는요,", "진실을 말씀드리면",
    # "오피셜하게,", "리얼하게")
    "팩트 진실 리얼 찐 오피셜 "
    # round 83: a degree of comparison, as 한결 ("한층 더 꼼꼼히, [[P:01]].", x74-117)
    "한층 "
    # round 82: without doubt in one word ("여지없이, [[P:01]].")
    "여지없이 의심없이 "
    # occasion and rarity adverbs: they say how things went ("모처럼", "간신히")
    "모처럼 오랜만 간만 새삼스레 간신히 가까스로 이례적으로 드물게 "
    "기어이 기어코 용케 다행 "
    # adverbs of ease and smoothness: they say the thing went easily or without a hitch
    "거뜬히 너끈히 가뿐히 거침없이 순탄히 원만히 무탈하게 탈없이 술술 척척 착착 "
    "알뜰히 부지런히 근면히 야무지게 씩씩하게 "
    # presupposition and frequency adverbs: "again", "occasionally", "in the end" say
    # something happened before or how often ("다시" passes before a speech act)
    "다시 이따금 때때로 간간이 수시로 끝내 끝끝내 재차 "
    # round 82: more of them - how often, how gradually or how suddenly something happens
    # ("간혹, [[P:01]].", "서서히,", "거듭해서,", "문득,"), beside 가끔, 종종, 점차 and 자꾸
    "간혹 흔히 때로 자주자주 드문드문 연거푸 거듭 줄창 툭하면 걸핏하면 빈번 끊임없이 "
    "서서히 차츰차츰 점차로 급격히 갑자기 문득 불현듯 순식간 접때 "
    # time adverbs of earlier and later
    "진작 진즉 일찍이 그간 그새 오래 오랫동안 한참 앞서 이전 훗날 차후 향후 추후 당장"
)
# Roots of relief, luck and misfortune and the four-character idioms of outcome: a noun
# or root that starts or ends with one evaluates what happened ("천만다행", "다행스럽",
# "금상첨화"). Matched at either end only, so "분위기" does not contain a "위기".
EVALUATIVE_ROOTS: Final = _words(
    "다행 불행 행운 불운 요행 천운 횡재 호재 악재 낭패 불상사 기적 금상첨화 "
    "설상가상 전화위복 고진감래 새옹지마 일취월장 괄목상대 승승장구 청신호 적신호 "
    "빨간불 파란불 손색 차질 빈틈 흠잡 알뜰 대견 기특 장하"
)
# Nouns of trouble: "X 없이" with one of them says the thing went without trouble.
TROUBLE_NOUNS: Final = _words(
    "탈 별탈 지장 차질 말썽 고장 실수 빈틈 흠 흔들림 어려움 막힘 무리 문제 사고 걱정 "
    "이상 착오 오류 낭비 공백 누락 결석 결함 하자 "
    # round 79: their loanwords ("이슈 없이", "리스크 없이", "트러블 없이")
    "이슈 리스크 트러블 에러 미스 펑크 "
    # round 82: nouns of doubt and dispute ("의심할 여지 없이", "이견 없이", x72-113 "고민할 여지
    # 없이"): without doubt, the speaker vouches for the fact's certainty
    "여지 의심 의문 이견 이의 반론 논란 논쟁"
)
# Verbs of error and omission: a place of the message they modify, then 없 ("틀린 곳 없이", "빠진
# 데 없이"), vouches that the text is accurate or complete - what the prose cannot prove.
ERROR_VERBS: Final = _words("틀리 빠지 빠뜨리 잘못되 어긋나 놓치 누락되 그르치")
ERROR_PLACE_NOUNS: Final = _words("곳 데 부분 것 점 대목 군데")
# Adjectives of the speaker's affect that evaluate what is reported ("기쁜 마음으로 전해
# 드려요" says the news is good); greeting gladness (반갑) is a speech act instead.
EVALUATIVE_ADJECTIVES: Final = _words(
    "기쁘 다행 다행스럽 즐겁 아쉽 안타깝 속상하 뿌듯하 섭섭하 걱정스럽 슬프 놀랍 대견하 "
    "흐뭇하 기특하 자랑스럽 감격스럽 든든하 유감스럽 애석하 확실하 분명하 틀림없 뻔하 "
    # adjectives of ease and smoothness of an outcome ("순탄하게", "무난하게", "거뜬하게")
    "순탄하 원만하 무난하 거뜬하 너끈하 가뿐하 무탈하 수더분하 자연스럽 알차 손색없 "
    # wavering and faltering: "흔들림 없이", "흔들리지 않고" say how it went
    "흔들리 비틀거리 주춤하 "
    # round 39: the speaker's feeling about the content - relief, bitterness, unease,
    # excitement ("홀가분한 마음으로", "씁쓸한 마음으로", "조마조마한 마음으로" passed)
    "홀가분하 후련하 개운하 씁쓸하 착잡하 조마조마하 초조하 불안하 설레 벅차 심란하 허탈하"
)

# Round 42: the weight of the speaker's heart ("무거운 마음으로 말씀드리면" passed): as the
# modifier of a mood noun it grades the news (grave or light); in -게 or -지 않게 it is
# still the manner of telling ("무겁지 않게", "가볍게 말씀드리면").
MOOD_WEIGHT_ADJECTIVES: Final = _words("무겁 가볍 묵직하")

# Roots that take -적 and only say how the message is laid out ("구체적인 내용은",
# "전반적인 흐름은"); any other -적 modifier evaluates what it modifies ("합리적인 판단",
# "인상적인 점", "이상적인 흐름").
LAYOUT_JEOK_ROOTS: Final = _words(
    "구체 전반 전체 간략 개략 순차 단계 종합 부분 개별 대략 기본 일반"
)
# The same as adverbs (-적으로): only those that say how the message is presented;
# "기본적으로", "일반적으로" generalise, "부분적으로", "단계적으로" qualify the fact.
LAYOUT_JEOK_ADVERB_ROOTS: Final = _words("구체 전반 전체 간략 개략 순차 종합")
# Round 50: roots of -적으로 that say how directly the speaker tells or which part of the
# message comes ("단도직입적으로 말씀드리면", "결론적으로 말씀드리면"): the manner of the
# speaker's own present telling, and only there ("결론적으로, [[P:01]]" concludes the issued
# sentence from something; "객관적으로", "확정적으로" grade it).
TELLING_JEOK_ADVERB_ROOTS: Final = _words("단도직입 직설 결론")

# Nouns of a decision's standing — final, provisional, temporary, official, conditional
# ("최종적으로", "잠정안으로", "임시로", "정식으로", "조건부로"): said of an issued sentence
# they change how binding it is. Matched as noun prefixes.
STANDING_NOUN_PREFIXES: Final = _words("최종 잠정 임시 정식 조건부 확정 한시 일시 공식 예비 가결")
# Adverbs of degree and hedging ("다소", "얼추", "어디까지나", "가급적"): before an issued
# sentence they weaken, strengthen or soften it; they may only colour the speaker's own
# act ("약간 풀어서 옮기면", "되도록 짧게 전해 드리면").
DEGREE_HEDGE_ADVERBS: Final = _words(
    "좀 조금 조금은 살짝 약간 다소 비교적 얼추 대략 대충 그럭저럭 어지간히 웬만큼 얼마간 "
    "어디까지나 가급적 되도록 아무쪼록 모쪼록 나름 그나마 더러 적어도 최소한 최대한 "
    # totality and share ("모두", "일부", "대다수") and completeness or amount ("오롯이",
    # "고스란히", "넉넉히"); what is usual ("통상", "보통")
    "모두 전부 일부 대다수 다수 상당수 소수 오롯이 온전히 말끔히 고스란히 넉넉히 빠듯이 "
    "통상 보통 "
    # candour and strictness: "솔직히 [[P:01]]" frames the fact as unwelcome or exact
    "솔직히 엄밀히 엄밀하게 사실대로 냉정히"
)
# Adverbs of emphasis and ranking ("특히", "무엇보다", "심지어"; the superlatives "가장",
# "제일": "가장 큰 걸림돌은" ranks one reason above the others): they single out or rank an
# issued sentence — an evaluation — unless they only order ("무엇보다 먼저", "가장 먼저") or
# colour the speaker's act ("특히 짚어 드리면", "가장 쉽게 말씀드리면").
EMPHASIS_ADVERBS: Final = _words(
    "특히 무엇보다 심지어 유독 유난히 각별히 특별히 더더군다나 하물며 가장 제일"
)
# Intensifiers of truth (round 52): straight onto an issued sentence ("정말 [[P:01]]",
# "진짜로, [[A:01]]") they vouch for it as 확실히 does; anywhere else ("정말 간단히
# 말씀드리면", "정말 있는 그대로") they are left to the other rules.
TRUTH_INTENSIFIERS: Final = _words("정말 정말로 진짜 진짜로 참으로 참말로")
# Adverbs relating one issued sentence to another as its opposite, substitute, example or
# gloss ("반대로", "대신", "이를테면", "즉"): a relation the canonical text does not make.
RELATION_ADVERBS: Final = _words(
    "반대로 거꾸로 대신 대신에 이를테면 예컨대 가령 즉 다시말해 요컨대"
)
# Adverbs of time ("잠시", "이윽고", "슬슬", "밤낮없이"): on an issued sentence they say
# when or how long; they may only time the speaker's act ("잠시 짚고 넘어가면") or pause
# the message ("여기서 잠시").
TIME_ADVERBS: Final = _words(
    "잠시 잠깐 이윽고 여태껏 슬슬 온종일 종일 밤낮없이 새로이 한때 오래도록 일시"
)
PAUSE_ADVERBS: Final = _words("여기서 이쯤에서 이쯤 여기")
# Adjectives of "before long" ("머지않아", "머잖아"): a time to come, wherever they stand.
SOON_ADJECTIVES: Final = _words("머지않 머잖")
# The distributive determiner and prefix ("매 순간", "매년": every one of a period), and a
# recurring period no doubled-stem test finds (다달이: the doubled 달 drops its ㄹ).
DISTRIBUTIVE: Final = "매"
RECURRING_ADVERBS: Final = _words("다달이")
# "For now" when made a topic ("일단은 [[A:01]]"): what follows holds only provisionally.
PROVISIONAL_ADVERBS: Final = _words("일단")
# Nouns of worth and gain: with 있/없 ("가치 있는", "의미 없는") or as the complement of 되
# ("도움이 될", "힘이 되는") they evaluate what they modify or predict a benefit.
VALUE_NOUNS: Final = _words(
    "의미 가치 보람 효과 성과 진전 발전 도움 소득 수확 실속 보탬 쓸모 득 이득 힘 약 "
    "자극 동기 밑거름 거름 발판 디딤돌 원동력 본보기 귀감 자산"
)
# Adjectives of how well something turned out ("깔끔하게", "넉넉하게"): in -게 they colour
# an issued sentence as an outcome, unless the speaker's act follows ("깔끔하게 정리하면").
# Adjectives of speed (round 30): "빠르게 [[A:01]]" hurries the issued action, as round 28's
# pace words do; on the speaker's own speech act ("빠르게 말씀드리면") they stay manner.
PACE_ADJECTIVES: Final = _words("빠르 재빠르 날래 잽싸 급하 다급하 신속하 서두르")
OUTCOME_MANNER_ADJECTIVES: Final = _words(
    "깔끔하 말끔하 빠듯하 넉넉하 온전하 완벽하 훌륭하 근사하 탄탄하 알차 튼튼하 든든하 "
    "멋지 대단하 놀랍 굉장하 철저하 꼼꼼하 확실하 "
    # how the customer feels ("홀가분하게", "개운하게")
    "홀가분하 신나 개운하 상쾌하 후련하 산뜻하"
)
# Deictic "now" nouns: with any particle ("지금은", "현재로서는", "이제부터") they set the
# issued sentence against another time.
NOW_NOUNS: Final = _words("지금 현재 이제 현시점 당장 시방")
# Round 50: adverbs of now, just now and soon after ("지금 [[P:01]]", "막 [[P:01]]", "곧바로,
# [[A:01]]", "곧이어 [[P:02]]", "이내 [[P:01]]"): on an issued sentence they date it; only on
# the speaker's own present telling ("지금 말씀드릴 내용은") are they the moment of this
# message. 이제 is left out: "그럼 이제,", "이제 끝으로" move the message on (round 50).
NOW_ADVERBS: Final = _words("지금 막 곧바로 곧이어 이내")

# Words that count or measure (Sino-Korean and native numerals are mostly tagged NR/MM).
# Sequence determiners that only order ("첫 항목", "그다음 사유로").
ORDINAL_DETERMINERS: Final = _words("첫 첫째 둘째 셋째 마지막")
NUMERAL_DETERMINERS: Final = _words(
    "한 두 세 네 석 넉 서 너 다섯 여섯 일곱 여덟 아홉 열 스무 서른 마흔 쉰 몇 여러 "
    "첫 수 수십 수백 반 두어 서너 너덧 대여섯 예닐곱 일여덟 여남은 몇몇 두세 서넛 "
    # round 53: "한두 번 [[P:01]]" was accepted beside "두세 번" - a vague count as well
    "한두"
)
# Nouns of fraction and multiple: a quantity by themselves ("반 그릇", "절반쯤", "곱절").
QUANTITY_NOUNS: Final = _words(
    "반 절반 반절 곱절 갑절 반쪽 수차례 누차 수회 여러차례 몇차례 "
    # round 53: a half each and a double portion ("반반씩", "곱빼기로"), found accepted alone
    "반반 곱빼기"
)
# A numeral used as a manner adverb counts nothing ("하나하나", "하나씩").
MANNER_NUMERALS: Final = _words("하나하나 하나씩 한마디 하나로 하나같이")
# Numeral pairs read as one manner adverb before a verb ("하나둘 짚어 보면": one by one).
MANNER_NUMERAL_PAIRS: Final = frozenset({("하나", "둘")})

# --- round nine: organising roles recognised by structure ------------------------------

# Adverbs that sum up or restate ("요컨대", "즉"): before the first issued sentence they
# announce how it is put ("in short, [[P:01]]"); between two issued sentences they make one
# the gloss of the other and stay a relation (``RELATION_ADVERBS``).
SUMMARY_ADVERBS: Final = _words("즉 요컨대 다시말해")
# Nouns of position that are time words elsewhere ("앞으로", "앞서"): before the message's
# own part ("앞의 항목", "맨 앞 항목부터") they point at a place in this message.
POSITION_IN_MESSAGE_NOUNS: Final = _words("앞 뒤")
# Verbs of placing: with the message's own part as object and 앞/뒤 + 에 as the place, chained
# into the speaker's speech act ("핵심을 앞에 두고 말씀드리면"), they lay the message out.
PLACING_VERBS: Final = _words("두 놓 세우 배치하")
# The occasion of speaking: with the proximal 이 and 에/에서 before the speaker's speech act
# ("이 자리에서 짚어 드리면", "이 기회에 말씀드리면") they name where the speaker speaks.
SPEAKING_OCCASION_NOUNS: Final = _words("자리 기회 지면")
# Case particles that set a noun as the place, the company or the recipient of whatever
# follows ("헬스장에서", "친구와 함께", "트레이너에게"): on an issued sentence each adds a
# circumstance the facts do not state.
# The lead's probes of 2026-12-07: the comitative 하고 ("코치님하고") among them, as 와/과
# and 랑/이랑 are.
CIRCUMSTANCE_PARTICLES: Final = _words("에서 에게 께 한테 에게서 한테서 와 과 랑 이랑 하고")
# The lead's probes of 2026-12-07: the comitative among them ("코치님과 함께",
# "선생님이랑", "팀장님하고"): with the honorific 님 too, the person is one the speaker acted
# with ("회원님께, [[P:01]]", a salutation, is judged by the addressee rules).
COMITATIVE_PARTICLES: Final = _words("와 과 랑 이랑 하고")
# Nouns that point inside this message or at the speaker's stance beside the reader
# ("아래와 같이", "이쯤에서", "곁에서 함께하는 마음으로"), not at a place in the world.
MESSAGE_PLACE_NOUNS: Final = _words("아래 다음 위 이하 본문 여기 이곳 이쯤 곁")
# Adverbs of comparative degree ("한결", "훨씬", "더욱"): on an issued sentence they say
# something changed; colouring the speaker's own act ("한결 가볍게 정리해 드리면") they say
# how it is put.
COMPARATIVE_ADVERBS: Final = _words(
    "한결 훨씬 더욱 더더욱 "
    # round 83: 한층, 한결's near synonym ("한층 더 꼼꼼히, [[P:01]]." is x74-117)
    "한층"
)
# Nouns that qualify which part of the message is meant ("세부 내용은 아래에 이어집니다").
PART_QUALIFIER_NOUNS: Final = _words("세부 상세 추가 보충 관련 나머지 다음")
PART_QUALIFIER_ADJECTIVES: Final = _words("자세하 상세하")
# Round 53. Nouns that name a part of the message alone as a layout sentence's topic
# ("나머지는 아래에 이어집니다", "세부는 아래에 이어집니다").
REST_OF_MESSAGE_NOUNS: Final = _words("나머지 세부")
# Verbs of overstating the message ("부풀리지 않고", "과장하지 않고"): a degree adverb in
# -게 before one of them, negated, is how the speaker presents ("무리하게 부풀리지 않고").
OVERSTATING_VERBS: Final = _words("부풀리 과장하 포장하 꾸미 부풀 덧칠하 미화하")
# Verbs of gathering the message's parts ("한꺼번에 모아 보자면").
GATHERING_VERBS: Final = _words("모으 합치 엮")
# Round 20. Predicates of standing out ("눈에 띄는 건", "두드러지는 점은"): as a modifier of
# a point of the message they single it out as salient - the speaker's judgement of weight.
SALIENCE_PREDICATES: Final = _words("띄 두드러지 돋보이 도드라지 튀")
SALIENCE_HEADS: Final = _words("거 것 점 부분 대목 사항 내용 항목 곳 쪽")
# What the speaker would add to the message ("덧붙일 말씀", "더 드릴 내용"): as the topic
# of a present 없 it says nothing more is being said - a closing, no fact.
ADDING_SPEECH_PREDICATES: Final = _words(
    "덧붙이 보태 드리 말씀드리 전하 적 얹"
    # round 122: attaching a gloss ("더 붙일 해설은 없습니다", "곁들일 설명은")
    " 붙이 곁들이"
)
ADDED_SPEECH_NOUNS: Final = _words(
    "말씀 말 내용 안내 것 이야기"
    # round 122: a gloss on what is said, which the speaker would add
    " 해설 설명 풀이 부연"
)
ADDED_SPEECH_ADVERBS: Final = _words("따로 더 별도로 특별히 달리")
# The message itself as the place of the speaker's act ("이 카드에서 드릴 안내"): a medium,
# not a basis.
MESSAGE_MEDIUM_NOUNS: Final = _words("카드 메시지 글 문단")
# Round 122. The speaker's own view or reading of the facts ("제 생각", "판단", "평가",
# "해석") named only as what the speaker does not add - the object of a negated adding verb
# ("제 의견은 섞지 않고 전합니다", "이 문단은 평가를 담고 있지 않습니다") or the noun of an
# adding modifier before 없이 ("덧붙이는 판단 없이"): a manner of telling, no view given.
WITHHELD_VIEW_NOUNS: Final = _words("생각 견해 의견 소견 사견 판단 평가 해석 풀이 해설 논평")
WITHHOLDING_VERBS: Final = _words("보태 덧붙이 곁들이 섞 얹 더하 넣 담 끼우 붙이 싣")
# Who or what may be named as the one not adding it: the speaker (저, 제가) or the message or a
# part of it ("이 문단은", "이 줄에서는" is not a subject and is not taken).
WITHHOLDING_SUBJECTS: Final = MESSAGE_MEDIUM_NOUNS | _words("저 줄 안내 문장")
# A message or document named with a word that points to another one, before or after
# this ("다음 카드에서 말씀드릴 내용", "다른 보고서에서 말씀드릴 근거로", "지난 리포트에서"):
# another message than this one - a promise of a later one, an earlier one, or what another
# text says (round 46's hole: "다음"/"다른" were read as places in this message).
DOCUMENT_NOUNS: Final = MESSAGE_MEDIUM_NOUNS | _words(
    "보고서 리포트 레포트 안내문 문서 편지 알림 메일 공지 자료 메모"
    # round 85: the customer's check-in, another record than this message ("앞선 체크인
    # 내용과 합쳐", x76-001)
    " 체크인"
)
LATER_DOCUMENT_POINTERS: Final = _words("다음 나중 후속 이후 향후")
EARLIER_DOCUMENT_POINTERS: Final = _words("지난 이전 예전 앞선 먼젓번 저번")
OTHER_DOCUMENT_POINTERS: Final = _words("다른 별도 새 딴 또다른")
# Round 40. Words of likeness that point back ("이처럼", "이와 같이", "그렇듯"): standing
# alone between two issued sentences ("[[P:01]]. 이처럼 [[P:02]].") they make the second
# follow from or sum up the first - a relation the canonical text does not state. Before
# the first issued sentence ("이와 같이, [[P:01]].") or before the speaker's act they present.
LIKENESS_LINKS: Final = _words(
    "이처럼 그처럼 저처럼 이와같이 그와같이 이같이 그같이 이렇게 그렇게 이렇듯 그렇듯 "
    "이렇듯이 그렇듯이 이러하게 그러하게 이러하듯 그러하듯"
)
# The operator's effort as a greeting ("수고 많으십니다", "수고하십니다"): to the operator
# of an adaptive card, in the present, a greeting; to the customer, or in the past, a claim
# about their effort.
EFFORT_GREETING_NOUNS: Final = _words("수고")
# Adjectives of imposition: "번거로우시겠지만" to the operator before a request is the polite
# formula of asking, not a statement about anyone's feelings.
IMPOSITION_ADJECTIVES: Final = _words("번거롭 귀찮 번잡하")
# The speaker's bare apology before a request (round 30): "죄송하지만, [[A:01]]" to the operator
# asks pardon for the issued instruction; before an issued fact it colours the fact as bad news.
APOLOGY_ADJECTIVES: Final = _words("죄송하 송구하 송구스럽 미안하")
# What the speaker may ask the reader's indulgence for with 구하 ("양해를 구하며", round 30).
INDULGENCE_NOUNS: Final = _words("양해 이해")
# Adverbs of order before the speaker's own coming act ("앞서 말씀드릴 것은"); on an
# issued sentence 앞서 says "earlier".
ORDER_BEFORE_SPEECH_ADVERBS: Final = _words("앞서")

# --- round ten: claims in speech form ------------------------------------------------------

# Verbs a humble auxiliary 드리 may follow as the speaker's act on the message beyond the
# speech predicates: showing, reading out and laying it out ("펼쳐 보여 드리면", "읽어
# 드릴게요"), going through it
# ("살펴 드리면", "훑어봐 드리면"), gathering and polishing its wording ("엮어 드립니다",
# "다듬어 드리면"). After any other verb ("가볍게 해 드릴게요", "줄여 드리겠습니다",
# "확인해 드릴게요") 드리 announces an action for the reader: a plan change in speech form.
HUMBLE_PRESENTING_VERBS: Final = _words(
    "보이 읽 펼치 살피 살펴보 훑어보 짚어보 되짚어보 엮 모으 합치 다듬"
)
# What a bare 드리 may give ("말씀을 드리면", "인사 드립니다", "보고드리면"): speech,
# greetings, reports and requests. Any other noun ("도움 드릴게요", "조정드릴게요") is an
# action offered to the reader; negated ("부담 드리지 않게") it only sets the manner.
HUMBLE_GIVEN_NOUNS: Final = _words("공유 보고 통보 회신 답신 전달 요청 당부 문안 인사말 질문 여쭘")
# Congratulating and praising presuppose an achievement ("축하드립니다", "박수를 보냅니다",
# "경하드립니다", "치하드립니다"): a claim about the customer in the form of a speech act.
CONGRATULATION_NOUNS: Final = _words("축하 경하 치하 경축 찬사 갈채 박수 칭송 찬양 예찬 칭찬")
# Adverbs of repetition and habit on the speaker's saying ("다시 말씀드리지만", "늘
# 말씀드리듯", "누차 강조하지만") presuppose an earlier telling outside this message.
REPETITION_ADVERBS: Final = _words(
    "다시 다시금 거듭 재차 또 또다시 누차 늘 항상 언제나 매번 번번이 수차"
)
# Endings that make a repeated saying a reference back ("-지만", "-는데", "-듯(이)",
# "-다시피"); "다시 말씀드리면" (restating, in other words) is not one.
BACK_REFERENCE_ENDINGS: Final = _words("지만 는데 ᆫ데 은데 듯 듯이 다시피")
# Who reads the message, as nouns: with a topic, subject, possessive or recipient particle
# straight before an issued sentence ("회원님은 [[P:01]]", "고객님께 [[P:01]]") they make
# the issued fact a claim about that person.
READER_NOUNS: Final = _words(
    "고객 회원 손님 운영자 담당자 코치 트레이너 검토자 관리자 선생 분 님 여러분 당신 그대 본인 귀하"
)
# Speech verbs that also act on the world ("말씀을 보태", "힘을 보태"; "해석을 풀어",
# "긴장을 풀어"): before a humble 드리 they are the speaker's act only with no object or the
# message's own material as object.
TWO_WAY_SPEECH_VERBS: Final = _words("보태 풀 나누 담 잇 고르 꺼내 펼치")
# Lead probe gaps, set 2: verbs of attaching (붙이 "attach", 곁들이 "add on the side") are the
# speaker adding to this message - as 덧붙이 is - only with an explanation of it as object
# ("근거를 붙이면", "설명을 곁들이면"); with anything else ("샐러드를 곁들이면", "운동을
# 붙이면") they are ordinary verbs. The reason nouns among them keep their own scope (이유,
# 까닭: a slot that states a reason; 근거: the rationale's own heading).
ADDING_VERBS: Final = _words("붙이 곁들이")
EXPLANATION_NOUNS: Final = _words("설명 부연 풀이 해설 이유 까닭 근거 사유 배경 말씀 한마디")
# Round 15. Units of measure spelled in Hangul ("킬로 단위로", "그램 기준으로"): naming one
# frames the issued sentence as a quantity, wherever it stands.
MEASURE_UNIT_NOUNS: Final = _words(
    "킬로 킬로그램 그램 밀리그램 미터 센티 센티미터 밀리 밀리미터 리터 밀리리터 "
    "킬로칼로리 칼로리 파운드 인치 퍼센트 퍼센티지 칼로리량"
)
# Round 109. Cardinal numerals spelled as English loanwords in Hangul ("넘버원 이슈는", "쓰리
# 스텝으로", "원 포인트"): a count in another script, which Kiwi reads as a noun rather than a
# numeral (투 and 파이브 it reads as NR, already a number). The ordinals 퍼스트 and 세컨드 order
# the message's parts and are not here.
LOANWORD_NUMERALS: Final = _words(
    "원 투 쓰리 포 파이브 식스 세븐 에잇 에이트 나인 텐 넘버원 넘버투 넘버쓰리"
)
# Places a part is put or continued in this message ("앞에 둘 요점", "아래에 이어 두었습니다").
PLACE_IN_MESSAGE_NOUNS: Final = _words("앞 뒤 아래 앞자리 첫머리 끝머리")
# Verbs of resting on a basis after 에 ("규정에 의거하여", "자료에 기반해", "지침에 준하여",
# "원칙에 의해"): the telling grounded on a source, as "규정에 따라" is (round 68).
BASIS_VERBS: Final = _words("의거하 입각하 기반하 기초하 근거하 준하 의하 준거하 의존하")
# Verbs of closing the message ("이 정도로 맺을게요", "이쯤으로 마치겠습니다").
CLOSING_VERBS: Final = _words("맺 마치 마무리하 끝맺 줄이 갈무리하 매듭짓")
# Verbs of composing the message's text in place - with the past, the speaker says how the
# lines below were laid out ("세부 사항은 아래에 이어 두었습니다", "짧게 끊어 적었어요").
LAYING_OUT_VERBS: Final = _words(
    "정리하 요약하 간추리 추리 추려내 묶 적 옮기 담 갈무리하 정돈하 잇 나누 끊 모으"
)
# Round 16. A contrast connective Kiwi reads as a noun ("[[P:01]]. 반면에 [[P:02]]"): it sets
# one fact against another wherever it stands.
CONTRAST_NOUNS: Final = _words("반면")
# Manner deictics and similes that 또 turns into "again, like this" ("또 이렇게, [[P:01]]",
# "또 이처럼"): the issued sentence said to repeat an earlier occasion.
MANNER_DEICTICS: Final = _words("이렇게 그렇게 저렇게 이처럼 그처럼 저처럼 이같이 그같이")
MANNER_DEICTIC_STEMS: Final = _words("이렇 그렇 저렇 이러하 그러하")
SIMILE_PARTICLES: Final = _words("처럼 같이 듯이 마냥")
# The reader's present seeing of this message as the standard of a simile ("보시는 것처럼",
# "보시는 바와 같이"): how it is laid out. Knowing, guessing or feeling ("아시는 것처럼")
# presumes something of the customer.
SEEING_ACTS: Final = _words("보 살펴보 훑어보 읽")
# The reader's reading acts that take the content in as known rather than look over this
# message (READER_ACTS' knowing and understanding): in the present -시는 before a
# part of the message ("다 아시는 내용", round 70) they presume what the customer knows.
KNOWING_ACTS: Final = _words("알 이해하 알아듣")
# Parts of the message named by their place in it ("먼저 앞부분입니다"): a heading.
POSITION_PART_NOUNS: Final = _words(
    "앞부분 뒷부분 첫부분 끝부분 첫머리 앞머리 끝머리 서두 말머리 첫대목 끝대목"
)
# Round 42: the parts of an operator card below the review slot that its reader may read
# next ("아래 상태를 보시기 전에" - the card's closing 상태 line). Only after 아래 and on the
# operator cards: 상태 alone is the customer's state.
CARD_PARTS_BELOW: Final = _words("상태 줄 항목 내용 부분 문장 칸")
# Round 42: the forms of a list one goes down item by item ("체크리스트 보듯이 하나씩"): as
# the object of a simile of looking before a step adverb they say how the card is gone
# through; any other thing looked at may be a record or a finding.
LIST_FORM_NOUNS: Final = _words("리스트 체크리스트 목록 점검표 순서표 항목표")
LIST_FORM_MODIFIERS: Final = _words("체크 점검 확인")
# The message's parts a heading may name by their label ("해석 부분입니다", "검토 안내
# 문장입니다"), and the labels: the surfaces' own section words, none a judgment of content.
HEADING_PART_HEADS: Final = _words("부분 문장 단락 문단 대목")
HEADING_PART_LABELS: Final = _words("해석 근거 안내 사유 검토 판단")
# Round 32. The message's parts a sentence may take as its topic when it names what a
# part is ("이어지는 내용은 근거입니다", "이 부분은 사유입니다"), the part words that may
# head its complement ("요약 문단입니다"), and the labels that relate content: after a part
# pointed to backwards ("위 내용이 근거입니다") they say one issued sentence grounds another.
PART_TOPIC_NOUNS: Final = _words("내용 부분 줄 문장 단락 문단 대목 항목 목록")
PART_COMPLEMENT_NOUNS: Final = HEADING_PART_HEADS | _words("항목 줄 목록")
RELATING_LABELS: Final = _words("근거 사유 판단")
BACKWARD_PLACES: Final = _words("위 앞 이상 앞서")
# A place in the message named by the speaker's act in it ("근거를 밝히는 자리입니다").
SPEECH_PLACES: Final = _words("자리")
# Adverbs that set the message's parts side by side for reading ("함께 보실 부분입니다").
SIDE_BY_SIDE_ADVERBS: Final = _words("함께 나란히 같이")
# What the speaker may leave (남기) as this message ("검토 안내를 짧게 남깁니다").
LEFT_NOTE_NOUNS: Final = _words("안내 말씀 말 인사 인사말 한마디 글 설명 당부 부탁")
# Continuing from, or together with, the message's part above ("앞서 정리한 내용에 이어").
CONTINUING_VERBS: Final = _words("잇 덧붙이")
# Ordering adverbs that may open a heading naming the part ("먼저 앞부분입니다").
HEADING_ADVERBS: Final = _words("먼저 우선 이어서 다음으로 끝으로 마지막으로")
# Round 39. Verbs that go through the message with the auxiliary 보 ("짚어 보시면서",
# "살펴보시면" - Kiwi's 살피 + 보), and the adverbs that may open the reader's going through
# before the adverbs of order or steps ("일단 순서대로 보시면서", "우선 하나씩 보시면").
WALKING_WITH_BO: Final = _words("짚 되짚 살피 훑 들여다")
WALK_OPENERS: Final = _words("먼저 우선 일단")
