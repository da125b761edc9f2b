"""Richard's words for the registry's window refusals (합니다체; pinned by golden tests).

Each refusal is a stable problem slug (``rules.PLAN_START_LOCKED`` ...) and this sentence,
sent as the problem's ``detail`` so the API, the CLI and the console read the same text.
"""

from __future__ import annotations

from datetime import date
from typing import Final

from services.checkin.registry import rules
from shared.contracts.surfaces.common import format_korean_date

TITLES: Final[dict[str, str]] = {
    rules.PLAN_START_LOCKED: "The plan start of an activated customer cannot change",
    rules.PILOT_WINDOW_CHANGED: "This customer was activated with a different window",
    rules.PILOT_WINDOW_CLOSED: "The customer's pilot window is over; it cannot be activated again",
}
MESSAGES: Final[dict[str, str]] = {
    rules.PLAN_START_LOCKED: (
        "{customer_id} 고객은 이미 활성화된 적이 있어 계획 시작일({starts_on})을 바꿀 수 "
        "없습니다. 다른 기간으로 시범 운영을 하려면 새 고객 ID로 등록해 주십시오."
    ),
    rules.PILOT_WINDOW_CHANGED: (
        "{customer_id} 고객은 {starts_on}에 시작하는 기간으로 활성화된 적이 있어 다른 "
        "기간으로 다시 활성화할 수 없습니다. 계획 시작일을 {starts_on}로 되돌리거나 새 고객 "
        "ID로 등록해 주십시오."
    ),
    rules.PILOT_WINDOW_CLOSED: (
        "{customer_id} 고객은 다시 활성화할 수 있는 마지막 날({deadline})이 지났습니다. "
        "시범 기간을 늘리거나 다시 여는 방법은 없습니다. 새 시범 운영은 새 고객 ID로 "
        "등록해 주십시오."
    ),
}


def window_refusal_message(slug: str, customer_id: str, window_starts_on: date) -> str:
    """The Korean sentence of one window refusal, with the original window's dates."""
    return MESSAGES[slug].format(
        customer_id=customer_id,
        starts_on=format_korean_date(window_starts_on),
        deadline=format_korean_date(rules.reactivation_deadline(window_starts_on)),
    )
