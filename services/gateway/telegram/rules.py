"""Pure decisions about the Bot API: which target to talk to, and what a failure means.

The library's exceptions are read into plain ``BotApiError`` facts by ``failures.py``;
what those facts mean for a message is decided here.

The failure classification is the heart of at-most-once delivery: a failure is ``refused``
only when it proves nothing reached the chat (Telegram answered with a definite refusal, or
the request provably never left this process); everything else is ``unknown`` and must
never be retried - delivery asks Richard to reconcile instead.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Literal

from pydantic import SecretStr

from services.gateway.settings import GatewaySection
from shared.settings import ConfigError

BOT_TOKEN_SECRET = "telegram-bot-token"  # noqa: S105 - a secret's name, not a value
WEBHOOK_SECRET = "telegram-webhook-secret"  # noqa: S105 - a secret's name
# The second bot identity that only diagnostic sessions use (seed 003: the test bot).
TEST_BOT_TOKEN_SECRET = "telegram-test-bot-token"  # noqa: S105 - a secret's name

# The simulator's fixed token: shaped like a real one so every code path is the real one,
# but it names a bot that does not exist. A real token is never sent to the simulator.
SIMULATOR_BOT_TOKEN = "7000000001:dualcoach-local-simulator-not-a-real-token"  # noqa: S105 - public fake

# The simulator's test bot: a second fake identity, so diagnostics can be tried locally.
SIMULATOR_TEST_BOT_TOKEN = "7000000002:dualcoach-local-simulator-test-bot-not-real"  # noqa: S105 - public fake

_TOKEN_SHAPE = re.compile(r"^(\d{3,20}):[A-Za-z0-9_-]{20,100}$")
# Telegram accepts 1-256 characters of A-Z a-z 0-9 _ -; we also refuse short (guessable) ones.
_WEBHOOK_SECRET_SHAPE = re.compile(r"^[A-Za-z0-9_-]{16,256}$")

TargetKind = Literal["telegram", "simulator"]
Outcome = Literal["unknown", "refused"]


@dataclass(frozen=True)
class BotApiTarget:
    """The Bot API server and the token the gateway uses with it."""

    kind: TargetKind
    api_url: str
    token: SecretStr

    @property
    def bot_id(self) -> int:
        """The bot's numeric id: the public part of its token."""
        return int(self.token.get_secret_value().split(":", 1)[0])

    @property
    def bot_base_url(self) -> str:
        """python-telegram-bot's ``base_url``: the token follows ``/bot``."""
        return f"{self.api_url.rstrip('/')}/bot"


def choose_target(
    section: GatewaySection, token: SecretStr | None, simulator_url: str
) -> BotApiTarget | None:
    """Which Bot API to use (None: no Telegram I/O); refuses inconsistent configuration."""
    mode = section.bot_api
    if mode == "none" or (mode == "auto" and token is None):
        return None
    if mode == "simulator":
        return BotApiTarget("simulator", simulator_url, SecretStr(SIMULATOR_BOT_TOKEN))
    if token is None:
        raise ConfigError(
            f"gateway.bot_api is 'telegram' but the secret '{BOT_TOKEN_SECRET}' is missing: "
            f"create it in the secrets dir or set DUALCOACH_SECRET_TELEGRAM_BOT_TOKEN"
        )
    if not _TOKEN_SHAPE.match(token.get_secret_value()):
        raise ConfigError(f"secret '{BOT_TOKEN_SECRET}' does not look like a bot token")
    return BotApiTarget("telegram", section.bot_api_url, token)


def choose_test_bot_target(
    main: BotApiTarget | None, token: SecretStr | None
) -> BotApiTarget | None:
    """The diagnostic test bot: on the main target's Bot API, never the main bot itself.

    With the simulator the simulator's test bot is used; with Telegram only when the
    ``telegram-test-bot-token`` secret exists. None: diagnostic sends answer 503.
    """
    if main is None:
        return None
    if main.kind == "simulator":
        target = BotApiTarget("simulator", main.api_url, SecretStr(SIMULATOR_TEST_BOT_TOKEN))
    elif token is None:
        return None
    elif not _TOKEN_SHAPE.match(token.get_secret_value()):
        raise ConfigError(f"secret '{TEST_BOT_TOKEN_SECRET}' does not look like a bot token")
    else:
        target = BotApiTarget("telegram", main.api_url, token)
    if target.bot_id == main.bot_id:
        raise ConfigError(
            f"secret '{TEST_BOT_TOKEN_SECRET}' names the product's own bot: diagnostics "
            "must send with a second bot identity"
        )
    return target


