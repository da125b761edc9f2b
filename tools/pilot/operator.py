"""The operator's side of the pilot: the signed APIs his CLI calls, and Richard's console.

``OperatorDesk`` is what ``dualcoach admin`` / ``records`` and the delivery CLI do: the
same HTTP routes, signed as caller ``operator`` on the pilot's clock. ``Console`` is a
person in a browser: it logs in with the local token, reads the draft page and posts its
forms with the page's CSRF token, exactly as Richard's browser would.
``OperatorDesk.register`` also makes `make run`'s demo registry (``demo.py``).
"""

from __future__ import annotations

import html
import re
import time
import uuid
from datetime import date
from decimal import Decimal
from pathlib import Path
from typing import Any, Final

import httpx
from pydantic import SecretStr

from shared.auth.client import ServiceRequestSigner
from shared.clock import Clock
from shared.contracts.question_catalogue import QuestionCatalogue
from shared.settings import ConfigError
from tools.pilot.errors import PilotError
from tools.pilot.scenario import Enrolment, Payment, TimeEntry

TIMEOUT = httpx.Timeout(60.0, connect=5.0)
# Seed 002's G5 checklist: every item done before the real customer is enabled.
CHECKLIST_EVIDENCE = (
    '{"token_rotated": true, "missend_test_passed": true, "provider_terms_checked": true, '
    '"withdrawal_deletion_doc": true, "retention_backup_doc": true, "manual_fallback_doc": true}'
)
PLAN_FOCUS = (
    "기초 체력과 자세 익히기",
    "하체 근력 기초",
    "상체 근력 기초",
    "전신 순환 운동",
    "점진적 중량 늘리기",
    "유산소 지구력",
    "코어 안정성",
    "근력 유지와 회복",
    "인터벌 강도 높이기",
    "식단 점검과 조정",
    "목표 체중 유지",
    "다음 단계 계획",
)


class OperatorError(PilotError):
    """A signed call answered something the operator did not expect."""


def _every_page(client: httpx.Client, url: str) -> list[dict[str, Any]]:
    """Every row of a paged list: each page, following ``Link: rel="next"``."""
    rows: list[dict[str, Any]] = []
    following: str | None = url
    while following is not None:
        response = client.get(following)
        rows += _answer(response)
        following = response.links.get("next", {}).get("url")
    return rows


def _answer(response: httpx.Response, *expected: int) -> Any:
    if response.status_code not in (expected or (200, 201)):
        raise OperatorError(
            f"{response.request.method} {response.request.url.path} answered "
            f"{response.status_code}: {response.text[:500]}"
        )
    return response.json() if response.content else None


def pilot_plan(starts_on: date) -> dict[str, Any]:
    """The inline 12-week plan Richard writes before the pilot starts (seed 002, G2)."""
    return {
        "starts_on": starts_on.isoformat(),
        "weeks": [
            {"week": number, "focus": focus, "goal_mode": "fat_loss", "training_sessions": 3}
            for number, focus in enumerate(PLAN_FOCUS, start=1)
        ],
    }


