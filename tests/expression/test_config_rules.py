"""The postprocessor block: seed 001's exact shape or disabled with a reason."""

import copy

import pytest

from services.expression.config.rules import evaluate_config
from tests.expression.conftest import postprocessor_block


def test_missing_block_is_absent_and_disabled():
    verdict = evaluate_config(None)
    assert verdict.state == "absent" and verdict.mode == "disabled"
    assert not verdict.active_for("daily.v1")


def test_the_seed_block_is_valid_and_activates_only_its_surfaces():
    verdict = evaluate_config(postprocessor_block("shadow", weekly=False))
    assert verdict.state == "valid" and verdict.mode == "shadow"
    assert verdict.active_for("daily.v1")
    assert not verdict.active_for("weekly.v1")
    assert verdict.active_for("adaptive.dualcoachtest.card.v1")
    assert verdict.active_for("adaptive.physique.card.v1")


def test_a_valid_disabled_block_activates_nothing():
    verdict = evaluate_config(postprocessor_block("disabled"))
    assert verdict.state == "valid"
    assert not any(
        verdict.active_for(v) for v in ("daily.v1", "weekly.v1", "adaptive.physique.card.v1")
    )


def _edit(path, value):
    block = copy.deepcopy(postprocessor_block("enabled"))
    target = block
    for key in path[:-1]:
        target = target[key]
    if value is _DELETE:
        del target[path[-1]]
    else:
        target[path[-1]] = value
    return block


_DELETE = object()


@pytest.mark.parametrize(
    ("path", "value", "reason"),
    [
        (("extra",), 1, "config_shape_invalid"),
        (("provider",), _DELETE, "config_shape_invalid"),
        (("schema_version",), "korean-expression-v3", "schema_version_invalid"),
        (("schema_version",), " korean-expression-v4", "schema_version_invalid"),
        (("mode",), "on", "mode_invalid"),
        (("mode",), "shadow ", "mode_invalid"),
        (("mode",), True, "mode_invalid"),
        (("surfaces", "daily"), 1, "surfaces_invalid"),
        (("surfaces", "daily"), "true", "surfaces_invalid"),
        (("surfaces", "monthly"), False, "surfaces_invalid"),
        (("surfaces", "weekly"), _DELETE, "surfaces_invalid"),
        (("timeout_seconds",), 3.0, "timeout_invalid"),
        (("timeout_seconds",), 4, "timeout_invalid"),
        (("timeout_seconds",), "3", "timeout_invalid"),
        (("timeout_seconds",), True, "timeout_invalid"),
        (("provider", "provider_id"), "kimi", "provider_disallowed"),
        (("provider", "transport"), "responses", "provider_disallowed"),
        (("provider", "endpoint"), "https://api.openai.com/v1/", "provider_disallowed"),
        (("provider", "endpoint"), "http://127.0.0.1:8080/v1", "provider_disallowed"),
        (("provider", "model"), "gpt-4.1", "provider_disallowed"),
        (("provider", "model"), "GPT-4.1-MINI", "provider_disallowed"),
        (("provider", "api_key"), "sk-x", "provider_disallowed"),
        (("provider", "model"), _DELETE, "provider_disallowed"),
    ],
)
def test_any_deviation_disables_with_a_reason(path, value, reason):
    verdict = evaluate_config(_edit(path, value))
    assert (verdict.state, verdict.reason, verdict.mode) == ("rejected", reason, "disabled")
    assert not verdict.active_for("daily.v1")


@pytest.mark.parametrize("raw", ["enabled", 1, [], {"mode": "enabled"}])
def test_a_block_of_the_wrong_shape_is_rejected(raw):
    assert evaluate_config(raw).reason == "config_shape_invalid"
