"""Callback grammars, commands and keyboards of the conversations (pure)."""

from __future__ import annotations

import re

import pytest

from services.checkin.questions.checkin import CATALOGUE as CHECKIN_CATALOGUE
from services.checkin.trainer.questions import CATALOGUE as TRAINER_CATALOGUE
from services.checkin.wizard.schemas import QuestionView
from services.gateway.conversations import rules
from services.gateway.peers.schemas import Question


def _question(view: QuestionView) -> Question:
    return Question.model_validate(view.model_dump(mode="json"))


def test_an_answer_button_round_trips_through_its_callback_data():
    data = rules.answer_callback("ci", "Q-SLEEP-QUALITY", "4")
    assert data == "ci:Q-SLEEP-QUALITY:4"
    assert rules.parse_answer(data, "ci") == rules.AnswerPress("Q-SLEEP-QUALITY", "4")


@pytest.mark.parametrize(
    "data",
    ["tr:Q-T-DONE:done", "ci:Q-SLEEP-QUALITY", "ci:q-sleep:4", "ci:Q-X:4:5", "consent:agree", None],
)
def test_anything_but_a_well_formed_answer_of_this_flow_is_not_an_answer(data):
    assert rules.parse_answer(data, "ci") is None


@pytest.mark.parametrize(
    ("catalogue", "prefix"), [(CHECKIN_CATALOGUE, "ci"), (TRAINER_CATALOGUE, "tr")]
)
def test_every_option_of_every_question_fits_telegrams_64_bytes(catalogue, prefix):
    for question in catalogue.values():
        shown = _question(QuestionView.of(question))
        for row in rules.question_buttons(prefix, shown):
            for button in row:
                assert button.callback_data is not None
                assert len(button.callback_data.encode("utf-8")) <= 48
                assert rules.parse_answer(button.callback_data, prefix) is not None


def test_scores_sit_in_one_row_and_skip_alone_below():
    shown = _question(QuestionView.of(CHECKIN_CATALOGUE["Q-SLEEP-QUALITY"]))
    rows = rules.question_buttons("ci", shown)
    assert [[b.text for b in row] for row in rows] == [
        ["1점", "2점", "3점", "4점", "5점"],
        ["건너뛰기"],
    ]
    assert rows[1][0].callback_data == "ci:Q-SLEEP-QUALITY:skip"


def test_long_labels_come_two_to_a_row():
    shown = _question(QuestionView.of(TRAINER_CATALOGUE["Q-T-INTENSITY"]))
    rows = rules.question_buttons("tr", shown)
    assert [[b.text for b in row] for row in rows] == [
        ["계획보다 낮음", "계획대로"],
        ["계획보다 높음"],
    ]


def test_a_number_question_only_offers_its_skip_button():
    shown = _question(QuestionView.of(CHECKIN_CATALOGUE["Q-SLEEP-HOURS"]))
    assert [[b.text for b in row] for row in rules.question_buttons("ci", shown)] == [["건너뛰기"]]


@pytest.mark.parametrize(
    ("text", "command"),
    [
        ("/today", "today"),
        ("/kpi@DualCoachBot", "kpi"),
        ("  /pending please", "pending"),
        ("/record", "record"),
        ("today", None),
        ("/Today", None),
        ("7.5", None),
        (None, None),
    ],
)
def test_commands_are_read_with_or_without_the_bot_name(text, command):
    assert rules.command_of(text) == command


@pytest.mark.parametrize(
    ("data", "operator"),
    [
        ("draft:dr-0123456789abcdef01234567:1:approve", True),
        ("card:cd-1:open", True),
        ("nut:np-1:r1:approve", True),
        ("ci:Q-PAIN:no", False),
        ("drafts", False),
        (None, False),
    ],
)
def test_only_deliverys_namespaces_are_forwarded(data, operator):
    assert rules.is_operator_callback(data) is operator


def test_a_reask_says_why_then_asks_again():
    shown = _question(QuestionView.of(CHECKIN_CATALOGUE["Q-SLEEP-HOURS"]))
    assert rules.reask_text("숫자로 적어 주십시오.", shown) == (
        "숫자로 적어 주십시오.\n\n어젯밤 몇 시간 주무셨습니까? 숫자로 적어 주십시오. (예: 7.5)"
    )


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("/clearhold kim-pilot 통화로 확인했습니다", ("kim-pilot", "통화로 확인했습니다")),
        ("/clearhold@DualCoachBot kim-pilot  메모 ", ("kim-pilot", "메모")),
        ("/clearhold kim-pilot\n여러 줄\n메모", ("kim-pilot", "여러 줄\n메모")),
        ("/clearhold", None),
        ("/clearhold kim-pilot", None),
        ("/clearhold Kim 메모", None),
        ("/clearhold kim-pilot " + "가" * 501, None),
        ("/today kim-pilot 메모", None),
    ],
)
def test_clearhold_takes_a_customer_id_and_a_note_of_1_to_500_characters(text, expected):
    assert rules.clearhold_arguments(text) == expected


def test_a_clearance_id_is_one_per_telegram_message():
    first = rules.clearance_id_for(101, 700001, 5)
    assert first == rules.clearance_id_for(101, 700001, 5)
    assert first != rules.clearance_id_for(102, 700001, 6)
    assert re.fullmatch(r"[A-Za-z0-9_-]{16,80}", first)


@pytest.mark.parametrize(
    "text",
    [
        "/withdraw",
        "/withdraw@DualCoachBot",
        " /withdraw ",
        "/탈퇴",
        "/탈퇴 지금",
        "/탈퇴@DualCoachBot",
    ],
)
def test_withdraw_and_its_korean_alias_ask_for_the_withdrawal(text):
    assert rules.is_withdrawal_request(text)


@pytest.mark.parametrize(
    "text", [None, "", "탈퇴", "/withdrawal", "/탈퇴하기", "withdraw", "/start"]
)
def test_nothing_else_asks_for_the_withdrawal(text):
    assert not rules.is_withdrawal_request(text)


def test_withdrawal_buttons_are_bound_to_one_exact_triple():
    tag = rules.triple_tag(800001, 800001, None)
    assert re.fullmatch(r"[0-9a-f]{16}", tag)
    assert (
        len({tag, rules.triple_tag(800001, 800001, 3), rules.triple_tag(800002, 800001, None)}) == 3
    )
    confirm, cancel = rules.withdrawal_callbacks(tag)
    assert (confirm, cancel) == (f"wd:ok:{tag}", f"wd:no:{tag}")
    assert max(len(confirm.encode()), len(cancel.encode())) <= rules.MAX_CALLBACK_BYTES
    assert rules.parse_withdrawal(confirm) == rules.WithdrawalPress(confirm=True, tag=tag)
    assert rules.parse_withdrawal(cancel) == rules.WithdrawalPress(confirm=False, tag=tag)
    for other in (None, "wd:ok", "wd:yes:" + tag, f"wd:ok:{tag}x", "ci:Q-NOTE:skip", "draft:x"):
        assert rules.parse_withdrawal(other) is None
    assert not rules.is_operator_callback(confirm)
