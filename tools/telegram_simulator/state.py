"""The simulator's memory: chats, messages, pending updates, recorded calls and faults.

Thread-safe: the Bot API and web routes run on the server's event loop while tests read and
inject from their own thread. Nothing is persisted; restarting the simulator starts afresh.
"""

from __future__ import annotations

import bisect
import itertools
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any, Final

from tools.telegram_simulator.pacing import BotSend

JsonDict = dict[str, Any]

FIRST_UPDATE_ID = 500_000
# The Bot API methods that put a message in a chat or change one: what Telegram's flood
# limits count (``pacing``). Answers to presses and chat actions carry no message.
PACED_METHODS: Final = frozenset({"sendMessage", "editMessageText", "editMessageReplyMarkup"})
BOT_FIRST_NAME = "DualCoach"


@dataclass(frozen=True)
class Persona:
    """A preset identity on the web page."""

    label: str
    user_id: int
    chat_id: int
    topic_id: int | None = None


CUSTOMER_PERSONA = Persona("고객", 1001, 1001)
TRAINER_PERSONA = Persona("트레이너", 2001, 2001)
OWNER_PERSONA = Persona("리처드", 3001, 3001)
DEFAULT_PERSONAS = (CUSTOMER_PERSONA, TRAINER_PERSONA, OWNER_PERSONA)


@dataclass
class ChatMessage:
    """One message as the simulator shows it (from a person or from the bot)."""

    message_id: int
    chat_id: int
    topic_id: int | None
    date: int
    from_bot: bool
    user_id: int
    text: str
    reply_markup: JsonDict | None = None
    edit_date: int | None = None
    # The simulator's ``time.monotonic()`` when the bot's call that sent this message (and
    # the one that last edited it) reached the simulator; None for a person's message. With
    # ``UpdateTimes.handed_at`` (same process, same clock) it gives the bot's own part of a
    # turn: update handed over -> the reply's call received (``bench/service_paths.py``).
    sent_call_at: float | None = None
    edited_call_at: float | None = None

    def buttons(self) -> list[list[JsonDict]]:
        if not self.reply_markup:
            return []
        rows: list[list[JsonDict]] = self.reply_markup.get("inline_keyboard", [])
        return rows


@dataclass
class RecordedCall:
    """One Bot API request exactly as received (parameters decoded)."""

    seq: int
    method: str
    bot_id: int
    params: JsonDict
    # The simulator's clock (``SimulatorState.clock``): the stack's file clock in the pilot,
    # else ``time.time()``; Telegram's pacing is replayed on it (``SimulatorState.pacing``).
    received_at: float
    monotonic: float  # time.monotonic(), comparable within the process


@dataclass
class Fault:
    """What to do to the next ``times`` calls of ``method`` (``*`` matches every method).

    ``delay_seconds`` holds the answer back; ``status`` answers a Bot API error instead of
    the result (``retry_after`` adds the 429 parameter). Whether the call still takes effect
    is ``apply``: by default a plain delay applies it (the message left, the answer is late)
    and an error does not (Telegram refused); ``apply=True`` with a 5xx is "sent, then the
    server failed".
    """

    method: str
    status: int | None = None
    description: str | None = None
    retry_after: int | None = None
    delay_seconds: float = 0.0
    apply: bool | None = None
    times: int = 1

    def applies(self) -> bool:
        return self.status is None if self.apply is None else self.apply or self.status is None


@dataclass
class UpdateTimes:
    """When one update was queued (a person acted) and first handed to the bot: the moment
    the getUpdates answer carrying it was written, or its webhook POST sent. Both are the
    simulator's ``time.monotonic()``, comparable with ``ChatMessage.sent_call_at``."""

    update_id: int
    chat_id: int | None
    queued_at: float
    handed_at: float | None = None


@dataclass
class WebhookDelivery:
    update_id: int
    status: int | None
    error: str | None
    at: float


def _user_json(user_id: int, first_name: str | None = None) -> JsonDict:
    return {"id": user_id, "is_bot": False, "first_name": first_name or f"사용자 {user_id}"}


