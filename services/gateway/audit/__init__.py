"""Read-only audit routes: evidence snapshots of send records, inbound update counters."""
