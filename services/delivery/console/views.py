"""What each console page shows, assembled from delivery's tables and checkin's signed API.

Checkin being unreachable never breaks a page: the part that needs it says so instead.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import date, timedelta
from typing import Any, TypeVar

from sqlalchemy.orm import Session

from services.delivery.cards import repository as cards
from services.delivery.console import charts, texts
from services.delivery.context import DeliveryContext
from services.delivery.diagnostic import rules as diagnostic_rules
from services.delivery.drafts import repository as drafts
from services.delivery.drafts import service as draft_service
from services.delivery.drafts.rules import notice_reasons
from services.delivery.drafts.schemas import DraftView
from services.delivery.drafts.words import field_label, word_groups
from services.delivery.health.service import HealthSnapshot, snapshot
from services.delivery.holds import texts as hold_texts
from services.delivery.holds.service import new_clearance_id
from services.delivery.ledger import repository as ledger
from services.delivery.ledger.prepared import verify_chain_rows
from services.delivery.ledger.repository import LedgerRow
from services.delivery.peers.checkin import SafetyState
from services.delivery.peers.errors import PeerError
from services.delivery.tables import outbox
from shared.clock import kst_date
from shared.contracts.surfaces.held_notice import guidance_lines, reason_line
from shared.hashchain import verify_chain
from shared.http.pages import parse_time_cursor, split_page, time_cursor
from shared.outbox import list_rows

# How many rows each queue section shows before it names the next page: Richard works through
# them a page at a time, and the page still says how many wait in all (never a silent cap).
PENDING_PAGE = 100
HELD_PAGE = 50
CARDS_PAGE = 50
DELIVERY_PAGE = 50
RowT = TypeVar("RowT")
QUEUE_CARD_STATUSES = ("card", "publish_pending", "published", "decision-refused")


@dataclass
class Section:
    """One page of a queue section: how many rows there are in all, and the cursor of the next
    page (``None`` on the last)."""

    total: int = 0
    next_cursor: str | None = None


def _section(
    rows: list[RowT], total: int, limit: int, cursor_of: Callable[[RowT], str]
) -> tuple[list[RowT], Section]:
    """The first ``limit`` of ``rows`` (read with ``limit + 1``) and their section."""
    page, more = split_page(rows, limit=limit, cursor_of=cursor_of)
    return page, Section(total=total, next_cursor=more)


@dataclass
class QueueView:
    pending: list[DraftView] = field(default_factory=list)
    pending_section: Section = field(default_factory=Section)
    held: list[dict[str, Any]] = field(default_factory=list)
    held_section: Section = field(default_factory=Section)
    unknown: list[dict[str, Any]] = field(default_factory=list)
    unknown_section: Section = field(default_factory=Section)
    retry: list[dict[str, Any]] = field(default_factory=list)
    retry_section: Section = field(default_factory=Section)
    stopped: list[dict[str, Any]] = field(default_factory=list)
    stopped_section: Section = field(default_factory=Section)
    cards: list[cards.CardRecord] = field(default_factory=list)
    cards_section: Section = field(default_factory=Section)
    outbox_problems: int = 0
    # The health panel: the same snapshot ``/metrics`` reports.
    health: HealthSnapshot | None = None


def _reason_lines(draft: DraftView) -> list[str]:
    """Each hold reason as the held notice states it (without the list dash)."""
    return [reason_line(r).removeprefix("- ") for r in notice_reasons(draft.hold_reasons)]


def _guidance(draft: DraftView) -> list[str]:
    return [g.removeprefix("- ") for g in guidance_lines(notice_reasons(draft.hold_reasons))]


def _delivery_item(session: Any, row: LedgerRow) -> dict[str, Any]:
    record = drafts.get(session, row.draft_id)
    return {"row": row, "draft": record}


def _key(cursor: str | None) -> tuple[Any, str] | None:
    return None if cursor is None else parse_time_cursor(cursor)


def _draft_cursor(record: drafts.DraftRecord) -> str:
    return time_cursor(record.created_at, record.draft_id)


def _deliveries(
    session: Session,
    before: str | None,
    *,
    states: tuple[str, ...],
    with_reason: bool = False,
    not_actor: str | None = None,
) -> tuple[list[dict[str, Any]], Section]:
    """One page of the deliveries whose current row matches, newest first, and its section."""
    rows, section = _section(
        ledger.latest_rows(
            session,
            states=states,
            with_reason=with_reason,
            not_actor=not_actor,
            limit=DELIVERY_PAGE + 1,
            before=_key(before),
        ),
        ledger.count_latest(session, states=states, with_reason=with_reason, not_actor=not_actor),
        DELIVERY_PAGE,
        lambda row: time_cursor(row.recorded_at, row.delivery_id),
    )
    return [_delivery_item(session, row) for row in rows], section


def queue(
    session: Session,
    context: DeliveryContext,
    *,
    pending_before: str | None = None,
    held_before: str | None = None,
    cards_before: str | None = None,
    unknown_before: str | None = None,
    retry_before: str | None = None,
    stopped_before: str | None = None,
) -> QueueView:
    """The queue page; each ``*_before`` (a cursor this page issued) pages that section."""
    view = QueueView()
    waiting = ("pending", "approved")
    pending_page, view.pending_section = _section(
        drafts.list_drafts(
            session, statuses=waiting, limit=PENDING_PAGE + 1, before=_key(pending_before)
        ),
        drafts.count_drafts(session, statuses=waiting),
        PENDING_PAGE,
        _draft_cursor,
    )
    for record in pending_page:
        view.pending.append(draft_service.view(session, record, detail=False))
    held_page, view.held_section = _section(
        drafts.list_drafts(
            session, statuses=("held",), limit=HELD_PAGE + 1, before=_key(held_before)
        ),
        drafts.count_drafts(session, statuses=("held",)),
        HELD_PAGE,
        _draft_cursor,
    )
    for record in held_page:
        held = draft_service.view(session, record, detail=False)
        view.held.append(
            {
                "draft": held,
                "reasons": _reason_lines(held),
                "guidance": _guidance(held),
                "notice": held.deliveries[0] if held.deliveries else None,
            }
        )
    view.unknown, view.unknown_section = _deliveries(session, unknown_before, states=("unknown",))
    # Telegram refused these (a reason on the prepared row); a plain prepared row is in flight.
    view.retry, view.retry_section = _deliveries(
        session, retry_before, states=("prepared",), with_reason=True
    )
    # What Richard abandoned himself he already knows about.
    view.stopped, view.stopped_section = _deliveries(
        session, stopped_before, states=("abandoned",), not_actor="richard"
    )
    view.cards, view.cards_section = _section(
        cards.list_cards(
            session,
            statuses=QUEUE_CARD_STATUSES,
            limit=CARDS_PAGE + 1,
            before=_key(cards_before),
        ),
        cards.count_cards(session, statuses=QUEUE_CARD_STATUSES),
        CARDS_PAGE,
        lambda card: time_cursor(card.created_at, card.card_id),
    )
    view.outbox_problems = len(list_rows(session, outbox, statuses=("conflict", "rejected")))
    view.health = snapshot(context)
    return view


def customer_ids(session: Session) -> list[str]:
    return drafts.customer_ids(session)


def customer_menu(context: DeliveryContext) -> list[str]:
    """``customer_ids`` for a page that calls checkin or diagnostics over HTTP: its own short
    read, because no transaction may stay open across a peer call."""
    with context.runtime.database.transaction() as session:
        return drafts.customer_ids(session)


def draft_detail(context: DeliveryContext, draft_id: str) -> dict[str, Any] | None:
    # Hand-opened: the page then asks checkin and the diagnostics host over HTTP, and the
    # read must be over before those calls (ADR 0081).
    with context.runtime.database.transaction() as session:
        record = drafts.get(session, draft_id)
        if record is None:
            return None
        view = draft_service.view(session, record)
        history = {
            delivery.delivery_id: ledger.delivery_rows(session, delivery.delivery_id)
            for delivery in view.deliveries
        }
    cited: dict[str, dict[str, Any]] = {}
    checkin_ok = True
    wanted = {e.event_id for e in view.evidence if e.event_id}
    if wanted:
        try:
            for event in context.checkin.events(view.customer_id):
                if event.get("event_id") in wanted:
                    cited[event["event_id"]] = event
        except PeerError:
            checkin_ok = False
    return {
        "draft": view,
        "history": history,
        "host_send": _host_send(context, view),
        "host_send_heading": texts.HOST_SEND_HEADING,
        "host_send_intro": texts.HOST_SEND_INTRO,
        "cited": cited,
        "checkin_ok": checkin_ok,
        "guidance": _guidance(view),
        "reasons": _reason_lines(view),
        "words": word_groups(view.source_texts),
        "later_hold": hold_texts.LATER_HOLD if view.held_by_draft_id else None,
        "later_hold_hint": hold_texts.LATER_HOLD_CONSOLE_HINT,
    }


def _host_send(context: DeliveryContext, view: DraftView) -> list[str] | None:
    """The diagnostics host's record of a draft it sent (None: not such a draft), read over
    signed HTTP (ADR 0078); an unanswered read says so instead of guessing."""
    if not diagnostic_rules.is_host_dispatched(
        status=view.status,
        approved_revision=view.approved_revision,
        deliveries=len(view.deliveries),
    ):
        return None
    assert view.approved_revision is not None
    key = diagnostic_rules.host_send_key(view.draft_id, view.approved_revision)
    try:
        return texts.host_send_lines(context.diagnostics.host_send(key))
    except PeerError:
        return [texts.HOST_SEND_UNAVAILABLE]


def _checkin_status(payload: dict[str, Any]) -> str:
    safety = payload.get("safety") or {}
    if safety.get("coaching_held") or safety.get("reasons"):
        return "held"
    return "done" if payload.get("completeness") == "complete" else "partial"


def customer(context: DeliveryContext, customer_id: str) -> dict[str, Any]:
    """Check-in history, weight trend, calendar heat map and safety history."""
    today = kst_date(context.runtime.clock.now())
    try:
        events = context.checkin.events(customer_id)
    except PeerError as error:
        return {"customer_id": customer_id, "error": error.status or error.transport}
    checkins = [e for e in events if e.get("event_type") == "checkin"]
    checkins.sort(key=lambda e: str(e["payload"].get("kst_date")))
    weights = [
        (date.fromisoformat(e["payload"]["kst_date"]), float(e["payload"]["morning_weight_kg"]))
        for e in checkins
        if e["payload"].get("morning_weight_kg") is not None
    ]
    statuses = {
        date.fromisoformat(e["payload"]["kst_date"]): _checkin_status(e["payload"])
        for e in checkins
    }
    starts_on = _starts_on(context, customer_id, statuses)
    safety = []
    for event in events:
        payload = event.get("payload") or {}
        reasons = (payload.get("safety") or {}).get("reasons") or []
        for reason in reasons:
            safety.append(
                {
                    "day": payload.get("kst_date"),
                    "event_type": event.get("event_type"),
                    "reason": reason,
                }
            )
    trend = charts.ema([kg for _, kg in sorted(weights)])
    trainer_records = [e for e in events if e.get("event_type") == "trainer_session_record"]
    trainer_records.sort(key=lambda e: str(e["payload"].get("kst_date")), reverse=True)
    try:
        safety_state: SafetyState | None = context.checkin.safety_state(customer_id)
    except PeerError:
        safety_state = None
    return {
        "customer_id": customer_id,
        "error": None,
        "checkins": [
            {**e["payload"], "words": checkin_words(e["payload"])} for e in reversed(checkins)
        ],
        "trainer_records": [e["payload"] for e in trainer_records],
        "weight_svg": charts.weight_chart(weights),
        "calendar_svg": charts.checkin_calendar(charts.calendar_days(starts_on, today, statuses)),
        "starts_on": starts_on,
        "latest_trend": trend[-1] if trend else None,
        "safety": safety,
        "safety_state": safety_state,
        "safety_state_reasons": hold_texts.reason_lines(safety_state.reasons)
        if safety_state
        else (),
        # Minted per page view and posted back: a resubmitted form is the same clearance.
        "clearance_id": new_clearance_id(),
    }


def checkin_words(payload: dict[str, Any]) -> list[tuple[str, str]]:
    """The customer's own words of one check-in, each with its field label."""
    pain = payload.get("pain") or {}
    found = [("note", payload.get("note")), ("pain_text", pain.get("text"))]
    found += [(f"answer.{q}", answer) for q, answer in (payload.get("answers") or {}).items()]
    return [(field_label(name), str(text)) for name, text in found if text and str(text).strip()]


