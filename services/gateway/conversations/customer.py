"""The customer's conversation: the consent notice first, then the daily check-in.

Until the customer has acknowledged the consent notice of the version in force, every
message or press gets the notice with one button (``consent:agree``); the press records the
acknowledgement (once, in the gateway schema) and starts the check-in. After that, a
command (``/start``, ``/checkin``, any other) starts or resumes today's check-in and shows
its question, and other text answers the current question (or starts the check-in); a
press of any button but a check-in answer is refused with a short callback answer.
``/withdraw`` (``/탈퇴``) and its two buttons come before all of this, consent included
(``withdrawal``): a customer can always ask to withdraw.
"""

from __future__ import annotations

import asyncio
import contextlib
from functools import partial

from services.gateway.conversations import repository, rules, texts
from services.gateway.conversations.taps import AcknowledgedSenders, PrefetchedTap, PrefetchedTaps
from services.gateway.conversations.turns import CheckinTurns, TurnConversation
from services.gateway.conversations.withdrawal import Withdrawal
from services.gateway.peers.checkin import CheckinPeer
from services.gateway.peers.errors import PeerUnavailable
from services.gateway.telegram.client import TelegramIO
from services.gateway.updates.schemas import InboundUpdate
from services.gateway.updates.service import in_transaction
from shared.clock import Clock
from shared.contracts.presentation import Button
from shared.db.session import Database

_CONSENT_BUTTONS = [[Button(text=texts.CONSENT_BUTTON, callback_data=rules.CONSENT_AGREE)]]


class CustomerConversation:
    def __init__(
        self,
        *,
        telegram: TelegramIO,
        checkin: CheckinPeer,
        database: Database,
        clock: Clock,
        prefetched: PrefetchedTaps | None = None,
        acknowledged: AcknowledgedSenders | None = None,
    ) -> None:
        self._telegram = telegram
        self._checkin = checkin
        self._database = database
        self._clock = clock
        self._withdrawal = Withdrawal(telegram=telegram, checkin=checkin)
        # What the tap routing already asked checkin for this update (``taps.py``), and the
        # acknowledgements this process has read - both optional: without them every
        # update asks checkin and the gateway's table itself.
        self._prefetched = prefetched
        self._senders = acknowledged or AcknowledgedSenders()

    async def _consent(
        self, update: InboundUpdate, customer_id: str, tap: PrefetchedTap | None
    ) -> tuple[str, bool]:
        """The consent version in force and whether the customer acknowledged it."""
        assert update.triple is not None
        if tap is not None:
            version = tap.consent_version
            if self._senders.vouches(update.triple, customer_id, version):
                return version, True  # read from the table before; never withdrawn
        else:
            version = (await self._checkin.consent(customer_id)).consent_version
        acknowledged = await self._acknowledged(customer_id, version)
        if acknowledged:
            self._senders.remember(update.triple, customer_id, version)
        return version, acknowledged

    async def _acknowledged(self, customer_id: str, version: str) -> bool:
        return await in_transaction(
            self._database,
            partial(repository.acknowledged, customer_id=customer_id, consent_version=version),
        )

    async def _acknowledge(self, customer_id: str, version: str) -> None:
        await in_transaction(
            self._database,
            partial(
                repository.acknowledge,
                customer_id=customer_id,
                consent_version=version,
                at=self._clock.now(),
            ),
        )

    async def handle(self, update: InboundUpdate, customer_id: str) -> str:
        assert update.triple is not None
        conversation = TurnConversation(
            self._telegram, CheckinTurns(self._checkin, customer_id), update.triple
        )
        data = update.callback_data
        # Withdrawal comes before everything, consent included: it is always possible.
        withdrawal = rules.parse_withdrawal(data)
        if withdrawal is not None and update.callback_query_id is not None:
            return await self._withdrawal.press(update, withdrawal, customer_id)
        if update.callback_query_id is None and rules.is_withdrawal_request(update.text):
            return await self._withdrawal.explain(update)
        press = rules.parse_answer(data, rules.CHECKIN_PREFIX)
        if update.callback_query_id is None:
            return await self._turn(update, customer_id, press, conversation)
        if press is None and data != rules.CONSENT_AGREE:
            await self._telegram.answer_callback(update.callback_query_id, texts.UNKNOWN_BUTTON)
            return "button_unknown"
        # A known button's answer only ends its spinner: it travels while the turn is taken
        # and the next question sent, not before them - one Telegram round trip less in
        # front of every tap's next question (ADR 0097). The update still ends only once it
        # is answered, and a failed answer still fails the update.
        answering = asyncio.ensure_future(
            self._telegram.answer_callback(update.callback_query_id, None)
        )
        try:
            outcome = await self._turn(update, customer_id, press, conversation)
        except asyncio.CancelledError:
            answering.cancel()
            raise
        except Exception:
            with contextlib.suppress(Exception):
                await answering  # answered before, as it was; the turn's failure is the news
            raise
        await answering
        return outcome

    async def _turn(
        self,
        update: InboundUpdate,
        customer_id: str,
        press: rules.AnswerPress | None,
        conversation: TurnConversation,
    ) -> str:
        """Consent, then the check-in turn the update asks for (a press already answered)."""
        assert update.triple is not None
        data = update.callback_data
        tap = self._prefetched.take(update.update_id, customer_id) if self._prefetched else None
        try:
            version, acknowledged = await self._consent(update, customer_id, tap)
        except PeerUnavailable:
            await conversation.say(texts.UNAVAILABLE)
            return "peer_unavailable"
        if data == rules.CONSENT_AGREE:
            if not acknowledged:
                await self._acknowledge(customer_id, version)
                self._senders.remember(update.triple, customer_id, version)
            return await conversation.begin()
        if not acknowledged:
            await conversation.say(texts.CONSENT_NOTICE, _CONSENT_BUTTONS)
            return "consent_prompted"
        turn = tap.turn if tap is not None else None
        if press is not None:
            return await conversation.press(press, turn)
        if not update.text or rules.command_of(update.text) is not None:
            # /start, /checkin - and any other command, which is never taken as an answer.
            return await conversation.begin()
        # Any other text answers the open question, or starts today's check-in.
        return await conversation.typed(update.text, turn) or await conversation.begin()
