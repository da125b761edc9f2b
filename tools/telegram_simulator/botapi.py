"""The fake Bot API: ``/bot<token>/<method>`` answering the real JSON shapes.

Parameters arrive the way Telegram accepts them: query string, form fields (which is what
python-telegram-bot sends, with objects as JSON strings) or a JSON body. Each call is
recorded before anything else, then any configured fault applies, then the method runs.
"""

from __future__ import annotations

import asyncio
import json
import re
import time
from collections.abc import Awaitable, Callable
from typing import Any

from anyio import to_thread
from fastapi import APIRouter, Request
from fastapi.responses import JSONResponse
from starlette.types import Receive, Scope, Send

from tools.telegram_simulator.state import (
    Fault,
    JsonDict,
    SimulatorState,
    bot_user_json,
)

_TOKEN = re.compile(r"^(\d{3,20}):[A-Za-z0-9_-]{20,100}$")
_INTEGER_FIELDS = frozenset(
    {"chat_id", "message_id", "message_thread_id", "offset", "limit", "timeout", "cache_time"}
)
_JSON_FIELDS = frozenset({"reply_markup", "allowed_updates"})
_BOOLEAN_FIELDS = frozenset({"drop_pending_updates", "show_alert", "disable_notification"})
MAX_TEXT_UTF16 = 4096
MAX_CALLBACK_DATA_BYTES = 64
# How often a waiting getUpdates asks whether its poller hung up; an update ends the wait at
# once (``SimulatorState.wait_for_updates``). It was a 50 ms poll of the queue: every update
# of the pilot - each tap, each of Richard's presses - waited 25 ms on average for it.
HANG_UP_CHECK_SECONDS = 0.25


class BotApiError(Exception):
    """A Bot API error answer: ``{"ok": false, "error_code", "description"[, "parameters"]}``."""

    def __init__(self, status: int, description: str, retry_after: int | None = None) -> None:
        super().__init__(description)
        self.status = status
        self.description = description
        self.retry_after = retry_after

    def response(self) -> JSONResponse:
        body: JsonDict = {"ok": False, "error_code": self.status, "description": self.description}
        if self.retry_after is not None:
            body["parameters"] = {"retry_after": self.retry_after}
        return JSONResponse(body, status_code=self.status)


def _decode(name: str, value: Any) -> Any:
    if not isinstance(value, str):
        return value
    try:
        if name in _INTEGER_FIELDS:
            return int(value)
        if name in _JSON_FIELDS:
            return json.loads(value)
        if name in _BOOLEAN_FIELDS:
            return value.lower() in ("true", "1")
    except ValueError:
        raise BotApiError(400, f"Bad Request: invalid {name}") from None
    return value


async def _parameters(request: Request) -> JsonDict:
    params: JsonDict = dict(request.query_params)
    content_type = request.headers.get("content-type", "")
    if content_type.startswith("application/json"):
        body = await request.json()
        if isinstance(body, dict):
            params.update(body)
    elif request.method == "POST":
        form = await request.form()
        params.update({key: value for key, value in form.items() if isinstance(value, str)})
    return {name: _decode(name, value) for name, value in params.items()}


def _required(params: JsonDict, name: str) -> Any:
    if params.get(name) in (None, ""):
        raise BotApiError(400, f"Bad Request: {name} is required")
    return params[name]


def _utf16_length(text: str) -> int:
    return len(text.encode("utf-16-le")) // 2


def _check_markup(markup: Any) -> JsonDict | None:
    if markup is None:
        return None
    rows = markup.get("inline_keyboard") if isinstance(markup, dict) else None
    if not isinstance(rows, list):
        raise BotApiError(400, "Bad Request: can't parse reply keyboard markup JSON object")
    for row in rows:
        for button in row:
            data = button.get("callback_data")
            if data is not None and len(str(data).encode("utf-8")) > MAX_CALLBACK_DATA_BYTES:
                raise BotApiError(400, "Bad Request: BUTTON_DATA_INVALID")
    return markup if rows else None


