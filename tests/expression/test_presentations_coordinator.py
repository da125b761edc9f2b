"""Coordinator traces: one call at most, claims, expiry, late workers, failures, fallbacks."""

import os
import time
from datetime import timedelta

import pytest
from sqlalchemy import text

from services.expression.identity.keyfile import load_identity_key
from services.expression.identity.rules import artifact_key, identity_fields
from services.expression.journal.rules import start_row
from shared.contracts.presentation import DailyArtifactIdentity
from shared.contracts.surfaces import daily
from shared.hashchain import GENESIS_DIGEST
from tests.expression.conftest import TEST_API_KEY, request_for
from tests.fakes import openai_server as fake
from tests.shared.surfaces.examples import DAILY_COMPLETE

IDENTITY = DailyArtifactIdentity(finalized_event_id="evt-claim-1")
REQUEST = request_for(daily.render(DAILY_COMPLETE), IDENTITY)


def _outcomes(harness):
    return [(row["state"], row["outcome"]) for row in harness.journal()]


def _artifact(harness):
    key = load_identity_key(harness.data_dir)
    return artifact_key(key, identity_fields("daily.v1", IDENTITY))


# ---------------------------------------------------------------- provider failures


@pytest.mark.parametrize(
    ("behaviour", "outcome"),
    [
        (fake.status(429), "provider_error"),
        (fake.status(500), "provider_error"),
        (fake.status(503), "provider_error"),
        (fake.http_body(b"<html>oops</html>", "text/html"), "invalid_response"),
        (fake.content("{not json"), "invalid_response"),
        (fake.content("{}", finish_reason="length"), "invalid_response"),
    ],
    ids=["429", "500", "503", "html-body", "malformed-json", "truncated"],
)
def test_each_provider_failure_makes_exactly_one_request_and_answers_canonical(
    expression_app, behaviour, outcome
):
    harness = expression_app(mode="enabled")
    harness.fake.script(behaviour)
    candidate = harness.present(REQUEST)
    assert candidate["outcome"] == outcome
    assert candidate["rendered_body"] == REQUEST.surface.body and not candidate["selected"]
    assert harness.fake.count == 1
    assert _outcomes(harness) == [("attempt_started", "attempt_started"), ("finalized", outcome)]
    # A replay of the same artifact never tries again.
    assert harness.present(REQUEST)["outcome"] == "canonical_already_attempted"
    assert harness.fake.count == 1


def test_missing_key_is_credential_unavailable_with_zero_http(expression_app):
    harness = expression_app(mode="enabled", environ={})
    candidate = harness.present(REQUEST)
    assert candidate["outcome"] == "credential_unavailable"
    assert harness.fake.count == 0
    assert _outcomes(harness)[-1] == ("finalized", "credential_unavailable")


@pytest.mark.parametrize("value", ["", "   ", f" {TEST_API_KEY}"])
def test_blank_or_padded_key_counts_as_missing(expression_app, value):
    harness = expression_app(mode="enabled", environ={"OPENAI_API_KEY": value})
    assert harness.present(REQUEST)["outcome"] == "credential_unavailable"
    assert harness.fake.count == 0


def test_only_openai_api_key_is_used_and_friends_are_ignored(expression_app, monkeypatch):
    monkeypatch.setenv("OPENAI_API_KEY", TEST_API_KEY)
    monkeypatch.setenv("OPENAI_BASE_URL", "http://127.0.0.1:9/evil")
    monkeypatch.setenv("OPENAI_API_BASE", "http://127.0.0.1:9/evil")
    monkeypatch.setenv("OPENAI_ORG_ID", "org-evil")
    monkeypatch.setenv("OPENAI_PROJECT_ID", "proj-evil")
    monkeypatch.setenv("OPENAI_CUSTOM_HEADERS", "X-Evil: yes")
    monkeypatch.setenv("HTTPS_PROXY", "http://127.0.0.1:9")
    harness = expression_app(mode="enabled", environ=os.environ)
    assert harness.present(REQUEST)["outcome"] == "selected"
    (recorded,) = harness.fake.requests
    assert harness.forwarding.addressed == ["https://api.openai.com/v1/chat/completions"]
    assert recorded.headers["authorization"] == f"Bearer {TEST_API_KEY}"
    lowered = {name.lower() for name in recorded.headers}
    assert not lowered & {"openai-organization", "openai-project", "x-evil"}
    assert "evil" not in repr(recorded.headers)


