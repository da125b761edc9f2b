"""The people in Telegram: they write and press buttons in the simulator, and read replies.

Everything goes through the simulator's control API over HTTP (``/sim/api``), so the same
people work against the in-process fake of the tests and the simulator child of
``dualcoach simulate pilot``. Each person sits at one exact triple and remembers the last
bot message they have read; a wait returns the first newer message that matches what they
expect (a question, a review, a notice), skipping anything in between.

A person recognises a question the way they would on screen: by its buttons (the
callback data names the question) or, for a typed answer, by its prompt. The prompts and
the texts that end a flow come from the catalogue checkin publishes on a signed read route
(``OperatorDesk.question_catalogue``), so a reworded prompt does not break the pilot and
the harness imports none of checkin's code (ADR 0079).
"""

from __future__ import annotations

import re
import threading
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from datetime import datetime
from typing import Any, Final

import httpx

from shared.contracts.question_catalogue import FlowCatalogue, QuestionCatalogue
from tools.pilot.errors import PilotError
from tools.pilot.scenario import Address
from tools.telegram_simulator.pacing import ChatPacing

WAIT_SECONDS: Final = 30.0
POLL_SECONDS: Final = 0.03
# How long one read may wait in the simulator for a chat to change (a long poll): a reply
# is seen as soon as it is sent, not on the next poll.
LONG_POLL_SECONDS: Final = 2.0
CONSENT_AGREE: Final = "consent:agree"
CONSOLE_PATH: Final = re.compile(r"/console/drafts/dr-[0-9a-f]{24}")
REVIEW_CALLBACK: Final = re.compile(r"^draft:(dr-[0-9a-f]{24}):([0-9]+):approve$")
HELD_NOTICE_TITLES: Final = ("[보류 알림]", "[긴급 보류 알림]")


class PilotStuck(PilotError):
    """A person waited for something that did not come."""


@dataclass(frozen=True, slots=True)
class BotMessage:
    message_id: int
    text: str
    callback_data: tuple[str, ...]
    # The simulator's ``time.monotonic()`` when the bot's sendMessage for it arrived there
    # (compare only with the simulator's other times: ``TelegramSimulator.handed_at``).
    sent_call_at: float | None = None

    @classmethod
    def of(cls, view: dict[str, Any]) -> BotMessage:
        data = tuple(
            str(button["callback_data"])
            for row in view.get("buttons") or []
            for button in row
            if button.get("callback_data")
        )
        sent = view.get("sent_call_at")
        return cls(
            int(view["message_id"]),
            str(view["text"]),
            data,
            float(sent) if sent is not None else None,
        )


