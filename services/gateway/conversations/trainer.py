"""The trainer's conversation: ``/record`` (or the 수업 기록 시작 button) records today's session.

Only the bound trainer's exact triple is ever resolved to this role, and checkin checks
the triple again on every turn. Button path of a normal session: five taps (see checkin's
trainer questions). Any other message outside an open record gets the menu with the
start button; a press of any other button is refused with a short callback answer.
"""

from __future__ import annotations

from services.gateway.conversations import rules, texts
from services.gateway.conversations.turns import TrainerTurns, TurnConversation
from services.gateway.peers.checkin import CheckinPeer
from services.gateway.telegram.client import TelegramIO
from services.gateway.updates.schemas import InboundUpdate
from shared.contracts.presentation import Button

_MENU_BUTTONS = [[Button(text=texts.TRAINER_START_BUTTON, callback_data=rules.TRAINER_START)]]


class TrainerConversation:
    def __init__(self, *, telegram: TelegramIO, checkin: CheckinPeer) -> None:
        self._telegram = telegram
        self._checkin = checkin

    async def handle(self, update: InboundUpdate, customer_id: str) -> str:
        assert update.triple is not None
        api = TrainerTurns(self._checkin, customer_id, update.triple)
        conversation = TurnConversation(self._telegram, api, update.triple)
        data = update.callback_data
        if update.callback_query_id is not None:
            press = rules.parse_answer(data, rules.TRAINER_PREFIX)
            known = press is not None or data == rules.TRAINER_START
            await self._telegram.answer_callback(
                update.callback_query_id, None if known else texts.UNKNOWN_BUTTON
            )
            if press is not None:
                return await conversation.press(press)
            return await conversation.begin() if known else "button_unknown"
        if rules.command_of(update.text) == "record":
            return await conversation.begin()
        if update.text and rules.command_of(update.text) is None:
            outcome = await conversation.typed(update.text)
            if outcome is not None:
                return outcome
        await conversation.say(texts.TRAINER_MENU, _MENU_BUTTONS)
        return "menu_sent"
