"""Opt-in test classes: collected with the suite, run only when asked for.

``live_korean_expression`` needs a real OpenAI key; ``long`` holds end-to-end runs too
slow for ``make test`` (``make test-long`` runs them, and CI runs that after ``make test``);
``reliability`` is the fault suite of ``tests/reliability`` (processes killed, the database
stopped, request storms: ``make reliability``, which CI runs after ``make test-long``);
``fuzz`` is the schemathesis sweep of every service's OpenAPI in ``tests/security``
(``make fuzz``, which CI runs after ``make reliability``; the quick security probes beside
it are unmarked and run in ``make test``); ``corpus`` is the safety classifier deciding every
labelled case against its pin (``make test-corpus``, which CI runs after ``make test``; a
sample of every half runs in ``make test``).
Deselecting here (instead of ``addopts = -m "not ..."``) keeps an explicit node id
working: naming an opt-in test can never silently select zero tests.
"""

from __future__ import annotations

from pathlib import Path
from typing import Final

import pytest

OPT_IN_MARKERS: Final = ("live_korean_expression", "long", "reliability", "fuzz", "corpus")


def _named_explicitly(item: pytest.Item, args: list[str]) -> bool:
    for arg in args:
        path, separator, name = arg.partition("::")
        same_file = separator and Path(path).resolve() == Path(item.path).resolve()
        if same_file and item.nodeid.partition("::")[2].startswith(name):
            return True
    return False


def deselect_opt_in(config: pytest.Config, items: list[pytest.Item]) -> None:
    """Drop opt-in tests unless ``-m`` names their marker or the node id names them."""
    asked = config.getoption("markexpr") or ""
    keep: list[pytest.Item] = []
    drop: list[pytest.Item] = []
    for item in items:
        markers = [m for m in OPT_IN_MARKERS if item.get_closest_marker(m) is not None]
        opted_out = any(marker not in asked for marker in markers)
        (drop if opted_out and not _named_explicitly(item, config.args) else keep).append(item)
    if drop:
        config.hook.pytest_deselected(items=drop)
        items[:] = keep
