"""The registry's routing index: validated when the registry changes, read with one lookup.

The uniqueness rule (no triple routes to two roles: owner, enabled customer, enabled bound
trainer) is a unique index kept in each transition's own transaction, so even a write that
skipped the Python checks is refused by the database; reads about one customer or one
sender touch one stream or one index entry, whatever the registry's size (issue 18).
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from datetime import UTC, datetime
from typing import Any

import pytest
from sqlalchemy import event, insert, select
from sqlalchemy.exc import IntegrityError

from services.checkin.registry import rules
from services.checkin.registry.repository import RegistryRepository, RouteConflict
from services.checkin.registry.schemas import CustomerEntry, CustomerSpec, TelegramAddress
from services.checkin.registry.service import current_document, withdrawn_customer_ids
from services.checkin.tables import registry_route
from tests.checkin import factories
from tests.checkin.conftest import CUSTOMER_ID, activate, grant_consent, ok
from tests.checkin.flows import F_NORMAL_1, checkin_path, kst_noon

OTHER_ID = "lee-other"
OTHER_CUSTOMER = factories.triple(810002)
OTHER_TRAINER = factories.triple(910002, -100910002, 7)


def _enable(operator: Any, customer_id: str, customer: Any, trainer: Any) -> None:
    ok(operator.put(f"/v1/admin/customers/{customer_id}", json=factories.draft(customer, trainer)))
    grant_consent(operator, customer_id)
    ok(activate(operator, customer_id))


def _routes(app: Any) -> set[tuple[Any, ...]]:
    with app.state.runtime.database.transaction() as session:
        table = registry_route
        rows = session.execute(
            select(
                table.c.user_id,
                table.c.chat_id,
                table.c.topic_id,
                table.c.role,
                table.c.customer_id,
            )
        )
        return {tuple(row) for row in rows}


@contextmanager
def _statements(app: Any) -> Iterator[list[str]]:
    """The SQL statements the app's engine sends while the block runs."""
    seen: list[str] = []
    engine = app.state.runtime.database.engine

    def record(_conn: Any, _cursor: Any, statement: str, *_args: Any) -> None:
        seen.append(statement)

    event.listen(engine, "before_cursor_execute", record)
    try:
        yield seen
    finally:
        event.remove(engine, "before_cursor_execute", record)


def test_the_index_holds_the_owner_and_the_enabled_triples_only(app, operator, enabled):
    ok(
        operator.put(
            f"/v1/admin/customers/{OTHER_ID}", json=factories.draft(OTHER_CUSTOMER, OTHER_TRAINER)
        )
    )
    grant_consent(operator, OTHER_ID)  # a disabled draft routes nowhere
    owner, customer, trainer = factories.OWNER, factories.CUSTOMER, factories.TRAINER
    assert _routes(app) == {
        (owner["user_id"], owner["chat_id"], None, "owner", None),
        (customer["user_id"], customer["chat_id"], None, "customer", CUSTOMER_ID),
        (trainer["user_id"], trainer["chat_id"], trainer["topic_id"], "trainer", CUSTOMER_ID),
    }
    ok(operator.post(f"/v1/admin/customers/{CUSTOMER_ID}/disable", json={"reason": "operator"}))
    assert _routes(app) == {(owner["user_id"], owner["chat_id"], None, "owner", None)}


def test_the_database_refuses_a_second_live_route_for_a_triple(app, enabled):
    trainer = factories.TRAINER
    database = app.state.runtime.database
    with (
        pytest.raises(IntegrityError, match="uq_registry_route_live_triple"),
        database.transaction() as session,
    ):
        session.execute(
            insert(registry_route).values(
                user_id=trainer["user_id"],
                chat_id=trainer["chat_id"],
                topic_id=trainer["topic_id"],
                role="customer",
                customer_id=OTHER_ID,
            )
        )


