"""A secrets dir with fresh service keys for a test run."""

from __future__ import annotations

from pathlib import Path

from pydantic import SecretStr

from shared.secrets import ensure_local_secrets, load_service_key
from shared.topology import CallerName


class TestSecrets:
    """Fresh keys in a private directory, like ``dualcoach secrets init`` makes."""

    __test__ = False

    def __init__(self, directory: Path) -> None:
        self.directory = directory
        ensure_local_secrets(directory)
        # Trust auth on the test cluster: role passwords would only add noise.
        for path in (directory / "db-passwords").iterdir():
            path.unlink()

    def key(self, caller: CallerName) -> SecretStr:
        return load_service_key(self.directory, caller)
