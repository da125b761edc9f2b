"""`/v1/drafts` end to end: delivery -> real gateway -> fake Telegram Bot API over HTTP."""

from __future__ import annotations

from typing import Any

from sqlalchemy import text

from tests.delivery.checkin_peer import CUSTOMER, OWNER
from tests.delivery.factories import DAILY_TEXT, customer_sends, held_submission, ok, submission
from tests.support.services import problem


def _submit(client, body=None):
    return ok(client.post("/v1/drafts", json=body or submission()), 201)


def test_submission_is_stored_pending_with_its_revision_and_evidence(checkin_caller, telegram):
    draft = _submit(checkin_caller)
    assert draft["status"] == "pending"
    assert draft["text"] == DAILY_TEXT
    assert draft["latest_revision"] == 1
    assert draft["evidence"] == [{"event_id": "evt-checkin-1", "fact": "수면 7.5시간, 체중 70.2kg"}]
    assert [r["actor"] for r in draft["revisions"]] == ["ai"]
    assert customer_sends(telegram) == []


def test_identical_resubmission_is_a_replay_and_a_different_one_a_conflict(checkin_caller):
    first = _submit(checkin_caller)
    replay = checkin_caller.post("/v1/drafts", json=submission())
    assert replay.status_code == 200
    assert replay.json()["draft_id"] == first["draft_id"]
    changed = checkin_caller.post("/v1/drafts", json=submission(canonical_text="다른 본문입니다."))
    assert changed.status_code == 409
    assert problem(changed)["type"].endswith("draft-key-conflict")


def test_no_send_without_approval(checkin_caller, operator, telegram):
    draft = _submit(checkin_caller)
    response = operator.post(f"/v1/drafts/{draft['draft_id']}/send")
    assert response.status_code == 409
    assert problem(response)["type"].endswith("draft-not-approved")
    assert customer_sends(telegram) == []


def test_approve_and_send_delivers_the_exact_text_to_the_pinned_customer(
    checkin_caller, operator, telegram
):
    draft = _submit(checkin_caller)
    sent = ok(
        operator.post(f"/v1/drafts/{draft['draft_id']}/approve", json={"revision": 1, "send": True})
    )
    assert sent["status"] == "dispatched"
    (delivery,) = sent["deliveries"]
    assert delivery["state"] == "delivered"
    (message,) = telegram.bot_messages(CUSTOMER["chat_id"])
    assert message.text == DAILY_TEXT
    assert delivery["message_id"] == message.message_id
    # Sending again is a no-op answered from the ledger.
    again = ok(operator.post(f"/v1/drafts/{draft['draft_id']}/send"))
    assert again["deliveries"][0]["state"] == "delivered"
    assert len(customer_sends(telegram)) == 1


def test_edit_keeps_every_revision_and_the_approved_text_is_the_one_sent(
    checkin_caller, operator, telegram
):
    draft = _submit(checkin_caller)
    draft_id = draft["draft_id"]
    edited = ok(
        operator.post(
            f"/v1/drafts/{draft_id}/revisions",
            json={"base_revision": 1, "text": "리처드가 다듬은 문장입니다."},
        )
    )
    assert edited["latest_revision"] == 2
    assert [(r["revision"], r["actor"]) for r in edited["revisions"]] == [
        (1, "ai"),
        (2, "richard"),
    ]
    assert edited["revisions"][0]["text"] == DAILY_TEXT
    stale = operator.post(f"/v1/drafts/{draft_id}/approve", json={"revision": 1})
    assert stale.status_code == 409
    assert problem(stale)["type"].endswith("stale-revision")
    ok(operator.post(f"/v1/drafts/{draft_id}/approve", json={"revision": 2, "send": True}))
    (message,) = telegram.bot_messages(CUSTOMER["chat_id"])
    assert message.text == "리처드가 다듬은 문장입니다."


def test_editing_an_approved_draft_voids_the_approval(checkin_caller, operator, telegram):
    draft_id = _submit(checkin_caller)["draft_id"]
    ok(operator.post(f"/v1/drafts/{draft_id}/approve", json={"revision": 1}))
    edited = ok(
        operator.post(
            f"/v1/drafts/{draft_id}/revisions", json={"base_revision": 1, "text": "수정본입니다."}
        )
    )
    assert edited["status"] == "pending" and edited["approved_revision"] is None
    refused = operator.post(f"/v1/drafts/{draft_id}/send")
    assert problem(refused)["type"].endswith("draft-not-approved")
    assert customer_sends(telegram) == []


