"""The registry's binding mode: ``diagnostic_isolated_v1`` is recorded and served; an
ordinary entry's bytes (and so every registry digest written before the field) are unchanged."""

from __future__ import annotations

from services.checkin.registry.schemas import CustomerEntry, CustomerSpec, RegistryDocument


def test_an_ordinary_entry_serialises_exactly_as_before_the_field_existed():
    spec = CustomerSpec(customer_id="kim-pilot")
    assert "binding_mode" not in spec.model_dump(mode="json")
    legacy = RegistryDocument.model_validate(
        {"customers": [{"spec": {"customer_id": "kim-pilot"}, "enabled": False}]}
    )
    assert legacy.customers[0].spec.binding_mode == "ordinary"
    assert legacy.digest() == RegistryDocument(customers=(CustomerEntry(spec=spec),)).digest()


def test_a_diagnostic_entry_keeps_its_mode_through_a_round_trip():
    spec = CustomerSpec(customer_id="diag-test-customer", binding_mode="diagnostic_isolated_v1")
    dumped = spec.model_dump(mode="json")
    assert dumped["binding_mode"] == "diagnostic_isolated_v1"
    assert CustomerSpec.model_validate(dumped) == spec
