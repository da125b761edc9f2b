"""What the gateway reads from its peers (checkin, delivery, diagnostics), as plain values.

Every model ignores fields it does not use, so a peer may add fields without breaking the
gateway; a missing or mistyped field it does use is a ``PeerUnavailable`` (fail closed).
"""

from __future__ import annotations

from datetime import date, datetime
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field

from shared.contracts.problems import slug_of

# (chat_id, topic_id): where a send went; checkin names the ones still in use.
Destination = tuple[int, int | None]


class _Peer(BaseModel):
    model_config = ConfigDict(extra="ignore", frozen=True)


class Resolution(_Peer):
    """``POST /v1/routing/resolve``: the role of an exact triple."""

    role: Literal["owner", "customer", "trainer", "withdrawn", "diagnostic", "unknown"]
    customer_id: str | None = None
    # A ``diagnostic`` route (diagnostics' resolve): the session and the generation seen,
    # carried to the command so a session that moved in between refuses it.
    session_id: str | None = None
    generation: int | None = None


class ConsentState(_Peer):
    """The part of ``GET /v1/customers/{id}/destinations`` the consent prompt needs."""

    consent_version: str = Field(min_length=1)


class Option(_Peer):
    value: str
    label: str


class Question(_Peer):
    question_id: str
    prompt: str
    answer_kind: Literal["buttons", "number", "text"]
    options: tuple[Option, ...] = ()
    accepts_text: bool


class Turn(_Peer):
    """One state of a check-in or trainer record session (checkin's ``TurnView``)."""

    session_id: str
    status: Literal["open", "ready", "finalized"]
    question: Question | None = None
    message: str | None = None


class TurnRefusal(_Peer):
    """A 4xx problem of the turn API: the Korean text to show and the question to re-ask."""

    status: int
    slug: str
    reask: str | None = None
    message: str | None = None
    question: Question | None = None

    @classmethod
    def of(cls, status: int, body: dict[str, Any]) -> TurnRefusal:
        slug = slug_of(body.get("type"))
        return cls.model_validate({**body, "status": status, "slug": slug})


class OperatorAnswer(_Peer):
    """``POST /v1/operator/actions``: delivery's answer to one of Richard's button presses."""

    handled: bool
    outcome: str
    answer_text: str = Field(min_length=1)


class DraftSummary(_Peer):
    """One row of ``GET /v1/drafts`` (delivery's queue)."""

    draft_id: str
    customer_id: str
    kind: str
    status: str
    latest_revision: int
    created_at: datetime
    # Delivery's one line of the customer's / trainer's words (cut, with the console path);
    # absent from a delivery that predates it, and for drafts without words.
    words_excerpt: str | None = None
    # ``customer`` drafts can be held too (a later safety signal); only owner ones are notices.
    audience: str = "owner"


class TaskSummary(_Peer):
    """One row of ``GET /v1/scheduler/tasks`` (delivery's record of a due task)."""

    task_key: str
    customer_id: str
    kind: str
    kst_date: date
    status: Literal["pending", "drafted", "closed"]


class CheckinRate(_Peer):
    passed: bool
    checked_in_days: int
    eligible_days: int
    rate_percent: str
    threshold_percent: int


class Satisfaction(_Peer):
    passed: bool
    records: int
    mean: str | None
    threshold: str


class TimeBucket(_Peer):
    index: int
    minutes: int
    passed: bool


class OperatorTime(_Peer):
    passed: bool
    limit_minutes: int
    buckets: tuple[TimeBucket, ...]


class Renewal(_Peer):
    passed: bool
    effective_renewals: int


class Kpi(_Peer):
    """``GET /v1/customers/{id}/kpi``: checkin's KPI judgement of one customer."""

    customer_id: str
    passed: bool
    checkin_rate: CheckinRate
    satisfaction: Satisfaction
    operator_time: OperatorTime
    renewal: Renewal


class DiagnosticCommandAnswer(_Peer):
    """``POST /v1/operator/commands`` (diagnostics): the text to show in the topic."""

    command: str
    reply_text: str = Field(min_length=1)
