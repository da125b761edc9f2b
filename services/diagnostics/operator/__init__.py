"""The owner's diagnostic operator topic: exact-triple routing and commands (no prose UI)."""
