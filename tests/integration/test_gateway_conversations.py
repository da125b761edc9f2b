"""The bot's conversations through real HTTP: the gateway (webhook, fake Telegram), the real
checkin (registry, turn API) and the real delivery (drafts, Richard's buttons), one clock.

Customer: consent notice, then the check-in by buttons and typed answers, re-asks, stale
buttons, a restarted gateway resuming the session. Trainer: /record in five taps. Richard:
his review button forwarded to delivery (sent once), /today, /pending and /kpi.
"""

from __future__ import annotations

from datetime import date, timedelta
from typing import Any

import pytest
from sqlalchemy import text

from services.gateway.conversations import texts
from services.gateway.peers.schemas import Kpi
from services.gateway.updates.texts import UNKNOWN_SENDER_REPLY
from tests.checkin import factories
from tests.checkin.flows import F_NORMAL_1
from tests.delivery import factories as delivery_factories
from tests.gateway.conftest import running_gateway
from tests.integration.chat import Chat
from tests.integration.stack import CUSTOMER_ID, Stack, enable_customer, ok, wait_for

pytestmark = pytest.mark.slow
SAVED = "오늘 체크인을 저장했습니다. 코치가 확인한 뒤 답변을 보내 드리겠습니다."
SLEEP_HOURS = "어젯밤 몇 시간 주무셨습니까? 숫자로 적어 주십시오. (예: 7.5)"
SLEEP_QUALITY = "수면 만족도는 5점 중 몇 점입니까?"
READINESS = "오늘 컨디션은 5점 중 몇 점입니까?"
# Stated time per prompt for the trainer: one button tap, 6 s (checkin's trainer tests too).
SECONDS_PER_TAP = 6
NOTE = "출근 전에 산책도 했어요 <좋아요>"


def _chat(stack: Stack, who: dict[str, Any], gateway=None) -> Chat:
    return Chat(stack.telegram, stack.secrets, gateway or stack.gateway, **who)


@pytest.fixture
def customer(stack) -> Chat:
    return _chat(stack, factories.CUSTOMER)


@pytest.fixture
def trainer(stack) -> Chat:
    return _chat(stack, factories.TRAINER)


@pytest.fixture
def owner(stack) -> Chat:
    return _chat(stack, factories.OWNER)


def _current(stack: Stack) -> dict[str, Any]:
    return ok(stack.to_checkin("operator").get(f"/v1/customers/{CUSTOMER_ID}/checkins/current"))


def _acknowledgements(stack: Stack) -> list[tuple[str, str]]:
    url = stack.database.owner_url("gateway")
    with stack.database.engine(url) as engine, engine.connect() as connection:
        rows = connection.execute(
            text("SELECT customer_id, consent_version FROM gateway.consent_acknowledgement")
        )
        return [(row[0], row[1]) for row in rows]


def _consent(customer: Chat) -> None:
    customer.say("안녕하세요")
    customer.press("consent:agree")


def _answer_normal_day(customer: Chat, note: str | None = None) -> None:
    """F-NORMAL-1 as a customer does it: numbers typed, everything else tapped (or a note)."""
    for question_id, value in F_NORMAL_1.items():
        assert customer.last().buttons() is not None
        if question_id in ("Q-SLEEP-HOURS", "Q-CALORIES", "Q-WEIGHT"):
            customer.say(value)
        elif question_id == "Q-NOTE" and note is not None:
            customer.say(note)
        else:
            customer.tap(value)


def test_the_consent_notice_comes_first_and_its_button_starts_the_check_in(stack, customer):
    customer.say("/checkin")
    notice = customer.last()
    assert notice.text == texts.CONSENT_NOTICE
    assert notice.buttons() == [[{"text": "확인했습니다", "callback_data": "consent:agree"}]]
    customer.say("7.5")  # nothing is answered before the acknowledgement
    assert customer.texts() == [texts.CONSENT_NOTICE, texts.CONSENT_NOTICE]
    assert _acknowledgements(stack) == []
    customer.press("consent:agree", notice)
    assert customer.last().text == SLEEP_HOURS
    assert [[b["callback_data"] for b in row] for row in customer.last().buttons()] == [
        ["ci:Q-SLEEP-HOURS:skip"]
    ]
    customer.press("consent:agree", notice)  # a second press: the same session, one row
    assert customer.texts()[-2:] == [SLEEP_HOURS, SLEEP_HOURS]
    assert _acknowledgements(stack) == [(CUSTOMER_ID, "dualcoach-pilot-consent-v1")]