def test_a_discarded_draft_can_never_be_approved_or_sent(checkin_caller, operator, telegram):
    draft_id = _submit(checkin_caller)["draft_id"]
    assert ok(operator.post(f"/v1/drafts/{draft_id}/discard"))["status"] == "discarded"
    for path, body in (("approve", {"revision": 1}), ("send", None)):
        response = operator.post(f"/v1/drafts/{draft_id}/{path}", json=body)
        assert problem(response)["type"].endswith("draft-discarded")
    assert customer_sends(telegram) == []


def test_held_draft_is_refused_for_the_customer_and_richard_gets_the_notice(
    checkin_caller, operator, telegram, database
):
    draft = _submit(checkin_caller, held_submission())
    assert draft["status"] == "held" and draft["held"] is True
    assert draft["hold_reasons"] == [
        {
            "class": "pain",
            "rule_id": "S2",
            "source_flow": "customer_checkin",
            "matched_field": "pain_text",
            "excerpt": "무릎이 계속 아픕니다",
        }
    ]
    for path, body in (("approve", {"revision": 1, "send": True}), ("send", None)):
        response = operator.post(f"/v1/drafts/{draft['draft_id']}/{path}", json=body)
        assert response.status_code == 409
        assert problem(response)["type"].endswith("draft-held")
    assert telegram.bot_messages(CUSTOMER["chat_id"]) == []
    (notice,) = telegram.bot_messages(OWNER["chat_id"])
    assert notice.text == draft["text"]
    assert "운동을 멈추고 정형외과나 재활의학과 진료를 받도록 안내합니다." in notice.text
    # The database itself refuses to approve a held draft.
    with database.engine() as engine, engine.begin() as connection:
        refused = connection.execute(
            text(
                "SELECT count(*) FROM delivery.draft WHERE held AND status IN "
                "('approved', 'dispatched')"
            )
        ).scalar()
    assert refused == 0


def test_a_held_daily_draft_never_keeps_customer_text(checkin_caller):
    body = submission(held=True, hold_reasons=[{"class": "consent_missing"}])
    draft = _submit(checkin_caller, body)
    assert draft["status"] == "held" and draft["audience"] == "owner"
    assert DAILY_TEXT not in draft["text"]
    assert "보류된 초안: 일일 피드백" in draft["text"]


def test_invalid_submissions_are_422_and_store_nothing(checkin_caller, operator):
    bad = [
        submission(held=True),  # held without reasons
        submission(canonical_text=None),
        submission(customer_id="Kim Pilot"),
        submission(canonical_text="줄\x07바꿈"),
        held_submission(hold_reasons=[{**held_submission()["hold_reasons"][0], "rule_id": "S1"}]),
        submission(audience="owner"),
    ]
    for body in bad:
        response = checkin_caller.post("/v1/drafts", json=body)
        assert response.status_code == 422, body
    assert ok(operator.get("/v1/drafts")) == []


def test_only_checkin_and_the_operator_may_submit(delivery_app, delivery_secrets):
    from tests.support.services import signed_client, unsigned_client

    with signed_client(delivery_app, "gateway", delivery_secrets) as gateway:
        assert gateway.post("/v1/drafts", json=submission()).status_code == 403
    with unsigned_client(delivery_app) as anonymous:
        assert anonymous.post("/v1/drafts", json=submission()).status_code == 401


def test_customer_disabled_after_approval_abandons_without_sending(
    checkin_caller, operator, checkin, telegram
):
    draft_id = _submit(checkin_caller)["draft_id"]
    checkin.disable()
    sent = ok(operator.post(f"/v1/drafts/{draft_id}/approve", json={"revision": 1, "send": True}))
    (delivery,) = sent["deliveries"]
    assert (delivery["state"], delivery["reason"]) == ("abandoned", "customer-disabled")
    assert customer_sends(telegram) == []


def test_consent_revoked_before_sending_abandons_without_sending(
    checkin_caller, operator, checkin, telegram
):
    draft_id = _submit(checkin_caller)["draft_id"]
    checkin.revoke_consent()
    sent = ok(operator.post(f"/v1/drafts/{draft_id}/approve", json={"revision": 1, "send": True}))
    (delivery,) = sent["deliveries"]
    # Checkin disables a customer whose consent is revoked; either way nothing is sent.
    assert not checkin.destinations()["consent_granted"]
    assert (delivery["state"], delivery["reason"]) == ("abandoned", "customer-disabled")
    assert customer_sends(telegram) == []