def test_an_ambient_authorization_header_never_reaches_the_wire(expression_app, monkeypatch):
    monkeypatch.setenv("OPENAI_CUSTOM_HEADERS", "Authorization: Bearer sk-ambient-evil-key-123")
    harness = expression_app(mode="enabled")
    candidate = harness.present(REQUEST)
    # The SDK would send the ambient credential; the egress guard refuses before the wire.
    assert candidate["outcome"] == "provider_error"
    assert harness.fake.count == 0


# ---------------------------------------------------------------- deadlines and late workers


def test_sdk_timeout_is_one_request_and_canonical(expression_app):
    harness = expression_app(mode="enabled")
    harness.fake.script(fake.slow(3.6))
    candidate = harness.present(REQUEST)
    assert candidate["outcome"] == "timeout"
    assert harness.fake.count == 1


def test_worker_deadline_abandons_a_slow_call_and_its_late_result(expression_app):
    harness = expression_app(mode="enabled", worker_deadline=timedelta(seconds=0.3))
    harness.fake.script(fake.slow(1.0))
    candidate = harness.present(REQUEST)
    assert candidate["outcome"] == "timeout" and not candidate["selected"]
    time.sleep(1.3)  # the abandoned worker finishes; nothing may follow from it
    assert harness.fake.count == 1
    assert _outcomes(harness) == [("attempt_started", "attempt_started"), ("finalized", "timeout")]


def test_a_result_arriving_after_the_claim_deadline_is_never_published(expression_app):
    harness = expression_app(mode="enabled")
    harness.fake.script(fake.hook(lambda: harness.clock.advance(timedelta(seconds=5))))
    candidate = harness.present(REQUEST)
    assert candidate["outcome"] == "timeout"
    assert candidate["rendered_body"] == REQUEST.surface.body
    assert harness.fake.count == 1


def test_an_observer_during_the_call_gets_in_flight_and_makes_no_call(expression_app):
    harness = expression_app(mode="enabled")
    observed = []
    coordinator = harness.app.state.coordinator
    harness.fake.script(fake.hook(lambda: observed.append(coordinator.present(REQUEST))))
    owner = harness.present(REQUEST)
    assert owner["outcome"] == "selected"
    assert observed[0].outcome == "in_flight"
    assert observed[0].rendered_body == REQUEST.surface.body and not observed[0].selected
    assert harness.fake.count == 1
    assert [row["state"] for row in harness.journal()] == ["attempt_started"]


def test_observer_after_expiry_closes_the_claim_and_the_late_worker_cannot_publish(
    expression_app,
):
    harness = expression_app(mode="enabled")
    observed = []
    coordinator = harness.app.state.coordinator

    def expire_and_observe():
        harness.clock.advance(timedelta(seconds=5))
        observed.append(coordinator.present(REQUEST))

    harness.fake.script(fake.hook(expire_and_observe))
    owner = harness.present(REQUEST)
    assert observed[0].outcome == "claim_expired_canonical"
    assert owner["outcome"] == "claim_expired_canonical" and not owner["selected"]
    assert owner["rendered_body"] == REQUEST.surface.body
    assert harness.fake.count == 1
    assert _outcomes(harness) == [
        ("attempt_started", "attempt_started"),
        ("finalized", "claim_expired_canonical"),
    ]


def test_restart_before_expiry_is_in_flight_and_after_expiry_is_claim_expired(expression_app):
    harness = expression_app(mode="enabled")
    harness.present(
        request_for(
            daily.render(DAILY_COMPLETE), DailyArtifactIdentity(finalized_event_id="evt-warmup")
        )
    )  # creates the key and today's segment
    artifact = _artifact(harness)
    journal = harness.app.state.coordinator._journal
    crashed = journal.open_attempt(
        artifact_key=artifact, surface="daily.v1", mode="enabled", now=harness.clock.now()
    )
    assert crashed.start["state"] == "attempt_started"
    calls = harness.fake.count
    assert harness.present(REQUEST)["outcome"] == "in_flight"
    harness.clock.advance(timedelta(seconds=4, microseconds=1))
    assert harness.present(REQUEST)["outcome"] == "claim_expired_canonical"
    assert harness.present(REQUEST)["outcome"] == "canonical_already_attempted"
    assert harness.fake.count == calls
    assert _outcomes(harness)[-2:] == [
        ("attempt_started", "attempt_started"),
        ("finalized", "claim_expired_canonical"),
    ]


