"""Everything the gateway's conversations say in its own words (합니다체; golden tests).

Questions, re-asks, refusals and acknowledgements of the check-in and the trainer record
are checkin's texts and are shown as they are; the texts here are the gateway's own: the
consent notice, a stale button, a peer outage, the trainer's menu and Richard's command
summaries. None of them interprets anyone's data.
"""

from __future__ import annotations

from collections.abc import Sequence
from datetime import date
from typing import Final

from services.gateway.peers.schemas import DraftSummary, Kpi, TaskSummary
from shared.contracts.surfaces.held_notice import KIND_LABELS

# --- everyone -------------------------------------------------------------------------------

UNAVAILABLE: Final = "지금은 요청을 처리할 수 없습니다. 잠시 뒤 다시 시도해 주십시오."
UNKNOWN_BUTTON: Final = "처리할 수 없는 버튼입니다."
STALE_BUTTON: Final = "지난 질문의 버튼입니다. 지금 질문에 답해 주십시오."

# --- the customer ---------------------------------------------------------------------------

CONSENT_NOTICE: Final = (
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
CONSENT_BUTTON: Final = "확인했습니다"

# The customer's withdrawal (/withdraw, /탈퇴): what happens, confirm or cancel, the outcome.
WITHDRAW_EXPLANATION: Final = (
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
WITHDRAW_CONFIRM_BUTTON: Final = "탈퇴 확인"
WITHDRAW_CANCEL_BUTTON: Final = "취소"
WITHDRAW_DONE: Final = (
    "탈퇴 요청을 접수했습니다. 지금부터 코치의 답변을 보내지 않고 체크인도 받지 않으며, 담당 "
    "코치에게 알렸습니다. 기록 삭제나 다시 시작을 원하시면 코치에게 직접 말씀해 주십시오."
)
WITHDRAW_ALREADY: Final = (
    "이미 탈퇴 요청이 접수되어 코치의 답변 발송과 체크인이 멈춘 상태입니다. 기록 삭제나 다시 "
    "시작을 원하시면 코치에게 직접 말씀해 주십시오."
)
WITHDRAW_CANCELLED: Final = "탈퇴 요청을 취소했습니다. 코칭은 그대로 이어집니다."
WITHDRAW_NOT_YOURS: Final = "본인에게 온 버튼만 누를 수 있습니다. 아무것도 바뀌지 않았습니다."
WITHDRAW_REFUSED: Final = (
    "지금은 이 봇에서 탈퇴를 처리할 수 없습니다. 담당 코치에게 직접 말씀해 주십시오."
)

# --- the trainer ----------------------------------------------------------------------------

TRAINER_MENU: Final = "수업 기록은 아래 버튼이나 /record 로 시작해 주십시오."
TRAINER_START_BUTTON: Final = "수업 기록 시작"

# --- Richard --------------------------------------------------------------------------------

OWNER_HELP: Final = (
    "사용할 수 있는 명령입니다.\n/today 오늘 현황\n/pending 승인 대기 초안\n/kpi 고객별 KPI 판정\n"
    "/clearhold 고객ID 메모 안전 보류 해제"
)
CLEARHOLD_USAGE: Final = (
    "보류 해제는 이렇게 적어 주십시오.\n/clearhold 고객ID 해제 메모(1~500자)\n"
    "예: /clearhold kim-pilot 통화로 상태를 확인했습니다"
)
CLEARHOLD_DONE: Final = (
    "{customer_id} 고객의 안전 보류를 해제했습니다. 이제부터 만든 초안만 승인할 수 있고, "
    "해제 전에 만든 초안은 보류된 채로 남습니다."
)
CLEARHOLD_REPLAYED: Final = "이미 기록된 보류 해제입니다. 새로 기록하지 않았습니다."
CLEARHOLD_NOT_HELD: Final = (
    "{customer_id} 고객은 지금 보류된 안전 신호가 없어 해제할 것이 없습니다."
)
CLEARHOLD_UNKNOWN_CUSTOMER: Final = (
    "{customer_id} 고객을 찾을 수 없습니다. 고객 ID를 확인해 주십시오."
)
# Delivery's console page of one draft (Richard edits there; Telegram shows long text badly).
CONSOLE_DRAFT_PATH: Final = "/console/drafts/{draft_id}"
_TASK_STATUS: Final = (
    ("drafted", "초안 생성"),
    ("closed", "초안 없이 종료"),
    ("pending", "처리 대기"),
)
_PASSED: Final = {True: "충족", False: "미달"}


_TODAY_STATUS: Final = {"pending": "승인 대기", "held": "보류"}
TODAY_LISTED: Final = 10  # drafts listed by /today (the rest are counted, on the console)
EXCERPT_CHARS: Final = 200  # a bound of our own on delivery's excerpt line


def _excerpt_line(excerpt: str) -> str:
    flat = " ".join(excerpt.split())
    return flat if len(flat) <= EXCERPT_CHARS else flat[: EXCERPT_CHARS - 1] + "…"


def today_text(
    day: date,
    pending: Sequence[DraftSummary],
    held_today: Sequence[DraftSummary],
    tasks: Sequence[TaskSummary],
    today_drafts: Sequence[DraftSummary] = (),
) -> str:
    """``/today``: what waits for Richard today, in counts, then today's drafts.

    Each of today's pending or held drafts names its console page, with one line of what
    the customer or the trainer wrote (delivery's excerpt, cut, pointing to the page).
    """
    counts = ", ".join(
        f"{label} {sum(1 for task in tasks if task.status == status)}건"
        for status, label in _TASK_STATUS
    )
    lines = [
        f"[오늘 현황] {day.isoformat()}",
        f"- 승인 대기 초안: {len(pending)}건",
        f"- 오늘 보류 알림: {len(held_today)}건",
        f"- 오늘 예정 작업: {len(tasks)}건 ({counts})",
    ]
    if today_drafts:
        ordered = sorted(today_drafts, key=lambda d: d.created_at)
        lines += ["", f"오늘 만든 초안 {len(ordered)}건"]
        for number, draft in enumerate(ordered[:TODAY_LISTED], start=1):
            label = KIND_LABELS.get(draft.kind, draft.kind)
            status = _TODAY_STATUS.get(draft.status, draft.status)
            path = CONSOLE_DRAFT_PATH.format(draft_id=draft.draft_id)
            lines.append(f"{number}. {draft.customer_id} · {label} · {status} · {path}")
            if draft.words_excerpt:
                lines.append(f"   {_excerpt_line(draft.words_excerpt)}")
        if len(ordered) > TODAY_LISTED:
            lines.append(f"외 {len(ordered) - TODAY_LISTED}건은 콘솔에서 확인해 주십시오: /console")
        lines.append("")
    lines.append("승인 대기 초안은 /pending, KPI 판정은 /kpi 로 확인해 주십시오.")
    return "\n".join(lines)


def pending_text(pending: Sequence[DraftSummary]) -> str:
    """``/pending``: every draft awaiting approval, oldest first, with its console page."""
    if not pending:
        return "승인을 기다리는 초안이 없습니다."
    lines = [f"[승인 대기 초안] {len(pending)}건"]
    for number, draft in enumerate(sorted(pending, key=lambda d: d.created_at), start=1):
        label = KIND_LABELS.get(draft.kind, draft.kind)
        path = CONSOLE_DRAFT_PATH.format(draft_id=draft.draft_id)
        lines.append(
            f"{number}. {draft.customer_id} · {label} · 검토본 {draft.latest_revision} · {path}"
        )
    lines.append("검토 메시지의 승인·수정·폐기 버튼이나 콘솔에서 처리해 주십시오.")
    return "\n".join(lines)


def _kpi_lines(kpi: Kpi) -> list[str]:
    rate = kpi.checkin_rate
    satisfaction = kpi.satisfaction
    mean = "기록 없음" if satisfaction.mean is None else f"평균 {satisfaction.mean}점"
    minutes = "·".join(str(bucket.minutes) for bucket in kpi.operator_time.buckets)
    renewal = kpi.renewal
    return [
        f"{kpi.customer_id}: 종합 {_PASSED[kpi.passed]}",
        f"- 체크인율 {rate.rate_percent}% ({rate.checked_in_days}/{rate.eligible_days}일, "
        f"기준 {rate.threshold_percent}%): {_PASSED[rate.passed]}",
        f"- 만족도 {mean} ({satisfaction.records}회, 기준 {satisfaction.threshold}점): "
        f"{_PASSED[satisfaction.passed]}",
        f"- 주별 운영 시간 {minutes}분 (주당 {kpi.operator_time.limit_minutes}분 이하): "
        f"{_PASSED[kpi.operator_time.passed]}",
        f"- 재등록 {renewal.effective_renewals}건: {_PASSED[renewal.passed]}",
    ]


def kpi_text(judgements: Sequence[Kpi | str]) -> str:
    """``/kpi``: each enabled customer's judgement (a bare id: it could not be read)."""
    if not judgements:
        return "KPI를 판정할 고객이 없습니다."
    # A blank line between customers: a reply too long for one Telegram message is cut
    # there first, so no customer's judgement is split across two messages.
    blocks = []
    for judgement in judgements:
        if isinstance(judgement, str):
            blocks.append(f"{judgement}: 판정을 불러오지 못했습니다. 잠시 뒤 다시 시도해 주십시오.")
        else:
            blocks.append("\n".join(_kpi_lines(judgement)))
    return "[KPI 판정]\n" + "\n\n".join(blocks)


def clearhold_text(outcome: str, customer_id: str) -> str:
    """Richard's answer to ``/clearhold`` (``outcome`` from ``CheckinPeer.clear_hold``)."""
    template = {
        "created": CLEARHOLD_DONE,
        "replayed": CLEARHOLD_REPLAYED,
        "not-held": CLEARHOLD_NOT_HELD,
        "not-found": CLEARHOLD_UNKNOWN_CUSTOMER,
    }[outcome]
    return template.format(customer_id=customer_id)
