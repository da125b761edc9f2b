"""The gateway's own conversation texts, pinned exactly (golden)."""

from __future__ import annotations

import unicodedata
from datetime import UTC, date, datetime

import pytest

from services.gateway.conversations import texts
from services.gateway.peers.schemas import DraftSummary, Kpi, TaskSummary

DAY = date(2026, 12, 9)
DRAFT_ID = "dr-0123456789abcdef01234567"
OTHER_ID = "dr-89abcdef0123456789abcdef"


def _draft(
    draft_id: str,
    kind: str,
    revision: int,
    hour: int,
    *,
    status: str = "pending",
    words_excerpt: str | None = None,
) -> DraftSummary:
    return DraftSummary(
        draft_id=draft_id,
        customer_id="kim-pilot",
        kind=kind,
        status=status,
        latest_revision=revision,
        created_at=datetime(2026, 12, 9, hour, tzinfo=UTC),
        words_excerpt=words_excerpt,
    )


def _task(status: str) -> TaskSummary:
    return TaskSummary.model_validate(
        {
            "task_key": f"daily:kim-pilot:{DAY}",
            "customer_id": "kim-pilot",
            "kind": "daily",
            "kst_date": DAY,
            "status": status,
        }
    )


def _kpi(**overrides) -> Kpi:
    document = {
        "customer_id": "kim-pilot",
        "passed": False,
        "checkin_rate": {
            "passed": True,
            "checked_in_days": 17,
            "eligible_days": 20,
            "rate_percent": "85.0",
            "threshold_percent": 80,
        },
        "satisfaction": {"passed": False, "records": 0, "mean": None, "threshold": "8.0"},
        "operator_time": {
            "passed": True,
            "limit_minutes": 60,
            "buckets": [
                {"index": n, "minutes": m, "passed": True} for n, m in enumerate([30, 45, 0, 0], 1)
            ],
        },
        "renewal": {"passed": False, "effective_renewals": 0},
    }
    document.update(overrides)
    return Kpi.model_validate(document)


def test_the_consent_notice_is_exactly_the_approved_text():
    assert texts.CONSENT_NOTICE == (
        "DualCoach 코칭을 시작하기 전에 안내드립니다.\n"
        "\n"
        "- 매일 체크인에서 수면, 컨디션, 통증, 식사, 운동, 체중을 여쭙니다.\n"
        "- 답하신 내용은 담당 코치가 코칭을 위해서만 확인합니다.\n"
        "- 코칭 답변은 코치가 직접 확인하고 승인한 뒤에 보내 드립니다.\n"
        "- 통증이나 건강 이상을 알려 주시면 코치가 먼저 확인하며, 응급 상황에서는 119 등 "
        "의료 기관에 바로 연락해 주십시오.\n"
        "- 동의를 철회하거나 기록 삭제를 원하시면 언제든 코치에게 말씀해 주십시오.\n"
        "\n"
        "안내를 확인하셨으면 아래 버튼을 눌러 주십시오. 바로 오늘 체크인을 시작합니다."
    )
    assert texts.CONSENT_BUTTON == "확인했습니다"


def test_short_lines_are_exactly_the_approved_texts():
    assert texts.UNAVAILABLE == "지금은 요청을 처리할 수 없습니다. 잠시 뒤 다시 시도해 주십시오."
    assert texts.UNKNOWN_BUTTON == "처리할 수 없는 버튼입니다."
    assert texts.STALE_BUTTON == "지난 질문의 버튼입니다. 지금 질문에 답해 주십시오."
    assert texts.TRAINER_MENU == "수업 기록은 아래 버튼이나 /record 로 시작해 주십시오."
    assert texts.TRAINER_START_BUTTON == "수업 기록 시작"
    assert texts.OWNER_HELP == (
        "사용할 수 있는 명령입니다.\n"
        "/today 오늘 현황\n"
        "/pending 승인 대기 초안\n"
        "/kpi 고객별 KPI 판정\n"
        "/clearhold 고객ID 메모 안전 보류 해제"
    )


