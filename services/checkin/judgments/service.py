"""Writing and reading a customer's judgment ledger inside the caller's transaction.

``JudgmentWriter`` reads (and validates) the whole ledger once, refuses to write onto a
ledger that is not intact (fail closed), then checks and appends records one by one. The
readers (``ledger_report`` for audit, ``explain_decision`` for the console) tolerate rows
under an unknown policy revision, as ``ledger.py`` describes; the explanation refuses a
ledger that is forged or corrupt.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from typing import Any

from sqlalchemy.orm import Session

from services.checkin.errors import Refusal
from services.checkin.events.service import read_stream
from services.checkin.judgments import repository
from services.checkin.judgments.ledger import FoldedLedger, body_text, fold, record_id_for
from services.checkin.judgments.rules import (
    Entry,
    EventFact,
    PolicyKnown,
    apply_record,
    check_record,
)
from services.checkin.judgments.schemas import (
    CURRENT_SCHEMA_VERSION,
    ClaimVerificationBody,
    ClaimView,
    DecisionExplanation,
    IntentionBody,
    IntentionTransitionBody,
    LedgerReport,
    RecordBody,
    UnderstandingBody,
)
from services.checkin.nutrition import repository as nutrition_repository
from shared.clock import Clock

_logger = logging.getLogger("dualcoach.checkin.judgments")


def event_facts(session: Session, customer_id: str) -> dict[str, EventFact]:
    return {
        stored.event_id: EventFact(stored.event_id, stored.event_type, stored.payload)
        for stored in read_stream(session, customer_id)
    }


def policy_known_for(session: Session, customer_id: str) -> PolicyKnown:
    """Known = this customer has that policy revision, under that rule, and we execute it."""
    executable = {
        row.revision: row.rule
        for row in nutrition_repository.policies(session, customer_id)
        if row.executable
    }

    def known(revision: int, rule: str) -> bool:
        return executable.get(revision) == rule

    return known


def read_ledger(session: Session, customer_id: str) -> FoldedLedger:
    return fold(
        customer_id,
        repository.rows(session, customer_id),
        events=event_facts(session, customer_id),
        policy_known=policy_known_for(session, customer_id),
    )


class JudgmentWriter:
    """Checks and appends records to one customer's ledger within one transaction."""

    def __init__(self, session: Session, customer_id: str, *, clock: Clock) -> None:
        self._session = session
        self._customer_id = customer_id
        self._clock = clock
        self.refresh_events()
        self._policy_known = policy_known_for(session, customer_id)
        self._ledger = fold(
            customer_id,
            repository.rows(session, customer_id),
            events=self._events,
            policy_known=self._policy_known,
        )
        if not self._ledger.ok:
            raise Refusal(
                "conflict",
                "judgment-ledger-integrity",
                "The judgment ledger does not verify; nothing is written onto it",
                findings=[f.model_dump() for f in self._ledger.findings][:20],
            )
        self._texts = {view.record_key: view.body for view in self._ledger.views}

    @property
    def ledger(self) -> FoldedLedger:
        return self._ledger

    def refresh_events(self) -> None:
        """Re-read the stream (after appending events this transaction will cite)."""
        self._events = event_facts(self._session, self._customer_id)

    def write(self, record_key: str, body: RecordBody) -> tuple[str, bool]:
        """Append ``body`` under ``record_key``: ``(record_id, created)``; 409/422 refusals."""
        if body.schema_version != CURRENT_SCHEMA_VERSION:
            raise Refusal(
                "invalid",
                "judgment-schema-not-current",
                f"New records are written as schema version {CURRENT_SCHEMA_VERSION} only",
            )
        record_id = record_id_for(self._customer_id, record_key)
        text = body_text(body)
        stored = self._texts.get(record_key)
        if stored is not None:
            if stored != text:
                raise Refusal(
                    "conflict",
                    "judgment-key-conflict",
                    "A different record was already written under this key",
                    record_id=record_id,
                )
            return record_id, False
        refusals = check_record(
            body,
            state=self._ledger.state,
            events=self._events,
            policy_known=self._policy_known,
        )
        if refusals:
            raise Refusal(
                "invalid",
                "judgment-refused",
                "The judgment record breaks a rule of the ledger",
                refusals=[{"code": r.code, "detail": r.detail} for r in refusals],
                record_kind=body.record_kind,
            )
        repository.insert_verbatim(
            self._session,
            self._customer_id,
            record_id=record_id,
            record_kind=body.record_kind,
            record_key=record_key,
            schema_version=body.schema_version,
            policy_revision=body.policy.revision,
            policy_rule=body.policy.rule,
            body=text,
            now=self._clock.now(),
        )
        entry = Entry(record_id, body.record_kind, body.schema_version, body, executable=True)
        apply_record(self._ledger.state, record_id, entry)
        self._ledger.bodies[record_id] = body
        self._texts[record_key] = text
        _logger.info(
            "judgment_recorded",
            extra={"fields": {"customer_id": self._customer_id, "kind": body.record_kind}},
        )
        return record_id, True

    def body(self, record_id: str) -> RecordBody | None:
        """The executable body of a record (None for unknown or non-executable records)."""
        return self._ledger.bodies.get(record_id)

    def status(self, intention_id: str) -> str | None:
        return self._ledger.state.intention_status.get(intention_id)

    def truth(self, record_id: str, claim_id: str) -> str:
        return self._ledger.state.claim_truth.get((record_id, claim_id), "unverified")

    def find(self, predicate: Callable[[str, RecordBody], bool]) -> list[tuple[str, RecordBody]]:
        """Executable records matching ``predicate``, in ledger order."""
        return [(rid, body) for rid, body in self._ledger.bodies.items() if predicate(rid, body)]


