"""AC1 through the HTTP API: drafts, consent, G1-G5 guarded activation, disable, routing."""

from __future__ import annotations

import json

import pytest

from services.checkin.registry.rules import CONSENT_VERSION
from tests.checkin import factories
from tests.checkin.conftest import CUSTOMER_ID, activate, grant_consent, ok, register_draft
from tests.support.services import problem


def _entry(operator, customer_id=CUSTOMER_ID):
    document = ok(operator.get("/v1/admin/registry"))["document"]
    return next(e for e in document["customers"] if e["spec"]["customer_id"] == customer_id)


def _refusal(response):
    assert response.status_code == 409, response.text
    body = problem(response)
    assert body["type"].endswith("activation-refused")
    return body


def test_all_guards_passing_enables_the_customer(operator, registered):
    result = ok(activate(operator))
    assert result["activated"] is True and result["enabled"] is True
    assert _entry(operator)["enabled"] is True
    actions = [
        t["action"] for t in ok(operator.get(f"/v1/admin/customers/{CUSTOMER_ID}/transitions"))
    ]
    assert actions == ["customer_added", "consent_granted", "activated"]


def test_g1_refuses_when_records_mention_another_customer(operator, registered):
    ok(
        operator.put(
            "/v1/admin/customers/lee-other",
            json=factories.draft(
                customer=factories.triple(810002), trainer=factories.triple(910002)
            ),
        )
    )
    note = "lee-other 회원과 같은 시간에 기록"  # another customer's id in this customer's record
    ok(
        operator.post(
            f"/v1/customers/{CUSTOMER_ID}/records/satisfaction",
            json={"score": 9, "collected_on": "2026-12-08", "note": note},
        ),
        201,
    )
    body = _refusal(activate(operator))
    assert body["reason_codes"] == ["G1_ISOLATION"]
    assert "G1:other_customer_id_in_records" in body["findings"]
    assert _entry(operator)["enabled"] is False


def test_g1_refuses_when_records_carry_the_owners_personal_identifier(operator, registered):
    note = f"운영자 개인 채팅 {factories.OWNER['chat_id']} 로 연락"
    ok(
        operator.post(
            f"/v1/customers/{CUSTOMER_ID}/records/satisfaction",
            json={"score": 9, "collected_on": "2026-12-08", "note": note},
        ),
        201,
    )
    body = _refusal(activate(operator))
    assert body["reason_codes"] == ["G1_ISOLATION"]
    assert body["findings"] == ["G1:personal_identifier_in_records"]
    assert _entry(operator)["enabled"] is False


def test_g2_refuses_a_plan_without_exactly_twelve_weeks(operator):
    register_draft(
        operator,
        customer=factories.CUSTOMER,
        trainer=factories.TRAINER,
        plan=factories.plan(weeks=11),
    )
    grant_consent(operator)
    body = _refusal(activate(operator))
    assert body["reason_codes"] == ["G2_PLAN"]
    assert body["findings"] == ["G2:plan_not_12_weeks"]
    assert _entry(operator)["enabled"] is False


def test_g2_refuses_a_plan_without_a_start_date(operator):
    plan = factories.plan()
    plan["starts_on"] = None
    register_draft(operator, customer=factories.CUSTOMER, trainer=factories.TRAINER, plan=plan)
    grant_consent(operator)
    assert _refusal(activate(operator))["reason_codes"] == ["G2_PLAN"]


@pytest.mark.parametrize(
    ("consent_request", "finding"),
    [
        (None, "G3:consent_missing"),
        (
            {"action": "grant", "provider_terms_checked": False},
            "G3:provider_terms_not_checked_for_version",
        ),
    ],
)
def test_g3_refuses_without_granted_consent_and_checked_provider_terms(
    operator, consent_request, finding
):
    register_draft(operator)
    if consent_request:
        ok(operator.post(f"/v1/admin/customers/{CUSTOMER_ID}/consent", json=consent_request))
    body = _refusal(activate(operator))
    assert body["reason_codes"] == ["G3_CONSENT"]
    assert body["findings"] == [finding]
    assert _entry(operator)["enabled"] is False