def test_the_gateway_reads_the_queue_and_scheduler_tasks_but_changes_nothing(
    checkin_caller, gateway_caller
):
    draft = _submit(checkin_caller)
    (listed,) = ok(gateway_caller.get("/v1/drafts", params={"status": "pending"}))
    assert listed["draft_id"] == draft["draft_id"]
    assert ok(gateway_caller.get("/v1/scheduler/tasks")) == []
    path = f"/v1/drafts/{draft['draft_id']}"
    refusals = [
        gateway_caller.get(path),
        gateway_caller.post(f"{path}/discard"),
        gateway_caller.post(f"{path}/approve", json={"revision": 1, "send": True}),
    ]
    assert [problem(r)["type"].rsplit(":", 1)[-1] for r in refusals] == ["caller-not-allowed"] * 3
    (still,) = ok(gateway_caller.get("/v1/drafts"))
    assert still["status"] == "pending"


# --- a same-day revision replaces the day's waiting draft (issue 12, part 4) ---------------

ORIGINAL_KEY = "checkin-daily:kim-pilot:2026-12-08"
REVISION_KEY = "checkin-daily:kim-pilot:2026-12-08:after-trainer"
DETAILED_TEXT = DAILY_TEXT + "\n\n확인한 변화\n- 트레이너 기록: 수업 중 통증 있음"


def _revision(**overrides):
    values = {
        "canonical_text": DETAILED_TEXT,
        "replaces_draft_key": ORIGINAL_KEY,
        "evidence": [
            {"event_id": "evt-checkin-1", "fact": "수면 7.5시간, 체중 70.2kg"},
            {"event_id": "evt-trainer-1", "fact": "2026-12-08 트레이너 기록: 통증 있음"},
        ],
    }
    return submission(REVISION_KEY, **{**values, **overrides})


def _created_events(database) -> list[str]:
    with database.engine() as engine, engine.connect() as connection:
        rows = connection.execute(
            text(
                "SELECT dedupe_key FROM delivery.outbox "
                "WHERE dedupe_key LIKE 'draft_created:%' ORDER BY created_at"
            )
        )
        return [row[0] for row in rows]


def test_a_revision_retires_the_pending_original_which_can_no_longer_be_approved(
    checkin_caller, operator, telegram, database
):
    original = _submit(checkin_caller, submission(ORIGINAL_KEY))
    revision = _submit(checkin_caller, _revision())
    assert (revision["status"], revision["text"]) == ("pending", DETAILED_TEXT)
    assert revision["replaces_draft_id"] == original["draft_id"]
    retired = ok(operator.get(f"/v1/drafts/{original['draft_id']}"))
    assert (retired["status"], retired["replaced_by_draft_id"]) == (
        "discarded",
        revision["draft_id"],
    )
    for path, body in (
        ("approve", {"revision": 1, "send": True}),
        ("send", None),
        ("revisions", {"base_revision": 1, "text": "리처드가 고친 글입니다."}),
    ):
        response = operator.post(f"/v1/drafts/{original['draft_id']}/{path}", json=body)
        assert response.status_code == 409, path
        assert problem(response)["type"] == "urn:dualcoach:problem:draft-replaced"
    assert customer_sends(telegram) == []
    assert _created_events(database) == [
        f"draft_created:kim-pilot:{original['draft_id']}",
        f"draft_created:kim-pilot:{revision['draft_id']}",
    ]


def test_an_approved_but_unsent_original_is_retired_too(checkin_caller, operator, telegram):
    original = _submit(checkin_caller, submission(ORIGINAL_KEY))
    ok(operator.post(f"/v1/drafts/{original['draft_id']}/approve", json={"revision": 1}))
    revision = _submit(checkin_caller, _revision())
    retired = ok(operator.get(f"/v1/drafts/{original['draft_id']}"))
    assert (retired["status"], retired["replaced_by_draft_id"]) == (
        "discarded",
        revision["draft_id"],
    )
    response = operator.post(f"/v1/drafts/{original['draft_id']}/send")
    assert problem(response)["type"].endswith("draft-replaced")
    assert customer_sends(telegram) == []


def test_replaying_the_revision_changes_nothing(checkin_caller, operator, telegram, database):
    original = _submit(checkin_caller, submission(ORIGINAL_KEY))
    first = _submit(checkin_caller, _revision())
    replay = checkin_caller.post("/v1/drafts", json=_revision())
    assert replay.status_code == 200
    assert replay.json()["draft_id"] == first["draft_id"]
    assert [d["draft_id"] for d in ok(operator.get("/v1/drafts"))] == [
        first["draft_id"],
        original["draft_id"],
    ]
    assert len(_created_events(database)) == 2
    changed = checkin_caller.post("/v1/drafts", json=_revision(canonical_text="다른 글입니다."))
    assert problem(changed)["type"].endswith("draft-key-conflict")


