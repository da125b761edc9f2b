"""Read-only evidence snapshots of the expression journal (``/audit/snapshot/...``)."""
