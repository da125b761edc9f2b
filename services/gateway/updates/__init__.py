"""Inbound Telegram updates: record each once (dedupe), long polling, and the dispatcher seam."""
