"""Seed 001's controlled proof through the product paths: 4 surfaces × 12 capsules, shadow.

Every synthetic surface (``tests/shared/surfaces/examples.all_surfaces``) travels the code
that carries a real text of its kind, over loopback HTTP between the real apps (checkin,
delivery, gateway on the fake Telegram Bot API, expression in ``shadow`` mode):

* ``daily.v1``: checkin's ``HttpPresenter`` asks expression for the presentation, checkin's
  ``DraftSubmission`` carries it and checkin's ``HttpDraftSubmitter`` posts it to delivery;
  the draft's revision 1 is the body Richard reviews and the customer would receive.
* ``weekly.v1``: the same presenter and submitter, then Richard's approval with ``send``:
  delivery reserves the pinned bytes and sends them to the customer's chat.
* ``adaptive.dualcoachtest.card.v1`` / ``adaptive.physique.card.v1``: delivery's card
  submission and menu, then Richard's ``카드 열기`` press: delivery asks expression,
  ``validate_and_mark_presented_card`` pins ``publish_pending`` and the gateway edits the
  menu into the card (``published``).

Only the provider differs between runs, and it is chosen explicitly by the caller:
``Provider.live()`` is the real OpenAI endpoint with the process's ``OPENAI_API_KEY``;
``Provider.stand_in(fake)`` is the fake OpenAI server (a test-only switch, never implied
by the live marker). A recording wrapper around either keeps what the model generated, so
``assert_shadow_contract`` can prove that none of it reached a customer-visible body, a
Telegram message, a log line, telemetry or the journal.
"""

from __future__ import annotations

import dataclasses
import hashlib
import io
import json
import logging
import re
from collections.abc import Iterator, Mapping
from contextlib import ExitStack, contextmanager
from dataclasses import dataclass, field
from datetime import date
from pathlib import Path
from typing import Any, cast

import httpx
import httpx2
from sqlalchemy import text

from services.checkin.drafts.ports import (
    daily_presentation_request,
    weekly_presentation_request,
)
from services.checkin.drafts.schemas import DraftSubmission
from services.checkin.peers.delivery import HttpDraftSubmitter
from services.checkin.peers.expression import HttpPresenter
from services.delivery.app import create_app as create_delivery
from services.expression.app import create_app as create_expression
from services.expression.provider.client import TransportFactory, default_transport
from shared.auth.client import ServiceRequestSigner
from shared.contracts.presentation import CanonicalSurface, PresentationCandidate
from shared.contracts.surfaces import daily, dual_card, physique_card, weekly
from shared.logging import JsonFormatter
from tests.delivery.checkin_peer import CUSTOMER, CUSTOMER_ID, OWNER, running_checkin
from tests.expression.conftest import TEST_API_KEY, postprocessor_block
from tests.fakes.openai_server import FakeOpenAI, Forwarding
from tests.fakes.telegram import TEST_BOT_TOKEN, FakeTelegram, fake_telegram
from tests.gateway.conftest import running_gateway
from tests.shared.surfaces.examples import (
    daily_variants,
    dual_variants,
    physique_variants,
    weekly_variants,
)
from tests.support.database import TestDatabase
from tests.support.keys import TestSecrets
from tests.support.servers import loopback_client, serve
from tests.support.services import settings_for

CAPSULES_PER_SURFACE = 12
SURFACES = (
    "daily.v1",
    "weekly.v1",
    "adaptive.dualcoachtest.card.v1",
    "adaptive.physique.card.v1",
)
CUSTOMER_CHAT = cast(int, CUSTOMER["chat_id"])
OWNER_CHAT = cast(int, OWNER["chat_id"])
_PLACEHOLDER = re.compile(r"\[\[[PA]:\d{2}\]\]")


# ------------------------------------------------------------------ the provider switch


