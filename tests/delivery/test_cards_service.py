"""Operator cards: atomic validate-and-mark under the row lock, races, publication, recovery."""

from __future__ import annotations

import threading
from collections.abc import Callable
from dataclasses import replace
from typing import Any

import pytest
from sqlalchemy import text

from services.delivery.app import create_app
from services.delivery.cards.rules import CardRefusal
from services.delivery.cards.texts import menu_text, refused_notice_text
from services.delivery.cards.workflow import (
    publish_pinned,
    recover_pending_cards,
    send_refusal_notices,
    validate_and_mark_presented_card,
)
from services.delivery.outbox.service import refused_decision_finisher
from services.delivery.tables import outbox
from shared.contracts.surfaces import dual_card
from shared.outbox import RelayDecision, list_rows
from tests.delivery.cards_support import (
    PROPOSAL,
    SESSION,
    canonical_candidate,
    canonical_payload,
    card_submission,
    card_surface,
    running_expression,
    selected_candidate,
)
from tests.delivery.checkin_peer import OWNER
from tests.delivery.conftest import delivery_settings
from tests.delivery.factories import ok
from tests.shared.surfaces.examples import DUAL_INCREASE
from tests.support.ports import free_ports
from tests.support.services import problem, signed_client

STRANGER = {"user_id": 123, "chat_id": 123, "topic_id": None}


def _pending_rows(database, state: str = "publish_pending") -> int:
    with database.engine() as engine, engine.connect() as connection:
        return int(
            connection.execute(
                text("SELECT count(*) FROM delivery.card_publication WHERE state = :s"),
                {"s": state},
            ).scalar()
        )


def _submit(checkin_caller, revision: int = 1) -> dict[str, Any]:
    return ok(checkin_caller.post("/v1/cards", json=card_submission(revision)), 201)


def _open_callback(card: dict[str, Any]) -> str:
    return f"card:{card['card_id']}:open"


def _mark(context, card, candidate, operator=OWNER, message_id: Any = ""):
    return validate_and_mark_presented_card(
        context,
        _open_callback(card),
        canonical_payload=canonical_payload(card["revision"]),
        presentation=candidate,
        operator=operator,
        origin_message_id=message_id,
    )


def _press(gateway_caller, callback: str, *, who=OWNER, message_id: int | None = None):
    return ok(
        gateway_caller.post(
            "/v1/operator/actions",
            json={**who, "callback_data": callback, "message_id": message_id},
        )
    )


def test_a_card_sends_richard_a_menu_that_opens_into_the_canonical_card(
    checkin_caller, gateway_caller, operator, telegram, database
):
    card = _submit(checkin_caller)
    assert card["status"] == "card" and card["menu_state"] == "sent"
    (menu,) = telegram.bot_messages(OWNER["chat_id"])
    assert menu.text == menu_text("kim-pilot")
    assert menu.buttons() == [[{"text": "카드 열기", "callback_data": _open_callback(card)}]]
    answer = _press(gateway_caller, _open_callback(card), message_id=menu.message_id)
    assert answer == {
        "handled": True,
        "outcome": "published",
        "answer_text": "제안 카드를 열었습니다.",
    }
    (edited,) = telegram.bot_messages(OWNER["chat_id"])
    surface = card_surface()
    assert edited.text == surface.body  # expression unreachable: canonical bytes
    assert edited.buttons() == [
        [{"text": b.text, "callback_data": b.callback_data} for b in row] for row in surface.buttons
    ]
    view = ok(operator.get(f"/v1/cards/{card['card_id']}"))
    assert view["status"] == "published"
    assert [p["state"] for p in view["publications"]] == ["publish_pending", "published"]
    decided = _press(gateway_caller, surface.buttons[0][0].callback_data or "")
    assert decided["outcome"] == "approve"
    assert ok(operator.get(f"/v1/cards/{card['card_id']}"))["status"] == "approved"


def _decisions(database) -> list[dict[str, Any]]:
    with database.engine() as engine, engine.connect() as connection:
        rows = connection.execute(
            text(
                "SELECT dedupe_key, customer_id, path, payload, status FROM delivery.outbox "
                "WHERE target = 'nutrition_decision' ORDER BY created_at"
            )
        )
        return [dict(row) for row in rows.mappings()]


