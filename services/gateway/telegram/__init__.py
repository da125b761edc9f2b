"""Telegram Bot API I/O: which API and token, the python-telegram-bot client, rate limits."""
