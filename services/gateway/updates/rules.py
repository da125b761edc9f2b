"""Pure rules for inbound updates: the webhook secret check and the exact sender triple.

``reading.py`` reads python-telegram-bot's parsed ``Update`` into plain facts; who wrote
where, and what kind of update that is, is decided here without the library.
"""

from __future__ import annotations

import hmac
import re
from dataclasses import dataclass
from typing import Literal

SECRET_HEADER = "X-Telegram-Bot-Api-Secret-Token"  # noqa: S105 - a header name

UpdateKind = Literal["message", "callback_query", "other"]


@dataclass(frozen=True, slots=True)
class Triple:
    """Who wrote where: routing always compares all three exactly (topic None = no topic)."""

    user_id: int
    chat_id: int
    topic_id: int | None


def secret_matches(received: str | None, expected: str) -> bool:
    """Constant-time comparison of the webhook secret header (missing never matches)."""
    if received is None:
        return False
    return hmac.compare_digest(received.encode("utf-8"), expected.encode("utf-8"))


def topic_of(thread_id: int | None, is_topic_message: bool) -> int | None:
    """The forum topic of a message, if any.

    Only forum topics are topics: in ordinary supergroups Telegram also fills
    message_thread_id for reply threads, which must not split one chat into many.
    """
    return thread_id if is_topic_message else None


def author_triple(
    user_id: int | None, is_bot: bool, chat_id: int, topic_id: int | None
) -> Triple | None:
    """The triple of a message's author, or None when it has no person behind it.

    Channel posts and anonymous admins have no user; bots are never our people (and two
    bots answering each other in a group must not start a loop).
    """
    if user_id is None or is_bot:
        return None
    return Triple(user_id, chat_id, topic_id)


def update_kind(has_message: bool, written_by_a_person: bool, has_callback: bool) -> UpdateKind:
    """A message written by a person (text, a caption or an attachment - not a service
    message: joined, left, pinned...), a button press, or anything else."""
    if has_message:
        return "message" if written_by_a_person else "other"
    if has_callback:
        return "callback_query"
    return "other"


# Richard's review buttons carry ``draft:<draft_id>:<revision>:<action>`` (delivery's grammar,
# ADR 0049); only the draft id is read here, to key the press's part of its chat's lane.
_DRAFT_PRESS = re.compile(r"^draft:([^:]{1,40}):")


def part_of(callback_data: str | None) -> str | None:
    """The part of its chat's lane a press runs in (ADR 0101 item 4): a press on a draft's
    review runs beside presses on other drafts, in order with those on the same draft; any
    other update (None) keeps its chat's order."""
    match = _DRAFT_PRESS.match(callback_data or "")
    return None if match is None else f"draft:{match.group(1)}"


def lane_of(chat_id: int | None, user_id: int | None, update_id: int) -> str:
    """The lane an update waits in (ADR 0093): its chat's, as Telegram's webhook keeps one
    chat's updates in order and one at a time; without a chat its sender's; else its own."""
    if chat_id is not None:
        return f"chat:{chat_id}"
    if user_id is not None:
        return f"user:{user_id}"
    return f"update:{update_id}"
