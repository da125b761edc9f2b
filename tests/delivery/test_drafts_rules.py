"""The draft state machine's decisions (pure)."""

from __future__ import annotations

import pytest
from pydantic import ValidationError

from services.delivery.drafts import rules
from shared.canonical import canonical_digest
from shared.contracts.drafts import DraftSubmission
from shared.contracts.surfaces import held_notice
from tests.delivery.factories import PAIN_REASON, held_submission, submission


def _refusal(check, *args):
    with pytest.raises(rules.DraftRefusal) as refused:
        check(*args)
    return refused.value.slug


def test_only_the_latest_revision_of_a_pending_customer_draft_can_be_approved():
    rules.check_approve("pending", False, "customer", 2, 2)
    assert _refusal(rules.check_approve, "pending", False, "customer", 2, 1) == "stale-revision"
    assert _refusal(rules.check_approve, "held", True, "owner", 1, 1) == "draft-held"
    assert _refusal(rules.check_approve, "discarded", False, "customer", 1, 1) == "draft-discarded"
    assert (
        _refusal(rules.check_approve, "dispatched", False, "customer", 1, 1) == "draft-dispatched"
    )


def test_a_reservation_needs_an_approval():
    rules.check_dispatch("approved", False)
    for status, held, slug in (
        ("pending", False, "draft-not-approved"),
        ("held", True, "draft-held"),
        ("discarded", False, "draft-discarded"),
    ):
        assert _refusal(rules.check_dispatch, status, held) == slug


def test_edits_build_on_the_latest_revision_of_an_editable_draft():
    rules.check_edit("approved", False, 3, 3)
    assert _refusal(rules.check_edit, "pending", False, 3, 2) == "stale-revision"
    assert _refusal(rules.check_edit, "dispatched", False, 1, 1) == "draft-dispatched"
    assert _refusal(rules.check_edit, "held", True, 1, 1) == "draft-held"


def test_approving_the_approved_revision_again_is_a_replay():
    assert rules.approval_is_replay("approved", 2, 2)
    assert rules.approval_is_replay("dispatched", 2, 2)
    assert not rules.approval_is_replay("approved", 2, 3)


def test_the_selected_presentation_is_the_pinned_body_and_held_drafts_keep_only_the_notice():
    presentation = {
        "rendered_body": "차분히, 오늘 기록을 확인했습니다.",
        "surface_version": "daily.v1",
        "attempt_id": "a-1",
        "artifact_key": "a" * 64,
        "binding_digest": "b" * 64,
        "outcome": "selected",
        "selected": True,
    }
    selected = DraftSubmission.model_validate(submission(presentation=presentation))
    assert rules.initial_body(selected) == presentation["rendered_body"]
    held = DraftSubmission.model_validate(held_submission(canonical_text="고객에게 보낼 글"))
    body = rules.initial_body(held)
    reasons = (held_notice.reason_from_document(PAIN_REASON),)
    assert body == held_notice.render("kim-pilot", "held_notice", reasons)
    assert "고객에게 보낼 글" not in body and rules.initial_audience(held) == "owner"


def test_draft_ids_are_stable_and_fit_the_event_contract():
    draft_id = rules.draft_id_for("daily:kim-pilot:2026-12-08")
    assert draft_id == rules.draft_id_for("daily:kim-pilot:2026-12-08")
    assert draft_id.startswith("dr-") and len(draft_id) == 27


def test_a_replacement_retires_only_a_waiting_draft_and_never_a_held_one():
    assert rules.replacement_effect("pending", False, None) == "retire"
    assert rules.replacement_effect("approved", False, None) == "retire"
    assert rules.replacement_effect("dispatched", False, None) == "after_sent"
    assert rules.replacement_effect("discarded", False, None) == "after_discarded"
    assert rules.replacement_effect("discarded", False, "dr-other") == "after_discarded"
    assert rules.replacement_effect("held", True, None) == "held"
    rules.check_not_replaced(None)
    assert _refusal(rules.check_not_replaced, "dr-new") == "draft-replaced"


def test_a_submission_replaces_another_draft_never_itself_and_never_when_held():
    body = submission("checkin-daily:kim-pilot:2026-12-08:after-trainer")
    revision = DraftSubmission.model_validate(
        {**body, "replaces_draft_key": "checkin-daily:kim-pilot:2026-12-08"}
    )
    assert revision.model_dump(mode="json")["replaces_draft_key"] == (
        "checkin-daily:kim-pilot:2026-12-08"
    )
    # Drafts that replace nothing keep their exact bytes (and digests) without the field.
    plain = DraftSubmission.model_validate(submission())
    assert "replaces_draft_key" not in plain.model_dump(mode="json")
    for bad in (
        {**body, "replaces_draft_key": body["draft_key"]},
        {**held_submission(), "replaces_draft_key": "checkin-daily:kim-pilot:2026-12-08"},
    ):
        with pytest.raises(ValueError, match="replaces another draft"):
            DraftSubmission.model_validate(bad)


