"""The weekly nutrition proposal end to end: compute, judge, card to Richard, decide.

The workflow above ``nutrition`` (policy, measures, rules, ledgers), ``judgments`` (the
judgment ledger) and ``cards`` (the delivery outbox), which never import it (ADR 0086).
"""
