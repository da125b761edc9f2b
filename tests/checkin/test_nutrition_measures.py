"""Pure measurements: 7-day means, the EMA trend, the weekly rate, coverage and gaps."""

from __future__ import annotations

from datetime import date, timedelta
from decimal import Decimal
from typing import Any

from services.checkin.events.schemas import StoredEvent
from services.checkin.nutrition import measures
from services.checkin.nutrition.measures import WeighIn, Window

MONDAY = date(2026, 12, 7)


def weigh_ins(start: date, values: list[str | None]) -> list[WeighIn]:
    return [
        WeighIn(start + timedelta(days=index), Decimal(value), f"e-{start + timedelta(days=index)}")
        for index, value in enumerate(values)
        if value is not None
    ]


def test_window_mean_is_rounded_half_up_to_centi_kg_and_names_its_events():
    series = weigh_ins(MONDAY, ["70.0", "70.1", "70.0", "70.2", "70.1"])
    stats = measures.window_stats(series, Window(MONDAY, MONDAY + timedelta(days=6)))
    assert stats.mean_kg == Decimal("70.08")
    assert stats.samples == 5
    assert stats.event_ids == tuple(entry.event_id for entry in series)


def test_a_window_without_weigh_ins_has_no_mean():
    stats = measures.window_stats([], Window(MONDAY, MONDAY + timedelta(days=6)))
    assert (stats.mean_kg, stats.samples, stats.event_ids) == (None, 0, ())


def test_weekly_rate_comes_from_the_rounded_means():
    assert measures.weekly_rate_percent(Decimal("70.08"), Decimal("70.24")) == Decimal("0.23")
    assert measures.weekly_rate_percent(Decimal("80.00"), Decimal("79.96")) == Decimal("-0.05")


def test_ema_trend_starts_at_the_first_weigh_in_and_moves_a_tenth_of_the_way():
    smooth = weigh_ins(MONDAY, ["70.0", "70.1", "70.0", "70.2", "70.1"])
    smooth += weigh_ins(MONDAY + timedelta(days=7), ["70.2", "70.3", "70.2", "70.2", "70.3"])
    assert measures.ema_trend(smooth, MONDAY + timedelta(days=13)) == Decimal("70.12")
    noisy = weigh_ins(MONDAY, ["69.6", "70.5", "69.9", "70.4", "70.0"])
    noisy += weigh_ins(MONDAY + timedelta(days=7), ["70.8", "69.8", "70.6", "69.9", "70.1"])
    assert measures.ema_trend(noisy, MONDAY + timedelta(days=13)) == Decimal("69.97")


def test_ema_trend_skips_missing_days_instead_of_inventing_weights():
    gappy = weigh_ins(MONDAY, ["70.0", None, None, "71.0"])
    assert measures.ema_trend(gappy, MONDAY + timedelta(days=10)) == Decimal("70.10")
    assert measures.ema_trend(gappy, MONDAY - timedelta(days=1)) is None


def test_longest_gap_counts_silences_reaching_into_the_span_and_up_to_now():
    days = [MONDAY, MONDAY + timedelta(days=15), MONDAY + timedelta(days=16)]
    span_start = MONDAY + timedelta(days=7)
    assert measures.longest_gap_days(days, span_start, MONDAY + timedelta(days=20)) == 15
    # A gap that closed before the span does not count; the silence since the last does.
    early = [MONDAY - timedelta(days=30), MONDAY, MONDAY + timedelta(days=8)]
    assert measures.longest_gap_days(early, span_start, MONDAY + timedelta(days=13)) == 8
    assert measures.longest_gap_days([], span_start, MONDAY) is None


def test_coverage_rounds_down_so_a_short_week_never_rounds_into_enough():
    assert measures.coverage_ratio(3, 5) == Decimal("0.60")
    assert measures.coverage_ratio(2, 3) == Decimal("0.66")
    assert measures.coverage_ratio(0, 0) == Decimal("0.00")
    assert Window(MONDAY, MONDAY + timedelta(days=6)).weekdays() == 5


def test_intake_summary_means_logged_days_only():
    intakes = [
        measures.Intake(MONDAY, 2400, "a"),
        measures.Intake(MONDAY + timedelta(days=1), 2601, "b"),
        measures.Intake(MONDAY + timedelta(days=9), 9000, "c"),
    ]
    mean, days, ids = measures.intake_summary(intakes, Window(MONDAY, MONDAY + timedelta(days=6)))
    assert (mean, days, ids) == (Decimal("2501"), 2, ("a", "b"))


def _stored(sequence: int, payload: dict[str, Any], event_type: str = "checkin") -> StoredEvent:
    return StoredEvent(
        event_id=f"00000000-0000-0000-0000-{sequence:012d}",
        customer_id="kim-pilot",
        sequence=sequence,
        event_type=event_type,
        dedupe_key=f"checkin:kim-pilot:{payload['kst_date']}",
        supersedes=None,
        schema_version=1,
        payload=payload,
        content_digest="0" * 64,
        appended_by="operator",
        recorded_at="2026-12-07T01:00:00.000000Z",
        previous_row_digest="0" * 64,
        row_digest="0" * 64,
    )


def test_stream_facts_reads_weights_intake_holds_and_pain_from_typed_events():
    safe = {"level": "none", "signals": [], "coaching_held": False, "reasons": []}
    held = {
        "level": "monitor",
        "signals": ["pain"],
        "coaching_held": True,
        "reasons": [
            {
                "class": "pain",
                "source_flow": "customer_checkin",
                "matched_field": "pain_text",
                "excerpt": "무릎 통증",
                "rule_id": "S2",
            }
        ],
    }
    first = _stored(
        1,
        {
            "kst_date": "2026-12-07",
            "morning_weight_kg": 70.2,
            "calories": 2300,
            "completeness": "partial",
            "safety": safe,
        },
    )
    second = _stored(
        2,
        {
            "kst_date": "2026-12-08",
            "pain": {"present": True, "text": "무릎 통증"},
            "completeness": "partial",
            "safety": held,
        },
    )
    facts = measures.stream_facts([first, second])
    assert [(w.day, w.kg) for w in facts.weigh_ins] == [(MONDAY, Decimal("70.2"))]
    assert [i.kcal for i in facts.intakes] == [2300]
    assert [f.event_id for f in facts.safety_holds] == [second.event_id]
    assert [f.event_id for f in facts.pain_reports] == [second.event_id]
