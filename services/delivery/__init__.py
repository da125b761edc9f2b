"""Outbound lifecycle: drafts, approvals, the at-most-once ledger, cards, console."""
