"""Checkin's evidence domains: read as the audit role, coherent, and physically read-only."""

from __future__ import annotations

import pytest
from sqlalchemy import text

from shared.canonical import sha256_hex
from shared.contracts.evidence import DOMAIN_TABLES, EvidenceDomain, domain_lines
from shared.db.roles import audit_role
from tests.checkin.conftest import CUSTOMER_ID, activate, grant_consent, ok, register_draft
from tests.checkin.factories import START
from tests.checkin.flows import F_NORMAL_1, kst_noon, run_checkin
from tests.support.evidence import nonce_inserts, schema_state, without_nonces
from tests.support.services import build_app, problem, signed_client

DOMAINS: tuple[EvidenceDomain, ...] = ("registry", "wizard", "canonical_events", "adaptive")


@pytest.fixture
def fresh_app(database, secrets, clock, checkin_peers):
    """A new checkin app per phase: leaving an app's lifespan closes its connections (so
    Postgres flushes their counters), and an app is not meant to start twice."""

    def build():
        return build_app(
            "checkin",
            database,
            secrets,
            clock=clock,
            services=checkin_peers,
            checkin={"outbox_relay_interval_seconds": 0},
        )

    return build


def _seed(app, secrets, clock) -> None:
    """An enabled customer with one finalized check-in; every connection closed after."""
    with (
        signed_client(app, "operator", secrets, clock) as operator,
        signed_client(app, "gateway", secrets, clock) as gateway,
    ):
        register_draft(operator)
        grant_consent(operator)
        ok(activate(operator))
        clock.set(kst_noon(START))
        run_checkin(gateway, CUSTOMER_ID, F_NORMAL_1)


def _snapshot(client, domain: str):
    return client.get(f"/audit/snapshot/{domain}", params={"customer_id": CUSTOMER_ID})


def test_every_domain_returns_its_tables_and_a_token_over_exactly_those_bytes(
    fresh_app, secrets, clock
):
    _seed(fresh_app(), secrets, clock)
    with signed_client(fresh_app(), "diagnostics", secrets, clock) as diagnostics:
        snapshots = {domain: ok(_snapshot(diagnostics, domain)) for domain in DOMAINS}
        tokens = {
            domain: ok(
                diagnostics.get(
                    f"/audit/snapshot/{domain}/token", params={"customer_id": CUSTOMER_ID}
                )
            )
            for domain in DOMAINS
        }
    for domain, snapshot in snapshots.items():
        assert set(snapshot["tables"]) == set(DOMAIN_TABLES[domain])
        assert snapshot["token"] == tokens[domain], domain
        lines = domain_lines(domain, snapshot["tables"])
        assert snapshot["token"]["content_sha256"] == sha256_hex(lines)
    events = snapshots["canonical_events"]
    assert [row["sequence"] for row in events["tables"]["event"]] == [1]
    assert events["token"]["heads"] == {"event": events["tables"]["event"][-1]["row_digest"]}
    assert [row["status"] for row in snapshots["wizard"]["tables"]["flow_session"]] == ["finalized"]
    streams = {row["stream"] for row in snapshots["registry"]["tables"]["registry_transition"]}
    assert streams == {"owner", f"customer:{CUSTOMER_ID}"}


def test_a_snapshot_changes_no_row_and_no_write_counter(fresh_app, secrets, clock, database):
    _seed(fresh_app(), secrets, clock)
    before = schema_state(database, "checkin")
    requests = 0
    with signed_client(fresh_app(), "diagnostics", secrets, clock) as diagnostics:
        for domain in DOMAINS:
            ok(_snapshot(diagnostics, domain))
            requests += 1
        assert (
            diagnostics.get(
                "/audit/snapshot/sends", params={"customer_id": CUSTOMER_ID}
            ).status_code
            == 404
        )
        requests += 1
    after = schema_state(database, "checkin")
    assert without_nonces(after) == without_nonces(before)
    # The counters are live: the signed-request layer's one nonce per request shows up.
    assert nonce_inserts(after) - nonce_inserts(before) == requests


def test_a_writable_source_is_refused_before_any_row_is_read(fresh_app, secrets, clock, database):
    _seed(fresh_app(), secrets, clock)
    role = audit_role(database.role_prefix, "checkin")
    with database.engine() as engine, engine.begin() as connection:
        connection.execute(text(f'GRANT INSERT ON checkin.event TO "{role}"'))
    before = schema_state(database, "checkin")
    with signed_client(fresh_app(), "diagnostics", secrets, clock) as diagnostics:
        refused = _snapshot(diagnostics, "canonical_events")
    after = schema_state(database, "checkin")
    assert refused.status_code == 409
    body = problem(refused)
    assert body["type"].endswith("evidence-source-unsafe")
    assert body["reason"] == "writable:checkin.event"
    assert "tables" not in body
    assert without_nonces(after) == without_nonces(before)


def test_a_missing_table_is_an_unsafe_source(fresh_app, secrets, clock, database):
    _seed(fresh_app(), secrets, clock)
    with database.engine() as engine, engine.begin() as connection:
        connection.execute(text("ALTER TABLE checkin.flow_session RENAME TO flow_session_moved"))
    with signed_client(fresh_app(), "diagnostics", secrets, clock) as diagnostics:
        refused = _snapshot(diagnostics, "wizard")
    assert refused.status_code == 409
    assert problem(refused)["reason"] == "missing:checkin.flow_session"


def test_a_broken_event_chain_is_refused_not_exported(fresh_app, secrets, clock, database):
    _seed(fresh_app(), secrets, clock)
    with database.engine() as engine, engine.begin() as connection:
        connection.execute(text("ALTER TABLE checkin.event DISABLE TRIGGER USER"))
        connection.execute(text("UPDATE checkin.event SET appended_by = 'someone-else'"))
        connection.execute(text("ALTER TABLE checkin.event ENABLE TRIGGER USER"))
    with signed_client(fresh_app(), "diagnostics", secrets, clock) as diagnostics:
        refused = _snapshot(diagnostics, "canonical_events")
    assert refused.status_code == 409
    assert problem(refused)["reason"] == "chain_broken:event"


@pytest.mark.parametrize("caller", ["gateway", "delivery"])
def test_only_diagnostics_and_the_operator_may_take_snapshots(app, secrets, clock, caller):
    with signed_client(app, caller, secrets, clock) as client:
        assert _snapshot(client, "registry").status_code == 403


def test_checkin_domains_take_no_link_keys(app, secrets, clock):
    with signed_client(app, "diagnostics", secrets, clock) as diagnostics:
        response = diagnostics.get(
            "/audit/snapshot/registry", params={"customer_id": CUSTOMER_ID, "key": "x.1"}
        )
    assert problem(response)["type"].endswith("evidence-keys-unexpected")
