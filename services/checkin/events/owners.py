"""Who may append which event type, and where a flow-owned type comes from (pure; ADR 0010).

Seed principle 5: every pilot fact has *one* append path. The raw event route
(``POST /v1/customers/{id}/events``) is only a path for

* the operator's own records (payment, satisfaction, operator time, and their corrections,
  which are the same types with ``supersedes``), and
* delivery's outbox relay of the draft lifecycle (``draft_*``): the relay is the draft
  flow's own path, signed as caller ``delivery``.

Every other type is written by its flow inside checkin (the wizard's finalize runs the
safety classification; the trainer record; nutrition proposals with their rows; the hold
clearance that checks something is held). A hand-built one is refused with the route or
command to use instead (``FLOW_OWNED``), and projections that count flow facts (the KPI)
trust only rows appended by checkin itself (``appended_by_its_flow``).
"""

from __future__ import annotations

from typing import Final, NamedTuple

OPERATOR_RECORD_TYPES: Final = frozenset(
    {"payment_record", "satisfaction_record", "operator_time_record"}
)
DRAFT_EVENT_TYPES: Final = frozenset(
    {"draft_created", "draft_edited", "draft_approved", "draft_sent"}
)
# Per signed caller of the raw route: the only types it may append there.
RAW_APPENDABLE: Final[dict[str, frozenset[str]]] = {
    "operator": OPERATOR_RECORD_TYPES,
    "delivery": DRAFT_EVENT_TYPES,
}
# ``appended_by`` of the events checkin's own flows append (wizard, trainer record).
CHECKIN_FLOW_APPENDER: Final = "checkin"


class FlowPath(NamedTuple):
    """Where a flow-owned type is appended: a route (and the command or button using it)."""

    use_instead: str
    message_key: str


_DRAFT_PATH = FlowPath(
    "delivery's review: approve/edit/discard in Richard's Telegram review message or the "
    "console; delivery's outbox relays the draft_* events",
    "draft",
)
FLOW_OWNED: Final[dict[str, FlowPath]] = {
    "checkin": FlowPath(
        "POST /v1/customers/{customer_id}/checkins/{session_id}/finalize "
        "(the customer's check-in in Telegram)",
        "checkin",
    ),
    "trainer_session_record": FlowPath(
        "POST /v1/customers/{customer_id}/trainer-sessions/{session_id}/finalize "
        "(the trainer's /record in Telegram)",
        "trainer_session_record",
    ),
    **dict.fromkeys(sorted(DRAFT_EVENT_TYPES), _DRAFT_PATH),
    "nutrition_proposal_created": FlowPath(
        "POST /v1/customers/{customer_id}/nutrition/proposals (dualcoach nutrition propose)",
        "nutrition_proposal_created",
    ),
    "nutrition_proposal_decided": FlowPath(
        "POST /v1/customers/{customer_id}/nutrition/proposals/{proposal_id}/decision "
        "(the operator card, or dualcoach nutrition decide)",
        "nutrition_proposal_decided",
    ),
    "safety_hold_cleared": FlowPath(
        "POST /v1/customers/{customer_id}/safety-hold/clear (/clearhold in Telegram)",
        "safety_hold_cleared",
    ),
}


def raw_append_allowed(caller: str, event_type: str) -> bool:
    """Whether ``caller`` may append ``event_type`` through the raw event route."""
    return event_type in RAW_APPENDABLE.get(caller, frozenset())


def appended_by_its_flow(event_type: str, appended_by: str) -> bool:
    """A check-in or trainer record counts only if checkin's own flow appended it (rows
    appended by hand before the raw route refused them do not)."""
    if event_type in ("checkin", "trainer_session_record"):
        return appended_by == CHECKIN_FLOW_APPENDER
    return True
