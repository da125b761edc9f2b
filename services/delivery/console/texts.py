"""Every Korean word the console shows (합니다체), in one place and pinned by golden tests."""

from __future__ import annotations

from datetime import datetime
from typing import Final

from services.delivery.cards.texts import refusal_reason
from services.delivery.holds.texts import CLEARANCE_NOTICES, REFUSALS
from services.delivery.ledger.prepared import ChainProblem
from shared.clock import KST, parse_rfc3339
from shared.contracts.host_send import HostSendOutcome, HostSendView
from shared.contracts.surfaces.held_notice import CLASS_LABELS, KIND_LABELS, REFERRAL_GUIDANCE

__all__ = [
    "CARD_STATUS_LABELS",
    "CHAIN_PROBLEMS",
    "CLASS_LABELS",
    "DELIVERY_STATE_LABELS",
    "DRAFT_STATUS_LABELS",
    "HEALTH_LABELS",
    "KIND_LABELS",
    "MENU_STATE_LABELS",
    "NOTICES",
    "REASON_LABELS",
    "REFERRAL_GUIDANCE",
    "TRAINER_INTENSITY_LABELS",
    "chain_problem",
    "elapsed",
    "kst_time",
    "reason_label",
    "refusal_reason",
]

DRAFT_STATUS_LABELS: Final[dict[str, str]] = {
    "pending": "승인 대기",
    "held": "보류",
    "approved": "승인됨(아직 보내지 않음)",
    "discarded": "버림",
    "dispatched": "전달 진행",
}

DELIVERY_STATE_LABELS: Final[dict[str, str]] = {
    "reserved": "예약됨",
    "prepared": "보낼 준비됨",
    "sending": "보내는 중",
    "delivered": "전달됨",
    "unknown": "전달 여부 확인 필요",
    "abandoned": "보내지 않음",
    "sent_audited": "전달 확인됨(수동)",
}

CARD_STATUS_LABELS: Final[dict[str, str]] = {
    "card": "열기 전",
    "publish_pending": "고정됨(화면 반영 전)",
    "published": "텔레그램에 게시됨",
    "approved": "승인됨",
    "held": "보류됨",
    "superseded": "새 제안으로 대체됨",
    "decision-refused": "결정이 반영되지 않음",
}

MENU_STATE_LABELS: Final[dict[str, str]] = {
    "pending": "보내기 전",
    "sending": "보내는 중",
    "sent": "보냄",
    "unknown": "전달 여부 확인 필요",
    "refused": "텔레그램이 거절함",
}

REASON_LABELS: Final[dict[str, str]] = {
    "timeout": "텔레그램 응답 시간이 지났습니다",
    "gateway-timeout": "게이트웨이 응답 시간이 지났습니다",
    "gateway-connection-lost": "게이트웨이 연결이 끊겼습니다",
    "gateway-unreachable": "게이트웨이에 연결할 수 없었습니다",
    "interrupted-by-restart": "보내는 도중 서비스가 다시 시작되었습니다",
    "stalled": "보낸 결과가 기록되지 않았습니다",
    "connection-lost": "텔레그램 연결이 끊겼습니다",
    "telegram-server-error": "텔레그램 서버 오류가 있었습니다",
    "partially-sent": "긴 메시지의 일부만 전달되었습니다",
    "previous-attempt-unfinished": "이전 시도가 끝나지 않았습니다",
    "registry-changed": "그 사이 등록 정보가 바뀌었습니다",
    "customer-disabled": "고객이 비활성화되었습니다",
    "consent-missing": "동의가 확인되지 않았습니다",
    "destination-missing": "받는 주소가 없습니다",
    "destination-unavailable": "고객 정보를 찾을 수 없습니다",
    "prepared_material_unavailable": "고정된 본문을 확인할 수 없었습니다",
    "reconciled": "리처드가 확인했습니다",
    "late-receipt": "늦게 도착한 영수증으로 확인했습니다",
    "customer-safety-held": "고객의 안전 신호로 보류되어 보내지 않았습니다",
}

NOTICES: Final[dict[str, str]] = {
    "approved": "승인했습니다.",
    "sent": "보내기를 마쳤습니다. 아래에서 전달 상태를 확인해 주십시오.",
    "edited": "새 수정본을 저장했습니다.",
    "unchanged": "내용이 같아 새 수정본을 만들지 않았습니다.",
    "discarded": "초안을 버렸습니다.",
    "reconciled": "확인 결과를 기록했습니다.",
    "draft-held": "보류된 초안은 고객에게 승인하거나 보낼 수 없습니다.",
    "draft-not-approved": "승인된 초안만 보낼 수 있습니다.",
    "stale-revision": "그 사이 초안이 바뀌었습니다. 최신 수정본을 확인해 주십시오.",
    "draft-discarded": "이미 버린 초안입니다.",
    "draft-replaced": "같은 날 새 초안으로 바뀐 초안입니다. 새 초안을 확인해 주십시오.",
    "draft-dispatched": "이미 전달이 시작된 초안입니다.",
    "owner-notice": "리처드에게 가는 알림은 승인이 필요하지 않습니다.",
    "not-awaiting-reconciliation": "확인이 필요한 전달이 아닙니다.",
    "prepared-material-unavailable": "고정된 본문을 확인할 수 없어 보내지 않았습니다.",
    "invalid-input": "입력을 확인해 주십시오.",
    **REFUSALS,
    **CLEARANCE_NOTICES,
}


def reason_label(reason: str | None) -> str:
    """A ledger reason in Korean; Telegram refusals keep their technical code for Richard."""
    if reason is None:
        return ""
    if reason.startswith("telegram-refused:"):
        return f"텔레그램이 거절했습니다({reason.split(':', 1)[1]})"
    if reason.startswith("gateway-"):
        return REASON_LABELS.get(reason, f"게이트웨이 오류가 있었습니다({reason})")
    return REASON_LABELS.get(reason, reason)


