"""What must hold after the pilot, judged from the product's own records and the chats.

Sources, each read through its public edge: delivery's ledger (``/audit/deliveries``) and
drafts, checkin's canonical stream and KPI route, the scheduler's task list, and what the
simulator shows in each chat. Every rule of seed 002 the pilot can break is here:

* every message the customer got outside their own check-in conversation is the exact
  approved revision of a draft, delivered once, and its approval is in the stream before
  its send;
* held check-ins and held weekly summaries sent the customer nothing and gave Richard a
  notice naming the rule, the class and the field, with referral guidance;
* nothing is due, drafted or sent after day 28;
* the KPI judgement equals the figures worked out by hand (``expected``).
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from decimal import Decimal
from typing import Any

from shared.contracts.safety import QUESTION_IDS
from shared.contracts.surfaces.held_notice import (
    CLASS_LABELS,
    FIELD_LABELS,
    FLOW_LABELS,
    REFERRAL_GUIDANCE,
    URGENT_DETAIL_LABELS,
)
from tools.pilot.driver import PilotLog
from tools.pilot.expected import (
    ExpectedKpi,
    ExpectedTraffic,
    expected_kpi,
    expected_traffic,
)
from tools.pilot.operator import OperatorDesk
from tools.pilot.people import BotMessage, TelegramSimulator
from tools.pilot.scenario import PilotScenario

FOLLOW_UP_IDS = frozenset(QUESTION_IDS)  # seed 002's follow-up questions


@dataclass
class PilotVerdict:
    """The problems found (none: the pilot went as the scenario says) and the tallies."""

    expected: ExpectedKpi
    traffic: ExpectedTraffic
    problems: list[str] = field(default_factory=list)
    customer_messages: int = 0
    held_notices: int = 0
    approvals_in_telegram: int = 0
    approvals_in_console: int = 0
    edits: int = 0
    discards: int = 0

    @property
    def ok(self) -> bool:
        return not self.problems


def compare_kpi(expected: ExpectedKpi, judgement: dict[str, Any]) -> list[str]:
    """Every figure of the product's judgement that differs from the hand-worked one."""
    problems = []
    rate = judgement.get("checkin_rate", {})
    satisfaction = judgement.get("satisfaction", {})
    time_component = judgement.get("operator_time", {})
    renewal = judgement.get("renewal", {})
    pairs: list[tuple[str, object, object]] = [
        ("checkin_rate.eligible_days", rate.get("eligible_days"), expected.eligible_days),
        ("checkin_rate.checked_in_days", rate.get("checked_in_days"), expected.checked_in_days),
        ("checkin_rate.rate_percent", rate.get("rate_percent"), expected.rate_percent),
        ("checkin_rate.passed", rate.get("passed"), expected.checkin_passed),
        ("satisfaction.records", satisfaction.get("records"), expected.satisfaction_records),
        ("satisfaction.mean", satisfaction.get("mean"), expected.satisfaction_mean),
        ("satisfaction.passed", satisfaction.get("passed"), expected.satisfaction_passed),
        ("operator_time.passed", time_component.get("passed"), expected.operator_time_passed),
        ("operator_time.minutes_outside_window", time_component.get("minutes_outside_window"), 0),
        ("renewal.effective_renewals", renewal.get("effective_renewals"), expected.renewals),
        ("renewal.passed", renewal.get("passed"), expected.renewal_passed),
        ("passed", judgement.get("passed"), expected.passed),
    ]
    buckets = time_component.get("buckets", [])
    if len(buckets) != len(expected.buckets):
        problems.append(f"operator_time.buckets: {len(buckets)} != {len(expected.buckets)}")
    for bucket, hand in zip(buckets, expected.buckets, strict=False):
        name = f"operator_time.buckets[{hand.index}]"
        pairs += [
            (f"{name}.starts_on", bucket.get("starts_on"), hand.starts_on.isoformat()),
            (f"{name}.minutes", bucket.get("minutes"), hand.minutes),
            (f"{name}.entries", bucket.get("entries"), hand.entries),
            (f"{name}.passed", bucket.get("passed"), hand.passed),
        ]
    problems += [
        f"{name}: product {got!r} != hand {want!r}" for name, got, want in pairs if got != want
    ]
    return problems


