"""Richard's held notice: why coaching was held, and what to advise (one pure renderer).

When a safety rule (S1-S6) matched or consent is missing, no customer text is made; Richard
gets this notice instead. Checkin classifies the reasons and shows them in its own views;
delivery renders the notice it sends to Richard from the typed reasons of a held draft. Both
use this module, so Richard always reads the same words; golden tests pin them.

The input is domain-neutral: ``SafetyHold`` (rule id, class, source flow, matched field,
excerpt, and for S1 the kind of urgency) or ``ConsentMissing``, or the shared wire form of a
reason (``{class, rule_id, source_flow, matched_field, excerpt[, detail]}`` /
``{class: "consent_missing"}``) through ``reason_from_document``. A self-harm reason puts the
Korean crisis lines and a plain instruction to contact the customer today in the notice.
Excerpts are the person's own words (already normalised and bounded by checkin); the notice
only ever goes to Richard.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from datetime import datetime
from typing import Final
from zoneinfo import ZoneInfo

from shared.contracts.safety import RULE_CLASSES

CONSENT_MISSING: Final = "consent_missing"
# Not a safety class: the customer asked to withdraw (``/withdraw``). Its notice is its own
# (``withdrawal_notice``): sends stopped, and the erasure command Richard may run.
CUSTOMER_WITHDRAWAL: Final = "customer_withdrawal"

CLASS_LABELS: Final[dict[str, str]] = {
    "urgent": "응급 징후",
    "pain": "통증",
    "disease": "질환",
    "eating_risk": "섭식 위험",
    "drugs": "약물",
    "extreme_manipulation": "극단적 체중 조절",
    CONSENT_MISSING: "동의 없음",
    CUSTOMER_WITHDRAWAL: "고객 탈퇴 요청",
}

REFERRAL_GUIDANCE: Final[dict[str, str]] = {
    "urgent": "즉시 119에 연락하거나 가까운 응급실을 찾도록 안내하고, 코칭을 중단합니다.",
    "pain": "운동을 멈추고 정형외과나 재활의학과 진료를 받도록 안내합니다.",
    "disease": "코칭을 이어가기 전에 담당 의사와 먼저 상담하도록 안내합니다.",
    "eating_risk": "식사 제한을 멈추고 의료진이나 섭식 문제 전문 상담가와 상담하도록 안내합니다.",
    "drugs": "약물이나 보충제 사용은 의사나 약사와 먼저 상담하도록 안내합니다.",
    "extreme_manipulation": (
        "급격한 체중 조절을 멈추고 의료진과 안전한 목표를 다시 정하도록 안내합니다."
    ),
    CONSENT_MISSING: "현재 버전의 동의를 받은 뒤에만 코칭을 이어갈 수 있습니다.",
    CUSTOMER_WITHDRAWAL: (
        "발송은 멈췄고, 기록 삭제는 삭제 명령(dualcoach admin erase)으로 직접 해야 합니다."
    ),
}

# S1's kinds of urgency (``detail``): what the notice names, and what Richard does about it.
URGENT_DETAIL_LABELS: Final[dict[str, str]] = {
    "self_harm": "자해·자살 생각",
    "chest_pain": "가슴 통증",
    "cardiac": "심장 이상 징후",
    "breathing": "호흡 곤란",
    "fainting": "실신·의식 저하",
    "unanalysed": "자동 분석 불가",
}
SELF_HARM_GUIDANCE: Final[tuple[str, ...]] = (
    "오늘 안에 고객에게 직접 연락해 안전을 확인해 주십시오. 급한 위험이 보이면 바로 119에 "
    "신고합니다.",
    "위기 상담 안내: 자살예방상담전화 109, 정신건강위기상담 1577-0199, 긴급 신고 119 "
    "(모두 24시간).",
)
UNANALYSED_GUIDANCE: Final = (
    "글을 자동으로 분석하지 못해 보류했습니다. 원문을 직접 읽고 위험 여부를 판단해 주십시오."
)

FLOW_LABELS: Final[dict[str, str]] = {
    "customer_checkin": "고객 체크인",
    "trainer_session": "트레이너 기록",
}

FIELD_LABELS: Final[dict[str, str]] = {
    "note": "메모",
    "pain_text": "통증 내용",
    "calories": "섭취 열량",
    "operator_note": "운영 메모",
    "pain_note": "통증 메모",
}

# What the held draft would have been (the notice says so unless it is a notice by nature).
KIND_LABELS: Final[dict[str, str]] = {
    "daily": "일일 피드백",
    "weekly": "주간 요약",
    "adaptive": "영양 조정 제안",
    "held_notice": "보류 알림",
}

NOTICE_TITLE: Final = "[보류 알림] 고객에게 보내지 않았습니다"
URGENT_NOTICE_TITLE: Final = "[긴급 보류 알림] 고객에게 보내지 않았습니다"
NOTICE_FOOTER: Final = (
    "이 알림은 리처드에게만 전달됩니다. 고객에게 보낼 내용은 직접 확인한 뒤 정해 주십시오."
)
CONSENT_LINE: Final = "- 동의 없음: 현재 버전의 동의가 확인되지 않았습니다."
ANSWER_PREFIX: Final = "answer."
WITHDRAWAL_LINE: Final = "- 고객 탈퇴 요청: {at} 텔레그램에서 고객이 직접 요청"
WITHDRAWAL_TITLE: Final = "[탈퇴 요청] 고객이 텔레그램에서 탈퇴를 요청했습니다"
WITHDRAWAL_BODY: Final = (
    "이 고객에게 가는 발송을 모두 바로 멈췄습니다. 승인했거나 대기 중인 초안도 보내지 "
    "않으며, 체크인도 더 시작되지 않습니다.\n"
    "기록은 아직 지우지 않았습니다. 삭제하기로 정하셨다면 모든 서비스가 실행 중일 때 다음 "
    "명령을 실행해 주십시오.\n"
    "dualcoach admin erase {customer_id} --confirm {customer_id}\n"
    "삭제 전에 고객과 이야기해 계속하기로 했다면 다시 활성화할 수 있습니다(운영 안내서 5절)."
)
WITHDRAWAL_FOOTER: Final = (
    "이 알림은 리처드에게만 전달됩니다. 고객에게는 자동으로 아무것도 보내지 않습니다."
)
_RFC3339_UTC: Final = re.compile(r"^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,6})?Z$")
_KST: Final = ZoneInfo("Asia/Seoul")


class HeldNoticeError(ValueError):
    """A reason the notice cannot state (unknown rule, class, flow or kind; no reason)."""


@dataclass(frozen=True, slots=True)
class SafetyHold:
    """One S1-S6 match: which rule, of which class, in which flow and field, on which words."""

    rule_id: str
    safety_class: str
    source_flow: str
    matched_field: str
    excerpt: str
    detail: str | None = None

    def __post_init__(self) -> None:
        if self.detail is not None and (
            self.rule_id != "S1" or self.detail not in URGENT_DETAIL_LABELS
        ):
            raise HeldNoticeError(f"{self.detail} is not a kind of S1 urgency")
        if self.rule_id not in RULE_CLASSES or RULE_CLASSES[self.rule_id] != self.safety_class:
            raise HeldNoticeError(f"{self.rule_id} is not a rule of class {self.safety_class}")
        if self.source_flow not in FLOW_LABELS:
            raise HeldNoticeError(f"unknown source flow {self.source_flow}")
        if not self.matched_field or not self.excerpt.strip():
            raise HeldNoticeError("a safety hold names its field and the words that matched")


@dataclass(frozen=True, slots=True)
class ConsentMissing:
    """Consent is absent or not granted for the current version."""

    safety_class: str = CONSENT_MISSING


@dataclass(frozen=True, slots=True)
class CustomerWithdrawal:
    """The customer asked to withdraw, at ``requested_at`` (UTC, RFC 3339)."""

    requested_at: str
    safety_class: str = CUSTOMER_WITHDRAWAL

    def __post_init__(self) -> None:
        if _RFC3339_UTC.match(self.requested_at) is None:
            raise HeldNoticeError("a withdrawal names when it was asked for (UTC, RFC 3339)")


HeldReason = SafetyHold | ConsentMissing | CustomerWithdrawal


def reason_from_document(document: Mapping[str, object]) -> HeldReason:
    """A reason from its wire form (checkin's ``SafetyReason`` / delivery's hold reason)."""
    safety_class = document.get("class")
    if safety_class == CUSTOMER_WITHDRAWAL:
        requested_at = document.get("requested_at")
        if set(document) != {"class", "requested_at"} or not isinstance(requested_at, str):
            raise HeldNoticeError("customer_withdrawal carries exactly its requested_at")
        return CustomerWithdrawal(requested_at)
    if safety_class == CONSENT_MISSING:
        if set(document) != {"class"}:
            raise HeldNoticeError("consent_missing carries no other field")
        return ConsentMissing()
    fields = ("rule_id", "source_flow", "matched_field", "excerpt")
    values = [document.get(name) for name in fields]
    if not isinstance(safety_class, str) or not all(isinstance(v, str) for v in values):
        raise HeldNoticeError("a safety reason needs class, rule_id, flow, field and excerpt")
    rule_id, source_flow, matched_field, excerpt = (str(value) for value in values)
    detail = document.get("detail")
    if detail is not None and not isinstance(detail, str):
        raise HeldNoticeError("a reason's detail is a string")
    return SafetyHold(rule_id, safety_class, source_flow, matched_field, excerpt, detail)


def reasons_from_documents(documents: Iterable[Mapping[str, object]]) -> tuple[HeldReason, ...]:
    return tuple(reason_from_document(document) for document in documents)


def field_label(field: str) -> str:
    """The field as Richard reads it (a follow-up answer names its question id)."""
    if field.startswith(ANSWER_PREFIX):
        return f"추가 질문 답변({field.removeprefix(ANSWER_PREFIX)})"
    return FIELD_LABELS.get(field, field)


def reason_line(reason: HeldReason) -> str:
    """One reason as Richard reads it: rule, class, flow, field and the matched words."""
    if isinstance(reason, ConsentMissing):
        return CONSENT_LINE
    if isinstance(reason, CustomerWithdrawal):
        return WITHDRAWAL_LINE.format(at=kst_minute(reason.requested_at))
    label = CLASS_LABELS[reason.safety_class]
    if reason.detail is not None:
        label = f"{label}({URGENT_DETAIL_LABELS[reason.detail]})"
    return (
        f"- {reason.rule_id} {label} · "
        f"{FLOW_LABELS[reason.source_flow]} · {field_label(reason.matched_field)}: "
        f"“{reason.excerpt}”"
    )


def _guidance_of(reason: HeldReason) -> tuple[str, ...]:
    if isinstance(reason, SafetyHold) and reason.detail == "self_harm":
        return SELF_HARM_GUIDANCE
    if isinstance(reason, SafetyHold) and reason.detail == "unanalysed":
        return (UNANALYSED_GUIDANCE,)
    return (REFERRAL_GUIDANCE[reason.safety_class],)


def guidance_lines(reasons: Sequence[HeldReason]) -> tuple[str, ...]:
    """Referral guidance, once per class (S1: per kind), in the order they first appear.

    Self-harm comes first whenever it is among the reasons: the crisis lines and the
    instruction to contact the customer today are what Richard must read before anything.
    """
    ordered = sorted(
        reasons, key=lambda r: 0 if isinstance(r, SafetyHold) and r.detail == "self_harm" else 1
    )
    seen: list[str] = []
    for reason in ordered:
        for line in _guidance_of(reason):
            if line not in seen:
                seen.append(line)
    return tuple(f"- {line}" for line in seen)


def is_urgent(reasons: Sequence[HeldReason]) -> bool:
    """An S1 match: the notice is titled urgent."""
    return any(isinstance(r, SafetyHold) and r.rule_id == "S1" for r in reasons)


def render(customer_id: str, kind: str, reasons: Sequence[HeldReason]) -> str:
    """Richard's complete held notice for a draft of ``kind`` held for ``reasons``."""
    if not reasons:
        raise HeldNoticeError("no typed reason to tell Richard")
    withdrawals = [reason for reason in reasons if isinstance(reason, CustomerWithdrawal)]
    if withdrawals:
        if len(reasons) != 1 or kind != "held_notice":
            raise HeldNoticeError("a withdrawal notice carries its one reason, nothing else")
        return withdrawal_notice(customer_id, withdrawals[0])
    if kind not in KIND_LABELS:
        raise HeldNoticeError(f"unknown draft kind {kind}")
    lines = [URGENT_NOTICE_TITLE if is_urgent(reasons) else NOTICE_TITLE, f"고객: {customer_id}"]
    if kind != "held_notice":
        lines.append(f"보류된 초안: {KIND_LABELS[kind]}")
    lines += ["", "보류 사유", *(reason_line(reason) for reason in reasons)]
    lines += ["", "안내", *guidance_lines(reasons), "", NOTICE_FOOTER]
    return "\n".join(lines)


def kst_minute(timestamp: str) -> str:
    """``2026-12-01T01:05:00.000000Z`` -> ``2026-12-01 10:05 (KST)``."""
    moment = datetime.fromisoformat(timestamp.replace("Z", "+00:00")).astimezone(_KST)
    return f"{moment:%Y-%m-%d %H:%M} (KST)"


def withdrawal_notice(customer_id: str, reason: CustomerWithdrawal) -> str:
    """Richard's notice of a customer's withdrawal: who, when, sends stopped, how to erase."""
    return "\n".join(
        [
            WITHDRAWAL_TITLE,
            f"고객: {customer_id}",
            f"요청 시각: {kst_minute(reason.requested_at)}",
            "",
            WITHDRAWAL_BODY.format(customer_id=customer_id),
            "",
            WITHDRAWAL_FOOTER,
        ]
    )