def test_an_original_already_sent_stays_sent_and_the_revision_waits_for_richard(
    checkin_caller, operator, telegram
):
    original = _submit(checkin_caller, submission(ORIGINAL_KEY))
    sent = ok(
        operator.post(
            f"/v1/drafts/{original['draft_id']}/approve", json={"revision": 1, "send": True}
        )
    )
    assert sent["status"] == "dispatched"
    revision = _submit(checkin_caller, _revision())
    assert (revision["status"], revision["replaces_draft_id"]) == ("pending", original["draft_id"])
    kept = ok(operator.get(f"/v1/drafts/{original['draft_id']}"))
    assert (kept["status"], kept["replaced_by_draft_id"]) == ("dispatched", None)
    assert [call.params["text"] for call in customer_sends(telegram)] == [DAILY_TEXT]


def test_a_held_original_stays_held_and_gets_no_revision(checkin_caller, operator):
    held = _submit(
        checkin_caller,
        submission(ORIGINAL_KEY, held=True, hold_reasons=[{"class": "consent_missing"}]),
    )
    response = checkin_caller.post("/v1/drafts", json=_revision())
    assert response.status_code == 409
    assert problem(response)["type"].endswith("replaced-draft-held")
    assert [d["draft_id"] for d in ok(operator.get("/v1/drafts"))] == [held["draft_id"]]
    assert ok(operator.get(f"/v1/drafts/{held['draft_id']}"))["status"] == "held"


def test_a_revision_of_an_unknown_draft_is_refused_and_stores_nothing(checkin_caller, operator):
    response = checkin_caller.post("/v1/drafts", json=_revision())
    assert response.status_code == 409
    assert problem(response)["type"].endswith("replaced-draft-unknown")
    assert ok(operator.get("/v1/drafts")) == []


def test_the_draft_list_carries_one_line_of_the_days_words_for_today(checkin_caller, operator):
    words = [
        {
            "author": "customer",
            "field": "note",
            "kst_date": "2026-12-08",
            "event_id": "evt-checkin-1",
            "text": "오늘은\n출근 전에 산책했어요",
        }
    ]
    draft = ok(checkin_caller.post("/v1/drafts", json=submission(source_texts=words)), 201)
    (listed,) = ok(operator.get("/v1/drafts", params={"status": "pending"}))
    assert listed["words_excerpt"] == "고객이 쓴 글 · 메모: “오늘은 출근 전에 산책했어요”"
    assert listed["source_texts"] == []  # the list carries the excerpt, one draft the words
    assert ok(operator.get(f"/v1/drafts/{draft['draft_id']}"))["source_texts"] == words
    # the same words again are an identical replay; other words are a different draft
    replay = checkin_caller.post("/v1/drafts", json=submission(source_texts=words))
    assert replay.status_code == 200
    other = [{**words[0], "text": "다른 글"}]
    conflict = checkin_caller.post("/v1/drafts", json=submission(source_texts=other))
    assert conflict.status_code == 409


def test_a_source_text_outside_the_declared_fields_or_too_long_is_refused(checkin_caller):
    word = {"author": "customer", "field": "note", "kst_date": "2026-12-08", "text": "가"}
    for bad in (
        {**word, "field": "calories"},
        {**word, "author": "richard"},
        {**word, "text": "가" * 2001},
        {**word, "text": "  "},
    ):
        response = checkin_caller.post("/v1/drafts", json=submission(source_texts=[bad]))
        assert response.status_code == 422, bad
    too_many = [word] * 13
    assert (
        checkin_caller.post("/v1/drafts", json=submission(source_texts=too_many)).status_code == 422
    )


def _every_page(client, url: str) -> list[list[dict[str, Any]]]:
    pages: list[list[dict[str, Any]]] = []
    following: str | None = url
    while following:
        response = client.get(following)
        pages.append(ok(response))
        following = response.links.get("next", {}).get("url")
    return pages


def test_the_draft_list_pages_through_every_draft_newest_first(checkin_caller, operator):
    """Before, the list stopped silently at 200: Richard's /pending would count 200."""
    keys = [f"daily:kim-pilot:2026-12-{day:02d}" for day in range(8, 13)]
    created = [ok(checkin_caller.post("/v1/drafts", json=submission(key)), 201) for key in keys]
    ids = [draft["draft_id"] for draft in created]
    pages = _every_page(operator, "/v1/drafts?status=pending&limit=2")
    assert [len(page) for page in pages] == [2, 2, 1]
    rows = [row for page in pages for row in page]
    assert rows == ok(operator.get("/v1/drafts", params={"status": "pending"}))
    assert sorted(row["draft_id"] for row in rows) == sorted(ids)
    assert ok(operator.get("/v1/drafts", params={"status": "approved", "limit": 2})) == []
    assert operator.get("/v1/drafts?before=dr-1").status_code == 422
    # the cursor's shape but no instant (past year 9999): refused, never a 500
    assert operator.get("/v1/drafts?before=99999999999999999999~dr-1").status_code == 422
