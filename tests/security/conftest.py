"""The gateway tests' fixtures (fake Bot API, secrets with a bot token), shared here."""

from tests.gateway.conftest import gateway_secrets, telegram

__all__ = ["gateway_secrets", "telegram"]
