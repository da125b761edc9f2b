"""The Telegram webhook route (the polling intake is in ``updates/``)."""
