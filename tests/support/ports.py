"""Free loopback ports for processes a test starts, held until the server takes them.

A port that is only probed and closed can be taken by anything else before the server
binds it: an outgoing connection's ephemeral port or another xdist worker's probe (CI saw
uvicorn fail to bind such a port). So each port stays *reserved* by a bound, non-listening
socket with ``SO_REUSEADDR``: Linux hands a bound port to no ``bind(0)`` and no
``connect()``, yet a server that also sets ``SO_REUSEADDR`` (uvicorn, asyncio) can bind and
listen on it. A reserved port with no server still refuses connections, which the "nothing
listens here" tests rely on. ``release`` frees a port once its server is up; reservations a
test never releases are closed oldest-first beyond ``MAX_RESERVED``.
"""

from __future__ import annotations

import socket
from collections import OrderedDict

MAX_RESERVED = 256
_reserved: OrderedDict[int, socket.socket] = OrderedDict()


def free_ports(count: int) -> list[int]:
    ports = []
    for _ in range(count):
        holder = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
        holder.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        holder.bind(("127.0.0.1", 0))
        port = int(holder.getsockname()[1])
        _reserved[port] = holder
        ports.append(port)
    while len(_reserved) > MAX_RESERVED:
        _, oldest = _reserved.popitem(last=False)
        oldest.close()
    return ports


def release(port: int) -> None:
    """Stop holding ``port`` (its server is listening now, or it is no longer needed)."""
    holder = _reserved.pop(port, None)
    if holder is not None:
        holder.close()
