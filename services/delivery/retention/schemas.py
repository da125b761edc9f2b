"""What ``GET /v1/retention/plan`` and ``POST /v1/retention/apply`` answer: the same shape,
what would be removed or what was, by service, table and customer."""

from __future__ import annotations

from datetime import date
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field

StepService = Literal["checkin", "delivery", "gateway"]
# planned: a plan's count; removed: done now; already: an earlier run did it;
# not-counted: the gateway's rows are known only when it erases (which chats nobody uses);
# refused / failed: this step stopped the customer (see ``reason``); skipped: not tried.
StepStatus = Literal["planned", "removed", "already", "not-counted", "refused", "failed", "skipped"]
CustomerStatus = Literal["due", "removed", "refused", "failed"]


class StepReport(BaseModel):
    model_config = ConfigDict(frozen=True)

    service: StepService
    status: StepStatus
    rows: dict[str, int] = Field(default_factory=dict)
    reason: str | None = None


class CustomerReport(BaseModel):
    """One customer whose pilot data is past the rule (or whose erasure is unfinished)."""

    model_config = ConfigDict(frozen=True)

    customer_id: str
    window_starts_on: date | None
    window_ends_on: date | None
    due_on: date | None
    status: CustomerStatus
    steps: list[StepReport]
    reason: str | None = None


class LedgerReport(BaseModel):
    """One customer's sent messages whose body, destination and receipt are past the rule."""

    model_config = ConfigDict(frozen=True)

    customer_id: str
    deliveries: int
    rows: int
    # Rows written before delivery_0012_retention: kept until the customer's data goes.
    kept_rows: int = 0


class RetentionRules(BaseModel):
    model_config = ConfigDict(frozen=True)

    pilot_days_after_window: int
    ledger_body_days_after_send: int
    journal_completed_days: int


class RetentionReport(BaseModel):
    model_config = ConfigDict(frozen=True)

    kst_date: date
    applied: bool
    rules: RetentionRules
    customers: list[CustomerReport]
    ledger: list[LedgerReport]
    # Expression removes its journal's days before this UTC day itself (no customer data).
    journal_kept_from: date

    @property
    def ok(self) -> bool:
        """False when any customer was refused or failed (the command exits non-zero)."""
        return all(customer.status in ("due", "removed") for customer in self.customers)

    def summary(self) -> dict[str, int]:
        """Counts only (no customer id), for the scheduler's record of the day."""
        return {
            "customers_removed": sum(c.status == "removed" for c in self.customers),
            "customers_refused": sum(c.status == "refused" for c in self.customers),
            "customers_failed": sum(c.status == "failed" for c in self.customers),
            "ledger_rows_emptied": sum(item.rows for item in self.ledger),
        }
