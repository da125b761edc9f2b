"""Richard's console over real loopback HTTP: token, session, CSRF and loopback refusals,
and the review flows (edit -> approve -> send, reconcile) end to end."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import UTC, date, datetime, timedelta

import httpx
import pytest
from sqlalchemy import text

from shared.clock import ManualClock
from tests.checkin import factories as checkin_factories
from tests.delivery.checkin_peer import CUSTOMER
from tests.delivery.console_support import browser, console_token, csrf, hidden, log_in
from tests.delivery.factories import DAILY_TEXT, customer_sends, held_submission, ok, submission
from tests.support.servers import ThreadedServer, serve
from tests.support.services import unsigned_client


@pytest.fixture
def console(delivery_app) -> Iterator[ThreadedServer]:
    with serve(delivery_app) as server:
        yield server


@pytest.fixture
def richard(console, delivery_secrets) -> Iterator[httpx.Client]:
    with browser(console.base_url) as client:
        answer = log_in(client, console_token(delivery_secrets))
        assert answer.status_code == 303
        yield client


def test_every_console_page_without_a_session_is_the_401_login_page(console):
    with browser(console.base_url) as client:
        for path in ("/console", "/console/audit", "/console/customers/kim-pilot"):
            response = client.get(path)
            assert response.status_code == 401
            assert "로그인이 필요합니다" in response.text
            assert response.headers["content-security-policy"].startswith("default-src 'none'")
            assert response.headers["cache-control"] == "no-store"


def test_a_wrong_token_is_401_and_sets_no_session(console):
    with browser(console.base_url) as client:
        response = log_in(client, "0" * 64)
        assert response.status_code == 401
        assert "토큰이 올바르지 않습니다." in response.text
        assert "dualcoach_console=" not in response.headers.get("set-cookie", "")
        assert client.get("/console").status_code == 401


def test_the_token_buys_an_httponly_strict_session_and_never_appears_in_a_url(
    console, delivery_secrets
):
    token = console_token(delivery_secrets)
    with browser(console.base_url) as client:
        response = log_in(client, token)
        assert response.status_code == 303
        assert response.headers["location"] == "/console"
        cookie = response.headers["set-cookie"]
        assert "dualcoach_console=" in cookie
        assert "HttpOnly" in cookie and "SameSite=strict" in cookie and "Path=/console" in cookie
        assert token not in cookie
        queue = client.get("/console")
        assert queue.status_code == 200
        assert "검토 대기열" in queue.text and token not in queue.text


def test_login_without_the_login_form_cookie_is_refused(console, delivery_secrets):
    with browser(console.base_url) as client:
        response = client.post(
            "/console/login",
            data={"token": console_token(delivery_secrets), "login_csrf": "forged"},
        )
        assert response.status_code == 401
        assert client.get("/console").status_code == 401


def test_a_form_without_the_right_csrf_token_is_403_and_changes_nothing(
    richard, checkin_caller, operator, telegram
):
    draft_id = ok(checkin_caller.post("/v1/drafts", json=submission()), 201)["draft_id"]
    for data in (
        {"revision": "1", "send": "yes"},
        {"revision": "1", "send": "yes", "csrf_token": "x"},
    ):
        response = richard.post(f"/console/drafts/{draft_id}/approve", data=data)
        assert response.status_code == 403
        assert "요청을 확인할 수 없습니다" in response.text
    assert ok(operator.get(f"/v1/drafts/{draft_id}"))["status"] == "pending"
    assert customer_sends(telegram) == []


def test_a_cross_origin_form_post_is_refused(richard, checkin_caller, operator):
    draft_id = ok(checkin_caller.post("/v1/drafts", json=submission()), 201)["draft_id"]
    token = csrf(richard, f"/console/drafts/{draft_id}")
    response = richard.post(
        f"/console/drafts/{draft_id}/discard",
        data={"csrf_token": token},
        headers={"origin": "http://evil.example"},
    )
    assert response.status_code == 403
    assert ok(operator.get(f"/v1/drafts/{draft_id}"))["status"] == "pending"


def test_rotating_the_token_ends_every_session_at_once(richard, delivery_secrets):
    assert richard.get("/console").status_code == 200
    (delivery_secrets.directory / "console-token").write_text("f" * 64 + "\n")
    assert richard.get("/console").status_code == 401
    assert log_in(richard, "f" * 64).status_code == 303


def test_logging_out_ends_the_session_on_the_server_not_only_in_the_browser(richard):
    cookie = richard.cookies.get("dualcoach_console")
    assert cookie is not None and richard.get("/console").status_code == 200
    response = richard.post("/console/logout", data={"csrf_token": csrf(richard)})
    assert response.status_code == 303
    assert richard.get("/console").status_code == 401
    # The same cookie, kept by someone (a copied browser profile), no longer opens anything.
    richard.cookies.set("dualcoach_console", cookie, path="/console")
    assert richard.get("/console").status_code == 401


def test_without_a_usable_token_the_console_stays_shut(console, delivery_secrets):
    (delivery_secrets.directory / "console-token").unlink()
    with browser(console.base_url) as client:
        assert client.get("/console").status_code == 503
        refused = client.post("/console/login", data={"token": "", "login_csrf": ""})
        assert refused.status_code == 503


def test_a_non_loopback_client_or_host_is_refused(delivery_app, console):
    with unsigned_client(delivery_app) as remote:  # the test client's peer is "testclient"
        response = remote.get("/console")
        assert response.status_code == 403
        assert "127.0.0.1" in response.text
    with browser(console.base_url) as client:
        rebound = client.get("/console", headers={"host": "evil.example"})
        assert rebound.status_code == 403


def test_edit_approve_and_send_from_the_console(richard, checkin_caller, operator, telegram):
    draft_id = ok(checkin_caller.post("/v1/drafts", json=submission()), 201)["draft_id"]
    page = richard.get(f"/console/drafts/{draft_id}")
    assert page.status_code == 200 and "수면 7.5시간, 체중 70.2kg" in page.text
    token = hidden(page.text, "csrf_token")
    edited = richard.post(
        f"/console/drafts/{draft_id}/edit",
        data={"csrf_token": token, "base_revision": "1", "text": "리처드가 고친 문장입니다."},
    )
    assert edited.status_code == 303 and edited.headers["location"].endswith("notice=edited")
    sent = richard.post(
        f"/console/drafts/{draft_id}/approve",
        data={"csrf_token": token, "revision": "2", "send": "yes"},
    )
    assert sent.headers["location"].endswith("notice=sent")
    assert [m.text for m in telegram.bot_messages(CUSTOMER["chat_id"])] == [
        "리처드가 고친 문장입니다."
    ]
    detail = richard.get(f"/console/drafts/{draft_id}")
    assert "전달됨" in detail.text and "수정본 1" in detail.text and DAILY_TEXT in detail.text
    assert ok(operator.get(f"/v1/drafts/{draft_id}"))["revisions"][1]["actor"] == "richard"


def test_approving_a_stale_revision_is_refused_with_a_notice(richard, checkin_caller, operator):
    draft_id = ok(checkin_caller.post("/v1/drafts", json=submission()), 201)["draft_id"]
    ok(
        operator.post(
            f"/v1/drafts/{draft_id}/revisions",
            json={"base_revision": 1, "text": "다른 수정본입니다."},
        )
    )
    token = csrf(richard)
    response = richard.post(
        f"/console/drafts/{draft_id}/approve",
        data={"csrf_token": token, "revision": "1", "send": "yes"},
    )
    assert response.headers["location"].endswith("notice=stale-revision")
    page = richard.get(response.headers["location"])
    assert "그 사이 초안이 바뀌었습니다." in page.text


def test_the_queue_shows_held_notices_with_reasons_and_referral_guidance(richard, checkin_caller):
    ok(checkin_caller.post("/v1/drafts", json=held_submission()), 201)
    queue = richard.get("/console").text
    assert "S2 통증 · 고객 체크인 · 통증 내용: “무릎이 계속 아픕니다”" in queue
    assert "운동을 멈추고 정형외과나 재활의학과 진료를 받도록 안내합니다." in queue


def test_an_unknown_delivery_is_reconciled_from_the_queue(
    database, delivery_secrets, gateway, checkin, telegram
):
    from services.delivery.app import create_app
    from tests.delivery.conftest import delivery_settings
    from tests.support.services import signed_client

    app = create_app(
        delivery_settings(
            database,
            delivery_secrets,
            gateway_port=gateway.port,
            checkin_port=checkin.port,
            telegram_timeout_seconds=0.3,
        )
    )
    with (
        serve(app) as server,
        signed_client(app, "checkin", delivery_secrets) as checkin_caller,
        signed_client(app, "operator", delivery_secrets) as operator,
        browser(server.base_url) as client,
    ):
        draft_id = ok(checkin_caller.post("/v1/drafts", json=submission()), 201)["draft_id"]
        # Richard's review is sent off the submitting request's thread (issue 18).
        assert app.state.delivery.owed.wait_idle(30)
        telegram.delay("sendMessage", 1.0)  # the customer's send, after Richard's review
        sent = ok(
            operator.post(f"/v1/drafts/{draft_id}/approve", json={"revision": 1, "send": True})
        )
        delivery_id = sent["deliveries"][0]["delivery_id"]
        assert log_in(client, console_token(delivery_secrets)).status_code == 303
        queue = client.get("/console").text
        assert (
            "전달 여부 확인이 필요한 메시지" in queue and "텔레그램 응답 시간이 지났습니다" in queue
        )
        answer = client.post(
            f"/console/deliveries/{delivery_id}/reconcile",
            data={"csrf_token": hidden(queue, "csrf_token"), "resolution": "sent_audited"},
        )
        assert answer.headers["location"].endswith("notice=reconciled")
        history = ok(operator.get(f"/v1/deliveries/{delivery_id}"))
    assert history[-1]["state"] == "sent_audited" and history[-1]["actor"] == "richard"


def _seed_checkins(checkin) -> None:
    start = checkin_factories.START
    weights = [70.0, 70.4, 69.8, 70.6, 70.2, 70.9, 70.5]
    days = [start + timedelta(days=offset) for offset in (0, 1, 2, 3, 4, 7, 8)]
    for day, kg in zip(days, weights, strict=True):
        event = checkin_factories.checkin("kim-pilot", day, morning_weight_kg=kg)
        assert checkin.append_flow(event)["created"] is True


def test_the_customer_page_draws_the_weight_trend_and_the_checkin_calendar(
    richard, checkin, checkin_caller
):
    _seed_checkins(checkin)
    ok(checkin_caller.post("/v1/drafts", json=submission()), 201)
    page = richard.get("/console/customers/kim-pilot")
    assert page.status_code == 200
    assert page.text.count('class="weight"') == 7
    assert 'class="trend"' in page.text
    start = checkin_factories.START
    assert f'class="day done" data-day="{start.isoformat()}"' in page.text
    assert f'class="day weekend" data-day="{(start + timedelta(days=5)).isoformat()}"' in page.text
    assert "체크인 기록" in page.text and "70.9kg" in page.text
    assert date.fromisoformat(start.isoformat()).isoformat() + "부터 28일" in page.text


def test_the_kpi_page_shows_each_component_its_threshold_and_the_conjunction(richard, checkin):
    _seed_checkins(checkin)
    page = richard.get("/console/customers/kim-pilot/kpi")
    assert page.status_code == 200
    for words in (
        "체크인 비율",
        "80% 이상",
        "만족도",
        "운영 시간(주별)",
        "각 주 60분 이하",
        "재등록",
    ):
        assert words in page.text
    assert "전체 판정: " in page.text and "미달" in page.text


def test_the_audit_page_shows_ledger_rows_and_chain_status(richard, checkin_caller, operator):
    draft_id = ok(checkin_caller.post("/v1/drafts", json=submission()), 201)["draft_id"]
    ok(operator.post(f"/v1/drafts/{draft_id}/approve", json={"revision": 1, "send": True}))
    page = richard.get("/console/audit").text
    assert 'id="chain-status"' in page and "정상" in page
    assert page.count(f"{draft_id}.send") == 4  # reserved, prepared, sending, delivered


def test_the_audit_page_names_the_real_sequence_of_a_chain_cut_short(
    richard, database, checkin_caller, operator
):
    draft_id = ok(checkin_caller.post("/v1/drafts", json=submission()), 201)["draft_id"]
    ok(operator.post(f"/v1/drafts/{draft_id}/approve", json={"revision": 1, "send": True}))
    with database.engine() as engine, engine.begin() as connection:
        connection.execute(text("ALTER TABLE delivery.delivery_ledger DISABLE TRIGGER USER"))
        connection.execute(text("DELETE FROM delivery.delivery_ledger WHERE sequence = 4"))
        connection.execute(text("ALTER TABLE delivery.delivery_ledger ENABLE TRIGGER USER"))
    page = richard.get("/console/audit").text
    assert "손상됨" in page
    assert "마지막 행(순서 3)이 기록된 체인 끝(순서 4)과 맞지 않습니다" in page


def test_the_draft_pages_link_a_replaced_draft_and_its_same_day_revision(
    richard, checkin_caller, telegram
):
    original_key = "checkin-daily:kim-pilot:2026-12-08"
    original = ok(checkin_caller.post("/v1/drafts", json=submission(original_key)), 201)
    revision = ok(
        checkin_caller.post(
            "/v1/drafts",
            json=submission(
                f"{original_key}:after-trainer",
                canonical_text=DAILY_TEXT + "\n\n확인한 변화\n- 트레이너 기록: 수업 중 통증 있음",
                replaces_draft_key=original_key,
            ),
        ),
        201,
    )
    old_page = richard.get(f"/console/drafts/{original['draft_id']}")
    assert "트레이너 기록이 들어와 같은 날 상세 초안으로 바뀌었습니다." in old_page.text
    assert f'href="/console/drafts/{revision["draft_id"]}"' in old_page.text
    assert 'id="approve-form"' not in old_page.text
    new_page = richard.get(f"/console/drafts/{revision['draft_id']}")
    assert f'href="/console/drafts/{original["draft_id"]}"' in new_page.text
    assert 'id="approve-form"' in new_page.text
    token = hidden(new_page.text, "csrf_token")
    refused = richard.post(
        f"/console/drafts/{original['draft_id']}/approve",
        data={"csrf_token": token, "revision": "1", "send": "yes"},
    )
    assert refused.headers["location"].endswith("notice=draft-replaced")
    page = richard.get(refused.headers["location"])
    assert "같은 날 새 초안으로 바뀐 초안입니다. 새 초안을 확인해 주십시오." in page.text
    assert customer_sends(telegram) == []


SCRIPT_NOTE = '오늘은 <script>alert("x")</script> 라고 적어 봤어요 & 끝'


def test_the_draft_page_shows_the_days_words_verbatim_and_escaped(richard, checkin_caller):
    words = [
        {"author": "customer", "field": "note", "kst_date": "2026-12-08", "text": SCRIPT_NOTE},
        {
            "author": "customer",
            "field": "answer.Q-SLEEP-CAUSE",
            "kst_date": "2026-12-08",
            "text": "야근 때문에 늦게 잤어요",
        },
        {
            "author": "trainer",
            "field": "pain_note",
            "kst_date": "2026-12-08",
            "text": "스쿼트 중 무릎 불편",
        },
    ]
    draft_id = ok(checkin_caller.post("/v1/drafts", json=submission(source_texts=words)), 201)[
        "draft_id"
    ]
    page = richard.get(f"/console/drafts/{draft_id}").text
    assert "<script>" not in page
    assert (
        "오늘은 &lt;script&gt;alert(&#34;x&#34;)&lt;/script&gt; 라고 적어 봤어요 &amp; 끝" in page
    )
    assert '<h3 class="words-customer">고객이 쓴 글 · 2026-12-08</h3>' in page
    assert '<h3 class="words-trainer">트레이너가 쓴 글 · 2026-12-08</h3>' in page
    assert "<dt>추가 질문 · 잠을 충분히 자지 못한 이유</dt>" in page
    assert "<dt>통증 메모</dt>" in page and "스쿼트 중 무릎 불편" in page
    without = ok(checkin_caller.post("/v1/drafts", json=submission("daily:kim-pilot:x2")), 201)
    assert "이 초안과 함께 온 고객이나 트레이너의 글이 없습니다." in (
        richard.get(f"/console/drafts/{without['draft_id']}").text
    )


@pytest.mark.parametrize("clock", [ManualClock(datetime(2026, 12, 7, 23, 30, tzinfo=UTC))])
def test_console_times_are_kst(richard, checkin_caller, clock):
    draft_id = ok(checkin_caller.post("/v1/drafts", json=submission()), 201)["draft_id"]
    queue = richard.get("/console").text
    assert "2026-12-08 08:30 KST" in queue and "2026-12-07 23:30" not in queue
    page = richard.get(f"/console/drafts/{draft_id}").text
    assert "수정본 1 · ai · 2026-12-08 08:30 KST" in page and " UTC" not in page


def test_the_customer_page_lists_the_notes_and_the_trainer_records(richard, checkin):
    day = checkin_factories.START
    checkin_event = checkin_factories.checkin(
        "kim-pilot",
        day,
        sleep_quality=2,
        note=SCRIPT_NOTE,
        pain={"present": True, "text": "왼쪽 무릎이 시큰해요"},
        answers={"Q-SLEEP-CAUSE": "야근"},
    )
    trainer_event = checkin_factories.trainer_session(
        "kim-pilot",
        day,
        intensity="below",
        pain=True,
        pain_note="스쿼트 중 무릎 불편",
        operator_note="다음 주 하체 강도 낮춤",
    )
    for event in (checkin_event, trainer_event):
        assert checkin.append_flow(event)["created"] is True
    page = richard.get("/console/customers/kim-pilot").text
    checkins = page.split('id="checkin-history"', 1)[1].split("</table>", 1)[0]
    assert "<th>고객이 쓴 글</th>" in checkins
    assert '<strong>메모</strong><br><span class="words">오늘은 &lt;script&gt;' in checkins
    assert '<strong>통증 내용</strong><br><span class="words">왼쪽 무릎이 시큰해요' in checkins
    assert "<strong>추가 질문 · 잠을 충분히 자지 못한 이유</strong>" in checkins
    trainer = page.split('id="trainer-history"', 1)[1].split("</table>", 1)[0]
    assert f"<td>{day.isoformat()}</td>" in trainer
    assert "<td>진행함</td>" in trainer and "<td>5점 중 4점</td>" in trainer
    assert "<td>계획보다 낮음</td>" in trainer
    assert "스쿼트 중 무릎 불편" in trainer and "다음 주 하체 강도 낮춤" in trainer


def _cell(page: str, cell_id: str) -> str:
    start = page.index(f'id="{cell_id}">') + len(f'id="{cell_id}">')
    return page[start : page.index("</td>", start)]


def test_the_queue_shows_the_health_panel_from_the_metrics_numbers(
    richard, operator, checkin_caller, context
):
    from services.delivery.ledger.prepared import receipt_of
    from services.delivery.sending import workflow as sending
    from services.delivery.tables import outbox
    from shared.outbox import OutboxMessage, enqueue
    from tests.delivery.factories import reserve_approved
    from tests.support.metrics import value

    draft_id = ok(checkin_caller.post("/v1/drafts", json=submission()), 201)["draft_id"]
    ok(operator.post(f"/v1/drafts/{draft_id}/approve", json={"revision": 1}))
    prepared = sending.prepare(context, reserve_approved(context, draft_id))
    sending._claim_sending(context, receipt_of(prepared), context.checkin.destinations("kim-pilot"))
    now = context.runtime.clock.now()
    with context.runtime.database.transaction() as session:
        message = OutboxMessage("expression_outcome", "panel-a", "/v1/outcomes", {"k": 1})
        enqueue(session, outbox, message, now=now - timedelta(minutes=90))
    metrics = operator.get("/metrics").text
    pending = sum(
        value(metrics, "dualcoach_outbox_pending_messages", target=target) or 0
        for target in ("checkin_event", "expression_outcome", "nutrition_decision")
    )
    page = richard.get("/console")
    assert page.status_code == 200
    assert "서비스 상태" in page.text
    assert _cell(page.text, "health-sending") == "1건"
    assert _cell(page.text, "health-unknown") == "0건"
    assert _cell(page.text, "health-outbox-pending") == f"{int(pending)}건"
    assert _cell(page.text, "health-outbox-oldest") == "1시간 30분 전"
    assert _cell(page.text, "health-outbox-failed") == "0건"
    # The test app runs no background loop: the panel says so instead of a lag.
    assert _cell(page.text, "health-scheduler") == "이 서비스에서는 예약 작업이 꺼져 있습니다."
    assert "<script" not in page.text and "style=" not in page.text
    assert page.headers["content-security-policy"].startswith("default-src 'none'")


def test_the_queue_pages_waiting_drafts_and_says_how_many_wait_in_all(
    richard, checkin_caller, database
):
    """The queue once stopped at the newest 200 waiting drafts without a word: at a thousand
    customers Richard would never have seen the rest."""
    import re
    from datetime import timedelta

    from sqlalchemy import insert, select

    from services.delivery.console.views import PENDING_PAGE
    from services.delivery.tables import draft, draft_revision

    newest = ok(checkin_caller.post("/v1/drafts", json=submission()), 201)["draft_id"]
    with database.engine() as engine, engine.begin() as connection:
        row = dict(connection.execute(select(draft)).mappings().one())
        revision = dict(connection.execute(select(draft_revision)).mappings().one())
        for n in range(PENDING_PAGE):
            older = {
                "draft_id": f"{newest[:-4]}{n:04d}",
                "draft_key": f"{row['draft_key']}:{n}",
                "created_at": row["created_at"] - timedelta(minutes=n + 1),
            }
            connection.execute(insert(draft).values({**row, **older}))
            connection.execute(
                insert(draft_revision).values({**revision, "draft_id": older["draft_id"]})
            )
    oldest = f"{newest[:-4]}{PENDING_PAGE - 1:04d}"

    def more(page: httpx.Response) -> str:
        (paragraph,) = re.findall(
            r'<p class="more" id="pending_before-more">(.*?)</p>', page.text, re.S
        )
        return " ".join(paragraph.split())

    first = richard.get("/console")
    assert first.status_code == 200
    assert f"/console/drafts/{newest}" in first.text
    assert f"/console/drafts/{oldest}" not in first.text
    assert more(first).startswith(
        f"승인을 기다리는 초안 전체 {PENDING_PAGE + 1}건 중 {PENDING_PAGE}건을 표시했습니다."
    )
    assert "처음부터 보기" not in more(first)
    (link,) = re.findall(r'href="(/console\?pending_before=[^"]+)"', first.text)

    second = richard.get(link)
    assert second.status_code == 200
    assert f"/console/drafts/{oldest}" in second.text
    assert f"/console/drafts/{newest}" not in second.text
    assert more(second) == (
        f"승인을 기다리는 초안 전체 {PENDING_PAGE + 1}건 중 1건을 표시했습니다. "
        '<a href="/console">처음부터 보기</a>'
    )

    assert richard.get("/console?pending_before=not-a-cursor").status_code == 422


@pytest.mark.parametrize(
    ("param", "label", "state", "reason", "skipped"),
    [
        ("unknown_before", "확인이 필요한 메시지", "unknown", "telegram_timeout", None),
        # A prepared row without a reason is a send in flight, not one Telegram refused.
        (
            "retry_before",
            "다시 보낼 수 있는 메시지",
            "prepared",
            "telegram_refused",
            {"reason": None},
        ),
        # What Richard abandoned himself is not news to him.
        ("stopped_before", "멈춘 메시지", "abandoned", "safety_hold", {"actor": "richard"}),
    ],
)
def test_the_queue_pages_deliveries_that_need_richard_and_counts_them_all(
    richard, checkin_caller, database, param, label, state, reason, skipped
):
    """The unknown, retry and stopped sections once showed the newest 500, 500 and 20 rows
    without a word; each now says how many there are in all and pages like the drafts."""
    import re

    from sqlalchemy import insert

    from services.delivery.console.views import DELIVERY_PAGE
    from services.delivery.tables import delivery_ledger

    draft_id = ok(checkin_caller.post("/v1/drafts", json=submission()), 201)["draft_id"]
    now = datetime.now(UTC)

    def row(n: int, **changes: object) -> dict[str, object]:
        return {
            "customer_id": "paging-customer",
            "sequence": n + 1,
            "delivery_id": f"dl-paging-{n:04d}",
            "attempt": 1,
            "state": state,
            "purpose": "customer_message",
            "draft_id": draft_id,
            "draft_revision": 1,
            "reason": reason,
            "actor": "delivery",
            "body_digest": "0" * 64,
            "config_pin": "0" * 64,
            "recorded_at": now - timedelta(minutes=n),
            "previous_row_digest": "0" * 64,
            "row_digest": "0" * 64,
            "digest_version": 2,
            "redacted_at": now,
            **changes,
        }

    rows = [row(n) for n in range(DELIVERY_PAGE + 1)]
    if skipped is not None:  # newer than every counted row, so a filter in Python would show
        rows.append(row(DELIVERY_PAGE + 1, recorded_at=now + timedelta(minutes=1), **skipped))
    with database.engine() as engine, engine.begin() as connection:
        connection.execute(insert(delivery_ledger), rows)
    newest, oldest = "dl-paging-0000", f"dl-paging-{DELIVERY_PAGE:04d}"

    def more(page: httpx.Response) -> str:
        (paragraph,) = re.findall(rf'<p class="more" id="{param}-more">(.*?)</p>', page.text, re.S)
        return " ".join(paragraph.split())

    table = {"unknown": "unknown", "prepared": "retry", "abandoned": "stopped"}[state]

    def shown(page: httpx.Response) -> int:
        (body,) = re.findall(rf'<table id="{table}-deliveries">(.*?)</table>', page.text, re.S)
        return body.count("<tr>") - 1  # the heading row

    first = richard.get("/console")
    assert first.status_code == 200
    assert more(first).startswith(
        f"{label} 전체 {DELIVERY_PAGE + 1}건 중 {DELIVERY_PAGE}건을 표시했습니다."
    )
    (link,) = re.findall(rf'href="(/console\?{param}=[^"]+)"', first.text)
    second = richard.get(link)
    assert second.status_code == 200
    assert more(second).startswith(f"{label} 전체 {DELIVERY_PAGE + 1}건 중 1건을 표시했습니다.")
    assert shown(first) == DELIVERY_PAGE and shown(second) == 1
    if state == "unknown":  # the only section whose rows name the delivery (its reconcile form)
        assert newest in first.text and oldest not in first.text
        assert oldest in second.text and newest not in second.text
    assert richard.get(f"/console?{param}=not-a-cursor").status_code == 422
