"""The session state machine, its generation fence and the effective provider deadline."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest

from services.diagnostics.sessions.rules import (
    SessionTransitionRefused,
    effective_timeout,
    next_generation,
)

NOW = datetime(2026, 12, 3, 3, 0, tzinfo=UTC)


@pytest.mark.parametrize(
    ("state", "to_state"),
    [("prepared", "active"), ("prepared", "detaching"), ("active", "detaching"),
     ("detaching", "closed"), ("detaching", "expired")],
)  # fmt: skip
def test_every_allowed_transition_increments_the_generation(state, to_state):
    assert next_generation(state=state, generation=4, to_state=to_state, expected_generation=4) == 5


@pytest.mark.parametrize(
    ("state", "to_state"),
    [("active", "closed"), ("active", "active"), ("prepared", "closed"), ("detaching", "active"),
     ("closed", "active"), ("expired", "detaching"), ("closed", "detaching")],
)  # fmt: skip
def test_a_skipped_or_backward_transition_is_refused(state, to_state):
    with pytest.raises(SessionTransitionRefused) as refused:
        next_generation(state=state, generation=2, to_state=to_state, expected_generation=None)
    assert refused.value.reason == f"{state}_cannot_become_{to_state}"


def test_a_stale_generation_is_refused_before_the_state_is_looked_at():
    with pytest.raises(SessionTransitionRefused) as refused:
        next_generation(state="active", generation=3, to_state="detaching", expected_generation=2)
    assert (refused.value.reason, refused.value.generation) == ("stale_generation", 3)


@pytest.mark.parametrize(
    ("spec", "transport", "left", "expected"),
    [(10, 30, 3600, 10.0), (30, 5, 3600, 5.0), (30, 30, 7.9, 7.0), (10, 30, 0.5, 0.0),
     (10, 30, -3, -3.0)],
)  # fmt: skip
def test_effective_timeout_is_the_least_of_spec_transport_and_whole_seconds_left(
    spec, transport, left, expected
):
    expires = NOW + timedelta(seconds=left)
    assert (
        effective_timeout(
            spec_seconds=spec, transport_seconds=transport, expires_at=expires, now=NOW
        )
        == expected
    )
