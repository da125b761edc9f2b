"""A hundred SIGKILLs of the delivery process, each at a chosen step of a send.

Delivery runs as a real uvicorn process (forked from a pre-imported interpreter, so a
restart costs a fraction of a cold start: ``tests.reliability.forkserver``); checkin and
the gateway (on the fake Bot API) are the real apps served in this process, wrapped in a
``KillSwitch`` so the kill lands at an exact step without any test-only branch in the
product. One draft per kill: created, approved, sent; the process is SIGKILLed at the step
the seeded plan names, restarted, and its startup recovery does what it does. Afterwards
every delivery is ``delivered`` or ``unknown`` (ADR 0040), Telegram got no customer
message twice, no approved draft was lost, and checkin's stream holds every ``draft_*``
event exactly once.

The plan is a seeded shuffle of the kill points (each used about equally often); the seed
is printed, and ``RELIABILITY_SEED=<seed>`` replays a run.
"""

from __future__ import annotations

import os
import random
import threading
import time
from collections import Counter
from collections.abc import Callable, Iterator
from contextlib import ExitStack, suppress
from dataclasses import dataclass
from functools import partial
from pathlib import Path
from typing import Any

import httpx
import pytest
from sqlalchemy import text

from services.delivery.ledger.rules import delivery_id_for
from tests.delivery.checkin_peer import CUSTOMER, CheckinPeer, running_checkin
from tests.delivery.factories import CUSTOMER_ID, DAILY_TEXT, customer_sends, ok, submission
from tests.fakes.telegram import FakeTelegram
from tests.gateway.conftest import running_gateway
from tests.reliability.conftest import Figures
from tests.reliability.processes import ForkedDelivery
from tests.reliability.traps import KillSwitch, Trap
from tests.support.database import TestDatabase
from tests.support.keys import TestSecrets

pytestmark = [pytest.mark.reliability, pytest.mark.timeout(1500)]

KILLS = 100
SEED_VARIABLE = "RELIABILITY_SEED"  # not DUALCOACH_*: the test session strips those
DESTINATIONS = f"/v1/customers/{CUSTOMER_ID}/destinations"
EVENTS = f"/v1/customers/{CUSTOMER_ID}/events"
# How long the fake Bot API holds a message it has taken before answering (the "during the
# call" kill lands in this window).
HELD_ANSWER_SECONDS = 1.5
SETTLE_SECONDS = 30.0
CUSTOMER_CHAT = int(str(CUSTOMER["chat_id"]))


@dataclass(frozen=True)
class KillPoint:
    """One step of a send, what the ledger says when the process dies there, and after."""

    name: str
    state_at_kill: str
    final_state: str
    customer_messages: int  # what the customer's chat holds afterwards


KILL_POINTS = (
    # before ``sending``: the reservation is committed, delivery asks checkin for the
    # destination (prepare) ...
    KillPoint("reserved", "reserved", "delivered", 1),
    # ... the body is pinned and delivery re-checks authority before claiming ``sending``;
    # recovery drives both forward from the pinned bytes at restart.
    KillPoint("prepared", "prepared", "delivered", 1),
    # ``sending`` is committed; the process dies before the gateway got the request.
    KillPoint("sending", "sending", "unknown", 0),
    # the gateway has handed the message to Telegram, which has not answered yet.
    KillPoint("in_call", "sending", "unknown", 1),
    # the gateway answered with Telegram's receipt; delivery died before recording it.
    KillPoint("receipt", "sending", "unknown", 1),
    # ``delivered`` is recorded; the process dies while checkin stores ``draft_sent``.
    KillPoint("relay", "delivered", "delivered", 1),
)


def kill_plan(seed: int, kills: int = KILLS) -> list[KillPoint]:
    """``kills`` kill points, each about equally often, in a seeded random order."""
    plan = [KILL_POINTS[index % len(KILL_POINTS)] for index in range(kills)]
    random.Random(seed).shuffle(plan)
    return plan


def run_seed() -> int:
    configured = os.environ.get(SEED_VARIABLE)
    return int(configured) if configured else random.SystemRandom().randrange(2**31)


def message_text(number: int) -> str:
    return f"[{number:03d}] {DAILY_TEXT}"


def ledger_states(database: TestDatabase) -> dict[str, list[tuple[str, str | None]]]:
    """Every delivery's rows in order: ``draft_id -> [(state, reason), ...]``."""
    with database.engine() as engine, engine.connect() as connection:
        rows = connection.execute(
            text(
                "SELECT draft_id, state, reason FROM delivery.delivery_ledger "
                "WHERE purpose = 'customer_message' ORDER BY sequence"
            )
        ).all()
    history: dict[str, list[tuple[str, str | None]]] = {}
    for draft_id, state, reason in rows:
        history.setdefault(draft_id, []).append((state, reason))
    return history