PAIN_WORDS = {
    "author": "customer",
    "field": "pain_text",
    "kst_date": "2026-12-08",
    "event_id": "evt-checkin-1",
    "text": "무릎이 계속 아픕니다. 계단에서 특히요",
}


def test_the_held_notice_ends_with_the_words_that_caused_the_hold_golden():
    held = DraftSubmission.model_validate(held_submission(source_texts=[PAIN_WORDS]))
    reasons = (held_notice.reason_from_document(PAIN_REASON),)
    assert rules.initial_body(held) == held_notice.render("kim-pilot", "held_notice", reasons) + (
        "\n"
        "\n"
        "고객이 쓴 글 · 2026-12-08 (원문 그대로이며 고객에게 보내지 않습니다.)\n"
        "〈통증 내용〉\n"
        "무릎이 계속 아픕니다. 계단에서 특히요"
    )


def test_a_held_notice_with_long_words_stays_one_telegram_message():
    long_words = [
        {**PAIN_WORDS, "field": field, "text": "아" * 2000}
        for field in ("note", "pain_text", "answer.Q-COND-SYMPTOM")
    ]
    held = DraftSubmission.model_validate(held_submission(source_texts=long_words))
    body = rules.initial_body(held)
    assert len(body) <= 4096 and body.count("〈") == 3
    path = f"/console/drafts/{rules.draft_id_for(held.draft_key)}"
    assert body.endswith(f"잘린 글의 전체는 콘솔에서 확인해 주십시오: {path}")


def test_a_submission_without_words_digests_as_it_did_before_the_field():
    plain = DraftSubmission.model_validate(submission())
    before = plain.model_dump(mode="json", by_alias=True, exclude={"source_texts"})
    assert rules.submission_digest(plain) == canonical_digest(before)
    worded = DraftSubmission.model_validate(submission(source_texts=[PAIN_WORDS]))
    assert rules.submission_digest(worded) != rules.submission_digest(plain)


def test_checkin_and_delivery_agree_on_the_words_a_draft_may_carry():
    from typing import get_args

    from shared.contracts.drafts import DraftSubmission as CheckinSubmission
    from shared.contracts.drafts import DraftSubmission as DeliverySubmission
    from shared.contracts.safety import CUSTOMER_MATCH_FIELDS, TRAINER_MATCH_FIELDS
    from shared.contracts.source_texts import SourceField

    fields = get_args(SourceField)
    # both services build their submission from the one contract
    checkin_field = CheckinSubmission.model_fields["source_texts"].annotation
    assert checkin_field == DeliverySubmission.model_fields["source_texts"].annotation
    # every free-text field the safety rules read (the number of calories is no words)
    assert set(fields) == {*CUSTOMER_MATCH_FIELDS, *TRAINER_MATCH_FIELDS} - {"calories"}


WITHDRAWAL_REASON = {"class": "customer_withdrawal", "requested_at": "2026-12-08T03:00:00.000000Z"}


def test_a_withdrawal_notice_is_richards_notice_and_holds_no_waiting_draft():
    notice = DraftSubmission.model_validate(
        held_submission("withdrawal.kim-pilot.5", hold_reasons=[WITHDRAWAL_REASON])
    )
    assert notice.model_dump(mode="json", by_alias=True)["hold_reasons"] == [WITHDRAWAL_REASON]
    body = rules.initial_body(notice)
    assert body.startswith("[탈퇴 요청] 고객이 텔레그램에서 탈퇴를 요청했습니다\n고객: kim-pilot\n")
    assert "요청 시각: 2026-12-08 12:00 (KST)" in body
    assert "dualcoach admin erase kim-pilot --confirm kim-pilot" in body
    # disabled already refuses every send of the customer: nothing waiting is held by it
    assert not rules.holds_waiting_drafts(notice)
    assert rules.holds_waiting_drafts(DraftSubmission.model_validate(held_submission()))


@pytest.mark.parametrize(
    "reason",
    [
        {"class": "customer_withdrawal"},
        {"class": "customer_withdrawal", "requested_at": "2026-12-08 03:00"},
        {**WITHDRAWAL_REASON, "excerpt": "그만할게요"},
    ],
)
def test_a_withdrawal_reason_is_exactly_its_class_and_time(reason):
    with pytest.raises(ValidationError):
        DraftSubmission.model_validate(held_submission(hold_reasons=[reason]))
