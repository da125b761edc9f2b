"""`dualcoach up` runs the simulator exactly when there is no bot token, and asks for the
demo registry only then."""

from __future__ import annotations

from services.gateway.settings import GatewaySettings
from tests.fakes.telegram import TEST_BOT_TOKEN
from tools.telegram_simulator.launch import plan_telegram


def _settings(secrets_dir, **gateway):
    return GatewaySettings(secrets_dir=secrets_dir, gateway=gateway)


def test_without_a_token_the_simulator_runs_and_the_gateway_is_told_to_use_it(tmp_path):
    plan = plan_telegram(_settings(tmp_path, simulator={"port": 8799}))
    (child,) = plan.children
    assert child.name == "simulator"
    assert child.ready_url == "http://127.0.0.1:8799/readyz"
    assert "tools.telegram_simulator.app:create_app" in child.argv
    assert plan.env == {"DUALCOACH_GATEWAY__BOT_API": "simulator"}
    assert plan.notice is not None and "http://127.0.0.1:8799/" in plan.notice
    assert plan.demo_registry is True


def test_with_a_token_nothing_extra_runs(tmp_path):
    (tmp_path / "telegram-bot-token").write_text(TEST_BOT_TOKEN)
    plan = plan_telegram(_settings(tmp_path))
    assert plan.children == [] and plan.env == {}
    assert TEST_BOT_TOKEN not in (plan.notice or "")
    assert plan.demo_registry is False


def test_the_simulator_can_be_asked_for_even_with_a_token(tmp_path):
    (tmp_path / "telegram-bot-token").write_text(TEST_BOT_TOKEN)
    assert len(plan_telegram(_settings(tmp_path, bot_api="simulator")).children) == 1
    assert plan_telegram(_settings(tmp_path, bot_api="none")).children == []


def test_no_demo_registry_beside_a_real_token_or_when_turned_off(tmp_path):
    assert plan_telegram(_settings(tmp_path, simulator={"demo_registry": False})).children
    assert not plan_telegram(_settings(tmp_path, simulator={"demo_registry": False})).demo_registry
    assert not plan_telegram(_settings(tmp_path, bot_api="none")).demo_registry
    # Simulated on request, but a real token lives here: its users must never be routed.
    (tmp_path / "telegram-bot-token").write_text(TEST_BOT_TOKEN)
    assert not plan_telegram(_settings(tmp_path, bot_api="simulator")).demo_registry
