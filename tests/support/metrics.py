"""Read a service's ``/metrics`` answer the way Prometheus would (its own text parser)."""

from __future__ import annotations

from prometheus_client.parser import text_string_to_metric_families


def samples(text: str, name: str) -> list[tuple[dict[str, str], float]]:
    """Every sample of ``name`` in an exposition, as (labels, value)."""
    return [
        (sample.labels, sample.value)
        for family in text_string_to_metric_families(text)
        for sample in family.samples
        if sample.name == name
    ]


def value(text: str, name: str, **labels: str) -> float | None:
    """The one sample of ``name`` with exactly these labels, or None when absent."""
    found = [v for sample_labels, v in samples(text, name) if sample_labels == labels]
    assert len(found) <= 1, (name, labels, found)
    return found[0] if found else None
