"""Outbound messages: `/internal/send` (receipts, idempotent per reservation) and edits."""
