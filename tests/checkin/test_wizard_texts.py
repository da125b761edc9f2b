"""Golden texts of both flows: every prompt, button, re-ask, refusal and acknowledgement.

They are product wording (합니다체); a change here is a deliberate change of what people read.
"""

from __future__ import annotations

import re

from services.checkin.questions import texts
from services.checkin.questions.checkin import QUESTIONS as CUSTOMER_QUESTIONS
from services.checkin.trainer.questions import QUESTIONS as TRAINER_QUESTIONS

QUESTIONS = {
    "Q-SLEEP-HOURS": (
        "어젯밤 몇 시간 주무셨습니까? 숫자로 적어 주십시오. (예: 7.5)",
        "number",
        "수면 시간은 0부터 24까지의 숫자로 적어 주십시오. (예: 7.5)",
        (("skip", "건너뛰기"),),
    ),
    "Q-SLEEP-QUALITY": (
        "수면 만족도는 5점 중 몇 점입니까?",
        "buttons",
        "아래 버튼 중 하나를 눌러 주십시오.",
        (
            ("1", "1점"),
            ("2", "2점"),
            ("3", "3점"),
            ("4", "4점"),
            ("5", "5점"),
            ("skip", "건너뛰기"),
        ),
    ),
    "Q-SLEEP-CAUSE": (
        "잠을 충분히 자지 못한 이유를 골라 주시거나 직접 적어 주십시오.",
        "text",
        "내용을 글로 적어 주시거나 아래 버튼 중 하나를 눌러 주십시오.",
        (
            ("stress", "스트레스"),
            ("caffeine", "늦은 카페인"),
            ("late_meal", "늦은 식사나 음주"),
            ("schedule", "늦은 일정"),
            ("environment", "소음이나 환경"),
            ("skip", "건너뛰기"),
        ),
    ),
    "Q-SLEEP-ADJUST": (
        "오늘 밤 수면을 위해 무엇을 바꿔 보시겠습니까?",
        "text",
        "내용을 글로 적어 주시거나 아래 버튼 중 하나를 눌러 주십시오.",
        (
            ("bed_early", "30분 일찍 눕기"),
            ("caffeine", "오후 카페인 줄이기"),
            ("screen", "자기 전 화면 줄이기"),
            ("as_usual", "평소대로 하기"),
            ("skip", "건너뛰기"),
        ),
    ),
    "Q-READINESS": (
        "오늘 컨디션은 5점 중 몇 점입니까?",
        "buttons",
        "아래 버튼 중 하나를 눌러 주십시오.",
        (
            ("1", "1점"),
            ("2", "2점"),
            ("3", "3점"),
            ("4", "4점"),
            ("5", "5점"),
            ("skip", "건너뛰기"),
        ),
    ),
    "Q-COND-SYMPTOM": (
        "컨디션이 낮은 이유나 느끼는 증상을 골라 주시거나 직접 적어 주십시오.",
        "text",
        "내용을 글로 적어 주시거나 아래 버튼 중 하나를 눌러 주십시오.",
        (
            ("fatigue", "피로"),
            ("tight", "근육 뭉침"),
            ("cold", "감기 기운"),
            ("stress", "스트레스"),
            ("skip", "건너뛰기"),
        ),
    ),
    "Q-COND-INTENSITY": (
        "오늘 운동 강도는 어떻게 하시겠습니까?",
        "buttons",
        "아래 버튼 중 하나를 눌러 주십시오.",
        (
            ("as_planned", "계획대로 하기"),
            ("lighter", "강도 낮추기"),
            ("rest", "오늘은 쉬기"),
            ("skip", "건너뛰기"),
        ),
    ),
    "Q-PAIN": (
        "지금 통증이 있습니까?",
        "buttons",
        "아래 버튼 중 하나를 눌러 주십시오.",
        (("no", "없음"), ("yes", "있음"), ("skip", "건너뛰기")),
    ),
    "Q-PAIN-DETAIL": (
        "어디가 어떻게 아픈지 적어 주십시오.",
        "text",
        "통증 부위와 느낌을 글로 적어 주십시오.",
        (("skip", "건너뛰기"),),
    ),
    "Q-CALORIES": (
        "오늘 섭취한 열량은 대략 몇 kcal입니까? 숫자로 적어 주십시오. (예: 2300)",
        "number",
        "섭취 열량은 0부터 20,000까지의 숫자로 적어 주십시오. (예: 2300)",
        (("skip", "건너뛰기"),),
    ),
    "Q-TRAINING-STATUS": (
        "오늘 운동은 어떻게 하셨습니까?",
        "buttons",
        "아래 버튼 중 하나를 눌러 주십시오.",
        (
            ("done", "완료"),
            ("partial", "일부 수행"),
            ("missed", "하지 못함"),
            ("rest", "쉬는 날"),
            ("skip", "건너뛰기"),
        ),
    ),
    "Q-TRAINING-QUALITY": (
        "오늘 운동 수행도는 5점 중 몇 점입니까?",
        "buttons",
        "아래 버튼 중 하나를 눌러 주십시오.",
        (
            ("1", "1점"),
            ("2", "2점"),
            ("3", "3점"),
            ("4", "4점"),
            ("5", "5점"),
            ("skip", "건너뛰기"),
        ),
    ),
    "Q-PERF-REASON": (
        "운동을 계획대로 하지 못한 이유를 골라 주시거나 직접 적어 주십시오.",
        "text",
        "내용을 글로 적어 주시거나 아래 버튼 중 하나를 눌러 주십시오.",
        (
            ("time", "시간 부족"),
            ("fatigue", "피로"),
            ("schedule", "일정 변경"),
            ("motivation", "의욕 저하"),
            ("skip", "건너뛰기"),
        ),
    ),
    "Q-PERF-NEXT": (
        "다음 운동은 어떻게 하시겠습니까?",
        "buttons",
        "아래 버튼 중 하나를 눌러 주십시오.",
        (
            ("as_planned", "예정대로 하기"),
            ("lighter", "강도 낮춰 하기"),
            ("reschedule", "코치와 일정 다시 잡기"),
            ("skip", "건너뛰기"),
        ),
    ),
    "Q-WEIGHT": (
        "오늘 아침 공복 체중은 몇 kg입니까? 숫자로 적어 주십시오. (예: 70.2)",
        "number",
        "체중은 20부터 400까지의 숫자로 적어 주십시오. (예: 70.2)",
        (("skip", "건너뛰기"),),
    ),
    "Q-NOTE": (
        "코치에게 남길 메모가 있으면 적어 주십시오. 없으면 '없음'을 눌러 주십시오.",
        "text",
        "내용을 글로 적어 주시거나 아래 버튼 중 하나를 눌러 주십시오.",
        (("none", "없음"),),
    ),
    "Q-T-DONE": (
        "오늘 수업을 진행하셨습니까?",
        "buttons",
        "아래 버튼 중 하나를 눌러 주십시오.",
        (("done", "진행함"), ("not_done", "진행하지 않음")),
    ),
    "Q-T-PERFORMANCE": (
        "고객의 수행도는 5점 중 몇 점입니까?",
        "buttons",
        "아래 버튼 중 하나를 눌러 주십시오.",
        (("1", "1점"), ("2", "2점"), ("3", "3점"), ("4", "4점"), ("5", "5점")),
    ),
    "Q-T-INTENSITY": (
        "운동 강도는 계획과 비교해 어땠습니까?",
        "buttons",
        "아래 버튼 중 하나를 눌러 주십시오.",
        (("below", "계획보다 낮음"), ("as_planned", "계획대로"), ("above", "계획보다 높음")),
    ),
    "Q-T-PAIN": (
        "수업 중 고객이 통증을 말했습니까?",
        "buttons",
        "아래 버튼 중 하나를 눌러 주십시오.",
        (("no", "없음"), ("yes", "있음")),
    ),
    "Q-T-PAIN-NOTE": (
        "통증 부위와 상황을 적어 주십시오. 적을 내용이 없으면 '없음'을 눌러 주십시오.",
        "text",
        "내용을 글로 적어 주시거나 아래 버튼 중 하나를 눌러 주십시오.",
        (("none", "없음"),),
    ),
    "Q-T-NOTE": (
        "운영 메모가 있으면 적어 주십시오. 없으면 '없음'을 눌러 주십시오.",
        "text",
        "내용을 글로 적어 주시거나 아래 버튼 중 하나를 눌러 주십시오.",
        (("none", "없음"),),
    ),
}


