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
}
# Where Richard reads the customer's records behind a card (check-ins, weight trend, safety).
CONSOLE_CUSTOMER_PATH: Final = "/console/customers/{customer_id}"


def menu_text(customer_id: str) -> str:
    return "\n".join(MENU_LINES).format(customer_id=customer_id)


def console_answer(customer_id: str) -> str:
    return ANSWERS["console"].format(path=CONSOLE_CUSTOMER_PATH.format(customer_id=customer_id))
