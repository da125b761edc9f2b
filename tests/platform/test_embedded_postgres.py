"""The embedded PostgreSQL a fresh machine uses when DATABASE_URL is unset."""

import shutil
import tempfile
from pathlib import Path

import pytest
from sqlalchemy import create_engine, text

from shared.db import embedded
from tests.conftest import REPO_ROOT

pytestmark = pytest.mark.slow


@pytest.fixture
def data_dir():
    # Inside the project, like the real .data/: pytest's own temp root is private to its
    # user and other pytest runs may reset its mode while this server needs to traverse it.
    parent = REPO_ROOT / ".data"
    parent.mkdir(exist_ok=True)
    directory = Path(tempfile.mkdtemp(prefix="test-embedded-", dir=parent))
    yield directory
    shutil.rmtree(directory, ignore_errors=True)


def test_embedded_server_starts_is_reused_and_stops(data_dir):
    server = embedded.ensure_server(data_dir)
    try:
        assert server.started_here
        engine = create_engine(server.admin_url())
        try:
            with engine.connect() as connection:
                assert (
                    connection.execute(text("SELECT current_setting('listen_addresses')")).scalar()
                    == "127.0.0.1"
                )
                assert (
                    connection.execute(text("SELECT current_setting('server_encoding')")).scalar()
                    == "UTF8"
                )
                # make run's cluster keeps the product's data: every commit is flushed.
                assert connection.execute(text("SELECT current_setting('fsync')")).scalar() == "on"
        finally:
            engine.dispose()
        again = embedded.ensure_server(data_dir)
        assert again.port == server.port and not again.started_here
        assert (data_dir / "postgres" / "PG_VERSION").exists()
    finally:
        embedded.stop_server(data_dir)
    assert embedded._running_port(data_dir / "postgres") is None
    # Reused across runs: a second start finds the initialised cluster and starts it again.
    restarted = embedded.ensure_server(data_dir)
    try:
        assert restarted.started_here
    finally:
        embedded.stop_server(data_dir)


def test_a_cluster_started_again_can_come_back_on_its_old_port(data_dir):
    # Services still running hold URLs with the old port: a restart must keep it for them.
    first = embedded.ensure_server(data_dir)
    embedded.stop_server(data_dir)
    again = embedded.ensure_server(data_dir, port=first.port)
    try:
        assert (again.port, again.started_here) == (first.port, True)
        engine = create_engine(again.admin_url())
        try:
            with engine.connect() as connection:
                assert connection.execute(text("SELECT 1")).scalar() == 1
        finally:
            engine.dispose()
    finally:
        embedded.stop_server(data_dir)


def test_a_throwaway_cluster_skips_the_disk_flushes_and_a_durable_one_does_not(data_dir):
    # The test run's own cluster (tests/conftest.py) starts with durable=False.
    server = embedded.ensure_server(data_dir, durable=False)
    try:
        engine = create_engine(server.admin_url())
        try:
            with engine.connect() as connection:
                settings = {
                    name: connection.execute(text(f"SELECT current_setting('{name}')")).scalar()
                    for name in ("fsync", "synchronous_commit", "full_page_writes")
                }
        finally:
            engine.dispose()
    finally:
        embedded.stop_server(data_dir)
    assert settings == {"fsync": "off", "synchronous_commit": "off", "full_page_writes": "off"}
