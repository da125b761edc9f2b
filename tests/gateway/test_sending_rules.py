"""Splitting at Telegram's 4096 UTF-16 code units, never inside a protected span."""

from __future__ import annotations

from typing import Any

import pytest

from services.gateway.sending.rules import request_digest
from services.gateway.telegram.text_parts import (
    MAX_MESSAGE_UTF16,
    SplitError,
    character_spans,
    split_message,
    utf16_length,
)
from shared.contracts.presentation import Button

EMOJI = "💪"  # outside the BMP: two UTF-16 code units, one character


def test_utf16_length_counts_surrogate_pairs_twice():
    assert utf16_length("가나다") == 3
    assert utf16_length(EMOJI) == 2
    assert utf16_length("👍🏻") == 4  # emoji + skin tone modifier


def test_a_body_within_the_limit_is_one_part():
    text = "가" * MAX_MESSAGE_UTF16
    assert split_message(text) == [text]


def test_korean_paragraphs_split_at_the_last_paragraph_break_that_fits():
    paragraphs = [
        "첫째 문단. " + "가" * 2000,
        "둘째 문단. " + "나" * 2000,
        "셋째 문단. " + "다" * 500,
    ]
    text = "\n\n".join(paragraphs)
    parts = split_message(text)
    assert parts == ["\n\n".join(paragraphs[:2]), paragraphs[2]]
    assert all(utf16_length(part) <= MAX_MESSAGE_UTF16 for part in parts)
    assert "\n\n".join(parts) == text


def test_the_split_uses_the_latest_paragraph_break_so_parts_are_few():
    paragraphs = ["가" * 1000] * 5  # 5 x 1000 + separators > 4096
    parts = split_message("\n\n".join(paragraphs))
    assert len(parts) == 2
    assert parts[0] == "\n\n".join(paragraphs[:4])


def test_emoji_count_double_so_a_text_of_emoji_splits_at_half_the_characters():
    text = EMOJI * 3000  # 6000 UTF-16 units, no spaces at all
    parts = split_message(text)
    assert [len(part) for part in parts] == [2048, 952]
    assert all(utf16_length(part) <= MAX_MESSAGE_UTF16 for part in parts)
    assert "".join(parts) == text


def test_a_hard_cut_never_separates_an_emoji_from_its_modifier():
    unit = "👍🏻"  # four UTF-16 units, two characters that form one symbol
    text = "가" + unit * 1100  # the 4096th unit boundary falls inside a pair
    parts = split_message(text)
    assert all(not part.startswith("🏻") for part in parts)
    assert "".join(parts) == text


def test_without_paragraph_breaks_a_line_break_or_space_is_used():
    line = "가" * 3000
    assert split_message(line + "\n" + line) == [line, line]
    assert split_message(line + " " + line) == [line, line]


def test_a_cut_never_falls_inside_a_protected_span():
    before = "가" * 4085
    protected = "보호된 자리표시자 확장입니다"  # placeholder expansion with spaces inside
    text = before + " " + protected + " 끝"
    start = len(before) + 1
    parts = split_message(text, [(start, start + len(protected))])
    assert parts == [before, protected + " 끝"]


def test_a_span_that_would_be_cut_moves_whole_into_the_next_part():
    head = "가" * 4090
    text = head + "[[확장된 값 12.5kg]]" + "나" * 10
    start = len(head)
    end = start + len("[[확장된 값 12.5kg]]")
    parts = split_message(text, [(start, end)])
    assert parts[0] == head
    assert parts[1].startswith("[[확장된 값 12.5kg]]")


def test_a_protected_span_longer_than_a_message_cannot_be_split():
    text = "가" * 5000
    with pytest.raises(SplitError):
        split_message(text, [(0, len(text))])


def test_byte_spans_become_character_spans_and_must_sit_on_characters():
    text = "가나" + EMOJI + "다"
    assert character_spans(text, [(3, 10)]) == [(1, 3)]  # "나" + emoji
    with pytest.raises(SplitError):
        character_spans(text, [(1, 3)])  # starts inside "가"
    with pytest.raises(SplitError):
        character_spans(text, [(0, 100)])


def test_the_request_digest_tells_bodies_buttons_and_destinations_apart():
    base: dict[str, Any] = {
        "chat_id": 1,
        "topic_id": None,
        "text": "본문",
        "buttons": [[Button(text="승인", callback_data="a")]],
        "protected_spans": [],
    }
    digest = request_digest(**base)
    assert request_digest(**base) == digest
    assert request_digest(**{**base, "text": "본문 "}) != digest
    assert request_digest(**{**base, "topic_id": 3}) != digest
    assert request_digest(**{**base, "buttons": []}) != digest
    # Exact bytes: a decomposed Hangul body is a different body.
    decomposed = "\u1107\u1169\u11ab\u1106\u116e\u11ab"
    assert request_digest(**{**base, "text": decomposed}) != digest