class TelegramSimulator:
    """The simulator's control API: inject what people do, read what the bot did."""

    def __init__(self, base_url: str) -> None:
        self.http = httpx.Client(base_url=base_url, timeout=10.0)

    def close(self) -> None:
        self.http.close()

    def _ok(self, response: httpx.Response) -> Any:
        if response.status_code not in (200, 201):
            raise PilotStuck(f"simulator answered {response.status_code}: {response.text[:300]}")
        return response.json()

    def write(self, address: Address, text: str) -> None:
        self._ok(self.http.post("/sim/api/messages", json={**address.as_json(), "text": text}))

    def press(self, address: Address, message_id: int, data: str) -> str:
        return str(self.press_update(address, message_id, data)["callback_query_id"])

    def press_update(self, address: Address, message_id: int, data: str) -> dict[str, Any]:
        """A press, answered with its ``update_id`` and ``callback_query_id``."""
        body = {**address.as_json(), "message_id": message_id, "data": data}
        answer: dict[str, Any] = self._ok(self.http.post("/sim/api/callbacks", json=body))
        return answer

    def update_times(self, update_id: int) -> dict[str, Any]:
        """When the simulator queued the update and first handed it to the bot (``queued_at``,
        ``handed_at``: its ``time.monotonic()``; handed means the getUpdates answer carrying
        it was written, or its webhook POST sent; None until then)."""
        times: dict[str, Any] = self._ok(self.http.get(f"/sim/api/updates/{update_id}"))
        return times

    def pacing(self, since: datetime, until: datetime) -> list[ChatPacing]:
        """The bot's sends asked in ``[since, until)`` replayed against Telegram's limits,
        per chat, the most late first (``GET /sim/pacing``, ADR 0101)."""
        window = {"since": since.timestamp(), "until": until.timestamp()}
        answer = self._ok(self.http.get("/sim/pacing", params=window))
        return [ChatPacing(**chat) for chat in answer["chats"]]

    def bot_messages(self, address: Address, *, after: int = 0) -> list[BotMessage]:
        """The bot's messages at ``address``, oldest first; ``after``: only newer ones than
        that message id (a poll reads what is new, not the whole chat)."""
        messages, _ = self.watch(address, after=after, changed_from=None)
        return messages

    def watch(
        self, address: Address, *, after: int, changed_from: int | None
    ) -> tuple[list[BotMessage], int]:
        """``bot_messages`` after ``after``, once the chat has changed since the version
        ``changed_from`` (at once when None), or after a long poll; and the version now."""
        params: dict[str, int | float] = {"chat_id": address.chat_id, "after": after}
        if address.topic_id is not None:
            params["topic_id"] = address.topic_id
        if changed_from is not None:
            params |= {"changed_from": changed_from, "wait": LONG_POLL_SECONDS}
        response = self.http.get("/sim/api/messages", params=params, timeout=LONG_POLL_SECONDS + 10)
        views = self._ok(response)
        version = int(response.headers["X-Sim-Chat-Version"])
        return [BotMessage.of(view) for view in views if view["from_bot"]], version

    def callback_answer(self, query_id: str, *, wait: float = 0.0) -> str | None:
        """The text the bot answered a button press with, once it has answered (waiting up to
        ``wait`` seconds for it)."""
        params: dict[str, str | float] = {"callback_query_id": query_id, "wait": wait}
        response = self.http.get("/sim/api/callback-answers", params=params, timeout=wait + 10)
        for answer in self._ok(response):
            return str(answer.get("text") or "")
        return None

    def send_calls(self) -> list[dict[str, Any]]:
        calls: list[dict[str, Any]] = self._ok(
            self.http.get("/sim/api/calls", params={"method": "sendMessage"})
        )
        return calls


def wait_until(
    condition: Callable[[], Any],
    what: str,
    timeout: float = WAIT_SECONDS,
    *,
    pause: float = POLL_SECONDS,
) -> Any:
    """Poll ``condition`` until it returns something truthy; ``PilotStuck`` after ``timeout``.
    ``pause``: between polls (0 when ``condition`` itself waits for news, a long poll)."""
    deadline = time.monotonic() + timeout
    while True:
        value = condition()
        if value:
            return value
        if time.monotonic() > deadline:
            raise PilotStuck(f"waited {timeout:.0f}s for {what}")
        if pause:
            time.sleep(pause)


class ChatWatch:
    """A person's long poll of one chat: each read after the first waits for the chat to
    change, so nothing is read twice for nothing and no reply waits for a timer."""

    def __init__(self, telegram: TelegramSimulator, address: Address) -> None:
        self.telegram = telegram
        self.address = address
        self.version: int | None = None

    def read(self, after: int) -> list[BotMessage]:
        messages, self.version = self.telegram.watch(
            self.address, after=after, changed_from=self.version
        )
        return messages


def kpi_reply_complete(text: str, customer_ids: Sequence[str]) -> bool:
    """Richard's /kpi reply names every customer (a long one arrives in several messages)."""
    return all(f"{customer_id}: " in text for customer_id in customer_ids)


