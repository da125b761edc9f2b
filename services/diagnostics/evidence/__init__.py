"""Coherent, physically read-only evidence snapshots of one customer (seed 003 §1)."""
