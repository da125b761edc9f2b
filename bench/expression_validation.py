"""Validation cost of one provider response, against a plain ``json.loads`` of the same bytes.

Run: ``.venv/bin/python bench/expression_validation.py [rounds]``. For each surface it builds
one contract-conforming response, warms the Korean analyzer, then times the full validator
(strict JSON, echo checks, prose rules with morphological stems, expansion, document checks)
and ``json.loads`` on the identical content, and prints both and their ratio.
"""

from __future__ import annotations

import json
import sys
import time
from datetime import date
from decimal import Decimal

from services.expression.provider.capsule import build_capsule
from services.expression.validation.rules import Accepted, validate_response
from services.expression.validation.stems import ANALYZER
from shared.presentation import CanonicalSurface
from shared.surfaces import CalorieTarget, WeeklyRateRange, daily, dual_card, physique_card, weekly
from shared.surfaces.adaptive import AdaptiveDecision, AdaptiveReason

LEADS = ("차분히 정리해 드리면,", "한결같은 마음으로 덧붙이자면,", "여유를 갖고 이어서,")
ACTIONS = dual_card.CardActions("card:approve:bench", "card:hold:bench")


def _surfaces() -> list[CanonicalSurface]:
    day = date(2026, 12, 2)
    return [
        daily.render(
            daily.DailyFacts(
                day, Decimal("70.2"), Decimal("7.5"), 4, 4, False, 2300,
                daily.WorkoutRecord(daily.WorkoutStatus.DONE, 4), ("물을 자주 마시기",),
            )
        ),
        weekly.render(
            weekly.WeeklyFacts(
                date(2026, 11, 30), date(2026, 12, 4), 4, 5,
                weekly.WeightTrend(Decimal("70.0"), Decimal("70.1"), Decimal("0.14")),
                WeeklyRateRange(Decimal("0.10"), Decimal("0.25")), Decimal("7.2"),
                Decimal("3.8"), ("아침 체중 재기",), (), weekly.WeeklyDecision.KEEP_PLAN,
            )
        ),
        dual_card.render(
            dual_card.DualCardFacts(
                "벤치 고객", day, Decimal("0.05"),
                WeeklyRateRange(Decimal("0.10"), Decimal("0.25")),
                AdaptiveDecision.INCREASE, CalorieTarget(2300, 2400),
                (AdaptiveReason.BELOW_RANGE, AdaptiveReason.LOW_LOGGING_COVERAGE),
            ),
            ACTIONS,
        ),
        physique_card.render(
            physique_card.PhysiqueCardFacts(
                "벤치 고객", day, 15, AdaptiveDecision.MAINTAIN, (AdaptiveReason.IN_RANGE,)
            ),
            ACTIONS,
        ),
    ]  # fmt: skip


def _response(surface: CanonicalSurface) -> tuple[str, object]:
    capsule = build_capsule(surface, "a" * 64)
    slots = []
    for index, slot in enumerate(capsule.slots):
        text = f"{LEADS[index % len(LEADS)]} " + " 이어서 ".join(
            f"{token}." for token in slot.placeholder_tokens
        )
        slots.append(
            {
                "slot_id": slot.slot_id,
                "semantic_ids": list(slot.semantic_ids),
                "action_ids": list(slot.action_ids),
                "placeholder_tokens": list(slot.placeholder_tokens),
                "generated_ko": text,
            }
        )
    document = {**capsule.as_json(), "slots": slots}
    return json.dumps(document, ensure_ascii=False), capsule


def _time(function: object, rounds: int) -> float:
    started = time.perf_counter()
    for _ in range(rounds):
        function()  # type: ignore[operator]
    return (time.perf_counter() - started) / rounds


def main(rounds: int = 200) -> None:
    ANALYZER.warm()
    print(f"{'surface':<34}{'validate µs':>14}{'json.loads µs':>16}{'ratio':>10}")
    total_validate = total_plain = 0.0
    for surface in _surfaces():
        content, capsule = _response(surface)
        verdict = validate_response(content, capsule=capsule, surface=surface)  # type: ignore[arg-type]
        assert isinstance(verdict, Accepted), verdict
        validate = _time(
            lambda c=content, k=capsule, s=surface: validate_response(c, capsule=k, surface=s),
            rounds,
        )
        plain = _time(lambda c=content: json.loads(c), rounds)
        total_validate += validate
        total_plain += plain
        name = surface.manifest.surface_version
        print(f"{name:<34}{validate * 1e6:>14.1f}{plain * 1e6:>16.2f}{validate / plain:>10.0f}x")
    print(
        f"{'all four surfaces':<34}{total_validate / 4 * 1e6:>14.1f}"
        f"{total_plain / 4 * 1e6:>16.2f}{total_validate / total_plain:>10.0f}x"
    )


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 200)
