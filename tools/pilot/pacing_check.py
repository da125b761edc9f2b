"""Whether real Telegram's pacing would have kept the cohort's day (ADR 0101), judged pure.

The pilot's stack paces like a fast test bot, so a cohort too large for Richard's one
review chat would pass unseen. The simulator stamps every send with the stack's clock and
replays a stretch of the simulated day against Telegram's limits (1 message/s per chat, 30/s
for the bot; ``GET /sim/pacing``); this reads three stretches of each day played:

* the morning (``CHECKIN_AT`` .. ``REVIEW_AT``): Richard's reviews and held notices of the
  check-ins must have reached him before he reviews at ``REVIEW_AT``;
* the reviews and the trainers (``REVIEW_AT`` .. ``TICK_AT``): each customer's messages -
  the approved drafts sent as he presses - at most a minute late;
* the tick (``TICK_AT`` .. ``RECORDS_AT``): the weekly reviews and held notices before
  ``RECORDS_AT``, and each customer's weekly message at most a minute late.

Left out: the customers' own check-in turns. The pilot's clock stands still at
``CHECKIN_AT`` while every customer checks in, so every question of every customer is
asked in the same simulated second; replayed at 30 messages/s they would be minutes late
in a way no real morning is (a person answers one question after the other, over the
hour), and the check would measure the harness's compression, not the product.
"""

from __future__ import annotations

from collections.abc import Collection, Iterable, Sequence
from dataclasses import dataclass, field
from datetime import date, datetime, time

from shared.clock import KST
from tools.pilot.scenario import CHECKIN_AT, RECORDS_AT, REVIEW_AT, TICK_AT
from tools.telegram_simulator.pacing import ChatPacing

CUSTOMER_LATE_SECONDS = 60.0  # each customer's own messages: within a minute


@dataclass(frozen=True, slots=True)
class PacingWindow:
    """One stretch of a simulated day: the sends asked in ``[since, until)``, Richard's due
    before ``richard_by`` (None: not judged), each customer's at most a minute late when
    ``customers_judged``."""

    name: str
    day: date
    since: datetime
    until: datetime
    richard_by: datetime | None
    customers_judged: bool


def _at(day: date, moment: time) -> datetime:
    return datetime.combine(day, moment, tzinfo=KST)


def day_windows(day: date) -> list[PacingWindow]:
    """The three stretches of ``day`` the check reads (module docstring)."""
    return [
        PacingWindow(
            "morning", day, _at(day, CHECKIN_AT), _at(day, REVIEW_AT), _at(day, REVIEW_AT), False
        ),
        PacingWindow("reviews", day, _at(day, REVIEW_AT), _at(day, TICK_AT), None, True),
        PacingWindow(
            "tick", day, _at(day, TICK_AT), _at(day, RECORDS_AT), _at(day, RECORDS_AT), True
        ),
    ]


@dataclass
class PacingVerdict:
    """The named check "Telegram pacing": its problems (none: it held) and its figures."""

    problems: list[str] = field(default_factory=list)
    # The latest instant Richard's last message of any morning / tick stretch would have
    # left; None when no such stretch sent him anything.
    richard_morning_by: datetime | None = None
    richard_tick_by: datetime | None = None
    # The most any customer's message (reviews and tick stretches) would have waited.
    customer_most_late_seconds: float = 0.0
    windows: int = 0

    @property
    def ok(self) -> bool:
        return not self.problems

    def line(self) -> str:
        """The report line: where each figure stands against its bound."""

        def clock(moment: datetime | None) -> str:
            return "-" if moment is None else moment.astimezone(KST).strftime("%H:%M:%S")

        return (
            f"Richard's morning by {clock(self.richard_morning_by)} "
            f"(before {REVIEW_AT:%H:%M}), the tick's by {clock(self.richard_tick_by)} "
            f"(before {RECORDS_AT:%H:%M}); customers' messages at most "
            f"{self.customer_most_late_seconds:.1f} s late ({CUSTOMER_LATE_SECONDS:.0f} s "
            "allowed), at 1 message/s per chat and 30/s per bot"
        )

    def as_json(self) -> dict[str, object]:
        return {
            "ok": self.ok,
            "problems": list(self.problems),
            "richard_morning_by": None
            if self.richard_morning_by is None
            else self.richard_morning_by.isoformat(),
            "richard_tick_by": None
            if self.richard_tick_by is None
            else self.richard_tick_by.isoformat(),
            "customer_most_late_seconds": round(self.customer_most_late_seconds, 3),
            "windows": self.windows,
        }


def _moment(seconds: float) -> datetime:
    return datetime.fromtimestamp(seconds, KST)


def judge_pacing(
    windows: Iterable[tuple[PacingWindow, Sequence[ChatPacing]]],
    *,
    owner_chat: int,
    customer_chats: Collection[int],
) -> PacingVerdict:
    """Judge each stretch's replayed chats (``GET /sim/pacing`` of its window)."""
    verdict = PacingVerdict()
    for window, chats in windows:
        verdict.windows += 1
        owner = next((chat for chat in chats if chat.chat_id == owner_chat), None)
        if window.richard_by is not None and owner is not None:
            leaves = _moment(owner.last_leaves_at)
            if window.name == "morning":
                verdict.richard_morning_by = max(verdict.richard_morning_by or leaves, leaves)
            else:
                verdict.richard_tick_by = max(verdict.richard_tick_by or leaves, leaves)
            if leaves >= window.richard_by:
                verdict.problems.append(
                    f"Telegram pacing: on {window.day} Richard's {owner.messages} {window.name} "
                    f"message(s) from {window.since:%H:%M} would reach him only by "
                    f"{leaves:%H:%M:%S} at 1 message/s, not before {window.richard_by:%H:%M} - "
                    "too many for one review chat"
                )
        if not window.customers_judged:
            continue
        late = [chat for chat in chats if chat.chat_id in customer_chats]
        if not late:
            continue
        worst = max(late, key=lambda chat: chat.most_late_seconds)
        verdict.customer_most_late_seconds = max(
            verdict.customer_most_late_seconds, worst.most_late_seconds
        )
        over = [chat for chat in late if chat.most_late_seconds > CUSTOMER_LATE_SECONDS]
        if over:
            verdict.problems.append(
                f"Telegram pacing: on {window.day} ({window.name}, from {window.since:%H:%M}) "
                f"{len(over)} customer(s)' messages would be over {CUSTOMER_LATE_SECONDS:.0f} s "
                f"late, the worst {worst.most_late_seconds:.0f} s (chat {worst.chat_id}) at "
                "30 messages/s for the bot"
            )
    return verdict
