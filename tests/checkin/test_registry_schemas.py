"""ADR-7/ADR-8: CustomerSpec keeps local checks; RegistryDocument owns the owner invariant."""

from __future__ import annotations

import ast
from datetime import UTC, datetime
from pathlib import Path

import pytest
from pydantic import ValidationError

from services.checkin.registry.rules import CONSENT_VERSION
from services.checkin.registry.schemas import (
    ConsentRecord,
    CustomerEntry,
    CustomerSpec,
    PilotPlan,
    RegistryDocument,
    TelegramAddress,
)
from shared.canonical import canonical_digest
from tests.checkin import factories

OWNER = TelegramAddress.model_validate(factories.OWNER)
CUSTOMER = TelegramAddress.model_validate(factories.CUSTOMER)
TRAINER = TelegramAddress.model_validate(factories.TRAINER)
CONSENT = ConsentRecord(
    version=CONSENT_VERSION,
    granted=True,
    granted_at=datetime(2026, 12, 1, tzinfo=UTC),
    provider_terms_checked_version=CONSENT_VERSION,
)


def spec(customer_id="kim-pilot", customer=CUSTOMER, trainer=TRAINER, consent=CONSENT, plan=None):
    return CustomerSpec(
        customer_id=customer_id,
        customer=customer,
        trainer=trainer,
        consent=consent,
        plan=plan or PilotPlan.model_validate(factories.plan()),
    )


def test_a_valid_spec_passes_its_local_checks():
    spec().validate_local_activation_prerequisites(CONSENT_VERSION)


@pytest.mark.parametrize(
    ("changes", "finding"),
    [
        ({"consent": None}, "G3:consent_missing"),
        ({"plan": PilotPlan.model_validate(factories.plan(weeks=13))}, "G2:plan_not_12_weeks"),
        ({"trainer": CUSTOMER}, "G4:customer_equals_trainer"),
        ({"customer": None}, "G4:customer_missing"),
    ],
)
def test_spec_local_checks_name_what_fails(changes, finding):
    with pytest.raises(ValueError, match=finding):
        spec(**changes).validate_local_activation_prerequisites(CONSENT_VERSION)


def test_spec_knows_nothing_about_the_owner():
    # Equal to the owner, yet locally fine: only the document can judge that (ADR-8).
    spec(customer=OWNER).validate_local_activation_prerequisites(CONSENT_VERSION)


def test_disabled_drafts_stay_representable_however_incomplete():
    draft = CustomerSpec(customer_id="kim-pilot")
    document = RegistryDocument(owner=None, customers=(CustomerEntry(spec=draft, enabled=False),))
    assert document.entry("kim-pilot") is not None


@pytest.mark.parametrize(
    ("owner", "message"),
    [
        (None, "owner_missing"),
        (TelegramAddress(user_id=0, chat_id=0), "owner_user_id_invalid"),
        (TelegramAddress(user_id=5, chat_id=6), "owner_private_chat_mismatch"),
        (CUSTOMER, "owner_equals_customer"),
        (TRAINER, "owner_equals_trainer"),
    ],
)
def test_an_enabled_entry_with_a_missing_invalid_or_colliding_owner_is_unrepresentable(
    owner, message
):
    with pytest.raises(ValidationError, match=message):
        RegistryDocument(owner=owner, customers=(CustomerEntry(spec=spec(), enabled=True),))
    # The very same document with the entry disabled is valid.
    RegistryDocument(owner=owner, customers=(CustomerEntry(spec=spec(), enabled=False),))


def test_an_enabled_entry_must_pass_its_local_checks_inside_the_document():
    with pytest.raises(ValidationError, match="consent_missing"):
        RegistryDocument(
            owner=OWNER, customers=(CustomerEntry(spec=spec(consent=None), enabled=True),)
        )


def test_two_enabled_customers_cannot_share_a_trainer_or_customer_triple():
    first = CustomerEntry(spec=spec(), enabled=True)
    second = CustomerEntry(
        spec=spec("lee-other", customer=TelegramAddress(user_id=810002, chat_id=810002)),
        enabled=True,
    )
    with pytest.raises(ValidationError, match="trainer_bound_to_another_customer"):
        RegistryDocument(owner=OWNER, customers=(first, second))


def test_customer_ids_are_unique_and_documents_have_stable_digests():
    entry = CustomerEntry(spec=spec(), enabled=False)
    with pytest.raises(ValidationError, match="unique"):
        RegistryDocument(owner=OWNER, customers=(entry, entry))
    a = RegistryDocument(owner=OWNER, customers=(entry,))
    b = RegistryDocument.model_validate(a.model_dump(mode="json"))
    assert a.digest() == b.digest()