def test_g3_refuses_revoked_consent(operator, registered):
    ok(operator.post(f"/v1/admin/customers/{CUSTOMER_ID}/consent", json={"action": "revoke"}))
    assert _refusal(activate(operator))["findings"] == ["G3:consent_not_granted"]


@pytest.mark.parametrize(
    ("customer", "trainer", "finding"),
    [
        (factories.CUSTOMER, factories.CUSTOMER, "G4:customer_equals_trainer"),
        (
            {"user_id": 800001, "chat_id": 800002, "topic_id": None},
            factories.TRAINER,
            "G4:customer_private_chat_mismatch",
        ),
        (
            factories.CUSTOMER,
            {"user_id": 0, "chat_id": -1009, "topic_id": None},
            "G4:trainer_user_id_invalid",
        ),
        (factories.OWNER, factories.TRAINER, "G4:owner_equals_customer"),
        (factories.CUSTOMER, None, "G4:trainer_missing"),
    ],
)
def test_g4_refuses_missing_malformed_or_colliding_triples(operator, customer, trainer, finding):
    ok(operator.put("/v1/admin/owner", json={"owner": factories.OWNER}))
    ok(
        operator.put(
            f"/v1/admin/customers/{CUSTOMER_ID}",
            json={"customer": customer, "trainer": trainer, "plan": factories.plan()},
        )
    )
    grant_consent(operator)
    body = _refusal(activate(operator))
    assert body["reason_codes"] == ["G4_IDENTITIES"]
    assert finding in body["findings"]
    assert _entry(operator)["enabled"] is False


def test_g4_refuses_without_an_owner(operator):
    ok(operator.put(f"/v1/admin/customers/{CUSTOMER_ID}", json=factories.draft()))
    grant_consent(operator)
    body = _refusal(activate(operator))
    assert body["reason_codes"] == ["G4_IDENTITIES"]
    assert body["findings"] == ["G4:owner_missing"]


def test_g4_refuses_a_trainer_already_bound_to_another_enabled_customer(operator, enabled):
    ok(
        operator.put(
            "/v1/admin/customers/lee-other", json=factories.draft(customer=factories.triple(810002))
        )
    )  # same trainer triple as the enabled customer
    grant_consent(operator, "lee-other")
    body = _refusal(activate(operator, "lee-other"))
    assert body["reason_codes"] == ["G4_IDENTITIES"]
    assert body["findings"] == ["G4:trainer_bound_to_another_customer"]


@pytest.mark.parametrize(
    ("evidence", "finding"),
    [
        ("not json", "G5:checklist_not_json"),
        ("[true]", "G5:checklist_not_an_object"),
        (
            factories.CHECKLIST_OK.replace('"token_rotated": true', '"token_rotated": false'),
            "G5:checklist_not_true:token_rotated",
        ),
        (
            factories.CHECKLIST_OK.replace(
                '"manual_fallback_doc": true', '"manual_fallback_doc": "true"'
            ),
            "G5:checklist_not_true:manual_fallback_doc",
        ),
        (
            json.dumps(
                dict.fromkeys(
                    [
                        "token_rotated",
                        "missend_test_passed",
                        "provider_terms_checked",
                        "withdrawal_deletion_doc",
                        "retention_backup_doc",
                    ],
                    True,
                )
            ),
            "G5:checklist_missing:manual_fallback_doc",
        ),
    ],
)
def test_g5_refuses_checklist_evidence_that_is_not_all_true(
    operator, registered, evidence, finding
):
    body = _refusal(activate(operator, evidence=evidence))
    assert body["reason_codes"] == ["G5_EVIDENCE"]
    assert body["findings"] == [finding]
    assert _entry(operator)["enabled"] is False


def test_every_failing_guard_is_reported_and_the_refusal_is_audited(operator):
    ok(
        operator.put(
            f"/v1/admin/customers/{CUSTOMER_ID}",
            json={"customer": factories.CUSTOMER, "trainer": None, "plan": None},
        )
    )
    body = _refusal(activate(operator, evidence="{}"))
    assert body["reason_codes"] == ["G2_PLAN", "G3_CONSENT", "G4_IDENTITIES", "G5_EVIDENCE"]
    transitions = ok(operator.get(f"/v1/admin/customers/{CUSTOMER_ID}/transitions"))
    assert transitions[-1]["action"] == "activation_refused"
    assert transitions[-1]["entry"]["enabled"] is False
    assert transitions[-1]["detail"]["reason_codes"] == body["reason_codes"]


