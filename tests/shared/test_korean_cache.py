"""The analyzer's kept analyses: the same morphemes as a fresh analysis, bounded, LRU."""

from __future__ import annotations

from shared.korean import ANALYZER, KoreanAnalyzer

TEXTS = (
    "차분히 정리해 드리면, ■.",
    "끝으로 짧게 전해 드리면, ■. 이어서 ■.",
    "오늘은 좀 피곤해서 야식을 먹었어요.",
)


def test_a_seen_text_gets_the_very_analysis_a_fresh_analysis_gives() -> None:
    for text in TEXTS:
        first = ANALYZER.analyze_kept(text)
        assert ANALYZER.analyze_kept(text) is first  # kept, not analysed again
        assert first == ANALYZER.analyze(text)


def test_analyze_keeps_nothing() -> None:
    analyzer = KoreanAnalyzer()
    analyzer._kiwi = ANALYZER._instance()  # one model load per test process
    first = analyzer.analyze(TEXTS[2])
    assert analyzer.analyze(TEXTS[2]) is not first
    assert not analyzer._cache


def test_the_cache_keeps_the_most_recently_used_texts_only() -> None:
    analyzer = KoreanAnalyzer(cache_size=2)
    analyzer._kiwi = ANALYZER._instance()
    a, b, c = (analyzer.analyze_kept(text) for text in TEXTS)
    # TEXTS[0] was the least recently used and is gone; TEXTS[1] and TEXTS[2] are kept.
    assert analyzer.analyze_kept(TEXTS[2]) is c
    assert analyzer.analyze_kept(TEXTS[1]) is b
    again = analyzer.analyze_kept(TEXTS[0])
    assert again == a and again is not a
    analyzer.cache_clear()
    assert analyzer.analyze_kept(TEXTS[1]) is not b


def test_a_cache_of_size_zero_keeps_nothing() -> None:
    analyzer = KoreanAnalyzer(cache_size=0)
    analyzer._kiwi = ANALYZER._instance()
    assert analyzer.analyze_kept(TEXTS[0]) is not analyzer.analyze_kept(TEXTS[0])


def test_blank_text_is_not_analysed() -> None:
    assert ANALYZER.analyze("  ") == () == ANALYZER.analyze_kept("  ")
