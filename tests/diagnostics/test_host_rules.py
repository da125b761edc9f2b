"""The sealed union's texts exactly as seed 003 Rev 38 gives them, the sealing itself, and
the code-scan proof that only ``reserve_and_verify`` creates diagnostic reservations."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

from services.diagnostics.host.results import (
    DiagnosticAuditPendingNoSend,
    DiagnosticDuplicateNoSend,
    DiagnosticUnknownNoSend,
    VerifiedDiagnosticReservation,
)
from services.diagnostics.host.rules import judge_chain
from shared.hashchain import link_rows

REPO = Path(__file__).resolve().parents[2]


def test_no_send_variants_carry_the_seeds_exact_status_text_and_reconciliation():
    assert (
        DiagnosticUnknownNoSend("diag:x", "d").status,
        DiagnosticUnknownNoSend("diag:x", "d").text,
        DiagnosticUnknownNoSend("diag:x", "d").reconciliation_available,
    ) == (
        "delivery_unknown",
        "전송 결과를 확인할 수 없습니다. 다시 보내지 마세요. 조정이 필요합니다.",
        False,
    )
    assert (
        DiagnosticAuditPendingNoSend("diag:x", "d").status,
        DiagnosticAuditPendingNoSend("diag:x", "d").text,
        DiagnosticAuditPendingNoSend("diag:x", "d").reconciliation_available,
    ) == (
        "audit_pending",
        "고객 전송 영수증은 확인됐습니다. 재전송하지 말고 감사 기록을 복구해 주세요.",
        True,
    )
    assert (
        DiagnosticDuplicateNoSend("diag:x", "d").status,
        DiagnosticDuplicateNoSend("diag:x", "d").text,
        DiagnosticDuplicateNoSend("diag:x", "d").reconciliation_available,
    ) == ("duplicate", "이미 처리된 전송입니다.", False)
    for variant in (
        DiagnosticUnknownNoSend,
        DiagnosticAuditPendingNoSend,
        DiagnosticDuplicateNoSend,
    ):
        assert variant("diag:x", "d").provider_authority is False


def test_provider_authority_cannot_be_forged_outside_the_authority():
    with pytest.raises(TypeError):
        VerifiedDiagnosticReservation(
            reservation_id="diag:x", dedupe_key="k" * 8, session_id="ds-x", generation=2,
            spec_digest="a", authority_digest="b", transport_binding_digest="c", body="x",
            body_digest="d", test_bot_id=1, chat_id=1, topic_id=None, destination_digest="e",
            reservation_row_digest="f", timeout_seconds=1.0, seal=object(),
        )  # fmt: skip


def _chain(*statuses: tuple[str, dict[str, int] | None]) -> list[dict[str, object]]:
    pins = {
        "reservation_id": "diag:x", "session_id": "ds-1", "generation": 2, "spec_digest": "s",
        "authority_digest": "a", "transport_binding_digest": "t", "body_digest": "b",
        "destination_digest": "d",
    }  # fmt: skip
    return link_rows({**pins, "status": s, "receipt": r} for s, r in statuses)


RECEIPT = {"message_id": 1}


@pytest.mark.parametrize(
    ("statuses", "verdict"),
    [
        ([], "fresh"),
        ([("started", None)], "terminalize"),
        ([("started", None), ("consumed", None)], "terminalize"),
        ([("started", None), ("delivery_unknown", None)], "unknown"),
        ([("started", None), ("consumed", None), ("receipt", RECEIPT)], "audit_pending"),
        ([("started", None), ("consumed", None), ("delivered", RECEIPT)], "audit_pending"),
        ([("started", None), ("consumed", None), ("audit_pending", RECEIPT)], "audit_pending"),
        # sent_audited wins even with receipt/delivered/audit_pending before it (rule 1)
        ([("started", None), ("consumed", None), ("receipt", RECEIPT), ("delivered", RECEIPT),
          ("audit_pending", RECEIPT), ("sent_audited", RECEIPT)], "duplicate"),
        # unknown then a late receipt normalized by audit_pending is a valid audit-pending chain
        ([("started", None), ("consumed", None), ("delivery_unknown", None),
          ("audit_pending", RECEIPT)], "audit_pending"),
        ([("consumed", None)], "conflict"),
        ([("started", None), ("started", None)], "conflict"),
    ],
)  # fmt: skip
def test_chain_precedence(statuses, verdict):
    assert judge_chain(_chain(*statuses), None).verdict == verdict


def test_a_tampered_row_breaks_the_chain_and_is_a_conflict():
    chain = _chain(("started", None), ("consumed", None))
    chain[0]["body_digest"] = "other"
    chain[1]["body_digest"] = "other"
    judgement = judge_chain(chain, None)
    assert (judgement.verdict, judgement.reason) == ("conflict", "chain_broken")


def test_only_reserve_and_verify_writes_a_started_row():
    """AST scan of the product: the string "started" is passed as a ledger status in exactly
    one function, ``DiagnosticDeliveryAuthority.reserve_and_verify``."""
    writers: list[str] = []
    for path in sorted((REPO / "services").rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for function in ast.walk(tree):
            if not isinstance(function, ast.FunctionDef | ast.AsyncFunctionDef):
                continue
            for node in ast.walk(function):
                if (
                    isinstance(node, ast.keyword)
                    and node.arg == "status"
                    and isinstance(node.value, ast.Constant)
                    and node.value.value == "started"
                ):
                    writers.append(f"{path.relative_to(REPO)}:{function.name}")
    assert writers == ["services/diagnostics/host/authority.py:reserve_and_verify"]
    # and the reservation table is written only by the host's ledger module
    inserting = [
        str(path.relative_to(REPO))
        for path in (REPO / "services").rglob("*.py")
        if "insert(diagnostic_reservation)" in path.read_text(encoding="utf-8")
    ]
    assert inserting == ["services/diagnostics/host/repository.py"]


@pytest.mark.parametrize(
    ("statuses", "outcome", "message_id"),
    [
        ([], "none", None),
        ([("started", None), ("consumed", None)], "in_progress", None),
        ([("started", None), ("consumed", None), ("delivery_unknown", None)], "unknown", None),
        ([("started", None), ("consumed", None), ("delivered", RECEIPT)], "audit_pending", None),
        (
            [("started", None), ("consumed", None), ("delivered", RECEIPT),
             ("sent_audited", RECEIPT)],
            "sent", 1,
        ),
        ([("consumed", None)], "conflict", None),
    ],
)  # fmt: skip
def test_a_reader_sees_the_chains_matrix_row_as_a_host_send_outcome(statuses, outcome, message_id):
    """The console's read of a host send (ADR 0078): the verdict of the chain on its own,
    the message id only of an audited send."""
    from services.diagnostics.host.rules import host_send_outcome, sent_message_id

    chain = _chain(*statuses)
    assert host_send_outcome(chain) == outcome
    assert sent_message_id(chain) == message_id
