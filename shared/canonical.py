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
from typing import Any

JsonValue = None | bool | int | float | str | Sequence["JsonValue"] | Mapping[str, "JsonValue"]


class CanonicalJsonError(ValueError):
    """The value cannot be represented as canonical JSON."""


def _normalise(value: object, path: str) -> object:
    """The reference normalisation: any JSON value, with the path of what it refuses."""
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


_nfc = unicodedata.normalize


class _NotPlain(Exception):
    """The fast path met something only ``_normalise`` decides (or refuses, naming it)."""


def _normalise_plain(value: Any) -> object:
    """``_normalise`` for the plain built-in types every row is made of, nothing else.

    The same result as ``_normalise`` wherever it returns, checked by exact type (no ABC
    ``isinstance`` per value, no path string per item: the two were most of a chain's
    verification time). Anything else - a subclass, another Mapping, a refusal - raises
    ``_NotPlain`` and the caller starts over with ``_normalise``, so what is accepted, what
    is refused and every error message stay exactly the reference's.
    """
    kind = type(value)
    if kind is str:
        return _nfc("NFC", value)
    if value is None or kind is int or kind is bool:
        return value
    if kind is dict:
        result: dict[str, object] = {}
        for key, item in value.items():
            if type(key) is not str:
                raise _NotPlain
            normal_key = _nfc("NFC", key)
            if normal_key in result:
                raise _NotPlain
            # The scalars of a row inline: a call per field was a third of this function.
            kind = type(item)
            if kind is str:
                result[normal_key] = _nfc("NFC", item)
            elif item is None or kind is int or kind is bool:
                result[normal_key] = item
            else:
                result[normal_key] = _normalise_plain(item)
        return result
    if kind is list or kind is tuple:
        return [_normalise_plain(item) for item in value]
    if kind is float and math.isfinite(value):
        return value
    raise _NotPlain


# One encoder, built once: ``json.dumps`` with these options builds an identical one per call.
_encode = json.JSONEncoder(
    ensure_ascii=False, sort_keys=True, separators=(",", ":"), allow_nan=False
).encode


def canonical_json(value: object) -> bytes:
    """Return the canonical JSON bytes of ``value`` (JSON types only)."""
    try:
        normalised = _normalise_plain(value)
    except _NotPlain:
        normalised = _normalise(value, "$")
    return _encode(normalised).encode("utf-8")


def sha256_hex(data: bytes) -> str:
    """Lower-case hex SHA-256 of ``data``."""
    return hashlib.sha256(data).hexdigest()


def canonical_digest(value: object) -> str:
    """SHA-256 hex of the canonical JSON of ``value``."""
    return sha256_hex(canonical_json(value))
