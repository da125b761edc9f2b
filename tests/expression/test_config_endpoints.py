"""A rejected block is visible: a startup warning and the audit view; the service still runs."""

import io
import json
import logging

from services.expression.app import report_config_verdict
from services.expression.config.rules import evaluate_config
from shared.logging import JsonFormatter
from tests.expression.conftest import postprocessor_block
from tests.support.services import signed_client


def test_a_rejected_block_logs_a_warning_with_its_reason():
    stream = io.StringIO()
    handler = logging.StreamHandler(stream)
    handler.setFormatter(JsonFormatter("expression"))
    logger = logging.getLogger("dualcoach.expression")
    logger.addHandler(handler)
    try:
        report_config_verdict(evaluate_config({**postprocessor_block("enabled"), "mode": "on"}))
    finally:
        logger.removeHandler(handler)
    (line,) = [json.loads(text) for text in stream.getvalue().splitlines()]
    assert line["event"] == "korean_expression_config_rejected"
    assert (line["level"], line["reason"], line["mode"]) == ("WARNING", "mode_invalid", "disabled")


def test_the_service_starts_with_a_bad_block_and_reports_it(expression_app, secrets, capfd):
    harness = expression_app(block={**postprocessor_block("enabled"), "provider": {}})
    assert "korean_expression_config_rejected" in capfd.readouterr().err
    operator = signed_client(harness.app, "operator", secrets, harness.clock)
    status = operator.get("/audit/postprocessor")
    assert status.status_code == 200
    assert status.json() == {
        "state": "rejected",
        "mode": "disabled",
        "surfaces": [],
        "reason": "provider_disallowed",
    }
    assert harness.client.get("/healthz").status_code == 200


def test_the_audit_view_of_a_valid_block(expression_app, secrets):
    harness = expression_app(block=postprocessor_block("shadow", weekly=False))
    operator = signed_client(harness.app, "operator", secrets, harness.clock)
    assert operator.get("/audit/postprocessor").json() == {
        "state": "valid",
        "mode": "shadow",
        "surfaces": ["adaptive_operator", "daily"],
        "reason": None,
    }
    assert harness.client.get("/audit/postprocessor").status_code == 403
