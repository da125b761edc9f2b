"""Richard's review message and the callback answers around it (합니다체; golden tests).

The message shows the exact body that would reach the customer between two rules, so
nothing else can be mistaken for it.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final

from services.delivery.drafts.words import console_path, with_words
from shared.contracts.source_texts import SourceText
from shared.contracts.surfaces.held_notice import KIND_LABELS

TITLE: Final = "[검토 요청] 고객에게 보낼 초안입니다"
INTRO: Final = "승인하면 아래 구분선 사이의 글이 그대로 고객에게 전달됩니다."
RULE: Final = "━━━━━━━━━━"
APPROVE: Final = "승인"
EDIT: Final = "수정"
DISCARD: Final = "폐기"

ANSWERS: Final[dict[str, str]] = {
    "sent": "승인했습니다. 고객에게 보냈습니다.",
    "approved-waiting": "승인했습니다. 아직 보내지 못했습니다. 콘솔에서 확인해 주십시오.",
    "approved-unknown": "승인했지만 전달 여부를 확인하지 못했습니다. 콘솔에서 확인해 주십시오.",
    "approved-disabled": (
        "승인했지만 고객이 비활성 상태(탈퇴 요청 등)라 보내지 않았습니다. 이 초안은 고객에게 "
        "가지 않습니다."
    ),
    "already-sent": "이미 승인되어 보낸 초안입니다.",
    "stale": "더 새로운 수정본이 있어 처리하지 않았습니다. 최신 검토 메시지를 확인해 주십시오.",
    "discarded": "초안을 폐기했습니다. 고객에게 보내지 않습니다.",
    "already-discarded": "이미 폐기된 초안입니다.",
    "dispatched": "이미 전달이 시작된 초안이라 처리하지 않았습니다.",
    "held": "보류된 초안은 승인할 수 없습니다.",
    "edit": "수정은 콘솔에서 해 주십시오: {path}",
    "not-owner": "이 초안은 운영자만 처리할 수 있습니다.",
    "unavailable": "등록 정보를 확인하지 못해 처리하지 않았습니다. 잠시 뒤 다시 눌러 주십시오.",
    "unknown": "처리할 수 없는 버튼입니다.",
    "replaced": (
        "트레이너 기록이 들어와 같은 날 상세 초안으로 바뀐 초안입니다. 처리하지 않았습니다. "
        "새 검토 메시지를 확인해 주십시오."
    ),
}

# The line a same-day revision's review carries, by what became of the draft it replaces
# (``rules.replacement_kind``). Today the only revision is a trainer record saved after the
# customer's check-in.
REPLACEMENT_LINES: Final[dict[str, str]] = {
    "retired": (
        "트레이너 기록이 들어와 같은 날 초안을 상세 초안으로 바꿨습니다. "
        "이전 초안은 보내지 않습니다."
    ),
    "after_sent": (
        "트레이너 기록이 들어와 같은 날 상세 초안을 새로 만들었습니다. "
        "이전 초안은 이미 고객에게 보냈거나 보내는 중입니다. "
        "이 초안을 후속으로 보낼지 판단해 주십시오."
    ),
    "after_discarded": (
        "트레이너 기록이 들어와 같은 날 상세 초안을 새로 만들었습니다. "
        "이전 초안은 이미 폐기되어 보내지 않았습니다."
    ),
}


def edit_answer(draft_id: str) -> str:
    return ANSWERS["edit"].format(path=console_path(draft_id))


def review_text(
    customer_id: str,
    kind: str,
    revision: int,
    body: str,
    *,
    replacement: str | None = None,
    draft_id: str | None = None,
    source_texts: Sequence[SourceText] = (),
) -> str:
    """The review message: who, what and which revision, the exact body, then the words.

    ``replacement`` (a ``REPLACEMENT_LINES`` key) says this draft replaced the day's earlier
    one. The customer's and the trainer's words of the day follow the second rule, outside
    the text that would be sent, cut (with the console page) to fit one Telegram message.
    """
    changed = [REPLACEMENT_LINES[replacement]] if replacement is not None else []
    message = "\n".join(
        [
            TITLE,
            f"고객: {customer_id} · {KIND_LABELS[kind]} · 검토본 {revision}",
            *changed,
            INTRO,
            RULE,
            body,
            RULE,
        ]
    )
    if not source_texts or draft_id is None:
        return message
    return with_words(message, source_texts, path=console_path(draft_id))
