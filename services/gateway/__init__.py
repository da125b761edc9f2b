"""Telegram front door: bot tokens, exact-triple routing, conversations, receipts."""
