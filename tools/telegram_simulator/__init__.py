"""A local stand-in for Telegram: a fake Bot API server plus a web page to play the people.

Used by `make run` when no bot token is configured, and by the tests (``tests/fakes``).
It speaks the real Bot API JSON at ``/bot<token>/<method>``, remembers every call it
received, can be told to delay or fail calls, and lets a person (or a test) write to the
bot as any ``(user_id, chat_id, topic_id)`` and press the buttons the bot sent.
"""
