"""Isolated diagnostic sessions: prepared -> active -> detaching -> closed | expired."""
