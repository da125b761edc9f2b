"""Review buttons' callback grammar, where a review may go, and who may press (pure)."""

from __future__ import annotations

import pytest

from services.delivery.peers.checkin import Destinations, Triple
from services.delivery.reviews import rules

DRAFT = "dr-" + "0123456789abcdef01234567"
OWNER = Triple(user_id=700001, chat_id=700001, topic_id=None)
CUSTOMER = Triple(user_id=800001, chat_id=800001, topic_id=None)
TRAINER = Triple(user_id=900001, chat_id=-100900001, topic_id=7)


def _destinations(**changes: object) -> Destinations:
    values: dict[str, object] = {
        "customer_id": "kim-pilot",
        "enabled": True,
        "consent_granted": True,
        "customer": CUSTOMER,
        "trainer": TRAINER,
        "owner": OWNER,
        "registry_revision": "r" * 64,
    }
    values.update(changes)
    return Destinations.model_validate(values)


@pytest.mark.parametrize("action", ["approve", "edit", "discard"])
def test_each_button_names_the_draft_revision_and_action_within_64_bytes(action):
    data = rules.callback_data(DRAFT, 999999, action)
    assert data == f"draft:{DRAFT}:999999:{action}"
    assert len(data.encode("utf-8")) <= 64
    assert rules.parse_callback(data) == rules.ReviewCallback(DRAFT, 999999, action)


@pytest.mark.parametrize(
    "data",
    [
        f"draft:{DRAFT}:1:send",
        f"draft:{DRAFT}:0:approve",
        f"draft:{DRAFT}:01:approve",
        f"draft:{DRAFT}:1234567:approve",
        f"draft:{DRAFT.upper()}:1:approve",
        f"draft:{DRAFT}x:1:approve",
        f"draft:{DRAFT}:1:approve:extra",
        f"card:{DRAFT}:1:approve",
        "draft:",
        "",
    ],
)
def test_anything_but_the_exact_grammar_is_not_a_review_press(data):
    assert rules.parse_callback(data) is None


def test_the_draft_namespace_is_claimed_even_by_malformed_callbacks():
    assert rules.is_review_callback("draft:whatever")
    assert not rules.is_review_callback("card:c-0123456789abcdef:open")


def test_a_review_goes_to_the_owners_exact_chat_and_topic():
    assert rules.review_destination(_destinations()) == (OWNER, None)


@pytest.mark.parametrize(
    ("changes", "reason"),
    [
        ({"owner": None}, "owner-missing"),
        (
            {"owner": Triple(user_id=700001, chat_id=800001, topic_id=None)},
            "owner-chat-is-customer-chat",
        ),
        (
            {"owner": Triple(user_id=700001, chat_id=-100900001, topic_id=7)},
            "owner-chat-is-trainer-chat",
        ),
    ],
)
def test_a_review_never_goes_where_the_customer_or_trainer_reads(changes, reason):
    assert rules.review_destination(_destinations(**changes)) == (None, reason)


def test_the_owner_in_another_topic_of_the_trainers_group_may_receive_reviews():
    owner = Triple(user_id=700001, chat_id=-100900001, topic_id=8)
    assert rules.review_destination(_destinations(owner=owner)) == (owner, None)


@pytest.mark.parametrize(
    ("pressed_by", "allowed"),
    [
        (OWNER, True),
        (CUSTOMER, False),
        (TRAINER, False),
        (Triple(user_id=700001, chat_id=700001, topic_id=3), False),
        (Triple(user_id=700002, chat_id=700001, topic_id=None), False),
        (Triple(user_id=700001, chat_id=700002, topic_id=None), False),
    ],
)
def test_only_the_owners_exact_triple_may_act(pressed_by, allowed):
    assert rules.is_owner(pressed_by, _destinations()) is allowed
    assert rules.is_owner(OWNER, _destinations(owner=None)) is False


def test_a_review_has_its_own_gateway_reservation_per_revision():
    assert rules.reservation_id(DRAFT, 2) == f"{DRAFT}.review.r2"
    assert rules.stale(2, 1) and not rules.stale(2, 2)