SYSTEM_TEXTS = {
    "SKIP_LABEL": "건너뛰기",
    "NOT_SKIPPABLE": "이 질문은 건너뛸 수 없습니다. 아래 버튼 중 하나를 눌러 주십시오.",
    "CHOOSE_BUTTON": "아래 버튼 중 하나를 눌러 주십시오.",
    "WRITE_TEXT": "내용을 글로 적어 주시거나 아래 버튼 중 하나를 눌러 주십시오.",
    "NOT_ASKED": "지금은 이 질문에 답할 차례가 아닙니다. 아래 질문에 답해 주십시오.",
    "NOTHING_LEFT": "모든 질문에 답하셨습니다. 기록을 저장해 주십시오.",
    "INCOMPLETE": "아직 답하지 않은 질문이 있습니다. 아래 질문에 답해 주십시오.",
    "CHECKIN_SAVED": "오늘 체크인을 저장했습니다. 코치가 확인한 뒤 답변을 보내 드리겠습니다.",
    "CHECKIN_ALREADY_RECORDED": "오늘 체크인은 이미 저장되었습니다. 내일 다시 기록해 주십시오.",
    "CHECKIN_FINALIZED": "이 체크인은 이미 저장되어 더 답할 수 없습니다.",
    "CHECKIN_EXPIRED": (
        "이 체크인은 기록할 수 있는 날이 지났습니다. 오늘 체크인을 새로 시작해 주십시오."
    ),
    "TRAINER_SAVED": "수업 기록을 저장했습니다.",
    "TRAINER_ALREADY_RECORDED": "오늘 수업 기록은 이미 저장되었습니다.",
    "TRAINER_FINALIZED": "이 수업 기록은 이미 저장되어 더 답할 수 없습니다.",
    "TRAINER_EXPIRED": "이 수업 기록은 기록할 수 있는 날이 지났습니다. 새로 시작해 주십시오.",
    "TRAINER_NOT_BOUND": "이 계정으로는 이 고객의 수업 기록을 남길 수 없습니다.",
}
NOT_ELIGIBLE = {
    "not_enabled": "지금은 체크인을 진행할 수 없습니다. 코치에게 문의해 주십시오.",
    "plan_missing": "지금은 체크인을 진행할 수 없습니다. 코치에게 문의해 주십시오.",
    "before_window": "아직 체크인 기간이 시작되지 않았습니다. 시작일부터 기록해 주십시오.",
    "after_window": "체크인 기간이 끝났습니다. 그동안 기록해 주셔서 감사합니다.",
    "not_weekday": "체크인은 평일에만 진행합니다. 다음 평일에 기록해 주십시오.",
}
TRAINER_NOT_ELIGIBLE = {
    "not_enabled": "지금은 이 고객의 수업 기록을 남길 수 없습니다.",
    "plan_missing": "지금은 이 고객의 수업 기록을 남길 수 없습니다.",
    "before_window": "아직 이 고객의 기록 기간이 시작되지 않았습니다.",
    "after_window": "이 고객의 기록 기간이 끝났습니다.",
}