def test_an_append_that_skipped_the_document_checks_is_still_refused(app, operator, enabled):
    """The write-time rule does not depend on the Python validation having run."""
    colliding = CustomerEntry(
        spec=CustomerSpec(
            customer_id=OTHER_ID,
            customer=TelegramAddress.model_validate(OTHER_CUSTOMER),
            trainer=TelegramAddress.model_validate(factories.TRAINER),  # already bound
        ),
        enabled=True,
    )
    with pytest.raises(RouteConflict), app.state.runtime.database.transaction() as session:
        RegistryRepository(session).append(
            stream=f"customer:{OTHER_ID}",
            customer_id=OTHER_ID,
            action="activated",
            actor="test",
            entry=colliding.model_dump(mode="json"),
            detail={},
            document_digest="0" * 64,
            recorded_at=datetime(2026, 12, 1, tzinfo=UTC),
        )
    assert (
        ok(operator.get("/v1/admin/registry"))["document"]["customers"][0]["spec"]["customer_id"]
        == CUSTOMER_ID
    )
    assert len(ok(operator.get("/v1/admin/registry"))["document"]["customers"]) == 1


def test_a_colliding_activation_is_refused_and_leaves_the_index_unchanged(app, operator, enabled):
    before = _routes(app)
    ok(
        operator.put(
            f"/v1/admin/customers/{OTHER_ID}",
            json=factories.draft(factories.CUSTOMER, OTHER_TRAINER),
        )
    )
    grant_consent(operator, OTHER_ID)
    response = activate(operator, OTHER_ID)
    assert response.status_code == 409
    assert response.json()["findings"] == ["G4:customer_triple_used_by_another_customer"]
    assert _routes(app) == before


@pytest.mark.parametrize(
    "probe",
    [
        factories.OWNER,
        factories.CUSTOMER,
        factories.TRAINER,
        OTHER_CUSTOMER,
        OTHER_TRAINER,
        dict(factories.TRAINER, topic_id=8),
        dict(factories.CUSTOMER, topic_id=1),
        factories.triple(123456),
    ],
)
def test_the_index_resolves_as_the_rule_does_over_the_whole_document(
    app, operator, gateway, enabled, probe
):
    _enable(operator, OTHER_ID, OTHER_CUSTOMER, OTHER_TRAINER)
    ok(operator.post(f"/v1/admin/customers/{OTHER_ID}/disable", json={"reason": "operator"}))
    with app.state.runtime.database.transaction() as session:
        document = current_document(session)
        withdrawn_ids = withdrawn_customer_ids(session)
    expected = rules.resolve_role(
        document.owner,
        [entry.spec for entry in document.customers if entry.enabled],
        TelegramAddress.model_validate(probe),
        [
            e.spec
            for e in document.customers
            if not e.enabled and e.spec.customer_id in withdrawn_ids
        ],
    )
    answer = ok(gateway.post("/v1/routing/resolve", json={"triple": probe}))
    assert (answer["role"], answer["customer_id"]) == expected


def test_rebuilding_the_index_reproduces_the_incremental_one(app, operator, enabled):
    _enable(operator, OTHER_ID, OTHER_CUSTOMER, OTHER_TRAINER)
    ok(operator.post(f"/v1/admin/customers/{OTHER_ID}/disable", json={"reason": "operator"}))
    incremental = _routes(app)
    with app.state.runtime.database.transaction() as session:
        RegistryRepository(session).rebuild_routes()
    assert _routes(app) == incremental


def test_resolving_a_sender_is_one_statement_whatever_the_registry_size(
    app, operator, gateway, enabled
):
    for number in range(5):
        _enable(
            operator,
            f"bulk-{number}",
            factories.triple(820000 + number),
            factories.triple(920000 + number, -100920000 - number, 7),
        )
    with _statements(app) as seen:
        ok(gateway.post("/v1/routing/resolve", json={"triple": factories.CUSTOMER}))
    domain = [s for s in seen if "service_request_nonce" not in s]
    assert len(domain) == 1
    assert "registry_route" in domain[0]


