"""The simulator's own HTTP surfaces: a JSON control API and the web page for people.

JSON (``/sim/api/...``): inject messages and button presses as any triple, read each chat's
messages, every recorded Bot API call and callback answer, configure faults, reset;
``/sim/pacing`` replays the bot's sends against Telegram's flood limits (ADR 0101). The
page (``/``) does the same for a person: pick who you are, write, press the bot's buttons.
Both bind to loopback only; they are a development and test tool, not a product surface.
"""

from __future__ import annotations

import asyncio
from dataclasses import asdict
from pathlib import Path
from typing import Annotated

from fastapi import APIRouter, Form, HTTPException, Query, Request, Response
from fastapi.responses import HTMLResponse, RedirectResponse
from fastapi.templating import Jinja2Templates
from pydantic import BaseModel, ConfigDict, Field

from tools.telegram_simulator.pacing import BOT_PER_SECOND, PER_CHAT_SECONDS, pacing_by_chat
from tools.telegram_simulator.state import ChatMessage, Fault, JsonDict, SimulatorState

TEMPLATES = Jinja2Templates(directory=str(Path(__file__).with_name("templates")))
REPLY_WAIT_SECONDS = 3.0
_BOT_ACTIONS = frozenset(
    {"sendMessage", "editMessageText", "editMessageReplyMarkup", "answerCallbackQuery"}
)


class _Body(BaseModel):
    model_config = ConfigDict(extra="forbid")


class InjectMessage(_Body):
    user_id: int
    chat_id: int
    topic_id: int | None = None
    text: str = Field(min_length=1, max_length=4096)
    first_name: str | None = None


class InjectCallback(_Body):
    user_id: int
    chat_id: int
    topic_id: int | None = None
    message_id: int
    data: str = Field(min_length=1, max_length=64)


class FaultBody(_Body):
    method: str
    status: int | None = Field(default=None, ge=400, le=599)
    description: str | None = None
    retry_after: int | None = Field(default=None, ge=0)
    delay_seconds: float = Field(default=0.0, ge=0, le=120)
    apply: bool | None = None
    times: int = Field(default=1, ge=1, le=1000)


def message_view(message: ChatMessage) -> JsonDict:
    view = asdict(message)
    view["buttons"] = message.buttons()
    return view


def _state(request: Request) -> SimulatorState:
    state: SimulatorState = request.app.state.simulator
    return state


def _bot_action_count(state: SimulatorState) -> int:
    return sum(1 for call in state.calls() if call.method in _BOT_ACTIONS)


async def wait_for_bot(state: SimulatorState, before: int, seconds: float) -> None:
    """Give the bot a moment to answer, so the page shows the reply right away."""
    loop = asyncio.get_running_loop()
    deadline = loop.time() + seconds
    while _bot_action_count(state) == before and loop.time() < deadline:
        await asyncio.sleep(0.05)
    await asyncio.sleep(0.1)  # a reply often comes with an edit or a second message


api = APIRouter(prefix="/sim/api", tags=["simulator"])


@api.post("/messages", status_code=201)
def inject_message(body: InjectMessage, request: Request) -> JsonDict:
    update = _state(request).inject_message(**body.model_dump())
    return {"update_id": update["update_id"], "message_id": update["message"]["message_id"]}


@api.post("/callbacks", status_code=201)
def inject_callback(body: InjectCallback, request: Request) -> JsonDict:
    try:
        update = _state(request).inject_callback(**body.model_dump())
    except LookupError:
        raise HTTPException(404, "no such message") from None
    query = update["callback_query"]
    return {"update_id": update["update_id"], "callback_query_id": query["id"]}


@api.get("/updates/{update_id}")
def update_times(update_id: int, request: Request) -> JsonDict:
    """When an update was queued and first handed to the bot (``UpdateTimes``): with a bot
    message's ``sent_call_at`` (same clock) it is the bot's own part of a turn."""
    times = _state(request).update_times(update_id)
    if times is None:
        raise HTTPException(404, "no such update")
    return asdict(times)


