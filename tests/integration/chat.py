"""A person in a Telegram chat, talking to the real gateway through the fake Bot API.

Each action injects the update into the fake Telegram and posts it to the gateway's webhook
(with Telegram's secret header), exactly as Telegram would deliver it.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import httpx

from tests.fakes.telegram import FakeTelegram
from tests.gateway.conftest import webhook_secret
from tests.support.keys import TestSecrets
from tests.support.servers import ThreadedServer
from tools.telegram_simulator.state import ChatMessage


@dataclass
class Chat:
    telegram: FakeTelegram
    secrets: TestSecrets
    gateway: ThreadedServer
    user_id: int
    chat_id: int
    topic_id: int | None = None

    def _deliver(self, update: dict[str, Any]) -> None:
        response = httpx.post(
            f"{self.gateway.base_url}/telegram/webhook",
            json=update,
            headers={"X-Telegram-Bot-Api-Secret-Token": webhook_secret(self.secrets)},
            timeout=30,
        )
        assert response.status_code == 200, response.text

    @property
    def _place(self) -> dict[str, Any]:
        return {"user_id": self.user_id, "chat_id": self.chat_id, "topic_id": self.topic_id}

    def say(self, text: str) -> None:
        self._deliver(self.telegram.inject_message(text=text, **self._place))

    def press(self, data: str, message: ChatMessage | None = None) -> None:
        """Press ``data`` under ``message`` (default: the bot's last message here)."""
        under = message or self.last()
        self._deliver(
            self.telegram.inject_callback(message_id=under.message_id, data=data, **self._place)
        )

    def tap(self, value: str) -> None:
        """Tap the button of ``value`` under the bot's last message (it must be shown there)."""
        (data,) = [
            button["callback_data"]
            for row in self.last().buttons()
            for button in row
            if button["callback_data"].rsplit(":", 1)[-1] == value
        ]
        self.press(data)

    def messages(self) -> list[ChatMessage]:
        return self.telegram.bot_messages(self.chat_id, self.topic_id)

    def texts(self) -> list[str]:
        return [message.text for message in self.messages()]

    def last(self) -> ChatMessage:
        return self.messages()[-1]

    def callback_answers(self) -> list[str | None]:
        return [call.params.get("text") for call in self.telegram.calls("answerCallbackQuery")]
