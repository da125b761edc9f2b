"""Owner-authenticated isolated diagnostic sessions and read-only evidence snapshots."""