class OperatorDesk:
    """Signed ``operator`` calls to checkin and delivery, on the pilot's clock."""

    def __init__(
        self,
        *,
        checkin_url: str,
        delivery_url: str,
        key: SecretStr,
        clock: Clock,
        timeout: httpx.Timeout = TIMEOUT,
    ) -> None:
        """``timeout``: longer for a cohort, whose tick drafts every customer's summary."""
        self.checkin = httpx.Client(
            base_url=checkin_url,
            auth=ServiceRequestSigner("operator", key, clock, audience="checkin"),
            timeout=timeout,
        )
        self.delivery = httpx.Client(
            base_url=delivery_url,
            auth=ServiceRequestSigner("operator", key, clock, audience="delivery"),
            timeout=timeout,
        )
        self._catalogue: QuestionCatalogue | None = None
        self._owner: dict[str, Any] | None = None  # the owner triple this desk last set

    def close(self) -> None:
        self.checkin.close()
        self.delivery.close()

    def question_catalogue(self) -> QuestionCatalogue:
        """What checkin's turn flows ask and the texts that end them; read once, as they
        change only with a new checkin release."""
        if self._catalogue is None:
            document = _answer(self.checkin.get("/v1/question-catalogue"))
            self._catalogue = QuestionCatalogue.model_validate(document)
        return self._catalogue

    # -- registration and G1-G5 activation ---------------------------------------------

    def registry(self) -> dict[str, Any]:
        """The current registry document (owner and every customer entry)."""
        view: dict[str, Any] = _answer(self.checkin.get("/v1/admin/registry"))
        return dict(view["document"])

    def register(self, enrolment: Enrolment) -> dict[str, Any]:
        """Owner, customer draft with the plan, consent, then the guarded activation."""
        customer = enrolment.customer_id
        owner = enrolment.owner.as_json()
        if owner != self._owner:  # Richard sets his triple once, not per customer
            self._put("/v1/admin/owner", {"owner": owner})
            self._owner = owner
        self._put(
            f"/v1/admin/customers/{customer}",
            {
                "customer": enrolment.customer.as_json(),
                "trainer": enrolment.trainer.as_json(),
                "plan": pilot_plan(enrolment.starts_on),
            },
        )
        _answer(
            self.checkin.post(
                f"/v1/admin/customers/{customer}/consent",
                json={"action": "grant", "provider_terms_checked": True},
            )
        )
        result: dict[str, Any] = _answer(
            self.checkin.post(
                f"/v1/admin/customers/{customer}/activate",
                json={"checklist_evidence": CHECKLIST_EVIDENCE},
            )
        )
        return result

    def _put(self, path: str, body: dict[str, Any]) -> Any:
        return _answer(self.checkin.put(path, json=body))

    # -- records ----------------------------------------------------------------------

    def record_payment(self, customer_id: str, payment: Payment, paid_on: date) -> Any:
        body = {
            "kind": payment.kind,
            "amount_krw": payment.amount_krw,
            "method": payment.method,
            "paid_on": paid_on.isoformat(),
        }
        return _answer(self.checkin.post(f"/v1/customers/{customer_id}/records/payment", json=body))

    def record_satisfaction(self, customer_id: str, score: Decimal, collected_on: date) -> Any:
        body = {"score": float(score), "collected_on": collected_on.isoformat()}
        return _answer(
            self.checkin.post(f"/v1/customers/{customer_id}/records/satisfaction", json=body)
        )

    def record_operator_time(self, customer_id: str, entry: TimeEntry, work_date: date) -> Any:
        """One entry; a retried one goes out twice with the same ``entry_id`` (the CLI's
        retry after a lost answer) and must be stored once."""
        path = f"/v1/customers/{customer_id}/records/operator-time"
        answers = []
        for _ in range(2 if entry.retried else 1):
            body = {
                "entry_id": entry.entry_id,
                "attempt_id": f"attempt-{uuid.uuid4().hex}",
                "minutes": entry.minutes,
                "task": entry.task,
                "work_date": work_date.isoformat(),
                "supersedes_entry_id": entry.supersedes,
            }
            answers.append(_answer(self.checkin.post(path, json=body)))
        return answers

    # -- the scheduler and the relays (what the timers would do) ------------------------

    def tick(self) -> dict[str, Any]:
        result: dict[str, Any] = _answer(self.delivery.post("/v1/scheduler/tick", json={}))
        return result

    def relay(self) -> None:
        """Flush both outboxes now, so the day's events are in the stream before midnight."""
        _answer(self.checkin.post("/v1/outbox/relay"))
        _answer(self.delivery.post("/v1/outbox/relay"))

    def relay_until_quiet(self, *, passes: int = 40, pause: float = 0.25) -> bool:
        """Relay both outboxes until a pass finds nothing due in either (a row the services'
        own relays are posting, or a retry now due, takes another pass); False if never."""
        for _ in range(passes):
            reports = [
                _answer(self.checkin.post("/v1/outbox/relay")),
                _answer(self.delivery.post("/v1/outbox/relay")),
            ]
            if not any(any(report.values()) for report in reports):
                return True
            time.sleep(pause)
        return False

    # -- reading back -----------------------------------------------------------------

    def kpi(self, customer_id: str) -> dict[str, Any]:
        result: dict[str, Any] = _answer(self.checkin.get(f"/v1/customers/{customer_id}/kpi"))
        return result

    def drafts(self, customer_id: str) -> list[dict[str, Any]]:
        """Every draft of the customer with its revisions and deliveries."""
        summaries = _every_page(self.delivery, f"/v1/drafts?customer_id={customer_id}")
        return [_answer(self.delivery.get(f"/v1/drafts/{s['draft_id']}")) for s in summaries]

    def deliveries(self) -> list[dict[str, Any]]:
        return _every_page(self.delivery, "/audit/deliveries")

    def chains(self, customer_id: str) -> dict[str, Any]:
        result: dict[str, Any] = _answer(
            self.delivery.get(f"/audit/customers/{customer_id}/chains")
        )
        return result

    def scheduled_tasks(self) -> list[dict[str, Any]]:
        return _every_page(self.delivery, "/v1/scheduler/tasks")

    def events(self, customer_id: str) -> list[dict[str, Any]]:
        result: list[dict[str, Any]] = _answer(
            self.checkin.get(f"/v1/customers/{customer_id}/events")
        )["events"]
        return result