@dataclass(frozen=True)
class Provider:
    """Where expression's one request per capsule goes (the only difference between runs)."""

    transport: TransportFactory
    environ: Mapping[str, str]
    fake: FakeOpenAI | None = None

    @classmethod
    def live(cls, environ: Mapping[str, str]) -> Provider:
        """The product's own wire: TLS to api.openai.com with the caller's key."""
        return cls(default_transport, environ)

    @classmethod
    def stand_in(cls, fake: FakeOpenAI, port: int) -> Provider:
        """Test-only: the fake OpenAI server on loopback answers instead of OpenAI."""
        return cls(Forwarding(port), {"OPENAI_API_KEY": TEST_API_KEY}, fake)


class _RecordingTransport(httpx2.BaseTransport):
    """Passes the request through unchanged and keeps a copy of the answer's body."""

    def __init__(self, inner: httpx2.BaseTransport, answers: list[bytes]) -> None:
        self._inner = inner
        self._answers = answers

    def handle_request(self, request: httpx2.Request) -> httpx2.Response:
        response = self._inner.handle_request(request)
        body = response.read()  # decoded: the copy below no longer carries an encoding
        self._answers.append(body)
        headers = [
            (name, value)
            for name, value in response.headers.multi_items()
            if name.lower() not in ("content-encoding", "content-length", "transfer-encoding")
        ]
        return httpx2.Response(
            response.status_code, headers=headers, content=body, extensions=response.extensions
        )

    def close(self) -> None:
        self._inner.close()


@dataclass
class _Recorder:
    inner: TransportFactory
    answers: list[bytes] = field(default_factory=list)

    def __call__(self) -> httpx2.BaseTransport:
        return _RecordingTransport(self.inner(), self.answers)

    def generated_prose(self) -> list[str]:
        """Every run of model-written text between placeholders, in every answer."""
        fragments: list[str] = []
        for raw in self.answers:
            try:
                content = json.loads(raw)["choices"][0]["message"]["content"]
                slots = json.loads(content)["slots"]
            except (ValueError, KeyError, IndexError, TypeError):
                continue  # not a contract answer: nothing generated to look for
            for slot in slots if isinstance(slots, list) else []:
                generated = slot.get("generated_ko") if isinstance(slot, dict) else None
                if not isinstance(generated, str):
                    continue
                for piece in _PLACEHOLDER.split(generated):
                    piece = piece.strip(" .,!")
                    if len(piece) >= 2:
                        fragments.append(piece)
        return fragments


# ------------------------------------------------------------------ evidence


@dataclass
class Shown:
    """One capsule's trip: the canonical body and every body the product made of it."""

    surface_version: str
    canonical: str
    candidate: PresentationCandidate | None
    visible: dict[str, str]  # where -> the exact text (draft revision, sent, pinned, edited)
    pinned_digests: dict[str, str] = field(default_factory=dict)  # where -> SHA-256 of bytes


@dataclass
class ProofRun:
    shown: list[Shown]
    journal: list[dict[str, Any]]
    requests: int  # requests that reached the provider (recorded answers)
    generated: list[str]
    elsewhere: dict[str, str]  # logs, telemetry, every Telegram call

    def outcomes(self) -> dict[str, set[str]]:
        found: dict[str, set[str]] = {}
        for item in self.shown:
            outcome = item.candidate.outcome if item.candidate else "no-candidate"
            found.setdefault(item.surface_version, set()).add(outcome)
        return found


