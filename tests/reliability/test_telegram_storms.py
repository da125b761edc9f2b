"""Telegram storms: 429s with ``retry_after`` and 5xx bursts, under a real delivery process.

Delivery runs as a real process; the gateway (the only one that talks to the Bot API) and
checkin are the real apps in this process, the Bot API is the fake. A 429 means Telegram
did not take the message: the gateway pauses every send for ``retry_after`` and tries
again within its budget, beyond it the send is refused and waits, prepared, for Richard
(ADR 0030). A 5xx is ambiguous - the message may or may not be in the chat - so it is
``unknown`` and never sent again (ADR 0040). Either way no customer message arrives twice.
"""

from __future__ import annotations

import threading
from collections import Counter
from typing import Any

import pytest

from tests.delivery.factories import CUSTOMER_ID, DAILY_TEXT, customer_sends, ok, submission
from tests.delivery.process import DeliveryProcess
from tests.fakes.telegram import FakeTelegram
from tests.reliability.conftest import Figures
from tools.telegram_simulator.state import RecordedCall

pytestmark = [
    pytest.mark.reliability,
    pytest.mark.timeout(300),
    # PTB warns on each RetryAfter it builds (a type migration); see test_telegram_ratelimit.
    pytest.mark.filterwarnings(
        "ignore:.*`retry_after` will be of type:telegram.warnings.PTBDeprecationWarning"
    ),
]

RETRY_AFTER = 1  # seconds, as Telegram states it
TOLERANCE = 0.05


def text_of(label: str) -> str:
    return f"[{label}] {DAILY_TEXT}"


def approved(delivery: DeliveryProcess, labels: list[str]) -> dict[str, str]:
    """One approved (not yet sent) draft per label; ``label -> draft_id``."""
    drafts = {}
    with delivery.client("checkin") as checkin, delivery.client("operator") as operator:
        for label in labels:
            body = submission(f"daily:{CUSTOMER_ID}:{label}", canonical_text=text_of(label))
            draft_id = ok(checkin.post("/v1/drafts", json=body), 201)["draft_id"]
            ok(operator.post(f"/v1/drafts/{draft_id}/approve", json={"revision": 1}))
            drafts[label] = draft_id
    return drafts


def send_together(delivery: DeliveryProcess, drafts: dict[str, str]) -> dict[str, Any]:
    """Richard presses send on every draft at the same moment; each answer's delivery."""
    barrier = threading.Barrier(len(drafts))
    answers: dict[str, Any] = {}

    def send(label: str, draft_id: str) -> None:
        with delivery.client("operator") as operator:
            barrier.wait()
            answers[label] = ok(operator.post(f"/v1/drafts/{draft_id}/send"))["deliveries"][0]

    threads = [threading.Thread(target=send, args=item) for item in drafts.items()]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(120)
    return answers


def calls_of(telegram: FakeTelegram, labels: list[str]) -> list[RecordedCall]:
    wanted = {text_of(label) for label in labels}
    return [call for call in customer_sends(telegram) if call.params["text"] in wanted]


def chat_counts(telegram: FakeTelegram) -> Counter[str]:
    (chat,) = {int(call.params["chat_id"]) for call in customer_sends(telegram)}
    return Counter(message.text for message in telegram.bot_messages(chat))