@api.get("/chats")
def chats(request: Request) -> list[JsonDict]:
    return [
        {"chat_id": chat, "topic_id": topic, "messages": count}
        for chat, topic, count in _state(request).chat_places()
    ]


# The longest a reader may wait in one request for a chat to change (a long poll).
MAX_WAIT_SECONDS = 10.0
VERSION_HEADER = "X-Sim-Chat-Version"


@api.get("/messages")
def messages(
    request: Request,
    response: Response,
    chat_id: int | None = None,
    topic_id: int | None = None,
    after: Annotated[int, Query(ge=0)] = 0,
    changed_from: Annotated[int | None, Query(ge=0)] = None,
    wait: Annotated[float, Query(ge=0, le=MAX_WAIT_SECONDS)] = 0.0,
) -> list[JsonDict]:
    """A chat place's messages, oldest first; ``after``: only those newer than that id.

    A long poll: with ``changed_from`` (the ``X-Sim-Chat-Version`` of an earlier answer) the
    answer waits up to ``wait`` seconds for the place to change - a message sent or edited -
    so a person sees the bot's reply as soon as it is there, not on their next poll.
    """
    state = _state(request)
    if chat_id is not None and changed_from is not None and wait > 0:
        state.wait_for_change(chat_id, topic_id, changed_from, wait)
    if chat_id is not None:
        response.headers[VERSION_HEADER] = str(state.version(chat_id, topic_id))
    found = state.messages(chat_id, topic_id, after=after)
    return [message_view(message) for message in found]


@api.get("/calls")
def calls(request: Request, method: str | None = None) -> list[JsonDict]:
    return [asdict(call) for call in _state(request).calls(method)]


@api.get("/callback-answers")
def callback_answers(
    request: Request,
    callback_query_id: str | None = None,
    wait: Annotated[float, Query(ge=0, le=MAX_WAIT_SECONDS)] = 0.0,
) -> list[JsonDict]:
    """Every answer to a button press; with ``callback_query_id``, that press's (or none),
    waiting up to ``wait`` seconds for the bot to answer it."""
    state = _state(request)
    if callback_query_id is None:
        return state.callback_answers()
    answer = state.wait_for_answer(callback_query_id, wait)
    return [] if answer is None else [answer]


@api.post("/faults", status_code=201)
def add_fault(body: FaultBody, request: Request) -> JsonDict:
    _state(request).add_fault(Fault(**body.model_dump()))
    return body.model_dump()


@api.delete("/faults", status_code=204)
def clear_faults(request: Request) -> Response:
    _state(request).clear_faults()
    return Response(status_code=204)


@api.get("/webhook")
def webhook(request: Request) -> JsonDict:
    state = _state(request)
    info = state.webhook()
    return {
        "url": info["url"] if info else None,
        "deliveries": [asdict(delivery) for delivery in state.webhook_deliveries()],
    }


@api.post("/reset", status_code=204)
def reset(request: Request) -> Response:
    _state(request).reset()
    return Response(status_code=204)


class ChatPacingView(BaseModel):
    """One chat's messages of the window under Telegram's limits (seconds on the simulator's
    clock: the pilot's simulated day in its stack)."""

    chat_id: int
    messages: int
    # The most any of its messages would have waited, and when its last was asked and
    # would have left (a chat's messages leave in order).
    most_late_seconds: float
    last_asked_at: float
    last_leaves_at: float


class PacingView(BaseModel):
    """The bot's sends and edits asked in ``[since, until)``, replayed against Telegram's
    limits: ``per_chat_seconds`` between two messages of a chat, at most ``bot_per_second``
    of the bot's in any second. Each chat starts free at the window's first send (a backlog
    from before ``since`` is not carried in). Chats: the most late first."""

    since: float | None
    until: float | None
    per_chat_seconds: float
    bot_per_second: int
    messages: int
    chats: list[ChatPacingView]


pacing_api = APIRouter(prefix="/sim", tags=["simulator"])


