"""Read-only evidence snapshots of the gateway's send records (``/audit/snapshot/...``)."""
