"""Guarded Korean connective-prose postprocessor with canonical fallback."""
