"""The draft state machine as plain decisions (no I/O).

    pending --edit--> pending (new revision)        held --discard--> discarded
    pending --approve(latest)--> approved            (held never becomes approved)
    approved --edit--> pending (the approval was for another text)
    approved --dispatch--> dispatched (a reservation exists; the ledger takes over)
    pending|approved --discard--> discarded

Every refusal is a ``DraftRefusal`` naming a stable slug; the endpoint maps it to a 409.
"""

from __future__ import annotations

from collections.abc import Sequence

from services.delivery.drafts.schemas import DraftSubmission, HoldReason
from shared.canonical import canonical_digest, sha256_hex
from shared.surfaces import held_notice


class DraftRefusal(Exception):
    """A step the draft's state does not allow; ``slug`` is the stable problem type."""

    def __init__(self, slug: str, title: str) -> None:
        super().__init__(slug)
        self.slug = slug
        self.title = title


# Each refusal is raised as a fresh exception (``refusal(HELD)``): one shared instance
# raised from many request threads would share its traceback.
HELD = ("draft-held", "A held draft cannot be approved or sent to the customer")
NOT_APPROVED = ("draft-not-approved", "Only an approved draft can be sent")
DISCARDED = ("draft-discarded", "The draft was discarded")
DISPATCHED = ("draft-dispatched", "The draft is already being delivered")
STALE = ("stale-revision", "The draft changed since you read it")
OWNER_ONLY = ("owner-notice", "An owner notice needs no approval")


def refusal(kind: tuple[str, str]) -> DraftRefusal:
    return DraftRefusal(*kind)


def draft_id_for(draft_key: str) -> str:
    """Stable id of the draft a key names (matches the event contract's draft id pattern)."""
    return "dr-" + sha256_hex(draft_key.encode("utf-8"))[:24]


def text_digest(text: str) -> str:
    return sha256_hex(text.encode("utf-8"))


def submission_digest(submission: DraftSubmission) -> str:
    """What makes a resubmission an identical replay (200) rather than a conflict (409)."""
    return canonical_digest(submission.model_dump(mode="json", by_alias=True))


def notice_reasons(reasons: Sequence[HoldReason]) -> tuple[held_notice.HeldReason, ...]:
    """The shared held notice's view of typed hold reasons (through their wire form)."""
    return held_notice.reasons_from_documents(
        reason.model_dump(mode="json", by_alias=True) for reason in reasons
    )


def held_notice_text(submission: DraftSubmission) -> str:
    """Richard's held notice for a held submission, from its typed reasons alone."""
    return held_notice.render(
        submission.customer_id, submission.kind, notice_reasons(submission.hold_reasons)
    )


def holds_waiting_drafts(submission: DraftSubmission) -> bool:
    """A held submission with a safety reason (S1-S6) holds the customer's waiting drafts.

    Seed principle 6: any safety signal blocks customer sends, so whatever of that customer
    still waits for approval or sending is held with it. Missing consent alone does not:
    every send already re-checks consent against checkin's live destinations.
    """
    return submission.held and any(
        reason.safety_class != "consent_missing" for reason in submission.hold_reasons
    )


def initial_body(submission: DraftSubmission) -> str:
    """Revision 1: the selected-or-canonical body, or Richard's held notice.

    This is the body pinned for the whole life of the draft: nothing renders it again. A
    held submission's own text (if any) is never used: the notice comes from its reasons.
    """
    if submission.held:
        return held_notice_text(submission)
    if submission.presentation is not None and submission.presentation.selected:
        return submission.presentation.rendered_body
    assert submission.canonical_text is not None
    return submission.canonical_text


def initial_status(submission: DraftSubmission) -> str:
    return "held" if submission.held else "pending"


def initial_audience(submission: DraftSubmission) -> str:
    """A held draft is only ever Richard's notice, whatever it was meant to become."""
    return "owner" if submission.held else submission.audience


def check_edit(status: str, held: bool, latest_revision: int, base_revision: int) -> None:
    """Richard may edit a pending or approved (not yet dispatched) customer draft."""
    if held:
        raise refusal(HELD)
    if status == "discarded":
        raise refusal(DISCARDED)
    if status == "dispatched":
        raise refusal(DISPATCHED)
    if base_revision != latest_revision:
        raise refusal(STALE)


def approval_is_replay(status: str, approved_revision: int | None, revision: int) -> bool:
    """Approving the already approved revision again changes nothing."""
    return status in ("approved", "dispatched") and approved_revision == revision


def check_approve(
    status: str, held: bool, audience: str, latest_revision: int, revision: int
) -> None:
    """Only the latest revision of a pending customer draft can be approved."""
    if held:
        raise refusal(HELD)
    if audience != "customer":
        raise refusal(OWNER_ONLY)
    if status == "discarded":
        raise refusal(DISCARDED)
    if status == "dispatched":
        raise refusal(DISPATCHED)
    if revision != latest_revision:
        raise refusal(STALE)


def check_discard(status: str) -> None:
    if status == "dispatched":
        raise refusal(DISPATCHED)


def check_dispatch(status: str, held: bool) -> None:
    """A reservation needs an approval: everything else is refused before any I/O."""
    if held:
        raise refusal(HELD)
    if status == "discarded":
        raise refusal(DISCARDED)
    if status != "approved":
        raise refusal(NOT_APPROVED)
