"""What became of a finalized turn: one vocabulary for checkin, its views and the harness.

A customer's check-in day yields a ``short`` or ``detailed`` customer draft, or a ``held``
notice for Richard only; a trainer record that needs no draft is ``recorded``.
"""

from __future__ import annotations

from typing import Literal

DayOutcome = Literal["short", "detailed", "held"]
TurnOutcome = Literal[DayOutcome, "recorded"]
