"""JSON structured logging that cannot leak secrets, tokens or customer text.

Every line carries ``request_id`` when it is written for a request or a background job
(``shared.request_id``), so one customer message can be followed across services.

Log calls name an *event* (the message template, never formatted with arguments) and pass
structured ``fields`` through ``extra={"fields": {...}}``. Only keys on the allow-list are
printed as given; identifiers are digested with ``id_digest``; everything else is replaced
by ``"[redacted]"``. A scrub filter also masks registered secret values and token shapes in
any line that third-party libraries emit.
"""

from __future__ import annotations

import hashlib
import json
import logging
import re
import sys
import threading
from collections.abc import Iterable, Mapping
from datetime import UTC, datetime
from typing import Any

from shared.request_id import current_request_id

SAFE_FIELD_KEYS = frozenset(
    {
        "service",
        "caller",
        "method",
        "route",
        "status",
        "duration_ms",
        "outcome",
        "reason",
        "state",
        "kind",
        "surface",
        "mode",
        "count",
        "attempt",
        "port",
        "error_type",
        "where",
        "url",
        "revision",
        "event_type",
        "contract_version",
        "latency_bucket",
    }
)
# Keys whose values are identifiers: printed only as a short digest.
DIGESTED_FIELD_KEYS = frozenset({"customer_id", "draft_id", "entry_id", "user_id", "chat_id"})

_TOKEN_PATTERNS = (
    re.compile(r"\d{5,}:[A-Za-z0-9_-]{30,}"),  # Telegram bot token (also inside /bot<token>/)
    re.compile(r"\bsk-[A-Za-z0-9_-]{16,}\b"),  # OpenAI-style key
    re.compile(r"(?i)(authorization|x-telegram-bot-api-secret-token)[:=]\s*\S+"),
)
_registered_secrets: set[str] = set()
_registry_lock = threading.Lock()


def id_digest(value: object) -> str:
    """A stable, non-reversible short form of an identifier for logs."""
    return "id:" + hashlib.sha256(str(value).encode("utf-8")).hexdigest()[:12]


def register_secret(value: str) -> None:
    """Mask ``value`` wherever it would appear in a log line."""
    if len(value) >= 8:
        with _registry_lock:
            _registered_secrets.add(value)


def scrub(text: str) -> str:
    """Mask registered secrets and token-shaped substrings."""
    with _registry_lock:
        known = sorted(_registered_secrets, key=len, reverse=True)
    for secret in known:
        text = text.replace(secret, "[secret]")
    for pattern in _TOKEN_PATTERNS:
        text = pattern.sub("[secret]", text)
    return text


def safe_fields(fields: Mapping[str, Any]) -> dict[str, Any]:
    """Apply the allow-list: safe keys pass, identifier keys are digested, the rest redacted."""
    result: dict[str, Any] = {}
    for key, value in fields.items():
        if key in SAFE_FIELD_KEYS:
            result[key] = value if isinstance(value, int | float | bool | list) else str(value)
        elif key in DIGESTED_FIELD_KEYS:
            result[key] = id_digest(value)
        else:
            result[key] = "[redacted]"
    return result


class JsonFormatter(logging.Formatter):
    """One JSON object per line: time, level, logger, event, safe fields."""

    def __init__(self, service: str) -> None:
        super().__init__()
        self._service = service

    def format(self, record: logging.LogRecord) -> str:
        fields = getattr(record, "fields", None)
        entry: dict[str, Any] = {
            "ts": datetime.fromtimestamp(record.created, UTC).strftime("%Y-%m-%dT%H:%M:%S.%fZ"),
            "level": record.levelname,
            "service": self._service,
            "logger": record.name,
            # The template only: arguments may carry values we must not print.
            "event": scrub(str(record.msg)),
        }
        if isinstance(fields, Mapping):
            entry.update(safe_fields(fields))
        # Set last: the id of the work this line belongs to (well formed by construction, see
        # ``shared.request_id``) - no field passed by a caller can override it.
        request_id = current_request_id()
        if request_id is not None:
            entry["request_id"] = request_id
        if record.exc_info and record.exc_info[0] is not None:
            entry["error_type"] = record.exc_info[0].__name__
        return json.dumps(entry, ensure_ascii=False, sort_keys=True)


# Libraries that would otherwise log full URLs (Telegram puts the bot token in the path).
_NOISY_LOGGERS = ("httpx", "httpcore", "telegram", "openai", "uvicorn.access", "alembic")


def configure_logging(
    service: str, level: str = "INFO", secrets: Iterable[str] = (), stream: Any = None
) -> None:
    """Install the JSON formatter on the root logger (idempotent)."""
    for secret in secrets:
        register_secret(secret)
    handler = logging.StreamHandler(stream or sys.stderr)
    handler.setFormatter(JsonFormatter(service))
    root = logging.getLogger()
    root.handlers[:] = [handler]
    root.setLevel(level)
    for name in _NOISY_LOGGERS:
        logging.getLogger(name).setLevel(logging.WARNING)
    for name in ("uvicorn", "uvicorn.error"):
        logging.getLogger(name).handlers[:] = []
        logging.getLogger(name).propagate = True