def chat_json(chat_id: int, topic_id: int | None) -> JsonDict:
    if chat_id > 0:
        return {"id": chat_id, "type": "private", "first_name": f"사용자 {chat_id}"}
    chat: JsonDict = {"id": chat_id, "type": "supergroup", "title": f"그룹 {chat_id}"}
    if topic_id is not None:
        chat["is_forum"] = True
    return chat


def bot_user_json(bot_id: int) -> JsonDict:
    return {
        "id": bot_id,
        "is_bot": True,
        "first_name": BOT_FIRST_NAME,
        "username": f"dualcoach_{bot_id}_bot",
        "can_join_groups": True,
        "can_read_all_group_messages": False,
        "supports_inline_queries": False,
    }


@dataclass
class SimulatorState:
    """Everything the simulator knows; every method takes the lock.

    ``clock``: seconds since the epoch on the run's clock - a call's ``received_at`` and a
    message's ``date`` and ``edit_date`` (``app.configured_clock``: the pilot's file clock
    in its stack, the machine's otherwise)."""

    clock: Callable[[], float] = time.time
    personas: list[Persona] = field(default_factory=lambda: list(DEFAULT_PERSONAS))
    _lock: threading.RLock = field(default_factory=threading.RLock)
    # Notified (under ``_lock``) whenever a chat place changes or a press is answered, so a
    # reader can wait for news instead of polling on a timer.
    _changed: threading.Condition = field(init=False)
    _versions: dict[tuple[int, int | None], int] = field(default_factory=dict)
    # Called (from any thread) when an update is queued: the webhook pusher wakes at once.
    on_update: Callable[[], None] | None = None
    _update_ids: itertools.count[int] = field(
        default_factory=lambda: itertools.count(FIRST_UPDATE_ID)
    )
    _callback_ids: itertools.count[int] = field(default_factory=lambda: itertools.count(1))
    _call_seq: itertools.count[int] = field(default_factory=lambda: itertools.count(1))
    _next_message_id: dict[int, int] = field(default_factory=dict)
    _messages: list[ChatMessage] = field(default_factory=list)
    # The same messages by chat place (ids rise within one) and by (chat, id): a reader
    # polling one chat for what is new, and a press or an edit finding its message, cost the
    # same at any size (the 1,000-customer pilot polled a chat by scanning every message).
    _by_place: dict[tuple[int, int | None], list[ChatMessage]] = field(default_factory=dict)
    _by_id: dict[tuple[int, int], ChatMessage] = field(default_factory=dict)
    _pending: list[JsonDict] = field(default_factory=list)
    _update_times: dict[int, UpdateTimes] = field(default_factory=dict)
    _calls: list[RecordedCall] = field(default_factory=list)
    # The recorded calls of ``PACED_METHODS`` naming a chat, in the order they arrived.
    _sends: list[BotSend] = field(default_factory=list)
    _faults: list[Fault] = field(default_factory=list)
    _callback_answers: list[JsonDict] = field(default_factory=list)
    _callback_answer_by_id: dict[str, JsonDict] = field(default_factory=dict)
    _callback_places: dict[str, tuple[int, int | None]] = field(default_factory=dict)
    _webhook: JsonDict | None = None
    _webhook_deliveries: list[WebhookDelivery] = field(default_factory=list)
    bot_id: int = 7000000001

    # -- the people's side -------------------------------------------------------------

    def __post_init__(self) -> None:
        self._changed = threading.Condition(self._lock)

    def _touch(self, chat_id: int, topic_id: int | None) -> None:
        place = (chat_id, topic_id)
        self._versions[place] = self._versions.get(place, 0) + 1
        self._changed.notify_all()

    def _queued(self) -> None:
        with self._changed:  # a getUpdates long poll waits for this (``wait_for_updates``)
            self._changed.notify_all()
        if self.on_update is not None:
            self.on_update()

    def _enqueue(self, update: JsonDict, chat_id: int | None) -> None:
        update_id = int(update["update_id"])
        self._update_times[update_id] = UpdateTimes(update_id, chat_id, time.monotonic())
        self._pending.append(update)

    def handed(self, update_ids: list[int], at: float) -> None:
        """The updates were handed to the bot at ``at`` (``time.monotonic()``); only the
        first hand-over counts (a redelivery is not when the bot got it)."""
        with self._lock:
            for update_id in update_ids:
                times = self._update_times.get(update_id)
                if times is not None and times.handed_at is None:
                    times.handed_at = at

    def update_times(self, update_id: int) -> UpdateTimes | None:
        with self._lock:
            times = self._update_times.get(update_id)
            return None if times is None else UpdateTimes(**vars(times))

    def _new_message_id(self, chat_id: int) -> int:
        message_id = self._next_message_id.get(chat_id, 1)
        self._next_message_id[chat_id] = message_id + 1
        return message_id

    def _keep(self, message: ChatMessage) -> None:
        self._messages.append(message)
        self._by_place.setdefault((message.chat_id, message.topic_id), []).append(message)
        self._by_id[(message.chat_id, message.message_id)] = message
        self._touch(message.chat_id, message.topic_id)

    def _message_json(self, message: ChatMessage) -> JsonDict:
        data: JsonDict = {
            "message_id": message.message_id,
            "date": message.date,
            "chat": chat_json(message.chat_id, message.topic_id),
            "from": bot_user_json(message.user_id)
            if message.from_bot
            else _user_json(message.user_id),
            "text": message.text,
        }
        if message.topic_id is not None:
            data["message_thread_id"] = message.topic_id
            data["is_topic_message"] = True
        if message.reply_markup:
            data["reply_markup"] = message.reply_markup
        if message.edit_date is not None:
            data["edit_date"] = message.edit_date
        return data

    def inject_message(
        self,
        *,
        user_id: int,
        chat_id: int,
        topic_id: int | None,
        text: str,
        first_name: str | None = None,
    ) -> JsonDict:
        """A person writes ``text``; returns the update the bot will receive."""
        with self._lock:
            message = ChatMessage(
                message_id=self._new_message_id(chat_id),
                chat_id=chat_id,
                topic_id=topic_id,
                date=int(self.clock()),
                from_bot=False,
                user_id=user_id,
                text=text,
            )
            self._keep(message)
            payload = self._message_json(message)
            payload["from"] = _user_json(user_id, first_name)
            update = {"update_id": next(self._update_ids), "message": payload}
            self._enqueue(update, chat_id)
        self._queued()
        return update

    def inject_callback(
        self, *, user_id: int, chat_id: int, topic_id: int | None, message_id: int, data: str
    ) -> JsonDict:
        """A person presses the button carrying ``data`` under the bot's message."""
        with self._lock:
            message = self._find(chat_id, message_id)
            if message is None:
                raise LookupError("no such message")
            query_id = str(next(self._callback_ids))
            self._callback_places[query_id] = (chat_id, topic_id)
            update = {
                "update_id": next(self._update_ids),
                "callback_query": {
                    "id": query_id,
                    "from": _user_json(user_id),
                    "chat_instance": f"sim-{chat_id}",
                    "data": data,
                    "message": self._message_json(message),
                },
            }
            self._enqueue(update, chat_id)
        self._queued()
        return update

    def inject_raw_update(self, body: JsonDict) -> JsonDict:
        """Queue any update body (``update_id`` assigned here); for odd cases in tests."""
        with self._lock:
            update = {**body, "update_id": next(self._update_ids)}
            self._enqueue(update, None)
        self._queued()
        return update

    # -- the bot's side ----------------------------------------------------------------

    def record(
        self, method: str, bot_id: int, params: JsonDict, *, arrived_at: float | None = None
    ) -> RecordedCall:
        """``arrived_at``: when the call reached the simulator (``time.monotonic()``; now
        when not given)."""
        with self._lock:
            monotonic = time.monotonic() if arrived_at is None else arrived_at
            call = RecordedCall(
                next(self._call_seq), method, bot_id, params, self.clock(), monotonic
            )
            self._calls.append(call)
            chat_id = params.get("chat_id")
            if method in PACED_METHODS and isinstance(chat_id, int):
                self._sends.append(BotSend(chat_id, call.received_at))
            return call

    def take_fault(self, method: str) -> Fault | None:
        with self._lock:
            for fault in self._faults:
                if fault.method in (method, "*") and fault.times > 0:
                    fault.times -= 1
                    if fault.times == 0:
                        self._faults.remove(fault)
                    return fault
            return None

    def add_fault(self, fault: Fault) -> None:
        with self._lock:
            self._faults.append(fault)

    def clear_faults(self) -> None:
        with self._lock:
            self._faults.clear()

    def take_updates(self, offset: int | None, limit: int) -> list[JsonDict]:
        """getUpdates: forget updates before ``offset`` (confirmed), return the next ones."""
        with self._lock:
            if offset is not None:
                self._pending = [u for u in self._pending if u["update_id"] >= offset]
            return [dict(update) for update in self._pending[:limit]]

    def bot_sends(
        self,
        *,
        chat_id: int,
        topic_id: int | None,
        text: str,
        reply_markup: JsonDict | None,
        bot_id: int | None = None,
        call_at: float | None = None,
    ) -> JsonDict:
        """``call_at``: when the bot's sendMessage reached the simulator (monotonic)."""
        with self._lock:
            message = ChatMessage(
                message_id=self._new_message_id(chat_id),
                chat_id=chat_id,
                topic_id=topic_id,
                date=int(self.clock()),
                from_bot=True,
                user_id=bot_id or self.bot_id,
                text=text,
                reply_markup=reply_markup,
                sent_call_at=time.monotonic() if call_at is None else call_at,
            )
            self._keep(message)
            return self._message_json(message)

    def _find(self, chat_id: int, message_id: int) -> ChatMessage | None:
        return self._by_id.get((chat_id, message_id))

    def bot_edits(
        self,
        *,
        chat_id: int,
        message_id: int,
        text: str | None,
        reply_markup: JsonDict | None,
        call_at: float | None = None,
    ) -> JsonDict | str:
        """Edit a bot message; returns the message, or Telegram's error description."""
        with self._lock:
            message = self._find(chat_id, message_id)
            if message is None or not message.from_bot:
                return "Bad Request: message to edit not found"
            new_text = message.text if text is None else text
            if new_text == message.text and reply_markup == message.reply_markup:
                return (
                    "Bad Request: message is not modified: specified new message content and "
                    "reply markup are exactly the same as a current content and reply markup "
                    "of the message"
                )
            message.text = new_text
            message.reply_markup = reply_markup
            message.edit_date = int(self.clock())
            message.edited_call_at = time.monotonic() if call_at is None else call_at
            self._touch(message.chat_id, message.topic_id)
            return self._message_json(message)

    def answer_callback(self, params: JsonDict) -> None:
        with self._lock:
            answer = dict(params)
            self._callback_answers.append(answer)
            self._callback_answer_by_id.setdefault(str(answer.get("callback_query_id")), answer)
            self._changed.notify_all()

    def set_webhook(self, url: str, secret_token: str | None) -> None:
        with self._lock:
            self._webhook = {"url": url, "secret_token": secret_token} if url else None

    def webhook(self) -> JsonDict | None:
        with self._lock:
            return dict(self._webhook) if self._webhook else None

    def pop_pending_for_webhook(self) -> list[JsonDict]:
        with self._lock:
            if self._webhook is None:
                return []
            updates, self._pending = self._pending, []
            return updates

    def requeue(self, updates: list[JsonDict]) -> None:
        with self._lock:
            self._pending = updates + self._pending
            self._changed.notify_all()

    def record_webhook_delivery(self, delivery: WebhookDelivery) -> None:
        with self._lock:
            self._webhook_deliveries.append(delivery)

    # -- reading it all back -----------------------------------------------------------

    def messages(
        self, chat_id: int | None = None, topic_id: int | None = None, *, after: int = 0
    ) -> list[ChatMessage]:
        """Messages of one chat place (every chat's when ``chat_id`` is None), oldest first;
        ``after``: only those with a higher message id (what a reader has not seen yet)."""
        with self._lock:
            if chat_id is None:
                return [message for message in self._messages if message.message_id > after]
            place = self._by_place.get((chat_id, topic_id), [])
            start = bisect.bisect_right(place, after, key=lambda message: message.message_id)
            return place[start:]

    def version(self, chat_id: int, topic_id: int | None) -> int:
        """How many times the chat place has changed (a message sent or edited)."""
        with self._lock:
            return self._versions.get((chat_id, topic_id), 0)

    def wait_for_change(
        self, chat_id: int, topic_id: int | None, version: int, timeout: float
    ) -> int:
        """Block until the chat place's version differs from ``version`` (or ``timeout``
        seconds pass); returns the version then."""
        place = (chat_id, topic_id)
        with self._changed:
            self._changed.wait_for(lambda: self._versions.get(place, 0) != version, timeout)
            return self._versions.get(place, 0)

    def wait_for_updates(self, offset: int | None, timeout: float) -> bool:
        """Block until an update at or after ``offset`` is queued (or ``timeout`` seconds
        pass); whether there is one. getUpdates' long poll waits here, not on a timer."""

        def queued() -> bool:
            return any(offset is None or u["update_id"] >= offset for u in self._pending)

        with self._changed:
            return self._changed.wait_for(queued, timeout)

    def wait_for_answer(self, query_id: str, timeout: float) -> JsonDict | None:
        """The bot's (first) answer to one press, waiting up to ``timeout`` seconds for it."""
        with self._changed:
            self._changed.wait_for(lambda: query_id in self._callback_answer_by_id, timeout)
            return self._callback_answer_by_id.get(query_id)

    def chat_places(self) -> list[tuple[int, int | None, int]]:
        """Every ``(chat_id, topic_id, message count)`` seen so far."""
        with self._lock:
            counts: dict[tuple[int, int | None], int] = {}
            for message in self._messages:
                key = (message.chat_id, message.topic_id)
                counts[key] = counts.get(key, 0) + 1
            return [(chat, topic, count) for (chat, topic), count in counts.items()]

    def calls(self, method: str | None = None) -> list[RecordedCall]:
        with self._lock:
            return [call for call in self._calls if method is None or call.method == method]

    def sends(self, since: float | None = None, until: float | None = None) -> list[BotSend]:
        """The bot's sends and edits (``PACED_METHODS``) asked in ``[since, until)`` on the
        simulator's clock, in the order they arrived (every one when both are None)."""
        with self._lock:
            return [
                send
                for send in self._sends
                if (since is None or send.asked_at >= since)
                and (until is None or send.asked_at < until)
            ]

    def callback_answers(self) -> list[JsonDict]:
        with self._lock:
            return list(self._callback_answers)

    def callback_answers_at(self, chat_id: int, topic_id: int | None) -> list[JsonDict]:
        """Answers to button presses made in one chat place (Telegram shows them as toasts)."""
        with self._lock:
            return [
                answer
                for answer in self._callback_answers
                if self._callback_places.get(str(answer.get("callback_query_id")))
                == (chat_id, topic_id)
            ]

    def webhook_deliveries(self) -> list[WebhookDelivery]:
        with self._lock:
            return list(self._webhook_deliveries)

    def pending_count(self) -> int:
        with self._lock:
            return len(self._pending)

    def reset(self) -> None:
        """Forget everything (the update id sequence keeps counting, as Telegram's does)."""
        with self._lock:
            self._next_message_id.clear()
            self._messages.clear()
            self._by_place.clear()
            self._by_id.clear()
            self._versions.clear()
            self._changed.notify_all()
            self._pending.clear()
            self._update_times.clear()
            self._calls.clear()
            self._sends.clear()
            self._faults.clear()
            self._callback_answers.clear()
            self._callback_answer_by_id.clear()
            self._callback_places.clear()
            self._webhook = None
            self._webhook_deliveries.clear()
