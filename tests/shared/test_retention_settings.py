"""The ``retention:`` section: off by default, positive bounds, unknown keys refused by name."""

from pathlib import Path

import pytest
import yaml

from services.delivery.settings import DeliverySettings
from shared.settings import ConfigError, PlatformSettings, load_settings

REPO = Path(__file__).resolve().parents[2]


@pytest.fixture
def config_file(tmp_path, monkeypatch):
    path = tmp_path / "dualcoach.yaml"
    monkeypatch.setenv("DUALCOACH_CONFIG", str(path))
    monkeypatch.delenv("DATABASE_URL", raising=False)
    return path


def test_retention_is_off_by_default_with_the_issue_s_numbers(config_file):
    config_file.write_text("")
    retention = load_settings(PlatformSettings).retention
    assert (
        retention.enabled,
        retention.pilot_days_after_window,
        retention.ledger_body_days_after_send,
    ) == (False, 90, 35)


def test_the_shipped_file_states_the_defaults():
    shipped = yaml.safe_load((REPO / "dualcoach.yaml").read_text(encoding="utf-8"))
    assert shipped["retention"] == {
        "enabled": False,
        "pilot_days_after_window": 90,
        "ledger_body_days_after_send": 35,
    }


@pytest.mark.parametrize(
    ("body", "named"),
    [
        ("pilot_days_after_window: 0", "retention.pilot_days_after_window"),
        ("ledger_body_days_after_send: -1", "retention.ledger_body_days_after_send"),
        ("pilot_days_after_window: 10000", "retention.pilot_days_after_window"),
        ("keep_forever: true", "retention.keep_forever"),
    ],
)
def test_a_bad_retention_value_is_refused_naming_the_key(config_file, body, named):
    config_file.write_text(f"retention:\n  {body}\n")
    with pytest.raises(ConfigError, match=named.replace(".", r"\.")):
        load_settings(DeliverySettings)


def test_the_environment_enables_it(config_file, monkeypatch):
    config_file.write_text("retention:\n  ledger_body_days_after_send: 60\n")
    monkeypatch.setenv("DUALCOACH_RETENTION__ENABLED", "true")
    retention = load_settings(DeliverySettings).retention
    assert retention.enabled is True
    assert retention.ledger_body_days_after_send == 60
