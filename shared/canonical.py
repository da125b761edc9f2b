"""Canonical JSON bytes and SHA-256 digests: the one byte form every digest and chain uses.

Canonical JSON = UTF-8, every string NFC-normalised, keys sorted, ``ensure_ascii=False``,
separators ``(',', ':')``, no NaN/Infinity. Only JSON types are accepted so that a digest
can never depend on how a caller happened to serialise a date or a Decimal.
"""

from __future__ import annotations

import hashlib
import json
import math
import unicodedata
from collections.abc import Mapping, Sequence

JsonValue = None | bool | int | float | str | Sequence["JsonValue"] | Mapping[str, "JsonValue"]


class CanonicalJsonError(ValueError):
    """The value cannot be represented as canonical JSON."""


def _normalise(value: object, path: str) -> object:
    if value is None or isinstance(value, bool | int):
        return value
    if isinstance(value, float):
        if not math.isfinite(value):
            raise CanonicalJsonError(f"{path}: non-finite float")
        return value
    if isinstance(value, str):
        return unicodedata.normalize("NFC", value)
    if isinstance(value, Mapping):
        result: dict[str, object] = {}
        for key, item in value.items():
            if not isinstance(key, str):
                raise CanonicalJsonError(f"{path}: object key {key!r} is not a string")
            normal_key = unicodedata.normalize("NFC", key)
            if normal_key in result:
                raise CanonicalJsonError(f"{path}: keys collide after NFC normalisation")
            result[normal_key] = _normalise(item, f"{path}.{normal_key}")
        return result
    if isinstance(value, list | tuple):
        return [_normalise(item, f"{path}[{index}]") for index, item in enumerate(value)]
    raise CanonicalJsonError(f"{path}: {type(value).__name__} is not a JSON type")


def canonical_json(value: object) -> bytes:
    """Return the canonical JSON bytes of ``value`` (JSON types only)."""
    normalised = _normalise(value, "$")
    text = json.dumps(
        normalised, ensure_ascii=False, sort_keys=True, separators=(",", ":"), allow_nan=False
    )
    return text.encode("utf-8")


def sha256_hex(data: bytes) -> str:
    """Lower-case hex SHA-256 of ``data``."""
    return hashlib.sha256(data).hexdigest()


def canonical_digest(value: object) -> str:
    """SHA-256 hex of the canonical JSON of ``value``."""
    return sha256_hex(canonical_json(value))
