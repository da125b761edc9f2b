"""The append-only, hash-chained outcome journal (metadata only, never text)."""
