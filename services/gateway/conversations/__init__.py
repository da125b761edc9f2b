"""Conversations by role: the customer's check-in, the trainer's record, Richard's buttons."""
