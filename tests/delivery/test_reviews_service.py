"""Richard reviews customer drafts in Telegram: the review message and his 승인/수정/폐기.

Real delivery, gateway (on the fake Bot API) and checkin; presses are posted to
``POST /v1/operator/actions`` signed as the gateway, which forwards them verbatim.
"""

from __future__ import annotations

import threading
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

from sqlalchemy import Engine, text

from services.delivery.reviews.workflow import resend_reviews
from tests.delivery.checkin_peer import CUSTOMER, OWNER, TRAINER
from tests.delivery.factories import DAILY_TEXT, held_submission, ok, submission
from tests.support.ports import free_ports
from tests.support.statements import recorded_transactions

EDITED = "수정한 오늘 피드백입니다."


def _submit(checkin_caller, body: dict[str, Any] | None = None) -> dict[str, Any]:
    draft: dict[str, Any] = ok(checkin_caller.post("/v1/drafts", json=body or submission()), 201)
    return draft


def _press(gateway_caller, callback: str, *, who=OWNER, message_id: int | None = None):
    body = {**who, "callback_data": callback, "message_id": message_id}
    answer: dict[str, Any] = ok(gateway_caller.post("/v1/operator/actions", json=body))
    return answer


def _reviews(telegram) -> list[Any]:
    return [m for m in telegram.bot_messages(OWNER["chat_id"]) if m.buttons()]


def _callbacks(message) -> list[str]:
    return [button["callback_data"] for button in message.buttons()[0]]


def test_a_pending_draft_sends_richard_its_exact_body_with_three_buttons(checkin_caller, telegram):
    draft = _submit(checkin_caller)
    (review,) = telegram.bot_messages(OWNER["chat_id"])
    assert review.text.splitlines()[:4] == [
        "[검토 요청] 고객에게 보낼 초안입니다",
        "고객: kim-pilot · 일일 피드백 · 검토본 1",
        "승인하면 아래 구분선 사이의 글이 그대로 고객에게 전달됩니다.",
        "━━━━━━━━━━",
    ]
    assert review.text.split("━━━━━━━━━━\n", 1)[1].removesuffix("\n━━━━━━━━━━") == DAILY_TEXT
    assert [b["text"] for b in review.buttons()[0]] == ["승인", "수정", "폐기"]
    assert _callbacks(review) == [
        f"draft:{draft['draft_id']}:1:approve",
        f"draft:{draft['draft_id']}:1:edit",
        f"draft:{draft['draft_id']}:1:discard",
    ]
    assert telegram.bot_messages(CUSTOMER["chat_id"]) == []
    assert telegram.bot_messages(TRAINER["chat_id"], TRAINER["topic_id"]) == []


def test_approve_sends_exactly_the_reviewed_bytes_to_the_customer_once(
    checkin_caller, gateway_caller, operator, telegram
):
    draft = _submit(checkin_caller)
    (review,) = _reviews(telegram)
    approve = _callbacks(review)[0]
    answer = _press(gateway_caller, approve, message_id=review.message_id)
    assert answer == {
        "handled": True,
        "outcome": "sent",
        "answer_text": "승인했습니다. 고객에게 보냈습니다.",
    }
    assert [m.text for m in telegram.bot_messages(CUSTOMER["chat_id"])] == [DAILY_TEXT]
    again = _press(gateway_caller, approve, message_id=review.message_id)
    assert (again["outcome"], again["answer_text"]) == (
        "already-sent",
        "이미 승인되어 보낸 초안입니다.",
    )
    assert len(telegram.bot_messages(CUSTOMER["chat_id"])) == 1
    view = ok(operator.get(f"/v1/drafts/{draft['draft_id']}"))
    assert (view["status"], view["approved_revision"]) == ("dispatched", 1)


def _asked(checkin, since: int) -> dict[str, int]:
    """How often delivery asked checkin each question since request number ``since``."""
    asked = {"destinations": 0, "safety-state": 0}
    for method, path in checkin.log.requests[since:]:
        for question in asked:
            asked[question] += method == "GET" and path.endswith(f"/{question}")
    return asked


