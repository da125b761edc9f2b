"""The question catalogue: what the turn flows ask, published for clients outside checkin."""
