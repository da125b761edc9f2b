"""What each gateway answer means for the ledger (ADR 0030's outcome contract)."""

from __future__ import annotations

import pytest

from services.delivery.peers.gateway import GatewayAnswer
from services.delivery.sending.rules import classify_send

RECEIPT = {"reservation_id": "r", "message_id": 7, "chat_id": 1, "date": "x", "parts": []}


def test_a_receipt_is_delivered():
    outcome = classify_send(GatewayAnswer(200, RECEIPT))
    assert outcome.verdict == "delivered" and outcome.receipt is not None
    assert outcome.receipt["message_id"] == 7


@pytest.mark.parametrize(
    ("answer", "verdict", "reason"),
    [
        (GatewayAnswer(504, {"outcome": "unknown", "reason": "timeout"}), "unknown", "timeout"),
        (
            GatewayAnswer(502, {"outcome": "unknown", "reason": "partially-sent"}),
            "unknown",
            "partially-sent",
        ),
        (
            GatewayAnswer(422, {"outcome": "refused", "reason": "forbidden"}),
            "refused",
            "telegram-refused:forbidden",
        ),
        (
            GatewayAnswer(429, {"outcome": "refused", "reason": "rate-limited"}),
            "refused",
            "telegram-refused:rate-limited",
        ),
        (
            GatewayAnswer(None, None, "unreachable", never_arrived=True),
            "refused",
            "gateway-unreachable",
        ),
        (GatewayAnswer(None, None, "timeout"), "unknown", "gateway-timeout"),
        (GatewayAnswer(None, None, "connection-lost"), "unknown", "gateway-connection-lost"),
        (
            GatewayAnswer(401, {"type": "urn:dualcoach:problem:bad-signature"}),
            "refused",
            "gateway-bad-signature",
        ),
        (
            GatewayAnswer(422, {"type": "urn:dualcoach:problem:message-too-long"}),
            "rejected",
            "gateway-message-too-long",
        ),
        (
            GatewayAnswer(409, {"type": "urn:dualcoach:problem:reservation-conflict"}),
            "unknown",
            "gateway-reservation-conflict",
        ),
        (GatewayAnswer(500, None), "unknown", "gateway-http-500"),
        (GatewayAnswer(200, {"message_id": "7"}), "unknown", "malformed-receipt"),
    ],
)
def test_anything_that_might_have_been_sent_is_unknown_never_refused(answer, verdict, reason):
    outcome = classify_send(answer)
    assert (outcome.verdict, outcome.reason) == (verdict, reason)
