"""The controlled proof: four surfaces × twelve distinct synthetic capsules, in shadow mode,
through the real coordinator (app, journal, identity key, SDK, validator).

``test_proof_against_the_fake_server`` runs in every ``make test``. The live variant is
opt-in (marker ``live_korean_expression``): it uses the real OpenAI endpoint when
``OPENAI_API_KEY`` is present and the fake server otherwise, so selecting it never runs
zero tests. Run it with ``pytest -m live_korean_expression tests/expression``.
"""

import json
import os
from datetime import date

import pytest

from services.expression.provider.client import default_transport
from shared.presentation import (
    AdaptiveArtifactIdentity,
    ArtifactIdentity,
    DailyArtifactIdentity,
    WeeklyArtifactIdentity,
)
from tests.expression.conftest import request_for
from tests.fakes import openai_server as fake
from tests.shared.surfaces.examples import all_surfaces

CAPSULES_PER_SURFACE = 12


def _identity(version: str, index: int) -> ArtifactIdentity:
    if version == "daily.v1":
        return DailyArtifactIdentity(finalized_event_id=f"proof-evt-{index}")
    if version == "weekly.v1":
        return WeeklyArtifactIdentity(
            schedule_key=f"proof-sched-{index}", task_kind="weekly", kst_day=date(2026, 12, 4)
        )
    return AdaptiveArtifactIdentity(
        session_id=f"proof-session-{version}-{index}",
        proposal_digest=f"{index:064x}",
        revision=index,
        card_kind="card",
    )


def run_proof(harness) -> dict[str, list[str]]:
    """Present every synthetic surface once; assert the shadow contract for each result."""
    outcomes: dict[str, list[str]] = {}
    for version, surfaces in all_surfaces().items():
        assert len(surfaces) == CAPSULES_PER_SURFACE
        for index, surface in enumerate(surfaces):
            candidate = harness.present(request_for(surface, _identity(version, index)))
            # Shadow: the caller only ever sees the exact canonical bytes.
            assert candidate["rendered_body"] == surface.body
            assert candidate["selected"] is False
            outcomes.setdefault(version, []).append(candidate["outcome"])
    harness.flush()
    return outcomes


def _assert_all_accepted(harness, outcomes, calls):
    assert {v: set(o) for v, o in outcomes.items()} == {
        version: {"shadow_selected"} for version in outcomes
    }, outcomes
    assert sum(len(o) for o in outcomes.values()) == 48
    rows = harness.journal()
    terminals = [row for row in rows if row["state"] == "finalized"]
    assert len(terminals) == 48 and {row["outcome"] for row in terminals} == {"shadow_selected"}
    assert len({row["artifact_key"] for row in rows}) == 48
    assert calls == 48
    # No selected text in any durable artifact, log line or telemetry event.
    everything = (
        harness.log.getvalue() + json.dumps(harness.telemetry) + json.dumps(rows, default=str)
    )
    for lead in fake.BENIGN_LEADS:
        assert lead.rstrip(",") not in everything


def test_proof_against_the_fake_server(expression_app):
    harness = expression_app(mode="shadow")
    harness.fake.default = lambda capsule: fake.valid(seed=harness.fake.count)(capsule)
    outcomes = run_proof(harness)
    _assert_all_accepted(harness, outcomes, harness.fake.count)
    capsules = {json.dumps(r.capsule, sort_keys=True) for r in harness.fake.requests}
    assert len(capsules) == 48  # forty-eight distinct capsules


@pytest.mark.live_korean_expression
def test_proof_against_the_configured_endpoint(expression_app):
    key_present = bool(os.environ.get("OPENAI_API_KEY"))
    if key_present:
        harness = expression_app(mode="shadow", environ=os.environ, transport=default_transport)
    else:
        harness = expression_app(mode="shadow")
        harness.fake.default = lambda capsule: fake.valid(seed=harness.fake.count)(capsule)
    outcomes = run_proof(harness)
    calls = sum(1 for row in harness.journal() if row["state"] == "attempt_started")
    _assert_all_accepted(harness, outcomes, calls)
