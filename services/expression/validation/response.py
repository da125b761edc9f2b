"""Strict JSON parsing and the exact response shape (failures are ``invalid_response``).

16 KiB at most, UTF-8 without BOM, duplicate keys refused at every depth, no NaN/Infinity,
exactly the keys and types of the contract, and every echoed id, token and slot exactly as
issued and in order. The generated texts are returned for the prose checks.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from typing import Final

from services.expression.provider.capsule import Capsule

MAX_RESPONSE_BYTES: Final = 16 * 1024
TOP_KEYS: Final = frozenset({"schema_version", "surface", "artifact_key", "slots"})
SLOT_KEYS: Final = frozenset(
    {"slot_id", "semantic_ids", "action_ids", "placeholder_tokens", "generated_ko"}
)


class ResponseRejected(Exception):
    """The response is not a well-formed echo of the capsule; ``reason`` is a code."""

    def __init__(self, reason: str) -> None:
        super().__init__(reason)
        self.reason = reason


def _no_duplicates(pairs: Sequence[tuple[str, object]]) -> dict[str, object]:
    result = dict(pairs)  # a repeated key collapses, so the object is shorter than its pairs
    if len(result) != len(pairs):
        raise ResponseRejected("duplicate_key")
    return result


def _no_constants(name: str) -> object:
    raise ResponseRejected("non_finite_number")


def parse_strict_json(content: str) -> object:
    """Parse ``content`` under the size, encoding and duplicate-key rules."""
    try:
        encoded = content.encode("utf-8")
    except UnicodeEncodeError as error:  # lone surrogates
        raise ResponseRejected("invalid_utf8") from error
    if len(encoded) > MAX_RESPONSE_BYTES:
        raise ResponseRejected("too_large")
    if content.startswith("\ufeff"):
        raise ResponseRejected("bom")
    try:
        return json.loads(content, object_pairs_hook=_no_duplicates, parse_constant=_no_constants)
    except ResponseRejected:
        raise
    except (ValueError, RecursionError) as error:
        raise ResponseRejected("not_json") from error


def _string_list(value: object) -> list[str]:
    if not isinstance(value, list) or not all(type(item) is str for item in value):
        raise ResponseRejected("wrong_type")
    return value


def generated_texts(document: object, capsule: Capsule) -> list[str]:
    """The ``generated_ko`` of each slot, after checking the whole echo exactly."""
    if not isinstance(document, dict) or set(document) != TOP_KEYS:
        raise ResponseRejected("wrong_keys")
    for key in ("schema_version", "surface", "artifact_key"):
        if type(document[key]) is not str:
            raise ResponseRejected("wrong_type")
    if document["schema_version"] != capsule.schema_version:
        raise ResponseRejected("wrong_schema_version")
    if document["surface"] != capsule.surface:
        raise ResponseRejected("wrong_surface")
    if document["artifact_key"] != capsule.artifact_key:
        raise ResponseRejected("wrong_artifact_key")
    slots = document["slots"]
    if not isinstance(slots, list):
        raise ResponseRejected("wrong_type")
    if len(slots) != len(capsule.slots):
        raise ResponseRejected("slot_count")
    texts = []
    for returned, issued in zip(slots, capsule.slots, strict=True):
        if not isinstance(returned, dict) or set(returned) != SLOT_KEYS:
            raise ResponseRejected("wrong_slot_keys")
        if type(returned["slot_id"]) is not str or type(returned["generated_ko"]) is not str:
            raise ResponseRejected("wrong_type")
        if returned["slot_id"] != issued.slot_id:
            raise ResponseRejected("slot_order")
        echoes = (
            (_string_list(returned["semantic_ids"]), issued.semantic_ids),
            (_string_list(returned["action_ids"]), issued.action_ids),
            (_string_list(returned["placeholder_tokens"]), issued.placeholder_tokens),
        )
        if any(tuple(got) != expected for got, expected in echoes):
            raise ResponseRejected("echo_mismatch")
        texts.append(returned["generated_ko"])
    return texts