def _check_text(params: JsonDict) -> str:
    text = str(params.get("text") or "")
    if not text.strip():
        raise BotApiError(400, "Bad Request: message text is empty")
    if _utf16_length(text) > MAX_TEXT_UTF16:
        raise BotApiError(400, "Bad Request: message is too long")
    return text


# Where ``ArrivalStamp`` leaves the moment a request reached the simulator (request.state).
ARRIVED_AT = "arrived_at"


class ArrivalStamp:
    """ASGI middleware: stamps each HTTP request with ``time.monotonic()`` as it reaches the
    app, before routing and before its body is read - the moment the simulator "receives"
    a Bot API call (``RecordedCall.monotonic``, ``ChatMessage.sent_call_at``)."""

    def __init__(self, app: Callable[[Scope, Receive, Send], Awaitable[None]]) -> None:
        self.app = app

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] == "http":
            scope.setdefault("state", {})[ARRIVED_AT] = time.monotonic()
        await self.app(scope, receive, send)


class HandedUpdates(JSONResponse):
    """getUpdates' answer: once its body is written, the updates in it count as handed to
    the bot (``SimulatorState.handed``) - the start of the bot's part of a turn."""

    def __init__(self, content: Any, state: SimulatorState, update_ids: list[int]) -> None:
        super().__init__(content)
        self._state = state
        self._update_ids = update_ids

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        await super().__call__(scope, receive, send)
        if self._update_ids:
            self._state.handed(self._update_ids, time.monotonic())