def _flows(scenario: PilotScenario, log: PilotLog) -> list[str]:
    problems = []
    if log.activation.get("enabled") is not True:
        problems.append(f"the customer was not enabled by G1-G5: {log.activation}")
    expected = [(day.day, day.checkin) for day in scenario.days if day.checkin is not None]
    if len(log.checkins) != len(expected):
        problems.append(f"check-ins: {len(log.checkins)} played, {len(expected)} planned")
    for result in log.checkins:
        follow_ups = tuple(qid for qid in result.flow.asked if qid in FOLLOW_UP_IDS)
        if follow_ups != result.plan.follow_ups:
            problems.append(
                f"{result.day} {result.plan.fixture}: follow-ups {follow_ups} "
                f"!= seed's {result.plan.follow_ups}"
            )
        hold = result.plan.hold
        if hold is None:
            continue
        notice = result.notice or ""
        label = CLASS_LABELS[hold.safety_class]
        if hold.detail is not None:
            label = f"{label}({URGENT_DETAIL_LABELS[hold.detail]})"
        line = (
            f"- {hold.rule_id} {label} · "
            f"{FLOW_LABELS['customer_checkin']} · {FIELD_LABELS[hold.matched_field]}: "
        )
        if line not in notice or REFERRAL_GUIDANCE[hold.safety_class] not in notice:
            problems.append(f"{result.day} {result.plan.fixture}: notice lacks {line!r}")
    problems += [
        f"{result.day}: the mistyped {result.plan.mistyped[0]} was not asked again"
        for result in log.checkins
        if result.plan.mistyped is not None and result.flow.reasks != 1
    ]
    if log.checkins and not log.checkins[0].flow.consent_shown:
        problems.append("the first check-in did not ask for consent first")
    return problems


@dataclass(frozen=True)
class SharedEvidence:
    """The product-wide lists every customer's check reads: read once for a whole cohort."""

    deliveries: list[dict[str, Any]]
    send_calls: list[dict[str, Any]]
    scheduled_tasks: list[dict[str, Any]]

    @classmethod
    def gather(cls, desk: OperatorDesk, telegram: TelegramSimulator) -> SharedEvidence:
        return cls(desk.deliveries(), telegram.send_calls(), desk.scheduled_tasks())


@dataclass(frozen=True)
class Evidence:
    """What the product recorded and what the chats show, read once after the pilot."""

    drafts: dict[str, dict[str, Any]]
    sends: list[dict[str, Any]]  # ledger rows of customer messages
    notices: list[dict[str, Any]]  # ledger rows of Richard's held notices
    customer_chat: dict[int, BotMessage]
    customer_calls: Counter[str]  # sendMessage texts to the customer's chat
    events: list[dict[str, Any]]
    chains_ok: bool

    @classmethod
    def gather(
        cls,
        scenario: PilotScenario,
        desk: OperatorDesk,
        telegram: TelegramSimulator,
        shared: SharedEvidence | None = None,
    ) -> Evidence:
        customer_id = scenario.customer_id
        shared = shared or SharedEvidence.gather(desk, telegram)
        rows = [row for row in shared.deliveries if row["customer_id"] == customer_id]
        calls = Counter(
            str(call["params"].get("text"))
            for call in shared.send_calls
            if int(call["params"].get("chat_id", 0)) == scenario.customer.chat_id
        )
        return cls(
            drafts={draft["draft_id"]: draft for draft in desk.drafts(customer_id)},
            sends=[row for row in rows if row["purpose"] == "customer_message"],
            notices=[row for row in rows if row["purpose"] == "owner_notice"],
            customer_chat={m.message_id: m for m in telegram.bot_messages(scenario.customer)},
            customer_calls=calls,
            events=desk.events(customer_id),
            chains_ok=bool(desk.chains(customer_id).get("ok")),
        )

    def receipt(self, row: dict[str, Any]) -> int | None:
        receipt = row.get("receipt")
        return int(receipt["message_id"]) if row["state"] == "delivered" and receipt else None


