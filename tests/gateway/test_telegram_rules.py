"""Which Bot API the gateway uses, and what each Telegram failure means for a message."""

from __future__ import annotations

import warnings

import httpx
import pytest
from pydantic import SecretStr
from telegram import error
from telegram.warnings import PTBDeprecationWarning

from services.gateway.settings import GatewaySection
from services.gateway.telegram.failures import classify_failure, is_not_modified
from services.gateway.telegram.rules import (
    SIMULATOR_BOT_TOKEN,
    BotApiError,
    choose_target,
    classify,
    require_webhook_secret,
)
from services.gateway.telegram.rules import is_not_modified as is_not_modified_fact
from shared.settings import ConfigError

pytestmark = pytest.mark.filterwarnings(
    "ignore:.*`retry_after` will be of type:telegram.warnings.PTBDeprecationWarning"
)

TOKEN = SecretStr("123456789:abcdefghijklmnopqrstuvwxyz_0123")
SIMULATOR = "http://127.0.0.1:8710"


def test_auto_uses_telegram_with_a_token_and_nothing_without():
    target = choose_target(GatewaySection(), TOKEN, SIMULATOR)
    assert target is not None and target.kind == "telegram"
    assert target.bot_base_url == "https://api.telegram.org/bot"
    assert target.bot_id == 123456789
    assert choose_target(GatewaySection(), None, SIMULATOR) is None


def test_the_simulator_never_receives_a_real_token():
    target = choose_target(GatewaySection(bot_api="simulator"), TOKEN, SIMULATOR)
    assert target is not None
    assert target.api_url == SIMULATOR
    assert target.token.get_secret_value() == SIMULATOR_BOT_TOKEN


def test_telegram_mode_refuses_to_start_without_a_usable_token():
    with pytest.raises(ConfigError, match="telegram-bot-token"):
        choose_target(GatewaySection(bot_api="telegram"), None, SIMULATOR)
    with pytest.raises(ConfigError, match="does not look like a bot token"):
        choose_target(GatewaySection(bot_api="telegram"), SecretStr("changeme"), SIMULATOR)


def test_webhook_mode_requires_a_strong_secret_and_polling_needs_none():
    webhook = GatewaySection(mode="webhook")
    with pytest.raises(ConfigError, match="telegram-webhook-secret"):
        require_webhook_secret(webhook, None)
    with pytest.raises(ConfigError):
        require_webhook_secret(webhook, SecretStr("has spaces in it but is long enough"))
    secret = SecretStr("a" * 32)
    assert require_webhook_secret(webhook, secret) == secret
    assert require_webhook_secret(GatewaySection(mode="polling"), secret) is None


def _caused(outer: BaseException, cause: BaseException) -> BaseException:
    outer.__cause__ = cause
    return outer


# Built with the type-migration warning silenced: RetryAfter warns in its constructor.
with warnings.catch_warnings():
    warnings.simplefilter("ignore", PTBDeprecationWarning)
    FAILURES = [
        (error.BadRequest("Chat not found"), "refused", "chat-not-found"),
        (error.BadRequest("Message is too long"), "refused", "bad-request"),
        (error.Forbidden("Forbidden: bot was blocked by the user"), "refused", "forbidden"),
        (error.RetryAfter(3), "refused", "rate-limited"),
        (error.ChatMigrated(-1001), "refused", "chat-migrated"),
        (error.InvalidToken("Unauthorized"), "refused", "bot-token-rejected"),
        (
            _caused(error.NetworkError("httpx.ConnectError"), httpx.ConnectError("refused")),
            "refused",
            "telegram-unreachable",
        ),
        (
            _caused(error.TimedOut(), httpx.ConnectTimeout("connect")),
            "refused",
            "telegram-unreachable",
        ),
        (_caused(error.TimedOut(), httpx.ReadTimeout("read")), "unknown", "timeout"),
        (error.TimedOut(), "unknown", "timeout"),
        (
            _caused(error.NetworkError("httpx.ReadError"), httpx.ReadError("reset")),
            "unknown",
            "connection-lost",
        ),
        (error.NetworkError("Bad Gateway (502)"), "unknown", "telegram-server-error"),
        (error.TelegramError("Invalid server response"), "unknown", "unexpected-failure"),
        (RuntimeError("anything else"), "unknown", "unexpected-failure"),
    ]


@pytest.mark.parametrize(("failure", "outcome", "reason"), FAILURES)
def test_only_provable_non_delivery_is_refused(failure, outcome, reason):
    classified = classify_failure(failure)
    assert (classified.outcome, classified.reason) == (outcome, reason)


def test_retry_after_and_migration_details_are_kept():
    assert classify_failure(error.RetryAfter(7)).retry_after_seconds == 7.0
    assert classify_failure(error.ChatMigrated(-1002)).migrate_to_chat_id == -1002


def test_a_rejected_token_never_echoes_the_error_message():
    failure = classify_failure(error.InvalidToken("The token `123:secret` was rejected"))
    assert failure.description is None


def test_not_modified_is_recognised():
    assert is_not_modified(error.BadRequest("Message is not modified: specified new message"))
    assert not is_not_modified(error.BadRequest("Message to edit not found"))


def test_the_rule_decides_on_plain_facts_without_the_library():
    # The pure rule behind classify_failure: a transport failure is refused only when the
    # request provably never left, and a lost connection is never a refusal.
    assert classify(BotApiError("network", never_left=True)).outcome == "refused"
    assert classify(BotApiError("timed-out", never_left=True)).reason == "telegram-unreachable"
    assert classify(BotApiError("network", transport_failed=True)).reason == "connection-lost"
    assert classify(BotApiError("other")).outcome == "unknown"
    assert is_not_modified_fact(BotApiError("bad-request", "Message is not modified"))
    assert not is_not_modified_fact(BotApiError("forbidden", "Message is not modified"))
