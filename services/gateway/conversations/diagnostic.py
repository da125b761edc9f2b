"""The owner's diagnostic operator topic: his commands forwarded to the diagnostics host.

Reached only when checkin does not know the triple and diagnostics resolves it as the exact
operator triple of an unfinished session (full triple), or of the spec diagnostics is
configured with while no session is open (then without a session: ``/diag_open``). The
route's session and generation (or neither) go with the command; diagnostics re-resolves
and refuses a route that moved. The answer is
written back into the same topic by the product bot (never the test bot, never a customer).
"""

from __future__ import annotations

from services.gateway.conversations import texts
from services.gateway.peers.diagnostics import DiagnosticsPeer
from services.gateway.peers.errors import PeerUnavailable
from services.gateway.peers.schemas import Resolution
from services.gateway.telegram.client import TelegramIO
from services.gateway.updates.schemas import InboundUpdate


class DiagnosticOperatorConversation:
    def __init__(self, *, telegram: TelegramIO, diagnostics: DiagnosticsPeer) -> None:
        self._telegram = telegram
        self._diagnostics = diagnostics

    async def handle_route(self, update: InboundUpdate, route: Resolution) -> str:
        """One command (or the help) and one reply in the topic."""
        assert update.triple is not None
        if update.kind != "message" or (route.session_id is None) != (route.generation is None):
            return "diagnostic_ignored"
        try:
            answer = await self._diagnostics.command(
                update.triple,
                session_id=route.session_id,
                generation=route.generation,
                text=update.text or "",
            )
            text, outcome = answer.reply_text, f"diagnostic_{answer.command}"
        except PeerUnavailable:
            text, outcome = texts.UNAVAILABLE, "diagnostic_unavailable"
        await self._telegram.send_text(
            chat_id=update.triple.chat_id, topic_id=update.triple.topic_id, text=text
        )
        return outcome
