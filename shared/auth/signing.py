"""Pure signing rules shared by the client signer and the server verifier.

The signed string binds the caller id, the service the request is meant for (its
audience), the timestamp, a one-time nonce, the method, the exact request target (path plus
query, as sent on the wire) and the SHA-256 of the body, so no part of a request can be
replayed into another - nor the whole request into another service with the same route -
or altered in flight.
"""

from __future__ import annotations

import hashlib
import hmac
import secrets
from dataclasses import dataclass
from datetime import datetime, timedelta

from shared.clock import parse_rfc3339, to_rfc3339

SIGNATURE_VERSION = "dualcoach-service-auth-v2"
ALLOWED_SKEW = timedelta(seconds=30)

CALLER_HEADER = "X-DualCoach-Caller"
AUDIENCE_HEADER = "X-DualCoach-Audience"
TIMESTAMP_HEADER = "X-DualCoach-Timestamp"
NONCE_HEADER = "X-DualCoach-Nonce"
BODY_DIGEST_HEADER = "X-DualCoach-Content-SHA256"
SIGNATURE_HEADER = "X-DualCoach-Signature"


@dataclass(frozen=True, slots=True)
class SignedFields:
    """Everything the signature covers."""

    caller: str
    audience: str
    timestamp: str
    nonce: str
    method: str
    target: str
    body_sha256: str


def body_digest(body: bytes) -> str:
    return hashlib.sha256(body).hexdigest()


def string_to_sign(fields: SignedFields) -> bytes:
    parts = (
        SIGNATURE_VERSION,
        fields.caller,
        fields.audience,
        fields.timestamp,
        fields.nonce,
        fields.method.upper(),
        fields.target,
        fields.body_sha256,
    )
    return "\n".join(parts).encode("utf-8")


def compute_signature(key: bytes, fields: SignedFields) -> str:
    return hmac.new(key, string_to_sign(fields), hashlib.sha256).hexdigest()


def new_nonce() -> str:
    return secrets.token_hex(16)


def sign(
    *,
    key: bytes,
    caller: str,
    audience: str,
    method: str,
    target: str,
    body: bytes,
    now: datetime,
) -> dict[str, str]:
    """Headers that authenticate one request from ``caller`` to the ``audience`` service."""
    fields = SignedFields(
        caller=caller,
        audience=audience,
        timestamp=to_rfc3339(now),
        nonce=new_nonce(),
        method=method,
        target=target,
        body_sha256=body_digest(body),
    )
    return {
        CALLER_HEADER: fields.caller,
        AUDIENCE_HEADER: fields.audience,
        TIMESTAMP_HEADER: fields.timestamp,
        NONCE_HEADER: fields.nonce,
        BODY_DIGEST_HEADER: fields.body_sha256,
        SIGNATURE_HEADER: compute_signature(key, fields),
    }


def signature_matches(key: bytes, fields: SignedFields, presented: str) -> bool:
    """Constant-time comparison of the presented signature with the expected one."""
    expected = compute_signature(key, fields)
    return hmac.compare_digest(expected.encode("ascii"), presented.encode("ascii", "replace"))


def within_window(timestamp: str, now: datetime) -> bool:
    """True when ``timestamp`` parses and lies within ±30 s of ``now``."""
    try:
        moment = parse_rfc3339(timestamp)
    except ValueError:
        return False
    return abs(now - moment) <= ALLOWED_SKEW
