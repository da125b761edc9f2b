"""The complete ledger chain verification before every send: the old path against the new.

Run: ``.venv/bin/python bench/ledger_chain.py [--rows 40,160,640] [--rounds 6] [--calls 15]``
(``make bench`` runs it). One scratch database, the delivery owner role as the service uses
it; one customer per size with that many ledger rows (sends of four rows each: reserved,
prepared with its Korean body and destination, sending, delivered with its receipt), written
through ``ledger.append``. Each round times, per size and in one transaction with the
customer's chain lock held (as ``load_prepared`` runs), ``--calls`` verifications by each
path, call by call, alternating which goes first, so a machine shared with other work loads
both alike. Prints per size the median milliseconds per verification of each and
old / new (of the medians of every round's median), then old / new per round.

The old path is frozen below as it was at ``7e8ba49`` (issue 18, before ADR 0041's
addendum): the ORM read through a mapping per row, each row's chain document digested
while it was built and again by the verifier, the reference canonical encoder (a path
string per value, ABC checks, an encoder built per call). Both paths must agree on every
chain and on every row's canonical bytes, or the script stops.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import math
import statistics
import sys
import tempfile
import time
import unicodedata
from collections.abc import Callable, Iterator, Mapping
from contextlib import contextmanager
from dataclasses import fields as dataclass_fields
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))

from common import load_average
from service_paths import machine
from sqlalchemy import Engine, insert, select
from sqlalchemy.orm import Session

from services.delivery.ledger import repository as ledger
from services.delivery.ledger.prepared import ChainProblem, verify_customer_chain
from services.delivery.ledger.rules import LedgerFields, body_digest, destination_digest
from services.delivery.tables import delivery_ledger, draft
from shared.canonical import canonical_json
from shared.clock import to_rfc3339
from shared.db.platform import role_passwords, service_url
from shared.db.session import create_service_engine
from shared.secrets import ensure_local_secrets
from shared.settings import PlatformSettings, load_settings
from tools.pilot.stack import scratch_database

MS = 1000.0
# (session, customer, the head ``lock_chain`` returned) -> the verdict; the old path ignores
# the head (it never compared it).
Verify = Callable[[Session, str, ledger.ChainHead], object]
STARTS_AT = datetime(2026, 12, 7, 0, 0, tzinfo=UTC)
# About the length of a daily status with its coaching lines (the pilot's are 200-500 chars).
BODY = (
    "오늘 체크인 고맙습니다. 수면 6시간, 컨디션 보통, 식사는 계획대로 기록했어요.\n"
    "내일은 하체 위주로 가볍게 진행하고, 물은 2리터 이상 챙겨 주세요. "
) * 3
DESTINATION = {"audience": "customer", "chat_id": 1000123, "topic_id": None}


# -- the old path, frozen (see the module docstring) ------------------------------------------


def _old_normalise(value: object, path: str) -> object:
    if value is None or isinstance(value, bool | int):
        return value
    if isinstance(value, float):
        if not math.isfinite(value):
            raise ValueError(f"{path}: non-finite float")
        return value
    if isinstance(value, str):
        return unicodedata.normalize("NFC", value)
    if isinstance(value, Mapping):
        result: dict[str, object] = {}
        for key, item in value.items():
            if not isinstance(key, str):
                raise ValueError(f"{path}: object key {key!r} is not a string")
            normal_key = unicodedata.normalize("NFC", key)
            if normal_key in result:
                raise ValueError(f"{path}: keys collide after NFC normalisation")
            result[normal_key] = _old_normalise(item, f"{path}.{normal_key}")
        return result
    if isinstance(value, list | tuple):
        return [_old_normalise(item, f"{path}[{index}]") for index, item in enumerate(value)]
    raise ValueError(f"{path}: {type(value).__name__} is not a JSON type")


def _old_canonical_json(value: object) -> bytes:
    text = json.dumps(
        _old_normalise(value, "$"),
        ensure_ascii=False,
        sort_keys=True,
        separators=(",", ":"),
        allow_nan=False,
    )
    return text.encode("utf-8")


def _old_digest(value: object) -> str:
    return hashlib.sha256(_old_canonical_json(value)).hexdigest()


def _old_row_digest(row: Mapping[str, object]) -> str:
    return _old_digest({key: value for key, value in row.items() if key != "row_digest"})


def _old_chain_row(row: ledger.LedgerRow) -> dict[str, Any]:
    """The old ``chain_row`` for a stored v2 row: built, then digested (a digest thrown away)."""
    receipt = None if row.receipt is None else _old_digest(row.receipt)
    document: dict[str, Any] = {
        "digest_version": 2,
        "customer_id": row.customer_id,
        "sequence": row.sequence,
        "delivery_id": row.delivery_id,
        "attempt": row.attempt,
        "state": row.state,
        "purpose": row.purpose,
        "draft_id": row.draft_id,
        "draft_revision": row.draft_revision,
        "task_key": row.task_key,
        "reason": row.reason,
        "actor": row.actor,
        "body_digest": body_digest(row.body) if row.body is not None else row.body_digest,
        "destination_digest": (
            _old_digest(row.destination) if row.destination is not None else row.destination_digest
        ),
        "registry_revision": row.registry_revision,
        "config_pin": row.config_pin,
        "receipt_digest": receipt if receipt is not None else row.receipt_digest,
        "boot_id": row.boot_id,
        "recorded_at": to_rfc3339(row.recorded_at),
        "previous_row_digest": row.previous_row_digest,
    }
    document["row_digest"] = _old_row_digest(document)
    return document


def _old_chain_rows(session: Session, customer_id: str) -> list[ledger.LedgerRow]:
    query = (
        select(delivery_ledger)
        .where(delivery_ledger.c.customer_id == customer_id)
        .order_by(delivery_ledger.c.sequence)
    )
    names = [field.name for field in dataclass_fields(ledger.LedgerRow)]
    return [
        ledger.LedgerRow(**{name: mapping[name] for name in names})
        for mapping in session.execute(query).mappings()
    ]


def _old_documents(session: Session, customer_id: str) -> list[dict[str, Any]]:
    documents = []
    for row in _old_chain_rows(session, customer_id):
        if row.digest_version != 2:
            raise SystemExit("the bench writes v2 rows only")
        document = _old_chain_row(row)
        document["row_digest"] = row.row_digest  # the stored one, to be checked
        documents.append(document)
    return documents


def old_verify_customer_chain(
    session: Session, customer_id: str, _head: ledger.ChainHead
) -> tuple[bool, str | None]:
    rows = _old_documents(session, customer_id)
    previous = "0" * 64
    for index, row in enumerate(rows):
        if row["previous_row_digest"] != previous or _old_row_digest(row) != row["row_digest"]:
            return False, f"chain broken at sequence {index}"
        previous = row["row_digest"]
    if [row["sequence"] for row in rows] != list(range(1, len(rows) + 1)):
        return False, "chain sequence has gaps"
    return True, None


# -- the set-up ------------------------------------------------------------------------------


def customer_of(rows: int) -> str:
    return f"bench-chain-{rows}"


def new_verify_customer_chain(
    session: Session, customer_id: str, head: ledger.ChainHead
) -> ChainProblem | None:
    """The product's path, as ``load_prepared`` calls it (with the locked head)."""
    return verify_customer_chain(session, customer_id, head=head)