def latest_state(database: TestDatabase, draft_id: str) -> str | None:
    rows = ledger_states(database).get(draft_id, [])
    return rows[-1][0] if rows else None


def wait_until(condition: Callable[[], Any], what: str, timeout: float = SETTLE_SECONDS) -> Any:
    deadline = time.monotonic() + timeout
    while not (found := condition()):
        if time.monotonic() > deadline:
            raise AssertionError(f"waited {timeout:.0f}s for {what}")
        time.sleep(0.05)
    return found


class Rig:
    """Delivery as a killable process between the wrapped checkin and gateway."""

    def __init__(
        self,
        delivery: ForkedDelivery,
        checkin: CheckinPeer,
        checkin_switch: KillSwitch,
        gateway_switch: KillSwitch,
        telegram: FakeTelegram,
    ) -> None:
        self.delivery = delivery
        self.checkin = checkin
        self.checkin_switch = checkin_switch
        self.gateway_switch = gateway_switch
        self.telegram = telegram

    def approved_draft(self, number: int) -> str:
        key = f"daily:{CUSTOMER_ID}:kill-{number:03d}"
        body = submission(key, canonical_text=message_text(number))
        reviews_before = len(self.review_sends())
        with self.delivery.client("checkin") as checkin, self.delivery.client("operator") as op:
            draft_id: str = ok(checkin.post("/v1/drafts", json=body), 201)["draft_id"]
            # Richard's review leaves off the submitting thread (ADR 0068); a one-shot delay
            # armed before it arrives would hold the review instead of the customer's send.
            # Approve only once it is in his chat, as he does: a draft approved first is no
            # longer pending, so its review is rightly skipped and never arrives.
            wait_until(lambda: len(self.review_sends()) > reviews_before, "Richard's review")
            ok(op.post(f"/v1/drafts/{draft_id}/approve", json={"revision": 1}))
        return draft_id

    def review_sends(self) -> list[Any]:
        customer_chat = str(CUSTOMER["chat_id"])
        calls = self.telegram.calls("sendMessage")
        return [call for call in calls if str(call.params.get("chat_id")) != customer_chat]

    def arm(self, point: KillPoint, draft_id: str) -> threading.Event | None:
        """Set the trap for ``point``; the event it sets when it fired (None: the test kills)."""
        delivery_id = delivery_id_for(draft_id, "customer_message").encode()
        kill = self.delivery.kill
        if point.name in ("reserved", "prepared"):
            # A send reads checkin's destinations three times: the binding check before
            # any row (ADR 0065), prepare (row ``reserved``), the authority re-check
            # before ``sending`` (row ``prepared``).
            nth = 2 if point.name == "reserved" else 3
            self.checkin_switch.arm(Trap("GET", DESTINATIONS, "request", nth=nth), kill)
            return self.checkin_switch.fired
        if point.name in ("sending", "receipt"):
            trap = Trap(
                "POST",
                "/internal/send",
                "request" if point.name == "sending" else "response",
                body_contains=delivery_id,
            )
            self.gateway_switch.arm(trap, kill)
            return self.gateway_switch.fired
        if point.name == "relay":
            sent_key = f"draft_sent:{CUSTOMER_ID}:{draft_id}".encode()
            trap = Trap("POST", EVENTS, "response", body_contains=sent_key)
            self.checkin_switch.arm(trap, kill)
            return self.checkin_switch.fired
        self.telegram.delay("sendMessage", HELD_ANSWER_SECONDS)
        return None

    def send_and_kill(self, point: KillPoint, number: int, draft_id: str) -> None:
        fired = self.arm(point, draft_id)

        def send() -> None:
            # The process may die under the request: no answer is expected.
            with self.delivery.client("operator") as operator, suppress(httpx.HTTPError):
                operator.post(f"/v1/drafts/{draft_id}/send")

        sender = threading.Thread(target=send)
        sender.start()
        if fired is None:
            wanted = message_text(number)
            wait_until(
                lambda: any(c.params.get("text") == wanted for c in customer_sends(self.telegram)),
                "Telegram to hold the message",
            )
            self.delivery.kill()
        else:
            assert fired.wait(SETTLE_SECONDS), f"the {point.name} trap never fired"
        sender.join(SETTLE_SECONDS)
        self.checkin_switch.disarm()
        self.gateway_switch.disarm()
        assert self.delivery.returncode == -9


