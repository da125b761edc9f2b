"""The four canonical surface grammars, in one place for checkin, expression and delivery.

Each module is pure (no I/O) and offers typed input facts, the glossary of its semantic ids
(exact local Korean expansions), ``render(...) -> CanonicalSurface`` and a strict
``parse(body)`` raising ``SurfaceGrammarError`` on anything it would not render itself:

* ``daily`` — ``daily.v1``
* ``weekly`` — ``weekly.v1``
* ``dual_card`` — ``adaptive.dualcoachtest.card.v1``
* ``physique_card`` — ``adaptive.physique.card.v1``

``verify_canonical(surface)`` is the one check a consumer needs: the body parses, and
rendering the parsed facts again reproduces the body, the manifest and the buttons exactly.
"""

from __future__ import annotations

from typing import Final

from shared.contracts.presentation import CanonicalSurface, SurfaceVersion
from shared.contracts.surfaces import adaptive, daily, dual_card, physique_card, weekly
from shared.contracts.surfaces.common import CalorieTarget, SurfaceGrammarError, WeeklyRateRange

__all__ = [
    "SEMANTIC_GLOSSARY",
    "CalorieTarget",
    "SurfaceGrammarError",
    "WeeklyRateRange",
    "adaptive",
    "daily",
    "dual_card",
    "physique_card",
    "rerender",
    "verify_canonical",
    "weekly",
]

SEMANTIC_GLOSSARY: Final[dict[str, str]] = {
    **daily.GLOSSARY,
    **weekly.GLOSSARY,
    **adaptive.GLOSSARY,
    **physique_card.GLOSSARY,
}


def rerender(surface: CanonicalSurface) -> CanonicalSurface:
    """Parse ``surface`` with its grammar and render the parsed facts again."""
    version: SurfaceVersion = surface.manifest.surface_version
    if version == daily.SURFACE_VERSION:
        return daily.render(daily.parse(surface.body))
    if version == weekly.SURFACE_VERSION:
        return weekly.render(weekly.parse(surface.body))
    if version == dual_card.SURFACE_VERSION:
        actions = dual_card.parse_actions(surface.buttons, version)
        return dual_card.render(dual_card.parse(surface.body), actions)
    if version == physique_card.SURFACE_VERSION:
        actions = dual_card.parse_actions(surface.buttons, version)
        return physique_card.render(physique_card.parse(surface.body), actions)
    raise SurfaceGrammarError(str(version), "unknown surface version")


def verify_canonical(surface: CanonicalSurface) -> None:
    """Raise ``SurfaceGrammarError`` unless ``surface`` is exactly its grammar's rendering."""
    if rerender(surface) != surface:
        raise SurfaceGrammarError(
            surface.manifest.surface_version,
            "manifest or buttons differ from the canonical rendering of the body",
        )
