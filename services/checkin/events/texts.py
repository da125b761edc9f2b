"""Richard's words when the raw event route refuses a flow-owned type (합니다체; golden)."""

from __future__ import annotations

from typing import Final

FLOW_OWNED_MESSAGES: Final[dict[str, str]] = {
    "checkin": (
        "체크인은 고객이 텔레그램에서 체크인을 마칠 때에만 기록됩니다. 직접 만든 체크인은 "
        "기록하지 않습니다."
    ),
    "trainer_session_record": (
        "트레이너 기록은 트레이너가 텔레그램에서 /record 로 남길 때에만 기록됩니다."
    ),
    "draft": (
        "초안 기록은 검토 메시지나 콘솔에서 승인, 수정, 폐기할 때 자동으로 남습니다. 직접 "
        "기록할 수 없습니다."
    ),
    "nutrition_proposal_created": (
        "영양 조정 제안은 dualcoach nutrition propose 명령으로만 만들 수 있습니다."
    ),
    "nutrition_proposal_decided": (
        "영양 조정 제안의 결정은 운영자 카드나 dualcoach nutrition decide 명령으로만 기록할 수 "
        "있습니다."
    ),
    "safety_hold_cleared": (
        "안전 보류 해제는 텔레그램의 /clearhold 명령으로만 기록할 수 있습니다."
    ),
}
