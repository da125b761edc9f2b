"""What every operator command needs: the settings, as a clear CLI error when they are
invalid, and signed clients to the services as the ``operator`` caller."""

from __future__ import annotations

import click

from shared.clock import SystemClock
from shared.http.peers import PeerClients
from shared.secrets import load_service_key
from shared.settings import ConfigError, PlatformSettings, load_settings


def cli_settings() -> PlatformSettings:
    try:
        return load_settings(PlatformSettings)
    except ConfigError as error:
        raise click.ClickException(str(error)) from None


def operator_peers(settings: PlatformSettings) -> PeerClients:
    """Signed clients to every service, signing with the operator's key."""
    return PeerClients(
        caller="operator",
        key=load_service_key(settings.secrets_dir, "operator"),
        directory=settings.services,
        clock=SystemClock(),
    )
