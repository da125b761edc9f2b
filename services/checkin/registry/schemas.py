"""The registry document and its parts (ADR 0012), plus the admin API shapes.

* ``TelegramAddress`` - the exact ``(user_id, chat_id, topic_id)`` triple. Structurally any
  integers (so a draft can hold an address that is not yet right); whether it is *well
  formed* is a rule (``rules.address_findings``) checked where it matters.
* ``CustomerSpec`` - one customer: its triple, the bound trainer triple, the consent
  record and the canonical **inline** 12-week plan (there is no plan file). It only knows
  local checks (``local_activation_findings``).
* ``RegistryDocument`` - owner + customers. It owns the owner-inclusive invariant: a
  document with an enabled entry whose owner is missing, malformed or colliding does not
  validate, so such a document cannot exist. Disabled drafts are always representable.
"""

from __future__ import annotations

import threading
from collections import OrderedDict
from datetime import date, datetime
from typing import Any, Final, Literal

from pydantic import (
    AwareDatetime,
    Field,
    field_validator,
    model_validator,
)

from services.checkin.events.payloads import CustomerId, Note
from services.checkin.registry import rules
from shared.canonical import canonical_digest, canonical_json, sha256_hex
from shared.contracts.base import FrozenModel

_INT64 = 2**63 - 1


class TelegramAddress(FrozenModel):
    """An exact Telegram destination; routing compares all three fields."""

    user_id: int = Field(ge=-_INT64, le=_INT64)
    chat_id: int = Field(ge=-_INT64, le=_INT64)
    topic_id: int | None = Field(default=None, ge=-_INT64, le=_INT64)

    def as_tuple(self) -> tuple[int, int, int | None]:
        return (self.user_id, self.chat_id, self.topic_id)


class ConsentRecord(FrozenModel):
    """The customer's consent for one consent version, and the provider-terms check."""

    version: str = Field(min_length=1, max_length=64)
    granted: bool
    granted_at: AwareDatetime | None = None
    provider_terms_checked_version: str | None = Field(default=None, max_length=64)
    revoked_at: AwareDatetime | None = None


GoalMode = Literal["lean_mass_gain", "fat_loss", "maintenance", "unknown"]


class PlanWeek(FrozenModel):
    """One week of the 12-week plan (grounding context only; automation is 4 weeks)."""

    week: int = Field(ge=-1000, le=1000)
    focus: str = Field(max_length=500)
    goal_mode: GoalMode = "unknown"
    training_sessions: int = Field(default=0, ge=0, le=14)
    calorie_target_kcal: int | None = Field(default=None, ge=0, le=10000)
    notes: Note = ""


class PilotPlan(FrozenModel):
    """The canonical inline plan: a KST start date and (to activate) exactly 12 weeks."""

    starts_on: date | None = None
    weeks: tuple[PlanWeek, ...] = Field(default=(), max_length=60)
    calorie_floor_kcal: int | None = Field(default=None, ge=0, le=10000)
    calorie_ceiling_kcal: int | None = Field(default=None, ge=0, le=10000)


# How a customer's messages may leave (seed 003 Rev 37): ``ordinary`` through delivery's
# at-most-once ledger, ``diagnostic_isolated_v1`` only through the diagnostics host to the
# test bot's destination (the owner's isolated test customer). Ordinary delivery refuses
# the latter before any row.
BindingMode = Literal["ordinary", "diagnostic_isolated_v1"]
DIAGNOSTIC_BINDING: BindingMode = "diagnostic_isolated_v1"


def _is_ordinary(mode: str) -> bool:
    return mode == "ordinary"


