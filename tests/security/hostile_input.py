"""Hostile Telegram input shared by the webhook and polling probes."""

from __future__ import annotations

from typing import Any, Final

# A stranger's Telegram id, long enough that no hash, timestamp or sequence in a stored row
# contains it by chance (a four-digit id once matched digits inside a stored row).
STRANGER: Final = 7_310_946_252

# What a person can type: long, invisible, reordering, control and unpaired characters.
HOSTILE_TEXTS: Final = {
    "10k characters": "가" * 10_000,
    "10k ascii": "a" * 10_000,
    "control characters": "".join(chr(c) for c in range(1, 32)) + "\x7f",
    "zero-width": "\u200b\u200c\u200d\u2060\ufeff7\u200b",
    "right-to-left override": "\u202e7.5\u202c \u2067שלום\u2069",
    "combining marks": "a" + "\u0301" * 500,
    "unpaired surrogate": "\ud800 7",
    "html and script": "<script>alert(1)</script><b>7</b>",
    "markdown and entities": "*_`[x](tg://user?id=1)`_* &amp; &lt;",
    "sql": "'; DROP TABLE gateway.telegram_update; --",
    "slash command flood": "/start " * 500,
    "emoji": "😀" * 2000,
    "only spaces": " \t\n ",
}

# Update kinds the gateway has no use for, and one Telegram might add tomorrow.
UNKNOWN_KINDS: Final[dict[str, dict[str, Any]]] = {
    "edited_message": {
        "edited_message": {
            "message_id": 1,
            "date": 1,
            "edit_date": 2,
            "chat": {"id": STRANGER, "type": "private"},
            "from": {"id": STRANGER, "is_bot": False, "first_name": "x"},
            "text": "고쳤어요",
        }
    },
    "channel_post": {
        "channel_post": {
            "message_id": 1,
            "date": 1,
            "chat": {"id": -1004242, "type": "channel", "title": "t"},
            "text": "공지",
        }
    },
    "inline_query": {
        "inline_query": {
            "id": "1",
            "from": {"id": STRANGER, "is_bot": False, "first_name": "x"},
            "query": "q",
            "offset": "",
        }
    },
    "poll_answer": {
        "poll_answer": {
            "poll_id": "1",
            "user": {"id": STRANGER, "is_bot": False, "first_name": "x"},
            "option_ids": [0],
        }
    },
    "my_chat_member": {
        "my_chat_member": {
            "chat": {"id": STRANGER, "type": "private"},
            "from": {"id": STRANGER, "is_bot": False, "first_name": "x"},
            "date": 1,
            "old_chat_member": {
                "status": "member",
                "user": {"id": 1, "is_bot": True, "first_name": "b"},
            },
            "new_chat_member": {
                "status": "kicked",
                "user": {"id": 1, "is_bot": True, "first_name": "b"},
                "until_date": 0,
            },
        }
    },
    "a kind from the future": {"hologram": {"id": 1, "from": {"id": STRANGER}}},
    "message without text": {
        "message": {
            "message_id": 1,
            "date": 1,
            "chat": {"id": STRANGER, "type": "private"},
            "from": {"id": STRANGER, "is_bot": False, "first_name": "x"},
            "sticker": {
                "file_id": "f",
                "file_unique_id": "u",
                "type": "regular",
                "width": 1,
                "height": 1,
                "is_animated": False,
                "is_video": False,
            },
        }
    },
    "message of the wrong shape": {"message": {"date": "yesterday", "chat": []}},
}

# Bodies that are not an update at all (sent raw, not as JSON of a dict).
MALFORMED_BODIES: Final = {
    "truncated": b'{"update_id": 1, "message": {',
    "not json": b"update_id=1",
    "a list": b"[1, 2, 3]",
    "null": b"null",
    "a string": b'"update"',
    "invalid utf-8": b'{"update_id": 1, "message": "\xff\xfe"}',
    "deep nesting": b"[" * 100_000 + b"]" * 100_000,
    "empty": b"",
    "huge number": b'{"update_id": 1' + b"0" * 5000 + b"}",
    "nan": b'{"update_id": NaN}',
    "duplicate keys": b'{"update_id": 1, "update_id": "x"}',
}