def _publish(checkin_caller, gateway_caller, telegram) -> dict[str, Any]:
    card = _submit(checkin_caller)
    (menu,) = telegram.bot_messages(OWNER["chat_id"])
    _press(gateway_caller, _open_callback(card), message_id=menu.message_id)
    return card


def test_richard_s_decision_is_queued_once_for_checkin_s_proposal(
    checkin_caller, gateway_caller, telegram, database, checkin
):
    _publish(checkin_caller, gateway_caller, telegram)
    live = ok(checkin.operator.get("/v1/customers/kim-pilot/destinations"))
    hold = f"nut:{SESSION}:r1:hold"
    assert _press(gateway_caller, hold) == {
        "handled": True,
        "outcome": "hold",
        "answer_text": "보류를 기록했습니다. 목표는 바뀌지 않습니다.",
    }
    # a second press of either button records nothing new and queues nothing twice
    assert _press(gateway_caller, hold)["outcome"] == "hold"
    assert _press(gateway_caller, f"nut:{SESSION}:r1:approve")["outcome"] == "hold"
    assert _decisions(database) == [
        {
            "dedupe_key": f"nutrition-decision:kim-pilot:{SESSION}.r1",
            "customer_id": "kim-pilot",
            "path": f"/v1/customers/kim-pilot/nutrition/proposals/{SESSION}/decision",
            "payload": {
                "revision": 1,
                "proposal_digest": PROPOSAL,
                "decision": "hold",
                # the registry authority the card was validated against, for checkin to check
                "registry_revision": live["registry_revision"],
            },
            "status": "pending",
        }
    ]


def test_a_stranger_s_decision_records_and_queues_nothing(
    checkin_caller, gateway_caller, operator, telegram, database
):
    card = _publish(checkin_caller, gateway_caller, telegram)
    answer = _press(gateway_caller, f"nut:{SESSION}:r1:approve", who=STRANGER)
    assert (answer["handled"], answer["outcome"]) == (False, "operator-mismatch")
    assert ok(operator.get(f"/v1/cards/{card['card_id']}"))["status"] == "published"
    assert _decisions(database) == []


@pytest.mark.parametrize(
    "forged",
    [
        f"nut:{SESSION}:r2:approve",  # a revision Richard was never shown
        "nut:np-00000000000000d2:r1:approve",  # another proposal
        f"nut:{SESSION}:r1:approve:extra",
        f"nut:{SESSION}:r1:delete",
        f"nut:{SESSION}:r01:approve",
        f"nut:{SESSION}:r1:APPROVE",
        f"nut:{SESSION}:r-1:approve",
        f"nut:{SESSION.upper()}:r1:approve",
        f"\u202enut:{SESSION}:r1:approve",
        "nut:" + "9" * 59,
    ],
)
def test_forged_card_data_from_richard_s_own_triple_records_nothing(
    checkin_caller, gateway_caller, operator, telegram, database, forged
):
    card = _publish(checkin_caller, gateway_caller, telegram)
    answer = _press(gateway_caller, forged)
    assert answer["handled"] is False, answer
    assert ok(operator.get(f"/v1/cards/{card['card_id']}"))["status"] == "published"
    assert _decisions(database) == []


def test_the_console_button_answers_with_the_console_path_and_changes_nothing(
    checkin_caller, gateway_caller, operator, telegram, database
):
    card = _publish(checkin_caller, gateway_caller, telegram)
    console = f"nut:{SESSION}:r1:console"
    assert _press(gateway_caller, console) == {
        "handled": True,
        "outcome": "console",
        "answer_text": "근거는 콘솔 /console/customers/kim-pilot 화면에서 확인해 주십시오.",
    }
    stranger = _press(gateway_caller, console, who=STRANGER)
    assert (stranger["handled"], stranger["outcome"]) == (False, "operator-mismatch")
    unknown = _press(gateway_caller, "nut:np-00000000000000ff:r1:console")
    assert (unknown["handled"], unknown["outcome"]) == (False, "card-not-found")
    assert ok(operator.get(f"/v1/cards/{card['card_id']}"))["status"] == "published"
    assert _decisions(database) == []


