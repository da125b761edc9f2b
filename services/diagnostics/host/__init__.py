"""The diagnostic host: admission lock, host-owned reservations, test-bot transport."""
