"""Operator cards for delivery tests: canonical surfaces, submissions, candidates, and the
real expression service (enabled, answering through the fake OpenAI server)."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import replace
from pathlib import Path
from typing import Any

from services.delivery.cards import rules
from services.expression.app import create_app as create_expression_app
from shared.contracts.presentation import CanonicalSurface, PresentationCandidate
from shared.contracts.surfaces import dual_card
from tests.expression.conftest import TEST_API_KEY, postprocessor_block
from tests.fakes.openai_server import FakeOpenAI, Forwarding
from tests.shared.surfaces.examples import DUAL_INCREASE
from tests.support.database import TestDatabase
from tests.support.keys import TestSecrets
from tests.support.servers import ThreadedServer, serve
from tests.support.services import settings_for

SESSION = "np-00000000000000d1"  # a nutrition proposal id: the card's session
PROPOSAL = "d" * 64


def card_surface(revision: int = 1) -> CanonicalSurface:
    actions = dual_card.CardActions(
        f"nut:{SESSION}:r{revision}:approve",
        f"nut:{SESSION}:r{revision}:hold",
        f"nut:{SESSION}:r{revision}:console",
    )
    return dual_card.render(replace(DUAL_INCREASE, customer_label="김파일럿"), actions)


def card_submission(revision: int = 1, **overrides: Any) -> dict[str, Any]:
    surface = card_surface(revision)
    body: dict[str, Any] = {
        "card_key": f"{SESSION}:r{revision}:card",
        "customer_id": "kim-pilot",
        "session_id": SESSION,
        "proposal_digest": PROPOSAL,
        "revision": revision,
        "card_kind": "card",
        "surface": surface.model_dump(mode="json"),
    }
    body.update(overrides)
    return body


def canonical_payload(revision: int = 1) -> dict[str, Any]:
    dumped = card_surface(revision).model_dump(mode="json")
    return {"body": dumped["body"], "manifest": dumped["manifest"], "buttons": dumped["buttons"]}


def binding(revision: int = 1) -> str:
    return rules.binding_digest(
        card_surface(revision),
        session_id=SESSION,
        proposal_digest=PROPOSAL,
        revision=revision,
        card_kind="card",
    )


def canonical_candidate(revision: int = 1) -> PresentationCandidate:
    return rules.canonical_candidate(card_surface(revision), binding(revision))


def selected_candidate(lead: str = "차분히 보면,", revision: int = 1) -> PresentationCandidate:
    """A selected presentation that rewrites only the judgment slot's prose."""
    surface = card_surface(revision)
    slot = surface.manifest.slots[0]
    encoded = surface.body.encode("utf-8")
    original = encoded[slot.byte_start : slot.byte_end].decode("utf-8")
    rewritten = f"{lead} {original}"
    body = (
        encoded[: slot.byte_start] + rewritten.encode("utf-8") + encoded[slot.byte_end :]
    ).decode("utf-8")
    return PresentationCandidate(
        rendered_body=body,
        surface_version=surface.manifest.surface_version,
        attempt_id=f"attempt-{abs(hash(lead)) % 10_000:04d}",
        artifact_key="a" * 64,
        binding_digest=binding(revision),
        outcome="selected",
        selected=True,
    )


@contextmanager
def running_expression(
    database: TestDatabase, secrets: TestSecrets, data_dir: Path
) -> Iterator[tuple[ThreadedServer, FakeOpenAI]]:
    """The real expression service in ``enabled`` mode, its provider the fake OpenAI."""
    fake = FakeOpenAI()
    with serve(fake.build_app()) as openai_server:
        settings = settings_for(
            "expression",
            database,
            secrets,
            data_dir=data_dir,
            expression={"korean_expression_postprocessor": postprocessor_block("enabled")},
        )
        app = create_expression_app(
            settings,  # type: ignore[arg-type]
            openai_transport=Forwarding(openai_server.port),
            openai_environ={"OPENAI_API_KEY": TEST_API_KEY},
        )
        with serve(app) as server:
            yield server, fake
