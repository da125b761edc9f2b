"""The console's security decisions (pure): token check, session cookie, CSRF, loopback.

* The local token (named secret ``console-token``) is compared in constant time and never
  travels in a URL: it is posted once in a form and exchanged for a session cookie.
* The session cookie is stateless: ``payload.signature`` where the signature is an HMAC
  keyed by a digest of the *current* token. Rotating the token (the secret is re-read on
  every request) therefore ends every session at once.
* Each session has its own CSRF token (an HMAC of the session nonce); every form carries it.
* Only loopback clients addressing a loopback host are served (SSH tunnel, no DNS rebinding).
"""

from __future__ import annotations

import base64
import hashlib
import hmac
import json
import secrets
from dataclasses import dataclass
from datetime import datetime, timedelta
from typing import Final

MIN_TOKEN_CHARS: Final = 32
SESSION_COOKIE: Final = "dualcoach_console"
LOGIN_COOKIE: Final = "dualcoach_console_login"
LOOPBACK_CLIENTS: Final = frozenset({"127.0.0.1", "::1"})
LOOPBACK_HOSTS: Final = frozenset({"127.0.0.1", "localhost", "[::1]"})


def token_usable(token: str | None) -> bool:
    return token is not None and len(token) >= MIN_TOKEN_CHARS


def token_matches(expected: str, offered: str) -> bool:
    """Constant-time comparison of the offered token with the configured one."""
    return hmac.compare_digest(expected.encode("utf-8"), offered.encode("utf-8"))


def _key(token: str) -> bytes:
    return hashlib.sha256(b"dualcoach-console-session\x00" + token.encode("utf-8")).digest()


def _sign(token: str, payload: bytes) -> str:
    return hmac.new(_key(token), payload, hashlib.sha256).hexdigest()


def _b64(data: bytes) -> str:
    return base64.urlsafe_b64encode(data).decode("ascii").rstrip("=")


def _unb64(text: str) -> bytes:
    return base64.urlsafe_b64decode(text + "=" * (-len(text) % 4))


@dataclass(frozen=True, slots=True)
class Session:
    nonce: str
    issued_at: datetime


def mint_session(token: str, now: datetime, nonce: str | None = None) -> str:
    """A new session cookie value bound to ``token``."""
    body = json.dumps(
        {"nonce": nonce or secrets.token_hex(16), "iat": int(now.timestamp())},
        separators=(",", ":"),
        sort_keys=True,
    ).encode("utf-8")
    payload = _b64(body)
    return f"{payload}.{_sign(token, payload.encode('ascii'))}"


def read_session(
    token: str, cookie: str | None, now: datetime, lifetime: timedelta
) -> Session | None:
    """The session a cookie carries, if it was signed with ``token`` and has not expired."""
    if not cookie or cookie.count(".") != 1:
        return None
    payload, signature = cookie.split(".")
    if not hmac.compare_digest(_sign(token, payload.encode("ascii")), signature):
        return None
    try:
        body = json.loads(_unb64(payload))
        nonce = str(body["nonce"])
        issued = datetime.fromtimestamp(int(body["iat"]), tz=now.tzinfo)
    except (ValueError, KeyError, TypeError):
        return None
    if not (issued - timedelta(minutes=5) <= now < issued + lifetime):
        return None
    return Session(nonce, issued)


def csrf_token(token: str, session: Session) -> str:
    return hmac.new(_key(token), b"csrf\x00" + session.nonce.encode(), hashlib.sha256).hexdigest()


def csrf_matches(token: str, session: Session, offered: str | None) -> bool:
    return offered is not None and hmac.compare_digest(csrf_token(token, session), offered)


def is_loopback_client(host: str | None) -> bool:
    return host in LOOPBACK_CLIENTS


def is_loopback_host(host_header: str | None) -> bool:
    """The Host header names a loopback address (with any port): no rebinding via DNS."""
    if not host_header:
        return False
    host = host_header.rsplit(":", 1)[0] if not host_header.endswith("]") else host_header
    if host_header.startswith("["):
        host = host_header.split("]")[0] + "]"
    return host.lower() in LOOPBACK_HOSTS


def same_origin(origin: str | None, host_header: str | None) -> bool:
    """A form post's ``Origin`` (when the browser sends one) must be this very console."""
    if origin is None:
        return True
    return origin in (f"http://{host_header}", f"https://{host_header}")
