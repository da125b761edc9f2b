"""Korean morphological stems for the validator: the process's one analyzer (shared.korean)."""

from __future__ import annotations

from shared.korean import ANALYZER, KoreanAnalyzer, Morph

__all__ = ["ANALYZER", "KoreanAnalyzer", "Morph"]
