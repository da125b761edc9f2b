"""Telegram's flood limits replayed over the bot's sends (ADR 0101)."""

from __future__ import annotations

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
    assert chats[0] == ChatPacing(OWNER, 1000, 999.0)  # 08:16:39 for a 08:00 morning
    assert all(chat.messages == 1 for chat in chats[1:])
    assert max(chat.most_late_seconds for chat in chats[1:]) < 60
