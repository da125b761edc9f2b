"""The five DualCoach services (one bounded context each) and the ``dualcoach`` CLI."""
