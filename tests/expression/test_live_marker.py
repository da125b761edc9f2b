"""The live marker is registered, excluded by default, and never selects zero tests."""

import subprocess
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]
PROOF = "tests/expression/test_live_proof.py"
LIVE_NODE = f"{PROOF}::test_proof_against_the_configured_endpoint"


def _pytest(*args: str) -> str:
    result = subprocess.run(
        [sys.executable, "-m", "pytest", "-p", "no:cacheprovider", *args],
        cwd=REPO,
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    return result.stdout + result.stderr


def test_marker_is_registered():
    assert "@pytest.mark.live_korean_expression" in _pytest("--markers")


def test_collection_excludes_it_by_default_and_includes_it_when_asked():
    default = _pytest("--collect-only", "-q", PROOF)
    assert "test_proof_against_the_fake_server" in default
    assert "test_proof_against_the_configured_endpoint" not in default
    assert "1 deselected" in default
    by_marker = _pytest("--collect-only", "-q", "-m", "live_korean_expression", PROOF)
    assert LIVE_NODE in by_marker and "1/2 tests collected" in by_marker
    by_node = _pytest("--collect-only", "-q", LIVE_NODE)
    assert LIVE_NODE in by_node and "1 test collected" in by_node
