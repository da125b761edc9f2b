"""The demo registration `dualcoach up` makes for the simulator's personas.

On a fresh machine the registry is empty, so every persona on the simulator page would
only get the unknown-sender reply. When the simulator runs because there is no bot token
(``TelegramPlan.demo_registry``) and the registry has neither an owner nor a customer,
the supervisor registers 리처드 as the owner and 고객 as one customer with 트레이너 as the
trainer, through the same signed operator calls the pilot makes (``OperatorDesk``):
plan, consent, G1-G5 activation. A registry that holds anything is never touched.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from datetime import date, datetime, timedelta
from functools import partial
from typing import Any, Final

import httpx

from shared.clock import Clock, kst_date
from shared.runtime import clock_from_settings
from shared.secrets import load_service_key
from shared.settings import PlatformSettings
from tools.pilot.operator import OperatorDesk, OperatorError
from tools.pilot.scenario import Address, Enrolment
from tools.telegram_simulator.launch import TelegramPlan
from tools.telegram_simulator.state import CUSTOMER_PERSONA, OWNER_PERSONA, TRAINER_PERSONA

DEMO_CUSTOMER_ID: Final = "demo-customer"


def registry_is_empty(document: Mapping[str, Any]) -> bool:
    """Neither an owner nor any customer (enabled or draft): nothing of a person's yet."""
    return document.get("owner") is None and not document.get("customers")


def week_start(now: datetime) -> date:
    """The Monday of the current KST week: the plan's day 1, so today is in the window."""
    today = kst_date(now)
    return today - timedelta(days=today.weekday())


def demo_enrolment(now: datetime) -> Enrolment:
    return Enrolment(
        customer_id=DEMO_CUSTOMER_ID,
        owner=Address.of(OWNER_PERSONA),
        customer=Address.of(CUSTOMER_PERSONA),
        trainer=Address.of(TRAINER_PERSONA),
        starts_on=week_start(now),
    )


def demo_notice(enrolment: Enrolment, simulator_url: str) -> str:
    return (
        f"demo registry: the registry was empty, so the simulator's personas are registered as "
        f"demo data - {OWNER_PERSONA.label} as owner, {CUSTOMER_PERSONA.label} as customer "
        f"'{enrolment.customer_id}' with {TRAINER_PERSONA.label} as trainer (consent recorded, "
        f"12-week plan from {enrolment.starts_on.isoformat()}, activated). Write as "
        f"{CUSTOMER_PERSONA.label} at {simulator_url}/ to start; "
        "gateway.simulator.demo_registry: false skips this"
    )


def register_demo(desk: OperatorDesk, clock: Clock) -> Enrolment | None:
    """Register the demo if the registry is empty; returns what was registered, or None."""
    if not registry_is_empty(desk.registry()):
        return None
    enrolment = demo_enrolment(clock.now())
    desk.register(enrolment)
    return enrolment


def demo_hook(
    plan: TelegramPlan, settings: PlatformSettings, out: Callable[[str], None]
) -> Callable[[], None] | None:
    """`dualcoach up`'s ready hook when the launch plan wants the demo, else None."""
    if not plan.demo_registry or plan.simulator_url is None:
        return None
    return partial(_register_when_ready, settings, plan.simulator_url, out)


def _register_when_ready(
    settings: PlatformSettings, simulator_url: str, out: Callable[[str], None]
) -> None:
    """A failure is told and leaves the services running: the product still works, and a
    half-made registry is no longer empty, so the operator finishes it by hand."""
    clock = clock_from_settings(settings)
    desk = OperatorDesk(
        checkin_url=settings.services.endpoint("checkin").base_url,
        delivery_url=settings.services.endpoint("delivery").base_url,
        key=load_service_key(settings.secrets_dir, "operator"),
        clock=clock,
    )
    try:
        enrolment = register_demo(desk, clock)
    except (OperatorError, httpx.HTTPError) as error:
        out(f"demo registry: registration failed ({error}); see docs/operator-guide.md")
        return
    finally:
        desk.close()
    if enrolment is not None:
        out(demo_notice(enrolment, simulator_url))
