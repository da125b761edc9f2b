"""Withdrawal erasure of a customer's delivery rows, after checkin's (AC13)."""
