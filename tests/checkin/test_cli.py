"""``dualcoach admin`` / ``dualcoach records`` drive the real checkin API over signed HTTP."""

from __future__ import annotations

import json
from typing import Any

import httpx
import pytest
from click.testing import CliRunner
from fastapi import FastAPI, Request, Response

from services.checkin.cli import send_with_retries
from services.cli import main
from shared.auth.client import ServiceRequestSigner
from tests.checkin import factories
from tests.checkin.conftest import CUSTOMER_ID
from tests.support.ports import free_ports
from tests.support.servers import loopback_client, serve
from tests.support.services import build_app

pytestmark = pytest.mark.slow


def runner_env(port: int, secrets) -> dict[str, str]:
    return {
        "DUALCOACH_SERVICES__CHECKIN__PORT": str(port),
        "DUALCOACH_SECRETS_DIR": str(secrets.directory),
    }


def run(env, *args) -> Any:
    return CliRunner().invoke(main, list(args), env=env, catch_exceptions=False)


def output_json(result) -> Any:
    assert result.exit_code == 0, result.output
    # The operator-time command prints its entry id on stderr first; the JSON follows.
    return json.loads(result.output[result.output.index("{") :])


@pytest.fixture
def served(database, secrets):
    # The real app on a loopback port, on the machine clock like `make run`.
    with serve(build_app("checkin", database, secrets)) as server:
        yield server


def test_richard_activates_a_customer_and_records_everything(served, secrets, tmp_path):
    env = runner_env(served.port, secrets)
    plan = tmp_path / "plan.json"
    plan.write_text(json.dumps(factories.plan()), encoding="utf-8")
    checklist = tmp_path / "checklist.json"
    checklist.write_text(factories.CHECKLIST_OK, encoding="utf-8")

    assert run(env, "admin", "set-owner", "--triple", "700001,700001").exit_code == 0
    saved = output_json(
        run(
            env,
            "admin",
            "save-customer",
            CUSTOMER_ID,
            "--customer",
            "800001,800001",
            "--trainer",
            "900001,-100900001,7",
            "--plan",
            str(plan),
        )
    )
    assert saved["enabled"] is False

    # Updating only the plan keeps the triples already saved.
    updated = output_json(run(env, "admin", "save-customer", CUSTOMER_ID, "--plan", str(plan)))
    assert updated["spec"]["trainer"] == factories.TRAINER

    refused = run(env, "admin", "activate", CUSTOMER_ID, "--checklist", str(checklist))
    assert refused.exit_code == 1
    assert "reason_codes: G3_CONSENT" in refused.output

    assert (
        run(env, "admin", "consent", CUSTOMER_ID, "grant", "--provider-terms-checked").exit_code
        == 0
    )
    activated = output_json(
        run(env, "admin", "activate", CUSTOMER_ID, "--checklist", str(checklist))
    )
    assert activated["activated"] is True

    payment = output_json(
        run(
            env,
            "records",
            "payment",
            CUSTOMER_ID,
            "--kind",
            "renewal",
            "--amount",
            "150000",
            "--paid-on",
            "2026-12-30",
        )
    )
    assert payment["event"]["payload"]["period_start_on"] == "2027-01-04"
    wrong = run(
        env,
        "records",
        "payment",
        CUSTOMER_ID,
        "--kind",
        "initial",
        "--amount",
        "140000",
        "--paid-on",
        "2026-12-05",
    )
    assert wrong.exit_code == 1 and "$.amount_krw" in wrong.output
    assert (
        run(
            env,
            "records",
            "satisfaction",
            CUSTOMER_ID,
            "--score",
            "8.5",
            "--collected-on",
            "2026-12-11",
        ).exit_code
        == 0
    )
    first = run(
        env,
        "records",
        "operator-time",
        CUSTOMER_ID,
        "--minutes",
        "40",
        "--task",
        "draft_review",
        "--work-date",
        "2026-12-08",
    )
    entry_id = first.output.split("entry_id: ")[1].split()[0]
    assert output_json(first)["created"] is True
    fix = run(
        env,
        "records",
        "operator-time",
        CUSTOMER_ID,
        "--minutes",
        "25",
        "--task",
        "draft_review",
        "--work-date",
        "2026-12-08",
        "--supersedes",
        entry_id,
    )
    assert output_json(fix)["event"]["supersedes"].endswith(entry_id)

    kpi = output_json(run(env, "records", "kpi", CUSTOMER_ID))
    assert kpi["operator_time"]["buckets"][0]["minutes"] == 25
    assert kpi["renewal"]["passed"] is True

    assert run(env, "admin", "disable", CUSTOMER_ID, "--reason", "withdrawal").exit_code == 0
    no_delivery = {**env, "DUALCOACH_SERVICES__DELIVERY__PORT": str(free_ports(1)[0])}
    erased = run(no_delivery, "admin", "erase", CUSTOMER_ID, "--confirm", CUSTOMER_ID)
    # Only checkin runs here: its step is done and the run stops, named, at delivery (the
    # erasure across all three services: tests/integration/test_erasure.py).
    assert erased.exit_code == 1
    assert erased.output.startswith("checkin: erased - tombstone ")
    assert "erasure step 'delivery' failed: delivery is not reachable" in erased.output


