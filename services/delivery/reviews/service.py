"""Review messages: Richard sees each pending customer draft in Telegram, with buttons.

A review is queued (``drafts.repository.queue_review``) in the transaction that makes a
customer draft pending - its submission or Richard's edit - and sent after the commit, to the
owner's exact chat/topic from checkin's live destinations and nowhere else
(``rules.review_destination``).
A review is an owed operator message (``sending.operator``): each revision's message is one
gateway reservation (``<draft_id>.review.r<n>``), so trying again after a refusal or a crash
never shows Richard the same review twice. A review owed for a revision that is no longer the
pending one is skipped. Review messages never enter the customer delivery ledger and can
never be approved themselves.

This module holds the review's buttons; sending it - read, ask checkin, claim, send, record,
each its own transaction - is a procedure and lives in ``reviews/workflow.py`` (ADR 0081).
"""

from __future__ import annotations

from services.delivery.reviews import rules, texts

BUTTONS: tuple[tuple[str, rules.Action], ...] = (
    (texts.APPROVE, "approve"),
    (texts.EDIT, "edit"),
    (texts.DISCARD, "discard"),
)


def buttons(draft_id: str, revision: int) -> list[list[dict[str, str]]]:
    """One row: 승인 / 수정 / 폐기, each naming this exact revision."""
    return [
        [
            {"text": label, "callback_data": rules.callback_data(draft_id, revision, action)}
            for label, action in BUTTONS
        ]
    ]
