"""What drives the product from outside, as its people and Telegram would (ADR 0079).

* ``telegram_simulator`` - a local stand-in for Telegram's Bot API with a page to play the
  people (`make run` without a bot token, and the tests);
* ``pilot`` - the scripted four-week pilot (`dualcoach simulate pilot`, ADR 0033).

Nothing here imports a service (``.importlinter``): they reach the product only through
its public HTTP routes, the Bot API and the files an operator reads.
"""
