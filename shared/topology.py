"""Who the services are, where they listen by default, and who may call whom.

This is the one place the architecture's call graph is written down. Route allow-lists,
key loading and the wiring check all read it, so adding an edge is a one-line change here.
"""

from __future__ import annotations

from typing import Final, Literal, get_args

ServiceName = Literal["gateway", "checkin", "expression", "delivery", "diagnostics"]
CallerName = Literal["gateway", "checkin", "expression", "delivery", "diagnostics", "operator"]

SERVICES: Final[tuple[ServiceName, ...]] = get_args(ServiceName)
CALLERS: Final[tuple[CallerName, ...]] = get_args(CallerName)

DEFAULT_PORTS: Final[dict[ServiceName, int]] = {
    "gateway": 8700,
    "checkin": 8701,
    "expression": 8702,
    "delivery": 8703,
    "diagnostics": 8704,
}

# Inbound edges: which signed callers a service accepts at all. Individual routes narrow
# this further with their own allow-lists. "operator" is the owner's CLI and test harness.
INBOUND: Final[dict[ServiceName, frozenset[CallerName]]] = {
    "gateway": frozenset({"delivery", "diagnostics", "operator"}),
    "checkin": frozenset({"gateway", "delivery", "diagnostics", "operator"}),
    "expression": frozenset({"checkin", "delivery", "diagnostics", "operator"}),
    "delivery": frozenset({"gateway", "checkin", "diagnostics", "operator"}),
    # delivery reads the host's send of a draft for its console (ADR 0078), nothing more.
    "diagnostics": frozenset({"gateway", "delivery", "operator"}),
}


def outbound_peers(service: ServiceName) -> tuple[ServiceName, ...]:
    """The services that ``service`` calls, in the order of ``SERVICES``."""
    return tuple(peer for peer in SERVICES if service in INBOUND[peer])
