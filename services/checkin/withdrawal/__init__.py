"""The customer's own withdrawal (``/withdraw`` in Telegram): disable now, tell Richard once."""