def test_an_approve_press_asks_checkin_each_question_once_before_and_once_after_reserving(
    checkin, checkin_caller, gateway_caller, operator, telegram
):
    """Before the reservation: the owner (whose answer also carries the binding) and the
    safety state, once each; after it, the pin and the last re-check before ``sending``.
    A press asked checkin for the destinations five times and the safety state three times,
    one after another, about half of Richard's wait for his answer (issue 18)."""
    _submit(checkin_caller)
    (review,) = _reviews(telegram)
    since = len(checkin.log.requests)
    answer = _press(gateway_caller, _callbacks(review)[0], message_id=review.message_id)
    assert answer["outcome"] == "sent"
    assert _asked(checkin, since) == {"destinations": 3, "safety-state": 2}
    # The console's and the API's approve-and-send: no owner check, the binding asked once.
    draft = _submit(checkin_caller, submission("daily:kim-pilot:2026-12-09"))
    since = len(checkin.log.requests)
    sent = ok(
        operator.post(f"/v1/drafts/{draft['draft_id']}/approve", json={"revision": 1, "send": True})
    )
    assert sent["status"] == "dispatched"
    assert _asked(checkin, since) == {"destinations": 3, "safety-state": 2}


@contextmanager
def _transactions(engine: Engine) -> Iterator[list[list[str]]]:
    """Delivery's transactions while the block runs, each the list of its statements.

    The signed request's nonce is left out: it is spent by one autocommit statement of its
    own (ADR 0089), the same for every request, not the press's work."""
    transactions: list[list[str]] = []
    try:
        with recorded_transactions(engine, transactions):
            yield transactions
    finally:
        nonce = [t for t in transactions if any("service_request_nonce" in s for s in t)]
        assert [len(t) for t in nonce] == [1]
        transactions.remove(nonce[0])


def _ledger_states(transaction: list[str]) -> int:
    return sum(s.startswith("INSERT INTO delivery.delivery_ledger") for s in transaction)


def test_an_approve_press_reads_no_row_again_and_keeps_each_commit_point_of_the_ledger(
    checkin_caller, gateway_caller, operator, telegram, context
):
    """A press is five transactions: the press's read of the draft, the approval with its
    reservation (one row lock), then prepared, sending and the outcome, each committed on
    its own - the points recovery and the never-twice design rely on. It was ten: the draft
    read again by approve, the reservation in a second transaction, the prepared row and the
    draft re-read before the claim of ``sending``, and a view for the answer (issue 18)."""
    _submit(checkin_caller)
    (review,) = _reviews(telegram)
    engine = context.runtime.database.engine
    with _transactions(engine) as press:
        answer = _press(gateway_caller, _callbacks(review)[0], message_id=review.message_id)
    assert answer["outcome"] == "sent"
    assert [_ledger_states(t) for t in press] == [0, 1, 1, 1, 1]
    assert "UPDATE delivery.draft SET status" in press[1][2]  # approved, then reserved
    # 14 and 8 until each outbox row's enqueue became one INSERT (it looked its key up and
    # asked for its queue position first, ADR 0094).
    assert [len(t) for t in press] == [2, 12, 6, 10, 6]
    # The console's and the API's approve-and-send: the draft read before checkin is asked,
    # the same four commit points, and the view they answer with (nine before).
    draft = _submit(checkin_caller, submission("daily:kim-pilot:2026-12-09"))
    with _transactions(engine) as approve:
        sent = ok(
            operator.post(
                f"/v1/drafts/{draft['draft_id']}/approve", json={"revision": 1, "send": True}
            )
        )
    assert sent["status"] == "dispatched"
    assert [_ledger_states(t) for t in approve] == [0, 1, 1, 1, 1, 0]


