"""``dualcoach backup`` / ``dualcoach restore``: every service's schema, from one snapshot."""
