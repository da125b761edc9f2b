"""The draft state machine as plain decisions (no I/O).

    pending --edit--> pending (new revision)        held --discard--> discarded
    pending --approve(latest)--> approved            (held never becomes approved)
    approved --edit--> pending (the approval was for another text)
    approved --dispatch--> dispatched (a reservation exists; the ledger takes over)
    pending|approved --discard--> discarded
    pending|approved --replaced--> discarded (names its replacement: a same-day revision)

Every refusal is a ``DraftRefusal`` naming a stable slug; the endpoint maps it to a 409.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Literal

from services.delivery.drafts.words import console_path, with_words
from shared.canonical import canonical_digest, sha256_hex
from shared.contracts.drafts import DraftSubmission
from shared.contracts.safety import HoldReason
from shared.contracts.source_texts import SourceText
from shared.contracts.surfaces import held_notice


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
REPLACED = ("draft-replaced", "A revision of the same day replaced this draft")
REPLACES_HELD = ("replaced-draft-held", "The draft this one replaces is held; it stays held")
REPLACES_UNKNOWN = ("replaced-draft-unknown", "No draft of this customer has that draft_key")


def refusal(kind: tuple[str, str]) -> DraftRefusal:
    return DraftRefusal(*kind)


def draft_id_for(draft_key: str) -> str:
    """Stable id of the draft a key names (matches the event contract's draft id pattern)."""
    return "dr-" + sha256_hex(draft_key.encode("utf-8"))[:24]


def text_digest(text: str) -> str:
    return sha256_hex(text.encode("utf-8"))


def submission_digest(submission: DraftSubmission) -> str:
    """What makes a resubmission an identical replay (200) rather than a conflict (409).

    A submission without words digests as it did before ``source_texts`` existed, so a
    replay of a draft stored earlier stays a replay.
    """
    document = submission.model_dump(mode="json", by_alias=True)
    if not submission.source_texts:
        del document["source_texts"]
    return canonical_digest(document)


def source_texts_document(submission: DraftSubmission) -> list[dict[str, object]] | None:
    """The words as stored with the draft (``None`` when there are none)."""
    return [text.model_dump(mode="json") for text in submission.source_texts] or None


def stored_source_texts(documents: list[dict[str, object]] | None) -> tuple[SourceText, ...]:
    return tuple(SourceText.model_validate(document) for document in documents or ())


def notice_reasons(reasons: Sequence[HoldReason]) -> tuple[held_notice.HeldReason, ...]:
    """The shared held notice's view of typed hold reasons (through their wire form)."""
    return held_notice.reasons_from_documents(
        reason.model_dump(mode="json", by_alias=True) for reason in reasons
    )


def held_notice_text(submission: DraftSubmission) -> str:
    """Richard's held notice: the typed reasons, then the words that caused the hold.

    The words come after the shared notice (reasons, guidance, footer), cut so the whole
    notice stays one Telegram message; the cut points to the draft's console page.
    """
    notice = held_notice.render(
        submission.customer_id, submission.kind, notice_reasons(submission.hold_reasons)
    )
    path = console_path(draft_id_for(submission.draft_key))
    return with_words(notice, submission.source_texts, path=path)


# Held reasons that are not safety signals. Missing consent and a customer's withdrawal stop
# sends through the live registry check of every send (``sending.rules.destination_for``), so
# they hold nothing else: a withdrawn customer's waiting draft is refused as disabled.
_NOT_SAFETY = frozenset({"consent_missing", "customer_withdrawal"})


def holds_waiting_drafts(submission: DraftSubmission) -> bool:
    """A held submission with a safety reason (S1-S6) holds the customer's waiting drafts.

    Seed principle 6: any safety signal blocks customer sends, so whatever of that customer
    still waits for approval or sending is held with it. Missing consent alone does not:
    every send already re-checks consent against checkin's live destinations.
    """
    return submission.held and any(
        reason.safety_class not in _NOT_SAFETY for reason in submission.hold_reasons
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


# What a replacement does to the draft it names, decided from that draft's state:
# * ``retire``  - still waiting (pending/approved): it is discarded and names its replacement;
# * ``after_sent`` - already dispatched: it stays as it is, the replacement says so and Richard
#   decides whether to send it as a follow-up;
# * ``after_discarded`` - Richard had discarded it: the replacement is a fresh draft;
# * ``held`` - held stays held: no replacement (``REPLACES_HELD``).
ReplacementEffect = Literal["retire", "after_sent", "after_discarded", "held"]


def replacement_effect(status: str, held: bool, replaced_by: str | None) -> ReplacementEffect:
    if held or status == "held":
        return "held"
    if status == "dispatched":
        return "after_sent"
    if status == "discarded" or replaced_by is not None:
        return "after_discarded"
    return "retire"


def check_not_replaced(replaced_by: str | None) -> None:
    """A retired draft answers that it was replaced (not merely discarded)."""
    if replaced_by is not None:
        raise refusal(REPLACED)


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
