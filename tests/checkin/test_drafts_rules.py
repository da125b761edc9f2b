"""Daily draft outcomes (pure): exact short and detailed texts, evidence, holds (AC7-AC10)."""

from __future__ import annotations

from datetime import date
from typing import Any

import pytest
from pydantic import ValidationError

from services.checkin.drafts.rules import (
    DailyContext,
    daily_draft,
    trainer_hold_notice,
    trainer_revision,
)
from services.checkin.drafts.schemas import DraftSubmission
from services.checkin.events.facts import Recorded
from services.checkin.events.payloads import CheckinPayload, TrainerSessionPayload
from services.checkin.safety.holds import HoldVerdict, hold_verdict
from services.checkin.safety.rules import classify
from shared.contracts.presentation import PresentationCandidate
from shared.contracts.safety import Safety
from shared.contracts.source_texts import SourceText
from shared.contracts.surfaces import daily, verify_canonical

DAY = date(2026, 12, 14)
CUSTOMER = "kim-pilot"
CLEAR = HoldVerdict(())


def _payload(**changes: Any) -> CheckinPayload:
    values: dict[str, Any] = {
        "kst_date": DAY,
        "sleep_hours": 7.5,
        "sleep_quality": 4,
        "readiness": 4,
        "pain": {"present": False},
        "calories": 2300,
        "training_status": "done",
        "training_quality": 4,
        "morning_weight_kg": 70.2,
        "completeness": "complete",
        "safety": Safety.clear(),
    }
    values.update(changes)
    return CheckinPayload.model_validate(values)


def _prior(weight: float) -> Recorded[CheckinPayload]:
    return Recorded("ev-prior", _payload(kst_date=date(2026, 12, 7), morning_weight_kg=weight))


def _trainer(**changes: Any) -> Recorded[TrainerSessionPayload]:
    values: dict[str, Any] = {
        "kst_date": DAY,
        "done": True,
        "performance": 3,
        "intensity": "as_planned",
        "safety": Safety.clear(),
    }
    values.update(changes)
    return Recorded("ev-trainer", TrainerSessionPayload.model_validate(values))


def _context(payload: CheckinPayload, **extra: Any) -> DailyContext:
    values: dict[str, Any] = {
        "customer_id": CUSTOMER,
        "checkin": Recorded("ev-today", payload),
        "prior_week": None,
        "trainer": None,
        "hold": CLEAR,
    }
    values.update(extra)
    return DailyContext(**values)


def test_a_normal_day_is_one_message_of_confirmation_and_one_keep_line():
    draft = daily_draft(_context(_payload(), prior_week=_prior(70.0)))
    assert (draft.outcome, draft.triggers, draft.presentable) == ("short", (), True)
    assert draft.surface is not None
    verify_canonical(draft.surface)
    facts = daily.parse(draft.submission.canonical_text or "")
    assert facts.actions == ("지금처럼 수면과 식사, 운동 흐름을 그대로 이어 가기",)
    assert draft.surface.body == draft.submission.canonical_text
    (slot,) = draft.surface.manifest.slots
    assert slot.predicate_ids == ("P_DAILY_COMPLETE",)


