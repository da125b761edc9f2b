"""Queries of the nutrition ledgers (policy, proposals, targets, delivery outbox).

The caller has entered the customer's scope and holds the customer's stream lock; every
append extends that customer's hash chain of the table (``services/checkin/chained.py``).
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import date, datetime
from typing import Any, Final

from pydantic import ValidationError
from sqlalchemy.orm import Session

from services.checkin import chained
from services.checkin.nutrition.schemas import (
    NutritionPolicy,
    NutritionProposal,
    StoredProposal,
    Targets,
)
from services.checkin.tables import (
    nutrition_outbox,
    nutrition_outbox_attempt,
    nutrition_policy,
    nutrition_proposal,
    nutrition_target,
)

# The proposal rules this binary can execute (replay). A policy row naming another rule -
# written by a newer binary, say - is kept and shown but never executed here.
EXECUTABLE_RULES: Final = frozenset({"adaptive-nutrition/1"})


@dataclass(frozen=True, slots=True)
class PolicyRow:
    revision: int
    rule: str
    policy: NutritionPolicy | None  # None: this binary cannot execute the row's rule
    policy_digest: str
    actor: str
    recorded_at: str
    row_digest: str

    @property
    def executable(self) -> bool:
        return self.policy is not None


@dataclass(frozen=True, slots=True)
class TargetRow:
    sequence: int
    effective_from: date
    targets: Targets
    proposal_id: str
    revision: int
    decided_event_id: str
    recorded_at: str


@dataclass(frozen=True, slots=True)
class OutboxItem:
    item_kind: str
    item_key: str
    proposal_id: str
    revision: int
    submission: dict[str, Any]
    recorded_at: str


def _policy_row(row: dict[str, Any]) -> PolicyRow:
    document = row["policy"]
    rule = str(document.get("rule", "")) if isinstance(document, dict) else ""
    policy: NutritionPolicy | None = None
    if rule in EXECUTABLE_RULES:
        try:
            policy = NutritionPolicy.model_validate(document)
        except ValidationError:
            policy = None
    return PolicyRow(
        revision=row["sequence"],
        rule=rule,
        policy=policy,
        policy_digest=row["policy_digest"],
        actor=row["actor"],
        recorded_at=row["recorded_at"],
        row_digest=row["row_digest"],
    )


def policies(session: Session, customer_id: str) -> list[PolicyRow]:
    return [_policy_row(row) for row in chained.rows(session, nutrition_policy, customer_id)]


def append_policy(
    session: Session, customer_id: str, policy: NutritionPolicy, *, actor: str, now: datetime
) -> PolicyRow:
    row = chained.append(
        session,
        nutrition_policy,
        customer_id,
        {
            "policy": policy.model_dump(mode="json"),
            "policy_digest": policy.digest(),
            "actor": actor,
        },
        now,
    )
    return _policy_row(row)


def _stored_proposal(row: dict[str, Any]) -> StoredProposal:
    return StoredProposal(
        proposal=NutritionProposal.model_validate(row["proposal"]),
        proposal_digest=row["proposal_digest"],
        created_event_id=row["created_event_id"],
        recorded_at=row["recorded_at"],
        row_digest=row["row_digest"],
    )


def proposals(
    session: Session, customer_id: str, proposal_id: str | None = None
) -> list[StoredProposal]:
    """Every stored proposal revision (of one proposal), in the order they were written."""
    conditions = [] if proposal_id is None else [nutrition_proposal.c.proposal_id == proposal_id]
    rows = chained.rows(session, nutrition_proposal, customer_id, *conditions)
    return [_stored_proposal(row) for row in rows]


def append_proposal(
    session: Session,
    proposal: NutritionProposal,
    *,
    created_event_id: str,
    now: datetime,
) -> StoredProposal:
    row = chained.append(
        session,
        nutrition_proposal,
        proposal.customer_id,
        {
            "proposal_id": proposal.proposal_id,
            "revision": proposal.revision,
            "week_index": proposal.week_index,
            "proposal": proposal.document(),
            "proposal_digest": proposal.digest(),
            "policy_revision": proposal.policy_revision,
            "created_event_id": created_event_id,
        },
        now,
    )
    return _stored_proposal(row)


def _target_row(row: dict[str, Any]) -> TargetRow:
    return TargetRow(
        sequence=row["sequence"],
        effective_from=date.fromisoformat(row["effective_from"]),
        targets=Targets.model_validate(row["targets"]),
        proposal_id=row["proposal_id"],
        revision=row["revision"],
        decided_event_id=row["decided_event_id"],
        recorded_at=row["recorded_at"],
    )


def targets(session: Session, customer_id: str) -> list[TargetRow]:
    return [_target_row(row) for row in chained.rows(session, nutrition_target, customer_id)]


def append_target(
    session: Session,
    customer_id: str,
    *,
    effective_from: date,
    values: Targets,
    proposal_id: str,
    revision: int,
    decided_event_id: str,
    now: datetime,
) -> TargetRow:
    row = chained.append(
        session,
        nutrition_target,
        customer_id,
        {
            "effective_from": effective_from,
            "targets": values.model_dump(mode="json"),
            "proposal_id": proposal_id,
            "revision": revision,
            "decided_event_id": decided_event_id,
        },
        now,
    )
    return _target_row(row)


def _outbox_item(row: dict[str, Any]) -> OutboxItem:
    return OutboxItem(
        item_kind=row["item_kind"],
        item_key=row["item_key"],
        proposal_id=row["proposal_id"],
        revision=row["revision"],
        submission=row["submission"],
        recorded_at=row["recorded_at"],
    )


def outbox(session: Session, customer_id: str) -> list[OutboxItem]:
    return [_outbox_item(row) for row in chained.rows(session, nutrition_outbox, customer_id)]


def enqueue(
    session: Session,
    customer_id: str,
    *,
    item_kind: str,
    item_key: str,
    proposal_id: str,
    revision: int,
    submission: dict[str, Any],
    now: datetime,
) -> OutboxItem:
    """Persist an item for delivery (idempotent by ``item_key``: the stored one wins)."""
    found = chained.rows(
        session, nutrition_outbox, customer_id, nutrition_outbox.c.item_key == item_key
    )
    if found:
        return _outbox_item(found[0])
    row = chained.append(
        session,
        nutrition_outbox,
        customer_id,
        {
            "item_kind": item_kind,
            "item_key": item_key,
            "proposal_id": proposal_id,
            "revision": revision,
            "submission": submission,
        },
        now,
    )
    return _outbox_item(row)


def attempts(session: Session, customer_id: str) -> list[dict[str, Any]]:
    return chained.rows(session, nutrition_outbox_attempt, customer_id)


def record_attempt(
    session: Session,
    customer_id: str,
    *,
    item_key: str,
    outcome: str,
    http_status: int | None,
    detail: dict[str, Any],
    now: datetime,
) -> dict[str, Any]:
    return chained.append(
        session,
        nutrition_outbox_attempt,
        customer_id,
        {"item_key": item_key, "outcome": outcome, "http_status": http_status, "detail": detail},
        now,
    )
