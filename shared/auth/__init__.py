"""Signed service-to-service HTTP: HMAC-SHA256 over caller, time, nonce, method, path, body."""