_HIDDEN = re.compile(r'name="(?P<name>[a-z_]+)" value="(?P<value>[^"]*)"')
_DRAFT_TEXT = re.compile(r'<pre class="message" id="draft-text">(?P<text>.*?)</pre>', re.S)


class ConsoleRefused(PilotError):
    """The console did not do what Richard asked (its notice code says why)."""


# The file `dualcoach secrets init` writes the console token to and Richard reads it from
# (docs/operator-guide-console.md): the harness reads it there too, not via delivery's code.
CONSOLE_TOKEN_FILE: Final = "console-token"  # noqa: S105 - a file name, not a token


def console_token(secrets_dir: Path) -> SecretStr:
    """The console token as a person finds it: the file under the secrets directory."""
    path = secrets_dir / CONSOLE_TOKEN_FILE
    try:
        token = path.read_text(encoding="utf-8").strip()
    except FileNotFoundError:
        token = ""
    if not token:
        raise ConfigError(f"no console token in {path} (run 'dualcoach secrets init')")
    return SecretStr(token)


class Console:
    """Richard in a browser at the delivery console (``/console``)."""

    def __init__(self, base_url: str, token: SecretStr) -> None:
        self._token = token
        self.browser = httpx.Client(base_url=base_url, timeout=TIMEOUT, follow_redirects=False)
        # Browsers send the page's own origin with every form post.
        self.browser.headers["Origin"] = base_url

    def close(self) -> None:
        self.browser.close()

    def log_in(self) -> None:
        gate = self.browser.get("/console")
        if gate.status_code == 200:
            return
        fields = dict(_HIDDEN.findall(gate.text))
        answer = self.browser.post(
            "/console/login",
            data={"token": self._token.get_secret_value(), "login_csrf": fields["login_csrf"]},
        )
        if answer.status_code != 303:
            raise ConsoleRefused(f"login answered {answer.status_code}")

    def open_draft(self, path: str) -> tuple[str, int, str]:
        """The draft page at ``path``: the text Richard reads, its revision, the form token."""
        self.log_in()
        page = self.browser.get(path)
        if page.status_code != 200:
            raise ConsoleRefused(f"{path} answered {page.status_code}")
        fields = dict(_HIDDEN.findall(page.text))
        match = _DRAFT_TEXT.search(page.text)
        if match is None:
            raise ConsoleRefused(f"{path} shows no draft text")
        return (
            html.unescape(match.group("text")),
            int(fields["base_revision"]),
            fields["csrf_token"],
        )

    def _post(self, path: str, data: dict[str, str], success: str) -> None:
        answer = self.browser.post(path, data=data)
        location = answer.headers.get("location", "")
        if answer.status_code != 303 or not location.endswith(f"notice={success}"):
            raise ConsoleRefused(f"{path} answered {answer.status_code} {location}")

    def edit(self, draft_id: str, text: str) -> int:
        """Save ``text`` as a new revision of the draft; returns that revision."""
        path = f"/console/drafts/{draft_id}"
        _, revision, csrf = self.open_draft(path)
        data = {"csrf_token": csrf, "text": text, "base_revision": str(revision)}
        self._post(f"{path}/edit", data, "edited")
        return revision + 1

    def approve_and_send(self, draft_id: str) -> int:
        """Press 승인하고 보내기 for the revision on the page; returns that revision."""
        path = f"/console/drafts/{draft_id}"
        _, revision, csrf = self.open_draft(path)
        data = {"csrf_token": csrf, "revision": str(revision), "send": "yes"}
        self._post(f"{path}/approve", data, "sent")
        return revision