@dataclass
class Person:
    """Someone at one exact Telegram triple, reading the bot's messages in order."""

    label: str
    address: Address
    telegram: TelegramSimulator
    seen: int = 0

    def catch_up(self) -> None:
        """Mark everything already in the chat as read."""
        messages = self.telegram.bot_messages(self.address)
        if messages:
            self.seen = messages[-1].message_id

    def say(self, text: str) -> None:
        self.telegram.write(self.address, text)

    def press(self, message: BotMessage, data: str) -> str:
        if data not in message.callback_data:
            raise PilotStuck(f"{self.label}: no button {data!r} under message {message.text!r}")
        return self.telegram.press(self.address, message.message_id, data)

    def reply_parts(
        self, after: int, complete: Callable[[str], bool], what: str, timeout: float
    ) -> str:
        """The bot's messages after message ``after``, joined by a blank line (where the
        gateway cuts a long reply), once ``complete`` accepts them."""

        watch = ChatWatch(self.telegram, self.address)

        def find() -> str | None:
            parts = [m.text for m in watch.read(after)]
            joined = "\n\n".join(parts)
            return joined if parts and complete(joined) else None

        found: str = wait_until(find, f"{self.label}: {what}", timeout, pause=0)
        return found

    def next_message(
        self,
        wanted: Callable[[BotMessage], bool],
        what: str,
        timeout: float = WAIT_SECONDS,
        *,
        naming: str | None = None,
    ) -> BotMessage:
        """The first unread bot message that is ``wanted``; earlier unread ones are read too.
        (``naming``: the customer the message names; only a shared chat reads it.)"""

        watch = ChatWatch(self.telegram, self.address)

        def find() -> BotMessage | None:
            for message in watch.read(self.seen):
                if wanted(message):
                    self.seen = message.message_id
                    return message
            return None

        found: BotMessage = wait_until(find, f"{self.label}: {what}", timeout, pause=0)
        return found

    def unread(self) -> list[BotMessage]:
        return self.telegram.bot_messages(self.address, after=self.seen)

    def last_message_id(self) -> int:
        # ``seen`` is always a bot message's id (or 0), so nothing older can be the last.
        messages = self.telegram.bot_messages(self.address, after=self.seen)
        return messages[-1].message_id if messages else self.seen

    def answer_to(self, query_id: str) -> str:
        answer: str = wait_until(
            lambda: self.telegram.callback_answer(query_id, wait=LONG_POLL_SECONDS),
            f"{self.label}: the answer to a button press",
            pause=0,
        )
        return answer


# The customer a message to Richard is about: a review's ``고객: <id> · ...`` and a held
# notice's ``고객: <id>`` line.
NAMED_CUSTOMER: Final = re.compile(r"고객: (\S+)")


@dataclass
class SharedInbox(Person):
    """Richard's one chat read for many customers' drivers (``cohort``): each message is taken
    by exactly one of them, and taking one never marks the earlier ones read - they may be
    another customer's, still to be taken. Each driver takes only the messages that name its
    customer (a review's and a held notice's ``고객: <id>`` line), never by arrival order.

    The chat is read once, as it grows: messages not yet taken wait here under the customer
    they name. At 1,000 customers each wait re-read the whole chat - thousands of messages a
    poll, for every customer's every wait."""

    taken: set[int] = field(default_factory=set)
    _read_to: int = 0  # the newest bot message read from the chat
    _waiting: dict[str, dict[int, BotMessage]] = field(default_factory=dict)
    # Customers check in at once (``cohort``): what is read, waiting and taken changes under
    # this lock; the reads themselves (a long poll) happen outside it.
    _lock: threading.Lock = field(default_factory=threading.Lock)

    def catch_up(self) -> None:
        super().catch_up()
        with self._lock:
            self._read_to = self.seen
            self._waiting.clear()

    def _read_new(self, watch: ChatWatch | None = None) -> None:
        after = self._read_to
        if watch is None:
            new = self.telegram.bot_messages(self.address, after=after)
        else:
            new = watch.read(after)
        with self._lock:
            for message in new:
                if message.message_id <= self._read_to:  # another reader kept it (or took it)
                    continue
                self._read_to = message.message_id
                for name in NAMED_CUSTOMER.findall(message.text) or [""]:
                    self._waiting.setdefault(name, {})[message.message_id] = message

    def _take(self, message: BotMessage) -> None:
        self.taken.add(message.message_id)
        for waiting in self._waiting.values():
            waiting.pop(message.message_id, None)

    def next_message(
        self,
        wanted: Callable[[BotMessage], bool],
        what: str,
        timeout: float = WAIT_SECONDS,
        *,
        naming: str | None = None,
    ) -> BotMessage:
        """The oldest untaken message that is ``wanted``; ``naming``: only messages that name
        that customer are looked at (a wait costs what that customer's messages cost)."""
        watch = ChatWatch(self.telegram, self.address)

        def find() -> BotMessage | None:
            self._read_new(watch)
            with self._lock:
                if naming is not None:
                    candidates = list(self._waiting.get(naming, {}).values())
                else:
                    every = {m.message_id: m for w in self._waiting.values() for m in w.values()}
                    candidates = [every[key] for key in sorted(every)]
                for message in candidates:
                    if wanted(message):
                        self._take(message)
                        return message
            return None

        found: BotMessage = wait_until(find, f"{self.label}: {what}", timeout, pause=0)
        return found

    def last_message_id(self) -> int:
        self._read_new()
        with self._lock:
            return max(self._read_to, self.seen)


