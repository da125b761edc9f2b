"""The one failure type of a pilot run: someone waited in vain, or a step was refused."""

from __future__ import annotations


class PilotError(RuntimeError):
    """The pilot could not go on; the message says which step and what came back."""
