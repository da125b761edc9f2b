"""The customer's withdrawal in the chat: ``/withdraw`` (``/탈퇴``), then confirm or cancel.

The command answers what withdrawing does, with two buttons whose callback data carry the
digest of the exact triple they were shown to (``rules.triple_tag``): a press whose digest
is not the presser's own triple is refused and changes nothing. Cancel changes nothing.
Confirm is one signed call to checkin (``POST /v1/customers/{id}/withdrawal``), which
disables the customer and queues Richard's notice in one transaction; a second confirm is
"already". After the withdrawal, checkin routes the triple to ``withdrawn``
(``WithdrawnConversation``): every message or press is told "already", nothing else.
"""

from __future__ import annotations

from services.gateway.conversations import rules, texts
from services.gateway.peers.checkin import CheckinPeer
from services.gateway.peers.errors import PeerUnavailable
from services.gateway.telegram.client import TelegramIO
from services.gateway.updates.schemas import InboundUpdate, Triple
from shared.contracts.presentation import Button


def _tag(triple: Triple) -> str:
    return rules.triple_tag(triple.user_id, triple.chat_id, triple.topic_id)


def withdrawal_buttons(triple: Triple) -> list[list[Button]]:
    """탈퇴 확인 / 취소, bound to ``triple``."""
    confirm, cancel = rules.withdrawal_callbacks(_tag(triple))
    return [
        [
            Button(text=texts.WITHDRAW_CONFIRM_BUTTON, callback_data=confirm),
            Button(text=texts.WITHDRAW_CANCEL_BUTTON, callback_data=cancel),
        ]
    ]


class Withdrawal:
    """The withdrawal steps of one enabled customer's conversation."""

    def __init__(self, *, telegram: TelegramIO, checkin: CheckinPeer) -> None:
        self._telegram = telegram
        self._checkin = checkin

    async def _say(
        self, triple: Triple, text: str, buttons: list[list[Button]] | None = None
    ) -> None:
        await self._telegram.send_text(
            chat_id=triple.chat_id, topic_id=triple.topic_id, text=text, buttons=buttons or ()
        )

    async def explain(self, update: InboundUpdate) -> str:
        """``/withdraw``: what happens, and the two buttons."""
        assert update.triple is not None
        await self._say(
            update.triple, texts.WITHDRAW_EXPLANATION, withdrawal_buttons(update.triple)
        )
        return "withdrawal_explained"

    async def press(
        self, update: InboundUpdate, press: rules.WithdrawalPress, customer_id: str
    ) -> str:
        """Confirm or cancel, only from the triple the buttons were shown to."""
        assert update.triple is not None and update.callback_query_id is not None
        if press.tag != _tag(update.triple):
            await self._telegram.answer_callback(update.callback_query_id, texts.WITHDRAW_NOT_YOURS)
            return "withdrawal_not_yours"
        await self._telegram.answer_callback(update.callback_query_id, None)
        if not press.confirm:
            await self._say(update.triple, texts.WITHDRAW_CANCELLED)
            return "withdrawal_cancelled"
        try:
            outcome = await self._checkin.withdraw(customer_id, update.triple)
        except PeerUnavailable:
            await self._say(update.triple, texts.UNAVAILABLE)
            return "peer_unavailable"
        text = {
            "withdrawn": texts.WITHDRAW_DONE,
            "already": texts.WITHDRAW_ALREADY,
        }.get(outcome, texts.WITHDRAW_REFUSED)
        await self._say(update.triple, text)
        return f"withdrawal_{outcome}"


class WithdrawnConversation:
    """A customer who withdrew: every message or press is told "already", nothing else."""

    def __init__(self, *, telegram: TelegramIO) -> None:
        self._telegram = telegram

    async def handle(self, update: InboundUpdate, customer_id: str) -> str:
        assert update.triple is not None
        if update.callback_query_id is not None:
            press = rules.parse_withdrawal(update.callback_data)
            if press is not None and press.tag != _tag(update.triple):
                await self._telegram.answer_callback(
                    update.callback_query_id, texts.WITHDRAW_NOT_YOURS
                )
                return "withdrawal_not_yours"
            await self._telegram.answer_callback(update.callback_query_id, texts.WITHDRAW_ALREADY)
            return "withdrawn_already"
        await self._telegram.send_text(
            chat_id=update.triple.chat_id,
            topic_id=update.triple.topic_id,
            text=texts.WITHDRAW_ALREADY,
        )
        return "withdrawn_already"
