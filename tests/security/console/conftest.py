"""The delivery tests' fixtures (delivery on a fake checkin and a real gateway), which
override the security package's gateway-only ones of the same names here."""

from tests.delivery.conftest import (
    checkin,
    checkin_caller,
    clock,
    delivery_app,
    delivery_secrets,
    gateway,
    operator,
    telegram,
)

__all__ = [
    "checkin",
    "checkin_caller",
    "clock",
    "delivery_app",
    "delivery_secrets",
    "gateway",
    "operator",
    "telegram",
]
