"""The console in a real headless Chromium (Playwright driving Debian's /usr/bin/chromium):
log in with the token, edit and approve a draft, watch it become delivered through the
real gateway and the fake Telegram. Screenshots go to ``test-artifacts/console/``."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import timedelta
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import Browser, Page, sync_playwright

from tests.checkin import factories as checkin_factories
from tests.delivery.checkin_peer import CUSTOMER, OWNER
from tests.delivery.console_support import console_token
from tests.delivery.factories import held_submission, ok, submission
from tests.support.servers import ThreadedServer, serve

pytestmark = pytest.mark.browser

CHROMIUM = "/usr/bin/chromium"
CHROMIUM_ARGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
]
ARTIFACTS = Path(__file__).resolve().parents[2] / "test-artifacts" / "console"
EDITED = (
    "오늘도 기록해 주셔서 고맙습니다.\n\n"
    "수면과 체중 모두 계획대로입니다. 내일도 같은 시간에 체크인해 주십시오."
)

# Two different Hangul syllables draw different pixels only when a Korean font is present;
# without one both become the same empty box.
HANGUL_RENDERS = """() => {
  const draw = (text) => {
    const canvas = document.createElement('canvas');
    canvas.width = 64; canvas.height = 64;
    const context = canvas.getContext('2d');
    context.font = '48px ' + getComputedStyle(document.body).fontFamily;
    context.fillText(text, 4, 52);
    return canvas.toDataURL();
  };
  return draw('가') !== draw('각') && draw('각') !== draw('힣');
}"""


@pytest.fixture(scope="module")
def chromium() -> Iterator[Browser]:
    if not Path(CHROMIUM).exists():
        pytest.fail(f"{CHROMIUM} is missing: install Debian's chromium package (see .ci/run)")
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        yield browser
        browser.close()


@pytest.fixture
def console(delivery_app) -> Iterator[ThreadedServer]:
    with serve(delivery_app) as server:
        yield server


@pytest.fixture
def page(chromium: Browser) -> Iterator[Page]:
    context = chromium.new_context(locale="ko-KR", viewport={"width": 1280, "height": 1000})
    yield context.new_page()
    context.close()


def _shot(page: Page, name: str) -> None:
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(ARTIFACTS / f"{name}.png"), full_page=True)


def _log_in(page: Page, base_url: str, token: str) -> Any:
    response = page.goto(f"{base_url}/console")
    assert response is not None and response.status == 401
    page.fill("#token", token)
    page.get_by_role("button", name="로그인").click()
    return page


def test_richard_logs_in_edits_approves_and_sees_the_message_delivered(
    page, console, delivery_secrets, checkin_caller, telegram
):
    # The held notice first: a held submission holds the customer drafts already waiting.
    ok(checkin_caller.post("/v1/drafts", json=held_submission()), 201)
    draft_id = ok(checkin_caller.post("/v1/drafts", json=submission()), 201)["draft_id"]
    response = page.goto(f"{console.base_url}/console")
    assert response is not None and response.status == 401
    assert page.locator("h1").inner_text() == "로그인이 필요합니다"
    _shot(page, "01-login")

    _log_in(page, console.base_url, console_token(delivery_secrets))
    page.wait_for_selector("#pending-drafts")
    assert page.evaluate(HANGUL_RENDERS), "Korean text does not render (no Korean font?)"
    assert "운동을 멈추고 정형외과나 재활의학과 진료를 받도록 안내합니다." in page.content()
    _shot(page, "02-queue")

    page.get_by_role("link", name="검토하기").click()
    page.wait_for_selector("#evidence")
    assert "수면 7.5시간, 체중 70.2kg" in page.locator("#evidence").inner_text()
    page.fill("#edit-text", EDITED)
    page.get_by_role("button", name="수정본 저장").click()
    page.wait_for_selector("text=새 수정본을 저장했습니다.")
    assert page.locator("#draft-text").inner_text() == EDITED
    _shot(page, "03-edited")

    page.get_by_role("button", name="승인하고 보내기").click()
    page.wait_for_selector("text=보내기를 마쳤습니다.")
    assert page.locator("#draft-status").inner_text() == "전달 진행"
    assert page.locator(".delivery-history .state.delivered").count() == 1
    _shot(page, "04-delivered")

    assert [m.text for m in telegram.bot_messages(CUSTOMER["chat_id"])] == [EDITED]
    # Richard's chat: the held notice, the review of revision 1 and of his edit (revision 2).
    owner = telegram.bot_messages(OWNER["chat_id"])
    assert [bool(m.buttons()) for m in owner] == [False, True, True]
    assert "검토본 2" in owner[2].text and EDITED in owner[2].text
    assert len(telegram.calls("sendMessage")) == 4  # + the customer's one message
    assert page.url.endswith(f"/console/drafts/{draft_id}?notice=sent")
    assert console_token(delivery_secrets) not in page.url


def test_a_wrong_token_in_the_browser_shows_the_401_page(page, console):
    _log_in(page, console.base_url, "0" * 64)
    page.wait_for_selector("text=토큰이 올바르지 않습니다.")
    assert page.context.cookies() and all(
        cookie["name"] != "dualcoach_console" for cookie in page.context.cookies()
    )
    _shot(page, "05-wrong-token")


def test_customer_kpi_and_audit_pages_render_their_charts(
    page, console, delivery_secrets, checkin, checkin_caller
):
    start = checkin_factories.START
    for offset, kg in ((0, 70.0), (1, 70.4), (2, 69.9), (3, 70.6), (4, 70.3), (7, 70.8)):
        event = checkin_factories.checkin(
            "kim-pilot", start + timedelta(days=offset), morning_weight_kg=kg
        )
        assert checkin.append_flow(event)["created"] is True
    ok(checkin_caller.post("/v1/drafts", json=submission()), 201)
    _log_in(page, console.base_url, console_token(delivery_secrets))
    page.wait_for_selector("#pending-drafts")
    page.get_by_role("link", name="고객 kim-pilot").click()
    page.wait_for_selector("#weight-chart svg")
    assert page.locator("#weight-chart circle.weight").count() == 6
    assert page.locator("#checkin-calendar rect.day").count() == 28
    _shot(page, "06-customer")
    page.get_by_role("link", name="KPI 판정 보기").click()
    page.wait_for_selector("#kpi-components")
    assert "전체 판정" in page.locator("#kpi-verdict").inner_text()
    _shot(page, "07-kpi")
    page.get_by_role("link", name="감사 기록").click()
    page.wait_for_selector("#chain-status")
    _shot(page, "08-audit")