def test_the_clearhold_answers_are_exactly_the_approved_texts():
    assert texts.CLEARHOLD_USAGE == (
        "보류 해제는 이렇게 적어 주십시오.\n"
        "/clearhold 고객ID 해제 메모(1~500자)\n"
        "예: /clearhold kim-pilot 통화로 상태를 확인했습니다"
    )
    assert texts.clearhold_text("created", "kim-pilot") == (
        "kim-pilot 고객의 안전 보류를 해제했습니다. 이제부터 만든 초안만 승인할 수 있고, "
        "해제 전에 만든 초안은 보류된 채로 남습니다."
    )
    assert texts.clearhold_text("replayed", "kim-pilot") == (
        "이미 기록된 보류 해제입니다. 새로 기록하지 않았습니다."
    )
    assert texts.clearhold_text("not-held", "kim-pilot") == (
        "kim-pilot 고객은 지금 보류된 안전 신호가 없어 해제할 것이 없습니다."
    )
    assert texts.clearhold_text("not-found", "kim-pilot") == (
        "kim-pilot 고객을 찾을 수 없습니다. 고객 ID를 확인해 주십시오."
    )


def test_today_counts_what_waits_for_richard():
    pending = [_draft(DRAFT_ID, "daily", 1, 1)]
    held = [_draft(OTHER_ID, "held_notice", 1, 2, status="held")]
    tasks = [_task("drafted"), _task("closed"), _task("closed")]
    assert texts.today_text(DAY, pending, held, tasks) == (
        "[오늘 현황] 2026-12-09\n"
        "- 승인 대기 초안: 1건\n"
        "- 오늘 보류 알림: 1건\n"
        "- 오늘 예정 작업: 3건 (초안 생성 1건, 초안 없이 종료 2건, 처리 대기 0건)\n"
        "승인 대기 초안은 /pending, KPI 판정은 /kpi 로 확인해 주십시오."
    )


def test_today_lists_todays_drafts_with_what_the_customer_or_trainer_wrote():
    excerpt = (
        f"고객이 쓴 글 · 메모: “요즘 잠을 못 자요. 회사 일이 많아서요” 외 1건 "
        f"(전체: /console/drafts/{DRAFT_ID})"
    )
    pending = [_draft(DRAFT_ID, "daily", 1, 1, words_excerpt=excerpt)]
    held = [
        _draft(
            OTHER_ID,
            "held_notice",
            1,
            0,
            status="held",
            words_excerpt="트레이너가 쓴 글 · 운영 메모: “회원이 3일 굶었다고 함”",
        )
    ]
    assert texts.today_text(DAY, pending, held, [], [*pending, *held]) == (
        "[오늘 현황] 2026-12-09\n"
        "- 승인 대기 초안: 1건\n"
        "- 오늘 보류 알림: 1건\n"
        "- 오늘 예정 작업: 0건 (초안 생성 0건, 초안 없이 종료 0건, 처리 대기 0건)\n"
        "\n"
        "오늘 만든 초안 2건\n"
        f"1. kim-pilot · 보류 알림 · 보류 · /console/drafts/{OTHER_ID}\n"
        "   트레이너가 쓴 글 · 운영 메모: “회원이 3일 굶었다고 함”\n"
        f"2. kim-pilot · 일일 피드백 · 승인 대기 · /console/drafts/{DRAFT_ID}\n"
        f"   {excerpt}\n"
        "\n"
        "승인 대기 초안은 /pending, KPI 판정은 /kpi 로 확인해 주십시오."
    )


def test_today_bounds_its_list_and_delivery_s_excerpts():
    drafts = [
        _draft(f"dr-{number:024x}", "daily", 1, number, words_excerpt="가" * 500)
        for number in range(12)
    ]
    text = texts.today_text(DAY, drafts, [], [], drafts)
    assert text.count("\n   ") == 10
    assert f"   {'가' * 199}…\n" in text
    assert "외 2건은 콘솔에서 확인해 주십시오: /console\n" in text
    assert len(text) <= 4096


def test_pending_lists_drafts_oldest_first_with_their_console_page():
    pending = [_draft(OTHER_ID, "weekly", 2, 5), _draft(DRAFT_ID, "daily", 1, 1)]
    assert texts.pending_text(pending) == (
        "[승인 대기 초안] 2건\n"
        f"1. kim-pilot · 일일 피드백 · 검토본 1 · /console/drafts/{DRAFT_ID}\n"
        f"2. kim-pilot · 주간 요약 · 검토본 2 · /console/drafts/{OTHER_ID}\n"
        "검토 메시지의 승인·수정·폐기 버튼이나 콘솔에서 처리해 주십시오."
    )
    assert texts.pending_text([]) == "승인을 기다리는 초안이 없습니다."