def _enabling_sites(tree: ast.AST) -> list[str]:
    """Functions that build a registry entry with ``enabled`` set to anything but False."""
    sites = []
    for function in ast.walk(tree):
        if not isinstance(function, ast.FunctionDef):
            continue
        for node in ast.walk(function):
            if isinstance(node, ast.Call) and getattr(node.func, "id", None) == "CustomerEntry":
                for keyword in node.keywords:
                    is_false = (
                        isinstance(keyword.value, ast.Constant) and keyword.value.value is False
                    )
                    if keyword.arg == "enabled" and not is_false:
                        sites.append(function.name)
            if isinstance(node, ast.Dict):
                for key, value in zip(node.keys, node.values, strict=True):
                    if (
                        isinstance(key, ast.Constant)
                        and key.value == "enabled"
                        and not (isinstance(value, ast.Constant) and value.value is False)
                    ):
                        sites.append(function.name)
    return sites


def test_nothing_but_activate_customer_can_set_enabled():
    """No direct enable path in Python: only the guarded activation builds an enabled entry."""
    root = Path(__file__).resolve().parents[2] / "services" / "checkin"
    sites = {}
    for path in sorted(root.rglob("*.py")):
        found = _enabling_sites(ast.parse(path.read_text(encoding="utf-8")))
        if found:
            sites[path.relative_to(root).as_posix()] = sorted(set(found))
    assert sites == {"registry/service.py": ["activate_customer"]}


def _reference_digest(document: RegistryDocument) -> str:
    """The digest by its definition, in one pass."""
    return canonical_digest(document.model_dump(mode="json"))


def _documents() -> list[RegistryDocument]:
    """Documents of every shape a digest must cover: no owner, an owner, enabled and disabled
    entries, no consent, and text that is not NFC (the canonical form normalises it)."""
    decomposed = PilotPlan.model_validate(
        factories.plan()
        | {"weeks": [{**w, "focus": "\u1100\u1161 주간"} for w in factories.plan()["weeks"]]}
    )
    others = [
        CustomerEntry(
            spec=spec(
                f"cust-{n:03d}",
                customer=TelegramAddress(user_id=820000 + n, chat_id=820000 + n),
                trainer=TelegramAddress(user_id=830000 + n, chat_id=-100830000 - n, topic_id=n),
                consent=None if n % 4 == 2 else CONSENT,
                plan=decomposed if n % 2 else None,
            ),
            enabled=n % 4 == 1,
        )
        for n in range(12)
    ]
    return [
        RegistryDocument(),
        RegistryDocument(owner=OWNER),
        RegistryDocument(owner=OWNER, customers=tuple(reversed(others))),
        RegistryDocument(owner=None, customers=tuple(e for e in others if not e.enabled)),
    ]


def test_the_assembled_digest_is_the_canonical_digest_of_the_whole_document():
    """``digest`` joins memoised per-entry bytes; it must stay the documented digest."""
    assert set(RegistryDocument.model_fields) == {"consent_version", "owner", "customers"}
    for document in _documents():
        assert document.digest() == _reference_digest(document)
        again = RegistryDocument.model_validate(document.model_dump(mode="json"))
        assert again.digest() == document.digest()


def test_with_entry_checks_only_the_new_entry_and_agrees_with_validating_the_whole():
    """Adding or replacing one entry is checked against the others' claims without
    re-validating every entry; each result equals the whole document validated afresh."""
    base = _documents()[2]
    changes = [
        CustomerEntry(spec=spec("zz-new"), enabled=False),
        CustomerEntry(spec=spec("cust-001"), enabled=False),
        CustomerEntry(
            spec=spec(
                "cust-002",
                customer=TelegramAddress(user_id=840002, chat_id=840002),
                trainer=TelegramAddress(user_id=850002, chat_id=-100850002, topic_id=2),
            ),
            enabled=True,
        ),
    ]
    for entry in changes:
        changed = base.with_entry(entry)
        whole = RegistryDocument.model_validate(
            {**base.model_dump(), "customers": [*changed.customers]}
        )
        assert changed == whole and changed.digest() == _reference_digest(whole)
        assert [e.spec.customer_id for e in changed.customers] == sorted(
            e.spec.customer_id for e in changed.customers
        )
    enabled_triple = next(e for e in base.customers if e.enabled).spec.trainer
    colliding = CustomerEntry(
        spec=spec(
            "zz-collides",
            customer=TelegramAddress(user_id=860000, chat_id=860000),
            trainer=enabled_triple,
        ),
        enabled=True,
    )
    with pytest.raises(ValueError, match="trainer_bound_to_another_customer"):
        base.with_entry(colliding)
    with pytest.raises(ValidationError, match="trainer_bound_to_another_customer"):
        RegistryDocument.model_validate(
            {**base.model_dump(), "customers": [*base.customers, colliding]}
        )