class CustomerSpec(FrozenModel):
    """A customer's registry entry content (local checks only - no owner here, ADR 0012)."""

    customer_id: CustomerId
    # Left out of the document when ordinary, so every registry digest written before the
    # field existed still derives from the same bytes.
    binding_mode: BindingMode = Field(default="ordinary", exclude_if=_is_ordinary)
    customer: TelegramAddress | None = None
    trainer: TelegramAddress | None = None
    consent: ConsentRecord | None = None
    plan: PilotPlan | None = None

    def local_activation_findings(self, consent_version: str) -> dict[str, list[str]]:
        """Findings of the local prerequisites per guard (G2 plan, G3 consent, G4 triples)."""
        return {
            "G2": rules.plan_findings(self.plan),
            "G3": rules.consent_findings(self.consent, consent_version),
            "G4": rules.local_identity_findings(self.customer, self.trainer),
        }

    def validate_local_activation_prerequisites(self, consent_version: str) -> None:
        """Raise ``ValueError`` naming every failed local prerequisite."""
        failed = [
            f"{guard}:{finding}"
            for guard, findings in self.local_activation_findings(consent_version).items()
            for finding in findings
        ]
        if failed:
            raise ValueError("local activation prerequisites failed: " + ", ".join(failed))


class CustomerEntry(FrozenModel):
    spec: CustomerSpec
    enabled: bool = False


# Entries whose canonical bytes stay memoised: a registry of a few thousand customers (each
# entry's current and previous versions); beyond it digests stay right, only slower.
_ENTRY_BYTES_CACHE: Final = 8192
# By identity: the registry's documents share the entry objects the repository parsed, and a
# frozen entry's value never changes. Each memo keeps its entry, so no id is reused while
# memoised (hashing an entry by value cost as much as the digest it saved).
_ENTRY_BYTES: OrderedDict[int, tuple[CustomerEntry, bytes]] = OrderedDict()
_ENTRY_BYTES_LOCK = threading.Lock()


def _entry_bytes(entry: CustomerEntry) -> bytes:
    """One entry's canonical JSON, memoised by the entry object."""
    with _ENTRY_BYTES_LOCK:
        found = _ENTRY_BYTES.get(id(entry))
        if found is not None and found[0] is entry:
            _ENTRY_BYTES.move_to_end(id(entry))
            return found[1]
    data = canonical_json(entry.model_dump(mode="json"))
    with _ENTRY_BYTES_LOCK:
        _ENTRY_BYTES[id(entry)] = (entry, data)
        if len(_ENTRY_BYTES) > _ENTRY_BYTES_CACHE:
            _ENTRY_BYTES.popitem(last=False)
    return data