def require_webhook_secret(section: GatewaySection, secret: SecretStr | None) -> SecretStr | None:
    """The webhook secret in webhook mode; refuses to start without a strong one."""
    if section.mode != "webhook":
        return None
    if secret is None:
        raise ConfigError(
            f"gateway.mode is 'webhook' but the secret '{WEBHOOK_SECRET}' is missing: the "
            "gateway refuses to accept unauthenticated updates (run 'dualcoach secrets init' "
            "or set DUALCOACH_SECRET_TELEGRAM_WEBHOOK_SECRET)"
        )
    if not _WEBHOOK_SECRET_SHAPE.match(secret.get_secret_value()):
        raise ConfigError(
            f"secret '{WEBHOOK_SECRET}' must be 16-256 characters of A-Z, a-z, 0-9, _ and -"
        )
    return secret


@dataclass(frozen=True)
class TelegramFailure:
    """What a failed Bot API call means for the message it carried."""

    outcome: Outcome
    reason: str
    description: str | None = None
    retry_after_seconds: float | None = None
    migrate_to_chat_id: int | None = None


FailureKind = Literal[
    "retry-after",
    "chat-migrated",
    "invalid-token",
    "forbidden",
    "bad-request",
    "conflict",
    "timed-out",
    "network",
    "other",
]


@dataclass(frozen=True, slots=True)
class BotApiError:
    """A failed Bot API call as plain facts (``telegram/failures.py`` reads them off the
    library's exception): what Telegram or the transport said, and whether the request
    provably never reached the server."""

    kind: FailureKind
    message: str | None = None
    retry_after_seconds: float | None = None
    migrate_to_chat_id: int | None = None
    # The HTTP request provably never reached the server (connect refused or timed out, no
    # connection from the pool).
    never_left: bool = False
    # The request failed in the transport (the connection was lost), not with an answer.
    transport_failed: bool = False


def classify(error: BotApiError) -> TelegramFailure:
    """``refused`` (nothing sent) only when the failure proves it; otherwise ``unknown``."""
    if error.kind == "retry-after":
        return TelegramFailure("refused", "rate-limited", None, error.retry_after_seconds)
    if error.kind == "chat-migrated":
        return TelegramFailure(
            "refused", "chat-migrated", None, migrate_to_chat_id=error.migrate_to_chat_id
        )
    if error.kind == "invalid-token":
        # Its message can embed the token; never pass it on.
        return TelegramFailure("refused", "bot-token-rejected")
    if error.kind == "forbidden":
        return TelegramFailure("refused", "forbidden", error.message)
    if error.kind == "bad-request":
        lowered = (error.message or "").lower()
        reason = "chat-not-found" if "chat not found" in lowered else "bad-request"
        return TelegramFailure("refused", reason, error.message)
    if error.kind == "conflict":
        return TelegramFailure("refused", "conflict", error.message)
    if error.kind in ("timed-out", "network") and error.never_left:
        return TelegramFailure("refused", "telegram-unreachable")
    if error.kind == "timed-out":
        return TelegramFailure("unknown", "timeout")
    if error.kind == "network":
        if error.transport_failed:
            return TelegramFailure("unknown", "connection-lost")
        # No transport cause: Telegram answered with a 5xx (or another unexpected status).
        return TelegramFailure("unknown", "telegram-server-error", error.message)
    return TelegramFailure("unknown", "unexpected-failure")


def is_not_modified(error: BotApiError) -> bool:
    """Telegram's answer to an edit that changes nothing: the message already looks right."""
    return error.kind == "bad-request" and (
        "message is not modified" in (error.message or "").lower()
    )


class TelegramNotConfigured(Exception):
    """No bot is configured for this call (``test_bot``: the diagnostic test bot); nothing
    was sent."""

    def __init__(self, *, test_bot: bool) -> None:
        super().__init__("test bot" if test_bot else "bot")
        self.test_bot = test_bot