def test_every_problem_of_a_day_is_in_the_detailed_text_with_its_numbers():
    payload = _payload(
        sleep_hours=5.0,
        sleep_quality=2,
        readiness=2,
        pain={"present": True, "text": "왼쪽 무릎"},
        training_status="partial",
        training_quality=3,
        morning_weight_kg=71.4,
        answers={"Q-SLEEP-CAUSE": "스트레스"},
    )
    draft = daily_draft(
        _context(
            payload,
            prior_week=_prior(70.2),
            trainer=_trainer(intensity="below", pain=True),
        )
    )
    assert draft.outcome == "detailed"
    assert draft.triggers == (
        "sleep",
        "condition",
        "performance",
        "trainer_below_plan",
        "weight_change",
        "pain",
        "trainer_pain",
    )
    assert draft.submission.canonical_text == (
        "오늘의 체크인 기록 · 2026년 12월 14일\n"
        "\n"
        "- 체중: 71.4kg\n"
        "- 수면 시간: 5.0시간\n"
        "- 수면 만족도: 5점 중 2점\n"
        "- 컨디션: 5점 중 2점\n"
        "- 통증: 있음\n"
        "- 섭취 열량: 2,300kcal\n"
        "- 운동: 일부 수행 · 수행도 5점 중 3점\n"
        "\n"
        "저장된 오늘 기록을 확인했습니다.\n"
        "\n"
        "오늘 할 일\n"
        "- 오늘 밤은 평소보다 30분 일찍 잠자리에 들기\n"
        "- 오늘 운동은 강도를 한 단계 낮춰 진행하기\n"
        "- 다음 운동 일정과 강도를 코치와 다시 맞추기\n"
        "- 내일 아침 같은 조건에서 체중을 다시 재기\n"
        "- 통증이 있는 부위는 운동 전에 코치와 먼저 상의하기\n"
        "\n"
        "확인한 변화\n"
        "- 수면: 5.0시간 · 만족도 5점 중 2점 (기준: 6시간 미만 또는 만족도 2점 이하)\n"
        "- 컨디션: 5점 중 2점 (기준: 2점 이하)\n"
        "- 운동: 일부 수행 · 수행도 5점 중 3점\n"
        "- 트레이너 기록: 강도 계획보다 낮음\n"
        "- 체중: 지난주 같은 요일 70.2kg → 오늘 71.4kg (+1.2kg)\n"
        "- 통증: 있음\n"
        "- 트레이너 기록: 수업 중 통증 있음"
    )
    assert draft.surface is not None
    assert draft.submission.canonical_text.startswith(draft.surface.body + "\n\n")
    assert [(e.event_id, e.fact) for e in draft.submission.evidence] == [
        (
            "ev-today",
            "2026-12-14 체크인: 체중 71.4kg, 수면 5.0시간, 수면 만족도 2점, 컨디션 2점, "
            "통증 있음, 섭취 2,300kcal, 운동 일부 수행 · 수행도 5점 중 3점",
        ),
        ("ev-today", "Q-SLEEP-CAUSE 답변: 스트레스"),
        ("ev-prior", "2026-12-07 체크인(지난주 같은 요일): 체중 70.2kg"),
        (
            "ev-trainer",
            "2026-12-14 트레이너 기록: 진행함, 수행도 5점 중 3점, 강도 계획보다 낮음, 통증 있음",
        ),
    ]


def test_a_weight_loss_of_a_kilo_is_a_change_too():
    draft = daily_draft(_context(_payload(morning_weight_kg=69.2), prior_week=_prior(70.2)))
    assert draft.outcome == "detailed"
    assert (draft.submission.canonical_text or "").endswith(
        "- 체중: 지난주 같은 요일 70.2kg → 오늘 69.2kg (-1.0kg)"
    )


def test_a_detailed_draft_never_carries_a_presentation():
    draft = daily_draft(_context(_payload(readiness=1)))
    candidate = PresentationCandidate(
        rendered_body="다른 글",
        surface_version="daily.v1",
        attempt_id="a",
        artifact_key="k",
        binding_digest="0" * 64,
        outcome="selected",
        selected=True,
    )
    assert not draft.presentable
    assert draft.with_presentation(candidate).presentation is None


def test_a_short_draft_carries_expressions_canonical_candidate():
    draft = daily_draft(_context(_payload()))
    candidate = PresentationCandidate(
        rendered_body=draft.submission.canonical_text or "",
        surface_version="daily.v1",
        attempt_id=None,
        artifact_key=None,
        binding_digest="0" * 64,
        outcome="canonical_disabled",
        selected=False,
    )
    assert draft.with_presentation(candidate).presentation == candidate
    assert draft.with_presentation(None).presentation is None
    wrong = candidate.model_copy(update={"rendered_body": "다른 글"})
    with pytest.raises(ValidationError, match="canonical presentation"):
        draft.with_presentation(wrong)