class RegistryDocument(FrozenModel):
    """Owner + customers; validation refuses any enabled entry the owner invariant rejects."""

    consent_version: str = Field(default=rules.CONSENT_VERSION, min_length=1)
    owner: TelegramAddress | None = None
    customers: tuple[CustomerEntry, ...] = ()

    @field_validator("customers")
    @classmethod
    def _unique_sorted(cls, entries: tuple[CustomerEntry, ...]) -> tuple[CustomerEntry, ...]:
        ids = [entry.spec.customer_id for entry in entries]
        if len(set(ids)) != len(ids):
            raise ValueError("customer ids must be unique")
        return tuple(sorted(entries, key=lambda entry: entry.spec.customer_id))

    @model_validator(mode="after")
    def _enabled_entries_hold(self) -> RegistryDocument:
        # One pass: the triple index is built once, so validating N entries is O(N), not the
        # O(N^2) of rebuilding every other customer's triples per entry.
        claims = self._enabled_claims()
        for entry in self.customers:
            if entry.enabled:
                findings = self._findings(entry.spec, claims)
                if findings:
                    raise ValueError(
                        "enabled customer violates the registry invariant: " + ", ".join(findings)
                    )
        return self

    def _enabled_claims(self) -> dict[tuple[int, int, int | None], frozenset[str]]:
        """Which enabled customers use each triple (as customer or as bound trainer)."""
        claims: dict[tuple[int, int, int | None], set[str]] = {}
        for entry in self.customers:
            if not entry.enabled:
                continue
            for address in (entry.spec.customer, entry.spec.trainer):
                if address is not None:
                    claims.setdefault(address.as_tuple(), set()).add(entry.spec.customer_id)
        return {triple: frozenset(ids) for triple, ids in claims.items()}

    def _findings(
        self, spec: CustomerSpec, claims: dict[tuple[int, int, int | None], frozenset[str]]
    ) -> list[str]:
        local = spec.local_activation_findings(self.consent_version)
        findings = [f"{guard}:{item}" for guard, items in local.items() for item in items]
        findings += [f"G4:{item}" for item in rules.owner_findings(self.owner, spec)]
        findings += [f"G4:{item}" for item in rules.claimed_triple_findings(spec, claims.get)]
        return findings

    def validate_enabled_customer(self, spec: CustomerSpec) -> None:
        """The owner-inclusive invariant for one enabled entry; ``ValueError`` if it fails."""
        findings = self.enabled_customer_findings(spec)
        if findings:
            raise ValueError(
                "enabled customer violates the registry invariant: " + ", ".join(findings)
            )

    def enabled_customer_findings(self, spec: CustomerSpec) -> list[str]:
        """Everything that would make ``spec`` invalid as an enabled entry of this document."""
        return self._findings(spec, self._enabled_claims())

    def entry(self, customer_id: str) -> CustomerEntry | None:
        for entry in self.customers:
            if entry.spec.customer_id == customer_id:
                return entry
        return None

    def with_entry(self, entry: CustomerEntry) -> RegistryDocument:
        """A new document with ``entry`` added or replaced (``ValueError`` if it breaks the
        invariant).

        Only ``entry`` is checked: every other entry was valid, its local and owner findings
        are unchanged, and replacing ``entry`` can only take triples away from the others'
        claims - unless ``entry`` is enabled, and then a triple it shares with another
        enabled customer is a finding of its own. Re-validating the whole document here made
        each registry write O(N) in pydantic alone.
        """
        others = [e for e in self.customers if e.spec.customer_id != entry.spec.customer_id]
        customers = tuple(sorted([*others, entry], key=lambda item: item.spec.customer_id))
        document = RegistryDocument.model_construct(
            consent_version=self.consent_version, owner=self.owner, customers=customers
        )
        if entry.enabled:
            document.validate_enabled_customer(entry.spec)
        return document

    def without_customer(self, customer_id: str) -> RegistryDocument:
        others = [e for e in self.customers if e.spec.customer_id != customer_id]
        return RegistryDocument.model_validate({**self.model_dump(), "customers": others})

    def with_owner(self, owner: TelegramAddress | None) -> RegistryDocument:
        return RegistryDocument.model_validate({**self.model_dump(), "owner": owner})

    def digest(self) -> str:
        """``canonical_digest(self.model_dump(mode="json"))``, assembled from each entry's
        memoised canonical bytes (keys sorted: ``consent_version``, ``customers`` in id order,
        ``owner``). Every registry write records this digest; re-serialising all N entries
        for it made registering N customers O(N^2)."""
        owner = self.owner.model_dump(mode="json") if self.owner is not None else None
        parts = (
            b'{"consent_version":',
            canonical_json(self.consent_version),
            b',"customers":[',
            b",".join(_entry_bytes(entry) for entry in self.customers),
            b'],"owner":',
            canonical_json(owner),
            b"}",
        )
        return sha256_hex(b"".join(parts))

    def authority_revision(self, entry: CustomerEntry) -> str:
        """The pin of exactly what decides ``entry``'s destinations and permission."""
        return CustomerAuthority(
            owner=self.owner, entry=entry, consent_version=self.consent_version
        ).revision()


