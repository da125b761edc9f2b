"""Sending a reservation at most once, and editing operator cards.

The order is the whole point: the reservation is claimed (``sending`` committed) before
the first byte goes to Telegram, and the outcome is recorded after - inside a cancel shield,
so a caller hanging up mid-send cannot leave the record behind. Whatever happens after the
claim, this reservation is never handed to Telegram again unless Telegram provably refused
it; a later call answers the stored receipt, or ``unknown``.
"""

from __future__ import annotations

import logging
from datetime import datetime
from functools import partial
from typing import Any

import anyio
from telegram import Message

from services.gateway.context import GatewayContext
from services.gateway.sending import repository
from services.gateway.sending.problems import failure_problem
from services.gateway.sending.rules import (
    MAX_PARTS,
    MessageUnfit,
    ReservationConflict,
    SendFailed,
    request_digest,
)
from services.gateway.sending.schemas import (
    EditReceipt,
    EditRequest,
    MessageReceipt,
    SendReceipt,
    SendRequest,
)
from services.gateway.telegram.client import TelegramIO
from services.gateway.telegram.failures import classify_failure, is_not_modified
from services.gateway.telegram.rules import TelegramFailure
from services.gateway.telegram.text_parts import (
    SplitError,
    character_spans,
    split_message,
    utf16_length,
)
from services.gateway.updates.service import in_transaction
from shared.clock import to_rfc3339

_logger = logging.getLogger("dualcoach.gateway.sending")


def _receipt(message: Message) -> MessageReceipt:
    return MessageReceipt(
        message_id=message.message_id, chat_id=message.chat.id, date=to_rfc3339(message.date)
    )


def _edit_date(message: Message | bool) -> str | None:
    if isinstance(message, Message) and message.edit_date is not None:
        return to_rfc3339(message.edit_date)
    return None


def plan_parts(request: SendRequest) -> list[str]:
    """The message parts of the body; ``MessageUnfit`` (nothing sent) when it cannot fit."""
    try:
        spans = character_spans(
            request.text, [(span.byte_start, span.byte_end) for span in request.protected_spans]
        )
        parts = split_message(request.text, spans)
    except SplitError as error:
        raise MessageUnfit("message-unsplittable", "Message cannot be split", str(error)) from None
    if len(parts) > MAX_PARTS:
        raise MessageUnfit(
            "message-too-long", "Message is too long", f"more than {MAX_PARTS} messages"
        )
    return parts


def _replay(record: repository.SendRecord, digest: str) -> SendReceipt:
    """Answer a repeated reservation from its record, without touching Telegram."""
    if record.request_digest != digest:
        raise ReservationConflict(record.reservation_id)
    if record.state == "sent":
        parts = tuple(MessageReceipt(**receipt) for receipt in record.receipts)
        last = parts[-1]
        return SendReceipt(
            reservation_id=record.reservation_id,
            message_id=last.message_id,
            chat_id=last.chat_id,
            date=last.date,
            parts=parts,
            replayed=True,
        )
    if record.state == "unknown" and record.problem is not None:
        raise SendFailed({**record.problem, "replayed": True})
    # Still ``sending``: another call holds it, or a crash left it mid-send. Either way the
    # message may have left; it must not be sent again.
    failure = TelegramFailure("unknown", "previous-attempt-unfinished")
    problem = failure_problem(
        failure, parts=[], reservation_id=record.reservation_id, replayed=True
    )
    raise SendFailed(problem.body())