def test_an_answer_reads_one_registry_stream_and_one_day_of_events(
    app, operator, gateway, clock, enabled
):
    _enable(operator, OTHER_ID, OTHER_CUSTOMER, OTHER_TRAINER)
    clock.set(kst_noon(factories.START))
    view = ok(gateway.post(checkin_path(CUSTOMER_ID)), 201)
    question = view["question"]["question_id"]
    with _statements(app) as seen:
        ok(
            gateway.post(
                f"{checkin_path(CUSTOMER_ID)}/{view['session_id']}/answers",
                json={"question_id": question, "value": F_NORMAL_1[question]},
            )
        )
    domain = [s for s in seen if "service_request_nonce" not in s]
    registry_reads = [s for s in domain if "registry_transition" in s]
    assert len(registry_reads) == 1  # this customer's and the owner's latest rows
    assert all("DISTINCT ON" in s and "IN (" in s for s in registry_reads)
    # ... read by the statement that enters the customer's scope (ADR 0088).
    assert "set_config" in registry_reads[0] and domain[0] == registry_reads[0]
    event_reads = [s for s in domain if "FROM checkin.event" in s]
    assert len(event_reads) == 1 and "->>" in event_reads[0]  # one day's payloads only
    # ... read with the session row, which that statement locks (and only that row).
    assert "FROM checkin.flow_session" in event_reads[0]
    assert event_reads[0].endswith("FOR UPDATE OF flow_session")
    # scope + registry, the session row (locked) + the day's events, the answer's UPDATE
    assert len(domain) <= 3


def test_an_event_append_takes_the_lock_then_reads_once_then_inserts(app, operator, registered):
    """Operator record: scope + stream lock, one read under the lock (the registration,
    the key, the head), the INSERT - three statements (ADR 0088; the registered scope the
    record asked for before its build is gone, ADR 0096)."""
    with _statements(app) as seen:
        ok(
            operator.post(
                f"/v1/customers/{CUSTOMER_ID}/records/operator-time",
                json={
                    "entry_id": "entry-000000000001",
                    "attempt_id": "attempt-00000000001",
                    "minutes": 30,
                    "task": "draft_review",
                    "work_date": "2026-12-07",
                },
            ),
            201,
        )
    domain = [s for s in seen if "service_request_nonce" not in s]
    assert len(domain) == 3
    locked, read, inserted = domain
    assert "set_config" in locked and "pg_advisory_xact_lock" in locked
    # The registration is asked after the lock: an erasure that committed while this
    # append waited for the lock is seen, and nothing is appended to an erased stream.
    assert "erasure_tombstone" in read and "registry_transition" in read
    assert "dedupe_key" in read and "ORDER BY checkin.event.sequence DESC" in read
    assert inserted.startswith("INSERT INTO checkin.event")


def test_the_indexed_collision_rule_finds_what_the_pairwise_rule_finds():
    def spec(customer_id: str, customer: Any, trainer: Any) -> CustomerSpec:
        return CustomerSpec(
            customer_id=customer_id,
            customer=TelegramAddress.model_validate(customer),
            trainer=TelegramAddress.model_validate(trainer),
        )

    others = [
        spec("cust-a", factories.triple(1_000_001), factories.triple(2_000_001, -1, 3)),
        spec("cust-b", factories.triple(1_000_002), factories.triple(2_000_002, -1, 3)),
    ]
    claims: dict[tuple[int, int, int | None], set[str]] = {}
    for other in others:
        for address in (other.customer, other.trainer):
            assert address is not None
            claims.setdefault(address.as_tuple(), set()).add(other.customer_id)
    candidates = [
        spec("cust-c", factories.triple(1_000_001), factories.triple(2_000_009, -1, 3)),
        spec("cust-c", factories.triple(1_000_009), factories.triple(2_000_002, -1, 3)),
        spec("cust-c", factories.triple(2_000_001, -1, 3), factories.triple(1_000_002)),
        spec("cust-c", factories.triple(1_000_009), factories.triple(2_000_009, -1, 3)),
        spec("cust-a", factories.triple(1_000_001), factories.triple(2_000_001, -1, 3)),  # itself
    ]
    for candidate in candidates:
        pairwise = rules.collision_findings(
            candidate, [o for o in others if o.customer_id != candidate.customer_id]
        )
        assert rules.claimed_triple_findings(candidate, claims.get) == pairwise
