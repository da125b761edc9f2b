"""Korean texts the gateway itself says (pinned by golden tests)."""

from __future__ import annotations

# The one reply an unknown sender ever gets per message: it says nothing about the
# service, its people or its customers, and invites no conversation.
UNKNOWN_SENDER_REPLY = (
    "안녕하세요. 이 봇은 등록된 분만 이용하실 수 있습니다. "
    "도움이 필요하시면 담당자에게 문의해 주십시오."
)
