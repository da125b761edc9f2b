"""Pure rules of the sending ledger: how many parts a customer message may take, what a
request's identity is, and the errors a send answers. Where a text splits is Telegram's
rule (``services.gateway.telegram.text_parts``).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from shared.canonical import canonical_json, sha256_hex
from shared.contracts.presentation import Button

MAX_CALLBACK_DATA_BYTES = 64
MAX_PARTS = 8


class MessageUnfit(ValueError):
    """The text cannot go to Telegram as it stands; nothing was sent (``slug`` says why)."""

    def __init__(self, slug: str, title: str, detail: str | None = None) -> None:
        super().__init__(title)
        self.slug = slug
        self.title = title
        self.detail = detail


class ReservationConflict(Exception):
    """The reservation was already used for a different message; nothing was sent."""

    def __init__(self, reservation_id: str) -> None:
        super().__init__(reservation_id)
        self.reservation_id = reservation_id


class SendFailed(Exception):
    """Telegram refused the call, or may have taken it. ``problem`` is the problem+json
    body callers act on (its ``outcome``); the sending ledger stores the same body, so a
    repeat of the reservation answers it again word for word."""

    def __init__(self, problem: Mapping[str, Any]) -> None:
        super().__init__(problem.get("type"))
        self.problem = dict(problem)


def request_digest(
    *,
    chat_id: int,
    topic_id: int | None,
    text: str,
    buttons: Sequence[Sequence[Button]],
    protected_spans: Sequence[tuple[int, int]],
) -> str:
    """Identity of a send request, to tell a retry (same digest) from a conflict."""
    return sha256_hex(
        canonical_json(
            {
                "chat_id": chat_id,
                "topic_id": topic_id,
                # Exact bytes: canonical JSON would NFC-normalise the text, so digest it first.
                "text_sha256": sha256_hex(text.encode("utf-8")),
                "buttons": [
                    [
                        {"text": button.text, "data": button.callback_data, "url": button.url}
                        for button in row
                    ]
                    for row in buttons
                ],
                "protected_spans": [list(span) for span in protected_spans],
            }
        )
    )