# 합니다체: every sentence ends in a formal declarative, question or request form.
_FORMAL_END = re.compile(r"(니다|니까|십시오)[.?]( \(예: [0-9.]+\))?$")


def test_every_question_reads_exactly_as_pinned():
    actual = {
        q.question_id: (
            q.prompt,
            q.kind,
            q.reask,
            tuple((o.value, o.label) for o in q.shown_options()),
        )
        for q in (*CUSTOMER_QUESTIONS, *TRAINER_QUESTIONS)
    }
    assert actual == QUESTIONS


def test_every_system_text_reads_exactly_as_pinned():
    assert {name: getattr(texts, name) for name in SYSTEM_TEXTS} == SYSTEM_TEXTS
    assert texts.NOT_ELIGIBLE == NOT_ELIGIBLE
    assert texts.TRAINER_NOT_ELIGIBLE == TRAINER_NOT_ELIGIBLE
    assert texts.too_long(500) == "500자 이내로 적어 주십시오."


def _sentences():
    for prompt, _, reask, _ in QUESTIONS.values():
        yield prompt
        yield reask
    for name, text in SYSTEM_TEXTS.items():
        if name != "SKIP_LABEL":
            yield text
    yield from NOT_ELIGIBLE.values()
    yield from TRAINER_NOT_ELIGIBLE.values()


def test_every_sentence_is_in_the_formal_polite_register():
    for text in sorted(set(_sentences())):
        for sentence in re.split(r"(?<=[.?]) (?!\()", text):
            assert _FORMAL_END.search(sentence), sentence
