"""``dualcoach diagnostics snapshot --customer ID --out DIR``: one coherent evidence bundle.

The command asks the diagnostics service (signed, as the operator) for the bundle, checks
every file against the SHA-256 the manifest names, and only then writes them: into a
private temporary directory beside ``DIR``, renamed to ``DIR`` at the end, so a failed or
refused snapshot leaves nothing behind and ``DIR`` is never half-written.
"""

from __future__ import annotations

import json
import shutil
import tempfile
from pathlib import Path
from typing import Any

import click
import httpx

from services.diagnostics.session_cli import replay_command, session_group
from services.operator_cli import cli_settings, operator_peers
from shared.backup.files import write_private
from shared.canonical import sha256_hex
from shared.problems import problem_slug

MANIFEST_FILE = "manifest.json"
# A snapshot reads every domain twice across four services; allow it time.
SNAPSHOT_TIMEOUT = httpx.Timeout(120.0, connect=3.0)


def verified_files(files: dict[str, str]) -> dict[str, bytes]:
    """The bundle's files as bytes, refused unless each matches the manifest's SHA-256."""
    encoded = {name: content.encode("utf-8") for name, content in files.items()}
    manifest = json.loads(encoded[MANIFEST_FILE])
    expected = {entry["file"]: entry["sha256"] for entry in manifest["domains"]}
    if manifest.get("incident_manifest"):
        entry = manifest["incident_manifest"]
        expected[entry["file"]] = entry["sha256"]
    if set(encoded) != set(expected) | {MANIFEST_FILE}:
        raise click.ClickException("the bundle's files do not match its manifest; nothing written")
    for name, digest in expected.items():
        if sha256_hex(encoded[name]) != digest:
            raise click.ClickException(f"{name} does not match its digest; nothing written")
    return encoded


def write_bundle(directory: Path, files: dict[str, bytes]) -> None:
    """Write all files into a new private ``directory`` at once (rename), or nothing."""
    if directory.exists():
        raise click.ClickException(f"{directory} already exists; choose a new directory")
    directory.parent.mkdir(parents=True, exist_ok=True)
    staging = Path(tempfile.mkdtemp(prefix=f".{directory.name}.", dir=directory.parent))
    try:
        for name, content in files.items():
            write_private(staging / name, content)
        staging.rename(directory)
    except BaseException:
        shutil.rmtree(staging, ignore_errors=True)
        raise


def _refusal(response: httpx.Response) -> str:
    slug = problem_slug(response) or f"http {response.status_code}"
    try:
        body: dict[str, Any] = response.json()
    except ValueError:
        body = {}
    detail = {key: body[key] for key in ("domain", "reason", "attempts") if key in body}
    reason = slug.replace("-", "_")
    return f"{reason}: nothing written" + (f" ({json.dumps(detail)})" if detail else "")


@click.group("diagnostics")
def diagnostics_group() -> None:
    """Diagnostics: evidence snapshots and isolated diagnostic sessions."""


@diagnostics_group.command("snapshot")
@click.option("--customer", "customer_id", required=True, help="the customer's id")
@click.option(
    "--out",
    "out",
    required=True,
    type=click.Path(file_okay=False, path_type=Path),
    help="new directory to write the bundle into",
)
def snapshot(customer_id: str, out: Path) -> None:
    """Take one coherent, read-only evidence snapshot of a customer into DIR."""
    settings = cli_settings()
    peers = operator_peers(settings)
    try:
        response = peers.client("diagnostics").post(
            "/v1/evidence/snapshots", json={"customer_id": customer_id}, timeout=SNAPSHOT_TIMEOUT
        )
    except httpx.HTTPError as error:
        raise click.ClickException(f"diagnostics unreachable ({type(error).__name__})") from None
    finally:
        peers.close()
    if response.status_code != 200:
        raise click.ClickException(_refusal(response))
    body = response.json()
    files = verified_files(body["files"])
    write_bundle(out, files)
    manifest = json.loads(files[MANIFEST_FILE])
    promotion = manifest["policy"]
    click.echo(
        f"evidence snapshot written to {out}: {len(manifest['domains'])} domains, "
        f"{body['attempts']} attempt(s), promotion "
        + (
            f"enabled (policy {promotion['sha256'][:12]})"
            if promotion["status"] == "verified"
            else f"disabled ({promotion['reason']})"
        )
    )


diagnostics_group.add_command(session_group)
diagnostics_group.add_command(replay_command)