def assert_shadow_contract(run: ProofRun, *, per_surface: int = CAPSULES_PER_SURFACE) -> None:
    """Seed 001's acceptance of the controlled proof, for every capsule of every surface."""
    total = per_surface * len(SURFACES)
    assert run.outcomes() == {version: {"shadow_selected"} for version in SURFACES}, run.outcomes()
    assert len(run.shown) == total
    for item in run.shown:
        assert item.candidate is not None and item.candidate.selected is False
        assert item.candidate.rendered_body == item.canonical  # no selected text to the caller
        for where, body in item.visible.items():
            assert body == item.canonical, f"{item.surface_version}: {where} is not canonical"
        canonical_digest = hashlib.sha256(item.canonical.encode("utf-8")).hexdigest()
        for where, digest in item.pinned_digests.items():
            assert digest == canonical_digest, f"{item.surface_version}: {where} is not canonical"
    starts = [row for row in run.journal if row["state"] == "attempt_started"]
    terminals = [row for row in run.journal if row["state"] == "finalized"]
    assert len(starts) == total and len({row["artifact_key"] for row in starts}) == total
    assert [row["outcome"] for row in terminals] == ["shadow_selected"] * total
    assert run.requests == total  # exactly one provider call per capsule
    assert run.generated, "the provider generated nothing to look for"
    # Nothing the model wrote reached a visible body, Telegram, logs, telemetry or journal
    # (a fragment that the canonical text itself contains proves nothing either way).
    journal = json.dumps(run.journal, default=str, ensure_ascii=False)
    for item in run.shown:
        for where, body in item.visible.items():
            for fragment in run.generated:
                leaked = fragment in body and fragment not in item.canonical
                assert not leaked, f"generated text in {item.surface_version} {where}"
    canonical_bodies = "\n".join(item.canonical for item in run.shown)
    for where, blob in {**run.elsewhere, "journal": journal}.items():
        for fragment in run.generated:
            leaked = fragment in blob and fragment not in canonical_bodies
            assert not leaked, f"generated text in {where}"


# ------------------------------------------------------------------ the product paths


def _card_actions(session_id: str) -> dual_card.CardActions:
    return dual_card.CardActions(
        f"nut:{session_id}:r1:approve", f"nut:{session_id}:r1:hold", f"nut:{session_id}:r1:console"
    )


def synthetic_capsules(per_surface: int) -> Iterator[tuple[str, int, Any]]:
    """(surface version, index, facts): twelve distinct synthetic facts per surface."""
    variants: dict[str, list[Any]] = {
        "daily.v1": list(daily_variants()),
        "weekly.v1": list(weekly_variants()),
        "adaptive.dualcoachtest.card.v1": list(dual_variants()),
        "adaptive.physique.card.v1": list(physique_variants()),
    }
    for version in SURFACES:
        for index, facts in enumerate(variants[version][:per_surface]):
            yield version, index, facts


