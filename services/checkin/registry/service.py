"""Registry changes: every one is an audited append-only transition (AC1).

* ``set_owner``, ``save_customer_draft``, ``record_consent``, ``disable_customer`` - the
  ordinary edits. A draft can be edited only while disabled; disable is always allowed.
* ``activate_customer`` - the **only** way to set ``enabled``: G1-G5 all pass, or it
  refuses with each failing guard's reason code, leaves ``enabled`` unchanged and records
  the refusal. Nothing else builds an enabled entry (an AST test in the suite checks it).

One window per customer (seed principle 3): once a customer has been activated, the
audited ``activated`` transition fixes its window. A draft may not change ``plan.starts_on``
any more, and a later activation (after a temporary disable) is refused unless it is the
same window and KST today is at most day 27 of it. A new pilot is a new customer id.

Every function takes the registry lock first, so the document-level invariants (owner,
collisions across customers) are checked against the state they are applied to.
"""

from __future__ import annotations

from collections.abc import Callable
from datetime import date
from typing import Any

from pydantic import ValidationError
from sqlalchemy import text
from sqlalchemy.orm import Session

from services.checkin.customers import customer_stream
from services.checkin.errors import Refusal
from services.checkin.events.repository import EventRepository
from services.checkin.events.service import verify_events
from services.checkin.registry import rules, texts
from services.checkin.registry.repository import (
    OWNER_STREAM,
    RegistryRepository,
    RouteConflict,
)
from services.checkin.registry.schemas import (
    ActivationResult,
    ConsentRecord,
    CustomerAuthority,
    CustomerDraftRequest,
    CustomerEntry,
    CustomerSpec,
    DestinationsResponse,
    RegistryDocument,
    TelegramAddress,
)
from services.checkin.schedule.rules import pilot_window
from services.checkin.scope import check_entered, enter_customer_scope, lock_registry
from services.checkin.tables import CUSTOMER_SCOPED_TABLES
from services.checkin.tombstones import TombstoneRepository
from shared.canonical import canonical_json, sha256_hex
from shared.clock import Clock, kst_date


def _invalid_document(error: ValueError) -> Refusal:
    """409 naming the broken invariant (the findings carry codes, never submitted values)."""
    if isinstance(error, ValidationError):
        messages = [item["msg"] for item in error.errors(include_input=False, include_url=False)]
    else:
        messages = [str(error)]
    return Refusal(
        "conflict",
        "registry-invariant",
        "The change would make the registry invalid",
        detail="; ".join(messages),
    )


def _routed(append: Callable[[], object]) -> None:
    """Run one registry append; the routing index's refusal is the invariant's 409 too."""
    try:
        append()
    except RouteConflict as conflict:
        raise _invalid_document(conflict) from None


def _append_entry(
    repository: RegistryRepository,
    document: RegistryDocument,
    entry: CustomerEntry,
    *,
    action: str,
    actor: str,
    clock: Clock,
    detail: dict[str, Any] | None = None,
) -> None:
    _routed(
        lambda: repository.append(
            stream=customer_stream(entry.spec.customer_id),
            customer_id=entry.spec.customer_id,
            action=action,
            actor=actor,
            entry=entry.model_dump(mode="json"),
            detail=detail or {},
            document_digest=document.digest(),
            recorded_at=clock.now(),
        )
    )


def _existing_entry(
    repository: RegistryRepository, customer_id: str
) -> tuple[RegistryDocument, CustomerEntry]:
    document = repository.document()
    entry = document.entry(customer_id)
    if entry is None:
        raise Refusal("not-found", "customer-not-found", "No such customer in the registry")
    return document, entry


def _window_problem(slug: str, customer_id: str, window_starts_on: date) -> Refusal:
    """409 for a window refusal: the stable slug, the Korean sentence, the original dates."""
    return Refusal(
        "conflict",
        slug,
        texts.TITLES[slug],
        detail=texts.window_refusal_message(slug, customer_id, window_starts_on),
        window_starts_on=window_starts_on.isoformat(),
        window_ends_on=pilot_window(window_starts_on)[1].isoformat(),
        reactivation_deadline=rules.reactivation_deadline(window_starts_on).isoformat(),
    )


