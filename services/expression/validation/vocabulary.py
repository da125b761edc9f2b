"""The seed's closed deny classes, matched on normalised morphological stems.

Seeds 000/001 name closed vocabularies that may never appear outside a placeholder:
medical/diagnostic/prescription, risk/safety/emergency, evidential/factual, quality/
adherence, decision/adjustment/action and approval/hold/delivery. Only those are lists.
Everything else — numbers and time words, causes, predictions, claims about the customer —
is decided structurally (``judgment.py``), not by a longer list of words.

Two matchers run on the generated text with every issued placeholder masked:

1. stems of content morphemes (nouns, verb/adjective stems, adverbs, roots, determiners),
   so inflections (``승인했습니다``, ``보냈어요``, ``좋았고``) reduce to their stem;
2. a substring scan of the Hangul-only text for distinctive multi-syllable terms, which
   undoes spacing and punctuation tricks (``승 인``, ``진.단``).

A stem of two or more syllables matches any content morpheme that starts with it
(``충분`` ⊂ ``충분하``); one-syllable stems match only with their part of speech, since
they are ambiguous (``약`` medicine is ``NNG``; ``약간`` is a different adverb).
"""

from __future__ import annotations

from collections.abc import Iterable
from functools import lru_cache
from typing import Final, Literal

from services.expression.validation.stems import Morph

Family = Literal[
    "medical",
    "risk_safety",
    "evidential",
    "quality_adherence",
    "decision_action",
    "approval_delivery",
]


def _words(text: str) -> frozenset[str]:
    return frozenset(text.split())


CONTENT_TAGS: Final = frozenset(
    {"NNG", "NNP", "NNB", "NR", "NP", "VV", "VA", "VX", "VCN", "MM", "MAG", "MAJ", "XR", "IC"}
)

# Prefix-matched stems.
STEMS: Final[dict[Family, frozenset[str]]] = {
    "medical": _words(
        "진단 치료 처방 약물 복용 투약 복약 질환 질병 병원 의사 의학 의료 증상 증세 부상 "
        "통증 재활 수술 검사 건강 영양제 보충제 호르몬 혈압 혈당 당뇨 환자 아프 회복 염증 "
        "처치 장애 비만 저체중 과체중 체지방 근손실 섭식 폭식 절식 단식 다이어트 상처 "
        "몸살 피로 컨디션 관절 허리 무릎 어깨 발목 손목 근력 체력"
    ),
    "risk_safety": _words(
        "위험 안전 응급 긴급 위급 경고 주의 사고 신고 심각 문제 괜찮 안심 걱정 우려 무리 "
        "조심 비상 보호 위협 해롭 유해 무사"
    ),
    "evidential": _words(
        "확인 결과 분석 측정 기록 데이터 근거 증거 판단 평가 관찰 추세 변화 수치 통계 "
        "입증 증명 검증 파악 결론 정확"
    ),
    "quality_adherence": _words(
        "충분 성공 훌륭 완벽 우수 뛰어나 성실 꾸준 부족 나쁘 실패 잘못 최고 최선 대단 "
        "칭찬 노력 열심 지키 준수 달성 성과 개선 향상 악화 진전 발전 순조 양호 미흡 만족 "
        "아쉽 멋지 멋있 장하 기특 놀랍 완수 수고 잘하 효과 좋아지 나아지 뿌듯 자랑 "
        # round 64: 노고, 수고's formal near-synonym ("회원님 노고에 감사드립니다")
        "노고 "
        # round 82: evaluations in a loanword ("퍼펙트하게", "스무스하게", "베스트로") beside 완벽,
        # 순조 and 최고 (굿 alone is an exact pair below)
        "퍼펙트 스무스 베스트 나이스 엑설런트 그레이트 레전드 원픽 해피"
    ),
    "decision_action": _words(
        "유지 조정 변경 증가 감소 증감 가감 늘리 줄이 올리 내리 바꾸 결정 권장 권하 추천 제안 계획 "
        "목표 섭취 칼로리 열량 식단 식사 운동 훈련 수면 체중 몸무게 근육 단백질 탄수화물 "
        "지방 수분 먹 마시 드시 쉬 시작 중단 멈추 그만 실천 실행 조치 대응 관리 필요 "
        "챙기 조절 제한 노력하 해보 도전 습관 루틴 스트레칭 식품 음식 간식 영양 "
        # plan-change and freeze synonyms (the seed's decision/adjustment vocabulary)
        "동결 고정 완화 강화 상향 하향 재설정 재조정 재정비 재편 개편 수정 폐기 전환 "
        "축소 확대 감량 증량 고수 손대 손보 끌어올리 끌어내리 낮추 높이 설정 변동 "
        "현상유지 현행 종전 스톱 홀드 보완 못박 묶어두 묶어놓 세워두 미루 연기 보류 "
        "중지 정지 재개 철회 취소 교체 대체 반영 적용 "
        # change undergone by the content: a renewal or revision said of what is issued
        # ("업데이트된 내용으로는" - round 38), loanword and Sino-Korean alike
        "갱신 업데이트 업뎃 리뉴얼 업그레이드 개정 쇄신 바뀌 "
        # the issued content called a choice ("일석이조의 선택으로" - round 39): 결정's near
        # synonyms, a decision made and characterised
        "선택 채택 "
        # round 82: the issued content called a tip or a knack ("꿀팁은,", "노하우를 덧붙이면"),
        # 추천's and 권장's near synonyms
        "팁 꿀팁 노하우 비법 요령"
    ),
    "approval_delivery": _words(
        "승인 허가 허락 전달 전송 보내 발송 보류 대기 거절 반려 확정 통과 검토 처리 "
        "통보 공유 결재 완료 발행 게시 수락 동의 예약 "
        # round 79: the loanwords of approval ("컨펌된 항목만", "컨펌만 남은 상태로")
        "컨펌 어프루브"
    ),
}

