"""Operator record requests (AC12). Each becomes one canonical event on the append path."""

from __future__ import annotations

from datetime import date

from pydantic import BaseModel, ConfigDict, Field

from services.checkin.events.payloads import Note, OpaqueId, OperatorTask, PaymentKind


class _Request(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


class PaymentRequest(_Request):
    """What Richard received. Amount and method are stated, not assumed, so a wrong
    transfer is refused instead of being recorded as the fee. The period defaults to the
    plan's period for ``kind`` and, if given, must equal it."""

    kind: PaymentKind
    amount_krw: int
    method: str = Field(max_length=40)
    paid_on: date
    period_start_on: date | None = None
    period_end_on: date | None = None


class SatisfactionRequest(_Request):
    score: float
    collected_on: date
    note: Note | None = None


class OperatorTimeRequest(_Request):
    """``entry_id`` is made once by the client and reused on every retry of this entry."""

    entry_id: OpaqueId
    attempt_id: OpaqueId
    minutes: int
    task: OperatorTask
    work_date: date
    supersedes_entry_id: OpaqueId | None = None
