"""The import contracts in ``.importlinter`` are the ones ``make lint`` enforces.

One run proves the file is read (each contract is reported by the name written there) and
kept; others, on throwaway trees where ``shared`` or a tool imports a service or a delivery
feature imports the layer above it, prove a broken contract fails the run.
"""

from __future__ import annotations

import configparser
import os
import re
import subprocess
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]
LINT_IMPORTS = Path(sys.executable).with_name("lint-imports")


def _contract_names(config: Path) -> list[str]:
    parser = configparser.ConfigParser()
    parser.read(config, encoding="utf-8")
    return [parser[section]["name"] for section in parser.sections() if ":contract:" in section]


def _run(cwd: Path, pythonpath: Path) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "PYTHONPATH": str(pythonpath)}
    return subprocess.run(
        [str(LINT_IMPORTS), "--config", str(cwd / ".importlinter")],
        cwd=cwd,
        env=env,
        capture_output=True,
        text=True,
        timeout=300,
    )


def test_every_contract_in_the_file_is_checked_and_kept() -> None:
    names = _contract_names(REPO / ".importlinter")
    assert len(names) >= 3
    done = _run(REPO, REPO)
    assert done.returncode == 0, done.stdout + done.stderr
    for name in names:
        assert f"{name} KEPT" in done.stdout


def _real_contract(name: str) -> configparser.SectionProxy:
    real = configparser.ConfigParser()
    real.read(REPO / ".importlinter", encoding="utf-8")
    return real[f"importlinter:contract:{name}"]


def _real_contract_on_a_leak(
    tmp_path: Path,
    packages: tuple[str, ...],
    leak: str,
    roots: str,
    contract: str,
    *,
    imports: str = "services.checkin",
    narrowed: dict[str, str] | None = None,
) -> tuple[subprocess.CompletedProcess[str], str]:
    """Run the real ``contract`` (as written in .importlinter) over a throwaway tree of
    ``packages`` in which ``leak`` imports ``imports``; returns the run and its name."""
    for package in packages:
        (tmp_path / package).mkdir()
        (tmp_path / package / "__init__.py").write_text("")
    (tmp_path / leak).write_text(f"import {imports}\n")
    real = _real_contract(contract)
    synthetic = configparser.ConfigParser()
    synthetic["importlinter"] = {"root_packages": roots}
    # ``narrowed`` replaces options that name modules the throwaway tree does not have.
    synthetic[f"importlinter:contract:{contract}"] = {**dict(real), **(narrowed or {})}
    with (tmp_path / ".importlinter").open("w", encoding="utf-8") as handle:
        synthetic.write(handle)
    return _run(tmp_path, tmp_path), real["name"]


def test_shared_importing_a_service_breaks_the_run(tmp_path: Path) -> None:
    packages = ("shared", "services", "services/checkin")
    done, name = _real_contract_on_a_leak(
        tmp_path, packages, "shared/leak.py", "\nservices\nshared", "shared-below-services"
    )
    assert done.returncode != 0
    assert f"{name} BROKEN" in done.stdout


def test_a_tool_importing_a_service_breaks_the_run(tmp_path: Path) -> None:
    packages = ("tools", "tools/pilot", "services", "services/checkin")
    done, name = _real_contract_on_a_leak(
        tmp_path, packages, "tools/pilot/leak.py", "\nservices\ntools", "tools-outside"
    )
    assert done.returncode != 0
    assert f"{name} BROKEN" in done.stdout


def _delivery_layers() -> list[str]:
    layers = _real_contract("delivery-layers")["layers"]
    return [name for name in re.split(r"[\s|:]+", layers) if name]


def test_the_delivery_layers_name_every_child_of_the_service() -> None:
    """A child left out of the layers would be free to close a circle."""
    root = REPO / "services" / "delivery"
    children = {
        path.stem if path.is_file() else path.name
        for path in root.iterdir()
        if (path.suffix == ".py" and path.stem != "__init__") or (path / "__init__.py").exists()
    }
    assert children == set(_delivery_layers())


def test_a_delivery_feature_importing_the_workflow_breaks_the_run(tmp_path: Path) -> None:
    children = [f"services/delivery/{name}" for name in _delivery_layers()]
    packages = ("services", "services/delivery", *children)
    done, name = _real_contract_on_a_leak(
        tmp_path,
        packages,
        "services/delivery/drafts/leak.py",
        "\nservices",
        "delivery-layers",
        imports="services.delivery.workflow",
    )
    assert done.returncode != 0
    assert f"{name} BROKEN" in done.stdout


def test_an_upward_import_between_checkin_children_breaks_the_run(tmp_path: Path) -> None:
    layers = _real_contract("checkin-layers")["layers"]
    children = [name.strip() for line in layers.splitlines() for name in line.split("|")]
    inside = [f"services/checkin/{child}" for child in children if child]
    packages = ("services", "services/checkin", *inside)
    done, name = _real_contract_on_a_leak(
        tmp_path,
        packages,
        "services/checkin/events/leak.py",
        "\nservices",
        "checkin-layers",
        imports="services.checkin.registry",
    )
    assert done.returncode != 0
    assert f"{name} BROKEN" in done.stdout
    assert "services.checkin.events.leak -> services.checkin.registry" in done.stdout


FEATURE_MODULES = ("endpoints", "workflow", "service", "repository", "schemas", "rules")


def test_the_feature_layers_list_every_feature_of_every_service() -> None:
    """A feature left out of the list would be free to import its edge from its rules."""
    listed = set(_real_contract("feature-layers")["containers"].split())
    features = {
        ".".join(path.relative_to(REPO).with_suffix("").parts[:3])
        for name in FEATURE_MODULES
        for path in (REPO / "services").glob(f"*/*/{name}.py")
    }
    assert listed == features


def test_a_rule_importing_its_features_service_breaks_the_run(tmp_path: Path) -> None:
    # Each layer as a package of its own, so the leak can sit inside the rules layer.
    feature = "services/checkin/registry"
    layers = tuple(f"{feature}/{name}" for name in FEATURE_MODULES)
    packages = ("services", "services/checkin", feature, *layers)
    done, name = _real_contract_on_a_leak(
        tmp_path,
        packages,
        f"{feature}/rules/leak.py",
        "\nservices",
        "feature-layers",
        imports="services.checkin.registry.service",
        narrowed={"containers": "services.checkin.registry"},
    )
    assert done.returncode != 0
    assert f"{name} BROKEN" in done.stdout
