"""Signed read of the diagnostics host's send of a draft (``GET /v1/host-sends/{key}``).

The console shows a draft the host sent to the test bot from the host's own record (ADR
0078); delivery never imports diagnostics' code and never writes there. Anything
unexpected raises ``PeerError``: the console then says it could not ask, never guesses.
"""

from __future__ import annotations

import httpx
from pydantic import ValidationError

from services.delivery.peers.errors import PeerError, transport_failure
from shared.contracts.host_send import HostSendView
from shared.problems import problem_slug

# A console page waits on this read: a slow diagnostics service costs seconds, not minutes.
_READ_TIMEOUT = httpx.Timeout(5.0, connect=2.0)


class DiagnosticsClient:
    def __init__(self, client: httpx.Client) -> None:
        self._client = client

    def host_send(self, dedupe_key: str) -> HostSendView:
        try:
            response = self._client.get(f"/v1/host-sends/{dedupe_key}", timeout=_READ_TIMEOUT)
        except httpx.HTTPError as error:
            raise transport_failure("diagnostics", error) from None
        if response.status_code != 200:
            raise PeerError("diagnostics", response.status_code, problem_slug(response))
        try:
            view = HostSendView.model_validate(response.json())
        except (ValidationError, ValueError):
            raise PeerError("diagnostics", 200, "malformed-host-send") from None
        if view.dedupe_key != dedupe_key:
            raise PeerError("diagnostics", 200, "malformed-host-send")
        return view