@pytest.mark.parametrize(
    "approve",
    [
        "card:approve:np-00000000000000d1:r1",  # not a proposal's button
        "nut:np-00000000000000d2:r1:approve",  # another proposal
        "nut:np-00000000000000d1:r2:approve",  # another revision
    ],
)
def test_a_card_whose_buttons_do_not_name_its_proposal_revision_is_refused(checkin_caller, approve):
    actions = dual_card.CardActions(approve, f"nut:{SESSION}:r1:hold")
    surface = dual_card.render(replace(DUAL_INCREASE, customer_label="김파일럿"), actions)
    body = card_submission(surface=surface.model_dump(mode="json"))
    response = checkin_caller.post("/v1/cards", json=body)
    assert response.status_code == 422
    assert problem(response)["type"].endswith("card-not-decidable")


def test_a_stranger_pressing_the_buttons_changes_nothing(
    checkin_caller, gateway_caller, telegram, database
):
    card = _submit(checkin_caller)
    answer = _press(gateway_caller, _open_callback(card), who=STRANGER)
    assert answer["handled"] is False and answer["outcome"] == "operator-mismatch"
    assert _pending_rows(database) == 0
    assert telegram.calls("editMessageText") == []


def test_a_card_that_is_not_exactly_canonical_is_refused(checkin_caller):
    body = card_submission()
    body["surface"]["body"] = body["surface"]["body"].replace("권장안", "추천안")
    response = checkin_caller.post("/v1/cards", json=body)
    assert response.status_code == 422
    assert problem(response)["type"].endswith("card-not-canonical")


@pytest.mark.parametrize(
    "callback",
    ["draft:dr-0123456789abcdef01234567:1:approve", "draft:x", "card:c-0123456789abcdef:open"],
)
def test_a_card_may_not_carry_callbacks_of_delivery_s_own_buttons(checkin_caller, callback):
    actions = dual_card.CardActions(callback, f"nut:{SESSION}:r1:hold")
    surface = dual_card.render(replace(DUAL_INCREASE, customer_label="김파일럿"), actions)
    body = card_submission(surface=surface.model_dump(mode="json"))
    response = checkin_caller.post("/v1/cards", json=body)
    assert response.status_code == 422
    assert problem(response)["type"].endswith("card-callback-reserved")


def test_the_same_candidate_committed_twice_concurrently_pins_one_row(
    checkin_caller, context, database
):
    card = _submit(checkin_caller)
    candidate = selected_candidate()
    results = _race(2, lambda _: _mark(context, card, candidate))
    assert [r for r in results if isinstance(r, Exception)] == []
    assert (
        results[0]
        == results[1]
        == {"text": candidate.rendered_body, "buttons": results[0]["buttons"]}
    )
    assert _pending_rows(database) == 1


def test_two_different_candidates_pin_one_and_the_other_conflicts(
    checkin_caller, context, database
):
    card = _submit(checkin_caller)
    candidates = [selected_candidate("차분히 보면,"), canonical_candidate()]
    results = _race(2, lambda index: _mark(context, card, candidates[index]))
    failures = [r for r in results if isinstance(r, CardRefusal)]
    assert len(failures) == 1 and failures[0].slug == "candidate-conflict"
    assert _pending_rows(database) == 1


