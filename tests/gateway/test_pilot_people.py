"""How the pilot's people read the bot's messages (pure parts)."""

from __future__ import annotations

import pytest

from services.checkin.catalogue.rules import question_catalogue
from tools.pilot.people import (
    BotMessage,
    Flows,
    PilotStuck,
    console_path,
    is_held_notice,
    is_saved,
    kpi_reply_complete,
    question_of,
    review_of,
)

DRAFT = "dr-" + "0123456789abcdef01234567"
# What checkin serves on GET /v1/question-catalogue (tests/checkin/test_catalogue_endpoints.py).
FLOWS = Flows.of(question_catalogue())
CHECKIN, TRAINER = FLOWS.checkin, FLOWS.trainer


def message(text: str, *data: str) -> BotMessage:
    return BotMessage(1, text, data)


def test_a_question_is_named_by_its_buttons_first():
    shown = message("아무 글", "ci:Q-SLEEP-QUALITY:1", "ci:Q-SLEEP-QUALITY:2")
    assert question_of(shown, CHECKIN) == "Q-SLEEP-QUALITY"
    assert question_of(shown, TRAINER) is None


def test_a_typed_question_is_recognised_by_its_prompt():
    prompt = "어젯밤 몇 시간 주무셨습니까? 숫자로 적어 주십시오. (예: 7.5)"
    assert question_of(message(f"체크인을 시작합니다.\n\n{prompt}"), CHECKIN) == "Q-SLEEP-HOURS"
    assert question_of(message("오늘 수업을 진행하셨습니까?"), TRAINER) == "Q-T-DONE"
    assert question_of(message("안녕하세요"), CHECKIN) is None


def test_the_saved_acknowledgement_ends_a_flow():
    assert is_saved(
        message("오늘 체크인을 저장했습니다. 코치가 확인한 뒤 답변을 보내 드리겠습니다."), CHECKIN
    )
    assert is_saved(message("수업 기록을 저장했습니다."), TRAINER)
    assert not is_saved(message("수업 기록을 저장했습니다."), CHECKIN)


def test_a_review_names_its_draft_and_revision():
    shown = message(
        "[검토 요청]",
        f"draft:{DRAFT}:2:approve",
        f"draft:{DRAFT}:2:edit",
        f"draft:{DRAFT}:2:discard",
    )
    review = review_of(shown)
    assert review is not None and (review.draft_id, review.revision) == (DRAFT, 2)
    assert review.data("discard") == f"draft:{DRAFT}:2:discard"
    assert review_of(message("[검토 요청]")) is None


def test_a_held_notice_has_its_title_and_no_buttons():
    assert is_held_notice(message("[긴급 보류 알림] 고객에게 보내지 않았습니다\n- S1 ..."))
    assert is_held_notice(message("[보류 알림] 고객에게 보내지 않았습니다"))
    assert not is_held_notice(message("[보류 알림] 고객에게 보내지 않았습니다", "x:y"))


def test_the_edit_answer_leads_to_the_console_page():
    answer = f"수정은 콘솔에서 해 주십시오: /console/drafts/{DRAFT}"
    assert console_path(answer) == f"/console/drafts/{DRAFT}"
    with pytest.raises(PilotStuck):
        console_path("수정은 콘솔에서 해 주십시오")


def test_a_kpi_reply_is_complete_only_when_it_names_every_customer():
    parts = "[KPI 판정]\nkim-pilot: 종합 충족\n- 체크인율 …\n\nlee-pilot: 종합 미달"
    assert kpi_reply_complete(parts, ["kim-pilot", "lee-pilot"])
    assert not kpi_reply_complete(parts, ["kim-pilot", "lee-pilot", "park-pilot"])
    assert not kpi_reply_complete("[KPI 판정]\nkim-pilot: 종합 충족", ["lee-pilot"])
