"""Inbound Telegram updates: webhook and long polling, dedupe, and the dispatcher seam."""
