"""What ``dualcoach retention plan|apply`` prints for a retention report (pure).

The operator guide (section 5a) shows this output verbatim; a test renders the guide's
example report and compares, so change both together.
"""

from __future__ import annotations

from services.delivery.retention.schemas import (
    CustomerReport,
    LedgerReport,
    RetentionReport,
    StepReport,
)

_GATEWAY_UNCOUNTED = (
    "the consent acknowledgement and the records of messages to chats no one else uses "
    "(counted when removed)"
)


def _rows(rows: dict[str, int]) -> str:
    total = sum(rows.values())
    listed = ", ".join(f"{table} {count}" for table, count in sorted(rows.items()) if count)
    noun = "row" if total == 1 else "rows"
    return f"{total} {noun} ({listed})" if listed else f"{total} {noun}"


def _step(step: StepReport, applied: bool) -> str:
    if step.status == "not-counted":
        return f"    {step.service}: would remove {_GATEWAY_UNCOUNTED}"
    if step.status == "planned":
        return f"    {step.service}: would remove {_rows(step.rows)}"
    if step.status == "removed":
        return f"    {step.service}: removed {_rows(step.rows)}"
    if step.status == "already":
        return f"    {step.service}: already removed by an earlier run"
    if step.status == "skipped":
        return f"    {step.service}: not {'run' if applied else 'planned'}"
    return f"    {step.service}: {step.status} - {step.reason}"


def _customer(customer: CustomerReport, applied: bool) -> list[str]:
    if customer.window_starts_on and customer.window_ends_on and customer.due_on:
        window = (
            f"window {customer.window_starts_on}..{customer.window_ends_on}, "
            f"past the rule since {customer.due_on}"
        )
    else:
        window = "an unfinished retention erasure"
    verdict = {
        "due": "due",
        "removed": "removed",
        "refused": f"refused - {customer.reason}",
        "failed": f"stopped - {customer.reason}",
    }[customer.status]
    lines = [f"  {customer.customer_id} - {window}: {verdict}"]
    if customer.status == "refused" and all(s.status == "skipped" for s in customer.steps):
        lines.append(
            "    nothing of this customer was removed; settle the message first (the console's "
            "queue, or POST /v1/deliveries/{id}/reconcile), then run again"
        )
        return lines
    lines += [_step(step, applied) for step in customer.steps]
    if customer.status in ("refused", "failed"):
        lines.append("    steps done stay done; run the same command again to finish")
    return lines


def _ledger(item: LedgerReport, applied: bool) -> str:
    messages = "message" if item.deliveries == 1 else "messages"
    verb = "emptied" if applied else "to empty"
    line = f"  {item.customer_id}: {item.deliveries} {messages}, {item.rows} rows {verb}"
    if item.kept_rows:
        line += f"; {item.kept_rows} rows written before retention existed are kept"
    return line


def _count(number: int, noun: str) -> str:
    return f"{number} {noun}" + ("" if number == 1 else "s")


def render_report(report: RetentionReport) -> list[str]:
    """The command's lines for one plan or apply."""
    rules = report.rules
    mode = "apply" if report.applied else "plan"
    lines = [
        f"retention {mode} for {report.kst_date} (KST)",
        f"rules: pilot data {rules.pilot_days_after_window} days after the window ends, "
        f"ledger bodies {rules.ledger_body_days_after_send} days after sending, "
        f"expression journal {rules.journal_completed_days} completed UTC days (seeded)",
    ]
    customers = report.customers
    lines.append(
        "pilot data past the rule: " + (_count(len(customers), "customer") if customers else "none")
    )
    for customer in customers:
        lines += _customer(customer, report.applied)
    ledger = [item for item in report.ledger if item.rows or item.kept_rows]
    lines.append(
        "ledger bodies past the rule: " + (_count(len(ledger), "customer") if ledger else "none")
    )
    lines += [_ledger(item, report.applied) for item in ledger]
    lines.append(
        f"expression journal: keeps the UTC days from {report.journal_kept_from} on "
        "and removes older ones itself"
    )
    lines.append(_verdict(report))
    return lines


def _verdict(report: RetentionReport) -> str:
    stopped = [c for c in report.customers if c.status in ("refused", "failed")]
    if stopped:
        return (
            f"not finished: {_count(len(stopped), 'customer')} refused or stopped (see above); "
            "the rest is done"
            if report.applied
            else f"{_count(len(stopped), 'customer')} would be refused (see above)"
        )
    if not report.applied:
        return "plan only: nothing was changed"
    emptied = sum(item.rows for item in report.ledger)
    if not report.customers and not emptied:
        return "nothing to remove: everything is within the rule"
    return "done"