async def send_reservation(
    gateway: GatewayContext,
    request: SendRequest,
    *,
    caller: str,
    telegram: TelegramIO | None = None,
) -> SendReceipt:
    """Send the reservation's exact text once; answer its receipt or a problem.

    ``telegram``: the bot to send with (default: the product's bot; the diagnostic route
    passes the test bot)."""
    telegram = telegram or gateway.require_telegram()
    parts = plan_parts(request)
    spans = [(span.byte_start, span.byte_end) for span in request.protected_spans]
    digest = request_digest(
        chat_id=request.chat_id,
        topic_id=request.topic_id,
        text=request.text,
        buttons=request.buttons,
        protected_spans=spans,
    )
    runtime = gateway.runtime
    existing = await in_transaction(
        runtime.database,
        partial(
            repository.claim_send,
            reservation_id=request.reservation_id,
            caller=caller,
            request_digest=digest,
            chat_id=request.chat_id,
            topic_id=request.topic_id,
            part_count=len(parts),
            now=runtime.clock.now(),
        ),
    )
    if existing is not None:
        return _replay(existing, digest)

    receipts: list[MessageReceipt] = []
    with anyio.CancelScope(shield=True):
        try:
            for index, part in enumerate(parts):
                last = index == len(parts) - 1
                message = await telegram.send_text(
                    chat_id=request.chat_id,
                    topic_id=request.topic_id,
                    text=part,
                    buttons=request.buttons if last else (),
                    timeout_seconds=request.timeout_seconds,
                )
                receipts.append(_receipt(message))
        except Exception as error:
            failure = classify_failure(error)
            if receipts:
                # Some parts are in the chat: the message as a whole is neither sent nor not.
                failure = TelegramFailure("unknown", "partially-sent", failure.description)
            problem = failure_problem(
                failure, parts=receipts, reservation_id=request.reservation_id, replayed=False
            )
            _logger.warning(
                "send_failed",
                extra={
                    "fields": {
                        "outcome": failure.outcome,
                        "reason": failure.reason,
                        "caller": caller,
                        "chat_id": request.chat_id,
                        "count": len(receipts),
                    }
                },
            )
            await _record(gateway, request.reservation_id, failure, receipts, problem.body())
            raise SendFailed(problem.body()) from None
        await _record(gateway, request.reservation_id, None, receipts, None)
    _logger.info(
        "sent",
        extra={"fields": {"caller": caller, "chat_id": request.chat_id, "count": len(receipts)}},
    )
    final = receipts[-1]
    return SendReceipt(
        reservation_id=request.reservation_id,
        message_id=final.message_id,
        chat_id=final.chat_id,
        date=final.date,
        parts=tuple(receipts),
        replayed=False,
    )


async def _record(
    gateway: GatewayContext,
    reservation_id: str,
    failure: TelegramFailure | None,
    receipts: list[MessageReceipt],
    problem: dict[str, Any] | None,
) -> None:
    """Store the outcome; if that fails the row stays ``sending`` (answers unknown later)."""
    now: datetime = gateway.runtime.clock.now()
    try:
        await in_transaction(
            gateway.runtime.database,
            partial(
                repository.finish_send,
                reservation_id=reservation_id,
                state="sent" if failure is None else failure.outcome,
                reason=None if failure is None else failure.reason,
                receipts=[receipt.model_dump() for receipt in receipts],
                problem=problem,
                now=now,
            ),
        )
    except Exception as error:
        _logger.error(
            "send_record_failed",
            extra={"fields": {"error_type": type(error).__name__}},
        )


async def edit_message(gateway: GatewayContext, request: EditRequest) -> EditReceipt:
    """Edit one message's text and buttons (or only its buttons). Never retried either."""
    telegram = gateway.require_telegram()
    if request.text is not None and utf16_length(request.text) > 4096:
        raise MessageUnfit("message-too-long", "Edited text exceeds 4096 UTF-16 code units")
    try:
        if request.text is not None:
            result = await telegram.edit_text(
                chat_id=request.chat_id,
                message_id=request.message_id,
                text=request.text,
                buttons=request.buttons,
                timeout_seconds=request.timeout_seconds,
            )
        else:
            result = await telegram.edit_buttons(
                chat_id=request.chat_id,
                message_id=request.message_id,
                buttons=request.buttons,
                timeout_seconds=request.timeout_seconds,
            )
    except Exception as error:
        if is_not_modified(error):
            return EditReceipt(
                chat_id=request.chat_id,
                message_id=request.message_id,
                modified=False,
                edit_date=None,
            )
        failure = classify_failure(error)
        _logger.warning(
            "edit_failed", extra={"fields": {"outcome": failure.outcome, "reason": failure.reason}}
        )
        raise SendFailed(failure_problem(failure, parts=[]).body()) from None
    return EditReceipt(
        chat_id=request.chat_id,
        message_id=request.message_id,
        modified=True,
        edit_date=_edit_date(result),
    )
