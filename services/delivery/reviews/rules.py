"""Richard's review of a customer draft in Telegram: the callback grammar and who may act (pure).

Callback data (Telegram allows 64 bytes; these take at most 46):

    draft:<draft_id>:<revision>:approve    승인 - approve exactly this revision and send it
    draft:<draft_id>:<revision>:edit       수정 - answer with the console path for editing
    draft:<draft_id>:<revision>:discard    폐기 - discard the draft (this revision only)

``draft_id`` is ``dr-`` + 24 lowercase hex, ``revision`` 1..999999. Every button acts on the
revision its message shows: a press on an older revision changes nothing. The ``draft:``
prefix belongs to delivery; no other callback may use it.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Final, Literal

from services.delivery.peers.answers import Destinations, Triple

Action = Literal["approve", "edit", "discard"]
ReplacementKind = Literal["retired", "after_sent", "after_discarded"]
PREFIX: Final = "draft:"
CALLBACK = re.compile(r"^draft:(dr-[0-9a-f]{24}):([1-9][0-9]{0,5}):(approve|edit|discard)$")
MAX_CALLBACK_BYTES: Final = 64
# Where a review may not go: anyone's address but the operator's.
REASON_NO_OWNER: Final = "owner-missing"
REASON_SHARES_CUSTOMER_CHAT: Final = "owner-chat-is-customer-chat"
REASON_SHARES_TRAINER_CHAT: Final = "owner-chat-is-trainer-chat"


@dataclass(frozen=True, slots=True)
class ReviewCallback:
    draft_id: str
    revision: int
    action: Action


def callback_data(draft_id: str, revision: int, action: Action) -> str:
    data = f"{PREFIX}{draft_id}:{revision}:{action}"
    if parse_callback(data) is None or len(data.encode("utf-8")) > MAX_CALLBACK_BYTES:
        raise ValueError("not a review callback")
    return data


def is_review_callback(data: str) -> bool:
    """Does ``data`` claim delivery's draft namespace (well formed or not)?"""
    return data.startswith(PREFIX)


def parse_callback(data: object) -> ReviewCallback | None:
    """The exact review callback, or None."""
    if not isinstance(data, str):
        return None
    match = CALLBACK.match(data)
    if match is None:
        return None
    action: Action = match.group(3)  # type: ignore[assignment]
    return ReviewCallback(match.group(1), int(match.group(2)), action)


def reservation_id(draft_id: str, revision: int) -> str:
    """The gateway reservation of one review message (never a customer delivery's id)."""
    return f"{draft_id}.review.r{revision}"


def _place(triple: Triple | None) -> tuple[int, int | None] | None:
    return None if triple is None else (triple.chat_id, triple.topic_id)


def review_destination(destinations: Destinations) -> tuple[Triple | None, str | None]:
    """The operator's exact address for a review message, or why there is none.

    Only ``destinations.owner`` is ever considered, and never when its chat/topic is the
    customer's or the trainer's: a review shows text Richard has not approved yet.
    """
    owner = destinations.owner
    if owner is None:
        return None, REASON_NO_OWNER
    if _place(owner) == _place(destinations.customer):
        return None, REASON_SHARES_CUSTOMER_CHAT
    if _place(owner) == _place(destinations.trainer):
        return None, REASON_SHARES_TRAINER_CHAT
    return owner, None


def is_owner(pressed_by: Triple, destinations: Destinations) -> bool:
    """Only the owner's exact triple (user, chat and topic) may act on a review."""
    owner = destinations.owner
    return owner is not None and (
        pressed_by.user_id,
        pressed_by.chat_id,
        pressed_by.topic_id,
    ) == (owner.user_id, owner.chat_id, owner.topic_id)


def stale(latest_revision: int, revision: int) -> bool:
    """A press on an older revision: the message no longer shows the draft."""
    return revision != latest_revision


def replacement_kind(
    draft_id: str, original_status: str, original_replaced_by: str | None
) -> ReplacementKind:
    """What became of the draft ``draft_id`` replaced: retired by it, already sent, or discarded.

    Each is final once the replacement exists (a retired or discarded draft stays discarded,
    a dispatched one stays dispatched), so every review of the replacement says the same.
    """
    if original_replaced_by == draft_id:
        return "retired"
    if original_status == "dispatched":
        return "after_sent"
    return "after_discarded"
