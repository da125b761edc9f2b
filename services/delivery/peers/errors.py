"""One error type for every peer call, saying whether the request may have arrived."""

from __future__ import annotations

import httpx


class PeerError(Exception):
    """A peer answered something other than success, or could not be reached.

    ``status`` is the HTTP status (None: no answer). ``never_arrived`` is True only when the
    request provably never reached the peer (connection refused, connect/pool timeout) -
    the one case in which a side-effecting call is known not to have happened.
    """

    def __init__(
        self,
        peer: str,
        status: int | None,
        slug: str | None = None,
        *,
        never_arrived: bool = False,
        transport: str | None = None,
    ) -> None:
        super().__init__(f"{peer}: {status} {slug or transport or ''}".strip())
        self.peer = peer
        self.status = status
        self.slug = slug
        self.never_arrived = never_arrived
        self.transport = transport


# The request never left this process or never got a connection: nothing arrived.
_NEVER_ARRIVED = (httpx.ConnectError, httpx.ConnectTimeout, httpx.PoolTimeout)


def transport_kind(error: httpx.HTTPError) -> str:
    """A stable name for a transport failure (for ledger reasons and logs)."""
    if isinstance(error, _NEVER_ARRIVED):
        return "unreachable"
    if isinstance(error, httpx.TimeoutException):
        return "timeout"
    if isinstance(error, httpx.RemoteProtocolError | httpx.ReadError | httpx.WriteError):
        return "connection-lost"
    return "transport-error"


def transport_failure(peer: str, error: httpx.HTTPError) -> PeerError:
    return PeerError(
        peer,
        None,
        never_arrived=isinstance(error, _NEVER_ARRIVED),
        transport=transport_kind(error),
    )