def current_document(session: Session) -> RegistryDocument:
    """The whole document (every entry): for the views that need all customers only."""
    return RegistryRepository(session).document()


def customer_authority(session: Session, customer_id: str) -> CustomerAuthority:
    """One customer's entry and the owner in one query: 404 unknown, 410 erased.

    The same answers as ``require_registered_customer`` + the document's entry, in one
    statement on the common path (the tombstone is read only for an id with no stream).
    """
    return _known(session, customer_id, RegistryRepository(session).authority(customer_id))


def scoped_customer_authority(session: Session, customer_id: str) -> CustomerAuthority:
    """``enter_customer_scope`` + ``customer_authority`` in one statement (ADR 0088)."""
    scoped, authority = RegistryRepository(session).scoped_authority(customer_id)
    check_entered(scoped, customer_id)
    return _known(session, customer_id, authority)


def _known(
    session: Session, customer_id: str, authority: CustomerAuthority | None
) -> CustomerAuthority:
    if authority is None:
        if TombstoneRepository(session).is_erased(customer_id):
            raise Refusal(
                "gone", "customer-erased", "The customer's records were erased on withdrawal"
            )
        raise Refusal("not-found", "customer-not-found", "No such customer in the registry")
    return authority


def destinations_of(authority: CustomerAuthority) -> DestinationsResponse:
    """Where the customer's messages go, whether they may go at all, and a pin of both."""
    spec = authority.entry.spec
    window = pilot_window(spec.plan.starts_on) if spec.plan and spec.plan.starts_on else None
    return DestinationsResponse(
        customer_id=spec.customer_id,
        enabled=authority.entry.enabled,
        consent_granted=authority.consent_granted,
        consent_version=authority.consent_version,
        customer=spec.customer,
        trainer=spec.trainer,
        owner=authority.owner,
        # The pin covers exactly what decides this customer's destinations and permission.
        registry_revision=authority.revision(),
        binding_mode=spec.binding_mode,
        window_starts_on=window[0] if window else None,
        window_ends_on=window[1] if window else None,
    )


def resolve_triple(session: Session, triple: TelegramAddress) -> tuple[str, str | None]:
    """The role of an exact triple (``rules.resolve_role`` over the routing index)."""
    return RegistryRepository(session).resolve(triple)


def withdrawn_customer_ids(session: Session) -> frozenset[str]:
    """Customers whose latest registry transition is their own withdrawal (``/withdraw``)."""
    return frozenset(
        transition.customer_id
        for transition in RegistryRepository(session).latest_transitions()
        if transition.customer_id is not None
        and rules.is_own_withdrawal(transition.action, transition.detail)
    )


def set_owner(
    session: Session, owner: TelegramAddress, *, actor: str, clock: Clock
) -> RegistryDocument:
    """Set Richard's owner triple; refused if an enabled customer would become invalid.

    Setting the triple already set is a no-op (no transition), like disabling a disabled
    customer: each one re-validated every enabled customer and logged a row that changed
    nothing.
    """
    lock_registry(session)
    repository = RegistryRepository(session)
    current = repository.document()
    if current.owner == owner:
        return current
    try:
        document = current.with_owner(owner)
    except ValueError as error:
        raise _invalid_document(error) from None
    _routed(
        lambda: repository.append(
            stream=OWNER_STREAM,
            customer_id=None,
            action="owner_set",
            actor=actor,
            entry={"owner": owner.model_dump(mode="json")},
            detail={},
            document_digest=document.digest(),
            recorded_at=clock.now(),
        )
    )
    return document


def save_customer_draft(
    session: Session, customer_id: str, request: CustomerDraftRequest, *, actor: str, clock: Clock
) -> CustomerEntry:
    """Create or replace a disabled customer's triples and inline plan (consent is kept)."""
    lock_registry(session)
    repository = RegistryRepository(session)
    if TombstoneRepository(session).is_erased(customer_id):
        raise Refusal(
            "conflict", "customer-id-retired", "This customer id was erased and cannot be reused"
        )
    document = repository.document()
    existing = document.entry(customer_id)
    if existing is not None and existing.enabled:
        raise Refusal(
            "conflict", "customer-enabled", "Disable the customer before editing the registry entry"
        )
    requested_starts_on = request.plan.starts_on if request.plan is not None else None
    window_starts_on = repository.first_activated_starts_on(customer_id)
    refusal = rules.plan_start_change_refusal(window_starts_on, requested_starts_on)
    if refusal is not None:
        assert window_starts_on is not None
        raise _window_problem(refusal, customer_id, window_starts_on)
    spec = CustomerSpec(
        customer_id=customer_id,
        customer=request.customer,
        trainer=request.trainer,
        plan=request.plan,
        consent=existing.spec.consent if existing else None,
        binding_mode=request.binding_mode,
    )
    entry = CustomerEntry(spec=spec, enabled=False)
    document = document.with_entry(entry)
    action = "customer_updated" if existing else "customer_added"
    _append_entry(repository, document, entry, action=action, actor=actor, clock=clock)
    return entry


