"""Golden Korean texts the gateway says itself (exact strings and bytes)."""

from __future__ import annotations

import hashlib
import unicodedata

from services.gateway.updates.texts import UNKNOWN_SENDER_REPLY


def test_unknown_sender_reply_is_exactly_the_approved_text():
    assert UNKNOWN_SENDER_REPLY == (
        "안녕하세요. 이 봇은 등록된 분만 이용하실 수 있습니다. "
        "도움이 필요하시면 담당자에게 문의해 주십시오."
    )
    encoded = UNKNOWN_SENDER_REPLY.encode("utf-8")
    assert len(encoded) == 141
    assert hashlib.sha256(encoded).hexdigest() == (
        "be8311da3a77245d75162681b56abe0dd8ce8ae9805f2f3ddefa82d2e2ee84d9"
    )
    assert unicodedata.normalize("NFC", UNKNOWN_SENDER_REPLY) == UNKNOWN_SENDER_REPLY


def test_unknown_sender_reply_fits_a_callback_answer_and_says_nothing_specific():
    assert len(UNKNOWN_SENDER_REPLY) <= 200  # answerCallbackQuery shows at most 200 characters
    for word in ("코칭", "트레이너", "리처드", "고객", "체크인"):
        assert word not in UNKNOWN_SENDER_REPLY