@pytest.fixture
def rig(
    database: TestDatabase, delivery_secrets: TestSecrets, telegram: FakeTelegram, tmp_path: Path
) -> Iterator[Rig]:
    switches: dict[str, KillSwitch] = {}

    def wrapped(name: str) -> Callable[[Any], KillSwitch]:
        def wrap(app: Any) -> KillSwitch:
            switches[name] = KillSwitch(app)
            return switches[name]

        return wrap

    with ExitStack() as stack:
        checkin = stack.enter_context(
            running_checkin(database, delivery_secrets, wrap=wrapped("checkin"))
        )
        gateway = stack.enter_context(
            running_gateway(database, delivery_secrets, telegram, wrap=wrapped("gateway"))
        )
        delivery = ForkedDelivery(
            database,
            delivery_secrets,
            tmp_path,
            gateway_port=gateway.port,
            checkin_port=checkin.port,
            background_interval_seconds=0.2,
        )
        stack.callback(delivery.stop)
        delivery.start()
        yield Rig(delivery, checkin, switches["checkin"], switches["gateway"], telegram)


def test_a_hundred_sigkills_mid_send_leave_delivered_or_unknown_and_nothing_twice(
    rig: Rig, database: TestDatabase, figures: Figures
) -> None:
    seed = run_seed()
    plan = kill_plan(seed)
    print(f"kill plan seed {seed} (replay: {SEED_VARIABLE}={seed})", flush=True)
    drafts: list[tuple[KillPoint, str, str]] = []  # point, draft id, state seen at the kill
    started = time.monotonic()
    spent: dict[str, float] = dict.fromkeys(("draft", "send_and_kill", "restart"), 0.0)
    for number, point in enumerate(plan, start=1):
        mark = time.monotonic()
        draft_id = rig.approved_draft(number)
        spent["draft"] += time.monotonic() - mark
        mark = time.monotonic()
        rig.send_and_kill(point, number, draft_id)
        drafts.append((point, draft_id, latest_state(database, draft_id) or "none"))
        spent["send_and_kill"] += time.monotonic() - mark
        mark = time.monotonic()
        rig.delivery.start()  # startup recovery runs before it answers /readyz
        spent["restart"] += time.monotonic() - mark
        settled = partial(latest_state, database, draft_id)
        wait_until(
            lambda: settled() in ("delivered", "unknown"),  # noqa: B023 - called right here
            f"draft {number} to settle after the restart",
        )

    # Everything the relay owes checkin arrives (once) after the last restart.
    with rig.delivery.client("operator") as operator:
        wait_until(
            lambda: all(r["status"] == "acknowledged" for r in ok(operator.get("/v1/outbox"))),
            "the outbox to drain",
        )
    history = ledger_states(database)
    stream_keys = Counter(event["dedupe_key"] for event in rig.checkin.stream())
    texts = Counter(str(call.params["text"]) for call in customer_sends(rig.telegram))
    chat = Counter(message.text for message in rig.telegram.bot_messages(CUSTOMER_CHAT))

    misplaced = [(p.name, seen) for p, _, seen in drafts if seen != p.state_at_kill]
    final = {draft_id: history[draft_id][-1] for _, draft_id, _ in drafts}
    lost = [
        draft_id
        for _, draft_id, _ in drafts
        if final[draft_id][0] not in ("delivered", "unknown")
        or stream_keys[f"draft_approved:{CUSTOMER_ID}:{draft_id}"] != 1
    ]
    wrong_outcome = [
        (point.name, final[draft_id])
        for point, draft_id, _ in drafts
        if final[draft_id][0] != point.final_state
        or (point.final_state == "unknown" and final[draft_id][1] != "interrupted-by-restart")
    ]
    wrong_chat = [
        (point.name, number)
        for number, (point, _, _) in enumerate(drafts, start=1)
        if chat[message_text(number)] != point.customer_messages
    ]
    duplicate_sends = sum(count - 1 for count in texts.values() if count > 1)
    duplicate_events = sum(count - 1 for count in stream_keys.values() if count > 1)
    delivered = [d for _, d, _ in drafts if final[d][0] == "delivered"]
    missing_sent_events = [
        d for d in delivered if stream_keys[f"draft_sent:{CUSTOMER_ID}:{d}"] != 1
    ]
    figures.report(
        "delivery SIGKILLed mid-send",
        seed=seed,
        kills=len(drafts),
        per_point=dict(Counter(point.name for point, _, _ in drafts)),
        delivered=len(delivered),
        unknown=sum(final[d][0] == "unknown" for _, d, _ in drafts),
        customer_messages=sum(chat.values()),
        duplicate_sends=duplicate_sends,
        duplicate_events=duplicate_events,
        lost_drafts=len(lost),
        seconds=round(time.monotonic() - started),
        seconds_per_kill={phase: round(total / len(drafts), 2) for phase, total in spent.items()},
    )
    assert len(drafts) == KILLS
    assert misplaced == [], "a kill landed elsewhere than its plan said"
    assert lost == []
    assert wrong_outcome == []
    assert duplicate_sends == 0 and max(chat.values()) == 1
    assert wrong_chat == []
    assert duplicate_events == 0
    assert missing_sent_events == []
    assert all(stream_keys[f"draft_created:{CUSTOMER_ID}:{d}"] == 1 for _, d, _ in drafts), (
        "a draft_created event is missing"
    )