def test_concurrent_presses_of_approve_send_once(checkin_caller, gateway_caller, telegram):
    _submit(checkin_caller)
    approve = _callbacks(_reviews(telegram)[0])[0]
    barrier = threading.Barrier(6)
    answers: list[str] = []

    def press() -> None:
        barrier.wait()
        answers.append(_press(gateway_caller, approve)["outcome"])

    threads = [threading.Thread(target=press) for _ in range(6)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert len(telegram.bot_messages(CUSTOMER["chat_id"])) == 1
    assert "sent" in answers and set(answers) <= {"sent", "already-sent", "approved-waiting"}


def test_an_edit_sends_a_new_review_and_the_older_buttons_are_refused(
    checkin_caller, gateway_caller, operator, telegram
):
    draft = _submit(checkin_caller)
    (first,) = _reviews(telegram)
    edit = {"base_revision": 1, "text": EDITED}
    ok(operator.post(f"/v1/drafts/{draft['draft_id']}/revisions", json=edit))
    first_again, second = _reviews(telegram)
    assert first_again.message_id == first.message_id
    assert "검토본 2" in second.text and EDITED in second.text
    stale = _press(gateway_caller, _callbacks(first)[0], message_id=first.message_id)
    assert stale == {
        "handled": False,
        "outcome": "stale-revision",
        "answer_text": (
            "더 새로운 수정본이 있어 처리하지 않았습니다. 최신 검토 메시지를 확인해 주십시오."
        ),
    }
    assert _press(gateway_caller, _callbacks(first)[2])["outcome"] == "stale-revision"
    assert telegram.bot_messages(CUSTOMER["chat_id"]) == []
    assert ok(operator.get(f"/v1/drafts/{draft['draft_id']}"))["status"] == "pending"
    assert _press(gateway_caller, _callbacks(second)[0])["outcome"] == "sent"
    assert [m.text for m in telegram.bot_messages(CUSTOMER["chat_id"])] == [EDITED]


def test_edit_answers_with_the_console_path_and_changes_nothing(
    checkin_caller, gateway_caller, operator, telegram
):
    draft = _submit(checkin_caller)
    answer = _press(gateway_caller, _callbacks(_reviews(telegram)[0])[1])
    assert answer == {
        "handled": True,
        "outcome": "edit",
        "answer_text": f"수정은 콘솔에서 해 주십시오: /console/drafts/{draft['draft_id']}",
    }
    view = ok(operator.get(f"/v1/drafts/{draft['draft_id']}"))
    assert (view["status"], view["latest_revision"]) == ("pending", 1)


def test_discard_discards_and_a_later_approve_sends_nothing(
    checkin_caller, gateway_caller, operator, telegram
):
    draft = _submit(checkin_caller)
    approve, _, discard = _callbacks(_reviews(telegram)[0])
    assert _press(gateway_caller, discard)["answer_text"] == (
        "초안을 폐기했습니다. 고객에게 보내지 않습니다."
    )
    assert ok(operator.get(f"/v1/drafts/{draft['draft_id']}"))["status"] == "discarded"
    refused = _press(gateway_caller, approve)
    assert (refused["handled"], refused["outcome"]) == (False, "draft-discarded")
    assert _press(gateway_caller, discard)["outcome"] == "already-discarded"
    assert telegram.bot_messages(CUSTOMER["chat_id"]) == []


def test_only_the_owners_exact_triple_changes_anything(
    checkin_caller, gateway_caller, operator, telegram
):
    draft = _submit(checkin_caller)
    approve, _, discard = _callbacks(_reviews(telegram)[0])
    strangers = [
        CUSTOMER,
        TRAINER,
        {**OWNER, "topic_id": 5},
        {**OWNER, "user_id": 700002},
    ]
    for who in strangers:
        for callback in (approve, discard):
            answer = _press(gateway_caller, callback, who=who)
            assert answer == {
                "handled": False,
                "outcome": "operator-mismatch",
                "answer_text": "이 초안은 운영자만 처리할 수 있습니다.",
            }
    view = ok(operator.get(f"/v1/drafts/{draft['draft_id']}"))
    assert (view["status"], view["approved_revision"]) == ("pending", None)
    assert telegram.bot_messages(CUSTOMER["chat_id"]) == []


def test_a_press_from_another_message_or_naming_an_unknown_draft_is_refused(
    checkin_caller, gateway_caller, telegram
):
    _submit(checkin_caller)
    (review,) = _reviews(telegram)
    approve = _callbacks(review)[0]
    wrong_message = _press(gateway_caller, approve, message_id=(review.message_id or 0) + 100)
    assert wrong_message["outcome"] == "origin-mismatch"
    unknown = _press(gateway_caller, "draft:dr-000000000000000000000000:1:approve")
    assert (unknown["outcome"], unknown["answer_text"]) == (
        "draft-not-reviewable",
        "처리할 수 없는 버튼입니다.",
    )
    assert _press(gateway_caller, "draft:nonsense")["outcome"] == "callback-invalid"
    assert telegram.bot_messages(CUSTOMER["chat_id"]) == []


def test_held_notices_go_to_richard_without_any_button(checkin_caller, gateway_caller, telegram):
    draft = _submit(checkin_caller, held_submission())
    (notice,) = telegram.bot_messages(OWNER["chat_id"])
    assert notice.text.startswith("[보류 알림]") and notice.buttons() == []
    forged = _press(gateway_caller, f"draft:{draft['draft_id']}:1:approve")
    assert forged["outcome"] == "draft-not-reviewable"
    assert telegram.bot_messages(CUSTOMER["chat_id"]) == []


def _submitted_while_the_gateway_is_down(database, delivery_secrets, checkin) -> dict[str, Any]:
    """A draft submitted to a delivery whose gateway port is closed: its review is refused."""
    from services.delivery.app import create_app
    from tests.delivery.conftest import delivery_settings
    from tests.support.services import signed_client

    (closed,) = free_ports(1)
    down = create_app(
        delivery_settings(
            database, delivery_secrets, gateway_port=closed, checkin_port=checkin.port
        )
    )
    with signed_client(down, "checkin", delivery_secrets) as client:
        return _submit(client)


def test_a_review_the_gateway_could_not_take_is_sent_later_once(
    database, delivery_secrets, checkin, telegram, gateway, clock
):
    from services.delivery.app import create_app
    from tests.delivery.conftest import delivery_settings

    draft = _submitted_while_the_gateway_is_down(database, delivery_secrets, checkin)
    with database.engine() as engine, engine.connect() as connection:
        state = connection.execute(text("SELECT state FROM delivery.draft_review")).scalar()
    assert state == "refused" and telegram.bot_messages(OWNER["chat_id"]) == []
    up = create_app(
        delivery_settings(
            database, delivery_secrets, gateway_port=gateway.port, checkin_port=checkin.port
        )
    ).state.delivery
    assert resend_reviews(up, grace_seconds=0) == [f"{draft['draft_id']}.r1"]
    assert resend_reviews(up, grace_seconds=0) == []
    (review,) = _reviews(telegram)
    assert f"draft:{draft['draft_id']}:1:approve" in _callbacks(review)


def test_a_review_owed_for_a_revision_no_longer_pending_is_skipped(
    checkin_caller, operator, telegram, context, database
):
    draft = _submit(checkin_caller)
    ok(operator.post(f"/v1/drafts/{draft['draft_id']}/discard"))
    with database.engine() as engine, engine.begin() as connection:
        connection.execute(text("UPDATE delivery.draft_review SET state = 'pending'"))
    assert resend_reviews(context, grace_seconds=0) == []
    with database.engine() as engine, engine.connect() as connection:
        state = connection.execute(text("SELECT state FROM delivery.draft_review")).scalar()
    assert state == "skipped" and len(_reviews(telegram)) == 1


# --- a same-day revision replaces the day's waiting draft (issue 12, part 4) ---------------

ORIGINAL_KEY = "checkin-daily:kim-pilot:2026-12-08"
DETAILED = DAILY_TEXT + "\n\n확인한 변화\n- 트레이너 기록: 수업 중 통증 있음"
REPLACED_ANSWER = (
    "트레이너 기록이 들어와 같은 날 상세 초안으로 바뀐 초안입니다. 처리하지 않았습니다. "
    "새 검토 메시지를 확인해 주십시오."
)


def _revision() -> dict[str, Any]:
    return submission(
        f"{ORIGINAL_KEY}:after-trainer", canonical_text=DETAILED, replaces_draft_key=ORIGINAL_KEY
    )


def test_richard_sees_that_the_day_draft_changed_and_the_old_buttons_answer_so(
    checkin_caller, gateway_caller, operator, telegram
):
    original = _submit(checkin_caller, submission(ORIGINAL_KEY))
    (old_review,) = _reviews(telegram)
    revision = _submit(checkin_caller, _revision())
    old_review_again, new_review = _reviews(telegram)
    assert old_review_again.message_id == old_review.message_id
    assert new_review.text.splitlines()[:4] == [
        "[검토 요청] 고객에게 보낼 초안입니다",
        "고객: kim-pilot · 일일 피드백 · 검토본 1",
        "트레이너 기록이 들어와 같은 날 초안을 상세 초안으로 바꿨습니다. "
        "이전 초안은 보내지 않습니다.",
        "승인하면 아래 구분선 사이의 글이 그대로 고객에게 전달됩니다.",
    ]
    assert new_review.text.split("━━━━━━━━━━\n", 1)[1].removesuffix("\n━━━━━━━━━━") == DETAILED
    assert _callbacks(new_review)[0] == f"draft:{revision['draft_id']}:1:approve"
    for callback in _callbacks(old_review):
        answer = _press(gateway_caller, callback, message_id=old_review.message_id)
        assert answer == {
            "handled": False,
            "outcome": "draft-replaced",
            "answer_text": REPLACED_ANSWER,
        }
    assert ok(operator.get(f"/v1/drafts/{original['draft_id']}"))["status"] == "discarded"
    assert telegram.bot_messages(CUSTOMER["chat_id"]) == []
    approve = _callbacks(new_review)[0]
    sent = _press(gateway_caller, approve, message_id=new_review.message_id)
    assert sent["outcome"] == "sent"
    assert [m.text for m in telegram.bot_messages(CUSTOMER["chat_id"])] == [DETAILED]


def test_a_revision_after_the_original_was_sent_tells_richard_to_decide_on_a_follow_up(
    checkin_caller, gateway_caller, operator, telegram
):
    original = _submit(checkin_caller, submission(ORIGINAL_KEY))
    (old_review,) = _reviews(telegram)
    approve = _callbacks(old_review)[0]
    assert _press(gateway_caller, approve, message_id=old_review.message_id)["outcome"] == "sent"
    _submit(checkin_caller, _revision())
    new_review = _reviews(telegram)[-1]
    assert new_review.text.splitlines()[2] == (
        "트레이너 기록이 들어와 같은 날 상세 초안을 새로 만들었습니다. "
        "이전 초안은 이미 고객에게 보냈거나 보내는 중입니다. "
        "이 초안을 후속으로 보낼지 판단해 주십시오."
    )
    assert ok(operator.get(f"/v1/drafts/{original['draft_id']}"))["status"] == "dispatched"
    assert [m.text for m in telegram.bot_messages(CUSTOMER["chat_id"])] == [DAILY_TEXT]


WORDS = [
    {
        "author": "customer",
        "field": "note",
        "kst_date": "2026-12-08",
        "event_id": "evt-checkin-1",
        "text": "요즘 계속 사라지고 싶다는 생각이 들어요.\n그래도 운동은 했어요",
    },
    {
        "author": "trainer",
        "field": "operator_note",
        "kst_date": "2026-12-08",
        "event_id": "evt-session-1",
        "text": "스쿼트 자세 좋아짐",
    },
]


def test_delivery_keeps_the_days_words_and_richards_review_shows_them_verbatim(
    checkin_caller, operator, telegram
):
    draft = _submit(checkin_caller, submission(source_texts=WORDS))
    stored = ok(operator.get(f"/v1/drafts/{draft['draft_id']}"))
    assert stored["source_texts"] == WORDS
    (review,) = telegram.bot_messages(OWNER["chat_id"])
    sent_part, words = review.text.split("━━━━━━━━━━\n\n", 1)
    assert WORDS[0]["text"] not in sent_part
    assert words == (
        "고객이 쓴 글 · 2026-12-08 (원문 그대로이며 고객에게 보내지 않습니다.)\n"
        "〈메모〉\n"
        "요즘 계속 사라지고 싶다는 생각이 들어요.\n"
        "그래도 운동은 했어요\n"
        "\n"
        "트레이너가 쓴 글 · 2026-12-08 (원문 그대로이며 고객에게 보내지 않습니다.)\n"
        "〈운영 메모〉\n"
        "스쿼트 자세 좋아짐"
    )


def test_3000_characters_of_words_reach_richard_cut_with_the_console_path(checkin_caller, telegram):
    # A note is at most 2,000 characters (checkin's limit): the longest note and a 1,000
    # character pain detail make 3,000 characters of the customer's words.
    note = ("오늘 있었던 일을 적어요. " * 143)[:2000]
    pain = ("무릎이 아파요. " * 112)[:1000]
    words = [
        {**WORDS[0], "text": note},
        {**WORDS[0], "field": "pain_text", "text": pain},
    ]
    assert len(note) + len(pain) == 3000
    draft = _submit(checkin_caller, submission(source_texts=words))
    (review,) = telegram.bot_messages(OWNER["chat_id"])
    assert len(review.text.encode("utf-16-le")) // 2 <= 4096
    assert note[:500] in review.text and note not in review.text
    assert pain[:500] in review.text and pain not in review.text
    assert review.text.endswith(
        f"잘린 글의 전체는 콘솔에서 확인해 주십시오: /console/drafts/{draft['draft_id']}"
    )


def test_the_held_notice_shows_the_words_that_caused_the_hold(checkin_caller, telegram):
    words = [{**WORDS[1], "field": "operator_note", "text": "회원이 3일 굶었다고 함"}]
    draft = _submit(checkin_caller, held_submission(source_texts=words))
    (notice,) = telegram.bot_messages(OWNER["chat_id"])
    assert notice.text == draft["text"]
    assert notice.text.endswith(
        "이 알림은 리처드에게만 전달됩니다. 고객에게 보낼 내용은 직접 확인한 뒤 정해 주십시오.\n"
        "\n"
        "트레이너가 쓴 글 · 2026-12-08 (원문 그대로이며 고객에게 보내지 않습니다.)\n"
        "〈운영 메모〉\n"
        "회원이 3일 굶었다고 함"
    )


def test_the_resend_loop_sees_every_owed_review_not_only_the_oldest_two_hundred(
    database, delivery_secrets, checkin, telegram, gateway
):
    """Two hundred and one older refusals, none due yet, once hid a newer review that was due:
    the loop read the oldest 200 owed reviews and stopped there."""
    from datetime import timedelta

    from sqlalchemy import insert, select, update

    from services.delivery.app import create_app
    from services.delivery.tables import draft, draft_review
    from tests.delivery.conftest import delivery_settings

    due = _submitted_while_the_gateway_is_down(database, delivery_secrets, checkin)
    with database.engine() as engine, engine.begin() as connection:
        row = dict(connection.execute(select(draft)).mappings().one())
        review = dict(connection.execute(select(draft_review)).mappings().one())
        earlier = row["created_at"] - timedelta(hours=1)
        for n in range(201):
            draft_id = f"{due['draft_id'][:-4]}{n:04d}"
            assert draft_id != due["draft_id"]
            connection.execute(
                insert(draft).values(
                    {
                        **row,
                        "draft_id": draft_id,
                        "draft_key": f"{row['draft_key']}:{n}",
                        "created_at": earlier,
                    }
                )
            )
            connection.execute(
                insert(draft_review).values(
                    {
                        **review,
                        "draft_id": draft_id,
                        "created_at": earlier,
                        "updated_at": row["created_at"] + timedelta(days=1),
                    }
                )
            )
        connection.execute(
            update(draft_review)
            .where(draft_review.c.draft_id == due["draft_id"])
            .values(updated_at=row["created_at"] - timedelta(days=1))
        )
    up = create_app(
        delivery_settings(
            database, delivery_secrets, gateway_port=gateway.port, checkin_port=checkin.port
        )
    ).state.delivery
    assert resend_reviews(up, grace_seconds=3600) == [f"{due['draft_id']}.r1"]
    (sent,) = _reviews(telegram)
    assert f"draft:{due['draft_id']}:1:approve" in _callbacks(sent)
