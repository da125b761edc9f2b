"""The loopback server helper that cross-service tests rely on."""

import http.client
import time
from pathlib import Path

import httpx
import yaml
from fastapi import FastAPI

from shared.supervisor import SERVER_KEEP_ALIVE_SECONDS, uvicorn_argv
from tests.support.servers import serve


def test_app_is_reachable_over_real_http_and_stops():
    app = FastAPI()

    @app.get("/hello")
    def hello() -> dict[str, str]:
        return {"hello": "world"}

    with serve(app) as server:
        assert httpx.get(f"{server.base_url}/hello").json() == {"hello": "world"}
    try:
        httpx.get(f"{server.base_url}/hello", timeout=1)
    except httpx.ConnectError:
        pass
    else:
        raise AssertionError("server still answering after stop")


def test_an_idle_connection_outlives_the_clients_keepalive_expiry():
    """The client closes an idle connection first, so a reused one never meets the server's
    close mid-request (CI once lost a Telegram send that way: both sides used 5 s)."""
    app = FastAPI()

    @app.get("/hello")
    def hello() -> dict[str, str]:
        return {"hello": "world"}

    client_expiry = httpx.Limits().keepalive_expiry
    assert client_expiry is not None and 2 * client_expiry < SERVER_KEEP_ALIVE_SECONDS
    with serve(app) as server:
        connection = http.client.HTTPConnection("127.0.0.1", server.port, timeout=10)
        try:
            connection.request("GET", "/hello")
            assert connection.getresponse().read() == b'{"hello":"world"}'
            first = connection.sock
            time.sleep(client_expiry + 1)  # past the point where uvicorn's default closed it
            connection.request("GET", "/hello")  # http.client raises if the server closed it
            assert connection.getresponse().read() == b'{"hello":"world"}'
            assert connection.sock is first
        finally:
            connection.close()


def test_every_service_process_keeps_idle_connections_as_long():
    argv = uvicorn_argv("services.checkin.app:create_app", "127.0.0.1", 8701)
    assert argv[argv.index("--timeout-keep-alive") + 1] == str(SERVER_KEEP_ALIVE_SECONDS)
    compose = yaml.safe_load((Path(__file__).parents[2] / "compose.yaml").read_text())
    servers = [s for s in compose["services"].values() if s.get("command", [None])[0] == "uvicorn"]
    assert len(servers) == 5
    for server in servers:  # uvicorn reads its options from UVICORN_* variables
        assert server["environment"]["UVICORN_TIMEOUT_KEEP_ALIVE"] == str(SERVER_KEEP_ALIVE_SECONDS)
