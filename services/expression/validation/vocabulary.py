"""Forbidden vocabulary families, matched on normalised morphological stems.

This is a code-reviewed *deny* list, not an allow-list: any other Korean connective prose
passes. It is strong best effort against the claim families of seeds 000/001 — it is not a
complete semantic theorem, and a paraphrase outside these stems can evade it (ADR 0021).

Three matchers run on the generated text with every issued placeholder masked:

1. stems of content morphemes (nouns, verb/adjective stems, adverbs, roots, determiners)
   from the analysis of the text as written — so inflections (``승인했습니다``,
   ``보냈어요``, ``좋았고``) reduce to their stem;
2. the same on the text with every non-Hangul character removed, which undoes spacing and
   punctuation tricks (``승 인``, ``진.단``) before analysis;
3. a substring scan of that collapsed text for distinctive multi-syllable terms.

A stem of two or more syllables matches any content morpheme that starts with it
(``충분`` ⊂ ``충분하``); one-syllable stems match only with their part of speech, since
they are ambiguous (``약`` medicine is ``NNG``; ``약간`` is a different adverb).
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Final, Literal

from services.expression.validation.stems import Morph

Family = Literal[
    "medical",
    "risk_safety",
    "evidential",
    "quality_adherence",
    "decision_action",
    "approval_delivery",
    "negation_modality",
    "number_date_unit",
]


def _words(text: str) -> frozenset[str]:
    return frozenset(text.split())


CONTENT_TAGS: Final = frozenset(
    {"NNG", "NNP", "NNB", "NR", "NP", "VV", "VA", "VX", "VCN", "MM", "MAG", "MAJ", "XR", "IC"}
)

# Prefix-matched stems (two or more syllables).
STEMS: Final[dict[Family, frozenset[str]]] = {
    "medical": _words(
        "진단 치료 처방 약물 복용 투약 복약 질환 질병 병원 의사 의학 의료 증상 증세 부상 "
        "통증 재활 수술 검사 건강 영양제 보충제 호르몬 혈압 혈당 당뇨 환자 아프 회복 염증 "
        "처치 장애 비만 저체중 과체중 체지방 근손실 섭식 폭식 절식 단식 다이어트 상처 "
        "몸살 피로 컨디션"
    ),
    "risk_safety": _words(
        "위험 안전 응급 긴급 위급 경고 주의 사고 신고 심각 문제 괜찮 안심 걱정 우려 무리 "
        "조심 비상 보호 위협 해롭 유해 무사"
    ),
    "evidential": _words(
        "확인 결과 분석 측정 기록 데이터 근거 사실 증거 판단 평가 관찰 추세 변화 수치 통계 "
        "보이 나타나 드러나 밝혀지 확실 분명 틀림없 역시 입증 증명 검증 파악 따르 덕분 "
        "때문 원인 이유 결론 정확"
    ),
    "quality_adherence": _words(
        "충분 성공 훌륭 완벽 우수 뛰어나 성실 꾸준 부족 나쁘 실패 잘못 최고 최선 대단 "
        "칭찬 노력 열심 지키 준수 달성 성과 개선 향상 악화 진전 발전 순조 양호 미흡 만족 "
        "아쉽 멋지 멋있 장하 기특 놀랍 완수 수고 잘하 효과 좋아지 나아지 뿌듯 자랑"
    ),
    "decision_action": _words(
        "유지 조정 변경 증가 감소 늘리 줄이 올리 내리 바꾸 결정 권장 권하 추천 제안 계획 "
        "목표 섭취 칼로리 열량 식단 식사 운동 훈련 수면 체중 몸무게 근육 단백질 탄수화물 "
        "지방 수분 먹 마시 드시 쉬 시작 중단 멈추 그만 실천 실행 조치 대응 관리 필요 "
        "챙기 조절 제한 노력하 해보 도전 습관 루틴 스트레칭 식품 음식 간식 영양"
    ),
    "approval_delivery": _words(
        "승인 허가 허락 전달 전송 보내 발송 보류 대기 거절 반려 확정 통과 검토 처리 알리 "
        "통보 공유 고객 회원 운영자 코치 트레이너 메시지 답장 연락 결재 완료 마치 끝나 "
        "끝내 발행 게시 수락 동의 전하 안내 답변 회신 예약"
    ),
    "negation_modality": _words(
        "하지만 그러나 그런데 반면 다만 오히려 아마 혹시 어쩌면 만약 만일 모르 아니 "
        "설마 비록 전혀 결코 절대"
    ),
    "number_date_unit": _words(
        "하나 다섯 여섯 일곱 여덟 아홉 스물 서른 마흔 절반 오늘 내일 어제 모레 그제 글피 "
        "주말 평일 아침 점심 저녁 새벽 오전 오후 월요일 화요일 수요일 목요일 금요일 토요일 "
        "일요일 요일 매일 매주 매번 이번 다음 지난 올해 작년 내년 이달 시간 기간 하루 이틀 "
        "사흘 나흘 닷새 일주일 주간 보름 방금 나중 이따 요즘 최근 앞으로 그동안 킬로 "
        "그램 리터 퍼센트 개월 주일 첫째 둘째 셋째"
    ),
}

# Exact (stem, part of speech) pairs for ambiguous one-syllable stems.
TAGGED: Final[dict[Family, frozenset[tuple[str, str]]]] = {
    "medical": frozenset({("약", "NNG"), ("병", "NNG"), ("낫", "VV"), ("낫", "VA")}),
    "quality_adherence": frozenset({("잘", "MAG"), ("좋", "VA"), ("못", "VA")}),
    "decision_action": frozenset({("물", "NNG"), ("잠", "NNG"), ("자", "VV")}),
    "negation_modality": frozenset(
        {
            ("않", "VX"),
            ("않", "VV"),
            ("못", "MAG"),
            ("못하", "VX"),
            ("안", "MAG"),
            ("없", "VA"),
            ("말", "VX"),
            ("수", "NNB"),
            ("듯", "NNB"),
            ("듯하", "VX"),
            ("같", "VA"),
            ("척", "NNB"),
        }
    ),
    "number_date_unit": frozenset(
        {
            ("한", "MM"),
            ("두", "MM"),
            ("세", "MM"),
            ("네", "MM"),
            ("몇", "MM"),
            ("첫", "MM"),
            ("여러", "MM"),
            ("둘", "NR"),
            ("셋", "NR"),
            ("넷", "NR"),
            ("열", "NR"),
            *{
                (unit, "NNB")
                for unit in _words("번 개 시 분 초 회 주 달 년 월 일 세 살 잔 끼 배 차 째 번째")
            },
            *{(unit, "NNG") for unit in _words("주 달 년 월 일 해 밤 낮")},
        }
    ),
}

# Grammatical endings that turn connective prose into a command, obligation, conjecture or
# hearsay (``~하세요``, ``~해야``, ``~겠``, ``~래요``): these are claims about action or truth.
ENDINGS: Final[frozenset[tuple[str, str]]] = frozenset(
    {
        ("세요", "EF"),
        ("으세요", "EF"),
        ("십시오", "EF"),
        ("으십시오", "EF"),
        ("ᆸ시다", "EF"),
        ("읍시다", "EF"),
        ("어라", "EF"),
        ("아라", "EF"),
        ("라", "EF"),
        ("어야", "EC"),
        ("아야", "EC"),
        ("여야", "EC"),
        ("겠", "EP"),
        ("대요", "EF"),
        ("래요", "EF"),
        ("답니다", "EF"),
        ("다고", "EC"),
        ("라고", "EC"),
        ("라고", "JKQ"),
        ("고", "JKQ"),
        ("다면", "EC"),
        ("라면", "EC"),
    }
)

# Searched as substrings of the Hangul-only text (spacing and punctuation removed).
COLLAPSED_TERMS: Final[dict[str, Family]] = {
    **dict.fromkeys(_words("진단 처방 치료 복용 투약 질환 질병 병원 수술"), "medical"),
    **dict.fromkeys(_words("응급 위험 위급 긴급"), "risk_safety"),
    **dict.fromkeys(_words("승인 전송 발송 보류 결재"), "approval_delivery"),
    **dict.fromkeys(_words("확인결과 분석결과 기록상"), "evidential"),
    # Commands and propositions, whatever the analyzer makes of the verb before them.
    **dict.fromkeys(_words("세요 십시오 합시다 읍시다 봅시다 해야"), "decision_action"),
}


def _stem_family(morph: Morph) -> Family | None:
    if morph.tag == "NR":
        return "number_date_unit"
    for family, pairs in TAGGED.items():
        if (morph.form, morph.tag) in pairs:
            return family
    if morph.tag not in CONTENT_TAGS:
        return None
    for family, stems in STEMS.items():
        if any(morph.form.startswith(stem) for stem in stems):
            return family
    return None


def morph_family(morphs: Iterable[Morph]) -> Family | None:
    """The first forbidden family any morpheme (or ending) belongs to, else None."""
    for morph in morphs:
        if (morph.form, morph.tag) in ENDINGS:
            return "negation_modality" if morph.tag != "EF" else "decision_action"
        family = _stem_family(morph)
        if family is not None:
            return family
    return None


def collapsed_family(collapsed: str) -> Family | None:
    for term, family in COLLAPSED_TERMS.items():
        if term in collapsed:
            return family
    return None