def _customer_messages(evidence: Evidence) -> list[str]:
    """Each message sent to the customer is one delivery of an approved revision."""
    problems = []
    chat = evidence.customer_chat
    delivered: set[int] = set()
    for row in evidence.sends:
        draft = evidence.drafts[row["draft_id"]]
        message_id = evidence.receipt(row)
        if message_id is None:
            problems.append(f"{row['delivery_id']}: {row['state']}, not delivered")
            continue
        delivered.add(message_id)
        if draft["held"] or draft["approved_revision"] != row["draft_revision"]:
            problems.append(
                f"{row['delivery_id']}: sent revision {row['draft_revision']} "
                f"but approved {draft['approved_revision']}"
            )
        approved = [r["text"] for r in draft["revisions"] if r["revision"] == row["draft_revision"]]
        message = chat.get(message_id)
        if message is None or [message.text] != approved:
            problems.append(
                f"{row['delivery_id']}: the customer's message is not the approved text"
            )
    per_draft = Counter(row["draft_id"] for row in evidence.sends)
    problems += [f"{draft_id}: sent {n} times" for draft_id, n in per_draft.items() if n > 1]
    # Outside the ledger the customer only gets the conversation, never a draft's words.
    bodies = {r["text"] for d in evidence.drafts.values() for r in d["revisions"]}
    problems += [
        f"customer message {message_id} carries a draft body outside the ledger"
        for message_id, message in chat.items()
        if message_id not in delivered and message.text in bodies
    ]
    # None sent twice: each delivered text left in as many sendMessage calls as deliveries.
    texts = Counter(chat[message_id].text for message_id in delivered if message_id in chat)
    problems += [
        f"a delivered text was sent {evidence.customer_calls[text]} times for {count} deliveries"
        for text, count in texts.items()
        if evidence.customer_calls[text] != count
    ]
    problems += _approved_before_sent(evidence.events, per_draft)
    if not evidence.chains_ok:
        problems.append("delivery's hash chains do not verify")
    return problems


# What the customer typed, as checkin must have stored it (``CheckinPayload`` fields).
TYPED_FIELDS = {
    "Q-SLEEP-HOURS": "sleep_hours",
    "Q-CALORIES": "calories",
    "Q-WEIGHT": "morning_weight_kg",
}


def _stored_checkins(scenario: PilotScenario, evidence: Evidence) -> list[str]:
    """One check-in per played day, holding the typed values and the safety verdict."""
    problems = []
    stored: dict[str, list[dict[str, Any]]] = {}
    for event in evidence.events:
        if event["event_type"] == "checkin":
            stored.setdefault(event["payload"]["kst_date"], []).append(event["payload"])
    planned = {day.day.isoformat(): day.checkin for day in scenario.days if day.checkin}
    if set(stored) != set(planned):
        problems.append(f"check-in dates stored {sorted(stored)} != played {sorted(planned)}")
    for day, plan in planned.items():
        payloads = stored.get(day, [])
        if len(payloads) != 1:
            continue
        (payload,) = payloads
        for question_id, name in TYPED_FIELDS.items():
            if payload.get(name) is None or Decimal(str(payload[name])) != Decimal(
                plan.answers[question_id]
            ):
                problems.append(
                    f"{day}: stored {name} {payload.get(name)!r} for {plan.answers[question_id]!r}"
                )
        if payload["safety"]["coaching_held"] != (plan.outcome == "held"):
            problems.append(
                f"{day} {plan.fixture}: coaching_held is {payload['safety']['coaching_held']}"
            )
    return problems


def _holds(evidence: Evidence) -> list[str]:
    """A held draft sent the customer nothing and gave Richard a delivered notice."""
    sent = {row["draft_id"] for row in evidence.sends}
    noticed = {row["draft_id"] for row in evidence.notices if evidence.receipt(row)}
    held = [draft_id for draft_id, draft in evidence.drafts.items() if draft["held"]]
    problems = [
        f"{draft_id}: held, yet sent to the customer" for draft_id in held if draft_id in sent
    ]
    problems += [f"{d}: held without a delivered notice" for d in held if d not in noticed]
    return problems


def _reviews(log: PilotLog, evidence: Evidence) -> list[str]:
    """What the customer saw after each of Richard's decisions is what the ledger says."""
    problems = []
    sends = {row["draft_id"]: row for row in evidence.sends}
    for review in log.reviews:
        draft = evidence.drafts.get(review.draft_id)
        if draft is None or draft["kind"] != review.kind:
            problems.append(
                f"{review.day}: Richard reviewed {review.draft_id}, no {review.kind} draft"
            )
            continue
        row = sends.get(review.draft_id)
        receipt = evidence.receipt(row) if row else None
        if receipt != review.delivered_message_id:
            problems.append(
                f"{review.day} {review.kind} ({review.way}): the customer saw message "
                f"{review.delivered_message_id}, the ledger delivered {receipt}"
            )
        if review.way == "discard" and draft["status"] != "discarded":
            problems.append(f"{review.draft_id}: discarded in Telegram but {draft['status']}")
    for day, text in log.unexpected_customer_messages:
        problems.append(f"{day}: the customer got an unexpected message {text[:40]!r}")
    return problems


