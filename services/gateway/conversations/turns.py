"""One turn-based conversation (the customer's check-in or the trainer's record) in a chat.

Checkin holds every bit of state: the gateway asks it for the current question on each
update, so a restarted gateway (or another instance) continues the same session. Every
message goes to the exact chat/topic the update came from - the one the role resolved.

* ``begin``  - start or resume today's session and show its question;
* ``press``  - an answer button: taken only for the question checkin says is current;
  any other press gets a short re-ask of the current question and records nothing;
* ``typed``  - a typed message answers the current question (checkin parses it);
* a session that becomes ``ready`` is finalized at once and checkin's message shown.

Refusals are checkin's Korean texts (re-ask with the question again, or a message);
anything else that fails gets the neutral "try again later".
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable, Sequence
from dataclasses import dataclass
from typing import Protocol

from services.gateway.conversations import rules, texts
from services.gateway.peers.checkin import CheckinPeer
from services.gateway.peers.errors import PeerUnavailable, TurnRefused
from services.gateway.peers.schemas import Question, Turn
from services.gateway.telegram.client import TelegramIO
from services.gateway.updates.schemas import Triple
from shared.contracts.presentation import Button


class TurnApi(Protocol):
    """One person's session of one flow at checkin (customer check-in or trainer record)."""

    @property
    def prefix(self) -> str: ...

    async def start(self) -> Turn: ...

    async def current(self) -> Turn | None: ...

    async def answer(self, session_id: str, question_id: str, value: str) -> Turn: ...

    async def finalize(self, session_id: str) -> Turn: ...


class Prefetched(Protocol):
    """Today's turn as checkin already answered it for this update (``taps.PrefetchedTurn``)."""

    @property
    def current(self) -> Turn | None: ...

    @property
    def answered(self) -> Turn | None: ...

    @property
    def refusal(self) -> Exception | None: ...


def _required(turn: Turn | None) -> Turn:
    if turn is None:  # the session checkin just named is gone: nothing sensible to show
        raise PeerUnavailable("checkin", "session vanished")
    return turn


@dataclass(frozen=True, slots=True)
class CheckinTurns:
    """The customer's check-in (``/v1/customers/{id}/checkins``)."""

    checkin: CheckinPeer
    customer_id: str
    prefix: str = rules.CHECKIN_PREFIX

    @property
    def _path(self) -> str:
        return f"/v1/customers/{self.customer_id}/checkins"

    async def start(self) -> Turn:
        return _required(await self.checkin.turn("POST", self._path, json={}))

    async def current(self) -> Turn | None:
        return await self.checkin.turn("GET", f"{self._path}/current")

    async def answer(self, session_id: str, question_id: str, value: str) -> Turn:
        body = {"question_id": question_id, "value": value}
        path = f"{self._path}/{session_id}/answers"
        return _required(await self.checkin.turn("POST", path, json=body))

    async def finalize(self, session_id: str) -> Turn:
        path = f"{self._path}/{session_id}/finalize"
        return _required(await self.checkin.turn("POST", path, json={}))


@dataclass(frozen=True, slots=True)
class TrainerTurns:
    """The trainer's session record; every call carries the trainer's exact triple."""

    checkin: CheckinPeer
    customer_id: str
    triple: Triple
    prefix: str = rules.TRAINER_PREFIX

    @property
    def _path(self) -> str:
        return f"/v1/customers/{self.customer_id}/trainer-sessions"

    @property
    def _triple(self) -> dict[str, int | None]:
        return {
            "user_id": self.triple.user_id,
            "chat_id": self.triple.chat_id,
            "topic_id": self.triple.topic_id,
        }

    async def start(self) -> Turn:
        return _required(await self.checkin.turn("POST", self._path, json={"triple": self._triple}))

    async def current(self) -> Turn | None:
        params = {key: value for key, value in self._triple.items() if value is not None}
        return await self.checkin.turn("GET", f"{self._path}/current", params=params)

    async def answer(self, session_id: str, question_id: str, value: str) -> Turn:
        body = {"triple": self._triple, "question_id": question_id, "value": value}
        path = f"{self._path}/{session_id}/answers"
        return _required(await self.checkin.turn("POST", path, json=body))

    async def finalize(self, session_id: str) -> Turn:
        path = f"{self._path}/{session_id}/finalize"
        return _required(await self.checkin.turn("POST", path, json={"triple": self._triple}))


