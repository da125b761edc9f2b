"""``dualcoach expression ...``: operator commands of the expression service."""

from __future__ import annotations

import json
from pathlib import Path

import click

from services.expression.config.audit import BridgeCheck, audit_config_bytes


def build_expression_group(*, bridge_valid: BridgeCheck) -> click.Group:
    """The ``expression`` group; ``bridge_valid`` is checkin's check of its own section
    (passed in by the command line's composition root: services never import each other)."""

    @click.group("expression")
    def expression_group() -> None:
        """Korean expression postprocessor."""

    @expression_group.command("audit-config")
    @click.option(
        "--config",
        "configs",
        multiple=True,
        required=True,
        type=click.Path(dir_okay=False, path_type=Path),
        help="A dualcoach.yaml to audit (repeatable).",
    )
    def audit_config(configs: tuple[Path, ...]) -> None:
        """Print one redacted receipt per file; exit non-zero unless every file is ready.

        Each file is only read (never written). The receipt names no path and no value: it
        lists the input's position, booleans, reason codes and the file's SHA-256.
        """
        ready = True
        for index, path in enumerate(configs, start=1):
            try:
                raw: bytes | None = path.read_bytes()
            except OSError:
                raw = None
            receipt = audit_config_bytes(raw, bridge_valid=bridge_valid)
            ready = ready and receipt.ready
            click.echo(json.dumps({"input": index, **receipt.as_json()}, sort_keys=True))
        if not ready:
            raise SystemExit(1)

    return expression_group