def _starts_on(context: DeliveryContext, customer_id: str, seen: dict[date, str]) -> date:
    """The pilot's first day (from checkin's KPI), else the Monday of the first check-in."""
    try:
        return date.fromisoformat(str(context.checkin.kpi(customer_id)["starts_on"]))
    except (PeerError, KeyError, ValueError):
        first = min(seen) if seen else kst_date(context.runtime.clock.now())
        return first - timedelta(days=first.weekday())


def kpi(context: DeliveryContext, customer_id: str) -> dict[str, Any]:
    try:
        return {"customer_id": customer_id, "kpi": context.checkin.kpi(customer_id), "error": None}
    except PeerError as error:
        return {"customer_id": customer_id, "kpi": None, "error": error.status or error.transport}


def audit(session: Session) -> dict[str, Any]:
    """Ledger rows and both hash chains per customer, and the outbox's unfinished rows."""
    chains = []
    heads = ledger.chain_heads(session)
    for customer_id in sorted(set(heads) | set(drafts.customer_ids(session))):
        delivery_rows = ledger.chain_rows(session, customer_id)
        # The same check as before a send: every link, and the chain ends at its head row
        # (a customer with drafts but no head row yet must have no rows).
        problem = verify_chain_rows(
            delivery_rows, head=heads.get(customer_id, ledger.NEW_CHAIN_HEAD)
        )
        card_rows = cards.chain_rows(session, customer_id)
        card_check = verify_chain([row.chain_document() for row in card_rows])
        chains.append(
            {
                "customer_id": customer_id,
                "delivery_ok": problem is None,
                "delivery_problem": texts.chain_problem(problem) if problem else None,
                "delivery_rows": len(delivery_rows),
                "card_ok": card_check.ok,
                "card_rows": len(card_rows),
            }
        )
    return {
        "chains": chains,
        "rows": ledger.recent_rows(session, limit=100),
        "outbox": list_rows(session, outbox, statuses=("pending", "conflict", "rejected")),
    }
