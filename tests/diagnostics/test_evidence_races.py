"""Writer against reader: a coherent before- or after-picture, or ``snapshot_unstable``.

The exporter is parked at a checkpoint between reading a domain and the token pass while
a writer - another thread, or another process - appends to that domain through checkin's
real API. Events and barriers decide the interleaving; nothing here waits on time.
"""

from __future__ import annotations

import json
import multiprocessing
import threading
from pathlib import Path
from typing import Any

import pytest

from services.diagnostics.evidence.service import SnapshotUnstable, take_snapshot
from services.diagnostics.peers.evidence import EvidencePeers
from services.diagnostics.policy.loader import load_promotion_policy
from shared.auth.client import ServiceRequestSigner
from shared.canonical import sha256_hex
from shared.clock import SystemClock
from shared.secrets import load_service_key
from tests.diagnostics.stack import CUSTOMER_ID, Services
from tests.support.servers import loopback_client

pytestmark = pytest.mark.slow
RECORDS = f"/v1/customers/{CUSTOMER_ID}/records/operator-time"


def _entry(number: int) -> dict[str, object]:
    return {
        "entry_id": f"entry-{number:012d}",
        "attempt_id": f"attempt-{number:011d}",
        "minutes": 5,
        "task": "draft_review",
        "work_date": "2026-12-08",
    }


def _append(base_url: str, secrets_dir: Path, number: int) -> None:
    signer = ServiceRequestSigner(
        "operator", load_service_key(secrets_dir, "operator"), None, audience="checkin"
    )
    with loopback_client(base_url=base_url, auth=signer, timeout=60) as client:
        response = client.post(RECORDS, json=_entry(number))
    assert response.status_code == 201, response.text


def _writer_process(base_url: str, secrets_dir: str, go, done) -> None:
    """In its own process: wait for the reader's signal, append one event, say so."""
    go.wait()
    _append(base_url, Path(secrets_dir), 1)
    done.set()


def _take(services: Services, checkpoint):
    clients = {name: services.client(name, "diagnostics") for name in services.ports}
    try:
        return take_snapshot(
            EvidencePeers(clients.__getitem__),
            CUSTOMER_ID,
            clock=SystemClock(),
            policy=load_promotion_policy(),
            max_attempts=3,
            checkpoint=checkpoint,
        )
    finally:
        for client in clients.values():
            client.close()


def _events(bundle) -> list[dict[str, Any]]:
    lines = bundle.files["canonical_events.jsonl"].splitlines()
    return [json.loads(line)["row"] for line in lines]


def _assert_coherent(bundle) -> None:
    """Every file is exactly what the token of its accepted read describes."""
    manifest = json.loads(bundle.files["manifest.json"])
    for entry in manifest["domains"]:
        assert sha256_hex(bundle.files[entry["file"]]) == entry["token"]["content_sha256"]
    events = _events(bundle)
    assert [event["sequence"] for event in events] == list(range(1, len(events) + 1))
    heads = next(e for e in manifest["domains"] if e["domain"] == "canonical_events")
    assert heads["token"]["heads"] == {"event": events[-1]["row_digest"]}


def _base_url(services: Services) -> str:
    return f"http://127.0.0.1:{services.ports['checkin']}"


def test_without_a_writer_the_first_pass_is_accepted(seeded):
    _, _, start = seeded
    with start() as services:
        bundle = _take(services, None)
    assert bundle.attempts == 1
    _assert_coherent(bundle)


def test_a_thread_writing_mid_snapshot_makes_it_retry_into_the_after_picture(seeded):
    _, _, start = seeded
    with start() as services:
        before = len(_events(_take(services, None)))
        go, done = threading.Event(), threading.Event()

        def writer() -> None:
            go.wait()
            _append(_base_url(services), services.secrets.directory, 1)
            done.set()

        thread = threading.Thread(target=writer)
        thread.start()

        def checkpoint(stage: str, attempt: int) -> None:
            if stage == "read:canonical_events" and attempt == 1:
                go.set()
                assert done.wait(60)

        bundle = _take(services, checkpoint)
        thread.join()
    assert bundle.attempts == 2
    assert len(_events(bundle)) == before + 1
    _assert_coherent(bundle)


def test_a_process_writing_mid_snapshot_makes_it_retry_into_the_after_picture(seeded):
    _, _, start = seeded
    context = multiprocessing.get_context("spawn")
    with start() as services:
        before = len(_events(_take(services, None)))
        go, done = context.Event(), context.Event()
        process = context.Process(
            target=_writer_process,
            args=(_base_url(services), str(services.secrets.directory), go, done),
        )
        process.start()

        def checkpoint(stage: str, attempt: int) -> None:
            # Parked after the domain was read and before any token was re-read.
            if stage == "tokens" and attempt == 1:
                go.set()
                assert done.wait(60)

        bundle = _take(services, checkpoint)
        process.join(60)
    assert process.exitcode == 0
    assert bundle.attempts == 2
    assert len(_events(bundle)) == before + 1
    _assert_coherent(bundle)


def test_a_write_finished_before_the_snapshot_is_simply_in_it(seeded):
    _, _, start = seeded
    context = multiprocessing.get_context("spawn")
    with start() as services:
        before = len(_events(_take(services, None)))
        go, done = context.Event(), context.Event()
        process = context.Process(
            target=_writer_process,
            args=(_base_url(services), str(services.secrets.directory), go, done),
        )
        process.start()
        go.set()
        assert done.wait(60)
        process.join(60)
        bundle = _take(services, None)
    assert bundle.attempts == 1 and len(_events(bundle)) == before + 1
    _assert_coherent(bundle)


def test_evidence_that_moves_on_every_attempt_is_unstable_and_makes_nothing(seeded):
    _, _, start = seeded
    with start() as services:
        writes = iter(range(1, 10))

        def checkpoint(stage: str, attempt: int) -> None:
            if stage == "tokens":
                _append(_base_url(services), services.secrets.directory, next(writes))

        with pytest.raises(SnapshotUnstable) as unstable:
            _take(services, checkpoint)
    assert unstable.value.attempts == 3
    assert unstable.value.changed == ["canonical_events"]
