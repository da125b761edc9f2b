"""Many identical requests at once, against services running as real processes.

The in-process versions live beside the code (``tests/delivery/test_sending_service.py``,
``tests/checkin/test_events_service.py``); here the same races run over real sockets into
a real uvicorn process with its own thread pool and connection pool, 50 requests released
together by a barrier.
"""

from __future__ import annotations

import threading
from collections import Counter
from collections.abc import Callable, Iterator
from pathlib import Path

import httpx
import pytest

from services.delivery.drafts.events import draft_created
from tests.checkin import factories
from tests.delivery.factories import CUSTOMER_ID, DAILY_TEXT, customer_sends, ok, submission
from tests.delivery.process import DeliveryProcess
from tests.fakes.telegram import FakeTelegram
from tests.reliability.conftest import Figures
from tests.reliability.processes import ServiceProcess
from tests.support.database import TestDatabase
from tests.support.keys import TestSecrets

pytestmark = [pytest.mark.reliability, pytest.mark.timeout(300)]

REQUESTS = 50


def at_once(
    client_for: Callable[[], httpx.Client], call: Callable[[httpx.Client], int]
) -> Counter[int]:
    """``REQUESTS`` threads, each with its own connection, released together; their statuses."""
    barrier = threading.Barrier(REQUESTS)
    statuses: list[int] = []
    lock = threading.Lock()

    def one() -> None:
        with client_for() as client:
            barrier.wait()
            try:
                status = call(client)
            except httpx.HTTPError:
                status = 0
        with lock:
            statuses.append(status)

    threads = [threading.Thread(target=one) for _ in range(REQUESTS)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(120)
    return Counter(statuses)


def test_fifty_concurrent_approve_and_send_requests_send_once(
    delivery: DeliveryProcess, telegram: FakeTelegram, figures: Figures
) -> None:
    with delivery.client("checkin") as checkin:
        draft_id = ok(checkin.post("/v1/drafts", json=submission()), 201)["draft_id"]
    path = f"/v1/drafts/{draft_id}/approve"
    statuses = at_once(
        lambda: delivery.client("operator", timeout=120),
        lambda client: client.post(path, json={"revision": 1, "send": True}).status_code,
    )
    with delivery.client("operator") as operator:
        history = ok(operator.get(f"/v1/deliveries/{draft_id}.send"))
    sends = customer_sends(telegram)
    figures.report(
        "50 concurrent approve+send of one draft",
        requests=sum(statuses.values()),
        answers=dict(statuses),
        telegram_sends=len(sends),
        ledger=[row["state"] for row in history],
    )
    assert statuses == Counter({200: REQUESTS})
    assert len(sends) == 1 and sends[0].params["text"] == DAILY_TEXT
    assert [row["state"] for row in history] == ["reserved", "prepared", "sending", "delivered"]


@pytest.fixture
def checkin_process(
    database: TestDatabase, delivery_secrets: TestSecrets, tmp_path: Path
) -> Iterator[ServiceProcess]:
    process = ServiceProcess("checkin", database, delivery_secrets, tmp_path)
    try:
        process.start()
        with process.client("operator") as operator:
            ok(operator.put("/v1/admin/owner", json={"owner": factories.OWNER}))
            ok(operator.put(f"/v1/admin/customers/{CUSTOMER_ID}", json=factories.draft()))
            consent = {"action": "grant", "provider_terms_checked": True}
            ok(operator.post(f"/v1/admin/customers/{CUSTOMER_ID}/consent", json=consent))
            evidence = {"checklist_evidence": factories.CHECKLIST_OK}
            ok(operator.post(f"/v1/admin/customers/{CUSTOMER_ID}/activate", json=evidence))
        yield process
    finally:
        process.stop()


def test_fifty_concurrent_identical_event_appends_store_one_event(
    checkin_process: ServiceProcess, figures: Figures
) -> None:
    events = f"/v1/customers/{CUSTOMER_ID}/events"
    document = draft_created(CUSTOMER_ID, "dr-concurrent", DAILY_TEXT)
    statuses = at_once(
        lambda: checkin_process.client("delivery"),
        lambda client: client.post(events, json=document).status_code,
    )
    with checkin_process.client("operator") as operator:
        stream = ok(operator.get(events))["events"]
        verified = ok(operator.get(f"/audit/customers/{CUSTOMER_ID}/events/verify"))
    stored = [e for e in stream if e["dedupe_key"] == document["dedupe_key"]]
    figures.report(
        "50 concurrent identical event appends",
        requests=sum(statuses.values()),
        answers=dict(statuses),
        events_stored=len(stored),
        chain_ok=verified["ok"],
    )
    # One append stored it (201); every other one is an identical replay (200).
    assert statuses == Counter({201: 1, 200: REQUESTS - 1})
    assert len(stored) == 1
    assert verified["ok"] is True