def _race(count: int, commit: Callable[[int], Any]) -> list[Any]:
    barrier = threading.Barrier(count)
    results: list[Any] = [None] * count

    def run(index: int) -> None:
        barrier.wait()
        try:
            results[index] = commit(index)
        except Exception as error:
            results[index] = error

    threads = [threading.Thread(target=run, args=(index,)) for index in range(count)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    return results


def _commit_after_change(context, card, change: Callable[[], object]) -> Exception | None:
    """Candidate created -> barrier -> authority changes -> then the commit is attempted."""
    candidate = selected_candidate()
    created = threading.Event()
    changed = threading.Event()
    outcome: list[Exception | None] = []

    def committer() -> None:
        created.set()
        changed.wait(10)
        try:
            _mark(context, card, candidate)
            outcome.append(None)
        except Exception as error:
            outcome.append(error)

    thread = threading.Thread(target=committer)
    thread.start()
    created.wait(10)
    change()
    changed.set()
    thread.join(20)
    return outcome[0]


def test_a_newer_revision_during_the_commit_appends_nothing_and_edits_nothing(
    checkin_caller, context, database, telegram
):
    card = _submit(checkin_caller)
    error = _commit_after_change(context, card, lambda: _submit(checkin_caller, revision=2))
    assert isinstance(error, CardRefusal) and error.slug == "revision-superseded"
    assert _pending_rows(database) == 0
    assert telegram.calls("editMessageText") == []


def test_an_owner_change_during_the_commit_appends_nothing(
    checkin_caller, context, checkin, database
):
    card = _submit(checkin_caller)
    moved_owner = {**OWNER, "chat_id": 700002, "user_id": 700002}
    error = _commit_after_change(context, card, lambda: checkin.change_owner(moved_owner))
    assert isinstance(error, CardRefusal) and error.slug == "operator-mismatch"
    assert _pending_rows(database) == 0


def test_a_consent_revocation_during_the_commit_appends_nothing(
    checkin_caller, context, checkin, database
):
    card = _submit(checkin_caller)
    error = _commit_after_change(context, card, checkin.revoke_consent)
    assert isinstance(error, CardRefusal) and error.slug == "registry-changed"
    assert _pending_rows(database) == 0


def test_a_configuration_change_before_the_commit_appends_nothing(
    checkin_caller, database, delivery_secrets, gateway, checkin
):
    app = create_app(
        delivery_settings(
            database, delivery_secrets, gateway_port=gateway.port, checkin_port=checkin.port
        )
    )
    with signed_client(app, "checkin", delivery_secrets) as client:
        card = ok(client.post("/v1/cards", json=card_submission()), 201)
    (other_gateway,) = free_ports(1)
    restarted = create_app(
        delivery_settings(
            database, delivery_secrets, gateway_port=other_gateway, checkin_port=checkin.port
        )
    ).state.delivery
    with pytest.raises(CardRefusal) as refused:
        _mark(restarted, card, selected_candidate())
    assert refused.value.slug == "config-changed"
    assert _pending_rows(database) == 0


def test_a_candidate_for_another_card_or_with_changed_locked_bytes_is_refused(
    checkin_caller, context, database
):
    card = _submit(checkin_caller)
    foreign = selected_candidate().model_copy(update={"binding_digest": "0" * 64})
    with pytest.raises(CardRefusal, match="candidate-binding-mismatch"):
        _mark(context, card, foreign)
    good = selected_candidate()
    tampered = good.model_copy(
        update={"rendered_body": good.rendered_body.replace("권장안", "추천안")}
    )
    with pytest.raises(CardRefusal, match="candidate-locked-bytes-changed"):
        _mark(context, card, tampered)
    not_canonical = canonical_candidate().model_copy(update={"rendered_body": good.rendered_body})
    with pytest.raises(CardRefusal, match="candidate-not-canonical"):
        _mark(context, card, not_canonical)
    assert _pending_rows(database) == 0


def test_an_expired_card_is_not_presented(checkin_caller, context, database):
    card = _submit(checkin_caller)
    from datetime import timedelta

    from shared.clock import ManualClock

    late = ManualClock(context.runtime.clock.now() + timedelta(hours=73))
    original = context.runtime.clock
    context.runtime.clock = late
    try:
        with pytest.raises(CardRefusal, match="card-expired"):
            _mark(context, card, canonical_candidate())
    finally:
        context.runtime.clock = original
    assert _pending_rows(database) == 0


def test_recovery_republishes_the_pinned_selected_payload_without_expression(
    checkin_caller, context, database, delivery_secrets, gateway, checkin, telegram
):
    card = _submit(checkin_caller)
    (menu,) = telegram.bot_messages(OWNER["chat_id"])
    candidate = selected_candidate()
    _mark(context, card, candidate, message_id=menu.message_id)
    telegram.fail("editMessageText", 502, "Bad Gateway")
    assert publish_pinned(context, card["card_id"]) == "edit-failed"
    assert _pending_rows(database, "published") == 0
    (no_expression,) = free_ports(1)
    restarted = create_app(
        delivery_settings(
            database,
            delivery_secrets,
            gateway_port=gateway.port,
            checkin_port=checkin.port,
            expression_port=no_expression,
        )
    ).state.delivery
    assert recover_pending_cards(restarted) == [card["card_id"]]
    assert restarted.expression.calls == 0
    (edited,) = telegram.bot_messages(OWNER["chat_id"])
    assert edited.text == candidate.rendered_body
    assert _pending_rows(database, "published") == 1


def test_a_selected_presentation_from_the_real_expression_is_pinned_published_and_reported(
    database, delivery_secrets, gateway, checkin, telegram, tmp_path
):
    with running_expression(database, delivery_secrets, tmp_path / "expression") as (
        expression,
        fake_openai,
    ):
        app = create_app(
            delivery_settings(
                database,
                delivery_secrets,
                gateway_port=gateway.port,
                checkin_port=checkin.port,
                expression_port=expression.port,
            )
        )
        context = app.state.delivery
        with (
            signed_client(app, "checkin", delivery_secrets) as checkin_caller,
            signed_client(app, "gateway", delivery_secrets) as gateway_caller,
        ):
            card = _submit(checkin_caller)
            (menu,) = telegram.bot_messages(OWNER["chat_id"])
            answer = _press(gateway_caller, _open_callback(card), message_id=menu.message_id)
            assert answer["outcome"] == "published"
            assert fake_openai.count == 1
            (edited,) = telegram.bot_messages(OWNER["chat_id"])
            surface = card_surface()
            assert edited.text != surface.body  # the model's prose, pinned before the edit
            with database.engine() as engine, engine.connect() as connection:
                pinned = connection.execute(
                    text(
                        "SELECT payload_text, selected FROM delivery.card_publication "
                        "WHERE state = 'publish_pending'"
                    )
                ).one()
            assert pinned.payload_text == edited.text and pinned.selected is True
            # Pressing again republishes nothing new and asks the model nothing.
            again = _press(gateway_caller, _open_callback(card), message_id=menu.message_id)
            assert again["outcome"] == "already-published"
            assert fake_openai.count == 1
            assert context.relay.relay_once().acknowledged == 1  # `selected` reported to expression
        with database.engine() as engine, engine.connect() as connection:
            outcomes = (
                connection.execute(text("SELECT outcome FROM expression.outcome_journal"))
                .scalars()
                .all()
            )
        assert "selected" in outcomes


def test_a_menu_the_gateway_could_not_take_is_sent_at_the_next_start(
    database, delivery_secrets, gateway, checkin, telegram
):
    (closed,) = free_ports(1)
    offline = create_app(
        delivery_settings(
            database, delivery_secrets, gateway_port=closed, checkin_port=checkin.port
        )
    )
    with signed_client(offline, "checkin", delivery_secrets) as client:
        card = ok(client.post("/v1/cards", json=card_submission()), 201)
    assert card["menu_state"] == "refused"
    assert telegram.bot_messages(OWNER["chat_id"]) == []
    restarted = create_app(
        delivery_settings(
            database, delivery_secrets, gateway_port=gateway.port, checkin_port=checkin.port
        )
    ).state.delivery
    recover_pending_cards(restarted)
    (menu,) = telegram.bot_messages(OWNER["chat_id"])
    assert menu.text == menu_text("kim-pilot")


def test_the_console_queue_lists_cards_in_korean(checkin_caller, delivery_app, delivery_secrets):
    from tests.delivery.console_support import browser, console_token, log_in
    from tests.support.servers import serve

    _submit(checkin_caller)
    with serve(delivery_app) as server, browser(server.base_url) as client:
        assert log_in(client, console_token(delivery_secrets)).status_code == 303
        queue = client.get("/console").text
    assert "<td>열기 전</td><td>보냄</td>" in queue


def test_a_decision_checkin_refuses_marks_the_card_and_tells_richard_once(
    checkin_caller,
    gateway_caller,
    operator,
    telegram,
    context,
    database,
    delivery_app,
    delivery_secrets,
):
    from tests.delivery.console_support import browser, console_token, log_in
    from tests.support.servers import serve

    card = _publish(checkin_caller, gateway_caller, telegram)
    assert _press(gateway_caller, f"nut:{SESSION}:r1:approve")["outcome"] == "approve"
    (menu,) = telegram.bot_messages(OWNER["chat_id"])
    # checkin has no such proposal: 404, a refusal the relay never retries
    assert ok(operator.post("/v1/outbox/relay"))["rejected"] == 1
    view = ok(operator.get(f"/v1/cards/{card['card_id']}"))
    assert (view["status"], view["decision"], view["refusal"], view["notice_state"]) == (
        "decision-refused",
        "approve",
        "proposal-not-found",
        "sent",
    )
    (_, notice) = telegram.bot_messages(OWNER["chat_id"])
    assert notice.text == refused_notice_text("kim-pilot", 1, "approve", "proposal-not-found")
    assert notice.buttons() == []
    # another pass, a resend after a crash mid-send: the reservation answers, nothing new
    ok(operator.post("/v1/outbox/relay"))
    assert send_refusal_notices(context, grace_seconds=0) == []
    with database.engine() as engine, engine.begin() as connection:
        connection.execute(
            text(
                "UPDATE delivery.operator_card SET notice_state = 'sending', "
                "updated_at = now() - interval '1 hour'"
            )
        )
    assert send_refusal_notices(context, grace_seconds=0) == [card["card_id"]]
    assert [m.message_id for m in telegram.bot_messages(OWNER["chat_id"])] == [
        menu.message_id,
        notice.message_id,
    ]
    # a later press says so; the console lists the card with checkin's reason
    assert _press(gateway_caller, f"nut:{SESSION}:r1:hold") == {
        "handled": False,
        "outcome": "decision-refused",
        "answer_text": "이 카드의 결정은 반영되지 않았습니다. 최신 카드나 콘솔을 확인해 주십시오.",
    }
    assert ok(operator.get(f"/v1/cards/{card['card_id']}"))["decision"] == "approve"
    with serve(delivery_app) as server, browser(server.base_url) as client:
        assert log_in(client, console_token(delivery_secrets)).status_code == 303
        queue = client.get("/console").text
    assert "<td>결정이 반영되지 않음: 해당 제안을 찾을 수 없습니다.</td>" in queue


def test_an_acknowledged_decision_leaves_its_card_as_decided(
    checkin_caller, gateway_caller, operator, telegram, context
):
    card = _publish(checkin_caller, gateway_caller, telegram)
    _press(gateway_caller, f"nut:{SESSION}:r1:hold")
    finish = refused_decision_finisher(context.runtime.clock)
    with context.runtime.database.transaction() as session:
        (row,) = list_rows(session, outbox, target="nutrition_decision")
        finish(session, row, RelayDecision("acknowledged"))
        finish(session, row, RelayDecision("retry", "unreachable"))
    view = ok(operator.get(f"/v1/cards/{card['card_id']}"))
    assert (view["status"], view["refusal"], view["notice_state"]) == ("held", None, None)
    assert send_refusal_notices(context, grace_seconds=0) == []
    assert len(telegram.bot_messages(OWNER["chat_id"])) == 1  # the card itself


def test_recovery_sends_an_owed_menu_behind_two_hundred_newer_cards(
    checkin_caller, context, database, telegram
):
    """Startup recovery once read the newest 200 cards only: an older card whose menu
    Telegram refused was never offered to Richard again once 200 newer cards existed."""
    from datetime import timedelta

    from sqlalchemy import insert, select

    from services.delivery.tables import operator_card

    telegram.fail("sendMessage", 400, "Bad Request: chat not found")
    card = _submit(checkin_caller)
    with database.engine() as engine, engine.begin() as connection:
        row = dict(connection.execute(select(operator_card)).mappings().one())
        assert row["menu_state"] == "refused"
        for n in range(201):
            newer = {
                "card_id": f"{row['card_id']}-{n}",
                "card_key": f"{row['card_key']}:{n}",
                "session_id": f"{row['session_id']}-{n}",
                "approve_callback": f"{row['approve_callback']}{n}",
                "hold_callback": f"{row['hold_callback']}{n}",
                "menu_state": "sent",
                "created_at": row["created_at"] + timedelta(minutes=1),
            }
            connection.execute(insert(operator_card).values({**row, **newer}))
    assert telegram.bot_messages(OWNER["chat_id"]) == []
    recover_pending_cards(context)
    (menu,) = telegram.bot_messages(OWNER["chat_id"])
    assert menu.text == menu_text(row["customer_id"])
    assert menu.buttons()[0][0]["callback_data"] == _open_callback(card)
