"""The retention rule (ADR 0059): pilot data past its window, ledger bodies past their send."""
