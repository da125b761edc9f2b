"""Operator-topic commands: exactly our six commands, nothing interpreted; their Korean
answers pinned."""

from __future__ import annotations

import pytest

from services.diagnostics.operator.rules import Command, parse_command, refusal_for_test_bot


@pytest.mark.parametrize(
    ("text", "command"),
    [
        ("/diag_open", Command("open")),
        ("/diag_open@DualCoachBot", Command("open")),
        ("/diag_open spec.json", None),
        ("/diag_status", Command("status")),
        ("/diag_status@DualCoachBot", Command("status")),
        ("/diag_activate 1", Command("activate", generation=1)),
        ("/diag_close", Command("close")),
        ("/diag_close 4", Command("close", generation=4)),
        ("/diag_reconcile draft-0001:r1", Command("reconcile", dedupe_key="draft-0001:r1")),
        ("/diag_approve drf-0123abcd", Command("approve", draft_id="drf-0123abcd")),
        ("/diag_approve", None),
        ("/diag_activate", None),
        ("/diag_activate 0", None),
        ("/diag_activate two", None),
        ("/diag_status now", None),
        ("/diag_reconcile short", None),
        ("세션 닫아줘", None),
        ("/diag_close 2 please", None),
        (None, None),
    ],
)
def test_only_exact_commands_parse(text, command):
    assert parse_command(text) == command


@pytest.mark.parametrize(
    ("draft", "refusal"),
    [
        ({}, None),
        ({"status": "approved"}, None),
        ({"draft_customer": "kim-pilot"}, "not_the_test_customers_draft"),
        ({"audience": "owner"}, "not_the_test_customers_draft"),
        ({"held": True}, "draft_held"),
        ({"status": "discarded"}, "draft_discarded"),
    ],
)
def test_only_the_test_customers_waiting_unheld_draft_may_go_to_the_test_bot(draft, refusal):
    values = {
        "draft_customer": "diag-test-customer",
        "test_customer": "diag-test-customer",
        "audience": "customer",
        "held": False,
        "status": "pending",
        **draft,
    }
    assert refusal_for_test_bot(**values) == refusal


def test_a_refusal_after_the_approval_was_recorded_says_nothing_was_sent_in_korean():
    from services.diagnostics.operator.rules import refused_after_approval_text

    assert refused_after_approval_text("session_closed") == (
        "보내지 않았습니다 (session_closed). 초안의 승인은 기록되어 있어 콘솔에서는 다시 "
        "보낼 수 없습니다. 세션을 확인한 뒤 같은 명령을 다시 보내 주세요."
    )


def test_the_operator_guide_quotes_the_topics_korean_answers_verbatim():
    from pathlib import Path

    from services.diagnostics.host.results import (
        AUDIT_PENDING_TEXT,
        DUPLICATE_TEXT,
        UNKNOWN_TEXT,
    )
    from services.diagnostics.operator.rules import (
        NO_SESSION_TEXT,
        open_refused_text,
        refused_after_approval_text,
        sent_text,
    )

    guide = (Path(__file__).resolve().parents[2] / "docs" / "operator-guide.md").read_text(
        encoding="utf-8"
    )
    section = " ".join(guide.split("## 9. Reproducing an incident", 1)[1].split())
    for text in (
        sent_text("N"),
        DUPLICATE_TEXT,
        UNKNOWN_TEXT,
        AUDIT_PENDING_TEXT,
        refused_after_approval_text("..."),
        NO_SESSION_TEXT,
        open_refused_text("spec_not_configured"),
        open_refused_text("session_already_open"),
    ):
        assert text in section, text


def test_a_draft_send_key_names_its_draft_and_revision_and_nothing_else_does():
    from services.diagnostics.operator.rules import draft_dedupe_key, draft_of_dedupe_key

    key = draft_dedupe_key("dr-0123456789abcdef01234567", 3)
    assert draft_of_dedupe_key(key) == ("dr-0123456789abcdef01234567", 3)
    for other in ("draft-0001:r1", "draft:dr-0123:r1", "draft:dr-0123456789abcdef01234567:r0"):
        assert draft_of_dedupe_key(other) is None


def test_the_open_and_no_session_answers_are_pinned_in_korean():
    from services.diagnostics.operator.rules import (
        HELP,
        NO_SESSION_REFUSAL,
        NO_SESSION_TEXT,
        open_refused_text,
        opened_text,
    )

    assert opened_text("ds-0123456789abcdef0123", 1, "2026-12-15T13:00:00+09:00") == (
        "진단 세션을 열었습니다: ds-0123456789abcdef0123, prepared (세대 1), "
        "만료 2026-12-15T13:00:00+09:00. 활성화하려면 /diag_activate 1 명령을 보내 주세요."
    )
    assert NO_SESSION_TEXT == (
        "진행 중인 진단 세션이 없습니다. 설정된 명세로 세션을 열려면 /diag_open 명령을 보내 주세요."
    )
    assert NO_SESSION_REFUSAL == (
        "거절했습니다. 진행 중인 진단 세션이 없습니다. 아무것도 바뀌지 않았습니다."
    )
    assert HELP == (
        "진단 세션 명령: /diag_open, /diag_status, /diag_activate <세대>, /diag_close [<세대>], "
        "/diag_approve <초안 ID>, /diag_reconcile <전송 키>"
    )
    assert {
        reason: open_refused_text(reason)
        for reason in (
            "spec_not_configured",
            "spec_unreadable",
            "spec_rejected:spec_digest_mismatch",
            "not_the_spec_operator",
            "session_already_open",
        )
    } == {
        "spec_not_configured": "거절했습니다. 승인된 진단 명세 파일이 설정되어 있지 않습니다 "
        "(spec_not_configured). 아무것도 바뀌지 않았습니다.",
        "spec_unreadable": "거절했습니다. 설정된 진단 명세 파일을 읽을 수 없습니다 "
        "(spec_unreadable). 아무것도 바뀌지 않았습니다.",
        "spec_rejected:spec_digest_mismatch": "거절했습니다. 설정된 진단 명세가 유효하지 "
        "않습니다 (spec_rejected:spec_digest_mismatch). 아무것도 바뀌지 않았습니다.",
        "not_the_spec_operator": "거절했습니다. 이 토픽은 설정된 명세의 운영자 토픽이 "
        "아닙니다 (not_the_spec_operator). 아무것도 바뀌지 않았습니다.",
        "session_already_open": "거절했습니다. 이 테스트 고객에게 아직 끝나지 않은 진단 "
        "세션이 있습니다 (session_already_open). 아무것도 바뀌지 않았습니다.",
    }
