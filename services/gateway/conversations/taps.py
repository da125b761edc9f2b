"""The common path of a customer's update in one signed call to checkin (ADR 0067).

Without it, a customer's answer costs four calls - resolve, destinations (the consent
version), ``checkins/current`` and ``.../answers``. ``TapRouting`` resolves the sender with
checkin's ``POST /v1/routing/tap`` instead, sending along the answer the update carries;
checkin records it only for the customer and consent version the gateway vouches for.

The gateway vouches from ``AcknowledgedSenders``: a triple whose customer's acknowledgement
this process has read from its own table. An acknowledgement is never withdrawn, and
checkin compares the customer and the version in force itself, so a stale entry (the
triple now belongs to someone else, a new consent version) only means checkin records
nothing and the conversation continues with the separate calls, exactly as before. After a
restart the cache is empty: the first update of each sender takes the long path once.

What checkin answered is handed to the customer conversation of the same update through
``PrefetchedTaps`` (by update id), so nothing is asked twice.
"""

from __future__ import annotations

from collections import OrderedDict
from dataclasses import dataclass

from services.gateway.conversations import rules
from services.gateway.peers.checkin import CheckinPeer, turn_or_refusal
from services.gateway.peers.schemas import Resolution, Turn
from services.gateway.updates.schemas import InboundUpdate, Triple
from shared.contracts.customer_tap import (
    MAX_TAP_VALUE,
    AcknowledgedConsent,
    TapAnswer,
    TapRequest,
    TapResponse,
    TapTriple,
)

# Bounded so a flood of senders cannot grow the process: evicting only costs a long path.
MAX_REMEMBERED = 10_000


class AcknowledgedSenders:
    """Which customer (and consent version) each triple was last seen acknowledged as."""

    def __init__(self, limit: int = MAX_REMEMBERED) -> None:
        self._limit = limit
        self._entries: OrderedDict[Triple, AcknowledgedConsent] = OrderedDict()

    def remember(self, triple: Triple, customer_id: str, consent_version: str) -> None:
        self._entries[triple] = AcknowledgedConsent(
            customer_id=customer_id, consent_version=consent_version
        )
        self._entries.move_to_end(triple)
        while len(self._entries) > self._limit:
            self._entries.popitem(last=False)

    def vouch(self, triple: Triple) -> AcknowledgedConsent | None:
        return self._entries.get(triple)

    def vouches(self, triple: Triple, customer_id: str, consent_version: str) -> bool:
        return self.vouch(triple) == AcknowledgedConsent(
            customer_id=customer_id, consent_version=consent_version
        )


@dataclass(frozen=True, slots=True)
class PrefetchedTurn:
    """Checkin's answer to the tap, as the turn calls would have answered it."""

    current: Turn | None
    # The turn after the answer, or the refusal to show (raised as ``TurnRefused``).
    answered: Turn | None
    refusal: Exception | None


@dataclass(frozen=True, slots=True)
class PrefetchedTap:
    customer_id: str
    consent_version: str
    turn: PrefetchedTurn


class PrefetchedTaps:
    """What ``TapRouting`` learned for an update, until its conversation takes it."""

    def __init__(self, limit: int = 1024) -> None:
        self._limit = limit
        self._entries: OrderedDict[int, PrefetchedTap] = OrderedDict()

    def put(self, update_id: int, tap: PrefetchedTap) -> None:
        self._entries[update_id] = tap
        while len(self._entries) > self._limit:
            self._entries.popitem(last=False)

    def take(self, update_id: int, customer_id: str) -> PrefetchedTap | None:
        tap = self._entries.pop(update_id, None)
        return tap if tap is not None and tap.customer_id == customer_id else None


def tap_answer(update: InboundUpdate) -> TapAnswer | None:
    """The check-in answer an update carries, as the customer conversation would read it:
    an answer button's press, or typed text that is no command and no withdrawal."""
    if update.callback_query_id is not None:
        if rules.parse_withdrawal(update.callback_data) is not None:
            return None
        press = rules.parse_answer(update.callback_data, rules.CHECKIN_PREFIX)
        if press is None or not press.value:
            return None
        return TapAnswer(question_id=press.question_id, value=press.value)
    text = update.text
    if not text or len(text) > MAX_TAP_VALUE or rules.command_of(text) is not None:
        return None
    if rules.is_withdrawal_request(text):
        return None
    return TapAnswer(question_id=None, value=text)


def _turn(body: dict[str, object] | None) -> Turn | None:
    return Turn.model_validate(body) if body is not None else None


class TapRouting:
    """The dispatcher's resolver: ``resolve_update`` is one tap; ``resolve`` stays plain."""

    def __init__(
        self,
        checkin: CheckinPeer,
        acknowledged: AcknowledgedSenders,
        prefetched: PrefetchedTaps,
    ) -> None:
        self._checkin = checkin
        self._acknowledged = acknowledged
        self._prefetched = prefetched

    async def resolve(self, triple: Triple) -> Resolution:
        return await self._checkin.resolve(triple)

    async def resolve_update(self, update: InboundUpdate) -> Resolution:
        assert update.triple is not None
        triple = update.triple
        request = TapRequest(
            triple=TapTriple(
                user_id=triple.user_id, chat_id=triple.chat_id, topic_id=triple.topic_id
            ),
            answer=tap_answer(update),
            acknowledged=self._acknowledged.vouch(triple),
        )
        tap = await self._checkin.tap(request)
        if tap.role == "customer" and tap.customer_id and tap.consent_version:
            self._prefetched.put(update.update_id, _prefetched(tap))
        return Resolution(role=tap.role, customer_id=tap.customer_id)


def _prefetched(tap: TapResponse) -> PrefetchedTap:
    assert tap.customer_id is not None and tap.consent_version is not None
    refusal = None
    if tap.refusal is not None:
        refusal = turn_or_refusal(tap.refusal.status, tap.refusal.problem)
    return PrefetchedTap(
        customer_id=tap.customer_id,
        consent_version=tap.consent_version,
        turn=PrefetchedTurn(
            current=_turn(tap.current), answered=_turn(tap.answered), refusal=refusal
        ),
    )
