"""The ``checkin:`` section: the check-in bridge's settings and its startup diagnostics."""

import pytest

from services.checkin.settings import CheckinSettings, checkin_section_valid
from shared.settings import ConfigError, load_settings


@pytest.fixture
def config_file(tmp_path, monkeypatch):
    path = tmp_path / "dualcoach.yaml"
    monkeypatch.setenv("DUALCOACH_CONFIG", str(path))
    monkeypatch.delenv("DATABASE_URL", raising=False)
    return path


@pytest.mark.parametrize("value", ["false", "true"])
def test_a_leftover_legacy_feedback_key_is_named_at_startup_not_a_generic_extra(config_file, value):
    config_file.write_text(
        f"checkin:\n  operator_card_grammar: physique\n  coaching_feedback_enabled: {value}\n"
    )
    with pytest.raises(ConfigError) as raised:
        load_settings(CheckinSettings)
    message = str(raised.value)
    assert "checkin.coaching_feedback_enabled" in message
    assert "legacy_coaching_feedback_enabled" in message
    assert "audit-config" in message
    assert "Extra inputs are not permitted" not in message


def test_the_legacy_key_from_the_environment_gets_the_same_diagnostic(config_file, monkeypatch):
    config_file.write_text("")
    monkeypatch.setenv("DUALCOACH_CHECKIN__COACHING_FEEDBACK_ENABLED", "false")
    with pytest.raises(ConfigError, match="legacy_coaching_feedback_enabled"):
        load_settings(CheckinSettings)


def test_other_unknown_keys_are_still_refused_as_unknown(config_file):
    config_file.write_text("checkin:\n  coaching_feedback: true\n")
    with pytest.raises(ConfigError) as raised:
        load_settings(CheckinSettings)
    assert "checkin.coaching_feedback" in str(raised.value)
    assert "legacy_coaching_feedback_enabled" not in str(raised.value)


def test_the_section_without_the_legacy_key_loads(config_file):
    config_file.write_text("checkin:\n  operator_card_grammar: physique\n")
    assert load_settings(CheckinSettings).checkin.operator_card_grammar == "physique"


@pytest.mark.parametrize(
    ("section", "valid"),
    [
        (None, True),
        ({}, True),
        ({"operator_card_grammar": "physique"}, True),
        ({"operator_card_grammar": "fancy"}, False),
        ({"outbox_relay_interval_seconds": -1}, False),
        ({"coaching_feedback_enabled": False}, False),
        ("not a mapping", False),
    ],
)
def test_checkin_section_valid_is_what_the_service_would_accept(section, valid):
    assert checkin_section_valid(section) is valid
