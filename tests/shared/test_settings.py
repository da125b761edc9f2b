import pytest

from services.checkin.settings import CheckinSettings
from shared.secrets import ensure_local_secrets, load_named_secret, load_service_key
from shared.settings import ConfigError, PlatformSettings, load_settings


@pytest.fixture
def config_file(tmp_path, monkeypatch):
    path = tmp_path / "dualcoach.yaml"
    monkeypatch.setenv("DUALCOACH_CONFIG", str(path))
    monkeypatch.delenv("DATABASE_URL", raising=False)
    return path


def test_defaults_without_a_file(config_file):
    config_file.write_text("")
    settings = load_settings(PlatformSettings)
    assert settings.services.checkin.base_url == "http://127.0.0.1:8701"
    assert settings.database.url is None
    assert settings.database.role_prefix == "dualcoach"


def test_yaml_sections_are_read(config_file):
    config_file.write_text(
        "database:\n  role_prefix: pilot\nservices:\n  gateway:\n    port: 9700\n"
    )
    settings = load_settings(PlatformSettings)
    assert settings.database.role_prefix == "pilot"
    assert settings.services.gateway.port == 9700
    assert settings.services.delivery.port == 8703


def test_environment_overrides_the_file(config_file, monkeypatch):
    config_file.write_text("services:\n  gateway:\n    port: 9700\n")
    monkeypatch.setenv("DUALCOACH_SERVICES__GATEWAY__PORT", "9800")
    monkeypatch.setenv("DATABASE_URL", "postgresql://u@db.example:5432/x")
    settings = load_settings(PlatformSettings)
    assert settings.services.gateway.port == 9800
    assert settings.database.url == "postgresql://u@db.example:5432/x"


def test_invalid_value_names_the_key(config_file):
    config_file.write_text("services:\n  checkin:\n    port: not-a-port\n")
    with pytest.raises(ConfigError) as raised:
        load_settings(PlatformSettings)
    assert "services.checkin.port" in str(raised.value)
    assert "not-a-port" not in str(raised.value)  # values are never echoed


def test_unknown_key_inside_a_section_is_refused(config_file):
    config_file.write_text("database:\n  pasword: x\n")
    with pytest.raises(ConfigError, match=r"database\.pasword"):
        load_settings(PlatformSettings)


def test_unknown_section_is_refused(config_file):
    config_file.write_text("chekin: {}\n")
    with pytest.raises(ConfigError, match="unknown section"):
        load_settings(PlatformSettings)


def test_service_section_unknown_key_is_refused(config_file):
    config_file.write_text("checkin:\n  surprise: 1\n")
    with pytest.raises(ConfigError, match=r"checkin\.surprise"):
        load_settings(CheckinSettings)


def test_missing_config_file_named_by_env_is_an_error(tmp_path, monkeypatch):
    monkeypatch.setenv("DUALCOACH_CONFIG", str(tmp_path / "nope.yaml"))
    with pytest.raises(ConfigError, match="does not exist"):
        load_settings(PlatformSettings)


def test_local_secrets_are_private_files(tmp_path):
    directory = tmp_path / "secrets"
    created = ensure_local_secrets(directory)
    assert created
    assert oct(directory.stat().st_mode & 0o777) == "0o700"
    for path in created:
        assert oct(path.stat().st_mode & 0o777) == "0o600"
    assert ensure_local_secrets(directory) == []  # idempotent: nothing rewritten
    assert len(load_service_key(directory, "gateway").get_secret_value()) == 64
    assert load_named_secret(directory, "console-token") is not None


def test_missing_or_weak_service_keys_are_refused_with_the_key_name(tmp_path, monkeypatch):
    with pytest.raises(ConfigError, match="DUALCOACH_SERVICE_KEY_CHECKIN"):
        load_service_key(tmp_path, "checkin")
    monkeypatch.setenv("DUALCOACH_SERVICE_KEY_CHECKIN", "changeme")
    with pytest.raises(ConfigError, match="placeholder"):
        load_service_key(tmp_path, "checkin")
    monkeypatch.setenv("DUALCOACH_SERVICE_KEY_CHECKIN", "z" * 64)
    with pytest.raises(ConfigError, match="not hex"):
        load_service_key(tmp_path, "checkin")
    monkeypatch.setenv("DUALCOACH_SERVICE_KEY_CHECKIN", "ab" * 32)
    assert load_service_key(tmp_path, "checkin").get_secret_value() == "ab" * 32
