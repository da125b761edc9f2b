"""Server-generated SVG charts for the console (pure, no JavaScript, no external assets).

* ``weight_chart``: morning weights as dots and a smoothed trend line (exponential moving
  average, alpha 0.1 as in ADAPTIVE_NUTRITION.md) so day-to-day water noise does not read
  as progress or regress.
* ``checkin_calendar``: the 28-day pilot window as a heat map, one row per week, weekdays
  coloured by whether a check-in was accepted (and whether it was held for safety).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from datetime import date, timedelta
from html import escape
from typing import Final

EMA_ALPHA: Final = 0.1
WIDTH: Final = 640
HEIGHT: Final = 240
PAD: Final = 40
WEEKDAY_LABELS: Final = ("월", "화", "수", "목", "금", "토", "일")


def ema(values: Sequence[float], alpha: float = EMA_ALPHA) -> list[float]:
    """Exponential moving average seeded with the first value."""
    smoothed: list[float] = []
    for value in values:
        smoothed.append(value if not smoothed else smoothed[-1] + alpha * (value - smoothed[-1]))
    return smoothed


def _fmt(value: float) -> str:
    return f"{value:.1f}"


def weight_chart(points: Sequence[tuple[date, float]]) -> str:
    """An SVG line chart of ``(day, kg)``; a short message when there is nothing to draw."""
    title = "아침 체중과 추세선"
    if not points:
        return (
            f'<svg xmlns="http://www.w3.org/2000/svg" role="img" aria-label="{title}" '
            f'width="{WIDTH}" height="60" viewBox="0 0 {WIDTH} 60">'
            '<text x="10" y="35" font-size="14">아직 기록된 체중이 없습니다.</text></svg>'
        )
    ordered = sorted(points)
    days = [day for day, _ in ordered]
    weights = [kg for _, kg in ordered]
    trend = ema(weights)
    low = min(min(weights), min(trend)) - 0.5
    high = max(max(weights), max(trend)) + 0.5
    span_days = max((days[-1] - days[0]).days, 1)

    def x(day: date) -> float:
        return PAD + (WIDTH - 2 * PAD) * (day - days[0]).days / span_days

    def y(kg: float) -> float:
        return HEIGHT - PAD - (HEIGHT - 2 * PAD) * (kg - low) / (high - low)

    parts = [
        f'<svg xmlns="http://www.w3.org/2000/svg" role="img" aria-label="{title}" '
        f'width="{WIDTH}" height="{HEIGHT}" viewBox="0 0 {WIDTH} {HEIGHT}" class="chart">',
        f"<title>{title}</title>",
        f'<line x1="{PAD}" y1="{HEIGHT - PAD}" x2="{WIDTH - PAD}" y2="{HEIGHT - PAD}" '
        'stroke="#888" stroke-width="1"/>',
        f'<text x="4" y="{_fmt(y(high - 0.5))}" font-size="11">{high - 0.5:.1f}kg</text>',
        f'<text x="4" y="{_fmt(y(low + 0.5))}" font-size="11">{low + 0.5:.1f}kg</text>',
        f'<text x="{PAD}" y="{HEIGHT - 12}" font-size="11">{escape(days[0].isoformat())}</text>',
        f'<text x="{WIDTH - PAD}" y="{HEIGHT - 12}" font-size="11" text-anchor="end">'
        f"{escape(days[-1].isoformat())}</text>",
    ]
    line = " ".join(f"{_fmt(x(day))},{_fmt(y(kg))}" for day, kg in zip(days, trend, strict=True))
    parts.append(
        f'<polyline class="trend" points="{line}" fill="none" stroke="#c0392b" stroke-width="2.5"/>'
    )
    for day, kg in ordered:
        parts.append(
            f'<circle class="weight" cx="{_fmt(x(day))}" cy="{_fmt(y(kg))}" r="3.5" '
            f'fill="#2c3e50"><title>{escape(day.isoformat())} {kg:.1f}kg</title></circle>'
        )
    parts.append(
        f'<text x="{WIDTH - PAD}" y="16" font-size="12" text-anchor="end">'
        "● 아침 체중 · ━ 추세(지수 이동 평균)</text>"
    )
    parts.append("</svg>")
    return "".join(parts)


@dataclass(frozen=True, slots=True)
class CalendarDay:
    day: date
    status: str  # done | partial | held | missed | weekend | upcoming


STATUS_FILL: Final[dict[str, str]] = {
    "done": "#1e8449",
    "partial": "#82e0aa",
    "held": "#e67e22",
    "missed": "#e5e7e9",
    "weekend": "#fbfcfc",
    "upcoming": "#ffffff",
}
STATUS_LABELS: Final[dict[str, str]] = {
    "done": "체크인 완료",
    "partial": "일부만 기록",
    "held": "안전 보류",
    "missed": "체크인 없음",
    "weekend": "주말",
    "upcoming": "예정",
}


def calendar_days(
    starts_on: date, today: date, checkins: dict[date, str], length: int = 28
) -> list[CalendarDay]:
    """Classify each day of the window; ``checkins`` maps a day to done/partial/held."""
    days = []
    for offset in range(length):
        day = starts_on + timedelta(days=offset)
        if day in checkins:
            status = checkins[day]
        elif day.weekday() >= 5:
            status = "weekend"
        elif day > today:
            status = "upcoming"
        else:
            status = "missed"
        days.append(CalendarDay(day, status))
    return days


def checkin_calendar(days: Sequence[CalendarDay]) -> str:
    """The window as a 7-column heat map (one row per 7 days from the start date)."""
    cell, gap, left, top = 34, 4, 56, 24
    rows = (len(days) + 6) // 7
    legend_step = 96
    width = max(left + 7 * (cell + gap), 8 + 4 * legend_step)
    height = top + rows * (cell + gap) + 30
    title = "체크인 달력"
    parts = [
        f'<svg xmlns="http://www.w3.org/2000/svg" role="img" aria-label="{title}" '
        f'width="{width}" height="{height}" viewBox="0 0 {width} {height}" class="calendar">',
        f"<title>{title}</title>",
    ]
    if days:
        first = days[0].day
        for column in range(7):
            label = WEEKDAY_LABELS[(first.weekday() + column) % 7]
            parts.append(
                f'<text x="{left + column * (cell + gap) + cell / 2}" y="16" font-size="12" '
                f'text-anchor="middle">{label}</text>'
            )
    for index, entry in enumerate(days):
        row, column = divmod(index, 7)
        if column == 0:
            parts.append(
                f'<text x="4" y="{top + row * (cell + gap) + cell / 2 + 4}" font-size="12">'
                f"{row + 1}주차</text>"
            )
        x = left + column * (cell + gap)
        y = top + row * (cell + gap)
        parts.append(
            f'<rect class="day {entry.status}" data-day="{entry.day.isoformat()}" '
            f'x="{x}" y="{y}" width="{cell}" height="{cell}" rx="4" '
            f'fill="{STATUS_FILL[entry.status]}" stroke="#aab7b8">'
            f"<title>{entry.day.isoformat()} {STATUS_LABELS[entry.status]}</title></rect>"
        )
        parts.append(
            f'<text x="{x + cell / 2}" y="{y + cell / 2 + 4}" font-size="11" '
            f'text-anchor="middle">{entry.day.day}</text>'
        )
    legend_y = top + rows * (cell + gap) + 18
    legend_x = 4
    for status in ("done", "partial", "held", "missed"):
        parts.append(
            f'<rect x="{legend_x}" y="{legend_y - 10}" width="12" height="12" '
            f'fill="{STATUS_FILL[status]}" stroke="#aab7b8"/>'
        )
        label = STATUS_LABELS[status]
        parts.append(f'<text x="{legend_x + 16}" y="{legend_y}" font-size="11">{label}</text>')
        legend_x += legend_step
    parts.append("</svg>")
    return "".join(parts)
