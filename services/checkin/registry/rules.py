"""Pure registry decisions: well-formed triples, plan/consent checks, the G1-G5 findings.

Each function returns *findings* - short machine codes without customer data - and an
empty list means "passes". Guard reason codes (``REASON_CODES``) are what an activation
refusal reports; the findings say which check inside the guard failed.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable, Collection, Iterable, Mapping, Sequence
from datetime import date, timedelta
from typing import TYPE_CHECKING, Final

if TYPE_CHECKING:
    from services.checkin.registry.schemas import (
        ConsentRecord,
        CustomerSpec,
        PilotPlan,
        TelegramAddress,
    )

# The consent text version the customer must have granted (bump when the text changes;
# every enabled customer then needs a fresh grant before any re-activation).
CONSENT_VERSION: Final = "dualcoach-pilot-consent-v1"
PLAN_WEEKS: Final = 12
# The disable reason only the customer's own confirmed withdrawal records (``/withdraw``).
WITHDRAWAL_REASON: Final = "customer_withdrawal"
CALORIE_SAFETY_FLOOR: Final = 1000  # the S4 line: no plan target below it

REASON_CODES: Final[dict[str, str]] = {
    "G1": "G1_ISOLATION",
    "G2": "G2_PLAN",
    "G3": "G3_CONSENT",
    "G4": "G4_IDENTITIES",
    "G5": "G5_EVIDENCE",
}
CHECKLIST_ITEMS: Final[tuple[str, ...]] = (
    "token_rotated",
    "missend_test_passed",
    "provider_terms_checked",
    "withdrawal_deletion_doc",
    "retention_backup_doc",
    "manual_fallback_doc",
)
# One window per customer (seed principle 3). Day ``n`` of a window is ``starts_on + n``
# (day 0 is the start, as in ADR 0014), so day 27 is the window's last day: a customer
# disabled for a while may be re-activated up to and including it, never after.
REACTIVATION_LAST_DAY: Final = 27
PLAN_START_LOCKED: Final = "plan-start-locked"
PILOT_WINDOW_CHANGED: Final = "pilot-window-changed"
PILOT_WINDOW_CLOSED: Final = "pilot-window-closed"
WINDOW_REASON_CODES: Final[dict[str, str]] = {
    PILOT_WINDOW_CHANGED: "WINDOW_CHANGED",
    PILOT_WINDOW_CLOSED: "WINDOW_CLOSED",
}
# Telegram user/chat ids are long; shorter numbers in records are measurements, not ids.
MIN_ID_DIGITS: Final = 5


def address_findings(address: TelegramAddress | None, label: str) -> list[str]:
    """Present and well formed: user > 0, chat != 0, topic > 0 if set, a private chat
    (positive chat id) is the user's own chat."""
    if address is None:
        return [f"{label}_missing"]
    findings = []
    if address.user_id <= 0:
        findings.append(f"{label}_user_id_invalid")
    if address.chat_id == 0:
        findings.append(f"{label}_chat_id_invalid")
    if address.chat_id > 0 and address.chat_id != address.user_id:
        findings.append(f"{label}_private_chat_mismatch")
    if address.topic_id is not None and address.topic_id <= 0:
        findings.append(f"{label}_topic_id_invalid")
    return findings


def plan_findings(plan: PilotPlan | None) -> list[str]:
    """G2: the inline plan has a start date and exactly weeks 1..12, each with a focus."""
    if plan is None:
        return ["plan_missing"]
    findings = []
    if plan.starts_on is None:
        findings.append("plan_starts_on_missing")
    if len(plan.weeks) != PLAN_WEEKS:
        findings.append("plan_not_12_weeks")
    elif [week.week for week in plan.weeks] != list(range(1, PLAN_WEEKS + 1)):
        findings.append("plan_weeks_not_1_to_12_in_order")
    if any(not week.focus.strip() for week in plan.weeks):
        findings.append("plan_week_focus_empty")
    floor, ceiling = plan.calorie_floor_kcal, plan.calorie_ceiling_kcal
    if floor is not None and floor < CALORIE_SAFETY_FLOOR:
        findings.append("plan_calorie_floor_below_safety_line")
    if floor is not None and ceiling is not None and floor > ceiling:
        findings.append("plan_calorie_floor_above_ceiling")
    for week in plan.weeks:
        target = week.calorie_target_kcal
        if target is None:
            continue
        if target < max(floor or 0, CALORIE_SAFETY_FLOOR) or (
            ceiling is not None and target > ceiling
        ):
            findings.append("plan_calorie_target_out_of_bounds")
            break
    return findings


