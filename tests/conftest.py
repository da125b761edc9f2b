"""Fixtures every test shares: a real PostgreSQL, throwaway databases, fresh secrets."""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path

import pytest

from shared.db import embedded
from shared.db.urls import normalise_url
from tests.support.database import TestCluster, TestDatabase
from tests.support.keys import TestSecrets
from tests.support.opt_in import deselect_opt_in

REPO_ROOT = Path(__file__).resolve().parent.parent


@pytest.fixture(scope="session", autouse=True)
def _hermetic_environment(tmp_path_factory: pytest.TempPathFactory) -> Iterator[None]:
    """No user config or DUALCOACH_* variable may leak into a test."""
    saved = {key: value for key, value in os.environ.items() if key.startswith("DUALCOACH_")}
    for key in saved:
        del os.environ[key]
    empty_config = tmp_path_factory.mktemp("config") / "dualcoach.yaml"
    empty_config.write_text("{}\n", encoding="utf-8")
    os.environ["DUALCOACH_CONFIG"] = str(empty_config)
    yield
    os.environ.pop("DUALCOACH_CONFIG", None)
    os.environ.update(saved)


# The server every test process of this run uses. With pytest-xdist the controller starts
# the embedded server once (workers inherit this variable) and stops it after the last
# worker finished; each worker still builds its own template with its own role prefix.
# It is the tests' own cluster (.data/pytest), never the one `make run` keeps the product's
# data in (.data), so it runs without disk flushes: its databases are thrown away anyway.
TEST_DATA_DIR = REPO_ROOT / ".data" / "pytest"
SERVER_URL_VARIABLE = "PYTEST_DUALCOACH_SERVER_URL"
_EMBEDDED_SERVER = pytest.StashKey[embedded.EmbeddedServer]()


def _is_xdist_worker(config: pytest.Config) -> bool:
    return hasattr(config, "workerinput")


def pytest_configure(config: pytest.Config) -> None:
    # A pytest run started by a test (the live-marker checks) reuses the outer run's server.
    if (
        _is_xdist_worker(config)
        or os.environ.get("DATABASE_URL")
        or os.environ.get(SERVER_URL_VARIABLE)
    ):
        return
    server = embedded.ensure_server(TEST_DATA_DIR, durable=False)
    config.stash[_EMBEDDED_SERVER] = server
    os.environ[SERVER_URL_VARIABLE] = server.admin_url().render_as_string(hide_password=False)


def pytest_unconfigure(config: pytest.Config) -> None:
    server = config.stash.get(_EMBEDDED_SERVER, None)
    if server is None:
        return
    os.environ.pop(SERVER_URL_VARIABLE, None)
    if server.started_here:
        embedded.stop_server(TEST_DATA_DIR)


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    deselect_opt_in(config, items)


@pytest.fixture(scope="session")
def cluster() -> Iterator[TestCluster]:
    """``DATABASE_URL``'s server if set, else the project's embedded PostgreSQL."""
    url = os.environ.get("DATABASE_URL") or os.environ[SERVER_URL_VARIABLE]
    test_cluster = TestCluster(normalise_url(url))
    test_cluster.build_template()
    try:
        yield test_cluster
    finally:
        test_cluster.destroy()


@pytest.fixture
def database(cluster: TestCluster) -> Iterator[TestDatabase]:
    """A fresh database, migrated to head for every service."""
    clone = cluster.clone()
    try:
        yield clone
    finally:
        cluster.retire(clone)


@pytest.fixture(scope="session")
def secrets(tmp_path_factory: pytest.TempPathFactory) -> TestSecrets:
    return TestSecrets(tmp_path_factory.mktemp("secrets"))