def test_safety_or_missing_consent_gives_richard_a_notice_and_the_customer_nothing():
    safety = classify("customer_checkin", [("note", "약 먹고 잤어요")])
    payload = _payload(readiness=1, safety=safety)
    draft = daily_draft(_context(payload, hold=hold_verdict([safety], consent_granted=True)))
    submission = draft.submission
    assert (draft.outcome, draft.surface) == ("held", None)
    assert (submission.audience, submission.held, submission.kind) == ("owner", True, "daily")
    assert [reason.safety_class for reason in submission.hold_reasons] == ["drugs"]
    # no text at all: delivery renders Richard's notice from the typed reasons
    assert submission.canonical_text is None and submission.presentation is None
    consent = daily_draft(
        _context(_payload(), hold=hold_verdict([Safety.clear()], consent_granted=False))
    )
    assert consent.outcome == "held"
    assert consent.submission.document()["hold_reasons"] == [{"class": "consent_missing"}]


def test_a_trainer_record_without_reasons_needs_no_notice():
    assert trainer_hold_notice(CUSTOMER, _trainer(), CLEAR) is None
    safety = classify("trainer_session", [("operator_note", "회원이 3일 굶었다고 함")])
    record = _trainer(operator_note="회원이 3일 굶었다고 함", safety=safety)
    notice = trainer_hold_notice(CUSTOMER, record, hold_verdict([safety], consent_granted=True))
    assert notice is not None
    assert (notice.draft_key, notice.kind, notice.audience) == (
        "trainer-hold:kim-pilot:2026-12-14",
        "held_notice",
        "owner",
    )


def test_long_follow_up_answers_are_clipped_in_the_evidence():
    draft = daily_draft(_context(_payload(sleep_quality=1, answers={"Q-SLEEP-CAUSE": "가" * 500})))
    fact = draft.submission.evidence[1].fact
    assert len(fact) == 300 and fact.endswith("…")


@pytest.mark.parametrize(
    "changes",
    [
        {"held": True, "audience": "owner"},
        {"audience": "owner"},
        {"kind": "held_notice"},
        {"canonical_text": None},
        # a held submission with a text of its own (the notice is delivery's to render)
        {"held": True, "audience": "owner", "hold_reasons": [{"class": "consent_missing"}]},
    ],
)
def test_a_submission_is_either_customer_text_or_a_typed_hold(changes):
    base = daily_draft(_context(_payload())).submission.model_dump(by_alias=True)
    with pytest.raises(ValidationError):
        DraftSubmission.model_validate({**base, **changes})


def test_a_later_trainer_record_with_pain_revises_a_short_day_into_a_detailed_one():
    original = daily_draft(_context(_payload())).submission
    revision = trainer_revision(original, _context(_payload(), trainer=_trainer(pain=True)))
    assert revision is not None
    assert revision.draft_key == f"checkin-daily:{CUSTOMER}:2026-12-14:after-trainer"
    assert revision.replaces_draft_key == original.draft_key
    assert revision.presentation is None
    assert (revision.canonical_text or "").endswith(
        "확인한 변화\n- 트레이너 기록: 수업 중 통증 있음"
    )
    assert revision.evidence[-1].event_id == "ev-trainer"
    assert revision.document()["replaces_draft_key"] == original.draft_key
    assert "replaces_draft_key" not in original.document()


