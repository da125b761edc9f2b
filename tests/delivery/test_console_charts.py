"""The console's SVG charts: EMA trend line and the 28-day check-in heat map."""

from __future__ import annotations

from datetime import date, timedelta

import pytest

from services.delivery.console import charts

START = date(2026, 12, 7)  # a Monday


def test_ema_smooths_with_alpha_one_tenth():
    assert charts.ema([70.0, 71.0, 70.0]) == pytest.approx([70.0, 70.1, 70.09])


def test_weight_chart_draws_every_weight_and_one_trend_line():
    points = [(START + timedelta(days=i), 70.0 + i * 0.1) for i in range(5)]
    svg = charts.weight_chart(points)
    assert svg.startswith("<svg") and svg.endswith("</svg>")
    assert svg.count('class="weight"') == 5 and svg.count('class="trend"') == 1
    assert "2026-12-07 70.0kg" in svg


def test_an_empty_weight_chart_says_so():
    assert "아직 기록된 체중이 없습니다." in charts.weight_chart([])


def test_calendar_days_classify_the_whole_window():
    checkins = {
        START: "done",
        START + timedelta(days=1): "partial",
        START + timedelta(days=2): "held",
    }
    days = charts.calendar_days(START, START + timedelta(days=10), checkins)
    statuses = [d.status for d in days]
    assert len(days) == 28
    assert statuses[:7] == ["done", "partial", "held", "missed", "missed", "weekend", "weekend"]
    assert statuses[11] == "upcoming" and statuses[12] == "weekend"


def test_calendar_svg_has_four_week_rows_and_a_legend():
    svg = charts.checkin_calendar(charts.calendar_days(START, START, {START: "done"}))
    assert svg.count('class="day ') == 28
    assert "4주차" in svg and "체크인 완료" in svg
