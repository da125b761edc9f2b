"""Turn mechanics (pure): parsing each answer kind, re-asks, replays, callback budget."""

from __future__ import annotations

import pytest

from services.checkin.questions.checkin import CATALOGUE, QUESTIONS
from services.checkin.questions.turns import (
    MAX_OPTION_VALUE_BYTES,
    AnswerInvalid,
    NotAsked,
    apply_answer,
    callback_bytes,
    parse_answer,
)
from services.checkin.trainer.questions import QUESTIONS as TRAINER_QUESTIONS

SLEEP = CATALOGUE["Q-SLEEP-HOURS"]
CALORIES = CATALOGUE["Q-CALORIES"]
WEIGHT = CATALOGUE["Q-WEIGHT"]
QUALITY = CATALOGUE["Q-SLEEP-QUALITY"]
CAUSE = CATALOGUE["Q-SLEEP-CAUSE"]
NOTE = CATALOGUE["Q-NOTE"]


@pytest.mark.parametrize(
    ("question", "raw", "stored"),
    [
        (SLEEP, "7.5", 7.5),
        (SLEEP, " 7 ", 7.0),
        (SLEEP, "7.50", 7.5),
        (SLEEP, "6시간", 6.0),
        (SLEEP, "０", 0.0),
        (SLEEP, 24, 24.0),
        (SLEEP, 7.5, 7.5),
        (CALORIES, "2300", 2300),
        (CALORIES, "2,300", 2300),
        (CALORIES, "2300kcal", 2300),
        (CALORIES, 0, 0),
        (WEIGHT, "70.2", 70.2),
        (WEIGHT, "70.2kg", 70.2),
        (WEIGHT, "71 kg", 71.0),
        (SLEEP, "skip", None),
        (CALORIES, "SKIP", None),
    ],
)
def test_numbers_are_read_with_or_without_their_unit(question, raw, stored):
    assert parse_answer(question, raw) == stored


@pytest.mark.parametrize(
    ("question", "raw"),
    [
        (SLEEP, "24.5"),
        (SLEEP, "-1"),
        (SLEEP, "7.25"),
        (SLEEP, "일곱 시간"),
        (SLEEP, "seven"),
        (SLEEP, ""),
        (SLEEP, True),
        (CALORIES, "2300.5"),
        (CALORIES, "20001"),
        (CALORIES, "2,30"),
        (WEIGHT, "19.9"),
        (WEIGHT, "70,2"),
        (WEIGHT, "1e2"),
    ],
)
def test_a_bad_number_is_re_asked_with_the_range_and_an_example(question, raw):
    with pytest.raises(AnswerInvalid) as caught:
        parse_answer(question, raw)
    assert caught.value.reask == question.reask


def test_buttons_take_their_value_or_label_and_nothing_else():
    assert parse_answer(QUALITY, "4") == "4"
    assert parse_answer(QUALITY, "4점") == "4"
    for raw in ("6", "four", 4, "4.0"):
        with pytest.raises(AnswerInvalid) as caught:
            parse_answer(QUALITY, raw)
        assert caught.value.reask == "아래 버튼 중 하나를 눌러 주십시오."


def test_text_takes_an_option_label_or_free_text_within_its_limit():
    assert parse_answer(CAUSE, "stress") == "스트레스"
    assert parse_answer(CAUSE, "  야근 때문에\x00 늦게 잤어요 ") == "야근 때문에 늦게 잤어요"
    assert parse_answer(NOTE, "none") is None
    with pytest.raises(AnswerInvalid) as caught:
        parse_answer(CAUSE, "가" * 501)
    assert caught.value.reask == "500자 이내로 적어 주십시오."
    with pytest.raises(AnswerInvalid) as caught:
        parse_answer(NOTE, "가" * 2001)
    assert caught.value.reask == "2,000자 이내로 적어 주십시오."
    with pytest.raises(AnswerInvalid):
        parse_answer(CAUSE, "   ")
    with pytest.raises(AnswerInvalid):
        parse_answer(CAUSE, 3)


def test_a_question_that_must_be_answered_refuses_skip():
    with pytest.raises(AnswerInvalid) as caught:
        parse_answer(NOTE, "skip")
    assert caught.value.reask == "이 질문은 건너뛸 수 없습니다. 아래 버튼 중 하나를 눌러 주십시오."


def _first_two(answers):
    for question_id in ("Q-SLEEP-HOURS", "Q-SLEEP-QUALITY"):
        if question_id not in answers:
            return question_id
    return None


def test_only_the_current_question_is_answered_and_a_repeat_is_a_replay():
    result = apply_answer(CATALOGUE, _first_two, (), "Q-SLEEP-HOURS", "7.5")
    assert result.answers == (("Q-SLEEP-HOURS", 7.5),) and not result.replayed
    again = apply_answer(CATALOGUE, _first_two, result.answers, "Q-SLEEP-HOURS", "7.50")
    assert again.replayed and again.answers == result.answers
    with pytest.raises(NotAsked) as caught:
        apply_answer(CATALOGUE, _first_two, result.answers, "Q-SLEEP-HOURS", "6")
    assert caught.value.current == "Q-SLEEP-QUALITY"
    for later in ("Q-WEIGHT", "Q-UNKNOWN"):
        with pytest.raises(NotAsked):
            apply_answer(CATALOGUE, _first_two, result.answers, later, "70.2")
    done = apply_answer(CATALOGUE, _first_two, result.answers, "Q-SLEEP-QUALITY", "4").answers
    with pytest.raises(NotAsked) as caught:
        apply_answer(CATALOGUE, _first_two, done, "Q-WEIGHT", "70.2")
    assert caught.value.current is None


def test_every_button_fits_the_callback_data_budget():
    session_id = "0123456789abcdef"
    for question in (*QUESTIONS, *TRAINER_QUESTIONS):
        for option in question.shown_options():
            assert len(option.value.encode()) <= MAX_OPTION_VALUE_BYTES
            assert callback_bytes(session_id, question.question_id, option.value) <= 64


def test_skippable_questions_offer_a_skip_button():
    assert [(o.value, o.label) for o in SLEEP.shown_options()] == [("skip", "건너뛰기")]
    assert [o.value for o in NOTE.shown_options()] == ["none"]
    assert [o.value for o in QUALITY.shown_options()] == ["1", "2", "3", "4", "5", "skip"]
