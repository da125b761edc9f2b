"""Fixed system texts of the check-in and trainer flows (합니다체; pinned by golden tests).

These are conversational texts the gateway shows as they are: re-asks, refusals and the
acknowledgement at finalize. None of them interprets the person's data - every coaching
word is a draft that waits for Richard's approval.
"""

from __future__ import annotations

from typing import Final

SKIP_LABEL: Final = "건너뛰기"
NOT_SKIPPABLE: Final = "이 질문은 건너뛸 수 없습니다. 아래 버튼 중 하나를 눌러 주십시오."
CHOOSE_BUTTON: Final = "아래 버튼 중 하나를 눌러 주십시오."
WRITE_TEXT: Final = "내용을 글로 적어 주시거나 아래 버튼 중 하나를 눌러 주십시오."
NOT_ASKED: Final = "지금은 이 질문에 답할 차례가 아닙니다. 아래 질문에 답해 주십시오."
NOTHING_LEFT: Final = "모든 질문에 답하셨습니다. 기록을 저장해 주십시오."
INCOMPLETE: Final = "아직 답하지 않은 질문이 있습니다. 아래 질문에 답해 주십시오."


def too_long(max_chars: int) -> str:
    return f"{max_chars:,}자 이내로 적어 주십시오."


# --- the customer check-in ----------------------------------------------------------------

CHECKIN_SAVED: Final = "오늘 체크인을 저장했습니다. 코치가 확인한 뒤 답변을 보내 드리겠습니다."
CHECKIN_ALREADY_RECORDED: Final = "오늘 체크인은 이미 저장되었습니다. 내일 다시 기록해 주십시오."
CHECKIN_FINALIZED: Final = "이 체크인은 이미 저장되어 더 답할 수 없습니다."
CHECKIN_EXPIRED: Final = (
    "이 체크인은 기록할 수 있는 날이 지났습니다. 오늘 체크인을 새로 시작해 주십시오."
)

NOT_ELIGIBLE: Final[dict[str, str]] = {
    "not_enabled": "지금은 체크인을 진행할 수 없습니다. 코치에게 문의해 주십시오.",
    "plan_missing": "지금은 체크인을 진행할 수 없습니다. 코치에게 문의해 주십시오.",
    "before_window": "아직 체크인 기간이 시작되지 않았습니다. 시작일부터 기록해 주십시오.",
    "after_window": "체크인 기간이 끝났습니다. 그동안 기록해 주셔서 감사합니다.",
    "not_weekday": "체크인은 평일에만 진행합니다. 다음 평일에 기록해 주십시오.",
}

# --- the trainer record -------------------------------------------------------------------

TRAINER_SAVED: Final = "수업 기록을 저장했습니다."
TRAINER_ALREADY_RECORDED: Final = "오늘 수업 기록은 이미 저장되었습니다."
TRAINER_FINALIZED: Final = "이 수업 기록은 이미 저장되어 더 답할 수 없습니다."
TRAINER_EXPIRED: Final = "이 수업 기록은 기록할 수 있는 날이 지났습니다. 새로 시작해 주십시오."
TRAINER_NOT_BOUND: Final = "이 계정으로는 이 고객의 수업 기록을 남길 수 없습니다."
TRAINER_NOT_ELIGIBLE: Final[dict[str, str]] = {
    "not_enabled": "지금은 이 고객의 수업 기록을 남길 수 없습니다.",
    "plan_missing": "지금은 이 고객의 수업 기록을 남길 수 없습니다.",
    "before_window": "아직 이 고객의 기록 기간이 시작되지 않았습니다.",
    "after_window": "이 고객의 기록 기간이 끝났습니다.",
}
