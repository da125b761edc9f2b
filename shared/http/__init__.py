"""Outbound HTTP to peer services."""