# --- the customer's check-in and the trainer's record (the contract's turn flows) -------


@dataclass
class FlowLog:
    """What one flow asked, in order, and how each answer was given."""

    asked: list[str] = field(default_factory=list)
    taps: int = 0
    typed: int = 0
    reasks: int = 0
    consent_shown: bool = False
    final_text: str = ""


@dataclass(frozen=True, slots=True)
class Flow:
    """One turn flow as a person in Telegram tells it apart: the callback prefix its buttons
    carry, its typed questions' prompts, and the texts that end it."""

    prefix: str
    prompts: dict[str, str]  # prompt -> question id
    closings: tuple[str, ...]

    @classmethod
    def of(cls, prefix: str, catalogue: FlowCatalogue) -> Flow:
        prompts = {question.prompt: question.question_id for question in catalogue.questions}
        return cls(prefix, prompts, catalogue.closings)


@dataclass(frozen=True, slots=True)
class Flows:
    """The customer's check-in (buttons ``ci:``) and the trainer's record (``tr:``)."""

    checkin: Flow
    trainer: Flow

    @classmethod
    def of(cls, catalogue: QuestionCatalogue) -> Flows:
        return cls(Flow.of("ci", catalogue.checkin), Flow.of("tr", catalogue.trainer))


def question_of(message: BotMessage, flow: Flow) -> str | None:
    """The question id a bot message asks (buttons first, then the prompt), or None."""
    for data in message.callback_data:
        parts = data.split(":")
        if parts[0] == flow.prefix and len(parts) >= 3:
            return parts[1]
    for prompt, question_id in flow.prompts.items():
        if prompt in message.text:
            return question_id
    return None


def is_saved(message: BotMessage, flow: Flow) -> bool:
    return any(text in message.text for text in flow.closings)


def run_flow(
    person: Person,
    flow: Flow,
    start: str,
    answer: Callable[[str], str],
    *,
    mistyped: tuple[str, str] | None = None,
) -> FlowLog:
    """Start a turn flow with ``start`` and answer each question until the bot saves it.

    ``answer(question_id)`` is the value: pressed when a button carries it, typed otherwise.
    ``mistyped`` = (question id, text): typed once first; the bot must ask again.
    """
    log = FlowLog()
    person.say(start)
    pending_mistake = mistyped

    def actionable(message: BotMessage) -> bool:
        return (
            CONSENT_AGREE in message.callback_data
            or question_of(message, flow) is not None
            or is_saved(message, flow)
        )

    prefix = flow.prefix
    message = person.next_message(actionable, f"the first {prefix} question")
    while True:
        if CONSENT_AGREE in message.callback_data:
            log.consent_shown = True
            person.press(message, CONSENT_AGREE)
            message = person.next_message(actionable, "the question after consent")
            continue
        if is_saved(message, flow):
            log.final_text = message.text
            return log
        question_id = question_of(message, flow)
        assert question_id is not None
        if not log.asked or log.asked[-1] != question_id:
            log.asked.append(question_id)
        if pending_mistake is not None and pending_mistake[0] == question_id:
            person.say(pending_mistake[1])
            pending_mistake = None
            # The bot must ask the same question again (and the answer goes under it).
            reask = person.next_message(lambda _: True, f"the re-ask of {question_id}")
            if question_of(reask, flow) == question_id:
                log.reasks += 1
                message = reask
        value = answer(question_id)
        data = f"{prefix}:{question_id}:{value}"
        if data in message.callback_data:
            person.press(message, data)
            log.taps += 1
        else:
            person.say(value)
            log.typed += 1
        message = person.next_message(actionable, f"what follows {question_id}")


# --- Richard's side --------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Review:
    """A review message: which draft, which revision, and the message to press under."""

    draft_id: str
    revision: int
    message: BotMessage

    def data(self, action: str) -> str:
        return f"draft:{self.draft_id}:{self.revision}:{action}"


def review_of(message: BotMessage) -> Review | None:
    for data in message.callback_data:
        match = REVIEW_CALLBACK.match(data)
        if match:
            return Review(match.group(1), int(match.group(2)), message)
    return None


def is_held_notice(message: BotMessage) -> bool:
    return message.text.startswith(HELD_NOTICE_TITLES) and not message.callback_data


def console_path(answer: str) -> str:
    match = CONSOLE_PATH.search(answer)
    if match is None:
        raise PilotStuck(f"the edit answer names no console path: {answer!r}")
    return match.group(0)
