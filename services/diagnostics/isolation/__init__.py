"""The isolation spec of a diagnostic session and its acyclic digest schema (seed 003 Rev 35)."""
