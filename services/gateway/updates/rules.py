"""Pure rules for inbound updates: the webhook secret check and the exact sender triple."""

from __future__ import annotations

import hmac

from telegram import CallbackQuery, Message, Update

from services.gateway.updates.schemas import InboundUpdate, Triple, UpdateKind

SECRET_HEADER = "X-Telegram-Bot-Api-Secret-Token"  # noqa: S105 - a header name


def secret_matches(received: str | None, expected: str) -> bool:
    """Constant-time comparison of the webhook secret header (missing never matches)."""
    if received is None:
        return False
    return hmac.compare_digest(received.encode("utf-8"), expected.encode("utf-8"))


def _topic_of(message: Message) -> int | None:
    # Only forum topics are topics: in ordinary supergroups Telegram also fills
    # message_thread_id for reply threads, which must not split one chat into many.
    return message.message_thread_id if message.is_topic_message else None


def _message_triple(message: Message) -> Triple | None:
    # Channel posts and anonymous admins have no user; bots are never our people (and two
    # bots answering each other in a group must not start a loop).
    if message.from_user is None or message.from_user.is_bot:
        return None
    return Triple(message.from_user.id, message.chat.id, _topic_of(message))


def _callback_triple(query: CallbackQuery) -> Triple | None:
    message = query.message
    if not isinstance(message, Message):  # inline or no longer accessible: place unknown
        return None
    return Triple(query.from_user.id, message.chat.id, _topic_of(message))


def _written_by_a_person(message: Message) -> bool:
    """Text, a caption or an attachment - not a service message (joined, left, pinned...)."""
    return (
        message.text is not None
        or message.caption is not None
        or message.effective_attachment is not None
    )


def update_kind(update: Update) -> UpdateKind:
    if update.message is not None:
        return "message" if _written_by_a_person(update.message) else "other"
    if update.callback_query is not None:
        return "callback_query"
    return "other"


def inbound_update(update: Update) -> InboundUpdate:
    """Reduce a parsed Telegram update to the fields routing uses."""
    kind = update_kind(update)
    if update.message is not None and kind == "message":
        message = update.message
        return InboundUpdate(
            update_id=update.update_id,
            kind=kind,
            triple=_message_triple(message),
            text=message.text,
            message_id=message.message_id,
            callback_query_id=None,
            callback_data=None,
            raw=update,
        )
    if update.callback_query is not None:
        query = update.callback_query
        return InboundUpdate(
            update_id=update.update_id,
            kind=kind,
            triple=_callback_triple(query),
            text=None,
            message_id=query.message.message_id if query.message is not None else None,
            callback_query_id=query.id,
            callback_data=query.data,
            raw=update,
        )
    return InboundUpdate(update.update_id, kind, None, None, None, None, None, update)
