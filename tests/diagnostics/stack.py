"""All five services as real apps on fixed loopback ports, startable more than once.

Evidence tests need phases: seed the product, stop every service (so Postgres flushes
their write counters and nothing else touches the database), measure, start fresh apps on
the same ports and database, take snapshots, stop, measure again.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import ExitStack, contextmanager
from dataclasses import dataclass
from datetime import date
from pathlib import Path
from typing import Any

import httpx

from shared.auth.client import ServiceRequestSigner
from shared.clock import Clock
from shared.topology import SERVICES, CallerName, ServiceName
from tests.checkin import factories
from tests.diagnostics.sessions_support import spec_document
from tests.fakes.telegram import TEST_BOT_TOKEN, FakeTelegram
from tests.gateway.conftest import running_gateway
from tests.integration.stack import _enable, wait_for
from tests.support.database import TestDatabase
from tests.support.keys import TestSecrets
from tests.support.ports import free_ports
from tests.support.servers import loopback_client, serve
from tests.support.services import build_app

CUSTOMER_ID = "kim-pilot"


@dataclass
class Services:
    database: TestDatabase
    secrets: TestSecrets
    ports: dict[ServiceName, int]
    clock: Clock | None

    def client(self, service: ServiceName, caller: CallerName) -> httpx.Client:
        return loopback_client(
            base_url=f"http://127.0.0.1:{self.ports[service]}",
            auth=ServiceRequestSigner(
                caller, self.secrets.key(caller), self.clock, audience=service
            ),
            timeout=60,
        )


def make_secrets(directory: Path) -> TestSecrets:
    secrets = TestSecrets(directory)
    (secrets.directory / "telegram-bot-token").write_text(TEST_BOT_TOKEN + "\n")
    return secrets


def pick_ports() -> dict[ServiceName, int]:
    return dict(zip(SERVICES, free_ports(len(SERVICES)), strict=True))


@contextmanager
def running_services(
    database: TestDatabase,
    secrets: TestSecrets,
    telegram: FakeTelegram,
    ports: dict[ServiceName, int],
    data_dir: Path,
    clock: Clock | None,
    *,
    diagnostics: dict[str, Any] | None = None,
) -> Iterator[Services]:
    """Every service on its port; all stopped (connections closed) when the block ends.
    ``diagnostics``: settings of diagnostics' own section (e.g. ``session_spec_path``)."""
    peers: dict[str, Any] = {name: {"port": port} for name, port in ports.items()}
    quiet: dict[ServiceName, dict[str, Any]] = {
        "checkin": {"checkin": {"outbox_relay_interval_seconds": 0}},
        "delivery": {
            "delivery": {"background_interval_seconds": 0, "scheduler_enabled": False},
            "data_dir": data_dir / "delivery",
        },
        "expression": {"data_dir": data_dir / "expression"},
        "diagnostics": {"diagnostics": diagnostics} if diagnostics else {},
    }
    with ExitStack() as exits:
        exits.enter_context(
            running_gateway(
                database, secrets, telegram, port=ports["gateway"], clock=clock, services=peers
            )
        )
        for name in ("checkin", "expression", "delivery", "diagnostics"):
            app = build_app(name, database, secrets, clock=clock, services=peers, **quiet[name])
            exits.enter_context(serve(app, ports[name]))
        yield Services(database, secrets, ports, clock)


def seed_delivered_check_in(services: Services) -> None:
    """An enabled customer whose first check-in was approved and sent (services' clock
    must be on a pilot weekday)."""
    from tests.checkin.flows import F_NORMAL_1, run_checkin

    with (
        services.client("checkin", "operator") as checkin,
        services.client("checkin", "gateway") as turns,
        services.client("delivery", "operator") as delivery,
    ):
        _enable(checkin)
        run_checkin(turns, CUSTOMER_ID, F_NORMAL_1)
        # checkin's outbox hands the draft to delivery right after the finalize
        (summary,) = wait_for(
            lambda: delivery.get("/v1/drafts", params={"customer_id": CUSTOMER_ID}).json()
        )
        approved = delivery.post(
            f"/v1/drafts/{summary['draft_id']}/approve", json={"revision": 1, "send": True}
        )
        assert approved.status_code == 200, approved.text


def register_test_customer(services: Services, starts_on: date) -> None:
    """The owner's isolated test customer, bound ``diagnostic_isolated_v1`` with the spec's
    triples, through checkin's own guarded admin API."""
    spec = spec_document()
    with services.client("checkin", "operator") as admin:
        for response in (
            admin.put("/v1/admin/owner", json={"owner": spec["owner"]}),
            admin.put(
                f"/v1/admin/customers/{spec['test_customer_id']}",
                json={
                    **factories.draft(spec["test_customer"], spec["test_trainer"], starts_on),
                    "binding_mode": "diagnostic_isolated_v1",
                },
            ),
            admin.post(
                f"/v1/admin/customers/{spec['test_customer_id']}/consent",
                json={"action": "grant", "provider_terms_checked": True},
            ),
            admin.post(
                f"/v1/admin/customers/{spec['test_customer_id']}/activate",
                json={"checklist_evidence": factories.CHECKLIST_OK},
            ),
        ):
            assert response.status_code in (200, 201), response.text