# --- readers ------------------------------------------------------------------------------


def ledger_report(session: Session, customer_id: str) -> LedgerReport:
    """Every row with its integrity, executability and validity (the audit view)."""
    folded = read_ledger(session, customer_id)
    return LedgerReport(
        customer_id=customer_id,
        ok=folded.ok,
        chain_ok=folded.chain_ok,
        rows=len(folded.views),
        head_digest=folded.head_digest,
        records=folded.views,
        findings=folded.findings,
    )


def _claims(
    folded: FoldedLedger, record_id: str, body: Any, known_events: set[str]
) -> list[ClaimView]:
    claims: list[Any] = []
    if isinstance(body, UnderstandingBody):
        claims = [*body.observations, *body.assumptions]
    elif isinstance(body, IntentionBody):
        claims = list(body.forecasts)
    views = []
    for claim in claims:
        if claim.claim_kind == "observation":
            grounded = claim.source.kind == "registry" or (
                bool(claim.source.event_ids) and set(claim.source.event_ids) <= known_events
            )
            truth = "confirmed" if grounded else "unverified"
        elif claim.claim_kind == "forecast":
            truth = folded.state.claim_truth.get((record_id, claim.claim_id), "unverified")
        else:
            truth = "unverified"
        views.append(
            ClaimView(
                record_id=record_id,
                claim=claim.model_dump(mode="json"),
                format_valid=True,
                truth=truth,
            )
        )
    return views


def explain_decision(session: Session, customer_id: str, intention_id: str) -> DecisionExplanation:
    """An adopted decision with its purpose, plan, understanding, claims and outcome."""
    folded = read_ledger(session, customer_id)
    if not folded.ok:
        raise Refusal(
            "conflict", "judgment-ledger-integrity", "The judgment ledger does not verify"
        )
    intention = folded.bodies.get(intention_id)
    if not isinstance(intention, IntentionBody):
        raise Refusal("not-found", "judgment-not-found", "No executable intention with this id")
    views = {view.record_id: view for view in folded.views}
    known_events = set(event_facts(session, customer_id))
    transitions = [
        views[rid]
        for rid, body in folded.bodies.items()
        if isinstance(body, IntentionTransitionBody) and body.intention_id == intention_id
    ]
    verifications = [
        views[rid]
        for rid, body in folded.bodies.items()
        if isinstance(body, ClaimVerificationBody) and body.forecast.record_id == intention_id
    ]
    understanding = folded.bodies[intention.understanding_id]
    evidence: list[str] = []
    for rid in (intention.understanding_id, intention_id):
        for claim in _claims(folded, rid, folded.bodies[rid], known_events):
            evidence += claim.claim.get("source", {}).get("event_ids", [])
    for body in folded.bodies.values():
        if isinstance(body, IntentionTransitionBody) and body.intention_id == intention_id:
            evidence += body.evidence_event_ids
    return DecisionExplanation(
        customer_id=customer_id,
        intention=views[intention_id],
        purpose=views[intention.purpose_id],
        plan=views[intention.plan_id],
        understanding=views[intention.understanding_id],
        status=folded.state.intention_status.get(intention_id, intention.status),
        transitions=transitions,
        claims=[
            *_claims(folded, intention.understanding_id, understanding, known_events),
            *_claims(folded, intention_id, intention, known_events),
        ],
        verifications=verifications,
        evidence_event_ids=list(dict.fromkeys(evidence)),
    )
