"""The customer check-in's fixed questions (ADR 0016): ids, prompts, answer kinds, options.

Base questions cover the nine facts of the day; the six follow-up ids are the seed's
(``Q-SLEEP-CAUSE`` ... ``Q-PERF-NEXT``) and open only under the thresholds in ``thresholds.py``.
Option values are short (<= 12 bytes) so the gateway's callback data stays within 64.
"""

from __future__ import annotations

from decimal import Decimal
from typing import Final

from services.checkin.questions import texts
from services.checkin.questions.turns import Option, Question

SCORES: Final = tuple(Option(str(score), f"{score}점") for score in range(1, 6))

QUESTIONS: Final[tuple[Question, ...]] = (
    Question(
        "Q-SLEEP-HOURS",
        "어젯밤 몇 시간 주무셨습니까? 숫자로 적어 주십시오. (예: 7.5)",
        "number",
        "수면 시간은 0부터 24까지의 숫자로 적어 주십시오. (예: 7.5)",
        minimum=Decimal("0"),
        maximum=Decimal("24"),
        places=1,
        units=("시간", "h", "hours", "hour"),
    ),
    Question(
        "Q-SLEEP-QUALITY",
        "수면 만족도는 5점 중 몇 점입니까?",
        "buttons",
        texts.CHOOSE_BUTTON,
        options=SCORES,
    ),
    Question(
        "Q-SLEEP-CAUSE",
        "잠을 충분히 자지 못한 이유를 골라 주시거나 직접 적어 주십시오.",
        "text",
        texts.WRITE_TEXT,
        options=(
            Option("stress", "스트레스"),
            Option("caffeine", "늦은 카페인"),
            Option("late_meal", "늦은 식사나 음주"),
            Option("schedule", "늦은 일정"),
            Option("environment", "소음이나 환경"),
        ),
    ),
    Question(
        "Q-SLEEP-ADJUST",
        "오늘 밤 수면을 위해 무엇을 바꿔 보시겠습니까?",
        "text",
        texts.WRITE_TEXT,
        options=(
            Option("bed_early", "30분 일찍 눕기"),
            Option("caffeine", "오후 카페인 줄이기"),
            Option("screen", "자기 전 화면 줄이기"),
            Option("as_usual", "평소대로 하기"),
        ),
    ),
    Question(
        "Q-READINESS",
        "오늘 컨디션은 5점 중 몇 점입니까?",
        "buttons",
        texts.CHOOSE_BUTTON,
        options=SCORES,
    ),
    Question(
        "Q-COND-SYMPTOM",
        "컨디션이 낮은 이유나 느끼는 증상을 골라 주시거나 직접 적어 주십시오.",
        "text",
        texts.WRITE_TEXT,
        options=(
            Option("fatigue", "피로"),
            Option("tight", "근육 뭉침"),
            Option("cold", "감기 기운"),
            Option("stress", "스트레스"),
        ),
    ),
    Question(
        "Q-COND-INTENSITY",
        "오늘 운동 강도는 어떻게 하시겠습니까?",
        "buttons",
        texts.CHOOSE_BUTTON,
        options=(
            Option("as_planned", "계획대로 하기"),
            Option("lighter", "강도 낮추기"),
            Option("rest", "오늘은 쉬기"),
        ),
    ),
    Question(
        "Q-PAIN",
        "지금 통증이 있습니까?",
        "buttons",
        texts.CHOOSE_BUTTON,
        options=(Option("no", "없음"), Option("yes", "있음")),
    ),
    Question(
        "Q-PAIN-DETAIL",
        "어디가 어떻게 아픈지 적어 주십시오.",
        "text",
        "통증 부위와 느낌을 글로 적어 주십시오.",
        max_chars=2000,
    ),
    Question(
        "Q-CALORIES",
        "오늘 섭취한 열량은 대략 몇 kcal입니까? 숫자로 적어 주십시오. (예: 2300)",
        "number",
        "섭취 열량은 0부터 20,000까지의 숫자로 적어 주십시오. (예: 2300)",
        minimum=Decimal("0"),
        maximum=Decimal("20000"),
        units=("kcal", "칼로리", "cal"),
    ),
    Question(
        "Q-TRAINING-STATUS",
        "오늘 운동은 어떻게 하셨습니까?",
        "buttons",
        texts.CHOOSE_BUTTON,
        options=(
            Option("done", "완료"),
            Option("partial", "일부 수행"),
            Option("missed", "하지 못함"),
            Option("rest", "쉬는 날"),
        ),
    ),
    Question(
        "Q-TRAINING-QUALITY",
        "오늘 운동 수행도는 5점 중 몇 점입니까?",
        "buttons",
        texts.CHOOSE_BUTTON,
        options=SCORES,
    ),
    Question(
        "Q-PERF-REASON",
        "운동을 계획대로 하지 못한 이유를 골라 주시거나 직접 적어 주십시오.",
        "text",
        texts.WRITE_TEXT,
        options=(
            Option("time", "시간 부족"),
            Option("fatigue", "피로"),
            Option("schedule", "일정 변경"),
            Option("motivation", "의욕 저하"),
        ),
    ),
    Question(
        "Q-PERF-NEXT",
        "다음 운동은 어떻게 하시겠습니까?",
        "buttons",
        texts.CHOOSE_BUTTON,
        options=(
            Option("as_planned", "예정대로 하기"),
            Option("lighter", "강도 낮춰 하기"),
            Option("reschedule", "코치와 일정 다시 잡기"),
        ),
    ),
    Question(
        "Q-WEIGHT",
        "오늘 아침 공복 체중은 몇 kg입니까? 숫자로 적어 주십시오. (예: 70.2)",
        "number",
        "체중은 20부터 400까지의 숫자로 적어 주십시오. (예: 70.2)",
        minimum=Decimal("20"),
        maximum=Decimal("400"),
        places=1,
        units=("kg", "킬로그램", "킬로", "키로"),
    ),
    Question(
        "Q-NOTE",
        "코치에게 남길 메모가 있으면 적어 주십시오. 없으면 '없음'을 눌러 주십시오.",
        "text",
        texts.WRITE_TEXT,
        options=(Option("none", "없음", stores_nothing=True),),
        skippable=False,
        max_chars=2000,
    ),
)

CATALOGUE: Final[dict[str, Question]] = {question.question_id: question for question in QUESTIONS}
ORDER: Final[tuple[str, ...]] = tuple(question.question_id for question in QUESTIONS)
