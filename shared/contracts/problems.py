"""The problem+json ``type`` on the wire: ``urn:dualcoach:problem:<slug>`` (pure).

``shared.problems`` raises and renders problems with the web framework; what a peer or a
rule needs to read a problem's slug lives here, so reading one pulls in no I/O.
"""

from __future__ import annotations

from typing import Final

PROBLEM_TYPE_PREFIX: Final = "urn:dualcoach:problem:"


def slug_of(problem_type: object) -> str:
    """The slug of a problem ``type`` (``urn:dualcoach:problem:<slug>``); "" when absent."""
    return str(problem_type or "").rsplit(":", 1)[-1]
