"""Richard's Telegram texts around operator cards (pinned by golden tests)."""

from __future__ import annotations

from typing import Final

MENU_BUTTON: Final = "카드 열기"
MENU_LINES: Final = (
    "[운영자 확인용] 새 영양 조정 제안이 도착했습니다.",
    "고객: {customer_id}",
    "아래 버튼을 누르면 이 메시지가 제안 카드로 바뀝니다.",
)

ANSWERS: Final[dict[str, str]] = {
    "published": "제안 카드를 열었습니다.",
    "approve": "승인을 기록했습니다. 고객에게 보낼 안내는 초안으로 따로 검토합니다.",
    "hold": "보류를 기록했습니다. 목표는 바뀌지 않습니다.",
    "refused": "카드의 근거가 바뀌어 열지 않았습니다. 최신 카드를 확인해 주십시오.",
    "unknown": "처리할 수 없는 버튼입니다.",
    "pending": "카드를 저장했지만 화면을 바꾸지 못했습니다. 잠시 뒤 다시 눌러 주십시오.",
    "already": "이미 처리된 카드입니다.",
    "console": "근거는 콘솔 {path} 화면에서 확인해 주십시오.",
    "decision-refused": "이 카드의 결정은 반영되지 않았습니다. 최신 카드나 콘솔을 확인해 주십시오.",
}
# Where Richard reads the customer's records behind a card (check-ins, weight trend, safety).
CONSOLE_CUSTOMER_PATH: Final = "/console/customers/{customer_id}"


def menu_text(customer_id: str) -> str:
    return "\n".join(MENU_LINES).format(customer_id=customer_id)


def console_answer(customer_id: str) -> str:
    return ANSWERS["console"].format(path=CONSOLE_CUSTOMER_PATH.format(customer_id=customer_id))


# The notice of a decision checkin refused: nothing took effect, why, and where to look.
REFUSED_TITLE: Final = "[운영자 확인용] 카드 결정이 반영되지 않았습니다"
# The decision as the sentence's subject (승인이 / 보류가: the particle follows the noun).
DECISION_SUBJECTS: Final[dict[str, str]] = {"approve": "승인이", "hold": "보류가"}
# Checkin's refusals of a decision (its problem slugs), as Richard reads them.
REFUSAL_REASONS: Final[dict[str, str]] = {
    "revision-superseded": "그 사이 더 새로운 제안이 만들어졌습니다.",
    "proposal-stale": "카드를 만든 뒤 고객 기록이나 정책이 바뀌었습니다.",
    "proposal-not-approvable": "관찰 또는 사람 검토 제안이라 승인할 수 없고 보류만 할 수 있습니다.",
    "consent-missing": "고객의 동의가 확인되지 않습니다.",
    "registry-revision-stale": "카드를 연 뒤 운영자나 고객의 등록 정보(동의 포함)가 바뀌었습니다.",
    "decision-conflict": "이 제안에는 이미 다른 결정이 기록되어 있습니다.",
    "proposal-digest-mismatch": "카드의 제안이 저장된 제안과 다릅니다.",
    "policy-revision-missing": "제안이 따른 정책 수정본을 찾을 수 없습니다.",
    "proposal-not-found": "해당 제안을 찾을 수 없습니다.",
    "proposal-revision-not-found": "해당 제안을 찾을 수 없습니다.",
    "plan-missing": "고객의 계획이 없습니다.",
    "customer-not-found": "등록된 고객을 찾을 수 없습니다.",
}
UNKNOWN_REFUSAL: Final = "알 수 없는 사유로 거절되었습니다(코드: {slug})."


def refusal_reason(slug: str) -> str:
    """Why checkin refused, in Korean; an unknown slug is named as it came."""
    return REFUSAL_REASONS.get(slug) or UNKNOWN_REFUSAL.format(slug=slug)


def refused_notice_text(customer_id: str, revision: int, decision: str, refusal: str) -> str:
    """Richard's notice that his 승인/보류 on a card did not take effect (and why)."""
    path = CONSOLE_CUSTOMER_PATH.format(customer_id=customer_id)
    return "\n".join(
        [
            REFUSED_TITLE,
            f"고객: {customer_id} · 수정 번호 {revision}",
            f"누르신 {DECISION_SUBJECTS[decision]} 고객 기록에 반영되지 않았습니다. "
            "이 결정으로는 목표가 바뀌지 않았습니다.",
            f"사유: {refusal_reason(refusal)}",
            f"최신 카드나 콘솔 {path} 화면에서 다시 확인해 주십시오.",
        ]
    )
