"""Pure registry rules: well-formed triples, plan/consent/checklist findings, isolation scan."""

from __future__ import annotations

import random
import re
from datetime import UTC, datetime

from services.checkin.registry import rules
from services.checkin.registry.schemas import (
    ConsentRecord,
    CustomerSpec,
    PilotPlan,
    TelegramAddress,
)
from tests.checkin import factories


def address(user_id, chat_id, topic_id=None):
    return TelegramAddress(user_id=user_id, chat_id=chat_id, topic_id=topic_id)


def test_well_formed_triples():
    assert rules.address_findings(address(800001, 800001), "customer") == []
    assert rules.address_findings(address(900001, -100900001, 7), "trainer") == []
    assert rules.address_findings(None, "owner") == ["owner_missing"]
    assert rules.address_findings(address(-1, 0, 0), "x") == [
        "x_user_id_invalid",
        "x_chat_id_invalid",
        "x_topic_id_invalid",
    ]
    assert rules.address_findings(address(5, 6), "x") == ["x_private_chat_mismatch"]


def test_plan_needs_a_start_and_exactly_weeks_one_to_twelve():
    good = PilotPlan.model_validate(factories.plan())
    assert rules.plan_findings(good) == []
    assert rules.plan_findings(None) == ["plan_missing"]
    shuffled = factories.plan()
    shuffled["weeks"][0], shuffled["weeks"][1] = shuffled["weeks"][1], shuffled["weeks"][0]
    assert rules.plan_findings(PilotPlan.model_validate(shuffled)) == [
        "plan_weeks_not_1_to_12_in_order"
    ]
    no_start = PilotPlan.model_validate(factories.plan() | {"starts_on": None})
    assert rules.plan_findings(no_start) == ["plan_starts_on_missing"]
    low = PilotPlan.model_validate(factories.plan() | {"calorie_floor_kcal": 800})
    assert rules.plan_findings(low) == ["plan_calorie_floor_below_safety_line"]


def test_consent_must_be_granted_at_the_current_version_with_provider_terms():
    now = datetime(2026, 12, 1, tzinfo=UTC)
    current = rules.CONSENT_VERSION
    assert (
        rules.consent_findings(
            ConsentRecord(
                version=current,
                granted=True,
                granted_at=now,
                provider_terms_checked_version=current,
            ),
            current,
        )
        == []
    )
    assert rules.consent_findings(
        ConsentRecord(
            version="old", granted=True, granted_at=now, provider_terms_checked_version="old"
        ),
        current,
    ) == ["consent_version_outdated", "provider_terms_not_checked_for_version"]


def test_checklist_items_must_each_be_literally_true():
    findings, parsed = rules.checklist_findings(factories.CHECKLIST_OK)
    assert findings == [] and parsed is not None and all(parsed.values())
    findings, parsed = rules.checklist_findings(factories.CHECKLIST_OK.replace("}", ', "x": true}'))
    assert findings == ["checklist_unknown_item:6"] and parsed is None
    assert rules.checklist_findings("{}")[0] == [
        f"checklist_missing:{item}" for item in rules.CHECKLIST_ITEMS
    ]


def test_isolation_scan_finds_other_customers_and_personal_ids_as_whole_tokens():
    own = CustomerSpec(
        customer_id="kim-pilot",
        customer=address(800001, 800001),
        trainer=address(900001, -100900001, 7),
    )
    other = CustomerSpec(customer_id="lee", customer=address(810002, 810002))
    owner = address(700001, 700001)
    ids, numbers = rules.foreign_identifiers(own, owner, [own, other])
    assert ids == {"lee"} and numbers == {"700001", "810002"}

    def scan(text):
        return rules.isolation_findings("kim-pilot", [("kim-pilot", text)], ids, numbers)

    assert scan('{"note":"sleep 7h, 2300 kcal"}') == []
    assert scan('{"note":"lee 님"}') == ["other_customer_id_in_records"]
    assert scan('{"note":"sleepy"}') == []  # "lee" only as a whole token
    assert scan('{"id":7000012}') == []  # not the owner's id, just a longer number
    assert scan('{"chat":700001}') == ["personal_identifier_in_records"]
    assert rules.isolation_findings("kim-pilot", [("lee", "{}")], ids, numbers) == [
        "record_of_another_customer"
    ]


