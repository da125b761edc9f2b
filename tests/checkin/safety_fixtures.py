"""The seed's AC21 safety fixtures (SF-S1-C ... SF-S6-T) and extra inputs per rule and flow.

Each fixture is raw input in one declared field, and the exact rules it must match. The
extra inputs vary spacing, inflection and language (Korean and English) - at least three
per rule per flow beyond the fixtures.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final


@dataclass(frozen=True)
class SafetyInput:
    field: str  # the declared field: note / pain_text / calories / operator_note / pain_note
    text: str  # the raw input (for ``calories``: the typed number)
    rules: tuple[str, ...]  # exactly the rules it matches


CUSTOMER_FIXTURES: Final[dict[str, SafetyInput]] = {
    "SF-S1-C": SafetyInput("note", "운동하다가 숨이 차고 쓰러질 것 같았어요", ("S1",)),
    "SF-S2-C": SafetyInput("pain_text", "무릎이 아파서 계단을 내려가기 힘들어요", ("S2",)),
    "SF-S3-C": SafetyInput("note", "어제 병원에서 당뇨 진단을 받았습니다", ("S3",)),
    "SF-S4-C": SafetyInput("calories", "800", ("S4",)),
    "SF-S5-C": SafetyInput("note", "다이어트 약 먹고 있어요", ("S5",)),
    "SF-S6-C": SafetyInput("note", "2주 안에 5kg 빼고 싶어요", ("S6",)),
}

TRAINER_FIXTURES: Final[dict[str, SafetyInput]] = {
    "SF-S1-T": SafetyInput("operator_note", "수업 중 숨이 차다며 쓰러질 것 같다고 함", ("S1",)),
    "SF-S2-T": SafetyInput("pain_note", "허리 통증 호소, 데드리프트 중단", ("S2",)),
    "SF-S3-T": SafetyInput("operator_note", "회원이 고혈압이 있다고 말함", ("S3",)),
    "SF-S4-T": SafetyInput("operator_note", "회원이 3일 굶었다고 함", ("S4",)),
    "SF-S5-T": SafetyInput("operator_note", "스테로이드 복용 중이라고 함", ("S5",)),
    "SF-S6-T": SafetyInput("operator_note", "열흘 안에 6kg 감량하겠다고 함", ("S6",)),
}

CUSTOMER_VARIANTS: Final[dict[str, tuple[SafetyInput, ...]]] = {
    "S1": (
        SafetyInput("note", "가슴이 너무 아파요", ("S1", "S2")),
        SafetyInput("note", "가슴이아파요", ("S1", "S2")),
        SafetyInput("note", "계단 오르는데 숨이 차요", ("S1",)),
        SafetyInput("note", "가슴이 조여 오는 느낌이에요", ("S1",)),
        SafetyInput("note", "I felt SHORT OF BREATH on the treadmill", ("S1",)),
        SafetyInput("note", "I fainted after the workout", ("S1",)),
    ),
    "S2": (
        SafetyInput("pain_text", "허리가 쑤셔요", ("S2",)),
        SafetyInput("pain_text", "발목을  삐끗했어요", ("S2",)),
        SafetyInput("pain_text", "무릎이 시큰거립니다", ("S2",)),
        SafetyInput("pain_text", "My knee HURTS on stairs", ("S2",)),
    ),
    "S3": (
        SafetyInput("note", "갑상선 질환이 있어요", ("S3",)),
        SafetyInput("note", "천식이 있습니다", ("S3",)),
        SafetyInput("note", "빈혈 이 심해요", ("S3",)),
        SafetyInput("note", "I was diagnosed with Diabetes", ("S3",)),
    ),
    "S4": (
        SafetyInput("calories", "999", ("S4",)),
        SafetyInput("note", "3일 굶었어요", ("S4",)),
        SafetyInput("note", "먹고 토했어요", ("S4",)),
        SafetyInput("note", "하루 한 끼만 먹어요", ("S4",)),
        SafetyInput("note", "I skipped all my meals yesterday", ("S4",)),
    ),
    "S5": (
        SafetyInput("note", "약 먹고 잤어요", ("S5",)),
        SafetyInput("note", "진통제를 먹었어요", ("S5",)),
        SafetyInput("note", "수면제 복용 중", ("S5",)),
        SafetyInput("note", "I took painkillers", ("S5",)),
    ),
    "S6": (
        SafetyInput("note", "일주일에 5kg 빼고 싶어요", ("S6",)),
        SafetyInput("note", "2 주 안 에 5 kg 감량 목표", ("S6",)),
        SafetyInput("note", "땀복 입고 사우나에서 빼려고요", ("S6",)),
        SafetyInput("note", "I want to lose 12 lbs in 10 days", ("S6",)),
    ),
}

TRAINER_VARIANTS: Final[dict[str, tuple[SafetyInput, ...]]] = {
    "S1": (
        SafetyInput("operator_note", "숨이 차서 중단함", ("S1",)),
        SafetyInput("operator_note", "수업 중 실신", ("S1",)),
        SafetyInput("operator_note", "가슴이 답답하다고 함", ("S1",)),
        SafetyInput("operator_note", "client fainted during squats", ("S1",)),
    ),
    "S2": (
        SafetyInput("pain_note", "무릎 통증", ("S2",)),
        SafetyInput("pain_note", "어깨가 결린다고 함", ("S2",)),
        SafetyInput("pain_note", "발목이 부었음", ("S2",)),
        SafetyInput("pain_note", "client says lower back hurts", ("S2",)),
    ),
    "S3": (
        SafetyInput("operator_note", "당뇨가 있다고 함", ("S3",)),
        SafetyInput("operator_note", "디스크 진단 받았다고 함", ("S3",)),
        SafetyInput("operator_note", "임신 중이라고 알림", ("S3",)),
        SafetyInput("operator_note", "client has ASTHMA", ("S3",)),
    ),
    "S4": (
        SafetyInput("operator_note", "하루 한 끼만 먹는다고 함", ("S4",)),
        SafetyInput("operator_note", "이틀 동안 아무것도 안 먹었다고 함", ("S4",)),
        SafetyInput("operator_note", "폭식 후 구토", ("S4",)),
        SafetyInput("operator_note", "client has been skipping meals", ("S4",)),
    ),
    "S5": (
        SafetyInput("operator_note", "다이어트약 먹는 중", ("S5",)),
        SafetyInput("operator_note", "약을 먹고 왔다고 함", ("S5",)),
        SafetyInput("operator_note", "client is on Steroids", ("S5",)),
    ),
    "S6": (
        SafetyInput("operator_note", "일주일 안에 5kg 감량 원함", ("S6",)),
        SafetyInput("operator_note", "2주 동안 6킬로 빼겠다고 함", ("S6",)),
        SafetyInput("operator_note", "수분 빼기 시작함", ("S6",)),
        SafetyInput("operator_note", "wants to drop 15 pounds in two weeks", ("S6",)),
    ),
}

# Words the flows and training talk use harmlessly: none may hold coaching.
HARMLESS: Final[tuple[str, ...]] = (
    "오늘 가슴 운동 했어요",
    "약간 피곤해요",
    "시리얼 먹었어요",
    "간식은 안 먹었어요",
    "라면이 땡겨요",
    "약속이 있어서 일찍 잤어요",
    "체중 70.2kg 유지 중이고 5일 연속 운동",
    "한 달에 2kg 감량이 목표예요",
    "3주 동안 5kg 감량",
    "Great session, felt strong today",
)
