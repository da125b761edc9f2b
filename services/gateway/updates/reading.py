"""Read python-telegram-bot's parsed ``Update`` into an ``InboundUpdate`` (the library's side).

The one place in the feature that knows the library's types: it takes the facts off the
update and leaves the decisions (whose triple, which topic, which kind) to ``rules``.
"""

from __future__ import annotations

from telegram import CallbackQuery, Message, Update

from services.gateway.updates import rules
from services.gateway.updates.schemas import InboundUpdate, Triple, UpdateKind


def _topic_of(message: Message) -> int | None:
    return rules.topic_of(message.message_thread_id, bool(message.is_topic_message))


def _message_triple(message: Message) -> Triple | None:
    user = message.from_user
    return rules.author_triple(
        None if user is None else user.id,
        user is not None and user.is_bot,
        message.chat.id,
        _topic_of(message),
    )


def _callback_triple(query: CallbackQuery) -> Triple | None:
    message = query.message
    if not isinstance(message, Message):  # inline or no longer accessible: place unknown
        return None
    return Triple(query.from_user.id, message.chat.id, _topic_of(message))


def _written_by_a_person(message: Message) -> bool:
    return (
        message.text is not None
        or message.caption is not None
        or message.effective_attachment is not None
    )


def update_kind(update: Update) -> UpdateKind:
    return rules.update_kind(
        update.message is not None,
        update.message is not None and _written_by_a_person(update.message),
        update.callback_query is not None,
    )


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


def lane_key(update: Update) -> str:
    """The lane of a parsed update: its chat (a press's is its message's chat), else its sender."""
    chat = update.effective_chat
    user = update.effective_user
    return rules.lane_of(
        None if chat is None else chat.id, None if user is None else user.id, update.update_id
    )


def lane_part(update: Update) -> str | None:
    """The part of its chat's lane a parsed update runs in: a press on a draft's review, its
    draft (``rules.part_of``); anything else None, in its chat's order."""
    query = update.callback_query
    return None if query is None else rules.part_of(query.data)