def test_kpi_shows_each_component_with_its_figures_and_verdict():
    judged = _kpi()
    assert texts.kpi_text([judged, "lee-pilot"]) == (
        "[KPI 판정]\n"
        "kim-pilot: 종합 미달\n"
        "- 체크인율 85.0% (17/20일, 기준 80%): 충족\n"
        "- 만족도 기록 없음 (0회, 기준 8.0점): 미달\n"
        "- 주별 운영 시간 30·45·0·0분 (주당 60분 이하): 충족\n"
        "- 재등록 0건: 미달\n"
        "\n"  # a blank line between customers: a long reply is cut there first
        "lee-pilot: 판정을 불러오지 못했습니다. 잠시 뒤 다시 시도해 주십시오."
    )
    assert texts.kpi_text([]) == "KPI를 판정할 고객이 없습니다."


@pytest.mark.parametrize(
    "text",
    [
        texts.CONSENT_NOTICE,
        texts.UNAVAILABLE,
        texts.UNKNOWN_BUTTON,
        texts.STALE_BUTTON,
        texts.TRAINER_MENU,
        texts.OWNER_HELP,
        texts.CLEARHOLD_USAGE,
        texts.CLEARHOLD_DONE,
        texts.CLEARHOLD_NOT_HELD,
    ],
)
def test_texts_are_nfc_and_polite(text):
    assert unicodedata.normalize("NFC", text) == text
    assert "해요" not in text and "한다." not in text


def test_callback_answers_fit_telegrams_200_characters():
    for text in (texts.UNAVAILABLE, texts.UNKNOWN_BUTTON):
        assert len(text) <= 200


def test_the_withdrawal_texts_are_pinned():
    assert texts.WITHDRAW_EXPLANATION == (
        "코칭 탈퇴를 요청하시겠습니까?\n"
        "\n"
        "- 탈퇴를 확인하시면 코치의 답변 발송과 매일 체크인이 바로 멈춥니다. 이미 승인된 답변도 "
        "보내지 않습니다.\n"
        "- 담당 코치(리처드)에게 탈퇴 요청을 바로 알립니다.\n"
        "- 기록은 바로 지워지지 않습니다. 코치가 삭제 명령을 실행해야 삭제되니, 삭제를 원하시면 "
        "코치에게 말씀해 주십시오.\n"
        "- 탈퇴를 되돌리려면 코치에게 직접 말씀해 주십시오. 이 봇에서는 되돌릴 수 없습니다.\n"
        "\n"
        "탈퇴하시려면 '탈퇴 확인'을, 계속 코칭을 받으시려면 '취소'를 눌러 주십시오."
    )
    assert (texts.WITHDRAW_CONFIRM_BUTTON, texts.WITHDRAW_CANCEL_BUTTON) == ("탈퇴 확인", "취소")
    assert texts.WITHDRAW_DONE == (
        "탈퇴 요청을 접수했습니다. 지금부터 코치의 답변을 보내지 않고 체크인도 받지 않으며, "
        "담당 코치에게 알렸습니다. 기록 삭제나 다시 시작을 원하시면 코치에게 직접 말씀해 주십시오."
    )
    assert texts.WITHDRAW_ALREADY == (
        "이미 탈퇴 요청이 접수되어 코치의 답변 발송과 체크인이 멈춘 상태입니다. 기록 삭제나 다시 "
        "시작을 원하시면 코치에게 직접 말씀해 주십시오."
    )
    assert texts.WITHDRAW_CANCELLED == "탈퇴 요청을 취소했습니다. 코칭은 그대로 이어집니다."
    assert texts.WITHDRAW_NOT_YOURS == (
        "본인에게 온 버튼만 누를 수 있습니다. 아무것도 바뀌지 않았습니다."
    )
    assert texts.WITHDRAW_REFUSED == (
        "지금은 이 봇에서 탈퇴를 처리할 수 없습니다. 담당 코치에게 직접 말씀해 주십시오."
    )
    # a callback answer (the "already" a second confirm gets) fits Telegram's 200 characters
    assert max(len(texts.WITHDRAW_ALREADY), len(texts.WITHDRAW_NOT_YOURS)) <= 200
