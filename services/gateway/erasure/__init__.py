"""Withdrawal erasure of the gateway's customer rows (consent acknowledgements), after checkin's."""
