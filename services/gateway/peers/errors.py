"""What a failed call to a peer means to a conversation.

Turn API refusals (4xx problems with a Korean re-ask or message) are ``TurnRefused``; any
other failure - no answer, a 5xx, a body that does not parse - is ``PeerUnavailable``.
"""

from __future__ import annotations

from services.gateway.peers.schemas import TurnRefusal


class PeerUnavailable(Exception):
    """A peer could not be asked, or answered something the gateway cannot use."""

    def __init__(self, peer: str, reason: str) -> None:
        super().__init__(f"{peer}: {reason}")
        self.peer = peer
        self.reason = reason


class TurnRefused(Exception):
    """Checkin refused a turn; ``refusal`` carries what to show the person."""

    def __init__(self, refusal: TurnRefusal) -> None:
        super().__init__(refusal.slug)
        self.refusal = refusal


class DestinationsUnknown(Exception):
    """Checkin could not name the chats still in use: no send record may be erased."""

    def __init__(self, reason: str) -> None:
        super().__init__(reason)
        self.reason = reason