def record_consent(
    session: Session,
    customer_id: str,
    *,
    granted: bool,
    provider_terms_checked: bool,
    actor: str,
    clock: Clock,
) -> CustomerEntry:
    """Grant (at ``CONSENT_VERSION``) or revoke consent; revoking also disables at once."""
    lock_registry(session)
    repository = RegistryRepository(session)
    document, entry = _existing_entry(repository, customer_id)
    now = clock.now()
    if granted:
        if entry.enabled:
            raise Refusal(
                "conflict", "customer-enabled", "Consent of an enabled customer is already granted"
            )
        consent = ConsentRecord(
            version=rules.CONSENT_VERSION,
            granted=True,
            granted_at=now,
            provider_terms_checked_version=rules.CONSENT_VERSION
            if provider_terms_checked
            else None,
        )
        action = "consent_granted"
    else:
        previous = entry.spec.consent
        consent = ConsentRecord(
            version=previous.version if previous else rules.CONSENT_VERSION,
            granted=False,
            granted_at=previous.granted_at if previous else None,
            provider_terms_checked_version=previous.provider_terms_checked_version
            if previous
            else None,
            revoked_at=now,
        )
        action = "consent_revoked"
    spec = entry.spec.model_copy(update={"consent": consent})
    # Granting never enables (only the activation does); revoking disables at once.
    updated = CustomerEntry(spec=spec, enabled=False)
    document = document.with_entry(updated)
    _append_entry(repository, document, updated, action=action, actor=actor, clock=clock)
    return updated


def disable_customer(
    session: Session, customer_id: str, *, reason: str, actor: str, clock: Clock
) -> CustomerEntry:
    """Always allowed and immediate; a no-op (no transition) when already disabled."""
    lock_registry(session)
    repository = RegistryRepository(session)
    document, entry = _existing_entry(repository, customer_id)
    if not entry.enabled:
        return entry
    disabled = CustomerEntry(spec=entry.spec, enabled=False)
    document = document.with_entry(disabled)
    _append_entry(
        repository,
        document,
        disabled,
        action="disabled",
        actor=actor,
        clock=clock,
        detail={"reason": reason},
    )
    return disabled


def isolation_audit(session: Session, document: RegistryDocument, spec: CustomerSpec) -> list[str]:
    """G1: the database isolates this customer's records and they name nobody else."""
    findings = isolation_enforcement_findings(session)
    enter_customer_scope(session, spec.customer_id)
    stored = EventRepository(session).stream(spec.customer_id)
    if not verify_events(spec.customer_id, stored).ok:
        findings.append("records_chain_broken")
    others = [entry.spec for entry in document.customers]
    customer_ids, numbers = rules.foreign_identifiers(spec, document.owner, others)
    records = [
        (item.customer_id, canonical_json(item.model_dump(mode="json")).decode("utf-8"))
        for item in stored
    ]
    records.append((spec.customer_id, canonical_json(spec.model_dump(mode="json")).decode()))
    findings += rules.isolation_findings(spec.customer_id, records, customer_ids, numbers)
    return sorted(set(findings))


def isolation_enforcement_findings(session: Session) -> list[str]:
    """Row-level security is enabled *and forced* on every customer-scoped table."""
    rows = session.execute(
        text(
            "SELECT c.relname, c.relrowsecurity, c.relforcerowsecurity FROM pg_class c "
            "JOIN pg_namespace n ON n.oid = c.relnamespace "
            "WHERE n.nspname = 'checkin' AND c.relname = ANY(:names)"
        ),
        {"names": sorted(CUSTOMER_SCOPED_TABLES)},
    ).all()
    enforced = {row.relname for row in rows if row.relrowsecurity and row.relforcerowsecurity}
    return [f"row_security_off:{name}" for name in sorted(CUSTOMER_SCOPED_TABLES - enforced)]


