"""schemathesis against every service's OpenAPI, each request signed as a caller the route
allows: zero 5xx and zero responses outside the documented schema (``make fuzz``).

All five services run as real apps on loopback ports against one real Postgres, with the
pilot customer enabled, so generated requests reach the handlers rather than stopping at
the signature check. Each operation gets positive cases (valid by the schema: the handler
must answer a documented status with a documented body) and negative cases (invalid: a
documented 4xx problem, never a 5xx). A failing case is recorded and the sweep goes on, so
one run reports every distinct failure - (operation, check, status) - rather than the first.
"""

from __future__ import annotations

import logging
import time
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

import hypothesis
import pytest
import requests
import schemathesis
from hypothesis import HealthCheck, Phase
from schemathesis import GenerationMode
from schemathesis.checks import not_a_server_error
from schemathesis.core.failures import FailureGroup
from schemathesis.core.result import Err
from schemathesis.specs.openapi.checks import (
    content_type_conformance,
    response_schema_conformance,
    status_code_conformance,
)

from services.gateway.telegram.rules import WEBHOOK_SECRET
from services.gateway.updates.rules import SECRET_HEADER
from shared.clock import ManualClock
from shared.topology import SERVICES, ServiceName
from tests.checkin import factories
from tests.checkin.flows import kst_noon
from tests.integration.stack import CUSTOMER_ID
from tests.security.signing import RouteCallers, signed_as
from tests.security.stack import FiveServices, five_services

pytestmark = [pytest.mark.fuzz, pytest.mark.timeout(900)]

CHECKS = [
    not_a_server_error,
    status_code_conformance,
    content_type_conformance,
    response_schema_conformance,
]
Operation = schemathesis.APIOperation[Any, Any, Any, Any]
SweepCase = schemathesis.Case[Any]
WEBHOOK_PATH = "/telegram/webhook"
MIN_DEADLINE_SECONDS = 5.0
# Per operation and mode. Enough for the boundary values schemathesis favours to come up;
# the whole sweep stays well inside ten minutes on two cores.
EXAMPLES = {GenerationMode.POSITIVE: 40, GenerationMode.NEGATIVE: 40}


@dataclass
class Figures:
    operations: int = 0
    requests: int = 0
    statuses: Counter[int] = field(default_factory=Counter)
    failures: dict[tuple[str, str, int], str] = field(default_factory=dict)
    unsatisfiable: list[str] = field(default_factory=list)


def _sweep_operation(
    operation: Operation,
    mode: GenerationMode,
    call: Callable[[SweepCase], None],
) -> bool:
    @hypothesis.settings(
        max_examples=EXAMPLES[mode],
        deadline=None,
        database=None,
        derandomize=True,
        phases=[Phase.explicit, Phase.generate],
        suppress_health_check=list(HealthCheck),
    )
    @hypothesis.given(operation.as_strategy(generation_mode=mode))
    def sweep(case: SweepCase) -> None:
        call(case)

    try:
        sweep()
    except hypothesis.errors.Unsatisfiable:
        return False
    return True


def sweep_service(running: FiveServices, service: ServiceName, clock: ManualClock) -> Figures:
    server = running.server(service)
    schema = schemathesis.openapi.from_url(f"{server.base_url}/openapi.json")
    callers = RouteCallers(running.app(service))
    secrets = running.stack.secrets
    figures = Figures()
    session = requests.Session()

    # The webhook is open but checks Telegram's secret header: send it, so the sweep reaches
    # the update parsing behind it.
    webhook = {SECRET_HEADER: (secrets.directory / WEBHOOK_SECRET).read_text().strip()}

    def call(case: SweepCase) -> None:
        # Every other case names the pilot customer, so customer-scoped routes get past
        # "unknown customer" to the code behind it.
        if figures.requests % 2 == 0:
            for container in (case.path_parameters, case.query):
                if container and "customer_id" in container:
                    container["customer_id"] = CUSTOMER_ID
        # A caller's Telegram deadline decides whether the fake Bot API answers "in time":
        # 5e-324 s makes the documented 504 (outcome unknown, never resent), a correct
        # answer but a race with the machine's load, not a property of the input. Give the
        # sweep's sends a deadline that the loopback fake always meets.
        body = case.body
        deadline = body.get("timeout_seconds") if isinstance(body, dict) else None
        if isinstance(body, dict) and isinstance(deadline, int | float):
            body["timeout_seconds"] = max(deadline, MIN_DEADLINE_SECONDS)
        caller = callers.caller_for(case.method, case.operation.path)
        auth = signed_as(caller, secrets, service, clock) if caller else None
        headers = webhook if case.operation.path == WEBHOOK_PATH else None
        response = case.call(session=session, auth=auth, headers=headers, timeout=30)
        figures.requests += 1
        figures.statuses[response.status_code] += 1
        try:
            case.validate_response(response, checks=CHECKS)
        except FailureGroup as group:
            for failure in group.exceptions:
                key = (case.operation.label, type(failure).__name__, response.status_code)
                figures.failures.setdefault(key, f"{failure.title}\n{group.args[0][:3000]}")

    for result in schema.get_all_operations():
        if isinstance(result, Err):
            raise AssertionError(f"{service}: the OpenAPI is invalid: {result.err()}")
        operation = result.ok()
        figures.operations += 1
        if not _sweep_operation(operation, GenerationMode.POSITIVE, call):
            figures.unsatisfiable.append(operation.label)
        # Negative cases exist only where there is something to break (a parameter or body).
        _sweep_operation(operation, GenerationMode.NEGATIVE, call)
    session.close()
    return figures


@pytest.mark.parametrize("service", SERVICES)
def test_service_answers_fuzzed_signed_requests_as_documented(database, tmp_path, service):
    clock = ManualClock(kst_noon(factories.START))
    started = time.monotonic()
    with five_services(database, tmp_path, clock) as running:
        # The figures below are the output; a line per request would bury them.
        logging.getLogger("dualcoach.access").setLevel(logging.WARNING)
        figures = sweep_service(running, service, clock)
    elapsed = time.monotonic() - started

    server_errors = sum(n for status, n in figures.statuses.items() if status >= 500)
    lines = [
        f"OpenAPI sweep of {service} ({elapsed:.0f} s): operations={figures.operations}"
        f" requests={figures.requests} 5xx={server_errors} failures={len(figures.failures)}",
        f"  statuses={dict(sorted(figures.statuses.items()))}",
    ]
    lines += [f"  not generated: {label}" for label in figures.unsatisfiable]
    print("\n".join(lines))
    for (label, kind, status), text in figures.failures.items():
        print(f"\n--- {label} {kind} {status}\n{text}")
    assert not figures.failures, f"{len(figures.failures)} distinct failures; see the report above"
