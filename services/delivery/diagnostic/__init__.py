"""Host-owned diagnostic sends recorded on the draft: approval and outcome (ADR 0072)."""