# Exact (stem, part of speech) pairs for ambiguous one-syllable stems.
TAGGED: Final[dict[tuple[str, str], Family]] = {
    ("약", "NNG"): "medical",
    ("병", "NNG"): "medical",
    ("낫", "VV"): "medical",
    ("낫", "VA"): "medical",
    ("잘", "MAG"): "quality_adherence",
    ("좋", "VA"): "quality_adherence",
    ("굿", "NNG"): "quality_adherence",  # round 82: "굿 뉴스부터" as "좋은 소식부터"
    ("물", "NNG"): "decision_action",
    ("잠", "NNG"): "decision_action",
    ("자", "VV"): "decision_action",
}

# Searched as substrings of the Hangul-only text (spacing and punctuation removed).
COLLAPSED_TERMS: Final[dict[str, Family]] = {
    **dict.fromkeys(_words("진단 처방 치료 복용 투약 질환 질병 병원 수술"), "medical"),
    **dict.fromkeys(_words("응급 위험 위급 긴급"), "risk_safety"),
    **dict.fromkeys(_words("승인 전송 발송 보류 결재"), "approval_delivery"),
    **dict.fromkeys(_words("확인결과 분석결과 기록상"), "evidential"),
}

# stem -> family, looked up for every prefix of a morpheme (a dict probe per length is
# far cheaper than testing every stem with ``startswith``).
_BY_STEM: Final[dict[str, Family]] = {
    stem: family for family, stems in STEMS.items() for stem in stems
}
_LONGEST_STEM: Final = max(len(stem) for stem in _BY_STEM)


# Tags a morpheme must have for either matcher to name it (a cheap pre-filter).
_MATCHED_TAGS: Final = CONTENT_TAGS | frozenset(tag for _, tag in TAGGED)


def _stem_family(morph: Morph) -> Family | None:
    return _form_family(morph.form, morph.tag)


# A pure function of the form and tag over constant tables, and forms recur from response to
# response ("말씀", "정리", "드리"): kept per (form, tag), bounded, instead of probing every
# prefix length again.
@lru_cache(maxsize=8192)
def _form_family(form: str, tag: str) -> Family | None:
    tagged = TAGGED.get((form, tag))
    if tagged is not None:
        return tagged
    if tag not in CONTENT_TAGS:
        return None
    for length in range(1, min(len(form), _LONGEST_STEM) + 1):
        family = _BY_STEM.get(form[:length])
        if family is not None:
            return family
    return None


def morph_family(morphs: Iterable[Morph], skip: frozenset[int] = frozenset()) -> Family | None:
    """The first forbidden family any content morpheme belongs to, else None."""
    for index, morph in enumerate(morphs):
        if morph.tag not in _MATCHED_TAGS or index in skip:
            continue
        family = _stem_family(morph)
        if family is not None:
            return family
    return None


def collapsed_family(collapsed: str) -> Family | None:
    """The family of the first distinctive term hidden by spacing or punctuation."""
    for term, family in COLLAPSED_TERMS.items():
        if term in collapsed:
            return family
    return None