@pacing_api.get("/pacing")
def pacing(request: Request, since: float | None = None, until: float | None = None) -> PacingView:
    """How late each chat's messages would have been on real Telegram (ADR 0101): the
    simulator answers at once, like a fast test bot, so the pilot runs in minutes; this
    says what 1 message/s per chat and 30/s per bot would have made of the same sends."""
    sends = _state(request).sends(since, until)
    chats = pacing_by_chat(sends)
    return PacingView(
        since=since,
        until=until,
        per_chat_seconds=PER_CHAT_SECONDS,
        bot_per_second=BOT_PER_SECOND,
        messages=len(sends),
        chats=[ChatPacingView(**asdict(chat)) for chat in chats],
    )


page = APIRouter(tags=["simulator-page"])


def _place_url(user_id: int, chat_id: int, topic_id: int | None) -> str:
    topic = "" if topic_id is None else str(topic_id)
    return f"/?user_id={user_id}&chat_id={chat_id}&topic_id={topic}"


def _optional_int(value: str | None) -> int | None:
    return int(value) if value not in (None, "") else None


@page.get("/", response_class=HTMLResponse)
def index(
    request: Request,
    user_id: Annotated[int | None, Query()] = None,
    chat_id: Annotated[int | None, Query()] = None,
    topic_id: Annotated[str | None, Query()] = None,
) -> HTMLResponse:
    state = _state(request)
    default = state.personas[0]
    me_user = user_id if user_id is not None else default.user_id
    me_chat = chat_id if chat_id is not None else default.chat_id
    me_topic = _optional_int(topic_id) if chat_id is not None else default.topic_id
    return TEMPLATES.TemplateResponse(
        request,
        "index.html",
        {
            "personas": [
                {"label": p.label, "url": _place_url(p.user_id, p.chat_id, p.topic_id), **asdict(p)}
                for p in state.personas
            ],
            "me": {"user_id": me_user, "chat_id": me_chat, "topic_id": me_topic},
            "messages": [message_view(m) for m in state.messages(me_chat, me_topic)],
            "notices": [
                answer["text"]
                for answer in state.callback_answers_at(me_chat, me_topic)[-3:]
                if answer.get("text")
            ],
            "places": [
                {"chat_id": c, "topic_id": t, "count": n, "url": _place_url(me_user, c, t)}
                for c, t, n in state.chat_places()
            ],
            "here": _place_url(me_user, me_chat, me_topic),
        },
    )


@page.post("/send")
async def send_as_person(
    request: Request,
    user_id: Annotated[int, Form()],
    chat_id: Annotated[int, Form()],
    text: Annotated[str, Form(min_length=1, max_length=4096)],
    topic_id: Annotated[str | None, Form()] = None,
) -> RedirectResponse:
    state = _state(request)
    before = _bot_action_count(state)
    topic = _optional_int(topic_id)
    state.inject_message(user_id=user_id, chat_id=chat_id, topic_id=topic, text=text)
    await wait_for_bot(state, before, REPLY_WAIT_SECONDS)
    return RedirectResponse(_place_url(user_id, chat_id, topic), status_code=303)


@page.post("/press")
async def press_button(
    request: Request,
    user_id: Annotated[int, Form()],
    chat_id: Annotated[int, Form()],
    message_id: Annotated[int, Form()],
    data: Annotated[str, Form(min_length=1, max_length=64)],
    topic_id: Annotated[str | None, Form()] = None,
) -> RedirectResponse:
    state = _state(request)
    before = _bot_action_count(state)
    topic = _optional_int(topic_id)
    try:
        state.inject_callback(
            user_id=user_id, chat_id=chat_id, topic_id=topic, message_id=message_id, data=data
        )
    except LookupError:
        pass  # the message is gone (reset); just show the chat again
    else:
        await wait_for_bot(state, before, REPLY_WAIT_SECONDS)
    return RedirectResponse(_place_url(user_id, chat_id, topic), status_code=303)
