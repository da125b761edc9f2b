"""Reading the judgment ledger: integrity, executability and replay of every row. Pure.

Write time and audit time mean different things (seed 004):

* **write time** - a record is written only under a policy revision this binary can
  execute, and only if every rule of ``rules.check_record`` holds;
* **audit time** - every row is read. A row that is *intact* (its bytes match its digest,
  its columns match its body, the hash chain holds) but was written under a policy revision
  or schema version this binary cannot execute is **tolerated**: it is shown, flagged
  ``executable: false``, and changes no state - it cannot accept an intention, verify a
  claim, or be linked to by a new record. It does not fail reads of unrelated records.

The tolerance is only for intact rows: a row whose bytes, digest, columns or chain link do
not hold is *forged or corrupt*, and the whole ledger is reported not ok (consumers then
refuse it). Executable rows are replayed through the write-time rules in order, so an
executable row that could not have been written is also found.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from pydantic import ValidationError

from services.checkin import chained
from services.checkin.judgments.rules import (
    Entry,
    EventFact,
    LedgerState,
    PolicyKnown,
    apply_record,
    check_record,
)
from services.checkin.judgments.schemas import (
    BODY_ADAPTER,
    KNOWN_SCHEMA_VERSIONS,
    RecordBody,
    RecordView,
    RowFinding,
    body_document,
)
from shared.canonical import canonical_digest, canonical_json, sha256_hex
from shared.hashchain import GENESIS_DIGEST


def record_id_for(customer_id: str, record_key: str) -> str:
    """The deterministic id of the record with ``record_key`` in this customer's ledger."""
    return "jr-" + canonical_digest({"customer_id": customer_id, "record_key": record_key})[:20]


def body_text(body: RecordBody) -> str:
    """The exact canonical JSON a record is stored with."""
    return canonical_json(body_document(body)).decode("utf-8")


@dataclass
class FoldedLedger:
    """The ledger as read: state of executable rows, one view per row, and its health."""

    state: LedgerState
    views: list[RecordView] = field(default_factory=list)
    bodies: dict[str, RecordBody] = field(default_factory=dict)
    chain_ok: bool = True
    head_digest: str = GENESIS_DIGEST
    findings: list[RowFinding] = field(default_factory=list)

    @property
    def ok(self) -> bool:
        """Chain holds, every row intact, every executable row valid under the rules."""
        return self.chain_ok and not any(f.code == "invalid-row" for f in self.findings)

    def view(self, record_id: str) -> RecordView | None:
        return next((view for view in self.views if view.record_id == record_id), None)


def _parse(row: Mapping[str, Any]) -> tuple[RecordBody | None, list[RowFinding]]:
    """The body of a row of a known schema version, or why it cannot be read as one."""
    try:
        body = BODY_ADAPTER.validate_json(row["body"])
    except ValidationError as error:
        return None, [
            RowFinding(code="body-format-invalid", detail=f"{error.error_count()} error(s)")
        ]
    findings = []
    if body_text(body) != row["body"]:
        findings.append(RowFinding(code="body-not-canonical"))
    columns = (
        row["record_kind"],
        row["schema_version"],
        row["policy_revision"],
        row["policy_rule"],
    )
    if columns != (body.record_kind, body.schema_version, body.policy.revision, body.policy.rule):
        findings.append(RowFinding(code="columns-differ-from-body"))
    return body, findings


def fold(
    customer_id: str,
    rows: Sequence[Mapping[str, Any]],
    *,
    events: Mapping[str, EventFact],
    policy_known: PolicyKnown,
) -> FoldedLedger:
    """Read every row in chain order (see the module docstring for what each flag means)."""
    verification = chained.verify(rows)
    broken = verification.first_broken_index
    folded = FoldedLedger(
        state=LedgerState(), chain_ok=verification.ok, head_digest=verification.head_digest
    )
    if broken is not None:
        folded.findings.append(
            RowFinding(code="chain-broken", detail=str(rows[broken]["sequence"]))
        )
    for index, row in enumerate(rows):
        findings: list[RowFinding] = []
        intact = broken is None or index < broken
        if sha256_hex(str(row["body"]).encode("utf-8")) != row["body_digest"]:
            intact = False
            findings.append(RowFinding(code="body-digest-mismatch"))
        if record_id_for(customer_id, row["record_key"]) != row["record_id"]:
            intact = False
            findings.append(RowFinding(code="record-id-mismatch"))
        body: RecordBody | None = None
        if row["schema_version"] in KNOWN_SCHEMA_VERSIONS:
            body, parse_findings = _parse(row)
            if parse_findings:
                intact = False
                findings += parse_findings
        else:
            code = "schema-version-unknown"
            findings.append(RowFinding(code=code, detail=str(row["schema_version"])))
        known_policy = policy_known(int(row["policy_revision"]), str(row["policy_rule"]))
        executable = intact and body is not None and known_policy
        if intact and not known_policy:
            code = "policy-revision-unknown"
            findings.append(RowFinding(code=code, detail=str(row["policy_revision"])))
        valid = True
        if executable and body is not None:
            refusals = check_record(
                body, state=folded.state, events=events, policy_known=policy_known
            )
            valid = not refusals
            findings += [RowFinding(code=r.code, detail=r.detail) for r in refusals]
        usable = executable and valid
        entry = Entry(
            record_id=str(row["record_id"]),
            record_kind=str(row["record_kind"]),
            schema_version=int(row["schema_version"]),
            body=body if usable else None,
            executable=usable,
        )
        if intact:
            apply_record(folded.state, entry.record_id, entry)
        if usable and body is not None:
            folded.bodies[entry.record_id] = body
        folded.views.append(
            RecordView(
                **{name: row[name] for name in _ROW_FIELDS},
                intact=intact,
                format_valid=body is not None,
                executable=executable,
                valid=valid,
                findings=findings,
            )
        )
        if not intact or not valid:
            folded.findings.append(RowFinding(code="invalid-row", detail=str(row["sequence"])))
    return folded


_ROW_FIELDS = (
    "customer_id",
    "sequence",
    "record_id",
    "record_kind",
    "record_key",
    "schema_version",
    "policy_revision",
    "policy_rule",
    "body",
    "body_digest",
    "recorded_at",
    "previous_row_digest",
    "row_digest",
)
