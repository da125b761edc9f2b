"""The trainer's post-session record: five taps on the normal path (AC5, <= 30 s).

Every question is a button except the optional notes; only the notes and the pain note may
be left out ("없음"), so a saved record is always complete.
"""

from __future__ import annotations

from typing import Final

from services.checkin.questions import texts
from services.checkin.questions.turns import Option, Question

QUESTIONS: Final[tuple[Question, ...]] = (
    Question(
        "Q-T-DONE",
        "오늘 수업을 진행하셨습니까?",
        "buttons",
        texts.CHOOSE_BUTTON,
        options=(Option("done", "진행함"), Option("not_done", "진행하지 않음")),
        skippable=False,
    ),
    Question(
        "Q-T-PERFORMANCE",
        "고객의 수행도는 5점 중 몇 점입니까?",
        "buttons",
        texts.CHOOSE_BUTTON,
        options=tuple(Option(str(score), f"{score}점") for score in range(1, 6)),
        skippable=False,
    ),
    Question(
        "Q-T-INTENSITY",
        "운동 강도는 계획과 비교해 어땠습니까?",
        "buttons",
        texts.CHOOSE_BUTTON,
        options=(
            Option("below", "계획보다 낮음"),
            Option("as_planned", "계획대로"),
            Option("above", "계획보다 높음"),
        ),
        skippable=False,
    ),
    Question(
        "Q-T-PAIN",
        "수업 중 고객이 통증을 말했습니까?",
        "buttons",
        texts.CHOOSE_BUTTON,
        options=(Option("no", "없음"), Option("yes", "있음")),
        skippable=False,
    ),
    Question(
        "Q-T-PAIN-NOTE",
        "통증 부위와 상황을 적어 주십시오. 적을 내용이 없으면 '없음'을 눌러 주십시오.",
        "text",
        texts.WRITE_TEXT,
        options=(Option("none", "없음", stores_nothing=True),),
        skippable=False,
        max_chars=2000,
    ),
    Question(
        "Q-T-NOTE",
        "운영 메모가 있으면 적어 주십시오. 없으면 '없음'을 눌러 주십시오.",
        "text",
        texts.WRITE_TEXT,
        options=(Option("none", "없음", stores_nothing=True),),
        skippable=False,
        max_chars=2000,
    ),
)

CATALOGUE: Final[dict[str, Question]] = {question.question_id: question for question in QUESTIONS}
ORDER: Final[tuple[str, ...]] = tuple(question.question_id for question in QUESTIONS)
