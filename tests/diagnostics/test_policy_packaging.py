"""The promotion policy survives packaging: build the wheel, install it, read the resource.

Seed 003 §2 (Rev 30): source-tree success does not count. This builds the project's wheel
with its own build backend (setuptools, no isolation, no index: offline), checks the wheel
carries the exact bytes, installs it into an empty target without dependency resolution,
and in a fresh interpreter that imports the product *from that target* loads the policy
through ``importlib.resources`` and verifies its digest.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

from services.diagnostics.policy import loader
from shared.canonical import sha256_hex

pytestmark = pytest.mark.slow

REPO = Path(__file__).resolve().parents[2]
MEMBER = "services/diagnostics/policy/diagnostic-promotion-policy.json"
OFFLINE = {"PIP_NO_INDEX": "1", "PIP_DISABLE_PIP_VERSION_CHECK": "1", "PIP_NO_INPUT": "1"}

PROBE = """
import json, services.diagnostics.policy as package
from services.diagnostics.policy import loader
raw = loader.read_policy_resource()
status = loader.load_promotion_policy()
print(json.dumps({
    "package_file": package.__file__,
    "loader_file": loader.__file__,
    "raw_hex": raw.hex() if raw is not None else None,
    "verified": type(status).__name__,
    "sha256": getattr(status, "sha256", None),
}))
"""


def _run(*args: str, cwd: Path, env: dict[str, str] | None = None) -> str:
    result = subprocess.run(
        args, cwd=cwd, env={**os.environ, **OFFLINE, **(env or {})}, capture_output=True, text=True
    )
    assert result.returncode == 0, result.stderr[-3000:]
    return result.stdout


def test_the_installed_wheel_serves_the_exact_policy_bytes(tmp_path):
    # Build from a copy: the build writes build/ and *.egg-info next to its sources.
    source = tmp_path / "source"
    source.mkdir()
    for name in ("pyproject.toml", "README.md"):
        shutil.copy2(REPO / name, source / name)
    ignore = shutil.ignore_patterns("__pycache__", "*.egg-info", "*.pyc")
    for package in ("services", "shared"):
        shutil.copytree(REPO / package, source / package, ignore=ignore)
    wheels = tmp_path / "wheels"
    _run(
        sys.executable, "-m", "pip", "wheel", "--no-deps", "--no-build-isolation",
        "--no-index", "--wheel-dir", str(wheels), str(source), cwd=tmp_path,
    )  # fmt: skip
    (wheel,) = wheels.glob("dualcoach-*.whl")

    shipped = (REPO / MEMBER).read_bytes()
    with zipfile.ZipFile(wheel) as archive:
        names = set(archive.namelist())
        assert {MEMBER, "services/diagnostics/policy/__init__.py"} <= names
        assert archive.read(MEMBER) == shipped

    target = tmp_path / "target"
    _run(
        sys.executable, "-m", "pip", "install", "--no-deps", "--no-index",
        "--target", str(target), str(wheel), cwd=tmp_path,
    )  # fmt: skip
    probe = json.loads(
        _run(sys.executable, "-c", PROBE, cwd=tmp_path, env={"PYTHONPATH": str(target)})
    )
    # The interpreter imported the installed copy, not this source tree.
    assert Path(probe["package_file"]).is_relative_to(target)
    assert Path(probe["loader_file"]).is_relative_to(target)
    assert bytes.fromhex(probe["raw_hex"]) == shipped
    assert probe["verified"] == "PromotionPolicy"
    assert probe["sha256"] == sha256_hex(shipped) == loader.EXPECTED_POLICY_SHA256
