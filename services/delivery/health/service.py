"""Read the health snapshot (through the read-only audit role) and turn it into gauges."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime

from services.delivery.context import DeliveryContext
from services.delivery.health.rules import SchedulerLag, scheduler_is_late, scheduler_lag
from services.delivery.ledger import repository as ledger
from services.delivery.tables import LEDGER_STATES, OUTBOX_TARGETS, outbox
from shared.metrics import GaugeFamily
from shared.outbox import OutboxBacklog
from shared.outbox.metrics import backlog_families, read_backlog


@dataclass(frozen=True, slots=True)
class HealthSnapshot:
    now: datetime
    outbox: dict[str, OutboxBacklog]
    deliveries: dict[str, int]
    scheduler: SchedulerLag
    scheduler_late: bool

    @property
    def outbox_pending(self) -> int:
        return sum(item.pending for item in self.outbox.values())

    @property
    def outbox_oldest_pending_at(self) -> datetime | None:
        moments = [i.oldest_pending_at for i in self.outbox.values() if i.oldest_pending_at]
        return min(moments) if moments else None

    @property
    def outbox_failed(self) -> int:
        return sum(item.conflict + item.rejected for item in self.outbox.values())


def snapshot(context: DeliveryContext) -> HealthSnapshot:
    """Outbox backlog, deliveries by state and the scheduler lag, as of now."""
    database = context.runtime.audit_database
    found = read_backlog(database, outbox)
    backlogs = {target: found.get(target, OutboxBacklog(target)) for target in OUTBOX_TARGETS}
    # Hand-opened: the read-only audit role's database, not TransactionDep's (ADR 0081).
    with database.transaction() as session:
        counts = ledger.count_by_state(session)
    section = context.section
    now = context.runtime.clock.now()
    lag = scheduler_lag(
        enabled=section.scheduler_enabled and section.background_interval_seconds > 0,
        started_at=context.scheduler_heartbeat.started_at,
        last_tick_at=context.scheduler_heartbeat.last_tick_at,
        now=now,
    )
    return HealthSnapshot(
        now=now,
        outbox=backlogs,
        deliveries={state: counts.get(state, 0) for state in LEDGER_STATES},
        scheduler=lag,
        scheduler_late=scheduler_is_late(lag, section.scheduler_interval_seconds),
    )


def gauge_families(health: HealthSnapshot) -> list[GaugeFamily]:
    """The snapshot as Prometheus gauges (labels: outbox targets and ledger states only)."""
    families = backlog_families(health.outbox, health.now)
    families.append(
        GaugeFamily(
            "dualcoach_delivery_deliveries",
            "Deliveries whose latest ledger row is in each state (sending, unknown, ...)",
            ("state",),
            {(state,): count for state, count in health.deliveries.items()},
        )
    )
    lag = health.scheduler
    families.append(
        GaugeFamily(
            "dualcoach_scheduler_enabled",
            "1 when this process runs the scheduler tick",
            samples={(): 1.0 if lag.enabled else 0.0},
        )
    )
    if lag.seconds is not None:
        families.append(
            GaugeFamily(
                "dualcoach_scheduler_lag_seconds",
                "Seconds since the last successful scheduler tick (since start before the first)",
                samples={(): lag.seconds},
            )
        )
    if lag.last_tick_at is not None:
        families.append(
            GaugeFamily(
                "dualcoach_scheduler_last_tick_timestamp_seconds",
                "Unix time of the last successful scheduler tick of this process",
                samples={(): lag.last_tick_at.timestamp()},
            )
        )
    return families
