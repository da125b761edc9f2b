"""Wire models that cross a service boundary, each defined once (pure: no I/O)."""