def _approved_before_sent(events: list[dict[str, Any]], sent: Counter[str]) -> list[str]:
    """In checkin's stream, each sent draft's approval comes before its send."""
    problems = []
    approved_at: dict[str, int] = {}
    sent_at: dict[str, int] = {}
    for event in events:
        draft_id = event["payload"].get("draft_id")
        if event["event_type"] == "draft_approved":
            approved_at.setdefault(draft_id, event["sequence"])
        elif event["event_type"] == "draft_sent":
            sent_at[draft_id] = event["sequence"]
    for draft_id in sent:
        if draft_id not in sent_at:
            problems.append(f"{draft_id}: no draft_sent event in the stream")
        elif approved_at.get(draft_id, sent_at[draft_id] + 1) > sent_at[draft_id]:
            problems.append(f"{draft_id}: sent before it was approved")
    return problems


def _schedule(scenario: PilotScenario, log: PilotLog, shared: SharedEvidence) -> list[str]:
    problems = []
    last = scenario.last_day.isoformat()
    for task in shared.scheduled_tasks:
        if task["kst_date"] > last:
            problems.append(f"task {task['task_key']} is scheduled after day 28")
    for day in scenario.after_window():
        tick = log.ticks.get(day, {})
        if tick.get("due") or tick.get("drafted"):
            problems.append(f"{day}: the scheduler found work after day 28: {tick}")
    weekly = sorted(
        key
        for tick in log.ticks.values()
        for key in tick.get("drafted", [])
        if key.startswith(f"weekly:{scenario.customer_id}:")
    )
    fridays = sum(day.weekly_held or day.weekly_review is not None for day in scenario.days)
    if len(weekly) != fridays:
        problems.append(f"weekly summaries drafted: {weekly}, expected {fridays}")
    return problems


def check_pilot(
    scenario: PilotScenario,
    log: PilotLog,
    desk: OperatorDesk,
    telegram: TelegramSimulator,
    shared: SharedEvidence | None = None,
) -> PilotVerdict:
    """Every per-customer check; ``shared``: the product-wide lists, when already read."""
    verdict = PilotVerdict(expected_kpi(scenario), expected_traffic(scenario))
    shared = shared or SharedEvidence.gather(desk, telegram)
    evidence = Evidence.gather(scenario, desk, telegram, shared)
    verdict.problems += _flows(scenario, log)
    verdict.problems += _stored_checkins(scenario, evidence)
    verdict.problems += _customer_messages(evidence)
    verdict.problems += _holds(evidence)
    verdict.problems += _reviews(log, evidence)
    verdict.problems += _schedule(scenario, log, shared)
    verdict.problems += compare_kpi(verdict.expected, log.kpi)
    if log.owner_kpi_reply is None or f"\n{scenario.customer_id}: 종합 " not in log.owner_kpi_reply:
        verdict.problems.append("Richard's /kpi reply has no judgement for this customer")
    verdict.customer_messages = sum(bool(evidence.receipt(row)) for row in evidence.sends)
    verdict.held_notices = sum(bool(evidence.receipt(row)) for row in evidence.notices)
    traffic = verdict.traffic
    if verdict.customer_messages != traffic.customer_messages:
        verdict.problems.append(
            f"customer messages: {verdict.customer_messages} != {traffic.customer_messages}"
        )
    if verdict.held_notices != traffic.held_notices:
        verdict.problems.append(f"held notices: {verdict.held_notices} != {traffic.held_notices}")
    reviews = log.reviews
    verdict.approvals_in_telegram = sum(r.way in ("telegram", "telegram_edit") for r in reviews)
    verdict.approvals_in_console = sum(r.way in ("console", "console_edit") for r in reviews)
    verdict.edits = sum(r.way in ("telegram_edit", "console_edit") for r in reviews)
    verdict.discards = sum(r.way == "discard" for r in reviews)
    return verdict
