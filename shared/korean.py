"""Korean morphemes via kiwipiepy, one analyzer per process (checkin safety, expression).

Building the analyzer takes seconds (model load) and its first analysis is slow too, so the
process holds one instance, warmed at service start. Calls are serialised by a lock: Kiwi's
analysis of a check-in note or a model sentence takes well under a millisecond.
"""

from __future__ import annotations

import threading
from dataclasses import dataclass

from kiwipiepy import Kiwi


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
    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._kiwi: Kiwi | None = None

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

    def warm(self) -> None:
        """Load the model and run one analysis so the first real request is fast."""
        self.analyze("차분히 정리하면 이어서 안내합니다.")


ANALYZER = KoreanAnalyzer()
