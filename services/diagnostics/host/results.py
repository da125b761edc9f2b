"""The sealed result union of ``reserve_and_verify`` (seed 003 Rev 37-38), texts verbatim.

Only ``VerifiedDiagnosticReservation`` carries provider authority, and only the delivery
authority can make one: its constructor demands a module-private seal that
``authority.py`` alone passes (a code-scan test pins that). The three no-send variants are
stable values a caller can show; none of them can be turned into a send.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Final, Literal

UNKNOWN_TEXT: Final = "전송 결과를 확인할 수 없습니다. 다시 보내지 마세요. 조정이 필요합니다."
AUDIT_PENDING_TEXT: Final = (
    "고객 전송 영수증은 확인됐습니다. 재전송하지 말고 감사 기록을 복구해 주세요."
)
DUPLICATE_TEXT: Final = "이미 처리된 전송입니다."

# Reason of the ``delivery_unknown`` row that terminalizes a started/consumed reservation
# with no receipt (Rev 37).
STARTED_WITHOUT_RECEIPT: Final = "diagnostic_started_without_provider_receipt"


class _Seal:
    """The verification seal's type; its one instance lives in ``_SEAL``."""


_SEAL: Final = _Seal()


@dataclass(frozen=True, slots=True)
class VerifiedDiagnosticReservation:
    """Fresh provider authority: the reservation-pinned bytes and destination, nothing else."""

    reservation_id: str
    dedupe_key: str
    session_id: str
    generation: int
    spec_digest: str
    authority_digest: str
    transport_binding_digest: str
    body: str
    body_digest: str
    test_bot_id: int
    chat_id: int
    topic_id: int | None
    destination_digest: str
    reservation_row_digest: str
    timeout_seconds: float
    seal: object = field(repr=False, compare=False)
    provider_authority: Literal[True] = True

    def __post_init__(self) -> None:
        if self.seal is not _SEAL:
            raise TypeError("only the diagnostic delivery authority can verify a reservation")


@dataclass(frozen=True, slots=True)
class DiagnosticUnknownNoSend:
    reservation_id: str
    terminal_row_digest: str
    status: Literal["delivery_unknown"] = "delivery_unknown"
    text: str = UNKNOWN_TEXT
    reconciliation_available: Literal[False] = False
    provider_authority: Literal[False] = False


@dataclass(frozen=True, slots=True)
class DiagnosticAuditPendingNoSend:
    reservation_id: str
    terminal_row_digest: str
    status: Literal["audit_pending"] = "audit_pending"
    text: str = AUDIT_PENDING_TEXT
    reconciliation_available: Literal[True] = True
    provider_authority: Literal[False] = False


@dataclass(frozen=True, slots=True)
class DiagnosticDuplicateNoSend:
    reservation_id: str
    terminal_row_digest: str
    status: Literal["duplicate"] = "duplicate"
    text: str = DUPLICATE_TEXT
    reconciliation_available: Literal[False] = False
    provider_authority: Literal[False] = False


NoSend = DiagnosticUnknownNoSend | DiagnosticAuditPendingNoSend | DiagnosticDuplicateNoSend
ReservationResult = VerifiedDiagnosticReservation | NoSend


@dataclass(frozen=True, slots=True)
class DiagnosticSent:
    """The attempt's receipt is durable and audited (``sent_audited``)."""

    reservation_id: str
    receipt: dict[str, Any]
    terminal_row_digest: str
    status: Literal["sent_audited"] = "sent_audited"
    provider_authority: Literal[False] = False


DeliveryResult = DiagnosticSent | NoSend


class DiagnosticReservationConflict(Exception):
    """The dedupe key's evidence contradicts the candidate or itself: fail closed."""

    def __init__(self, reason: str) -> None:
        super().__init__(reason)
        self.reason = reason


class DiagnosticAdmissionRefused(Exception):
    """The candidate is not admissible (session, pins, body, deadline); no row, no send."""

    def __init__(self, reason: str) -> None:
        super().__init__(reason)
        self.reason = reason


class DeliveryRefused(Exception):
    """A delivery route refused (``cause`` says why); ``errors.py`` answers it as a problem.

    Wrapped because the same domain errors read differently elsewhere (a refused admission
    is ``replay-refused`` on a replay, a busy lock "nothing changed" on the session routes).
    """

    def __init__(self, cause: Exception) -> None:
        super().__init__(type(cause).__name__)
        self.cause = cause
