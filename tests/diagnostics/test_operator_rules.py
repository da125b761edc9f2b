"""Operator-topic commands: exactly the four commands, nothing interpreted."""

from __future__ import annotations

import pytest

from services.diagnostics.operator.rules import Command, parse_command


@pytest.mark.parametrize(
    ("text", "command"),
    [
        ("/diag_status", Command("status")),
        ("/diag_status@DualCoachBot", Command("status")),
        ("/diag_activate 1", Command("activate", generation=1)),
        ("/diag_close", Command("close")),
        ("/diag_close 4", Command("close", generation=4)),
        ("/diag_reconcile draft-0001:r1", Command("reconcile", dedupe_key="draft-0001:r1")),
        ("/diag_activate", None),
        ("/diag_activate 0", None),
        ("/diag_activate two", None),
        ("/diag_status now", None),
        ("/diag_reconcile short", None),
        ("세션 닫아줘", None),
        ("/diag_close 2 please", None),
        (None, None),
    ],
)
def test_only_exact_commands_parse(text, command):
    assert parse_command(text) == command