def test_a_429_storm_pauses_every_send_and_duplicates_none(
    delivery: DeliveryProcess, telegram: FakeTelegram, figures: Figures
) -> None:
    # Within the budget: as many 429s as sends, all answered before any retry can leave;
    # every send waits, retries once and arrives.
    within = [f"429-within-{n}" for n in range(6)]
    drafts = approved(delivery, within)
    telegram.fail("sendMessage", 429, "Too Many Requests", retry_after=RETRY_AFTER, times=6)
    first_answers = send_together(delivery, drafts)
    calls = calls_of(telegram, within)
    limited, accepted = calls[:6], calls[6:]  # the fake answers faults in arrival order
    pause = min(c.monotonic for c in accepted) - min(c.monotonic for c in limited)
    # Beyond the budget (2 retries): three 429s each; the sends are refused, nothing left,
    # and each waits prepared for Richard, whose next press sends it once.
    beyond = [f"429-beyond-{n}" for n in range(3)]
    refused_drafts = approved(delivery, beyond)
    telegram.fail("sendMessage", 429, "Too Many Requests", retry_after=RETRY_AFTER, times=9)
    refused = send_together(delivery, refused_drafts)
    richard = send_together(delivery, refused_drafts)
    chat = chat_counts(telegram)
    everything = within + beyond
    duplicates = sum(chat[text_of(label)] - 1 for label in everything if chat[text_of(label)] > 1)
    figures.report(
        "Telegram answers 429 retry_after=1",
        sends=len(everything),
        answered_429=6 + 9,
        first_send_after_the_first_429_seconds=round(pause, 2),
        delivered_after_waiting=sum(a["state"] == "delivered" for a in first_answers.values()),
        refused_beyond_budget=sum(a["state"] == "prepared" for a in refused.values()),
        delivered_on_richards_retry=sum(a["state"] == "delivered" for a in richard.values()),
        duplicates=duplicates,
    )
    # Telegram's 429s were answered first; nothing was accepted before retry_after passed.
    assert len(calls) == 12 and len(calls_of(telegram, beyond)) == 9 + 3
    assert pause >= RETRY_AFTER - TOLERANCE
    assert [a["state"] for a in first_answers.values()] == ["delivered"] * 6
    assert [a["state"] for a in refused.values()] == ["prepared"] * 3
    assert all(a["reason"] == "telegram-refused:rate-limited" for a in refused.values())
    assert [a["state"] for a in richard.values()] == ["delivered"] * 3
    assert duplicates == 0
    assert all(chat[text_of(label)] == 1 for label in beyond)
    assert all(chat[text_of(label)] == 1 for label in within)


def test_a_5xx_storm_leaves_unknown_and_never_resends(
    delivery: DeliveryProcess, telegram: FakeTelegram, figures: Figures
) -> None:
    statuses = (500, 502, 503, 504)
    storm = [f"5xx-{status}" for status in statuses]
    drafts = approved(delivery, storm)
    answers = {}
    with delivery.client("operator") as operator:
        for index, (label, draft_id) in enumerate(drafts.items()):
            # Half of them reached the chat before the server failed; half did not.
            applied = index % 2 == 0
            telegram.fail("sendMessage", statuses[index], "Server Error", apply=applied)
            answers[label] = ok(operator.post(f"/v1/drafts/{draft_id}/send"))["deliveries"][0]
        # Richard presses send again on each: nothing may leave.
        again = [
            ok(operator.post(f"/v1/drafts/{draft_id}/send"))["deliveries"][0]
            for draft_id in drafts.values()
        ]
        # After the storm, sending works as before.
        (after_id,) = approved(delivery, ["after-the-storm"]).values()
        after = ok(operator.post(f"/v1/drafts/{after_id}/send"))["deliveries"][0]
    calls = Counter(call.params["text"] for call in calls_of(telegram, storm))
    chat = chat_counts(telegram)
    figures.report(
        "Telegram answers 5xx",
        sends=len(storm),
        unknown=sum(a["state"] == "unknown" for a in answers.values()),
        reached_the_chat=sum(chat[text_of(label)] for label in storm),
        resends=sum(calls.values()) - len(storm),
        sent_after_the_storm=after["state"],
    )
    assert [a["state"] for a in answers.values()] == ["unknown"] * 4
    assert all(a["reason"] == "telegram-server-error" for a in answers.values())
    assert [a["state"] for a in again] == ["unknown"] * 4
    assert calls == Counter({text_of(label): 1 for label in storm})
    assert [chat[text_of(label)] for label in storm] == [1, 0, 1, 0]
    assert after["state"] == "delivered" and chat[text_of("after-the-storm")] == 1
