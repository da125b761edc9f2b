"""Telegram's flood limits replayed over the bot's sends (ADR 0101)."""

from __future__ import annotations

import time
from datetime import datetime, timedelta

import yaml
from fastapi.testclient import TestClient

from shared.clock import KST, FileClock
from tests.fakes.telegram import TEST_BOT_TOKEN
from tools.telegram_simulator.app import configured_clock, create_app
from tools.telegram_simulator.pacing import BotSend, ChatPacing, departures, pacing_by_chat

OWNER = 1


def test_one_chat_gets_one_message_a_second():
    sends = [BotSend(OWNER, 100.0)] * 3
    assert departures(sends) == [100.0, 101.0, 102.0]


def test_a_message_asked_after_its_chat_s_pause_leaves_at_once():
    sends = [BotSend(OWNER, 100.0), BotSend(OWNER, 105.5)]
    assert departures(sends) == [100.0, 105.5]


def test_a_chat_held_back_does_not_hold_back_another_chat():
    sends = [BotSend(OWNER, 0.0), BotSend(OWNER, 0.0), BotSend(2, 0.0), BotSend(3, 0.2)]
    assert departures(sends) == [0.0, 1.0, 0.0, 0.2]


def test_the_whole_bot_sends_at_most_thirty_messages_in_a_second():
    sends = [BotSend(chat, 10.0) for chat in range(100, 131)]
    leaving = departures(sends)
    assert leaving[:30] == [10.0] * 30
    assert leaving[30] == 11.0


def test_a_thousand_morning_reviews_reach_richard_within_seventeen_minutes():
    # Each customer's check-in ends in one review to Richard's chat and, once approved, one
    # message to the customer; all asked in the same second of the simulated morning.
    sends = []
    for customer in range(1000):
        sends += [BotSend(OWNER, 0.0), BotSend(10_000 + customer, 0.0)]
    chats = pacing_by_chat(sends)
    assert chats[0] == ChatPacing(OWNER, 1000, 999.0, 0.0, 999.0)  # 08:16:39 for 08:00
    assert all(chat.messages == 1 for chat in chats[1:])
    assert max(chat.most_late_seconds for chat in chats[1:]) < 60


def test_in_the_pilot_s_stack_the_simulator_stamps_and_paces_on_the_stack_s_clock(
    tmp_path, monkeypatch
):
    """Started by ``uvicorn --factory`` in a stack whose services read a file clock, the
    simulator stamps every call and message ``date`` with that clock, and ``/sim/pacing``
    replays a window of it (ADR 0101); with the machine's clock it keeps wall time."""
    machine = tmp_path / "machine.yaml"
    machine.write_text(yaml.safe_dump({"clock": {"source": "system"}}))
    monkeypatch.setenv("DUALCOACH_CONFIG", str(machine))
    assert configured_clock() is time.time
    clock_path = tmp_path / "clock"
    clock = FileClock(clock_path)
    morning = datetime(2026, 12, 7, 8, 0, tzinfo=KST)
    clock.set(morning)
    config = tmp_path / "dualcoach.yaml"
    config.write_text(yaml.safe_dump({"clock": {"source": "file", "path": str(clock_path)}}))
    monkeypatch.setenv("DUALCOACH_CONFIG", str(config))
    with TestClient(create_app()) as simulator:
        for number in range(3):  # three reviews to Richard and one message to a customer
            review = {"chat_id": OWNER, "text": f"검토 {number}"}
            simulator.post(f"/bot{TEST_BOT_TOKEN}/sendMessage", json=review)
        sent = simulator.post(
            f"/bot{TEST_BOT_TOKEN}/sendMessage", json={"chat_id": 1001, "text": "오늘의 안내"}
        ).json()["result"]
        clock.set(morning + timedelta(hours=1))
        simulator.post(f"/bot{TEST_BOT_TOKEN}/sendMessage", json={"chat_id": OWNER, "text": "늦게"})
        window = {"since": morning.timestamp(), "until": (morning + timedelta(hours=1)).timestamp()}
        paced = simulator.get("/sim/pacing", params=window).json()
    assert sent["date"] == int(morning.timestamp())
    assert paced["messages"] == 4 and paced["per_chat_seconds"] == 1.0
    assert paced["chats"] == [
        {
            "chat_id": OWNER,
            "messages": 3,
            "most_late_seconds": 2.0,
            "last_asked_at": morning.timestamp(),
            "last_leaves_at": morning.timestamp() + 2.0,
        },
        {
            "chat_id": 1001,
            "messages": 1,
            "most_late_seconds": 0.0,
            "last_asked_at": morning.timestamp(),
            "last_leaves_at": morning.timestamp(),
        },
    ]
