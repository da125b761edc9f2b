"""Cross-service tests: checkin, delivery and the gateway over real HTTP."""
