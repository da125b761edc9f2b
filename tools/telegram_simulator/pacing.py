"""Telegram's flood limits replayed over what the bot asked to send (ADR 0101).

The pilot's stack paces like a fast test bot (100 messages/s per chat), so its wall time
says nothing about what real Telegram would have done to Richard's one review chat. This
replays the bot's sends, in the order it asked for them, against Telegram's limits - about
one message a second per chat and about 30 a second for the whole bot - and says when each
would have left and how late each chat's messages would have been. Pure: the caller gives
the instants, on whatever clock the run is played on (the pilot's own clock, so that the
lateness is in the simulated day's seconds, not the harness's).
"""

from __future__ import annotations

import math
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Final

PER_CHAT_SECONDS: Final = 1.0
BOT_PER_SECOND: Final = 30


@dataclass(frozen=True, slots=True)
class BotSend:
    """One message the bot asked Telegram to send (or edit): to which chat, and when."""

    chat_id: int
    asked_at: float  # seconds on the run's clock


@dataclass(frozen=True, slots=True)
class ChatPacing:
    """One chat's messages under the limits: how many, the most late any would have left,
    and when its last one was asked and would have left (on the caller's clock)."""

    chat_id: int
    messages: int
    most_late_seconds: float
    last_asked_at: float
    last_leaves_at: float


def departures(
    sends: Sequence[BotSend],
    *,
    per_chat_seconds: float = PER_CHAT_SECONDS,
    bot_per_second: int = BOT_PER_SECOND,
) -> list[float]:
    """When each send would have left, in the order given: never before it was asked, at
    least ``per_chat_seconds`` after its chat's previous message, and at most
    ``bot_per_second`` messages of the bot in any one second of the clock. A message held
    back by its own chat does not hold back another chat's (each chat waits on its own)."""
    chat_free: dict[int, float] = {}
    used: Counter[int] = Counter()
    leaving: list[float] = []
    for send in sends:
        leave = max(send.asked_at, chat_free.get(send.chat_id, send.asked_at))
        while used[math.floor(leave)] >= bot_per_second:
            leave = float(math.floor(leave) + 1)
        used[math.floor(leave)] += 1
        chat_free[send.chat_id] = leave + per_chat_seconds
        leaving.append(leave)
    return leaving


def pacing_by_chat(
    sends: Sequence[BotSend],
    *,
    per_chat_seconds: float = PER_CHAT_SECONDS,
    bot_per_second: int = BOT_PER_SECOND,
) -> list[ChatPacing]:
    """Every chat's count and most-late message under the limits, the latest chat first.

    A chat's messages leave in the order given, so its last one given leaves last."""
    leaving = departures(sends, per_chat_seconds=per_chat_seconds, bot_per_second=bot_per_second)
    counts: Counter[int] = Counter()
    late: dict[int, float] = {}
    last: dict[int, tuple[float, float]] = {}
    for send, leave in zip(sends, leaving, strict=True):
        counts[send.chat_id] += 1
        late[send.chat_id] = max(late.get(send.chat_id, 0.0), leave - send.asked_at)
        last[send.chat_id] = (send.asked_at, leave)
    chats = [ChatPacing(chat, counts[chat], late[chat], *last[chat]) for chat in counts]
    return sorted(chats, key=lambda chat: (-chat.most_late_seconds, chat.chat_id))