def test_cli_says_clearly_when_the_service_is_not_running(secrets):
    result = run(runner_env(free_ports(1)[0], secrets), "admin", "show")
    assert result.exit_code == 1 and "not reachable" in result.output


def test_an_operator_time_entry_survives_a_lost_answer_as_one_entry(database, secrets):
    """The first answer is lost after the service stored the entry: the CLI retries with
    the same entry_id (new attempt_id) and the service answers the stored entry."""
    with serve(build_app("checkin", database, secrets)) as backend:
        env = runner_env(backend.port, secrets)
        run(env, "admin", "set-owner", "--triple", "700001,700001")
        run(
            env,
            "admin",
            "save-customer",
            CUSTOMER_ID,
            "--customer",
            "800001,800001",
            "--trainer",
            "900001,-100900001,7",
        )
        proxy, answers = _lossy_proxy(backend.base_url)
        with serve(proxy) as front:
            result = run(
                runner_env(front.port, secrets),
                "records",
                "operator-time",
                CUSTOMER_ID,
                "--minutes",
                "30",
                "--task",
                "admin",
                "--work-date",
                "2026-12-08",
            )
        assert result.exit_code == 0, result.output
        assert answers == [502, 200]
        signer = ServiceRequestSigner("operator", secrets.key("operator"), audience="checkin")
        with loopback_client(base_url=backend.base_url, auth=signer) as client:
            stream = client.get(f"/v1/customers/{CUSTOMER_ID}/events").json()["events"]
        assert len(stream) == 1 and stream[0]["payload"]["minutes"] == 30


def _lossy_proxy(backend: str) -> tuple[FastAPI, list[int]]:
    """Forwards every request; swallows the first operator-time answer (returns 502)."""
    proxy = FastAPI()
    answers: list[int] = []

    @proxy.api_route("/{path:path}", methods=["GET", "POST", "PUT"])
    async def forward(path: str, request: Request) -> Response:
        async with httpx.AsyncClient(base_url=backend) as client:
            upstream = await client.request(
                request.method,
                "/" + path,
                content=await request.body(),
                headers={k: v for k, v in request.headers.items() if k.lower() != "host"},
            )
        if path.endswith("operator-time") and not answers:
            answers.append(502)
            return Response(status_code=502)
        answers.append(upstream.status_code)
        return Response(
            upstream.content, upstream.status_code, media_type=upstream.headers.get("content-type")
        )

    return proxy, answers


def test_retries_stop_at_the_first_real_answer():
    sent: list[dict[str, Any]] = []

    def send(body):
        sent.append(body)
        return httpx.Response(503 if len(sent) == 1 else 201)

    response = send_with_retries(send, {"entry_id": "op-1"}, pause=0)
    assert response.status_code == 201
    assert [b["entry_id"] for b in sent] == ["op-1", "op-1"]
    assert sent[0]["attempt_id"] != sent[1]["attempt_id"]


def test_richard_can_push_the_outbox_and_look_at_drafts_and_weeks(served, secrets):
    env = runner_env(served.port, secrets)
    assert output_json(run(env, "records", "relay")) == {
        "acknowledged": 0,
        "retried": 0,
        "conflicts": 0,
        "rejected": 0,
        "skipped": 0,
    }
    for args in (("drafts", "nobody-here"), ("weekly", "nobody-here", "1")):
        result = run(env, "records", *args)
        assert result.exit_code != 0 and "No such customer in the registry" in result.output
