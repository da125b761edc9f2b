"""``dualcoach nutrition`` drives the real checkin API over signed HTTP (machine clock)."""

from __future__ import annotations

import json
from datetime import timedelta
from typing import Any

import pytest

from shared.clock import SystemClock, kst_date
from tests.checkin import factories
from tests.checkin import nutrition_support as ns
from tests.checkin.conftest import CUSTOMER_ID, activate, grant_consent, ok
from tests.checkin.seeding import append_as_flow
from tests.checkin.test_cli import output_json, run, runner_env
from tests.support.servers import serve
from tests.support.services import build_app, signed_client

pytestmark = pytest.mark.slow


def test_richard_sets_the_policy_computes_decides_and_reads_the_judgment(
    database, secrets, tmp_path
):
    today = kst_date(SystemClock().now())
    start = today - timedelta(days=14 + today.weekday())  # a Monday two or three weeks ago
    app = build_app("checkin", database, secrets)
    port = ns.RecordingPort()
    app.state.delivery_port = port
    with serve(app) as server, signed_client(app, "operator", secrets) as client:
        ok(client.put("/v1/admin/owner", json={"owner": factories.OWNER}))
        draft = factories.draft(starts_on=start)
        draft["plan"] = ns.plan(kcal=None) | {"starts_on": start.isoformat()}
        ok(client.put(f"/v1/admin/customers/{CUSTOMER_ID}", json=draft))
        grant_consent(client)
        assert ok(activate(client))["enabled"] is True
        weights = [70.0, 70.1, 70.0, 70.2, 70.1, 70.5, 70.6, 70.6, 70.7, 70.6]
        days = [start + timedelta(days=n) for n in (0, 1, 2, 3, 4, 7, 8, 9, 10, 11)]
        for day, weight in zip(days, weights, strict=True):
            event = factories.checkin(CUSTOMER_ID, day, morning_weight_kg=weight)
            append_as_flow(app, event)

        env = runner_env(server.port, secrets)
        policy_file = tmp_path / "policy.json"
        policy_file.write_text(json.dumps({"baseline_kcal": 2500}), encoding="utf-8")
        policy: dict[str, Any] = output_json(
            run(env, "nutrition", "policy", CUSTOMER_ID, "--set", str(policy_file))
        )
        assert (policy["revision"], policy["created"]) == (1, True)
        result = output_json(run(env, "nutrition", "propose", CUSTOMER_ID, "--week", "2"))
        proposal = result["proposal"]
        assert (proposal["decision"], proposal["weekly_rate"]["value"]) == ("decrease", "0.74")
        decided = output_json(
            run(
                env,
                "nutrition",
                "decide",
                CUSTOMER_ID,
                proposal["proposal_id"],
                "--revision",
                "1",
                "--digest",
                result["proposal_digest"],
                "--approve",
            )
        )
        assert decided["active_from"] == (today + timedelta(days=1)).isoformat()
        targets = output_json(
            run(env, "nutrition", "targets", CUSTOMER_ID, "--on", decided["active_from"])
        )
        assert targets["active"]["targets"]["energy"]["value"] == "2400"
        explained = output_json(
            run(
                env,
                "nutrition",
                "judgments",
                CUSTOMER_ID,
                result["judgment_record_ids"]["intention"],
            )
        )
        assert explained["status"] == "accepted"
        again = output_json(run(env, "nutrition", "propose", CUSTOMER_ID, "--week", "2"))
        assert again["created"] is False  # the same data: the stored revision, nothing new
        assert [kind for kind, _ in port.submitted] == ["card", "draft"]
