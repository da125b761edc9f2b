"""Fail-closed, document-wide validation of a provider response."""
