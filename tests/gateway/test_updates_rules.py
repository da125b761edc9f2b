"""The webhook secret comparison and the exact sender triple of an update."""

from __future__ import annotations

from telegram import Update

from services.gateway.updates.reading import inbound_update
from services.gateway.updates.rules import author_triple, secret_matches, topic_of, update_kind
from services.gateway.updates.schemas import Triple
from tools.telegram_simulator.state import SimulatorState


def _parsed(data):
    return inbound_update(Update.de_json(data, None))


def test_secret_matches_only_the_exact_value():
    assert secret_matches("abc-DEF_123", "abc-DEF_123")
    assert not secret_matches("abc-DEF_12", "abc-DEF_123")
    assert not secret_matches(None, "abc-DEF_123")
    assert not secret_matches("", "abc-DEF_123")
    assert not secret_matches("비밀", "abc-DEF_123")  # non-ASCII never raises


def test_a_private_message_has_no_topic():
    update = SimulatorState().inject_message(user_id=11, chat_id=11, topic_id=None, text="안녕")
    inbound = _parsed(update)
    assert inbound.kind == "message"
    assert inbound.triple == Triple(11, 11, None)
    assert inbound.text == "안녕"


def test_a_forum_topic_message_carries_its_topic():
    update = SimulatorState().inject_message(user_id=11, chat_id=-10099, topic_id=7, text="t")
    assert _parsed(update).triple == Triple(11, -10099, 7)


def test_a_reply_thread_in_an_ordinary_group_is_not_a_topic():
    update = SimulatorState().inject_message(user_id=11, chat_id=-10099, topic_id=None, text="t")
    update["message"]["message_thread_id"] = 42  # Telegram sets this for reply threads too
    assert _parsed(update).triple == Triple(11, -10099, None)


def test_a_button_press_is_placed_by_the_message_it_was_under():
    state = SimulatorState()
    card = state.bot_sends(chat_id=-10099, topic_id=7, text="카드", reply_markup=None)
    update = state.inject_callback(
        user_id=12, chat_id=-10099, topic_id=7, message_id=card["message_id"], data="ok"
    )
    inbound = _parsed(update)
    assert inbound.kind == "callback_query"
    assert inbound.triple == Triple(12, -10099, 7)
    assert inbound.callback_data == "ok"
    assert inbound.message_id == card["message_id"]


def test_updates_without_a_person_cannot_be_routed():
    channel_post = {
        "update_id": 1,
        "channel_post": {
            "message_id": 1,
            "date": 0,
            "chat": {"id": -1001, "type": "channel", "title": "c"},
            "text": "공지",
        },
    }
    inbound = _parsed(channel_post)
    assert inbound.kind == "other" and inbound.triple is None


def test_service_messages_and_bots_are_not_conversations():
    state = SimulatorState()
    joined = state.inject_message(user_id=11, chat_id=-10099, topic_id=None, text="x")
    del joined["message"]["text"]
    joined["message"]["new_chat_members"] = [{"id": 12, "is_bot": False, "first_name": "n"}]
    inbound = _parsed(joined)
    assert inbound.kind == "other" and inbound.triple is None

    from_bot = state.inject_message(user_id=13, chat_id=-10099, topic_id=None, text="봇")
    from_bot["message"]["from"]["is_bot"] = True
    assert _parsed(from_bot).triple is None


def test_the_rules_decide_on_plain_facts_without_the_library():
    assert topic_of(7, is_topic_message=True) == 7
    assert topic_of(7, is_topic_message=False) is None  # a reply thread is not a topic
    assert author_triple(11, False, -100, 7) == Triple(11, -100, 7)
    assert author_triple(None, False, -100, None) is None  # channel post, anonymous admin
    assert author_triple(11, True, -100, None) is None  # bots are never our people
    assert update_kind(True, True, False) == "message"
    assert update_kind(True, False, False) == "other"  # a service message
    assert update_kind(False, False, True) == "callback_query"
    assert update_kind(False, False, False) == "other"