@dataclass
class _Stack:
    database: TestDatabase
    secrets: TestSecrets
    telegram: FakeTelegram
    presenter: HttpPresenter
    submitter: HttpDraftSubmitter
    as_checkin: httpx.Client
    as_gateway: httpx.Client
    operator: httpx.Client
    card_answers: list[PresentationCandidate | None]

    def _ok(self, response: httpx.Response) -> Any:
        assert response.status_code in (200, 201), response.text
        return response.json()

    def daily(self, index: int, facts: Any) -> Shown:
        surface = daily.render(facts)
        request = daily_presentation_request(surface, f"proof-daily-event-{index:02d}")
        candidate = self.presenter.present(request)
        draft = self._submit("daily", f"proof-daily:{CUSTOMER_ID}:{index:02d}", surface, candidate)
        return Shown("daily.v1", surface.body, candidate, {"draft revision 1": draft["text"]})

    def weekly(self, index: int, facts: Any) -> Shown:
        surface = weekly.render(facts)
        task_key = f"weekly:{CUSTOMER_ID}:proof{index:02d}"
        request = weekly_presentation_request(surface, task_key, date(2026, 12, 4).isoformat())
        candidate = self.presenter.present(request)
        draft = self._submit(
            "weekly", f"proof-weekly:{CUSTOMER_ID}:{index:02d}", surface, candidate
        )
        sent = self._ok(
            self.operator.post(
                f"/v1/drafts/{draft['draft_id']}/approve", json={"revision": 1, "send": True}
            )
        )
        (delivery,) = sent["deliveries"]
        assert delivery["state"] == "delivered", delivery
        (message,) = [
            m
            for m in self.telegram.bot_messages(CUSTOMER_CHAT)
            if m.message_id == delivery["message_id"]
        ]
        visible = {"draft revision 1": draft["text"], "sent to the customer": message.text}
        reserved = {"reserved for sending": self._reserved_digest(draft["draft_id"])}
        return Shown("weekly.v1", surface.body, candidate, visible, reserved)

    def card(self, version: str, index: int, facts: Any) -> Shown:
        number = (1 if version == "adaptive.dualcoachtest.card.v1" else 2) * 100 + index
        session_id = f"np-{number:016x}"
        renderer = dual_card if version == "adaptive.dualcoachtest.card.v1" else physique_card
        surface = renderer.render(facts, _card_actions(session_id))
        submission = {
            "card_key": f"proof-card:{session_id}:r1",
            "customer_id": CUSTOMER_ID,
            "session_id": session_id,
            "proposal_digest": f"{number:064x}",
            "revision": 1,
            "card_kind": "card",
            "surface": surface.model_dump(mode="json"),
        }
        card = self._ok(self.as_checkin.post("/v1/cards", json=submission))
        calls = len(self.card_answers)
        press = {
            **OWNER,
            "callback_data": f"card:{card['card_id']}:open",
            "message_id": card["menu_message_id"],
        }
        answer = self._ok(self.as_gateway.post("/v1/operator/actions", json=press))
        assert answer["outcome"] == "published", answer
        pinned = self._card_payloads(card["card_id"])
        (edited,) = [
            m
            for m in self.telegram.bot_messages(OWNER_CHAT)
            if m.message_id == card["menu_message_id"]
        ]
        visible = {**pinned, "edited on Telegram": edited.text}
        # What expression answered delivery for this card (observed on delivery's client).
        candidate = self.card_answers[-1] if len(self.card_answers) == calls + 1 else None
        return Shown(version, surface.body, candidate, visible)

    # -------------------------------------------------------------- helpers

    def _submit(
        self,
        kind: str,
        draft_key: str,
        surface: CanonicalSurface,
        candidate: PresentationCandidate | None,
    ) -> dict[str, Any]:
        submission = DraftSubmission(
            draft_key=draft_key,
            customer_id=CUSTOMER_ID,
            kind=kind,
            canonical_text=surface.body,
            presentation=candidate,
        )
        result = self.submitter.submit(submission)
        assert result.status in (200, 201), result
        summaries = self._ok(self.operator.get("/v1/drafts", params={"customer_id": CUSTOMER_ID}))
        (found,) = [s for s in summaries if s["draft_key"] == draft_key]
        draft: dict[str, Any] = self._ok(self.operator.get(f"/v1/drafts/{found['draft_id']}"))
        return draft

    def _query(self, sql: str, **params: Any) -> list[Any]:
        with self.database.engine() as engine, engine.connect() as connection:
            return list(connection.execute(text(sql), params))

    def _reserved_digest(self, draft_id: str) -> str:
        (row,) = self._query(
            "SELECT body_digest FROM delivery.delivery_ledger WHERE draft_id = :draft_id "
            "AND state = 'reserved' AND purpose = 'customer_message'",
            draft_id=draft_id,
        )
        return str(row.body_digest)

    def _card_payloads(self, card_id: str) -> dict[str, str]:
        rows = self._query(
            "SELECT state, payload_text, selected FROM delivery.card_publication "
            "WHERE card_id = :card_id ORDER BY recorded_at",
            card_id=card_id,
        )
        assert [row.state for row in rows] == ["publish_pending", "published"]
        return {f"card {row.state}": row.payload_text for row in rows}


def _observe_card_presentations(delivery_app: Any) -> list[PresentationCandidate | None]:
    """Keep every answer delivery's own expression client gets (observation only: the
    product code asks and uses the answer exactly as it would)."""
    client = delivery_app.state.delivery.expression
    answers: list[PresentationCandidate | None] = []
    ask = client.present

    def present(request: dict[str, Any]) -> PresentationCandidate | None:
        answer = ask(request)
        answers.append(answer)
        return answer

    client.present = present
    return answers