def seed(session: Session, customer_id: str, rows: int) -> None:
    """``rows`` ledger rows for ``customer_id``: ``rows // 4`` sends of four rows each."""
    moment = STARTS_AT
    for number in range(rows // 4):
        draft_id = f"{customer_id}-{number:04d}"
        session.execute(
            insert(draft).values(
                draft_id=draft_id,
                draft_key=draft_id,
                submission_digest="s" * 64,
                customer_id=customer_id,
                kind="daily",
                audience="customer",
                held=False,
                hold_reasons=[],
                evidence={},
                pinned_body_digest=body_digest(BODY),
                submitted_by="checkin",
                status="dispatched",
                latest_revision=1,
                approved_revision=1,
                approved_at=moment,
                created_at=moment,
                updated_at=moment,
            )
        )
        after = None
        for state in ("reserved", "prepared", "sending", "delivered"):
            moment += timedelta(seconds=1)
            pinned = state != "reserved"
            fields = LedgerFields(
                customer_id=customer_id,
                delivery_id=f"{draft_id}.send",
                attempt=1,
                state=state,
                purpose="customer_message",
                draft_id=draft_id,
                draft_revision=1,
                task_key=None,
                reason=None,
                actor="richard",
                body=BODY if state == "prepared" else None,
                body_digest=body_digest(BODY),
                destination=DESTINATION if state == "prepared" else None,
                destination_digest=destination_digest(DESTINATION) if pinned else None,
                registry_revision="r" * 64 if pinned else None,
                config_pin="c" * 64,
                receipt=(
                    {"message_id": 4000 + number, "chat_id": 1000123, "date": 1765000000}
                    if state == "delivered"
                    else None
                ),
                boot_id="boot-1",
                recorded_at=moment,
            )
            after = ledger.append(session, fields, after=after)


@contextmanager
def delivery_engine() -> Iterator[Engine]:
    """A scratch migrated database and an engine of delivery's own role, as the service has."""
    settings = load_settings(PlatformSettings)
    with tempfile.TemporaryDirectory(prefix="dualcoach-bench-chain-") as directory:
        secrets_dir = Path(directory) / "secrets"
        ensure_local_secrets(secrets_dir)
        with scratch_database(settings, secrets_dir) as (admin_url, prefix):
            password = role_passwords(secrets_dir, "delivery")[0]
            engine = create_service_engine(
                service_url(admin_url, prefix, "delivery", password), application_name="bench"
            )
            try:
                yield engine
            finally:
                engine.dispose()


def check_agreement(engine: Engine, customer_id: str) -> None:
    """Both paths accept the chain, and build the same canonical bytes for every row."""
    with Session(engine) as session, session.begin():
        head = ledger.lock_chain(session, "delivery", customer_id)
        if new_verify_customer_chain(session, customer_id, head) is not None:
            raise SystemExit(f"the new path refuses {customer_id}'s chain")
        if old_verify_customer_chain(session, customer_id, head) != (True, None):
            raise SystemExit(f"the old path refuses {customer_id}'s chain")
        old = _old_documents(session, customer_id)
        new = [row.chain_document() for row in ledger.chain_rows(session, customer_id)]
    if [_old_canonical_json(row) for row in old] != [canonical_json(row) for row in new]:
        raise SystemExit(f"the paths' canonical bytes differ for {customer_id}")


def timed_pairs(
    engine: Engine, customer_id: str, paths: dict[str, Verify], calls: int
) -> dict[str, list[float]]:
    """``calls`` verifications by each path, call by call, who goes first alternating.

    Seconds per call, in one transaction with the chain lock held as ``load_prepared`` has
    it: interleaved this finely, a burst of other work on the machine lands on both paths.
    """
    samples: dict[str, list[float]] = {name: [] for name in paths}
    names = list(paths)
    with Session(engine) as session, session.begin():
        head = ledger.lock_chain(session, "delivery", customer_id)
        for name in names:
            paths[name](session, customer_id, head)  # warm: statement cache, first fetch
        for call in range(calls):
            for name in names if call % 2 == 0 else reversed(names):
                started = time.perf_counter()
                paths[name](session, customer_id, head)
                samples[name].append(time.perf_counter() - started)
    return samples


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rows", default="40,160,640", help="chain lengths, comma separated")
    parser.add_argument("--rounds", type=int, default=6)
    parser.add_argument("--calls", type=int, default=16, help="verifications per path and round")
    args = parser.parse_args()
    sizes = [int(size) for size in args.rows.split(",")]
    if any(size < 4 or size % 4 for size in sizes):
        raise SystemExit("--rows: multiples of 4 (each send is four rows)")
    paths: dict[str, Verify] = {"old": old_verify_customer_chain, "new": new_verify_customer_chain}
    timings: dict[tuple[int, str], list[float]] = {
        (size, name): [] for size in sizes for name in paths
    }
    with delivery_engine() as engine:
        with Session(engine) as session, session.begin():
            for size in sizes:
                seed(session, customer_of(size), size)
        for size in sizes:
            check_agreement(engine, customer_of(size))
        print(f"machine: {machine()}; load before: {load_average()}", flush=True)
        for _ in range(args.rounds):
            for size in sizes:
                samples = timed_pairs(engine, customer_of(size), paths, args.calls)
                for name in paths:
                    timings[(size, name)].append(statistics.median(samples[name]))
        print(f"load after: {load_average()}")
    print(f"\n{'rows':>6}{'old ms':>10}{'new ms':>10}{'old / new':>11}   per round (old / new)")
    for size in sizes:
        old, new = timings[(size, "old")], timings[(size, "new")]
        rounds = " ".join(f"{a / b:.2f}" for a, b in zip(old, new, strict=True))
        ratio = statistics.median(old) / statistics.median(new)
        print(
            f"{size:>6}{MS * statistics.median(old):>10.2f}{MS * statistics.median(new):>10.2f}"
            f"{ratio:>11.2f}   {rounds}"
        )


if __name__ == "__main__":
    main()
