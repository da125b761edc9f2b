"""The live marker is registered, excluded by default, never selects zero tests, and without
a key the live proof is reported as skipped (naming ``OPENAI_API_KEY``), never run on a fake."""

import os
import subprocess
import sys
from pathlib import Path

import pytest

from services.expression.provider.client import read_api_key

REPO = Path(__file__).resolve().parents[2]
PROOF = "tests/expression/test_live_proof.py"
LIVE_NODE = f"{PROOF}::test_proof_against_the_configured_endpoint"
# The inner runs need none of the fuzzing or parallel plugins; loading them costs seconds.
PLUGINS_OFF = ("schemathesis", "hypothesispytest", "xdist", "xdist.looponfail")
LEAN = tuple(arg for plugin in PLUGINS_OFF for arg in ("-p", f"no:{plugin}"))


def _pytest(*args: str, environ: dict[str, str] | None = None) -> tuple[int, str]:
    result = subprocess.run(
        [sys.executable, "-m", "pytest", "-p", "no:cacheprovider", *LEAN, *args],
        cwd=REPO,
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
        env=environ,
    )
    return result.returncode, result.stdout + result.stderr


def test_marker_is_registered(pytestconfig):
    declared = [line.split(":")[0] for line in pytestconfig.getini("markers")]
    assert "live_korean_expression" in declared


def test_collection_excludes_it_by_default_and_includes_it_when_asked():
    _, default = _pytest("--collect-only", "-q", PROOF)
    assert "test_the_shadow_assertions_catch_generated_text_in_a_customer_visible_body" in default
    assert "test_proof_against_the_configured_endpoint" not in default
    # The live proof (opt-in) and the 48-capsule shadow proof (make test-long) are left out.
    assert "2 deselected" in default
    _, by_marker = _pytest("--collect-only", "-q", "-m", "live_korean_expression", PROOF)
    assert LIVE_NODE in by_marker and "1/3 tests collected" in by_marker
    _, by_node = _pytest("--collect-only", "-q", LIVE_NODE)
    assert LIVE_NODE in by_node and "1 test collected" in by_node


@pytest.mark.parametrize("key", [None, "", "  ", " sk-padded "])
def test_a_missing_blank_or_padded_key_counts_as_no_key(key):
    environ = {} if key is None else {"OPENAI_API_KEY": key}
    assert read_api_key(environ) is None
    assert read_api_key({"OPENAI_API_KEY": "sk-usable"}) == "sk-usable"


def test_without_a_key_the_live_proof_is_skipped_with_its_reason():
    # One real run: the skip decision is read_api_key's (above), the report is pytest's.
    environ = {name: value for name, value in os.environ.items() if name != "OPENAI_API_KEY"}
    code, output = _pytest("-m", "live_korean_expression", PROOF, environ=environ)
    assert code == 0, output
    assert "1 skipped" in output and "passed" not in output
    # The short summary (-ra, on for every run) names the test and the missing variable,
    # so a CI log says the live proof did not run instead of showing a silent pass.
    (summary,) = [line for line in output.splitlines() if line.startswith("SKIPPED [1]")]
    assert "test_live_proof.py" in summary and "OPENAI_API_KEY is not set" in summary
    assert "did NOT run" in summary
