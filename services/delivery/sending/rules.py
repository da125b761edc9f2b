"""What a gateway answer means for the ledger, and whether live authority still holds.

The gateway's ``outcome`` field is the contract (ADR 0030): ``refused`` means nothing can
have reached the chat, ``unknown`` means it may have. Everything we cannot classify with
certainty is unknown: never a resend.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Literal

from services.delivery.ledger import rules as ledger_rules
from services.delivery.peers.answers import Destinations, GatewayAnswer, Triple
from shared.contracts.problems import slug_of

Verdict = Literal["delivered", "unknown", "refused", "rejected"]


@dataclass(frozen=True, slots=True)
class SendOutcome:
    """``delivered`` (with the receipt), ``unknown`` (never resent), ``refused`` (provably
    nothing sent: may be sent again), ``rejected`` (nothing sent and never sendable)."""

    verdict: Verdict
    reason: str | None = None
    receipt: dict[str, Any] | None = None


def _receipt(body: dict[str, Any]) -> dict[str, Any] | None:
    message_id = body.get("message_id")
    chat_id = body.get("chat_id")
    if not isinstance(message_id, int) or not isinstance(chat_id, int):
        return None
    parts = body.get("parts")
    return {
        "message_id": message_id,
        "chat_id": chat_id,
        "date": body.get("date"),
        "parts": parts if isinstance(parts, list) else [],
        "replayed": bool(body.get("replayed", False)),
    }


def classify_send(answer: GatewayAnswer) -> SendOutcome:
    """Decide the ledger's next state from one ``/internal/send`` answer."""
    if answer.status is None:
        if answer.never_arrived:
            return SendOutcome("refused", f"gateway-{answer.transport or 'unreachable'}")
        return SendOutcome("unknown", f"gateway-{answer.transport or 'no-answer'}")
    body = answer.body or {}
    if answer.status == 200:
        receipt = _receipt(body)
        if receipt is None:
            return SendOutcome("unknown", "malformed-receipt")
        return SendOutcome("delivered", None, receipt)
    outcome = body.get("outcome")
    reason = body.get("reason")
    if outcome == "unknown":
        return SendOutcome("unknown", str(reason or "telegram-outcome-unknown"))
    if outcome == "refused":
        return SendOutcome("refused", f"telegram-refused:{reason or 'unspecified'}")
    slug = slug_of(body.get("type")) or f"http-{answer.status}"
    if answer.status in (401, 403):
        # Refused by the gateway's signature check, before any handler ran.
        return SendOutcome("refused", f"gateway-{slug}")
    if answer.status == 422:
        # Validation (too long, unsplittable, bad buttons) happens before anything is sent.
        return SendOutcome("rejected", f"gateway-{slug}")
    return SendOutcome("unknown", f"gateway-{slug}")


def destination_for(destinations: Destinations, audience: str) -> tuple[Triple | None, str | None]:
    """The live address for ``audience``, or the reason this delivery must not be sent.

    Customer messages need an enabled customer with consent; owner notices need only the
    owner's address (they are how Richard learns that something was held).
    """
    if audience == "owner":
        if destinations.owner is None:
            return None, ledger_rules.REASON_NO_DESTINATION
        return destinations.owner, None
    if not destinations.enabled:
        return None, ledger_rules.REASON_CUSTOMER_DISABLED
    if not destinations.consent_granted:
        return None, ledger_rules.REASON_CONSENT_MISSING
    if destinations.customer is None:
        return None, ledger_rules.REASON_NO_DESTINATION
    return destinations.customer, None


def authority_problem(
    destinations: Destinations, audience: str, pinned: dict[str, Any], registry_revision: str
) -> str | None:
    """Re-check, just before sending, that what was pinned is still what the registry says."""
    if destinations.registry_revision != registry_revision:
        return ledger_rules.REASON_REGISTRY_CHANGED
    triple, problem = destination_for(destinations, audience)
    if problem is not None or triple is None:
        return problem
    if (triple.chat_id, triple.topic_id) != (pinned.get("chat_id"), pinned.get("topic_id")):
        return ledger_rules.REASON_REGISTRY_CHANGED
    return None


DIAGNOSTIC_BOUND = (
    "diagnostic-delivery-requires-host",
    "This customer is bound to a diagnostic session: only the diagnostics host may send",
)


def is_diagnostic_bound(binding_mode: str) -> bool:
    """Anything but ``ordinary`` is not delivery's to send (fail closed on unknown modes)."""
    return binding_mode != "ordinary"