def _refuse_reactivation(
    repository: RegistryRepository,
    document: RegistryDocument,
    entry: CustomerEntry,
    refusal: str,
    window_starts_on: date,
    *,
    actor: str,
    clock: Clock,
) -> ActivationResult:
    """Record (audited, like a guard refusal) and answer a refused second activation."""
    code = rules.WINDOW_REASON_CODES[refusal]
    customer_id = entry.spec.customer_id
    _append_entry(
        repository,
        document,
        entry,
        action="activation_refused",
        actor=actor,
        clock=clock,
        detail={
            "reason_codes": [code],
            "refusal": refusal,
            "window_starts_on": window_starts_on.isoformat(),
        },
    )
    return ActivationResult(
        customer_id=customer_id,
        enabled=False,
        activated=False,
        reason_codes=[code],
        refusal=refusal,
        window_starts_on=window_starts_on,
        at=clock.now(),
    )


def window_refusal(result: ActivationResult) -> Refusal | None:
    """The 409 of an activation refused for its window (``None`` for any other result)."""
    if result.refusal is None or result.window_starts_on is None:
        return None
    return _window_problem(result.refusal, result.customer_id, result.window_starts_on)


def activate_customer(
    session: Session, customer_id: str, checklist_evidence: str, *, actor: str, clock: Clock
) -> ActivationResult:
    """Enable ``customer_id`` only if G1-G5 all pass; otherwise record the refusal."""
    lock_registry(session)
    repository = RegistryRepository(session)
    document, entry = _existing_entry(repository, customer_id)
    if entry.enabled:
        return ActivationResult(customer_id=customer_id, enabled=True, activated=False)
    spec = entry.spec
    window_starts_on = repository.first_activated_starts_on(customer_id)
    current_starts_on = spec.plan.starts_on if spec.plan is not None else None
    refusal = rules.reactivation_refusal(window_starts_on, current_starts_on, kst_date(clock.now()))
    if refusal is not None:
        assert window_starts_on is not None
        return _refuse_reactivation(
            repository, document, entry, refusal, window_starts_on, actor=actor, clock=clock
        )
    by_guard: dict[str, list[str]] = {"G1": isolation_audit(session, document, spec)}
    by_guard.update(spec.local_activation_findings(document.consent_version))
    document_findings = [
        finding.split(":", 1)[1]
        for finding in document.enabled_customer_findings(spec)
        if finding.startswith("G4:")
    ]
    by_guard["G4"] = sorted(set(by_guard["G4"]) | set(document_findings))
    checklist, parsed = rules.checklist_findings(checklist_evidence)
    by_guard["G5"] = checklist
    checklist_digest = sha256_hex(checklist_evidence.encode("utf-8"))
    failing = [guard for guard in sorted(by_guard) if by_guard[guard]]
    now = clock.now()
    if failing:
        codes = [rules.REASON_CODES[guard] for guard in failing]
        findings = [f"{guard}:{item}" for guard in failing for item in by_guard[guard]]
        _append_entry(
            repository,
            document,
            entry,
            action="activation_refused",
            actor=actor,
            clock=clock,
            detail={
                "reason_codes": codes,
                "findings": findings,
                "checklist_digest": checklist_digest,
            },
        )
        return ActivationResult(
            customer_id=customer_id,
            enabled=False,
            activated=False,
            reason_codes=codes,
            findings=findings,
            checklist_digest=checklist_digest,
            at=now,
        )
    try:
        enabled = CustomerEntry(spec=spec, enabled=True)
        document = document.with_entry(enabled)
    except ValueError as error:  # the document invariant is the last word
        raise _invalid_document(error) from None
    _append_entry(
        repository,
        document,
        enabled,
        action="activated",
        actor=actor,
        clock=clock,
        detail={"checklist": parsed, "checklist_digest": checklist_digest},
    )
    return ActivationResult(
        customer_id=customer_id,
        enabled=True,
        activated=True,
        checklist_digest=checklist_digest,
        at=now,
    )