def test_routing_considers_only_the_owner_and_enabled_customers():
    spec = CustomerSpec(
        customer_id="kim-pilot",
        customer=address(800001, 800001),
        trainer=address(900001, -100900001, 7),
    )
    owner = address(700001, 700001)
    assert rules.resolve_role(owner, [spec], address(900001, -100900001, 7)) == (
        "trainer",
        "kim-pilot",
    )
    assert rules.resolve_role(owner, [], address(800001, 800001)) == ("unknown", None)
    assert rules.resolve_role(owner, [spec], address(800001, 800001, 3)) == ("unknown", None)


def test_a_withdrawn_customer_triple_resolves_to_withdrawn_and_its_trainer_to_nobody():
    spec = CustomerSpec(
        customer_id="kim-pilot",
        customer=address(800001, 800001),
        trainer=address(900001, -100900001, 7),
    )
    owner = address(700001, 700001)
    customer, trainer = address(800001, 800001), address(900001, -100900001, 7)
    assert rules.resolve_role(owner, [], customer, [spec]) == ("withdrawn", "kim-pilot")
    assert rules.resolve_role(owner, [], trainer, [spec]) == ("unknown", None)
    assert rules.resolve_role(owner, [], address(800001, 800001, 3), [spec]) == ("unknown", None)
    # an enabled customer's match always comes first
    other = spec.model_copy(update={"customer_id": "lee-pilot"})
    assert rules.resolve_role(owner, [other], customer, [spec]) == ("customer", "lee-pilot")


def test_destinations_in_use_are_each_chat_and_topic_once_without_users():
    group = -100900001
    first = CustomerSpec(
        customer_id="kim-pilot", customer=address(800001, 800001), trainer=address(1, group, 7)
    )
    second = CustomerSpec(
        customer_id="lee-other", customer=address(2, group), trainer=address(3, group, 7)
    )
    draft_only = CustomerSpec(customer_id="park-draft")
    assert rules.destinations_in_use(None, [first, second, draft_only]) == [
        (group, None),  # the group itself and its topic 7 are two destinations
        (group, 7),
        (800001, None),
    ]
    assert rules.destinations_in_use(address(700001, 700001), []) == [(700001, None)]


def _scan_by_patterns(text: str, ids: set[str], numbers: set[str]) -> list[str]:
    """G1's definition, one pattern per identifier (what the scan did before it matched
    maximal runs): an id with no ``[a-z0-9-]`` beside it, a number with no digit beside it."""
    findings = []
    if any(re.search(rf"(?<![a-z0-9-]){re.escape(i)}(?![a-z0-9-])", text) for i in ids):
        findings.append("other_customer_id_in_records")
    if any(re.search(rf"(?<![0-9]){n}(?![0-9])", text) for n in numbers):
        findings.append("personal_identifier_in_records")
    return findings


def test_the_one_pass_isolation_scan_finds_exactly_what_a_pattern_per_identifier_finds():
    generator = random.Random(20261205)
    ids = {"lee", "park-02", "a-b-c", "x9y"}
    numbers = {"700001", "810002", "12345"}
    pieces = [
        *ids,
        *numbers,
        "-",
        "_",
        "A",
        "z",
        "0",
        "9",
        "님",
        " ",
        '"',
        ":",
        "lee-",
        "-lee",
        "Lee",
        "7000012",
        "0700001",
        "park",
        "02",
        "x9",
        "y",
    ]
    for _ in range(3000):
        text = "".join(generator.choice(pieces) for _ in range(generator.randint(0, 6)))
        found = rules.isolation_findings("kim-pilot", [("kim-pilot", text)], ids, numbers)
        assert found == _scan_by_patterns(text, ids, numbers), text
