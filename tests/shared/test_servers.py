"""The loopback server helper that cross-service tests rely on."""

import httpx
from fastapi import FastAPI

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