def consent_findings(consent: ConsentRecord | None, version: str) -> list[str]:
    """G3: granted, at the current version, provider terms checked for that version."""
    if consent is None:
        return ["consent_missing"]
    findings = []
    if not consent.granted or consent.granted_at is None:
        findings.append("consent_not_granted")
    if consent.version != version:
        findings.append("consent_version_outdated")
    if consent.provider_terms_checked_version != version:
        findings.append("provider_terms_not_checked_for_version")
    return findings


def local_identity_findings(
    customer: TelegramAddress | None, trainer: TelegramAddress | None
) -> list[str]:
    """The customer and trainer triples are present, well formed and distinct."""
    findings = address_findings(customer, "customer") + address_findings(trainer, "trainer")
    if customer is not None and trainer is not None and customer == trainer:
        findings.append("customer_equals_trainer")
    return findings


def owner_findings(owner: TelegramAddress | None, spec: CustomerSpec) -> list[str]:
    """The owner-inclusive part of G4: owner present, well formed, distinct from both."""
    findings = address_findings(owner, "owner")
    if owner is not None:
        if spec.customer is not None and owner == spec.customer:
            findings.append("owner_equals_customer")
        if spec.trainer is not None and owner == spec.trainer:
            findings.append("owner_equals_trainer")
    return findings


def collision_findings(spec: CustomerSpec, enabled_others: Sequence[CustomerSpec]) -> list[str]:
    """Routing stays unambiguous: no other enabled customer uses either of these triples,
    so the trainer triple resolves to exactly this customer (it is *the* bound trainer)."""
    taken: set[tuple[int, int, int | None]] = set()
    for other in enabled_others:
        taken.update(a.as_tuple() for a in (other.customer, other.trainer) if a is not None)
    findings = []
    if spec.customer is not None and spec.customer.as_tuple() in taken:
        findings.append("customer_triple_used_by_another_customer")
    if spec.trainer is not None and spec.trainer.as_tuple() in taken:
        findings.append("trainer_bound_to_another_customer")
    return findings


def claimed_triple_findings(
    spec: CustomerSpec,
    claims: Callable[[tuple[int, int, int | None]], Collection[str] | None],
) -> list[str]:
    """``collision_findings`` against a prebuilt index: ``claims(triple)`` names the enabled
    customers using ``triple``; any of them other than ``spec`` itself is a collision."""

    def taken(address: TelegramAddress | None) -> bool:
        if address is None:
            return False
        users = claims(address.as_tuple()) or ()
        return any(customer_id != spec.customer_id for customer_id in users)

    findings = []
    if taken(spec.customer):
        findings.append("customer_triple_used_by_another_customer")
    if taken(spec.trainer):
        findings.append("trainer_bound_to_another_customer")
    return findings


def checklist_findings(evidence_text: str) -> tuple[list[str], dict[str, bool] | None]:
    """G5: the artifact is a JSON object of exactly the six items, each literally true."""
    try:
        parsed = json.loads(evidence_text)
    except ValueError:
        return ["checklist_not_json"], None
    if not isinstance(parsed, dict):
        return ["checklist_not_an_object"], None
    findings = [
        f"checklist_unknown_item:{index}"
        for index, key in enumerate(sorted(parsed))
        if key not in CHECKLIST_ITEMS
    ]
    items: dict[str, bool] = {}
    for item in CHECKLIST_ITEMS:
        if item not in parsed:
            findings.append(f"checklist_missing:{item}")
        elif parsed[item] is not True:
            findings.append(f"checklist_not_true:{item}")
        else:
            items[item] = True
    return findings, (items if not findings else None)


_ID_RUN = re.compile(r"[a-z0-9-]+")
_DIGIT_RUN = re.compile(r"[0-9]+")


def foreign_identifiers(
    own: CustomerSpec,
    owner: TelegramAddress | None,
    others: Iterable[CustomerSpec],
) -> tuple[set[str], set[str]]:
    """(other customers' ids, personal numeric ids) that must not appear in ``own``'s records.

    Personal ids are the owner's and the other customers' Telegram user/chat ids; the
    customer's own triples (and its bound trainer's) are allowed.
    """
    own_numbers = {
        str(abs(number))
        for address in (own.customer, own.trainer)
        if address is not None
        for number in (address.user_id, address.chat_id)
    }
    numbers: set[str] = set()
    customer_ids: set[str] = set()
    addresses = [owner] if owner is not None else []
    for other in others:
        if other.customer_id == own.customer_id:
            continue
        customer_ids.add(other.customer_id)
        addresses += [a for a in (other.customer, other.trainer) if a is not None]
    for address in addresses:
        for number in (address.user_id, address.chat_id):
            text = str(abs(number))
            if len(text) >= MIN_ID_DIGITS and text not in own_numbers:
                numbers.add(text)
    return customer_ids, numbers


