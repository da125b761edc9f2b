"""The approved isolation spec the owner's ``/diag_open`` opens a session from (ADR 0077).

The spec is a file the owner approved and configured (``diagnostics.session_spec_path``);
it is read and sealed afresh at each use, so replacing the file is how the owner approves a
new spec, and a file that no longer derives opens nothing. Every failure is a typed
refusal: fail closed, never a default spec.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from pydantic import ValidationError

from services.diagnostics.isolation.rules import SpecRejected, seal_spec
from services.diagnostics.isolation.schemas import DiagnosticIsolationSpecV1, DiagnosticTriple

# A spec is a few hundred bytes; anything this large is not one (and is not read whole).
_MAX_BYTES = 64 * 1024


class ConfiguredSpecRefused(Exception):
    """No usable configured spec: ``spec_not_configured``, ``spec_unreadable`` or
    ``spec_rejected:<reason>``."""

    def __init__(self, reason: str) -> None:
        super().__init__(reason)
        self.reason = reason


class ConfiguredSpec:
    def __init__(self, path: Path | None) -> None:
        self._path = path

    def _document(self) -> dict[str, Any]:
        if self._path is None:
            raise ConfiguredSpecRefused("spec_not_configured")
        try:
            with self._path.open("rb") as handle:
                raw = handle.read(_MAX_BYTES + 1)
            document = json.loads(raw) if len(raw) <= _MAX_BYTES else None
        except (OSError, ValueError):
            document = None
        if not isinstance(document, dict):
            raise ConfiguredSpecRefused("spec_unreadable")
        return document

    def load(self) -> tuple[dict[str, Any], DiagnosticIsolationSpecV1]:
        """The file's document and its sealed spec (``ConfiguredSpecRefused`` otherwise)."""
        document = self._document()
        try:
            return document, seal_spec(document)
        except SpecRejected as error:
            raise ConfiguredSpecRefused(f"spec_rejected:{error.reason}") from None

    def operator(self) -> tuple[int, int, int | None] | None:
        """The exact operator triple the file names, sealed or not (None: it names none).

        A spec that does not seal still routes its own operator topic, so ``/diag_open``
        there can say *why* it opens nothing; every command re-reads and refuses."""
        try:
            named = DiagnosticTriple.model_validate(self._document().get("operator"))
        except (ConfiguredSpecRefused, ValidationError):
            return None
        return named.user_id, named.chat_id, named.topic_id
