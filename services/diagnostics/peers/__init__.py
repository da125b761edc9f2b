"""Every client diagnostics has of another service (signed, one per peer)."""