def test_a_normal_day_by_buttons_and_typed_answers_is_finalized_and_sends_no_draft(
    stack, customer, owner
):
    _consent(customer)
    _answer_normal_day(customer)
    assert customer.last().text == SAVED
    current = _current(stack)
    assert (current["status"], current["answered"]) == ("finalized", list(F_NORMAL_1))
    events = ok(stack.to_checkin("operator").get(f"/v1/customers/{CUSTOMER_ID}/events"))
    (event,) = events["events"]
    assert event["payload"]["sleep_hours"] == 7.5 and event["payload"]["morning_weight_kg"] == 70.2
    # the coaching draft waits for Richard; the customer got questions and the ack only
    wait_for(lambda: owner.messages())
    assert all(not m.text.startswith("[") for m in customer.messages())
    assert len(customer.messages()) == 1 + len(F_NORMAL_1) + 1  # notice, questions, saved
    # another message after today's check-in: checkin's own "already saved"
    customer.say("또 할게요")
    assert customer.last().text == "오늘 체크인은 이미 저장되었습니다. 내일 다시 기록해 주십시오."


def test_a_bad_typed_answer_is_reasked_and_nothing_is_recorded(stack, customer):
    _consent(customer)
    customer.say("많이 잤어요")
    assert customer.last().text == (
        "수면 시간은 0부터 24까지의 숫자로 적어 주십시오. (예: 7.5)\n\n" + SLEEP_HOURS
    )
    assert _current(stack)["answered"] == []
    customer.say("/kpi")  # a command is never an answer: the question again
    assert customer.last().text == SLEEP_HOURS
    customer.say("25")
    assert customer.last().text.startswith("수면 시간은 0부터 24까지")
    customer.say("7.5")
    assert customer.last().text == SLEEP_QUALITY
    assert _current(stack)["answered"] == ["Q-SLEEP-HOURS"]


def test_a_button_of_an_earlier_question_reasks_the_current_one(stack, customer):
    _consent(customer)
    customer.say("7.5")
    quality = customer.last()
    customer.tap("4")
    assert customer.last().text == READINESS
    customer.press("ci:Q-SLEEP-QUALITY:2", quality)  # the old message's button
    stale = customer.last()
    assert stale.text == f"{texts.STALE_BUTTON}\n\n{READINESS}"
    assert stale.buttons()[0][0]["callback_data"] == "ci:Q-READINESS:1"
    assert _current(stack)["answered"] == ["Q-SLEEP-HOURS", "Q-SLEEP-QUALITY"]


def test_a_restarted_gateway_continues_the_same_check_in(stack, customer, clock):
    _consent(customer)
    customer.say("7.5")
    customer.tap("4")
    session_id = _current(stack)["session_id"]
    peers = {"checkin": {"port": stack.checkin.port}, "delivery": {"port": stack.delivery_port}}
    with running_gateway(
        stack.database, stack.secrets, stack.telegram, clock=clock, services=peers
    ) as second_life:
        resumed = _chat(stack, factories.CUSTOMER, second_life)
        resumed.say("계속할게요")  # text answers the open question (a typed label is fine)
        assert resumed.last().text.startswith("아래 버튼 중 하나를 눌러 주십시오.")
        resumed.tap("4")
        for question_id, value in list(F_NORMAL_1.items())[3:]:
            if question_id in ("Q-CALORIES", "Q-WEIGHT"):
                resumed.say(value)
            else:
                resumed.tap(value)
        assert resumed.last().text == SAVED
    current = _current(stack)
    assert (current["session_id"], current["status"]) == (session_id, "finalized")


