"""Everything a running service holds: settings, clock, databases, verifier, peer clients.

Built once when the app is created (so bad config or secrets refuse to start), closed in
the app's lifespan. Request handlers reach it through the dependencies in ``shared.deps``.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field

import httpx
from sqlalchemy import MetaData
from sqlalchemy.engine import URL

from shared.auth.nonces import PostgresNonceStore
from shared.auth.verify import RequestVerifier
from shared.clock import Clock, FileClock, SystemClock
from shared.db.platform import audit_url, resolve_admin_url, role_passwords, service_url
from shared.db.session import Database, create_service_engine
from shared.http.peers import PeerClients
from shared.metrics import ServiceMetrics
from shared.secrets import load_service_key, load_service_keys
from shared.settings import ConfigError, PlatformSettings
from shared.topology import INBOUND, ServiceName


@dataclass
class ServiceRuntime:
    name: ServiceName
    settings: PlatformSettings
    clock: Clock
    database: Database
    audit_database: Database
    verifier: RequestVerifier
    peers: PeerClients
    schema: str
    closers: list[Callable[[], None]] = field(default_factory=list)
    # Extra readiness checks (a background loop that died, ...): each answers a short
    # reason when the service is not ready, else None. ``/readyz`` asks them all.
    readiness: list[Callable[[], str | None]] = field(default_factory=list)
    # This app's own Prometheus registry (``GET /metrics``); services add their counters and
    # scrape-time gauges to it.
    metrics: ServiceMetrics = field(default_factory=ServiceMetrics)

    def close(self) -> None:
        for closer in reversed(self.closers):
            closer()
        self.peers.close()
        self.database.dispose()
        self.audit_database.dispose()


def clock_from_settings(settings: PlatformSettings) -> Clock:
    if settings.clock.source == "file":
        if settings.clock.path is None:
            raise ConfigError("clock.path: required when clock.source is 'file'")
        return FileClock(settings.clock.path)
    return SystemClock()


def database_urls(settings: PlatformSettings, service: ServiceName) -> tuple[URL, URL]:
    """Owner-role and audit-role URLs of ``service``."""
    admin_url, _ = resolve_admin_url(settings)
    owner_password, audit_password = role_passwords(settings.secrets_dir, service)
    prefix = settings.database.role_prefix
    return (
        service_url(admin_url, prefix, service, owner_password),
        audit_url(admin_url, prefix, service, audit_password),
    )


def build_runtime(
    service: ServiceName,
    settings: PlatformSettings,
    *,
    metadata: MetaData,
    clock: Clock | None = None,
    transports: Mapping[ServiceName, httpx.BaseTransport] | None = None,
) -> ServiceRuntime:
    """Assemble a service's runtime; raises ``ConfigError`` on missing keys or bad config."""
    clock = clock or clock_from_settings(settings)
    owner_url, read_only_url = database_urls(settings, service)
    name = f"dualcoach-{service}"
    pool = settings.database
    database = Database(
        create_service_engine(
            owner_url,
            application_name=name,
            pool_size=pool.pool_size,
            max_overflow=pool.max_overflow,
        )
    )
    audit_database = Database(
        create_service_engine(
            read_only_url, application_name=f"{name}-audit", pool_size=2, max_overflow=4
        )
    )
    nonce_table = metadata.tables[f"{service}.service_request_nonce"]
    verifier = RequestVerifier(
        load_service_keys(settings.secrets_dir, sorted(INBOUND[service])),
        clock,
        PostgresNonceStore(database.engine, nonce_table),
        audience=service,
    )
    peers = PeerClients(
        caller=service,
        key=load_service_key(settings.secrets_dir, service),
        directory=settings.services,
        clock=clock,
        transports=transports,
    )
    return ServiceRuntime(
        service, settings, clock, database, audit_database, verifier, peers, schema=service
    )
