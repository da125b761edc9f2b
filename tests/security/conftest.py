"""Fixtures shared from the gateway tests (fake Bot API, secrets with a bot token) and the
integration tests (the running gateway + checkin + delivery stack on its clock)."""

from tests.gateway.conftest import gateway_secrets, telegram
from tests.integration.conftest import clock, stack

__all__ = ["clock", "gateway_secrets", "stack", "telegram"]
