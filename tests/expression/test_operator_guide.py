"""The operator guide and ADR 0020 keep the contract: default off, exact block, honest limit,
non-copy attribution; the shipped dualcoach.yaml holds the exact disabled block."""

import re
from pathlib import Path

import yaml

from services.expression.config.rules import evaluate_config
from tests.expression.conftest import postprocessor_block

REPO = Path(__file__).resolve().parents[2]
GUIDE = (REPO / "docs" / "operator-guide-expression.md").read_text(encoding="utf-8")
ADR = (REPO / "docs" / "adr" / "0020-korean-expression-free-connective-prose.md").read_text(
    encoding="utf-8"
)
ATTRIBUTION = (
    "`https://github.com/Gaeduck-0908/im-not-ai-kiro/tree/901e378ae7f77035d17a491067343ac3f83d0214`\n"
    "and `https://github.com/epoko77-ai/im-not-ai/tree/53e24e8f92cf344efcb812103f7c2b203e7efffc`\n"
    "were consulted only for a high-level preservation goal. No source code, prompts, rules,\n"
    "workflow, or artifacts were copied; no license notice is reproduced because no material\n"
    "is copied."
)


def test_operator_guide_korean_expression_contract():
    for document in (GUIDE, ADR):
        assert ATTRIBUTION in document
        assert "not a semantic proof" in document
    match = re.search(r"```yaml\n(.*?)```", GUIDE, re.S)
    assert match is not None
    block = match.group(1)
    documented = yaml.safe_load(block)["expression"]["korean_expression_postprocessor"]
    assert documented == postprocessor_block("disabled", daily=False, weekly=False, adaptive=False)
    for phrase in ("Rollback", "shadow", "audit-config", "OPENAI_API_KEY", "canonical bytes"):
        assert phrase in GUIDE


def test_the_shipped_config_holds_the_exact_disabled_block():
    shipped = yaml.safe_load((REPO / "dualcoach.yaml").read_text(encoding="utf-8"))
    block = shipped["expression"]["korean_expression_postprocessor"]
    assert block == postprocessor_block("disabled", daily=False, weekly=False, adaptive=False)
    verdict = evaluate_config(block)
    assert verdict.state == "valid" and verdict.mode == "disabled"