def test_there_is_no_direct_enable_path_in_the_api(operator, registered):
    enabling = factories.draft() | {"enabled": True}
    response = operator.put(f"/v1/admin/customers/{CUSTOMER_ID}", json=enabling)
    assert response.status_code == 422
    assert _entry(operator)["enabled"] is False
    paths = ok(operator.get("/openapi.json"))["paths"]
    enabling_routes = [p for p in paths if "enable" in p and not p.endswith("/disable")]
    assert enabling_routes == []


def test_disable_is_always_allowed_and_immediate(operator, gateway, enabled):
    assert (
        ok(gateway.post("/v1/routing/resolve", json={"triple": factories.CUSTOMER}))["role"]
        == "customer"
    )
    entry = ok(operator.post(f"/v1/admin/customers/{CUSTOMER_ID}/disable", json={}))
    assert entry["enabled"] is False
    assert ok(gateway.post("/v1/routing/resolve", json={"triple": factories.CUSTOMER})) == {
        "role": "unknown",
        "customer_id": None,
    }
    # Disabling a disabled customer is fine too (and records nothing new).
    before = len(ok(operator.get(f"/v1/admin/customers/{CUSTOMER_ID}/transitions")))
    ok(operator.post(f"/v1/admin/customers/{CUSTOMER_ID}/disable", json={}))
    assert len(ok(operator.get(f"/v1/admin/customers/{CUSTOMER_ID}/transitions"))) == before


def test_an_enabled_customer_cannot_be_edited_without_disabling(operator, enabled):
    response = operator.put(f"/v1/admin/customers/{CUSTOMER_ID}", json=factories.draft())
    assert response.status_code == 409
    assert problem(response)["type"].endswith("customer-enabled")


def test_revoking_consent_disables_at_once(operator, enabled):
    entry = ok(
        operator.post(f"/v1/admin/customers/{CUSTOMER_ID}/consent", json={"action": "revoke"})
    )
    assert entry["enabled"] is False and entry["spec"]["consent"]["granted"] is False


@pytest.mark.parametrize(
    "owner",
    [
        {"user_id": 0, "chat_id": 5, "topic_id": None},  # malformed
        factories.CUSTOMER,  # collides with the enabled customer
        factories.TRAINER,  # collides with the bound trainer
    ],
)
def test_owner_change_that_breaks_an_enabled_entry_is_refused(operator, enabled, owner):
    response = operator.put("/v1/admin/owner", json={"owner": owner})
    assert response.status_code == 409
    body = problem(response)
    assert body["type"].endswith("registry-invariant")
    assert "enabled customer violates the registry invariant: G4:owner_" in body["detail"]
    assert str(owner["user_id"]) not in body["detail"]
    assert ok(operator.get("/v1/admin/registry"))["document"]["owner"] == factories.OWNER


def test_routing_resolves_exact_triples_only(gateway, enabled):
    def role(triple):
        return ok(gateway.post("/v1/routing/resolve", json={"triple": triple}))

    assert role(factories.OWNER) == {"role": "owner", "customer_id": None}
    assert role(factories.CUSTOMER) == {"role": "customer", "customer_id": CUSTOMER_ID}
    assert role(factories.TRAINER) == {"role": "trainer", "customer_id": CUSTOMER_ID}
    near_trainer = dict(factories.TRAINER, topic_id=8)
    assert role(near_trainer) == {"role": "unknown", "customer_id": None}


