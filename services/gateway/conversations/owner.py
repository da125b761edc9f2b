"""Richard's conversation: his review/card buttons go to delivery; three read-only commands.

A press in delivery's namespaces (``draft:``, ``card:``, ``nut:``) is forwarded verbatim with
his exact triple and the pressed message's id to ``POST /v1/operator/actions``; delivery
re-checks the triple and decides, and its ``answer_text`` is the callback answer (the
``edit`` answer, a console path, is also written in the chat so it can be copied).
``/today``, ``/pending`` and ``/kpi`` summarise delivery's queue and checkin's judgements;
``/clearhold <customer_id> <note>`` records Richard's clearance of a safety hold in checkin.
"""

from __future__ import annotations

from services.gateway.conversations import rules, texts
from services.gateway.peers.checkin import CheckinPeer
from services.gateway.peers.delivery import DeliveryPeer
from services.gateway.peers.errors import PeerUnavailable
from services.gateway.peers.schemas import Kpi
from services.gateway.telegram.client import TelegramIO
from services.gateway.telegram.text_parts import split_message
from services.gateway.updates.schemas import InboundUpdate
from shared.clock import Clock, kst_date

# Outcomes whose answer is worth keeping in the chat, not only as a passing callback toast.
_SHOWN_IN_CHAT = frozenset({"edit"})


class OwnerConversation:
    def __init__(
        self,
        *,
        telegram: TelegramIO,
        checkin: CheckinPeer,
        delivery: DeliveryPeer,
        clock: Clock,
    ) -> None:
        self._telegram = telegram
        self._checkin = checkin
        self._delivery = delivery
        self._clock = clock

    async def handle(self, update: InboundUpdate, customer_id: str) -> str:
        assert update.triple is not None
        if update.callback_query_id is not None:
            return await self._press(update, update.callback_query_id)
        command = rules.command_of(update.text)
        try:
            if command == "today":
                text = await self._today()
            elif command == "pending":
                text = texts.pending_text(await self._delivery.drafts("pending"))
            elif command == "kpi":
                text = await self._kpi()
            elif command == "clearhold":
                text = await self._clear_hold(update)
            else:
                text = texts.OWNER_HELP
        except PeerUnavailable:
            text, command = texts.UNAVAILABLE, "unavailable"
        await self._say(update, text)
        if command in ("today", "pending", "kpi", "clearhold"):
            return f"owner_{command}"
        return "owner_help"

    async def _say(self, update: InboundUpdate, text: str) -> None:
        """Send ``text`` in as many messages as Telegram's limit needs, in order: /kpi,
        /pending and /today grow with the customers and drafts, and one send over 4096
        UTF-16 units would be refused whole (Richard would get nothing)."""
        assert update.triple is not None
        for part in split_message(text):
            await self._telegram.send_text(
                chat_id=update.triple.chat_id, topic_id=update.triple.topic_id, text=part
            )

    async def _press(self, update: InboundUpdate, query_id: str) -> str:
        assert update.triple is not None
        data = update.callback_data
        if data is None or not rules.is_operator_callback(data):
            await self._telegram.answer_callback(query_id, texts.UNKNOWN_BUTTON)
            return "button_unknown"
        try:
            answer = await self._delivery.operator_action(update.triple, data, update.message_id)
        except PeerUnavailable:
            await self._telegram.answer_callback(query_id, texts.UNAVAILABLE)
            return "peer_unavailable"
        await self._telegram.answer_callback(query_id, answer.answer_text)
        if answer.outcome in _SHOWN_IN_CHAT:
            await self._say(update, answer.answer_text)
        return "operator_action_handled" if answer.handled else "operator_action_refused"

    async def _today(self) -> str:
        today = kst_date(self._clock.now())
        pending = await self._delivery.drafts("pending")
        held = await self._delivery.drafts("held")
        held_all_today = [draft for draft in held if kst_date(draft.created_at) == today]
        # Only owner drafts are notices; customer drafts a later signal held are listed too.
        held_today = [draft for draft in held_all_today if draft.audience == "owner"]
        pending_today = [draft for draft in pending if kst_date(draft.created_at) == today]
        tasks = await self._delivery.tasks(today)
        return texts.today_text(
            today, pending, held_today, tasks, [*pending_today, *held_all_today]
        )

    async def _clear_hold(self, update: InboundUpdate) -> str:
        """``/clearhold <customer_id> <note>``: an audited clearance in checkin's stream."""
        assert update.triple is not None
        arguments = rules.clearhold_arguments(update.text)
        if arguments is None:
            return texts.CLEARHOLD_USAGE
        customer_id, note = arguments
        clearance_id = rules.clearance_id_for(
            update.update_id, update.triple.chat_id, update.message_id
        )
        outcome = await self._checkin.clear_hold(customer_id, clearance_id=clearance_id, note=note)
        return texts.clearhold_text(outcome, customer_id)

    async def _kpi(self) -> str:
        judgements: list[Kpi | str] = []
        for customer_id in await self._checkin.enabled_customers():
            try:
                judgements.append(await self._checkin.kpi(customer_id))
            except PeerUnavailable:
                judgements.append(customer_id)
        return texts.kpi_text(judgements)
