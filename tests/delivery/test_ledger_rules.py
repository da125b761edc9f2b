"""The ledger row's canonical bytes: pinned, so a faster verifier cannot drift from them."""

from __future__ import annotations

import unicodedata
from dataclasses import replace
from datetime import UTC, datetime
from typing import Any

import pytest

from services.delivery.ledger.rules import (
    LedgerFields,
    body_digest,
    chain_row,
    destination_digest,
    digested_document,
)
from shared.canonical import canonical_json
from shared.hashchain import row_digest

BODY = unicodedata.normalize("NFD", '오늘 체크인 고맙습니다.\n수면 6시간, "보통"이에요.')
DESTINATION = {"audience": "customer", "chat_id": 1000123, "topic_id": None}
FIELDS = LedgerFields(
    customer_id="kim-pilot",
    delivery_id="d-0001.send",
    attempt=1,
    state="delivered",
    purpose="customer_message",
    draft_id="d-0001",
    draft_revision=2,
    task_key=None,
    reason=None,
    actor="richard",
    body=BODY,
    body_digest=body_digest(BODY),
    destination=DESTINATION,
    destination_digest=destination_digest(DESTINATION),
    registry_revision="r" * 64,
    config_pin="c" * 64,
    receipt={"message_id": 4001, "chat_id": 1000123, "date": 1765000000},
    boot_id="boot-1",
    recorded_at=datetime(2026, 12, 7, 0, 0, 1, 250, tzinfo=UTC),
)
REDACTED = replace(FIELDS, body=None, destination=None, receipt=None)

_COMMON_HEAD = '{"actor":"richard","attempt":1,'
_DIGESTS = (
    '"body_digest":"76d0895fdbeceacd7510d38e6b72fd9422cc15fe5aa762d08195de5551d39957",'
    '"boot_id":"boot-1","config_pin":"' + "c" * 64 + '","customer_id":"kim-pilot",'
    '"delivery_id":"d-0001.send",'
)
_COMMON_TAIL = (
    '"previous_row_digest":"' + "a" * 64 + '","purpose":"customer_message","reason":null,'
)
_TIME_AND_PIN = (
    '"recorded_at":"2026-12-07T00:00:01.000250Z","registry_revision":"' + "r" * 64 + '",'
    '"sequence":7,"state":"delivered","task_key":null}'
)
# Computed by the code before issue 18's faster verification (``main`` at 7e8ba49).
GOLDEN = {
    "v1": (
        _COMMON_HEAD
        + '"body":"오늘 체크인 고맙습니다.\\n수면 6시간, \\"보통\\"이에요.",'
        + _DIGESTS
        + '"destination":{"audience":"customer","chat_id":1000123,"topic_id":null},'
        '"destination_digest":"966b5348fb8a3f5bd50228d8649a0e0394533c272076abfd1f3fa8d971f7de88",'
        '"draft_id":"d-0001","draft_revision":2,'
        + _COMMON_TAIL
        + '"receipt":{"chat_id":1000123,"date":1765000000,"message_id":4001},'
        + _TIME_AND_PIN,
        "65fb79112debb5ed8286167c135e6756a7dc49d3d963bd17ed64dcb87a21d99e",
    ),
    "v2": (
        _COMMON_HEAD
        + _DIGESTS
        + '"destination_digest":"966b5348fb8a3f5bd50228d8649a0e0394533c272076abfd1f3fa8d971f7de88",'
        '"digest_version":2,"draft_id":"d-0001","draft_revision":2,'
        + _COMMON_TAIL
        + '"receipt_digest":"f897655f65e6db35c92c38cd73935835d6fefcdd94df2318dd0a5ed0e0786032",'
        + _TIME_AND_PIN,
        "9befbf329f60892008aaa4236d685a512edf1593040c5dbbd810a0c844b72436",
    ),
    "v2-redacted": (
        _COMMON_HEAD
        + _DIGESTS
        + '"destination_digest":"966b5348fb8a3f5bd50228d8649a0e0394533c272076abfd1f3fa8d971f7de88",'
        '"digest_version":2,"draft_id":"d-0001","draft_revision":2,'
        + _COMMON_TAIL
        + '"receipt_digest":"'
        + "e" * 64
        + '",'
        + _TIME_AND_PIN,
        "07b471eb15b6406cbf8a245e81f58d7083f97c60ea46413d6594e54ba3bf47e8",
    ),
}
CASES: dict[str, tuple[LedgerFields, dict[str, Any]]] = {
    "v1": (FIELDS, {"digest_version": 1}),
    "v2": (FIELDS, {}),
    "v2-redacted": (REDACTED, {"stored_receipt_digest": "e" * 64}),
}


@pytest.mark.parametrize("case", sorted(CASES))
def test_a_ledger_row_has_the_canonical_bytes_and_digest_it_always_had(case):
    fields, options = CASES[case]
    document = digested_document(fields, 7, "a" * 64, **options)
    expected_bytes, expected_digest = GOLDEN[case]
    assert canonical_json(document) == expected_bytes.encode()
    assert row_digest(document) == expected_digest
    assert chain_row(fields, 7, "a" * 64, **options) == {**document, "row_digest": expected_digest}


def test_a_present_body_is_digested_afresh_so_an_edited_body_changes_the_row_digest():
    edited = replace(FIELDS, body=BODY + "!")
    assert row_digest(digested_document(edited, 7, "a" * 64)) != GOLDEN["v2"][1]
