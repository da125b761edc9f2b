"""The cross-schema links a backup records (``services/backup/links.py``), as pure rules."""

from __future__ import annotations

from typing import Any

from services.backup.links import broken_links, check_links


def _tables(
    events: list[dict[str, Any]], ledger: list[dict[str, Any]], sends: list[dict[str, Any]]
) -> dict[str, dict[str, list[dict[str, Any]]]]:
    return {
        "checkin": {"event": events},
        "delivery": {"delivery_ledger": ledger},
        "gateway": {"outbound_send": sends},
    }


def _sent_event(draft_id: str) -> dict[str, Any]:
    return {"event_type": "draft_sent", "payload": {"draft_id": draft_id}}


def _ledger(draft_id: str, state: str) -> dict[str, Any]:
    return {"draft_id": draft_id, "delivery_id": f"{draft_id}.send", "state": state}


def test_every_link_holds_when_each_fact_has_its_counterpart() -> None:
    links = check_links(
        _tables(
            [_sent_event("dr-1"), {"event_type": "checkin", "payload": {}}],
            [_ledger("dr-1", "sending"), _ledger("dr-1", "delivered"), _ledger("dr-2", "sending")],
            [{"reservation_id": "dr-1.send", "state": "sent"}],
        )
    )
    assert links == {
        "sent_event_has_delivery": {"checked": 1, "missing": 0, "examples": []},
        "delivery_reached_gateway": {"checked": 1, "missing": 0, "examples": []},
    }
    assert broken_links(links) == []


def test_a_sent_event_without_a_delivered_row_breaks_the_first_link() -> None:
    links = check_links(_tables([_sent_event("dr-9")], [_ledger("dr-9", "sending")], []))
    assert links["sent_event_has_delivery"] == {"checked": 1, "missing": 1, "examples": ["dr-9"]}
    assert broken_links(links) == ["sent_event_has_delivery"]


def test_a_delivery_the_gateway_did_not_record_as_sent_breaks_the_second_link() -> None:
    links = check_links(
        _tables(
            [],
            [_ledger("dr-3", "delivered")],
            [{"reservation_id": "dr-3.send", "state": "unknown"}],
        )
    )
    assert links["delivery_reached_gateway"]["examples"] == ["dr-3.send"]
    assert broken_links(links) == ["delivery_reached_gateway"]
