"""The config cutover audit: a redacted, enum-only receipt per configuration file.

Read by ``dualcoach expression audit-config`` before every promotion (seed 001's cutover
receipt). Three independent checks, so one defect can never hide another:

* ``legacy_feedback_removed`` - the legacy ``coaching_feedback_enabled`` key appears nowhere
  in the file (the old free-form feedback route must be gone, never hidden behind a
  disabled block); else ``legacy_coaching_feedback_enabled``;
* ``physique_bridge_valid`` - the check-in bridge (the ``checkin:`` section) is one the
  checkin service would start with *once the legacy key is removed from it*: the proof that
  deleting the key keeps the active check-in running; else ``physique_checkin_invalid``;
* ``postprocessor_disabled_or_valid`` - the postprocessor block is absent, disabled or
  exactly valid; else ``postprocessor_config_invalid``.

A file that cannot be read or is not a mapping of sections is ``config_shape_invalid``. The
file is ready only when all three hold. The receipt carries no values, paths or ids: only
booleans, reason codes and the SHA-256 of the file bytes.

Whether a ``checkin:`` section is valid is checkin's decision, not ours: the caller passes
checkin's own check (``services.checkin.settings.checkin_section_valid``), so the audit
never keeps a second copy of another service's settings.
"""

from __future__ import annotations

import hashlib
from collections.abc import Callable
from dataclasses import dataclass
from typing import Final, Literal

import yaml

from services.expression.config.rules import evaluate_config

RECEIPT_SCHEMA_VERSION: Final = "korean-expression-cutover-v1"
LEGACY_KEY: Final = "coaching_feedback_enabled"
BLOCK_KEY: Final = "korean_expression_postprocessor"
BRIDGE_SECTION: Final = "checkin"

AuditReason = Literal[
    "legacy_coaching_feedback_enabled",
    "physique_checkin_invalid",
    "postprocessor_config_invalid",
    "config_shape_invalid",
]
# Would the checkin service start with this raw ``checkin:`` section (None = absent)?
BridgeCheck = Callable[[object], bool]


@dataclass(frozen=True, slots=True)
class CutoverReceipt:
    ready: bool
    legacy_feedback_removed: bool
    physique_bridge_valid: bool
    postprocessor_disabled_or_valid: bool
    config_sha256: str | None
    reason_codes: tuple[AuditReason, ...]

    def as_json(self) -> dict[str, object]:
        return {
            "schema_version": RECEIPT_SCHEMA_VERSION,
            "ready": self.ready,
            "checks": {
                "legacy_feedback_removed": self.legacy_feedback_removed,
                "physique_bridge_valid": self.physique_bridge_valid,
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
    return CutoverReceipt(False, False, False, False, digest, ("config_shape_invalid",))


def _without_legacy_key(section: object) -> object:
    if isinstance(section, dict):
        return {key: value for key, value in section.items() if key != LEGACY_KEY}
    return section


def audit_config_bytes(raw: bytes | None, *, bridge_valid: BridgeCheck) -> CutoverReceipt:
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
    bridge_ok = bridge_valid(_without_legacy_key(document.get(BRIDGE_SECTION)))
    if not bridge_ok:
        reasons.append("physique_checkin_invalid")
    block_ok = evaluate_config(section.get(BLOCK_KEY)).state != "rejected"
    if not block_ok:
        reasons.append("postprocessor_config_invalid")
    return CutoverReceipt(
        ready=legacy_removed and bridge_ok and block_ok,
        legacy_feedback_removed=legacy_removed,
        physique_bridge_valid=bridge_ok,
        postprocessor_disabled_or_valid=block_ok,
        config_sha256=digest,
        reason_codes=tuple(reasons),
    )
