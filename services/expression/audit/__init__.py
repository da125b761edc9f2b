"""Read-only audit routes: evidence snapshots of the journal, the postprocessor's verdict."""