# ---------------------------------------------------------------- identity key and journal


def _prepare_key(harness):
    load_identity_key(harness.data_dir)
    return harness.data_dir / "korean-expression-v1" / "identity.key"


@pytest.mark.parametrize("damage", ["symlink", "mode", "directory-mode", "owner", "content"])
def test_an_unsafe_identity_key_answers_canonical_with_no_call_and_no_row(
    expression_app, tmp_path, damage
):
    harness = expression_app(mode="enabled")
    key_path = _prepare_key(harness)
    if damage == "symlink":
        target = tmp_path / "elsewhere.key"
        target.write_bytes(key_path.read_bytes())
        target.chmod(0o600)
        key_path.unlink()
        key_path.symlink_to(target)
    elif damage == "mode":
        key_path.chmod(0o644)
    elif damage == "directory-mode":
        key_path.parent.chmod(0o755)
    elif damage == "owner":
        if os.getuid() != 0:
            pytest.skip("changing a file's owner needs root")
        os.chown(key_path, 65534, 65534)
    else:
        key_path.write_text("not-a-key")
    candidate = harness.present(REQUEST)
    assert candidate["outcome"] == "canonical_unavailable"
    assert candidate["rendered_body"] == REQUEST.surface.body
    assert harness.fake.count == 0 and harness.journal() == []


@pytest.mark.parametrize("damage", ["bad-digest", "sequence-gap"])
def test_an_unverifiable_journal_segment_answers_canonical_with_no_call(expression_app, damage):
    harness = expression_app(mode="shadow")
    harness.present(
        request_for(
            daily.render(DAILY_COMPLETE), DailyArtifactIdentity(finalized_event_id="evt-first")
        )
    )
    rows = harness.journal()
    calls = harness.fake.count
    forged = start_row(
        sequence=len(rows) + (2 if damage == "sequence-gap" else 1),
        previous_row_digest=rows[-1]["row_digest"] if damage == "sequence-gap" else GENESIS_DIGEST,
        artifact_key="c" * 64,
        surface="daily.v1",
        mode="shadow",
        attempt_id="d" * 32,
        started_at=harness.clock.now(),
    )
    with harness.database.engine() as engine, engine.begin() as connection:
        columns = ", ".join(forged)
        values = ", ".join(f":{name}" for name in forged)
        connection.execute(
            text(f"INSERT INTO expression.outcome_journal ({columns}) VALUES ({values})"), forged
        )
    candidate = harness.present(REQUEST)
    assert candidate["outcome"] == "canonical_unavailable"
    assert harness.fake.count == calls
    assert len(harness.journal()) == len(rows) + 1


def test_an_unreachable_journal_answers_canonical_with_no_call(expression_app, cluster):
    harness = expression_app(mode="enabled")
    cluster.drop(harness.database)
    candidate = harness.app.state.coordinator.present(REQUEST)
    assert candidate.outcome == "canonical_unavailable"
    assert candidate.rendered_body == REQUEST.surface.body and not candidate.selected
    assert harness.fake.count == 0


# ---------------------------------------------------------------- telemetry


def test_telemetry_has_exactly_the_six_fields_and_a_failing_sink_is_ignored(expression_app):
    harness = expression_app(mode="shadow")
    harness.present(REQUEST)
    harness.flush()
    (event,) = harness.telemetry
    assert set(event) == {
        "event",
        "contract_version",
        "surface",
        "mode",
        "outcome",
        "latency_bucket",
    }
    assert event["event"] == "korean_expression_presentation"
    assert (event["surface"], event["mode"], event["outcome"]) == (
        "daily.v1",
        "shadow",
        "shadow_selected",
    )

    def broken(event):
        raise RuntimeError("sink down")

    failing = expression_app(mode="shadow", sink=broken)
    other = request_for(daily.render(DAILY_COMPLETE), DailyArtifactIdentity(finalized_event_id="x"))
    assert failing.present(other)["outcome"] == "shadow_selected"
