"""Golden operator texts of the console and of the card menu and notices (exact strings)."""

from __future__ import annotations

from datetime import UTC, datetime

from services.delivery.cards.texts import (
    ANSWERS,
    MENU_BUTTON,
    REFUSAL_REASONS,
    console_answer,
    menu_text,
    refusal_reason,
    refused_notice_text,
)
from services.delivery.console.texts import (
    CARD_STATUS_LABELS,
    CHAIN_PROBLEMS,
    DELIVERY_STATE_LABELS,
    DRAFT_STATUS_LABELS,
    HEALTH_LABELS,
    NOTICES,
    TRAINER_INTENSITY_LABELS,
    chain_problem,
    elapsed,
    kst_time,
    reason_label,
)
from services.delivery.ledger.prepared import ChainProblem


def test_card_menu_golden():
    assert menu_text("kim-pilot") == (
        "[운영자 확인용] 새 영양 조정 제안이 도착했습니다.\n"
        "고객: kim-pilot\n"
        "아래 버튼을 누르면 이 메시지가 제안 카드로 바뀝니다."
    )
    assert MENU_BUTTON == "카드 열기"


def test_card_console_answer_golden():
    assert console_answer("kim-pilot") == (
        "근거는 콘솔 /console/customers/kim-pilot 화면에서 확인해 주십시오."
    )


def test_refused_decision_notice_golden():
    assert refused_notice_text("kim-pilot", 1, "approve", "proposal-stale") == (
        "[운영자 확인용] 카드 결정이 반영되지 않았습니다\n"
        "고객: kim-pilot · 수정 번호 1\n"
        "누르신 승인이 고객 기록에 반영되지 않았습니다. 이 결정으로는 목표가 바뀌지 않았습니다.\n"
        "사유: 카드를 만든 뒤 고객 기록이나 정책이 바뀌었습니다.\n"
        "최신 카드나 콘솔 /console/customers/kim-pilot 화면에서 다시 확인해 주십시오."
    )
    held = refused_notice_text("kim-pilot", 3, "hold", "revision-superseded").splitlines()
    assert held[1:4] == [
        "고객: kim-pilot · 수정 번호 3",
        "누르신 보류가 고객 기록에 반영되지 않았습니다. 이 결정으로는 목표가 바뀌지 않았습니다.",
        "사유: 그 사이 더 새로운 제안이 만들어졌습니다.",
    ]


def test_checkin_s_refusals_read_in_korean_and_an_unknown_one_by_its_code():
    assert refusal_reason("revision-superseded") == "그 사이 더 새로운 제안이 만들어졌습니다."
    assert refusal_reason("proposal-not-approvable") == (
        "관찰 또는 사람 검토 제안이라 승인할 수 없고 보류만 할 수 있습니다."
    )
    assert refusal_reason("decision-conflict") == "이 제안에는 이미 다른 결정이 기록되어 있습니다."
    assert refusal_reason("registry-revision-stale") == (
        "카드를 연 뒤 운영자나 고객의 등록 정보(동의 포함)가 바뀌었습니다."
    )
    assert refusal_reason("http-422") == "알 수 없는 사유로 거절되었습니다(코드: http-422)."
    # every refusal checkin's decision route documents has its own line
    assert {
        "revision-superseded",
        "proposal-stale",
        "proposal-not-approvable",
        "consent-missing",
        "decision-conflict",
        "proposal-digest-mismatch",
        "policy-revision-missing",
        "proposal-not-found",
        "proposal-revision-not-found",
        "registry-revision-stale",
    } <= set(REFUSAL_REASONS)
    assert ANSWERS["decision-refused"] == (
        "이 카드의 결정은 반영되지 않았습니다. 최신 카드나 콘솔을 확인해 주십시오."
    )
    assert CARD_STATUS_LABELS["decision-refused"] == "결정이 반영되지 않음"


def test_state_labels_golden():
    assert DELIVERY_STATE_LABELS == {
        "reserved": "예약됨",
        "prepared": "보낼 준비됨",
        "sending": "보내는 중",
        "delivered": "전달됨",
        "unknown": "전달 여부 확인 필요",
        "abandoned": "보내지 않음",
        "sent_audited": "전달 확인됨(수동)",
    }
    assert DRAFT_STATUS_LABELS == {
        "pending": "승인 대기",
        "held": "보류",
        "approved": "승인됨(아직 보내지 않음)",
        "discarded": "버림",
        "dispatched": "전달 진행",
    }


def test_reason_labels_golden():
    assert reason_label("timeout") == "텔레그램 응답 시간이 지났습니다"
    assert reason_label("interrupted-by-restart") == "보내는 도중 서비스가 다시 시작되었습니다"
    assert reason_label("telegram-refused:forbidden") == "텔레그램이 거절했습니다(forbidden)"
    assert reason_label("gateway-unreachable") == "게이트웨이에 연결할 수 없었습니다"
    assert reason_label("gateway-http-500") == "게이트웨이 오류가 있었습니다(gateway-http-500)"
    assert reason_label(None) == ""


