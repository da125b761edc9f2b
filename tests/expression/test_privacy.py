"""Zero content anywhere but the caller's answer: requests, journal, logs and telemetry.

Every surface is presented (shadow and enabled); then every captured provider request,
every journal row, every log line and every telemetry event is scanned for every canonical
expansion, fact, label, note, date, identifier and the selected text.
"""

import json
import re
from datetime import date

from services.expression.journal.rules import ROW_FIELDS
from shared.contracts.presentation import (
    AdaptiveArtifactIdentity,
    ArtifactIdentity,
    DailyArtifactIdentity,
    WeeklyArtifactIdentity,
)
from shared.contracts.surfaces import SEMANTIC_GLOSSARY, daily, dual_card, physique_card, weekly
from tests.expression.conftest import TEST_API_KEY, request_for
from tests.shared.surfaces.examples import (
    ACTIONS,
    DAILY_COMPLETE,
    DUAL_INCREASE,
    PHYSIQUE_INCREASE,
    WEEKLY_OUT_OF_GOAL,
)

IDENTITIES: dict[str, ArtifactIdentity] = {
    "daily.v1": DailyArtifactIdentity(finalized_event_id="evt-secret-4711"),
    "weekly.v1": WeeklyArtifactIdentity(
        schedule_key="sched-secret-cust", task_kind="weekly", kst_day=date(2026, 12, 4)
    ),
    "adaptive.dualcoachtest.card.v1": AdaptiveArtifactIdentity(
        session_id="session-secret-9", proposal_digest="e" * 64, revision=7, card_kind="card"
    ),
    "adaptive.physique.card.v1": AdaptiveArtifactIdentity(
        session_id="session-secret-8", proposal_digest="f" * 64, revision=5, card_kind="card"
    ),
}
SURFACES = [
    daily.render(DAILY_COMPLETE),
    weekly.render(WEEKLY_OUT_OF_GOAL),
    dual_card.render(DUAL_INCREASE, ACTIONS),
    physique_card.render(PHYSIQUE_INCREASE, ACTIONS),
]
FORBIDDEN_EVERYWHERE = [
    *SEMANTIC_GLOSSARY.values(),
    "evt-secret-4711",
    "sched-secret-cust",
    "session-secret-9",
    "session-secret-8",
    "e" * 64,
    "f" * 64,
    "테스트 고객 A",
    "주말 외식이 잦음",
    "무릎 상태를 다음 수업에서 확인",
    "탄수화물은 운동 전후에 배치",
    "물을 자주 마시기",
    "70.2",
    "2,300",
    "12월",
    "card:approve",
    TEST_API_KEY,
]


def _present_all(harness):
    candidates = []
    for surface in SURFACES:
        version = surface.manifest.surface_version
        candidates.append(harness.present(request_for(surface, IDENTITIES[version])))
    harness.flush()
    return candidates


# Journal rows and log lines carry their own UTC timestamps, so the year is checked only
# in provider requests.
FORBIDDEN_IN_REQUESTS = ["2026", "2026-12"]


def _scan(text, extra=()):
    return [needle for needle in [*FORBIDDEN_EVERYWHERE, *extra] if needle in text]


# A request's own timing (a safe field, shared.logging.SAFE_FIELD_KEYS) can spell a fact's
# digits by chance ("duration_ms": 170.23 holds "70.2"); it is masked before the scan.
_DURATION = re.compile(r'"duration_ms": [0-9.]+')


def _log_without_timings(log: str) -> str:
    return _DURATION.sub('"duration_ms": 0', log)


def test_provider_requests_carry_only_the_redacted_capsule(expression_app):
    harness = expression_app(mode="shadow")
    _present_all(harness)
    assert harness.fake.count == 4
    for recorded in harness.fake.requests:
        body = recorded.raw.decode()
        leaked = _scan(body, extra=FORBIDDEN_IN_REQUESTS)
        assert leaked == [], leaked
        capsule = recorded.capsule
        assert set(capsule) == {"schema_version", "surface", "artifact_key", "slots"}
        for slot in capsule["slots"]:
            assert set(slot) == {
                "slot_id",
                "semantic_ids",
                "action_ids",
                "placeholder_tokens",
                "max_generated_chars",
            }
        assert recorded.body["messages"][0]["role"] == "system"
        assert [m["role"] for m in recorded.body["messages"]] == ["system", "user"]


def test_journal_logs_and_telemetry_hold_no_content_and_no_selected_text(expression_app):
    harness = expression_app(mode="enabled")
    candidates = _present_all(harness)
    selected = [c["rendered_body"] for c in candidates]
    connective = ["차분히 정리해 드리면", "한결같은 마음으로 덧붙이자면"]
    assert all(c["outcome"] == "selected" for c in candidates)
    for row in harness.journal():
        assert set(row) == set(ROW_FIELDS)
        dumped = json.dumps(row, ensure_ascii=False, default=str)
        assert _scan(dumped, connective) == []
    log = _log_without_timings(harness.log.getvalue())
    assert _DURATION.search(harness.log.getvalue())  # the mask has timings to mask
    assert _scan(log, connective) == []
    assert all(body not in log for body in selected)
    for candidate in candidates:
        assert candidate["artifact_key"] not in log
    events = json.dumps(harness.telemetry, ensure_ascii=False)
    assert _scan(events, connective) == []
    assert all(
        c["artifact_key"] not in events and c["attempt_id"] not in events for c in candidates
    )
    assert len(harness.telemetry) == 4


def test_shadow_never_returns_or_keeps_the_selected_text(expression_app):
    harness = expression_app(mode="shadow")
    candidates = _present_all(harness)
    for candidate, surface in zip(candidates, SURFACES, strict=True):
        assert candidate["outcome"] == "shadow_selected"
        assert candidate["rendered_body"] == surface.body
        assert candidate["selected"] is False
    everything = harness.log.getvalue() + json.dumps(harness.journal(), default=str)
    assert "차분히 정리해 드리면" not in everything
