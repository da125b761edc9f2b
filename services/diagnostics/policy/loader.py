"""Load the packaged promotion policy through ``importlib.resources`` - and nowhere else.

No path, environment variable or config key can point at another file: an installed
deployment reads exactly the bytes its wheel shipped, and those bytes must hash to
``EXPECTED_POLICY_SHA256`` (seed 003 Rev 30). Changing the policy is a code change: edit
the JSON, then this digest, in one commit that a reviewer sees.
"""

from __future__ import annotations

from importlib import resources
from typing import Final

from services.diagnostics.policy.rules import PolicyStatus, verify_policy_bytes

POLICY_PACKAGE: Final = "services.diagnostics.policy"
POLICY_RESOURCE: Final = "diagnostic-promotion-policy.json"
EXPECTED_POLICY_SHA256: Final = "5e43d3eb4ebb2f8f2e24fb2bb94e92966e81c0a3ee5d03267d44a00af88e5fae"


def read_policy_resource() -> bytes | None:
    """The raw bytes of the packaged resource, or None when the package lacks it."""
    try:
        return resources.files(POLICY_PACKAGE).joinpath(POLICY_RESOURCE).read_bytes()
    except (FileNotFoundError, ModuleNotFoundError, IsADirectoryError, NotADirectoryError):
        return None


def load_promotion_policy() -> PolicyStatus:
    """The verified policy, or the typed reason promotion is disabled."""
    return verify_policy_bytes(read_policy_resource(), expected_sha256=EXPECTED_POLICY_SHA256)
