"""The gateway's clients of other services: the only modules here that call a peer (ADR 0081)."""
