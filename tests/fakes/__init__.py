"""Fakes of the outside world (Telegram Bot API, OpenAI) as real loopback HTTP servers."""