class CustomerAuthority(FrozenModel):
    """One customer's slice of the registry: its entry, the owner and the consent version.

    What a request about one customer needs (its wizard, its destinations), read with one
    indexed query instead of folding the whole document: a stored entry was validated
    against the whole document when it was written, so reading it needs no re-validation.
    """

    owner: TelegramAddress | None
    entry: CustomerEntry
    consent_version: str = rules.CONSENT_VERSION

    @property
    def consent_granted(self) -> bool:
        return not rules.consent_findings(self.entry.spec.consent, self.consent_version)

    def revision(self) -> str:
        """The pin of exactly what decides the entry's destinations and permission: the
        owner, the entry (addresses, consent, enabled) and the consent version in force.

        Delivery pins it on a card (``GET .../destinations``) and a decision on that card
        carries it back; checkin refuses the decision when it no longer holds (ADR 0062).
        """
        return canonical_digest(
            {
                "owner": self.owner.model_dump(mode="json") if self.owner else None,
                "entry": self.entry.model_dump(mode="json"),
                "consent_version": self.consent_version,
            }
        )


# --- admin API shapes -------------------------------------------------------------------


class OwnerRequest(FrozenModel):
    owner: TelegramAddress


class CustomerDraftRequest(FrozenModel):
    """Create or replace a *disabled* customer's addresses and plan. There is deliberately
    no ``enabled`` field: the only way to enable is the guarded activation."""

    customer: TelegramAddress | None = None
    trainer: TelegramAddress | None = None
    plan: PilotPlan | None = None
    binding_mode: BindingMode = "ordinary"


class ConsentRequest(FrozenModel):
    action: Literal["grant", "revoke"]
    provider_terms_checked: bool = False


class ActivationRequest(FrozenModel):
    # The checklist artifact as written (JSON text): G5 itself decides whether it parses.
    checklist_evidence: str = Field(max_length=8192)


class DisableRequest(FrozenModel):
    # ``customer_withdrawal`` is recorded only by the customer's own confirmed /withdraw.
    reason: Literal["operator", "withdrawal", "safety", "pilot_end", "other"] = "operator"


class RegistryView(FrozenModel):
    document: RegistryDocument
    document_digest: str


class TransitionView(FrozenModel):
    stream: str
    sequence: int
    customer_id: str | None
    action: str
    actor: str
    entry: dict[str, Any]
    detail: dict[str, Any]
    document_digest: str
    recorded_at: str
    previous_row_digest: str
    row_digest: str


class ResolveRequest(FrozenModel):
    triple: TelegramAddress


class ResolveResponse(FrozenModel):
    # ``withdrawn``: the customer triple of a customer whose own withdrawal disabled it.
    role: Literal["customer", "trainer", "owner", "withdrawn", "unknown"]
    customer_id: str | None = None


class EnabledCustomers(FrozenModel):
    """``GET /v1/customers``: the ids of the enabled customers, sorted (no names, no triples)."""

    customer_ids: tuple[str, ...]


class Destination(FrozenModel):
    chat_id: int
    topic_id: int | None


class DestinationsInUse(FrozenModel):
    """``GET /v1/routing/destinations``: the chats the registry names (no users, no ids)."""

    destinations: tuple[Destination, ...]


class DestinationsResponse(FrozenModel):
    customer_id: str
    enabled: bool
    consent_granted: bool
    # The consent version in force (the gateway asks each customer to acknowledge it once).
    consent_version: str
    customer: TelegramAddress | None
    trainer: TelegramAddress | None
    owner: TelegramAddress | None
    registry_revision: str
    binding_mode: BindingMode = "ordinary"
    # The plan's active window (first and last KST date, inclusive; None without a plan):
    # diagnostics shifts replayed days into its test customer's window (ADR 0077).
    window_starts_on: date | None = None
    window_ends_on: date | None = None


class ActivationResult(FrozenModel):
    customer_id: str
    enabled: bool
    activated: bool
    reason_codes: list[str] = Field(default_factory=list)
    findings: list[str] = Field(default_factory=list)
    checklist_digest: str | None = None
    at: datetime | None = None
    # A refused second activation: the window slug (``pilot-window-closed`` ...) and the
    # start of the window the customer was first activated with.
    refusal: str | None = None
    window_starts_on: date | None = None