def test_destinations_pin_changes_only_with_this_customers_registry_state(
    operator, delivery, enabled
):
    first = ok(delivery.get(f"/v1/customers/{CUSTOMER_ID}/destinations"))
    assert first["enabled"] is True and first["consent_granted"] is True
    assert first["customer"] == factories.CUSTOMER and first["owner"] == factories.OWNER
    ok(
        operator.put(
            "/v1/admin/customers/lee-other",
            json=factories.draft(
                customer=factories.triple(810002), trainer=factories.triple(910002)
            ),
        )
    )
    assert (
        ok(delivery.get(f"/v1/customers/{CUSTOMER_ID}/destinations"))["registry_revision"]
        == first["registry_revision"]
    )
    ok(operator.post(f"/v1/admin/customers/{CUSTOMER_ID}/disable", json={}))
    assert (
        ok(delivery.get(f"/v1/customers/{CUSTOMER_ID}/destinations"))["registry_revision"]
        != first["registry_revision"]
    )


def test_unknown_customer_destinations_are_not_found(delivery, enabled):
    assert delivery.get("/v1/customers/nobody-here/destinations").status_code == 404


def test_admin_routes_refuse_other_callers(delivery, gateway, registered):
    for client in (delivery, gateway):
        response = activate(client)
        assert response.status_code == 403
        assert problem(response)["type"].endswith("caller-not-allowed")


def test_destinations_name_the_consent_version_in_force(delivery, enabled):
    destinations = ok(delivery.get(f"/v1/customers/{CUSTOMER_ID}/destinations"))
    assert destinations["consent_version"] == CONSENT_VERSION


def test_the_gateway_lists_only_enabled_customer_ids(operator, gateway, delivery, enabled):
    ok(
        operator.put(
            "/v1/admin/customers/lee-other",
            json=factories.draft(
                customer=factories.triple(810002), trainer=factories.triple(910002)
            ),
        )
    )
    assert ok(gateway.get("/v1/customers")) == {"customer_ids": [CUSTOMER_ID]}
    ok(operator.post(f"/v1/admin/customers/{CUSTOMER_ID}/disable", json={}))
    assert ok(gateway.get("/v1/customers")) == {"customer_ids": []}
    assert delivery.get("/v1/customers").status_code == 403


def test_the_gateway_reads_every_chat_the_registry_names_and_nothing_else(
    operator, gateway, delivery, enabled
):
    # a disabled draft whose trainer shares the enabled customer's trainer chat and topic
    shared_trainer = factories.triple(
        910002, factories.TRAINER["chat_id"], factories.TRAINER["topic_id"]
    )
    ok(
        operator.put(
            "/v1/admin/customers/lee-other",
            json=factories.draft(customer=factories.triple(810002), trainer=shared_trainer),
        )
    )
    ok(operator.post(f"/v1/admin/customers/{CUSTOMER_ID}/disable", json={}))
    assert ok(gateway.get("/v1/routing/destinations")) == {
        "destinations": [
            {"chat_id": -100900001, "topic_id": 7},
            {"chat_id": 700001, "topic_id": None},
            {"chat_id": 800001, "topic_id": None},
            {"chat_id": 810002, "topic_id": None},
        ]
    }
    for client in (operator, delivery):
        refused = client.get("/v1/routing/destinations")
        assert refused.status_code == 403
        assert problem(refused)["type"].endswith("caller-not-allowed")


def _owner_rows(database) -> int:
    from sqlalchemy import text

    with database.engine() as engine, engine.connect() as connection:
        query = "SELECT count(*) FROM checkin.registry_transition WHERE stream = 'owner'"
        return int(connection.execute(text(query)).scalar_one())


def test_setting_the_owner_already_set_records_nothing(operator, enabled, database):
    """Each PUT of the same owner once re-validated every enabled customer and logged a row
    that changed nothing (the pilot sets it once per registration)."""
    before = _owner_rows(database)
    first = ok(operator.put("/v1/admin/owner", json={"owner": factories.OWNER}))
    assert _owner_rows(database) == before
    assert first["document"]["owner"] == factories.OWNER
    assert first["document_digest"] == ok(operator.get("/v1/admin/registry"))["document_digest"]
    moved = {"user_id": 700002, "chat_id": 700002, "topic_id": None}
    assert ok(operator.put("/v1/admin/owner", json={"owner": moved}))["document"]["owner"] == moved
    assert _owner_rows(database) == before + 1