def test_a_trainer_record_that_changes_nothing_or_a_held_day_gives_no_revision():
    original = daily_draft(_context(_payload())).submission
    assert trainer_revision(original, _context(_payload(), trainer=_trainer())) is None
    assert trainer_revision(None, _context(_payload(), trainer=_trainer(pain=True))) is None
    held = trainer_hold_notice(
        CUSTOMER, _trainer(), hold_verdict([Safety.clear()], consent_granted=False)
    )
    assert trainer_revision(held, _context(_payload(), trainer=_trainer(pain=True))) is None
    unconsented = _context(
        _payload(),
        trainer=_trainer(pain=True),
        hold=hold_verdict([Safety.clear()], consent_granted=False),
    )
    assert trainer_revision(original, unconsented) is None


def test_a_draft_cannot_replace_itself():
    original = daily_draft(_context(_payload())).submission
    with pytest.raises(ValidationError):
        DraftSubmission.model_validate(
            {**original.document(), "replaces_draft_key": original.draft_key}
        )


def _source(author: str, field: str, event_id: str, text: str) -> SourceText:
    return SourceText(author=author, field=field, kst_date=DAY, event_id=event_id, text=text)


def test_a_daily_draft_carries_the_days_words_of_customer_and_trainer_verbatim():
    note = "요즘 잠을 못 자서 힘들어요.\n  그래도 운동은 했습니다 <b>진짜</b>"
    payload = _payload(
        sleep_quality=1,
        readiness=2,
        note=note,
        pain={"present": True, "text": "왼쪽 무릎이 계단에서 시큰해요"},
        # typed text, a tapped option value (not the customer's words), typed text
        answers={
            "Q-SLEEP-CAUSE": "야근 때문에 새벽 2시에 잤어요",
            "Q-SLEEP-ADJUST": "bed_early",
            "Q-COND-SYMPTOM": "어깨가 뻐근함",
        },
    )
    trainer = _trainer(
        pain=True, pain_note="스쿼트 중 무릎 불편", operator_note="다음 주 강도 조절"
    )
    draft = daily_draft(_context(payload, trainer=trainer))
    assert draft.outcome == "detailed"
    assert draft.submission.source_texts == (
        _source("customer", "note", "ev-today", note),
        _source("customer", "pain_text", "ev-today", "왼쪽 무릎이 계단에서 시큰해요"),
        _source("customer", "answer.Q-SLEEP-CAUSE", "ev-today", "야근 때문에 새벽 2시에 잤어요"),
        _source("customer", "answer.Q-COND-SYMPTOM", "ev-today", "어깨가 뻐근함"),
        _source("trainer", "pain_note", "ev-trainer", "스쿼트 중 무릎 불편"),
        _source("trainer", "operator_note", "ev-trainer", "다음 주 강도 조절"),
    )
    wire = draft.submission.document()["source_texts"]
    assert isinstance(wire, list)
    assert wire[0] == {
        "author": "customer",
        "field": "note",
        "kst_date": "2026-12-14",
        "event_id": "ev-today",
        "text": note,
    }


def test_a_held_day_and_a_trainer_notice_carry_the_words_that_caused_the_hold():
    safety = classify("customer_checkin", [("note", "약 먹고 잤어요")])
    payload = _payload(note="약 먹고 잤어요", safety=safety)
    draft = daily_draft(_context(payload, hold=hold_verdict([safety], consent_granted=True)))
    assert draft.submission.held
    assert draft.submission.source_texts == (
        _source("customer", "note", "ev-today", "약 먹고 잤어요"),
    )
    trainer_safety = classify("trainer_session", [("operator_note", "회원이 3일 굶었다고 함")])
    record = _trainer(operator_note="회원이 3일 굶었다고 함", safety=trainer_safety)
    notice = trainer_hold_notice(
        CUSTOMER, record, hold_verdict([trainer_safety], consent_granted=True)
    )
    assert notice is not None
    assert notice.source_texts == (
        _source("trainer", "operator_note", "ev-trainer", "회원이 3일 굶었다고 함"),
    )


def test_blank_text_is_not_a_word_of_the_customer():
    assert daily_draft(_context(_payload(note="   "))).submission.source_texts == ()
