"""Predicate chains over Kiwi's morphemes: the unit the structural judgment decides on.

A chain is one predicate stem with everything Kiwi attaches to it — pre-final endings
(``-시-``, ``-었-``, ``-겠-``), auxiliaries after a connective ending (``짚어 드리``,
``하지 않``) and the final, connective or modifier ending. A noun or root before a light
verb is part of the stem (``정리/NNG 하/XSV`` → ``정리하``), so classes can name it.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Final

from services.expression.validation.stems import Morph

PREDICATE_TAGS: Final = frozenset({"VV", "VA", "VCP", "VCN"})
LIGHT_VERB_TAGS: Final = frozenset({"XSV", "XSA"})
ENDING_TAGS: Final = frozenset({"EP", "EC", "EF", "ETM", "ETN"})
NOUN_TAGS: Final = frozenset({"NNG", "NNP", "NNB", "NP", "NR", "XR"})
_LIGHT_VERB_HOSTS: Final = NOUN_TAGS | {"MAG"}  # what a light verb's stem may start with


@dataclass(frozen=True, slots=True)
class Chain:
    """One predicate with its auxiliaries and endings; indices point into the analysis."""

    stem: str  # "정리하", "드리", "이" (copula; its noun is ``noun``)
    tag: str  # the stem's tag (VV, VA, VCP, VCN, XSV, XSA)
    noun: str  # the noun or root just before the stem ("" if none)
    auxiliaries: tuple[str, ...]
    endings: tuple[Morph, ...]
    first: int
    last: int

    def has_ending(self, *forms: str, tag: str | None = None) -> bool:
        return any(e.form in forms and (tag is None or e.tag == tag) for e in self.endings)

    @property
    def last_ending(self) -> Morph | None:
        return self.endings[-1] if self.endings else None


# The negators that follow -지 as auxiliaries, and the particles Korean may put between them
# ("-지도 않", "-지는 못"): the particle belongs to the negation, not to a new phrase.
_NEGATORS: Final = frozenset({"않", "못", "말"})
_NEGATION_PARTICLES: Final = frozenset({"도", "는", "ᆫ"})


def _negation_particle(morphs: Sequence[Morph], cursor: int, endings: Sequence[Morph]) -> bool:
    """``도``/``는`` between ``-지`` and a negator auxiliary ("딱딱하지도 않게"): Kiwi tags
    it JX and the chain would stop there, leaving the negator in no chain (round 35)."""
    particle = morphs[cursor]
    after = morphs[cursor + 1] if cursor + 1 < len(morphs) else None
    return (
        particle.tag == "JX"
        and particle.form in _NEGATION_PARTICLES
        and bool(endings)
        and endings[-1].tag == "EC"
        and endings[-1].form == "지"
        and after is not None
        and after.tag == "VX"
        and after.form in _NEGATORS
    )


def chains(morphs: Sequence[Morph]) -> tuple[Chain, ...]:
    """Every predicate chain in ``morphs``, in order."""
    found: list[Chain] = []
    index = 0
    while index < len(morphs):
        morph = morphs[index]
        before = morphs[index - 1] if index > 0 else None
        # Kiwi sometimes tags the light verb after a noun or adverb as a full verb ("마무리/NNG
        # 하/VV 며"): it is still the noun's light verb, so the stem names the noun.
        light = index > 0 and (
            morph.tag in LIGHT_VERB_TAGS
            or (
                morph.form == "하"
                and morph.tag == "VV"
                and before is not None
                and before.tag in {"NNG", "XR", "MAG"}
            )
        )
        if morph.tag not in PREDICATE_TAGS and not light:
            index += 1
            continue
        noun = before.form if before is not None and before.tag in NOUN_TAGS else ""
        if light and before is not None and before.tag in _LIGHT_VERB_HOSTS:
            stem, first = before.form + morph.form, index - 1
        else:
            stem, first = morph.form, index
        auxiliaries: list[str] = []
        endings: list[Morph] = []
        cursor = index + 1
        while cursor < len(morphs):
            following = morphs[cursor]
            if following.tag in ENDING_TAGS:
                endings.append(following)
            elif following.tag == "VX" and endings and endings[-1].tag == "EC":
                auxiliaries.append(following.form)
            elif _negation_particle(morphs, cursor, endings):
                pass  # "딱딱하지도 않게", "길지는 않게": -지 + 도/는 + the negator (round 35)
            else:
                break
            cursor += 1
        found.append(
            Chain(stem, morph.tag, noun, tuple(auxiliaries), tuple(endings), first, cursor - 1)
        )
        index = cursor
    return tuple(found)