def isolation_findings(
    own_customer_id: str,
    records: Iterable[tuple[str, str]],
    foreign_customer_ids: set[str],
    personal_numbers: set[str],
) -> list[str]:
    """G1 over the customer's records, given as ``(owner customer id, canonical JSON text)``:
    every record is the customer's own and mentions no other customer or personal id.

    A customer id (``[a-z0-9-]`` only) is mentioned when a maximal run of those characters
    equals it, a number when a maximal run of digits does - the same as a search for each
    with those characters excluded on both sides, but one pass over each record instead of a
    pattern per registered customer (G1 at the thousandth activation compiled 3,000).
    """
    findings: set[str] = set()
    for owner_id, text in records:
        if owner_id != own_customer_id:
            findings.add("record_of_another_customer")
        if not foreign_customer_ids.isdisjoint(_ID_RUN.findall(text)):
            findings.add("other_customer_id_in_records")
        if not personal_numbers.isdisjoint(_DIGIT_RUN.findall(text)):
            findings.add("personal_identifier_in_records")
    return sorted(findings)


def resolve_role(
    owner: TelegramAddress | None,
    enabled: Sequence[CustomerSpec],
    triple: TelegramAddress,
    withdrawn: Sequence[CustomerSpec] = (),
) -> tuple[str, str | None]:
    """Exact-triple routing over the owner and the *enabled* customers only.

    Disabled drafts resolve to ``unknown`` (fail closed: no automated flow for them). The
    document invariant guarantees at most one match among enabled entries. The one exception:
    the customer triple of a customer their own withdrawal disabled (``withdrawn``) resolves
    to ``withdrawn``, so a second confirmation or a later message is told "already" - nothing
    else is open to it, and an enabled customer's match always comes first.
    """
    if owner is not None and owner == triple:
        return "owner", None
    for spec in enabled:
        if spec.customer == triple:
            return "customer", spec.customer_id
        if spec.trainer == triple:
            return "trainer", spec.customer_id
    for spec in withdrawn:
        if spec.customer == triple:
            return "withdrawn", spec.customer_id
    return "unknown", None


def is_own_withdrawal(action: str, detail: Mapping[str, object]) -> bool:
    """Whether a transition is the customer's own confirmed withdrawal (``/withdraw``)."""
    return action == "disabled" and detail.get("reason") == WITHDRAWAL_REASON


def customer_routes(
    spec: CustomerSpec, *, enabled: bool, withdrawn: bool
) -> list[tuple[TelegramAddress, str]]:
    """The ``(triple, role)`` pairs a customer's current state puts in the routing index.

    Exactly what ``resolve_role`` matches: an enabled customer's customer and trainer
    triples; a customer their own withdrawal disabled keeps its customer triple as
    ``withdrawn``; any other disabled draft routes nowhere (fail closed).
    """
    if enabled:
        pairs = ((spec.customer, "customer"), (spec.trainer, "trainer"))
        return [(address, role) for address, role in pairs if address is not None]
    if withdrawn and spec.customer is not None:
        return [(spec.customer, "withdrawn")]
    return []


def destinations_in_use(
    owner: TelegramAddress | None, customers: Sequence[CustomerSpec]
) -> list[tuple[int, int | None]]:
    """Every ``(chat_id, topic_id)`` the registry still names - the owner's and each
    registered customer's customer and trainer addresses, enabled or not - sorted, once each.

    The gateway keeps its send records to these chats (ADR 0054): a destination absent here
    belongs to nobody any more.
    """
    addresses = [owner] if owner is not None else []
    for spec in customers:
        addresses += [a for a in (spec.customer, spec.trainer) if a is not None]
    unique = {(a.chat_id, a.topic_id) for a in addresses}
    return sorted(unique, key=lambda d: (d[0], d[1] is not None, d[1] or 0))


def reactivation_deadline(window_starts_on: date) -> date:
    """The last KST date a once-activated customer may be activated again (day 27)."""
    return window_starts_on + timedelta(days=REACTIVATION_LAST_DAY)


def plan_start_change_refusal(
    window_starts_on: date | None, requested_starts_on: date | None
) -> str | None:
    """A saved draft may not move (or drop) the start of a window already activated.

    ``window_starts_on`` is the plan start of the customer's first activation (``None``:
    never activated, anything goes). Other plan fields stay editable while disabled.
    """
    if window_starts_on is not None and requested_starts_on != window_starts_on:
        return PLAN_START_LOCKED
    return None


def reactivation_refusal(
    window_starts_on: date | None, current_starts_on: date | None, today: date
) -> str | None:
    """Whether activating again is refused: a different window, or the window's day 27 is
    past (KST ``today``). A first activation (``window_starts_on`` is ``None``) is left to
    G1-G5 alone."""
    if window_starts_on is None:
        return None
    if current_starts_on != window_starts_on:
        return PILOT_WINDOW_CHANGED
    if today > reactivation_deadline(window_starts_on):
        return PILOT_WINDOW_CLOSED
    return None
