"""Korean morphemes via kiwipiepy, one analyzer per process (checkin safety, expression).

Building the analyzer takes seconds (model load) and its first analysis is slow too, so the
process holds one instance, warmed at service start. Calls are serialised by a lock: Kiwi's
analysis of a check-in note or a model sentence takes well under a millisecond.

``analyze_kept`` also keeps the analyses of the most recently seen texts (an LRU of
``ANALYSIS_CACHE_SIZE`` texts, keyed by the exact text): Kiwi's analysis of a text depends on
the text alone (no user words are added, the options never change), so a text seen again - a
model's slot text repeated across responses or re-renders - costs a dictionary lookup instead
of 5-20 µs per character. The result is an immutable tuple of frozen morphemes, so every
caller may share it. The expression validator uses it (its keys are masked model prose, no
issued fact); checkin's safety classifier calls ``analyze``, which keeps nothing, so no
customer's sentence outlives its request here (ADR 0020, fifth-session addendum).
"""

from __future__ import annotations

import threading
from collections import OrderedDict
from dataclasses import dataclass
from typing import Final

from kiwipiepy import Kiwi

# About 1.5 KB per slot text kept (its morphemes and their strings): about 3 MB at most.
ANALYSIS_CACHE_SIZE: Final = 2048


@dataclass(frozen=True, slots=True)
class Morph:
    form: str  # the stem for verbs/adjectives (``보내``, ``좋``), the surface otherwise
    tag: str  # Sejong tag without irregular-conjugation suffix (``VA-I`` → ``VA``)
    start: int = 0  # offset of the morpheme in the analysed text
    end: int = 0


_BASE_TAGS: dict[str, str] = {}


def _base_tag(tag: str) -> str:
    base = _BASE_TAGS.get(tag)
    if base is None:
        base = _BASE_TAGS[tag] = tag.split("-")[0]
    return base


class KoreanAnalyzer:
    def __init__(self, cache_size: int = ANALYSIS_CACHE_SIZE) -> None:
        self._lock = threading.Lock()
        self._kiwi: Kiwi | None = None
        self._cache: OrderedDict[str, tuple[Morph, ...]] = OrderedDict()
        self._cache_size = cache_size

    def _instance(self) -> Kiwi:
        if self._kiwi is None:
            self._kiwi = Kiwi()
        return self._kiwi

    def analyze(self, text: str) -> tuple[Morph, ...]:
        if not text.strip():
            return ()
        with self._lock:
            tokens = self._instance().tokenize(text)
        return tuple(
            [Morph(token.form, _base_tag(token.tag), token.start, token.end) for token in tokens]
        )

    def analyze_kept(self, text: str) -> tuple[Morph, ...]:
        """``analyze``, keeping the result for the next call with exactly this text."""
        with self._lock:
            kept = self._cache.get(text)
            if kept is not None:
                self._cache.move_to_end(text)
                return kept
        morphs = self.analyze(text)
        if self._cache_size > 0:
            with self._lock:
                self._cache[text] = morphs
                if len(self._cache) > self._cache_size:
                    self._cache.popitem(last=False)
        return morphs

    def cache_clear(self) -> None:
        """Forget every kept analysis (the bench measures a text never seen before)."""
        with self._lock:
            self._cache.clear()

    def warm(self) -> None:
        """Load the model and run one analysis so the first real request is fast."""
        self.analyze("차분히 정리하면 이어서 안내합니다.")


ANALYZER = KoreanAnalyzer()