class TurnConversation:
    """Drives one ``TurnApi`` in the chat/topic of ``triple``; returns outcome slugs."""

    def __init__(self, telegram: TelegramIO, api: TurnApi, triple: Triple) -> None:
        self._telegram = telegram
        self._api = api
        self._triple = triple

    async def say(self, text: str, buttons: Sequence[Sequence[Button]] = ()) -> None:
        await self._telegram.send_text(
            chat_id=self._triple.chat_id, topic_id=self._triple.topic_id, text=text, buttons=buttons
        )

    async def _ask(self, question: Question, text: str | None = None) -> None:
        await self.say(text or question.prompt, rules.question_buttons(self._api.prefix, question))

    async def _refused(self, refused: TurnRefused) -> str:
        refusal = refused.refusal
        if refusal.reask is not None and refusal.question is not None:
            await self._ask(refusal.question, rules.reask_text(refusal.reask, refusal.question))
            return "reasked"
        await self.say(refusal.message or texts.UNAVAILABLE)
        return "refused"

    async def _advance(self, turn: Turn) -> str:
        """Show where the session stands; a ``ready`` session is finalized first."""
        if turn.status == "ready":
            turn = await self._api.finalize(turn.session_id)
        if turn.status == "finalized":
            await self.say(turn.message or texts.UNAVAILABLE)
            return "finalized"
        if turn.question is None:  # open without a question: checkin broke its contract
            raise PeerUnavailable("checkin", "open session without a question")
        await self._ask(turn.question)
        return "question_sent"

    async def _guarded(self, step: Callable[[], Awaitable[str]]) -> str:
        try:
            return await step()
        except TurnRefused as refused:
            return await self._refused(refused)
        except PeerUnavailable:
            await self.say(texts.UNAVAILABLE)
            return "peer_unavailable"

    async def begin(self) -> str:
        """Start or resume today's session and show its current question."""

        async def step() -> str:
            return await self._advance(await self._api.start())

        return await self._guarded(step)

    async def _current(self, prefetched: Prefetched | None) -> Turn | None:
        return prefetched.current if prefetched is not None else await self._api.current()

    async def _answer(
        self, prefetched: Prefetched | None, session_id: str, question_id: str, value: str
    ) -> Turn:
        """The answer checkin took with the tap (or refused), else the answer call."""
        if prefetched is not None:
            if prefetched.refusal is not None:
                raise prefetched.refusal
            if prefetched.answered is not None:
                return prefetched.answered
        return await self._api.answer(session_id, question_id, value)

    async def press(self, answer: rules.AnswerPress, prefetched: Prefetched | None = None) -> str:
        """An answer button: recorded only when it answers the current question.

        ``prefetched``: what checkin already answered for this update (``taps.py``).
        """

        async def step() -> str:
            current = await self._current(prefetched)
            if current is None or current.status == "finalized":
                # No session today, or it is saved: start() shows the question or why not.
                return await self._advance(await self._api.start())
            if current.status == "ready":
                return await self._advance(current)
            question = current.question
            if question is None or question.question_id != answer.question_id:
                if question is None:
                    raise PeerUnavailable("checkin", "open session without a question")
                await self._ask(question, rules.reask_text(texts.STALE_BUTTON, question))
                return "stale_button"
            turn = await self._answer(
                prefetched, current.session_id, answer.question_id, answer.value
            )
            return await self._advance(turn)

        return await self._guarded(step)

    async def typed(self, text: str, prefetched: Prefetched | None = None) -> str | None:
        """A typed answer to the current question; None when no session is open today."""

        async def step() -> str:
            current = await self._current(prefetched)
            if current is None or current.status == "finalized":
                return "idle"
            if current.status == "ready" or current.question is None:
                return await self._advance(current)
            question_id = current.question.question_id
            turn = await self._answer(prefetched, current.session_id, question_id, text)
            return await self._advance(turn)

        outcome = await self._guarded(step)
        return None if outcome == "idle" else outcome