def test_the_trainer_records_a_session_in_five_taps(stack, trainer):
    trainer.say("수고하셨습니다")
    menu = trainer.last()
    assert menu.text == texts.TRAINER_MENU
    assert menu.buttons() == [[{"text": "수업 기록 시작", "callback_data": "tr:start"}]]
    trainer.press("tr:start")
    prompts = []
    for value in ("done", "4", "as_planned", "no", "none"):
        prompts.append(trainer.last().text)
        trainer.tap(value)
    assert prompts == [
        "오늘 수업을 진행하셨습니까?",
        "고객의 수행도는 5점 중 몇 점입니까?",
        "운동 강도는 계획과 비교해 어땠습니까?",
        "수업 중 고객이 통증을 말했습니까?",
        "운영 메모가 있으면 적어 주십시오. 없으면 '없음'을 눌러 주십시오.",
    ]
    assert len(prompts) * SECONDS_PER_TAP <= 30
    assert trainer.last().text == "수업 기록을 저장했습니다."
    (event,) = ok(stack.to_checkin("operator").get(f"/v1/customers/{CUSTOMER_ID}/events"))["events"]
    assert event["event_type"] == "trainer_session_record"
    trainer.say("/record")
    assert trainer.last().text == "오늘 수업 기록은 이미 저장되었습니다."


def test_richards_approve_goes_through_delivery_and_sends_once(stack, customer, owner):
    _consent(customer)
    _answer_normal_day(customer)
    review = wait_for(lambda: owner.messages())[-1]
    approve = review.buttons()[0][0]["callback_data"]
    assert approve.startswith("draft:") and approve.endswith(":1:approve")
    before = len(customer.messages())
    # the customer pressing the same data under their own chat reaches nothing of Richard's
    customer.press(approve)
    assert customer.callback_answers()[-1] == texts.UNKNOWN_BUTTON
    assert ok(stack.to_delivery("operator").get("/v1/drafts"))[0]["status"] == "pending"
    owner.press(approve, review)
    assert owner.callback_answers()[-1] == "승인했습니다. 고객에게 보냈습니다."
    body = ok(stack.to_delivery("operator").get("/v1/drafts"))[0]["text"]
    assert [m.text for m in customer.messages()[before:]] == [body]
    owner.press(approve, review)
    assert owner.callback_answers()[-1] == "이미 승인되어 보낸 초안입니다."
    assert [m.text for m in customer.messages()[before:]] == [body]


def test_richards_commands_summarise_the_queue_and_the_kpi(stack, customer, owner, trainer):
    owner.say("안녕하세요")
    assert owner.last().text == texts.OWNER_HELP
    owner.say("/pending")
    assert owner.last().text == "승인을 기다리는 초안이 없습니다."
    _consent(customer)
    _answer_normal_day(customer, note=NOTE)
    review = wait_for(lambda: owner.messages()[-1] if owner.messages()[-1].buttons() else None)
    draft_id = review.buttons()[0][0]["callback_data"].split(":")[1]
    # Richard's review shows what the customer wrote, verbatim, outside the text to send
    assert review.text.endswith(
        "━━━━━━━━━━\n\n"
        "고객이 쓴 글 · 2026-12-07 (원문 그대로이며 고객에게 보내지 않습니다.)\n"
        f"〈메모〉\n{NOTE}"
    )
    owner.say("/pending")
    assert owner.last().text == (
        "[승인 대기 초안] 1건\n"
        f"1. kim-pilot · 일일 피드백 · 검토본 1 · /console/drafts/{draft_id}\n"
        "검토 메시지의 승인·수정·폐기 버튼이나 콘솔에서 처리해 주십시오."
    )
    owner.say("/today")
    assert owner.last().text == (
        "[오늘 현황] 2026-12-07\n"
        "- 승인 대기 초안: 1건\n"
        "- 오늘 보류 알림: 0건\n"
        "- 오늘 예정 작업: 0건 (초안 생성 0건, 초안 없이 종료 0건, 처리 대기 0건)\n"
        "\n"
        "오늘 만든 초안 1건\n"
        f"1. kim-pilot · 일일 피드백 · 승인 대기 · /console/drafts/{draft_id}\n"
        f"   고객이 쓴 글 · 메모: “{NOTE}”\n"
        "\n"
        "승인 대기 초안은 /pending, KPI 판정은 /kpi 로 확인해 주십시오."
    )
    owner.say("/kpi")
    judgement = Kpi.model_validate(
        ok(stack.to_checkin("operator").get(f"/v1/customers/{CUSTOMER_ID}/kpi"))
    )
    assert owner.last().text == texts.kpi_text([judgement])
    assert owner.last().text.startswith("[KPI 판정]\nkim-pilot: 종합 미달\n- 체크인율 ")
    # the same commands from the customer or the trainer never reach Richard's summaries
    summaries = len(owner.messages())
    customer.say("/today")
    trainer.say("/kpi")
    assert customer.last().text == "오늘 체크인은 이미 저장되었습니다. 내일 다시 기록해 주십시오."
    assert trainer.last().text == texts.TRAINER_MENU
    assert len(owner.messages()) == summaries