@contextmanager
def product_stack(
    database: TestDatabase, tmp_path: Path, provider: Provider, *, mode: str = "shadow"
) -> Iterator[tuple[_Stack, _Recorder, list[Mapping[str, str]], io.StringIO]]:
    """Checkin, delivery, the gateway (fake Telegram) and expression in ``mode``."""
    secrets = TestSecrets(tmp_path / "secrets")
    (secrets.directory / "telegram-bot-token").write_text(TEST_BOT_TOKEN + "\n")
    recorder = _Recorder(provider.transport)
    telemetry: list[Mapping[str, str]] = []
    log = io.StringIO()
    handler = logging.StreamHandler(log)
    handler.setFormatter(JsonFormatter("proof"))
    with ExitStack() as stack:
        telegram = stack.enter_context(fake_telegram())
        gateway = stack.enter_context(running_gateway(database, secrets, telegram))
        expression_app = create_expression(
            settings_for(  # type: ignore[arg-type]
                "expression",
                database,
                secrets,
                data_dir=tmp_path / "expression",
                expression={"korean_expression_postprocessor": postprocessor_block(mode)},
            ),
            openai_transport=recorder,
            openai_environ=provider.environ,
            telemetry_sink=telemetry.append,
        )
        expression = stack.enter_context(serve(expression_app))
        checkin = stack.enter_context(
            running_checkin(database, secrets, expression_port=expression.port)
        )
        delivery_app = create_delivery(
            settings_for(  # type: ignore[arg-type]
                "delivery",
                database,
                secrets,
                services={
                    "checkin": {"port": checkin.port},
                    "gateway": {"port": gateway.port},
                    "expression": {"port": expression.port},
                },
                delivery={"background_interval_seconds": 0, "scheduler_enabled": False},
            )
        )
        card_answers = _observe_card_presentations(delivery_app)
        delivery = stack.enter_context(serve(delivery_app))

        def signed(base_url: str, caller: str, audience: str) -> httpx.Client:
            signer = ServiceRequestSigner(
                caller,
                secrets.key(caller),  # type: ignore[arg-type]
                audience=audience,
            )
            return stack.enter_context(loopback_client(base_url=base_url, auth=signer, timeout=60))

        to_expression = signed(expression.base_url, "checkin", "expression")
        as_checkin = signed(delivery.base_url, "checkin", "delivery")
        logging.getLogger().addHandler(handler)
        stack.callback(logging.getLogger().removeHandler, handler)
        yield (
            _Stack(
                database=database,
                secrets=secrets,
                telegram=telegram,
                presenter=HttpPresenter(to_expression, timeout=30),
                submitter=HttpDraftSubmitter(as_checkin, timeout=30),
                as_checkin=as_checkin,
                as_gateway=signed(delivery.base_url, "gateway", "delivery"),
                operator=signed(delivery.base_url, "operator", "delivery"),
                card_answers=card_answers,
            ),
            recorder,
            telemetry,
            log,
        )


def run_product_proof(
    database: TestDatabase,
    tmp_path: Path,
    provider: Provider,
    *,
    mode: str = "shadow",
    per_surface: int = CAPSULES_PER_SURFACE,
) -> ProofRun:
    """Run every synthetic capsule through its product path; gather the evidence."""
    with product_stack(database, tmp_path, provider, mode=mode) as (
        stack,
        recorder,
        telemetry,
        log,
    ):
        shown: list[Shown] = []
        for version, index, facts in synthetic_capsules(per_surface):
            if version == "daily.v1":
                shown.append(stack.daily(index, facts))
            elif version == "weekly.v1":
                shown.append(stack.weekly(index, facts))
            else:
                shown.append(stack.card(version, index, facts))
        journal = [
            dict(row._mapping)
            for row in stack._query(
                "SELECT * FROM expression.outcome_journal "
                "ORDER BY left(started_at_utc, 10), sequence"
            )
        ]
        calls = json.dumps(
            [dataclasses.asdict(call) for call in stack.telegram.calls()],
            default=str,
            ensure_ascii=False,
        )
        elsewhere = {
            "logs": log.getvalue(),
            "telemetry": json.dumps(telemetry, ensure_ascii=False),
            "telegram": calls,
        }
        return ProofRun(
            shown=shown,
            journal=journal,
            requests=len(recorder.answers),
            generated=recorder.generated_prose(),
            elsewhere=elsewhere,
        )
