"""The customer's and the trainer's own words beside a draft, as Richard reads them (pure).

Every review surface shows the day's free text verbatim under a heading that says whose
words they are (``고객이 쓴 글`` / ``트레이너가 쓴 글``), each under its field's label. Telegram
messages are plain text (the gateway sends no ``parse_mode``) and hold at most 4,096 UTF-16
units, so the Telegram block cuts long texts - never silently: a cut text ends with ``…`` and
the block names the console page that shows every word. The console shows them in full
(escaped by the template). Golden tests pin every text here.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Final

from shared.contracts.source_texts import SourceText

TELEGRAM_LIMIT: Final = 4096  # UTF-16 code units of one Telegram message
TEXT_CHARS: Final = 600  # one text's share of a review message before it is cut
MIN_TEXT_CHARS: Final = 40  # below this, a cut text says nothing: point to the console only
CUT_MARK: Final = "…"
# The console page that shows a draft and every word beside it (the gateway names it too).
CONSOLE_DRAFT_PATH: Final = "/console/drafts/{draft_id}"

AUTHOR_HEADINGS: Final[dict[str, str]] = {
    "customer": "고객이 쓴 글",
    "trainer": "트레이너가 쓴 글",
}
AUTHOR_ORDER: Final = ("customer", "trainer")
FIELD_LABELS: Final[dict[str, str]] = {
    "note": "메모",
    "pain_text": "통증 내용",
    "answer.Q-SLEEP-CAUSE": "추가 질문 · 잠을 충분히 자지 못한 이유",
    "answer.Q-SLEEP-ADJUST": "추가 질문 · 오늘 밤 수면을 위해 바꿀 점",
    "answer.Q-COND-SYMPTOM": "추가 질문 · 컨디션이 낮은 이유나 증상",
    "answer.Q-COND-INTENSITY": "추가 질문 · 오늘 운동 강도",
    "answer.Q-PERF-REASON": "추가 질문 · 운동을 계획대로 하지 못한 이유",
    "answer.Q-PERF-NEXT": "추가 질문 · 다음 운동 계획",
    "pain_note": "통증 메모",
    "operator_note": "운영 메모",
}
VERBATIM: Final = "원문 그대로이며 고객에게 보내지 않습니다."
CUT_POINTER: Final = "잘린 글의 전체는 콘솔에서 확인해 주십시오: {path}"
ONLY_POINTER: Final = (
    "고객과 트레이너가 쓴 글 {count}건은 메시지가 길어 콘솔에서 확인해 주십시오: {path}"
)
EXCERPT_CHARS: Final = 60


def console_path(draft_id: str) -> str:
    return CONSOLE_DRAFT_PATH.format(draft_id=draft_id)


def utf16_units(text: str) -> int:
    """Telegram's length of a text: characters outside the BMP count twice."""
    return sum(2 if ord(char) > 0xFFFF else 1 for char in text)


def field_label(field: str) -> str:
    return FIELD_LABELS.get(field, field)


def _cut(text: str, limit: int) -> tuple[str, bool]:
    if len(text) <= limit:
        return text, False
    return text[: limit - 1].rstrip() + CUT_MARK, True


@dataclass(frozen=True, slots=True)
class WordGroup:
    """The words of one author on one day, for the console's template."""

    author: str
    heading: str
    kst_date: str
    items: tuple[tuple[str, str], ...]  # (field label, verbatim text)


def word_groups(source_texts: Sequence[SourceText]) -> tuple[WordGroup, ...]:
    """The words grouped by author and day (customer first), each with its field label."""
    groups: list[WordGroup] = []
    for author in AUTHOR_ORDER:
        days = sorted({text.kst_date for text in source_texts if text.author == author})
        for day in days:
            items = tuple(
                (field_label(text.field), text.text)
                for text in source_texts
                if text.author == author and text.kst_date == day
            )
            groups.append(WordGroup(author, AUTHOR_HEADINGS[author], day.isoformat(), items))
    return tuple(groups)


def _block(groups: Sequence[WordGroup], limit: int, path: str) -> str:
    lines: list[str] = []
    cut_any = False
    for group in groups:
        lines += ["", f"{group.heading} · {group.kst_date} ({VERBATIM})"]
        for label, text in group.items:
            shown, cut = _cut(text, limit)
            cut_any = cut_any or cut
            lines += [f"〈{label}〉", shown]
    if cut_any:
        lines += ["", CUT_POINTER.format(path=path)]
    return "\n" + "\n".join(lines)


def telegram_block(source_texts: Sequence[SourceText], *, path: str, budget: int) -> str:
    """The words as plain text (starting with a blank line), within ``budget`` UTF-16 units.

    Each text is cut to ``TEXT_CHARS`` characters, then shorter until the block fits; when
    not even short cuts fit, one line says how many texts there are and where to read them.
    Empty when there are no words.
    """
    if not source_texts:
        return ""
    groups = word_groups(source_texts)
    limit = TEXT_CHARS
    while limit >= MIN_TEXT_CHARS:
        block = _block(groups, limit, path)
        if utf16_units(block) <= budget:
            return block
        limit //= 2
    return "\n\n" + ONLY_POINTER.format(count=len(source_texts), path=path)


def with_words(message: str, source_texts: Sequence[SourceText], *, path: str) -> str:
    """``message`` followed by the words block, the whole within one Telegram message."""
    budget = TELEGRAM_LIMIT - utf16_units(message)
    return message + telegram_block(source_texts, path=path, budget=budget)


def excerpt(source_texts: Sequence[SourceText], *, path: str) -> str | None:
    """One short line of the words for ``/today``: the first text, cut, and the count."""
    if not source_texts:
        return None
    first = source_texts[0]
    flat = " ".join(first.text.split())
    shown, cut = _cut(flat, EXCERPT_CHARS)
    line = f"{AUTHOR_HEADINGS[first.author]} · {field_label(first.field)}: “{shown}”"
    rest = len(source_texts) - 1
    if rest:
        line += f" 외 {rest}건"
    if cut or rest:
        line += f" (전체: {path})"
    return line
