"""Free loopback ports for processes a test starts, held until the server takes them.

A port that is only probed and closed can be taken by anything else before the server
binds it: an outgoing connection's ephemeral port or another xdist worker's probe (CI saw
uvicorn fail to bind such a port). So each port stays *reserved* by a bound, non-listening
socket with ``SO_REUSEADDR``: Linux hands a bound port to no ``bind(0)`` and no
``connect()``, yet a server that also sets ``SO_REUSEADDR`` (uvicorn, asyncio) can bind and
listen on it. A reserved port with no server still refuses connections, which the "nothing
listens here" tests rely on. ``release`` frees a port once its server is up; ``reserve``
holds it again when that server stops, since a test may restart a service on the same port
(CI saw an ephemeral port take one in that gap); reservations a test never releases are
closed oldest-first beyond ``MAX_RESERVED``.
"""

from __future__ import annotations

import contextlib
import socket
from collections import OrderedDict

MAX_RESERVED = 256
_reserved: OrderedDict[int, socket.socket] = OrderedDict()


def _hold(port: int) -> socket.socket:
    holder = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    holder.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    try:
        holder.bind(("127.0.0.1", port))
    except OSError:
        holder.close()
        raise
    return holder


def _remember(port: int, holder: socket.socket) -> None:
    _reserved[port] = holder
    while len(_reserved) > MAX_RESERVED:
        _, oldest = _reserved.popitem(last=False)
        oldest.close()


def free_ports(count: int) -> list[int]:
    ports = []
    for _ in range(count):
        holder = _hold(0)
        port = int(holder.getsockname()[1])
        _remember(port, holder)
        ports.append(port)
    return ports


def reserve(port: int) -> None:
    """Hold ``port`` again after its server stopped, so a restart on it finds it free."""
    if port in _reserved:
        return
    # Something else may hold it already; the restart will say so if that matters.
    with contextlib.suppress(OSError):
        _remember(port, _hold(port))


def release(port: int) -> None:
    """Stop holding ``port`` (its server is listening now, or it is no longer needed)."""
    holder = _reserved.pop(port, None)
    if holder is not None:
        holder.close()