# Why the audit page shows a delivery chain as 손상됨; rows are named by their 순서 (sequence),
# the column the page's ledger table shows.
CHAIN_PROBLEMS: Final[dict[str, str]] = {
    "broken_link": "순서 {sequence}번 행에서 해시 연결이 끊겼습니다",
    "sequence_gap": "순서 번호가 1부터 빠짐없이 이어지지 않습니다",
    "head_mismatch": (
        "마지막 행(순서 {sequence})이 기록된 체인 끝(순서 {head_sequence})과 맞지 않습니다"
    ),
}


def chain_problem(problem: ChainProblem) -> str:
    """Why a delivery chain cannot be trusted, as Richard reads it on the audit page."""
    return CHAIN_PROBLEMS[problem.kind].format(
        sequence=problem.sequence, head_sequence=problem.head_sequence
    )


# The queue page's health panel (the numbers ``/metrics`` reports, read the same way).
HEALTH_LABELS: Final[dict[str, str]] = {
    "title": "서비스 상태",
    "sending": "보내는 중인 메시지",
    "unknown": "전달 여부 확인이 필요한 메시지",
    "outbox_pending": "고객 기록 반영을 기다리는 이벤트",
    "outbox_oldest": "가장 오래 기다린 이벤트",
    "outbox_failed": "반영되지 못한 이벤트",
    "scheduler": "예약 작업 마지막 실행",
    "scheduler_off": "이 서비스에서는 예약 작업이 꺼져 있습니다.",
    "scheduler_not_yet": "아직 실행되지 않았습니다.",
    "scheduler_late": "예약 작업이 한동안 실행되지 않았습니다. 서비스 상태를 확인해 주십시오.",
    "none_waiting": "없습니다.",
    "count": "{count}건",
    "ago": "{elapsed} 전",
}


def elapsed(seconds: float) -> str:
    """A duration as Richard reads it: 초 under a minute, then 분, then 시간 and 분."""
    whole = max(0, int(seconds))
    if whole < 60:
        return f"{whole}초"
    minutes = whole // 60
    if minutes < 60:
        return f"{minutes}분"
    hours, rest = divmod(minutes, 60)
    return f"{hours}시간 {rest}분" if rest else f"{hours}시간"


TRAINER_INTENSITY_LABELS: Final[dict[str, str]] = {
    "below": "계획보다 낮음",
    "as_planned": "계획대로",
    "above": "계획보다 높음",
}


def kst_time(moment: datetime | str, *, seconds: bool = False) -> str:
    """A stored UTC instant (or its RFC 3339 text) as Richard reads it: in KST."""
    if isinstance(moment, str):
        moment = parse_rfc3339(moment)
    shown = moment.astimezone(KST).strftime("%Y-%m-%d %H:%M:%S" if seconds else "%Y-%m-%d %H:%M")
    return f"{shown} KST"


# A test customer's draft sent by the diagnostics host to the test bot (ADR 0078): the
# console has no delivery of its own for it and shows the host's record instead.
HOST_SEND_HEADING: Final = "진단 호스트의 테스트 봇 전송"
HOST_SEND_INTRO: Final = (
    "진단 세션에서 승인한 테스트 고객의 초안입니다. 진단 호스트가 테스트 봇으로 테스트 "
    "고객의 토픽에만 보내므로 이 콘솔의 전달 기록은 없고, 아래는 진단 호스트의 기록입니다."
)
HOST_SEND_OUTCOMES: Final[dict[HostSendOutcome, str]] = {
    "sent": "테스트 봇으로 보냈습니다.",
    "in_progress": "진단 호스트가 지금 보내는 중입니다. 잠시 뒤 다시 확인해 주십시오.",
    "unknown": (
        "전송 결과를 확인할 수 없습니다. 다시 보내지 마시고 테스트 대화방을 확인해 주십시오."
    ),
    "audit_pending": (
        "테스트 봇의 영수증은 확인됐지만 감사 기록이 끝나지 않았습니다. 다시 보내지 마시고 "
        "운영자 토픽에서 /diag_reconcile 명령으로 복구해 주십시오."
    ),
    "none": (
        "진단 호스트가 보내지 않았습니다. 세션이 닫혔을 수 있으니 세션을 확인한 뒤 운영자 "
        "토픽에서 /diag_approve 명령을 다시 보내 주십시오."
    ),
    "conflict": (
        "진단 호스트의 기록이 서로 맞지 않습니다. 고치지 마시고 증거 스냅샷을 남겨 주십시오."
    ),
}
HOST_SEND_UNAVAILABLE: Final = (
    "진단 서비스에 연결하지 못해 테스트 봇 전송 결과를 표시하지 않았습니다."
)


def host_send_lines(view: HostSendView) -> list[str]:
    """The host's record of one send as Richard reads it: outcome, when, which session."""
    outcome = HOST_SEND_OUTCOMES[view.outcome]
    if view.outcome == "sent" and view.message_id is not None:
        outcome = f"테스트 봇으로 보냈습니다 (메시지 {view.message_id})."
    lines = [outcome]
    if view.reserved_at is not None and view.last_recorded_at is not None:
        lines.append(
            f"예약: {kst_time(view.reserved_at, seconds=True)} · "
            f"마지막 기록: {kst_time(view.last_recorded_at, seconds=True)}"
        )
    if view.session_id is not None:
        lines.append(f"진단 세션: {view.session_id} · 전송 키: {view.dedupe_key}")
    return lines
