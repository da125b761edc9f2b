"""``GET /v1/question-catalogue``: what the turn flows ask, read over real HTTP as the
pilot harness reads it (signed as the operator), and refused to every other caller."""

from __future__ import annotations

import pytest

from services.checkin.catalogue.rules import question_catalogue
from services.checkin.questions import texts
from services.checkin.questions.checkin import QUESTIONS as CHECKIN_QUESTIONS
from services.checkin.trainer.questions import QUESTIONS as TRAINER_QUESTIONS
from tests.checkin.conftest import ok
from tests.support.servers import ThreadedServer
from tests.support.services import signed_client
from tools.pilot.operator import OperatorDesk


def test_the_harness_reads_every_question_and_closing_over_signed_http(app, secrets, clock):
    server = ThreadedServer(app)
    # checkin loads its Korean analyser before it listens: seconds on a busy machine.
    server.start(timeout=120)
    desk = OperatorDesk(
        checkin_url=f"http://127.0.0.1:{server.port}",
        delivery_url="http://127.0.0.1:9",  # not called: the catalogue is checkin's
        key=secrets.key("operator"),
        clock=clock,
    )
    try:
        catalogue = desk.question_catalogue()
    finally:
        desk.close()
        server.stop()
    assert catalogue == question_catalogue()
    assert [(q.question_id, q.prompt) for q in catalogue.checkin.questions] == [
        (q.question_id, q.prompt) for q in CHECKIN_QUESTIONS
    ]
    assert [(q.question_id, q.prompt) for q in catalogue.trainer.questions] == [
        (q.question_id, q.prompt) for q in TRAINER_QUESTIONS
    ]
    assert catalogue.checkin.closings == (texts.CHECKIN_SAVED, texts.CHECKIN_ALREADY_RECORDED)
    assert catalogue.trainer.closings == (texts.TRAINER_SAVED, texts.TRAINER_ALREADY_RECORDED)


def test_the_operator_reads_it_and_nothing_else_is_written(operator):
    document = ok(operator.get("/v1/question-catalogue"))
    assert set(document) == {"checkin", "trainer"}
    assert "Q-SLEEP-HOURS" in {q["question_id"] for q in document["checkin"]["questions"]}


@pytest.mark.parametrize("caller", ["gateway", "delivery", "diagnostics"])
def test_other_callers_are_refused(app, secrets, clock, caller):
    with signed_client(app, caller, secrets, clock) as client:
        response = client.get("/v1/question-catalogue")
    assert response.status_code == 403, response.text
