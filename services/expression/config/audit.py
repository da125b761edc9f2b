"""The config cutover audit: a redacted, enum-only receipt per configuration file.

Read by ``dualcoach expression audit-config`` before every promotion. A file is ready when
the legacy ``coaching_feedback_enabled`` key appears nowhere in it (the old free-form
feedback route must be gone, never hidden behind a disabled block) and the postprocessor
block is absent, disabled or exactly valid. The receipt carries no values, paths or ids:
only booleans, reason codes and the SHA-256 of the file bytes.
"""

from __future__ import annotations

import hashlib
from dataclasses import dataclass
from typing import Final, Literal

import yaml

from services.expression.config.rules import evaluate_config

RECEIPT_SCHEMA_VERSION: Final = "korean-expression-cutover-v1"
LEGACY_KEY: Final = "coaching_feedback_enabled"
BLOCK_KEY: Final = "korean_expression_postprocessor"

AuditReason = Literal[
    "legacy_coaching_feedback_enabled",
    "postprocessor_config_invalid",
    "config_shape_invalid",
]


@dataclass(frozen=True, slots=True)
class CutoverReceipt:
    ready: bool
    legacy_feedback_removed: bool
    postprocessor_disabled_or_valid: bool
    config_sha256: str | None
    reason_codes: tuple[AuditReason, ...]

    def as_json(self) -> dict[str, object]:
        return {
            "schema_version": RECEIPT_SCHEMA_VERSION,
            "ready": self.ready,
            "checks": {
                "legacy_feedback_removed": self.legacy_feedback_removed,
                "postprocessor_disabled_or_valid": self.postprocessor_disabled_or_valid,
            },
            "config_sha256": self.config_sha256,
            "reason_codes": list(self.reason_codes),
        }


def _contains_key(node: object, key: str) -> bool:
    if isinstance(node, dict):
        return key in node or any(_contains_key(value, key) for value in node.values())
    if isinstance(node, list):
        return any(_contains_key(item, key) for item in node)
    return False


def _unreadable(digest: str | None) -> CutoverReceipt:
    return CutoverReceipt(False, False, False, digest, ("config_shape_invalid",))


def audit_config_bytes(raw: bytes | None) -> CutoverReceipt:
    """The receipt for one file's bytes (``None`` = the file could not be read)."""
    if raw is None:
        return _unreadable(None)
    digest = hashlib.sha256(raw).hexdigest()
    try:
        document = yaml.safe_load(raw.decode("utf-8"))
    except (UnicodeDecodeError, yaml.YAMLError):
        return _unreadable(digest)
    if document is None:
        document = {}
    section = document.get("expression", {}) if isinstance(document, dict) else None
    if section is None:
        section = {}
    if not isinstance(document, dict) or not isinstance(section, dict):
        return _unreadable(digest)
    reasons: list[AuditReason] = []
    # Checked independently of the postprocessor block, so a disabled block cannot hide it.
    legacy_removed = not _contains_key(document, LEGACY_KEY)
    if not legacy_removed:
        reasons.append("legacy_coaching_feedback_enabled")
    block_ok = evaluate_config(section.get(BLOCK_KEY)).state != "rejected"
    if not block_ok:
        reasons.append("postprocessor_config_invalid")
    return CutoverReceipt(
        ready=legacy_removed and block_ok,
        legacy_feedback_removed=legacy_removed,
        postprocessor_disabled_or_valid=block_ok,
        config_sha256=digest,
        reason_codes=tuple(reasons),
    )
