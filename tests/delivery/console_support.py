"""Log in to the console over real HTTP like a browser does (form, cookies, CSRF field)."""

from __future__ import annotations

import re

import httpx

from tests.support.keys import TestSecrets
from tests.support.servers import loopback_client

_HIDDEN = re.compile(r'name="(?P<name>csrf_token|login_csrf)" value="(?P<value>[^"]+)"')


def console_token(secrets: TestSecrets) -> str:
    return (secrets.directory / "console-token").read_text().strip()


def hidden(html: str, name: str) -> str:
    for match in _HIDDEN.finditer(html):
        if match.group("name") == name:
            return match.group("value")
    raise AssertionError(f"no hidden {name} field in the page")


def browser(base_url: str) -> httpx.Client:
    """A cookie-keeping client that does not follow redirects (tests look at them)."""
    return loopback_client(base_url=base_url, timeout=30, follow_redirects=False)


def log_in(client: httpx.Client, token: str) -> httpx.Response:
    gate = client.get("/console")
    assert gate.status_code == 401, gate.text
    return client.post(
        "/console/login", data={"token": token, "login_csrf": hidden(gate.text, "login_csrf")}
    )


def csrf(client: httpx.Client, path: str = "/console") -> str:
    page = client.get(path)
    assert page.status_code == 200, page.text
    return hidden(page.text, "csrf_token")
