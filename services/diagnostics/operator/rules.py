"""Pure rules of the owner's diagnostic operator topic: which triple it is, which command.

The topic is matched on the *full* triple (user, chat, topic) of an unfinished session's
spec (Rev 29: ``DiagnosticRoleRoute`` compares all three), and the route carries the
session's generation to the command, which refuses when the session moved in between.
Commands only - ``/diag_open``, ``/diag_status``, ``/diag_activate <generation>``,
``/diag_close [<generation>]``, ``/diag_approve <draft_id>``, ``/diag_reconcile
<dedupe_key>``; anything else gets the help text, never an interpretation. With no
unfinished session the configured spec's exact operator triple still routes here, for
``/diag_open`` and ``/diag_status`` only (ADR 0077).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Final, Literal

CommandName = Literal["open", "status", "activate", "close", "reconcile", "approve"]

_COMMAND = re.compile(
    r"^/diag_(open|status|activate|close|reconcile|approve)(?:@[A-Za-z0-9_]{1,64})?(?:\s+(\S+))?\s*$"
)
_DRAFT_ID = re.compile(r"^[A-Za-z0-9_-]{4,64}$")
_DEDUPE = re.compile(r"^[A-Za-z0-9._:-]{8,120}$")

HELP: Final = (
    "진단 세션 명령: /diag_open, /diag_status, /diag_activate <세대>, /diag_close [<세대>], "
    "/diag_approve <초안 ID>, /diag_reconcile <전송 키>"
)


@dataclass(frozen=True, slots=True)
class Command:
    name: CommandName
    generation: int | None = None
    dedupe_key: str | None = None
    draft_id: str | None = None


def parse_command(text: str | None) -> Command | None:
    """The command in ``text``, or None (help) when it is not exactly one of ours."""
    match = _COMMAND.match((text or "").strip())
    if match is None:
        return None
    name, argument = match.group(1), match.group(2)
    if name == "open":
        return Command("open") if argument is None else None
    if name == "status":
        return Command("status") if argument is None else None
    if name == "approve":
        return (
            Command("approve", draft_id=argument)
            if argument and _DRAFT_ID.match(argument)
            else None
        )
    if name == "reconcile":
        return (
            Command("reconcile", dedupe_key=argument)
            if argument and _DEDUPE.match(argument)
            else None
        )
    if argument is None:
        return None if name == "activate" else Command("close")
    if not argument.isdigit() or int(argument) < 1:
        return None
    return Command(name, generation=int(argument))  # type: ignore[arg-type]


def status_text(session_id: str, state: str, generation: int, expires_at: str) -> str:
    return f"진단 세션 {session_id}: {state} (세대 {generation}), 만료 {expires_at}"


# No unfinished session routes the topic (only the configured spec's operator triple does).
NO_SESSION_TEXT: Final = (
    "진행 중인 진단 세션이 없습니다. 설정된 명세로 세션을 열려면 /diag_open 명령을 보내 주세요."
)
NO_SESSION_REFUSAL: Final = (
    "거절했습니다. 진행 중인 진단 세션이 없습니다. 아무것도 바뀌지 않았습니다."
)
# Why ``/diag_open`` opened nothing, in the owner's words (the reason code stays visible).
_OPEN_REFUSALS: Final[dict[str, str]] = {
    "spec_not_configured": "승인된 진단 명세 파일이 설정되어 있지 않습니다",
    "spec_unreadable": "설정된 진단 명세 파일을 읽을 수 없습니다",
    "spec_rejected": "설정된 진단 명세가 유효하지 않습니다",
    "not_the_spec_operator": "이 토픽은 설정된 명세의 운영자 토픽이 아닙니다",
    "session_already_open": "이 테스트 고객에게 아직 끝나지 않은 진단 세션이 있습니다",
}


def opened_text(session_id: str, generation: int, expires_at: str) -> str:
    return (
        f"진단 세션을 열었습니다: {session_id}, prepared (세대 {generation}), 만료 {expires_at}. "
        f"활성화하려면 /diag_activate {generation} 명령을 보내 주세요."
    )


def open_refused_text(reason: str) -> str:
    """``reason``: a key of ``_OPEN_REFUSALS``, ``spec_rejected:<why>`` keeps its detail."""
    label = _OPEN_REFUSALS.get(reason.split(":", 1)[0], "세션을 열 수 없습니다")
    return f"거절했습니다. {label} ({reason}). 아무것도 바뀌지 않았습니다."


def refused_text(reason: str) -> str:
    return f"거절했습니다 ({reason}). 아무것도 바뀌지 않았습니다."


def refused_after_approval_text(reason: str) -> str:
    """The host refused after delivery recorded the approval: nothing was sent, and the
    draft stays approved for the host only (a repeat asks the host again)."""
    return (
        f"보내지 않았습니다 ({reason}). 초안의 승인은 기록되어 있어 콘솔에서는 다시 보낼 수 "
        "없습니다. 세션을 확인한 뒤 같은 명령을 다시 보내 주세요."
    )


def sent_text(message_id: object) -> str:
    return f"테스트 봇으로 보냈습니다 (메시지 {message_id})."


def refusal_for_test_bot(
    *, draft_customer: str, test_customer: str, audience: str, held: bool, status: str
) -> str | None:
    """Why a draft may not go to the test destination (None: it may). ``dispatched`` is a
    draft whose host approval delivery already recorded: repeating it asks the host, which
    answers what it knows and never sends twice."""
    if draft_customer != test_customer or audience != "customer":
        return "not_the_test_customers_draft"
    if held:
        return "draft_held"
    if status not in ("pending", "approved", "dispatched"):
        return f"draft_{status}"
    return None


def draft_dedupe_key(draft_id: str, revision: int) -> str:
    """The host's dedupe key of a draft revision: one send per approved text, ever."""
    return f"draft:{draft_id}:r{revision}"


_DRAFT_KEY = re.compile(r"^draft:(dr-[0-9a-f]{24}):r([1-9][0-9]{0,5})$")


def draft_of_dedupe_key(dedupe_key: str) -> tuple[str, int] | None:
    """The draft id and revision a ``/diag_approve`` key names (None: not a draft's key)."""
    match = _DRAFT_KEY.match(dedupe_key)
    return None if match is None else (match.group(1), int(match.group(2)))