def test_every_sentence_richard_reads_is_in_the_polite_register():
    sentences = [*NOTICES.values(), *ANSWERS.values(), *REFUSAL_REASONS.values()]
    assert all(s.endswith(("니다.", "십시오.")) for s in sentences), sentences


def test_chain_problems_golden():
    """The audit page names a row by its 순서 (its real ``sequence``), never by a 0-based index."""
    assert chain_problem(ChainProblem("broken_link", 6)) == "순서 6번 행에서 해시 연결이 끊겼습니다"
    assert chain_problem(ChainProblem("sequence_gap")) == (
        "순서 번호가 1부터 빠짐없이 이어지지 않습니다"
    )
    assert chain_problem(ChainProblem("head_mismatch", 10, 12)) == (
        "마지막 행(순서 10)이 기록된 체인 끝(순서 12)과 맞지 않습니다"
    )
    assert set(CHAIN_PROBLEMS) == {"broken_link", "sequence_gap", "head_mismatch"}


def test_console_times_are_kst_golden():
    moment = datetime(2026, 12, 7, 23, 30, 5, tzinfo=UTC)
    assert kst_time(moment) == "2026-12-08 08:30 KST"
    assert kst_time(moment, seconds=True) == "2026-12-08 08:30:05 KST"
    assert kst_time("2026-12-07T23:30:05.000000Z") == "2026-12-08 08:30 KST"


def test_trainer_intensity_labels_golden():
    assert TRAINER_INTENSITY_LABELS == {
        "below": "계획보다 낮음",
        "as_planned": "계획대로",
        "above": "계획보다 높음",
    }


def test_health_panel_golden():
    assert HEALTH_LABELS["title"] == "서비스 상태"
    assert HEALTH_LABELS["unknown"] == "전달 여부 확인이 필요한 메시지"
    assert HEALTH_LABELS["scheduler_late"] == (
        "예약 작업이 한동안 실행되지 않았습니다. 서비스 상태를 확인해 주십시오."
    )
    assert HEALTH_LABELS["count"].format(count=3) == "3건"
    assert [elapsed(s) for s in (0, 59, 60, 3599, 3600, 5400, 90061)] == [
        "0초",
        "59초",
        "1분",
        "59분",
        "1시간",
        "1시간 30분",
        "25시간 1분",
    ]


def test_host_send_record_golden():
    """A draft the diagnostics host sent to the test bot (ADR 0078), in Richard's words."""
    from services.delivery.console.texts import (
        HOST_SEND_HEADING,
        HOST_SEND_INTRO,
        HOST_SEND_UNAVAILABLE,
        host_send_lines,
    )
    from shared.contracts.host_send import HostSendView

    assert HOST_SEND_HEADING == "진단 호스트의 테스트 봇 전송"
    assert HOST_SEND_INTRO == (
        "진단 세션에서 승인한 테스트 고객의 초안입니다. 진단 호스트가 테스트 봇으로 테스트 "
        "고객의 토픽에만 보내므로 이 콘솔의 전달 기록은 없고, 아래는 진단 호스트의 기록입니다."
    )
    assert HOST_SEND_UNAVAILABLE == (
        "진단 서비스에 연결하지 못해 테스트 봇 전송 결과를 표시하지 않았습니다."
    )
    key = "draft:dr-0123456789abcdef01234567:r1"
    when = {
        "session_id": "ds-0123456789abcdef0123",
        "reserved_at": datetime(2026, 12, 15, 3, 0, 1, tzinfo=UTC),
        "last_recorded_at": datetime(2026, 12, 15, 3, 0, 2, tzinfo=UTC),
    }
    tail = [
        "예약: 2026-12-15 12:00:01 KST · 마지막 기록: 2026-12-15 12:00:02 KST",
        f"진단 세션: ds-0123456789abcdef0123 · 전송 키: {key}",
    ]

    def lines(outcome, **extra):
        return host_send_lines(HostSendView(dedupe_key=key, outcome=outcome, **extra))

    first_lines = {
        "sent": "테스트 봇으로 보냈습니다 (메시지 42).",
        "unknown": (
            "전송 결과를 확인할 수 없습니다. 다시 보내지 마시고 테스트 대화방을 확인해 주십시오."
        ),
        "audit_pending": (
            "테스트 봇의 영수증은 확인됐지만 감사 기록이 끝나지 않았습니다. 다시 보내지 마시고 "
            "운영자 토픽에서 /diag_reconcile 명령으로 복구해 주십시오."
        ),
        "in_progress": "진단 호스트가 지금 보내는 중입니다. 잠시 뒤 다시 확인해 주십시오.",
        "conflict": (
            "진단 호스트의 기록이 서로 맞지 않습니다. 고치지 마시고 증거 스냅샷을 남겨 주십시오."
        ),
    }
    for outcome, first in first_lines.items():
        extra = {"message_id": 42} if outcome == "sent" else {}
        assert lines(outcome, **extra, **when) == [first, *tail]
    assert lines("none") == [
        "진단 호스트가 보내지 않았습니다. 세션이 닫혔을 수 있으니 세션을 확인한 뒤 운영자 "
        "토픽에서 /diag_approve 명령을 다시 보내 주십시오."
    ]