class BotApi:
    """The method implementations over one ``SimulatorState``.

    Each implementation takes the bot id, the parameters and the call's arrival time
    (``time.monotonic()``), which a send or an edit keeps on its message.
    """

    def __init__(self, state: SimulatorState) -> None:
        self.state = state
        # getUpdates is listed to be known; ``handle`` calls it with the poller's hang-up check.
        self._methods: dict[str, Callable[..., Any]] = {
            "getMe": self.get_me,
            "getUpdates": self.get_updates,
            "setWebhook": self.set_webhook,
            "deleteWebhook": self.delete_webhook,
            "getWebhookInfo": self.get_webhook_info,
            "sendMessage": self.send_message,
            "editMessageText": self.edit_message_text,
            "editMessageReplyMarkup": self.edit_message_reply_markup,
            "answerCallbackQuery": self.answer_callback_query,
            "sendChatAction": self.send_chat_action,
        }

    async def handle(self, token: str, method: str, request: Request) -> JSONResponse:
        match = _TOKEN.match(token)
        if match is None:
            return BotApiError(401, "Unauthorized").response()
        bot_id = int(match.group(1))
        arrived = getattr(request.state, ARRIVED_AT, None)
        arrived_at = float(arrived) if arrived is not None else time.monotonic()
        try:
            params = await _parameters(request)
        except BotApiError as error:
            return error.response()
        self.state.record(method, bot_id, params, arrived_at=arrived_at)
        implementation = self._methods.get(method)
        if implementation is None:
            return BotApiError(404, "Not Found").response()
        fault = self.state.take_fault(method)
        try:
            result: Any = None
            if fault is None or fault.applies():
                if method == "getUpdates":
                    result = await self.get_updates(bot_id, params, request.is_disconnected)
                else:
                    result = implementation(bot_id, params, arrived_at)
            if fault is not None:
                await asyncio.sleep(fault.delay_seconds)
                if fault.status is not None:
                    raise BotApiError(
                        fault.status, fault.description or "Simulated failure", fault.retry_after
                    )
        except BotApiError as error:
            return error.response()
        if method == "getUpdates" and result:
            handed = [int(update["update_id"]) for update in result]
            return HandedUpdates({"ok": True, "result": result}, self.state, handed)
        return JSONResponse({"ok": True, "result": result})

    def get_me(self, bot_id: int, params: JsonDict, arrived_at: float = 0.0) -> JsonDict:
        return bot_user_json(bot_id)

    async def get_updates(
        self,
        bot_id: int,
        params: JsonDict,
        hung_up: Callable[[], Awaitable[bool]] | None = None,
    ) -> list[JsonDict]:
        """Long poll; it also ends when the poller hangs up, so a shutdown of the gateway
        (``make run``'s Ctrl-C) never leaves this request for uvicorn to cancel."""
        if self.state.webhook() is not None:
            raise BotApiError(
                409,
                "Conflict: can't use getUpdates method while webhook is active; "
                "use deleteWebhook to delete the webhook first",
            )
        offset = params.get("offset")
        limit = min(int(params.get("limit") or 100), 100)
        timeout = max(0, int(params.get("timeout") or 0))
        deadline = asyncio.get_running_loop().time() + timeout
        while True:
            updates = self.state.take_updates(offset, limit)
            left = deadline - asyncio.get_running_loop().time()
            if updates or left <= 0:
                return updates
            if hung_up is not None and await hung_up():
                return []
            # On a worker thread: the state's condition is notified from the request threads
            # that queue an update (the people's presses and messages).
            await to_thread.run_sync(
                self.state.wait_for_updates, offset, min(left, HANG_UP_CHECK_SECONDS)
            )

    def set_webhook(self, bot_id: int, params: JsonDict, arrived_at: float = 0.0) -> bool:
        self.state.set_webhook(str(params.get("url") or ""), params.get("secret_token"))
        return True

    def delete_webhook(self, bot_id: int, params: JsonDict, arrived_at: float = 0.0) -> bool:
        self.state.set_webhook("", None)
        return True

    def get_webhook_info(self, bot_id: int, params: JsonDict, arrived_at: float = 0.0) -> JsonDict:
        webhook = self.state.webhook()
        return {
            "url": webhook["url"] if webhook else "",
            "has_custom_certificate": False,
            "pending_update_count": self.state.pending_count(),
        }

    def send_message(self, bot_id: int, params: JsonDict, arrived_at: float = 0.0) -> JsonDict:
        chat_id = int(_required(params, "chat_id"))
        text = _check_text(params)
        markup = _check_markup(params.get("reply_markup"))
        topic = params.get("message_thread_id")
        return self.state.bot_sends(
            chat_id=chat_id,
            topic_id=int(topic) if topic else None,
            text=text,
            reply_markup=markup,
            bot_id=bot_id,
            call_at=arrived_at or None,
        )

    def _edit(self, params: JsonDict, text: str | None, arrived_at: float) -> JsonDict:
        result = self.state.bot_edits(
            chat_id=int(_required(params, "chat_id")),
            message_id=int(_required(params, "message_id")),
            text=text,
            reply_markup=_check_markup(params.get("reply_markup")),
            call_at=arrived_at or None,
        )
        if isinstance(result, str):
            raise BotApiError(400, result)
        return result

    def edit_message_text(self, bot_id: int, params: JsonDict, arrived_at: float = 0.0) -> JsonDict:
        return self._edit(params, _check_text(params), arrived_at)

    def edit_message_reply_markup(
        self, bot_id: int, params: JsonDict, arrived_at: float = 0.0
    ) -> JsonDict:
        return self._edit(params, None, arrived_at)

    def answer_callback_query(self, bot_id: int, params: JsonDict, arrived_at: float = 0.0) -> bool:
        _required(params, "callback_query_id")
        self.state.answer_callback(params)
        return True

    def send_chat_action(self, bot_id: int, params: JsonDict, arrived_at: float = 0.0) -> bool:
        _required(params, "chat_id")
        return True


def bot_api_router(api: BotApi) -> APIRouter:
    router = APIRouter(tags=["bot-api"])

    async def bot_method(token: str, method: str, request: Request) -> JSONResponse:
        return await api.handle(token, method, request)

    router.add_api_route("/bot{token}/{method}", bot_method, methods=["GET", "POST"])
    return router


__all__ = ["BotApi", "BotApiError", "Fault", "bot_api_router"]
