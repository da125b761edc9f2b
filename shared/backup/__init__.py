"""Whole-product backup as portable JSON lines: the row codec, the files, one schema's copy.

Each service says how its schema is read and written back (``SchemaCopy``); the operator
command in ``services/backup.py`` runs them all on one database snapshot.
"""