def test_a_stranger_gets_the_one_neutral_reply(stack):
    stranger = _chat(stack, {"user_id": 555, "chat_id": 555})
    stranger.say("/today")
    assert stranger.texts() == [UNKNOWN_SENDER_REPLY]


def _enable_customer(operator: Any, customer_id: str, user_id: int) -> None:
    customer = {"user_id": user_id, "chat_id": user_id, "topic_id": None}
    trainer = {**factories.TRAINER, "topic_id": user_id}  # one trainer topic per customer
    enable_customer(operator, customer_id, factories.draft(customer=customer, trainer=trainer))


def test_a_kpi_reply_longer_than_one_message_arrives_whole_in_parts(stack, owner):
    """Each customer's judgement is ~130 characters: 61 customers are more than Telegram's
    4096 UTF-16 units, which a single send would have had refused whole (found at 100
    customers: Richard's /kpi got no answer at all)."""
    operator = stack.to_checkin("operator")
    extra = [f"load-{n:02d}" for n in range(60)]
    for n, customer_id in enumerate(extra):
        _enable_customer(operator, customer_id, 810000 + n)
    enabled = sorted([CUSTOMER_ID, *extra])
    owner.say("/kpi")
    wait_for(lambda: "\n".join(owner.texts()).count("종합 ") >= len(enabled), timeout=30)
    parts = owner.texts()
    judgements = [
        Kpi.model_validate(ok(operator.get(f"/v1/customers/{customer_id}/kpi")))
        for customer_id in enabled
    ]
    expected = texts.kpi_text(judgements)
    assert len(expected.encode("utf-16-le")) // 2 > 4096
    assert len(parts) >= 2
    assert all(len(part.encode("utf-16-le")) // 2 <= 4096 for part in parts)
    assert "\n\n".join(parts) == expected  # in order, nothing lost, no customer cut in two
    assert parts[0].startswith("[KPI 판정]\n")
    assert all(part.split("\n")[0].split(": ")[1].startswith("종합") for part in parts[1:])


def test_pending_counts_every_draft_beyond_one_page(stack, owner):
    """505 drafts waiting: delivery's list answers 500 and names the next page; the gateway
    follows it, so Richard's count is 505 (it was the first page's 200 before paging), and
    the ~40,000-character reply arrives in parts."""
    checkin = stack.to_delivery("checkin")
    first = date(2027, 1, 1)
    ids = set()
    for n in range(505):
        key = f"daily:{CUSTOMER_ID}:{(first + timedelta(days=n)).isoformat()}"
        ids.add(ok(checkin.post("/v1/drafts", json=delivery_factories.submission(key)))["draft_id"])
    owner.say("/pending")

    def reply_parts() -> list[str]:  # Richard's reviews of the drafts arrive in between
        return [t for t in owner.texts() if t.startswith("[승인 대기 초안]") or t[0].isdigit()]

    wait_for(lambda: reply_parts() and reply_parts()[-1].endswith("처리해 주십시오."), timeout=60)
    parts = reply_parts()
    reply = "\n".join(parts)
    assert reply.startswith("[승인 대기 초안] 505건\n1. kim-pilot · 일일 피드백 · ")
    listed = {line.rsplit("/", 1)[1] for line in reply.split("\n") if "/console/drafts/" in line}
    assert listed == ids
    assert len(parts) >= 2
