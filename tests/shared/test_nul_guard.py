"""No request may carry U+0000 into a text field: PostgreSQL cannot store it, and it was a
500 from inside a transaction. The pure rule (the apps: ``tests/checkin/test_nul_input.py``)."""

from __future__ import annotations

import pytest

from shared.http.nul_guard import carries_nul


@pytest.mark.parametrize(
    ("path", "query", "body", "content_type"),
    [
        (b"/v1/x", b"", b'{"focus": "a\\u0000b"}', b"application/json"),
        (b"/v1/x", b"", b'{"focus": "a\\\\\\u0000b"}', b"application/json"),  # \\ then \u0000
        (b"/v1/x", b"", b"a\x00b", b"application/octet-stream"),
        (b"/v1/x", b"state=%00", b"", b""),
        (b"/v1/x%00", b"", b"", b""),
        (b"/login", b"", b"token=ab%00cd", b"application/x-www-form-urlencoded"),
    ],
)
def test_every_way_of_writing_nul_is_seen(path, query, body, content_type):
    assert carries_nul(path=path, query=query, body=body, content_type=content_type)


@pytest.mark.parametrize(
    ("body", "content_type"),
    [
        (b'{"focus": "a\\\\u0000b"}', b"application/json"),  # an escaped backslash, then text
        (b'{"note": "100%00 done"}', b"application/json"),  # percent text inside JSON
        (b'{"focus": "u0000"}', b"application/json"),
    ],
)
def test_text_that_only_looks_like_nul_passes(body, content_type):
    assert not carries_nul(path=b"/v1/x", query=b"", body=body, content_type=content_type)
