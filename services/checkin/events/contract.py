"""The JSON Schema contract (``checkin-event.schema.json``) and validation against it.

The schema file is the contract other services read; the frozen models mirror it. Both
validate every event before append (``validate_submission``): the schema first on the
document as submitted (so a lax pydantic coercion like ``"7"`` -> ``7`` cannot slip by),
then the model, then the schema again on the model's own JSON form (so the stored bytes
are contract-valid by construction). Error reports name the place and the failed keyword,
never the submitted value (it may be customer text).

Two implementations of JSON Schema, one decision. ``jsonschema_rs`` (compiled; a tenth of
the time per check) answers whether a document is valid - the common case on every append,
twice. Only a document it refuses is walked by ``jsonschema`` for the report (where, which
keyword), and that walk decides: a refusal the Python validator would not make is not
reported. So the contract is never laxer than the Python one while ``jsonschema_rs`` is
never laxer either, which a test checks over every event type's valid document and its
mutations.
"""

from __future__ import annotations

import json
from functools import cache
from importlib import resources
from typing import Any

import jsonschema_rs
from jsonschema import Draft202012Validator
from pydantic import ValidationError

from services.checkin.errors import Refusal
from services.checkin.events.schemas import (
    EVENT_ADAPTER,
    EVENT_TYPES,
    CanonicalEvent,
    event_document,
)

SCHEMA_RESOURCE = "checkin-event.schema.json"


class ContractViolation(ValueError):
    """The event does not satisfy the contract; ``errors`` say where and why."""

    def __init__(self, errors: list[dict[str, str]]) -> None:
        super().__init__(f"{len(errors)} contract violation(s)")
        self.errors = errors

    def as_refusal(self) -> Refusal:
        return Refusal(
            "invalid",
            "contract-violation",
            "The event does not satisfy the canonical event contract",
            errors=self.errors,
        )


@cache
def event_schema() -> dict[str, Any]:
    """The parsed contract file."""
    text = (resources.files("services.checkin.events") / SCHEMA_RESOURCE).read_text("utf-8")
    schema: dict[str, Any] = json.loads(text)
    return schema


def _compile(schema: dict[str, Any]) -> Draft202012Validator:
    return Draft202012Validator(schema, format_checker=Draft202012Validator.FORMAT_CHECKER)


def _branch_type(branch: dict[str, Any]) -> str | None:
    """The event type an ``allOf`` branch applies to when it has the contract's usual shape,
    ``if event_type == X then ...`` with no ``else``; ``None`` for any other shape."""
    condition = branch.get("if")
    if set(branch) != {"if", "then"} or not isinstance(condition, dict):
        return None
    try:
        event_type = condition["properties"]["event_type"]["const"]
    except (KeyError, TypeError):
        return None
    usual = {"properties": {"event_type": {"const": event_type}}, "required": ["event_type"]}
    return event_type if isinstance(event_type, str) and condition == usual else None


@cache
def _validators() -> tuple[Draft202012Validator, dict[str, Draft202012Validator]]:
    """The whole contract, and one validator per event type without the other types'
    branches. For a document of type X every other ``if event_type == Y`` fails and adds
    nothing, so both report the same errors; skipping the other types' branches cuts a
    third to a half of the validation's CPU, which runs twice per append. A branch of any
    other shape stays in every one of them."""
    schema = event_schema()
    Draft202012Validator.check_schema(schema)
    branches: list[dict[str, Any]] = schema.get("allOf", [])
    types = {t for t in map(_branch_type, branches) if t is not None}
    by_type = {
        event_type: _compile(
            schema | {"allOf": [b for b in branches if _branch_type(b) in (None, event_type)]}
        )
        for event_type in types
    }
    return _compile(schema), by_type


def _validator(document: object) -> Draft202012Validator:
    """The narrowest validator that reports exactly what the whole contract would."""
    whole, by_type = _validators()
    event_type = document.get("event_type") if isinstance(document, dict) else None
    if isinstance(event_type, str):
        return by_type.get(event_type, whole)
    return whole


@cache
def _fast_validator() -> jsonschema_rs.Draft202012Validator:
    """The whole contract, compiled, formats asserted (as the format checker does)."""
    return jsonschema_rs.Draft202012Validator(event_schema(), validate_formats=True)


def _path(parts: Any) -> str:
    return "$" + "".join(f"[{part}]" if isinstance(part, int) else f".{part}" for part in parts)


def schema_errors(document: object) -> list[dict[str, str]]:
    """Every contract violation of ``document`` (empty when valid), values never echoed."""
    if _fast_validator().is_valid(document):
        return []
    errors = sorted(_validator(document).iter_errors(document), key=lambda error: list(error.path))
    return [
        {"source": "schema", "path": _path(error.absolute_path), "rule": str(error.validator)}
        for error in errors
    ]


def model_errors(error: ValidationError) -> list[dict[str, str]]:
    reports = []
    for item in error.errors(include_input=False, include_url=False):
        location = list(item["loc"])
        # The discriminated union prefixes the event type as a pseudo-field; drop it.
        if location and location[0] in EVENT_TYPES:
            location = location[1:]
        reports.append({"source": "model", "path": _path(location), "rule": item["msg"]})
    return reports


def validate_submission(document: object) -> CanonicalEvent:
    """Schema, then model, then schema on the model's form; raise ``ContractViolation``."""
    errors = schema_errors(document)
    if errors:
        raise ContractViolation(errors)
    try:
        event = EVENT_ADAPTER.validate_python(document)
    except ValidationError as error:
        raise ContractViolation(model_errors(error)) from None
    assert_contract_valid(event)
    return event


def assert_contract_valid(event: CanonicalEvent) -> None:
    """Refuse an already-built model whose JSON form the schema does not accept."""
    assert_document_valid(event_document(event))


def assert_document_valid(document: dict[str, Any]) -> None:
    """Refuse an event's JSON form (``event_document``) that the schema does not accept.

    For a caller that needs the document anyway (the append): the same check as
    ``assert_contract_valid`` without dumping the model a second time.
    """
    errors = schema_errors(document)
    if errors:
        raise ContractViolation(errors)
